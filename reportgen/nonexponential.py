"""Is the exponential model's answer right when the failures are not exponential?

The engine plans with exponential failures (Young 1974, Daly 2006). When a scenario's MTBF comes
from a fit (``mtbf: {fit: …}``, :mod:`reportgen.scenario.fitref`) whose likelihood-ratio test
rejects the exponential, this module runs the plan the report rests on through the Monte-Carlo
simulation with the fitted Weibull up-times (:mod:`reportgen.engine.simulate_weibull`, a renewal
at every resume, as the fit measured them) and says how far the exponential model's cost per
useful GPU-hour and wall days are off.

Which plan: on the capacity whose failures are not exponential, the recommended plan when it runs
there as a single-tier plan without the notice; otherwise the best plan the engine found on that
capacity (``best_on_demand``, ``best_spot``), which is what the recommendation was weighed
against. The plan is simulated at its own interval, at the fitted shape and at both ends of the
shape's 95 % interval, with the same trials and seed for each, so that the differences between
them are not sampling noise.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from .engine.analysis import Analysis
from .engine.exact import expected_job_ratio
from .engine.plan import StrategyPlan
from .scenario.fitref import Fitted

__all__ = ["TRIALS", "WeibullCheck", "check_weibull", "weibull_text"]

TRIALS: Final = 2000
"""Trials per shape: the standard error of the simulated ratio is then about 0.1 % of it for the
shipped scenarios, well below the 1–10 % the exponential model is off by when the test rejects
it."""
SEED: Final = 20_060_625


@dataclass(frozen=True)
class ShapeRun:
    shape: float
    ratio: float
    """Simulated mean of wall ÷ useful time."""
    stderr_ratio: float
    p50_days: float
    p90_days: float
    mean_kills: float


@dataclass(frozen=True)
class WeibullCheck:
    """The exponential model's answer for one plan, against the simulation under the fit."""

    cluster: str
    option: str
    role: str
    """``recommended`` or ``best_on_capacity`` (see the module docstring)."""
    source: str
    """The fit file the shape came from."""
    mtbf_s: float
    shape: tuple[float, float, float]
    """Fitted Weibull shape: estimate, low, high (95 %)."""
    interval_s: float
    price_usd_per_gpu_h: float
    useful_s: float
    trials: int
    exponential_ratio: float
    """The exact exponential model's expected wall ÷ useful time for this job."""
    runs: tuple[ShapeRun, ShapeRun, ShapeRun]
    """Simulations at the fitted shape, its low end, its high end."""
    exponential_run: ShapeRun
    """The same job simulated with exponential failures (shape 1, the flat sampler): the spread
    the exponential model predicts, to set beside the Weibull one."""
    assumptions: tuple[str, ...]

    @property
    def weibull(self) -> ShapeRun:
        return self.runs[0]

    @property
    def exponential_usd_per_useful_gpu_h(self) -> float:
        return self.price_usd_per_gpu_h * self.exponential_ratio

    @property
    def weibull_usd_per_useful_gpu_h(self) -> float:
        return self.price_usd_per_gpu_h * self.weibull.ratio

    @property
    def exponential_wall_days(self) -> float:
        return self.useful_s * self.exponential_ratio / 86_400.0

    @property
    def weibull_wall_days(self) -> float:
        return self.useful_s * self.weibull.ratio / 86_400.0

    @property
    def exponential_error(self) -> float:
        """How far the exponential model is off, as a fraction of the Weibull answer (cost and
        wall days alike: both are proportional to the ratio): positive when it overstates."""
        return self.exponential_ratio / self.weibull.ratio - 1.0

    @property
    def error_range(self) -> tuple[float, float]:
        """The same at the two ends of the shape's interval, (smaller, larger)."""
        ends = [self.exponential_ratio / r.ratio - 1.0 for r in self.runs[1:]]
        return (min(ends), max(ends))

    @property
    def error_stderr(self) -> float:
        """Standard error of :attr:`exponential_error` from the simulation's sampling."""
        w = self.weibull
        return self.exponential_ratio * w.stderr_ratio / w.ratio**2

    def to_dict(self) -> dict[str, Any]:
        def run(r: ShapeRun) -> dict[str, float]:
            return {
                "shape": r.shape,
                "ratio": r.ratio,
                "stderr_ratio": r.stderr_ratio,
                "usd_per_useful_gpu_h": self.price_usd_per_gpu_h * r.ratio,
                "wall_days": self.useful_s * r.ratio / 86_400.0,
                "p50_days": r.p50_days,
                "p90_days": r.p90_days,
                "mean_kills": r.mean_kills,
            }

        lo, hi = self.error_range
        return {
            "cluster": self.cluster,
            "option": self.option,
            "role": self.role,
            "fit": self.source,
            "mtbf_s": self.mtbf_s,
            "weibull_shape": dict(zip(("estimate", "low", "high"), self.shape, strict=True)),
            "interval_s": self.interval_s,
            "trials": self.trials,
            "exponential": {
                "ratio": self.exponential_ratio,
                "usd_per_useful_gpu_h": self.exponential_usd_per_useful_gpu_h,
                "wall_days": self.exponential_wall_days,
            },
            "exponential_simulated": run(self.exponential_run),
            "weibull": run(self.weibull),
            "weibull_at_shape_low": run(self.runs[1]),
            "weibull_at_shape_high": run(self.runs[2]),
            "exponential_error": self.exponential_error,
            "exponential_error_stderr": self.error_stderr,
            "exponential_error_range": {"low": lo, "high": hi},
        }


