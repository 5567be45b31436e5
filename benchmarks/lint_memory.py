"""Memory of one process linting thousands of distinct documents (issue 14: "keep memory flat
over thousands of documents").

    python benchmarks/lint_corpus.py /tmp/docs 12000
    REPORTGEN_CACHE_DIR= python benchmarks/lint_memory.py /tmp/docs

Lints every document in order with :func:`reportgen.lint.api.lint_text` (no cache, no time
budget) and prints the process's peak resident memory after 1,000 documents and every 2,000
after, and the growth per document after the first 1,000 (the first thousand fill the bounded
caches: remembered titles, sentences and numbers).
"""

from __future__ import annotations

import gc
import resource
import sys
from pathlib import Path

from reportgen.lint.api import lint_text


def main(folder: str) -> None:
    docs = sorted(Path(folder).glob("*.md"))
    peak: dict[int, float] = {}
    for k, path in enumerate(docs, 1):
        lint_text(path.read_text(encoding="utf-8"), str(path), time_budget_s=0)
        if k == 1000 or k % 2000 == 0:
            gc.collect()
            peak[k] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # MB (Linux: KB)
    print("documents  peak RSS [MB]")
    for k, mb in peak.items():
        print(f"{k:9,d}  {mb:8.0f}")
    last = max(peak)
    if last > 1000:
        per_doc = (peak[last] - peak[1000]) * 1024 / (last - 1000)
        print(f"growth after the first 1,000 documents: {per_doc:.2f} KB per document")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/docs")
