"""The linter's API: lint text or files, get :class:`FileResult` objects (nothing printed).

::

    from reportgen.lint.api import lint_paths, lint_text
    result = lint_text(markdown, "doc.md")
    for finding in result.findings:
        print(finding.line, finding.rule, finding.message)
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path

from ..errors import DocumentError
from .config import LintConfig
from .document import parse_document
from .model import Context, FileResult, Finding
from .reference import Reference, load_reference

__all__ = ["MARKDOWN_SUFFIXES", "discover", "lint_paths", "lint_text"]

MARKDOWN_SUFFIXES = (".md", ".markdown", ".mdown", ".mkd")
_SKIP_DIRS = {
    ".git",
    ".hg",
    ".venv",
    "venv",
    "node_modules",
    "__pycache__",
    ".tox",
    "build",
    "dist",
}
MAX_BYTES = 5 << 20


def lint_text(
    text: str,
    path: str = "<text>",
    analysis: Reference | None = None,
    config: LintConfig | None = None,
    *,
    inline_config: bool = True,
) -> FileResult:
    """Lint one Markdown document. ``analysis`` is the reference to compare numbers with
    (default: the exercise scenario)."""
    from .registry import rule_modules
    from .suppress import apply

    config = config or LintConfig()
    modules = [m for m in rule_modules() if m.RULE.code not in config.disabled]
    if analysis is None and any(m.RULE.needs_reference for m in modules):
        analysis = load_reference()
    ctx = Context(reference=analysis)
    doc = parse_document(text, path)
    findings: list[Finding] = []
    for module in modules:
        findings.extend(module.check(doc, ctx))
    if inline_config and not config.no_inline_config:
        findings = apply(doc, findings, ctx, report_unused="RG902" not in config.disabled)
    findings = [
        replace(f, severity=config.severity[f.rule]) if f.rule in config.severity else f
        for f in findings
    ]
    findings = _dedupe(findings)
    findings.sort(key=lambda f: (f.line, f.column, f.rule, f.item or ""))
    return FileResult(path, findings)


def _dedupe(findings: list[Finding]) -> list[Finding]:
    seen: set[tuple[object, ...]] = set()
    out = []
    for f in findings:
        key = (f.rule, f.line, f.column, f.item, f.message)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


def discover(paths: Iterable[str | os.PathLike[str]]) -> Iterator[Path]:
    """The Markdown files of ``paths`` (directories searched recursively, sorted)."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for root, dirs, files in os.walk(path):
                dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS and not d.startswith("."))
                for name in sorted(files):
                    if name.lower().endswith(MARKDOWN_SUFFIXES):
                        yield Path(root) / name
        elif path.exists() or path.is_symlink():
            yield path
        else:
            raise DocumentError(f"{raw}: no such file or directory")


def read_document(path: Path) -> tuple[str | None, str | None]:
    """The text of ``path``, or why it cannot be linted."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        return None, f"cannot read the file: {exc.strerror or exc}"
    if len(data) > MAX_BYTES:
        return (
            None,
            f"the file is {len(data):,} bytes; design documents over {MAX_BYTES:,} bytes "
            "are refused",
        )
    if b"\x00" in data[:8192] or data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return None, "the file is binary or UTF-16, not UTF-8 Markdown"
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        return (
            None,
            f"the file is not valid UTF-8 (byte {exc.start}, line {line}); save it as UTF-8",
        )
    return text, None


def lint_paths(
    paths: Iterable[str | os.PathLike[str]],
    *,
    scenario: str | os.PathLike[str] | None = None,
    config: LintConfig | None = None,
    inline_config: bool = True,
) -> list[FileResult]:
    """Lint every Markdown file under ``paths``; unreadable files become RG901 findings."""
    from .registry import rule_modules
    from .rules import rg901_unreadable

    config = config or LintConfig()
    needs = any(
        m.RULE.needs_reference and m.RULE.code not in config.disabled for m in rule_modules()
    )
    reference: Reference | None = load_reference(scenario) if needs or scenario else None
    results: list[FileResult] = []
    for path in discover(paths):
        shown = str(path)
        text, problem = read_document(path)
        if text is None:
            ctx = Context(reference=None)
            finding = ctx.finding(rg901_unreadable.RULE, 1, f"Cannot lint {shown}: {problem}.")
            if "RG901" in config.disabled:
                results.append(FileResult(shown, [], error=problem))
            else:
                results.append(FileResult(shown, [finding], error=problem))
            continue
        results.append(lint_text(text, shown, reference, config, inline_config=inline_config))
    return results
