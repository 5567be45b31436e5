"""Monte-Carlo simulation of a job whose failures are Weibull, not exponential.

The planner's models (Young 1974, Daly 2006) and the flat sampler of :mod:`.simulate` assume
kills form a Poisson process: exponential gaps, a constant hazard. Failure logs often say
otherwise (Schroeder and Gibson, DSN 2006, fit Weibull shapes of 0.7–0.8 to the times between
failures of 22 HPC systems), and ``reportgen fit`` tests for it. This module runs the same job
as :mod:`.simulate` (same :class:`~.simulate.SimParams`, same :class:`~.simulate.SimResult`)
with Weibull up-times, so that a report can say how far the exponential model's cost and wall
days are off.

The failure process: a renewal at every resume
----------------------------------------------

Each time the job comes up (at time 0, and after every completed restart) its time to the next
kill is a fresh draw ``X ~ Weibull(k, λ)``, independent of the past, with the scale
``λ = MTBF / Γ(1 + 1/k)`` so that the mean up-time is the MTBF the scenario gives. The clock
restarts at each resume, not at the kill, because that is where ``reportgen fit`` starts it:
its Weibull shape is fitted to the running periods from each ``start``/``resume`` to the next
failure (:mod:`reportgen.fit.history`), which treats every resume as a renewal. A shape below 1
then reads as the fit found it: a job that has just come up fails sooner than one that has run
for a while (a bad replacement node, a fault the restart did not clear).

The log says nothing about kills during a restart (no running time is exposed then), so a
restart is struck at the constant rate ``1/MTBF`` of the exponential model, and starts over when
struck. With ``k = 1`` the whole process is the Poisson process of :mod:`.simulate`, which is how
it is tested.

Otherwise the job is the one of :mod:`.simulate`: compute ``T``, block ``Cb``, the m-th
checkpoint after a (re)start durable at ``m·L + W``; a kill loses everything after the last
durable checkpoint; the trial ends at the first durable checkpoint holding ``⌈U/T⌉·T``.

Announced and unannounced kills
-------------------------------

A Weibull capacity's kills are split the way the exponential model splits its rates: each kill,
whenever it comes, is a preemption announced ``N`` before it with probability ``λp/λ`` (the
scenario's spot rate less the hardware rate, over the spot rate: :mod:`.warning`), and an
unannounced hardware kill otherwise. The up-time law is the capacity's, whatever the kind of
kill that ends it, because the fit measured it over all of them. The notice rules are
:mod:`.simulate`'s, unchanged (a notice during a restart or an earlier notice saves nothing).
Two-tier plans split kills into local and global ones the same way
(:func:`.simulate_tiers.simulate_two_tier` with ``weibull_shape``).

How it is sampled: without notices, numpy over the trials and a Python loop over the kills (the
up-times of a renewal process have no flat shortcut like the negative-binomial counts of the
Poisson case); with notices, :mod:`.simulate`'s timeline sampler with the gaps between kills
drawn from the renewal (a restart struck after an exponential time, or a completed restart and a
Weibull up-time). Both take seconds for a few thousand trials of the shipped scenarios, which is
why the report's check keeps its trials modest (:data:`reportgen.nonexponential.TRIALS`).
"""

from __future__ import annotations

import math

import numpy as np

from .simulate import (
    FloatArray,
    IntArray,
    SimParams,
    SimResult,
    _Progress,
    _sample_timeline,
    sim_result,
)

__all__ = [
    "ASSUMPTIONS",
    "MAX_ROUNDS",
    "NOTICE_ASSUMPTIONS",
    "TIER_ASSUMPTIONS",
    "simulate_weibull",
    "weibull_scale_s",
]

MAX_ROUNDS = 2_000_000
"""Kills one trial may take before the simulation gives up (a job that never completes)."""

ASSUMPTIONS: tuple[str, ...] = (
    "Up-times are Weibull with the fitted shape k and the scale MTBF ÷ Γ(1 + 1/k), drawn afresh "
    "each time the job comes up (a renewal at every resume, as the fit measured them).",
    "Kills during a restart come at the constant rate 1/MTBF (the log exposes no running time "
    "then); a restart hit by a kill starts over.",
    "A kill loses all work since the last durable checkpoint; a checkpoint is durable W after "
    "its blocking phase ends.",
    "The job ends at the first durable checkpoint holding at least the useful compute U.",
)

NOTICE_ASSUMPTIONS: tuple[str, ...] = (
    "Each kill is a preemption announced N before it with probability λp/λ, independently of "
    "when it comes, and an unannounced (hardware) kill otherwise: the exponential model's split.",
    "The notice helps only if the job is up when it arrives (not restarting, not handling an "
    "earlier notice); the emergency save is durable S after it starts, and a kill before then "
    "loses it.",
)

