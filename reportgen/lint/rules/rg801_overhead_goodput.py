"""RG801 overhead-called-goodput: an overhead reported as goodput, or a goodput as overhead."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import _regex as _rx
from .._regex import Caseless
from ..document import Document
from ..model import Context, Finding, Rule
from ..reference import near

RULE = Rule(
    code="RG801",
    name="overhead-goodput-confusion",
    category="overhead-goodput",
    severity="error",
    summary="A value is called goodput but is the overhead (or the reverse).",
    what=(
        'Looks at percentages introduced as goodput or as overhead ("goodput of 14.8 %", '
        '"the goodput from 14.8 % down to 5.6 %") and compares them with the '
        "model's values: a \"goodput\" that equals a strategy's overhead (14.8 %), or an "
        '"overhead" that equals a goodput (85.2 %), is reported with both values.'
    ),
    why=(
        "Goodput is the useful fraction of wall time; overhead is the extra time on top of useful "
        'work. Swapping them inverts the conclusion: a 14.8 % "goodput" would make the job '
        "seven times more expensive than it is."
    ),
    example="Goodput is 14.8 % for the baseline.\n",
    use_instead="Overhead is 14.8 %, so goodput is 1/(1 + 0.148) = 87.1 %.\n",
    needs_reference=True,
)

_LINK = (
    r"(is|of|=|:|≈|~|at|becomes|drops to|falls to"
    # "takes the goodput from 14.8 % down to 5.6 %": both ends of the change are that value
    r"|from|(from\s?[\d.,]+\s?%\s*)?(down |up )?to)?"
)
_GOODPUT = _rx.compile(
    r"goodput\w*\s*(\([^)]*\)\s*)?" + _LINK + r"\s*(about|around|roughly|≈|~)?\s*$",
    re.I,
)
_OVERHEAD = _rx.compile(
    r"(overhead|waste)\w*\s*(\([^)]*\)\s*)?" + _LINK + r"\s*(about|around|roughly|≈|~)?\s*$",
    re.I,
)


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    ref = ctx.reference
    if ref is None:
        return
    for sentence in doc.sentences:
        text = sentence.text
        if not sentence.in_table and not _NAMES_FAST.found(text):
            continue  # no number of it is introduced as either (asked once, not per number)
        for q in sentence.quantities:
            if q.kind != "percent":
                continue
            before = text[max(0, q.start - 40) : q.start]
            header = sentence.context.lower() if sentence.in_table else ""
            says_goodput = _GOODPUT_FAST.found(before) or (
                header.startswith("goodput") and "overhead" not in header
            )
            says_overhead = _OVERHEAD_FAST.found(before) or (
                header.startswith("overhead") and "goodput" not in header
            )
            if not (says_goodput or says_overhead):
                continue
            in_goodputs = near(ref.goodputs, q, 0.01)
            in_overheads = near(ref.overheads, q, 0.01)
            if says_goodput and in_overheads and not in_goodputs:
                yield ctx.finding(
                    RULE,
                    sentence.line,
                    f"{q.raw} is called goodput but is an overhead of the model; goodput is "
                    f"1/(1 + {q.value:.3f}) = {1 / (1 + q.value):.1%} (or 1 − overhead = "
                    f"{1 - q.value:.1%}).",
                    question=doc.question_at(sentence.line),
                    at=doc.locate(sentence, q.start),
                    doc=doc,
                )
            elif says_overhead and in_goodputs and not in_overheads:
                yield ctx.finding(
                    RULE,
                    sentence.line,
                    f"{q.raw} is called overhead but is a goodput of the model; the overhead is "
                    f"1/{q.value:.3f} − 1 = {1 / q.value - 1:.1%} "
                    f"(or 1 − goodput = {1 - q.value:.1%}).",
                    question=doc.question_at(sentence.line),
                    at=doc.locate(sentence, q.start),
                    doc=doc,
                )


# Asked of every number or sentence: searched lower-cased where that is provably the same
# (:class:`~reportgen.lint._regex.Caseless`).
_GOODPUT_FAST = Caseless(_GOODPUT)
_OVERHEAD_FAST = Caseless(_OVERHEAD)
_NAMES = _rx.compile("goodput|overhead|waste", re.I)
"""What :data:`_GOODPUT` or :data:`_OVERHEAD` needs in the text before a number."""
_NAMES_FAST = Caseless(_NAMES)
