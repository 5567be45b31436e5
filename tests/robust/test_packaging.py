"""Packaging: plotting is an extra that ``build`` needs and ``lint`` does not; the distribution
name is not the unrelated ``reportgen`` on PyPI, while the import and command names stay."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from .conftest import EXERCISE, HANG_GUARD_S

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]

# Runs reportgen's command line in an interpreter where importing matplotlib fails, as in an
# environment installed without the `plot` extra.
WITHOUT_MATPLOTLIB = """
import sys
from importlib.abc import MetaPathFinder

class NoMatplotlib(MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "matplotlib" or name.startswith("matplotlib."):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, NoMatplotlib())
from reportgen.cli import main
code = main(sys.argv[1:])
assert not any(m == "matplotlib" or m.startswith("matplotlib.") for m in sys.modules)
sys.exit(code)
"""


def _without_matplotlib(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", WITHOUT_MATPLOTLIB, *args],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
        env={"REPORTGEN_CACHE_DIR": "", "PATH": "/usr/bin:/bin"},
        check=False,
    )


def _project() -> dict[str, object]:
    data: dict[str, object] = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return data


def test_matplotlib_is_the_plot_extra_not_a_dependency() -> None:
    project = _project()
    assert not any(d.startswith("matplotlib") for d in project["dependencies"])  # type: ignore[attr-defined]
    extras = project["optional-dependencies"]
    assert any(d.startswith("matplotlib") for d in extras["plot"])  # type: ignore[index]


def test_the_distribution_name_is_free_and_the_command_is_reportgen() -> None:
    project = _project()
    assert project["name"] == "checkpoint-reportgen"
    assert project["scripts"] == {"reportgen": "reportgen.cli:console"}


def test_lint_grade_and_plan_run_without_matplotlib(tmp_path: Path) -> None:
    doc = tmp_path / "doc.md"
    doc.write_text("# Design\n\n## 1. Baseline\n\nT* = √(2 × 240 × 9) ≈ 65.7 s.\n")
    for args in (
        ["lint", str(doc)],
        ["grade", str(doc), "--scenario", str(EXERCISE)],
        ["plan", str(EXERCISE)],
    ):
        result = _without_matplotlib(tmp_path, *args)
        assert result.returncode in (0, 1), result.stderr
        assert "Traceback" not in result.stderr


def test_build_without_matplotlib_says_what_to_install(tmp_path: Path) -> None:
    result = _without_matplotlib(tmp_path, "build", str(EXERCISE), "--out", "out")
    assert result.returncode == 2
    assert "pip install 'checkpoint-reportgen[plot]'" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "out").exists()
