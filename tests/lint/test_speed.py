"""The linter's speed-ups change nothing: the result cache, the process pool and the faster
matchers give exactly what the plain code gives."""

from __future__ import annotations

import json
import math
import os
import random
import re
import subprocess
import sys
from dataclasses import astuple
from itertools import pairwise
from pathlib import Path

import pytest

from reportgen.cachedir import JsonStore
from reportgen.catalog import load_catalog
from reportgen.lint import api, cache, concepts, document, quantities
from reportgen.lint.api import effective_jobs, lint_paths
from reportgen.lint.config import LintConfig
from reportgen.lint.vocabulary import load_vocabularies

REPO = Path(__file__).resolve().parents[2]
CORPUS = [
    REPO / "tests" / "corpus" / "submissions",
    REPO / "tests" / "lint" / "documents",
    REPO / "tests" / "lint" / "fixtures",
]


def _as_data(results) -> list[tuple[str, list[dict[str, object]], str | None]]:  # type: ignore[no-untyped-def]
    return [(r.path, [f.__dict__ for f in r.findings], r.error) for r in results]


@pytest.fixture(scope="module")
def plain() -> list[tuple[str, list[dict[str, object]], str | None]]:
    """The corpus linted one file after another, without a cache."""
    return _as_data(lint_paths(CORPUS, jobs=1))


@pytest.fixture(scope="module")
def sentences() -> list[str]:
    out: set[str] = set()
    for folder in CORPUS:
        for path in sorted(folder.rglob("*.md")):
            doc = document.parse_document(path.read_text("utf-8", errors="replace"), str(path))
            out.update(s.text for s in doc.sentences)
            out.update(f"{s.text} {s.context}" for s in doc.sentences)
            out.update(b.text for b in doc.blocks)
    return sorted(out)


# --- the process pool ------------------------------------------------------------------------


def test_parallel_results_equal_serial_in_input_order(plain) -> None:  # type: ignore[no-untyped-def]
    assert _as_data(lint_paths(CORPUS, jobs=2)) == plain
    assert _as_data(lint_paths(CORPUS, jobs=3)) == plain


