from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "v"), subset `answers/`: 8 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="v01_british_dated.md", notes="British-English student (whilst, optimiser, utilisation), dated draft/submission line, `## n.` headings, goodput = 1/(1 + w) stated. Reference numbers throughout; 3.2x quoted only to reject it; bf16 without loss scaling and no EMA stated. Q5 table has no optimizer step count; Q6 gives the classes and storage but not what each class is for.", defects=[
   D("missing_state","q5","error",2,"The bit-exact table (fp32 master weights, Adam m/v, LR scheduler, RNG, data-loader position) has no optimizer step count / global step (Adam's t for bias correction).", ev=None, item="optimizer-step", also=["global-step"]),
   D("missing_answer","q6","warning",4,"The retention policy lists the classes (latest 2, 4-hourly for 24 h, 3-daily weights-only) and their storage but never says what each retained class is for.", ev=None),
 ]),
 dict(file="v02_summary_table_first.md", notes="All numbers in one summary table at the top, then short `## Qn` discussions. Intervals and wastes correct. Q3 compares per GPU-hour at list price (3.2x, $138,240 vs $442,368, 69 %) and says the waste costs time, not money; the table row and the recommendation repeat it. Q2(b) covers step-boundary consistency and a separate snapshot buffer but not interval > background write. Q5 has no RNG state.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (3.2x; 184,320 GPU-h x $0.75 vs x $2.40 = $138,240 vs $442,368, 69 %) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), claiming the waste only lengthens the run.", ev="Spot is 3.2× cheaper per GPU-hour ($2.40 / $0.75)"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the summary table's spot-vs-on-demand row states the same 3.2x.", ev="| 3 | spot vs on-demand |"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($138k vs $442k, 69 %).", ev="$138k instead of $442k, 69 % cheaper"),
   D("async_constraint_missing","q2","error",3,"Q2(b) states step-boundary consistency and a separate snapshot buffer, but never that the interval must exceed the 15 s background write or what goes wrong otherwise (queued snapshots, host memory filling, the loop stalling).", ev=None),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam m/v, step count, LR scheduler, data-loader position) has no RNG state.", ev=None, item="rng-state"),
 ]),
 dict(file="v03_out_of_order.md", notes="Answers in the order 5, 6, 7, 1, 2, 3, 4 under topic headings with the question number in brackets; fp16 + GradScaler stated and listed; EMA and accumulation buffers excluded with reasons. Q2(a) divides T* by 16 (246.5 s) instead of C; its 9.1 % waste is a carry-forward. Q4 gives the handler and its effect but no failure mode.", defects=[
   D("arithmetic_error","q2","error",3,"Q2(a) divides the on-demand T* by 16 (3,943.6 / 16 = 246.5 s) instead of dividing C: with C = 15 s, T* = sqrt(2 x 15 x 32,400) ~ 985.9 s (~1,095 steps), waste ~5.6 %.", ev="Sharding divides the interval by 16: T* = 3,943.6 / 16 ≈ 246.5 s"),
   D("arithmetic_error","q2","ambiguous",0,"Carry-forward only (neutral): the 9.1 % waste follows from the wrong 246.5 s interval.", ev="Waste = 15/246.5 + 123.2/32,400 + 2.59 % ≈ 9.1 %."),
   D("missing_answer","q4","warning",3,"The 120 s warning answer gives the handler and the quantified effect (~32.8 %, ~$1.00) but nothing on what could make the graceful path fail exactly when needed.", ev=None),
 ]),
 dict(file="v04_break_even.md", notes="`### n ·` headings; Q3 answered with break-even analysis: price break-even ~$1.85 (first order), MTBF break-even 6.3 min first order (rejected as outside the model) and ~12.3 min with the exact model under a stated Poisson assumption ($1.06 exact at 45 min). 3.2x quoted only to reject; the 24 s reading of Q2(b) named and set aside; bf16 without loss scaling, no EMA. Fully correct.", defects=[]),
 dict(file="v05_hours_base_unit.md", notes="Works in hours throughout (M = 9 h, C = 0.0667 h, R = 0.2333 h, 4,000 steps/h), converting at the end of each part. Q2(a) T* = 0.2739 h converted as 27.4 min (16.4 min; the steps 1,095 are right). Q5 has no data-loader position. The recommendation has a decision and a revisit condition but no cost.", defects=[
   D("arithmetic_error","q2","error",3,"0.2739 h = 16.4 min (986 s), not 27.4 min (the decimal hours were read as minutes).", ev="Converted: T* = 0.2739 h = 27.4 min = 1,095 steps"),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam m/v, optimizer step, LR schedule position, RNG) has no data-loader position (epoch, consumed samples, shuffle order).", ev=None, item="data-position", also=["shuffle-seed"]),
   D("recommendation_incomplete","recommendation","error",3,"The recommendation gives a decision (spot, sharded async every 100 steps) and a revisit condition (MTBF below 0.2 h, deadline) but no cost figure.", ev=None),
 ]),
 dict(file="v06_runbook_q4.md", notes="`## Qn.` headings; goodput = 1 - waste stated as convention and used consistently (85.2 %, spot $1.14, 2.2x, ~46 d, ~$211k vs ~$459k); Q4 as a timed numbered runbook (t = 0 ... 120 s) with effect ($1.12) and failure modes; fp16 + GradScaler (A1) listed; no EMA (A2). Fully correct.", defects=[]),
 dict(file="v07_short_answer_why.md", notes="Each question: a bold **Short answer** line then a **Why** paragraph. Numbers correct except the spot job total: 184,320 x $1.01 written as ~$168k (~$186k); the recommendation repeats it. States fp16 mixed precision but lists no loss-scaler state.", defects=[
   D("arithmetic_error","q3","error",3,"184,320 useful GPU-h x $1.01 = ~$186k, not ~$168k.", ev="spot 184,320 × $1.01 ≈ $168k"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the recommendation repeats the wrong ~$168k total.", ev="about $168k for the job against $458k on demand"),
   D("missing_state","q5","error",2,"The document assumes fp16 mixed precision but the state list has no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="v08_host_memory_claim.md", notes="`## n / topic` headings, each part closed by a bold '-> Result' line; 8 GPUs per node stated as an assumption; bf16, no EMA. Q2 asserts 1 TB of host RAM per node as a fact. Q2(a) gives the numbers but no new constraint for sharding (the async constraint is stated).", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 1 TB of host RAM per node as a fact (not in the facts, not stated as an assumption) and uses it to argue overlapping snapshots fit.", ev="each node has 1 TB of host RAM"),
   D("missing_answer","q2","warning",3,"Q2(a) gives T*, steps and waste for 16 writers but no new constraint that sharding introduces (all shards must commit, restore tied to the layout, filesystem saturated).", ev=None),
 ]),
]
build("answers", docs, H)
