"""TeX math read as the plain text it stands for.

Students write their arithmetic in TeX: ``$T^*_a = T^*/16 = 3\\,943.6 / 16 \\approx 246.5\\
\\text{s}$``. A reader of the raw characters sees no number with a unit, a ``\\approx`` where
``≈`` should be, and a ``^*`` that the emphasis rules take for a star. Every rule reads
quantities and claims from text, so math is rewritten once, where the document's text is
cleaned, into what it says: ``T* = T*/16 = 3943.6 / 16 ≈ 246.5 s``.

Only spans that are unmistakably math are read: ``$$…$$``, and ``$…$`` whose content uses a
TeX command, a superscript or a subscript group (``\\frac``, ``^2``, ``_{…}``) or opens with a
letter (``$T$``). A price (``$0.75 and $2.40``) opens with a digit and has none of these. The
rewrite is a list of edits for :meth:`~reportgen.lint.sourcemap.SourceText.splice`, so every
character keeps its place in the file and findings are located where the math is written. The
grader reads a document's lines through :func:`plain_text`, the same reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from . import _regex as _rx
from .sourcemap import Replacement

_DISPLAY = _rx.compile(r"\$\$(.+?)\$\$", re.S)
_INLINE = _rx.compile(r"(?<![\\$])\$(?=[^\s$])((?:[^$\n\\]|\\.)+?)(?<=[^\s\\])\$(?![\d$])")
_TEX = _rx.compile(r"\\[A-Za-z%$,;!]|\^|_\{|=")
"""What makes a ``$…$`` span math rather than two prices: a command or an escaped mark ("\\%"),
a power, a subscript, an equals sign."""
_MATH_LEAD = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz\\{(")
"""What a span opens with when it is math without a command ("Adam $m$, $v$", "$T$ must
exceed …"): a letter, a backslash, a brace or a parenthesis; a price opens with a digit."""
_SUBSCRIPT = _rx.compile(r"_(\{[^{}$]*\}|[A-Za-z0-9])")

_SYMBOLS = {
    "approx": "≈",
    "simeq": "≈",
    "sim": "~",
    "times": "×",
    "cdot": "·",
    "le": "≤",
    "leq": "≤",
    "ge": "≥",
    "geq": "≥",
    "neq": "≠",
    "ll": "≪",
    "gg": "≫",
    "pm": "±",
    "to": "→",
    "rightarrow": "→",
    "Rightarrow": "⇒",
    "infty": "∞",
    "quad": " ",
    "qquad": " ",
    "left": "",
    "right": "",
    "big": "",
    "Big": "",
    "displaystyle": "",
    "mu": "µ",
    "lambda": "λ",
    "Delta": "Δ",
}
_TEXT = frozenset(
    {"text", "mathrm", "textrm", "mathit", "mathbf", "mathsf", "operatorname", "mbox"}
)
_TOKEN = _rx.compile(r"\\([A-Za-z]+)\s*(\{)?|\\([,;:! %$_&#{}])|\^\*|\^\{|_\{|\{|\}")


def math_edits(text: str) -> list[tuple[int, int, Replacement]]:
    """Edits that turn every math span of ``text`` into plain text, in order, not overlapping:
    a character kept is kept where it is ("\\%" is its "%"); a symbol written for a command
    ("≈" for "\\approx", "(" for "\\frac{") is placed at the command's first character."""
    if "$" not in text:
        return []
    edits: list[tuple[int, int, Replacement]] = []
    taken: list[tuple[int, int]] = []
    for m in _DISPLAY.finditer(text):
        taken.append(m.span())
        edits += _span_edits(text, m.start(), m.end(), 2)
    for m in _INLINE.finditer(text):
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        if not _TEX.search(m.group(1)) and m.group(1)[0] not in _MATH_LEAD:
            continue  # "$0.75 and $2.40": prices
        edits += _span_edits(text, m.start(), m.end(), 1)
    edits.sort()
    return edits


def _span_edits(
    text: str, start: int, end: int, fence: int
) -> Iterator[tuple[int, int, Replacement]]:
    """The edits of one math span ``text[start:end]`` whose delimiters are ``fence`` long."""
    yield start, start + fence, ""
    closing: list[str] = []  # what each open group's "}" becomes
    inner_end = end - fence
    at = start + fence
    while True:
        m = _TOKEN.search(text, at, inner_end)
        if m is None:
            break
        at = m.end()
        token = m.group(0)
        command, brace, escaped = m.group(1), m.group(2), m.group(3)
        if command is not None:
            if command in _TEXT and brace:
                yield m.start(), m.end(), ""
                closing.append("")
            elif command == "frac" and brace:
                yield m.start(), m.end(), "("
                closing.append(")/(")
            elif command == "sqrt" and brace:
                yield m.start(), m.end() - 1, "√"
                yield m.end() - 1, m.end(), "("
                closing.append(")")
            elif command in _SYMBOLS:
                # the symbol, then the group the command was followed by, if any
                yield m.start(), m.end(), _SYMBOLS[command] + (" " if not brace else "")
                if brace:
                    closing.append("")
            elif brace:
                closing.append("")  # an unknown command's argument: its braces go
                yield m.end() - 1, m.end(), ""
        elif escaped is not None:
            between_digits = (
                escaped in ",;:! "
                and m.start() > 0
                and text[m.start() - 1].isdigit()
                and m.end() < len(text)
                and text[m.end()].isdigit()
            )
            if between_digits:
                yield m.start(), m.end(), ""  # "3\,943.6": a thin space between digit groups
            elif escaped in ",;:! ":
                yield m.start(), m.end(), " "
            else:
                yield m.start(), m.end(), (m.start() + 1, m.end())  # "\%", "\$", "\_"
        elif token == "^*":
            yield m.start(), m.end(), (m.start() + 1, m.end())
            sub = _SUBSCRIPT.match(text, m.end(), inner_end)
            if sub:  # "T^*_a": the optimum of case a is a T*
                yield sub.start(), sub.end(), ""
                at = sub.end()
        elif token in ("^{", "_{"):
            yield m.start(), m.end(), (m.start(), m.start() + 1)
            closing.append("")
        elif token == "{":
            yield m.start(), m.end(), ""
            closing.append("")
        elif token == "}":
            if not closing:
                continue
            after = closing.pop()
            if after == ")/(" and text.startswith("{", m.end()):
                yield m.start(), m.end(), ")/"
                yield m.end(), m.end() + 1, "("
                at = m.end() + 1
                closing.append(")")
            else:
                yield m.start(), m.end(), after if after != ")/(" else ")"
    yield inner_end, end, ""


_TEXT_ESCAPE = _rx.compile(r"\\([%$&#_{}])")
"""A character escaped in running text (LaTeX's ``87.1\\%``, ``\\$1.06``): the character."""


def plain_text(text: str) -> str:
    """``text`` with its math read as plain text (:func:`math_edits`) and the characters escaped
    in running text unescaped: the reading of TeX for code that works on a document's lines
    (the grader's), the same as the linter's. Line breaks are kept."""
    if "$" not in text and "\\" not in text:
        return text
    parts: list[str] = []
    done = 0
    for start, end, replacement in math_edits(text):
        parts.append(text[done:start])
        parts.append(replacement if isinstance(replacement, str) else text[slice(*replacement)])
        done = end
    parts.append(text[done:])
    return _TEXT_ESCAPE.sub(r"\1", "".join(parts))
