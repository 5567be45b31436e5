"""The code digest names each file by its path inside the package, as ``os.path.relpath``
gives it (computed by slicing, which is cheaper: issue 14, start-up)."""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

from reportgen import __version__
from reportgen.cachedir import _CODE_SUFFIXES, tree_digest


def _reference(package: Path) -> str:
    h = hashlib.sha256()
    h.update(f"reportgen {__version__}\0python {sys.version}\0{sys.platform}\0".encode())
    h.update(f"{os.uname().machine if hasattr(os, 'uname') else ''}\0".encode())
    files: list[str] = []
    for folder, subfolders, names in os.walk(package):
        subfolders[:] = sorted(d for d in subfolders if d != "__pycache__")
        files += [os.path.join(folder, n) for n in names if n.endswith(_CODE_SUFFIXES)]
    for name in sorted(files):
        h.update(os.path.relpath(name, package).encode() + b"\0")
        with open(name, "rb") as f:
            h.update(f.read())
        h.update(b"\0")
    return h.hexdigest()


def test_the_digest_names_files_as_relpath_does(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    for rel in ("a.py", "sub/b.yaml", "sub/deeper/c.json", "z/__pycache__/d.py", "e.txt"):
        (package / rel).parent.mkdir(parents=True, exist_ok=True)
        (package / rel).write_text(rel)
    assert tree_digest(package) == _reference(package)
    installed = Path(__file__).resolve().parents[2] / "reportgen"
    assert tree_digest(installed) == _reference(installed)
