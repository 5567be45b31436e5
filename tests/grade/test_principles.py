"""The grader's judgment, one principle at a time (issue 10), each with a case that must lose
points and one that must not. Examples are written for the principle, not taken from a corpus."""

from __future__ import annotations

from pathlib import Path

import pytest

from reportgen.engine.analysis import analyse
from reportgen.errors import RubricError
from reportgen.grade import Grader
from reportgen.grade.evidence import assess
from reportgen.grade.rubric import check_against
from reportgen.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]


# --- Principle: a document that adds no assumption has none to state. ------------------------


def test_assumptions_are_the_whole_document_s_part(grader, good_doc) -> None:
    # the good answer without its Assumptions section and without the word "assume": it adds
    # nothing beyond the facts, so the part is not lost for want of a section
    lines = good_doc.splitlines()
    start = next(i for i, line in enumerate(lines) if line.lower().startswith("## assumption"))
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    text = "\n".join(lines[:start] + lines[end:])
    assert "assum" not in text.lower()
    grade = grader.grade_bytes(text.encode(), "doc.md").grade
    assert grade is not None
    assert grade.part("assumptions").answered


def test_an_unstated_number_still_costs_assumption_points(grader, good_doc) -> None:
    text = good_doc + "\n\nOur filesystem delivers about 50 GB/s in total.\n"
    grade = grader.grade_bytes(text.encode(), "doc.md").grade
    assert grade is not None
    part = grade.part("assumptions")
    assert part.score < part.max_score


# --- Principle: a criterion the scenario cannot ask is not held against a document. -----------


def _no_spot_scenario(tmp_path: Path) -> Path:
    text = (ROOT / "inputs" / "exercise.yaml").read_text("utf-8")
    head, _, _ = text.partition("  spot:")
    path = tmp_path / "no-spot.yaml"
    path.write_text(head, "utf-8")
    return path


def test_a_scenario_without_spot_is_graded_not_refused(tmp_path: Path, rubric, good_doc) -> None:
    analysis = analyse(load_scenario(_no_spot_scenario(tmp_path)).facts)
    grader = Grader(rubric, analysis)  # no RubricError: spot values are not applicable here
    grade = grader.grade_bytes(good_doc.encode(), "doc.md").grade
    assert grade is not None
    quantify = next(c for c in grade.part("q4").criteria if c.id == "q4-quantify")
    assert quantify.evidence is not None and not quantify.evidence.asked
    # read as if the rubric's questions were asked, a value the scenario lacks is not applicable
    presence = assess(good_doc, rubric, analysis.to_dict(), exercise=True)
    evidence = presence.parts["q4"].criteria["q4-quantify"]
    assert evidence.credit == 1 and "not applicable" in (evidence.matched or "")


def test_a_value_the_exercise_lacks_too_is_a_rubric_mistake(rubric, analysis_dict) -> None:
    from dataclasses import replace

    q1 = rubric.part("q1")
    crit = next(c for c in q1.criteria if c.numeric is not None)
    assert crit.numeric is not None
    bad_accept = replace(crit.numeric.accept[0], value="strategies.nosuch.on_demand.goodput")
    bad = replace(crit, numeric=replace(crit.numeric, accept=(bad_accept,)))
    broken = replace(
        rubric,
        parts=tuple(
            replace(p, criteria=tuple(bad if c.id == crit.id else c for c in p.criteria))
            if p.id == "q1"
            else p
            for p in rubric.parts
        ),
    )
    with pytest.raises(RubricError):
        check_against(broken, analysis_dict, exercise=lambda: analysis_dict)


# --- Principle: a team's design doc for its own scenario is graded on its flaws, not on the ---
# --- exercise's questions (which the linter, too, asks of it only as advice). ----------------


_DESIGN_DOC = """# Checkpointing for the no-spot run

Failures interrupt the run; after each failure the job restarts from its last checkpoint, so
the checkpoint interval trades the cost of writing checkpoints against the work lost.

We checkpoint the model weights with their fp32 master copy, the optimizer moments and step
counter, the learning-rate scheduler, every RNG state and the data loader's position, so a
resume is bit-exact.

We keep the last three checkpoints and one a day for the run's audit trail.
"""


