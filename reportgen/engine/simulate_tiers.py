"""An event-by-event Monte-Carlo simulation of two-tier checkpointing, to check :mod:`.tiers`.

It shares none of the model's algebra: it walks the wall clock of one job at a time, draws the
next local and global failure from their exponential distributions (numpy's ``Generator``; or,
for :mod:`reportgen.nonexponential`, Weibull up-times renewed at every resume), and
applies the rules literally: a segment is ``T`` of compute then the blocking snapshot ``C``; every
``k``-th snapshot starts a drain that commits ``W`` of wall clock later; a local failure rolls
back to the latest fast checkpoint, a global one to the latest *committed* durable checkpoint;
a restart takes ``R`` and starts over when any failure strikes it (a global failure during a
local restart is handled as a global failure). The job ends when its useful work is done.

:func:`check_option` runs it for a two-tier plan of :mod:`.feasible` (the report's Monte-Carlo
check of the recommendation) and sets it beside the tier model's exact ratio.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from .facts import Facts
    from .feasible import FeasibleOption

__all__ = ["TierCheck", "TierSimulation", "check_option", "simulate_two_tier"]

SECONDS_PER_DAY = 86_400.0


@dataclass(frozen=True)
class TierSimulation:
    """Outcome of :func:`simulate_two_tier`; the per-trial array is read-only."""

    trials: int
    mean_ratio: float
    """Mean of simulated wall time ÷ useful time."""
    stderr_ratio: float
    """Standard error of the mean (sample standard deviation ÷ sqrt(trials))."""
    p50_ratio: float = math.nan
    """Median of simulated wall time ÷ useful time."""
    p90_ratio: float = math.nan
    """90th percentile of simulated wall time ÷ useful time."""
    useful_s: float = math.nan
    """The job's useful compute, as asked for [s]; the days below are for exactly this much."""
    ratios: npt.NDArray[np.float64] | None = field(default=None, compare=False, repr=False)
    """Per trial: wall time ÷ the useful compute it simulated (a whole number of fast
    intervals, within one interval of ``useful_s``)."""
    mean_failures: float = math.nan
    """Mean number of failures per trial (those that strike a restart included)."""

    @property
    def days(self) -> npt.NDArray[np.float64]:
        """Per trial: completion time of ``useful_s`` of work [days] (ratio · U ÷ 86,400 s),
        scaled as the single-tier simulation's ``p50_days`` is."""
        if self.ratios is None:
            raise ValueError("this simulation kept no per-trial times")
        return self.ratios * (self.useful_s / SECONDS_PER_DAY)

    @property
    def p50_days(self) -> float:
        """Median completion time [days]."""
        return self.p50_ratio * self.useful_s / SECONDS_PER_DAY

    @property
    def p90_days(self) -> float:
        """90th percentile of the completion time [days]."""
        return self.p90_ratio * self.useful_s / SECONDS_PER_DAY

    @property
    def mean_days(self) -> float:
        """Mean completion time [days]."""
        return self.mean_ratio * self.useful_s / SECONDS_PER_DAY

    @property
    def stderr_days(self) -> float:
        """Standard error of the mean completion time [days]."""
        return self.stderr_ratio * self.useful_s / SECONDS_PER_DAY


