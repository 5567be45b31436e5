"""Is a number derived? One or two operations on numbers the reader already has.

A number in a design document is an *input* (an assumption to state) only when it cannot be
worked out from what the document already has: the scenario's facts, the engine's computed
results, and the numbers written before it in the same block (paragraph, list item, table
row). ``1.4 TB / 312 s ≈ 4.5 GB/s`` is arithmetic on a fact and a computed interval; a
"30 s + 4 s" budget is a sum of the numbers beside it; "200 jobs ≈ 900 GB/s" is a count times a
computed rate.

The operations respect units (dimensional analysis): a bandwidth is a size over a duration, or a
bandwidth times or over a count; a size is a bandwidth times a duration, or a size times or over
a count; a duration is a size over a bandwidth, a duration times or over a count, or the sum or
difference of two durations. Restricting operands to the right dimension keeps chance matches
rare: an arbitrary bandwidth such as "50 GB/s" is not one of a few hundred candidates within the
number's own rounding.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .quantities import Quantity

__all__ = ["Operands", "is_bound_met", "is_derived"]

_KIND = {"duration": "duration", "size": "size", "bandwidth": "bandwidth"}


@dataclass(frozen=True)
class Operands:
    """What a number may be worked out from, by dimension (SI units: s, B, B/s, plain counts):
    ``given`` values (the scenario's facts, the engine's results) and ``written`` ones (the
    quantities the document wrote before the number, in the same block)."""

    durations: tuple[float, ...] = ()
    sizes: tuple[float, ...] = ()
    bandwidths: tuple[float, ...] = ()
    counts: tuple[float, ...] = ()
    """Counts a rate or a size is multiplied or divided by: writers, jobs on the filesystem."""
    gpus: tuple[float, ...] = ()
    """The GPU count: a size is divided by it (a per-GPU shard); a rate is not multiplied by it
    (no bandwidth is per GPU here), which would reach too many values by chance."""
    written_durations: tuple[float, ...] = ()

    def with_written(self, written: Iterable[Quantity]) -> Operands:
        """These operands plus the quantities written in the document (before the number)."""
        extra: dict[str, list[float]] = {"duration": [], "size": [], "bandwidth": []}
        counts: list[float] = []
        for q in written:
            kind = _KIND.get(q.kind)
            if kind is not None:
                extra[kind].append(q.value)
            elif q.kind == "ratio":
                counts.append(q.value)
        return Operands(
            durations=self.durations + tuple(extra["duration"]),
            sizes=self.sizes + tuple(extra["size"]),
            bandwidths=self.bandwidths + tuple(extra["bandwidth"]),
            counts=self.counts + tuple(counts),
            written_durations=self.written_durations + tuple(extra["duration"]),
        )


def _positive(values: Sequence[float]) -> list[float]:
    return sorted({v for v in values if v > 0})


def _candidates(kind: str, given: Operands, written: Operands) -> list[float]:
    """The values of dimension ``kind`` that arithmetic of the kinds people write reaches.

    - One operation on values of the right dimensions, each given or written, except a
      *written* operand over a *given* one (281 TB over any of the engine's dozens of intervals
      lands near almost any bandwidth by chance).
    - A count times or over that ("200 jobs × 1.4 TB / 312 s") only when the first operation
      used a written value, so that the arithmetic is on the page.
    - Durations, the most common numbers of all, only from the durations written beside them
      (sums, differences, multiples: "30 s + 4 s") or as a size over a bandwidth: with the
      engine's intervals as operands, almost any duration would be a sum of two, and an
      unstated restart time would pass as arithmetic.
    """
    gd, gs, gb = _positive(given.durations), _positive(given.sizes), _positive(given.bandwidths)
    wd, ws, wb = (
        _positive(written.durations),
        _positive(written.sizes),
        _positive(written.bandwidths),
    )
    n = _positive(given.counts + written.counts)
    if kind == "duration":
        d = wd
        return (
            [x / y for x in gs + ws for y in gb + wb]
            + [x + y for x in d for y in d]
            + [abs(x - y) for x in d for y in d]
            + [x * k for x in d for k in n]
            + [x / k for x in d for k in n]
        )
    if kind == "bandwidth":
        from_given = gb + [x / y for x in gs for y in gd] + [x * k for x in gb for k in n]
        on_page = (
            wb
            + [x / y for x in gs + ws for y in wd]
            + [x * k for x in wb for k in n]
            + [x / k for x in wb for k in n]
        )
    elif kind == "size":
        from_given = gs + [x * y for x in gb for y in gd] + [x * k for x in gs for k in n]
        from_given += [x / k for x in gs for k in n + _positive(given.gpus)]
        on_page = (
            ws
            + [x * y for x in gb + wb for y in wd]
            + [x * y for x in wb for y in gd]
            + [x * k for x in ws for k in n]
            + [x / k for x in ws for k in n]
        )
    else:
        return []
    twice = [v * k for v in on_page for k in n] + [v / k for v in on_page for k in n]
    return from_given + on_page + twice


def is_derived(
    q: Quantity, given: Operands, written: Iterable[Quantity], rel: float = 0.02
) -> bool:
    """True when ``q`` is within ``rel`` (three times that when written as approximate) of a
    value of its dimension that :func:`_candidates` works out from the ``given`` values and the
    quantities ``written`` before it.

    Within its rounding too ("≈ 17 s" for 1.5 s + 15 s) when that rounding is fine, but not when
    it is coarse: "2 TB/s" rounds to anything from 1.5 to 2.5 TB/s, a range that some product of
    facts always falls in (:meth:`~reportgen.lint.quantities.Quantity.matches` with ``fine``)."""
    kind = _KIND.get(q.kind)
    if kind is None:
        return False
    return any(
        q.matches(v, rel, fine=True)
        for v in _candidates(kind, given, Operands().with_written(written))
    )


def is_bound_met(
    q: Quantity, given: Operands, written: Iterable[Quantity], *, lower: bool = False
) -> bool:
    """True when the upper bound ``q`` ("lands in under 4 s", "within 20 s") is met by a value of
    its dimension worked out as :func:`is_derived` works values out, at half of it or more
    (44 GB at 12 GB/s is 3.7 s: "under 4 s" follows from it; 0.1 s would not make it a bound
    worth writing). ``lower``: the lower bound ``q`` ("more than 100 s of margin": 120 − 16.5 s)
    is met by such a value at up to twice it."""
    kind = _KIND.get(q.kind)
    if kind is None:
        return False
    low, high = (q.value * 0.999, q.value * 2) if lower else (q.value / 2, q.value * 1.001)
    return any(low <= v <= high for v in _candidates(kind, given, Operands().with_written(written)))
