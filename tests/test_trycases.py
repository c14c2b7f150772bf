"""The *Try this case* links of the rule pages and the case starts the Try it page opens (``try-cases/``).

The site is generated once for the module with the compiled corpus (``compiled_corpus``: compiled once and
kept in ``build/cases`` until a source changes). Every link must name a case whose start the site carries,
and each start must be the compiled case's own deal, game and route; every case that deals no hand, or
checks that its deal is refused, has no link and its scenario says why. Where ``node`` is present, the JavaScript engine the Try it page carries
opens every start and follows its route to the very position the case starts at.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

from five_hundred_site.site import generate
from five_hundred_site.trycases import DEAL_KEYS, INDEX, NO_DEAL, OUT, REFUSED, part_of, scenario_key, tally, untried
from five_hundred_suite.cases import compiled_corpus, write_cases
from five_hundred_suite.catalogue import ROOT

GOLDEN = ROOT / "tests" / "golden"
LINK = re.compile(r"\[(?P<label>[^\]]*)\]\(\.\./try\.md\?case=(?P<target>[^)\s]+)\)"
                  r"\{ \.tryit-case-link data-case=\"(?P<case>[^\"]+)\" \}")


@pytest.fixture(scope="module")
def corpus() -> list[dict[str, Any]]:
    return compiled_corpus(echo=lambda _: None)


@pytest.fixture(scope="module")
def docs(corpus: list[dict[str, Any]], tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("trycases")
    write_cases(corpus, work / "cases.jsonl")
    generate(GOLDEN / "results-a.json", work / "docs", cases=work / "cases.jsonl")
    return work / "docs"


def _links(docs: Path) -> dict[str, list[tuple[str, str]]]:
    """Every *Try this case* link of the rule pages: the case it names, with the page and the link's address."""
    found: dict[str, list[tuple[str, str]]] = {}
    for page in sorted((docs / "rules").glob("*-*.md")):
        for m in LINK.finditer(page.read_text("utf-8")):
            found.setdefault(m["case"], []).append((page.name, m["target"]))
    return found


def _starts(docs: Path) -> dict[str, dict[str, Any]]:
    index = json.loads((docs / INDEX).read_text("utf-8"))
    starts: dict[str, dict[str, Any]] = {}
    for part in index["parts"]:
        data = json.loads((docs / OUT / f"{part}.json").read_text("utf-8"))
        assert data["format"] == 1
        assert all(part_of(i) == part for i in data["cases"]), part
        starts.update(data["cases"])
    assert index["cases"] == len(starts)
    return starts


def test_every_link_opens_a_case_the_site_carries_and_each_start_is_the_compiled_cases(
        docs: Path, corpus: list[dict[str, Any]]) -> None:
    links, starts = _links(docs), _starts(docs)
    by_id = {c["id"]: c for c in corpus}
    for linked, where in links.items():
        assert linked in starts, f"{where[0][0]} links {linked}, which try-cases/ does not carry"
        assert all(unquote(target) == linked for _, target in where), where
        assert linked in by_id and by_id[linked]["setup"] is not None
    for case_id, start in starts.items():
        case = by_id[case_id]
        setup = case["setup"]
        assert (start["variant"], start["options"]) == (setup["variant"], setup["options"]), case_id
        assert {k: start[k] for k in DEAL_KEYS if k in start} == {k: setup[k] for k in DEAL_KEYS if k in setup}
        assert start["actions"] == setup.get("actions", case.get("actions", [])), case_id
        if case["kind"] != "scenario":
            assert start["rule"] == case["rules"][0] and start["anchor"] is None, case_id
            continue
        # Try it links back to the page of the scenario's first rule, where its anchor is.
        page = (docs / "rules" / f"{start['rule']}.md").read_text("utf-8")
        assert f'<a id="{start["anchor"]}"></a>' in page and f'data-case="{case_id}"' in page, case_id
    # Every case Try it opens is carried; every such scenario case is linked from its rule pages.
    dealing = [c for c in corpus if untried(c) is None]
    assert set(starts) == {c["id"] for c in dealing}
    assert set(links) == {c["id"] for c in dealing if c["kind"] == "scenario"}


