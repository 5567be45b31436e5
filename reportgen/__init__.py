"""reportgen: plan how large ML training runs checkpoint, and review the documents that justify it.

The public surface is listed in ``__all__`` (and tested). Heavy dependencies (numpy,
matplotlib, Jinja) load only on the paths that use them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import (
    DocumentError,
    Problem,
    ReportgenError,
    RubricError,
    ScenarioError,
    TemplateError,
    UsageError,
)

__version__ = "0.1.0"

__all__ = [
    "DocumentError",
    "Problem",
    "ReportgenError",
    "RubricError",
    "ScenarioError",
    "TemplateError",
    "UsageError",
    "__version__",
    "analyse",
    "load_scenario",
    "simulate",
]

if TYPE_CHECKING:
    from .engine.analysis import analyse
    from .engine.simulate import simulate
    from .scenario import load_scenario

_LAZY = {
    "analyse": ("reportgen.engine.analysis", "analyse"),
    "simulate": ("reportgen.engine.simulate", "simulate"),
    "load_scenario": ("reportgen.scenario", "load_scenario"),
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        module, attr = _LAZY[name]
        return getattr(importlib.import_module(module), attr)
    raise AttributeError(f"module 'reportgen' has no attribute {name!r}")
