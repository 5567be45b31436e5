"""``reportgen lint``: review hand-written checkpoint design documents."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

_SEVERITY_RANK = {"error": 2, "warning": 1, "info": 0}


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "lint",
        help="review design documents: missing state, unstated assumptions, cost, arithmetic",
        description=(
            "Lint Markdown design documents (files, or directories searched for *.md) for missing "
            "checkpoint state, unstated assumptions, per-wall-hour cost comparisons, wrong "
            "arithmetic and incomplete answers. Exit 0 clean, 1 findings at or above --fail-on, "
            "2 bad input or usage."
        ),
        epilog="example: reportgen lint docs/ --scenario inputs/exercise.yaml --format sarif",
    )
    p.add_argument("paths", nargs="+", metavar="FILE|DIR", help="Markdown files or directories")
    p.add_argument(
        "--scenario",
        type=Path,
        help="scenario YAML whose numbers the arithmetic rules check (default: the exercise)",
    )
    p.add_argument("--format", choices=("text", "json", "sarif", "github"), default="text")
    p.add_argument(
        "--fail-on",
        choices=("error", "warning"),
        default=None,
        help="lowest severity that makes the exit status 1 (default: error, or pyproject fail-on)",
    )
    p.add_argument(
        "--no-inline-config",
        action="store_true",
        help="ignore reportgen-disable comments in the documents",
    )
    p.add_argument(
        "--config",
        type=Path,
        help=(
            "reportgen.toml ([lint]) or pyproject.toml ([tool.reportgen.lint]) to read the "
            "configuration from (default: the nearest one)"
        ),
    )
    p.add_argument(
        "-j",
        "--jobs",
        type=_jobs,
        default=None,
        metavar="N",
        help=(
            "lint in N processes (default: one per CPU for more than 16 files and "
            "64 kB of text, else 1; 0 means the default)"
        ),
    )
    p.add_argument(
        "--no-cache",
        action="store_true",
        help=(
            "read and write no cache: lint every file again instead of reusing the results "
            "of unchanged files (the cache is in $REPORTGEN_CACHE_DIR, "
            "$XDG_CACHE_HOME/reportgen or ~/.cache/reportgen; an empty REPORTGEN_CACHE_DIR "
            "also disables it; 'reportgen cache clean' empties it)"
        ),
    )
    p.set_defaults(func=run)


def _jobs(value: str) -> int:
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of processes: {value!r}") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"must be 0 (automatic) or more: {n}")
    return n


def cap_jobs(jobs: int | None, option: str = "--jobs") -> int | None:
    """``jobs`` capped at the CPUs this process may use, saying so on standard error: more
    processes than CPUs only add start-up time and memory."""
    from ..lint.api import available_cpus

    cpus = available_cpus()
    if jobs is not None and jobs > cpus:
        sys.stderr.write(
            f"reportgen: {option} {jobs} is more than the {cpus} CPU"
            f"{'s' if cpus != 1 else ''} available; using {cpus}\n"
        )
        return cpus
    return jobs


def run(args: argparse.Namespace) -> int:
    from ..lint.api import lint_paths
    from ..lint.config import find_config, load_config
    from ..lint.formats import render

    pyproject = args.config if args.config is not None else find_config(Path.cwd())
    config = load_config(pyproject)
    if args.no_inline_config:
        config.no_inline_config = True
    from ..cachedir import cache_root, off

    if args.no_cache:
        with off():  # the reference and catalog caches too: nothing read or written
            results = lint_paths(
                args.paths, scenario=args.scenario, config=config, jobs=cap_jobs(args.jobs)
            )
    else:
        results = lint_paths(
            args.paths,
            scenario=args.scenario,
            config=config,
            jobs=cap_jobs(args.jobs),
            cache_dir=cache_root(),
        )
    width = None
    if args.format == "text" and sys.stdout.isatty():
        from . import _terminal_columns

        width = _terminal_columns()
    sys.stdout.write(render(results, args.format, width))
    threshold = _SEVERITY_RANK[args.fail_on or config.fail_on]
    failing = any(
        _SEVERITY_RANK.get(f.severity, 0) >= threshold for r in results for f in r.findings
    )
    return 1 if failing else 0
