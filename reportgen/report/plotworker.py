"""Draw a build's plots on one background thread of the build's own process.

Importing matplotlib and drawing three figures is most of a fresh one-scenario build. A
:class:`PlotWorker` starts one thread (a standard :class:`~concurrent.futures.ThreadPoolExecutor`)
that imports the plotting code while the build loads the scenarios, and draws each page's
figures while the build runs the Monte Carlo (numpy releases the interpreter lock for its
heavy loops). A thread lives and dies with the build's process: killing ``build`` leaves
nothing behind, unlike the forked child this replaces, which was orphaned forever when its
parent was killed. The bytes are the same as drawing on the calling thread (same code, same
fixed rcParams, one figure at a time).

Requests are answered in order: ``submit_analysis`` then ``submit_completion`` per page, then
``collect`` returns that page's plots.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.analysis import Analysis
    from ..engine.montecarlo import SimulationRun
    from ..engine.simulate_tiers import TierCheck
    from .robustness import Robustness

__all__ = ["PlotWorker"]


def _draw(request: tuple[Any, ...]) -> list[Any]:
    from . import plots

    if request[0] == "analysis":
        _, analysis, slug = request
        return plots.analysis_plots(analysis, slug)
    if request[0] == "robustness":
        from .robustness_plots import robustness_plots

        _, robust, slug = request
        return robustness_plots(robust, slug)
    _, analysis, run, slug = request
    return [plots.completion_plot(analysis, run, slug)]


def _prewarm() -> None:
    from . import plots

    plots.prewarm()


class PlotWorker:
    """Draws a page's plots, on a background thread unless made with :meth:`inline`."""

    def __init__(self, background: bool = True) -> None:
        self._executor: ThreadPoolExecutor | None = None
        self._pending: list[tuple[tuple[Any, ...], Future[list[Any]] | None]] = []
        if background:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="reportgen-plot")
            self._executor.submit(_prewarm)  # its failure resurfaces on the first request

    @classmethod
    def inline(cls) -> PlotWorker:
        """A worker that draws on the calling thread, when asked for the plots."""
        return cls(background=False)

    def _submit(self, request: tuple[Any, ...]) -> None:
        future = self._executor.submit(_draw, request) if self._executor is not None else None
        self._pending.append((request, future))

    def submit_analysis(self, analysis: Analysis, slug: str) -> None:
        """Start the figures that need only the analysis."""
        self._submit(("analysis", analysis, slug))

    def submit_completion(
        self, analysis: Analysis, run: SimulationRun | TierCheck, slug: str
    ) -> None:
        """Start the completion-time figure of ``run``: the recommended plan's simulation (the
        two-tier check when it is a two-tier plan)."""
        self._submit(("completion", analysis, run, slug))

    def submit_robustness(self, robust: Robustness, slug: str) -> None:
        """Start the figures of the robustness sections the scenario asks for (none when it
        asks for none)."""
        if robust:
            self._submit(("robustness", robust, slug))

    def collect(self) -> list[Any]:
        """The plots of every request submitted since the last ``collect``, in order."""
        pending, self._pending = self._pending, []
        results: list[Any] = []
        for request, future in pending:
            results += _draw(request) if future is None else future.result()
        return results

    def render(self, analysis: Analysis, run: SimulationRun | TierCheck, slug: str) -> list[Any]:
        """All three figures of one page."""
        self.submit_analysis(analysis, slug)
        self.submit_completion(analysis, run, slug)
        return self.collect()

    def close(self) -> None:
        """Stop the thread (after the figure it is drawing, if any); unstarted requests are
        dropped."""
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
        self._pending = []

    def __enter__(self) -> PlotWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
