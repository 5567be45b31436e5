"""Numbers with units in prose, in every spelling people use, and what each one is about.

``3,944 s``, ``3.9e3 s``, ``≈66 min``, ``1 h 6 min``, ``5 min 12 s``, ``65.7 minutes``,
``4,382 steps``, ``4.4k steps``, ``$1.01/GPU-h``, ``$1.01 per useful GPU-hour``, ``$138k``,
``$0.51M``, ``14.8%``, ``14.8 percent``, ``2.5×``, ``3.2x``, ``3.2 times``, ``1.4 TB``,
``34.9 days``.

Each :class:`Quantity` carries its value in SI units (seconds, a fraction for percentages,
US dollars, a plain ratio, bytes), how precisely it was written (so ``66 min`` matches 65.7 min
but ``65.70 min`` must be closer), and :func:`topic_of` says what it is about from the words
around it.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from collections.abc import Iterator
from functools import lru_cache
from itertools import accumulate
from operator import attrgetter
from typing import NamedTuple

from . import _regex as _rx
from ._regex import _UNUSUAL_CASE, Caseless

__all__ = [
    "Quantity",
    "find_quantities",
    "numbers_in",
    "quantities_in",
    "topic_of",
    "topics_near",
]

_TIME_UNITS = {
    "ms": 1e-3,
    "millisecond": 1e-3,
    "milliseconds": 1e-3,
    "s": 1.0,
    "sec": 1.0,
    "secs": 1.0,
    "second": 1.0,
    "seconds": 1.0,
    "m": 60.0,
    "min": 60.0,
    "mins": 60.0,
    "minute": 60.0,
    "minutes": 60.0,
    "h": 3600.0,
    "hr": 3600.0,
    "hrs": 3600.0,
    "hour": 3600.0,
    "hours": 3600.0,
    "d": 86400.0,
    "day": 86400.0,
    "days": 86400.0,
    "wk": 604800.0,
    "week": 604800.0,
    "weeks": 604800.0,
}
_RATE_PER = {
    "s": 1.0,
    "sec": 1.0,
    "second": 1.0,
    "min": 60.0,
    "minute": 60.0,
    "h": 3600.0,
    "hr": 3600.0,
    "hour": 3600.0,
    "d": 86400.0,
    "day": 86400.0,
}
"""Seconds in the time unit of a rate ("TB/day" is a bandwidth of TB per 86,400 s)."""

_SIZE_UNITS = {
    "kb": 1e3,
    "mb": 1e6,
    "gb": 1e9,
    "tb": 1e12,
    "pb": 1e15,
    "kib": 1024.0,
    "mib": 1024.0**2,
    "gib": 1024.0**3,
    "tib": 1024.0**4,
    "pib": 1024.0**5,
}
_SCALE = {"k": 1e3, "K": 1e3, "M": 1e6, "m": 1e6, "B": 1e9, "bn": 1e9}

_GROUP_SEPARATORS = ",\u2009\u202f"
"""What may separate groups of three digits: a comma, a thin space or a narrow no-break space
(``3\u2009943.6 s``, the SI style). A plain space is not one: ``2 700`` may be two numbers."""
_NUM = (
    # Only where a number starts: a digit run is then read once, not once per digit (a match
    # glued to a word or number is refused anyway, see _find_cached).
    r"(?<![\w.])(?:(?:\d{1,3}(?:[" + _GROUP_SEPARATORS + r"]\d{3})+|\d+)"
    r"(?:\.\d+)?(?:[eE][+-]?\d+)?|\.\d+)"
)
_UNGROUP = str.maketrans("", "", _GROUP_SEPARATORS)
_APPROX_WORDS = (
    "≈",
    "~",
    "∼",
    "about ",
    "around ",
    "roughly ",
    "approximately ",
    r"approx\.? ",
    "circa ",
    "some ",
    "nearly ",
    "almost ",
)
_APPROX = (
    # What a match can start with: an approximation word, "US$", "$", a digit or the point of
    # ".5". Tested first, as one set of characters, this lets the search reject every other
    # place at once, instead of trying each word there (a quarter of the time of the search).
    "(?=[" + "".join(sorted({w[0] for w in _APPROX_WORDS})) + "U$0-9.])"
    "(?P<approx>" + "|".join(_APPROX_WORDS) + ")?"
)
_TIME_WORD = "|".join(
    sorted(
        # in capitals too, as a document written in capitals spells them ("3944 S", "65.7 MIN"),
        # but not "M", which is a million or the MTBF's symbol
        set(_TIME_UNITS) | {unit.upper() for unit in _TIME_UNITS if unit != "m"},
        key=len,
        reverse=True,
    )
)

_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "money",
        _rx.compile(
            _APPROX
            + r"(?:US)?\$\s?(?P<num>"
            + _NUM
            + r")\s?(?P<scale>k|K|M|B|bn)?(?!\w|\.\d)"
            + r"(?P<per>\s?(?:/|per)\s?(?:useful |effective |wall(?:-clock)? |productive )?"
            r"(?:GPU[- ]?(?:h|hr|hour)s?|GPU[- ]?hours?|gpu-?h|GPUh|hour|hr|h)\b"
            r"(?:\s?\((?:useful|effective|wall)[^)]*\))?)?"
        ),
    ),
    (
        "money",
        _rx.compile(
            _APPROX
            + r"(?P<num>"
            + _NUM
            # "1,028 $" or "186k$" as French, Spanish or German write it (a LaTeX "$90$" is no
            # money: see _find_cached)
            + r")\s?(?P<scale>k|K|M)?(?:\s?(?:USD|usd|dollars)|\s?\$(?![\w{\\$]))"
            r"(?P<per>\s?(?:/|per)\s?(?:useful |effective |wall |productive )?"
            r"(?:GPU[- ]?(?:h|hr|hour)s?|hour|h)\b)?"
        ),
    ),
    (
        "percent",
        _rx.compile(
            _APPROX + r"(?P<num>" + _NUM + r")\s?(?:%|percent\b|per cent\b|pct\b|PERCENT\b|PCT\b)"
        ),
    ),
    (
        "ratio",
        _rx.compile(
            _APPROX
            + r"(?P<num>"
            + _NUM
            + r")\s?(?:×(?!\s?[\d(√]|\s?10)|x\b(?!\s?\d)|X\b(?!\s?\d)|times\b|-fold\b|fold\b)"
        ),
    ),
    (
        "size",
        _rx.compile(
            _APPROX
            + r"(?P<num>"
            + _NUM
            + r")\s?(?P<unit>[kKMGTP]i?B|[kKMGT](?:b|bit)(?=\s?/\s?s\b|ps\b))"
            # a rate per second, minute, hour or day ("4.5 GB/s", "≈ 390 TB/day"); a rate in
            # bits per second ("200 Gb/s", "400 Gbps") is a bandwidth an eighth as large
            + r"(?P<rate>\s?/\s?(?P<per>s|sec|min|h|hr|hour|d|day|S|SEC|MIN|H|HR|HOUR|D|DAY)\b"
            + r"|(?P<bps>ps)\b"
            + r"|\s?per\s(?P<per2>second|minute|hour|day)\b)?"
        ),
    ),
    (
        "steps",
        _rx.compile(
            _APPROX
            + r"(?P<num>"
            + _NUM
            + r")(?:\s?(?P<scale>k|K)(?= ?[a-z]))?\s?(?:training |optimizer )?"
            r"(?:steps?|stps?|iterations?|iters?|STEPS?)\b"  # ("887 stp": notes abbreviate)
        ),
    ),
    (
        "duration",
        _rx.compile(
            _APPROX
            + r"(?P<num>"
            + _NUM
            + r")(?:\s?|-)(?P<unit>"
            + _TIME_WORD
            + r")\b(?:\s?(?P<num2>\d+(?:\.\d+)?)\s?(?P<unit2>"
            + _TIME_WORD
            + r")\b)?"
        ),
    ),
]
_UNIT_WORDS: list[tuple[str, ...]] = [
    ("$",),
    ("$", "USD", "usd", "dollars"),
    ("%", "percent", "per cent", "pct", "PERCENT", "PCT"),
    ("×", "x", "X", "times", "fold"),
    ("B", "b/s", "bps", "bit/s", "b /s"),
    ("step", "stp", "iter", "STEP"),
    # every unit of _TIME_UNITS holds one (the pattern is not caseless), and so does every unit
    # in capitals
    ("m", "s", "h", "d", "w", "S", "H", "D", "W", "MIN"),
]
"""For each of :data:`_PATTERNS`, strings of which every match holds one (its unit); a text
with none of them is not searched (each search reads the whole text). Empty: always searched.
(tests/lint/test_speed.py checks every match of the tests' sentences and of fuzz.)"""
_UNIT_GATES: list[re.Pattern[str] | None] = [
    None,
    # "1,028 $", "186k$", "90 USD": a dollar sign that no word, brace, backslash or dollar
    # follows (the pattern's own test), or a currency word ("$1 $1 …" has neither)
    _rx.compile(r"\$(?![\w{\\$])|USD|usd|dollars"),
    None,
    None,
    None,
    None,
    None,
]
"""For each of :data:`_PATTERNS`, a pattern that finds something in every text the pattern
matches in (None: none): a text where it finds nothing is not searched (tested)."""


class Quantity(NamedTuple):
    """One number with its unit, as written.

    An immutable record, as a named tuple: a frozen dataclass sets each of its eight fields
    through ``object.__setattr__`` when made (0.86 µs against 0.2 µs), and a sentence of
    numbers makes one per number (333,000 in 1 MB of "$1 "). Equality and hash are those of
    the frozen dataclass it replaces (its fields in order); nothing unpacks, indexes or
    compares one with a plain tuple."""

    kind: str
    """``duration`` [s], ``steps``, ``percent`` [fraction], ``money`` [USD], ``money_rate``
    [USD per GPU-hour], ``ratio``, ``size`` [B], ``bandwidth`` [B/s]."""
    value: float
    raw: str
    start: int
    end: int
    resolution: float
    """Half a unit of the last written digit, in SI units (``66 min`` → 30 s)."""
    approx: bool
    per: str = ""
    """For money rates: ``useful``, ``wall`` or ``""`` (not said)."""

    def matches(self, target: float, rel: float = 0.03, *, fine: bool = False) -> bool:
        """True when ``target`` rounds to what was written, or lies within ``rel`` of it.

        With ``fine``, rounding counts only when it is fine (at most :data:`FINE_ROUNDING` of
        the value): "17 s" for 16.5 s is that value, but "1 TB" (±50 %) is not 1.4 TB, nor is
        "2 TB/s" (±25 %) whatever product of facts falls between 1.5 and 2.5 TB/s."""
        if target == 0:
            return abs(self.value) <= self.resolution
        rounding = self.resolution * 1.01
        if fine and self.resolution > FINE_ROUNDING * abs(self.value):
            rounding = 0.0
        slack = max(abs(target) * (rel * (3 if self.approx else 1)), rounding)
        return abs(self.value - target) <= slack


FINE_ROUNDING = 0.05
"""The coarsest rounding [fraction of the value] that still shows which value a number is:
"17 s" (±0.5 s, 3 %) does; "1 TB" (±50 %) or "2 TB/s" (±25 %) does not."""


_EXPONENT = _rx.compile(r"[eE]")


@lru_cache(maxsize=4096)
def _number(text: str) -> tuple[float, float]:
    """The value and half a unit of its last digit (remembered: a document writes the same
    numbers again and again)."""
    clean = text.translate(_UNGROUP)
    value = float(clean)
    parts = _EXPONENT.split(clean)
    mantissa = parts[0]
    exponent = int(parts[1]) if len(parts) > 1 else 0
    decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
    try:
        half = 0.5 * 10.0 ** (exponent - decimals)
    except OverflowError:
        half = math.inf
    if not (math.isfinite(value) and math.isfinite(half)):
        # "1.5e400 s" is no number a float holds: no quantity (and never a traceback)
        raise ValueError(f"{text!r} is out of range")
    return value, half


def find_quantities(text: str) -> list[Quantity]:
    """Every quantity in ``text``, left to right, without overlaps."""
    return list(quantities_in(text))


def quantities_in(text: str) -> tuple[Quantity, ...]:
    """:func:`find_quantities`, as a shared tuple (not to be changed)."""
    if not _HAS_DIGIT.search(text) and not _SPELLED_GATE.search(text):
        return ()
    return _find_cached(text)


_ONES = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9,
}  # fmt: skip
_TEENS = {
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}  # fmt: skip
_DIGITS = {"zero": 0, **_ONES}
_SPELLED = _rx.compile(
    r"\b(?=(?:" + "|".join([*_TENS, *_TEENS, *_ONES]) + r")\b|(?:" + "|".join(_TENS) + r")-)"
    r"(?:(?P<hundreds>" + "|".join(_ONES) + r")\s+hundred(?:\s+and)?)?"
    r"(?:\s*(?:(?P<tens>" + "|".join(_TENS) + r")(?:[- ](?P<ones>" + "|".join(_ONES) + r"))?"
    r"|(?P<small>" + "|".join([*_TEENS, *_ONES]) + r")))?"
    r"(?:\s+point\s+(?P<tenth>" + "|".join(_DIGITS) + r"))?"
    r"(?:[- ]|\s+or so\s+)(?P<unit>seconds?|minutes?|hours?|days?|weeks?|per\s?cent|percent)\b",
    re.I,
)
"""A duration or a percentage whose number is spelled in words ("five minutes", "a two-minute
warning", "twenty-five minutes", "two hundred and forty seconds", "nine or so days", "fifteen
per cent", "ninety-four point seven per cent"): read as that many units, approximate."""
_SPELLED_GATE = _rx.compile(r"(?:[- ]|so )(?:second|minute|hour|day|week|per ?cent)", re.I)
"""What a sentence with a spelled quantity must contain: without it there is none to read."""


