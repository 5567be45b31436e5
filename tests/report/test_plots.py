"""The report's figures: deterministic SVG bytes, valid XML, alt text and the plotted numbers."""

from __future__ import annotations

import dataclasses
import re
import statistics
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from reportgen.engine.analysis import Analysis, analyse
from reportgen.engine.montecarlo import SimulationRun, run_simulation
from reportgen.engine.simulate_tiers import TierCheck, check_option
from reportgen.report.context import montecarlo_view
from reportgen.report.plots import Plot, completion_plot, render_plots
from reportgen.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]
EXERCISE = ROOT / "inputs" / "exercise.yaml"
SVG_NS = "{http://www.w3.org/2000/svg}"

# Few trials: the figures' shape does not depend on how many, and the tests stay fast.
TRIALS = 300


def _inputs(analysis: Analysis) -> tuple[Analysis, SimulationRun]:
    plan = analysis.recommendation.choice.plan
    return analysis, run_simulation(plan, analysis.facts.useful_s, TRIALS, seed=1)


@pytest.fixture(scope="module")
def exercise() -> tuple[Analysis, SimulationRun]:
    return _inputs(analyse(load_scenario(EXERCISE).facts))


@pytest.fixture(scope="module")
def on_demand_only() -> tuple[Analysis, SimulationRun]:
    facts = dataclasses.replace(load_scenario(EXERCISE).facts, spot=None)
    return _inputs(analyse(facts))


@pytest.fixture(scope="module")
def exercise_plots(exercise: tuple[Analysis, SimulationRun]) -> list[Plot]:
    return render_plots(*exercise, slug="exercise")


def test_three_plots_named_and_namespaced(exercise_plots: list[Plot]) -> None:
    assert [p.name for p in exercise_plots] == ["overhead", "cost", "completion"]
    assert [p.filename for p in exercise_plots] == [
        "exercise-overhead.svg",
        "exercise-cost.svg",
        "exercise-completion.svg",
    ]


def test_bytes_are_identical_run_to_run(
    exercise: tuple[Analysis, SimulationRun], exercise_plots: list[Plot]
) -> None:
    again = render_plots(*exercise, slug="exercise")
    assert [p.svg for p in again] == [p.svg for p in exercise_plots]
    assert again == exercise_plots


def test_no_timestamp_or_version_in_the_bytes(exercise_plots: list[Plot]) -> None:
    for plot in exercise_plots:
        text = plot.svg.decode("utf-8")
        assert "<dc:date>" not in text
        assert not re.search(r"\b20\d\d-\d\d-\d\dT", text)
        assert "Matplotlib v" not in text


def test_valid_svg_with_text_kept_as_text(exercise_plots: list[Plot]) -> None:
    for plot in exercise_plots:
        root = ET.fromstring(plot.svg)
        assert root.tag == f"{SVG_NS}svg"
        assert root.get("viewBox")
        texts = "".join(el.text or "" for el in root.iter(f"{SVG_NS}text"))
        assert texts, f"{plot.name}: labels should be <text>, not glyph paths"


def test_alt_text_states_the_key_numbers(
    exercise: tuple[Analysis, SimulationRun], exercise_plots: list[Plot]
) -> None:
    analysis, run = exercise
    overhead, cost, completion = exercise_plots
    baseline = analysis.plan("baseline", "on_demand")
    assert "3,944 s" in overhead.alt  # Young's T* for C = 240 s, M = 9 h: sqrt(2·240·32,400)
    assert f"{baseline.first_order.value * 100:.1f} %" in overhead.alt
    assert "$2.40" in cost.alt and "$0.75" in cost.alt  # the list prices (the trap)
    assert f"{run.result.p50_days:.2f} days" in completion.alt
    assert f"{run.result.p90_days:.2f} days" in completion.alt
    for plot in exercise_plots:
        assert len(plot.alt) > 120
        assert plot.caption


def test_table_holds_the_plotted_numbers(
    exercise: tuple[Analysis, SimulationRun], exercise_plots: list[Plot]
) -> None:
    analysis, run = exercise
    overhead, cost, completion = exercise_plots
    for plot in exercise_plots:
        assert plot.headers and plot.rows
        assert all(len(row) == len(plot.headers) for row in plot.rows)
        assert all(isinstance(cell, str) for row in plot.rows for cell in row)
    assert [row[0] for row in overhead.rows] == [s.label for s in analysis.strategies]
    assert cost.headers[:3] == ["Strategy", "On-demand", "Spot, notice unused"]
    # The single writer's emergency save (240 s) does not fit in the 120 s notice.
    assert cost.rows[0][3] == "does not fit in the notice"
    counts = [int(row[1].replace(",", "")) for row in completion.rows]
    assert sum(counts) == run.result.trials


def test_on_demand_only_analysis(on_demand_only: tuple[Analysis, SimulationRun]) -> None:
    plots = render_plots(*on_demand_only, slug="od")
    cost = plots[1]
    assert cost.headers == ["Strategy", "On-demand"]
    assert "$0.75" not in cost.alt
    for plot in plots:
        ET.fromstring(plot.svg)


def test_callers_rcparams_untouched(exercise: tuple[Analysis, SimulationRun]) -> None:
    import matplotlib

    before = dict(matplotlib.rcParams)
    render_plots(*exercise, slug="x")
    assert dict(matplotlib.rcParams) == before


