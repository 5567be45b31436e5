from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "05d"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible alternative reading; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="a01_lab_report.md", notes="Lab report (Aim / Method / Results R1-R7 / Discussion). Reference numbers throughout (3,943.6 s / 65.7 min / 4,382 steps / 14.8 %; 985.9 s / 5.6 %; 311.8 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; 40 vs 31 d; $186k vs $458k); goodput convention stated in Method; 3.2x quoted only to reject; async constraint stated; Q4 32.7 %; Q7 4.5 GB/s, 900 GB/s vs 93 GB/s, 50 min fair share. The state table has no RNG state anywhere (neither list). A host-RAM-per-node figure (1 TB) is used in Q2(b) without being stated as an assumption.", defects=[
   D("missing_state","q5","error",2,"The state table (master weights, Adam moments, step count, LR scheduler, loss scaler if fp16, data-loader position) and the statistical subset never mention RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
   D("unstated_assumption","assumptions","error",2,"Uses a host RAM figure (1 TB per node) that is not in the facts nor derivable from them, without stating it as an assumption (the Discussion's assumption list omits it).", ev="Host RAM per node (1 TB on these nodes)"),
 ]),
 dict(file="a02_definition_list.md", notes="Definition-list style (term line, ': ' answer). Q1, Q2 (both constraints), Q4, Q5 (all seven items, statistical subset), Q6, Q7 correct; spot overhead 34.4 % and 40 d correct. The Q3 cost comparison is made per GPU-hour at list price (3.2x, 69 % savings) with the overhead treated as schedule only; the recommendation repeats list-price totals ($138k vs $442k = 184,320 x list).", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares spot and on-demand per GPU-hour at list price (3.2x, 69 % saving) and says the 34 % overhead does not change the hourly rate, instead of per useful GPU-hour ($1.01 vs $2.49, ~2.5x).", ev="spot is 3.2× cheaper per GPU-hour ($0.75 against $2.40)"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation's cost is 184,320 GPU-hours x list price ($138k vs $442k), carrying the per-wall-hour comparison (correct: ~$186k vs ~$458k).", ev="$138k instead of $442k on demand"),
 ]),
 dict(file="a03_rounder.md", notes="Rounds hard and says so (one or two significant figures, unrounded value in brackets). Numbers correct within rounding; 3.2x quoted only to reject; Q4 ~33 %; Q7 fair share ~50 min. T* stated as '~1 h' next to the unrounded 3,944 s (ambiguous). The Q2(b) constraint is about snapshot consistency at a step boundary, not about the interval exceeding the background write. Retention lists classes without saying what each is for.", defects=[
   D("arithmetic_error","q1","ambiguous",0,"Rounding 3,944 s (65.7 min) to '~1 h' is coarser than the rubric's examples (~66 min, 1 h 6 min); the unrounded value is given on the line before, so a reviewer could accept it or not.", ev="So T* ≈ 1 h, or ≈ 4,400 steps at 0.9 s."),
   D("async_constraint_missing","q2","error",3,"Q2(b)'s new constraint is only that the snapshot must be taken at a consistent step boundary; it never says the interval must exceed the 15 s background write, nor what happens otherwise (snapshots queue, host memory fills, the loop stalls).", ev=None),
   D("missing_answer","q6","warning",4,"The retention policy lists its classes (last 2, every 4 h for 24 h, weights every 3 days) but never says what each retained checkpoint is for.", ev=None),
 ]),
 dict(file="a04_minutes_only.md", notes="All durations in minutes (a conversion table first). Reference numbers elsewhere (16.4 min / 1,095 steps, 5.2 min / 346 steps, spot 1.5 min / 100 steps / 34.4 %, $1.01 vs $2.49, 40 vs 31 d); 3.2x quoted only to reject. Q1 steps computed as 65.7 / 0.9 (minutes over seconds) = 73 instead of ~4,382. Q2(a) reports the 5.6 % overhead as goodput.", defects=[
   D("arithmetic_error","q1","error",3,"Unit mix-up: 65.7 min divided by 0.9 s gives '73 steps'; T* is 3,943.6 s / 0.9 s = 65.7 / 0.015 ≈ 4,382 steps.", ev="In steps: 65.7 / 0.9 ≈ 73 steps."),
   D("overhead_goodput_confusion","q2","error",3,"The sharded overhead of 5.6 % is reported as the goodput (goodput is ~94.7 %).", ev="so goodput 5.6 %"),
 ]),
 dict(file="a05_notice_flow.md", notes="Compact numbered sections with an ASCII flow diagram of the notice handler in Q4. Fully correct: reference numbers, assumptions listed first (goodput convention, 14-min spot restart, loss scaler if fp16), 3.2x quoted only to reject, async constraint, Q4 32.7 % and failure modes, seven state items with symptoms and the statistical subset, justified retention, Q7 fair share ~50 min, recommendation with decision, cost and revisit condition.", defects=[]),
 dict(file="a06_topic_words.md", notes="Short one-word topic headings (Interval, Cheaper writes, Spot, Notice, State, Retention, Neighbours). Fully correct; mentions the 24 s alternative reading of Q2(b) only to set it aside; state as a table with symptom and statistical-resume column; recommendation with decision, cost and revisit condition.", defects=[]),
]
build("answers", docs, H)
