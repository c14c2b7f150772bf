"""Templates of the pages (``templates/*.md.j2`` and ``templates/*.html.j2``) and the Markdown escaping they use.

Markdown templates are not autoescaped (their text is Markdown); every plain text they take goes through
the ``md`` filter (:func:`md_text`), and every table cell through ``cell`` (:func:`md_cell`). HTML templates
(``*.html.j2``) are autoescaped.
"""

from __future__ import annotations

from typing import Any

import jinja2

# The Markdown escaping is the harness's (its report template uses it too): one definition for both.
from five_hundred_suite.report import md_cell, md_text

__all__ = ["ENV", "md_cell", "md_text", "render"]

ENV = jinja2.Environment(
    loader=jinja2.PackageLoader("five_hundred_site", "templates"),
    autoescape=jinja2.select_autoescape(enabled_extensions=("html.j2",), default_for_string=False),
    undefined=jinja2.StrictUndefined,
    keep_trailing_newline=True,
    trim_blocks=True,
    lstrip_blocks=True,
    comment_start_string="{##",  # Markdown's attribute lists begin with "{#" (e.g. "## Sources {#sources}")
    comment_end_string="##}",
    auto_reload=False,  # the templates do not change while the pages are written: no stat of the file at each use
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
