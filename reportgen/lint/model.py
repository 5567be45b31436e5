"""The linter's value types: a rule's identity (:class:`Rule`), what it reports (:class:`Finding`),
what it may read (:class:`Context`) and one file's result (:class:`FileResult`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .document import Document, Question, Section
    from .reference import Reference

__all__ = ["CATEGORIES", "SEVERITIES", "Context", "FileResult", "Finding", "Rule"]

CATEGORIES = (
    "missing-state",
    "unstated-assumption",
    "wall-hour-cost",
    "arithmetic",
    "missing-answer",
    "recommendation",
    "async-constraint",
    "overhead-goodput",
    "structure",
)
"""The finding categories of DESIGN.md (a contract)."""

SEVERITIES = ("error", "warning", "info")
"""Ordered from most to least severe; ``--fail-on`` takes the first two."""


@dataclass(frozen=True)
class Rule:
    """A rule's permanent identity and its documentation (rendered to site/rules/CODE.md)."""

    code: str
    """``RGxxx``; never reused (retired codes stay in the registry)."""
    name: str
    """Readable alias, kebab-case; accepted wherever a code is."""
    category: str
    severity: str
    """Default severity: ``error``, ``warning`` or ``info``."""
    summary: str
    """One line for ``reportgen rules``."""
    what: str
    """What it does."""
    why: str
    """Why is this bad?"""
    example: str
    """Markdown that triggers the rule."""
    use_instead: str
    """Markdown that does not."""
    needs_reference: bool = False
    """True when the rule compares numbers with the engine's analysis."""
    retired: bool = False
    replaced_by: str | None = None


@dataclass(frozen=True)
class Finding:
    """One problem in one document."""

    rule: str
    name: str
    category: str
    severity: str
    line: int
    column: int
    question: int | str | None
    item: str | None
    message: str
    section: str = ""
    """Slug of the section the finding belongs to (for stable SARIF fingerprints)."""

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of DESIGN.md."""
        return {
            "rule": self.rule,
            "name": self.name,
            "category": self.category,
            "severity": self.severity,
            "line": self.line,
            "column": self.column,
            "question": self.question,
            "item": self.item,
            "message": self.message,
        }


@dataclass
class Context:
    """What a rule may read besides the document: the reference numbers and the config."""

    reference: Reference | None
    options: dict[str, Any] = field(default_factory=dict)

    def finding(
        self,
        rule: Rule,
        line: int,
        message: str,
        *,
        question: Question = None,
        item: str | None = None,
        column: int | None = None,
        section: Section | None = None,
        doc: Document | None = None,
        at: tuple[int, int] | None = None,
    ) -> Finding:
        """A finding of ``rule`` at ``line``. ``at`` is the (line, column) of the text it is
        about (:meth:`Document.locate` of what the rule matched), which then replaces ``line``;
        without it the column is ``column``, else where ``line``'s text starts (a heading, for a
        finding about something absent), else 1."""
        if at is not None:
            line, column = at
        elif column is None:
            column = doc.first_column(line) if doc is not None else 1
        if section is None and doc is not None:
            section = doc.section_at(line)
        q = question if question not in ("assumptions",) else None
        return Finding(
            rule=rule.code,
            name=rule.name,
            category=rule.category,
            severity=rule.severity,
            line=max(1, line),
            column=max(1, column),
            question=q,
            item=item,
            message=message,
            section=section.slug if section is not None else "document",
        )


Check = Callable[["Document", Context], Iterable[Finding]]


@dataclass
class FileResult:
    """The findings of one file, or the error that kept it from being linted."""

    path: str
    findings: list[Finding] = field(default_factory=list)
    error: str | None = None