def test_a_design_doc_loses_nothing_for_questions_it_does_not_take_up(
    tmp_path: Path, rubric
) -> None:
    grader = Grader(rubric, analyse(load_scenario(_no_spot_scenario(tmp_path)).facts))
    assert not grader.exercise
    grade = grader.grade_bytes(_DESIGN_DOC.encode(), "design.md").grade
    assert grade.score == grade.max_score
    q1 = grade.part("q1")
    assert q1.answered and all(not c.evidence.asked for c in q1.criteria if c.evidence)


def test_a_design_doc_still_pays_for_its_flaws(tmp_path: Path, rubric) -> None:
    grader = Grader(rubric, analyse(load_scenario(_no_spot_scenario(tmp_path)).facts))
    # the same doc without the RNG state and the data loader's position: two missing-state
    # errors the linter reports for any scenario
    flawed = _DESIGN_DOC.replace("every RNG state and the data loader's position", "the config")
    grade = grader.grade_bytes(flawed.encode(), "design.md").grade
    assert grade.score < grade.max_score
    assert grade.part("q5").score < grade.part("q5").max_score


def test_an_exercise_answer_is_still_asked_every_question(grader) -> None:
    # the same doc graded as an answer to the exercise: the questions it leaves out cost points
    assert grader.exercise
    grade = grader.grade_bytes(_DESIGN_DOC.encode(), "answer.md").grade
    assert grade.score < 50
    assert not grade.part("q3").answered


# --- Principle: a decimal point is not a sentence's end (concepts span numbers like 0.0866 h). --


def test_a_decimal_number_does_not_cut_a_concept(rubric) -> None:
    from reportgen.grade.evidence import _concepts
    from reportgen.grade.rubric import parse_rubric

    # a concepts criterion in the shape the async constraint was once graded by
    crit = (
        parse_rubric(
            b"""
rubric: 1
parts:
  - id: q2
    question: 2
    points: 3
    criteria:
      - id: constraint
        points: 3
        concepts:
          - ['interval[^.\\n]{0,60}(exceed|longer)[^.\\n]{0,60}(background|write)']
          - ['queue', 'stall']
""",
            "decimal.yaml",
        )
        .parts[0]
        .criteria[0]
    )
    said = (
        "Constraint: the interval (0.0866 h) must exceed the background write (0.00417 h). "
        "Otherwise snapshots queue and the loop stalls."
    )
    assert _concepts(crit, said).credit == 1
    unsaid = "Constraint: none worth naming. 0.0866 h is the interval."
    assert _concepts(crit, unsaid).credit < 1


def test_a_table_s_header_gives_its_bare_numbers_their_unit() -> None:
    # Principle (blind set j, a spreadsheet export): "T* (min)" over "65.7" is 65.7 minutes.
    from reportgen.grade.evidence import with_column_units

    table = "| Case | T* (s) | T* (min) | steps | note |\n|---|---|---|---|---|\n"
    table += "| Q1 | 3,943.6 | 65.7 | 4,382 | 14.8 % |\n"
    row = with_column_units(table).splitlines()[2]
    assert "3,943.6 s" in row and "65.7 min" in row and "4,382 steps" in row
    assert "14.8 %" in row and "14.8 % %" not in row  # a cell with its own unit keeps it
    # a table whose headers give no unit, and prose, are left as they are
    plain = "| Case | T* |\n|---|---|\n| Q1 | 65.7 |\n\nT* is 65.7.\n"
    assert with_column_units(plain) == plain
    # a row that does not line up with its header is left alone
    ragged = "| a (s) | b (min) |\n|---|---|\n| 1 | 2 | 3 |\n"
    assert with_column_units(ragged) == ragged


