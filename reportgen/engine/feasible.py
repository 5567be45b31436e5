"""Plans that hold on the shared filesystem, and the cheapest of them: the recommendation.

Questions 1–4 of the exercise plan each strategy as if the job had the filesystem to itself.
When other jobs share it, the bandwidth-sharing rule (``A.FILESYSTEM_FAIR_SHARE``) bounds how
often this job can write a checkpoint to it (``J·S/B``) and how long a background write or an
emergency save takes (``J·S/B`` at the share). Here every option is re-planned under those
constraints:

* each single-tier strategy on each capacity, its interval pushed up to what the filesystem
  sustains when its own optimum is shorter (the expected cost is unimodal in the interval, so the
  constrained optimum sits on the bound);
* the same on spot with the notice used for an emergency save, when the save fits in the notice
  at the share, with a background write in flight budgeted at its worst case;
* two-tier plans (:mod:`.tiers`): fast checkpoints to host memory replicated to a peer node, a
  drain to the shared filesystem every ``k`` of them, both intervals optimised.

The recommendation is the cheapest feasible option per useful GPU-hour.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from . import assumptions as A
from .calc import Assumption
from .exact import FailureModel
from .facts import Cluster, Facts
from .plan import SECONDS_PER_DAY, SECONDS_PER_HOUR, StrategyPlan, evaluate
from .strategies import Strategy
from .tiers import ASSUMPTIONS as TIER_ASSUMPTIONS
from .tiers import LOCAL_FAILURE_FRACTION, TierSpec, optimise_two_tier

__all__ = [
    "BINDING_FILESYSTEM",
    "BINDING_NOTICE",
    "FeasibleOption",
    "FilesystemShare",
    "feasible_options",
    "filesystem_share",
]

BINDING_FILESYSTEM = "shared-filesystem-bandwidth"
BINDING_BACKGROUND = "background-write"
BINDING_NOTICE = "notice"


@dataclass(frozen=True)
class FilesystemShare:
    """What the sharing rule leaves this job."""

    jobs: int
    bandwidth_bytes_per_s: float
    share_bytes_per_s: float
    """B/J [B/s]."""
    min_durable_interval_s: float
    """Shortest time between two of this job's writes to the filesystem, ``J·S/B`` [s]."""
    write_alone_s: float
    """One checkpoint at the full bandwidth, in the job's scheduled slot, ``S/B`` [s]."""
    write_at_share_s: float
    """One checkpoint written at the share, ``J·S/B`` (at least the job's own write time) [s]."""


def filesystem_share(facts: Facts) -> FilesystemShare:
    size = facts.checkpoint_bytes
    measured = facts.filesystem.bandwidth_bytes_per_s
    bandwidth = measured if measured is not None else size * facts.parallel_writers / facts.write_s
    jobs = facts.filesystem.other_jobs + 1
    min_s = jobs * size / bandwidth
    return FilesystemShare(
        jobs=jobs,
        bandwidth_bytes_per_s=bandwidth,
        share_bytes_per_s=bandwidth / jobs,
        min_durable_interval_s=min_s,
        write_alone_s=size / bandwidth,
        write_at_share_s=max(min_s, facts.write_s / facts.parallel_writers),
    )


@dataclass(frozen=True)
class FeasibleOption:
    """One way to run the job, planned under every constraint it meets."""

    strategy: str
    """``baseline``, ``sharded``, ``sharded_async`` or ``two_tier``."""
    label: str
    cluster: Cluster
    warning_mode: str | None
    interval_s: float
    """Compute between checkpoints (the fast tier's, for two tiers) [s]."""
    interval_steps: int
    durable_interval_s: float
    """Time between two writes to the shared filesystem, failure-free [s]."""
    unconstrained_interval_s: float
    """The same option's interval with the filesystem to itself [s]."""
    blocking_s: float
    background_s: float
    """Background write to the shared filesystem at the share [s] (0: synchronous)."""
    emergency_save_worst_s: float | None
    emergency_save_expected_s: float | None
    ratio: float
    """Expected wall ÷ useful time."""
    price_usd_per_gpu_h: float
    gpus: int
    useful_s: float
    feasible: bool
    binding: tuple[str, ...]
    """Constraints that move the plan away from its optimum with the filesystem to itself."""
    infeasible_because: str | None
    tiers: tuple[TierSpec, ...]
    host_memory_per_node_bytes: float
    assumptions: tuple[Assumption, ...]
    plan: StrategyPlan | None
    """The single-tier plan at the constrained interval (``None`` for two tiers)."""

    @property
    def key(self) -> str:
        base = f"{self.strategy}/{self.cluster.name}"
        return base if self.warning_mode is None else f"{base}+{self.warning_mode}"

    @property
    def goodput(self) -> float:
        return 0.0 if math.isinf(self.ratio) else 1.0 / self.ratio

    @property
    def overhead(self) -> float:
        return self.ratio - 1.0

    @property
    def wall_days(self) -> float:
        return self.useful_s * self.ratio / SECONDS_PER_DAY

    @property
    def usd_per_useful_gpu_h(self) -> float:
        return self.price_usd_per_gpu_h * self.ratio

    @property
    def total_cost_usd(self) -> float:
        return self.price_usd_per_gpu_h * self.gpus * self.useful_s * self.ratio / SECONDS_PER_HOUR

    @property
    def durable_every(self) -> int:
        """Fast checkpoints per durable one (1 for single-tier plans)."""
        return max(1, round(self.durable_interval_s / (self.interval_s + self.blocking_s)))


