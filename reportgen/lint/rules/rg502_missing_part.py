"""RG502 missing-answer-part: an answer leaves out a part the question asks for."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from .. import _regex as _rx
from .._regex import found, found_by_words
from ..document import Document, Section
from ..model import Context, Finding, Rule
from ..vocabulary import vocabulary
from ._common import advice_only

RULE = Rule(
    code="RG502",
    name="missing-answer-part",
    category="missing-answer",
    severity="warning",
    summary="An answer leaves out a required part of its question.",
    what=(
        "Checks the parts each question asks for, inside that question's section: (1) the "
        "interval in steps as well as in time, and the overhead and goodput (advice, info: "
        "the values themselves are what is scored); (2) the new "
        "constraint the sharded strategy introduces; (4) what could make the graceful-shutdown "
        "path fail, and a figure (a percentage or dollars) when the answer weighs the warning's "
        "effect on the spot decision; (5) which state you would keep for a merely statistical "
        "resume; (6) what each retained checkpoint is for (a retention table's row names, "
        '"rollback" or "milestone", name classes, not purposes); (7) how to prevent the problem. '
        "A part shown only in a code block inside the answer (a fenced calculation ending in "
        "``= 4382 steps``) counts. Findings point at the question's heading. Against a "
        "scenario that is not the exercise's (a team's design doc), a missing part is advice "
        "(info), except in what the document plans and counts on: how its notice handler fails "
        "when it is needed, and what each class its retention policy keeps is for (what decides "
        "which to drop when storage runs out). Those are warnings."
    ),
    why=(
        "The parts are where the judgement is: an interval without its step count cannot be "
        "configured, a warning handler without its failure modes fails exactly when needed, and "
        "a retention policy without purposes cannot be defended when storage runs out."
    ),
    example="## 4. The warning\n\nOn SIGTERM we save an emergency checkpoint.\n",
    use_instead=(
        "## 4. The warning\n\nOn SIGTERM we save an emergency checkpoint. It fails when the notice "
        "never comes (hardware failures have none) or the save takes longer than 120 s.\n"
    ),
)

_PARTS: list[tuple[int, str, str]] = [
    (
        2,
        "the constraint sharding introduces (all shards must be committed together — a manifest "
        "or commit marker; the layout ties the checkpoint to the parallel configuration; "
        "filesystem bandwidth and metadata load)",
        "sharding_constraint",
    ),
    (
        4,
        "what could make the graceful-shutdown path fail (no notice for hardware failures, a save "
        "longer than the notice, a filesystem slowed by every other preempted job, a hung rank)",
        "graceful_path_failure",
    ),
    (
        5,
        "which state you would still keep for a merely statistical resume, and why",
        "statistical_subset",
    ),
    (
        6,
        "what each retained checkpoint is for (resume after a failure, roll back past a loss "
        "spike, evaluation milestones, the final model)",
        "retention_purpose",
    ),
    (
        7,
        "how to prevent it (stagger or jitter the writes, coordinate or rate-limit them, write to "
        "local storage first)",
        "contention_prevention",
    ),
]
"""Each part: its question, what it asks for, and the vocabulary (reportgen/data/vocabulary.yaml)
whose phrasings show it is there."""


def _purposes_text(doc: Document, sections: list[Section]) -> str:
    """The text of ``sections`` without the names of a table's rows: a retention table's
    "rollback" or "milestones, weights + EMA, every 72 h" in its first column names a class
    and what it holds, not what it is for; a label that says what it is for ("Roll back past a
    loss spike", "kept for evaluation"), or an aside beside the name ("every 4 h (rollback past
    spikes)"), says it."""
    parts: list[str] = []
    for block in doc.blocks_in(sections):
        if block.kind != "table-row":
            parts.append(block.text)
            continue
        for sentence in block.sentences:
            if sentence.cell == 0 and not _PURPOSE_SAID.search(sentence.text):
                # the class's name is no purpose; an aside beside it may say one ("1 every
                # 4 h (rollback past spikes)")
                parts += (m.group(0) for m in _ASIDE.finditer(sentence.text))
                continue
            parts.append(sentence.text)
    return "\n".join(parts)


_PURPOSE_SAID = _rx.compile(
    r"\b(purpose|so that|in case|(to|for|can) (resume|recover|restart|roll|rewind|debug|evaluat"
    r"|eval\b|compar|reproduc|audit|fine-?tun|analy|inspect|bisect))"
    r"|\b(roll(ing)? back|rewind|undo|go back) (past|before|to|over)\b",
    re.I,
)
"""A row's label that says what its class is for, not only what it is: a verb of use ("for
evaluation", "to roll back", "roll back past a loss spike")."""


_ASIDE = _rx.compile(r"\([^()]*\)")


def _sharded_text(doc: Document, sections: list[Section]) -> str:
    """The text of question 2's ``sections`` without the paragraphs about the asynchronous
    scheme alone: "the previous complete one is kept until the new one is committed", said of
    the background write, is the asynchronous part's, not the constraint sharding introduces.
    A paragraph that names the shards too is kept."""
    return "\n".join(
        b.text
        for b in doc.blocks_in(sections)
        if not (_ASYNC_ALONE.search(b.text) and not _SHARDS.search(b.text))
    )


def _failures_text(doc: Document, sections: list[Section]) -> str:
    """The text of question 4's ``sections`` without the sentences that estimate the warning's
    effect ("only the hardware failures that come without notice still lose half an interval,
    45 / 32,400 ≈ 0.14 %. Waste ≈ 32.9 %"): the unwarned failures there are a term of the
    estimate, not a way the graceful path fails when it is needed."""
    return "\n".join(
        _UNWARNED.sub(" ", s.text)
        if any(q.kind in ("percent", "money_rate", "money") for q in s.quantities)
        else s.text
        for b in doc.blocks_in(sections)
        for s in b.sentences
    )


_UNWARNED = _rx.compile(
    r"\b(come|comes|arrive|arrives|arriving|happen|happens|are|is)?\s?(without (a |any )?"
    r"(warning|notice)|no (warning|notice)|(un-?warned|unannounced))\b",
    re.I,
)
"""Failures said to come without notice: in a sentence that estimates the effect, a term of
the estimate."""


_ASYNC_ALONE = _rx.compile(r"\basync|\bbackground (write|copy|flush|thread)|\bfor \(b\)", re.I)
_SHARDS = _rx.compile(r"\bshard|\b\d+ (parallel )?writers\b", re.I)


_GOODPUT_SYMBOL = _rx.compile(
    # capital symbols only (no re.I): "goodput, a …" names no symbol
    r"[Gg]oodput\b[^.\n]{0,60}?\b(?P<a>[A-Zη])\s?[=≡]\s?1\s?/"
    r"|[Gg]oodput,? (?P<b>[A-Zη])\b(?! ?[=≈] ?\d)"
    r"|\b(?P<c>[A-Zη])\s?(=|≡|is|for|denotes)( the)? goodput\b"
)
"""A symbol defined as the goodput: "goodput is useful ÷ wall, G = 1/(1 + w)", "goodput G"."""


# (and in German, Spanish and French: Schritte, Verlust; pasos, pérdida; pas, perte)
_STEPS_NAMED = _rx.compile(r"\bsteps\b|iterations|\bschritten?\b|\bpasos\b|\b\wtapes\b", re.I)
_OVERHEAD_NAMED = _rx.compile(
    r"overhead|waste|\bw\s*[=≈]|lost|loss|verlust|p\wrdida|desperdicio|\bperte\b", re.I
)
_GOODPUT_NAMED = _rx.compile(r"goodput|useful fraction|efficiency|\bgp\b", re.I)
"""The goodput named, or abbreviated as notes abbreviate it ("gp ≈ 87.1 %")."""


def _symbol_given(doc_text: str, text: str) -> bool:
    """True when ``text`` gives a value of the symbol ``doc_text`` defines as the goodput."""
    if "oodput" not in doc_text:
        return False  # every definition names the goodput (a search would read the whole text)
    for m in _GOODPUT_SYMBOL.finditer(doc_text):
        symbol = m["a"] or m["b"] or m["c"]
        if symbol and re.search(rf"(?<![\w/]){re.escape(symbol)}\s?[=≈]\s?\d", text):
            return True
    return False


_RISK_TITLE = _rx.compile(r"\brisks?\b|failure modes?|what (could|can|might) go wrong", re.I)
_NOTICE_WORDS = _rx.compile(
    r"notice|sigterm|preempt|reclaim|evict|emergency|handler|graceful|warning", re.I
)


def _notice_risks(doc: Document) -> str:
    """The entries of a design doc's risk sections ("## Risks", a risk register's table) that
    are about the notice's path ("Hung rank at SIGTERM | no final save"): a team lists how its
    handler fails among its risks, not under the notice's own heading."""
    sections = [s for s in doc.sections if _RISK_TITLE.search(s.title)]
    return "\n".join(
        b.text
        for b in doc.blocks_in(sections)
        if b.kind != "heading" and _NOTICE_WORDS.search(b.text)
    )


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    for question, part, name in _PARTS:
        sections = doc.sections_for(question)
        if not sections:
            continue
        evidence = vocabulary(name)
        text = (
            _purposes_text(doc, sections)
            if question == 6
            else _sharded_text(doc, sections)
            if question == 2
            else _failures_text(doc, sections)
            if question == 4
            else doc.text_of(sections)
        )
        if vocabulary("answered_elsewhere").found(doc.text_of(sections)):
            continue  # "Unchanged from the proposal: …": the document it follows holds the part
        if question == 4 and ctx.reference is not None and not ctx.reference.exercise:
            text = f"{text}\n{_notice_risks(doc)}"
        if not evidence.found(text) and not evidence.found(doc.code_text_of(sections)):
            finding = ctx.finding(
                RULE,
                sections[0].line,
                f"The answer to question {question} does not say {part}.",
                question=question,
                section=sections[0],
                column=doc.first_column(sections[0].line),
            )
            # A design doc need not take up the exercise's questions (their parts are advice),
            # but what it plans and counts on is held to what defends it: a notice handler to how
            # it fails when it is needed, a retention policy to what each class it keeps is for
            # (what decides which to drop when storage runs out).
            yield finding if question in (4, 6) else advice_only(finding, ctx)
    yield from _unquantified_warning(doc, ctx)
    sections = doc.sections_for(1)
    if sections:
        sentences = [s for b in doc.blocks_in(sections) for s in b.sentences]
        text = doc.text_of(sections)
        if doc.code_blocks:  # a part shown in a fenced calculation is shown
            text = f"{text}\n{doc.code_text_of(sections)}"
        missing = []
        steps = any(q.kind == "steps" for s in sentences for q in s.quantities)
        # (each searched only in a text that holds one of its words: a search reads it all)
        if not steps and not found_by_words(_STEPS_NAMED, text):
            missing.append("the interval in steps")
        if not found_by_words(_OVERHEAD_NAMED, text):
            missing.append("the total overhead")
        if not found_by_words(_GOODPUT_NAMED, text) and not _symbol_given(doc.text, text):
            missing.append("the goodput")
        if missing:
            # Advice: question 1's values are scored by the criteria that read them (RUBRIC.md
            # has no missing-part deduction for them); a finding would charge them twice.
            yield replace(
                ctx.finding(
                    RULE,
                    sections[0].line,
                    f"The answer to question 1 does not give {', '.join(missing)}.",
                    question=1,
                    section=sections[0],
                    column=doc.first_column(sections[0].line),
                ),
                severity="info",
            )


_EFFECT = _rx.compile(
    r"\bcheaper|\bbetter\b|\bchange|\banswer to|\(3\)|\bQ3\b|question 3|\bdecision"
    r"|\bworth\b|\bimprov",
    re.I,
)
"""Words that weigh the warning's effect on the spot decision ("it doesn't change my answer")."""
_AMOUNT = frozenset({"percent", "money", "money_rate", "ratio"})
_UNITLESS_AMOUNT = _rx.compile(
    r"\b(w|waste|overhead|goodput|cost|price|bill)\b[^.;\n]{0,40}?(?<![\d.])\d*\.\d+(?![\d.]*\s?(s|sec|min|h|steps?)\b)",
    re.I,
)
"""A waste, goodput or cost written as a bare fraction or figure ("w ≈ 0.328 instead of
0.344", "goodput 0.667, spot cost 0.75 / 0.667 = 1.12"): an amount without its unit."""


def _unquantified_warning(doc: Document, ctx: Context) -> Iterator[Finding]:
    """Question 4 asks how much the warning changes the answer to question 3, roughly: an
    answer that weighs the effect ("spot gets even better", "it doesn't change my answer") with
    no percentage or dollar figure anywhere in it has not quantified it."""
    sections = doc.sections_for(4)
    if not sections:
        return
    sentences = [s for b in doc.blocks_in(sections) for s in b.sentences]
    if doc.code_blocks:
        # arithmetic kept in a fenced block ("spot cost = 0.75 * 1.328 = $1.00 per useful
        # GPU-hour") quantifies the answer it sits in
        sentences += [
            s for b in doc.code_blocks for s in b.sentences if doc.question_at(s.line) == 4
        ]
    if any(q.kind in _AMOUNT for s in sentences for q in s.quantities):
        return
    if any(_UNITLESS_AMOUNT.search(s.text) for s in sentences):
        return  # "w ≈ 0.328 instead of 0.344", "goodput 0.667": fractions, named
    if not any(found(_EFFECT, s.text) for s in sentences):
        return
    yield advice_only(
        ctx.finding(
            RULE,
            sections[0].line,
            "The answer to question 4 weighs the warning's effect on the spot decision without "
            "quantifying it: say roughly how much it moves the overhead or the cost per useful "
            "GPU-hour (preemptions then lose little work but still pay the restart).",
            question=4,
            section=sections[0],
            column=doc.first_column(sections[0].line),
        ),
        ctx,
    )
