from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "04g"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets (spot-200-tts-fp16-ema-gpfs-240s.yaml and
# lowpri-960-math-bf16-cephfs-10s.yaml, in this folder; numbers from `reportgen plan`). Written blind to
# reportgen's lint/grade code. The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy:
# each defect sits under the nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot
# economics, q4 the notice, q5 state, q6 retention, q7 the shared filesystem); expected_score = 100 -
# deductions. line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points).
"""
A = "spot-200-tts-fp16-ema-gpfs-240s.yaml"
B = "lowpri-960-math-bf16-cephfs-10s.yaml"
docs = [
 dict(file="a1_design_doc.md", scenario=A, notes="Scenario A (200 GPUs, 160 h/GPU, 1.1 s step, 210 GB in 84 s, 7 writers, R 9 min; on-demand MTBF 14 h / $2.50, spot MTBF 100 min / $0.80, 240 s notice; fp16 + loss scaling, EMA kept; GPFS with 30 other jobs). Background / Requirements / Design / Open issues. On demand 2,910 s / 2,645 steps / 7.1 %, async 348 s / 316 steps / 1.8 %; spot async 120 s / 109 steps; fair share 372 s binds; two-tier every 338 steps, $0.908 vs $2.545 (2.8x; list 3.1x quoted only to reject); notice save best effort (up to 385 s at the share); state includes GradScaler (fp16) and EMA (kept). Fully correct.", defects=[]),
 dict(file="a2_finance_cost_memo.md", scenario=A, notes="Scenario A. Cost memo to finance with per-wall-hour and per-useful-hour rows side by side (list-price rows shown and explicitly not used for budgeting), plus an engineering appendix. Adds a storage price of $0.025 per GB-month as a fact. The recommendation has a decision and a cost but no condition to revisit.", defects=[
   D("unstated_assumption","assumptions","error",2,"A storage price ($0.025 per GB-month) is used to cost retained checkpoints; it is neither a scenario input nor stated as an assumption.", ev="adds $0.025 per GB-month"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, two-tier every 338 steps) and a cost ($0.908 per useful GPU-h, ~$29k vs ~$81k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="a3_requirements_trace.md", scenario=A, notes="Scenario A. Requirements R1-R9 and a design D1-D7 traced to them; the 1.2 s snapshot labelled as the team's own measurement (matching the scenario); fair share shown with its arithmetic (31 x 210 GB = 6,510 GB / 17.5 GB/s = 372 s). The on-demand sharded+async interval 348 s is converted to 383 steps (correct 316 at 1.1 s/step). The contents table includes the EMA but no loss-scaler / GradScaler state although the run is fp16 with dynamic loss scaling.", defects=[
   D("arithmetic_error","q2","error",3,"348 s / 1.1 s per step = 316 steps, not 383 (multiplied instead of divided).", ev="≈ 348 s = 383 steps"),
   D("missing_state","q5","error",2,"The run is fp16 with dynamic loss scaling, but the bit-exact contents table has no loss-scaler (GradScaler) state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="b1_weekly_update.md", scenario=B, notes="Scenario B (960 GPUs, 96 h/GPU, 3.2 s step, 1.8 TB in 450 s, 30 writers, R 16 min; on-demand MTBF 4 h / $2.30, low-priority MTBF 50 min / $0.90, 10 s notice; bf16 without loss scaling, no EMA; CephFS with 8 other jobs). Weekly engineering update with 'Decisions this week'. On demand 3,600 s / 1,125 steps (first order out of range; exact 38.8 %, goodput 72.1 %), sharded 657 s, async 208 s / 65 steps / 8.6 %; low-priority 95 s / 30 steps / 42.9 %; fair share 135 s; two-tier every 42 steps, $1.287 vs $2.495 (1.94x; 2.56x list quoted only to reject); the 10 s notice cannot hold a save (16.5 s; 152 s at the share); loss scaler and EMA excluded with reasons. Fully correct.", defects=[]),
 dict(file="b2_library_readme.md", scenario=B, notes="Scenario B. README of a checkpoint library with a 'Defaults and why' table and a contents table. Loss scaler (bf16) and EMA (none kept) excluded with reasons; list ratio 2.56x quoted only to reject it. The async default explains the 1.5 s blocking copy but never the interval vs background-write constraint. The contents table has no RNG state.", defects=[
   D("async_constraint_missing","q2","error",3,"The async default describes the 1.5 s device-to-host copy and the background thread but never says the interval must exceed the 15 s background write, nor what happens if it does not (snapshots queue, host memory fills, the loop stalls).", ev=None),
   D("missing_state","q5","error",2,"The checkpoint contents (master weights, Adam moments, step, LR scheduler, data position, tokenizer) have no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
   D("missing_answer","q5","ambiguous",0,"Judgement call (neutral): the statistical-resumability question is answered as 'nothing can be dropped', which is consistent with the document's own (RNG-less) list.", ev="If only a statistically equivalent resume is needed, nothing here can be dropped"),
 ]),
 dict(file="b3_shorter_interval.md", scenario=B, notes="Scenario B. A proposal arguing for a fast-tier snapshot every 20 steps (64 s), shorter than Young's optimum, for operational reasons (a 20-step eval window labelled as the team's own setting), with the cost shown by first-order arithmetic (+0.98 points, ~$810). Young's 95 s is converted to 38 steps (correct ~30 at 3.2 s/step). The on-demand sharded+async line reports 'goodput 8.6 %', which is the exact-model overhead (goodput 92.1 %).", defects=[
   D("arithmetic_error","q3","error",3,"95 s / 3.2 s per step = 30 steps, not 38.", ev="i.e. 38 steps"),
   D("overhead_goodput_confusion","q2","error",3,"8.6 % is the exact-model overhead of on-demand sharded + async; goodput is 92.1 %.", ev="goodput 8.6 %"),
 ]),
]
build("designdocs", docs, H)
