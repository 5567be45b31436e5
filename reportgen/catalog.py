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
at start-up; the parsed items are also kept on disk (JSON keyed by the data file's SHA-256 and
reportgen's version, next to the linter's reference cache), so that a run whose catalog is
unchanged does not import PyYAML at all.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

__all__ = [
    "REQUIRED_IDS",
    "REQUIREMENTS",
    "Condition",
    "StateItem",
    "catalog_by_id",
    "load_catalog",
]

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
    "requirement",
    "condition",
)
_OPTIONAL = ("satisfied_by", "patterns", "hints")
REQUIREMENTS = ("core", "conditional", "practice")
"""What a reviewer asks of a design document's state list: ``core`` items every bit-exact resume
needs, ``conditional`` ones only when the document says their condition holds, ``practice``
(good practice no reviewer docks) as advice."""


@dataclass(frozen=True)
class Condition:
    """When a conditional item is needed: the document says so (``holds_when``), in a sentence
    that does not deny it (``unless``)."""

    holds_when: str
    """A regular expression, searched case-insensitively, that says the condition holds."""
    unless: str
    """One that says it does not, in the same sentence ("bf16, not fp16")."""
    subsumed_by: str | None
    """An item whose absence already reports this one (the shuffle seed is part of the data
    position): no second finding."""
    holds: tuple[str, ...]
    """Sentences that must make the condition hold (tested)."""
    does_not_hold: tuple[str, ...]
    """Sentences that must not (tested)."""
    of_job: bool = False
    """True when the condition is a property of the job itself (its precision, an EMA kept),
    which the scenario's own words can state as well as the document; False when it depends on
    the plan (checkpoints inside an accumulation window, resharding on resume): only the
    document can say it holds."""
    not_in_answer_to: int | None = None
    """An exercise question whose answer says what the condition's words would need without
    planning it (question 2 asks what constraint sharding introduces: "a restore on a different
    number of ranks needs the shards resharded" is that constraint): in an exercise answer, its
    sentences there do not make the condition hold."""


@dataclass(frozen=True)
class Patterns:
    """How an item is named beyond its plain phrasings ("the optimizer's moments and step"):
    regular expressions searched in the normalised text (lower case; ``-``, ``_``, ``/`` as
    spaces), tried only when one of the ``anchors`` occurs, with the examples that pin them."""

    anchors: tuple[str, ...]
    """Words one of which must occur for a pattern to match (a pattern needs one of them)."""
    regexes: tuple[str, ...]
    match: tuple[str, ...]
    """Sentences that must name the item (tested)."""
    no_match: tuple[str, ...]
    """Near misses that must not (tested)."""


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
    requirement: str = "core"
    """One of :data:`REQUIREMENTS`."""
    condition: Condition | None = None
    """For ``conditional`` items: when the document makes them needed."""
    patterns: Patterns | None = None
    """Phrasings that plain words cannot say, as regular expressions with their examples."""
    satisfied_by: tuple[str, ...] = ()
    """Items that hold this one too: a state list naming one of them has this item (the loop's
    global step is derived from the optimizer's step count). When they are missing as well,
    their finding says it: no second one."""
    hints: tuple[str, ...] = ()
    """Words that point at the item ("sched*" for the LR scheduler; ``*`` matches any ending):
    a state list that does not name the item but has one of them where no other item's
    phrasing explains it may hold the item in words the catalog does not know."""


def _item(raw: dict[str, Any], index: int) -> StateItem:
    missing = [f for f in _FIELDS if f not in raw]
    if missing:
        raise ValueError(f"state catalog item {index}: missing field(s) {', '.join(missing)}")
    unknown = sorted(set(raw) - set(_FIELDS) - set(_OPTIONAL))
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
        requirement=_requirement(raw, index),
        condition=_condition(raw, index),
        satisfied_by=tuple(str(x) for x in raw.get("satisfied_by") or ()),
        patterns=_patterns(raw, index),
        hints=_hints(raw, index),
    )


def _hints(raw: dict[str, Any], index: int) -> tuple[str, ...]:
    words = raw.get("hints") or []
    if not isinstance(words, list) or not all(isinstance(w, str) and w.strip("* ") for w in words):
        raise ValueError(f"state catalog item {index}: 'hints' must be a list of words")
    return tuple(words)


def _patterns(raw: dict[str, Any], index: int) -> Patterns | None:
    entry = raw.get("patterns")
    if entry is None:
        return None
    if not isinstance(entry, dict) or not entry.get("regexes") or not entry.get("anchors"):
        raise ValueError(f"state catalog item {index}: 'patterns' needs 'anchors' and 'regexes'")
    return Patterns(
        anchors=tuple(str(a) for a in entry["anchors"]),
        regexes=tuple(str(r) for r in entry["regexes"]),
        match=tuple(str(t) for t in entry.get("match", ())),
        no_match=tuple(str(t) for t in entry.get("no_match", ())),
    )


def _requirement(raw: dict[str, Any], index: int) -> str:
    value = str(raw["requirement"])
    if value not in REQUIREMENTS:
        raise ValueError(
            f"state catalog item {index}: requirement must be one of {REQUIREMENTS} (got {value!r})"
        )
    return value


def _condition(raw: dict[str, Any], index: int) -> Condition | None:
    cond = raw["condition"]
    conditional = raw["requirement"] == "conditional"
    if cond is None:
        if conditional:
            raise ValueError(f"state catalog item {index}: a conditional item needs a condition")
        return None
    if not conditional or not isinstance(cond, dict):
        raise ValueError(f"state catalog item {index}: only a conditional item has a condition")
    examples = cond.get("examples") or {}
    return Condition(
        holds_when=str(cond["holds_when"]),
        unless=str(cond.get("unless") or "(?!)"),
        subsumed_by=cond.get("subsumed_by"),
        holds=tuple(str(x) for x in examples.get("holds", ())),
        does_not_hold=tuple(str(x) for x in examples.get("does_not_hold", ())),
        of_job=bool(cond.get("of_job", False)),
        not_in_answer_to=_question_number(cond.get("not_in_answer_to"), index),
    )


def _question_number(value: object, index: int) -> int | None:
    """A condition's ``not_in_answer_to``: an exercise question's number (1–7), or None."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 7:
        raise ValueError(
            f"state catalog item {index}: condition.not_in_answer_to must be a question 1-7"
        )
    return value


@functools.lru_cache(maxsize=1)
def load_catalog() -> tuple[StateItem, ...]:
    """Every state item, in catalog order (cached)."""
    # The parsed items come from the checked cache store when the file is unchanged: a damaged
    # or planted entry (an empty list would drop answer 5 from every report) is never believed.
    from .datafile import load_data

    raws = load_data("state_catalog.yaml", "catalog-v1", "items")
    if not isinstance(raws, list) or not all(isinstance(raw, dict) for raw in raws):
        raise ValueError("state catalog: 'items' must be a list of mappings")
    items = tuple(_item(raw, i) for i, raw in enumerate(raws))
    ids = [item.id for item in items]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise ValueError(f"state catalog: duplicate id(s) {', '.join(duplicates)}")
    return items


def catalog_by_id() -> dict[str, StateItem]:
    """The catalog keyed by item id."""
    return {item.id: item for item in load_catalog()}
