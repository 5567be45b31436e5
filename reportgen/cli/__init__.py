"""The command line: parse arguments, call reportgen's API, turn errors into exit codes.

Each command lives in its own module with ``add_parser(subparsers)`` and ``run(args)``; only
this package prints or exits. Exit codes: 0 clean, 1 findings at or above ``--fail-on``
(lint) or stale output (``build --check``), 2 bad input or usage (never a traceback).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any

from .. import __version__
from ..errors import ReportgenError, ScenarioError
from . import build, fit, grade, lint, plan, rules, schema, simulate, sweep

__all__ = ["build_parser", "console", "main"]

COMMANDS = (build, plan, simulate, fit, sweep, schema, lint, rules, grade)


def _terminal_columns() -> int:
    """What :func:`shutil.get_terminal_size` gives for the width: ``$COLUMNS``, else the
    terminal of standard output, else 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, sized without importing :mod:`shutil`.

    argparse builds a formatter for every argument it is given (to check its metavar), and the
    stock one imports ``shutil`` (with ``bz2``, ``lzma`` and ``zlib``) for the terminal width:
    2 ms of every start of every command, help or not."""

    def __init__(
        self,
        prog: str,
        indent_increment: int = 2,
        max_help_position: int = 24,
        width: int | None = None,
    ) -> None:
        if width is None:
            width = _terminal_columns() - 2
        super().__init__(prog, indent_increment, max_help_position, width)


class _ArgumentParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose formatter is :class:`_HelpFormatter` unless told otherwise
    (the commands' parsers are made from this class too)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)


def build_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(
        prog="reportgen",
        description=(
            "Plan how large ML training runs checkpoint, and review the documents that "
            "justify those plans."
        ),
    )
    parser.add_argument("--version", action="version", version=f"reportgen {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_ArgumentParser)
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


def console() -> int:
    """:func:`main` for the ``reportgen`` command and ``python -m reportgen``."""
    return main()
