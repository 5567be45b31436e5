from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "04g"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible reading or a carry-forward of a labelled error; a finding
# there counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="e01_tables_and_prose.md", notes="Every number in a table, prose only for reasoning. Reference numbers throughout (3,943.6 s / 4,382 steps / 14.8 % / 87.1 %; 985.9 s / 5.6 %; 311.8 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; ~$186k / 40 d vs ~$458k / 31 d; Q4 32.8 %). The 3.2x list ratio appears in a table row only to be rejected in the prose. The async paragraph covers pinned host RAM and step-boundary consistency but never the interval vs background-write constraint. The Q5 table has no LR scheduler.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b) states host-RAM and step-boundary constraints only; it never says the interval must exceed the 15 s background write, nor what happens if it does not (snapshots queue/overlap, host memory fills, the loop stalls).", ev=None),
   D("missing_state","q5","error",2,"The bit-exact state table (master weights, Adam moments, step count, loss scaler if fp16, RNG, data-loader position) has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
 ]),
 dict(file="e02_daly_vs_young.md", notes="Computes every case with Young and with the exact (Daly) model, exponential failures stated as an assumption. Young: 3,943.6 s / 14.8 %, 985.9 s / 5.6 %, 311.8 s / 3.6 %, spot 90 s / 34.4 %; exact: 3,785 s / 16.2 %, 976 s / 5.8 %, 311 s / 3.6 %, spot 89 s / 41.2 %, $1.06 vs $2.49 (2.35x), ~42 d vs ~31 d, ~$195k vs ~$458k; Q4 exact ~37.5 % ($1.03). The 3.2x list ratio quoted only to reject it. Fully correct.", defects=[]),
 dict(file="e03_days_and_hours.md", notes="Writes all calendar time as days and hours (34 d 10 h, 31 d 2 h, 40 d 8 h). Q1: T* 3,943.6 s converted to '1 h 16 min' (correct 1 h 6 min / 65.7 min); steps and overhead correct. Q3 computes 34.4 % waste and 40 d 8 h correctly but prices the job at list price per GPU-hour (3.2x, 69 %, $138k vs $442k), saying the waste costs calendar time, not money; the recommendation repeats it. Q6 lists the retention tiers without saying what any of them is for.", defects=[
   D("arithmetic_error","q1","error",3,"3,943.6 s is 65.7 min = 1 h 6 min, not 1 h 16 min (unit conversion).", ev="which is 1 h 16 min"),
   D("wall_hour_confusion","q3","error",8,"Compares spot and on-demand per GPU-hour at list price (3.2x, 69 % saving; 184,320 x $0.75 = $138k vs 184,320 x $2.40 = $442k) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), and says the waste does not reach the bill.", ev="spot is 3.2× cheaper, a saving of 69 %"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($138k vs $442k, 69 %).", ev="$138k instead of $442k, 69 % less"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the claim that the waste costs calendar time rather than money.", ev="shows up as the extra 9 d 6 h of calendar time rather than on the bill"),
   D("missing_answer","q6","warning",4,"The retention policy (2 latest, every 4 h for 24 h, weights-only every 3 d) is given without saying what any retained class is for.", ev=None),
 ]),
 dict(file="e04_assumptions_a1_a5.md", notes="Assumptions A1-A5 listed at the top and referred to by label: A1 goodput = 1 - waste (accepted convention, used consistently: 85.2 %, spot $1.14, 2.2x, ~46 d, ~$211k vs ~$459k), A2 8 GPUs per node (44 GB per node follows), A3 the 10 % applies to the sharded 15 s write, A4 same spot restart, A5 first-order model. Q2(b) reports goodput = 3.6 %, which is the waste (goodput 96.4 %). Q4 adds a local NVMe at 6 GB/s per node as a fact, not among A1-A5.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"Q2(b): waste is 3.6 %, so goodput under A1 is 96.4 %; the document reports 'goodput = 3.6 %', the overhead.", ev="goodput = 3.6 %"),
   D("unstated_assumption","assumptions","error",2,"Q4 computes with a node-local NVMe at 6 GB/s (44 GB in about 7 s); neither in the facts nor among A1-A5 nor stated inline as an assumption.", ev="local NVMe at 6 GB/s"),
 ]),
 dict(file="e05_blog_tone.md", notes="Conversational blog post ('Okay, so here's the setup', 'Let's not'). Reference numbers throughout; '3.2x cheaper, a 69 % saving' quoted as everyone's first reaction and rejected; $1.01 vs $2.49, $186k vs $458k, 40 vs 31 days. The 120 s section gives the handler and its effect (32.8 %, $1.00) but not what could make it fail when needed. The bottom line has a decision and a cost but no condition to revisit.", defects=[
   D("missing_answer","q4","warning",3,"The 120 s warning section gives what the job does and the quantified effect but nothing on what could make the graceful path fail exactly when needed (mass reclaim saturating the filesystem, a write in flight, a hung rank, unwarned hardware failures).", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"The bottom line gives a decision (spot, sharded async, every 100 steps) and a cost ($1.01 per useful GPU-h, $186k vs $458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="e06_arrow_notes.md", notes="Very compact notes with arrows. Reference numbers throughout; list ratio 3.2x quoted only to reject it; 8 GPUs per node stated as an assumption (44 GB per node follows). Recommendation with decision, cost and revisit conditions. Fully correct.", defects=[]),
]
build("answers", docs, H)
