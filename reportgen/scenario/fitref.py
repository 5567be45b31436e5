"""A fact taken from a fit's output: ``mtbf: {fit: logs/cluster.fit.json, capacity: on_demand}``.

``reportgen fit LOG --format json > logs/cluster.fit.json`` writes what a log says about each
capacity; a scenario may then name that file instead of copying its numbers. The path is
relative to the scenario file. The MTBF becomes a :class:`Fitted` value: an
:class:`~reportgen.scenario.uncertain.Uncertain` (the estimate and its 95 % chi-square interval,
which :mod:`reportgen.uncertainty` reads) that also carries the fitted Weibull shape and the
verdict of the test of the exponential, which :mod:`reportgen.nonexponential` reads.

A scenario's identity (:func:`scenario_digest`, used to seed the simulation, to key caches and
to stamp generated pages) covers the fit files it names, so that a new fit rebuilds the report.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from .digest import MAX_FIT_BYTES, fit_references, scenario_digest
from .uncertain import Uncertain

__all__ = [
    "FIT_KEYS",
    "MAX_FIT_BYTES",
    "SCENARIO_DIR",
    "Fitted",
    "fit_references",
    "parse_fit_reference",
    "scenario_digest",
]

FIT_KEYS: Final = ("fit", "capacity")
SCENARIO_DIR: Final = "reportgen.scenario_dir"
"""Validation-context key: the folder fit references are relative to."""


class Fitted(Uncertain):
    """An MTBF [s] read from a fit, with its interval, its Weibull shape and where it came from."""

    shape: tuple[float, float, float] | None
    """The Weibull shape's (estimate, low, high), 95 %; ``None`` when the fit had too few
    failures to estimate it."""
    exponential_rejected: bool
    """The fit's likelihood-ratio test rejected shape 1 at the 5 % level."""
    source: str
    """The fit file as the scenario names it."""
    capacity: str
    failures: int

    def __new__(
        cls,
        estimate: float,
        low: float,
        high: float,
        *,
        shape: tuple[float, float, float] | None = None,
        exponential_rejected: bool = False,
        source: str = "",
        capacity: str = "",
        failures: int = 0,
    ) -> Fitted:
        value = float.__new__(cls, estimate)
        value.low = float(low)
        value.high = float(high)
        value.shape = shape
        value.exponential_rejected = exponential_rejected
        value.source = source
        value.capacity = capacity
        value.failures = failures
        return value

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (float(self), self.low, self.high, self._extras()))

    def _extras(self) -> dict[str, Any]:
        return {
            "shape": self.shape,
            "exponential_rejected": self.exponential_rejected,
            "source": self.source,
            "capacity": self.capacity,
            "failures": self.failures,
        }

    def __repr__(self) -> str:
        return f"Fitted({float(self)!r}, low={self.low!r}, high={self.high!r}, {self._extras()!r})"


def _rebuild(estimate: float, low: float, high: float, extras: dict[str, Any]) -> Fitted:
    return Fitted(estimate, low, high, **extras)


def parse_fit_reference(value: Mapping[str, Any], default_capacity: str, folder: Path) -> Fitted:
    """The MTBF a fit reference names; raise ``ValueError`` whose message starts with the key
    at fault (``fit: …`` or ``capacity: …``), so that the loader can point at it."""
    keys = list(value)
    unknown = [str(k) for k in keys if k not in FIT_KEYS]
    if unknown or "fit" not in value:
        raise ValueError(
            "a fit reference has the keys fit (the JSON file `reportgen fit --format json` "
            f"wrote, relative to the scenario) and optionally capacity; got the keys "
            f"{', '.join(map(str, keys))}"
        )
    name = value["fit"]
    if not isinstance(name, str) or not name.strip():
        raise ValueError(f"fit: expected the path of a fit's JSON output, got {name!r}")
    capacity = value.get("capacity", default_capacity)
    if not isinstance(capacity, str) or not capacity.strip():
        raise ValueError(f"capacity: expected a capacity name such as on_demand, got {capacity!r}")
    document = _read_fit(folder / name, name)
    capacities = document["capacities"]
    if capacity not in capacities:
        known = ", ".join(sorted(map(str, capacities))) or "none"
        raise ValueError(f"capacity: {name} has no capacity {capacity!r}; it has: {known}")
    entry = capacities[capacity]
    where = f"{name}, capacities.{capacity}"
    if not isinstance(entry, Mapping):
        raise ValueError(f"fit: {where} is not an object; is this the output of reportgen fit?")
    mtbf = _triple(entry.get("mtbf_s"), f"{where}.mtbf_s")
    if mtbf is None:
        raise ValueError(
            f"capacity: {where} has no MTBF estimate (the log shows no failure on it); "
            "give the MTBF as a value instead"
        )
    shape = _triple(entry.get("weibull_shape"), f"{where}.weibull_shape")
    rejected = entry.get("exponential_rejected", False)
    if not isinstance(rejected, bool):
        raise ValueError(f"fit: {where}.exponential_rejected is not true or false")
    failures = entry.get("failures", 0)
    if isinstance(failures, bool) or not isinstance(failures, int) or failures < 0:
        raise ValueError(f"fit: {where}.failures is not a count")
    estimate, low, high = mtbf
    if not 0.0 < low <= estimate <= high:
        raise ValueError(f"fit: {where}.mtbf_s needs 0 < low <= estimate <= high")
    if shape is not None and not 0.0 < shape[1] <= shape[0] <= shape[2]:
        raise ValueError(f"fit: {where}.weibull_shape needs 0 < low <= estimate <= high")
    return Fitted(
        estimate,
        low,
        high,
        shape=shape,
        exponential_rejected=rejected,
        source=name,
        capacity=capacity,
        failures=failures,
    )


def _read_fit(path: Path, name: str) -> dict[str, Any]:
    from ..safe_read import UnreadableFile, read_regular_file

    try:
        data = read_regular_file(path, MAX_FIT_BYTES)
    except UnreadableFile as error:
        raise ValueError(
            f"fit: cannot read {name} (relative to the scenario): {error.reason}"
        ) from None
    try:
        document = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise ValueError(f"fit: {name} is not UTF-8 text") from None
    except json.JSONDecodeError as error:
        raise ValueError(
            f"fit: {name} is not valid JSON ({error.msg} at line {error.lineno}, column "
            f"{error.colno}); write it with `reportgen fit LOG --format json`"
        ) from None
    if (
        not isinstance(document, dict)
        or document.get("version") != 1
        or not isinstance(document.get("capacities"), dict)
    ):
        raise ValueError(
            f"fit: {name} is not the output of `reportgen fit --format json` (expected an "
            'object with "version": 1 and "capacities")'
        )
    return document


def _triple(value: Any, where: str) -> tuple[float, float, float] | None:
    """(estimate, low, high) of an ``{estimate, low, high}`` object; ``None`` without an
    estimate (too few failures)."""
    if not isinstance(value, Mapping):
        raise ValueError(f"fit: {where} is not an object with estimate, low and high")
    if value.get("estimate") is None:
        return None
    numbers = [value.get(k) for k in ("estimate", "low", "high")]
    if not all(
        isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)
        for x in numbers
    ):
        raise ValueError(f"fit: {where} needs finite numbers for estimate, low and high")
    return (float(numbers[0]), float(numbers[1]), float(numbers[2]))  # type: ignore[arg-type]
