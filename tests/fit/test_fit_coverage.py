"""The fit's 95 % intervals on logs drawn from known distributions, many times over.

Each draw simulates one job observed over a fixed window (time-terminated): it runs until a
failure (drawn from the true distribution), restarts, and so on; planned stops (drawn
independently) and the end of the window censor running periods, as in a real log. The
estimates are then computed from the periods exactly as ``reportgen fit`` computes them from
rows (:mod:`tests.fit.test_fit_logs` checks the rows-to-periods step by hand).

Tolerances come from the binomial spread of a coverage estimated from N independent draws:
sd = sqrt(0.95 x 0.05 / N). With N = 1000 that is 0.0069, and the tests allow 3.5 sd (0.024)
on either side of 95 %, a band a correct 95 % interval leaves by chance once in about 2,000
runs (the seeds are fixed, so a given version either passes or fails every time).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from reportgen.fit.stats import mtbf_interval, weibull_shape

DRAWS = 1000
SD = math.sqrt(0.95 * 0.05 / DRAWS)
BAND = 3.5 * SD


def draw_periods(
    rng: np.random.Generator, shape: float, mean_s: float, window_s: float
) -> tuple[list[float], list[bool]]:
    """Running periods of one job over ``window_s``: Weibull(shape) failures with mean
    ``mean_s``, independent planned stops at a mean of 4 x ``mean_s``, censored at the end."""
    scale_s = mean_s / math.gamma(1 + 1 / shape)
    durations: list[float] = []
    failed: list[bool] = []
    t = 0.0
    while t < window_s:
        ttf = scale_s * rng.weibull(shape)
        stop = rng.exponential(4 * mean_s)
        run = min(ttf, stop, window_s - t)
        durations.append(run)
        failed.append(run == ttf)
        t += run + 0.05 * mean_s  # a restart: not running time
    return durations, failed


@pytest.mark.slow
def test_mtbf_interval_covers_the_exponential_mean() -> None:
    rng = np.random.default_rng(1)
    mean_s = 3600.0
    hits = 0
    for _ in range(DRAWS):
        # About 28 failures a draw: few enough that the interval is wide, as in a real log.
        durations, failed = draw_periods(rng, 1.0, mean_s, window_s=30 * mean_s)
        m = mtbf_interval(sum(durations), sum(failed))
        assert m.low is not None and m.high is not None
        hits += m.low <= mean_s <= m.high
    coverage = hits / DRAWS
    # The time-terminated interval is exact only in the conservative direction (its lower
    # bound uses 2r + 2 degrees of freedom), so coverage is at least 95 % and a little above.
    assert 0.95 - BAND <= coverage <= 0.95 + BAND + 0.01


@pytest.mark.slow
@pytest.mark.parametrize("true_shape", [1.0, 0.7, 1.5])
def test_shape_interval_covers_the_true_shape(true_shape: float) -> None:
    rng = np.random.default_rng(2)
    hits = 0
    for _ in range(DRAWS):
        # 70 to 85 failures a draw: the likelihood-ratio interval is asymptotic, and at that
        # size its coverage is within a percent of nominal (Lawless 2003, section 5.4).
        durations, failed = draw_periods(rng, true_shape, 3600.0, window_s=80 * 3600.0)
        fit = weibull_shape(durations, failed)
        assert fit is not None
        k = fit.shape
        hits += (k.low or 0.0) <= true_shape <= (k.high or math.inf)
    assert abs(hits / DRAWS - 0.95) <= BAND


@pytest.mark.slow
def test_the_exponential_tests_hold_their_level() -> None:
    """On exponential data each test rejects in about 5 % of draws (sd 0.0069 at N = 1000)."""
    rng = np.random.default_rng(3)
    lr = gof = 0
    for _ in range(DRAWS):
        durations, failed = draw_periods(rng, 1.0, 3600.0, window_s=60 * 3600.0)
        fit = weibull_shape(durations, failed)
        assert fit is not None
        lr += fit.exponential_rejected()
        gof += fit.gof_p_value < 0.05
    band = 3.5 * math.sqrt(0.05 * 0.95 / DRAWS)
    assert abs(lr / DRAWS - 0.05) <= band
    assert abs(gof / DRAWS - 0.05) <= band


def test_the_exponential_is_rejected_for_weibull_shape_0_7() -> None:
    """With about 200 failures, the standard error of the fitted shape is near
    0.78 x 0.7 / sqrt(200) = 0.039 (the Weibull shape's asymptotic variance, 0.608 k² / r:
    Lawless 2003, section 5.2), so 1 is 7.7 standard
    errors away: every draw should reject. 200 draws; at most 1 % may fail to."""
    rng = np.random.default_rng(4)
    draws = 200
    lr = gof = 0
    for _ in range(draws):
        durations, failed = draw_periods(rng, 0.7, 3600.0, window_s=200 * 3600.0)
        fit = weibull_shape(durations, failed)
        assert fit is not None
        lr += fit.exponential_rejected()
        gof += fit.gof_p_value < 0.05
    assert lr >= 0.99 * draws
    # The goodness-of-fit test does not know the alternative is a Weibull, so it has less
    # power; it still rejects most draws at this size.
    assert gof >= 0.8 * draws


def test_weibull_fit_agrees_with_scipy_s_censored_fit() -> None:
    """Our profile-likelihood maximum against scipy's generic censored maximum likelihood
    (``weibull_min.fit`` with ``CensoredData``), a separate implementation: both maximise
    the same likelihood, so they agree to the looser of the two optimisers' tolerances (scipy's
    Nelder-Mead stops near 1e-6 relative; 1e-5 leaves room)."""
    from scipy import stats

    rng = np.random.default_rng(5)
    durations, failed = draw_periods(rng, 0.8, 3600.0, window_s=100 * 3600.0)
    ours = weibull_shape(durations, failed)
    assert ours is not None
    d = np.asarray(durations)
    f = np.asarray(failed)
    data = stats.CensoredData(uncensored=d[f], right=d[~f])
    shape, _, scale = stats.weibull_min.fit(data, floc=0)
    assert ours.shape.estimate == pytest.approx(shape, rel=1e-5)
    assert ours.scale_s == pytest.approx(scale, rel=1e-5)
