"""Concepts in prose: state-catalog items by any of their phrasings, and claims that are negated,
rejected or quoted only to be refuted.

"We do not checkpoint the RNG" and "RNG is out of scope" mention the RNG but exclude it; "a naive
per-wall-hour comparison says 3.2× cheaper, but…" mentions the trap to refute it. Rules ask
:func:`mentions` for the catalog items a sentence covers and :func:`is_excluded` /
:func:`is_refuted` before they count a mention as a claim.
"""

from __future__ import annotations

import bisect
import itertools
import re
from functools import lru_cache
from typing import Any

from ..catalog import StateItem, catalog_by_id, load_catalog
from . import _regex as _rx
from .vocabulary import vocabulary

__all__ = [
    "covered_items",
    "is_excluded",
    "is_refuted",
    "item_patterns",
    "mentions",
    "normalise",
    "refutes_claim",
]


_NORMALISE = str.maketrans({"-": " ", "_": " ", "/": " ", "’": "'", "‘": "'"})


_DOTTED = re.compile(r"(?<=[a-z])\.(?=[a-z])")
"""The dot of a dotted key or attribute ("data.position", "optim.m"), between two letters."""


def normalise(text: str) -> str:
    """Lower case; ``-``, ``_``, ``/``, the dot between two letters ("data.position", a
    checkpoint's key) and runs of spaces become one space; quotes unified.

    (Written with ``translate`` and ``split``, which is what ``re.sub(r"[-_/]+", " ", …)`` and
    then ``re.sub(r"\\s+", " ", …)`` do, in a third of the time: tested.)"""
    text = text.lower().translate(_NORMALISE)
    if "." in text:
        text = _DOTTED.sub(" ", text)
    words = text.split()
    if not words:
        return " " if text else ""
    joined = " ".join(words)
    if text[0].isspace():
        joined = " " + joined
    if text[-1].isspace():
        joined += " "
    return joined


def _phrase_regex(phrase: str) -> str:
    norm = normalise(phrase)
    body = re.escape(norm).replace(r"\ ", r"\s?")
    # Plural and possessive forms: "Adam moments", "scheduler's state".
    lead = r"(?<![a-z0-9])" if norm[:1].isalnum() else ""
    tail = r"(?:s|es|'s)?(?![a-z0-9])" if norm[-1:].isalnum() else ""
    if _ies_plural(norm):
        # "boundary" → "boundaries"
        return lead + body[:-1] + r"(?:y|ies)" + tail
    return lead + body + tail


def _ies_plural(norm: str) -> bool:
    """True when ``norm`` ends in a consonant and "y", whose plural ends in "ies"."""
    return len(norm) > 2 and norm[-1] == "y" and norm[-2].isalpha() and norm[-2] not in "aeiou"


@lru_cache(maxsize=1)
def item_patterns() -> dict[str, re.Pattern[str]]:
    """One compiled pattern per catalog item, matching any of its phrasings (normalised text)."""
    return {item_id: _rx.compile(source) for item_id, (_, source) in _sources().items()}


@lru_cache(maxsize=1)
def _sources() -> dict[str, tuple[tuple[str, ...] | None, str]]:
    """Per item: the first words that must occur for a match (None: always try), the pattern's
    source (one alternative per phrasing, then the item's extra patterns)."""
    out: dict[str, tuple[tuple[str, ...] | None, str]] = {}
    for item_id, anchors, phrases in _items():
        extra = list(_extra(item_id))
        out[item_id] = (anchors, "|".join([_phrase_regex(p) for p in phrases] + extra))
    return out


def _extra(item_id: str) -> tuple[str, ...]:
    """The item's patterns beyond its plain phrasings (the catalog's ``patterns``)."""
    patterns = catalog_by_id()[item_id].patterns
    return patterns.regexes if patterns is not None else ()


_TWO_WORDS = re.compile(r"([a-z]{2,}) ([a-z]{2,})")


