"""The exact expected-time model for exponential failures (Daly 2006), and its optimum.

[1] J. T. Daly, "A higher order estimate of the optimum checkpoint interval for restart dumps",
    Future Generation Computer Systems 22(3):303–312, 2006. doi:10.1016/j.future.2004.11.016

Daly's expected wall time for ``W_u`` of useful work, checkpoint cost ``C``, restart ``R`` and
exponential failures of mean ``M`` that may strike during work, checkpoints and restarts is

    E[wall] = M · e^{R/M} · (e^{(T+C)/M} − 1) · W_u / T                       (Eq. 13 in [1])

:func:`expected_ratio` generalises it, as a two-state renewal-reward process, to the two
things Daly's formula does not cover and that this tool needs:

* asynchronous checkpoints, durable only ``W`` (the background write) after the snapshot: after
  a restart the first checkpoint must survive ``L + W`` (``L = T + C``), later ones ``L``;
* preemptions that come with a notice used for an emergency save: they lose no work, only the
  notice and the restart, while unwarned failures still lose everything since the last
  durable checkpoint.

With ``W = 0`` and no warned events it reduces to Daly's formula exactly (tested).

**A notice that arrives during a restart saves nothing.** Kills announced ``N`` ahead whose
notice falls while the job is restarting strike the restarted job unannounced during the first
``N`` after the restart: in the fresh state the warned rate ``λ_w`` is added to the rate of
events that lose work on ``[0, N)``, while notices (rate ``λ_w`` from the restart's end on) are
seen and used. Restart attempts are interrupted by every kill (rate ``λ``). With only warned
kills, no checkpoint cost and intervals much longer than ``1/λ`` this gives
``wall/useful = e^{λ(R + N)}`` up to a third-order term (``≈ (λN)³/13``: the model keeps the
wait after a notice at ``N`` even when an unannounced kill ends it sooner) — tested against
that limit; the earlier form, ``e^{λR} + λN``, missed it at second order. Not modelled: an
unannounced kill during the emergency save itself (probability ``λ_u·S``, second order).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass

from . import assumptions as A
from .calc import Calc, fmt

__all__ = [
    "FailureModel",
    "daly_expected_wall",
    "daly_higher_order_interval",
    "exp_or_inf",
    "expected_job_ratio",
    "expected_ratio",
    "finite_job_excess_s",
    "lambert_w0",
    "log_expected_ratio",
    "minimise_interval",
    "optimal_interval_sync",
]


@dataclass(frozen=True)
class FailureModel:
    """How job-killing events arrive and what each one costs."""

    unwarned_rate_per_s: float
    """Events with no usable warning: they lose all work since the last durable checkpoint."""
    warned_rate_per_s: float = 0.0
    """Preemptions whose notice is used for an emergency save (no work lost)."""
    notice_s: float = 0.0
    """Notice before the kill [s]; the wall clock spends it, plus the restart."""
    emergency_save_s: float = 0.0
    """Duration of the emergency save [s]."""
    save_before_kill: bool = False
    """Train on through the notice and save at the last moment (gains ``N − S`` per event)."""

    @classmethod
    def unwarned(cls, mtbf_s: float) -> FailureModel:
        return cls(unwarned_rate_per_s=1.0 / mtbf_s)

    @property
    def total_rate_per_s(self) -> float:
        return self.unwarned_rate_per_s + self.warned_rate_per_s


def _compute_done(t: float, interval_s: float, segment_s: float) -> float:
    """Compute time done ``t`` seconds after a (re)start: ``T`` per segment of length ``L``."""
    whole = math.floor(t / segment_s)
    return whole * interval_s + min(t - whole * segment_s, interval_s)


def _exp_moments(rate: float, a: float, b: float) -> tuple[float, float]:
    """``(∫_a^b e^{−λt} dt, ∫_a^b t·e^{−λt} dt)``."""
    ea, eb = math.exp(-rate * a), math.exp(-rate * b)
    zeroth = (ea - eb) / rate
    first = (a / rate + 1.0 / rate**2) * ea - (b / rate + 1.0 / rate**2) * eb
    return zeroth, first


def _weighted_gain(
    rate: float, offset: float, exposure: float, interval_s: float, segment_s: float, base: float
) -> float:
    """``∫_0^E (c(offset + t) − base)·e^{−λt} dt`` for the piecewise-linear compute curve ``c``."""
    # Break points of c(offset + t): segment starts and ends of compute within [0, E].
    points = {0.0, exposure}
    k = math.floor(offset / segment_s)
    while k * segment_s - offset < exposure:
        for edge in (k * segment_s, k * segment_s + interval_s):
            local = edge - offset
            if 0.0 < local < exposure:
                points.add(local)
        k += 1
    ordered = sorted(points)
    total = 0.0
    for a, b in itertools.pairwise(ordered):
        mid = offset + (a + b) / 2.0
        in_compute = (mid - math.floor(mid / segment_s) * segment_s) < interval_s
        slope = 1.0 if in_compute else 0.0
        value_at_a = _compute_done(offset + a, interval_s, segment_s) - base
        zeroth, first = _exp_moments(rate, a, b)
        # c(offset + t) − base = value_at_a + slope·(t − a) on [a, b]
        total += (value_at_a - slope * a) * zeroth + slope * first
    return total


def _log_sum(*logs: float) -> float:
    """``log(Σ e^{x_i})`` without overflow; ``-inf`` terms (zero summands) are dropped."""
    finite = [x for x in logs if x != -math.inf]
    if not finite:
        return -math.inf
    top = max(finite)
    if top == math.inf:
        return math.inf
    return top + math.log(sum(math.exp(x - top) for x in finite))


def _log(x: float) -> float:
    return math.log(x) if x > 0.0 else -math.inf


@dataclass(frozen=True)
class _Chain:
    """The embedded two-state chain of :func:`log_expected_ratio`, every value as its log.

    Per visit to a state: the probability that it ends in a durable checkpoint (then the next
    state is *running*, else *fresh*), the expected wall time it takes (restart included) and
    the expected useful work it banks."""

    log_survive_f: float
    log_wall_f: float
    log_gain_f: float
    log_survive_r: float
    log_wall_r: float
    log_gain_r: float

    def log_ratio(self) -> float:
        # Stationary weights of the embedded chain: success → running, any failure → fresh.
        log_weight_f = math.log(-math.expm1(self.log_survive_r))
        log_weight_r = self.log_survive_f
        log_gain = _log_sum(log_weight_f + self.log_gain_f, log_weight_r + self.log_gain_r)
        if log_gain == -math.inf:  # nothing is ever banked: the interval never completes
            return math.inf
        return _log_sum(log_weight_f + self.log_wall_f, log_weight_r + self.log_wall_r) - log_gain


def log_expected_ratio(
    interval_s: float,
    blocking_s: float,
    restart_s: float,
    failures: FailureModel,
    background_s: float = 0.0,
) -> float:
    """``log`` of :func:`expected_ratio`, finite wherever the ratio itself overflows a float.

    Every exponential that can grow (``e^{λR}`` of a restart many MTBFs long) is kept as its
    logarithm and only the final ratio is exponentiated, so an MTBF of one second with a
    14-minute restart gives ``log ratio ≈ 840`` instead of an ``OverflowError``.
    """
    segment_s = interval_s + blocking_s
    if background_s > segment_s:
        raise ValueError("background write longer than a whole segment: raise the blocking time")
    if failures.total_rate_per_s == 0.0:
        return math.log(segment_s / interval_s)
    return _chain(interval_s, blocking_s, restart_s, failures, background_s).log_ratio()


def _chain(
    interval_s: float,
    blocking_s: float,
    restart_s: float,
    failures: FailureModel,
    background_s: float,
) -> _Chain:
    """The two states of the renewal model (a positive event rate)."""
    segment_s = interval_s + blocking_s
    rate = failures.total_rate_per_s
    log_rate = math.log(rate)
    # E[restart] with events restarting it = (e^{λR} − 1)/λ; its log is λR + log(1 − e^{−λR}).
    x = rate * restart_s
    log_restart_eff = (x + math.log(-math.expm1(-x)) if x > 0.0 else -math.inf) - log_rate
    train_on_s = (
        max(failures.notice_s - failures.emergency_save_s, 0.0)
        if failures.save_before_kill
        else 0.0
    )
    share_warned = failures.warned_rate_per_s / rate
    # Cost of one event, given it happens: lost time to it (≤ 1/λ averaged in below), the
    # restart, and for warned events the notice: 1/λ + E[restart] + p_w·N (shares sum to 1).
    log_event_cost = _log_sum(-log_rate, log_restart_eff, _log(share_warned * failures.notice_s))

    def state(
        exposure_s: float, offset_s: float, base_s: float, window_s: float = 0.0
    ) -> tuple[float, float, float]:
        """``(log survive, log wall, log gain)`` of one state of the embedded chain.

        For the first ``window_s`` of the state, warned kills also strike unannounced (their
        notice came while the job was restarting), at the warned rate on top of the others.
        """
        if window_s <= 0.0:
            log_survive = -rate * exposure_s
            log_fail = math.log(-math.expm1(-rate * exposure_s))
            log_wall = log_fail + log_event_cost
            gain_terms = [log_survive + math.log(interval_s)]
            if failures.warned_rate_per_s:
                weighted = failures.warned_rate_per_s * _weighted_gain(
                    rate, offset_s + train_on_s, exposure_s, interval_s, segment_s, base_s
                )
                gain_terms.append(_log(weighted))
            return log_survive, log_wall, _log_sum(*gain_terms)
        # Piecewise: rate λ + λ_w on [0, V), λ on [V, E); survival S(t) = e^{−λt − λ_w·min(t, V)}.
        first_rate = rate + failures.warned_rate_per_s
        survive_v = math.exp(-first_rate * window_s)
        rest_s = exposure_s - window_s
        time_first = -math.expm1(-first_rate * window_s) / first_rate
        time_rest = survive_v * -math.expm1(-rate * rest_s) / rate
        time_alive = time_first + time_rest  # E[min(first event, E)] = ∫ S(t) dt
        log_survive = -first_rate * window_s - rate * rest_s
        log_fail = math.log(-math.expm1(log_survive))
        # Every event costs a restart; notices (rate λ_w at all times) also cost the notice.
        warned_share_time = failures.warned_rate_per_s * time_alive * failures.notice_s
        log_wall = _log_sum(math.log(time_alive + warned_share_time), log_fail + log_restart_eff)
        weighted = _weighted_gain(
            first_rate, offset_s + train_on_s, window_s, interval_s, segment_s, base_s
        ) + survive_v * _weighted_gain(
            rate, offset_s + window_s + train_on_s, rest_s, interval_s, segment_s, base_s
        )
        gain_terms = [
            log_survive + math.log(interval_s),
            _log(failures.warned_rate_per_s * weighted),
        ]
        return log_survive, log_wall, _log_sum(*gain_terms)

    # Fresh: just restarted from a durable checkpoint; the next one is durable at L + W. A kill
    # whose notice came during the restart (the first N after it) saves nothing; the window is
    # capped at L + W (beyond it the running state treats every notice as seen: a small
    # optimism only when the notice is longer than a whole segment).
    fresh_s = segment_s + background_s
    window_s = min(failures.notice_s, fresh_s) if failures.warned_rate_per_s else 0.0
    log_survive_f, log_wall_f, log_gain_f = state(fresh_s, 0.0, 0.0, window_s)
    # Running: at a durable event, W into the next segment, with T of progress just banked.
    log_survive_r, log_wall_r, log_gain_r = state(segment_s, segment_s + background_s, interval_s)
    return _Chain(log_survive_f, log_wall_f, log_gain_f, log_survive_r, log_wall_r, log_gain_r)


def finite_job_excess_s(
    interval_s: float,
    blocking_s: float,
    restart_s: float,
    failures: FailureModel,
    background_s: float = 0.0,
) -> float:
    """What a whole job takes beyond the long-run rate: ``E[wall] = ρ·X + excess`` [s].

    The long-run ratio ``ρ`` (:func:`expected_ratio`) counts a durable checkpoint every ``L``,
    each background write hidden behind the next segment's compute. A job that starts up and
    ends when its last checkpoint is durable (the final state is safe only then) has one write
    that nothing hides: its first checkpoint is durable at ``L + W``, not ``L``; failure-free it
    takes ``n·L + W`` for ``n·T`` of work. For a job that starts fresh and ends at a durable
    checkpoint the excess is, by optional stopping in the renewal-reward chain, the difference
    of the chain's relative values, ``h(fresh) − h(running) = (Δ_f − Δ_r)/(1 + q_f − q_r)``
    with ``Δ = wall − ρ·gain`` and ``q`` the survival of each state. Without notices it is
    exactly ``e^{λR}·(e^{λW} − 1)/λ`` (→ ``W`` as λ → 0; tested against that hand derivation).
    With notices the same difference is the leading term (a job that ends at an emergency save
    instead, a chance of about λ_w·L at its very end, is not resolved further).

    ``math.inf`` when the model's quantities overflow a float.
    """
    segment_s = interval_s + blocking_s
    if background_s > segment_s:
        raise ValueError("background write longer than a whole segment: raise the blocking time")
    if failures.total_rate_per_s == 0.0:
        return background_s
    chain = _chain(interval_s, blocking_s, restart_s, failures, background_s)
    logs = (chain.log_ratio(), chain.log_wall_f, chain.log_gain_f, chain.log_wall_r)
    if any(x >= LOG_FLOAT_MAX for x in logs):
        return math.inf
    ratio = math.exp(chain.log_ratio())
    survive_f, survive_r = math.exp(chain.log_survive_f), math.exp(chain.log_survive_r)
    delta_f = math.exp(chain.log_wall_f) - ratio * math.exp(chain.log_gain_f)
    delta_r = math.exp(chain.log_wall_r) - ratio * math.exp(chain.log_gain_r)
    excess_s = (delta_f - delta_r) / (1.0 + survive_f - survive_r)
    return excess_s if math.isfinite(excess_s) else math.inf


def expected_job_ratio(
    interval_s: float,
    blocking_s: float,
    restart_s: float,
    failures: FailureModel,
    background_s: float,
    useful_s: float,
) -> float:
    """Expected wall time ÷ useful time of one whole job of ``⌈U/T⌉`` intervals, started up
    at time 0 and finished when its last checkpoint is durable: ``ρ + excess/(⌈U/T⌉·T)``.

    This is the job :mod:`.simulate` runs (whose ratio is wall ÷ the progress of its final
    checkpoint, ``⌈U/T⌉·T`` without notices); :func:`expected_ratio` is its long-run limit.
    """
    ratio = expected_ratio(interval_s, blocking_s, restart_s, failures, background_s)
    excess_s = finite_job_excess_s(interval_s, blocking_s, restart_s, failures, background_s)
    progress_s = math.ceil(useful_s / interval_s) * interval_s
    return ratio + excess_s / progress_s


def expected_ratio(
    interval_s: float,
    blocking_s: float,
    restart_s: float,
    failures: FailureModel,
    background_s: float = 0.0,
) -> float:
    """Expected wall time ÷ useful time (``1 + overhead``) in the long run.

    ``math.inf`` when the ratio is beyond a float (``e^{709}``): see :func:`log_expected_ratio`.

    Parameters
    ----------
    interval_s : compute between checkpoints, T [s]
    blocking_s : time the loop is blocked per checkpoint, C [s] (the snapshot, when asynchronous)
    restart_s : restart time, R [s]; interrupted restarts start over
    failures : rates and costs of unwarned and warned events
    background_s : background write after the snapshot, W [s] (0 = synchronous); ``W ≤ T + C``
    """
    return exp_or_inf(log_expected_ratio(interval_s, blocking_s, restart_s, failures, background_s))


def exp_or_inf(log_x: float) -> float:
    """``e^x``, or ``math.inf`` where it would overflow a float."""
    return math.exp(log_x) if log_x < LOG_FLOAT_MAX else math.inf


LOG_FLOAT_MAX = math.log(1.7976931348623157e308)


def daly_expected_wall(
    useful_s: float, interval_s: float, checkpoint_s: float, restart_s: float, mtbf_s: float
) -> Calc:
    """Daly's expected wall time, ``M·e^{R/M}·(e^{(T+C)/M} − 1)·W_u/T`` [s] (Eq. 13 in [1])."""
    segment_over_mtbf = (interval_s + checkpoint_s) / mtbf_s
    # log(e^x − 1) = x + log(1 − e^{−x}): no overflow for segments or restarts of many MTBFs.
    log_expm1 = segment_over_mtbf + math.log(-math.expm1(-segment_over_mtbf))
    wall_s = exp_or_inf(
        math.log(mtbf_s) + restart_s / mtbf_s + log_expm1 + math.log(useful_s / interval_s)
    )
    return Calc(
        name="daly_expected_wall",
        value=wall_s,
        unit="s",
        formula="E[wall] = M·e^{R/M}·(e^{(T+C)/M} − 1)·W/T",
        substitution=(
            f"{fmt(mtbf_s)} × e^({fmt(restart_s)}/{fmt(mtbf_s)}) × "
            f"(e^(({fmt(interval_s)} + {fmt(checkpoint_s)})/{fmt(mtbf_s)}) − 1) × "
            f"{fmt(useful_s)}/{fmt(interval_s)} = {fmt(wall_s)} s"
        ),
        assumptions=(
            A.EXPONENTIAL_FAILURES,
            A.FAILURES_DURING_CHECKPOINT_AND_RESTART,
            A.LONG_RUN_EXPECTATION,
        ),
    )


