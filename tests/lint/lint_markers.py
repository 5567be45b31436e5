from __future__ import annotations

import re
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"
DOCUMENTS = Path(__file__).parent / "documents"
_MARKER = re.compile(r"<!--\s*expect:\s*(RG\d{3})(?:\s+([a-z0-9-]+))?\s*-->")


def expected_markers(path: Path) -> list[tuple[int, str, str | None]]:
    """``(line, code, item)`` for every ``<!-- expect: CODE [item] -->`` marker in ``path``."""
    out = []
    for number, line in enumerate(path.read_text("utf-8").splitlines(), start=1):
        for m in _MARKER.finditer(line):
            out.append((number, m.group(1), m.group(2)))
    return sorted(out, key=lambda t: (t[0], t[1], t[2] or ""))
