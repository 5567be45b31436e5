"""Grading throughput: 1,000 submissions with --jobs 1 and --jobs 2, submissions per second.

Runs the real command (``python -m reportgen grade DIR --scenario inputs/exercise.yaml
--format csv``) as a whole process, so start-up, scenario loading and the worker pool count.

    python benchmarks/grade_throughput.py [--count 1000] [--jobs 1 2]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).parent))

from grade_generate import generate  # noqa: E402


def run(folder: Path, jobs: int) -> tuple[float, str]:
    command = [
        sys.executable,
        "-m",
        "reportgen",
        "grade",
        str(folder),
        "--scenario",
        str(ROOT / "inputs" / "exercise.yaml"),
        "--format",
        "csv",
        "--jobs",
        str(jobs),
    ]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=True)
    return time.perf_counter() - start, done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "subs"
        generate(folder, args.count)
        outputs = {}
        print(f"{args.count} submissions, {os.cpu_count()} CPUs")
        for jobs in args.jobs:
            seconds, out = run(folder, jobs)
            outputs[jobs] = out
            print(f"--jobs {jobs}: {seconds:6.1f} s  {args.count / seconds:6.1f} submissions/s")
        first = next(iter(outputs.values()))
        same = all(out == first for out in outputs.values())
        print("outputs identical across --jobs:", same)


if __name__ == "__main__":
    main()
