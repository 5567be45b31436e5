"""An event-by-event Monte-Carlo simulation of two-tier checkpointing, to check :mod:`.tiers`.

It shares none of the model's algebra: it walks the wall clock of one job at a time, draws the
next local and global failure from their exponential distributions (numpy's ``Generator``), and
applies the rules literally: a segment is ``T`` of compute then the blocking snapshot ``C``; every
``k``-th snapshot starts a drain that commits ``W`` of wall clock later; a local failure rolls
back to the latest fast checkpoint, a global one to the latest *committed* durable checkpoint;
a restart takes ``R`` and starts over when any failure strikes it (a global failure during a
local restart is handled as a global failure). The job ends when its useful work is done.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["TierSimulation", "simulate_two_tier"]


@dataclass(frozen=True)
class TierSimulation:
    trials: int
    mean_ratio: float
    """Mean of simulated wall time ÷ useful time."""
    stderr_ratio: float
    """Standard error of the mean (sample standard deviation ÷ sqrt(trials))."""


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
) -> TierSimulation:
    """Simulate ``trials`` jobs of ``useful_s`` of work (a whole number of fast intervals)."""
    import numpy as np

    if every * (interval_s + blocking_s) < drain_s:
        raise ValueError("drain longer than a durable cycle")
    rng = np.random.default_rng(seed)
    segments_needed = max(1, round(useful_s / interval_s))
    rate = local_rate_per_s + global_rate_per_s
    ratios = np.empty(trials)
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

        event_t, is_global = next_event(t)
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
                    break
                t = event_t  # the restart is interrupted: start it over
        ratios[trial] = t / (segments_needed * interval_s)
    mean = float(ratios.mean())
    stderr = float(ratios.std(ddof=1) / math.sqrt(trials)) if trials > 1 else math.inf
    return TierSimulation(trials, mean, stderr)
