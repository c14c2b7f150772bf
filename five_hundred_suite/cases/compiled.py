"""The compiled corpus as a file: the scenario cases recorded by a pytest run, the hand and perft cases
read from their files, each checked by ``spec/schema/case.schema.json``, written and read as JSON lines.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import yaml
from five_hundred.datafile import DataFileError, compose_yaml, load_yaml
from five_hundred.errors import clip

from ..catalogue import CASE_FORMAT, FEATURES, ROOT
from ..features.model import case_id
from ..features.reading import scenario_at
from ..resources import shown
from ..schemas import inlined_validator, schema_validator

# ---------------------------------------------------------------------------
# Hand and perft cases (already data)


def hand_cases() -> list[dict[str, Any]]:
    """One case per whole-hand fixture (``features/hands/<variant>/<ID>.yaml``), its data as it is.

    Every fixture is first checked by :func:`~five_hundred_suite.fixtures.load_fixture`, so
    that no malformed hand (a revoke, a card dealt twice, a wrong score) ships as a case.

    Raises:
        ExportError: the first fixture the loader refuses (its one-line message:
            ``file:line: field: problem [RULE]``).
    """
    from ..fixtures.loading import fixture_paths, load_fixture
    from ..fixtures.model import FixtureError

    out = []
    for path in fixture_paths():
        try:
            fx = load_fixture(path)
        except FixtureError as e:
            raise ExportError(str(e)) from None
        data: dict[str, Any] = load_yaml(path, name=fx.file)
        hand = {k: data[k] for k in ("dealer", "pack", "hands", "kitty", "dead", "auction", "called", "partners", "discard", "nomination",
                                    "tricks", "refuse", "game", "expect") if k in data}
        out.append({
            "id": f"hands/{fx.variant}/{fx.id}",
            "kind": "hand",
            "rules": list(fx.rules),
            "variants": [fx.variant],
            "variant": fx.variant,
            "options": list(fx.options),
            "conflicts": [],
            "source": {"file": fx.file, "line": fx.line("id")},
            "title": fx.title,
            "setup": {"variant": fx.variant, "options": list(fx.options), "dealer": fx.dealer,
                      "pack": list(data["pack"])},
            "hand": hand,
        })
    return out


def perft_cases() -> list[dict[str, Any]]:
    """One case per perft position (``features/perft/*.yaml``), its data as it is.

    Raises:
        ExportError: a perft file cannot be read or breaks ``spec/schema/perft.schema.json``
            (one line naming the file, the line and the field).
    """
    out = []
    for path in sorted((FEATURES / "perft").glob("*.yaml")):
        rel = shown(path)
        try:
            node, doc = compose_yaml(path, name=rel)
        except DataFileError as e:
            raise ExportError(str(e)) from None
        errors = sorted(schema_validator("perft").iter_errors(doc),
                        key=lambda e: list(e.absolute_path))
        if errors:
            first = errors[0]
            where = "/".join(map(str, first.absolute_path)) or "(top)"
            raise ExportError(f"{rel}:{_node_line(node, list(first.absolute_path))}: {clip(where, 100)}: "
                              f"{clip(first.message)} (spec/schema/perft.schema.json)")
        assert node is not None
        for i, position in enumerate(doc["positions"]):
            out.append({
                "id": f"perft/{position['id']}",
                "kind": "perft",
                "rules": list(position["rules"]),
                "variants": [position["variant"]],
                "variant": position["variant"],
                "options": list(position["options"]),
                "conflicts": [],
                "source": {"file": rel, "line": _node_line(node, ["positions", i, "id"])},
                "title": position["title"],
                "setup": {"variant": position["variant"], "options": list(position["options"]),
                          **position["setup"]},
                "actions": list(position["actions"]),
                "counts": [{"depth": int(c["depth"]), "sequences": int(c["sequences"])} for c in position["counts"]],
            })
    return out


def _node_line(node: yaml.Node | None, path: Sequence[Any]) -> int:
    """The 1-based line of the field at ``path`` in a YAML node tree (of its nearest parent when missing)."""
    if node is None:
        return 1
    line = node.start_mark.line + 1
    for seg in path:
        if isinstance(node, yaml.MappingNode):
            found = next(((k, v) for k, v in node.value if k.value == seg), None)
            if found is None:
                break
            line, node = found[0].start_mark.line + 1, found[1]
        elif isinstance(node, yaml.SequenceNode) and isinstance(seg, int) and 0 <= seg < len(node.value):
            node = node.value[seg]
            line = node.start_mark.line + 1
        else:
            break
    return line


# ---------------------------------------------------------------------------
# The export


class ExportError(Exception):
    """The corpus could not be compiled (the recording run failed, or a case breaks the schema)."""


def case_problems(case: Any) -> list[str]:
    """What makes ``case`` break ``case.schema.json`` (empty if it is valid)."""
    v = inlined_validator("case")
    return [f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}"
            for e in sorted(v.iter_errors(case), key=lambda e: list(e.absolute_path))]


def record_scenarios(*, python: str = sys.executable, echo: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """Run ``tests/test_corpus.py`` on the reference engine with ``--record-cases``; the scenario cases.

    Raises:
        ExportError: the run did not complete, or a scenario failed (a failing scenario records
            only part of its case), or a step called the implementation without :func:`ask`.
    """
    with tempfile.TemporaryDirectory() as tmp:
        recorded = Path(tmp) / "recorded.json"
        cmd = [python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_corpus.py",
               "--record-cases", str(recorded)]
        done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
        if done.returncode != 0 or not recorded.is_file():
            tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-30:])
            raise ExportError(f"the recording run failed (pytest exit status {done.returncode}):\n{tail}")
        data = json.loads(recorded.read_text("utf-8"))
    problems = [f"{c['id']}: {p}" for c in data["cases"] for p in c.pop("problems", [])]
    if problems:
        raise ExportError("some scenarios could not be recorded:\n" + "\n".join(problems[:20]))
    echo(f"recorded {len(data['cases'])} scenario cases")
    cases: list[dict[str, Any]] = data["cases"]
    return cases


def compile_cases(*, echo: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """Every case of the corpus, checked: scenarios (recorded on the reference engine), then hands,
    then perft positions.

    Raises:
        ExportError: see :func:`record_scenarios`, :func:`hand_cases` and :func:`perft_cases`; or a case
            breaks the schema, or two cases share an ID.
    """
    hands, perft = hand_cases(), perft_cases()  # checked first: a bad file stops the export at once
    cases = record_scenarios(echo=echo) + hands + perft
    seen: dict[str, int] = {}
    for c in cases:
        seen[c["id"]] = seen.get(c["id"], 0) + 1
    twice = [i for i, n in seen.items() if n > 1]
    if twice:
        raise ExportError(f"case IDs used twice: {', '.join(twice[:10])}")
    for c in cases:
        found = case_problems(c)
        if found:
            raise ExportError(f"{c['id']} breaks spec/schema/case.schema.json: {found[0]}")
    return cases


def write_cases(cases: Sequence[dict[str, Any]], out: Path) -> None:
    """Write ``cases`` to ``out`` as JSON lines, one case a line (the folders made as needed), whole or
    not at all (:func:`~five_hundred_suite.atomic.write_file`).

    Raises:
        WriteError: ``out`` cannot be written (an earlier file is left as it was).
        OSError: its folder cannot be made.
    """
    from ..atomic import write_file

    out.parent.mkdir(parents=True, exist_ok=True)
    write_file(out, "".join(json.dumps(c, ensure_ascii=False, separators=(",", ":")) + "\n" for c in cases))


def read_cases(path: Path, *, check: bool = True) -> list[dict[str, Any]]:
    """The cases of a JSON-lines file written by :func:`export` (``check``: each against the case
    schema, and case IDs unique).

    Raises:
        ExportError: one line naming the file, the line and what is wrong (not JSON, not a case,
            a case ID given twice, a case of another case format).
        OSError: the file cannot be read.
    """
    cases: list[dict[str, Any]] = []
    seen: set[str] = set()
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                case = json.loads(line)
            except ValueError as e:
                raise ExportError(f"{path}:{n}: not JSON ({e})") from None
            if check:
                found = case_problems(case)
                if found:
                    raise ExportError(f"{path}:{n}: not a case of format {CASE_FORMAT} "
                                      f"(spec/schema/case.schema.json): {clip(found[0])}")
                if case["id"] in seen:
                    raise ExportError(f"{path}:{n}: the case ID {case['id']} is given twice")
                seen.add(case["id"])
            cases.append(case)
    return cases

def scenario_case(*, test_id: str, feature: str, feature_name: str, scenario: str, key: str, line: int,
                  example: dict[str, str] | None, variant: str | None, variants: Sequence[str],
                  rules: Sequence[str], options: Sequence[str], conflicts: Sequence[str],
                  entries: list[dict[str, Any]]) -> dict[str, Any]:
    """One scenario case from what the plugin knows of a test (the scenario's :attr:`~.features.Scenario.key`
    and ``Scenario:`` line, its Examples row) and what was recorded.
    """
    row = scenario_at(feature, line).row_of(example) if example else None
    setup = None
    for e in entries:
        req = e.get("request")
        if req and req.get("cmd") == "open":
            args = req["args"]
            setup = {"variant": args["variant"], "options": args["options"], **args["setup"]}
            if "route" in req:
                setup = {"variant": args["variant"], "options": args["options"], **req["route"]["setup"],
                         "actions": req["route"]["actions"], "position": args["setup"]["position"]}
            break
    return {
        "id": case_id(key, example, variant),
        "kind": "scenario",
        "rules": list(rules),
        "variants": list(variants),
        "variant": variant,
        "options": list(options),
        "conflicts": list(conflicts),
        "source": {"file": f"features/{feature}", "line": row.line if row else line, "scenario_line": line},
        "feature": feature_name,
        "scenario": scenario,
        "example": dict(example) if example else None,
        "test_id": test_id,
        "setup": setup,
        "steps": entries,
    }
