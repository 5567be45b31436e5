from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "k"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-160-diffusion.yaml, in this folder; numbers
# checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the 180 s
# notice, q5 state, q6 retention, q7 the shared Lustre filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-160-diffusion.yaml"
docs = [
 dict(file="d1_eng_blog_pullquotes.md", scenario=S, notes="Scenario spot-160-diffusion (160 GPUs, 200 h/GPU, 0.6 s step, 640 GB in 160 s, 20 writers, R 15 min; on-demand MTBF 10 h / $2.20, spot MTBF 150 min / $0.85, 180 s notice; 24 other jobs; EMA kept). Engineering blog post with a narrative intro and pull quotes; assumptions A1-A5 (Poisson stated for the exact figures). Correct: T* 3,394 / 759 / 240 s on demand, 1,697 / 379 / 120 s spot; first-order 11.9 / 4.6 / 3.2 %, spot 28.9 / 14.2 / 11.3 %; $2.271 vs $0.953 per useful GPU-h (2.38x, not 2.59x); fair share 25 x 640 GB / 80 GB/s = 200 s, so durable every 200 s (~333 steps), $0.955, ~$30.5k, 9.4 d; notice save declared unreliable (200-209 s > 180 s). The 2.59x list ratio is quoted in the intro only to reject it. Fully correct.", defects=[]),
 dict(file="d2_meeting_minutes.md", scenario=S, notes="Scenario spot-160-diffusion. Meeting minutes (attendees, numbered agenda items, DECISIONS, ACTION ITEMS). Intervals, fair share (200 s), async constraint, notice failure mode correct. The finance item compares 32,000 GPU-h at list price ($70,400 vs $27,200, 2.59x, 61 %) and calls the waste 'extra days, not extra money'; decision D2 repeats it, the summary line at the top too. The checkpoint-contents item has no LR-scheduler state.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares 32,000 GPU-h at list price ($70,400 vs $27,200, 2.59x, 61 %) instead of per useful GPU-hour (~$2.27 vs ~$0.95, ~2.38x; ~$72.7k vs ~$30.5k), claiming the 11.5 % spot waste costs no money.", ev="At list price that is 32,000 × $2.20 = $70,400 on demand"),
   D("wall_hour_confusion","recommendation","warning",1,"Decision D2 repeats the list-price budget and saving ($27,200, 61 %).", ev="D2. Budget approved at $27,200 for the run"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the summary line at the top states the same per-GPU-hour ratio and totals.", ev="Spot is 2.59× cheaper per GPU-hour, $27,200 instead of $70,400"),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam m/v, step count, EMA, RNG, data-loader position, loss scaler n/a) has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
 ]),
 dict(file="d3_handoff_notes.md", scenario=S, notes="Scenario spot-160-diffusion. Handoff notes from a departing engineer to a successor (TL;DR, 'things that will bite you', indented plain-text tables). Economics, fair share and decision correct (2.59x quoted only to reject it). The spot sharded + async row gives 120 s = 72 steps (120 x 0.6; correct 200 steps). The async paragraph covers only snapshot consistency (step boundary, side stream, event) and pinned buffers, never interval > the 8 s background write. The notice section asserts a 2.5 GB/s per-node Lustre client cap as fact (32 GB in 12.8 s), not in the listed assumptions.", defects=[
   D("arithmetic_error","q3","error",3,"120 s / 0.6 s per step = 200 steps, not 72 (multiplied instead of divided).", ev="2.0 min  = 72 steps"),
   D("async_constraint_missing","q2","error",3,"The async paragraph covers snapshot consistency (step boundary, side stream and event, no parameter mutation) and pinned buffers but never says the interval must exceed the 8 s background write or what goes wrong if it does not (queued snapshots, host memory filling, the loop stalling). The 'checkpoints overlap' in the shared-filesystem section is about other jobs' bandwidth, not this constraint.", ev=None),
   D("unstated_assumption","assumptions","error",2,"Asserts a 2.5 GB/s per-node Lustre client limit as fact and computes the notice save with it (32 GB in 12.8 s); it is neither in the facts nor in the document's list of assumptions.", ev="Each node's Lustre client tops out at 2.5 GB/s"),
 ]),
]
build("designdocs", docs, H)
