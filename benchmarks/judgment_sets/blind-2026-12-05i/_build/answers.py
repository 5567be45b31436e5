from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "05i"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible alternative reading or a carry-forward; a finding there
# counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="i01_status_tags.md", notes="One bullet per fact with [OK]/[RISK]/[NOTE] tags. Reference numbers throughout (3,943.6 s / 4,382 steps / 14.8 %, 87.1 %; 985.9 s / 1,095 / 5.6 %; 311.8 s / 346 / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; $186k / 40 d vs $458k / 31 d; Q4 32.9 %). 3.2x quoted only to reject it. Weights-only 1/7 stated as an assumption. The Q2(a) line labels the overhead sum as goodput. The Q5 list has no optimizer step count.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"Q2(a) reports the overhead sum 1.52 + 1.52 + 2.59 = 5.6 % as the goodput (goodput is ~94.7 %).", ev="(a) Goodput = 1.52 + 1.52 + 2.59 = 5.6 %"),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam m/v, LR scheduler, loss scaler if fp16, RNG, data-loader position) has no optimizer step count (Adam t / global step for bias correction).", ev=None, item="optimizer-step", also=["global-step"]),
 ]),
 dict(file="i02_letter_to_instructor.md", notes="The seven answers as a letter to the instructor, one paragraph per question ('On the first question, ...'). Conventions stated up front (goodput 1/(1+w); exponential assumption for a Daly cross-check: 89 s, 41 %, $1.06, 42 d). All numbers correct, 3.2x quoted to reject. In Q2 it asserts 2 TB of host RAM per host as a fact. The recommendation has a decision and a cost but no condition to revisit.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 2 TB of RAM per host as a fact of the cluster to argue that the snapshot fits; not in the facts and not stated as an assumption (the other added assumptions are stated up front).", ev="since every host in this cluster has 2 TB of RAM"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded + async, every 100 steps) and a cost ($1.01 per useful GPU-h, $186k vs $458k, nine more days) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="i03_glossary_first.md", notes="Glossary at the top (C, M, R, T*, waste, goodput = 1/(1+w) stated, useful GPU-hour, durable), assumptions A1-A2, then tables. Reference numbers throughout; 3.2x quoted only to reject it; loss scaler listed 'if fp16' (A2); weights-only 1/7 stated (A1); Q7 fair share 3,000 s derived. Fully correct.", defects=[]),
 dict(file="i04_abbrev_arrows.md", notes="Heavy abbreviations (ckpt, OD, SP, uGPU-h, D2H, FS, REC) and arrows. Q2(a) gives 887 steps for 985.9 s (multiplied by 0.9 instead of dividing; correct ~1,095). The Q2(b) constraint is about pinned memory and a consistent step-boundary snapshot only, never interval > background write. Q6 lists the retention classes and sizes but not what each is for. Everything else correct.", defects=[
   D("arithmetic_error","q2","error",3,"985.9 s at 0.9 s per step is ~1,095 steps, not 887 (985.9 x 0.9).", ev="985.9 s → 16.4 min → 887 steps"),
   D("async_constraint_missing","q2","error",3,"The Q2(b) constraint covers pinned host memory and a step-boundary snapshot but never says the interval must exceed the 15 s background write, nor what goes wrong otherwise (snapshots queue, host memory fills, the loop stalls).", ev=None),
   D("missing_answer","q6","warning",4,"The retention answer lists the classes (last 2, 4-hourly for 24 h, weights-only every 72 h) and sizes but does not say what each retained class is for.", ev=None),
 ]),
 dict(file="i05_quoted_questions.md", notes="Each answer preceded by the question text as an italic blockquote. Goodput = 1 - w stated (accepted convention), bf16 without loss scaling stated, so the loss scaler is correctly excluded. Intervals and wastes correct; the cost comparison is per GPU-hour at list price (3.2x, $138k vs $442k, 69 %), and the recommendation repeats it. The Q4 answer gives the handler and its effect but nothing on what could make it fail.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (3.2x; 184,320 GPU-h x list: $138k vs $442k, 69 %) instead of per useful GPU-hour (under its 1 - w convention ~$1.14 vs ~$2.49, ~2.2x; ~$211k vs ~$459k).", ev="On cost, spot is 3.2× cheaper per GPU-hour ($0.75 against $2.40)"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price basis (3.2x, $138k vs $442k).", ev="Spot is 3.2× cheaper per GPU-hour: about $138k for the run instead of $442k on demand"),
   D("missing_answer","q4","warning",3,"The 120 s warning answer gives what the job does and the effect (34.4 % -> 32.9 %) but nothing on what could make the graceful path fail exactly when needed (mass reclaim saturating the filesystem, a write in flight, a hung rank, unwarned hardware failures).", ev=None),
 ]),
 dict(file="i06_numbered_paragraphs.md", notes="Sixteen short numbered paragraphs, no headings, each tagged with the question it answers. Goodput = 1 - w stated and used consistently (85.2 %; spot $1.14 vs $2.49, 2.2x, ~46 d, ~$211k vs ~$459k; Q4 32.9 %, $1.12). 3.2x quoted only to reject it. Weights-only 1/7 stated as an assumption. Fully correct.", defects=[]),
]
build("answers", docs, H)
