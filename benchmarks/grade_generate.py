"""Generate N grading-benchmark submissions from the corpus into a folder.

Each generated file is a corpus submission with small, deterministic variations (a student id
header, the order of two paragraphs swapped, numbers re-spelled), so that the grader cannot
cache by content and the mix of strong and weak answers follows the corpus.

    python benchmarks/grade_generate.py OUT_DIR [--count 1000] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import re
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "corpus" / "submissions"


def variant(text: str, rng: random.Random, n: int) -> str:
    paragraphs = text.split("\n\n")
    if len(paragraphs) > 6:
        i = rng.randrange(2, len(paragraphs) - 2)
        if not paragraphs[i].lstrip().startswith("#") and not paragraphs[i + 1].lstrip().startswith(
            "#"
        ):
            paragraphs[i], paragraphs[i + 1] = paragraphs[i + 1], paragraphs[i]
    text = "\n\n".join(paragraphs)
    if rng.random() < 0.5:
        text = re.sub(r"(\d),(\d{3})\b", r"\1\2", text)
    return f"<!-- student {n:05d} -->\n{text}"


def generate(out: Path, count: int = 1000, seed: int = 0) -> list[Path]:
    rng = random.Random(seed)
    sources = sorted(CORPUS.glob("*.md"))
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for n in range(count):
        source = sources[n % len(sources)]
        path = out / f"{n:05d}-{source.name}"
        path.write_text(variant(source.read_text(encoding="utf-8"), rng, n), encoding="utf-8")
        paths.append(path)
    return paths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    generate(args.out, args.count, args.seed)


if __name__ == "__main__":
    main()
