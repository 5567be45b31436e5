from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "f"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible reading or a carry-forward; a finding there counts
# neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="f01_informal_contractions.md", notes="American informal voice with contractions, '## Q1 -' headings, a Q5 table. Intervals and wastes correct (3,944 s / 4,382 steps / 14.8 % / 87.1 %; 986 s / 5.6 %; 312 s / 3.6 %; spot 90 s / 34.4 %; Q4 32.8 %); quotes a friend's 'goodput 14.8 %' only to reject it. Q3 then compares list prices (3.2x, $138k vs $442k) and calls the overhead a time cost only; the recommendation repeats it. The Q5 table has no RNG state (loss scaler listed 'only if fp16').", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall hour / list price ($0.75 vs $2.40, 3.2x; 184,320 GPU-h x list price: $138k vs $442k) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k); the 34 % overhead is treated as a calendar cost only.", ev="which makes spot 3.2× cheaper"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($138k vs $442k, 69 %).", ev="It's $138k instead of $442k, about 69 % savings"),
   D("missing_state","q5","error",2,"The bit-exact state table (master weights, Adam m/v, step count, LR scheduler, data-loader position, loss scaler if fp16) has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
 ]),
 dict(file="f02_numbered_paragraphs.md", notes="Every paragraph numbered (1.1, 1.2, ... 8.1). Q1 steps computed as 3,943.6 x 0.9 = 3,549 (correct 3,944 / 0.9 = 4,382). Sets the 24 s Q2(b) reading aside explicitly; quotes 3.2x only to reject it; 8 GPUs per node stated as an assumption, but a 6 GB/s local NVMe per node asserted as fact in Q4. Q6 gives the retention classes and their size but not what each is for. Everything else correct.", defects=[
   D("arithmetic_error","q1","error",3,"Steps = T* x 0.9 s instead of T* / 0.9 s: 3,943.6 s is about 4,382 steps, not 3,549.", ev="3,943.6 × 0.9 ≈ 3,549 steps"),
   D("unstated_assumption","assumptions","error",2,"Asserts a node-local NVMe array writing at 6 GB/s as a fact and computes with it (44 GB in about 7 s); not in the facts and not stated as an assumption (the 8 GPUs per node on the line before is stated).", ev="Each node's local NVMe array writes at 6 GB/s"),
   D("missing_answer","q6","warning",4,"The retention policy (latest 2, 4-hourly for 24 h, weights-only every 3 days) and its size are given, but no class is justified by what it is for (resume / corrupt latest, rollback after a loss spike, evaluation / forensics).", ev=None),
 ]),
 dict(file="f03_units_in_words.md", notes="Units spelled out in words throughout ('seconds', 'gigabytes per second', 'dollars'). Reference numbers (3,943.6 s / 65.7 min / 4,382 steps / 14.8 % / 87.1 %; 985.9 s / 5.6 %; 311.8 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x, 3.2x named as the wrong comparison; $186k / 40 d vs $458k / 31 d; Q4 32.8 %). All seven state items (loss scaler 'if fp16'), statistical subset, justified retention, Q7 with fair share. Fully correct.", defects=[]),
 dict(file="f04_italic_assumptions.md", notes="Every added assumption written inline in italics (goodput convention, 16x speed-up, host RAM with 8 GPUs per node, Poisson interruptions, fp16 with dynamic loss scaling). Uses the exact (Daly) model on spot with the exponential assumption stated: tau ~ 89 s, ~41 %, ~$1.06, 2.3x, ~42 days, Q4 ~37.5 % (accepted). In Q2(a) the 5.6 % waste is written as goodput. The recommendation has a decision and a cost but no revisit condition.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"The Q2(a) waste 1.52 + 1.52 + 2.59 = 5.6 % is reported as goodput (goodput is ~94.7 %).", ev="so goodput ≈ 5.6 % at this interval"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded + async every ~90 s, emergency save) and a cost (~$1.06 per useful GPU-hour, ~$195k vs ~$458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="f05_sensitivity_tables.md", notes="Tabulates first-order waste at several intervals around each optimum (Q1, Q2(b), spot) before choosing; cost table per useful GPU-hour ($1.01 vs $2.49, 2.5x; 3.2x named only to reject it). The Q2(b) constraint is only snapshot consistency at a step boundary and pinned host memory, never interval > background write. Q4 gives the handler and the effect (32.8 %) but nothing on what could make it fail. The Q5 table has no LR-scheduler state.", defects=[
   D("async_constraint_missing","q2","error",3,"The Q2(b) constraint covers taking the snapshot at a step boundary and pinned host memory, but never says the interval must exceed the 15 s background write or what goes wrong if it does not (queued snapshots, host memory filling, the loop stalling).", ev=None),
   D("missing_answer","q4","warning",3,"The 120 s warning answer gives the handler and the quantified effect (34.4 % -> 32.8 %) but nothing on what could make the graceful path fail exactly when needed (mass reclaims saturating the filesystem, a write in flight, a hung rank, unwarned hardware failures).", ev=None),
   D("missing_state","q5","error",2,"The bit-exact state table (master weights, Adam m/v, step count, loss scaler if fp16, RNG, data-loader state) has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
 ]),
 dict(file="f06_bold_runin.md", notes="Compact prose under bold run-in titles ('**Interval.**', '**(b) New constraint.**', '**Decision.** ... **Cost.** ... **Revisit** ...'). States and uses goodput = 1 - waste consistently (85.2 %; spot $1.14, 2.2x, ~46 days, ~$211k vs ~$459k; Q4 $1.12), which RUBRIC.md accepts; mentions the 24 s Q2(b) reading and sets it aside; 3.2x named as the list-price ratio only to reject it. Fully correct.", defects=[]),
]
build("answers", docs, H)
