"""What the templates see: the engine's results, plus the few views a page needs.

Every number a template prints is an engine value or simple arithmetic on engine values done
here (a timeline's times, ``1 − w``, a ratio), never a constant in a template. Text that came
from the scenario is wrapped in :class:`~reportgen.report.markdown.ScenarioText`, so the
environment escapes it even where a template forgets to.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..engine.feasible import nodes_of
from .markdown import ScenarioText
from .robustness import Robustness, robustness_view

if TYPE_CHECKING:
    from ..engine.analysis import Analysis
    from ..engine.feasible import FeasibleOption
    from ..engine.montecarlo import SimulationRun
    from ..engine.simulate_tiers import TierCheck
    from ..engine.spot import SpotComparison
    from ..engine.strategies import Strategy
    from ..engine.warning import WarningPlan
    from ..scenario.loader import Scenario

__all__ = [
    "AssumptionLine",
    "CatalogRow",
    "PlotLike",
    "TimelineRow",
    "comparison_context",
    "page_context",
]

SECONDS_PER_DAY = 86_400.0
AGREEMENT_Z = 3.0
"""The Monte-Carlo mean and the exact model agree when within this many standard errors (the
report states it; a correct model is this far off by chance in 0.27 % of checks)."""


class PlotLike(Protocol):
    """What ``reportgen.report.plots.render_plots`` returns, as far as the page needs it."""

    @property
    def name(self) -> str: ...
    @property
    def filename(self) -> str: ...
    @property
    def svg(self) -> bytes: ...
    @property
    def alt(self) -> str: ...
    @property
    def caption(self) -> str: ...
    @property
    def headers(self) -> list[str]: ...
    @property
    def rows(self) -> list[list[str]]: ...


@dataclass(frozen=True)
class TimelineRow:
    """One step of the emergency save inside the preemption notice."""

    start_s: float
    end_s: float | None
    """``None`` for an instant (the notice, the commit marker, the kill)."""
    what: str


@dataclass(frozen=True)
class Timeline:
    strategy: Strategy
    mode: str
    """``at_notice`` or ``before_kill``."""
    rows: tuple[TimelineRow, ...]
    slack_s: float


@dataclass(frozen=True)
class CatalogRow:
    id: str
    name: str
    symptom: str
    statistical: bool
    statistical_why: str
    source: str
    applies_when: str | None


@dataclass(frozen=True)
class AssumptionLine:
    text: str
    origin: str
    """``engine``, ``scenario`` (stated in the file), ``default`` (filled in by the loader) or
    ``simulation``."""


# --- the preemption notice ---------------------------------------------------------------------


def _save_phases(strategy: Strategy) -> tuple[float, float]:
    """``(snapshot_s, write_s)`` of an emergency save: async snapshots then writes; sync writes."""
    if strategy.background_s > 0.0:
        return strategy.blocking_s, strategy.background_s
    return 0.0, strategy.blocking_s


def timeline(strategy: Strategy, notice_s: float, mode: str) -> Timeline:
    """What the job does between the notice (t = 0) and the kill (t = notice), step by step."""
    snapshot_s, write_s = _save_phases(strategy)
    # A background write in flight shares the bandwidth until it commits: budget its worst
    # case (one that has just started) so the plan holds whenever the notice comes.
    in_flight_s = strategy.background_s
    save_s = snapshot_s + in_flight_s + write_s
    start_s = 0.0 if mode == "at_notice" else notice_s - save_s
    rows = [
        TimelineRow(
            0.0,
            None,
            "Notice arrives. The agent that watches the metadata endpoint signals every rank; "
            "rank 0 picks the step to save at and broadcasts it, so all ranks stop on the same "
            "step.",
        )
    ]
    if start_s > 0.0:
        rows.append(
            TimelineRow(
                0.0,
                start_s,
                "Keep training: every step finished now is work the emergency save keeps.",
            )
        )
    if snapshot_s > 0.0:
        rows.append(
            TimelineRow(
                start_s,
                start_s + snapshot_s,
                "Snapshot: copy each rank's shard device → host (training is stopped).",
            )
        )
    if in_flight_s > 0.0:
        rows.append(
            TimelineRow(
                start_s + snapshot_s,
                start_s + snapshot_s + in_flight_s,
                "Worst case: the previous background write is still in flight and takes the "
                "bandwidth until it commits (budgeted in full; on average it is shorter).",
            )
        )
    rows.append(
        TimelineRow(
            start_s + snapshot_s + in_flight_s,
            start_s + save_s,
            f"Write the shards to the checkpoint filesystem "
            f"({strategy.label.lower()}, as in question 2).",
        )
    )
    rows.append(
        TimelineRow(
            start_s + save_s,
            None,
            "Commit: write the manifest and the commit marker last, after every shard is "
            "confirmed; only now does the restart see this checkpoint.",
        )
    )
    slack_s = notice_s - start_s - save_s
    if slack_s > 0.0:
        rows.append(
            TimelineRow(
                start_s + save_s,
                notice_s,
                "Slack: log the save, tell the scheduler to requeue, exit cleanly.",
            )
        )
    rows.append(TimelineRow(notice_s, None, "The instance is reclaimed."))
    return Timeline(strategy, mode, tuple(rows), slack_s)


def _notice_strategy(a: Analysis) -> WarningPlan | None:
    """The strategy whose use of the notice the page spells out: the recommended one if it can,
    else the cheapest strategy whose emergency save fits."""
    chosen = a.recommendation.choice.plan.strategy.name
    w = a.warnings.get(chosen)
    if w is not None and w.feasible:
        return w
    feasible = [w for w in a.warnings.values() if w.feasible]
    if not feasible:
        return None
    return min(feasible, key=lambda w: w.best.usd_per_useful_gpu_h)


# --- the state catalog -------------------------------------------------------------------------


def catalog_rows(catalog: Iterable[Any] | None) -> list[CatalogRow] | None:
    """The catalog items a bit-exact resume needs, in catalog order; ``None`` without a catalog."""
    if catalog is None:
        return None
    rows = []
    for item in catalog:
        if not getattr(item, "bit_exact", False):
            continue
        rows.append(
            CatalogRow(
                id=str(item.id),
                name=str(item.name),
                symptom=str(item.symptom),
                statistical=bool(item.statistical),
                statistical_why=str(getattr(item, "statistical_why", "") or ""),
                source=str(getattr(item, "source", "") or ""),
                applies_when=getattr(item, "applies_when", None) or None,
            )
        )
    return rows


# --- assumptions -------------------------------------------------------------------------------


def assumption_lines(a: Analysis, simulation: SimulationRun | None) -> list[AssumptionLine]:
    """Every assumption the page relies on, once each, engine's first."""
    lines: list[AssumptionLine] = []
    seen: set[str] = set()

    def add(text: str, origin: str) -> None:
        key = " ".join(text.split()).casefold()
        if key not in seen:
            seen.add(key)
            lines.append(AssumptionLine(text, origin))

    for x in a.assumptions:
        add(x.text, "engine")
    if simulation is not None:
        for text in simulation.result.assumptions:
            add(text, "simulation")
    for text in a.facts.stated_assumptions:
        add(ScenarioText(text), "scenario")
    for text in a.facts.unstated_defaults:
        add(ScenarioText(text), "default")
    return lines


