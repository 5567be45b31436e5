"""Monte-Carlo simulation of a whole training job under job-killing events (vectorised numpy).

The closed forms of the engine (Young 1974, Daly 2006) give the *mean* overhead; this module gives
the spread (P50/P90 completion time) and an independent check of those means, by simulating the
process below for many trials at once.

The process, in the terms of :class:`SimParams`
-----------------------------------------------

One *segment* is ``L = T + Cb``: compute for ``T``, then the training loop blocks for ``Cb`` to
take a checkpoint. The checkpoint becomes *durable* ``W`` after the block ends (``W = 0``:
synchronous write), which requires ``W <= L``. After a (re)start from a durable checkpoint the
first durable event is at ``L + W``, and then one every ``L``; each adds ``T`` of *progress*.

Job-killing events form a Poisson process of rate ``λ = λh + λp``:

* an **unwarned** event (rate ``λh``) loses everything since the last durable checkpoint; then the
  job restarts, which takes ``R``;
* a **warned** event (rate ``λp``) gives ``N`` of notice. The emergency save (``S <= N``) keeps all
  the compute done up to the notice (block time excluded, the not-yet-durable work of the current
  segment included), or, with ``save_before_kill``, up to ``N − S`` later. The wall clock spends
  ``N`` and then the restart ``R``. Events during the notice are ignored;
* a restart is interrupted by any event and starts over.

A trial ends at the first durable event whose progress reaches ``U`` (an emergency checkpoint that
reaches ``U`` counts: the trial ends when that save finishes, and a kill after it is no failure).

How it is sampled
-----------------

Per *event*, not per segment: each loop iteration draws the time ``τ`` from the current (re)start
to the next event for every running trial and works out in closed form whether the job completes
first (at ``W + n·L`` for the ``n`` durable events still needed), and otherwise how many durable
events (``⌊(τ − W)/L⌋``) or how much compute (``⌊τ/L⌋·T + min(τ mod L, T)``) came before it. The
restart that follows is sampled exactly without a loop: the number of interrupted attempts is
geometric with success probability ``e^{−λR}`` and each interrupted attempt lasts an exponential
time truncated to ``[0, R)``. The cost therefore grows with the number of events, not with the
number of segments.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

__all__ = ["SimParams", "SimResult", "simulate"]

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

SECONDS_PER_DAY = 86_400.0

# A trial needing more events than this would take hours per trial: refuse instead of hanging.
_MAX_EVENTS_PER_TRIAL = 1e8

# The progress callback is called about this many times per run.
_PROGRESS_CALLS = 100

ASSUMPTIONS: tuple[str, ...] = (
    "Job-killing events form a Poisson process (exponential inter-arrival times), "
    "with the same rate during work, checkpoint, background write and restart.",
    "An unwarned event loses all work since the last durable checkpoint.",
    "A checkpoint is durable W after its blocking phase ends; a failure before that loses it.",
    "A warned event's emergency save always succeeds and keeps all compute done up to the "
    "notice (or up to N − S later when saving just before the kill).",
    "Events during the notice period are ignored; a restart hit by an event starts over.",
    "The job ends at the first durable checkpoint holding at least the useful compute U.",
)


@dataclass(frozen=True)
class SimParams:
    """One job to simulate; every time in seconds, every rate per second."""

    useful_s: float
    """U: useful compute the job needs [s]."""
    interval_s: float
    """T: compute between two checkpoints [s]."""
    blocking_s: float
    """Cb: time the training loop is blocked per checkpoint [s] (sync write, or async snapshot)."""
    background_s: float = 0.0
    """W: background write after the block; the checkpoint is durable W after it [s] (0: sync)."""
    restart_s: float = 0.0
    """R: detect + requeue + reload [s]."""
    unwarned_rate_per_s: float = 0.0
    """λh: job-killing events that come without warning (hardware) [1/s]."""
    warned_rate_per_s: float = 0.0
    """λp: preemptions whose notice is used for an emergency save [1/s]."""
    notice_s: float = 0.0
    """N: notice before the kill [s]."""
    emergency_save_s: float = 0.0
    """S: duration of the emergency save [s], at most N."""
    save_before_kill: bool = False
    """False: save as soon as the notice arrives; True: train on and save at kill − S."""

    def __post_init__(self) -> None:
        values = {
            "useful_s": self.useful_s,
            "interval_s": self.interval_s,
            "blocking_s": self.blocking_s,
            "background_s": self.background_s,
            "restart_s": self.restart_s,
            "unwarned_rate_per_s": self.unwarned_rate_per_s,
            "warned_rate_per_s": self.warned_rate_per_s,
            "notice_s": self.notice_s,
            "emergency_save_s": self.emergency_save_s,
        }
        for name, value in values.items():
            if not math.isfinite(value) or value < 0.0:
                raise ValueError(f"'{name}' must be finite and >= 0 (got {value!r})")
        for name in ("useful_s", "interval_s"):
            if values[name] <= 0.0:
                raise ValueError(f"'{name}' must be > 0 (got {values[name]!r})")
        if self.background_s > self.segment_s:
            raise ValueError(
                "'background_s' must be <= interval_s + blocking_s = "
                f"{self.segment_s!r} s: the background write must finish before the next "
                f"snapshot is durable (got {self.background_s!r})"
            )
        if self.emergency_save_s > self.notice_s:
            raise ValueError(
                f"'emergency_save_s' must be <= notice_s = {self.notice_s!r} s "
                f"(got {self.emergency_save_s!r})"
            )
        events = self.events_per_trial_estimate()
        if events > _MAX_EVENTS_PER_TRIAL:
            raise ValueError(
                f"event rate {self.rate_per_s!r}/s is too high for segments of "
                f"{self.segment_s!r} s and restarts of {self.restart_s!r} s: a trial would need "
                f"~{events:.1e} events; the job practically never completes"
            )

    def events_per_trial_estimate(self) -> float:
        """Rough expected number of events in one trial, as if none came with a warning:
        λ·E[wall] = n·e^{λ(R+W)}·(e^{λL} − 1) for n = ⌈U/T⌉ segments (two-state renewal),
        times (1 + λN) for the notices."""
        rate = self.rate_per_s
        if rate == 0.0:
            return 0.0
        log_events = (
            math.log(math.ceil(self.useful_s / self.interval_s))
            + rate * (self.restart_s + self.background_s)
            + math.log(math.expm1(min(rate * self.segment_s, 700.0)))
            + math.log1p(rate * self.notice_s)
        )
        return math.exp(min(log_events, 700.0))

    @property
    def segment_s(self) -> float:
        """L = T + Cb: one segment of compute and its blocking checkpoint [s]."""
        return self.interval_s + self.blocking_s

    @property
    def rate_per_s(self) -> float:
        """λ = λh + λp: rate of all job-killing events [1/s]."""
        return self.unwarned_rate_per_s + self.warned_rate_per_s


@dataclass(frozen=True, eq=False)  # eq=False: fields are numpy arrays, equality is per element
class SimResult:
    """Outcome of :func:`simulate`; per-trial arrays are read-only."""

    trials: int
    seed: int
    wall_s: FloatArray
    """Per trial: wall time to finish [s]."""
    mean_ratio: float
    """Mean over trials of wall_i ÷ progress_i (wall time per unit of useful compute)."""
    stderr_ratio: float
    """Standard error of ``mean_ratio`` (sample standard deviation ÷ √trials)."""
    p50_days: float
    """Median wall time for exactly U of useful compute [days] (wall_i · U ÷ progress_i)."""
    p90_days: float
    """90th percentile of the same [days]."""
    mean_failures: float
    """Mean number of job-killing events per trial (those interrupting a restart included)."""
    progress_s: FloatArray
    """Per trial: useful compute held by the final checkpoint [s]: >= U, by less than T for a
    regular checkpoint, by less than T + W + (N − S if saving before the kill) for an emergency
    one."""
    failures: IntArray
    """Per trial: number of job-killing events."""
    params: SimParams
    assumptions: tuple[str, ...] = ASSUMPTIONS


def simulate(
    params: SimParams,
    trials: int,
    seed: int,
    progress: Callable[[int, int], None] | None = None,
) -> SimResult:
    """Simulate ``trials`` independent runs of the job described by ``params``.

    ``progress(done_events, estimated_total)`` is called about 100 times, counting the events
    drawn so far (one per running trial and loop iteration); the last call has
    ``done_events == estimated_total``. The result depends only on ``params``, ``trials`` and
    ``seed`` (numpy's PCG64 generator).
    """
    if trials < 1:
        raise ValueError(f"'trials' must be >= 1 (got {trials!r})")

    useful_s = params.useful_s
    interval_s = params.interval_s
    segment_s = params.segment_s
    background_s = params.background_s
    restart_s = params.restart_s
    notice_s = params.notice_s
    rate = params.rate_per_s
    warned_fraction = params.warned_rate_per_s / rate if rate > 0.0 else 0.0
    # After a notice at τ, the emergency checkpoint holds the compute done up to τ + train_on_s,
    # and it is complete (the moment a trial can finish on it) at τ + save_done_s.
    train_on_s = notice_s - params.emergency_save_s if params.save_before_kill else 0.0
    save_done_s = notice_s if params.save_before_kill else params.emergency_save_s
    restart_ok = math.exp(-rate * restart_s)  # P(a restart attempt sees no event)
    restart_fail = -math.expm1(-rate * restart_s)  # 1 − restart_ok, accurate when small
    needed = useful_s / interval_s  # U in units of T

    rng = np.random.default_rng(seed)
    wall_out = np.empty(trials, dtype=np.float64)
    progress_out = np.empty(trials, dtype=np.float64)
    failures_out = np.empty(trials, dtype=np.int64)

    # State of the trials still running, compacted as trials finish. Progress is kept as what
    # is still needed, in units of T: unwarned events subtract whole segments, which is exact in
    # float64, so U = k·T takes exactly k durable checkpoints with no rounding drift.
    trial = np.arange(trials, dtype=np.int64)
    wall = np.zeros(trials, dtype=np.float64)  # wall time at the current (re)start
    left = np.full(trials, needed, dtype=np.float64)  # (U − durable progress) / T
    failures = np.zeros(trials, dtype=np.int64)

    # For the progress bar only; raised on the fly if the run turns out longer.
    estimated_total = int(trials * (1.0 + params.events_per_trial_estimate()))
    done_events = 0
    next_report = 0

    while trial.size:
        n = trial.size
        if progress is not None and done_events >= next_report:
            estimated_total = max(estimated_total, done_events + n)
            progress(done_events, estimated_total)
            next_report = done_events + max(1, estimated_total // _PROGRESS_CALLS)
        done_events += n

        segments_left = np.ceil(left)  # durable checkpoints still needed, >= 1
        finish_at = background_s + segments_left * segment_s  # since the (re)start
        tau = rng.standard_exponential(n) / rate if rate > 0.0 else np.full(n, np.inf)
        finished = tau >= finish_at
        if warned_fraction > 0.0:
            warned = rng.random(n) < warned_fraction
            if train_on_s > 0.0:
                # Training on through the notice can reach the final durable checkpoint.
                finished |= warned & (tau + train_on_s >= finish_at)
        else:
            warned = np.zeros(n, dtype=np.bool_)

        if finished.any():
            done = trial[finished]
            wall_out[done] = wall[finished] + finish_at[finished]
            progress_out[done] = (needed - left + segments_left)[finished] * interval_s
            failures_out[done] = failures[finished]
            keep = ~finished
            trial, wall, left, failures = trial[keep], wall[keep], left[keep], failures[keep]
            tau, warned = tau[keep], warned[keep]
            n = trial.size
            if n == 0:
                break

        # Every remaining trial is hit at τ. Unwarned: keep the durable checkpoints before τ
        # (fewer than segments_left, so left stays > 0).
        durable = np.maximum(np.floor((tau - background_s) / segment_s), 0.0)
        if warned.any():
            # Warned: the emergency save keeps all compute up to τ (+ N − S); compute stops
            # during the block (and the clip keeps rounding from making it negative).
            saved_until = tau + train_on_s
            saved_segments = np.floor(saved_until / segment_s)
            in_segment = np.clip(saved_until - saved_segments * segment_s, 0.0, interval_s)
            left = left - np.where(warned, saved_segments + in_segment / interval_s, durable)
            saved_enough = left <= 0.0
            if saved_enough.any():
                done = trial[saved_enough]
                wall_out[done] = wall[saved_enough] + tau[saved_enough] + save_done_s
                progress_out[done] = (needed - left[saved_enough]) * interval_s
                failures_out[done] = failures[saved_enough]
                keep = ~saved_enough
                trial, wall, left, failures = trial[keep], wall[keep], left[keep], failures[keep]
                tau, warned = tau[keep], warned[keep]
                n = trial.size
                if n == 0:
                    break
            wall = wall + tau + np.where(warned, notice_s, 0.0)
        else:
            left = left - durable
            wall = wall + tau
        failures = failures + 1

        if restart_s > 0.0:
            wall = wall + restart_s
            if rate > 0.0:
                attempts_lost = rng.geometric(restart_ok, size=n) - 1
                lost = int(attempts_lost.sum())
                if lost:
                    # Each interrupted attempt: Exp(λ) conditioned on < R, by inverse CDF.
                    lost_s = -np.log1p(-restart_fail * rng.random(lost)) / rate
                    owner = np.repeat(np.arange(n), attempts_lost)
                    wall = wall + np.bincount(owner, weights=lost_s, minlength=n)
                    failures = failures + attempts_lost

    if progress is not None:
        progress(done_events, done_events)

    ratio = wall_out / progress_out
    days = ratio * useful_s / SECONDS_PER_DAY
    stderr = float(ratio.std(ddof=1) / math.sqrt(trials)) if trials > 1 else 0.0
    for array in (wall_out, progress_out, failures_out):
        array.setflags(write=False)
    return SimResult(
        trials=trials,
        seed=seed,
        wall_s=wall_out,
        mean_ratio=float(ratio.mean()),
        stderr_ratio=stderr,
        p50_days=float(np.percentile(days, 50)),
        p90_days=float(np.percentile(days, 90)),
        mean_failures=float(failures_out.mean()),
        progress_s=progress_out,
        failures=failures_out,
        params=params,
    )
