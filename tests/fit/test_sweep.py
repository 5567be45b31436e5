"""``reportgen sweep``: each point is ``reportgen plan`` on that point's scenario, written out
by hand below; the crossovers are where the plans say the decision changes."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from reportgen.cli import main

REPO = Path(__file__).resolve().parents[2]
LLAMA = REPO / "inputs" / "llama3-405b.yaml"
EXERCISE = REPO / "inputs" / "exercise.yaml"


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(list(args)) == 0
    return json.loads(capsys.readouterr().out)


def edited(source: Path, tmp_path: Path, replacements: dict[str, str]) -> Path:
    """The scenario with each ``key: old`` line's value replaced, as a person would edit it."""
    text = source.read_text(encoding="utf-8")
    for pattern, value in replacements.items():
        text, count = re.subn(pattern, value, text, count=1, flags=re.MULTILINE)
        assert count == 1, pattern
    path = tmp_path / source.name
    path.write_text(text, encoding="utf-8")
    return path


def assert_same(sweep_value: Any, plan_value: Any) -> None:
    """Equal, up to the last bits of a float: the point's facts are computed (3.1 h x 2), the
    hand-written scenario's are parsed ("6.2 h"); both round to the nearest double, so they
    can differ by an ulp or two, which the plan carries through a few dozen operations."""
    if isinstance(plan_value, dict):
        assert sweep_value.keys() == plan_value.keys()
        for key in plan_value:
            assert_same(sweep_value[key], plan_value[key])
    elif isinstance(plan_value, float):
        assert sweep_value == pytest.approx(plan_value, rel=1e-9)
    else:
        assert sweep_value == plan_value


