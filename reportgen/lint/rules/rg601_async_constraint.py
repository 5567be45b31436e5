"""RG601 async-interval-constraint: async checkpointing without "interval > background write"."""

from __future__ import annotations

from collections.abc import Iterator

from .._regex import found
from ..document import Document, Section, Sentence
from ..model import Context, Finding, Rule
from ..vocabulary import vocabulary

RULE = Rule(
    code="RG601",
    name="async-interval-constraint",
    category="async-constraint",
    severity="error",
    summary=(
        "Asynchronous checkpointing is proposed without the interval-vs-background-write "
        "constraint."
    ),
    what=(
        "When a document proposes asynchronous checkpointing (the loop blocks only for the "
        "device→host snapshot), checks that its answer on the asynchronous strategy (question 2) "
        "says the background write must finish before the next snapshot (interval > write time) "
        "and what goes wrong otherwise. Elsewhere in the document only the relation itself "
        '("T > W", "the interval must exceed the write") counts: "wait for the write still in '
        'flight" in the notice plan is not it. The finding points at the section that discusses '
        'the asynchronous strategy. A relation prescribed backwards ("the background write must '
        'take longer than the interval", "rule: W > T"), with the right one nowhere, is reported '
        "at its sentence, in a document without headings too. An answer kept in a code block "
        "(YAML) is read as the section's text; an answer in parts is read in its asynchronous "
        "part; a mention of async is a rejection only when the "
        'rejection is said of it ("not async", "async was considered and dropped").'
    ),
    why=(
        "With a short interval the next snapshot waits for the previous write, so the stall comes "
        "back, or writes pile up and overrun host memory; and a failure during the background "
        "write loses up to the interval plus the write, not half an interval."
    ),
    example="### (b) Async\n\nThe loop blocks for 1.5 s, so T* = √(2 · 1.5 · 32,400) ≈ 312 s.\n",
    use_instead=(
        "### (b) Async\n\nThe loop blocks for 1.5 s, so T* ≈ 312 s. The 15 s background write must "
        "finish before the next snapshot (T > 15 s), or the stall returns.\n"
    ),
)


# What the rule reads in prose, from reportgen/data/vocabulary.yaml (with its examples):
_ASYNC = vocabulary("async_named").compiled.pattern
_RELATION = vocabulary("interval_exceeds_write").compiled.pattern
_BACKWARDS = vocabulary("relation_backwards").compiled.pattern
_BACKGROUND = vocabulary("background_write").compiled.pattern
_NOT_ADOPTED = vocabulary("not_adopted").compiled.pattern


def _relation_stated(doc: Document) -> bool:
    """True when the document states the interval-vs-write relation outside its answer to
    question 7: there, writes that "overlap their own next snapshot" are what contention on the
    shared filesystem does to every job, not the rule the asynchronous design keeps."""
    if not found(_RELATION, doc.text):
        return False
    if not doc.sections_for(7):
        return True
    return any(
        found(_RELATION, b.text)
        for b in doc.blocks
        if b.section is None or doc.sections[b.section].question != 7
    ) or found(_RELATION, "\n".join(c.text for c in doc.code_blocks))


def _adopts_async(text: str) -> bool:
    return found(_ASYNC, text) and not found(_NOT_ADOPTED, text)


def _rejects_async(text: str) -> bool:
    return found(_ASYNC, text) and found(_NOT_ADOPTED, text)