def lambert_w0(x: float) -> float:
    """Principal branch of Lambert's W on ``[−1/e, 0]`` (Halley's iteration)."""
    if not -1.0 / math.e <= x <= 0.0:
        raise ValueError("lambert_w0 is only needed on [-1/e, 0]")
    if x == -1.0 / math.e:
        return -1.0
    # Start from the branch-point series, which is good near -1/e, else from x.
    p = math.sqrt(2.0 * (math.e * x + 1.0))
    w = -1.0 + p - p * p / 3.0 if x < -0.25 else x
    for _ in range(50):
        ew = math.exp(w)
        f = w * ew - x
        step = f / (ew * (w + 1.0) - (w + 2.0) * f / (2.0 * w + 2.0))
        w -= step
        if abs(step) < 1e-15 * (1.0 + abs(w)):
            break
    return w


def optimal_interval_sync(checkpoint_s: float, mtbf_s: float) -> Calc:
    """Exact optimum of Daly's model for synchronous checkpoints [s].

    Setting d/dT of ``(e^{(T+C)/M} − 1)/T`` to zero gives ``e^{(T+C)/M}·(1 − T/M) = 1``, whose
    root is ``T = M·(1 + W₀(−e^{−1−C/M}))``; the restart time does not move the optimum.
    """
    interval_s = mtbf_s * (1.0 + lambert_w0(-math.exp(-1.0 - checkpoint_s / mtbf_s)))
    return Calc(
        name="exact_optimal_interval",
        value=interval_s,
        unit="s",
        formula="T_opt = M·(1 + W₀(−e^{−1−C/M}))",
        substitution=(
            f"{fmt(mtbf_s)} × (1 + W₀(−e^(−1 − {fmt(checkpoint_s)}/{fmt(mtbf_s)})))"
            f" = {fmt(interval_s)} s"
        ),
        assumptions=(A.EXPONENTIAL_FAILURES, A.FAILURES_DURING_CHECKPOINT_AND_RESTART),
    )


