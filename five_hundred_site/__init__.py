"""The spec site of Five Hundred: Markdown pages for MkDocs (or Zensical) from the catalogue, the corpus,
the reference engine and the results of a conformance run.

It reads the harness only through its catalogue and fixture loaders and the results file's status names;
the harness never imports it.
"""
