"""The report's robustness sections: how sure the plan is (MTBF intervals), whether the failures
are exponential (the Weibull check), and how the plan moves with one fact (the sweep).

Each is computed by the engine-side modules (:mod:`reportgen.uncertainty`,
:mod:`reportgen.nonexponential`, :mod:`reportgen.sweep`) and only arranged here, so that the
template prints numbers and decides nothing. A section is present when the scenario asks for it:
MTBFs given as intervals or fits, a fit that rejects the exponential, a ``sweep:`` key.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.analysis import Analysis
    from ..nonexponential import WeibullCheck
    from ..scenario import Scenario
    from ..sweep import SweepResult
    from ..uncertainty import UncertaintyResult

__all__ = ["Robustness", "robustness"]


@dataclass(frozen=True)
class Robustness:
    uncertainty: UncertaintyResult | None
    weibull: tuple[WeibullCheck, ...]
    sweep: SweepResult | None

    def __bool__(self) -> bool:
        return self.uncertainty is not None or bool(self.weibull) or self.sweep is not None


def robustness(scenario: Scenario, analysis: Analysis, trials: int, seed: int) -> Robustness:
    """Every robustness result the scenario asks for; the Weibull check with ``trials`` trials
    per shape, seeded with ``seed``."""
    from ..nonexponential import check_weibull
    from ..uncertainty import analyse_uncertainty

    sweep_result = None
    if scenario.model.sweep is not None:
        from ..sweep import parse_vary, sweep

        name = scenario.path.replace("\\", "/").rsplit("/", 1)[-1]
        sweep_result = sweep(name, analysis.facts, parse_vary(scenario.model.sweep))
    return Robustness(
        uncertainty=analyse_uncertainty(analysis),
        weibull=check_weibull(analysis, trials=trials, seed=seed),
        sweep=sweep_result,
    )


_RANGE_ROWS = (
    ("young_interval_s", "Young's interval T*", "duration"),
    ("exact_optimal_interval_s", "Optimal interval (exact model)", "duration"),
    ("exact_overhead", "Overhead at the plan's interval", "pct"),
    ("usd_per_useful_gpu_h", "USD per useful GPU-hour", "usd"),
    ("wall_days", "Wall-clock days", "days"),
)


def _no_negative_zero(x: float) -> float:
    return 0.0 if abs(x) < 5e-5 else x


def _row(model: str, c: WeibullCheck, run: Any) -> dict[str, Any]:
    return {
        "model": model,
        "shape": run.shape,
        "usd": c.price_usd_per_gpu_h * run.ratio,
        "days": c.useful_s * run.ratio / 86_400.0,
        "p50_days": run.p50_days,
        "p90_days": run.p90_days,
    }


def robustness_view(r: Robustness, analysis: Analysis) -> dict[str, Any]:
    """The template's variables: numbers only, each one the engine's."""
    recommended = analysis.recommendation.plan
    view: dict[str, Any] = {"uncertainty": None, "weibull": [], "sweep": None}
    u = r.uncertainty
    if u is not None:
        strategy, _, rest = u.option.partition("/")
        cluster, _, mode = rest.partition("+")
        view["uncertainty"] = {
            "mtbfs": [
                {
                    "cluster": name,
                    "estimate": float(m),
                    "low": m.low,
                    "high": m.high,
                    "fit": getattr(m, "source", None),
                    "failures": getattr(m, "failures", None),
                }
                for name, m in u.mtbfs.items()
            ],
            "strategy": strategy,
            "cluster": cluster,
            "mode": mode or None,
            "filesystem_to_itself": u.basis == "filesystem_to_itself",
            "ranges": [
                {"label": label, "kind": kind, "values": u.ranges[key]}
                for key, label, kind in _RANGE_ROWS
            ],
            "spot_probability": u.spot_cheaper_probability,
            "draws": u.draws,
            "candidates": [
                {
                    "label": c.label,
                    "interval_s": c.interval_s,
                    "regret": c.regret,
                    "worst": max(c.regret),
                }
                for c in u.candidates
            ],
            "robust": u.robust,
            "robust_worst": max(u.robust.regret),
            "robust_cost": u.robust.regret[1],
            "recommended_worst": max(u.candidates[1].regret),
        }
    for c in r.weibull:
        lo, hi = c.error_range
        view["weibull"].append(
            {
                "check": c,
                "strategy": c.strategy,
                "cluster": c.cluster,
                "warning_mode": c.warning_mode,
                "durable_every": c.durable_every if c.strategy == "two_tier" else None,
                "recommended": c.role == "recommended",
                # Why the recommended plan itself is not the one simulated: it runs elsewhere.
                "recommended_cluster": recommended.cluster.name,
                "shape": c.shape,
                "error": c.exponential_error,
                "error_abs": abs(c.exponential_error),
                "error_stderr": c.error_stderr,
                # A difference below 0.005 % prints as 0.00%, never as −0.00%.
                "error_low": _no_negative_zero(lo),
                "error_high": _no_negative_zero(hi),
                "overstates": c.exponential_error > 0,
                # Within two standard errors of zero: the simulation cannot tell the two apart.
                "indistinguishable": abs(c.exponential_error) <= 2 * c.error_stderr,
                "exp_days": c.exponential_wall_days,
                "exp_usd": c.exponential_usd_per_useful_gpu_h,
                "weibull_days": c.weibull_wall_days,
                "weibull_usd": c.weibull_usd_per_useful_gpu_h,
                "rows": [
                    _row("Exponential, simulated", c, c.exponential_run),
                    *(_row("Weibull, simulated", c, run) for run in c.runs),
                ],
                "clustered": c.shape[0] < 1,
            }
        )
    s = r.sweep
    if s is not None:
        from ..sweep import VARIABLES, sweep_text

        view["sweep"] = {
            "result": s,
            "variable": s.variable,
            "description": VARIABLES[s.variable][1],
            "dimension": s.dimension,
            "low": s.points[0].value,
            "high": s.points[-1].value,
            "count": len(s.points),
            "text": sweep_text(s),
        }
    return view