_DURABLE_SURVIVES = "every failure, including a whole-job failure and a spot reclaim"
_DURABLE_WHERE = "the shared filesystem"


def _single_tier(
    facts: Facts,
    strategy: Strategy,
    cluster: Cluster,
    share: FilesystemShare,
    warning_mode: str | None,
    free: StrategyPlan,
) -> FeasibleOption:
    """``strategy`` on ``cluster`` under the share; ``free`` is the plan with the FS to itself."""
    # Periodic writes go in the job's scheduled slot at full speed (its own write time, or the
    # filesystem's S/B if that is slower); an emergency save cannot wait for a slot and gets
    # the share: J·S/B.
    background_s = max(strategy.background_s, share.write_alone_s) if strategy.background_s else 0.0
    shared = replace(strategy, background_s=background_s)
    write_part_s = background_s if strategy.background_s else strategy.blocking_s
    snapshot_s = strategy.blocking_s if strategy.background_s else 0.0
    # Emergency save: snapshot, then the write at the share; a background write in flight
    # shares the bandwidth until it commits (worst case W more, expected W·W/(2L)).
    save_alone_s = snapshot_s + max(write_part_s, share.write_at_share_s)
    failures: FailureModel | None = None
    infeasible: str | None = None
    worst_s: float | None = None
    expected_s: float | None = None
    if warning_mode is not None:
        assert cluster.warning_s is not None
        worst_s = save_alone_s + background_s
        if worst_s > cluster.warning_s:
            infeasible = (
                f"the emergency save takes up to {worst_s:,.0f} s at the filesystem share, "
                f"longer than the {cluster.warning_s:,.0f} s notice"
            )
        unwarned = min(1.0 / facts.on_demand.mtbf_s, 1.0 / cluster.mtbf_s)
        failures = FailureModel(
            unwarned,
            1.0 / cluster.mtbf_s - unwarned,
            cluster.warning_s,
            min(worst_s, cluster.warning_s),
            warning_mode == "before_kill",
        )
    min_interval_s = max(share.min_durable_interval_s - strategy.blocking_s, background_s)
    plan = evaluate(facts, shared, cluster, failures, min_interval_s=min_interval_s)
    if warning_mode is not None:
        # Expected in-flight remainder: a write is in flight W/L of the time, W/2 left on average.
        segment_s = plan.recommended_interval_s + strategy.blocking_s
        expected_s = save_alone_s + background_s * min(background_s / segment_s, 1.0) / 2.0
    binding: list[str] = []
    if free.recommended_interval_s + strategy.blocking_s < share.min_durable_interval_s * (
        1 - 1e-9
    ):
        binding.append(BINDING_FILESYSTEM)
    if strategy.background_s and background_s > strategy.background_s:
        binding.append(BINDING_BACKGROUND)
    ratio = 1.0 + plan.exact_overhead
    if infeasible is None and not math.isfinite(ratio):
        infeasible = "the expected wall time is beyond any horizon (the job never finishes)"
    where = (
        "host memory, then the shared filesystem in the background"
        if strategy.background_s
        else _DURABLE_WHERE
    )
    durable_s = plan.recommended_interval_s + strategy.blocking_s
    tiers = (TierSpec("durable", where, plan.recommended_interval_s, _DURABLE_SURVIVES, "nothing"),)
    assumptions = (*plan.assumptions, A.FILESYSTEM_FAIR_SHARE)
    if warning_mode is not None:
        assumptions += (A.HARDWARE_FAILURES_UNWARNED,)
        if strategy.background_s:
            assumptions += (A.EMERGENCY_SAVE_IN_FLIGHT,)
    return FeasibleOption(
        strategy=strategy.name,
        label=strategy.label,
        cluster=cluster,
        warning_mode=warning_mode,
        interval_s=plan.recommended_interval_s,
        interval_steps=plan.recommended_interval_steps,
        durable_interval_s=durable_s,
        unconstrained_interval_s=free.recommended_interval_s,
        blocking_s=strategy.blocking_s,
        background_s=background_s,
        emergency_save_worst_s=worst_s,
        emergency_save_expected_s=expected_s,
        ratio=ratio,
        price_usd_per_gpu_h=cluster.price_usd_per_gpu_h,
        gpus=facts.gpus,
        useful_s=facts.useful_s,
        feasible=infeasible is None,
        binding=tuple(binding),
        infeasible_because=infeasible,
        tiers=tiers,
        host_memory_per_node_bytes=shared.host_memory_per_node_bytes,
        assumptions=assumptions,
        plan=plan,
    )


