"""Where reportgen keeps what it can always compute again: ``$XDG_CACHE_HOME/reportgen``, else
``~/.cache/reportgen``.

The linter's results (``lint/cache.py``, which ``$REPORTGEN_CACHE_DIR`` can move or turn off),
the parsed reference and state catalog and the
report templates' compiled code all live there. Only :mod:`os` is imported: every linter start
asks.
"""

from __future__ import annotations

import os

__all__ = ["user_cache_dir"]


def user_cache_dir() -> str:
    """``$XDG_CACHE_HOME/reportgen``, else ``~/.cache/reportgen`` (not created here)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "reportgen")
