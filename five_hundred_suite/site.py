"""The spec site: Markdown pages built from the catalogue, the corpus and a results file.

The pages are written into a directory that MkDocs reads (``mkdocs.yml`` points
at ``build/docs``)::

    python -m five_hundred_suite.site --results build/results.json --out build/docs

Status of a rule
    Every record of the results file names the rules it checks. A record that
    passed, failed or errored is a *case* of each of those rules; records that
    were skipped or are not applicable to the variant under test are shown but
    are no evidence either way. A rule is *failing* when any of its cases failed
    or errored, *passing* when it has at least one case and all of them passed,
    and *untested* otherwise. The same holds per variant, counting only the
    records run under that variant.

Scenarios
    Each scenario of ``features/**/*.feature`` is listed under the rules named by
    the tags of its feature, its ``Rule:`` block, itself and its ``Examples``.
    It is joined to the records that carry its feature file and name; an
    outline has a record per example row and variant, and passes only if all
    of them do.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import textwrap
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .catalogue import FEATURES, RULE_ID, SPEC, Area, Rule, areas, rules, sources, validate, variants

PAGES = SPEC / "pages"
"""Hand-written pages, copied into the site as they are."""

MARKER = ".spec-site"
"""A file left in the output directory so that it can be safely rebuilt."""

PASSED, FAILED, UNTESTED = "passed", "failed", "untested"
EXECUTED = {"passed", "failed", "error"}
"""Record statuses that make a record a case (evidence for or against a rule)."""
RECORD_STATUSES = EXECUTED | {"skipped", "n/a"}

PASS_ICON = ":material-check-circle:{ .status-pass }"
FAIL_ICON = ":material-close-circle:{ .status-fail }"
NONE_ICON = ":material-circle-outline:{ .status-none }"
"""The marks (✅ ❌ ⚪) as icons of the theme's own set, inlined as SVG, so that they need no emoji font."""
SKIP_ICON = ":material-skip-next-circle:{ .status-none }"
NA_ICON = ":material-minus-circle-outline:{ .status-none }"
RULE_MARK = {PASSED: f"{PASS_ICON} passing", FAILED: f"{FAIL_ICON} failing", UNTESTED: f"{NONE_ICON} untested"}
SCENARIO_MARK = {PASSED: f"{PASS_ICON} passing", FAILED: f"{FAIL_ICON} failing", UNTESTED: f"{NONE_ICON} not run"}
RECORD_MARK = {"passed": f"{PASS_ICON} passed", "failed": f"{FAIL_ICON} failed", "error": f"{FAIL_ICON} error",
               "skipped": f"{SKIP_ICON} skipped", "n/a": f"{NA_ICON} not applicable"}
STYLESHEET = "stylesheets/status.css"
STATUS_CSS = """\
/* Status marks: the icon and its word carry the meaning, the colour only repeats it. */
.md-typeset .status-pass { color: #1b7f3b; }
.md-typeset .status-fail { color: #c62828; }
.md-typeset .status-none { color: #757575; }
[data-md-color-scheme="slate"] .md-typeset .status-pass { color: #66bb6a; }
[data-md-color-scheme="slate"] .md-typeset .status-fail { color: #ef5350; }
[data-md-color-scheme="slate"] .md-typeset .status-none { color: #bdbdbd; }
"""

KIND_TITLES = {
    "auction": "Auction form",
    "variation": "Variations",
    "proposal": "Proposals",
    "reference": "Readings of other rule books",
}
KIND_INTROS = {
    "auction": "A different shape of auction, described by the Australian page itself.",
    "variation": "Local variations that the Australian page mentions.",
    "proposal": "Additions put forward for play, beyond what the sources describe.",
    "reference": (
        "Readings that other rule books or house rules give for a point where the sources"
        " disagree; each one switches a decision of this spec to the other reading."
    ),
}
OPTION_KEY = re.compile(r"\b(?:var|opt|ref):[a-z0-9-]+[a-z0-9]")
CONFLICT_ID = re.compile(r"\bC-\d{2}\b")


class SiteError(ValueError):
    """The inputs of the site disagree: an unknown rule ID, variant or source, or an unreadable file."""


# ---------------------------------------------------------------------------
# Inputs


@dataclass(frozen=True)
class Scenario:
    """One scenario (or outline) of the corpus.

    ``feature`` is the file's path relative to ``features/`` in POSIX form, the
    same form the results records use; ``text`` is the scenario as written,
    preceded by any background that applies to it.
    """

    feature: str
    line: int
    keyword: str
    name: str
    rules: tuple[str, ...]
    variants: tuple[str, ...]
    options: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class Record:
    """One record of a results file (one test, one variant)."""

    id: str
    rules: tuple[str, ...]
    variant: str | None
    options: tuple[str, ...]
    status: str
    message: str | None
    feature: str | None
    scenario: str | None
    line: int | None

    @property
    def where(self) -> str:
        """Where the case is written: ``features/<file>:<line>`` or the test ID."""
        if self.feature is not None:
            return f"features/{self.feature}:{self.line}" if self.line else f"features/{self.feature}"
        return self.id


@dataclass(frozen=True)
class Run:
    """A results file: its header and its records (``header`` is ``None`` when there was no run)."""

    header: dict[str, Any] | None
    records: tuple[Record, ...]


