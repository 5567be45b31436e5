from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "f"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible reading or a carry-forward of a labelled error; a finding
# there counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="a01_long_paragraphs.md", notes="One very long paragraph per question, bold inline question labels, no line breaks inside an answer. Reference numbers for Q1, Q2, Q4, Q7; 3.2x quoted only to reject it. Q2(b) asserts 1 TB of host RAM per node as a fact. Q3 spot wall clock computed as 30 x 1.344 = 36 days (correct ~40 days). Q5 list has no LR-scheduler state. The recommendation has a decision and a cost but no revisit condition. Weights-only size and hardware-failure rate on spot stated inline as assumptions.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 1 TB of host RAM per node as a fact and reasons from it about how many snapshot buffers fit; not in the facts and not stated as an assumption.", ev="since each node holds 1 TB of host RAM"),
   D("arithmetic_error","q3","error",3,"30 days x 1.344 = 40.3 days, not 36; the spot wall clock (and the 'five extra days' that follows on the same line) is wrong (correct ~40 vs ~31 days, ~9 extra days).", ev="30 × 1.344 ≈ 36 days on spot"),
   D("missing_state","q5","error",2,"The bit-exact state list (master weights, Adam moments, step counter, data-loader position, RNG, loss scaler if fp16) has no learning-rate scheduler state; the statistical subset does not mention it either.", ev=None, item="lr-scheduler"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded + async every 100 steps, handler) and a cost ($1.01 per useful GPU-hour, $186k vs $458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="a02_formula_numbers_sentence.md", notes="Each answer as a formula line, a numbers line, then a sentence. Assumptions A1-A3 (bf16 without loss scaling, hardware failures inside the spot MTBF, weights-only ~0.2 TB). Reference numbers throughout (3,943.6 s / 4,382 steps / 14.8 % / 87.1 %; 985.9 s / 5.6 %; 311.8 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; $186k / 40 d vs $458k / 31 d; Q4 32.9 %, $1.00). Non-defects: 3.2x quoted only to reject it; the 24 s reading of Q2(b) worked out and set aside; loss scaler excluded under stated bf16. Fully correct.", defects=[]),
 dict(file="a03_rounder.md", notes="Rounds aggressively and says so (≈ 66 min ≈ 1.1 h, ≈ 15 %, ≈ $1.0, ≈ $190k), `### Qn ·` headings and bullets, Q5 as a table. Rounded values are within rounding of the reference. Q2(a) steps given as ≈ 890 (986 s / 0.9 s = 1,095). The Q6 retention bullets give the classes and sizes but no reason for any class. Assumptions stated (bf16, hardware faults on spot, weights-only size).", defects=[
   D("arithmetic_error","q2","error",3,"986 s / 0.9 s per step = 1,095 steps, not ≈ 890 (the interval was multiplied by the step time instead of divided).", ev="≈ 16 min ≈ 890 steps"),
   D("missing_answer","q6","warning",4,"The retention policy lists the classes (last 2, every 4 h for 24 h, weights-only every 3 days) and their sizes but never says what each class is for.", ev=None),
 ]),
 dict(file="a04_eta_omega.md", notes="Uses η for goodput and ω for overhead, defined in a Notation paragraph; bold numbered answers. Reference numbers elsewhere (Q1 ω 14.8 %, η 87.1 %; Q2(b) η 96.5 %; spot 34.4 %, η 74.4 %, $1.01 vs $2.49). In Q2(a) the overhead 5.6 % is written as η. The Q2(b) constraint discusses only a consistent snapshot at a step boundary into pinned memory, never the interval vs the background write. Non-defects: 3.2x per wall hour mentioned only to reject it; ω defined as overhead, used correctly in the other answers.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"Q2(a): the 5.6 % overhead is reported as goodput η (goodput is 1/1.056 ≈ 94.7 %).", ev="so η ≈ 5.6 %"),
   D("async_constraint_missing","q2","error",3,"The Q2(b) constraint covers snapshot consistency (step boundary, pinned host memory) but never says the interval must exceed the 15 s background write, nor what happens otherwise (snapshots queue, host memory fills, the loop stalls).", ev=None),
 ]),
 dict(file="a05_per_gpu_day.md", notes="All costs in $ per GPU per day (24 GPU-hours) and per GPU for the run. Intervals, overheads, Q4 (32.9 %, 18.1 vs 17.9 useful hours per GPU per wall day), Q5-Q7 correct. Q3 compares $18.00 vs $57.60 per GPU per day, 3.2x, $540 vs $1,728 per GPU (720 h x list price), $138k vs $442k, 69 %, calling the 34.4 % overhead time only; the recommendation repeats it.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares list price per GPU per wall day ($18.00 vs $57.60, 3.2x; 720 h x list price per GPU, $138k vs $442k, 69 %) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), and claims the overhead only costs time.", ev="so it is 3.2× cheaper and saves $1,188 per GPU, 69 %"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price figures ($18.00 vs $57.60 per GPU per day, $138k vs $442k, 69 %).", ev="about $138k for the run instead of $442k (69 % less)"),
 ]),
 dict(file="a06_quoted_questions.md", notes="Quotes each question's text in a blockquote before the answer. Uses goodput = 1 - waste, stated as the convention (an accepted variant): 85.2 %, 94.4 %, 96.4 %, spot 65.6 %, $1.14 vs $2.49 per useful GPU-hour, 2.2x, ~46 vs ~31 days, ~$211k vs ~$459k; Q4 32.9 %, $1.12. Assumptions A1-A3. Non-defects: 3.2x quoted only to reject it; loss scaler marked not applicable under stated bf16; config/commit/layout listed as good practice. Fully correct.", defects=[]),
]
build("answers", docs, H)