def daly_higher_order_interval(checkpoint_s: float, mtbf_s: float) -> Calc:
    """Daly's higher-order estimate of the optimum (Eq. 37 in [1]) [s].

    ``T = sqrt(2CM)·[1 + (1/3)·sqrt(C/(2M)) + (1/9)·(C/(2M))] − C`` for ``C < 2M``, else ``M``.
    """
    if checkpoint_s >= 2.0 * mtbf_s:
        interval_s = mtbf_s
        substitution = f"C ≥ 2M, so T = M = {fmt(mtbf_s)} s"
    else:
        ratio = checkpoint_s / (2.0 * mtbf_s)
        interval_s = (
            math.sqrt(2.0 * checkpoint_s * mtbf_s) * (1.0 + math.sqrt(ratio) / 3.0 + ratio / 9.0)
            - checkpoint_s
        )
        substitution = (
            f"sqrt(2 × {fmt(checkpoint_s)} × {fmt(mtbf_s)}) × "
            f"(1 + sqrt({ratio:.4g})/3 + {ratio:.4g}/9) − {fmt(checkpoint_s)} = {fmt(interval_s)} s"
        )
    return Calc(
        name="daly_higher_order_interval",
        value=interval_s,
        unit="s",
        formula="T = sqrt(2CM)·[1 + ⅓·sqrt(C/2M) + (1/9)·(C/2M)] − C",
        substitution=substitution,
        assumptions=(A.EXPONENTIAL_FAILURES, A.FAILURES_DURING_CHECKPOINT_AND_RESTART),
    )


