"""The two-tier model: its limits (Daly, the single-tier asynchronous model), its optimum, and
agreement with the event-by-event simulation, which shares none of its algebra."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from reportgen.engine import tiers
from reportgen.engine.exact import FailureModel, expected_ratio
from reportgen.engine.simulate_tiers import simulate_two_tier
from reportgen.engine.tiers import (
    log_floor,
    log_two_tier_ratio,
    optimise_two_tier,
    two_tier_ratio,
)


def daly_ratio(interval_s: float, checkpoint_s: float, restart_s: float, mtbf_s: float) -> float:
    """Daly (2006), Eq. 13 divided by the useful time: M·e^{R/M}·(e^{(T+C)/M} − 1)/T."""
    return (
        mtbf_s
        * math.exp(restart_s / mtbf_s)
        * (math.exp((interval_s + checkpoint_s) / mtbf_s) - 1)
        / interval_s
    )


@pytest.mark.parametrize(
    ("t", "c", "r", "m"), [(3785.0, 240.0, 840.0, 32400.0), (300.0, 15.0, 840.0, 2700.0)]
)
def test_one_tier_no_drain_is_daly(t: float, c: float, r: float, m: float) -> None:
    # k = 1, no local failures, no drain: Daly's formula. 1e-12: both are a handful of
    # correctly rounded exp/log operations on numbers of order 1.
    assert two_tier_ratio(t, c, 1, 0.0, r, 0.0, 1 / m) == pytest.approx(
        daly_ratio(t, c, r, m), rel=1e-12
    )


def test_one_tier_with_drain_is_the_async_model() -> None:
    # Hand derivation: with k = 1 and only global failures, a drain W undoes the previous
    # interval when a failure strikes in the first W of the next one, which multiplies Daly's
    # ratio by e^{λW}: (e^{λ(T+C)} − 1)·e^{λ(R+W)}/(λT). The single-tier asynchronous model in
    # exact.py, derived separately (fresh/running states), must agree.
    t, c, r, w, m = 900.0, 1.5, 840.0, 15.0, 32400.0
    lam = 1 / m
    hand = math.expm1(lam * (t + c)) * math.exp(lam * (r + w)) / (lam * t)
    assert two_tier_ratio(t, c, 1, w, r, 0.0, lam) == pytest.approx(hand, rel=1e-12)
    assert expected_ratio(t, c, r, FailureModel.unwarned(m), w) == pytest.approx(hand, rel=1e-12)


@pytest.mark.parametrize("every", [1, 3, 10])
def test_local_failures_only_is_daly_at_the_fast_interval(every: int) -> None:
    # With no global failures the durable tier is never read, so the drain and k do not
    # matter and the fast tier is a single tier: Daly's formula at the local rate.
    t, c, r, m = 400.0, 2.0, 600.0, 5000.0
    assert two_tier_ratio(t, c, every, 100.0, r, 1 / m, 0.0) == pytest.approx(
        daly_ratio(t, c, r, m), rel=1e-12
    )


@pytest.mark.parametrize(
    ("t", "c", "k", "w", "r", "local", "glob", "seed"),
    [
        (300.0, 10.0, 4, 900.0, 200.0, 1 / 2000, 1 / 6000, 1),
        (100.0, 1.0, 10, 500.0, 50.0, 1 / 300, 1 / 5000, 2),
    ],
)
def test_simulation_agrees(
    t: float, c: float, k: int, w: float, r: float, local: float, glob: float, seed: int
) -> None:
    sim = simulate_two_tier(
        interval_s=t,
        blocking_s=c,
        every=k,
        drain_s=w,
        restart_s=r,
        local_rate_per_s=local,
        global_rate_per_s=glob,
        useful_s=t * k * 300,
        trials=300,
        seed=seed,
    )
    model = two_tier_ratio(t, c, k, w, r, local, glob)
    # 4 standard errors: the simulated mean is a sum of many independent failures, close to
    # normal, so a correct model fails this by chance about once in 16,000 seeds. The finite
    # job (300 durable cycles) differs from the long-run expectation by about one cycle's
    # exposure, λ_g·W/300 < 0.1 %, well inside 4 standard errors here.
    assert abs(sim.mean_ratio - model) <= 4 * sim.stderr_ratio
    # The check has teeth: forgetting the drain window (W = 0) is many errors off.
    assert abs(sim.mean_ratio - two_tier_ratio(t, c, k, 0.0, r, local, glob)) > 4 * sim.stderr_ratio


def test_simulation_returns_each_trials_completion_time() -> None:
    # Without failures every job runs its 40 segments back to back: 40·(T + C) of wall clock
    # for 40·T of work, by hand 12,400 s for 12,000 s; the drains run in the background.
    quiet = simulate_two_tier(
        interval_s=300.0,
        blocking_s=10.0,
        every=4,
        drain_s=900.0,
        restart_s=200.0,
        local_rate_per_s=0.0,
        global_rate_per_s=0.0,
        useful_s=12_000.0,
        trials=5,
        seed=1,
    )
    assert quiet.ratios is not None
    assert list(quiet.ratios) == pytest.approx([12_400 / 12_000] * 5, rel=1e-12)
    assert list(quiet.days) == pytest.approx([12_400 / 86_400] * 5, rel=1e-12)
    # With failures: one completion time per trial, never below the failure-free one, and the
    # summaries are those of the per-trial times (statistics, not numpy, recomputes them).
    sim = simulate_two_tier(
        interval_s=300.0,
        blocking_s=10.0,
        every=4,
        drain_s=900.0,
        restart_s=200.0,
        local_rate_per_s=1 / 2000,
        global_rate_per_s=1 / 6000,
        useful_s=12_000.0,
        trials=101,
        seed=2,
    )
    assert sim.ratios is not None and len(sim.ratios) == 101
    assert not sim.ratios.flags.writeable
    assert min(sim.ratios) >= 12_400 / 12_000 - 1e-12
    ratios = [float(x) for x in sim.ratios]
    assert sim.mean_ratio == pytest.approx(statistics.fmean(ratios), rel=1e-12)
    assert sim.stderr_ratio == pytest.approx(statistics.stdev(ratios) / math.sqrt(101), rel=1e-9)
    assert sim.p50_ratio == pytest.approx(statistics.median(ratios), rel=1e-12)
    assert sim.p50_days == pytest.approx(statistics.median(ratios) * 12_000 / 86_400, rel=1e-12)
    assert sim.mean_days == pytest.approx(sim.mean_ratio * 12_000 / 86_400, rel=1e-12)
    # numpy's default percentile interpolates linearly between order statistics: the 90th of
    # 101 values is the 91st smallest exactly.
    assert sim.p90_ratio == sorted(ratios)[90]


def test_optimum_beats_a_brute_force_grid() -> None:
    c, w, r, step = 1.5, 3015.0, 840.0, 0.9
    local, glob = 0.78 / 32400, 0.22 / 32400
    best = optimise_two_tier(c, w, r, local, glob, step)
    assert best.every * (best.interval_s + c) >= w
    grid_best = math.inf
    for k in range(1, 40):
        for steps in range(1, 6000, 7):
            t = steps * step
            if k * (t + c) >= w:
                grid_best = min(grid_best, two_tier_ratio(t, c, k, w, r, local, glob))
    # The grid is coarser than the search (7 steps, every k up to 39), so the search must be at
    # least as good, to rounding.
    assert best.ratio <= grid_best * (1 + 1e-12)


def test_overflow_free() -> None:
    # MTBF 1 s, 14-minute restart: e^{840} is not a float, its logarithm is.
    log_ratio = log_two_tier_ratio(10.0, 1.5, 2, 15.0, 840.0, 0.78, 0.22)
    assert math.isfinite(log_ratio) and log_ratio > 709
    assert two_tier_ratio(10.0, 1.5, 2, 15.0, 840.0, 0.78, 0.22) == math.inf
    floor = log_floor(1.5, 15.0, 840.0, 0.78, 0.22, 2)
    assert math.isfinite(floor) and floor <= log_ratio


def test_min_durable_interval_is_respected() -> None:
    best = optimise_two_tier(1.5, 15.0, 840.0, 0.78 / 32400, 0.22 / 32400, 0.9, 3015.0)
    assert best.every * (best.interval_s + 1.5) >= 3015.0


def _random_tiers(rng: random.Random) -> tuple[float, float, float, float, float, float, float]:
    mtbf = 10 ** rng.uniform(2.5, 6.5)
    frac = rng.choice([0.78, rng.uniform(0.0, 1.0), 0.0])
    local = frac / mtbf
    glob = 1.0 / mtbf - local
    c, w, r = 10 ** rng.uniform(-1, 3), 10 ** rng.uniform(0, 4), 10 ** rng.uniform(0, 4)
    step = 10 ** rng.uniform(-1, 1.5)
    min_durable = 10 ** rng.uniform(0, 5) if rng.random() < 0.5 else 0.0
    return c, w, r, local, glob, step, min_durable


def test_floor_is_below_the_cost_and_rises_with_k() -> None:
    rng = random.Random(14)
    cases = [(1.5, 3015.0, 840.0, 0.78 / 32400, 0.22 / 32400, 0.9, 0.0)]
    cases += [_random_tiers(rng) for _ in range(40)]
    for c, w, r, local, glob, _step, _ in cases:
        previous = -math.inf
        for k in (*range(1, 40), 64, 100, 400, 2000):
            floor = log_floor(c, w, r, local, glob, k)
            assert floor >= previous
            previous = floor
            lowest = max(w / k - c, 1e-3)
            for i in range(120):
                t = lowest * 1.15**i
                assert floor <= log_two_tier_ratio(t, c, k, w, r, local, glob) + 1e-12


def test_early_stop_finds_the_pair_of_the_full_scan(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(1414)
    cases = [
        (1.5, 3015.0, 840.0, 0.78 / 32400, 0.22 / 32400, 0.9, 0.0),
        (1.5, 15.0, 840.0, 0.78 / 32400, 0.22 / 32400, 0.9, 3015.0),
    ]
    cases += [_random_tiers(rng) for _ in range(60)]
    early = [optimise_two_tier(*case) for case in cases]
    # The search as it was before issue 14's start-up work: every k until 64 in a row have not
    # beaten the best.
    monkeypatch.setattr(tiers, "log_floor", lambda *args: -math.inf)
    full = [optimise_two_tier(*case) for case in cases]
    for case, a, b in zip(cases, early, full, strict=True):
        assert a == b, case
