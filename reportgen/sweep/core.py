"""How the plan changes as one fact of a scenario moves: the points, their plans, the crossovers.

Each point is the scenario with one fact changed (:func:`facts_at`), planned by
:func:`reportgen.engine.analysis.analyse`, the function ``reportgen plan`` calls, so every
point's ``recommendation`` is exactly what ``plan`` prints for that point's scenario.

Varying ``gpus`` grows the job at a fixed training budget, under these assumptions (each
listed in the output):

* every node fails independently at the same rate, so the job's MTBF is inversely
  proportional to its node count: ``M(n) = M₀ · n₀ / n``, on every capacity (a job-killing
  event on any node kills the job);
* the total compute is fixed: useful compute per GPU is ``U₀ · g₀ / g``;
* the step time, checkpoint size and single-writer write time do not change (the global batch
  grows with the GPUs; the model is the same);
* the parallel writers stay as many as the scenario says, never more than the GPUs.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Final

from ..errors import UsageError

if TYPE_CHECKING:
    from ..engine.analysis import Analysis
    from ..engine.facts import Facts

__all__ = [
    "SINGLE_WRITER_MIN_GOODPUT",
    "VARIABLES",
    "Crossover",
    "Point",
    "SweepResult",
    "facts_at",
    "parse_vary",
    "show",
    "sweep",
    "sweep_text",
    "sweep_values",
]

SINGLE_WRITER_MIN_GOODPUT: Final = 0.5
"""Below this goodput a single writer spends more of the job on checkpoints, lost work and
restarts than on training: we call it no longer viable."""

VARIABLES: Final[dict[str, tuple[str, str]]] = {
    "gpus": ("count", "GPUs in the job (job MTBF scales with the node count)"),
    "mtbf": ("duration", "on-demand MTBF"),
    "spot_mtbf": ("duration", "spot MTBF"),
    "restart_time": ("duration", "restart time, on every capacity"),
    "write_time": ("duration", "single-writer checkpoint write time"),
    "price": ("price", "on-demand price"),
    "spot_price": ("price", "spot price"),
    "parallel_writers": ("count", "parallel checkpoint writers"),
    "other_jobs": ("count", "other jobs sharing the filesystem"),
}
"""What ``--vary`` can move: name → (dimension, description)."""

GPU_ASSUMPTIONS: Final = (
    "Every node fails independently at the same rate: the job's MTBF on each capacity is "
    "inversely proportional to its node count (M = M0 x n0 / n).",
    "The training budget is fixed: useful compute per GPU scales as U0 x g0 / g.",
    "Step time, checkpoint size and single-writer write time do not change with the GPU count "
    "(the global batch grows with the GPUs).",
    "Parallel writers stay as the scenario gives them, at most one per GPU.",
)


@dataclass(frozen=True)
class Vary:
    name: str
    low: float
    high: float


def parse_vary(text: str) -> Vary:
    """``gpus=256:16384`` or ``mtbf=1h:24h`` → :class:`Vary` (SI units)."""
    from ..scenario import parse_quantity

    name, sep, span = text.partition("=")
    name = name.strip()
    low_text, colon, high_text = span.partition(":")
    if not sep or not colon:
        raise UsageError(f"--vary: expected NAME=LOW:HIGH (e.g. gpus=256:16384), got {text!r}")
    if name not in VARIABLES:
        import difflib

        close = difflib.get_close_matches(name, VARIABLES, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise UsageError(f"--vary: expected one of {', '.join(VARIABLES)}, got {name!r}{hint}")
    dimension = VARIABLES[name][0]
    bounds: list[float] = []
    for part in (low_text, high_text):
        part = part.strip()
        if dimension == "count":
            if not part.isdigit():
                raise UsageError(f"--vary {name}: expected a whole number, got {part!r}")
            bounds.append(float(int(part)))
        else:
            try:
                bounds.append(parse_quantity(part, dimension))  # type: ignore[arg-type]
            except ValueError as exc:
                raise UsageError(f"--vary {name}: {exc}") from None
    low, high = bounds
    minimum = 0.0 if name == "other_jobs" else 1.0 if dimension == "count" else 0.0
    if low < minimum or (low == 0 and name != "other_jobs") or high <= low:
        raise UsageError(
            f"--vary {name}: expected 0 < LOW < HIGH"
            f"{' (LOW may be 0)' if name == 'other_jobs' else ''}, got {low_text}:{high_text}"
        )
    return Vary(name, low, high)


def sweep_values(vary: Vary, points: int, gpus_per_node: int = 1) -> list[float]:
    """``points`` values from LOW to HIGH: evenly spaced on a log scale (linear from 0).

    Counts are rounded to whole numbers (GPUs to whole nodes) and repeated values dropped.
    """
    if points < 2:
        raise UsageError(f"--points must be at least 2 (got {points})")
    low, high = vary.low, vary.high
    if low > 0:
        values = [low * (high / low) ** (i / (points - 1)) for i in range(points)]
    else:
        values = [low + (high - low) * i / (points - 1) for i in range(points)]
    values[0], values[-1] = low, high  # exactly the bounds asked for
    if VARIABLES[vary.name][0] == "count":
        step = gpus_per_node if vary.name == "gpus" else 1
        values = [float(max(step, round(v / step) * step)) if v else 0.0 for v in values]
    return sorted(set(values))


def facts_at(base: Facts, name: str, value: float) -> Facts:
    """``base`` with the fact ``name`` set to ``value`` (SI units); ``gpus`` rescales the job."""
    if name == "gpus":
        gpus = int(value)
        ratio = base.gpus / gpus
        spot = base.spot
        return replace(
            base,
            gpus=gpus,
            useful_s=base.useful_s * ratio,
            parallel_writers=min(base.parallel_writers, gpus),
            on_demand=replace(base.on_demand, mtbf_s=base.on_demand.mtbf_s * ratio),
            spot=None if spot is None else replace(spot, mtbf_s=spot.mtbf_s * ratio),
        )
    if name == "mtbf":
        return replace(base, on_demand=replace(base.on_demand, mtbf_s=value))
    if name == "price":
        return replace(base, on_demand=replace(base.on_demand, price_usd_per_gpu_h=value))
    if name in ("spot_mtbf", "spot_price"):
        if base.spot is None:
            raise UsageError(f"--vary {name}: the scenario has no spot cluster")
        if name == "spot_mtbf":
            return replace(base, spot=replace(base.spot, mtbf_s=value))
        return replace(base, spot=replace(base.spot, price_usd_per_gpu_h=value))
    if name == "restart_time":
        spot = base.spot
        return replace(
            base,
            on_demand=replace(base.on_demand, restart_s=value),
            spot=None if spot is None else replace(spot, restart_s=value),
        )
    if name == "write_time":
        return replace(base, write_s=value)
    if name == "parallel_writers":
        if value > base.gpus:
            raise UsageError(
                f"--vary parallel_writers: expected at most the job's {base.gpus} GPUs "
                f"(one writer per rank), got {value:g}"
            )
        return replace(base, parallel_writers=int(value))
    if name == "other_jobs":
        return replace(base, filesystem=replace(base.filesystem, other_jobs=int(value)))
    raise UsageError(f"--vary: cannot vary {name!r}")


@dataclass(frozen=True)
class Point:
    value: float
    analysis: Analysis
    plan: dict[str, Any]
    """``analysis.to_dict()``: what ``reportgen plan --format json`` prints for this point."""

    @property
    def recommendation(self) -> dict[str, Any]:
        return dict(self.plan["recommendation"])

    @property
    def option(self) -> str:
        r = self.recommendation
        mode = f"+{r['warning_mode']}" if r.get("warning_mode") else ""
        return f"{r['strategy']}/{r['cluster']}{mode}"

    @property
    def goodput(self) -> float:
        """The recommended plan's goodput, as ``plan`` reports it (the feasible plan's, tiers
        and the filesystem's share included; 0 when no plan can finish)."""
        value = self.recommendation.get("goodput")
        return float(value) if value is not None else 0.0

    @property
    def spot_pays(self) -> bool | None:
        """The recommendation runs on spot; ``None`` without a spot cluster."""
        if self.analysis.facts.spot is None:
            return None
        return bool(self.recommendation["cluster"] == "spot")

    @property
    def single_writer_goodput(self) -> float:
        return self.analysis.plan("baseline", "on_demand").goodput

    @property
    def filesystem_binds(self) -> bool:
        """The shared filesystem limits the plan.

        When the plan names its binding constraints (``recommendation.binding``) or says it
        is infeasible, those are read; otherwise the filesystem binds when the checkpoints of
        every job sharing it, at this job's interval, ask for more than its bandwidth.
        """
        r = self.recommendation
        if "binding" in r and r["binding"] is not None:
            return any("filesystem" in str(b) for b in r["binding"])
        return bool(self.plan["shared_filesystem"]["utilisation"] > 1.0)

    def to_dict(self) -> dict[str, Any]:
        return {
            "value": self.value,
            "recommendation": self.recommendation,
            "goodput": self.goodput,
            "job_mtbf_s": self.analysis.facts.on_demand.mtbf_s,
            "single_writer_goodput": self.single_writer_goodput,
            "spot_pays": self.spot_pays,
            "filesystem_binds": self.filesystem_binds,
        }


