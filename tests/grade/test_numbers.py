from __future__ import annotations

import pytest

from reportgen.grade.evidence import _numbers as quantities
from reportgen.grade.numbers import (
    ExpressionError,
    compile_expression,
    evaluate,
    format_value,
    within,
)


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("3,944 s", "duration", 3944.0),
        ("≈65.7 min", "duration", 3942.0),
        ("1 h 6 min", "duration", 3960.0),
        ("5 min 12 s", "duration", 312.0),
        ("3.9e3 s", "duration", 3900.0),
        ("a 45-minute MTBF", "duration", 2700.0),
        ("14.8%", "fraction", 0.148),
        ("14.8 percent", "fraction", 0.148),
        ("$1.61/GPU-h", "usd", 1.61),
        ("$138k", "usd", 138000.0),
        ("1.03 USD", "usd", 1.03),
        ("2.5×", "ratio", 2.5),
        ("3.2x cheaper", "ratio", 3.2),
        ("4,382 steps", "steps", 4382.0),
        ("0.87", "number", 0.87),
        ("3.2 times cheaper", "ratio", 3.2),
    ],
)
def test_quantities(text, dimension, value):
    # the grader reads numbers with the linter's reader (one reading), in the rubric's dimensions
    (q,) = quantities(text)
    assert q.dimension == dimension
    assert q.value == pytest.approx(value)


def test_products_are_not_ratios():
    found = quantities("sqrt(2 × 240 × 32,400)")
    assert [q.dimension for q in found] == ["number", "number", "number"]


def test_tolerance_is_the_looser_of_abs_and_rel():
    assert within(65.0, 65.7, abs_tol=1.0, rel_tol=0.0)
    assert within(64.0, 65.7, abs_tol=0.0, rel_tol=0.03)
    assert not within(60.0, 65.7, abs_tol=1.0, rel_tol=0.03)


def test_expressions(analysis_dict):
    tree = compile_expression("1 - strategies.baseline.on_demand.first_order_waste")
    assert evaluate(tree, analysis_dict) == pytest.approx(1 - 0.14764, abs=1e-4)
    tree = compile_expression("sqrt(2 * facts.write_s * facts.clusters.on_demand.mtbf_s)")
    assert evaluate(tree, analysis_dict) == pytest.approx(3943.6, abs=0.1)


@pytest.mark.parametrize("bad", ["__import__('os')", "a.b[0]", "'text'", "lambda: 1", "1 +"])
def test_expressions_refuse_anything_else(bad):
    with pytest.raises(ExpressionError):
        compile_expression(bad)


def test_unknown_path(analysis_dict):
    with pytest.raises(ExpressionError, match="no value at"):
        evaluate(compile_expression("strategies.nope.young_interval_s"), analysis_dict)


def test_format_value():
    assert format_value(3943.6, "min") == "65.7 min"
    assert format_value(0.1476, "%") == "14.8 %"
    assert format_value(1.6110, "USD/GPU-h") == "$1.61/GPU-h"
    assert format_value(4382, "steps") == "4,382 steps"


def test_decimal_commas_are_read_as_the_linter_reads_them():
    text = "T* ≈ 65,7 min, Overhead 14,8 %, Goodput 87,1 %."
    assert [round(q.value, 4) for q in quantities(text) if q.dimension == "fraction"] == [
        0.148,
        0.871,
    ]


def test_the_grader_has_no_number_reader_of_its_own():
    import reportgen.grade.numbers as numbers

    assert not hasattr(numbers, "quantities")


def test_rubric_and_formula_import_no_cycle():
    import ast
    from pathlib import Path

    import reportgen.grade.rubric as rubric

    tree = ast.parse(Path(rubric.__file__).read_text("utf-8"))
    imported = {
        node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module
    }
    assert "formula" not in imported
