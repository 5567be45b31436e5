"""Suppressions, configuration, output formats, the command line and start-up cost."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from reportgen.errors import DocumentError, UsageError
from reportgen.lint.api import lint_paths, lint_text
from reportgen.lint.config import LintConfig, load_config
from reportgen.lint.formats import render
from reportgen.lint.reference import default_scenario_path

REPO = Path(__file__).resolve().parents[2]
SLIP = "## 1. Baseline\n\n{comment}T* = √(2 × 240 × 9) ≈ 65.7 s.\n"


def _rules(text: str, **kw) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.rule for f in lint_text(text, "doc.md", **kw).findings]


def test_disable_next_line_suppresses_and_is_used() -> None:
    text = SLIP.format(comment="<!-- reportgen-disable-next-line RG401 -- example -->\n")
    assert "RG401" not in _rules(text) and "RG902" not in _rules(text)


def test_region_and_file_suppressions() -> None:
    region = (
        "<!-- reportgen-disable wrong-number -->\n"
        + SLIP.format(comment="")
        + "<!-- reportgen-enable wrong-number -->\n"
    )
    assert "RG401" not in _rules(region)
    whole = "<!-- reportgen-disable-file RG401 -- draft -->\n" + SLIP.format(comment="")
    assert "RG401" not in _rules(whole)


def test_unused_and_unknown_suppressions_are_reported() -> None:
    text = (
        "# Doc\n\n<!-- reportgen-disable-next-line RG101 -->\nNothing here.\n"
        "<!-- reportgen-disable-line RG999 -->\n"
    )
    found = lint_text(text, "doc.md").findings
    assert [(f.rule, f.line) for f in found] == [("RG902", 3), ("RG902", 5)]


def test_no_inline_config_ignores_comments() -> None:
    text = SLIP.format(comment="<!-- reportgen-disable-next-line RG401 -->\n")
    assert "RG401" in _rules(text, inline_config=False)
    assert "RG401" in _rules(text, config=LintConfig(no_inline_config=True))


def test_comments_in_code_blocks_are_not_suppressions() -> None:
    text = "```\n<!-- reportgen-disable-file -->\n```\n\n" + SLIP.format(comment="")
    assert "RG401" in _rules(text)


def test_config_from_pyproject(tmp_path: Path) -> None:
    py = tmp_path / "pyproject.toml"
    py.write_text(
        '[tool.reportgen.lint]\ndisable = ["wrong-number"]\n'
        'severity = { RG202 = "error" }\nfail-on = "warning"\n'
    )
    config = load_config(py)
    assert config.disabled == {"RG401"} and config.severity == {"RG202": "error"}
    assert config.fail_on == "warning"
    assert "RG401" not in _rules(SLIP.format(comment=""), config=config)


def test_bad_config_reports_every_problem(tmp_path: Path) -> None:
    py = tmp_path / "pyproject.toml"
    py.write_text(
        '[tool.reportgen.lint]\ndisable = ["RG999"]\nseverity = { RG101 = "fatal" }\ncolour = 1\n'
    )
    with pytest.raises(UsageError) as err:
        load_config(py)
    message = str(err.value)
    assert "RG999" in message and "'fatal'" in message and "colour" in message


def test_json_shape_is_the_contract() -> None:
    results = lint_paths([Path(__file__).parent / "documents" / "flawed_wallhour.md"])
    data = json.loads(render(results, "json"))
    assert data["version"] == 1
    finding = data["files"][0]["findings"][0]
    assert list(finding) == [
        "rule",
        "name",
        "category",
        "severity",
        "line",
        "column",
        "question",
        "item",
        "message",
    ]


def test_sarif_is_located_and_fingerprinted_by_section() -> None:
    results = lint_paths([Path(__file__).parent / "documents" / "flawed_wallhour.md"])
    sarif = json.loads(render(results, "sarif"))
    assert sarif["version"] == "2.1.0"
    run = sarif["runs"][0]
    rule_ids = {r["id"] for r in run["tool"]["driver"]["rules"]}
    for result in run["results"]:
        assert result["ruleId"] in rule_ids
        region = result["locations"][0]["physicalLocation"]["region"]
        assert region["startLine"] >= 1 and region["startColumn"] >= 1
        assert result["partialFingerprints"]["reportgenSection/v1"]
    # Moving text down a line keeps the fingerprints.
    text = (Path(__file__).parent / "documents" / "flawed_wallhour.md").read_text()
    a = json.loads(render([lint_text(text, "d.md")], "sarif"))["runs"][0]["results"]
    b = json.loads(render([lint_text("\n" + text, "d.md")], "sarif"))["runs"][0]["results"]
    assert [r["partialFingerprints"] for r in a] == [r["partialFingerprints"] for r in b]


def test_github_annotations_escape() -> None:
    results = lint_paths([Path(__file__).parent / "documents" / "flawed_wallhour.md"])
    out = render(results, "github").splitlines()
    assert out and all(
        line.startswith(("::error file=", "::warning file=", "::notice file=")) for line in out
    )


def test_missing_path_is_a_document_error(tmp_path: Path) -> None:
    with pytest.raises(DocumentError):
        lint_paths([tmp_path / "nope.md"])


def test_binary_and_directory(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_bytes(b"\x00\x01binary")
    (tmp_path / "b.md").write_text("# Fine\n", "utf-8")
    (tmp_path / "c.txt").write_text("ignored", "utf-8")
    results = lint_paths([tmp_path])
    assert [Path(r.path).name for r in results] == ["a.md", "b.md"]
    assert results[0].findings[0].rule == "RG901" and not results[1].findings


def _cli(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "reportgen.lint", *args], capture_output=True, text=True, cwd=cwd
    )


def test_cli_exit_codes(tmp_path: Path) -> None:
    docs = Path(__file__).parent / "documents"
    assert _cli(str(docs / "strong_headings.md")).returncode == 0
    assert _cli(str(docs / "flawed_wallhour.md")).returncode == 1
    missing = _cli(str(tmp_path / "missing.md"))
    assert (
        missing.returncode == 2
        and "missing.md" in missing.stderr
        and "Traceback" not in missing.stderr
    )


def test_fail_on_warning(tmp_path: Path) -> None:
    doc = tmp_path / "d.md"
    doc.write_text(
        # a goodput without its definition (RG202, a warning): 85.2 % is 1 − overhead, not the
        # default convention 1/(1 + overhead), and nothing says so
        "## 1. Baseline\n\nThe goodput is 85.2 %, with T* ≈ 65.7 min (4,382 steps).\n"
    )
    assert _cli(str(doc)).returncode == 0
    assert _cli(str(doc), "--fail-on", "warning").returncode == 1


def test_lint_does_not_import_heavy_modules() -> None:
    code = (
        "import sys; from reportgen.lint.__main__ import main; "
        f"main([{str(Path(__file__).parent / 'documents' / 'strong_headings.md')!r}]); "
        "bad = [m for m in ('numpy', 'matplotlib', 'jinja2', 'pydantic') if m in sys.modules]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    warm = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO)
    cold = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO)
    assert cold.returncode == 0, (warm.stdout, cold.stdout, cold.stderr)


def test_a_named_scenario_is_analysed_once_then_read_from_the_cache(tmp_path: Path) -> None:
    """Issue 14: `lint --scenario` re-analysed the scenario on every run. Its analysis is now
    kept under the digest of its bytes (and of the code): the second run imports neither the
    scenario loader nor the engine's analysis (nor numpy), and an edited scenario is analysed
    again."""
    scenario = tmp_path / "job.yaml"
    scenario.write_bytes((REPO / "inputs" / "exercise.yaml").read_bytes())
    doc = Path(__file__).parent / "documents" / "strong_headings.md"
    code = (
        "import sys; from reportgen.lint.__main__ import main; "
        f"main([{str(doc)!r}, '--scenario', {str(scenario)!r}]); "
        "print([m for m in ('numpy', 'pydantic', 'reportgen.scenario.loader', "
        "'reportgen.engine.analysis') if m in sys.modules])"
    )
    env = {**os.environ, "REPORTGEN_CACHE_DIR": str(tmp_path / "cache")}

    def run() -> str:
        done = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, env=env
        )
        return done.stdout.strip().splitlines()[-1]

    assert run() != "[]"  # the first run analyses the scenario
    assert run() == "[]"  # the second reads the analysis
    scenario.write_text(scenario.read_text("utf-8").replace("9 h", "8 h", 1), "utf-8")
    assert run() != "[]"  # an edited scenario is analysed again


def test_shipped_exercise_copy_is_identical() -> None:
    shipped = REPO / "reportgen" / "data" / "exercise.yaml"
    assert shipped.read_bytes() == (REPO / "inputs" / "exercise.yaml").read_bytes(), (
        "reportgen/data/exercise.yaml must be a copy of inputs/exercise.yaml: "
        "cp inputs/exercise.yaml reportgen/data/"
    )
    assert default_scenario_path().is_file()


def test_scenario_option_uses_that_scenario() -> None:
    text = "## 1. Baseline\n\nT* = √(2 × 240 s × 32,400 s) ≈ 3,944 s.\n"
    from reportgen.lint.reference import load_reference

    other = load_reference(REPO / "inputs" / "opt-175b.yaml")
    default = [f.rule for f in lint_text(text, "d.md").findings]
    assert "RG401" not in default
    assert isinstance(other.intervals, list) and other.intervals
