"""The implementer's kit on the site: the *Test your engine* page and its downloads.

The page is ``templates/test-your-engine.md.j2``; the downloads, built with it, go in ``downloads/``:

* ``cases.jsonl``: every case of the corpus as data (``python -m five_hundred_suite export``), when the
  site generator is given it; each line is checked against ``case.schema.json`` before it is published;
* ``schema/``: every JSON Schema of ``spec/schema`` (protocol requests and answers, cases, results, hand
  fixtures, variants ...);
* ``refusals.json``: the rule of each refusal (the table of ``protocol.md``), ``refusals.schema.json``;
* ``options.json``: the option list (``spec/options.yaml``), ``options.schema.json``;
* ``positions.txt``: the position notation (``spec/pages/positions.md``);
* the suite's wheel (``five_hundred_rules-<version>-py3-none-any.whl``: the built wheel itself, as
  ``pip wheel --no-deps`` wrote it), when the site generator is given it (``--wheel``): the page's install
  line installs it (:func:`wheel_address`).

The project's home and issue tracker come from ``[project.urls]`` of ``pyproject.toml`` (the installed
project's metadata): shown when set, left out when not.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

from five_hundred.datafile import load_yaml

from five_hundred_suite.cases.counting import Counts, PytestCounts, counts, pytest_counts
from five_hundred_suite.cases.hands import STAGES
from five_hundred_suite.cases.listing import items
from five_hundred_suite.catalogue import SPEC
from five_hundred_suite.docgen import refusal_document
from five_hundred_suite.results import Status
from five_hundred_suite.schemas import inlined_validator, schema_validator

from .errors import SiteError
from .records import Record
from .render import render

PAGE = "test-your-engine.md"
"""The page's file in the site."""
DOWNLOADS = "downloads"
"""The folder of the downloads in the site."""
DISTRIBUTION = "five-hundred-rules"
"""The installed project whose metadata gives the version and the links."""

_HOME = {"homepage", "home", "repository", "source", "sourcecode"}
_ISSUES = {"issues", "issue", "issuetracker", "bugtracker", "bugs", "bug", "tracker"}


@dataclass(frozen=True)
class Links:
    """The project's home and issue tracker (``None`` when ``[project.urls]`` does not give them)."""

    home: str | None = None
    issues: str | None = None


def project_links(urls: Mapping[str, str]) -> Links:
    """The home and the issue tracker among ``[project.urls]`` (label to address). Labels are compared
    lower-case without blanks or punctuation, as packaging tools do: ``Homepage``, ``Home``,
    ``Repository``, ``Source`` give the home; ``Issues``, ``Issue Tracker``, ``Bug Tracker``, ``Bugs``
    the tracker. Only ``http(s)`` addresses count.

    >>> project_links({"Homepage": "https://example.org/500", "Bug Tracker": "https://example.org/500/issues"})
    Links(home='https://example.org/500', issues='https://example.org/500/issues')
    >>> project_links({})
    Links(home=None, issues=None)
    """
    found: dict[str, str] = {}
    for label, url in urls.items():
        key = re.sub(r"[^a-z]", "", label.lower())
        if not re.match(r"https?://\S+$", url.strip()):
            continue
        kind = "home" if key in _HOME else "issues" if key in _ISSUES else None
        if kind and kind not in found:
            found[kind] = url.strip()
    return Links(found.get("home"), found.get("issues"))


def installed_links() -> Links:
    """:func:`project_links` of the installed project's ``Project-URL`` entries (none when it is not installed)."""
    try:
        entries = metadata.metadata(DISTRIBUTION).get_all("Project-URL") or []
    except metadata.PackageNotFoundError:
        return Links()
    pairs = (str(e).split(",", 1) for e in entries)
    return project_links({label.strip(): url.strip() for label, url in (p for p in pairs if len(p) == 2)})


def installed_version() -> str | None:
    """The installed project's version (``None`` when it is not installed)."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None


@dataclass(frozen=True)
class Download:
    """One file of ``downloads/``: its path in the site, what it is, and the schema it is checked
    against (a name of ``spec/schema`` without ``.schema.json``; ``None`` for a document).
    """

    path: str
    what: str
    schema: str | None


def wheel_address(name: str, site_url: str | None) -> str:
    """Where the page's install line fetches the wheel ``name`` of ``downloads/`` from: its address under the
    site's ``site_url`` (``mkdocs.yml``) when it has one, else the file as downloaded from the page, in the
    current folder.

    >>> wheel_address("w.whl", "https://example.org/500")
    'https://example.org/500/downloads/w.whl'
    >>> wheel_address("w.whl", None)
    './w.whl'
    """
    return f"{site_url.rstrip('/')}/{DOWNLOADS}/{name}" if site_url else f"./{name}"


@dataclass(frozen=True)
class KitPage:
    """The model of the page: the downloads, the links, the version, the statuses of a results record."""

    downloads: tuple[Download, ...]
    schemas: tuple[Download, ...]
    links: Links
    version: str | None
    statuses: tuple[str, ...]
    cases: bool
    figures: Counts | None = None
    """The cases of the published ``cases.jsonl`` and the records ``run`` makes of them (``None`` without it)."""
    reference: PytestCounts | None = None
    """The records of the site's own run (the first results file) by what they are (``None`` without one)."""
    stages: tuple[str, ...] = STAGES
    wheel: Download | None = None
    """The suite's wheel among the downloads (``None`` when the site was built without it)."""
    wheel_address: str | None = None
    """What the install line gives ``pip install`` (:func:`wheel_address`)."""


