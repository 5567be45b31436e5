"""The modelling assumptions the engine can rely on, each with a stable id."""

from __future__ import annotations

from .calc import Assumption

__all__ = [
    "ASYNC_NO_SLOWDOWN",
    "EXPONENTIAL_FAILURES",
    "FAILURES_DURING_CHECKPOINT_AND_RESTART",
    "GOODPUT_DEFINITION",
    "HARDWARE_FAILURES_UNWARNED",
    "LONG_RUN_EXPECTATION",
    "SAME_RESTART_ON_SPOT",
    "SHARDED_WRITE_SCALES",
    "SNAPSHOT_OF_SHARDED_WRITE",
    "UNIFORM_LOSS",
    "WEIGHTS_ONLY_FRACTION",
]

EXPONENTIAL_FAILURES = Assumption(
    "exponential-failures",
    "Job-killing failures arrive as a Poisson process: times between them are exponential "
    "(memoryless) with the stated MTBF, independent of how long the job has run.",
)
UNIFORM_LOSS = Assumption(
    "uniform-loss",
    "First-order model: a failure strikes on average halfway through an interval, losing T/2 "
    "of work, and failures during a checkpoint or a restart are neglected.",
)
FAILURES_DURING_CHECKPOINT_AND_RESTART = Assumption(
    "failures-during-checkpoint-and-restart",
    "Exact model: failures can also strike while a checkpoint is written or while the job "
    "restarts; a failed restart starts over (Daly 2006).",
)
LONG_RUN_EXPECTATION = Assumption(
    "long-run-expectation",
    "Expected wall time is the long-run (renewal-reward) expectation, i.e. the useful work "
    "is treated as a whole number of intervals; the last partial interval changes the job's "
    "wall time by less than one interval.",
)
GOODPUT_DEFINITION = Assumption(
    "goodput-definition",
    "Goodput is useful compute time divided by expected wall-clock time, 1/(1 + overhead), "
    "where overhead is expected wall time ÷ useful time − 1.",
)
SHARDED_WRITE_SCALES = Assumption(
    "sharded-write-scales",
    "Sharding the write across N ranks divides the write time by N (the filesystem is not "
    "saturated below N writers), and a checkpoint counts only once every shard is written.",
)
SNAPSHOT_OF_SHARDED_WRITE = Assumption(
    "snapshot-of-sharded-write",
    "The device-to-host snapshot of the asynchronous strategy takes the stated fraction of the "
    "sharded write time, and the background write takes the sharded write time.",
)
ASYNC_NO_SLOWDOWN = Assumption(
    "async-no-slowdown",
    "Training runs at full speed while a background write is in flight (no contention for "
    "PCIe, host memory bandwidth or network).",
)
SAME_RESTART_ON_SPOT = Assumption(
    "same-restart-on-spot",
    "Replacement spot capacity is available at once, so a restart on spot takes the stated "
    "restart time.",
)
HARDWARE_FAILURES_UNWARNED = Assumption(
    "hardware-failures-unwarned",
    "On spot, hardware failures still arrive at the on-demand rate and come without warning; "
    "only the remaining interruptions (preemptions) come with the notice.",
)
WEIGHTS_ONLY_FRACTION = Assumption(
    "weights-only-fraction",
    "Weights alone are 1/7 of a full checkpoint: bf16 weights (2 B/parameter) out of 14 B per "
    "parameter for weights, fp32 master weights and two fp32 Adam moments.",
)
