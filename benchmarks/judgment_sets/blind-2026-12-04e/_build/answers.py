from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "04e"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible reading or a carry-forward of a labelled error; a finding
# there counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="e01_summary_appendices.md", notes="Executive summary (decision + cost) first, then appendices A-G per question. Q1 steps computed as T* x 0.9 (3,549 instead of 4,382). Q2(b) asserts 2 TB of host RAM per node (and 32 nodes) as a fact. Q5 table has no RNG state. The summary has a decision and a cost but no condition to revisit. Non-defects: 3.2x quoted only to reject it; loss scaler listed 'only if fp16'; Q2(b) async constraint correctly stated.", defects=[
   D("arithmetic_error","q1","error",3,"Steps = T* / step time = 3,944 / 0.9 ~ 4,382, not 3,944 x 0.9 ~ 3,549.", ev="3,944 s × 0.9 s/step ≈ 3,549 steps"),
   D("unstated_assumption","assumptions","error",2,"2 TB of host RAM per node (and a 32-node layout, i.e. 8 GPUs per node) is not in the facts and is asserted, not stated as an assumption.", ev="has 2 TB of host RAM, so two in-flight snapshots"),
   D("missing_state","q5","error",2,"The bit-exact state table (master weights, Adam m/v, step count, LR scheduler, loss scaler if fp16, data-loader position) has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
   D("recommendation_incomplete","recommendation","error",2,"The executive summary gives a decision (spot, sharded + async every 90 s) and a cost ($1.01 vs $2.49, $186k vs $458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="e02_numbered_nested.md", notes="Every answer a numbered item with nested numbered items and sub-bullets. Numbers correct (3,944 s / 4,382 / 14.8 %; 986 s / 5.6 %; 312 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49; $186k / 40 d vs $458k / 31 d; Q4 32.7 %). Q2(b)'s 'new constraint' is snapshot consistency and pinned buffers, never interval > background write. Q6 lists the retained classes without saying what each is for. Non-defects: bf16 stated as assumption so no loss scaler; 3.2x rejected; the 93 GB/s derived bandwidth.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b) names step-boundary consistency and pinned host buffers but never that the interval must exceed the 15 s background write, nor what goes wrong otherwise (queued snapshots, host memory filling, the loop stalling).", ev=None),
   D("missing_answer","q6","warning",4,"The retention policy (2 newest, 4-hourly for a day, weights-only every 3 days) gives no justification of what each retained class is for.", ev=None),
 ]),
 dict(file="e03_parentheticals.md", notes="Prose full of parenthetical asides and em-dashes. Fully correct: reference numbers throughout, async constraint with the stall, Q4 32.7 % / $0.995 and the correlated-reclaim failure mode, full state table (GradScaler 'if fp16', precision stated as unknown in the assumptions), statistical subset, justified retention, Q7 3,000 s round and fair share, recommendation with decision, cost and revisit. Non-defects: 3.2x quoted to reject; 1,138 s / 73 % quoted as out of the model's range; '1.4 TB x 960 per day' quoted to reject keeping everything.", defects=[]),
 dict(file="e04_decimal_hours.md", notes="Every time in decimal hours (0.0667 h, 1.0954 h, 0.025 h). Q1 reports the 14.8 % waste as goodput (the 826.6 h runtime on the same line is right). Q4 gives the flush and its effect (w 0.327, $0.995) but nothing on what could make the graceful path fail. Everything else correct (steps via 0.00025 h per step).", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The waste of 0.1477 is reported as the goodput (14.8 %); the goodput is 1/1.148 ~ 87.1 % (or 85.2 % as 1 - w).", ev="Goodput ≈ 14.8 %, i.e. the job runs"),
   D("missing_answer","q4","warning",3,"The 120 s warning answer gives what the job does and the quantified effect but nothing on what could make the graceful path fail exactly when needed (correlated reclaims flooding the filesystem, a write in flight, a hung rank, unwarned hardware failures).", ev=None),
 ]),
 dict(file="e05_future_plan.md", notes="Written throughout in the future tense as a plan ('we will ...'). Intervals, wastes, async constraint, Q4 (effect and failure modes), state list, retention and Q7 correct. The cost section compares list prices (3.2x, 184,320 GPU-h x price: $138k vs $442k, 69 %), saying the overhead shows up as time, not money; the recommendation repeats it. Non-defect: e^(-90/2,700) used with the Poisson assumption stated up front.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall hour at list price (3.2x; 184,320 GPU-h x $0.75 vs x $2.40 = $138k vs $442k, 69 %) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), and claims the 34.4 % overhead costs no money.", ev="that will be $138k on spot against $442k on demand"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and the 69 % saving.", ev="Cost: $138k for the run instead of $442k on demand"),
 ]),
 dict(file="e06_bold_labels.md", notes="Bold question labels (**Q1.** ...) and no headings. Fully correct under the accepted goodput = 1 - w convention, stated and used consistently (85.2 %; spot $1.14 vs $2.49, 2.2x, ~46 d, ~$211k vs ~$459k; Q4 $1.11). fp16 assumed (A2) so the GradScaler is listed; EMA correctly excluded (the job keeps none). Non-defects: 3.2x quoted to reject; 'same world size' is a layout note, not an assumption.", defects=[]),
]
build("answers", docs, H)
