from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "h"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets (cloud-608-audiocodec-bf16-ema-150s.yaml: a1-a3;
# spot-8-koreanlm-fp16-accum-5s.yaml: b1-b3; both in this folder; numbers from `reportgen plan`).
# Written blind to reportgen's lint/grade code. The exercise rubric (/work/shared/corpus/RUBRIC.md) is
# applied by analogy: each defect sits under the nearest exercise question (q1 on-demand interval, q2
# sharding/async, q3 spot economics, q4 the notice, q5 state, q6 retention, q7 the shared filesystem);
# expected_score = 100 - deductions. line: 1-based; null for absences; evidence: exact substring.
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
A = "cloud-608-audiocodec-bf16-ema-150s.yaml"
B = "spot-8-koreanlm-fp16-accum-5s.yaml"
SA = "Scenario cloud-608-audiocodec (608 GPUs, 270 h/GPU, 0.8 s step, 380 GB in 190 s, 19 writers, R 9 min; on-demand MTBF 7 h / $2.60, spot MTBF 80 min / $0.85, 150 s notice; 40 other jobs; bf16 without loss scaling, EMA kept, no accumulation, no tokenizer)."
SB = "Scenario spot-8-koreanlm (8 GPUs, 900 h/GPU, 6.0 s optimizer step of 8 micro-batches, 24 GB in 40 s, 2 writers, R 4 min; on-demand MTBF 60 h / $3.10, spot MTBF 6 h / $1.05, 5 s notice; 3 other jobs; fp16 with dynamic loss scaling, saves only at optimizer-step boundaries, no EMA)."
docs = [
 dict(file="a1_new_cluster_plan.md", scenario=A, notes=SA + " Forward-looking plan for the new cluster, decision paragraph first. T* 3,095 / 710 / 224 s on demand (14.4 / 5.0 / 3.1 %), exact 15.8 % and goodput 86.3 %; spot 98 s, $0.973 vs $2.681 (2.76x; 3.06x quoted only to reject); fair share 410 s, so two-tier 204 s / 410 s at $0.997, $163,631, 13.2 d; notice save declared unreliable (up to ~421 s at the share). State list includes EMA; loss scaler, accumulation buffers and tokenizer excluded with reasons. Assumptions 1-6 (Poisson, 78 % node-local failures stated with its source). Fully correct.", defects=[]),
 dict(file="a2_reproducibility_note.md", scenario=A, notes=SA + " ML researcher focused on bitwise resume (determinism flags, a resume hash test; a measured 2 % determinism cost labelled as measured). Intervals, spot economics, notice, fair share, retention and recommendation correct. The on-demand step count is 3,095 x 0.8 = 2,476 instead of 3,095 / 0.8 = 3,868. The long state list excludes loss scaler and accumulation buffers with reasons but never mentions the EMA weights the run keeps.", defects=[
   D("arithmetic_error","q1","error",3,"3,095 s at 0.8 s per step is ~3,868 steps (3,095 / 0.8), not 2,476 (multiplied by 0.8).", ev="T* = sqrt(2 × 190 × 25,200) ≈ 3,095 s = 2,476 steps"),
   D("missing_state","q5","error",2,"The run keeps an EMA of the weights (scenario), but the state list (master weights, Adam m/v, step, LR scheduler, RNG, data position, manifest) has no EMA weights.", ev=None, item="ema-weights"),
 ]),
 dict(file="a3_storage_review.md", scenario=A, notes=SA + " Storage-operations review of the training org's checkpoint load (interval table, IOR measurement labelled as measured and matching the derived 38 GB/s, fair share 410 s, quota-based retention). Numbers correct. A metadata-load argument uses a server capacity of 5,000 creates/s and a file layout of 19 shards x 608 rank partitions as facts, not stated as assumptions. The decision paragraph has a decision and a cost but no condition to revisit.", defects=[
   D("unstated_assumption","assumptions","error",2,"Uses a metadata-server capacity of 5,000 creates/s (and ~11,500 files per checkpoint from 19 shards x 608 rank partitions) as facts to compute metadata load; neither is in the scenario nor stated as an assumption or a measurement.", ev="and our metadata servers sustain 5,000 creates/s"),
   D("recommendation_incomplete","recommendation","error",2,"The decision gives what is approved (spot, two-tier 204 s / 410 s) and its cost ($0.997, $163,631, 13.2 d) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="b1_spot_cost_review.md", scenario=B, notes=SB + " Cost review after one month on spot: measured MTBF (117 interruptions in 720 h, ~6.2 h), invoice and progress labelled as measured and reconciled with the plan ($1.08 vs $1.077). Interval table with a worked line (2.6 % including the 20 s background-write term); 2.95x quoted only to reject, 2.89x per useful hour; 5 s notice: nothing fits, no effect; state list with loss scaler, accumulation buffers and EMA excluded with reasons; fair share 80 s. Recommendation with cost and revisit. Fully correct.", defects=[]),
 dict(file="b2_three_intervals.md", scenario=B, notes=SB + " Compares three spot intervals (294 / 600 / 930 s) in a table with per-term waste and picks 294 s. In the 930 s row T/(2M) is written as 4.31 % (that is T/M; correct 2.15 %), so that row's waste and cost are wrong (correct ~3.6 %, ~$1.087); the pick is unaffected. The checkpoint contents (fp16 with dynamic loss scaling) have no loss-scaler state; accumulation buffers and EMA correctly excluded.", defects=[
   D("arithmetic_error","q3","error",3,"For T = 930 s, T/(2M) = 930 / 43,200 = 2.15 %, not 4.31 % (T/M); the row's waste is ~3.6 % and ~$1.087 per useful GPU-hour, not 5.7 % and $1.110.", ev="| 930 s | 155 | 0.22 % | 4.31 %"),
   D("missing_state","q5","error",2,"The run uses fp16 with dynamic loss scaling (stated in the document), but the checkpoint contents have no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="b3_readiness_checklist.md", scenario=B, notes=SB + " Launch readiness checklist ([x]/[ ]), sections A-H. Intervals, async guard, notice, state list (GradScaler included; accumulation and EMA excluded with reasons), retention, fair share correct. Section C compares spot and on-demand at list price per wall hour (2.95x; 7,200 GPU-h x list: $7,560 vs $22,320) instead of per useful GPU-hour; the go/no-go repeats the list-price total and saving.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall hour / list price (2.95x; 7,200 GPU-h x $1.05 vs x $3.10) instead of per useful GPU-hour (~$1.077 vs ~$3.117, ~2.89x; ~$7,757 vs ~$22,443).", ev="price check: $1.05 vs $3.10 per GPU-hour, spot is 2.95× cheaper"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the budget line prices 7,200 GPU-h at list price.", ev="budget: 7,200 GPU-h × $1.05 = $7,560"),
   D("wall_hour_confusion","recommendation","warning",1,"The go/no-go repeats the list-price total and saving ($7,560, 66 % less).", ev="Cost: $7,560 for the"),
 ]),
]
build("designdocs", docs, H)
