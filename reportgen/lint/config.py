"""The linter's configuration: ``[tool.reportgen.lint]`` in ``pyproject.toml``, or ``[lint]`` in
a ``reportgen.toml`` (for repositories of documents that have no ``pyproject.toml``).

::

    [tool.reportgen.lint]                 # in reportgen.toml: [lint]
    disable = ["RG202"]                   # codes or names
    enable = ["RG202"]                    # re-enable (wins over disable)
    severity = { RG201 = "error", "missing-answer-part" = "info" }
    fail-on = "warning"                   # default for --fail-on
    no-inline-config = false

The nearest folder at or above the working directory that holds either file decides; when a
folder holds both, ``reportgen.toml`` wins (as ``ruff.toml`` does over ``pyproject.toml``).
Every problem is collected and raised at once as a :class:`~reportgen.errors.UsageError`
naming ``file:line``, the key, what is allowed and what was received; TOML that does not parse
is reported at its ``file:line:col``. Python 3.11+ reads TOML with :mod:`tomllib`; on 3.10 the
optional ``tomli`` package is used when installed, else the file is ignored.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import UsageError
from .model import SEVERITIES

__all__ = ["CONFIG_NAMES", "LintConfig", "find_config", "find_pyproject", "load_config"]

_KEYS = ("disable", "enable", "severity", "fail-on", "no-inline-config")
CONFIG_NAMES = ("reportgen.toml", "pyproject.toml")
"""The files a configuration is read from, in the order they are looked for in a folder."""
MAX_CONFIG_BYTES = 1 << 20


@dataclass
class LintConfig:
    disabled: set[str] = field(default_factory=set)
    severity: dict[str, str] = field(default_factory=dict)
    fail_on: str = "error"
    no_inline_config: bool = False
    source: str | None = None


def find_config(start: Path) -> Path | None:
    """The nearest ``reportgen.toml`` or ``pyproject.toml`` at or above ``start``."""
    start = start.resolve()
    for folder in [start, *start.parents]:
        for name in CONFIG_NAMES:
            candidate = folder / name
            if candidate.is_file():
                return candidate
    return None


def find_pyproject(start: Path) -> Path | None:
    """The nearest configuration file (see :func:`find_config`; kept for its callers)."""
    return find_config(start)


_TOML_POSITION = re.compile(r"^(?P<message>.*?)\s*\(at line (?P<line>\d+), column (?P<col>\d+)\)$")


def _toml(path: Path) -> tuple[dict[str, Any], str]:
    """The parsed file and its text; :class:`UsageError` with ``file:line:col`` when it cannot
    be read or parsed."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10 only
        try:
            import tomli as tomllib
        except ImportError:
            return {}, ""
    from ..safe_read import UnreadableFile, read_regular_file

    try:
        text = read_regular_file(path, MAX_CONFIG_BYTES).decode("utf-8")
    except UnreadableFile as exc:
        raise UsageError(f"{path}:1:1: cannot read the configuration: {exc.reason}") from None
    except UnicodeDecodeError as exc:
        line = exc.object[: exc.start].count(b"\n") + 1
        raise UsageError(f"{path}:{line}:1: the file is not UTF-8 text") from None
    try:
        return tomllib.loads(text), text
    except tomllib.TOMLDecodeError as exc:
        found = _TOML_POSITION.match(str(exc))
        if found is None:
            message = str(exc)
            if message.endswith("(at end of document)"):
                lines = text.splitlines() or [""]
                message = message[: -len("(at end of document)")].rstrip()
                at = f"{len(lines)}:{len(lines[-1]) + 1}"
                raise UsageError(
                    f"{path}:{at}: invalid TOML at the end of the file: {message}"
                ) from None
            raise UsageError(f"{path}:1:1: invalid TOML: {message}") from None
        raise UsageError(
            f"{path}:{found['line']}:{found['col']}: invalid TOML: {found['message']}"
        ) from None


