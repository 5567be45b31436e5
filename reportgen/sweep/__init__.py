"""Sweep one fact of a scenario and watch the plan change (``reportgen sweep``).

::

    from reportgen.sweep import parse_vary, sweep
    result = sweep("inputs/llama3-405b.yaml", facts, parse_vary("gpus=256:16384"))
    result.to_dict()["points"][0]["recommendation"]   # what `plan` prints at that point

Pure functions; :mod:`.plot` draws the figure (matplotlib imported there only).
"""

from __future__ import annotations

from .core import (
    SINGLE_WRITER_MIN_GOODPUT,
    VARIABLES,
    Crossover,
    Point,
    SweepResult,
    facts_at,
    parse_vary,
    show,
    sweep,
    sweep_text,
    sweep_values,
)

__all__ = [
    "SINGLE_WRITER_MIN_GOODPUT",
    "VARIABLES",
    "Crossover",
    "Point",
    "SweepResult",
    "facts_at",
    "parse_vary",
    "show",
    "sweep",
    "sweep_text",
    "sweep_values",
]
