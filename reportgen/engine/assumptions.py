"""The modelling assumptions the engine can rely on, each with a stable id."""

from __future__ import annotations

from .calc import Assumption

__all__ = [
    "ASYNC_NO_SLOWDOWN",
    "EMERGENCY_SAVE_IN_FLIGHT",
    "EXPONENTIAL_FAILURES",
    "FAILURES_DURING_CHECKPOINT_AND_RESTART",
    "FILESYSTEM_FAIR_SHARE",
    "GOODPUT_DEFINITION",
    "HARDWARE_FAILURES_UNWARNED",
    "LOCAL_FAILURE_FRACTION",
    "LONG_RUN_EXPECTATION",
    "PEER_REPLICA",
    "PREEMPTIONS_GLOBAL",
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
    "is treated as a whole number of intervals; the last partial interval, and the job's last "
    "checkpoint write (which no later compute hides), change the job's wall time by less than "
    "one interval.",
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
FILESYSTEM_FAIR_SHARE = Assumption(
    "filesystem-fair-share",
    "Bandwidth-sharing rule: the J jobs on the shared filesystem (this one and the others, "
    "writing checkpoints of the same size S) each get an equal share B/J of its write "
    "bandwidth B on average. Periodic writes (synchronous or in the background) are scheduled "
    "in slots across jobs and run at full speed in their slot, so this job can write a "
    "checkpoint to the filesystem no more often than once every J·S/B; an emergency save at a "
    "preemption notice cannot wait for a slot and gets the share, taking J·S/B.",
)
LOCAL_FAILURE_FRACTION = Assumption(
    "local-failure-fraction",
    "78 % of job-killing failures are confined to one node (a GPU, its memory, the host) and "
    "can be recovered from a peer's copy; the rest (network, filesystem, software, several "
    "nodes at once) need the durable tier. Source: of the 419 unexpected interruptions of "
    "Llama 3 405B's 54-day pre-training snapshot, about 78 % were attributed to confirmed or "
    'suspected hardware issues, GPUs and their HBM3 memory alone 47 % (Dubey et al., "The '
    'Llama 3 Herd of Models", 2024, Sec. 3.3.4 and Table 5).',
)
PEER_REPLICA = Assumption(
    "peer-replica",
    "Two-tier plans keep each fast checkpoint in host memory and replicate it to a peer node "
    "(Gemini, SOSP'23) within the interval, over links training leaves idle; a node that fails "
    "is restored from its peer's copy, and a drain to the durable tier in flight continues from "
    "the replica. Each node needs host memory for its own snapshot, its peer's, and the one "
    "being drained. Restarting from either tier takes the stated restart time.",
)
PREEMPTIONS_GLOBAL = Assumption(
    "preemptions-global",
    "A spot reclaim takes the job's nodes and their local storage at once (capacity is "
    "reclaimed in bulk), so only the durable tier survives it.",
)
EMERGENCY_SAVE_IN_FLIGHT = Assumption(
    "emergency-save-in-flight",
    "With asynchronous checkpoints, the notice may find a background write in flight; the "
    "emergency save shares the bandwidth with it until it commits, so it is budgeted for the "
    "worst case (a write that has just started: W more) and reported for the expected case "
    "(in flight a fraction W/(T + C) of the time, with W/2 left on average).",
)