# --- pages -------------------------------------------------------------------------------------


def _spot_verdict(a: Analysis) -> dict[str, Any] | None:
    """Is spot cheaper for this job? Best spot plan against best on-demand plan, no notice used."""
    rec = a.recommendation
    if rec.best_spot is None:
        return None
    best_spot = rec.best_spot
    best_od = rec.best_on_demand
    comparison: SpotComparison = a.comparisons[best_spot.strategy.name]
    saving = 1.0 - best_spot.usd_per_useful_gpu_h / best_od.usd_per_useful_gpu_h
    extra_days = best_spot.wall_days - best_od.wall_days
    baseline = a.comparisons.get("baseline")
    return {
        "later": extra_days >= 0,
        "sooner_days": -extra_days,
        "dearer": -saving,
        "baseline_saves_less": baseline is not None and baseline.saving < saving,
        "baseline_dearer": None if baseline is None else -baseline.saving,
        "cheaper": best_spot.usd_per_useful_gpu_h < best_od.usd_per_useful_gpu_h,
        "best_spot": best_spot,
        "best_on_demand": best_od,
        "saving": 1.0 - best_spot.usd_per_useful_gpu_h / best_od.usd_per_useful_gpu_h,
        "extra_days": best_spot.wall_days - best_od.wall_days,
        "comparison": comparison,
    }


def _same_simulation(a: Any, b: Any, useful_s: float) -> bool:
    """Do two single-tier plans simulate the same job (same interval, costs and failures)?"""
    from ..engine.montecarlo import params_for

    return bool(params_for(a, useful_s) == params_for(b, useful_s))


