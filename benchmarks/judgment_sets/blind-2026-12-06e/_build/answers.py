from build import D, build
H = """# Blind labelled evaluation set (2026-12-06, set "e"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="e01_sci_notation.md", notes="Every quantity in scientific notation (3.944e3 s, 1.48e-1, $1.86e5). Reference numbers throughout (Q1 3,944 s / 4,382 steps / 14.8 % / 87.1 %; Q2 986 s / 5.6 %, 312 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; ~40 d vs ~31 d; Q4 32.9 %). Assumptions A1-A8 listed (bf16 without loss scaling so no scaler; LM so tokenizer; filesystem bandwidth derived). 3.2x quoted only to reject it. Fully correct.", defects=[]),
 dict(file="e02_decision_tree.md", notes="Whole answer as an ASCII decision tree in a code block, leaves marked with arrows, assumptions listed before it. Q2(a) T* miscomputed as sqrt(972,000) ~ 1,392 s (correct 986 s); the steps on the next line follow from it (overhead and goodput stay at the correct 5.6 % / 94.7 %). The Q5 branch list has no RNG state. The recommendation has a decision and a cost but no condition to revisit. Everything else correct; 3.2x rejected.", defects=[
   D("arithmetic_error","q2","error",3,"sqrt(2 x 15 x 32,400) = sqrt(972,000) = 986 s (16.4 min), not 1,392 s (23.2 min).", ev="√972,000 ≈ 1,392 s = 23.2 min"),
   D("arithmetic_error","q2","ambiguous",0,"Carry-forward only (neutral): 1,547 steps follows from the wrong 1,392 s (correct 1,095 steps).", ev="1,547 steps"),
   D("missing_state","q5","error",2,"The bit-exact state list (weights, master weights, Adam m/v, optimizer step, LR scheduler, global step, data position and shuffle seed, config, code, layout, tokenizer, commit marker) has no RNG states (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded + async, 100 steps) and a cost ($1.01 per useful GPU-h, ~$186k vs ~$458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="e03_long_digressions.md", notes="Long discursive prose with digressions (Young 1974 / Daly 2006, the a/T + bT optimum, pinned memory, the restart term) and an ASCII summary box at the end. Assumptions in the opening paragraph. Q1 calls the 14.8 % waste the goodput ('the rest of the wall clock is training'). Q7 computes with a filesystem aggregate of 120 GB/s asserted as fact (not in the facts, not stated as an assumption). Q4 gives the handler and its quantified effect (32.9 %) but nothing on what could make the graceful path fail. Everything else correct, 3.2x rejected.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The 14.8 % is the overhead (waste); goodput is 1/1.148 = 87.1 % (or 85.2 % under 1 - w), not 14.8 %.", ev="So the goodput of this plan is 14.8 %"),
   D("unstated_assumption","assumptions","error",2,"The filesystem's aggregate bandwidth (120 GB/s) is asserted as a fact and used for the Q7 arithmetic; the exercise does not give it and it is not stated as an assumption (the assumption paragraph at the top omits it).", ev="The filesystem delivers 120 GB/s in aggregate"),
   D("missing_answer","q4","warning",3,"The 120 s warning section gives what the job does and the quantified effect (34.4 % -> 32.9 %) but nothing on what could make the graceful-shutdown path fail exactly when needed (mass reclaim saturating the filesystem, an in-flight write, a hung rank, unwarned hardware failures).", ev=None),
 ]),
 dict(file="e04_engineering_units.md", notes="Terse, engineering units throughout (ks, ks^2, k$, TB, GB/s, min). Numbered assumptions 1-8. All reference numbers correct (3.944 ks, 0.986 ks, 0.312 ks, 0.090 ks; 14.8 / 5.6 / 3.6 / 34.4 / 32.9 %; $1.01 vs $2.49; 186 k$ vs 458 k$; 40 d vs 31 d). 3.2x rejected. State list complete, loss scaler / EMA / accumulation excluded with reasons. Fully correct.", defects=[]),
 dict(file="e05_csv_sheet.md", notes="Answer as a spreadsheet export: one pipe table per 'sheet' (inputs with source/ASSUMED column, intervals, constraints, cost, notice, state, retention). Intervals, constraints and Q4 correct. The cost sheet bills 184,320 GPU-h at list price ($442,368 vs $138,240, 3.2x, 69 %) and the note says the waste costs only calendar time; the recommendation repeats it. The state sheet has no data-loader position / shuffle seed.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall hour / list price (184,320 GPU-h x $2.40 vs x $0.75, 3.2x) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k); the 34.4 % waste is billed too.", ev="$138,240 | 3.2× cheaper"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the note claiming the waste only stretches the calendar and a 69 % saving.", ev="so spot saves 69 %"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price bill and the 69 % saving.", ev="bill $138,240 instead of $442,368 (69 % saved)"),
   D("missing_state","q5","error",2,"The state sheet (weights, master weights, Adam m/v, optimizer step, LR scheduler, global step, RNG, config/code, layout, tokenizer, commit marker) has no data-loader position, epoch or shuffle seed.", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="e06_lab_notebook.md", notes="Timestamped lab-notebook entries (**09:02** ...), assumptions (i)-(viii) in the first entry. Q3 sums 1.67 + 1.67 + 31.1 % to 24.4 % (correct 34.4 %); the $0.93, 2.7x and ~37 days follow from it. Q6 gives the policy and its size but not what each retained class is for. The recommendation has a decision and a revisit condition but no cost. Everything else correct.", defects=[
   D("arithmetic_error","q3","error",3,"1.67 % + 1.67 % + 31.1 % = 34.4 %, not 24.4 %.", ev="31.1 % = 24.4 %"),
   D("arithmetic_error","q3","ambiguous",0,"Carry-forward only (neutral): $0.75 x 1.244 = $0.93 and the 2.7x ratio follow from the wrong 24.4 % (correct ~$1.01, ~2.5x).", ev="spot $0.75 × 1.244 = $0.93"),
   D("missing_answer","q6","error",4,"The retention policy (last 2, 4-hourly for 24 h, weights-only every 72 h) is given with its size but no class is justified by what it is for (crash recovery, rollback after a loss spike or bad data, evaluation milestones).", ev=None),
   D("recommendation_incomplete","recommendation","error",3,"The recommendation gives a decision and revisit conditions but no cost figure (no $ per useful GPU-hour or job total).", ev=None),
 ]),
]
build("answers", docs, H)
