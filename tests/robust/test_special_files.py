"""Only regular files are read, and the size limit is checked before reading: a FIFO named like
an input never hangs a command, a device is never read until memory runs out."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from reportgen.safe_read import UnreadableFile, read_regular_file

from .conftest import EXERCISE, assert_no_traceback, run_reportgen

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes (POSIX)")


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def test_read_regular_file_refuses_a_fifo_without_blocking(tmp_path: Path) -> None:
    with pytest.raises(UnreadableFile, match="named pipe"):
        read_regular_file(_fifo(tmp_path / "doc.md"), 1000)


def test_read_regular_file_refuses_a_device_before_reading(tmp_path: Path) -> None:
    with pytest.raises(UnreadableFile, match="character device"):
        read_regular_file("/dev/zero", 1000)


def test_read_regular_file_checks_the_size_before_reading(tmp_path: Path) -> None:
    big = tmp_path / "big.md"
    big.write_bytes(b"x" * 2001)
    with pytest.raises(UnreadableFile) as caught:
        read_regular_file(big, 2000)
    assert caught.value.too_large and caught.value.size == 2001
    assert read_regular_file(big, 2001) == b"x" * 2001


def test_lint_skips_a_fifo_in_a_linted_folder(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# Design\n\nNothing here yet.\n")
    _fifo(docs / "b.md")
    result = run_reportgen("lint", "docs", "--format", "json", cwd=tmp_path)
    assert_no_traceback(result)
    assert result.returncode in (0, 1)
    assert "named pipe" in result.stdout


@pytest.mark.parametrize("command", ["plan", "simulate"])
def test_scenario_commands_refuse_a_fifo_and_a_device(tmp_path: Path, command: str) -> None:
    fifo = _fifo(tmp_path / "fifo.yaml")
    for source in (fifo, Path("/dev/zero")):
        result = run_reportgen(command, source, cwd=tmp_path)
        assert_no_traceback(result)
        assert result.returncode == 2
        assert f"{source}:1:1: cannot read the scenario: this is a" in result.stderr


def test_build_refuses_a_fifo_scenario(tmp_path: Path) -> None:
    fifo = _fifo(tmp_path / "fifo.yaml")
    result = run_reportgen("build", fifo, "--out", "out", cwd=tmp_path)
    assert_no_traceback(result)
    assert result.returncode == 2
    assert "named pipe" in result.stderr
    assert not (tmp_path / "out").exists()


def test_grade_refuses_a_fifo_submission_and_a_fifo_rubric(tmp_path: Path) -> None:
    fifo = _fifo(tmp_path / "answer.md")
    result = run_reportgen("grade", fifo, "--scenario", EXERCISE, cwd=tmp_path)
    assert_no_traceback(result)
    assert result.returncode == 0  # a rejected submission is a result
    assert "named pipe" in result.stderr
    rubric = _fifo(tmp_path / "rubric.yaml")
    (tmp_path / "ok.md").write_text("# Answer\n")
    result = run_reportgen(
        "grade", tmp_path / "ok.md", "--scenario", EXERCISE, "--rubric", rubric, cwd=tmp_path
    )
    assert_no_traceback(result)
    assert result.returncode == 2
    assert f"{rubric}:1:1: cannot read the rubric" in result.stderr


def test_grade_refuses_dev_zero(tmp_path: Path) -> None:
    result = run_reportgen("grade", "/dev/zero", "--scenario", EXERCISE, cwd=tmp_path)
    assert_no_traceback(result)
    assert "character device" in result.stderr
