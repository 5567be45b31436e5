"""Where reportgen keeps what it can always compute again, and how it keeps it so that a cache
can only ever make a run faster, never different.

Location: ``$REPORTGEN_CACHE_DIR``, else ``$XDG_CACHE_HOME/reportgen``, else
``~/.cache/reportgen`` (``~`` expanded in each). ``REPORTGEN_CACHE_DIR=""`` or a command's
``--no-cache`` (:func:`disable`) turns every cache off: nothing is read or written.

A :class:`JsonStore` keeps JSON payloads (never pickle or marshal: reading an entry can run no
code) under one namespace of the cache folder. Every entry is checked before it is believed:

* **integrity**: the entry carries an HMAC-SHA256 of its namespace, name and payload, keyed by a
  random secret in ``<cache>/key`` (mode 0600). A flipped byte, a truncated file, an entry
  copied under another name or one planted by someone who cannot read the key is ignored;
* **owner and mode**: the cache folder, the namespace folder, the key and the entry must belong
  to the user running reportgen (POSIX), and the folders and key must not be writable (or, for
  the key, readable) by anyone else; otherwise the cache is not used;
* **special files**: entries are opened without following links and without blocking, and only
  a regular file of bounded size is read (a FIFO planted in the cache does not hang a run);
* **age**: entries unused for :data:`MAX_AGE_S` are pruned, at most once a day.

A cache that cannot be read or written (read-only or full disk) is skipped silently: the run
computes what it needs. ``reportgen cache clean`` removes everything reportgen keeps there.
Only the standard library is imported (:mod:`hmac`, :mod:`json` lazily): every linter start asks.
"""

from __future__ import annotations

import contextlib
import functools
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

__all__ = [
    "ENV_VAR",
    "MAX_AGE_S",
    "JsonStore",
    "cache_root",
    "clean",
    "code_digest",
    "disable",
    "disabled",
    "off",
    "tree_digest",
    "user_cache_dir",
]

ENV_VAR = "REPORTGEN_CACHE_DIR"
MAX_AGE_S = 30 * 86400
"""Entries not used for this long are removed (a used entry has its time refreshed daily)."""
_PRUNE_EVERY_S = 86400
_MAX_ENTRY_BYTES = 16 << 20
_MAGIC = b"reportgen-cache-1 "
_KEY_FILE = "key"
_PRUNE_MARK = "last-prune"
_TAG_FILE = "CACHEDIR.TAG"
_TAG = (
    "Signature: 8a477f597d28d172789f06886806bc55\n"
    "# This file is a cache directory tag created by reportgen.\n"
    "# For information about cache directory tags see https://bford.info/cachedir/\n"
)
_LEGACY_PREFIXES = ("lint-v1", "jinja-", "reference-", "catalog-", "patterns")
"""Files and folders earlier versions kept at the top of the cache (unchecked formats):
never read any more, removed by ``reportgen cache clean``."""

_state: dict[str, Any] = {"disabled": False}


def user_cache_dir() -> str:
    """``$XDG_CACHE_HOME/reportgen``, else ``~/.cache/reportgen`` (not created here)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join("~", ".cache")
    return os.path.join(os.path.expanduser(base), "reportgen")


def disable() -> None:
    """Turn every cache off for the rest of this process."""
    _state["disabled"] = True


@contextlib.contextmanager
def off() -> Iterator[None]:
    """Every cache off while the block runs (``--no-cache``)."""
    previous = _state["disabled"]
    _state["disabled"] = True
    try:
        yield
    finally:
        _state["disabled"] = previous


def disabled() -> bool:
    return bool(_state["disabled"]) or os.environ.get(ENV_VAR) == ""


def cache_root() -> Path | None:
    """The cache folder (not created here), or None when caching is turned off."""
    if _state["disabled"]:
        return None
    value = os.environ.get(ENV_VAR)
    if value is not None:
        return Path(value).expanduser() if value.strip() else None
    return Path(user_cache_dir())


# --- ownership and modes -----------------------------------------------------------------------


def _mine(info: os.stat_result) -> bool:
    getuid = getattr(os, "getuid", None)
    return getuid is None or info.st_uid == getuid()


def _safe_dir(path: Path) -> bool:
    """``path`` is a real directory of this user that no one else can write to."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISDIR(info.st_mode) or not _mine(info):
        return False
    return os.name == "nt" or not info.st_mode & 0o022


