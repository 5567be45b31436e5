"""The strict Jinja environment: templates from the package, overrides, filters, errors."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from buildkit import EXERCISE, Run, snapshot

from reportgen.errors import TemplateError
from reportgen.report import environment as E

ANSWER_TEMPLATES = [
    "report.md.j2",
    "recommendation.md.j2",
    "q1_interval.md.j2",
    "q2_cheaper_checkpoints.md.j2",
    "q3_spot.md.j2",
    "q4_warning.md.j2",
    "q5_state.md.j2",
    "q6_retention.md.j2",
    "q7_shared_filesystem.md.j2",
    "assumptions.md.j2",
    "comparison.md.j2",
]


def test_templates_ship_in_the_package() -> None:
    names = E.template_sources()
    for name in ANSWER_TEMPLATES:
        assert name in names


def test_templates_digest_follows_overrides(tmp_path: Path) -> None:
    base = E.templates_digest()
    assert E.templates_digest() == base
    (tmp_path / "q6_retention.md.j2").write_text("## 6. Retention\n")
    assert E.templates_digest(tmp_path) != base


def test_undefined_variable_names_template_line_and_variable(tmp_path: Path) -> None:
    (tmp_path / "page.md.j2").write_text("# Title\n\n{{ missing_value }}\n")
    env = E.make_environment(tmp_path)
    with pytest.raises(TemplateError) as info:
        E.render(env, "page.md.j2", {})
    message = str(info.value)
    assert "page.md.j2:3" in message and "missing_value" in message


def test_filters_are_registered_by_name() -> None:
    env = E.make_environment()
    for name in E.FILTERS:
        assert env.filters[name] is E.FILTERS[name]


@pytest.mark.parametrize(
    ("name", "value", "expected"),
    [
        ("duration", 45.0, "45.0 s"),
        ("duration", 3943.6, "3,944 s = 65.7 min"),
        ("duration", 32400.0, "9 h"),
        ("duration", 30 * 86400.0, "30.0 days"),
        ("minutes", 840.0, "14 min"),
        ("seconds", 16.5, "16.5 s"),
        ("pct", 0.1476, "14.8%"),
        ("money", 514042.3, "$514,042"),
        ("money", 690.333, "$690.33"),
        ("usd", 2.78864, "$2.789"),
        ("ratio", 3.2, "3.20×"),
        ("size", 1.4e12, "1.4 TB"),
        ("steps", 4382, "4,382 steps"),
        ("t", 120.0, "120"),
        ("t", 103.5, "103.5"),
        ("label", "on_demand", "on-demand"),
    ],
)
def test_filter_formats(name: str, value: object, expected: str) -> None:
    assert E.FILTERS[name](value) == expected


def test_source_link() -> None:
    link = E.FILTERS["source_link"]
    assert link('A "title", https://e.com/a_(b)') == '[A "title"](https://e.com/a_%28b%29)'
    assert link("No URL here") == "No URL here"


def test_override_replaces_one_template_only(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "q6_retention.md.j2").write_text(
        "## 6. Retention, our way\n\nWe keep {{ retention.footprint_bytes|size }}.\n"
    )
    out = tmp_path / "out"
    run = cli("build", EXERCISE, "--out", out, "--templates", templates)
    assert run.code == 0, run.err
    text = (out / "exercise.md").read_text(encoding="utf-8")
    # 2 restart + 6 rollback full checkpoints (1.4 TB), 24 weight-only milestones (0.2 TB, one
    # per 72 h of the recommended plan's 74.1 days) and the final one: 12.6 + 4.8 = 17.4 TB.
    assert "## 6. Retention, our way\n\nWe keep 17.4 TB.\n" in text
    assert "## 5. What must be in the checkpoint" in text, "the other answers are the package's"


def test_undefined_variable_through_the_cli(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "q6_retention.md.j2").write_text("## 6. Retention\n\n{{ retention.nope }}\n")
    out = tmp_path / "out"
    run = cli("build", EXERCISE, "--out", out, "--templates", templates)
    assert run.code == 2
    assert "q6_retention.md.j2:3" in run.err and "nope" in run.err
    assert "Traceback" not in run.err
    assert not out.exists(), "nothing is written when a template fails"


def test_template_syntax_error_is_located(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "q7_shared_filesystem.md.j2").write_text("## 7. x\n\n{% if %}\n")
    run = cli("build", EXERCISE, "--out", tmp_path / "out", "--templates", templates)
    assert run.code == 2 and "q7_shared_filesystem.md.j2:3" in run.err


def test_templates_must_be_a_directory(tmp_path: Path, cli: Callable[..., Run]) -> None:
    run = cli("build", EXERCISE, "--out", tmp_path / "out", "--templates", tmp_path / "nope")
    assert run.code == 2 and "not a directory" in run.err


def test_a_failing_template_leaves_previous_output_intact(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    out = tmp_path / "out"
    assert cli("build", EXERCISE, "--out", out).code == 0
    before = snapshot(out)
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "q1_interval.md.j2").write_text("{{ 1 / 0 }}\n")
    run = cli("build", EXERCISE, "--out", out, "--templates", templates)
    assert run.code == 2 and "q1_interval.md.j2:1: ZeroDivisionError" in run.err
    assert snapshot(out) == before


def _without_installed_templates(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.resources

    def missing(package: str) -> None:
        raise ModuleNotFoundError(f"No module named {package!r}", name=package)

    monkeypatch.setattr(importlib.resources, "files", missing)


def test_templates_are_found_in_a_source_checkout(monkeypatch: pytest.MonkeyPatch) -> None:
    """``python -m reportgen`` inside the repository imports the source package, where the
    top-level templates/ folder is not mapped to ``reportgen.templates``: use the folder."""
    from reportgen.report import environment

    repo = Path(__file__).resolve().parents[2]
    _without_installed_templates(monkeypatch)
    monkeypatch.setattr(environment, "__file__", str(repo / "reportgen" / "report" / "x.py"))
    root = environment._package_root()
    assert (root / "report.md.j2").is_file()
    assert "report.md.j2" in environment.template_sources()


def test_missing_templates_say_how_to_fix_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from reportgen.errors import TemplateError
    from reportgen.report import environment

    _without_installed_templates(monkeypatch)
    monkeypatch.setattr(environment, "__file__", str(tmp_path / "reportgen" / "report" / "x.py"))
    with pytest.raises(TemplateError, match="reinstall reportgen"):
        environment._package_root()
