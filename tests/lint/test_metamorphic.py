"""Meaning-preserving edits change no finding (issue 10).

A reviewer's verdict on a design document does not depend on its layout: reordering its
sections, restyling its headings or respelling a unit says the same thing. Each edit below is
applied to whole documents (the in-house strong and flawed answers and the labelled corpus
answers shipped with the tests) and the findings are compared by what they say, not where
(rule, item, question): line numbers move with the text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from reportgen.lint.api import lint_text

HERE = Path(__file__).resolve().parent
DOCUMENTS = sorted((HERE / "documents").glob("*.md")) + sorted(
    (HERE.parent / "corpus" / "submissions").glob("0[1-9]-*.md")
)


def _verdict(text: str) -> list[tuple[str, str | None, object]]:
    return sorted(
        ((f.rule, f.item, f.question) for f in lint_text(text, "doc.md").findings),
        key=str,
    )


_H2 = re.compile(r"^## ", re.M)


def _sections(text: str) -> tuple[str, list[str]]:
    """The text before the first level-2 heading, and each level-2 section (heading included)."""
    starts = [m.start() for m in _H2.finditer(text)]
    if len(starts) < 2:
        return text, []
    head = text[: starts[0]]
    return head, [text[a:b] for a, b in zip(starts, [*starts[1:], len(text)], strict=True)]


def reorder_sections(text: str) -> str:
    """The level-2 sections in reverse order (the recommendation first, or last)."""
    head, sections = _sections(text)
    return head + "".join(s if s.endswith("\n\n") else s + "\n" for s in reversed(sections))


_NUMBERED = re.compile(
    r"^## (?:Q|Question |Task |Part )?([1-7])(?:\.|\)|:| —| -)?(?: +(.*))?$", re.M
)


def restyle_headings(text: str) -> str:
    """'## 3. Spot', '## Q3 spot', '## Task 3 — Spot' → '## Question 3: Spot' (or '## Question
    3' without a title); unnumbered headings stay."""

    def restyled(m: re.Match[str]) -> str:
        title = (m.group(2) or "").strip()
        return f"## Question {m.group(1)}" + (f": {title}" if title else "")

    return _NUMBERED.sub(restyled, text)


def respell_units(text: str) -> str:
    """'14 minutes' → '14 min', ' seconds' → ' s', 'GPU-hour' → 'GPU-h'."""
    text = re.sub(r"(\d) minutes\b", r"\1 min", text)
    text = re.sub(r"(\d) seconds\b", r"\1 s", text)
    return re.sub(r"\bGPU-hour\b", "GPU-h", text)


_BULLETS = re.compile(r"(?:^[-*] [^\n|]+\n){2,}", re.M)


def list_to_table(text: str) -> str:
    """Each top-level bullet list of two items or more → a one-column table, one row an item
    ('- RNG states (Python, NumPy, CUDA)' → '| RNG states (Python, NumPy, CUDA) |')."""

    def table(m: re.Match[str]) -> str:
        rows = [line[2:].strip() for line in m.group(0).splitlines()]
        return "| Item |\n|---|\n" + "".join(f"| {row} |\n" for row in rows)

    return _BULLETS.sub(table, text)


EDITS = [reorder_sections, restyle_headings, respell_units, list_to_table]


@pytest.mark.parametrize("edit", EDITS, ids=lambda e: e.__name__)
@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.stem)
def test_a_meaning_preserving_edit_changes_no_finding(path: Path, edit) -> None:  # type: ignore[no-untyped-def]
    text = path.read_text(encoding="utf-8")
    edited = edit(text)
    assert _verdict(edited) == _verdict(text)


@pytest.mark.parametrize("edit", EDITS, ids=lambda e: e.__name__)
def test_each_edit_changes_most_documents(edit) -> None:  # type: ignore[no-untyped-def]
    """The edits are not vacuous: each rewrites most of the documents it is applied to."""
    texts = [p.read_text(encoding="utf-8") for p in DOCUMENTS]
    changed = sum(edit(t) != t for t in texts)
    assert changed >= len(texts) // 2, (edit.__name__, changed, len(texts))