def _inverted(phrases: set[str]) -> set[str]:
    """Each two-word phrasing said the other way round, as "the X of the Y" ("shuffle order" →
    "order of shuffle", "order of the shuffle"; "optimizer state" → "state of the optimizer"),
    the way a writer of French, Spanish or Italian puts it, or anyone writing out a name."""
    out = set()
    for phrase in phrases:
        m = _TWO_WORDS.fullmatch(phrase)
        if m and "of" not in m.groups():
            out |= {f"{m[2]} of {m[1]}", f"{m[2]} of the {m[1]}"}
    return out


@lru_cache(maxsize=1)
def _items() -> tuple[tuple[str, tuple[str, ...] | None, tuple[str, ...]], ...]:
    """Per item: its id, its anchors (see :func:`_sources`) and its normalised phrasings."""
    out = []
    for item in load_catalog():
        plain = {normalise(p) for p in item.phrasings}
        phrases = sorted(plain | _inverted(plain), key=len, reverse=True)
        firsts = {p.split(" ")[0].strip("()'\".") for p in phrases}
        if item.patterns is not None:
            firsts |= set(item.patterns.anchors)
        anchors = tuple(sorted(f for f in firsts if f)) or None
        out.append((item.id, anchors, tuple(phrases)))
    return tuple(out)


_HEAD = _rx.compile(r"[a-z0-9]+")
_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")
_SUFFIXES = ("s", "es", "'s", "")


class _Phrasing:
    """A normalised phrasing that starts with a letter or digit, matched where it is tried
    exactly as its pattern :func:`_phrase_regex` would be (``pattern.match(norm, start)``),
    without compiling that pattern: a run needs hundreds of them and compiling them took
    longer than all their matches.

    The pattern is ``(?<![a-z0-9])`` + the phrasing's words joined by ``\\s?`` + (when it
    ends with a letter or digit) ``(?:s|es|'s)?(?![a-z0-9])``, or ``(?:y|ies)`` in place of
    the final "y" after a consonant (:func:`_ies_plural`). In normalised text the only
    space is one ``" "`` and no word starts with a space, so ``\\s?`` takes the space when
    there is one and the match never needs to go back on it.
    """

    __slots__ = ("first", "plural", "rest", "tail")

    def __init__(self, norm: str) -> None:
        words = norm.split(" ")
        self.first = words[0]
        self.rest = tuple(words[1:])
        self.tail = norm[-1:].isalnum()
        self.plural = _Phrasing(norm[:-1] + "ies") if _ies_plural(norm) else None

    def match(self, text: str, start: int) -> bool:
        return self._match(text, start) or (
            self.plural is not None and self.plural._match(text, start)
        )

    def _match(self, text: str, start: int) -> bool:
        if (start and text[start - 1] in _ALNUM) or not text.startswith(self.first, start):
            return False
        pos = start + len(self.first)
        for word in self.rest:
            if text.startswith(" ", pos):
                pos += 1
            if not text.startswith(word, pos):
                return False
            pos += len(word)
        if not self.tail:
            return True
        for suffix in _SUFFIXES:
            end = pos + len(suffix)
            if text.startswith(suffix, pos) and text[end : end + 1] not in _ALNUM:
                return True
        return False


