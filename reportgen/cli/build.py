"""``reportgen build``: generate the design documents of scenarios, or check they are current."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ._common import progress_bar


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "build",
        help="generate the design document of each scenario (Markdown + SVG plots)",
        description=(
            "Generate, for each scenario, the design document that answers the checkpoint "
            "exercise (recommendation, seven answers, Monte-Carlo check, plots, assumptions), "
            "and a page comparing the scenarios. With no SCENARIO_OR_DIR, builds every "
            "*.yaml in ./inputs (or the shipped exercise scenario when there is none) into "
            "site/reports/. Pages whose scenario, templates and reportgen are unchanged are "
            "left alone. Output is written atomically and is byte-identical from run to run."
        ),
        epilog=(
            "exit status: 0 built (or, with --check, up to date); 1 with --check when a page "
            "is stale; 2 a bad scenario, template or argument (nothing is written)"
        ),
    )
    p.add_argument(
        "inputs",
        nargs="*",
        type=Path,
        metavar="SCENARIO_OR_DIR",
        help="scenario files, or directories of *.yaml/*.yml scenarios (default: ./inputs)",
    )
    p.add_argument(
        "--out",
        type=Path,
        default=None,
        metavar="DIR",
        help="output directory (default: site/reports); generated pages of scenarios no "
        "longer among the inputs are removed from it",
    )
    p.add_argument(
        "--templates",
        type=Path,
        default=None,
        metavar="DIR",
        help="directory of templates overriding the shipped ones, file by file "
        "(e.g. DIR/q6_retention.md.j2)",
    )
    p.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 and list the files a build would change",
    )
    p.add_argument(
        "--no-cache",
        action="store_true",
        help="read and write no cache (the parsed state catalog and reference)",
    )
    p.set_defaults(func=run)


def _no_op() -> None:
    pass


def _progress() -> tuple[Callable[[int, int], None] | None, Callable[[], None]]:
    """A progress bar on a terminal, shown only once there are several pages to render."""
    if not sys.stderr.isatty():
        return None, _no_op
    bar: list[tuple[Callable[[int, int], None] | None, Callable[[], None]]] = []

    def update(done: int, total: int) -> None:
        if total < 2:
            return
        if not bar:
            bar.append(progress_bar(total, "building", "page"))
        step = bar[0][0]
        if step is not None:
            step(done, total)

    def close() -> None:
        if bar:
            bar[0][1]()

    return update, close


def run(args: argparse.Namespace) -> int:
    from ..report.build import DEFAULT_OUT, build

    out = args.out if args.out is not None else DEFAULT_OUT
    progress, close = (None, _no_op) if args.check else _progress()
    try:
        result = build(args.inputs, out, args.templates, args.check, progress)
    finally:
        close()
    write = sys.stdout.write
    for o in result.outcomes:
        reason = f" ({o.reason})" if o.reason and o.status != "unchanged" else ""
        write(f"{o.status:<9} {o.path}{reason}\n")
    if args.check:
        stale = len(result.stale)
        if stale:
            write(
                f"reportgen: {stale} file{'s' if stale != 1 else ''} out of date in {out}; "
                "run 'reportgen build' and commit the result\n"
            )
            return 1
    return 0
