"""Two-tier (multi-level) checkpointing: a fast tier often, a durable drain at a sustainable pace.

The fast tier is a snapshot in host memory replicated to a peer node's memory (Gemini [3]); a
checkpoint to node-local NVMe behaves the same when it is replicated to a peer. Every ``k``-th
fast checkpoint is drained in the background to the shared filesystem, at the share of its
bandwidth this job gets, so the durable interval is one the filesystem can sustain. This is the
multi-level scheme of SCR [1], whose interval pair Di et al. [2] optimise; CheckFreq [4] is the
two-phase (snapshot, then persist) single-level form this project's asynchronous strategy uses.

[1] A. Moody, G. Bronevetsky, K. Mohror, B. R. de Supinski, "Design, modeling, and evaluation of
    a scalable multi-level checkpointing system", SC'10. doi:10.1109/SC.2010.18
[2] S. Di, Y. Robert, F. Vivien, F. Cappello, "Toward an optimal online checkpoint solution
    under a two-level HPC checkpoint model", IEEE TPDS 28(1):244–259, 2017.
[3] Z. Wang et al., "GEMINI: Fast failure recovery in distributed training with in-memory
    checkpoints", SOSP'23. doi:10.1145/3600006.3613145
[4] J. Mohan, A. Phanishayee, V. Chidambaram, "CheckFreq: Frequent, fine-grained DNN
    checkpointing", USENIX FAST'21, 203–216.

**What each tier survives.** A *local* failure (one node's GPU, memory, host or NIC) loses that
node's copy, but its peer holds a replica: the job restarts from the latest fast checkpoint. A
*global* failure (several nodes at once, the network, a bulk spot reclaim that takes nodes and
their local storage, the whole job) leaves only the durable tier.

**The exact expected cost** (a renewal-reward process, as for one tier in :mod:`.exact`). Events
are Poisson: local at rate ``λ_l``, global at ``λ_g``, ``λ = λ_l + λ_g``; a segment is
``L = T + C`` (compute, then the blocking snapshot); restarts take ``R`` and start over when any
event strikes them. One *round* of a segment ends in success (``s = e^{−λL}``), a local failure
(``l = (λ_l/λ)(1 − s)``) or a global one; the mean time of a round's attempt is
``a = (1 − s)/λ``. A local restart completes before a global event with ``P = r/σ``,
``r = e^{−λR}``, ``σ = r + (λ_g/λ)(1 − r)``, taking ``E_r = (1 − r)/(λσ)`` on average (Wald). Hence
a segment completes before a global event with ``q = s/(1 − lP)``, spending on average
``E_s = (a + l·E_r)/(1 − lP)`` (success or not). A durable cycle of ``k`` segments completes
with ``Q = q^k`` in ``E_c = E_s·(1 − q^k)/(1 − q)``; a global failure adds a restart from the
durable tier, ``E_g = (e^{λR} − 1)/λ``. The drain of a cycle's last snapshot takes ``W``
(``k·L ≥ W`` so drains never overlap); a global event in the first ``W`` of the next cycle
(probability ``1 − e^{−λ_g W}``, a fixed window of wall clock) undoes that cycle's work. The
embedded chain's success/failure states then give, per unit of useful work,

    wall / useful = [E_c + (1 − Q)·E_g] / [Q · k·T · e^{−λ_g W}]

With ``λ_l = 0`` and ``k = 1`` it is the single-tier asynchronous model
``(e^{λL} − 1)·e^{λ(R + W)}/(λT)`` of :func:`reportgen.engine.exact.expected_ratio` (tested),
and with ``W = 0`` Daly's formula. :mod:`.simulate_tiers` checks it event by event.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from . import assumptions as A
from .calc import Assumption
from .exact import exp_or_inf, minimise_interval

__all__ = [
    "LOCAL_FAILURE_FRACTION",
    "TierSpec",
    "TwoTierOptimum",
    "log_floor",
    "log_two_tier_ratio",
    "optimise_two_tier",
    "two_tier_ratio",
]

LOCAL_FAILURE_FRACTION = 0.78
"""Share of hardware failures confined to one node (see ``A.LOCAL_FAILURE_FRACTION``)."""


@dataclass(frozen=True)
class TierSpec:
    """One tier of a plan, as the report and ``plan --format json`` show it."""

    name: str
    """``fast`` or ``durable``."""
    where: str
    interval_s: float
    """How often this tier receives a checkpoint [s]: the compute interval ``T`` for the tier
    written every interval, the failure-free time between two writes for a durable tier fed
    every ``k`` intervals."""
    survives: str
    """The failures a copy in this tier survives."""
    lost: str
    """The failures that destroy it."""


def _log_sum(a: float, b: float) -> float:
    if a == -math.inf:
        return b
    if b == -math.inf:
        return a
    top = max(a, b)
    return top + math.log(math.exp(a - top) + math.exp(b - top))


def _log(x: float) -> float:
    return math.log(x) if x > 0.0 else -math.inf


def log_two_tier_ratio(
    interval_s: float,
    blocking_s: float,
    every: int,
    drain_s: float,
    restart_s: float,
    local_rate_per_s: float,
    global_rate_per_s: float,
) -> float:
    """``log(wall/useful)`` of the two-tier model (module docstring), overflow-free.

    Parameters
    ----------
    interval_s : compute between fast checkpoints, T [s]
    blocking_s : blocking snapshot per fast checkpoint, C [s]
    every : every ``k``-th fast checkpoint is drained to the durable tier
    drain_s : background drain of one checkpoint to the durable tier, W [s]; needs ``k·L ≥ W``
    restart_s : restart time, R [s] (from either tier)
    local_rate_per_s, global_rate_per_s : rates of local and global failures, λ_l, λ_g [1/s]
    """
    if every < 1:
        raise ValueError("every must be at least 1")
    segment_s = interval_s + blocking_s
    if drain_s > every * segment_s * (1.0 + 1e-9):  # the tolerance absorbs log-grid rounding
        raise ValueError("drain longer than a durable cycle: drain less often")
    rate = local_rate_per_s + global_rate_per_s
    if rate == 0.0:
        return math.log(segment_s / interval_s)
    share_local = local_rate_per_s / rate
    share_global = global_rate_per_s / rate
    fail = -math.expm1(-rate * segment_s)
    log_s = -rate * segment_s
    local = share_local * fail
    attempt_s = fail / rate
    fail_r = -math.expm1(-rate * restart_s)
    stop = math.exp(-rate * restart_s) + share_global * fail_r
    # P(local restart completes) = r/σ; E[local restart phase] = (1 − r)/(λσ).
    log_p_restart = -rate * restart_s - math.log(stop)
    restart_phase_s = fail_r / (rate * stop)
    carry_on = local * math.exp(log_p_restart)  # 1 − carry_on ≥ s > 0
    log_q = log_s - math.log1p(-carry_on)
    log_seg = math.log(attempt_s + local * restart_phase_s) - math.log1p(-carry_on)
    log_big_q = every * log_q
    # (1 − q^k)/(1 − q), stable for q near 1 (→ k) and near 0 (→ 1).
    if log_q == 0.0:
        log_geometric = math.log(every)
    else:
        log_geometric = math.log(-math.expm1(log_big_q)) - math.log(-math.expm1(log_q))
    log_cycle = log_seg + log_geometric
    x = rate * restart_s
    log_global_restart = (x + math.log(-math.expm1(-x)) if x > 0.0 else -math.inf) - math.log(rate)
    log_miss = _log(-math.expm1(log_big_q))
    log_wall = _log_sum(log_cycle, log_miss + log_global_restart)
    log_gain = log_big_q + math.log(every * interval_s) - global_rate_per_s * drain_s
    return log_wall - log_gain


def two_tier_ratio(
    interval_s: float,
    blocking_s: float,
    every: int,
    drain_s: float,
    restart_s: float,
    local_rate_per_s: float,
    global_rate_per_s: float,
) -> float:
    """Expected wall ÷ useful time of the two-tier model; ``math.inf`` beyond a float."""
    return exp_or_inf(
        log_two_tier_ratio(
            interval_s,
            blocking_s,
            every,
            drain_s,
            restart_s,
            local_rate_per_s,
            global_rate_per_s,
        )
    )


_FLOOR_MARGIN = 1e-9
"""How far (relative, in ``log(wall/useful)``) :func:`log_floor` must clear the best cost found
before the search over ``k`` stops: far more than the rounding of either (about 1e-15)."""


def log_floor(
    blocking_s: float,
    drain_s: float,
    restart_s: float,
    local_rate_per_s: float,
    global_rate_per_s: float,
    every: int,
) -> float:
    """A lower bound on :func:`log_two_tier_ratio` for every interval ``T`` at this ``every``
    (``k``), increasing in ``k``; ``-inf`` without global failures (no bound is needed then).

    With ``λ = λ_l + λ_g``, ``L = T + C`` and the quantities of the module docstring, the ratio is
    ``e^{λ_g W}·[E_c/(Q·k·T) + (1 − Q)·E_g/(Q·k·T)]``, and:

    * ``E_c/Q = E_s·Σ_{j=1..k} q^{−j} ≥ k·(E_s/q)·q^{−(k−1)/2}`` (the mean of the ``q^{−j}`` is at
      least their geometric mean);
    * ``E_s/q = (a + l·E_r)/s ≥ ρ·(e^{λL} − 1)/λ`` with ``ρ = 1 + (λ_l/λ)(1 − e^{−λR})``, since
      ``a/s = (e^{λL} − 1)/λ``, ``l/s = (λ_l/λ)(e^{λL} − 1)`` and ``E_r ≥ (1 − e^{−λR})/λ``
      (``σ ≤ 1``);
    * ``q ≤ e^{−λ_g L}``: ``1 − l·P ≥ 1 − l`` and ``e^{λ_g L} ≤ 1 + λ_g L·(e^{λL} − 1)/(λL)``;
    * ``(1 − Q)/Q = q^{−k} − 1 ≥ λ_g·k·L``, so the second term is at least ``λ_g·E_g``.

    With ``e^x − 1 ≥ x(1 + x/2)``, ``e^x ≥ 1 + x`` and ``L ≥ T``, the first term is at least
    ``ρ·(1 + C/T + (λ + (k − 1)λ_g)·T/2) ≥ ρ·(1 + √(2C(λ + (k − 1)λ_g)))``. Checked against the
    model on a grid of intervals and ``k`` for every shipped scenario's tiers (tested)."""
    rate = local_rate_per_s + global_rate_per_s
    if global_rate_per_s <= 0.0 or rate <= 0.0:
        return -math.inf
    rho = 1.0 + (local_rate_per_s / rate) * -math.expm1(-rate * restart_s)
    first = rho * (1.0 + math.sqrt(2.0 * blocking_s * (rate + (every - 1) * global_rate_per_s)))
    # λ_g·E_g as its log, E_g = (e^{λR} − 1)/λ overflowing a float for a restart of many MTBFs.
    x = rate * restart_s
    log_global_restart = (x + math.log(-math.expm1(-x)) if x > 0.0 else -math.inf) - math.log(rate)
    log_second = math.log(global_rate_per_s) + log_global_restart
    return global_rate_per_s * drain_s + _log_sum(math.log(first), log_second)