class _Matcher:
    """Finds the items of :func:`_sources` in a normalised sentence without running every item's
    whole pattern.

    An item is named when its anchors occur (a substring test) and its pattern — one
    alternative per phrasing, plus extra patterns — matches somewhere. A phrasing that starts
    with a letter or digit can only match at the start of a run of ``[a-z0-9]`` (its pattern
    begins with ``(?<![a-z0-9])``) whose text begins with the phrasing's first run of such
    characters (its *head*: ``"adam"`` for ``"adam's moments"``). One search with a trie of
    every head (:func:`_trie`) finds, at each start of such a run, the longest head there; the
    heads that the run starts with are that head's prefixes that are heads. Only those
    phrasings' patterns are tried, anchored there (``pattern.match(norm, start)``, which sees
    the characters before ``start``). Phrasings
    without a head and the extra patterns are searched as one alternation. The result
    is the same as ``pattern.search(norm)`` on the item's whole alternation: an alternation
    matches somewhere exactly when one of its alternatives does.
    """

    def __init__(self, only: frozenset[str] | None = None) -> None:
        """``only``: the items to look for (default: every item of the catalog)."""
        self.ids: list[str] = []
        self.anchors: list[tuple[str, ...] | None] = []
        self.searched: list[tuple[int, str]] = []
        self.by_head: dict[str, list[tuple[str, int, _Phrasing]]] = {}
        self._compiled: dict[str, re.Pattern[str]] = {}
        self._by_head: dict[str, tuple[tuple[int, _Phrasing], ...]] = {}
        """Head → the phrasings of :meth:`_phrasings_for` (as many as there are heads)."""
        items = [item for item in _items() if only is None or item[0] in only]
        for index, (item_id, anchors, phrases) in enumerate(items):
            self.ids.append(item_id)
            self.anchors.append(anchors)
            searched = []
            for phrase in phrases:
                source = _phrase_regex(phrase)
                head = _HEAD.match(phrase)
                if head is None or not source.startswith("(?<![a-z0-9])"):
                    searched.append(source)
                    continue
                self.by_head.setdefault(head.group(0)[:2], []).append(
                    (head.group(0), index, _Phrasing(phrase))
                )
            searched += _extra(item_id)
            if searched:
                source = "|".join(searched)
                self.searched.append((index, source))
        all_heads = {head for entries in self.by_head.values() for head, _, _ in entries}
        self.heads = _rx.compile("(?<![a-z0-9])" + _trie(all_heads))

    def regex(self, source: str) -> re.Pattern[str]:
        """``source`` compiled, on first use (most phrasings never occur in a given run)."""
        pattern = self._compiled.get(source)
        if pattern is None:
            pattern = self._compiled[source] = _rx.compile(source)
        return pattern

    def _phrasings_for(self, head: str) -> tuple[tuple[int, _Phrasing], ...]:
        """(item index, phrasing) of the phrasings whose head ``head`` starts with."""
        return tuple(
            (index, phrasing)
            for key in ((head[:2], head[:1]) if len(head) > 1 else (head,))
            for other, index, phrasing in self.by_head.get(key, ())
            if head.startswith(other)
        )

    def find(self, norm: str) -> frozenset[str]:
        found = self._find(norm)
        return _unshadowed(found, norm) if found else found

    def _find(self, norm: str) -> frozenset[str]:
        heads = self._by_head
        matched: set[int] = set()
        # Each match is the longest head at the start of a token; the heads the token starts
        # with are that head's prefixes that are heads (all of them prefixes of the token).
        for m in self.heads.finditer(norm):
            head = m.group()
            phrasings = heads.get(head)
            if phrasings is None:
                phrasings = heads[head] = self._phrasings_for(head)
            start = m.start()
            for index, pattern in phrasings:
                if index not in matched and pattern.match(norm, start):
                    matched.add(index)
        for index, source in self.searched:
            if index in matched:
                continue
            anchors = self.anchors[index]
            if anchors is not None and not any(a in norm for a in anchors):
                continue  # not named whatever the search finds (below): no need to search
            if self.regex(source).search(norm):
                matched.add(index)
        found = []
        for index in matched:
            # A cheap substring test in the original order; kept so that results do not change.
            anchors = self.anchors[index]
            if anchors is None or any(a in norm for a in anchors):
                found.append(self.ids[index])
        return frozenset(found)


