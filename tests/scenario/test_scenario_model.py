"""The scenario format's sections as plain classes (issue 14: no pydantic): what a caller gets."""

from __future__ import annotations

from pathlib import Path

import pytest

from reportgen.scenario import ScenarioFile, load_scenario
from reportgen.scenario.model import (
    CheckpointSection,
    Invalid,
    JobSection,
    RetentionSection,
    ValidationError,
)

ROOT = Path(__file__).resolve().parents[2]
MINIMAL = {
    "title": "t",
    "job": {"gpus": 8, "useful_compute_per_gpu": "10 d", "step_time": "1 s"},
    "checkpoint": {"size": "1 TB", "write_time": "1 min"},
    "restart_time": "1 min",
    "clusters": {"on_demand": {"mtbf": "9 h", "price": "1 USD/GPU-h"}},
}


def test_validated_values_are_si_and_defaults_are_not_given() -> None:
    model = ScenarioFile.model_validate(MINIMAL)
    assert model.job.useful_compute_per_gpu == 864_000.0
    assert model.checkpoint.snapshot_fraction == 0.1  # the default "10 %", parsed
    assert model.checkpoint.model_fields_set == {"size", "write_time"}
    assert model.retention == RetentionSection.model_validate({})
    assert model.retention.model_fields_set == frozenset()
    assert model.clusters.spot is None and model.sweep is None and model.assumptions == []


def test_sections_are_immutable_comparable_and_hashable() -> None:
    first = load_scenario(ROOT / "inputs" / "exercise.yaml").model
    second = load_scenario(ROOT / "inputs" / "exercise.yaml").model
    assert first == second and first.job == second.job
    assert hash(first.job) == hash(second.job)
    assert first.job != first.checkpoint
    with pytest.raises(AttributeError):
        first.job.gpus = 1  # type: ignore[misc]
    assert repr(first.job).startswith("JobSection(gpus=256, gpus_per_node=8,")


def test_every_problem_is_collected() -> None:
    data = {**MINIMAL, "job": {"gpus": 0, "useful_compute_per_gpu": 3}, "colour": "blue"}
    with pytest.raises(ValidationError) as caught:
        ScenarioFile.model_validate(data)
    assert isinstance(caught.value, ValueError)
    found = {(e.type, e.loc) for e in caught.value.errors()}
    assert found == {
        ("greater_than", ("job", "gpus")),
        ("value_error", ("job", "useful_compute_per_gpu")),
        ("missing", ("job", "step_time")),
        ("extra_forbidden", ("colour",)),
    }


def test_strict_types() -> None:
    for value, kind in (
        (True, "int_type"),
        (8.0, "int_type"),
        ("8", "int_type"),
        (-1, "greater_than"),
    ):
        with pytest.raises(ValidationError) as caught:
            JobSection.model_validate({**MINIMAL["job"], "gpus": value})  # type: ignore[dict-item]
        assert [e.type for e in caught.value.errors()] == [kind]
    with pytest.raises(ValidationError) as caught:
        CheckpointSection.model_validate(["not", "a", "mapping"])
    assert caught.value.errors() == [Invalid("model_type", (), ["not", "a", "mapping"])]
