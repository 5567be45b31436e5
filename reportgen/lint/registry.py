"""Every lint rule, in order, plus retired and renamed codes.

Codes are permanent: a rule that is removed moves to :data:`RETIRED` (its code is never reused)
and a renamed alias stays in :data:`RENAMED`, so configuration and suppressions that name an old
code or name keep working or fail with a clear message.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from types import ModuleType

from .model import Rule

__all__ = [
    "NEEDS_REFERENCE",
    "RENAMED",
    "RETIRED",
    "RULE_MODULES",
    "all_rules",
    "resolve",
    "rule_modules",
]

RULE_MODULES = (
    "rg101_missing_state",
    "rg201_unstated_number",
    "rg202_unstated_model",
    "rg301_wall_hour_cost",
    "rg302_cost_without_goodput",
    "rg303_spot_without_useful_cost",
    "rg401_arithmetic",
    "rg501_missing_answer",
    "rg502_missing_part",
    "rg601_async_constraint",
    "rg701_recommendation",
    "rg801_overhead_goodput",
    "rg901_unreadable",
    "rg902_unused_suppression",
)

NEEDS_REFERENCE = frozenset({"RG201", "RG301", "RG302", "RG401", "RG801"})
"""The codes of the rules whose ``RULE.needs_reference`` is true (tested), so that a run knows
whether to load the reference without importing every rule first."""

RETIRED: dict[str, str] = {}
"""Code → why it was retired (the code is never reused). None retired yet."""

RENAMED: dict[str, str] = {}
"""Old code or name → current code."""


@lru_cache(maxsize=1)
def rule_modules() -> tuple[ModuleType, ...]:
    return tuple(importlib.import_module(f"{__package__}.rules.{m}") for m in RULE_MODULES)


def all_rules() -> tuple[Rule, ...]:
    return tuple(m.RULE for m in rule_modules())


def resolve(name: str) -> str | None:
    """The current code for a code or name (case-insensitive), or None when unknown."""
    key = name.strip()
    key = RENAMED.get(key, RENAMED.get(key.upper(), key))
    for rule in all_rules():
        if key.upper() == rule.code or key.lower() == rule.name:
            return rule.code
    return None
