"""Lint time against size for pathological Markdown documents (issue 12).

Each family repeats one construct that used to make the linter quadratic in the document's
size. For every family and size the script lints one generated document in this process (no
cache, budget off) and prints a table of seconds; the README beside this script keeps the
measured table. Target: every document under 2 s per MB.

    python benchmarks/lint_pathological.py            # sizes up to 1 MB
    python benchmarks/lint_pathological.py --max-kb 100
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from reportgen.lint.api import lint_text


def _repeat(unit: str, head: str = "# 1. Interval\n\n") -> Callable[[int], str]:
    def make(size: int) -> str:
        return head + unit * max(1, (size - len(head)) // len(unit))

    return make


SLIP = "T* = √(2 × 240 × 9) ≈ 65.7 s.\n"
"""A sentence with an RG401 finding, for the suppressions to suppress."""

FAMILIES: dict[str, Callable[[int], str]] = {
    # the families of issue 12
    "unclosed disable comments": _repeat("<!-- reportgen-disable\n"),
    "disable-next-line comments": _repeat("<!-- reportgen-disable-next-line RG401 -->\n" + SLIP),
    "headings": _repeat("## Spot 3\n\n", head=""),
    "numbered sections": _repeat("## 3. Spot decision\n\nSpot costs $2 per hour.\n\n", head=""),
    "'<' runs": _repeat("<"),
    # found while fixing those
    "unclosed disable with codes": _repeat("<!-- reportgen-disable RG201\n\n"),
    "disable regions": _repeat("<!-- reportgen-disable RG401 -->\n" + SLIP + "\n"),
    "nested headings": _repeat("# A\n\n## B\n\n### C\n\n", head=""),
    "'<a ' runs": _repeat("<a "),
    "'[a](' runs": _repeat("[a]("),
    "'[' runs": lambda size: "# 1. Interval\n\n" + "[" * size + "](\n",
    "bold lead-ins": _repeat("**3. Spot.** costs $2.\n\n"),
    "TL;DR headings": _repeat("## TL;DR\n\n", head="## Recommendation\n\n"),
    "list items": _repeat("1. a\n"),
    "'$1 ' runs": _repeat("$1 "),
    "'5% ' runs": _repeat("5% "),
}


def measure(family: str, size: int) -> float:
    text = FAMILIES[family](size)
    start = time.perf_counter()
    lint_text(text, f"{family}.md", time_budget_s=0)
    return time.perf_counter() - start


def main() -> None:
    lint_text("# Warm-up\n", "warm-up.md")  # imports and the reference, outside the table
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--max-kb", type=int, default=1000)
    parser.add_argument("--family", action="append", help="only these families")
    args = parser.parse_args()
    sizes = [s for s in (25, 50, 100, 250, 500, 1000) if s <= args.max_kb]
    families = args.family or list(FAMILIES)
    print("| family | " + " | ".join(f"{s} KB" for s in sizes) + " | s per MB |")
    print("|---|" + "---:|" * (len(sizes) + 1))
    for family in families:
        times = [measure(family, s * 1000) for s in sizes]
        per_mb = times[-1] / (sizes[-1] / 1000)
        cells = " | ".join(f"{t:.2f}" for t in times)
        print(f"| {family} | {cells} | {per_mb:.2f} |", flush=True)


if __name__ == "__main__":
    main()
