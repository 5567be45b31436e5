"""``reportgen fit`` on hand-made logs: every expected number is derived by hand below, from
the rows of the fixture, or read from a printed chi-square table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from reportgen.cli import main
from reportgen.scenario import load_scenario

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures"
REPO = HERE.parents[1]


def fit_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["fit", *args, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_csv_fixture_by_hand(capsys: pytest.CaptureFixture[str]) -> None:
    data = fit_json(capsys, str(FIXTURES / "small.csv"))
    od = data["capacities"]["on_demand"]
    # Job a runs 0-3600 (failure), 4200-10800 (failure), 12000-20000 (end, censored):
    # exposure 3600 + 6600 + 8000 = 18,200 s, 2 failures, MTBF 9,100 s.
    assert od["exposure_s"] == 18_200
    assert od["failures"] == 2
    assert od["mtbf_s"]["estimate"] == 9_100
    # Time-terminated interval: 2T/chi2(0.975; 2r+2) to 2T/chi2(0.025; 2r), with r = 2. From a
    # printed table (NIST e-Handbook 1.3.6.7.4): chi2(0.975; 6) = 14.449, chi2(0.025; 4) = 0.484.
    # The table has 3 decimals, so the bounds agree to about 1e-3 relative (0.484 is rounded
    # from 0.4844: 1e-3 relative).
    assert od["mtbf_s"]["low"] == pytest.approx(2 * 18_200 / 14.449, rel=1e-3)
    assert od["mtbf_s"]["high"] == pytest.approx(2 * 18_200 / 0.4844, rel=1e-3)
    # Restarts 600 s and 1200 s: median 900 s; P90 by linear interpolation 600 + 0.9 x 600.
    assert od["restart_s"] == {"median": 900, "p90": 1140, "count": 2}
    # Two failures cannot fit a two-parameter distribution: no shape, no test, no rejection.
    assert od["weibull_shape"] == {"estimate": None, "low": None, "high": None}
    assert od["exponential_rejected"] is False

    spot = data["capacities"]["spot"]
    # Job b runs 0-1120 (preemption, notice at 1000), 2320-4000 (preemption, no notice), then
    # 4600 until the log's window ends at 20000 (the last time in the file): censored.
    assert spot["exposure_s"] == 1120 + 1680 + 15_400
    assert spot["failures"] == spot["preemptions"] == 2
    assert spot["notice_s"] == {"min": 120, "median": 120, "count": 1, "unwarned_preemptions": 1}
    assert spot["restart_s"]["median"] == (1200 + 600) / 2


def test_sacct_fixture_by_hand(capsys: pytest.CaptureFixture[str]) -> None:
    data = fit_json(capsys, "--log-format", "slurm", str(FIXTURES / "sacct.txt"))
    od = data["capacities"]["on_demand"]
    # Allocations: 5 h NODE_FAIL, 7 h FAILED, 24 h TIMEOUT (censored), 8 h PREEMPTED,
    # 12 h COMPLETED (censored); the steps (1001.batch, 1001.0) and the PENDING job are skipped.
    assert od["exposure_s"] == (5 + 7 + 24 + 8 + 12) * 3600
    assert od["failures"] == 3
    assert od["preemptions"] == 1
    assert od["mtbf_s"]["estimate"] == pytest.approx(56 * 3600 / 3)
    # Restarts: 05:00 -> 05:15, 12:15 -> 12:45 and 20:50 -> 21:00 (the gap after TIMEOUT is
    # a planned stop, not a restart): 15, 30 and 10 min; median 15, P90 15 + 0.8 x 15 = 27 min.
    assert od["restart_s"] == {"median": 900, "p90": 27 * 60, "count": 3}
    assert data["logs"][0]["start"] == "2024-05-01T00:00:00"


@pytest.mark.parametrize(
    "log",
    [
        ["inputs/logs/h100-cluster-60d.csv"],
        ["--log-format", "slurm", "tests/fit/fixtures/sacct.txt"],
    ],
    ids=["csv", "slurm"],
)
def test_fragment_merges_into_a_scenario_and_builds(
    log: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fragment = tmp_path / "fitted.yaml"
    log = [part if part.startswith("-") or part == "slurm" else str(REPO / part) for part in log]
    data = fit_json(capsys, *log, "--out", str(fragment))
    text = fragment.read_text(encoding="utf-8")
    assert Path(log[-1]).name in text and "chi-square" in text  # provenance
    # Deep-merge the fragment into the exercise scenario, as a user would, and load the result
    # with the scenario loader: the keys and units must be the scenario format's.
    scenario = yaml.safe_load((REPO / "inputs" / "exercise.yaml").read_text(encoding="utf-8"))
    for name, values in yaml.safe_load(text)["clusters"].items():
        scenario["clusters"][name].update(values)
    merged = tmp_path / "merged.yaml"
    merged.write_text(yaml.safe_dump(scenario, sort_keys=False), encoding="utf-8")
    facts = load_scenario(merged).facts
    for cluster in facts.clusters:
        fit = data["capacities"].get(cluster.name)
        if fit is None:
            continue  # the sacct log is all on-demand: spot keeps the scenario's values
        # The fragment writes three significant digits: 0.5 % relative at worst.
        assert cluster.mtbf_s == pytest.approx(fit["mtbf_s"]["estimate"], rel=5e-3)
        assert cluster.restart_s == pytest.approx(fit["restart_s"]["median"], rel=5e-3)
    if "spot" in data["capacities"]:
        assert facts.spot is not None and facts.spot.warning_s is not None
        assert facts.spot.warning_s == pytest.approx(
            data["capacities"]["spot"]["notice_s"]["min"], rel=5e-3
        )
    # The fitted MTBFs carry their intervals: the plan reports how it moves across them.
    assert main(["plan", str(merged), "--format", "json"]) == 0
    uncertainty = json.loads(capsys.readouterr().out)["uncertainty"]
    assert uncertainty["mtbf_s"]["on_demand"]["low"] == pytest.approx(
        data["capacities"]["on_demand"]["mtbf_s"]["low"], rel=5e-3
    )
    # ... and on to a report.
    out = tmp_path / "reports"
    assert main(["build", str(merged), "--out", str(out)]) == 0
    assert (out / "merged.md").is_file()


def test_the_same_log_gives_the_same_bytes(tmp_path: Path) -> None:
    log = str(REPO / "inputs" / "logs" / "h100-cluster-60d.csv")
    first, second = tmp_path / "a.yaml", tmp_path / "b.yaml"
    second.write_text("old content\n", encoding="utf-8")
    assert main(["fit", log, "--out", str(first)]) == 0
    assert main(["fit", log, "--out", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.yaml", "b.yaml"]  # no temporaries


def test_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    data = fit_json(capsys, str(REPO / "inputs" / "logs" / "h100-cluster-60d.csv"))
    for capacity in data["capacities"].values():
        assert capacity.keys() >= {
            "mtbf_s",
            "weibull_shape",
            "failures",
            "exposure_s",
            "exponential_rejected",
            "restart_s",
        }
        for key in ("mtbf_s", "weibull_shape"):
            assert capacity[key].keys() == {"estimate", "low", "high"}
            assert capacity[key]["low"] < capacity[key]["estimate"] < capacity[key]["high"]
        assert capacity["restart_s"].keys() >= {"median", "p90"}
    # The shipped log is drawn with a Weibull shape of 0.75 on demand, exponential on spot
    # (inputs/logs/generate.py); with 450 and 222 events the tests tell them apart.
    assert data["capacities"]["on_demand"]["exponential_rejected"] is True
    assert data["capacities"]["spot"]["exponential_rejected"] is False


BAD = [
    (
        "bad.csv",
        "csv",
        [
            "bad.csv:3:1: time: expected an ISO 8601 time",
            "bad.csv:4:12: capacity: expected on_demand or spot",
            "bad.csv:5:5: event: expected one of start, failure",
            "bad.csv:6:1: expected 4 fields as in the header",
        ],
    ),
    (
        "bad-order.csv",
        "csv",
        [
            "bad-order.csv:3:1: resume: job 'a' is not restarting",
            "bad-order.csv:5:1: failure: job 'a' is not running",
        ],
    ),
    (
        "bad-sacct.txt",
        "slurm",
        [
            "bad-sacct.txt:2:37: End: expected a time after Start",
            "bad-sacct.txt:3:10: State: expected a Slurm job state",
            "bad-sacct.txt:4:40: End: expected an ISO 8601 time",
        ],
    ),
]


@pytest.mark.parametrize(("name", "log_format", "expected"), BAD, ids=[b[0] for b in BAD])
def test_bad_logs_name_every_row_and_write_nothing(
    name: str,
    log_format: str,
    expected: list[str],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = tmp_path / "fragment.yaml"
    code = main(["fit", str(FIXTURES / name), "--log-format", log_format, "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 2
    lines = [line for line in err.splitlines() if not line.startswith("reportgen:")]
    assert len(lines) == len(expected)
    for line, start in zip(lines, expected, strict=True):
        assert line.startswith(str(FIXTURES / start.split(":")[0]) + ":" + start.split(":", 1)[1])
    assert "nothing written" in err and "Traceback" not in err
    assert not out.exists()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "1:1: the log is empty"),
        ("time,event\n", "1:1: the log holds no events"),
        ("when,what\n0,start\n", "1:1: the header lacks the columns time, event"),
        ("time,event\n0,start\n2024-05-01T00:00:00Z,end\n", "3:1: expected seconds like"),
        (
            "time,event\n2024-05-01T00:00:00Z,start\n2024-05-01T01:00:00,end\n",
            "3:1: expected a time with a time zone",
        ),
        ("time,event\n-5,start\n", "2:1: time: expected seconds from the start"),
        ("time,event\n0,start\n10,notice\n5,resume\n", "4:1: resume: the job is not restarting"),
    ],
)
def test_malformed_logs(
    content: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "log.csv"
    log.write_text(content, encoding="utf-8")
    assert main(["fit", str(log)]) == 2
    assert f"{log}:{message}" in capsys.readouterr().err


def test_unreadable_inputs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    binary = tmp_path / "log.bin"
    binary.write_bytes(b"time,event\n\x00\x01")
    latin = tmp_path / "latin.csv"
    latin.write_bytes("time,event,job\n0,start,caf\xe9\n".encode("latin-1"))
    for path, message in [
        (tmp_path / "missing.csv", "no such file"),
        (tmp_path, "a directory"),
        (binary, "binary"),
        (latin, "not UTF-8"),
    ]:
        assert main(["fit", str(path)]) == 2
        err = capsys.readouterr().err
        assert f"{path}:1:1:" in err and message in err


def test_text_output_states_the_verdict(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fit", str(REPO / "inputs" / "logs" / "h100-cluster-60d.csv")]) == 0
    out = capsys.readouterr().out
    assert "not exponential" in out and "consistent with exponential" in out
    assert "notice lead time" in out


def test_problems_of_every_log_are_reported_together(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fit", str(FIXTURES / "bad.csv"), str(FIXTURES / "bad-order.csv")]) == 2
    err = capsys.readouterr().err
    assert "bad.csv:3:1:" in err and "bad-order.csv:3:1:" in err
    assert "6 problems; nothing written" in err
