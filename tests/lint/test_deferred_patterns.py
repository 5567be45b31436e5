"""The linter's patterns are compiled when first used (issue 14, start-up): a deferred pattern
answers as the compiled one does, and every pattern the linter's modules hold compiles."""

from __future__ import annotations

import copy
import importlib
import pickle
import pkgutil
import re
import subprocess
import sys
from typing import Any

import reportgen.lint
from reportgen.lint import _regex
from reportgen.lint._regex import Caseless


def test_a_deferred_pattern_answers_as_the_compiled_one() -> None:
    source, text = r"(?P<n>\d+)\s*(min|h)\b", "every 30 min, or 2 h"
    deferred, real = _regex.compile(source, re.I), re.compile(source, re.I)
    assert deferred.pattern == source
    assert "_compiled" not in vars(deferred)  # nothing compiled yet
    assert deferred.search(text).span() == real.search(text).span()  # type: ignore[union-attr]
    assert [m.group("n") for m in deferred.finditer(text)] == ["30", "2"]
    assert deferred.findall(text) == real.findall(text)
    assert deferred.sub("N", text) == real.sub("N", text)
    assert deferred.split(text) == real.split(text)
    assert deferred.fullmatch("5 h") is not None and deferred.match("x 5 h") is None
    assert (deferred.flags, deferred.groups, deferred.groupindex) == (
        real.flags,
        real.groups,
        real.groupindex,
    )
    assert deferred == real and deferred == _regex.compile(source, re.I)
    assert deferred != _regex.compile(source) and hash(deferred) == hash(real)
    assert copy.copy(deferred) is deferred and copy.deepcopy(deferred) is deferred
    again = pickle.loads(pickle.dumps(deferred))
    assert again == deferred and again.search(text).group() == "30 min"  # type: ignore[union-attr]
    assert repr(deferred) == repr(real)


def test_caseless_decides_on_first_use_as_it_did_at_construction() -> None:
    for source, flags in [
        (r"\bMTBF\b", re.I),
        (r"(?s)x", re.I),
        (r"[A-Z]x", re.I),
        ("mtbf", 0),
        (r"(?i)mtbf", 0),
        (r"e\(?x", re.I),
    ]:
        deferred, real = (
            Caseless(_regex.compile(source, flags)),
            Caseless(re.compile(source, flags)),
        )
        assert (deferred.lowered is None) == (real.lowered is None), source
        for text in ("MTBF", "mtbf x", "E(X", "İx", "no"):
            assert deferred.found(text) == real.found(text), (source, text)


def _patterns(value: Any, seen: set[int]) -> list[Any]:
    if id(value) in seen:
        return []
    seen.add(id(value))
    if isinstance(value, _regex._Deferred):
        return [value]
    if isinstance(value, Caseless):
        return _patterns(value.pattern, seen)
    if isinstance(value, (tuple, list, frozenset, set)):
        return [p for v in value for p in _patterns(v, seen)]
    if isinstance(value, dict):
        return [p for v in value.values() for p in _patterns(v, seen)]
    return []


def test_every_pattern_of_the_linter_compiles() -> None:
    found: list[Any] = []
    seen: set[int] = set()
    for info in pkgutil.walk_packages(reportgen.lint.__path__, "reportgen.lint."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for value in list(vars(module).values()):
            found += _patterns(value, seen)
    assert len(found) > 100
    for pattern in found:
        assert isinstance(pattern.compiled, re.Pattern), pattern.pattern


def test_importing_the_rules_compiles_none_of_their_deferred_patterns() -> None:
    code = (
        "import re\n"
        "from reportgen.lint import _regex, registry\n"
        "count = []\n"
        "original = _regex._Deferred.compiled.fget\n"
        "def counting(self):\n"
        "    if '_compiled' not in vars(self): count.append(self.pattern)\n"
        "    return original(self)\n"
        "_regex._Deferred.compiled = property(counting)\n"
        "registry.rule_modules()\n"
        "print(len(count))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "0"
