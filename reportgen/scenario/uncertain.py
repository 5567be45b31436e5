"""Facts known only within an interval: ``mtbf: {estimate: 9 h, low: 6 h, high: 14 h}``.

A measured MTBF is an estimate: 20 failures in 180 hours give 9 h with a 95 % interval of
roughly 6 to 14 h. A scenario may say so. The value is then an :class:`Uncertain`, a ``float``
equal to the estimate that also carries the interval: the engine plans with the estimate,
unchanged, and :mod:`reportgen.uncertainty` reads the interval to report how the plan moves
across it. ``reportgen fit`` writes MTBFs in this form.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from .units import Dimension, format_quantity, parse_quantity, unit_pattern

__all__ = ["INTERVAL_KEYS", "Uncertain", "parse_uncertain", "uncertain_schema"]

INTERVAL_KEYS: Final = ("estimate", "low", "high")


class Uncertain(float):
    """A value [SI units] with the bounds of its 95 % interval (``low ≤ self ≤ high``)."""

    low: float
    high: float

    def __new__(cls, estimate: float, low: float, high: float) -> Uncertain:
        value = super().__new__(cls, estimate)
        value.low = float(low)
        value.high = float(high)
        return value

    @property
    def estimate(self) -> float:
        return float(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Uncertain, (float(self), self.low, self.high))

    def __repr__(self) -> str:
        return f"Uncertain({float(self)!r}, low={self.low!r}, high={self.high!r})"


def parse_uncertain(value: Any, dimension: Dimension) -> float:
    """A quantity (``"9 h"``) or an interval mapping of quantities; raise ``ValueError``."""
    if not isinstance(value, Mapping):
        return parse_quantity(value, dimension)
    keys = list(value)
    if sorted(keys) != sorted(INTERVAL_KEYS):
        raise ValueError(
            "expected a value with a unit, or a mapping with exactly the keys estimate, low "
            f"and high, got the keys {', '.join(map(str, keys)) or '(none)'}"
        )
    parsed: dict[str, float] = {}
    for key in INTERVAL_KEYS:
        try:
            parsed[key] = parse_quantity(value[key], dimension)
        except ValueError as exc:
            raise ValueError(f"{key}: {exc}") from None
    low, estimate, high = parsed["low"], parsed["estimate"], parsed["high"]
    if not low <= estimate <= high:
        raise ValueError(
            "expected low <= estimate <= high, got "
            + ", ".join(
                f"{k} {format_quantity(parsed[k], dimension)}" for k in ("low", "estimate", "high")
            )
        )
    return Uncertain(estimate, low, high)


def uncertain_schema(dimension: Dimension, fit: bool = False) -> dict[str, Any]:
    """JSON schema: a quantity, or ``{estimate, low, high}`` of quantities; with ``fit``, also
    a reference to a fit's output, ``{fit, capacity}``."""
    quantity = {"type": "string", "pattern": unit_pattern(dimension)}
    forms: list[dict[str, Any]] = [
        quantity,
        {
            "type": "object",
            "properties": {key: quantity for key in INTERVAL_KEYS},
            "required": list(INTERVAL_KEYS),
            "additionalProperties": False,
        },
    ]
    if fit:
        text = {"type": "string", "pattern": r"\S"}
        forms.append(
            {
                "type": "object",
                "properties": {"fit": text, "capacity": text},
                "required": ["fit"],
                "additionalProperties": False,
            }
        )
    return {"anyOf": forms}
