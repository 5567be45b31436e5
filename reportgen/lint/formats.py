"""Output formats of ``reportgen lint``: text, JSON (DESIGN.md), SARIF 2.1.0, GitHub annotations.

Every function returns a string; the command line prints it.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any
from urllib.parse import quote

from .model import FileResult

__all__ = ["FORMATS", "render"]

FORMATS = ("text", "json", "sarif", "github")
_SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def render(results: list[FileResult], fmt: str, width: int | None = None) -> str:
    """``results`` in format ``fmt``; ``width`` wraps the text format (for a terminal)."""
    if fmt == "json":
        return to_json(results)
    if fmt == "sarif":
        return to_sarif(results)
    if fmt == "github":
        return to_github(results)
    return to_text(results, width)


def _wrap(line: str, width: int) -> str:
    """``line`` wrapped to ``width`` columns, continuation lines indented; the leading
    ``file:line:col:`` is never split (terminals and editors make it a link)."""
    import textwrap

    if len(line) <= width:
        return line
    return textwrap.fill(
        line,
        width=width,
        subsequent_indent="    ",
        break_long_words=False,
        break_on_hyphens=False,
    )


def to_text(results: list[FileResult], width: int | None = None) -> str:
    """One line per finding (``file:line:col: code severity name [where]: message``), then a
    count; with ``width`` (an interactive terminal), long lines are wrapped to it."""
    lines = []
    count = 0
    for result in results:
        for f in result.findings:
            count += 1
            where = f"Q{f.question}" if isinstance(f.question, int) else (f.question or "")
            tag = f" [{where}{'/' + f.item if f.item else ''}]" if where or f.item else ""
            where_ = f"{result.path}:{f.line}:{f.column}"
            line = f"{where_}: {f.rule} {f.severity} {f.name}{tag}: {f.message}"
            lines.append(_wrap(line, width) if width and width >= 40 else line)
    files = len(results)
    lines.append(
        f"{count} finding{'s' if count != 1 else ''} in {files} file{'s' if files != 1 else ''}"
        if count
        else f"All clear: {files} file{'s' if files != 1 else ''} linted, no findings."
    )
    return "\n".join(lines) + "\n"


def to_json(results: list[FileResult]) -> str:
    data = {
        "version": 1,
        "files": [{"path": r.path, "findings": [f.to_dict() for f in r.findings]} for r in results],
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def source_root(start: Path | None = None) -> Path:
    """The repository root SARIF paths are relative to (``%SRCROOT%``): the nearest folder at or
    above ``start`` (the working directory) that holds ``.git``, else ``start`` itself."""
    start = Path(os.path.abspath(start or Path.cwd()))
    for folder in [start, *start.parents]:
        if (folder / ".git").exists():
            return folder
    return start


def artifact_location(path: str, root: Path) -> dict[str, str]:
    """A SARIF ``artifactLocation`` for ``path``: a percent-encoded URI relative to ``root``
    with ``uriBaseId`` ``%SRCROOT%``; a file outside ``root`` gets an absolute ``file:`` URI.
    Absolute and ``../`` paths are resolved first (links are not followed)."""
    absolute = Path(os.path.abspath(path))
    try:
        relative = absolute.relative_to(root)
    except ValueError:
        return {"uri": absolute.as_uri()}
    return {"uri": quote(relative.as_posix(), safe="/"), "uriBaseId": "%SRCROOT%"}


def to_sarif(results: list[FileResult], root: Path | None = None) -> str:
    """SARIF 2.1.0, paths relative to :func:`source_root` (or ``root``). No rule carries a
    ``helpUri``: the rule pages have no published address to point at (the docs site has no
    ``site_url``), and an invented one would be a dead link in every code-scanning alert."""
    from .registry import all_rules

    root = source_root() if root is None else Path(os.path.abspath(root))
    rules = all_rules()
    index = {rule.code: i for i, rule in enumerate(rules)}
    sarif_results: list[dict[str, Any]] = []
    for r in results:
        location = artifact_location(r.path, root)
        uri = location["uri"]
        for f in r.findings:
            # Stable across edits that move lines: rule + file + section (+ item), never the line.
            key = "|".join([f.rule, uri, f.section, f.item or "", str(f.question or "")])
            sarif_results.append(
                {
                    "ruleId": f.rule,
                    "ruleIndex": index.get(f.rule, 0),
                    "level": _SARIF_LEVEL.get(f.severity, "warning"),
                    "message": {"text": f.message},
                    "locations": [
                        {
                            "physicalLocation": {
                                "artifactLocation": dict(location),
                                "region": {"startLine": f.line, "startColumn": f.column},
                            }
                        }
                    ],
                    "partialFingerprints": {
                        "reportgenSection/v1": hashlib.sha256(key.encode()).hexdigest()[:32]
                    },
                    "properties": {
                        "category": f.category,
                        "question": f.question,
                        "item": f.item,
                    },
                }
            )
    from .. import __version__

    log = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "reportgen",
                        "semanticVersion": __version__,
                        "rules": [
                            {
                                "id": rule.code,
                                "name": rule.name,
                                "shortDescription": {"text": rule.summary},
                                "fullDescription": {"text": rule.what},
                                "help": {
                                    "text": rule.why,
                                    "markdown": f"**Why is this bad?** {rule.why}",
                                },
                                "defaultConfiguration": {
                                    "level": _SARIF_LEVEL.get(rule.severity, "warning")
                                },
                                "properties": {"tags": [rule.category]},
                            }
                            for rule in rules
                        ],
                    }
                },
                "columnKind": "unicodeCodePoints",
                "results": sarif_results,
            }
        ],
    }
    return json.dumps(log, indent=2, ensure_ascii=False) + "\n"


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def to_github(results: list[FileResult]) -> str:
    """GitHub Actions workflow commands (``::error file=…,line=…::message``)."""
    out = []
    for r in results:
        for f in r.findings:
            level = {"error": "error", "warning": "warning"}.get(f.severity, "notice")
            props = (
                f"file={_escape_property(r.path)},line={f.line},col={f.column},"
                f"title={_escape_property(f'{f.rule} {f.name}')}"
            )
            out.append(f"::{level} {props}::{_escape_data(f.message)}")
    return "\n".join(out) + ("\n" if out else "")
