"""The linter's configuration: ``reportgen.toml`` or ``[tool.reportgen]`` in ``pyproject.toml``;
a malformed one is reported at its ``file:line`` with exit 2, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from reportgen.errors import UsageError
from reportgen.lint.config import find_config, load_config

from .conftest import assert_no_traceback, run_reportgen

SLIP = "## 1. Baseline\n\nT* = √(2 × 240 × 9) ≈ 65.7 s.\n"


@pytest.mark.parametrize(
    ("toml", "where", "expected"),
    [
        ("[tool.reportgen]\nlint = 3\n", ":2: ", "must be a table of settings (got 3)"),
        ("tool = 1\n", ":1: ", "'tool' must be a table"),
        ('[tool]\nx = 1\nreportgen = "a"\n', ":3: ", "'tool.reportgen' must be a table"),
        ("[tool.reportgen.lint]\ndisable = [\n", ":2:12: ", "invalid TOML"),
        ("[tool.reportgen.lint]\ndisable = 1 2\n", ":2:13: ", "invalid TOML"),
        ('[tool.reportgen.lint]\n\nfail-on = "never"\n', ":3: ", "'fail-on' must be in"),
        ("[tool.reportgen.lint]\nseverity = [1]\n", ":2: ", "'severity' must be a table"),
        ('[tool.reportgen.lint]\nseverity = { RG101 = ["x"] }\n', ":2: ", "severity of 'RG101'"),
    ],
)
def test_a_malformed_table_is_reported_at_its_line(
    tmp_path: Path, toml: str, where: str, expected: str
) -> None:
    path = tmp_path / "pyproject.toml"
    path.write_text(toml)
    (tmp_path / "doc.md").write_text(SLIP)
    with pytest.raises(UsageError) as caught:
        load_config(path)
    assert str(caught.value).startswith(f"{path}{where}")
    assert expected in str(caught.value)
    result = run_reportgen("lint", "doc.md", cwd=tmp_path)
    assert_no_traceback(result)
    assert result.returncode == 2
    assert f"{path}{where}" in result.stderr


def test_every_problem_is_reported_in_line_order(tmp_path: Path) -> None:
    path = tmp_path / "pyproject.toml"
    path.write_text('[tool.reportgen.lint]\ncolour = 1\nfail-on = "x"\ndisable = ["RG999"]\n')
    with pytest.raises(UsageError) as caught:
        load_config(path)
    lines = str(caught.value).splitlines()
    assert [line.split(": ", 1)[0] for line in lines] == [f"{path}:{n}" for n in (2, 3, 4)]


def test_reportgen_toml_configures_a_repository_without_pyproject(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "doc.md").write_text(SLIP)
    (tmp_path / "reportgen.toml").write_text('[lint]\ndisable = ["RG401"]\n')
    assert find_config(tmp_path / "docs") == tmp_path / "reportgen.toml"
    assert load_config(tmp_path / "reportgen.toml").disabled == {"RG401"}
    with_config = run_reportgen("lint", "docs", "--format", "json", cwd=tmp_path)
    assert_no_traceback(with_config)
    assert '"RG401"' not in with_config.stdout
    (tmp_path / "reportgen.toml").unlink()
    without = run_reportgen("lint", "docs", "--format", "json", cwd=tmp_path)
    assert '"RG401"' in without.stdout


def test_reportgen_toml_wins_over_pyproject_in_the_same_folder(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.reportgen.lint]\nfail-on = "warning"\n')
    (tmp_path / "reportgen.toml").write_text("[lint]\n")
    assert find_config(tmp_path) == tmp_path / "reportgen.toml"
    assert load_config(find_config(tmp_path)).fail_on == "error"


def test_a_bad_reportgen_toml_names_its_table(tmp_path: Path) -> None:
    path = tmp_path / "reportgen.toml"
    path.write_text('[lint]\nfail-on = "x"\n')
    with pytest.raises(UsageError, match=r"reportgen\.toml:2: \[lint\]: 'fail-on' must be in"):
        load_config(path)
