"""A scenario's MTBF taken from a fit's JSON output: ``mtbf: {fit: FILE, capacity: NAME}``."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from reportgen.errors import Problem, ScenarioError
from reportgen.scenario import load_scenario
from reportgen.scenario.fitref import Fitted

ROOT = Path(__file__).parent.parent.parent
FIT = ROOT / "inputs" / "logs" / "h100-cluster-60d.fit.json"

SCENARIO = """\
title: Fit reference
job:
  gpus: 256
  useful_compute_per_gpu: 720 h
  step_time: 0.9 s
checkpoint:
  size: 1.4 TB
  write_time: 240 s
restart_time: 14 min
clusters:
  on_demand:
    mtbf: {on_demand}
    price: 2.40 USD/GPU-h
  spot:
    mtbf: {spot}
    price: 0.75 USD/GPU-h
"""


def write(tmp_path: Path, on_demand: str, spot: str = "45 min") -> Path:
    folder = tmp_path / "scenarios"
    (folder / "logs").mkdir(parents=True, exist_ok=True)
    (folder / "logs" / "cluster.fit.json").write_bytes(FIT.read_bytes())
    path = folder / "s.yaml"
    path.write_text(SCENARIO.format(on_demand=on_demand, spot=spot), encoding="utf-8")
    return path


def problems_of(path: Path) -> list[Problem]:
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    return caught.value.problems


def test_the_fit_gives_the_mtbf_its_interval_and_shape(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "{fit: logs/cluster.fit.json}",
        "{fit: logs/cluster.fit.json, capacity: spot}",
    )
    fit = json.loads(FIT.read_text())["capacities"]
    facts = load_scenario(path).facts
    od, spot = facts.on_demand.mtbf_s, facts.spot.mtbf_s  # type: ignore[union-attr]
    assert isinstance(od, Fitted) and isinstance(spot, Fitted)
    # capacity defaults to the cluster's own name
    assert (float(od), od.low, od.high) == tuple(fit["on_demand"]["mtbf_s"].values())
    assert od.shape == tuple(fit["on_demand"]["weibull_shape"].values())
    assert od.exponential_rejected is fit["on_demand"]["exponential_rejected"] is True
    assert od.failures == fit["on_demand"]["failures"]
    assert (float(spot), spot.capacity) == (fit["spot"]["mtbf_s"]["estimate"], "spot")
    assert spot.exponential_rejected is False
    # Facts travel through caches and worker processes: the fit's extras survive pickling.
    again = pickle.loads(pickle.dumps(od))
    assert again.shape == od.shape and again.source == "logs/cluster.fit.json"


def test_the_path_is_relative_to_the_scenario_not_the_working_directory(tmp_path: Path) -> None:
    path = write(tmp_path, "{fit: logs/cluster.fit.json}")
    out = subprocess.run(
        [sys.executable, "-m", "reportgen", "plan", str(path), "--format", "json"],
        cwd=tmp_path.parent,
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["facts"]["clusters"]["on_demand"]["mtbf_s"] == pytest.approx(
        json.loads(FIT.read_text())["capacities"]["on_demand"]["mtbf_s"]["estimate"]
    )


@pytest.mark.parametrize(
    ("value", "column", "message"),
    [
        # the column of the value the message is about, in "    mtbf: {fit: ..., capacity: ...}"
        ("{fit: logs/missing.json}", 17, "fit: cannot read logs/missing.json"),
        ("{fit: logs/cluster.fit.json, capacity: gpu}", 50, "has no capacity 'gpu'"),
        ("{fit: logs/cluster.fit.json, capcity: spot}", 11, "a fit reference has the keys"),
        ("{fit: logs/bad.json}", 17, "not valid JSON"),
        ("{fit: logs/other.json}", 17, "not the output of `reportgen fit"),
        ("{fit: logs/nofail.json}", 11, "has no MTBF estimate"),
    ],
)
def test_bad_references_are_located(tmp_path: Path, value: str, column: int, message: str) -> None:
    path = write(tmp_path, value)
    logs = path.parent / "logs"
    (logs / "bad.json").write_text('{"version": 1, "capacities": {', encoding="utf-8")
    (logs / "other.json").write_text('{"findings": []}', encoding="utf-8")
    nofail = json.loads(FIT.read_text())
    nofail["capacities"]["on_demand"]["mtbf_s"] = {"estimate": None, "low": 1e5, "high": None}
    (logs / "nofail.json").write_text(json.dumps(nofail), encoding="utf-8")
    (problem,) = problems_of(path)
    assert (problem.path, problem.line) == (str(path), 12)
    assert problem.column == column, problem
    assert problem.message.startswith("clusters.on_demand.mtbf: ")
    assert message in problem.message


def test_a_bad_reference_exits_2_and_writes_nothing(tmp_path: Path) -> None:
    path = write(tmp_path, "{fit: logs/missing.json}")
    out_dir = tmp_path / "site"
    run = subprocess.run(
        [sys.executable, "-m", "reportgen", "build", str(path), "--out", str(out_dir)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 2
    assert f"{path}:12:17:" in run.stderr
    assert "Traceback" not in run.stderr
    assert not out_dir.exists()


def test_the_scenario_digest_covers_the_fit(tmp_path: Path) -> None:
    path = write(tmp_path, "{fit: logs/cluster.fit.json}")
    before = load_scenario(path).sha256
    fit = path.parent / "logs" / "cluster.fit.json"
    data = json.loads(fit.read_text())
    data["capacities"]["on_demand"]["mtbf_s"]["estimate"] *= 1.01
    fit.write_text(json.dumps(data), encoding="utf-8")
    assert load_scenario(path).sha256 != before
    plain = write(tmp_path / "plain", "9 h")
    import hashlib

    assert load_scenario(plain).sha256 == hashlib.sha256(plain.read_bytes()).hexdigest()


LOG_ARGS = ("inputs/logs/h100-cluster-60d.csv", "--format", "json")


def test_the_shipped_fit_is_what_reportgen_fit_writes_for_the_shipped_log() -> None:
    # inputs/logs/h100-cluster-60d.fit.json is an output, committed so that scenarios can name
    # it: it must stay what `reportgen fit` says about the log beside it.
    out = subprocess.run(
        [sys.executable, "-m", "reportgen", "fit", *LOG_ARGS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout) == json.loads(FIT.read_text()), (
        "regenerate: reportgen fit inputs/logs/h100-cluster-60d.csv --format json "
        "> inputs/logs/h100-cluster-60d.fit.json"
    )
