"""Regular expressions for the linter: one place where patterns are compiled, and
case-insensitive search on lower-cased text where that is provably the same.

Patterns are compiled with :func:`re.compile` when first used (:func:`compile` defers it);
nothing here depends on the interpreter's regular-expression internals."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any, Literal, cast

__all__ = [
    "Caseless",
    "compile",
    "found",
    "found_by_words",
    "may_be_found",
    "required_words",
    "unusual_case",
]


def compile(source: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)``, compiled when first used.

    The linter's modules hold about two hundred patterns, and a document uses a third to two
    thirds of them (a short one, without arithmetic or cost, the fewest): compiling all of them
    at import was a fifth of a ``reportgen lint`` process on a new document (issue 14,
    start-up). The object returned is a :class:`_Deferred` standing for the pattern (typed as
    one): its methods are the compiled pattern's own once it is compiled."""
    return cast("re.Pattern[str]", _Deferred(source, flags))


class _Deferred:
    """A regular expression compiled on first use: ``pattern`` is its source, as
    ``re.Pattern.pattern``; every other attribute is the compiled pattern's. After the first use
    the search methods are the compiled pattern's bound methods, stored on the instance, so a
    search costs what it costs on the pattern itself. Equal, hashed, copied and pickled as the
    pattern is. It is not an ``re.Pattern``: give ``re.sub(…)`` and the like ``.compiled``."""

    _METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")

    def __init__(self, source: str, flags: int) -> None:
        self.pattern = source
        self._flags = flags
        """The flags given (the compiled pattern's ``flags`` add those written in the source)."""

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if it was not yet)."""
        compiled = self.__dict__.get("_compiled")
        if compiled is None:
            compiled = self.__dict__["_compiled"] = re.compile(self.pattern, self._flags)
            for name in self._METHODS:
                self.__dict__[name] = getattr(compiled, name)
        return compiled

    def __getattr__(self, name: str) -> Any:
        # Only for names the instance does not hold yet: the first search, or flags, groups…
        if name.startswith("__") or name in ("pattern", "_flags", "_compiled"):
            raise AttributeError(name)
        return getattr(self.compiled, name)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, _Deferred):
            return (self.pattern, self._flags) == (other.pattern, other._flags)
        if isinstance(other, re.Pattern):
            return self.compiled == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.compiled)

    def __repr__(self) -> str:
        return repr(self.compiled)

    def __copy__(self) -> _Deferred:
        return self

    def __deepcopy__(self, memo: object) -> _Deferred:
        return self

    def __reduce__(self) -> tuple[Any, tuple[str, int]]:
        return compile, (self.pattern, self._flags)


def found(pattern: re.Pattern[str], text: str) -> bool:
    """``pattern.search(text) is not None``; a case-insensitive pattern is searched as its
    :class:`Caseless` (made once per pattern), which gives the same answer faster."""
    kept = _CASELESS.get(id(pattern))
    if kept is None:
        kept = (pattern, Caseless(pattern))
        if len(_CASELESS) < 4096:  # (a pattern made per document would not be kept)
            _CASELESS[id(pattern)] = kept
    return kept[1].found(text)


_CASELESS: dict[int, tuple[re.Pattern[str], Caseless]] = {}
""":func:`found`'s :class:`Caseless` of each pattern it was given (the rules' patterns, made at
import: a few hundred at most), by the pattern's identity (hashing a pattern hashes its whole
program, at every call); the pattern is kept with it, so no other object takes its identity."""


# --- what a match must hold ---------------------------------------------------------------------

_PLAIN = frozenset("abcdefghijklmnopqrstuvwxyz0123456789 ")
"""Characters that stand for themselves in a pattern's source (lower-cased)."""


