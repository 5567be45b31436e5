"""Compiled regular expressions kept between runs, as Python keeps compiled code in ``.pyc`` files.

A linter run compiles about 230 regular expressions before it reads its first document: the
rules' own and markdown-it's. CPython compiles a pattern in Python code (``re._parser`` parses
it, ``re._compiler`` turns the tree into a list of integer op-codes for the C engine), which
is about 35 ms of every start, a quarter of it. The op-codes depend only on the pattern, its
flags and the Python that compiled them, so this module keeps them in a file and, on the next
start, hands them straight to the C engine (``_sre.compile``).

It is a process-wide hook on :func:`re._compiler.compile`, so only the ``reportgen`` command
installs it (:func:`reportgen.cli.console`), never a program that imports reportgen. It relies
on CPython internals, so it is careful:

* the file is keyed by the interpreter's exact version and the engine's magic number and code
  size (a Python whose op-codes differ never reads another's file);
* the engine checks stored op-codes only partly (one changed integer can crash it or hang a
  search), so a file is read only when its CRC-32 matches (no damage) and only this user can
  have written it (owned by them, not writable by group or others; written 0600 in a 0700
  folder, never through a link): as trusted as the user's own ``.pyc`` files;
* a pattern is stored only after the op-codes computed here gave a pattern *equal* to the one
  ``re`` itself compiled (``Pattern.__eq__`` compares the op-codes and flags; the groups are
  compared too), so a Python whose ``compile`` works differently stores nothing;
* anything unexpected (no such internals, an unreadable or corrupt file, code the engine
  rejects) falls back to ``re``'s own compilation, silently: the cache only ever saves time.

What the linter computes *from* its patterns (:func:`reportgen.lint._regex.required_substrings`
and the like, which parse patterns in Python too: 5 ms of the first document) is kept the same
way, by :func:`memo`, in a file keyed by the digest of the code that computes it.

``REPORTGEN_NO_PATTERN_CACHE=1`` turns both off. The file is
``$XDG_CACHE_HOME/reportgen/patterns-<tag>-<version>-….marshal`` (``~/.cache`` without XDG),
beside the linter's reference and catalog caches; one file per command.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import sys
import warnings
import zlib
from array import array
from collections.abc import Callable
from typing import Any

CAP = 1000
"""At most this many patterns in a file: those of the last run that wrote it first (in the order
it used them), then the ones the file held before, in its order (other documents compile other
catalog phrasings; a run from the result cache compiles few). A file holds one command's
patterns (its name is in the file's). Op-codes are stored as bytes and turned into the list the
engine takes only for the patterns a run compiles, so a full file costs ~1 ms to read."""

REWRITE_AFTER = 4
"""A run that found the file rewrites it only when it compiled at least this many new patterns."""

_Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]
"""flags, op-codes (4-byte unsigned integers in native order), groups - 1, group index, index
group: what _sre.compile takes after the pattern, the op-codes as bytes."""

_state: dict[str, Any] = {}


def _path(command: str) -> str | None:
    try:
        import _sre
    except ImportError:
        return None
    tag = sys.implementation.cache_tag
    magic, codesize = getattr(_sre, "MAGIC", None), getattr(_sre, "CODESIZE", None)
    if not tag or magic is None or codesize != array(_OPCODE).itemsize or not hasattr(os, "getuid"):
        return None  # not a CPython we know, or no owner to check files against
    from .cachedir import user_cache_dir

    name = f"patterns2-{command}-{tag}-{sys.hexversion:x}-{magic}-{codesize}.marshal"
    return os.path.join(user_cache_dir(), name)


_OPCODE = "I" if array("I").itemsize == 4 else "L"
"""The array type of the engine's op-codes (4-byte unsigned; CODESIZE is in the file's name)."""

_HEADER = b"RGPC"
"""Every file starts with this, then the CRC-32 of the rest (4 bytes, big-endian), then the
marshalled table: a file damaged anywhere is not read."""


def _read(path: str) -> dict[Any, Any]:
    """The table in ``path``; empty when it is missing, damaged, or could have been written by
    anyone but this user (owned by another, or writable by the group or others).

    The engine checks stored op-codes only partly, so a damaged file could crash the
    interpreter or hang a search: the checksum keeps out damage, the owner check keeps out
    other users; what remains is this user's own files, as trusted as their ``.pyc`` files."""
    try:
        with open(path, "rb") as f:
            st = os.fstat(f.fileno())
            if st.st_uid != os.getuid() or st.st_mode & 0o022:
                return {}
            data = f.read()
        if data[:4] != _HEADER or int.from_bytes(data[4:8], "big") != zlib.crc32(data[8:]):
            return {}
        loaded = marshal.loads(data[8:])  # not marshal.load(f): it reads in small pieces
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return loaded if isinstance(loaded, dict) else {}


