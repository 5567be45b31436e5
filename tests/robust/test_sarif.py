"""SARIF for code scanning: valid SARIF 2.1.0, URIs percent-encoded and relative to the
repository root (``%SRCROOT%``), and no invented ``helpUri``.

The structure is validated with jsonschema against a hand-written subset of the OASIS schema
(``fixtures/sarif-2.1.0-subset.schema.json``, which says why); URIs are checked here as RFC 3986
references, which the subset's ``format`` keywords alone would not enforce."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest

from reportgen.lint.api import lint_paths
from reportgen.lint.formats import artifact_location, to_sarif

SCHEMA = json.loads(
    (Path(__file__).parent / "fixtures" / "sarif-2.1.0-subset.schema.json").read_text()
)
SLIP = "## 1. Baseline\n\nT* = √(2 × 240 × 9) ≈ 65.7 s.\n"
URI_REFERENCE = re.compile(r"^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$")


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".git").mkdir()
    (tmp_path / "docs" / "design notes").mkdir(parents=True)
    (tmp_path / "docs" / "design notes" / "plan #1 (draft).md").write_text(SLIP)
    (tmp_path / "docs" / "design notes" / "sub").mkdir()
    monkeypatch.chdir(tmp_path / "docs" / "design notes" / "sub")
    return tmp_path


def _sarif(paths: list[str]) -> dict[str, object]:
    data: dict[str, object] = json.loads(to_sarif(lint_paths(paths)))
    return data


def test_sarif_validates_against_the_sarif_2_1_0_structure(repo: Path) -> None:
    log = _sarif(["../plan #1 (draft).md"])
    jsonschema.Draft7Validator(SCHEMA).validate(log)
    assert log["runs"][0]["results"]  # type: ignore[index]


def test_uris_are_percent_encoded_and_relative_to_the_repository_root(repo: Path) -> None:
    absolute = str(repo / "docs" / "design notes" / "plan #1 (draft).md")
    for given in ("../plan #1 (draft).md", absolute):
        log = _sarif([given])
        for result in log["runs"][0]["results"]:  # type: ignore[index]
            location = result["locations"][0]["physicalLocation"]["artifactLocation"]
            assert location == {
                "uri": "docs/design%20notes/plan%20%231%20%28draft%29.md",
                "uriBaseId": "%SRCROOT%",
            }
            assert URI_REFERENCE.match(location["uri"])


def test_a_file_outside_the_repository_gets_an_absolute_file_uri(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    location = artifact_location(str(tmp_path / "else where" / "a.md"), root)
    assert location == {"uri": (tmp_path / "else where" / "a.md").as_uri()}
    assert "%20" in location["uri"] and "uriBaseId" not in location


def test_no_invented_help_uri(repo: Path) -> None:
    text = to_sarif(lint_paths(["../plan #1 (draft).md"]))
    assert "helpUri" not in text and "readthedocs" not in text
