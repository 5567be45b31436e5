"""The command line: parse arguments, call reportgen's API, turn errors into exit codes.

Each command lives in its own module with ``add_parser(subparsers)`` and ``run(args)``; only
this package prints or exits. Exit codes: 0 clean, 1 findings at or above ``--fail-on``
(lint) or stale output (``build --check``), 2 bad input or usage (never a traceback), 3 the
output could not be written (a read-only or full disk, standard output on a full device;
nothing half-written is left), 130 interrupted.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any

from .. import __version__
from ..errors import OutputError, ReportgenError, ScenarioError

__all__ = ["build_parser", "console", "main"]

COMMANDS = {
    "build": "generate the design document of each scenario (Markdown + SVG plots)",
    "plan": "print the whole analysis of a scenario, or work as a quick calculator",
    "simulate": "Monte-Carlo simulation of the whole job for one strategy and cluster",
    "fit": "estimate MTBF, restart time and notice from job event logs, with uncertainty",
    "sweep": "plan a scenario across a range of one fact and mark where the decision changes",
    "schema": "print the JSON Schema (draft-07) of the scenario format",
    "lint": "review design documents: missing state, unstated assumptions, cost, arithmetic",
    "rules": "list the lint rules, one line each",
    "grade": "score exercise submissions per question, with feedback",
    "cache": "show or clean reportgen's cache folder",
}
"""Each command (a module of this package with ``add_parser(subparsers)`` and ``run(args)``)
and its line in ``reportgen --help``; a test checks that each line is the module's own."""


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


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The whole command line, or, given ``command``, that command's parser and only the name
    and help line of the others: a run imports and builds only the command it runs."""
    import importlib

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
    for name, line in COMMANDS.items():
        if command is None or name == command:
            importlib.import_module(f"{__name__}.{name}").add_parser(sub)
        else:
            sub.add_parser(name, help=line)
    return parser


def _unknown_command(parser: argparse.ArgumentParser, argv: Sequence[str]) -> None:
    """Exit 2 with a "did you mean" when the first argument that is not an option names no
    command (argparse would only list the choices). Nothing is read or written before this."""
    names = list(COMMANDS)
    given = next((a for a in argv if not a.startswith("-")), None)
    if given is None or given in names or any(a in ("-h", "--help", "--version") for a in argv):
        return
    if argv.index(given) > 0:
        return  # an option before the command: argparse says what is wrong
    import difflib  # only for a name that is not a command

    close = difflib.get_close_matches(given, names, n=1, cutoff=0.5)
    hint = f"; did you mean '{close[0]}'?" if close else f" (commands: {', '.join(names)})"
    parser.error(f"unknown command '{given}'{hint}")


def _silence_stdout() -> None:
    """Point standard output at the null device, so that the interpreter's final flush of what
    could not be written does not fail a second time with a traceback-like message."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    # The top-level options take no value, so the first argument that is not an option names
    # the command: only its module is imported and its parser built.
    given = next((a for a in arguments if not a.startswith("-")), None)
    parser = build_parser(given if given in COMMANDS else None)
    _unknown_command(parser, arguments)
    args = parser.parse_args(arguments)
    try:
        if getattr(args, "no_cache", False):
            from ..cachedir import off

            with off():
                code = int(args.func(args))
        else:
            code = int(args.func(args))
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
        _silence_stdout()
        return 0
    except OSError as exc:
        # Readers turn their own failures into located errors, so what reaches here is output
        # that could not be written: a full or read-only disk, standard output on a full device.
        return _output_failed(exc, exc.filename or "the output")
    try:
        sys.stdout.flush()  # a full or closed standard output is found here, not at exit
    except BrokenPipeError:
        _silence_stdout()
    except OSError as exc:
        return _output_failed(exc, "standard output")
    return code


def _output_failed(exc: OSError, where: object) -> int:
    _silence_stdout()
    error = OutputError(f"cannot write {where}: {exc.strerror or exc}")
    sys.stderr.write(f"reportgen: error: {error}\n")
    return error.exit_code


def console() -> int:
    """:func:`main` for the ``reportgen`` command and ``python -m reportgen``."""
    return main()