def _spelled(text: str, taken: bytearray) -> list[Quantity]:
    """The durations of ``text`` spelled in words, where no other quantity was read."""
    out = []
    for m in _SPELLED.finditer(text):
        if taken.find(1, m.start(), m.end()) >= 0:
            continue
        n = 100 * _ONES[m.group("hundreds").lower()] if m.group("hundreds") else 0
        if m.group("tens"):
            n += _TENS[m.group("tens").lower()] + _ONES.get((m.group("ones") or "").lower(), 0)
        elif m.group("small"):
            word = m.group("small").lower()
            n += _TEENS.get(word) or _ONES[word]
        value = n + (_DIGITS[m.group("tenth").lower()] / 10 if m.group("tenth") else 0.0)
        unit = m.group("unit").lower().rstrip("s")
        if "cent" in unit:
            half = 0.0005 if m.group("tenth") else 0.005
            out.append(Quantity("percent", value / 100, m.group(0), m.start(), m.end(), half, True))
            continue
        unit_s = {"second": 1.0, "minute": 60.0, "hour": 3600.0, "day": 86400.0}.get(
            unit, 7 * 86400.0
        )
        out.append(
            Quantity("duration", value * unit_s, m.group(0), m.start(), m.end(), unit_s / 2, True)
        )
    return out


