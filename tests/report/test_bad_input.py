"""Bad scenarios and bad arguments: located errors, exit 2, nothing written."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from buildkit import EXERCISE, Run, copy_scenario, snapshot


def test_bad_scenario_exits_2_and_writes_nothing(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    inputs = tmp_path / "in"
    copy_scenario(EXERCISE, inputs, "good.yaml")
    bad = copy_scenario(EXERCISE, inputs, "bad.yaml")
    bad.write_text(bad.read_text().replace("step_time: 0.9 s", "step_tme: 0.9 s"))
    out = tmp_path / "out"
    run = cli("build", inputs, "--out", out)
    assert run.code == 2
    assert re.search(rf"{re.escape(str(bad))}:\d+:\d+: .*step_tme", run.err), run.err
    assert "nothing written" in run.err
    assert "Traceback" not in run.err
    assert not out.exists(), "not even the good scenario's page"


def test_bad_scenario_leaves_existing_output_alone(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    scenario = copy_scenario(EXERCISE, tmp_path / "in")
    out = tmp_path / "out"
    assert cli("build", scenario, "--out", out).code == 0
    before = snapshot(out)
    scenario.write_text(scenario.read_text().replace("mtbf: 9 h", "mtbf: 9"))
    run = cli("build", scenario, "--out", out)
    assert run.code == 2 and "exercise.yaml:" in run.err
    assert snapshot(out) == before
    assert cli("build", "--check", scenario, "--out", out).code == 2


def test_every_bad_scenario_is_reported_at_once(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    inputs = tmp_path / "in"
    for name in ("one.yaml", "two.yaml"):
        path = copy_scenario(EXERCISE, inputs, name)
        path.write_text(path.read_text().replace("gpus: 256", "gpus: -1"))
    run = cli("build", inputs, "--out", tmp_path / "out")
    assert run.code == 2
    assert "one.yaml:" in run.err and "two.yaml:" in run.err


def test_missing_input_is_a_usage_error(tmp_path: Path, cli: Callable[..., Run]) -> None:
    run = cli("build", tmp_path / "nope.yaml", "--out", tmp_path / "out")
    assert run.code == 2 and "no such file or directory" in run.err


def test_empty_directory_is_a_usage_error(tmp_path: Path, cli: Callable[..., Run]) -> None:
    (tmp_path / "empty").mkdir()
    run = cli("build", tmp_path / "empty", "--out", tmp_path / "out")
    assert run.code == 2 and "no *.yaml" in run.err


def test_two_scenarios_with_one_name_are_refused(tmp_path: Path, cli: Callable[..., Run]) -> None:
    a = copy_scenario(EXERCISE, tmp_path / "a")
    b = copy_scenario(EXERCISE, tmp_path / "b", "exercise.yml")
    run = cli("build", a, b, "--out", tmp_path / "out")
    assert run.code == 2 and "both be built as exercise.md" in run.err


def test_a_scenario_called_index_is_refused(tmp_path: Path, cli: Callable[..., Run]) -> None:
    index = copy_scenario(EXERCISE, tmp_path, "index.yaml")
    run = cli("build", index, "--out", tmp_path / "out")
    assert run.code == 2 and "rename the file" in run.err
