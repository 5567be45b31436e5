from __future__ import annotations

from pathlib import Path

import pytest

from reportgen.engine.analysis import analyse
from reportgen.grade import Grader, default_rubric
from reportgen.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]
EXERCISE = ROOT / "inputs" / "exercise.yaml"
CORPUS = ROOT / "tests" / "corpus"


@pytest.fixture(scope="session")
def analysis():
    return analyse(load_scenario(EXERCISE).facts)


@pytest.fixture(scope="session")
def analysis_dict(analysis):
    return analysis.to_dict()


@pytest.fixture(scope="session")
def rubric():
    return default_rubric()


@pytest.fixture(scope="session")
def grader(rubric, analysis):
    return Grader(rubric, analysis)


@pytest.fixture(scope="session")
def good_doc() -> str:
    return (Path(__file__).parent / "fixtures" / "good.md").read_text(encoding="utf-8")
