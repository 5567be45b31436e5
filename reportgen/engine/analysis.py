"""The whole analysis of one scenario: every number the report, the linter and the grader read."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..errors import ReportgenError
from . import assumptions as A
from .calc import Assumption
from .facts import Cluster, Facts, facts_dict
from .feasible import FeasibleOption, FilesystemShare, cheapest, feasible_options
from .plan import MAX_REPORTABLE_RATIO, SECONDS_PER_DAY, StrategyPlan, evaluate
from .retention import RetentionPlan, plan_retention
from .shared_fs import SharedFilesystem, plan_shared_filesystem
from .spot import SpotComparison, compare
from .strategies import Strategy, strategies_for
from .tiers import TierSpec
from .warning import WarningPlan, plan_warning

__all__ = [
    "IMPRACTICAL_GOODPUT",
    "MAX_REPORTABLE_RATIO",
    "Alert",
    "Analysis",
    "Option",
    "Recommendation",
    "UnboundedPlanError",
    "analyse",
    "facts_dict",
    "refuse_unbounded",
]

IMPRACTICAL_GOODPUT = 0.5
"""Below this goodput (wall time over twice the useful time) a plan is called impractical."""
LARGE_WALL_MULTIPLE = 10.0
"""From this wall ÷ useful ratio on, the warning says how many times longer the job runs."""


@dataclass(frozen=True)
class Alert:
    """Something a reader must not miss (``plan --format json`` top-level ``warnings``)."""

    id: str
    message: str


class UnboundedPlanError(ReportgenError):
    """Even the best plan would take more than ``MAX_REPORTABLE_RATIO`` × its useful time."""


@dataclass(frozen=True)
class Option:
    """One way to run the job: a strategy on a cluster, possibly using the notice."""

    plan: StrategyPlan
    warning_mode: str | None
    """``None`` (no notice used), ``"at_notice"`` or ``"before_kill"``."""

    @property
    def key(self) -> str:
        base = f"{self.plan.strategy.name}/{self.plan.cluster.name}"
        return base if self.warning_mode is None else f"{base}+{self.warning_mode}"


@dataclass(frozen=True)
class Recommendation:
    """The decision, its cost, and when to revisit it."""

    choice: Option
    best_on_demand: StrategyPlan
    best_spot: StrategyPlan | None
    saving_vs_on_demand: float
    """1 − chosen $/useful ÷ best on-demand $/useful."""
    extra_wall_days: float
    """Chosen wall days − best on-demand wall days (positive: the choice finishes later)."""
    comparison: SpotComparison | None
    """Spot against on-demand for the chosen strategy (holds the break-even values)."""
    plan: FeasibleOption
    """The recommended plan: the cheapest that is feasible on the shared filesystem."""
    feasible_on_demand: FeasibleOption
    """The cheapest feasible plan on on-demand capacity."""
    feasible_saving_vs_on_demand: float
    feasible_extra_wall_days: float


@dataclass(frozen=True)
class Analysis:
    """Everything the engine works out for one scenario: the plans of every strategy on every
    capacity, the options weighed, the recommendation, and what ``plan --format json`` prints."""

    facts: Facts
    strategies: tuple[Strategy, ...]
    plans: dict[tuple[str, str], StrategyPlan]
    comparisons: dict[str, SpotComparison]
    warnings: dict[str, WarningPlan]
    retention: RetentionPlan
    shared_fs: SharedFilesystem
    recommendation: Recommendation
    share: FilesystemShare
    free_retention: RetentionPlan
    """The retention policy of the plan chosen with the filesystem to itself (questions 1–4)."""
    options: tuple[FeasibleOption, ...]
    """Every option planned under the filesystem share (:mod:`.feasible`)."""
    alerts: tuple[Alert, ...]

    def plan(self, strategy: str, cluster: str) -> StrategyPlan:
        return self.plans[(strategy, cluster)]

    @property
    def assumptions(self) -> tuple[Assumption, ...]:
        """Every engine assumption the analysis relies on, in order of first use."""
        seen: dict[str, Assumption] = {}
        sources: list[tuple[Assumption, ...]] = [p.assumptions for p in self.plans.values()]
        sources += [p.young.assumptions + p.first_order.assumptions for p in self.plans.values()]
        sources += [w.assumptions for w in self.warnings.values()]
        sources.append(self.retention.assumptions)
        sources.append(self.recommendation.plan.assumptions)
        # Question 2 shows every option re-planned on the shared filesystem: their assumptions
        # (the sharing rule, the peer replica, the in-flight budget) are the document's too.
        sources += [o.assumptions for o in self.options]
        for group in sources:
            for assumption in group:
                seen.setdefault(assumption.id, assumption)
        return tuple(seen.values())

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of ``reportgen plan --format json`` (keys in DESIGN.md are a contract).

        Non-finite numbers (a plan that never finishes) become ``None``: JSON has no infinity.
        """
        safe: dict[str, Any] = _json_safe(_to_dict(self))
        return safe


