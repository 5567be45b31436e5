"""``reportgen build``: scenarios → design documents, a comparison page and plots, atomically.

The build, in order:

1. **Find the scenarios**: every ``*.yaml``/``*.yml`` of each directory given, each file given;
   with no inputs, ``./inputs`` (or, when there is none, the exercise scenario shipped with
   reportgen). A scenario's *slug* (its file name without the suffix) names its page
   ``<slug>.md`` and its assets folder ``assets/<slug>/``.
2. **Skip what is fresh**: each page carries a stamp (scenario SHA-256, reportgen version, a hash
   of the templates, a hash of the code that computes and renders the report, the Monte-Carlo
   trial count) and a hash of its own content and assets. A page whose stamp matches and whose
   content is intact is not rebuilt, and nothing heavy (YAML, numpy, Jinja, matplotlib) is
   imported for it: a no-change rebuild only hashes files.
3. **Load and validate every scenario that must be rendered**, all before anything else: if any
   is bad, the build raises one :class:`~reportgen.errors.ScenarioError` with every problem of
   every file and **writes nothing at all**, not even the good scenarios' pages (the comparison
   page would otherwise describe a set of scenarios that is not on disk, and CI should fail on
   the first run, not half-succeed).
4. **Render everything in memory**: analysis, Monte-Carlo run (seeded from the scenario's
   hash, so the output is byte-identical from run to run), plots, Markdown.
5. **Write atomically** (:mod:`reportgen.report.writer`), then remove stale files: pages this
   build generated earlier for scenarios no longer among its inputs (recognised by their stamp;
   hand-written pages are never touched) and their assets. The output directory mirrors the
   build's inputs, like the comparison page does.

``check=True`` writes nothing and reports what a build would change.
"""

from __future__ import annotations

import hashlib
import importlib.resources
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..errors import OutputError, Problem, ScenarioError, UsageError
from ..safe_read import UnreadableFile, read_regular_file
from .plotworker import PlotWorker

if TYPE_CHECKING:
    import jinja2

    from ..engine.analysis import Analysis
    from ..engine.montecarlo import SimulationRun
    from ..engine.plan import StrategyPlan
    from ..engine.simulate_tiers import TierCheck
    from ..scenario.loader import Scenario
    from .context import PlotLike
    from .robustness import Robustness

__all__ = [
    "COMPARISON_PAGE",
    "DEFAULT_INPUTS",
    "DEFAULT_OUT",
    "DEFAULT_TRIALS",
    "BuildResult",
    "Outcome",
    "build",
    "code_digest",
    "discover",
]

DEFAULT_INPUTS = Path("inputs")
DEFAULT_OUT = Path("site/reports")
COMPARISON_PAGE = "index.md"
DEFAULT_TRIALS = 1000
"""Monte-Carlo trials per simulated plan: the P50 and P90 to about 0.1 % (the spread of the
completion time is under 1 % of it on the shipped scenarios), in ~0.1 s."""
TIER_TRIALS = 200
"""At most this many trials of a recommended two-tier plan: its simulation walks one job at a
time in Python (~7 ms per 30-day job on spot), and 200 put the mean within about 0.2 % (one
standard error), ample to check the tier model within a few standard errors."""

ASSETS_DIR = "assets"
SCENARIO_LIMIT_BYTES = 1 << 20
"""As the scenario loader's limit: a scenario is a few kilobytes of YAML."""
OUTPUT_LIMIT_BYTES = 64 << 20
"""The largest page or plot read back from the output folder (a page is ~50 kB, a plot ~100 kB)."""
_STALE_TEMP = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.tmp$")
"""A temporary file of :func:`~reportgen.report.writer.write_files` left by a killed build."""
SCENARIO_SUFFIXES = (".yaml", ".yml")
_SLUG_RESERVED = {Path(COMPARISON_PAGE).stem, ASSETS_DIR}
_SAFE_ASSET = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*\.svg$")
_STAMP = re.compile(r"^<!-- reportgen (?P<inputs>.*) · content sha256:(?P<content>[0-9a-f]+) -->$")
_SEP = " · "
_DO_NOT_EDIT = "generated, do not edit: rebuild with `reportgen build`"

