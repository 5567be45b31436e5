from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "d"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="d01_faq.md", notes="Dialogue-free FAQ: 'Q: ... A: ...' lines under plain Markdown section headings. Intervals, overheads, async constraint, Q4, retention and Q7 correct (reference values). Q3 compares list prices per wall hour and the recommendation repeats the list-price totals; the Q4 answer asserts host RAM per node as a fact; the Q5 list has no RNG state.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 2 TB of host RAM per node as a fact (to argue the snapshot fits); host RAM per node is not in the facts and is not stated as an assumption.", ev="every node has 2 TB of host RAM"),
   D("wall_hour_confusion","q3","error",8,"Answers the spot question per wall hour / list price ($0.75 vs $2.40, 3.2x, 69 % saving) and claims the 34 % overhead only costs time, instead of comparing per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x).", ev="a 69 % saving; the 34 % overhead just makes the job take longer"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the per-wall-hour ratio and list-price totals ($138k vs $442k) instead of ~$186k vs ~$458k.", ev="about $138k instead of $442k for the run"),
   D("missing_state","q5","error",2,"The bit-exact state list (master weights, Adam moments, step count, LR scheduler, data-loader position, loss scaler if fp16, config/code/layout) has no RNG state (Python / NumPy / torch CPU / CUDA generators).", ev=None, item="rng-state"),
 ]),
 dict(file="d02_footnotes.md", notes="Footnotes ([^1]..[^7]) carry the model, the goodput convention, the 16x reading, the 15 s reading of Q2(b), the rejection of the 3.2x list-price ratio and the assumption about unwarned hardware failures. Numbers correct throughout. Q2(b) discusses pinned memory and snapshot consistency but not the interval vs background write; the retention policy is listed without saying what each class is for.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b) covers pinned host memory and taking the snapshot at a step boundary but never says the interval must exceed the 15 s background write, nor what goes wrong otherwise (snapshots queue, host memory fills, the loop stalls, a crash mid-write).", ev=None),
   D("missing_answer","q6","warning",4,"The retention policy (latest 2, 4-hourly for 24 h, every 3 days, weights-only copies) and its storage total are given, but no retained class is justified by what it is for.", ev=None),
 ]),
 dict(file="d03_gpu_and_job_hours.md", notes="Every cost given per GPU-hour and per job-hour (256 GPU-hours) side by side, including per-wall-hour list prices shown in a table and explicitly rejected as the comparison. Reference values throughout ($1.01 vs $2.49 per useful GPU-hour = $258.0 vs $636.5 per useful job-hour; $186k vs $458k; 40 vs 31 days; Q4 32.7 %). States fp16 (A3) and includes the loss scaler. Assumptions A1-A4. Fully correct.", defects=[]),
 dict(file="d04_british_words.md", notes="British English with spelled-out numbers ('fourteen minutes', 'nought point nine seconds', 'whilst', 'optimiser'). States bf16 without loss scaling and excludes the loss scaler with that reason; discusses and sets aside the 24 s reading of Q2(b). Q1 states the 14.8 % overhead as a goodput of fifteen per cent; Q2(a) multiplies instead of dividing by the step time (887 steps instead of 1,095).", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The 14.8 % overhead is reported as the goodput ('a goodput of roughly fifteen per cent'); goodput is ~87 % (or ~85 % as 1 - waste).", ev="That is a goodput of roughly fifteen per cent lost"),
   D("arithmetic_error","q2","error",3,"986 s / 0.9 s per step = ~1,095 steps, not 887 (986 x 0.9).", ev="which at 0.9 s a step is about 887 steps"),
 ]),
 dict(file="d05_number_first.md", notes="Each answer opens with its result in bold, working after. Intervals, overheads and per-useful-hour prices correct; states bf16 and excludes the loss scaler. Q2(a) gives the sharded numbers but no new constraint; the spot job total is miscomputed ($166k) and repeated in the bold result line (carry-forward, ambiguous); the recommendation gives a decision and a revisit condition but no cost.", defects=[
   D("missing_answer","q2","warning",3,"Q2(a) gives T*, steps and overhead for 16 writers but not the constraint sharding introduces (all shards must commit before the checkpoint counts, same layout on restore, filesystem saturation).", ev=None),
   D("arithmetic_error","q3","error",3,"184,320 x $1.01 = ~$186k, not $166k.", ev="184,320 useful GPU-hours × $1.01 ≈ $166k"),
   D("arithmetic_error","q3","ambiguous",0,"Carry-forward only (neutral): the bold result line above the working repeats the $166k total.", ev="**$166k vs $458k for the job"),
   D("recommendation_incomplete","recommendation","error",3,"The recommendation gives a decision (spot, sharded + async, 100 steps, notice save) and a revisit condition but no cost figure.", ev=None),
 ]),
 dict(file="d06_h3_subquestions.md", notes="H3 heading per sub-question under H2 question headings. Uses goodput = 1 - waste, stated as a convention and used consistently (85.2 %; spot $1.14 vs $2.49, 2.2x, ~46 days, ~$211k vs ~$459k), an accepted variant. bf16 stated, loss scaler excluded with reason. 3.2x quoted only to reject it. Fully correct.", defects=[]),
]
build("answers", docs, H)
