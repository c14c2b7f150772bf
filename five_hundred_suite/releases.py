"""Releases of the corpus and the changelog of its cases between them.

``spec/releases.yaml`` (``spec/schema/releases.schema.json``) lists each release, oldest first: its
version (the project's, ``pyproject.toml``: :func:`~five_hundred_suite.catalogue.corpus_version`),
its day, its case format (:data:`~five_hundred_suite.cases.CASE_FORMAT` when it was made) and the
engine's public names it keeps as deprecated aliases. The cases of a release are in
``spec/releases/<version>.json``: ``{"version": V, "case_format": N, "cases": {case ID: digest}}``,
each digest that of the case's content without its place in its file (:func:`case_digest`), so that
lines added above a scenario change nothing.

:func:`changelog` compares each release with the one before it, and the cases of the working tree
(the compiled corpus, or a ``cases.jsonl``) with the last release: the cases added, changed (another
digest under the same ID) and withdrawn, the case format when it moved, and the deprecated names.
``python -m five_hundred_suite changelog`` prints it, the site's changelog page shows it, and
``python -m five_hundred_suite release`` records the working tree as the release of the project's
version (:func:`record_release`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from five_hundred.datafile import load_yaml
from five_hundred.errors import FiveHundredError, clip

from .atomic import write_set
from .catalogue import SPEC, corpus_version, validate
from .resources import shown

RELEASES = SPEC / "releases.yaml"
"""The list of releases."""
WORKING_TREE = "working tree"
"""What the changelog calls the cases not released yet."""


class ReleaseError(FiveHundredError):
    """The releases cannot be read or written: one line naming the file, the field and the problem."""


@dataclass(frozen=True)
class Deprecation:
    """A public name of the engine removed or renamed: still there, warning, until ``removed_in``."""

    name: str
    use: str
    removed_in: str


@dataclass(frozen=True)
class Release:
    """One release of ``spec/releases.yaml``."""

    version: str
    date: str
    case_format: int
    snapshot: Path
    """The file of its cases, ``releases/<version>.json`` beside the list (:func:`snapshot_path`)."""
    deprecated: tuple[Deprecation, ...] = ()


def snapshot_path(listing: Path, version: str) -> Path:
    """The file of the cases of release ``version`` of the list ``listing``: ``releases/<version>.json``
    beside it (``spec/releases/0.1.0.json``).
    """
    return listing.parent / "releases" / f"{version}.json"


def version_key(version: str) -> tuple[int, ...]:
    """A version ``MAJOR.MINOR.PATCH`` as numbers, to order versions.

    >>> version_key("0.10.0") > version_key("0.9.1")
    True
    """
    return tuple(int(part) for part in version.split("."))


def read_releases(path: Path = RELEASES) -> tuple[Release, ...]:
    """The releases listed in ``path``, oldest first.

    Raises:
        DataFileError: the file cannot be read as the project's data files are (``file:line: problem``).
        ReleaseError: it breaks ``releases.schema.json`` (naming the field), gives a version twice or out of
            order, or a date before the one of the release it follows.
    """
    where = shown(path)
    data = load_yaml(path, name=where)
    try:
        validate(data, "releases", where)
    except ValueError as e:
        raise ReleaseError(str(e)) from None
    out: list[Release] = []
    for n, raw in enumerate(data["releases"]):
        release = Release(raw["version"], raw["date"], raw["case_format"], snapshot_path(path, raw["version"]),
                          tuple(Deprecation(d["name"], d["use"], d["removed_in"]) for d in raw.get("deprecated", ())))
        if out and version_key(release.version) <= version_key(out[-1].version):
            raise ReleaseError(f"{where}: releases.{n}.version: {release.version} does not follow "
                               f"{out[-1].version} (oldest first, each version once)")
        if out and release.date < out[-1].date:
            raise ReleaseError(f"{where}: releases.{n}.date: {release.date} is before {out[-1].date}, the date "
                               f"of {out[-1].version}")
        out.append(release)
    return tuple(out)


@cache
def releases() -> tuple[Release, ...]:
    """:func:`read_releases` of :data:`RELEASES`, read once."""
    return read_releases()


def case_digest(case: Mapping[str, Any]) -> str:
    """The digest of a case's content (16 hex digits): its JSON with sorted keys, less ``source`` (the
    file and line it is written at), so that a case moved in its file keeps its digest and any other
    change (a step, a value expected, a rule charged, the setup) gives another.
    """
    content = {k: v for k, v in case.items() if k != "source"}
    text = json.dumps(content, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def snapshot(cases: Sequence[Mapping[str, Any]]) -> dict[str, str]:
    """Case ID to :func:`case_digest`, for every case, sorted by ID."""
    return {case["id"]: case_digest(case) for case in sorted(cases, key=lambda c: str(c["id"]))}


def released_cases(release: Release) -> dict[str, str]:
    """The cases of ``release`` (case ID to digest), from its snapshot file.

    Raises:
        ReleaseError: the file is missing, not JSON, or not the snapshot of this version.
    """
    where = shown(release.snapshot)
    try:
        data = json.loads(release.snapshot.read_text("utf-8"))
    except OSError as e:
        raise ReleaseError(f"{where}: the cases of release {release.version} cannot be read "
                           f"({e.strerror or e}); `release` writes them") from None
    except ValueError as e:
        raise ReleaseError(f"{where}: not JSON ({clip(str(e))})") from None
    cases = data.get("cases") if isinstance(data, dict) else None
    if not isinstance(data, dict) or data.get("version") != release.version or not isinstance(cases, dict) \
            or not all(isinstance(k, str) and isinstance(v, str) for k, v in cases.items()):
        raise ReleaseError(f"{where}: not the cases of release {release.version} "
                           '({"version": V, "case_format": N, "cases": {ID: digest}})')
    return dict(cases)


@dataclass(frozen=True)
class Changes:
    """What changed from one set of cases to the next: the IDs added, changed and withdrawn (each sorted)."""

    version: str
    """The later side: a release's version, or :data:`WORKING_TREE`."""
    date: str | None
    since: str | None
    """The earlier release's version (``None`` for the first release)."""
    case_format: int
    case_format_before: int | None
    cases: int
    added: tuple[str, ...]
    changed: tuple[str, ...]
    withdrawn: tuple[str, ...]
    deprecated: tuple[Deprecation, ...] = ()

    @property
    def empty(self) -> bool:
        """Whether no case was added, changed or withdrawn and the case format stayed."""
        return not (self.added or self.changed or self.withdrawn) and self.case_format == self.case_format_before


