"""Helpers for the promises under hostile input: run the real command in a child process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXERCISE = REPO / "inputs" / "exercise.yaml"
HANG_GUARD_S = 120
"""Not a time being measured: a run still going after this long is taken as a hang."""


def run_reportgen(
    *args: str | os.PathLike[str],
    cwd: Path,
    env: dict[str, str | None] | None = None,
    stdout: object = subprocess.PIPE,
) -> subprocess.CompletedProcess[str]:
    """``reportgen ARGS`` in a fresh interpreter (its own cache folder unless ``env`` says; a
    variable given as None is unset)."""
    full_env = {**os.environ, "REPORTGEN_CACHE_DIR": str(cwd / ".cache-for-test")}
    full_env.pop("COLUMNS", None)
    for name, value in (env or {}).items():  # None: the variable is unset
        if value is None:
            full_env.pop(name, None)
        else:
            full_env[name] = value
    return subprocess.run(
        [sys.executable, "-m", "reportgen", *map(str, args)],
        cwd=cwd,
        env=full_env,
        stdout=stdout,  # type: ignore[arg-type]
        stderr=subprocess.PIPE,
        text=True,
        timeout=HANG_GUARD_S,
        check=False,
    )


def assert_no_traceback(result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stderr, result.stderr
    assert "Traceback" not in (result.stdout or ""), result.stdout


@pytest.fixture
def work(tmp_path: Path) -> Path:
    return tmp_path
