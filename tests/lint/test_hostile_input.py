"""Hostile documents lint in linear time: no quadratic scans over long unpunctuated text.

Not a speed test: the timeouts are ~30x what the linear code needs on a slow machine and are
there to turn a hang (the quadratic versions took minutes) into a failure.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

HOSTILE = {
    # 240 kB paragraph of quantities with no clause break: each quantity's clause used to reach
    # back to the start of the paragraph, and each match was checked against every earlier one.
    "quantities-without-punctuation.md": "# 1. Interval\n\n" + "a 3 s " * 40_000 + "\n",
    "percent-run.md": "# 3. Spot\n\n" + "1%" * 20_000 + "\n",
    "digit-run.md": "# 1. Interval\n\n" + "1" * 40_000 + " s\n",
    "deep-list.md": "".join("  " * i + "- item\n" for i in range(900)),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_document_is_linted_not_hung(name: str, tmp_path: Path) -> None:
    path = tmp_path / name
    path.write_text(HOSTILE[name], encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "reportgen", "lint", str(path), "--no-cache", "--format", "json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode in (0, 1), proc.stderr
    assert '"files"' in proc.stdout