TIER_ASSUMPTIONS: tuple[str, ...] = (
    ASSUMPTIONS[0],
    ASSUMPTIONS[1],
    "Each failure is global with probability λ_g/λ, independently of when it comes, and local "
    "otherwise: the exponential model's split. A local failure rolls back to the latest fast "
    "checkpoint, a global one to the latest committed durable checkpoint.",
    "Every k-th fast checkpoint starts a drain that commits W later; a global failure before "
    "then loses it.",
    "The job ends when its useful compute is done.",
)


def weibull_scale_s(mtbf_s: float, shape: float) -> float:
    """Weibull scale λ [s] whose mean ``λ·Γ(1 + 1/k)`` is ``mtbf_s``."""
    from scipy.special import gamma

    return mtbf_s / float(gamma(1.0 + 1.0 / shape))


def simulate_weibull(params: SimParams, shape: float, trials: int, seed: int) -> SimResult:
    """Simulate ``trials`` runs of ``params``'s job with Weibull(``shape``) up-times whose mean
    is ``1 / params.rate_per_s`` (module docstring).

    With notices (``params.warned_rate_per_s > 0``) the kills are those of the Weibull renewal,
    each a preemption announced ``N`` before it with probability ``λp/λ`` and an unannounced
    (hardware) kill otherwise, independently of its time: the split of the exponential model
    (:mod:`.simulate`), whose notice rules (a notice during a restart or during an earlier
    notice saves nothing, a kill before the save is durable loses it) apply unchanged. Those
    trials run through :mod:`.simulate`'s timeline sampler with Weibull gaps."""
    if trials < 1:
        raise ValueError(f"'trials' must be >= 1 (got {trials!r})")
    if not math.isfinite(shape) or shape <= 0.0:
        raise ValueError(f"'shape' must be finite and > 0 (got {shape!r})")
    if params.warned_rate_per_s > 0.0:
        return _simulate_with_notices(params, shape, trials, seed)
    rate = params.unwarned_rate_per_s
    checkpoints = math.ceil(params.useful_s / params.interval_s)
    segment_s, background_s, restart_s = params.segment_s, params.background_s, params.restart_s
    progress_units = np.full(trials, float(checkpoints))
    if rate == 0.0:
        wall_s = np.full(trials, checkpoints * segment_s + background_s)
        return sim_result(
            params, trials, seed, wall_s, progress_units, np.zeros(trials, dtype=np.int64)
        )
    mtbf_s = 1.0 / rate
    scale_s = weibull_scale_s(mtbf_s, shape)
    rng = np.random.default_rng(seed)

    wall_s = np.zeros(trials)
    kills: IntArray = np.zeros(trials, dtype=np.int64)
    units = np.zeros(trials)  # durable checkpoints kept [units of T]
    active = np.arange(trials)
    first = True
    for _ in range(MAX_ROUNDS):
        if not first and restart_s > 0.0:
            _restart(rng, active, wall_s, kills, mtbf_s, restart_s)
        first = False
        up_s: FloatArray = rng.weibull(shape, active.size) * scale_s
        finish_s = (checkpoints - units[active]) * segment_s + background_s
        done = up_s >= finish_s
        ended = active[done]
        wall_s[ended] += finish_s[done]
        going, up_s = active[~done], up_s[~done]
        durable = np.floor((up_s - background_s) / segment_s)
        units[going] += np.maximum(durable, 0.0)
        wall_s[going] += up_s
        kills[going] += 1
        active = going
        if not active.size:
            break
    else:
        raise ValueError(
            f"the job did not complete within {MAX_ROUNDS} kills per trial: with a Weibull "
            f"shape of {shape:g} and an MTBF of {mtbf_s:g} s it practically never completes"
        )
    return sim_result(params, trials, seed, wall_s, progress_units, kills, ASSUMPTIONS)


def _simulate_with_notices(params: SimParams, shape: float, trials: int, seed: int) -> SimResult:
    """The kill timeline of :mod:`.simulate` with the renewal's gaps (module docstring)."""
    rng = np.random.default_rng(seed)
    wall_s, progress_units, kills = _sample_timeline(
        params, trials, rng, _Progress(None, trials), weibull_shape=shape
    )
    assumptions = ASSUMPTIONS + NOTICE_ASSUMPTIONS
    return sim_result(params, trials, seed, wall_s, progress_units, kills, assumptions)


def _restart(
    rng: np.random.Generator,
    rows: IntArray,
    wall_s: FloatArray,
    kills: IntArray,
    mtbf_s: float,
    restart_s: float,
) -> None:
    """Restart ``rows``: exponential kills at rate 1/MTBF strike the restart, which starts over
    after each, until one attempt lasts ``restart_s``."""
    pending = rows
    for _ in range(MAX_ROUNDS):
        gap_s = rng.standard_exponential(pending.size) * mtbf_s
        killed = gap_s < restart_s
        done = pending[~killed]
        wall_s[done] += restart_s
        again = pending[killed]
        wall_s[again] += gap_s[killed]
        kills[again] += 1
        pending = again
        if not pending.size:
            return
    raise ValueError(f"restarts of {restart_s:g} s never complete with an MTBF of {mtbf_s:g} s")
