"""A corpus of hostile inputs, generated afresh on every use, and the judge of what the suite does
with each one.

Every :class:`Case` is a command run in a *sandbox*: a copy of a checkout (its code, ``spec/``,
``features/`` and ``tests/``) in a temporary folder, with the case's files written over it. The
command runs there under a memory limit and a time limit, and its :class:`Outcome` is judged:

* ``clear``: it exited with one of the statuses the case expects, no traceback, every line of
  the output is short (at most :data:`LINE_LIMIT` characters), the text the case expects (the
  file, the argument, the rule) is said in exactly one kind of line, and the case's own check
  (a good input in the same run still passing, a child process gone) holds;
* ``traceback``: the output shows a Python traceback;
* ``silent``: it exited with status 0, or never said what the case expects;
* ``unclear``: it said something, but not as one short line (a flood, a wrong status);
* ``hang``: it ran over the time limit, or out of memory: it said so (``MemoryError``, a JavaScript
  heap out of memory, ``Cannot allocate memory``) or one of its processes grew past
  :data:`MEMORY_BUDGET` of resident memory.

Every command runs under :mod:`tests.tools.reaper`, a child subreaper: a process the command started
and left running when it ended (however it hid: ``setsid()``, a cleared environment, a double fork)
is found, named and killed; a case that left one is not clear, and is counted as *left behind*.

``tests/test_bad_input.py`` asserts that every case is ``clear``; ``benchmarks/bad_inputs.py``
counts the outcomes of the same cases on any checkout (e.g. before and after a change).

The categories (the first part of every case ID): ``fixture`` (malformed whole-hand fixtures of
each kind the loader knows), ``encoding`` (non-UTF-8 files), ``yaml-limits`` (alias bombs, huge
files, deep nesting), ``duplicate-key`` (a key given twice, in every kind of YAML file),
``spec-file`` (malformed variant, rule, option and conflict files), ``feature`` (feature files that
cannot be bound), ``export`` (malformed fixtures given to ``export``), ``engine`` (illegal and
malformed actions), ``adapter`` (misbehaving programs), ``command-line`` (bad arguments),
``site-input`` (bad fixtures, variant, rule, option, conflict, feature and page files given to the
site generator), ``site-results`` (bad results files given to the site generator), ``output``
(outputs that cannot be written whole: a full disk, adapter text with an unpaired UTF-16
surrogate), ``empty-run`` (runs that test nothing), ``server`` (malformed and impossible
requests to both engines' servers) and ``harness`` (adapters that flood standard error, leave
children behind, or are interrupted by a signal).
"""

from __future__ import annotations

import json
import os
import re
import resource
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parents[2]
"""The checkout this file belongs to (its fake adapters are copied into every sandbox)."""

PY = sys.executable
LINE_LIMIT = 600
"""The longest output line a clear error may have, in characters."""
MEMORY_LIMIT = 2 << 30
"""Bytes of address space a case's command may use (``RLIMIT_AS``): an allocation past it fails."""
MEMORY_BUDGET = 512 << 20
"""Bytes of resident memory any one process of a case may reach; past that its memory is called unbounded
(the largest a clear case reached here is 144 MB: an export replaying every hand; a whole site build 72 MB)."""
TIME_LIMIT = 300.0
"""Seconds a case's command may take; past that it is called a hang. Generous: only a hang exceeds it
(the longest clear case, a whole site build, took 137 to 147 s here with a load average of 7 to 13 on two cores,
so the earlier 120 s called a good build a hang on a loaded machine)."""
REAPER = Path(__file__).resolve().parent / "reaper.py"
_OUT_OF_MEMORY = re.compile(r"\bMemoryError\b|JavaScript heap out of memory|Cannot allocate memory|std::bad_alloc")
GOOD_FIXTURE = "features/hands/australian/AU-0001.yaml"
CATEGORIES = ("fixture", "encoding", "yaml-limits", "duplicate-key", "spec-file", "feature", "export", "engine",
              "adapter", "command-line", "site-input", "site-results", "output", "empty-run", "server", "harness")
_SUMMARY = re.compile(r"^(ERROR|FAILED) \S+ - ")
_COPIED = ("five_hundred_suite", "five_hundred_site", "reference_impl", "spec", "features", "tests", "pyproject.toml",
           "implementations/javascript/src", "implementations/javascript/data")
"""What a sandbox holds of the checkout (the JavaScript engine's modules and data: the site's Try it page carries them)."""
_COPIED_IF_THERE = ("build/cases", "implementations/javascript/bin", "implementations/javascript/package.json")
"""The compiled corpus that ``run`` reads (kept while its sources are unchanged, so a sandbox need not compile it)."""
_TRACEBACK = re.compile(r"Traceback \(most recent call last\)|^\S+\.py:\d+: in |^E   \w+(Error|Exception)\b|"
                        r"^(MemoryError|RecursionError)\b|^INTERNALERROR>", re.M)


@dataclass
class Outcome:
    """What a command did: its exit status (``None`` when killed for taking too long), its output
    (standard output and error together), its time, what the sandbox held afterwards, the processes
    it left behind and its peak memory.
    """

    status: int | None
    output: str
    seconds: float
    sandbox: Path
    strays: list[str] = field(default_factory=list)
    """The processes the command left running when it ended (``PID COMMAND``), found and killed by the reaper."""
    peak_kb: int = 0
    """The largest resident set of any of the command's processes, in KiB."""


@dataclass
class Case:
    """One hostile input and what a clear answer to it looks like.

    Attributes:
        id: ``category-name``.
        argv: the command, run in the sandbox (``{sandbox}`` is replaced by its path).
        files: files written into the sandbox before the run (path relative to it: content).
        exit: the exit statuses of a clear answer.
        says: a regular expression the one error line must match (naming the file or argument).
        check: a further check on the outcome (a good input still passing; no process left),
            returning what is wrong or ``None``.
        removes: files of the checkout to leave out of the sandbox.
        one_line: the error is one line, said once; otherwise (a run that lists its failing
            cases) each line that says it is short.
        batch: cases of one batch may share a sandbox and one run (:func:`run_batch`); ``""``: alone.
        select: this case's part of the ``-k`` expression that replaces ``{select}`` in ``argv``.
        keeps: earlier outputs among ``files`` that the command must leave as they were (an appended
            transcript may grow): one that changed is *data lost* (:func:`lost`).
    """

    id: str
    argv: list[str]
    files: dict[str, bytes] = field(default_factory=dict)
    exit: tuple[int, ...] = (2,)
    says: str = ""
    check: Callable[[Outcome], str | None] | None = None
    removes: tuple[str, ...] = ()

    one_line: bool = True
    batch: str = ""
    select: str = ""
    keeps: tuple[str, ...] = ()

    @property
    def category(self) -> str:
        """The category: the first part of the ID (one of :data:`CATEGORIES`)."""
        return next(c for c in CATEGORIES if self.id.startswith(c + "-"))