@dataclass(frozen=True)
class Crossover:
    kind: str
    """``spot_stops_paying``, ``spot_starts_paying``, ``strategy_changes``,
    ``single_writer_not_viable``, ``single_writer_viable``, ``filesystem_binds``,
    ``filesystem_frees``."""
    between: tuple[float, float]
    """The two sweep values it lies between."""
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "between": list(self.between), "text": self.text}


@dataclass(frozen=True)
class SweepResult:
    scenario: str
    variable: str
    dimension: str
    base_value: float
    points: tuple[Point, ...]
    crossovers: tuple[Crossover, ...]
    assumptions: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of ``reportgen sweep --format json``."""
        return {
            "version": 1,
            "scenario": self.scenario,
            "variable": self.variable,
            "dimension": self.dimension,
            "base_value": self.base_value,
            "assumptions": list(self.assumptions),
            "points": [p.to_dict() for p in self.points],
            "crossovers": [c.to_dict() for c in self.crossovers],
        }


def base_value(facts: Facts, name: str) -> float:
    """The scenario's own value of the varied fact (SI units)."""
    spot = facts.spot
    values: dict[str, float | None] = {
        "gpus": facts.gpus,
        "mtbf": facts.on_demand.mtbf_s,
        "spot_mtbf": None if spot is None else spot.mtbf_s,
        "restart_time": facts.on_demand.restart_s,
        "write_time": facts.write_s,
        "price": facts.on_demand.price_usd_per_gpu_h,
        "spot_price": None if spot is None else spot.price_usd_per_gpu_h,
        "parallel_writers": facts.parallel_writers,
        "other_jobs": facts.filesystem.other_jobs,
    }
    value = values[name]
    if value is None:
        raise UsageError(f"--vary {name}: the scenario has no spot cluster")
    return float(value)


