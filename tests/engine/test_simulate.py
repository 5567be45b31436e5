"""The Monte-Carlo simulation checked against numbers it does not compute itself.

Every expected value below is a closed form written out in this file (Daly 2006, and renewal
arguments derived in the comments), never a call into the rest of ``reportgen.engine``. The
Monte-Carlo mean must sit within ``4·stderr + bias`` of it: 4 standard errors because the
simulated mean is normal to a very good approximation (thousands of trials) and |z| > 4 happens
with probability 6e-5 when the code is right, so a failure means a wrong model, not bad luck (the
seeds are fixed anyway, so the tests are deterministic); ``bias`` is the exact or bounded
difference between the finite job (U of useful work, a fresh start, a last partial interval) and
the closed form, derived next to each test.

Trial counts: the simulation costs a few nanoseconds per kill, so a trial of the 720-hour job
costs ~100 kills at a 9-hour MTBF and ~1,400 at 45 minutes. 2,000-4,000 trials per case make the
standard error 0.01-0.05 % of the ratio (a missing notice or restart term, or a wrong loss rule,
is worth > 0.5 %). The notice rules (what a kill during a restart or an emergency save costs)
are checked here against their closed-form limit, and case by case against the event-by-event
reference in ``test_simulate_reference.py``.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reportgen.engine.simulate import SimParams, SimResult, simulate

HOUR = 3600.0
MINUTE = 60.0
U_JOB = 720 * HOUR  # the exercise: 720 hours of useful compute
RESTART = 14 * MINUTE
Z = 4.0  # standard errors allowed; see the module docstring


def within(result: SimResult, expected: float, bias: float = 0.0) -> bool:
    """|MC mean − expected| <= 4 standard errors + the derived bias allowance."""
    return abs(result.mean_ratio - expected) <= Z * result.stderr_ratio + bias


def describe(result: SimResult, expected: float) -> str:
    z = (result.mean_ratio - expected) / result.stderr_ratio
    return (
        f"MC {result.mean_ratio:.6f} ± {result.stderr_ratio:.6f}, "
        f"expected {expected:.6f} (z={z:.2f})"
    )


# --- Closed forms, derived here ----------------------------------------------------------------


def daly_expected_wall_s(
    mtbf_s: float, checkpoint_s: float, restart_s: float, interval_s: float, useful_s: float
) -> float:
    """Daly (2006), "A higher order estimate of the optimum checkpoint interval for restart
    dumps", FGCS 22:303-312, doi:10.1016/j.future.2004.11.016: exact expected wall time
    E = M·e^{R/M}·(e^{(T+C)/M} − 1)·U/T for exponential failures during work, checkpoint
    and restart."""
    m = mtbf_s
    segments = useful_s / interval_s
    return m * math.exp(restart_s / m) * math.expm1((interval_s + checkpoint_s) / m) * segments


def fresh_segment_s(duration_s: float, mtbf_s: float, restart_s: float) -> float:
    """Expected time to get through ``duration_s`` failure-free, starting right after a
    restart, when each failure costs the elapsed time plus a restart that failures also hit:
    X = M·e^{R/M}·(e^{D/M} − 1) (the per-interval term of Daly's formula)."""
    return mtbf_s * math.exp(restart_s / mtbf_s) * math.expm1(duration_s / mtbf_s)


# --- Synchronous checkpoints, no warning: Daly (2006) -------------------------------------------

DALY_CASES = [
    # (label, MTBF, C, T): the exercise's on-demand and spot MTBFs, with the single-writer
    # (240 s), sharded (15 s) and async-snapshot (1.5 s) blocking times; T = Young's sqrt(2CM)
    # except case (b), the exercise's 983 s at a 45-minute MTBF.
    ("a: M=9h C=240s", 9 * HOUR, 240.0, math.sqrt(2 * 240.0 * 9 * HOUR)),
    ("b: M=45min C=240s T=983s", 45 * MINUTE, 240.0, 983.0),
    ("c: M=9h C=15s", 9 * HOUR, 15.0, math.sqrt(2 * 15.0 * 9 * HOUR)),
    ("c: M=9h C=1.5s", 9 * HOUR, 1.5, math.sqrt(2 * 1.5 * 9 * HOUR)),
    ("c: M=45min C=15s", 45 * MINUTE, 15.0, math.sqrt(2 * 15.0 * 45 * MINUTE)),
    ("c: M=45min C=1.5s", 45 * MINUTE, 1.5, math.sqrt(2 * 1.5 * 45 * MINUTE)),
]


@pytest.mark.parametrize(("label", "mtbf_s", "checkpoint_s", "interval_s"), DALY_CASES)
def test_sync_unwarned_matches_daly(
    label: str, mtbf_s: float, checkpoint_s: float, interval_s: float
) -> None:
    params = SimParams(
        useful_s=U_JOB,
        interval_s=interval_s,
        blocking_s=checkpoint_s,
        restart_s=RESTART,
        unwarned_rate_per_s=1.0 / mtbf_s,
    )
    result = simulate(params, trials=2000, seed=20060101)
    expected = daly_expected_wall_s(mtbf_s, checkpoint_s, RESTART, interval_s, U_JOB) / U_JOB
    # Bias allowance, derived. The simulated job runs n = ceil(U/T) whole segments and each one,
    # from a failure-free start or after a restart alike, takes Daly's per-interval time
    # X = M·e^{R/M}·(e^{(T+C)/M} − 1) in expectation:
    # * fresh-start term: with W = 0 the first durable checkpoint after a (re)start needs L, the
    #   same as every later one, so the fresh state *is* the running state: zero;
    # * last partial interval: progress_i = n·T for every trial (no warned saves), so
    #   E[wall_i/progress_i] = n·X/(n·T) = X/T = E/U exactly; Daly's fractional U/T intervals
    #   and our n whole ones give the same ratio (comparing E[wall] with E instead would be off
    #   by n·T/U − 1, up to T/U = 0.15 % in case (a), ten standard errors).
    # So the allowance is float rounding only: 1e-12 of the ratio.
    assert within(result, expected, bias=1e-12 * expected), f"{label}: {describe(result, expected)}"


def test_failures_are_the_poisson_count_over_the_wall_time() -> None:
    # With no notice every event in [0, wall) kills a run or a restart, and wall is a stopping
    # time, so E[failures] = λ·E[wall] (Wald's identity for a Poisson process). This checks the
    # restart sampling (interrupted attempts counted) independently of the time it adds.
    mtbf_s = 45 * MINUTE
    params = SimParams(
        useful_s=100 * HOUR,
        interval_s=600.0,
        blocking_s=60.0,
        restart_s=RESTART,
        unwarned_rate_per_s=1 / mtbf_s,
    )
    result = simulate(params, trials=3000, seed=7)
    excess = result.failures - result.wall_s / mtbf_s
    stderr = excess.std(ddof=1) / math.sqrt(result.trials)
    assert abs(excess.mean()) <= Z * stderr, (excess.mean(), stderr)


# --- No failures -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("useful_s", "interval_s", "blocking_s", "background_s"),
    [
        (U_JOB, 900.0, 240.0, 0.0),  # U/T = 2880 exactly
        (U_JOB, 983.0, 15.0, 0.0),  # U/T = 2636.8...: the last segment overshoots
        (U_JOB, 90.0, 1.5, 15.0),  # async: the last checkpoint is durable W after its block
        (1000.0, 300.0, 20.0, 320.0),  # W = L, the largest allowed
    ],
)
def test_no_failures_is_whole_segments(
    useful_s: float, interval_s: float, blocking_s: float, background_s: float
) -> None:
    params = SimParams(
        useful_s=useful_s,
        interval_s=interval_s,
        blocking_s=blocking_s,
        background_s=background_s,
        restart_s=RESTART,
        notice_s=120.0,
        emergency_save_s=16.5,
    )
    result = simulate(params, trials=5, seed=1)
    segment_s = interval_s + blocking_s
    n = math.ceil(useful_s / interval_s)
    wall_s = background_s + n * segment_s
    assert np.all(result.wall_s == wall_s)
    assert np.all(result.progress_s == n * interval_s)
    assert result.mean_ratio == pytest.approx(wall_s / (n * interval_s), rel=1e-15)
    assert result.stderr_ratio == 0.0
    assert result.mean_failures == 0.0
    days = wall_s * useful_s / (n * interval_s) / 86400
    assert result.p50_days == pytest.approx(days, rel=1e-15)
    assert result.p90_days == pytest.approx(days, rel=1e-15)
    if background_s == 0.0 and useful_s % interval_s == 0.0:
        assert result.mean_ratio == pytest.approx(segment_s / interval_s, rel=1e-15)