@dataclass(frozen=True)
class Tally:
    """Counts of records by status, and the status they add up to."""

    passed: int = 0
    failed: int = 0
    error: int = 0
    skipped: int = 0
    not_applicable: int = 0

    @classmethod
    def of(cls, records: Iterable[Record]) -> Tally:
        """Count ``records`` by status."""
        counts = {"passed": 0, "failed": 0, "error": 0, "skipped": 0, "n/a": 0}
        for r in records:
            counts[r.status] += 1
        return cls(counts["passed"], counts["failed"], counts["error"], counts["skipped"], counts["n/a"])

    @property
    def cases(self) -> int:
        """Records that count as evidence (passed, failed or errored)."""
        return self.passed + self.failed + self.error

    @property
    def status(self) -> str:
        """``"failed"`` if any case failed or errored, ``"passed"`` if there are cases and all passed, else ``"untested"``."""
        if self.failed or self.error:
            return FAILED
        return PASSED if self.passed else UNTESTED

    def describe(self) -> str:
        """The counts in words, e.g. ``"12 passed, 1 failed, 2 not applicable"``; ``"no case"`` if empty."""
        parts = [f"{n} {word}" for n, word in (
            (self.passed, "passed"), (self.failed, "failed"), (self.error, "errored"),
            (self.skipped, "skipped"), (self.not_applicable, "not applicable"),
        ) if n]
        return ", ".join(parts) if parts else "no case"


@dataclass(frozen=True)
class Counts:
    """Rule counts for one row of the summary."""

    rules: int = 0
    with_case: int = 0
    passing: int = 0
    failing: int = 0
    untested: int = 0

    def add(self, status: str) -> Counts:
        """These counts with one more rule of ``status`` (``passed``, ``failed`` or ``untested``)."""
        return Counts(
            self.rules + 1,
            self.with_case + (status != UNTESTED),
            self.passing + (status == PASSED),
            self.failing + (status == FAILED),
            self.untested + (status == UNTESTED),
        )


@dataclass(frozen=True)
class SiteSummary:
    """What :func:`generate` wrote and the figures of the summary page.

    ``overall`` counts every rule of the catalogue; ``by_variant`` the rules of
    each variant (by variant ID) using only the records of that variant;
    ``by_area`` the rules of each area (by area code). ``failing_cases`` are the
    records that failed or errored. ``run`` is the results header, or ``None``
    when no results file was given. ``pages`` are the written files, relative
    to the output directory.
    """

    overall: Counts
    by_variant: dict[str, Counts]
    by_area: dict[str, Counts]
    rule_status: dict[str, str]
    failing_cases: tuple[Record, ...]
    run: dict[str, Any] | None
    pages: tuple[Path, ...] = field(default=())


def _tag_names(node: dict[str, Any]) -> list[str]:
    return [str(t["name"]).removeprefix("@") for t in node.get("tags", ())]


def _start(node: dict[str, Any]) -> int:
    return min([int(node["location"]["line"])] + [int(t["location"]["line"]) for t in node.get("tags", ())])


def _snippet(lines: Sequence[str], start: int, end: int) -> str:
    """Lines ``start``..``end`` (1-based, inclusive) without trailing blanks and comments, dedented."""
    chunk = list(lines[start - 1:end])
    while chunk and (not chunk[-1].strip() or chunk[-1].lstrip().startswith("#")):
        chunk.pop()
    return textwrap.dedent("\n".join(chunk))


def load_scenarios(features_dir: Path = FEATURES) -> list[Scenario]:
    """Every scenario of ``features_dir/**/*.feature``, by file then line.

    Raises:
        SiteError: a file that Gherkin cannot parse, or a tag shaped like a
            rule ID that the catalogue does not define (naming file, line and tag).
    """
    from gherkin.parser import Parser
    from gherkin.token_scanner import TokenScanner

    known, known_variants = rules(), variant_ids()
    out: list[Scenario] = []
    for path in sorted(features_dir.rglob("*.feature")):
        rel = path.relative_to(features_dir).as_posix()
        source = path.read_text(encoding="utf-8")
        try:
            doc: Any = Parser().parse(TokenScanner(source))
        except Exception as e:
            raise SiteError(f"features/{rel}: cannot be parsed: {e}") from e
        feature: dict[str, Any] | None = doc.get("feature")
        if not feature:
            continue
        lines = source.splitlines()
        # Every element's first line (its first tag or keyword), to find where each scenario ends.
        starts: list[int] = []
        for child in feature["children"]:
            for kind in ("background", "scenario", "rule"):
                if kind in child:
                    starts.append(_start(child[kind]))
            for sub in child.get("rule", {}).get("children", ()):
                starts.extend(_start(sub[k]) for k in ("background", "scenario") if k in sub)
        starts.sort()

        def end_of(node: dict[str, Any], starts: list[int] = starts, lines: list[str] = lines) -> int:
            first = int(node["location"]["line"])
            return next((s - 1 for s in starts if s > first), len(lines))

        def background(children: Iterable[dict[str, Any]], lines: list[str] = lines) -> str | None:
            for c in children:
                if "background" in c:
                    node = c["background"]
                    return _snippet(lines, _start(node), end_of(node))
            return None

        feature_bg = background(feature["children"])
        groups: list[tuple[list[str], list[dict[str, Any]], list[str]]] = []
        loose = [c for c in feature["children"] if "scenario" in c]
        groups.append(([], loose, [feature_bg] if feature_bg else []))
        for child in feature["children"]:
            if "rule" in child:
                rule = child["rule"]
                rule_bg = background(rule["children"])
                groups.append((_tag_names(rule), [c for c in rule["children"] if "scenario" in c],
                               [b for b in (feature_bg, rule_bg) if b]))
        for rule_tags, children, backgrounds in groups:
            for c in children:
                sc = c["scenario"]
                tags = _tag_names(feature) + rule_tags + _tag_names(sc)
                tags += [t for ex in sc.get("examples", ()) for t in _tag_names(ex)]
                ids = []
                for t in tags:
                    if RULE_ID.fullmatch(t):
                        if t not in known:
                            line = sc["location"]["line"]
                            raise SiteError(f"features/{rel}:{line}: tag @{t} names no rule of the catalogue")
                        ids.append(t)
                text = "\n\n".join([*backgrounds, _snippet(lines, _start(sc), end_of(sc))])
                out.append(Scenario(
                    feature=rel, line=int(sc["location"]["line"]), keyword=str(sc["keyword"]).strip(),
                    name=str(sc["name"]), rules=tuple(dict.fromkeys(ids)),
                    variants=tuple(dict.fromkeys(t for t in tags if t in known_variants)),
                    options=tuple(dict.fromkeys(t.removeprefix("option:") for t in tags if t.startswith("option:"))),
                    text=text,
                ))
    out.sort(key=lambda s: (s.feature, s.line))
    return out


