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
    """The emergency save (snapshot + write) finishes inside the notice."""
    slack_s: float
    """Notice left after the save [s] (negative: the save does not fit)."""
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
    feasible = save_s <= notice_s
    # Hardware failures keep the on-demand rate and come unannounced; the rest of the measured
    # spot events are preemptions with a notice.
    unwarned_rate = min(1.0 / facts.on_demand.mtbf_s, 1.0 / spot.mtbf_s)
    warned_rate = 1.0 / spot.mtbf_s - unwarned_rate
    if feasible:
        at_notice = FailureModel(unwarned_rate, warned_rate, notice_s, save_s, False)
        before_kill = FailureModel(unwarned_rate, warned_rate, notice_s, save_s, True)
        plan_at = evaluate(facts, strategy, spot, at_notice)
        plan_before = evaluate(facts, strategy, spot, before_kill)
    else:
        plan_at = plan_before = without
    return WarningPlan(
        strategy=strategy.name,
        notice_s=notice_s,
        emergency_save_s=save_s,
        feasible=feasible,
        slack_s=notice_s - save_s,
        unwarned_mtbf_s=1.0 / unwarned_rate,
        warned_mtbf_s=1.0 / warned_rate if warned_rate > 0 else float("inf"),
        without=without,
        at_notice=plan_at,
        before_kill=plan_before,
        assumptions=(A.HARDWARE_FAILURES_UNWARNED,),
    )
