"""The Five Hundred conformance suite: the rule catalogue, the adapter that
connects an implementation to the corpus, results, and the spec site.
"""