def compare(before: Mapping[str, str], after: Mapping[str, str]) -> tuple[tuple[str, ...], ...]:
    """The case IDs added, changed (same ID, another digest) and withdrawn from ``before`` to ``after``.

    >>> compare({"a": "1", "b": "2", "c": "3"}, {"a": "1", "b": "9", "d": "4"})
    (('d',), ('b',), ('c',))
    """
    return (tuple(sorted(set(after) - set(before))),
            tuple(sorted(i for i in set(after) & set(before) if after[i] != before[i])),
            tuple(sorted(set(before) - set(after))))


def changelog(working: Sequence[Mapping[str, Any]] | None = None,
              listed: Sequence[Release] | None = None) -> list[Changes]:
    """The changes of every release from the one before it, newest first, led by those of the working
    tree's cases ``working`` (``None``: left out) since the last release.

    ``listed`` defaults to :func:`releases`.

    Raises:
        ReleaseError: see :func:`read_releases` and :func:`released_cases`.
    """
    from .cases import CASE_FORMAT

    listed = releases() if listed is None else listed
    out: list[Changes] = []
    before: dict[str, str] = {}
    previous: Release | None = None
    for release in listed:
        now = released_cases(release)
        added, changed, withdrawn = compare(before, now)
        out.append(Changes(release.version, release.date, previous.version if previous else None,
                           release.case_format, previous.case_format if previous else None, len(now),
                           added, changed, withdrawn, release.deprecated))
        before, previous = now, release
    if working is not None:
        now = snapshot(working)
        added, changed, withdrawn = compare(before, now)
        out.append(Changes(WORKING_TREE, None, previous.version if previous else None, CASE_FORMAT,
                           previous.case_format if previous else None, len(now), added, changed, withdrawn))
    return out[::-1]