def sweep(scenario: str, facts: Facts, vary: Vary, points: int = 7) -> SweepResult:
    """Plan the scenario at each value of ``vary`` and find where the decision changes."""
    from ..engine.analysis import analyse

    base = base_value(facts, vary.name)
    results = []
    for value in sweep_values(vary, points, facts.gpus_per_node):
        # A point where a capacity cannot finish is part of the curve (its warnings say so).
        analysis = analyse(facts_at(facts, vary.name, value), allow_unbounded=True)
        results.append(Point(value, analysis, analysis.to_dict()))
    assumptions = GPU_ASSUMPTIONS if vary.name == "gpus" else ()
    return SweepResult(
        scenario=scenario,
        variable=vary.name,
        dimension=VARIABLES[vary.name][0],
        base_value=base,
        points=tuple(results),
        crossovers=tuple(crossovers(results, vary.name, VARIABLES[vary.name][0])),
        assumptions=assumptions,
    )


def crossovers(points: list[Point], name: str, dimension: str) -> list[Crossover]:
    """Where, between neighbouring points, the decision or a constraint changes."""
    found: list[Crossover] = []
    for a, b in itertools.pairwise(points):
        between = (a.value, b.value)
        span = f"between {name} = {show(a.value, dimension)} and {show(b.value, dimension)}"
        if a.spot_pays is not None and a.spot_pays != b.spot_pays:
            kind = "spot_stops_paying" if a.spot_pays else "spot_starts_paying"
            verb = "stops" if a.spot_pays else "starts"
            found.append(Crossover(kind, between, f"spot {verb} paying {span}"))
        if a.recommendation["strategy"] != b.recommendation["strategy"]:
            found.append(
                Crossover(
                    "strategy_changes",
                    between,
                    f"the best strategy changes from {a.recommendation['strategy']} to "
                    f"{b.recommendation['strategy']} {span}",
                )
            )
        viable_a = a.single_writer_goodput >= SINGLE_WRITER_MIN_GOODPUT
        viable_b = b.single_writer_goodput >= SINGLE_WRITER_MIN_GOODPUT
        if viable_a != viable_b:
            found.append(
                Crossover(
                    "single_writer_not_viable" if viable_a else "single_writer_viable",
                    between,
                    f"a single writer's goodput on demand "
                    f"{'falls below' if viable_a else 'rises above'} "
                    f"{SINGLE_WRITER_MIN_GOODPUT:.0%} {span}",
                )
            )
        if a.filesystem_binds != b.filesystem_binds:
            found.append(
                Crossover(
                    "filesystem_binds" if b.filesystem_binds else "filesystem_frees",
                    between,
                    f"the shared filesystem {'starts' if b.filesystem_binds else 'stops'} "
                    f"limiting the plan {span}",
                )
            )
    return found


