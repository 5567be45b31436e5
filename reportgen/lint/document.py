"""Markdown → document model: sections (with the question each answers), blocks and sentences.

The linter never looks at raw Markdown after this module: rules see :class:`Document`, whose
:class:`Section` objects carry line ranges and the exercise question they answer, and whose
:class:`Sentence` objects carry the 1-based line they start on. HTML and YAML front matter are
skipped, as is a block-quoted task (the exercise's question quoted before its answer, whose
words would otherwise answer it), and code blocks are kept apart (:attr:`Document.code_blocks`,
read only as names of state); table rows become sentences that keep their column headers as context.

A section answers question *n* when its heading says so in any of the usual ways (``## 1.``,
``Q3``, ``Task 5``, ``Question 2(b)``, ``### (b)`` under question 2) or names the topic (``Spot
decision``, ``Retention``…); sub-sections inherit the question of their parent (a sub-section
naming another question's topic keeps its own under a parent that is not numbered). Documents that
use bold lead-ins instead of headings (``**3. Spot decision.**``) get the same treatment, and so
does a thread's reply that quotes a question by its label (``> Q3: is spot cheaper?``) or opens
with one (``Q5, what the checkpoint holds …``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise
from operator import attrgetter
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

from . import _regex as _rx
from ._regex import Caseless
from .sourcemap import LineIndex, Replacement, SourceText
from .texmath import math_edits

if TYPE_CHECKING:
    from .quantities import Quantity

__all__ = [
    "Block",
    "Document",
    "Question",
    "Section",
    "Sentence",
    "parse_document",
    "question_of_heading",
]

Question = int | str | None
"""1–7, ``"recommendation"``, ``"assumptions"`` (a section that declares assumptions) or None."""


RawSection = tuple[str, int, int]
"""A section as the parser first finds it: its title, level and line."""
ROW_LEVEL = 8
"""The level of a section begun by a table's row that names its question (``| 2a | … |``):
below every heading, so that it ends at the next row or heading; a question's other sections
come first in :meth:`Document.sections_for` (a finding about the answer points at its prose)."""


@dataclass(slots=True)
class Section:
    """A heading and the lines up to the next heading of the same or a higher level.

    (:class:`Section`, :class:`Block` and :class:`Sentence` are slotted: no attribute beyond
    their fields, and smaller for the garbage collector to trace; a document of 1 MB holds up
    to 200,000 of each.)"""

    index: int
    title: str
    level: int
    """1–6 for Markdown and HTML headings (6 for a ``<summary>``), 7 for a bold lead-in
    paragraph used as a heading, 8 (:data:`ROW_LEVEL`) for a table's row naming its
    question."""
    line: int
    """1-based line of the heading."""
    end_line: int
    """Last line (inclusive) of the section, sub-sections included."""
    own_question: Question
    question: Question = None
    """The question this section answers (its own, or inherited from its parent)."""
    parent: int | None = None
    slug: str = ""
    also: tuple[int, ...] = ()
    """Further questions its heading names ("Q1 and Q2 — on-demand" answers question 2 too)."""


def _import_quantities(text: str) -> tuple[Quantity, ...]:
    """:func:`.quantities.quantities_in`, imported on first use (parsing alone does not need
    it); then :data:`_quantities_in` is that function itself, with no import statement run per
    sentence."""
    global _quantities_in
    from .quantities import quantities_in

    _quantities_in = quantities_in
    return quantities_in(text)


_quantities_in: Callable[[str], tuple[Quantity, ...]] = _import_quantities


@dataclass(slots=True)
class Sentence:
    text: str
    """The sentence, Markdown emphasis and code ticks removed."""
    line: int
    """1-based line the sentence starts on."""
    block: int
    """Index of the :class:`Block` it belongs to."""
    context: str = ""
    """Extra words that say what the sentence is about (table headers and row label)."""
    in_table: bool = False
    start: int = field(default=0, repr=False, compare=False)
    end: int = field(default=-1, repr=False, compare=False)
    """The span of its block's text that :attr:`text` is (whitespace collapsed, in prose);
    ``end`` is -1 for a sentence made up by hand, whose place in the file is unknown."""
    cell: int = field(default=-1, repr=False, compare=False)
    """Which cell of its table row it is (-1: not a cell)."""
    in_code: bool = field(default=False, repr=False, compare=False)
    """True for a line of a code block (:attr:`block` indexes :attr:`Document.code_blocks`)."""

    _quantities: tuple[Quantity, ...] | None = field(
        default=None, init=False, repr=False, compare=False
    )
    _with_context: str | None = field(default=None, init=False, repr=False, compare=False)
    _source: SourceText | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def quantities(self) -> tuple[Quantity, ...]:
        """The quantities of :attr:`text` (:func:`.quantities.find_quantities`), found once for
        every rule."""
        found = self._quantities
        if found is None:
            found = self._quantities = _quantities_in(self.text)
        return found

    @property
    def with_context(self) -> str:
        """:attr:`text` and :attr:`context`, joined by "; " (what several rules search): the
        context is read beside the text, never as one phrase with it ("shuffle seed" in a cell
        under the header "State" is no "seed state")."""
        joined = self._with_context
        if joined is None:
            joined = self._with_context = (
                f"{self.text}; {self.context}" if self.context else self.text
            )
        return joined


@dataclass(slots=True)
class Block:
    """A paragraph, a list item's paragraph, a table row or a heading."""

    kind: str
    """``paragraph``, ``item``, ``table-row``, ``heading``."""
    text: str
    line: int
    end_line: int
    section: int | None
    sentences: tuple[Sentence, ...] = ()
    """Its sentences, made once the sections are known: a tuple (one allocation where a list
    takes two, and nothing appends to it; the empty one shared)."""
    raw: str = field(default="", repr=False, compare=False)
    """The Markdown :attr:`text` was cleaned from (a table row's cells one a line), kept to
    find where the text is in the file when a finding asks: :meth:`Document.source_of`."""
    how: str = field(default="", repr=False, compare=False)
    """How :attr:`raw` lies in the file: ``lines`` (its lines end the lines from :attr:`line`
    on; ``stripped``: the same, the cleaned text stripped), ``title`` (its first line, after
    :attr:`head`, which stands where the line starts),
    ``after`` (on :attr:`line`, after the first :attr:`head`), ``at`` (at 0-based
    :attr:`column` of :attr:`line`), ``cells`` (one by one along :attr:`line`), or ``""``
    (:attr:`text` itself, at the line's start)."""
    head: str = field(default="", repr=False, compare=False)
    column: int = field(default=0, repr=False, compare=False)


@dataclass
class Document:
    """A parsed document. Treat it as read-only: what the rules derive from it (the sections
    answering a question, their blocks and text, and :attr:`memo`) is computed once and shared,
    and the lists and sets handed out are those shared copies."""

    path: str
    text: str
    lines: list[str]
    sections: list[Section]
    blocks: list[Block]
    skipped_lines: frozenset[int]
    """1-based lines inside code blocks or front matter (never linted, never suppressions)."""
    code_blocks: list[Block] = field(default_factory=list)
    """Fenced and indented code blocks, one sentence per non-blank line. They are not in
    :attr:`blocks`: no rule reads their numbers or prose; only the missing-state rule reads
    them, as names (a state list kept as a ``state = {...}`` dict with comments). Their
    sentences' :attr:`Sentence.block` index this list."""
    memo: dict[object, Any] = field(default_factory=dict, repr=False, compare=False)
    """What several rules derive from the document, keyed by who derived it (e.g.
    ``exercise_like``): worked out once per document."""
    line_index: LineIndex | None = field(default=None, repr=False, compare=False)
    """Offsets in :attr:`text` to (line, column); made when first needed."""
    body: str | None = field(default=None, repr=False, compare=False)
    """The text markdown-it read (:attr:`text` with the front matter blanked and decimal
    commas read as points: the same lines and columns); None: :attr:`text`."""

    def position(self, offset: int) -> tuple[int, int]:
        """The 1-based (line, column) of ``offset`` in :attr:`text`."""
        if self.line_index is None:
            self.line_index = LineIndex(self.text)
        return self.line_index.position(offset)

    def locate(self, sentence: Sentence, offset: int = 0) -> tuple[int, int]:
        """The 1-based (line, column) in the file of ``sentence.text[offset]``: where a finding
        about what a rule matched at ``offset`` of the sentence points. Every rule that reports
        something it found in a sentence asks this, whatever the model removed or rewrote
        before it (markup, links, tags, line breaks, table pipes)."""
        source = self.source_of(sentence)
        if source is None:
            return sentence.line, self.first_column(sentence.line)
        return self.position(source.origin(offset))

    def source_of(self, sentence: Sentence) -> SourceText | None:
        """``sentence.text`` with the offset in :attr:`text` of each of its characters; None
        for a sentence made up by hand. Worked out when a finding first asks (parsing keeps
        only how to find it: most sentences have no finding)."""
        found = sentence._source
        if found is not None or sentence.end < 0:
            return found
        place = self._placer()
        if sentence.in_code:
            found = place.code_line(sentence.text, sentence.line)
        else:
            block = self.blocks[sentence.block]
            key = ("source_of", sentence.block)
            whole: SourceText | list[SourceText] | None = self.memo.get(key)
            if whole is None:
                whole = self.memo[key] = place.block(block)
            if isinstance(whole, list):
                found = whole[sentence.cell]
            else:
                found = whole[sentence.start : sentence.end]
                if found.text != sentence.text:
                    found = found.collapsed()
        sentence._source = found
        return found

    def _placer(self) -> _Placer:
        placer: _Placer | None = self.memo.get("placer")
        if placer is None:
            if self.line_index is None:
                self.line_index = LineIndex(self.text)
            body = self.text if self.body is None else self.body
            placer = self.memo["placer"] = _Placer(body.split("\n"), self.line_index)
        return placer

    def first_column(self, line: int) -> int:
        """The 1-based column of the first character of ``line`` that is not blank (1 for a
        blank line): where a finding anchored to a heading or a line points."""
        text = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        return len(text) - len(text.lstrip()) + 1 if text.strip() else 1

    @property
    def sentences(self) -> Iterator[Sentence]:
        """Every sentence of :attr:`blocks`, in order (gathered once: most rules read them all,
        and the document is read-only)."""
        every: tuple[Sentence, ...] | None = self.memo.get("sentences")
        if every is None:
            every = self.memo["sentences"] = tuple(
                sentence for block in self.blocks for sentence in block.sentences
            )
        return iter(every)

    def section_at(self, line: int) -> Section | None:
        """The innermost section containing ``line``."""
        owners: list[int | None] | None = self.memo.get("owners")
        if owners is None:
            owners = self.memo["owners"] = _owners(self.sections, len(self.lines))
        index = _owner_from(owners, self.sections, line)
        return None if index is None else self.sections[index]

    def question_at(self, line: int) -> Question:
        section = self.section_at(line)
        return None if section is None else section.question

    def sections_for(self, question: Question) -> list[Section]:
        """The sections answering ``question``, outermost first (no nested duplicates)."""
        key = ("sections_for", question)
        chosen: list[Section] | None = self.memo.get(key)
        if chosen is None:
            chosen = []
            # Sections come in the order of their lines, so a section lies inside a chosen one
            # exactly when it starts before the furthest end of those chosen so far.
            in_order = self.memo.get("in_order")
            if in_order is None:
                in_order = self.memo["in_order"] = _in_order(self.sections)
            reach = 0
            for section in self.sections:
                if section.question != question and question not in section.also:
                    continue
                if in_order:
                    if section.line <= reach:
                        continue
                elif any(c.line <= section.line <= c.end_line for c in chosen):
                    continue
                chosen.append(section)
                reach = max(reach, section.end_line)
            chosen.sort(key=lambda section: section.level == ROW_LEVEL)  # prose first
            self.memo[key] = chosen
        return chosen

    def blocks_in(self, sections: list[Section]) -> list[Block]:
        """The blocks of ``sections``, and after them the table rows they cite by label (an
        answer that keeps its numbers in a table at the end: "a little over an hour [N1]" is
        answered by the row ``| N1 | … |`` too)."""
        key = ("blocks_in", *(s.index for s in sections))
        found: list[Block] | None = self.memo.get(key)
        if found is None:
            inside = _Spans(sections)
            if len(inside.starts) == 1:
                # one span (a document of one section: every block, maybe): its bounds compared
                # in place, as :meth:`_Spans.hold` compares them
                first, last = inside.starts[0], inside.ends[0]
                found = [b for b in self.blocks if first <= b.line <= last]
            else:
                found = [b for b in self.blocks if inside.hold(b.line)]
            cited = self._cited_rows(found) if any("[" in b.text for b in found) else []
            found = self.memo[key] = found + cited
        return found

    def _cited_rows(self, blocks: list[Block]) -> list[Block]:
        """The labelled table rows ``blocks`` cite, each after its table's header row (whose
        words say what the row's numbers are)."""
        rows: dict[str, tuple[Block, Block]] | None = self.memo.get("labelled_rows")
        if rows is None:
            rows = self.memo["labelled_rows"] = {}
            header: Block | None = None
            previous: Block | None = None
            for b in self.blocks:
                if b.kind != "table-row":
                    previous = None
                    continue
                if previous is None or b.line > previous.line + 2:
                    header = b  # a table's first row (the delimiter row sits below it)
                label = b.text.partition(" | ")[0].strip("*_ ")
                if b is not header and header is not None and _ROW_LABEL.fullmatch(label):
                    rows[label] = (header, b)
                previous = b
        if not rows:
            return []
        cited: list[Block] = []
        for block in blocks:
            for m in _CITATION.finditer(block.text):
                for label in _CITATION_SPLIT.split(m.group(1)):
                    for row in rows.get(label, ()):
                        if row not in cited and row not in blocks:
                            cited.append(row)
        return cited

    def text_of(self, sections: list[Section]) -> str:
        """The prose of ``sections`` (headings included), one block per line."""
        key = ("text_of", *(s.index for s in sections))
        text: str | None = self.memo.get(key)
        if text is None:
            text = self.memo[key] = "\n".join(b.text for b in self.blocks_in(sections))
        return text

    def code_blocks_in(self, sections: list[Section]) -> list[Block]:
        """The code blocks inside ``sections``."""
        inside = _Spans(sections)
        return [b for b in self.code_blocks if inside.hold(b.line)]

    def code_text_of(self, sections: list[Section]) -> str:
        """The code blocks inside ``sections``, one line per line, an identifier's underscores
        read as spaces ("T_star_steps: 4382" names the steps). Not prose: only for asking
        whether an answer shows a part at all (``= 4382 steps`` in a fenced calculation, an
        answer kept as YAML)."""
        key = ("code_text_of", *(s.index for s in sections))
        text: str | None = self.memo.get(key)
        if text is None:
            text = "\n".join(s.text for b in self.code_blocks_in(sections) for s in b.sentences)
            if "_" in text:
                text = _IDENTIFIER_JOIN.sub(" ", text)
            self.memo[key] = text
        return text

    @property
    def questions(self) -> set[Question]:
        found: set[Question] | None = self.memo.get("questions")
        if found is None:
            found = self.memo["questions"] = {
                s.question for s in self.sections if s.question is not None
            } | {q for s in self.sections for q in s.also}
        return found

    def anchor(self, question: Question) -> tuple[int, Section | None]:
        """Where a finding about something absent from ``question`` belongs: its heading, else 1."""
        sections = self.sections_for(question)
        if sections:
            return sections[0].line, sections[0]
        return 1, None


