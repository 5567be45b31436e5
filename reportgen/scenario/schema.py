"""The JSON Schema (draft-07) of the scenario format, generated from the sections' fields.

Editors use it for completion and early checks (``# yaml-language-server: $schema=...``);
the loader has the last word. Regenerate the committed copy with::

    python -m reportgen.scenario.schema > site/scenario.schema.json
"""

from __future__ import annotations

import json
import sys
from typing import Any, Final

from .model import Field, ScenarioFile, Section
from .uncertain import uncertain_schema
from .units import unit_pattern

__all__ = ["DRAFT_07", "scenario_json_schema", "scenario_json_schema_text"]

DRAFT_07: Final = "http://json-schema.org/draft-07/schema#"

_TEXT: Final = {"pattern": r"\S", "type": "string"}
_SWEEP: Final = {"pattern": r"^\s*[a-z_]+\s*=[^:]+:.+$", "type": "string"}


def _value_schema(spec: Field) -> dict[str, Any]:
    """What a value of ``spec`` may be. An optional value is described as the value itself: the
    loader refuses an explicit null ("optional" means "leave the key out")."""
    if spec.kind == "count":
        bound = {"exclusiveMinimum": 0} if spec.minimum == 1 else {"minimum": spec.minimum}
        return {**bound, "type": "integer"}
    if spec.kind == "quantity":
        assert spec.dimension is not None
        quantity = {"pattern": unit_pattern(spec.dimension), "type": "string"}
        if spec.dimension == "fraction":
            return {"anyOf": [quantity, {"exclusiveMinimum": 0, "maximum": 1, "type": "number"}]}
        return quantity
    if spec.kind == "mtbf":
        forms: dict[str, Any] = _sorted(uncertain_schema("duration", fit=True))
        return forms
    if spec.kind == "texts":
        return {"items": dict(_TEXT), "type": "array"}
    if spec.kind == "sweep":
        return dict(_SWEEP)
    return dict(_TEXT)


def _sorted(node: Any, keep_order: bool = False) -> Any:
    """``node`` with the keys of every mapping sorted, except the names under ``properties``,
    which keep the format's order (lists keep theirs too)."""
    if isinstance(node, dict):
        keys = list(node) if keep_order else sorted(node)
        return {key: _sorted(node[key], key == "properties" and not keep_order) for key in keys}
    if isinstance(node, list):
        return [_sorted(item) for item in node]
    return node


def _field_schema(spec: Field, description: str) -> dict[str, Any]:
    if spec.section is not None:
        # draft-07 ignores keywords beside "$ref": the reference goes into "allOf".
        ref = {"$ref": f"#/definitions/{spec.section.__name__}"}
        return {"description": description, "allOf": [ref]}
    schema = _value_schema(spec)
    if not spec.required and spec.default is not None and spec.kind != "texts":
        schema["default"] = spec.default
    schema["description"] = description
    if spec.examples:
        schema["examples"] = _sorted(list(spec.examples))
    return {key: schema[key] for key in sorted(schema)}


def _docstrings(cls: type) -> dict[str, str]:
    """Each field's docstring (the string literal under its line in the class body), its lines
    joined. Read from the source when a schema is generated (``reportgen schema``), never when
    a scenario is validated."""
    import ast
    import inspect
    import textwrap

    body = ast.parse(textwrap.dedent(inspect.getsource(cls))).body[0]
    assert isinstance(body, ast.ClassDef)
    docs: dict[str, str] = {}
    for node, following in zip(body.body, body.body[1:], strict=False):
        if (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)
            and isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        ):
            docs[node.target.id] = _one_line(following.value.value)
    return docs


def _one_line(docstring: str) -> str:
    import inspect

    return " ".join(inspect.cleandoc(docstring).split())


def _object_schema(cls: type[Section]) -> dict[str, Any]:
    docs = _docstrings(cls)
    schema: dict[str, Any] = {
        "additionalProperties": False,
        "description": _one_line(cls.__doc__ or ""),
        "properties": {name: _field_schema(spec, docs[name]) for name, spec in cls.FIELDS.items()},
    }
    required = [name for name, spec in cls.FIELDS.items() if spec.required]
    if required:
        schema["required"] = required
    schema["title"] = cls.TITLE
    schema["type"] = "object"
    return schema


def _sections(cls: type[Section]) -> dict[str, type[Section]]:
    """``cls``'s nested section classes, at any depth, by name."""
    found: dict[str, type[Section]] = {}
    for spec in cls.FIELDS.values():
        if spec.section is not None:
            found[spec.section.__name__] = spec.section
            found.update(_sections(spec.section))
    return found


def scenario_json_schema() -> dict[str, Any]:
    """The scenario format as a JSON Schema (draft-07) with descriptions and examples."""
    sections = _sections(ScenarioFile)
    return {
        "$schema": DRAFT_07,
        **_object_schema(ScenarioFile),
        "definitions": {name: _object_schema(sections[name]) for name in sorted(sections)},
    }


def scenario_json_schema_text() -> str:
    """The schema as committed in ``site/scenario.schema.json``: sorted, indented, final newline."""
    return json.dumps(scenario_json_schema(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def main() -> None:
    """Write the schema to standard output, as UTF-8 whatever the console's encoding."""
    sys.stdout.buffer.write(scenario_json_schema_text().encode("utf-8"))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
