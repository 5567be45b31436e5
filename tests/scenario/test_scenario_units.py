"""Units: every accepted spelling, compound durations, and every way a quantity is refused."""

from __future__ import annotations

import math
import re

import pytest

from reportgen.scenario.units import (
    BANDWIDTH_UNITS,
    DIMENSIONS,
    DURATION_UNITS,
    PRICE_UNITS,
    SIZE_UNITS,
    Dimension,
    QuantityError,
    format_quantity,
    parse_quantity,
    unit_pattern,
)

# Expected factors written out independently of the tables under test.
DURATIONS = {
    "ms": 0.001,
    "s": 1,
    "sec": 1,
    "second": 1,
    "seconds": 1,
    "min": 60,
    "minute": 60,
    "minutes": 60,
    "h": 3600,
    "hr": 3600,
    "hour": 3600,
    "hours": 3600,
    "d": 86400,
    "day": 86400,
    "days": 86400,
}
SIZES = {
    "B": 1,
    "kB": 1e3,
    "KB": 1e3,
    "MB": 1e6,
    "GB": 1e9,
    "TB": 1e12,
    "PB": 1e15,
    "KiB": 1024,
    "MiB": 1024**2,
    "GiB": 1024**3,
    "TiB": 1024**4,
    "PiB": 1024**5,
}


def test_tables_hold_exactly_the_documented_units() -> None:
    assert set(DURATION_UNITS) == set(DURATIONS)
    assert set(SIZE_UNITS) == set(SIZES)
    assert set(BANDWIDTH_UNITS) == {f"{u}/s" for u in SIZES}
    assert set(PRICE_UNITS) == {"USD/GPU-h", "USD/GPU-hour"}


@pytest.mark.parametrize(("unit", "factor"), DURATIONS.items())
def test_every_duration_unit(unit: str, factor: float) -> None:
    assert parse_quantity(f"3 {unit}", "duration") == pytest.approx(3 * factor, rel=1e-15)
    assert parse_quantity(f"3{unit}", "duration") == pytest.approx(3 * factor, rel=1e-15)


@pytest.mark.parametrize(("unit", "factor"), SIZES.items())
def test_every_size_unit(unit: str, factor: float) -> None:
    assert parse_quantity(f"7 {unit}", "size") == 7 * factor


@pytest.mark.parametrize(("unit", "factor"), SIZES.items())
def test_every_bandwidth_unit(unit: str, factor: float) -> None:
    assert parse_quantity(f"7 {unit}/s", "bandwidth") == 7 * factor


@pytest.mark.parametrize(
    "text",
    ["2.40 USD/GPU-h", "2.40 USD/GPU-hour", "$2.40/GPU-h", "$2.40/GPU-hour", " $ 2.4 /GPU-h "],
)
def test_every_price_spelling(text: str) -> None:
    assert parse_quantity(text, "price") == 2.4


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("10 %", 0.1),
        ("10%", 0.1),
        ("100 %", 1.0),
        ("12.5 %", 0.125),
        (0.1, 0.1),
        (1, 1.0),
        ("0.25", 0.25),
    ],
)
def test_fractions(value: str | float, expected: float) -> None:
    assert parse_quantity(value, "fraction") == expected


def test_exact_decimal_values() -> None:
    # Decimal arithmetic, one rounding: the exercise's numbers come out exactly.
    assert parse_quantity("1.4 TB", "size") == 1.4e12
    assert parse_quantity("1.4 TiB", "size") == 1.4 * 2**40
    assert parse_quantity("0.9 s", "duration") == 0.9
    assert parse_quantity("720 h", "duration") == 2_592_000
    assert parse_quantity("14 min", "duration") == 840
    assert parse_quantity("2.40 USD/GPU-h", "price") == 2.4
    assert parse_quantity("93 GB/s", "bandwidth") == 93e9


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("1 h 30 min", 5400),
        ("1h30min", 5400),
        ("2 d 4 h", 2 * 86400 + 4 * 3600),
        ("1 d 2 h 3 min 4 s 5 ms", 86400 + 7200 + 180 + 4 + 0.005),
        ("1 hour 1 second", 3601),
        ("1,000 s", 1000),
        ("10_000 s", 10000),
        ("1.5e3 s", 1500),
        ("+5 s", 5),
        ("  240 s  ", 240),
    ],
)
def test_compound_and_number_forms(text: str, seconds: float) -> None:
    assert parse_quantity(text, "duration") == pytest.approx(seconds, rel=1e-15)


