from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "h"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="x01_bracketed_derivations.md", notes="Every number followed by its derivation in square brackets. Reference values throughout (3,944 s / 4,382 steps / 14.8 % / 87.1 %; 986 s / 5.6 %; 312 s / 3.6 % with the 15 s constraint; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; $186k / 40 d vs $458k / 31 d; Q4 32.9 %). 3.2x quoted only to reject it. Assumptions: Poisson (exact-model remark), 1/7 weights-only, bf16 without loss scaling (so no GradScaler). Fully correct.", defects=[]),
 dict(file="x02_key_value.md", notes="Key-value layout ('Interval: ...', 'Cost: ...'). Q1, Q2, Q4, Q6, Q7 correct (the 24 s Q2(b) reading mentioned and set aside). Q3 computes the 34.4 % waste and the wall clock but prices 184,320 GPU-h at list price ($138,240 vs $442,368, 3.2x) and says the overhead only costs calendar time; the recommendation repeats the list-price totals. The Q5 list has no data-loader position, neither in the bit-exact list nor the statistical subset.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall hour / list price (184,320 GPU-h x $0.75 vs x $2.40, 3.2x) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), and claims the 34 % waste costs only calendar time.", ev="Verdict: spot is 3.2× cheaper; the 34 % overhead only costs calendar time"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the cost line that feeds the verdict (list-price totals).", ev="Cost: 184,320 GPU-h × $0.75 = $138,240 on spot"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($138k vs $442k, 69 %).", ev="Cost: $138k instead of $442k, 69 % cheaper than on demand."),
   D("missing_state","q5","error",2,"The bit-exact state list (master weights, Adam m/v, step count, LR scheduler, RNG, GradScaler n/a) has no data-loader position (epoch, sampler offset / consumed samples, shuffle order).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="x03_passive_voice.md", notes="Passive voice throughout. Numbers correct (reference values, 3.2x quoted only to reject it, Poisson stated). The Q2(b) answer gives a new constraint about pinned host memory and consistent snapshots, and says the 15 s write is hidden, but never that the interval must exceed the background write or what goes wrong if not. In Q4 a node-local NVMe at 6 GB/s per node and ~44 GB per node (8 GPUs per node) are used as facts, not stated as assumptions. Q5 lists the loss scaler 'if fp16' (accepted).", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b) names pinned host memory for the copy and a step-boundary snapshot, but never says the interval must exceed the 15 s background write, nor what goes wrong otherwise (snapshots queue, host memory fills, the loop stalls).", ev=None),
   D("unstated_assumption","assumptions","error",2,"Asserts node-local NVMe written at 6 GB/s per node and ~44 GB of shards per node (which needs 8 GPUs per node) as facts and computes a 7 s fallback write from them; neither is in the facts nor stated as an assumption.", ev="it is written at 6 GB/s per node"),
 ]),
 dict(file="x04_result_then_why.md", notes="Each answer in bold first, then an italic 'Why:' line with the working. Q1 labels the 14.8 % waste as goodput in the result line (the Why line calls it waste). Q6 gives a policy (2 latest, 4 h for 24 h, 72 h milestones) with no justification line at all. The recommendation has decision and cost but no revisit condition. Everything else correct; bf16 without loss scaling stated.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"States 'Goodput: 14.8 %'; 14.8 % is the waste/overhead, the goodput is ~87.1 %.", ev="**T\\* = 65.7 min = 4,382 steps. Goodput: 14.8 %.**"),
   D("missing_answer","q6","warning",4,"The retention answer states the policy but does not justify any retained class by what it is for (restart, rollback after a loss spike, evaluation/release).", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation has a decision (spot, sharded + async, 90 s) and a cost (~$1.01, ~$186k vs ~$458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="x05_mixed_units.md", notes="Mixes seconds and minutes in the same sentences (deliberately: '4 min every 65.7 min', '90 s, 1.5 min'); those mixes are correct conversions and not defects. Q2(a) converts 986 s to '9.86 min' (correct 16.4 min) and from it 657 steps (correct 1,095); the 5.6 % overhead is computed from 986 s and is correct. Q5 has no RNG state, and the statistical subset keeps 'all five'.", defects=[
   D("arithmetic_error","q2","error",3,"986 s is 16.4 min, not 9.86 min (divided by 100 instead of 60), and the step count 657 follows from the wrong conversion (correct ~1,095 steps).", ev="= 986 s, which I write as 9.86 min, i.e. about 657 steps"),
   D("missing_state","q5","error",2,"The state list (master weights, Adam m/v, step count, LR scheduler, data position) has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
 ]),
 dict(file="x06_markdown_table.md", notes="Everything as one Markdown table (Question / Answer / Justification) after a short model line and assumption list (bf16 without loss scaling, spot MTBF covers every event with hardware at 9 h for Q4, weights ~1/7). 'goodput 14.8 %' and the 3.2x ratio quoted only to reject them. Reference values throughout. Fully correct.", defects=[]),
]
build("answers", docs, H)