def test_catalog_from_its_disk_cache_equals_the_yaml(monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("REPORTGEN_CACHE_DIR", str(tmp_path))
    original = load_catalog()
    load_catalog.cache_clear()
    try:
        first = load_catalog()  # parses the YAML, writes the cache
        assert list(tmp_path.glob("catalog-v1/*.json"))
        load_catalog.cache_clear()
        second = load_catalog()  # from the cache
        assert first == second == original
    finally:
        load_catalog.cache_clear()


def test_effective_jobs() -> None:
    assert effective_jobs(1, 500) == 1
    assert effective_jobs(4, 2) == 2  # never more processes than files
    assert effective_jobs(None, api.PARALLEL_MIN_FILES) == 1  # small runs stay in-process
    assert effective_jobs(0, 3) == 1
    assert effective_jobs(None, 1000) == min(api.available_cpus(), 1000 // 4)
    assert effective_jobs(None, 0) == 1
    # Many small files: not worth starting processes.
    assert effective_jobs(None, 100, chars=api.PARALLEL_MIN_CHARS - 1) == 1
    assert effective_jobs(None, 100, chars=api.PARALLEL_MIN_CHARS) == min(api.available_cpus(), 25)
    assert effective_jobs(None, 17, chars=10**6) == min(api.available_cpus(), 4)


# --- the result cache ------------------------------------------------------------------------


def test_cached_output_equals_uncached(tmp_path: Path, plain) -> None:  # type: ignore[no-untyped-def]
    first = _as_data(lint_paths(CORPUS, jobs=1, cache_dir=tmp_path))
    entries = list((tmp_path / "lint-v2").rglob("*.json"))
    assert first == plain and entries
    second = _as_data(lint_paths(CORPUS, jobs=2, cache_dir=tmp_path))
    assert second == plain
    assert sorted((tmp_path / "lint-v2").rglob("*.json")) == sorted(entries)
    assert (tmp_path / "CACHEDIR.TAG").read_text().startswith("Signature: 8a477f597d28d172")


def _doc(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir(exist_ok=True)
    path = folder / "d.md"
    path.write_text(text, "utf-8")
    return path


SLIP = "## 1. Baseline\n\nT* = √(2 × 240 × 9) ≈ 65.7 s.\n"


def _no_linting(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def fail(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("linted although the cache holds the result")

    monkeypatch.setattr(api, "lint_text", fail)


def test_cache_hit_does_not_lint(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = _doc(tmp_path, SLIP)
    store = tmp_path / "cache"
    expected = _as_data(lint_paths([path], cache_dir=store))
    assert any(f["rule"] == "RG401" for f in expected[0][1])
    _no_linting(monkeypatch)
    assert _as_data(lint_paths([path], cache_dir=store)) == expected


def test_content_change_invalidates(tmp_path: Path) -> None:
    path = _doc(tmp_path, SLIP)
    store = tmp_path / "cache"
    before = lint_paths([path], cache_dir=store)[0].findings
    path.write_text(SLIP.replace("65.7 s", "3,944 s"), "utf-8")
    after = lint_paths([path], cache_dir=store)[0].findings
    assert after == lint_paths([path])[0].findings
    assert [f.message for f in after] != [f.message for f in before]


def test_config_and_inline_flag_change_invalidate(tmp_path: Path) -> None:
    comment = "<!-- reportgen-disable-next-line RG401 -- example -->\n"
    text = SLIP.replace("T* =", comment + "T* =")
    path = _doc(tmp_path, text)
    store = tmp_path / "cache"
    rules = lambda results: [f.rule for f in results[0].findings]  # noqa: E731
    assert "RG401" not in rules(lint_paths([path], cache_dir=store))
    assert "RG401" in rules(lint_paths([path], cache_dir=store, inline_config=False))
    no_inline = LintConfig(no_inline_config=True)
    assert "RG401" in rules(lint_paths([path], cache_dir=store, config=no_inline))
    severity = LintConfig(severity={"RG401": "info"}, no_inline_config=True)
    found = lint_paths([path], cache_dir=store, config=severity)[0].findings
    assert {f.severity for f in found if f.rule == "RG401"} == {"info"}
    disabled = LintConfig(disabled={"RG401"}, no_inline_config=True)
    assert "RG401" not in rules(lint_paths([path], cache_dir=store, config=disabled))
    # And back: each setting kept its own entry.
    assert "RG401" not in rules(lint_paths([path], cache_dir=store))


def test_scenario_changes_the_key() -> None:
    from reportgen.lint.reference import load_reference

    config = LintConfig()
    default = cache.settings_digest(config, load_reference(), True)
    other = cache.settings_digest(config, load_reference(REPO / "inputs" / "opt-175b.yaml"), True)
    assert default != other
    assert default == cache.settings_digest(config, load_reference(), True)
    assert default != cache.settings_digest(config, load_reference(), False)


def test_version_or_code_change_invalidates(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = _doc(tmp_path, SLIP)
    store = tmp_path / "cache"
    lint_paths([path], cache_dir=store)
    before = set((store / "lint-v2").rglob("*.json"))
    import reportgen

    digest = cache.code_digest
    digest.cache_clear()
    monkeypatch.setattr(reportgen, "__version__", "0.0.0-other")
    try:
        lint_paths([path], cache_dir=store)
        after_version = set((store / "lint-v2").rglob("*.json"))
        assert after_version > before  # a new entry: the old one was not used
        monkeypatch.setattr(cache, "code_digest", lambda: "edited rule code")
        lint_paths([path], cache_dir=store)
        assert set((store / "lint-v2").rglob("*.json")) > after_version
    finally:
        digest.cache_clear()


def test_code_digest_covers_every_data_file_the_linter_reads() -> None:
    """A cache may only make a run faster: an edit to any file the linter's findings depend on
    (a vocabulary phrasing, a catalog item) must change the key. Every data file loaded through
    ``load_data`` anywhere in the linter or the catalog is hashed (the vocabulary was not, once,
    and a changed phrasing was answered from the cache)."""
    package = Path(cache.__file__).resolve().parent.parent
    hashed = set(cache.digested_files())
    sources = [*(package / "lint").rglob("*.py"), package / "catalog.py"]
    loaded = {
        name
        for source in sources
        for name in re.findall(r'load_data\(\s*"([^"]+)"', source.read_text("utf-8"))
    }
    assert {"state_catalog.yaml", "vocabulary.yaml"} <= loaded
    assert {package / "data" / name for name in loaded} <= hashed
    assert all(path.is_file() for path in hashed)


def test_code_digest_covers_the_rules_and_catalog() -> None:
    digest = cache.code_digest()
    assert re.fullmatch(r"[0-9a-f]{64}", digest)
    # The digest reads the files of reportgen/lint (rules included) and the catalog.
    here = Path(cache.__file__).resolve().parent
    assert (here / "rules" / "rg101_missing_state.py").is_file()


@pytest.mark.parametrize(
    "garbage",
    [b"", b"not json", b"\xff\xfe\x00", b"[]", b'{"key": "other", "findings": []}', None],
)
def test_unreadable_entry_is_not_trusted(tmp_path: Path, garbage: bytes | None) -> None:
    path = _doc(tmp_path, SLIP)
    store = tmp_path / "cache"
    expected = _as_data(lint_paths([path], cache_dir=store))
    [entry] = list((store / "lint-v2").rglob("*.json"))
    if garbage is None:  # the right header, a finding with a wrong field: fails its digest
        header, _, payload = entry.read_bytes().partition(b"\n")
        data = json.loads(payload)
        data["findings"][0]["line"] = "one"
        entry.write_bytes(header + b"\n" + json.dumps(data).encode())
    else:
        entry.write_bytes(garbage)
    assert _as_data(lint_paths([path], cache_dir=store)) == expected
    data = JsonStore(store, "lint-v2").get(entry.stem)  # rewritten, and checks out
    assert data["key"] == entry.stem and isinstance(data["findings"][0]["line"], int)


def test_unwritable_cache_is_skipped(tmp_path: Path) -> None:
    path = _doc(tmp_path, SLIP)
    blocker = tmp_path / "file-not-dir"
    blocker.write_text("x")
    assert _as_data(lint_paths([path], cache_dir=blocker / "cache")) == _as_data(lint_paths([path]))


def test_cache_directory_from_the_environment(monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("REPORTGEN_CACHE_DIR", str(tmp_path / "c"))
    assert cache.default_cache_dir() == tmp_path / "c"
    monkeypatch.setenv("REPORTGEN_CACHE_DIR", "")
    assert cache.default_cache_dir() is None
    monkeypatch.delenv("REPORTGEN_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.default_cache_dir() == tmp_path / "xdg" / "reportgen"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert cache.default_cache_dir() == tmp_path / "home" / ".cache" / "reportgen"


def _cli(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:

    return subprocess.run(
        [sys.executable, "-m", "reportgen.lint", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        env={**os.environ, **env},
    )


def test_cli_cache_jobs_and_no_cache(tmp_path: Path) -> None:
    store = tmp_path / "store"
    args = [str(p) for p in CORPUS] + ["--format", "json"]
    off = _cli(*args, "--no-cache", env={"REPORTGEN_CACHE_DIR": str(store)})
    assert not store.exists()
    cold = _cli(*args, "--jobs", "2", env={"REPORTGEN_CACHE_DIR": str(store)})
    assert list((store / "lint-v2").rglob("*.json"))
    warm = _cli(*args, env={"REPORTGEN_CACHE_DIR": str(store)})
    disabled = _cli(*args, "-j", "1", env={"REPORTGEN_CACHE_DIR": ""})
    assert off.returncode == cold.returncode == warm.returncode == disabled.returncode == 1
    assert off.stdout == cold.stdout == warm.stdout == disabled.stdout
    bad = _cli(*args, "--jobs", "-1", env={})
    assert bad.returncode == 2 and "--jobs" in bad.stderr


# --- the faster matchers give what the plain patterns give --------------------------------------


def _variants(seed: int, n: int) -> list[str]:
    """Phrasings of the catalog glued, cased and split in the ways prose does."""
    rnd = random.Random(seed)
    phrases = [p for item in load_catalog() for p in item.phrasings]
    glue = [" ", "", "-", "_", "/", "s ", "'s ", "es ", ". ", "x", "(", ")", " the ", "un", "; "]
    out = []
    for _ in range(n):
        parts = [rnd.choice(phrases) for _ in range(rnd.randint(1, 4))]
        text = "".join(rnd.choice(glue) + p for p in parts)
        out.append(text.upper() if rnd.random() < 0.2 else text)
    return out


def _mentions_plain(text: str) -> frozenset[str]:
    """:func:`concepts.mentions` as it was written first: each item's whole pattern."""
    norm = concepts.normalise(text)
    patterns = concepts.item_patterns()
    found = {
        item_id
        for item_id, (anchors, _) in concepts._sources().items()
        if (anchors is None or any(a in norm for a in anchors)) and patterns[item_id].search(norm)
    }
    # Named only inside another item's longer phrasing, where it modifies a later word.
    for (item_id, _), longer in concepts._shadows().items():
        if item_id in found:
            blanked = re.sub("|".join(map(concepts._phrase_regex, longer)), " ", norm)
            if blanked != norm and not patterns[item_id].search(blanked):
                found.discard(item_id)
    return frozenset(found)


def test_mentions_equals_the_plain_patterns(sentences) -> None:  # type: ignore[no-untyped-def]
    texts = sentences + _variants(0, 4000)
    different = [t for t in texts if concepts.mentions.__wrapped__(t) != _mentions_plain(t)]
    assert not different, different[:5]


def _finditer_plain(pattern: re.Pattern[str], text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group()) for m in pattern.finditer(text)]


def test_quantity_search_equals_finditer(sentences) -> None:  # type: ignore[no-untyped-def]
    rnd = random.Random(1)
    frags = [
        "approximately ", "approx. ", "about ", "≈", "~", "US$", "$", " ", ".5", "3,944",
        "3.9e3", "1 h 6 min", "%", " percent", "×", "x ", "k", "/GPU-h", " per useful GPU-hour",
        "TB", "GB/s", "steps", "s", "hours", "a", "A100", "v1.4", "²", "-", "(", "12", "\n",
    ]  # fmt: skip
    fuzz = ["".join(rnd.choice(frags) for _ in range(rnd.randint(1, 12))) for _ in range(3000)]
    # The patterns as they would be without the set of characters a match starts with.
    lookahead = quantities._APPROX[: quantities._APPROX.index("(?P<approx>")]
    assert lookahead.startswith("(?=[")
    unguarded = [
        re.compile(p.pattern.replace(lookahead, "", 1), p.flags) for _, p in quantities._PATTERNS
    ]
    for text in sentences + fuzz:
        for (_, pattern), bare in zip(quantities._PATTERNS, unguarded, strict=True):
            plain = _finditer_plain(pattern, text)
            got = [(m.start(), m.end(), m.group()) for m in quantities._finditer(pattern, text)]
            assert got == plain, (pattern.pattern, text)
            assert plain == _finditer_plain(bare, text), (pattern.pattern, text)


def test_every_quantity_holds_one_of_its_unit_words(sentences) -> None:  # type: ignore[no-untyped-def]
    """A text without any of a pattern's unit words (quantities._UNIT_WORDS) is not searched
    for it: every match of the pattern holds one."""
    rnd = random.Random(8)
    frags = [
        "$", "US$", " $", "USD", "usd", " dollars", "%", " percent", " per cent", " pct", "×",
        "x", "X", " times", "-fold", " fold", "kB", "GiB", "TB/s", " steps", " iterations",
        " iters", " s", " min", "3", "1,234", ".5", "≈", " ", "k", "M", " S", " MIN", " Min",
        " H", " h", "-hour", " d", " wk", " ms", " W", " Sec", "²",
    ]  # fmt: skip
    fuzz = ["".join(rnd.choice(frags) for _ in range(rnd.randint(1, 10))) for _ in range(5000)]
    dollars = [*frags, "$1", "$x", "${", "$\\", "$$", "1 $1", "5$", "5 $."]
    fuzz += ["".join(rnd.choice(dollars) for _ in range(8)) for _ in range(3000)]
    assert len(quantities._UNIT_WORDS) == len(quantities._PATTERNS)
    assert len(quantities._UNIT_GATES) == len(quantities._PATTERNS)
    for text in sentences + fuzz:
        for (_, pattern), units, gate in zip(
            quantities._PATTERNS, quantities._UNIT_WORDS, quantities._UNIT_GATES, strict=True
        ):
            if units:
                for m in pattern.finditer(text):
                    assert any(unit in m.group() for unit in units), (pattern.pattern, text)
            if gate is not None and gate.search(text) is None:
                assert pattern.search(text) is None, (pattern.pattern, text)


def test_near_equals_matching_each_value() -> None:
    """``reference.near`` (bisection in the sorted values) answers as testing every value."""
    from reportgen.lint import reference
    from reportgen.lint.reference import near

    rnd = random.Random(9)
    for _ in range(20000):
        value = rnd.choice(
            [0.0, rnd.uniform(0, 2), rnd.uniform(0, 5000), float(rnd.randint(0, 99))]
        )
        q = quantities.Quantity(
            "duration", value, "x", 0, 1, rnd.choice([0.0, 0.005, 0.5, 5.0]), rnd.random() < 0.3
        )
        values = [
            rnd.choice([value * rnd.uniform(0.9, 1.1), value + rnd.uniform(-6, 6), 0.0])
            for _ in range(rnd.randint(0, 8))
        ]
        rel = rnd.choice([0.005, 0.01, 0.015, 0.03])
        fine = rnd.random() < 0.3
        expected = any(q.matches(v, rel, fine=fine) for v in values)
        assert near(values, q, rel, fine=fine) == expected, (q, values, rel, fine)
        reference._SORTED.pop(id(values), None)


def test_clause_topics_equal_the_topic_patterns(sentences) -> None:  # type: ignore[no-untyped-def]
    """A clause's topics, found lower-cased and with the interval's strings tested first, are
    those its topic patterns find with re.IGNORECASE in the clause as written."""
    rnd = random.Random(6)
    words = [
        "T*", "t *", "T_opt", "T_{opt}", "optimal", "interval", "every", "every ~5", "every 16",
        "every few", "Young", "cadence", "period between", "*", "opt", "checkpoint", "save",
        "goodput", "overhead", "cost", "$", "MTBF", "restart", "write", "wall-clock", "days",
        "İ", "ſ", "K", "and", " ", "  ", "3,944 s", "=", "(", ")",
    ]  # fmt: skip
    fuzz = [" ".join(rnd.choice(words) for _ in range(rnd.randint(1, 10))) for _ in range(4000)]
    clauses = sentences + fuzz + [s.upper() for s in sentences[:500]]
    for clause in clauses:
        expected = frozenset(n for n, p in quantities.topic_words() if p.search(clause))
        assert quantities._clause_topics.__wrapped__(clause) == expected, clause


def _clause_plain(text: str, start: int, end: int) -> str:
    """The clause of a quantity at ``start:end`` as it was found before the breaks of a sentence
    were found once for all its quantities: each break searched for in the text before it."""
    origin = max(0, start - quantities._CLAUSE_BACK)
    left = text[origin:start]
    cut = max(left.rfind(sep) for sep in (";", ". ", "|", " and ", ", while", " whereas", " but "))
    return left[cut + 1 if cut >= 0 else 0 :] + " " + quantities._forward(text, end)


def test_clause_of_a_quantity_equals_the_search_before_it(sentences, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    rnd = random.Random(7)
    frags = [
        ";", ". ", "|", " and ", "and and ", ", while", " whereas", " but ", "but ", " ", "a",
        "3 s", "$1", "5%", ",", ".", "\n", "x" * 150,
    ]  # fmt: skip
    fuzz = ["".join(rnd.choice(frags) for _ in range(rnd.randint(1, 40))) for _ in range(3000)]
    seen: list[str] = []
    monkeypatch.setattr(quantities, "_clause_topics", lambda clause: seen.append(clause))
    for text in sentences + fuzz:
        points = sorted({0, len(text), *(rnd.randint(0, len(text)) for _ in range(6))})
        for start, end in pairwise(points):
            seen.clear()
            quantities._topic_cached.__wrapped__(text, start, end, "")
            assert seen == [_clause_plain(text, start, end) + " "], (text, start, end)


_SENTENCE_END_AS_WRITTEN = re.compile(
    r"(?<!\be\.g)(?<!\bi\.e)(?<!\bvs)(?<!\betc)(?<!\bapprox)(?<!\bcf)(?<!\bNo)"
    r"(?<=[.!?;])[)\"'”’]*\s+(?=[\"'“‘(\[]?[A-Z0-9$≈~*(\-•])"
)


def _split_plain(text: str) -> list[tuple[str, int, int, int]]:
    """:func:`document.split_sentences` without its shortcut for a text with no sentence end."""
    out = []
    start = newlines = counted = 0
    ends = document.sentence_ends(text)
    for end, resume in [*ends, (len(text), len(text))]:
        chunk = text[start:end]
        words = chunk.split()
        if words:
            first = start + len(chunk) - len(chunk.lstrip())
            newlines += text.count("\n", counted, first)
            counted = first
            out.append((" ".join(words), newlines, start, end))
        start = resume
    return out


def test_split_sentences_equals_the_plain_split(sentences) -> None:  # type: ignore[no-untyped-def]
    rnd = random.Random(11)
    alphabet = list('ab \n\t\u00a0\u2009.!?;A0$)"')
    fuzz = ["".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 30))) for _ in range(5000)]
    for text in sentences + fuzz:
        assert document.split_sentences(text) == _split_plain(text), text


def test_sentence_ends_are_those_of_the_pattern_as_written(sentences) -> None:  # type: ignore[no-untyped-def]
    rnd = random.Random(2)
    alphabet = list("ab .!?;)\"'”’\n\t A0$≈~*(-•[“‘e.gvsNo")
    fuzz = ["".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 40))) for _ in range(5000)]
    for text in sentences + fuzz + [s + " e.g. The i.e. A vs. B No. 5 etc. C" for s in sentences]:
        old = [(m.start(), m.end()) for m in _SENTENCE_END_AS_WRITTEN.finditer(text)]
        new = [(m.start() + 1, m.end()) for m in document._SENTENCE_END.finditer(text)]
        assert new == old, text


def test_unusual_case_characters_are_the_only_ones() -> None:
    """The premise of :class:`Caseless`, over every code point outside ASCII."""
    import string

    from reportgen.lint import _regex

    ascii_letter = re.compile("[a-z]", re.I)
    unusual = set()
    for cp in range(0x80, 0x110000):
        x = chr(cp)
        low = x.lower()
        if (
            len(low) != 1
            or low.isascii()
            or x.isalnum() != low.isalnum()
            or x.isspace() != low.isspace()
            or x.isdecimal() != low.isdecimal()
            or (x.isalpha() and ascii_letter.fullmatch(x))
        ):
            unusual.add(x)
    assert unusual == set(_regex._UNUSUAL_CASE.pattern[1:-1])
    assert all(len(c.lower()) == 1 for c in string.printable)


def test_uncased_symbols_match_only_themselves() -> None:
    """The premise of letting :class:`Caseless` lower-case patterns that hold symbols outside
    ASCII (``≥``, ``÷``, ``√``): no other character lower-cases to such a symbol, and ignoring
    case it matches only itself."""
    from reportgen.lint._regex import _ascii_or_uncased_symbol

    accepted = 0
    for cp in range(0x80, 0x110000):
        x = chr(cp)
        low = x.lower()
        if len(low) == 1 and not low.isascii() and _ascii_or_uncased_symbol(low):
            assert low == x, (hex(cp), low)
        if _ascii_or_uncased_symbol(x):
            accepted += 1
    assert accepted > 1000
    for c in "≥≤≈≡÷√−–—×·…→":
        assert _ascii_or_uncased_symbol(c)
        assert [m.group() for m in re.finditer(re.escape(c), "aA" + c + "bB", re.I)] == [c]
    for c in "éÉßΣïÏİı\u212a\u00a0":
        assert not _ascii_or_uncased_symbol(c)


def _caseless_patterns() -> list[re.Pattern[str]]:
    from reportgen.lint._regex import Caseless
    from reportgen.lint.rules import (
        rg201_unstated_number,
        rg202_unstated_model,
        rg401_arithmetic,
        rg801_overhead_goodput,
    )

    return (
        [p for _, p in quantities.topic_words()]
        # every vocabulary (some with symbols outside ASCII: ≥, ≡, ÷, −, √), whole and each
        # phrasing alone (a vocabulary of cues is counted phrasing by phrasing)
        + [v.compiled.pattern for v in load_vocabularies().values()]
        + [re.compile(p, re.I) for v in load_vocabularies().values() for p in v.patterns]
        # the conditions of conditional state items (RG101 asks them of every sentence)
        + [
            re.compile(source, re.I)
            for item in load_catalog()
            if item.condition is not None
            for source in (item.condition.holds_when, item.condition.unless)
        ]
        # asked of every number or sentence (the rules' *_FAST)
        + [
            getattr(module, name[: -len("_FAST")])
            for module in (
                rg201_unstated_number,
                rg202_unstated_model,
                rg401_arithmetic,
                rg801_overhead_goodput,
            )
            for name in vars(module)
            # (a vocabulary's, above, has no pattern of its own in the module)
            if name.endswith("_FAST")
            and isinstance(getattr(module, name), Caseless)
            and hasattr(module, name[: -len("_FAST")])
        ]
    )


def test_caseless_search_equals_ignorecase_search(sentences) -> None:  # type: ignore[no-untyped-def]
    from reportgen.lint._regex import Caseless

    patterns = _caseless_patterns()
    wrapped = [Caseless(p) for p in patterns]
    # Every one is searched lower-cased, but for at most two of the rules' own patterns.
    assert sum(w.lowered is not None for w in wrapped) >= len(patterns) - 2
    rnd = random.Random(3)
    words = [
        "Overhead", "GOODPUT", "T*", "t *", "Interval", "every", "$", "Cost", "MTBF", "mtbf",
        "Restart", "WRITE time", "wall-clock", "Days", "tax", "Young", "snapshot", "İ", "ı",
        "ſ", "\u212a", "É", "ß", "Σ", " ", "; ", ". ", "Assume", "e.g.", "Spot", "RNG",
        "out of scope", "we do NOT save", "Statistical", "120 s", "200 jobs", "√", "≈",
        "≥", "≡", "÷", "−", "–", "Goodput", "= ", "FINISH", "before", "T > W", "interval",
        "Exceed", "1 − ", "1/(", "e^(−", "E^-", "exp(-", "Daly", "DALY's", "e^{−",
    ]  # fmt: skip
    fuzz = ["".join(rnd.choice(words) for _ in range(rnd.randint(1, 10))) for _ in range(4000)]
    for text in sentences + fuzz + [s.upper() for s in sentences[:500]]:
        for pattern, fast in zip(patterns, wrapped, strict=True):
            assert fast.found(text) == (pattern.search(text) is not None), (pattern.pattern, text)
            m, plain = fast.search(text), pattern.search(text)
            assert (m and m.span()) == (plain and plain.span()), (pattern.pattern, text)


def test_caseless_text_shorter_than_every_leading_word_has_no_match(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A text shorter than the shortest of a pattern's leading words is answered without a
    search (a one-letter heading or list item): the same answer as the search, on every prefix
    of the patterns' own words, in every case, with the characters that lower-case oddly."""
    from reportgen.lint import _regex
    from reportgen.lint._regex import Caseless, required_words

    patterns = _caseless_patterns()
    monkeypatch.setattr(_regex, "_STARTS_AFTER", 0)  # the start words from the first search on
    wrapped = [Caseless(p) for p in patterns]
    for w in wrapped:
        w.search("")
    assert sum(w._shortest >= 3 for w in wrapped) >= 40  # the shortcut is taken
    rnd = random.Random(11)
    odd = ["İ", "ı", "ſ", "\u212a", "É", "ß", " ", "-", "$", "*", "1", "%"]
    texts = {""}
    for w in wrapped:
        for word in required_words(w.lowered or w.pattern) or ():
            for k in range(len(word) + 1):
                texts.update((word[:k], word[:k].upper(), word[:k].title()))
    alphabet = [t for t in texts if len(t) == 1] + odd
    texts.update(
        "".join(rnd.choice(alphabet) for _ in range(rnd.randint(1, 6))) for _ in range(3000)
    )
    for text in sorted(texts):
        for pattern, fast in zip(patterns, wrapped, strict=True):
            assert fast.found(text) == (pattern.search(text) is not None), (pattern.pattern, text)
            m, plain = fast.search(text), pattern.search(text)
            assert (m and m.span()) == (plain and plain.span()), (pattern.pattern, text)


def test_caseless_tries_only_where_a_leading_word_starts(sentences, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Searching from the places where a leading word starts, then letting the engine search on
    after ``_TRIES`` of them, finds the match the whole search finds, in long texts (documents,
    runs of sentences) as in short ones, whatever ``_TRIES`` is."""
    from reportgen.lint import _regex
    from reportgen.lint._regex import Caseless, required_words

    patterns = _caseless_patterns()
    monkeypatch.setattr(_regex, "_STARTS_AFTER", 0)  # the start words from the first search on
    wrapped = [Caseless(p) for p in patterns]
    for w in wrapped:
        w.search("")
    assert sum(w.lowered is not None and w._starts not in (None, False) for w in wrapped) >= 40
    rnd = random.Random(5)
    texts = [
        path.read_text("utf-8", errors="replace")
        for folder in CORPUS
        for path in sorted(folder.rglob("*.md"))[:40]
    ]
    texts += [" ".join(rnd.sample(sentences, 12)) for _ in range(150)]
    for tries in (0, 1, 3, _regex._TRIES):
        monkeypatch.setattr(_regex, "_TRIES", tries)
        for text in texts[:: 1 if tries == _regex._TRIES else 3]:
            for pattern, fast in zip(patterns, wrapped, strict=True):
                m, plain = fast.search(text), pattern.search(text)
                assert (m and m.span()) == (plain and plain.span()), (tries, pattern.pattern)
    # The premise: every match of a lowered pattern starts with one of its leading words.
    for fast in wrapped:
        if fast._starts is None:
            continue
        words = required_words(fast.lowered)
        for text in texts[::4]:
            lowered = text.lower()
            for m in fast.lowered.finditer(lowered):
                assert lowered.startswith(words, m.start()), (fast.lowered.pattern, m.group())


def test_start_words_are_compiled_only_after_some_text() -> None:
    """A short document's first run does not compile the start words of every pattern it
    searches (issue 14, start-up): they come once a pattern has searched ``_STARTS_AFTER``
    characters, and the search finds the same before and after."""
    from reportgen.lint import _regex
    from reportgen.lint._regex import Caseless

    pattern = re.compile(r"\b(?:goodput|useful (?:time|work))\b", re.IGNORECASE)
    fast = Caseless(pattern)
    text = "The Goodput is 0.9 of the wall time. "
    assert fast.search(text).span() == pattern.search(text).span()  # type: ignore[union-attr]
    assert fast._starts is False
    long_text = "x" * _regex._STARTS_AFTER + text
    assert fast.search(long_text).span() == pattern.search(long_text).span()  # type: ignore[union-attr]
    assert fast._starts is not False and fast._starts is not None
    assert fast.search(text).span() == pattern.search(text).span()  # type: ignore[union-attr]


def test_may_be_found_only_where_a_line_may_match(sentences) -> None:  # type: ignore[no-untyped-def]
    """``may_be_found`` of lines joined is False only when no line has a match."""
    from reportgen.lint._regex import may_be_found

    patterns = _caseless_patterns()
    rnd = random.Random(11)
    groups = [rnd.sample(sentences, rnd.randint(1, 40)) for _ in range(300)]
    groups += [[s.upper() for s in g] for g in groups[:50]] + [["ſ", "İ stuff"], [""]]
    skipped = 0
    for pattern in patterns:
        for group in groups:
            if not may_be_found(pattern, "\n".join(group)):
                skipped += 1
                assert not any(pattern.search(line) for line in group), pattern.pattern
    assert skipped > 1000


def test_leading_words_of_groups() -> None:
    from reportgen.lint._regex import required_words

    assert required_words(re.compile(r"(finish|done)\w* x|\b(?:a|bc)d", re.I)) == (
        "finish",
        "done",
        "a",
        "bc",
    )
    assert required_words(re.compile(r"\b(they|these)\b x")) == ("they", "these")
    for source in (r"(a|b)?c", r"(?:a|b)*c", r"(?=a)a", r"(?i:a)", r"(?P<n>a)", r"(a|\d)", r"(a"):
        assert required_words(re.compile(source) if source != "(a" else _Src(source)) is None


class _Src:
    """A pattern's source and flags, for one ``re`` would refuse to compile."""

    def __init__(self, source: str) -> None:
        self.pattern, self.flags = source, 0

    def __hash__(self) -> int:
        return hash(self.pattern)


def test_guarded_document_searches_equal_the_patterns(sentences) -> None:  # type: ignore[no-untyped-def]
    """The checks on a whole document that first look for what every match starts with give
    the answer of the pattern searched from the start."""
    rnd = random.Random(9)
    frags = [
        "1",
        "12",
        "123",
        "4 567",
        " ",
        "\u00a0",
        ".",
        ",",
        "a",
        "\n",
        "= ",
        ":toc:",
        ":",
        "\n:author:",
        "== B",
        "\t",
        "9",
        "000",
        "١٢٣",
        "\n= T",
        ".5",
        "x1 234 567",
    ]
    texts = ["".join(rnd.choice(frags) for _ in range(rnd.randint(1, 30))) for _ in range(20000)]
    texts += sentences
    texts += [
        p.read_text("utf-8", errors="replace") for f in CORPUS for p in sorted(f.rglob("*.md"))
    ]
    for text in texts:
        throughout = (
            len(document._SPACE_PAIR.findall(text)) >= 3
            and document._COMMA_GROUP.search(text) is None
        )
        assert document._space_grouped(text) == (
            document._SPACE_GROUPED.search(text) is not None or throughout
        )
        assert document._adoc_marked(text) == (document._ADOC_MARKER.search(text) is not None)


def test_caseless_refuses_what_lower_casing_would_change() -> None:
    from reportgen.lint._regex import Caseless

    refused = (r"\S+x", r"[A-Z]x", r"(?P<Name>x)", r"na[iï]ve", r"(?s)x", r"[\]A]", r"\\(?i:x)")
    for source in refused:
        assert Caseless(re.compile(source, re.I)).lowered is None, source
    assert Caseless(re.compile(r"\bMTBF\b", re.I)).lowered is not None
    assert Caseless(re.compile(r"e\(?x", re.I)).lowered is not None  # "\(?": no inline flag
    assert Caseless(re.compile("mtbf")).lowered is None  # not case-insensitive: left alone


def _fast_searched_patterns() -> list[re.Pattern[str]]:
    from reportgen.lint.rules import _common, rg601_async_constraint

    return [
        *_common._EXERCISE_CUES,
        rg601_async_constraint._ASYNC,
        *_caseless_patterns(),
    ]


def test_needs_reference_lists_exactly_the_rules_that_read_it() -> None:
    from reportgen.lint.registry import NEEDS_REFERENCE, all_rules

    assert {r.code for r in all_rules() if r.needs_reference} == NEEDS_REFERENCE


def _tokens(md, text: str) -> list[tuple[object, ...]]:  # type: ignore[no-untyped-def]
    return [(t.type, t.tag, t.map, t.content, t.nesting, t.info, t.markup) for t in md.parse(text)]


def test_no_normalize_rule_gives_markdown_it_s_own_tokens() -> None:
    """markdown-it's normalize rule is off; parse_document's own line-ending and NUL handling
    gives the tokens the stock parser (normalize on) gives for the text as written."""
    from markdown_it import MarkdownIt

    stock = MarkdownIt("commonmark", {"html": True}).enable("table")
    stock.core.ruler.disable(["inline", "text_join"])
    paths = [p for top in ("tests", "site") for p in sorted((REPO / top).rglob("*.md"))][:400]
    texts = [p.read_text("utf-8", errors="replace") for p in paths]
    texts += [t.replace("\n", "\r\n") for t in texts[:50]] + [
        t.replace("\n", "\r") for t in texts[:50]
    ]
    texts += ["a\0b\r\n\r\n# T\0\n\n| a | b |\n|---|---|\n| \0 | 2 |\n", "\0", "x\r\ry\r\n"]
    assert "normalize" not in document._markdown().core.ruler.get_active_rules()
    for text in texts:
        body = text.replace("\r\n", "\n").replace("\r", "\n").replace("\0", "\ufffd")
        assert _tokens(document._parser_for(body), body) == _tokens(stock, text), text[:100]


def test_the_parser_without_rules_that_cannot_match_gives_the_same_tokens() -> None:
    """:func:`document._parser_for` turns off block rules a text gives no hold to; the tokens
    must be those of the parser with every rule, on every Markdown file of the tests, the site
    and the benchmarks, and on fuzz made of the characters those rules look for."""
    names = [rule.name for rule in document._markdown().block.ruler.__rules__]
    assert names == list(document._BLOCK_RULES)  # every block rule is switched on or off
    paths = [
        p for top in ("tests", "site", "benchmarks") for p in sorted((REPO / top).rglob("*.md"))
    ]
    texts = [p.read_text("utf-8", errors="replace") for p in paths]
    texts = [t for t in texts if t]
    assert len(texts) > 100
    rnd = random.Random(3)
    pieces = [
        "para", "text ", "\n", "\n\n", "> ", ">", "<div>", "<!-- c -->", "```", "~~~", "---",
        "***", "* * *", "_ _ _", "- ", "1. ", "===", "==", "-", "|", "| a | b |", "|---|---|",
        "--- | ---", "[x]: /url", "[x]", "    ", "\t", "# ", "## H", "a|b", ":-:", "  ",
        "+ ", "+", "*", "1) ", "12.", "1.", "1", ")", ".", "-a", " ", "   ", "> > ", ">\t",
    ]  # fmt: skip
    texts += ["".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 30))) for _ in range(3000)]
    for text in texts:
        gated = _tokens(document._parser_for(text), text)
        assert gated == _tokens(document._parser(), text), text[:200]


def _read_as_parsed(token: object) -> tuple[object, ...]:
    """What ``parse_document`` may read of a token: all of it but a paragraph's ``hidden`` flag
    (set in a tight list) and a list open's line span and start number (it reads neither)."""
    t = token.type  # type: ignore[attr-defined]
    opens = t in ("bullet_list_open", "ordered_list_open")
    return (
        t,
        token.tag,  # type: ignore[attr-defined]
        token.nesting,  # type: ignore[attr-defined]
        None if opens else token.attrs,  # type: ignore[attr-defined]
        None if opens else token.map,  # type: ignore[attr-defined]
        token.level,  # type: ignore[attr-defined]
        token.content,  # type: ignore[attr-defined]
        token.markup,  # type: ignore[attr-defined]
        token.info,  # type: ignore[attr-defined]
        token.meta,  # type: ignore[attr-defined]
        token.block,  # type: ignore[attr-defined]
        token.children,  # type: ignore[attr-defined]
        None if t.startswith("paragraph") else token.hidden,  # type: ignore[attr-defined]
    )


_TOKEN_FIELDS = (
    "type", "tag", "nesting", "attrs", "map", "level", "children", "content", "markup", "info",
    "meta", "block", "hidden",
)  # fmt: skip
"""Every field of markdown-it's ``Token`` (checked below against its dataclass fields)."""


def _every_field(token: object) -> tuple[object, ...]:
    """Every field of a token, markdown-it's or one :func:`document._block_token_runs` made
    itself (:class:`document._LineToken`, which compares by its fields, not as an object)."""
    return tuple(getattr(token, name) for name in _TOKEN_FIELDS)


def test_line_tokens_have_every_field_of_markdown_it_s_token() -> None:
    """:class:`document._LineToken` holds every field of markdown-it's ``Token``, with its
    defaults for those it is never given (``attrs``, ``meta``: empty; ``block``: True for block
    tokens), and none can be written to through the shared mappings."""
    from dataclasses import fields

    from markdown_it.token import Token

    assert tuple(f.name for f in fields(Token)) == _TOKEN_FIELDS
    made = document._heading_tokens(document._LineToken, "## A b", 2, 4, {})
    parsed = document._parser().parse("\n\n\n\n## A b\n")
    assert list(map(_every_field, made)) == list(map(_every_field, parsed))
    with pytest.raises(TypeError):
        made[0].attrs["id"] = "x"  # type: ignore[index]
    with pytest.raises(AttributeError):
        made[0].other = 1  # type: ignore[attr-defined]


def _run_texts() -> list[str]:
    paths = [
        p for top in ("tests", "site", "benchmarks") for p in sorted((REPO / top).rglob("*.md"))
    ]
    texts = [p.read_text("utf-8", errors="replace") for p in paths]
    texts += [t.replace("<", "").replace("```", "").replace("~~~", "") for t in texts]
    rnd = random.Random(10)
    pieces = [
        "para", "text ", "\n", "\n\n", "\n \n", "\n\t\n", "> ", ">", "---", "***", "* * *",
        "_ _ _", "- ", "-", "+ ", "* ", "*", "**b**", "1. ", "1) ", "2.", "12", "===", "==",
        "|", "| a | b |", "|---|---|", "--- | ---", "[x]: /url", "[x]:\n/url", "[x]", "    ",
        "  ", "\t", "# ", "## H", "a|b", ":-:", "\u00a0", "\f",
    ]  # fmt: skip
    texts += ["".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 60))) for _ in range(4000)]
    # runs of ATX headings, with what markdown-it trims from them or reads otherwise
    headings = [
        "# A\n", "## B\n", "### C d\n", "###### F\n", "####### G\n", "#H\n", "# H #\n",
        "# H#\n", "# H ##\n", "#\tH\n", "#  H\n", "# H \n", "# H\t\n", "#\n", "# \n",
        "# \u00a0H\n", "# H\u2003\n", "# H\x1c\n", "# a | b\n", "|---|---|\n", "\n", "\n",
        "\n", "text\n", "  # I\n", "    # J\n", "===\n", "---\n", "- # K\n", "1. L\n",
        "> # M\n", "#\u00a0N\n", "\\# O\n",
    ]  # fmt: skip
    for _ in range(2000):
        texts.append("".join(rnd.choices(headings, k=rnd.randint(1, 60))))
    # long lists of one-line items, with whatever may end, nest in or continue them
    items = [
        "1. a\n", "2. b\n", "1) c\n", "- d\n", "- e\n", "* f\n", "+ g\n", "10. h\n", "\n",
        "para\n", "  - i\n", "   1. j\n", "- - -\n", "* * *\n", "---\n", "===\n", "> q\n",
        "    code\n", "  more\n", "1. \n", "-\n", "# H\n", "| a |\n", "|---|\n", "1.  k\n",
        "2.\tl\n", "- **m**\n", "3. N\n", "\t- o\n", "1. p \n", "- q\u00a0\n", "2. r\x1c\n",
        "1. s | t\n", "- u\t\n",
    ]  # fmt: skip
    for _ in range(3000):
        weights = [6 if x[:1] in "-+*123" and x[1:3] in (" a", " b", " c", " d", " e", ". ", ") ")
                   else 1 for x in items]  # fmt: skip
        texts.append("".join(rnd.choices(items, weights, k=rnd.randint(1, 80))))
    return texts


def test_token_runs_are_the_tokens_of_the_whole_text(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """:func:`document._block_token_runs` reads a long document a run of top-level blocks (or
    of a list's one-line items) at a time; with runs as short as they come, its tokens are those
    of the whole text as ``parse_document`` reads them, on every Markdown file of the tests, the
    site and the benchmarks (with and without their HTML and fences) and on fuzz of block
    starts, blank lines and list items; a run cut inside a list only differs in a paragraph's
    ``hidden`` flag and the list open's span."""
    monkeypatch.setattr(document, "_RUN_LINES", 1)
    split = within_lists = 0
    for text in _run_texts():
        md = document._parser_for(text)
        runs = list(document._block_token_runs(md, text))
        split += len(runs) > 1
        whole = md.parse(text)
        tokens = [token for run in runs for token in run]
        assert list(map(_read_as_parsed, tokens)) == list(map(_read_as_parsed, whole)), text[:300]
        if list(map(_every_field, tokens)) != list(map(_every_field, whole)):
            within_lists += 1
    assert split > 1000
    assert within_lists > 300


def test_headings_and_items_read_directly_are_those_of_markdown_it(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The tokens :func:`document._block_token_runs` makes itself, of an ATX heading that starts
    a top-level block (:func:`document._heading_tokens`) and of a list's one-line item followed
    by another (:func:`document._item_tokens`), are those of markdown-it's parse of the whole
    text, every field but the item paragraph's ``hidden`` flag (as in a tight list): checked by
    the test above on the same texts; here, that it met enough of both, and lines it must
    leave to markdown-it."""
    made = {"heading": 0, "item": 0}

    def counted(kind: str, make):  # type: ignore[no-untyped-def]
        def count(*args):  # type: ignore[no-untyped-def]
            made[kind] += 1
            return make(*args)

        return count

    monkeypatch.setattr(document, "_RUN_LINES", 1)
    monkeypatch.setattr(document, "_heading_tokens", counted("heading", document._heading_tokens))
    monkeypatch.setattr(document, "_item_tokens", counted("item", document._item_tokens))
    for text in _run_texts():
        list(document._block_token_runs(document._parser_for(text), text))
    assert made["heading"] > 4000, made
    assert made["item"] > 1500, made
    for line in ("# H #", "# H ", "#  H", "#H", "####### H", "# a | b", "#", "# ", "# H\u2003"):
        assert document._atx_level(line) == 0, line
    assert [document._atx_level(x) for x in ("# H", "###### H", "#\tH", "## a#b")] == [1, 6, 1, 2]
    assert not document._one_line_item("1. a ") and not document._one_line_item("- a\u00a0")


def test_documents_read_in_runs_equal_the_whole_parse(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The same of the whole :class:`document.Document`: runs as short as they come against
    the whole text parsed at once."""
    texts = _run_texts()[::3]
    monkeypatch.setattr(document, "_RUN_LINES", 10**9)
    whole = [document.parse_document(t) for t in texts]
    monkeypatch.setattr(document, "_RUN_LINES", 1)

    def every_field(doc: document.Document) -> list[tuple[object, ...]]:
        return [astuple(x) for x in (*doc.sections, *doc.blocks, *doc.code_blocks)]

    for text, expected in zip(texts, whole, strict=True):
        assert every_field(document.parse_document(text)) == every_field(expected), text[:300]


def _normalise_with_patterns(text: str) -> str:
    """:func:`concepts.normalise` as it was first written, with two substitutions."""
    text = text.lower().replace("’", "'").replace("‘", "'")
    text = re.sub(r"(?<=[a-z])\.(?=[a-z])", " ", text)
    text = re.sub(r"[-_/]+", " ", text)
    return re.sub(r"\s+", " ", text)


def test_normalise_equals_the_substitutions(sentences) -> None:  # type: ignore[no-untyped-def]
    rnd = random.Random(4)
    pieces = [
        "a", "B", " ", "  ", "\t", "\n", "-", "--", "_", "/", "’", "‘", "'", "x-y", "\x1c",
        "\x85", "\xa0", "\u2028", "\u200b", "\u3000", "İ", "Σ", "ß", "Adam's", "RNG", ".",
        "a.b", "e.g.",
    ]  # fmt: skip
    fuzz = ["".join(rnd.choice(pieces) for _ in range(rnd.randint(0, 12))) for _ in range(5000)]
    for text in sentences + fuzz + ["", " ", "-", " a ", "\n\n"]:
        assert concepts.normalise(text) == _normalise_with_patterns(text), repr(text)


def test_covered_items_of_a_few_items_equals_all_items_filtered(sentences) -> None:  # type: ignore[no-untyped-def]
    rnd = random.Random(5)
    pieces = [
        "commit marker", "COMMITTED file", "written last", "manifest", "TP/PP layout",
        "parallel layout", "RNG state", "optimizer state", "; ", ". ", "we do not save ",
        "out of scope", "not needed", "but ", "the ", "and ", "atomic rename", "sharding",
    ]  # fmt: skip
    fuzz = ["".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 8))) for _ in range(3000)]
    texts = sentences + fuzz
    every = concepts.covered_items(texts)
    for only in (
        frozenset({"commit-marker", "parallel-layout"}),
        frozenset({"rng-state"}),
        frozenset({"data-position", "optimizer-step", "global-step"}),
    ):
        assert concepts.covered_items(texts, only) == {
            item: found for item, found in every.items() if item in only
        }


