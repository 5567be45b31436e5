"""How sure is the plan? Ranges, the chance that spot pays, and a robust interval.

When a scenario gives an MTBF as an interval (``mtbf: {estimate: 9 h, low: 6 h, high: 14 h}``,
see :mod:`reportgen.scenario.uncertain`), the engine plans with the estimate and this module
asks what the interval does to that plan:

* **Ranges.** The recommended option (strategy, capacity, use of the notice) is kept, and the
  MTBFs are set to their low ends together, then to their high ends: the optimum intervals
  (Young's ``T*`` and the exact one) move; the overhead, cost per useful GPU-hour and wall days
  are those of the *recommended* interval (the one the job would run) under each end. The
  exact model's expected time falls as the MTBF grows, so the ends of these ranges are the
  ends of the MTBF interval.
* **The chance that spot is cheaper.** Each uncertain MTBF is taken as a two-piece log-normal
  whose 2.5 %, 50 % and 97.5 % quantiles are low, estimate and high (a chi-square interval is
  skewed; the two pieces keep its shape). Latin-hypercube draws of the MTBFs are planned with
  the engine's own option set, and the share of draws in which the cheapest spot option beats
  the cheapest on-demand one is reported.
* **Regret.** For the recommended option, each candidate interval is scored by its extra cost
  against the best interval for the true MTBF, at the low end, the estimate and the high end;
  the robust interval minimises the largest of the three (minimax regret, Savage 1951), and
  its cost if the estimate is right is what robustness costs.

Pure functions over the engine's public functions; numpy is imported for the draws only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from statistics import NormalDist
from typing import Any, Final

from .engine.analysis import Analysis, analyse
from .engine.exact import FailureModel, expected_ratio
from .engine.facts import Cluster, Facts
from .engine.plan import StrategyPlan, evaluate
from .engine.strategies import strategies_for
from .engine.warning import plan_warning
from .scenario.uncertain import Uncertain

__all__ = [
    "DRAWS",
    "UncertaintyResult",
    "analyse_uncertainty",
    "best_costs",
    "quantile",
    "uncertain_mtbfs",
    "uncertainty_text",
]

DRAWS: Final = 200
"""Latin-hypercube draws for the chance that spot pays: its standard error is at most
sqrt(0.25 / 200) = 3.5 percentage points (less, stratified), enough to say "likely" or not."""

SEED: Final = 20_061_001
Z95: Final = NormalDist().inv_cdf(0.975)


def uncertain_mtbfs(facts: Facts) -> dict[str, Uncertain]:
    """The clusters whose MTBF the scenario gave as an interval."""
    return {c.name: c.mtbf_s for c in facts.clusters if isinstance(c.mtbf_s, Uncertain)}


def quantile(value: Uncertain, p: float) -> float:
    """The ``p`` quantile of the two-piece log-normal with quantiles low, estimate, high at
    2.5 %, 50 %, 97.5 %."""
    z = NormalDist().inv_cdf(p)
    centre = math.log(float(value))
    side = value.high if z > 0 else value.low
    sigma = abs(math.log(side) - centre) / Z95
    return math.exp(centre + sigma * z)


def _with_mtbfs(facts: Facts, mtbfs: dict[str, float]) -> Facts:
    def cluster(c: Cluster | None) -> Cluster | None:
        if c is None or c.name not in mtbfs:
            return c
        return replace(c, mtbf_s=float(mtbfs[c.name]))

    on_demand = cluster(facts.on_demand)
    assert on_demand is not None
    return replace(facts, on_demand=on_demand, spot=cluster(facts.spot))


def _option_plan(analysis: Analysis, strategy: str, cluster: str, mode: str | None) -> StrategyPlan:
    if mode is None:
        return analysis.plan(strategy, cluster)
    warning = analysis.warnings[strategy]
    return warning.at_notice if mode == "at_notice" else warning.before_kill


def _ratio(plan: StrategyPlan, interval_s: float, failures: FailureModel) -> float:
    """The exact model's wall ÷ useful for ``plan``'s strategy at ``interval_s``."""
    s = plan.strategy
    if s.background_s > interval_s + s.blocking_s:
        return math.inf
    return expected_ratio(
        interval_s, s.blocking_s, plan.cluster.restart_s, failures, s.background_s
    )


def best_costs(facts: Facts) -> tuple[float, float | None]:
    """Cheapest on-demand and cheapest spot option [USD per useful GPU-h] with the filesystem
    to itself, as the engine's :func:`~reportgen.engine.analysis.analyse` chooses among them
    (``recommendation.filesystem_to_itself``), without the rest of the analysis (break-even
    searches, retention, the filesystem's share, tiers) that the choice does not need."""
    on_demand: list[float] = []
    spot: list[float] = []
    for strategy in strategies_for(facts):
        on_demand.append(evaluate(facts, strategy, facts.on_demand).usd_per_useful_gpu_h)
        if facts.spot is not None:
            plan = evaluate(facts, strategy, facts.spot)
            spot.append(plan.usd_per_useful_gpu_h)
            warning = plan_warning(facts, strategy, facts.spot, plan)
            if warning is not None and warning.feasible:
                spot += [
                    warning.at_notice.usd_per_useful_gpu_h,
                    warning.before_kill.usd_per_useful_gpu_h,
                ]
    return min(on_demand), (min(spot) if spot else None)


@dataclass(frozen=True)
class Candidate:
    label: str
    interval_s: float
    regret: tuple[float, float, float]
    """Extra cost (fraction) against the best interval at the low end, estimate, high end."""


@dataclass(frozen=True)
class UncertaintyResult:
    mtbfs: dict[str, Uncertain]
    option: str
    basis: str
    """``recommendation`` when the recommended plan is a single-tier plan with the filesystem to
    itself; ``filesystem_to_itself`` when the shared filesystem binds the recommendation: the
    ranges and regret are then those of the plan the engine would choose without the
    filesystem's limit (re-planning tiers and the filesystem's share at every draw is not done
    here)."""
    ranges: dict[str, tuple[float, float, float]]
    """name → (at the low MTBFs, at the estimate, at the high MTBFs)."""
    spot_cheaper_probability: float | None
    draws: int
    candidates: tuple[Candidate, ...]
    robust: Candidate

    def to_dict(self) -> dict[str, Any]:
        return {
            "mtbf_s": {
                name: {"estimate": float(m), "low": m.low, "high": m.high}
                for name, m in self.mtbfs.items()
            },
            "option": self.option,
            "basis": self.basis,
            "ranges": {
                name: {"at_low_mtbf": lo, "estimate": mid, "at_high_mtbf": hi}
                for name, (lo, mid, hi) in self.ranges.items()
            },
            "spot_cheaper_probability": self.spot_cheaper_probability,
            "draws": self.draws,
            "regret": [
                {
                    "label": c.label,
                    "interval_s": c.interval_s,
                    "at_low_mtbf": c.regret[0],
                    "at_estimate": c.regret[1],
                    "at_high_mtbf": c.regret[2],
                    "worst": max(c.regret),
                }
                for c in self.candidates
            ],
            "robust_interval_s": self.robust.interval_s,
            "robust_cost_at_estimate": self.robust.regret[1],
        }


def analyse_uncertainty(analysis: Analysis, draws: int = DRAWS) -> UncertaintyResult | None:
    """What the MTBF intervals of ``analysis.facts`` do to its plan; ``None`` without any."""
    facts = analysis.facts
    mtbfs = uncertain_mtbfs(facts)
    if not mtbfs:
        return None
    choice = analysis.recommendation.choice
    strategy, cluster = choice.plan.strategy.name, choice.plan.cluster.name
    mode = choice.warning_mode
    binding = analysis.to_dict()["recommendation"].get("binding")
    basis = "filesystem_to_itself" if binding else "recommendation"
    ends = [
        analyse(_with_mtbfs(facts, {n: m.low for n, m in mtbfs.items()})),
        analysis,
        analyse(_with_mtbfs(facts, {n: m.high for n, m in mtbfs.items()})),
    ]
    plans = [_option_plan(a, strategy, cluster, mode) for a in ends]
    chosen = plans[1]
    interval_s = chosen.recommended_interval_s
    ratios = [_ratio(chosen, interval_s, p.failures) for p in plans]
    price = chosen.cluster.price_usd_per_gpu_h
    wall_days = [facts.useful_s * r / 86_400.0 for r in ratios]

    def triple(values: list[float]) -> tuple[float, float, float]:
        return (values[0], values[1], values[2])

    ranges = {
        "young_interval_s": triple([p.young.value for p in plans]),
        "exact_optimal_interval_s": triple([p.recommended_interval_s for p in plans]),
        "exact_overhead": triple([r - 1.0 for r in ratios]),
        "usd_per_useful_gpu_h": triple([price * r for r in ratios]),
        "wall_days": triple(wall_days),
    }
    candidates, robust = _regret(plans, facts.step_s)
    probability = _spot_cheaper(facts, mtbfs, draws) if facts.spot is not None else None
    option = f"{strategy}/{cluster}" + (f"+{mode}" if mode else "")
    return UncertaintyResult(
        mtbfs,
        option,
        basis,
        ranges,
        probability,
        draws if probability is not None else 0,
        candidates,
        robust,
    )


def _regret(plans: list[StrategyPlan], step_s: float) -> tuple[tuple[Candidate, ...], Candidate]:
    optima = [p.recommended_interval_s for p in plans]
    strategy = plans[1].strategy
    lowest = max(step_s, math.floor(strategy.background_s / step_s) * step_s + step_s)
    lo, hi = max(lowest, min(optima) / 1.5), max(optima) * 1.5
    grid = {max(lowest, round(lo * (hi / lo) ** (i / 199) / step_s) * step_s) for i in range(200)}
    grid |= set(optima)

    def ratios(interval_s: float) -> list[float]:
        return [_ratio(plans[1], interval_s, p.failures) for p in plans]

    table = {t: ratios(t) for t in sorted(grid)}
    best = [min(r[i] for r in table.values()) for i in range(3)]

    def candidate(label: str, interval_s: float) -> Candidate:
        r = table[interval_s]
        return Candidate(
            label, interval_s, (r[0] / best[0] - 1, r[1] / best[1] - 1, r[2] / best[2] - 1)
        )

    robust_t = min(table, key=lambda t: (max(table[t][i] / best[i] for i in range(3)), t))
    candidates = (
        candidate("optimal at the low MTBF", optima[0]),
        candidate("optimal at the estimate (recommended)", optima[1]),
        candidate("optimal at the high MTBF", optima[2]),
        candidate("robust (least worst-case regret)", robust_t),
    )
    return candidates, candidates[-1]


def _spot_cheaper(facts: Facts, mtbfs: dict[str, Uncertain], draws: int) -> float:
    import numpy as np

    rng = np.random.default_rng(SEED)
    # Latin hypercube: one draw in each of `draws` equal-probability strata per MTBF, the
    # strata paired at random across MTBFs.
    strata = {name: rng.permutation(draws) for name in sorted(mtbfs)}
    jitter = {name: rng.random(draws) for name in sorted(mtbfs)}
    cheaper = 0
    for i in range(draws):
        values = {
            name: quantile(m, (strata[name][i] + jitter[name][i]) / draws)
            for name, m in mtbfs.items()
        }
        on_demand, spot = best_costs(_with_mtbfs(facts, values))
        cheaper += spot is not None and spot < on_demand
    return cheaper / draws


def uncertainty_text(result: UncertaintyResult) -> str:
    """The uncertainty section of ``reportgen plan``'s text output."""
    from .scenario.units import format_quantity

    def d(seconds: float) -> str:
        return format_quantity(seconds, "duration")

    lines = ["", "Uncertainty (the scenario gives MTBF intervals, 95 %)"]
    for name, m in result.mtbfs.items():
        lines.append(f"  {name} MTBF {d(float(m))} (from {d(m.low)} to {d(m.high)})")
    if result.basis == "filesystem_to_itself":
        lines.append(
            "  (the shared filesystem binds the recommendation; these ranges are for the plan "
            "with the filesystem to itself)"
        )
    lines.append(f"  {result.option}, at the low / estimated / high MTBF:")
    shown = {
        "young_interval_s": ("Young's T*", d),
        "exact_optimal_interval_s": ("optimal interval", d),
        "exact_overhead": ("overhead at the plan's interval", lambda x: f"{x:.1%}"),
        "usd_per_useful_gpu_h": ("USD per useful GPU-h", lambda x: f"{x:.3f}"),
        "wall_days": ("wall days", lambda x: f"{x:.1f}"),
    }
    for key, (label, fmt) in shown.items():
        lo, mid, hi = result.ranges[key]
        lines.append(f"    {label:<32} {fmt(lo)} / {fmt(mid)} / {fmt(hi)}")
    if result.spot_cheaper_probability is not None:
        lines.append(
            f"  probability that spot is cheaper: {result.spot_cheaper_probability:.0%} "
            f"({result.draws} draws over the intervals)"
        )
    lines.append("  extra cost of each interval if the MTBF is low / as estimated / high:")
    for c in result.candidates:
        regrets = " / ".join(f"{r:.3%}" for r in c.regret)
        lines.append(f"    {d(c.interval_s):>9}  {regrets}  {c.label}")
    lines.append(
        f"  the robust interval ({d(result.robust.interval_s)}) costs "
        f"{result.robust.regret[1]:.3%} more than the estimate's optimum if the estimate is right"
    )
    return "\n".join(lines) + "\n"
