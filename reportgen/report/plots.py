"""The report's figures as SVG, with deterministic bytes, alt text and the plotted numbers.

:func:`render_plots` draws three figures for one analysis:

* ``overhead``: overhead against checkpoint interval on the on-demand cluster, for each
  strategy, the exact model (Daly 2006, generalised in :mod:`reportgen.engine.exact`) beside
  the first-order model (Young 1974), with Young's T* and the exact optimum marked;
* ``cost``: dollars per *useful* GPU-hour by strategy and cluster, with and without the spot
  notice, as questions 1–4 plan them (with the filesystem to itself), against the list prices
  per *wall* hour (the comparison that misleads), and the recommended plan (the cheapest that
  holds on the shared filesystem) as a solid line when it is not one of the bars;
* ``completion``: the Monte-Carlo distribution of completion time of the recommended plan (the
  two-tier simulation's runs when it is a two-tier plan), with P50, P90 and the exact model's
  expectation marked.

Every figure comes with alt text that says what it shows with the key numbers, and with the
plotted numbers as a table (``headers`` and ``rows``), for readers who cannot see the figure
and for reviewers who want the values.

Determinism: the same analysis gives the same bytes on every run. Figures are built on a bare
:class:`matplotlib.figure.Figure` (no pyplot, no global backend, no global state), under fixed
rcParams: a fixed ``svg.hashsalt`` (clip-path ids), text kept as text (``svg.fonttype: none``,
laid out with matplotlib's bundled DejaVu Sans so the layout does not depend on the fonts a
machine has), no date or creator metadata, fixed figure sizes. matplotlib is imported inside
:func:`render_plots` so that the command line starts fast.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.exact import expected_ratio
from ..engine.young import first_order_waste
from .context import AGREEMENT_Z

if TYPE_CHECKING:
    from ..engine.analysis import Analysis
    from ..engine.feasible import FeasibleOption
    from ..engine.montecarlo import SimulationRun
    from ..engine.plan import StrategyPlan
    from ..engine.simulate_tiers import TierCheck

__all__ = ["Plot", "analysis_plots", "completion_plot", "prewarm", "render_plots"]

SECONDS_PER_DAY = 86_400.0

# Wide enough for a report column, small enough to read without zooming; inches.
FIGURE_SIZE = (7.2, 4.2)

# The figures' style, applied only inside render_plots (never to the caller's rcParams).
_RC: dict[Any, Any] = {
    "svg.hashsalt": "reportgen",
    "svg.fonttype": "none",
    "font.family": "sans-serif",
    "font.sans-serif": ["DejaVu Sans"],
    "font.size": 9.0,
    "axes.titlesize": 10.0,
    "axes.titley": 1.03,  # a fixed title position: placing it automatically costs a layout pass
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.grid": True,
    "grid.color": "#d9d9d9",
    "grid.linewidth": 0.6,
    "legend.frameon": False,
    "legend.fontsize": 8.0,
    "path.simplify": False,
}
_SVG_METADATA = {"Date": None, "Creator": None}

# Colour-blind-safe (Okabe & Ito) colours, one per strategy and per cluster option.
_STRATEGY_COLOURS = {"baseline": "#D55E00", "sharded": "#0072B2", "sharded_async": "#009E73"}
_OPTION_COLOURS = ("#0072B2", "#E69F00", "#CC79A7", "#56B4E9")
_MARKER_COLOURS = {"p50": "#0072B2", "p90": "#D55E00", "exact": "#000000"}
_RECOMMENDED_COLOUR = "#000000"


@dataclass(frozen=True)
class Plot:
    """One figure of a report."""

    name: str
    """Stable short name: ``overhead``, ``cost`` or ``completion``."""
    filename: str
    """``{slug}-{name}.svg``: unique across scenarios."""
    svg: bytes
    alt: str
    """What the figure shows, in words, with its key numbers."""
    caption: str
    headers: list[str]
    rows: list[list[str]]
    """The plotted numbers, formatted: the figure as a table."""


def render_plots(
    analysis: Analysis, simulation: SimulationRun | TierCheck, slug: str
) -> list[Plot]:
    """The report's three figures for ``analysis`` (and its Monte-Carlo run), in page order."""
    return [*analysis_plots(analysis, slug), completion_plot(analysis, simulation, slug)]


