"""The compiled corpus compiled once per corpus and kept: its fingerprint, the cache folder, and the
compiled corpus a wheel ships.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import Any, Final

from ..arguments import invoked_as
from ..catalogue import CASE_FORMAT, ROOT, SPEC
from .compiled import ExportError, compile_cases, hand_cases, read_cases, write_cases

CORPUS_SOURCES: Final = ("features", "spec/rules", "spec/variants", "spec/schema", "spec/options.yaml",
                         "spec/conflicts.yaml", "spec/sources.yaml", "tests/steps", "tests/conftest.py",
                         "tests/test_corpus.py", "pyproject.toml", "five_hundred_suite", "reference_impl/five_hundred")
"""What the compiled corpus is made from, as the checkout names it: a change to any of it compiles it again."""

NOT_RECORDED: Final = frozenset({"__main__.py", "commands/", "fuzz/", "docgen.py", "glossary.py", "serve.py", "releases.py",
                                 "cases/replay.py", "cases/listing.py", "cases/counting.py", "cases/running.py",
                                 "cases/perft.py", "cases/hands/", "cases/gamewalk.py"})
"""The modules of the harness that the recording run never imports (``tests/test_replay.py`` checks it), so that
changing them does not compile the corpus again; a name ending in ``/`` is a subpackage, all its modules."""


def not_recorded(module: str) -> bool:
    """Whether the harness's module ``module`` (a path inside ``five_hundred_suite/``, as ``fuzz/jobs.py``) is one
    of :data:`NOT_RECORDED`, itself or inside a subpackage of it.
    """
    return module in NOT_RECORDED or any(module.startswith(n) for n in NOT_RECORDED if n.endswith("/"))

HARNESS: Final = Path(__file__).resolve().parents[1]
"""The harness package's folder (``five_hundred_suite``), in a checkout or installed."""

CACHE_ENV: Final = "FIVE_HUNDRED_SUITE_CACHE"
"""The environment variable naming the folder of the compiled corpus (``--cache-dir`` of ``run`` and ``export``
takes precedence)."""


def _located(source: str) -> tuple[Path, str | None]:
    """Where a source of :data:`CORPUS_SOURCES` is in this layout (checkout or installed package), and the
    folder inside it that belongs to another source (an installed engine holds ``spec/``, an installed
    harness the corpus folder), left out of it.
    """
    if source == "spec" or source.startswith("spec/"):
        return SPEC / source.removeprefix("spec").lstrip("/"), None
    if source == "five_hundred_suite":
        return HARNESS, ("corpus" if packaged() else None)
    if source == "reference_impl/five_hundred":
        import five_hundred

        engine = Path(five_hundred.__file__).resolve().parent
        return engine, ("spec" if SPEC.resolve().parent == engine else None)
    return ROOT / source, None


def corpus_fingerprint(root: Path | None = None) -> str:
    """A digest of every file the compiled corpus is made from (:data:`CORPUS_SOURCES`, less
    :data:`NOT_RECORDED`): their names as the checkout has them, and their contents. ``root``: a
    folder laid out like the checkout; default: the sources where this harness finds them (the checkout,
    or the installed packages), so that a checkout and the wheel built from it give the same digest.
    """
    digest = hashlib.sha256(f"case format {CASE_FORMAT}\n".encode())
    for source in CORPUS_SOURCES:
        base, other = (root / source, None) if root is not None else _located(source)
        files = [base] if base.is_file() else sorted(p for p in base.rglob("*") if p.is_file()
                                                      and "__pycache__" not in p.parts)
        for p in files:
            inside = p.relative_to(base).as_posix() if p != base else ""
            if other is not None and (inside + "/").startswith(other + "/"):
                continue
            name = f"{source}/{inside}" if inside else source
            if source == "five_hundred_suite" and not_recorded(inside):
                continue
            digest.update(name.encode() + b"\0" + p.read_bytes() + b"\0")
    return digest.hexdigest()


def packaged() -> bool:
    """Whether this harness runs from an installed package (its corpus is package data) rather than a checkout."""
    return ROOT.resolve().parent == HARNESS


def cache_dir(given: Path | None = None) -> Path:
    """The folder the compiled corpus is kept in: ``given`` (``--cache-dir``), else the folder named by
    :data:`CACHE_ENV`, else ``build/cases`` of a checkout, else the user's cache folder for
    ``five-hundred-suite`` (``platformdirs.user_cache_dir``: ``$XDG_CACHE_HOME/five-hundred-suite``,
    by default ``~/.cache/five-hundred-suite``, on Linux; ``~/Library/Caches/five-hundred-suite`` on
    macOS; ``five-hundred-suite/Cache`` under ``%LOCALAPPDATA%`` on Windows), never the installed package.
    """
    if given is not None:
        return given
    named = os.environ.get(CACHE_ENV, "").strip()
    if named:
        return Path(named).expanduser()
    if not packaged():
        return ROOT / "build" / "cases"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("five-hundred-suite", appauthor=False))