# The code and data whose change changes a report: the engine, the scenario loader (defaults),
# the report package (context, filters, plots), the state catalog (answer 5) and the shipped
# exercise (the default input). Hashing them in the stamp means a changed engine makes `--check`
# fail until the reports are rebuilt; the grader's rubric, which no report reads, does not.
_CODE_PARTS = (
    "__init__.py",
    "engine",
    "scenario",
    "report",
    # The robustness sections' numbers (uncertainty, Weibull check, sweep).
    "uncertainty.py",
    "nonexponential.py",
    "sweep",
    "catalog.py",
    "data/state_catalog.yaml",
    "data/exercise.yaml",
)

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Source:
    """One scenario to build."""

    slug: str
    path: Path
    """Where the file is read from."""
    shown: str
    """How the file is named in messages (the path as given)."""
    sha256: str = ""


@dataclass(frozen=True)
class Outcome:
    """What the build did (or, with ``check``, would do) to one output file."""

    path: Path
    kind: str
    """``page``, ``comparison`` or ``stale-file``."""
    status: str
    """``written``, ``unchanged``, ``removed``; with ``check``: ``fresh``, ``stale``."""
    slug: str | None = None
    reason: str | None = None
    """Why a file is (or would be) rewritten or removed."""
    title: str | None = None


@dataclass(frozen=True)
class BuildResult:
    out: Path
    check: bool
    outcomes: tuple[Outcome, ...] = field(default=())

    @property
    def stale(self) -> tuple[Outcome, ...]:
        """With ``check``: the files a build would change."""
        return tuple(o for o in self.outcomes if o.status == "stale")

    @property
    def written(self) -> tuple[Outcome, ...]:
        return tuple(o for o in self.outcomes if o.status == "written")


# --- finding scenarios -------------------------------------------------------------------------


