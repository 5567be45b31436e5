from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "s"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-896-vlm-accum.yaml, in this folder; numbers
# from `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 reserved interval, q2 sharding/async, q3 spot economics and spot interval,
# q4 the 45 s notice, q5 state, q6 retention, q7 the shared filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-896-vlm-accum.yaml"
docs = [
 dict(file="t1_decision_record.md", scenario=S, notes="Scenario spot-896-vlm-accum (896 GPUs, 400 h/GPU, 3.2 s step with 4-way accumulation, 1.8 TB in 480 s, 24 writers, snapshot 8 %, R 18 min; reserved MTBF 7 h / $2.60, spot MTBF 50 min / $0.85, 45 s notice; 30 other jobs). Decision record (Context / Decision / Consequences), assumptions A1-A6 with Poisson stated for exact figures. Correct: T* 4,919 / 1,004 / 284 s reserved, 1,697 / 346 / 98 s spot; first-order 23.8 / 8.3 / 5.4 %, spot async 39.3 %; exact $2.747 vs $1.267 (2.17x, 3.06x rejected); fair share 620 s; two-tier 310 s / durable 624 s, $1.365, $489,142, 26.8 d vs $2.749, $985,301, 17.6 d; notice not counted on, with why; loss scaler, EMA, accumulation buffers excluded with reasons; revisit at break-evens. Fully correct.", defects=[]),
 dict(file="t2_team_plan.md", scenario=S, notes="Scenario spot-896-vlm-accum. Team plan draft with numbered sections 1-10. Spot async T* 98 s converted to '306 steps' (98 / 3.2 = 30.6, decimal slip); the table and the proposal repeat it (ambiguous). The 'Async writes' section covers snapshot consistency, pinned host memory and a commit marker but never interval > background write. The state table has no data-loader position. Economics (2.2x per useful hour, 3.06x rejected), fair share 620 s, notice failure modes and retention purposes are correct.", defects=[
   D("arithmetic_error","q3","error",3,"98 s / 3.2 s per step = 30.6, i.e. about 31 steps, not 306 (decimal slip).", ev="98 s / 3.2 s ≈ 306 steps"),
   D("arithmetic_error","q3","ambiguous",0,"Carry-forward only (neutral): the interval table shows the same 306 steps.", ev="98 s = 306 steps, 39 %"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the proposal's fast tier 'every ~306 steps' repeats the slip (306 steps would be ~980 s).", ev="fast tier every ~306 steps"),
   D("async_constraint_missing","q2","error",3,"The async section covers snapshot consistency, pinned host memory and the commit marker, but never says the interval must exceed the background write (20 s, or up to ~620 s at the fair share) nor what happens if it does not (snapshots queue, host memory fills, training stalls).", ev=None),
   D("missing_state","q5","error",2,"The checkpoint table (weights, master weights, Adam m/v, step, LR scheduler, RNG, layout, config, commit marker) has no data-loader position (per-source shard offsets, consumed samples, shuffle seed).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="t3_short_memo.md", scenario=S, notes="Scenario spot-896-vlm-accum. Short team memo with bold run-in paragraphs. Numbers correct (284 s / 89 steps, 98 s / 31 steps, async constraint stated, $1.267 vs $2.747 with 3.06x rejected, fair share 620 s, two-tier 310 / 624 s at $1.365, $489k, 26.8 d vs $2.749, $985k, 17.6 d, notice not counted on, revisit at ~16 min MTBF or the deadline). Asserts 400 Gb/s node NICs as a fact to size the peer copy.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 400 Gb/s node NICs as a fact and computes with it (16 GB in about a third of a second); not in the scenario and not stated as an assumption.", ev="the 400 Gb/s node NICs move 16 GB"),
 ]),
]
build("designdocs", docs, H)
