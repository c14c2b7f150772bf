"""The "Try it" page's Markdown and the copy of the JavaScript engine the site carries."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
import yaml

from five_hundred_site.errors import SiteError
from five_hundred_site.rulebook import load_hands, nav_lists
from five_hundred_site.rulebook.writing import _ConfigLoader
from five_hundred_site.site import STATIC
from five_hundred_site.tryit import (
    ENGINE,
    ENGINE_OUT,
    PAGE,
    engine_files,
    pack_cards,
    recorded_steps,
    tryit_page,
    write_tryit,
)
from five_hundred_suite.catalogue import ROOT, SPEC, areas, variants


def test_the_engine_is_copied_as_it_is_with_its_layout(tmp_path: Path) -> None:
    written = write_tryit(tmp_path)
    sources = sorted((ENGINE / "src").glob("*.js"))
    assert sources, "the engine has modules"
    for src in sources:
        copy = tmp_path / ENGINE_OUT / "src" / src.name
        assert copy.read_bytes() == src.read_bytes(), src.name
        assert ENGINE_OUT / "src" / src.name in written
    # variant.js imports ../data/spec.js: the data sits beside src/ as in the checkout.
    assert 'from "../data/spec.js"' in (tmp_path / ENGINE_OUT / "src" / "variant.js").read_text("utf-8")
    data = tmp_path / ENGINE_OUT / "data" / "spec.js"
    assert data.read_bytes() == (ENGINE / "data" / "spec.js").read_bytes()
    assert Path(PAGE) in written and (tmp_path / PAGE).is_file()


def test_the_page_carries_every_card_and_a_link_to_every_area(tmp_path: Path) -> None:
    write_tryit(tmp_path)
    text = (tmp_path / PAGE).read_text("utf-8")
    pictured = re.findall(r'<span data-card="([^"]+)"><svg class="rb-card', text)
    for data in variants().values():
        pack = data["pack"]
        for suit in "SCDH":
            for rank in pack[suit]:
                assert f"{rank}{suit}" in pictured
    assert {"JK", "JK:S", "JK:C", "JK:D", "JK:H", "BJ:S", "RJ:H"} <= set(pictured)
    assert len(pictured) == len(set(pictured)) == len(pack_cards()) + 4 * 3  # each joker led naming each suit
    for area in areas():
        assert f"[{area.code}](rules/{area.slug}.md)" in text
    assert 'class="rb-sprite"' in text, "the shapes the card pictures use"
    # Markdown inside the page's HTML blocks is not read as Markdown: a link there would show as written.
    assert [line for line in text.splitlines() if line.startswith("<") and re.search(r"\]\([^)]*\.md\)", line)] == []
    assert "http://" not in text and "https://" not in text, "nothing is fetched from elsewhere"


def test_a_missing_engine_is_named(tmp_path: Path) -> None:
    engine = tmp_path / "engine"
    shutil.copytree(ENGINE / "src", engine / "src")
    with pytest.raises(SiteError, match=r"data/spec\.js: the JavaScript engine's file is missing"):
        engine_files(engine)
    with pytest.raises(SiteError, match=r"spec\.js"):
        write_tryit(tmp_path / "out", engine)
    assert not (tmp_path / "out" / PAGE).exists(), "nothing written"


def test_the_site_lists_the_page_and_loads_its_module_and_stylesheet() -> None:
    config = yaml.load((ROOT / "mkdocs.yml").read_text("utf-8"), Loader=_ConfigLoader)
    assert nav_lists(PAGE)
    assert {"path": "javascripts/tryit.js", "type": "module"} in config["extra_javascript"]
    assert "stylesheets/tryit.css" in config["extra_css"]
    assert (STATIC / "javascripts" / "tryit.js").is_file() and (STATIC / "stylesheets" / "tryit.css").is_file()
    assert f"]({PAGE})" in (SPEC / "pages" / "index.md").read_text("utf-8"), "the home page links to it"


def test_every_recorded_hand_is_offered_with_its_steps() -> None:
    hands = load_hands(ROOT)
    fx = next(h for h in hands if h.id == "AU-0015")
    steps = recorded_steps(fx)
    assert steps["pack"] == list(fx.pack) and steps["dealer"] == fx.dealer and steps["variant"] == fx.variant
    kinds = [k for k, _ in steps["steps"]]
    assert kinds == ["call"] * len(fx.auction) + ["discard", "nominate"] + ["play"] * sum(len(t.cards) for t in fx.tricks)
    assert ["discard", " ".join(fx.discard or ())] in steps["steps"]
    text = tryit_page(hands)
    data = json.loads(text.split('id="tryit-recorded-data">', 1)[1].split("</script>", 1)[0])
    assert [h["id"] for h in data] == [h.id for h in hands]
    assert all(f'<option value="{h.id}">' in text for h in hands)