def _make_dir(path: Path) -> bool:
    """Create ``path`` (mode 0700) if needed; whether it is then safe to use.

    A folder of this user that its group may write to (``mkdir`` under the umask 002 of
    distributions with a group per user makes one) loses the group's write permission: no
    one else wrote there that the keyed digest would not catch, and the folder is safe from
    then on. A folder anyone may write to is never taken over."""
    with contextlib.suppress(OSError):
        path.mkdir(mode=0o700, parents=True)
    with contextlib.suppress(OSError):
        info = os.lstat(path)
        group_writable = info.st_mode & 0o020 and not info.st_mode & 0o002
        if stat.S_ISDIR(info.st_mode) and _mine(info) and group_writable and os.name != "nt":
            os.chmod(path, stat.S_IMODE(info.st_mode) & ~0o020)
    return _safe_dir(path)


def _read_private(path: Path, limit: int, private: bool = False) -> bytes | None:
    """The bytes of ``path`` when it is a regular file of this user (not a link, not a FIFO),
    of at most ``limit`` bytes, and with ``private`` not readable by others; else None."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_BINARY", 0))
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or not _mine(info) or info.st_size > limit:
            return None
        if private and os.name != "nt" and info.st_mode & 0o077:
            return None
        data = b""
        while len(data) <= limit:
            chunk = os.read(fd, limit + 1 - len(data))
            if not chunk:
                return data
            data += chunk
        return None
    except OSError:
        return None
    finally:
        os.close(fd)


def _write_atomic(path: Path, data: bytes, mode: int = 0o600) -> None:
    """Write ``data`` to a temporary file beside ``path`` and rename it into place; raises
    OSError (the temporary file is removed)."""
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=f".{path.name[:16]}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(data)
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _secret(root: Path) -> bytes | None:
    """The key of ``root``'s entries, created on first use; None when it cannot be trusted."""
    path = root / _KEY_FILE
    data = _read_private(path, 128, private=True)
    if data is not None and len(data) == 64:
        return data
    if data is not None or os.path.lexists(path):
        return None  # damaged or foreign: the cache is not used until `reportgen cache clean`
    try:
        fd = os.open(
            path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600
        )
    except FileExistsError:
        return _read_private(path, 128, private=True)  # another run just made it
    except OSError:
        return None
    try:
        os.write(fd, os.urandom(32).hex().encode())
    finally:
        os.close(fd)
    data = _read_private(path, 128, private=True)
    return data if data is not None and len(data) == 64 else None


# --- the store ---------------------------------------------------------------------------------


class JsonStore:
    """JSON payloads by name under ``root/namespace``, checked as the module says."""

    def __init__(self, root: str | os.PathLike[str] | None, namespace: str) -> None:
        self.root = None if root is None else Path(root)
        self.namespace = namespace
        self._key: bytes | None = None
        self._usable: bool | None = None
        self._pruned = False

    @classmethod
    def default(cls, namespace: str) -> JsonStore:
        """The store of ``namespace`` in the user's cache folder (off when caching is off)."""
        return cls(cache_root(), namespace)

    @property
    def directory(self) -> Path | None:
        return None if self.root is None else self.root / self.namespace

    def _ready(self, create: bool) -> bool:
        """Whether the cache folder, namespace and key can be trusted (creating them if asked)."""
        if self._usable is not None and (self._usable or not create):
            return self._usable
        if self.root is None or self.directory is None:
            self._usable = False
            return False
        if create:
            ok = _make_dir(self.root) and _make_dir(self.directory)
            if ok and not os.path.lexists(self.root / _TAG_FILE):
                with contextlib.suppress(OSError):
                    _write_atomic(self.root / _TAG_FILE, _TAG.encode(), 0o644)
        else:
            ok = _safe_dir(self.root) and _safe_dir(self.directory)
            if ok and not os.path.lexists(self.root / _KEY_FILE):
                return False  # nothing stored yet: do not create the key on a read
        self._key = _secret(self.root) if ok else None
        self._usable = self._key is not None
        return self._usable

    def _path(self, name: str) -> Path:
        assert self.directory is not None
        return self.directory / f"{name}.json"

    def _mac(self, name: str, payload: bytes) -> bytes:
        import hashlib
        import hmac

        assert self._key is not None
        message = self.namespace.encode() + b"\0" + name.encode() + b"\0" + payload
        return hmac.new(self._key, message, hashlib.sha256).hexdigest().encode()

    def get(self, name: str) -> Any | None:
        """The payload stored under ``name``; None when absent or not trustworthy."""
        if not self._ready(create=False):
            return None
        path = self._path(name)
        data = _read_private(path, _MAX_ENTRY_BYTES)
        if data is None or not data.startswith(_MAGIC):
            return None
        mac, newline, payload = data[len(_MAGIC) :].partition(b"\n")
        import hmac
        import json

        if not newline or not hmac.compare_digest(mac, self._mac(name, payload)):
            return None
        try:
            value = json.loads(payload)
        except ValueError:
            return None
        self._touch(path)
        return value

    def put(self, name: str, value: Any) -> None:
        """Store ``value`` (JSON) under ``name``; a cache that cannot be written is skipped."""
        import json

        if not self._ready(create=True):
            return
        try:
            payload = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        except (TypeError, ValueError):
            return
        encoded = payload.encode("utf-8")
        try:
            _write_atomic(self._path(name), _MAGIC + self._mac(name, encoded) + b"\n" + encoded)
        except OSError:
            return  # read-only or full disk: the next run computes it again
        self._prune()

    def _touch(self, path: Path) -> None:
        """Refresh a used entry's time (at most daily), so pruning keeps what is used."""
        with contextlib.suppress(OSError):
            if time.time() - os.lstat(path).st_mtime > _PRUNE_EVERY_S:
                os.utime(path, follow_symlinks=False)

    def _prune(self) -> None:
        """Remove this namespace's entries unused for :data:`MAX_AGE_S`, at most once a day."""
        if self._pruned or self.root is None or self.directory is None:
            return
        self._pruned = True
        mark = self.directory / _PRUNE_MARK
        now = time.time()
        with contextlib.suppress(OSError):
            if now - os.lstat(mark).st_mtime < _PRUNE_EVERY_S:
                return
        with contextlib.suppress(OSError):
            _write_atomic(mark, b"")
        prune_older_than(self.directory, now - MAX_AGE_S)


