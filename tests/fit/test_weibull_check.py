"""The Weibull check: the plan the report rests on, simulated under the fitted shape."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

from reportgen.engine.analysis import analyse
from reportgen.engine.facts import Cluster, Facts
from reportgen.nonexponential import check_weibull
from reportgen.scenario import load_scenario
from reportgen.scenario.fitref import Fitted

ROOT = Path(__file__).parent.parent.parent
Z = 4.0  # standard errors; |z| > 4 has probability 6e-5 for a right model (seeds fixed anyway)


def exercise_facts() -> Facts:
    return load_scenario(ROOT / "inputs" / "exercise.yaml").facts


def with_on_demand(facts: Facts, mtbf: float) -> Facts:
    return dataclasses.replace(facts, on_demand=dataclasses.replace(facts.on_demand, mtbf_s=mtbf))


def fitted(shape: tuple[float, float, float], rejected: bool = True) -> Fitted:
    return Fitted(
        3 * 3600.0,
        2.7 * 3600.0,
        3.3 * 3600.0,
        shape=shape,
        exponential_rejected=rejected,
        source="cluster.fit.json",
        capacity="on_demand",
        failures=450,
    )


def test_no_check_without_a_fit_that_rejects_the_exponential() -> None:
    assert check_weibull(analyse(exercise_facts()), trials=50) == ()
    accepted = with_on_demand(exercise_facts(), fitted((0.95, 0.85, 1.05), rejected=False))
    assert check_weibull(analyse(accepted), trials=50) == ()


def test_shape_one_finds_the_exponential_model_right() -> None:
    # A Weibull of shape 1 is the exponential: the check must find the exact model (Daly's
    # expected time, computed by the engine without simulation) within sampling error.
    facts = with_on_demand(exercise_facts(), fitted((1.0, 1.0, 1.0)))
    (check,) = check_weibull(analyse(facts), trials=2000)
    assert check.cluster == "on_demand"
    assert abs(check.exponential_error) <= Z * check.error_stderr, check.to_dict()
    # and the flat exponential sampler, run beside it, agrees with the exact model too
    e = check.exponential_run
    assert abs(e.ratio - check.exponential_ratio) <= Z * e.stderr_ratio


def test_the_check_simulates_the_plan_on_the_failing_capacity() -> None:
    facts = with_on_demand(exercise_facts(), fitted((0.75, 0.7, 0.81)))
    analysis = analyse(facts)
    (check,) = check_weibull(analysis, trials=200)
    best = analysis.recommendation.best_on_demand
    # The recommendation is on spot here, so the check takes the best on-demand plan.
    assert analysis.recommendation.choice.plan.cluster.name == "spot"
    assert (check.role, check.option) == ("best_on_capacity", f"{best.strategy.name}/on_demand")
    assert check.interval_s == best.recommended_interval_s
    assert [r.shape for r in check.runs] == [0.75, 0.7, 0.81]
    d = check.to_dict()
    assert d["exponential"]["usd_per_useful_gpu_h"] == check.exponential_ratio * 2.40
    assert d["weibull"]["wall_days"] == facts.useful_s * check.weibull.ratio / 86_400


def test_the_recommended_plan_is_checked_when_it_runs_on_that_capacity() -> None:
    # On demand only: the recommendation is an on-demand plan.
    facts = with_on_demand(exercise_facts(), fitted((0.75, 0.7, 0.81)))
    facts = dataclasses.replace(facts, spot=None)
    analysis = analyse(facts)
    checks = check_weibull(analysis, trials=100)
    chosen = analysis.recommendation.plan.plan
    if chosen is None:  # a two-tier recommendation has no single-tier plan to simulate
        assert checks[0].role == "best_on_capacity"
    else:
        assert checks[0].role == "recommended"
        assert checks[0].interval_s == chosen.recommended_interval_s


PLAN_ARGS = ("inputs/h100-fitted-log.yaml", "--format", "json")


def test_plan_json_carries_the_check_for_a_fitted_scenario(tmp_path: Path) -> None:
    scenario = (ROOT / "inputs" / "h100-fitted-log.yaml").read_text(encoding="utf-8")
    assert "fit: logs/h100-cluster-60d.fit.json" in scenario
    out = subprocess.run(
        [sys.executable, "-m", "reportgen", "plan", *PLAN_ARGS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    (check,) = json.loads(out.stdout)["weibull_check"]
    assert check["cluster"] == "on_demand"
    assert check["fit"] == "logs/h100-cluster-60d.fit.json"
    assert 0.70 < check["weibull_shape"]["estimate"] < 0.81


def test_cluster_type_unchanged() -> None:
    # Fitted is a float: the engine plans with the estimate, unchanged.
    c = Cluster("on_demand", fitted((0.75, 0.7, 0.81)), 2.4, 600.0)
    assert c.mtbf_s == 3 * 3600.0
