"""Turn events into what the estimates need: running periods, restarts and notice lead times.

Each job's events are read in time order (rows at the same time in file order) through a small
state machine:

* ``start`` or ``resume`` begin a running period (a ``start`` after a failure counts as the
  resume: some loggers write one for the other);
* ``failure`` or ``preemption`` end it, observed (one job-killing event), and begin a restart;
* ``end`` ends it, censored (a planned stop says nothing about when the next failure would
  have come); a period still running when the file's window closes is censored there;
* ``resume`` ends a restart: its duration is one restart time;
* ``notice`` marks the running period: the next ``preemption`` or ``failure`` of that job
  came with that much lead time.

Each running period is one draw of time-to-failure on its capacity, right-censored when no
failure ended it. Treating every resume as a fresh start (a renewal) is the assumption the MTBF
and the Weibull fit both rest on.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from ..errors import Problem
from .logs import Event, LogError, LogFile

__all__ = ["CapacityHistory", "Period", "history"]


@dataclass(frozen=True)
class Period:
    """One running period of a job."""

    duration_s: float
    failed: bool
    """True when a failure or preemption ended it; False when censored."""
    ended_by: str
    """``failure``, ``preemption``, ``end`` or ``window`` (still running at the window's end)."""
    path: str
    line: int
    """Line of the event that began it."""


@dataclass
class CapacityHistory:
    """Everything observed on one capacity, over every log."""

    periods: list[Period] = field(default_factory=list)
    restarts_s: list[float] = field(default_factory=list)
    """Failure → resume durations [s]."""
    notice_leads_s: list[float] = field(default_factory=list)
    """Notice → preemption (or failure) lead times [s]."""
    unwarned_preemptions: int = 0
    """Preemptions that came without a notice."""

    @property
    def failures(self) -> int:
        return sum(p.failed for p in self.periods)

    @property
    def preemptions(self) -> int:
        return sum(p.ended_by == "preemption" for p in self.periods)

    @property
    def exposure_s(self) -> float:
        return sum(p.duration_s for p in self.periods)


@dataclass
class _Job:
    state: str = "new"  # new, running, restarting, ended
    since_s: float = 0.0
    capacity: str = ""
    begun_line: int = 0
    notice_s: float | None = None
    last_line: int = 0


def history(logs: list[LogFile]) -> dict[str, CapacityHistory]:
    """Per capacity (``on_demand``, ``spot``), what the logs observed; raise on impossible order."""
    result: dict[str, CapacityHistory] = defaultdict(CapacityHistory)
    problems: list[Problem] = []
    for log in logs:
        by_job: dict[str, list[Event]] = defaultdict(list)
        for event in log.events:
            by_job[event.job].append(event)
        for job_id, events in by_job.items():
            job = _Job()
            for event in sorted(events, key=lambda e: (e.time_s, e.line)):
                message = _step(job, event, log.path, result)
                if message:
                    who = f"job {job_id!r} " if job_id else "the job "
                    problems.append(
                        Problem(log.path, event.line, 1, f"{event.kind}: {who}{message}")
                    )
                job.last_line = event.line
            if job.state == "running":
                result[job.capacity].periods.append(
                    Period(log.window_s - job.since_s, False, "window", log.path, job.begun_line)
                )
    if problems:
        raise LogError(problems)
    return dict(sorted(result.items()))


def _step(job: _Job, e: Event, path: str, out: dict[str, CapacityHistory]) -> str | None:
    """Apply one event; return what was wrong with it, or None."""
    state = job.state
    where = f"(its last event is on line {job.last_line})" if job.last_line else "yet"
    if e.kind == "start" or (e.kind == "resume" and state == "restarting"):
        if state == "running":
            return (
                f"is already running since line {job.begun_line}; "
                "expected a failure, preemption or end first"
            )
        if state == "restarting":
            out[job.capacity].restarts_s.append(e.time_s - job.since_s)
        job.state, job.since_s, job.capacity, job.begun_line = (
            "running",
            e.time_s,
            e.capacity,
            e.line,
        )
        job.notice_s = None
        return None
    if e.kind == "resume":
        return f"is not restarting {where}; expected a resume only after a failure or preemption"
    if e.kind == "notice":
        if state != "running":
            return "is not running; expected a notice only while the job runs"
        if job.notice_s is None:
            job.notice_s = e.time_s
        return None
    if state != "running":
        article = "an" if e.kind == "end" else "a"
        return f"is not running {where}; expected {article} {e.kind} only after a start or resume"
    failed = e.kind in ("failure", "preemption")
    capacity = out[job.capacity]
    capacity.periods.append(Period(e.time_s - job.since_s, failed, e.kind, path, job.begun_line))
    if failed:
        if job.notice_s is not None:
            capacity.notice_leads_s.append(e.time_s - job.notice_s)
        elif e.kind == "preemption":
            capacity.unwarned_preemptions += 1
        job.state, job.since_s = "restarting", e.time_s
    else:
        job.state = "ended"
    job.notice_s = None
    return None
