"""The checks of the inputs and the staging folder the pages are written into."""

from __future__ import annotations

import re
import shutil
import tempfile
import uuid
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from five_hundred.errors import clip

from five_hundred_suite.catalogue import (
    ROOT,
    SPEC,
    Rule,
    rules,
    sources,
)

from ..errors import SiteError
from .base import MARKER
from .inputs import option_anchor


def _rules_file(rule: Rule) -> str:
    """The catalogue file a rule is written in, as messages name it."""
    path = SPEC / "rules" / f"{rule.area.lower()}.yaml"
    return f"spec/rules/{path.name}" if path.is_file() else "spec/rules"


def uncited_decisions(known: dict[str, Rule], conflicts: Iterable[dict[str, Any]]) -> list[str]:
    """One line per rule that states a decision without citing it: a rule (other than a DECIDE rule) named by a
    conflict whose adopted reading, for some variant, rests on the ``decision`` source, but whose ``decision``
    citations name neither that conflict nor a DECIDE rule that settles it. Empty when every decision is cited.
    """
    problems = []
    for c in conflicts:
        adopted = {key for key in c["decision"].values() if key != "n/a"}
        if not any("decision" in rd["sources"] for rd in c["readings"] if rd["key"] in adopted):
            continue
        for rid in c["rules"]:
            rule = known.get(rid)
            if rule is None or rule.area == "DECIDE":
                continue
            cited = set(re.findall(r"\b(?:C|DECIDE)-[0-9]{2}\b", " ".join(
                s.get("section") or "" for s in rule.sources if s["source"] == "decision")))
            if c["id"] not in cited and not any(c["id"] in known[x].conflicts for x in cited if x in known):
                problems.append(f"{_rules_file(rule)}: {rid}: follows the decision of {c['id']} without citing it"
                                f" (add a 'decision' source naming {c['id']} or its DECIDE rule)")
    return problems


def _check_references(conflicts: list[dict[str, Any]], options: list[dict[str, Any]]) -> None:
    known = rules()
    conflict_ids = {c["id"] for c in conflicts}
    option_keys = {o["key"] for o in options}
    srcs = sources()
    problems = []
    for r in known.values():
        where = f"{_rules_file(r)}: {r.id}"
        problems += [f"{where}: related rule {x} is not in the catalogue" for x in r.related if x not in known]
        problems += [f"{where}: conflict {x} is not in spec/conflicts.yaml" for x in r.conflicts
                     if x not in conflict_ids]
        problems += [f"{where}: option {o} is not in spec/options.yaml" for o in r.options if o not in option_keys]
        problems += [f"{where}: source {s['source']} is not in spec/sources.yaml" for s in r.sources
                     if s["source"] not in srcs]
    for c in conflicts:
        where = f"spec/conflicts.yaml: {c['id']}"
        problems += [f"{where}: rule {x} is not in the catalogue" for x in c["rules"] if x not in known]
        problems += [f"{where}: option {rd['option']} is not in spec/options.yaml" for rd in c["readings"]
                     if rd.get("option") and rd["option"] not in option_keys]
    if not problems:
        problems += uncited_decisions(known, conflicts)
    for o in options:
        where = f"spec/options.yaml: {o['key']}"
        problems += [f"{where}: rule {x} is not in the catalogue" for x in o["rules"] if x not in known]
        problems += [f"{where}: conflict {x} is not in spec/conflicts.yaml" for x in o["conflicts"]
                     if x not in conflict_ids]
    anchors = [option_anchor(k) for k in option_keys]
    if len(set(anchors)) != len(anchors):
        problems.append("spec/options.yaml: two option keys give the same anchor")
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise SiteError(clip(problems[0], 400) + more)


def _check_out(out_dir: Path) -> None:
    """Refuse an ``out_dir`` that holds other files than an earlier site (before anything is written)."""
    if out_dir.exists() and not out_dir.is_dir():
        raise SiteError(f"{out_dir}: is a file, not a folder")
    if out_dir.is_dir() and any(out_dir.iterdir()) and not (out_dir / MARKER).exists():
        raise SiteError(f"{out_dir} holds files that were not written here; give an empty or new directory")


def _staging(out_dir: Path) -> Path:
    """A new folder beside ``out_dir`` that the pages are written into before they replace it."""
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = out_dir.parent / f".{out_dir.name}-{uuid.uuid4().hex[:12]}"
    staging.mkdir()  # with the usual permissions (a temporary folder's would be the owner's only)
    (staging / MARKER).write_text("Pages of the spec site; this directory is rebuilt from scratch.\n", "utf-8")
    return staging


def _replace(out_dir: Path, staging: Path) -> None:
    """Put the fully written ``staging`` folder in the place of ``out_dir`` (an earlier site is removed)."""
    if out_dir.exists():
        old = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}-old-", dir=out_dir.parent))
        out_dir.rename(old / out_dir.name)
        staging.rename(out_dir)
        shutil.rmtree(old)
    else:
        staging.rename(out_dir)


def _shown(path: Path) -> str:
    """A path as messages name it: relative to the checkout when inside it."""
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return path.as_posix()


