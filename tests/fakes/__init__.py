"""Deliberately misbehaving implementations for tests/test_protocol.py.

Each module is a script (``python tests/fakes/<name>.py``) that serves the
reference engine over the adapter protocol with one fault.
"""