def prewarm() -> None:
    """Import what drawing needs and load the font, ahead of the first figure (plot worker)."""
    import matplotlib
    import matplotlib.backends.backend_svg
    import matplotlib.figure
    import matplotlib.lines
    import matplotlib.ticker
    from matplotlib import font_manager

    with matplotlib.rc_context(_RC):
        font_manager.get_font(font_manager.findfont(font_manager.FontProperties()))


def analysis_plots(analysis: Analysis, slug: str) -> list[Plot]:
    """The figures that need only the analysis: overhead against interval, and cost."""
    import matplotlib

    with matplotlib.rc_context(_RC):
        return [_overhead_plot(analysis, slug), _cost_plot(analysis, slug)]


def completion_plot(analysis: Analysis, simulation: SimulationRun | TierCheck, slug: str) -> Plot:
    """The Monte-Carlo completion-time distribution of ``simulation``: the recommended plan's
    (a single-tier run, or the two-tier check), or a plan of questions 1–4, which the text
    then says is not the recommendation."""
    import matplotlib

    with matplotlib.rc_context(_RC):
        return _completion_plot(analysis, simulation, slug)


# ── formatting ────────────────────────────────────────────────────────────────────────────


def _seconds(x: float) -> str:
    return f"{x:,.0f} s" if x >= 100 else f"{x:,.1f} s"


def _pct(x: float) -> str:
    return f"{x * 100:.1f} %"


def _usd(x: float) -> str:
    return f"${x:,.3f}"


def _days(x: float) -> str:
    return f"{x:,.2f}"


def _duration(seconds: float) -> str:
    """A human duration for alt text: ``9 h``, ``45 min``, ``120 s``."""
    if seconds >= 3600 and seconds % 360 == 0:
        return f"{seconds / 3600:g} h"
    if seconds >= 60 and seconds % 6 == 0:
        return f"{seconds / 60:g} min"
    return f"{seconds:g} s"


def _svg_bytes(fig: Any) -> bytes:
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", metadata=_SVG_METADATA)
    return buffer.getvalue().encode("utf-8")


def _figure(
    left: float = 0.09, right: float = 0.98, bottom: float = 0.13, top: float = 0.92
) -> Any:
    """A bare figure with fixed margins [fractions of the figure].

    Fixed margins rather than a layout engine: the labels are ours and of known length, and
    constrained layout would double the time to draw.
    """
    from matplotlib.figure import Figure

    fig = Figure(figsize=FIGURE_SIZE)
    fig.subplots_adjust(left=left, right=right, bottom=bottom, top=top)
    return fig


# ── (a) overhead against interval ─────────────────────────────────────────────────────────


def _log_grid(lower: float, upper: float, n: int = 120) -> list[float]:
    a, b = math.log(lower), math.log(upper)
    return [math.exp(a + (b - a) * i / (n - 1)) for i in range(n)]


def _exact_overhead(plan: StrategyPlan) -> Callable[[float], float]:
    s = plan.strategy

    def overhead(interval_s: float) -> float:
        if s.background_s > interval_s + s.blocking_s:
            return math.nan  # the background write would not finish before the next snapshot
        return (
            expected_ratio(
                interval_s, s.blocking_s, plan.cluster.restart_s, plan.failures, s.background_s
            )
            - 1.0
        )

    return overhead


def _first_order_overhead(plan: StrategyPlan) -> Callable[[float], float]:
    s, c = plan.strategy, plan.cluster

    def overhead(interval_s: float) -> float:
        return first_order_waste(
            s.blocking_s, interval_s, c.restart_s, c.mtbf_s, s.background_s
        ).value

    return overhead