# --- running -------------------------------------------------------------------------------


_COMPILED = ".bytecode"
"""The mark of a template (:func:`make_template`): its sources carry their compiled bytecode, which sandboxes keep."""
_SOURCES = ("five_hundred_suite", "five_hundred_site", "reference_impl", "tests")
"""The Python packages of a sandbox, compiled once in a template."""


def _place(src: str, dst: str) -> None:
    """Link the file ``src`` of a template at ``dst`` (one inode shared, nothing copied; see
    :func:`template_state`), or copy it where a link cannot be made (another file system)."""
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)


def make_sandbox(root: Path, where: Path, case: Case) -> Path:
    """Copy the checkout ``root`` (or link the files of a template made by :func:`make_template`, its
    bytecode with them) into ``where`` and write the case's files; returns ``where``. A file a case writes
    replaces its link: the template is never written through a sandbox."""
    template = (root / _COMPILED).is_file()
    ignored = (".mypy_cache",) if template else ("__pycache__", ".mypy_cache")
    for name in (*_COPIED, *_COPIED_IF_THERE):
        src = root / name
        if not src.exists():  # an older checkout (e.g. one without the site package), or no compiled corpus yet
            continue
        if src.is_dir():
            (where / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copytree(src, where / name, ignore=shutil.ignore_patterns(*ignored),
                            copy_function=_place if template else shutil.copy2)
        elif template:
            _place(str(src), str(where / name))
        else:
            shutil.copy2(src, where / name)
    fakes = where / "tests" / "fakes"
    fakes.mkdir(parents=True, exist_ok=True)
    (fakes / "misbehave.py").unlink(missing_ok=True)
    shutil.copy2(HERE / "tests" / "fakes" / "misbehave.py", fakes / "misbehave.py")
    for rel in case.removes:
        (where / rel).unlink()
    for rel, data in case.files.items():
        path = where / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.unlink(missing_ok=True)
        path.write_bytes(data)
    return where


def template_state(template: Path) -> dict[str, tuple[int, int]]:
    """Each file of ``template`` (path relative to it): its size and modification time in nanoseconds. The
    sandboxes share the template's files (:func:`make_sandbox`): a command that wrote one of them in place
    would change every later sandbox, and this state before and after the corpus shows it."""
    return {p.relative_to(template).as_posix(): (st.st_size, st.st_mtime_ns)
            for p in template.rglob("*") if p.is_file() and (st := p.stat())}


def make_template(root: Path, where: Path) -> Path:
    """The copy of the checkout ``root`` every sandbox is made from (:func:`make_sandbox`), in ``where``, its
    Python sources compiled once by the interpreter the cases run (``__pycache__`` beside them): no case's
    command compiles the project again (copies keep the sources' times, so the bytecode stays valid; a source
    a case rewrites is compiled afresh). Raises :class:`subprocess.CalledProcessError` if a source does not compile.
    """
    make_sandbox(root, where, Case("template", []))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    subprocess.run([PY, "-m", "compileall", "-q", *_SOURCES], cwd=where, env=env, check=True,
                   stdout=subprocess.DEVNULL)
    (where / _COMPILED).touch()
    return where


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    os.setsid()


def run_case(case: Case, sandbox: Path, time_limit: float = TIME_LIMIT, *, select: str | None = None) -> Outcome:
    """Run the case's command in a prepared sandbox, bounded in memory and time, under the reaper
    (:mod:`tests.tools.reaper`), which kills its process group when it runs over and finds, names
    and kills every process it left behind. ``select`` replaces the case's own ``-k`` part (for a batch).
    """
    chosen = case.select if select is None else select
    argv = [a.replace("{sandbox}", str(sandbox)).replace("{select}", chosen) for a in case.argv]
    env = {**os.environ, "PYTHONPATH": f"{sandbox}{os.pathsep}{sandbox / 'reference_impl'}", "COLUMNS": "120",
           "PYTHONDONTWRITEBYTECODE": "1"}  # a sandbox's bytecode is its template's (make_template)
    env.pop("PYTEST_ADDOPTS", None)
    env.pop("PYTHONPYCACHEPREFIX", None)
    fd, report_name = tempfile.mkstemp(prefix="bad-input-reaper-", suffix=".json")
    os.close(fd)
    report = Path(report_name)
    start = time.monotonic()
    proc = subprocess.Popen([PY, str(REAPER), str(report), str(time_limit), "--", *argv], cwd=sandbox, env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            preexec_fn=_limits)  # noqa: PLW1509 - limits before exec
    try:
        out, _ = proc.communicate(timeout=time_limit + 60)  # the reaper stops the command at time_limit
        seen = json.loads(report.read_text("utf-8") or "{}")
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        out, _ = proc.communicate()
        seen = {"status": None, "strays": ["the reaper itself did not stop"]}
    except ValueError:
        seen = {"status": proc.returncode, "strays": []}
    finally:
        report.unlink(missing_ok=True)
    return Outcome(seen.get("status"), out.decode("utf-8", "replace"), time.monotonic() - start, sandbox,
                   list(seen.get("strays", [])), int(seen.get("peak_kb", 0)))


def run_batch(root: Path, where: Path, cases: list[Case]) -> Outcome:
    """Run the cases of one batch together: one sandbox holding all their files, one command
    selecting all of them (their ``select`` parts joined with ``or``); judge each case on the outcome.
    """
    merged = Case(cases[0].id, cases[0].argv, {k: v for c in cases for k, v in c.files.items()})
    make_sandbox(root, where, merged)
    return run_case(cases[0], where, select=" or ".join(dict.fromkeys(c.select for c in cases)))


def lost(case: Case, outcome: Outcome) -> list[str]:
    """The earlier outputs of ``case.keeps`` that the command changed or removed (data lost)."""
    found = []
    for rel in case.keeps:
        path = outcome.sandbox / rel
        if not path.is_file() or not path.read_bytes().startswith(case.files[rel]):
            found.append(rel)
    return found


def judge(case: Case, outcome: Outcome) -> tuple[str, str]:
    """The verdict on an outcome (``clear``, ``traceback``, ``silent``, ``unclear`` or ``hang``) and why.

    A case that left a process behind (:attr:`Outcome.strays`) is never clear: ``silent`` when it
    exited with status 0, else ``unclear``.
    """
    if outcome.status is None:
        return "hang", f"still running after {outcome.seconds:.0f} s"
    text = outcome.output
    if outcome.peak_kb * 1024 > MEMORY_BUDGET:
        return "hang", (f"out of memory: a process grew to {outcome.peak_kb // 1024} MB of resident memory, "
                        f"over the budget of {MEMORY_BUDGET >> 20} MB")
    if _OUT_OF_MEMORY.search(text):
        found = _OUT_OF_MEMORY.search(text)
        assert found is not None
        return "hang", f"out of memory: {text[max(0, found.start() - 200):found.start() + 200]}"
    if _TRACEBACK.search(text) or "MemoryError" in text:
        first = _TRACEBACK.search(text) or re.search("MemoryError", text)
        assert first is not None
        return "traceback", text[max(0, first.start() - 200):first.start() + 300]
    said = [line for line in text.splitlines() if case.says and re.search(case.says, line)]
    if any(not _SUMMARY.match(line) for line in said):  # pytest repeats an error in its short summary
        said = [line for line in said if not _SUMMARY.match(line)]
    if outcome.status == 0 and outcome.status not in case.exit:
        return "silent", f"exit status 0; output ends: {text[-300:]!r}"
    if not said:
        return "silent", f"exit status {outcome.status}, nothing matches {case.says!r}; output ends: {text[-300:]!r}"
    long = [line for line in text.splitlines() if len(line) > LINE_LIMIT]
    if long:
        return "unclear", f"{len(long)} output line(s) over {LINE_LIMIT} characters (longest {max(map(len, long))})"
    if case.one_line and len(set(said)) != 1:
        return "unclear", f"{len(set(said))} different lines match {case.says!r}: {sorted(set(said))[:3]}"
    if outcome.status not in case.exit:
        return "unclear", f"exit status {outcome.status}, expected {case.exit}: {said[0]}"
    if case.check is not None:
        problem = case.check(outcome)
        if problem is not None:
            return ("silent" if outcome.status == 0 else "unclear"), problem
    if outcome.strays:
        return ("silent" if outcome.status == 0 else "unclear"), left_behind(outcome)
    return "clear", said[0]


def left_behind(outcome: Outcome) -> str:
    """One line naming the processes the command left running (empty when it left none)."""
    if not outcome.strays:
        return ""
    return f"{len(outcome.strays)} process(es) outlived the command: {'; '.join(outcome.strays)[:300]}"


# --- generators ------------------------------------------------------------------------------


def _good_fixture(root: Path) -> str:
    return (root / GOOD_FIXTURE).read_text("utf-8")


_HANDS_RUN = [PY, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_hands.py", "-k", "{select} or AU-0001",
              "--results", "{sandbox}/results.json"]


def _good_hand_passed(outcome: Outcome) -> str | None:
    """AU-0001, in the same run, passed all its stages."""
    path = outcome.sandbox / "results.json"
    if not path.is_file():
        return "no results file was written"
    records = json.loads(path.read_text("utf-8"))["results"]
    good = [r for r in records if "AU-0001" in r["id"]]
    if len(good) != 5 or any(r["status"] != "passed" for r in good):
        return f"the good fixture AU-0001 did not pass all 5 stages: {[r['status'] for r in good]}"
    return None


FIXTURE_EDITS: dict[str, tuple[Callable[[str], str], str]] = {
    # name: (edit of AU-0001, what the one error line must say)
    "bad-card": (lambda t: t.replace("KD, 5S, QC,", "KD, 5S, ZZ,"), r"pack\[5\]: 'ZZ' is not a valid card"),
    "card-twice-in-pack": (lambda t: t.replace("6D, QH, AS, 8C,", "6D, QH, 9S, 8C,"), r"pack\[15\].*DECK-01"),
    "card-dealt-twice": (lambda t: t.replace("8C, 6C, 5C, 6D]", "8C, 6C, 5C, 5D]"), r"hands\.\w\[\d\].*dealt twice"),
    "missing-key": (lambda t: t.replace("kitty: [KS, 4D, 9H]\n", ""), r"kitty: is missing"),
    "unknown-key": (lambda t: t.replace("options: []", "options: []\nshuffle: riffle"), r"unexpected key 'shuffle'"),
    "nine-cards": (lambda t: t.replace("8S, 7S, 9C, 7C]", "8S, 7S, 9C]"), r"hands\.W: has 9 items.*DEAL-01"),
    "unknown-rule": (lambda t: t.replace("rules: [DECIDE-03,", "rules: [SCORE-99,"), r"rules\[0\]: 'SCORE-99'"),
    "discard-not-held": (lambda t: t.replace("discard: [9S, 5C, 4D]", "discard: [9S, 5C, 4H]"), r"discard\[2\].*KITTY-02"),
    "card-played-twice": (lambda t: t.replace("[JH, 6H, 7H, 4H]", "[JH, 6H, 7H, 5H]"),
                          r"tricks\[1\]\.cards\[3\]: 5H was already played.*DECIDE-20"),
    "wrong-tricks-won": (lambda t: t.replace("tricks_won: {NS: 7, EW: 3}", "tricks_won: {NS: 8, EW: 2}"),
                         r"expect\.tricks_won.*PLAY-09"),
    "wrong-contract": (lambda t: t.replace("  contract: 7H\n", "  contract: 8H\n"), r"expect\.contract.*BID-10"),
    "not-yaml": (lambda t: t.replace("kitty: [KS, 4D, 9H]", "kitty: [KS, 4D, 9H"), r"not valid YAML"),
    "empty": (lambda t: "", r"\(document\): None is not of type 'object'"),
    "a-list": (lambda t: "- 1\n- 2\n", r"\(document\): \[1, 2\] is not of type 'object'"),
    "huge-bad-card": (lambda t: t.replace("KD, 5S, QC,", "KD, 5S, " + "Z" * 900_000 + ","), r"pack\[5\]: 'ZZZ"),
}


REPLAY_EDITS: dict[str, tuple[Callable[[str], str], str]] = {
    # Fixtures the loader reads but the replay fails (the reference engine itself disagrees with them).
    "revoke": (lambda t: t.replace("[JH, 6H, 7H, 4H]", "[JH, AD, 7H, 4H]").replace("[AD, 5D, 8D, 6D]", "[6H, 5D, 8D, 6D]"),
               r"tricks\[0\]\.cards\[1\]: .*must follow suit.*PLAY-03"),
    "wrong-points": (lambda t: t.replace("points: {NS: 200, EW: 30}", "points: {NS: 250, EW: 30}"), r"expect\.points: .*250"),
    "wrong-made": (lambda t: t.replace("  made: true\n", "  made: false\n"), r"expect\.made: "),
}


def _renamed(text: str, fid: str) -> str:
    return text.replace("id: AU-0001", f"id: {fid}")


def fixture_cases(root: Path) -> Iterator[Case]:
    """Malformed fixtures of each kind (``fixture``), non-UTF-8 ones (``encoding``), size, alias and
    nesting limits (``yaml-limits``) and a key given twice (``duplicate-key``), each saved under an
    ID of its own (``AU-01NN``) beside the good AU-0001 and replayed by ``tests/test_hands.py``.
    """
    good = _good_fixture(root)
    number = iter(range(101, 200))

    def case(name: str, edit: Callable[[str], str], says: str, encoding: str = "utf-8") -> Case:
        fid = f"AU-0{next(number)}"
        where = rf"features/hands/australian/{fid}\.yaml:\d+: "
        return Case(name, _HANDS_RUN, {f"features/hands/australian/{fid}.yaml": edit(_renamed(good, fid)).encode(encoding)},
                    exit=(1,), says=where + ".*" + says, check=_good_hand_passed, batch="hands", select=fid)

    for name, (edit, says) in FIXTURE_EDITS.items():
        yield case(f"fixture-{name}", edit, says)
    accented = lambda t: t.replace("title: North", "title: Nörth")  # noqa: E731
    yield case("encoding-fixture-latin-1", accented, "not UTF-8", "latin-1")
    yield case("encoding-fixture-utf-16", accented, "not UTF-8", "utf-16")
    bomb = "z: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 10)}]\n" for i in range(8))
    yield case("yaml-limits-alias-bomb", lambda t: t + "\n" + bomb, "alias")
    yield case("yaml-limits-huge-file", lambda t: t + ("#" + "x" * 99 + "\n") * 12_000, "size limit")
    yield case("yaml-limits-deep-nesting", lambda t: t + "x: " + "[" * 900 + "]" * 900 + "\n", "nests deeper|nesting depth")
    yield case("duplicate-key-fixture", lambda t: t.replace("  made: true\n", "  made: true\n  made: false\n"),
               "made: the key is given twice")


