"""``reportgen fit``: estimate a scenario's failure facts from job event logs."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ._common import dump_json


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "fit",
        help="estimate MTBF, restart time and notice from job event logs, with uncertainty",
        description=(
            "Read job event logs (CSV, or Slurm `sacct -P` output) and estimate, per capacity, "
            "the MTBF with its 95 %% chi-square interval, the restart time (median, P90), the "
            "notice lead time, and whether failures look exponential (Weibull shape with its "
            "interval, likelihood-ratio and goodness-of-fit tests). --out writes the facts as a "
            "scenario fragment whose comments say where each value came from."
        ),
        epilog="example: reportgen fit inputs/logs/h100-cluster-90d.csv --out fitted.yaml",
    )
    p.add_argument("logs", nargs="+", type=Path, metavar="LOG", help="log file(s)")
    p.add_argument("--log-format", choices=("csv", "slurm"), default="csv")
    p.add_argument(
        "--capacity",
        choices=("on_demand", "spot"),
        default="on_demand",
        help="capacity of rows that do not name theirs (Slurm logs, CSV without the column)",
    )
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--out", type=Path, metavar="FRAGMENT.yaml", help="write a scenario fragment")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..fit import fit_logs, render_fragment

    result = fit_logs([str(p) for p in args.logs], args.log_format, args.capacity)
    if args.out is not None:
        from ..report.writer import write_files

        write_files({args.out: render_fragment(result).encode("utf-8")})
    if args.format == "json":
        sys.stdout.write(dump_json(result.to_dict()))
    else:
        sys.stdout.write(_text(result))
    return 0


def _text(result: Any) -> str:
    from ..scenario.units import format_quantity

    def d(x: float | None) -> str:
        return "-" if x is None else format_quantity(x, "duration")

    lines = []
    for log in result.logs:
        lines.append(f"{log.path}: {len(log.events)} events over {d(log.window_s)}")
    for name, c in result.capacities.items():
        m = c.mtbf
        lines += [
            "",
            f"{name}",
            f"  job-killing events  {c.failures} in {d(c.exposure_s)} of running time",
            f"  MTBF                {d(m.estimate)}  (95 % interval {d(m.low)} to {d(m.high)})",
        ]
        if c.shape is not None:
            k = c.shape.shape
            lines.append(
                f"  Weibull shape       {k.estimate:.2f}  (95 % interval "
                f"{'-' if k.low is None else f'{k.low:.2f}'} to "
                f"{'-' if k.high is None else f'{k.high:.2f}'})"
            )
        lines.append(f"  exponential?        {c.verdict}")
        if c.restart is not None:
            lines.append(f"  restart             median {d(c.restart[0])}, P90 {d(c.restart[1])}")
        if c.notice is not None:
            lines.append(
                f"  notice lead time    shortest {d(c.notice[0])}, median {d(c.notice[1])}"
            )
    return "\n".join(lines) + "\n"
