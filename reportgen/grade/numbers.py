"""Numbers in a submission, and the expected values a rubric computes from the engine's analysis.

A submission writes the same quantity many ways (``3,944 s``, ``≈65.7 min``, ``1 h 6 min``,
``14.8 %``, ``$1.61/GPU-h``, ``$138k``, ``2.3×``, ``4,382 steps``). :func:`quantities` finds them
and converts each to one base unit per dimension (seconds, fractions, steps, dollars, plain
ratios), so a rubric criterion compares like with like. The grader needs only what a criterion
can ask for; the linter has its own, richer reading of the document.

Expected values are small arithmetic expressions over the paths of
``analyse(facts).to_dict()`` (``1 - strategies.baseline.on_demand.first_order_waste``):
:func:`compile_expression` checks one when the rubric is loaded, :func:`evaluate` computes it
against an analysis.
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, cast

__all__ = [
    "DIMENSIONS",
    "UNITS",
    "ExpressionError",
    "Quantity",
    "compile_expression",
    "evaluate",
    "format_value",
    "quantities",
    "to_unit",
    "within",
]

DIMENSIONS = ("duration", "fraction", "steps", "usd", "ratio", "number")
"""What a rubric's numeric criterion can compare: every quantity found has one of these."""

UNITS: dict[str, tuple[str, float]] = {
    # display unit: (dimension, size of one unit in the base unit of the dimension)
    "s": ("duration", 1.0),
    "min": ("duration", 60.0),
    "h": ("duration", 3600.0),
    "days": ("duration", 86400.0),
    "%": ("fraction", 0.01),
    "fraction": ("fraction", 1.0),
    "steps": ("steps", 1.0),
    "USD": ("usd", 1.0),
    "USD/GPU-h": ("usd", 1.0),
    "×": ("ratio", 1.0),
    "number": ("number", 1.0),
}
"""Units a rubric may show an expected value in."""

_DURATION_UNITS = {
    "ms": 0.001,
    "s": 1.0,
    "sec": 1.0,
    "secs": 1.0,
    "second": 1.0,
    "seconds": 1.0,
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
}
_STEP_UNITS = ("steps", "step", "iterations", "iteration", "iters", "iter")

_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|\.\d+"
_QUANTITY = re.compile(
    r"(?P<dollar>(?:US)?\$\s?)?"
    r"(?<![\w.,])(?P<num>" + _NUMBER + r")"
    r"(?:\s*[×x]\s*10\^?(?P<exp>[-−]?\d+))?"
    r"(?:\s*-?\s*(?P<unit>"
    r"%|percent\b|pp\b|[×]|x\b|USD\b|dollars?\b|[kKM]\b|"
    r"ms\b|secs?\b|seconds?\b|s\b|mins?\b|minutes?\b|hrs?\b|hours?\b|h\b|days?\b|d\b|"
    r"steps?\b|iterations?\b|iters?\b"
    r"))?",
)
_DOLLAR_SCALE = {"k": 1e3, "K": 1e3, "M": 1e6}
_MULTIPLICATION = re.compile(r"\s*[\d(]")
"""``2 × 240`` is a product, not a ratio of 2."""
_CENTS = re.compile(r"\d+\.\d\d")
_COMPOUND_GAP = re.compile(r"\s*(?:and\s+)?$")


@dataclass(frozen=True)
class Quantity:
    """A number found in the text, in the base unit of its dimension."""

    value: float
    dimension: str
    text: str
    """The spelling in the submission (for feedback; escape before showing)."""
    offset: int


def _to_float(token: str) -> float:
    return float(token.replace(",", ""))


def quantities(text: str) -> list[Quantity]:
    """Every number in ``text`` with its dimension; compound durations (``1 h 6 min``) add up."""
    found: list[Quantity] = []
    for match in _QUANTITY.finditer(text):
        try:
            value = _to_float(match["num"])
        except ValueError:
            continue
        if match["exp"]:
            value *= 10.0 ** int(match["exp"].replace("−", "-"))
        unit = match["unit"]
        spelled = match.group(0).strip()
        if match["dollar"] or (unit in ("USD", "dollar", "dollars")):
            scale = _DOLLAR_SCALE.get(unit or "", 1.0)
            quantity = Quantity(value * scale, "usd", spelled, match.start())
        elif unit is None or unit in _DOLLAR_SCALE:
            quantity = Quantity(value, "number", match["num"], match.start())
        elif unit in ("%", "percent", "pp"):
            quantity = Quantity(value / 100.0, "fraction", spelled, match.start())
        elif unit in ("×", "x") and _MULTIPLICATION.match(text, match.end()):
            quantity = Quantity(value, "number", match["num"], match.start())
        elif unit in ("×", "x"):
            quantity = Quantity(value, "ratio", spelled, match.start())
        elif unit in _STEP_UNITS:
            quantity = Quantity(value, "steps", spelled, match.start())
        else:
            seconds = value * _DURATION_UNITS[unit]
            previous = found[-1] if found else None
            if (
                previous is not None
                and previous.dimension == "duration"
                and _COMPOUND_GAP.match(text[previous.offset + len(previous.text) : match.start()])
                and text[previous.offset : match.start()].count("\n") == 0
                and seconds < previous.value
            ):
                found[-1] = Quantity(
                    previous.value + seconds,
                    "duration",
                    text[previous.offset : match.end()].strip(),
                    previous.offset,
                )
                continue
            quantity = Quantity(seconds, "duration", spelled, match.start())
        found.append(quantity)
    return found


