"""Extreme but valid inputs: no traceback anywhere, and an impractical plan always warned about."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from reportgen.cli import main

EXERCISE = Path(__file__).parents[2] / "inputs" / "exercise.yaml"
EXTREME = ["--mtbf", "1s", "--write-time", "240s", "--restart", "14min", "--step-time", "0.9s"]


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Iterator[Callable[..., tuple[int, str, str]]]:
    def run(*argv: str | Path) -> tuple[int, str, str]:
        capsys.readouterr()
        code = main([str(a) for a in argv])
        out = capsys.readouterr()
        return code, out.out, out.err

    yield run


def test_issue_command_text(cli: Callable[..., tuple[int, str, str]]) -> None:
    code, out, err = cli("plan", *EXTREME)
    assert code == 0, err
    assert "Traceback" not in err
    assert out.startswith("WARNINGS:")
    assert "never finishes" in out


def test_issue_command_json(cli: Callable[..., tuple[int, str, str]]) -> None:
    code, out, _ = cli("plan", *EXTREME, "--format", "json")
    assert code == 0
    data = json.loads(out)  # valid JSON: no Infinity, no NaN
    ids = {w["id"] for w in data["warnings"]}
    assert {"never-finishes", "restart-longer-than-mtbf", "no-feasible-plan"} <= ids
    assert data["recommendation"]["wall_days"] is None
    assert data["recommendation"]["feasible"] is False


def test_ten_minute_mtbf_is_called_impractical(cli: Callable[..., tuple[int, str, str]]) -> None:
    # The issue: 10 min MTBF, 14 min restart recommended a 250-day plan at 12 % goodput with no
    # warning. The best plan must now be called impractical in the JSON and the terminal.
    code, out, _ = cli("plan", "--mtbf", "10min", *EXTREME[2:], "--format", "json")
    assert code == 0
    data = json.loads(out)
    ids = {w["id"] for w in data["warnings"]}
    assert {"impractical-goodput", "restart-longer-than-mtbf"} <= ids
    assert data["recommendation"]["goodput"] < 0.5
    code, out, _ = cli("plan", "--mtbf", "10min", *EXTREME[2:])
    assert "Every plan is impractical" in out


@pytest.mark.parametrize(
    "mtbf",
    ["1 s", "1 min", "10 min", "1000 h", "100000 h"],
)
@pytest.mark.parametrize("restart", ["1 s", "14 min", "10 h"])
def test_calculator_grid_never_crashes(
    cli: Callable[..., tuple[int, str, str]], mtbf: str, restart: str
) -> None:
    code, out, err = cli(
        "plan", "--mtbf", mtbf, "--write-time", "240s", "--restart", restart,
        "--spot-mtbf", mtbf, "--warning", "120 s", "--gpus", "64", "--parallel-writers", "8",
        "--format", "json",
    )  # fmt: skip
    assert code == 0, err
    data = json.loads(out)
    rec = data["recommendation"]
    if rec["goodput"] is None or rec["goodput"] < 0.5:
        assert data["warnings"], "an impractical plan always carries a warning"


def _extreme_scenario(tmp_path: Path) -> Path:
    # A valid scenario (every value positive, with its unit) whose on-demand MTBF is 1 s.
    text = EXERCISE.read_text(encoding="utf-8").replace("mtbf: 9 h", "mtbf: 1 s", 1)
    path = tmp_path / "extreme.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "command",
    [
        ["plan"],
        ["plan", "--format", "json"],
        ["simulate"],
        ["build", "--out", "OUT"],
    ],
)
def test_scenario_commands_refuse_cleanly(
    cli: Callable[..., tuple[int, str, str]], tmp_path: Path, command: list[str]
) -> None:
    scenario = _extreme_scenario(tmp_path)
    out_dir = tmp_path / "out"
    argv = [str(out_dir) if a == "OUT" else a for a in command]
    argv.insert(1, str(scenario))
    code, _, err = cli(*argv)
    assert code == 2
    assert "Traceback" not in err
    assert "no plan can finish" in err
    assert not out_dir.exists(), "nothing written"


def test_lint_with_extreme_scenario_refuses_cleanly(
    cli: Callable[..., tuple[int, str, str]], tmp_path: Path
) -> None:
    doc = tmp_path / "doc.md"
    doc.write_text("# Design\n\nWe checkpoint every 10 minutes.\n", encoding="utf-8")
    code, _, err = cli("lint", doc, "--scenario", _extreme_scenario(tmp_path))
    assert code == 2
    assert "no plan can finish" in err
