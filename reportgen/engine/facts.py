"""The engine's inputs: the facts of one training job, in SI units (seconds, bytes, US dollars).

The engine never sees YAML: ``reportgen.scenario`` parses and validates a scenario file and
hands the engine one :class:`Facts`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["Cluster", "Facts", "FilesystemFacts", "RetentionFacts", "facts_dict"]


@dataclass(frozen=True)
class Cluster:
    """One kind of capacity the job can run on."""

    name: str
    """``on_demand`` or ``spot``."""
    mtbf_s: float
    """Mean time between job-killing events on this capacity [s]."""
    price_usd_per_gpu_h: float
    """List price [USD per GPU-hour of wall clock]."""
    restart_s: float
    """Detect + requeue + reload after a job-killing event [s]."""
    warning_s: float | None = None
    """Notice before a preemption [s]; ``None`` when the capacity gives none."""


@dataclass(frozen=True)
class FilesystemFacts:
    """The shared filesystem the checkpoints go to."""

    other_jobs: int = 0
    """Other jobs writing checkpoints of the same size to the same filesystem."""
    bandwidth_bytes_per_s: float | None = None
    """Aggregate write bandwidth [B/s]; ``None``: what ``parallel_writers`` saturate."""


@dataclass(frozen=True)
class RetentionFacts:
    """Inputs of the retention policy."""

    keep_last: int = 2
    """Restart tier: how many of the most recent checkpoints to keep."""
    rollback_window_s: float = 24 * 3600.0
    """How far back a loss spike can send the run [s]."""
    rollback_every_s: float = 4 * 3600.0
    """Spacing of the rollback tier [s]."""
    milestone_every_s: float = 72 * 3600.0
    """Spacing of evaluation milestones kept for the whole run [s of wall clock]."""
    weights_only_bytes: float | None = None
    """Size of the weights alone [B]; ``None``: 1/7 of the checkpoint (2 of 14 B/param)."""


@dataclass(frozen=True)
class Facts:
    """Everything the engine needs to plan one job."""

    title: str
    gpus: int
    """GPUs in the job."""
    useful_s: float
    """Useful compute per GPU: the job's wall time if nothing failed and nothing was saved [s]."""
    step_s: float
    """Time of one training step [s]."""
    checkpoint_bytes: float
    """Full checkpoint size [B]."""
    write_s: float
    """Time for a single writer to write the full checkpoint [s]."""
    parallel_writers: int
    """Ranks that can write shards in parallel before the filesystem saturates."""
    snapshot_fraction: float
    """Device-to-host snapshot time as a fraction of the (sharded) write time."""
    on_demand: Cluster
    spot: Cluster | None = None
    gpus_per_node: int = 8
    filesystem: FilesystemFacts = field(default_factory=FilesystemFacts)
    retention: RetentionFacts = field(default_factory=RetentionFacts)
    stated_assumptions: tuple[str, ...] = ()
    """Assumptions the scenario itself states."""
    unstated_defaults: tuple[str, ...] = ()
    """Values the scenario left out and the loader filled with a default (each an assumption)."""

    @property
    def clusters(self) -> tuple[Cluster, ...]:
        return (self.on_demand,) if self.spot is None else (self.on_demand, self.spot)


def facts_dict(f: Facts) -> dict[str, Any]:
    """The ``facts`` object of ``reportgen plan --format json``."""
    return {
        "gpus": f.gpus,
        "useful_s": f.useful_s,
        "step_s": f.step_s,
        "checkpoint_bytes": f.checkpoint_bytes,
        "write_s": f.write_s,
        "parallel_writers": f.parallel_writers,
        "snapshot_fraction": f.snapshot_fraction,
        "clusters": {
            c.name: {
                "mtbf_s": c.mtbf_s,
                "price_usd_per_gpu_h": c.price_usd_per_gpu_h,
                "restart_s": c.restart_s,
                "warning_s": c.warning_s,
            }
            for c in f.clusters
        },
    }
