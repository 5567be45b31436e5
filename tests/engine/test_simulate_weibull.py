"""The Weibull simulation checked against numbers it does not compute itself.

Tolerance: a Monte-Carlo mean must sit within 4 standard errors of the expected value. With
thousands of trials the mean is normal to a very good approximation, and |z| > 4 happens with
probability 6e-5 when the code is right (the seeds are fixed, so the tests are deterministic):
a failure means a wrong model, not bad luck. The expected values are

* for shape 1, Daly's (2006) closed form, written out here, and the flat exponential sampler of
  :mod:`reportgen.engine.simulate` (a different algorithm: negative-binomial counts, no loop over
  kills), since a Weibull of shape 1 *is* the exponential;
* for other shapes, renewal arguments derived in the comments whose Weibull moments come from
  scipy (``weibull_min``'s survival function and its numerically integrated partial mean).
"""

from __future__ import annotations

import math

import pytest
from scipy.stats import weibull_min

from reportgen.engine.simulate import SimParams, SimResult, simulate
from reportgen.engine.simulate_tiers import simulate_two_tier
from reportgen.engine.simulate_weibull import simulate_weibull, weibull_scale_s
from reportgen.engine.tiers import two_tier_ratio

HOUR = 3600.0
MINUTE = 60.0
Z = 4.0


def z_score(result: SimResult, expected: float) -> float:
    return (result.mean_ratio - expected) / result.stderr_ratio


@pytest.mark.parametrize(("mtbf_s", "shape"), [(3 * HOUR, 0.75), (45 * MINUTE, 1.0), (HOUR, 2.5)])
def test_scale_gives_the_mtbf_as_the_mean(mtbf_s: float, shape: float) -> None:
    # scipy's Weibull mean (scale·Γ(1 + 1/k)) at the scale we derive must be the MTBF.
    scale_s = weibull_scale_s(mtbf_s, shape)
    assert weibull_min(shape, scale=scale_s).mean() == pytest.approx(mtbf_s, rel=1e-12)


def daly_ratio(mtbf_s: float, segment_s: float, restart_s: float, interval_s: float) -> float:
    """Daly (2006), doi:10.1016/j.future.2004.11.016: each segment of length L, begun with the
    job up, takes M·e^{R/M}·(e^{L/M} − 1) in expectation under exponential failures that also
    strike restarts; ÷ T per segment."""
    m = mtbf_s
    return m * math.exp(restart_s / m) * math.expm1(segment_s / m) / interval_s


@pytest.mark.parametrize(
    ("mtbf_s", "checkpoint_s", "interval_s"),
    [(9 * HOUR, 240.0, 3118.0), (45 * MINUTE, 15.0, 900.0), (3 * HOUR, 1.5, 600.0)],
)
def test_shape_one_is_dalys_exponential_model(
    mtbf_s: float, checkpoint_s: float, interval_s: float
) -> None:
    # U a whole number of intervals and W = 0: the finite job is exactly n segments, each begun
    # with the job up, so Daly's per-segment expectation is exact (no bias term).
    p = SimParams(
        useful_s=200 * interval_s,
        interval_s=interval_s,
        blocking_s=checkpoint_s,
        restart_s=14 * MINUTE,
        unwarned_rate_per_s=1.0 / mtbf_s,
    )
    result = simulate_weibull(p, shape=1.0, trials=3000, seed=11)
    expected = daly_ratio(mtbf_s, p.segment_s, p.restart_s, interval_s)
    assert abs(z_score(result, expected)) <= Z, (result.mean_ratio, expected)


def test_shape_one_agrees_with_the_flat_sampler_with_a_background_write() -> None:
    # With an asynchronous write (W > 0) there is no closed form written here; the flat sampler
    # is an independent algorithm for the same process. Two independent means: 4 standard
    # errors of their difference, sqrt(se1² + se2²).
    p = SimParams(
        useful_s=720 * HOUR,
        interval_s=1800.0,
        blocking_s=1.5,
        background_s=15.0,
        restart_s=14 * MINUTE,
        unwarned_rate_per_s=1.0 / (45 * MINUTE),
    )
    weibull = simulate_weibull(p, shape=1.0, trials=2000, seed=5)
    flat = simulate(p, trials=2000, seed=6)
    se = math.hypot(weibull.stderr_ratio, flat.stderr_ratio)
    assert abs(weibull.mean_ratio - flat.mean_ratio) <= Z * se
    assert weibull.mean_failures == pytest.approx(flat.mean_failures, rel=0.02)