def _overhead_plot(analysis: Analysis, slug: str) -> Plot:
    from matplotlib.lines import Line2D

    cluster = analysis.facts.on_demand
    plans = [analysis.plan(s.name, cluster.name) for s in analysis.strategies]
    lower = max(min(p.young.value for p in plans) / 8.0, analysis.facts.step_s)
    upper = max(p.young.value for p in plans) * 8.0
    grid = _log_grid(lower, upper)
    optimum_overheads = [p.exact_overhead for p in plans] + [p.first_order.value for p in plans]
    y_top = min(max(2.5 * max(optimum_overheads), 0.05), 2.0)

    fig = _figure(bottom=0.31)
    ax = fig.add_subplot()
    for plan in plans:
        colour = _STRATEGY_COLOURS.get(plan.strategy.name, "#444444")
        label = plan.strategy.label
        exact = _exact_overhead(plan)
        first = _first_order_overhead(plan)
        ax.plot(grid, [exact(t) for t in grid], color=colour, lw=1.8, label=label)
        ax.plot(grid, [first(t) for t in grid], color=colour, lw=1.2, ls="--")
        ax.plot(
            [plan.young.value],
            [plan.first_order.value],
            marker="o",
            ms=6,
            mfc="white",
            mec=colour,
            mew=1.5,
            ls="none",
        )
        ax.plot(
            [plan.recommended_interval_s],
            [plan.exact_overhead],
            marker="D",
            ms=5,
            color=colour,
            ls="none",
        )
    # Two legends: colour = strategy; line style and marker = model, drawn in neutral grey.
    strategies_legend = ax.legend(loc="upper center", ncols=3, bbox_to_anchor=(0.5, -0.15))
    ax.add_artist(strategies_legend)
    grey = "#444444"
    models = [
        Line2D([], [], color=grey, lw=1.8, label="exact model"),
        Line2D([], [], color=grey, lw=1.2, ls="--", label="first-order model"),
        Line2D([], [], marker="o", mfc="white", mec=grey, ls="none", label="Young's T*"),
        Line2D([], [], marker="D", color=grey, ls="none", label="exact optimum"),
    ]
    ax.legend(handles=models, loc="upper center", ncols=4, bbox_to_anchor=(0.5, -0.23))
    ax.set_xscale("log")
    ax.set_xlim(lower, upper)
    ax.set_ylim(0.0, y_top)
    ax.yaxis.set_major_formatter(_percent_formatter())
    _duration_ticks(ax.xaxis, lower, upper)
    ax.set_xlabel("Checkpoint interval T (compute between checkpoints, log scale)")
    ax.set_ylabel("Overhead (wall time ÷ useful time − 1)")
    ax.set_title(
        f"Overhead against checkpoint interval, on-demand (MTBF {_duration(cluster.mtbf_s)})"
    )
    svg = _svg_bytes(fig)

    headers = [
        "Strategy",
        "Checkpoint blocks (C)",
        "Young's T*",
        "First-order overhead at T*",
        "Exact overhead at T*",
        "Exact optimum",
        "Exact overhead at optimum",
    ]
    rows = [
        [
            p.strategy.label,
            _seconds(p.strategy.blocking_s),
            _seconds(p.young.value),
            _pct(p.first_order.value),
            _pct(p.exact_overhead_at_young) if math.isfinite(p.exact_overhead_at_young) else "—",
            _seconds(p.recommended_interval_s),
            _pct(p.exact_overhead),
        ]
        for p in plans
    ]
    parts = [
        f"{p.strategy.label}: Young's T* {_seconds(p.young.value)} with first-order overhead "
        f"{_pct(p.first_order.value)}; exact optimum {_seconds(p.recommended_interval_s)} with "
        f"overhead {_pct(p.exact_overhead)}"
        for p in plans
    ]
    alt = (
        "Line chart of checkpoint overhead against checkpoint interval (logarithmic axis) on the "
        f"on-demand cluster with an MTBF of {_duration(cluster.mtbf_s)}, one solid curve (exact "
        "model) and one dashed curve (first-order model) per strategy. Each curve is U-shaped: "
        "short intervals waste time writing checkpoints, long ones lose more work per failure. "
        + ". ".join(parts)
        + "."
    )
    caption = (
        "Overhead against checkpoint interval on on-demand capacity. Solid: the exact model "
        "(failures can also strike during checkpoints and restarts); dashed: Young's "
        "first-order model. Circles mark Young's T* = √(2CM), diamonds the exact model's optimum "
        "(rounded to whole steps), which the report recommends."
    )
    return Plot("overhead", f"{slug}-overhead.svg", svg, alt, caption, headers, rows)


