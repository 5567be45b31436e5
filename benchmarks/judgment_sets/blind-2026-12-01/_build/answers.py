from build import D, build
H = """# Blind labelled evaluation set (2026-12-01), subset `answers/`: 12 answers to the exercise
# (shared/exercise.md; facts = inputs/exercise.yaml). Written blind to reportgen's lint/grade code.
# Scoring rules, point allocation and line conventions: /work/shared/corpus/RUBRIC.md.
# line: 1-based line where the defect shows; null for absences. evidence: exact substring of that line.
"""
docs = [
 dict(file="a01_sre_bullets.md", notes="Terse SRE bullets, '## 1.' headings, state as a table. Fully correct; adds no number beyond the facts.", defects=[]),
 dict(file="a02_narrative_essay.md", notes="Long narrative essay, 'Part one ...' paragraphs, no headings. Host-link bandwidth used in passing as a fact; Q5 never says what statistical resumability would keep; recommendation has decision and cost but no revisit condition.", defects=[
   D("unstated_assumption","assumptions","error",2,"Uses a per-node host-link bandwidth of ~25 GB/s (and a 44 GB per-node slice, i.e. 32 nodes) to justify the 1.5 s snapshot; neither is in the facts and neither is stated as an assumption.", ev="With each node's host link moving roughly 25 GB/s"),
   D("missing_answer","q5","warning",3,"Q5 lists the bit-exact state with symptoms but never says which items would still be kept for statistical resumability.", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"Final recommendation gives a decision and a cost but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="a03_tables.md", notes="Table-heavy answer. Q1/Q2 correct. Q3 computes spot waste and wall clock correctly but prices the job at list price x 720 x 256 and concludes 3.2x / 69 % saving; the recommendation repeats it. RNG state absent from Q5.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares spot and on-demand per wall hour / list price (job cost = price x 720 h x 256 GPUs; '3.2x cheaper', '69 % saving') instead of per useful GPU-hour, although the 34.4 % waste was computed.", ev="Spot is 3.2× cheaper ($0.75 vs $2.40 per GPU-hour), a 69 % saving"),
   D("wall_hour_confusion","recommendation","warning",1,"Recommendation carries the per-wall-hour comparison forward (69 % cut, $138k vs $442k).", ev="at $0.75 against $2.40 per GPU-hour it cuts the bill by 69 %"),
   D("missing_state","q5","error",2,"Q5 state table has no RNG / random-generator state.", ev=None, item="rng-state"),
 ]),
 dict(file="a04_compact_units.md", notes="Non-native English, decimal commas and compact units ('15s', '32,4k s', '2,7k s'). Q1 step count divides minutes by the step time; Q2(b) constraint given is host-memory footprint, not interval > background write; no LR scheduler in Q5.", defects=[
   D("arithmetic_error","q1","error",3,"T* in steps computed as 65.7 min / 0.9 s = 73 steps (unit mix-up); correct is 3,944 s / 0.9 s = 4,382 steps.", ev="In steps: T* = 65,7 / 0,9 = 73 steps."),
   D("async_constraint_missing","q2","error",3,"Q2(b) states only that host RAM must hold a copy of the shard; it never says the interval must exceed the background write or what happens if it does not (queueing / overlap / stall).", ev=None),
   D("missing_state","q5","error",2,"Q5 list has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
 ]),
 dict(file="a05_latex.md", notes="LaTeX math ($$ blocks). Fully correct, first-order model, goodput = 1/(1+w).", defects=[]),
 dict(file="a06_qa_transcript.md", notes="Mock-interview Q&A transcript. Q1 calls the 14.8 % overhead 'goodput'. Spot restart taken as 5 min ('pre-warmed'), not stated as an assumption (numbers that follow from it are carried forward consistently and not labelled). Q4 has plan and quantified effect but no failure mode.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"Reports the total overhead (14.8 %) as the goodput.", ev="So the goodput comes to about 14.8 % at the optimum."),
   D("unstated_assumption","assumptions","error",2,"Uses a 5-minute restart on spot (instead of the given 14 min) on the claim that replacement nodes come up pre-warmed; not in the facts, asserted rather than stated as an assumption.", ev="For the restart on spot I'd use five minutes rather than fourteen"),
   D("missing_answer","q4","warning",3,"Q4 never says what could make the graceful-shutdown path fail exactly when it is needed.", ev=None),
 ]),
 dict(file="a07_daly_exact.md", notes="Uses the exact (Daly) model with the exponential assumption stated up front; Young's T* also given. Fully correct (tau_opt ~ 89 s, ~41 % spot overhead, ~$1.06, ~42 days).", defects=[]),
 dict(file="a08_one_minus_waste.md", notes="Uses goodput = 1 - waste consistently (accepted). Spot MTBF converted as 45 min = 0.45 h = 1,620 s; the spot T*, waste, $/useful GPU-h and days follow from it (one label; Q4 carry-forward consistent). No data-loader position in Q5; recommendation has no cost figure.", defects=[
   D("arithmetic_error","q3","error",3,"45 min converted to 0.45 h = 1,620 s (should be 0.75 h = 2,700 s); spot T* 69.7 s, 56.2 % waste, $1.71/useful GPU-h, 68 days all follow from it (correct: 90 s, ~34 %, ~$1.14 under 1-waste, ~46 days).", ev="M = 45 min = 0.45 h = 1,620 s"),
   D("arithmetic_error","q4","ambiguous",0,"Carry-forward only (neutral): the Q4 effect (54.0 %, $1.63) is computed consistently from the wrong 1,620 s MTBF labelled in Q3; a finding here should count neither as a hit nor as a false alarm.", ev="waste ≈ 2.15 % + 51.9 % ≈ 54.0 %"),
   D("missing_state","q5","error",2,"Q5 state table has no data-loader position / sampler state.", ev=None, item="data-position"),
   D("recommendation_incomplete","recommendation","error",3,"Recommendation gives a decision and a (vague) revisit condition but no cost figure.", ev=None),
 ]),
 dict(file="a09_notebook_export.md", notes="Jupyter export with In/Out code cells. Q2(a) divides Young's T* by 16 instead of C (T* = 246 s, 9.1 %); Q2(a) gives no new constraint; 2 TB host RAM per node asserted as fact in Q2(b).", defects=[
   D("arithmetic_error","q2","error",3,"Q2(a) divides the on-demand T* by 16 (3,944/16 = 246 s, 274 steps, 9.1 % overhead) instead of dividing C by 16 (T* = 986 s, 1,095 steps, 5.6 %).", ev="T* ≈ 246 s ≈ 4.1 min ≈ 274 steps"),
   D("missing_answer","q2","warning",3,"Q2(a) states no new constraint introduced by sharding.", ev=None),
   D("unstated_assumption","assumptions","error",2,"Asserts 2 TB of host RAM per node (and a 44 GB per-node slice, i.e. 32 nodes) as a fact; not in the exercise and not stated as an assumption.", ev="each node has 2 TB of host RAM"),
 ]),
 dict(file="a10_memo.md", notes="Internal memo voice, numbered sections. States fp16 with dynamic loss scaling but omits the loss scaler from Q5; Q3 calls the 34.4 % spot waste 'goodput'; Q6 lists retention classes without saying what each is for.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"Spot overhead 34.4 % reported as 'Spot goodput: 34.4 %' (goodput is ~74 %); the $ per useful hour uses 1.344 correctly.", ev="Spot goodput: 34.4 %."),
   D("missing_state","q5","error",2,"The memo says the run is fp16 with dynamic loss scaling, but the Q5 list has no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
   D("missing_answer","q6","warning",4,"Q6 gives the retention tiers but no justification of what each retained class is for.", ev=None),
 ]),
 dict(file="a11_student_brief.md", notes="Brief student answer with '## Q1' headings. Q2(b) constraint is host RAM / PCIe contention, not interval > write; an e^(-t/M) survival probability is used without stating exponential failures; Q7 is not answered at all.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b) constraint discusses pinned RAM and PCIe contention only; never states the interval must exceed the background write or what happens otherwise.", ev=None),
   D("unstated_assumption","assumptions","error",2,"Uses e^(-90/2700) survival probability, which needs exponential/Poisson interruptions; the distributional assumption is not stated.", ev="e^(−90/2700) ≈ 96.7%"),
   D("missing_answer","q7","error",8,"Question 7 (200 jobs sharing the filesystem) is not answered.", ev=None),
 ]),
 dict(file="a12_decision_log.md", notes="Decision-log layout with key: value entries. Job total for spot mis-multiplied ($168k; 184,320 x 1.01 = $186k). Q5 omits RNG state and the optimizer step count. Recommendation has decision and cost, no revisit condition.", defects=[
   D("arithmetic_error","q3","error",3,"184,320 useful GPU-h x $1.01 is ~$186k, not $168k.", ev="184,320 useful GPU-h × $1.01 ≈ $168k on spot"),
   D("missing_state","q5","error",2,"No RNG / random-generator state in the bit-exact list (nor in the statistical subset).", ev=None, item="rng-state"),
   D("missing_state","q5","error",2,"No optimizer step count / global step for Adam bias correction in the state list.", ev=None, item="optimizer-step", also=["global-step"]),
   D("recommendation_incomplete","recommendation","error",2,"Recommendation (Entry 8) has a decision and cost but no condition under which to revisit.", ev=None),
 ]),
]
build("answers", docs, H)