@pytest.mark.parametrize(
    ("shape", "restart_s"), [(0.7, 0.0), (0.7, 10 * MINUTE), (1.8, 10 * MINUTE)]
)
def test_one_checkpoint_job_matches_the_renewal_argument(shape: float, restart_s: float) -> None:
    # One segment, nothing durable before the end (T = U, Cb = W = 0): the job finishes on the
    # first up-time X >= U. The number of failed up-times is geometric with success probability
    # s = P(X >= U), mean (1 − s)/s; each failed one lasts E[X | X < U] = E[X; X < U]/(1 − s) and
    # is followed by a restart that exponential kills (rate 1/M) strike, which takes
    # M·(e^{R/M} − 1) in expectation. So E[wall] = U + E[X; X < U]/s + (1 − s)/s·M·(e^{R/M} − 1).
    mtbf_s, useful_s = 3 * HOUR, 2 * HOUR
    dist = weibull_min(shape, scale=mtbf_s / math.gamma(1 + 1 / shape))
    s = float(dist.sf(useful_s))
    partial_mean_s = float(dist.expect(lambda x: x, lb=0.0, ub=useful_s))
    expected_wall_s = (
        useful_s + partial_mean_s / s + (1 - s) / s * mtbf_s * math.expm1(restart_s / mtbf_s)
    )
    p = SimParams(
        useful_s=useful_s,
        interval_s=useful_s,
        blocking_s=0.0,
        restart_s=restart_s,
        unwarned_rate_per_s=1.0 / mtbf_s,
    )
    result = simulate_weibull(p, shape=shape, trials=20_000, seed=3)
    assert abs(z_score(result, expected_wall_s / useful_s)) <= Z
    # The mean count of up-times that failed, (1 − s)/s, plus the killed restarts:
    # each restart is struck a geometric number of times, mean e^{R/M} − 1.
    expected_kills = (1 - s) / s * (1 + math.expm1(restart_s / mtbf_s))
    se_kills = float(result.failures.std(ddof=1)) / math.sqrt(result.trials)
    assert abs(result.mean_failures - expected_kills) <= Z * se_kills


def test_clustered_failures_cost_less_than_the_exponential_at_the_same_mtbf() -> None:
    # A shape below 1 puts more of the MTBF into long up-times and more failures into short
    # ones: at the same mean, fewer long segments are cut, so the job is cheaper (the sign the
    # fitted log's report shows). A regression guard on the sign, at 4 standard errors.
    p = SimParams(
        useful_s=720 * HOUR,
        interval_s=1800.0,
        blocking_s=15.0,
        restart_s=10 * MINUTE,
        unwarned_rate_per_s=1.0 / (3 * HOUR),
    )
    clustered = simulate_weibull(p, shape=0.75, trials=1000, seed=1)
    exponential = simulate_weibull(p, shape=1.0, trials=1000, seed=2)
    se = math.hypot(clustered.stderr_ratio, exponential.stderr_ratio)
    assert exponential.mean_ratio - clustered.mean_ratio > Z * se


def test_refuses_bad_shapes() -> None:
    q = SimParams(useful_s=HOUR, interval_s=600.0, blocking_s=1.0, unwarned_rate_per_s=1e-4)
    for shape in (0.0, -1.0, math.nan):
        with pytest.raises(ValueError, match="shape"):
            simulate_weibull(q, shape=shape, trials=10, seed=0)
        with pytest.raises(ValueError, match="shape"):
            simulate_two_tier(**TWO_TIER, trials=2, seed=0, weibull_shape=shape)


# The notice modes. A Weibull of shape 1 is the exponential, so the Weibull timeline (gaps drawn
# as a renewal at every resume: a restart struck after an exponential time, or R plus a fresh
# up-time) must reproduce the exponential timeline of simulate.py (exponential gaps), a
# different draw of the same process. Two independent means: 4 standard errors of their
# difference, sqrt(se1² + se2²) (|z| > 4 has probability 6e-5 for a right model).
@pytest.mark.parametrize("save_before_kill", [False, True])
@pytest.mark.parametrize(
    ("background_s", "restart_s", "notice_s", "save_s"),
    [(0.0, 10 * MINUTE, 120.0, 60.0), (30.0, 21 * MINUTE, 115.0, 45.0), (15.0, 0.0, 30.0, 30.0)],
)
def test_shape_one_notice_modes_are_the_exponential_timeline(
    save_before_kill: bool, background_s: float, restart_s: float, notice_s: float, save_s: float
) -> None:
    spot_mtbf_s, hardware_mtbf_s = 45 * MINUTE, 9 * HOUR
    p = SimParams(
        useful_s=100 * HOUR,
        interval_s=1200.0,
        blocking_s=10.0,
        background_s=background_s,
        restart_s=restart_s,
        unwarned_rate_per_s=1.0 / hardware_mtbf_s,
        warned_rate_per_s=1.0 / spot_mtbf_s - 1.0 / hardware_mtbf_s,
        notice_s=notice_s,
        emergency_save_s=save_s,
        save_before_kill=save_before_kill,
    )
    weibull = simulate_weibull(p, shape=1.0, trials=3000, seed=21)
    flat = simulate(p, trials=3000, seed=22)
    se = math.hypot(weibull.stderr_ratio, flat.stderr_ratio)
    assert abs(weibull.mean_ratio - flat.mean_ratio) <= Z * se, (
        weibull.mean_ratio,
        flat.mean_ratio,
    )
    kills = [r.failures.astype(float) for r in (weibull, flat)]
    se_kills = math.hypot(*(float(k.std(ddof=1)) / math.sqrt(k.size) for k in kills))
    assert abs(weibull.mean_failures - flat.mean_failures) <= Z * se_kills


