"""The job that ``reportgen.engine.simulate`` samples, written as a plain SimPy model.

This is how one would model the process without reportgen: one SimPy environment per trial, a
*trainer* process that loops over segments (compute ``T``, block ``Cb``, start a background write
that makes the checkpoint durable ``W`` later), and a *failure* process that draws exponential
inter-arrival times and interrupts the trainer. The trainer handles the interrupt: an unwarned
event loses everything not yet durable; a warned one saves all compute done so far (after training
on for ``N − S`` when saving just before the kill), waits out the notice, and both then restart,
a restart that any event starts over. It shares no code with reportgen, so it is also an
independent check of the vectorised model.

Command line (used by ``simulate_vs_simpy.py`` to time it as a whole process)::

    python benchmarks/simpy_model.py --params '{"useful_s": 2592000, "interval_s": 90, ...}' \\
        --trials 30 --seed 1

prints one JSON object: ``trials``, ``seed``, ``wall_s``, ``progress_s``, ``failures`` (lists),
``mean_ratio``, ``stderr_ratio`` and ``elapsed_s`` (time spent simulating, imports excluded).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

import simpy


@dataclass(frozen=True)
class Job:
    """Same fields and meaning as ``reportgen.engine.simulate.SimParams`` (seconds, 1/s)."""

    useful_s: float
    interval_s: float
    blocking_s: float
    background_s: float = 0.0
    restart_s: float = 0.0
    unwarned_rate_per_s: float = 0.0
    warned_rate_per_s: float = 0.0
    notice_s: float = 0.0
    emergency_save_s: float = 0.0
    save_before_kill: bool = False


class Trial:
    """One run of the job, from the first start to the checkpoint that holds ``useful_s``."""

    def __init__(self, env: simpy.Environment, job: Job, rng: random.Random) -> None:
        self.env, self.job, self.rng = env, job, rng
        self.durable_s = 0.0  # progress held by the latest durable checkpoint
        self.generation = 0  # bumped by every kill: background writes in flight die with it
        self.restarting = False
        self.failures = 0
        self.run_base_s = 0.0  # progress the current run started from
        self.segments_done = 0  # whole segments of the current run
        self.segment_start = 0.0
        self.done = env.event()
        self.trainer = env.process(self.train())
        env.process(self.fail())

    def make_durable(self, progress_s: float) -> None:
        self.durable_s = progress_s
        if progress_s >= self.job.useful_s and not self.done.triggered:
            self.done.succeed()

    def computed_s(self) -> float:
        """Progress if everything computed so far were saved (the block is not compute)."""
        in_segment = min(self.env.now - self.segment_start, self.job.interval_s)
        return self.run_base_s + self.segments_done * self.job.interval_s + in_segment

    def background_write(self, progress_s: float, generation: int) -> Generator[Any, Any, None]:
        yield self.env.timeout(self.job.background_s)
        if generation == self.generation:
            self.make_durable(progress_s)

    def train(self) -> Generator[Any, Any, None]:
        env, job = self.env, self.job
        while True:
            self.run_base_s, self.segments_done = self.durable_s, 0
            try:
                while True:
                    self.segment_start = env.now
                    yield env.timeout(job.interval_s)
                    yield env.timeout(job.blocking_s)
                    self.segments_done += 1
                    snapshot_s = self.run_base_s + self.segments_done * job.interval_s
                    if job.background_s > 0.0:
                        env.process(self.background_write(snapshot_s, self.generation))
                    else:
                        self.make_durable(snapshot_s)
            except simpy.Interrupt as kill:
                self.generation += 1
                if kill.cause == "warned":
                    # At the notice, or N − S before the kill: save all compute, then wait for
                    # the kill, which comes N after the notice.
                    saved_s = self.computed_s()
                    yield env.timeout(job.emergency_save_s)
                    self.make_durable(saved_s)
                    if self.done.triggered:
                        return  # the save holds all the useful work: the kill is no failure
                    if not job.save_before_kill:
                        yield env.timeout(job.notice_s - job.emergency_save_s)
                self.failures += 1
            self.restarting = True
            while True:
                try:
                    yield env.timeout(job.restart_s)
                    break
                except simpy.Interrupt:
                    self.failures += 1
            self.restarting = False

    def fail(self) -> Generator[Any, Any, None]:
        env, job, rng = self.env, self.job, self.rng
        rate = job.unwarned_rate_per_s + job.warned_rate_per_s
        if rate == 0.0:
            return
        warned_share = job.warned_rate_per_s / rate
        while True:
            yield env.timeout(rng.expovariate(rate))
            if self.restarting:
                self.trainer.interrupt("restart")
            elif rng.random() < warned_share:
                # Sleeping through the notice is how events during it are ignored.
                if job.save_before_kill:
                    yield env.timeout(job.notice_s - job.emergency_save_s)
                    self.trainer.interrupt("warned")
                    yield env.timeout(job.emergency_save_s)
                else:
                    self.trainer.interrupt("warned")
                    yield env.timeout(job.notice_s)
            else:
                self.trainer.interrupt("unwarned")


def run_trial(job: Job, rng: random.Random) -> tuple[float, float, int]:
    """(wall time, progress, failures) of one trial."""
    env = simpy.Environment()
    trial = Trial(env, job, rng)
    env.run(until=trial.done)
    return env.now, trial.durable_s, trial.failures


def run(job: Job, trials: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    start = time.perf_counter()
    outcomes = [run_trial(job, rng) for _ in range(trials)]
    elapsed_s = time.perf_counter() - start
    ratios = [wall / progress for wall, progress, _ in outcomes]
    return {
        "trials": trials,
        "seed": seed,
        "wall_s": [o[0] for o in outcomes],
        "progress_s": [o[1] for o in outcomes],
        "failures": [o[2] for o in outcomes],
        "mean_ratio": statistics.fmean(ratios),
        "stderr_ratio": statistics.stdev(ratios) / math.sqrt(trials) if trials > 1 else 0.0,
        "elapsed_s": elapsed_s,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--params", required=True, help="JSON object of Job fields")
    parser.add_argument("--trials", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    job = Job(**json.loads(args.params))
    print(json.dumps(run(job, args.trials, args.seed)))


if __name__ == "__main__":
    main()
