"""Helpers shared by rule modules (no rule identity lives here)."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise

from .. import _regex as _rx
from .._regex import Caseless
from ..document import Block, Document, Section
from ..model import Context, Finding
from ..quantities import Quantity
from ..vocabulary import vocabulary

HEDGE = r"(about|around|roughly|approx(\.|imately)?|nearly|almost|close to|≈|≃|~)"
"""A hedge between a label and its figure ("goodput … is approx. 14.8 %"), as a regex group."""
CONNECTIVE = r"(therefore|thus|hence|then|now|only|just|still|also|exactly)"
"""A connective adverb between a label's link and its figure ("goodput is therefore 14.8 %"):
it ties the figure to what came before, not to another label. A regex group."""

__all__ = [
    "CONNECTIVE",
    "HEDGE",
    "advice_only",
    "answers_exercise",
    "cited",
    "conversions",
    "declared_values",
    "declares",
    "exercise_like",
    "hedged",
    "quoted",
    "section_sentences",
]


def _declaration() -> Caseless:
    return vocabulary("declaration").compiled


_CLAUSE_END = (",", ";", ". ", ": ", " so ", " but ", " which ", " and ")
"""Where the clause after a number ends, for a declaration written after it ("50 GB/s
(assumed)", "50 GB/s, an estimate")... up to the next clause only."""


_CITATION_MARKS = ("[^", "http://", "https://", "doi.org/", "arxiv:", "arxiv.org/")
"""What a sentence that gives its source carries: a footnote reference, a link, a DOI or an arXiv
id (compared with the sentence in lower case)."""


def declared_values(doc: Document) -> list[Quantity]:
    """The numbers a document declares: in its assumptions section, in a hedged sentence or in
    one that gives their source."""
    out: list[Quantity] | None = doc.memo.get("declared_values")
    if out is None:
        out = []
        for block in doc.blocks:
            section = doc.sections[block.section] if block.section is not None else None
            in_assumptions = (section is not None and section.question == "assumptions") or (
                block.kind == "paragraph" and _ASSUMPTIONS_LEAD.match(block.text) is not None
            )
            row_sourced = source_cell(block)
            for sentence in block.sentences:
                if (
                    in_assumptions
                    or row_sourced
                    or hedged(sentence.context)
                    or cited(sentence.text)
                ):
                    out += sentence.quantities  # (a figure given with its source is stated)
                elif sentence.quantities and _first_declaration(sentence.text) is not None:
                    # (with no declaration word in the sentence, none of its numbers is declared)
                    text = sentence.text
                    out += [q for q in sentence.quantities if declares(text, q.start, q.end)]
        doc.memo["declared_values"] = out
    return out


_ASSUMPTIONS_LEAD = _rx.compile(
    r"\W{0,3}(?:our |my )?(?:own )?(?:assumptions?|inputs?)(?: \([^)]{0,30}\))?\s?:", re.I
)
"""A paragraph led by its name as the document's assumptions or own inputs ("Assumptions
(ours, not measured): …", "Our own input: …"): its numbers are declared, as in an
Assumptions section."""


def source_cell(block: Block) -> bool:
    """True when ``block`` is a table row with a cell that gives the row's source and holds no
    number of its own ("| Free host RAM per node | 96 GB | measured on two nodes |", "| … |
    assumption (planner) |"): the row's figures are stated with it."""
    if block.kind != "table-row":
        return False
    return any(
        s.in_table and not s.quantities and (cited(s.text) or hedged(s.text))
        for s in block.sentences
    )


def cited(text: str) -> bool:
    """True when ``text`` names where its figures come from (a footnote, link, DOI or arXiv id,
    or a measurement's own source): a number quoted from a source is stated, not an unstated
    assumption."""
    lowered = text.lower()
    if any(mark in lowered for mark in _CITATION_MARKS):
        return True
    # a measurement that says where or when it was taken ("measured by us from the
    # client-side stats"); a bare "measured" is no source
    if "measur" in lowered and vocabulary("sourced_measurement").found(text):
        return True
    # a document named with a place in it ("ExaStor 9 datasheet, rev. C, table 3")
    return vocabulary("named_source").found(text)


_QUOTED = _rx.compile(r"\"[^\"]{1,120}\"|“[^”]{1,120}”")
"""A span in double quotes: a claim quoted, someone else's words ("Spot is 3.2× cheaper")."""


def quoted(text: str, start: int) -> bool:
    """True when position ``start`` of ``text`` lies inside double quotes."""
    if '"' not in text and "“" not in text:
        return False
    return any(m.start() < start < m.end() for m in _QUOTED.finditer(text))


@lru_cache(maxsize=8192)
def hedged(text: str) -> bool:
    """True when ``text`` uses a word of the ``declaration`` vocabulary anywhere (for a lead-in
    or a table header, which governs everything under it)."""
    return _declaration().found(text)


def declares(text: str, start: int, end: int) -> bool:
    """True when the number at ``text[start:end]`` is declared a guess, an example or a
    condition: by a word of the ``declaration`` vocabulary before it in its sentence, or in its
    own clause right after it ("50 GB/s (assumed)"). A hedge later in the sentence is about what
    follows ("… 50 GB/s, so 200 jobs would need 18 times more"), not about this number."""
    first = _first_declaration(text)
    if first is None:
        return False  # no declaration anywhere in the sentence
    if first < start:
        if "(" not in text[:first]:
            return True
        # A declaration inside a parenthesis governs what the parenthesis says ("(… 8 GPUs per
        # node — assumption)"), not a claim a new clause makes after it ("… and local NVMe
        # writes at 6 GB/s").
        before = _ASIDE_BEFORE.sub(lambda m: _aside_blank(m, text, start), text[:start])
        return _declaration().found(before)
    after = text[end:]
    cut = min((i for i in (after.find(sep) for sep in _CLAUSE_END) if i >= 0), default=len(after))
    clause = after[:cut]
    if _MODAL.search(clause):
        # a modal after the number is what follows from it ("with 2 TB of host RAM per node two
        # snapshots would fit"), not a word about the number
        clause = _MODAL.sub(lambda m: " " * len(m.group()), clause)
    return _declaration().found(clause)


_MODAL = _rx.compile(r"\b(would|could|might)\b", re.I)


_ASIDE_BEFORE = _rx.compile(r"\([^()]*\)")
_WORDS = _rx.compile(r"[A-Za-z]{2,}")


def _aside_blank(m: re.Match[str], text: str, start: int) -> str:
    """A closed parenthesis before a number, blanked when three words or more stand between it
    and the number (a new clause), kept when it leads up to it ("(assumed) 50 GB/s")."""
    if len(_WORDS.findall(text[m.end() : start])) >= 3:
        return " " * len(m.group())
    return m.group()


@lru_cache(maxsize=4096)
def _first_declaration(text: str) -> int | None:
    """Where the first declaration word of ``text`` starts (asked once per sentence, not once
    per number)."""
    m = _declaration().search(text)
    return m.start() if m is not None else None


def exercise_like(doc: Document) -> bool:
    """True when the document answers the checkpoint exercise (so its seven parts are expected)."""
    answer: bool | None = doc.memo.get("exercise_like")
    if answer is None:
        numbered = {q for q in doc.questions if isinstance(q, int)}
        answer = doc.memo["exercise_like"] = _cues(doc) >= (3 if len(numbered) >= 3 else 5)
    return answer


def advice_only(finding: Finding, ctx: Context) -> Finding:
    """``finding`` as advice (``info``) when the document is read against a scenario that is not
    the exercise's (:attr:`~reportgen.lint.reference.Reference.exercise`): a team's design doc
    need not answer the exercise's seven questions, so a part it does not take up is shown,
    never counted."""
    if ctx.reference is not None and not ctx.reference.exercise:
        return replace(finding, severity="info")
    return finding


def answers_exercise(doc: Document) -> bool:
    """True when the document answers the exercise, in whole or in part: it is
    :func:`exercise_like`, or it has a section for one of the exercise's questions and speaks
    the exercise's terms (three of its cues). A short note on question 7 alone is read against
    the exercise's facts; a whole answer is expected only of an :func:`exercise_like` one."""
    if exercise_like(doc):
        return True
    answer: bool | None = doc.memo.get("answers_exercise")
    if answer is None:
        numbered = any(isinstance(q, int) for q in doc.questions)
        answer = doc.memo["answers_exercise"] = numbered and _cues(doc) >= 3
    return answer


_ENOUGH_CUES = 5
"""The most cues a question above asks for."""


def _cues(doc: Document) -> int:
    """How many of the exercise's cues the document's text has, counted up to
    :data:`_ENOUGH_CUES` (the search stops there): once per document, for both questions (each
    cue not found is a search of the whole text)."""
    count: int | None = doc.memo.get("exercise_cues")
    if count is None:
        count = doc.memo["exercise_cues"] = vocabulary("exercise_cues").count_found(
            doc.text, _ENOUGH_CUES
        )
    return count


def section_sentences(doc: Document, sections: list[Section]) -> list[str]:
    return [s.with_context for b in doc.blocks_in(sections) for s in b.sentences] + [
        b.text for b in doc.blocks_in(sections) if b.kind == "heading"
    ]


_EQUALS = _rx.compile(
    r"\s*(\(\s*(=|≈|~|≃|(just )?(under|over)|about|around|roughly|nearly|almost)?|=|≈|~|≃)\s*"
)
"""What joins two spellings of one duration: "14 min = 840 s", "3,943.6 s ≈ 66 min",
"1,162 s (≈ 19 min)", "840 s (14 min)", "1.5 s (under 2 steps)"."""
_COMPOUND_BEFORE = _rx.compile(r"\d\s?(h|hrs?|hours?|min|mins|minutes?)\s?$")
"""What ends just before the last part of a duration in three parts (``1 h 5 min`` of
``1 h 5 min 44 s``; the quantities read two parts at most)."""
_OPERATOR_AFTER = _rx.compile(r"\s?[/÷×*·+−–-]\s?[\d(√]")
_OPERATOR_BEFORE = _rx.compile(r"[/÷×*·+−–-]\s?\(?$")


_WHICH_IS = _rx.compile(
    r",?\s*(which is|that is|i\.e\.,?|or)\s+(about |roughly |around |≈\s?|~\s?)?"
    r"|,\s*(?=(about|roughly|around|approximately|some) \d)",
    re.I,
)
"""Words that give a duration again in steps: "258 s, which is 172 optimizer steps", "312 s,
i.e. 346 steps", "312 s or about 346 steps", "986 s, about 1,095 steps"."""
_PER_TIME = _rx.compile(
    r"\s*(?:per|an?|each|every|/)\s*(?:second|sec|s|minute|min|hour|hr|h|day|d)\b", re.I
)
"""What makes a count a rate ("2,000 steps per hour", "steps/h")."""
_SAID_AGAIN = _rx.compile(
    r",?\s*(which is|that is|i\.e\.,?)\s+(about |roughly |around |≈\s?|~\s?)?", re.I
)
"""Words that give a duration again in another unit: "985.9 s, i.e. 16.4 minutes" ("or"
joins two durations as alternatives: "every 5 or 10 min")."""


def steps_spelled(text: str, quantities: tuple[Quantity, ...]) -> list[tuple[Quantity, Quantity]]:
    """The pairs of a duration and the steps ``text`` writes it as ("986 s ≈ 1,095 steps",
    "16.4 min (1,095 steps)", "258 s, which is 172 steps"), joined as :func:`conversions`
    joins two spellings or by words that say it again."""
    if len(quantities) < 2:
        return []
    out = []
    for a, b in pairwise(quantities):
        if a.kind != "duration" or b.kind != "steps":
            continue
        if (
            _EQUALS.fullmatch(text, a.end, b.start) is None
            and _WHICH_IS.fullmatch(text, a.end, b.start) is None
        ):
            continue
        if _OPERATOR_AFTER.match(text, b.end) or _OPERATOR_BEFORE.search(text, 0, a.start):
            continue  # a term of an expression ("312 s / 0.9 s = 346 steps" is shown arithmetic)
        if _PER_TIME.match(text, b.end):
            continue  # "1.8 s (2,000 steps per hour)": a rate of steps, not a count of them
        if _COMPOUND_BEFORE.search(text, max(0, a.start - 16), a.start):
            continue  # the seconds of "1 h 5 min 44 s": the last part of one duration
        out.append((a, b))
    return out


_BRACKET_OPEN = _rx.compile(r"\s*[\[(]\s*(?:=|≈|~|exact(?:ly)?:?|unrounded:?)?\s*")
_ROUNDED_REACH = 0.15
"""How far a rounded figure may lie from the exact one beside it (one significant figure of
1,138 s is 1,000 s: 12 %)."""


def rounded_spellings(text: str, quantities: tuple[Quantity, ...]) -> tuple[Quantity, ...]:
    """The figures ``text`` gives rounded with the exact value in brackets just after them
    ("waste ≈ 70 % [73 %]", "T* ≈ 1,000 s (1,138 s)"): one value, judged by its exact
    spelling. The rounded one has fewer significant digits and lies within 15 % of it."""
    if len(quantities) < 2 or ("[" not in text and "(" not in text):
        return ()
    return _rounded_spellings(text, quantities)


@lru_cache(maxsize=4096)
def _rounded_spellings(text: str, quantities: tuple[Quantity, ...]) -> tuple[Quantity, ...]:
    out = []
    for a, b in pairwise(quantities):
        if a.kind != b.kind or a.value == b.value or not b.value:
            continue
        if _BRACKET_OPEN.fullmatch(text, a.end, b.start) is None:
            continue
        if abs(a.value - b.value) > _ROUNDED_REACH * abs(b.value):
            continue
        if _significant(a.raw) < _significant(b.raw):
            out.append(a)
    return tuple(out)


def _significant(raw: str) -> int:
    """Significant digits of the number in ``raw`` ("1,000 s" → 1, "1,138 s" → 4, "73 %" → 2)."""
    digits = "".join(c for c in raw.split(".")[0] if c.isdigit()).lstrip("0")
    decimals = raw.split(".")[1] if "." in raw else ""
    decimals = "".join(c for c in decimals if c.isdigit())
    if decimals:
        return len(digits) + len(decimals)
    return len(digits.rstrip("0")) or 1


def conversions(text: str, quantities: tuple[Quantity, ...]) -> list[tuple[Quantity, Quantity]]:
    """The pairs of durations ``text`` writes as one, in two units ("14 min = 840 s", "985.9 s,
    i.e. 16.4 minutes")."""
    if len(quantities) < 2:
        return []
    out = []
    for a, b in pairwise(quantities):
        if a.kind == "duration" and b.kind == "duration":
            if (
                _EQUALS.fullmatch(text, a.end, b.start) is None
                and _SAID_AGAIN.fullmatch(text, a.end, b.start) is None
            ):
                continue
            # "15 s = 240 s / 16": a term of an expression, not a second spelling
            if _OPERATOR_AFTER.match(text, b.end) or _OPERATOR_BEFORE.search(text, 0, a.start):
                continue
            # "1 h 05 min 44 s (65.7 min)": the seconds are the last part of one duration
            if _COMPOUND_BEFORE.search(text, max(0, a.start - 16), a.start):
                continue
            out.append((a, b))
    return out