@dataclass(frozen=True)
class TwoTierOptimum:
    """The best fast interval and durable period of a two-tier plan, and its cost."""

    interval_s: float
    """Fast-tier interval T [s], a whole number of steps."""
    every: int
    """Durable checkpoint every ``every`` fast ones."""
    ratio: float
    """Expected wall ÷ useful time at that pair."""


def optimise_two_tier(
    blocking_s: float,
    drain_s: float,
    restart_s: float,
    local_rate_per_s: float,
    global_rate_per_s: float,
    step_s: float,
    min_durable_s: float = 0.0,
    max_every: int = 4096,
) -> TwoTierOptimum:
    """Both intervals: the fast interval ``T`` (continuous, then rounded to a step) for each
    ``k``, and the ``k`` that minimises the expected cost (scanned; stops once the cost has
    risen for 64 ``k`` in a row past its best, since it is unimodal in ``k`` in practice, or
    sooner once :func:`log_floor` proves that no larger ``k`` can beat the best).

    A durable cycle ``k·(T + C)`` is at least the drain ``W`` and at least ``min_durable_s`` (how
    often the shared filesystem lets this job write)."""
    cycle_min_s = max(drain_s, min_durable_s)
    rate = local_rate_per_s + global_rate_per_s
    scale_s = 1.0 / rate if rate > 0.0 else 1e9

    previous: list[float] = []

    def best_for(every: int) -> tuple[float, float]:
        lower_s = max(step_s, cycle_min_s / every - blocking_s, 1e-9)
        upper_s = max(20.0 * scale_s, 10.0 * lower_s)

        def log_of(t: float) -> float:
            return log_two_tier_ratio(
                t,
                blocking_s,
                every,
                drain_s,
                restart_s,
                local_rate_per_s,
                global_rate_per_s,
            )

        # The optimum moves little from one k to the next: the previous one is the guess.
        t = minimise_interval(log_of, lower_s, upper_s, previous[-1] if previous else None)
        previous.append(t)
        steps = max(1, round(t / step_s))
        t_steps = steps * step_s
        if every * (t_steps + blocking_s) < cycle_min_s:
            steps = math.ceil((cycle_min_s / every - blocking_s) / step_s)
            t_steps = steps * step_s
        return t_steps, log_of(t_steps)

    best: tuple[float, int, float] | None = None
    since_best = 0
    for every in range(1, max_every + 1):
        t, log_ratio = best_for(every)
        if best is None or log_ratio < best[2]:
            best = (t, every, log_ratio)
            since_best = 0
        else:
            since_best += 1
            if since_best >= 64:
                break
        # No larger k can do better (``log_floor`` is below the cost of every T for that k and
        # rises with k): the scan above would only confirm the best it has. Stopping here gives
        # the same pair, found without the 64 costlier ones (issue 14, start-up).
        floor = log_floor(
            blocking_s, drain_s, restart_s, local_rate_per_s, global_rate_per_s, every + 1
        )
        if floor > best[2] + _FLOOR_MARGIN * (1.0 + abs(best[2])):
            break
    assert best is not None
    return TwoTierOptimum(best[0], best[1], exp_or_inf(best[2]))


ASSUMPTIONS: tuple[Assumption, ...] = (
    A.LOCAL_FAILURE_FRACTION,
    A.PEER_REPLICA,
    A.PREEMPTIONS_GLOBAL,
)
