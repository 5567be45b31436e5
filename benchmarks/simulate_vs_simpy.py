"""Time ``reportgen.engine.simulate`` against the same job written in SimPy.

Both run as whole processes (interpreter start and imports included), on the exercise's
"spot, sharded + async" job: U = 720 h, T = 90 s, Cb = 1.5 s, W = 15 s, R = 14 min, events every
45 min on average, of which the 9-hour hardware failures come without warning and the rest with
N = 120 s of notice used for an S = 16.5 s emergency save; and the same job with no warning at
all. Prints a Markdown table (or ``--format json``) of trials per second, the speed-up, and both
means against the closed form.

    pip install ".[bench]"
    python benchmarks/simulate_vs_simpy.py [--trials 20000] [--simpy-trials 30] [--format json]

``--worker`` is the small command line the timed ``reportgen`` process runs.
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
HOUR = 3600.0
MINUTE = 60.0
HARDWARE_RATE = 1 / (9 * HOUR)
SPOT_RATE = 1 / (45 * MINUTE)

SPOT_ASYNC = {
    "useful_s": 720 * HOUR,
    "interval_s": 90.0,
    "blocking_s": 1.5,
    "background_s": 15.0,
    "restart_s": 14 * MINUTE,
}
CASES: dict[str, dict[str, Any]] = {
    "spot, sharded + async, 120 s warning used": {
        **SPOT_ASYNC,
        "unwarned_rate_per_s": HARDWARE_RATE,
        "warned_rate_per_s": SPOT_RATE - HARDWARE_RATE,
        "notice_s": 120.0,
        "emergency_save_s": 16.5,
    },
    "spot, sharded + async, no warning": {**SPOT_ASYNC, "unwarned_rate_per_s": SPOT_RATE},
}


def closed_form_ratio(p: dict[str, Any]) -> float:
    """Long-run wall time ÷ useful time, by renewal-reward over runs (each run: fresh start →
    event → notice if warned → restart, i.i.d. because every run starts fresh):

    ratio = E[time of a run] / E[progress kept by a run]
    E[time] = e^{λR}/λ + (λp/λ)·N                     (event; notice; restart with retries)
    E[kept] = (λh/λ)·T·e^{−λ(L+W)}/(1 − e^{−λL})       (durable checkpoints before the event)
            + (λp/λ)·(1 − e^{−λT})/(λ(1 − e^{−λL}))    (all compute before the notice)

    With λp = 0 this is the two-state renewal X_r/T = M·e^{R/M}·e^{W/M}·(e^{L/M} − 1)/T, and with
    W = 0 too it is Daly's (2006) M·e^{R/M}·(e^{(T+C)/M} − 1)/T. The finite 720-hour job differs
    from the long run by O(one run)/U, ~1e-4. Saving at the notice only (no save_before_kill)."""
    lam_h = float(p.get("unwarned_rate_per_s", 0.0))
    lam_p = float(p.get("warned_rate_per_s", 0.0))
    lam = lam_h + lam_p
    t, big_l = float(p["interval_s"]), float(p["interval_s"] + p["blocking_s"])
    w, r = float(p.get("background_s", 0.0)), float(p.get("restart_s", 0.0))
    run_s = math.exp(lam * r) / lam + lam_p / lam * float(p.get("notice_s", 0.0))
    kept_unwarned = t * math.exp(-lam * (big_l + w)) / -math.expm1(-lam * big_l)
    kept_warned = -math.expm1(-lam * t) / (lam * -math.expm1(-lam * big_l))
    return run_s / ((lam_h * kept_unwarned + lam_p * kept_warned) / lam)


def worker(params: dict[str, Any], trials: int, seed: int) -> dict[str, Any]:
    """Run reportgen's simulation in this process and summarise it as JSON-able values."""
    from reportgen.engine.simulate import SimParams, simulate

    start = time.perf_counter()
    result = simulate(SimParams(**params), trials=trials, seed=seed)
    elapsed_s = time.perf_counter() - start
    return {
        "trials": result.trials,
        "seed": result.seed,
        "mean_ratio": result.mean_ratio,
        "stderr_ratio": result.stderr_ratio,
        "p50_days": result.p50_days,
        "p90_days": result.p90_days,
        "mean_failures": result.mean_failures,
        "elapsed_s": elapsed_s,
    }