def _simulation_view(run: SimulationRun, a: Analysis) -> dict[str, Any]:
    """One single-tier row of the Monte-Carlo check, and which plan of the page it is."""
    useful_s = a.facts.useful_s
    r = run.result
    p = run.plan
    rec = a.recommendation
    mode = None
    if p.failures.warned_rate_per_s > 0:
        mode = "before_kill" if p.failures.save_before_kill else "at_notice"
    if rec.plan.plan is not None and _same_simulation(p, rec.plan.plan, useful_s):
        role = "recommended"
    elif p is rec.choice.plan:
        role = "free_cheapest"
    else:
        role = "free_on_demand"
    return {
        "role": role,
        "tiers": False,
        "notice_mode": mode,
        "agrees": abs(run.z_score) <= AGREEMENT_Z,
        "z_score": run.z_score,
        "run": run,
        "plan": run.plan,
        "result": r,
        "trials": r.trials,
        "mean_ratio": r.mean_ratio,
        "stderr_ratio": r.stderr_ratio,
        "exact_ratio": run.exact_ratio,
        "p50_days": r.p50_days,
        "p90_days": r.p90_days,
        "mean_days": r.mean_ratio * useful_s / SECONDS_PER_DAY,
        "exact_days": run.exact_ratio * useful_s / SECONDS_PER_DAY,
        "stderr_days": r.stderr_ratio * useful_s / SECONDS_PER_DAY,
    }


def _tier_check_view(check: TierCheck, a: Analysis) -> dict[str, Any]:
    """The recommended two-tier plan, simulated event by event (:mod:`.simulate_tiers`)."""
    sim = check.simulation
    return {
        "role": "recommended",
        "tiers": True,
        "option": check.option,
        "agrees": abs(check.z_score) <= AGREEMENT_Z,
        "z_score": check.z_score,
        "seed": check.seed,
        "trials": sim.trials,
        "mean_ratio": sim.mean_ratio,
        "stderr_ratio": sim.stderr_ratio,
        "exact_ratio": check.exact_ratio,
        "p50_days": sim.p50_days,
        "p90_days": sim.p90_days,
        "mean_days": sim.mean_days,
        "exact_days": check.exact_days,
        "stderr_days": sim.stderr_days,
    }


def montecarlo_view(
    a: Analysis, simulations: Sequence[SimulationRun], tier_check: TierCheck | None
) -> dict[str, Any]:
    """The rows of the Monte-Carlo check, the recommended plan first, and its verdict."""
    rows = [_simulation_view(run, a) for run in simulations]
    if tier_check is not None:
        rows.insert(0, _tier_check_view(tier_check, a))
    rows.sort(key=lambda row: row["role"] != "recommended")  # stable: the rest keep their order
    recommended = next((row for row in rows if row["role"] == "recommended"), None)
    return {
        "rows": rows,
        "recommended": recommended,
        "free_rows": [row for row in rows if row["role"] != "recommended"],
        "agreement_z": AGREEMENT_Z,
        "all_agree": all(row["agrees"] for row in rows),
    }


