"""Quantities with units, as scenario files write them: ``240 s``, ``1.4 TB``, ``2.40 USD/GPU-h``.

Hand-written rather than built on pint so that importing :mod:`reportgen.scenario` stays fast
and the accepted spellings are a short, documented list. Every value is returned in SI units:
seconds, bytes, bytes per second, US dollars per GPU-hour, or a plain fraction.

Numbers are read as decimals (:class:`decimal.Decimal`) and multiplied by the unit's factor
before one final rounding to ``float``, so ``1.4 TB`` is exactly ``1.4e12`` and ``0.9 s`` is
exactly ``0.9``.

Thousands separators: ``,`` or ``_`` between groups of three digits (``1,024 GiB``,
``10_000 s``) are accepted in a quantity that carries a unit. Anything else with a comma
(``1,5 TB``: a decimal comma? a typo?) is refused as ambiguous rather than guessed.
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from typing import Final, Literal, get_args

__all__ = [
    "BANDWIDTH_UNITS",
    "DIMENSIONS",
    "DURATION_UNITS",
    "PRICE_UNITS",
    "SIZE_UNITS",
    "Dimension",
    "QuantityError",
    "clock_spellings",
    "describe_value",
    "format_quantity",
    "parse_quantity",
    "quote",
    "unit_pattern",
]

Dimension = Literal["duration", "size", "bandwidth", "price", "fraction"]
DIMENSIONS: Final[tuple[Dimension, ...]] = get_args(Dimension)

_ONE: Final = Decimal(1)

DURATION_UNITS: Final[Mapping[str, Decimal]] = {
    "ms": Decimal("0.001"),
    "s": _ONE,
    "sec": _ONE,
    "second": _ONE,
    "seconds": _ONE,
    "min": Decimal(60),
    "minute": Decimal(60),
    "minutes": Decimal(60),
    "h": Decimal(3600),
    "hr": Decimal(3600),
    "hour": Decimal(3600),
    "hours": Decimal(3600),
    "d": Decimal(86400),
    "day": Decimal(86400),
    "days": Decimal(86400),
}
"""Duration units → seconds."""

SIZE_UNITS: Final[Mapping[str, Decimal]] = {
    "B": _ONE,
    "kB": Decimal(10) ** 3,
    "KB": Decimal(10) ** 3,
    "MB": Decimal(10) ** 6,
    "GB": Decimal(10) ** 9,
    "TB": Decimal(10) ** 12,
    "PB": Decimal(10) ** 15,
    "KiB": Decimal(2) ** 10,
    "MiB": Decimal(2) ** 20,
    "GiB": Decimal(2) ** 30,
    "TiB": Decimal(2) ** 40,
    "PiB": Decimal(2) ** 50,
}
"""Size units → bytes. ``KB`` is decimal like ``kB`` (storage vendors' usage), ``KiB`` binary."""

BANDWIDTH_UNITS: Final[Mapping[str, Decimal]] = {f"{u}/s": f for u, f in SIZE_UNITS.items()}
"""Bandwidth units → bytes per second: any size unit followed by ``/s``."""

PRICE_UNITS: Final[Mapping[str, Decimal]] = {
    "USD/GPU-h": _ONE,
    "USD/GPU-hour": _ONE,
}
"""Price units → US dollars per GPU-hour. ``$2.40/GPU-h`` is also accepted (the ``$`` in front)."""

_DOLLAR_SUFFIXES: Final = ("/GPU-h", "/GPU-hour")

_UNITS: Final[Mapping[Dimension, Mapping[str, Decimal]]] = {
    "duration": DURATION_UNITS,
    "size": SIZE_UNITS,
    "bandwidth": BANDWIDTH_UNITS,
    "price": PRICE_UNITS,
    "fraction": {"%": Decimal("0.01")},
}

_EXPECTED: Final[Mapping[Dimension, str]] = {
    "duration": 'a duration with a unit such as "240 s" or "4 min"',
    "size": 'a size with a unit such as "1.4 TB" or "512 GiB"',
    "bandwidth": 'a bandwidth with a unit such as "93 GB/s" or "10 GiB/s"',
    "price": 'a price such as "2.40 USD/GPU-h" or "$2.40/GPU-h"',
    "fraction": 'a fraction such as "10 %" or 0.1',
}


_PLAUSIBLE: Final[Mapping[Dimension, tuple[Decimal, Decimal, str]]] = {
    "duration": (Decimal("0.001"), Decimal(100 * 365 * 86400), "between 1 ms and 100 years"),
    "size": (_ONE, Decimal(10) ** 21, "between 1 B and 1,000,000 PB"),
    "bandwidth": (_ONE, Decimal(10) ** 18, "between 1 B/s and 1,000 PB/s"),
    "price": (Decimal("0.000001"), Decimal(100_000), "between 0.000001 and 100,000 USD/GPU-h"),
    "fraction": (Decimal(0), _ONE, "at most 1"),
}
"""The range of values a scenario can mean, per dimension (SI units). Far wider than any real
job, so it refuses only absurd magnitudes (``mtbf: 1e-300 s``, a price of ``1e308``), whose
arithmetic would overflow or underflow long before it said anything true."""


class QuantityError(ValueError):
    """A text is not a valid quantity of the requested dimension; the message says why."""


# A number as written in a quantity: optional sign, digits possibly grouped by "," or "_",
# optional decimals and exponent. The grouping is checked separately to give a clear message.
_NUMBER_RE: Final = re.compile(r"[-+]?(?:[0-9][0-9,_]*(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?")
_GROUPED_RE: Final = re.compile(r"[-+]?[0-9]{1,3}(?:(?P<sep>[,_])[0-9]{3})(?:(?P=sep)[0-9]{3})*")
_UNIT_RE: Final = re.compile(r"[^\s0-9.,_+-][^\s0-9]*")
_NON_FINITE_RE: Final = re.compile(r"[-+]?\.?(?:inf|infinity|nan)\b", re.IGNORECASE)
_CLOCK_RE: Final = re.compile(r"[0-9]+(?::[0-9]{1,2})+(?:\.[0-9]*)?")
_BITS_RE: Final = re.compile(r"(?P<prefix>[kKMGTP]?i?)(?:b|bit|bits)(?P<rate>/s)?")


def describe_value(value: object) -> str:
    """How an error message shows a received value: YAML spelling plus its kind when unclear."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a boolean)"
    if isinstance(value, int):
        return f"the number {value}"
    if isinstance(value, float):
        if math.isnan(value):
            return "the number .nan"
        if math.isinf(value):
            return f"the number {'-' if value < 0 else ''}.inf"
        return f"the number {value!r}"
    if isinstance(value, str):
        return f"the text {quote(value)}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return f"a value of type {type(value).__name__}"


def quote(text: str, limit: int = 60) -> str:
    """``text`` in double quotes, shortened to ``limit`` characters, control characters escaped."""
    shown = text if len(text) <= limit else text[: limit - 1] + "…"
    shown = (
        shown.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    )
    return f'"{shown}"'


def _bare(value: float | int | str) -> str:
    """A number the user wrote without a unit, as it appears in the file."""
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, float) and not math.isfinite(value):
        return ".nan" if math.isnan(value) else ("-.inf" if value < 0 else ".inf")
    return repr(value)


def clock_spellings(clock: str) -> str:
    """Unit spellings a writer of ``4:00`` or ``1:30:00`` may have meant, quoted."""
    fields = [float(f.replace("_", "") or 0) for f in clock.lstrip("+-").split(":")]

    def spell(values: list[float], units: list[str]) -> str:
        words = [f"{v:g} {u}" for v, u in zip(values, units, strict=False) if v]
        return quote(" ".join(words) or f"0 {units[-1]}")

    if len(fields) == 2:
        return f"{spell(fields, ['min', 's'])} or {spell(fields, ['h', 'min'])}"
    if len(fields) == 3:
        return spell(fields, ["h", "min", "s"])
    return spell(fields[-4:], ["d", "h", "min", "s"])


def _dimension_of(unit: str) -> Dimension | None:
    for dimension, table in _UNITS.items():
        if unit in table:
            return dimension
    if unit.startswith("$") or any(unit.endswith(s) for s in _DOLLAR_SUFFIXES):
        return "price"
    return None


def _unknown_unit(unit: str, dimension: Dimension, text: str) -> QuantityError:
    expected = _EXPECTED[dimension]
    accepted = list(_UNITS[dimension])
    bits = _BITS_RE.fullmatch(unit)
    if bits and dimension in ("size", "bandwidth"):
        prefix = {"K": "k", "ki": "Ki"}.get(bits["prefix"], bits["prefix"])
        byte_unit = f"{prefix}B{bits['rate'] or ''}"
        return QuantityError(
            f"expected {expected}, got {quote(text)}: {quote(unit)} counts bits; "
            f"scenarios use bytes, e.g. {quote(byte_unit)} (1 byte = 8 bits)"
        )
    suggestions = [u for u in accepted if u.lower() == unit.lower()]
    suggestions += [
        u for u in difflib.get_close_matches(unit, accepted, n=2) if u not in suggestions
    ]
    hint = f'; did you mean "{suggestions[0]}"?' if suggestions else ""
    listed = ", ".join(accepted)
    if dimension == "price":
        listed += ", or $ in front: $2.40/GPU-h"
    return QuantityError(
        f"expected {expected}, got {quote(text)}: unknown unit {quote(unit)}{hint} "
        f"(accepted: {listed})"
    )


def _parse_number(token: str, text: str, dimension: Dimension) -> Decimal:
    """The decimal value of one number token, refusing ambiguous digit grouping."""
    mantissa = re.split(r"[eE]", token, maxsplit=1)[0]
    if "," in mantissa or "_" in mantissa:
        integer_part = mantissa.split(".", 1)[0]
        if not _GROUPED_RE.fullmatch(integer_part):
            raise QuantityError(
                f"expected {_EXPECTED[dimension]}, got {quote(text)}: the number "
                f'{quote(token)} is ambiguous; "," and "_" are accepted only as thousands '
                f'separators between groups of three digits, as in "1,024" or "10_000" '
                f'(write a decimal point for decimals: "1.5")'
            )
        token = token.replace(",", "").replace("_", "")
    try:
        return Decimal(token)
    except InvalidOperation:  # pragma: no cover - _NUMBER_RE only matches valid decimals
        raise QuantityError(f"expected {_EXPECTED[dimension]}, got {quote(text)}") from None


def _finish(value: Decimal, dimension: Dimension, shown: str) -> float:
    """Check sign, finiteness and range of an SI value and round it to ``float`` once."""
    if value <= 0:
        what = _EXPECTED[dimension].replace("a ", "a positive ", 1)
        raise QuantityError(f"expected {what}, got {shown}")
    result = float(value)
    if not math.isfinite(result):
        raise QuantityError(f"expected {_EXPECTED[dimension]}, got {shown}, which is too large")
    if dimension == "fraction" and value > 1:
        raise QuantityError(f'expected a fraction between 0 and 1 (at most "100 %"), got {shown}')
    low, high, plausible = _PLAUSIBLE[dimension]
    if not low <= value <= high:
        kind = _EXPECTED[dimension].split(" with ")[0].split(" such as ")[0]
        raise QuantityError(
            f"expected {kind} {plausible}, got {shown}, which is "
            f"{'too small' if value < low else 'too large'} to describe a training job"
        )
    return result


def parse_quantity(text: str | int | float, dimension: Dimension) -> float:
    """Parse ``text`` as a quantity of ``dimension`` and return it in SI units.

    Dimensions and their SI unit: ``duration`` [s] (``ms``, ``s``, ``min``, ``h``, ``d`` and
    their long forms; compound ``1 h 30 min`` too), ``size`` [B] (``kB``…``PB`` decimal,
    ``KiB``…``PiB`` binary), ``bandwidth`` [B/s] (a size unit + ``/s``), ``price``
    [USD per GPU-hour] (``2.40 USD/GPU-h``, ``$2.40/GPU-h``), ``fraction`` [1] (``10 %`` or a
    plain number in (0, 1]).

    Raises :class:`QuantityError` for a bare number where a unit is needed, an unknown unit or
    one of another dimension, ambiguous digit grouping, a value that is not positive or not
    finite, and a fraction above 1.
    """
    if dimension not in _UNITS:
        raise ValueError(
            f"unknown dimension {dimension!r}; expected one of {', '.join(DIMENSIONS)}"
        )
    expected = _EXPECTED[dimension]
    if isinstance(text, bool) or not isinstance(text, (str, int, float)):
        raise QuantityError(f"expected {expected}, got {describe_value(text)}")
    if not isinstance(text, str):
        if dimension != "fraction":
            raise QuantityError(f"expected {expected}, got the bare number {_bare(text)}")
        if not math.isfinite(text):
            raise QuantityError(
                f'expected a finite fraction such as "10 %" or 0.1, got {_bare(text)}'
            )
        return _finish(
            Decimal(repr(text)) if isinstance(text, float) else Decimal(text),
            dimension,
            _bare(text),
        )

    stripped = text.strip()
    if not stripped:
        raise QuantityError(f"expected {expected}, got an empty text")
    if _NON_FINITE_RE.match(stripped):
        finite = expected.replace("a ", "a finite ", 1)
        raise QuantityError(f"expected {finite}, got {quote(text)}")
    if _CLOCK_RE.fullmatch(stripped):
        raise QuantityError(
            f"expected {expected}, got {quote(text)}: clock notation is ambiguous "
            "(minutes:seconds or hours:minutes?); write the unit, as in "
            f"{clock_spellings(stripped)}"
        )
    if dimension == "price" and stripped.startswith("$"):
        return _parse_dollars(stripped, text)

    parts = _split(stripped, text, dimension)
    if len(parts) == 1 and parts[0][1] is None:
        token = parts[0][0]
        if dimension == "fraction":
            if "," in token or "_" in token:
                _parse_number(token, text, dimension)  # raises on anything but clean grouping
                raise QuantityError(
                    f"expected {expected}, got {quote(text)}: digit grouping is not accepted "
                    "in a plain number"
                )
            return _finish(Decimal(token), dimension, stripped)
        raise QuantityError(f"expected {expected}, got the bare number {stripped}")

    if len(parts) > 1:
        return _compound(parts, text, dimension)

    token, unit = parts[0]
    assert unit is not None
    table = _UNITS[dimension]
    if unit not in table:
        other = _dimension_of(unit)
        if other is not None and other != dimension:
            hint = (
                '; a bandwidth ends in "/s"' if (dimension, other) == ("bandwidth", "size") else ""
            )
            raise QuantityError(f"expected {expected}, got {quote(text)}, which is a {other}{hint}")
        raise _unknown_unit(unit, dimension, text)
    value = _parse_number(token, text, dimension) * table[unit]
    return _finish(value, dimension, quote(stripped))


def _split(stripped: str, text: str, dimension: Dimension) -> list[tuple[str, str | None]]:
    """Split ``240 s`` or ``1 h 30 min`` into ``[(number, unit-or-None), ...]``."""
    parts: list[tuple[str, str | None]] = []
    pos = 0
    while pos < len(stripped):
        number = _NUMBER_RE.match(stripped, pos)
        if number is None:
            if not parts:
                raise QuantityError(
                    f"expected {_EXPECTED[dimension]}, got {quote(text)}, which does not start "
                    "with a number"
                )
            raise QuantityError(
                f"expected {_EXPECTED[dimension]}, got {quote(text)}: cannot read "
                f"{quote(stripped[pos:])} as a number followed by a unit"
            )
        pos = number.end()
        while pos < len(stripped) and stripped[pos].isspace():
            pos += 1
        unit = _UNIT_RE.match(stripped, pos)
        if unit is None:
            parts.append((number.group(), None))
        else:
            parts.append((number.group(), unit.group()))
            pos = unit.end()
        while pos < len(stripped) and stripped[pos].isspace():
            pos += 1
        if unit is None and pos < len(stripped):
            raise QuantityError(
                f"expected {_EXPECTED[dimension]}, got {quote(text)}: cannot read "
                f"{quote(stripped[pos:])} after the number {number.group()}"
            )
    return parts


def _compound(parts: list[tuple[str, str | None]], text: str, dimension: Dimension) -> float:
    """``1 h 30 min``: several duration parts, units from largest to smallest, no signs."""
    expected = _EXPECTED[dimension]
    if dimension != "duration":
        raise QuantityError(
            f"expected {expected}, got {quote(text)}: only durations may combine several units "
            '(as in "1 h 30 min")'
        )
    total = Decimal(0)
    previous: Decimal | None = None
    for token, unit in parts:
        if unit is None:
            raise QuantityError(
                f"expected {expected}, got {quote(text)}: the number {token} has no unit; "
                'every part of a compound duration needs one, as in "1 h 30 min"'
            )
        if token[0] in "+-":
            raise QuantityError(
                f"expected {expected}, got {quote(text)}: a compound duration cannot carry signs"
            )
        if unit not in DURATION_UNITS:
            other = _dimension_of(unit)
            if other is not None:
                raise QuantityError(
                    f"expected {expected}, got {quote(text)}: {quote(unit)} is a {other} unit"
                )
            raise _unknown_unit(unit, dimension, text)
        factor = DURATION_UNITS[unit]
        if previous is not None and factor >= previous:
            raise QuantityError(
                f"expected {expected}, got {quote(text)}: write the parts of a compound duration "
                'from the largest unit to the smallest, each unit once, as in "1 d 6 h" or '
                '"1 h 30 min"'
            )
        previous = factor
        total += _parse_number(token, text, dimension) * factor
    return _finish(total, dimension, quote(text.strip()))


def _parse_dollars(stripped: str, text: str) -> float:
    """``$2.40/GPU-h`` or ``$2.40 /GPU-hour``."""
    rest = stripped[1:].lstrip()
    number = _NUMBER_RE.match(rest)
    unit = rest[number.end() :].strip() if number else ""
    if number is None or unit not in _DOLLAR_SUFFIXES:
        raise QuantityError(
            f"expected {_EXPECTED['price']}, got {quote(text)}: after $ and the amount write "
            f'"/GPU-h" or "/GPU-hour"'
        )
    value = _parse_number(number.group(), text, "price")
    return _finish(value, "price", quote(stripped))


# --- formatting SI values back into the units people write -----------------------------------

_DURATION_STEPS: Final = (
    # (below this many seconds, use this unit, of this many seconds)
    (0.1, "ms", 1e-3),
    (600.0, "s", 1.0),
    (120 * 60.0, "min", 60.0),
    (96 * 3600.0, "h", 3600.0),
    (math.inf, "d", 86400.0),
)
_SIZE_STEPS: Final = (
    (1e3, "B", 1.0),
    (1e6, "kB", 1e3),
    (1e9, "MB", 1e6),
    (1e12, "GB", 1e9),
    (1e15, "TB", 1e12),
    (math.inf, "PB", 1e15),
)


def _significant(number: float) -> str:
    """Three significant digits, never in exponent notation (``1234.5`` → ``1234``)."""
    shown = f"{number:.3g}"
    return f"{number:.0f}" if "e" in shown else shown


def format_quantity(value: float, dimension: Dimension) -> str:
    """An SI value in the unit people write, to 3 significant digits: ``840.0`` → ``14 min``.

    The text parses back with :func:`parse_quantity` (to within the rounding).
    """
    if dimension == "fraction":
        return f"{_significant(value * 100)} %"
    if dimension == "price":
        return f"{value:.2f} USD/GPU-h"
    steps = _DURATION_STEPS if dimension == "duration" else _SIZE_STEPS
    suffix = "/s" if dimension == "bandwidth" else ""
    for below, unit, factor in steps:
        if abs(value) < below:
            return f"{_significant(value / factor)} {unit}{suffix}"
    raise AssertionError("unreachable: the last step is infinite")  # pragma: no cover


# --- patterns for the JSON schema (ECMAScript regex syntax, as editors evaluate them) --------

_SCHEMA_NUMBER: Final = (
    r"[+]?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,3}(?:_[0-9]{3})+|[0-9]+)"
    r"(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?"
)
_SCHEMA_PLAIN_NUMBER: Final = r"[+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?"


def _alternatives(units: Mapping[str, Decimal]) -> str:
    # Longest first, so that "min" is not cut short by "m…" style prefixes in editors' engines.
    ordered = sorted(units, key=lambda u: (-len(u), u))
    return "(?:" + "|".join(re.escape(u).replace("\\-", "-") for u in ordered) + ")"


def unit_pattern(dimension: Dimension) -> str:
    """A regular expression (ECMAScript syntax, for JSON Schema) matching accepted spellings.

    Editors use it for early feedback only; :func:`parse_quantity` has the last word (it also
    refuses zero and fractions above 100 %).
    """
    n = _SCHEMA_NUMBER
    if dimension == "duration":
        part = rf"{n}\s*{_alternatives(DURATION_UNITS)}"
        return rf"^\s*{part}(?:\s*{part})*\s*$"
    if dimension == "price":
        dollars = r"\$\s*" + _SCHEMA_PLAIN_NUMBER + r"\s*/GPU-h(?:our)?"
        return rf"^\s*(?:{n}\s*{_alternatives(PRICE_UNITS)}|{dollars})\s*$"
    if dimension == "fraction":
        return rf"^\s*(?:{n}\s*%|{_SCHEMA_PLAIN_NUMBER})\s*$"
    return rf"^\s*{n}\s*{_alternatives(_UNITS[dimension])}\s*$"
