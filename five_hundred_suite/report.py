"""The report of one run an implementer can act on, and its status badges: one model and one template
(``templates/report.md.j2``, ``templates/badge.svg.j2``) for both ``python -m five_hundred_suite run
--report-md FILE`` and the site's page of each implementation (the site imports this module; this
module imports nothing of the site).

The report gives the run's verdict, a badge per variant run (the cases passed of the cases run, its
colour by status), the command that reruns the failing cases, the failed cases grouped by the rules
their failing check charges (``charged``, each rule in catalogue order) with the value expected, the
value answered and the message, and the cases that errored or timed out.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from five_hundred.errors import clip

from .catalogue import rules, variants
from .results import FAILING, Status

_ESCAPE = str.maketrans({c: "\\" + c for c in "\\`*_[]{}"} | {"<": "&lt;", ">": "&gt;"})


def md_text(text: str) -> str:
    r"""Plain text made safe as inline Markdown: white space runs made one space, Markdown's marks escaped.

    >>> md_text("a_b  <c>\n[d]")
    'a\\_b &lt;c&gt; \\[d\\]'
    """
    return " ".join(text.split()).translate(_ESCAPE)


def md_cell(text: str) -> str:
    r"""Markdown made safe inside a table cell (a ``|`` escaped).

    >>> md_cell("a | b")
    'a \\| b'
    """
    return text.replace("|", "\\|")


def md_code(text: str) -> str:
    """Text as one inline code span, fenced by more backticks than any run of them it holds.

    >>> md_code("7H"), md_code("a`b")
    ('`7H`', '`` a`b ``')
    """
    text = " ".join(str(text).split())
    longest = max((len(run) for run in re.findall("`+", text)), default=0)
    if not longest:
        return f"`{text}`"
    fence = "`" * (longest + 1)
    return f"{fence} {text} {fence}"


def counted_rules(record: Mapping[str, Any]) -> list[str]:
    """The rules a record counts under: a failed record under the rules its failing check charges
    (``charged``, when the record has it), any other record under all its ``rules``.

    >>> counted_rules({"status": "failed", "rules": ["BID-02", "BID-12"], "charged": ["BID-02"]})
    ['BID-02']
    >>> counted_rules({"status": "passed", "rules": ["BID-02", "BID-12"]})
    ['BID-02', 'BID-12']
    """
    if record.get("status") == Status.FAILED and record.get("charged") is not None:
        return list(record["charged"])
    return list(record.get("rules", ()))


def shown_value(value: Any, width: int = 120) -> str:
    """A record's ``expected`` or ``actual`` as one short line of JSON.

    >>> shown_value({"NS": 250}), shown_value(None)
    ('{"NS": 250}', 'null')
    """
    return clip(json.dumps(value, ensure_ascii=False), width)


# ---------------------------------------------------------------------------
# Badges

BADGE_COLOUR = {"passing": "#2e7d32", "failing": "#c62828", "skipped": "#b26a00", "n/a": "#757575",
                "untested": "#757575"}
"""The colour of a badge's message by status (each dark enough for white text at 4.5:1)."""

_NARROW = set("fijlrt!.,:;|/()[]' ")
_WIDE = set("mwMW@%")


def text_width(text: str) -> int:
    """An estimate of the width in pixels of ``text`` set in 11 px Verdana (the badge's font), wide enough
    that the badge's ``textLength`` never squeezes it much.

    >>> text_width("12/12") < text_width("1234/1234")
    True
    """
    return round(sum(4.0 if c in _NARROW else 10.0 if c in _WIDE else 7.0 for c in text))


@dataclass(frozen=True)
class Badge:
    """The status badge of one implementation in one variant.

    Attributes:
        variant: the variant's ID.
        passed, total: the cases passed, of the cases run (passed, failed, errored or timed out).
        word: ``passing`` (every case run passed, none skipped), ``failing`` (some failed, errored or timed
            out), ``skipped`` (the implementation skipped some: a declared gap), ``n/a`` (no case run: the
            variant was not claimed or not run) or ``untested`` (no record).
        file: the badge's file name; ``link``: its address from the report; ``url``: its address as the
            Markdown snippet gives it (on the site: from the site's root, or its published address).
    """

    variant: str
    passed: int
    total: int
    word: str
    file: str
    link: str
    url: str

    @property
    def label(self) -> str:
        """The badge's left half: ``500 <variant>``."""
        return f"500 {self.variant}"

    @property
    def message(self) -> str:
        """The badge's right half: ``passed/total``, or ``n/a`` when no case was run."""
        return f"{self.passed}/{self.total}" if self.total else self.word

    @property
    def colour(self) -> str:
        """The colour of the right half (:data:`BADGE_COLOUR`)."""
        return BADGE_COLOUR[self.word]

    @property
    def alt(self) -> str:
        """The badge's text for a reader who cannot see it."""
        return f"Five Hundred {self.variant}: {self.message} ({self.word})"

    @property
    def snippet(self) -> str:
        """The Markdown that embeds the badge."""
        return f"![{self.alt}]({self.url})"

    @property
    def label_width(self) -> int:
        """The width in pixels of the left half."""
        return text_width(self.label) + 10

    @property
    def message_width(self) -> int:
        """The width in pixels of the right half."""
        return text_width(self.message) + 10

    @property
    def width(self) -> int:
        """The badge's whole width in pixels."""
        return self.label_width + self.message_width


