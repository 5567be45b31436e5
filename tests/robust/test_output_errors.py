"""Output that cannot be written: a clear message, exit code 3 (not 1, which means findings or
stale output), the previous output whole and no temporary file left behind."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from reportgen.cli import main

from .conftest import EXERCISE, assert_no_traceback, run_reportgen

needs_dev_full = pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")


@needs_dev_full
@pytest.mark.parametrize(
    "args",
    [
        ("plan", str(EXERCISE)),
        ("plan", str(EXERCISE), "--format", "json"),
        ("schema",),
        ("rules",),
    ],
)
def test_stdout_on_dev_full_exits_3_with_a_message(tmp_path: Path, args: tuple[str, ...]) -> None:
    with open("/dev/full", "w") as full:
        result = run_reportgen(*args, cwd=tmp_path, stdout=full)
    assert_no_traceback(result)
    assert result.returncode == 3
    assert result.stderr.startswith("reportgen: error: cannot write")
    assert "No space left on device" in result.stderr
    assert "Exception ignored" not in result.stderr


def test_a_full_disk_during_build_exits_3_and_leaves_the_old_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("reportgen.report.build.DEFAULT_TRIALS", 50)
    out = tmp_path / "out"
    out.mkdir()
    (out / "index.md").write_text("previous\n")
    calls = []

    def full(fd: int) -> None:
        calls.append(fd)
        if len(calls) > 1:  # the first file is written, the second hits a full disk
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("reportgen.report.writer.os.fsync", full)
    code = main(["build", str(EXERCISE), "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 3
    assert "cannot write" in err and "No space left on device" in err
    assert (out / "index.md").read_text() == "previous\n"
    assert [p.name for p in out.rglob("*.tmp")] == []


def test_a_read_only_grade_output_exits_3(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answer = tmp_path / "answer.md"
    answer.write_text("# Answer\n\nCheckpoint every 30 minutes.\n")
    real_replace = os.replace

    def read_only(src: object, dst: object) -> None:
        if str(dst).endswith("grades.jsonl"):
            raise OSError(errno.EROFS, "Read-only file system", str(dst))
        real_replace(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "replace", read_only)
    code = main(["grade", str(answer), "--scenario", str(EXERCISE), "--out", str(tmp_path / "g")])
    err = capsys.readouterr().err
    assert code == 3
    assert "grades.jsonl: Read-only file system" in err
    assert [p.name for p in (tmp_path / "g").iterdir()] == []


def test_a_mistyped_command_says_did_you_mean_and_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("REPORTGEN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    with pytest.raises(SystemExit) as exited:
        main(["biuld", "inputs"])
    assert exited.value.code == 2
    assert "unknown command 'biuld'; did you mean 'build'?" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []
