"""The state catalog: the pieces of training state a checkpoint must hold.

One data file (``reportgen/data/state_catalog.yaml``) feeds both the report's answer to
question 5 and the linter's missing-state rule. Each :class:`StateItem` says whether a
bit-exact and a merely statistical resume need it, the symptom when it is missing and a public
source for that symptom.

::

    from reportgen.catalog import load_catalog
    for item in load_catalog():
        print(item.id, item.bit_exact, item.statistical)

The loader is cached and imports only PyYAML (no engine, no Markdown), so the linter can read it
at start-up.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib import resources
from typing import Any

__all__ = ["REQUIRED_IDS", "StateItem", "catalog_by_id", "load_catalog"]

REQUIRED_IDS: tuple[str, ...] = (
    "model-weights",
    "master-weights",
    "optimizer-moments",
    "optimizer-step",
    "lr-scheduler",
    "global-step",
    "data-position",
    "shuffle-seed",
    "rng-state",
    "loss-scaler",
    "grad-accumulation",
    "ema-weights",
    "config",
    "code-version",
    "parallel-layout",
    "tokenizer",
    "commit-marker",
)
"""Ids that DESIGN.md promises (more may exist); they are permanent."""

_FIELDS = (
    "id",
    "name",
    "description",
    "phrasings",
    "bit_exact",
    "statistical",
    "statistical_why",
    "symptom",
    "source",
    "applies_when",
)


@dataclass(frozen=True)
class StateItem:
    """One piece of training state a checkpoint may have to hold."""

    id: str
    """Stable identifier, e.g. ``"rng-state"``."""
    name: str
    """Short human name, e.g. ``"RNG state"``."""
    description: str
    phrasings: tuple[str, ...]
    """The ways people write it (``"Adam moments"``, ``"exp_avg/exp_avg_sq"``…)."""
    bit_exact: bool
    """Needed for a bit-exact resume."""
    statistical: bool
    """Still needed for a merely statistical resume."""
    statistical_why: str
    """Why it is kept, or why it can go, under statistical resume."""
    symptom: str
    """The failure symptom when it is missing."""
    source: str
    """A public source for the symptom: title and URL."""
    applies_when: str | None
    """``None`` if every job needs it, else the condition under which it applies."""


def _item(raw: dict[str, Any], index: int) -> StateItem:
    missing = [f for f in _FIELDS if f not in raw]
    if missing:
        raise ValueError(f"state catalog item {index}: missing field(s) {', '.join(missing)}")
    unknown = sorted(set(raw) - set(_FIELDS))
    if unknown:
        raise ValueError(f"state catalog item {index}: unknown field(s) {', '.join(unknown)}")
    return StateItem(
        id=str(raw["id"]),
        name=str(raw["name"]),
        description=" ".join(str(raw["description"]).split()),
        phrasings=tuple(str(p) for p in raw["phrasings"]),
        bit_exact=bool(raw["bit_exact"]),
        statistical=bool(raw["statistical"]),
        statistical_why=" ".join(str(raw["statistical_why"]).split()),
        symptom=" ".join(str(raw["symptom"]).split()),
        source=" ".join(str(raw["source"]).split()),
        applies_when=None if raw["applies_when"] is None else str(raw["applies_when"]),
    )


@functools.lru_cache(maxsize=1)
def load_catalog() -> tuple[StateItem, ...]:
    """Every state item, in catalog order (cached)."""
    import yaml

    text = resources.files("reportgen.data").joinpath("state_catalog.yaml").read_text("utf-8")
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data = yaml.load(text, Loader=loader)
    items = tuple(_item(raw, i) for i, raw in enumerate(data["items"]))
    ids = [item.id for item in items]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise ValueError(f"state catalog: duplicate id(s) {', '.join(duplicates)}")
    return items


def catalog_by_id() -> dict[str, StateItem]:
    """The catalog keyed by item id."""
    return {item.id: item for item in load_catalog()}
