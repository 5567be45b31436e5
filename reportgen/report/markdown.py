"""Put untrusted text (a scenario's title, notes, assumptions) into Markdown safely.

The generated pages are read three ways: as raw Markdown (GitHub, a reviewer's editor), by
markdown-it-py (``reportgen lint``) and by Python-Markdown (MkDocs, then a browser). Text from a
scenario must come out as the same literal text in all three: ``<script>`` shows as text and
never reaches the HTML as a tag, ``|`` does not split a table cell, ``*``, ``_``, ``[`` and ``#``
do not format.

Two mechanisms, chosen for what both Markdown parsers agree on:

* HTML-significant and table characters become numeric entities (``&lt;``, ``&#124;``): an
  entity is always literal text in CommonMark and in Python-Markdown, and stays an entity in
  the HTML, so no parser can turn it back into markup.
* Markdown punctuation that both parsers accept as a backslash escape is backslash-escaped:
  ``\\ ` * _ { } [ ]`` everywhere, and at the start of a line the characters that would open a
  heading, list, quote or rule.

``~`` and ``^`` become entities too: Markdown extensions (strikethrough, sub/superscript) give
them meaning and not every extension honours a backslash. And ``</`` gets an invisible word
joiner after the ``<``, for themes that unescape a page's title into its ``<title>`` element.
"""

from __future__ import annotations

import re

__all__ = ["ScenarioText", "code_span", "escape", "escape_block", "escape_link_text"]


class ScenarioText(str):
    """A string that came from a scenario file: the report environment escapes it on output."""

    __slots__ = ()


_ENTITIES = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "|": "&#124;",
    "~": "&#126;",
    "^": "&#94;",
}
_BACKSLASHED = frozenset("\\`*_{}[]")
# MkDocs-Material prints a page's title as ``{{ page.title | striptags }}`` inside <title>, and
# striptags *unescapes* entities: a title "</title><script>…" would close the element and run.
# An invisible word joiner between "<" and "/" keeps the text as it reads and can never form an
# end tag, whatever a theme does with the title.
_LT_SLASH = "&lt;&#8288;/"
_INLINE = re.compile(r"[&<>|~^\\`*_{}\[\]]")
_WHITESPACE = re.compile(r"\s+")
# What a line may start with that would make it a block: a heading ("#": Python-Markdown needs
# no space after it), a list item
# ("- ", "+ ", "1. ", "1) "), a thematic break or setext underline ("---", "==="). A quote
# (">") is already an entity and "*" is always escaped; indentation is stripped.
_LINE_START = re.compile(
    r"^(?:(?P<mark>#|[-+](?=[\s\-]|$)|=+\s*$)|(?P<digits>\d{1,9})[.)](?=\s|$))"
)


def _escape_char(match: re.Match[str]) -> str:
    char = match.group(0)
    if char in _BACKSLASHED:
        return "\\" + char
    return _ENTITIES[char]


def _escape_line_start(text: str) -> str:
    match = _LINE_START.match(text)
    if match is None:
        return text
    if match.group("mark"):
        first = text[0]
        return ("&#61;" if first == "=" else "\\" + first) + text[1:]
    end = match.end("digits")
    return text[:end] + "\\" + text[end:]


def escape(text: str) -> str:
    """One line of literal text: whitespace (newlines included) collapsed, everything escaped.

    Safe in a paragraph, a heading, a list item, a table cell and an image's alt text.
    """
    flat = _WHITESPACE.sub(" ", str(text)).strip()
    escaped = _INLINE.sub(_escape_char, flat).replace("&lt;/", _LT_SLASH)
    return _escape_line_start(escaped)


def escape_block(text: str) -> str:
    """Paragraphs of literal text: blank lines separate paragraphs, each one :func:`escape`-d."""
    paragraphs = re.split(r"\n\s*\n", str(text).strip())
    return "\n\n".join(escape(p) for p in paragraphs if p.strip())


def escape_link_text(text: str) -> str:
    """Text inside ``[...]`` of a link or image: :func:`escape` already escapes brackets."""
    return escape(text)


def code_span(text: str) -> str:
    """``text`` as an inline code span, with a fence longer than any run of backticks inside.

    Code spans keep ``*`` and ``_`` literal without escapes, which is what formulas need.
    Only engine text goes here: a code span shows ``&lt;`` verbatim, so it cannot escape HTML.
    """
    flat = _WHITESPACE.sub(" ", str(text)).strip()
    longest = max((len(run) for run in re.findall(r"`+", flat)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if flat.startswith("`") or flat.endswith("`") else ""
    return f"{fence}{pad}{flat}{pad}{fence}"


def code_block(text: str) -> str:
    """``text`` as a fenced code block (a fence longer than any run of backticks inside), kept
    verbatim: a column-aligned table as a command prints it. Markdown renders a code block's
    content as text, so markup inside it stays inert."""
    body = str(text).rstrip("\n")
    longest = max((len(run) for run in re.findall(r"`+", body)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}text\n{body}\n{fence}"


_MARKUP = re.compile(r"[<>&\"'`\x00-\x1f\x7f]")


def file_span(name: str) -> str:
    """A file name as an inline code span. A code span cannot escape HTML (it shows ``&lt;``
    verbatim), so a name holding markup characters (``<``, ``>``, ``&``, quotes, backticks or
    control characters) is shown percent-encoded instead: inert in any viewer, and still the
    name, unambiguously."""
    from urllib.parse import quote

    text = str(name)
    if _MARKUP.search(text):
        text = quote(text, safe=" ._-/+()[]{}=,;:@~")
    return code_span(text)
