"""Arithmetic a document shows is checked: ``√972,000 ≈ 3,118 s`` and ``840/2,700 = 3.1 %`` are
wrong whatever the scenario says.

A *chain* is a run of segments joined by ``=``, ``≈`` or ``~`` (``T* = √(2 · 240 · 32,400) =
√15,552,000 ≈ 3,944 s``). A segment is *numeric* when it holds only numbers, the operators
``+ − × · * / ÷ ^``, parentheses, ``√``/``sqrt``, ``%`` and one unit shared by all of its
numbers (``s``, ``min``, ``h``, ``TB``, ``$``…); anything else (a symbol such as ``C``, a word,
a range ``5–10``) ends the chain there. Two neighbouring numeric segments of which the left one
computes something (it has an operator or a root) must agree within the written precision of
the right one, or within 2 % (3 % when written as approximate).

Units are converted in two cases only: a size over a rate or a time (``86.8 TB ÷ 140 GB/s ≈
620 s``, ``1.4 TB / 15 s ≈ 93 GB/s``), and GPU-hours at a price per GPU-hour (``184,320 GPU-h ×
$1.01 ≈ $186k``; a magnitude glued to a number, ``k``, ``M``, ``bn``, is read as one). Any
other segment whose numbers carry
different units (``14 min / 9 h``) is not evaluated, and two segments are compared only when
they share their unit or one of them has none (``3,944 / 0.9 ≈ 4,382 steps``). ``%`` is a
factor of 0.01 (``21 % + 21 % + 31 % ≈ 73 %``, ``1/1.148 ≈ 87 %``); a conversion (``65.7 min =
3,944 s``) has no operator and is left to the conversion check.
"""

from __future__ import annotations

import ast
import math
import operator
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import lru_cache

__all__ = ["Slip", "shown_results", "shown_slips"]

_RELATION = re.compile(r"\s*(=|≈|≃|(?<=\s)~(?=\s))\s*")
"""What joins the segments of a chain; a "~" glued to a number ("~2.6") only marks it as
approximate."""
_NUMBER = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?"
_UNITS = (
    "steps|step|GB/s|TB/s|(?:useful )?GPU-h(?:ours?|rs?)?|USD|days|day|hours|hour|hrs|hr"
    "|minutes|minute|mins|min|seconds|second|secs|sec|TB|GB|MB|ms|s|h|d"
)
_TOKEN = re.compile(
    # a unit may be glued to its number ("3,944s"), a word may not ("3,944steps" is a unit)
    r"\s*~?(?:(?P<num>"
    + _NUMBER
    + r")(?P<mag>[kKM]|bn)?(?:(?![\w])|(?=(?:"
    + _UNITS
    + r")(?![\w/])))"
    r"(?:\s?(?P<pct>\\?%)|\s?(?P<unit>" + _UNITS + r")(?![\w/]))?"
    r"|(?P<op>[+\-−×·*/÷^])|(?P<open>\()|(?P<close>\))|(?P<root>√|sqrt(?=\s?\())"
    r"|(?P<dollar>\$))"
)
_APPROX = ("≈", "~", "≃")


@dataclass(frozen=True)
class Slip:
    """A shown computation that does not hold."""

    start: int
    """Offset of the computation in the sentence."""
    shown: str
    """The computation and the value it was given, as written."""
    value: float
    """What the computation gives."""
    written: float


@dataclass(frozen=True)
class _Segment:
    value: float
    unit: str
    percent: bool
    """A result written as a percentage ("≈ 5.6 %"): 0.056, or 5.6 percentage points when the
    computation adds points ("1.5 + 1.5 + 2.6 ≈ 5.6 %")."""
    computes: bool
    resolution: float
    start: int
    end: int


