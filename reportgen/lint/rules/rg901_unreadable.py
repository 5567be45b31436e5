"""RG901 unreadable-document: the file is binary, not UTF-8, or cannot be read."""

from __future__ import annotations

from collections.abc import Iterator

from ..document import Document
from ..model import Context, Finding, Rule

RULE = Rule(
    code="RG901",
    name="unreadable-document",
    category="structure",
    severity="error",
    summary="The file cannot be linted: unreadable, binary, or not UTF-8 text.",
    what=(
        "Reported by the linter itself when a file given to it cannot be read (not a regular "
        "file, too large), contains NUL bytes (binary), or is not valid UTF-8, the message "
        "naming the problem and the byte offset; and when linting one document takes longer "
        "than its time budget (30 s; `REPORTGEN_LINT_BUDGET_S`, 0 turns it off), instead of "
        "hanging on it."
    ),
    why=(
        "A design document that the linter cannot read is not being reviewed; failing loudly "
        "keeps CI from passing a PDF or a UTF-16 export as if it were clean."
    ),
    example="(a UTF-16 or binary file named design.md)\n",
    use_instead="Save the document as UTF-8 Markdown.\n",
)


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    return iter(())
