"""The site's *Test your engine* page: reached from the home page, its downloads valid against their schemas,
the project's links shown only when ``[project.urls]`` sets them."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import jsonschema
import pytest
import yaml

from five_hundred_site.errors import SiteError
from five_hundred_site.kit import DOWNLOADS, PAGE, Links, installed_links, project_links, write_kit
from five_hundred_site.records import Record
from five_hundred_site.site import generate
from five_hundred_suite.cases import hand_cases, perft_cases
from five_hundred_suite.catalogue import ROOT, SPEC
from five_hundred_suite.schemas import schema, schema_validator


@pytest.fixture(scope="module")
def cases_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Real cases of the corpus (the recorded hands and the perft positions), as ``export`` writes them."""
    path = tmp_path_factory.mktemp("cases") / "cases.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in hand_cases() + perft_cases()), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, cases_file: Path) -> Path:
    out = tmp_path_factory.mktemp("site") / "docs"
    generate(None, out, cases=cases_file)
    return out


def _links(page: str) -> list[str]:
    return re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", page)


def test_the_home_page_and_the_nav_lead_to_the_page(site: Path) -> None:
    assert f"]({PAGE})" in (site / "index.md").read_text("utf-8")
    nav = yaml.load((ROOT / "mkdocs.yml").read_text("utf-8"), Loader=yaml.Loader)["nav"]
    assert PAGE in json.dumps(nav)


def test_the_page_gives_the_install_command_and_the_three_commands(site: Path) -> None:
    page = (site / PAGE).read_text("utf-8")
    assert "pip install" in page
    for command in ("smoke", "run", "export"):
        assert f"five-hundred-suite {command} " in page, command


def test_every_download_the_page_links_exists_and_every_download_is_linked(site: Path) -> None:
    page = (site / PAGE).read_text("utf-8")
    linked = {link for link in _links(page) if link.startswith(f"{DOWNLOADS}/")}
    present = {p.relative_to(site).as_posix() for p in (site / DOWNLOADS).rglob("*") if p.is_file()}
    assert linked == present
    assert {f"{DOWNLOADS}/cases.jsonl", f"{DOWNLOADS}/refusals.json", f"{DOWNLOADS}/options.json",
            f"{DOWNLOADS}/positions.txt", f"{DOWNLOADS}/schema/protocol/request.schema.json",
            f"{DOWNLOADS}/schema/protocol/response.schema.json", f"{DOWNLOADS}/schema/case.schema.json",
            f"{DOWNLOADS}/schema/results.schema.json", f"{DOWNLOADS}/schema/hand.schema.json",
            f"{DOWNLOADS}/schema/variant.schema.json"} <= present
    for link in _links(page):
        if not link.startswith(("http", "downloads/")):
            assert link.endswith(".md"), link  # the other links are pages of the site


def test_cases_jsonl_is_every_given_case_each_valid(site: Path, cases_file: Path) -> None:
    lines = (site / DOWNLOADS / "cases.jsonl").read_text("utf-8").splitlines()
    assert lines == cases_file.read_text("utf-8").splitlines()
    validator = schema_validator("case")
    for line in lines:
        validator.validate(json.loads(line))
    assert {json.loads(line)["kind"] for line in lines} == {"hand", "perft"}


def test_refusals_and_options_validate_against_their_schemas(site: Path) -> None:
    refusals = json.loads((site / DOWNLOADS / "refusals.json").read_text("utf-8"))
    schema_validator("refusals").validate(refusals)
    assert refusals["refusals"], "the corpus checks refusals"
    options = json.loads((site / DOWNLOADS / "options.json").read_text("utf-8"))
    schema_validator("options").validate(options)
    assert options == yaml.safe_load((SPEC / "options.yaml").read_text("utf-8"))


