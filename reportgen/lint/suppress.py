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

    def covers(self, finding: Finding) -> bool:
        return self.first <= finding.line <= self.last and (
            not self.codes or finding.rule in self.codes
        )


def parse_suppressions(doc: Document) -> list[Suppression]:
    from .registry import resolve

    out: list[Suppression] = []
    open_regions: dict[str, Suppression] = {}
    n = len(doc.lines)
    for m in _COMMENT.finditer(doc.text):
        line = doc.text.count("\n", 0, m.start()) + 1
        if line in doc.skipped_lines:
            continue
        raw = [c for c in re.split(r"[\s,]+", m.group("codes").strip()) if c]
        codes: list[str] = []
        unknown: list[str] = []
        for c in raw:
            code = resolve(c)
            (codes if code else unknown).append(code or c)
        kind = m.group("kind")
        end_line = doc.text.count("\n", 0, m.end()) + 1
        if kind == "disable-next-line":
            target = end_line + 1
            while target <= n and not doc.lines[target - 1].strip():
                target += 1
            out.append(Suppression(kind, tuple(codes), line, target, target, tuple(unknown)))
        elif kind == "disable-line":
            out.append(Suppression(kind, tuple(codes), line, line, end_line, tuple(unknown)))
        elif kind == "disable-file":
            out.append(Suppression(kind, tuple(codes), line, 1, n, tuple(unknown)))
        elif kind == "disable":
            s = Suppression(kind, tuple(codes), line, line, n, tuple(unknown))
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
    kept: list[Finding] = []
    for finding in findings:
        hit = [s for s in suppressions if s.covers(finding)]
        if not hit:
            kept.append(finding)
        for s in hit:
            s.used.add(finding.rule)
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
                    )
                )
    return kept


def with_severity(finding: Finding, severity: str) -> Finding:
    return replace(finding, severity=severity)