@lru_cache(maxsize=16384)
def _parse(text: str) -> _Segment | None:
    """``text`` as a numeric segment, or None."""
    pos, tokens, units, computes = 0, [], set(), False
    unit_of: dict[str, str] = {}  # number name → its unit, for those that have one
    numbers: dict[str, tuple[float, float]] = {}  # name → (value, half a unit of its last digit)
    stripped = text.strip()
    if not stripped:
        return None
    while pos < len(text):
        if text[pos:].strip() == "":
            break
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            return None
        pos = m.end()
        if m["num"] is not None:
            raw = m["num"].replace(",", "")
            value = float(raw)
            mantissa = raw.lower().split("e")[0]
            exponent = int(raw.lower().split("e")[1]) if "e" in raw.lower() else 0
            places = len(mantissa.split(".")[1]) if "." in mantissa else 0
            try:
                half = 0.5 * 10.0 ** (exponent - places) if places or exponent else 0.0
            except OverflowError:
                return None  # "1e400": no number a float holds
            if not math.isfinite(value):
                return None
            if m["mag"]:
                # "$168k", "$2.93M": thousands, millions, billions glued to the number
                scale = _SCALES[m["mag"]]
                value, half = value * scale, (half or 0.5) * scale
            if m["pct"]:
                value /= 100
                half /= 100
                units.add("%")
            elif m["unit"]:
                unit = _UNIT_NAME.get(m["unit"], m["unit"])
                if "GPU-h" in unit:
                    unit = "GPU-h"
                units.add(unit)
                unit_of[f"n{len(numbers)}"] = unit
            name = f"n{len(numbers)}"
            numbers[name] = (value, half)
            tokens.append(name)
        elif m["op"] is not None:
            op = {"−": "-", "×": "*", "·": "*", "÷": "/", "^": "**"}.get(m["op"], m["op"])
            tokens.append(op)
            computes = True
        elif m["open"] is not None:
            tokens.append("(")
        elif m["close"] is not None:
            tokens.append(")")
        elif m["root"] is not None:
            tokens.append("sqrt")
            computes = True
        elif m["dollar"] is not None:
            units.add("$")
    plain = units - {"%"}
    if plain == {"GPU-h", "$"} and all(t == "*" or t.startswith("n") for t in tokens):
        plain = {"$"}  # GPU-hours at a price per GPU-hour: dollars ("184,320 GPU-h × $1.01")
    if len(plain) > 1:
        # numbers in different units: only a size over a rate ("86.8 TB ÷ 140 GB/s", a time)
        # or over a time ("1.4 TB / 312 s", a rate) is converted
        converted = _size_over(tokens, unit_of, numbers)
        if converted is None:
            return None
        plain = {converted}
    expr = "".join(f" {t} " for t in tokens)
    # "sqrt 972000" (a root without parentheses) applies to the number after it.
    expr = re.sub(r"sqrt\s+(n\d+)", r"sqrt(\1)", expr)
    try:
        value, error = _evaluate(ast.parse(expr.strip(), mode="eval").body, numbers)
    except (SyntaxError, ZeroDivisionError, ValueError, OverflowError, TypeError):
        return None
    if not math.isfinite(value):
        return None
    resolution = error if computes else 0.0
    if not computes:
        digits = re.findall(_NUMBER, stripped.lstrip("~$ "))
        if len(digits) != 1:
            return None
        decimals = len(digits[0].split(".")[1]) if "." in digits[0] else 0
        resolution = 0.5 * 10.0**-decimals * (0.01 if "%" in units else 1)
    unit = next(iter(plain), "")
    lead = len(text) - len(text.lstrip())
    percent = "%" in units
    return _Segment(value, unit, percent, computes, resolution, lead, len(text.rstrip()))


_UNIT_NAME = {
    **dict.fromkeys(("hours", "hour", "hrs", "hr"), "h"),
    **dict.fromkeys(("minutes", "minute", "mins"), "min"),
    **dict.fromkeys(("seconds", "second", "secs", "sec"), "s"),
    "days": "d",
    "day": "d",
    "step": "steps",
}
"""One name per unit, however it is spelled ("720 hours" and "96 h", "154 sec" and "154 s")."""
_SCALES = {"k": 1e3, "K": 1e3, "M": 1e6, "bn": 1e9}
_BYTES = {"TB": 1e12, "GB": 1e9, "MB": 1e6}
_PER_SECOND = {"TB/s": 1e12, "GB/s": 1e9}
_SECONDS = {"s": 1.0, "min": 60.0, "h": 3600.0}
_DURATION_SECONDS = {"s": 1.0, "min": 60.0, "h": 3600.0, "d": 86400.0}
"""A duration's units in seconds: a result written in one may be computed in another."""