def variant_ids() -> tuple[str, ...]:
    """Every variant the catalogue names (in rules or in ``spec/variants``), variant files first."""
    ids = list(variants())
    for rule in rules().values():
        ids.extend(v for v in rule.variants if v not in ids)
    return tuple(ids)


def load_results(path: Path | None) -> Run:
    """Read a results file written by ``pytest --results PATH``; ``None`` gives an empty run.

    Raises:
        SiteError: the file is missing or is not a results file, or a record
            names a rule ID that the catalogue does not define, an unknown
            variant or an unknown status (naming the record and the value).
    """
    if path is None:
        return Run(None, ())
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as e:
        raise SiteError(f"{path}: no such results file") from e
    except json.JSONDecodeError as e:
        raise SiteError(f"{path}: not JSON: {e}") from e
    if not isinstance(data, dict) or not isinstance(data.get("results"), list):
        raise SiteError(f"{path}: not a results file (no 'results' list)")
    known, known_variants = rules(), variant_ids()
    records = []
    for i, raw in enumerate(data["results"]):
        rid = str(raw.get("id", f"record {i}"))
        for rule in raw.get("rules", ()):
            if rule not in known:
                raise SiteError(f"{path}: {rid}: rule ID {rule} is not in the catalogue")
        variant = raw.get("variant")
        if variant is not None and variant not in known_variants:
            raise SiteError(f"{path}: {rid}: unknown variant {variant!r}")
        status = raw.get("status")
        if status not in RECORD_STATUSES:
            raise SiteError(f"{path}: {rid}: unknown status {status!r}")
        line = raw.get("line")
        records.append(Record(
            id=rid, rules=tuple(raw.get("rules", ())), variant=variant, options=tuple(raw.get("options", ())),
            status=str(status), message=raw.get("message"), feature=raw.get("feature"),
            scenario=raw.get("scenario"), line=int(line) if line is not None else None,
        ))
    header = data.get("header")
    return Run(header if isinstance(header, dict) else {}, tuple(records))


def _load_doc(name: str) -> list[dict[str, Any]]:
    with (SPEC / f"{name}.yaml").open(encoding="utf-8") as f:
        data = yaml.safe_load(f)
    validate(data, name, f"spec/{name}.yaml")
    items: list[dict[str, Any]] = data[name]
    return items


def option_anchor(key: str) -> str:
    """The anchor of an option on the options page: its key, lower case, runs of other characters as ``-``.

    >>> option_anchor("var:no-misere")
    'var-no-misere'
    """
    return re.sub(r"[^a-z0-9]+", "-", key.lower()).strip("-")


# ---------------------------------------------------------------------------
# Markdown helpers

_ESCAPE = str.maketrans({c: "\\" + c for c in "\\`*_[]{}"} | {"<": "&lt;", ">": "&gt;"})


def _esc(text: str) -> str:
    """Plain text made safe as inline Markdown."""
    return " ".join(text.split()).translate(_ESCAPE)


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _para(text: str) -> str:
    """A paragraph that cannot turn into a heading, list or quote by its first character."""
    if re.match(r"[#+\-]|\d+\.\s", text):
        return "\\" + text
    return text


