"""Text from a scenario reaches the page as literal text: Markdown and HTML both escaped."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import markdown
import pytest
from buildkit import EXERCISE, Run
from markdown_it import MarkdownIt

from reportgen.report.markdown import code_span, escape, escape_block

HOSTILE_TITLE = "<script>alert(1)</script> | *bold* _x_ [link](http://e.com) `code` ~~s~~"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("plain text, 14.8 % and -5 dB", "plain text, 14.8 % and -5 dB"),
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;&#8288;/script&gt;"),
        ("a | b", "a &#124; b"),
        ("*x* _y_ [l](u) `c`", "\\*x\\* \\_y\\_ \\[l\\](u) \\`c\\`"),
        ("a & b", "a &amp; b"),
        ("~~s~~ ^x^", "&#126;&#126;s&#126;&#126; &#94;x&#94;"),
        ("# not a heading", "\\# not a heading"),
        ("#tag", "\\#tag"),
        ("- not a list", "\\- not a list"),
        ("1. not a list", "1\\. not a list"),
        ("---", "\\---"),
        ("===", "&#61;=="),
        ("two\n\nlines", "two lines"),
        ("back\\slash", "back\\\\slash"),
        ("{: .attr}", "\\{: .attr\\}"),
    ],
)
def test_escape(text: str, expected: str) -> None:
    assert escape(text) == expected


def test_escape_block_keeps_paragraphs() -> None:
    assert (
        escape_block("# one\ntwo\n\n  <b>three</b>\n")
        == "\\# one two\n\n&lt;b&gt;three&lt;&#8288;/b&gt;"
    )


def test_code_span_fences_backticks() -> None:
    assert code_span("T* = sqrt(2·C·M)") == "`T* = sqrt(2·C·M)`"
    assert code_span("a `b` c") == "``a `b` c``"
    assert code_span("`x`") == "`` `x` ``"


def _python_markdown(src: str) -> str:
    """Roughly what MkDocs does with the page (the extensions of mkdocs.yml that matter)."""
    return str(
        markdown.markdown(
            src, extensions=["tables", "attr_list", "md_in_html", "toc", "abbr", "footnotes"]
        )
    )


def _markdown_it(src: str) -> str:
    """What `reportgen lint` parses the page with."""
    return str(MarkdownIt("commonmark").enable("table").render(src))


@pytest.fixture
def hostile(tmp_path: Path) -> Path:
    text = EXERCISE.read_text(encoding="utf-8")
    text = re.sub(r"^title: .*$", f"title: '{HOSTILE_TITLE}'", text, count=1, flags=re.M)
    text = text.replace(
        "assumptions:\n",
        "notes: |\n  # not a heading\n\n  <img src=x onerror=alert(2)> | pipe\n"
        "assumptions:\n  - 'A | B <b>bold</b> *x* </title><script>alert(3)</script>'\n",
        1,
    )
    path = tmp_path / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("render", [_python_markdown, _markdown_it])
def test_hostile_scenario_text_shows_as_text(
    hostile: Path,
    tmp_path: Path,
    cli: Callable[..., Run],
    no_plots: None,
    render: Callable[[str], str],
) -> None:
    out = tmp_path / "out"
    assert cli("build", hostile, "--out", out).code == 0
    for page in ("hostile.md", "index.md"):
        html = render((out / page).read_text(encoding="utf-8"))
        assert "<script" not in html and "<img" not in html and "<b>" not in html
        assert "alert(1)" in html, "the title is shown, as text"
    html = render((out / "hostile.md").read_text(encoding="utf-8"))
    h1 = re.search(r"<h1[^>]*>(.*?)</h1>", html, re.S)
    assert h1 is not None
    assert "<em>" not in h1.group(1) and "<a " not in h1.group(1) and "<code>" not in h1.group(1)
    assert re.search(r"<li>A (\||&#124;) B &lt;b&gt;bold", html), "a | stays in its list item"
    assert "<h1" not in html.split("</h1>", 1)[1], "'# not a heading' in the notes is not one"


def test_pipe_does_not_break_a_table(
    hostile: Path, tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    out = tmp_path / "out"
    assert cli("build", hostile, "--out", out).code == 0
    html = _markdown_it((out / "index.md").read_text(encoding="utf-8"))
    row = re.search(r"<tr>\s*<td><a href=\"hostile.md\">.*?</tr>", html, re.S)
    assert row is not None
    header_cells = re.search(r"<thead>.*?</thead>", html, re.S)
    assert header_cells is not None
    cells = len(re.findall(r"<td[ >]", row.group(0)))
    # 10 columns: the comparison page shows the durable interval beside the interval.
    assert cells == len(re.findall(r"<th[ >]", header_cells.group(0))) == 10


def test_a_template_that_forgets_to_escape_is_still_safe(
    hostile: Path, tmp_path: Path, cli: Callable[..., Run], no_plots: None
) -> None:
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "report.md.j2").write_text("# {{ title }}\n\n{{ notes }}\n", encoding="utf-8")
    out = tmp_path / "out"
    assert cli("build", hostile, "--out", out, "--templates", templates).code == 0
    text = (out / "hostile.md").read_text(encoding="utf-8")
    assert "<script>" not in text and "&lt;script&gt;" in text


def test_a_file_name_is_shown_as_written_unless_it_holds_markup() -> None:
    from reportgen.report.markdown import file_span

    assert file_span("my_plan_v2.yaml") == "`my_plan_v2.yaml`"
    shown = file_span('x --><img src=x onerror=alert(31)><!-- ".yaml')
    assert "<" not in shown and ">" not in shown and '"' not in shown
    assert shown.startswith("`x --%3E%3Cimg")
