from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "i"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-384-moe.yaml, in this folder; numbers
# checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the 90 s
# notice, q5 state, q6 retention, q7 the shared filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-384-moe.yaml"
docs = [
 dict(file="m1_pep_style.md", scenario=S, notes="Scenario spot-384-moe (384 GPUs, 150 h/GPU, 2.5 s step, 1.2 TB in 320 s, 16 writers, R 16 min; on-demand MTBF 8 h / $2.70, spot MTBF 100 min / $0.95, 90 s notice; 12 other jobs). PEP-style proposal (header block, Abstract / Motivation / Specification / Rationale / Rejected ideas), assumptions A1-A6 (Poisson stated, 1/7 weights-only stated). Correct: T* 4,293 / 1,073 / 339 s on demand, 1,960 / 490 / 155 s spot; first-order 18.2 / 7.1 / 4.5 %, 48.7 / 24.2 / 18.6 %; exact $1.148 vs $2.827 (2.46x, 2.84x rejected); fair share 260 s, so durable every ~262 s, $1.152, $66,327, 7.6 d; notice save declared best-effort (260-282 s at the share). Fully correct.", defects=[]),
 dict(file="m2_change_request.md", scenario=S, notes="Scenario spot-384-moe. ITIL-style change request (CR number, field table, numbered underlined sections, checkbox acceptance criteria, decision requested). The current-state interval 4,293 s is converted to 42.9 min (correct 71.6 min); steps and waste on the same line are right. The checkpoint-contents checklist has no optimizer step count. Everything else correct (2.84x quoted only to reject; fair share 260 s).", defects=[
   D("arithmetic_error","q1","error",3,"4,293 s / 60 = 71.6 min, not 42.9 min (divided by 100).", ev="42.9 min (1,717 steps)"),
   D("missing_state","q5","error",2,"The checkpoint-contents checklist (master weights, Adam moments, LR scheduler, RNG, data-loader position, manifest) has no optimizer step count (Adam's t / global step for bias correction).", ev=None, item="optimizer-step", also=["global-step"]),
 ]),
 dict(file="m3_irc_review.md", scenario=S, notes="Scenario spot-384-moe. IRC log of a design review (timestamps, <nick> lines, DECISION: lines). Intervals, fair share (260 s), notice, state and retention correct. The cost case is per GPU-hour at list price (2.84x; 57,600 GPU-h: $155,520 vs $54,720, 65 %), with the waste called calendar time only; the DECISION budget repeats it. The async discussion says only that the 2 s snapshot is 'basically free' and fits in host memory, never that the interval must exceed the 20 s background write.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (2.84x; $155,520 vs $54,720 for 57,600 GPU-h) instead of per useful GPU-hour (~$1.15 vs ~$2.83, ~2.46x; ~$66k vs ~$163k), treating the spot overhead as calendar time only.", ev="per GPU-hour it's $2.70 vs $0.95, spot is 2.84x cheaper"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the list-price run totals and 65 % saving on the next line.", ev="$155,520 on demand vs $54,720 on spot. saves ~$100k, 65%"),
   D("wall_hour_confusion","recommendation","warning",1,"The decision budgets the run at the list-price total ($54,720 vs $155,520, 65 % less).", ev="DECISION: budget $54,720 for the run"),
   D("async_constraint_missing","q2","error",3,"The async discussion covers the 2 s blocking snapshot and its ~25 GB per node of host memory but never says the interval must exceed the 20 s background write or what happens if it does not (snapshots queue, host memory fills, the loop stalls).", ev=None),
 ]),
]
build("designdocs", docs, H)
