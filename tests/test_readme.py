"""The README is a map of one screen: the commands it names are the jobs of ``tasks.py``, the paths it
names exist, and the pages it sends a reader to are on the site.
"""

from __future__ import annotations

import re
from pathlib import Path

from mkdocs.utils.yaml import yaml_load

import tasks

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text("utf-8")
MAX_LINES = 60


def test_the_readme_fits_on_one_screen() -> None:
    assert len(README.splitlines()) <= MAX_LINES


def test_the_readme_opens_with_the_two_commands_and_names_every_job_of_tasks() -> None:
    named = re.findall(r"python3 tasks\.py (\w+)", README)
    assert named[:2] == ["main", "test"], "the README starts with the main job and the tests"
    assert set(named) == set(tasks.JOBS), f"README names {sorted(set(named))}, tasks.py offers {sorted(tasks.JOBS)}"


def test_every_path_the_readme_names_exists() -> None:
    paths = [p for p in re.findall(r"`([\w./-]+/[\w./*-]*)`", README) if not p.startswith(("build/", "/usr/"))]
    assert paths, "the README names the rooms"
    missing = [p for p in paths if not any(ROOT.glob(p.rstrip("/")))]
    assert missing == []


def test_the_pages_the_readme_sends_to_are_on_the_site() -> None:
    nav = yaml_load((ROOT / "mkdocs.yml").read_text("utf-8"))["nav"]

    def pages(entries: object) -> list[str]:
        if isinstance(entries, str):
            return [entries]
        if isinstance(entries, list):
            return [p for e in entries for p in pages(e)]
        if isinstance(entries, dict):
            return [p for v in entries.values() for p in pages(v)]
        return []

    listed = set(pages(nav))
    for page in re.findall(r"`spec/pages/([\w-]+\.md)`", README):
        assert page in listed, f"{page} is not in the nav of mkdocs.yml"
