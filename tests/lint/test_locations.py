"""Every finding points at the exact line and column of the text it is about (issue 12: a
column counted from the sentence's start, a wrapped sentence reported on its first line).

The documents of ``tests/lint/locations/`` say where each finding is with ``<!-- at: CODE
LINE:COL -->`` markers: wrapped sentences, emphasis, code, links and HTML before the match, a
front matter, table cells, nested list items, a block quote, a suppression comment. The other
tests hold every document the tests keep to the same promise, through the one function that
turns a sentence's offset into a place in the file (:meth:`Document.locate`).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reportgen.lint import document
from reportgen.lint.api import lint_paths, lint_text
from reportgen.lint.document import Document, Sentence, parse_document
from reportgen.lint.formats import to_github, to_sarif
from reportgen.lint.sourcemap import LineIndex, SourceText

HERE = Path(__file__).parent
LOCATIONS = sorted((HERE / "locations").glob("*.md"))
_AT = re.compile(r"<!--\s*at:\s*(RG\d{3})\s+(\d+):(\d+)\s*-->")

# Every Markdown document the tests keep, and the shared corpus when it is there.
DOCUMENTS = sorted(
    p
    for folder in ("lint", "corpus", "grade")
    for p in (HERE.parent / folder).rglob("*.md")
    if p.is_file()
)


def _markers(path: Path) -> list[tuple[str, int, int]]:
    return sorted(
        (m.group(1), int(m.group(2)), int(m.group(3)))
        for m in _AT.finditer(path.read_text("utf-8"))
    )


@pytest.mark.parametrize("path", LOCATIONS, ids=lambda p: p.name)
def test_findings_are_where_the_markers_say(path: Path) -> None:
    expected = _markers(path)
    assert expected, f"{path.name} has no <!-- at: CODE LINE:COL --> marker"
    codes = {code for code, _, _ in expected}
    result = lint_text(path.read_text("utf-8"), str(path))
    found = sorted((f.rule, f.line, f.column) for f in result.findings if f.rule in codes)
    assert found == expected


def _token_at(lines: list[str], line: int, column: int) -> str:
    return lines[line - 1][column - 1 :]


def test_findings_that_name_a_number_point_at_it() -> None:
    """A finding that names a number ("3.2× is the ratio …") points at that number in the file."""
    named = 0
    for path in LOCATIONS:
        lines = path.read_text("utf-8").splitlines()
        for f in lint_text("\n".join(lines), str(path)).findings:
            m = _NAMED.match(f.message)
            if m and f.rule != "RG501":
                named += 1
                assert _token_at(lines, f.line, f.column).startswith(m.group(0).split()[0]), f
    assert named >= 10


_NAMED = re.compile(r"(about |\$)?\d[\d.,]*\s?(?:×|%|s\b|GB/s|k\b)?")
"""The quantity a finding's message starts with ("65.7 s looks like a slip", "$442k is …")."""


# Characters the model reads as others, one for one: a decimal comma as a point, a thin space or
# a space between groups of thousands as a comma (``3 943,6 s`` is read ``3,943.6 s``).
_READ_AS = {".": ",.", ",": ",.\u2009\u202f \u00a0"}
# TeX math is read as its text (reportgen/lint/texmath.py): a symbol written for a command
# ("≈" for "\approx", "(" for "\frac{", ")/(" for "}{") is placed at the command's first
# character.
_READ_AS.update({symbol: "\\{}" for symbol in "≈~×·≤≥≠≪≫±→⇒∞µλΔ√()/"})


def _same_character(in_sentence: str, in_file: str) -> bool:
    return in_sentence == in_file or in_file in _READ_AS.get(in_sentence, "")


@pytest.fixture
def located(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Document, Sentence, int, int, int]]:
    """Every call of :meth:`Document.locate` a lint makes, with what it answered."""
    calls: list[tuple[Document, Sentence, int, int, int]] = []
    original = Document.locate

    def spy(self: Document, sentence: Sentence, offset: int = 0) -> tuple[int, int]:
        line, column = original(self, sentence, offset)
        calls.append((self, sentence, offset, line, column))
        return line, column

    monkeypatch.setattr(Document, "locate", spy)
    return calls


def test_every_finding_points_into_its_line_and_at_what_the_rule_matched(
    located: list[tuple[Document, Sentence, int, int, int]],
) -> None:
    """Over every document the tests keep: each finding's column is a character of its line
    (column 1 on an empty line), and where a rule reports what it matched in a sentence, the
    file has that very character there."""
    findings = 0
    for path in DOCUMENTS:
        text = path.read_text("utf-8", errors="replace")
        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        for f in lint_text(text, str(path), time_budget_s=0).findings:
            findings += 1
            assert 1 <= f.line <= len(lines), (path, f)
            assert 1 <= f.column <= max(1, len(lines[f.line - 1])), (path, f)
    assert findings > 300
    assert len(located) > 100
    for doc, sentence, offset, line, column in located:
        if offset >= len(sentence.text):
            continue
        in_file = doc.lines[line - 1][column - 1 : column]
        assert _same_character(sentence.text[offset], in_file), (
            doc.path,
            line,
            column,
            sentence.text,
            offset,
        )