def test_grouping_in_sizes() -> None:
    assert parse_quantity("1,024 GiB", "size") == 1024 * 2**30
    assert parse_quantity("1,234,567.5 B", "size") == 1234567.5


@pytest.mark.parametrize(
    ("value", "dimension", "message"),
    [
        (
            240,
            "duration",
            'expected a duration with a unit such as "240 s" or "4 min", got the bare number 240',
        ),
        (
            "240",
            "duration",
            'expected a duration with a unit such as "240 s" or "4 min", got the bare number 240',
        ),
        (
            1.4,
            "size",
            'expected a size with a unit such as "1.4 TB" or "512 GiB", got the bare number 1.4',
        ),
        (
            93,
            "bandwidth",
            'expected a bandwidth with a unit such as "93 GB/s" or "10 GiB/s", '
            "got the bare number 93",
        ),
        (
            2.4,
            "price",
            'expected a price such as "2.40 USD/GPU-h" or "$2.40/GPU-h", got the bare number 2.4',
        ),
    ],
)
def test_bare_numbers_are_refused(value: object, dimension: Dimension, message: str) -> None:
    with pytest.raises(QuantityError) as caught:
        parse_quantity(value, dimension)  # type: ignore[arg-type]
    assert str(caught.value) == message


@pytest.mark.parametrize(
    ("value", "dimension", "says"),
    [
        ("9 GB", "duration", 'got "9 GB", which is a size'),
        ("9 h", "size", 'got "9 h", which is a duration'),
        ("93 GB", "bandwidth", 'which is a size; a bandwidth ends in "/s"'),
        ("10 s", "fraction", "which is a duration"),
        ("2 USD/GPU-h", "duration", "which is a price"),
        ("$2/GPU-h", "duration", "does not start with a number"),
        ("9 parsecs", "duration", 'unknown unit "parsecs"'),
        ("10 hrs", "duration", 'did you mean "hr"?'),
        ("5 H", "duration", 'did you mean "h"?'),
        ("1 mb", "size", 'did you mean "MB"?'),
        ("2.40 EUR/GPU-h", "price", "(accepted: USD/GPU-h, USD/GPU-hour, or $ in front"),
        ("2.40 $/GPU-h", "price", 'unknown unit "$/GPU-h"'),
        ("$2.40/h", "price", 'after $ and the amount write "/GPU-h" or "/GPU-hour"'),
        ("400 Gb/s", "bandwidth", '"Gb/s" counts bits; scenarios use bytes, e.g. "GB/s"'),
        ("8 Mbit", "size", 'e.g. "MB"'),
        ("0 s", "duration", "expected a positive duration"),
        (
            "-5 s",
            "duration",
            'expected a positive duration with a unit such as "240 s" or "4 min", got "-5 s"',
        ),
        ("0 %", "fraction", "expected a positive fraction"),
        (-0.5, "fraction", "expected a positive fraction"),
        ("0 USD/GPU-h", "price", "expected a positive price"),
        (
            "inf s",
            "duration",
            'expected a finite duration with a unit such as "240 s" or "4 min", got "inf s"',
        ),
        ("NaN GB", "size", "expected a finite size"),
        (".inf", "fraction", "expected a finite fraction"),
        (math.inf, "fraction", 'expected a finite fraction such as "10 %" or 0.1, got .inf'),
        (math.nan, "fraction", "got .nan"),
        (math.inf, "duration", "got the bare number .inf"),
        ("1e400 s", "duration", "which is too large"),
        ("150 %", "fraction", 'expected a fraction between 0 and 1 (at most "100 %"), got "150 %"'),
        (2, "fraction", "expected a fraction between 0 and 1"),
        ("1,5 TB", "size", 'the number "1,5" is ambiguous'),
        ("1,0000 s", "duration", "is ambiguous"),
        ("1,000_000 s", "duration", "is ambiguous"),
        ("0,5", "fraction", "is ambiguous"),
        ("1,000", "fraction", "digit grouping is not accepted in a plain number"),
        (
            "4:00",
            "duration",
            "clock notation is ambiguous (minutes:seconds or hours:minutes?); "
            'write the unit, as in "4 min" or "4 h"',
        ),
        ("1:30:00", "duration", 'as in "1 h 30 min"'),
        ("30 min 1 h", "duration", "from the largest unit to the smallest"),
        ("1 h 1 h", "duration", "each unit once"),
        ("1 h 30", "duration", "the number 30 has no unit"),
        ("1 h -30 min", "duration", "cannot carry signs"),
        ("1 h 30 GB", "duration", '"GB" is a size unit'),
        ("1 h 30 parsecs", "duration", 'unknown unit "parsecs"'),
        ("1 TB 400 GB", "size", "only durations may combine several units"),
        ("1.4 TB of data", "size", 'cannot read "of data" as a number followed by a unit'),
        ("forever", "duration", "which does not start with a number"),
        ("", "duration", "got an empty text"),
        ("1 2", "duration", 'cannot read "2" after the number 1'),
        (True, "duration", "got true (a boolean)"),
        (None, "size", "got nothing (null)"),
        (["1 s"], "duration", "got a list"),
        ({"a": 1}, "duration", "got a mapping"),
    ],
)
def test_refusals(value: object, dimension: Dimension, says: str) -> None:
    with pytest.raises(QuantityError) as caught:
        parse_quantity(value, dimension)  # type: ignore[arg-type]
    assert says in str(caught.value)


