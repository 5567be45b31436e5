"""What a submission shows, part by part: the grader's own reading, beside the linter's findings.

Three steps, each cheap and bounded so that no input can hang a batch:

1. :func:`decode` turns bytes into text or a reason to reject them (empty, binary, too large);
   a few invalid UTF-8 bytes are replaced and noted, not fatal.
2. :func:`sections` finds which lines answer which part of the rubric: Markdown headings (ATX,
   setext), bold labels (``**Q3.**``, ``**Recommendation:**``) and ``Q3``/``Task 3`` line
   prefixes, recognised by their number or by the part's ``headings`` patterns.
3. :func:`assess` checks every numeric and concepts criterion of the rubric against its part's
   text (:mod:`.numbers` for numbers) and returns a :class:`~.formula.Presence`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..lint.texmath import plain_text
from .formula import CriterionEvidence, PartEvidence, Presence, Weights
from .numbers import (
    UNITS,
    ExpressionError,
    Quantity,
    compatible,
    compile_expression,
    evaluate,
    format_value,
    within,
)
from .rubric import Criterion, Part, Rubric

__all__ = ["MAX_SUBMISSION_BYTES", "Section", "assess", "decode", "sections"]

MAX_SUBMISSION_BYTES = 1_000_000
"""Larger submissions are rejected unread: an exercise answer is 5–30 kB."""
MAX_LINES = 20_000
_MAX_BAD_BYTES_SHARE = 0.01


def decode(data: bytes) -> tuple[str | None, str | None, tuple[str, ...]]:
    """``(text, None, notes)`` for a gradable submission, ``(None, reason, ())`` otherwise."""
    if len(data) > MAX_SUBMISSION_BYTES:
        return (
            None,
            (
                f"the file is {len(data) / 1e6:.1f} MB; submissions over "
                f"{MAX_SUBMISSION_BYTES / 1e6:.0f} MB are not graded"
            ),
            (),
        )
    if not data.strip():
        return None, "the file is empty", ()
    if b"\x00" in data[:8192]:
        return None, "the file is binary (it contains NUL bytes), not Markdown text", ()
    notes: tuple[str, ...] = ()
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("utf-8", errors="replace")
        bad = text.count("\ufffd")
        if bad > max(8, _MAX_BAD_BYTES_SHARE * len(data)):
            return None, "the file is not UTF-8 text (too many invalid bytes to read it)", ()
        notes = (f"the file is not valid UTF-8: {bad} invalid byte(s) were replaced",)
    controls = sum(1 for ch in text[:8192] if ord(ch) < 32 and ch not in "\n\r\t\f")
    if controls > 0.05 * min(len(text), 8192):
        return None, "the file is binary (control characters), not Markdown text", ()
    return text, None, notes


@dataclass(frozen=True)
class Section:
    part: str | None
    """The rubric part this section answers, or None (title, preamble, unrelated)."""
    start_line: int
    """1-based line of the section's heading (or of its first line)."""
    lines: tuple[str, ...]


_WORD = re.compile(r"[^\W_]+")


