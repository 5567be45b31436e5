from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "l"), subset `answers/`: 8 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="l01_question_headings.md", notes="Student answer with '## Question 1' ... '## Question 7' headings, an Assumptions list (bf16 without loss scaling, goodput = 1/(1+w)), a Markdown table in Q3 and Q5. Reference numbers throughout (3,943.6 s / 4,382 steps / 14.8 % / 87.1 %; 985.9 s / 5.6 %; 311.8 s / 3.6 %; spot 1,138 s / 73 %, 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; $186k / 40 d vs $458k / 31 d; Q4 32.8 %). 3.2x quoted only to reject it. Fully correct.", defects=[]),
 dict(file="l02_gdocs_bold.md", notes="Google-Docs export: bold pseudo-headings ('**1. On-demand baseline**'), '*' bullets, space thousands ('32 400'), no '$' math. The Q1 overhead (14.8 %) is then called the goodput. The Q5 list has no RNG state. Everything else correct; 3.2x quoted only to reject it; bf16 stated.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The 14.8 % overhead is reported as the goodput (goodput is ~87.1 % = 1/1.148, or 85.2 % under 1 - w).", ev="So the goodput of the on-demand baseline is approx. 14.8%"),
   D("missing_state","q5","error",2,"The bit-exact state list (master weights, Adam moments, step count, LR scheduler, data-loader state; no loss scaler because bf16) has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
 ]),
 dict(file="l03_q_bullets.md", notes="Concise bullet answer with 'Q1)' ... 'Q7)' and 'REC)' labels and no Markdown headings. Numbers correct; 3.2x quoted only to reject it. The Q2(b) constraint is only snapshot consistency and pinned host memory (derived 5.5 GB per GPU), never interval > background write. Q4 asserts local NVMe at ~6 GB/s per node as a fact. Q5 states bf16 (no GradScaler) as an assumption inline.", defects=[
   D("async_constraint_missing","q2","error",3,"The Q2(b) constraint covers snapshot consistency and pinned host memory only; it never says the interval must exceed the 15 s background write, or what goes wrong if not (snapshots queue, host memory fills, the loop stalls).", ev=None),
   D("unstated_assumption","assumptions","error",2,"Asserts local NVMe writing ~6 GB/s per node as a fact in the warning handler; not in the facts and not stated as an assumption.", ev="each node's NVMe writes ~6 GB/s"),
 ]),
 dict(file="l04_careful_prose.md", notes="Long careful prose answer with hedges ('I believe', 'I would not trust that number much') and numbered conventions/assumptions first: goodput = 1 - waste stated as the convention (85.2 %; spot $1.14, 2.2x, ~46 days, ~$211k vs ~$459k; Q4 $1.12), fp16 with dynamic loss scaling (GradScaler listed in Q5), no EMA (stated, so excluded with a reason). Mentions the 24 s Q2(b) reading only to set it aside. Fully correct.", defects=[]),
 dict(file="l05_tables.md", notes="Student answer with one Markdown table per part. Intervals and wastes correct, but Part 3 prices the job as 184,320 GPU-h x list price ($442,368 vs $138,240, 3.2x, saves $304k) and says the overhead costs calendar time, not money; the recommendation repeats it. The retention table gives classes, frequencies and windows but no reason for any of them.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares list price x 184,320 GPU-h ($442,368 vs $138,240, 3.2x, ~$304k saved) instead of per useful GPU-hour (~$2.49 vs ~$1.01, ~2.5x; ~$458k vs ~$186k), claiming the 34.4 % overhead costs no money.", ev="Spot is 3.2× cheaper, so it saves about $304k"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and the 3.2x ratio.", ev="The job costs $138,240 on spot instead of $442,368 on demand"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the cost table row with the list-price job total.", ev="| spot | $0.75 | $138,240 |"),
   D("missing_answer","q6","warning",4,"The retention table (latest x2, 4-hourly for 24 h, weights-only every 3 days) gives no justification of what each retained class is for.", ev=None),
 ]),
 dict(file="l06_latex_math.md", notes="LaTeX-flavoured answer ($$...$$, \\frac, \\sqrt, thin-space '32\\,400'), '### 1.' headings, state list in a code block. Q2(a) divides T* by 16 (3,943.6 / 16 = 246.5 s, 274 steps) instead of dividing C; its 9.1 % overhead is a carry-forward. Q2(b) correct from C = 1.5 s. The recommendation gives a decision and a revisit condition but no cost figure.", defects=[
   D("arithmetic_error","q2","error",3,"Divides T* by 16 instead of C: with C = 15 s, T* = sqrt(2 x 15 x 32,400) ~ 986 s (16.4 min, ~1,095 steps), not 246.5 s / 274 steps.", ev="T^*_a = T^*/16 = 3\\,943.6 / 16"),
   D("arithmetic_error","q2","ambiguous",0,"Carry-forward only (neutral): the Q2(a) overhead of ~9.1 % computed at the wrong 246.5 s interval (correct ~5.6 %).", ev="w_a = \\frac{15}{246.5}"),
   D("recommendation_incomplete","recommendation","error",3,"The recommendation (spot, sharded + async every 100 steps, revisit if MTBF < 15 min or deadline) has no cost figure.", ev=None),
 ]),
 dict(file="l07_hours_units.md", notes="Setext headings ('1) On-demand baseline' underlined with '---'), works in hours ('hrs', '14min', sqrt(1.2) ~ 1.0954 hrs). Numbers correct; 3.2x only rejected. The Q4 answer gives the handler and its effect (34.4 % -> 32.8 %) but nothing on what could make it fail. The Q5 list has no data-loader position.", defects=[
   D("missing_answer","q4","warning",3,"The 120 s warning answer gives the handler and the quantified effect but nothing on what could make the graceful path fail exactly when needed (correlated reclaim saturating the filesystem, hung ranks, unwarned hardware failures).", ev=None),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam moments, step count, LR scheduler, RNG; no GradScaler because bf16) has no data-loader position (epoch, consumed samples / sampler offset, shuffle order).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="l08_engineer_notes.md", notes="Engineer's notes with '### 1 · On-demand' headings, bullets, state list as a Python dict in a code block. Says the stack trains fp16 with dynamic loss scaling, but the dict has no GradScaler state; the optimizer state_dict carries the step count; no EMA (stated, excluded with a reason). Q2(a) gives numbers but no new constraint. Q4 uses 1 - e^(-20/32,400) without stating exponential failures.", defects=[
   D("missing_state","q5","error",2,"Declares fp16 with dynamic loss scaling but the checkpoint dict has no loss-scaler / GradScaler state (scale, growth tracker).", ev=None, item="loss-scaler"),
   D("missing_answer","q2","warning",3,"Q2(a) gives C, T*, steps and overhead but no new constraint that sharding introduces (all shards + commit marker for a valid checkpoint, the 16-writer saturation limit).", ev=None),
   D("unstated_assumption","assumptions","error",2,"Computes a failure probability as 1 - e^(-20/32,400), which needs exponential (Poisson) failures; the assumption is not stated.", ev="1 − e^(−20/32,400) ≈ 0.06 %"),
 ]),
]
build("answers", docs, H)