# --- Asynchronous checkpoints (W > 0), no warning: a two-state renewal --------------------------

# Derivation. Time is counted in durable checkpoints, each worth T of progress. After a durable
# checkpoint the job is in the *running* state: the next one comes L later. After a (re)start it
# is in the *fresh* state: the first one comes L + W later (the segment, then its background write).
# A failure (rate λ = 1/M) anywhere loses everything not yet durable and costs a restart of R,
# itself hit by failures; its expected length is M·(e^{R/M} − 1).
#   From fresh: survive L + W, retrying after each failure and restart:
#       X_f = M·e^{R/M}·(e^{(L+W)/M} − 1)                       (as in Daly's per-interval term)
#   From running: either survive L (prob e^{−L/M}), or fail first (expected time lost
#   E[min(τ, L)] = M(1 − e^{−L/M})), restart, and go fresh:
#       X_r = M(1 − e^{−L/M}) + (1 − e^{−L/M})·(M(e^{R/M} − 1) + X_f)
#           = (1 − e^{−L/M})·(M·e^{R/M} + X_f).
# A job of n = ceil(U/T) checkpoints takes one fresh X_f and n − 1 running X_r:
#       E[wall] = X_f + (n − 1)·X_r,  ratio = E[wall]/(n·T) exactly (progress is always n·T),
# and the long-run ratio is X_r/T; the two differ by the fresh-start term (X_f − X_r)/(n·T).
ASYNC_CASES = [
    # The exercise's sharded + async strategy without the warning: M = 45 min, Cb = 1.5 s,
    # W = 15 s, T = 90 s; the fresh-start term is 6e-6 of the ratio.
    ("spot, no warning", U_JOB, 90.0, 1.5, 15.0, 45 * MINUTE, 2000),
    # A background write as long as the segment (W = L) makes the fresh state expensive: a
    # 100-hour job where the fresh-start term is 1.5e-3 of the ratio, three standard errors.
    ("W = L", 100 * HOUR, 600.0, 30.0, 630.0, 2 * HOUR, 4000),
]


