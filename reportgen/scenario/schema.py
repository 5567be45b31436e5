"""The JSON Schema (draft-07) of the scenario format, generated from the pydantic models.

Editors use it for completion and early checks (``# yaml-language-server: $schema=...``);
the loader has the last word. Regenerate the committed copy with::

    python -m reportgen.scenario.schema > site/scenario.schema.json
"""

from __future__ import annotations

import json
import sys
from typing import Any, Final

from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import core_schema

from .model import ScenarioFile

__all__ = ["DRAFT_07", "scenario_json_schema", "scenario_json_schema_text"]

DRAFT_07: Final = "http://json-schema.org/draft-07/schema#"


class _Draft07(GenerateJsonSchema):
    """pydantic's generator, adjusted to what the loader accepts and to draft-07."""

    def nullable_schema(self, schema: core_schema.NullableSchema) -> JsonSchemaValue:
        # The loader refuses an explicit null; "optional" means "leave the key out".
        return self.generate_inner(schema["schema"])

    def field_title_should_be_set(self, schema: Any) -> bool:
        return False  # "Gpus", "Step Time": noise next to the key itself


def _draft07(node: Any) -> Any:
    """Adjust pydantic's output: draft-07 ignores keywords beside ``$ref``, so move the ``$ref``
    into ``allOf``; drop ``default: null`` (null is not an accepted value); unwrap docstring
    lines in descriptions."""
    if isinstance(node, list):
        return [_draft07(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _draft07(value) for key, value in node.items()}
    if isinstance(out.get("description"), str):
        out["description"] = " ".join(out["description"].split())  # docstrings wrap lines
    if "$ref" in out and len(out) > 1:
        out["allOf"] = [{"$ref": out.pop("$ref")}]
    if "default" in out and out["default"] is None:
        del out["default"]
    return out


def scenario_json_schema() -> dict[str, Any]:
    """The scenario format as a JSON Schema (draft-07) with descriptions and examples."""
    schema = ScenarioFile.model_json_schema(
        ref_template="#/definitions/{model}", schema_generator=_Draft07
    )
    definitions = schema.pop("$defs", {})
    result: dict[str, Any] = {"$schema": DRAFT_07, **_draft07(schema)}
    result["definitions"] = _draft07(definitions)
    return result


def scenario_json_schema_text() -> str:
    """The schema as committed in ``site/scenario.schema.json``: sorted, indented, final newline."""
    return json.dumps(scenario_json_schema(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def main() -> None:
    """Write the schema to standard output, as UTF-8 whatever the console's encoding."""
    sys.stdout.buffer.write(scenario_json_schema_text().encode("utf-8"))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