_ROW_LABEL = _rx.compile(r"[A-Z]{1,3}\d{1,3}")
"""A table row's label that prose can cite ("N1", "T3", "R12")."""
_CITATION = _rx.compile(r"\[([A-Z]{1,3}\d{1,3}(?:\s*[,;]\s*[A-Z]{1,3}\d{1,3})*)\]")
"""A citation of labelled rows: "[N1]", "[N6, N7]", "[T3; T4]"."""
_CITATION_SPLIT = _rx.compile(r"\s*[,;]\s*")


class _Spans:
    """The lines of some sections, as sorted disjoint ranges: whether a line is in one of them
    in ``log(sections)`` steps instead of one step per section."""

    def __init__(self, sections: list[Section]) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        for section in sorted(sections, key=lambda s: s.line):
            if section.end_line < section.line:
                continue
            if self.ends and section.line <= self.ends[-1] + 1:
                self.ends[-1] = max(self.ends[-1], section.end_line)
            else:
                self.starts.append(section.line)
                self.ends.append(section.end_line)

    def hold(self, line: int) -> bool:
        k = bisect_right(self.starts, line) - 1
        return k >= 0 and line <= self.ends[k]


class _Placer:
    """Finds a block's text in the file (:meth:`Document.source_of`): markdown-it gives a block's
    first line and its text with each line's markers and indentation removed (each line's end
    is kept); the text is found on its lines and cleaned again, this time with the map."""

    def __init__(self, body_lines: list[str], index: LineIndex) -> None:
        self.body_lines = body_lines
        self.index = index

    def _line(self, number: int) -> str:
        return self.body_lines[number - 1] if 0 < number <= len(self.body_lines) else ""

    def located(self, content: str, first_line: int) -> SourceText:
        """``content``, whose ``k``-th line is the end of source line ``first_line + k``
        (trailing blanks perhaps stripped), mapped to the file."""
        origins = []
        for k, part in enumerate(content.split("\n")):
            source_line = self._line(first_line + k)
            column = source_line.rfind(part)
            if column < 0:
                # A tab that markdown-it expanded into spaces: the rest of the line is there.
                bare = part.lstrip()
                column = max(0, source_line.rfind(bare)) - (len(part) - len(bare))
            origins.append(self.index.offset(first_line + k) + column)
        return SourceText.lines(content, origins)

    def on_line(self, content: str, line: int, after: int = 0) -> SourceText:
        """``content``, found on source ``line`` at or after column ``after`` (0-based)."""
        column = self._line(line).find(content, after)
        return SourceText.at(content, self.index.offset(line) + max(column, after))

    def code_line(self, text: str, line: int) -> SourceText:
        """A code block's line, read as ``text`` (attribute dots as spaces, one for one)."""
        column = _ATTRIBUTE_DOT.sub(" ", self._line(line)).find(text)
        return SourceText.at(text, self.index.offset(line) + max(column, 0))

    def block(self, block: Block) -> SourceText | list[SourceText]:
        """``block.text`` mapped to the file (a table row: its cells)."""
        raw, line, how = block.raw, block.line, block.how
        if how in ("lines", "stripped"):
            found = _clean(self.located(raw, line))
            return found if how == "lines" else found.stripped()
        if how == "title":
            first = raw.split("\n", 1)[0]
            title = _clean(self.located(raw, line)[0 : len(first)]).stripped()
            if not block.head:
                return title
            source_line = self._line(line)
            at = self.index.offset(line) + len(source_line) - len(source_line.lstrip())
            return SourceText.join([SourceText.at(block.head, at), title])
        if how == "after":
            # After the opening "#"s (the title may repeat them: "# 1 #").
            after = max(0, self._line(line).find(block.head)) + len(block.head)
            return _clean(self.on_line(raw, line, after)).stripped()
        if how == "at":
            return _clean(SourceText.at(raw, self.index.offset(line) + block.column)).stripped()
        if how == "cells":
            cells = []
            after = 0  # each cell is found on the row's line after the one before
            for raw_cell in raw.split("\n"):
                found = self.on_line(raw_cell, line, after)
                after = found.origin(len(found)) - self.index.offset(line)
                cells.append(_clean(found).stripped())
            return cells
        return SourceText.at(block.text, self.index.offset(line))


# --- questions from headings ------------------------------------------------------------------

_NUMBERED = [
    # "Q3", "Q 3", "Question 3", "Task 5", "Answer 2", "Part 4", "Problem 1", "Section 6"
    _rx.compile(
        r"^\W*(?:q|question|task|answer|part|problem|item|step)\s*[#.:-]?\s*([1-7])(?![\d.,]\d)"
        r"(?:\s*\(?[a-d]\)?)?(?:\b|$)",
        re.I,
    ),
    # "1.", "1)", "1 -", "1:", "(1)", "§3", "1. On-demand", "2(b)", "2b", "2.a"
    _rx.compile(r"^\W*§?\(?([1-7])(?:\)|\.(?!\d)|:|\s[-–—]|\s|(?=\(?[a-d]\)?\b)|$)", re.I),
]

_STEP_NUMBERED = _rx.compile(r"^\W*(?:step|item|problem|answer)\s*[#.:-]?\s*\d", re.I)
"""A title numbered by a word that counts steps or entries, not questions ("Step 4, waste at
T*"): under a section numbered as a question, a step of its answer."""

_SUMMARY = _rx.compile(r"\btl;?dr\b|\bexecutive summary\b|\bsummary\b", re.I)
_RECOMMENDATION = _rx.compile(
    r"\brecommend|\bdecisions?\b|\bverdict\b|\bbottom line\b|\bconclusions?\b", re.I
)
"""A section's title that names the recommendation as such (not a summary of the document):
"Recommendation", "Decision", "Verdict", "Bottom line", "Conclusion"."""
_PRICED = _rx.compile(r"\$\s?\d|\bper useful\b|\d\s?(USD|dollars)\b", re.I)

_TOPICS: list[tuple[Question, str]] = [
    ("assumptions", "heading_assumptions"),
    ("recommendation", "heading_recommendation"),
    # A summary is the recommendation unless the document has a section that says it is one
    # (see parse_document): a PR's "Summary" then summarises the change, it does not recommend.
    ("recommendation", ""),
    (7, "heading_q7"),
    (6, "heading_q6"),
    (5, "heading_q5"),
    (4, "heading_q4"),
    (3, "heading_q3"),
    (2, "heading_q2"),
    (1, "heading_q1"),
]
"""What a heading's words say it answers, in the order asked (the first that matches wins: a
"Spot decision" is question 3's, a "Decision" the recommendation): each the vocabulary
(reportgen/data/vocabulary.yaml) of the headings that name it ("" for :data:`_SUMMARY`)."""


@lru_cache(maxsize=1)
def _topic_searches() -> tuple[tuple[Question, Caseless], ...]:
    """:data:`_TOPICS`, compiled when first asked (searched lower-cased where that is provably
    the same: every heading and every bold lead of a document asks)."""
    from .vocabulary import vocabulary

    return tuple(
        (question, vocabulary(name).compiled if name else Caseless(_SUMMARY))
        for question, name in _TOPICS
    )


@lru_cache(maxsize=4096)
def _question_beside_summary(title: str) -> Question:
    """The question a "Summary" or "TL;DR" heading names besides the summary (remembered per
    title)."""
    return question_of_heading(_SUMMARY.sub(" ", title))


@lru_cache(maxsize=4096)
def question_of_heading(title: str) -> Question:
    """The question a heading names, by number or by topic; None when it names none.

    Remembered: a document repeats its headings' titles ("## Notes", "## TL;DR", a bold "**A.**"
    in every entry), and each title costs up to ten searches."""
    text = title.strip().strip("*_ ").strip()
    for pattern in _NUMBERED:
        m = pattern.match(text)
        if m:
            return int(m.group(1))
    labelled = _labelled(text)
    if labelled is not None:
        return labelled
    if "_" in text:
        text = _IDENTIFIER_JOIN.sub(" ", text)  # "spot_vs_od" reads "spot vs od"
    outline = _OUTLINE_NUMBER.match(text)
    if outline is not None:
        text = text[outline.end() :]  # "3.2 How often to checkpoint" is titled by its words
    container = _CONTAINER.match(text)
    if container is not None:
        text = text[container.end() :]  # "Tab state" is titled "state"
    for question, search in _topic_searches():
        if search.found(text):
            return question
    return None


_OUTLINE_NUMBER = _rx.compile(
    r"\W*(?:(?:\d{1,2}|[A-Z])(?:\.\d{1,2})+\.?|[A-Z]{1,2}-?\d{1,2}[.:)])\s+(?=\S)"
)
"""A document's own outline number or label before a heading's words ("3.2 How often to
checkpoint", "4.1.3 Retention", "A.2 Costs", "P5. Checkpoint contents", "R-2: Retention"): it
numbers the document's sections, not the exercise's questions, and the title is read after
it."""
_IDENTIFIER_JOIN = _rx.compile(r"(?<=[A-Za-z0-9])_(?=[A-Za-z0-9])")
"""The underscore of an identifier used as a title ("spot_vs_od", "shared_fs"): a space
between its words."""
_CONTAINER = _rx.compile(
    r"(?:tab|sheet|worksheet|slide|panel|page|card)(?:\s*\d{1,3})?\s*[:·—–-]?\s+(?=\S)", re.I
)
"""The name of what holds a part, before the part's own title ("Tab state", "Slide: Retention",
"Panel — Spot"), with its own count ("Slide 9 — State."): the title is what follows it."""


_LABEL_INSIDE = _rx.compile(
    r"(?<![\w.])(?:q|question)\s?([1-7])(?:\s?\(?[a-d]\)?)?(?![\w.,]?\d)(?![a-z])", re.I
)
"""A question's label after other words of a heading: "3.5 Checkpoint contents (Q5)",
"Results — Question 2"."""


@lru_cache(maxsize=4096)
def _labelled(title: str) -> int | None:
    """The question a heading labels after other words ("3.5 Checkpoint contents (Q5)"): an
    explicit label, which names the question whatever the document's own numbering says."""
    text = title.strip().strip("*_ ").strip()
    m = _LABEL_INSIDE.search(text)
    return int(m.group(1)) if m is not None and m.start() > 0 else None


# --- parsing ------------------------------------------------------------------------------------

_FRONT_MATTER = _rx.compile(r"\A(---|\+\+\+)[ \t]*\n.*?\n\1[ \t]*(\n|\Z)", re.S)
_EMPHASIS = _rx.compile(r"(\*\*|(?<![\w\\])__|__(?!\w)|`|~~)")
_STAR_EMPHASIS = _rx.compile(r"(?<![\w*\\])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])")
_LINK = _rx.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_HTML_TAG = _rx.compile(r"</?[A-Za-z][A-Za-z0-9-]*(?:[ \t/][^<>\n]*)?>|<![^<>\n]*>")
"""An HTML tag or comment as CommonMark reads one: ``<`` then a letter (or ``/``, ``!``). Not
"MTBF < 12.6 min, restart > 52 min", whose ``<`` and ``>`` are comparisons."""
_THIN_GROUP = _rx.compile(r"(?<=\d)[\u2009\u202f](?=\d{3}(?!\d))")
_ESCAPED_MARK = _rx.compile(r"\\([*_])")
"""An escaped emphasis mark (``\\*``), read as the mark itself."""
"""A thin or narrow no-break space between groups of three digits (``3\u2009943.6 s``): read as
the comma of ``3,943.6 s``, since sentences are split on whitespace, these spaces included."""
_DECIMAL_COMMA = _rx.compile(r",\d{1,2}(?![\d,])")
"""A number with a comma and one or two digits after it (``14,8 %``, ``1,5 s``): a decimal
comma, since a comma between groups of thousands has three digits after it."""
_DOT_DECIMAL = _rx.compile(r"(?<=\d)\.(?!\d{3}(?!\d))\d")
"""A decimal point: a point with other than three digits after it."""
_DOT_GROUP = _rx.compile(r"(?<=\d)\.(?=\d{3}(?!\d))")
"""A point with three digits after it: in a document with decimal commas, the German way of
writing thousands (``32.400 s``)."""
_DIGIT_COMMA = _rx.compile(r"(?<=\d),(?=\d)")
_SPACE_GROUPED = _rx.compile(
    r"(?<![\w.,])\d{1,3}(?:[ \u00a0]\d{3}){2,}(?![\d,])|(?<![\w.,])\d{1,3}[ \u00a0]\d{3}\.\d"
)
"""A number that can only be grouped with spaces: two groups of three ("15 552 000") or one
before a decimal point ("3 943.6"). One is enough to show the document's way of writing
thousands; a lone "32 400" could be two numbers."""
_DIGIT_SPACE_DIGITS = _rx.compile(r"\d[ \u00a0]\d\d\d")
"""What every match of :data:`_SPACE_GROUPED` holds, found by the engine's skip to a digit."""
_SPACE_GROUPS_SI = _rx.compile(r"(?<![\w.,])\d{1,3}(?:[ \u00a0]\d{3})+(?![\d,]|\.\d{3})")
"""Groups of three digits after a space, in a document that writes its thousands so."""
_SPACE_GROUPS = _rx.compile(r"(?<![\d.])\d{1,3}(?:[ \u00a0]\d{3})+(?!\d)")
"""Groups of three digits after a space or a no-break space (``3 943``, ``15 552 000``), as a
document with decimal commas writes its thousands."""


def numeric_text(text: str) -> str:
    """``text`` with its numbers spelled as the reader reads them: decimal commas as points
    (in a document written with them) and thin-space groups of thousands as commas. Every
    change keeps the length, so lines and columns stay where they were; the grader reads a
    submission's numbers from this, as the linter does."""
    text = _with_decimal_points(text)
    if "\u2009" in text or "\u202f" in text:
        text = _THIN_GROUP.sub(",", text)
    return text


def _with_decimal_points(body: str) -> str:
    """``body`` with its decimal commas as points, if it is written with them (``3 943,6 s``,
    ``3.943,6 s``, ``14,8 %`` in French, Spanish or German): ``3\u2009943.6 s``, ``14.8 %``. A
    document is when its numbers with one or two digits after a comma (never a group of
    thousands) are at least three and outnumber its decimal points. A document that groups
    thousands with spaces (SI style: ``15 552 000``, ``3 943.6 s``) has them read as thin
    spaces, whatever its decimal mark. Every change keeps the length, so lines and columns stay
    where they were."""
    if " " in body and _space_grouped(body):
        body = _SPACE_GROUPS_SI.sub(
            lambda m: m.group(0).replace(" ", "\u2009").replace("\u00a0", "\u2009"), body
        )
    if "," not in body:
        return body
    commas = len(_DECIMAL_COMMA.findall(body))
    if commas < 3 or commas <= len(_DOT_DECIMAL.findall(body)):
        return body
    body = _DIGIT_COMMA.sub(".", _DOT_GROUP.sub("\u2009", body))
    return _SPACE_GROUPS.sub(
        lambda m: m.group(0).replace(" ", "\u2009").replace("\u00a0", "\u2009"), body
    )