def _collect() -> list[str]:
    """Collect one small test file: the plugin reads the catalogue, the conflicts and the variants first."""
    return [PY, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--collect-only", "tests/test_fixtures_loader.py",
            "-k", "format_path"]


def spec_cases(root: Path) -> Iterator[Case]:
    """Variant, rule, option, conflict and perft files that break: each collected by pytest
    (the plugin reads the catalogue and the variants first).
    """
    variant = (root / "spec/variants/australian.yaml").read_text("utf-8")
    deck = (root / "spec/rules/deck.yaml").read_text("utf-8")
    conflicts = (root / "spec/conflicts.yaml").read_text("utf-8")
    options = (root / "spec/options.yaml").read_text("utf-8")
    perft = (root / "features/perft/australian.yaml").read_text("utf-8")
    v, d = "spec/variants/australian.yaml", "spec/rules/deck.yaml"
    yield Case("duplicate-key-variant", _collect(),
               {v: variant.replace("  target: 500 ", "  target: 500\n  target: 300 ").encode()},
               exit=(2, 4), says=r"spec/variants/australian\.yaml:\d+: .*target: the key is given twice")
    yield Case("duplicate-key-rules", _collect(), {d: deck.replace("order: 2\n", "order: 2\norder: 3\n").encode()},
               exit=(2, 4), says=r"spec/rules/deck\.yaml:\d+: order: the key is given twice")
    yield Case("duplicate-key-conflicts", _collect(),
               {"spec/conflicts.yaml": conflicts.replace("  - id: C-01\n", "  - id: C-01\n    id: C-02\n", 1).encode()},
               exit=(2, 4), says=r"spec/conflicts\.yaml:\d+: .*id: the key is given twice")
    yield Case("duplicate-key-options", [PY, "-c", _ENGINE_LOAD], {"spec/options.yaml": (options + "options: []\n").encode()},
               exit=(1,), says=r"spec/options\.yaml:\d+: options: the key is given twice")
    yield Case("duplicate-key-perft", [PY, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_perft.py",
                                       "-k", "valid"],
               {"features/perft/australian.yaml": perft.replace("positions:\n", "positions: []\npositions:\n", 1)
                .encode()}, exit=(1, 2), says=r"features/perft/australian\.yaml:\d+: positions: the key is given twice")
    yield Case("encoding-variant-latin-1", _collect(), {v: variant.replace("# ", "# é ", 1).encode("latin-1")},
               exit=(2, 4), says=r"spec/variants/australian\.yaml:\d+: is not UTF-8")
    yield Case("encoding-rules-utf-16", _collect(), {d: deck.encode("utf-16")},
               exit=(2, 4), says=r"spec/rules/deck\.yaml:1: is not UTF-8")
    yield Case("yaml-limits-variant-alias", _collect(),
               {v: variant.replace("  target: 500 ", "  target: &t 500\n  lose_at_x: *t\n  # ").encode()},
               exit=(2, 4), says=r"spec/variants/australian\.yaml:\d+: .*alias")
    yield Case("spec-file-variant-not-yaml", _collect(), {v: (variant + "\n  - [unclosed\n").encode()},
               exit=(2, 4), says=r"spec/variants/australian\.yaml:\d+: is not valid YAML")
    yield Case("spec-file-variant-schema", _collect(), {v: variant.replace("  target: 500 ", "  target: lots ").encode()},
               exit=(2, 4), says=r"spec/variants/australian\.yaml: end\.target: 'lots' is not of type")
    yield Case("spec-file-rules-empty", _collect(), {d: b""}, exit=(2, 4), says=r"spec/rules/deck\.yaml: ")


