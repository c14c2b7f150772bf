"""Bind every scenario of ``features/`` to the step definitions."""

from __future__ import annotations

from pytest_bdd import scenarios

scenarios("")
