"""The assembled analysis: the JSON contract, the spot decision and its break-even values."""

from __future__ import annotations

import json
import math
from dataclasses import replace

import pytest

from reportgen.engine.analysis import analyse
from reportgen.engine.facts import Facts
from reportgen.engine.plan import evaluate
from reportgen.engine.strategies import strategies_for

CONTRACT_KEYS = {
    "young_interval_s",
    "young_interval_steps",
    "first_order_waste",
    "exact_optimal_interval_s",
    "exact_overhead",
    "goodput",
    "wall_days",
    "usd_per_useful_gpu_h",
    "total_cost_usd",
}


def test_plan_json_contract(facts: Facts) -> None:
    data = json.loads(json.dumps(analyse(facts).to_dict(), allow_nan=False))
    for strategy in ("baseline", "sharded", "sharded_async"):
        for cluster in ("on_demand", "spot"):
            entry = data["strategies"][strategy][cluster]
            assert entry.keys() >= CONTRACT_KEYS
    async_od = data["strategies"]["sharded_async"]["on_demand"]
    assert async_od["background_write_s"] == pytest.approx(15.0)
    assert async_od["interval_exceeds_background_write"] is True
    # Fractions as fractions, not percent.
    assert 0 < data["strategies"]["baseline"]["on_demand"]["exact_overhead"] < 1


def test_exercise_numbers_by_hand(facts: Facts) -> None:
    a = analyse(facts)
    base = a.plan("baseline", "on_demand")
    assert base.young.value == pytest.approx(3943.60, abs=0.01)
    assert base.young_interval_steps == 4382
    assert base.first_order.value == pytest.approx(0.147642, abs=2e-6)
    assert base.first_order_in_range
    # Sharded: C = 240/16 = 15 s; async: snapshot 10 % of 15 s = 1.5 s, background write 15 s.
    assert a.plan("sharded", "on_demand").strategy.blocking_s == 15.0
    assert a.plan("sharded_async", "on_demand").strategy.blocking_s == pytest.approx(1.5)
    # Spot: T*/M = 1138/2700 = 0.42, far outside the first-order model's range.
    assert not a.plan("baseline", "spot").first_order_in_range
    # Wall days: 30 days of useful compute × (1 + overhead).
    assert base.wall_days == pytest.approx(30.0 * (1 + base.exact_overhead), rel=1e-12)
    # Total cost: 256 GPUs × 720 h × (1 + overhead) × $2.40.
    assert base.total_cost_usd == pytest.approx(256 * 720 * 2.40 * (1 + base.exact_overhead))


def test_the_per_wall_hour_trap_and_the_real_answer(facts: Facts) -> None:
    a = analyse(facts)
    for comparison in a.comparisons.values():
        assert comparison.naive_wall_hour_ratio == pytest.approx(3.2)  # 2.40 / 0.75
        assert comparison.naive_saving == pytest.approx(0.6875)
        # The useful-hour advantage is much smaller than the list-price one.
        assert 1.0 < comparison.useful_hour_ratio < 3.2


def test_break_even_values_really_flip_the_decision(facts: Facts) -> None:
    a = analyse(facts)
    strategy = strategies_for(facts)[2]
    assert facts.spot is not None
    od_cost = a.plan("sharded_async", "on_demand").usd_per_useful_gpu_h
    be = a.comparisons["sharded_async"].break_even
    assert be.spot_mtbf_s is not None and be.spot_restart_s is not None

    def spot_cost(**changes: float) -> float:
        cluster = replace(facts.spot, **changes)  # type: ignore[arg-type]
        return evaluate(facts, strategy, cluster).usd_per_useful_gpu_h

    # At the break-even the costs meet; the tolerance covers rounding the interval to steps.
    assert spot_cost(mtbf_s=be.spot_mtbf_s) == pytest.approx(od_cost, rel=2e-3)
    assert spot_cost(restart_s=be.spot_restart_s) == pytest.approx(od_cost, rel=2e-3)
    assert spot_cost(price_usd_per_gpu_h=be.spot_price_usd_per_gpu_h) == pytest.approx(
        od_cost, rel=1e-9
    )
    assert spot_cost(mtbf_s=be.spot_mtbf_s * 0.8) > od_cost > spot_cost(mtbf_s=be.spot_mtbf_s * 1.2)