def changelog_lines(changes: Sequence[Changes], *, limit: int = 50) -> list[str]:
    """The changelog as plain lines (the ``changelog`` command): per entry a heading, the case format when it
    moved, the counts, then the IDs of each kind (at most ``limit`` of each; the first release lists none,
    every case of it is new), and the deprecated names.
    """
    lines: list[str] = []
    for c in changes:
        title = c.version if c.date is None else f"{c.version} ({c.date})"
        lines.append(f"{title}: {c.cases} cases" + (f", since {c.since}" if c.since else ", the first release"))
        if c.case_format_before is not None and c.case_format != c.case_format_before:
            lines.append(f"  case format {c.case_format_before} -> {c.case_format}")
        if c.since is not None:
            lines.append(f"  {len(c.added)} added, {len(c.changed)} changed, {len(c.withdrawn)} withdrawn")
            for word, ids in (("added", c.added), ("changed", c.changed), ("withdrawn", c.withdrawn)):
                lines += [f"    {word}: {i}" for i in ids[:limit]]
                if len(ids) > limit:
                    lines.append(f"    ... and {len(ids) - limit} more {word}")
        lines += [f"  deprecated: {d.name} (use {d.use}; removed in {d.removed_in})" for d in c.deprecated]
    return lines


def record_release(cases: Sequence[Mapping[str, Any]], date: str, *, version: str | None = None,
                   path: Path = RELEASES) -> list[Path]:
    """Record ``cases`` as the release ``version`` (default: the project's) of ``date`` (YYYY-MM-DD): its
    snapshot ``<version>.json`` beside ``path`` in ``releases/``, and its entry at the end of ``path`` when
    the file has none yet (an entry written by hand first, with its ``deprecated`` names, is kept as it
    is). Both files are written as one set, whole or not at all. Returns the files written.

    Raises:
        ReleaseError: the version already has its cases; the entry of ``path`` gives another date; it is not
            after the last release; ``path`` cannot be read (:func:`read_releases`).
        WriteError: the files cannot be written (both left as they were).
    """
    from .cases import CASE_FORMAT

    version = version or corpus_version()
    listed = read_releases(path)
    out = snapshot_path(path, version)
    if out.exists():
        raise ReleaseError(f"{shown(out)}: release {version} already has its cases; raise the version in "
                           "pyproject.toml first")
    entry = next((r for r in listed if r.version == version), None)
    files: dict[Path, str] = {}
    if entry is None:
        if listed and version_key(version) <= version_key(listed[-1].version):
            raise ReleaseError(f"{shown(path)}: release {version} would not follow {listed[-1].version}")
        text = path.read_text("utf-8")
        files[path] = (text.rstrip("\n") + "\n" + f'  - version: {version}\n    date: "{date}"\n'
                       f"    case_format: {CASE_FORMAT}\n")
    elif entry.date != date:
        raise ReleaseError(f"{shown(path)}: release {version} is dated {entry.date} there, not {date}")
    listing = ",\n".join(f" {json.dumps(k)}: {json.dumps(v)}" for k, v in snapshot(cases).items())
    files[out] = (f'{{"version": {json.dumps(version)}, "case_format": {CASE_FORMAT}, "cases": {{\n'
                  f"{listing}\n}}}}\n")
    out.parent.mkdir(parents=True, exist_ok=True)
    write_set(files)
    if path == RELEASES:
        releases.cache_clear()
    return sorted(files)