def compiled_name(version: str | None = None) -> str:
    """The file name of the compiled corpus: ``corpus-<corpus version>-<first 20 hex digits of
    :func:`corpus_fingerprint`>.jsonl`` (``version`` default: the installed project's).
    """
    from ..catalogue import corpus_version

    return f"corpus-{version or corpus_version()}-{corpus_fingerprint()[:20]}.jsonl"


SHIPPED: Final = ROOT / "compiled"
"""Where a built wheel carries the corpus compiled when it was built (:func:`compile_into`, called by
``wheel_data.py``), under :func:`compiled_name`; a checkout has no such folder."""


def compile_into(folder: Path, version: str) -> Path:
    """Compile the corpus (:func:`compile_cases`) into ``folder`` under :func:`compiled_name` of ``version``
    (the version of the distribution being built, which is not installed yet); returns the file written.

    Raises:
        ExportError: see :func:`compile_cases`.
        OSError: the file cannot be written.
    """
    out = folder / compiled_name(version)
    write_cases(compile_cases(echo=lambda _: None), out)
    return out


def compiled_corpus(cache: Path | None = None, *, echo: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """The compiled corpus (:func:`compile_cases`): the one the wheel carries (:data:`SHIPPED`) when its
    sources are those installed, else compiled once and kept in :func:`cache_dir` (``cache`` when given)
    under :func:`compiled_name`, so that a later call, of ``run`` or of ``export``, reads it back until a
    source changes. Compiling it again removes the older files of the same corpus version
    there (those of other versions may belong to other installs). A cache that cannot be written costs
    only the time: the corpus is compiled and used, and a line says why it could not be kept.

    Raises:
        ExportError: the corpus cannot be compiled (see :func:`compile_cases`), or there are no step
            definitions to compile the scenarios with.
    """
    if not (ROOT / "tests" / "steps").is_dir():
        raise ExportError("the scenarios are compiled from the checkout's step definitions, which are not here: "
                          f"give the compiled cases with --cases FILE ({invoked_as('five_hundred_suite')} export)")
    name = compiled_name()
    if (SHIPPED / name).is_file():
        return read_cases(SHIPPED / name, check=False)
    folder = cache_dir(cache)
    kept = folder / name
    if kept.is_file():
        return read_cases(kept, check=False)
    echo(f"compiling the corpus (once, until it changes; kept in {kept})")
    cases = compile_cases(echo=lambda _: None)
    scratch = kept.with_suffix(f".{os.getpid()}.tmp")
    try:
        write_cases(cases, scratch)
        scratch.replace(kept)
    except OSError as e:
        with suppress(OSError):
            scratch.unlink(missing_ok=True)
        echo(f"the compiled corpus could not be kept in {folder} ({e.strerror or e}): it is compiled again next "
             f"time; choose another folder with --cache-dir or {CACHE_ENV}")
        return cases
    same_version = name.rsplit("-", 1)[0] + "-"
    for old in folder.glob(f"{same_version}*.jsonl"):
        if old != kept:
            old.unlink(missing_ok=True)
    return cases

def export(out: Path, *, cache: Path | None = None, echo: Callable[[str], None] = print,
           check: Callable[[list[dict[str, Any]]], str | None] | None = None) -> list[dict[str, Any]]:
    """Write every case to ``out`` (JSON lines): scenarios, then hands, then perft positions (the command
    line says what it wrote: :meth:`~five_hundred_suite.cases.counting.Counts.export_words`). The cases are
    those ``run`` reads (:func:`compiled_corpus`): compiled once and kept in ``cache`` (default
    :func:`cache_dir`), so that neither command compiles them again while the corpus is unchanged.

    ``check`` (the ``export`` command gives :func:`~five_hundred_suite.cases.export_check.refused_hand`, which
    replays every whole-hand case against the reference engine as ``run`` replays it) says what is wrong
    with the hand cases, if anything, before the corpus is compiled: they are refused then.

    Raises:
        ExportError: see :func:`compile_cases`; or what ``check`` found (one line naming the fixture's
            file, line and stage); nothing is written then.
        WriteError: ``out`` cannot be written (an earlier file is left as it was).
    """
    # The hands are checked before the corpus is compiled, so that a bad hand stops the export at once; the
    # compiled corpus holds these same hand cases (its digest is that of the same files).
    problem = None if check is None else check(hand_cases())
    if problem is not None:
        raise ExportError(problem)
    cases = compiled_corpus(cache, echo=echo)
    write_cases(cases, out)
    return cases