@lru_cache(maxsize=1)
def _shadows() -> dict[tuple[str, str], tuple[str, ...]]:
    """(item, other item) → the other item's phrasings in which a phrasing of the item modifies
    a later word ("optimizer step boundary", grad accumulation's, holds "optimizer step").

    A compound's last word is what it names: "fp32 master weights" are weights and still name
    the model weights, but an "optimizer step boundary" is a boundary, not a step count."""
    items = _items()
    # Every phrasing once, one per line: the phrasings that contain a short one are found by
    # str.find over this text (C speed), not by testing every pair (60,000 of them).
    everything = sorted({phrase for _, _, phrases in items for phrase in phrases})
    text = "\n".join(everything)
    line_starts = list(itertools.accumulate((len(p) + 1 for p in everything[:-1]), initial=0))
    out: dict[tuple[str, str], list[str]] = {}
    for item_id, _, phrases in items:
        own = [(q, _Phrasing(q)) for q in phrases if q[:1].isalnum()]
        holding = {
            everything[bisect.bisect_right(line_starts, at) - 1]
            for q, _ in own
            for at in _starts(text, q)
        }
        for other_id, _, longer in items:
            if other_id == item_id:
                continue
            for phrase in longer:
                if phrase in holding and any(_modifies(q, m, phrase) for q, m in own):
                    out.setdefault((item_id, other_id), []).append(phrase)
    return {pair: tuple(phrases) for pair, phrases in out.items()}


def _modifies(short: str, matcher: _Phrasing, phrase: str) -> bool:
    """True when ``short`` (matched by ``matcher``) occurs in ``phrase`` before its end, so that
    it modifies a later word ("optimizer step" in "optimizer step boundary")."""
    return short in phrase and any(
        matcher.match(phrase, i) and i + len(short) < len(phrase) for i in _starts(phrase, short)
    )


def _starts(text: str, word: str) -> list[int]:
    """Where ``word`` occurs in ``text``."""
    out, at = [], text.find(word)
    while at >= 0:
        out.append(at)
        at = text.find(word, at + 1)
    return out


def _unshadowed(found: frozenset[str], norm: str) -> frozenset[str]:
    """``found`` without the items named only inside a longer phrasing of another item, where
    they modify a later word: "saves at optimizer-step boundaries" names the gradient-accumulation
    state, not the optimizer's step count. Whether the other item is looked for or not (a
    matcher of a few items gives the same answer for them as one of all)."""
    dropped = set()
    for item_id, longer in _shadowing().items():
        if item_id not in found:
            continue
        blanked = longer.sub(" ", norm)
        # A matcher of one item drops nothing twice: its own shadows are what is checked here.
        if blanked != norm and not _matcher_of(frozenset([item_id]))._find(blanked):
            dropped.add(item_id)
    return found - dropped if dropped else found


@lru_cache(maxsize=1)
def _shadowing() -> dict[str, re.Pattern[str]]:
    """Item → one pattern of the longer phrasings of other items that hold one of its own."""
    out: dict[str, list[str]] = {}
    for (item_id, _), longer in _shadows().items():
        out.setdefault(item_id, []).extend(longer)
    return {item_id: _rx.compile("|".join(map(_phrase_regex, p))) for item_id, p in out.items()}


