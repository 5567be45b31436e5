from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "i"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="i01_quantity_tables.md", notes="One 'Quantity | Formula | Value' table per question, a sentence or two under each. States bf16 without loss scaling (so no loss scaler) and 8 GPUs per node. Reference values elsewhere (986 s / 5.6 %; 312 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; $186k / 40 d vs $458k / 31 d; Q4 32.8 %); 3.2x quoted only to reject it.", defects=[
   D("arithmetic_error","q1","error",3,"T* in steps is 3,943.6 / 0.9 = 4,382, not 3,943.6 x 0.9 = 3,549 (multiplied by the step time instead of dividing).", ev="3,943.6 × 0.9"),
   D("missing_state","q5","error",2,"The Q5 state table has no LR scheduler state (neither in the bit-exact list nor in the statistical subset).", ev=None, item="lr-scheduler"),
 ]),
 dict(file="i02_numbered_paragraphs.md", notes="Short numbered paragraphs 0.1, 1.1 ... 8.1 following the question numbers; fp16 with a dynamic loss scaler stated as an assumption and the scaler listed. Intervals, overheads and wall clock correct (34.4 %, 40 vs 31 days), but the cost is compared per GPU-hour at list price (3.2x, 69 %, $138k vs $442k) and the recommendation repeats it.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares list prices per wall hour (3.2x cheaper, 69 % saving) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x).", ev="so spot is 3.2× cheaper, a 69 % saving"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): job totals at list price (256 x 720 x price) on the next paragraph, part of the same error.", ev="256 × 720 × $0.75 = $138k"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and the 69 % saving ($138k vs $442k) instead of ~$186k vs ~$458k.", ev="It costs about $138k instead of $442k on demand"),
 ]),
 dict(file="i03_words_first.md", notes="Explains each formula in words (italic 'In words:') before the numbers. Assumptions A1-A3 (bf16 without loss scaling, so the loss scaler is correctly excluded; exponential failures stated before it is used in Q4; host memory holds a snapshot). Reference numbers throughout; 3.2x quoted only to reject it. Fully correct.", defects=[]),
 dict(file="i04_waste_vocabulary.md", notes="Says 'waste' everywhere instead of 'overhead'; uses goodput = 1 - waste, stated and used consistently (85.2 %; spot $1.14, 2.2x, ~46 days, ~$211k - an accepted convention). bf16 without loss scaling stated. Calls the 34.4 % spot waste the spot goodput in Q3. The Q4 answer has the handler and its effect but nothing on what could make it fail.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"The 34.4 % spot waste is called the spot goodput (goodput is ~65.6 % under the document's own 1 - waste convention).", ev="So the spot goodput is 34.4 %"),
   D("missing_answer","q4","warning",3,"Q4 gives what the job does and the quantified effect (34.4 % -> 32.8 %) but nothing on what could make the graceful path fail exactly when it is needed (mass reclaim saturating the filesystem, a hung rank, a write in flight, unwarned hardware failures).", ev=None),
 ]),
 dict(file="i05_vs_reference.md", notes="Compares each answer to an imagined 'reference solution' it has not seen; mentions the 24 s reading of Q2(b) only as what the reference might do (uses 1.5 s itself) and the 3.2x only to reject it. Numbers correct. Q2(b) constraint is about snapshot consistency and buffer size only. Q4 uses a local-NVMe speed not in the facts, not stated as an assumption. Q5 table has no data-loader position. The recommendation has a decision and a cost but no condition to revisit.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b)'s constraint covers snapshot consistency (between optimizer steps) and the pinned host buffer size, but never says the interval must exceed the 15 s background write or what goes wrong otherwise.", ev=None),
   D("unstated_assumption","assumptions","error",2,"Local NVMe writing at 6 GB/s is not in the facts and is used for the emergency-save time without being stated as an assumption.", ev="writes at 6 GB/s"),
   D("missing_state","q5","error",2,"No data-loader position (epoch, consumed samples, sampler offset, shuffle order) in the Q5 list.", ev=None, item="data-position"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision and its cost but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="i06_two_liners.md", notes="Two lines per question (long lines), then a longer recommendation paragraph with decision, cost ($186k vs $458k, 2.5x, 40 vs 31 days) and three revisit conditions. Loss scaler listed 'if fp16'. 3.2x quoted only to reject it. Fully correct.", defects=[]),
]
build("answers", docs, H)
