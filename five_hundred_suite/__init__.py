"""The Five Hundred conformance suite: the rule catalogue, the adapter that
connects an implementation to the corpus, results, and the spec site.

Each piece of knowledge has one home:

* :mod:`.catalogue`: rule IDs, variants, conflicts and the sorting of Gherkin tags into rule,
  conflict, variant and option (:func:`~.catalogue.classify_tag`);
* :mod:`.schemas`: every JSON Schema of ``spec/schema`` and its validators (:func:`~.schemas.schema`,
  :func:`~.schemas.schema_validator`, :func:`~.schemas.inlined_validator`);
* :mod:`.features`: the one reading of the feature files (a typed model built once per process),
  scenario keys and case IDs;
* :mod:`.results`: the statuses of a results record (:class:`~.results.Status`);
* the reference engine (``five_hundred``): a variant's pack and everything else about play.
"""
