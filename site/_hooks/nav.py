"""MkDocs hook: fill the "Reports" and "Rule reference" sections from the pages that exist.

``mkdocs.yml`` names a folder (``reports/``, ``rules/``) where a page list would go; this hook
replaces it with the folder's Markdown pages, ``index.md`` first and the rest by file name, so
that adding a scenario or a rule never needs an edit to the site's configuration. A folder with
no pages (``rules/`` before the linter publishes its reference) drops out of the navigation.

Generated pages take their titles from their first heading, as MkDocs does by default.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any


def _pages(docs_dir: Path, folder: str) -> list[str]:
    root = docs_dir / folder
    if not root.is_dir():
        return []
    pages = sorted(p.relative_to(docs_dir).as_posix() for p in root.glob("*.md"))
    index = f"{folder}/index.md"
    if index in pages:
        pages.remove(index)
        pages.insert(0, index)
    return pages


def _expand(nav: list[Any], docs_dir: Path) -> list[Any]:
    out: list[Any] = []
    for item in nav:
        if isinstance(item, dict) and len(item) == 1:
            ((title, value),) = item.items()
            if isinstance(value, str) and value.endswith("/"):
                pages = _pages(docs_dir, value.rstrip("/"))
                if pages:
                    out.append({title: pages})
                continue
            if isinstance(value, list):
                out.append({title: _expand(value, docs_dir)})
                continue
        out.append(item)
    return out


def on_config(config: Any) -> Any:
    if config.nav:
        config.nav = _expand(config.nav, Path(config.docs_dir))
    return config
