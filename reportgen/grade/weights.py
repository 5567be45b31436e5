"""The score formula's named weights (a rubric's ``weights:`` overrides any of them).

Their own module, below both the rubric (which checks a rubric's ``weights:`` against them) and
the formula (which applies them), so that neither imports the other's internals.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Protocol

__all__ = ["Weights"]


class _Weighted(Protocol):
    @property
    def weights(self) -> Mapping[str, float]: ...


@dataclass(frozen=True)
class Weights:
    """The formula's named weights; a rubric's ``weights:`` overrides any of them."""

    unowned_cap: float = 0.5
    """Share of a part's points that findings no criterion owns may take away."""
    unplaced_factor: float = 0.75
    """Credit kept by an answer found outside the part's own section (no heading for it)."""
    unplaced_min_credit: float = 0.25
    """An unplaced part counts as answered when its criteria earn at least this share."""
    unanswered_credit: float = 0.0
    """Share of a part's points given when the part is not answered at all."""
    absorb_per_lost_criterion: float = 1.0
    """How many findings of an absorbed category one lost criterion takes."""
    round_to: float = 0.25
    """Part scores are rounded to a multiple of this (half up)."""
    recurrence_factor: float = 0.33
    """Share of its cost a misconception's finding costs in a part after the first it cost
    points in (the flaw is the same; the repeat shows it was not a slip)."""

    def as_dict(self) -> dict[str, float]:
        return {f.name: float(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_rubric(cls, rubric: _Weighted) -> Weights:
        """The weights a rubric sets, the defaults for the others."""
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in rubric.weights.items() if k in known})
