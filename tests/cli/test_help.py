"""The command line's help is laid out as argparse's own would be (the formatter only avoids
importing shutil for the terminal width)."""

from __future__ import annotations

import argparse

import pytest

from reportgen.cli import COMMANDS, _HelpFormatter, build_parser


@pytest.mark.parametrize("columns", ["50", "100", "237"])
def test_width_is_argparse_s(columns: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    ours, stock = _HelpFormatter("reportgen"), argparse.HelpFormatter("reportgen")
    assert (ours._width, ours._max_help_position) == (stock._width, stock._max_help_position)


def test_no_columns_falls_back_like_shutil(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("COLUMNS", raising=False)
    assert _HelpFormatter("reportgen")._width == argparse.HelpFormatter("reportgen")._width


def test_every_command_s_help_equals_the_stock_formatter_s(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("COLUMNS", "88")
    parser = build_parser()
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    parsers = [parser, *subparsers.choices.values()]
    assert len(parsers) == 1 + len(COMMANDS)
    for p in parsers:
        assert p.formatter_class is _HelpFormatter
        ours = p.format_help()
        p.formatter_class = argparse.HelpFormatter
        assert p.format_help() == ours


def test_a_run_builds_only_its_command_with_the_same_help(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`reportgen X` imports and builds only X's parser; the others are a name and the help
    line in COMMANDS, which must be each module's own (so `reportgen --help` reads the same)."""
    monkeypatch.setenv("COLUMNS", "88")
    whole = build_parser()
    whole_subs = next(a for a in whole._actions if isinstance(a, argparse._SubParsersAction))
    for name in COMMANDS:
        parser = build_parser(name)
        assert parser.format_help() == whole.format_help()
        subs = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        assert subs.choices[name].format_help() == whole_subs.choices[name].format_help()


def test_running_a_command_imports_no_other_command() -> None:
    import subprocess
    import sys

    code = (
        "import sys; from reportgen.cli import main; main(['rules']); "
        "print(sorted(m for m in sys.modules if m.startswith('reportgen.cli.')), file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stderr.strip().splitlines()[-1] == "['reportgen.cli.rules']"