def _size_over(
    tokens: list[str], unit_of: dict[str, str], numbers: dict[str, tuple[float, float]]
) -> str | None:
    """For a product and quotient of numbers ("201 × 1.4 TB / 312 s", "86.8 TB ÷ 140 GB/s")
    with one size above the line, one rate or time below it and only counts besides: its
    numbers scaled to bytes over bytes per second, or to GB over seconds, and the unit of the
    result ("s" or "GB/s"); None for anything else."""
    if any(t not in ("*", "/") and not t.startswith("n") for t in tokens) or len(unit_of) != 2:
        return None  # a sum, a root or parentheses, or more than two numbers with units
    (size, size_unit), (rate, rate_unit) = unit_of.items()
    below = {t for k, t in enumerate(tokens) if k and tokens[k - 1] == "/"}
    if size in below or rate not in below or size_unit not in _BYTES:
        return None
    if rate_unit in _PER_SECOND:
        scales, unit = (_BYTES[size_unit], _PER_SECOND[rate_unit]), "s"
    elif rate_unit in _SECONDS:
        scales, unit = (_BYTES[size_unit] / 1e9, _SECONDS[rate_unit]), "GB/s"
    else:
        return None
    for name, scale in zip((size, rate), scales, strict=True):
        value, half = numbers[name]
        numbers[name] = (value * scale, half * scale)
    return unit


_BINARY = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}


def _evaluate(node: ast.expr, numbers: dict[str, tuple[float, float]]) -> tuple[float, float]:
    """The value of an expression of numbers, + − × ÷, small powers and sqrt, and how far the
    rounding of its written numbers can move it (first-order error propagation). Nothing else
    is accepted: the expression is read from a document."""
    if isinstance(node, ast.Name) and node.id in numbers:
        return numbers[node.id]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        v, e = _evaluate(node.operand, numbers)
        return -v, e
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        (a, ea), (b, eb) = _evaluate(node.left, numbers), _evaluate(node.right, numbers)
        v = float(_BINARY[type(node.op)](a, b))
        if isinstance(node.op, (ast.Add, ast.Sub)):
            return v, ea + eb
        if isinstance(node.op, ast.Mult):
            return v, abs(a) * eb + abs(b) * ea
        return v, (ea + abs(v) * eb) / abs(b)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
        (a, ea), (n, _) = _evaluate(node.left, numbers), _evaluate(node.right, numbers)
        if abs(n) > 4:
            raise ValueError("exponent too large to be a shown computation")
        return float(a**n), abs(n * a ** (n - 1)) * ea
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "sqrt"
        and len(node.args) == 1
        and not node.keywords
    ):
        a, ea = _evaluate(node.args[0], numbers)
        root = math.sqrt(a)
        return root, ea / (2 * root) if root else ea
    raise ValueError("not a computation")


def _longest_suffix(text: str) -> tuple[_Segment, int] | None:
    """The longest numeric segment that ends ``text`` (the left end of a chain)."""
    found = _suffixes(text)
    return found[-1] if found else None


_REACH = 120
"""How far a computation or a written result reaches from its relation sign [characters]: the
longest shown computations ("√(2 × 1.5 × 32,400)", "240/3,944 + 1,972/32,400 + 840/32,400")
are well within it, and a sentence's prose beyond it is not parsed character by character."""


def _suffixes(text: str) -> list[tuple[_Segment, int]]:
    """Every numeric segment that ends ``text`` (within :data:`_REACH`), shortest first."""
    found: list[tuple[_Segment, int]] = []
    for start in range(len(text) - 1, max(-1, len(text) - 1 - _REACH), -1):
        if start and text[start - 1] not in " (\t[:;,":
            continue
        if text[start] not in "0123456789.($√s":
            continue  # a computation starts with a number, a parenthesis, a root or a price
        seg = _parse(text[start:])
        if seg is not None:
            found.append((seg, start))
    return found


_UNKNOWN_UNIT = re.compile(r"\s?[^\W\d_]|\\")
"""A result followed by a word or a LaTeX command: a unit this module does not know ("11.6
PB") or a qualifier ("≈ 29 % more"); it is not compared."""


_STARTS = frozenset("0123456789.($√s−-+~")


