from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "k"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible reading; a finding there counts neither as a hit nor as
# a false alarm.
"""
docs = [
 dict(file="k01_sentence_then_details.md", notes="Each answer as one sentence, then 'Details:' bullets. Reference numbers otherwise (3,943.6 s / 4,382 / 14.8 %; 985.9 s / 5.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49; $186k / 40 d vs $458k / 31 d; Q4 32.9 %); 3.2x quoted only to reject it; weights-only 1/7 stated inline as an assumption.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The 14.8 % waste is reported as the goodput (correct goodput ~87.1 %).", ev="Goodput = 14.8 % of the wall clock, the rest is useful training."),
   D("arithmetic_error","q2","error",3,"311.8 s is 5.2 min, not 3.1 min (unit conversion).", ev="≈ 311.8 s = 3.1 min ≈ 346 steps"),
   D("unstated_assumption","assumptions","error",2,"Asserts 2 TB of host RAM per node as a fact to argue the snapshot buffers fit; host memory per node is not in the facts and is not stated as an assumption.", ev="every node has 2 TB of host RAM"),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam m/v, LR scheduler, RNG, data-loader position, loss scaler if fp16) has no optimizer step count / global step for Adam's bias correction.", ev=None, item="optimizer-step", also=["global-step"]),
 ]),
 dict(file="k02_timeline.md", notes="One running example followed day by day (Day 0 00:00, 09:00, 00:43 warning, Day 1, Days 1-40). Intervals, wastes, per-useful-hour costs and 2.5x correct (3.2x quoted to reject); bf16 assumed so no loss scaler; the recommendation's $186k is correct.", defects=[
   D("arithmetic_error","q3","error",3,"0.75 x 1.344 x 184,320 = ~$185.8k, not $158k (the recommendation's $186k is right).", ev="spot $0.75 × 1.344 × 184,320 ≈ $158k"),
   D("missing_answer","q6","warning",4,"The retention section lists the three classes and their storage but never says what each retained class is for (restart / fallback, rollback, evaluation).", ev=None),
 ]),
 dict(file="k03_kilodollars.md", notes="All money in k$ (prices as k$ per 1,000 GPU-hours). Assumptions A1-A3 (bf16 without loss scaling, weights-only 1/7, same spot restart). Reference numbers throughout; 442 k$ vs 138 k$ / 3.2x quoted only to reject; loss scaler excluded with its reason. Fully correct.", defects=[]),
 dict(file="k04_mttf_wording.md", notes="Writes MTTF for the exercise's MTBF throughout (stated as the same M) and computes correctly; adds an exact (Daly) cross-check with the exponential assumption stated (tau ~89 s, ~41 %, $1.06, ~42 d).", defects=[
   D("async_constraint_missing","q2","error",3,"The Q2(b) constraint covers step-boundary consistency and pinned host memory, but never says the interval must exceed the 15 s background write or what happens if it does not (snapshots queue, host memory fills, loop stalls).", ev=None),
   D("recommendation_incomplete","recommendation","error",3,"The recommendation gives a decision (spot, sharded + async, 100 steps) and a revisit condition, but no cost figure.", ev=None),
 ]),
 dict(file="k05_python_dict.md", notes="States up front that the run is fp16 with a dynamic GradScaler. Q5 state list written as a Python dict with comments for the symptoms. Numbers correct, 3.2x rejected.", defects=[
   D("missing_state","q5","error",2,"The document says the run is fp16 with a dynamic GradScaler, but the checkpoint dict has no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
   D("missing_answer","q5","warning",3,"Q5 never says which items would still be kept for statistical resumability.", ev=None),
 ]),
 dict(file="k06_h4_subparts.md", notes="H4 headings for every sub-part. Uses goodput = 1 - waste, stated as an assumption, consistently ($1.14 vs $2.49, 2.2x, ~46 d, ~$211k vs ~$459k). bf16 stated so no loss scaler (excluded with its reason). Fully correct.", defects=[]),
]
build("answers", docs, H)