_BARE = _rx.compile(
    r"(?<![\w.,])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|\.\d+)(?![\w])"
)
"""A number without a unit: "goodput 0.86", "every 4400", a price in a table cell ("1.06")."""


def numbers_in(text: str) -> tuple[Quantity, ...]:
    """Every quantity of ``text`` (:func:`quantities_in`) and, where no quantity was read, the
    bare numbers (kind ``number``, resolution half a unit of the last digit), left to right.

    The grader reads a submission's numbers with this (one reading with the linter); a bare
    number is compared with a value only where the rubric's dimension allows it (a fraction
    between 0 and 1, a step count, a price written with cents)."""
    found = list(quantities_in(text))
    if not _HAS_DIGIT.search(text):
        return ()
    spans = [(q.start, q.end) for q in found]
    for m in _BARE.finditer(text):
        if any(a <= m.start() < b or a < m.end() <= b for a, b in spans):
            continue
        try:
            value, res = _number(m.group(0))
        except ValueError:
            continue
        found.append(Quantity("number", value, m.group(0), m.start(), m.end(), res, False))
    found.sort(key=lambda q: q.start)
    return tuple(found)


_HAS_DIGIT = _rx.compile(r"\d")
_LEAD = 24
"""Every match of :data:`_PATTERNS` has its first digit within 19 characters of its start
(``approximately US$ .5``): the longest :data:`_APPROX` word, ``US$``, a space and a dot."""


