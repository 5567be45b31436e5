"""``reportgen rules``: the lint rules, one line each."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "rules",
        help="list the lint rules, one line each",
        description="List every lint rule: code, name, category, default severity and summary.",
    )
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..lint.registry import RETIRED, all_rules

    rules = all_rules()
    if args.format == "json":
        data = [
            {
                "code": r.code,
                "name": r.name,
                "category": r.category,
                "severity": r.severity,
                "summary": r.summary,
            }
            for r in rules
        ]
        sys.stdout.write(json.dumps(data, indent=2) + "\n")
        return 0
    width = max(len(r.name) for r in rules)
    for r in rules:
        sys.stdout.write(
            f"{r.code}  {r.name:<{width}}  {r.category:<19}  {r.severity:<7}  {r.summary}\n"
        )
    for code, why in RETIRED.items():
        sys.stdout.write(f"{code}  (retired) {why}\n")
    return 0
