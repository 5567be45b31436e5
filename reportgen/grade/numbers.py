"""The rubric's dimensions and units, and the expected values a rubric computes from the
engine's analysis.

A submission's numbers are read by the linter's reader (:func:`reportgen.lint.quantities.
numbers_in`, one reading for both tools) and put in one base unit per dimension (seconds,
fractions, steps, dollars, plain ratios) as a :class:`Quantity`, so that a rubric criterion
compares like with like; :func:`compatible` says where a bare number may stand for one.

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

_CENTS = re.compile(r"\d+\.\d\d")


@dataclass(frozen=True)
class Quantity:
    """A number found in the text, in the base unit of its dimension."""

    value: float
    dimension: str
    text: str
    """The spelling in the submission (for feedback; escape before showing)."""
    offset: int


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