class _Lines:
    """Where the table and its keys are written in the file, for ``file:line`` messages."""

    def __init__(self, path: Path, text: str, header: str) -> None:
        self.path = path
        self.lines = text.splitlines()
        self.header = header
        self.start = self._header_line(header)

    def _header_line(self, header: str) -> int | None:
        parts = r"\s*\.\s*".join(map(re.escape, header.split(".")))
        pattern = re.compile(r"^\s*\[\s*" + parts + r"\s*\]")
        return next((i for i, line in enumerate(self.lines) if pattern.match(line)), None)

    def value(self, parts: list[str]) -> str:
        """``file:line`` of the dotted key ``parts`` (a table header, or a key of the table
        above it), for a value of the wrong type."""
        line: int | None = None
        for depth in range(len(parts), 0, -1):
            line = self._header_line(".".join(parts[:depth]))
            if line is not None:
                break
            table = self._header_line(".".join(parts[: depth - 1])) if depth > 1 else -1
            if table is None:
                continue
            key_line = re.compile(r"^\s*[\"']?" + re.escape(parts[depth - 1]) + r"[\"']?\s*=")
            line = next(
                (i for i in range(table + 1, len(self.lines)) if key_line.match(self.lines[i])),
                None,
            )
            if line is not None:
                break
        return f"{self.path}:{1 if line is None else line + 1}: [{self.header}]"

    def of(self, key: str | None = None) -> str:
        """``file:line`` of ``key`` in the table (of the table's header when None or not found)."""
        line = self.start
        if key is not None and self.start is not None:
            key_line = re.compile(r"^\s*[\"']?" + re.escape(key) + r"[\"']?\s*=")
            for i in range(self.start + 1, len(self.lines)):
                if self.lines[i].lstrip().startswith("["):
                    break
                if key_line.match(self.lines[i]):
                    line = i
                    break
        return f"{self.path}:{1 if line is None else line + 1}: [{self.header}]"


def _table(path: Path, data: dict[str, Any], lines: _Lines) -> Any:
    """The lint table of ``data`` (None when absent); a value of the wrong type on the way is
    a :class:`UsageError` at its line."""
    parts = ["tool", "reportgen", "lint"] if path.name == "pyproject.toml" else ["lint"]
    node: Any = data
    for depth, part in enumerate(parts):
        if not isinstance(node, dict):
            where = ".".join(parts[:depth])
            raise UsageError(
                f"{lines.value(parts[:depth])}: '{where}' must be a table "
                f"(got {type(node).__name__} {node!r})"
            )
        node = node.get(part)
        if node is None:
            return None
    if not isinstance(node, dict):
        raise UsageError(f"{lines.value(parts)}: must be a table of settings (got {node!r})")
    return node


def _line_of(problem: str) -> int:
    found = re.search(r"\.toml:(\d+):", problem)
    return int(found.group(1)) if found else 0


def load_config(pyproject: Path | None) -> LintConfig:
    """The lint configuration of ``pyproject`` (defaults when None or absent)."""
    from .registry import resolve

    config = LintConfig()
    if pyproject is None:
        return config
    data, text = _toml(pyproject)
    header = "tool.reportgen.lint" if pyproject.name == "pyproject.toml" else "lint"
    lines = _Lines(pyproject, text, header)
    table = _table(pyproject, data, lines)
    if table is None:
        return config
    config.source = str(pyproject)
    problems: list[str] = []
    for key in table:
        if key not in _KEYS:
            problems.append(f"{lines.of(key)}: unknown key {key!r} (allowed: {', '.join(_KEYS)})")

    def codes(key: str) -> set[str]:
        value = table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            problems.append(
                f"{lines.of(key)}: '{key}' must be a list of rule codes or names (got {value!r})"
            )
            return set()
        out = set()
        for v in value:
            code = resolve(v)
            if code is None:
                problems.append(f"{lines.of(key)}: '{key}' names an unknown rule {v!r}")
            else:
                out.add(code)
        return out

    config.disabled = codes("disable") - codes("enable")
    severity = table.get("severity", {})
    if not isinstance(severity, dict):
        problems.append(
            f"{lines.of('severity')}: 'severity' must be a table of rule = severity "
            f"(got {severity!r})"
        )
        severity = {}
    for name, level in severity.items():
        code = resolve(name)
        if code is None:
            problems.append(f"{lines.of('severity')}: 'severity' names an unknown rule {name!r}")
        elif level not in SEVERITIES:
            problems.append(
                f"{lines.of('severity')}: severity of {name!r} must be in "
                f"{list(SEVERITIES)!r} (got {level!r})"
            )
        else:
            config.severity[code] = level
    fail_on = table.get("fail-on", "error")
    if fail_on not in ("error", "warning"):
        problems.append(
            f"{lines.of('fail-on')}: 'fail-on' must be in ['error', 'warning'] (got {fail_on!r})"
        )
    else:
        config.fail_on = fail_on
    inline = table.get("no-inline-config", False)
    if not isinstance(inline, bool):
        problems.append(
            f"{lines.of('no-inline-config')}: 'no-inline-config' must be true or false "
            f"(got {inline!r})"
        )
    else:
        config.no_inline_config = inline
    if problems:
        raise UsageError("\n".join(sorted(problems, key=_line_of)))
    return config
