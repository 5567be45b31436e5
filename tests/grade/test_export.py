"""Output shapes: DESIGN.md's JSON, Gradescope's results.json, the CSV gradebook, Markdown."""

from __future__ import annotations

import csv
import io
import json

from reportgen.grade.export import (
    csv_gradebook,
    gradescope_results,
    json_line,
    markdown_feedback,
    submission_ids,
)


def test_json_shape(grader, good_doc):
    result = grader.grade_bytes(good_doc.encode(), "good.md")
    data = json.loads(json_line(result))
    assert data["path"] == "good.md"
    assert data["max_score"] == 100
    assert 0 <= data["score"] <= 100
    assert set(data["questions"]) == {f"q{n}" for n in range(1, 8)} | {
        "recommendation",
        "assumptions",
    }
    for q in data["questions"].values():
        assert set(q) >= {"score", "max_score", "feedback"}
        assert 0 <= q["score"] <= q["max_score"]
        assert isinstance(q["feedback"], str) and q["feedback"]
    assert data["score"] == sum(q["score"] for q in data["questions"].values())
    assert len(data["rubric_sha256"]) == 64 and len(data["input_sha256"]) == 64
    assert data["grader_version"].startswith("reportgen-grade ")


def test_gradescope_shape(grader, good_doc):
    result = grader.grade_bytes(good_doc.encode(), "good.md")
    data = gradescope_results(result)
    json.dumps(data, allow_nan=False)
    assert data["score"] == result.grade.score and data["max_score"] == 100
    assert len(data["tests"]) == 9
    for test in data["tests"]:
        assert set(test) == {
            "name",
            "score",
            "max_score",
            "output",
            "output_format",
            "visibility",
            "tags",
        }
        assert test["output_format"] == "md"
        assert test["visibility"] in ("visible", "hidden", "after_due_date", "after_published")
        assert isinstance(test["tags"], list)
    assert sum(t["max_score"] for t in data["tests"]) == 100


def test_csv_gradebook(grader, rubric, good_doc):
    results = [
        grader.grade_bytes(good_doc.encode(), "a.md"),
        grader.grade_bytes(b"", "=cmd|' /C calc'!A0.md"),
    ]
    rows = list(csv.reader(io.StringIO(csv_gradebook(results, rubric))))
    assert rows[0][:10] == ["submission", *[p.id for p in rubric.parts]]
    assert len(rows) == 3
    assert rows[1][0] == "a.md" and float(rows[1][10]) == results[0].grade.score
    assert rows[2][0].startswith("'=")  # no formula injection into a spreadsheet
    assert rows[2][12] == "rejected"


def test_markdown_feedback(grader, good_doc):
    text = markdown_feedback(grader.grade_bytes(good_doc.encode(), "good.md"))
    assert text.startswith("# Feedback: good.md")
    assert "## 1. On-demand baseline" in text
    assert "rubric sha256" in text


def test_submission_ids_are_unique_and_safe():
    ids = submission_ids(
        ["subs/alice/answer.md", "subs/bob/answer.md", "subs/alice/answer.md", "../x y.md"],
        ["subs"],
    )
    assert ids == ["alice__answer", "bob__answer", "alice__answer-2", "x__y"]
