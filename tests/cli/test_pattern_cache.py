"""The compiled-pattern cache of the ``reportgen`` command (``reportgen/_pattern_cache.py``).

What it must never do is change what a pattern matches: every pattern it hands out must be the
pattern ``re`` compiles (``Pattern.__eq__`` compares pattern, flags and the engine's op-codes),
whether it came from the file or not, and a bad file must cost nothing but time.
"""

from __future__ import annotations

import marshal
import os
import re
import re._compiler
import subprocess
import sys
import zlib
from array import array
from collections.abc import Iterator
from pathlib import Path

import pytest

from reportgen import _pattern_cache

REPO = Path(__file__).resolve().parents[2]

# Patterns of every kind the engine compiles differently: literals, classes, case-folding,
# named and numbered groups, look-arounds, back-references, possessive and lazy repeats,
# Unicode, verbose and multi-line flags.
SAMPLES = [
    (r"\b(\d+(?:\.\d+)?)\s*(s|min|h)\b", 0),
    (r"(?P<value>[\d,]+)\s*(?P<unit>GPU-h(?:ours?)?)", re.IGNORECASE),
    (r"^#{1,6}\s+(.*?)\s*#*$", re.MULTILINE),
    (r"(?<![\w.])(?:optimi[sz]er|adam)\s+(?:state|moments?)(?!\w)", re.I),
    (r"(['\"])(.*?)\1", 0),
    (r"a{2,}+b*?c?", 0),
    (r"[≈~]\s*\d+\s*(?:×|x)", re.UNICODE),
    (r"  # a verbose pattern\n  (?P<n>\d+) \s* % ", re.VERBOSE),
    (r"[^\W\d_]+", re.ASCII),
    (r"", 0),
]


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("REPORTGEN_NO_PATTERN_CACHE", raising=False)
    _pattern_cache.uninstall()
    yield tmp_path
    _pattern_cache.uninstall()


def _fresh_compile(pattern: str, flags: int) -> re.Pattern[str]:
    # Straight to the compiler, past re's own in-process cache.
    return re._compiler.compile(pattern, flags)  # type: ignore[attr-defined,no-any-return]


def _run_once() -> dict[tuple[str, int], re.Pattern[str]]:
    """One 'process': install, compile every sample, save, uninstall."""
    _pattern_cache.install()
    try:
        return {(p, f): _fresh_compile(p, f) for p, f in SAMPLES}
    finally:
        _pattern_cache.save()
        _pattern_cache.uninstall()


def _cache_files(home: Path) -> list[Path]:
    return sorted((home / "reportgen").glob("patterns2-*.marshal"))


def test_a_second_run_gets_equal_patterns_from_the_file(cache_home: Path) -> None:
    first = _run_once()
    (path,) = _cache_files(cache_home)
    stored = _pattern_cache._read(str(path))
    assert set(stored) == {(p, f) for p, f in SAMPLES}

    second = _run_once()
    for key, pattern in second.items():
        expected = _fresh_compile(*key)
        assert pattern == expected == first[key], key
        assert pattern.groupindex == expected.groupindex and pattern.groups == expected.groups
    # and they match alike
    text = "T* = 66 min, ≈ 3 × 'a' 'b' 120 GPU-hours, 14 % Adam moments"
    for (p, f), pattern in second.items():
        reference = re.compile(p, f)
        assert [m.group(0) for m in pattern.finditer(text)] == [
            m.group(0) for m in reference.finditer(text)
        ]


def test_the_second_run_compiles_nothing(cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _run_once()
    parsed: list[str] = []
    real_parse = re._parser.parse  # type: ignore[attr-defined]

    def counting_parse(p: str, flags: int = 0, state: object = None) -> object:
        parsed.append(p)
        return real_parse(p, flags, state) if state is not None else real_parse(p, flags)

    monkeypatch.setattr(re._parser, "parse", counting_parse)  # type: ignore[attr-defined]
    _run_once()
    assert parsed == []


def _code(ops: list[int]) -> bytes:
    """Op-codes as the cache stores them."""
    return array(_pattern_cache._OPCODE, ops).tobytes()


def _framed(payload: bytes) -> bytes:
    """``payload`` as the cache writes it: header, CRC-32, payload."""
    return _pattern_cache._HEADER + zlib.crc32(payload).to_bytes(4, "big") + payload


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"not marshal at all",
        _framed(b"not marshal at all"),
        _framed(marshal.dumps(["a list, not a dict"])),
        # right shape, op-codes the engine must reject
        _framed(marshal.dumps({(SAMPLES[0][0], 0): (32, _code([999, 999, 999]), 0, {}, (None,))})),
        # right shape, wrong arity
        _framed(marshal.dumps({(SAMPLES[0][0], 0): (32,)})),
    ],
    ids=["empty", "garbage", "framed-garbage", "not-a-dict", "bad-op-codes", "bad-entry"],
)
def test_a_bad_file_costs_only_time(cache_home: Path, content: bytes) -> None:
    _run_once()
    (path,) = _cache_files(cache_home)
    path.write_bytes(content)
    for key, pattern in _run_once().items():
        assert pattern == _fresh_compile(*key)


