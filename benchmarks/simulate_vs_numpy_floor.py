"""Time ``reportgen simulate`` at 100,000 trials against a bare numpy sampler of the same job.

Issue 14, second row: the whole command (``reportgen simulate inputs/exercise.yaml --strategy
sharded_async --cluster spot --trials 100000``, interpreter start, imports, scenario analysis
and summary included) against the *floor*: the least a flat numpy sampler of the same process
must do, also as a whole process (``--floor``: start Python, import numpy, draw, summarise), and
sharing no code with reportgen. Target: the command within 2× of the floor.

The floor samples the job without notices as the engine does — per trial, the failed attempts of
every checkpoint interval and restart as binomial and negative-binomial counts, and the time they
lose as one flat array of truncated exponentials summed per trial — with nothing else: no
validation, no progress reporting; it works through the trials in chunks of about 65,000 random
numbers, as the engine does, because arrays that stay in the CPU's cache are the fastest way numpy
has (one array for all 100,000 trials would need 1.1 GB and run about 1.5× slower).

    python benchmarks/simulate_vs_numpy_floor.py [--trials 100000] [--repeat 3]

The two processes alternate, after one untimed run of each (every process reads its modules'
bytecode, see ``process_env``).
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
_FLOOR_DRAWS = 1 << 16  # random numbers per chunk of trials: 512 KB arrays, in the CPU's cache
SCENARIO = HERE.parent / "inputs" / "exercise.yaml"


def job_params() -> dict[str, Any]:
    """The SimParams ``reportgen simulate`` uses for the exercise's spot sharded + async plan."""
    from reportgen.engine.analysis import analyse
    from reportgen.engine.montecarlo import params_for, select_plan
    from reportgen.scenario import load_scenario

    facts = load_scenario(SCENARIO).facts
    plan = select_plan(analyse(facts), "sharded_async", "spot", None)
    return asdict(params_for(plan, facts.useful_s))


def floor(p: dict[str, Any], trials: int, seed: int) -> dict[str, float]:
    """The bare sampler: wall time of each trial, then the same summary the command prints."""
    import numpy as np

    rng = np.random.default_rng(seed)
    lam = p["unwarned_rate_per_s"]
    t, w, r = p["interval_s"], p["background_s"], p["restart_s"]
    big_l = t + p["blocking_s"]
    n = math.ceil(p["useful_s"] / t)
    wall = np.empty(trials)
    # Kills per trial, roughly: n intervals, each failing with probability ~λL, times e^{λ(R+W)}.
    per_trial = n * -math.expm1(-lam * big_l) * math.exp(lam * (r + w))
    rows = max(1, int(_FLOOR_DRAWS / (1 + per_trial)))
    for first in range(0, trials, rows):
        m = min(rows, trials - first)
        running = rng.binomial(n - 1, -math.expm1(-lam * big_l), m)
        fresh = rng.negative_binomial(1 + running, math.exp(-lam * (big_l + w)))
        failed = running + fresh
        restarts = rng.negative_binomial(np.maximum(failed, 1), math.exp(-lam * r)) * (failed > 0)
        chunk = n * big_l + (1 + running) * w + failed * r
        for counts, length in ((running, big_l), (fresh, big_l + w), (restarts, r)):
            u = rng.random(int(counts.sum()) + 1)
            u *= math.expm1(-lam * length)
            np.log1p(u, out=u)
            u[-1] = 0.0  # a final 0: the run of a trial with no failure may start at the end
            sums = np.add.reduceat(u, np.cumsum(counts) - counts)
            sums[counts == 0] = 0.0
            chunk -= sums / lam
        wall[first : first + m] = chunk
    ratio = wall / (n * t)
    days = ratio * p["useful_s"] / 86_400
    return {
        "mean_ratio": float(ratio.mean()),
        "stderr_ratio": float(ratio.std(ddof=1) / math.sqrt(trials)),
        "p50_days": float(np.percentile(days, 50)),
        "p90_days": float(np.percentile(days, 90)),
    }


def measure(trials: int, repeat: int, seed: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as pycache:
        return _measure(trials, repeat, seed, process_env(pycache))


def _measure(trials: int, repeat: int, seed: int, env: dict[str, str]) -> dict[str, Any]:
    params = job_params()
    command = [sys.executable, "-m", "reportgen", "simulate", str(SCENARIO)]
    command += ["--strategy", "sharded_async", "--cluster", "spot"]
    command += ["--trials", str(trials), "--seed", str(seed), "--format", "json"]
    floor_cmd = [sys.executable, __file__, "--floor", json.dumps(params)]
    floor_cmd += ["--trials", str(trials), "--seed", str(seed)]
    timed(command, env)  # untimed: bytecode and the scenario's cache
    timed(floor_cmd, env)
    ours_s, floor_s = [], []
    for _ in range(repeat):
        ours, seconds = timed(command, env)
        ours_s.append(seconds)
        bare, seconds = timed(floor_cmd, env)
        floor_s.append(seconds)
    return {
        "trials": trials,
        "runs": repeat,
        "command_s": ours_s,
        "floor_s": floor_s,
        "ratio": statistics.median(ours_s) / statistics.median(floor_s),
        "command": {k: ours[k] for k in ("mean_ratio", "stderr_ratio", "p50_days", "p90_days")},
        "floor": bare,
    }


def markdown(m: dict[str, Any]) -> str:
    def span(times: list[float]) -> str:
        return f"{statistics.median(times):.2f} ({min(times):.2f}-{max(times):.2f})"

    c, f = m["command"], m["floor"]
    return "\n".join(
        [
            "| process | trials | seconds, median (min-max) | mean ratio ± stderr "
            "| P50 / P90 days |",
            "|---|---:|---|---|---|",
            f"| `reportgen simulate` | {m['trials']:,} | {span(m['command_s'])} "
            f"| {c['mean_ratio']:.5f} ± {c['stderr_ratio']:.5f} "
            f"| {c['p50_days']:.2f} / {c['p90_days']:.2f} |",
            f"| numpy floor | {m['trials']:,} | {span(m['floor_s'])} "
            f"| {f['mean_ratio']:.5f} ± {f['stderr_ratio']:.5f} "
            f"| {f['p50_days']:.2f} / {f['p90_days']:.2f} |",
            "",
            f"command ÷ floor (medians of {m['runs']} runs each): {m['ratio']:.2f}×",
        ]
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3, help="runs of each process")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown")
    parser.add_argument("--floor", metavar="PARAMS", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.floor:
        print(json.dumps(floor(json.loads(args.floor), args.trials, args.seed)))
        return
    m = measure(args.trials, args.repeat, args.seed)
    print(json.dumps(m, indent=2) if args.format == "json" else markdown(m))


if __name__ == "__main__":
    main()