def _percent_formatter() -> Any:
    from matplotlib.ticker import FuncFormatter

    return FuncFormatter(lambda y, _pos: f"{round(y * 100, 1):g} %")


# Round durations for a log axis of seconds [s], and how each is labelled.
_DURATION_TICKS = (
    (1, "1 s"), (2, "2 s"), (5, "5 s"), (10, "10 s"), (20, "20 s"), (30, "30 s"),
    (60, "1 min"), (120, "2 min"), (300, "5 min"), (600, "10 min"), (1200, "20 min"),
    (1800, "30 min"), (3600, "1 h"), (7200, "2 h"), (4 * 3600, "4 h"), (8 * 3600, "8 h"),
    (12 * 3600, "12 h"), (86400, "1 day"), (2 * 86400, "2 days"), (4 * 86400, "4 days"),
)  # fmt: skip


def _duration_ticks(axis: Any, lower: float, upper: float) -> None:
    """Label a log axis of seconds at round durations (at most about eight of them)."""
    from matplotlib.ticker import FixedFormatter, FixedLocator, NullLocator

    ticks = [(v, label) for v, label in _DURATION_TICKS if lower <= v <= upper]
    while len(ticks) > 8:
        ticks = ticks[::2]
    axis.set_major_locator(FixedLocator([v for v, _ in ticks]))
    axis.set_major_formatter(FixedFormatter([label for _, label in ticks]))
    axis.set_minor_locator(NullLocator())  # the round durations suffice, and ticks cost time


# ── (b) cost per useful GPU-hour ─────────────────────────────────────────────────────────


def _cost_options(analysis: Analysis) -> list[tuple[str, Callable[[str], StrategyPlan | None]]]:
    """The bar series: (label, strategy name → plan or None when the option does not exist)."""
    options: list[tuple[str, Callable[[str], StrategyPlan | None]]] = [
        ("On-demand", lambda s: analysis.plan(s, "on_demand")),
    ]
    if analysis.facts.spot is None:
        return options
    options.append(("Spot, notice unused", lambda s: analysis.plan(s, "spot")))
    if analysis.warnings:

        def at_notice(s: str) -> StrategyPlan | None:
            w = analysis.warnings.get(s)
            return w.at_notice if w is not None and w.feasible else None

        def before_kill(s: str) -> StrategyPlan | None:
            w = analysis.warnings.get(s)
            return w.before_kill if w is not None and w.feasible else None

        options.append(("Spot, save at the notice", at_notice))
        options.append(("Spot, save just before the kill", before_kill))
    return options


def _recommended_bar(
    analysis: Analysis, options: list[tuple[str, Callable[[str], StrategyPlan | None]]]
) -> tuple[str, StrategyPlan] | None:
    """The bar (series label, plan) that is the recommended plan, if one is: a single-tier
    recommendation that the filesystem does not move from its own optimum."""
    for label, pick in options:
        for s in analysis.strategies:
            plan = pick(s.name)
            if plan is not None and _is_recommended(analysis, plan):
                return label, plan
    return None


def _option_words(option: FeasibleOption) -> str:
    """``two-tier: peer memory + shared filesystem on spot``."""
    text = f"{option.label.lower()} on {_cluster_words(option.cluster.name)}"
    return text + _WARNING_WORDS[option.warning_mode]