def install(command: str = "reportgen") -> None:
    """Route ``re``'s compilation through the file (read at the first compilation; once)."""
    if _state or os.environ.get("REPORTGEN_NO_PATTERN_CACHE"):
        return
    try:
        import _sre
        import re._compiler as compiler
        import re._parser as parser

        original = compiler.compile
        code_of = compiler._code
        engine_compile = _sre.compile
        debug = compiler.SRE_FLAG_DEBUG
    except (ImportError, AttributeError):
        return
    if not command.isidentifier():
        command = "other"  # an option ("--version"), or nothing
    path = _path(command)
    if path is None:
        return
    known: dict[tuple[str, int], _Entry] = {}
    loaded = False
    added: dict[tuple[str, int], _Entry] = {}
    used: dict[tuple[str, int], None] = {}  # in the order of first use

    def compile_(p: Any, flags: int = 0) -> Any:
        if type(p) is not str or flags & debug:
            return original(p, flags)
        nonlocal loaded
        if not loaded:  # a run that compiles nothing (all results cached) reads nothing
            loaded = True
            known.update(_read(path))
        key = (p, int(flags))  # int(): a RegexFlag would not marshal
        entry = known.get(key)
        if entry is not None:
            try:
                code = array(_OPCODE, entry[1]).tolist()
                pattern = engine_compile(p, entry[0], code, *entry[2:])
            except Exception:  # the engine rejected stored code: compile afresh
                known.pop(key, None)
            else:
                used[key] = None
                return pattern
        pattern = original(p, flags)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # re warned already, if it had to
                tree = parser.parse(p, flags)
            groups = tree.state.groupdict
            indexgroup: list[str | None] = [None] * tree.state.groups
            for name, index in groups.items():
                indexgroup[index] = name
            code = [int(op) for op in code_of(tree, flags)]  # op-code names subclass int
            entry = (
                int(flags | tree.state.flags),
                array(_OPCODE, code).tobytes(),
                tree.state.groups - 1,
                dict(groups),
                tuple(indexgroup),
            )
            again = engine_compile(p, entry[0], code, *entry[2:])
            # Pattern.__eq__ compares the op-codes and flags, not the groups: those too.
            if (again, again.groups, again.groupindex) == (
                pattern,
                pattern.groups,
                pattern.groupindex,
            ):
                added[key] = entry
                used[key] = None
        except Exception:  # internals not as expected: don't store it
            pass
        return pattern

    compiler.compile = compile_
    _state.update(path=path, known=known, added=added, used=used, original=original, memos=[])


def memo(name: str, code_file: str, valid: Callable[[Any], bool]) -> dict[Any, Any]:
    """A dict for results computed from patterns by the code in ``code_file``, filled from the
    file of an earlier run and written back by :func:`save` when it grew. Only entries whose
    value passes ``valid`` are read back. Without :func:`install` (a program importing
    reportgen), or when the code cannot be read, an empty dict that stays in this process."""
    table: dict[Any, Any] = {}
    if not _state:
        return table
    try:
        with open(code_file, "rb") as f:
            digest = zlib.crc32(f.read())  # changes with the code: a stale file is never read
    except OSError:
        return table
    path = os.path.join(
        os.path.dirname(_state["path"]),
        f"{name}-{sys.implementation.cache_tag}-{sys.hexversion:x}-{digest:08x}.marshal",
    )
    table.update((key, value) for key, value in _read(path).items() if valid(value))
    _state["memos"].append((path, table, len(table)))
    return table


def save() -> None:
    """Write what this run added: new compiled patterns (when worth a write) and grown
    :func:`memo` tables (atomically; errors ignored: the next run computes them again)."""
    if not _state:
        return
    for path, table, size in _state["memos"]:
        if len(table) > size:
            if size == 0:
                _remove_stale(path)
            _write(path, table)
    known, added, used = _state["known"], _state["added"], _state["used"]
    if not added or (known and len(added) < REWRITE_AFTER):
        return  # not worth a write (a pattern built from a set's order, say, differs each run)
    # This run's patterns first, then the others the file held, in its order, up to CAP.
    merged = {key: added.get(key) or known[key] for key in used if key in added or key in known}
    for key, entry in known.items():
        if len(merged) >= CAP:
            break
        merged.setdefault(key, entry)
    _write(_state["path"], merged)
    _state["known"], _state["added"] = merged, {}


def _remove_stale(path: str) -> None:
    """Remove the files of earlier versions of ``path``'s code (``substrings-<tag>-<version>-
    <other digest>.marshal``): a new file is written only when the code changed."""
    folder, name = os.path.split(path)
    prefix = name.rsplit("-", 1)[0] + "-"
    with contextlib.suppress(OSError):
        for other in os.listdir(folder):
            if other.startswith(prefix) and other.endswith(".marshal") and other != name:
                with contextlib.suppress(OSError):
                    os.remove(os.path.join(folder, other))


def _write(path: str, table: dict[Any, Any]) -> None:
    """Write ``table`` to ``path`` atomically, readable and writable by this user alone."""
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        payload = marshal.dumps(table)
        data = _HEADER + zlib.crc32(payload).to_bytes(4, "big") + payload
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        # O_EXCL: never through a link someone left at that name, never over another's file.
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except (OSError, ValueError):
        return  # a read-only home is fine: the next run compiles again
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.remove(tmp)


def uninstall() -> None:
    """Put ``re``'s own compilation back (for tests)."""
    if _state:
        import re._compiler as compiler

        compiler.compile = _state["original"]
        _state.clear()
