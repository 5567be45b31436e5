"""The Monte-Carlo check of the recommended plan: the two-tier simulation of the option the report
prints, and the rows of the report's section (the recommended plan first, each row's role)."""

from __future__ import annotations

import dataclasses

import pytest
from buildkit import EXERCISE, INPUTS

from reportgen.engine.analysis import Analysis, analyse
from reportgen.engine.montecarlo import run_simulation
from reportgen.engine.simulate_tiers import check_option
from reportgen.report.context import AGREEMENT_Z, montecarlo_view
from reportgen.scenario import load_scenario


@pytest.fixture(scope="module")
def exercise() -> Analysis:
    return analyse(load_scenario(EXERCISE).facts)


def test_the_two_tier_check_simulates_the_printed_plan(exercise: Analysis) -> None:
    option = exercise.recommendation.plan
    assert option.strategy == "two_tier"
    check = check_option(option, exercise.facts, trials=60, seed=11)
    # The model's side of the check is the ratio the report prints for the recommendation.
    assert check.exact_ratio == option.ratio
    assert check.simulation.trials == 60
    # 4 standard errors: a correct model fails this by chance about once in 16,000 seeds.
    assert abs(check.z_score) <= 4.0
    sim = check.simulation
    assert sim.p50_ratio <= sim.p90_ratio
    assert 1.0 < sim.p50_ratio < 2 * option.ratio


def test_the_two_tier_check_refuses_what_it_cannot_check(exercise: Analysis) -> None:
    single = next(o for o in exercise.options if o.strategy != "two_tier")
    with pytest.raises(ValueError, match="not a two-tier plan"):
        check_option(single, exercise.facts, trials=2, seed=1)
    # Inputs that no longer give the option's own ratio (the engine's failure split changed
    # without this check) are an error, not a check of a neighbouring plan.
    drifted = dataclasses.replace(exercise.recommendation.plan, ratio=1.5)
    with pytest.raises(ValueError, match="the plan says"):
        check_option(drifted, exercise.facts, trials=2, seed=1)


def test_rows_put_the_recommendation_first(exercise: Analysis) -> None:
    rec = exercise.recommendation
    useful_s = exercise.facts.useful_s
    runs = [
        run_simulation(rec.choice.plan, useful_s, 20, seed=1),
        run_simulation(rec.best_on_demand, useful_s, 20, seed=2),
    ]
    check = check_option(rec.plan, exercise.facts, trials=10, seed=3)
    view = montecarlo_view(exercise, runs, check)
    assert [r["role"] for r in view["rows"]] == ["recommended", "free_cheapest", "free_on_demand"]
    assert view["recommended"]["tiers"] and view["recommended"]["option"] is rec.plan
    assert view["agreement_z"] == AGREEMENT_Z == 3.0
    assert view["recommended"]["agrees"] == (abs(check.z_score) <= 3.0)
    days = view["recommended"]["exact_days"]
    assert days == pytest.approx(rec.plan.wall_days, rel=1e-12)


def test_a_single_tier_recommendation_is_its_own_row() -> None:
    # The recommendation on this scenario is the plan of questions 1–4 (the filesystem does not
    # move it): one row, labelled as the recommendation, and no two-tier check.
    a = analyse(load_scenario(INPUTS / "spot-7b-finetune-aws.yaml").facts)
    rec = a.recommendation
    assert rec.plan.plan is not None
    useful_s = a.facts.useful_s
    runs = [
        run_simulation(rec.plan.plan, useful_s, 20, seed=1),
        run_simulation(rec.best_on_demand, useful_s, 20, seed=2),
    ]
    view = montecarlo_view(a, runs, None)
    assert [r["role"] for r in view["rows"]] == ["recommended", "free_on_demand"]
    assert not view["recommended"]["tiers"]
