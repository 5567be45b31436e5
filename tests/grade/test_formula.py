"""The score formula as a pure function: hand-made findings and evidence, known answers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from reportgen.grade.feedback import part_feedback
from reportgen.grade.formula import (
    CriterionEvidence,
    Finding,
    PartEvidence,
    Presence,
    Weights,
    cost,
    route,
    score,
)


def full_presence(rubric, **overrides):
    parts = {}
    for part in rubric.parts:
        crits = {c.id: CriterionEvidence(1.0) for c in part.criteria if not c.owns}
        parts[part.id] = PartEvidence(answered=True, placed=True, criteria=crits)
    parts.update(overrides)
    return Presence(parts)


def finding(category, severity="error", question=None, line=10, rule="RG999", item=None):
    return Finding(
        line, 1, rule, "test-rule", category, severity, question, item, f"{category} here"
    )


def test_perfect_submission_scores_max(rubric):
    grade = score([], full_presence(rubric), rubric)
    assert grade.score == rubric.max_score == 100
    assert all(p.score == p.max_score for p in grade.parts)


def test_shipped_part_points(rubric):
    points = {p.id: p.points for p in rubric.parts}
    assert points == {
        "q1": 12, "q2": 16, "q3": 14, "q4": 10, "q5": 16, "q6": 8, "q7": 8,
        "recommendation": 8, "assumptions": 8,
    }  # fmt: skip


def test_unanswered_part_scores_zero_and_ignores_its_findings(rubric):
    presence = full_presence(rubric, q7=PartEvidence(answered=False, placed=False))
    findings = [finding("missing-answer", question=7)]
    grade = score(findings, presence, rubric)
    assert grade.part("q7").score == 0
    assert grade.score == 92
    assert "No answer" in part_feedback(grade.part("q7"))


def test_owned_findings_come_out_of_their_criterion_and_are_capped(rubric):
    # q5-state (10 points) owns missing-state: 1.5 per error.
    two = [
        finding("missing-state", item=i, line=n)
        for n, i in enumerate(["rng-state", "lr-scheduler"])
    ]
    assert score(two, full_presence(rubric), rubric).part("q5").score == 16 - 3
    many = [finding("missing-state", item=f"x{n}", line=n) for n in range(20)]
    assert score(many, full_presence(rubric), rubric).part("q5").score == 16 - 10


def test_routes_send_a_category_to_one_part(rubric):
    f = finding("unstated-assumption", question=3)
    assert route(f, rubric) == "assumptions"
    assert route(finding("arithmetic", question=2), rubric) == "q2"
    assert route(finding("structure", question=None), rubric) is None
    grade = score([f], full_presence(rubric), rubric)
    assert grade.part("assumptions").score == 8 - 2  # RUBRIC.md: 2 per unstated assumption
    assert grade.part("q3").score == 14


def test_a_finding_naming_no_question_falls_back_to_its_category_s_part(rubric):
    # A design doc without sections: its list-price comparison names no question, and is still
    # the spot decision's flaw (the shipped rubric's fallback_routes).
    assert rubric.fallback_routes == {"wall-hour-cost": "q3"}
    assert route(finding("wall-hour-cost", question=None), rubric) == "q3"
    assert route(finding("wall-hour-cost", question="recommendation"), rubric) == "recommendation"
    assert route(finding("arithmetic", question=None), rubric) is None
    grade = score([finding("wall-hour-cost")], full_presence(rubric), rubric)
    assert grade.part("q3").score == 14 - 3


def test_unrouted_findings_are_reported_not_scored(rubric):
    grade = score([finding("structure")], full_presence(rubric), rubric)
    assert grade.score == 100
    assert len(grade.unrouted) == 1


def test_lost_numeric_criterion_absorbs_one_arithmetic_finding(rubric):
    q1 = PartEvidence(
        answered=True,
        placed=True,
        criteria={
            "q1-interval": CriterionEvidence(
                0.0, found="6.57 min", expected="65.7 min (first-order)"
            ),
            "q1-steps": CriterionEvidence(1.0),
            "q1-overhead": CriterionEvidence(1.0),
            "q1-goodput": CriterionEvidence(1.0),
        },
    )
    one = [finding("arithmetic", question=1)]
    grade = score(one, full_presence(rubric, q1=q1), rubric)
    assert grade.part("q1").score == 12 - 3  # the interval's 3 points, not 3 + 1.5
    two = [finding("arithmetic", question=1, line=1), finding("arithmetic", question=1, line=2)]
    assert score(two, full_presence(rubric, q1=q1), rubric).part("q1").score == 12 - 3 - 1.5
    text = part_feedback(grade.part("q1"))
    assert "65.7 min" in text and "you wrote 6.57 min" in text


def test_unowned_findings_are_capped_per_part(rubric):
    # arithmetic: not a misconception, so each slip is charged until the cap
    many = [finding("arithmetic", question=4, line=n) for n in range(30)]
    grade = score(many, full_presence(rubric), rubric)
    assert grade.part("q4").score == 10 * (1 - Weights().unowned_cap)


def _unplaced_at(rubric, factor):
    """The rubric with ``unplaced_factor`` set (the shipped one gives full credit: RUBRIC.md
    scores what an answer says, not where it says it; an instructor's rubric may not)."""
    return replace(rubric, weights={**rubric.weights, "unplaced_factor": factor})


def test_partial_and_unplaced_credit(rubric):
    crits = {c.id: CriterionEvidence(1.0) for c in rubric.part("q7").criteria}
    crits["q7-mechanism"] = CriterionEvidence(0.5)
    q7 = PartEvidence(answered=True, placed=False, criteria=crits)
    grade = score([], full_presence(rubric, q7=q7), _unplaced_at(rubric, 0.75))
    # (4 × 0.5 + 4) × 0.75 = 4.5
    assert grade.part("q7").score == 4.5
    # the shipped rubric: 4 × 0.5 + 4 = 6, wherever the answer is
    assert score([], full_presence(rubric, q7=q7), rubric).part("q7").score == 6


def test_feedback_on_an_unplaced_part_says_what_was_found_not_that_nothing_was(rubric):
    # A value found in full outside a section of its own earns the unplaced share of its points;
    # the feedback must not tell the student "no value found" (it was found, and quoted).
    crits = {c.id: CriterionEvidence(1.0) for c in rubric.part("q1").criteria}
    crits["q1-interval"] = CriterionEvidence(1.0, expected="65.7 min", matched="first-order")
    crits["q1-steps"] = CriterionEvidence(0.0, expected="4,382 steps")
    q1 = PartEvidence(answered=True, placed=False, criteria=crits)
    rubric = _unplaced_at(rubric, 0.75)
    text = part_feedback(score([], full_presence(rubric, q1=q1), rubric).part("q1"))
    interval = next(line for line in text.splitlines() if "T\\* = sqrt" in line)
    assert "found (first-order), but outside a section for this part" in interval
    assert "75%" in interval and "no value found" not in interval
    steps = next(line for line in text.splitlines() if "training steps" in line)
    assert "no value found; the correct value is 4,382 steps" in steps  # still said when true


def test_rounding_is_to_the_named_step(rubric):
    crits = {c.id: CriterionEvidence(1.0) for c in rubric.part("q7").criteria}
    crits["q7-mechanism"] = CriterionEvidence(1 / 3)
    grade = score([], full_presence(rubric, q7=PartEvidence(True, True, criteria=crits)), rubric)
    assert grade.part("q7").score == 5.25  # 4/3 + 4 = 5.33 → 5.25


def test_rejected_submission_scores_zero(rubric):
    grade = score([], Presence({}, "rejected", "the file is empty"), rubric)
    assert grade.score == 0 and grade.status == "rejected" and grade.reason == "the file is empty"
    assert len(grade.parts) == len(rubric.parts)


def test_score_is_deterministic_and_order_independent(rubric):
    findings = [
        finding("missing-state", item="rng-state", line=3),
        finding("arithmetic", question=1, line=7),
        finding("unstated-assumption", severity="warning", line=1),
        finding("overhead-goodput", question=2, line=5),
    ]
    presence = full_presence(rubric)
    first = score(findings, presence, rubric)
    for _ in range(3):
        assert score(list(reversed(findings)), presence, rubric) == first


def test_cost_uses_the_rubric_table(rubric):
    assert cost(finding("wall-hour-cost"), rubric) == 3.0
    assert cost(finding("wall-hour-cost", severity="warning"), rubric) == 1.5
    assert cost(finding("arithmetic", severity="bogus"), rubric) == 0.0


def test_a_misconception_is_one_flaw_however_often_it_shows(rubric):
    """Per-wall-hour reasoning three times in question 3 costs once there; repeated in the
    recommendation it costs recurrence_factor of its price."""
    assert "wall-hour-cost" in rubric.misconceptions
    d = cost(finding("wall-hour-cost"), rubric)
    q3 = [finding("wall-hour-cost", question=3, line=n) for n in (10, 11, 12)]
    rec = [finding("wall-hour-cost", question="recommendation", line=n) for n in (20, 21)]
    grade = score(q3 + rec, full_presence(rubric), rubric)
    lost = {p.id: p.max_score - p.score for p in grade.parts if p.score < p.max_score}
    factor = Weights.from_rubric(rubric).recurrence_factor
    assert lost["q3"] == pytest.approx(d)
    assert lost["recommendation"] == pytest.approx(round(d * factor * 4) / 4)  # rounded to 0.25
    # a category that is not a misconception is charged per finding
    slips = [finding("arithmetic", question=3, line=n) for n in (10, 11)]
    grade = score(slips, full_presence(rubric), rubric)
    assert grade.max_score - grade.score == pytest.approx(2 * cost(slips[0], rubric))


def test_advice_is_never_deducted(rubric):
    """DESIGN.md: an info finding is shown, never deducted, even when a rubric prices it."""

    priced = replace(rubric, deductions={"missing-state": {"error": 1.5, "info": 0.5}})
    advice = finding("missing-state", severity="info", question=5, item="config")
    assert cost(advice, priced) == 0.0
    assert score([advice], full_presence(priced), priced).score == priced.max_score


@pytest.mark.parametrize("hidden", [True, False])
def test_hidden_criteria_are_never_described(rubric, hidden):

    part = rubric.part("q6")
    crits = tuple(replace(c, hidden=hidden) if c.id == "q6-tiers" else c for c in part.criteria)
    secret = replace(
        rubric, parts=tuple(replace(p, criteria=crits) if p.id == "q6" else p for p in rubric.parts)
    )
    evidence = {c.id: CriterionEvidence(1.0) for c in crits}
    evidence["q6-tiers"] = CriterionEvidence(0.0)
    grade = score([], full_presence(secret, q6=PartEvidence(True, True, criteria=evidence)), secret)
    text = part_feedback(grade.part("q6"))
    assert grade.part("q6").score == 4
    assert ("a retention policy in tiers" in text) is (not hidden)
    if hidden:
        assert "further criteria set by your instructor" in text


# --- Principle: the criteria's points follow RUBRIC.md's sub-items (../shared/corpus/RUBRIC.md
# §1): a design doc is graded on its flaws alone, at RUBRIC.md's whole price per defect. -------


def test_criteria_points_follow_the_rubric_md_sub_items(rubric):
    points = {c.id: c.points for p in rubric.parts for c in p.criteria}
    # q1: T* in minutes 3 · steps 3 · overhead 3 · goodput 3 (no points for where it is shown)
    assert [points[c] for c in ("q1-interval", "q1-steps", "q1-overhead", "q1-goodput")] == [3] * 4
    # q2: (a) 5 + constraint 3, (b) 5 + async constraint 3
    assert points["q2a-interval"] + points["q2a-overhead"] == 5 and points["q2a-constraint"] == 3
    assert points["q2b-interval"] + points["q2b-overhead"] == 5 and points["q2b-constraint"] == 3
    # q4: what the job does 4 · quantified effect 3 · failure mode 3 (nothing for a verdict)
    assert [points[c] for c in ("q4-plan", "q4-quantify", "q4-failure")] == [4, 3, 3]


def test_the_async_constraint_is_scored_by_the_linter_s_reading(rubric):
    # one reading: RG601's finding decides it; with no finding the 3 points are kept, however the
    # constraint is worded (must-not-fire); with the finding they are lost (must-fire)
    crit = next(c for c in rubric.part("q2").criteria if c.id == "q2b-constraint")
    assert crit.owns == ("async-constraint",) or list(crit.owns) == ["async-constraint"]
    assert score([], full_presence(rubric), rubric).part("q2").score == 16
    missing = [finding("async-constraint", question=2)]
    assert score(missing, full_presence(rubric), rubric).part("q2").score == 16 - 3


def _design_doc(rubric):
    from reportgen.grade.evidence import NOT_ASKED

    parts = {
        p.id: PartEvidence(True, True, criteria={c.id: NOT_ASKED for c in p.criteria if not c.owns})
        for p in rubric.parts
    }
    return Presence(parts)


def test_a_design_doc_s_findings_carry_the_whole_rubric_md_deduction(rubric):
    # must-fire: no criterion is there to lose, so a wall-hour comparison costs RUBRIC.md's 8
    # (not the 3 it adds on top of the lost cost criteria in an answer); its repeat in the
    # recommendation is a carried-forward warning, 1; a slip 3, a missing state item 2
    doc = _design_doc(rubric)
    findings = [
        finding("wall-hour-cost", question=3, line=5),
        finding("wall-hour-cost", question="recommendation", line=50),
        finding("arithmetic", question=7, line=40),
        finding("missing-state", question=5, line=1, item="rng-state"),
    ]
    grade = score(findings, doc, rubric)
    assert grade.part("q3").score == 14 - 8
    assert grade.part("recommendation").score == 8 - 1
    assert grade.part("q7").score == 8 - 3
    assert grade.part("q5").score == 16 - 2
    assert grade.score == 100 - 14
    # a part can lose all of its points, never more
    many = [finding("arithmetic", question=7, line=n) for n in range(5)]
    assert score(many, doc, rubric).part("q7").score == 0
    # must-not-fire: in an exercise answer the same finding costs the asked price (its lost
    # criteria carry the rest)
    asked = score([finding("wall-hour-cost", question=3)], full_presence(rubric), rubric)
    assert asked.part("q3").score == 14 - 3


# --- Principle: RUBRIC.md scores the assumptions part by the assumptions a document adds --------
# --- without stating them, and its present-or-missing sub-parts by the linter's reading. --------


def test_assumptions_are_scored_by_what_is_left_unstated(rubric):
    # must-not-fire: a document that adds no assumption has nothing to state: 8 of 8
    assert score([], full_presence(rubric), rubric).part("assumptions").score == 8
    # must-fire: each unstated assumption costs RUBRIC.md's 2 points
    two = [finding("unstated-assumption", "warning", line=n) for n in (3, 9)]
    assert score(two, full_presence(rubric), rubric).part("assumptions").score == 8 - 4


def test_a_present_or_missing_sub_part_is_the_linter_s_reading_where_it_read_the_part(rubric):
    crits = {c.id: CriterionEvidence(1.0) for c in rubric.part("q2").criteria}
    crits["q2a-constraint"] = CriterionEvidence(0.0)  # the rubric's own words not found
    placed = PartEvidence(True, True, criteria=crits)
    # under its own heading, the linter decides: no finding, the 3 points kept (must-not-fire)
    assert score([], full_presence(rubric, q2=placed), rubric).part("q2").score == 16
    # RG502's missing-part finding costs them (must-fire)
    missing = [finding("missing-answer", "warning", question=2)]
    assert score(missing, full_presence(rubric, q2=placed), rubric).part("q2").score == 13
    # with no section of its own the linter did not read the part: the concepts decide
    unplaced = PartEvidence(True, False, criteria=crits)
    assert score([], full_presence(rubric, q2=unplaced), rubric).part("q2").score == 13