def _slug(stem: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", stem.lower()).strip("-") or "scenario"


def _shipped_exercise() -> Path | None:
    try:
        entry = importlib.resources.files("reportgen.data").joinpath("exercise.yaml")
    except ModuleNotFoundError:  # pragma: no cover - reportgen.data is part of the package
        return None
    return Path(str(entry)) if entry.is_file() and Path(str(entry)).is_file() else None


def discover(inputs: Sequence[Path]) -> list[Source]:
    """The scenarios ``inputs`` name, sorted by slug; raises :class:`UsageError` when none."""
    paths: list[tuple[Path, str]] = []
    if not inputs:
        directory = DEFAULT_INPUTS
        found = _scenarios_in(directory) if directory.is_dir() else []
        if found:
            paths = [(p, str(p)) for p in found]
        else:
            shipped = _shipped_exercise()
            if shipped is None:
                raise UsageError(
                    f"no scenario to build: {directory}/ has no *.yaml file "
                    "(give SCENARIO_OR_DIR arguments)"
                )
            paths = [(shipped, "exercise.yaml (shipped with reportgen)")]
    for given in inputs:
        if given.is_dir():
            found = _scenarios_in(given)
            if not found:
                raise UsageError(f"{given}: no *.yaml or *.yml scenario in this directory")
            paths += [(p, str(p)) for p in found]
        elif given.exists():
            paths.append((given, str(given)))
        else:
            raise UsageError(f"{given}: no such file or directory")
    sources: dict[str, Source] = {}
    for path, shown in paths:
        slug = _slug(path.stem)
        if slug in _SLUG_RESERVED:
            raise UsageError(
                f"{shown}: a scenario cannot be called '{path.stem}' "
                f"(its page would overwrite the build's {slug!r} output); rename the file"
            )
        if slug in sources:
            if sources[slug].path.resolve() == path.resolve():
                continue
            raise UsageError(
                f"{shown} and {sources[slug].shown} would both be built as {slug}.md; "
                "rename one of them"
            )
        sources[slug] = Source(slug, path, shown)
    return [sources[s] for s in sorted(sources)]


def _scenarios_in(directory: Path) -> list[Path]:
    return sorted(p for p in directory.iterdir() if p.suffix in SCENARIO_SUFFIXES and p.is_file())


# --- stamps ------------------------------------------------------------------------------------


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _reportgen_root() -> Path:
    return Path(__file__).resolve().parent.parent


def code_digest() -> str:
    """SHA-256 over the source of everything that computes or renders a report."""
    root = _reportgen_root()
    digest = hashlib.sha256()
    for part in _CODE_PARTS:
        top = root / part
        files = [top] if top.is_file() else sorted(top.rglob("*")) if top.is_dir() else []
        for path in files:
            if not path.is_file() or "__pycache__" in path.parts or path.suffix == ".pyc":
                continue
            digest.update(path.relative_to(root).as_posix().encode() + b"\0")
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


@dataclass(frozen=True)
class _Fingerprint:
    """The inputs of the build common to every page."""

    templates: str
    code: str
    trials: int

    def fields(self) -> list[tuple[str, str]]:
        return [
            ("templates", f"sha256:{self.templates[:16]}"),
            ("code", f"sha256:{self.code[:16]}"),
            ("trials", str(self.trials)),
        ]


def _stamp_inputs(head: list[tuple[str, str]], fp: _Fingerprint) -> str:
    parts = [__version__, _DO_NOT_EDIT, *(f"{k} {v}" for k, v in [*head, *fp.fields()])]
    return _SEP.join(parts)


def _inert_name(name: str) -> str:
    """A file name as the stamp shows it: percent-encoded outside letters, digits and ``._-``,
    so that no name can close the HTML comment the stamp lives in (``-->``) or open markup."""
    from urllib.parse import quote

    return quote(name, safe="")


def _page_inputs(source: Source, fp: _Fingerprint) -> str:
    name = _inert_name(source.path.name)
    return _stamp_inputs([("scenario", f"{name} sha256:{source.sha256}")], fp)


def _comparison_inputs(sources: Sequence[Source], fp: _Fingerprint) -> str:
    digest = _sha("\n".join(f"{s.slug} {s.sha256}" for s in sources).encode())
    return _stamp_inputs([("comparison of", f"{len(sources)} scenarios sha256:{digest[:16]}")], fp)


def _content_digest(text: str, assets: dict[str, bytes]) -> str:
    digest = hashlib.sha256(text.encode())
    for name in sorted(assets):
        digest.update(b"\0" + name.encode() + b"\0" + hashlib.sha256(assets[name]).digest())
    return digest.hexdigest()


def _with_stamp(text: str, inputs: str, assets: dict[str, bytes]) -> str:
    """``text`` with its stamp line after the title (MkDocs takes the title from the first line)."""
    stamp = f"<!-- reportgen {inputs} · content sha256:{_content_digest(text, assets)} -->\n"
    first, newline, rest = text.partition("\n")
    if first.startswith("# "):
        return first + newline + stamp + rest
    return stamp + text


@dataclass(frozen=True)
class _Existing:
    """A page found in the output directory with a reportgen stamp."""

    path: Path
    inputs: str
    intact: bool
    """Its content and assets still hash to what its stamp says."""


def _read_existing(path: Path, assets_dir: Path | None) -> _Existing | None:
    try:
        text = read_regular_file(path, OUTPUT_LIMIT_BYTES).decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    lines = text.splitlines(keepends=True)
    for index, line in enumerate(lines[:3]):
        match = _STAMP.match(line.rstrip("\n"))
        if match is None:
            continue
        body = "".join(lines[:index] + lines[index + 1 :])
        assets = _read_assets(assets_dir) if assets_dir is not None else {}
        intact = _content_digest(body, assets) == match.group("content")
        return _Existing(path, match.group("inputs"), intact)
    return None


def _read_assets(directory: Path) -> dict[str, bytes]:
    """The plots in ``directory`` (an assets folder of the output tree, never a link out of it);
    a file that cannot be read is left out, so the page counts as edited and is rebuilt."""
    if directory.is_symlink() or not directory.is_dir():
        return {}
    assets = {}
    for p in sorted(directory.iterdir()):
        if p.is_symlink() or not p.is_file():
            continue
        try:
            assets[p.name] = read_regular_file(p, OUTPUT_LIMIT_BYTES)
        except OSError:
            continue
    return assets


def _refuse_links(out: Path, paths: Sequence[Path]) -> None:
    """Raise :class:`UsageError` when writing or deleting ``paths`` would follow a symbolic link
    inside ``out`` (a committed ``assets/<slug>`` link to elsewhere would otherwise have the
    build write and delete files outside its output folder)."""
    checked: set[Path] = set()
    for path in paths:
        try:
            parts = path.relative_to(out).parts
        except ValueError:  # pragma: no cover - every path of a build is under out
            raise UsageError(f"{path}: outside the output folder {out}") from None
        here = out
        for part in parts:
            here = here / part
            if here in checked:
                continue
            checked.add(here)
            if here.is_symlink():
                raise UsageError(
                    f"{here}: is a symbolic link; reportgen build does not follow links inside "
                    f"its output folder {out} (it would write or delete files outside it). "
                    "Remove the link and build again"
                )


def _why_stale(existing: _Existing | None, inputs: str) -> str | None:
    """``None`` when fresh, else a short reason for a person."""
    if existing is None:
        return "missing"
    if existing.inputs != inputs:
        old = dict(_split_field(f) for f in existing.inputs.split(_SEP)[2:])
        new = dict(_split_field(f) for f in inputs.split(_SEP)[2:])
        if existing.inputs.split(_SEP)[0] != inputs.split(_SEP)[0]:
            return "reportgen version changed"
        changed = [k for k in new if old.get(k) != new[k]]
        return ", ".join(f"{k} changed" for k in changed) or "stamp changed"
    if not existing.intact:
        return "edited since it was built"
    return None


def _split_field(text: str) -> tuple[str, str]:
    for key in ("comparison of", "scenario", "templates", "code", "trials"):
        if text.startswith(key + " "):
            return key, text[len(key) + 1 :]
    return text, ""


# --- rendering ---------------------------------------------------------------------------------


def _load_catalog() -> Any:
    """The state catalog (question 5), or ``None`` while reportgen has none."""
    try:
        from .. import catalog
    except ModuleNotFoundError as exc:
        if exc.name == "reportgen.catalog":
            return None
        raise
    return catalog.load_catalog()


def _collect_plots(worker: PlotWorker) -> list[PlotLike]:
    """The page's plots, as submitted to ``worker``, with their file names checked."""
    result: list[PlotLike] = worker.collect()
    for plot in result:
        if not _SAFE_ASSET.match(plot.filename):
            raise ValueError(f"plot file name {plot.filename!r} is not a plain *.svg name")
    return result


def _simulate(
    scenario: Scenario, analysis: Analysis, trials: int
) -> tuple[list[SimulationRun], TierCheck | None]:
    """The recommended plan, then the plans of questions 1–4 it is compared with (the cheapest
    with the filesystem to itself and the best on-demand one), each once, seeded from the hash.

    A single-tier recommendation is simulated at the interval the filesystem allows; a two-tier
    one by the event-by-event simulation of :mod:`reportgen.engine.simulate_tiers`, with at most
    :data:`TIER_TRIALS` trials."""
    from ..engine.montecarlo import params_for, run_simulation
    from ..engine.simulate_tiers import check_option

    seed = int(scenario.sha256[:8], 16)
    rec = analysis.recommendation
    useful_s = analysis.facts.useful_s
    plans: list[StrategyPlan] = []
    if rec.plan.plan is not None:
        plans.append(rec.plan.plan)
    for plan in (rec.choice.plan, rec.best_on_demand):
        if all(params_for(plan, useful_s) != params_for(q, useful_s) for q in plans):
            plans.append(plan)
    runs = [run_simulation(p, useful_s, trials, seed + i) for i, p in enumerate(plans)]
    check = None
    if rec.plan.strategy == "two_tier" and trials > 0:
        tier_trials = min(trials, TIER_TRIALS)
        check = check_option(rec.plan, analysis.facts, trials=tier_trials, seed=seed + len(runs))
    return runs, check


def _robustness(scenario: Scenario, analysis: Analysis, trials: int) -> Robustness:
    """The sections the scenario asks for: uncertainty, the Weibull check (simulated with the
    build's trials, seeded from the scenario's hash after the Monte-Carlo runs' seeds), the
    sweep."""
    from .robustness import robustness

    return robustness(scenario, analysis, trials, int(scenario.sha256[:8], 16) + 100)


_BLANK_RUNS = re.compile(r"\n{3,}")
_TRAILING_SPACE = re.compile(r"[ \t]+\n")


def _tidy(text: str) -> str:
    """One blank line between blocks, no trailing spaces, one final newline."""
    text = _TRAILING_SPACE.sub("\n", text)
    return _BLANK_RUNS.sub("\n\n", text).strip("\n") + "\n"


def _render_page(
    env: jinja2.Environment,
    source: Source,
    scenario: Scenario,
    analysis: Analysis,
    trials: int,
    catalog: Any,
    worker: PlotWorker,
) -> tuple[str, dict[str, bytes]]:
    from .context import page_context
    from .environment import render

    # The worker draws the analysis figures while this process runs the Monte Carlo, then the
    # completion-time figure while the page template is compiled.
    worker.submit_analysis(analysis, source.slug)
    simulations, tier_check = _simulate(scenario, analysis, trials)
    # The figure shows the recommended plan: the two-tier check when it is a two-tier plan,
    # else the first run (the recommended single-tier plan, simulated first).
    worker.submit_completion(
        analysis, simulations[0] if tier_check is None else tier_check, source.slug
    )
    robust = _robustness(scenario, analysis, trials)
    worker.submit_robustness(robust, source.slug)
    env.get_template("report.md.j2")
    plots = _collect_plots(worker)
    context = page_context(
        scenario,
        analysis,
        slug=source.slug,
        simulations=simulations,
        plots=plots,
        catalog=catalog,
        tier_check=tier_check,
        robust=robust,
    )
    text = _tidy(render(env, "report.md.j2", context))
    return text, {plot.filename: bytes(plot.svg) for plot in plots}


def _load_all(sources: Sequence[Source]) -> dict[str, Scenario]:
    """Load and validate ``sources``; one :class:`ScenarioError` with every file's problems."""
    loaded: dict[str, Scenario] = {}
    if not sources:
        return loaded
    from ..scenario import load_scenario

    problems: list[Problem] = []
    for source in sources:
        try:
            scenario = load_scenario(source.path)
        except ScenarioError as exc:
            problems += [_renamed(p, source) for p in exc.problems]
            continue
        loaded[source.slug] = scenario
    if problems:
        raise ScenarioError(problems)
    return loaded


def _renamed(problem: Problem, source: Source) -> Problem:
    if problem.path == str(source.path) and source.shown != str(source.path):
        return Problem(source.shown, problem.line, problem.column, problem.message)
    return problem


# --- the build ---------------------------------------------------------------------------------


def _hash_sources(sources: Sequence[Source]) -> list[Source]:
    """``sources`` with their identity: the digest of the scenario and of the fits it names,
    so that a new fit makes its page stale."""
    from ..scenario.fitref import scenario_digest

    hashed = []
    for s in sources:
        try:
            data = read_regular_file(s.path, SCENARIO_LIMIT_BYTES)
        except UnreadableFile as exc:
            raise ScenarioError([Problem(s.shown, 1, 1, f"cannot read: {exc.reason}")]) from None
        hashed.append(Source(s.slug, s.path, s.shown, scenario_digest(s.path, data)))
    return hashed


def _generated_pages(out: Path) -> dict[str, _Existing]:
    """Pages in ``out`` that carry a reportgen stamp, by file name."""
    if not out.is_dir():
        return {}
    found = {}
    for path in sorted(out.glob("*.md")):
        if path.is_symlink():
            continue  # never a page this build wrote: writes replace links, never follow them
        assets = None if path.name == COMPARISON_PAGE else out / ASSETS_DIR / path.stem
        existing = _read_existing(path, assets)
        if existing is not None:
            found[path.name] = existing
    return found


def _stale_temporaries(out: Path, files: dict[Path, bytes]) -> list[Path]:
    """Temporary files a killed build left at the top of ``out`` and in the folders this build
    writes to (recognised by the writer's naming: ``.<name>.<8 characters>.tmp``)."""
    folders = {out} | {path.parent for path in files}
    found = []
    for folder in sorted(folders):
        if folder.is_symlink() or not folder.is_dir():
            continue
        for path in sorted(folder.iterdir()):
            if _STALE_TEMP.match(path.name) and not path.is_symlink() and path.is_file():
                found.append(path)
    return found


def _require_matplotlib() -> None:
    """Raise :class:`UsageError` with the command to run when matplotlib is not installed
    (plotting is the ``plot`` extra: the linter does not need it)."""
    import importlib.util

    try:
        found = importlib.util.find_spec("matplotlib") is not None
    except (ImportError, ValueError):
        found = False
    if not found:
        raise UsageError(
            "reportgen build draws its plots with matplotlib, which is not installed; "
            "install the plotting extra: pip install 'checkpoint-reportgen[plot]' "
            "(or, from a checkout, pip install '.[plot]')"
        )


def build(
    inputs: Sequence[Path],
    out: Path = DEFAULT_OUT,
    templates: Path | None = None,
    check: bool = False,
    progress: Progress | None = None,
    *,
    trials: int | None = None,
) -> BuildResult:
    """Build (or with ``check``, compare) the reports of ``inputs`` into ``out``.

    Raises :class:`ScenarioError` (every problem of every bad scenario; nothing written),
    :class:`UsageError` (no scenarios, clashing names, a bad ``--templates``) and
    :class:`~reportgen.errors.TemplateError` (a template error; nothing written).
    """
    from .environment import templates_digest

    trials = DEFAULT_TRIALS if trials is None else trials
    if trials < 1:
        raise UsageError(f"trials must be at least 1 (got {trials})")
    sources = _hash_sources(discover(inputs))
    fp = _Fingerprint(templates_digest(templates), code_digest(), trials)
    existing = _generated_pages(out)

    page_inputs = {s.slug: _page_inputs(s, fp) for s in sources}
    reasons = {
        s.slug: _why_stale(existing.get(f"{s.slug}.md"), page_inputs[s.slug]) for s in sources
    }
    comparison_inputs = _comparison_inputs(sources, fp)
    comparison_reason = _why_stale(existing.get(COMPARISON_PAGE), comparison_inputs)
    expected = {f"{s.slug}.md" for s in sources} | {COMPARISON_PAGE}
    removed_pages = sorted(name for name in existing if name not in expected)

    to_render = [s for s in sources if reasons[s.slug] is not None]
    to_load = sources if comparison_reason is not None else to_render
    if to_render and not check:
        _require_matplotlib()
    # Start the plot worker first: it imports matplotlib while the scenarios load.
    worker = PlotWorker() if to_render and not check else None
    try:
        scenarios = _load_all(to_load)  # every scenario validated before anything is rendered

        outcomes: list[Outcome] = []
        files: dict[Path, bytes] = {}
        stale_files: list[Path] = []
        for name in removed_pages:
            stale_files.append(out / name)
            stale_files += sorted((out / ASSETS_DIR / Path(name).stem).glob("*"))

        if check:
            for s in sources:
                reason = reasons[s.slug]
                outcomes.append(
                    Outcome(
                        out / f"{s.slug}.md", "page", "stale" if reason else "fresh", s.slug, reason
                    )
                )
            outcomes.append(
                Outcome(
                    out / COMPARISON_PAGE,
                    "comparison",
                    "stale" if comparison_reason else "fresh",
                    None,
                    comparison_reason,
                )
            )
            outcomes += [
                Outcome(p, "stale-file", "stale", None, "no longer generated") for p in stale_files
            ]
            return BuildResult(out, True, tuple(outcomes))

        analyses: dict[str, Analysis] = {}
        if scenarios:
            from ..engine.analysis import analyse
            from .environment import make_environment

            env = make_environment(templates)
            analyses = {slug: analyse(sc.facts) for slug, sc in scenarios.items()}
            catalog = _load_catalog() if to_render else None
            for done, s in enumerate(to_render, start=1):
                text, assets = _render_page(
                    env,
                    s,
                    scenarios[s.slug],
                    analyses[s.slug],
                    trials,
                    catalog,
                    worker or PlotWorker.inline(),
                )
                files[out / f"{s.slug}.md"] = _with_stamp(
                    text, page_inputs[s.slug], assets
                ).encode()
                asset_dir = out / ASSETS_DIR / s.slug
                for name, data in assets.items():
                    files[asset_dir / name] = data
                if asset_dir.is_dir():
                    stale_files += sorted(p for p in asset_dir.iterdir() if p.name not in assets)
                if progress is not None:
                    progress(done, len(to_render))
            if comparison_reason is not None:
                from .context import comparison_context
                from .environment import render

                entries = [(s.slug, scenarios[s.slug], analyses[s.slug]) for s in sources]
                text = _tidy(render(env, "comparison.md.j2", comparison_context(entries)))
                files[out / COMPARISON_PAGE] = _with_stamp(text, comparison_inputs, {}).encode()

        from .writer import remove_files, write_files

        temporaries = _stale_temporaries(out, files)
        _refuse_links(out, [*files, *stale_files, *temporaries])
        try:
            write_files(files)
            remove_files([*stale_files, *temporaries])
        except OSError as exc:
            where = exc.filename or out
            raise OutputError(
                f"{where}: cannot write the build's output: {exc.strerror or exc}; "
                "the previous output is left as it was"
            ) from None

        for s in sources:
            written = reasons[s.slug] is not None
            title = scenarios[s.slug].title if s.slug in scenarios else None
            outcomes.append(
                Outcome(
                    out / f"{s.slug}.md",
                    "page",
                    "written" if written else "unchanged",
                    s.slug,
                    reasons[s.slug],
                    title,
                )
            )
        outcomes.append(
            Outcome(
                out / COMPARISON_PAGE,
                "comparison",
                "written" if comparison_reason else "unchanged",
                None,
                comparison_reason,
            )
        )
        outcomes += [
            Outcome(p, "stale-file", "removed", None, "no longer generated") for p in stale_files
        ]
        outcomes += [
            Outcome(p, "stale-file", "removed", None, "left by an interrupted build")
            for p in temporaries
        ]
        return BuildResult(out, False, tuple(outcomes))
    finally:
        if worker is not None:
            worker.close()