def _finditer(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)``, without trying the stretches far from any digit.

    Every match contains a digit, at most :data:`_LEAD` characters after its start, so the
    search for the next match starts at most that far before the next digit. ``search(text,
    pos)`` sees the characters before ``pos`` (lookbehinds and ``\\b`` behave as in a search
    from 0), and no pattern matches the empty string, so the matches are the same.
    """
    pos = 0
    while True:
        digit = _HAS_DIGIT.search(text, pos)
        if digit is None:
            return
        m = pattern.search(text, max(pos, digit.start() - _LEAD))
        if m is None:
            return
        yield m
        pos = m.end()


_DENSE = 8
"""A text with a digit in every this many characters (or more) is searched without
:func:`_finditer`."""


@lru_cache(maxsize=8192)
def _find_cached(text: str) -> tuple[Quantity, ...]:
    found: list[Quantity] = []
    # Characters already claimed by an earlier (higher-priority) pattern's match: a bitmap keeps
    # the overlap test proportional to the match, not to the number of quantities found. It is
    # made from the quantities found so far when a pattern is searched after one that found
    # some: until then, a pattern's matches (which do not overlap one another) need no test,
    # and no marks (333,000 of each in 1 MB of "$1 ").
    taken: bytearray | None = None
    # Where digits are dense, skipping to the next digit saves nothing and costs a search per
    # match: the plain search is used (both give the same matches, tested).
    dense = len(text) <= _DENSE * sum(map(text.count, "0123456789"))
    append = found.append
    for index, ((kind, pattern), units, gate) in enumerate(
        zip(_PATTERNS, _UNIT_WORDS, _UNIT_GATES, strict=True)
    ):
        if units and not any(unit in text for unit in units):
            continue
        if gate is not None and gate.search(text) is None:
            continue
        num_group = pattern.groupindex["num"]
        if taken is None and found:
            taken = _claimed(text, found)
        for m in pattern.finditer(text) if dense else _finditer(pattern, text):
            start, end = m.span()
            if taken is not None and taken.find(1, start, end) >= 0:
                continue
            # A number glued to a word or another number ("T2", "v1.4") is not a quantity.
            num_start = m.start(num_group)
            if num_start > 0:
                glued = text[num_start - 1]
                if glued.isalnum() or glued in "._":
                    continue
                if glued == "/" and num_start > 1 and text[num_start - 2].isdigit():
                    continue  # "64/51 GB/s": the divisor of a quotient, whose unit it carries
                if (
                    glued == "$"
                    and kind == "money"
                    # (a "$" that ends the match comes after the number)
                    and text.find("$", num_start, end) >= 0
                    and text[start:end].rstrip().endswith("$")
                ):
                    continue  # "$90$": LaTeX math, not a price
            # What the match reads as depends on its groups alone (and, for a duration in
            # metres, on the character after it): read once per distinct match.
            key = (index, m.groups(), kind == "duration" and text[end : end + 1] == "²")
            if key in _READINGS:
                reading = _READINGS[key]
            else:
                if len(_READINGS) >= _READINGS_KEPT:
                    _READINGS.clear()
                reading = _READINGS[key] = _reading(kind, m, key[2])
            if reading is None:
                continue
            q_kind, value, res, approx, per = reading
            append(Quantity(q_kind, value, m.group(), start, end, res, approx, per))
            if taken is not None:
                taken[start:end] = b"\x01" * (end - start)
    if _SPELLED_GATE.search(text):
        found += _spelled(text, taken if taken is not None else _claimed(text, found))
    found.sort(key=_START)
    return tuple(found)


def _claimed(text: str, found: list[Quantity]) -> bytearray:
    """The bitmap of the characters of ``text`` that the quantities ``found`` hold (1 each)."""
    taken = bytearray(len(text))
    for q in found:
        taken[q.start : q.end] = b"\x01" * (q.end - q.start)
    return taken


_START = attrgetter("start")
_READINGS: dict[tuple[object, ...], tuple[str, float, float, bool, str] | None] = {}
"""(pattern, its match's groups, a duration followed by "²") → :func:`_reading` of the match."""
_READINGS_KEPT = 8192
"""The most readings kept (then :data:`_READINGS` starts afresh)."""


def _reading(
    kind: str, m: re.Match[str], squared: bool
) -> tuple[str, float, float, bool, str] | None:
    """The kind, value, resolution, approximation and rate basis of the quantity ``m`` (a match
    of one of the :data:`_PATTERNS` of ``kind``) writes, from its groups; None when it is no
    quantity (``squared``: a duration in "m" followed by "²", an area)."""
    try:
        value, res = _number(m.group("num"))
    except ValueError:
        return None  # out of a float's range
    approx = bool(m.group("approx"))
    per = ""
    q_kind = kind
    if kind == "money":
        scale = m.group("scale")
        if scale:
            factor = _SCALE[scale]
            value, res = value * factor, res * factor
        if m.group("per"):
            q_kind = "money_rate"
            per_text = m.group("per").lower()
            per = (
                "useful"
                if ("useful" in per_text or "effective" in per_text or "productive" in per_text)
                else "wall"
                if "wall" in per_text
                else ""
            )
    elif kind == "steps":
        if m.group("scale"):  # "4.4k steps": thousands
            value, res = value * 1e3, res * 1e3
    elif kind == "percent":
        value, res = value / 100.0, res / 100.0
    elif kind == "size":
        unit = m.group("unit")
        if unit[-1] != "B":  # bits, always a rate (the pattern asks for "/s" or "ps")
            factor = _SIZE_UNITS[unit[0].lower() + "b"] / 8
            value, res = value * factor, res * factor
            return "bandwidth", value, res, approx, per
        factor = _SIZE_UNITS[unit.lower()]
        value, res = value * factor, res * factor
        if m.group("rate"):
            q_kind = "bandwidth"
            per_s = _RATE_PER[(m.group("per") or m.group("per2")).lower()]
            value, res = value / per_s, res / per_s
    elif kind == "duration":
        unit = m.group("unit")
        if unit == "m" and squared:
            return None
        unit_s = _TIME_UNITS.get(unit.lower())
        if unit_s is None:
            return None
        value, res = value * unit_s, res * unit_s
        if m.group("num2"):
            f2 = _TIME_UNITS[m.group("unit2").lower()]
            try:
                v2, r2 = _number(m.group("num2"))
            except ValueError:
                return None
            value, res = value + v2 * f2, r2 * f2
    if not (math.isfinite(value) and math.isfinite(res)):
        return None  # a value a float holds, scaled out of its range ("1e308 h")
    return q_kind, value, res, approx, per


# --- what a quantity is about -----------------------------------------------------------------

TOPICS = ("goodput", "overhead", "interval", "cost", "mtbf", "restart", "write", "wall")
"""What a number's clause can be about, each named by the vocabulary ``topic_NAME``
(reportgen/data/vocabulary.yaml)."""


@lru_cache(maxsize=1)
def _topic_search() -> tuple[tuple[str, Caseless], ...]:
    """Each topic and its vocabulary's phrasings, compiled when first asked."""
    from .vocabulary import vocabulary

    return tuple((name, vocabulary(f"topic_{name}").compiled) for name in TOPICS)


def topic_words() -> list[tuple[str, re.Pattern[str]]]:
    """Each topic and its phrasings as one case-insensitive pattern."""
    return [(name, search.pattern) for name, search in _topic_search()]


def topic_of(text: str, q: Quantity, context: str = "") -> set[str]:
    """The topics named near ``q``: the clause it sits in, plus ``context`` (table headers)."""
    return set(_topic_cached(text, q.start, q.end, context))


def topics_near(text: str, q: Quantity, context: str = "") -> frozenset[str]:
    """:func:`topic_of`, as a shared frozen set (to key what is worked out from it)."""
    return _topic_cached(text, q.start, q.end, context)


def topics_named(text: str) -> frozenset[str]:
    """The topics a label names on its own (a table's column header: "Wall clock", "T*")."""
    return _topic_cached(text, len(text), len(text), "")


_CLAUSE_BACK = 400
"""How far back a clause reaches [characters]; real clauses are far shorter."""


@lru_cache(maxsize=8192)
def _topic_cached(text: str, start: int, end: int, context: str) -> frozenset[str]:
    # The clause: back to the previous clause break (at most _CLAUSE_BACK characters, so a
    # paragraph with no punctuation costs linear, not quadratic, time), forward to the next one.
    # The last break that ends before the quantity, from the breaks of the sentence found once
    # (a sentence of many numbers searched the 400 characters before each for every break).
    origin = max(0, start - _CLAUSE_BACK)
    ends, furthest = _clause_breaks(text)
    k = bisect_right(ends, start) - 1
    # none in reach: the clause starts _CLAUSE_BACK characters back
    cut = furthest[k] if k >= 0 and furthest[k] >= origin else origin - 1
    clause = text[cut + 1 : start] + " " + _forward(text, end)
    return _clause_topics(clause + " " + context)


_CLAUSE_BREAKS = (";", ". ", "|", " and ", ", while", " whereas", " but ")


@lru_cache(maxsize=256)
def _clause_breaks(text: str) -> tuple[list[int], list[int]]:
    """Where the :data:`_CLAUSE_BREAKS` of ``text`` end, every place where one does (overlapping
    ones too), in order; and for each, the furthest start of a break that ends there or
    before. The clause of a quantity starts after the last break that ends before it, as
    ``str.rfind`` of each break in the text before the quantity finds it."""
    found = []  # (end, start)
    for sep in _CLAUSE_BREAKS:
        at = text.find(sep)
        while at >= 0:
            found.append((at + len(sep), at))
            at = text.find(sep, at + 1)
    found.sort()
    return [end for end, _ in found], list(accumulate((start for _, start in found), max))


@lru_cache(maxsize=8192)
def _clause_topics(clause: str) -> frozenset[str]:
    """The topics named in ``clause`` (remembered: the quantities of one clause, "3,944 s =
    65.7 min = 4,382 steps", share it)."""
    # Caseless.found for each topic, the clause checked and lower-cased once for all of them.
    if clause.isascii() or not _UNUSUAL_CASE.search(clause):
        lowered = clause.lower()
        found = []
        for name, pattern in _topic_search():
            if (
                pattern.lowered.search(lowered)
                if pattern.lowered is not None
                else pattern.pattern.search(clause)
            ):
                found.append(name)
        return frozenset(found)
    return frozenset(name for name, pattern in _topic_search() if pattern.pattern.search(clause))


def _forward(text: str, end: int) -> str:
    """The rest of the clause after a quantity: up to a clause break, or to an arrow, the next
    step of a chain ("train to ≈ 100 s → snapshot (1.5 s) → write": the 100 s is no snapshot)."""
    # The first break of any kind, by one search: cutting at each break in turn cuts at the
    # first (a break that straddled the cut of another would hold that one's first character
    # after its own first, and no break holds a first character of a break there).
    m = _FORWARD_BREAK.search(text, end, end + 60)
    return text[end : m.start() if m is not None else end + 60]


_FORWARD_BREAKS = (";", ". ", "|", ", ", "→", "->", "⇒")
_FORWARD_BREAK = _rx.compile("|".join(map(re.escape, _FORWARD_BREAKS)))