def analyse(facts: Facts, *, allow_unbounded: bool = False) -> Analysis:
    """Plan every strategy on every cluster of ``facts`` and draw the recommendation.

    Raises :class:`UnboundedPlanError` when even the best plan takes more than
    ``MAX_REPORTABLE_RATIO`` times its useful time (no report or simulation can be built on
    it), unless ``allow_unbounded`` (the quick calculator prints such an analysis, warnings
    first, with the unbounded numbers as ``null``).
    """
    strategies = strategies_for(facts)
    plans: dict[tuple[str, str], StrategyPlan] = {}
    for strategy in strategies:
        for cluster in facts.clusters:
            plans[(strategy.name, cluster.name)] = evaluate(facts, strategy, cluster)
    comparisons: dict[str, SpotComparison] = {}
    warnings: dict[str, WarningPlan] = {}
    if facts.spot is not None:
        for strategy in strategies:
            od, spot = plans[(strategy.name, "on_demand")], plans[(strategy.name, "spot")]
            comparisons[strategy.name] = compare(od, spot, facts.step_s)
            warning = plan_warning(facts, strategy, facts.spot, spot)
            if warning is not None:
                warnings[strategy.name] = warning
    options = [Option(p, None) for p in plans.values()]
    for w in warnings.values():
        if w.feasible:
            options += [Option(w.at_notice, "at_notice"), Option(w.before_kill, "before_kill")]
    choice = min(options, key=lambda o: (o.plan.usd_per_useful_gpu_h, o.plan.wall_days))
    on_demand_plans = [p for p in plans.values() if p.cluster.name == "on_demand"]
    best_od = min(on_demand_plans, key=lambda p: p.usd_per_useful_gpu_h)
    spot_plans = [p for p in plans.values() if p.cluster.name == "spot"]
    best_spot = min(spot_plans, key=lambda p: p.usd_per_useful_gpu_h) if spot_plans else None
    share, planned_options = feasible_options(facts, strategies, plans)
    best = cheapest(planned_options)
    best_od_feasible = cheapest(tuple(o for o in planned_options if o.cluster.name == "on_demand"))
    if not allow_unbounded:
        refuse_unbounded(facts, strategies, plans)
    recommendation = Recommendation(
        choice=choice,
        best_on_demand=best_od,
        best_spot=best_spot,
        saving_vs_on_demand=_saving(choice.plan.usd_per_useful_gpu_h, best_od.usd_per_useful_gpu_h),
        extra_wall_days=_difference(choice.plan.wall_days, best_od.wall_days),
        comparison=comparisons.get(choice.plan.strategy.name),
        plan=best,
        feasible_on_demand=best_od_feasible,
        feasible_saving_vs_on_demand=_saving(
            best.usd_per_useful_gpu_h, best_od_feasible.usd_per_useful_gpu_h
        ),
        feasible_extra_wall_days=_difference(best.wall_days, best_od_feasible.wall_days),
    )
    planned = plans[("sharded_async", "on_demand")]
    return Analysis(
        facts=facts,
        strategies=strategies,
        plans=plans,
        comparisons=comparisons,
        warnings=warnings,
        retention=plan_retention(facts, best.durable_interval_s, best.wall_days * SECONDS_PER_DAY),
        shared_fs=plan_shared_filesystem(facts, planned.recommended_interval_s),
        recommendation=recommendation,
        share=share,
        free_retention=plan_retention(
            facts, choice.plan.recommended_interval_s, choice.plan.wall_days * SECONDS_PER_DAY
        ),
        options=planned_options,
        alerts=_alerts(facts, plans, best, planned_options),
    )


