from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "m"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric data and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible reading; a finding there counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="m01_formal_we_observe.md", notes="Very formal voice ('We observe that ...') with one section per question. Reference numbers apart from the Q1 step count; quotes the 3.2 price ratio only to reject it. Q4 asserts a local NVMe bandwidth as a fact. Q5 has no RNG state. The recommendation has a decision and a cost but no revisit condition.", defects=[
   D("arithmetic_error","q1","error",3,"3,943.6 s / 0.9 s per step is ≈ 4,382 steps, not 4,832 (digits transposed).", ev="≈ 4,832 steps"),
   D("unstated_assumption","assumptions","error",2,"Asserts that each node's local NVMe sustains 10 GB/s and computes with it; not in the facts and not stated as an assumption.", ev="the local NVMe of each node sustains 10 GB/s"),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam moments, step, scheduler, GradScaler if fp16, data-loader position) has no RNG state.", ev=None, item="rng-state"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision and a cost but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="m02_assumption_tables.md", notes="Each answer opens with a small Input | Value | Source table, then a paragraph. Reference numbers throughout; 3.2x quoted only to reject it; fp16 with a dynamic loss scaler stated as an assumption in the Q5 table, so the GradScaler is listed; 4.5 GB/s per job derived at the 312 s interval. Fully correct.", defects=[]),
 dict(file="m03_hours_everywhere.md", notes="Hours as the base unit everywhere (C = 0.0667 h, 4,000 steps per hour, T* = 1.095 h). Numbers correct; bf16 without loss scaling stated inline as an assumption, GradScaler correctly excluded. Q1 reports the 14.8 % waste as the goodput.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The 14.8 % is the overhead (waste); the goodput is ≈ 87.1 %.", ev="so the goodput of this plan is ≈ 14.8 %"),
 ]),
 dict(file="m04_footnote_fix.md", notes="Short sections with a facts line; one unit slip in Q2(a) (16.4 h) corrected in a footnote to 16.4 min. Q2(b) describes the background thread but states no interval > write constraint. Q4 gives the handler and the effect (32.9 %) but no failure mode. Everything else correct, GradScaler listed 'if fp16'.", defects=[
   D("arithmetic_error","q2","ambiguous",0,"'16.4 h' is a unit slip for 16.4 min, corrected by the document's own footnote; a reviewer could count it or not.", ev="≈ 16.4 h¹"),
   D("async_constraint_missing","q2","error",3,"Q2(b) never says the interval must exceed the 15 s background write (or what happens if it does not: queued snapshots, host memory filling, the loop stalling).", ev=None),
   D("missing_answer","q4","warning",3,"Q4 gives what the job does and the quantified effect but nothing on what makes the graceful path fail exactly when needed.", ev=None),
 ]),
 dict(file="m05_decimal_commas.md", notes="German-style decimals (14,8 %, 3.943,6 s) with a notation note. Intervals and wastes correct; bf16 without loss scaling stated as an assumption. Q3 compares list-price totals (3,2x, 69 %) and claims the overhead only costs time; the recommendation repeats the list-price totals.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares 184,320 GPU-h at list prices (442.368 $ vs 138.240 $, 3,2x, 69 %) instead of per useful GPU-hour (≈ $1.01 vs ≈ $2.49, ≈ 2.5x).", ev="Spot is 3,2× cheaper, a saving of 69 %"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and the 69 % saving.", ev="138.240 $ instead of 442.368 $ (69 % saved)"),
 ]),
 dict(file="m06_compact_lists.md", notes="Compact numbered lists per question. Reference numbers; 3.2x quoted only to reject it; fp16 with a dynamic loss scaler stated as an assumption, loss-scaler state listed; EMA excluded with its reason. Fully correct.", defects=[]),
]
build("answers", docs, H)