def minimise_interval(
    ratio_of: Callable[[float], float],
    lower_s: float,
    upper_s: float,
    guess_s: float | None = None,
) -> float:
    """The interval in ``[lower_s, upper_s]`` that minimises ``ratio_of`` [s].

    Without ``guess_s``, a log-spaced scan of 24 intervals finds the basin (the ratio is
    unimodal in practice, but the scan makes the search safe when the optimum sits on a
    bound). With ``guess_s`` (a neighbouring problem's optimum: the previous ``k`` of a
    two-tier search), the basin is found by walking downhill from the guess in steps that
    double, which takes a handful of evaluations when the guess is close. Either way Brent's
    method (parabolic interpolation, golden-section steps when it stalls) then refines the
    optimum in ``log T`` to ``1e-9`` relative: below that the ratio is flat to a float's
    precision. About 40 evaluations from a scan, 15 from a close guess, against ~150 for the
    96-point scan and golden-section search this replaced (same optimum, to its precision).
    """
    if lower_s >= upper_s:
        return lower_s
    log_lo, log_hi = math.log(lower_s), math.log(upper_s)
    if guess_s is None:
        n = 24
        grid = [math.exp(log_lo + (log_hi - log_lo) * i / n) for i in range(1, n)]
        grid = [lower_s, *grid, upper_s]
        values = [ratio_of(t) for t in grid]
        best = min(range(n + 1), key=values.__getitem__)
        a = math.log(grid[max(best - 1, 0)])
        b = math.log(grid[min(best + 1, n)])
        best_s, best_value = grid[best], values[best]
        start = None
    else:
        a, b, best_s, best_value = _basin(ratio_of, lower_s, upper_s, guess_s)
        start = (math.log(best_s), best_value)

    def inside(u: float) -> float:  # e^{log T} can fall an ulp outside the bounds
        return min(max(math.exp(u), lower_s), upper_s)

    x, fx = _brent_minimum(lambda u: ratio_of(inside(u)), a, b, 1e-9, start)
    # Never return something worse than the best point evaluated (bounds included).
    return inside(x) if fx <= best_value else best_s


