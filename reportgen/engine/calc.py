"""Results that explain themselves: a value with its formula, substitution and assumptions."""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Assumption", "Calc", "fmt"]


@dataclass(frozen=True, order=True)
class Assumption:
    """A modelling assumption the engine relies on; ``id`` is stable, ``text`` is for readers."""

    id: str
    text: str


@dataclass(frozen=True)
class Calc:
    """One computed number and how it was computed.

    ``formula`` is symbolic (``T* = sqrt(2·C·M)``), ``substitution`` has the numbers put in
    (``sqrt(2 × 240 s × 32,400 s)``), ``value`` is in the unit named by ``unit``.
    """

    name: str
    value: float
    unit: str
    formula: str
    substitution: str
    assumptions: tuple[Assumption, ...] = field(default=())

    def __float__(self) -> float:
        return self.value


def fmt(x: float, digits: int = 4) -> str:
    """A number for a substitution line: thousands separators, ``digits`` significant digits."""
    if x == 0:
        return "0"
    if abs(x) >= 10 ** (digits - 1):
        return f"{x:,.0f}"
    text = f"{x:,.{digits}g}"
    if "e" in text:
        return f"{x:.{digits - 1}e}"
    return text
