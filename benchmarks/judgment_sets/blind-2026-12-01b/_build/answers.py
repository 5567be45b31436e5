from build import D, build
H = """# Blind labelled evaluation set (2026-12-01, second set "b"), subset `answers/`: 12 answers to the
# exercise (shared/exercise.md; facts = inputs/exercise.yaml). Written blind to reportgen's lint/grade code.
# Scoring rules, point allocation and line conventions: /work/shared/corpus/RUBRIC.md.
# line: 1-based line where the defect shows; null for absences. evidence: exact substring of that line.
# severity `ambiguous` (0 points): a carry-forward number that follows consistently from a labelled
# error; a finding there counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="b01_slack_thread.md", notes="Slack thread export (two engineers, timestamps, lower-case). Fully correct, first-order model, goodput = 1/(1+w); adds no number beyond the facts.", defects=[]),
 dict(file="b02_adr.md", notes="Architecture decision record (Context / Options / Decision / Checkpoint contents / Retention / Consequences). Numbers correct. State table (fp16, GradScaler listed) has no RNG state; no revisit condition anywhere in Decision/Consequences.", defects=[
   D("missing_state","q5","error",2,"The checkpoint-contents table has no RNG / random-generator state (Python, NumPy, torch CPU/CUDA); the statistical-resumability sentence keeps 'every row' without mentioning it either.", ev=None, item="rng-state"),
   D("recommendation_incomplete","recommendation","error",2,"The Decision (and Consequences) give a decision and a cost but no condition under which the decision would be revisited.", ev=None),
 ]),
 dict(file="b03_faq.md", notes="Numbered FAQ with bold questions. Q1/Q2/spot waste and wall clock correct, but FAQ 5 answers 'is spot cheaper' at list price x 184,320 GPU-h ('3.2x cheaper', '69 % saving', $138k vs $442k); FAQ 10 (recommendation) repeats it.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares spot and on-demand per wall hour / list price (3.2x, 69 % saving, 184,320 GPU-h x list price = $138k vs $442k) although the 34.4 % spot waste was computed; per useful GPU-hour it is ~$1.01 vs ~$2.49 (~2.5x, ~$186k vs ~$458k).", ev="Spot is 3.2× cheaper ($0.75 vs $2.40 per GPU-hour), a saving of 69 %."),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the per-wall-hour comparison (69 % cut, $138k vs $442k).", ev="this cuts the bill by 69 %"),
 ]),
 dict(file="b04_slides.md", notes="Slide-deck outline, '---' between slides, bullets. Numbers correct. Slide 4 (async) gives host-memory/PCIe as the new constraint, never interval > background write. Slide 9 retention lists the tiers without saying what each is for.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b) constraint is only 'two copies in pinned host memory and PCIe traffic'; it never says the interval must exceed the 15 s background write, nor what happens if it does not.", ev=None),
   D("missing_answer","q6","warning",4,"Retention slide lists last 2 / 4-hourly for 24 h / 72-hourly weights-only without justifying what each retained class is for.", ev=None),
 ]),
 dict(file="b05_email_reply.md", notes="Email reply with the manager's questions quoted ('> ') and answered inline. Fully correct, first-order model.", defects=[]),
 dict(file="b06_german_units.md", notes="German-influenced English: decimal commas, thousands dots, 'min.', 'Std.', 'Schritte', 'Verlust'. Q1 sums 6,09 + 6,09 + 2,59 as 12,8 % (goodput 88,7 % carried forward). A local-NVMe bandwidth (3 GB/s) and a 44 GB per-node slice are asserted as facts. Q5 list omits the optimizer step count.", defects=[
   D("arithmetic_error","q1","error",3,"6,09 % + 6,09 % + 2,59 % is 14,8 %, not 12,8 %.", ev="6,09 % + 6,09 % + 2,59 % ≈ 12,8 %"),
   D("arithmetic_error","q1","ambiguous",0,"Carry-forward only (neutral): goodput 88,7 % = 1/1,128 follows from the wrong 12,8 % (correct ~87,1 %).", ev="Goodput = 1 / 1,128 ≈ 88,7 %"),
   D("unstated_assumption","assumptions","error",2,"Asserts a local NVMe per node at 3 GB/s (and a 44 GB per-node slice, i.e. 32 nodes of 8 GPUs); neither is in the facts, neither is stated as an assumption (the Assumptions section lists only the spot restart).", ev="local NVMe of each node with 3 GB/s"),
   D("missing_state","q5","error",2,"Q5 list has no optimizer step count (Adam t / global step for bias correction).", ev=None, item="optimizer-step", also=["global-step"]),
 ]),
 dict(file="b07_hours.md", notes="Writer who works in hours throughout (C = 0.0667 h, T* = 1.095 h, 4,000 steps per hour). Fully correct.", defects=[]),
 dict(file="b08_q7_first.md", notes="Reorders the questions: answers Q7 first, then Q1-Q6. Q2(a) calls the 5.6 % overhead a goodput. States fp16 with dynamic loss scaling but the Q5 list has no loss scaler. Recommendation has decision and revisit condition but no cost figure.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"Q2(a) reports the 5.6 % overhead as 'a goodput of 5.6 %' (goodput is ~94.7 %).", ev="which gives a goodput of 5.6 %"),
   D("missing_state","q5","error",2,"The Q5 heading says the run is fp16 with dynamic loss scaling, but the list has no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
   D("recommendation_incomplete","recommendation","error",3,"Recommendation gives a decision and a revisit condition but no cost figure.", ev=None),
 ]),
 dict(file="b09_setext.md", notes="Setext headings (=== / ---). Spot wall clock computed as 30 x 1.344 = 36 days (should be ~40); recommendation repeats 36 days. Q4 uses 1 - e^(-17/2700) without stating exponential interruptions, and never says what could make the graceful path fail.", defects=[
   D("arithmetic_error","q3","error",3,"30 x 1.344 is ~40.3 days, not ~36 days.", ev="30 × 1.344 ≈ 36 days on spot"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the recommendation restates the wrong 36 days.", ev="≈ $186k over ≈ 36 days"),
   D("unstated_assumption","assumptions","error",2,"Uses a survival/hit probability 1 - e^(-17/2700), which needs exponential (Poisson) interruptions; the distributional assumption is not stated.", ev="1 − e^(−17/2700) ≈ 0.6 %"),
   D("missing_answer","q4","warning",3,"Q4 has the plan and the quantified effect but never says what could make the graceful-shutdown path fail exactly when needed.", ev=None),
 ]),
 dict(file="b10_details_blocks.md", notes="HTML <details>/<summary> blocks per question. Numbers correct. Q5 table has weights, moments, step count, loss scaler and RNG but no LR scheduler and no data-loader position, and no statistical-resumability subset.", defects=[
   D("missing_state","q5","error",2,"Q5 table has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
   D("missing_state","q5","error",2,"Q5 table has no data-loader position (epoch / consumed samples / shuffle order).", ev=None, item="data-position"),
   D("missing_answer","q5","warning",3,"Q5 never says which items would still be kept for statistical resumability.", ev=None),
 ]),
 dict(file="b11_postmortem.md", notes="Pre-mortem / postmortem layout (incident scenario, impact, analysis, action). Uses a 6-minute spot restart ('images cached') asserted as fact, not as an assumption; spot waste 16.7 %, $0.875, $161k, 35 days follow consistently (not labelled again). Q2(b) constraint is host memory / PCIe only. 'Decision' has decision and cost, no revisit condition.", defects=[
   D("unstated_assumption","assumptions","error",2,"Uses a 6-min restart on spot instead of the given 14 min ('image and dataset cached'); not in the facts and not stated as an assumption (the Assumptions section even says the 14 min restart is the measured value).", ev="R_spot = 6 min = 360 s"),
   D("async_constraint_missing","q2","error",3,"Q2(b) constraint is host memory for a shard copy and PCIe contention; it never says the interval must exceed the 15 s background write or what happens otherwise.", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"The Decision paragraph gives a decision and a cost but no condition to revisit.", ev=None),
 ]),
 dict(file="b12_one_table.md", notes="Whole answer in one Markdown table. Q2(a) step count 986 / 0.9 written as 1,059 (transposed; correct 1,095). Q2(a) has no constraint row. Q5 rows omit RNG state.", defects=[
   D("arithmetic_error","q2","error",3,"986 s / 0.9 s is ~1,095 steps, not ~1,059.", ev="≈ 1,059 steps"),
   D("missing_answer","q2","warning",3,"Q2(a) gives no new constraint introduced by sharding (only the async constraint is given).", ev=None),
   D("missing_state","q5","error",2,"Q5 rows have no RNG / random-generator state.", ev=None, item="rng-state"),
 ]),
]
build("answers", docs, H)
