from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "05e"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="e01_long_paragraphs.md", notes="Very long paragraphs, one per question, few line breaks; bold '**N. ...**' openers. Reference numbers throughout (3,943.6 s / 4,382 steps / 14.8 % / 87.1 %; 985.9 s / 1,095 / 5.6 %; 311.8 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; $186k / 40 d vs $458k / 31 d; Q4 32.8 %). 3.2x quoted only to reject it; 'if training were in fp16' GradScaler conditional. Q2(b) step count multiplies by the step time instead of dividing. Q5 has no RNG state.", defects=[
   D("arithmetic_error","q2","error",3,"311.8 s / 0.9 s per step = 346 steps, not 281 (311.8 x 0.9 = 280.6: multiplied by the step time instead of dividing).", ev="roughly 281 steps"),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam moments, step count, LR scheduler, data-loader position, GradScaler if fp16) has no RNG state (Python / NumPy / torch CPU / CUDA); the statistical subset does not mention it either.", ev=None, item="rng-state"),
 ]),
 dict(file="e02_claim_why_tables.md", notes="Two-column 'Claim | Why' table for every question and the recommendation. Intervals, wastes and the 40 d vs 31 d wall clock correct. The cost rows compare list prices (3.2x, 69 %; 184,320 GPU-h x $0.75 vs x $2.40 = $138,240 vs $442,368) and call the overhead time, not money; the recommendation's cost row repeats it. The Q2(b) constraint row is about snapshot consistency only (step boundary, pinned buffers), nothing on interval vs background write. Everything else correct.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (3.2x cheaper, 69 % saving) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), treating the 34 % overhead as time only.", ev="Spot is 3.2× cheaper per GPU-hour, a 69 % saving"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the job-cost row gives the same list-price totals.", ev="Job cost ≈ $138,240 on spot vs ≈ $442,368 on-demand"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation's cost repeats the list-price totals and saving ($138k vs $442k, 69 %).", ev="Cost: $138k instead of $442k, a 69 % saving"),
   D("async_constraint_missing","q2","error",3,"The Q2(b) constraint is snapshot consistency only (same step boundary, pinned host buffers); it never says the interval must exceed the 15 s background write or what happens if not (queued snapshots, host memory filling, the loop stalling).", ev=None),
 ]),
 dict(file="e03_fenced_arithmetic.md", notes="Every computation in a fenced code block as plain arithmetic, prose between blocks. Numbers correct except the Q2(b) block, which labels the waste sum 3.55 % as goodput. Q4 block computes 1 - exp(-15/2700) without stating exponential/Poisson failures. Q6 is a storage table (2.8 + 8.4 + 2.0 TB) with no word on what each class is for. 3.2x quoted only to reject it.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"The Q2(b) block reports the waste sum 0.48 + 0.48 + 2.59 = 3.55 % as goodput (goodput is ~96.6 %).", ev="goodput = 0.48 + 0.48 + 2.59 = 3.55 %"),
   D("unstated_assumption","assumptions","error",2,"Computes a survival probability 1 - exp(-15/2700) that requires exponential (Poisson) failures; the distributional assumption is not stated anywhere.", ev="P(notice lands during a background write) = 1 - exp(-15/2700) = 0.55 %"),
   D("missing_answer","q6","warning",4,"The retention policy (last 2, every 4 h for 24 h, weights-only every 72 h) is given only as storage arithmetic; no class is justified by what it is for (restart fallback, rollback after a loss spike, evaluation/lineage).", ev=None),
 ]),
 dict(file="e04_q_headings_bold.md", notes="'## Q1.' ... '## Q7.' headings, bold key numbers. fp16 with a dynamic loss scaler stated as an assumption, loss scaler listed. Reference numbers throughout; 3.2x quoted only to reject it; 73 % unsharded spot figure flagged as outside the model. Fully correct.", defects=[]),
 dict(file="e05_hedging_careful.md", notes="Hedging voice ('I believe', 'roughly', 'as far as I can see'). Uses goodput = 1 - waste, stated up front (85.2 %; spot $1.14, 2.2x, ~46 d, ~$211k vs ~$459k) - an accepted convention, used consistently. Mentions the 24 s reading of Q2(b) and sets it aside. Q4 gives the handler and its effect (32.8 %, $1.12) but nothing on what could make it fail. The recommendation has a decision and a cost but no revisit condition.", defects=[
   D("missing_answer","q4","warning",3,"The 120 s answer gives what the job does and the quantified effect (34.4 % -> 32.8 %, $1.14 -> $1.12) but nothing on what could make the graceful path fail exactly when needed (mass reclaims saturating the filesystem, a hung rank, a write in flight, unwarned hardware failures).", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded + async, ~100 steps, notice handler) and a cost ($1.14 per useful GPU-hour, $211k vs $459k, 46 vs 31 days) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="e06_recommendation_first.md", notes="Recommendation paragraph first, then assumptions A1-A4, then an appendix answering 1-7. bf16 without loss scaling stated (A2), so no loss scaler, with the reason given; 8 GPUs per node stated (A3) and used for 44 GB per node; exponential failures stated (A4) for a Daly cross-check (89 s, ~41 %, $1.06, ~42 d). Reference numbers; 3.2x quoted only to reject it. Fully correct.", defects=[]),
]
build("answers", docs, H)