def sections(text: str, rubric: Rubric) -> list[Section]:
    """Split ``text`` into sections, each assigned to a rubric part or to none.

    The sections and the questions they answer are the linter's reading of the document
    (:func:`reportgen.lint.document.parse_document`): one reading for both, so that a document
    the linter reads as answering a question is graded on that answer (a table that answers
    the questions row by row included). Each heading's text is cut off its section's body.
    """
    from ..lint.document import parse_document

    doc = parse_document(text)
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")[:MAX_LINES]
    by_question = {p.question: p.id for p in rubric.parts}
    by_id = {p.id for p in rubric.parts}

    def part_of(question: object) -> str | None:
        if isinstance(question, int):
            return by_question.get(question)
        return question if isinstance(question, str) and question in by_id else None

    starts = [(sec.line, sec) for sec in doc.sections if sec.line <= len(lines)]
    out: list[Section] = []
    if not starts or starts[0][0] > 1:
        first = starts[0][0] - 1 if starts else len(lines)
        out.append(Section(None, 1, tuple(lines[:first])))
    for k, (line, sec) in enumerate(starts):
        stop = starts[k + 1][0] - 1 if k + 1 < len(starts) else len(lines)
        body = list(lines[line - 1 : stop])
        whole = tuple(body)
        if body:
            head = body[0]
            at = head.find(sec.title) if sec.level >= 7 else -1
            body[0] = head[at + len(sec.title) :] if at >= 0 else ""
        part = part_of(sec.question)
        if out and out[-1].part == part and part is not None:
            # a sub-heading or bold label inside its question's section: one section. A label
            # in the text ("Cost per useful GPU-h:" over its list) stays part of the answer it
            # sits in: its words are the writer's, as a heading's markup is not.
            kept = whole if sec.level >= 7 else tuple(body)
            out[-1] = Section(part, out[-1].start_line, out[-1].lines + kept)
        else:
            out.append(Section(part, line, tuple(body)))
        # "Q1 and Q2 — on-demand" answers both: its text is each part's
        out.extend(Section(part_of(q), line, tuple(body)) for q in sec.also if part_of(q))
    return out


def _section(part: str | None, start: int, col: int, lines: list[str]) -> Section:
    """A section whose first line is its heading: the heading's text is cut off the body."""
    body = list(lines)
    if body and col:
        body[0] = body[0][col:]
    return Section(part, start + 1, tuple(body))


def _expected(crit: Criterion, analysis: dict[str, Any], doc: str) -> list[tuple[str, float, str]]:
    """``(label, value, unit)`` of every accepted variant the scenario gives."""
    assert crit.numeric is not None
    values = []
    for accept in crit.numeric.accept:
        if accept.requires is not None and not accept.requires.search(doc):
            continue
        try:
            value = evaluate(compile_expression(accept.value), analysis)
        except ExpressionError:
            continue  # this scenario has no such value (no spot notice…): not applicable
        values.append((accept.label, value, accept.unit or crit.numeric.unit))
    return values


def _applicable(crit: Criterion, analysis: dict[str, Any]) -> bool:
    """False when the scenario gives none of the criterion's values (a spot notice, for a
    scenario without spot capacity): it cannot be asked of the document
    (:func:`~reportgen.grade.rubric.check_against` has made sure the exercise gives them)."""
    assert crit.numeric is not None
    for accept in crit.numeric.accept:
        try:
            evaluate(compile_expression(accept.value), analysis)
            return True
        except ExpressionError:
            continue
    return False


def _numeric(
    crit: Criterion,
    text: str,
    analysis: dict[str, Any],
    doc: str,
    carried: dict[str, Any] | None = None,
) -> CriterionEvidence:
    spec = crit.numeric
    assert spec is not None
    if not _applicable(crit, analysis):
        return CriterionEvidence(
            1.0, matched="not applicable: the scenario gives no such value", asked=False
        )
    expected = _expected(crit, analysis, doc)
    if carried is not None:
        # after the scenario's values (the feedback names those): the document's own inputs'
        own = [
            (f"{label}, from your own inputs", v, u)
            for label, v, u in _expected(crit, carried, doc)
        ]
        expected += [e for e in own if e[1] not in {x[1] for x in expected}]
    shown = " or ".join(f"{format_value(v, unit)} ({label})" for label, v, unit in expected[:3])
    if len(expected) > 3:
        shown += " (or another accepted variant)"
    shown = shown or "(no accepted variant applies)"
    givens = _givens(analysis)
    numbers = _numbers(text)
    best: tuple[float, Any] | None = None
    for label, v, unit in expected:
        dimension, size = UNITS[unit]
        # another unit than the criterion's: its relative tolerance only
        abs_tol = spec.abs_tol if unit == spec.unit else 0.0
        target = v / size
        for q in numbers:
            if not compatible(q, dimension):
                continue
            value = q.value / size
            if within(value, target, abs_tol, spec.rel_tol):
                return CriterionEvidence(1.0, expected=shown, matched=label)
            distance = abs(value - target) / max(abs(target), 1e-12)
            given = any(abs(q.value - g) <= 0.005 * abs(g) for g in givens)
            if not given and (best is None or distance < best[0]):
                best = (distance, q)
    if best is not None and spec.partial_rel is not None and best[0] <= spec.partial_rel:
        return CriterionEvidence(spec.partial_credit, found=best[1].text, expected=shown)
    near = best[1].text if best is not None and best[0] <= 2.0 else None
    return CriterionEvidence(0.0, found=near, expected=shown)


