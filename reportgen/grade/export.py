"""The formats course platforms read: JSON lines, Gradescope ``results.json``, a CSV gradebook,
Markdown feedback files. Pure functions from results to text; writing files is the caller's.

Every output is deterministic (no timestamps; keys in a fixed order) so that grading the same
submissions twice gives byte-identical files.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterable, Sequence
from typing import Any

from .api import Result
from .feedback import md_escape, part_feedback, summary
from .rubric import Rubric

__all__ = [
    "VISIBILITIES",
    "choose_answer",
    "csv_gradebook",
    "gradescope_no_markdown",
    "gradescope_results",
    "json_line",
    "markdown_feedback",
    "submission_ids",
]


def json_line(result: Result) -> str:
    """One submission as one line of JSON (the ``--format json`` stream is JSON Lines)."""
    return json.dumps(result.to_dict(), ensure_ascii=False, allow_nan=False) + "\n"


VISIBILITIES = ("visible", "hidden", "after_due_date", "after_published")
"""Gradescope's visibility values: shown at once, never, after the due date, or once the
instructor publishes the grades."""


def gradescope_results(
    result: Result,
    visibility: str = "visible",
    feedback_visibility: str | None = None,
    note: str | None = None,
) -> dict[str, Any]:
    """Gradescope's autograder ``results.json`` for one submission: one test per rubric part.

    ``visibility`` is the score's; ``feedback_visibility`` (default: the same) is that of the
    per-part tests, whose feedback names the correct values: ``after_published`` withholds them
    from students until the grades are published. ``note`` is added to the summary (which file
    of a submission was graded)."""
    grade = result.grade
    part_visibility = feedback_visibility or visibility
    tests = []
    for part in grade.parts:
        tests.append(
            {
                "name": part.title,
                "score": part.score,
                "max_score": part.max_score,
                "output": part_feedback(part),
                "output_format": "md",
                "visibility": part_visibility,
                "tags": [part.id, "answered" if part.answered else "unanswered"],
            }
        )
    return {
        "score": grade.score,
        "max_score": grade.max_score,
        "output": summary(grade) + (f"\n\n{md_escape(note, limit=2000)}" if note else ""),
        "output_format": "md",
        "visibility": visibility,
        "stdout_visibility": "hidden",
        "tests": tests,
        "extra_data": {
            "path": result.path,
            "status": grade.status,
            "reason": grade.reason,
            "grader_version": result.grader_version,
            "rubric_sha256": result.rubric_sha256,
            "input_sha256": result.input_sha256,
        },
    }


def gradescope_no_markdown(
    rubric: Rubric, found: Sequence[str], visibility: str = "visible"
) -> dict[str, Any]:
    """``results.json`` for a submission with no Markdown file (a PDF, say): score 0 and an
    explanation the student can act on, instead of Gradescope's "autograder failed"."""
    shown = ", ".join(found[:20]) + (f" and {len(found) - 20} more" if len(found) > 20 else "")
    what = f"The submission holds {md_escape(shown, limit=1000)}" if found else "It is empty"
    return {
        "score": 0.0,
        "max_score": rubric.max_score,
        "output": (
            "Not graded: no Markdown answer file (.md, .markdown or .txt) was found. "
            f"{what}. Submit your answers as a Markdown file, then resubmit."
        ),
        "output_format": "md",
        "visibility": visibility,
        "stdout_visibility": "hidden",
        "tests": [],
        "extra_data": {"status": "rejected", "reason": "no Markdown file", "found": list(found)},
    }


_ANSWER_NAMES = re.compile(r"answer|submission|solution|design|report", re.IGNORECASE)


def choose_answer(results: Sequence[Result]) -> int:
    """Which of one submission's graded files is its answer: the highest score (a README or
    notes file next to the answer never costs the student), then a name such as ``answer``,
    then the first path."""
    if not results:
        raise ValueError("no results to choose from")

    def rank(i: int) -> tuple[float, int, int]:
        r = results[i]
        named = 1 if _ANSWER_NAMES.search(r.path.rsplit("/", 1)[-1]) else 0
        return (-r.grade.score, -named, i)

    return min(range(len(results)), key=rank)


def _cell(value: Any) -> Any:
    """Neutralise spreadsheet formulas in text cells (CSV injection: ``=``, ``+``, ``-``, ``@``)."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def csv_gradebook(results: Iterable[Result], rubric: Rubric) -> str:
    """One row per submission, a column per part, then total, status and the hashes."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    part_ids = [p.id for p in rubric.parts]
    writer.writerow(
        ["submission", *part_ids, "total", "max_score", "status", "reason", "input_sha256"]
    )
    for result in results:
        scores = {p.id: p.score for p in result.grade.parts}
        writer.writerow(
            [
                _cell(result.path),
                *[f"{scores.get(pid, 0.0):g}" for pid in part_ids],
                f"{result.grade.score:g}",
                f"{result.grade.max_score:g}",
                result.grade.status,
                _cell(result.grade.reason or ""),
                result.input_sha256,
            ]
        )
    return out.getvalue()


def markdown_feedback(result: Result) -> str:
    """A student's feedback file: the score, then each part's score and feedback."""
    grade = result.grade
    lines = [
        f"# Feedback: {md_escape(result.path)}",
        "",
        summary(grade),
        "",
        "| part | score |",
        "|---|---:|",
    ]
    for part in grade.parts:
        lines.append(f"| {md_escape(part.title)} | {part.score:g} / {part.max_score:g} |")
    lines.append(f"| **total** | **{grade.score:g} / {grade.max_score:g}** |")
    if grade.status == "graded":
        for part in grade.parts:
            lines += ["", f"## {md_escape(part.title)} — {part.score:g}/{part.max_score:g}", ""]
            lines.append(part_feedback(part))
    lines += [
        "",
        "---",
        "",
        f"<sub>{md_escape(result.grader_version)} · rubric sha256 "
        f"{result.rubric_sha256[:12]} · submission sha256 {result.input_sha256[:12]}</sub>",
        "",
    ]
    return "\n".join(lines)


def submission_ids(paths: Sequence[str], roots: Sequence[str] = ()) -> list[str]:
    """File-system-safe, unique ids for output files (``alice/answer.md`` → ``alice__answer``)."""
    ids: list[str] = []
    seen: set[str] = set()
    for path in paths:
        rel = path
        for root in roots:
            prefix = root.rstrip("/\\") + "/"
            if path.startswith(prefix):
                rel = path[len(prefix) :]
                break
        stem = re.sub(r"\.(md|markdown|txt)$", "", rel, flags=re.IGNORECASE)
        base = re.sub(r"[^A-Za-z0-9._-]+", "__", stem).strip("._") or "submission"
        candidate, n = base, 2
        while candidate in seen:
            candidate, n = f"{base}-{n}", n + 1
        seen.add(candidate)
        ids.append(candidate)
    return ids
