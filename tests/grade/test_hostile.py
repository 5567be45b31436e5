"""Hostile and broken submissions: graded or reported with a reason, never a crash or a hang,
and never markup injected into the feedback."""

from __future__ import annotations

import json
import time

import pytest

from reportgen.grade.export import gradescope_results, json_line, markdown_feedback

PAYLOAD = (
    "# Checkpoint plan\n\n## 1. On-demand baseline\n\n"
    "T* = sqrt(2 · 240 s · 32,400 s) = 3,944 s. <script>alert('x')</script> "
    "<img src=x onerror=alert(1)> [click](javascript:alert(1)) ![p](http://evil/p.png)\n\n"
    "## 5. State\n\nWe keep <b>weights</b> only, interval checkpoint restart spot overhead.\n"
)

HOSTILE = {
    "empty": b"",
    "whitespace": b" \n\t\n",
    "binary": bytes(range(256)) * 40,
    "invalid-utf8": b"\xc3\x28\xa0\xa1" * 500,
    "utf16": "## 1. Baseline checkpoint interval".encode("utf-16"),
    "ten-mb": b"# Checkpoint\n" + b"spot checkpoint interval overhead restart. " * 250_000,
    "nested-lists": (
        "checkpoint interval restart spot\n\n" + "".join("  " * i + "- x\n" for i in range(900))
    ).encode(),
    "nested-quotes": (b"checkpoint interval restart spot\n\n" + b">" * 50_000 + b" deep\n"),
    "long-line": b"checkpoint interval restart spot " + b"9" * 500_000,
    "html": PAYLOAD.encode(),
    "other-exercise": (
        "# Sourdough\n\n" + "Mix flour and water; bake 40 min at 250 C.\n" * 50
    ).encode(),
    "many-headings": (
        "".join(f"## {i % 7 + 1}. spot checkpoint interval\n\n9 h 240 s\n\n" for i in range(3000))
    ).encode(),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_inputs_never_crash(grader, name):
    start = time.perf_counter()
    result = grader.grade_bytes(HOSTILE[name], f"{name}.md")
    assert time.perf_counter() - start < 25
    assert result.status in ("graded", "rejected", "error")
    if result.status != "graded":
        assert result.grade.reason and result.grade.score == 0
    json.loads(json_line(result))
    json.dumps(gradescope_results(result))
    markdown_feedback(result)


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("empty", "empty"),
        ("binary", "binary"),
        ("utf16", "binary"),
        ("ten-mb", "MB"),
        ("other-exercise", "does not look like an answer"),
    ],
)
def test_rejections_say_why(grader, name, reason):
    result = grader.grade_bytes(HOSTILE[name], f"{name}.md")
    assert result.status == "rejected"
    assert reason in result.grade.reason


def test_no_markup_is_injected_into_feedback(grader):
    result = grader.grade_bytes(HOSTILE["html"], "html.md")
    outputs = [json_line(result), json.dumps(gradescope_results(result)), markdown_feedback(result)]
    outputs += [q["feedback"] for q in json.loads(json_line(result))["questions"].values()]
    for text in outputs:
        assert "<script" not in text and "<img" not in text and "<b>" not in text
        assert "](javascript" not in text and "](http" not in text


def test_a_path_with_markup_is_escaped(grader):
    result = grader.grade_bytes(b"", "<script>x</script>[a](b).md")
    assert "<script" not in markdown_feedback(result)


def test_time_budget_turns_a_slow_submission_into_a_reported_error(rubric, analysis, monkeypatch):
    from reportgen.grade import Grader, api

    slow = Grader(rubric, analysis, time_budget_s=0.2)

    def crawl(*args, **kwargs):
        time.sleep(5)

    monkeypatch.setattr(api, "assess", crawl)
    start = time.perf_counter()
    result = slow.grade_bytes(HOSTILE["html"], "slow.md")
    assert time.perf_counter() - start < 2
    assert result.status == "error" and "budget" in result.grade.reason


def test_a_linter_crash_is_reported_not_raised(grader, monkeypatch):
    def boom(*args, **kwargs):
        raise ValueError("kaboom")

    monkeypatch.setattr(grader, "lint", boom)
    result = grader.grade_bytes(HOSTILE["html"], "x.md")
    assert result.status == "error" and "kaboom" in result.grade.reason
