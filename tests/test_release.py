"""A release's version is the same everywhere (RELEASING.md): ``pyproject.toml``, ``reportgen
--version``, the newest version heading of CHANGELOG.md, and the ``rev:`` the docs tell
pre-commit users to pin. The tag ``vX.Y.Z`` the release gets is made from it."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import reportgen

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
_HEADING = re.compile(r"^## (?P<title>.+?)\s*$", re.M)
_RELEASED = re.compile(r"(?P<version>\d+\.\d+\.\d+) — (?P<date>\d{4}-\d{2}-\d{2})")
"""A released version's heading: ``## 0.1.0 — 2026-12-01``."""


def _pyproject_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def _changelog_headings() -> list[str]:
    return [m["title"] for m in _HEADING.finditer((ROOT / "CHANGELOG.md").read_text("utf-8"))]


def _newest_release(headings: list[str]) -> str:
    """The version of the first heading that names one. Only the first heading may be
    ``Unreleased``; every other one must name a release."""
    versions = []
    for k, title in enumerate(headings):
        if title == "Unreleased":
            assert k == 0, "## Unreleased must be the changelog's first heading"
            continue
        m = _RELEASED.fullmatch(title)
        assert m, f"changelog heading {title!r} is neither 'Unreleased' nor 'X.Y.Z — YYYY-MM-DD'"
        versions.append(m["version"])
    assert versions, "CHANGELOG.md names no released version (## X.Y.Z — YYYY-MM-DD)"
    return versions[0]


def test_version_is_semantic() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", _pyproject_version())


def test_pyproject_package_and_command_agree() -> None:
    version = _pyproject_version()
    assert reportgen.__version__ == version
    shown = subprocess.run(
        [sys.executable, "-m", "reportgen", "--version"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert shown.strip() == f"reportgen {version}"


def test_newest_changelog_heading_is_this_version() -> None:
    assert _newest_release(_changelog_headings()) == _pyproject_version()


def test_changelog_versions_only_go_down() -> None:
    versions = [
        tuple(int(n) for n in m["version"].split("."))
        for title in _changelog_headings()
        if (m := _RELEASED.fullmatch(title))
    ]
    assert versions == sorted(versions, reverse=True)
    assert len(set(versions)) == len(versions)


def test_precommit_docs_pin_this_release() -> None:
    page = (ROOT / "site" / "rules" / "index.md").read_text("utf-8")
    assert f"rev: v{_pyproject_version()} " in page
    assert "id: reportgen-lint" in (ROOT / ".pre-commit-hooks.yaml").read_text("utf-8")


def test_newest_release_reads_the_headings() -> None:
    assert _newest_release(["Unreleased", "1.2.0 — 2027-01-05", "1.1.0 — 2026-12-20"]) == "1.2.0"
    for bad in (["1.2.0"], ["Unreleased"], ["1.2.0 — 2027-01-05", "Unreleased"]):
        try:
            _newest_release(bad)
        except AssertionError:
            continue
        raise AssertionError(f"{bad} accepted")
