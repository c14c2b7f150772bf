"""Writing the pages into a folder: the generated and hand-written pages, the static files, the downloads,
the kit, the changelog, Try it and the rule book.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from five_hundred_suite.features import scenario_anchor

from ..kit import write_kit
from ..releases import stamp_pages, write_changelog
from ..rulebook import write_rulebook
from ..search import weigh_pages
from ..trycases import write_case_starts
from ..tryit import write_tryit
from .base import STATIC
from .model import SiteModel
from .page import _Page


@dataclass(frozen=True)
class _Offered:
    """What the *Test your engine* page offers beside its own downloads (:func:`~five_hundred_site.kit.write_kit`)."""

    cases: Path | None
    wheel: Path | None
    site_url: str | None
    corpus: Sequence[dict[str, Any]] = field(default_factory=list)
    """The cases of ``cases``, whose starts the Try it page opens (:mod:`~five_hundred_site.trycases`)."""


def _write(out_dir: Path, generated: dict[str, _Page], hand: dict[str, str], model: SiteModel, pages_dir: Path,
           features_dir: Path, files: dict[str, str | bytes], offered: _Offered) -> list[Path]:
    """Write the pages, the hand-written pages, the static files, ``files`` (path in the site: content; the
    reports' downloads and badges), the kit (``offered``) and the rule book into ``out_dir``.
    """
    written: list[Path] = []
    for name, data in files.items():
        (out_dir / name).parent.mkdir(parents=True, exist_ok=True)
        if isinstance(data, bytes):
            (out_dir / name).write_bytes(data)
        else:
            (out_dir / name).write_text(data, encoding="utf-8")
        written.append(Path(name))
    for name, page in generated.items():
        if name in hand:
            opening = hand[name].rstrip() + "\n\n"
        else:
            opening = f"# {page.title}\n\n" + "\n".join(page.intro) + "\n\n"
        if page.front:
            opening = f"---\n{page.front}\n---\n\n" + opening
        path = out_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        text = opening + "\n".join(page.body).rstrip() + "\n"
        path.write_text(re.sub(r"\n{3,}", "\n\n", text), encoding="utf-8")
        written.append(Path(name))
    for name, text in hand.items():
        if name not in generated:
            (out_dir / name).write_text(text, encoding="utf-8")
            written.append(Path(name))
    for src in sorted(p for p in STATIC.rglob("*") if p.is_file()):
        asset = src.relative_to(STATIC)
        (out_dir / asset).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, out_dir / asset)
        written.append(asset)
    written += write_kit(out_dir, cases=offered.cases, read=offered.corpus if offered.cases else None,
                         records=model.run.records, wheel=offered.wheel,
                         site_url=offered.site_url)
    written += write_changelog(out_dir, offered.cases)
    written += write_tryit(out_dir, hands_root=features_dir.parent)
    homes = {sc.key: (home, scenario_anchor(sc.key)) for sc in model.scenarios
             if (home := model.scenario_home(sc)) is not None}
    written += write_case_starts(out_dir, offered.corpus, homes)
    written += write_rulebook(out_dir, status=lambda rid, v: model.rule_tally(rid, v).status,
                              records=model.run.records, templates=pages_dir / "play", hands_root=features_dir.parent)
    weigh_pages(out_dir, written)
    stamp_pages(out_dir, written)
    return written
