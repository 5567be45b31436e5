"""The plot worker draws the same bytes as drawing in-process, and survives losing its child."""

from __future__ import annotations

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


def test_forked_worker_draws_the_same_bytes_as_in_process() -> None:
    analysis, run = _inputs()
    with PlotWorker() as worker:
        forked = worker.render(analysis, run, "exercise")  # type: ignore[arg-type]
    inline = PlotWorker.inline().render(analysis, run, "exercise")  # type: ignore[arg-type]
    assert [p.svg for p in forked] == [p.svg for p in inline]
    assert [p.alt for p in forked] == [p.alt for p in inline]


def test_a_dead_child_falls_back_to_drawing_in_process() -> None:
    analysis, run = _inputs()
    worker = PlotWorker()
    if worker._process is not None:  # only where a child was forked
        worker._process.kill()
        worker._process.join()
    plots = worker.render(analysis, run, "exercise")  # type: ignore[arg-type]
    worker.close()
    assert len(plots) == 3 and all(p.svg.startswith(b"<?xml") for p in plots)
