"""The corpus of scenario files: each bad file says, in its first lines, what must be reported.

A bad file starts with one ``# expect: LINE:COL: MESSAGE`` comment per expected problem, in
the order they are reported; the message may be a prefix of the reported one. Good files must
load without a problem.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from reportgen.errors import ScenarioError
from reportgen.scenario import load_scenario

FIXTURES = Path(__file__).parent.parent / "fixtures" / "scenarios"
BAD = sorted((FIXTURES / "bad").glob("*.yaml"))
GOOD = sorted((FIXTURES / "good").glob("*.yaml"))
EXPECT = re.compile(r"# expect: (?P<line>\d+):(?P<column>\d+): (?P<message>.+)")


def expectations(path: Path) -> list[tuple[int, int, str]]:
    """The ``# expect:`` lines at the top of a fixture (read as bytes: some are not UTF-8)."""
    found = []
    for raw in path.read_bytes().splitlines():
        match = EXPECT.fullmatch(raw.decode("utf-8", errors="replace"))
        if match is None:
            break
        found.append((int(match["line"]), int(match["column"]), match["message"]))
    return found


def test_the_corpus_covers_every_kind_of_problem() -> None:
    names = {path.stem for path in BAD}
    assert len(names) >= 20
    for kind in (
        "bare_number",
        "unknown_key",
        "wrong_dimension",
        "unknown_unit",
        "non_positive",
        "non_finite",
        "duplicate_key",
        "anchors_aliases",
        "yaml11_bool",
        "yaml11_sexagesimal",
        "yaml11_octal",
        "syntax_error",
        "empty",
        "not_a_mapping",
        "not_utf8",
        "binary",
        "cross_field",
        "five_problems",
    ):
        assert kind in names
    assert len(expectations(FIXTURES / "bad" / "five_problems.yaml")) == 5


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.stem)
def test_bad_scenario(path: Path) -> None:
    expected = expectations(path)
    assert expected, f"{path.name} has no '# expect:' line"
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    problems = caught.value.problems
    assert [(p.line, p.column) for p in problems] == [(line, col) for line, col, _ in expected]
    for problem, (_, _, message) in zip(problems, expected, strict=True):
        assert problem.path == str(path)
        assert problem.message.startswith(message), f"{problem.message!r} != {message!r}"
        assert "\n" not in problem.message
        assert "Traceback" not in problem.message
        assert "pydantic" not in problem.message


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.stem)
def test_good_scenario(path: Path) -> None:
    scenario = load_scenario(path)
    assert scenario.facts.title == scenario.title