_DIMENSION = {
    "duration": "duration",
    "percent": "fraction",
    "steps": "steps",
    "money": "usd",
    "money_rate": "usd",
    "ratio": "ratio",
    "number": "number",
}
"""The linter's kinds of quantity as the rubric's dimensions (sizes and bandwidths are never
asked)."""


def _numbers(text: str) -> list[Quantity]:
    """The numbers of ``text`` as the linter reads them (:func:`reportgen.lint.quantities.
    numbers_in`: one reader for both), in the rubric's dimensions."""
    from ..lint.document import numeric_text
    from ..lint.quantities import numbers_in

    out = []
    if "|" in text:
        text = with_column_units(text)
    for q in numbers_in(numeric_text(text)):
        dimension = _DIMENSION.get(q.kind)
        if dimension is not None:
            out.append(Quantity(q.value, dimension, q.raw.strip(), q.start))
    return out


_HEADER_UNIT = re.compile(
    r"\(\s*(s|sec|min|mins|h|hrs?|hours?|%|steps?|\$/(?:useful )?GPU-?h(?:ou)?r?)\s*\)\s*$"
    r"|^\s*(steps|%)\s*$",
    re.I,
)
"""A column header that gives its cells' unit: "T* (min)", "C (s)", "cost ($/GPU-h)", "steps"."""
_BARE_NUMBER = re.compile(r"^\s*[~≈]?\s*\d[\d,]*(?:\.\d+)?\s*$")
_DELIMITER_ROW = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def _cells(line: str) -> list[str]:
    return line.strip().strip("|").split("|")


def with_column_units(text: str) -> str:
    """``text`` with each bare number of a pipe table's cell followed by the unit its column's
    header gives ("| T* (min) |" over "| 65.7 |" reads "65.7 min"): a spreadsheet's numbers are
    in the units of their columns. Cells that carry a unit of their own, and tables whose
    headers give none, are left as they are."""
    lines = text.split("\n")
    units: list[str | None] = []
    for k, line in enumerate(lines):
        if "|" not in line:
            units = []
            continue
        if k + 1 < len(lines) and _DELIMITER_ROW.match(lines[k + 1]) and "-" in lines[k + 1]:
            units = []
            for header in _cells(line):
                m = _HEADER_UNIT.search(header)
                units.append(None if m is None else (m.group(1) or m.group(2)))
            continue
        if not any(units) or _DELIMITER_ROW.match(line):
            continue
        cells = _cells(line)
        if len(cells) != len(units):
            continue  # a row the header does not line up with
        lead = line[: len(line) - len(line.lstrip())] + (
            "|" if line.lstrip().startswith("|") else ""
        )
        tail = "|" if line.rstrip().endswith("|") else ""
        lines[k] = (
            lead
            + "|".join(
                f"{cell.rstrip()} {unit} " if unit and _BARE_NUMBER.match(cell) else cell
                for cell, unit in zip(cells, units, strict=True)
            )
            + tail
        )
    return "\n".join(lines)


def _givens(analysis: dict[str, Any]) -> list[float]:
    """The scenario's facts and each strategy's blocking time: numbers a student copies from
    the exercise, never their answer (so never quoted back as "you wrote")."""
    values: list[float] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, (int, float)) and not isinstance(node, bool) and node:
            values.append(float(node))

    walk(analysis.get("facts", {}))
    for strategy in analysis.get("strategies", {}).values():
        for plan in strategy.values() if isinstance(strategy, dict) else ():
            if isinstance(plan, dict) and "blocking_s" in plan:
                values.append(float(plan["blocking_s"]))
    return values


