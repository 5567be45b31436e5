"""Fit failure logs: the facts a scenario needs (MTBF, restart time, notice), each with its
uncertainty and provenance, and a test of the planner's exponential assumption.

::

    from reportgen.fit import fit_logs, render_fragment
    result = fit_logs(["inputs/logs/h100-cluster-90d.csv"])
    result.capacities["on_demand"].mtbf        # Estimate(estimate, low, high) [s]
    render_fragment(result)                    # scenario YAML with provenance comments

Pure functions: nothing here prints, exits or writes. scipy and numpy are imported by the
estimates that use them (:mod:`.stats`), never at import time.
"""

from __future__ import annotations

from .api import CapacityFit, FitResult, fit_logs
from .fragment import render_fragment
from .logs import LogError
from .stats import Estimate, ShapeFit

__all__ = [
    "CapacityFit",
    "Estimate",
    "FitResult",
    "LogError",
    "ShapeFit",
    "fit_logs",
    "render_fragment",
]