def test_llama_point_equals_plan_on_the_halved_job(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = run_json(capsys, "sweep", str(LLAMA), "--vary", "gpus=256:16384", "--format", "json")
    assert [p["value"] for p in data["points"]] == [256, 512, 1024, 2048, 4096, 8192, 16384]
    # At 8,192 GPUs the job has half the nodes: at the same per-node failure rate its MTBF
    # doubles (3.1 h -> 6.2 h), and the same budget gives each GPU twice the compute
    # (1611 h -> 3222 h). The 1,000 writers still fit in 8,192 GPUs.
    scenario = edited(
        LLAMA,
        tmp_path,
        {
            r"^  gpus: 16384": "  gpus: 8192",
            r"useful_compute_per_gpu: 1611 h": "useful_compute_per_gpu: 3222 h",
            r"mtbf: 3\.1 h": "mtbf: 6.2 h",
        },
    )
    plan = run_json(capsys, "plan", str(scenario), "--format", "json")
    point = next(p for p in data["points"] if p["value"] == 8192)
    assert_same(point["recommendation"], plan["recommendation"])
    # The scenario's own value is a point too, and equals plan on the unedited file.
    plan = run_json(capsys, "plan", str(LLAMA), "--format", "json")
    assert_same(data["points"][-1]["recommendation"], plan["recommendation"])


def test_exercise_point_with_spot_equals_plan(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = run_json(
        capsys,
        "sweep",
        str(EXERCISE),
        "--vary",
        "gpus=64:16384",
        "--points",
        "9",
        "--format",
        "json",
    )
    # 1,024 GPUs is four times the exercise's 256: MTBFs a quarter (9 h -> 2.25 h on demand,
    # 45 min -> 11.25 min on spot), compute per GPU a quarter (720 h -> 180 h).
    scenario = edited(
        EXERCISE,
        tmp_path,
        {
            r"^  gpus: 256": "  gpus: 1024",
            r"useful_compute_per_gpu: 720 h": "useful_compute_per_gpu: 180 h",
            r"mtbf: 9 h": "mtbf: 2.25 h",
            r"mtbf: 45 min": "mtbf: 11.25 min",
        },
    )
    plan = run_json(capsys, "plan", str(scenario), "--format", "json")
    point = next(p for p in data["points"] if p["value"] == 1024)
    assert_same(point["recommendation"], plan["recommendation"])


def test_the_per_node_rate_is_constant(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "sweep", str(LLAMA), "--vary", "gpus=256:16384", "--format", "json")
    # Per-node MTBF = job MTBF x nodes: the scenario's 3.1 h x 2,048 nodes at every point.
    for point in data["points"]:
        nodes = point["value"] / 8
        assert point["job_mtbf_s"] * nodes == pytest.approx(3.1 * 3600 * 2048, rel=1e-12)
    assert any("node" in a for a in data["assumptions"])


def test_crossovers_sit_where_the_plans_change(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(
        capsys,
        "sweep",
        str(EXERCISE),
        "--vary",
        "gpus=64:16384",
        "--points",
        "9",
        "--format",
        "json",
    )
    points = data["points"]
    kinds = {c["kind"]: c["between"] for c in data["crossovers"]}
    # Spot's interruptions grow with the nodes too: somewhere the restarts eat its discount.
    assert "spot_stops_paying" in kinds
    low, _ = kinds["spot_stops_paying"]
    for p in points:
        on_spot = p["recommendation"]["cluster"] == "spot"
        assert on_spot == (p["value"] <= low)
        # Spot pays exactly when its cost per useful GPU-hour beats the best on-demand plan's.
        assert on_spot == (
            p["recommendation"]["usd_per_useful_gpu_h"]
            < p["recommendation"]["best_on_demand"]["usd_per_useful_gpu_h"]
        )
    low, _ = kinds["single_writer_not_viable"]
    assert all((p["single_writer_goodput"] >= 0.5) == (p["value"] <= low) for p in points)


def test_varying_a_measurement(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(
        capsys,
        "sweep",
        str(EXERCISE),
        "--vary",
        "spot_mtbf=10min:4h",
        "--points",
        "5",
        "--format",
        "json",
    )
    values = [p["value"] for p in data["points"]]
    # Log-spaced from 600 s to 14,400 s: a ratio of 24, so steps of 24 ** (1/4).
    assert values[0] == 600 and values[-1] == 14_400
    assert values[1] == pytest.approx(600 * 24**0.25)
    scenario = edited(EXERCISE, tmp_path, {r"mtbf: 45 min": "mtbf: 4 h"})
    plan = run_json(capsys, "plan", str(scenario), "--format", "json")
    assert_same(data["points"][-1]["recommendation"], plan["recommendation"])
    assert data["assumptions"] == []


def test_plot_is_svg_and_byte_identical(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first, second = tmp_path / "a.svg", tmp_path / "b.svg"
    for path in (first, second):
        args = ["sweep", str(LLAMA), "--vary", "gpus=256:16384", "--plot", str(path)]
        assert main(args) == 0
    out = capsys.readouterr().out
    assert "single writer" in out and "Crossovers:" in out
    assert first.read_bytes() == second.read_bytes()
    assert first.read_bytes().lstrip().startswith(b"<?xml")
    assert b"single writer &lt; 50 %" in first.read_bytes()


@pytest.mark.parametrize(
    ("vary", "message"),
    [
        ("gpus", "expected NAME=LOW:HIGH"),
        ("gpu=256:1024", "did you mean 'gpus'"),
        ("gpus=1024:256", "expected 0 < LOW < HIGH"),
        ("gpus=lots:1024", "expected a whole number"),
        ("mtbf=1:5h", "mtbf"),
        ("spot_mtbf=10min:1h", "no spot cluster"),
        ("parallel_writers=1:100000", "at most the job's 16384 GPUs"),
    ],
)
def test_bad_vary(
    vary: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plot = tmp_path / "sweep.svg"
    assert main(["sweep", str(LLAMA), "--vary", vary, "--plot", str(plot)]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert not plot.exists()


def test_a_bad_scenario_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("title: x\n", encoding="utf-8")
    plot = tmp_path / "sweep.svg"
    assert main(["sweep", str(bad), "--vary", "gpus=8:64", "--plot", str(plot)]) == 2
    assert f"{bad}:" in capsys.readouterr().err
    assert not plot.exists()
