from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "04b"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible reading or a carry-forward; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="b01_numbered_steps.md", notes="Numbered 'Step 1 ... Step n' inside every answer; assumptions A1-A3 first (bf16 without loss scaling, so no GradScaler: correctly excluded). Reference numbers throughout; 3.2x quoted only to reject it. In Q2(a) the 5.6 % overhead is called the sharded goodput. The Q5 list has no RNG state.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"Calls the Q2(a) overhead of 5.6 % the goodput ('sharded goodput is 5.6 %'); the goodput is ~94.7 %.", ev="So the sharded goodput is 5.6 %, down from 14.8 %"),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam m/v, step count, LR scheduler, data-loader position; GradScaler excluded under bf16) has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
 ]),
 dict(file="b02_fenced_formulas.md", notes="Every formula in a fenced code block. fp16 with dynamic loss scaling stated as an assumption, GradScaler in the state table; hardware failures on spot at the on-demand rate stated. Reference numbers; 3.2x quoted only to reject; 14.8 % named as overhead with goodput 87.1 %; weights-only milestone size stated as an assumption. Fully correct.", defects=[]),
 dict(file="b03_out_of_order.md", notes="Answers in the order 7, 1, 2, 3, 4, 5, 6 with headings naming each question. Q7 computed on a Lustre bandwidth of 100 GB/s asserted as a fact. Q2(b) constraint is about snapshot consistency and host RAM only, never interval > background write. Q3 compares list prices (3.2x, $138,240 vs $442,368, 69 %) though it computes the 34.4 % waste; the recommendation repeats the list-price totals. Q5 has no LR scheduler. GradScaler correctly excluded (bf16 stated as an assumption).", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 'a Lustre system with about 100 GB/s of aggregate write bandwidth' as a fact and computes Q7 with it; not in the facts (the derivable ceiling is ~93 GB/s) and not stated as an assumption.", ev="Our filesystem is a Lustre system with about 100 GB/s"),
   D("async_constraint_missing","q2","error",3,"The Q2(b) constraint given is snapshot consistency (step boundary, buffers not overwritten) and host RAM for a copy; it never says the interval must exceed the 15 s background write or what goes wrong if not (queueing, host memory filling, loop stalling).", ev=None),
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (3.2x; 184,320 GPU-h x $0.75 = $138,240 vs x $2.40 = $442,368, a 69 % saving) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k).", ev="so spot is 3.2× cheaper per GPU-hour"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and the 69 % saving.", ev="At list price spot costs $138k for the job against $442k on-demand"),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam m/v, step count, RNG, data-loader position; GradScaler excluded under bf16) has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
 ]),
 dict(file="b04_goodput_percent_wall.md", notes="Goodput as a percentage of wall time, goodput = 1 - W, convention stated up front and used consistently (85.2 %, 94.4 %, 96.4 %, 65.6 %; spot $1.14 vs $2.49, 2.2x, ~46 vs ~31 days, ~$211k vs ~$459k) - accepted, not a defect. 3.2x quoted only to reject. Q1 steps computed as 3,549 (should be ~4,382). Recommendation has a decision and a cost but no revisit condition.", defects=[
   D("arithmetic_error","q1","error",3,"3,943.6 s / 0.9 s = 4,382 steps, not 3,549 (3,549 is 3,943.6 x 0.9).", ev="3,943.6 s ÷ 0.9 s ≈ 3,549 steps"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded async every 100 steps, two tiers) and a cost ($1.14 per useful GPU-hour, $211k vs $459k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="b05_hedged_long.md", notes="Long hedged sentences ('I think', 'as far as I can tell', 'perhaps'), 'Part n' headings. Reference numbers; quotes 'goodput 14.8 %' only to reject it, and 3.2x only to reject it. States 8 GPUs per node as an assumption but asserts 1 TB of host RAM per node as a fact. Q4 gives the handler and the quantified effect but nothing on what could make the graceful path fail. Loss scaler listed 'if fp16'.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 1 TB of host RAM per node as a fact to argue that two snapshots fit; not in the facts and not stated as an assumption (the 8 GPUs per node in the same sentence is).", ev="since each node has 1 TB of host RAM"),
   D("missing_answer","q4","warning",3,"Q4 gives what the job does and the quantified effect (34.4 % -> ~32.7 %, ~$0.995) but nothing on what could make the graceful-shutdown path fail exactly when needed (mass reclaim saturating the filesystem, hung rank, write in flight, unwarned hardware failures).", ev=None),
 ]),
 dict(file="b06_very_short.md", notes="Very short bold-numbered answers (**1.** ... **Rec.**), one line or two each. bf16 without loss scaling stated (no GradScaler). All reference numbers, constraints, Q4 failure modes, state with symptoms, statistical subset, retention with purposes, Q7 fair share, recommendation with cost and revisit. Fully correct.", defects=[]),
]
build("answers", docs, H)
