from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "04l"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible reading or a carry-forward; a finding there counts
# neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="l01_intro_restate.md", notes="Opens with a paragraph restating every fact, then '## Q1' ... '## Q7' and a recommendation. Intervals, overheads, Q4 and Q7 correct. Q1 converts T* to steps by multiplying by 0.9 instead of dividing. Q3 compares list prices per GPU-hour (3.2x, $442k vs $138k, 69 %) and waves the 34 % waste away; the recommendation repeats the totals. Q5 table has no LR-scheduler state.", defects=[
   D("arithmetic_error","q1","error",3,"3,944 s at 0.9 s per step is 3,944 / 0.9 = 4,382 steps, not 3,549 (3,944 x 0.9).", ev="≈ 3,549 steps"),
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (3.2x cheaper, 69 % saving; 184,320 GPU-h x list price: $442k vs $138k) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), and claims the wall-clock penalty does not affect the money comparison.", ev="so spot is 3.2× cheaper, a"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and the 69 % saving.", ev="Spot costs $138k against $442k on demand, a 69 % saving"),
   D("missing_state","q5","error",2,"The bit-exact state table (master weights, Adam moments, step count, GradScaler if fp16, RNG, data-loader position) has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
 ]),
 dict(file="l02_single_table.md", notes="All answers in one long Markdown table, one row per question (Question / Working / Answer). Numbers are the reference values; 3.2x quoted only to reject it; 8 GPUs per node stated inline as an assumption. The Q2(b) row gives a constraint (snapshot at a step boundary, pinned buffer up front) but not interval > background write. The Q4 row asserts a local NVMe speed as a fact.", defects=[
   D("async_constraint_missing","q2","error",3,"The Q2(b) row's constraint is about taking the snapshot at a step boundary and allocating the pinned buffer; it never says the interval must exceed the 15 s background write, nor what happens otherwise (snapshots queue, host memory fills, the loop stalls).", ev=None),
   D("unstated_assumption","assumptions","error",2,"Asserts local NVMe drives at 6 GB/s per node as a fact and computes with it (44 GB in ~7 s); not in the facts and not stated as an assumption (unlike the 8 GPUs per node in the Q2(b) row).", ev="the local drives do 6 GB/s per node"),
 ]),
 dict(file="l03_recommendation_first.md", notes="Recommendation paragraph first (decision + cost, no revisit condition), then the working under '### 1.' ... '### 7.'. Quotes $2.40/$0.75 = 3.2x only to reject it. Q2(b) labels the 3.6 % waste as goodput. Everything else correct; GradScaler 'if fp16 (not needed with bf16)'.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"0.48 + 0.48 + 2.59 = 3.6 % is the overhead (waste); goodput is ~96.5 %.", ev="so goodput ≈ 3.6 %"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded + async every 100 steps) and a cost ($1.01 vs $2.49, $186k vs $458k, 9 extra days) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="l04_seconds_and_steps.md", notes="Every duration given in seconds and in steps in parentheses ('311.8 s (346 steps)'). Assumptions A1 (exponential, for the Daly cross-check: 89 s, 41 %, $1.06, 42 days) and A2 (bf16 without loss scaling, so no loss scaler, excluded with the reason). Reference numbers throughout; 3.2x quoted only to reject. Fully correct.", defects=[]),
 dict(file="l05_chatty.md", notes="Informal, chat-like tone in Markdown paragraphs ('ok so', 'Right, let's just go through it'). Numbers correct except Q3's wall clock (30 x 1.344 written as 43 days, correct ~40). 3.2x quoted to reject. Q6 gives the policy (last 2, 4-hourly for a day, 3-daily) but no reason for any retained class.", defects=[
   D("arithmetic_error","q3","error",3,"30 days x 1.344 = 40.3 days, not 43 days.", ev="30 days × 1.344 ≈ 43 days"),
   D("missing_answer","q6","warning",4,"The retention answer states the policy (last 2, every 4 h for a day, every 3 days) but never says what each retained class is for (crash recovery, rollback after a spike or bad data, milestones).", ev=None),
 ]),
 dict(file="l06_bold_headings.md", notes="Numbered bold headings ('**1. Baseline**' ... '**7. ...**', '**Recommendation**'). Uses the accepted goodput = 1 - waste convention, stated and used consistently (85.2 %; spot $1.14, 2.2x, ~46 days, ~$211k vs ~$459k). Assumptions (i) 8 GPUs per node and (ii) bf16 without loss scaling stated; loss scaler excluded with its reason. Fully correct.", defects=[]),
]
build("answers", docs, H)
