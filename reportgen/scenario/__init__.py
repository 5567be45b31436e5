"""Scenario files: strict YAML with units → validated model → the engine's :class:`Facts`.

::

    from reportgen.scenario import load_scenario
    facts = load_scenario("inputs/exercise.yaml").facts

Any problem in a file raises :class:`reportgen.errors.ScenarioError` listing every problem
with ``file:line:col``. :func:`parse_quantity` reads one value with a unit (``"240 s"``) into
SI units; :func:`scenario_json_schema` describes the file format for editors.

Every name is imported on first use: the loader (PyYAML, the format's sections) costs about
0.03 s, the units' patterns a few milliseconds, and a command that reads cached facts
(:mod:`reportgen.scenario.cache`) needs none of them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .loader import Scenario, load_scenario
    from .model import ScenarioFile
    from .schema import scenario_json_schema
    from .units import Dimension, QuantityError, format_quantity, parse_quantity

__all__ = [
    "Dimension",
    "QuantityError",
    "Scenario",
    "ScenarioFile",
    "format_quantity",
    "load_scenario",
    "parse_quantity",
    "scenario_json_schema",
]

_LAZY = {
    "Dimension": "units",
    "QuantityError": "units",
    "format_quantity": "units",
    "parse_quantity": "units",
    "Scenario": "loader",
    "load_scenario": "loader",
    "ScenarioFile": "model",
    "scenario_json_schema": "schema",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        value = getattr(importlib.import_module(f"{__name__}.{_LAZY[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
