"""The scenario fragment: the fitted facts as scenario YAML, each value with where it came from.

The keys and units are the scenario format's (``reportgen schema``): ``clusters.on_demand.mtbf``,
``clusters.NAME.restart_time``, ``clusters.spot.warning``, durations written with a unit. A
value the logs cannot support (an MTBF without any failure) is left out, with a comment saying
why, rather than guessed. The text is a pure function of the fit: the same logs give the same
bytes.
"""

from __future__ import annotations

import textwrap

from ..scenario.units import format_quantity
from .api import CONFIDENCE, CapacityFit, FitResult

__all__ = ["render_fragment"]


def _d(seconds: float | None) -> str:
    return "unbounded" if seconds is None else format_quantity(seconds, "duration")


def render_fragment(result: FitResult) -> str:
    pct = f"{CONFIDENCE:.0%}".replace("%", " %")
    out = ["# Scenario fragment fitted by `reportgen fit` from:"]
    for log in result.logs:
        window = (
            f"{log.start_iso} to {log.end_iso}"
            if log.start_iso
            else f"seconds 0 to {log.window_s:g}"
        )
        out.append(
            f"#   {log.path} ({result.log_format}, {len(log.events)} events, "
            f"{window}, {_d(log.window_s)}; sha256 {log.sha256[:16]})"
        )
    out += [
        "# Method: MTBF = running time / job-killing events (failures and preemptions), with the",
        f"# {pct} chi-square interval of a time-terminated test; running periods still open at the",
        "# end of a log, or ended on purpose, count as running time without a failure (censored).",
        "# Restart time: median of failure -> resume. Notice: the shortest lead time logged.",
        "# Merge these keys into a scenario: they replace the values there.",
        "clusters:",
    ]
    for name, fit in result.capacities.items():
        out.append(f"  {name}:")
        out += _cluster_lines(fit, pct)
    return "\n".join(out) + "\n"


def _cluster_lines(fit: CapacityFit, pct: str) -> list[str]:
    o = fit.observed
    lines: list[str] = []
    censored = len(o.periods) - fit.failures
    events = f"{fit.failures} job-killing events" + (
        f" ({o.preemptions} preemptions)" if o.preemptions else ""
    )
    if fit.mtbf.estimate is None:
        lines.append(
            f"    # mtbf left out: no failure in {_d(fit.exposure_s)} of running time; "
            f"the MTBF is at least {_d(fit.mtbf.low)} ({pct} lower bound)."
        )
    else:
        lines += [
            f"    # {events} in {_d(fit.exposure_s)} of running time "
            f"({len(o.periods)} periods, {censored} censored).",
            *textwrap.wrap(
                f"Exponential? {fit.verdict}.",
                width=96,
                initial_indent="    # ",
                subsequent_indent="    # ",
            ),
            # The interval form: `reportgen plan` then reports how the plan moves across it.
            f"    mtbf: {{estimate: {_d(fit.mtbf.estimate)}, low: {_d(fit.mtbf.low)}, "
            f"high: {_d(fit.mtbf.high)}}}",
        ]
    if fit.restart is not None:
        lines += [
            f"    # median of {len(o.restarts_s)} restarts (failure -> resume); "
            f"P90 {_d(fit.restart[1])}",
            f"    restart_time: {_d(fit.restart[0])}",
        ]
    if fit.notice is not None and fit.name == "spot":
        unwarned = (
            f"; {o.unwarned_preemptions} preemptions came without one"
            if o.unwarned_preemptions
            else ""
        )
        lines += [
            f"    # shortest of {len(o.notice_leads_s)} notices (median {_d(fit.notice[1])})"
            f"{unwarned}",
            f"    warning: {_d(fit.notice[0])}",
        ]
    return lines