@pytest.mark.parametrize("reason", [NO_DEAL, REFUSED])
def test_a_case_try_it_cannot_open_has_no_link_and_its_scenario_says_why(
        docs: Path, corpus: list[dict[str, Any]], reason: str) -> None:
    counts = tally(corpus)
    assert counts[f"scenario not opened: {reason}"] > 0
    assert set(counts) <= ({f"{k} opened" for k in ("scenario", "hand", "perft")}
                           | {f"scenario not opened: {r}" for r in (NO_DEAL, REFUSED)})
    opened: Counter[str] = Counter(str(scenario_key(c)) for c in corpus if c["kind"] == "scenario" and untried(c) is None)
    silent = sorted({str(scenario_key(c)) for c in corpus if c["kind"] == "scenario" and untried(c) == reason} - set(opened))
    assert silent
    for key in silent:
        case = next(c for c in corpus if scenario_key(c) == key)
        for rule in case["rules"]:
            page = (docs / "rules" / f"{rule}.md").read_text("utf-8")
            block = page[page.index(f"{case['source']['file']}:{case['source']['scenario_line']}]"):].split("??? ", 1)[0]
            assert f"Nothing to try in the browser: {reason}." in block, (key, rule)
            assert "tryit-case-link" not in block, (key, rule)


def test_without_the_compiled_corpus_no_page_links_a_case(tmp_path: Path) -> None:
    generate(GOLDEN / "results-a.json", tmp_path / "docs")
    assert not _links(tmp_path / "docs")
    assert json.loads((tmp_path / "docs" / INDEX).read_text("utf-8")) == {"format": 1, "parts": [], "cases": 0}


NODE = shutil.which("node")
OPEN_ALL = """
import { newHand } from "./implementations/javascript/src/index.js";
const cases = JSON.parse(await new Response(process.stdin).text());
const problems = [];
for (const { id, start: c, position: p } of cases) {
  try {
    const h = newHand({ variant: c.variant, options: c.options, dealer: c.dealer, pack: c.pack, hands: c.hands, kitty: c.kitty });
    for (const a of c.actions) {
      if (a.endsWith(" nominate none") && h.phase !== "nomination") continue;
      h.apply(a);
    }
    if (p) {
      const got = { contract: h.contract, contractor: h.contractor, turn: h.turn, tricks: h.tricks.length,
        trick: h.trick ? h.trick.cards.length : 0, joker: h.jokerSuit ?? null,
        hands: Object.fromEntries(Object.entries(h.hands).map(([s, cs]) => [s, [...cs].sort()])) };
      const want = { contract: p.contract, contractor: p.contractor, turn: p.turn, tricks: p.tricks.length,
        trick: p.trick ? p.trick.cards.length : 0, joker: p.joker_suit ?? null,
        hands: Object.fromEntries(Object.entries(p.hands).map(([s, cs]) => [s, [...cs].sort()])) };
      if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${id}: got ${JSON.stringify(got)}`);
    }
  } catch (e) {
    problems.push(`${id}: ${e.message}`);
  }
}
console.log(JSON.stringify(problems));
"""


@pytest.mark.skipif(NODE is None, reason="node is not on the PATH: the JavaScript engine cannot run")
def test_the_javascript_engine_opens_every_start_at_the_position_of_its_case(
        docs: Path, corpus: list[dict[str, Any]]) -> None:
    by_id = {c["id"]: c for c in corpus}
    todo = [{"id": i, "start": s, "position": by_id[i]["setup"].get("position")} for i, s in _starts(docs).items()]
    done = subprocess.run([str(NODE), "--input-type=module", "-e", OPEN_ALL], input=json.dumps(todo), cwd=ROOT,
                          capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    problems = json.loads(done.stdout)
    assert problems == [], f"{len(problems)} of {len(todo)} starts:\n" + "\n".join(problems[:10])
