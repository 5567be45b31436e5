"""Every generated report lints clean against its own scenario (issue 10): the product's own
design documents are the first documents nobody here wrote by hand, and a linter that raises
errors on them would be switched off by its users."""

from __future__ import annotations

from pathlib import Path

import pytest

from reportgen.lint.api import lint_paths

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "inputs").glob("*.yaml"))


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda p: p.stem)
def test_a_generated_report_draws_no_error_or_warning_from_its_scenario(scenario: Path) -> None:
    report = ROOT / "site" / "reports" / f"{scenario.stem}.md"
    assert report.is_file(), f"{report} missing: run reportgen build"
    [result] = lint_paths([report], scenario=scenario)
    counted = [
        f"{f.line}:{f.column} {f.rule} {f.message}" for f in result.findings if f.severity != "info"
    ]
    assert not counted, "\n".join(counted)
