"""``tasks.py`` runs the lint and the type check beside the tests: their output is shown after the tests', and
a failure of either fails the job as a failing test does."""

from __future__ import annotations

import sys

import pytest

import tasks

OK = (sys.executable, "-c", "print('checked')")
BAD = (sys.executable, "-c", "import sys; print('one problem'); sys.exit(3)")


def test_the_checks_output_follows_the_tests_and_all_passing_passes(capfd: pytest.CaptureFixture[str]) -> None:
    tasks.run_beside((OK, OK), sys.executable, "-c", "print('tests ran')")
    out = capfd.readouterr().out
    assert out.index("tests ran") < out.index("checked")
    assert out.count("\nchecked\n") == 2


def test_a_failing_check_fails_the_job_after_the_tests_ran(capfd: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        tasks.run_beside((OK, BAD), sys.executable, "-c", "print('tests ran')")
    assert stopped.value.code == 3
    out = capfd.readouterr().out
    assert "tests ran" in out and "one problem" in out


def test_failing_tests_fail_the_job_with_their_status_even_when_the_checks_pass() -> None:
    with pytest.raises(SystemExit) as stopped:
        tasks.run_beside((OK,), sys.executable, "-c", "import sys; sys.exit(1)")
    assert stopped.value.code == 1
