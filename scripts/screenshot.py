"""Build the reports and the docs site, serve them locally, and screenshot the exercise report.

    python scripts/screenshot.py OUT_DIR [SCENARIO ...]

builds SCENARIOs (default: every scenario in ``inputs/``) and the MkDocs site in a temporary
folder, serves it on 127.0.0.1, opens the exercise report in headless Chromium (Debian's
``chromium`` and ``chromium-driver``, driven by Selenium) and saves PNG screenshots into OUT_DIR:
the top of the page, the first figure, and the whole page. It prints the paths it wrote.

The functions here are also what ``tests/report/test_browser.py`` uses, so that the test and the
pictures anyone can look at come from the same build.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
CHROMIUM_FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)
WINDOW = (1280, 900)


def build_site(dest: Path, scenarios: Sequence[Path] = ()) -> Path:
    """Copy the site sources to ``dest``, build the reports into it, then the HTML.

    Returns the folder of built HTML (``dest/site-html``). The committed ``site/reports/`` is
    not copied: the reports are built fresh from ``scenarios`` (default: ``inputs/``).
    """
    dest.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / "mkdocs.yml", dest / "mkdocs.yml")
    shutil.copytree(ROOT / "site", dest / "site", ignore=_ignore_reports, dirs_exist_ok=True)
    sources = [str(s) for s in scenarios] or [str(ROOT / "inputs")]
    reports = dest / "site" / "reports"
    _run([sys.executable, "-m", "reportgen", "build", *sources, "--out", str(reports)])
    _run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet"], cwd=dest)
    return dest / "site-html"


def _ignore_reports(folder: str, names: list[str]) -> set[str]:
    return {"reports"} if Path(folder) == ROOT / "site" else set()


def _run(cmd: Sequence[str], cwd: Path | None = None) -> None:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}  # mkdocs-material's banner, on stderr
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(
            f"{' '.join(cmd)} exited {done.returncode}\n{done.stdout}\n{done.stderr}".rstrip()
        )


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextlib.contextmanager
def serve(folder: Path) -> Iterator[str]:
    """Serve ``folder`` on 127.0.0.1 at a free port, in a thread; yields the base URL."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def browser_missing() -> str | None:
    """Why the real browser cannot run here, or ``None`` when it can."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not path.exists():
            return f"{path} not found (Debian packages chromium and chromium-driver)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install '.[test]')"
    return None


@contextlib.contextmanager
def chromium(profile: Path) -> Iterator[Any]:
    """Headless Debian Chromium, driven by Selenium, with a fresh profile in ``profile``."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument(f"--window-size={WINDOW[0]},{WINDOW[1]}")
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    try:
        driver.set_page_load_timeout(60)
        yield driver
    finally:
        driver.quit()


def screenshots(driver: Any, url: str, out: Path, stem: str = "exercise") -> list[Path]:
    """Save the top of the page at ``url``, its first figure and the whole page, as PNGs."""
    from selenium.webdriver.common.by import By

    out.mkdir(parents=True, exist_ok=True)
    driver.set_window_size(*WINDOW)
    driver.get(url)
    written = []
    top = out / f"{stem}-top.png"
    driver.save_screenshot(str(top))
    written.append(top)
    figures = driver.find_elements(By.CSS_SELECTOR, "article img[src$='.svg']")
    if figures:
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", figures[0])
        figure = out / f"{stem}-figure.png"
        driver.save_screenshot(str(figure))
        written.append(figure)
    height = int(driver.execute_script("return document.documentElement.scrollHeight"))
    driver.set_window_size(WINDOW[0], min(height, 30_000))
    driver.execute_script("window.scrollTo(0, 0);")
    full = out / f"{stem}-full.png"
    driver.save_screenshot(str(full))
    written.append(full)
    driver.set_window_size(*WINDOW)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="folder for the PNG screenshots")
    parser.add_argument("scenarios", type=Path, nargs="*", help="default: every one in inputs/")
    parser.add_argument("--page", default="reports/exercise.html", help="page to open")
    args = parser.parse_args(argv)
    missing = browser_missing()
    if missing:
        sys.stderr.write(f"screenshot: {missing}\n")
        return 2
    with tempfile.TemporaryDirectory(prefix="reportgen-site-") as tmp:
        html = build_site(Path(tmp) / "build", args.scenarios)
        with serve(html) as base, chromium(Path(tmp) / "profile") as driver:
            for path in screenshots(driver, base + args.page, args.out):
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