@pytest.mark.parametrize(
    ("label", "useful_s", "interval_s", "blocking_s", "background_s", "mtbf_s", "trials"),
    ASYNC_CASES,
)
def test_async_unwarned_matches_two_state_renewal(
    label: str,
    useful_s: float,
    interval_s: float,
    blocking_s: float,
    background_s: float,
    mtbf_s: float,
    trials: int,
) -> None:
    params = SimParams(
        useful_s=useful_s,
        interval_s=interval_s,
        blocking_s=blocking_s,
        background_s=background_s,
        restart_s=RESTART,
        unwarned_rate_per_s=1 / mtbf_s,
    )
    result = simulate(params, trials=trials, seed=31)
    m, r, big_l, w = mtbf_s, RESTART, interval_s + blocking_s, background_s
    x_fresh = m * math.exp(r / m) * math.expm1((big_l + w) / m)
    x_running = -math.expm1(-big_l / m) * (m * math.exp(r / m) + x_fresh)
    n = math.ceil(useful_s / interval_s)
    long_run = x_running / interval_s
    finite_job = (x_fresh + (n - 1) * x_running) / (n * interval_s)
    fresh_start_term = abs(x_fresh - x_running) / (n * interval_s)
    assert within(result, long_run, bias=fresh_start_term), f"{label}: {describe(result, long_run)}"
    # The finite-job value is exact, so no allowance beyond float rounding.
    assert within(result, finite_job, bias=1e-12 * finite_job), describe(result, finite_job)
    # With W = 0 the same formulas collapse to Daly's: X_f = X_r.
    x_sync = m * math.exp(r / m) * math.expm1(big_l / m)
    assert -math.expm1(-big_l / m) * (m * math.exp(r / m) + x_sync) == pytest.approx(x_sync)


# --- Announced kills (preemption notice used for an emergency save) ----------------------------

SPOT_RATE = 1 / (45 * MINUTE)
HARDWARE_RATE = 1 / (9 * HOUR)