def _cases_problems(lines: Iterable[str]) -> list[str]:
    """What breaks ``case.schema.json`` in a JSON-lines file (one entry per bad line, ``line N: ...``)."""
    validator = inlined_validator("case")
    problems = []
    for n, line in enumerate(lines, 1):
        try:
            case = json.loads(line)
        except json.JSONDecodeError as e:
            problems.append(f"line {n}: not JSON ({e.msg})")
            continue
        first = next(iter(sorted(validator.iter_errors(case), key=lambda e: list(e.absolute_path))), None)
        if first is not None:
            where = "/".join(map(str, first.absolute_path)) or "(top)"
            problems.append(f"line {n}: {where}: {first.message}")
    return problems


def read_cases_file(cases: Path) -> list[dict[str, Any]]:
    """The cases of an ``export`` file, each checked by ``case.schema.json``.

    Raises:
        SiteError: the file cannot be read, or a line breaks the schema (naming the line).
    """
    try:
        text = cases.read_text("utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise SiteError(f"--cases {cases}: cannot be read ({getattr(e, 'strerror', None) or e})") from None
    problems = _cases_problems(text.splitlines())
    if problems:
        raise SiteError(f"{cases}: {problems[0]} (spec/schema/case.schema.json)")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def _write_json(path: Path, data: Any, schema: str) -> None:
    errors = list(schema_validator(schema).iter_errors(data))
    if errors:
        raise SiteError(f"{path.name} breaks spec/schema/{schema}.schema.json: {errors[0].message}")
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def write_kit(out_dir: Path, *, cases: Path | None = None, links: Links | None = None,
              records: Sequence[Record] = (), wheel: Path | None = None, site_url: str | None = None,
              read: Sequence[dict[str, Any]] | None = None) -> list[Path]:
    """Write the page and its downloads into ``out_dir`` (the site's Markdown folder); returns the files
    written, relative to ``out_dir``. Without ``cases`` the page says how to make the file instead
    (``read``: its cases, when :func:`read_cases_file` has read them already).
    ``links`` defaults to the installed project's (:func:`installed_links`). ``records``: those of the
    site's own run, whose figure the page explains beside those of ``export`` and ``run`` (computed from
    ``cases`` and ``records``: :func:`~five_hundred_suite.cases.counting.counts`,
    :func:`~five_hundred_suite.cases.counting.pytest_counts`). ``wheel``: the suite's built wheel, copied
    as it is into ``downloads/`` and installed by the page's install line (:func:`wheel_address` of
    ``site_url``); without it the page installs from a checkout.

    Raises:
        SiteError: ``wheel`` is not a wheel of the suite (``five_hundred_rules-*.whl``) or cannot be read;
            ``cases`` cannot be read or a line breaks ``case.schema.json`` (naming the line), or a
            generated download breaks its schema.
    """
    folder = out_dir / DOWNLOADS
    folder.mkdir(parents=True, exist_ok=True)
    downloads: list[Download] = []
    figures: Counts | None = None
    if cases is not None:
        figures = counts(items(read if read is not None else read_cases_file(cases)))
        shutil.copyfile(cases, folder / "cases.jsonl")
        downloads.append(Download(f"{DOWNLOADS}/cases.jsonl", "every case of the corpus as JSON lines, "
                                  "one case a line (the output of `export`)", "case"))
    offered = None
    if wheel is not None:
        if not re.fullmatch(r"five_hundred_rules-[^-/]+-py3-none-any\.whl", wheel.name):
            raise SiteError(f"--wheel {wheel}: not a wheel of the suite (five_hundred_rules-VERSION-py3-none-any.whl)")
        try:
            shutil.copyfile(wheel, folder / wheel.name)
        except OSError as e:
            raise SiteError(f"--wheel {wheel}: cannot be read ({e.strerror or e})") from None
        offered = Download(f"{DOWNLOADS}/{wheel.name}", "the suite itself, the wheel the install line above "
                           "installs (`pip wheel --no-deps` of the checkout this site was built from)", None)
        downloads.append(offered)
    _write_json(folder / "refusals.json", refusal_document(), "refusals")
    downloads.append(Download(f"{DOWNLOADS}/refusals.json", "the rule the catalogue gives each refusal the "
                              "corpus checks (the table of the protocol page)", "refusals"))
    _write_json(folder / "options.json", load_yaml(SPEC / "options.yaml", name="spec/options.yaml"), "options")
    downloads.append(Download(f"{DOWNLOADS}/options.json", "every option key, its meaning and the variants "
                              "that offer it", "options"))
    shutil.copyfile(SPEC / "pages" / "positions.md", folder / "positions.txt")
    downloads.append(Download(f"{DOWNLOADS}/positions.txt", "the position notation (Markdown text of the "
                              "positions page)", None))
    schemas = []
    for src in sorted((SPEC / "schema").rglob("*.schema.json")):
        name = src.relative_to(SPEC / "schema").as_posix()
        (folder / "schema" / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, folder / "schema" / name)
        data = json.loads(src.read_text("utf-8"))
        schemas.append(Download(f"{DOWNLOADS}/schema/{name}", str(data.get("title", name)),
                                name.removesuffix(".schema.json")))
    page = KitPage(tuple(downloads), tuple(schemas), installed_links() if links is None else links,
                   installed_version(), tuple(s.value for s in Status), cases is not None, figures,
                   pytest_counts((r.id, r.message) for r in records) if records else None,
                   wheel=offered, wheel_address=wheel_address(wheel.name, site_url) if wheel is not None else None)
    (out_dir / PAGE).write_text(render("test-your-engine.md.j2", page=page), encoding="utf-8")
    written = [Path(PAGE), *(Path(d.path) for d in (*downloads, *schemas))]
    return written
