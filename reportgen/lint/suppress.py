"""Inline suppressions in a document, as HTML comments (invisible when rendered)::

    <!-- reportgen-disable-next-line RG101 -- the RNG is covered in appendix B -->
    <!-- reportgen-disable-line RG401 -->            (on the line itself)
    <!-- reportgen-disable RG201, RG202 -- draft -->  … <!-- reportgen-enable RG201, RG202 -->
    <!-- reportgen-disable-file RG501 -- only questions 1-3 are in scope here -->

A comment without codes applies to every rule. Codes may be rule names. Text after ``--`` is
the reason. Comments inside code blocks are ignored. :func:`apply` drops suppressed findings
and reports every comment that suppressed nothing (RG902).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field, replace

from . import _regex as _rx
from .document import Document
from .model import Context, Finding

__all__ = ["Suppression", "apply", "parse_suppressions"]

_COMMENT = _rx.compile(
    r"<!--\s*reportgen-(?P<kind>disable-next-line|disable-line|disable-file|disable|enable)\b"
    r"(?P<codes>(?:(?!--)[^>])*)(?:--(?!>)(?P<reason>(?:(?!-->).)*))?-->",
    re.S,
)

_NEWLINE = _rx.compile("\n")


@dataclass
class Suppression:
    kind: str
    codes: tuple[str, ...]
    """Resolved codes; empty means every rule."""
    line: int
    first: int
    last: int
    unknown: tuple[str, ...] = ()
    used: set[str] = field(default_factory=set)
    column: int = 1
    """1-based column where the comment starts."""

    def covers(self, finding: Finding) -> bool:
        return self.first <= finding.line <= self.last and (
            not self.codes or finding.rule in self.codes
        )


def parse_suppressions(doc: Document) -> list[Suppression]:
    from .registry import resolve

    out: list[Suppression] = []
    open_regions: dict[str, Suppression] = {}
    n = len(doc.lines)
    text = doc.text
    # A comment ends with "-->": none starts after the last one. Without this bound, each
    # unclosed "<!-- reportgen-disable" would be read to the end of the document.
    close = text.rfind("-->")
    if close < 0 or "reportgen-" not in text:
        return out
    newlines = [m.start() for m in _NEWLINE.finditer(text)]
    next_text: list[int] = []  # the first line at or after each line that is not blank
    for m in _COMMENT.finditer(text, 0, close + 3):
        line = bisect_left(newlines, m.start()) + 1
        if line in doc.skipped_lines:
            continue
        raw = [c for c in re.split(r"[\s,]+", m.group("codes").strip()) if c]
        codes: list[str] = []
        unknown: list[str] = []
        for c in raw:
            code = resolve(c)
            (codes if code else unknown).append(code or c)
        kind = m.group("kind")
        end_line = bisect_left(newlines, m.end()) + 1
        column = m.start() - (newlines[line - 2] + 1 if line > 1 else 0) + 1
        if kind == "disable-next-line":
            if not next_text:
                next_text = [n + 1] * (n + 2)
                for k in range(n, 0, -1):
                    next_text[k] = k if doc.lines[k - 1].strip() else next_text[k + 1]
            target = next_text[end_line + 1] if end_line + 1 <= n else end_line + 1
            out.append(
                Suppression(kind, tuple(codes), line, target, target, tuple(unknown), column=column)
            )
        elif kind == "disable-line":
            out.append(
                Suppression(kind, tuple(codes), line, line, end_line, tuple(unknown), column=column)
            )
        elif kind == "disable-file":
            out.append(Suppression(kind, tuple(codes), line, 1, n, tuple(unknown), column=column))
        elif kind == "disable":
            s = Suppression(kind, tuple(codes), line, line, n, tuple(unknown), column=column)
            out.append(s)
            for code in codes or ["*"]:
                open_regions[code] = s
        else:  # enable
            for code in codes or list(open_regions):
                region = open_regions.pop(code, None)
                if region is not None:
                    region.last = line
    return out


def apply(
    doc: Document, findings: list[Finding], ctx: Context, *, report_unused: bool = True
) -> list[Finding]:
    """Findings not suppressed, plus one RG902 finding per suppression that suppressed nothing."""
    from .rules import rg902_unused_suppression as unused_rule

    suppressions = parse_suppressions(doc)
    if not suppressions:
        return list(findings)
    # What each suppression covers, merged per rule ("*": every rule), and the lines of each
    # rule's findings: a lookup per finding and per suppression, not one per pair of them.
    covered: dict[str, _Lines] = {}
    for s in suppressions:
        for code in s.codes or ("*",):
            covered.setdefault(code, _Lines()).add(s.first, s.last)
    every = covered.get("*")
    lines_of: dict[str, list[int]] = {}
    kept: list[Finding] = []
    for finding in findings:
        lines_of.setdefault(finding.rule, []).append(finding.line)
        own = covered.get(finding.rule)
        if not (
            (every is not None and every.hold(finding.line))
            or (own is not None and own.hold(finding.line))
        ):
            kept.append(finding)
    for lines in lines_of.values():
        lines.sort()
    for s in suppressions:
        for rule in s.codes or lines_of:
            rule_lines = lines_of.get(rule)
            if rule_lines and _any_between(rule_lines, s.first, s.last):
                s.used.add(rule)
    if report_unused:
        for s in suppressions:
            label = ", ".join(s.codes) if s.codes else "every rule"
            if s.unknown:
                kept.append(
                    ctx.finding(
                        unused_rule.RULE,
                        s.line,
                        f"The suppression names unknown rule(s) {', '.join(s.unknown)}; "
                        f"`reportgen rules` lists the codes.",
                        doc=doc,
                        column=s.column,
                    )
                )
            elif not s.used:
                kept.append(
                    ctx.finding(
                        unused_rule.RULE,
                        s.line,
                        f"This reportgen-{s.kind} comment ({label}) suppresses no finding; "
                        "remove it.",
                        doc=doc,
                        column=s.column,
                    )
                )
            elif s.codes and set(s.codes) - s.used:
                idle = ", ".join(sorted(set(s.codes) - s.used))
                kept.append(
                    ctx.finding(
                        unused_rule.RULE,
                        s.line,
                        f"This reportgen-{s.kind} comment suppresses nothing for {idle}; "
                        "remove those codes.",
                        doc=doc,
                        column=s.column,
                    )
                )
    return kept


class _Lines:
    """Ranges of lines, merged when first asked about."""

    def __init__(self) -> None:
        self.spans: list[tuple[int, int]] = []
        self.starts: list[int] = []
        self.ends: list[int] = []

    def add(self, first: int, last: int) -> None:
        if first <= last:
            self.spans.append((first, last))
            self.starts.clear()

    def hold(self, line: int) -> bool:
        if not self.starts and self.spans:
            self.ends.clear()
            for first, last in sorted(self.spans):
                if self.ends and first <= self.ends[-1] + 1:
                    self.ends[-1] = max(self.ends[-1], last)
                else:
                    self.starts.append(first)
                    self.ends.append(last)
        k = bisect_right(self.starts, line) - 1
        return k >= 0 and line <= self.ends[k]


def _any_between(sorted_lines: list[int], first: int, last: int) -> bool:
    """True when one of ``sorted_lines`` is between ``first`` and ``last`` (inclusive)."""
    k = bisect_left(sorted_lines, first)
    return k < len(sorted_lines) and sorted_lines[k] <= last


def with_severity(finding: Finding, severity: str) -> Finding:
    return replace(finding, severity=severity)