def _cost_plot(analysis: Analysis, slug: str) -> Plot:
    strategies = analysis.strategies
    options: list[tuple[str, Callable[[str], StrategyPlan | None]]] = []
    values: list[list[float | None]] = []
    for label, pick in _cost_options(analysis):
        series = [
            None if (p := pick(s.name)) is None else p.usd_per_useful_gpu_h for s in strategies
        ]
        if any(v is not None for v in series):  # a series the notice never makes possible: none
            options.append((label, pick))
            values.append(series)
    recommended = analysis.recommendation.plan
    fs_shared = analysis.share.jobs > 1
    on_bar = _recommended_bar(analysis, options)
    # The recommendation is drawn as a line when no bar is it (two tiers, or an interval the
    # shared filesystem moved); its cost is the engine's, like every bar's.
    line_usd = None if on_bar is not None else recommended.usd_per_useful_gpu_h
    drawn_line = line_usd is not None and math.isfinite(line_usd)

    fig = _figure(right=0.83, bottom=0.25 if drawn_line else 0.19)
    ax = fig.add_subplot()
    width = 0.8 / len(options)
    top = max(v for series in values for v in series if v is not None)
    prices = [(c.name, c.price_usd_per_gpu_h) for c in analysis.facts.clusters]
    top = max(top, *(price for _, price in prices))
    if line_usd is not None and drawn_line:
        top = max(top, line_usd)
    for i, ((label, _pick), series, colour) in enumerate(
        zip(options, values, _OPTION_COLOURS, strict=False)
    ):
        xs = [k + (i - (len(options) - 1) / 2) * width for k in range(len(strategies))]
        for x, v in zip(xs, series, strict=True):
            if v is None:
                ax.text(
                    x,
                    top * 0.02,
                    "does not fit\nin the notice",
                    rotation=90,
                    ha="center",
                    va="bottom",
                    fontsize=7,
                    color="#555555",
                )
                continue
            ax.bar([x], [v], width=width * 0.92, color=colour, label=label)
            ax.text(x, v + top * 0.01, f"${v:.2f}", ha="center", va="bottom", fontsize=7)
            label = "_nolegend_"  # one legend entry per series
    for name, price in prices:
        ax.axhline(price, color="#333333", lw=1.0, ls=(0, (4, 3)))
        # Labelled outside the axes, on the right, so the label never hides a bar.
        ax.annotate(
            f"{_cluster_words(name)} list price\n${price:.2f} per wall GPU-h",
            xy=(1.0, price),
            xycoords=("axes fraction", "data"),
            xytext=(4, 0),
            textcoords="offset points",
            ha="left",
            va="center",
            fontsize=7.5,
            color="#333333",
        )
    recommended_line = None
    if line_usd is not None and drawn_line:
        recommended_line = ax.axhline(line_usd, color=_RECOMMENDED_COLOUR, lw=1.6)
    ax.set_xticks(range(len(strategies)), [s.label for s in strategies])
    ax.set_xlim(-0.5, len(strategies) - 0.5)
    ax.set_ylim(0.0, top * 1.18)
    ax.grid(axis="x", visible=False)
    ax.set_ylabel("USD per useful GPU-hour")
    ax.set_title("What an hour of useful training costs, by strategy and capacity")
    bars_legend = ax.legend(
        loc="upper center", ncols=min(len(options), 4), bbox_to_anchor=(0.5, -0.09)
    )
    if recommended_line is not None:
        # A legend of its own, on its own row: the plan's name is long and is not a bar series.
        ax.add_artist(bars_legend)
        ax.legend(
            handles=[recommended_line],
            labels=[f"recommended: {_option_words(recommended)}, ${line_usd:.2f} per useful GPU-h"],
            loc="upper center",
            bbox_to_anchor=(0.5, -0.16),
        )
    svg = _svg_bytes(fig)

    headers = ["Strategy", *(label for label, _ in options)]
    rows = [
        [s.label, *("does not fit in the notice" if v is None else _usd(v) for v in column)]
        for s, column in zip(strategies, zip(*values, strict=True), strict=True)
    ]
    price_words = " and ".join(
        f"{'on-demand' if n == 'on_demand' else n} ${p:.2f}" for n, p in prices
    )
    choice = analysis.recommendation.choice
    best = choice.plan
    parts = []
    for s, column in zip(strategies, zip(*values, strict=True), strict=True):
        cells = ", ".join(
            f"{label.lower()} {'not possible' if v is None else f'${v:.2f}'}"
            for (label, _), v in zip(options, column, strict=True)
        )
        parts.append(f"{s.label}: {cells}")
    itself = ", each with the filesystem to itself" if fs_shared else ""
    bars = f"The bars are the single-tier plans of questions 1–4{itself}"
    cheapest_bar = (
        f"the cheapest of them is {_plan_words(best, choice.warning_mode)} at "
        f"${best.usd_per_useful_gpu_h:.2f} per useful GPU-hour"
    )
    binds = bool(recommended.binding) and fs_shared
    binding_words = (
        "the shared filesystem binds: this job can write a checkpoint to it at most once every "
        f"{_seconds(analysis.share.min_durable_interval_s)}"
    )
    if on_bar is not None:
        bar_label, bar_plan = on_bar
        recommended_words = (
            "The recommended plan, the cheapest that holds on the shared filesystem, is the bar "
            f"for {bar_plan.strategy.label.lower()} ({bar_label.lower()}) at "
            f"${recommended.usd_per_useful_gpu_h:.2f} per useful GPU-hour."
        )
        verdict = f"{bars}; {cheapest_bar}. {recommended_words}"
        figure_note = f" {recommended_words}"
    else:
        why = f" ({binding_words})" if binds else ""
        cost_words = _usd_or_never(recommended.usd_per_useful_gpu_h)
        verdict = (
            f"{bars}; {cheapest_bar}. The recommended plan, the cheapest that holds on the shared "
            f"filesystem{why}, is {_option_words(recommended)} at {cost_words} per useful "
            "GPU-hour, drawn as a solid line."
        )
        figure_note = (
            f" The solid line is the recommended plan, {_option_words(recommended)}, at "
            f"{cost_words} per useful GPU-hour: the cheapest that holds on the shared filesystem"
            + (f" ({binding_words})" if binds else "")
            + "."
        )
    alt = (
        "Grouped bar chart of the cost of one useful GPU-hour (list price ÷ goodput) for each "
        f"strategy and kind of capacity, with the list prices per wall-clock GPU-hour "
        f"({price_words}) drawn as dashed reference lines. " + ". ".join(parts) + f". {verdict}"
    )
    caption = (
        "Dollars per useful GPU-hour: the list price divided by goodput, so lost work, "
        "checkpoint stalls and restarts are paid for. The dashed lines are the list prices per "
        "wall-clock GPU-hour; comparing those alone is the per-wall-hour trap. "
        f"{bars}.{figure_note}"
    )
    unusable = [w for w in analysis.warnings.values() if not w.feasible]
    if unusable and len(unusable) == len(analysis.warnings):
        notice = unusable[0].notice_s
        note = (
            f" The {_seconds(notice)} preemption notice is too short for any strategy's "
            "emergency save, so no bar uses it."
        )
        alt += note
        caption += note
    return Plot("cost", f"{slug}-cost.svg", svg, alt, caption, headers, rows)


