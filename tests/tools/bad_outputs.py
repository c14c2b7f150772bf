"""The hostile inputs of :mod:`tests.tools.bad_inputs` that threaten what the suite writes and how
long it runs: outputs that cannot be written whole (``output``), runs that test nothing
(``empty-run``), malformed and impossible requests to both engines' servers (``server``), and
adapters that flood, hide children or are interrupted (``harness``).

A full disk is a file size limit (``RLIMIT_FSIZE``) set before the command starts: every write
past it fails with ``EFBIG``, as on a disk with that much room. A signal is sent by a shell after
a pause, while the command works.
"""

from __future__ import annotations

import json
import os
import re
import shlex
from collections.abc import Callable, Iterator
from pathlib import Path

from tests.tools.bad_inputs import PY, Case, Outcome, _fake, _no_stray

SUITE = [PY, "-m", "five_hundred_suite"]
SERVE = f"{shlex.quote(PY)} -m five_hundred_suite.serve"
NODE_ADAPTER = "node implementations/javascript/bin/adapter.mjs"
EARLIER = b"written by an earlier run\n"


def limited(size: int, module: str, *args: str) -> list[str]:
    """``python -m module args`` with a disk that holds ``size`` bytes more per file (``RLIMIT_FSIZE``)."""
    code = ("import resource, runpy, sys\nn = int(sys.argv.pop(1))\nresource.setrlimit(resource.RLIMIT_FSIZE, (n, n))\n"
            "runpy.run_module(sys.argv.pop(1), run_name='__main__', alter_sys=True)\n")
    return [PY, "-c", code, str(size), module, *args]


def kept(*paths: str, extra_ok: Callable[[str], bool] = lambda _: False) -> Callable[[Outcome], str | None]:
    """The earlier outputs at ``paths`` are byte for byte as they were, and no temporary file is left beside them."""
    def check(outcome: Outcome) -> str | None:
        for rel in paths:
            path = outcome.sandbox / rel
            if not path.is_file() or not path.read_bytes().startswith(EARLIER):
                return f"the earlier {rel} was changed or removed"
            folder = path.parent
            strays = sorted(p.name for p in folder.iterdir()
                            if p.name not in {Path(x).name for x in paths} and not extra_ok(p.name)
                            and (p.name.startswith(".") or p.name.endswith((".tmp", ".part")) or "tmp" in p.name))
            if strays:
                return f"temporary files left in {folder.name}: {strays[:3]}"
        return None
    return check


def _results_valid(path: str, *, partial: bool = False) -> Callable[[Outcome], str | None]:
    def check(outcome: Outcome) -> str | None:
        file = outcome.sandbox / path
        try:
            data = json.loads(file.read_text("utf-8"))
        except (OSError, ValueError) as e:
            return f"{path} is not a whole JSON file: {e}"
        if partial and data["header"].get("partial") is not True:
            return f"{path} does not say it is partial"
        return None
    return check


def _both(*checks: Callable[[Outcome], str | None]) -> Callable[[Outcome], str | None]:
    def check(outcome: Outcome) -> str | None:
        return next((p for p in (c(outcome) for c in checks) if p is not None), None)
    return check


