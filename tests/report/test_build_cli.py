"""`reportgen build` end to end, through the command line, on every shipped scenario."""

from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from buildkit import (
    EXERCISE,
    FAST_TRIALS,
    INPUTS,
    ROOT,
    Run,
    copy_scenario,
    fake_plot_worker,
    snapshot,
)

SCENARIOS = sorted(p.stem for p in INPUTS.glob("*.y*ml"))
HEADINGS = [
    "## Recommendation",
    *(f"## {n}. " for n in range(1, 8)),
    "## Monte-Carlo check",
    "## Assumptions",
]


@pytest.fixture(scope="module")
def built_all(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Run]:
    """Every shipped scenario built once, with real plots and few trials (shared by the tests)."""
    from reportgen.cli import main

    out = tmp_path_factory.mktemp("reports")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr("reportgen.report.build.DEFAULT_TRIALS", FAST_TRIALS)
        stdout, stderr = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            code = main(["build", str(INPUTS), "--out", str(out)])
    return out, Run(code, stdout.getvalue(), stderr.getvalue())


@dataclass(frozen=True)
class FakePlot:
    name: str
    filename: str
    svg: bytes
    alt: str
    caption: str
    headers: list[str]
    rows: list[list[str]]


def test_there_are_shipped_scenarios() -> None:
    assert "exercise" in SCENARIOS and len(SCENARIOS) >= 2


def test_every_shipped_scenario_gets_a_page(built_all: tuple[Path, Run]) -> None:
    out, run = built_all
    assert run.code == 0, run.err
    for slug in SCENARIOS:
        assert re.search(rf"^written\s+\S*{re.escape(slug)}\.md", run.out, re.M), run.out
        assert (out / f"{slug}.md").is_file()
    assert (out / "index.md").is_file()


@pytest.mark.parametrize("slug", SCENARIOS)
def test_page_has_every_answer_in_order(built_all: tuple[Path, Run], slug: str) -> None:
    text = (built_all[0] / f"{slug}.md").read_text(encoding="utf-8")
    assert text.startswith("# "), "MkDocs takes the page title from the first line"
    positions = []
    for heading in HEADINGS:
        found = [m.start() for m in re.finditer(rf"^{re.escape(heading)}", text, re.M)]
        assert len(found) == 1, f"{slug}: {heading!r} appears {len(found)} times"
        positions += found
    assert positions == sorted(positions), f"{slug}: answers out of order"
    assert "None" not in re.sub(r'"None"|None means', "", text), "a Python None leaked"
    assert "nan" not in re.findall(r"\b\w+\b", text.lower()), "a NaN leaked"


@pytest.mark.parametrize("slug", SCENARIOS)
def test_every_image_exists_and_every_asset_is_used(built_all: tuple[Path, Run], slug: str) -> None:
    out = built_all[0]
    text = (out / f"{slug}.md").read_text(encoding="utf-8")
    images = re.findall(r"!\[[^\n]*?\]\((assets/[^)]+)\)", text)
    for image in images:
        assert (out / image).is_file(), image
        assert image.startswith(f"assets/{slug}/"), "assets are namespaced per scenario"
    assets = sorted((out / "assets" / slug).glob("*")) if (out / "assets" / slug).is_dir() else []
    assert sorted(f"assets/{slug}/{p.name}" for p in assets) == sorted(images)


def _number(pattern: str, text: str) -> float:
    found = re.search(pattern, text)
    assert found, pattern
    return float(found.group(1).replace(",", "").removesuffix(" days"))


@pytest.mark.parametrize("slug", SCENARIOS)
def test_the_completion_figure_is_the_recommended_plans_check(
    built_all: tuple[Path, Run], slug: str
) -> None:
    # The figure draws the runs of the Monte-Carlo check's first row (the recommended plan,
    # two tiers or one): the same trial count, P50, P90 and exact mean.
    text = (built_all[0] / f"{slug}.md").read_text(encoding="utf-8")
    alt = re.search(r"!\[(Histogram of the completion time[^\n]*?)\]\(assets/", text)
    row = re.search(r"^\| \*\*Recommended:\*\*.*$", text, re.M)
    trials = re.search(r"^simulated ([\d,]+) times", text, re.M)
    assert alt and row and trials, slug
    figure = alt.group(1)
    assert "(the recommended plan: " in figure and "not the recommended plan" not in figure
    assert f"of {trials.group(1)} simulated runs" in figure
    cells = [c.strip() for c in row.group(0).strip("|").split("|")]
    table = {"P50": cells[2], "P90": cells[3], "exact": cells[5]}
    shown = {
        "P50": _number(r"within ([\d,.]+) days \(P50\)", figure),
        "P90": _number(r"within ([\d,.]+) days \(P90\)", figure),
        "exact": _number(r"expected completion time is ([\d,.]+) days", figure),
    }
    for key, cell in table.items():
        # The same number rounded twice: to 0.1 day in the table, 0.01 in the figure.
        assert abs(_number(r"^([\d,.]+ days)$", cell) - shown[key]) <= 0.05 + 0.005, (slug, key)


def test_comparison_page_links_every_scenario(built_all: tuple[Path, Run]) -> None:
    text = (built_all[0] / "index.md").read_text(encoding="utf-8")
    for slug in SCENARIOS:
        assert f"]({slug}.md)" in text


