"""Checkpoint strategies: what each costs the training loop and what it demands in return."""

from __future__ import annotations

import math
from dataclasses import dataclass

from . import assumptions as A
from .calc import Assumption
from .facts import Facts

__all__ = ["STRATEGY_NAMES", "Strategy", "strategies_for"]

STRATEGY_NAMES = ("baseline", "sharded", "sharded_async")


@dataclass(frozen=True)
class Strategy:
    """How one checkpoint is taken."""

    name: str
    label: str
    blocking_s: float
    """Time the training loop is blocked per checkpoint, C [s]."""
    background_s: float
    """Write that continues after the loop resumes, W [s] (0 when synchronous)."""
    emergency_save_s: float
    """A complete save from scratch, as used in a preemption notice [s]."""
    formula: str
    """How ``blocking_s`` follows from the facts, symbolically."""
    substitution: str
    constraints: tuple[str, ...]
    assumptions: tuple[Assumption, ...]
    host_memory_per_node_bytes: float = 0.0
    """Host memory the in-flight snapshot needs on each node [B]."""


def strategies_for(facts: Facts) -> tuple[Strategy, ...]:
    """The three strategies of the exercise, in order: single writer, sharded, sharded + async."""
    n = facts.parallel_writers
    write_s = facts.write_s
    sharded_s = write_s / n
    snapshot_s = facts.snapshot_fraction * sharded_s
    # A partial node is still a node: 4 GPUs at 8 per node is one node, not zero.
    nodes = max(math.ceil(facts.gpus / facts.gpus_per_node), 1)
    baseline = Strategy(
        name="baseline",
        label="Single writer",
        blocking_s=write_s,
        background_s=0.0,
        emergency_save_s=write_s,
        formula="C = single-writer write time",
        substitution=f"C = {write_s:g} s",
        constraints=("Training stops for the whole write; one rank's bandwidth bounds the save.",),
        assumptions=(),
    )
    sharded = Strategy(
        name="sharded",
        label=f"Sharded across {n} writers",
        blocking_s=sharded_s,
        background_s=0.0,
        emergency_save_s=sharded_s,
        formula="C = write time / N",
        substitution=f"C = {write_s:g} s / {n} = {sharded_s:g} s",
        constraints=(
            f"A checkpoint is valid only when all {n} shards are written: it needs a manifest "
            "and a commit marker written last, and a reader that ignores uncommitted ones.",
            "The shards are tied to the parallel layout; restarting on a different number of "
            "GPUs needs resharding (a layout-independent format or a conversion step).",
            f"The filesystem must sustain {n} concurrent writers from this job, and every other "
            "job doing the same shares that bandwidth (see question 7).",
            "Many more files per checkpoint: metadata load on the filesystem grows with N.",
        ),
        assumptions=(A.SHARDED_WRITE_SCALES,),
    )
    sharded_async = Strategy(
        name="sharded_async",
        label="Sharded + asynchronous",
        blocking_s=snapshot_s,
        background_s=sharded_s,
        emergency_save_s=snapshot_s + sharded_s,
        formula="C = snapshot fraction × write time / N;  W = write time / N",
        substitution=(
            f"C = {facts.snapshot_fraction:g} × {write_s:g} s / {n} = {snapshot_s:g} s;  "
            f"W = {sharded_s:g} s"
        ),
        constraints=(
            "The interval must exceed the background write (T > W): otherwise the next snapshot "
            "waits for the previous write (the stall comes back) or writes pile up and "
            "overwrite host buffers.",
            "A checkpoint is durable only when its background write commits: a failure during "
            "the write loses up to T + W of work, back to the previous committed checkpoint.",
            "Host memory must hold the in-flight snapshot (pinned buffers per node) while "
            "training continues.",
            "All constraints of the sharded strategy still apply.",
        ),
        assumptions=(A.SHARDED_WRITE_SCALES, A.SNAPSHOT_OF_SHARDED_WRITE, A.ASYNC_NO_SLOWDOWN),
        host_memory_per_node_bytes=facts.checkpoint_bytes / nodes,
    )
    return (baseline, sharded, sharded_async)