def timed(command: list[str]) -> tuple[dict[str, Any], float]:
    """(JSON printed by ``command``, wall time of the whole process [s])."""
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    process_s = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"{' '.join(command[:3])} … failed:\n{done.stderr}")
    return json.loads(done.stdout), process_s


def measure(trials: int, simpy_trials: int, seed: int) -> list[dict[str, Any]]:
    rows = []
    for case, params in CASES.items():
        blob = json.dumps(params)
        common = ["--params", blob, "--seed", str(seed)]
        ours, ours_s = timed(
            [sys.executable, __file__, "--worker", *common, "--trials", str(trials)]
        )
        theirs, theirs_s = timed(
            [sys.executable, str(HERE / "simpy_model.py"), *common, "--trials", str(simpy_trials)]
        )
        exact = closed_form_ratio(params)
        row: dict[str, Any] = {"case": case, "closed_form_ratio": exact}
        for name, out, process_s in (("reportgen", ours, ours_s), ("simpy", theirs, theirs_s)):
            row[name] = {
                "trials": out["trials"],
                "process_s": process_s,
                "simulation_s": out["elapsed_s"],
                "trials_per_s": out["trials"] / process_s,
                "mean_ratio": out["mean_ratio"],
                "stderr_ratio": out["stderr_ratio"],
                "z_vs_closed_form": (out["mean_ratio"] - exact) / out["stderr_ratio"],
            }
        row["speedup"] = row["reportgen"]["trials_per_s"] / row["simpy"]["trials_per_s"]
        row["speedup_simulation_only"] = (ours["trials"] / ours["elapsed_s"]) / (
            theirs["trials"] / theirs["elapsed_s"]
        )
        row["z_reportgen_vs_simpy"] = (ours["mean_ratio"] - theirs["mean_ratio"]) / math.hypot(
            ours["stderr_ratio"], theirs["stderr_ratio"]
        )
        row["reportgen"].update(p50_days=ours["p50_days"], p90_days=ours["p90_days"])
        rows.append(row)
    return rows


def markdown(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| case | engine | trials | process [s] | trials/s | mean ratio ± stderr "
        "| closed form | z | speed-up |",
        "|---|---|---:|---:|---:|---|---:|---:|---:|",
    ]
    for row in rows:
        for name in ("reportgen", "simpy"):
            r = row[name]
            speedup = f"{row['speedup']:,.0f}×" if name == "reportgen" else ""
            lines.append(
                f"| {row['case']} | {name} | {r['trials']:,} | {r['process_s']:.2f} "
                f"| {r['trials_per_s']:,.1f} | {r['mean_ratio']:.5f} ± {r['stderr_ratio']:.5f} "
                f"| {row['closed_form_ratio']:.5f} | {r['z_vs_closed_form']:+.2f} | {speedup} |"
            )
    lines.append("")
    for row in rows:
        r = row["reportgen"]
        lines.append(
            f"- {row['case']}: P50 {r['p50_days']:.2f} d, P90 {r['p90_days']:.2f} d; "
            f"speed-up {row['speedup_simulation_only']:,.0f}× without interpreter start and "
            f"imports; reportgen vs SimPy means: z = {row['z_reportgen_vs_simpy']:+.2f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=20_000, help="reportgen trials per case")
    parser.add_argument("--simpy-trials", type=int, default=30, help="SimPy trials per case")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--params", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(json.loads(args.params), args.trials, args.seed)))
        return
    rows = measure(args.trials, args.simpy_trials, args.seed)
    print(json.dumps(rows, indent=2) if args.format == "json" else markdown(rows))


if __name__ == "__main__":
    main()
