"""The built exercise report in a real browser (headless Debian Chromium, driven by Selenium).

Skipped when Chromium, chromedriver or Selenium are missing, unless REPORTGEN_REQUIRE_BROWSER=1
(CI sets it), in which case a missing browser fails the test.
"""

from __future__ import annotations

import importlib.util
import os
import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
HOSTILE_TITLE = "<script>alert(1)</script> | hostile title"


def _load_site_tools() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "reportgen_screenshot", ROOT / "scripts" / "screenshot.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


site_tools = _load_site_tools()


def _require_browser() -> None:
    missing = site_tools.browser_missing()
    if missing is None:
        return
    if os.environ.get("REPORTGEN_REQUIRE_BROWSER") == "1":
        pytest.fail(f"REPORTGEN_REQUIRE_BROWSER=1 but the browser cannot run: {missing}")
    pytest.skip(f"no real browser: {missing}")


def _hostile_scenario(folder: Path) -> Path:
    """The exercise with a title that would run a script if it reached the HTML unescaped."""
    text = (ROOT / "inputs" / "exercise.yaml").read_text(encoding="utf-8")
    text, count = re.subn(r"(?m)^title: .*$", f"title: '{HOSTILE_TITLE}'", text)
    assert count == 1
    path = folder / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The exercise and the hostile scenario built into a site, served; yields the base URL."""
    _require_browser()
    tmp = tmp_path_factory.mktemp("browser")
    scenarios = [ROOT / "inputs" / "exercise.yaml", _hostile_scenario(tmp)]
    html = site_tools.build_site(tmp / "build", scenarios)
    with site_tools.serve(html) as base:
        yield base


@pytest.fixture(scope="module")
def driver(site: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with site_tools.chromium(tmp_path_factory.mktemp("profile")) as browser:
        yield browser


def _open(driver: Any, url: str) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(url)
    WebDriverWait(driver, 30).until(
        lambda d: d.execute_script("return document.readyState") == "complete"
    )


def _visible_heading(driver: Any, pattern: str) -> Any:
    from selenium.webdriver.common.by import By

    regex = re.compile(pattern)
    for heading in driver.find_elements(By.CSS_SELECTOR, "article h1, article h2"):
        if regex.search(heading.text):
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", heading)
            assert heading.is_displayed(), f"heading {heading.text!r} is not visible"
            return heading
    found = [h.text for h in driver.find_elements(By.CSS_SELECTOR, "article h1, article h2")]
    raise AssertionError(f"no visible heading matching {pattern!r}; headings: {found}")


def test_answers_and_recommendation_are_visible(site: str, driver: Any) -> None:
    from selenium.webdriver.common.by import By

    _open(driver, site + "reports/exercise.html")
    assert "Exercise 2" in driver.title
    recommendation = _visible_heading(driver, r"^Recommendation")
    for question in range(1, 8):
        _visible_heading(driver, rf"^{question}\.\s")
    # The recommendation comes first, as the exercise asks, and says something.
    headings = driver.find_elements(By.CSS_SELECTOR, "article h2")
    assert headings.index(recommendation) < [h.text[:2] for h in headings].index("1.")
    # The warnings come first, as their own list (a list glued to the paragraph before it is
    # rendered as one run-on paragraph by Python-Markdown), then the decision with its cost.
    warnings = recommendation.find_element(By.XPATH, "following-sibling::*[2]")
    assert warnings.tag_name == "ul" and warnings.is_displayed()
    paragraph = recommendation.find_element(
        By.XPATH, "following-sibling::p[starts-with(normalize-space(.), 'Decision:')][1]"
    )
    assert paragraph.is_displayed() and "$" in paragraph.text


def test_a_plot_is_displayed(site: str, driver: Any) -> None:
    from selenium.webdriver.common.by import By

    _open(driver, site + "reports/exercise.html")
    images = driver.find_elements(By.CSS_SELECTOR, "article img[src$='.svg']")
    assert len(images) >= 3, "expected the three figures"
    image = images[0]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", image)
    assert image.is_displayed()
    loaded = driver.execute_script(
        "return arguments[0].complete && arguments[0].naturalWidth;", image
    )
    assert loaded and loaded > 0, "the SVG did not load"
    assert len(image.get_attribute("alt")) > 50


def test_hostile_title_is_text_not_script(site: str, driver: Any) -> None:
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.by import By

    _open(driver, site + "reports/hostile.html")
    with pytest.raises(NoAlertPresentException):
        driver.switch_to.alert.text  # noqa: B018 - raises when no alert is open
    title = _shown(driver.find_element(By.CSS_SELECTOR, "article h1").text)
    assert "<script>alert(1)</script>" in title
    assert "hostile title" in title
    scripts = driver.execute_script(
        "return Array.from(document.scripts).filter(s => s.text.includes('alert(1)')).length;"
    )
    assert scripts == 0


def _shown(text: str) -> str:
    """The text as a reader sees it: invisible format characters (e.g. a word joiner the
    escaping may insert inside ``</``) removed."""
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf")


def test_site_works_offline(site: str, driver: Any) -> None:
    """Every resource the page loaded came from the local server."""
    _open(driver, site + "reports/exercise.html")
    urls = driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name);"
    )
    foreign = [u for u in urls if not u.startswith(site) and not u.startswith("data:")]
    assert not foreign, foreign