def _usd_or_never(x: float) -> str:
    """``$1.85``, or words for a plan that never finishes (an infinite cost)."""
    return f"${x:.2f}" if math.isfinite(x) else "an unbounded cost (it never finishes)"


# ── (c) Monte-Carlo completion time ───────────────────────────────────────────────────────

_BINS = 24


@dataclass(frozen=True)
class _Completion:
    """What the completion figure shows, read from one simulation (single- or two-tier)."""

    days: Any
    """Per trial: completion time of the job's useful work [days]."""
    trials: int
    seed: int
    p50_days: float
    p90_days: float
    exact_days: float
    ideal_days: float
    mean_ratio: float
    stderr_ratio: float
    exact_ratio: float
    label: str
    """The plan, in words."""
    schedule: str
    """How often it checkpoints, in words."""
    model: str
    """Which model gave the exact ratio."""
    recommended: bool


def _single_tier_completion(analysis: Analysis, run: SimulationRun) -> _Completion:
    r = run.result
    useful_s = r.params.useful_s
    return _Completion(
        # Per trial, wall days for exactly the useful compute, scaled as SimResult.p50_days is.
        days=r.wall_s / r.progress_s * useful_s / SECONDS_PER_DAY,
        trials=r.trials,
        seed=r.seed,
        p50_days=r.p50_days,
        p90_days=r.p90_days,
        exact_days=run.exact_ratio * useful_s / SECONDS_PER_DAY,
        ideal_days=useful_s / SECONDS_PER_DAY,
        mean_ratio=r.mean_ratio,
        stderr_ratio=r.stderr_ratio,
        exact_ratio=run.exact_ratio,
        label=_option_label(analysis, run),
        schedule=f"checkpoint every {_seconds(run.interval_s)}",
        model="the exact model",
        recommended=_is_recommended(analysis, run.plan),
    )