def refuse_unbounded(
    facts: Facts,
    strategies: tuple[Strategy, ...],
    plans: dict[tuple[str, str], StrategyPlan],
) -> None:
    """Raise :class:`UnboundedPlanError` unless every cluster has a plan within
    ``MAX_REPORTABLE_RATIO``: a report shows every strategy on every capacity, and each must
    have a finite cost."""
    for cluster in facts.clusters:
        ratio = min(1.0 + plans[(s.name, cluster.name)].exact_overhead for s in strategies)
        if not ratio <= MAX_REPORTABLE_RATIO:
            raise UnboundedPlanError(_unbounded_message(facts, cluster, ratio))


def _saving(chosen: float, reference: float) -> float:
    """``1 − chosen/reference``; 0 when both are infinite (neither plan finishes)."""
    if math.isinf(chosen) and math.isinf(reference):
        return 0.0
    return 1.0 - chosen / reference


def _difference(a: float, b: float) -> float:
    return 0.0 if math.isinf(a) and math.isinf(b) else a - b


def _days(ratio: float, useful_s: float) -> str:
    return f"{ratio * useful_s / SECONDS_PER_DAY:,.0f} days" if math.isfinite(ratio) else "forever"


def _where(o: FeasibleOption) -> str:
    mode = {
        None: "",
        "at_notice": ", saving at the notice",
        "before_kill": ", saving before the kill",
    }
    return f"{o.label.lower()} on {o.cluster.name.replace('_', '-')}{mode[o.warning_mode]}"


def _unbounded_message(facts: Facts, cluster: Cluster, ratio: float) -> str:
    times = "more than 10^308" if math.isinf(ratio) else f"{ratio:,.0f}"
    name = cluster.name.replace("_", "-")
    return (
        f"{facts.title}: no plan can finish on {name} capacity: even the best would take "
        f"{times} times its useful compute (restart {cluster.restart_s:,.0f} s against an MTBF "
        f"of {cluster.mtbf_s:,.0f} s: a restart completes only once in "
        f"e^{cluster.restart_s / cluster.mtbf_s:,.3g} attempts). Check the {name} MTBF and "
        "restart time; `reportgen plan` without a scenario prints such an analysis with its "
        "warnings."
    )