def spot_params(
    *, unwarned: float, warned: float, before_kill: bool, useful_s: float = U_JOB
) -> SimParams:
    """The exercise's sharded + async job on spot: T = 90 s, Cb = 1.5 s, W = 15 s, N = 120 s,
    S = 16.5 s (the sharded write of 15 s plus the 1.5 s snapshot)."""
    return SimParams(
        useful_s=useful_s,
        interval_s=90.0,
        blocking_s=1.5,
        background_s=15.0,
        restart_s=RESTART,
        unwarned_rate_per_s=unwarned,
        warned_rate_per_s=warned,
        notice_s=120.0,
        emergency_save_s=16.5,
        save_before_kill=before_kill,
    )


LIMIT_RATE = 1 / 1800.0  # kills every 30 minutes
LIMIT_RESTART = 600.0
LIMIT_NOTICE = 120.0


def limit_params(*, save_s: float, before_kill: bool, useful_s: float) -> SimParams:
    """Only announced kills; no block and no background write; checkpoints every T = 600 s, more
    than the notice, so that no periodic checkpoint falls in the first w after a restart."""
    return SimParams(
        useful_s=useful_s,
        interval_s=600.0,
        blocking_s=0.0,
        restart_s=LIMIT_RESTART,
        warned_rate_per_s=LIMIT_RATE,
        notice_s=LIMIT_NOTICE,
        emergency_save_s=save_s,
        save_before_kill=before_kill,
    )


@pytest.mark.parametrize(
    ("save_s", "before_kill"), [(30.0, False), (0.0, False), (30.0, True), (120.0, True)]
)
def test_announced_kills_match_the_closed_form_limit(save_s: float, before_kill: bool) -> None:
    """Kills at rate λ, each announced exactly w ahead, no other failures: wall/useful =
    e^{λ(R+w)} when the save starts at the notice, e^{λ(R+w)}/(1 + λ(w − S)) just before the kill.

    Derivation (issue 11 §2). Every kill stops the job. After a kill at k the job restarts for
    R; a kill in [k, k+R) restarts the restart. A kill in [k+R, k+R+w) was announced at a time
    in [k+R−w, k+R), while the job was down (or handling the previous notice), so the notice
    saved nothing; it strikes the job less than w < T after it came up, before any periodic
    checkpoint, and all that work is lost. So the job keeps work only after a window of R + w
    free of kills. For a Poisson process the expected time from k to the end of the first such
    window is (e^{λ(R+w)} − 1)/λ (the classic waiting time for a gap of length D = R + w: each
    try fails with probability 1 − e^{−λD} after E[τ | τ < D], which sums to that). From the end
    of the window the next kill k' is X ~ Exp(λ) later (memoryless); its notice at k' − w finds
    the job up, and the save (S <= w, finished before k') keeps the compute done up to the
    notice: X exactly (no block, Cb = 0), or X + w − S when the job trains on and saves at
    k' − S. Each cycle kill → kill is i.i.d., so by renewal-reward

        wall/useful = E[cycle] / E[kept] = ((e^{λ(R+w)} − 1)/λ + 1/λ) / (1/λ) = e^{λ(R+w)},

    divided by 1 + λ(w − S) when saving just before the kill. (The engine's notice model before
    issue 11 gave e^{λR} + λw, 2 % lower here: 20 tolerances.)

    Tolerance: 3 standard errors plus the finite-job allowance. The trial starts up at time 0
    (kills then come as from the end of a restart) and ends at the first checkpoint holding U,
    so it differs from a whole number of cycles by at most one cycle of wall time,
    e^{λ(R+w)}/λ in expectation, and its progress overshoots U by less than T + w; with Wald's
    identity over the i.i.d. cycles that bounds |E[wall/progress] − ρ| by
    (e^{λ(R+w)}/λ + 2·ρ·(T + w))/U. The allowance shrinks as 1/U and the standard error as
    1/sqrt(U·trials), so a long job (8,000 h, 16,000 kills) with few trials (500) keeps the
    allowance near one standard error (0.9-1.0) at the cost of 2,000 trials of 2,000 hours.
    """
    useful_s = 8000 * HOUR
    params = limit_params(save_s=save_s, before_kill=before_kill, useful_s=useful_s)
    lam, r, w = LIMIT_RATE, LIMIT_RESTART, LIMIT_NOTICE
    rho = math.exp(lam * (r + w))
    if before_kill:
        rho /= 1.0 + lam * (w - save_s)
    result = simulate(params, trials=500, seed=110)
    bias = (math.exp(lam * (r + w)) / lam + 2 * rho * (params.interval_s + w)) / useful_s
    assert abs(result.mean_ratio - rho) <= 3 * result.stderr_ratio + bias, describe(result, rho)
    # The engine's former form is far outside the tolerance: the test can tell them apart.
    former = math.exp(lam * r) + lam * w
    if not before_kill:
        assert abs(result.mean_ratio - former) > 10 * (3 * result.stderr_ratio + bias)