def test_shadows_equal_every_pair_tested() -> None:
    """The phrasings one item's phrasings modify, found by str.find over all of them at once,
    are those found by testing every (phrasing, longer phrasing) pair, in the same order."""
    items = concepts._items()
    brute: dict[tuple[str, str], list[str]] = {}
    for item_id, _, phrases in items:
        own = [(q, concepts._Phrasing(q)) for q in phrases if q[:1].isalnum()]
        for other_id, _, longer in items:
            if other_id == item_id:
                continue
            for phrase in longer:
                if any(concepts._modifies(q, m, phrase) for q, m in own):
                    brute.setdefault((item_id, other_id), []).append(phrase)
    assert brute  # the catalog has such compounds ("optimizer step boundary")
    assert concepts._shadows() == {pair: tuple(p) for pair, p in brute.items()}
    assert list(concepts._shadows()) == list(brute)


def test_patterns_with_words_of_other_languages_stay_lower_cased() -> None:
    # An accented letter ("hypothèse", "échoue") would turn off the lower-cased search: HEDGE is
    # asked of every sentence, the others of every section.
    from reportgen.lint._regex import Caseless

    patterns = [v.compiled.pattern for v in load_vocabularies().values()]
    for pattern in patterns:
        assert Caseless(pattern).lowered is not None, pattern.pattern[:60]


