"""RG301 per-wall-hour-conclusion: spot judged by list price per wall hour."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import _regex as _rx
from ..concepts import is_refuted, refutes_claim
from ..document import Document
from ..model import Context, Finding, Rule
from ._common import quoted

RULE = Rule(
    code="RG301",
    name="per-wall-hour-conclusion",
    category="wall-hour-cost",
    severity="error",
    summary="Spot and on-demand are compared per wall hour (list price), not per useful hour.",
    what=(
        "Reports a conclusion drawn from list prices: the ratio of the prices (3.2× cheaper) or "
        "the saving they imply (69 %, 69 % less), stated as the answer. A sentence that quotes "
        'the naive figure to refute or qualify it ("naively 3.2× cheaper, but per useful hour…", '
        "a claim in quotation marks) is not reported, nor is one whose paragraph goes on to the "
        "per-useful-hour figure."
    ),
    why=(
        "On spot the job loses far more time to interruptions, rework and restarts, so an hour of "
        "spot buys much less than an hour of training. The comparison that decides is dollars per "
        "useful GPU-hour (price ÷ goodput); per wall hour, spot always looks 3.2× cheaper, "
        "whatever its interruption rate."
    ),
    example="Spot is $0.75 vs $2.40 per GPU-hour, so spot is 3.2× cheaper: use spot.\n",
    use_instead=(
        "Per wall hour spot looks 3.2× cheaper, but per useful GPU-hour it is $1.61 vs $2.79 "
        "(baseline), 1.7× cheaper once goodput is paid for.\n"
    ),
    needs_reference=True,
)

_CHEAPER = _rx.compile(
    r"cheaper|saving|savings|save[sd]?|less expensive|lower cost|discount|cost less"
    r"|costs? \w+ less|(%|×|\bx|\btimes)\s?(less|lower|off)\b"
    r"|\b(cut|cuts|cutting|reduces?|reducing|slash\w*|trims?|lowers?)\b[^.;]{0,24}"
    r"\b(bill|cost|costs|spend|spending|price)\b",
    re.I,
)
"""A saving claimed: "cheaper", "69 % less", or the bill cut ("spot cuts the bill by 69 %")."""


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    ref = ctx.reference
    if ref is None or not ref.naive_ratio:
        return
    for block in doc.blocks:
        paragraph = block.text
        sentences = list(block.sentences)
        for i, sentence in enumerate(sentences):
            text = sentence.text
            for q in sentence.quantities:
                naive = (q.kind == "ratio" and q.matches(ref.naive_ratio, 0.02)) or (
                    q.kind == "percent" and q.matches(ref.naive_saving, 0.02)
                )
                if not naive or not _CHEAPER.search(text) or quoted(text, q.start):
                    continue
                if (
                    refutes_claim(text, q.start, [s.text for s in sentences[i + 1 :]])
                    or any(is_refuted(s.text) for s in sentences[:i])
                    or re.search(r"useful|goodput|effective", paragraph, re.I)
                ):
                    continue
                yield ctx.finding(
                    RULE,
                    sentence.line,
                    f"{q.raw} is the ratio of list prices per wall hour "
                    f"(${max(ref.prices[:2]):.2f} vs ${min(ref.prices[:2]):.2f}), not what an "
                    "hour of training costs. Compare dollars per useful GPU-hour "
                    "(price ÷ goodput): spot's goodput is far lower because of "
                    f"interruptions, rework and restarts.",
                    question=doc.question_at(sentence.line),
                    column=q.start + 1,
                    doc=doc,
                )
                break
