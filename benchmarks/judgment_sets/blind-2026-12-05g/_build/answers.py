from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "g"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="g1_numbered_subletters.md", notes="Numbered list per question with lettered sub-parts (a), (b), ... Reference values throughout (3,943.6 s / 4,382 steps / 14.8 % / 87.1 %; 985.9 s / 5.6 %; 311.8 s / 346 steps / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; 40 d vs 31 d; $186k vs $458k; Q4 32.1 %). Non-defects: the 24 s Q2(b) reading mentioned and set aside; 3.2x quoted only to reject it; the 1/7 weights-only size and the unwarned hardware failures stated as assumptions; a 73 % unsharded spot figure with the model declared invalid.", defects=[
   D("arithmetic_error","q2","error",3,"Q2(a) step count: 985.9 s / 0.9 s per step = 1,095 steps, not 887 (985.9 x 0.9 was computed instead).", ev="which is 887 steps"),
   D("missing_state","q5","error",2,"The bit-exact state list (master weights, Adam moments, step count, GradScaler if fp16, RNG, data-loader position) has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
 ]),
 dict(file="g2_blockquote_formulas.md", notes="Every formula set off as a Markdown blockquote, prose between. States the goodput = 1 - waste convention and uses it consistently (85.2 %; spot $1.14, 2.2x, ~46 d, ~$211k vs ~$459k; Q4 $1.10), an accepted convention. 8 GPUs per node stated as an assumption inline; 5.5 GB = 1.4 TB / 256 derived. The Q2(b) 'new constraint' paragraph covers step-boundary consistency and pinned memory only. Host DRAM per node asserted as a fact.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b) states the step-boundary and pinned-host-memory requirements but never that the interval must exceed the 15 s background write, nor what goes wrong if it does not (snapshots queue, host memory fills, the loop stalls).", ev=None),
   D("unstated_assumption","assumptions","error",2,"Asserts 1 TB of DRAM per node as a fact of 'our nodes' and reasons with it; the figure is not in the exercise and is not stated as an assumption (the 8 GPUs per node on the same line is stated).", ev="1 TB of DRAM each"),
 ]),
 dict(file="g3_manager_analogies.md", notes="Plain-language answer for a non-expert manager, analogies (essay saves, photocopy and filing clerk, fire alarm, motorway). Intervals, wastes, wall clock (40 d vs 31 d) and the async and sharding constraints correct. The cost answer compares list prices per GPU-hour (3.2x, 69 %, $138,240 vs $442,368) and says the waste costs time, not money; the recommendation repeats it. The Q5 list has all seven items with symptoms but no statistical-resumability subset.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares spot and on-demand per wall hour / list price (3.2x cheaper, 69 % saving, 184,320 GPU-h x list price = $138,240 vs $442,368) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), and claims the 34 % waste only lengthens the schedule.", ev="so it is 3.2 times"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward on the next lines (neutral): the list-price job totals and the claim that the waste is not a bigger bill.", ev="$442,368 on demand. The 34 % waste shows up"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and the 69 % saving.", ev="It costs $138k instead of $442k, a 69 % saving"),
   D("missing_answer","q5","warning",3,"Q5 lists the state and its symptoms but never says which items would be kept for statistical resumability only, or why.", ev=None),
 ]),
 dict(file="g4_hms_durations.md", notes="Every duration as h:mm:ss (1:05:44, 0:16:26, 0:05:12, 0:01:30, 0:14:00), seconds alongside for arithmetic. Assumptions A1-A3 up front (unwarned hardware failures at 9 h, weights 1/7, loss scaler 'if fp16'). Reference values throughout; cost table per useful GPU-hour ($1.01 vs $2.49, ~2.5x; 3.2x rejected); the 24 s Q2(b) reading mentioned and set aside; Q4 32.1 % / $0.99 / 39.6 d. Fully correct.", defects=[]),
 dict(file="g5_answer_then_working.md", notes="Each question: a bold short answer, then a '### Working' subsection. The Q1 short answer calls the 14.8 % overhead 'goodput'. Q4 gives the handler and its effect (34.4 % -> 32.1 %, $0.99) but no failure mode of the graceful path. The recommendation has a decision and a revisit condition but no cost figure. Everything else at the reference values; 3.2x quoted to reject it.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The Q1 answer reports the 14.8 % total waste as goodput (goodput is 1/1.148 = 87.1 %); no correct goodput figure is given.", ev="Total goodput ≈ 14.8 %"),
   D("missing_answer","q4","warning",3,"Q4 gives what the job does and the quantified effect, but nothing on what could make the graceful-shutdown path fail exactly when needed (mass reclaims saturating the filesystem, a write in flight, a hung rank, unwarned hardware failures).", ev=None),
   D("recommendation_incomplete","recommendation","error",3,"The recommendation gives a decision (spot, sharded + async every 100 steps, notice handler) and a revisit condition (MTBF < 20 min, longer restart) but no cost figure ($ per useful GPU-hour or job total).", ev=None),
 ]),
 dict(file="g6_h1_per_question.md", notes="One H1 per question ('# 1. On-demand baseline' ... '# 7.', plus '# Recommendation'), no other heading levels, continuous prose. Assumptions inline ('I assume', 'assuming weights are about 1/7'). Reference values; the 24 s reading discussed and set aside; 3.2x rejected; $1.01 vs $2.49, ~$186k vs ~$458k, 40 vs 31 days; Q4 32.1 %. Fully correct.", defects=[]),
]
build("answers", docs, H)
