from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "j"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible alternative reading or a carry-forward; a finding there
# counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="j01_rhetorical.md", notes="Student who argues through rhetorical questions ('Why 66 minutes? Because ...'). Reference numbers throughout; 3.2x quoted only to reject it. States fp16 with a dynamic loss scaler and lists the scaler. Calls the 14.8 % waste the goodput in Q1; prices retention storage with an object-store rate never stated as an assumption; Q5 has no RNG state; the recommendation has a decision and a cost but no revisit condition.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The 14.8 % waste is reported as the goodput ('goodput = 14.8 %'); goodput is ~87.1 %.", ev="so goodput = 14.8 %"),
   D("unstated_assumption","assumptions","error",2,"Prices retained checkpoints at $0.023 per GB-month (an object-store rate not in the facts) and computes ~$345/month with it, without stating it as an assumption.", ev="at $0.023 per"),
   D("missing_state","q5","error",2,"The bit-exact state list (master weights, Adam m/v, step t, LR scheduler, loss scaler, data-loader position) has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision and a cost but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="j02_unicode_math.md", notes="Unicode-math voice (√, ×, ≈, ≫, ∝, ⇒, superscripts), space-grouped thousands. Q2(a) steps computed as 986 x 0.9 = 887 (correct ~1,095); later step counts correct. The Q2(b) constraint discussed is snapshot consistency and pinned host memory, never interval > background write. Everything else correct, bf16 stated.", defects=[
   D("arithmetic_error","q2","error",3,"Q2(a) steps: 986 s / 0.9 s = ~1,095 steps, not 986 x 0.9 = 887.", ev="986 × 0.9 ≈ 887 steps"),
   D("async_constraint_missing","q2","error",3,"Q2(b) gives snapshot consistency and host-memory size as the new constraint, but never that the interval must exceed the 15 s background write or what goes wrong otherwise (queued writes, host memory filling, the loop stalling).", ev=None),
 ]),
 dict(file="j03_fractions.md", notes="Writes every rate as a fraction of one (0.148, 0.871, 0.344). Intervals and wastes correct. Q3 compares 184,320 GPU-h at list price ($442,368 vs $138,240, 'costs 0.31 of on-demand, a saving of 0.69'), treating the 0.344 waste as calendar only; the recommendation repeats it. Everything else correct.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares list price x 184,320 GPU-h ($442,368 vs $138,240, spot 0.31 of on-demand, 0.69 saving) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), claiming the waste only stretches the calendar.", ev="Spot costs 0.31 of on-demand, a saving of 0.69"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and the 0.69 saving.", ev="a 0.69 saving"),
 ]),
 dict(file="j04_sensitivity.md", notes="Adds a sensitivity table for Q3 (spot and on-demand MTBF +/-50 %, T* recomputed; the what-if MTBFs are stated as its own scenarios in assumption 4, a non-defect). Numbers correct. Q4 gives the handler and its effect (32.8 %) but nothing on what makes the graceful path fail. Q5 has no data-loader position.", defects=[
   D("missing_answer","q4","warning",3,"The 120 s warning answer gives what the job does and the quantified effect but nothing on what could make the graceful-shutdown path fail exactly when needed (mass reclaim saturating the filesystem, write in flight, hung rank, unwarned hardware failures).", ev=None),
   D("missing_state","q5","error",2,"The bit-exact state table (master weights, Adam moments, step count, LR scheduler, RNG) has no data-loader position (epoch, consumed samples, sampler offset).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="j05_lab_report.md", notes="Lab-report structure per question (Aim / Method / Results / Discussion), assumptions A1-A3 (bf16 without loss scaling, so the loss scaler is correctly excluded with its reason). Mentions the 24 s Q2(b) reading only to set it aside; quotes 3.2x only to reject it. Fully correct.", defects=[]),
 dict(file="j06_bullet_fragments.md", notes="Bullet fragments without verbs, arrows for symptoms. Precision not assumed: loss scaler listed 'if fp16'. 3.2x quoted only to reject it. Fully correct.", defects=[]),
]
build("answers", docs, H)
