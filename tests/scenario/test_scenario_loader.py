"""load_scenario: the exercise's facts, the stated defaults, and file-level failures."""

from __future__ import annotations

import dataclasses
import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

import reportgen.scenario
from reportgen import safe_read
from reportgen.engine.facts import Cluster, Facts
from reportgen.errors import Problem, ScenarioError
from reportgen.scenario import Scenario, ScenarioFile, load_scenario

ROOT = Path(__file__).parent.parent.parent
EXERCISE = ROOT / "inputs" / "exercise.yaml"
GOOD = ROOT / "tests" / "fixtures" / "scenarios" / "good"


def problems_of(path: str | Path) -> list[Problem]:
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    return caught.value.problems


def test_public_api() -> None:
    assert sorted(reportgen.scenario.__all__) == [
        "Dimension",
        "QuantityError",
        "Scenario",
        "ScenarioFile",
        "format_quantity",
        "load_scenario",
        "parse_quantity",
        "scenario_json_schema",
    ]
    for name in reportgen.scenario.__all__:
        assert getattr(reportgen.scenario, name) is not None
    with pytest.raises(AttributeError):
        reportgen.scenario.no_such_name  # noqa: B018


def test_exercise_facts() -> None:
    facts = load_scenario(EXERCISE).facts
    assert facts.gpus == 256
    assert facts.gpus_per_node == 8
    assert facts.useful_s == 2_592_000
    assert facts.step_s == 0.9
    assert facts.checkpoint_bytes == 1.4e12
    assert facts.write_s == 240
    assert facts.parallel_writers == 16
    assert facts.snapshot_fraction == 0.1
    assert facts.on_demand == Cluster(
        name="on_demand", mtbf_s=32400, price_usd_per_gpu_h=2.40, restart_s=840, warning_s=None
    )
    assert facts.spot == Cluster(
        name="spot", mtbf_s=2700, price_usd_per_gpu_h=0.75, restart_s=840, warning_s=120
    )
    assert facts.filesystem.other_jobs == 200
    assert facts.filesystem.bandwidth_bytes_per_s is None
    assert facts.retention.keep_last == 2
    assert facts.retention.rollback_window_s == 24 * 3600
    assert facts.retention.rollback_every_s == 4 * 3600
    assert facts.retention.milestone_every_s == 72 * 3600
    assert len(facts.stated_assumptions) == 3
    assert facts.stated_assumptions[0].startswith("The 45-minute spot MTBF")


def test_exercise_unstated_defaults() -> None:
    assert load_scenario(EXERCISE).facts.unstated_defaults == (
        "clusters.spot.restart_time not given: assumed a restart on spot takes the top-level "
        "restart_time, 14 min (capacity is available again at once).",
        "filesystem.bandwidth not given: assumed the filesystem's aggregate write bandwidth is "
        "what 16 parallel writers reach: 1.4 TB ÷ 240 s × 16 = 93.3 GB/s.",
        "retention.weights_only_size not given: assumed the weights are 1/7 of the checkpoint, "
        "200 GB (bf16 weights are 2 of the 14 bytes per parameter that mixed-precision Adam "
        "keeps).",
    )


def test_scenario_record() -> None:
    scenario = load_scenario(str(EXERCISE))
    assert isinstance(scenario, Scenario)
    assert scenario.path == str(EXERCISE)
    assert scenario.title == "Exercise 2: a 256-GPU run on on-demand or spot capacity"
    assert scenario.description is not None and scenario.description.startswith("A 256-GPU")
    assert scenario.notes is None
    assert scenario.sha256 == hashlib.sha256(EXERCISE.read_bytes()).hexdigest()
    assert isinstance(scenario.model, ScenarioFile)
    assert scenario.model.checkpoint.write_time == 240  # the model holds SI values too
    assert isinstance(scenario.facts, Facts)
    with pytest.raises(dataclasses.FrozenInstanceError):
        scenario.title = "changed"  # type: ignore[misc]


def test_minimal_scenario_states_every_default() -> None:
    facts = load_scenario(GOOD / "minimal.yaml").facts
    assert facts.spot is None
    assert facts.gpus_per_node == 8
    assert facts.parallel_writers == 1
    assert facts.snapshot_fraction == 0.1
    assert facts.on_demand.restart_s == 600
    assert facts.retention.weights_only_bytes is None
    assert facts.stated_assumptions == ()
    assert [d.split(" not given:")[0] for d in facts.unstated_defaults] == [
        "job.gpus_per_node",
        "checkpoint.parallel_writers",
        "checkpoint.snapshot_fraction",
        "filesystem.other_jobs",
        "filesystem.bandwidth",
        "retention.keep_last",
        "retention.rollback_window",
        "retention.rollback_every",
        "retention.milestone_every",
        "retention.weights_only_size",
    ]
    assert facts.unstated_defaults[0] == "job.gpus_per_node not given: assumed 8 GPUs per node."
    assert (
        "what 1 parallel writer reaches: 300 GB ÷ 90 s = 3.33 GB/s." in facts.unstated_defaults[4]
    )