def _space_grouped(body: str) -> bool:
    """``_SPACE_GROUPED.search(body) is not None``: searched from the first place a match can
    start, not tried at every character of the document (a match holds
    :data:`_DIGIT_SPACE_DIGITS` from its first to its third character)."""
    first = _DIGIT_SPACE_DIGITS.search(body)
    if first is None:
        return False
    if _SPACE_GROUPED.search(body, max(0, first.start() - 2)) is not None:
        return True
    # Or thousands grouped with spaces throughout ("32 400 s", "3 944 s", "4 382 steps"): three
    # such numbers or more, and no group of thousands after a comma anywhere.
    pairs = _SPACE_PAIR.findall(body, max(0, first.start() - 2))
    return len(pairs) >= 3 and _COMMA_GROUP.search(body) is None


_SPACE_PAIR = _rx.compile(r"(?<![\w.,])\d{1,3}[ \u00a0]\d{3}(?![\w,]|\.\d)")
_COMMA_GROUP = _rx.compile(r"\d,\d{3}(?!\d)")


_SENTENCE_END = _rx.compile(
    # Matches from the sentence's final mark. This used to be written as the lookbehind
    # (?<=[.!?;]) preceded by (?<!\be\.g)(?<!\bi\.e)(?<!\bvs)(?<!\betc)(?<!\bapprox)(?<!\bcf)
    # (?<!\bNo), all tested after the mark, where none can ever fail (each ends in a letter):
    # consuming the mark instead matches exactly the same ends, found by a fast scan for the
    # mark instead of a try at every character.
    r"[.!?;][)\"'”’]*\s+(?=[\"'“‘(\[]?[A-Z0-9$≈~*(\-•])"
)
_ABBREVIATED = _rx.compile(
    r"(?:^|[\s(])(?:approx|ca|cf|vs|e\.g|i\.e|incl|excl|resp|est|avg"
    r"|rev|ref|refs|fig|figs|eq|eqs|sec|vol|pp|p|ch|tab|et al)$",
    re.I,
)
"""A word whose full stop abbreviates it and does not end the sentence ("approx. 14.8 %",
"e.g. the RNG"; a citation's place, "rev. C, table 3", "ref. NQ-2231", "Fig. 2", "p. 12", "Wang
et al. (2023)"), searched in the few characters before a full stop."""
_HTML_HEADING = _rx.compile(
    r"^\s*<(?P<tag>summary|h[1-6])\b[^>]*>(?P<title>.{2,200}?)</(?P=tag)>\s*$", re.I
)
"""An HTML heading or the ``<summary>`` of a ``<details>`` block, on a line of its own: a
heading (a ``<summary>`` ranks below every Markdown heading)."""

_HTML_CELL = _rx.compile(r"<(t[dh])\b[^>]*>(.*?)</\1\s*>", re.I)
"""A table cell of HTML on one line: ``<td>…</td>`` or ``<th>…</th>``."""
_HTML_TEXT = _rx.compile(r"[A-Za-z0-9$]")


def _table_row(
    cells: list[str], raw_cells: list[str], header: list[str], line: int, index: int
) -> Block:
    """A table row's block (the ``index``-th), one sentence per non-empty cell, each read under
    its column's header and the row's label (its first cell)."""
    block = Block("table-row", " | ".join(cells), line, line, None, raw="\n".join(raw_cells))
    block.how = "cells"
    label = cells[0] if cells else ""
    block.sentences = tuple(
        Sentence(
            cell,
            line,
            index,
            context=f"{header[k] if k < len(header) else ''} {label if k else ''}".strip(),
            in_table=True,
            end=len(cell),
            cell=k,
        )
        for k, cell in enumerate(cells)
        if cell
    )
    return block


def _html_line(line: str, number: int, blocks: list[Block], header: list[str]) -> list[str]:
    """The text of one line of an HTML block, appended to ``blocks``: a table row (``<tr>``
    with its cells, each a sentence read under its column's header, which is returned for the
    rows after it), a list item, or a paragraph's line; tags alone, comments and blank lines add
    nothing."""
    if "<t" in line.lower() and (cells := _HTML_CELL.findall(line)):
        raw_cells = [cell for _, cell in cells]
        texts = [_clean_text(cell).strip() for cell in raw_cells]
        if all(tag.lower() == "th" for tag, _ in cells):
            header = texts
        blocks.append(_table_row(texts, raw_cells, header, number, len(blocks)))
        return header
    text = _clean_text(line).strip()
    if _HTML_TEXT.search(text):
        kind = "item" if "<li" in line.lower() else "paragraph"
        blocks.append(Block(kind, text, number, number, None, raw=line.strip(), how="stripped"))
    return header


_BOLD_LEAD = _rx.compile(
    r"^\s*(\*\*|__)(?P<title>[^*_\n]{2,100}?)(\*\*|__)\s*[:.—–-]?\s*(?P<rest>.*)", re.S
)


_ASIDE = _rx.compile(r"\s?\([^)]*\)")
"""A parenthetical aside in a bold lead-in ("Recommendation (for the top of the doc):"): not
counted in the title's length."""

_ATTRIBUTE_DOT = _rx.compile(r"(?<=[A-Za-z_)\]])\.(?=[A-Za-z_])")

_SETEXT_UNDERLINE = _rx.compile(r"[=-][ \t]*$", re.M)
"""A line that may underline a setext heading (``Title`` over ``=====``): one that ends with
``=`` or ``-`` (and spaces)."""
_LIST_MARKER = _rx.compile(r"^[ \t>]*(?:[-+*]|[0-9]+[.)])(?:[ \t]|$)", re.M)
"""A line that may start a list item: after spaces, tabs and block quotes' ``>``, a bullet
(``-``, ``+``, ``*``) or a number and ``.`` or ``)``, then a space, a tab or the line's end."""
_THEMATIC_BREAK = _rx.compile(r"([-*_])[ \t]*\1[ \t]*\1")
"""Three of ``-``, ``*`` or ``_`` with nothing but spaces between: in every thematic break."""


@lru_cache(maxsize=1)
def _markdown() -> Any:
    """The block-only markdown-it parser (one per process; :func:`_parser` switches its rules)."""
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": True}).enable("table")
    # Rules read the raw inline text (``inline.content``), never inline tokens: skipping inline
    # parsing halves the parse time.
    md.core.ruler.disable(["inline", "text_join"], ignoreInvalid=True)
    # markdown-it's "normalize" rewrites every line ending and NUL of the source with two regex
    # substitutions; parse_document has made the line endings "\n" already, and replaces the
    # rare NUL itself (what normalize would do), so the rule is off: same tokens, one pass less.
    md.core.ruler.disable(["normalize"])
    return md


_BLOCK_RULES = (
    "table",
    "code",
    "fence",
    "blockquote",
    "hr",
    "list",
    "reference",
    "html_block",
    "heading",
    "lheading",
    "paragraph",
)
_RULES_OFF: list[frozenset[str]] = [frozenset()]
"""The block rules now off in :func:`_markdown`'s parser."""
_SWITCHING = frozenset({"(switching)"})


def _parser(off: frozenset[str] = frozenset()) -> Any:
    """The parser with the block rules named in ``off`` turned off (and every other one on).

    One parser whose rules are switched, not one parser per set of rules: switching costs a few
    microseconds, building a parser 0.7 ms (a run of 120 documents met 15 sets)."""
    md = _markdown()
    if _RULES_OFF[0] != off:
        # Unknown while switching: a switch cut short (a lint's time budget) is redone.
        _RULES_OFF[0] = _SWITCHING
        md.block.ruler.enableOnly([name for name in _BLOCK_RULES if name not in off])
        _RULES_OFF[0] = off
    return md


def _parser_for(text: str, also_off: frozenset[str] = frozenset()) -> Any:
    """The parser for ``text``: without the block rules that cannot match anywhere in it.

    markdown-it tries each block rule at the start of every block, and most of them again on
    every line of a paragraph (to see whether it ends there): half the parse time goes to rules
    that find nothing. Each rule below needs a character or a run of them that the text may
    lack, and when it lacks them the rule never matches, so the tokens are the same without it
    (tested on every document the tests hold, with all the rules and with these off).
    """
    off = []
    if "]:" not in text:
        off.append("reference")  # [label]: destination
    if "|" not in text:
        off.append("table")  # a table's delimiter row always has a pipe
    if ">" not in text:
        off.append("blockquote")
    if "<" not in text:
        off.append("html_block")
    if "```" not in text and "~~~" not in text:
        off.append("fence")
    if _SETEXT_UNDERLINE.search(text) is None:
        off.append("lheading")
    if _THEMATIC_BREAK.search(text) is None:
        off.append("hr")
    if _LIST_MARKER.search(text) is None:
        off.append("list")  # a list item starts its line (after spaces and ">"s) with a marker
    if "\t" not in text and "    " not in text:
        off.append("code")  # indented code needs four columns of indentation
    return _parser(frozenset(off) | also_off)


_TASK_SENTENCE = _rx.compile(
    r"(?:(?:then|for each|for \(?[a-z]\)?|finally|also|and)[ ,]+(?:in particular[ ,:]+)?)?"
    r"(?:compute|recompute|redo|show|express|state|list|describe|design|explain|justify"
    r"|quantify|say|use|give|estimate|propose|answer|discuss|end|make|compare|calculate"
    r"|derive|assume|choose|decide|write)\b",
    re.I,
)
_TASK_SPLIT = _rx.compile(r"(?<=[.?!])\s+")


_LINE_HEADING = _rx.compile(
    r"(?:Q|Question|Part|Task)\s?[1-7](?:\s?\([a-d]\)|[a-d](?![a-z]))?[.:)]?(?:\s+\S[^\n]*[^.;,\s]\s*)?$",
    re.I,
)
"""A paragraph of one short line that names its question first and is no sentence ("Q2. Cheaper
checkpoints", "Q2a sharded ×16", "Q4 120 s notice", "Q7")."""
_TASK_BOX = _rx.compile(r"\[[ xX]\]\s+")
"""A checklist item's box: "[x] ", "[ ] "."""
_LINE_PART = _rx.compile(r"[A-Za-z][A-Za-z ;&'/-]{1,28}")
"""A paragraph of one short line of words alone ("REC", "Recommendation", "Assumptions"): a
part's title when it names one."""
_QUESTION_LABEL = r"(?:Q|Question|Part|Task)\s?[1-7]\s?[.:)]"
_TASK_TITLE = _rx.compile(
    r"\s*[*_]{0,3}((?:[1-7]\.\s+|" + _QUESTION_LABEL + r"?\s+)?[^.?!:\n]{3,80}?)(?:[.?!:,\n]|$)"
)
"""A quoted question's title, in emphasis or not: its first phrase, a number's period or a
question's label and all ("1. On-demand baseline", "*1. On-demand baseline. …*", "Q3: is spot
cheaper", "End with a one-paragraph recommendation […]", "1. What's the on-demand checkpoint
interval" of a long question that goes on after a comma)."""
_TITLE_MAX = 40
"""The longest first line of a paragraph read as its title [characters]."""


def _title_line(content: str) -> str | None:
    """The title a paragraph's first line gives it, when that line is short, ends without a
    sentence's punctuation, names one of the exercise's parts, and more lines follow
    ("Recommendation\nSwitch to sharded async checkpoints …")."""
    first, newline, rest = content.partition("\n")
    if not newline or not rest.strip():
        return None
    caps = _CAPS_LEAD.match(first.strip())
    if caps and sum(c.isalpha() for c in caps.group(1)) >= 4:
        # "SPOT (M = 2,700 s)", "CHECKPOINT CONTENTS (bit-exact)    if missing →": a label in
        # capitals over its notes (a whiteboard, a notebook) titles them by its words alone
        label = caps.group(1)
        if question_of_heading(label) is not None:
            return label
    title = _clean_text(first).strip().rstrip(":").strip()
    # A title that opens with its series' label ("Entry 7 · 200 neighbours on the filesystem")
    # may run longer, and be a question ("Entry 3 · spot or on-demand?"); a transcript's
    # "INTERVIEWER: And asynchronous?" is a line of dialogue, not a title.
    if title.endswith(")") and "(" not in title:
        title = title[:-1].rstrip()  # "REC)" over its text: closed the enumerator's way, as "a)"
    series = _SERIES.match(title) is not None
    longest = _TITLE_MAX + 20 if series else _TITLE_MAX
    # A closing aside is no sentence's end: "Decision (agreed with Priya last week)" over
    # its text is titled by its words before the aside.
    bare = _CLOSING_ASIDE.sub("", title) if title.endswith(")") else title
    if not 2 <= len(bare) <= longest or bare[-1:] in (".!,;)" if series else ".?!,;)"):
        return None
    return title if question_of_heading(bare) is not None else None


_CLOSING_ASIDE = _rx.compile(r"\s+\([^()=]*\)$")
"""A parenthesis that closes a title line, after a space ("Decision (agreed last week)"); one
with an equation ("spot (M = 9,000 s)") labels the data under it, not a part."""


_CAPS_LEAD = _rx.compile(
    r"([A-Z][A-Z0-9+/&-]+(?: [A-Z][A-Z0-9+/&-]+){0,4})(?=\s*\(|\s{2,}|\s*:?\s*$)"
)
"""A line that opens with words in capitals, then a parenthesis, a wide gap or its end."""


def _part_lead(content: str) -> str | None:
    """The recommendation, when a paragraph opens with its name and a colon ("My
    recommendation: …", "Bottom line: …")."""
    colon = content.find(":", 0, 48)
    if colon < 2:
        return None
    lead = _clean_text(content[:colon]).strip()
    if "\n" in lead or not (m := _PART_NAME.search(lead)):
        return None
    # a short lead ("My recommendation:"), or one that opens with the part's name
    # ("recommendation for the top of the doc:")
    if len(lead.split()) > (8 if m.start() == 0 else 4):
        return None
    return lead if isinstance(question_of_heading(lead), str) else None


_PART_NAME = _rx.compile(
    r"\b(recommend\w*|rec|bottom line|decision|verdict|tl;?dr|conclusion)\b", re.I
)
"""What a lead-in must say to name the recommendation: "My recommendation:", not "Summary of
inputs:". (An "Assumptions: …" paragraph stays in its section: assumptions listed in a
document's preamble are read wherever they are, and a section begun there would swallow what
follows it.)"""


_VERBS = (
    r"was|is|were|are|has|had|have|asks?|asked|took|takes|seems?|seemed|looks?|looked|needs?"
    r"|wants?|should|would|could|can|will|did|does|do|gave|gives|made|makes|felt|feels"
)
"""What makes a label the subject of a sentence ("Q2 was the hardest part"), not a lead-in."""
_LABEL_LEAD = _rx.compile(
    r"((?:Q|Question|Part|Task)\s?[1-7](?:\s?\(?[a-d]\))?)\)?"
    r"(?:\s?[,:]|\.(?=\s)|(?=\s+[a-z0-9])(?!\s+(?:and|or|to|through|vs|" + _VERBS + r")\b))\s+\S"
)
"""A paragraph (or a line of one) opening with a question's label and a comma, a colon or the
lower-case start of its topic ("Q5, what the checkpoint holds …", "Q2(b) async: …", "Q3 spot,
M = 2,700 s", "Q7 200 jobs …", "Q4) 120 s warning: …", "Part 2(a). C = 15 s"); "Q3 Spot is…", "Q1
and Q2 …" or "Q2 was the hardest part" in a sentence do not."""


