"""site/grading.md is generated from the formula and the shipped rubric, and must match them."""

from __future__ import annotations

from pathlib import Path

from reportgen.grade.docs import grading_page
from reportgen.grade.formula import Weights

PAGE = Path(__file__).resolve().parents[2] / "site" / "grading.md"


def test_page_matches_the_code():
    assert PAGE.read_text(encoding="utf-8") == grading_page(), (
        "site/grading.md is stale: python -m reportgen.grade.docs > site/grading.md"
    )


def test_page_names_every_weight_and_category(rubric):
    text = grading_page()
    for name in Weights().as_dict():
        assert f"`{name}`" in text
    for category in rubric.deductions:
        assert f"`{category}`" in text
    assert "score(findings, presence, rubric) -> Grade" in text
