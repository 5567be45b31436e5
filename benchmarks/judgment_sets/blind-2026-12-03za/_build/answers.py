from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "za"), subset `answers/`: 8 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="za01_ordinal_prose.md", notes="Plain prose, no lists or tables, every answer walked through with ordinal words (First, Second, ..., Finally). Uses goodput = 1 - waste, stated and used consistently (85.2 %; spot $1.14, 2.2x, ~46 days, ~$211k vs ~$459k) - an accepted convention. Quotes 3.2x only to reject it. fp16 with the GradScaler listed; RNG and data-loader position present. Fully correct.", defects=[]),
 dict(file="za02_result_boxes.md", notes="Each answer ends with a '> Result:' blockquote. Reference numbers throughout; 3.2x quoted only to reject; bf16 without loss scaling stated, loss scaler correctly excluded. The Q2(b) constraint paragraph covers snapshot consistency and host-memory sizing but never interval > background write.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b) states snapshot consistency and the host memory needed for one shard per rank, but never that the interval must exceed the 15 s background write or what goes wrong if it does not (snapshots queue, host memory fills, the loop stalls).", ev=None),
 ]),
 dict(file="za03_cents.md", notes="Prices in cents throughout (275.5c, 253.4c, 248.6c, 100.8c, 99.7c) with a small cost table; 3.2x quoted only to reject; totals in M-cents and dollars. Q4 uses a local-NVMe speed of 25 GB/s per node as a fact (the 8 GPUs per node beside it is stated as an assumption). The recommendation has a decision and a cost but no revisit condition. fp16 + GradScaler listed.", defects=[
   D("unstated_assumption","assumptions","error",2,"Uses a local-NVMe write speed of 25 GB/s per node as a fact in the emergency-save calculation; not in the facts and not stated as an assumption (the 8 GPUs per node in the same paragraph is stated).", ev="the local NVMe writes at 25 GB/s"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded async, every 100 steps) and a cost (101c per useful GPU-hour, $186k vs $458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="za04_symbol_notation.md", notes="Symbol notation (C_0, C_s, C_a, M_od, M_sp, T_od, T_sp, W(T)). Q1 reports the 14.8 % overhead as the goodput. Q2(a) divides T* by 16 instead of C (246 s / 274 steps; its 9.1 % overhead on the same line follows from it). Q2(b), Q3-Q4 and Q6-Q7 correct. The Q5 list (master weights, Adam m/v, step, LR scheduler, data-loader state; no GradScaler under bf16) has no RNG state and is called complete.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"Reports the 14.8 % waste as the goodput; goodput is ~87.1 % (1/1.148).", ev="Goodput_od ≈ 14.8 % at T_od"),
   D("arithmetic_error","q2","error",3,"Divides T* by 16 (3,944 / 16 = 246 s) instead of recomputing with C = 15 s: T* = sqrt(2 x 15 x 32,400) = 986 s = 16.4 min = 1,095 steps, overhead 5.6 % (the 9.1 % on the same line follows from the wrong interval).", ev="T_od,s = T_od / 16 ≈ 246 s ≈ 274 steps"),
   D("missing_state","q5","error",2,"The bit-exact list has no RNG state (Python / NumPy / torch CPU / CUDA), yet is called complete.", ev=None, item="rng-state"),
 ]),
 dict(file="za05_wallclock_days.md", notes="Group write-up in 'we' voice with 'Part n' headings, prose paragraphs and a numbered Q5 list. All intervals, wastes and $ per useful GPU-hour correct (3.2x rejected). The wall-clock days divide by (1 + w) instead of multiplying (22.3 d spot, 29 d on demand; correct ~40 d and ~31 d), and it concludes spot is not slower; the recommendation repeats '22 days' (carry-forward). The Q4 part gives the handler and its effect but nothing on what could make it fail. fp16 + GradScaler listed.", defects=[
   D("arithmetic_error","q3","error",3,"Wall clock computed as 30 / 1.344 = 22.3 days (and 30 / 1.036 = 29 days) instead of 30 x 1.344 = ~40 days and 30 x 1.036 = ~31 days; overhead lengthens the run.", ev="30 / 1.344 ≈ 22.3 days on spot"),
   D("arithmetic_error","q3","ambiguous",0,"Carry-forward only (neutral): the conclusion that spot is not slower follows from the wrong day count.", ev="So spot is both cheaper and not slower"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the recommendation repeats the 22-day wall clock.", ev="finishing in about 22 days"),
   D("missing_answer","q4","warning",3,"The 120 s warning part gives what the job does and the quantified effect (34.4 % -> 32.9 %, $1.01 -> $1.00) but nothing on what could make the graceful path fail exactly when needed.", ev=None),
 ]),
 dict(file="za06_statistical_state.md", notes="Each answer split into bold 'Working' / 'Answer' run-ins. Intervals and overheads correct. Q3 compares at list price (184,320 GPU-h x $2.40 = $442,368 vs x $0.75 = $138,240, 3.2x, 69 %) and says the overhead costs only time; the recommendation repeats it. Q5 lists only the statistical-resume state (master weights, Adam m/v, step, LR scheduler; loss scaler correctly excluded under bf16) and calls it complete: no RNG state, no data-loader position.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall / list-price GPU-hour (184,320 x $2.40 vs x $0.75, 3.2x, 69 % saving) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), claiming the 34.4 % overhead costs no money.", ev="Spot is 3.2× cheaper, a 69 % saving"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($138k vs $442k, 69 %).", ev="Cost: $138k instead of $442k, a 69 % saving"),
   D("missing_state","q5","error",2,"No RNG state (Python / NumPy / torch CPU / CUDA) in the list called complete.", ev=None, item="rng-state"),
   D("missing_state","q5","error",2,"No data-loader position (epoch, consumed samples / sampler offset, shuffle order) in the list called complete.", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="za07_faster_filesystem.md", notes="'Task n' headings, terse lines. Discusses the 24 s reading of Q2(b) and rejects it for the sharded 15 s (not a defect). Uses e^(-90/2700) as the probability an interval completes, i.e. exponential inter-arrival times, without stating the assumption. Q7 explains the storm correctly but the only prevention is buying a faster filesystem. Everything else correct; bf16 without loss scaling stated.", defects=[
   D("unstated_assumption","assumptions","error",2,"Computes the probability that an interval completes as e^(-90/2700), which assumes exponential (Poisson) interruptions; not stated as an assumption.", ev="e^(−90/2,700) ≈ 96.7 %"),
   D("missing_answer","q7","warning",4,"The prevention is only to buy a faster filesystem (so every job keeps its own optimum); nothing that removes the uncoordinated demand (fair-share budget, two-tier host/peer checkpoints, staggered slots, quotas).", ev=None),
 ]),
 dict(file="za08_concise.md", notes="Very concise: one bold-numbered paragraph per question, reference numbers, 3.2x named as the per-wall-hour trap, bf16 without loss scaling stated (no GradScaler). Fully correct.", defects=[]),
]
build("answers", docs, H)