def output_cases(root: Path) -> Iterator[Case]:
    """Outputs that cannot be written whole, and adapter text that cannot be written as UTF-8."""
    old_run = {"out/results.json": EARLIER, "out/junit.xml": EARLIER, "summary.md": EARLIER}
    yield Case("output-run-disk-full", limited(3000, "five_hundred_suite", "run", "--impl", SERVE, "--out", "out",
                                              "--summary-md", "summary.md", "-k", "bower"), old_run,
               says=r"^error: .*cannot be written .*left as (it was|they were)",
               check=kept("out/results.json", "out/junit.xml", "summary.md"), keeps=("out/results.json", "out/junit.xml", "summary.md",))
    yield Case("output-export-disk-full", limited(50_000, "five_hundred_suite", "export", "--out", "cases.jsonl"),
               {"cases.jsonl": EARLIER}, says=r"^error: --out cases\.jsonl: cannot be written .*left as it was",
               check=kept("cases.jsonl"), keeps=("cases.jsonl",))
    yield Case("output-pytest-results-disk-full",
               limited(300, "pytest", "-q", "-p", "no:cacheprovider", "tests/test_fixtures_loader.py", "-k",
                       "format_path", "--results", "r.json"), {"r.json": EARLIER}, exit=(2, 3, 4),
               says=r"error: --results r\.json: cannot be written .*left as it was", check=kept("r.json"), keeps=("r.json",))
    yield Case("output-fuzz-draft-disk-full",
               limited(200, "five_hundred_suite", "fuzz", "--impl", f"{shlex.quote(PY)} tests/fakes/wrong_values.py",
                       "--variant", "australian", "--hands", "5", "--out", "drafts"),
               {"drafts/earlier.yaml": EARLIER}, exit=(2,),
               says=r"^DIFFERS .*the draft cannot be written", check=kept("drafts/earlier.yaml"), keeps=("drafts/earlier.yaml",))
    requests = b"".join(json.dumps({"seq": n, "cmd": "parse-card", "text": "AS"}).encode() + b"\n" for n in range(1, 6))
    transcript = shlex.join(limited(60, "five_hundred_suite.serve", "--transcript", "t.log"))

    def all_answered(outcome: Outcome) -> str | None:
        got = re.findall(r'^\{"seq":(\d+),"ok":true', outcome.output, re.M)
        return None if got == ["1", "2", "3", "4", "5"] else f"answered {got}, not seq 1 to 5 once each"

    yield Case("output-serve-transcript-disk-full", ["sh", "-c", f"{transcript} < requests.jsonl"],
               {"requests.jsonl": requests, "t.log": EARLIER},
               says=r"^error: --transcript t\.log: cannot be written", check=_both(all_answered, kept("t.log")), keeps=("t.log",))
    surrogate_run = [*SUITE, "run", "--timeout", "3", "--out", "out", "--impl", _fake("surrogate"), "-k", "bower"]
    yield Case("output-surrogate-run", surrogate_run, {"out/results.json": EARLIER}, exit=(1,), one_line=False,
               says=r"unpaired UTF-16 surrogate", check=_results_valid("out/results.json"))
    yield Case("output-surrogate-smoke", [*SUITE, "smoke", "--timeout", "3", "--impl", _fake("surrogate")], exit=(1,),
               says=r"^FAIL +parse-card: .*unpaired UTF-16 surrogate")
    lone = b'{"seq":"\\ud83d","cmd":"parse-card","text":"AS"}\n{"seq":2,"cmd":"parse-card","text":"AS"}\n'
    yield Case("output-surrogate-serve", ["sh", "-c", f"{SERVE} < requests.jsonl"], {"requests.jsonl": lone},
               exit=(0,), says=r'^\{"seq":null,"errored":.*seq',
               check=lambda o: None if '{"seq":2,"ok":true,"value":"AS"}' in o.output else "seq 2 was not answered")


