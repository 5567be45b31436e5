"""``reportgen plan`` and ``reportgen schema`` end to end, in-process and as a real process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from reportgen.cli import main

REPO = Path(__file__).resolve().parents[2]
INPUTS = sorted((REPO / "inputs").glob("*.yaml"))
CONTRACT = {
    "young_interval_s",
    "young_interval_steps",
    "first_order_waste",
    "exact_optimal_interval_s",
    "exact_overhead",
    "goodput",
    "wall_days",
    "usd_per_useful_gpu_h",
    "total_cost_usd",
}


@pytest.mark.parametrize("scenario", INPUTS, ids=[p.stem for p in INPUTS])
def test_plan_json_on_every_shipped_scenario(
    scenario: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["plan", str(scenario), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    clusters = data["facts"]["clusters"].keys()
    for strategy in ("baseline", "sharded", "sharded_async"):
        for cluster in clusters:
            entry = data["strategies"][strategy][cluster]
            assert entry.keys() >= CONTRACT
            assert 0 < entry["goodput"] <= 1
            assert (
                entry["usd_per_useful_gpu_h"]
                >= data["facts"]["clusters"][cluster]["price_usd_per_gpu_h"]
            )
        assert "background_write_s" in data["strategies"]["sharded_async"][cluster]
    assert data["assumptions"], "the analysis must list its assumptions"


def test_plan_text_on_the_exercise(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", str(REPO / "inputs" / "exercise.yaml")]) == 0
    out = capsys.readouterr().out
    assert "T*=    3944 s (  4382 steps)" in out
    assert "3.20x cheaper (the trap)" in out
    assert "Recommendation:" in out and "Assumptions:" in out


def test_quick_calculator_matches_the_hand_arithmetic(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["plan", "--mtbf", "9h", "--write-time", "240s", "--restart", "14min"]
    assert main([*argv, "--step-time", "0.9s", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    base = data["strategies"]["baseline"]["on_demand"]
    assert base["young_interval_s"] == pytest.approx(3943.60, abs=0.01)  # sqrt(2·240·32400)
    assert base["young_interval_steps"] == 4382
    assert base["first_order_waste"] == pytest.approx(0.147642, abs=2e-6)
    # Every default the calculator filled in is stated as an assumption.
    assert any("--gpus not given" in a for a in data["scenario_assumptions"])


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["plan"], "give a SCENARIO file, or at least --mtbf and --write-time"),
        (["plan", "--mtbf", "9", "--write-time", "240s"], "--mtbf:"),
        (["plan", "--mtbf", "9 GB", "--write-time", "240s"], "--mtbf:"),
        (["plan", "--mtbf", "9h", "--write-time", "240s", "--parallel-writers", "0"], "at least 1"),
    ],
)
def test_calculator_usage_errors_exit_2_without_traceback(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_bad_scenario_lists_every_problem(capsys: pytest.CaptureFixture[str]) -> None:
    bad = REPO / "tests" / "fixtures" / "scenarios" / "bad" / "five_problems.yaml"
    assert main(["plan", str(bad)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len([line for line in err if line.startswith(str(bad))]) == 5
    assert err[-1] == "reportgen: 5 problems; nothing written"


def test_missing_scenario_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", str(tmp_path / "nope.yaml")]) == 2
    assert "nope.yaml" in capsys.readouterr().err


def test_schema_is_the_committed_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema"]) == 0
    committed = (REPO / "site" / "scenario.schema.json").read_text(encoding="utf-8")
    assert capsys.readouterr().out == committed
    assert json.loads(committed)["$schema"] == "http://json-schema.org/draft-07/schema#"


def test_console_script_runs_as_a_real_process() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "reportgen", "plan", str(REPO / "inputs" / "exercise.yaml")],
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO.parent,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Recommendation:" in proc.stdout
