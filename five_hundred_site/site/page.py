"""A page as the writer takes it: its title and lines."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class _Page:
    """A generated page: its title, an opening (replaced by a hand-written page of the same name) and the rest."""

    title: str
    intro: list[str]
    body: list[str]
    front: str = ""
    """YAML front matter (without its ``---`` lines), or empty."""


