"""A terminal summary of an analysis (``reportgen plan --format text``)."""

from __future__ import annotations

import math

from ..engine.analysis import Analysis
from ..engine.plan import StrategyPlan
from .context import ordinal

__all__ = ["format_duration", "format_money", "summary_text"]


def format_duration(seconds: float) -> str:
    """``3943.6`` → ``"3,944 s (65.7 min)"``; large values also in hours or days."""
    if not math.isfinite(seconds):
        return "forever"
    if seconds < 120:
        return f"{seconds:,.1f} s"
    if seconds < 7200:
        return f"{seconds:,.0f} s ({seconds / 60:.1f} min)"
    if seconds < 3 * 86400:
        return f"{seconds:,.0f} s ({seconds / 3600:.2f} h)"
    return f"{seconds / 86400:,.2f} days"


def format_money(usd: float) -> str:
    if not math.isfinite(usd):
        return "unbounded"
    return f"${usd:,.0f}" if abs(usd) >= 1000 else f"${usd:,.2f}"


def _rate(usd_per_h: float) -> str:
    return f"${usd_per_h:.3f}" if math.isfinite(usd_per_h) else "unbounded"


def _days(days: float) -> str:
    return f"{days:,.1f} days" if math.isfinite(days) else "forever"


def _row(p: StrategyPlan) -> str:
    flag = "" if p.first_order_in_range else "  (first order out of range)"
    return (
        f"  {p.strategy.name:<14} {p.cluster.name:<10}"
        f" C={p.strategy.blocking_s:>7.1f} s"
        f"  T*={p.young.value:>8.0f} s ({p.young_interval_steps:>6} steps)"
        f"  w1={p.first_order.value:6.1%}"
        f"  T_opt={p.recommended_interval_s:>8.0f} s"
        f"  overhead={p.exact_overhead:6.1%}  goodput={p.goodput:6.1%}"
        f"  {p.wall_days:6.1f} d  {_rate(p.usd_per_useful_gpu_h)}/useful GPU-h"
        f"  total {format_money(p.total_cost_usd)}{flag}"
    )


def summary_text(a: Analysis) -> str:
    f = a.facts
    lines = []
    if a.alerts:
        lines += ["WARNINGS:"]
        lines += [f"  ! {x.message}" for x in a.alerts]
        lines += [""]
    lines += [
        f"{f.title}",
        f"  {f.gpus} GPUs, {f.useful_s / 3600:,.0f} h of useful compute per GPU, "
        f"step {f.step_s:g} s, checkpoint {f.checkpoint_bytes / 1e12:,.3g} TB "
        f"written in {f.write_s:g} s by one writer",
        "",
        "Strategies (T* = Young's sqrt(2CM); w1 = first-order waste at T*;"
        " T_opt, overhead, goodput, days and cost from the exact model):",
    ]
    lines += [_row(p) for p in a.plans.values()]
    if a.comparisons:
        lines += ["", "Spot against on-demand, per useful GPU-hour:"]
        for name, c in a.comparisons.items():
            be = c.break_even
            mtbf = "none" if be.spot_mtbf_s is None else format_duration(be.spot_mtbf_s)
            restart = "none" if be.spot_restart_s is None else format_duration(be.spot_restart_s)
            lines.append(
                f"  {name:<14} per wall hour {c.naive_wall_hour_ratio:.2f}x cheaper (the trap);"
                f" per useful hour {c.useful_hour_ratio:.2f}x"
                f" ({'spot cheaper' if c.spot_is_cheaper else 'on-demand cheaper'});"
                f" break-even: spot MTBF {mtbf}, restart {restart},"
                f" spot price ${be.spot_price_usd_per_gpu_h:.2f}/GPU-h"
            )
    if a.warnings:
        lines += ["", "Using the preemption notice for an emergency save:"]
        for name, w in a.warnings.items():
            verdict = "fits" if w.feasible else "does NOT fit"
            lines.append(
                f"  {name:<14} save {w.emergency_save_s:.1f} s in {w.notice_s:.0f} s notice:"
                f" {verdict}; $/useful GPU-h without {w.without.usd_per_useful_gpu_h:.3f},"
                f" save at notice {w.at_notice.usd_per_useful_gpu_h:.3f},"
                f" save just before kill {w.before_kill.usd_per_useful_gpu_h:.3f}"
            )
    rec = a.recommendation
    best = rec.plan
    mode = {
        None: "",
        "at_notice": ", emergency save at the notice",
        "before_kill": ", emergency save just before the kill",
    }[best.warning_mode]
    share = a.share
    if share.jobs > 1:
        lines += [
            "",
            f"Shared filesystem: {share.jobs} jobs share {share.bandwidth_bytes_per_s / 1e9:,.3g}"
            f" GB/s; at an equal share this job can write a checkpoint to it at most every"
            f" {format_duration(share.min_durable_interval_s)}.",
        ]
    lines += ["", "Plans under every constraint (cheapest feasible first):"]
    for o in sorted(a.options, key=lambda o: (not o.feasible, o.usd_per_useful_gpu_h)):
        state = "feasible" if o.feasible else f"NOT feasible: {o.infeasible_because}"
        binds = f"; binding: {', '.join(o.binding)}" if o.binding else ""
        lines.append(
            f"  {o.key:<28} every {format_duration(o.interval_s)},"
            f" durable every {format_duration(o.durable_interval_s)};"
            f" goodput {o.goodput:6.1%}, {_days(o.wall_days)},"
            f" {_rate(o.usd_per_useful_gpu_h)}/useful GPU-h ({state}{binds})"
        )
    every = ""
    if best.strategy == "two_tier":
        drained = "each" if best.durable_every == 1 else f"every {ordinal(best.durable_every)}"
        every = (
            f" to host memory and a peer's, {drained} drained to the shared filesystem"
            f" (every {format_duration(best.durable_interval_s)})"
        )
    verdict = "" if best.feasible else " NO PLAN IS FEASIBLE; the least bad is"
    lines += [
        "",
        f"Recommendation:{verdict} {best.label.lower()}"
        f" on {best.cluster.name.replace('_', '-')}"
        f"{mode}, checkpoint every {best.interval_steps} steps"
        f" ({format_duration(best.interval_s)}){every}:"
        f" {_rate(best.usd_per_useful_gpu_h)} per useful GPU-hour,"
        f" {format_money(best.total_cost_usd)} in {_days(best.wall_days)}"
        f" ({rec.feasible_saving_vs_on_demand:.0%} below the best on-demand plan,"
        f" {rec.feasible_extra_wall_days:+,.1f} days)"
        + (f"; binding: {', '.join(best.binding)}." if best.binding else "."),
        "",
        "Assumptions:",
    ]
    lines += [f"  - {x.text}" for x in a.assumptions]
    lines += [f"  - {x}" for x in (*f.stated_assumptions, *f.unstated_defaults)]
    return "\n".join(lines) + "\n"
