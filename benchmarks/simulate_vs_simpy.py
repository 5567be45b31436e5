"""Time the whole ``reportgen simulate`` command against the same job written in SimPy.

Issue 14, first row: ``reportgen simulate inputs/exercise.yaml --strategy sharded_async
--cluster spot --trials 10000`` as a whole process (interpreter start, imports, scenario loading
and analysis included) against ``simpy_model.py`` simulating the very job the command simulates
(the parameters are read from reportgen's plan, so both run the same interval), also as a whole
process. Target: at least 1,000 times SimPy's trials per second.

    pip install ".[bench]"
    python benchmarks/simulate_vs_simpy.py [--trials 10000] [--simpy-trials 20] [--repeat 3]

Each command runs ``--repeat`` times, alternating; the table gives the median process time and
the ratio of the median rates, after one untimed run of each (every process reads its modules'
bytecode, see ``process_env``). The case "no warning" is the command's default on spot; the 120 s
warning used at the notice (``--warning at_notice``) and just before the kill (``--warning
before_kill``) are timed too. ``simpy_model.py`` models the notice as before issue 11 (events
during a notice ignored, a notice during a restart acted on at once), so in those cases only its
speed is comparable; without a notice the two models are the same process and their means are
compared (``z``).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import tempfile
from dataclasses import asdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
from _process import process_env, timed

HERE = Path(__file__).resolve().parent
SCENARIO = HERE.parent / "inputs" / "exercise.yaml"
CASES = {
    "no warning": "none",
    "120 s warning used at the notice": "at_notice",
    "120 s warning used just before the kill": "before_kill",
}


def job_params(warning: str) -> dict[str, Any]:
    """The SimParams ``reportgen simulate`` uses for the exercise's spot sharded + async plan."""
    from reportgen.engine.analysis import analyse
    from reportgen.engine.montecarlo import params_for, select_plan
    from reportgen.scenario import load_scenario

    facts = load_scenario(SCENARIO).facts
    plan = select_plan(
        analyse(facts), "sharded_async", "spot", None if warning == "none" else warning
    )
    return asdict(params_for(plan, facts.useful_s))


def measure(trials: int, simpy_trials: int, repeat: int, seed: int) -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as pycache:
        return _measure(trials, simpy_trials, repeat, seed, process_env(pycache))


def _measure(
    trials: int, simpy_trials: int, repeat: int, seed: int, env: dict[str, str]
) -> list[dict[str, Any]]:
    rows = []
    for case, warning in CASES.items():
        params = job_params(warning)
        ours_cmd = [
            sys.executable,
            "-m",
            "reportgen",
            "simulate",
            str(SCENARIO),
            "--strategy",
            "sharded_async",
            "--cluster",
            "spot",
            "--warning",
            warning,
            "--trials",
            str(trials),
            "--seed",
            str(seed),
            "--format",
            "json",
        ]
        theirs_cmd = [
            sys.executable,
            str(HERE / "simpy_model.py"),
            "--params",
            json.dumps(params),
            "--trials",
            str(simpy_trials),
            "--seed",
            str(seed),
        ]
        timed(ours_cmd, env)  # untimed: bytecode and the scenario's cache
        timed(theirs_cmd, env)
        ours_s, theirs_s = [], []
        for _ in range(repeat):
            ours, seconds = timed(ours_cmd, env)
            ours_s.append(seconds)
            theirs, seconds = timed(theirs_cmd, env)
            theirs_s.append(seconds)
        ours_rate = trials / statistics.median(ours_s)
        theirs_rate = simpy_trials / statistics.median(theirs_s)
        z = (ours["mean_ratio"] - theirs["mean_ratio"]) / math.hypot(
            ours["stderr_ratio"], theirs["stderr_ratio"]
        )
        rows.append(
            {
                "case": case,
                "runs": repeat,
                "reportgen": {
                    "trials": trials,
                    "process_s": ours_s,
                    "trials_per_s": ours_rate,
                    "mean_ratio": ours["mean_ratio"],
                    "stderr_ratio": ours["stderr_ratio"],
                    "exact_ratio": ours["exact_ratio"],
                },
                "simpy": {
                    "trials": simpy_trials,
                    "process_s": theirs_s,
                    "trials_per_s": theirs_rate,
                    "mean_ratio": theirs["mean_ratio"],
                    "stderr_ratio": theirs["stderr_ratio"],
                },
                "speedup": ours_rate / theirs_rate,
                "z_reportgen_vs_simpy": z,
            }
        )
    return rows


def markdown(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| case | engine | trials | process [s], median (min-max) | trials/s "
        "| mean ratio ± stderr | speed-up |",
        "|---|---|---:|---|---:|---|---:|",
    ]
    for row in rows:
        for name in ("reportgen", "simpy"):
            r = row[name]
            times = r["process_s"]
            speedup = f"{row['speedup']:,.0f}×" if name == "reportgen" else ""
            lines.append(
                f"| {row['case']} | {name} | {r['trials']:,} "
                f"| {statistics.median(times):.2f} ({min(times):.2f}-{max(times):.2f}) "
                f"| {r['trials_per_s']:,.1f} | {r['mean_ratio']:.5f} ± {r['stderr_ratio']:.5f} "
                f"| {speedup} |"
            )
    lines.append("")
    for row in rows:
        lines.append(
            f"- {row['case']}: {row['runs']} runs each; reportgen vs SimPy means: "
            f"z = {row['z_reportgen_vs_simpy']:+.2f}; exact model "
            f"{row['reportgen']['exact_ratio']:.5f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=10_000, help="reportgen trials per run")
    parser.add_argument("--simpy-trials", type=int, default=20, help="SimPy trials per run")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each command")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown")
    args = parser.parse_args(argv)
    rows = measure(args.trials, args.simpy_trials, args.repeat, args.seed)
    print(json.dumps(rows, indent=2) if args.format == "json" else markdown(rows))


if __name__ == "__main__":
    main()
