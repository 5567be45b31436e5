"""The plain validator accepts and refuses exactly what the pydantic-based one did.

Issue 14 replaced the pydantic models of the scenario format by plain validation code (pydantic's
import and model building were half of a cold ``reportgen plan``). ``pydantic_era.json`` holds
scenario files made by random edits of the shipped and fixture scenarios (wrong types, missing
and unknown keys, misplaced sections, bad units, intervals, fit references, sweeps…), chosen to
cover every kind of message, with what the pydantic-based loader reported for each: every
problem (line, column, message) or, for a valid file, the facts. The loader must still say
exactly that.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from reportgen.errors import ScenarioError
from reportgen.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]
CASES: list[dict[str, Any]] = json.loads(
    (ROOT / "tests" / "fixtures" / "scenarios" / "pydantic_era.json").read_text("utf-8")
)["cases"]


def test_the_cases_cover_valid_and_invalid_files() -> None:
    assert sum("facts" in case for case in CASES) >= 10
    assert sum(len(case.get("problems", ())) for case in CASES) >= 300


@pytest.mark.parametrize("case", CASES, ids=[f"case{i}" for i in range(len(CASES))])
def test_same_problems_and_facts_as_the_pydantic_loader(
    case: dict[str, Any], tmp_path: Path
) -> None:
    (tmp_path / "logs").mkdir()
    fit = ROOT / "inputs" / "logs" / "h100-cluster-60d.fit.json"
    shutil.copy(fit, tmp_path / "logs" / fit.name)
    path = tmp_path / "case.yaml"
    path.write_text(case["yaml"], "utf-8")
    if "facts" in case:
        assert repr(load_scenario(path).facts) == case["facts"]
        return
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert [f"{p.line}:{p.column}: {p.message}" for p in caught.value.problems] == case["problems"]
