from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "05j"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible reading or carry-forward; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="j01_claim_evidence_caveat.md", notes="Every answer as Claim / Evidence / Caveat. Reference numbers (3,943.6 s / 14.8 % / 87.1 %; 985.9 s / 5.6 %; 311.8 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; Q4 32.7 %); 3.2x quoted only to reject. Q1 step count multiplies by 0.9 instead of dividing (3,549 instead of 4,382). Q5 list has no RNG state. GradScaler listed 'if fp16'.", defects=[
   D("arithmetic_error","q1","error",3,"3,943.6 s at 0.9 s per step is about 4,382 steps, not 3,549 (the interval was multiplied by 0.9 instead of divided).", ev="which is ≈ 3,549 steps at 0.9 s per step"),
   D("missing_state","q5","error",2,"The bit-exact state list (master weights, Adam m/v, step t, LR scheduler, GradScaler if fp16, data-loader position) has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
 ]),
 dict(file="j02_callout_notes.md", notes="Assumptions in '> **Note:**' callouts (model convention goodput = 1/(1+w), bf16 without loss scaling, sharded-async reading, weights-only 1/7). Reference numbers throughout; 3.2x quoted only to reject; Q5 as a table with symptoms, loss scaler excluded for bf16. Fully correct.", defects=[]),
 dict(file="j03_words_for_numbers.md", notes="Some figures written in words ('two hundred forty seconds', 'one point five seconds', 'ninety-three gigabytes per second'), others in digits. Numbers correct; 3.2x rejected. Q4 asserts local NVMe at 25 GB/s per node as a fact (not in the facts, not among the stated assumptions). The recommendation has a decision and a cost but no revisit condition.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts a node-local NVMe at 25 GB/s per node as a fact and reasons with it (node share in under four seconds); not in the facts and not stated as an assumption (the stated ones are bf16, the MTBFs and the 1/7 weights size).", ev="writes it to the node's local NVMe, which at 25 GB/s per node"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded + async every 100 steps, fair-share drains) and a cost (~$1/useful GPU-h, ~$186k vs ~$458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="j04_one_numbered_list.md", notes="The whole answer as one numbered list 1-30, each item tagged Q1..Q7. Intervals and wastes correct (bf16 stated). The Q3 items compare 184,320 GPU-h at list price ($442,368 vs $138,240, 3.2x, 69 %), calling the waste calendar-only; the recommendation (item 30) repeats it. The Q6 item lists the retention classes without saying what each is for.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares at list price / per wall hour (184,320 GPU-h x $2.40 vs x $0.75, 3.2x, 69 %) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k); claims the waste only stretches the calendar.", ev="so spot is 3.2× cheaper, saving about $304k (69 %)"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($138k vs $442k, 69 %).", ev="it costs $138k instead of $442k, 69 % less"),
   D("missing_answer","q6","warning",4,"The retention item gives the classes (last 2, 4-hourly for 24 h, weights-only every 72 h, final) but not what each retained class is for.", ev=None),
 ]),
 dict(file="j05_versus_classmate.md", notes="Each answer gives the author's number and then explains why classmate Sam's differs: quotes 'goodput = 14.8 %', T*/16 = 246 s, the 24 s reading, '3.2x cheaper', a week of 15-min checkpoints, all to reject them (non-defects). Reference numbers throughout; bf16 stated. The async constraint paragraph covers pinned host RAM and step-boundary consistency but not interval > background write. Q4 gives the handler and its effect but nothing on what could make it fail when needed.", defects=[
   D("async_constraint_missing","q2","error",3,"The Q2(b) constraint is host RAM for the pinned snapshot and a consistent step-boundary snapshot; it never says the interval must exceed the 15 s background write or what goes wrong otherwise (queued snapshots, host memory filling, the loop stalling).", ev=None),
   D("missing_answer","q4","warning",3,"The 120 s warning answer gives what the job does and the quantified effect (34.4 % -> ~32.7 %) but nothing on what could make the graceful path fail exactly when needed (mass reclaim saturating the filesystem, a write in flight, a hung rank, unwarned hardware faults).", ev=None),
 ]),
 dict(file="j06_engineering_log.md", notes="Terse engineering worklog: timestamp-free bullet entries under '## q1'..'## rec', ASSUMPTION: tags, arrows. Reference numbers throughout; 24 s reading noted and not used; 3.2x rejected; GradScaler n/a (bf16 stated). Fully correct.", defects=[]),
]
build("answers", docs, H)
