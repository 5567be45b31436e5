from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "o"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric data and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible reading or a carry-forward of a labelled error.
"""
docs = [
 dict(file="o01_min_sec.md", notes="Student writing every duration as minutes and seconds (65 min 44 s, 16 min 26 s, 5 min 12 s). Reference numbers otherwise; 3.2x quoted only to reject; scaler listed 'if fp16'.", defects=[
   D("arithmetic_error","q1","error",3,"Steps computed by multiplying by the step time: 3,944 s / 0.9 s = 4,382 steps, not 3,944 x 0.9 = 3,549.", ev="3,944 s × 0.9 = 3,549 steps"),
   D("missing_state","q5","error",2,"The bit-exact state list has no LR scheduler state.", ev=None, item="lr-scheduler"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation has a decision and a cost but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="o02_short_long.md", notes="Every question answered as 'Short answer' then 'Long answer'. Q1, Q2, Q4-Q7 correct (async constraint stated). Q3 computes the 34.4 % spot waste and 40 vs 31 days but compares list prices (3.2x; 256 x 720 x price).", defects=[
   D("wall_hour_confusion","q3","error",8,"Spot vs on-demand compared per GPU-hour at list price (3.2x; $138k vs $442k from 256 x 720 x price) instead of per useful GPU-hour ($1.01 vs $2.49, ~2.5x; ~$186k vs ~$458k).", ev="Price per GPU-hour: $2.40 / $0.75 = 3.2×, so spot is 3.2× cheaper"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the Q3 short answer restates the 3.2x.", ev="**Short answer.** Spot is 3.2× cheaper, so use spot."),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and the 3.2x.", ev="$138k instead of $442k, 3.2× cheaper"),
 ]),
 dict(file="o03_italic_assumptions.md", notes="Every assumption inline in italics (goodput convention, hardware failures unwarned on spot, retention periods as design choice, scaler only if fp16). Reference numbers; 3.2x quoted only to reject; unsharded spot 73 % declared out of range. Fully correct.", defects=[]),
 dict(file="o04_job_hour.md", notes="Student computing costs per whole-job hour (256 x price): $705.3 for Q1 plan, $636.5 vs $258.0 per useful job-hour (2.47x), $185.8k vs $458.3k. Q7 uses a filesystem bandwidth figure of its own; Q1 calls the waste goodput.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The 14.8 % waste is reported as goodput (goodput is ~87 %).", ev="so the run has a goodput of 14.8 %"),
   D("unstated_assumption","assumptions","error",2,"Q7 uses a 200 GB/s aggregate filesystem bandwidth that is not in the facts (the derivable saturation figure is ~93 GB/s) and does not state it as an assumption.", ev="The filesystem delivers 200 GB/s in total"),
 ]),
 dict(file="o05_checkpoint_tax.md", notes="Student calling the overhead the 'checkpoint tax'. Numbers correct; 3.2x quoted only to reject. Q2(b) discusses pinned host memory and step-boundary snapshots only. Q4 gives the action and the quantified effect, nothing more.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b) never says the interval must exceed the 15 s background write (or what happens if not: queued snapshots, host memory filling, stalls).", ev=None),
   D("missing_answer","q4","warning",3,"Q4 has no account of what makes the graceful path fail exactly when needed (bulk reclaims saturating the filesystem, write in flight, hung rank, unwarned hardware faults).", ev=None),
 ]),
 dict(file="o06_terse.md", notes="Terse engineering tone, arrows and bullets. All reference numbers; per-wall-hour 3.2x named only to reject; environment listed as config, not state. Fully correct.", defects=[]),
]
build("answers", docs, H)