def empty_run_cases(root: Path) -> Iterator[Case]:
    """Runs that test nothing: each fails with one line (``--allow-empty`` for a run meant to be empty)."""
    run = [*SUITE, "run", "--timeout", "3", "--out", "out", "--impl"]
    says = r"^error: the run tested nothing"
    yield Case("empty-run-claims-no-variant", [*run, _fake("claims", "")], says=says)
    yield Case("empty-run-claims-misspelt-variant", [*run, _fake("claims", "australain")],
               says=r"^error: .*australain")
    yield Case("empty-run-all-skipped", [*run, _fake("skip-all"), "-k", "bower"], says=says + r".*skipped")
    yield Case("empty-run-empty-cases-file", [*run, SERVE, "--cases", "empty.jsonl"], {"empty.jsonl": b""},
               says=r"^error: .*empty\.jsonl.*(no case|tested nothing)")
    yield Case("empty-run-k-nothing", [*run, SERVE, "-k", "no_such_case_anywhere"],
               says=r"^error: the run tested nothing.*-k no_such_case_anywhere")
    yield Case("empty-run-variant-not-in-cases", [*run, _fake("claims", "american"), "--variant", "american",
                                                  "--cases", "one.jsonl"], {"one.jsonl": _one_variant_cases(root)}, says=says)
    yield Case("empty-run-allow-empty", [*run, SERVE, "-k", "no_such_case_anywhere", "--allow-empty"], exit=(0,),
               says=r"^warning: the run tested nothing")
    pack = (root / "features/cards/pack.feature").read_text("utf-8")
    broken = pack.rstrip("\n") + "\n  Bogus line\n"
    yield Case("empty-run-pytest-rule-broken-feature",
               [PY, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_corpus.py", "--rule", "DECK-05"],
               {"features/cards/pack.feature": broken.encode()}, exit=(1, 2, 3, 4),
               says=r"features/cards/pack\.feature:\d+: .*(not valid Gherkin)")


def _one_variant_cases(root: Path) -> bytes:
    """One case of the compiled corpus, of the Australian game only (for a run asked for another variant)."""
    for path in sorted((root / "build" / "cases").glob("corpus-*.jsonl")):
        with path.open("rb") as f:
            for line in f:
                if json.loads(line).get("variant") == "australian":
                    return line
    return b""


def _requests(*lines: object) -> bytes:
    return b"".join((x if isinstance(x, bytes) else json.dumps(x).encode()) + b"\n" for x in lines)


def _answered(count: int) -> Callable[[Outcome], str | None]:
    """The check of a server case: ``count`` answers, one to each request line, each JSON, the last request
    (``parse-card`` of ``AS``, seq 9) answered."""
    def check(outcome: Outcome) -> str | None:
        answers = [line for line in outcome.output.splitlines() if line.startswith('{"seq"')]
        if len(answers) != count:
            return f"{len(answers)} answers to {count} request lines"
        if '{"seq":9,"ok":true,"value":"AS"}' not in answers:
            return "the good request after it was not answered"
        try:
            [json.loads(a) for a in answers]
        except ValueError as e:
            return f"an answer is not JSON: {e}"
        return None
    return check


def server_cases(root: Path) -> Iterator[Case]:
    """Malformed and impossible requests to both servers (the Python one and the JavaScript adapter): each
    answered once, with an error naming the field (and the rule, for an impossible hand), and the server
    goes on to answer a good request after it.
    """
    from five_hundred_suite.commands import canonical_pack

    pack = canonical_pack("australian")
    open_game = {"seq": 1, "cmd": "open", "variant": "australian", "options": [],
                 "setup": {"dealer": "N", "pack": pack}}
    good = {"seq": 9, "cmd": "parse-card", "text": "AS"}
    score = {"cmd": "hand-score", "variant": "australian", "options": [], "contract": "7H", "contractor": "N"}
    after = {"cmd": "game-after-hand", "variant": "australian", "options": []}
    bad: dict[str, tuple[bytes, str]] = {
        "depth-float": (_requests(open_game, {"seq": 2, "cmd": "count-sequences", "game": "g1", "depth": 1.5}),
                        r'^\{"seq":2,.*depth'),
        "depth-text": (_requests(open_game, {"seq": 2, "cmd": "count-sequences", "game": "g1", "depth": "2"}),
                       r'^\{"seq":2,.*depth'),
        "seq-nan": (b'{"seq":NaN,"cmd":"parse-card","text":"AS"}\n', r'^\{"seq":null,.*NaN'),
        "line-null": (b"null\n", r'^\{"seq":null,"errored"'),
        "line-list": (b"[1,2]\n", r'^\{"seq":null,"errored"'),
        "raw-carriage-return": (b'{"seq":2,"cmd":"parse-card","text":"A\rS"}\n', r'^\{"seq":(2|null),"(errored|ok)'),
        "huge-line": (b'{"seq":2,"cmd":"parse-card","text":"' + b"A" * 2_000_000 + b'"}\n',
                      r'^\{"seq":null,"errored".*(1 MB|1048576|over)'),
        "hand-score-25-tricks": (_requests({"seq": 2, **score, "tricks": {"N": 25, "E": 0, "S": 0, "W": 0}}),
                                 r'^\{"seq":2,"ok":false,"refused":.*PLAY-07'),
        "hand-score-tricks-text": (_requests({"seq": 2, **score, "tricks": {"N": "5", "E": 5, "S": 0, "W": 0}}),
                                   r'^\{"seq":2,.*tricks'),
        "game-after-hand-15-winners": (_requests({"seq": 2, **after, "before": {"scores": {"NS": 0, "EW": 0},
                                                                                  "dealer": "N"},
                                                  "hand": {"contract": "7H", "contractor": "N",
                                                           "trick_winners": ["N"] * 15}}),
                                       r'^\{"seq":2,"ok":false,"refused":.*PLAY-07'),
        "game-after-hand-score-text": (_requests({"seq": 2, **after, "before": {"scores": {"NS": "100250", "EW": 0},
                                                                                 "dealer": "N"},
                                                  "hand": {"contract": "7H", "contractor": "N",
                                                           "trick_winners": ["N"] * 10}}),
                                       r'^\{"seq":2,.*scores'),
        "trick-winner-3-cards": (_requests({"seq": 2, "cmd": "trick-winner", "variant": "australian",
                                            "contract": "7H", "cards": ["AS", "KS", "QS"], "joker_suit": None,
                                            "named_suit": None}), r'^\{"seq":2,"ok":false,"refused":.*PLAY-08'),
    }
    for name, (lines, says) in bad.items():
        data = lines + _requests(good)
        for engine, command in (("py", SERVE), ("js", NODE_ADAPTER)):
            yield Case(f"server-{engine}-{name}", ["sh", "-c", f"ulimit -v 1500000; {command} < requests.jsonl"],
                       {"requests.jsonl": data}, exit=(0,), says=says, check=_answered(data.count(b"\n")))
    # 200 MB in one line: a server that holds the whole line (or a copy of it) grows past the memory budget. The
    # line is written into the server's pipe as it reads, by a small program, rather than kept in every test
    # process from collection on.
    huge = ("import sys\nw = sys.stdout.buffer.write\nw(b'{\"seq\":2,\"cmd\":\"parse-card\",\"text\":\"')\n"
            "for _ in range(200):\n    w(b'A' * 1_000_000)\n"
            f"w(b'\"}}\\n' + {_requests(good)!r})\n")
    for engine, command in (("py", SERVE), ("js", NODE_ADAPTER)):
        yield Case(f"server-{engine}-huge-line-200-mb",
                   ["sh", "-c", f"ulimit -v 1500000; {shlex.quote(PY)} huge_line.py | {command}"],
                   {"huge_line.py": huge.encode()}, exit=(0,), says=r'^\{"seq":null,"errored".*(1 MB|1048576|over)',
                   check=_answered(2))


def _signalled(argv: list[str], signal: str, after: float, wait_for: str | None = None) -> list[str]:
    """``argv`` run by a small Python program that sends it ``signal`` ``after`` seconds after it started
    (or after a file matching the glob ``wait_for`` appeared: the adapter is running, the pages are being
    written) and exits with its status. The command starts with SIGINT, SIGTERM and SIGHUP at their
    defaults, as from a terminal, whatever the test run was started with: a shell starts a background job
    with SIGINT ignored, ``nohup`` ignores SIGHUP, and a command keeps a signal it was started without
    (as it should under ``nohup``), which would leave the case running to its time limit.
    """
    code = ("import glob, signal, subprocess, sys, time\n"
            "def terminal():\n"
            "    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):\n"
            "        signal.signal(s, signal.SIG_DFL)\n"
            "p = subprocess.Popen(sys.argv[4:], preexec_fn=terminal)\n"
            "end = time.monotonic() + 60\n"
            "while sys.argv[3] and not glob.glob(sys.argv[3]) and time.monotonic() < end and p.poll() is None:\n"
            "    time.sleep(0.1)\n"
            "time.sleep(float(sys.argv[2]))\n"
            "p.send_signal(getattr(signal, 'SIG' + sys.argv[1]))\nsys.exit(p.wait())\n")
    return [PY, "-c", code, signal, str(after), wait_for or "", *argv]


def _gone(pidfile: str) -> Callable[[Outcome], str | None]:
    def check(outcome: Outcome) -> str | None:
        path = outcome.sandbox / pidfile
        if not path.is_file():
            return "the fake adapter never wrote its process ID"
        for pid in map(int, path.read_text().split()):
            try:
                state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
            except OSError:
                continue
            if state != "Z":
                os.kill(pid, 9)
                return f"process {pid} of the adapter outlived the command"
        return None
    return check


def harness_cases(root: Path) -> Iterator[Case]:
    """Adapters that flood standard error or leave children behind, and commands interrupted by a signal."""
    smoke = [*SUITE, "smoke", "--timeout", "3", "--impl"]
    run = [*SUITE, "run", "--timeout", "3", "--out", "out", "--impl"]
    fuzz = [*SUITE, "fuzz", "--timeout", "3", "--variant", "australian", "--hands", "3", "--out", "drafts", "--impl"]
    ok = r"^smoke: 9 checks, all OK"
    yield Case("harness-stderr-flood", ["sh", "-c", f"ulimit -f 100000; {shlex.join([*smoke, _fake('stderr-flood', '300')])}"],
               exit=(0,), says=ok)
    pids = "{sandbox}/pids"
    for name, mode in (("setsid-clean-env", "setsid-clean"), ("orphan", "orphan")):
        yield Case(f"harness-{name}-smoke", [*smoke, _fake(mode, pids)], exit=(0,), says=ok, check=_no_stray)
        yield Case(f"harness-{name}-run", [*run, _fake(mode, pids), "-k", "bower"], exit=(0,),
                   says=r"^australian: PASS", check=_no_stray)
        yield Case(f"harness-{name}-fuzz", [*fuzz, _fake(mode, pids)], exit=(0,), says=r"^fuzz: 3 hands",
                   check=_no_stray)
    for sig in ("TERM", "HUP", "INT"):
        yield Case(f"harness-sig{sig.lower()}-run", _signalled([*run, _fake("stubborn", pids)], sig, 3, "pids"),
                   exit=(2,),
                   says=rf"^error: interrupted by SIG{sig}.*partial",
                   check=_both(_gone("pids"), _results_valid("out/results.json", partial=True)))
    yield Case("harness-sigterm-smoke", _signalled([*smoke, _fake("stubborn", pids)], "TERM", 1.5, "pids"), exit=(2,),
               says=r"^error: interrupted by SIGTERM", check=_gone("pids"))
    yield Case("harness-sigterm-fuzz", _signalled([*SUITE, "fuzz", "--timeout", "3", "--variant", "australian",
                                                  "--hands", "1000", "--out", "drafts", "--impl",
                                                  _fake("stubborn", pids)], "TERM", 3, "pids"), exit=(2,),
               says=r"^error: interrupted by SIGTERM", check=_gone("pids"))
    # 1.5 s: past the command's start, inside the compile's recording run (some ten seconds here)
    yield Case("harness-sigint-export", _signalled([*SUITE, "export", "--cache-dir", "fresh", "--out", "cases.jsonl"],
                                                   "INT", 1.5), {"cases.jsonl": EARLIER}, exit=(2,),
               says=r"^error: interrupted by SIGINT", check=kept("cases.jsonl"), keeps=("cases.jsonl",))
    yield Case("harness-sigint-site", _signalled([PY, "-m", "five_hundred_site", "--out", "docs"], "INT", 0.2,
                                                 ".docs-*/.spec-site"),
               {"docs/.spec-site": EARLIER, "docs/index.md": EARLIER}, exit=(2,),
               says=r"^error: interrupted by SIGINT", check=kept("docs/index.md", extra_ok=lambda n: n == ".spec-site"), keeps=("docs/index.md",))
