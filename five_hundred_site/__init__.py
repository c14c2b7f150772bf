"""The spec site of Five Hundred: Markdown pages for MkDocs (or Zensical) from the catalogue, the corpus,
the reference engine and the results of a conformance run.

It reads the harness only through its catalogue, corpus (``five_hundred_suite.features``) and fixture
loaders, the results file's schema and status names, and its one-line argument parser; the harness never
imports it.
"""
