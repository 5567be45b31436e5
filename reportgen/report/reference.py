"""The scenario reference page of the docs site, generated from the scenario's JSON Schema.

The schema (:func:`reportgen.scenario.scenario_json_schema`) is the single description of the
format: its descriptions, defaults and examples come from the typed models the loader validates
with. This module renders it as Markdown, one table per section of a scenario file. Regenerate
the committed page with::

    python -m reportgen.report.reference > site/scenario-reference.md

``tests/report/test_site.py`` fails when the committed page is stale.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Mapping
from typing import Any

__all__ = ["reference_markdown"]

_TITLE = "Scenario reference"

# How each kind of quantity is written, for the "Value" column and the units section.
_DIMENSION_WORDS = {
    "duration": "duration",
    "size": "size",
    "bandwidth": "bandwidth",
    "price": "price per GPU-hour",
    "fraction": "fraction",
}


def _escape(text: str) -> str:
    """Text for a Markdown table cell: no raw HTML, no cell break, no line break."""
    return (
        " ".join(text.split())
        .replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("|", "\\|")
    )


def _code(value: Any) -> str:
    """A YAML-ish value as inline code (the way it is written in a scenario file)."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return "`" + text.replace("|", "\\|").replace("`", "'") + "`"


class _Renderer:
    def __init__(self, schema: Mapping[str, Any]) -> None:
        from ..scenario.units import DIMENSIONS, unit_pattern

        self.schema = schema
        self.definitions: Mapping[str, Any] = schema.get("definitions", {})
        self.patterns = {unit_pattern(d): d for d in DIMENSIONS}

    def resolve(self, node: Mapping[str, Any]) -> Mapping[str, Any] | None:
        """The definition a property refers to (``$ref`` or ``allOf: [{$ref}]``), if any."""
        ref = node.get("$ref")
        if ref is None and len(node.get("allOf", [])) == 1:
            ref = node["allOf"][0].get("$ref")
        if ref is None:
            return None
        target: Mapping[str, Any] = self.definitions[ref.rsplit("/", 1)[-1]]
        return target

    def dimension(self, node: Mapping[str, Any]) -> str | None:
        for option in (node, *node.get("anyOf", ())):
            found = self.patterns.get(option.get("pattern", ""))
            if found is not None:
                return found
        return None

    def value_kind(self, node: Mapping[str, Any]) -> str:
        dimension = self.dimension(node)
        if dimension is not None:
            words = _DIMENSION_WORDS[dimension]
            return f"{words} with a unit" if dimension != "fraction" else "fraction (`%` or 0–1)"
        kind = node.get("type")
        if kind == "integer":
            if node.get("exclusiveMinimum") == 0:
                return "whole number > 0"
            if node.get("minimum") == 0:
                return "whole number ≥ 0"
            return "whole number"
        if kind == "array":
            return "list of text"
        if kind == "string":
            return "text"
        if kind == "object":
            return "section"
        return str(kind or "any")

    def sections(self) -> Iterator[tuple[str, Mapping[str, Any]]]:
        """``(dotted path, object schema)`` for the top level and every nested section."""
        todo: list[tuple[str, Mapping[str, Any]]] = [("", self.schema)]
        while todo:
            path, node = todo.pop(0)
            yield path, node
            nested = []
            for key, prop in node.get("properties", {}).items():
                target = self.resolve(prop)
                if target is not None and target.get("type") == "object":
                    nested.append((f"{path}.{key}" if path else key, target))
            todo = nested + todo

    def table(self, path: str, node: Mapping[str, Any]) -> list[str]:
        required = set(node.get("required", ()))
        lines = [
            "| Key | Required | Value | Default | Description | Example |",
            "|---|---|---|---|---|---|",
        ]
        for key, prop in node.get("properties", {}).items():
            dotted = f"{path}.{key}" if path else key
            target = self.resolve(prop)
            if target is not None and target.get("type") == "object":
                value = f"section, see [`{dotted}`](#{_anchor(dotted)})"
            else:
                value = self.value_kind(prop)
            default = _code(prop["default"]) if "default" in prop else ""
            examples = prop.get("examples", [])
            example = _code(examples[0]) if examples and target is None else ""
            lines.append(
                f"| `{key}` | {'yes' if key in required else 'no'} | {value} | {default} "
                f"| {_escape(prop.get('description', ''))} | {example} |"
            )
        return lines

    def example(self) -> list[str]:
        """A minimal scenario built from the schema's examples: every required key."""

        def body(node: Mapping[str, Any], indent: str, everything: bool) -> list[str]:
            out = []
            required = set(node.get("required", ()))
            for key, prop in node.get("properties", {}).items():
                target = self.resolve(prop)
                if key not in required and not (everything and target is not None):
                    continue
                if target is not None:
                    out.append(f"{indent}{key}:")
                    out += body(target, indent + "  ", everything=False)
                elif prop.get("examples"):
                    first = prop["examples"][0]
                    out.append(f"{indent}{key}: {_yaml_scalar(first)}")
            return out

        return body(self.schema, "", everything=False)


