"""Retention tiers: what each kept checkpoint is for, and what the policy costs in storage."""

from __future__ import annotations

import math
from dataclasses import dataclass

from . import assumptions as A
from .calc import Assumption
from .facts import Facts

__all__ = ["RetentionPlan", "Tier", "plan_retention"]

WEIGHTS_ONLY_FRACTION = 1.0 / 7.0  # bf16 weights: 2 of 14 B/param (see WEIGHTS_ONLY_FRACTION)


@dataclass(frozen=True)
class Tier:
    """One retention tier: what it keeps and why, how many, how far apart and where."""

    name: str
    purpose: str
    contents: str
    count: int
    size_each_bytes: float
    spacing_s: float | None
    """Time between kept checkpoints of this tier [s of wall clock]; ``None`` for one-offs."""
    where: str

    @property
    def footprint_bytes(self) -> float:
        return self.count * self.size_each_bytes


@dataclass(frozen=True)
class RetentionPlan:
    """Which checkpoints to keep, where, and the storage they take."""

    tiers: tuple[Tier, ...]
    checkpoints_written: int
    """Checkpoints the job writes at the recommended interval."""
    keep_everything_bytes: float
    assumptions: tuple[Assumption, ...]

    @property
    def footprint_bytes(self) -> float:
        return sum(t.footprint_bytes for t in self.tiers)


def plan_retention(facts: Facts, interval_s: float, wall_s: float) -> RetentionPlan:
    """Tiers for a job that checkpoints every ``interval_s`` and runs ``wall_s`` of wall clock."""
    r = facts.retention
    full = facts.checkpoint_bytes
    assumptions: tuple[Assumption, ...] = ()
    if r.weights_only_bytes is None:
        weights = full * WEIGHTS_ONLY_FRACTION
        assumptions += (A.WEIGHTS_ONLY_FRACTION,)
    else:
        weights = r.weights_only_bytes
    rollback_count = max(1, math.ceil(r.rollback_window_s / r.rollback_every_s))
    # A plan that never finishes (infinite wall time) keeps one milestone and counts none.
    milestones = max(1, math.floor(wall_s / r.milestone_every_s)) if math.isfinite(wall_s) else 1
    tiers = (
        Tier(
            name="restart",
            purpose=(
                "Resume after a failure. The newest may be incomplete or corrupt (a failure "
                "during the write), so the one before it is kept too."
            ),
            contents="full state",
            count=r.keep_last,
            size_each_bytes=full,
            spacing_s=interval_s,
            where="fast shared storage (the checkpoint filesystem)",
        ),
        Tier(
            name="rollback",
            purpose=(
                "Roll back past a loss spike or divergence, or past silent data corruption "
                "noticed hours later: full state, so training resumes from before the problem."
            ),
            contents="full state",
            count=rollback_count,
            size_each_bytes=full,
            spacing_s=r.rollback_every_s,
            where="shared storage, pruned on a rolling window",
        ),
        Tier(
            name="milestone",
            purpose=(
                "Evaluation and comparison across the run (benchmarks, ablations, reproducing "
                "a result): the weights are enough."
            ),
            contents="weights only",
            count=milestones,
            size_each_bytes=weights,
            spacing_s=r.milestone_every_s,
            where="object storage, kept for the life of the project",
        ),
        Tier(
            name="final",
            purpose=(
                "The deliverable, plus the full state to continue training or fine-tune "
                "with the optimizer warm."
            ),
            contents="full state",
            count=1,
            size_each_bytes=full,
            spacing_s=None,
            where="object storage, kept indefinitely",
        ),
    )
    written = max(1, math.floor(wall_s / interval_s)) if math.isfinite(wall_s) else 0
    return RetentionPlan(
        tiers=tiers,
        checkpoints_written=written,
        keep_everything_bytes=written * full if math.isfinite(wall_s) else math.inf,
        assumptions=assumptions,
    )