def test_rebuild_changes_nothing(built_all: tuple[Path, Run], cli: Callable[..., Run]) -> None:
    out = built_all[0]
    before = snapshot(out)
    run = cli("build", INPUTS, "--out", out)
    assert run.code == 0, run.err
    assert "written" not in run.out
    assert run.out.count("unchanged") == len(SCENARIOS) + 1
    assert snapshot(out) == before


def test_check_is_clean_after_a_build(built_all: tuple[Path, Run], cli: Callable[..., Run]) -> None:
    run = cli("build", "--check", INPUTS, "--out", built_all[0])
    assert run.code == 0, run.out
    assert run.out.count("fresh") == len(SCENARIOS) + 1


def test_two_fresh_builds_are_byte_identical(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    assert cli("build", EXERCISE, "--out", first).code == 0
    assert cli("build", EXERCISE, "--out", second).code == 0
    assert snapshot(first) == snapshot(second)
    assert not re.search(r"20\d\d-\d\d-\d\d", (first / "exercise.md").read_text())


def test_check_reports_stale_output_and_writes_nothing(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    scenario = copy_scenario(EXERCISE, tmp_path / "in")
    out = tmp_path / "out"
    missing = cli("build", "--check", scenario, "--out", out)
    assert missing.code == 1 and "missing" in missing.out
    assert not out.exists()

    assert cli("build", scenario, "--out", out).code == 0
    assert cli("build", "--check", scenario, "--out", out).code == 0

    page = out / "exercise.md"
    page.write_text(page.read_text() + "\nA hand edit.\n")
    edited = cli("build", "--check", scenario, "--out", out)
    assert edited.code == 1
    assert re.search(r"stale\s+\S*exercise\.md \(edited since it was built\)", edited.out)
    assert "A hand edit." in page.read_text(), "--check writes nothing"

    assert cli("build", scenario, "--out", out).code == 0  # repairs the edit
    scenario.write_text(scenario.read_text().replace("step_time: 0.9 s", "step_time: 0.8 s"))
    changed = cli("build", "--check", scenario, "--out", out)
    assert changed.code == 1
    assert "scenario changed" in changed.out
    assert "out of date" in changed.out


def test_check_notices_changed_templates(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    out = tmp_path / "out"
    assert cli("build", EXERCISE, "--out", out).code == 0
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "q6_retention.md.j2").write_text("## 6. Retention\n\nKeep two.\n")
    run = cli("build", "--check", EXERCISE, "--out", out, "--templates", templates)
    assert run.code == 1 and "templates changed" in run.out


def test_no_arguments_builds_inputs_into_site_reports(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy_scenario(EXERCISE, tmp_path / "inputs", "mine.yaml")
    monkeypatch.chdir(tmp_path)
    run = cli("build")
    assert run.code == 0, run.err
    assert (tmp_path / "site" / "reports" / "mine.md").is_file()
    assert (tmp_path / "site" / "reports" / "index.md").is_file()


def test_no_inputs_directory_builds_the_shipped_exercise(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    run = cli("build")
    assert run.code == 0, run.err
    assert (tmp_path / "site" / "reports" / "exercise.md").is_file()


def test_removed_scenario_loses_its_page_and_assets_only(
    tmp_path: Path, cli: Callable[..., Run], monkeypatch: pytest.MonkeyPatch
) -> None:
    svg = FakePlot("x", "x.svg", b"<svg/>", "alt", "caption", ["a"], [["1"]])
    monkeypatch.setattr("reportgen.report.build.PlotWorker", fake_plot_worker([svg]))
    inputs = tmp_path / "in"
    copy_scenario(EXERCISE, inputs)
    other = copy_scenario(EXERCISE, inputs, "other.yaml")
    out = tmp_path / "out"
    assert cli("build", inputs, "--out", out).code == 0
    assert (out / "assets" / "other").is_dir()
    (out / "notes.md").write_text("# Hand-written\n\nNot generated: never removed.\n")
    other.unlink()
    run = cli("build", inputs, "--out", out)
    assert run.code == 0, run.err
    assert re.search(r"^removed\s+\S*other\.md", run.out, re.M)
    assert not (out / "other.md").exists()
    assert not (out / "assets" / "other").exists()
    assert (out / "exercise.md").is_file() and (out / "assets" / "exercise").is_dir()
    assert (out / "notes.md").is_file()
    assert "other.md" not in (out / "index.md").read_text()


def test_real_subprocess(tmp_path: Path) -> None:
    """The installed entry point, in a fresh process, from another working directory."""
    out = tmp_path / "out"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "reportgen", "build", str(EXERCISE), "--out", str(out)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "written" in done.stdout
    assert done.stderr == "", "no progress bar or noise when stderr is not a terminal"
    assert (out / "exercise.md").read_text(encoding="utf-8").startswith("# Exercise 2")


def test_the_stamp_covers_what_a_report_reads_and_not_the_rubric(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The code digest changes with the engine or the state catalog, not with the grader's
    rubric (which no report reads)."""
    import shutil

    from reportgen.report import build

    root = tmp_path / "reportgen"
    shutil.copytree(
        build._reportgen_root(), root, ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
    )
    monkeypatch.setattr(build, "_reportgen_root", lambda: root)
    before = build.code_digest()
    with (root / "data" / "rubric.yaml").open("a", encoding="utf-8") as f:
        f.write("\n# a comment\n")
    assert build.code_digest() == before
    for changed in ("data/state_catalog.yaml", "engine/young.py"):
        with (root / changed).open("a", encoding="utf-8") as f:
            f.write("\n# a comment\n")
        assert build.code_digest() != before, changed
        before = build.code_digest()