def _alerts(
    facts: Facts,
    plans: dict[tuple[str, str], StrategyPlan],
    best: FeasibleOption,
    options: tuple[FeasibleOption, ...],
) -> tuple[Alert, ...]:
    """The warnings a reader must not miss, most serious first."""
    alerts: list[Alert] = []
    where = _where(best)
    pool = [o for o in options if o.feasible] or list(options)
    most = max(pool, key=lambda o: o.goodput)
    if not any(o.feasible for o in options):
        reasons = sorted({o.infeasible_because for o in options if o.infeasible_because})
        alerts.append(
            Alert(
                "no-feasible-plan",
                "No plan is feasible (" + "; ".join(reasons) + "); the least bad is shown: "
                f"{where}.",
            )
        )
    if not math.isfinite(most.ratio):
        alerts.append(
            Alert(
                "never-finishes",
                f"Every plan is impractical: even the best ({where}) never finishes in "
                "expectation (the expected wall time is beyond a floating-point number); its "
                "figures are reported as null.",
            )
        )
    elif most.goodput < IMPRACTICAL_GOODPUT:
        alerts.append(
            Alert(
                "impractical-goodput",
                f"Every plan is impractical: even the one with the highest goodput "
                f"({_where(most)}) keeps only {most.goodput:.1%}, below the "
                f"{IMPRACTICAL_GOODPUT:.0%} threshold: {_days(most.ratio, facts.useful_s)} of "
                f"wall clock for {_days(1.0, facts.useful_s)} of useful compute.",
            )
        )
        if most.ratio >= LARGE_WALL_MULTIPLE:
            alerts.append(
                Alert(
                    "wall-time-multiple",
                    f"The job would run {most.ratio:,.0f} times longer than its useful "
                    "compute; fix the failure rate or the restart before choosing an interval.",
                )
            )
    elif best.goodput < IMPRACTICAL_GOODPUT:
        alerts.append(
            Alert(
                "low-goodput-recommendation",
                f"The cheapest plan ({where}) keeps only {best.goodput:.1%} goodput: it runs "
                f"{_days(best.ratio, facts.useful_s)} for {_days(1.0, facts.useful_s)} of "
                f"useful compute. If the deadline matters more than the cost, take "
                f"{_where(most)} ({most.goodput:.1%} goodput, "
                f"{_days(most.ratio, facts.useful_s)}).",
            )
        )
    for cluster in facts.clusters:
        if cluster.restart_s >= cluster.mtbf_s:
            alerts.append(
                Alert(
                    "restart-longer-than-mtbf",
                    f"On {cluster.name.replace('_', '-')} capacity the restart "
                    f"({cluster.restart_s:,.0f} s) is not shorter than the MTBF "
                    f"({cluster.mtbf_s:,.0f} s): most restarts are themselves interrupted, "
                    "and no checkpoint interval can make up for it.",
                )
            )
    if best.binding:
        alerts.append(
            Alert(
                "filesystem-binds",
                f"The shared filesystem binds: the recommended plan writes to it every "
                f"{best.durable_interval_s:,.0f} s, not at the interval the failure rate alone "
                "would choose.",
            )
        )
    out_of_range = [f"{s}/{c}" for (s, c), p in plans.items() if not p.first_order_in_range]
    if out_of_range:
        alerts.append(
            Alert(
                "first-order-out-of-range",
                "Young's first-order model is outside its range (T*/M or R/M not small) for "
                + ", ".join(out_of_range)
                + "; the figures used are the exact model's.",
            )
        )
    return tuple(alerts)


def _finite(x: float | None) -> float | None:
    return None if x is None or not math.isfinite(x) else x


def _plan_dict(p: StrategyPlan) -> dict[str, Any]:
    out: dict[str, Any] = {
        "blocking_s": p.strategy.blocking_s,
        "mtbf_s": p.cluster.mtbf_s,
        "young_interval_s": p.young.value,
        "young_interval_min": p.young.value / 60.0,
        "young_interval_steps": p.young_interval_steps,
        "first_order_waste": p.first_order.value,
        "first_order_goodput": p.first_order_goodput,
        "first_order_in_range": p.first_order_in_range,
        "daly_higher_order_interval_s": p.daly_higher_order.value,
        "exact_optimal_interval_s": p.exact_optimal_interval_s,
        "recommended_interval_s": p.recommended_interval_s,
        "recommended_interval_steps": p.recommended_interval_steps,
        "exact_overhead": p.exact_overhead,
        "exact_overhead_at_young": _finite(p.exact_overhead_at_young),
        "goodput": p.goodput,
        "wall_days": p.wall_days,
        "usd_per_useful_gpu_h": p.usd_per_useful_gpu_h,
        "total_cost_usd": p.total_cost_usd,
        "expected_failures": p.expected_failures,
    }
    if p.strategy.background_s:
        out["background_write_s"] = p.strategy.background_s
        out["interval_exceeds_background_write"] = p.interval_exceeds_background_write
        out["loss_if_failure_during_write_s"] = p.loss_if_failure_during_write_s
        out["host_memory_per_node_bytes"] = p.strategy.host_memory_per_node_bytes
    return out