def _plan_on(analysis: Analysis, cluster: str) -> tuple[StrategyPlan | None, str]:
    rec = analysis.recommendation
    chosen = rec.plan.plan
    if (
        chosen is not None
        and chosen.cluster.name == cluster
        and chosen.failures.warned_rate_per_s == 0.0
    ):
        return chosen, "recommended"
    best = rec.best_on_demand if cluster == "on_demand" else rec.best_spot
    return best, "best_on_capacity"


def check_weibull(
    analysis: Analysis, trials: int = TRIALS, seed: int = SEED
) -> tuple[WeibullCheck, ...]:
    """One check per capacity whose fitted failures reject the exponential (none otherwise)."""
    from .engine.montecarlo import params_for
    from .engine.simulate import SimResult, simulate
    from .engine.simulate_weibull import ASSUMPTIONS, simulate_weibull

    def shape_run(shape: float, result: SimResult) -> ShapeRun:
        return ShapeRun(
            shape,
            result.mean_ratio,
            result.stderr_ratio,
            result.p50_days,
            result.p90_days,
            result.mean_failures,
        )

    facts = analysis.facts
    checks: list[WeibullCheck] = []
    for cluster in (facts.on_demand, facts.spot):
        if cluster is None:
            continue
        mtbf = cluster.mtbf_s
        if not isinstance(mtbf, Fitted) or mtbf.shape is None or not mtbf.exponential_rejected:
            continue
        plan, role = _plan_on(analysis, cluster.name)
        if plan is None or plan.failures.warned_rate_per_s > 0.0:
            continue
        params = params_for(plan, facts.useful_s)
        exact = expected_job_ratio(
            params.interval_s,
            params.blocking_s,
            params.restart_s,
            plan.failures,
            params.background_s,
            params.useful_s,
        )
        runs = [shape_run(k, simulate_weibull(params, k, trials, seed)) for k in mtbf.shape]
        checks.append(
            WeibullCheck(
                cluster=cluster.name,
                option=f"{plan.strategy.name}/{cluster.name}",
                role=role,
                source=mtbf.source,
                mtbf_s=float(mtbf),
                shape=mtbf.shape,
                interval_s=params.interval_s,
                price_usd_per_gpu_h=cluster.price_usd_per_gpu_h,
                useful_s=facts.useful_s,
                trials=trials,
                exponential_ratio=exact,
                runs=(runs[0], runs[1], runs[2]),
                exponential_run=shape_run(1.0, simulate(params, trials, seed)),
                assumptions=ASSUMPTIONS,
            )
        )
    return tuple(checks)


def weibull_text(checks: tuple[WeibullCheck, ...]) -> str:
    """The Weibull section of ``reportgen plan``'s text output."""
    from .scenario.units import format_quantity

    lines = []
    for c in checks:
        k, k_lo, k_hi = c.shape
        lo, hi = c.error_range
        w = c.weibull
        lines += [
            "",
            f"Weibull check ({c.cluster}: the fit {c.source} rejects exponential failures)",
            f"  {c.option} at {format_quantity(c.interval_s, 'duration')}, "
            f"Weibull shape {k:.2f} ({k_lo:.2f} to {k_hi:.2f}), {c.trials} trials:",
            f"    exponential model  {c.exponential_usd_per_useful_gpu_h:.3f} USD per useful "
            f"GPU-h, {c.exponential_wall_days:.1f} wall days",
            f"    Weibull simulation {c.weibull_usd_per_useful_gpu_h:.3f} USD per useful GPU-h, "
            f"{c.weibull_wall_days:.1f} wall days (P50 {w.p50_days:.1f}, P90 {w.p90_days:.1f}; "
            f"exponential simulation P50 {c.exponential_run.p50_days:.1f}, "
            f"P90 {c.exponential_run.p90_days:.1f})",
            f"  the exponential model is off by {c.exponential_error:+.2%} "
            f"(±{c.error_stderr:.2%}; {lo:+.2%} to {hi:+.2%} over the shape's interval)",
        ]
    return "\n".join(lines) + ("\n" if lines else "")
