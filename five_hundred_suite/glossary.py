"""The glossary of steps for scenario writers (``spec/pages/steps.md``): every step phrase the
corpus may use, what it does, and a real line of the corpus that uses it; then the named deals
and positions (``features/deals.yaml``) with the feature files that use them.

The step definitions are read from the source of ``tests/steps/*.py`` (their decorators and
docstrings), not imported, so the harness does not depend on its tests. Each phrase is matched
against the corpus with the parser pytest-bdd uses (``parse`` formats with the custom types of
``tests/steps/__init__.py``, regular expressions, plain strings), so an example is a line the
definition really matches. Both tables are generated parts of the page (:mod:`.docgen`).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gherkin.parser import Parser

from .deals import Named, named
from .resources import FEATURES, STEPS, shown

KINDS = ("given", "when", "then")


class GlossaryError(ValueError):
    """A step definition the glossary cannot describe: no docstring, or a phrase it cannot read
    (the message names the file and line).
    """


@dataclass(frozen=True)
class StepDefinition:
    """One step definition: its keyword (``given``, ``when``, ``then``), its phrase as written
    (placeholders ``{name}`` or ``{name:Type}``), the first line of its docstring, whether it takes
    a data table or a doc string, where it is defined and a test of whether a step text matches it.
    ``doc`` is the docstring's first paragraph on one line, in Markdown.
    """

    kind: str
    phrase: str
    doc: str
    argument: str | None
    where: str
    matches: Callable[[str], bool]


@dataclass(frozen=True)
class Use:
    """A step line of the corpus: keyword, text (an outline's placeholders filled from one of its
    Examples rows: one use per distinct text), the text as written, the file and the scenario it is in.
    """

    kind: str
    text: str
    written: str
    file: str
    scenario: str


class _Typed:
    """A ``parse`` converter that keeps the text and matches only ``pattern``."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern

    def __call__(self, text: str) -> str:
        return text


def _constants(tree: ast.Module) -> dict[str, str]:
    """The module-level string constants of a step module (pieces of regular expressions)."""
    out: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = _string(node.value, out)
            if value is not None:
                out[node.targets[0].id] = value
    return out


def _string(node: ast.expr, names: dict[str, str]) -> str | None:
    """The text of a string expression made of literals, known names and ``+`` (else ``None``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return names.get(node.id)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _string(node.left, names), _string(node.right, names)
        return None if left is None or right is None else left + right
    return None


def step_types(steps: Path = STEPS) -> dict[str, str]:
    """The custom placeholder types of ``steps/__init__.py`` (``TYPES``): name -> regular expression."""
    tree = ast.parse((steps / "__init__.py").read_text("utf-8"))
    for node in tree.body:
        if (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name) and node.targets[0].id == "TYPES"
                and isinstance(node.value, ast.Dict)):
            out = {}
            for k, v in zip(node.value.keys, node.value.values, strict=True):
                if isinstance(k, ast.Constant) and isinstance(v, ast.Call) and v.args:
                    pattern = _string(v.args[0], {})
                    if pattern is not None:
                        out[str(k.value)] = pattern
            return out
    return {}


def _readable(regex: str) -> str:
    """A regular-expression step as a phrase: each named group ``(?P<x>...)`` as ``{x}``, escapes undone."""
    out, i = "", 0
    while i < len(regex):
        if regex.startswith("(?P<", i):
            name = regex[i + 4:regex.index(">", i)]
            depth, j = 0, i
            while True:
                if regex[j] == "\\":
                    j += 2
                    continue
                depth += {"(": 1, ")": -1}.get(regex[j], 0)
                j += 1
                if depth == 0:
                    break
            out, i = out + "{" + name + "}", j
        elif regex[i] == "\\":
            out, i = out + regex[i + 1], i + 2
        else:
            out, i = out + regex[i], i + 1
    return out


def _matcher(style: str, text: str, types: dict[str, str]) -> Callable[[str], bool]:
    """Whether a step text matches the phrase, decided by pytest-bdd's own parser of that style (imported here:
    the site and the commands that import this module never match a step, and pytest is slow to import).
    """
    from pytest_bdd import parsers

    if style == "re":
        return parsers.re(text).is_matching
    if style == "parse":
        return parsers.parse(text, extra_types={k: _Typed(v) for k, v in types.items()}).is_matching
    return parsers.string(text).is_matching


def definitions(steps: Path = STEPS) -> list[StepDefinition]:
    """Every step definition of the ``*.py`` files of ``steps``, in file order.

    Raises:
        GlossaryError: a definition has no docstring, or its phrase is not a string the glossary can read.
    """
    types = step_types(steps)
    out: list[StepDefinition] = []
    for path in sorted(steps.glob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        names = _constants(tree)
        for node in tree.body:
            if not isinstance(node, ast.FunctionDef):
                continue
            for deco in node.decorator_list:
                if not (isinstance(deco, ast.Call) and isinstance(deco.func, ast.Name) and deco.func.id in KINDS):
                    continue
                where = f"{shown(path)}:{deco.lineno}"
                arg = deco.args[0] if deco.args else None
                style, text = "string", _string(arg, names) if arg is not None else None
                if isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute) and arg.args:
                    style, text = arg.func.attr, _string(arg.args[0], names)
                if text is None or style not in ("string", "parse", "re"):
                    raise GlossaryError(f"{where}: a step phrase the glossary cannot read")
                doc = ast.get_docstring(node)
                if not doc:
                    raise GlossaryError(f"{where}: the step {text!r} has no docstring; say in one line what it does")
                params = {a.arg for a in node.args.args}
                argument = "a data table" if "datatable" in params else "a doc string" if "docstring" in params else None
                summary = " ".join(doc.strip().split("\n\n")[0].split()).replace("``", "`")
                out.append(StepDefinition(deco.func.id, _readable(text) if style == "re" else text, summary,
                                          argument, where,
                                          _matcher(style, text, types)))
    return out


def _children(children: list[dict[str, Any]], name: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Each step of a feature with the scenario it is in (a Background's steps are in their own)."""
    for child in children:
        if "rule" in child:
            yield from _children(child["rule"]["children"])
        elif "background" in child:
            yield from (("Background", st) for st in child["background"]["steps"])
        elif "scenario" in child:
            sc = child["scenario"]
            rows: list[dict[str, str]] = []
            for ex in sc.get("examples", []):
                header = [c["value"] for c in ex["tableHeader"]["cells"]] if ex.get("tableHeader") else []
                rows += [dict(zip(header, [c["value"] for c in r["cells"]], strict=True)) for r in ex["tableBody"]]
            for st in sc["steps"]:
                texts = []
                for row in rows or [{}]:
                    filled = st["text"]
                    for k, v in row.items():
                        filled = filled.replace(f"<{k}>", v)
                    texts.append(filled)
                yield str(sc["name"]), {**st, "filled": list(dict.fromkeys(texts))}


