"""Using a preemption notice for an emergency checkpoint."""

from __future__ import annotations

from dataclasses import dataclass

from . import assumptions as A
from .calc import Assumption
from .exact import FailureModel
from .facts import Cluster, Facts
from .plan import StrategyPlan, evaluate
from .strategies import Strategy

__all__ = ["WarningPlan", "plan_warning"]


@dataclass(frozen=True)
class WarningPlan:
    """What the notice buys one strategy on spot."""

    strategy: str
    notice_s: float
    emergency_save_s: float
    feasible: bool
    """The emergency save finishes inside the notice even in the worst case."""
    slack_s: float
    """Notice left after the worst-case save [s] (negative: the save does not fit)."""
    emergency_save_worst_s: float
    """The save with a background write just started still in flight (``S + W``) [s]."""
    emergency_save_expected_s: float
    """The save with the expected in-flight remainder, ``S + W·(W/L)/2`` [s]."""
    unwarned_mtbf_s: float
    """Mean time between failures that still come without warning (hardware) [s]."""
    warned_mtbf_s: float
    """Mean time between preemptions that come with the notice [s]."""
    without: StrategyPlan
    """Spot, notice ignored."""
    at_notice: StrategyPlan
    """Save as soon as the notice arrives, then wait for the kill."""
    before_kill: StrategyPlan
    """Train on and save at kill − save time."""
    assumptions: tuple[Assumption, ...]
    first_order_waste: float
    """The first-order overhead with the notice used, at the first-order interval ``T``:
    ``C/T + (T/2 + W)/M_unwarned + R/M`` (only failures without a notice lose work; every
    event still costs a restart) [fraction]. What the exercise's formula gives when the
    warned preemptions' lost-work term is dropped."""
    first_order_usd_per_useful_gpu_h: float
    """Spot's price × (1 + :attr:`first_order_waste`) [USD per useful GPU-hour]."""

    @property
    def best(self) -> StrategyPlan:
        return min(
            (self.without, self.at_notice, self.before_kill),
            key=lambda p: p.usd_per_useful_gpu_h,
        )


def plan_warning(
    facts: Facts, strategy: Strategy, spot: Cluster, without: StrategyPlan
) -> WarningPlan | None:
    """Plan ``strategy`` on ``spot`` when its notice is used; ``None`` if spot gives no notice."""
    if spot.warning_s is None:
        return None
    notice_s = spot.warning_s
    save_s = strategy.emergency_save_s
    # An asynchronous job may be mid-way through a background write when the notice comes: the
    # emergency save shares the bandwidth with it until it commits. Worst case: one just
    # started (W more); expected: in flight W/L of the time with W/2 left on average.
    in_flight_s = strategy.background_s
    segment_s = without.recommended_interval_s + strategy.blocking_s
    worst_s = save_s + in_flight_s
    expected_s = save_s + in_flight_s * min(in_flight_s / segment_s, 1.0) / 2.0
    feasible = worst_s <= notice_s
    interval_s = without.young.value
    # Hardware failures keep the on-demand rate and come unannounced; the rest of the measured
    # spot events are preemptions with a notice.
    unwarned_rate = min(1.0 / facts.on_demand.mtbf_s, 1.0 / spot.mtbf_s)
    warned_rate = 1.0 / spot.mtbf_s - unwarned_rate
    first_order = (
        strategy.blocking_s / interval_s
        + (interval_s / 2.0 + in_flight_s) * unwarned_rate
        + spot.restart_s / spot.mtbf_s
    )
    if not feasible:
        first_order = without.first_order.value
    if feasible:
        at_notice = FailureModel(unwarned_rate, warned_rate, notice_s, worst_s, False)
        before_kill = FailureModel(unwarned_rate, warned_rate, notice_s, worst_s, True)
        plan_at = evaluate(facts, strategy, spot, at_notice)
        plan_before = evaluate(facts, strategy, spot, before_kill)
    else:
        plan_at = plan_before = without
    return WarningPlan(
        strategy=strategy.name,
        notice_s=notice_s,
        emergency_save_s=save_s,
        feasible=feasible,
        slack_s=notice_s - worst_s,
        emergency_save_worst_s=worst_s,
        emergency_save_expected_s=expected_s,
        unwarned_mtbf_s=1.0 / unwarned_rate,
        warned_mtbf_s=1.0 / warned_rate if warned_rate > 0 else float("inf"),
        without=without,
        at_notice=plan_at,
        before_kill=plan_before,
        assumptions=(A.HARDWARE_FAILURES_UNWARNED,)
        + ((A.EMERGENCY_SAVE_IN_FLIGHT,) if in_flight_s else ()),
        first_order_waste=first_order,
        first_order_usd_per_useful_gpu_h=spot.price_usd_per_gpu_h * (1.0 + first_order),
    )