def _yaml_scalar(value: Any) -> str:
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False) if value[:1] in "-!&*[]{}#|>'\"%@`$" else value
    return json.dumps(value, ensure_ascii=False)


def _anchor(dotted: str) -> str:
    """The explicit id of a section's heading: ``clusters.on_demand`` → ``clusters-on_demand``."""
    return dotted.replace(".", "-")


def _units_section() -> list[str]:
    from ..scenario.units import DURATION_UNITS, PRICE_UNITS, SIZE_UNITS

    def units(mapping: Mapping[str, Any]) -> str:
        return ", ".join(f"`{u}`" for u in mapping)

    return [
        "## Units",
        "",
        "A value with a dimension is written with its unit, as text (`240 s`, not `240`). A "
        "bare number, a wrong dimension, zero, a negative or non-finite value, a duplicate key, "
        "YAML anchors and aliases, and YAML 1.1 traps (`no`, `4:00`) are errors, all reported at "
        "once with `file:line:col`.",
        "",
        "| Dimension | Units accepted | Examples |",
        "|---|---|---|",
        f"| duration | {units(DURATION_UNITS)}; parts add up | `240 s`, `14 min`, `1 h 30 min` |",
        f"| size | {units(SIZE_UNITS)} (decimal and binary prefixes) | `1.4 TB`, `1.2 TiB` |",
        "| bandwidth | a size unit per second | `93 GB/s` |",
        f"| price | {units(PRICE_UNITS)}, or `$` before the number and `/GPU-h` after it "
        "| `2.40 USD/GPU-h`, `$2.40/GPU-h` |",
        "| fraction | a percentage, or a plain number between 0 and 1 | `10 %`, `0.1` |",
    ]


def reference_markdown(schema: Mapping[str, Any] | None = None) -> str:
    """The scenario reference page (Markdown) for ``schema`` (default: the shipped schema)."""
    if schema is None:
        from ..scenario import scenario_json_schema

        schema = scenario_json_schema()
    r = _Renderer(schema)
    lines = [
        "<!-- Generated by `python -m reportgen.report.reference > site/scenario-reference.md`"
        " from the scenario JSON Schema: do not edit by hand. -->",
        "",
        f"# {_TITLE}",
        "",
        _escape(schema.get("description", "")),
        "",
        "A scenario is a YAML file of measured facts; `reportgen build` turns it into a design "
        "document, `reportgen plan` into numbers. The same format is published as a JSON "
        "Schema (draft-07), [scenario.schema.json](scenario.schema.json), for editors: put "
        "`# yaml-language-server: $schema=<path to scenario.schema.json>` at the top of a "
        "scenario for completion and early checks (the loader has the last word).",
        "",
        "## A minimal scenario",
        "",
        "Every required key, with the schema's example values:",
        "",
        "```yaml",
        *r.example(),
        "```",
        "",
        "Adding `clusters.spot` (with its `mtbf`, `price` and, if the provider gives one, "
        "`warning`) makes the report compare spot with on-demand. `inputs/exercise.yaml` is a "
        "complete, commented example.",
        "",
    ]
    for path, node in r.sections():
        heading = f"## `{path}` {{ #{_anchor(path)} }}" if path else "## Top level"
        lines += [heading, ""]
        if path and node.get("description"):
            lines += [_escape(node["description"]), ""]
        lines += [*r.table(path, node), ""]
    lines += _units_section()
    return "\n".join(lines) + "\n"


def main() -> None:
    """Write the page to standard output as UTF-8, whatever the console's encoding."""
    sys.stdout.buffer.write(reference_markdown().encode("utf-8"))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