def _outline_item(
    tokens: list[Any], i: int, list_depth: int, quote_depth: int, content: str
) -> bool:
    """True when the paragraph at ``tokens[i]`` is a top-level list item that is only a bold
    title (and an aside) over a list of its own ("- **Q1 on-demand baseline**" over its
    points): an outline's heading (a mind map, an outliner's export)."""
    if list_depth != 1 or quote_depth or not content.startswith(("**", "__")):
        return False
    m = _BOLD_LEAD.match(content)
    if m is None or _ASIDE.sub("", m.group("rest")).strip():
        return False  # more than the title and an aside ("(item → symptom if missing)")
    after = tokens[i + 3].type if i + 3 < len(tokens) else ""
    return after in ("bullet_list_open", "ordered_list_open")


_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7}
_ROMAN_LINE = _rx.compile(r"\(?(i{1,3}|iv|vi{0,2})[.)]\s+([A-Za-z0-9][^.!?]{1,60})", re.I)
"""A short title numbered by a roman numeral ("(iii)  Spot vs on-demand", "iv. The warning"):
a document that numbers three of its parts so numbers the questions."""

_POST_NUMBER = _rx.compile(r"\(?\d{1,3}/\d{0,3}\)?\s+")
"""A thread's post number before a post's text ("2/ ", "(3/12) ")."""


def _label_lead(text: str) -> re.Match[str] | None:
    """:data:`_LABEL_LEAD` at the start of ``text``, after a thread's post number if there is
    one ("2/ Q1, on-demand. T* = …")."""
    post = _POST_NUMBER.match(text)
    return _LABEL_LEAD.match(text, post.end() if post else 0)


_LABELLED = _rx.compile(r"\s*" + _QUESTION_LABEL + r"\s")
"""A quoted paragraph that starts with a question's label ("> Q7: 200 other jobs …"), as a reply
in a thread quotes the question it answers."""


def _alone_in_its_list(tokens: list[Any], i: int) -> bool:
    """True when the paragraph opened at ``tokens[i]`` is the only item of an ordered list."""
    return (
        i >= 2
        and tokens[i - 2].type == "ordered_list_open"
        and i + 4 < len(tokens)
        and tokens[i + 4].type == "ordered_list_close"
    )


_NUMBERED_TASK = _rx.compile(r"\s*[*_]{0,3}([1-7])\.\s+")
"""A quoted paragraph that opens with a question's number ("*7. The failure mode …")."""


def _is_task(text: str) -> bool:
    """True when a quoted paragraph is a task: at least half of its sentences of three words or
    more are questions or start with an imperative verb ("Compute …", "Then answer …", "For
    each, state …"), or it is short and starts with a question's label ("Q7: 200 other jobs"). A
    quoted claim ("Spot is 3.2× cheaper.") or a note is not one."""
    if len(text) <= 200 and _LABELLED.match(text):
        return True
    numbered = _NUMBERED_TASK.match(text)
    if numbered and (title := _TASK_TITLE.match(text)):
        # "*7. The failure mode nobody plans for. 200 other jobs share …*": a number whose
        # title's words name the same question (a quoted claim numbered 7 would not)
        words = _clean_text(title.group(1)).strip()[numbered.end(1) - numbered.start(1) + 1 :]
        if question_of_heading(words.strip()) == int(numbered.group(1)):
            return True
    if "?" not in text and not _TASK_SENTENCE.search(text):
        return False
    sentences = [s for s in _TASK_SPLIT.split(" ".join(text.split())) if s.count(" ") >= 2]
    tasks = sum(1 for s in sentences if s.endswith("?") or _TASK_SENTENCE.match(s))
    return bool(sentences) and 2 * tasks >= len(sentences)


class _Plain:
    """A string with :class:`SourceText`'s two rewrites and no map: what :func:`_clean` runs on
    when no position is asked for (``re.sub`` itself, one pass in C, for a pattern)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def splice(self, edits: Iterable[tuple[int, int, Replacement]]) -> _Plain:
        """As :meth:`SourceText.splice`."""
        text = self.text
        parts: list[str] = []
        done = 0
        for start, end, replacement in edits:
            parts.append(text[done:start])
            if isinstance(replacement, str):
                parts.append(replacement)
            else:
                parts.append(text[replacement[0] : replacement[1]])
            done = end
        if not parts:
            return self  # no edit
        parts.append(text[done:])
        return _Plain("".join(parts))

    def sub(self, pattern: re.Pattern[str], replacement: str | int) -> _Plain:
        """As :meth:`SourceText.sub`."""
        if isinstance(replacement, int):
            return _Plain(pattern.sub(f"\\g<{replacement}>", self.text))
        return _Plain(pattern.sub(replacement.replace("\\", "\\\\"), self.text))


_Rewritable = TypeVar("_Rewritable", SourceText, _Plain)


def _clean(source: _Rewritable) -> _Rewritable:
    """``source`` without Markdown emphasis, code ticks, link targets and HTML tags; a
    :class:`SourceText` keeps each character mapped to where it came from in the file."""
    # Each rewrite is skipped when its text cannot match (most blocks have no markup).
    text = source.text
    if "~~" in text or "<del>" in text or "<s>" in text or "<strike>" in text:
        source = source.splice(_struck_edits(text))
        text = source.text
    if "$" in text:
        math = math_edits(text)  # before emphasis: "T^*" is no star of emphasis
        if math:
            source = source.splice(math)
            text = source.text
    if "](" in text:
        source = source.splice(_link_edits(text))
        text = source.text
    if "<" in text and ">" in text:
        source = source.splice(_tag_edits(text))
        text = source.text
    if "**" in text or "__" in text or "`" in text or "~~" in text:
        source = source.sub(_EMPHASIS, "")
        text = source.text
    if "*" in text:
        source = source.sub(_STAR_EMPHASIS, 1)
        text = source.text
    if "\\" in text:
        source = source.sub(_ESCAPED_MARK, 1)
        text = source.text
    if "{,}" in text:
        source = source.sub(_TEX_GROUP, "")
        text = source.text
    if "\u2009" in text or "\u202f" in text:
        source = source.sub(_THIN_GROUP, ",")
    return source


_TEX_GROUP = _rx.compile(r"(?<=\d)\{(?=,\}\d{3}(?!\d))|(?<=\d\{,)\}(?=\d{3}(?!\d))")
"""The braces of TeX's group separator in math ("32{,}400", a comma without the space TeX puts
after a comma): without them, the comma of "32,400"."""


def _clean_text(text: str) -> str:
    """The text of :func:`_clean`, where no position is asked for yet (most text has no
    markup, and is its own cleaned text)."""
    if _MARKUP.search(text) is None:
        return text
    return _clean(_Plain(text)).text


_MARKUP = _rx.compile(r"\]\(|[<*_`~\\\u2009\u202f$]|\{,\}")
"""What :func:`_clean` may change: without any of it, it changes nothing."""


def _link_edits(text: str) -> Iterator[tuple[int, int, tuple[int, int]]]:
    """What ``_LINK.sub(r"\1", text)`` replaces, as :meth:`SourceText.splice` edits: each link
    or image by its text, found in one pass.

    The pattern searched from every "[" would read to the end of the text at each one with no
    "]" or ")" after it. A "[" starts a link exactly when the first "]" after it is followed by
    "(" and a ")" comes after that, so one scan finds the same links."""
    done = 0  # text before this is settled
    at = 0  # where to look for the next "["
    while True:
        opening = text.find("[", at)
        if opening < 0:
            break
        closing = text.find("]", opening + 1)
        if closing < 0:
            break
        if not text.startswith("(", closing + 1):
            # Every "[" before this "]" has it as its first "]": none of them starts a link.
            at = closing + 1
            continue
        end = text.find(")", closing + 2)
        if end < 0:
            break
        start = opening - 1 if opening > done and text[opening - 1] == "!" else opening
        yield start, end + 1, (opening + 1, closing)
        done = at = end + 1


def _struck_edits(text: str) -> Iterator[tuple[int, int, str]]:
    """Struck-through text (``~~3,549 steps~~``, ``<del>…</del>``), as :meth:`SourceText.splice`
    edits that remove it: a writer's withdrawn words, shown beside their correction ("~~T*/16 =
    246 s~~ → it is C that is divided"), are no claim of the document.

    The ``~~`` marks are paired in order, as a paragraph's strikethrough pairs them, when the
    words between them neither start nor end with a space; HTML's ``<del>``, ``<s>`` and
    ``<strike>`` end at their closing tag. One scan, each mark looked at once."""
    edits: list[tuple[int, int, str]] = []
    at = 0
    while (opening := text.find("~~", at)) >= 0:
        closing = text.find("~~", opening + 2)
        if closing < 0:
            break
        words = text[opening + 2 : closing]
        if words and not words[0].isspace() and not words[-1].isspace():
            edits.append((opening, closing + 2, ""))
            at = closing + 2
        else:
            at = opening + 2
    for tag in ("del", "s", "strike"):
        at = 0
        while (opening := text.find(f"<{tag}>", at)) >= 0:
            closing = text.find(f"</{tag}>", opening)
            if closing < 0:
                break
            edits.append((opening, closing + len(tag) + 3, ""))
            at = closing + len(tag) + 3
    edits.sort()
    done = 0
    for start, end, replacement in edits:
        if start >= done:  # (a <del> inside ~~…~~ is gone with it)
            yield start, end, replacement
            done = end


def _links_as_text(text: str) -> str:
    """``_LINK.sub(r"\1", text)``, by :func:`_link_edits`."""
    return SourceText.at(text, 0).splice(_link_edits(text)).text


def _tag_edits(text: str) -> Iterator[tuple[int, int, str]]:
    """What ``_HTML_TAG.sub(" ", text)`` replaces, as :meth:`SourceText.splice` edits,
    searching each line only up to its last ">": a tag ends on its own line, and from each "<"
    after a line's last ">" the pattern would read to the end of the line in vain."""
    start = 0
    while start <= len(text):
        newline = text.find("\n", start)
        stop = len(text) if newline < 0 else newline
        end = text.rfind(">", start, stop) + 1
        if end and text.find("<", start, end) >= 0:
            for m in _HTML_TAG.finditer(text, start, end):
                yield m.start(), m.end(), " "
        start = stop + 1


def _without_tags(text: str) -> str:
    """``_HTML_TAG.sub(" ", text)``, by :func:`_tag_edits`."""
    return SourceText.at(text, 0).splice(_tag_edits(text)).text


def _underlined_item(tokens: list[Any], i: int) -> tuple[str, int] | None:
    """The title and level of a numbered line underlined as a setext heading (``1) Spot`` over
    ``----`` or ``====``), when ``tokens[i]`` opens the paragraph of such a list item: the only
    item of its list, one line, directly followed by a thematic break of ``-`` (level 2) or with
    a line of ``=`` as its second line (level 1)."""
    if (
        i < 2
        or i + 4 >= len(tokens)
        or tokens[i - 2].type != "ordered_list_open"
        or tokens[i + 3].type != "list_item_close"
        or tokens[i + 4].type != "ordered_list_close"
    ):
        return None
    content = tokens[i + 1].content
    title, _, underline = content.partition("\n")
    if not 0 < len(title) <= 80:
        return None
    if underline:
        return (title, 1) if "\n" not in underline and set(underline.strip()) == {"="} else None
    after = tokens[i + 5] if i + 5 < len(tokens) else None
    para = tokens[i].map
    if (
        after is not None
        and after.type == "hr"
        and after.markup[:1] == "-"
        and para is not None
        and after.map is not None
        and after.map[0] == para[1]
    ):
        return (title, 2)
    return None


def sentence_ends(text: str) -> list[tuple[int, int]]:
    """Where each sentence of ``text`` ends and the next one starts: at a final mark, except the
    full stop of an abbreviation ("approx. 14.8 %")."""
    return [
        (m.start() + 2, m.end())
        for m in _SENTENCE_END.finditer(text)
        if text[m.start()] != "." or not _ABBREVIATED.search(text, max(0, m.start() - 8), m.start())
    ]


def split_sentences(text: str) -> list[tuple[str, int, int, int]]:
    """Sentences of ``text``, whitespace collapsed, each with the 0-based line offset it starts
    on and the span of ``text`` it was cut from."""
    if "." not in text and "!" not in text and "?" not in text and ";" not in text:
        # No sentence ends (each starts with one of these marks): the text is one sentence.
        words = text.split()
        if not words:
            return []
        first = len(text) - len(text.lstrip())
        return [(" ".join(words), text.count("\n", 0, first), 0, len(text))]
    out: list[tuple[str, int, int, int]] = []
    start = 0
    newlines = 0  # newlines in text[:counted]
    counted = 0
    ends = sentence_ends(text)
    ends.append((len(text), len(text)))
    for end, resume in ends:
        chunk = text[start:end]
        words = chunk.split()
        if words:
            first = start + len(chunk) - len(chunk.lstrip())
            newlines += text.count("\n", counted, first)
            counted = first
            out.append((" ".join(words), newlines, start, end))
        start = resume
    return out


_split_short = lru_cache(maxsize=4096)(split_sentences)
""":func:`split_sentences` of a short text, remembered (a document repeats its headings and
short lines): the list is shared, and only read."""


_RUN_LINES = 20
"""The fewest lines of a long document that markdown-it reads at a time
(:func:`_block_token_runs`): few enough that a run's tokens are dropped while they are young
(measured on documents of 100,000 headings: runs of 2,000 lines took 35 % longer to parse; on
200,000 one-line list items, runs of 50 lines left 18 full collections of the garbage collector
to trace what the document keeps, runs of 20 lines 8: 5.2 against 4.4 s of CPU per MB; 20 or
50 made no difference to headings nor to the generated documents of ``lint_vs_peers.py``)."""


