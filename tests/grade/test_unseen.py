"""Unseen answers (tests/lint/unseen/): correct answers in formats the corpus does not have.

u1–u7 are correct and complete, so each must score >= 97; u8 lacks only the shuffle seed, so
it must lose points only for that. A file that the grader cannot yet read fully is marked
``xfail(strict=True)`` with the reason, so the gap stays tracked and the mark goes when fixed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from reportgen.grade.evidence import sections, unwrap
from reportgen.grade.feedback import part_feedback
from reportgen.lint.texmath import plain_text

UNSEEN = Path(__file__).resolve().parents[1] / "lint" / "unseen"
CORRECT = [
    "u1-confluence-design-doc.md",  # "## Revisit when" heading
    "u2-sre-runbook.md",
    "u3-student-essay-latex.md",  # LaTeX math: 3{,}943.6, 87.1\%, $T^* = ...$, \$1.06
    "u4-topic-headings-reordered.md",  # "### Interval"; "don't fit"
    "u5-hours-minutes.md",  # sqrt(2 × 4 min × 540 min)
    "u6-single-table.md",  # every number in one table, rows labelled 1, 2a, 2b, 3, rec
    "u7-daly-exact.md",
]
NO_SHUFFLE_SEED = "u8-subtle-flaw-no-shuffle-seed.md"


@pytest.mark.parametrize("name", CORRECT)
def test_correct_unseen_answer_scores_at_least_97(grader, name):
    grade = grader.grade_file(UNSEEN / name).grade
    lost = {p.id: (p.score, part_feedback(p)) for p in grade.parts if p.score < p.max_score}
    assert grade.status == "graded"
    assert grade.score >= 97, lost


def test_shuffle_seed_is_asked_for_only_when_the_data_is_shuffled(grader):
    """The shuffle seed is conditional state: this answer lists the data-loader position and
    never says the data is shuffled, so it loses nothing; the same answer saying the loader
    shuffles every epoch loses the seed's points in question 5, and only those."""
    text = (UNSEEN / NO_SHUFFLE_SEED).read_text("utf-8")
    grade = grader.grade_bytes(text.encode(), NO_SHUFFLE_SEED).grade
    assert [p.id for p in grade.parts if p.score < p.max_score] == []
    marker = "- data-loader state (samples consumed so far)"
    assert marker in text
    shuffled = text.replace(marker, "- the loader shuffles the corpus every epoch\n" + marker)
    grade = grader.grade_bytes(shuffled.encode(), NO_SHUFFLE_SEED).grade
    lost = [p for p in grade.parts if p.score < p.max_score]
    assert [p.id for p in lost] == ["q5"], [(p.id, part_feedback(p)) for p in lost]
    feedback = part_feedback(lost[0])
    assert "shuffle-seed" in feedback
    assert feedback.count("−") == 1, feedback  # one deduction, the shuffle seed's
    assert grade.max_score - grade.score <= 2


def test_tex_is_read_as_the_linter_reads_it_and_keeps_escaped_dollars():
    # one reading of TeX for both tools (reportgen/lint/texmath.py)
    text = r"$T^* = 3{,}943.6\ \text{s}$, goodput $87.1\%$, cost $\$1.06 \times 2$"
    assert plain_text(text) == "T* = 3,943.6 s, goodput 87.1%, cost $1.06 × 2"
    plain = "spot costs $0.75 and on demand $2.40 per GPU-hour"
    assert plain_text(plain) == plain  # no TeX: dollar signs are dollars
    # prices beside math keep their dollar signs
    mixed = r"$w = \frac{15}{986}$ and spot at $0.75 per GPU-hour"
    assert plain_text(mixed) == "w = (15)/(986) and spot at $0.75 per GPU-hour"


def test_unwrap_joins_prose_lines_only():
    assert unwrap("writes time\nout, jobs fail") == "writes time out, jobs fail"
    assert unwrap("- a\n- b") == "- a\n- b"
    assert unwrap("| 1 | x |\n| 2 | y |") == "| 1 | x |\n| 2 | y |"


def test_table_rows_labelled_by_question_are_read_per_part(rubric):
    doc = "\n".join(
        [
            "# Answers",
            "",
            "| # | quantity | value |",
            "|---|---|---|",
            "| 1 | T* | 65.7 min |",
            "| 2a | T* sharded | 16.4 min |",
            "| rec | decision | spot |",
        ]
    )
    # the linter's reading: each row starts its question's section (its label cut off, as a
    # heading's text is)
    placed = {s.part: " ".join(s.lines) for s in sections(doc, rubric) if s.part is not None}
    assert "65.7 min" in placed["q1"] and "16.4" not in placed["q1"]
    assert "16.4 min" in placed["q2"] and "spot" not in placed["q2"]
    assert "| decision | spot |" in placed["recommendation"]


def test_index_column_table_is_not_split(rubric):
    rows = [f"| {i} | item {i} |" for i in range(1, 10)]
    doc = "\n".join(["# Notes", "", "| n | item |", "|---|---|", *rows])
    assert all(s.part is None for s in sections(doc, rubric))