def _to_dict(a: Analysis) -> dict[str, Any]:
    f = a.facts
    rec = a.recommendation
    out: dict[str, Any] = {
        "title": f.title,
        "facts": facts_dict(f),
        "goodput_definition": "useful time / expected wall time = 1 / (1 + overhead)",
        "strategies": {
            s.name: {
                "label": s.label,
                "constraints": list(s.constraints),
                **{c.name: _plan_dict(a.plan(s.name, c.name)) for c in f.clusters},
            }
            for s in a.strategies
        },
    }
    out["spot"] = {
        name: {
            "naive_wall_hour_ratio": c.naive_wall_hour_ratio,
            "naive_saving": c.naive_saving,
            "useful_hour_ratio": c.useful_hour_ratio,
            "saving": c.saving,
            "spot_is_cheaper": c.spot_is_cheaper,
            "break_even": {
                "spot_mtbf_s": c.break_even.spot_mtbf_s,
                "spot_restart_s": c.break_even.spot_restart_s,
                "spot_price_usd_per_gpu_h": c.break_even.spot_price_usd_per_gpu_h,
                "note": c.break_even.note,
            },
        }
        for name, c in a.comparisons.items()
    }
    out["warning"] = {
        name: {
            "notice_s": w.notice_s,
            "emergency_save_s": w.emergency_save_s,
            "emergency_save_worst_s": w.emergency_save_worst_s,
            "emergency_save_expected_s": w.emergency_save_expected_s,
            "feasible": w.feasible,
            "slack_s": w.slack_s,
            "unwarned_mtbf_s": w.unwarned_mtbf_s,
            "warned_mtbf_s": _finite(w.warned_mtbf_s),
            "first_order": {
                "waste": w.first_order_waste,
                "usd_per_useful_gpu_h": w.first_order_usd_per_useful_gpu_h,
            },
            **{
                mode: {
                    "recommended_interval_s": p.recommended_interval_s,
                    "exact_overhead": p.exact_overhead,
                    "goodput": p.goodput,
                    "wall_days": p.wall_days,
                    "usd_per_useful_gpu_h": p.usd_per_useful_gpu_h,
                    "total_cost_usd": p.total_cost_usd,
                }
                for mode, p in (
                    ("without", w.without),
                    ("at_notice", w.at_notice),
                    ("before_kill", w.before_kill),
                )
            },
        }
        for name, w in a.warnings.items()
    }
    r = a.retention
    out["retention"] = {
        "tiers": [
            {
                "name": t.name,
                "purpose": t.purpose,
                "contents": t.contents,
                "count": t.count,
                "size_each_bytes": t.size_each_bytes,
                "footprint_bytes": t.footprint_bytes,
                "spacing_s": t.spacing_s,
                "where": t.where,
            }
            for t in r.tiers
        ],
        "footprint_bytes": r.footprint_bytes,
        "checkpoints_written": r.checkpoints_written,
        "keep_everything_bytes": r.keep_everything_bytes,
    }
    s = a.shared_fs
    out["shared_filesystem"] = {
        "jobs": s.jobs,
        "bandwidth_bytes_per_s": s.bandwidth_bytes_per_s,
        "bandwidth_assumed": s.bandwidth_assumed,
        "write_alone_s": s.write_alone_s,
        "in_phase_write_s": s.in_phase_write_s,
        "demand_bytes_per_s": s.demand_bytes_per_s,
        "utilisation": s.utilisation,
        "min_sustainable_interval_s": s.min_sustainable_interval.value,
        "interval_s": s.interval_s,
        "in_phase_young_interval_s": s.in_phase_young_interval_s,
        "in_phase_overhead": s.in_phase_overhead,
        "planned_overhead": s.planned_overhead,
        "staggered_interval_s": s.staggered_interval_s,
        "staggered_overhead": s.staggered_overhead,
        "restart_storm_read_s": s.restart_storm_read_s,
    }
    choice = rec.choice.plan
    best = rec.plan
    od = rec.feasible_on_demand
    out["filesystem_share"] = {
        "rule": A.FILESYSTEM_FAIR_SHARE.text,
        "jobs": a.share.jobs,
        "bandwidth_bytes_per_s": a.share.bandwidth_bytes_per_s,
        "share_bytes_per_s": a.share.share_bytes_per_s,
        "min_durable_interval_s": a.share.min_durable_interval_s,
        "write_at_share_s": a.share.write_at_share_s,
    }
    out["options"] = [_option_dict(o) for o in a.options]
    out["recommendation"] = {
        "strategy": best.strategy,
        "cluster": best.cluster.name,
        "warning_mode": best.warning_mode,
        "interval_s": best.interval_s,
        "interval_steps": best.interval_steps,
        "usd_per_useful_gpu_h": best.usd_per_useful_gpu_h,
        "total_cost_usd": best.total_cost_usd,
        "wall_days": best.wall_days,
        "goodput": best.goodput,
        "exact_overhead": best.overhead,
        "feasible": best.feasible,
        "infeasible_because": best.infeasible_because,
        "binding": list(best.binding),
        "durable_interval_s": best.durable_interval_s,
        "tiers": [_tier_dict(t) for t in best.tiers],
        "saving_vs_on_demand": rec.feasible_saving_vs_on_demand,
        "extra_wall_days": rec.feasible_extra_wall_days,
        "best_on_demand": {
            "strategy": od.strategy,
            "usd_per_useful_gpu_h": od.usd_per_useful_gpu_h,
            "total_cost_usd": od.total_cost_usd,
            "wall_days": od.wall_days,
        },
        "filesystem_to_itself": {
            "strategy": choice.strategy.name,
            "cluster": choice.cluster.name,
            "warning_mode": rec.choice.warning_mode,
            "interval_s": choice.recommended_interval_s,
            "usd_per_useful_gpu_h": choice.usd_per_useful_gpu_h,
            "total_cost_usd": choice.total_cost_usd,
            "wall_days": choice.wall_days,
            "saving_vs_on_demand": rec.saving_vs_on_demand,
            "extra_wall_days": rec.extra_wall_days,
            "retention_footprint_bytes": a.free_retention.footprint_bytes,
        },
        "break_even": None
        if rec.comparison is None
        else {
            "spot_mtbf_s": rec.comparison.break_even.spot_mtbf_s,
            "spot_restart_s": rec.comparison.break_even.spot_restart_s,
            "spot_price_usd_per_gpu_h": rec.comparison.break_even.spot_price_usd_per_gpu_h,
        },
    }
    out["warnings"] = [{"id": x.id, "message": x.message} for x in a.alerts]
    out["assumptions"] = [{"id": x.id, "text": x.text} for x in a.assumptions]
    out["scenario_assumptions"] = list(f.stated_assumptions) + list(f.unstated_defaults)
    return out


