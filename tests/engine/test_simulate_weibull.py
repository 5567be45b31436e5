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
from reportgen.engine.simulate_weibull import simulate_weibull, weibull_scale_s

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


def test_refuses_notices_and_bad_shapes() -> None:
    p = SimParams(useful_s=HOUR, interval_s=600.0, blocking_s=1.0, warned_rate_per_s=1e-4)
    with pytest.raises(ValueError, match="notices"):
        simulate_weibull(p, shape=0.8, trials=10, seed=0)
    q = SimParams(useful_s=HOUR, interval_s=600.0, blocking_s=1.0, unwarned_rate_per_s=1e-4)
    for shape in (0.0, -1.0, math.nan):
        with pytest.raises(ValueError, match="shape"):
            simulate_weibull(q, shape=shape, trials=10, seed=0)


def test_same_seed_same_result() -> None:
    p = SimParams(
        useful_s=24 * HOUR, interval_s=900.0, blocking_s=10.0, unwarned_rate_per_s=1 / HOUR
    )
    a = simulate_weibull(p, shape=0.8, trials=200, seed=9)
    b = simulate_weibull(p, shape=0.8, trials=200, seed=9)
    assert (a.wall_s == b.wall_s).all()