def _longest_prefix(text: str) -> tuple[_Segment, int] | None:
    """The longest numeric segment that starts ``text`` (the right end of a chain)."""
    best = None
    if text.lstrip()[:1] not in _STARTS:
        return None  # a computation or a result starts with a number, a root, a price…
    for end in range(1, min(len(text), _REACH) + 1):
        if end < len(text) and text[end] not in " )\t,;:.$" and not _PER_HOUR.match(text, end):
            continue
        if text[end : end + 1] in ".," and text[end + 1 : end + 2].isdigit():
            continue  # inside a number: "$2" is not the end of "$2.93M", nor "3" of "3,944s"
        seg = _parse(text[:end])
        if seg is not None:
            best = (seg, end)
    if best is not None:
        seg, end = best
        if not seg.unit and not seg.percent and _UNKNOWN_UNIT.match(text, end):
            return None
        if _MAGNITUDE.match(text, end):
            return None  # "$2.93M", "186k": a scale this module does not read
    return best


_PER_HOUR = re.compile(r"/\s?(?:h|hr|hour|GPU-?h\w*)\b")
"""A rate's "per hour" after a result ("$192/h"): the result ends before it."""
_MAGNITUDE = re.compile(r"(?:k|K|M|B|bn|m)\b")
"""A magnitude glued to a number: thousands, millions, billions."""


def shown_slips(sentence: str) -> Iterator[Slip]:
    """The computations of ``sentence`` whose shown result is wrong (remembered per sentence:
    a document repeats its sentences, and the pieces of one sentence are parsed once)."""
    return iter(_shown(sentence)[0])


def shown_results(sentence: str) -> tuple[tuple[int, int, int], ...]:
    """The computations of ``sentence`` whose shown result holds, as (where the computation
    starts, where its result starts, where the result ends): ``201 × 1.4 TB / 120 GB/s ≈ 2,345
    s`` holds whatever the 120 GB/s is worth."""
    return _shown(sentence)[1]


@lru_cache(maxsize=4096)
def _shown(sentence: str) -> tuple[tuple[Slip, ...], tuple[tuple[int, int, int], ...]]:
    """The slips and the results that hold of ``sentence``, from one reading of its chains."""
    slips: list[Slip] = []
    results: list[tuple[int, int, int]] = []
    if "=" not in sentence and "≈" not in sentence and "~" not in sentence:
        return (), ()
    written = sentence  # as the document writes it, for the slips' messages
    if "(" in sentence and "%" in sentence:
        # "1.67 % + 45/32,400 (0.14 %) + 31.1 %": a term followed by its value in percent is
        # read as that value (one character for one: the positions stay)
        sentence = _TERM_WITH_VALUE.sub(
            lambda m: (
                " " * (m.start("value") - m.start()) + m["value"] + " " * (m.end() - m.end("value"))
            ),
            sentence,
        )
        # "6.09 % + 2.59 % (840 s / 32,400 s) = 14.8 %": the aside after a value is blanked
        sentence = _VALUE_WITH_TERM.sub(lambda m: " " * len(m.group()), sentence)
    if ":" in sentence and _CLOCK.search(sentence):
        # "√8,100 = 0:01:30": a duration written h:mm:ss, read in seconds (padded)
        sentence = _CLOCK.sub(_as_seconds, sentence)
    if "root of" in sentence:
        # "T* = square root of (2 × 15 × 32,400)": the root written in words (one character
        # for one: the positions stay)
        sentence = _ROOT_WORDS.sub(lambda m: "√" + " " * (len(m.group()) - 1), sentence)
    if "10⁻" in sentence or "10⁰" in sentence or _SUPERSCRIPT_POWER.search(sentence):
        # "1.95 × 10⁻⁴": a number in scientific notation, read as "1.95e-4" (padded)
        sentence = _SUPERSCRIPT_POWER.sub(_as_exponent, sentence)
    if "≈" in sentence or "~" in sentence:
        # "2 × 180 + 6 × 180 + ≈ 9 × 26": after an operator, the mark says the term is rounded;
        # it relates nothing (one character for one: the positions stay)
        sentence = _APPROX_TERM.sub(" ", sentence)
    parts = _RELATION.split(sentence)
    # parts: text, relation, text, relation, …
    pieces = parts[0::2]
    relations = parts[1::2]
    offsets = []
    pos = 0
    for i, piece in enumerate(pieces):
        offsets.append(pos)
        pos += len(piece)
        if i < len(relations):
            m = _RELATION.match(sentence, pos)
            pos = m.end() if m else pos + len(relations[i])
    for i, rel in enumerate(relations):
        left = _longest_suffix(pieces[i]) if i == 0 else _whole_or_suffix(pieces[i])
        right = _longest_prefix(pieces[i + 1])
        if left is None or right is None:
            continue
        a, a_start = left
        b, b_end = right
        if b.unit in _NEXT_UNIT and not b.computes:
            # "39 d 20 h", "1 h 5 min": a written result in two units is one duration
            tail = _TAIL_UNIT.match(pieces[i + 1], b_end)
            if tail is not None and tail["unit"] == _NEXT_UNIT[b.unit][0]:
                per = _NEXT_UNIT[b.unit][1]
                b = replace(b, value=b.value + float(tail["n"]) / per, resolution=0.5 / per)
                b_end = tail.end()
        # A root written equal to a root ("√(2 × 13.75 × 28,800) = √7,920,000") must have the
        # same value: the step under the root is shown. Other computations on the right
        # ("240/3,944 = 6.09 % + …") are the next terms of a chain, not a result.
        if not a.computes or not _same_unit(a.unit, b.unit):
            continue
        if b.computes and not (
            _ROOT_LEAD.match(pieces[i], a_start) and _ROOT_LEAD.match(pieces[i + 1])
        ):
            continue
        start = offsets[i] + a_start
        if _agrees(a, b, 0.02):
            results.append((start, offsets[i + 1], offsets[i + 1] + b_end))
        if _TAIL_OF_MORE.search(pieces[i], 0, a_start):
            continue  # "21 jobs x 400 GB / 26.7 GB/s": the tail of a longer computation
        if _share_of(a, b):
            continue  # "weights only (1/7 ≈ 46 GB)": a seventh of something, not 46 GB
        rel_tol = 0.03 if rel.strip() in _APPROX else 0.02
        if _agrees(a, b, rel_tol):
            continue
        if any(_agrees(seg, b, rel_tol) for seg, _ in _suffixes(pieces[i]) if seg.computes):
            # the relation annotates the last term ("… + 856/2,945 ≈ 29 % more"), also inside
            # a chain that gives each term its value ("240/3,944 = 6.09 % + 840/32,400 = 2.59 %")
            continue
        end = offsets[i + 1] + b_end
        slips.append(Slip(start, written[start:end].strip(), a.value, b.value))
    return tuple(slips), tuple(results)


