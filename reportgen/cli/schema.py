"""``reportgen schema``: the JSON Schema (draft-07) of the scenario format, for editors."""

from __future__ import annotations

import argparse
import sys
from typing import Any


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "schema",
        help="print the JSON Schema (draft-07) of the scenario format",
        description=(
            "Print the JSON Schema of scenario files (the same bytes as "
            "site/scenario.schema.json). Point an editor at it with a first line "
            "'# yaml-language-server: $schema=PATH' in the scenario."
        ),
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..scenario.schema import scenario_json_schema_text

    sys.stdout.buffer.write(scenario_json_schema_text().encode("utf-8"))
    sys.stdout.flush()
    return 0
