"""CPU time of ``reportgen``'s start-up against ``python -c pass``, in the same run.

Issue 14, start-up row: ``reportgen plan``, ``reportgen simulate`` (a small trial count) and
``reportgen lint --scenario inputs/exercise.yaml DOC.md`` should each take at most 0.15 s of CPU
as a whole process; the floor is the interpreter alone (``python -c pass``). CPU time (user +
system of the child, from :func:`resource.getrusage`) rather than wall time, because the
machine is shared: other processes lengthen the wall clock, not the CPU a command uses. Each
command runs ``--repeat`` times, the runs interleaved, and the minimum is reported (the least
disturbed run: caches and frequency scaling only ever add time).

``simulate`` draws its trials with numpy, so its floor is higher: ``python -c 'import
numpy.random'`` is timed too, and again with ``OPENBLAS_NUM_THREADS=1``, as ``simulate`` imports
it (it does no linear algebra, so it does not start OpenBLAS's thread pool: see
``reportgen.cli._common.no_blas_threads``).

The lint command runs against a document it has not seen before in a warm cache directory
(``REPORTGEN_CACHE_DIR`` is a fresh temporary folder, filled once by a first, untimed run of
another document), which is the everyday case: a CI job linting a changed document against a
named scenario; ``plan`` and ``simulate`` run on a scenario they have seen (the cache filled by
one untimed run). The rows marked "cache off" run with ``REPORTGEN_CACHE_DIR=""``: the first
run on a new or edited scenario. Bytecode is compiled first, as ``pip install`` leaves it.

    python benchmarks/startup.py [--repeat 15] [--baseline OTHER_VENV/bin/python]
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "inputs" / "exercise.yaml"
TARGET_S = 0.15


def _cpu_seconds(argv: list[str], env: dict[str, str], cwd: str) -> float:
    """User + system CPU seconds of one child process running ``argv`` to completion."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    completed = subprocess.run(
        argv, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if completed.returncode not in (0, 1):  # lint exits 1 on findings
        raise SystemExit(f"{' '.join(argv)} failed:\n{completed.stderr.decode()}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _package_dir(python: str, cwd: str) -> str:
    """Where ``python`` imports reportgen from (run in ``cwd``, as the timed commands are)."""
    out = subprocess.run(
        [python, "-c", "import os, reportgen; print(os.path.dirname(reportgen.__file__))"],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout.strip()


def _commands(python: str, docs: list[Path]) -> dict[str, Any]:
    """Name → argv (or a function of the run's index, for a document new to each run)."""
    rg = [python, "-m", "reportgen"]
    scenario = str(SCENARIO)
    return {
        "plan SCENARIO --format json": [*rg, "plan", scenario, "--format", "json"],
        "plan --mtbf 9h --write-time 240s": [*rg, "plan", "--mtbf", "9h", "--write-time", "240s"],
        "simulate SCENARIO --trials 200": [*rg, "simulate", scenario, "--trials", "200"],
        "lint --scenario SCENARIO DOC.md (new doc)": lambda run: [
            *rg,
            "lint",
            "--scenario",
            scenario,
            str(docs[run]),
        ],
        "lint --scenario SCENARIO DOC.md, cache off": [
            *rg,
            "lint",
            "--scenario",
            scenario,
            str(docs[0]),
        ],
        "plan SCENARIO --format json, cache off": [*rg, "plan", scenario, "--format", "json"],
        "simulate SCENARIO --trials 200, cache off": [*rg, "simulate", scenario, "--trials", "200"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument(
        "--baseline",
        metavar="PYTHON",
        help="also time the commands with this interpreter's reportgen (e.g. a venv of an "
        "older checkout), in the same interleaved runs",
    )
    args = parser.parse_args()
    pythons = {"now": sys.executable}
    if args.baseline:
        pythons = {"before": args.baseline, **pythons}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for python in pythons.values():
            # Bytecode as `pip install` leaves it, even under PYTHONDONTWRITEBYTECODE: a start
            # that compiles every module from source measures the compiler, not reportgen.
            subprocess.run(
                [python, "-m", "compileall", "-q", _package_dir(python, tmp)],
                cwd=tmp,
                check=True,
                stdout=subprocess.DEVNULL,
            )
        docs = [work / f"doc{i}.md" for i in range(args.repeat)]
        for i, doc in enumerate(docs):
            doc.write_text(f"# Checkpoint plan {i}\n\nWe checkpoint every {10 + i} min.\n")
        envs = {}
        for label in pythons:
            cache = work / f"cache-{label}"
            envs[label] = dict(os.environ, REPORTGEN_CACHE_DIR=str(cache), COLUMNS="100")
            warm = work / f"warm-{label}.md"
            warm.write_text("# Checkpoint plan\n\nWe checkpoint every 30 min.\n")
            for argv in (
                [pythons[label], "-m", "reportgen", "lint", "--scenario", str(SCENARIO), str(warm)],
                [pythons[label], "-m", "reportgen", "plan", str(SCENARIO), "--format", "json"],
                [pythons[label], "-m", "reportgen", "simulate", str(SCENARIO), "--trials", "200"],
            ):  # fill the cache once, untimed
                subprocess.run(
                    argv, env=envs[label], cwd=tmp, stdout=subprocess.DEVNULL, check=False
                )
        off = dict(os.environ, REPORTGEN_CACHE_DIR="", COLUMNS="100")
        times: dict[tuple[str, str], list[float]] = {}
        numpy_random = [sys.executable, "-c", "import numpy.random"]
        off_blas = {k: v for k, v in off.items() if k != "OPENBLAS_NUM_THREADS"}
        floors = {
            "python -c pass": ([sys.executable, "-c", "pass"], off),
            "python -c 'import numpy.random'": (numpy_random, off_blas),
            "OPENBLAS_NUM_THREADS=1 python -c 'import numpy.random'": (
                numpy_random,
                dict(off_blas, OPENBLAS_NUM_THREADS="1"),
            ),
        }
        for run in range(args.repeat):
            for name, (argv, env) in floors.items():
                times.setdefault(("", name), []).append(_cpu_seconds(argv, env, tmp))
            for label, python in pythons.items():
                for name, argv in _commands(python, docs).items():
                    if callable(argv):
                        argv = argv(run)
                    env = off if name.endswith("cache off") else envs[label]
                    times.setdefault((label, name), []).append(_cpu_seconds(argv, env, tmp))
    floor = min(times[("", "python -c pass")])
    print(
        f"CPU seconds (user + sys) of whole processes, minimum and median of {args.repeat} "
        f"interleaved runs; target {TARGET_S} s"
    )
    print()
    print("| reportgen | command | CPU [s], min | median | × `python -c pass` | ≤ 0.15 s |")
    print("|---|---|---:|---:|---:|---|")
    for (label, name), values in times.items():
        best = min(values)
        median = sorted(values)[len(values) // 2]
        verdict = "" if not label else ("met" if best <= TARGET_S else "missed")
        print(
            f"| {label} | `{name}` | {best:.3f} | {median:.3f} | {best / floor:.1f}× | {verdict} |"
        )


if __name__ == "__main__":
    main()
