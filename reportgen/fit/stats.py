"""The estimates: MTBF with its chi-square interval, the Weibull shape, two tests of the
exponential assumption, and quantiles. scipy supplies the distributions (imported here, on the
``fit`` path only).

References:

* MTBF interval for a time-terminated test (the observation ends at a time, not at a failure):
  ``2T / χ²(1 − α/2; 2r + 2) ≤ MTBF ≤ 2T / χ²(α/2; 2r)``, NIST/SEMATECH e-Handbook of
  Statistical Methods, section 8.4.1.1 (Epstein 1960). Censored running periods add their
  time to ``T`` and nothing to ``r``; the interval is exact (conservative) for exponential data.
* Weibull shape by maximum likelihood with right-censoring, its 95 % interval from the profile
  likelihood ratio (Lawless, *Statistical Models and Methods for Lifetime Data*, 2nd ed. 2003,
  sections 5.2 and 5.4.1): for a shape ``k`` the scale that maximises the likelihood is
  ``λ̂(k)^k = Σ tᵢ^k / r`` (Eq. 5.2.4), which leaves a one-parameter profile.
* Exponential against Weibull: the likelihood-ratio test of ``k = 1`` (chi-square, 1 degree of
  freedom). Goodness of fit: the total-time-on-test transform (Barlow and Campo 1975) turns the
  failures of a constant-hazard process into uniform points on (0, 1), whatever the censoring;
  a Kolmogorov-Smirnov test of those points checks the exponential without assuming the
  Weibull alternative.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = [
    "MIN_FAILURES_FOR_SHAPE",
    "Estimate",
    "ShapeFit",
    "mtbf_interval",
    "quantiles",
    "ttt_uniformity_p",
    "weibull_shape",
]

MIN_FAILURES_FOR_SHAPE = 3
"""Below three failures the Weibull likelihood has no useful maximum (two points fit any shape)."""

ZERO_DURATION_S = 0.5
"""Logs record whole seconds: a period logged as 0 s lasted under a second, half of one on
average. It is taken as that, so that its logarithm exists."""


@dataclass(frozen=True)
class Estimate:
    """A point estimate and its confidence interval; ``None`` where the data set no bound."""

    estimate: float | None
    low: float | None
    high: float | None

    def to_dict(self) -> dict[str, float | None]:
        return {"estimate": self.estimate, "low": self.low, "high": self.high}


def mtbf_interval(exposure_s: float, failures: int, confidence: float = 0.95) -> Estimate:
    """MTBF = exposure ÷ failures [s] with the time-terminated chi-square interval.

    With no failure there is no estimate and no upper bound, only the lower bound.
    """
    from scipy.stats import chi2

    alpha = 1.0 - confidence
    low = 2.0 * exposure_s / float(chi2.ppf(1.0 - alpha / 2.0, 2 * failures + 2))
    if failures == 0:
        return Estimate(None, low, None)
    high = 2.0 * exposure_s / float(chi2.ppf(alpha / 2.0, 2 * failures))
    return Estimate(exposure_s / failures, low, high)


@dataclass(frozen=True)
class ShapeFit:
    """The Weibull fit and the two tests of the exponential."""

    shape: Estimate
    scale_s: float
    """Weibull scale λ at the estimated shape [s]."""
    lr_p_value: float
    """p-value of the likelihood-ratio test of shape = 1."""
    gof_p_value: float
    """p-value of the total-time-on-test Kolmogorov-Smirnov test of the exponential."""

    def exponential_rejected(self, level: float = 0.05) -> bool:
        """The likelihood-ratio test rejects shape = 1 at ``level``."""
        return self.lr_p_value < level


def _profile(
    durations: Sequence[float], failed: Sequence[bool]
) -> tuple[Callable[[float], float], int]:
    """The profile log-likelihood of the shape (up to a constant) and the failure count."""
    import numpy as np
    from scipy.special import logsumexp

    t = _positive(durations)
    d = np.asarray(failed, dtype=bool)
    # Rescaling the times shifts the profile by a constant, and keeps t**k finite for large k.
    log_u = np.log(t / t.max())
    r = int(d.sum())
    sum_log_failed = float(log_u[d].sum())

    def profile(shape: float) -> float:
        # r·log k − r·log(Σ u^k / r) + (k − 1)·Σ_failed log u − r   (Lawless Eq. 5.2.5)
        log_sum = float(logsumexp(shape * log_u))
        return r * math.log(shape) - r * (log_sum - math.log(r)) + (shape - 1) * sum_log_failed - r

    return profile, r


def _positive(durations: Sequence[float]) -> Any:
    import numpy as np

    t = np.asarray(durations, dtype=float)
    return np.where(t > 0.0, t, ZERO_DURATION_S)


def weibull_shape(
    durations: Sequence[float], failed: Sequence[bool], confidence: float = 0.95
) -> ShapeFit | None:
    """Fit a Weibull to right-censored running periods; ``None`` with too few failures."""
    from scipy.optimize import brentq, minimize_scalar
    from scipy.stats import chi2

    if sum(failed) < MIN_FAILURES_FOR_SHAPE:
        return None
    ll, r = _profile(durations, failed)

    lo_log, hi_log = math.log(0.02), math.log(50.0)
    best = minimize_scalar(
        lambda x: -ll(math.exp(x)),
        bounds=(lo_log, hi_log),
        method="bounded",
        options={"xatol": 1e-10},
    )
    shape = math.exp(float(best.x))
    ll_max = ll(shape)
    cut = float(chi2.ppf(confidence, 1)) / 2.0

    def excess(x: float) -> float:
        return ll_max - ll(math.exp(x)) - cut

    low = math.exp(brentq(excess, lo_log, math.log(shape))) if excess(lo_log) > 0 else None
    high = math.exp(brentq(excess, math.log(shape), hi_log)) if excess(hi_log) > 0 else None
    lr = max(0.0, 2.0 * (ll_max - ll(1.0)))
    import numpy as np

    t = _positive(durations)
    scale_s = float((np.sum(t**shape) / r) ** (1.0 / shape))
    return ShapeFit(
        shape=Estimate(shape, low, high),
        scale_s=scale_s,
        lr_p_value=float(chi2.sf(lr, 1)),
        gof_p_value=ttt_uniformity_p(durations, failed),
    )


def ttt_uniformity_p(durations: Sequence[float], failed: Sequence[bool]) -> float:
    """p-value of the exponential by the total-time-on-test transform and Kolmogorov-Smirnov.

    Sorted by age, the exposure accumulated by all periods up to the age of each failure,
    divided by the total exposure, is uniform on (0, 1) when the hazard is constant.
    """
    import numpy as np
    from scipy.stats import kstest

    t = np.asarray(durations, dtype=float)
    d = np.asarray(failed, dtype=bool)
    order = np.argsort(t, kind="stable")
    t, d = t[order], d[order]
    n = len(t)
    # Exposure up to age t_j: Σ_{i<j} t_i + (n − j)·t_j (the periods still at risk contribute t_j).
    before = np.concatenate(([0.0], np.cumsum(t)[:-1]))
    ttt = before + (n - np.arange(n)) * t
    u = ttt[d] / t.sum()
    return float(kstest(u, "uniform").pvalue)


def quantiles(values: Sequence[float], *qs: float) -> tuple[float, ...] | None:
    """Sample quantiles (linear interpolation between order statistics); ``None`` when empty."""
    if not values:
        return None
    import numpy as np

    return tuple(float(np.quantile(np.asarray(values, dtype=float), q)) for q in qs)
