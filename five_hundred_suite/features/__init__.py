"""The feature files of the corpus, read once: a typed model of every feature, rule, scenario,
Examples row and step, with their tags and lines.

:func:`corpus` parses every ``*.feature`` file under ``features/`` once per process and keeps the
model; the pytest plugin, the case export, the corpus lint, the generated pages and the site all
read the corpus through it, so the Gherkin parser is called in this package only (:mod:`.parsing`).

pytest-bdd reads a feature file as UTF-8 and keeps its scenarios by name, so a file in another
encoding stops the whole collection with a traceback, and a second scenario of the same name
silently replaces the first (one test fewer, nothing said). :func:`feature_problems` finds those
files first, each with one line naming the file and the line; ``tests/test_corpus.py`` binds the
other files and reports each bad one as an error of its own.

A scenario's :attr:`Scenario.key` (its file and the slug of its name) names it for good: inserting
a line in the file does not change it; it is the stem of the case IDs (:func:`case_id`) and of the
site's anchors (:func:`scenario_anchor`).

The modules: :mod:`.model` (:class:`Feature`, :class:`Scenario`, :class:`Row`, :class:`Step`, the scenario's
stable names, :class:`FeatureError`), :mod:`.parsing` (one file: :func:`parse_feature`,
:func:`gherkin_document`) and :mod:`.reading` (every file, read once: :func:`corpus`, :func:`scenarios`,
:func:`load_scenarios`).
"""

from __future__ import annotations

from .model import Feature, FeatureError, Row, Scenario, Step, case_id, scenario_anchor, scenario_key, slug
from .parsing import feature_problem, gherkin_document, parse_feature
from .reading import corpus, feature_files, feature_problems, load_scenarios, scenario_at, scenarios

__all__ = [
    "Feature",
    "FeatureError",
    "Row",
    "Scenario",
    "Step",
    "case_id",
    "corpus",
    "feature_files",
    "feature_problem",
    "feature_problems",
    "gherkin_document",
    "load_scenarios",
    "parse_feature",
    "scenario_anchor",
    "scenario_at",
    "scenario_key",
    "scenarios",
    "slug",
]