def test_warning_feasibility_and_hardware_failures_stay_unwarned(facts: Facts) -> None:
    a = analyse(facts)
    # A single writer needs 240 s: it cannot save inside a 120 s notice; sharded needs 15 s.
    assert not a.warnings["baseline"].feasible
    assert a.warnings["sharded"].feasible
    assert a.warnings["sharded_async"].emergency_save_s == pytest.approx(16.5)
    w = a.warnings["sharded_async"]
    # 1/2700 − 1/32400 = 11/32400 per second: preemptions every 2945.45 s.
    assert w.warned_mtbf_s == pytest.approx(32_400 / 11)
    assert w.unwarned_mtbf_s == pytest.approx(32_400)
    assert w.before_kill.usd_per_useful_gpu_h < w.without.usd_per_useful_gpu_h


def test_first_order_waste_with_the_notice_used_by_hand(facts: Facts) -> None:
    # Sharded + async on spot, at the first-order interval T = √(2·1.5·2700) = 90 s: only the
    # unwarned (hardware) failures, one per 32,400 s, lose half an interval plus the 15 s
    # background write; every event, one per 2,700 s, costs the 840 s restart.
    # 1.5/90 + (45 + 15)/32,400 + 840/2,700 = 0.016667 + 0.001852 + 0.311111 = 0.329630,
    # and $0.75 × 1.329630 = $0.9972 per useful GPU-hour (a document's "≈ $1.00").
    w = analyse(facts).warnings["sharded_async"]
    assert w.first_order_waste == pytest.approx(1.5 / 90 + 60 / 32_400 + 840 / 2_700, rel=1e-9)
    assert w.first_order_usd_per_useful_gpu_h == pytest.approx(0.75 * 1.3296296, rel=1e-6)


def test_recommendation_is_the_cheapest_option_and_carries_revisit_values(facts: Facts) -> None:
    a = analyse(facts)
    rec = a.recommendation
    costs = [p.usd_per_useful_gpu_h for p in a.plans.values()]
    assert rec.choice.plan.usd_per_useful_gpu_h <= min(costs)
    assert rec.comparison is not None
    assert rec.saving_vs_on_demand > 0


def test_on_demand_only_scenario(facts: Facts) -> None:
    a = analyse(replace(facts, spot=None))
    assert set(a.plans) == {(s, "on_demand") for s in ("baseline", "sharded", "sharded_async")}
    assert a.comparisons == {} and a.warnings == {}
    assert a.recommendation.comparison is None
    assert json.dumps(a.to_dict(), allow_nan=False)


def test_shared_filesystem_in_phase_burst(facts: Facts) -> None:
    s = analyse(facts).shared_fs
    # 16 writers saturate the filesystem: B = 1.4 TB / 15 s = 93.3 GB/s; 201 jobs in phase
    # share it, so one write takes 201 × 15 s = 3015 s; T_min = 201 × 1.4 TB / B = 3015 s.
    assert s.jobs == 201
    assert s.bandwidth_bytes_per_s == pytest.approx(1.4e12 / 15)
    assert s.in_phase_write_s == pytest.approx(3015.0)
    assert s.min_sustainable_interval.value == pytest.approx(3015.0)
    assert s.utilisation > 1.0
    assert s.in_phase_overhead > s.staggered_overhead > s.planned_overhead


def test_retention_footprint(facts: Facts) -> None:
    r = analyse(facts).retention
    names = [t.name for t in r.tiers]
    assert names == ["restart", "rollback", "milestone", "final"]
    assert r.tiers[0].footprint_bytes == pytest.approx(2 * 1.4e12)
    assert r.tiers[1].count == 6  # 24 h window / 4 h spacing
    assert r.tiers[2].size_each_bytes == pytest.approx(1.4e12 / 7)
    assert r.footprint_bytes < r.keep_everything_bytes
    assert math.isfinite(r.footprint_bytes)
