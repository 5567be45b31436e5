"""A build writes everything or nothing: a failure leaves the previous output intact."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from buildkit import EXERCISE, Run, copy_scenario, snapshot

from reportgen.report import writer


def test_write_files_replaces_every_file(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text("old a")
    writer.write_files({tmp_path / "a.md": b"new a", tmp_path / "sub" / "b.svg": b"<svg/>"})
    assert snapshot(tmp_path) == {"a.md": b"new a", "sub/b.svg": b"<svg/>"}


def test_a_failure_while_writing_keeps_every_previous_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "a.md").write_text("old a")
    (tmp_path / "b.md").write_text("old b")
    real_fsync = os.fsync
    calls = []

    def failing_fsync(fd: int) -> None:
        calls.append(fd)
        if len(calls) == 2:  # the second file: the first is already on disk, as a temporary
            raise OSError(28, "No space left on device")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", failing_fsync)
    with pytest.raises(OSError, match="No space"):
        writer.write_files({tmp_path / "a.md": b"new a", tmp_path / "b.md": b"new b"})
    assert snapshot(tmp_path) == {"a.md": b"old a", "b.md": b"old b"}, "no temporary left"


def test_remove_files_prunes_empty_directories(tmp_path: Path) -> None:
    (tmp_path / "assets" / "x").mkdir(parents=True)
    (tmp_path / "assets" / "x" / "p.svg").write_text("<svg/>")
    (tmp_path / "keep.md").write_text("keep")
    writer.remove_files([tmp_path / "assets" / "x" / "p.svg", tmp_path / "gone.md"])
    assert not (tmp_path / "assets" / "x").exists()
    assert (tmp_path / "keep.md").is_file()


def test_a_crash_mid_build_leaves_the_previous_output(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    inputs = tmp_path / "in"
    copy_scenario(EXERCISE, inputs, "a.yaml")
    second = copy_scenario(EXERCISE, inputs, "b.yaml")
    out = tmp_path / "out"
    assert cli("build", inputs, "--out", out).code == 0
    before = snapshot(out)

    # Both scenarios change; rendering the second one crashes after the first is rendered.
    for path in inputs.iterdir():
        path.write_text(path.read_text().replace("step_time: 0.9 s", "step_time: 0.8 s"))
    from reportgen.report import build as build_module

    real = build_module._render_page
    rendered = []

    def crash_on_second(*args: object, **kwargs: object) -> object:
        rendered.append(args[1])
        if len(rendered) == 2:
            raise RuntimeError("simulated crash")
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(build_module, "_render_page", crash_on_second)
    with pytest.raises(RuntimeError, match="simulated crash"):
        cli("build", inputs, "--out", out)
    assert snapshot(out) == before
    assert second.exists()
