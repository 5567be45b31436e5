from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "k"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible reading or carry-forward; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="k1_bullet_outline.md", notes="Second-level bullet outline under bold question names. Reference numbers throughout; 3.2x quoted only to reject it; first-order model flagged out of range for unsharded spot.", defects=[
   D("async_constraint_missing","q2","error",3,"The sharded + async constraint covers host RAM for two snapshots and step-boundary consistency, but never says the interval must exceed the 15 s background write or what goes wrong if it does not (snapshots queue, host memory fills, the loop stalls).", ev=None),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam m/v, step count, LR scheduler, data-loader position, GradScaler if fp16) has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
 ]),
 dict(file="k2_decimal_commas.md", notes="German-style decimal commas and space thousands separators (3 943,6 s; 14,8 %; 1,01 $). Reference values otherwise; 3,2x quoted to reject; assumptions section states fp16 and 8-GPU nodes.", defects=[
   D("arithmetic_error","q1","error",3,"Steps computed as T* x step time (3,943.6 x 0.9 = 3,549) instead of T* / step time = 4,382 steps.", ev="3 943,6 s · 0,9 s ≈ 3 549 steps"),
   D("unstated_assumption","assumptions","error",2,"Asserts 2 TB of host RAM per node as a fact to conclude that two snapshots fit; not in the facts and not stated as an assumption (8-GPU nodes are stated).", ev="and the nodes have 2 TB of RAM"),
 ]),
 dict(file="k3_seconds_and_minutes.md", notes="Every duration written in both seconds and minutes. Reference numbers (3,944 s / 4,382 steps / 14.8 %; 986 s / 5.6 %; 312 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; $186k / 40 d vs $458k / 31 d; Q4 32.7 %). 3.2x quoted only to reject; loss scaler listed 'if fp16'. Adds no assumption beyond the facts. Fully correct.", defects=[]),
 dict(file="k4_assumptions_table.md", notes="Short numbered sections, assumptions in a table at the end (A1-A4, including the 1/7 weights fraction used in Q6). Intervals and wastes correct; the cost section compares list prices per GPU-hour.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares list prices (3.2x, 69 % saving; 184,320 GPU-h x list: $138k vs $442k) and claims the 34 % waste costs time, not money, instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k).", ev="so spot is 3.2× cheaper, a 69 % saving"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving.", ev="Cost: $138k instead of $442k, a 69 % saving"),
 ]),
 dict(file="k5_bold_number_paragraphs.md", notes="One paragraph per question, each starting with the bold question number ('**1.**'); bold Recommendation and Assumptions paragraphs at the end. Reference numbers for Q2-Q7; 3.2x quoted to reject.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The 14.8 % sum of waste terms is reported as the goodput (goodput is ~87.1 %).", ev="so the goodput of the on-demand baseline is 14.8 %"),
   D("missing_answer","q4","warning",3,"The 120 s answer gives the handler and its quantified effect (34.4 % -> 32.7 %) but nothing on what could make the graceful path fail exactly when needed.", ev=None),
   D("recommendation_incomplete","recommendation","error",3,"The recommendation has a decision and a revisit condition but no cost figure.", ev=None),
 ]),
 dict(file="k6_quantity_headings.md", notes="H3 headings named after each key quantity ('T* on demand', 'C and T* for sharding', '$ per useful GPU-hour', ...). Reference numbers; mentions the 24 s reading of Q2(b) only to set it aside; 3.2x quoted to reject; fp16 stated as A1. Fully correct.", defects=[]),
]
build("answers", docs, H)
