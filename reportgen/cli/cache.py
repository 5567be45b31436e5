"""``reportgen cache``: where reportgen keeps what it can compute again, and removing it."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..errors import OutputError


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "cache",
        help="show or clean reportgen's cache folder",
        description=(
            "reportgen keeps lint results and the parsed reference and state catalog in "
            "$REPORTGEN_CACHE_DIR, else $XDG_CACHE_HOME/reportgen, else ~/.cache/reportgen. "
            "Every entry is checked (a keyed digest of its content, its owner, mode and file "
            "type) before it is used, and entries unused for 30 days are pruned, so the cache "
            "only ever makes a run faster. An empty REPORTGEN_CACHE_DIR, or --no-cache on a "
            "command, turns it off: nothing is read or written."
        ),
    )
    actions = p.add_subparsers(dest="action", metavar="ACTION")
    actions.required = True
    clean = actions.add_parser("clean", help="remove everything reportgen keeps in the cache")
    clean.set_defaults(func=run_clean)
    where = actions.add_parser("dir", help="print the cache folder (nothing when caching is off)")
    where.set_defaults(func=run_dir)


def run_dir(args: argparse.Namespace) -> int:
    from ..cachedir import cache_root

    root = cache_root()
    if root is not None:
        sys.stdout.write(f"{root}\n")
    return 0


def run_clean(args: argparse.Namespace) -> int:
    from ..cachedir import cache_root, clean

    root = cache_root()
    if root is None:
        sys.stdout.write(
            "reportgen: caching is off (REPORTGEN_CACHE_DIR is empty); nothing to do\n"
        )
        return 0
    try:
        removed = clean(root)
    except OSError as exc:
        raise OutputError(f"{exc.filename or root}: cannot remove: {exc.strerror or exc}") from None
    sys.stdout.write(f"reportgen: removed {len(removed)} item(s) from {root}\n")
    return 0