def test_every_sentence_character_maps_to_itself() -> None:
    """Not only where a finding happens to be: every character of every sentence of every
    document (whitespace aside) is found where the model says it came from."""
    checked = 0
    for path in DOCUMENTS:
        doc = parse_document(path.read_text("utf-8", errors="replace"), str(path))
        for block in doc.blocks + doc.code_blocks:
            for sentence in block.sentences:
                source = doc.source_of(sentence)
                assert source is not None
                assert source.text == sentence.text
                assert doc.locate(sentence)[0] == sentence.line, (path, sentence)
                for offset, char in enumerate(sentence.text):
                    if char.isspace():
                        continue
                    line, column = doc.locate(sentence, offset)
                    in_file = doc.lines[line - 1][column - 1 : column]
                    assert _same_character(char, in_file), (path, line, column, sentence.text)
                    checked += 1
    assert checked > 100_000


def test_the_issue_examples() -> None:
    """`3x` at 3:41 was reported at 3:9 (its sentence's start); RG301 at 16:55 on a line of 44
    characters (its column counted from a sentence that started on an earlier line)."""
    text = (
        "# 3. Spot decision\n"
        "\n"
        "Spot is $0.75 against $2.40 per GPU-hour;\n"
        "all things considered, spot is overall 3.2x cheaper, which is why it wins.\n"
    )
    (finding,) = [f for f in lint_text(text).findings if f.rule == "RG301"]
    assert (finding.line, finding.column) == (4, 40)
    assert text.split("\n")[3][39:].startswith("3.2x")


def test_sarif_and_github_carry_the_same_positions(tmp_path: Path) -> None:
    path = LOCATIONS[0]
    results = lint_paths([str(path)])
    positions = [(f.rule, f.line, f.column) for r in results for f in r.findings]
    assert set(_markers(path)) <= set(positions)
    sarif = json.loads(to_sarif(results, root=HERE.parent.parent))
    regions = [
        (
            r["ruleId"],
            r["locations"][0]["physicalLocation"]["region"]["startLine"],
            r["locations"][0]["physicalLocation"]["region"]["startColumn"],
        )
        for r in sarif["runs"][0]["results"]
    ]
    assert regions == positions
    assert sarif["runs"][0]["columnKind"] == "unicodeCodePoints"
    github = [
        (m.group(3).split()[0], int(m.group(1)), int(m.group(2)))
        for m in re.finditer(r"line=(\d+),col=(\d+),title=([^:]+)::", to_github(results))
    ]
    assert github == positions


# --- the map itself -----------------------------------------------------------------------------

_MARKDOWN_BITS = st.sampled_from(
    [
        *("**", "*", "_", "__", "`", "~~", "[", "](", ")", "<b>", "</b>", "<", ">", "\\*", "\\_"),
        *("\n", "  ", "\t", " ", "3.2×", "14.8 %", "$0.75", "a", "Spot", "é"),
        *("\u2009", "1\u2009000"),
    ]
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_MARKDOWN_BITS, max_size=30).map("".join))
def test_cleaning_keeps_every_character_mapped(raw: str) -> None:
    """Whatever markup the model removes, each character left maps back to itself, and the
    text is what parsing (which keeps no map) made of it."""
    cleaned = document._clean(SourceText.at(raw, 0))
    assert cleaned.text == document._clean_text(raw)
    for offset, char in enumerate(cleaned.text):
        origin = cleaned.origin(offset)
        if char in " ,*_":
            # a tag read as a space, a thin space as a comma, an escaped mark as the mark
            assert raw[origin] == char or raw[origin] in "<\u2009\u202f\\", (raw, offset)
        else:
            assert raw[origin] == char, (raw, offset)
    collapsed = cleaned.collapsed()
    assert collapsed.text == " ".join(cleaned.text.split())
    for offset, char in enumerate(collapsed.text):
        if char != " ":
            assert collapsed.text[offset] == cleaned.text[_back(cleaned, collapsed, offset)]


def _back(outer: SourceText, inner: SourceText, offset: int) -> int:
    """The offset in ``outer`` of ``inner``'s character at ``offset`` (by source offset)."""
    origin = inner.origin(offset)
    return next(k for k in range(len(outer.text)) if outer.origin(k) == origin)


def test_line_index() -> None:
    index = LineIndex("ab\n\ncd\n")
    positions = [index.position(k) for k in (0, 1, 3, 4, 5, 7)]
    assert positions == [(1, 1), (1, 2), (2, 1), (3, 1), (3, 2), (4, 1)]
    assert index.offset(3, 2) == 5