def prune_older_than(directory: Path, cutoff: float) -> list[Path]:
    """Remove the entries (``*.json``) and stray temporaries of ``directory`` last modified
    before ``cutoff`` (a time stamp); links and special files are removed, never followed."""
    removed: list[Path] = []
    try:
        names = sorted(os.listdir(directory))
    except OSError:
        return removed
    for name in names:
        if not (name.endswith(".json") or name.endswith(".tmp")):
            continue
        path = directory / name
        try:
            info = os.lstat(path)
            if stat.S_ISDIR(info.st_mode) or info.st_mtime >= cutoff:
                continue
            path.unlink()
            removed.append(path)
        except OSError:
            continue
    return removed


def clean(root: Path) -> list[Path]:
    """Remove what reportgen keeps in ``root`` (the cache folder): every namespace, the key,
    the tag and the files of earlier versions; anything else there is left alone. Links are
    removed, never followed. Returns what was removed."""
    import shutil

    removed: list[Path] = []
    try:
        names = sorted(os.listdir(root))
    except FileNotFoundError:
        return removed
    ours = {_KEY_FILE, _TAG_FILE, *_NAMESPACES}
    for name in names:
        if name not in ours and not name.startswith(_LEGACY_PREFIXES):
            continue
        path = root / name
        info = os.lstat(path)
        if stat.S_ISDIR(info.st_mode):
            shutil.rmtree(path)
        else:
            path.unlink()
        removed.append(path)
    with contextlib.suppress(OSError):
        root.rmdir()  # only when nothing else is left in it
    return removed


_NAMESPACES = ("lint-v2", "reference-v1", "catalog-v1", "facts-v1", "plan-v1")
"""Every :class:`JsonStore` namespace reportgen uses (for ``reportgen cache clean``)."""


# --- what a cached result was computed by ------------------------------------------------------

_CODE_SUFFIXES = (".py", ".yaml", ".json", ".md", ".j2")


@functools.lru_cache(maxsize=1)
def code_digest() -> str:
    """A hash of everything besides its input that can change what reportgen computes: its
    version, the interpreter's version and platform (the floating-point library), and every
    source and data file of the installed package, each with its path.

    A cache entry keyed on its input's bytes and this digest is recomputed after any edit to
    reportgen, never matched against results an older build computed under the same version
    number. Hashing the package (about 1 MB) takes a few milliseconds."""
    return tree_digest(Path(__file__).resolve().parent)


def tree_digest(package: Path) -> str:
    """:func:`code_digest` of the package folder ``package``."""
    import hashlib
    import sys

    from . import __version__

    h = hashlib.sha256()
    h.update(f"reportgen {__version__}\0python {sys.version}\0{sys.platform}\0".encode())
    h.update(f"{os.uname().machine if hasattr(os, 'uname') else ''}\0".encode())
    files: list[str] = []
    for folder, subfolders, names in os.walk(package):
        subfolders[:] = sorted(d for d in subfolders if d != "__pycache__")
        files += [os.path.join(folder, n) for n in names if n.endswith(_CODE_SUFFIXES)]
    # Every name is the walked folder's path, a separator, then the path inside it: the same
    # string os.path.relpath gives, without its normalising both paths per file (about a
    # quarter of this function's time, in every command that reads a cache).
    start = len(os.path.join(os.fspath(package), ""))
    for name in sorted(files):
        h.update(name[start:].encode() + b"\0")
        try:
            with open(name, "rb") as f:
                h.update(f.read())
        except OSError:
            h.update(b"<unreadable>")
        h.update(b"\0")
    return h.hexdigest()
