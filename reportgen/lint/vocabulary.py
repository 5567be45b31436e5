"""Vocabularies: what the rules recognise in prose, kept as data with its examples.

Each vocabulary in ``reportgen/data/vocabulary.yaml`` names a concept (words that *declare* a
number a guess, words that say what a number is about…), lists its phrasings as regular
expressions, and carries examples that must match and must not match; the tests run every
example (as Vale styles and proselint checks carry theirs). A rule asks
``vocabulary("declaration").found(text)``; the phrase lists live in the data, the logic in the
rule.

A vocabulary's phrasings are compiled once, when first used, into one pattern (their
alternation, searched case-insensitively on lower-cased text where that is provably the same:
:class:`~reportgen.lint._regex.Caseless`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache

from . import _regex as _rx
from ._regex import Caseless

__all__ = ["Vocabulary", "load_vocabularies", "vocabulary"]


@dataclass(frozen=True)
class Vocabulary:
    """One concept's phrasings, with the examples that pin them."""

    name: str
    about: str
    patterns: tuple[str, ...]
    match: tuple[str, ...]
    """Texts the vocabulary must find."""
    no_match: tuple[str, ...]
    """Texts it must not find (the near misses a loosened phrasing would let in)."""
    used_by: tuple[str, ...] = ()

    @property
    def compiled(self) -> Caseless:
        return _compiled(self.patterns)

    def found(self, text: str) -> bool:
        """True when ``text`` uses one of the phrasings."""
        return self.compiled.found(text)

    def search(self, text: str) -> re.Match[str] | None:
        """The first phrasing ``text`` uses (positions as in ``text``; see
        :meth:`Caseless.search`)."""
        return self.compiled.search(text)

    def count_found(self, text: str, enough: int) -> int:
        """How many of the phrasings ``text`` uses, each counted once, up to ``enough`` (the
        search stops there): for a vocabulary whose phrasings are distinct cues."""
        count = 0
        # A phrasing none of whose words the text holds is not searched for (a search reads
        # the whole text): see _regex.required_words.
        lowered = None if _rx.unusual_case(text) else text.lower()
        for pattern in _each(self.patterns):
            if lowered is not None:
                words = _rx.required_words(pattern.pattern)
                if words is not None and not any(word in lowered for word in words):
                    continue
            if pattern.found(text):
                count += 1
                if count >= enough:
                    break
        return count

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        """Every phrasing ``text`` uses, left to right (the case-insensitive pattern)."""
        return self.compiled.pattern.finditer(text)

    def starts(self, text: str) -> re.Match[str] | None:
        """A phrasing at the very start of ``text``."""
        return self.compiled.pattern.match(text)

    def blank(self, text: str) -> str:
        """``text`` with every phrasing it uses replaced by a space (what is left to read once
        these words are set aside)."""
        return self.compiled.pattern.sub(" ", text)


@cache
def _compiled(patterns: tuple[str, ...]) -> Caseless:
    return Caseless(_rx.compile("|".join(f"(?:{p})" for p in patterns), re.I))


@cache
def _each(patterns: tuple[str, ...]) -> tuple[Caseless, ...]:
    return tuple(Caseless(_rx.compile(p, re.I)) for p in patterns)


@lru_cache(maxsize=1)
def load_vocabularies() -> dict[str, Vocabulary]:
    """Every vocabulary, by name (cached)."""
    from ..datafile import load_data

    raw = load_data("vocabulary.yaml", "vocabulary-v1", "vocabularies")
    if not isinstance(raw, dict):
        raise ValueError("vocabulary.yaml: 'vocabularies' must be a mapping")
    out: dict[str, Vocabulary] = {}
    for name, entry in raw.items():
        if not isinstance(entry, dict) or not entry.get("patterns"):
            raise ValueError(f"vocabulary.yaml: {name}: needs 'patterns'")
        out[name] = Vocabulary(
            name=name,
            about=" ".join(str(entry.get("about", "")).split()),
            patterns=tuple(str(p) for p in entry["patterns"]),
            match=tuple(str(t) for t in entry.get("match", ())),
            no_match=tuple(str(t) for t in entry.get("no_match", ())),
            used_by=tuple(str(r) for r in entry.get("used_by", ())),
        )
    return out


def vocabulary(name: str) -> Vocabulary:
    """The vocabulary called ``name``."""
    return load_vocabularies()[name]