def _basin(
    ratio_of: Callable[[float], float], lower_s: float, upper_s: float, guess_s: float
) -> tuple[float, float, float, float]:
    """``(a, b, t, ratio_of(t))``: ``[a, b]`` (in ``log T``, within the bounds) holds a local
    minimum, found by walking downhill from ``guess_s``; ``t`` is the lowest point evaluated
    (a bound itself, not its logarithm's exponential, when the walk ends there). The first
    step is 1 % of ``T``, each next one twice as long."""
    log_lo, log_hi = math.log(lower_s), math.log(upper_s)

    def at(u: float) -> float:
        return lower_s if u == log_lo else upper_s if u == log_hi else math.exp(u)

    x = min(max(math.log(guess_s), log_lo), log_hi)
    fx = ratio_of(at(x))
    step = 0.01
    up = min(x + step, log_hi)
    f_up = ratio_of(at(up))
    if f_up < fx:
        direction, previous, x, fx = 1.0, x, up, f_up
    else:
        down = max(x - step, log_lo)
        f_down = ratio_of(at(down)) if down < x else fx
        if f_down >= fx:
            return down, up, at(x), fx
        direction, previous, x, fx = -1.0, x, down, f_down
    while True:
        step *= 2.0
        bound = log_hi if direction > 0 else log_lo
        if x == bound:
            a, b = (previous, x) if direction > 0 else (x, previous)
            return a, b, at(x), fx
        following = min(x + step, log_hi) if direction > 0 else max(x - step, log_lo)
        f_following = ratio_of(at(following))
        if f_following >= fx:
            a, b = (previous, following) if direction > 0 else (following, previous)
            return a, b, at(x), fx
        previous, x, fx = x, following, f_following


