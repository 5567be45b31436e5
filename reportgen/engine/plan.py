"""One strategy on one cluster: Young's first-order plan beside the exact model's."""

from __future__ import annotations

import math
from dataclasses import dataclass

from . import assumptions as A
from .calc import Assumption, Calc
from .exact import (
    FailureModel,
    daly_higher_order_interval,
    exp_or_inf,
    log_expected_ratio,
    minimise_interval,
    optimal_interval_sync,
)
from .facts import Cluster, Facts
from .strategies import Strategy
from .young import first_order_waste, goodput_from_overhead, young_interval

__all__ = [
    "FIRST_ORDER_MAX_INTERVAL_OVER_MTBF",
    "FIRST_ORDER_MAX_RESTART_OVER_MTBF",
    "MAX_REPORTABLE_RATIO",
    "StrategyPlan",
    "evaluate",
    "optimal_interval",
]

MAX_REPORTABLE_RATIO = 1000.0
"""Past this wall ÷ useful ratio there is nothing to design: reports refuse such a scenario."""

# Young's derivation drops terms of order (T/M)² and assumes restarts are short next to M.
# Past these ratios the first-order waste misses the exact model by more than about 10 % of
# itself on the shipped scenarios, so the report flags it (Daly 2006, Sec. 4).
FIRST_ORDER_MAX_INTERVAL_OVER_MTBF = 0.2
FIRST_ORDER_MAX_RESTART_OVER_MTBF = 0.1

SECONDS_PER_DAY = 86_400.0
SECONDS_PER_HOUR = 3_600.0


@dataclass(frozen=True)
class StrategyPlan:
    """Every number the report shows for one strategy on one cluster."""

    strategy: Strategy
    cluster: Cluster
    failures: FailureModel
    young: Calc
    young_interval_steps: int
    first_order: Calc
    """First-order waste at Young's T*."""
    first_order_in_range: bool
    daly_higher_order: Calc
    exact_optimal_interval_s: float
    recommended_interval_steps: int
    recommended_interval_s: float
    exact_overhead: float
    """Expected wall ÷ useful − 1 at the recommended interval (exact model)."""
    exact_overhead_at_young: float
    goodput: float
    wall_days: float
    usd_per_useful_gpu_h: float
    total_cost_usd: float
    expected_failures: float
    assumptions: tuple[Assumption, ...]

    @property
    def first_order_goodput(self) -> float:
        return goodput_from_overhead(self.first_order.value)

    @property
    def interval_exceeds_background_write(self) -> bool:
        return self.recommended_interval_s > self.strategy.background_s

    @property
    def loss_if_failure_during_write_s(self) -> float:
        """Work lost by a failure just before the background write commits, ``T + W`` [s]."""
        return self.recommended_interval_s + self.strategy.background_s


def optimal_interval(
    strategy: Strategy,
    restart_s: float,
    failures: FailureModel,
    step_s: float,
    min_interval_s: float = 0.0,
    guess_s: float | None = None,
) -> float:
    """The interval that minimises the exact model's expected wall time [s].

    Synchronous strategies without warned events use the closed form (Lambert W); the others
    are searched numerically, never below one step nor below the background write. With a
    lower bound ``min_interval_s`` (a constraint such as the filesystem's bandwidth), the
    constrained optimum is the larger of the two: the expected cost is unimodal in the interval.
    ``guess_s``, an optimum of a nearby problem, starts the numerical search there
    (:func:`~reportgen.engine.exact.minimise_interval`).
    """
    if strategy.background_s == 0.0 and failures.warned_rate_per_s == 0.0:
        return max(
            optimal_interval_sync(strategy.blocking_s, 1.0 / failures.unwarned_rate_per_s).value,
            step_s,
            min_interval_s,
        )
    rate = failures.total_rate_per_s
    lower_s = max(step_s, strategy.background_s, min_interval_s)
    scale_s = 1.0 / failures.unwarned_rate_per_s if failures.unwarned_rate_per_s else 1.0 / rate
    upper_s = max(20.0 * scale_s, 10.0 * lower_s)

    def log_ratio_of(interval_s: float) -> float:  # log is monotone: same minimiser, no overflow
        return log_expected_ratio(
            interval_s, strategy.blocking_s, restart_s, failures, strategy.background_s
        )

    return minimise_interval(log_ratio_of, lower_s, upper_s, guess_s)


def evaluate(
    facts: Facts,
    strategy: Strategy,
    cluster: Cluster,
    failures: FailureModel | None = None,
    min_interval_s: float = 0.0,
) -> StrategyPlan:
    """Plan ``strategy`` on ``cluster``; ``failures`` defaults to unwarned events at the MTBF.

    ``min_interval_s`` bounds the interval from below (the recommended interval is then the
    first whole step at or above it).
    """
    failures = failures or FailureModel.unwarned(cluster.mtbf_s)
    mtbf_s = cluster.mtbf_s
    restart_s = cluster.restart_s
    blocking_s = strategy.blocking_s
    background_s = strategy.background_s

    young = young_interval(blocking_s, mtbf_s)
    first_order = first_order_waste(blocking_s, young.value, restart_s, mtbf_s, background_s)
    in_range = (
        young.value / mtbf_s <= FIRST_ORDER_MAX_INTERVAL_OVER_MTBF
        and restart_s / mtbf_s <= FIRST_ORDER_MAX_RESTART_OVER_MTBF
    )
    exact_opt_s = optimal_interval(strategy, restart_s, failures, facts.step_s, min_interval_s)
    steps = max(1, round(exact_opt_s / facts.step_s))
    if steps * facts.step_s <= background_s:
        steps = math.floor(background_s / facts.step_s) + 1
    if steps * facts.step_s < min_interval_s:
        steps = math.ceil(min_interval_s / facts.step_s)
    recommended_s = steps * facts.step_s

    def ratio_at(interval_s: float) -> float:
        if background_s > interval_s + blocking_s:
            return math.inf
        return exp_or_inf(
            log_expected_ratio(interval_s, blocking_s, restart_s, failures, background_s)
        )

    ratio = ratio_at(recommended_s)
    wall_s = facts.useful_s * ratio
    usd_per_useful = cluster.price_usd_per_gpu_h * ratio
    assumptions = (
        A.EXPONENTIAL_FAILURES,
        A.FAILURES_DURING_CHECKPOINT_AND_RESTART,
        A.LONG_RUN_EXPECTATION,
        A.GOODPUT_DEFINITION,
        *strategy.assumptions,
    )
    if cluster.name == "spot":
        assumptions += (A.SAME_RESTART_ON_SPOT,)
    return StrategyPlan(
        strategy=strategy,
        cluster=cluster,
        failures=failures,
        young=young,
        young_interval_steps=round(young.value / facts.step_s),
        first_order=first_order,
        first_order_in_range=in_range,
        daly_higher_order=daly_higher_order_interval(blocking_s, mtbf_s),
        exact_optimal_interval_s=exact_opt_s,
        recommended_interval_steps=steps,
        recommended_interval_s=recommended_s,
        exact_overhead=ratio - 1.0,
        exact_overhead_at_young=ratio_at(young.value) - 1.0,
        goodput=1.0 / ratio,
        wall_days=wall_s / SECONDS_PER_DAY,
        usd_per_useful_gpu_h=usd_per_useful,
        total_cost_usd=cluster.price_usd_per_gpu_h * facts.gpus * wall_s / SECONDS_PER_HOUR,
        expected_failures=wall_s * failures.total_rate_per_s,
        assumptions=assumptions,
    )
