"""What ``reportgen plan`` prints: the analysis of a scenario as JSON or as a terminal summary.

:func:`plan_output` renders an analysis (with what the MTBF intervals do to it, when the facts
give intervals). :func:`scenario_plan_output` does the same for a scenario file and keeps the
result by content: planning every strategy on every capacity (the exact model's optimum, the
spot break-even values, the two-tier search) costs 0.04–0.2 s of CPU for output that only
changes when the file or reportgen does. The entry's name is the scenario's digest (its bytes
and those of any fit file it names),
the output format and :func:`reportgen.cachedir.code_digest` (reportgen's version, the
interpreter and every source file of the package); it is kept in the checked store of
:mod:`reportgen.cachedir` (``plan-v1``: HMAC, owner, mode and file-type checks). Only output
of a scenario that loaded and planned without an error is stored, so every error still comes
from the loader or the engine; an entry that is absent or fails its check is computed again.
The cache can make a run faster, never different.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine.analysis import Analysis

__all__ = ["FORMATS", "NAMESPACE", "plan_output", "scenario_plan_output"]

NAMESPACE = "plan-v1"
FORMATS = ("text", "json")


def plan_output(analysis: Analysis, output_format: str) -> str:
    """``reportgen plan``'s output of ``analysis`` in ``output_format`` (``text`` or ``json``)."""
    from ..nonexponential import check_weibull, weibull_text
    from ..uncertainty import analyse_uncertainty, uncertainty_text

    # MTBFs given as intervals: the plan's ranges, spot's chances and the robust interval.
    uncertainty = analyse_uncertainty(analysis)
    # MTBFs from a fit that rejects the exponential: the plan simulated under the fitted Weibull.
    weibull = check_weibull(analysis)
    if output_format == "json":
        import json

        data = analysis.to_dict()
        if uncertainty is not None:
            data["uncertainty"] = uncertainty.to_dict()
        if weibull:
            data["weibull_check"] = [c.to_dict() for c in weibull]
        return json.dumps(data, indent=2, allow_nan=False) + "\n"
    from .summary import summary_text

    text = summary_text(analysis)
    if uncertainty is not None:
        text += uncertainty_text(uncertainty)
    return text + weibull_text(weibull)


def scenario_plan_output(path: str | os.PathLike[str], output_format: str) -> str:
    """``reportgen plan PATH``'s output: the scenario loaded, analysed (an unbounded plan is
    refused) and rendered, or the same text from the cache (see the module's docstring).

    Raises :class:`~reportgen.errors.ScenarioError` or
    :class:`~reportgen.engine.analysis.UnboundedPlanError` as loading and analysing do.
    """
    from ..cachedir import JsonStore, code_digest
    from ..safe_read import SCENARIO_MAX_BYTES, UnreadableFile, read_regular_file

    if output_format not in FORMATS:
        raise ValueError(f"output_format must be one of {FORMATS} (got {output_format!r})")
    shown = os.fspath(path)
    try:
        data = read_regular_file(shown, SCENARIO_MAX_BYTES)
    except UnreadableFile:
        from ..scenario.loader import load_scenario

        load_scenario(shown)  # raises the loader's located message
        raise  # pragma: no cover - the loader refuses whatever safe_read refuses
    store = JsonStore.default(NAMESPACE)
    from ..scenario.fitref import scenario_digest

    # The scenario's identity covers the fit files it names: a new fit is a new plan.
    name = f"{scenario_digest(shown, data)[:40]}-{output_format}-{code_digest()[:24]}"
    cached = store.get(name)
    if isinstance(cached, dict) and cached.get("name") == name:
        output = cached.get("output")
        if isinstance(output, str):
            return output
    from ..engine.analysis import analyse
    from ..scenario.loader import load_scenario_bytes

    output = plan_output(analyse(load_scenario_bytes(data, shown).facts), output_format)
    store.put(name, {"name": name, "output": output})
    return output
