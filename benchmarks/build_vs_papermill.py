"""Time ``reportgen build`` against papermill running a one-cell T* notebook, as whole processes.

The tool a user would otherwise reach for is a notebook: ``tstar_notebook.ipynb`` computes only
Young's ``T* = sqrt(2·C·M)`` in one cell (plus papermill's parameters cell). In the same run,
interleaved so that any drift in the machine's speed hits all three alike, this script times:

* **fresh build**: ``reportgen build inputs/exercise.yaml --out TMP/fresh-i`` into an empty folder:
  the complete design document (all seven answers, the recommendation, the Monte-Carlo run, the
  three SVG plots, the assumptions) and the comparison page;
* **papermill**: ``python -m papermill tstar_notebook.ipynb out.ipynb -p C 240 -p M 32400``;
* **no-change rebuild**: ``reportgen build inputs --out TMP/all`` of every shipped scenario into
  a folder that an untimed first build already filled; it must leave every file untouched.

Each is a whole process (interpreter start, imports, kernel start for papermill), as a user or
CI job runs it. Prints the median wall times and the ratios as a Markdown table (or JSON).

    pip install ".[bench]"
    python benchmarks/build_vs_papermill.py [--repeats 5] [--format json]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
NOTEBOOK = HERE / "tstar_notebook.ipynb"
EXERCISE = ROOT / "inputs" / "exercise.yaml"
INPUTS = ROOT / "inputs"


def _reportgen() -> list[str]:
    """The installed console script next to this interpreter, else ``python -m reportgen``."""
    script = Path(sys.executable).with_name("reportgen")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "reportgen"]


def _papermill(output: Path) -> list[str]:
    """The notebook with the exercise's C = 240 s and M = 9 h = 32,400 s."""
    params = ["-p", "C", "240", "-p", "M", "32400"]
    return [sys.executable, "-m", "papermill", str(NOTEBOOK), str(output), *params]


def _timed(cmd: Sequence[str], cwd: Path) -> float:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} exited {done.returncode}:\n{done.stderr}")
    return elapsed


def _tree_digest(folder: Path) -> str:
    """Names, contents and modification times of every file: a no-change rebuild keeps all."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(path.relative_to(folder).as_posix().encode())
        digest.update(path.read_bytes())
        digest.update(str(path.stat().st_mtime_ns).encode())
    return digest.hexdigest()


def run(repeats: int) -> dict[str, object]:
    reportgen = _reportgen()
    times: dict[str, list[float]] = {"fresh build": [], "papermill": [], "no-change rebuild": []}
    with tempfile.TemporaryDirectory(prefix="reportgen-bench-") as tmp_name:
        tmp = Path(tmp_name)
        everything = tmp / "all"
        # Untimed warm-up: fills the rebuild folder, and the OS page cache for every tool.
        _timed([*reportgen, "build", str(INPUTS), "--out", str(everything)], tmp)
        _timed(_papermill(tmp / "warm.ipynb"), tmp)
        before = _tree_digest(everything)
        for i in range(repeats):
            fresh = tmp / f"fresh-{i}"
            times["fresh build"].append(
                _timed([*reportgen, "build", str(EXERCISE), "--out", str(fresh)], tmp)
            )
            shutil.rmtree(fresh)
            times["papermill"].append(_timed(_papermill(tmp / f"out-{i}.ipynb"), tmp))
            times["no-change rebuild"].append(
                _timed([*reportgen, "build", str(INPUTS), "--out", str(everything)], tmp)
            )
        untouched = _tree_digest(everything) == before
    medians = {name: statistics.median(values) for name, values in times.items()}
    return {
        "repeats": repeats,
        "scenarios_rebuilt": len(list(INPUTS.glob("*.yaml"))),
        "python": sys.version.split()[0],
        "seconds": times,
        "median_s": medians,
        "fresh_build_over_papermill": medians["fresh build"] / medians["papermill"],
        "rebuild_over_papermill": medians["no-change rebuild"] / medians["papermill"],
        "rebuild_left_files_untouched": untouched,
    }


def markdown(result: dict[str, object]) -> str:
    medians = result["median_s"]
    assert isinstance(medians, dict)
    paper = medians["papermill"]
    lines = [
        f"Median of {result['repeats']} runs each, whole processes, Python {result['python']}.",
        "",
        "| run | median wall time | ÷ papermill |",
        "|---|---:|---:|",
    ]
    for name, label in (
        ("fresh build", "`reportgen build inputs/exercise.yaml` (fresh, full report)"),
        ("papermill", "papermill, one-cell T* notebook"),
        (
            "no-change rebuild",
            f"`reportgen build inputs` no-change rebuild ({result['scenarios_rebuilt']} scenarios)",
        ),
    ):
        lines.append(f"| {label} | {medians[name]:.3f} s | {medians[name] / paper:.2f} |")
    untouched = "yes" if result["rebuild_left_files_untouched"] else "NO"
    lines += ["", f"No-change rebuild left every file untouched: {untouched}."]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=5, help="timed runs of each (default 5)")
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown")
    args = parser.parse_args(argv)
    if args.repeats < 1:
        parser.error("--repeats must be at least 1")
    result = run(args.repeats)
    if args.format == "json":
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
    else:
        sys.stdout.write(markdown(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
