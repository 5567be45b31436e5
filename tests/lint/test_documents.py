"""Whole exercise answers: strong ones lint clean, flawed ones give exactly the marked findings."""

from __future__ import annotations

from pathlib import Path

import pytest
from lint_markers import DOCUMENTS, expected_markers

from reportgen.lint.api import lint_paths

DOCS = sorted(DOCUMENTS.glob("*.md"))


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.stem)
def test_document_findings(path: Path) -> None:
    [result] = lint_paths([path])
    found = sorted((f.line, f.rule, f.item) for f in result.findings)
    expected = expected_markers(path)
    found_norm = [
        (line, rule, item if any(e[:2] == (line, rule) and e[2] for e in expected) else None)
        for line, rule, item in found
    ]
    assert found_norm == [(e[0], e[1], e[2]) for e in expected], "\n".join(
        f"{f.line}: {f.rule} {f.item or ''} {f.message}" for f in result.findings
    )


def test_strong_documents_exist() -> None:
    assert any(p.stem.startswith("strong") for p in DOCS)
    assert any(p.stem.startswith("flawed") for p in DOCS)
