"""Which bytes identify a scenario: its own and those of the fit files it names.

Apart from :mod:`.fitref` (which reads those fits into uncertain values and imports the unit
parser) so that a command that only keys a cache on a scenario (``lint --scenario``,
``simulate`` and ``plan`` on a scenario they have seen) imports neither.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

__all__ = ["MAX_FIT_BYTES", "fit_references", "scenario_digest"]

MAX_FIT_BYTES: Final = 1 << 20
"""A fit's JSON holds a few numbers per capacity: anything above 1 MiB is not one."""


def fit_references(data: Any) -> list[str]:
    """The fit files a scenario's parsed YAML names (``clusters.*.mtbf.fit``), in order."""
    found: list[str] = []
    clusters = data.get("clusters") if isinstance(data, Mapping) else None
    if not isinstance(clusters, Mapping):
        return found
    for section in clusters.values():
        mtbf = section.get("mtbf") if isinstance(section, Mapping) else None
        if isinstance(mtbf, Mapping) and isinstance(mtbf.get("fit"), str):
            found.append(mtbf["fit"])
    return found


def scenario_digest(path: str | os.PathLike[str], data: bytes) -> str:
    """Hex SHA-256 identifying a scenario: of its bytes alone when it names no fit, else of its
    bytes and of each fit file it names (an unreadable one counts as absent; the loader says
    why)."""
    plain = hashlib.sha256(data).hexdigest()
    if b"fit" not in data:
        return plain
    from ..safe_read import UnreadableFile, read_regular_file
    from .strict_yaml import parse_yaml

    try:
        names = fit_references(parse_yaml(data.decode("utf-8-sig")).data)
    except (UnicodeDecodeError, ValueError):
        return plain
    if not names:
        return plain
    digest = hashlib.sha256(data)
    folder = Path(os.fspath(path)).parent
    for name in names:
        digest.update(b"\0fit\0" + name.encode())
        try:
            digest.update(hashlib.sha256(read_regular_file(folder / name, MAX_FIT_BYTES)).digest())
        except UnreadableFile:
            digest.update(b"\0absent")
    return digest.hexdigest()
