"""Reading the recorded hands and the site's configuration; writing the rule book's pages."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from five_hundred.datafile import DataFileError, compose_yaml

from five_hundred_suite.catalogue import ROOT, rules, variants
from five_hundred_suite.fixtures import FixtureError, HandFixture, fixture_paths, load_all
from five_hundred_suite.resources import shown

from ..records import Record
from .base import COMPARE_PAGE, QUICK, TEMPLATES, TRY_PAGE, RulebookError
from .cards import SPRITE
from .chapters import expand_template
from .links import RulebookContext, StatusOf
from .replays import hand_page, hands_index
from .scorepage import score_page


@cache
def _fixtures_cached(root: str, stamp: tuple[tuple[str, int], ...]) -> tuple[HandFixture, ...]:
    return tuple(load_all(Path(root)))


def load_hands(root: Path) -> tuple[HandFixture, ...]:
    """Every whole-hand fixture under ``root/features/hands`` (loaded once per set of file versions).

    Raises:
        RulebookError: a fixture that does not load (the fixture's own message).
    """
    paths = fixture_paths(root)
    stamp = tuple((p.as_posix(), p.stat().st_mtime_ns) for p in paths)
    try:
        return _fixtures_cached(str(root), stamp)
    except FixtureError as e:
        raise RulebookError(str(e)) from e


class _ConfigLoader(yaml.SafeLoader):
    """PyYAML's safe loader, reading a tag it does not know (``mkdocs.yml``'s ``!!python/name:...``, ``!ENV``)
    as a string: the tag, then the value of a scalar (nothing of it is imported or run).
    """


def _keep_tag(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> str:
    value = node.value if isinstance(node, yaml.ScalarNode) else ""
    return f"{node.tag} {value}".strip()


_ConfigLoader.add_multi_constructor("", _keep_tag)

SITE_CONFIG = ROOT / "mkdocs.yml"
"""The MkDocs (and Zensical) configuration: the site reads its ``nav``."""


def _config_error(name: str, node: yaml.Node, field: str, problem: str) -> RulebookError:
    return RulebookError(f"{name}:{node.start_mark.line + 1}: {field}: {problem}")


def _check_nav(name: str, node: yaml.Node, field: str) -> None:
    """A nav (or a section of it) is a list whose items are pages (a path or address) or one-key mappings
    ``title: page`` or ``title: [items]``; raises :class:`RulebookError` naming the first item that is not.
    """
    if not isinstance(node, yaml.SequenceNode):
        raise _config_error(name, node, field, "is not a list of pages (each '- page.md' or '- Title: page.md')")
    for i, item in enumerate(node.value):
        here = f"{field}.{i}"
        if isinstance(item, yaml.ScalarNode):
            if item.tag != "tag:yaml.org,2002:str" or not item.value.strip():
                raise _config_error(name, item, here, f"{item.value!r} is not a page (a path such as 'rules/bid.md')")
            continue
        if not isinstance(item, yaml.MappingNode) or len(item.value) != 1:
            raise _config_error(name, item, here, "is neither a page nor one 'Title: page.md' or 'Title: [pages]' pair")
        key, value = item.value[0]
        title = key.value if isinstance(key, yaml.ScalarNode) else ""
        if not isinstance(key, yaml.ScalarNode) or not str(title).strip():
            raise _config_error(name, key, here, "a section's title is missing or is not text")
        if isinstance(value, yaml.ScalarNode):
            if value.tag != "tag:yaml.org,2002:str" or not value.value.strip():
                raise _config_error(name, value, f"{here}.{title}", f"{value.value!r} is not a page (a path such as "
                                    "'rules/bid.md')")
        else:
            _check_nav(name, value, f"{here}.{title}")


def read_site_config(config: Path = SITE_CONFIG) -> dict[str, Any]:
    """``mkdocs.yml`` read by the project's YAML reader (:func:`five_hundred.datafile.compose_yaml`) with tags of
    other programs kept as strings, and its ``nav`` checked; ``{}`` when there is no such file.

    Raises:
        RulebookError: one line ``mkdocs.yml:LINE: FIELD: PROBLEM``: a file that is not UTF-8 YAML or that the
            reader refuses (a key given twice, an alias), settings that are not a mapping, or a ``nav`` that is
            not a list of pages and titled sections.
    """
    if not config.is_file():
        return {}
    name = shown(config)
    try:
        node, data = compose_yaml(config, name=name, loader=_ConfigLoader)
    except DataFileError as e:
        problem = e.problem.split(": ", 1)[1] if e.field else e.problem
        field = ".".join(str(f) for f in e.field) or "(top)"
        raise RulebookError(f"{e.file}:{e.line}: {field}: {problem}") from None
    if node is None or not isinstance(node, yaml.MappingNode) or not isinstance(data, dict):
        raise RulebookError(f"{name}:{node.start_mark.line + 1 if node is not None else 1}: (top): is not a mapping "
                            "of settings ('site_name: ...', 'nav: ...')")
    for key, value in node.value:
        if isinstance(key, yaml.ScalarNode) and key.value == "nav":
            _check_nav(name, value, "nav")
    return data


def _nav_pages(nav: Any) -> Iterator[str]:
    """Every page a nav (or a part of it) lists, depth first."""
    if isinstance(nav, str):
        yield nav
    elif isinstance(nav, list):
        for item in nav:
            yield from _nav_pages(item)
    elif isinstance(nav, dict):
        for item in nav.values():
            yield from _nav_pages(item)


def nav_lists(page: str, config: Path = SITE_CONFIG) -> bool:
    """Whether the nav of ``mkdocs.yml`` lists ``page`` (e.g. ``variants/compare.md``).

    Raises:
        RulebookError: ``mkdocs.yml`` cannot be read (see :func:`read_site_config`).
    """
    return page in _nav_pages(read_site_config(config).get("nav"))


def write_rulebook(out_dir: Path, *, status: StatusOf, records: Sequence[Record] = (),
                   templates: Path = TEMPLATES, hands_root: Path | None = ROOT) -> list[Path]:
    """Write the pages of the rule book into ``out_dir`` and return them (relative to ``out_dir``).

    Args:
        status: the status of a rule, overall or for a variant (from the latest results).
        records: the records of the latest results (for the marks of the hand replays).
        templates: the how-to-play templates, ``<variant>.md`` each.
        hands_root: the checkout whose ``features/hands`` holds the fixtures (``None``: no replays).

    Raises:
        RulebookError: a template naming an unknown rule, card, bid, seat,
            hand or placeholder (with its file and line), a trick whose winner
            is wrong, a template for an unknown variant, or a fixture that
            does not load.
    """
    hands = load_hands(hands_root) if hands_root is not None else ()
    found = sorted(templates.glob("*.md")) if templates.is_dir() else []
    ctx = RulebookContext(status, records, hands, nav_lists(COMPARE_PAGE) and (out_dir / COMPARE_PAGE).is_file(),
                          frozenset(p.stem for p in found), try_page=(out_dir / TRY_PAGE).is_file())
    pages: dict[str, str] = {}
    for path in found:
        if path.stem not in variants():
            raise RulebookError(f"{path}: no variant {path.stem!r} in spec/variants")
        ctx.shown_examples = set()
        pages[f"play/{path.stem}.md"] = expand_template(path, path.stem, ctx)
    quick = sorted((templates / QUICK).glob("*.md")) if (templates / QUICK).is_dir() else []
    for path in quick:
        if path.stem not in variants():
            raise RulebookError(f"{path}: no variant {path.stem!r} in spec/variants")
        ctx.shown_examples = set(rules())  # a summary on one page: the examples stay on the how-to-play page
        pages[f"play/{path.stem}-{QUICK}.md"] = expand_template(path, path.stem, ctx)
    ctx.shown_examples = set()
    pages["scoring/table.md"] = score_page(ctx)
    for fx in hands:
        pages[f"hands/{fx.id}.md"] = hand_page(fx, ctx)
    pages["hands/index.md"] = hands_index(hands, ctx)
    written = []
    for name, text in pages.items():
        path = out_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(Path(name))
    for page in sorted(out_dir.rglob("*.md")):
        text = page.read_text(encoding="utf-8")
        if 'href="#rb-' in text and 'class="rb-sprite"' not in text:
            page.write_text(text.rstrip() + "\n\n" + SPRITE + "\n", encoding="utf-8")
    return written
