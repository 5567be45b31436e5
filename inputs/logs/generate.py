"""Generate the synthetic cluster log shipped next to this script (``h100-cluster-60d.csv``).

    python inputs/logs/generate.py        # rewrites h100-cluster-60d.csv, byte-identical

The log is synthetic but shaped on published numbers, so that the worked example on the docs
site reads like a real one:

* on-demand: a 2,048-GPU pre-training job over 60 days. Job-killing failures come at a mean of
  one every 3.1 h, the Llama 3 report's rate (419 unexpected interruptions in 54 days,
  arXiv:2407.21783, section 3.3.4), but Weibull-distributed with shape 0.75: failures cluster,
  as Schroeder and Gibson found on 22 HPC systems (DSN 2006, shape 0.7-0.8). Restarts take
  10 min median, log-normal with a long tail (requeue behind other jobs). Two planned
  maintenance stops end and restart the job.
* spot: a fine-tuning job over 10 days, preempted at a mean of every 45 min (exponential), with
  a notice of about 120 s (AWS's two-minute interruption notice) before nine in ten
  preemptions and none before the rest; restarts take 20 min median.

Times are ISO 8601 in UTC, rounded to the second, as schedulers log them.
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
START = datetime(2024, 3, 1, tzinfo=timezone.utc)
SEED = 20240301


def _ts(seconds: float) -> str:
    return (START + timedelta(seconds=round(seconds))).strftime("%Y-%m-%dT%H:%M:%SZ")


def generate() -> str:
    rng = np.random.default_rng(SEED)
    rows: list[tuple[float, str, str, str]] = []

    # On demand: Weibull(shape 0.75) with mean 3.1 h, i.e. scale = mean / Γ(1 + 1/shape).
    shape, mean_s = 0.75, 3.1 * 3600
    scale_s = mean_s / math.gamma(1 + 1 / shape)
    end_s = 60 * 86400.0
    maintenance = [20 * 86400.0, 41 * 86400.0]  # planned stops, 2 h each
    t = 0.0
    rows.append((t, "start", "on_demand", "pretrain-2k"))
    while True:
        ttf = scale_s * rng.weibull(shape)
        stop = next((m for m in maintenance if t < m <= t + ttf), None)
        if stop is not None:
            rows.append((stop, "end", "on_demand", "pretrain-2k"))
            t = stop + 2 * 3600
            maintenance.remove(stop)
            rows.append((t, "start", "on_demand", "pretrain-2k"))
            continue
        if t + ttf >= end_s:
            break  # still running when the log was taken: censored at its end
        t += ttf
        rows.append((t, "failure", "on_demand", "pretrain-2k"))
        t += 600 * rng.lognormal(0.0, 0.5)  # median 10 min
        rows.append((t, "resume", "on_demand", "pretrain-2k"))
    rows.append((end_s, "end", "on_demand", "pretrain-2k"))

    # Spot: exponential preemptions, mean 45 min; a ~120 s notice before 90 % of them.
    t0 = 5 * 86400.0
    t = t0
    spot_end = t0 + 10 * 86400.0
    rows.append((t, "start", "spot", "finetune-7b"))
    while True:
        ttf = rng.exponential(45 * 60)
        if t + ttf >= spot_end:
            break
        t += ttf
        lead_s = rng.uniform(115, 125)
        # A notice that would fall before the job resumed is not sent: that preemption is unwarned.
        if rng.random() < 0.9 and lead_s < ttf:
            rows.append((t - lead_s, "notice", "spot", "finetune-7b"))
        rows.append((t, "preemption", "spot", "finetune-7b"))
        t += 1200 * rng.lognormal(0.0, 0.4)  # median 20 min
        rows.append((t, "resume", "spot", "finetune-7b"))
    rows.append((max(t, spot_end), "end", "spot", "finetune-7b"))

    rows.sort(key=lambda r: r[0])
    lines = ["time,event,capacity,job"]
    lines += [f"{_ts(s)},{event},{capacity},{job}" for s, event, capacity, job in rows]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    (HERE / "h100-cluster-60d.csv").write_text(generate(), encoding="utf-8")
