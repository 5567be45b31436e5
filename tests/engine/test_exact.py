"""The exact model against Daly (2006) and against renewal arguments derived here by hand."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reportgen.engine.exact import (
    FailureModel,
    daly_expected_wall,
    daly_higher_order_interval,
    expected_job_ratio,
    expected_ratio,
    finite_job_excess_s,
    lambert_w0,
    minimise_interval,
    optimal_interval_sync,
)
from reportgen.engine.young import young_interval


def daly_ratio(t: float, c: float, r: float, m: float) -> float:
    """Daly (2006) Eq. 13 divided by the useful time, written out independently of the engine."""
    return m * math.exp(r / m) * (math.exp((t + c) / m) - 1.0) / t


CASES = [
    # (T, C, R, M): the exercise's baseline/sharded/async on demand and on spot, and extremes.
    (3943.6, 240.0, 840.0, 32_400.0),
    (985.9, 15.0, 840.0, 32_400.0),
    (311.8, 1.5, 840.0, 32_400.0),
    (983.0, 240.0, 840.0, 2_700.0),
    (90.0, 1.5, 840.0, 2_700.0),
    (10.0, 600.0, 3_600.0, 1_800.0),
]


@pytest.mark.parametrize(("t", "c", "r", "m"), CASES)
def test_synchronous_unwarned_model_is_dalys_formula(
    t: float, c: float, r: float, m: float
) -> None:
    # Same closed form evaluated two ways: only rounding separates them.
    assert expected_ratio(t, c, r, FailureModel.unwarned(m)) == pytest.approx(
        daly_ratio(t, c, r, m), rel=1e-12
    )
    assert daly_expected_wall(1000.0, t, c, r, m).value == pytest.approx(
        1000.0 * daly_ratio(t, c, r, m), rel=1e-12
    )


def test_exercise_spot_single_writer_hand_values() -> None:
    # M = 2700 s, C = 240 s, R = 840 s at T = 983 s, by hand:
    # e^{840/2700} = e^{0.311111} = 1.364941; e^{1223/2700} = e^{0.452963} = 1.572966;
    # 2700 × 1.364941 × 0.572966 / 983 = 2.14809 (wall ÷ useful: overhead 115 %).
    # Tolerance: the hand values carry six or seven digits, so 1e-5 absolute.
    ratio = expected_ratio(983.0, 240.0, 840.0, FailureModel.unwarned(2700.0))
    assert ratio == pytest.approx(2.14809, abs=1e-5)


def test_lambert_w0_known_values() -> None:
    assert lambert_w0(0.0) == 0.0
    assert lambert_w0(-1.0 / math.e) == -1.0
    # W(-ln2/2) = -ln 2, since (-ln 2)·e^{-ln 2} = -ln2/2.
    assert lambert_w0(-math.log(2.0) / 2.0) == pytest.approx(-math.log(2.0), abs=1e-14)
    for x in (-0.3678, -0.3, -0.2, -0.05, -1e-9):
        w = lambert_w0(x)
        assert w * math.exp(w) == pytest.approx(x, abs=1e-15)
        assert -1.0 <= w <= 0.0
    with pytest.raises(ValueError):
        lambert_w0(0.5)


@pytest.mark.parametrize(("c", "m"), [(240.0, 32_400.0), (15.0, 32_400.0), (240.0, 2_700.0)])
def test_exact_optimum_solves_the_stationarity_condition(c: float, m: float) -> None:
    # d/dT [(e^{(T+C)/M} − 1)/T] = 0  ⇔  e^{(T+C)/M}·(1 − T/M) = 1 (derived in the test's module
    # docstring of exact.py; checked here on the number, not on the code's formula).
    t = optimal_interval_sync(c, m).value
    assert math.exp((t + c) / m) * (1.0 - t / m) == pytest.approx(1.0, abs=1e-12)


def test_exercise_exact_optimum_and_dalys_higher_order_estimate() -> None:
    # Daly's Eq. 37 by hand: C/2M = 240/64,800 = 0.0037037, sqrt = 0.0608581;
    # 3943.6025 × (1 + 0.0202860 + 0.0004115) − 240 = 3785.225 s.
    higher = daly_higher_order_interval(240.0, 32_400.0).value
    assert higher == pytest.approx(3785.225, abs=0.01)
    exact = optimal_interval_sync(240.0, 32_400.0).value
    # Daly reports the higher-order estimate within a fraction of a percent of the true optimum
    # for C ≪ M; here C/M = 0.0074.
    assert exact == pytest.approx(higher, rel=1e-4)
    assert exact < young_interval(240.0, 32_400.0).value
    assert daly_higher_order_interval(500.0, 200.0).value == 200.0  # C ≥ 2M: T = M


def test_numerical_search_finds_the_closed_form_optimum() -> None:
    for c, m in ((240.0, 32_400.0), (1.5, 2_700.0), (240.0, 2_700.0)):
        closed = optimal_interval_sync(c, m).value
        found = minimise_interval(
            lambda t, c=c, m=m: expected_ratio(t, c, 840.0, FailureModel.unwarned(m)), 1.0, 20 * m
        )
        # The ratio is flat at its minimum: golden section pins T to ~1e-6 relative.
        assert found == pytest.approx(closed, rel=1e-5)


def test_numerical_search_from_a_guess_finds_the_same_optimum() -> None:
    # The two-tier search starts each k from the previous k's optimum: from a guess near or far,
    # below or above, the downhill walk and Brent's method find the closed form, and an optimum
    # on a bound is returned at the bound (to an ulp: the ratio is flat to a float there).
    for c, m in ((240.0, 32_400.0), (1.5, 2_700.0), (240.0, 2_700.0)):
        closed = optimal_interval_sync(c, m).value

        def ratio(t: float, c: float = c, m: float = m) -> float:
            return expected_ratio(t, c, 840.0, FailureModel.unwarned(m))

        for guess in (closed, closed * 1.03, closed / 7.0, closed * 15.0, 1.0, 20 * m):
            found = minimise_interval(ratio, 1.0, 20 * m, guess)
            assert found == pytest.approx(closed, rel=1e-5)
        on_bound = (
            minimise_interval(ratio, closed * 2.0, 20 * m, closed),
            minimise_interval(ratio, closed * 2.0, 20 * m),
        )
        assert on_bound == pytest.approx((closed * 2.0, closed * 2.0), rel=1e-15)
        assert minimise_interval(ratio, 1.0, closed / 2.0, closed) == pytest.approx(
            closed / 2.0, rel=1e-15
        )


def test_async_two_state_renewal_by_hand() -> None:
    # Hand derivation. After a restart the first checkpoint must survive L + W, later ones L.
    # Per unit of progress T from the running state: X_r = (1 − e^{−L/M})(M·e^{R/M} + X_f), with
    # X_f = M·e^{R/M}(e^{(L+W)/M} − 1) the fresh unit (Daly's argument with L + W). The
    # long-run ratio is X_r / T.
    t, c, w, r, m = 90.0, 1.5, 15.0, 840.0, 2700.0
    seg = t + c
    x_f = m * math.exp(r / m) * (math.exp((seg + w) / m) - 1.0)
    x_r = (1.0 - math.exp(-seg / m)) * (m * math.exp(r / m) + x_f)
    got = expected_ratio(t, c, r, FailureModel.unwarned(m), background_s=w)
    assert got == pytest.approx(x_r / t, rel=1e-12)
    # And the background write costs something: more than the synchronous snapshot alone.
    assert got > expected_ratio(t, c, r, FailureModel.unwarned(m))


def _t_exp(k: float, a: float, b: float) -> float:
    """∫_a^b t·e^{−kt} dt in closed form."""
    return (a / k + 1 / k**2) * math.exp(-k * a) - (b / k + 1 / k**2) * math.exp(-k * b)


def _exp(k: float, a: float, b: float) -> float:
    """∫_a^b e^{−kt} dt in closed form."""
    return (math.exp(-k * a) - math.exp(-k * b)) / k


def test_preemptions_only_by_hand() -> None:
    # λh = 0: every kill is announced N ahead (rate λ), W = 0, N ≤ T. Two states, both
    # starting a segment L = T + C whose compute curve is c(t) = min(t, T):
    # * running (after a checkpoint): every notice is seen and saves c(t); survive e^{−λL};
    #   wall ∫_0^L e^{−λt}dt + (1 − e^{−λL})·(N + E[R]), E[R] = (e^{λR} − 1)/λ;
    #   gain e^{−λL}·T + λ∫_0^L c(t)e^{−λt}dt.
    # * fresh (after a restart): kills in [0, N) had their notice during the restart and lose
    #   c(t); survival e^{−2λt} on [0, N), e^{−λ(t+N)} after; notices (rate λ) still seen.
    # Stationary weights: running e^{−λL} (fresh succeeded), fresh 1 − e^{−λL}.
    t, c, r, n = 1000.0, 15.0, 840.0, 120.0
    lam = 1.0 / 2700.0
    seg = t + c
    restart = math.expm1(lam * r) / lam
    survive_r = math.exp(-lam * seg)
    wall_r = _exp(lam, 0, seg) + (1 - survive_r) * (n + restart)
    gain_r = survive_r * t + lam * (_t_exp(lam, 0, t) + t * _exp(lam, t, seg))
    survive_f = math.exp(-lam * (seg + n))
    alive_f = _exp(2 * lam, 0, n) + math.exp(-lam * n) * _exp(lam, n, seg)
    wall_f = alive_f + lam * alive_f * n + (1 - survive_f) * restart
    gain_f = survive_f * t + lam * (
        _t_exp(2 * lam, 0, n) + math.exp(-lam * n) * (_t_exp(lam, n, t) + t * _exp(lam, t, seg))
    )
    weight_f, weight_r = 1 - survive_r, survive_f
    hand = (weight_f * wall_f + weight_r * wall_r) / (weight_f * gain_f + weight_r * gain_r)
    failures = FailureModel(0.0, lam, notice_s=n, emergency_save_s=15.0)
    # 1e-12: the same closed forms evaluated in a different order.
    assert expected_ratio(t, c, r, failures) == pytest.approx(hand, rel=1e-12)


def test_saving_before_the_kill_never_loses_to_saving_at_the_notice() -> None:
    at = FailureModel(1 / 32_400, 1 / 2_945, notice_s=120.0, emergency_save_s=16.5)
    before = FailureModel(1 / 32_400, 1 / 2_945, 120.0, 16.5, save_before_kill=True)
    for t in (100.0, 300.0, 1000.0, 4000.0):
        assert expected_ratio(t, 1.5, 840.0, before, 15.0) < expected_ratio(t, 1.5, 840.0, at, 15.0)


def test_no_failures_costs_only_the_checkpoints() -> None:
    assert expected_ratio(100.0, 5.0, 840.0, FailureModel(0.0)) == pytest.approx(1.05)


def test_background_write_longer_than_a_segment_is_refused() -> None:
    with pytest.raises(ValueError):
        expected_ratio(10.0, 1.0, 0.0, FailureModel.unwarned(1000.0), background_s=20.0)


pos = st.floats(min_value=0.1, max_value=5_000.0)


@settings(max_examples=200, deadline=None)
@given(
    c=pos,
    m=st.floats(min_value=600.0, max_value=1e6),
    r=st.floats(min_value=0.0, max_value=5_000.0),
)
def test_exact_optimum_never_loses_to_young(c: float, m: float, r: float) -> None:
    failures = FailureModel.unwarned(m)
    exact_t = optimal_interval_sync(c, m).value
    young_t = young_interval(c, m).value
    assert expected_ratio(exact_t, c, r, failures) <= expected_ratio(young_t, c, r, failures) * (
        1 + 1e-12
    )


@settings(max_examples=100, deadline=None)
@given(
    c=pos, m=st.floats(min_value=600.0, max_value=1e6), k=st.floats(min_value=1.05, max_value=20)
)
def test_overhead_falls_as_the_checkpoint_gets_cheaper(c: float, m: float, k: float) -> None:
    failures = FailureModel.unwarned(m)

    def best(cost: float) -> float:
        return expected_ratio(optimal_interval_sync(cost, m).value, cost, 840.0, failures)

    assert best(c / k) < best(c)


@settings(max_examples=100, deadline=None)
@given(t=st.floats(min_value=1.0, max_value=1e5), c=pos, m=st.floats(min_value=60.0, max_value=1e6))
def test_ratio_is_at_least_the_failure_free_cost(t: float, c: float, m: float) -> None:
    assert expected_ratio(t, c, 0.0, FailureModel.unwarned(m)) >= (t + c) / t * (1 - 1e-12)


@pytest.mark.parametrize("notice_s", [30.0, 120.0, 480.0])
def test_notice_during_restart_saves_nothing_limit(notice_s: float) -> None:
    # Hand derivation (kills announced exactly N ahead, rate λ, nothing else): after a kill
    # the job needs R + N without a kill, since a kill in the first N after the restart had its
    # notice during the restart and saves nothing; expected time (e^{λ(R+N)} − 1)/λ, then 1/λ
    # to the next kill, whose notice ends the useful work 1/λ after the restart on average:
    # wall/useful = e^{λ(R+N)}. The model keeps the wait after a notice at N even when such an
    # unannounced kill ends it sooner, a third-order difference (about (λN)³/13); the tolerance
    # (λN)³/10 covers it and nothing of second order. The old form e^{λR} + λN fails it.
    lam, restart_s = 1 / 2700, 840.0
    failures = FailureModel(0.0, lam, notice_s, 0.0, False)
    got = expected_ratio(60 / lam, 1e-9, restart_s, failures)
    limit = math.exp(lam * (restart_s + notice_s))
    assert got == pytest.approx(limit, rel=(lam * notice_s) ** 3 / 10)
    old_form = math.exp(lam * restart_s) + lam * notice_s
    assert abs(old_form - limit) / limit > (lam * notice_s) ** 3 / 10


# --- a whole job against the long-run rate --------------------------------------------------


def finite_job_wall_by_hand(n: int, t: float, c: float, w: float, r: float, rate: float) -> float:
    """Expected wall time of a job of ``n`` intervals without notices, stage by stage.

    Stage k ends when checkpoint k is durable. Each attempt of length D fails with probability
    1 − e^{−λD}; a failure costs the time lost to it and a restart that starts over when hit,
    and together, summed over the geometric number of failures, an attempt that must survive
    D takes E(D) = (e^{λD} − 1)·e^{λR}/λ in all (the successful attempt included). The first
    stage, and any after a restart, is *fresh* (D = L + W: the checkpoint is durable W after its
    block); a stage that starts at a durable checkpoint is *running* (D = L), and if it fails
    it goes on fresh: E_r = (1 − e^{−λL})·(e^{λR}/λ + E_f). The job takes E_f + (n − 1)·E_r.
    """
    seg = t + c
    e_fresh = math.expm1(rate * (seg + w)) * math.exp(rate * r) / rate
    e_running = -math.expm1(-rate * seg) * (math.exp(rate * r) / rate + e_fresh)
    return e_fresh + (n - 1) * e_running


@pytest.mark.parametrize(
    ("n", "t", "c", "w", "r", "m"),
    [
        (31, 6705.3, 6.2475, 148.75, 600.0, 3.6e6),  # spot-7b, sharded + asynchronous on demand
        (10, 100.0, 1.0, 90.0, 30.0, 2000.0),  # a short job whose final write is 9 % of it
        (1, 300.0, 10.0, 250.0, 840.0, 900.0),
        (3, 3943.6, 240.0, 0.0, 840.0, 32_400.0),  # synchronous: no excess, Daly's ratio
    ],
)
def test_a_whole_job_is_the_hand_derivation(
    n: int, t: float, c: float, w: float, r: float, m: float
) -> None:
    failures = FailureModel.unwarned(m)
    by_hand = finite_job_wall_by_hand(n, t, c, w, r, 1.0 / m) / (n * t)
    # n·T of useful work exactly, and a job one second longer needs one more interval.
    assert expected_job_ratio(t, c, r, failures, w, useful_s=n * t) == pytest.approx(
        by_hand, rel=1e-12
    )
    longer = finite_job_wall_by_hand(n + 1, t, c, w, r, 1.0 / m) / ((n + 1) * t)
    assert expected_job_ratio(t, c, r, failures, w, useful_s=n * t + 1.0) == pytest.approx(
        longer, rel=1e-12
    )
    # The excess over the long-run rate is one exposed final write, e^{λR}·(e^{λW} − 1)/λ:
    # E_f + (n − 1)·E_r − n·E_r = E_f − E_r, simplified by hand.
    excess = math.exp(r / m) * math.expm1(w / m) * m
    assert finite_job_excess_s(t, c, r, failures, w) == pytest.approx(excess, rel=1e-9, abs=1e-9)
    long_run = expected_ratio(t, c, r, failures, w)
    assert by_hand - long_run == pytest.approx(excess / (n * t), rel=1e-6, abs=1e-15)


def test_a_failure_free_job_pays_its_last_write() -> None:
    # 10 segments of 100 s + 1 s, then the last write (50 s) lands: 1,060 s for 1,000 s.
    job = expected_job_ratio(100.0, 1.0, 30.0, FailureModel(0.0), 50.0, 1000.0)
    assert job == pytest.approx(1.06, rel=1e-15)
    assert expected_ratio(100.0, 1.0, 30.0, FailureModel(0.0), 50.0) == pytest.approx(1.01)


def test_the_simulated_job_is_the_whole_job_not_the_long_run() -> None:
    # A job whose last write is 9 % of it: the simulation (which ends a job when its last
    # checkpoint is durable) sits on the finite-job expectation and far from the long-run rate.
    from reportgen.engine.simulate import SimParams, simulate

    params = SimParams(
        useful_s=1000.0,
        interval_s=100.0,
        blocking_s=1.0,
        background_s=90.0,
        restart_s=30.0,
        unwarned_rate_per_s=1 / 2000,
    )
    sim = simulate(params, trials=4000, seed=11)
    failures = FailureModel.unwarned(2000.0)
    job = expected_job_ratio(100.0, 1.0, 30.0, failures, 90.0, 1000.0)
    # 4 standard errors: a correct model fails this by chance about once in 16,000 seeds.
    assert abs(sim.mean_ratio - job) <= 4 * sim.stderr_ratio
    # The long-run rate is ~0.09 off, about 30 standard errors at 4,000 trials.
    assert abs(sim.mean_ratio - expected_ratio(100.0, 1.0, 30.0, failures, 90.0)) > (
        20 * sim.stderr_ratio
    )
