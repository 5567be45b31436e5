"""Helpers shared by the `reportgen build` tests (fixtures are in conftest.py)."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parents[2]
INPUTS = ROOT / "inputs"
EXERCISE = INPUTS / "exercise.yaml"
GOLDEN = Path(__file__).resolve().parent / "golden"
FAST_TRIALS = 50
"""Monte-Carlo trials in tests: the pages' structure does not depend on the count."""


@dataclass
class Run:
    code: int
    out: str
    err: str


def copy_scenario(src: Path, dest_dir: Path, name: str | None = None) -> Path:
    dest_dir.mkdir(parents=True, exist_ok=True)
    dest = dest_dir / (name or src.name)
    shutil.copyfile(src, dest)
    return dest


def snapshot(directory: Path) -> dict[str, bytes]:
    """Every file under ``directory``, by relative path."""
    return {
        p.relative_to(directory).as_posix(): p.read_bytes()
        for p in sorted(directory.rglob("*"))
        if p.is_file()
    }


class FakePlotWorker:
    """Stands in for ``reportgen.report.plotworker.PlotWorker``: no matplotlib, fixed plots."""

    plots: ClassVar[tuple[object, ...]] = ()

    def __init__(self, background: bool = True) -> None:
        self._pending = 0

    @classmethod
    def inline(cls) -> FakePlotWorker:
        return cls(background=False)

    def submit_analysis(self, *args: object) -> None:
        self._pending += 1

    def submit_completion(self, *args: object) -> None:
        self._pending += 1

    def submit_robustness(self, *args: object) -> None:
        self._pending += 1

    def collect(self) -> list[object]:
        self._pending = 0
        return list(self.plots)

    def close(self) -> None:
        pass


def fake_plot_worker(plots: list[object]) -> type[FakePlotWorker]:
    """A ``FakePlotWorker`` class whose pages get ``plots``."""
    return type("FixedPlotWorker", (FakePlotWorker,), {"plots": tuple(plots)})
