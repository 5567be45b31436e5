"""The sweep's figure: goodput, cost per useful GPU-hour, interval and the best option against
the varied value, the crossovers marked. SVG with deterministic bytes, drawn under the report
figures' style (:mod:`reportgen.report.plots`)."""

from __future__ import annotations

import io
import math
from typing import Any

from .core import SINGLE_WRITER_MIN_GOODPUT, SweepResult, show

__all__ = ["sweep_svg"]

FIGURE_SIZE = (9.0, 6.4)  # inches: four panels of the report figures' proportions
_CROSSOVER_LABELS = {
    "spot_stops_paying": "spot stops paying",
    "spot_starts_paying": "spot starts paying",
    "strategy_changes": "strategy changes",
    "single_writer_not_viable": "single writer < 50 %",
    "single_writer_viable": "single writer ≥ 50 %",
    "filesystem_binds": "filesystem binds",
    "filesystem_frees": "filesystem frees",
}


def sweep_svg(result: SweepResult) -> bytes:
    import matplotlib
    from matplotlib.figure import Figure

    from ..report.plots import _RC, _SVG_METADATA

    with matplotlib.rc_context(_RC):
        fig = Figure(figsize=FIGURE_SIZE)
        fig.subplots_adjust(left=0.08, right=0.98, bottom=0.09, top=0.87, hspace=0.42, wspace=0.3)
        axes = fig.subplots(2, 2, sharex=True)
        _draw(result, axes)
        buffer = io.StringIO()
        fig.savefig(buffer, format="svg", metadata=_SVG_METADATA)
    return buffer.getvalue().encode("utf-8")


def _draw(result: SweepResult, axes: Any) -> None:
    xs = [p.value for p in result.points]
    log_x = xs[0] > 0 and xs[-1] / xs[0] >= 4
    goodput_ax, cost_ax, interval_ax, option_ax = axes.flat
    goodput_ax.plot(xs, [p.goodput for p in result.points], marker="o", label="recommended")
    goodput_ax.plot(
        xs,
        [p.single_writer_goodput for p in result.points],
        marker="s",
        color="#D55E00",
        label="single writer, on demand",
    )
    goodput_ax.axhline(SINGLE_WRITER_MIN_GOODPUT, color="#999999", linewidth=0.8, linestyle=":")
    goodput_ax.set_title("Goodput (useful ÷ wall time)")
    goodput_ax.set_ylim(0, 1.02)
    goodput_ax.legend(loc="lower left")

    cost_ax.plot(
        xs,
        [p.recommendation["usd_per_useful_gpu_h"] for p in result.points],
        marker="o",
        label="recommended",
    )
    cost_ax.plot(
        xs,
        [p.recommendation["best_on_demand"]["usd_per_useful_gpu_h"] for p in result.points],
        marker="s",
        color="#E69F00",
        linestyle="--",
        label="best on demand",
    )
    cost_ax.set_title("USD per useful GPU-hour")
    cost_ax.legend(loc="upper left")

    interval_ax.plot(xs, [p.recommendation["interval_s"] / 60.0 for p in result.points], marker="o")
    interval_ax.set_title("Recommended checkpoint interval [min]")
    interval_ax.set_ylim(bottom=0)

    options = sorted({p.option for p in result.points})
    option_ax.plot(
        xs, [options.index(p.option) for p in result.points], marker="o", drawstyle="steps-mid"
    )
    option_ax.set_yticks(range(len(options)))
    option_ax.set_yticklabels([o.replace("/", "\n", 1) for o in options], fontsize=7)
    option_ax.set_ylim(-0.5, len(options) - 0.5)
    option_ax.set_title("Best strategy / capacity")

    label = result.variable.replace("_", " ")
    for ax in (interval_ax, option_ax):
        ax.set_xlabel(label if result.dimension == "count" else f"{label} (SI units)")
    for ax in axes.flat:
        if log_x:
            ax.set_xscale("log")
        for number, crossover in enumerate(result.crossovers):
            a, b = crossover.between
            at = math.sqrt(a * b) if log_x and a > 0 else (a + b) / 2
            ax.axvline(at, color="#CC79A7", linewidth=1.0, linestyle="--")
            if ax is goodput_ax:
                ax.annotate(
                    _CROSSOVER_LABELS.get(crossover.kind, crossover.kind),
                    xy=(at, 1.0 - 0.08 * number),
                    xytext=(3, 0),
                    textcoords="offset points",
                    fontsize=7,
                    color="#CC79A7",
                    va="top",
                )
    if log_x:
        ticks = xs
        for ax in axes.flat:
            ax.set_xticks(ticks)
            ax.set_xticklabels([show(x, result.dimension) for x in ticks], rotation=30, fontsize=7)
            ax.minorticks_off()
    axes.flat[0].figure.suptitle(
        f"How the plan changes with {label} ({result.scenario})", fontsize=10, y=0.985
    )