def test_every_schema_is_published_as_it_is_and_is_a_valid_schema(site: Path) -> None:
    published = sorted((site / DOWNLOADS / "schema").rglob("*.schema.json"))
    sources = sorted((SPEC / "schema").rglob("*.schema.json"))
    assert [p.relative_to(site / DOWNLOADS / "schema") for p in published] == \
        [p.relative_to(SPEC / "schema") for p in sources]
    for path, src in zip(published, sources, strict=True):
        assert path.read_bytes() == src.read_bytes()
        data = json.loads(path.read_text("utf-8"))
        jsonschema.Draft202012Validator.check_schema(data)
        assert data == schema(src.relative_to(SPEC / "schema").as_posix().removesuffix(".schema.json"))


def test_the_position_notation_is_the_positions_page(site: Path) -> None:
    assert (site / DOWNLOADS / "positions.txt").read_text("utf-8") == \
        (SPEC / "pages" / "positions.md").read_text("utf-8")


def test_the_links_appear_only_when_project_urls_sets_them(tmp_path: Path) -> None:
    write_kit(tmp_path / "bare", links=Links())
    bare = (tmp_path / "bare" / PAGE).read_text("utf-8")
    assert "http" not in bare
    assert "cases.jsonl" in bare and "](downloads/cases.jsonl)" not in bare  # says how to make it instead
    links = project_links({"Homepage": "https://example.org/five-hundred",
                           "Bug Tracker": "https://example.org/five-hundred/issues"})
    write_kit(tmp_path / "set", links=links)
    page = (tmp_path / "set" / PAGE).read_text("utf-8")
    assert "<https://example.org/five-hundred>" in page
    assert "<https://example.org/five-hundred/issues>" in page


def test_the_links_come_from_the_installed_projects_urls() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert installed_links() == project_links(project.get("urls", {}))


def test_labels_are_read_as_packaging_tools_read_them() -> None:
    assert project_links({"Issue Tracker": "https://x.example/i", "Source": "https://x.example"}) == \
        Links("https://x.example", "https://x.example/i")
    assert project_links({"Documentation": "https://x.example/docs", "Homepage": "not an address"}) == Links()


