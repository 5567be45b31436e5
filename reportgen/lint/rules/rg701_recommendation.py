"""RG701 recommendation-incomplete: no decision, no cost, or no condition to revisit it."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import _regex as _rx
from .._regex import found
from ..document import Document
from ..model import Context, Finding, Rule

RULE = Rule(
    code="RG701",
    name="recommendation-incomplete",
    category="recommendation",
    severity="error",
    summary="The recommendation has no decision, no cost, or no condition to revisit it.",
    what=(
        "Reads the recommendation (a section called Recommendation, TL;DR, Summary, Decision…) "
        "and checks its three parts: a decision (what to run, how to checkpoint), what it costs "
        "(dollars, a saving, days; a threshold of the revisit condition is not a cost), and the "
        "condition under which you would revisit it (a "
        'break-even MTBF or price, "if … rises above …"). One finding per missing part, at the '
        "section's heading."
    ),
    why=(
        "The recommendation is the paragraph people read. Without a cost nobody can weigh it; "
        "without a revisit condition nobody knows when it has stopped being true, and a spot "
        "decision in particular flips when the interruption rate or the price moves."
    ),
    example="## Recommendation\n\nUse spot with sharded asynchronous checkpoints.\n",
    use_instead=(
        "## Recommendation\n\nRun on spot with sharded asynchronous checkpoints every ~5 min: "
        "about "
        "$1.03 per useful GPU-hour ($190k), 59 % less than on demand, finishing in 41 days. "
        "Revisit if the spot MTBF falls below ~13 min or spot rises above $1.75/GPU-h.\n"
    ),
)

_DECISION = _rx.compile(
    r"\brecommend|\bwe (will|should|would) (run|use|go|choose|adopt|stay|move|checkpoint)|\b(use"
    r"|run on|go with|choose|adopt|stay on|move to|pick|prefer)\b"
    r"|\bdecision\b|\bchoose\b|\bdeploy\b|\bswitch to\b|\bis the (answer|choice)\b"
    r"|\b(go|train|run|move|switch|stay|keep|pick|select|opt|take|buy|migrate|launch)\b"
    r"|\b(spot|on[- ]demand)\b",
    re.I,
)
_COST = _rx.compile(
    # "saves" only with what it saves ("saves $270k", "saves 58 %"), not "an emergency save"
    r"\$|\bUSD\b|\bcost|\bcheaper|\bsaving|\bsaves?\b(?=[^.;]{0,20}[$%\d])|%|\bdays?\b"
    r"|\bdollars?\b|\bbudget",
    re.I,
)
_REVISIT = _rx.compile(
    # "review" only as reviewing the decision ("review it quarterly"), not a code review's
    # "reviewers" or "the infra review"
    r"revisit|re-?evaluat|reconsider|re-?assess|re-?examin|re-?check|re-?run|unless|\bif\b"
    r"|\breview (it|this|that|again|the (decision|choice|plan|numbers))\b"
    r"|\breview(ed)? (quarterly|monthly|weekly|yearly|annually|every|after|once|periodically)\b"
    r"|\bwhen\b|\bshould\b[^.]{0,40}\b(rise|fall|drop|exceed|change)"
    r"|break[- ]?even|threshold|trigger|flip|as long as|provided that|switch back|fall back|until"
    # in French, Spanish and German prose: "à revoir si", "revisar si", "überprüfen, wenn"
    # (\w for an accented letter: a pattern of ASCII letters is searched lower-cased, faster)
    r"|\b(revoir|r\wexamin|r\w\wvalu|reconsid\wr|revisar|reevalu)|berpr\wf|\b(si|wenn|sobald)\b",
    re.I,
)
_REVISIT_CLAUSE = _rx.compile(
    r"\b(revisit|reconsider|re-?evaluat|re-?assess|break[- ]?even)(?:[^.;]|\.(?=\d))*", re.I
)
"""A revisit condition to the end of its clause: its threshold ("rises above $1.75") is no cost."""
_REVISIT_WORDS = ("revisit", "reconsider", "evaluat", "assess", "break")


def _without_revisit_clauses(body: str) -> str:
    low = body.lower()
    if not any(w in low for w in _REVISIT_WORDS):
        return body
    return _REVISIT_CLAUSE.sub(" ", body)


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    sections = doc.sections_for("recommendation")
    if not sections:
        return
    text = doc.text_of(sections)
    body = "\n".join(b.text for b in doc.blocks_in(sections) if b.kind != "heading")
    if not body.strip():
        text = ""
    missing = []
    if not found(_DECISION, body):
        missing.append(("decision", "a decision (what to run and how to checkpoint)"))
    if not found(_COST, _without_revisit_clauses(body)):
        missing.append(("cost", "its cost (dollars per useful GPU-hour, the total, or the saving)"))
    # A design doc may label the parts with their own headings ("## Decision", "## Revisit
    # when"): the label of a later recommendation section says what its body is.
    labels = "\n".join(
        b.text
        for b in doc.blocks_in(sections)
        if b.kind == "heading" and b.line != sections[0].line
    )
    if not found(_REVISIT, body) and not (body.strip() and found(_REVISIT, labels)):
        missing.append(
            (
                "revisit",
                "the condition under which you would revisit it (e.g. a break-even spot MTBF or "
                "price)",
            )
        )
    del text
    for _, what in missing:
        yield ctx.finding(
            RULE,
            sections[0].line,
            f"The recommendation does not state {what}.",
            question="recommendation",
            section=sections[0],
            column=doc.first_column(sections[0].line),
        )