def _block_token_runs(md: Any, body: str) -> Iterator[list[Any]]:
    """The block tokens of ``md.parse(body)``, in order, a run of top-level blocks at a time.

    The tokens of a long document are read and handed out in runs of :data:`_RUN_LINES` lines
    or more, each dropped before the next is read. Held all at once, they (four objects each,
    a few per line) were traced again by every garbage collection: a third of the parse time
    of a long document. (The collector is left alone: the tokens just do not live long.) A run
    ends where the parse of the whole text starts a new top-level block whatever came before
    (:func:`_starts_afresh`), and the next is read from there, by a parser state of its own
    lines with the same environment (reference definitions), its tokens' lines moved back to
    the run's place, so every token is the one of the whole parse (tested).

    Where such a block is an ATX heading of one line (:func:`_heading_tokens`), or a list
    goes on with a one-line item followed by another (:func:`_item_tokens`), its tokens are
    made here (:class:`_LineToken`), as markdown-it's rules make them, without the rules
    tried before it, the ``StateBlock`` and markdown-it's list rule (tested equal): documents
    of headings or of a long list are mostly such lines."""
    lines = body.split("\n")
    if len(lines) < 2 * _RUN_LINES or "<" in body or "```" in body or "~~~" in body:
        yield md.parse(body)
        return
    from markdown_it.rules_block import StateBlock

    env: dict[str, Any] = {}  # markdown-it's environment (reference definitions), shared
    # (a text in which no list can start is parsed without the list rule: _parser_for)
    siblings = _sibling_items(lines) if "list" not in _RULES_OFF[0] else {}
    headings = "heading" not in _RULES_OFF[0]
    closing: dict[Any, Any] = {}  # the closing tokens made here, one of each kind
    n = len(lines)
    start = 0
    continued = False  # the run starts inside a list the run before it left open
    fresh = True  # line ``start`` starts a top-level block, with nothing open before it
    while start < n:
        if fresh:
            if not lines[start].strip(" \t"):
                start += 1  # a blank line between top-level blocks: no token
                continue
            if headings and (level := _atx_level(lines[start])):
                yield _heading_tokens(_LineToken, lines[start], level, start, closing)
                start += 1
                continue
        elif continued and start + 1 in siblings and _one_line_item(lines[start]):
            yield _item_tokens(_LineToken, lines[start], start, closing, siblings.get(start))
            start += 1
            continue
        k = start + 1
        while k < n:
            within = k in siblings
            if (within or _starts_afresh(lines, k)) and (
                k - start >= _RUN_LINES
                or (
                    k + 1 in siblings and _one_line_item(lines[k])
                    if within
                    else headings and _atx_level(lines[k]) > 0
                )
            ):
                break
            k += 1
        # markdown-it reads the run's lines alone, counted from 0 (its state reads every line
        # of the text it is given when made: 0.1 s per MB), and its tokens' lines are moved
        # back to where the run starts.
        state = StateBlock("\n".join(lines[start:k]) + ("\n" if k < n else ""), md, env, [])
        within = k < n and k in siblings
        md.block.tokenize(state, 0, state.lineMax)
        tokens = state.tokens
        if start:
            for token in tokens:
                if token.map is not None:
                    token.map = [token.map[0] + start, token.map[1] + start]
        yield _joined(tokens, continued, within)
        continued, fresh = within, not within
        start = k


def _atx_level(line: str) -> int:
    """The level of the ATX heading that ``line`` is when it starts a top-level block and
    markdown-it's heading rule takes its text as it stands: after the ``#``s and a space or a
    tab, a text that neither starts nor ends with whitespace, nor ends with a ``#`` (a closing
    sequence); no ``|`` (no table starts there). Else 0. (The rules tried before the heading
    rule need a ``|``, an indentation or another first character.)"""
    if line[:1] != "#" or line[-1] == "#" or line[-1].isspace() or "|" in line:
        return 0
    level = len(line) - len(line.lstrip("#"))
    if level > 6 or len(line) < level + 2 or line[level] not in " \t":
        return 0
    return level if not line[level + 1].isspace() else 0


class _LineToken:
    """A block token made without markdown-it's rules (:func:`_heading_tokens`,
    :func:`_item_tokens`): every field of markdown-it's ``Token``, with the values its rules
    give, in a record that costs a third of one to make (0.23 µs, not 0.66: made by position,
    no ``__post_init__``, no dictionaries; 600,000 of them in 1 MB of list items). Only
    ``parse_document`` reads it, and nothing writes to a token: its ``attrs`` and ``meta``
    are one empty read-only mapping, and the tokens of a line share their ``map``."""

    __slots__ = ("block", "children", "content", "hidden", "info", "level", "map", "markup",
                 "nesting", "tag", "type")  # fmt: skip
    attrs: Mapping[str, Any] = MappingProxyType({})
    meta: Mapping[Any, Any] = attrs

    def __init__(
        self,
        type: str,
        tag: str,
        nesting: int,
        map: list[int] | None,
        level: int,
        content: str,
        markup: str,
        info: str,
        children: list[Any] | None,
        hidden: bool,
    ) -> None:
        self.type = type
        self.tag = tag
        self.nesting = nesting
        self.map = map
        self.level = level
        self.content = content
        self.markup = markup
        self.info = info
        self.children = children
        self.block = True
        self.hidden = hidden


def _heading_tokens(
    token: type, line: str, level: int, k: int, closing: dict[Any, Any]
) -> list[Any]:
    """The tokens markdown-it's heading rule makes of line ``k``, an ATX heading of ``level``
    (:func:`_atx_level`), as ``token`` (:class:`_LineToken`) records. The closing token, the
    same for every heading of a level, is made once (in ``closing``): nothing writes to a
    token."""
    tag, markup = f"h{level}", line[:level]
    close = closing.get(level)
    if close is None:
        close = closing[level] = token("heading_close", tag, -1, None, 0, "", markup, "", None,
                                       False)  # fmt: skip
    span = [k, k + 1]
    return [
        token("heading_open", tag, 1, span, 0, "", markup, "", None, False),
        token("inline", "", 0, span, 1, line[level + 1 :], "", "", [], False),
        close,
    ]  # fmt: skip


def _one_line_item(line: str) -> bool:
    """True for a :data:`_SIMPLE_ITEM` line that does not end with whitespace: its paragraph's
    text is what follows the marker and the space, as it stands."""
    return not line[-1].isspace()


def _item_tokens(
    token: type, line: str, k: int, closing: dict[Any, Any], at: int | None = None
) -> list[Any]:
    """The tokens of line ``k``, a :data:`_SIMPLE_ITEM` line (:func:`_one_line_item`) that goes
    on with the top-level list before it and is followed by another item of it
    (:func:`_sibling_items`): a list item of one paragraph of one line, as markdown-it's list
    and paragraph rules make it (its paragraph hidden, as in a tight list), as ``token``
    (:class:`_LineToken`) records; the closing tokens are made once per marker (in
    ``closing``). ``at``: where the line's marker (its bullet, or the ``.`` or ``)`` after its
    number) is, as :func:`_sibling_items` found it (None: found here)."""
    if at is None:
        m = _SIMPLE_ITEM.match(line)
        assert m is not None
        at = 0 if m.group(1) else m.start(2)
    # the marker, the number before it ("" for a bullet: at 0), one space, the paragraph
    markup = line[at]
    number = line[:at]
    close = closing.get(markup)
    if close is None:
        close = closing[markup] = (
            token("paragraph_close", "p", -1, None, 2, "", "", "", None, True),
            token("list_item_close", "li", -1, None, 1, "", markup, "", None, False),
        )
    span = [k, k + 1]
    return [
        token("list_item_open", "li", 1, span, 1, "", markup, number, None, False),
        token("paragraph_open", "p", 1, span, 2, "", "", "", None, True),
        token("inline", "", 0, span, 3, line[at + 2 :], "", "", [], False),
        *close,
    ]  # fmt: skip


_SIMPLE_ITEM = _rx.compile(r"(?:([-+*])|[0-9]{1,9}([.)])) [A-Za-z]")
"""A line that is a list item of one line when it is one at all: flush left, a bullet or a
number and ``.`` or ``)``, one space, a letter (no nested block, no thematic break)."""


def _sibling_items(lines: list[str]) -> dict[int, int]:
    """The lines (0-based) that go on with the list of the line before them, a new item of it,
    each with where its marker is (its bullet, at 0, or the ``.`` or ``)`` after its number:
    what :func:`_item_tokens` makes its tokens from).

    markdown-it reads a whole list in one call of its list rule, so a long list's tokens all
    live until its end (200,000 items: 1,000,000 tokens, traced again and again by the garbage
    collector). A line ``k`` is counted when it and line ``k - 1`` are :data:`_SIMPLE_ITEM`
    lines of the same marker (bullet, or number and ``.`` or ``)``), and line ``k - 1`` is known
    to be an item: the lines of items before it follow a blank line or the start of the text.
    Then line ``k - 1``'s item is that one line (a list marker flush left ends an item's
    paragraph), line ``k`` is the next item of the same list, and a parse of the text up to
    ``k`` and one from ``k`` give the whole parse's tokens but for the list's close at the end
    of the first and its open at the start of the second (:func:`_joined` drops them) and the
    paragraphs' ``hidden`` flag of a loose list, which nothing here reads (tested). After a
    line of text, a numbered line may be more of the paragraph ("… in\n2. cases"): no line of
    that run of items is counted."""
    out: dict[int, int] = {}
    known: str | None = None  # the marker of line k - 1 when it is known to be an item
    after_blank = True
    for k, line in enumerate(lines):
        m = _SIMPLE_ITEM.match(line) if line[:1] in "-+*0123456789" else None
        if m is None:
            known = None
        else:
            marker = m.group(1) or m.group(2)
            if known is not None or after_blank:
                if known == marker:
                    out[k] = 0 if m.group(1) else m.start(2)
                known = marker
        after_blank = not line.strip(" \t")
    return out


def _joined(tokens: list[Any], continued: bool, within: bool) -> list[Any]:
    """A run's tokens without the list's open at their start when the run before left the list
    open (``continued``), nor its close at their end when the next run goes on with it
    (``within``): as the whole parse has them."""
    if continued and tokens and tokens[0].type in ("bullet_list_open", "ordered_list_open"):
        tokens = tokens[1:]
    if within and tokens and tokens[-1].type in ("bullet_list_close", "ordered_list_close"):
        tokens = tokens[:-1]
    return tokens


def _starts_afresh(lines: list[str], k: int) -> bool:
    """True when line ``k`` (0-based) starts a top-level block that nothing before it can hold,
    in a text without fenced code or HTML: it follows a blank line (which ends paragraphs, block
    quotes, tables and reference definitions), starts flush left (no list item or indented code
    goes on) and is no list item (which would go on with the list before). Without a fence or
    HTML, nothing else spans a blank line."""
    line = lines[k]
    first = line[:1]
    return (
        first != ""
        and first not in " \t"
        and not first.isdigit()
        and not (first in "-+*" and line[1:2] in ("", " ", "\t"))
        and not lines[k - 1].strip(" \t")
    )


_ORG_MARKER = _rx.compile(
    r"^#\+(?:title|author|options|startup|begin_src|begin_example)\b", re.I | re.M
)
"""What only an Org document has: its ``#+TITLE:``-style keywords and ``#+BEGIN_SRC`` blocks."""
_ORG_HEADING = _rx.compile(r"^(\*{1,6})( +)(?:(?:TODO|DONE|NEXT|WAIT)\b)?", re.M)
_ORG_BLOCK = _rx.compile(r"^#\+(begin|end)_(?:src|example|quote)\b", re.I | re.M)
_ORG_KEYWORD = _rx.compile(r"^#\+title:", re.I | re.M)
_ADOC_MARKER = _rx.compile(
    r"\A\s*= \S|^:(?:toc|stem|sectnums|author|revnumber|doctype)[a-z-]*:", re.M
)
"""What only an AsciiDoc document has: a first line ``= Title`` or its attribute entries."""
_ADOC_HEADING = _rx.compile(r"^(={1,6})(?= \S)", re.M)
_ADOC_BLOCK = _rx.compile(r"^(?:-{4,}|\.{4,}|\+{4,})[ \t]*$", re.M)


def _as_markdown(body: str) -> str:
    """``body`` read as Markdown when it is written in Org or AsciiDoc (each recognised by what
    only it has: ``#+TITLE:`` and ``#+BEGIN_SRC``; a ``= Title`` line and ``:toc:`` entries):
    their section titles (``** Title``, ``== Title``) become headings of the same level and their
    source and listing blocks fences, character for character, so that every line and column
    stays where it is in the file. Anything else is left as it is."""
    if "#+" in body and _ORG_MARKER.search(body):

        def org_heading(m: re.Match[str]) -> str:
            # "** DONE Q1 …": the stars become "#"s, a TODO keyword spaces
            return "#" * len(m.group(1)) + m.group(2) + " " * (m.end() - m.end(2))

        body = _ORG_HEADING.sub(org_heading, body)
        body = _ORG_BLOCK.sub(lambda m: "```".ljust(len(m.group(0))), body)
        return _ORG_KEYWORD.sub(lambda m: "#".ljust(len(m.group(0))), body)
    if _adoc_marked(body) and _ADOC_HEADING.search(body):
        body = _ADOC_HEADING.sub(lambda m: "#" * len(m.group(1)), body)
        body = _ADOC_BLOCK.sub(lambda m: "`" * len(m.group(0)), body)
        return _adoc_tables(body) if "|===" in body else body
    return body


_FENCE_LINE = _rx.compile(r"^ {0,3}(`{3,}|~{3,})[ \t]*([\w+-]*)[ \t]*$", re.M)
_PROSE_INFO = frozenset({"", "text", "txt", "plain", "plaintext", "log", "irc", "email"})
"""What a fence holding prose says it holds: nothing, or plain text (not a programming
language, not YAML or JSON)."""
_PROSE_LINE = _rx.compile(r"(?:[A-Za-z]{2,}[^A-Za-z\n]+){3}")
"""A line with three words or more."""


def _unfenced(body: str) -> str | None:
    """``body`` with the fence lines of the block that holds the document blanked, when one
    plain-text fence holds at least half of the document's non-blank lines and most of them are
    prose (a ``git log`` of one commit per answer, an IRC log pasted whole): the document's
    text is the block's, read as Markdown. None when there is no such block. Line for line, so
    every line and column stays where it is in the file."""
    fences = list(_FENCE_LINE.finditer(body))
    total = sum(1 for line in body.split("\n") if line.strip())  # the document's filled lines
    k = 0
    while k + 1 < len(fences):
        opening = fences[k]
        mark = opening.group(1)
        closing = next(
            (
                j
                for j in range(k + 1, len(fences))
                if fences[j].group(1)[0] == mark[0]
                and len(fences[j].group(1)) >= len(mark)
                and not fences[j].group(2)
            ),
            None,
        )
        if closing is None:
            return None
        inside = body[opening.end() : fences[closing].start()].split("\n")
        filled = [line for line in inside if line.strip()]
        if (
            opening.group(2).lower() in _PROSE_INFO
            and 2 * len(filled) >= total
            and 2 * sum(1 for line in filled if _PROSE_LINE.search(line)) >= len(filled)
        ):
            end = fences[closing]
            return (
                body[: opening.start()]
                + " " * (opening.end() - opening.start())
                + body[opening.end() : end.start()]
                + " " * (end.end() - end.start())
                + body[end.end() :]
            )
        k = closing + 1
    return None


_QUOTE_MARK = _rx.compile(r"^ {0,3}> ?", re.M)


def _unquoted(body: str) -> tuple[str, str] | None:
    """A document quoted as a whole (a forwarded e-mail, a proposal pasted under "> "), read
    as the text under its quote marks: when every filled line opens with ">", ``body`` without
    each line's first mark and the space after it (what markdown-it reads: the headings, lists
    and tables of the quoted text), and ``body`` with them blanked (where the placer finds each
    block: the same lines and columns as the file). None for anything else: a document that
    quotes only some of its lines (a reply quoting a reviewer) is read as it is."""
    filled = [line for line in body.split("\n") if line.strip()]
    if len(filled) < 3 or not all(line.lstrip(" ").startswith(">") for line in filled):
        return None
    return _QUOTE_MARK.sub("", body), _QUOTE_MARK.sub(lambda m: " " * len(m.group(0)), body)


