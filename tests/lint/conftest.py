"""Every lint test (and every ``reportgen lint`` it starts) uses a cache directory of its own, so
that no test reads results another run left in the user's cache."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _private_lint_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch) -> Path:  # type: ignore[no-untyped-def]
    directory = tmp_path_factory.mktemp("lint-cache")
    monkeypatch.setenv("REPORTGEN_CACHE_DIR", str(directory))
    return directory
