"""RG501 missing-answer: one of the seven questions, or the recommendation, is not answered."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import _regex as _rx
from ..document import Document, Question
from ..model import Context, Finding, Rule
from ..vocabulary import vocabulary
from ._common import advice_only, exercise_like

RULE = Rule(
    code="RG501",
    name="missing-answer",
    category="missing-answer",
    severity="error",
    summary="One of the exercise's seven questions, or the recommendation, has no answer.",
    what=(
        "In a document that answers the checkpoint exercise (three or more numbered questions, or "
        "most of its topics), checks that each of the seven questions and the closing "
        'recommendation is answered: by a section ("## 3.", "Q3", "Spot decision"…) or, in a '
        "document without such sections, by text that clearly deals with it; a paragraph at the "
        "end or the top of the document that makes a decision, prices it and says when to "
        "revisit it is the recommendation, whatever it is called. The finding is "
        "anchored to line 1, since the answer has no heading to point at. A team's design doc "
        "linted with --scenario naming another scenario than the exercise's is not asked the "
        "exercise's questions: a question it does not take up is shown as advice (info), never "
        "counted. What such a document must contain is what the other rules read: a state list "
        "with the core items of a bit-exact resume, stated inputs, right arithmetic, a cost per "
        "useful hour, and a recommendation with a decision, a cost and a revisit condition."
    ),
    why=(
        "Each question carries a distinct piece of the design: skipping the retention policy or "
        "the shared-filesystem failure mode leaves a gap that surfaces in production, and a grader "
        "scores a missing answer as zero."
    ),
    example=(
        "## 1. Baseline\n\nT* = √(2 · 240 s · 32,400 s) ≈ 3,944 s.\n\n"
        "## 2. Cheaper checkpoints\n\nSharded across 16 writers, C = 15 s.\n\n"
        "## 3. Spot\n\nSpot costs $1.14 per useful GPU-hour against $2.54 on demand.\n"
    ),
    use_instead="Answer every question under its own heading, and end with a recommendation.\n",
)

_QUESTIONS: tuple[Question, ...] = (1, 2, 3, 4, 5, 6, 7, "recommendation")
"""The answers the exercise asks for; the vocabulary ``answer_q<N>`` / ``answer_recommendation``
(reportgen/data/vocabulary.yaml) says what text answers one that has no section."""


_NAMES: dict[Question, str] = {
    1: "1 (the on-demand baseline: T*, overhead, goodput)",
    2: "2 (cheaper checkpoints: sharded, and sharded + asynchronous)",
    3: "3 (the spot decision, per useful hour)",
    4: "4 (using the 120-second warning)",
    5: "5 (what must be in the checkpoint)",
    6: "6 (the retention policy)",
    7: "7 (200 jobs sharing the filesystem)",
    "recommendation": "the closing recommendation (a decision, its cost, when to revisit it)",
}


# A paragraph that is a recommendation without saying so: a decision on spot or on demand,
# what it costs, and when to revisit it ("Run on spot … ≈ $1.03 per useful GPU-hour … I'd revisit
# it if the spot MTBF dropped below …").
_REC_COST = _rx.compile(r"\$\s?\d|\d\s?(USD|dollars)\b|\bper useful\b", re.I)
_ENDS = 2
"""How many prose blocks at each end of a document may hold an unlabelled recommendation."""


def _unlabelled_recommendation(doc: Document) -> bool:
    """True when a paragraph at the end (or the top) of the document is a recommendation: a
    transcript or a page without headings ends with one without calling it that."""
    prose = [b for b in doc.blocks if b.kind in ("paragraph", "item")]
    for block in prose[-_ENDS:] + prose[:_ENDS]:
        text = block.text
        if "$" not in text and "useful" not in text and "USD" not in text and "dollar" not in text:
            continue
        if (
            _REC_COST.search(text)
            and vocabulary("decision").found(text)
            and not vocabulary("deferral").found(text)
            and vocabulary("revisit").found(text)
        ):
            return True
    return False


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    if not exercise_like(doc):
        return
    have = doc.questions
    for question in _QUESTIONS:
        if question in have:
            continue
        if vocabulary(
            f"answer_q{question}" if isinstance(question, int) else "answer_recommendation"
        ).found(doc.text):
            continue
        if question == "recommendation" and _unlabelled_recommendation(doc):
            continue
        yield advice_only(
            ctx.finding(
                RULE,
                1,
                f"No answer to question {_NAMES[question]}."
                if question != "recommendation"
                else "No closing recommendation (a decision, its cost, and when to revisit it).",
                question=question,
                column=doc.first_column(1),
            ),
            ctx,
        )
