"""Lint benchmark: ``reportgen lint`` against ``pymarkdown scan`` and ``proselint``, same files.

    python benchmarks/lint_vs_peers.py [N_DOCS] [REPEATS]

Generates N_DOCS (default 120) documents with benchmarks/lint_corpus.py into a temporary folder,
then runs each tool as a whole process over all of them (start-up included), REPEATS times
(default 3), and reports the best wall time of each and the ratios. Targets: reportgen at least
10× faster than pymarkdown, and faster than proselint. The peers come from the ``bench`` extra.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lint_corpus import generate

BIN = Path(sys.executable).parent


def _tool(name: str) -> str | None:
    candidate = BIN / name
    return str(candidate) if candidate.exists() else shutil.which(name)


def _reportgen_cmd() -> list[str]:
    exe = _tool("reportgen")
    if exe:
        probe = subprocess.run([exe, "lint", "--help"], capture_output=True, text=True)
        if probe.returncode == 0:
            return [exe, "lint"]
    return [sys.executable, "-m", "reportgen.lint"]


def best_time(cmd: list[str], repeats: int) -> tuple[float, int]:
    best = float("inf")
    code = 0
    for _ in range(repeats):
        start = time.perf_counter()
        proc = subprocess.run(
            cmd, capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"}
        )
        best = min(best, time.perf_counter() - start)
        code = proc.returncode
    return best, code


def main() -> int:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 120
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    with tempfile.TemporaryDirectory() as tmp:
        files = [str(p) for p in generate(Path(tmp), n)]
        tools: dict[str, list[str]] = {"reportgen lint": [*_reportgen_cmd(), tmp]}
        pymarkdown = _tool("pymarkdown")
        if pymarkdown:
            tools["pymarkdown scan"] = [pymarkdown, "scan", *files]
        proselint = _tool("proselint")
        if proselint:
            tools["proselint"] = [proselint, "check", *files]
        # Warm the reference cache and the .pyc files so every tool is measured warm.
        for cmd in tools.values():
            subprocess.run(cmd, capture_output=True)
        times = {}
        for name, cmd in tools.items():
            times[name], code = best_time(cmd, repeats)
            print(
                f"{name:<16} {times[name]:7.3f} s  (exit {code}, {n} documents, best of {repeats})"
            )
    ours = times["reportgen lint"]
    for name in ("pymarkdown scan", "proselint"):
        if name in times:
            print(f"reportgen lint is {times[name] / ours:5.1f}× faster than {name}")
        else:
            print(f"{name}: not installed (pip install '.[bench]')")
    return 0


if __name__ == "__main__":
    sys.exit(main())
