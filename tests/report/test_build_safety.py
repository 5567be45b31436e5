"""`reportgen build` under hostile input: file names inert in the published HTML, no link
followed out of the output folder, temporaries of an interrupted build cleaned up."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import html5lib
import markdown
import pytest
from buildkit import EXERCISE, Run, copy_scenario, fake_plot_worker


@dataclass(frozen=True)
class FakePlot:
    name: str
    filename: str
    svg: bytes
    alt: str
    caption: str
    headers: list[str]
    rows: list[list[str]]


HOSTILE_NAME = "x --><img src=x onerror=alert(31)><!-- .yaml"


def _elements(html: str) -> list[object]:
    """Every element of ``html`` as an HTML5 parser (a browser) builds them."""
    document = html5lib.parse(html, namespaceHTMLElements=False)
    return list(document.iter())


def _mkdocs_html(src: str) -> str:
    """Roughly what MkDocs does with a page (Python-Markdown passes raw HTML through)."""
    return str(markdown.markdown(src, extensions=["tables", "attr_list", "md_in_html", "toc"]))


def test_a_scenario_file_name_is_inert_in_the_html(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    inputs = tmp_path / "in"
    copy_scenario(EXERCISE, inputs, HOSTILE_NAME)
    out = tmp_path / "out"
    run = cli("build", inputs, "--out", out)
    assert run.code == 0, run.err
    pages = sorted(out.glob("*.md"))
    assert len(pages) == 2
    for page in pages:
        text = page.read_text(encoding="utf-8")
        for html in (text, _mkdocs_html(text)):
            elements = _elements(html)
            tags = {getattr(e, "tag", "") for e in elements}
            assert "img" not in tags and "script" not in tags
            handlers = [
                (e.tag, name)  # type: ignore[attr-defined]
                for e in elements
                for name in getattr(e, "attrib", {})
                if name.lower().startswith("on")
            ]
            assert handlers == []
    stamp = next(line for line in pages[1].read_text().splitlines() if "reportgen" in line)
    assert "x%20--%3E%3Cimg%20src%3Dx%20onerror%3Dalert%2831%29%3E%3C%21--%20.yaml" in stamp


def test_build_refuses_a_symlinked_assets_folder_and_touches_nothing_outside(
    tmp_path: Path, cli: Callable[..., Run], monkeypatch: pytest.MonkeyPatch
) -> None:
    svg = FakePlot("x", "x.svg", b"<svg/>", "alt", "caption", ["a"], [["1"]])
    monkeypatch.setattr("reportgen.report.build.PlotWorker", fake_plot_worker([svg]))
    outside = tmp_path / "precious"
    outside.mkdir()
    (outside / "keep.svg").write_text("mine")
    (outside / "x.svg").write_text("also mine")
    out = tmp_path / "out"
    (out / "assets").mkdir(parents=True)
    (out / "assets" / "exercise").symlink_to(outside, target_is_directory=True)
    run = cli("build", EXERCISE, "--out", out)
    assert run.code == 2
    assert "is a symbolic link" in run.err and str(out / "assets" / "exercise") in run.err
    assert "Traceback" not in run.err
    assert sorted(p.name for p in outside.iterdir()) == ["keep.svg", "x.svg"]
    assert (outside / "x.svg").read_text() == "also mine"
    assert not (out / "exercise.md").exists()


def test_build_refuses_a_symlinked_assets_root(
    tmp_path: Path, cli: Callable[..., Run], monkeypatch: pytest.MonkeyPatch
) -> None:
    svg = FakePlot("x", "x.svg", b"<svg/>", "alt", "caption", ["a"], [["1"]])
    monkeypatch.setattr("reportgen.report.build.PlotWorker", fake_plot_worker([svg]))
    outside = tmp_path / "elsewhere"
    (outside / "exercise").mkdir(parents=True)
    out = tmp_path / "out"
    out.mkdir()
    (out / "assets").symlink_to(outside, target_is_directory=True)
    run = cli("build", EXERCISE, "--out", out)
    assert run.code == 2 and "is a symbolic link" in run.err
    assert list((outside / "exercise").iterdir()) == []


def test_a_rebuild_removes_temporaries_left_by_a_killed_build(
    tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    out = tmp_path / "out"
    assert cli("build", EXERCISE, "--out", out).code == 0
    left = [out / ".exercise.md.k3j_9x2a.tmp", out / ".index.md.abcdefgh.tmp"]
    for path in left:
        path.write_text("half")
    mine = out / "notes.tmp"  # not the writer's naming: someone's file, kept
    mine.write_text("keep")
    (out / "exercise.md").write_text("# edited\n")  # forces a rebuild
    run = cli("build", EXERCISE, "--out", out)
    assert run.code == 0, run.err
    assert re.search(r"^removed\s+\S+\.exercise\.md\.k3j_9x2a\.tmp", run.out, re.M)
    assert not any(p.exists() for p in left)
    assert mine.read_text() == "keep"
