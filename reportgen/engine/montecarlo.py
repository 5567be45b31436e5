"""Run the Monte-Carlo simulation for one planned strategy of an analysis."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .exact import expected_job_ratio
from .facts import Facts
from .plan import MAX_REPORTABLE_RATIO, StrategyPlan, evaluate
from .simulate import SimParams, SimResult, simulate
from .strategies import strategies_for
from .warning import WarningPlan, plan_warning

if TYPE_CHECKING:
    from .analysis import Analysis

__all__ = [
    "SimulationRun",
    "expected_ratio",
    "params_for",
    "plan_to_simulate",
    "run_simulation",
    "select_plan",
]


@dataclass(frozen=True)
class SimulationRun:
    plan: StrategyPlan
    interval_s: float
    params: SimParams
    result: SimResult
    exact_ratio: float
    """The exact model's wall ÷ useful time for this finite job (:func:`.expected_job_ratio`)."""

    @property
    def z_score(self) -> float:
        """(simulated − exact) ÷ standard error: within ±4 when the two models agree."""
        if self.result.stderr_ratio == 0.0:
            return 0.0
        return (self.result.mean_ratio - self.exact_ratio) / self.result.stderr_ratio


def params_for(plan: StrategyPlan, useful_s: float, interval_s: float | None = None) -> SimParams:
    """The simulation of ``plan`` at ``interval_s`` (default: the plan's recommended interval)."""
    f = plan.failures
    return SimParams(
        useful_s=useful_s,
        interval_s=plan.recommended_interval_s if interval_s is None else interval_s,
        blocking_s=plan.strategy.blocking_s,
        background_s=plan.strategy.background_s,
        restart_s=plan.cluster.restart_s,
        unwarned_rate_per_s=f.unwarned_rate_per_s,
        warned_rate_per_s=f.warned_rate_per_s,
        notice_s=f.notice_s,
        emergency_save_s=f.emergency_save_s,
        save_before_kill=f.save_before_kill,
    )


def select_plan(
    analysis: Analysis, strategy: str, cluster: str, warning: str | None
) -> StrategyPlan:
    """The plan for ``strategy`` on ``cluster``, using the notice as ``warning`` says."""
    if warning is None:
        return analysis.plan(strategy, cluster)
    w = analysis.warnings[strategy]
    return w.at_notice if warning == "at_notice" else w.before_kill


def plan_to_simulate(
    facts: Facts, strategy: str, cluster: str
) -> tuple[StrategyPlan, WarningPlan | None]:
    """``analyse(facts).plan(strategy, cluster)`` and, on spot, the notice's plans
    ``analyse(facts).warnings.get(strategy)``, without the rest of the analysis.

    A simulation runs one plan: the spot break-even values, the two-tier search and the
    filesystem share that :func:`~.analysis.analyse` adds cost 10–100 times more than the plan
    itself and change none of its numbers. Every strategy is still planned on every cluster
    (a few milliseconds), so that a scenario :func:`~.analysis.analyse` refuses as unbounded
    is refused here too, with the same :class:`~.analysis.UnboundedPlanError`.
    """
    strategies = strategies_for(facts)
    plans = {(s.name, c.name): evaluate(facts, s, c) for s in strategies for c in facts.clusters}
    for c in facts.clusters:
        if not min(1.0 + plans[(s.name, c.name)].exact_overhead for s in strategies) <= (
            MAX_REPORTABLE_RATIO
        ):
            from .analysis import refuse_unbounded

            refuse_unbounded(facts, strategies, plans)
    plan = plans[(strategy, cluster)]
    notice = None
    if cluster == "spot" and facts.spot is not None:
        chosen = next(s for s in strategies if s.name == strategy)
        notice = plan_warning(facts, chosen, facts.spot, plan)
    return plan, notice


def run_simulation(
    plan: StrategyPlan,
    useful_s: float,
    trials: int,
    seed: int,
    interval_s: float | None = None,
    progress: object = None,
) -> SimulationRun:
    params = params_for(plan, useful_s, interval_s)
    result = simulate(params, trials=trials, seed=seed, progress=progress)  # type: ignore[arg-type]
    # The model's expectation for the job the simulation runs (started up at time 0, ended
    # when its last checkpoint is durable), not the long-run rate, which leaves out the one
    # final write nothing hides (about W ÷ U of the ratio; see exact.finite_job_excess_s).
    return SimulationRun(plan, params.interval_s, params, result, expected_ratio(plan, params))


def expected_ratio(plan: StrategyPlan, params: SimParams) -> float:
    """The exact model's wall ÷ useful time for the finite job ``params`` describes
    (:func:`.expected_job_ratio`), with ``plan``'s failure processes."""
    return expected_job_ratio(
        params.interval_s,
        params.blocking_s,
        params.restart_s,
        plan.failures,
        params.background_s,
        params.useful_s,
    )
