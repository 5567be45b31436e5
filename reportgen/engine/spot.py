"""Spot against on-demand: cost per useful GPU-hour, the per-wall-hour trap, break-even values."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

from .calc import Calc, fmt
from .exact import FailureModel, expected_ratio
from .facts import Cluster
from .plan import StrategyPlan, optimal_interval

__all__ = ["BreakEven", "SpotComparison", "compare", "describe_naive"]


@dataclass(frozen=True)
class BreakEven:
    """The values at which spot stops (or starts) being cheaper, for one strategy.

    ``None`` means no value in the searched range flips the decision; ``note`` says why.
    """

    spot_mtbf_s: float | None
    spot_restart_s: float | None
    spot_price_usd_per_gpu_h: float
    note: str


@dataclass(frozen=True)
class SpotComparison:
    """On-demand against spot for one strategy."""

    strategy: str
    on_demand: StrategyPlan
    spot: StrategyPlan
    naive_wall_hour_ratio: float
    """On-demand price ÷ spot price: the per-wall-hour comparison (the trap)."""
    naive_saving: float
    """1 − spot price ÷ on-demand price, the saving the per-wall-hour comparison promises."""
    useful_hour_ratio: float
    """On-demand $/useful GPU-h ÷ spot $/useful GPU-h: > 1 means spot is cheaper."""
    saving: float
    """1 − spot $/useful ÷ on-demand $/useful (negative: spot costs more)."""
    spot_cost: Calc
    on_demand_cost: Calc
    break_even: BreakEven

    @property
    def spot_is_cheaper(self) -> bool:
        return self.spot.usd_per_useful_gpu_h < self.on_demand.usd_per_useful_gpu_h


def _cost_calc(plan: StrategyPlan) -> Calc:
    price = plan.cluster.price_usd_per_gpu_h
    ratio = 1.0 + plan.exact_overhead
    return Calc(
        name="usd_per_useful_gpu_h",
        value=plan.usd_per_useful_gpu_h,
        unit="USD/useful GPU-h",
        formula="$ per useful GPU-h = price × expected wall ÷ useful = price ÷ goodput",
        substitution=(
            f"{price:.2f} × {ratio:.4f} = {plan.usd_per_useful_gpu_h:.3f} USD per useful GPU-h"
        ),
        assumptions=plan.assumptions,
    )


def _solve_increasing(
    f: Callable[[float], float], lo: float, hi: float, f_lo: float, f_hi: float
) -> float:
    """Root of an increasing ``f`` on ``[lo, hi]`` with ``f(lo) = f_lo < 0 <= f_hi = f(hi)``.

    Brent's method (R. P. Brent, *Algorithms for Minimization without Derivatives*, 1973,
    ch. 4) in ``log x``: inverse quadratic interpolation and secant steps, bisection whenever
    they would not shrink the bracket fast enough. To ``5e-10`` in ``log x`` (the bisection it
    replaces stopped at a bracket of ``1e-9``), in about 10 evaluations of ``f`` instead of 34:
    each one is a whole optimisation of the checkpoint interval.
    """
    if f_hi == 0.0:
        return hi
    a, b = math.log(lo), math.log(hi)
    fa, fb = f_lo, f_hi
    c, fc = a, fa
    d = e = b - a
    tol = 5e-10
    for _ in range(200):
        if (fb > 0.0) == (fc > 0.0):
            c, fc = a, fa
            d = e = b - a
        if abs(fc) < abs(fb):
            a, b, c = b, c, b
            fa, fb, fc = fb, fc, fb
        half = 0.5 * (c - b)
        if abs(half) <= tol or fb == 0.0:
            break
        if abs(e) >= tol and abs(fa) > abs(fb):
            s = fb / fa
            if a == c:  # secant
                p, q = 2.0 * half * s, 1.0 - s
            else:  # inverse quadratic interpolation
                q, r = fa / fc, fb / fc
                p = s * (2.0 * half * q * (q - r) - (b - a) * (r - 1.0))
                q = (q - 1.0) * (r - 1.0) * (s - 1.0)
            if p > 0.0:
                q = -q
            else:
                p = -p
            if 2.0 * p < min(3.0 * half * q - abs(tol * q), abs(e * q)):
                e, d = d, p / q
            else:
                d = e = half
        else:
            d = e = half
        a, fa = b, fb
        b += d if abs(d) > tol else (tol if half > 0.0 else -tol)
        fb = f(math.exp(b))
    return math.exp(b)


def _spot_cost(plan: StrategyPlan, spot: Cluster, step_s: float) -> float:
    """$ per useful GPU-hour of ``plan``'s strategy on ``spot`` (a variant of its cluster), at
    the optimum interval there. The search for it starts from ``plan``'s optimum scaled as
    √M (Young's law): close, so it takes a few evaluations of the model."""
    failures = FailureModel.unwarned(spot.mtbf_s)
    guess_s = plan.exact_optimal_interval_s * math.sqrt(spot.mtbf_s / plan.cluster.mtbf_s)
    interval_s = optimal_interval(plan.strategy, spot.restart_s, failures, step_s, 0.0, guess_s)
    ratio = expected_ratio(
        interval_s, plan.strategy.blocking_s, spot.restart_s, failures, plan.strategy.background_s
    )
    return spot.price_usd_per_gpu_h * ratio


def _break_even(on_demand: StrategyPlan, spot: StrategyPlan, step_s: float) -> BreakEven:
    target = on_demand.usd_per_useful_gpu_h
    cluster = spot.cluster
    ratio = 1.0 + spot.exact_overhead
    price = target / ratio
    notes = []

    def excess_at_mtbf(mtbf_s: float) -> float:  # decreasing in M, so negate
        return -(_spot_cost(spot, replace(cluster, mtbf_s=mtbf_s), step_s) - target)

    lo_m, hi_m = 60.0, 1e4 * max(cluster.mtbf_s, on_demand.cluster.mtbf_s)
    mtbf: float | None
    at_lo = excess_at_mtbf(lo_m)
    if at_lo >= 0.0:
        mtbf = None
        notes.append("spot stays cheaper for any MTBF above one minute")
    elif (at_hi := excess_at_mtbf(hi_m)) < 0.0:
        mtbf = None
        notes.append("spot stays dearer even if it never fails")
    else:
        mtbf = _solve_increasing(excess_at_mtbf, lo_m, hi_m, at_lo, at_hi)

    def excess_at_restart(restart_s: float) -> float:
        return _spot_cost(spot, replace(cluster, restart_s=restart_s), step_s) - target

    lo_r, hi_r = 1.0, 100.0 * cluster.mtbf_s
    restart: float | None
    at_lo = excess_at_restart(lo_r)
    if at_lo >= 0.0:
        restart = None
        notes.append("spot is dearer even with an instant restart")
    elif (at_hi := excess_at_restart(hi_r)) < 0.0:
        restart = None
        notes.append("no realistic restart time makes spot dearer")
    else:
        restart = _solve_increasing(excess_at_restart, lo_r, hi_r, at_lo, at_hi)
    return BreakEven(
        spot_mtbf_s=mtbf,
        spot_restart_s=restart,
        spot_price_usd_per_gpu_h=price,
        note="; ".join(notes),
    )


def compare(on_demand: StrategyPlan, spot: StrategyPlan, step_s: float) -> SpotComparison:
    """Compare the same strategy on both clusters per useful GPU-hour, and find break-evens."""
    od_price = on_demand.cluster.price_usd_per_gpu_h
    spot_price = spot.cluster.price_usd_per_gpu_h
    od_cost = _cost_calc(on_demand)
    spot_cost = _cost_calc(spot)
    useful_ratio = on_demand.usd_per_useful_gpu_h / spot.usd_per_useful_gpu_h
    return SpotComparison(
        strategy=on_demand.strategy.name,
        on_demand=on_demand,
        spot=spot,
        naive_wall_hour_ratio=od_price / spot_price,
        naive_saving=1.0 - spot_price / od_price,
        useful_hour_ratio=useful_ratio,
        saving=1.0 - spot.usd_per_useful_gpu_h / on_demand.usd_per_useful_gpu_h,
        spot_cost=spot_cost,
        on_demand_cost=od_cost,
        break_even=_break_even(on_demand, spot, step_s),
    )


def describe_naive(od_price: float, spot_price: float) -> str:
    """The per-wall-hour comparison as people write it, for the report to refute."""
    return (
        f"{fmt(od_price)} ÷ {fmt(spot_price)} = {od_price / spot_price:.2f}× cheaper per wall "
        f"hour ({1 - spot_price / od_price:.0%} saving)"
    )
