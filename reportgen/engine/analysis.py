"""The whole analysis of one scenario: every number the report, the linter and the grader read."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .calc import Assumption
from .facts import Facts
from .plan import SECONDS_PER_DAY, StrategyPlan, evaluate
from .retention import RetentionPlan, plan_retention
from .shared_fs import SharedFilesystem, plan_shared_filesystem
from .spot import SpotComparison, compare
from .strategies import Strategy, strategies_for
from .warning import WarningPlan, plan_warning

__all__ = ["Analysis", "Option", "Recommendation", "analyse"]


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


@dataclass(frozen=True)
class Analysis:
    facts: Facts
    strategies: tuple[Strategy, ...]
    plans: dict[tuple[str, str], StrategyPlan]
    comparisons: dict[str, SpotComparison]
    warnings: dict[str, WarningPlan]
    retention: RetentionPlan
    shared_fs: SharedFilesystem
    recommendation: Recommendation

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
        for group in sources:
            for assumption in group:
                seen.setdefault(assumption.id, assumption)
        return tuple(seen.values())

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of ``reportgen plan --format json`` (keys in DESIGN.md are a contract)."""
        return _to_dict(self)


def analyse(facts: Facts) -> Analysis:
    """Plan every strategy on every cluster of ``facts`` and draw the recommendation."""
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
    recommendation = Recommendation(
        choice=choice,
        best_on_demand=best_od,
        best_spot=best_spot,
        saving_vs_on_demand=1.0 - choice.plan.usd_per_useful_gpu_h / best_od.usd_per_useful_gpu_h,
        extra_wall_days=choice.plan.wall_days - best_od.wall_days,
        comparison=comparisons.get(choice.plan.strategy.name),
    )
    planned = plans[("sharded_async", "on_demand")]
    return Analysis(
        facts=facts,
        strategies=strategies,
        plans=plans,
        comparisons=comparisons,
        warnings=warnings,
        retention=plan_retention(
            facts, choice.plan.recommended_interval_s, choice.plan.wall_days * SECONDS_PER_DAY
        ),
        shared_fs=plan_shared_filesystem(facts, planned.recommended_interval_s),
        recommendation=recommendation,
    )


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
        "facts": {
            "gpus": f.gpus,
            "useful_s": f.useful_s,
            "step_s": f.step_s,
            "checkpoint_bytes": f.checkpoint_bytes,
            "write_s": f.write_s,
            "parallel_writers": f.parallel_writers,
            "snapshot_fraction": f.snapshot_fraction,
            "clusters": {
                c.name: {
                    "mtbf_s": c.mtbf_s,
                    "price_usd_per_gpu_h": c.price_usd_per_gpu_h,
                    "restart_s": c.restart_s,
                    "warning_s": c.warning_s,
                }
                for c in f.clusters
            },
        },
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
            "feasible": w.feasible,
            "slack_s": w.slack_s,
            "unwarned_mtbf_s": w.unwarned_mtbf_s,
            "warned_mtbf_s": _finite(w.warned_mtbf_s),
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
    out["recommendation"] = {
        "strategy": choice.strategy.name,
        "cluster": choice.cluster.name,
        "warning_mode": rec.choice.warning_mode,
        "interval_s": choice.recommended_interval_s,
        "interval_steps": choice.recommended_interval_steps,
        "usd_per_useful_gpu_h": choice.usd_per_useful_gpu_h,
        "total_cost_usd": choice.total_cost_usd,
        "wall_days": choice.wall_days,
        "saving_vs_on_demand": rec.saving_vs_on_demand,
        "extra_wall_days": rec.extra_wall_days,
        "best_on_demand": {
            "strategy": rec.best_on_demand.strategy.name,
            "usd_per_useful_gpu_h": rec.best_on_demand.usd_per_useful_gpu_h,
            "total_cost_usd": rec.best_on_demand.total_cost_usd,
            "wall_days": rec.best_on_demand.wall_days,
        },
        "break_even": None
        if rec.comparison is None
        else {
            "spot_mtbf_s": rec.comparison.break_even.spot_mtbf_s,
            "spot_restart_s": rec.comparison.break_even.spot_restart_s,
            "spot_price_usd_per_gpu_h": rec.comparison.break_even.spot_price_usd_per_gpu_h,
        },
    }
    out["assumptions"] = [{"id": x.id, "text": x.text} for x in a.assumptions]
    out["scenario_assumptions"] = list(f.stated_assumptions) + list(f.unstated_defaults)
    return out
