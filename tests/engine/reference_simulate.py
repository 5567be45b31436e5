"""A slow, event-by-event simulation of the job that ``reportgen.engine.simulate`` samples flat.

This is the reference the flat sampler is tested against (``test_simulate_reference.py``). It
follows the process as it happens, one event at a time for all trials at once (numpy over the
trials, a Python loop over the events), and shares no code with the engine:

* the *primary* random streams are the hardware kills (rate ``λh``) and the preemption *notices*
  (rate ``λp``), not the kills: each notice schedules its kill ``N`` later in a per-trial queue,
  whatever the job is doing; the flat sampler does the reverse (kills first, notices looked up);
* the job is a state machine — *up* (training since it came up), *notice* (handling a notice that
  arrived while it was up), *down* (restarting) — moved by each event in time order;
* notices start ``N`` before time 0 so that kills form a Poisson process from time 0; the job is
  taken to finish a restart at time 0, so the notices before it find it down.

The process is the one described in ``reportgen/engine/simulate.py``; what is kept at each kill is
written out below from that description, not copied from the sampler.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from reportgen.engine.simulate import SimParams

FloatArray = npt.NDArray[np.float64]

UP, NOTICE, DOWN = 0, 1, 2


@dataclass(frozen=True)
class ReferenceResult:
    wall_s: FloatArray
    progress_s: FloatArray
    failures: npt.NDArray[np.int64]

    @property
    def ratio(self) -> FloatArray:
        return self.wall_s / self.progress_s


def _compute(elapsed_s: FloatArray, p: SimParams) -> FloatArray:
    """Compute time done ``elapsed_s`` after coming up, in units of T: T per segment L."""
    segments = np.floor(elapsed_s / p.segment_s)
    in_segment = elapsed_s - segments * p.segment_s
    return segments + np.minimum(in_segment, p.interval_s) / p.interval_s


def _durable(elapsed_s: FloatArray, p: SimParams) -> FloatArray:
    """Periodic checkpoints durable ``elapsed_s`` after coming up: the m-th one at m·L + W."""
    count = np.floor((elapsed_s - p.background_s) / p.segment_s)
    return np.where(elapsed_s >= p.segment_s + p.background_s, count, 0.0)


def simulate_reference(p: SimParams, trials: int, seed: int) -> ReferenceResult:
    """Simulate ``trials`` runs of the job, one kill or notice at a time."""
    rng = np.random.default_rng(seed)
    lam_h, lam_p = p.unwarned_rate_per_s, p.warned_rate_per_s
    big_l, w, r, n_s, s_s = p.segment_s, p.background_s, p.restart_s, p.notice_s, p.emergency_save_s
    needed = p.useful_s / p.interval_s  # U in units of T

    def exponential(rate: float, size: int) -> FloatArray:
        if rate == 0.0:
            return np.full(size, np.inf)
        return rng.standard_exponential(size) / rate

    wall_out = np.empty(trials)
    units_out = np.empty(trials)
    kills_out = np.empty(trials, dtype=np.int64)

    trial = np.arange(trials)
    phase = np.full(trials, DOWN)
    changed_at = np.full(trials, -r)  # restart start (down), came-up time (up, notice)
    up_at = np.zeros(trials)
    notice_at = np.zeros(trials)
    announced_kill = np.full(trials, np.nan)  # the kill of the notice the job acts on
    units = np.zeros(trials)
    kills = np.zeros(trials, dtype=np.int64)
    next_hw = exponential(lam_h, trials)
    next_notice = -n_s + exponential(lam_p, trials)
    queue = np.full((trials, 4), np.inf)  # pending preemption kills, earliest first
    queued = np.zeros(trials, dtype=np.int64)

    while trial.size:
        rows = np.arange(trial.size)
        head = queue[:, 0]
        event = np.minimum(np.minimum(next_hw, next_notice), head)
        is_notice = event == next_notice
        is_hw = ~is_notice & (event == next_hw)
        is_queued_kill = ~is_notice & ~is_hw

        # A restart that ends before the event brings the job up.
        comes_up = (phase == DOWN) & (changed_at + r <= event)
        up_at = np.where(comes_up, changed_at + r, up_at)
        phase = np.where(comes_up, UP, phase)

        # Does a checkpoint holding U become durable before the event?
        left = needed - units
        periodic_n = np.ceil(left)
        periodic_at = up_at + periodic_n * big_l + w
        save_start = notice_at if not p.save_before_kill else notice_at + (n_s - s_s)
        stop_training = np.where(phase == UP, event, np.minimum(event, save_start))
        finish_periodic = (phase != DOWN) & (periodic_at <= stop_training)
        if p.save_before_kill:
            emergency_at = announced_kill
            emergency_ok = is_queued_kill & (event == announced_kill)
        else:
            emergency_at = notice_at + s_s
            emergency_ok = emergency_at <= event
        emergency_units = _compute(save_start - up_at, p)
        finish_emergency = (phase == NOTICE) & emergency_ok & (emergency_units >= left)
        finish = finish_periodic | finish_emergency
        if finish.any():
            ended = trial[finish]
            wall_out[ended] = np.where(finish_periodic, periodic_at, emergency_at)[finish]
            units_out[ended] = (units + np.where(finish_periodic, periodic_n, emergency_units))[
                finish
            ]
            kills_out[ended] = kills[finish]

        # A kill: the job keeps what is durable, and restarts.
        is_kill = (is_hw | is_queued_kill) & ~finish
        if p.save_before_kill:
            save_done = is_queued_kill & (event == announced_kill)
            interrupted_at = np.minimum(event, save_start)
        else:
            save_done = event >= notice_at + s_s
            interrupted_at = notice_at
        kept_notice = np.where(
            save_done, _compute(save_start - up_at, p), _durable(interrupted_at - up_at, p)
        )
        kept = np.select(
            [phase == UP, phase == NOTICE], [_durable(event - up_at, p), kept_notice], 0.0
        )
        units = np.where(is_kill, units + kept, units)
        kills = kills + is_kill
        phase = np.where(is_kill, DOWN, phase)
        changed_at = np.where(is_kill, event, changed_at)

        # A notice: its kill is queued; the job acts on it only if it is up.
        acts = is_notice & (phase == UP) & ~finish
        kill_at = event + n_s
        notice_at = np.where(acts, event, notice_at)
        announced_kill = np.where(acts, kill_at, announced_kill)
        phase = np.where(acts, NOTICE, phase)
        if is_notice.any():
            full = queued == queue.shape[1]
            if (full & is_notice).any():
                queue = np.hstack([queue, np.full_like(queue, np.inf)])
            queue[rows[is_notice], queued[is_notice]] = kill_at[is_notice]
            queued = queued + is_notice
            next_notice = np.where(is_notice, event + exponential(lam_p, trial.size), next_notice)
        next_hw = np.where(is_hw, event + exponential(lam_h, trial.size), next_hw)
        if is_queued_kill.any():
            queue[is_queued_kill, :-1] = queue[is_queued_kill, 1:]
            queue[is_queued_kill, -1] = np.inf
            queued = queued - is_queued_kill

        keep = ~finish
        if not keep.all():
            trial, phase, changed_at = trial[keep], phase[keep], changed_at[keep]
            up_at, notice_at, announced_kill = up_at[keep], notice_at[keep], announced_kill[keep]
            units, kills = units[keep], kills[keep]
            next_hw, next_notice = next_hw[keep], next_notice[keep]
            queue, queued = queue[keep], queued[keep]

    return ReferenceResult(wall_s=wall_out, progress_s=units_out * p.interval_s, failures=kills_out)


def quantile_and_stderr(sample: FloatArray, q: float) -> tuple[float, float]:
    """The sample ``q``-quantile and its standard error, estimated without assuming a shape.

    The number of sample values below the true quantile is Binomial(n, q), with standard
    deviation ``sqrt(n·q·(1 − q))`` ranks; the order statistics that many ranks either side of
    ``n·q`` therefore bracket the quantile by about ±1 standard error, and half their distance is
    the estimate (the order-statistic interval behind the Maritz–Jarrett and Price–Bonett
    estimators, without their smoothing)."""
    ordered = np.sort(sample)
    n = ordered.size
    half = math.sqrt(n * q * (1.0 - q))
    lo = min(max(math.floor(n * q - half), 0), n - 1)
    hi = min(max(math.ceil(n * q + half), 0), n - 1)
    return float(np.percentile(ordered, 100.0 * q)), float(ordered[hi] - ordered[lo]) / 2.0
