from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "04a"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward or a line a reviewer could read either way; a finding
# there counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="a01_two_column_tables.md", notes="Every question answered as a two-column Markdown table (question part | answer). Reference numbers throughout (3,944 s / 65.7 min / 4,382 steps / 14.8 %; 986 s / 5.6 %; 312 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; $186k / 40 d vs $458k / 31 d; Q4 32.8 %). 3.2x quoted only to reject it; GradScaler excluded because bf16 without loss scaling is stated. Q1's goodput row gives the overhead figure as goodput. The Q6 table gives the policy only, with no purpose for any retained class.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The goodput row reports 14.8 % (the overhead) as goodput; goodput is ~87.1 % (1/1.148) or 85.2 % (1 - 0.148).", ev="14.8 % of the wall clock"),
   D("missing_answer","q6","warning",4,"The retention table gives the policy (last 2, 4-hourly for 24 h, weights-only every 3 days) but not what any retained class is for.", ev=None),
 ]),
 dict(file="a02_claim_evidence_caveat.md", notes="Each part written as Claim / Evidence / Caveat paragraphs. Intervals and wastes correct. Q3 compares 184,320 GPU-h at list prices (3.2x, $138,240 vs $442,368, 69 %) and says the waste costs calendar time rather than money; the recommendation repeats the list-price totals. Q2(b) asserts 2 TB of host RAM per node as a fact (8 GPUs per node stated as an assumption at the end). The (b) caveat covers step-boundary snapshots and pinned memory but never that the interval must exceed the background write. The Q5 list has no RNG state.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall hour / list price (3.2x cheaper, 184,320 GPU-h x $0.75 = $138,240 vs x $2.40 = $442,368, a 69 % saving) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k).", ev="but spot is 3.2× cheaper: $0.75 against $2.40 per GPU-hour, a 69 % saving"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward (neutral): the caveat claims the 34.4 % waste is paid in calendar time, not money.", ev="The waste is paid in calendar time rather than money"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($138k vs $442k, 69 %).", ev="Cost: $138k instead of $442k, a 69 % saving"),
   D("unstated_assumption","assumptions","error",2,"Asserts 2 TB of host RAM per node as a fact and reasons with it; not in the facts and not stated as an assumption (the 8 GPUs per node on the same line is stated).", ev="and each node has 2 TB of host RAM"),
   D("async_constraint_missing","q2","error",3,"Q2(b) gives the 1.5 s blocking cost, step-boundary snapshots and pinned memory, but never says the interval must exceed the 15 s background write or what goes wrong if it does not.", ev=None),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam m/v, step count, LR scheduler, data-loader position; GradScaler n/a) has no RNG state.", ev=None, item="rng-state"),
 ]),
 dict(file="a03_minutes_throughout.md", notes="All time arithmetic in minutes (C = 4 min, M = 540 min, sqrt(4,320) = 65.7 min; sqrt(270) = 16.4; sqrt(27) = 5.2; spot sqrt(2.25) = 1.5 min = 90 s), converted to seconds/steps at the end. Reference numbers, 3.2x quoted only to reject, assumptions listed (bf16 without loss scaling). Fully correct.", defects=[]),
 dict(file="a04_terse_abbrev.md", notes="Terse notes with abbreviations (ckpt, OD, gp, dl, opt, bw, D2H, MTBF). Correct except: the spot interval of 90 s is converted to 81 steps (correct 100); the recommendation has a decision and a cost but no condition to revisit. 3.2x quoted only to reject.", defects=[
   D("arithmetic_error","q3","error",3,"90 s / 0.9 s per step = 100 steps, not 81.", ev="= 90 s ≈ 81 steps"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded + async, every 100 steps) and a cost ($1.01 per useful GPU-h, $186k vs $458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="a05_classmate_correction.md", notes="Plain '## Question n' answer that quotes a classmate's wrong figures (T* 131 min, 24 s Q2(b) reading, 3.2x / 69 %) and corrects each: all non-defects. Adds an e^(-t/M) survival probability in Q3 without stating exponential failures. The Q4 answer gives the handler and its effect (32.8 %) but nothing on what could make it fail.", defects=[
   D("unstated_assumption","assumptions","error",2,"Uses an exponential survival probability e^(-90/2,700) without stating that failures are exponential / Poisson.", ev="e^(−90/2,700) ≈ 96.7 %"),
   D("missing_answer","q4","warning",3,"Q4 gives the handler and the quantified effect (34.4 % -> 32.8 %, ~$1.00) but nothing on what could make the graceful path fail exactly when needed.", ev=None),
 ]),
 dict(file="a06_we_plural.md", notes="First person plural ('we') prose with '### (n)' headings and one cost table. Uses goodput = 1 - waste, stated as a convention (85.2 %; spot $1.14, 2.2x, ~46 d, ~$211k vs ~$459k; Q4 $1.12), an accepted variant used consistently. 3.2x quoted only to reject. GradScaler excluded with its reason. Fully correct.", defects=[]),
]
build("answers", docs, H)