def _backwards(doc: Document, sections: list[Section]) -> tuple[Sentence, str] | None:
    """The sentence of ``sections`` (of the document, without them) that prescribes the
    relation backwards, if any, and the sentence's text without it."""
    sentences = (
        (s for b in doc.blocks_in(sections) for s in b.sentences) if sections else doc.sentences
    )
    for sentence in sentences:
        text = sentence.text
        if "than" in text or "<" in text or ">" in text:
            m = _BACKWARDS.search(text)
            if m:
                return sentence, text[: m.start()] + " " + text[m.end() :]
    return None


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    sections = doc.sections_for(2)
    if not sections:
        sections = [
            s
            for s in doc.sections
            if _ASYNC.search(s.title) and not (s.index == 0 and s.level == 1)
        ][:1]
    # A relation prescribed backwards is wrong wherever it is, in a document without headings
    # too, unless the document also states it the right way round.
    backwards = _backwards(doc, sections)
    if backwards is not None and not any(
        found(_RELATION, backwards[1] if s is backwards[0] else s.text) for s in doc.sentences
    ):
        phrase = _BACKWARDS.search(backwards[0].text)
        yield ctx.finding(
            RULE,
            backwards[0].line,
            "The asynchronous constraint is stated backwards: the interval must be longer "
            "than the background write (T > W), so that each write finishes before the next "
            "snapshot. With T < W the next snapshot waits (the stall returns) or writes pile "
            "up in host memory.",
            question=doc.question_at(backwards[0].line),
            doc=doc,
            at=doc.locate(backwards[0], phrase.start() if phrase else 0),
        )
        return
    # An answer kept in a code block (YAML's "async: the loop blocks for 1.5 s …") is read too.
    scope = f"{doc.text_of(sections)}\n{doc.code_text_of(sections)}" if sections else ""
    if not sections or not found(_ASYNC, scope):
        # A design doc whose section on cheaper checkpoints (if any) does not take up async: the
        # constraint is asked of it when it adopts asynchronous checkpointing elsewhere ("Four
        # writers, asynchronous, …" in its decision), and may be stated anywhere in it.
        adopted = next((s for s in doc.sentences if _adopts_async(s.text)), None)
        if adopted is None or any(_rejects_async(s.text) for s in doc.sentences):
            return
        # As in an answer's section: the constraint in the paragraphs that take up async, or
        # the interval-vs-write relation anywhere (a queue of jobs elsewhere is not it).
        about_async = "\n".join(
            b.text for b in doc.blocks if found(_ASYNC, b.text) or found(_BACKGROUND, b.text)
        )
        if vocabulary("async_constraint").found(about_async) or _relation_stated(doc):
            return
        yield ctx.finding(
            RULE,
            adopted.line,
            "Asynchronous checkpointing is proposed, but the document never says the background "
            "write must finish before the next snapshot (interval > write time). Otherwise the "
            "next snapshot waits (the stall returns) or writes pile up in host memory, and a "
            "failure during a write loses up to interval + write time.",
            question=2,  # the constraint is question 2's, wherever async is adopted
            doc=doc,
            at=doc.locate(adopted, _ASYNC.search(adopted.text).start()),  # type: ignore[union-attr]
        )
        return
    # The constraint belongs to the asynchronous answer. Elsewhere (the notice's "wait for the
    # write still in flight", a queue of jobs) only the interval-vs-write relation itself counts.
    # A question-2 answer in parts is read in its asynchronous part: the sharded part's commit
    # marker ("the last writer writes a 'complete' marker") is not it.
    parts = [
        s
        for s in doc.sections
        if _ASYNC.search(s.title) and any(x.line < s.line <= x.end_line for x in sections)
    ]
    if parts:
        scope = f"{doc.text_of(parts)}\n{doc.code_text_of(parts)}"
    if vocabulary("async_constraint").found(scope) or _relation_stated(doc):
        return
    if ctx.reference is not None and not ctx.reference.exercise:
        # A design doc's numbered points are its own: the constraint may be in whichever
        # paragraph takes up the background write ("an in-flight drain makes the next snapshot
        # wait its slot"), as where its section on cheaper checkpoints does not take up async.
        about_async = "\n".join(
            b.text for b in doc.blocks if found(_ASYNC, b.text) or found(_BACKGROUND, b.text)
        )
        if vocabulary("async_constraint").found(about_async):
            return
    anchor, section = 1, None
    for s in doc.sections:
        if _ASYNC.search(s.title) and (
            not sections or any(x.line <= s.line <= x.end_line for x in sections)
        ):
            anchor, section = s.line, s
            break
    else:
        if sections:
            anchor, section = sections[0].line, sections[0]
    yield ctx.finding(
        RULE,
        anchor,
        "Asynchronous checkpointing is proposed, but the document never says the background write "
        "must finish before the next snapshot (interval > write time). Otherwise the next snapshot "
        "waits (the stall returns) or writes pile up in host memory, and a failure during a write "
        "loses up to interval + write time.",
        question=2,  # the constraint is question 2's, whichever section it was missed in
        section=section,
        column=doc.first_column(anchor),
    )