def _trie(words: set[str]) -> str:
    """A pattern matching the longest of ``words`` that starts where it is tried (words of
    ``[a-z0-9]``): a trie, each node's branches starting with different characters, a word
    that continues into longer ones made optional, greedy, at its end."""
    root: dict[str, Any] = {}
    for word in words:
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict[str, Any]) -> str:
        branches = [re.escape(ch) + build(child) for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if "" in node:
            return body + "?" if len(branches) == 1 and len(body) == 1 else f"(?:{body})?"
        return body

    return build(root)


@lru_cache(maxsize=1)
def _matcher() -> _Matcher:
    return _Matcher()


@lru_cache(maxsize=8192)
def mentions(text: str) -> frozenset[str]:
    """Catalog item ids that ``text`` names."""
    return _matcher().find(normalise(text))


@lru_cache(maxsize=8192)
def is_excluded(sentence: str) -> bool:
    """True when the sentence excludes what it names ("we do not save the RNG", "out of scope").

    A sentence that explains the consequence ("without it, dropout masks differ") or scopes the
    exclusion to statistical resume ("not needed for statistical resume") is not an exclusion of
    the bit-exact list.
    """
    return vocabulary("state_excluded").found(sentence) and not vocabulary(
        "state_exclusion_scoped"
    ).found(sentence)


def is_refuted(text: str) -> bool:
    """True when ``text`` (a sentence or paragraph) quotes a claim to qualify or refute it.

    "Instead" and "rather than" refute only when the text names the other basis ("per useful
    hour instead of per wall hour"): "$0.75 instead of $2.40" merely compares the prices.
    """
    if vocabulary("refutation").found(text):
        return True
    return _contrasts_basis(text)


def _contrasts_basis(text: str) -> bool:
    """ "Instead" or "rather than" beside the other basis ("per useful hour instead")."""
    return vocabulary("contrast").found(text) and vocabulary("contrast_basis").found(text)


def refutes_claim(text: str, at: int, later: list[str] | tuple[str, ...] = ()) -> bool:
    """True when ``text`` qualifies or refutes the claim at position ``at``.

    Like :func:`is_refuted`, but a bare connective ("but", "however", "while", "whereas") turns
    against the claim only after it and in its own clause ("3.2× cheaper, but per wall hour"):
    one that leads up to the claim endorses it ("The overhead is big, but the price difference is
    bigger: spot is 3.2× cheaper"), and one past a semicolon is about something else ("…; the job
    costs less but takes 42.6 days"). Of the ``later`` sentences of its paragraph, one that opens
    with a connective ("However, per useful hour …") qualifies it.
    """
    if not is_refuted(text) and not any(is_refuted(s) for s in later):
        return False
    refutation, connective = vocabulary("refutation"), vocabulary("connective")
    if refutation.found(connective.blank(text)) or _contrasts_basis(text):
        return True
    for m in connective.finditer(text):
        if m.start() > at and ";" not in text[at : m.start()]:
            clause = text[m.end() :].split(";")[0]
            if vocabulary("time_tradeoff").found(clause) and not (
                refutation.found(connective.blank(clause)) or _contrasts_basis(clause)
            ):
                continue  # "$138k instead of $442k, but takes 40 days": a trade-off, conceded
            return True
    for sentence in later:
        if refutation.found(connective.blank(sentence)) or _contrasts_basis(sentence):
            return True
        if connective.starts(sentence.lstrip(' *_("“')):
            return True
    return False


def covered_items(sentences: list[str], only: frozenset[str] | None = None) -> dict[str, list[str]]:
    """Item id → the sentences that name it without excluding it.

    With ``only``, just those items (the same lists as without it, for those ids), found by a
    matcher that looks for nothing else: several times faster when a rule needs two items
    named anywhere in a document."""
    if only is not None:
        return _covered_only(sentences, only)
    out: dict[str, list[str]] = {}
    for sentence in sentences:
        ids = mentions(sentence)
        if not ids:
            continue
        if is_excluded(sentence):
            ids = _kept_by_clause(sentence)
        for item_id in ids:
            out.setdefault(item_id, []).append(sentence)
    return out


def _hint_regex(word: str) -> str:
    """A catalog hint as a pattern on normalised text: whole words (with their plurals), or,
    with a trailing ``*``, any word that starts so."""
    if word.endswith("*"):
        norm = normalise(word[:-1])
        return r"(?<![a-z0-9])" + re.escape(norm).replace(r"\ ", r"\s?")
    return _phrase_regex(word)


@lru_cache(maxsize=1)
def _hint_patterns() -> dict[str, re.Pattern[str]]:
    return {
        item.id: _rx.compile("|".join(_hint_regex(w) for w in item.hints))
        for item in load_catalog()
        if item.hints
    }


def hinted_items(entries: list[str], named: set[str] | frozenset[str]) -> dict[str, str]:
    """Item id → the word of ``entries`` that points at it ("sched" for the LR scheduler), for
    the items not in ``named`` whose catalog hints occur in an entry that names no item the
    catalog knows: "Adam statistic tensors" hints at the optimizer's moments, "Adam step count"
    (the step count's phrasing) does not. Such an item may be listed in words the catalog does
    not know. (Each entry is the lead of one item of a state list: what one line names.)"""
    patterns = _hint_patterns()
    wanted = [i for i in patterns if i not in named]
    out: dict[str, str] = {}
    if not wanted:
        return out
    for entry in entries:
        text = normalise(entry)
        if not text.strip() or mentions(entry):
            continue  # an entry the catalog reads names its own item, not another
        for item_id in wanted:
            m = None if item_id in out else patterns[item_id].search(text)
            if m:
                end = text.find(" ", m.end())
                out[item_id] = text[m.start() : end if end > 0 else len(text)].strip(" ,.;:()")
    return out


@lru_cache(maxsize=8)
def _matcher_of(only: frozenset[str]) -> _Matcher:
    return _Matcher(only)


@lru_cache(maxsize=8192)
def _mentions_of(text: str, only: frozenset[str]) -> frozenset[str]:
    """``mentions(text) & only`` (remembered, like :func:`mentions`)."""
    return _matcher_of(only).find(normalise(text))


def _covered_only(sentences: list[str], only: frozenset[str]) -> dict[str, list[str]]:
    """:func:`covered_items` for the items ``only``: what its loop gives for them, step by step.

    ``mentions(s) & only`` is what the restricted matcher finds (it tries the same phrasings
    and patterns, for fewer items). A sentence that excludes something keeps the items of its
    clauses that exclude nothing; the clauses are looked at with every item, as there, when the
    sentence has two clauses or more (with one, it keeps nothing)."""
    out: dict[str, list[str]] = {}
    for sentence in sentences:
        ids = _mentions_of(sentence, only)
        if ids:
            if is_excluded(sentence):
                ids = _kept_by_clause(sentence) & only
        elif ";" in sentence and is_excluded(sentence) and mentions(sentence):
            ids = _kept_by_clause(sentence) & only
        for item_id in ids:
            out.setdefault(item_id, []).append(sentence)
    return out


def _kept_by_clause(sentence: str) -> frozenset[str]:
    """Items of a sentence that excludes something, named in its clauses that exclude nothing.

    A list run together with semicolons ("EMA weights, if used; RNG state: not saved; config
    and tokenizer") excludes only the item of its excluding clause. An excluding
    clause that names no item ("RNG state; we do not save it") excludes the whole sentence.
    A clause that leaves its item out because of the precision the run trains in ("loss scaler
    (not needed in bf16") has answered for it, as a table row saying so does: it keeps it. A
    sentence of one such clause keeps the items that depend on the precision. So does a clause
    that leaves a conditional item out because its condition does not hold ("EMA: not used").
    """
    clauses = sentence.split(";")
    if len(clauses) < 2:
        if "16" in sentence and vocabulary("exclusion_by_precision").found(sentence):
            # "Loss scaler: not needed in bf16 (...)": one clause, answered the same way. Only
            # for the items that depend on the precision, so that "RNG state: not saved, as
            # with bf16 it hardly matters" still leaves the RNG state out.
            return mentions(sentence) & _by_precision_items()
        return _not_applicable(sentence)
    kept: set[str] = set()
    dropped: set[str] = set()
    for clause in clauses:
        named = mentions(clause)
        if is_excluded(clause) and not (
            "16" in clause and vocabulary("exclusion_by_precision").found(clause)
        ):
            if not named:
                return frozenset()
            answered = _not_applicable(clause)
            kept |= answered
            dropped |= named - answered
        else:
            kept |= named
    return frozenset(kept - dropped)


def _not_applicable(clause: str) -> frozenset[str]:
    """The conditional items (those with a catalog condition) that ``clause`` leaves out because
    their condition does not hold in this run: it has answered for them. Items every run needs
    ("RNG state: not saved, dropout is not used") stay left out."""
    if not vocabulary("condition_not_holding").found(clause):
        return frozenset()
    return mentions(clause) & _conditional_items()


@lru_cache(maxsize=1)
def _conditional_items() -> frozenset[str]:
    """Items only some runs need (their catalog entry names the condition)."""
    return frozenset(item.id for item in load_catalog() if item.applies_when)


@lru_cache(maxsize=1)
def _by_precision_items() -> frozenset[str]:
    """Items that only some precisions need (their condition names bf16 or fp16)."""
    return frozenset(
        item.id for item in load_catalog() if item.applies_when and "16" in item.applies_when
    )


def catalog() -> tuple[StateItem, ...]:
    return load_catalog()
