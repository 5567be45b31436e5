"""The plot worker draws the same bytes as drawing in-process, and cannot outlive its build."""

from __future__ import annotations

import multiprocessing
import threading
from pathlib import Path

from reportgen.engine.analysis import analyse
from reportgen.engine.montecarlo import run_simulation
from reportgen.report.plotworker import PlotWorker
from reportgen.scenario import load_scenario

REPO = Path(__file__).resolve().parents[2]


def _inputs() -> tuple[object, object]:
    facts = load_scenario(REPO / "inputs" / "exercise.yaml").facts
    analysis = analyse(facts)
    run = run_simulation(analysis.recommendation.choice.plan, facts.useful_s, trials=50, seed=1)
    return analysis, run


def test_background_worker_draws_the_same_bytes_as_in_process() -> None:
    analysis, run = _inputs()
    with PlotWorker() as worker:
        background = worker.render(analysis, run, "exercise")  # type: ignore[arg-type]
    inline = PlotWorker.inline().render(analysis, run, "exercise")  # type: ignore[arg-type]
    assert [p.svg for p in background] == [p.svg for p in inline]
    assert [p.alt for p in background] == [p.alt for p in inline]


def test_the_worker_starts_no_process_and_leaves_no_thread() -> None:
    """The forked worker it replaces was orphaned forever when ``build`` was killed; a thread
    of the build's own process dies with it, and ends when the worker is closed."""
    analysis, run = _inputs()
    before = set(threading.enumerate())
    worker = PlotWorker()
    plots = worker.render(analysis, run, "exercise")  # type: ignore[arg-type]
    assert multiprocessing.active_children() == []
    worker.close()
    assert set(threading.enumerate()) == before
    assert len(plots) == 3 and all(p.svg.startswith(b"<?xml") for p in plots)
