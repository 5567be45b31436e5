"""The command line: parse arguments, call reportgen's API, turn errors into exit codes.

Each command lives in its own module with ``add_parser(subparsers)`` and ``run(args)``; only
this package prints or exits. Exit codes: 0 clean, 1 findings at or above ``--fail-on``
(lint) or stale output (``build --check``), 2 bad input or usage (never a traceback).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .. import __version__
from ..errors import ReportgenError, ScenarioError
from . import build, grade, lint, plan, rules, schema, simulate

__all__ = ["build_parser", "main"]

COMMANDS = (build, plan, simulate, schema, lint, rules, grade)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="reportgen",
        description=(
            "Plan how large ML training runs checkpoint, and review the documents that "
            "justify those plans."
        ),
    )
    parser.add_argument("--version", action="version", version=f"reportgen {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for command in COMMANDS:
        command.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except ScenarioError as exc:
        for problem in exc.problems:
            sys.stderr.write(f"{problem}\n")
        count = len(exc.problems)
        sys.stderr.write(
            f"reportgen: {count} problem{'s' if count != 1 else ''}; nothing written\n"
        )
        return exc.exit_code
    except ReportgenError as exc:
        sys.stderr.write(f"reportgen: error: {exc}\n")
        return exc.exit_code
    except KeyboardInterrupt:
        sys.stderr.write("reportgen: interrupted\n")
        return 130
    except BrokenPipeError:
        return 0