_SOFT_BREAK = re.compile(r"(?<=[^\s|])[ \t]*\n[ \t]*(?=[^\W_]|[(\"'$≈~])")


def unwrap(text: str) -> str:
    """Prose with its soft line breaks (a line of a paragraph continued on the next one) made
    spaces, so that a phrase wrapped across two lines ("writes time / out") reads as one. List
    items, table rows, headings and blank lines keep their breaks."""
    return _SOFT_BREAK.sub(" ", text)


_DECIMAL_POINT = re.compile(r"(?<=\d)\.(?=\d)")
"""A decimal point ("0.0866 h"): not a sentence's end, which the rubric's concept patterns
(``[^.\n]{0,60}``) stop at."""


def _concepts(crit: Criterion, text: str) -> CriterionEvidence:
    text = unwrap(text)
    # read as written ("9.7×" is a number) and with its decimal points as dot leaders
    readings = (text, _DECIMAL_POINT.sub("\u2024", text)) if "." in text else (text,)
    hits = [
        group
        for group in crit.concepts
        if any(p.search(reading) for p in group for reading in readings)
    ]
    missing = tuple(group[0].pattern for group in crit.concepts if group not in hits)
    need = crit.need or len(crit.concepts)
    credit = min(1.0, len(hits) / need) if crit.concepts else 0.0
    return CriterionEvidence(
        credit, matched=f"{len(hits)} of {len(crit.concepts)}", missing=missing
    )


def _relevant(text: str, rubric: Rubric) -> bool:
    if not rubric.relevance or rubric.min_relevance <= 0:
        return True
    hits = sum(1 for p in rubric.relevance if p.search(text))
    return hits >= rubric.min_relevance


_LONG_RUN = re.compile(r"\S{200,}")
_MAX_LINE = 4000


def defuse(text: str) -> str:
    """Text whose reading is linear: runs of 200+ non-space characters are cut to 200 and lines
    are wrapped at 4,000 characters, so that no regex (the rubric's included) can backtrack
    quadratically over a 500,000-digit number or a megabyte-long line."""
    text = _LONG_RUN.sub(lambda m: m.group(0)[:200] + " …", text)
    if any(len(line) > _MAX_LINE for line in text.splitlines()):
        text = "\n".join(
            "\n".join(line[i : i + _MAX_LINE] for i in range(0, max(len(line), 1), _MAX_LINE))
            for line in text.splitlines()
        )
    return text


NOT_ASKED = CriterionEvidence(
    1.0, matched="not asked: a design doc for its own scenario is graded on its flaws", asked=False
)


