"""A wall-clock budget for one piece of work: the linter's per document, the grader's per
submission.

``with TimeBudget(seconds, Error):`` raises ``Error`` in the main thread once ``seconds`` have
passed (POSIX interval timer). It is not armed when ``seconds`` is 0, off the main thread, on a
platform without ``setitimer``, or when an interval timer already runs: an enclosing budget
(the grader's around the linter's) keeps its own timer and its own error.
"""

from __future__ import annotations

import signal
import threading

__all__ = ["TimeBudget"]


class TimeBudget:
    def __init__(self, seconds: float, error: type[Exception]) -> None:
        self.seconds = seconds
        self.error = error
        self.armed = False

    def __enter__(self) -> None:
        self.armed = (
            self.seconds > 0
            and hasattr(signal, "setitimer")
            and threading.current_thread() is threading.main_thread()
            and signal.getitimer(signal.ITIMER_REAL)[0] == 0
        )
        if self.armed:
            self.previous = signal.signal(signal.SIGALRM, self._fire)
            signal.setitimer(signal.ITIMER_REAL, self.seconds)

    def __exit__(self, *exc: object) -> None:
        if self.armed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)

    def _fire(self, signum: int, frame: object) -> None:
        raise self.error()
