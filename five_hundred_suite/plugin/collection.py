"""Which tests are collected and run: rule and variant tags, the variants selected, the options offered."""

from __future__ import annotations

import pytest

from ..catalogue import (
    TagKind,
    applicable,
    classify_tag,
    rule_ids,
    tag_problem,
    variants,
)
from ..results import OPTION_NOT_OFFERED, ROW_OF_ANOTHER_VARIANT
from .options import F


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: F) -> F | None:
    """Map Gherkin tags to markers (see module docstring).

    Raises:
        pytest.UsageError: a rule-ID tag that the catalogue does not define, a
            conflict-ID tag that ``spec/conflicts.yaml`` does not define, or an
            option that no variant offers.
    """
    problem = tag_problem(tag)
    if problem is not None:
        raise pytest.UsageError(problem)
    t = classify_tag(tag)
    if t.kind is TagKind.VARIANT:
        marked: F = pytest.mark.usefixtures("variant")(pytest.mark.variant(t.value)(function))
        return marked
    if t.kind is not TagKind.OTHER:
        marked = getattr(pytest.mark, t.kind.value)(t.value)(function)
        return marked
    return None


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Run a test once per variant it is tagged with."""
    if "variant" not in metafunc.fixturenames:
        return
    tagged = [m.args[0] for m in metafunc.definition.iter_markers("variant")]
    if not tagged:
        return
    metafunc.parametrize("variant", sorted(set(tagged)), scope="function")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Deselect the tests that check none of the ``--rule`` IDs. Report as not applicable: variants left out by
    ``--variant``, scenarios switching on an option their variant does not offer, and Examples rows whose ``variant`` column names another variant than the run's. Give each test its ``rule``, ``variant`` and ``case`` user properties.
    """
    wanted = set(config.getoption("--rule"))
    if wanted:
        unknown = sorted(wanted - rule_ids())
        if unknown:
            raise pytest.UsageError(f"--rule names no rule of the catalogue: {', '.join(unknown)}")
        keep = [i for i in items if wanted & {str(m.args[0]) for m in i.iter_markers("rule")}]
        config.hook.pytest_deselected(items=[i for i in items if i not in keep])
        items[:] = keep
    chosen = set(config.getoption("--variant"))
    for item in items:
        callspec = getattr(item, "callspec", None)
        variant = callspec.params.get("variant") if callspec is not None else None
        item.user_properties += [("rule", r) for r in _rules_of(item, variant)]
        if variant is not None:
            item.user_properties.append(("variant", str(variant)))
        if callspec is None:
            continue
        row = callspec.params.get("_pytest_bdd_example") or {}
        offered = variants()[variant]["options"] if variant in variants() else {}
        missing = sorted({str(m.args[0]) for m in item.iter_markers("option")} - set(offered))
        if variant is not None and row.get("variant") not in (None, variant):
            item.add_marker(pytest.mark.skip(reason=ROW_OF_ANOTHER_VARIANT.format(variant=row["variant"])))
        elif variant is not None and missing:
            item.add_marker(pytest.mark.skip(reason=OPTION_NOT_OFFERED.format(variant=variant,
                                                                              options=", ".join(missing))))
        elif chosen and variant is not None and variant not in chosen:
            item.add_marker(pytest.mark.skip(reason=f"not applicable: variant {variant} not selected"))


def _variant_of(item: pytest.Item) -> str | None:
    callspec = getattr(item, "callspec", None)
    variant = callspec.params.get("variant") if callspec is not None else None
    return str(variant) if variant is not None else None


def _rules_of(item: pytest.Item, variant: str | None) -> list[str]:
    """The rule IDs a test checks under ``variant``: its rule markers that apply to the variant."""
    return sorted(applicable((str(m.args[0]) for m in item.iter_markers("rule")), variant))


