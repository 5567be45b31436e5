"""RG701 recommendation-incomplete: no decision, no cost, or no condition to revisit it."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import _regex as _rx
from ..document import Block, Document, Section
from ..model import Context, Finding, Rule
from ..quantities import Quantity
from ..vocabulary import vocabulary

RULE = Rule(
    code="RG701",
    name="recommendation-incomplete",
    category="recommendation",
    severity="error",
    summary="The recommendation has no decision, no cost, or no condition to revisit it.",
    what=(
        "Reads the recommendation (a section called Recommendation, TL;DR, Summary, Decision…) "
        "and checks its three parts: a decision that commits to something (what to run, how to "
        'checkpoint; "both options are defensible, it depends on how the team weighs them" '
        "decides nothing), a cost figure (dollars, or a saving as a percentage or ratio; "
        '"clearly the cheaper option", extra days, a list price per GPU-hour, or a threshold '
        "of the revisit condition is "
        "no cost), and the condition under which you would revisit it (a break-even MTBF or "
        'price, "if … rises above …"; a "warning-triggered save" is none). One finding per '
        "missing part, at the section's heading. A section titled as the revisit condition "
        'alone ("When to revisit") is that part: when it is the only one, the decision and the '
        'cost are read in the document\'s opening ("Short answer: …") and the cost wherever '
        "the document prices its options. Sections after the "
        'recommendation that answer no question ("Consequences") continue it, and a sentence '
        'anywhere that ties a revisit condition to the decision ("the decision stands unless '
        '…") gives it. '
        "The phrasings are the decision, deferral and "
        "revisit vocabularies in reportgen/data/vocabulary.yaml."
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

_OPTION = _rx.compile(r"\b(spot|on[- ]demand|preemptible|reserved)\b|(?-i:\b(OD|SP)\b)", re.I)
"""A capacity to run on, named or abbreviated ("OD, sharded+async, every 346 steps")."""
_REVISIT_CLAUSE = _rx.compile(
    r"\b(revisit|reconsider|re-?evaluat|re-?assess|break[- ]?even|switch back|unless)"
    r"(?:[^.;]|\.(?=\d))*"
    r"|\b(if|when|once)\b(?:[^.;]|\.(?=\d))*"
    r"|(?:^|[,;:—–]\s*)(should)\b(?:[^.;]|\.(?=\d))*",
    re.I,
)
"""A revisit condition to the end of its clause: its threshold ("rises above $1.75") is no cost.
"Should" opens one where it starts a clause ("Should spot's MTBF fall below …"), not as a verb
("It should cost about $1.14 …")."""
_COST_WORDS = _rx.compile(r"sav(e|es|ing|ings)\b|cheaper|less|lower|cost|cut", re.I)
"""What makes a percentage or a ratio a cost figure ("58 % cheaper", "a 2.3× saving")."""


def _decided(sentences: list[str]) -> bool | None:
    """True when a sentence commits to an option; False when none does and the section defers
    the choice ("both are defensible", "which to pick depends on…"); None when none commits but
    nothing defers either (an option named without a verb: not sure enough to report)."""
    decision, deferral = vocabulary("decision"), vocabulary("deferral")
    if any(decision.found(t) and not deferral.found(t) for t in sentences):
        return True
    if any(deferral.found(t) for t in sentences):
        return False
    # (an option named only in the revisit condition, "Revisit if spot MTBF < 12.6 min", is
    # no decision about to be made)
    return None if any(_OPTION.search(_REVISIT_CLAUSE.sub("", t)) for t in sentences) else False


def _has_cost(blocks: list[Block], prices: tuple[float, ...] = ()) -> bool:
    """True when the recommendation's ``blocks`` give a cost figure outside its revisit
    conditions: an amount of money (a total, a price per useful GPU-hour), or a percentage or
    ratio said to be a saving or cheaper. "Clearly the cheaper option" or "9 extra days" is no
    cost figure, nor is one of the scenario's list ``prices`` per GPU-hour ("spot MTBF 100 min
    at $0.90/GPU-h" among the facts the decision relies on): that is what capacity costs, not
    what the plan does."""
    for block in blocks:
        if block.kind == "heading":
            continue
        for sentence in block.sentences:
            text = sentence.text
            conditions = [(m.start(), m.end()) for m in _REVISIT_CLAUSE.finditer(text)]
            for q in sentence.quantities:
                if any(a <= q.start < b for a, b in conditions):
                    continue
                if q.kind == "money_rate" and q.per != "useful" and _list_price(q, prices):
                    continue
                if q.kind in ("money", "money_rate"):
                    return True
                if q.kind in ("percent", "ratio") and _COST_WORDS.search(text):
                    return True
    return False


def _list_price(q: Quantity, prices: tuple[float, ...]) -> bool:
    return any(abs(q.value - p) <= max(q.resolution, 0.005 * p) for p in prices)


def _revisit_title(title: str) -> bool:
    """True for a title that names the revisit condition and not the decision ("When to
    revisit", "Revisit triggers"), against "Recommendation and when to revisit it"."""
    return vocabulary("revisit").found(title) and not _DECISION_TITLE.search(title)


_DECISION_TITLE = _rx.compile(r"recommend|decision|decide|verdict|conclusion|summary|plan", re.I)


def _continuation(doc: Document, sections: list[Section]) -> list[Section]:
    """The top-level sections after the last of ``sections``, up to the end of the document,
    when none of them answers a question ("## Consequences" after "## Decision")."""
    last = max(s.end_line for s in sections)
    level = min(s.level for s in sections)
    after = [s for s in doc.sections if s.line > last and s.level <= level]
    if not after or any(x.question is not None for x in doc.sections if x.line > last):
        return []
    return after


def _revisits_decision(doc: Document) -> bool:
    """True when a sentence anywhere ties a revisit condition to the decision itself ("The
    decision stands unless the measured spot MTBF is under 16 min", "We would revisit this
    choice if …"): a status update restates its decision where it lists next steps."""
    revisit = vocabulary("revisit")
    return any(
        _DECISION_NAMED.search(s.text) and revisit.found(s.text)
        for s in doc.sentences
        if "decision" in s.text.lower()
        or "choice" in s.text.lower()
        or "recommend" in s.text.lower()
    )


_DECISION_NAMED = _rx.compile(
    r"\b(the|this|our|that) (decision|choice|recommendation)\b|\b(decision|choice|recommendation)"
    r" (stands|holds|stays)\b",
    re.I,
)
"""The decision itself named as what is revisited ("the decision stands unless …")."""


def _opening(doc: Document) -> list[Block]:
    """The blocks before the first section that answers a question: the document's opening."""
    first = min((s.line for s in doc.sections if s.question is not None), default=0)
    return [b for b in doc.blocks if b.line < first and b.kind != "heading"]


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    sections = doc.sections_for("recommendation")
    if not sections:
        return
    # An answer kept in a code block (YAML's "recommendation: >- Run on spot …") says it there.
    blocks = [b for b in doc.blocks_in(sections) if b.kind != "heading"]
    blocks += doc.code_blocks_in(sections)
    body = "\n".join(b.text for b in blocks)
    sentences = [s.text for b in blocks for s in b.sentences]
    # A section titled as the revisit condition alone ("When to revisit") is that part of the
    # recommendation; a document whose only such section it is gives its decision and cost in
    # its opening ("Short answer: …" before the first question's section): read that too.
    opening: list[Block] = []
    priced: list[Block] = []
    if all(_revisit_title(s.title) for s in sections):
        opening = _opening(doc)
        sentences += [s.text for b in opening for s in b.sentences]
        # With no section of its own, the decision is priced where the document prices its
        # options (a memo's "**Cost.** … $1.43 per useful GPU-hour"): wherever it says so.
        priced = [b for b in doc.blocks if b.kind != "heading"]
    # A decision record goes on after its decision ("## Consequences", "## Risks"): sections
    # after the recommendation that answer no question of their own continue it (its cost, its
    # revisit condition).
    after = _continuation(doc, sections)
    missing = []
    if _decided(sentences) is False:
        missing.append(("decision", "a decision (what to run and how to checkpoint)"))
    prices = tuple(ctx.reference.prices) if ctx.reference is not None else ()
    if not _has_cost(
        doc.blocks_in(sections) + doc.code_blocks_in(sections) + doc.blocks_in(after), prices
    ) and not _has_cost(opening + priced, prices):
        missing.append(("cost", "its cost (dollars per useful GPU-hour, the total, or the saving)"))
    # A design doc may label the parts with their own headings ("## Decision", "## Revisit
    # when"): the label of a later recommendation section says what its body is.
    labels = "\n".join(
        b.text
        for b in doc.blocks_in(sections)
        if b.kind == "heading" and b.line != sections[0].line
    )
    revisit = vocabulary("revisit")
    if after:
        body = body + "\n" + "\n".join(b.text for b in doc.blocks_in(after))
    if (
        not revisit.found(body)
        and not (body.strip() and revisit.found(labels))
        and not _revisits_decision(doc)
    ):
        missing.append(
            (
                "revisit",
                "the condition under which you would revisit it (e.g. a break-even spot MTBF or "
                "price)",
            )
        )
    for _, what in missing:
        yield ctx.finding(
            RULE,
            sections[0].line,
            f"The recommendation does not state {what}.",
            question="recommendation",
            section=sections[0],
            column=doc.first_column(sections[0].line),
        )