def _two_tier_completion(analysis: Analysis, check: TierCheck) -> _Completion:
    sim = check.simulation
    option = check.option
    return _Completion(
        days=sim.days,
        trials=sim.trials,
        seed=check.seed,
        p50_days=sim.p50_days,
        p90_days=sim.p90_days,
        exact_days=check.exact_days,
        ideal_days=sim.useful_s / SECONDS_PER_DAY,
        mean_ratio=sim.mean_ratio,
        stderr_ratio=sim.stderr_ratio,
        exact_ratio=check.exact_ratio,
        label=_option_words(option),
        schedule=(
            f"checkpoint to peer memory every {_seconds(option.interval_s)}, each drained to "
            "the shared filesystem"
            if option.durable_every == 1
            else f"checkpoint to peer memory every {_seconds(option.interval_s)} and to the "
            f"shared filesystem every {_seconds(option.durable_interval_s)}"
        ),
        model="the two-tier model",
        recommended=option is analysis.recommendation.plan,
    )


def _completion_plot(analysis: Analysis, simulation: SimulationRun | TierCheck, slug: str) -> Plot:
    import numpy as np

    from ..engine.simulate_tiers import TierCheck

    c = (
        _two_tier_completion(analysis, simulation)
        if isinstance(simulation, TierCheck)
        else _single_tier_completion(analysis, simulation)
    )
    days = c.days
    lo, hi = float(days.min()), float(days.max())
    if hi - lo < 1e-9:  # no spread (no failures): one visible bin around the value
        lo, hi = lo - 0.5, hi + 0.5
    counts, edges = np.histogram(days, bins=_BINS, range=(lo, hi))

    fig = _figure(bottom=0.27)
    ax = fig.add_subplot()
    ax.bar(
        edges[:-1],
        counts,
        width=np.diff(edges),
        align="edge",
        color="#9ecae1",
        edgecolor="#3182bd",
        linewidth=0.6,
        label=f"simulated jobs ({c.trials:,} trials)",
    )
    markers = (
        ("p50", c.p50_days, f"P50 {c.p50_days:.2f} days", "-"),
        ("p90", c.p90_days, f"P90 {c.p90_days:.2f} days", "-"),
        ("exact", c.exact_days, f"exact model mean {c.exact_days:.2f} days", "--"),
    )
    for key, x, label, style in markers:
        ax.axvline(x, color=_MARKER_COLOURS[key], lw=1.5, ls=style, label=label)
    ax.set_xlabel("Completion time (days of wall clock)")
    ax.set_ylabel("Simulated jobs")
    ax.grid(axis="x", visible=False)
    ax.set_title(f"Completion time: {c.label}")
    ax.legend(loc="upper center", ncols=2, bbox_to_anchor=(0.5, -0.15))
    svg = _svg_bytes(fig)

    headers = ["Completion time (days)", "Simulated jobs", "Share"]
    rows = [
        [f"{a:.2f} – {b:.2f}", f"{int(n):,}", _pct(int(n) / c.trials)]
        for a, b, n in zip(edges[:-1], edges[1:], counts, strict=True)
    ]
    which = "the recommended plan: " if c.recommended else ""
    alt = (
        f"Histogram of the completion time of {c.trials:,} simulated runs of the job "
        f"({which}{c.label}, {c.schedule}), from {lo:.2f} to {hi:.2f} days. "
        f"Half the runs finish within {c.p50_days:.2f} days (P50) and 90 % within "
        f"{c.p90_days:.2f} days (P90); {c.model}'s expected completion time is "
        f"{c.exact_days:.2f} days, against {c.ideal_days:.2f} days if nothing failed and "
        "nothing was saved."
    )
    # The Monte-Carlo check's own verdict: agreement within AGREEMENT_Z standard errors.
    z = 0.0 if c.stderr_ratio == 0.0 else (c.mean_ratio - c.exact_ratio) / c.stderr_ratio
    verdict = (
        "which the simulation's mean reproduces"
        if abs(z) <= AGREEMENT_Z
        else f"which the simulation's mean does not reproduce ({z:.1f} standard errors apart)"
    )
    caption = (
        f"Monte-Carlo completion time over {c.trials:,} simulated runs (seed {c.seed}), each "
        "failure drawn at random; vertical lines mark the median (P50), the 90th percentile "
        f"(P90) and {c.model}'s expected completion time, {verdict} (simulated wall ÷ useful "
        f"{c.mean_ratio:.4f} ± {c.stderr_ratio:.4f}, exact {c.exact_ratio:.4f})."
    )
    if c.recommended:
        note = " These are the recommended plan's runs of the Monte-Carlo check."
        alt += note
        caption += note
    else:
        # The figure shows a plan of questions 1–4; say so, and where the recommendation is.
        recommended = analysis.recommendation.plan
        itself = " with the filesystem to itself" if analysis.share.jobs > 1 else ""
        note = (
            f" This is the cheapest plan of questions 1–4{itself}, not the recommended plan "
            f"({_option_words(recommended)}), whose simulation is in the Monte-Carlo check."
        )
        alt += note
        caption += note
    return Plot("completion", f"{slug}-completion.svg", svg, alt, caption, headers, rows)