def test_save_before_kill_is_never_slower() -> None:
    # Training on for N − S seconds keeps more compute for the same wall time (the kill is N
    # after the notice either way; only a hardware kill during the longer exposure of the
    # trained-on work can cost more), so the simulation must favour it: by ~3.5 % here, dozens
    # of standard errors.
    for unwarned, warned in ((0.0, SPOT_RATE), (HARDWARE_RATE, SPOT_RATE - HARDWARE_RATE)):
        at_notice = spot_params(
            unwarned=unwarned, warned=warned, before_kill=False, useful_s=200 * HOUR
        )
        before_kill = spot_params(
            unwarned=unwarned, warned=warned, before_kill=True, useful_s=200 * HOUR
        )
        late = simulate(before_kill, trials=1000, seed=3)
        early = simulate(at_notice, trials=1000, seed=3)
        assert late.mean_ratio < early.mean_ratio - Z * math.hypot(
            late.stderr_ratio, early.stderr_ratio
        )
        assert late.p90_days < early.p90_days


# --- Determinism, API contract -----------------------------------------------------------------


def test_same_seed_same_arrays_different_seed_different() -> None:
    params = spot_params(
        unwarned=HARDWARE_RATE,
        warned=SPOT_RATE - HARDWARE_RATE,
        before_kill=True,
        useful_s=50 * HOUR,
    )
    first = simulate(params, trials=200, seed=42)
    again = simulate(params, trials=200, seed=42)
    other = simulate(params, trials=200, seed=43)
    assert np.array_equal(first.wall_s, again.wall_s)
    assert np.array_equal(first.progress_s, again.progress_s)
    assert np.array_equal(first.failures, again.failures)
    assert first.mean_ratio == again.mean_ratio
    assert not np.array_equal(first.wall_s, other.wall_s)
    assert (first.trials, first.seed, other.seed) == (200, 42, 43)
    assert not first.wall_s.flags.writeable


def test_summary_statistics_match_the_arrays() -> None:
    params = spot_params(
        unwarned=HARDWARE_RATE,
        warned=SPOT_RATE - HARDWARE_RATE,
        before_kill=False,
        useful_s=50 * HOUR,
    )
    result = simulate(params, trials=500, seed=9)
    ratio = result.wall_s / result.progress_s
    assert result.mean_ratio == pytest.approx(ratio.mean(), rel=1e-12)
    assert result.stderr_ratio == pytest.approx(ratio.std(ddof=1) / math.sqrt(500), rel=1e-12)
    days = ratio * params.useful_s / 86400
    assert result.p50_days == pytest.approx(np.percentile(days, 50), rel=1e-12)
    assert result.p90_days == pytest.approx(np.percentile(days, 90), rel=1e-12)
    assert result.p50_days <= result.p90_days
    assert result.mean_failures == pytest.approx(result.failures.mean(), rel=1e-12)
    assert np.all(result.progress_s >= params.useful_s)
    assert result.params is params
    assert result.assumptions