def test_a_part_that_cites_a_labelled_row_is_answered_by_it(grader) -> None:
    # Principle (blind set g): numbers kept in a table at the end, cited by label from the prose
    # ("an interval of a little over an hour [N1]"), answer the part that cites them.
    table = (
        "## Numbers\n\n| Ref | Case | T* | T* (min) | Steps | Waste | Goodput |\n"
        "|---|---|---|---|---|---|---|\n"
        "| N1 | on demand | 3,944 s | 65.7 | 4,382 | 6.09 + 6.09 + 2.59 = 14.8 % | 87.1 % |\n"
    )
    prose = (
        "# Answer\n\n## 1. On-demand baseline\n\nWith one writer T* = √(2 · 240 s · 32,400 s) is "
    )
    cited = prose + "a little over an hour [N1].\n\n" + table
    uncited = prose + "a little over an hour.\n\n" + table

    def q1(text: str) -> float:
        grade = grader.grade_bytes(text.encode(), "doc.md").grade
        assert grade is not None
        return grade.part("q1").score

    # uncited, the table's values are found elsewhere in the document only
    assert q1(cited) == 12
    assert q1(uncited) < q1(cited)


# --- Principle: RUBRIC.md accepts any quantified estimate of the warning's effect that removes --
# --- the rework term for warned preemptions, as an overhead as well as a cost. ------------------


def test_the_warning_s_effect_counts_as_an_overhead_too(grader) -> None:
    from reportgen.grade.rubric import parse_rubric

    def q4(effect: str) -> float:
        text = (
            "# Answer\n\n## 4. The 120 s warning\n\nOn a spot preemption's notice (warned "
            "preemptions then lose no work; each still pays its restart) every rank stops at a "
            "step boundary and writes an emergency checkpoint (16.5 s, fits in 120 s), then "
            f"commits the manifest. {effect} It fails when the notice never comes (hardware "
            "faults).\n"
        )
        grade = grader.grade_bytes(text.encode(), "doc.md").grade
        assert grade is not None
        criterion = next(c for c in grade.part("q4").criteria if c.id == "q4-quantify")
        return criterion.earned

    # must-fire (earned): as an overhead (blind set o: "from 34.4 % to about 32.9 %"), or a cost
    assert q4("The waste goes from 34.4 % to about 32.9 %.") == 3
    assert q4("Spot then costs about $1.00 per useful GPU-hour.") == 3
    # must-not-fire: no estimate, or another overhead
    assert q4("It helps a little.") == 0
    assert q4("The waste stays at 14.8 %.") < 3
    # a rubric's accepted value in a unit it does not know is refused, located
    bad = (
        b"rubric: 1\nparts:\n  - id: q4\n    question: 4\n    points: 3\n    criteria:\n"
        b"      - id: x\n        points: 3\n        numeric:\n          unit: '%'\n"
        b"          accept: [{label: a, value: '0.3', unit: 'furlongs'}]\n"
    )
    with pytest.raises(RubricError, match=r"accept\[0\]\.unit: must be one of"):
        parse_rubric(bad, "r.yaml")


# --- Principle (RUBRIC.md, consistent carry-forward): a value that follows from the document's --
# --- own stated input is judged against that input; the input is the assumption to state. ------


def test_a_value_carried_from_the_document_s_own_input_earns_its_criterion(grader) -> None:
    def spot_cost(said: str) -> float:
        text = (
            "# Answer\n\n## 3. Spot\n\n"
            f"{said} M = 2,700 s. Sharded + async: T* = √(2 · 1.5 · 2,700) = 90 s = 100 steps; "
            "overhead = 1.67 % + 1.67 % + 13.3 % ≈ 16.7 %. Per useful GPU-hour: spot "
            "$0.75 × 1.167 ≈ $0.875, on-demand $2.40 × 1.036 ≈ $2.49. Spot wins per useful "
            "hour, checkpointing and restart costs included.\n"
        )
        grade = grader.grade_bytes(text.encode(), "doc.md").grade
        assert grade is not None
        return next(c for c in grade.part("q3").criteria if c.id == "q3-spot-cost").earned

    # must-earn (blind set m's SRE runbook): the restart it states, carried forward
    assert spot_cost("Spot comes from a warm pool, so a restart on spot takes 6 min (360 s).") == 2
    # must-not: the same figure with nothing it follows from
    assert spot_cost("") < 2
