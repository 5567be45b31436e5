"""Fixtures for the `reportgen build` tests: the CLI in-process, few Monte-Carlo trials."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from buildkit import FAST_TRIALS, Run, fake_plot_worker


@pytest.fixture
def fast(monkeypatch: pytest.MonkeyPatch) -> None:
    """Few Monte-Carlo trials for every build in the test."""
    monkeypatch.setattr("reportgen.report.build.DEFAULT_TRIALS", FAST_TRIALS)


@pytest.fixture
def no_plots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Skip matplotlib: tests of the build machinery do not need real figures."""
    monkeypatch.setattr("reportgen.report.build.PlotWorker", fake_plot_worker([]))


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], fast: None) -> Iterator[Callable[..., Run]]:
    """``cli("build", ...)`` runs ``reportgen.cli.main`` in-process and returns a ``Run``."""
    from reportgen.cli import main

    def run(*argv: str | Path) -> Run:
        capsys.readouterr()
        code = main([str(a) for a in argv])
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)

    yield run