def test_progress_callback() -> None:
    calls: list[tuple[int, int]] = []
    params = spot_params(unwarned=0.0, warned=SPOT_RATE, before_kill=False, useful_s=100 * HOUR)
    simulate(params, trials=300, seed=1, progress=lambda done, total: calls.append((done, total)))
    assert 2 <= len(calls) <= 110
    assert all(0 <= done <= total for done, total in calls)
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)
    assert calls[-1][0] == calls[-1][1] > 0


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"background_s": 92.0}, "background_s"),  # W > L = 91.5 s
        ({"emergency_save_s": 130.0}, "emergency_save_s"),  # S > N
        ({"interval_s": 0.0}, "interval_s"),
        ({"restart_s": -1.0}, "restart_s"),
        ({"warned_rate_per_s": math.nan}, "warned_rate_per_s"),
        # e^{λR} = e^{840} attempts per restart: the job would never finish
        ({"unwarned_rate_per_s": 1.0}, "too high"),
    ],
)
def test_bad_params_raise(change: dict[str, Any], field: str) -> None:
    valid = spot_params(unwarned=HARDWARE_RATE, warned=0.0, before_kill=False)
    with pytest.raises(ValueError, match=field):
        dataclasses.replace(valid, **change)


def test_bad_trials_raise() -> None:
    with pytest.raises(ValueError, match="trials"):
        simulate(SimParams(useful_s=10.0, interval_s=1.0, blocking_s=0.1), trials=0, seed=0)


# --- Properties --------------------------------------------------------------------------------


@st.composite
def job_params(draw: st.DrawFn) -> SimParams:
    """Jobs of 5-60 segments with 0.001-0.5 expected events per segment (so a case costs
    milliseconds). Two realistic constraints keep the properties true, and say why:
    * S >= Cb (an emergency save at least takes the snapshot) and N >= S: otherwise a notice
      that skips the block of a partial segment could make a trial *faster* than L/T;
    * R >= W (a restart outlasts a background write): otherwise a notice in the last W before
      the final checkpoint, ending the job at τ + S, could make more events help a short job."""
    t = draw(st.floats(10.0, 3600.0))
    cb = t * draw(st.floats(0.0, 0.5))
    big_l = t + cb
    w = big_l * draw(st.sampled_from([0.0, draw(st.floats(0.0, 1.0))]))
    events_per_segment = draw(st.floats(0.001, 0.5))
    rate = events_per_segment / big_l
    warned_share = draw(st.sampled_from([0.0, 1.0, draw(st.floats(0.0, 1.0))]))
    save = cb + big_l * draw(st.floats(0.0, 1.0))
    notice = save + big_l * draw(st.floats(0.0, 2.0))
    return SimParams(
        useful_s=t * draw(st.floats(5.0, 60.0)),
        interval_s=t,
        blocking_s=cb,
        background_s=w,
        restart_s=w + big_l * draw(st.floats(0.0, 2.0)),
        unwarned_rate_per_s=rate * (1 - warned_share),
        warned_rate_per_s=rate * warned_share,
        notice_s=notice,
        emergency_save_s=save,
        save_before_kill=draw(st.booleans()),
    )


def scaled_rates(p: SimParams, factor: float) -> SimParams:
    return SimParams(
        useful_s=p.useful_s,
        interval_s=p.interval_s,
        blocking_s=p.blocking_s,
        background_s=p.background_s,
        restart_s=p.restart_s,
        unwarned_rate_per_s=p.unwarned_rate_per_s * factor,
        warned_rate_per_s=p.warned_rate_per_s * factor,
        notice_s=p.notice_s,
        emergency_save_s=p.emergency_save_s,
        save_before_kill=p.save_before_kill,
    )


@settings(
    max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(params=job_params())
def test_ratio_at_least_l_over_t_and_grows_with_rate(params: SimParams) -> None:
    low = simulate(params, trials=300, seed=2)
    assert low.mean_ratio >= params.segment_s / params.interval_s * (1 - 1e-12)
    # Per trial, not only on average: no trial beats the failure-free pace of T per L.
    assert np.all(low.wall_s * params.interval_s >= low.progress_s * params.segment_s * (1 - 1e-12))
    assert np.all(low.progress_s >= params.useful_s * (1 - 1e-12))
    # Overshoot: < T at a regular checkpoint; an emergency one can also hold the W of compute
    # done while the last checkpoint was being written, and the N − S trained on.
    trained_on = params.notice_s - params.emergency_save_s if params.save_before_kill else 0.0
    overshoot = params.interval_s + params.background_s + trained_on
    assert np.all(low.progress_s < (params.useful_s + overshoot) * (1 + 1e-12))
    high = simulate(scaled_rates(params, 3.0), trials=300, seed=2)
    assert high.mean_ratio >= low.mean_ratio - Z * math.hypot(low.stderr_ratio, high.stderr_ratio)