_ENGINE_LOAD = ("import sys\nfrom five_hundred.errors import FiveHundredError\nfrom five_hundred.ruleset import load_ruleset\n"
                "try:\n    load_ruleset('australian')\nexcept FiveHundredError as e:\n"
                "    sys.exit(f'error: {e}')\n")


def feature_cases(root: Path) -> Iterator[Case]:
    """Feature files that cannot be bound, each run with a good scenario of another file."""
    pack = (root / "features/cards/pack.feature").read_text("utf-8")
    def passed_good(outcome: Outcome) -> str | None:
        return None if re.search(r"\b1 passed\b|\b2 passed\b", outcome.output) else "the good scenario did not pass"

    def case(name: str, data: bytes, says: str) -> Case:
        return Case(f"feature-{name}", [PY, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_corpus.py",
                                        "-k", "feature_file or test_the_pack_holds_the_red_fours"],
                    {f"features/cards/bad-{name}.feature": data}, exit=(1, 2),
                    says=rf"features/cards/bad-{name}\.feature:\d+: " + says, check=passed_good, batch="features")

    dup = ("Feature: Twins\n\n  @DECK-01 @australian\n  Scenario: Same name\n    Given the australian pack\n"
           "    Then it has 43 cards\n\n  @DECK-01 @australian\n  Scenario: Same name\n    Given the australian pack\n"
           "    Then it has 43 cards\n")
    yield case("duplicate-scenario-name", dup.encode(), "the scenario name 'Same name' is also used on line 4")
    yield case("latin-1", pack.replace("Feature:", "# é\nFeature:", 1).encode("latin-1"), "is not UTF-8")
    yield case("not-gherkin", b"Feature: x\n  Scenario: a\n    Given b\n  Bogus line\n", "is not valid Gherkin")


