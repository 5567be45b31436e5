"""``reportgen plan``: the whole analysis of a scenario, or a quick calculator."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import UsageError
from ._common import dump_json, quantity

if TYPE_CHECKING:  # not imported at run time: `reportgen lint` does not need it
    from ..scenario.units import Dimension


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "plan",
        help="print the whole analysis of a scenario, or work as a quick calculator",
        description=(
            "Print the analysis of SCENARIO: Young's and the exact optimum per strategy and "
            "cluster, cost per useful GPU-hour, break-even values, the recommendation and every "
            "assumption. Without SCENARIO, the options below describe the job."
        ),
        epilog=(
            "example: reportgen plan --mtbf 9h --write-time 240s --restart 14min --step-time 0.9s"
        ),
    )
    p.add_argument("scenario", nargs="?", type=Path, help="scenario YAML file")
    p.add_argument("--format", choices=("text", "json"), default="text")
    calc = p.add_argument_group("quick calculator (without SCENARIO)")
    calc.add_argument("--mtbf", help="mean time between failures, e.g. '9 h' (required)")
    calc.add_argument("--write-time", help="single-writer write time, e.g. '240 s' (required)")
    calc.add_argument("--restart", help="restart time, e.g. '14 min' (default 0 s)")
    calc.add_argument("--step-time", help="training step time, e.g. '0.9 s' (default 1 s)")
    calc.add_argument("--useful", help="useful compute per GPU, e.g. '720 h' (default 720 h)")
    calc.add_argument("--gpus", type=int, help="GPUs in the job (default 1)")
    calc.add_argument("--size", help="checkpoint size, e.g. '1.4 TB' (default 1 TB)")
    calc.add_argument(
        "--parallel-writers", type=int, default=1, help="ranks writing shards (default 1)"
    )
    calc.add_argument("--snapshot-fraction", help="async snapshot ÷ write time (default 10 %%)")
    calc.add_argument("--price", help="on-demand price, e.g. '2.40 USD/GPU-h' (default 1)")
    calc.add_argument("--spot-mtbf", help="spot MTBF, e.g. '45 min' (adds a spot cluster)")
    calc.add_argument("--spot-price", help="spot price, e.g. '0.75 USD/GPU-h'")
    calc.add_argument("--warning", help="spot preemption notice, e.g. '120 s'")
    calc.add_argument(
        "--other-jobs",
        type=int,
        default=0,
        help="other jobs checkpointing to the same filesystem (default 0)",
    )
    calc.add_argument(
        "--bandwidth",
        help="the filesystem's aggregate write bandwidth, e.g. '93 GB/s' "
        "(default: what the parallel writers reach)",
    )
    calc.add_argument("--gpus-per-node", type=int, help="GPUs per node (default 8)")
    p.set_defaults(func=run)


def calculator_facts(args: argparse.Namespace) -> Any:
    """Facts for ``reportgen plan`` without a scenario; every default becomes an assumption."""
    from ..engine.facts import Cluster, Facts, FilesystemFacts

    if args.mtbf is None or args.write_time is None:
        raise UsageError(
            "plan: give a SCENARIO file, or at least --mtbf and --write-time "
            "(e.g. reportgen plan --mtbf 9h --write-time 240s --restart 14min --step-time 0.9s)"
        )
    if args.parallel_writers < 1:
        raise UsageError(f"--parallel-writers must be at least 1 (got {args.parallel_writers})")
    if args.gpus is not None and args.gpus < 1:
        raise UsageError(f"--gpus must be at least 1 (got {args.gpus})")
    if args.other_jobs < 0:
        raise UsageError(f"--other-jobs must be zero or more (got {args.other_jobs})")
    if args.gpus_per_node is not None and args.gpus_per_node < 1:
        raise UsageError(f"--gpus-per-node must be at least 1 (got {args.gpus_per_node})")
    defaults: list[str] = []

    def get(option: str, value: str | None, dimension: Dimension, default: str) -> float:
        if value is None:
            defaults.append(f"{option} not given: assumed {default}.")
            value = default
        result = quantity(option, value, dimension)
        assert result is not None
        return result

    mtbf = get("--mtbf", args.mtbf, "duration", "")
    write = get("--write-time", args.write_time, "duration", "")
    restart = get("--restart", args.restart, "duration", "0 s") if args.restart else 0.0
    if args.restart is None:
        defaults.append("--restart not given: assumed an instant restart (0 s).")
    step = get("--step-time", args.step_time, "duration", "1 s")
    useful = get("--useful", args.useful, "duration", "720 h")
    price = get("--price", args.price, "price", "1 USD/GPU-h")
    fraction = get("--snapshot-fraction", args.snapshot_fraction, "fraction", "10 %")
    size = get("--size", args.size, "size", "1 TB")
    spot = None
    if args.spot_mtbf is not None:
        spot_price = get("--spot-price", args.spot_price, "price", "0.3 USD/GPU-h")
        spot_mtbf = quantity("--spot-mtbf", args.spot_mtbf, "duration")
        warning = quantity("--warning", args.warning, "duration")
        assert spot_mtbf is not None
        spot = Cluster("spot", spot_mtbf, spot_price, restart, warning)
    if args.gpus is None:
        defaults.append("--gpus not given: assumed 1 GPU (costs are per GPU).")
    bandwidth = quantity("--bandwidth", args.bandwidth, "bandwidth")
    if args.other_jobs and bandwidth is None:
        defaults.append(
            "--bandwidth not given: assumed the rate the parallel writers reach "
            "(size × writers ÷ write time)."
        )
    if args.gpus_per_node is None:
        defaults.append("--gpus-per-node not given: assumed 8 GPUs per node.")
    return Facts(
        title="Quick calculation",
        gpus=args.gpus or 1,
        useful_s=useful,
        step_s=step,
        checkpoint_bytes=size,
        write_s=write,
        parallel_writers=args.parallel_writers,
        snapshot_fraction=fraction,
        on_demand=Cluster("on_demand", mtbf, price, restart),
        spot=spot,
        gpus_per_node=args.gpus_per_node or 8,
        filesystem=FilesystemFacts(other_jobs=args.other_jobs, bandwidth_bytes_per_s=bandwidth),
        unstated_defaults=tuple(defaults),
    )


def run(args: argparse.Namespace) -> int:
    from ..engine.analysis import analyse
    from ..report.summary import summary_text

    if args.scenario is not None:
        from ..scenario import load_scenario

        facts = load_scenario(args.scenario).facts
    else:
        facts = calculator_facts(args)
    # The calculator prints even an unbounded analysis (warnings first, nulls in JSON); a
    # scenario file builds reports and simulations, so an unbounded one is refused (exit 2).
    analysis = analyse(facts, allow_unbounded=args.scenario is None)
    # MTBFs given as intervals: the plan's ranges, spot's chances and the robust interval.
    from ..uncertainty import analyse_uncertainty, uncertainty_text

    uncertainty = analyse_uncertainty(analysis)
    # MTBFs from a fit that rejects the exponential: the plan simulated under the fitted Weibull.
    from ..nonexponential import check_weibull, weibull_text

    weibull = check_weibull(analysis)
    if args.format == "json":
        data = analysis.to_dict()
        if uncertainty is not None:
            data["uncertainty"] = uncertainty.to_dict()
        if weibull:
            data["weibull_check"] = [c.to_dict() for c in weibull]
        sys.stdout.write(dump_json(data))
    else:
        sys.stdout.write(summary_text(analysis))
        if uncertainty is not None:
            sys.stdout.write(uncertainty_text(uncertainty))
        sys.stdout.write(weibull_text(weibull))
    return 0
