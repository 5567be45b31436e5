"""A per-file cache of lint results, like ruff's: a document whose bytes, linter and settings have
not changed since the last run is not linted again.

An entry's key is the SHA-256 of

* the file's bytes,
* reportgen's version, the Python version and markdown-it-py's version (its ``__init__.py``),
* a hash of the linter's code and data (every file of :mod:`reportgen.lint`, the state catalog,
  the vocabulary and their loaders: :func:`digested_files`),
* the effective configuration (disabled rules, severity overrides, whether inline
  ``reportgen-disable`` comments are read),
* a digest of the reference the numbers are checked against (the scenario's facts and the
  engine's values).

Findings never depend on the file's path (rules read only the text), so the path is not part of
the key. Entries are JSON kept by :class:`reportgen.cachedir.JsonStore` in the user cache folder
(``$REPORTGEN_CACHE_DIR``, else ``$XDG_CACHE_HOME/reportgen``, else ``~/.cache/reportgen``)
under ``lint-v2/``, each with a keyed digest of its content and checked for owner, mode and
file type before it is believed; setting ``REPORTGEN_CACHE_DIR`` to the empty string (or
``reportgen lint --no-cache``) disables the cache. An entry that cannot be read, fails its check,
does not parse or does not carry its own key is ignored and rewritten: the cache can make a run
faster, never different.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import importlib.util
import json
import os
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..cachedir import ENV_VAR, JsonStore, cache_root
from .config import LintConfig
from .model import Finding
from .reference import Reference

__all__ = [
    "ENV_VAR",
    "NAMESPACE",
    "LintCache",
    "code_digest",
    "default_cache_dir",
    "digested_files",
]

NAMESPACE = "lint-v2"
_FIELDS = tuple(f.name for f in dataclasses.fields(Finding))


def default_cache_dir() -> Path | None:
    """Where the cache lives, or None when caching is off (``REPORTGEN_CACHE_DIR=""``)."""
    return cache_root()


@lru_cache(maxsize=1)
def code_digest() -> str:
    """A hash of everything that decides what the linter reports, apart from its inputs."""
    from .. import __version__

    h = hashlib.sha256()
    h.update(f"reportgen {__version__}\0python {sys.version}\0".encode())
    # markdown-it-py's version, from its ``__init__.py`` (which holds ``__version__``) without
    # importing it: a run that finds every file in the cache never parses Markdown.
    spec = importlib.util.find_spec("markdown_it")
    if spec is not None and spec.origin:
        with contextlib.suppress(OSError):
            h.update(Path(spec.origin).read_bytes())
    h.update(b"\0")
    package = Path(__file__).resolve().parent.parent
    for path in digested_files():
        h.update(str(path.relative_to(package)).encode() + b"\0")
        try:
            h.update(path.read_bytes())
        except OSError:
            h.update(b"<unreadable>")
        h.update(b"\0")
    return h.hexdigest()


def digested_files() -> list[Path]:
    """The files whose bytes decide what the linter reports: every module of
    :mod:`reportgen.lint` (rules included), the data files it reads (the state catalog and the
    vocabulary, each with its loader), in a fixed order."""
    here = Path(__file__).resolve().parent
    package = here.parent
    files = sorted(p for p in here.rglob("*.py") if "__pycache__" not in p.parts)
    files += [package / "catalog.py", package / "datafile.py"]
    files += [package / "data" / name for name in ("state_catalog.yaml", "vocabulary.yaml")]
    return files


def _reference_digest(reference: Reference | None) -> str:
    if reference is None:
        return "none"
    data = json.dumps(dataclasses.asdict(reference), sort_keys=True, default=repr)
    return hashlib.sha256(data.encode()).hexdigest()


def settings_digest(config: LintConfig, reference: Reference | None, inline_config: bool) -> str:
    """A hash of the settings that decide a file's findings (its bytes aside)."""
    settings = {
        "code": code_digest(),
        "disabled": sorted(config.disabled),
        "severity": sorted(config.severity.items()),
        "inline_config": bool(inline_config and not config.no_inline_config),
        "reference": _reference_digest(reference),
    }
    return hashlib.sha256(json.dumps(settings, sort_keys=True).encode()).hexdigest()


class LintCache:
    """Lint results by file content, under ``directory`` (see the module's docstring)."""

    def __init__(self, directory: str | os.PathLike[str], settings: str) -> None:
        self.root = Path(directory)
        self.store = JsonStore(self.root, NAMESPACE)
        self.directory = self.root / NAMESPACE
        self.settings = settings
        self.hits = 0
        self.misses = 0

    @classmethod
    def for_run(
        cls,
        directory: str | os.PathLike[str],
        config: LintConfig,
        reference: Reference | None,
        inline_config: bool,
    ) -> LintCache:
        return cls(directory, settings_digest(config, reference, inline_config))

    def key(self, data: bytes) -> str:
        """The key of a file whose bytes are ``data``."""
        h = hashlib.sha256(self.settings.encode())
        h.update(b"\0")
        h.update(data)
        return h.hexdigest()

    def get(self, key: str) -> list[Finding] | None:
        """The findings stored under ``key``; None when absent or not trustworthy."""
        try:
            findings = _findings(self.store.get(key), key)
        except (ValueError, TypeError, KeyError):
            findings = None
        if findings is None:
            self.misses += 1
        else:
            self.hits += 1
        return findings

    def put(self, key: str, findings: list[Finding]) -> None:
        """Store ``findings`` under ``key``; a cache that cannot be written is skipped."""
        self.store.put(key, {"key": key, "findings": [dataclasses.asdict(f) for f in findings]})


def _findings(entry: Any, key: str) -> list[Finding] | None:
    if not isinstance(entry, dict) or entry.get("key") != key:
        return None
    items = entry.get("findings")
    if not isinstance(items, list):
        return None
    out = []
    for item in items:
        if not isinstance(item, dict) or tuple(item) != _FIELDS:
            return None
        if not all(type(item[k]) is int for k in ("line", "column")):
            return None
        if not all(isinstance(item[k], str) for k in _FIELDS if k not in _OTHER):
            return None
        if not (item["question"] is None or type(item["question"]) in (int, str)):
            return None
        if not (item["item"] is None or isinstance(item["item"], str)):
            return None
        out.append(Finding(**item))
    return out


_OTHER = {"line", "column", "question", "item"}