def export_cases(root: Path) -> Iterator[Case]:
    """``export`` given malformed fixtures that a schema alone cannot see."""
    good = _good_fixture(root)
    for name in ("card-played-twice", "card-dealt-twice", "wrong-tricks-won", "discard-not-held", "wrong-contract",
                 "card-twice-in-pack", "bad-card", "nine-cards", "missing-key", "unknown-rule", *REPLAY_EDITS):
        edit, says = FIXTURE_EDITS.get(name) or REPLAY_EDITS[name]
        yield Case(f"export-{name}", [PY, "-m", "five_hundred_suite", "export", "--out", "{sandbox}/cases.jsonl"],
                   {"features/hands/australian/AU-0002.yaml": _renamed(edit(good), "AU-0002").encode()},
                   says=r"^error: features/hands/australian/AU-0002\.yaml:\d+: " + says)


_ENGINE = """
import dataclasses, sys
from five_hundred.bids import Bid
from five_hundred.cards import Card, Suit
from five_hundred import (Discard, MakeBid, Nominate, Pass, Phase, Play, apply, deal, is_legal,
                                 legal_actions, parse_action)
from five_hundred.errors import FiveHundredError
from five_hundred.ruleset import load_ruleset

r = load_ruleset("australian")
state = deal(r, list(r.pack), 0)
holder = next((s for s in range(r.players) if "JK" in map(str, state.hand(s))), state.turn)
while state.phase is Phase.AUCTION:  # the joker's holder (or, if it is in the kitty, the first to call) bids 7NT
    bid = state.turn == holder and state.high_bid is None
    state = apply(state, parse_action(r, f"{r.seats[state.turn]} {'bid 7NT' if bid else 'pass'}"))
seat = state.contractor
state = apply(state, Discard(seat, tuple(c for c in state.hand(seat) if str(c) != "JK")[:3]))
assert state.phase is Phase.NOMINATION, state.phase
action = eval(sys.argv[1])
before = dataclasses.replace(state)
try:
    legal = is_legal(state, action)
    apply(state, action)
except FiveHundredError as e:
    assert state == before, "the state changed"
    assert not legal, "is_legal said yes to an action apply refuses"
    good = legal_actions(state)[0]
    apply(state, good)  # a legal action still applies
    sys.exit(f"error: {e}")
print(f"accepted {action!r} (is_legal: {legal})")
"""


def engine_cases(root: Path) -> Iterator[Case]:
    """Illegal and malformed actions given to the engine in the nomination phase (one run each)."""
    actions = {
        "none": ("None", "DECIDE-20"), "float": ("3.5", "DECIDE-20"), "text": ("'N pass'", "DECIDE-20"),
        "bid-alone": ("Bid.parse('7H')", "DECIDE-20"), "seat-text": ("Pass('N')", "DECIDE-36"),
        "seat-out-of-range": ("Nominate(9, Suit.HEARTS)", "DECIDE-36"), "seat-bool": ("Nominate(True, None)", "DECIDE-36"),
        "bid-text": ("MakeBid(seat, '7H')", "BID-05"), "discard-list": ("Discard(seat, ['AS'])", "KITTY-04"),
        "nominate-z": ("Nominate(seat, 'Z')", "JOKER-05"), "play-text": ("Play(seat, 'AS')", "DECIDE-39"),
        "named-suit-text": ("Play(seat, Card.parse('AS'), 'H')", "JOKER-10"),
        "play-in-nomination": ("Play(seat, Card.parse('AS'))", "DECIDE-13"),
        "nominate-out-of-turn": ("Nominate((seat + 1) % 4, Suit.HEARTS)", "JOKER-05"),
    }
    for name, (expr, rule) in actions.items():
        says = r"^error: .*\[" + rule + r"\]$"
        yield Case(f"engine-{name}", [PY, "-c", _ENGINE, expr], exit=(1,), says=says)


def _fake(*args: str) -> str:
    return " ".join([shlex.quote(PY), "tests/fakes/misbehave.py", *args])


def _no_stray(outcome: Outcome) -> str | None:
    """The setsid child recorded in ``pids`` is gone (or a zombie waiting for init) after the run."""
    path = outcome.sandbox / "pids"
    if not path.is_file():
        return "the fake adapter never started its child"
    for pid in map(int, path.read_text().split()):
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            os.kill(pid, 9)
            return f"the adapter's setsid child {pid} outlived the run"
    return None


def adapter_cases(root: Path) -> Iterator[Case]:
    """Misbehaving adapter programs, run by ``smoke`` or ``run``."""
    smoke = [PY, "-m", "five_hundred_suite", "smoke", "--timeout", "3", "--impl"]
    run = [PY, "-m", "five_hundred_suite", "run", "--timeout", "3", "--out", "{sandbox}/out", "--impl"]

    def pack_ok(outcome: Outcome) -> str | None:
        return None if re.search(r"^OK +pack: ", outcome.output, re.M) else "the pack check (a good request) failed"

    yield Case("adapter-deep-hello-smoke", [*smoke, _fake("deep-hello")], exit=(1,),
               says=r"^FAIL +hello: .*nested deeper than")
    yield Case("adapter-deep-hello-run", [*run, _fake("deep-hello")], says=r"^error: cannot run the corpus: .*nested")
    yield Case("adapter-deep-answer", [*smoke, _fake("deep")], exit=(1,), says=r"^FAIL +parse-card: .*nested deeper",
               check=pack_ok)
    yield Case("adapter-huge-error", [*smoke, _fake("huge-error")], exit=(1,),
               says=r"^FAIL +parse-card: .*reported an error", check=pack_ok)
    yield Case("adapter-setsid-child", [*smoke, _fake("setsid", "{sandbox}/pids")], exit=(0,),
               says=r"^smoke: 9 checks, all OK", check=_no_stray)
    yield Case("adapter-crash-every-4th", [*run, _fake("crash-every", "4"), "--variant", "australian",
                                          "--max-restarts", "3", "-k", "bower"], exit=(1,),
               says=r"^error: \d+ cases were not asked: gave up on .* after 3 restarts")
    yield Case("adapter-slow-max-time", [*run, _fake("slow", "1"), "--max-time", "4"],
               says=r"^error: the time limit of the run \(--max-time 4 s\)")


