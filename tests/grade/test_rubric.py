from __future__ import annotations

import re
from pathlib import Path

import pytest

from reportgen.errors import RubricError
from reportgen.grade.rubric import check_against, load_rubric, parse_rubric

SHIPPED = Path(__file__).resolve().parents[2] / "reportgen" / "data" / "rubric.yaml"


def test_shipped_rubric_is_valid_and_complete(rubric, analysis_dict):
    assert rubric.max_score == 100
    check_against(rubric, analysis_dict)
    assert len(rubric.sha256) == 64
    assert rubric.sha256 == load_rubric(SHIPPED).sha256


def test_rubric_hash_changes_with_its_bytes(tmp_path):
    other = tmp_path / "r.yaml"
    other.write_bytes(SHIPPED.read_bytes() + b"\n# a comment\n")
    assert load_rubric(other).sha256 != load_rubric(SHIPPED).sha256


BAD = """\
rubric: 1
title: broken
deductoins: {}
deductions:
  arithmetic: {error: -1}
parts:
  - id: q1
    points: 10
    criteria:
      - id: a
        points: 4
        concepts: [['(unclosed']]
      - id: b
        points: 4
        numeric: {unit: parsecs, accept: [{value: "1 +"}]}
  - id: q1
    points: 2
    question: 9
    criteria:
      - {id: c, points: 2, numeric: {unit: min, accept: [{value: "__import__('os')"}]}}
"""


def test_every_problem_is_reported_at_once_with_its_location(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(BAD)
    with pytest.raises(RubricError) as info:
        load_rubric(path)
    problems = str(info.value).splitlines()
    located = [p for p in problems if re.match(rf"{re.escape(str(path))}:\d+:\d+: ", p)]
    assert located == problems
    text = str(info.value)
    assert ":3:1: deductoins: unknown key 'deductoins'" in text
    assert "did you mean 'deductions'" in text
    assert ":5:23: deductions.arithmetic.error: must be at least 0" in text
    assert "not a valid regular expression" in text
    assert "parts[0].criteria[1].numeric.unit: must be one of" in text
    assert "criteria add up to 8" in text
    assert "duplicate part id 'q1'" in text
    assert "parts[1].question: must be 1-7" in text
    assert "the only functions are" in text


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "the rubric is empty"),
        (b"\xff\xfe\x00", "not UTF-8"),
        (b"rubric: 1\nparts: []\n", "non-empty list of parts"),
        (b"rubric: 2\nparts: []\n", "must be 1"),
        (b"- a\n- b\n", "must be a mapping"),
        (b"rubric: 1\nrubric: 1\n", "duplicate"),
        (
            b"rubric: 1\nfallback_routes: {wall-hour-cost: q9}\nparts: [{id: q3, points: 1}]\n",
            "must name a part",
        ),
    ],
)
def test_bad_rubrics(data, message):
    with pytest.raises(RubricError, match=message):
        parse_rubric(data, "r.yaml")


def test_missing_file(tmp_path):
    with pytest.raises(RubricError, match="cannot read"):
        load_rubric(tmp_path / "nope.yaml")


def test_expression_paths_are_checked_against_the_analysis(analysis_dict):
    data = b"""rubric: 1
parts:
  - id: q1
    points: 1
    criteria:
      - {id: a, points: 1, numeric: {unit: min, accept: [{value: strategies.nope.x}]}}
"""
    rubric = parse_rubric(data, "r.yaml")
    with pytest.raises(RubricError, match=r"no value at 'strategies\.nope\.x'"):
        check_against(rubric, analysis_dict)


def test_a_concept_may_name_a_linter_vocabulary(tmp_path):
    """One reading: ``vocabulary:revisit`` in a rubric is the linter's revisit phrasings, so a
    part the linter accepts is a part the grader credits; an unknown name is a rubric error."""
    shipped = SHIPPED.read_text("utf-8")
    text = shipped.replace("- ['revisit', ", "- ['vocabulary:revisit', 'revisit', ", 1)
    assert text != shipped
    good = tmp_path / "good.yaml"
    good.write_text(text, "utf-8")
    revisit = next(c for p in load_rubric(good).parts for c in p.criteria if c.id == "rec-revisit")
    sentence = "Checkpoints stay sharded as long as the filesystem keeps up."  # linter's words only
    assert any(p.search(sentence) for group in revisit.concepts for p in group)
    bad = tmp_path / "bad.yaml"
    bad.write_text(text.replace("'vocabulary:revisit'", "'vocabulary:no_such_words'"), "utf-8")
    with pytest.raises(RubricError, match="no_such_words"):
        load_rubric(bad)
