"""Timing whole processes, shared by the simulation benchmarks."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from typing import Any


def timed(command: list[str], env: dict[str, str]) -> tuple[dict[str, Any], float]:
    """(JSON printed by ``command``, wall time of the whole process [s])."""
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False, env=env)
    process_s = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"{' '.join(command[:4])} … failed:\n{done.stderr}")
    return json.loads(done.stdout), process_s


def process_env(pycache: str) -> dict[str, str]:
    """The environment of the timed processes: every one reads its modules' bytecode, as after
    an installation. A PYTHONDONTWRITEBYTECODE in the environment would otherwise make reportgen,
    installed from a checkout (editable), compile its source at every start while the peer
    (SimPy, numpy) reads the bytecode its installation wrote. The untimed first run of each
    command fills ``pycache`` (and reportgen's cache of the scenario, as any earlier run would)."""
    env = dict(os.environ, PYTHONPYCACHEPREFIX=pycache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env