def show(value: float, dimension: str) -> str:
    """A sweep value as a person writes it: ``256``, ``3.1 h``, ``2.4 USD/GPU-h``."""
    if dimension == "count":
        return f"{value:g}"
    from ..scenario.units import format_quantity

    return format_quantity(value, dimension)  # type: ignore[arg-type]


def sweep_text(result: SweepResult) -> str:
    """The table, crossovers and assumptions ``reportgen sweep`` prints (and a report quotes)."""
    from ..scenario.units import format_quantity

    name = result.variable
    header = (
        f"{name:>14}  {'goodput':>7}  {'USD/useful GPU-h':>16}  {'interval':>9}  "
        f"{'fs binds':>8}  best option"
    )
    lines = [
        f"{result.scenario}: {name} from {show(result.points[0].value, result.dimension)} "
        f"to {show(result.points[-1].value, result.dimension)}",
        "",
        header,
    ]
    for p in result.points:
        r = p.recommendation
        marker = " (scenario)" if p.value == result.base_value else ""
        lines.append(
            f"{show(p.value, result.dimension):>14}  {p.goodput:>7.1%}  "
            f"{r['usd_per_useful_gpu_h']:>16.3f}  "
            f"{format_quantity(r['interval_s'], 'duration'):>9}  "
            f"{'yes' if p.filesystem_binds else 'no':>8}  {p.option}{marker}"
        )
    lines.append("")
    if result.crossovers:
        lines.append("Crossovers:")
        lines += [f"  - {c.text}" for c in result.crossovers]
    else:
        lines.append("No crossover in this range: the decision holds throughout.")
    if result.assumptions:
        lines += ["", "Assumptions:"] + [f"  - {a}" for a in result.assumptions]
    return "\n".join(lines) + "\n"