def test_a_case_that_breaks_the_schema_is_not_published(tmp_path: Path, cases_file: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    good = cases_file.read_text("utf-8").splitlines()
    bad.write_text("\n".join([good[0], json.dumps({"id": "x"}), *good[1:3]]) + "\n", encoding="utf-8")
    with pytest.raises(SiteError, match=r"bad\.jsonl: line 2: \(top\): .*case\.schema\.json"):
        write_kit(tmp_path / "out", cases=bad)
    assert not (tmp_path / "out" / DOWNLOADS / "cases.jsonl").exists()


def _record(rid: str, status: str = "passed", message: str | None = None) -> Record:
    return Record(rid, (), "australian", (), status, message, None, None, None)


def test_the_page_explains_the_three_figures_computed_from_the_cases_and_the_run(tmp_path: Path,
                                                                                 cases_file: Path) -> None:
    hands, perft = hand_cases(), perft_cases()
    pinned = sum(len(c["counts"]) for c in perft)
    records = [_record("tests/test_corpus.py::test_a[australian]"), _record("tests/test_corpus.py::test_b[australian]"),
               _record("tests/test_corpus.py::test_c[american]", "n/a", "not applicable: this row is for australian"),
               *(_record(f"tests/test_hands.py::test_hand[h{i}-deal]") for i in range(3)),
               _record("tests/test_perft.py::test_implementation_gives_the_pinned_count[australian-p-d1]"),
               _record("tests/test_perft.py::test_perft_file_is_valid"),
               _record("tests/test_properties.py::test_x"), _record("tests/test_properties.py::test_y")]
    write_kit(tmp_path, cases=cases_file, links=Links(), records=records)
    page = " ".join((tmp_path / PAGE).read_text("utf-8").split())
    assert f"**`export` writes {len(hands) + len(perft)} cases**: 0 scenarios" in page
    assert f"{len(hands)} recorded hands and {len(perft)} perft positions" in page
    assert f"**`run` makes {len(hands) * 5 + pinned} records of them**" in page
    assert f"({len(hands)} × 5 = {len(hands) * 5}: deal, auction, kitty, play, score)" in page
    assert f"one per pinned count of a perft position ({pinned})" in page
    assert "counts 10 records** for the reference engine" in page
    assert "the 6 records `run` makes (2 scenarios, 3 hand stages, 1 perft counts)" in page
    assert "1 records `n/a` of Examples rows written for another variant" in page
    assert "3 checks of the reference engine that no adapter is asked" in page
    assert "property tests): 1 in `tests/test_perft.py`, 2 in `tests/test_properties.py`." in page


def test_without_cases_or_a_run_the_page_gives_no_figures(tmp_path: Path) -> None:
    write_kit(tmp_path, links=Links())
    assert "Why the figures differ" not in (tmp_path / PAGE).read_text("utf-8")


WHEEL = "five_hundred_rules-0.1.0-py3-none-any.whl"


@pytest.mark.parametrize(("site_url", "address"), [(None, f"./{WHEEL}"),
                                                   ("https://example.org/500/", f"https://example.org/500/{DOWNLOADS}/{WHEEL}")])
def test_the_wheel_is_offered_as_built_with_the_line_that_installs_it(tmp_path: Path, site_url: str | None,
                                                                      address: str) -> None:
    wheel = tmp_path / WHEEL
    wheel.write_bytes(b"PK\x03\x04 the wheel's bytes")
    out = tmp_path / "docs"
    written = write_kit(out, wheel=wheel, site_url=site_url)
    assert Path(DOWNLOADS) / WHEEL in written
    assert (out / DOWNLOADS / WHEEL).read_bytes() == wheel.read_bytes()
    page = (out / PAGE).read_text("utf-8")
    assert f"suite/bin/pip install {address}\n" in page
    assert f"]({DOWNLOADS}/{WHEEL})" in page
    assert "/path/to/checkout    #" not in page, "the install line is the wheel's"


def test_a_file_that_is_not_the_suites_wheel_is_refused_in_one_line(tmp_path: Path) -> None:
    other = tmp_path / "other-1.0-py3-none-any.whl"
    other.write_bytes(b"PK")
    with pytest.raises(SiteError, match="not a wheel of the suite") as caught:
        write_kit(tmp_path / "docs", wheel=other)
    assert "\n" not in str(caught.value)


def test_every_page_ends_with_the_release_it_belongs_to_linked_to_the_changelog(site: Path) -> None:
    from five_hundred_site.releases import CHANGELOG_PAGE
    from five_hundred_suite.cases import CASE_FORMAT
    from five_hundred_suite.catalogue import corpus_version

    pages = sorted(site.rglob("*.md"))
    assert len(pages) > 100
    for page in pages:
        last = page.read_text("utf-8").rstrip("\n").rsplit("\n", 1)[-1]
        assert f"Five Hundred rules {corpus_version()} · case format {CASE_FORMAT} ·" in last, page
        (link,) = re.findall(r"\]\(([^)]+)\)", last)
        assert (page.parent / link).resolve() == (site / CHANGELOG_PAGE).resolve(), page


def test_the_changelog_page_lists_the_cases_withdrawn_since_the_last_release(site: Path, cases_file: Path) -> None:
    from five_hundred_site.releases import CHANGELOG_PAGE
    from five_hundred_suite.releases import released_cases, releases

    page = (site / CHANGELOG_PAGE).read_text("utf-8")
    given = {json.loads(line)["id"] for line in cases_file.read_text("utf-8").splitlines()}
    released = released_cases(releases()[-1])
    gone = sorted(set(released) - given)
    assert gone, "the fixture's cases are a part of the release"
    assert f"## Since {releases()[-1].version}, not released yet" in page
    assert f'??? note "Withdrawn ({len(gone)})"' in page
    assert f"    - `{gone[0]}`" in page
    assert f"## {releases()[-1].version} ({releases()[-1].date})" in page
    assert "| `five_hundred.Reason.THREE_PLAYER_500` | `five_hundred.Reason.REACHED_500` |" in page