def _crashing_entry() -> tuple[tuple[str, int], tuple[object, ...]]:
    """An entry the engine accepts and then crashes on (found by fuzzing: one skip changed)."""
    code = [14, 9, 4, 1, 1, 16, 92, 16, 34, 0, 13, 1, 16, 92, 16, 34, 0, 1]
    return ('[\\\\"]', 0), (32, _code(code), 0, {}, (None,))


def test_a_damaged_file_is_not_read(cache_home: Path) -> None:
    """One changed op-code can crash the interpreter inside _sre.compile, so damage anywhere
    in the file means it is not read at all (the CRC-32 in its header)."""
    _run_once()
    (path,) = _cache_files(cache_home)
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x01
    path.write_bytes(bytes(data))
    assert _pattern_cache._read(str(path)) == {}


@pytest.mark.parametrize("mode", [0o664, 0o646, 0o666])
def test_a_file_others_could_write_is_not_read(cache_home: Path, mode: int) -> None:
    key, entry = _crashing_entry()
    path = cache_home / "planted.marshal"
    path.write_bytes(_framed(marshal.dumps({key: entry})))
    path.chmod(0o600)
    assert _pattern_cache._read(str(path)) == {key: entry}  # framed right, this user's
    path.chmod(mode)
    assert _pattern_cache._read(str(path)) == {}


def test_files_are_private_and_written_through_no_link(cache_home: Path) -> None:
    _run_once()
    (path,) = _cache_files(cache_home)
    assert path.stat().st_mode & 0o777 == 0o600
    assert (cache_home / "reportgen").stat().st_mode & 0o077 == 0
    # a link left at the temporary name is not written through
    victim = cache_home / "victim"
    victim.write_text("untouched")
    path.unlink()
    tmp = Path(f"{path}.{os.getpid()}.tmp")
    tmp.symlink_to(victim)
    _run_once()
    assert victim.read_text() == "untouched"


