"""Regular expressions, faster: what every match must contain, a cheap test that lets a caller
skip running the expression on text that cannot match, and case-insensitive search on
lower-cased text where that is provably the same."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .. import _pattern_cache

__all__ = [
    "Caseless",
    "FastSearch",
    "compile",
    "found",
    "required_substrings",
]

# --- compiling ---------------------------------------------------------------------------------
#
# Every pattern of the linter is compiled through :func:`compile`, so that how patterns are
# compiled is decided in one place. It is ``re.compile``. The ``reportgen`` command keeps the
# engine's compiled code between runs (``reportgen/_pattern_cache.py``, a hook on re's
# compiler that the command alone installs, checked against re's own result); a first version
# of that, without the check, was tried here and left out as not worth ~20 ms, before the
# rest of the start-up had been cut down to where those ms were a quarter of it.


def _is_substrings(value: Any) -> bool:
    return value is None or (
        isinstance(value, frozenset) and all(isinstance(s, str) for s in value)
    )


def _is_branches(value: Any) -> bool:
    return value is None or (isinstance(value, tuple) and all(isinstance(b, str) for b in value))


def _is_leads(value: Any) -> bool:
    return value is None or (
        isinstance(value, tuple)
        and all(
            isinstance(lead, tuple)
            and len(lead) == 2
            and isinstance(lead[0], str)
            and type(lead[1]) is int
            for lead in value
        )
    )


_MEMO: dict[str, dict[tuple[str, int], Any]] = {
    "substrings": _pattern_cache.memo("substrings", __file__, _is_substrings),
    "leads": _pattern_cache.memo("leads", __file__, _is_leads),
    "branches": _pattern_cache.memo("branches", __file__, _is_branches),
}
"""Results of :func:`required_substrings`, :func:`_leads` and :func:`_split` (pattern analyses
that parse the pattern in Python), remembered for the life of the process, and between runs of the
``reportgen`` command (:func:`reportgen._pattern_cache.memo`, keyed by this file's digest)."""


def compile(source: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)``."""
    return re.compile(source, flags)


def _sre() -> tuple[Any, Any]:
    try:
        from re import _constants, _parser  # type: ignore[attr-defined]
    except ImportError:  # pragma: no cover - Python 3.10
        import sre_constants as _constants
        import sre_parse as _parser
    return _parser, _constants


def _memoised(name: str, source: str, flags: int, compute: Any) -> Any:
    """``compute(source, flags)``, remembered in table ``name``."""
    table = _MEMO[name]
    key = (source, int(flags))
    if key not in table:
        table[key] = compute(source, flags)
    return table[key]


def required_substrings(source: str, flags: int = 0) -> frozenset[str] | None:
    """Strings one of which every match of the regular expression ``source`` contains, or None
    when that cannot be said (case-insensitive or too irregular a pattern).

    ``r"\\bseeds?\\b[^.;]{0,30}\\bstates?\\b|\\brandom\\b"`` → ``{"state", "random"}``: a
    sentence with neither cannot match, so the pattern need not run.
    """
    result: frozenset[str] | None = _memoised("substrings", source, flags, _required_substrings)
    return result


def _required_substrings(source: str, flags: int = 0) -> frozenset[str] | None:
    """The analysis behind :func:`required_substrings`."""
    parser, const = _sre()
    parsed = parser.parse(source, flags)
    if parsed.state.flags & const.SRE_FLAG_IGNORECASE:
        return None
    return _required(list(parsed), const)


def _required(items: list[tuple[Any, Any]], const: Any) -> frozenset[str] | None:
    candidates: list[frozenset[str]] = []
    run: list[str] = []
    for op, av in items:
        if op is const.LITERAL:
            run.append(chr(av))
            continue
        if run:
            candidates.append(frozenset({"".join(run)}))
            run = []
        sub: frozenset[str] | None = None
        if op is const.SUBPATTERN:
            _group, add_flags, _del_flags, pattern = av
            if not add_flags & const.SRE_FLAG_IGNORECASE:
                sub = _required(list(pattern), const)
        elif op is const.BRANCH:
            branches = [_required(list(b), const) for b in av[1]]
            if all(b is not None for b in branches):
                sub = frozenset().union(*(b for b in branches if b is not None))
        elif op in (const.MAX_REPEAT, const.MIN_REPEAT) and av[0] >= 1:
            sub = _required(list(av[2]), const)
        if sub:
            candidates.append(sub)
    if run:
        candidates.append(frozenset({"".join(run)}))
    if not candidates:
        return None
    # The most selective: fewest and longest strings (a string of n letters occurs by chance
    # about 2**-n as often), a symbol counting as several letters ("*" rather than "t" for
    # ``t\s?\*``: see _rarity).
    best = min(candidates, key=lambda c: sum(0.5 ** _rarity(x) for x in c))
    # A string that contains another of the set adds nothing: drop it.
    return frozenset(x for x in best if not any(y != x and y in x for y in best))


# --- case-insensitive search, faster -----------------------------------------------------------

# These two are compiled the usual way: a warm run needs them and no other pattern, so it never
# reads the disk cache.
_UNUSUAL_CASE = re.compile("[\u0130\u0131\u017f\u212a]")
"""The only characters outside ASCII that a case-insensitive ASCII letter matches (İ, ı, ſ and
the Kelvin sign), which are also the only ones whose ``lower()`` is ASCII, is not one character
long, or changes whether it is a word character or a space (tests/lint/test_speed.py checks this
over every code point)."""


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

    __slots__ = ("lowered", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.lowered: re.Pattern[str] | None = None
        source = pattern.pattern
        if (
            pattern.flags & re.IGNORECASE
            and (source.isascii() or all(map(_ascii_or_uncased_symbol, source)))
            and not _UPPER_IN_SYNTAX.search(source)
            and "\\]" not in source
        ):
            self.lowered = compile(source.lower(), pattern.flags & ~re.IGNORECASE)

    def search(self, text: str) -> re.Match[str] | None:
        """``pattern.search(text)``, but when it ran lower-cased the match is one in the
        lower-cased text: its positions are those in ``text`` (every character lower-cases to one
        character), its groups are lower-cased."""
        if self.lowered is not None and (text.isascii() or not _UNUSUAL_CASE.search(text)):
            return self.lowered.search(text.lower())
        return self.pattern.search(text)

    def found(self, text: str) -> bool:
        """``pattern.search(text) is not None``."""
        if self.lowered is not None and (text.isascii() or not _UNUSUAL_CASE.search(text)):
            return self.lowered.search(text.lower()) is not None
        return self.pattern.search(text) is not None


# --- search from where a match can start ---------------------------------------------------------


def _leads(source: str, flags: int = 0) -> tuple[tuple[str, int], ...] | None:
    """:func:`_compute_leads`, remembered."""
    result: tuple[tuple[str, int], ...] | None = _memoised("leads", source, flags, _compute_leads)
    return result


def _compute_leads(source: str, flags: int = 0) -> tuple[tuple[str, int], ...] | None:
    """Per branch of ``source`` (a pattern without re.IGNORECASE): a string every match of the
    branch contains and the most characters a match can have before it; None when some branch
    has no such string (or only after an unbounded stretch).

    Of the branch's runs of literal characters (each after a bounded stretch), the one least
    likely to occur early in a text: ``T\\s?\\*`` leads with ``*`` (at most 2 characters in),
    not with ``t``, which nearly every text has near its start (:func:`_rarity`)."""
    parser, const = _sre()
    parsed = parser.parse(source, flags)
    if parsed.state.flags & const.SRE_FLAG_IGNORECASE:
        return None
    items = list(parsed)
    branches = items[0][1][1] if len(items) == 1 and items[0][0] is const.BRANCH else [items]
    out = []
    for branch in branches:
        candidates: list[tuple[str, int]] = []
        lead = 0
        run: list[str] = []
        run_lead = 0
        for op, av in list(branch):
            if op is const.LITERAL:
                if not run:
                    run_lead = lead
                run.append(chr(av))
                lead += 1
                continue
            if run:
                candidates.append(("".join(run), run_lead))
                run = []
            width = parser.SubPattern(parsed.state, [(op, av)]).getwidth()[1]
            if width >= 1000:
                break  # nothing after an unbounded stretch can lead
            lead += width
        if run:
            candidates.append(("".join(run), run_lead))
        if not candidates:
            return None
        out.append(max(candidates, key=lambda c: (_rarity(c[0]), -c[1])))
    return tuple(out)


_SPLIT_FROM = 400
"""Texts at least this long are searched alternative by alternative (:meth:`FastSearch.found`);
in a sentence the engine's one pass costs less than a loop over the alternatives."""

_INLINE_FLAGS = re.compile(r"\(\?[aiLmsux]")
_BACKREFERENCE = re.compile(r"\\[1-9]|\(\?P=")


def _split(source: str, flags: int) -> tuple[str, ...] | None:
    """:func:`_branch_sources`, remembered (it parses the pattern in Python)."""
    result: tuple[str, ...] | None = _memoised("branches", source, flags, _branch_tuple)
    return result


def _branch_tuple(source: str, flags: int) -> tuple[str, ...] | None:
    sources = _branch_sources(source, flags)
    return None if sources is None else tuple(sources)


def _branch_sources(source: str, flags: int) -> list[str] | None:
    """The top-level alternatives of ``source``, as sources, when searching them one by one
    answers what searching ``source`` does: the pattern is one alternation at its top (not one
    whose alternatives the parser merged on a shared prefix), with no inline flags (which would
    apply to every alternative), no back-references (alternatives compiled apart number their
    groups anew) and not verbose. Else None."""
    if flags & re.VERBOSE or "|" not in source:
        return None
    if _INLINE_FLAGS.search(source) or _BACKREFERENCE.search(source):
        return None
    parts: list[str] = []
    depth = start = 0
    i, n = 0, len(source)
    while i < n:
        ch = source[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":  # a set: up to its closing "]" (a "]" first in it is a member)
            j = i + 1
            if j < n and source[j] == "^":
                j += 1
            if j < n and source[j] == "]":
                j += 1
            while j < n and source[j] != "]":
                j += 2 if source[j] == "\\" else 1
            i = j + 1
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(source[start:i])
            start = i + 1
        i += 1
    parts.append(source[start:])
    parser, const = _sre()
    try:
        items = list(parser.parse(source, flags))
    except re.error:
        return None
    if len(items) != 1 or items[0][0] is not const.BRANCH or len(items[0][1][1]) != len(parts):
        return None
    return parts


