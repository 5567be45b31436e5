"""The grader's reading of a submission: sections per part, numbers per criterion."""

from __future__ import annotations

import pytest

from reportgen.grade.evidence import assess, decode, sections


def parts_of(text, rubric):
    return [(s.part, s.start_line) for s in sections(text, rubric) if s.part]


@pytest.mark.parametrize(
    "heading",
    [
        "## 3. The spot decision",
        "## Q3",
        "### Question 3: spot",
        "## Task 3 — The spot decision",
        "## Part 3 — spot",
        "**Q3: Spot**",
        "**3. Spot**",
        "### Is spot cheaper?",
        "3) Spot\n-------",
    ],
)
def test_headings_name_their_question(heading, rubric):
    text = f"# Title\n\nIntro.\n\n{heading}\n\nSpot costs more per hour.\n"
    assert [p for p, _ in parts_of(text, rubric)] == ["q3"]


def test_first_h1_is_a_title_not_an_answer(rubric):
    text = "# Spot economics with the exact model\n\n## Model\n\nExponential failures.\n"
    assert [p for p, _ in parts_of(text, rubric)] == ["assumptions"]


def test_sub_headings_and_bold_labels_stay_in_their_question(rubric):
    text = (
        "## 2. Cheaper checkpoints\n\n### (a) Sharded\n\nx\n\n**Constraint:** manifest\n\n"
        "**RNG state warning**: inside q2 still\n\n## 3. Spot\n\ny\n"
    )
    assert [p for p, _ in parts_of(text, rubric)] == ["q2", "q3"]


def test_unnumbered_recommendation_and_assumptions(rubric):
    text = "> **Recommendation.** Use spot.\n\n## 8. Recommendation\n\nx\n\n## Assumptions\n\ny\n"
    # The quoted lead and "## 8. Recommendation" answer one part, read as one section.
    assert [p for p, _ in parts_of(text, rubric)] == ["recommendation", "assumptions"]


def test_headings_inside_code_fences_are_ignored(rubric):
    text = "## 1. Baseline\n\n```\n# 3. not a heading\n```\n"
    assert [p for p, _ in parts_of(text, rubric)] == ["q1"]


def test_good_document_evidence(good_doc, rubric, analysis_dict):
    presence = assess(good_doc, rubric, analysis_dict)
    assert presence.status == "graded"
    for part_id, part in presence.parts.items():
        assert part.answered and part.placed, part_id
        lost = [cid for cid, ev in part.criteria.items() if ev.credit < 1]
        assert lost == [], (part_id, lost)


INTRO = "# Checkpoint interval for a 9 h MTBF (failure every 9 h)\n\n"


def test_wrong_number_is_reported_with_the_correct_value(rubric, analysis_dict):
    text = (
        INTRO + "## 1. Baseline\n\nT* = sqrt(2 · 240 · 540) = 509 s = 8.5 min, about 566 steps.\n"
    )
    ev = assess(text, rubric, analysis_dict).parts["q1"].criteria["q1-interval"]
    assert ev.credit == 0
    assert ev.found == "8.5 min"
    assert "65.7 min" in ev.expected


def test_near_miss_gets_partial_credit(rubric, analysis_dict):
    text = (
        INTRO + "## 1. Baseline\n\nT* is about 60 minutes and the rest of the answer goes here.\n"
    )
    ev = assess(text, rubric, analysis_dict).parts["q1"].criteria["q1-interval"]
    assert ev.credit == 0.5


def test_one_minus_w_goodput_needs_the_convention_stated(rubric, analysis_dict):
    bare = (
        INTRO + "## 1. Baseline\n\nOverhead 14.8 %, so goodput is 85.2 % for this baseline job.\n"
    )
    said = INTRO + "## 1. Baseline\n\nOverhead w = 14.8 %; goodput = 1 − w = 85.2 % for this job.\n"
    assert assess(bare, rubric, analysis_dict).parts["q1"].criteria["q1-goodput"].credit == 0
    assert assess(said, rubric, analysis_dict).parts["q1"].criteria["q1-goodput"].credit == 1


def test_different_exercise_is_rejected(rubric, analysis_dict):
    text = "# Sourdough\n\nMix flour and water, wait a day, bake at 250 °C for 40 min.\n" * 5
    presence = assess(text, rubric, analysis_dict)
    assert presence.status == "rejected"
    assert "does not look like an answer" in presence.reason


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"", "empty"),
        (b"   \n\n", "empty"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary"),
        (bytes(range(1, 32)) * 100, "binary"),
        (b"\xff\xfe\xfa" * 200, "not UTF-8"),
        (b"a" * 1_000_001, "MB"),
    ],
)
def test_decode_rejects(data, reason):
    text, why, _ = decode(data)
    assert text is None and reason in why


def test_decode_replaces_a_few_bad_bytes_and_says_so():
    text, why, notes = decode("## 1. Baseline caf\xe9\n".encode("latin-1") + b"more text " * 20)
    assert why is None and "\ufffd" in text
    assert "invalid byte" in notes[0]


# --- Principle: a label in the text that names the part it already sits in is the writer's own --
# --- words of that answer ("Cost per useful GPU-h:" over its list), not markup cut off it. ------


def test_a_label_inside_its_own_part_keeps_its_words(rubric):
    text = (
        "### 3 · Spot (M = 2,700 s)\n\nT* = 90 s.\n\nCost per useful GPU-h:\n\n"
        "- spot: 0.75 × 1.344 ≈ $1.01\n"
    )
    q3 = [" ".join(s.lines) for s in sections(text, rubric) if s.part == "q3"]
    # must-keep: the label sits in question 3's answer, so its words are that answer's
    assert len(q3) == 1 and "Cost per useful GPU-h" in q3[0]
    # must-cut: a label that opens another part is that part's title, not its text
    other = text + "\nAssumptions:\n\n- failures are exponential\n"
    said = [" ".join(s.lines) for s in sections(other, rubric) if s.part == "assumptions"]
    assert said and "Assumptions" not in said[0]