def test_turned_off_by_the_environment(cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REPORTGEN_NO_PATTERN_CACHE", "1")
    _run_once()
    assert _cache_files(cache_home) == []
    assert re._compiler.compile is _pattern_cache._state.get("original", re._compiler.compile)


def test_an_unwritable_home_is_fine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    _pattern_cache.uninstall()
    try:
        for key, pattern in _run_once().items():
            assert pattern == _fresh_compile(*key)
    finally:
        _pattern_cache.uninstall()
    assert not any(p.name.endswith(".tmp") for p in tmp_path.rglob("*"))


def test_a_few_new_patterns_do_not_rewrite_the_file(cache_home: Path) -> None:
    _run_once()
    (path,) = _cache_files(cache_home)
    before = path.read_bytes()
    _pattern_cache.install()
    try:
        _fresh_compile(r"a pattern built from a set's order \d+", 0)
    finally:
        _pattern_cache.save()
        _pattern_cache.uninstall()
    assert path.read_bytes() == before


def _lint_twice(doc: Path, cache_home: Path) -> None:
    """Two real ``reportgen lint`` processes with ``cache_home`` as the user cache: the first
    writes the files, the second reads them."""
    env = {"XDG_CACHE_HOME": str(cache_home), "PATH": ""}
    for _ in range(2):
        done = subprocess.run(
            [sys.executable, "-m", "reportgen", "lint", "--no-cache", str(doc)],
            env=env,
            capture_output=True,
            text=True,
        )
        assert done.returncode in (0, 1), done.stderr


def test_the_linter_s_own_patterns_come_back_equal(tmp_path: Path) -> None:
    """Every pattern the linter compiles, read back from the file by a second process, equals
    the pattern ``re`` compiles (two real ``reportgen lint`` processes, then a check)."""
    doc = tmp_path / "doc.md"
    doc.write_text("# Q1\n\nT* = 66 min with Adam moments and the RNG state saved.\n")
    _lint_twice(doc, tmp_path)
    (path,) = _cache_files(tmp_path)
    stored = _pattern_cache._read(str(path))
    assert len(stored) > 150  # the linter's and markdown-it's patterns
    import _sre  # type: ignore[import-not-found]

    for (pattern, flags), entry in stored.items():
        code = array(_pattern_cache._OPCODE, entry[1]).tolist()
        assert _sre.compile(pattern, entry[0], code, *entry[2:]) == _fresh_compile(pattern, flags)


def _memo_run(code: Path, values: dict[tuple[str, int], object]) -> dict[object, object]:
    """One 'process' that finds the memo, adds ``values`` and saves."""
    _pattern_cache.install()
    try:
        table = _pattern_cache.memo("analyses", str(code), lambda v: isinstance(v, frozenset))
        found = dict(table)
        table.update(values)
        _pattern_cache.save()
        return found
    finally:
        _pattern_cache.uninstall()


def test_memo_comes_back_for_the_same_code_only(cache_home: Path, tmp_path: Path) -> None:
    code = tmp_path / "analysis.py"
    code.write_text("def analyse(pattern): ...\n")
    assert _memo_run(code, {("a+", 0): frozenset({"a"}), ("x|y", 2): None}) == {}
    # the next run finds what passes the check (None does not pass this one)
    assert _memo_run(code, {}) == {("a+", 0): frozenset({"a"})}
    code.write_text("def analyse(pattern): return 'changed'\n")
    assert _memo_run(code, {}) == {}  # another digest: the old results are not read


def test_memo_without_install_is_a_plain_dict(cache_home: Path, tmp_path: Path) -> None:
    table = _pattern_cache.memo("analyses", __file__, lambda v: True)
    table[("a", 0)] = 1
    _pattern_cache.save()
    assert table == {("a", 0): 1}
    assert list(cache_home.rglob("*.marshal")) == []


def test_the_linter_s_analyses_read_back_equal_computed(tmp_path: Path) -> None:
    """A second real run reads the pattern analyses (required substrings, leads) from the file;
    every one of them equals what the analysis computes."""
    _lint_twice(REPO / "tests" / "lint" / "unseen" / "u1-confluence-design-doc.md", tmp_path)
    from reportgen.lint import _regex

    for name, compute in (
        ("substrings", _regex._required_substrings),
        ("leads", _regex._compute_leads),
    ):
        (path,) = (tmp_path / "reportgen").glob(f"{name}-*.marshal")
        stored = _pattern_cache._read(str(path))
        assert len(stored) > 10
        for (source, flags), value in stored.items():
            assert value == compute(source, flags), source


def test_a_memo_of_new_code_replaces_the_old_file(cache_home: Path, tmp_path: Path) -> None:
    code = tmp_path / "analysis.py"
    code.write_text("version 1\n")
    _memo_run(code, {("a+", 0): frozenset({"a"})})
    code.write_text("version 2\n")
    _memo_run(code, {("a+", 0): frozenset({"a"})})
    files = sorted(p.name for p in (cache_home / "reportgen").glob("analyses-*.marshal"))
    assert len(files) == 1  # the first version's file is gone
    assert _memo_run(code, {}) == {("a+", 0): frozenset({"a"})}


def _compile_in_a_run(patterns: list[str], command: str = "reportgen") -> None:
    _pattern_cache.install(command)
    try:
        for p in patterns:
            _fresh_compile(p, 0)
    finally:
        _pattern_cache.save()
        _pattern_cache.uninstall()


def test_a_file_keeps_this_run_s_patterns_first_up_to_the_cap(
    cache_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_pattern_cache, "CAP", 50)
    old = [f"old{i}[a-z]+" for i in range(45)]
    _compile_in_a_run(old)
    (path,) = _cache_files(cache_home)
    assert len(_pattern_cache._read(str(path))) == 45
    # A run of 10 other patterns: those first, then the file's others in its order, up to 50.
    new = [f"new{i}[0-9]+" for i in range(10)]
    _compile_in_a_run(new)
    kept = list(_pattern_cache._read(str(path)))
    assert [k[0] for k in kept] == new + old[:40]
    # A run that uses few patterns and adds none (results from the cache) rewrites nothing.
    before = path.read_bytes()
    _compile_in_a_run(new[:3])
    assert path.read_bytes() == before


def test_each_command_has_its_own_file(cache_home: Path) -> None:
    _compile_in_a_run(["lint[a-z]+"], "lint")
    _compile_in_a_run(["build[a-z]+"], "build")
    _compile_in_a_run(["version[a-z]+"], "--version")
    names = sorted(p.name.split("-")[1] for p in _cache_files(cache_home))
    assert names == ["build", "lint", "other"]
