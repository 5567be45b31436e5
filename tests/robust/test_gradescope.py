"""Gradescope in practice: a submission folder with several Markdown files, one with none (a
PDF), and feedback withheld until grades are published."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from reportgen.cli import main
from reportgen.cli.grade import VISIBILITIES as CLI_VISIBILITIES
from reportgen.grade.export import VISIBILITIES

from .conftest import EXERCISE

GOOD = Path(__file__).resolve().parents[1] / "grade" / "fixtures" / "good.md"


def _grade(*args: str | Path) -> int:
    return main(["grade", *map(str, args), "--scenario", str(EXERCISE), "--format", "gradescope"])


def test_a_submission_with_several_markdown_files_gets_one_results_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    submission = tmp_path / "submission"
    submission.mkdir()
    shutil.copy(GOOD, submission / "answer.md")
    (submission / "README.md").write_text("# Readme\n\nMy submission for the exercise.\n")
    (submission / "notes.md").write_text("scratch\n")
    results = tmp_path / "results"
    assert _grade(submission, "--submission", "--out", results) == 0
    assert [p.name for p in results.iterdir()] == ["results.json"]
    data = json.loads((results / "results.json").read_text())
    assert data["score"] > 80 and data["max_score"] == 100
    assert "Graded " in data["output"] and "answer.md" in data["output"]
    assert "README.md" in data["output"] and "notes.md" in data["output"]
    assert "answer.md" in capsys.readouterr().err


def test_a_submission_without_markdown_scores_0_with_an_explanation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    submission = tmp_path / "submission"
    submission.mkdir()
    (submission / "report.pdf").write_bytes(b"%PDF-1.7\n")
    results = tmp_path / "results"
    assert _grade(submission, "--submission", "--out", results) == 0
    data = json.loads((results / "results.json").read_text())
    assert data["score"] == 0 and data["max_score"] == 100
    assert "no Markdown answer file" in data["output"] and "report.pdf" in data["output"]
    assert "no Markdown file" in capsys.readouterr().err


def test_visibility_and_withheld_feedback(tmp_path: Path) -> None:
    results = tmp_path / "results"
    code = _grade(
        GOOD,
        "--out",
        results,
        "--visibility",
        "after_due_date",
        "--feedback-visibility",
        "after_published",
    )
    assert code == 0
    data = json.loads((results / "results.json").read_text())
    assert data["visibility"] == "after_due_date"
    assert data["tests"] and {t["visibility"] for t in data["tests"]} == {"after_published"}


def test_a_bad_visibility_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        _grade(GOOD, "--visibility", "public")
    assert exited.value.code == 2
    assert "--visibility" in capsys.readouterr().err
    assert CLI_VISIBILITIES == VISIBILITIES