TWO_TIER = {
    "interval_s": 600.0,
    "blocking_s": 5.0,
    "every": 4,
    "drain_s": 100.0,
    "restart_s": 10 * MINUTE,
    "local_rate_per_s": 0.78 / (5 * HOUR),
    "global_rate_per_s": 1.0 / (2 * HOUR) - 0.78 / (5 * HOUR),
    "useful_s": 50 * HOUR,
}


def test_shape_one_two_tier_is_the_exponential_two_tier() -> None:
    # As for the notice modes: shape 1 redraws the up-time at every resume, which the
    # exponential walk does not, yet both are the same process. Against the walk with
    # exponential gaps (4 standard errors of the difference) and against the tier model's
    # exact ratio (Di et al. 2017's renewal-reward form in tiers.py; the finite job's one
    # final drain, W/U = 6e-4 of the ratio, is added to it).
    weibull = simulate_two_tier(**TWO_TIER, trials=1500, seed=31, weibull_shape=1.0)
    flat = simulate_two_tier(**TWO_TIER, trials=1500, seed=32)
    se = math.hypot(weibull.stderr_ratio, flat.stderr_ratio)
    assert abs(weibull.mean_ratio - flat.mean_ratio) <= Z * se, (
        weibull.mean_ratio,
        flat.mean_ratio,
    )
    assert weibull.mean_failures == pytest.approx(flat.mean_failures, rel=0.05)
    t = TWO_TIER
    exact = two_tier_ratio(
        t["interval_s"],
        t["blocking_s"],
        int(t["every"]),
        t["drain_s"],
        t["restart_s"],
        t["local_rate_per_s"],
        t["global_rate_per_s"],
    )
    assert (
        abs(weibull.mean_ratio - exact) <= Z * weibull.stderr_ratio + t["drain_s"] / t["useful_s"]
    )


@pytest.mark.parametrize(("shape", "restart_s"), [(0.7, 10 * MINUTE), (1.8, 10 * MINUTE)])
def test_one_segment_job_matches_the_renewal_argument_on_every_path(
    shape: float, restart_s: float
) -> None:
    # The renewal argument of test_one_checkpoint_job_matches_the_renewal_argument, through
    # the two other Weibull paths. A job of one segment (T = U, no block, no write) finishes on
    # the first up-time X >= U, whatever kills the others:
    # * two tiers: a local and a global failure alike roll back to the start (the only fast
    #   checkpoint is the start), so the split does not matter;
    # * the notice timeline with preemptions a billionth of the kills: no trial sees one (about
    #   2e-5 expected over all trials), so the timeline's gaps alone are under test.
    # E[wall] = U + E[X; X < U]/s + (1 − s)/s · M·(e^{R/M} − 1), s = P(X >= U), from scipy.
    mtbf_s, useful_s = 3 * HOUR, 2 * HOUR
    dist = weibull_min(shape, scale=mtbf_s / math.gamma(1 + 1 / shape))
    s = float(dist.sf(useful_s))
    partial_mean_s = float(dist.expect(lambda x: x, lb=0.0, ub=useful_s))
    expected = (
        useful_s + partial_mean_s / s + (1 - s) / s * mtbf_s * math.expm1(restart_s / mtbf_s)
    ) / useful_s
    tiers = simulate_two_tier(
        interval_s=useful_s,
        blocking_s=0.0,
        every=1,
        drain_s=0.0,
        restart_s=restart_s,
        local_rate_per_s=0.6 / mtbf_s,
        global_rate_per_s=0.4 / mtbf_s,
        useful_s=useful_s,
        trials=20_000,
        seed=41,
        weibull_shape=shape,
    )
    assert abs(tiers.mean_ratio - expected) <= Z * tiers.stderr_ratio, (tiers.mean_ratio, expected)
    p = SimParams(
        useful_s=useful_s,
        interval_s=useful_s,
        blocking_s=0.0,
        restart_s=restart_s,
        unwarned_rate_per_s=(1.0 - 1e-9) / mtbf_s,
        warned_rate_per_s=1e-9 / mtbf_s,
        notice_s=60.0,
        emergency_save_s=30.0,
    )
    timeline = simulate_weibull(p, shape=shape, trials=20_000, seed=42)
    assert abs(z_score(timeline, expected)) <= Z, (timeline.mean_ratio, expected)


def test_same_seed_same_result() -> None:
    p = SimParams(
        useful_s=24 * HOUR, interval_s=900.0, blocking_s=10.0, unwarned_rate_per_s=1 / HOUR
    )
    a = simulate_weibull(p, shape=0.8, trials=200, seed=9)
    b = simulate_weibull(p, shape=0.8, trials=200, seed=9)
    assert (a.wall_s == b.wall_s).all()
