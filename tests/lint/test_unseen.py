"""Answers written after the rules, unlike anything in the corpus: how the linter generalises.

``tests/lint/unseen`` holds eight answers to the checkpoint-strategy exercise in voices and
formats the corpus does not use (a design doc with Decision / Cost / Revisit when headings, an SRE
runbook, a LaTeX essay in British spelling, unnumbered topic headings in another order, hours and
minutes everywhere, every number in one table, the exact model throughout). Seven are correct and
complete, so any error-severity finding on them is a false alarm; one has a single deliberate flaw
that must still be found.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from reportgen.lint.api import lint_paths
from reportgen.lint.concepts import covered_items

UNSEEN = Path(__file__).resolve().parent / "unseen"

CORRECT = [
    "u1-confluence-design-doc.md",
    "u2-sre-runbook.md",
    "u3-student-essay-latex.md",
    "u4-topic-headings-reordered.md",
    "u5-hours-minutes.md",
    "u6-single-table.md",
    "u7-daly-exact.md",
]
FLAWED = {"u8-subtle-flaw-no-shuffle-seed.md": {("RG101", "shuffle-seed")}}


def test_every_unseen_document_is_listed() -> None:
    assert sorted(p.name for p in UNSEEN.glob("*.md")) == sorted(CORRECT + list(FLAWED))


@pytest.mark.parametrize("name", CORRECT)
def test_correct_unseen_document_has_no_error(name: str) -> None:
    [result] = lint_paths([UNSEEN / name])
    errors = [f for f in result.findings if f.severity == "error"]
    assert not errors, "\n".join(f"{f.line}: {f.rule} {f.item or ''} {f.message}" for f in errors)


@pytest.mark.parametrize("name", sorted(FLAWED))
def test_flawed_unseen_document_gives_exactly_its_flaw(name: str) -> None:
    [result] = lint_paths([UNSEEN / name])
    assert {(f.rule, f.item) for f in result.findings} == FLAWED[name]


def test_an_excluded_item_excludes_only_its_own_clause() -> None:
    sentence = (
        "EMA weights if used (average restarts); loss scaler not needed in bf16; "
        "config, code version and tokenizer (silent mismatch)."
    )
    covered = covered_items([sentence])
    assert {"ema-weights", "config", "code-version", "tokenizer"} <= covered.keys()
    # An excluding clause that names nothing excludes the whole sentence, as before.
    assert not covered_items(["RNG state (per rank); we do not save it."])