_LOG_LINE = _rx.compile(r"\s*(?:\[[\d:. -]{4,20}\]|\d{1,2}:\d{2}(?::\d{2})?\b|<[\w.@-]{1,20}>)")
"""A line of a chat or a log: it opens with a time ("[14:05]", "14:05:11") or a nick
("<mei>")."""


def _adoc_marked(body: str) -> bool:
    """``_ADOC_MARKER.search(body) is not None``, without trying it at every character of a
    document that has neither of what its matches start with: ``= `` first, or ``:`` at the
    start of a line."""
    return (
        body.lstrip().startswith("= ") or body.startswith(":") or "\n:" in body
    ) and _ADOC_MARKER.search(body) is not None


def _adoc_tables(body: str) -> str:
    """AsciiDoc's tables (``|===``, a row a line, ``| a | b``) as Markdown's: the header row is
    read on the line of the opening ``|===`` and a delimiter row takes its place, the closing
    ``|===`` is a blank line (every other line stays where it is)."""
    lines = body.split("\n")
    opening = True
    for k, line in enumerate(lines):
        if line.rstrip() != "|===":
            continue
        nxt = lines[k + 1] if k + 1 < len(lines) else ""
        if opening and nxt.startswith("|") and nxt.rstrip() != "|===":
            cells = nxt.strip().strip("|").count("|") + 1
            lines[k], lines[k + 1] = nxt, "|" + "---|" * cells
            if k and lines[k - 1].startswith("[") and lines[k - 1].rstrip().endswith("]"):
                lines[k - 1] = ""  # its attributes ("[cols=…]") would join it to a paragraph
        elif not opening:
            lines[k] = ""
        opening = not opening
    return "\n".join(lines)


