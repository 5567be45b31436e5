"""RG302 cost-without-goodput: a job's cost computed as price × GPU-hours, ignoring lost time."""

from __future__ import annotations

from collections.abc import Iterator

from ..concepts import is_refuted
from ..document import Document
from ..model import Context, Finding, Rule
from ..reference import near
from ..vocabulary import vocabulary

RULE = Rule(
    code="RG302",
    name="cost-without-goodput",
    category="wall-hour-cost",
    severity="error",
    summary="A total cost is list price × useful GPU-hours, with no goodput.",
    what=(
        "Reports a total cost equal to the list price times the useful GPU-hours (for the "
        "exercise, $442k on demand or $138k on spot), stated as what the job costs, unless the "
        "sentence or its paragraph qualifies it (a lower bound, naive, before failures) or divides "
        "by goodput."
    ),
    why=(
        "Nobody pays for useful hours only: failures, rework, checkpoint stalls and restarts are "
        "billed too. On spot they add more than 40 % to the bill, which is exactly the difference "
        "the spot decision turns on."
    ),
    example="On spot the job costs 0.75 × 256 × 720 = $138k.\n",
    use_instead=(
        "On spot the job costs 0.75 × 256 × 720 ÷ 0.70 (goodput) ≈ $196k; the $138k list-price "
        "figure ignores lost time.\n"
    ),
    needs_reference=True,
)


def _examples(totals: list[float]) -> str:
    return ", ".join(f"${v / 1000:,.0f}k" for v in sorted({round(t, -3) for t in totals})[:3])


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    ref = ctx.reference
    if ref is None:
        return
    for block in doc.blocks:
        for sentence in block.sentences:
            text = sentence.text
            for q in sentence.quantities:
                if q.kind != "money":
                    continue
                if not near(ref.naive_totals, q, 0.01):
                    continue
                if near(ref.totals, q, 0.01):
                    continue
                if (
                    vocabulary("cost_qualified").found(text)
                    or vocabulary("cost_qualified").found(block.text)
                    or is_refuted(text)
                ):
                    continue
                yield ctx.finding(
                    RULE,
                    sentence.line,
                    f"{q.raw} is list price × useful GPU-hours: it leaves out the time lost to "
                    f"checkpoints, rework and restarts. Divide by the goodput (the model's totals: "
                    f"{_examples(ref.totals)}…).",
                    question=doc.question_at(sentence.line),
                    at=doc.locate(sentence, q.start),
                    doc=doc,
                )
