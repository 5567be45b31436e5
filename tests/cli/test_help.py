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
