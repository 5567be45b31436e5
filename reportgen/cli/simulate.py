"""``reportgen simulate``: Monte-Carlo runs of the whole job against the exact model."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..errors import UsageError
from ._common import (
    CLUSTERS,
    STRATEGIES,
    WARNING_MODES,
    dump_json,
    no_blas_threads,
    progress_bar,
    quantity,
)


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "simulate",
        help="Monte-Carlo simulation of the whole job for one strategy and cluster",
        description=(
            "Simulate the job TRIALS times (every kill, restart and notice, drawn for all trials "
            "in one vectorised pass) and compare the mean wall time with the exact model. "
            "Prints the spread (P50/P90 completion days)."
        ),
    )
    p.add_argument("scenario", type=Path, help="scenario YAML file")
    p.add_argument("--strategy", choices=STRATEGIES, default="sharded_async")
    p.add_argument("--cluster", choices=CLUSTERS, default="on_demand")
    p.add_argument(
        "--warning",
        choices=WARNING_MODES,
        default="none",
        help="on spot: use the notice for an emergency save at the notice or just before the kill",
    )
    p.add_argument("--interval", help="checkpoint interval, e.g. '5 min' (default: recommended)")
    p.add_argument(
        "--trials",
        type=_trials,
        default=2000,
        help=f"simulated jobs, 1 to {MAX_TRIALS:,} (default 2000)",
    )
    p.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument(
        "--no-cache",
        action="store_true",
        help="validate SCENARIO again instead of reusing the facts of an unchanged file",
    )
    p.set_defaults(func=run)


MAX_TRIALS = 1_000_000
"""The most simulated jobs a run may ask for: the standard error of the mean is then 0.1 % of
the spread, and the arrays take a few hundred MB; beyond it a run only waits and swaps."""


def _trials(text: str) -> int:
    """A whole number of trials, ``20000`` or ``2e4``, between 1 and :data:`MAX_TRIALS`."""
    try:
        value = float(text) if any(c in text for c in ".eE") else int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of trials: {text!r}") from None
    if value != value or value in (float("inf"), float("-inf")) or value != int(value):
        raise argparse.ArgumentTypeError(f"not a whole number of trials: {text!r}")
    trials = int(value)
    if not 1 <= trials <= MAX_TRIALS:
        raise argparse.ArgumentTypeError(
            f"{text} trials: give 1 to {MAX_TRIALS:,} (a million trials already pin the mean "
            "to about 0.1 % of its spread)"
        )
    return trials


def run(args: argparse.Namespace) -> int:
    with no_blas_threads():  # the simulator does no linear algebra: see no_blas_threads
        from ..engine.montecarlo import plan_to_simulate, run_simulation
    from ..scenario.cache import load_facts

    if args.trials < 1:
        raise UsageError(f"--trials must be at least 1 (got {args.trials})")
    if args.seed < 0:
        raise UsageError(f"--seed must be zero or positive (got {args.seed})")
    facts = load_facts(args.scenario)
    if args.cluster == "spot" and facts.spot is None:
        raise UsageError(f"{args.scenario}: the scenario has no spot cluster")
    warning = None if args.warning == "none" else args.warning
    plan, notice = plan_to_simulate(facts, args.strategy, args.cluster)
    if warning is not None:
        if args.cluster != "spot" or notice is None:
            raise UsageError("--warning needs --cluster spot and a spot cluster with a warning")
        if not notice.feasible:
            raise UsageError(
                f"--warning {warning}: the emergency save of {args.strategy} does not fit in "
                "the notice, so the notice cannot be used"
            )
        plan = notice.at_notice if warning == "at_notice" else notice.before_kill
    interval_s = quantity("--interval", args.interval, "duration")
    progress, close = progress_bar(1, "simulating", "kill")
    try:
        sim = run_simulation(plan, facts.useful_s, args.trials, args.seed, interval_s, progress)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    finally:
        close()
    r = sim.result
    data = {
        "scenario": str(args.scenario),
        "strategy": args.strategy,
        "cluster": args.cluster,
        "warning": args.warning,
        "interval_s": sim.interval_s,
        "trials": r.trials,
        "seed": args.seed,
        "mean_ratio": r.mean_ratio,
        "stderr_ratio": r.stderr_ratio,
        "exact_ratio": sim.exact_ratio,
        "z_score": sim.z_score,
        "p50_days": r.p50_days,
        "p90_days": r.p90_days,
        "mean_failures": r.mean_failures,
    }
    if args.format == "json":
        sys.stdout.write(dump_json(data))
        return 0
    using = "" if warning is None else f" using the notice ({warning})"
    sys.stdout.write(
        f"{facts.title}: {args.strategy} on {args.cluster}{using},"
        f" checkpoint every {sim.interval_s:,.1f} s\n"
        f"  {r.trials} trials (seed {args.seed}): wall/useful = {r.mean_ratio:.5f}"
        f" ± {r.stderr_ratio:.5f} (exact model {sim.exact_ratio:.5f}, z = {sim.z_score:+.2f})\n"
        f"  completion: P50 {r.p50_days:.2f} days, P90 {r.p90_days:.2f} days;"
        f" {r.mean_failures:,.0f} job-killing events per run on average\n"
    )
    return 0
