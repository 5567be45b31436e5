from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "n"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-48-vit.yaml, in this folder; numbers
# checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 reserved interval, q2 sharding/async, q3 spot economics, q4 the 90 s
# notice, q5 state, q6 retention, q7 the shared Lustre filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-48-vit.yaml"
docs = [
 dict(file="p1_rfc_precise.md", scenario=S, notes="Scenario spot-48-vit (48 GPUs, 200 h/GPU, 1.5 s step, 180 GB in 90 s, 6 writers, R 8 min; reserved MTBF 16 h / $2.80, spot MTBF 90 min / $0.95, 90 s notice; 40 other jobs on Lustre). Precise RFC (metadata table, numbered sections, assumptions A1-A6 incl. Poisson). Correct: T* 3,220 / 1,315 / 416 s reserved, 986 / 402 / 127 s spot, with steps; exact overheads and $/useful GPU-h (2.845 vs 1.066, 2.67x; 2.95x list ratio rejected); fair share 615 s; plan two-tier 614/615 s, $1.105, $10,611, 9.7 d vs $27,309, 8.5 d; notice save best effort with failure modes. State table excludes loss scaler (bf16), tokenizer (image model), EMA (none kept) and grad-accumulation buffers (no accumulation), each with a reason. Fully correct.", defects=[]),
 dict(file="p2_sloppy_team_doc.md", scenario=S, notes="Scenario spot-48-vit. Sloppy lowercase team draft with TODOs. Reserved single-writer steps written as 4,830 (3,220 x 1.5) instead of 2,147. Async section only covers snapshot consistency (after optimizer.step), not interval > background drain. Cost compared per list price (2.95x; 9,600 GPU-h: $9,120 vs $26,880, 66 %) with the overhead said to change only the duration; decision repeats it. State list has no data position (only dataloader worker seeds under RNG). Notice section (incl. failure at the fair share), Lustre fair share 615 s, retention correct.", defects=[
   D("arithmetic_error","q1","error",3,"3,220 s / 1.5 s = ~2,147 steps, not 4,830 (the interval was multiplied by the step time).", ev="3,220 s ≈ 4,830 steps"),
   D("async_constraint_missing","q2","error",3,"The async section only says the snapshot is taken after optimizer.step() for consistency; it never says the interval must exceed the background drain (15 s uncontended, ~615 s at the fair share) or what goes wrong otherwise (queued snapshots, host memory filling, the loop blocking).", ev=None),
   D("wall_hour_confusion","q3","error",8,"Compares per list price / GPU-hour (2.95x; 9,600 GPU-h x $0.95 = $9,120 vs x $2.80 = $26,880, 66 %) instead of per useful GPU-hour (~$1.07-1.11 vs ~$2.85, ~2.6x; ~$10.2-10.6k vs ~$27.3k), saying the overhead does not change the bill.", ev="i.e. 2.95× cheaper"),
   D("wall_hour_confusion","recommendation","warning",1,"The decision repeats the list-price totals ($9,120 vs $26,880).", ev="run costs $9,120 instead of $26,880"),
   D("missing_state","q5","error",2,"The checkpoint list (master weights, Adam m/v, step, LR scheduler, RNG incl. dataloader worker seeds, layout/config/sha/marker) has no data position (epoch, consumed-sample offset, shuffle order).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="p3_decision_memo.md", scenario=S, notes="Scenario spot-48-vit. Short decision memo (To/From line, Decision / Why (numbered) / contents / retention / assumptions). Numbers correct (416 / 127 s, 3,220 / 986 s with steps; $2.845 vs $1.066, 2.67x, 2.95x rejected; fair share 615 s; plan $1.105, $10,611, 9.7 d vs $27,309, 8.5 d; notice worth ~$0.004 and unreliable at the share). State complete with conditional exclusions (loss scaler, tokenizer, EMA) and reasons. Asserts 1 TB of host RAM per node as fact (not in the assumptions list). Decision has cost but no revisit condition.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 1 TB of host RAM per node as a fact to show three 30 GB snapshots fit; not in the facts and missing from the memo's assumptions list.", ev="the 1 TB of host RAM on each node"),
   D("recommendation_incomplete","recommendation","error",2,"The decision gives the choice (spot, two-tier, 614/615 s) and the cost ($1.105 per useful GPU-h, ~$10,611, 9.7 d) but no condition under which to revisit it.", ev=None),
 ]),
]
build("designdocs", docs, H)
