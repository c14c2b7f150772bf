"""What a run writes: the command that reruns its failures, the Markdown summary and report, the JUnit file."""

from __future__ import annotations

import datetime as _dt
import os
import platform
import shlex
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from five_hundred.errors import clip

from ..arguments import invoked_as
from ..atomic import safe_text, write_file, write_set
from ..catalogue import variants
from ..report import shown_value
from ..results import FAILING, Status

if TYPE_CHECKING:
    pass
from .summary import _status_counts, citation_line, citation_summary, departure_line, departures, variant_status
from .wording import STATUSES

RERUN_LIMIT = 30
"""At most this many ``--case`` filters in the command that reruns the failures; past it, ``--failed-from``."""


def rerun_command(command: str, failing: Sequence[dict[str, Any]], *, extra: Sequence[str] = (),
                  results: Path | None = None) -> str:
    r"""The command that runs only the cases of the ``failing`` records again, with the options ``extra``
    (already split) that the run was given: one ``--case`` per case (each once, in order), or, past
    :data:`RERUN_LIMIT` cases, ``--failed-from`` the run's ``results`` file. One filter a line, the
    lines joined by ``\``.

    >>> print(rerun_command("./engine --adapter", [{"case": "hands/australian/AU-0001"}] * 2))
    python -m five_hundred_suite run --impl './engine --adapter' \
      --case hands/australian/AU-0001
    """
    cases = list(dict.fromkeys(str(r.get("case") or r["id"]) for r in failing))
    if len(cases) <= RERUN_LIMIT or results is None:
        filters = [["--case", c] for c in cases]
    else:
        filters = [["--failed-from", str(results)]]
    head = " ".join([invoked_as("five_hundred_suite"), shlex.join(["run", "--impl", command, *extra])])
    return " \\\n  ".join([head, *(shlex.join(f) for f in filters)])


def summary_markdown(records: Sequence[dict[str, Any]], *, implementation: dict[str, Any],
                     fail_on: Iterable[str] = FAILING, rerun: str | None = None, limit: int = 20) -> str:
    """A short Markdown summary of a run for a CI job summary: the overall status, a table of the counts
    by variant, the rule citations, the first ``limit`` failing records and the command to rerun them.
    """
    fail_on = [str(s) for s in STATUSES if s in set(fail_on)]
    name = " ".join(str(implementation.get(k)) for k in ("name", "version") if implementation.get(k))
    lines = [f"## Five Hundred conformance: {name or 'implementation'}", "",
             f"**{variant_status(records, fail_on)}**: {_status_counts(records)} "
             f"(a run fails on: {', '.join(fail_on) or 'nothing'})", "",
             "| variant | status | " + " | ".join(STATUSES) + " |",
             "|---|---|" + "---:|" * len(STATUSES)]
    by: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        by[str(r.get("variant") or "(none)")].append(r)
    for v in [v for v in variants() if v in by] + sorted(v for v in by if v not in variants()):
        counts = Counter(str(r["status"]) for r in by[v])
        lines.append(f"| {v} | {variant_status(by[v], fail_on)} | " + " | ".join(str(counts[s]) for s in STATUSES)
                     + " |")
    checked, matched, _ = citation_summary(records)
    lines += ["", citation_line(checked, matched)]
    found = departures(records)
    lines += ["", departure_line(found)]
    if found:
        lines += ["", f"### Departures ({len(found)})", "",
                  "| rules charged | situation | records | example | expected | actual |",
                  "|---|---|---:|---|---|---|"]
        for d in found[:limit]:
            first = d.records[0]
            cells = [", ".join(d.rules), d.situation, str(len(d.records)), f"`{first.get('case') or first['id']}`",
                     f"`{shown_value(first['expected'], 80)}`" if "expected" in first else "",
                     f"`{shown_value(first['actual'], 80)}`" if "actual" in first else ""]
            lines.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
        if len(found) > limit:
            lines.append(f"\n... and {len(found) - limit} more departures (see results.json)")
    bad = [r for r in records if r["status"] in fail_on]
    if bad:
        lines += ["", f"### Failing cases ({len(bad)})", ""]
        for r in bad[:limit]:
            message = clip((r.get("message") or "").replace("\n", " ").replace("|", "\\|"), 300)
            charged = f" [{', '.join(r['charged'])}]" if r.get("charged") else ""
            lines.append(f"- `{r.get('case') or r['id']}` ({r['status']}){charged}: {message}")
            if "expected" in r:
                lines.append(f"  expected `{shown_value(r['expected'])}`, actual `{shown_value(r.get('actual'))}`")
        if len(bad) > limit:
            lines.append(f"- ... and {len(bad) - limit} more (see results.json)")
    if rerun:
        lines += ["", "Rerun only these:", "", "```sh", rerun, "```"]
    return "\n".join(lines) + "\n"


