"""Is the exponential model's answer right when the failures are not exponential?

The engine plans with exponential failures (Young 1974, Daly 2006). When a scenario's MTBF comes
from a fit (``mtbf: {fit: …}``, :mod:`reportgen.scenario.fitref`) whose likelihood-ratio test
rejects the exponential, this module runs the plan the report rests on through the Monte-Carlo
simulation with the fitted Weibull up-times (:mod:`reportgen.engine.simulate_weibull`, a renewal
at every resume, as the fit measured them) and says how far the exponential model's cost per
useful GPU-hour and wall days are off.

Which plan: on the capacity whose failures are not exponential, the recommended plan whenever it
runs there, whatever its kind: single-tier, single-tier using the spot notice (``at_notice``,
``before_kill``), or two-tier. When the recommendation runs on another capacity, the best plan
the engine found on this one (``best_on_demand``, ``best_spot``), which is what the
recommendation was weighed against. The plan is simulated at its own interval, at the fitted
shape and at both ends of the shape's 95 % interval, with the same trials and seed for each, so
that the differences between them are not sampling noise.

Announced and unannounced failures: the Weibull gives the law of the capacity's up-times; each
kill is then a preemption with a notice, a local failure or a global one with the exponential
model's fractions of the scenario's rates (:mod:`reportgen.engine.simulate_weibull`).

The exponential model's figure is the exact one the report prints for that plan: the finite
job's expectation (:func:`~reportgen.engine.exact.expected_job_ratio`) for a single tier, the
tier model's long-run ratio (``option.ratio``, :mod:`reportgen.engine.tiers`) for two tiers,
whose finite-job term (one drain, ``W ÷ U``) is below a millionth on the shipped scenarios.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from .engine.analysis import Analysis
from .engine.feasible import FeasibleOption
from .engine.plan import StrategyPlan
from .scenario.fitref import Fitted

if TYPE_CHECKING:
    from .engine.simulate import SimResult
    from .engine.simulate_tiers import TierSimulation

__all__ = ["TIER_TRIALS", "TRIALS", "WeibullCheck", "check_weibull", "weibull_text"]

TRIALS: Final = 2000
"""Trials per shape: the standard error of the simulated ratio is then about 0.1 % of it for the
shipped scenarios, well below the 1–10 % the exponential model is off by when the test rejects
it."""
TIER_TRIALS: Final = 200
"""At most this many trials per shape for a two-tier plan: its simulation walks one job at a time
in Python, event by event (seconds per shape for a 30-day job), so the trials are kept modest;
200 put the mean within about 0.2 % (one standard error), which the check reports beside the
error."""
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
    """The plan's key: ``strategy/cluster``, ``+at_notice`` or ``+before_kill`` when it uses the
    notice (as :attr:`reportgen.engine.feasible.FeasibleOption.key`)."""
    role: str
    """``recommended`` or ``best_on_capacity`` (see the module docstring)."""
    strategy: str
    warning_mode: str | None
    """``None``, ``at_notice`` or ``before_kill``."""
    durable_every: int
    """Fast checkpoints per durable one (1 for a single tier)."""
    recommended: str
    """The recommended plan's key, checked or not."""
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
            "strategy": self.strategy,
            "warning_mode": self.warning_mode,
            "durable_every": self.durable_every,
            "recommended": self.recommended,
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


def check_weibull(
    analysis: Analysis, trials: int = TRIALS, seed: int = SEED
) -> tuple[WeibullCheck, ...]:
    """One check per capacity whose fitted failures reject the exponential (none otherwise):
    the recommended plan when it runs on that capacity, else the best plan there (module
    docstring). A two-tier plan runs at most :data:`TIER_TRIALS` trials per shape."""
    facts = analysis.facts
    recommended = analysis.recommendation.plan
    checks: list[WeibullCheck] = []
    for cluster in (facts.on_demand, facts.spot):
        if cluster is None:
            continue
        mtbf = cluster.mtbf_s
        if not isinstance(mtbf, Fitted) or mtbf.shape is None or not mtbf.exponential_rejected:
            continue
        if recommended.cluster.name == cluster.name:
            check = _check_option(analysis, recommended, mtbf, trials, seed)
        else:
            best = analysis.recommendation.best_on_demand
            if cluster.name == "spot":
                best = analysis.recommendation.best_spot or best
            check = _check_plan(analysis, best, None, mtbf, trials, seed, "best_on_capacity")
        checks.append(check)
    return tuple(checks)


def _shape_run(shape: float, result: SimResult | TierSimulation) -> ShapeRun:
    return ShapeRun(
        shape,
        result.mean_ratio,
        result.stderr_ratio,
        result.p50_days,
        result.p90_days,
        result.mean_failures,
    )


