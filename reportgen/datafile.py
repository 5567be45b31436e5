"""Data files shipped in ``reportgen/data/`` (YAML written by people), parsed once and kept.

The parsed content is kept in the checked cache store (:mod:`reportgen.cachedir`) under the
file's SHA-256 and reportgen's version, so that a run whose data is unchanged does not import
PyYAML at all; a damaged or planted entry is never believed (the store checks it), and an entry
is written only when JSON keeps the parsed content as it is.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

__all__ = ["DATA_DIR", "load_data"]

DATA_DIR = Path(__file__).parent / "data"
"""A plain path, not importlib.resources (which imports tempfile, shutil, bz2 and lzma: a few ms
of every linter start); the package is installed as files."""


def load_data(filename: str, store_name: str, key: str) -> Any:
    """``yaml.safe_load(DATA_DIR / filename)[key]``, from the cache store ``store_name`` when an
    entry for these exact bytes is there."""
    from . import __version__
    from .cachedir import JsonStore

    data = (DATA_DIR / filename).read_bytes()
    store = JsonStore.default(store_name)
    name = f"{__version__}-{hashlib.sha256(data).hexdigest()[:32]}"
    cached = store.get(name)
    if cached is not None:
        return cached
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    content = yaml.load(data.decode("utf-8"), Loader=loader)[key]
    try:
        if json.loads(json.dumps(content)) == content:
            store.put(name, content)
    except (TypeError, ValueError):
        pass
    return content