class _Links:
    """Links between the pages, relative to the page they are written in."""

    def __init__(self, option_keys: Iterable[str], conflict_ids: Iterable[str]) -> None:
        self.options = set(option_keys)
        self.conflicts = set(conflict_ids)
        self.rules = rules()

    def rule(self, rule_id: str, here: str, title: bool = False) -> str:
        rule = self.rules[rule_id]
        target = f"{rule.area.lower()}.md#{rule_id}" if here == "rules" else f"rules/{rule.area.lower()}.md#{rule_id}"
        text = f"{rule_id} — {_esc(rule.title)}" if title else rule_id
        return f"[{text}]({target})"

    def conflict(self, cid: str, here: str, title: str | None = None) -> str:
        prefix = "../" if here == "rules" else ""
        return f"[{cid}{' — ' + _esc(title) if title else ''}]({prefix}conflicts.md#{cid})"

    def option(self, key: str, here: str) -> str:
        prefix = "../" if here == "rules" else ""
        return f"[`{key}`]({prefix}options.md#{option_anchor(key)})"

    def prose(self, text: str, here: str) -> str:
        """Escaped text in which rule IDs, conflict IDs and option keys become links."""
        out = _esc(text)
        out = RULE_ID.sub(lambda m: self.rule(m.group(0), here) if m.group(0) in self.rules else m.group(0), out)
        out = CONFLICT_ID.sub(
            lambda m: self.conflict(m.group(0), here) if m.group(0) in self.conflicts else m.group(0), out)
        return OPTION_KEY.sub(lambda m: self.option(m.group(0), here) if m.group(0) in self.options else m.group(0),
                              out)


def _details(kind: str, title: str, body: str, fence_lang: str | None = None) -> list[str]:
    """A collapsed block (``??? kind "title"``) holding ``body``, fenced as code if ``fence_lang`` is given."""
    lines = [f'??? {kind} "{title}"', ""]
    if fence_lang is not None:
        longest = max((len(m) for m in re.findall(r"`+", body)), default=0)
        fence = "`" * max(3, longest + 1)
        body = f"{fence}{fence_lang}\n{body}\n{fence}"
    lines += [("    " + line).rstrip() for line in body.splitlines()]
    return [*lines, ""]