def write_report(path: Path, records: Sequence[dict[str, Any]], *, implementation: dict[str, Any],
                 run_variants: Sequence[str], fail_on: Iterable[str] = FAILING, rerun: str | None = None,
                 results: Path | None = None, selection: str | None = None) -> list[Path]:
    """Write the report of a run (:func:`five_hundred_suite.report.report_model`, ``templates/report.md.j2``)
    to ``path`` and a badge per variant run beside it (``<stem>-<variant>.svg``, ``templates/badge.svg.j2``),
    all as one set, whole or not at all; the report links the badges and the ``results`` file by their
    paths from its folder. Returns the badges' paths.

    Raises:
        WriteError: one of the files cannot be written (the earlier ones are left as they were).
    """
    from ..catalogue import corpus_version
    from ..report import ResultsLink, badge_svg, report_markdown, report_model, report_title

    folder = path.parent.resolve()
    shown = None if results is None else ResultsLink(results.name, Path(os.path.relpath(results.resolve(), folder))
                                                     .as_posix())
    model = report_model(records, run_variants=run_variants, fail_on=fail_on, rerun=rerun,
                         results=shown, badge_file=lambda v: f"{path.stem}-{v}.svg", selection=selection,
                         corpus=corpus_version())
    files: dict[Path, str | bytes] = {path: report_markdown(model, title=report_title(implementation))}
    badge_paths = [path.parent / b.file for b in model.badges]
    for b, badge_path in zip(model.badges, badge_paths, strict=True):
        files[badge_path] = badge_svg(b)
    write_set(files)
    return badge_paths


def write_junit(path: Path, records: Sequence[dict[str, Any]], times: dict[str, float] | None = None) -> None:
    """Write :func:`junit_xml` of the records, whole or not at all.

    Raises:
        WriteError: it cannot be written (the earlier file is left as it was).
    """
    write_file(path, junit_xml(records, times))


def junit_xml(records: Sequence[dict[str, Any]], times: dict[str, float] | None = None) -> bytes:
    """A JUnit XML file of the records, as pytest's ``--junitxml`` writes it for the corpus: one
    test case per record with the properties ``rule`` (each), ``variant``, ``case``, ``rule-citations``
    and ``charged`` (each); a failed record has a ``failure``, an error or a timeout an ``error``, a
    skipped or not-applicable record ``skipped``.
    """
    import xml.etree.ElementTree as ET

    times = times or {}
    counts = Counter(str(r["status"]) for r in records)
    suite = ET.Element("testsuite", {
        "name": "five-hundred", "errors": str(counts[Status.ERROR] + counts[Status.TIMEOUT]),
        "failures": str(counts[Status.FAILED]), "skipped": str(counts[Status.SKIPPED] + counts[Status.NOT_APPLICABLE]),
        "tests": str(len(records)), "time": f"{sum(times.values()):.3f}",
        "timestamp": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"), "hostname": platform.node()})
    for r in records:
        file, _, name = str(r["id"]).partition("::")
        case = ET.SubElement(suite, "testcase", {"classname": file.removesuffix(".py").replace("/", "."),
                                                 "name": name or file, "time": f"{times.get(r['id'], 0.0):.3f}"})
        props = ET.SubElement(case, "properties")
        pairs = [("rule", x) for x in r.get("rules", ())]
        if r.get("variant") is not None:
            pairs.append(("variant", str(r["variant"])))
        pairs.append(("case", str(r.get("case") or r["id"])))
        if r.get("citations"):
            pairs.append(("rule-citations", f"{r['citations']['matched']} of {r['citations']['checked']}"))
        pairs += [("charged", x) for x in r.get("charged", ())]
        for key, value in pairs:
            ET.SubElement(props, "property", {"name": key, "value": value})
        message = str(r.get("message") or "")
        if r["status"] == Status.FAILED:
            ET.SubElement(case, "failure", {"message": message}).text = message
        elif r["status"] in (Status.ERROR, Status.TIMEOUT):
            ET.SubElement(case, "error", {"message": message}).text = message
        elif r["status"] in (Status.SKIPPED, Status.NOT_APPLICABLE):
            ET.SubElement(case, "skipped", {"type": "pytest.skip", "message": message}).text = message
    root = ET.Element("testsuites", {"name": "five-hundred"})
    root.append(suite)
    for element in root.iter():  # text from the adapter: surrogates replaced, as in results.json
        element.attrib = {k: safe_text(v) for k, v in element.attrib.items()}
        element.text = None if element.text is None else safe_text(element.text)
    return bytes(ET.tostring(root, encoding="utf-8", xml_declaration=True))