def _structure(source: str) -> Iterator[tuple[int, str, int]]:
    """The grouping characters of a pattern's ``source`` outside sets and escapes, in order:
    (position, ``(``, ``)`` or ``|``, the depth of groups after it); (-1, "", 0) when a set is
    not closed. A set ends at the first ``]`` that is not its first character nor escaped."""
    depth = 0
    i = 0
    n = len(source)
    while i < n:
        c = source[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            i += 1
            if i < n and source[i] == "^":
                i += 1
            if i < n and source[i] == "]":
                i += 1
            while i < n and source[i] != "]":
                i += 2 if source[i] == "\\" else 1
            if i >= n:
                yield -1, "", 0
                return
        elif c in "()|":
            depth += {"(": 1, ")": -1, "|": 0}[c]
            yield i, c, depth
        i += 1


def _branches(source: str) -> list[str] | None:
    """The top-level alternatives of a pattern's ``source`` (split at each ``|`` outside groups,
    sets and escapes); None when the source is not read to its end balanced."""
    out: list[str] = []
    start = 0
    depth = 0
    for i, c, depth in _structure(source):
        if i < 0 or depth < 0:
            return None
        if c == "|" and depth == 0:
            out.append(source[start:i])
            start = i + 1
    if depth != 0:
        return None
    out.append(source[start:])
    return out


@lru_cache(maxsize=1024)
def required_words(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Lower-case strings of which every match of ``pattern`` holds one, found from its source:
    for each top-level alternative, the letters, digits and spaces it starts with (after a
    ``\\b``), but for one a quantifier makes optional; for an alternative that starts with a
    group (``(a|b)c``, ``(?:a|b)``, not optional), those of each of the group's alternatives.
    None when some alternative starts otherwise, or the pattern is verbose (its spaces are no
    characters). A text whose lower-cased copy holds none of them, and none of
    :data:`_UNUSUAL_CASE` (which match an ASCII letter ignoring case without lower-casing to
    it), has no match: no need to search. Every match also *starts* with one of them (in the
    lower-cased text): :class:`Caseless` tries a match only where one starts.
    """
    if pattern.flags & re.VERBOSE:
        return None
    ignorecase = bool(pattern.flags & re.IGNORECASE)
    words = _leading_words(pattern.pattern.lower() if ignorecase else pattern.pattern, ignorecase)
    return None if words is None else tuple(dict.fromkeys(words))


def _leading_words(source: str, ignorecase: bool) -> list[str] | None:
    """The strings one of which starts every match of ``source`` (see :func:`required_words`;
    ``source`` is lower-cased already when ``ignorecase``)."""
    branches = _branches(source)
    if branches is None:
        return None
    words: list[str] = []
    for branch in branches:
        while branch.startswith(("\\b", "\\B")):
            branch = branch[2:]  # a boundary takes no character: the match starts after it
        if branch.startswith("("):
            # A group that the match cannot skip starts it with one of its alternatives: a
            # capturing one, "(a|b)", or "(?:a|b)", but no other "(?" (a look-around, flags or a
            # named group) and none a quantifier may leave out.
            if branch.startswith("(?") and not branch.startswith("(?:"):
                return None
            close = _group_end(branch)
            if close is None or branch[close + 1 : close + 2] in ("?", "*", "{"):
                return None
            inner = _leading_words(branch[3 if branch[1] == "?" else 1 : close], ignorecase)
            if inner is None:
                return None
            words.extend(inner)
            continue
        k = 0
        while k < len(branch) and branch[k] in _PLAIN:
            k += 1
        if k < len(branch) and branch[k] in "?*{":
            k -= 1  # the quantifier makes the last character optional
        if k <= 0 or (not ignorecase and branch[:k] != branch[:k].lower()):
            return None
        words.append(branch[:k])
    return words


def _group_end(source: str) -> int | None:
    """The position of the ``)`` that closes the group ``source`` starts with (None when it is
    not closed): :func:`_branches` of what lies between reads it to its end balanced."""
    for i, c, depth in _structure(source):
        if i < 0:
            return None
        if c == ")" and depth == 0:
            return i
    return None


def may_be_found(pattern: re.Pattern[str], text: str) -> bool:
    """False when ``pattern`` has no match in ``text``, known without searching: the text
    holds none of its :func:`required_words` (and none of :data:`_UNUSUAL_CASE`). True when a
    search is needed to tell. A match in any line of a text holds its words in that text, so
    one check of the lines joined answers for every line."""
    if _UNUSUAL_CASE.search(text):
        return True
    words = required_words(pattern)
    if words is None:
        return True
    lowered = text.lower()
    return any(word in lowered for word in words)


def found_by_words(pattern: re.Pattern[str], text: str) -> bool:
    """:func:`found`, without the search when ``text`` holds none of the pattern's
    :func:`required_words` (a search of a long text reads all of it)."""
    if not _UNUSUAL_CASE.search(text):
        words = required_words(pattern)
        if words is not None:
            lowered = text.lower()
            if not any(word in lowered for word in words):
                return False
    return pattern.search(text) is not None


# --- case-insensitive search, faster -----------------------------------------------------------

_UNUSUAL_CASE = re.compile("[\u0130\u0131\u017f\u212a]")
"""The only characters outside ASCII that a case-insensitive ASCII letter matches (İ, ı, ſ and
the Kelvin sign), which are also the only ones whose ``lower()`` is ASCII, is not one character
long, or changes whether it is a word character or a space (tests/lint/test_speed.py checks this
over every code point)."""


def unusual_case(text: str) -> bool:
    """True when ``text`` holds one of :data:`_UNUSUAL_CASE`: its lower-cased copy does not
    tell which words it holds as a case-insensitive search reads them."""
    return _UNUSUAL_CASE.search(text) is not None


def _ascii_or_uncased_symbol(c: str) -> bool:
    """True for an ASCII character, or a symbol or punctuation mark without case (``≥``, ``÷``,
    ``√``, ``−``, ``–``): ignoring case it matches only itself, lower-casing leaves it alone and
    no other character lower-cases to it (tests/lint/test_speed.py checks this over every code
    point), so a pattern may hold it and still be searched lower-cased."""
    return c.isascii() or (
        not c.isalnum() and not c.isspace() and c.lower() == c and c.upper() == c
    )


_UPPER_IN_SYNTAX = re.compile(
    r"\\[A-Z0-9]|\[[^\]]*[A-Z][^\]]*\]"
    # an inline flag or named group: "(?" not escaped (after an even number of backslashes), so
    # that an optional literal parenthesis, "\(?", is not mistaken for one
    r"|(?:^|[^\\])(?:\\\\)*\(\?(?![:=!]|<[=!])"
)


class Caseless:
    """A case-insensitive pattern whose :meth:`found` answers like ``pattern.search(text)``,
    faster when the pattern's branches start with letters: without ``re.IGNORECASE`` the engine
    skips ahead to where a match may start (it cannot when a branch starts with ``\\b``).

    On text with none of :data:`_UNUSUAL_CASE`, the lower-cased pattern, compiled without
    ``re.IGNORECASE``, finds a match in the lower-cased text exactly when the original finds one
    in the original text: every character lower-cases to one character of the same kind, and an
    ASCII letter matches, ignoring case, exactly the characters that lower-case to it. Patterns
    with characters outside ASCII other than symbols without case, an escape or set with a
    capital letter, or inline flags keep the original search.
    """

    __slots__ = ("_lowered", "_shortest", "_starts", "_unread", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._lowered: re.Pattern[str] | Literal[False] | None = False
        """``False`` until first used: the choice is made then, not when a module is imported."""
        self._starts: re.Pattern[str] | Literal[False] | None = False
        """Where a match of the lowered pattern may start (see :meth:`_search_lowered`); ``False``
        until :data:`_STARTS_AFTER` characters have been searched."""
        self._unread = _STARTS_AFTER
        """Characters still to search before :attr:`_starts` is made."""
        self._shortest = 0
        """No match is shorter: the length of the shortest of the lowered pattern's
        :func:`required_words`, one of which every match starts with, each of whose characters
        matches one character (0 until :attr:`_starts` is made, or without such words). A text
        shorter than that (a one-letter heading or list item) has no match: no search."""

    @property
    def lowered(self) -> re.Pattern[str] | None:
        """The lower-cased pattern searched instead, or None when the original is searched."""
        lowered = self._lowered
        if lowered is False:
            lowered = self._lowered = self._lower()
        return lowered

    def _lower(self) -> re.Pattern[str] | None:
        pattern = self.pattern
        source = pattern.pattern
        # The flags given to a deferred pattern decide as its compiled flags would: flags
        # written in the source ("(?i)") are refused below either way.
        flags = pattern._flags if isinstance(pattern, _Deferred) else pattern.flags
        if (
            flags & re.IGNORECASE
            and (source.isascii() or all(map(_ascii_or_uncased_symbol, source)))
            and not _UPPER_IN_SYNTAX.search(source)
            and "\\]" not in source
        ):
            return compile(source.lower(), flags & ~re.IGNORECASE)
        return None

    def _search_lowered(self, lowered: re.Pattern[str], text: str) -> re.Match[str] | None:
        """``lowered.search(text)`` (``text`` lower-cased), a match tried only where one of the
        pattern's leading words starts.

        A pattern whose alternatives start with ``\\b`` or a group is tried by the engine at
        every character (it skips ahead only to a literal or a set of first characters it can
        see): 0.2-0.7 µs a character for the longer vocabularies, on every search of a section
        or a document. Every match starts with one of :func:`required_words` (tested), so the
        leftmost match is the first one found by ``match`` at those places in order; after
        :data:`_TRIES` places without one (words as common as "t"), the engine searches on from
        there, as it would have.

        The pattern of those words is compiled only once the pattern has searched
        :data:`_STARTS_AFTER` characters: until then the engine searches alone, with the same
        result, for less than compiling would cost (a short document's first run)."""
        starts = self._starts
        if starts is False:
            self._unread -= len(text)
            if self._unread > 0:
                return lowered.search(text)
            starts = self._starts = _starts_of(lowered)
            words = required_words(lowered)
            self._shortest = min(map(len, words)) if words else 0
        if starts is None:
            return lowered.search(text)
        at = starts.search(text)
        tries = 0
        while at is not None:
            start = at.start()
            if tries == _TRIES:
                return lowered.search(text, start)
            m = lowered.match(text, start)
            if m is not None:
                return m
            tries += 1
            at = starts.search(text, start + 1)
        return None

    def search(self, text: str) -> re.Match[str] | None:
        """``pattern.search(text)``, but when it ran lower-cased the match is one in the
        lower-cased text: its positions are those in ``text`` (every character lower-cases to one
        character), its groups are lower-cased."""
        if len(text) < self._shortest:
            return None
        lowered = self._lowered
        if lowered is False:
            lowered = self.lowered
        if lowered is not None and (text.isascii() or not _UNUSUAL_CASE.search(text)):
            return self._search_lowered(lowered, text.lower())
        return self.pattern.search(text)

    def found(self, text: str) -> bool:
        """``pattern.search(text) is not None``."""
        if len(text) < self._shortest:
            return False
        lowered = self._lowered
        if lowered is False:
            lowered = self.lowered
        if lowered is not None and (text.isascii() or not _UNUSUAL_CASE.search(text)):
            return self._search_lowered(lowered, text.lower()) is not None
        return self.pattern.search(text) is not None


_TRIES = 256
"""Places tried one by one before :meth:`Caseless._search_lowered` lets the engine search on."""

_STARTS_AFTER = 4096
"""Characters a :class:`Caseless` pattern searches before its start words are compiled (issue 14,
start-up): compiling them costs about 0.2 ms, what the engine takes to search a few hundred to a
few thousand characters for the patterns that need them; a short document's first run compiled
38 of them (7 ms) to search some 50 characters each."""


def _starts_of(lowered: re.Pattern[str]) -> re.Pattern[str] | None:
    """One pattern of the literal words a match of ``lowered`` (a pattern without
    ``re.IGNORECASE``) starts with, when it has them and the engine cannot skip ahead on its own
    (some alternative starts with ``\\b`` or a group); else None."""
    source = lowered.pattern
    branches = _branches(source)
    if branches is None or all(b[:1] in _PLAIN for b in branches):
        return None
    words = required_words(lowered)
    if not words:
        return None
    # Longest first: a word that another starts with is then found at the same place anyway.
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))