def command_line_cases(root: Path) -> Iterator[Case]:
    """Bad arguments to the implementers' commands, ``serve`` and pytest."""
    suite = [PY, "-m", "five_hundred_suite"]
    serve = _fake("x")  # never started: the argument is refused first
    pytest_ = [PY, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_fixtures_loader.py", "-k", "format_path"]
    for value in ("inf", "nan", "-1", "0"):
        yield Case(f"command-line-timeout-{value}", [*suite, "run", "--impl", serve, "--timeout", value],
                   says=r"error: .*--timeout")
    yield Case("command-line-smoke-timeout-inf", [*suite, "smoke", "--impl", serve, "--timeout", "inf"],
               says=r"error: .*--timeout")
    yield Case("command-line-run-out-is-a-file", [*suite, "run", "--impl", serve, "--out", "pyproject.toml"],
               says=r"error: --out pyproject\.toml: is a file")
    yield Case("command-line-run-out-under-a-file", [*suite, "run", "--impl", serve, "--out", "pyproject.toml/x"],
               says=r"error: --out .*pyproject\.toml/x: .*pyproject\.toml is a file")
    yield Case("command-line-export-out-is-a-folder", [*suite, "export", "--out", "spec"],
               says=r"error: --out spec: is a folder")
    yield Case("command-line-export-out-under-a-file", [*suite, "export", "--out", "pyproject.toml/x.jsonl"],
               says=r"error: --out pyproject\.toml/x\.jsonl: pyproject\.toml is a file")
    yield Case("command-line-serve-transcript-missing-folder",
               [PY, "-m", "five_hundred_suite.serve", "--transcript", "no/such/folder/t.log"],
               says=r"error: --transcript no/such/folder/t\.log: cannot be opened")
    yield Case("command-line-pytest-unknown-variant", [*pytest_, "--variant", "klondike"], exit=(4,),
               says=r"--variant names no variant: klondike")
    yield Case("command-line-site-out-is-a-file", [PY, "-m", "five_hundred_site", "--out", "pyproject.toml"],
               says=r"error: --out pyproject\.toml: is a file")
    yield Case("command-line-site-unknown-argument", [PY, "-m", "five_hundred_site", "--resluts", "r.json"],
               says=r"error: unrecognized arguments: --resluts")
    yield Case("command-line-pytest-results-is-a-folder", [*pytest_, "--results", "spec"], exit=(4,),
               says=r"--results spec: is a folder")
    yield Case("command-line-pytest-results-under-a-file", [*pytest_, "--results", "pyproject.toml/r.json"],
               exit=(4,), says=r"--results pyproject\.toml/r\.json: pyproject\.toml is a file")
    yield Case("command-line-pytest-impl", [*pytest_, "--impl", "./my-engine --adapter"], exit=(4,),
               says=r"--impl: .*reference engine only; .* five_hundred_suite run --impl './my-engine --adapter'$")


_SITE = [PY, "-m", "five_hundred_site", "--out", "docs"]
"""The site generator, writing into ``docs`` of the sandbox (where a previous site is left, see :data:`OLD_SITE`)."""
OLD_SITE = {"docs/.spec-site": b"a site written earlier\n", "docs/index.md": b"# The site written earlier\n"}
"""A site written by an earlier run: an input the generator refuses must leave it as it was."""
RESULTS = "results.json"
GOOD_SCENARIO = ("cards/pack.feature", "The pack holds the red fours, the lowest cards of the 43-card pack")


def _site_kept(outcome: Outcome) -> str | None:
    """The generator refused its input and left the earlier site as it was: nothing half-written."""
    docs = outcome.sandbox / "docs"
    found = sorted(p.relative_to(docs).as_posix() for p in docs.rglob("*") if p.is_file()) if docs.is_dir() else []
    if found != sorted(k.removeprefix("docs/") for k in OLD_SITE):
        return f"the earlier site was changed: docs holds {found[:5]}{' ...' if len(found) > 5 else ''}"
    partial = sorted(p.name for p in outcome.sandbox.glob("*docs*") if p.name not in ("docs", "mkdocs.yml"))
    if partial:
        return f"a partial site was left: {partial}"
    return None


def _site_built(shown: str) -> Callable[[Outcome], str | None]:
    """The generator wrote the whole site and its summary page shows the warning (``shown``: a regular expression)."""
    def check(outcome: Outcome) -> str | None:
        summary = outcome.sandbox / "docs" / "summary.md"
        if not summary.is_file() or not (outcome.sandbox / "docs" / "rules" / "score.md").is_file():
            return "the site was not written"
        if not re.search(shown, summary.read_text("utf-8")):
            return f"the summary page does not show {shown!r}"
        return None
    return check


def good_results(root: Path, **header: Any) -> dict[str, Any]:
    """A results file that fits ``spec/schema/results.schema.json``, of the corpus version of ``root``: a
    passed record of a scenario of the corpus and one of a unit test (``header``: fields replaced).
    """
    import tomllib

    version = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))["project"]["version"]
    feature, name = GOOD_SCENARIO
    line = next(i for i, text in enumerate((root / "features" / feature).read_text("utf-8").splitlines(), 1)
                if text.strip() == f"Scenario: {name}")
    return {
        "header": {"format": 1, "implementation": {"name": "bad-input corpus", "version": "1"},
                   "corpus": {"version": version, "commit": None}, "date": "2030-01-02T03:04:05+00:00",
                   "variants": ["australian"], **header},
        "results": [
            {"id": f"tests/test_corpus.py::test_{line}[australian]", "status": "passed", "rules": ["DECK-05"],
             "variant": "australian", "options": [], "conflicts": [], "message": None, "feature": feature,
             "scenario": name, "line": line},
            {"id": "tests/test_scoring.py::test_slam", "status": "failed", "rules": ["SCORE-04"],
             "variant": "australian", "options": [], "conflicts": [], "message": "scored 240"},
        ],
    }


