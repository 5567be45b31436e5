"""Text that remembers where each of its characters came from in the source file.

The document model rewrites what it reads: it drops emphasis markers and code ticks, keeps a
link's text without its target, turns an HTML tag into a space, collapses whitespace, and cuts a
paragraph into sentences and a table row into cells. A rule matches in that rewritten text, at an
offset that means nothing in the file. :class:`SourceText` carries, beside the rewritten text, a
map from each offset back to an offset in the source, and every rewrite the model makes goes
through it (:meth:`SourceText.splice`), so the map survives them all; :class:`LineIndex` turns a
source offset into the (line, column) a finding reports, 1-based like ruff's.

The map is a list of *runs*: from ``starts[k]`` on, the text copies the source from
``origins[k]`` on, one character for one, until the next run. A paragraph without markup is one
run per source line; each rewrite adds a run or two where it changed something.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from itertools import pairwise

__all__ = ["LineIndex", "SourceText"]

Replacement = str | tuple[int, int]
"""What :meth:`SourceText.splice` puts in place of a span: a literal (placed at the span's start
in the source) or the ``(start, end)`` of text of its own to keep."""


class SourceText:
    """A string and, for each of its characters, the source offset it was read from."""

    __slots__ = ("_origins", "_starts", "text")

    def __init__(self, text: str, starts: Sequence[int], origins: Sequence[int]) -> None:
        self.text = text
        self._starts = starts
        self._origins = origins

    @classmethod
    def at(cls, text: str, origin: int) -> SourceText:
        """``text`` copied verbatim from the source, starting at source offset ``origin``."""
        return cls(text, _ONE_RUN, (origin,))

    @classmethod
    def lines(cls, text: str, origins: Iterable[int]) -> SourceText:
        """``text`` whose ``k``-th line (split on ``\\n``) was copied verbatim from source offset
        ``origins[k]`` on (the newline ending a line maps to the character after that line)."""
        if "\n" not in text:
            for origin in origins:
                return cls(text, _ONE_RUN, (origin,))
        starts: list[int] = []
        runs: list[int] = []
        at = 0
        for line, origin in zip(text.split("\n"), origins, strict=False):
            starts.append(at)
            runs.append(origin)
            at += len(line) + 1
        if not starts:
            return cls(text, _ONE_RUN, (0,))
        return cls(text, starts, runs)

    def __len__(self) -> int:
        return len(self.text)

    def __repr__(self) -> str:
        runs = list(zip(self._starts, self._origins, strict=True))
        return f"SourceText({self.text!r}, runs={runs})"

    def origin(self, offset: int) -> int:
        """The source offset of ``text[offset]`` (of the end of the text, past its end)."""
        offset = max(0, min(offset, len(self.text)))
        k = bisect_right(self._starts, offset) - 1
        return self._origins[k] + offset - self._starts[k]

    def __getitem__(self, span: slice) -> SourceText:
        start, stop, _ = span.indices(len(self.text))
        stop = max(start, stop)
        if len(self._starts) == 1:
            return SourceText(self.text[start:stop], _ONE_RUN, (self._origins[0] + start,))
        first = bisect_right(self._starts, start) - 1
        last = bisect_left(self._starts, stop, first + 1)
        starts = [0]
        origins = [self._origins[first] + start - self._starts[first]]
        for k in range(first + 1, last):
            starts.append(self._starts[k] - start)
            origins.append(self._origins[k])
        return SourceText(self.text[start:stop], starts, origins)

    @staticmethod
    def join(parts: list[SourceText]) -> SourceText:
        """The parts one after the other, each keeping its map."""
        texts: list[str] = []
        starts: list[int] = []
        origins: list[int] = []
        at = 0
        for part in parts:
            if not part.text:
                continue
            for start, origin in zip(part._starts, part._origins, strict=True):
                if start >= len(part.text):
                    break
                if starts and origins[-1] + (at + start - starts[-1]) == origin:
                    continue  # the run goes on where the previous one was heading
                starts.append(at + start)
                origins.append(origin)
            texts.append(part.text)
            at += len(part.text)
        if not starts:
            return SourceText("", _ONE_RUN, (parts[0].origin(0) if parts else 0,))
        return SourceText("".join(texts), starts, origins)

    def splice(self, edits: Iterable[tuple[int, int, Replacement]]) -> SourceText:
        """This text with each ``(start, end, replacement)`` of ``edits`` (in order, not
        overlapping) replacing ``text[start:end]``: by a literal, mapped to the span's first
        source character, or by ``text[a:b]`` for a replacement ``(a, b)``, mapped as it was."""
        parts: list[SourceText] = []
        done = -1  # no edit yet
        for start, end, replacement in edits:
            if start > max(done, 0):
                parts.append(self[max(done, 0) : start])
            if isinstance(replacement, str):
                if replacement:
                    parts.append(SourceText.at(replacement, self.origin(start)))
            else:
                parts.append(self[replacement[0] : replacement[1]])
            done = end
        if done < 0:
            return self
        parts.append(self[done:])
        return SourceText.join(parts)

    def sub(self, pattern: re.Pattern[str], replacement: str | int) -> SourceText:
        """``pattern.sub`` with a literal replacement, or, for an int ``g``, with each match's
        group ``g`` (as ``\\g<g>`` would)."""
        if isinstance(replacement, str):
            return self.splice((*m.span(), replacement) for m in pattern.finditer(self.text))
        return self.splice(
            (m.start(), m.end(), m.span(replacement)) for m in pattern.finditer(self.text)
        )

    def collapsed(self) -> SourceText:
        """``" ".join(text.split())``: stripped, each run of whitespace one space."""
        text = self.text
        if not text:
            return self
        if _ODD_SPACE.search(text) is None and not text[0].isspace() and not text[-1].isspace():
            return self
        words = [m.span() for m in _WORD.finditer(text)]
        if not words:
            return self[0:0]
        edits: list[tuple[int, int, Replacement]] = [(0, words[0][0], "")]
        for (_, end), (start, _) in pairwise(words):
            if text[end:start] != " ":
                edits.append((end, start, " "))
        edits.append((words[-1][1], len(text), ""))
        return self.splice(edits)

    def stripped(self) -> SourceText:
        """The text without leading and trailing whitespace."""
        text = self.text
        left = len(text) - len(text.lstrip())
        right = len(text.rstrip())
        if left == 0 and right == len(text):
            return self
        return self[left : max(left, right)]


_ONE_RUN = (0,)
"""The runs' starts of a text copied in one piece (shared: most texts are)."""
_WORD = re.compile(r"\S+")
_ODD_SPACE = re.compile(r"[^\S ]| {2,}")
"""Whitespace that :meth:`SourceText.collapsed` changes: any but a single space."""


class LineIndex:
    """Source offsets to 1-based (line, column), the column counted in characters."""

    __slots__ = ("starts",)

    def __init__(self, text: str) -> None:
        starts = [0]
        at = text.find("\n")
        while at >= 0:
            starts.append(at + 1)
            at = text.find("\n", at + 1)
        self.starts = starts
        """The offset where each line starts."""

    def offset(self, line: int, column: int = 1) -> int:
        """The source offset of 1-based ``line`` and ``column``."""
        line = max(1, min(line, len(self.starts)))
        return self.starts[line - 1] + column - 1

    def position(self, offset: int) -> tuple[int, int]:
        """The 1-based (line, column) of source offset ``offset``."""
        k = bisect_right(self.starts, max(0, offset)) - 1
        return k + 1, offset - self.starts[k] + 1
