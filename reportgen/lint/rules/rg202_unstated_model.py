"""RG202 unstated-modelling-choice: a model used without saying so (failures, goodput)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import _regex as _rx
from .._regex import Caseless, found
from ..document import Document, Sentence
from ..model import Context, Finding, Rule
from ..reference import Reference, near
from ..vocabulary import vocabulary
from ._common import HEDGE

RULE = Rule(
    code="RG202",
    name="unstated-modelling-choice",
    category="unstated-assumption",
    severity="warning",
    summary="A modelling choice is used but not stated (exponential failures, goodput convention).",
    what=(
        "Reports two modelling choices a document relies on without stating them: failures "
        "modelled as exponential (memoryless, a Poisson process) when the document uses "
        "e^(−t/M) or the Daly model; and the goodput convention when the document gives a "
        "goodput figure but never says whether it is useful ÷ wall time, 1/(1 + overhead), or "
        "1 − overhead. A goodput figure that is really an overhead (RG801) does not count: "
        "that is a wrong number, not a missing convention."
    ),
    why=(
        "Both choices move the numbers: the two goodput conventions differ by 2 points on demand "
        "and by 20 on spot, and real failures cluster (after maintenance, on bad nodes), which "
        "the exponential model does not capture. A reader needs to know which model the numbers "
        "come from to trust or reproduce them."
    ),
    example="Goodput is 85.2 %.\n",
    use_instead="Goodput, the useful fraction of wall time, is 1 − overhead = 85.2 %.\n",
)


_GOODPUT_ARITHMETIC = _rx.compile(r"\b1\s?/\s?\(?\s?1[.,]\d|\b1\s?[-−–]\s?0?[.,]\d")
"""A goodput written with its arithmetic ("≈ 87 % (1/1.148)", "1 − 0.148") shows which
convention it uses."""


_GOODPUT_BEFORE = _rx.compile(
    r"goodput\w*\s*(\([^)]*\)\s*)?(is|of|=|:|≈|~|at|becomes|drops to|falls to|rises to)?"
    + r"\s*(only\s*)?"
    + HEDGE
    + r"?\s*$",
    re.I,
)


def _states_goodput(sentence: Sentence, ref: Reference | None) -> bool:
    """True when the sentence gives a goodput figure ("goodput is 85 %", a goodput column).

    A "goodput" whose value is one of the model's overheads and none of its goodputs is an
    overhead called goodput: RG801 reports that, and the convention is not the question.
    """
    text, context = sentence.text, sentence.context
    if not _GOODPUT_WORD_FAST.found(text) and not context.lower().startswith("goodput"):
        return False  # none of its numbers can follow the word (asked once, not per number)
    for q in sentence.quantities:
        if q.kind != "percent":
            continue
        if not (
            _GOODPUT_BEFORE_FAST.found(text[max(0, q.start - 40) : q.start])
            or context.lower().startswith("goodput")
        ):
            continue
        if ref is not None and near(ref.overheads, q, 0.01) and not near(ref.goodputs, q, 0.01):
            continue
        return True
    return False


def _convention_shown(sentence: Sentence) -> bool:
    """True when a goodput in ``sentence`` is, for an overhead given beside it, the value of
    exactly one convention: "26.4 %, so goodput is ≈ 79 %" can only be 1/(1 + overhead) (1 −
    overhead would be 73.6 %), so the document's numbers say which convention it uses."""
    text = sentence.text
    percents = [q for q in sentence.quantities if q.kind == "percent"]
    goodputs = [
        q for q in percents if _GOODPUT_BEFORE_FAST.found(text[max(0, q.start - 40) : q.start])
    ]
    for g in goodputs:
        for q in percents:
            w = q.value
            if q is g or w == g.value or not 0 < w < 1:
                continue
            reciprocal, complement = 1 / (1 + w), 1 - w
            # Told apart at the goodput's written precision: "79 %" (±0.5 points) needs two
            # points between the conventions, "91.7 %" (±0.05) a fifth of one (91.7 against
            # 91.0 for a 9.0 % overhead).
            if abs(reciprocal - complement) < 4 * g.resolution:
                continue  # too close to tell apart at the document's rounding
            slack = 1.2 * g.resolution + q.resolution
            if abs(g.value - reciprocal) <= slack or abs(g.value - complement) <= slack:
                return True
    return False


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    text = doc.text
    m = vocabulary("exponential_used").search(text)
    if m and not vocabulary("exponential_stated").found(text):
        line = text.count("\n", 0, m.start()) + 1
        yield ctx.finding(
            RULE,
            line,
            "The failure model is used (e^(−t/M) or Daly's formula) without saying it assumes "
            "exponential, memoryless failures (a constant rate 1/M). State it as an assumption, "
            "and that real failures cluster.",
            question=doc.question_at(line),
            doc=doc,
            at=doc.position(m.start()),
        )
    goodput_lines = [s for s in doc.sentences if _states_goodput(s, ctx.reference)]
    if (
        goodput_lines
        and not any(vocabulary("goodput_defined").found(s.with_context) for s in doc.sentences)
        and not any(found(_GOODPUT_ARITHMETIC, s.text) for s in goodput_lines)
        and not any(_convention_shown(s) for s in goodput_lines)
    ):
        first = goodput_lines[0]
        yield ctx.finding(
            RULE,
            first.line,
            "Goodput is given without its definition. Say which convention you use: useful ÷ wall "
            "time = 1/(1 + overhead), or 1 − overhead; they differ by a few points on demand and "
            "by far more on spot.",
            question=doc.question_at(first.line),
            doc=doc,
            at=doc.locate(first),
        )


# Asked of every number or sentence: searched lower-cased where that is provably the same
# (:class:`~reportgen.lint._regex.Caseless`).
_GOODPUT_BEFORE_FAST = Caseless(_GOODPUT_BEFORE)
_GOODPUT_WORD = _rx.compile("goodput", re.I)
"""What :data:`_GOODPUT_BEFORE` needs in the text before a number."""
_GOODPUT_WORD_FAST = Caseless(_GOODPUT_WORD)
