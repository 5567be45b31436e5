from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "d"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets (spot-272-meshgnn-gcsfuse.yaml and
# spot-1152-chatlm-fp16-anf.yaml, in this folder; numbers checked with `reportgen plan`).
# Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async/two-tier interval, q3 spot
# economics, q4 the preemption notice, q5 state, q6 retention, q7 the shared filesystem);
# expected_score = 100 - deductions. line: 1-based; null for absences; evidence: exact substring.
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
A = "spot-272-meshgnn-gcsfuse.yaml"
B = "spot-1152-chatlm-fp16-anf.yaml"
docs = [
 dict(file="e1_review_preread.md", scenario=A, notes="Scenario spot-272-meshgnn-gcsfuse (272 GPUs, 180 h/GPU, 0.6 s step, 160 GB in 64 s, 8 writers, R 6 min; on-demand MTBF 16 h / $2.20, spot MTBF 70 min / $0.62, 90 s notice; 60 other jobs on a gcsfuse bucket). Design review pre-read: Context / Options / Recommendation / Open questions. Assumptions A1-A5 (Poisson stated). Correct: T* 2,715 / 960 / 304 s on demand, 733 / 259 / 82 s spot; bucket share 488 s binds; two-tier spot every 812 steps, $0.719 vs $2.227, $35,191, 8.7 d; 3.55x quoted only to reject; notice save declared infeasible at the bucket share. Loss scaler, tokenizer, EMA and accumulation buffers excluded with reasons. Fully correct.", defects=[]),
 dict(file="e2_failure_timeline.md", scenario=A, notes="Scenario spot-272-meshgnn-gcsfuse. ASCII timeline of one spot reclaim in a code block (lost time derived with its arithmetic: 300 + 90 + 360 = 750 s), then the numbers (correct). Asserts per-node NIC bandwidth as a fact; the checkpoint list has no data-loader position.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 2 x 200 Gb/s NICs per node as a fact and computes the peer copy time from it; not in the scenario and not stated as an assumption (the assumptions section omits it).", ev="the node's 2 × 200 Gb/s NICs"),
   D("missing_state","q5","error",2,"The checkpoint contents (master + bf16 weights, Adam m/v, step, LR scheduler, RNG, layout/config/code/marker) have no data-loader position (epoch, consumed samples, sampler offset, shuffle seed).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="e3_launch_checklist.md", scenario=A, notes="Scenario spot-272-meshgnn-gcsfuse. Launch checklist ('- [x]' / '- [ ]'); step time labelled as measured on a dry run. Numbers correct except the step count of the chosen 487 s interval (487 x 0.6 = 292 instead of 487 / 0.6 = 812). The async item covers pinned buffers and step-boundary consistency but not the interval vs the 8 s drain.", defects=[
   D("arithmetic_error","q2","error",3,"487 s / 0.6 s per step = ~812 steps, not 292 (487 x 0.6).", ev="every 487 s (every 292 steps)"),
   D("async_constraint_missing","q2","error",3,"The async item covers pinned host buffers and step-boundary consistency but never says the interval must exceed the 8 s background drain, nor what goes wrong otherwise.", ev=None),
 ]),
 dict(file="f1_techlead_memo.md", scenario=B, notes="Scenario spot-1152-chatlm-fp16-anf (1,152 GPUs, 420 h/GPU, 2.4 s step, 3.2 TB in 480 s, 48 writers, R 22 min; on-demand MTBF 4 h / $2.05, spot MTBF 25 min / $0.85, 150 s notice; 12 other jobs on an NFS filer; fp16 with dynamic loss scaling). Tech lead's memo in ten numbered paragraphs, decision first. Chooses on-demand two-tier every 70 steps (168 s): $2.274, ~$1.10M, 19.4 d; spot best $2.171, 44.7 d, 2.41x quoted only to reject; filer share 130 s; host memory per node stated as assumption (e). Loss scaler and tokenizer included; accumulation buffers and EMA excluded with reasons. Fully correct.", defects=[]),
 dict(file="f2_against_spot.md", scenario=B, notes="Scenario spot-1152-chatlm-fp16-anf. A doc arguing against spot with numbers (2.41x rejected; exact-model tables; 4.5 % / ~$50k saving for +25.3 days). Numbers correct. The checkpoint list has no loss-scaler state although the run is fp16 with dynamic loss scaling; the recommendation has a decision and a cost but no revisit condition.", defects=[
   D("missing_state","q5","error",2,"The run is fp16 with dynamic loss scaling, but the checkpoint list has no loss-scaler state (scale, growth tracker).", ev=None, item="loss-scaler"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (on-demand two-tier, 70 steps) and a cost ($2.274, ~$1.10M, 19.4 d) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="f3_fleet_analysis.md", scenario=B, notes="Scenario spot-1152-chatlm-fp16-anf. Plan plus a detailed hand-worked fleet analysis of the 13 jobs on the filer (demand table, bursts, re-synchronised restarts, prevention). The fair share is computed as 41.6 TB / 320 GB/s = 13 s (correct 130 s), and the spot conclusion drawn from it is a carry-forward (ambiguous). Asserts 1 TB of host RAM per node as a fact. The notice section has the handler and its quantified effect but nothing on what makes it fail when needed.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 1 TB of host RAM per node as a fact to show the two-tier snapshots fit; not in the scenario and not listed among the assumptions.", ev="each node has 1 TB of host RAM"),
   D("arithmetic_error","q7","error",3,"41.6 TB / 320 GB/s = 130 s, not 13 s: a job can write durably only every ~130 s at an equal share.", ev="≈ 13 s between durable writes per job"),
   D("arithmetic_error","q7","ambiguous",0,"Carry-forward only (neutral): the conclusion that the 55 s spot interval fits the share follows from the 13 s figure.", ev="Even the 55 s spot interval stays above the 13 s fair share"),
   D("missing_answer","q4","warning",3,"The 150 s notice section gives what the job does and the quantified effect ($2.140 -> $2.060) but nothing on what could make the save fail exactly when needed (reclaim waves on the shared filer, a hung rank, a drain in flight, unwarned hardware failures).", ev=None),
 ]),
]
build("designdocs", docs, H)