def badge_word(statuses: Iterable[str]) -> str:
    """The status a badge shows for the statuses of one variant's records (see :class:`Badge`).

    >>> badge_word(["passed", "n/a"]), badge_word(["passed", "error"]), badge_word(["passed", "skipped"])
    ('passing', 'failing', 'skipped')
    >>> badge_word(["n/a"]), badge_word([])
    ('n/a', 'untested')
    """
    counts = Counter(statuses)
    if any(counts[s] for s in FAILING):
        return "failing"
    if counts[Status.SKIPPED]:
        return "skipped"
    if counts[Status.PASSED]:
        return "passing"
    return "n/a" if counts[Status.NOT_APPLICABLE] else "untested"


def badges(records: Sequence[Mapping[str, Any]], run_variants: Sequence[str], *, file: Callable[[str], str],
           link: Callable[[str], str], url: Callable[[str], str]) -> list[Badge]:
    """A badge for each variant of ``run_variants`` (in the order of ``spec/variants``), counted from
    ``records``; ``file``, ``link`` and ``url`` give a variant's badge its file name and addresses.
    """
    by: dict[str, list[str]] = defaultdict(list)
    for r in records:
        by[str(r.get("variant"))].append(str(r["status"]))
    order = [v for v in variants() if v in run_variants] + sorted(v for v in run_variants if v not in variants())
    found = []
    for v in order:
        statuses = by.get(v, [])
        passed = sum(1 for s in statuses if s == Status.PASSED)
        total = sum(1 for s in statuses if s == Status.PASSED or s in FAILING)
        found.append(Badge(v, passed, total, badge_word(statuses), file(v), link(v), url(v)))
    return found


def badge_svg(badge: Badge) -> str:
    """The badge as an SVG document, from ``templates/badge.svg.j2`` (its texts escaped as XML)."""
    return str(_env().get_template("badge.svg.j2").render(badge=badge))


# ---------------------------------------------------------------------------
# The report


@dataclass(frozen=True)
class Failure:
    """One failing case: its case ID (or test ID), variant, status, rules, what its failing check is about
    (``situation``), the values expected and answered as one line of JSON each (``None`` when the record
    has none: an error, a timeout or a check without values), its message and the other rules charged
    with it (``also``).
    """

    case: str
    variant: str | None
    status: str
    rules: tuple[str, ...]
    situation: str
    expected: str | None
    actual: str | None
    message: str
    also: tuple[str, ...] = ()


@dataclass(frozen=True)
class RuleGroup:
    """The failed cases charged to one rule: the rule's ID, title and the address of its page (``None``:
    shown without a link).
    """

    rule: str
    title: str
    link: str | None
    failures: tuple[Failure, ...]


@dataclass(frozen=True)
class ResultsLink:
    """The results file of the run as the report links it: its name and address."""

    name: str
    link: str


@dataclass(frozen=True)
class Report:
    """The model of ``templates/report.md.j2``: the verdict (``PASS``/``FAIL``), the counts by status in
    words, the statuses that fail a run, the results file, a badge per variant run, the rerun command
    (``None``: nothing to rerun, or no adapter command), whether some case counts against the
    implementation, the failed cases by rule and the cases that errored or timed out; ``selection``: the
    filters that chose part of the corpus, in words (``None``: the whole corpus of the variants run).
    """

    verdict: str
    counts: str
    fail_on: tuple[str, ...]
    results: ResultsLink | None
    badges: tuple[Badge, ...]
    rerun: str | None
    failing: bool
    groups: tuple[RuleGroup, ...]
    errors: tuple[Failure, ...]
    selection: str | None = None
    corpus: str | None = None
    """The corpus version the run ran (its results header's ``corpus.version``; ``None``: not known)."""


