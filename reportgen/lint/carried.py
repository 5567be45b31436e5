"""Figures carried forward from a document's own inputs.

RUBRIC.md: "numbers that correctly follow from an earlier labelled assumption or reading, such
as a spot overhead computed with a non-given restart time, are judged against the document's
own inputs and are not labelled again." A document that says a restart on spot takes 6 minutes
(the scenario says 14) and prices spot from it is consistent with itself: its input is an
assumption to state (RG201 judges it against the scenario), its results are right for that
input.

:func:`own_inputs` finds such inputs (a capacity's restart time or MTBF said to have a value the
scenario does not give); :func:`replanned_analysis` runs the engine on the scenario's facts with
them in place; :func:`carried_forward` adds what that plan gives to a reference's accepted values
(the linter's arithmetic rule), and the grader accepts its values as well.
"""

from __future__ import annotations

import re
from dataclasses import fields, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from . import _regex as _rx
from .document import Document
from .quantities import topics_near
from .reference import Reference, near, reference_from_dict

__all__ = ["carried_forward", "own_inputs", "replanned_analysis", "scenario_facts"]

Inputs = tuple[tuple[str, str, float], ...]
"""``(capacity, fact, value)``: ``("spot", "restart_s", 360.0)``."""

_FACTS = ("restart_s", "mtbf_s")
"""The facts of a capacity a document may replace with its own value and carry forward."""
_CAPACITY_WORDS = (
    ("spot", ("spot", "preempt", "interruptible", "low-priority", "low priority", "backfill")),
    ("on_demand", ("on-demand", "on demand", "reserved", "dedicated")),
)
"""The words that name each capacity, by its common names ("reserved" and "interruptible"
nodes are on-demand and spot capacity)."""
_SAID_TO_BE = _rx.compile(
    r"\b(restarts?|restart time|MTBF|mean time between failures)\b[^.;\d]{0,40}"
    r"\b(takes?|took|is|are|was|were|of|lasts?|becomes?)\s+(only |about |around |roughly )?$"
    r"|\b(restarts?|restart time|MTBF)\s*(=|:|≈|~)\s*$"
    # a label with its qualifier: "Restart on interruptible nodes: 12 min"
    r"|^\W*(restarts?|restart time|MTBF)\b[^.;\d:=]{0,40}:\s*$"
    # the input's symbol given the value: "so R = 5 min = 300 s there", "M_spot = 30 min"
    r"|(?<![\w/])(?-i:[RM])(?:_\{?\w{1,8}\}?)?\s?(=|≈)\s*$",
    re.I,
)
"""A restart time or an MTBF said to have the value that follows ("a restart on spot takes 6
min", "MTBF = 1 h"), nothing between but words."""
_SYMBOL = _rx.compile(r"(?<![\w/])([RM])(?:_\{?\w{1,8}\}?)?\s?(?:=|≈)\s*$")
"""An input's symbol just before its value ("R = 840 s", "M_spot ≈ 45 min")."""
_THRESHOLD = _rx.compile(
    r"\b(if|unless|would|could|below|above|under|over|exceeds?|drops?|falls?|rises?|grows?"
    r"|break-?even|revisit|worst|best case|suppose|assuming)\b",
    re.I,
)
"""What makes a value a threshold or a supposition, not the document's input."""
_MOST = 4
"""The most inputs one document is re-planned with."""


def own_inputs(doc: Document, ref: Reference) -> Inputs:
    """The document's own values of a capacity's restart time or MTBF, where they differ from
    the scenario's ("a restart on spot takes 6 min (360 s) rather than 14"): the capacity the
    sentence names (both when it names neither), at most :data:`_MOST`."""
    found: dict[tuple[str, str], float] = {}
    for sentence in doc.sentences:
        for q in sentence.quantities:
            if q.kind != "duration" or not 10 <= q.value <= 30 * 86400:
                continue
            symbol = _SYMBOL.search(sentence.text, max(0, q.start - 16), q.start)
            if symbol is not None:  # "R = 840 s": the symbol's input, whatever words are near
                named = ["restart" if symbol.group(1) == "R" else "mtbf"]
                topics: frozenset[str] | set[str] = set(named)
            else:
                topics = topics_near(sentence.text, q, sentence.context)
                named = [t for t in ("restart", "mtbf") if t in topics]
            if len(named) != 1 or "interval" in topics:
                continue
            if near(_scenario_values(ref, named[0]), q, 0.02):
                continue  # the scenario's own value
            if in_another_unit(q.value, _scenario_values(ref, named[0])):
                continue  # "M = 45 h" for the 45-min MTBF: a slip of units, not an input
            before = sentence.text[max(0, q.start - 60) : q.start]
            if not _SAID_TO_BE.search(before) or _THRESHOLD.search(sentence.text):
                continue  # not said to be that input ("at T = 90 s"), or a threshold, an if
            low = sentence.text.lower()
            capacities = [c for c, words in _CAPACITY_WORDS if any(w in low for w in words)]
            for capacity in capacities or [c for c, _ in _CAPACITY_WORDS]:
                found.setdefault((capacity, f"{named[0]}_s"), q.value)
    return tuple(sorted((c, f, v) for (c, f), v in found.items()))[:_MOST]


