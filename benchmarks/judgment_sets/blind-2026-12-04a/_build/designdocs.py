from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "04a"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets (spot-24-ocr-90s.yaml and
# spot-1152-climate-300s.yaml, in this folder; numbers from `reportgen plan`). Written blind to
# reportgen's lint/grade code. The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy:
# each defect sits under the nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot
# economics, q4 the notice, q5 state, q6 retention, q7 the shared filesystem); expected_score = 100 -
# deductions. line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0
# points): a carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
O = "spot-24-ocr-90s.yaml"
C = "spot-1152-climate-300s.yaml"
docs = [
 dict(file="o1_google_design_doc.md", scenario=O, notes="Scenario spot-24-ocr-90s (24 GPUs, 500 h/GPU, 1.0 s step, 90 GB in 60 s, 3 writers, snapshot 10 %, R 6 min; on-demand MTBF 40 h / $2.60, spot MTBF 90 min / $0.80, 90 s notice; 6 other jobs on an NFS filer). Google-style design doc (Context / Goals / Non-goals / Assumptions A1-A5 / Detailed design 1-7 / Alternatives / Recommendation). T* 4,157 / 2,400 / 759 s on demand, spot async 147 s; $2.621 vs $0.882 per useful GPU-h (2.97x; 3.25x quoted only to reject); filer 4.5 GB/s derived, fair share 140 s; notice save declared unreliable at the share; EMA, GradScaler and accumulation buffers excluded with reasons. Fully correct.", defects=[]),
 dict(file="o2_rfc.md", scenario=O, notes="Scenario spot-24-ocr-90s. RFC (Motivation / Proposal P1-P7 / Drawbacks / Unresolved questions / Decision requested). Step time and restart labelled as measured own inputs. Numbers correct; 3.25x quoted only to reject. The spot row of the cost table gives goodput as 10.3 % (the overhead). The checkpoint contents list has no data-loader position.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"The spot row reports the 10.3 % overhead as goodput; goodput is ~90.7 %.", ev="$0.80 | 10.3 % | 10.3 %"),
   D("missing_state","q5","error",2,"The checkpoint contents (weights, master weights, Adam m/v, optimizer step, LR scheduler, RNG, shard layout, tokenizer) have no data-loader position (epoch, sampler offset, shuffle order).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="o3_postincident_review.md", scenario=O, notes="Scenario spot-24-ocr-90s. Post-incident review (Summary / Timeline / What went wrong / Analysis / The notice / ... / Proposal / Action items). Timeline restart labelled measured; 3.25x quoted only to reject; numbers correct. The async paragraph gives the snapshot cost and step-boundary timing but not interval > background write. The notice section asserts local NVMe at 3 GB/s per node as a fact. The proposal has a decision and a cost but no condition to revisit.", defects=[
   D("async_constraint_missing","q2","error",3,"The asynchronous design gives the 2 s blocking cost and the step-boundary snapshot but never says the interval must exceed the 20 s background write or what goes wrong if it does not.", ev=None),
   D("unstated_assumption","assumptions","error",2,"Asserts each node's local NVMe writes at 3 GB/s and computes a 10 s local save with it; not in the scenario and not stated as an assumption.", ev="Each node's local NVMe writes at 3 GB/s"),
   D("recommendation_incomplete","recommendation","error",2,"The proposal gives a decision (spot, sharded + async every 147 steps) and a cost ($0.882 per useful GPU-h, ~$10,585) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="c1_decision_memo.md", scenario=C, notes="Scenario spot-1152-climate-300s (1,152 GPUs, 100 h/GPU, 4.0 s step, 3.2 TB in 640 s, 32 writers, snapshot 5 %, R 18 min; on-demand MTBF 5 h / $2.20, spot MTBF 4 h / $1.30, 300 s notice; EMA kept; 60 other jobs). One-page decision memo with a decision-matrix table. T* 4,800 / 849 / 190 s on demand and 4,293 / 759 / 170 s on spot; first-order out of range for the single writer; fair share 1,220 s binds; two-tier on spot every 244 s / durable 1,225 s at $1.439, ~$165.8k, 4.6 d (1.69x per wall hour quoted only to reject; 1.65x per useful hour); notice save unreliable at the share; EMA included, loss scaler / tokenizer / accumulation excluded with reasons; 78 % node-local failures stated as an assumption. Fully correct.", defects=[]),
 dict(file="c2_migration_plan.md", scenario=C, notes="Scenario spot-1152-climate-300s. Migration plan on-demand -> spot in phases 0-4, with a rollback plan. Intervals and overheads correct. Phase 3 justifies spot per GPU-hour at list price (1.69x, 115,200 GPU-h: $253,440 vs $149,760, 41 %) and calls the overhead days rather than dollars; the council summary repeats it. The checkpoint table has no EMA weights although the scenario keeps an EMA.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (1.69x; 115,200 GPU-h x $2.20 = $253,440 vs x $1.30 = $149,760, 41 %) instead of per useful GPU-hour (~$2.42 vs ~$1.47 at the filesystem share, ~1.65x; ~$279k vs ~$169k).", ev="spot is 1.69× cheaper per GPU-hour"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward (neutral): the overhead is said to cost days rather than dollars.", ev="The extra overhead on spot costs days rather than dollars"),
   D("wall_hour_confusion","recommendation","warning",1,"The council summary repeats the list-price budget and saving ($149,760 vs $253,440, 41 %).", ev="Budget: $149,760 instead of $253,440, a 41 % saving"),
   D("missing_state","q5","error",2,"The scenario keeps an EMA of the weights, but the checkpoint table (weights, master weights, Adam m/v, step, LR scheduler, global step, data position, RNG, layout) has no EMA weights.", ev=None, item="ema-weights"),
 ]),
 dict(file="c3_numbered_spec.md", scenario=C, notes="Scenario spot-1152-climate-300s. Specification with its own inputs as a labelled list ('Inputs:', step time labelled measured) and sections numbered 1, 1.1, 1.2 ... 7. The sharded on-demand interval 849 s is converted to 3,396 steps (x4 instead of /4; correct 212). State list complete, conditional items excluded with reasons, but no statistical-resumability subset. The decision (section 7) has a decision and a revisit condition but no cost. 1.69x quoted only to reject.", defects=[
   D("arithmetic_error","q2","error",3,"849 s / 4.0 s per step = 212 steps, not 3,396 (multiplied by the step time instead of dividing).", ev="which at 4.0 s per step is 3,396 steps"),
   D("missing_answer","q5","warning",3,"Section 4 lists the bit-exact state and the excluded conditional items but never says which items would be kept for statistical resumability.", ev=None),
   D("recommendation_incomplete","recommendation","error",3,"The decision gives the plan (spot, sharded + async, durable every 1,220 s) and a revisit condition but no cost figure.", ev=None),
 ]),
]
build("designdocs", docs, H)
