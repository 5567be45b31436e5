"""The shipped log and the docs pages' worked examples are what the code produces today."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from reportgen.cli import main

REPO = Path(__file__).resolve().parents[2]
SITE = REPO / "site"


def test_the_shipped_log_is_its_generator_s_output() -> None:
    spec = importlib.util.spec_from_file_location("generate_log", REPO / "inputs/logs/generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    shipped = (REPO / "inputs/logs/h100-cluster-60d.csv").read_text(encoding="utf-8")
    assert module.generate() == shipped


def test_fit_page_shows_today_s_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(REPO)  # the page shows paths relative to the repository
    fragment = tmp_path / "fitted.yaml"
    assert main(["fit", "inputs/logs/h100-cluster-60d.csv", "--out", str(fragment)]) == 0
    page = (SITE / "fit.md").read_text(encoding="utf-8")
    assert capsys.readouterr().out.rstrip() in page
    assert fragment.read_text(encoding="utf-8").rstrip() in page


@pytest.mark.parametrize(
    ("args", "figure"),
    [
        (["inputs/llama3-405b.yaml", "--vary", "gpus=256:16384"], "sweep-llama3-gpus.svg"),
        (
            ["inputs/exercise.yaml", "--vary", "gpus=64:16384", "--points", "9"],
            "sweep-exercise-gpus.svg",
        ),
        (["inputs/llama3-405b.yaml", "--vary", "other_jobs=1:64"], None),
    ],
)
def test_sweep_page_shows_today_s_output(
    args: list[str],
    figure: str | None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(REPO)
    plot = tmp_path / "sweep.svg"
    assert main(["sweep", *args, "--plot", str(plot)]) == 0
    assert capsys.readouterr().out.rstrip() in (SITE / "sweep.md").read_text(encoding="utf-8")
    if figure is not None:
        assert plot.read_bytes() == (SITE / "assets" / figure).read_bytes()


@pytest.mark.parametrize(
    "scenario", ["inputs/logs/exercise-20-failures.yaml", "inputs/logs/exercise-fitted.yaml"]
)
def test_uncertainty_page_shows_today_s_output(
    scenario: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(REPO)
    assert main(["plan", scenario]) == 0
    out = capsys.readouterr().out
    section = out[out.index("Uncertainty (the scenario") :].rstrip()
    assert section in (SITE / "uncertainty.md").read_text(encoding="utf-8")


def test_the_fitted_example_holds_the_fit_s_values(tmp_path: Path) -> None:
    """inputs/logs/exercise-fitted.yaml is the exercise with the shipped log's fragment merged."""
    import yaml

    from reportgen.scenario import load_scenario

    fragment = tmp_path / "fitted.yaml"
    assert (
        main(["fit", str(REPO / "inputs/logs/h100-cluster-60d.csv"), "--out", str(fragment)]) == 0
    )
    merged = yaml.safe_load((REPO / "inputs/exercise.yaml").read_text(encoding="utf-8"))
    for name, values in yaml.safe_load(fragment.read_text(encoding="utf-8"))["clusters"].items():
        merged["clusters"][name].update(values)
    merged["title"] = "Exercise 2 with failure facts fitted from a 60-day log"
    path = tmp_path / "merged.yaml"
    path.write_text(yaml.safe_dump(merged), encoding="utf-8")
    shipped = load_scenario(REPO / "inputs/logs/exercise-fitted.yaml").facts
    expected = load_scenario(path).facts
    for a, b in zip(shipped.clusters, expected.clusters, strict=True):
        assert (a, a.mtbf_s.low, a.mtbf_s.high) == (b, b.mtbf_s.low, b.mtbf_s.high)  # type: ignore[attr-defined]


def test_uncertainty_page_shows_today_s_weibull_check(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(REPO)
    assert main(["plan", "inputs/h100-fitted-log.yaml"]) == 0
    out = capsys.readouterr().out
    section = out[out.index("Weibull check (") :].rstrip()
    assert section in (SITE / "uncertainty.md").read_text(encoding="utf-8")


def test_pages_name_the_fit_reference_and_the_sweep_key_as_the_loader_takes_them(
    tmp_path: Path,
) -> None:
    """The YAML the fit and sweep pages show loads."""
    import re

    from reportgen.scenario import load_scenario

    fit_page = (SITE / "fit.md").read_text(encoding="utf-8")
    sweep_page = (SITE / "sweep.md").read_text(encoding="utf-8")
    on_demand = re.search(r"on_demand:\n    mtbf: (\{fit: [^}]*\})", fit_page)
    spot = re.search(r"spot:\n    mtbf: (\{fit: [^}]*\})", fit_page)
    sweep = re.search(r"```yaml\nsweep: (\S+)\n```", sweep_page)
    assert on_demand and spot and sweep
    text = (REPO / "inputs" / "exercise.yaml").read_text(encoding="utf-8")
    text = text.replace("mtbf: 9 h", f"mtbf: {on_demand[1]}", 1)
    text = text.replace("mtbf: 45 min", f"mtbf: {spot[1]}", 1)
    # The scenario beside a copy of inputs/logs, as inputs/h100-fitted-log.yaml sits.
    (tmp_path / "logs").mkdir()
    fit = "h100-cluster-60d.fit.json"
    (tmp_path / "logs" / fit).write_bytes((REPO / "inputs" / "logs" / fit).read_bytes())
    path = tmp_path / "scenario.yaml"
    path.write_text(text + f"sweep: {sweep[1]}\n", encoding="utf-8")
    scenario = load_scenario(path)
    assert scenario.model.sweep == sweep[1]
    assert scenario.facts.spot is not None and scenario.facts.spot.mtbf_s.capacity == "spot"  # type: ignore[attr-defined]