def test_binary_units_and_compound_durations() -> None:
    facts = load_scenario(GOOD / "tib.yaml").facts
    assert facts.checkpoint_bytes == 1.4 * 2**40
    assert facts.useful_s == 36 * 3600
    assert facts.step_s == 1.2
    assert facts.write_s == 5400
    assert facts.snapshot_fraction == 0.25
    assert facts.on_demand.mtbf_s == 1440 * 60
    assert facts.on_demand.price_usd_per_gpu_h == 2.4
    assert facts.spot is not None
    assert facts.spot.price_usd_per_gpu_h == 0.8
    assert facts.spot.warning_s == 30
    assert facts.spot.restart_s == 5400
    assert facts.filesystem.bandwidth_bytes_per_s == 10 * 2**30
    assert facts.retention.weights_only_bytes == 200 * 2**30


def test_all_optional_keys() -> None:
    scenario = load_scenario(GOOD / "all_optional.yaml")
    facts = scenario.facts
    assert facts.unstated_defaults == ()
    assert scenario.notes == "Free text, kept as written.\nSeveral lines are fine.\n"
    assert facts.on_demand.restart_s == 15 * 60
    assert facts.spot is not None and facts.spot.restart_s == 35 * 60
    assert facts.snapshot_fraction == 0.125
    assert facts.filesystem.other_jobs == 40
    assert facts.filesystem.bandwidth_bytes_per_s == 400e9
    assert facts.retention.keep_last == 3
    assert facts.retention.milestone_every_s == 7 * 86400
    assert facts.retention.weights_only_bytes == 250e9
    assert facts.stated_assumptions == (
        "Quoted text: with a colon.",
        "Spot interruptions and hardware failures are independent.",
    )


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nope.yaml"
    assert problems_of(path) == [Problem(str(path), 1, 1, "cannot read the scenario: no such file")]


def test_directory(tmp_path: Path) -> None:
    assert problems_of(tmp_path)[0].message == "this is a directory, not a scenario file"


def test_unreadable_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # chmod 000 does not stop root, so refuse the read itself.
    path = tmp_path / "locked.yaml"
    path.write_text("title: x\n")

    real_open = os.open

    def refuse(name: object, *args: object, **kwargs: object) -> int:
        if os.fspath(name) == str(path):  # type: ignore[call-overload]
            raise PermissionError(13, "Permission denied")
        return real_open(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(safe_read.os, "open", refuse)
    assert problems_of(path) == [
        Problem(str(path), 1, 1, "cannot read the scenario: permission denied")
    ]


def test_zero_byte_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.yaml"
    path.write_bytes(b"")
    [problem] = problems_of(path)
    assert (problem.line, problem.column) == (1, 1)
    assert problem.message.startswith("the file is empty")


def test_utf16_file(tmp_path: Path) -> None:
    path = tmp_path / "utf16.yaml"
    path.write_bytes("title: x\n".encode("utf-16"))
    assert problems_of(path)[0].message == "the file is encoded as UTF-16; save it as UTF-8"


def test_utf8_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + (GOOD / "minimal.yaml").read_bytes())
    assert load_scenario(path).title == "Minimal scenario"


def test_huge_file(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_bytes(b"# " + b"x" * (2 << 20) + b"\n")
    assert problems_of(path)[0].message.startswith(
        "the file is 2.1 MB; a scenario is a few kilobytes"
    )


def test_problems_are_sorted_and_located(tmp_path: Path) -> None:
    path = tmp_path / "two.yaml"
    path.write_text((GOOD / "minimal.yaml").read_text().replace("64", "0").replace("90 s", "90"))
    problems = problems_of(path)
    assert [(p.line, p.column) for p in problems] == [(4, 9), (9, 15)]
    assert (
        str(problems[0]) == f"{path}:4:9: job.gpus: expected a whole number greater than 0, got 0"
    )


def test_model_checks_consistency_when_used_directly() -> None:
    data = {
        "title": "t",
        "job": {"gpus": 8, "useful_compute_per_gpu": "1 h", "step_time": "2 h"},
        "checkpoint": {"size": "1 TB", "write_time": "1 min"},
        "restart_time": "1 min",
        "clusters": {"on_demand": {"mtbf": "1 h", "price": "1 USD/GPU-h"}},
    }
    with pytest.raises(ValueError, match=r"job\.step_time: expected at most"):
        ScenarioFile.model_validate(data)


def test_importing_does_not_load_numpy_or_matplotlib() -> None:
    code = (
        "import sys, reportgen.scenario as s; s.load_scenario; s.scenario_json_schema; "
        "heavy = [m for m in sys.modules if m.split('.')[0] in ('numpy', 'matplotlib')]; "
        "print(heavy)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "[]"


def test_parse_quantity_alone_does_not_load_pydantic_or_yaml() -> None:
    code = (
        "import sys; from reportgen.scenario import parse_quantity; "
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'pydantic', 'yaml'}))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "[]"
