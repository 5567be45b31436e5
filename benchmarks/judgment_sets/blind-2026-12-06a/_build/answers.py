from build import D, build
H = """# Blind labelled evaluation set (2026-12-06, set "a"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric data and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="a1_review_thread.md", notes="Peer-review comment thread (@mkovac comments, quoted @tnair replies resolve them). Reference numbers throughout (3,944 s / 4,382 steps / 14.8 % / 87.1 %; 986 s / 5.6 %; 312 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; $186k / 40 d vs $458k / 31 d; Q4 32.9 %). Mentions the other goodput convention (85.2 %) only to say it is not used; quotes 3.2x only to reject it. Assumptions A1-A6 in the last reply, cited inline. Q5 excludes loss scaler, EMA and accumulation buffers with reasons. Fully correct.", defects=[]),
 dict(file="a2_long_essay.md", notes="One paragraph-long essay with no headings and no run-in labels; assumptions in its first sentence. Q2(a) T* written as about 1,394 s (sqrt(972,000) = 986 s); the 5.6 % overhead beside it is right. Q5 list has no RNG state. The closing recommendation has a decision and a cost but no revisit condition. Everything else correct.", defects=[
   D("arithmetic_error","q2","error",3,"sqrt(2 x 15 x 32,400) = sqrt(972,000) = 986 s, not 1,394 s (the overhead 5.6 % on the same line is computed with the right value).", ev="T* = sqrt(2 · 15 · 32,400) ≈ 1,394 s"),
   D("missing_state","q5","error",2,"The bit-exact state list (weights, master weights, moments, step count, scheduler, global step, data position, shuffle seed, layout, config, code, tokenizer, commit marker) has no RNG state.", ev=None, item="rng-state"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation states the decision and its cost (~$1.00 per useful GPU-hour, ~$186k / ~40 days vs ~$458k / ~31 days) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="a3_table_per_question.md", notes="Spreadsheet-like worksheet: one pipe table per question with cell / formula / value columns; assumptions A1-A6 in their own table and cited by id; goodput convention stated as a table row. Reference numbers throughout; 3.2x appears only in a row labelled 'rejected'. Q5 table marks each item for statistical resume and lists exclusions with reasons. Fully correct.", defects=[]),
 dict(file="a4_lab_notebook.md", notes="Lab notebook with dated entries and ASSUME tags. Q2(b) gives a constraint about pinned host memory and step-boundary consistency but never that the interval must exceed the background write, nor what happens otherwise. Q3 compares list prices (184,320 x $2.40 vs x $0.75, 3.2x) and says the overhead only stretches the calendar; the recommendation repeats $138k vs $442k. Q7 asserts a 40 GB/s aggregate filesystem bandwidth as a fact (no ASSUME tag) and computes with it (the arithmetic itself is right).", defects=[
   D("async_constraint_missing","q2","error",3,"The async entry names pinned host memory and step-boundary snapshots, but not that the interval must exceed the 15 s background write, nor what goes wrong otherwise (queued snapshots, host memory filling, the loop stalling).", ev=None),
   D("wall_hour_confusion","q3","error",8,"Compares per list price / wall hour (184,320 GPU-h x $2.40 = $442,368 vs x $0.75 = $138,240, 3.2x) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k) and claims the overhead only costs calendar time.", ev="Spot is 3.2× cheaper; the 34 % overhead only stretches the calendar."),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation carries the list-price totals forward ($138k vs $442k).", ev="$138k instead of $442k on demand"),
   D("unstated_assumption","assumptions","error",2,"Asserts a 40 GB/s aggregate filesystem bandwidth as a fact and computes Q7 with it; the exercise gives no bandwidth (and 16 writers at 15 s would imply ~93 GB/s), and it is not tagged ASSUME like the others.", ev="Our filesystem sustains 40 GB/s in aggregate"),
 ]),
 dict(file="a5_proof_style.md", notes="Definitions / hypotheses H1-H6 / claims with proofs ending in a tombstone. Claim 1 ends 'Hence goodput = 14.8 % of the run' (14.8 % is the overhead; goodput 87.1 % or 85.2 %). Q5 list has no LR scheduler state. Q7 (200 jobs sharing the filesystem) is not answered anywhere. Everything else correct, including the recommendation with a revisit condition.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"14.8 % is the overhead; the goodput is 1/1.148 = 87.1 % (or 85.2 % under 1 - overhead).", ev="Hence goodput = 14.8 % of the run."),
   D("missing_state","q5","error",2,"The bit-exact state list has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
   D("missing_answer","q7","error",8,"Question 7 (200 other jobs using the same formula on the shared filesystem) is not answered at all.", ev=None),
 ]),
 dict(file="a6_thread_posts.md", notes="A numbered social-media thread (1/14 ... 14/14). Q3 cost slip: $0.75 x 1.344 written as $1.21 (it is $1.01); the 2.1x ratio and the $223k total on the next post follow from it consistently (labelled once, ambiguous); the $1.21/$223k repeated in the recommendation is left unlabelled as a consistent carry-forward. Q4 quantifies the warning's effect but never says what could make the graceful path fail. Q5 has no data-loader position or shuffle seed. Everything else correct.", defects=[
   D("arithmetic_error","q3","error",3,"0.75 x 1.344 = 1.008, so ~$1.01 per useful GPU-hour on spot, not $1.21.", ev="spot $0.75 × 1.344 ≈ $1.21"),
   D("arithmetic_error","q3","ambiguous",0,"Carry-forward of the $1.21 slip: 2.49 / 1.21 = 2.1x and 184,320 x 1.21 = $223k follow from it.", ev="So spot is ≈ 2.1× cheaper per useful hour"),
   D("missing_answer","q4","warning",3,"The notice post describes the handler and quantifies the effect (32.9 %) but says nothing on what could make the graceful-shutdown path fail exactly when needed.", ev=None),
   D("missing_state","q5","error",2,"The bit-exact state list has no data-loader position (sampler offset / consumed samples) and no shuffle seed.", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
]
build("answers", docs, H)
