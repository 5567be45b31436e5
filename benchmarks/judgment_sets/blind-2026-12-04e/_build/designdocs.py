from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "04e"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets (spot-40-tts-fp16-ema-s3.yaml and
# od-3072-lm-bf16-blob.yaml, in this folder; numbers from `reportgen plan`). Written blind to reportgen's
# lint/grade code. The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits
# under the nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the
# notice, q5 state, q6 retention, q7 the shared store); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# defensible reading or a carry-forward; a finding there counts neither as a hit nor as a false alarm.
"""
A = "spot-40-tts-fp16-ema-s3.yaml"
B = "od-3072-lm-bf16-blob.yaml"
AK = "Scenario spot-40-tts-fp16-ema-s3 (40 GPUs, 200 h/GPU, 1.2 s step, 120 GB in 60 s, 4 writers, R 8 min; on-demand MTBF 18 h / $2.80, spot MTBF 90 min / $0.95, 150 s notice; 12 other jobs; fp16 + dynamic loss scaling, EMA kept). "
BK = "Scenario od-3072-lm-bf16-blob (3,072 GPUs, 500 h/GPU, 2.5 s step, 6 TB in 900 s, 64 writers, R 20 min; on-demand MTBF 3 h / $2.10, low-priority MTBF 30 min / $0.80, 30 s notice; 40 other jobs; bf16 without loss scaling, no EMA). "
docs = [
 dict(file="a1_adr_spot_tts.md", scenario=A, notes=AK + "Architecture decision record (Status / Context / Decision / Consequences). Fully correct: T* 2,789 / 1,394 / 441 s on demand, 805 / 402 / 127 s spot (steps at 1.2 s); fair share 195 s binds; spot store-bound async $1.068, 9.4 d, $8,546 vs on-demand $2.840, 8.5 d (2.66x, 2.95x quoted to reject); notice save best effort (~212 s at share > 150 s); state includes GradScaler and EMA (both conditions hold), grad-accumulation correctly excluded (no accumulation). Assumptions A1-A4 (Poisson stated).", defects=[]),
 dict(file="a2_lessons_learned_spot.md", scenario=A, notes=AK + "Lessons-learned retrospective after switching to spot (numbered lessons). Numbers correct; 2.95x quoted only to reject; measured MTBF (91 min from 159 interruptions in 240 h) labelled as measured. States that the run keeps an EMA, but the checkpoint list has no EMA weights. Asserts 25 GB/s node NICs for the peer copy as a fact.", defects=[
   D("missing_state","q5","error",2,"The run keeps an EMA of the weights (stated in the same section), but the checkpoint list (master weights, Adam m/v, step, LR scheduler, GradScaler, RNG, data position, vocabulary/layout) has no EMA weights; after resume the EMA would restart from the raw weights.", ev=None, item="ema-weights"),
   D("unstated_assumption","assumptions","error",2,"25 GB/s node NICs is not in the scenario and is asserted as a fact (used to claim the peer copy takes about a second), not stated as an assumption or measurement.", ev="the node NICs move 25 GB/s"),
 ]),
 dict(file="a3_comparison_table.md", scenario=A, notes=AK + "One large option-comparison table (6 strategy x capacity columns) with short notes. On-demand single-writer T* in steps given as 3,347 (2,789 x 1.2) instead of 2,324. The recommendation gives the decision and a revisit condition but no cost. Everything else correct (2.95x quoted to reject; store share 195 s; notice save at share up to 212 s).", defects=[
   D("arithmetic_error","q1","error",3,"Steps = T* / step time = 2,789 / 1.2 ~ 2,324, not 2,789 x 1.2 ~ 3,347.", ev="| T* in steps (1.2 s) | 3,347 |"),
   D("recommendation_incomplete","recommendation","error",3,"The recommendation paragraph gives the decision (spot, async at 194 s, durable 196 s) and a revisit condition but no cost figure ($1.068 per useful GPU-hour, ~$8,546, 9.4 d).", ev=None),
 ]),
 dict(file="b1_sre_slo.md", scenario=B, notes=BK + "SRE page: inputs, SLO table, alert list. Fully correct: Young T* 4,409 / 551 / 174 s (1,764 / 220 / 70 steps), first order out of range, exact 73.2 / 17.7 / 13.7 %; fair share 577 s; two-tier on demand every 192 s, durable 582 s, 87.6 %, 23.8 d, $2.396, ~$3.68M vs low-priority $1.848, 48.1 d, $2.84M (1.30x, 2.62x quoted to reject); notice save ~590 s at share; loss scaler, EMA and grad accumulation correctly excluded with reasons. Assumptions S1-S4.", defects=[]),
 dict(file="b2_okr_plan.md", scenario=B, notes=BK + "Quarterly OKR plan, numbers inside the key results. Intervals, fair share, async floor and notice correct. KR 3.1 compares list prices over 1,536,000 GPU-h ($1.23M vs $3.23M, 2.62x, 62 %) and KR 3.2 says the overhead costs time, not dollars (per useful GPU-h $1.848 vs $2.396, 1.30x, $2.84M vs $3.68M); the decision repeats the list-price budget. KR 4.1's state list has no data-loader position.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall hour at list price (2.62x; 1,536,000 GPU-h x $0.80 vs x $2.10 = $1.23M vs $3.23M, 62 %) instead of per useful GPU-hour ($1.848 vs $2.396, 1.30x; $2.84M vs $3.68M), claiming the 43 % goodput costs time, not dollars.", ev="that is $1.23M instead of $3.23M, a 62 % saving"),
   D("wall_hour_confusion","recommendation","warning",1,"The decision repeats the list-price budget and saving ($1.23M vs $3.23M, 62 %).", ev="$1.23M instead of $3.23M, a 62 % saving. Revisit"),
   D("missing_state","q5","error",2,"The bit-exact state list (master weights, Adam m/v, step, LR scheduler, RNG, tokenizer, layout) has no data-loader position (consumed tokens, shard index, shuffle seed).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="b3_qa_appendix.md", scenario=B, notes=BK + "Design doc with a reviewers' Q&A appendix. Summary, recommendation, Q&A economics (1.30x, 2.62x rejected), notice, shared store, state and retention correct; loss scaler / EMA exclusions answered in the Q&A. Design item 1 reports the sharded overhead of 17.7 % as the goodput (correct goodput 85.0 %). Design item 2 (async) gives snapshot consistency and pinned buffers but never interval > the 14.1 s background write.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"The sharded overhead of 17.7 % is reported as the goodput (goodput 85.0 %, exact model).", ev="goodput 17.7 %, against 57.7 % for one writer"),
   D("async_constraint_missing","q2","error",3,"The async item names snapshot consistency and pinned buffers but never that the interval must exceed the 14.1 s background write, nor what goes wrong otherwise (snapshots queue, host memory fills, the loop stalls).", ev=None),
 ]),
]
build("designdocs", docs, H)