def _failure(record: Mapping[str, Any], rule: str | None = None) -> Failure:
    charged = counted_rules(record)
    has_values = "expected" in record
    return Failure(
        case=str(record.get("case") or record["id"]), variant=record.get("variant"), status=str(record["status"]),
        rules=tuple(charged), situation=str(record.get("situation") or ""),
        expected=shown_value(record["expected"], 300) if has_values else None,
        actual=shown_value(record.get("actual"), 300) if has_values else None,
        message=clip(str(record.get("message") or ""), 1000),
        also=tuple(r for r in charged if r != rule) if rule else ())


def report_model(records: Sequence[Mapping[str, Any]], *, run_variants: Sequence[str],
                 fail_on: Iterable[str] = FAILING, rerun: str | None = None,
                 rule_link: Callable[[str], str | None] = lambda _: None, results: ResultsLink | None = None,
                 badge_file: Callable[[str], str] = lambda v: f"badge-{v}.svg",
                 badge_link: Callable[[str], str] | None = None,
                 badge_url: Callable[[str], str] | None = None, selection: str | None = None,
                 corpus: str | None = None) -> Report:
    """The report of a run's ``records`` (results records, ``spec/schema/results.schema.json``).

    The failed records are grouped under each rule they are charged with (:func:`counted_rules`), the
    rules in catalogue order (a rule the catalogue no longer has last, by ID); the errored and timed-out
    records are listed apart. ``rerun``: the command that reruns the failing cases
    (:func:`five_hundred_suite.commands.rerun_command`); ``rule_link``: a rule's page, if any; ``results``:
    the results file to link; ``badge_file``, ``badge_link`` (default: the file) and ``badge_url``
    (default: the link): a variant's badge's file name and addresses; ``selection``: the filters that chose
    part of the corpus, in words (the report and its badges then say they cover those cases only); ``corpus``:
    the corpus version run (the report says it).
    """
    fail_on = tuple(str(s) for s in Status if s in set(fail_on))
    catalogue = rules()
    order = {rid: i for i, rid in enumerate(catalogue)}
    by_rule: dict[str, list[Failure]] = defaultdict(list)
    errors = []
    for r in records:
        if r.get("status") == Status.FAILED:
            for rid in counted_rules(r):
                by_rule[rid].append(_failure(r, rid))
        elif r.get("status") in FAILING:
            errors.append(_failure(r))
    groups = tuple(RuleGroup(rid, catalogue[rid].title if rid in catalogue else "(not in the catalogue)",
                             rule_link(rid) if rid in catalogue else None, tuple(by_rule[rid]))
                   for rid in sorted(by_rule, key=lambda x: (order.get(x, len(order)), x)))
    link = badge_link or badge_file
    counts = Counter(str(r["status"]) for r in records)
    bad = any(counts[s] for s in fail_on)
    return Report(
        verdict="FAIL" if bad else "PASS",
        counts=", ".join(f"{counts[s]} {s}" for s in Status if counts[s]) or "no cases",
        fail_on=fail_on, results=results,
        badges=tuple(badges(records, run_variants, file=badge_file, link=link, url=badge_url or link)),
        rerun=rerun, failing=any(counts[s] for s in FAILING), groups=groups, errors=tuple(errors),
        selection=selection, corpus=corpus)


def report_markdown(report: Report, *, title: str | None = None) -> str:
    """The report as Markdown (``templates/report.md.j2``), under the heading ``# title`` when given
    (the site gives the page's title itself).
    """
    body = str(_env().get_template("report.md.j2").render(report=report))
    text = (f"# {title}\n\n" if title else "") + body
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    return text.rstrip() + "\n"


def report_title(implementation: Mapping[str, Any]) -> str:
    """The report's title for the implementation a results header names (its name and version).

    >>> report_title({"name": "fast500", "version": "2.1"})
    'Five Hundred conformance report: fast500 2.1'
    """
    name = " ".join(str(implementation.get(k)) for k in ("name", "version") if implementation.get(k))
    return f"Five Hundred conformance report: {md_text(name) or 'implementation'}"


_ENV: list[Any] = []


def _env() -> Any:
    """The Jinja2 environment of the harness's templates (Markdown not escaped but by its filters; SVG
    escaped as XML). Made on first use, so that commands that write no report do not import Jinja2.
    """
    if not _ENV:
        import jinja2

        env = jinja2.Environment(
            loader=jinja2.PackageLoader("five_hundred_suite", "templates"),
            autoescape=jinja2.select_autoescape(enabled_extensions=("svg.j2",), default_for_string=False),
            undefined=jinja2.StrictUndefined, keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True,
            comment_start_string="{##", comment_end_string="##}")
        env.filters["md"] = md_text
        env.filters["cell"] = md_cell
        env.filters["code"] = md_code
        _ENV.append(env)
    return _ENV[0]