def nodes_of(facts: Facts) -> int:
    """Nodes the job spans: GPUs ÷ GPUs per node, rounded up (a partial node is still a node)."""
    return max(1, math.ceil(facts.gpus / facts.gpus_per_node))


def _two_tier(
    facts: Facts, async_strategy: Strategy, cluster: Cluster, share: FilesystemShare
) -> FeasibleOption:
    """Fast checkpoints to host memory + a peer's, drained to the filesystem every k."""
    hardware_rate = min(1.0 / facts.on_demand.mtbf_s, 1.0 / cluster.mtbf_s)
    local_rate = LOCAL_FAILURE_FRACTION * hardware_rate
    global_rate = 1.0 / cluster.mtbf_s - local_rate
    blocking_s = async_strategy.blocking_s
    drain_s = max(async_strategy.background_s, share.write_alone_s)
    best = optimise_two_tier(
        blocking_s,
        drain_s,
        cluster.restart_s,
        local_rate,
        global_rate,
        facts.step_s,
        min_durable_s=share.min_durable_interval_s,
    )
    durable_s = best.every * (best.interval_s + blocking_s)
    # With the filesystem to itself and the same failure split, for the binding test.
    free = optimise_two_tier(
        blocking_s,
        async_strategy.background_s,
        cluster.restart_s,
        local_rate,
        global_rate,
        facts.step_s,
    )
    binding = []
    if free.every * (free.interval_s + blocking_s) < share.min_durable_interval_s:
        binding.append(BINDING_FILESYSTEM)
    nodes = nodes_of(facts)
    tiers = (
        TierSpec(
            "fast",
            "host memory of each node, replicated to a peer node's memory",
            best.interval_s,
            "a failure confined to one node (its peer holds the copy), a process crash",
            "a failure of several nodes at once, a whole-job failure, a spot reclaim",
        ),
        TierSpec(
            "durable",
            _DURABLE_WHERE + f" (every {best.every} fast checkpoints, drained in the background)",
            durable_s,
            _DURABLE_SURVIVES,
            "nothing",
        ),
    )
    infeasible = None
    if not math.isfinite(best.ratio):
        infeasible = "the expected wall time is beyond any horizon (the job never finishes)"
    assumptions = (
        A.EXPONENTIAL_FAILURES,
        A.FAILURES_DURING_CHECKPOINT_AND_RESTART,
        A.LONG_RUN_EXPECTATION,
        A.GOODPUT_DEFINITION,
        A.FILESYSTEM_FAIR_SHARE,
        *TIER_ASSUMPTIONS,
    )
    return FeasibleOption(
        strategy="two_tier",
        label="Two-tier: peer memory + shared filesystem",
        cluster=cluster,
        warning_mode=None,
        interval_s=best.interval_s,
        interval_steps=round(best.interval_s / facts.step_s),
        durable_interval_s=durable_s,
        unconstrained_interval_s=free.interval_s,
        blocking_s=blocking_s,
        background_s=drain_s,
        emergency_save_worst_s=None,
        emergency_save_expected_s=None,
        ratio=best.ratio,
        price_usd_per_gpu_h=cluster.price_usd_per_gpu_h,
        gpus=facts.gpus,
        useful_s=facts.useful_s,
        feasible=infeasible is None,
        binding=tuple(binding),
        infeasible_because=infeasible,
        tiers=tiers,
        host_memory_per_node_bytes=3.0 * facts.checkpoint_bytes / nodes,
        assumptions=assumptions,
        plan=None,
    )


def feasible_options(
    facts: Facts,
    strategies: tuple[Strategy, ...],
    free_plans: dict[tuple[str, str], StrategyPlan],
) -> tuple[FilesystemShare, tuple[FeasibleOption, ...]]:
    """Every option under the sharing rule; two tiers need at least two nodes (a peer)."""
    share = filesystem_share(facts)
    options: list[FeasibleOption] = []
    for cluster in facts.clusters:
        for strategy in strategies:
            free = free_plans[(strategy.name, cluster.name)]
            options.append(_single_tier(facts, strategy, cluster, share, None, free))
            if cluster.warning_s is not None:
                for mode in ("at_notice", "before_kill"):
                    options.append(_single_tier(facts, strategy, cluster, share, mode, free))
        if nodes_of(facts) >= 2:
            async_strategy = next(s for s in strategies if s.name == "sharded_async")
            options.append(_two_tier(facts, async_strategy, cluster, share))
    return share, tuple(options)


def cheapest(options: tuple[FeasibleOption, ...]) -> FeasibleOption:
    """The cheapest feasible option per useful GPU-hour, else the least bad of all."""
    pool = [o for o in options if o.feasible] or list(options)
    return min(pool, key=lambda o: (o.usd_per_useful_gpu_h, o.wall_days))
