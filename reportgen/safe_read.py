"""Read an input file safely: only a regular file, and only up to a size limit checked first.

Every reader of user input (scenarios, rubrics, Markdown documents, submissions, lint configs)
goes through :func:`read_regular_file`, so that a FIFO named ``doc.md`` does not hang a run, a
character device such as ``/dev/zero`` is not read until memory runs out, and a file too large
to be what it claims is refused before it is read.

The file is opened with ``O_NONBLOCK`` (opening a FIFO for reading without a writer would
otherwise block forever), then :func:`os.fstat` on the open descriptor decides: the check and
the read concern the same file, whatever is renamed in between. Only :mod:`os` and :mod:`stat`
are imported: the linter calls this on every start.
"""

from __future__ import annotations

import os
import stat

__all__ = ["SCENARIO_MAX_BYTES", "UnreadableFile", "read_regular_file"]

SCENARIO_MAX_BYTES = 1 << 20
"""Scenario files are a few kilobytes; anything above 1 MiB is almost surely the wrong file.
Kept here, in a module that imports nothing heavy, so that a lint run reading a scenario's
bytes for its cache key does not import the scenario loader (PyYAML, the format's sections)."""


class UnreadableFile(OSError):
    """``path`` cannot be read as an input file; ``reason`` (also ``strerror``) says why.

    An :class:`OSError`, so that a reader that already handles one handles this too. ``size``
    is the file's size in bytes when it was refused for being too large (``too_large``), else
    None.
    """

    def __init__(self, path: str, reason: str, *, size: int | None = None) -> None:
        super().__init__(reason)
        self.strerror = reason
        self.filename = path
        self.path = path
        self.reason = reason
        self.size = size

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"

    @property
    def too_large(self) -> bool:
        return self.size is not None


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_regular_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of ``path``, a regular file of at most ``limit`` bytes.

    Raises :class:`UnreadableFile` when the file is missing, unreadable, not a regular file
    (directory, FIFO, device, socket) or larger than ``limit`` (checked before reading, and
    again while reading, for a file that grows meanwhile).
    """
    shown = os.fspath(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(shown, flags)
    except FileNotFoundError:
        raise UnreadableFile(shown, "no such file") from None
    except IsADirectoryError:
        raise UnreadableFile(shown, "this is a directory, not a file") from None
    except PermissionError:
        raise UnreadableFile(shown, "permission denied") from None
    except OSError as exc:
        raise UnreadableFile(shown, f"cannot open: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = _kind(info.st_mode)
            raise UnreadableFile(shown, f"this is {kind}; only regular files are read")
        if info.st_size > limit:
            raise UnreadableFile(
                shown,
                f"the file is {info.st_size:,} bytes; the limit is {limit:,} bytes",
                size=info.st_size,
            )
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise UnreadableFile(
                    shown,
                    f"the file grew past the limit of {limit:,} bytes while being read",
                    size=total,
                )
        return b"".join(chunks)
    except UnreadableFile:
        raise
    except OSError as exc:
        raise UnreadableFile(shown, f"cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