def test_unknown_unit_lists_the_accepted_ones() -> None:
    with pytest.raises(QuantityError) as caught:
        parse_quantity("3 fortnights", "duration")
    assert "(accepted: ms, s, sec, second, seconds, min, minute, minutes, h, hr," in str(
        caught.value
    )


def test_unknown_dimension_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="unknown dimension"):
        parse_quantity("1 s", "weight")  # type: ignore[arg-type]


def test_quantity_error_is_a_value_error() -> None:
    assert issubclass(QuantityError, ValueError)


@pytest.mark.parametrize(
    ("value", "dimension", "text"),
    [
        (0.05, "duration", "50 ms"),
        (0.9, "duration", "0.9 s"),
        (240, "duration", "240 s"),
        (840, "duration", "14 min"),
        (14400, "duration", "4 h"),
        (259200, "duration", "72 h"),
        (2_592_000, "duration", "30 d"),
        (30_000 * 86400, "duration", "30000 d"),
        (512, "size", "512 B"),
        (1.4e12, "size", "1.4 TB"),
        (2e15, "size", "2 PB"),
        (93.3e9, "bandwidth", "93.3 GB/s"),
        (2.4, "price", "2.40 USD/GPU-h"),
        (0.1, "fraction", "10 %"),
    ],
)
def test_format_quantity(value: float, dimension: Dimension, text: str) -> None:
    assert format_quantity(value, dimension) == text
    assert parse_quantity(text, dimension) == pytest.approx(value, rel=5e-3)


ACCEPTED_EXAMPLES: dict[Dimension, list[str]] = {
    "duration": ["240 s", "4 min", "1 h 30 min", "1h30min", "10_000 s", "1,000 ms", "1.5e3 s"],
    "size": ["1.4 TB", "1.4 TiB", "1,024 GiB", "7 B"],
    "bandwidth": ["93 GB/s", "10 GiB/s"],
    "price": ["2.40 USD/GPU-h", "2.40 USD/GPU-hour", "$2.40/GPU-h", "$2.40/GPU-hour"],
    "fraction": ["10 %", "10%", "0.1", "1"],
}
REFUSED_EXAMPLES: dict[Dimension, list[str]] = {
    "duration": ["240", "9 GB", "4:00", "1 parsec", "-5 s"],
    "size": ["1.4", "1.4 Tb", "9 s", "1,5 TB"],
    "bandwidth": ["93 GB", "93 Gb/s"],
    "price": ["2.40", "2.40 EUR/GPU-h", "2.40 $/GPU-h"],
    "fraction": ["10 s", "-1"],
}


@pytest.mark.parametrize("dimension", DIMENSIONS)
def test_schema_patterns_agree_with_the_parser(dimension: Dimension) -> None:
    # The JSON-schema pattern is ECMAScript; these patterns use only syntax Python shares.
    pattern = re.compile(unit_pattern(dimension))
    for text in ACCEPTED_EXAMPLES[dimension]:
        parse_quantity(text, dimension)
        assert pattern.search(text), text
    for text in REFUSED_EXAMPLES[dimension]:
        with pytest.raises(QuantityError):
            parse_quantity(text, dimension)
        assert not pattern.search(text), text
