"""Engine fixtures built by hand from the exercise's table, not through the scenario loader."""

from __future__ import annotations

import pytest

from reportgen.engine.facts import Cluster, Facts, FilesystemFacts


def exercise_facts() -> Facts:
    return Facts(
        title="Exercise 2",
        gpus=256,
        useful_s=720 * 3600.0,
        step_s=0.9,
        checkpoint_bytes=1.4e12,
        write_s=240.0,
        parallel_writers=16,
        snapshot_fraction=0.10,
        on_demand=Cluster(
            "on_demand", mtbf_s=9 * 3600.0, price_usd_per_gpu_h=2.40, restart_s=840.0
        ),
        spot=Cluster(
            "spot", mtbf_s=45 * 60.0, price_usd_per_gpu_h=0.75, restart_s=840.0, warning_s=120.0
        ),
        filesystem=FilesystemFacts(other_jobs=200),
    )


@pytest.fixture
def facts() -> Facts:
    return exercise_facts()
