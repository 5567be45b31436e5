"""Whether a named scenario is the exercise: by its bytes first, else by its facts."""

from __future__ import annotations

from pathlib import Path

import pytest

from reportgen.lint.reference import default_scenario_path, load_reference


def test_the_exercise_is_known_by_its_bytes_or_its_facts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REPORTGEN_CACHE_DIR", str(tmp_path / "cache"))
    exercise = default_scenario_path().read_bytes()
    assert b"9 h" in exercise
    same = tmp_path / "same.yaml"
    same.write_bytes(exercise)
    commented = tmp_path / "commented.yaml"
    commented.write_bytes(exercise + b"\n# the same facts in other bytes\n")
    other = tmp_path / "other.yaml"
    other.write_bytes(exercise.replace(b"9 h", b"8 h", 1))
    assert load_reference(same).source_digest == load_reference(None).source_digest
    assert load_reference(same).exercise
    assert load_reference(commented).source_digest != load_reference(same).source_digest
    assert load_reference(commented).exercise
    assert not load_reference(other).exercise