def _tier_dict(t: TierSpec) -> dict[str, Any]:
    return {
        "name": t.name,
        "where": t.where,
        "interval_s": t.interval_s,
        "survives": t.survives,
        "lost_by": t.lost,
    }


def _option_dict(o: FeasibleOption) -> dict[str, Any]:
    return {
        "key": o.key,
        "strategy": o.strategy,
        "cluster": o.cluster.name,
        "warning_mode": o.warning_mode,
        "feasible": o.feasible,
        "infeasible_because": o.infeasible_because,
        "binding": list(o.binding),
        "interval_s": o.interval_s,
        "unconstrained_interval_s": o.unconstrained_interval_s,
        "durable_interval_s": o.durable_interval_s,
        "background_write_s": o.background_s,
        "emergency_save_worst_s": o.emergency_save_worst_s,
        "emergency_save_expected_s": o.emergency_save_expected_s,
        "exact_overhead": o.overhead,
        "goodput": o.goodput,
        "wall_days": o.wall_days,
        "usd_per_useful_gpu_h": o.usd_per_useful_gpu_h,
        "total_cost_usd": o.total_cost_usd,
        "host_memory_per_node_bytes": o.host_memory_per_node_bytes,
        "tiers": [_tier_dict(t) for t in o.tiers],
    }


def _json_safe(value: Any) -> Any:
    """Non-finite floats → ``None``, recursively (JSON has no NaN or infinity)."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: _json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_json_safe(v) for v in value]
    return value