_UNIT_SECONDS = (1.0, 60.0, 3600.0, 86400.0)


def in_another_unit(value: float, facts: list[float]) -> bool:
    """True when the duration ``value`` [s] writes one of ``facts`` [s] by its number in another
    unit ("45 h" for a 45-minute MTBF): a slip of units."""
    for unit in _UNIT_SECONDS:
        number = value / unit
        for fact in facts:
            for other in _UNIT_SECONDS:
                if other != unit and fact > 0 and abs(fact / other - number) <= 1e-6 * fact:
                    return True
    return False


def _scenario_values(ref: Reference, topic: str) -> list[float]:
    """The scenario's own values of a restart time or an MTBF (not the thresholds the engine
    works out for them: a break-even restart of 11.8 min is no one's restart)."""
    suffix = f"{topic}_s"
    return [v for k, v in ref.facts.items() if k == suffix or k.endswith(f".{suffix}")]


def scenario_facts(ref: Reference) -> Any:
    """The facts the reference was built from (:attr:`Reference.source_facts`, else read from
    :attr:`Reference.source_path`); None when neither is known or the file cannot be read."""
    if ref.source_facts is not None:
        return ref.source_facts
    if not ref.source_path:
        return None
    return _facts_at(ref.source_path, ref.source_digest)


@lru_cache(maxsize=8)
def _facts_at(path: str, digest: str) -> Any:
    """The facts of the scenario at ``path`` (whose bytes have ``digest``, which keys the
    cache: a file changed in the same process is read again)."""
    from ..errors import ReportgenError
    from ..scenario import load_scenario

    try:
        return load_scenario(Path(path)).facts
    except (ReportgenError, OSError, ValueError):
        return None


@lru_cache(maxsize=32)
def replanned_analysis(facts: Any, inputs: Inputs) -> dict[str, Any] | None:
    """The engine's analysis (``reportgen plan --format json``'s shape) of ``facts`` with
    ``inputs`` in their place; None when the plan is unbounded or cannot be made. Remembered:
    read it, never change it."""
    from ..engine.analysis import analyse
    from ..errors import ReportgenError

    for capacity, fact, value in inputs:
        cluster = getattr(facts, capacity, None)
        if cluster is None or fact not in _FACTS or not 0 < value < 1e9:
            continue
        facts = replace(facts, **{capacity: replace(cluster, **{fact: value})})
    try:
        return analyse(facts).to_dict()
    except (ReportgenError, ValueError, ArithmeticError):
        return None


def carried_forward(ref: Reference, inputs: Inputs) -> Reference:
    """``ref`` and, besides its values, those the engine gives when the scenario's facts are
    replaced by a document's own ``inputs``; ``ref`` itself when there is nothing to re-plan.
    The facts and the slips stay ``ref``'s: the inputs themselves are judged against the
    scenario."""
    facts = scenario_facts(ref) if inputs else None
    other = _carried_reference(facts, inputs) if facts is not None else None
    return ref if other is None else _merged(ref, other)


@lru_cache(maxsize=32)
def _carried_reference(facts: Any, inputs: Inputs) -> Reference | None:
    analysis = replanned_analysis(facts, inputs)
    return None if analysis is None else reference_from_dict(analysis)


def _merged(ref: Reference, other: Reference) -> Reference:
    """A copy of ``ref`` whose accepted values also hold ``other``'s."""
    out = replace(ref)
    for f in fields(Reference):
        if f.name in ("facts", "slips", "inputs", "stated"):
            continue
        mine, theirs = getattr(ref, f.name), getattr(other, f.name)
        if isinstance(mine, list):
            setattr(out, f.name, mine + [v for v in theirs if v not in mine])
        elif f.name == "strategy_intervals":
            merged = {k: v + [x for x in theirs.get(k, []) if x not in v] for k, v in mine.items()}
            setattr(out, f.name, merged)
    out.source_path, out.source_digest = ref.source_path, ref.source_digest
    out.source_facts = ref.source_facts
    return out