def compatible(quantity: Quantity, dimension: str) -> bool:
    """Whether a quantity found in the text may be read as a value of ``dimension``.

    A bare number counts as a fraction only between 0 and 1 (``goodput 0.86``), as dollars only
    when written with cents (``1.06`` in a table of prices), and as a ratio or a step count as
    it is written (``1.7 times``, ``every 4400``).
    """
    if quantity.dimension == dimension:
        return True
    if quantity.dimension != "number":
        return False
    if dimension == "fraction":
        return 0.0 < quantity.value <= 1.0
    if dimension == "usd":  # a price in a table under a "$/useful GPU-h" header: "1.06"
        return _CENTS.fullmatch(quantity.text) is not None
    return dimension in ("ratio", "steps", "number")


def within(found: float, expected: float, abs_tol: float, rel_tol: float) -> bool:
    """``|found − expected| ≤ max(abs_tol, rel_tol·|expected|)``: the looser tolerance wins."""
    return abs(found - expected) <= max(abs_tol, rel_tol * abs(expected))


def to_unit(value: float, unit: str) -> float:
    """A base-unit value (seconds, fraction, dollars…) expressed in the display ``unit``."""
    return value / UNITS[unit][1]


def format_value(value: float, unit: str) -> str:
    """``3943.6 s`` shown in ``min`` → ``65.7 min`` (three significant figures or more)."""
    shown = to_unit(value, unit)
    if unit == "steps":
        return f"{round(shown):,} steps"
    if unit == "fraction":
        return f"{shown:.3f}"
    magnitude = abs(shown)
    if magnitude >= 1000:
        text = f"{shown:,.0f}"
    elif magnitude >= 100:
        text = f"{shown:.0f}"
    elif magnitude >= 10:
        text = f"{shown:.1f}"
    else:
        text = f"{shown:.2f}"
    if unit.startswith("USD"):
        return f"${text}" + ("/GPU-h" if unit == "USD/GPU-h" else "")
    if unit == "%":
        return f"{text} %"
    if unit == "×":
        return f"{text}×"
    if unit == "number":
        return text
    return f"{text} {unit}"


# --- expected values: arithmetic over the analysis' paths ------------------------------------


class ExpressionError(ValueError):
    """A rubric expression is malformed or names a path the analysis does not have."""


_FUNCTIONS: dict[str, Callable[..., float]] = {
    "sqrt": math.sqrt,
    "min": min,
    "max": max,
    "abs": abs,
}
_OPERATORS: dict[type[ast.operator], Callable[[float, float], float]] = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
    ast.Div: lambda a, b: a / b,
    ast.Pow: lambda a, b: a**b,
}


def _dotted(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        head = _dotted(node.value)
        return None if head is None else f"{head}.{node.attr}"
    return None


def compile_expression(text: str) -> ast.expr:
    """Parse and check an expression: numbers, dotted paths, ``+ − × ÷ **``, sqrt/min/max/abs."""
    try:
        tree = ast.parse(str(text).replace("−", "-").replace("×", "*"), mode="eval").body
    except SyntaxError as exc:
        raise ExpressionError(f"cannot parse {text!r}: {exc.msg}") from None
    for node in ast.walk(tree):
        allowed = (
            ast.BinOp,
            ast.UnaryOp,
            ast.Constant,
            ast.Name,
            ast.Attribute,
            ast.Call,
            ast.Load,
            ast.USub,
            ast.UAdd,
            *_OPERATORS,
        )
        if not isinstance(node, allowed):
            raise ExpressionError(
                f"{text!r}: {type(node).__name__} is not allowed (use numbers, analysis paths, "
                "+ - * / **, sqrt, min, max, abs)"
            )
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ExpressionError(f"{text!r}: only numbers may be constants")
        if isinstance(node, ast.Call) and (
            not isinstance(node.func, ast.Name) or node.func.id not in _FUNCTIONS or node.keywords
        ):
            raise ExpressionError(f"{text!r}: the only functions are {', '.join(_FUNCTIONS)}")
    return tree


def _lookup(path: str, analysis: Mapping[str, Any]) -> float:
    node: Any = analysis
    for part in path.split("."):
        if not isinstance(node, Mapping) or part not in node:
            raise ExpressionError(f"the analysis has no value at {path!r}")
        node = node[part]
    if isinstance(node, bool) or not isinstance(node, (int, float)):
        raise ExpressionError(f"the analysis value at {path!r} is not a number")
    return float(node)


def evaluate(tree: ast.expr, analysis: Mapping[str, Any]) -> float:
    """The value of a compiled expression against ``analyse(facts).to_dict()``."""
    if isinstance(tree, ast.Constant):
        # compile_expression admits only int/float constants (it rejects every other kind), and
        # evaluate is only given trees compile_expression produced.
        return float(cast("int | float", tree.value))
    if isinstance(tree, (ast.Name, ast.Attribute)):
        path = _dotted(tree)
        if path is None:
            raise ExpressionError("a path must be dotted names")
        return _lookup(path, analysis)
    if isinstance(tree, ast.UnaryOp):
        value = evaluate(tree.operand, analysis)
        return -value if isinstance(tree.op, ast.USub) else value
    if isinstance(tree, ast.BinOp):
        left, right = evaluate(tree.left, analysis), evaluate(tree.right, analysis)
        try:
            return float(_OPERATORS[type(tree.op)](left, right))
        except ZeroDivisionError:
            raise ExpressionError("division by zero") from None
    if isinstance(tree, ast.Call):
        assert isinstance(tree.func, ast.Name)
        args = [evaluate(arg, analysis) for arg in tree.args]
        return float(_FUNCTIONS[tree.func.id](*args))
    raise ExpressionError(f"cannot evaluate {type(tree).__name__}")
