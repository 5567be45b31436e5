"""The figures of the robustness sections: the regret of each candidate interval over the MTBF
interval, the Weibull check's completion times, and the sweep. Same style and determinism as
:mod:`.plots` (bare figures, fixed rcParams, no metadata); matplotlib is imported here only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .plots import _RC, Plot, _figure, _svg_bytes

if TYPE_CHECKING:
    from ..nonexponential import WeibullCheck
    from ..uncertainty import UncertaintyResult
    from .robustness import Robustness

__all__ = ["robustness_plots"]

_WORDS = {"baseline": "single writer", "sharded": "sharded", "sharded_async": "sharded + async"}
_END_COLOURS = ("#D55E00", "#000000", "#0072B2")  # low MTBF, estimate, high MTBF (Okabe & Ito)


def robustness_plots(r: Robustness, slug: str) -> list[Plot]:
    """The figures of the sections the scenario asks for, in page order."""
    import matplotlib

    plots: list[Plot] = []
    with matplotlib.rc_context(_RC):
        if r.uncertainty is not None:
            plots.append(_regret_plot(r.uncertainty, slug))
        plots += [_weibull_plot(c, slug) for c in r.weibull]
        if r.sweep is not None:
            from ..sweep.plot import sweep_svg

            s = r.sweep
            plots.append(
                Plot(
                    "sweep",
                    f"{slug}-sweep.svg",
                    sweep_svg(s),
                    f"Four panels against the {s.variable.replace('_', ' ')} of the sweep: the "
                    "recommended plan's goodput and a single writer's, the cost per useful "
                    "GPU-hour of the recommended and the best on-demand plan, the recommended "
                    "checkpoint interval, and the best strategy and capacity; dashed vertical "
                    "lines mark where the decision changes.",
                    "The sweep of the section above: each point is the scenario with one value "
                    "changed, planned as reportgen plan plans it; its figures are in the "
                    "section's table.",
                    [],
                    [],
                )
            )
    return plots


def _regret_plot(u: UncertaintyResult, slug: str) -> Plot:
    fig = _figure(bottom=0.34, left=0.1)
    ax = fig.add_subplot()
    names = ("at the low MTBF", "at the estimate", "at the high MTBF")
    width = 0.26
    for i, (name, colour) in enumerate(zip(names, _END_COLOURS, strict=True)):
        xs = [k + (i - 1) * width for k in range(len(u.candidates))]
        ax.bar(
            xs,
            [c.regret[i] * 100.0 for c in u.candidates],
            width=width,
            color=colour,
            label=f"regret {name}",
        )
    ax.set_xticks(range(len(u.candidates)))
    # "optimal at the estimate (recommended)": the parenthesis on a line of its own.
    ax.set_xticklabels(
        [f"{c.label.replace(' (', chr(10) + '(')}\n{c.interval_s:,.0f} s" for c in u.candidates],
        fontsize=7,
    )
    ax.set_ylabel("Extra cost over the best interval [%]")
    ax.grid(axis="x", visible=False)
    ax.set_title("Regret of each candidate interval over the MTBF interval")
    ax.legend(loc="upper center", ncols=3, bbox_to_anchor=(0.5, -0.3))
    headers = ["Candidate", "Interval", "At the low MTBF", "At the estimate", "At the high MTBF"]
    rows = [
        [c.label, f"{c.interval_s:,.0f} s", *(f"{x * 100:.3f}%" for x in c.regret)]
        for c in u.candidates
    ]
    alt = (
        f"Grouped bars: for each of {len(u.candidates)} candidate checkpoint intervals, its extra "
        "cost over the best interval if the MTBF is at the low end of its interval, at the "
        "estimate, and at the high end. The robust interval has the smallest tallest bar."
    )
    caption = (
        "Regret of each candidate interval (extra cost per useful GPU-hour over the best "
        "interval for that MTBF), for the plan the estimates select, at the ends of the MTBF "
        "intervals and at the estimates."
    )
    return Plot("regret", f"{slug}-regret.svg", _svg_bytes(fig), alt, caption, headers, rows)


def _weibull_plot(c: WeibullCheck, slug: str) -> Plot:
    fig = _figure(bottom=0.3, left=0.22)
    ax = fig.add_subplot()
    runs = [("Exponential, simulated", c.exponential_run)] + [
        (f"Weibull k = {run.shape:.2f}", run) for run in c.runs
    ]
    days = [c.useful_s * run.ratio / 86_400.0 for _, run in runs]
    ys = list(range(len(runs)))
    ax.scatter(days, ys, color="#000000", marker="o", label="mean", zorder=3)
    ax.scatter(
        [run.p50_days for _, run in runs], ys, color="#0072B2", marker="|", s=200, label="P50"
    )
    ax.scatter(
        [run.p90_days for _, run in runs], ys, color="#D55E00", marker="|", s=200, label="P90"
    )
    ax.axvline(
        c.exponential_wall_days,
        color="#999999",
        linestyle="--",
        linewidth=1.0,
        label="exact exponential model",
    )
    ax.set_yticks(ys)
    ax.set_yticklabels([name for name, _ in runs], fontsize=8)
    ax.set_ylim(-0.6, len(runs) - 0.4)
    ax.invert_yaxis()
    ax.set_xlabel("Completion time (days of wall clock)")
    ax.grid(axis="y", visible=False)
    strategy, _, cluster = c.option.partition("/")
    ax.set_title(
        f"Exponential against Weibull failures: {_WORDS.get(strategy, strategy)} on "
        f"{cluster.replace('_', '-')}"
    )
    ax.legend(loc="upper center", ncols=4, bbox_to_anchor=(0.5, -0.17))
    headers = ["Failure model", "Mean (days)", "P50 (days)", "P90 (days)"]
    rows = [
        [name, f"{d:.2f}", f"{run.p50_days:.2f}", f"{run.p90_days:.2f}"]
        for (name, run), d in zip(runs, days, strict=True)
    ]
    alt = (
        f"Completion times of {c.trials:,} simulated runs of one plan under exponential failures "
        "and under Weibull failures at the fitted shape and at both ends of its interval: the "
        "mean, the median and the 90th percentile of each, beside the exact exponential model."
    )
    caption = (
        f"The Weibull check on {c.cluster.replace('_', '-')} capacity: the same plan and seed "
        "under each failure model, so that the differences are the model's, not the sampling's."
    )
    return Plot(
        f"weibull-{c.cluster.replace('_', '-')}",
        f"{slug}-weibull-{c.cluster.replace('_', '-')}.svg",
        _svg_bytes(fig),
        alt,
        caption,
        headers,
        rows,
    )