def _check_option(
    analysis: Analysis, option: FeasibleOption, mtbf: Fitted, trials: int, seed: int
) -> WeibullCheck:
    """The recommended ``option``: its single-tier plan (the notice's failure model included),
    or its two tiers event by event."""
    if option.plan is not None:
        return _check_plan(
            analysis, option.plan, option.warning_mode, mtbf, trials, seed, "recommended"
        )
    from .engine.simulate_tiers import check_option
    from .engine.simulate_weibull import TIER_ASSUMPTIONS

    tier_trials = min(trials, TIER_TRIALS)

    def run(shape: float | None) -> TierSimulation:
        return check_option(
            option, analysis.facts, trials=tier_trials, seed=seed, weibull_shape=shape
        ).simulation

    runs = [_shape_run(k, run(k)) for k in mtbf.shape or ()]
    return _weibull_check(
        analysis,
        option.key,
        "recommended",
        option.strategy,
        None,
        option.durable_every,
        mtbf,
        option.interval_s,
        tier_trials,
        option.ratio,
        runs,
        _shape_run(1.0, run(None)),
        TIER_ASSUMPTIONS,
    )


def _check_plan(
    analysis: Analysis,
    plan: StrategyPlan,
    warning_mode: str | None,
    mtbf: Fitted,
    trials: int,
    seed: int,
    role: str,
) -> WeibullCheck:
    """A single-tier ``plan`` (using the notice as its failure model says)."""
    from .engine.montecarlo import expected_ratio, params_for
    from .engine.simulate import simulate
    from .engine.simulate_weibull import ASSUMPTIONS, NOTICE_ASSUMPTIONS, simulate_weibull

    facts = analysis.facts
    params = params_for(plan, facts.useful_s)
    exact = expected_ratio(plan, params)
    runs = [_shape_run(k, simulate_weibull(params, k, trials, seed)) for k in mtbf.shape or ()]
    key = f"{plan.strategy.name}/{plan.cluster.name}"
    return _weibull_check(
        analysis,
        key if warning_mode is None else f"{key}+{warning_mode}",
        role,
        plan.strategy.name,
        warning_mode,
        1,
        mtbf,
        params.interval_s,
        trials,
        exact,
        runs,
        _shape_run(1.0, simulate(params, trials, seed)),
        ASSUMPTIONS + (NOTICE_ASSUMPTIONS if params.warned_rate_per_s > 0.0 else ()),
    )


def _weibull_check(
    analysis: Analysis,
    option: str,
    role: str,
    strategy: str,
    warning_mode: str | None,
    durable_every: int,
    mtbf: Fitted,
    interval_s: float,
    trials: int,
    exponential_ratio: float,
    runs: list[ShapeRun],
    exponential_run: ShapeRun,
    assumptions: tuple[str, ...],
) -> WeibullCheck:
    assert mtbf.shape is not None
    cluster = option.partition("/")[2].partition("+")[0]
    price = next(c.price_usd_per_gpu_h for c in analysis.facts.clusters if c.name == cluster)
    return WeibullCheck(
        cluster=cluster,
        option=option,
        role=role,
        strategy=strategy,
        warning_mode=warning_mode,
        durable_every=durable_every,
        recommended=analysis.recommendation.plan.key,
        source=mtbf.source,
        mtbf_s=float(mtbf),
        shape=mtbf.shape,
        interval_s=interval_s,
        price_usd_per_gpu_h=price,
        useful_s=analysis.facts.useful_s,
        trials=trials,
        exponential_ratio=exponential_ratio,
        runs=(runs[0], runs[1], runs[2]),
        exponential_run=exponential_run,
        assumptions=assumptions,
    )


def weibull_text(checks: tuple[WeibullCheck, ...]) -> str:
    """The Weibull section of ``reportgen plan``'s text output."""
    from .scenario.units import format_quantity

    lines = []
    for c in checks:
        k, k_lo, k_hi = c.shape
        lo, hi = c.error_range
        w = c.weibull
        every = f" (durable every {c.durable_every})" if c.strategy == "two_tier" else ""
        lines += [
            "",
            f"Weibull check ({c.cluster}: the fit {c.source} rejects exponential failures)",
            f"  {_which(c)}",
            f"  {c.option} at {format_quantity(c.interval_s, 'duration')}{every}, "
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


def _which(c: WeibullCheck) -> str:
    """Which plan was checked, and why."""
    if c.role == "recommended":
        return "plan checked: the recommended plan"
    elsewhere = c.recommended.partition("/")[2].partition("+")[0]
    return (
        f"plan checked: the best {c.cluster} plan (the recommended plan, {c.recommended}, "
        f"runs on {elsewhere})"
    )
