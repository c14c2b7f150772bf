"""What the site reads of ``spec/`` beside the harness's catalogue: every variant ID, the conflicts and options."""

from __future__ import annotations

from typing import Any

from five_hundred.datafile import load_yaml

from five_hundred_suite.catalogue import SPEC, rules, validate, variants


def variant_ids() -> tuple[str, ...]:
    """Every variant the catalogue names (in rules or in ``spec/variants``), variant files first."""
    ids = list(variants())
    for rule in rules().values():
        ids.extend(v for v in rule.variants if v not in ids)
    return tuple(ids)


def load_doc(name: str) -> list[dict[str, Any]]:
    """The list ``name`` of ``spec/<name>.yaml`` (``conflicts`` or ``options``), read by the project's one
    YAML reader and checked against its schema.

    Raises:
        DataFileError: the file cannot be read or is not the YAML the project accepts (too big, not UTF-8,
            an alias, a key given twice), naming the file and line.
        CatalogueError: the file breaks its schema.
    """
    shown = f"spec/{name}.yaml"
    data = load_yaml(SPEC / f"{name}.yaml", name=shown)
    validate(data, name, shown)
    items: list[dict[str, Any]] = data[name]
    return items
