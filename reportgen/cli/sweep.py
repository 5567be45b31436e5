"""``reportgen sweep``: how the plan changes as the job grows or one measurement shifts."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ._common import dump_json


def add_parser(sub: Any) -> None:
    from ..sweep.core import VARIABLES

    p = sub.add_parser(
        "sweep",
        help="plan a scenario across a range of one fact and mark where the decision changes",
        description=(
            "Plan SCENARIO at several values of one fact, from LOW to HIGH (log-spaced), with "
            "the same analysis `reportgen plan` runs, and mark the crossovers: where spot "
            "stops paying, where the best strategy changes, where a single writer stops being "
            "viable, where the shared filesystem binds. Varying gpus keeps the training "
            "budget and the per-node failure rate fixed: the job's MTBF shrinks as nodes are "
            "added. Facts: " + ", ".join(f"{k} ({v[1]})" for k, v in VARIABLES.items()) + "."
        ),
        epilog="example: reportgen sweep inputs/llama3-405b.yaml --vary gpus=256:16384",
    )
    p.add_argument("scenario", type=Path, help="scenario YAML file")
    p.add_argument(
        "--vary",
        required=True,
        metavar="NAME=LOW:HIGH",
        help="the fact to vary and its range, e.g. gpus=256:16384 or mtbf=1h:24h",
    )
    p.add_argument("--points", type=int, default=7, help="values from LOW to HIGH (default 7)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--plot", type=Path, metavar="FILE.svg", help="write the figure (SVG)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..scenario import load_scenario
    from ..sweep import parse_vary, sweep

    vary = parse_vary(args.vary)
    facts = load_scenario(args.scenario).facts
    result = sweep(str(args.scenario), facts, vary, args.points)
    if args.plot is not None:
        from ..report.writer import write_files
        from ..sweep.plot import sweep_svg

        write_files({args.plot: sweep_svg(result)})
    if args.format == "json":
        sys.stdout.write(dump_json(result.to_dict()))
    else:
        from ..sweep import sweep_text

        sys.stdout.write(sweep_text(result))
    return 0
