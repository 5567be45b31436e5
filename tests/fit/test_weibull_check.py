"""The Weibull check: the plan the report rests on, simulated under the fitted shape."""

from __future__ import annotations

import dataclasses
import json
import math
import subprocess
import sys
from pathlib import Path

from reportgen.engine.analysis import analyse
from reportgen.engine.facts import Cluster, Facts
from reportgen.nonexponential import TIER_TRIALS, check_weibull
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


def test_the_recommended_two_tier_plan_is_checked_when_it_runs_on_that_capacity() -> None:
    # On demand only: the recommendation is the two-tier on-demand plan, and it is the plan
    # checked (the report's text says so). At shape 1 the Weibull walk (an up-time redrawn at
    # every resume) must give the exponential walk's mean and the tier model's exact ratio
    # within 4 standard errors (of the difference, for two simulations; same seed, different
    # draws). The tier model is long-run; the finite job's one final drain is W/U ~ 1e-5.
    facts = dataclasses.replace(
        with_on_demand(exercise_facts(), fitted((1.0, 1.0, 1.0))), spot=None
    )
    analysis = analyse(facts)
    recommended = analysis.recommendation.plan
    assert recommended.key == "two_tier/on_demand"
    (check,) = check_weibull(analysis, trials=1000)
    assert check.role == "recommended"
    assert check.option == check.recommended == recommended.key
    assert check.trials == TIER_TRIALS  # capped: the walk is event by event
    assert check.durable_every == recommended.durable_every > 1
    assert check.interval_s == recommended.interval_s
    assert check.exponential_ratio == recommended.ratio
    w, e = check.weibull, check.exponential_run
    assert abs(w.ratio - e.ratio) <= Z * math.hypot(w.stderr_ratio, e.stderr_ratio), check.to_dict()
    assert abs(check.exponential_error) <= Z * check.error_stderr, check.to_dict()


def spot_fitted(facts: Facts, shape: tuple[float, float, float]) -> Facts:
    """``facts`` with its spot MTBF from a fit that rejects the exponential, and the filesystem
    to the job alone (so that an emergency save fits the notice and the notice plan wins)."""
    assert facts.spot is not None
    m = float(facts.spot.mtbf_s)
    mtbf = Fitted(
        m,
        0.9 * m,
        1.1 * m,
        shape=shape,
        exponential_rejected=True,
        source="spot.fit.json",
        capacity="spot",
        failures=300,
    )
    return dataclasses.replace(
        facts,
        spot=dataclasses.replace(facts.spot, mtbf_s=mtbf),
        filesystem=dataclasses.replace(facts.filesystem, other_jobs=0),
    )


def test_the_recommended_notice_plan_is_checked_under_the_weibull() -> None:
    # With the filesystem to itself the exercise recommends saving just before the announced
    # kill on spot. At shape 1 the Weibull timeline must give the exponential timeline's mean
    # and the exact notice model's (Daly's form with warned and unwarned rates, exact.py), both
    # within 4 standard errors.
    analysis = analyse(spot_fitted(exercise_facts(), (1.0, 1.0, 1.0)))
    recommended = analysis.recommendation.plan
    assert recommended.key == "sharded_async/spot+before_kill"
    (check,) = check_weibull(analysis, trials=2000)
    assert (check.cluster, check.role, check.option) == ("spot", "recommended", recommended.key)
    assert check.warning_mode == "before_kill"
    assert recommended.plan is not None
    assert check.interval_s == recommended.plan.recommended_interval_s
    w, e = check.weibull, check.exponential_run
    assert abs(w.ratio - e.ratio) <= Z * math.hypot(w.stderr_ratio, e.stderr_ratio), check.to_dict()
    assert abs(check.exponential_error) <= Z * check.error_stderr, check.to_dict()
    assert check.to_dict()["warning_mode"] == "before_kill"


def test_clustered_spot_failures_run_the_notice_plan() -> None:
    analysis = analyse(spot_fitted(exercise_facts(), (0.7, 0.6, 0.8)))
    (check,) = check_weibull(analysis, trials=200)
    assert check.option == analysis.recommendation.plan.key
    assert [r.shape for r in check.runs] == [0.7, 0.6, 0.8]
    assert "announced" in " ".join(check.assumptions)


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