def assess(
    text: str,
    rubric: Rubric,
    analysis: dict[str, Any],
    notes: tuple[str, ...] = (),
    *,
    exercise: bool = True,
    carried: dict[str, Any] | None = None,
) -> Presence:
    """The evidence for every part of ``rubric`` in one submission's text.

    ``carried``: the analysis of the scenario with the document's own inputs in place of its
    facts (:func:`reportgen.lint.carried.replanned_analysis`): a value that follows from them is
    accepted as well (RUBRIC.md's consistent carry-forward).

    ``exercise=False``: the scenario is not the exercise's, so the document is a team's design
    doc for its own situation, not an answer to the exercise's questions. The rubric's
    questions are not asked of it (as the linter asks them only as advice, ``info``): every
    part counts as answered and every numeric and concepts criterion as not asked (full
    credit), so the score is 100 less what the linter's findings cost, part by part, under the
    same deductions, owned criteria and caps as an exercise answer."""
    text = plain_text(defuse(text))  # TeX read as the linter reads it
    if not _relevant(text, rubric):
        return Presence(
            {},
            "rejected",
            "this does not look like an answer to the checkpoint-strategy exercise "
            "(it mentions almost none of: checkpoints, failures, intervals, spot, cost)",
            notes,
        )
    parts_text: dict[str, list[str]] = {p.id: [] for p in rubric.parts}
    first_line: dict[str, int] = {}
    unplaced: list[str] = []
    for section in sections(text, rubric):
        if section.part is None:
            unplaced.extend(section.lines)
        else:
            parts_text[section.part].extend(section.lines)
            first_line.setdefault(section.part, section.start_line)
    rest = "\n".join(unplaced)
    if "[" in text and "|" in text:
        _add_cited_rows(parts_text, text)
    out: dict[str, PartEvidence] = {}
    if not exercise:
        for part in rubric.parts:
            criteria = {c.id: NOT_ASKED for c in part.criteria if not c.owns}
            out[part.id] = PartEvidence(True, True, first_line.get(part.id), 0, criteria)
        return Presence(out, "graded", None, notes)
    for part in rubric.parts:
        own = "\n".join(parts_text[part.id])
        placed = len(_WORD.findall(own)) >= part.min_words
        if placed:
            body = own
        elif part.whole_document:
            body = text
        elif part.inline is not None:
            body = "\n".join(line for line in text.splitlines() if part.inline.search(line))
        else:
            body = rest
        evidence = {
            c.id: _evaluate(c, body, text, analysis, carried)
            for c in part.criteria
            if not c.owns or c.concepts
        }
        words = len(_WORD.findall(body))
        if placed or part.whole_document:
            answered = True
        elif part.inline is not None:
            answered = words >= max(3, part.min_words // 2)
        else:
            answered = _enough(part, evidence, Weights.from_rubric(rubric).unplaced_min_credit)
        out[part.id] = PartEvidence(
            answered=answered,
            placed=placed or part.whole_document or (part.inline is not None and answered),
            line=first_line.get(part.id),
            words=words,
            criteria=evidence,
        )
    return Presence(out, "graded", None, notes)


_CITATION = re.compile(r"\[([A-Z]{1,3}\d{1,3}(?:\s*[,;]\s*[A-Z]{1,3}\d{1,3})*)\]")
"""A citation of labelled rows: "[N1]", "[N6, N7]", "[T3; T4]"."""
_LABELLED_ROW = re.compile(r"^\s*\|\s*\**([A-Z]{1,3}\d{1,3})\**\s*\|")
"""A table row whose first cell is a label ("| N1 | on demand, 1 writer | … |")."""


def _add_cited_rows(parts_text: dict[str, list[str]], text: str) -> None:
    """Each part's text with the table rows it cites by label, under their table's header: an
    answer that keeps its numbers in a table at the end and points at them ("an interval of a
    little over an hour [N1]") is answered by those rows too (as the linter reads it:
    :meth:`reportgen.lint.document.Document.blocks_in`)."""
    lines = text.split("\n")
    rows: dict[str, list[str]] = {}
    header: list[str] = []
    for k, line in enumerate(lines):
        if "|" not in line:
            header = []
            continue
        if k + 1 < len(lines) and _DELIMITER_ROW.match(lines[k + 1]) and "-" in lines[k + 1]:
            header = [line, lines[k + 1]]
            continue
        m = _LABELLED_ROW.match(line)
        if m is not None and header:
            rows[m.group(1)] = [*header, line]
    if not rows:
        return
    for part_lines in parts_text.values():
        cited: list[str] = []
        for line in part_lines:
            for m in _CITATION.finditer(line):
                for label in re.split(r"\s*[,;]\s*", m.group(1)):
                    for row in rows.get(label, ()):
                        if row not in cited and row not in part_lines:
                            cited.append(row)
        part_lines.extend(cited)


def _enough(part: Part, evidence: dict[str, CriterionEvidence], share: float) -> bool:
    scored = [c for c in part.criteria if not c.owns]
    possible = sum(c.points for c in scored)
    earned = sum(c.points * evidence[c.id].credit for c in scored)
    return possible > 0 and earned >= share * possible


def _evaluate(
    crit: Criterion,
    body: str,
    doc: str,
    analysis: dict[str, Any],
    carried: dict[str, Any] | None = None,
) -> CriterionEvidence:
    text = doc if crit.scope == "document" else body
    if crit.numeric is not None:
        return _numeric(crit, text, analysis, doc, carried)
    return _concepts(crit, text)
