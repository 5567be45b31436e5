"""How the linter reads a document, pinned by a bad and a good example each: which question a
heading answers, which section is the recommendation, what code blocks count for, which claims
are quoted to be refuted, and which numbers are inputs.

Each case is the general form of a gap found on a held-out answer (tests/lint/unseen); the
examples here are written afresh, so that a fix is checked on text it was not tuned on.
"""

from __future__ import annotations

import pytest

from reportgen.lint.api import lint_text
from reportgen.lint.document import question_of_heading

# A header that makes a document an answer to the exercise (RG101 and RG501 only read those).
EXERCISE = (
    "# Checkpoint plan: T* = √(2·C·M), spot vs on-demand, sharded async writes, retention\n\n"
)

_STATE_ROWS = (
    "- Model weights (bf16) and the fp32 master weights\n"
    "- Adam moments and the optimizer step count\n"
    "- LR scheduler state and global step\n"
    "- Data-loader position and shuffle seed\n"
    "- Config, code version, tokenizer, parallel layout and a commit marker\n"
    "- Loss scaler (fp16 only), EMA weights, gradient-accumulation state\n"
)


def _found(text: str, rule: str) -> list[tuple[int, str | None]]:
    return [(f.line, f.item) for f in lint_text(text, "doc.md").findings if f.rule == rule]


# --- headings → questions ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "question"),
    [
        ("What Goes In a Checkpoint", 5),
        ("What every checkpoint contains", 5),
        ("What the checkpoint must hold", 5),
        ("Checkpoint Cadence", 1),
        ("Making Checkpoints Cheaper", 2),
        # not the contents, not the interval
        ("What we save", None),
        ("Cadence on spot", 3),
        ("Consequences", None),
    ],
)
def test_topic_headings(title: str, question: object) -> None:
    assert question_of_heading(title) == question


def test_a_state_section_under_a_topic_heading_anchors_its_findings() -> None:
    text = EXERCISE + "## Consequences\n\n### What every checkpoint contains\n\n" + _STATE_ROWS
    assert _found(text, "RG101") == [(5, "rng-state")]
    assert _found(text + "- RNG states of every rank\n", "RG101") == []
