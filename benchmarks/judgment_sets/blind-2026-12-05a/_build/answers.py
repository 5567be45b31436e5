from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "05a"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error or a restatement of it; a finding
# there counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="a01_advice_to_teammate.md", notes="Second-person advice to a teammate taking over the run ('you should ...'). Reference numbers throughout (3,944 s / 4,382 steps / 14.8 %, goodput 87.1 %; 986 s / 5.6 %; 312 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; $186k / 40 d vs $458k / 31 d; Q4 32.9 %). Quotes 3.2x only to reject it; 8 GPUs per node stated inline as an assumption; bf16 without loss scaling stated. In Q4 a local NVMe bandwidth is asserted as a fact. The retention answer gives the tiers without saying what each is for.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts a local NVMe write bandwidth of 25 GB/s per node as a fact and computes with it (44 GB in under 2 s); not in the facts and not stated as an assumption (the 8 GPUs per node on the previous line is stated).", ev="Your node's local NVMe writes at 25 GB/s"),
   D("missing_answer","q6","warning",4,"The retention answer lists the policy (last 2, every 4 h for 24 h, weights-only every 3 days) but never justifies any tier by what it is for (restart, rollback past a loss spike, evaluation/reproducibility).", ev=None),
 ]),
 dict(file="a02_faq_bold.md", notes="FAQ layout: each question in bold, a paragraph answer. Intervals and wastes correct; states bf16 without loss scaling and the Q4 hardware-failure assumption. The cost answer compares list prices (3.2x, 69 %, $138k vs $442k, overhead 'costs time not money'); the recommendation repeats it. The bit-exact state list has no LR-scheduler state.", defects=[
   D("wall_hour_confusion","q3","error",8,"Concludes spot is 3.2x cheaper per GPU-hour (69 % saving; 184,320 GPU-h at list price, $138k vs $442k) and says the hourly price is what matters, ignoring the 34.4 % waste; per useful GPU-hour it is ~$1.01 vs ~$2.49 (~2.5x), ~$186k vs ~$458k.", ev="so spot is 3.2× cheaper per GPU-hour, a saving of 69 %"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($138k vs $442k, 69 %).", ev="At list prices that is about $138k for the job against $442k on demand"),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam moments, step counter, RNG, data-loader position; loss scaler correctly excluded for bf16) has no learning-rate scheduler state, and the statistical subset omits it too.", ev=None, item="lr-scheduler"),
 ]),
 dict(file="a03_footnotes.md", notes="Sources and assumptions in Markdown footnotes ([^young], [^daly], [^goodput], [^hw], [^fp16]). Uses goodput = 1 - waste, stated in a footnote (85.2 %; spot $1.14, 2.2x, ~46 days, ~$211k vs ~$459k) - an accepted convention used consistently. fp16 with dynamic loss scaling assumed in a footnote, so the loss scaler is listed. 3.2x quoted only to reject it. Fully correct.", defects=[]),
 dict(file="a04_tldr_first.md", notes="Each answer opens with a bold one-line TL;DR, then the working. Q1 calls the 14.8 % overhead 'goodput' (TL;DR and body). Q2(b) gives a snapshot-consistency and pinned-memory constraint but never interval > background write. Q3 adds the Daly exact model as a cross-check with the exponential assumption stated (non-defect). fp16 assumed, GradScaler listed. Everything else correct.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The 14.8 % first-order waste is reported as goodput ('goodput ≈ 14.8 % of the useful time'); goodput is ~87.1 % (1/1.148) and 14.8 % is the overhead.", ev="Summed, goodput ≈ 14.8 % of the useful time"),
   D("overhead_goodput_confusion","q1","ambiguous",0,"Restatement only (neutral): the Q1 TL;DR line states the same 'goodput ≈ 14.8 %'.", ev="goodput ≈ 14.8 %.**"),
   D("async_constraint_missing","q2","error",3,"Q2(b) states a constraint (snapshot at a step boundary, pinned host memory of ~5.5 GB per GPU) but never that the interval must exceed the 15 s background write, nor what goes wrong if it does not (snapshots queue, host memory fills, the loop stalls; a crash mid-write loses up to T + W).", ev=None),
 ]),
 dict(file="a05_latex_display.md", notes="Formulas in LaTeX display math ($$ ... $$, \\frac, thin spaces). Q2(a) divides the on-demand T* by 16 (246 s, 274 steps) instead of dividing C; the waste on the next line follows from it. Q5 list has no data-loader position. The recommendation has a decision and a cost but no revisit condition. bf16 without loss scaling and the unwarned hardware-failure rate stated as assumptions.", defects=[
   D("arithmetic_error","q2","error",3,"Sharding divides C by 16 (C = 15 s), not T*: T* = sqrt(2 x 15 x 32,400) = 986 s (16.4 min, 1,095 steps), overhead 5.6 %; the document gives 3,944/16 = 246 s (274 steps).", ev="T^*_{16} = \\frac{3\\,944}{16}"),
   D("arithmetic_error","q2","ambiguous",0,"Carry-forward only (neutral): the 9.1 % waste is computed at the wrong 246 s interval.", ev="w = \\frac{15}{246}"),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam moments, step count, LR scheduler, RNG) has no data-loader position (epoch, sampler offset / consumed samples, shuffle order).", ev=None, item="data-position", also=["shuffle-seed"]),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded + async, every 100 steps) and a cost (~$1.01 per useful GPU-hour, ~$186k vs ~$458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="a06_terse_notes.md", notes="Very terse bullet notes with arrows. Reference numbers throughout; goodput 1/(1+w); bf16 without loss scaling and the Q4 hardware-failure rate stated as assumptions; 3.2x mentioned only as the wrong basis. Fully correct.", defects=[]),
]
build("answers", docs, H)
