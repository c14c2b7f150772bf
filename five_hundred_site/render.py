"""Templates of the pages (``templates/*.md.j2`` and ``templates/*.html.j2``) and the Markdown escaping they use.

Markdown templates are not autoescaped (their text is Markdown); every plain text they take goes through
the ``md`` filter (:func:`md_text`), and every table cell through ``cell`` (:func:`md_cell`). HTML templates
(``*.html.j2``) are autoescaped.
"""

from __future__ import annotations

from typing import Any

import jinja2

_ESCAPE = str.maketrans({c: "\\" + c for c in "\\`*_[]{}"} | {"<": "&lt;", ">": "&gt;"})


def md_text(text: str) -> str:
    r"""Plain text made safe as inline Markdown: white space runs made one space, Markdown's marks escaped.

    >>> md_text("a_b  <c>\n[d]")
    'a\\_b &lt;c&gt; \\[d\\]'
    """
    return " ".join(text.split()).translate(_ESCAPE)


def md_cell(text: str) -> str:
    r"""Markdown made safe inside a table cell (a ``|`` escaped).

    >>> md_cell("a | b")
    'a \\| b'
    """
    return text.replace("|", "\\|")


ENV = jinja2.Environment(
    loader=jinja2.PackageLoader("five_hundred_site", "templates"),
    autoescape=jinja2.select_autoescape(enabled_extensions=("html.j2",), default_for_string=False),
    undefined=jinja2.StrictUndefined,
    keep_trailing_newline=True,
    trim_blocks=True,
    lstrip_blocks=True,
    comment_start_string="{##",  # Markdown's attribute lists begin with "{#" (e.g. "## Sources {#sources}")
    comment_end_string="##}",
)
ENV.filters["md"] = md_text
ENV.filters["cell"] = md_cell
ENV.filters["code"] = lambda text: f"`{text}`"


def render(template: str, **values: Any) -> str:
    """The template ``templates/<template>`` filled with ``values``.

    Raises:
        jinja2.TemplateNotFound: no such template.
        jinja2.UndefinedError: the template uses a value it was not given.
    """
    return ENV.get_template(template).render(**values)