def parse_document(text: str, path: str = "<text>") -> Document:
    """Parse Markdown ``text`` into a :class:`Document`."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    skipped: set[int] = set()
    body = text
    fm = _FRONT_MATTER.match(text)
    if fm:
        n = text.count("\n", 0, fm.end())
        skipped.update(range(1, n + 1))
        # Keep line numbers: blank the front matter instead of cutting it.
        body = "\n" * n + text[fm.end() :]
    if "\0" in body:
        body = body.replace("\0", "\ufffd")  # as markdown-it's normalize rule (off) would
    placed = None  # what the placer finds blocks in, when markdown-it reads other columns
    if ">" in body:
        unquoted = _unquoted(body)
        if unquoted is not None:
            body, placed = unquoted
            placed = _with_decimal_points(_as_markdown(placed))
    body = _with_decimal_points(_as_markdown(body))
    unfenced = _unfenced(body) if "```" in body or "~~~" in body else None
    logged = False  # a chat's or log's lines: each line is said on its own
    if unfenced is not None:
        body = unfenced
        filled = [line for line in body.split("\n") if line.strip()]
        logged = 2 * sum(1 for line in filled if _LOG_LINE.match(line)) >= len(filled)
    raw_sections: list[tuple[str, int, int]] = []  # title, level, line
    roman_lines: list[tuple[str, int, int]] = []  # "(iii) Spot" lines, as "3. Spot"
    quoted_tasks: list[tuple[str, int, int]] = []  # the same, for block-quoted questions
    blocks: list[Block] = []
    code: list[Block] = []
    list_depth = 0
    quote_depth = 0
    item_number = ""  # the number of the ordered list item being read ("" for a bullet)
    table_header: list[str] = []
    table_rows: list[tuple[int, list[str]]] = []  # the rows of the table being read
    table_outlines: list[list[RawSection]] = []  # tables that answer the questions row by row
    item_leads: list[RawSection] = []  # list items whose lead names a question ("Retention: …")
    turns: list[tuple[str, str, int]] = []  # a dialogue's turns: speaker, words, line
    # (the unfenced text's indented lines are a log's message bodies, not code)
    md = _parser_for(body, frozenset({"code"}) if unfenced is not None else frozenset())
    body_lines = body.split("\n")  # (what follows a line, read from the text: runs end early)
    for tokens in _block_token_runs(md, body):
        i = 0
        while i < len(tokens):
            tok = tokens[i]
            t = tok.type
            if t in ("fence", "code_block"):
                if tok.map:
                    skipped.update(range(tok.map[0] + 1, tok.map[1] + 1))
                    # A fence's content starts on the line after its opening ``` line.
                    first = tok.map[0] + (2 if t == "fence" else 1)
                    code.append(Block("code", tok.content, first, tok.map[1], None))
            elif t == "html_block":
                if tok.map:
                    html_header: list[str] = []  # the header cells of the HTML table being read
                    for offset, html_line in enumerate(tok.content.split("\n")):
                        m = _HTML_HEADING.match(html_line) if "<" in html_line else None
                        if m is None:
                            # A document written in HTML (a CMS's export): its paragraphs, list
                            # items and table rows are its text, a line at a time.
                            html_header = _html_line(
                                html_line, tok.map[0] + 1 + offset, blocks, html_header
                            )
                            continue
                        if m:
                            line = tok.map[0] + 1 + offset
                            title = _clean_text(m.group("title")).strip()
                            level = int(m.group("tag")[1]) if m.group("tag") != "summary" else 6
                            raw_sections.append((title, level, line))
                            blocks.append(
                                Block(
                                    "heading",
                                    title,
                                    line,
                                    line,
                                    None,
                                    raw=m.group("title"),
                                    how="at",
                                    column=m.start("title"),
                                )
                            )
            elif t == "heading_open":
                inline = tokens[i + 1]
                line = tok.map[0] + 1 if tok.map else 1
                title = _clean_text(inline.content).strip()
                raw_sections.append((title, int(tok.tag[1]), line))
                # An ATX heading's title follows its "#"s; a setext one is over its underline.
                atx = tok.markup.startswith("#")
                how, head = ("after", tok.markup) if atx else ("stripped", "")
                blocks.append(
                    Block(
                        "heading", title, line, line, None, raw=inline.content, how=how, head=head
                    )
                )
                i += 3
                continue
            elif t == "blockquote_open":
                quote_depth += 1
            elif t == "blockquote_close":
                quote_depth -= 1
            elif t in ("bullet_list_open", "ordered_list_open"):
                list_depth += 1
            elif t == "list_item_open":
                item_number = tok.info if tok.info.isdigit() else ""
            elif t in ("bullet_list_close", "ordered_list_close"):
                list_depth -= 1
            elif t == "paragraph_open":
                inline = tokens[i + 1]
                line = tok.map[0] + 1 if tok.map else 1
                end = tok.map[1] if tok.map else line
                content = inline.content
                setext = _underlined_item(tokens, i) if list_depth == 1 and item_number else None
                if setext is not None and not quote_depth:
                    # "1) On-demand baseline" over "-----": a setext heading to its writer, a list
                    # item and a thematic break to CommonMark.
                    head = f"{item_number}{tokens[i - 1].markup} "
                    title = head + _clean_text(setext[0]).strip()
                    raw_sections.append((title, setext[1], line))
                    blocks.append(
                        Block(
                            "heading", title, line, line, None, raw=content, how="title", head=head
                        )
                    )
                    i += 3
                    continue
                if (
                    list_depth == 1
                    and item_number
                    and not quote_depth
                    and _alone_in_its_list(tokens, i)
                    and "\n" not in content
                    and len(content) <= 60
                    and not content.rstrip().endswith((".", ";", ","))
                ):
                    # "1) On-demand" between paragraphs: an ordered list of one short item, no
                    # sentence, is a numbered heading to its writer (each question restarts the
                    # list at its own number).
                    head = f"{item_number}{tokens[i - 1].markup} "
                    title = head + _clean_text(content).strip()
                    if isinstance(question_of_heading(title), int):
                        raw_sections.append((title, 7, line))
                        blocks.append(
                            Block(
                                "heading",
                                title,
                                line,
                                line,
                                None,
                                raw=content,
                                how="title",
                                head=head,
                            )
                        )
                        i += 3
                        continue
                if quote_depth and (
                    _is_task(content)
                    # "> 3. The spot decision...": a quoted ordered list's item, its number the
                    # question's, is the question when its words name the same one
                    or (list_depth == 1 and item_number and _is_task(f"{item_number}. {content}"))
                ):
                    # The question quoted before its answer: not the document's words, but where a
                    # document without headings starts that question's answer.
                    m = _TASK_TITLE.match(content)
                    if m and list_depth <= 1:
                        # "> 1. On-demand baseline. …" is a quoted ordered list: its item's number.
                        number = f"{item_number}. " if list_depth and item_number else ""
                        title = number + _clean_text(m.group(1)).strip()
                        q = question_of_heading(title)
                        if isinstance(q, int) or q == "recommendation":
                            quoted_tasks.append((title, 7, line))
                    i += 3
                    continue
                if (
                    list_depth == 1
                    and not quote_depth
                    and tokens[i - 1].type == "list_item_open"
                    and (named := _item_lead(content))
                ):
                    # "17. Retention: keep the last 2 …": kept in case the list is the outline.
                    item_leads.append((named, 7, line))
                if list_depth == 0 and not quote_depth and _SPEAKER.match(content):
                    # "**Interviewer:** Now shard it …": kept in case the document is a dialogue
                    # (each line of a paragraph may be a turn: "INTERVIEWER: …" over
                    # "CANDIDATE: …").
                    for offset, said in enumerate(content.split("\n")):
                        if turn := _SPEAKER.match(said):
                            turns.append((turn["who"].lower(), said[turn.end() :], line + offset))
                # A bold lead-in opens a paragraph, or a checklist's item ("- [x] **Spot.** …",
                # a pull request's description): its box is no part of the title.
                task = _TASK_BOX.match(content) if list_depth == 1 and not quote_depth else None
                m = (
                    _BOLD_LEAD.match(content)
                    if list_depth == 0
                    else _BOLD_LEAD.match(content[task.end() :])
                    if task
                    else _BOLD_LEAD.match(content)
                    if _outline_item(tokens, i, list_depth, quote_depth, content)
                    else None
                )
                if m and "\n" not in m.group("title") and _HANDLE.fullmatch(m.group("title")):
                    # "**u/spotfan:** Spot is 3.2× cheaper, right?": a thread's asker is who
                    # speaks, not a title (a handle's letters name no question); the words
                    # asked are the prompt
                    asked = _TASK_SPLIT.split(_clean_text(m.group("rest")).strip())[0]
                    if len(asked) <= 100 and question_of_heading(asked) is not None:
                        raw_sections.append((asked, 7, line))
                elif m and "\n" not in m.group("title"):
                    lead = m.group("title").strip()
                    q = question_of_heading(lead)
                    if (q is not None and not isinstance(q, str)) or (
                        isinstance(q, str) and len(_ASIDE.sub("", lead).rstrip(":.—– ")) < 40
                    ):
                        raw_sections.append((lead, 7, line))
                    elif q is None and (prompt := _series_prompt(lead, m.group("rest"))):
                        raw_sections.append((prompt, 7, line))
                elif (
                    list_depth == 0
                    and not quote_depth
                    and "\n" not in content
                    and (roman := _ROMAN_LINE.fullmatch(content.strip()))
                ):
                    # "(iii)  Spot vs on-demand" on a line of its own: a part numbered the
                    # paper's way, a heading if the document numbers three parts so (below).
                    numeral = _ROMAN[roman.group(1).lower()]
                    roman_lines.append((f"{numeral}. {roman.group(2)}", 7, line))
                elif (
                    list_depth == 0
                    and not quote_depth
                    and "\n" not in content
                    and len(content) <= 60
                    and (
                        (
                            _LINE_HEADING.match(content)
                            and isinstance(question_of_heading(content), int)
                        )
                        or (
                            _LINE_PART.fullmatch(content.strip())
                            and isinstance(question_of_heading(content.strip()), str)
                        )
                    )
                ):
                    # "Q2. Cheaper checkpoints" or "REC" on a line of its own: a heading without
                    # the markup.
                    raw_sections.append((_clean_text(content).strip(), 7, line))
                elif (
                    list_depth == 0
                    and not quote_depth
                    and "\n" not in content
                    and len(content) <= 40
                    and content.rstrip().endswith(":")
                    and question_of_heading(_clean_text(content).strip().rstrip(":")) is not None
                ):
                    # "Assumptions:" on a line of its own, over its list: a label used as a heading.
                    raw_sections.append((_clean_text(content).strip().rstrip(":"), 7, line))
                elif (
                    list_depth == 0
                    and not quote_depth
                    and "\n" not in content
                    and len(content) <= 60
                    # (a lead-in ending in a colon introduces its list: "Per useful GPU-hour,
                    # with both clusters on sharded + async:" is a sentence of its answer)
                    and not content.rstrip().endswith((".", ";", ",", ":"))
                    and _over_a_block(body_lines, line)
                    and question_of_heading(_clean_text(content).strip()) is not None
                ):
                    # 'Sheet "notice" (Q4)' on a line of its own over its table or list: a
                    # title written without markup
                    raw_sections.append((_clean_text(content).strip(), 7, line))
                elif list_depth == 0 and not quote_depth and (named := _title_line(content)):
                    # "Recommendation" or "Entry 8 · recommendation" on the first line of a
                    # paragraph, its text on the next lines: a heading written without markup.
                    raw_sections.append((named, 7, line))
                elif list_depth == 0 and not quote_depth and (lead := _part_lead(content)):
                    # "My recommendation: run on spot …": a paragraph that opens with the name of
                    # the recommendation or the assumptions and a colon is that part.
                    raw_sections.append((lead, 7, line))
                elif list_depth == 0 and not quote_depth and content[:1] in "QPT0123456789(":
                    labelled = _label_lead(content)
                    if labelled:
                        # "Q5, what the checkpoint holds …": a paragraph that opens with a
                        # question's label and a comma or colon starts that question's answer (a
                        # reply in a thread, a note without headings).
                        raw_sections.append((labelled.group(1), 7, line))
                if logged and "\n" in content:
                    # A log's lines, each said on its own and rarely ended by a full stop: a
                    # block each (as a paragraph, each is read with its own words only).
                    for offset, piece in enumerate(content.split("\n")):
                        blocks.append(
                            Block(
                                "paragraph",
                                _clean_text(piece),
                                line + offset,
                                line + offset,
                                None,
                                raw=piece,
                                how="lines",
                            )
                        )
                    i += 3
                    continue
                if list_depth == 0 and not quote_depth and "\n" in content:
                    # A chat export: "**priya** 10:05" then "Q1 on-demand baseline: …" on the
                    # next line of the same paragraph. A line after a short line or a finished
                    # sentence that opens with a question's label starts that question's
                    # answer, as a paragraph that opens with one does. The paragraph is then
                    # read as one block per answer, each in its section.
                    para_lines = content.split("\n")
                    cuts = [0]
                    for offset in range(1, len(para_lines)):
                        previous = para_lines[offset - 1].rstrip()
                        if len(previous) <= 40 or previous[-1:] in ".!?:":
                            labelled = _label_lead(para_lines[offset])
                            # (a field such as "verdict:" inside an entry is no lead-in;
                            # "recommendation for the top of the doc:" is)
                            lead = _part_lead(para_lines[offset])
                            if lead and not lead.lower().startswith("recommend"):
                                lead = None
                            named = labelled.group(1) if labelled else lead
                            if named:
                                raw_sections.append((named, 7, line + offset))
                                cuts.append(offset)
                    if len(cuts) > 1:
                        for a, b in pairwise([*cuts, len(para_lines)]):
                            piece = "\n".join(para_lines[a:b])
                            blocks.append(
                                Block(
                                    "paragraph",
                                    _clean_text(piece),
                                    line + a,
                                    line + b - 1,
                                    None,
                                    raw=piece,
                                    how="lines",
                                )
                            )
                        i += 3
                        continue
                kind = "item" if list_depth else "paragraph"
                blocks.append(
                    Block(kind, _clean_text(content), line, end, None, raw=content, how="lines")
                )
                i += 3
                continue
            elif t == "table_open":
                table_rows = []
            elif t == "table_close":
                table_outlines.append(_question_rows(table_header, table_rows))
            elif t == "thead_open":
                table_header = []
                j = i
                while tokens[j].type != "thead_close":
                    if tokens[j].type == "inline":
                        table_header.append(_clean_text(tokens[j].content).strip())
                    j += 1
                i = j + 1
                if tok.map:
                    line = tok.map[0] + 1
                    blocks.append(Block("table-row", " | ".join(table_header), line, line, None))
                continue
            elif t == "tr_open":
                line = tok.map[0] + 1 if tok.map else 1
                raw_cells: list[str] = []
                j = i
                while tokens[j].type != "tr_close":
                    if tokens[j].type == "inline":
                        raw_cells.append(tokens[j].content)
                    j += 1
                cells = [_clean_text(c).strip() for c in raw_cells]
                table_rows.append((line, cells))
                blocks.append(_table_row(cells, raw_cells, table_header, line, len(blocks)))
                i = j + 1
                continue
            i += 1

    if len({title.split(".")[0] for title, _, _ in roman_lines}) >= 3:
        raw_sections = sorted(raw_sections + roman_lines, key=lambda r: r[2])
    if any(table_outlines):
        raw_sections = sorted(
            raw_sections + [r for outline in table_outlines for r in outline], key=lambda r: r[2]
        )
    if not any(isinstance(question_of_heading(t), int) for t, _, _ in raw_sections):
        # No section names a question: a list, or a dialogue's questions, may be the outline.
        outline = _outline(item_leads) or _outline(_prompts(turns))
        raw_sections = sorted(raw_sections + outline, key=lambda r: r[2])
    if quoted_tasks and not any(1 < level <= 6 for _, level, _ in raw_sections):
        # With no heading under the title, the quoted questions are the document's outline.
        raw_sections = sorted(raw_sections + quoted_tasks, key=lambda r: r[2])
    # Sections: each runs to the line before the next heading of the same or higher level.
    n_lines = len(lines)
    ends = [n_lines] * len(raw_sections)
    open_sections: list[int] = []  # sections not yet ended, their levels increasing
    for k, (_, level, line) in enumerate(raw_sections):
        while open_sections and raw_sections[open_sections[-1]][1] >= level:
            ends[open_sections.pop()] = line - 1
        open_sections.append(k)
    sections = [
        Section(k, title, level, line, ends[k], question_of_heading(title))
        for k, (title, level, line) in enumerate(raw_sections)
    ]
    has_subheadings = any(level > 1 for _, level, _ in raw_sections)
    # A lone first-level heading above everything else names the whole document, too.
    titled = has_subheadings or (
        len(raw_sections) == 1
        and raw_sections[0][1] == 1
        and not any(b.line < raw_sections[0][2] for b in blocks)
    )
    if any(
        s.own_question == "recommendation" and _RECOMMENDATION.search(s.title) for s in sections
    ):
        # A section called Recommendation is the recommendation; a "Summary" or "TL;DR" beside it
        # summarises the document (a PR description's "## Summary" of the change), unless it
        # prices a decision itself ("TL;DR: spot, $1.03 per useful GPU-hour").
        priced: list[int] | None = None  # lines of the blocks that price something, sorted
        for section in sections:
            if section.own_question == "recommendation" and _SUMMARY.search(section.title):
                if priced is None:
                    priced = sorted(b.line for b in blocks if _PRICED.search(b.text))
                k = bisect_right(priced, section.line)
                if k < len(priced) and priced[k] <= section.end_line:
                    continue
                section.own_question = _question_beside_summary(section.title)
    _number_series(sections)
    own_numbering = _own_numbering(sections) | _containers(sections)
    holders = _proposal_holders(sections)
    numbered: set[int] = set()
    """Sections whose question an explicit number gave (theirs or an ancestor's)."""
    in_order = _in_order(sections)
    closing = _closing_recommendation(sections)
    enclosing: list[Section] = []  # earlier sections still open, their levels increasing
    for section in sections:
        if in_order:
            # Only a section still open can hold this one (one that has ended, ended before
            # it); the parent is the latest of lower level that holds it.
            while enclosing and enclosing[-1].level >= section.level:
                enclosing.pop()
            parent = None
            for other in reversed(enclosing):
                if other.line < section.line <= other.end_line:
                    parent = other.index
                    break
            enclosing.append(section)
        else:
            parent = None
            for other in sections[: section.index]:
                if other.level < section.level and other.line < section.line <= other.end_line:
                    parent = other.index
        section.parent = parent
        own = section.own_question
        if section.index == 0 and section.level == 1 and titled:
            # The document's title ("# Checkpointing a 256-GPU run on spot?") answers nothing.
            own = None if not _starts_numbered(section.title) else own
        own_numbered = (
            isinstance(own, int)
            and (_starts_numbered(section.title) or _labelled(section.title) == own)
            and section.index not in own_numbering
        )
        if own_numbered and parent is not None and parent in numbered:
            # "Step 4, waste at T*:" under "## Q1": a numbering by another word than a
            # question's restarts inside the answer and counts its steps, not the questions.
            own_numbered = _STEP_NUMBERED.match(section.title) is None
        if parent is not None and own != "assumptions" and section.index != closing:
            inherited = sections[parent].question
            # "### (b) Sharded + async" under "## 2." stays question 2; a topic word in a
            # sub-heading does not move it elsewhere, but an explicit number does. Under a
            # parent that only names a topic ("## Strategy C — sharded and asynchronous"), a
            # sub-heading naming another question's topic ("**Notice.**") answers that one: a
            # document organised by strategy answers the questions strategy by strategy.
            if (
                inherited is not None
                and inherited != "assumptions"
                and not own_numbered
                and not (
                    isinstance(own, int) and isinstance(inherited, int) and parent not in numbered
                )
                and not (isinstance(own, int) and parent in holders)
            ):
                own = inherited
                own_numbered = parent in numbered
        if own_numbered:
            numbered.add(section.index)
        section.question = own
        if isinstance(own, int) and own_numbered:
            section.also = _more_questions(section.title, own)
        section.slug = _slug(section.title)

    owners = _owners(sections, n_lines)
    for k, block in enumerate(blocks):
        block.section = _owner_from(owners, sections, block.line)
        if block.kind == "table-row":
            continue
        if block.kind == "paragraph" and _is_field_list(block.text):
            # "To: …\nFrom: …\nRe: …": a memo's or ticket's header, one field per line.
            fields: list[Sentence] = []
            start = 0
            for offset, field_line in enumerate(block.text.split("\n")):
                end = start + len(field_line)
                fields.append(
                    Sentence(
                        " ".join(field_line.split()), block.line + offset, k, start=start, end=end
                    )
                )
                start = end + 1
            block.sentences = tuple(fields)
            continue
        split = _split_short(block.text) if len(block.text) <= 200 else split_sentences(block.text)
        # (Sentence by position, a third cheaper: text, line, block, context, in_table, start,
        # end; most blocks are one sentence)
        line = block.line
        if len(split) == 1:
            sentence, offset, start, end = split[0]
            block.sentences = (Sentence(sentence, line + offset, k, "", False, start, end),)
        else:
            block.sentences = tuple(
                [
                    Sentence(sentence, line + offset, k, "", False, start, end)
                    for sentence, offset, start, end in split
                ]
            )
    for k, block in enumerate(code):
        block.section = _owner_from(owners, sections, block.line)
        code_lines: list[Sentence] = []
        for offset, line_text in enumerate(block.text.split("\n")):
            code_line = line_text.strip()
            if "." in code_line:
                # "optimizer.state_dict()" names the optimizer's state: read the dots of
                # attribute access as spaces, so that a dotted name reads as its words
                # (one character for one: the columns stay).
                code_line = _ATTRIBUTE_DOT.sub(" ", code_line)
            if code_line:
                code_lines.append(
                    Sentence(code_line, block.line + offset, k, end=len(code_line), in_code=True)
                )
        block.sentences = tuple(code_lines)
    parsed = Document(
        path,
        text,
        lines,
        sections,
        blocks,
        frozenset(skipped),
        code,
        body=placed if placed is not None else None if body is text else body,
    )
    parsed.memo["owners"] = owners
    return parsed


_ITEM_LEAD = _rx.compile(r"[^:=—–\n]{2,70}?(?::|\s=|\s[—–]\s)")
"""A list item's lead: its words up to the first colon, equals sign or dash ("Retention:",
"On-demand T* =", "The 120 s warning —")."""


_RUN_IN_LEAD = _rx.compile(r"\(?([^:=—–.?!\n]{2,50}?)\.\)?\s+(?=[A-Z0-9])")
"""A list item's run-in title: a few words and a full stop before its first sentence ("The 60 s
notice. On notice the job stops …"), in parentheses or not ("(Recommendation.) Run on spot …")."""


def _item_lead(content: str) -> str | None:
    """The title a list item's lead gives it when its words name a question: its words before
    the first colon, equals sign or dash ("Spot, sharded + async:"), its words up to a
    question's label in its first line ("Sharded over 16 writers (Q2a): …"), or a run-in title
    of up to six words ending in a full stop ("Retention. Last 2 …")."""
    first = content.partition("\n")[0]
    if len(first) < 2:
        # every match of the three patterns below holds two characters or more ("q1", "ab:",
        # "ab. C"): a one-letter item ("1. a", 200,000 of them in 1 MB) has no lead
        return None
    label = _LABEL_INSIDE.search(first, 0, 100)
    if label is not None:
        title = _clean_text(first[: label.end() + (first[label.end() : label.end() + 1] == ")")])
        return title.strip() if question_of_heading(title) is not None else None
    lead = _ITEM_LEAD.match(first)
    if lead is not None:
        # the delimiter stays: "On-demand T* =" names the interval ("T*" alone loses its star)
        title = _clean_text(lead.group()).strip()
        if question_of_heading(title) is not None:
            return title
    run_in = _RUN_IN_LEAD.match(first)
    if run_in is None or len(run_in.group(1).split()) > 6:
        return None
    title = _clean_text(run_in.group(1)).strip()
    return title if question_of_heading(title) is not None else None


def _outline(leads: list[RawSection]) -> list[RawSection]:
    """The list items, or a dialogue's questions, that outline a document with no section
    naming a question: an answer written as one numbered list ("4. Sharded over 16 writers
    (Q2a): …", "17. Retention: …") or as an interview is read with each item or question that
    names a question starting that question's answer, when they name three questions or more in
    the exercise's order. One naming an earlier question than one already begun continues the
    current answer ("Spot" recalled in the recommendation's item), unless four or more items
    name questions each once: then the order is the document's own. A list of facts or
    assumptions naming a topic or two is no outline."""
    outline: list[RawSection] = []
    latest = 0
    asked = [q for t, _, _ in leads if isinstance(q := question_of_heading(t), int)]
    # Four or more questions, each named once, are an outline in the document's own order (a
    # memo's "5. The 60 s notice" after "4. Shared store"): none of them is a recall.
    own_order = len(asked) >= 4 and len(set(asked)) == len(asked)
    for title, level, line in leads:
        q = question_of_heading(title)
        if isinstance(q, int) and not own_order:
            if q < latest:
                continue
            latest = q
        outline.append((title, level, line))
    named = {question_of_heading(t) for t, _, _ in outline}
    return outline if sum(isinstance(q, int) for q in named) >= 3 else []


_SPEAKER = _rx.compile(
    r"(?:\*\*|__)?(?P<who>[A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2})"
    r"(?::(?:\*\*|__)|(?:\*\*|__):|:)[ \t]+(?=\S)"
)
"""A turn of a dialogue: a paragraph that opens with its speaker's name, one to three
capitalised words and a colon, bold or not ("**Interviewer:** …", "Q: …", "Dr Rao: …")."""


_BLOCK_START = _rx.compile(r"\s{0,3}(?:\||[-*+]\s|\d{1,3}[.)]\s)")
"""The first line of a table or a list."""


def _over_a_block(lines: list[str], after: int) -> bool:
    """True when the first non-blank line from ``lines[after]`` on starts a table or a list:
    what a line of its own titles when it comes right before it. Read from the text, not the
    tokens, which a long document hands out in runs."""
    for k in range(after, min(len(lines), after + 3)):
        if lines[k].strip():
            return _BLOCK_START.match(lines[k]) is not None
    return False


_HANDLE = _rx.compile(r"\s*(?:u/|@)[\w.-]{2,30}\s*:?\s*")
"""A forum or chat handle as a post's bold lead ("**u/spotfan:**", "**@gradnorm**")."""


def _prompts(turns: list[tuple[str, str, int]]) -> list[RawSection]:
    """The questions of a dialogue, titled by the first sentence of each that names one of the
    exercise's questions ("Now shard it over 16 writers."). A dialogue: two speakers or more
    with three turns each or more; its questions are the turns of who speaks first (the
    interviewer, the examiner, "Q")."""
    spoken: dict[str, int] = {}
    for who, _, _ in turns:
        spoken[who] = spoken.get(who, 0) + 1
    if sum(n >= 3 for n in spoken.values()) < 2:
        return []
    asker = turns[0][0]
    prompts: list[RawSection] = []
    for who, words, line in turns:
        if who != asker:
            continue
        for sentence in _TASK_SPLIT.split(_clean_text(words.partition("\n\n")[0]).strip()):
            if len(sentence) <= 100 and question_of_heading(sentence) is not None:
                prompts.append((sentence, 7, line))
                break
    return prompts


_FIELD = _rx.compile(r"[A-Z][\w&/-]*(?: [\w&/-]+){0,2}:\s+\S")
"""A line that starts with a field's label: ``To: …``, ``Re: …``, ``Date: …``."""


_SPELLED = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_SERIES = _rx.compile(
    r"^\W*(?P<prefix>[A-Za-z][A-Za-z -]{1,30}?)\s+(?P<n>[1-7]|(?i:" + "|".join(_SPELLED) + r"))"
    r"(?=\W|$)"
)
"""A heading of a numbered series: "Failure story 5: …", "Lesson 3 — …", "Step two: …"."""


_COUNTED_LABEL = _rx.compile(r"^\W*[A-Za-z][A-Za-z -]{1,30}?\s+\d{1,2}(?=\W|$)")
"""A label that counts entries, however many ("Card 12 · front", "Prompt 9")."""


def _series_prompt(lead: str, rest: str) -> str | None:
    """The title of a series entry whose bold label only counts it ("**Card 3 · front:**
    Sharded over 16 writers — T*, steps?"): its label and the short prompt after it, when the
    prompt's words name a question (a flashcard deck, a numbered list of prompts)."""
    if len(lead.split()) > 4 or not _COUNTED_LABEL.match(lead):
        return None
    prompt = rest.strip()
    if not prompt or "\n" in prompt or len(prompt) > 100:
        return None
    title = f"{lead.rstrip(':')}: {_clean_text(prompt).strip()}"
    return title if question_of_heading(title) is not None else None


def _closing_recommendation(sections: list[Section]) -> int | None:
    """The index of the section that closes the document as its recommendation: the last one
    named as the recommendation, when no question's section comes after it. Written as a bold
    lead-in under the last question's heading ("### 7. Shared filesystem" … "**Recommendation.**
    Train on spot …"), it is the closing recommendation, not part of question 7's answer."""
    for section in reversed(sections):
        if isinstance(section.own_question, int):
            return None
        if section.own_question == "recommendation":
            return section.index
    return None


def _number_series(sections: list[Section]) -> None:
    """Headings of one level numbered in a series of their own ("Failure story 1" … "Failure
    story 7") answer the questions of their numbers, when every one whose topic names a
    question names that of its number: the untitled ones ("Failure story 5: the resumed run
    was not the same run") take their number. A series numbered otherwise ("Slide 2 —
    Baseline") is left alone."""
    series: dict[tuple[str, int], list[tuple[Section, int]]] = {}
    repeated: set[tuple[str, int]] = set()  # series that repeat a number: left alone
    for section in sections:
        numbered = _series_number(section.title)
        if numbered is None:
            continue
        key = (numbered[0], section.level)
        if key in repeated:
            continue
        members = series.setdefault(key, [])
        if any(n == numbered[1] for _, n in members):
            # (a series numbered 1 to 7 without repeats has at most seven members to keep)
            repeated.add(key)
            del series[key]
            continue
        members.append((section, numbered[1]))
    for members in series.values():
        if len(members) < 4:
            continue
        topical = [(s.own_question, n) for s, n in members if s.own_question is not None]
        if len(topical) < 2 or any(q != n for q, n in topical):
            continue
        for section, n in members:
            if section.own_question is None:
                section.own_question = n


@lru_cache(maxsize=4096)
def _series_number(title: str) -> tuple[str, int] | None:
    """The series (its prefix, lower-cased) and number of a heading of a numbered series, or
    None (remembered per title: a document repeats its titles)."""
    m = _SERIES.match(title)
    if m is None:
        return None
    n = m["n"]
    return m["prefix"].strip().lower(), int(n) if n.isdigit() else _SPELLED[n.lower()]


_ANY_NUMBER = _rx.compile(
    r"^\W*(?:(?:agenda )?(?:item|section|step|chapter|slide|entry)\s*[#.:]?\s*)?"
    r"§?\(?(\d{1,2})(?:\)|\.(?!\d)|:|\s[-–—]|\s|$)",
    re.I,
)
"""A heading's leading number, whatever it is ("11. What did we assume?"), also after the word
that counts a document's own items ("Item 5 — The 180 s notice", "Section 6: …"); not after a
question's own label ("Q3", "Question 3", "Part 3")."""


@lru_cache(maxsize=4096)
def _leading_number(title: str) -> int | None:
    """A heading's leading number (:data:`_ANY_NUMBER`), remembered per title."""
    m = _ANY_NUMBER.match(title)
    return None if m is None else int(m.group(1))


@lru_cache(maxsize=4096)
def topic_of_heading(title: str) -> Question:
    """The question a heading's words name, its number aside; None when they name none
    (remembered per title)."""
    text = title.strip().strip("*_ ").strip()
    m = _ANY_NUMBER.match(text) or _OUTLINE_NUMBER.match(text)
    if m:
        text = text[m.end() :].strip()
    for question, search in _topic_searches():
        if search.found(text):
            return question
    return None


_QUESTION_SERIES_LABEL = _rx.compile(r"^\W*(?:q|question)\s?(\d{1,2})\b\s*[:.)—–-]?\s+(?=\S)", re.I)
"""A heading labelled as a question of a series, with words after the label ("Question 4: is
spot worth it?", "Q5. Checkpoint contents")."""


def _own_numbering(sections: list[Section]) -> set[int]:
    """Numbered headings of one level that number the document's own points, not the exercise's
    questions (an FAQ's "7. What has to be in the checkpoint?" answers question 5): a series
    that goes past nine, or in which the headings whose words name a question name another
    than their number at least twice and more often than their own, or at least once and
    never their own (a status update's "3. Done this week", "4. Risks", "5. Retention"). Such
    headings answer the
    question their words name (else none); the indices of those re-read are returned."""
    by_level: dict[int, list[tuple[Section, int]]] = {}
    for section in sections:
        number = _leading_number(section.title)
        if number is None and (asked := _QUESTION_SERIES_LABEL.match(section.title)) is not None:
            # a series of the document's own questions ("Question 4: is spot worth it?" in a
            # decision tree) is judged as any other numbered series
            number = int(asked.group(1))
        if number is not None:
            by_level.setdefault(section.level, []).append((section, number))
    labels = [(s.line, label) for s in sections if (label := _labelled(s.title)) is not None]
    renumbered: set[int] = set()
    for members in by_level.values():
        if len(members) < 4:
            continue
        agree = disagree = 0
        for section, n in members:
            topic = topic_of_heading(section.title)
            # a heading whose words name the recommendation ("4. Decision and cost") names no
            # question by its number either
            if topic is not None:
                agree += topic == n
                disagree += topic != n
        # The questions labelled inside the sections ("### 3.5 Checkpoint contents (Q5)"
        # under "## 3. Results") say what the series' numbers mean.
        inside = agree_inside = 0
        for section, n in members:
            for line, label in labels:
                if section.line < line <= section.end_line:
                    inside += 1
                    agree_inside += label == n
        if (
            max(n for _, n in members) > 9
            or (disagree >= 2 and disagree > agree)
            or (disagree and not agree)
            or (inside - agree_inside >= 2 and inside - agree_inside > agree_inside)
        ):
            previous: Question = None
            for section, _ in members:
                # A follow-up question that names no topic ("2. What does that cost?" after "1.
                # How often should we checkpoint?") goes on with the question before it; a
                # title of the document's own ("4. Cost", "2. Facts") answers none.
                topic = topic_of_heading(section.title)
                follow_up = topic is None and section.title.rstrip("*_ ").endswith("?")
                section.own_question = previous if follow_up else topic
                previous = section.own_question if isinstance(section.own_question, int) else None
                renumbered.add(section.index)
    return renumbered


def _proposal_holders(sections: list[Section]) -> set[int]:
    """Headings named as the recommendation that hold the answers to three questions or more
    below them (an RFC's "## Proposal" over "### P1. Interval", "### P4. Notice handler", "###
    P5. Checkpoint contents", …): the whole design, laid out part by part. The recommendation
    is read in all of it, and each sub-heading whose words name a question answers that
    question. Their indices are returned."""
    held: set[int] = set()
    for section in sections:
        if section.own_question != "recommendation":
            continue
        below = {
            other.own_question
            for other in sections[section.index + 1 :]
            if other.line <= section.end_line
            and other.level > section.level
            and isinstance(other.own_question, int)
        }
        if len(below) >= 3:
            held.add(section.index)
    return held


def _containers(sections: list[Section]) -> set[int]:
    """Headings that hold the answers to three questions or more below them ("## Item 3:
    where and how do we run the job?" over "### SIGTERM handler", "### Checkpoint contents",
    "### Retention", …): an agenda's or a report's own numbering or title, not a question's
    answer. They answer no question (their sub-headings do); their indices are returned. One
    pass with a stack of the open headings (a heading is below at most seven)."""
    below: dict[int, set[int]] = {}
    open_sections: list[Section] = []
    for section in sections:
        while open_sections and open_sections[-1].level >= section.level:
            open_sections.pop()
        if isinstance(section.own_question, int):
            for holder in open_sections:
                below.setdefault(holder.index, set()).add(section.own_question)
        open_sections.append(section)
    held: set[int] = set()
    for index, questions in below.items():
        section = sections[index]
        if isinstance(section.own_question, int) and len(questions) >= 3:
            section.own_question = None
            held.add(index)
    return held


_QUESTION_COLUMN = _rx.compile(r"^\W*(q|qu?\.|question|part|task|exercise)\W*$", re.I)
"""A table's first column headed as the questions' labels ("Q", "Question", "Part")."""


_COUNTED_NOUN = _rx.compile(r"\d+\s+[a-z][a-z-]*$")
"""A table's row label that counts something ("1 writer", "16 shards"), not a question's."""
_INDEX_COLUMN = _rx.compile(r"^\W*(rows?|line|cell|idx|index)\W*$", re.I)
"""A table's first column headed as an index of its rows ("Row", "Index", "Cell"): its numbers count
the rows (a spreadsheet's row numbers), whatever they are."""


def _question_rows(header: list[str], rows: list[tuple[int, list[str]]]) -> list[RawSection]:
    """A table that answers the exercise row by row (``| 1 | On-demand T* | … |``,
    ``| 2a | … |``, ``| R | Recommendation | … |``): where the question named in its first
    column changes, a section of that question starts (level :data:`ROW_LEVEL`, titled by the
    row's label). A label names a question by its number ("2a", "Q3") or names the
    recommendation or the assumptions ("rec", or "R" beside "Recommendation"); topic words do
    not (a table of strategies, "Baseline | Sharded | Spot", is no outline). A first column that
    only counts its rows (1, 2, 3, … or 3, 4, 5, … one row each, or past 7) is an index, not
    the questions, unless it is headed "Q" or "Question"; one headed "Row" always is."""
    labelled: list[tuple[int, str, Question]] = []
    for line, cells in rows:
        label = cells[0].strip("*_ ") if cells else ""
        if not 0 < len(label) <= 24 or _COUNTED_NOUN.match(label):
            continue  # (a count and its noun, "4 writers", labels no question)
        if label.isdecimal() and int(label) > 7:
            return []  # a row index
        question = question_of_heading(label)
        if question is not None and not (_starts_numbered(label) or isinstance(question, str)):
            question = None  # a topic word, not a label
        if question is None and len(label) <= 3 and len(cells) > 1:
            beside = question_of_heading(cells[1])
            question = beside if isinstance(beside, str) else None
        if question is not None:
            labelled.append((line, label, question))
    if len({q for _, _, q in labelled}) < 2:
        return []
    headed = bool(header) and bool(_QUESTION_COLUMN.match(header[0]))
    labels = [label for _, label, _ in labelled]
    first = int(labels[0]) if labels[0].isdecimal() else 0
    counting = bool(first) and labels == [str(k) for k in range(first, first + len(labels))]
    if (counting and not headed) or (header and _INDEX_COLUMN.match(header[0])):
        return []
    out: list[RawSection] = []
    last: Question = None
    for line, label, question in labelled:
        if question != last:
            title = label if question_of_heading(label) == question else str(question)
            out.append((title, ROW_LEVEL, line))
        last = question
    return out


_MORE_QUESTIONS = _rx.compile(
    r"^\W*(?:q|questions?|parts?|tasks?)?\s*[1-7](?:\s?\(?[a-d]\)?(?![a-z]))?"
    r"(?P<rest>(?:\s*(?:,|and|&|/|\+|[-–—]|to)\s*(?:q|question|part|task)?\s*[1-7]"
    r"(?:\s?\(?[a-d]\)?(?![a-z]))?(?![\d.,]\d))+)",
    re.I,
)
"""A heading that opens with several questions' labels: "Q1 and Q2", "Questions 1–3", "1 & 2"."""
_DIGIT = _rx.compile(r"[1-7]")
_RANGE = _rx.compile(r"[-–—]|\bto\b")


def _more_questions(title: str, first: int) -> tuple[int, ...]:
    """The questions after the first that a heading opening with several labels names
    ("Q1 and Q2 — on-demand": (2,); "Q1–Q3": (2, 3))."""
    m = _MORE_QUESTIONS.match(title.strip().strip("*_ "))
    if m is None:
        return ()
    numbers = [
        int(n) for n in _rx.compile(r"[1-7]").findall(re.sub(r"\([a-d]\)|[a-d]\b", "", m["rest"]))
    ]
    if not numbers:
        return ()
    rest = m["rest"]
    if _RANGE.search(rest) and len(numbers) == 1 and numbers[0] > first:
        numbers = list(range(first + 1, numbers[0] + 1))  # a range: "Q1–Q3"
    return tuple(sorted({n for n in numbers if n != first}))


def _is_field_list(text: str) -> bool:
    """True when every line of a paragraph of two or more lines is a labelled field."""
    if "\n" not in text or ":" not in text:
        return False
    return all(_FIELD.match(line.strip()) for line in text.split("\n"))


def _in_order(sections: list[Section]) -> bool:
    """True when the sections come in the order of their lines (they do: the parser reads the
    document from the top)."""
    return all(a.line <= b.line for a, b in pairwise(sections))


def _owners(sections: list[Section], n_lines: int) -> list[int | None]:
    """:func:`_owner` of every line from 0 to ``n_lines``, in one pass over the sections.

    Each section marks its lines, in the order of their first lines (ties: in order), so that
    the innermost one marks last. A line lies in at most one section of each level (a section
    ends before the next of its level), so this marks at most seven times as many lines as the
    document has."""
    owners: list[int | None] = [None] * (n_lines + 1)
    ordered = (
        sections  # already in that order (the parser's): sorting would give the same list
        if all(
            a.line < b.line or (a.line == b.line and a.index < b.index)
            for a, b in pairwise(sections)
        )
        else sorted(sections, key=attrgetter("line", "index"))
    )
    for section in ordered:
        first = max(section.line, 0)
        last = min(section.end_line, n_lines)
        if first <= last:
            owners[first : last + 1] = [section.index] * (last - first + 1)
    return owners


def _owner_from(owners: list[int | None], sections: list[Section], line: int) -> int | None:
    """:func:`_owner`, read from :func:`_owners` (the line map) when ``line`` is in it."""
    return owners[line] if 0 <= line < len(owners) else _owner(sections, line)


def _owner(sections: list[Section], line: int) -> int | None:
    """Index of the innermost section holding ``line``."""
    owner = None
    for section in sections:
        if section.line <= line <= section.end_line and (
            owner is None or section.line >= sections[owner].line
        ):
            owner = section.index
    return owner


@lru_cache(maxsize=4096)
def _starts_numbered(title: str) -> bool:
    return any(p.match(title.strip().strip("*_ ")) for p in _NUMBERED)


@lru_cache(maxsize=4096)
def _slug(title: str) -> str:
    return _NOT_SLUG.sub("-", title.lower()).strip("-")[:60] or "section"


_NOT_SLUG = _rx.compile(r"[^a-z0-9]+")