def _is_recommended(analysis: Analysis, plan: StrategyPlan) -> bool:
    """Is ``plan`` the recommended plan (a single-tier one, simulated the same way)?"""
    from ..engine.montecarlo import params_for

    recommended = analysis.recommendation.plan.plan
    useful_s = analysis.facts.useful_s
    return recommended is not None and params_for(plan, useful_s) == params_for(
        recommended, useful_s
    )


def _cluster_words(name: str) -> str:
    return name.replace("_", "-")


_WARNING_WORDS = {
    None: "",
    "at_notice": ", emergency save at the notice",
    "before_kill": ", emergency save just before the kill",
}


def _plan_words(plan: StrategyPlan, warning_mode: str | None) -> str:
    """``sharded + asynchronous on spot, emergency save just before the kill``."""
    text = f"{plan.strategy.label.lower()} on {_cluster_words(plan.cluster.name)}"
    return text + _WARNING_WORDS[warning_mode]


def _option_label(analysis: Analysis, simulation_run: SimulationRun) -> str:
    """How the simulated plan runs, in words (which use of the notice, if any)."""
    plan = simulation_run.plan
    mode = None
    warning = analysis.warnings.get(plan.strategy.name)
    if warning is not None and warning.feasible and plan is not warning.without:
        if plan is warning.at_notice:
            mode = "at_notice"
        elif plan is warning.before_kill:
            mode = "before_kill"
    return _plan_words(plan, mode)