def simulate_two_tier(
    *,
    interval_s: float,
    blocking_s: float,
    every: int,
    drain_s: float,
    restart_s: float,
    local_rate_per_s: float,
    global_rate_per_s: float,
    useful_s: float,
    trials: int,
    seed: int,
    weibull_shape: float | None = None,
) -> TierSimulation:
    """Simulate ``trials`` jobs of ``useful_s`` of work (a whole number of fast intervals).

    ``weibull_shape``: the job's up-times are Weibull of that shape with the mean
    ``1/(λ_l + λ_g)``, drawn afresh each time the job comes up (at the start and after every
    completed restart, the renewal of :mod:`.simulate_weibull`); a restart is still struck at
    the constant rate ``λ_l + λ_g``. Each failure is global with probability ``λ_g/(λ_l + λ_g)``
    and local otherwise, independently of when it comes: the exponential model's split. With
    ``None`` (the default) every gap is exponential, as in the module docstring.
    """
    import numpy as np

    if every * (interval_s + blocking_s) < drain_s:
        raise ValueError("drain longer than a durable cycle")
    if weibull_shape is not None and not (math.isfinite(weibull_shape) and weibull_shape > 0.0):
        raise ValueError(f"'weibull_shape' must be finite and > 0 (got {weibull_shape!r})")
    rng = np.random.default_rng(seed)
    segments_needed = max(1, round(useful_s / interval_s))
    rate = local_rate_per_s + global_rate_per_s
    scale_s = math.nan
    if weibull_shape is not None and rate > 0.0:
        from .simulate_weibull import weibull_scale_s

        scale_s = weibull_scale_s(1.0 / rate, weibull_shape)
    ratios = np.empty(trials)
    kills = np.zeros(trials, dtype=np.int64)
    for trial in range(trials):
        t = 0.0
        done = 0  # fast segments completed since the start of the job (current progress)
        fast = 0  # progress of the latest fast checkpoint
        durable = 0  # progress of the latest committed durable checkpoint
        pending: tuple[int, float] | None = None  # (progress, commit time) of a drain in flight

        def next_event(now: float) -> tuple[float, bool]:
            """Time of the next failure after ``now`` and whether it is global."""
            if rate == 0.0:
                return math.inf, False
            wait = rng.exponential(1.0 / rate)
            return now + wait, bool(rng.random() < global_rate_per_s / rate)

        def next_up_event(now: float) -> tuple[float, bool]:
            """Time of the first failure after the job comes up at ``now``, and its kind."""
            if weibull_shape is None or rate == 0.0:
                return next_event(now)
            wait = float(rng.weibull(weibull_shape)) * scale_s
            return now + wait, bool(rng.random() < global_rate_per_s / rate)

        event_t, is_global = next_up_event(t)
        while done < segments_needed:
            end = t + interval_s + blocking_s
            if end <= event_t:  # the segment and its snapshot complete
                t = end
                done += 1
                fast = done
                if done % every == 0 or done == segments_needed:
                    if pending is not None:
                        assert pending[1] <= t, "drains overlap"
                        durable = pending[0]
                    pending = (done, t + drain_s)
                continue
            # A failure strikes at event_t; handle it and any failure during the restart.
            t = event_t
            while True:
                kills[trial] += 1
                if pending is not None and pending[1] <= t:
                    durable, pending = pending[0], None
                if is_global:
                    pending = None  # an uncommitted drain is lost with the nodes
                    done = fast = durable
                else:
                    done = fast
                event_t, is_global = next_event(t)
                if t + restart_s <= event_t:
                    t += restart_s
                    if weibull_shape is not None:  # a renewal: a fresh up-time from here
                        event_t, is_global = next_up_event(t)
                    break
                t = event_t  # the restart is interrupted: start it over
        ratios[trial] = t / (segments_needed * interval_s)
    mean = float(ratios.mean())
    stderr = float(ratios.std(ddof=1) / math.sqrt(trials)) if trials > 1 else math.inf
    p50, p90 = (float(x) for x in np.percentile(ratios, [50, 90]))
    ratios.flags.writeable = False
    return TierSimulation(
        trials, mean, stderr, p50, p90, useful_s, ratios, mean_failures=float(kills.mean())
    )


@dataclass(frozen=True)
class TierCheck:
    """A two-tier plan simulated event by event, beside the tier model's exact ratio."""

    option: FeasibleOption
    simulation: TierSimulation
    exact_ratio: float
    """The tier model's wall ÷ useful time for the plan (``option.ratio``)."""
    seed: int

    @property
    def z_score(self) -> float:
        """(simulated − exact) ÷ standard error."""
        if self.simulation.stderr_ratio == 0.0:
            return 0.0
        return (self.simulation.mean_ratio - self.exact_ratio) / self.simulation.stderr_ratio

    @property
    def exact_days(self) -> float:
        """The tier model's expected completion time of the job [days]."""
        return self.exact_ratio * self.simulation.useful_s / SECONDS_PER_DAY


def check_option(
    option: FeasibleOption,
    facts: Facts,
    *,
    trials: int,
    seed: int,
    weibull_shape: float | None = None,
) -> TierCheck:
    """Simulate the two-tier ``option`` (planned for ``facts``) ``trials`` times.

    The failure split is the one :mod:`.feasible` plans with: hardware failures (at the lower
    of the on-demand and the cluster's rate) are local in ``LOCAL_FAILURE_FRACTION`` of cases,
    every other job-killing event is global. The inputs are checked to give the option's own
    exact ratio, so the simulation checks the plan the report prints, not a neighbour of it.
    ``weibull_shape``: Weibull up-times with the same split (:func:`simulate_two_tier`).
    """
    from .tiers import LOCAL_FAILURE_FRACTION, two_tier_ratio

    if option.strategy != "two_tier":
        raise ValueError(f"not a two-tier plan: {option.key}")
    cluster = option.cluster
    hardware_rate = min(1.0 / facts.on_demand.mtbf_s, 1.0 / cluster.mtbf_s)
    local_rate = LOCAL_FAILURE_FRACTION * hardware_rate
    global_rate = 1.0 / cluster.mtbf_s - local_rate
    every = option.durable_every
    exact = two_tier_ratio(
        option.interval_s,
        option.blocking_s,
        every,
        option.background_s,
        cluster.restart_s,
        local_rate,
        global_rate,
    )
    if not math.isclose(exact, option.ratio, rel_tol=1e-9):
        raise ValueError(
            f"{option.key}: the simulation's inputs give {exact!r}, the plan says {option.ratio!r}"
        )
    sim = simulate_two_tier(
        interval_s=option.interval_s,
        blocking_s=option.blocking_s,
        every=every,
        drain_s=option.background_s,
        restart_s=cluster.restart_s,
        local_rate_per_s=local_rate,
        global_rate_per_s=global_rate,
        useful_s=facts.useful_s,
        trials=trials,
        seed=seed,
        weibull_shape=weibull_shape,
    )
    return TierCheck(option, sim, option.ratio, seed)
