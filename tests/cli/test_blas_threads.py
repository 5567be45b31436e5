"""``simulate`` imports numpy with a one-thread BLAS (it does no linear algebra), unless the
user chose a thread count, and leaves no trace of it in the environment (issue 14, start-up)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

_RUN = (
    "import os, sys\n"
    "from reportgen.cli import main\n"
    "code = main(sys.argv[1:])\n"
    "tasks = len(os.listdir('/proc/self/task'))\n"
    "print(tasks, os.environ.get('OPENBLAS_NUM_THREADS'))\n"
    "sys.exit(code)\n"
)


def _simulate(tmp_path: Path, **env: str) -> tuple[str, str]:
    """(what simulate printed, "THREADS OPENBLAS_NUM_THREADS" after it) in a fresh interpreter."""
    environ = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    scenario = str(REPO / "inputs" / "exercise.yaml")
    done = subprocess.run(
        [sys.executable, "-c", _RUN, "simulate", scenario, "--trials", "50", "--format", "json"],
        capture_output=True,
        text=True,
        cwd=REPO,
        env={**environ, "REPORTGEN_CACHE_DIR": str(tmp_path / "cache"), **env},
        check=True,
    )
    *printed, last = done.stdout.splitlines()
    return "\n".join(printed), last


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="counts threads in /proc")
def test_simulate_starts_no_blas_threads_and_leaves_the_environment_as_it_was(
    tmp_path: Path,
) -> None:
    out, after = _simulate(tmp_path)
    assert after == "1 None"  # the main thread only; the variable removed again
    chosen, after_chosen = _simulate(tmp_path, OPENBLAS_NUM_THREADS="2")
    assert after_chosen.split()[1] == "2"  # the user's value is theirs
    assert chosen == out  # and the results do not depend on it


def test_no_blas_threads_keeps_a_value_the_user_set(monkeypatch: pytest.MonkeyPatch) -> None:
    import numpy  # noqa: F401

    from reportgen.cli._common import no_blas_threads

    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "3")
    with no_blas_threads():
        assert os.environ["OPENBLAS_NUM_THREADS"] == "3"
    assert os.environ["OPENBLAS_NUM_THREADS"] == "3"
    monkeypatch.delenv("OPENBLAS_NUM_THREADS")
    with no_blas_threads():  # numpy is imported already here: nothing to limit
        assert "OPENBLAS_NUM_THREADS" not in os.environ
