"""The JSON Schema of the scenario format, and its committed copy on the docs site."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from reportgen.scenario import scenario_json_schema
from reportgen.scenario.schema import scenario_json_schema_text

ROOT = Path(__file__).parent.parent.parent
COMMITTED = ROOT / "site" / "scenario.schema.json"
REGENERATE = "python -m reportgen.scenario.schema > site/scenario.schema.json"


def test_committed_schema_is_current() -> None:
    committed = json.loads(COMMITTED.read_text(encoding="utf-8"))
    assert committed == scenario_json_schema(), (
        f"site/scenario.schema.json is stale; run: {REGENERATE}"
    )
    assert COMMITTED.read_text(encoding="utf-8") == scenario_json_schema_text(), (
        f"site/scenario.schema.json is not formatted as generated; run: {REGENERATE}"
    )


def test_module_is_runnable() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "reportgen.scenario.schema"],
        capture_output=True,
        check=True,
        cwd=ROOT,
    )
    assert out.stdout.decode("utf-8") == scenario_json_schema_text()


def _objects(schema: dict[str, Any]) -> list[dict[str, Any]]:
    return [schema, *schema["definitions"].values()]


def test_draft_07() -> None:
    schema = scenario_json_schema()
    assert schema["$schema"] == "http://json-schema.org/draft-07/schema#"
    assert "$defs" not in json.dumps(schema)
    for ref in re.findall(r'"\$ref": "([^"]+)"', json.dumps(schema)):
        assert ref.startswith("#/definitions/")
        assert ref.removeprefix("#/definitions/") in schema["definitions"]

    def no_siblings_of_ref(node: Any) -> None:
        if isinstance(node, dict):
            assert "$ref" not in node or len(node) == 1, node  # draft-07 ignores siblings
            for value in node.values():
                no_siblings_of_ref(value)
        elif isinstance(node, list):
            for value in node:
                no_siblings_of_ref(value)

    no_siblings_of_ref(schema)


def test_every_field_is_documented() -> None:
    for obj in _objects(scenario_json_schema()):
        assert obj["additionalProperties"] is False
        assert obj["description"]
        for name, field in obj["properties"].items():
            assert field.get("description"), name
            assert "\n" not in field["description"]
            if "$ref" not in json.dumps(field):
                assert field.get("examples"), name


def test_required_keys_match_the_format() -> None:
    schema = scenario_json_schema()
    definitions = schema["definitions"]
    assert schema["required"] == ["title", "job", "checkpoint", "restart_time", "clusters"]
    assert definitions["JobSection"]["required"] == ["gpus", "useful_compute_per_gpu", "step_time"]
    assert definitions["CheckpointSection"]["required"] == ["size", "write_time"]
    assert definitions["ClustersSection"]["required"] == ["on_demand"]
    assert definitions["SpotSection"]["required"] == ["mtbf", "price"]
    assert "required" not in definitions["RetentionSection"]


def test_unit_strings_have_patterns_that_accept_the_examples() -> None:
    for obj in _objects(scenario_json_schema()):
        for name, field in obj["properties"].items():
            alternatives = field.get("anyOf", [field])
            patterns = [a["pattern"] for a in alternatives if "pattern" in a]
            for example in field.get("examples", []):
                if isinstance(example, str) and patterns:
                    assert any(re.search(p, example) for p in patterns), (name, example)
            default = field.get("default")
            if isinstance(default, str) and patterns:
                assert any(re.search(p, default) for p in patterns), (name, default)


def test_exercise_values_match_the_schema_patterns() -> None:
    import yaml

    data = yaml.safe_load((ROOT / "inputs" / "exercise.yaml").read_text(encoding="utf-8"))
    schema = scenario_json_schema()

    def check(value: Any, node: dict[str, Any]) -> None:
        if "allOf" in node:
            node = schema["definitions"][node["allOf"][0]["$ref"].rsplit("/", 1)[1]]
        if "$ref" in node:
            node = schema["definitions"][node["$ref"].rsplit("/", 1)[1]]
        if isinstance(value, dict):
            assert set(value) <= set(node["properties"])
            for key, inner in value.items():
                check(inner, node["properties"][key])
        elif isinstance(value, str) and "pattern" in node:
            assert re.search(node["pattern"], value), value

    check(data, schema)
