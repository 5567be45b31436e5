"""Read job event logs into :class:`Event` rows: a documented CSV, or Slurm ``sacct -P`` output.

Two formats, one result: a list of events per file, each with the line it came from, so that
everything downstream can point at the row that explains a number (or an error).

**CSV** (``--log-format csv``): a header row, then one event per row. Columns, in any order,
names case-insensitive, other columns ignored:

``time``
    ISO 8601 (``2024-05-01T10:00:00Z``) or seconds from the start of the log (``3600``);
    one file uses one kind.
``event``
    ``start``, ``failure``, ``preemption``, ``notice``, ``resume`` or ``end``.
``capacity`` (optional)
    ``on_demand`` or ``spot``; without the column every row is on the ``--capacity`` given.
``job`` or ``node`` (optional)
    Which job the row is about; rows of different jobs form separate histories.

**Slurm** (``--log-format slurm``): ``sacct -P`` output (``|``-separated, a header row) with at
least ``JobID``, ``State``, ``Start`` and ``End``; ``JobName`` (optional) groups the
allocations of one training run, ``NodeList`` is kept for messages. Job steps
(``123.batch``, ``123.0``) are skipped: the allocation's row carries its state. How each state
ends an allocation is :data:`SLURM_STATES`.

Bad rows raise :class:`LogError` listing every problem with ``file:line:col``.
"""

from __future__ import annotations

import csv
import math
import os
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Final, Literal

from ..errors import Problem, ScenarioError

__all__ = [
    "CAPACITIES",
    "EVENT_KINDS",
    "SLURM_STATES",
    "Event",
    "LogError",
    "LogFile",
    "read_log",
]

EventKind = Literal["start", "failure", "preemption", "notice", "resume", "end"]
EVENT_KINDS: Final[tuple[str, ...]] = ("start", "failure", "preemption", "notice", "resume", "end")
CAPACITIES: Final[tuple[str, ...]] = ("on_demand", "spot")

SLURM_STATES: Final[dict[str, str]] = {
    # The allocation ran to its end: a planned stop, so its running time is censored.
    "COMPLETED": "end",
    "CANCELLED": "end",  # cancelled by a person ("CANCELLED by 1234")
    "TIMEOUT": "end",  # the time limit of a chained job: planned, not a failure
    "DEADLINE": "end",
    # The allocation was killed by something the job did not plan: a failure.
    "FAILED": "failure",
    "NODE_FAIL": "failure",
    "OUT_OF_MEMORY": "failure",
    "BOOT_FAIL": "failure",
    "REQUEUED": "failure",  # requeued by Slurm after it was killed
    # Reclaimed capacity.
    "PREEMPTED": "preemption",
    # Still running when the log was taken: censored at the end of the log's window.
    "RUNNING": "running",
}
"""How a Slurm job state ends an allocation: ``end`` (censored), ``failure``, ``preemption``,
or ``running`` (censored at the end of the window). ``PENDING`` rows (never started) are
skipped; any other state is an error."""

MAX_LOG_BYTES: Final = 64 << 20
"""A log of a year of a large cluster is a few megabytes; past 64 MiB it is probably not one."""


class LogError(ScenarioError):
    """A log could not be read; ``problems`` lists every bad row (``file:line:col``).

    A :class:`~reportgen.errors.ScenarioError` so that the command line reports it the same
    way: every problem, then "nothing written", exit code 2.
    """


@dataclass(frozen=True)
class Event:
    """One row of a log."""

    time_s: float
    """Seconds from the start of the file's window (its earliest event)."""
    kind: EventKind
    capacity: str
    job: str
    line: int
    """1-based line of the row in its file."""


@dataclass(frozen=True)
class LogFile:
    """The events of one log file, in file order, with the file's window."""

    path: str
    events: tuple[Event, ...]
    window_s: float
    """From the earliest to the latest time in the file [s]; censoring happens at its end."""
    start_iso: str | None
    """The window's start as written (ISO 8601 logs), or ``None`` for logs in seconds."""
    end_iso: str | None
    sha256: str


def read_log(path: str, log_format: str, capacity: str) -> LogFile:
    """Read one log; ``capacity`` applies to rows that do not name theirs."""
    import hashlib

    data = _read_bytes(path)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise LogError([Problem(path, 1, 1, f"the log is not UTF-8 text ({exc.reason})")]) from None
    rows, problems = _read_csv(path, text, "|" if log_format == "slurm" else ",")
    try:
        if log_format == "slurm":
            raw = _slurm_events(path, rows, capacity)
        else:
            raw = _csv_events(path, rows, capacity)
    except LogError as error:
        raise LogError(problems + error.problems) from None
    if problems:
        raise LogError(problems)
    if not raw:
        raise LogError([Problem(path, 1, 1, "the log holds no events (only a header, or empty)")])
    return _window(path, raw, hashlib.sha256(data).hexdigest())


