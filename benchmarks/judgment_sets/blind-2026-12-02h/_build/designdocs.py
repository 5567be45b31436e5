from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "h"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-64-speech.yaml, in this folder; numbers
# checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 reserved interval, q2 sharding/async, q3 spot economics, q4 the 60 s
# notice, q5 state, q6 retention, q7 the shared object store); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-64-speech.yaml"
docs = [
 dict(file="k1_rfc_memo.md", scenario=S, notes="Scenario spot-64-speech (64 GPUs, 300 h/GPU, 2.0 s step, 400 GB in 120 s, 8 writers, R 10 min; reserved MTBF 12 h / $3.00, spot MTBF 2 h / $1.10, 60 s notice; 20 other jobs). IETF-RFC-style memo (fixed-width, MUST/SHOULD, numbered sections), assumptions A1-A5 (Poisson stated). Correct: T* 3,220 / 1,138 / 360 s reserved, 1,315 / 465 / 147 s spot; first-order 8.8 / 4.0 / 2.2 %, spot async 10.4 %; exact $1.223 vs $3.069 per useful GPU-h (2.51x, not 2.73x); fair share 315 s so durable every ~316 s, $1.230, $23,621, 14.0 d (plan); notice save declared unreliable at the fair share. Fully correct.", defects=[]),
 dict(file="k2_jira_ticket.md", scenario=S, notes="Scenario spot-64-speech. Jira ticket export (h2. headings, ||table||, acceptance criteria, decision comment). Intervals and economics correct (2.73x quoted only to reject). The fair-share interval is computed as 21 x 400 GB / 26.7 GB/s = 31 s (correct ~315 s), so the 147 s spot interval is wrongly declared within the store's share; the decision keeps 147 s (carry-forward, ambiguous). The checkpoint-contents criterion has no RNG state.", defects=[
   D("arithmetic_error","q7","error",3,"21 x 400 GB / 26.7 GB/s = 8,400 GB / 26.7 GB/s ~ 315 s, not 31 s; the conclusion that the store is not a constraint at a 147 s interval is therefore wrong (durable writes are possible only every ~315 s).", ev="fair share = 21 × 400 GB / 26.7 GB/s ≈ 31 s"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the decision keeps durable checkpoints every 147 s on the strength of the wrong fair-share figure.", ev="checkpoint every 73 steps (147 s)"),
   D("missing_state","q5","error",2,"The checkpoint-contents list (master weights, Adam m/v, optimizer step, LR scheduler, data-loader position, tokenizer, shard layout) has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
 ]),
 dict(file="k3_exec_memo.md", scenario=S, notes="Scenario spot-64-speech. Executive memo to a VP (BLUF / Background / Analysis / Decision requested). Intervals, wastes, fair share (315 s) and state list correct. The cost case is made per GPU-hour at list price (2.73x; 19,200 GPU-h x list: $57,600 vs $21,120, 63 %) with the overhead called 'time, not money'; BLUF and decision repeat it. The notice section gives the save and its effect but nothing on what could make it fail (it would not fit in 60 s at the fair share).", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (2.73x; $57,600 vs $21,120 = 19,200 GPU-h x list price) instead of per useful GPU-hour (~$1.23 vs ~$3.07, ~2.5x; ~$23.6k vs ~$58.9k), calling the spot overhead time, not money.", ev="Spot is 2.73× cheaper per GPU-hour ($3.00 / $1.10)"),
   D("wall_hour_confusion","recommendation","warning",1,"The decision requested repeats the list-price cost and saving ($21,120, 63 %).", ev="$21,120 for the run, a 63 % saving against reserved"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the BLUF states the same list-price totals.", ev="it costs $21,120 instead of $57,600, a 63 % saving"),
   D("missing_answer","q4","warning",3,"The 60 s notice section gives the emergency save and its effect ($1.230 -> $1.214) but nothing on what could make it fail exactly when needed (at the fair share the save takes ~315 s, longer than the notice; waves of reclaims; a drain in flight; a hung rank).", ev=None),
 ]),
]
build("designdocs", docs, H)