def site_input_cases(root: Path) -> Iterator[Case]:
    """Bad data files read by the site generator (``python -m five_hundred_site``): fixtures, variant, rule,
    option, conflict, source, feature and page files and ``mkdocs.yml`` (whose nav it reads); each must leave
    the earlier site as it was.
    """
    good = _good_fixture(root)
    variant = (root / "spec/variants/australian.yaml").read_text("utf-8")
    deck = (root / "spec/rules/deck.yaml").read_text("utf-8")
    conflicts = (root / "spec/conflicts.yaml").read_text("utf-8")
    options = (root / "spec/options.yaml").read_text("utf-8")
    sources = (root / "spec/sources.yaml").read_text("utf-8")
    config = (root / "mkdocs.yml").read_text("utf-8")
    pack = (root / "features/cards/pack.feature").read_text("utf-8")
    fx = "features/hands/australian/AU-0101.yaml"
    v, d = "spec/variants/australian.yaml", "spec/rules/deck.yaml"

    def case(name: str, files: dict[str, bytes], says: str) -> Case:
        return Case(f"site-input-{name}", _SITE, {**OLD_SITE, **files}, says=r"^error: " + says, check=_site_kept)

    for edit in ("bad-card", "card-dealt-twice", "card-played-twice", "wrong-tricks-won", "not-yaml"):
        change, says = FIXTURE_EDITS[edit]
        yield case(f"fixture-{edit}", {fx: change(_renamed(good, "AU-0101")).encode()}, rf"{fx}:\d+: .*" + says)
    yield case("fixture-latin-1", {fx: _renamed(good, "AU-0101").replace("title: North", "title: Nörth")
                                   .encode("latin-1")}, rf"{fx}:\d+: .*not UTF-8")
    yield case("fixture-duplicate-key", {fx: _renamed(good, "AU-0101").replace("  made: true\n",
                                                                                "  made: true\n  made: false\n")
                                         .encode()}, rf"{fx}:\d+: .*made: the key is given twice")
    yield case("variant-duplicate-key", {v: variant.replace("  target: 500 ", "  target: 500\n  target: 300 ").encode()},
               r"spec/variants/australian\.yaml:\d+: .*target: the key is given twice")
    yield case("variant-schema", {v: variant.replace("  target: 500 ", "  target: lots ").encode()},
               r"spec/variants/australian\.yaml: end\.target: 'lots' is not of type")
    yield case("variant-not-yaml", {v: (variant + "\n  - [unclosed\n").encode()},
               r"spec/variants/australian\.yaml:\d+: is not valid YAML")
    yield case("variant-latin-1", {v: variant.replace("# ", "# é ", 1).encode("latin-1")},
               r"spec/variants/australian\.yaml:\d+: is not UTF-8")
    yield case("variant-alias", {v: variant.replace("  target: 500 ", "  target: &t 500\n  lose_at_x: *t\n  # ")
                                 .encode()}, r"spec/variants/australian\.yaml:\d+: .*alias")
    yield case("rules-empty", {d: b""}, r"spec/rules/deck\.yaml: ")
    yield case("rules-utf-16", {d: deck.encode("utf-16")}, r"spec/rules/deck\.yaml:1: is not UTF-8")
    yield case("rules-duplicate-key", {d: deck.replace("order: 2\n", "order: 2\norder: 3\n").encode()},
               r"spec/rules/deck\.yaml:\d+: order: the key is given twice")
    yield case("rules-unknown-related", {d: deck.replace("related: [", "related: [DECK-99, ", 1).encode()},
               r"spec/rules/deck\.yaml\b.*DECK-99")
    yield case("conflicts-duplicate-key",
               {"spec/conflicts.yaml": conflicts.replace("  - id: C-01\n", "  - id: C-01\n    id: C-02\n", 1).encode()},
               r"spec/conflicts\.yaml:\d+: .*id: the key is given twice")
    yield case("conflicts-latin-1", {"spec/conflicts.yaml": b"# \xe9\n" + conflicts.encode()},
               r"spec/conflicts\.yaml:1: is not UTF-8")
    yield case("options-duplicate-key", {"spec/options.yaml": (options + "options: []\n").encode()},
               r"spec/options\.yaml:\d+: options: the key is given twice")
    yield case("options-schema", {"spec/options.yaml": b"options: 3\n"}, r"spec/options\.yaml: options: 3 is not of type")
    yield case("sources-duplicate-key", {"spec/sources.yaml": (sources + "sources: []\n").encode()},
               r"spec/sources\.yaml:\d+: sources: the key is given twice")
    yield case("sources-schema", {"spec/sources.yaml": sources.replace("    language: English\n", "", 1).encode()},
               r"spec/sources\.yaml: sources\.\d+: 'language' is a required property")
    m = "mkdocs.yml"
    yield case("mkdocs-not-yaml", {m: (config + "\nextra:\n  - [unclosed\n").encode()},
               r"mkdocs\.yml:\d+: \(top\): is not valid YAML")
    yield case("mkdocs-latin-1", {m: config.encode() + "# \u00e9\n".encode("latin-1")},
               r"mkdocs\.yml:\d+: \(top\): is not UTF-8")
    yield case("mkdocs-duplicate-key", {m: (config + "nav: []\n").encode()}, r"mkdocs\.yml:\d+: nav: the key is given twice")
    yield case("mkdocs-not-a-mapping", {m: b"- site_name\n"}, r"mkdocs\.yml:1: \(top\): is not a mapping of settings")
    yield case("mkdocs-nav-not-a-list", {m: config.replace("\nnav:\n", "\nnav: index.md\nold_nav:\n").encode()},
               r"mkdocs\.yml:\d+: nav: is not a list of pages")
    yield case("mkdocs-nav-number", {m: config.replace("\nnav:\n", "\nnav:\n  - 42\n").encode()},
               r"mkdocs\.yml:\d+: nav\.0: '42' is not a page")
    yield case("mkdocs-nav-empty-page", {m: config.replace("  - Home: index.md\n", "  - Home:\n").encode()},
               r"mkdocs\.yml:\d+: nav\.0\.Home: '' is not a page")
    yield case("feature-latin-1", {"features/cards/pack.feature": pack.replace("Feature:", "# é\nFeature:", 1)
                                   .encode("latin-1")}, r"features/cards/pack\.feature:\d+: is not UTF-8")
    yield case("feature-duplicate-scenario-name",
               {"features/cards/pack.feature": (pack + f"\n    Scenario: {GOOD_SCENARIO[1]}\n      Then the pack has 43 cards\n")
                .encode()}, r"features/cards/pack\.feature:\d+: the scenario name .* is also used on line")
    yield case("feature-unknown-rule-tag", {"features/cards/pack.feature": pack.replace("@DECK-05", "@DECK-99", 1).encode()},
               r"features/cards/pack\.feature:\d+: tag @DECK-99 names no rule")
    yield case("page-latin-1", {"spec/pages/index.md": "# Accueil\n\nRègles.\n".encode("latin-1")},
               r"spec/pages/index\.md:\d+: is not UTF-8")
    yield case("play-page-latin-1", {"spec/pages/play/australian.md": "# Règles\n".encode("latin-1")},
               r"spec/pages/play/australian\.md:\d+: is not UTF-8")


