"""The corpus read once per process: every feature file under ``features/`` (:func:`feature_files`), parsed
and kept (:func:`corpus`, :func:`scenarios`, :func:`scenario_at`), the unusable files apart
(:func:`feature_problems`), and the scenarios the site shows once every file and tag is usable
(:func:`load_scenarios`).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ..catalogue import TagKind, classify_tag, tag_problem
from ..resources import FEATURES, shown
from .model import Feature, FeatureError, Scenario
from .parsing import parse_feature


def feature_files(base: Path = FEATURES) -> list[Path]:
    """Every ``*.feature`` file under ``base`` (any depth), sorted."""
    return sorted(base.rglob("*.feature"))


@cache
def _read(base: Path) -> tuple[tuple[Feature, ...], tuple[tuple[str, str], ...]]:
    features: list[Feature] = []
    problems: list[tuple[str, str]] = []
    for path in feature_files(base):
        rel = path.relative_to(base).as_posix()
        try:
            features.append(parse_feature(path, rel=rel, name=shown(path)))
        except FeatureError as e:
            problems.append((rel, str(e)))
    return tuple(features), tuple(problems)


def corpus(base: Path = FEATURES) -> tuple[Feature, ...]:
    """Every usable feature file under ``base`` (those :func:`feature_problems` finds are left out),
    by path; parsed once per process.
    """
    return _read(base)[0]


def scenarios(base: Path = FEATURES) -> tuple[Scenario, ...]:
    """Every scenario of :func:`corpus`, by file then line."""
    return tuple(sc for f in corpus(base) for sc in f.scenarios)


@cache
def _by_place(base: Path) -> dict[tuple[str, int], Scenario]:
    return {(sc.feature, sc.line): sc for sc in scenarios(base)}


def scenario_at(feature: str, line: int, base: Path = FEATURES) -> Scenario:
    """The scenario whose ``Scenario:`` line is ``line`` in ``feature`` (its path under ``base``).

    Raises:
        KeyError: there is none there.
    """
    return _by_place(base)[(feature, line)]


def feature_problems(base: Path = FEATURES) -> dict[str, str]:
    """The unusable feature files under ``base``, by path relative to ``base``: their one-line problem."""
    return dict(_read(base)[1])


def load_scenarios(base: Path = FEATURES) -> list[Scenario]:
    """Every scenario under ``base``, by file then line, once every file is usable and every rule and
    conflict tag is known (what the site shows).

    Raises:
        FeatureError: the first unusable file (see :func:`parse_feature`), or a tag naming no rule of
            the catalogue or no conflict of ``spec/conflicts.yaml`` (naming the file, line and tag).
    """
    problems = _read(base)[1]
    if problems:
        raise FeatureError(problems[0][1])
    out = sorted(scenarios(base), key=lambda s: (s.feature, s.line))
    for sc in out:
        for tag in sc.all_tags:
            if classify_tag(tag).kind in (TagKind.RULE, TagKind.CONFLICT) and (problem := tag_problem(tag)):
                raise FeatureError(f"{base.name}/{sc.feature}:{sc.line}: {problem}")
    return out
