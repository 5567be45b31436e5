"""``fit_logs``: from log files to the facts a scenario needs, each with its uncertainty."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import Problem
from .history import CapacityHistory, history
from .logs import LogError, LogFile, read_log
from .stats import Estimate, ShapeFit, mtbf_interval, quantiles, weibull_shape

__all__ = ["CapacityFit", "FitResult", "fit_logs"]

CONFIDENCE = 0.95
LEVEL = 1.0 - CONFIDENCE


@dataclass(frozen=True)
class CapacityFit:
    """What the logs say about one capacity (``on_demand`` or ``spot``)."""

    name: str
    observed: CapacityHistory
    mtbf: Estimate
    shape: ShapeFit | None
    restart: tuple[float, float] | None
    """(median, P90) restart time [s]; ``None`` when no restart was logged."""
    notice: tuple[float, float] | None
    """(shortest, median) notice lead time [s]; ``None`` when no notice was logged."""

    @property
    def failures(self) -> int:
        return self.observed.failures

    @property
    def exposure_s(self) -> float:
        return self.observed.exposure_s

    @property
    def exponential_rejected(self) -> bool:
        return self.shape is not None and self.shape.exponential_rejected(LEVEL)

    @property
    def verdict(self) -> str:
        """One plain sentence on whether the planner's exponential model applies."""
        s = self.shape
        if s is None:
            return (
                f"too few failures ({self.failures}) to test the exponential assumption; "
                "the planner assumes it"
            )
        k = s.shape
        shown = f"Weibull shape {_num(k.estimate)} ({_num(k.low)} to {_num(k.high)})"
        if s.exponential_rejected(LEVEL):
            assert k.estimate is not None
            how = (
                "failures cluster (a decreasing hazard: one failure is often soon followed "
                "by another)"
                if k.estimate < 1
                else "failures come more regularly than at random (an increasing hazard, wear-out)"
            )
            return (
                f"not exponential: the {shown} excludes 1 (likelihood ratio p = "
                f"{s.lr_p_value:.2g}); {how}, so the planner's exponential model is off"
            )
        if s.gof_p_value < LEVEL:
            return (
                f"doubtful: the {shown} includes 1 (p = {s.lr_p_value:.2g}), but the "
                f"goodness-of-fit test rejects the exponential (p = {s.gof_p_value:.2g})"
            )
        return (
            f"consistent with exponential: the {shown} includes 1 (likelihood ratio "
            f"p = {s.lr_p_value:.2g}; goodness of fit p = {s.gof_p_value:.2g})"
        )

    def to_dict(self) -> dict[str, Any]:
        o = self.observed
        return {
            "mtbf_s": self.mtbf.to_dict(),
            "weibull_shape": (
                self.shape.shape if self.shape else Estimate(None, None, None)
            ).to_dict(),
            "weibull_scale_s": self.shape.scale_s if self.shape else None,
            "failures": self.failures,
            "preemptions": o.preemptions,
            "exposure_s": self.exposure_s,
            "periods": len(o.periods),
            "censored_periods": len(o.periods) - self.failures,
            "exponential_rejected": self.exponential_rejected,
            "lr_p_value": self.shape.lr_p_value if self.shape else None,
            "gof_p_value": self.shape.gof_p_value if self.shape else None,
            "verdict": self.verdict,
            "restart_s": None
            if self.restart is None
            else {"median": self.restart[0], "p90": self.restart[1], "count": len(o.restarts_s)},
            "notice_s": None
            if self.notice is None
            else {
                "min": self.notice[0],
                "median": self.notice[1],
                "count": len(o.notice_leads_s),
                "unwarned_preemptions": o.unwarned_preemptions,
            },
        }


@dataclass(frozen=True)
class FitResult:
    logs: tuple[LogFile, ...]
    log_format: str
    capacities: dict[str, CapacityFit]

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of ``reportgen fit --format json`` (``capacities`` is a contract)."""
        return {
            "version": 1,
            "confidence": CONFIDENCE,
            "log_format": self.log_format,
            "logs": [
                {
                    "path": log.path,
                    "sha256": log.sha256,
                    "events": len(log.events),
                    "window_s": log.window_s,
                    "start": log.start_iso,
                    "end": log.end_iso,
                }
                for log in self.logs
            ],
            "capacities": {name: c.to_dict() for name, c in self.capacities.items()},
        }


def fit_logs(paths: list[str], log_format: str = "csv", capacity: str = "on_demand") -> FitResult:
    """Read every log (every problem of every file at once), then estimate per capacity."""
    read: list[LogFile] = []
    problems: list[Problem] = []
    for path in paths:
        try:
            read.append(read_log(path, log_format, capacity))
        except LogError as error:
            problems += error.problems
    if problems:
        # The files that did read may break the order of events too: say so in the same run.
        try:
            history(read)
        except LogError as error:
            problems += error.problems
        raise LogError(problems)
    logs = tuple(read)
    fits: dict[str, CapacityFit] = {}
    for name, observed in history(list(logs)).items():
        durations = [p.duration_s for p in observed.periods]
        failed = [p.failed for p in observed.periods]
        restart = quantiles(observed.restarts_s, 0.5, 0.9)
        notice = quantiles(observed.notice_leads_s, 0.0, 0.5)
        fits[name] = CapacityFit(
            name=name,
            observed=observed,
            mtbf=mtbf_interval(observed.exposure_s, observed.failures, CONFIDENCE),
            shape=weibull_shape(durations, failed, CONFIDENCE),
            restart=None if restart is None else (restart[0], restart[1]),
            notice=None if notice is None else (notice[0], notice[1]),
        )
    return FitResult(logs, log_format, fits)


def _num(x: float | None) -> str:
    return "unbounded" if x is None else f"{x:.2f}"
