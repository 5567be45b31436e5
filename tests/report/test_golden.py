"""The exercise report against a reviewed copy, so that every change to it is seen in review.

The golden file is generated, never edited by hand. After an intended change, regenerate it and
review the diff:

    REPORTGEN_REGEN_GOLDEN=1 python -m pytest tests/report/test_golden.py

The stamp line (which hashes the code and templates) is left out of the comparison, so that the
golden file changes only when the text of the report does.
"""

from __future__ import annotations

import os
import re

import pytest
from buildkit import EXERCISE, GOLDEN

from reportgen.report.build import build

GOLDEN_TRIALS = 200
_STAMP_LINE = re.compile(r"^<!-- reportgen .* -->\n", re.M)


def _without_stamp(text: str) -> str:
    return _STAMP_LINE.sub("", text, count=1)


@pytest.fixture(scope="module")
def exercise_page(tmp_path_factory: pytest.TempPathFactory) -> str:
    out = tmp_path_factory.mktemp("golden")
    build([EXERCISE], out, trials=GOLDEN_TRIALS)
    return _without_stamp((out / "exercise.md").read_text(encoding="utf-8"))


def test_exercise_report_matches_golden(exercise_page: str) -> None:
    golden = GOLDEN / "exercise.md"
    if os.environ.get("REPORTGEN_REGEN_GOLDEN"):
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(exercise_page, encoding="utf-8")
        pytest.skip(f"regenerated {golden}")
    assert golden.is_file(), "no golden file: run REPORTGEN_REGEN_GOLDEN=1 pytest " + __file__
    expected = golden.read_text(encoding="utf-8")
    assert exercise_page == expected, (
        "the exercise report changed; if intended, regenerate the golden file and review the "
        "diff: REPORTGEN_REGEN_GOLDEN=1 python -m pytest tests/report/test_golden.py"
    )


def test_recommendation_comes_first_and_answers_the_exercise(exercise_page: str) -> None:
    text = exercise_page
    assert text.index("## Recommendation") < text.index("## 1. ")
    recommendation = text.split("## Recommendation", 1)[1].split("\n## ", 1)[0]
    for part in ("**Decision:**", "**Cost:**", "**Revisit**"):
        assert part in recommendation


@pytest.mark.parametrize(
    "expected",
    [
        "`T* = sqrt(2 × 240 s × 32,400 s) = sqrt(15,552,000 s²) = 3,944 s`",
        "**T\\* = 3,944 s = 65.7 min = 4,382 steps**",
        "first-order **overhead** w = **14.8%**",
        "first-order **goodput** = 1/(1 + w) = **87.1%**",
        "3.20× cheaper, a 69% saving",
        "**$1.064**",
        "**Yes.**",
    ],
)
def test_engine_numbers_appear(exercise_page: str, expected: str) -> None:
    assert expected in exercise_page


def _section(text: str, heading: str) -> str:
    return text.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]


def test_monte_carlo_checks_the_recommended_plan(exercise_page: str) -> None:
    # The exercise recommends two tiers on spot (the filesystem binds): the section simulates
    # that plan first, says it is the recommendation and whether the model holds, and labels the
    # single-tier rows of questions 1–4 as planned with the filesystem to itself.
    section = _section(exercise_page, "Monte-Carlo check")
    assert "**The recommended plan**, two-tier: peer memory + shared filesystem on spot" in section
    assert "within 3 standard errors" in section
    rows = [line for line in section.splitlines() if line.startswith("| ")][1:]
    assert rows[0].startswith(
        "| **Recommended:** Two-tier: peer memory + shared filesystem on spot"
    )
    assert len(rows) == 3
    assert all(row.count("with the filesystem to itself") == 1 for row in rows[1:])
    bullets = [line for line in section.splitlines() if line.startswith("- ")]
    assert bullets[0].startswith("- Recommended, two-tier: peer memory + shared filesystem on spot")
    verdicts = section.split("- Recommended", 1)[1].split("\n- ", 1)[0]
    assert "from the two-tier model" in verdicts and "the two agree" in verdicts
    assert "The recommended plan's P90" in section
