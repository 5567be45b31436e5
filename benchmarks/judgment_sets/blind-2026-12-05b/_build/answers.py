from build import D, build
H = """# Blind labelled evaluation set "05b" (blind-2026-12-05b, written 2026-12-02), subset `answers/`: 6 answers to the exercise
# (scenario inputs/exercise.yaml). Written blind to reportgen's lint/grade code.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (per-question floor at 0).
# line: 1-based; null for absences; evidence: exact substring of that line.
"""
docs = [
 dict(file="a01_given_find.md", notes="Worked-example student (Given / Find / Solution per part). Reference values throughout; 3.2x quoted only to reject it; goodput 1/(1+w) stated. Q1 step count computed by multiplying by the step time instead of dividing; the Q5 table has no LR-scheduler state.", defects=[
   D("arithmetic_error","q1","error",3,"T* in steps is 3,943.6 s / 0.9 s = 4,382 steps; the answer multiplies by 0.9 (3,549).", ev="In steps: 3,943.6 s × 0.9 s/step ≈ 3,549 steps."),
   D("missing_state","q5","error",2,"The Q5 state table (master weights, Adam m/v, step count, RNG, data-loader position, GradScaler) has no LR-scheduler state.", item="lr-scheduler"),
 ]),
 dict(file="a02_one_table.md", notes="Student who puts every answer in one big Markdown table plus a two-sentence recommendation. Q1, Q2 (both constraints), Q3 spot waste 34.4 % and wall clock, Q4-Q7 correct. The Q3 cost row compares list prices (3.2x, $138k vs $442k, 69 %) with no goodput; the recommendation repeats it and gives no condition to revisit.", defects=[
   D("wall_hour_confusion","q3","error",8,"Cost compared per wall hour / list price (3.2x; 184,320 GPU-h x list price: $138k vs $442k, 69 %) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k).", ev="spot 3.2× cheaper: $138k vs $442k, a 69 % saving"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price ratio and totals.", ev="Spot is 3.2× cheaper, about $138k instead of $442k"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation has a decision and a cost but no condition under which it would be revisited."),
 ]),
 dict(file="a03_sci_notation.md", notes="Student who writes every number in scientific notation (3.9436e3 s, 1.86e5 $). Reference values; Daly cross-check with the Poisson assumption stated; 3.2 quoted only to reject it; all seven Q5 items (GradScaler 'if fp16'). Fully correct.", defects=[]),
 dict(file="a04_python.md", notes="Student who checks each part with short Python snippets. Values correct; 8 GPUs per node stated inline as an assumption (44 GB per node). Q2(b) gives the async numbers but no constraint on the interval vs the background write; Q7 uses a 60 GB/s filesystem bandwidth (not given; the facts give ~93 GB/s) without stating it as an assumption.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b) does not say that the interval must exceed the ~15 s background write (else snapshots queue, host memory fills, the loop stalls); it only says the write continues in a background thread."),
   D("unstated_assumption","assumptions","error",2,"Q7 uses a filesystem bandwidth of 60 GB/s, a number not in the facts (the derivable figure is 1.4 TB / 15 s ~ 93 GB/s), without stating it as an assumption.", ev="fs_bw = 60e9"),
 ]),
 dict(file="a05_out_of_order.md", notes="Student who answers Q7 first, then Q1-Q6, with headings naming the question. Uses goodput = 1 - w consistently (accepted: $1.14, ~2.2x, ~46 days). Q2(a) reports the 5.6 % overhead as goodput; Q4 gives the plan and its effect but nothing on what could make the graceful path fail.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"Q2(a): 5.6 % is the overhead (waste); goodput is ~94.4 % (1 - w) / ~94.7 % (1/(1+w)).", ev="so goodput (a): 5.6 %"),
   D("missing_answer","q4","warning",3,"Q4 gives what the job does and the quantified effect but not what could make the graceful-shutdown path fail exactly when needed."),
 ]),
 dict(file="a06_numbered.md", notes="Fully correct student with '### 1)', '### 2)' headings. Reference values; 3.2x quoted only to reject it; loss scaler listed 'if fp16; not needed for bf16'. Fully correct.", defects=[]),
]
build("answers", docs, H)
