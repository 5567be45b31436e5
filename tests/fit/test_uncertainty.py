"""MTBF intervals in a scenario: ranges, the chance that spot pays, regret, and their checks.

The references here are computed another way than the module under test: plain Monte-Carlo
draws (numpy's normal generator, the log-normal written out in the test) instead of its
Latin hypercube and quantile function, and the engine's full ``analyse`` instead of its
shortcut for the cheapest options.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import numpy as np
import pytest

from reportgen.cli import main
from reportgen.engine.analysis import analyse
from reportgen.engine.exact import FailureModel, expected_ratio
from reportgen.errors import ScenarioError
from reportgen.scenario import load_scenario
from reportgen.scenario.uncertain import Uncertain
from reportgen.uncertainty import analyse_uncertainty, best_costs, quantile

REPO = Path(__file__).resolve().parents[2]
EXERCISE = REPO / "inputs" / "exercise.yaml"
Z975 = 1.959963984540054  # the standard normal's 97.5 % point, from any printed table


def scenario_with(tmp_path: Path, on_demand: str | None, spot: str | None) -> Path:
    text = EXERCISE.read_text(encoding="utf-8")
    if on_demand is not None:
        text = re.sub(r"    mtbf: 9 h .*", f"    mtbf: {on_demand}", text)
    if spot is not None:
        text = re.sub(r"    mtbf: 45 min .*", f"    mtbf: {spot}", text)
    path = tmp_path / "uncertain.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def lognormal_draws(rng: np.random.Generator, m: Uncertain, n: int) -> np.ndarray:
    """Two-piece log-normal with 2.5/50/97.5 % points low, estimate, high."""
    z = rng.standard_normal(n)
    sigma = np.where(z > 0, math.log(m.high / m), math.log(m / m.low)) / Z975
    return float(m) * np.exp(sigma * z)


def test_the_interval_form_loads_and_plans_with_the_estimate(tmp_path: Path) -> None:
    path = scenario_with(tmp_path, "{estimate: 9 h, low: 6 h, high: 14 h}", None)
    facts = load_scenario(path).facts
    assert isinstance(facts.on_demand.mtbf_s, Uncertain)
    assert (facts.on_demand.mtbf_s, facts.on_demand.mtbf_s.low) == (9 * 3600, 6 * 3600)
    # The engine sees the estimate: the plan equals the plan of the plain "9 h" scenario.
    plain = analyse(load_scenario(EXERCISE).facts).to_dict()["recommendation"]
    assert analyse(facts).to_dict()["recommendation"] == plain


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("{estimate: 9 h, low: 10 h, high: 14 h}", "expected low <= estimate <= high"),
        ("{estimate: 9 h, low: 6 h}", "exactly the keys estimate, low and high"),
        ("{estimate: 9 h, low: 6 h, high: 14}", "high: expected a duration with a unit"),
        ("{estimate: 9 h, low: 6 h, high: 14 h, p: 1}", "exactly the keys"),
    ],
)
def test_bad_intervals_name_the_line(value: str, message: str, tmp_path: Path) -> None:
    path = scenario_with(tmp_path, value, None)
    with pytest.raises(ScenarioError) as error:
        load_scenario(path)
    line = next(i for i, s in enumerate(path.read_text().splitlines(), 1) if value in s)
    (problem,) = error.value.problems
    assert (problem.line, message in problem.message) == (line, True)


def test_ranges_agree_with_monte_carlo_over_the_interval(tmp_path: Path) -> None:
    path = scenario_with(tmp_path, "{estimate: 9 h, low: 6 h, high: 14 h}", None)
    facts = load_scenario(path).facts
    facts = type(facts)(**{**facts.__dict__, "spot": None})  # on demand only
    analysis = analyse(facts)
    result = analyse_uncertainty(analysis)
    assert result is not None
    plan = analysis.recommendation.choice.plan
    # Draw the MTBF 20,000 times and cost the plan's own interval under each draw with the
    # exact model; the cost falls as the MTBF grows, so the cost's 97.5 % and 2.5 % points are
    # the range's ends. Sample-quantile error at 20,000 draws: sd of the 2.5 % point is
    # sqrt(0.025 x 0.975 / 20000) / phi(1.96) = 0.019 in z, 0.4 % of the MTBF; 1 % covers it.
    rng = np.random.default_rng(7)
    s = plan.strategy
    costs = [
        plan.cluster.price_usd_per_gpu_h
        * expected_ratio(
            plan.recommended_interval_s,
            s.blocking_s,
            plan.cluster.restart_s,
            FailureModel.unwarned(float(m)),
            s.background_s,
        )
        for m in lognormal_draws(rng, facts.on_demand.mtbf_s, 20_000)
    ]
    low_mtbf_cost, mid, high_mtbf_cost = result.ranges["usd_per_useful_gpu_h"]
    assert mid == pytest.approx(plan.usd_per_useful_gpu_h, rel=1e-12)
    assert np.quantile(costs, 0.975) == pytest.approx(low_mtbf_cost, rel=1e-2)
    assert np.quantile(costs, 0.025) == pytest.approx(high_mtbf_cost, rel=1e-2)
    days_low, _, days_high = result.ranges["wall_days"]
    assert days_low > analysis.recommendation.choice.plan.wall_days > days_high
    # Young's T* = sqrt(2 C M) at the interval's ends, by hand.
    young = result.ranges["young_interval_s"]
    assert young[0] == pytest.approx(math.sqrt(2 * s.blocking_s * 6 * 3600))
    assert young[2] == pytest.approx(math.sqrt(2 * s.blocking_s * 14 * 3600))


def test_quantile_hits_the_three_given_points() -> None:
    m = Uncertain(9.0, 6.0, 14.0)
    assert quantile(m, 0.025) == pytest.approx(6.0)
    assert quantile(m, 0.5) == pytest.approx(9.0)
    assert quantile(m, 0.975) == pytest.approx(14.0)


def test_best_costs_are_the_engine_s_choice(tmp_path: Path) -> None:
    for mtbf in ("5 min", "12 min", "45 min"):
        facts = load_scenario(scenario_with(tmp_path, None, mtbf)).facts
        data = analyse(facts).to_dict()
        rec = data["recommendation"]
        on_demand, spot = best_costs(facts)
        # With the filesystem to itself: the engine's own choice when the filesystem does not
        # bind, else the plan it names as the one it would choose without that limit.
        free = rec.get("filesystem_to_itself") or rec
        assert on_demand == min(
            p["on_demand"]["usd_per_useful_gpu_h"] for p in data["strategies"].values()
        )
        assert min(on_demand, spot or math.inf) == free["usd_per_useful_gpu_h"]


@pytest.mark.slow
def test_spot_probability_agrees_with_plain_monte_carlo(tmp_path: Path) -> None:
    # A spot MTBF interval that straddles spot's break-even (about 10 min on the exercise):
    # the answer is neither 0 nor 1, the hardest case for the estimate.
    path = scenario_with(
        tmp_path,
        "{estimate: 9 h, low: 6 h, high: 14 h}",
        "{estimate: 10 min, low: 5 min, high: 20 min}",
    )
    facts = load_scenario(path).facts
    result = analyse_uncertainty(analyse(facts))
    assert result is not None and result.spot_cheaper_probability is not None
    assert 0.1 < result.spot_cheaper_probability < 0.9
    rng = np.random.default_rng(11)
    n = 400
    od = lognormal_draws(rng, facts.on_demand.mtbf_s, n)
    assert facts.spot is not None
    spot = lognormal_draws(rng, facts.spot.mtbf_s, n)
    cheaper = 0
    for m_od, m_spot in zip(od, spot, strict=True):
        drawn = type(facts)(
            **{
                **facts.__dict__,
                "on_demand": type(facts.on_demand)(
                    **{**facts.on_demand.__dict__, "mtbf_s": float(m_od)}
                ),
                "spot": type(facts.spot)(**{**facts.spot.__dict__, "mtbf_s": float(m_spot)}),
            }
        )
        rec = analyse(drawn).recommendation
        cheaper += rec.choice.plan.cluster.name == "spot"
    # Plain Monte Carlo with 400 draws: sd = sqrt(p (1 - p) / 400) <= 0.025; the module's 200
    # stratified draws add at most 0.035. 3.5 sd of the difference: 0.15.
    assert abs(cheaper / n - result.spot_cheaper_probability) <= 0.15


def test_regret_table(tmp_path: Path) -> None:
    path = scenario_with(tmp_path, "{estimate: 9 h, low: 3 h, high: 27 h}", None)
    facts = load_scenario(path).facts
    result = analyse_uncertainty(analyse(facts))
    assert result is not None
    at_low, at_estimate, at_high, robust = result.candidates
    # Each end's optimum has no regret at its own end...
    assert at_low.regret[0] == at_estimate.regret[1] == at_high.regret[2] == 0
    # ... and the robust interval's worst case is no worse than any of them.
    assert max(robust.regret) <= min(max(c.regret) for c in (at_low, at_estimate, at_high))
    assert at_low.interval_s < robust.interval_s < at_high.interval_s
    assert result.to_dict()["robust_cost_at_estimate"] == robust.regret[1] >= 0


def test_plan_prints_the_uncertainty(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = scenario_with(
        tmp_path,
        "{estimate: 9 h, low: 6 h, high: 14 h}",
        "{estimate: 45 min, low: 30 min, high: 1 h}",
    )
    assert main(["plan", str(path), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    u = data["uncertainty"]
    assert u["mtbf_s"]["on_demand"] == {"estimate": 32_400, "low": 21_600, "high": 50_400}
    # The exercise's filesystem binds its recommendation: the ranges say they are for the plan
    # with the filesystem to itself, and its cost is that plan's.
    assert u["basis"] == "filesystem_to_itself"
    assert u["ranges"]["usd_per_useful_gpu_h"]["estimate"] == pytest.approx(
        data["recommendation"]["filesystem_to_itself"]["usd_per_useful_gpu_h"]
    )
    assert 0 <= u["spot_cheaper_probability"] <= 1
    assert main(["plan", str(path)]) == 0
    out = capsys.readouterr().out
    assert "probability that spot is cheaper" in out and "robust" in out
    assert "filesystem to itself" in out
    assert main(["plan", str(EXERCISE), "--format", "json"]) == 0
    assert "uncertainty" not in json.loads(capsys.readouterr().out)