def uses(features: Path = FEATURES) -> list[Use]:
    """Every step line of the feature files under ``features``, in file order."""
    out: list[Use] = []
    for path in sorted(features.rglob("*.feature")):
        doc: Any = Parser().parse(path.read_text("utf-8"))
        file = path.relative_to(features.parent).as_posix()
        kind = "given"
        for scenario, st in _children((doc.get("feature") or {}).get("children", [])):
            word = st["keyword"].strip().lower()
            kind = word if word in KINDS else kind
            out += [Use(kind, text, st["text"], file, scenario) for text in st.get("filled", [st["text"]])]
    return out


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _code(text: str) -> str:
    """``text`` as inline code in a table cell (a bar inside code does not end the cell in
    Python-Markdown's tables, so it stays as it is; backticks are fenced by a longer run).
    """
    fence = "``" if "`" in text else "`"
    pad = " " if "`" in text else ""
    return f"{fence}{pad}{text.replace(chr(10), ' ')}{pad}{fence}"


def steps_table(steps: Path = STEPS, features: Path = FEATURES) -> str:
    """The glossary: the placeholder types (``tests/steps/__init__.py``), then one table per keyword,
    a row per step definition: the phrase, what it does
    (its docstring's first paragraph; the data table or doc string it takes) and the first line of
    the corpus it matches, with its file and scenario (a line without outline placeholders when there
    is one, else an outline's line filled from the first row that matches; a definition no scenario
    uses says so).

    Raises:
        GlossaryError: see :func:`definitions`.
    """
    found = definitions(steps)
    lines = uses(features)
    out: list[str] = ["", "| Placeholder | Stands for (a regular expression) |", "|---|---|",
                      "| `{name}` | any text (inside quotes: up to the closing quote) |",
                      "| `{name:d}` | a whole number |", "| `{name:w}` | a word (letters, digits, `_`) |"]
    out += [f"| `{{name:{t}}}` | {_code(pattern)} |" for t, pattern in step_types(steps).items()]
    for kind in KINDS:
        out += ["", f"### {kind.capitalize()}", "",
                "| Step | What it does | Example from the corpus |", "|---|---|---|"]
        for d in (d for d in found if d.kind == kind):
            used_by = [u for u in lines if u.kind == kind and d.matches(u.text)]
            example = next((u for u in used_by if u.written == u.text), used_by[0] if used_by else None)
            what = d.doc + (f" Takes {d.argument}." if d.argument else "")
            if example is None:
                used = "(no scenario uses it at present)"
            else:
                used = (f"{_code(f'{kind.capitalize()} {example.text}')}<br>{_cell(example.file)}, "
                        f"*{_cell(example.scenario)}*")
            out.append(f"| {_code(f'{kind.capitalize()} {d.phrase}')} | {_cell(what)} | {used} |")
    return "\n".join(out[1:]) + "\n"


_NAMED = re.compile(r'^the (?P<what>deal|position) "(?P<name>[^"]+)"$')


def named_table(features: Path = FEATURES, defined: Named | None = None) -> str:
    """The named deals and positions of ``features/deals.yaml``: each name, what it is, its cards
    (a deal's hands and kitty, a position's one-line text) and the feature files whose steps name it
    (with how many step lines do).
    """
    defined = defined or named()
    count: dict[tuple[str, str], dict[str, int]] = {}
    for u in uses(features):
        if u.kind == "given" and (m := _NAMED.match(u.written)):
            where = count.setdefault((m["what"], m["name"]), {})
            where[u.file] = where.get(u.file, 0) + 1

    def used(what: str, name: str) -> str:
        return "<br>".join(f"{_cell(f)} ({n})" for f, n in sorted(count.get((what, name), {}).items()))

    out = ["| Deal | What to know | Cards | Used in (step lines) |", "|---|---|---|---|"]
    for d in defined.deals.values():
        s = d.setup
        cards = "<br>".join([f"dealer {s['dealer']}",
                             *(f"{seat} {' '.join(c)}" for seat, c in s["hands"].items()),
                             f"kitty {' '.join(s['kitty'])}"])
        out.append(f"| `{d.name}` | {_cell(d.about)} | {cards} | {used('deal', d.name)} |")
    out += ["", "| Position | What to know | Text | Used in (step lines) |", "|---|---|---|---|"]
    for p in defined.positions.values():
        out.append(f"| `{p.name}` | {_cell(p.about)} | {_code(p.text)} | {used('position', p.name)} |")
    return "\n".join(out) + "\n"
