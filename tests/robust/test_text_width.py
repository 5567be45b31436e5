"""Text output is wrapped to the terminal's width on a terminal, and left one finding per line
for pipes (editors and CI parse ``file:line:col:`` lines)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from reportgen.lint.api import lint_text
from reportgen.lint.formats import render

from .conftest import HANG_GUARD_S

SLIP = "## 1. Baseline\n\nT* = √(2 × 240 × 9) ≈ 65.7 s.\n"


def test_wrapped_to_the_width_with_the_location_whole() -> None:
    results = [lint_text(SLIP, "docs/design.md")]
    plain = render(results, "text")
    wrapped = render(results, "text", width=60)
    assert any(len(line) > 60 for line in plain.splitlines())
    assert all(len(line) <= 60 or " " not in line.strip() for line in wrapped.splitlines())
    starts = [line for line in wrapped.splitlines() if not line.startswith("    ")]
    findings = [line for line in plain.splitlines() if re.match(r"docs/design\.md:\d+:\d+: ", line)]
    assert len([s for s in starts if s.startswith("docs/design.md:")]) == len(findings)
    assert " ".join(wrapped.split()) == " ".join(plain.split())  # the same words


def test_pipes_get_one_finding_per_line() -> None:
    results = [lint_text(SLIP, "docs/design.md")]
    assert render(results, "text", width=None) == render(results, "text")


def test_the_command_wraps_on_a_terminal(tmp_path: Path) -> None:
    pty = pytest.importorskip("pty")  # POSIX terminals
    doc = tmp_path / "design.md"
    doc.write_text(SLIP, encoding="utf-8")
    leader, follower = pty.openpty()
    env = {**os.environ, "COLUMNS": "60", "REPORTGEN_CACHE_DIR": ""}
    with subprocess.Popen(
        [sys.executable, "-m", "reportgen", "lint", "design.md"],
        cwd=tmp_path,
        stdout=follower,
        stderr=subprocess.DEVNULL,
        env=env,
    ) as process:
        os.close(follower)
        output = b""
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # the terminal closes when the command ends
                break
            if not chunk:
                break
            output += chunk
        process.wait(timeout=HANG_GUARD_S)
    os.close(leader)
    lines = output.decode().replace("\r\n", "\n").splitlines()
    assert lines and all(len(line) <= 60 or " " not in line.strip() for line in lines)
    assert any(line.startswith("    ") for line in lines)