_GOLDEN = (3.0 - math.sqrt(5.0)) / 2.0


def _brent_minimum(
    f: Callable[[float], float],
    a: float,
    b: float,
    tol: float,
    start: tuple[float, float] | None = None,
) -> tuple[float, float]:
    """Brent's minimisation of ``f`` on ``[a, b]`` (R. P. Brent, *Algorithms for Minimization
    without Derivatives*, 1973, ch. 5): ``(x, f(x))`` with ``x`` within about ``tol`` of a local
    minimum. Golden-section steps guarantee convergence; parabolic steps make it fast on smooth
    functions. ``start``: a point of ``[a, b]`` already evaluated, ``(x, f(x))``, lower than
    ``f`` at both ends (else the golden point of the interval is the first)."""
    if start is None:
        x = w = v = a + _GOLDEN * (b - a)
        fx = fw = fv = f(x)
    else:
        x = w = v = start[0]
        fx = fw = fv = start[1]
    d = e = 0.0
    for _ in range(200):
        m = 0.5 * (a + b)
        tol2 = 2.0 * tol
        if abs(x - m) <= tol2 - 0.5 * (b - a):
            break
        parabolic = False
        if abs(e) > tol:
            r = (x - w) * (fx - fv)
            q = (x - v) * (fx - fw)
            p = (x - v) * q - (x - w) * r
            q = 2.0 * (q - r)
            if q > 0.0:
                p = -p
            q = abs(q)
            previous_e, e = e, d
            if abs(p) < abs(0.5 * q * previous_e) and q * (a - x) < p < q * (b - x):
                d = p / q
                u = x + d
                if u - a < tol2 or b - u < tol2:
                    d = tol if m >= x else -tol
                parabolic = True
        if not parabolic:
            e = (a - x) if x >= m else (b - x)
            d = _GOLDEN * e
        u = x + (d if abs(d) >= tol else (tol if d > 0.0 else -tol))
        fu = f(u)
        if fu <= fx:
            if u < x:
                b = x
            else:
                a = x
            v, fv, w, fw, x, fx = w, fw, x, fx, u, fu
        else:
            if u < x:
                a = u
            else:
                b = u
            if fu <= fw or w == x:
                v, fv, w, fw = w, fw, u, fu
            elif fu <= fv or v in (x, w):
                v, fv = u, fu
    return x, fx