_CLOCK = re.compile(r"(?<![\d:.,])(\d{1,3}):([0-5]\d):([0-5]\d)(?![\d:])")
"""A duration written as hours, minutes and seconds ("0:01:30", "1:05:44")."""


def _as_seconds(m: re.Match[str]) -> str:
    """``m`` (:data:`_CLOCK`) in seconds ("90 s"), padded to its length."""
    seconds = int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3))
    plain = f"{seconds} s"
    return (
        plain + " " * (len(m.group()) - len(plain)) if len(plain) <= len(m.group()) else m.group()
    )


_ROOT_WORDS = re.compile(r"\b(?:the )?square root of\b", re.I)
"""A square root written in words ("square root of (2 × 15 × 32,400)")."""
_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
_SUPERSCRIPT_POWER = re.compile(r"(?<![\d.,])(\d+(?:\.\d+)?)\s?[×·x]\s?10(⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)")
"""A number in scientific notation with a superscript power of ten ("1.95 × 10⁻⁴")."""


def _as_exponent(m: re.Match[str]) -> str:
    """``m`` (:data:`_SUPERSCRIPT_POWER`) as ``1.95e-4``, padded to its length."""
    plain = f"{m.group(1)}e{m.group(2).translate(_SUPERSCRIPTS)}"
    return plain + " " * (len(m.group()) - len(plain))