def page_context(
    scenario: Scenario,
    analysis: Analysis,
    *,
    slug: str,
    simulations: Sequence[SimulationRun],
    plots: Sequence[PlotLike],
    catalog: Iterable[Any] | None,
    tier_check: TierCheck | None = None,
    robust: Robustness | None = None,
) -> dict[str, Any]:
    """The variables of ``report.md.j2`` for one scenario."""
    a = analysis
    f = a.facts
    plans = {f"{s}/{c}": p for (s, c), p in a.plans.items()}
    notice = _notice_strategy(a)
    timelines = []
    if notice is not None and a.facts.spot is not None:
        strategy = next(s for s in a.strategies if s.name == notice.strategy)
        timelines = [
            timeline(strategy, notice.notice_s, "at_notice"),
            timeline(strategy, notice.notice_s, "before_kill"),
        ]
    montecarlo = montecarlo_view(a, simulations, tier_check)
    rec = a.recommendation
    base = a.plan("baseline", "on_demand")
    od = f.on_demand
    q1 = {
        "one_minus_w": 1.0 - base.first_order.value,
        "goodput_at_young": 1.0 / (1.0 + base.exact_overhead_at_young),
        "young_over_mtbf": base.young.value / od.mtbf_s,
        "restart_over_mtbf": od.restart_s / od.mtbf_s,
        "gap_points": abs(base.exact_overhead_at_young - base.first_order.value) * 100.0,
        "exact_above": base.exact_overhead_at_young >= base.first_order.value,
    }
    shared = a.shared_fs
    return {
        **_recommendation_view(a),
        "q1": q1,
        "useful_days": f.useful_s / SECONDS_PER_DAY,
        "fs_shared": shared.jobs > 1,
        "fs_overloaded": shared.utilisation > 1.0,
        "planned_below_min": shared.min_sustainable_interval.value > shared.interval_s,
        "retention_share": (
            a.retention.footprint_bytes / a.retention.keep_everything_bytes
            if a.retention.keep_everything_bytes
            else 0.0
        ),
        "notice_save_does_not_pay": notice is not None
        and notice.at_notice.usd_per_useful_gpu_h >= notice.without.usd_per_useful_gpu_h,
        "slug": slug,
        "title": ScenarioText(scenario.title),
        "description": None if scenario.description is None else ScenarioText(scenario.description),
        "notes": None if scenario.notes is None else ScenarioText(scenario.notes),
        "source_name": ScenarioText(_basename(scenario.path)),
        "sha256": scenario.sha256,
        "facts": f,
        "analysis": a,
        "strategies": a.strategies,
        "plans": plans,
        "on_demand_plans": [a.plan(s.name, "on_demand") for s in a.strategies],
        "spot_plans": [a.plan(s.name, "spot") for s in a.strategies] if f.spot else [],
        "baseline": a.plan("baseline", "on_demand"),
        "sharded": a.plan("sharded", "on_demand"),
        "sharded_async": a.plan("sharded_async", "on_demand"),
        "comparisons": a.comparisons,
        "spot_verdict": _spot_verdict(a),
        "warnings": a.warnings,
        "notice": notice,
        "timelines": timelines,
        "retention": a.retention,
        "shared_fs": a.shared_fs,
        "rec": rec,
        "choice": rec.choice.plan,
        "choice_mode": rec.choice.warning_mode,
        "choice_without_notice": (
            a.warnings[rec.choice.plan.strategy.name].without
            if rec.choice.warning_mode is not None
            else None
        ),
        "catalog": catalog_rows(catalog),
        "montecarlo": montecarlo,
        "simulations": montecarlo["rows"],
        "simulation": montecarlo["rows"][0] if montecarlo["rows"] else None,
        "plots": list(plots),
        "assumptions": assumption_lines(a, simulations[0] if simulations else None),
        "robust": robustness_view(robust or Robustness(None, (), None), a),
    }


def ordinal(n: int) -> str:
    """``1`` → ``1st``, ``2`` → ``2nd``, ``11`` → ``11th``."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n:,}{suffix}"


def _recommendation_view(a: Analysis) -> dict[str, Any]:
    """Every decision the recommendation paragraph and questions 2, 6 and 7 print, made here."""
    rec = a.recommendation
    plan = rec.plan
    od = rec.feasible_on_demand
    on_spot = plan.cluster.name == "spot"
    comparison = a.comparisons.get(plan.strategy) or rec.comparison
    every = plan.durable_every
    return {
        "plan": plan,
        "two_tier": plan.strategy == "two_tier",
        "od": od,
        "plan_is_best_on_demand": plan is od,
        "finishes_later": rec.feasible_extra_wall_days > 0,
        "finishes_sooner": rec.feasible_extra_wall_days < 0,
        "sooner_days": -rec.feasible_extra_wall_days,
        "fs_binds": bool(plan.binding) and a.share.jobs > 1,
        "share": a.share,
        "free_choice": rec.choice.plan,
        "be": None if comparison is None else comparison.break_even,
        "on_spot": on_spot,
        "nodes": nodes_of(a.facts),
        "alerts": a.alerts,
        "drain_phrase": (
            "each of those checkpoints" if every == 1 else f"every {ordinal(every)} of them"
        ),
        "feasible_rows": sorted(a.options, key=lambda o: (not o.feasible, o.usd_per_useful_gpu_h)),
    }


@dataclass(frozen=True)
class ComparisonRow:
    slug: str
    title: str
    gpus: int
    plan: FeasibleOption
    """The recommended plan: the cheapest feasible on the shared filesystem."""
    on_demand: bool
    saving: float
    """Against the best feasible on-demand plan."""
    has_spot: bool
    spot_cheaper: bool | None


def comparison_context(entries: Sequence[tuple[str, Scenario, Analysis]]) -> dict[str, Any]:
    """The variables of ``comparison.md.j2``: one row per scenario, in build order."""
    rows = []
    for slug, scenario, a in entries:
        rec = a.recommendation
        verdict = _spot_verdict(a)
        rows.append(
            ComparisonRow(
                slug=slug,
                title=ScenarioText(scenario.title),
                gpus=a.facts.gpus,
                plan=rec.plan,
                on_demand=rec.plan.cluster.name == "on_demand",
                saving=rec.feasible_saving_vs_on_demand,
                has_spot=a.facts.spot is not None,
                spot_cheaper=None if verdict is None else bool(verdict["cheaper"]),
            )
        )
    return {"rows": rows}


def _basename(path: str) -> str:
    return path.replace("\\", "/").rsplit("/", 1)[-1]
