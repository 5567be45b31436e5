"""Draw the plots in a second process that imports matplotlib while the build does the rest.

Importing matplotlib and drawing three figures is most of a fresh one-scenario build. On Linux
with two or more cores, :class:`PlotWorker` forks a child as the build starts; the child
imports the plotting code while the parent loads the scenarios and runs the engine, draws the
analysis figures while the parent runs the Monte Carlo, then the completion-time figure. The
bytes are the same as drawing in the parent (same code, same fixed rcParams); elsewhere, or if
the child dies, the plots are drawn in-process.

Requests are answered in order: ``submit_analysis`` then ``submit_completion`` per page, then
``collect`` returns that page's plots.
"""

from __future__ import annotations

import contextlib
import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

    from ..engine.analysis import Analysis
    from ..engine.montecarlo import SimulationRun

__all__ = ["PlotWorker"]


def _draw(request: tuple[Any, ...]) -> list[Any]:
    from . import plots

    if request[0] == "analysis":
        _, analysis, slug = request
        return plots.analysis_plots(analysis, slug)
    _, analysis, run, slug = request
    return [plots.completion_plot(analysis, run, slug)]


def _serve(conn: Connection) -> None:
    """The child: import the plotting code at once, then draw what the parent sends."""
    with contextlib.suppress(BaseException):  # any failure resurfaces on the first request
        from . import plots

        plots.prewarm()
    while True:
        try:
            request = conn.recv()
        except EOFError:
            return
        if request is None:
            return
        try:
            conn.send(("ok", _draw(request)))
        except BaseException as exc:
            conn.send(("error", exc))


class PlotWorker:
    """Draws a page's plots, in a pre-warmed child process when that helps."""

    def __init__(self, fork: bool = True) -> None:
        self._conn: Connection | None = None
        self._process: Any = None
        self._pending: list[tuple[Any, ...]] = []
        self._sent = 0
        if not fork or not sys.platform.startswith("linux") or (os.cpu_count() or 1) < 2:
            return
        if os.environ.get("REPORTGEN_PLOT_WORKER", "1") == "0":
            return
        import multiprocessing

        # numpy is needed on both sides (the parent's Monte Carlo, the child's matplotlib):
        # imported before the fork, the child inherits it instead of importing it again.
        import numpy  # noqa: F401

        ctx = multiprocessing.get_context("fork")
        parent, child = ctx.Pipe()
        process = ctx.Process(target=_serve, args=(child,), daemon=True)
        try:
            process.start()
        except OSError:
            return
        child.close()
        self._conn, self._process = parent, process

    @classmethod
    def inline(cls) -> PlotWorker:
        """A worker that draws in this process."""
        return cls(fork=False)

    def _submit(self, request: tuple[Any, ...]) -> None:
        self._pending.append(request)
        if self._conn is not None:
            try:
                self._conn.send(request)
                self._sent += 1
            except (OSError, BrokenPipeError):
                self.close()

    def submit_analysis(self, analysis: Analysis, slug: str) -> None:
        """Start the figures that need only the analysis."""
        self._submit(("analysis", analysis, slug))

    def submit_completion(self, analysis: Analysis, run: SimulationRun, slug: str) -> None:
        """Start the completion-time figure."""
        self._submit(("completion", analysis, run, slug))

    def collect(self) -> list[Any]:
        """The plots of every request submitted since the last ``collect``, in order."""
        requests, self._pending = self._pending, []
        results: list[Any] = []
        for request in requests:
            answer = None
            if self._conn is not None and self._sent > 0:
                try:
                    answer = self._conn.recv()
                    self._sent -= 1
                except (EOFError, OSError):
                    self.close()  # the child died: draw here instead
            if answer is None:
                results += _draw(request)
            elif answer[0] == "error":
                raise answer[1]
            else:
                results += answer[1]
        return results

    def render(self, analysis: Analysis, run: SimulationRun, slug: str) -> list[Any]:
        """All three figures of one page."""
        self.submit_analysis(analysis, slug)
        self.submit_completion(analysis, run, slug)
        return self.collect()

    def close(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(OSError):
                self._conn.send(None)
            self._conn.close()
            self._conn = None
            self._sent = 0
        if self._process is not None:
            self._process.join(timeout=5)
            if self._process.is_alive():
                self._process.kill()
            self._process = None

    def __enter__(self) -> PlotWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
