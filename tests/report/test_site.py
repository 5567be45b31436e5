"""The docs site: `mkdocs build --strict` passes after `reportgen build`, offline, and fresh."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest
import yaml

from reportgen.report.reference import reference_markdown

ROOT = Path(__file__).resolve().parents[2]


def _load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


site_tools = _load(ROOT / "scripts" / "screenshot.py", "reportgen_screenshot")
nav_hook = _load(ROOT / "site" / "_hooks" / "nav.py", "reportgen_nav_hook")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every shipped scenario built, then the site with `mkdocs build --strict` (~10 s)."""
    pytest.importorskip("mkdocs")
    pytest.importorskip("material")
    return site_tools.build_site(tmp_path_factory.mktemp("site"))


def test_pages_are_built(built: Path) -> None:
    for page in ("index.html", "method.html", "scenario-reference.html", "reports/exercise.html"):
        assert (built / page).is_file(), page
    assert not (built / "_hooks").exists(), "the nav hook is configuration, not a page"
    assert (built / "scenario.schema.json").is_file()


def test_every_report_is_in_the_navigation(built: Path) -> None:
    home = (built / "index.html").read_text(encoding="utf-8")
    for scenario in sorted((ROOT / "inputs").glob("*.yaml")):
        assert f'href="reports/{scenario.stem}.html"' in home, scenario.stem


def test_no_asset_comes_from_the_internet(built: Path) -> None:
    """The site displays offline: no script, stylesheet, font or image from another host."""
    remote = re.compile(
        r"<(?:script|img|iframe)\b[^>]*\bsrc=\"(?:https?:)?//"
        r"|<link\b[^>]*\bhref=\"(?:https?:)?//"
        r"|@import\s+url\((?:https?:)?//"
    )
    for page in built.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert not remote.search(text), f"{page.relative_to(built)}: {remote.search(text)}"
        assert "fonts.googleapis" not in text and "fonts.gstatic" not in text
    for sheet in built.rglob("*.css"):
        assert "fonts.googleapis" not in sheet.read_text(encoding="utf-8"), sheet


def test_figures_are_embedded_with_alt_text(built: Path) -> None:
    page = (built / "reports" / "exercise.html").read_text(encoding="utf-8")
    images = re.findall(r"<img\b[^>]*>", page)
    svgs = [tag for tag in images if ".svg" in tag]
    assert len(svgs) >= 3
    for tag in svgs:
        alt = re.search(r'alt="([^"]*)"', tag)
        assert alt and len(alt.group(1)) > 50, tag
        src = re.search(r'src="([^"]+)"', tag)
        assert src and (built / "reports" / src.group(1)).is_file(), tag


def test_scenario_reference_is_fresh() -> None:
    committed = (ROOT / "site" / "scenario-reference.md").read_text(encoding="utf-8")
    assert committed == reference_markdown(), (
        "site/scenario-reference.md is stale: regenerate it with "
        "`python -m reportgen.report.reference > site/scenario-reference.md`"
    )


def test_scenario_reference_documents_every_key() -> None:
    from reportgen.scenario import scenario_json_schema

    schema = scenario_json_schema()
    page = reference_markdown(schema)
    for section in [schema, *schema["definitions"].values()]:
        for key in section.get("properties", {}):
            assert f"| `{key}` |" in page, key


def test_mkdocs_config() -> None:
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    assert config["docs_dir"] == "site"
    assert config["site_dir"] == "site-html"
    assert config["theme"]["font"] is False  # no Google Fonts
    assert "/site-html/" in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()


def test_nav_hook_expands_folders(tmp_path: Path) -> None:
    (tmp_path / "reports").mkdir()
    for name in ("b.md", "index.md", "a.md", "notes.txt"):
        (tmp_path / "reports" / name).write_text("# x\n", encoding="utf-8")
    nav = [{"Home": "index.md"}, {"Reports": "reports/"}, {"Rules": "rules/"}]
    assert nav_hook._expand(nav, tmp_path) == [
        {"Home": "index.md"},
        {"Reports": ["reports/index.md", "reports/a.md", "reports/b.md"]},
    ]