# --- numbers judged once per distinct input (issue 12, the '$1 ' and '5% ' runs) ---------------


def test_near_remembers_only_what_each_list_answers(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """``reference.near`` keeps its answers per list of values and per number (value, rounding,
    approximation, tolerance): asked again, also after the answers kept were dropped, it
    answers as testing every value."""
    from reportgen.lint import reference
    from reportgen.lint.reference import near

    monkeypatch.setattr(reference, "_ANSWERS_KEPT", 16)
    rnd = random.Random(12)
    lists = [[rnd.uniform(0, 100) for _ in range(rnd.randint(0, 6))] for _ in range(5)]
    lists.append([1.0, 1.01, 0.0, 2.5])
    numbers = [float(v) for v in (0, 1, 2, 2.5, 0.5, 1.004, 99, 100)] + [
        rnd.uniform(0, 100) for _ in range(30)
    ]
    for _ in range(20000):
        values = rnd.choice(lists)
        q = quantities.Quantity(
            "money",
            rnd.choice(numbers + [rnd.choice(v) for v in lists if v]),
            "x",
            rnd.randint(0, 9),
            10,
            rnd.choice([0.0, 0.005, 0.5]),
            rnd.random() < 0.3,
        )
        rel = rnd.choice([0.01, 0.03])
        fine = rnd.random() < 0.2
        expected = any(q.matches(v, rel, fine=fine) for v in values)
        assert near(values, q, rel, fine=fine) == expected, (q, values, rel, fine)
    for values in lists:
        reference._SORTED.pop(id(values), None)


def _forward_plain(text: str, end: int) -> str:
    """The rest of a quantity's clause as it was found before: cut at each break in turn."""
    rest = text[end : end + 60]
    for sep in (";", ". ", "|", ", ", "→", "->", "⇒"):
        i = rest.find(sep)
        if i >= 0:
            rest = rest[:i]
    return rest


def test_forward_clause_equals_cutting_at_each_break(sentences) -> None:  # type: ignore[no-untyped-def]
    rnd = random.Random(13)
    frags = [";", ".", ". ", " ", "|", ",", ", ", "→", "-", "->", ">", "⇒", "a", "3 s", "x" * 30]
    fuzz = ["".join(rnd.choice(frags) for _ in range(rnd.randint(1, 30))) for _ in range(4000)]
    for text in sentences + fuzz:
        for end in {0, len(text), len(text) + 3, *(rnd.randint(0, len(text)) for _ in range(5))}:
            assert quantities._forward(text, end) == _forward_plain(text, end), (text, end)


def test_quantities_of_dense_text_equal_those_found_digit_by_digit(sentences, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A text dense in digits is searched with the plain search, others with ``_finditer``:
    forcing either way gives the same quantities."""
    rnd = random.Random(14)
    frags = ["$1 ", "5% ", "3 s", "1,234 steps", "≈", "~", "a", " ", "x ", "2.5×", "$", "1 h 6 min"]
    fuzz = ["".join(rnd.choice(frags) for _ in range(rnd.randint(1, 40))) for _ in range(3000)]
    texts = [t for t in sentences + fuzz if re.search(r"\d", t)]
    found = {}
    for dense in (0, 10**9):
        monkeypatch.setattr(quantities, "_DENSE", dense)
        found[dense] = [quantities._find_cached.__wrapped__(t) for t in texts]
    assert found[0] == found[10**9]


def test_numbers_judged_once_per_neighbourhood_as_each_alone(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """RG401 judges a number once per sentence for the numbers with the same inputs (value,
    rounding, topics, the characters around it): its findings are those of judging each."""
    from reportgen.lint.api import load_reference
    from reportgen.lint.model import Context
    from reportgen.lint.rules import rg401_arithmetic

    class Forgetful(dict):  # type: ignore[type-arg]
        def __contains__(self, key: object) -> bool:
            return False

    rnd = random.Random(15)
    numbers = [
        "3,944 s", "65.7 min", "65.7 s", "246 s", "4,382 steps", "14.8%", "5%", "$1", "$1.06",
        "$1.06/useful GPU-h", "2.5×", "~3,118 s", "1,162 s (≈ 19 min)", "14 min = 1,400 s",
    ]  # fmt: skip
    words = [
        "T* =", "overhead of", "goodput", "the interval is", "every", "sharded", "async", "cost",
        "MTBF", "restart", "write takes", ";", ",", ".", "and", "=", "≈", "per useful GPU-hour",
    ]  # fmt: skip
    docs = []
    for _ in range(60):
        parts = []
        for _ in range(rnd.randint(1, 4)):
            run = [rnd.choice(numbers if rnd.random() < 0.6 else words) for _ in range(80)]
            parts.append(f"## {rnd.randint(1, 7)}. Part\n\n" + " ".join(run) + "\n")
        docs.append("\n".join(parts))
    docs += [p.read_text("utf-8", errors="replace") for p in sorted(CORPUS[1].rglob("*.md"))]
    ctx = Context(reference=load_reference())

    def findings() -> list[object]:
        return [list(rg401_arithmetic.check(document.parse_document(d), ctx)) for d in docs]

    remembered = findings()
    monkeypatch.setattr(rg401_arithmetic, "_Judgements", Forgetful)
    assert findings() == remembered


def test_required_words_are_in_every_match(sentences) -> None:  # type: ignore[no-untyped-def]
    """Every match of a pattern holds one of its ``required_words`` (lower-cased), in text
    without the characters of ``_UNUSUAL_CASE``; the exercise's cues are counted as searching
    each gives."""
    from reportgen.lint._regex import _UNUSUAL_CASE, found, found_by_words, required_words
    from reportgen.lint.rules import _common, rg502_missing_part
    from reportgen.lint.vocabulary import vocabulary

    cues = [re.compile(p, re.I) for p in vocabulary("exercise_cues").patterns]
    headings = [
        re.compile(p, re.I)
        for _, name in document._TOPICS
        if name
        for p in vocabulary(name).patterns
    ]
    rnd = random.Random(16)
    patterns = [
        *cues,
        *(p for _, p in quantities.topic_words()),
        *headings,
        re.compile(r"ab?|c[|]d|(e|f)g|\(h|i\|j", re.I),
        re.compile(r"Spot|spot|x{2}y|x*z"),
        rg502_missing_part._STEPS_NAMED,
        rg502_missing_part._OVERHEAD_NAMED,
        rg502_missing_part._GOODPUT_NAMED,
    ]
    words = sorted({w for p in patterns for w in (required_words(p) or ())})
    frags = [*words, *(w.upper() for w in words), *(w[:-1] for w in words if len(w) > 1)]
    frags += [" ", "\n", ".", "ſ", "K", "(", "|", "SPOT", "Spot", "xxy", "z", "ab", "a"]
    fuzz = ["".join(rnd.choice(frags) for _ in range(rnd.randint(1, 12))) for _ in range(4000)]
    assert required_words(re.compile(r"shared file ?system|\bRNG\b", re.I)) == (
        "shared file",
        "rng",
    )
    assert required_words(re.compile(r"(?x) a b")) is None
    assert required_words(re.compile(r"T\s?\*|√")) is None
    assert required_words(re.compile(r"RNG")) is None
    checked = 0
    for pattern in patterns:
        for text in fuzz:
            assert found_by_words(pattern, text) == found(pattern, text), (pattern.pattern, text)
        needed = required_words(pattern)
        if needed is None:
            continue
        for text in sentences + fuzz:
            if _UNUSUAL_CASE.search(text):
                continue
            lowered = text.lower()
            if not any(w in lowered for w in needed):
                checked += 1
                assert pattern.search(text) is None, (pattern.pattern, text)
    assert checked > 10000
    for folder in CORPUS[1:]:
        for path in sorted(folder.rglob("*.md"))[:80]:
            doc = document.parse_document(path.read_text("utf-8", errors="replace"))
            searched = 0
            for pattern in cues:
                if pattern.search(doc.text):
                    searched += 1
                    if searched >= _common._ENOUGH_CUES:
                        break
            assert _common._cues(doc) == searched, path


def _number_series_plain(sections: list[document.Section]) -> None:
    """``document._number_series`` as it was: every member of every series kept."""
    series: dict[tuple[str, int], list[tuple[document.Section, int]]] = {}
    for section in sections:
        m = document._SERIES.match(section.title)
        if m:
            key = (m["prefix"].strip().lower(), section.level)
            series.setdefault(key, []).append((section, int(m["n"])))
    for members in series.values():
        numbers = [n for _, n in members]
        if len(members) < 4 or len(set(numbers)) != len(numbers):
            continue
        topical = [(s.own_question, n) for s, n in members if s.own_question is not None]
        if len(topical) < 2 or any(q != n for q, n in topical):
            continue
        for section, n in members:
            if section.own_question is None:
                section.own_question = n


def test_number_series_equals_keeping_every_member() -> None:
    rnd = random.Random(17)
    prefixes = ["Failure story", "Slide", "Lesson", "Spot", "Q", "Part"]
    for _ in range(3000):
        made = []
        for k in range(rnd.randint(0, 14)):
            title = f"{rnd.choice(prefixes)} {rnd.randint(1, 8)}{rnd.choice(['', ': x', ' — y'])}"
            own = rnd.choice([None, None, rnd.randint(1, 7), "recommendation"])
            made.append((k, title, rnd.choice([2, 3]), own))
        ours = [document.Section(k, t, lv, k + 1, k + 1, own) for k, t, lv, own in made]
        plain = [document.Section(k, t, lv, k + 1, k + 1, own) for k, t, lv, own in made]
        document._number_series(ours)
        _number_series_plain(plain)
        assert [s.own_question for s in ours] == [s.own_question for s in plain], made


def test_only_a_duration_s_judgement_reads_its_topics() -> None:
    """RG401 works out the topics of a number's clause only for a duration: another number's
    judgement is the same whatever the topics."""
    from reportgen.lint.api import load_reference
    from reportgen.lint.rules import rg401_arithmetic

    ref = load_reference()
    facts = list(ref.facts.values())
    every_topic = frozenset(name for name, _ in quantities.topic_words())
    rnd = random.Random(18)
    words = [
        "T* =", "overhead of", "goodput is", "interval", "every", "cost", "$", "MTBF", "restart",
        "write takes", "wall-clock", "=", "≈", "per useful GPU-hour", "useful", "shard", "async",
    ]  # fmt: skip
    numbers = [
        "14.8%", "5%", "85 %", "$1", "$1.06", "$1.06/useful GPU-h", "$2.20 per GPU-hour", "2.5×",
        "3.2x", "4,382 steps", "4.4k steps", "1.4 TB", "2 GB/s", "$138k", "12 percent",
    ]  # fmt: skip
    texts = [
        " ".join(rnd.choice(words + numbers) for _ in range(rnd.randint(1, 12)))
        for _ in range(3000)
    ]
    judged = 0
    for text in texts:
        for q in quantities.quantities_in(text):
            if q.kind == "duration":
                continue
            for one_strategy in (False, True):
                answers = {
                    rg401_arithmetic._judge(q, text, topics, ref, facts, "", one_strategy)
                    for topics in (frozenset(), every_topic, quantities.topics_near(text, q))
                }
                assert len(answers) == 1, (text, q)
                judged += 1
    assert judged > 5000


def _find_plain(text: str) -> tuple[quantities.Quantity, ...]:
    """``quantities._find_cached`` as it was before its readings were remembered (and before
    dense text was searched plainly): every match read where it is found."""
    q = quantities
    found: list[quantities.Quantity] = []
    # Characters already claimed by an earlier (higher-priority) pattern's match: a bitmap keeps
    # the overlap test proportional to the match, not to the number of quantities found.
    taken = bytearray(len(text))
    for (kind, pattern), units in zip(q._PATTERNS, q._UNIT_WORDS, strict=True):
        if units and not any(unit in text for unit in units):
            continue
        for m in q._finditer(pattern, text):
            start, end = m.start(), m.end()
            if any(taken[start:end]):
                continue
            # A number glued to a word or another number ("T2", "v1.4") is not a quantity.
            num_start = m.start("num")
            if num_start > 0 and (text[num_start - 1].isalnum() or text[num_start - 1] in "._"):
                continue
            if num_start > 1 and text[num_start - 1] == "/" and text[num_start - 2].isdigit():
                continue  # "64/51 GB/s": a quotient's divisor
            if (
                kind == "money"
                and num_start > 0
                and text[num_start - 1] == "$"
                and text[start:end].rstrip().endswith("$")
            ):
                continue  # "$90$": LaTeX math, not a price
            try:
                value, res = q._number(m.group("num"))
            except ValueError:
                continue  # out of a float's range: no quantity
            approx = bool(m.group("approx"))
            per = ""
            q_kind = kind
            if kind == "money":
                scale = m.group("scale")
                if scale:
                    factor = q._SCALE[scale]
                    value, res = value * factor, res * factor
                if m.group("per"):
                    q_kind = "money_rate"
                    per_text = m.group("per").lower()
                    per = (
                        "useful"
                        if (
                            "useful" in per_text
                            or "effective" in per_text
                            or "productive" in per_text
                        )
                        else "wall"
                        if "wall" in per_text
                        else ""
                    )
            elif kind == "steps":
                if m.group("scale"):  # "4.4k steps": thousands
                    value, res = value * 1e3, res * 1e3
            elif kind == "percent":
                value, res = value / 100.0, res / 100.0
            elif kind == "size":
                factor = q._SIZE_UNITS[m.group("unit").lower()]
                value, res = value * factor, res * factor
                if m.group("rate"):
                    q_kind = "bandwidth"
            elif kind == "duration":
                unit = m.group("unit")
                if unit == "m" and text[end : end + 1] == "²":
                    continue
                unit_s = q._TIME_UNITS.get(unit.lower())
                if unit_s is None:
                    continue
                value, res = value * unit_s, res * unit_s
                if m.group("num2"):
                    f2 = q._TIME_UNITS[m.group("unit2").lower()]
                    try:
                        v2, r2 = q._number(m.group("num2"))
                    except ValueError:
                        continue
                    value, res = value + v2 * f2, r2 * f2
            if not (math.isfinite(value) and math.isfinite(res)):
                continue  # scaled out of a float's range ("1e308 h")
            found.append(q.Quantity(q_kind, value, m.group(0), start, end, res, approx, per))
            taken[start:end] = b"\x01" * (end - start)
    if q._SPELLED_GATE.search(text):
        found += q._spelled(text, taken)
    found.sort(key=lambda q: q.start)
    return tuple(found)


def test_quantities_read_once_per_match_equal_those_read_each_time(sentences, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """``_find_cached`` reads a match once per distinct groups (``_READINGS``, also when the
    readings kept are dropped) and searches dense text plainly: the quantities are those the
    code before found."""
    rnd = random.Random(19)
    frags = [
        "approximately ", "approx. ", "about ", "≈", "~", "US$", "$", " ", ".5", "3,944",
        "3.9e3", "1 h 6 min", "%", " percent", "×", "x ", "k", "/GPU-h", " per useful GPU-hour",
        "TB", "GB/s", "steps", "s", "hours", "a", "A100", "v1.4", "²", "-", "(", "12", "\n",
        "$1 ", "5% ", "m", " m²", "$90$", "$", "4.4k steps", "$0.51M", " USD", "5 min 12 s",
    ]  # fmt: skip
    fuzz = ["".join(rnd.choice(frags) for _ in range(rnd.randint(1, 30))) for _ in range(4000)]
    monkeypatch.setattr(quantities, "_READINGS_KEPT", 64)
    quantities._READINGS.clear()
    for text in sentences + fuzz:
        assert _outcome(quantities._find_cached.__wrapped__, text) == _outcome(_find_plain, text)


def _outcome(find, text: str) -> object:  # type: ignore[no-untyped-def]
    """What ``find(text)`` gives, or the type of the error it raises (a number past a float's
    range, "1.5e400 s", is no quantity in either)."""
    try:
        return find(text)
    except ArithmeticError as error:
        return type(error)


def test_owners_of_sections_in_order_equal_those_of_the_sorted_sections() -> None:
    """``document._owners`` skips sorting sections that come in order of (line, index): the
    map is the one of the sorted sections, for sections in order, with ties, and out of it."""

    def plain(sections: list[document.Section], n_lines: int) -> list[int | None]:
        owners: list[int | None] = [None] * (n_lines + 1)
        for section in sorted(sections, key=lambda s: (s.line, s.index)):
            first = max(section.line, 0)
            last = min(section.end_line, n_lines)
            if first <= last:
                owners[first : last + 1] = [section.index] * (last - first + 1)
        return owners

    rnd = random.Random(20)
    for _ in range(5000):
        n_lines = rnd.randint(0, 30)
        made = []
        for k in range(rnd.randint(0, 8)):
            line = rnd.randint(-1, 32)
            made.append(document.Section(k, "t", 2, line, line + rnd.randint(-2, 10), None))
        if rnd.random() < 0.5:
            made.sort(key=lambda s: s.line)
        if rnd.random() < 0.2:
            rnd.shuffle(made)
        assert document._owners(made, n_lines) == plain(made, n_lines)


def test_near_keeps_a_bounded_number_of_sorted_lists() -> None:
    # Issue 14 ("memory flat over thousands of documents"): near() remembered every list it was
    # given, and rules give it lists made for one number ("accepted + [days]"): ~15 KB a
    # document, never freed. It keeps at most _LISTS_KEPT lists, and still answers rightly.
    from reportgen.lint import reference
    from reportgen.lint.quantities import quantities_in

    q = quantities_in("65.7 min")[0]
    for k in range(3 * reference._LISTS_KEPT):
        values = [3942.0 + k % 3, 100.0]
        assert reference.near(values, q) is True
        assert reference.near([1.0, 2.0], q) is False
    assert len(reference._SORTED) <= reference._LISTS_KEPT


def test_a_list_item_of_one_character_has_no_lead() -> None:
    """:func:`document._item_lead` answers None for a first line shorter than two characters
    without searching: none of its three patterns matches in so little (every character)."""
    patterns = (document._LABEL_INSIDE, document._ITEM_LEAD, document._RUN_IN_LEAD)
    for code in [*range(0x3000), *range(0xFF00, 0x10000), 0x1D400, 0x10FFFF]:
        one = chr(code)
        if one == "\n":
            continue
        assert all(p.search(one) is None for p in patterns), repr(one)
        assert document._item_lead(one) is None
        assert document._item_lead(one + "\nQ5: state") is None
    assert document._item_lead("") is None


def test_item_tokens_from_the_markers_found_equal_those_matched_again() -> None:
    """The marker places :func:`document._sibling_items` keeps give :func:`document._item_tokens`
    the tokens it makes when it matches the line itself."""
    rng = random.Random(12)
    markers = ["-", "+", "*", "1.", "2)", "10.", "123456789.", "7)"]
    lines = ["", "text"]
    for _ in range(600):
        marker = rng.choice(markers)  # a run of items of one marker, a list
        for _ in range(rng.randint(1, 8)):
            end = rng.choice(["", " x", ":y", "."])
            lines.append(f"{marker} {rng.choice('aZb')}{end}")
        lines.append(rng.choice(["", "", "text", "# h"]))
    siblings = document._sibling_items(lines)
    assert len(siblings) > 1000
    fields = list(document._LineToken.__slots__)
    for k, at in siblings.items():
        line = lines[k]
        assert line[at] in "-+*.)" and line[at + 1] == " "
        made = document._item_tokens(document._LineToken, line, k, {}, at)
        again = document._item_tokens(document._LineToken, line, k, {})
        assert [[getattr(t, f) for f in fields] for t in made] == [
            [getattr(t, f) for f in fields] for t in again
        ]


def test_blocks_in_one_span_equal_those_held_by_it() -> None:
    """:meth:`document.Document.blocks_in` compares the bounds of a single span in place: the
    blocks are those :meth:`document._Spans.hold` holds."""
    text = "# A\n\npara 1\n\n## B\n\n- x\n- y\n\n# C\n\nz\n\n## D\n\nw\n"
    doc = document.parse_document(text)
    for section in doc.sections:
        for group in ([section], doc.sections):
            spans = document._Spans(group)
            expected = [b for b in doc.blocks if spans.hold(b.line)]
            found = doc.blocks_in(group)
            assert found[: len(expected)] == expected
