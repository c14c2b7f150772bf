"""How the site shows a status: the status names of a rule, and their icons and marks.

The status names of a record are the harness's own (:class:`five_hundred_suite.results.Status`).
"""

from __future__ import annotations

from five_hundred_suite.results import FAILING

PASSED, FAILED, UNTESTED, NOT_OFFERED = "passed", "failed", "untested", "not offered"
FAILING_STATUSES = FAILING
"""Record statuses that make a rule failing (the harness's own set)."""


def _icon(name: str, kind: str, label: str) -> str:
    """A status icon of the theme's set with its class and its text for screen readers."""
    return f":material-{name}:{{ .status-{kind} role='img' aria-label='{label}' }}"


PASS_ICON = _icon("check-circle", "pass", "passed")
FAIL_ICON = _icon("close-circle", "fail", "failed")
NONE_ICON = _icon("circle-outline", "none", "no result")
"""The marks (✅ ❌ ⚪) as icons of the theme's own set, inlined as SVG, so that they need no emoji font;
each says what it means to a screen reader (``aria-label``), as the colour and shape say it to the eye."""
SKIP_ICON = _icon("skip-next-circle", "none", "skipped")
NA_ICON = _icon("minus-circle-outline", "none", "not applicable")
TIMEOUT_ICON = _icon("timer-sand-complete", "fail", "timed out")
RULE_ICON = {PASSED: PASS_ICON, FAILED: FAIL_ICON, UNTESTED: NONE_ICON, NOT_OFFERED: NA_ICON}
RULE_WORD = {PASSED: "passing", FAILED: "failing", UNTESTED: "untested", NOT_OFFERED: "documented, not offered"}
RULE_MARK = {st: f"{RULE_ICON[st]} {RULE_WORD[st]}" for st in RULE_WORD}
"""A rule's status as its icon and its word."""
SCENARIO_MARK = {PASSED: f"{PASS_ICON} passing", FAILED: f"{FAIL_ICON} failing", UNTESTED: f"{NONE_ICON} not run"}
RECORD_MARK = {"passed": f"{PASS_ICON} passed", "failed": f"{FAIL_ICON} failed", "error": f"{FAIL_ICON} error",
               "timeout": f"{TIMEOUT_ICON} timed out", "skipped": f"{SKIP_ICON} skipped",
               "n/a": f"{NA_ICON} not applicable"}
