"""RG303 spot-decision-per-wall-hour: the spot answer never prices a useful hour."""

from __future__ import annotations

from collections.abc import Iterator

from ..document import Document
from ..model import Context, Finding, Rule
from ..vocabulary import vocabulary

RULE = Rule(
    code="RG303",
    name="spot-decision-per-wall-hour",
    category="wall-hour-cost",
    severity="error",
    summary="The spot decision compares prices without ever pricing a useful hour.",
    what=(
        "Reads the answer to the spot question (question 3) and reports it when it talks about "
        "prices or cost but never mentions useful or effective hours, goodput, or a price divided "
        "by goodput."
    ),
    why=(
        "The business question is what an hour of training costs on each kind of capacity. "
        "Without goodput in the comparison the answer is the list-price ratio, whatever the "
        "interruption rate, which is the trap the question is about."
    ),
    example="## 3. Spot\n\nSpot costs $0.75 per GPU-hour against $2.40, so it is cheaper.\n",
    use_instead=(
        "## 3. Spot\n\nAt a goodput of 46.6 % (baseline) spot costs $0.75 ÷ 0.466 = $1.61 per "
        "useful "
        "GPU-hour against $2.79 on demand.\n"
    ),
)


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    sections = doc.sections_for(3)
    if not sections:
        return
    text = doc.text_of(sections)
    if vocabulary("price_talk").found(text) and not vocabulary("useful_hour").found(text):
        yield ctx.finding(
            RULE,
            sections[0].line,
            "The spot decision compares prices but never the cost of a useful hour. Divide each "
            "price by its goodput (useful ÷ wall time) and compare dollars per useful GPU-hour.",
            question=3,
            section=sections[0],
            column=doc.first_column(sections[0].line),
        )
