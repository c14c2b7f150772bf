"""The site's error: inputs it cannot use."""

from __future__ import annotations


class SiteError(ValueError):
    """The inputs of the site disagree: an unknown rule ID, variant or source, or an unreadable file.

    ``str()`` is one line naming the file (and the field or line).
    """
