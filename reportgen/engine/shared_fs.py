"""Many jobs checkpointing to one filesystem: when the formula's C stops being true."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .calc import Calc, fmt
from .exact import FailureModel, expected_ratio
from .facts import Facts
from .young import young_interval

__all__ = ["SharedFilesystem", "plan_shared_filesystem"]


@dataclass(frozen=True)
class SharedFilesystem:
    """Many jobs checkpointing to one filesystem: its load, in phase and staggered."""

    jobs: int
    """Jobs checkpointing to the filesystem, this one included."""
    bandwidth_bytes_per_s: float
    bandwidth_assumed: bool
    """The bandwidth was derived from ``parallel_writers`` saturating it, not measured."""
    write_alone_s: float
    """One checkpoint at the full bandwidth [s]."""
    in_phase_write_s: float
    """One checkpoint when every job writes at once (bandwidth shared J ways) [s]."""
    demand_bytes_per_s: float
    """Average write demand if every job checkpoints at this job's interval [B/s]."""
    utilisation: float
    """Demand ÷ bandwidth: above 1 the filesystem cannot keep up at any phase."""
    min_sustainable_interval: Calc
    """Smallest interval every job can use, writing back to back: ``J·S/B`` [s]."""
    interval_s: float
    """This job's planned interval (sharded + async, on demand) [s]."""
    in_phase_young_interval_s: float
    """Young's T* once C is the in-phase write time [s]."""
    in_phase_overhead: float
    """Exact overhead when every job writes synchronously and in phase."""
    planned_overhead: float
    """Exact overhead of the plan when the filesystem delivers the bandwidth it promises."""
    staggered_interval_s: float
    """The interval with scheduled, staggered writes: ``max(planned, J·S/B)`` [s]."""
    staggered_overhead: float
    restart_storm_read_s: float
    """Reload time if every job restarts at once (reads at the write bandwidth) [s]."""


def plan_shared_filesystem(facts: Facts, planned_interval_s: float) -> SharedFilesystem:
    """Quantify what ``other_jobs`` using the same formula do to this job's checkpoints."""
    size = facts.checkpoint_bytes
    writers = facts.parallel_writers
    measured = facts.filesystem.bandwidth_bytes_per_s
    bandwidth = measured if measured is not None else size * writers / facts.write_s
    jobs = facts.filesystem.other_jobs + 1
    alone_s = size / bandwidth
    in_phase_s = jobs * alone_s
    mtbf_s = facts.on_demand.mtbf_s
    restart_s = facts.on_demand.restart_s
    failures = FailureModel.unwarned(mtbf_s)
    snapshot_s = facts.snapshot_fraction * facts.write_s / writers
    min_interval_s = jobs * size / bandwidth
    min_interval = Calc(
        name="min_sustainable_interval",
        value=min_interval_s,
        unit="s",
        formula="T_min = J·S / B",
        substitution=(
            f"{jobs} × {fmt(size / 1e12)} TB / {fmt(bandwidth / 1e9)} GB/s"
            f" = {fmt(min_interval_s)} s"
        ),
    )
    in_phase_young = young_interval(in_phase_s, mtbf_s).value
    in_phase_ratio = expected_ratio(in_phase_young, in_phase_s, restart_s, failures)
    background_s = min(alone_s, planned_interval_s + snapshot_s)
    planned_ratio = expected_ratio(
        planned_interval_s, snapshot_s, restart_s, failures, background_s
    )
    staggered_s = max(planned_interval_s, min_interval_s)
    staggered_ratio = expected_ratio(staggered_s, snapshot_s, restart_s, failures, background_s)
    demand = jobs * size / planned_interval_s
    return SharedFilesystem(
        jobs=jobs,
        bandwidth_bytes_per_s=bandwidth,
        bandwidth_assumed=measured is None,
        write_alone_s=alone_s,
        in_phase_write_s=in_phase_s,
        demand_bytes_per_s=demand,
        utilisation=demand / bandwidth,
        min_sustainable_interval=min_interval,
        interval_s=planned_interval_s,
        in_phase_young_interval_s=in_phase_young,
        in_phase_overhead=in_phase_ratio - 1.0,
        planned_overhead=planned_ratio - 1.0,
        staggered_interval_s=staggered_s,
        staggered_overhead=staggered_ratio - 1.0,
        restart_storm_read_s=in_phase_s if math.isfinite(in_phase_s) else math.inf,
    )
