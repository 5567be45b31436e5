"""Feedback a student reads: what was right, what lost points and why, the correct values.

Everything here is Markdown that a course platform renders to HTML, so any text that comes from
a submission (a quoted number, a linter message quoting the document) goes through
:func:`md_escape` first: HTML is turned into entities and Markdown punctuation is
backslash-escaped, so a submission can never inject a link, an image, a script or a heading into
its own feedback. Hidden criteria are never described: only their lost points, in one line.
"""

from __future__ import annotations

import re

from .formula import Grade, PartResult

__all__ = ["md_escape", "part_feedback", "summary"]

_MD_SPECIAL = re.compile(r"([\\`*_\[\]!|~$])")
"""Inline Markdown syntax; quoted text is always embedded mid-line, so block syntax
(``#``, ``-``, ``>``) cannot start a block, and without ``[`` no link or image can open."""
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_MAX_QUOTE = 160


def md_escape(text: str, limit: int = _MAX_QUOTE) -> str:
    """Text safe to embed in Markdown (and the HTML it renders to), on one line."""
    text = _CONTROL.sub("", " ".join(str(text).split()))
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    text = (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )
    text = _MD_SPECIAL.sub(r"\\\1", text)
    return text.replace("://", "&#58;//")  # no autolinks


def _points(value: float) -> str:
    return f"{value:g}"


def part_feedback(part: PartResult) -> str:
    """The Markdown feedback of one part."""
    if not part.answered:
        return f"No answer to {md_escape(part.title)} was found (0/{_points(part.max_score)})."
    lines: list[str] = []
    if not part.placed:
        lines.append(
            "No section for this part was found; it was graded from the rest of the document "
            "(give each question its own heading)."
        )
    asked = [c for c in part.criteria if c.evidence is None or c.evidence.asked]
    right = [c for c in asked if c.status == "met" and not c.hidden]
    if right:
        lines.append("**Right:**")
        for crit in right:
            detail = ""
            if crit.evidence is not None and crit.evidence.matched and crit.evidence.expected:
                detail = f" ({md_escape(crit.evidence.matched)})"
            lines.append(f"- {md_escape(crit.text)}{detail}")
    lost_lines: list[str] = []
    hidden_lost = 0.0
    for crit in part.criteria:
        if crit.status == "met":
            continue
        lost = crit.points - crit.earned
        if crit.hidden:
            hidden_lost += lost
            continue
        if crit.evidence is None:  # owned by findings: the findings below say why
            continue
        if not part.placed and crit.evidence.credit >= 1.0:
            # Found in full, outside a section of its own: say so, not "no value found".
            matched = crit.evidence.matched if crit.evidence.expected else None
            share = crit.earned / crit.points if crit.points else 0.0
            why = (
                f": found{f' ({md_escape(matched)})' if matched else ''}, but outside a section"
                f" for this part, so it earns {share:.0%} of its points"
            )
        else:
            why = _why(crit.evidence.found, crit.evidence.expected, crit.status)
        lost_lines.append(f"- −{_points(round(lost, 2))}: {md_escape(crit.text)}{why}")
    hidden_criteria = {c.id for c in part.criteria if c.hidden}
    for deduction in part.deductions:
        if deduction.absorbed or deduction.hidden or deduction.criterion in hidden_criteria:
            continue
        if deduction.repeat:
            continue  # the same misconception, already shown and charged in this part
        f = deduction.finding
        points = f"−{_points(deduction.points)}" if deduction.points else "note"
        lost_lines.append(
            f"- {points} ({md_escape(f.rule)} {md_escape(f.name)}, line {f.line}): "
            f"{md_escape(f.message, limit=400)}"
        )
    capped = sum(d.points for d in part.deductions if d.criterion is None and not d.absorbed)
    if capped > part.unowned_points + 1e-9:
        lost_lines.append(
            f"- (the findings above cost at most {_points(part.unowned_points)} points here)"
        )
    if hidden_lost > 0:
        lost_lines.append(
            f"- −{_points(round(hidden_lost, 2))}: further criteria set by your instructor"
        )
    if lost_lines:
        lines.append("**Lost points:**")
        lines.extend(lost_lines)
    not_asked = [c for c in part.criteria if c not in asked and not c.hidden]
    if not_asked:
        lines.append(f"**Not asked of this document** ({len(not_asked)} criteria, full credit).")
    if not right and not lost_lines:
        lines.append("Full marks.")
    return "\n".join(lines)


def _why(found: str | None, expected: str | None, status: str) -> str:
    if expected is None:
        return " (not found in your answer)" if status == "lost" else " (partly covered)"
    if found:
        return f": you wrote {md_escape(found)}; the correct value is {md_escape(expected)}"
    return f": no value found; the correct value is {md_escape(expected)}"


def summary(grade: Grade) -> str:
    """One Markdown paragraph for the whole submission."""
    if grade.status != "graded":
        return f"Not graded: {md_escape(grade.reason or 'unreadable submission', limit=400)}."
    text = f"Score: {_points(grade.score)}/{_points(grade.max_score)}."
    for note in grade.notes:
        text += f" Note: {md_escape(note)}."
    return text
