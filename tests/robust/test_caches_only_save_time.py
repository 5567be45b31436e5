"""Caches only save time: a cache entry that was damaged, planted, foreign or special is never
believed, caching off writes nothing, and ``reportgen cache clean`` empties the cache."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from reportgen import cachedir
from reportgen.cachedir import JsonStore
from reportgen.lint.api import lint_paths

from .conftest import EXERCISE, assert_no_traceback, run_reportgen

SLIP = "## 1. Baseline\n\nT* = √(2 × 240 × 9) ≈ 65.7 s.\n"


def _rules(path: Path, store: Path) -> list[str]:
    return [f.rule for f in lint_paths([path], cache_dir=store)[0].findings]


@pytest.fixture
def doc(tmp_path: Path) -> Path:
    path = tmp_path / "doc.md"
    path.write_text(SLIP, encoding="utf-8")
    return path


def _entry(store: Path) -> Path:
    [entry] = list((store / "lint-v2").glob("*.json"))
    return entry


def test_a_planted_all_clear_entry_is_not_believed(tmp_path: Path, doc: Path) -> None:
    store = tmp_path / "cache"
    expected = _rules(doc, store)
    assert "RG401" in expected
    entry = _entry(store)
    # What someone without the key can write: the right format, the right name, no findings.
    payload = json.dumps({"key": entry.stem, "findings": []}).encode()
    entry.write_bytes(b"reportgen-cache-1 " + b"0" * 64 + b"\n" + payload)
    assert _rules(doc, store) == expected


def test_a_one_byte_flip_is_not_believed(tmp_path: Path, doc: Path) -> None:
    store = tmp_path / "cache"
    expected = _rules(doc, store)
    entry = _entry(store)
    data = bytearray(entry.read_bytes())
    position = data.index(b'"RG401"') + 4
    data[position] ^= 0x01  # RG401 -> RG411 ('0' -> '1')
    entry.write_bytes(bytes(data))
    assert _rules(doc, store) == expected


def test_an_entry_copied_under_another_name_is_not_believed(tmp_path: Path) -> None:
    store = JsonStore(tmp_path / "c", "ns")
    store.put("a", {"findings": 1})
    (tmp_path / "c" / "ns" / "a.json").rename(tmp_path / "c" / "ns" / "b.json")
    assert store.get("b") is None


def test_a_planted_empty_catalog_does_not_remove_answer_5(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from reportgen.catalog import load_catalog

    monkeypatch.setenv("REPORTGEN_CACHE_DIR", str(tmp_path))
    load_catalog.cache_clear()
    try:
        full = load_catalog()
        [entry] = list((tmp_path / "catalog-v1").glob("*.json"))
        header = entry.read_bytes().partition(b"\n")[0]
        entry.write_bytes(header + b"\n[]")
        load_catalog.cache_clear()
        assert load_catalog() == full and len(full) >= 17
    finally:
        load_catalog.cache_clear()


def test_no_jinja_bytecode_cache(tmp_path: Path) -> None:
    from reportgen.report.environment import make_environment

    assert make_environment().bytecode_cache is None


def test_a_foreign_owner_means_the_cache_is_not_used(
    tmp_path: Path, doc: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = tmp_path / "cache"
    _rules(doc, store)
    assert JsonStore(store, "lint-v2").get(_entry(store).stem) is not None
    someone_else = os.getuid() + 1 if hasattr(os, "getuid") else 1
    monkeypatch.setattr(cachedir.os, "getuid", lambda: someone_else, raising=False)
    assert JsonStore(store, "lint-v2").get(_entry(store).stem) is None


@pytest.mark.skipif(os.name == "nt", reason="POSIX modes")
def test_a_folder_others_can_write_is_not_used(tmp_path: Path, doc: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    expected = [f.rule for f in lint_paths([doc])[0].findings]
    assert _rules(doc, shared) == expected
    assert list(shared.iterdir()) == []  # nothing written into a folder others can write


@pytest.mark.skipif(os.name == "nt", reason="POSIX modes")
def test_a_key_others_can_read_is_not_used(tmp_path: Path) -> None:
    store = JsonStore(tmp_path / "c", "ns")
    store.put("a", [1])
    assert JsonStore(tmp_path / "c", "ns").get("a") == [1]
    (tmp_path / "c" / "key").chmod(0o644)
    assert JsonStore(tmp_path / "c", "ns").get("a") is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_fifo_planted_as_an_entry_does_not_hang(tmp_path: Path, doc: Path) -> None:
    store = tmp_path / "cache"
    expected = _rules(doc, store)
    entry = _entry(store)
    entry.unlink()
    os.mkfifo(entry)
    assert _rules(doc, store) == expected


def test_old_entries_are_pruned_and_used_ones_kept(tmp_path: Path) -> None:
    store = JsonStore(tmp_path / "c", "ns")
    store.put("old", 1)
    store.put("used", 2)
    folder = tmp_path / "c" / "ns"
    long_ago = time.time() - cachedir.MAX_AGE_S - 86400
    for name in ("old.json", "used.json", "last-prune"):
        os.utime(folder / name, (long_ago, long_ago))
    fresh = JsonStore(tmp_path / "c", "ns")
    assert fresh.get("used") == 2  # a hit refreshes the entry's time
    fresh.put("new", 3)  # a write prunes, at most once a day
    assert sorted(p.name for p in folder.glob("*.json")) == ["new.json", "used.json"]


def test_cache_clean_removes_what_reportgen_keeps_and_nothing_else(tmp_path: Path) -> None:
    root = tmp_path / "c"
    JsonStore(root, "lint-v2").put("a", 1)
    JsonStore(root, "catalog-v1").put("b", 2)
    (root / "jinja-0.1.0").mkdir()
    (root / "jinja-0.1.0" / "__jinja2_x.cache").write_bytes(b"\x80\x04pickle")
    (root / "reference-0.1.0-abc.json").write_text("{}")
    (root / "mine.txt").write_text("not reportgen's")
    result = run_reportgen("cache", "clean", cwd=tmp_path, env={"REPORTGEN_CACHE_DIR": str(root)})
    assert_no_traceback(result)
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in root.iterdir()) == ["mine.txt"]
    where = run_reportgen("cache", "dir", cwd=tmp_path, env={"REPORTGEN_CACHE_DIR": str(root)})
    assert where.stdout == f"{root}\n"


def _home_env(tmp_path: Path, cache: str | None) -> dict[str, str | None]:
    return {
        "HOME": str(tmp_path / "home"),
        "XDG_CACHE_HOME": str(tmp_path / "xdg"),
        "REPORTGEN_CACHE_DIR": cache,
    }


@pytest.mark.parametrize("how", ["empty variable", "--no-cache"])
def test_caching_off_writes_nothing(tmp_path: Path, how: str) -> None:
    (tmp_path / "home").mkdir()
    (tmp_path / "doc.md").write_text(SLIP, encoding="utf-8")
    env = _home_env(tmp_path, "" if how == "empty variable" else str(tmp_path / "cache"))
    flag = ["--no-cache"] if how == "--no-cache" else []
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    assert before == [Path("doc.md"), Path("home")]
    for args in (
        ["lint", "doc.md", *flag],
        ["grade", "doc.md", "--scenario", str(EXERCISE), *flag],
        ["build", str(EXERCISE), "--out", "out", *flag],
    ):
        result = run_reportgen(*args, cwd=tmp_path, env=env)
        assert_no_traceback(result)
        assert result.returncode in (0, 1), result.stderr
    # The build's own output aside, and matplotlib's font list (in matplotlib's own folders,
    # which reportgen does not manage), no file was written and no reportgen folder made.
    after = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    new = [p for p in after if p not in before and p.parts[0] != "out"]
    assert [p for p in new if "matplotlib" not in p.parts and not (tmp_path / p).is_dir()] == []
    assert not [p for p in new if "reportgen" in p.parts or "cache" in p.parts]


def test_tilde_is_expanded_in_the_cache_variables(tmp_path: Path) -> None:
    (tmp_path / "home").mkdir()
    (tmp_path / "doc.md").write_text(SLIP, encoding="utf-8")
    for cache, where in (("~/c", "home/c"), (None, "xdg/reportgen")):
        env = _home_env(tmp_path, cache)
        env["XDG_CACHE_HOME"] = "~/../xdg"
        result = run_reportgen("lint", "doc.md", cwd=tmp_path, env=env)
        assert_no_traceback(result)
        assert (tmp_path / where / "lint-v2").is_dir()
        assert not (tmp_path / "~").exists()


def test_the_reference_cache_is_keyed_by_the_engine_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An edited engine under the same version number never meets an older reference."""
    from reportgen.lint import reference

    first = reference._cache_name("ab" * 32)
    engine = Path(reference.__file__).resolve().parents[1] / "engine" / "young.py"
    real_read_bytes = Path.read_bytes

    def edited(self: Path) -> bytes:
        data = real_read_bytes(self)
        return data + b"\n# edited\n" if self == engine else data

    monkeypatch.setattr(Path, "read_bytes", edited)
    assert reference._cache_name("ab" * 32) != first


@pytest.mark.skipif(os.name == "nt", reason="POSIX modes")
def test_a_group_writable_folder_of_the_user_is_tightened_and_used(tmp_path: Path) -> None:
    """``mkdir`` under umask 002 makes group-writable folders: the cache would never be used."""
    root = tmp_path / "c"
    root.mkdir()
    root.chmod(0o775)
    store = JsonStore(root, "ns")
    store.put("a", [1])
    assert root.stat().st_mode & 0o777 == 0o755
    assert JsonStore(root, "ns").get("a") == [1]
