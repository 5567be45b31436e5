"""Monte-Carlo simulation of a whole training job under job-killing events (vectorised numpy).

The closed forms of the engine (Young 1974, Daly 2006) give the *mean* overhead; this module gives
the spread (P50/P90 completion time) and an independent check of those means, by sampling the
process below for many trials at once.

The process, in the terms of :class:`SimParams`
-----------------------------------------------

One *segment* is ``L = T + Cb``: compute for ``T``, then the training loop blocks for ``Cb`` to
take a checkpoint. The checkpoint becomes *durable* ``W`` after the block ends (``W = 0``:
synchronous write), which requires ``W <= L``. After a (re)start the ``m``-th checkpoint is durable
at ``m·L + W``; each adds ``T`` of *progress*.

*Kills* form a Poisson process of rate ``λ = λh + λp`` on the wall clock, whatever the job is
doing, and every kill stops the job (a running job, an emergency save, a restart alike):

* a **hardware** kill (rate ``λh``) comes without warning;
* a **preemption** kill (rate ``λp``) is announced exactly ``N`` earlier by a *notice*. The job
  can act on a notice only if it is *up* when the notice arrives (restarted, and not already
  handling an earlier notice): a notice that arrives during a restart, or during an earlier
  notice, saves nothing, and its kill then strikes unannounced.

After a kill the job restarts, which takes ``R``; a kill during the restart starts it over. Once
up, it keeps what the latest durable checkpoint holds, and:

* at a notice it stops training and writes an emergency checkpoint of all compute done so far
  (block time excluded), which is durable ``S`` later (``S <= N``); with ``save_before_kill`` it
  trains on and starts the save ``N − S`` after the notice, to finish as the announced kill comes;
* a kill before the emergency save is complete loses the save, and the job keeps the last periodic
  checkpoint durable when the save began (a background write still in flight then is abandoned
  for the emergency save, which holds the same state and more);
* a trial ends at the first durable checkpoint, periodic or emergency, holding at least the useful
  compute ``U``.

How it is sampled: one flat pass, no loop over events
-----------------------------------------------------

*Without notices* (``λp = 0``) the job needs ``n = ⌈U/T⌉`` durable checkpoints. The first one,
and the first one after every restart, must survive ``L + W`` (the *fresh* attempt); the others
``L`` (the *running* attempt, from the previous durable checkpoint). So, per trial:

* ``B ~ Binomial(n − 1, 1 − e^{−λL})`` running attempts fail;
* the ``1 + B`` entries into the fresh state fail ``Ff ~ NegBin(1 + B, e^{−λ(L+W)})`` times;
* each of the ``F = B + Ff`` failures is followed by a restart, retried
  ``G ~ NegBin(F, e^{−λR})`` times in all;
* a failed attempt of length ``D`` loses an exponential time truncated to ``[0, D)``, drawn by the
  inverse of its distribution function, ``−ln(1 − (1 − e^{−λD})·u)/λ``;

and the wall time is ``n·L + (1 + B)·W + F·R`` plus those losses. The counts are drawn for all
trials at once; the losses are one flat array summed per trial (``np.add.reduceat``).

*With notices* (``λp > 0``) no longer than the restart (``N <= R``), a trial is a sequence of
independent *cycles*: an up period, from the moment the job is up (at the start, or when a restart
completes) to the kill that ends it, and the restart after that kill. From the moment the job is
up the kills form a fresh Poisson process, whatever came before, so per cycle:

* the up time ``X ~ Exp(λ)`` and whether its kill is a preemption come from one uniform;
* if the kill is a preemption and ``X >= N``, its own notice came while the job was up: the job
  keeps its compute up to the save's start (the save completes: ``S <= N``). Otherwise it keeps
  the checkpoints durable at the kill, ``max(0, ⌊(X − W)/L⌋)``, unless a later kill within ``N``
  of this one is a preemption whose notice came while the job was up. The cycles with a kill in
  that window (probability ``1 − e^{−λN}`` each, a few percent) are followed kill by kill, as
  flat arrays of those cells only; each such kill also strikes the restart (``N <= R``);
* the restarts are counts, as without notices: after an own notice, or after the last kill
  followed in a window, the restart starts from scratch and is struck ``NegBin`` times; after an
  unannounced up period with no kill in the window its first attempt is struck, after ``N``, with
  probability ``1 − e^{−λ(R−N)}``; each struck attempt loses a truncated exponential.

The cycles of a block of trials form a 2-D array (trials × cycles), some twenty in-place numpy
operations over each cell; a trial ends in the first cycle whose cumulative progress reaches U,
found from the cumulative sums of chunks of 32 cycles and a cumulative sum within one chunk. Its
restarts are drawn as counts once its cycles are known. A block holds about the cycles a trial
needs on average plus one standard deviation; a trial that needs more continues in a further
round.

With a notice longer than the restart, a kill within ``N`` of another can end the *next* up
period, whose preemption notice may have come during the previous one, so cycles are no longer
independent. The sampler then draws the kill timeline (exponential gaps, each kill a preemption
with probability ``λp/λ``) for all trials at once as a 2-D array (trials × kills), computes for
every gap what the job keeps (the restart's share, the notice that falls while the job is up,
which may belong to a later kill within ``N``, the save, the checkpoints), and finds each trial's
end with cumulative sums along the rows. A trial that needs more kills than were drawn continues
in a further round, from its last kill. (:mod:`.simulate_weibull` uses this timeline too, with
the renewal's gaps.)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

import numpy as np
import numpy.typing as npt

__all__ = ["SimParams", "SimResult", "sim_result", "simulate"]

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]
_Number = TypeVar("_Number", np.float64, np.int64)

SECONDS_PER_DAY = 86_400.0

# A trial needing more events than this would take hours per trial: refuse instead of hanging.
_MAX_EVENTS_PER_TRIAL = 1e8

# The progress callback is called about this many times per run.
_PROGRESS_CALLS = 100

# Random numbers drawn per block of trials without notices: small enough for the working arrays
# to stay in the CPU's cache, large enough that numpy's per-call overhead is negligible.
_BLOCK = 1 << 16
# At most this many random numbers in one array (32 MB): trials with more failures than that
# (a job that practically never completes, yet below _MAX_EVENTS_PER_TRIAL) are drawn in pieces.
_MAX_DRAWS = 1 << 22
# Kills per block of the timeline: its ~20 working arrays of float64 stay under 128 KiB each, a
# size the C allocator serves from memory it keeps instead of mapping fresh pages from the
# operating system for every operation (measured 1.5x faster than 32,000).
_TIMELINE_BLOCK = 16_000

ASSUMPTIONS: tuple[str, ...] = (
    "Kills form a Poisson process on the wall clock (exponential gaps), striking work, "
    "checkpoints, emergency saves and restarts alike; a restart hit by a kill starts over.",
    "A hardware kill comes without warning and loses all work since the last durable checkpoint.",
    "A checkpoint is durable W after its blocking phase ends; a kill before that loses it.",
    "A preemption is announced exactly N before its kill; the notice helps only if the job is up "
    "when it arrives (not restarting, not handling an earlier notice).",
    "At a usable notice the job saves all compute done so far (or up to N − S later when saving "
    "just before the kill); the save is durable S later, and a kill before then loses it.",
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
        """Rough expected number of kills in one trial, as if none came with a warning:
        λ·E[wall] = n·e^{λ(R+W)}·(e^{λL} − 1) for n = ⌈U/T⌉ segments (two-state renewal),
        times (1 + λN) for the time the notices take."""
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
    """Mean number of kills per trial before it ends (those that hit a restart included)."""
    progress_s: FloatArray
    """Per trial: useful compute held by the final checkpoint [s]: >= U, by less than T for a
    regular checkpoint, by less than T + W + (N − S if saving before the kill) for an emergency
    one."""
    failures: IntArray
    """Per trial: number of kills before it ends."""
    params: SimParams
    assumptions: tuple[str, ...] = ASSUMPTIONS


class _Progress:
    """Calls ``progress(done, total)`` about ``_PROGRESS_CALLS`` times as kills are drawn."""

    def __init__(self, callback: Callable[[int, int], None] | None, total: int) -> None:
        self.callback = callback
        self.total = max(total, 1)
        self.done = 0
        self.next_report = 0

    def add(self, kills: int) -> None:
        if self.callback is None:
            return
        if self.done >= self.next_report:
            self.total = max(self.total, self.done + 1)
            self.callback(self.done, self.total)
            self.next_report = self.done + max(1, self.total // _PROGRESS_CALLS)
        self.done += kills

    def finish(self) -> None:
        if self.callback is not None:
            self.callback(self.done, self.done)


def simulate(
    params: SimParams,
    trials: int,
    seed: int,
    progress: Callable[[int, int], None] | None = None,
) -> SimResult:
    """Simulate ``trials`` independent runs of the job described by ``params``.

    ``progress(done, estimated_total)`` is called about 100 times, counting the kills drawn so
    far; the last call has ``done == estimated_total``. The result depends only on ``params``,
    ``trials`` and ``seed`` (numpy's PCG64 generator).
    """
    if trials < 1:
        raise ValueError(f"'trials' must be >= 1 (got {trials!r})")
    rng = np.random.default_rng(seed)
    reporter = _Progress(progress, int(trials * (1.0 + params.events_per_trial_estimate())))
    if params.warned_rate_per_s > 0.0 and params.notice_s <= params.restart_s:
        wall_s, progress_units, failures = _sample_cycles(params, trials, rng, reporter)
    elif params.warned_rate_per_s > 0.0:
        wall_s, progress_units, failures = _sample_timeline(params, trials, rng, reporter)
    else:
        wall_s, progress_units, failures = _sample_intervals(params, trials, rng, reporter)
    reporter.finish()
    return sim_result(params, trials, seed, wall_s, progress_units, failures)


def sim_result(
    params: SimParams,
    trials: int,
    seed: int,
    wall_s: FloatArray,
    progress_units: FloatArray,
    failures: IntArray,
    assumptions: tuple[str, ...] = ASSUMPTIONS,
) -> SimResult:
    """The :class:`SimResult` of per-trial wall times [s], progress [units of T] and kills."""
    progress_s = progress_units * params.interval_s
    ratio = wall_s / progress_s
    days = ratio * params.useful_s / SECONDS_PER_DAY
    stderr = float(ratio.std(ddof=1) / math.sqrt(trials)) if trials > 1 else 0.0
    p50_days, p90_days = percentiles(days, (50.0, 90.0))
    for array in (wall_s, progress_s, failures):
        array.setflags(write=False)
    return SimResult(
        trials=trials,
        seed=seed,
        wall_s=wall_s,
        mean_ratio=float(ratio.mean()),
        stderr_ratio=stderr,
        p50_days=float(p50_days),
        p90_days=float(p90_days),
        mean_failures=float(failures.mean()),
        progress_s=progress_s,
        failures=failures,
        params=params,
        assumptions=assumptions,
    )


def percentiles(values: FloatArray, qs: tuple[float, ...]) -> tuple[float, ...]:
    """``np.percentile(values, qs)`` (its default, linear method), float for float.

    Written out because ``np.percentile`` partitions at ``np.unique`` of its indices, which
    imports ``numpy.ma`` (30 ms of a command's start) to check for a masked array. The
    arithmetic is numpy's: the virtual index ``(n − 1)·q/100``, and its ``_lerp``, which
    interpolates from the nearer of the two order statistics (tested against numpy).
    """
    ordered = np.sort(values, kind="quicksort")
    last = ordered.size - 1
    out = []
    for q in qs:
        virtual = last * (q / 100.0)
        below = math.floor(virtual)
        if virtual >= last:
            out.append(float(ordered[last]))
            continue
        a, b = float(ordered[below]), float(ordered[below + 1])
        t = virtual - below
        diff = b - a
        out.append(b - diff * (1.0 - t) if t >= 0.5 else a + diff * t)
    return tuple(out)


def _segment_sums(values: FloatArray, counts: IntArray) -> FloatArray:
    """Sums of consecutive runs of ``values``, ``counts[i]`` long each (0 for an empty run)."""
    sums = np.zeros(counts.size, dtype=np.float64)
    filled = counts > 0
    if values.size:
        starts = np.cumsum(counts) - counts
        sums[filled] = np.add.reduceat(values, starts[filled])
    return sums


def _truncated_exponential_sums(
    rng: np.random.Generator, counts: IntArray, rate: float, length_s: float
) -> FloatArray:
    """Per trial, the sum of ``counts[i]`` exponential times of ``rate`` truncated to
    ``[0, length_s)``: the time lost by that many failed attempts of ``length_s`` [s]."""
    fail = -math.expm1(-rate * length_s)  # P(an attempt fails)
    total = int(counts.sum())
    if total > _MAX_DRAWS:  # a few trials of millions of failures: one trial, one piece at a time
        sums = np.zeros(counts.size)
        for i, count in enumerate(counts.tolist()):
            for start in range(0, count, _MAX_DRAWS):
                u = rng.random(min(_MAX_DRAWS, count - start))
                sums[i] += float(np.log1p(u * -fail).sum())
        return sums * (-1.0 / rate)
    u = rng.random(total)
    # Inverse of F(x) = (1 − e^{−λx}) / fail: x = −ln(1 − fail·u)/λ; the 1/λ is applied per trial.
    np.multiply(u, -fail, out=u)
    np.log1p(u, out=u)
    return _segment_sums(u, counts) * (-1.0 / rate)


def _negative_binomial(rng: np.random.Generator, successes: IntArray, p: float) -> IntArray:
    """Failures before ``successes[i]`` successes of probability ``p`` (0 where none needed)."""
    failures = np.zeros(successes.size, dtype=np.int64)
    some = successes > 0
    if some.any():
        failures[some] = rng.negative_binomial(successes[some], p)
    return failures


def _sample_intervals(
    p: SimParams, trials: int, rng: np.random.Generator, reporter: _Progress
) -> tuple[FloatArray, FloatArray, IntArray]:
    """No notices: per trial, the failed attempts of each checkpoint interval and of each
    restart, as negative-binomial counts and sums of truncated exponentials (module docstring).

    Returns (wall [s], progress [units of T], kills) per trial."""
    segment_s, background_s, restart_s = p.segment_s, p.background_s, p.restart_s
    rate = p.unwarned_rate_per_s
    checkpoints = math.ceil(p.useful_s / p.interval_s)
    progress_units = np.full(trials, float(checkpoints))
    if rate == 0.0:
        wall_s = np.full(trials, checkpoints * segment_s + background_s)
        return wall_s, progress_units, np.zeros(trials, dtype=np.int64)

    survive_running = math.exp(-rate * segment_s)
    survive_fresh = math.exp(-rate * (segment_s + background_s))
    survive_restart = math.exp(-rate * restart_s)
    wall_s = np.empty(trials, dtype=np.float64)
    kills = np.empty(trials, dtype=np.int64)
    per_trial = 1.0 + p.events_per_trial_estimate()
    rows = max(1, int(_BLOCK / per_trial))
    for first in range(0, trials, rows):
        m = min(rows, trials - first)
        running_failed = rng.binomial(checkpoints - 1, 1.0 - survive_running, size=m)
        fresh_failed = _negative_binomial(rng, 1 + running_failed, survive_fresh)
        failed = running_failed + fresh_failed
        lost_s = _truncated_exponential_sums(rng, running_failed, rate, segment_s)
        lost_s += _truncated_exponential_sums(rng, fresh_failed, rate, segment_s + background_s)
        killed_restarts = np.zeros(m, dtype=np.int64)
        if restart_s > 0.0:
            killed_restarts = _negative_binomial(rng, failed, survive_restart)
            lost_s += _truncated_exponential_sums(rng, killed_restarts, rate, restart_s)
        chunk = slice(first, first + m)
        wall_s[chunk] = (
            checkpoints * segment_s + (1 + running_failed) * background_s + failed * restart_s
        ) + lost_s
        kills[chunk] = failed + killed_restarts
        reporter.add(int(kills[chunk].sum()) + m)
    return wall_s, progress_units, kills


# Cells (cycles) per block of the notice sampler: its six working arrays are kept from block to
# block (a fresh array of this size for every operation measured about three times slower per
# cell); measured fastest among 2^14 to 2^20. A row's prefix sums are its chunks' cumulative
# sums plus the cells of one chunk of _CHUNK cells, so only the chunk sums touch every cell (with
# np.einsum, not a product with a vector of ones: BLAS would start threads that spin against
# other work).
_CYCLE_BLOCK = 1 << 17
_CHUNK = 32
# Columns of a block beyond the cycles a trial needs on average, in standard deviations: the
# trials that need more (about one in six) continue in a short further round.
_MARGIN = 1.0


class _Work:
    """Working arrays of the notice sampler, reused from block to block."""

    def __init__(self, cells: int) -> None:
        self.floats = tuple(np.empty(cells) for _ in range(4))
        self.flags = tuple(np.empty(cells, dtype=np.bool_) for _ in range(2))


@dataclass
class _Trials:
    """Per trial, what the notice sampler has added up so far."""

    wall_s: FloatArray  # up periods, restarts of R and, once ended, the last cycle [s]
    units: FloatArray  # progress kept [units of T]
    kills: IntArray  # kills that ended up periods, and those followed in a window
    lost_s: FloatArray  # restart time lost to the kills followed in a window [s]
    plain: IntArray  # restarts not struck within N, after an unannounced up period
    fresh: IntArray  # restarts from scratch

    @classmethod
    def zeros(cls, trials: int) -> _Trials:
        return cls(
            wall_s=np.zeros(trials),
            units=np.zeros(trials),
            kills=np.zeros(trials, dtype=np.int64),
            lost_s=np.zeros(trials),
            plain=np.zeros(trials, dtype=np.int64),
            fresh=np.zeros(trials, dtype=np.int64),
        )


def _sample_cycles(
    p: SimParams, trials: int, rng: np.random.Generator, reporter: _Progress
) -> tuple[FloatArray, FloatArray, IntArray]:
    """With notices no longer than the restart (``N <= R``): each trial's cycles (an up period
    and the restart after it) as one row of a 2-D array per block of trials, the restarts as
    counts (module docstring). A trial that needs more cycles than its block drew continues in a
    further round, from where it stands: cycles are independent of each other.

    Returns (wall [s], progress [units of T], kills) per trial."""
    rate, segment_s = p.rate_per_s, p.segment_s
    needed = p.useful_s / p.interval_s
    # Until a block has been drawn: the durable checkpoints an exponential up period keeps on
    # average (less than a cycle keeps with a notice), so more columns than needed.
    mean_kept = math.exp(-rate * (segment_s + p.background_s)) / -math.expm1(-rate * segment_s)
    var_kept = mean_kept * (1.0 + mean_kept)
    drawn = 0
    kept_sum = kept_squares = 0.0
    acc = _Trials.zeros(trials)
    work = _Work(_CYCLE_BLOCK)
    pending = np.arange(trials, dtype=np.int64)
    while pending.size:
        going = []
        first = 0
        while first < pending.size:
            # Columns for (almost) every row of the block to end in it.
            cycles = float(needed - acc.units[pending[first:]].min()) / max(mean_kept, 1e-300)
            spread = math.sqrt(cycles * var_kept) / max(mean_kept, 1e-300)
            cols = int(min(cycles + _MARGIN * spread + 16.0, float(_CYCLE_BLOCK)))
            cols = -(-cols // _CHUNK) * _CHUNK
            m = max(1, min(_CYCLE_BLOCK // cols, pending.size - first))
            trial = pending[first : first + m]
            counted = int(acc.kills[trial].sum())
            kept, ends = _cycles_block(p, rng, (m, cols), trial, acc, work)
            reporter.add(int(acc.kills[trial].sum()) - counted)
            going.append(trial[~ends])
            if drawn < 4 * _CYCLE_BLOCK:  # enough to size the blocks
                flat = kept.ravel()
                drawn += flat.size
                kept_sum += float(flat.sum())
                kept_squares += float(np.einsum("i,i", flat, flat))
                mean_kept = kept_sum / drawn
                var_kept = max(kept_squares / drawn - mean_kept * mean_kept, 0.0)
            first += m
        pending = np.concatenate(going)

    # The restarts, per block of trials with about _CYCLE_BLOCK restart attempts to draw.
    restart_s, notice_s = p.restart_s, p.notice_s
    late_struck = -math.expm1(-rate * (restart_s - notice_s))
    survive_restart = math.exp(-rate * restart_s)
    per_trial = 1.0 + float(acc.fresh.mean() + acc.plain.mean()) / survive_restart
    rows = max(1, int(_CYCLE_BLOCK / per_trial))
    for first in range(0, trials, rows):
        chunk = slice(first, first + rows)
        # After an unannounced up period with no kill in the window, the restart is struck in
        # its first attempt after N with probability 1 − e^{−λ(R−N)}; a restart from scratch
        # (after an own notice, after such a late kill, after the last kill followed in a
        # window) is struck NegBin many times more.
        late = rng.binomial(acc.plain[chunk], late_struck)
        lost_s = acc.lost_s[chunk] + late * notice_s
        lost_s += _truncated_exponential_sums(rng, late, rate, restart_s - notice_s)
        again = _negative_binomial(rng, acc.fresh[chunk] + late, survive_restart)
        lost_s += _truncated_exponential_sums(rng, again, rate, restart_s)
        acc.wall_s[chunk] += lost_s
        acc.kills[chunk] += late + again
        reporter.add(int((late + again).sum()))
    return acc.wall_s, acc.units, acc.kills


def _row_prefix(
    values: npt.NDArray[np.generic], chunk_cum: npt.NDArray[_Number], limit: IntArray
) -> npt.NDArray[_Number]:
    """Per row ``i``, ``values[i, :limit[i]].sum()``, from the cumulative sums of its chunks."""
    rows = np.arange(values.shape[0])
    k = limit // _CHUNK
    out: npt.NDArray[_Number] = np.where(k > 0, chunk_cum[rows, np.maximum(k - 1, 0)], 0)
    part = limit - k * _CHUNK
    some = np.flatnonzero(part > 0)
    if some.size:
        lanes = np.arange(_CHUNK)
        block = values[some[:, None], (k[some] * _CHUNK)[:, None] + lanes]
        block *= lanes < part[some][:, None]
        out[some] += block.sum(axis=1)
    return out


def _chunk_cumsums(values: FloatArray) -> FloatArray:
    """Per row, the cumulative sums of its chunks of ``_CHUNK`` cells."""
    m, cols = values.shape
    sums = np.einsum("ij->i", values.reshape(-1, _CHUNK))
    return np.cumsum(sums.reshape(m, cols // _CHUNK), axis=1)


def _chunk_counts(flags: BoolArray) -> IntArray:
    """Per row, the cumulative counts of true cells of its chunks (summed as bytes: < 256)."""
    m, cols = flags.shape
    sums = np.einsum("ij->i", flags.view(np.uint8).reshape(-1, _CHUNK))
    return np.cumsum(sums.reshape(m, cols // _CHUNK), axis=1, dtype=np.int64)


def _window_cells(rng: np.random.Generator, cells: int, p: float) -> IntArray:
    """The cells, of ``cells``, that a Bernoulli(``p``) draw picks, by geometric gaps."""
    if p <= 0.0:
        return np.zeros(0, dtype=np.int64)
    size = int(cells * p + 6.0 * math.sqrt(cells * p) + 16.0)
    picked = np.cumsum(rng.geometric(p, size=size)) - 1
    parts = [picked]
    while picked[-1] < cells - 1:
        picked = picked[-1] + np.cumsum(rng.geometric(p, size=size))
        parts.append(picked)
    out = np.concatenate(parts) if len(parts) > 1 else picked
    return out[out < cells]


def _cycles_block(
    p: SimParams,
    rng: np.random.Generator,
    shape: tuple[int, int],
    trial: IntArray,
    acc: _Trials,
    work: _Work,
) -> tuple[FloatArray, BoolArray]:
    """Draw ``shape`` cycles for ``trial``, adding them up in ``acc`` (module docstring).

    Returns (progress kept per cycle, whether each row ended)."""
    interval_s, segment_s, background_s = p.interval_s, p.segment_s, p.background_s
    restart_s, notice_s, save_s = p.restart_s, p.notice_s, p.emergency_save_s
    rate = p.rate_per_s
    share = p.warned_rate_per_s / rate  # the share of kills that are preemptions
    needed = p.useful_s / interval_s
    m, cols = shape

    # The up period: the time to its kill, −ln(v)/λ, and whether that kill is a preemption,
    # from one uniform u: a preemption if u < share, and then v = u/share is uniform; otherwise
    # v = (1 − u)/(1 − share) is; v is the smaller of the two. `log_v` holds ln(v) = −λ·up time.
    log_v, scaled, kept, own_f = (a[: m * cols].reshape(shape) for a in work.floats)
    preempt, own = (a[: m * cols].reshape(shape) for a in work.flags)
    rng.random(out=log_v)
    np.less(log_v, share, out=preempt)
    if share < 1.0:
        np.subtract(1.0, log_v, out=scaled)
        np.multiply(scaled, 1.0 / (1.0 - share), out=scaled)
        np.multiply(log_v, 1.0 / share, out=log_v)
        np.minimum(log_v, scaled, out=log_v)
    np.maximum(log_v, np.finfo(np.float64).tiny, out=log_v)
    np.log(log_v, out=log_v)
    # Its own notice came while the job was up (up time >= N): the job saves, and keeps its
    # compute up to the save's start, `stop_before_s` before the kill. Otherwise (a hardware
    # kill, or a notice during the restart) it keeps the checkpoints durable at the kill, unless
    # a later preemption's notice came while it was up (below).
    np.less_equal(log_v, -rate * notice_s, out=own)
    np.logical_and(own, preempt, out=own)
    np.copyto(own_f, own)
    stop_before_s = save_s if p.save_before_kill else notice_s
    np.multiply(log_v, -1.0 / (rate * segment_s), out=scaled)  # up time, in segments
    np.subtract(scaled, background_s / segment_s, out=scaled)
    np.multiply(own_f, (stop_before_s - background_s) / segment_s, out=kept)
    np.subtract(scaled, kept, out=scaled)
    np.floor(scaled, out=kept)
    np.subtract(scaled, kept, out=scaled)  # the part of a segment computed when the save starts
    np.maximum(kept, 0.0, out=kept)
    np.minimum(scaled, interval_s / segment_s, out=scaled)
    np.multiply(scaled, segment_s / interval_s, out=scaled)
    np.multiply(scaled, own_f, out=scaled)
    np.add(kept, scaled, out=kept)

    # A kill within N after the one that ends an unannounced up period: its notice may have
    # come while the job was up. The cells with such a kill (probability 1 − e^{−λN} each,
    # kept where the up period was unannounced) are followed kill by kill; each of those kills
    # also strikes the restart (N <= R).
    window = -math.expm1(-rate * notice_s)
    hit = _window_cells(rng, m * cols, window)
    hit = hit[~own.ravel()[hit]]
    hit_up_s = log_v.ravel()[hit] * (-1.0 / rate)
    gap_s = -np.log1p(-window * rng.random(hit.size)) / rate  # < N
    since_s = gap_s.copy()  # from the up period's kill to the kill looked at
    hit_lost_s = gap_s
    hit_kills = np.ones(hit.size, dtype=np.int64)
    hit_fresh = np.ones(hit.size, dtype=np.int64)  # the restart goes on after the last kill
    notice_at_s = np.full(hit.size, np.nan)
    look = np.arange(hit.size)
    while look.size:
        usable = rng.random(look.size) < share
        usable &= hit_up_s[look] + since_s[look] >= notice_s
        notice_at_s[look[usable]] = hit_up_s[look[usable]] + since_s[look[usable]] - notice_s
        look = look[~usable]
        gap_s = rng.standard_exponential(look.size) / rate
        struck = gap_s < restart_s
        hit_lost_s[look[struck]] += gap_s[struck]
        hit_kills[look[struck]] += 1
        hit_fresh[look[~struck]] = 0
        inside = since_s[look] + gap_s < notice_s
        look = look[inside]
        since_s[look] += gap_s[inside]
    noticed = np.flatnonzero(~np.isnan(notice_at_s))
    if noticed.size:
        at_s, killed_s = notice_at_s[noticed], hit_up_s[noticed]
        if p.save_before_kill:
            # The earlier kill comes before the announced one: the save never completes.
            later_kept = _durable_units(
                np.minimum(killed_s, at_s + (notice_s - save_s)), segment_s, background_s
            )
        else:
            later_kept = np.where(
                killed_s >= at_s + save_s,
                _compute_units(at_s, interval_s, segment_s),
                _durable_units(at_s, segment_s, background_s),
            )
        kept.ravel()[hit[noticed]] = later_kept

    # Each row ends in the first cycle whose progress kept reaches U.
    units = acc.units[trial]
    kept_cum = _chunk_cumsums(kept)
    target = needed - units
    chunk_at = np.count_nonzero(kept_cum < target[:, None], axis=1)
    ends = chunk_at < cols // _CHUNK
    r = np.flatnonzero(ends)
    limit = np.full(m, cols, dtype=np.int64)  # the cycles before the last
    before = np.zeros(r.size)
    if r.size:
        c = chunk_at[r]
        lanes = np.arange(_CHUNK)
        base = np.where(c > 0, kept_cum[r, np.maximum(c - 1, 0)], 0.0)
        block = kept[r[:, None], (c * _CHUNK)[:, None] + lanes]
        reached = np.cumsum(block, axis=1)
        reached += base[:, None]
        j = np.minimum(np.count_nonzero(reached < target[r][:, None], axis=1), _CHUNK - 1)
        limit[r] = c * _CHUNK + j
        i = np.arange(r.size)
        before = units[r] + (reached[i, j] - block[i, j])

    # The cycles before the last: their up periods and restarts of R; the kills that struck the
    # restarts are drawn as counts at the end (_sample_cycles), those followed here added now.
    up_s = _row_prefix(log_v, _chunk_cumsums(log_v), limit) * (-1.0 / rate)
    own_before = _row_prefix(own, _chunk_counts(own), limit).astype(np.int64)
    hit_row, hit_col = np.divmod(hit, cols)
    early = hit_col < limit[hit_row]
    hit_row = hit_row[early]
    hits_before = np.bincount(hit_row, minlength=m)
    acc.lost_s[trial] += np.bincount(hit_row, weights=hit_lost_s[early], minlength=m)
    hit_kills_before = np.bincount(hit_row, weights=hit_kills[early], minlength=m)
    fresh = own_before + np.bincount(hit_row, weights=hit_fresh[early], minlength=m).astype(
        np.int64
    )
    acc.fresh[trial] += fresh
    acc.plain[trial] += limit - own_before - hits_before
    acc.kills[trial] += limit + hit_kills_before.astype(np.int64)
    wall_s = up_s + limit * restart_s
    units += kept_cum[:, -1]

    if r.size:
        cell = r * cols + limit[r]
        last_up_s = log_v.ravel()[cell] * (-1.0 / rate)
        last_own = own.ravel()[cell]
        # Training stops at the kill, at an own notice's save, or at a later notice's.
        stop_s = np.where(last_own, last_up_s - stop_before_s, last_up_s)
        # An own notice's save is durable at the announced kill, or S after the notice.
        save_done_s = last_up_s - (0.0 if p.save_before_kill else notice_s - save_s)
        if hit.size:
            at = np.minimum(np.searchsorted(hit, cell), hit.size - 1)
            later = (hit[at] == cell) & ~np.isnan(notice_at_s[at])
            at_s = notice_at_s[at[later]]
            if p.save_before_kill:
                stop_s[later] = np.minimum(last_up_s[later], at_s + (notice_s - save_s))
            else:
                stop_s[later] = at_s
                save_done_s[later] = at_s + save_s
        checkpoints = np.ceil(needed - before)
        periodic = checkpoints <= _durable_units(stop_s, segment_s, background_s)
        wall_s[r] += np.where(periodic, checkpoints * segment_s + background_s, save_done_s)
        units[r] = before + np.where(periodic, checkpoints, kept.ravel()[cell])
    acc.wall_s[trial] += wall_s
    acc.units[trial] = units
    return kept, ends


def _compute_units(elapsed_s: FloatArray, interval_s: float, segment_s: float) -> FloatArray:
    """Compute done ``elapsed_s`` after the job came up, in units of T (blocks excluded)."""
    whole = elapsed_s / segment_s
    np.floor(whole, out=whole)
    partial = whole * segment_s
    np.subtract(elapsed_s, partial, out=partial)
    np.minimum(partial, interval_s, out=partial)
    partial *= 1.0 / interval_s
    partial += whole
    return partial


def _durable_units(elapsed_s: FloatArray, segment_s: float, background_s: float) -> FloatArray:
    """Periodic checkpoints durable ``elapsed_s`` after the job came up (the m-th at m·L + W)."""
    durable = elapsed_s - background_s
    durable /= segment_s
    np.floor(durable, out=durable)
    np.maximum(durable, 0.0, out=durable)
    return durable


@dataclass
class _Rows:
    """Trials of one block still running, at their latest kill (or at the start)."""

    trial: IntArray
    wall_s: FloatArray  # time of the latest kill (0 at the start)
    units: FloatArray  # durable progress then [units of T]
    kills: IntArray
    first: BoolArray  # no kill yet: the job is up at time 0 without a restart
    carry_gap_s: FloatArray  # kills drawn, not yet used (2-D, padded), their gaps...
    carry_preempt: BoolArray  # ... and kinds
    carry_n: IntArray  # how many per row

    @classmethod
    def start(cls, trial: IntArray) -> _Rows:
        m = trial.size
        return cls(
            trial=trial,
            wall_s=np.zeros(m),
            units=np.zeros(m),
            kills=np.zeros(m, dtype=np.int64),
            first=np.ones(m, dtype=np.bool_),
            carry_gap_s=np.zeros((m, 0)),
            carry_preempt=np.zeros((m, 0), dtype=np.bool_),
            carry_n=np.zeros(m, dtype=np.int64),
        )

    @classmethod
    def join(cls, parts: list[_Rows]) -> _Rows:
        width = max((part.carry_gap_s.shape[1] for part in parts), default=0)

        def pad(a: npt.NDArray[np.generic]) -> npt.NDArray[np.generic]:
            return np.pad(a, ((0, 0), (0, width - a.shape[1])))

        return cls(
            trial=np.concatenate([part.trial for part in parts]),
            wall_s=np.concatenate([part.wall_s for part in parts]),
            units=np.concatenate([part.units for part in parts]),
            kills=np.concatenate([part.kills for part in parts]),
            first=np.concatenate([part.first for part in parts]),
            carry_gap_s=np.concatenate([pad(part.carry_gap_s) for part in parts]),
            carry_preempt=np.concatenate([pad(part.carry_preempt) for part in parts]),
            carry_n=np.concatenate([part.carry_n for part in parts]),
        )

    def take(self, rows: slice) -> _Rows:
        return _Rows(
            trial=self.trial[rows],
            wall_s=self.wall_s[rows],
            units=self.units[rows],
            kills=self.kills[rows],
            first=self.first[rows],
            carry_gap_s=self.carry_gap_s[rows],
            carry_preempt=self.carry_preempt[rows],
            carry_n=self.carry_n[rows],
        )

    def keep(self, rows: BoolArray) -> None:
        self.trial = self.trial[rows]
        self.wall_s = self.wall_s[rows]
        self.units = self.units[rows]
        self.kills = self.kills[rows]
        self.first = self.first[rows]
        self.carry_gap_s = self.carry_gap_s[rows]
        self.carry_preempt = self.carry_preempt[rows]
        self.carry_n = self.carry_n[rows]


def _sample_timeline(
    p: SimParams,
    trials: int,
    rng: np.random.Generator,
    reporter: _Progress,
    weibull_shape: float | None = None,
) -> tuple[FloatArray, FloatArray, IntArray]:
    """With notices: the kill timeline of every trial as one 2-D array per block of trials, and
    what the job keeps between consecutive kills (module docstring).

    ``weibull_shape``: draw the gaps between kills as a renewal at every resume with Weibull
    up-times instead (:func:`_weibull_gaps`); ``None``, exponential gaps.

    Returns (wall [s], progress [units of T], kills) per trial."""
    wall_out = np.empty(trials, dtype=np.float64)
    units_out = np.empty(trials, dtype=np.float64)
    kills_out = np.empty(trials, dtype=np.int64)
    per_trial = 1.0 + p.events_per_trial_estimate()
    # Kills drawn per trial in the first round: most trials end in it; the others are pooled
    # and continue together in further rounds of fewer kills, from their last kill.
    cols = min(int(per_trial + 2.0 * math.sqrt(per_trial)) + 8, _TIMELINE_BLOCK)
    later_cols = min(int(4.0 * math.sqrt(per_trial)) + 16, _TIMELINE_BLOCK)
    pending = _Rows.start(np.arange(trials, dtype=np.int64))
    while pending.trial.size:
        rows_per_block = max(1, _TIMELINE_BLOCK // cols)
        going = []
        for first in range(0, pending.trial.size, rows_per_block):
            rows = pending.take(slice(first, first + rows_per_block))
            _timeline_round(
                p, rng, rows, cols, wall_out, units_out, kills_out, reporter, weibull_shape
            )
            going.append(rows)
        pending = _Rows.join(going)
        cols = later_cols
    return wall_out, units_out, kills_out


def _weibull_gaps(
    rng: np.random.Generator,
    size: tuple[int, int],
    first: BoolArray,
    rate_per_s: float,
    restart_s: float,
    shape: float,
) -> FloatArray:
    """Gaps between kills [s] when the job's up-times are Weibull(``shape``) with mean
    ``1/rate_per_s``, drawn afresh each time the job comes up, and restarts are struck at the
    constant rate ``rate_per_s`` (the process of :mod:`.simulate_weibull`).

    A gap after a kill is a restart struck after an exponential time ``E`` (when ``E < R``), or
    a completed restart followed by an up-time: ``R + X``, ``X ~ Weibull``. The first gap of a
    row that has not been killed yet (``first``) is an up-time alone. With ``shape = 1``,
    ``R + X`` has the law of ``E`` given ``E >= R`` (no memory): the exponential timeline.
    """
    from scipy.special import gamma

    mtbf_s = 1.0 / rate_per_s
    scale_s = mtbf_s / float(gamma(1.0 + 1.0 / shape))
    restart_gap_s = rng.standard_exponential(size)
    restart_gap_s *= mtbf_s
    up_s = rng.weibull(shape, size)
    up_s *= scale_s
    gap_s: FloatArray = np.where(restart_gap_s < restart_s, restart_gap_s, restart_s + up_s)
    gap_s[first, 0] = up_s[first, 0]
    return gap_s


def _timeline_round(
    p: SimParams,
    rng: np.random.Generator,
    rows: _Rows,
    cols: int,
    wall_out: FloatArray,
    units_out: FloatArray,
    kills_out: IntArray,
    reporter: _Progress,
    weibull_shape: float | None = None,
) -> None:
    """Draw ``cols`` more kills for every row, settle the rows that end, keep the others."""
    interval_s, segment_s, background_s = p.interval_s, p.segment_s, p.background_s
    restart_s, notice_s, save_s = p.restart_s, p.notice_s, p.emergency_save_s
    rate = p.rate_per_s
    needed = p.useful_s / interval_s
    m = rows.trial.size
    carried = int(rows.carry_n.max()) if m else 0
    cols = max(cols, carried + 16)  # always some new kills, so that every round advances

    if weibull_shape is None:
        gap_s = rng.standard_exponential((m, cols))
        gap_s *= 1.0 / rate
    else:
        gap_s = _weibull_gaps(rng, (m, cols), rows.first, rate, restart_s, weibull_shape)
    preempt = rng.random((m, cols)) < p.warned_rate_per_s / rate
    if carried:
        old = np.arange(carried) < rows.carry_n[:, None]
        gap_s[:, :carried][old] = rows.carry_gap_s[:, :carried][old]
        preempt[:, :carried][old] = rows.carry_preempt[:, :carried][old]
    reporter.add(m * cols)

    kill_s = np.cumsum(gap_s, axis=1)  # kill j, from the row's latest kill
    # Up time before kill j: its gap minus the restart (<= 0: the restart was killed).
    up_s = gap_s - restart_s
    up_s[rows.first, 0] = gap_s[rows.first, 0]

    # The notice the job acts on in gap j is the first notice while it is up, in
    # [max(up start, kill − N), kill): kill j's own, if it came while up...
    notice_up_s = up_s - notice_s  # notice time after the job came up (where there is one)
    own = preempt & (notice_up_s >= 0.0)
    # ... else that of the first later preemption within N whose notice came while up. Only
    # gaps whose next kill comes within N need a look (a few percent): they are followed one
    # kill at a time, as flat indices.
    resolved_cols = np.full(m, cols, dtype=np.int64)  # gaps from here on wait for more kills
    look_on = (up_s > 0.0) & ~own  # up, and killed unannounced (or by a later notice's kill)
    resolved_cols[look_on[:, -1]] = cols - 1
    within = look_on[:, :-1] & (gap_s[:, 1:] < notice_s)
    row, col = np.divmod(np.flatnonzero(within), cols - 1)
    look = row * cols + col  # the same gaps, as indices of the full rows
    flat_gap, flat_preempt, flat_up = gap_s.ravel(), preempt.ravel(), up_s.ravel()
    after_s = flat_gap[look + 1]  # from kill j to kill j + ahead
    found_at: list[IntArray] = [np.zeros(0, dtype=np.int64)]
    found_notice_s: list[FloatArray] = [np.zeros(0)]
    ahead = 1
    while look.size:
        later_notice_up_s = after_s + flat_up[look] - notice_s
        hit = (after_s < notice_s) & flat_preempt[look + ahead] & (later_notice_up_s >= 0.0)
        found_at.append(look[hit])
        found_notice_s.append(later_notice_up_s[hit])
        go = (after_s < notice_s) & ~hit
        look, row, col, after_s = look[go], row[go], col[go], after_s[go]
        ahead += 1
        inside = col + ahead < cols
        np.minimum.at(resolved_cols, row[~inside], col[~inside])
        look, row, col, after_s = look[inside], row[inside], col[inside], after_s[inside]
        after_s = after_s + flat_gap[look + ahead]

    # Every array below first assumes a gap's own notice (or none), then the few gaps whose
    # notice belongs to a later kill are set one by one.
    # Training stops when the save starts, N − S after an own notice when saving just before
    # the kill, at the notice otherwise; checkpoints not durable then do not count.
    before_kill_s = float(save_s if p.save_before_kill else notice_s)
    save_start_s = up_s - before_kill_s
    stop_s = own.astype(np.float64)
    stop_s *= -before_kill_s
    stop_s += up_s
    kept = _compute_units(save_start_s, interval_s, segment_s)
    kept *= own  # an own notice's save is always complete: S <= N
    # A gap ended by a kill whose notice the job never saw keeps its durable checkpoints.
    unannounced = np.flatnonzero(look_on)
    kept.ravel()[unannounced] = _durable_units(flat_up[unannounced], segment_s, background_s)
    later_at = np.concatenate(found_at)
    if later_at.size:
        later_notice_s = np.concatenate(found_notice_s)
        later_up_s = flat_up[later_at]
        if p.save_before_kill:
            # An earlier kill comes before the announced one: the save never completes.
            later_stop_s = np.minimum(later_up_s, later_notice_s + (notice_s - save_s))
            later_kept = _durable_units(later_stop_s, segment_s, background_s)
        else:
            later_stop_s = later_notice_s
            later_saved = later_up_s >= later_notice_s + save_s
            later_kept = np.where(
                later_saved,
                _compute_units(later_notice_s, interval_s, segment_s),
                _durable_units(later_notice_s, segment_s, background_s),
            )
            save_start_s.ravel()[later_at] = later_notice_s
        stop_s.ravel()[later_at] = later_stop_s
        kept.ravel()[later_at] = later_kept

    # The row ends in the first gap whose durable progress reaches U, among resolved gaps: as
    # the progress kept never decreases, the gaps before it are those that leave it short.
    reached = np.cumsum(kept, axis=1)  # progress kept at kill j, from the row's latest kill
    ends_at = (reached < (needed - rows.units)[:, None]).sum(axis=1)
    done: BoolArray = ends_at < resolved_cols

    if done.any():
        r = np.flatnonzero(done)
        j = ends_at[r]
        before = rows.units[r] + (reached[r, j] - kept[r, j])
        checkpoints = np.ceil(needed - before)
        periodic = checkpoints <= _durable_units(stop_s[r, j], segment_s, background_s)
        up_at_s = kill_s[r, j] - up_s[r, j]  # from the row's latest kill
        # The emergency save is durable at the announced kill, or S after the notice.
        save_done_s = kill_s[r, j] if p.save_before_kill else up_at_s + save_start_s[r, j] + save_s
        end_s = np.where(periodic, up_at_s + checkpoints * segment_s + background_s, save_done_s)
        trial = rows.trial[r]
        wall_out[trial] = rows.wall_s[r] + end_s
        units_out[trial] = before + np.where(periodic, checkpoints, kept[r, j])
        kills_out[trial] = rows.kills[r] + j

    # The others move to their last resolved kill and carry the kills drawn after it.
    going = ~done
    rows.keep(going)
    resolved = resolved_cols[going]
    gap_s, preempt, kill_s = gap_s[going], preempt[going], kill_s[going]
    advanced = resolved > 0
    last = np.maximum(resolved - 1, 0)
    idx = np.arange(resolved.size)
    rows.wall_s = rows.wall_s + np.where(advanced, kill_s[idx, last], 0.0)
    rows.units = rows.units + np.where(advanced, reached[going][idx, last], 0.0)
    rows.kills = rows.kills + resolved
    rows.first = rows.first & ~advanced
    rows.carry_n = (cols - resolved).astype(np.int64)
    width = int(rows.carry_n.max()) if resolved.size else 0
    take = np.minimum(resolved[:, None] + np.arange(width), cols - 1)
    rows.carry_gap_s = np.take_along_axis(gap_s, take, axis=1)
    rows.carry_preempt = np.take_along_axis(preempt, take, axis=1)
