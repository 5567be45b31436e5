"""``[tool.reportgen.lint]`` in ``pyproject.toml``: rules on or off, severity overrides.

::

    [tool.reportgen.lint]
    disable = ["RG202"]                   # codes or names
    enable = ["RG202"]                    # re-enable (wins over disable)
    severity = { RG201 = "error", "missing-answer-part" = "info" }
    fail-on = "warning"                   # default for --fail-on
    no-inline-config = false

Every problem is collected and raised at once as a :class:`~reportgen.errors.UsageError` naming
the key, what is allowed and what was received. Python 3.11+ reads TOML with :mod:`tomllib`;
on 3.10 the optional ``tomli`` package is used when installed, else the file is ignored with
a note.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import UsageError
from .model import SEVERITIES

__all__ = ["LintConfig", "find_pyproject", "load_config"]

_KEYS = ("disable", "enable", "severity", "fail-on", "no-inline-config")


@dataclass
class LintConfig:
    disabled: set[str] = field(default_factory=set)
    severity: dict[str, str] = field(default_factory=dict)
    fail_on: str = "error"
    no_inline_config: bool = False
    source: str | None = None


def find_pyproject(start: Path) -> Path | None:
    """The nearest ``pyproject.toml`` at or above ``start``."""
    start = start.resolve()
    for folder in [start, *start.parents]:
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            return candidate
    return None


def _toml(path: Path) -> dict[str, Any]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10 only
        try:
            import tomli as tomllib
        except ImportError:
            return {}
    try:
        with path.open("rb") as fh:
            data: dict[str, Any] = tomllib.load(fh)
            return data
    except (OSError, ValueError) as exc:
        raise UsageError(f"{path}: cannot read [tool.reportgen.lint]: {exc}") from None


def load_config(pyproject: Path | None) -> LintConfig:
    """The lint configuration of ``pyproject`` (defaults when None or absent)."""
    from .registry import resolve

    config = LintConfig()
    if pyproject is None:
        return config
    table = _toml(pyproject).get("tool", {}).get("reportgen", {}).get("lint")
    if table is None:
        return config
    config.source = str(pyproject)
    where = f"{pyproject}: [tool.reportgen.lint]"
    problems: list[str] = []
    for key in table:
        if key not in _KEYS:
            problems.append(f"{where}: unknown key {key!r} (allowed: {', '.join(_KEYS)})")

    def codes(key: str) -> set[str]:
        value = table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            problems.append(
                f"{where}: '{key}' must be a list of rule codes or names (got {value!r})"
            )
            return set()
        out = set()
        for v in value:
            code = resolve(v)
            if code is None:
                problems.append(f"{where}: '{key}' names an unknown rule {v!r}")
            else:
                out.add(code)
        return out

    config.disabled = codes("disable") - codes("enable")
    severity = table.get("severity", {})
    if not isinstance(severity, dict):
        problems.append(
            f"{where}: 'severity' must be a table of rule = severity (got {severity!r})"
        )
        severity = {}
    for name, level in severity.items():
        code = resolve(name)
        if code is None:
            problems.append(f"{where}: 'severity' names an unknown rule {name!r}")
        elif level not in SEVERITIES:
            problems.append(
                f"{where}: severity of {name!r} must be in {list(SEVERITIES)!r} (got {level!r})"
            )
        else:
            config.severity[code] = level
    fail_on = table.get("fail-on", "error")
    if fail_on not in ("error", "warning"):
        problems.append(f"{where}: 'fail-on' must be in ['error', 'warning'] (got {fail_on!r})")
    else:
        config.fail_on = fail_on
    inline = table.get("no-inline-config", False)
    if not isinstance(inline, bool):
        problems.append(f"{where}: 'no-inline-config' must be true or false (got {inline!r})")
    else:
        config.no_inline_config = inline
    if problems:
        raise UsageError("\n".join(problems))
    return config