# ── reading ───────────────────────────────────────────────────────────────────────────────


def _read_bytes(path: str) -> bytes:
    def fail(message: str) -> LogError:
        return LogError([Problem(path, 1, 1, message)])

    try:
        if os.path.isdir(path):
            raise fail("this is a directory, not a log file")
        with open(path, "rb") as stream:
            data = stream.read(MAX_LOG_BYTES + 1)
    except FileNotFoundError:
        raise fail("cannot read the log: no such file") from None
    except OSError as exc:
        raise fail(f"cannot read the log: {exc.strerror or exc}") from None
    if len(data) > MAX_LOG_BYTES:
        raise fail(f"the file is over {MAX_LOG_BYTES >> 20} MiB; this is probably not a log")
    if b"\0" in data:
        raise fail("the file is binary (it holds NUL bytes), not a text log")
    return data


@dataclass(frozen=True)
class _Row:
    line: int
    cells: dict[str, str]
    columns: dict[str, int]
    """1-based character column of each cell in its line."""


def _read_csv(path: str, text: str, delimiter: str) -> tuple[list[_Row], list[Problem]]:
    """The rows with the right number of fields, and a problem for each row without."""
    lines = text.splitlines()
    header_at = next(
        (i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")),
        None,
    )
    if header_at is None:
        raise LogError([Problem(path, 1, 1, "the log is empty: expected a header row")])
    header = [h.strip().lower() for h in _split(lines[header_at], delimiter)]
    rows: list[_Row] = []
    problems: list[Problem] = []
    for number, line in enumerate(lines[header_at + 1 :], start=header_at + 2):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        cells = _split(line, delimiter)
        if len(cells) != len(header):
            problems.append(
                Problem(
                    path,
                    number,
                    1,
                    f"expected {len(header)} fields as in the header ({delimiter.join(header)}), "
                    f"got {len(cells)}",
                )
            )
            continue
        rows.append(
            _Row(
                number,
                {name: cell.strip() for name, cell in zip(header, cells, strict=True)},
                dict(zip(header, _columns(line, delimiter, len(cells)), strict=True)),
            )
        )
    return rows, problems


def _split(line: str, delimiter: str) -> list[str]:
    return next(csv.reader([line], delimiter=delimiter))


def _columns(line: str, delimiter: str, count: int) -> list[int]:
    """The 1-based column where each of the ``count`` fields of ``line`` starts."""
    starts = [1]
    quoted = False
    for index, char in enumerate(line):
        if char == '"':
            quoted = not quoted
        elif char == delimiter and not quoted:
            starts.append(index + 2)
    return (starts + [starts[-1]] * count)[:count]


def _require(path: str, rows: list[_Row], names: tuple[str, ...], what: str) -> None:
    if not rows:
        return
    missing = [n for n in names if n not in rows[0].cells]
    if missing:
        raise LogError(
            [
                Problem(
                    path,
                    rows[0].line - 1,
                    1,
                    f"the header lacks the column{'s' if len(missing) > 1 else ''} "
                    f"{', '.join(missing)}; a {what} log needs {', '.join(names)} "
                    f"(got {', '.join(rows[0].cells)})",
                )
            ]
        )


# ── time ──────────────────────────────────────────────────────────────────────────────────


@dataclass(frozen=True)
class _RawEvent:
    time: float | datetime
    kind: EventKind
    capacity: str
    job: str
    line: int
    column: int


_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")


def _parse_time(text: str) -> float | datetime | str:
    """Seconds (a number) or an ISO 8601 time; a message (str) when it is neither."""
    if _NUMBER.fullmatch(text):
        value = float(text)
        if not math.isfinite(value) or value < 0:
            return f"expected seconds from the start of the log (zero or more), got {text!r}"
        return value
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
    except ValueError:
        return (
            "expected an ISO 8601 time (2024-05-01T10:00:00Z) or seconds from the start of "
            f"the log, got {text!r}"
        )


def _window(path: str, raw: list[_RawEvent], sha256: str) -> LogFile:
    problems: list[Problem] = []
    first = raw[0]
    numeric = isinstance(first.time, float)
    aware = isinstance(first.time, datetime) and first.time.tzinfo is not None
    for e in raw:
        if isinstance(e.time, float) != numeric:
            problems.append(
                Problem(
                    path,
                    e.line,
                    e.column,
                    f"expected {'seconds' if numeric else 'an ISO 8601 time'} like the first "
                    f"row (line {first.line}); one log uses one kind of time",
                )
            )
        elif isinstance(e.time, datetime) and (e.time.tzinfo is not None) != aware:
            problems.append(
                Problem(
                    path,
                    e.line,
                    e.column,
                    f"expected a time {'with' if aware else 'without'} a time zone like the "
                    f"first row (line {first.line}); mixing them makes the order ambiguous",
                )
            )
    if problems:
        raise LogError(problems)
    numbers = [e.time for e in raw if isinstance(e.time, float)]
    times = [e.time for e in raw if isinstance(e.time, datetime)]
    start_iso: str | None = None
    end_iso: str | None = None
    if numeric:
        seconds = numbers
    else:
        origin = min(times)
        seconds = [(t - origin).total_seconds() for t in times]
        start_iso, end_iso = origin.isoformat(), max(times).isoformat()
    base = min(seconds)
    events = tuple(
        Event(s - base, e.kind, e.capacity, e.job, e.line)
        for s, e in zip(seconds, raw, strict=True)
    )
    return LogFile(path, events, max(seconds) - base, start_iso, end_iso, sha256)


# ── CSV ───────────────────────────────────────────────────────────────────────────────────


def _csv_events(path: str, rows: list[_Row], capacity: str) -> list[_RawEvent]:
    _require(path, rows, ("time", "event"), "CSV")
    job_column = next((c for c in ("job", "node") if rows and c in rows[0].cells), None)
    problems: list[Problem] = []
    events: list[_RawEvent] = []
    for row in rows:
        time = _parse_time(row.cells["time"])
        if isinstance(time, str):
            problems.append(Problem(path, row.line, row.columns["time"], f"time: {time}"))
        kind = row.cells["event"].lower()
        if kind not in EVENT_KINDS:
            problems.append(
                Problem(
                    path,
                    row.line,
                    row.columns["event"],
                    f"event: expected one of {', '.join(EVENT_KINDS)}, got {row.cells['event']!r}",
                )
            )
        cap = row.cells.get("capacity") or capacity
        if cap not in CAPACITIES:
            problems.append(
                Problem(
                    path,
                    row.line,
                    row.columns.get("capacity", 1),
                    f"capacity: expected {' or '.join(CAPACITIES)} (the scenario's clusters), "
                    f"got {cap!r}",
                )
            )
        if isinstance(time, str) or kind not in EVENT_KINDS or cap not in CAPACITIES:
            continue
        job = row.cells[job_column] if job_column else ""
        events.append(_RawEvent(time, kind, cap, job, row.line, row.columns["time"]))  # type: ignore[arg-type]
    if problems:
        raise LogError(problems)
    return events


# ── Slurm sacct -P ────────────────────────────────────────────────────────────────────────


def _slurm_events(path: str, rows: list[_Row], capacity: str) -> list[_RawEvent]:
    _require(path, rows, ("jobid", "state", "start", "end"), "Slurm sacct -P")
    problems: list[Problem] = []
    runs: dict[str, list[tuple[float | datetime, float | datetime | None, str, _Row]]] = {}
    for row in rows:
        job_id = row.cells["jobid"]
        if "." in job_id:  # a step (123.batch, 123.0): the allocation's row has the state
            continue
        state_text = row.cells["state"]
        state = state_text.split()[0].upper() if state_text.split() else ""
        if state == "PENDING":
            continue
        if state not in SLURM_STATES:
            problems.append(
                Problem(
                    path,
                    row.line,
                    row.columns["state"],
                    f"State: expected a Slurm job state ({', '.join(SLURM_STATES)}, PENDING), "
                    f"got {state_text!r}",
                )
            )
            continue
        start = _parse_time(row.cells["start"])
        if isinstance(start, str):
            problems.append(Problem(path, row.line, row.columns["start"], f"Start: {start}"))
            continue
        end_text = row.cells["end"]
        end: float | datetime | str | None
        if state == "RUNNING" and end_text.lower() in ("unknown", "none", ""):
            end = None
        else:
            end = _parse_time(end_text)
            if isinstance(end, str):
                problems.append(Problem(path, row.line, row.columns["end"], f"End: {end}"))
                continue
            if type(end) is type(start) and end < start:  # type: ignore[operator]
                problems.append(
                    Problem(
                        path,
                        row.line,
                        row.columns["end"],
                        f"End: expected a time after Start ({row.cells['start']}), got {end_text}",
                    )
                )
                continue
        run = row.cells.get("jobname", "")
        runs.setdefault(run, []).append((start, end, SLURM_STATES[state], row))
    if problems:
        raise LogError(problems)
    events: list[_RawEvent] = []
    for run, allocations in runs.items():
        # An allocation after a failure or preemption of the same run is its restart: the gap
        # between them (queueing, requeue, reload) is the restart time.
        restarting = False
        for start, end, outcome, row in sorted(allocations, key=lambda a: (_key(a[0]), a[3].line)):
            kind: EventKind = "resume" if restarting else "start"
            events.append(_RawEvent(start, kind, capacity, run, row.line, row.columns["start"]))
            if end is not None:
                ending: EventKind = "end" if outcome == "end" else outcome  # type: ignore[assignment]
                events.append(_RawEvent(end, ending, capacity, run, row.line, row.columns["end"]))
            restarting = outcome in ("failure", "preemption")
    return events


def _key(time: float | datetime) -> float:
    return time if isinstance(time, float) else time.timestamp()