def site_results_cases(root: Path) -> Iterator[Case]:
    """Results files (``--results``) the site generator cannot use, each refused in one line leaving the
    earlier site as it was, and those it uses with a warning the summary page shows.
    """
    good = good_results(root)
    site = [*_SITE, "--results", RESULTS]

    def text(data: Any) -> bytes:
        return json.dumps(data, indent=1).encode()

    def case(name: str, data: bytes | None, says: str, argv: list[str] = site) -> Case:
        files = {**OLD_SITE, **({RESULTS: data} if data is not None else {})}
        return Case(f"site-results-{name}", argv, files, says=r"^error: " + says, check=_site_kept)

    def record(**change: Any) -> bytes:
        data = json.loads(text(good))
        data["results"][1].update(change)
        return text(data)

    # What each line must say: the file (or the argument), and the field or value that is wrong.
    a_folder = case("a-folder", None, "", [*_SITE, "--results", "spec"])
    a_folder.says = r"error: --results spec\b.*folder"  # a bad argument: "prog: error: ..." as the harness's commands say it
    yield a_folder
    missing = case("missing", None, "", [*_SITE, "--results", "no-such.json"])
    missing.says = r"error: .*no-such\.json\b.*no such"
    yield missing
    yield case("latin-1", text(good).replace(b'"1"', '"Nörth"'.encode("latin-1"), 1), r"results\.json\b.*UTF-8")
    yield case("utf-16", text(good).decode().encode("utf-16"), r"results\.json\b.*UTF-8")
    yield case("not-json", text(good)[:-40], r"results\.json\b.*not JSON")
    yield case("nested-deep", b"[" * 100_000 + b"]" * 100_000, r"results\.json\b.*nested")
    yield case("duplicate-key", text(good).replace(b'"status": "failed"', b'"status": "failed", "status": "passed"'),
               r"results\.json: .*status.*twice")
    yield case("a-list", b"[1, 2]\n", r"results\.json: ")
    yield case("no-header", text({"results": good["results"]}), r"results\.json: .*header")
    yield case("format-99", text(good_results(root, format=99)), r"results\.json: .*format.*\b99\b")
    yield case("bad-status", record(status="fine"), r"results\.json: .*'fine'")
    yield case("record-not-object", text({**good, "results": [*good["results"], "passed"]}),
               r"results\.json: .*\[2\]")
    yield case("unknown-rule", record(rules=["SCORE-99"]), r"results\.json: .*SCORE-99")
    yield case("unknown-variant", record(variant="klondike"), r"results\.json: .*klondike")
    second = case("second-file-bad", text(good), r"served\.json: .*format.*\b99\b", [*site, "--results", "served.json"])
    second.files["served.json"] = text(good_results(root, format=99))
    yield second
    yield from _site_results_warnings(root, good, site, text)


def _site_results_warnings(root: Path, good: dict[str, Any], site: list[str],
                           text: Callable[[Any], bytes]) -> Iterator[Case]:
    """Results the site still uses, each with one warning line (exit status 0) shown on the summary page."""
    yield Case("site-results-other-corpus-version", site, {**OLD_SITE, RESULTS: text(good_results(
        root, corpus={"version": "0.0.1", "commit": None}))}, exit=(0,),
        says=r"^warning: results\.json: .*corpus version 0\.0\.1", check=_site_built(r"0\.0\.1"))
    stale = json.loads(text(good))
    stale["results"][0]["scenario"] = "A scenario since renamed"
    yield Case("site-results-stale-scenario", site, {**OLD_SITE, RESULTS: text(stale)}, exit=(0,),
               says=r"^warning: results\.json: .*scenario no longer in the corpus",
               check=_site_built("A scenario since renamed"))


def all_cases(root: Path) -> list[Case]:
    """Every case, generated from the checkout ``root`` (its good fixture, variant, rule files)."""
    from tests.tools.bad_outputs import empty_run_cases, harness_cases, output_cases, server_cases

    return [*fixture_cases(root), *spec_cases(root), *feature_cases(root), *export_cases(root),
            *engine_cases(root), *adapter_cases(root), *command_line_cases(root), *site_input_cases(root),
            *site_results_cases(root), *output_cases(root), *empty_run_cases(root), *server_cases(root),
            *harness_cases(root)]


def summary(verdicts: list[tuple[Case, str]], lost_ids: frozenset[str] = frozenset(),
            stray_ids: frozenset[str] = frozenset()) -> dict[str, dict[str, int]]:
    """The counts of each verdict by category, with a ``total`` row; ``data lost``: the cases of ``lost_ids``
    (whose command changed an earlier output, whatever its verdict); ``left behind``: the cases of
    ``stray_ids`` (whose command left a process running, whatever its verdict).
    """
    kinds = ("clear", "unclear", "traceback", "silent", "hang")
    table: dict[str, dict[str, int]] = {}
    for case, verdict in verdicts:
        for row in (case.category, "total"):
            counts = table.setdefault(row, {"cases": 0, **dict.fromkeys(kinds, 0), "data lost": 0, "left behind": 0})
            counts["cases"] += 1
            counts[verdict] += 1
            counts["data lost"] += case.id in lost_ids
            counts["left behind"] += case.id in stray_ids
    total = table.pop("total", None)
    return {**dict(sorted(table.items())), **({"total": total} if total else {})}


def format_table(table: dict[str, Any]) -> str:
    """The summary as a Markdown table."""
    head = ["category", "cases", "clear", "unclear", "traceback", "silent", "hang", "data lost", "left behind"]
    rows = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, counts in table.items():
        rows.append("| " + " | ".join([name, *(str(counts[h]) for h in head[1:])]) + " |")
    return "\n".join(rows)