def test_matplotlib_is_imported_lazily() -> None:
    import subprocess

    code = "import sys, reportgen.report.plots; print('matplotlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def _recommended_lines(svg: bytes) -> list[ET.Element]:
    """The solid black horizontal line the cost figure draws for the recommended plan."""
    root = ET.fromstring(svg)
    return [
        path
        for path in root.iter(f"{SVG_NS}path")
        if "stroke: #000000" in (path.get("style") or "")
        and "stroke-width: 1.6" in (path.get("style") or "")
        and "stroke-dasharray" not in (path.get("style") or "")
    ]


def test_cost_figure_tells_the_bars_from_the_recommendation(exercise_plots: list[Plot]) -> None:
    # The bars are the plans with the filesystem to itself (questions 1–4); the recommendation
    # is the cheapest plan that holds on the shared filesystem, here two tiers on spot, which
    # the figure marks with a line and names, with the engine's cost, in its alt text.
    cost = exercise_plots[1]
    analysis = analyse(load_scenario(EXERCISE).facts)
    rec = analysis.recommendation
    assert rec.plan.strategy == "two_tier"
    usd = f"${rec.plan.usd_per_useful_gpu_h:.2f}"
    free_usd = f"${rec.choice.plan.usd_per_useful_gpu_h:.2f}"
    assert usd != free_usd
    for text in (cost.alt, cost.caption):
        assert "with the filesystem to itself" in text
        assert "recommended plan" in text and usd in text
        assert "two-tier: peer memory + shared filesystem on spot" in text
        assert "the shared filesystem binds" in text
    assert "the cheapest of them is sharded + asynchronous on spot" in cost.alt
    assert f"{free_usd} per useful GPU-hour. The recommended plan" in cost.alt
    assert len(_recommended_lines(cost.svg)) == 2  # the line, and its sample in the legend
    assert usd in cost.svg.decode("utf-8")  # the line's legend entry


def test_cost_figure_names_the_bar_when_the_recommendation_is_one() -> None:
    # A recommendation the filesystem does not move is a bar already: no extra line, and the
    # text says which bar.
    analysis = analyse(load_scenario(ROOT / "inputs" / "spot-7b-finetune-aws.yaml").facts)
    rec = analysis.recommendation
    assert rec.plan.plan is not None
    run = run_simulation(rec.choice.plan, analysis.facts.useful_s, 20, seed=1)
    cost = render_plots(analysis, run, slug="x")[1]
    assert "is the bar for sharded + asynchronous (spot, notice unused)" in cost.caption
    assert f"${rec.plan.usd_per_useful_gpu_h:.2f} per useful GPU-hour" in cost.caption
    assert not _recommended_lines(cost.svg)


def test_completion_figure_says_when_it_is_not_the_recommendation(
    exercise_plots: list[Plot],
) -> None:
    # The figure shows the cheapest plan with the filesystem to itself; the exercise recommends
    # two tiers, so the text must not let the figure pass for the recommendation.
    completion = exercise_plots[2]
    for text in (completion.alt, completion.caption):
        assert (
            "not the recommended plan (two-tier: peer memory + shared filesystem on spot)" in text
        )
        assert "with the filesystem to itself" in text


@pytest.fixture(scope="module")
def exercise_check(exercise: tuple[Analysis, SimulationRun]) -> TierCheck:
    analysis, _ = exercise
    return check_option(analysis.recommendation.plan, analysis.facts, trials=40, seed=3)


def test_completion_figure_draws_a_two_tier_recommendation(
    exercise: tuple[Analysis, SimulationRun], exercise_check: TierCheck
) -> None:
    # The exercise recommends two tiers: the figure is then the Monte-Carlo check's own runs,
    # and states the numbers the check's table row prints.
    analysis, _ = exercise
    option = analysis.recommendation.plan
    completion = completion_plot(analysis, exercise_check, "exercise")
    row = montecarlo_view(analysis, [], exercise_check)["recommended"]
    sim = exercise_check.simulation
    # Recomputed here from the per-trial ratios (statistics.median: the same linear
    # interpolation as numpy's percentile for the median), not read from the simulation.
    days = [ratio * analysis.facts.useful_s / 86_400 for ratio in sim.ratios]
    assert row["p50_days"] == pytest.approx(statistics.median(days), rel=1e-12)
    for text in (completion.alt, completion.caption):
        assert "not the recommended plan" not in text
        assert "the two-tier model's expected completion time" in text
        assert f"over {sim.trials:,} simulated runs" in text or f"of {sim.trials:,}" in text
    assert "(the recommended plan: two-tier: peer memory + shared filesystem on spot" in (
        completion.alt
    )
    assert f"every {option.interval_s:,.0f} s" in completion.alt
    assert f"every {option.durable_interval_s:,.0f} s" in completion.alt
    assert f"within {row['p50_days']:.2f} days (P50)" in completion.alt
    assert f"within {row['p90_days']:.2f} days (P90)" in completion.alt
    # The exact mean is the plan's own wall-clock days, as the recommendation prints them.
    assert f"completion time is {option.wall_days:.2f} days" in completion.alt
    assert f"from {min(days):.2f} to {max(days):.2f} days" in completion.alt
    counts = [int(r[1].replace(",", "")) for r in completion.rows]
    assert sum(counts) == sim.trials == 40
    assert "which the simulation's mean reproduces" in completion.caption


def test_completion_caption_says_when_the_simulation_disagrees(
    exercise: tuple[Analysis, SimulationRun], exercise_check: TierCheck
) -> None:
    analysis, _ = exercise
    sim = exercise_check.simulation
    far = dataclasses.replace(exercise_check, exact_ratio=sim.mean_ratio - 5 * sim.stderr_ratio)
    caption = completion_plot(analysis, far, "exercise").caption
    assert "does not reproduce (5.0 standard errors apart)" in caption