_TERM_WITH_VALUE = re.compile(
    r"(?<=[+\-−] )(?<![\d.,])\d[\d,]*(?:\.\d+)?\s?[/÷×·*]\s?\d[\d,]*(?:\.\d+)?\s?"
    r"\(\s?(?P<value>\d+(?:\.\d+)?(?:\s?%)?)\s?\)"
)
"""A term of a sum followed by its value in percent ("+ 45/32,400 (0.14 %)"), or in the
percentage points the sum adds ("0.17 + 489/54,000 (0.91) + 1.33 = 2.4 %")."""
_VALUE_WITH_TERM = re.compile(r"(?<=%)\s?\(\s?\d[^()%=]{0,40}?[/÷×·*][^()%=]{0,40}\)")
"""A term's value in percent followed by the term it is ("2.59 % (840 s / 32,400 s)"): the
aside restates the value, it is not a factor of the sum."""
_NEXT_UNIT = {"d": ("h", 24.0), "h": ("min", 60.0), "min": ("s", 60.0)}
"""The unit a duration's next part is written in, and how many of it make one."""
_TAIL_UNIT = re.compile(r"\s(?P<n>\d{1,2})\s?(?P<unit>h|min|s)\b")
"""The next part of a duration in two units ("39 d 20 h")."""
_ROOT_LEAD = re.compile(r"\s*(√|sqrt\s?\()")
"""A segment that is a square root ("√7,920,000", "sqrt(15,552,000)")."""
_TAIL_OF_MORE = re.compile(r"(?:[+\-−×·*/÷^]|(?<![\w.])x)\s*$")
"""What ends just before a computation that is the tail of a longer one: an operator, or an
"x" written for "×" after a count with its noun ("21 jobs x 400 GB / 26.7 GB/s")."""
_APPROX_TERM = re.compile(r"(?<=[+\-−×·*/÷] )[≈~]|(?<=[+\-−×·*/÷])[≈~]")
_SIZES = {"TB": 1e12, "GB": 1e9, "MB": 1e6}
_BYTES_PER = {**_SIZES, "TB/s": 1e12, "GB/s": 1e9}
"""Bytes (per second) in one of each unit: a computation in bytes gives a result in these."""


def _share_of(a: _Segment, b: _Segment) -> bool:
    """True when a bare fraction (no unit, under 1) is set beside an amount with a unit: "1/7
    ≈ 46 GB" is the amount that share of something is, not an equation."""
    return not a.unit and not a.percent and bool(b.unit) and b.unit != "steps" and a.value < 1


def _same_unit(a: str, b: str) -> bool:
    """True when two segments' units can be compared: the same, one of them none, or hours
    and GPU-hours (per GPU, GPU-hours are hours: "0.148 × 720 h ≈ 96 GPU-hours")."""
    return not a or not b or a == b or {a, b} == {"h", "GPU-h"}


def _agrees(a: _Segment, b: _Segment, rel_tol: float) -> bool:
    """True when computation ``a`` gives the written value ``b``: within ``rel_tol``, or within
    the rounding of ``b`` and of the numbers ``a`` is computed from. A percentage may be a
    fraction (``840/2,700 = 31.1 %``) or, after numbers without a percent sign, percentage
    points (``1.5 + 1.5 + 2.6 ≈ 5.6 %``); a bare number may be a fraction's percentage without
    its sign (``300/2,700 = 11.1``)."""
    written = [b.value]
    if b.unit in _SIZES and not a.unit:
        # sizes summed without their unit, the total in the next unit up or down ("2 × 180 +
        # 6 × 180 ≈ 1.4 TB" in GB)
        written += [b.value * 1000, b.value / 1000]
    if b.unit in _BYTES_PER and not a.unit:
        # computed in bytes, written with its prefix: "1.4e12 / 3.12e2 ≈ 4.5 GB/s"
        written.append(b.value * _BYTES_PER[b.unit])
    if b.unit in _DURATION_SECONDS and not a.unit:
        # a duration computed without its unit, the result written in another ("400 × 1.020 ≈
        # 17.0 days" in hours, beside "400 h × 1.197 ≈ 19.9 days")
        written += [
            b.value * _DURATION_SECONDS[b.unit] / per
            for unit, per in _DURATION_SECONDS.items()
            if unit != b.unit
        ]
    if b.percent and not a.percent:
        written.append(b.value * 100)
    if not b.percent and not b.unit and not a.percent and not a.unit and 0 < abs(a.value) < 1:
        # a fraction given in percent without the sign: "300/2,700 = 11.1", "0.148 = 14.8"
        written.append(b.value / 100)
    for w in written:
        scale = w / b.value if b.value else 1.0
        slack = max(abs(w) * rel_tol, b.resolution * 1.5 * abs(scale)) + a.resolution
        if abs(a.value - w) <= slack:
            return True
    return False


def _whole_or_suffix(text: str) -> tuple[_Segment, int] | None:
    seg = _parse(text)
    if seg is not None:
        return seg, 0
    return _longest_suffix(text)
