"""Write a build's files atomically: every file whole, the previous output intact on a crash.

:func:`write_files` writes every new file to a temporary file next to its target (same
directory, so same filesystem), flushes it to disk, and only when *all* of them are written
renames each over its target with :func:`os.replace` (atomic on POSIX and Windows). A failure
before the renames leaves every previous file untouched and removes the temporaries; a reader
never sees a half-written file. Stale files are removed afterwards by :func:`remove_files`, so
a crash between the two steps leaves extra files, never missing ones.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterable, Mapping
from pathlib import Path

__all__ = ["remove_files", "write_files"]


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _fsync_dir(directory: Path) -> None:
    """Make the renames durable; not every platform can open a directory, which is fine."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_files(files: Mapping[Path, bytes]) -> None:
    """Replace each ``path`` with its ``bytes``, all or (until the renames start) nothing."""
    mode = 0o666 & ~_umask()
    staged: list[tuple[Path, Path]] = []
    try:
        for target, data in files.items():
            target.parent.mkdir(parents=True, exist_ok=True)
            fd, name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
            temp = Path(name)
            staged.append((temp, target))
            with os.fdopen(fd, "wb") as stream:
                stream.write(data)
                stream.flush()
                os.fsync(stream.fileno())
            os.chmod(temp, mode)
        while staged:
            temp, target = staged[0]
            os.replace(temp, target)
            staged.pop(0)
    finally:
        for temp, _ in staged:
            with contextlib.suppress(OSError):
                temp.unlink()
    for directory in sorted({target.parent for target in files}):
        _fsync_dir(directory)


def remove_files(paths: Iterable[Path]) -> None:
    """Delete ``paths`` (missing ones are fine), then any directory they leave empty."""
    parents: set[Path] = set()
    for path in paths:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        parents.add(path.parent)
    for directory in sorted(parents, key=lambda p: len(p.parts), reverse=True):
        with contextlib.suppress(OSError):
            directory.rmdir()  # only succeeds when empty