_COMMON = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;:()-'\"\n")


def _rarity(run: str) -> int:
    """How unlikely ``run`` is to occur early in a text, roughly: its length, and four more for
    each character that is not a letter, digit, space or common punctuation (``*``, ``^``, ``√``,
    ``$``)."""
    return len(run) + 4 * sum(ch not in _COMMON for ch in run)


@lru_cache(maxsize=16)
def _safely_lowered(text: str) -> str | None:
    """``text.lower()`` when :class:`Caseless` may search it (remembered: several patterns
    search the same document)."""
    return text.lower() if text.isascii() or not _UNUSUAL_CASE.search(text) else None


class FastSearch:
    """``pattern.search(text) is not None`` (:meth:`found`), faster on long texts.

    Each branch of the pattern starts with a bounded stretch and then a fixed string (``\\\\bspot``:
    nothing, then ``spot``). A match can only start at most that stretch before the first
    occurrence of one of these strings, found with ``str.find``; none occurring, there is no
    match. ``search(text, pos)`` sees the characters before ``pos``, so starting there finds a
    match exactly when a search from 0 does. Case-insensitive patterns are searched through
    :class:`Caseless` (lower-cased), or as they are when that is not exact.
    """

    __slots__ = ("branches", "caseless", "leads", "pattern", "sources", "target")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.caseless: Caseless | None = None
        self.target: re.Pattern[str] | None = pattern
        if pattern.flags & re.IGNORECASE:
            self.caseless = Caseless(pattern)
            self.target = self.caseless.lowered
        target = self.target
        self.leads = _leads(target.pattern, target.flags) if target is not None else None
        self.sources = _split(target.pattern, target.flags) if target is not None else None
        """The top-level alternatives of the target (:func:`_branch_sources`), each searched on
        its own in a long text (:meth:`found`); None when the pattern is not split."""
        self.branches: tuple[FastSearch, ...] | None = None
        """Their searches, made when a long text first asks (most patterns only meet short
        ones)."""

    def found(self, text: str) -> bool:
        sources = self.sources
        if sources is None or len(text) < _SPLIT_FROM:
            return self.search(text) is not None
        branches = self.branches
        if branches is None:
            flags = self.target.flags  # type: ignore[union-attr]
            branches = self.branches = tuple(FastSearch(compile(b, flags)) for b in sources)
        if self.caseless is not None:
            lowered = _safely_lowered(text)
            if lowered is None:
                return self.pattern.search(text) is not None
            text = lowered
        # An alternation matches somewhere exactly when one of its alternatives does. Searched
        # together, the engine tries every alternative at each place where one may start (every
        # "t" of a text, for "T\\s?\\*|√|sqrt"); apart, each skips to its own first string.
        return any(branch.search(text) is not None for branch in branches)

    def search(self, text: str) -> re.Match[str] | None:
        """``pattern.search(text)``; when the pattern is case-insensitive and ran lower-cased
        (as :meth:`Caseless.search`), the match is one in the lower-cased text, at the same
        positions."""
        target = self.target
        if target is None:
            return self.pattern.search(text)
        if self.caseless is not None:
            lowered = _safely_lowered(text)
            if lowered is None:
                return self.pattern.search(text)
            text = lowered
        start = 0
        if self.leads is not None:
            start = len(text) + 1
            for string, lead in self.leads:
                i = text.find(string)
                if i >= 0 and i - lead < start:
                    start = max(0, i - lead)
            if start > len(text):
                return None  # no branch's string occurs
        return target.search(text, start)


_FAST: dict[re.Pattern[str], FastSearch] = {}


def found(pattern: re.Pattern[str], text: str) -> bool:
    """``pattern.search(text) is not None``, through the pattern's :class:`FastSearch`."""
    fast = _FAST.get(pattern)
    if fast is None:
        fast = _FAST[pattern] = FastSearch(pattern)
    return fast.found(text)
