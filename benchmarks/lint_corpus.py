"""Generate realistic exercise answers for the lint benchmark.

    python benchmarks/lint_corpus.py DIR [N]


Seeds are the committed example documents (tests/lint/documents, the rule fixtures and, when it
exists, tests/corpus). Each generated document combines a seed with variations that keep it
realistic: numbers respelled in other units (``3,944 s`` → ``65.7 min``), sections reordered,
a preamble and an appendix of notes. Deterministic for a given N.
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
_RESPELL = [
    ("3,944 s", "65.7 min"),
    ("65.7 min", "1 h 6 min"),
    ("≈ 312 s", "≈ 5 min 12 s"),
    ("14.8 %", "14.8%"),
    ("$1.61", "$1.61"),
    ("45 min", "45 minutes"),
]
_NOTES = [
    "Notes from the review meeting: the storage team confirmed the 16-writer limit.",
    "We will measure the snapshot time on the real cluster before launch.",
    "Open question: does the scheduler give us the same nodes after a requeue?",
    "The dashboards for checkpoint duration live next to the training metrics.",
]


def seeds() -> list[str]:
    paths = sorted((REPO / "tests" / "lint" / "documents").glob("*.md"))
    paths += sorted((REPO / "tests" / "lint" / "fixtures").glob("RG[1-8]*/*.md"))
    corpus = REPO / "tests" / "corpus"
    if corpus.is_dir():
        paths += sorted(corpus.rglob("*.md"))
    return [re.sub(r"<!--\s*expect:[^>]*-->", "", p.read_text("utf-8")) for p in paths]


def variant(text: str, rng: random.Random) -> str:
    for old, new in _RESPELL:
        if rng.random() < 0.5:
            text = text.replace(old, new)
    parts = re.split(r"(?m)^(?=## )", text)
    head, body = parts[0], parts[1:]
    if body and rng.random() < 0.3:
        rng.shuffle(body)
    notes = "\n\n## Appendix: notes\n\n" + "\n".join(f"- {n}" for n in rng.sample(_NOTES, 2)) + "\n"
    return head + "".join(body) + notes


def generate(out: Path, n: int = 120, seed: int = 7) -> list[Path]:
    rng = random.Random(seed)
    texts = seeds()
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for i in range(n):
        path = out / f"doc_{i:03d}.md"
        path.write_text(variant(texts[i % len(texts)], rng), "utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 120
    print(f"wrote {len(generate(target, count))} documents to {target}")
