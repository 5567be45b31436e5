"""Never a traceback: absurd scenario files are refused with ``file:line:col`` and exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from reportgen.errors import ScenarioError
from reportgen.scenario import load_scenario

from .conftest import EXERCISE, assert_no_traceback, run_reportgen


def _problems(path: Path) -> list[str]:
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    return [str(p) for p in caught.value.problems]


def test_yaml_nested_350_deep_is_refused_with_its_position(tmp_path: Path) -> None:
    path = tmp_path / "deep.yaml"
    path.write_text("title: " + "[" * 350 + "]" * 350 + "\n")
    problems = _problems(path)
    assert len(problems) == 1
    assert problems[0].startswith(f"{path}:1:39: lists and mappings are nested more than 32")


def test_block_nesting_350_deep_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deep.yaml"
    path.write_text("".join(f"{'  ' * i}k{i}:\n" for i in range(350)))
    assert "nested more than 32 levels" in _problems(path)[0]


@pytest.mark.parametrize("command", ["plan", "simulate", "build", "lint", "grade"])
def test_every_command_that_reads_yaml_survives_deep_nesting(tmp_path: Path, command: str) -> None:
    deep = tmp_path / "deep.yaml"
    deep.write_text("a: " + "[" * 350 + "]" * 350 + "\n")
    (tmp_path / "doc.md").write_text("# Design\n")
    args: dict[str, tuple[str | Path, ...]] = {
        "plan": (deep,),
        "simulate": (deep,),
        "build": (deep, "--out", "out"),
        "lint": ("doc.md", "--scenario", deep),
        "grade": ("doc.md", "--scenario", EXERCISE, "--rubric", deep),
    }
    result = run_reportgen(command, *args[command], cwd=tmp_path)
    assert_no_traceback(result)
    assert result.returncode == 2
    assert f"{deep}:1:" in result.stderr and "nested more than 32 levels" in result.stderr


def test_a_5000_digit_number_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "digits.yaml"
    text = EXERCISE.read_text().replace("gpus: 256", "gpus: " + "9" * 5000, 1)
    path.write_text(text)
    problems = _problems(path)
    assert len(problems) == 1
    assert (
        ":13:9: job.gpus: a number of 5000 digits is far beyond any plausible value"
        in (problems[0])
    )


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("mtbf: 9 h", "mtbf: 1e-300 s", "expected a duration between 1 ms and 100 years"),
        ("price: 2.40 USD/GPU-h", "price: 1e308 USD/GPU-h", "which is too large"),
        ("size: 1.4 TB", "size: 1e30 TB", "expected a size between 1 B and"),
        ("write_time: 240 s", "write_time: " + "9" * 5000 + " s", "which is too large"),
    ],
)
def test_absurd_magnitudes_are_refused_with_their_position(
    tmp_path: Path, old: str, new: str, expected: str
) -> None:
    path = tmp_path / "absurd.yaml"
    source = EXERCISE.read_text()
    assert old in source
    path.write_text(source.replace(old, new, 1))
    problems = _problems(path)
    assert len(problems) == 1 and expected in problems[0]
    line = next(i for i, text in enumerate(path.read_text().splitlines(), 1) if new in text)
    assert problems[0].startswith(f"{path}:{line}:")


@pytest.mark.parametrize("command", ["lint", "grade"])
def test_a_document_number_beyond_a_float_s_range_is_no_quantity(
    tmp_path: Path, command: str
) -> None:
    """Found by the pathological-speed work: "T* is 1.5e400 s" raised OverflowError in the
    number reader (and "2 × 1e400 = 3" in the arithmetic checker). A number no float holds is
    no quantity: the document is read without it."""
    doc = tmp_path / "answer.md"
    doc.write_text(
        "# Checkpoint plan: T* = √(2·C·M), spot vs on-demand, sharded async, retention\n\n"
        "## 1. On-demand baseline\n\nT* is 1.5e400 s; 2 × 1e400 = 3 s; $1e400 per GPU-hour; "
        "1e308 h.\n",
        encoding="utf-8",
    )
    args = ["lint", doc] if command == "lint" else ["grade", "--scenario", EXERCISE, doc]
    result = run_reportgen(*args, cwd=tmp_path)
    assert_no_traceback(result)
    assert result.returncode in (0, 1), result.stderr