def _table(header: Sequence[str], rows: Iterable[Sequence[str]], align: str | None = None) -> list[str]:
    out = ["| " + " | ".join(header) + " |", align or "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return [*out, ""]


# ---------------------------------------------------------------------------
# The model the pages are written from


@dataclass
class _Model:
    run: Run
    scenarios: list[Scenario]
    conflicts: list[dict[str, Any]]
    options: list[dict[str, Any]]
    links: _Links
    by_rule: dict[str, list[Record]] = field(default_factory=dict)
    by_scenario: dict[tuple[str, int], list[Record]] = field(default_factory=dict)
    unmatched: list[Record] = field(default_factory=list)

    def __post_init__(self) -> None:
        by_rule: dict[str, list[Record]] = defaultdict(list)
        for rec in self.run.records:
            for rid in rec.rules:
                by_rule[rid].append(rec)
        self.by_rule = dict(by_rule)
        named: dict[tuple[str, str], list[Scenario]] = defaultdict(list)
        for sc in self.scenarios:
            named[(sc.feature, sc.name)].append(sc)
        by_scenario: dict[tuple[str, int], list[Record]] = defaultdict(list)
        for rec in self.run.records:
            if rec.feature is None:
                continue
            found = named.get((rec.feature, rec.scenario or ""), [])
            if len(found) > 1:  # the same name twice in one file: the line tells them apart
                found = [s for s in found if s.line == rec.line] or found[:1]
            if found:
                by_scenario[(found[0].feature, found[0].line)].append(rec)
            else:
                self.unmatched.append(rec)
        self.by_scenario = dict(by_scenario)

    def rule_tally(self, rule_id: str, variant: str | None = None) -> Tally:
        recs = self.by_rule.get(rule_id, [])
        return Tally.of(r for r in recs if variant is None or r.variant == variant)

    def scenario_tally(self, sc: Scenario) -> Tally:
        return Tally.of(self.by_scenario.get((sc.feature, sc.line), []))

    def scenarios_of(self, rule_id: str) -> list[Scenario]:
        return [s for s in self.scenarios if rule_id in s.rules]

    def other_records(self, rule_id: str) -> list[Record]:
        """Records of the rule that belong to no listed scenario (unit tests, hand fixtures, stale names)."""
        matched = {id(r) for recs in self.by_scenario.values() for r in recs}
        return [r for r in self.by_rule.get(rule_id, []) if id(r) not in matched]


def _variant_title(vid: str) -> str:
    data = variants().get(vid)
    if data is not None:
        return str(data["title"])
    return vid[:1].upper() + vid[1:] + " game"


# ---------------------------------------------------------------------------
# Pages


@dataclass(frozen=True)
class _Page:
    """A generated page: its title, an opening (replaced by a hand-written page of the same name) and the rest."""

    title: str
    intro: list[str]
    body: list[str]


def _index_page(model: _Model) -> _Page:
    links = model.links
    all_rules = rules()
    out = [
        "## Reading a rule ID",
        "",
        "Every rule has an ID made of an area code and a two-digit number, such as **SCORE-04**: the fourth"
        " rule of the scoring area. The same ID names the rule everywhere: in the scenarios (as a tag,"
        " `@SCORE-04`), in the test results and in the address of its section on this site"
        " (`rules/score/#SCORE-04`).",
        "",
        "Each rule gives a statement, an example, the variants it applies to, the option that switches it"
        " (if any), the passages of the sources it rests on, the conflicts between sources it settles, the"
        " rules related to it, and the scenarios that check it with their latest result:",
        "",
        f"- {RULE_MARK[PASSED]} — at least one case checks the rule and every case passed;",
        f"- {RULE_MARK[FAILED]} — at least one case failed;",
        f"- {RULE_MARK[UNTESTED]} — no case has checked the rule yet.",
        "",
        "A source reference such as `000:L121` points at line 121 of witness 000 of a source, one of the"
        " translated copies listed [below](#sources).",
        "",
        "## Areas",
        "",
    ]
    rows = []
    for area in areas():
        status_counts = Counts()
        for r in area.rules:
            status_counts = status_counts.add(model.rule_tally(r.id).status)
        rows.append([
            f"`{area.code}`", f"[{_esc(area.title)}](rules/{area.slug}.md)", str(len(area.rules)),
            f"{status_counts.passing} {PASS_ICON} · {status_counts.failing} {FAIL_ICON}"
            f" · {status_counts.untested} {NONE_ICON}",
        ])
    out += _table(["Code", "Area", "Rules", "Status"], rows, "|---|---|--:|---|")
    out += [
        "## Variants",
        "",
        "Each rule names the variants it belongs to. A variant is checked on its own: a scenario tagged with"
        " two variants runs once for each.",
        "",
    ]
    rows = []
    for vid in variant_ids():
        data = variants().get(vid, {})
        count = sum(1 for r in all_rules.values() if vid in r.variants)
        details = []
        if "seats" in data:
            details.append(f"{len(data['seats'])} players")
        if "pack" in data:
            pack = data["pack"]
            cards = sum(len(v) for k, v in pack.items() if k != "jokers") + int(pack.get("jokers", 0))
            details.append(f"{cards}-card pack")
        if data.get("sides"):
            details.append("partnerships" if any(len(s) > 1 for s in data["sides"].values()) else "no partners")
        rows.append([f"`{vid}`", _esc(_variant_title(vid)), ", ".join(details) or "—", str(count)])
    out += _table(["Variant", "Game", "Shape", "Rules"], rows, "|---|---|---|--:|")
    out += [
        "Where the sources disagree, the reading each variant follows is set out on the"
        " [conflicts](conflicts.md) page; the [options](options.md) page lists the switches that select"
        " another reading or a local variation. All options are off unless a scenario turns them on.",
        "",
        "## Sources {#sources}",
        "",
    ]
    for src in sources().values():
        out.append(f"**{_esc(src['name'])}** ({_esc(src['kind'])}) — {links.prose(src.get('description', ''), 'home')}")
        out.append("")
        for wid, what in src.get("witnesses", {}).items():
            out.append(f"- witness `{wid}`: {_esc(what)}")
        if src.get("witnesses"):
            out.append("")
    intro = (
        "This is the rule book of Five Hundred as this project plays it: every rule stated once, traced"
        " back to the passages it comes from, and checked by executable scenarios against an"
        " implementation of the game. The status beside each rule is that of the latest run."
    )
    return _Page("Five Hundred — the executable rules", [intro], out)


def _rule_section(model: _Model, rule: Rule) -> list[str]:
    links = model.links
    tally = model.rule_tally(rule.id)
    out = [f"## {rule.id} — {_esc(rule.title)} {{#{rule.id}}}", ""]
    out.append(f"**{RULE_MARK[tally.status]}** · {tally.describe()} · kind: {rule.status}")
    out.append("")
    out += [_para(links.prose(rule.statement, "rules")), ""]
    if rule.example:
        out += [f"**Example.** {links.prose(rule.example, 'rules')}", ""]
    facts = []
    per_variant = []
    for vid in rule.variants:
        vt = model.rule_tally(rule.id, vid)
        per_variant.append(f"{_esc(_variant_title(vid))} (`{vid}`): {RULE_MARK[vt.status]}")
    facts.append("**Variants:** " + " · ".join(per_variant))
    if rule.option:
        facts.append(f"**Option:** {links.option(rule.option, 'rules')}")
    if rule.conflicts:
        titles = {c["id"]: c["title"] for c in model.conflicts}
        facts.append("**Conflicts:** " + " · ".join(links.conflict(c, "rules", titles.get(c)) for c in rule.conflicts))
    if rule.related:
        facts.append("**Related:** " + " · ".join(links.rule(r, "rules", title=True) for r in rule.related))
    for f in facts:
        out += [f, ""]
    out += ["**Sources**", ""]
    for cite in rule.sources:
        src = sources()[cite["source"]]
        parts = [f"{_esc(src['name'])}"]
        if cite.get("section"):
            parts[0] += f", *{links.prose(cite['section'], 'rules')}*"
        if cite.get("witnesses"):
            parts.append("witnesses " + ", ".join(f"`{w}`" for w in cite["witnesses"]))
        if cite.get("note"):
            parts.append(links.prose(cite["note"], "rules"))
        out.append("- " + " — ".join(parts))
    out.append("")
    scenarios = model.scenarios_of(rule.id)
    others = model.other_records(rule.id)
    out += ["**Scenarios**", ""]
    if not scenarios:
        out += ["No scenario checks this rule yet.", ""]
    for sc in scenarios:
        st = model.scenario_tally(sc)
        title = f"{SCENARIO_MARK[st.status]} — {_esc(sc.name)} · features/{_esc(sc.feature)}:{sc.line}"
        body = sc.text
        lines = _details("example", title.replace('"', "&quot;"), body, "gherkin")
        extra = [f"{sc.keyword} · {st.describe()}"]
        if sc.variants:
            extra.append("variants: " + ", ".join(f"`{v}`" for v in sc.variants))
        if sc.options:
            extra.append("options: " + ", ".join(links.option(o, "rules") if o in links.options else f"`{o}`"
                                                   for o in sc.options))
        failures = [r for r in model.by_scenario.get((sc.feature, sc.line), []) if r.status in {"failed", "error"}]
        note = ["    " + " · ".join(extra), ""]
        for r in failures:
            note.append(f"    - {RECORD_MARK[r.status]} `{_esc_code(r.id)}`: {_esc(r.message or '')}")
        if failures:
            note.append("")
        out += [*lines[:2], *note, *lines[2:]]
    if others:
        out += ["Other checks of this rule:", ""]
        grouped: dict[str, list[Record]] = defaultdict(list)
        for r in others:
            grouped[r.id.split("[", 1)[0]].append(r)
        for name, recs in grouped.items():
            t = Tally.of(recs)
            out.append(f"- {SCENARIO_MARK[t.status]} — `{_esc_code(name)}` ({t.describe()})")
            for r in recs:
                if r.status in {"failed", "error"}:
                    out.append(f"    - {RECORD_MARK[r.status]} `{_esc_code(r.id)}`: {_esc(r.message or '')}")
        out.append("")
    return out


def _esc_code(text: str) -> str:
    """Text for an inline code span (backticks are replaced, they cannot be escaped there)."""
    return text.replace("`", "'")


def _area_page(model: _Model, area: Area) -> _Page:
    intro = [_para(model.links.prose(area.intro, "rules"))] if area.intro else []
    out: list[str] = []
    rows = []
    for r in area.rules:
        t = model.rule_tally(r.id)
        rows.append([f"[{r.id}](#{r.id})", _esc(r.title), RULE_MARK[t.status]])
    out += _table(["Rule", "Title", "Status"], rows)
    for r in area.rules:
        out += _rule_section(model, r)
    return _Page(f"{area.title} ({area.code})", intro, out)


def _summary(model: _Model) -> SiteSummary:
    overall = Counts()
    by_variant = {v: Counts() for v in variant_ids()}
    by_area: dict[str, Counts] = {}
    status: dict[str, str] = {}
    for area in areas():
        counts = Counts()
        for r in area.rules:
            st = model.rule_tally(r.id).status
            status[r.id] = st
            overall, counts = overall.add(st), counts.add(st)
            for v in r.variants:
                by_variant[v] = by_variant[v].add(model.rule_tally(r.id, v).status)
        by_area[area.code] = counts
    failing = tuple(r for r in model.run.records if r.status in {"failed", "error"})
    return SiteSummary(overall, by_variant, by_area, status, failing, model.run.header)


def _summary_page(model: _Model, summary: SiteSummary) -> _Page:
    links = model.links
    out: list[str] = []
    header = model.run.header
    if header is None:
        out += [
            "!!! warning \"No run was found\"",
            "",
            "    No results file was given, so no rule has been checked: every rule shows"
            f" {RULE_MARK[UNTESTED]}.",
            "",
        ]
    else:
        impl = header.get("implementation") or {}
        if isinstance(impl, dict):
            name = " ".join(str(impl[k]) for k in ("name", "version") if impl.get(k)) or "unnamed"
            if impl.get("language"):
                name += f" ({impl['language']})"
        else:
            name = str(impl)
        out += _table(["Run", ""], [
            ["Implementation", _esc(name)],
            ["Date", _esc(str(header.get("date", "unknown")))],
            ["Python", _esc(str(header.get("python", "unknown")))],
            ["Records", str(len(model.run.records))],
        ])
    cols = ["Rules", "With a case", RULE_MARK[PASSED], RULE_MARK[FAILED], RULE_MARK[UNTESTED]]
    align = "|---|--:|--:|--:|--:|--:|"

    def row(label: str, c: Counts) -> list[str]:
        return [label, str(c.rules), str(c.with_case), str(c.passing), str(c.failing), str(c.untested)]

    intro = [
        "How many rules of the catalogue the latest run checked, and with what result. A rule is passing"
        " when at least one case checks it and every case passed, failing when any case failed or errored,"
        " and untested when no case checked it. Skipped cases, and cases of a variant that was not run,"
        " count as neither."
    ]
    out += [
        "## Overall",
        "",
    ]
    out += _table(["", *cols], [row("All rules", summary.overall)], align)
    out += [
        "## By variant",
        "",
        "Each row counts the rules of that variant, judged only on the cases run under it; cases that name"
        " no variant count in the overall figures only.",
        "",
    ]
    out += _table(["Variant", *cols], [row(f"{_esc(_variant_title(v))} (`{v}`)", c)
                                       for v, c in summary.by_variant.items()], align)
    out += ["## By area", ""]
    out += _table(["Area", *cols], [
        row(f"[{_esc(a.title)}](rules/{a.slug}.md) (`{a.code}`)", summary.by_area[a.code]) for a in areas()
    ], align)
    out += ["## Failing cases", ""]
    if header is None:
        out += ["No run was found.", ""]
    elif not summary.failing_cases:
        out += ["No case failed.", ""]
    for r in summary.failing_cases:
        rule_links = ", ".join(links.rule(x, "home") for x in r.rules) or "no rule"
        what = f"{_esc(r.scenario)} · " if r.scenario else ""
        variant = f" · `{r.variant}`" if r.variant else ""
        out.append(f"- {RECORD_MARK[r.status]} — {rule_links}{variant} — {what}`{_esc_code(r.where)}`")
        out += ["", "    ```text", *("    " + m for m in (r.message or "(no message)").splitlines()), "    ```", ""]
    if model.unmatched:
        out += [
            "## Cases without a current scenario",
            "",
            "These records name a scenario that is no longer in the corpus; they still count for their rules.",
            "",
        ]
        out += [f"- {RECORD_MARK[r.status]} `{_esc_code(r.where)}` — {_esc(r.scenario or '')}" for r in model.unmatched]
        out.append("")
    return _Page("Summary", intro, out)


def _conflicts_page(model: _Model) -> _Page:
    links = model.links
    intro = [
        "Points where the sources, or the copies of one source, disagree. Each lists the readings, the one"
        " adopted for each variant, why, and the rules that carry the decision. A reading tied to an"
        " option can be chosen instead by switching that option on."
    ]
    out: list[str] = []
    for c in model.conflicts:
        out += [f"## {c['id']} — {_esc(c['title'])} {{#{c['id']}}}", "", f"*{_esc(c['question'])}*", ""]
        adopted: dict[str, list[str]] = defaultdict(list)
        for vid, key in c["decision"].items():
            adopted[key].append(vid)
        rows = []
        for reading in c["readings"]:
            mark = ", ".join(adopted.get(reading["key"], [])) or "—"
            srcs = ", ".join(_esc(sources()[s]["name"]) if s in sources() else f"`{s}`" for s in reading["sources"])
            opt = links.option(reading["option"], "home") if reading.get("option") else "—"
            rows.append([f"**{reading['key']}**", links.prose(reading["summary"], "home"), srcs, opt, mark])
        out += _table(["", "Reading", "Sources", "Option", "Adopted for"], rows)
        decisions = []
        for vid, key in c["decision"].items():
            decisions.append(f"{_esc(_variant_title(vid))}: " + ("not applicable" if key == "n/a" else f"**{key}**"))
        out += ["**Decision:** " + " · ".join(decisions), ""]
        out += [f"**Why:** {links.prose(c['rationale'], 'home')}", ""]
        rule_links = [f"{links.rule(r, 'home', title=True)} ({RULE_MARK[model.rule_tally(r).status]})"
                      for r in c["rules"]]
        out += ["**Rules:**", "", *(f"- {x}" for x in rule_links), ""]
    return _Page("Conflicts between the sources", intro, out)


def _options_page(model: _Model) -> _Page:
    links = model.links
    titles = {c["id"]: c["title"] for c in model.conflicts}
    intro = [
        "Switches that change a rule: a local variation, a proposal, or another rule book's reading of a"
        " disputed point. Every option is off unless a scenario turns it on (tag `@option:<key>`)."
    ]
    out: list[str] = []
    by_kind: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for o in model.options:
        by_kind[o["kind"]].append(o)
    order = [k for k in KIND_TITLES if k in by_kind] + [k for k in by_kind if k not in KIND_TITLES]
    for kind in order:
        out += [f"## {KIND_TITLES.get(kind, kind.capitalize())}", "", KIND_INTROS.get(kind, ""), ""]
        for o in by_kind[kind]:
            key = o["key"]
            out += [f"### `{key}` — {_esc(o['title'])} {{#{option_anchor(key)}}}", ""]
            out += [_para(links.prose(o["effect"], "home")), ""]
            cases = Tally.of(r for r in model.run.records if key in r.options)
            out += [
                f"**Default:** {'on' if o['default'] else 'off'} · **Variants:** "
                + ", ".join(f"`{v}`" for v in o["variants"])
                + f" · **Cases run with it:** {SCENARIO_MARK[cases.status]} ({cases.describe()})",
                "",
                "**Rules:** " + " · ".join(
                    f"{links.rule(r, 'home', title=True)} {RULE_MARK[model.rule_tally(r).status]}" for r in o["rules"]),
                "",
            ]
            if o["conflicts"]:
                out += ["**Conflicts:** " + " · ".join(links.conflict(c, "home", titles.get(c))
                                                       for c in o["conflicts"]), ""]
            out += ["**Sources:** " + ", ".join(_esc(sources()[s]["name"]) if s in sources() else f"`{s}`"
                                               for s in o["sources"]), ""]
    return _Page("Options", intro, out)


# ---------------------------------------------------------------------------
# Checks and writing


def _check_references(conflicts: list[dict[str, Any]], options: list[dict[str, Any]]) -> None:
    known = rules()
    conflict_ids = {c["id"] for c in conflicts}
    option_keys = {o["key"] for o in options}
    srcs = sources()
    problems = []
    for r in known.values():
        problems += [f"{r.id}: related rule {x} is not in the catalogue" for x in r.related if x not in known]
        problems += [f"{r.id}: conflict {x} is not in spec/conflicts.yaml" for x in r.conflicts if x not in conflict_ids]
        if r.option and r.option not in option_keys:
            problems.append(f"{r.id}: option {r.option} is not in spec/options.yaml")
        problems += [f"{r.id}: source {s['source']} is not in spec/sources.yaml" for s in r.sources
                     if s["source"] not in srcs]
    for c in conflicts:
        problems += [f"{c['id']}: rule {x} is not in the catalogue" for x in c["rules"] if x not in known]
        problems += [f"{c['id']}: option {rd['option']} is not in spec/options.yaml" for rd in c["readings"]
                     if rd.get("option") and rd["option"] not in option_keys]
    for o in options:
        problems += [f"{o['key']}: rule {x} is not in the catalogue" for x in o["rules"] if x not in known]
        problems += [f"{o['key']}: conflict {x} is not in spec/conflicts.yaml" for x in o["conflicts"]
                     if x not in conflict_ids]
    anchors = [option_anchor(k) for k in option_keys]
    if len(set(anchors)) != len(anchors):
        problems.append("two option keys give the same anchor")
    if problems:
        raise SiteError("; ".join(problems))


def _prepare(out_dir: Path) -> None:
    if out_dir.exists():
        if any(out_dir.iterdir()) and not (out_dir / MARKER).exists():
            raise SiteError(f"{out_dir} holds files that were not written here; give an empty or new directory")
        shutil.rmtree(out_dir)
    out_dir.mkdir(parents=True)
    (out_dir / MARKER).write_text("Pages of the spec site; this directory is rebuilt from scratch.\n", "utf-8")


def generate(results_path: Path | None, out_dir: Path, *, features_dir: Path = FEATURES,
             pages_dir: Path = PAGES) -> SiteSummary:
    """Write the Markdown of the spec site into ``out_dir`` and return its figures.

    Pages: ``index.md``, ``summary.md``, ``conflicts.md``, ``options.md`` and
    ``rules/<area>.md`` for each area of the catalogue, plus every
    ``pages_dir/*.md`` and the stylesheet of the status marks. A hand-written page named like a generated one opens
    that page (it supplies the title and first paragraphs, the generated
    sections follow); the others are copied as they are. ``out_dir`` is
    emptied first (only if it is new, empty or was written by this function).

    ``results_path`` is a file written by ``pytest --results``; with ``None``
    every rule is untested and the summary says that no run was found.

    Raises:
        SiteError: the results name a rule ID, variant or status that the
            catalogue does not know (the message names it); a results file
            that is missing or malformed; a feature file that cannot be
            parsed or tags an unknown rule; a cross-reference of the spec
            files to a missing rule, conflict, option or source; or an
            ``out_dir`` holding other files.
        CatalogueError: a spec file breaks its schema.
    """
    run = load_results(results_path)
    scenarios = load_scenarios(features_dir)
    conflicts, options = _load_doc("conflicts"), _load_doc("options")
    _check_references(conflicts, options)
    links = _Links((o["key"] for o in options), (c["id"] for c in conflicts))
    model = _Model(run, scenarios, conflicts, options, links)
    summary = _summary(model)

    generated: dict[str, _Page] = {
        "index.md": _index_page(model),
        "summary.md": _summary_page(model, summary),
        "conflicts.md": _conflicts_page(model),
        "options.md": _options_page(model),
    }
    for area in areas():
        generated[f"rules/{area.slug}.md"] = _area_page(model, area)

    _prepare(out_dir)
    written: list[Path] = []
    hand = {p.name: p for p in sorted(pages_dir.glob("*.md"))} if pages_dir.is_dir() else {}
    for name, page in generated.items():
        if name in hand:
            opening = hand[name].read_text(encoding="utf-8").rstrip() + "\n\n"
        else:
            opening = f"# {page.title}\n\n" + "\n".join(page.intro) + "\n\n"
        path = out_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        text = opening + "\n".join(page.body).rstrip() + "\n"
        path.write_text(re.sub(r"\n{3,}", "\n\n", text), encoding="utf-8")
        written.append(Path(name))
    for name, src in hand.items():
        if name not in generated:
            shutil.copyfile(src, out_dir / name)
            written.append(Path(name))
    (out_dir / STYLESHEET).parent.mkdir(parents=True, exist_ok=True)
    (out_dir / STYLESHEET).write_text(STATUS_CSS, encoding="utf-8")
    written.append(Path(STYLESHEET))
    return SiteSummary(summary.overall, summary.by_variant, summary.by_area, summary.rule_status,
                       summary.failing_cases, summary.run, tuple(written))


def _print_summary(summary: SiteSummary) -> None:
    def line(label: str, c: Counts) -> str:
        return (f"{label:<34} {c.rules:>4} rules  {c.with_case:>4} with a case  {c.passing:>4} passing"
                f"  {c.failing:>4} failing  {c.untested:>4} untested")

    if summary.run is None:
        print("no run was found: every rule is untested")
    print(line("all rules", summary.overall))
    for v, c in summary.by_variant.items():
        print(line(f"variant {v}", c))
    for code, c in summary.by_area.items():
        print(line(f"area {code}", c))
    for r in summary.failing_cases:
        print(f"{r.status.upper()}: {', '.join(r.rules) or '-'} [{r.variant or '-'}] {r.where}: {r.message or ''}")


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``--results PATH`` (optional), ``--out DIR`` (default ``build/docs``), ``--summary``.

    Returns 0 once the pages are written, 2 with a message on stderr when the
    inputs disagree (:class:`SiteError`).
    """
    parser = argparse.ArgumentParser(prog="python -m five_hundred_suite.site",
                                     description="Write the Markdown pages of the spec site.")
    parser.add_argument("--results", type=Path, default=None, help="results file of `pytest --results`")
    parser.add_argument("--out", type=Path, default=Path("build/docs"), help="directory to write the pages into")
    parser.add_argument("--summary", action="store_true", help="also print the rule counts and failing cases")
    args = parser.parse_args(argv)
    try:
        summary = generate(args.results, args.out)
    except SiteError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.summary:
        _print_summary(summary)
    print(f"wrote {len(summary.pages)} pages to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
