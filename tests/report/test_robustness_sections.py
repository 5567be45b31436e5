"""The report's uncertainty, Weibull-check and sweep sections: present when the scenario asks
for them, absent otherwise, and every number the engine's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from reportgen.engine.analysis import analyse
from reportgen.report.build import DEFAULT_TRIALS
from reportgen.report.environment import days, duration, pct, usd_rate
from reportgen.report.robustness import robustness
from reportgen.scenario import load_scenario
from reportgen.sweep import sweep_text

ROOT = Path(__file__).resolve().parents[2]
FITTED = ROOT / "inputs" / "h100-fitted-log.yaml"
PAGE = ROOT / "site" / "reports" / "h100-fitted-log.md"
SWEEP_ARGS = ("h100-fitted-log.yaml", "--vary", "gpus=256:4096")
HEADINGS = (
    "## Uncertainty: how sure is this plan?",
    "## Non-exponential failures: the Weibull check (on-demand)",
    "## Sweep: how the plan changes with one fact",
)


@pytest.fixture(scope="module")
def page() -> str:
    return PAGE.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def result():  # type: ignore[no-untyped-def]
    scenario = load_scenario(FITTED)
    # The build's own trials and seed (build._robustness), so the page's figures are these.
    return robustness(
        scenario, analyse(scenario.facts), DEFAULT_TRIALS, int(scenario.sha256[:8], 16) + 100
    )


def test_the_fitted_scenario_gets_every_section_with_its_figure(page: str) -> None:
    for heading in HEADINGS:
        assert page.count(heading) == 1, heading
    for figure in ("regret", "weibull-on-demand", "sweep"):
        assert f"assets/h100-fitted-log/h100-fitted-log-{figure}.svg" in page


def test_scenarios_that_ask_for_none_get_none() -> None:
    for name in ("exercise", "llama3-405b"):
        text = (ROOT / "site" / "reports" / f"{name}.md").read_text(encoding="utf-8")
        assert not any(h.split(":")[0] in text for h in HEADINGS), name


def test_uncertainty_numbers_are_the_engine_s(page: str, result) -> None:  # type: ignore[no-untyped-def]
    u = result.uncertainty
    lo, mid, hi = u.ranges["usd_per_useful_gpu_h"]
    assert (
        f"| USD per useful GPU-hour | {usd_rate(lo)} | {usd_rate(mid)} | {usd_rate(hi)} |" in page
    )
    lo, mid, hi = u.ranges["wall_days"]
    assert f"| Wall-clock days | {days(lo)} | {days(mid)} | {days(hi)} |" in page
    assert f"in\n{pct(u.spot_cheaper_probability, 0)} of the draws" in page
    m = u.mtbfs["on_demand"]
    assert f"| {duration(float(m))} | {duration(m.low)} to {duration(m.high)} |" in page


def test_weibull_numbers_are_the_engine_s(page: str, result) -> None:  # type: ignore[no-untyped-def]
    (check,) = result.weibull
    row = (
        f"| Exponential, exact model | 1 | {usd_rate(check.exponential_usd_per_useful_gpu_h)} | "
        f"{days(check.exponential_wall_days)} |"
    )
    assert row in page
    w = check.weibull
    assert (
        f"| Weibull, simulated | {w.shape:.2f} | {usd_rate(check.weibull_usd_per_useful_gpu_h)} | "
        f"{days(check.weibull_wall_days)} | {days(w.p50_days)} | {days(w.p90_days)} |"
    ) in page
    assert pct(check.error_stderr, 2) in page


def test_the_sweep_block_is_what_reportgen_sweep_prints(page: str, result) -> None:  # type: ignore[no-untyped-def]
    assert "```text\n" + sweep_text(result.sweep).rstrip("\n") + "\n```" in page
    cli = subprocess.run(
        [sys.executable, "-m", "reportgen", "sweep", *SWEEP_ARGS],
        cwd=ROOT / "inputs",
        capture_output=True,
        text=True,
        check=True,
    )
    assert cli.stdout == sweep_text(result.sweep)


def test_a_bad_sweep_key_is_located(tmp_path: Path) -> None:
    text = (ROOT / "inputs" / "exercise.yaml").read_text(encoding="utf-8")
    path = tmp_path / "s.yaml"
    path.write_text(text + "sweep: gpu=256:4096\n", encoding="utf-8")
    line = text.count("\n") + 1
    run = subprocess.run(
        [sys.executable, "-m", "reportgen", "build", str(path), "--out", str(tmp_path / "out")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 2
    assert f"{path}:{line}:8: sweep: expected one of gpus" in run.stderr
    assert "did you mean 'gpus'" in run.stderr
    assert not (tmp_path / "out").exists()


def test_a_recommended_two_tier_plan_is_the_one_the_report_checks(tmp_path: Path) -> None:
    # The fitted scenario on on-demand capacity alone: the recommendation is two-tier on
    # on-demand, whose fit rejects the exponential, so the Weibull section checks that plan
    # (it used to fall back to the best single-tier plan) and says so.
    text = FITTED.read_text(encoding="utf-8")
    start = text.index("  spot:\n")
    end = text.index("\nfilesystem:")
    scenario = tmp_path / "fitted-on-demand.yaml"
    scenario.write_text(text[:start] + text[end:].replace("sweep: ", "# sweep: "), "utf-8")
    (tmp_path / "logs").mkdir()
    fit = ROOT / "inputs" / "logs" / "h100-cluster-60d.fit.json"
    (tmp_path / "logs" / fit.name).write_bytes(fit.read_bytes())
    analysis = analyse(load_scenario(scenario).facts)
    recommended = analysis.recommendation.plan
    assert recommended.key == "two_tier/on_demand"
    out = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "reportgen", "build", str(scenario), "--out", str(out)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    page = " ".join((out / "fitted-on-demand.md").read_text(encoding="utf-8").split())
    assert (
        "so the recommended plan, two-tier on on-demand checkpointing every "
        f"{recommended.interval_s:,.0f} s (a durable checkpoint every "
        f"{recommended.durable_every} fast ones), was simulated 200 times"
    ) in page
    assert "each failure local or global in the exponential model's proportions" in page
