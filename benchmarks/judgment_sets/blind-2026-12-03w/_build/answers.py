from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "w"), subset `answers/`: 8 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible reading; a finding there counts neither as a hit nor as
# a false alarm.
"""
docs = [
 dict(file="w01_reflective_first_person.md", notes="First-person student with reflective asides ('I first thought... then realised'). Q1 shows an earlier wrong step count (3,943.6 x 0.9 = 3,549) crossed out in words and corrected to 4,382. Reference numbers throughout (3,943.6 s / 65.7 min / 14.8 % / 87.1 %; 985.9 s / 5.6 %; 311.8 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; $186k / 40 d vs $458k / 31 d; Q4 32.7 %). Quotes 3.2x as a first instinct only to reject it. bf16 without loss scaling stated, loss scaler excluded with that reason. Fully correct.", defects=[]),
 dict(file="w02_answer_lines.md", notes="Each question answered by a short paragraph followed by a one-line 'Answer:'. Mentions a study group's 24 s Q2(b) reading and sets it aside; quotes the 69 % list-price saving only to reject it. Q2(b) step count computed by multiplying by the step time. Q4 gives the handler and its effect but nothing on what could make it fail when needed.", defects=[
   D("arithmetic_error","q2","error",3,"311.8 s at 0.9 s per step is 311.8 / 0.9 = 346 steps, not 311.8 x 0.9 = 281 steps.", ev="311.8 × 0.9 ≈ 281 steps"),
   D("missing_answer","q4","warning",3,"The 120 s warning answer gives what the job does and the quantified effect (34.4 % -> 32.7 %) but nothing on what could make the graceful path fail exactly when needed (a reclaim wave saturating the filesystem, a hung rank, unwarned hardware failures).", ev=None),
 ]),
 dict(file="w03_definition_list.md", notes="Numbers as a definition-list style 'Term: value' per line. Q1 labels the 14.8 % overhead sum 'Goodput'. Q4 sizes a local dump with node NVMe bandwidth asserted as fact (8 GPUs per node is stated inline as an assumption). Q5 has no LR-scheduler state. The recommendation has a decision and a cost but no revisit condition. Everything else correct (3.2x quoted only to reject it).", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The sum of the three waste terms (14.8 %, the overhead) is reported as goodput (goodput is ~87.1 %).", ev="Goodput: 6.09 + 6.09 + 2.59 = 14.8 %"),
   D("unstated_assumption","assumptions","error",2,"Node-local NVMe of 4 drives at 3.5 GB/s (14 GB/s per node) is asserted as a fact and used to time the dump; not in the facts and not stated as an assumption.", ev="node-local NVMe is 4 drives at 3.5 GB/s"),
   D("missing_state","q5","error",2,"The bit-exact state list (master weights, Adam m/v, step count, RNG, data-loader position; loss scaler n/a) has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision and a cost ($1.01 per useful GPU-hour, $186k vs $458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="w04_two_conventions.md", notes="Opens with a table of both goodput conventions (1/(1+w) and 1-w), states that it uses 1-w consistently and gives the other's figures once. Under 1-w: 85.2 %, spot $1.14 vs $2.49, 2.2x, ~46 d, ~$211k vs ~$459k, Q4 ~$1.11. Assumes fp16 with dynamic loss scaling (A1) and lists the GradScaler state. Quotes 3.2x only to reject it. Fully correct.", defects=[]),
 dict(file="w05_bitexact_claim.md", notes="'Problem n' headings with bullets. The Q5 table omits RNG state while asserting it is everything needed for a bit-exact restart. The async constraint covers only step-boundary consistency and pinned pre-allocated buffers, never interval > background write. Q4 uses 1 - e^(-120/32,400) without an exponential/Poisson assumption. Everything else correct.", defects=[
   D("async_constraint_missing","q2","error",3,"The Q2(b) constraint covers a consistent snapshot at a step boundary and pinned, pre-allocated host buffers, but never says the interval must exceed the 15 s background write or what goes wrong if it does not (queued snapshots, host memory filling, the loop stalling).", ev=None),
   D("unstated_assumption","assumptions","error",2,"Computes a survival probability 1 - e^(-120/32,400) (exponential inter-failure times) without stating a Poisson/exponential assumption.", ev="1 − e^(−120/32,400) ≈ 0.4 %"),
   D("missing_state","q5","error",2,"The bit-exact state table (master weights, Adam moments, step counter, LR scheduler, data-loader position) has no RNG state (Python / NumPy / torch CPU / CUDA), although it claims to be everything needed for a bit-exact restart.", ev=None, item="rng-state"),
 ]),
 dict(file="w06_numbered_policy.md", notes="'n)' headings; Q6 written as a numbered policy (1-4), each with a bold rule and its purpose. Q2(a) gives T*, steps and overhead but no new constraint. Spot interval 90 s converted to steps by multiplying by the step time. Everything else correct.", defects=[
   D("arithmetic_error","q3","error",3,"90 s at 0.9 s per step is 100 steps, not 81 (90 x 0.9).", ev="= 90 s = 81 steps"),
   D("missing_answer","q2","warning",3,"Q2(a) gives the sharded T*, steps and overhead but never states the constraint sharding introduces (all-or-nothing commit of the 16 shards, same layout on restore, saturation).", ev=None),
 ]),
 dict(file="w07_qualitative_q7.md", notes="'Answer n' headings; fp16 with dynamic loss scaling stated, GradScaler listed. Q7 answered qualitatively only, without numbers, but correctly (aggregate demand exceeding bandwidth, costs rise, correlated write storms; coordinated quotas, jitter, fast tier). A 5-minute warm-pool spot restart is asserted as fact; the spot numbers that follow from it (14.4 %, $0.86, 2.9x, $158k, 34 d, Q4 12.8 %) are consistent carry-forwards, not labelled. Q5 has no statistical-resumability subset.", defects=[
   D("unstated_assumption","assumptions","error",2,"A 5-minute restart on spot (warm pool, cached image) is asserted as fact and used for all spot figures; the facts give a 14-minute restart and it is not stated as an assumption.", ev="so R = 5 min = 300 s there"),
   D("missing_answer","q5","warning",3,"Q5 lists the bit-exact state with symptoms but never says which items to keep for statistical resumability only.", ev=None),
 ]),
 dict(file="w08_rec_wall_hours.md", notes="'Part n' headings with bold 'Result:' lines and a cost table per useful GPU-hour. Q3 is correct ($1.01 vs $2.49, 2.5x, $186k vs $458k), but the recommendation alone switches to list prices per GPU-hour ($0.75 vs $2.40, $138k vs $442k, 69 %). Q5 has no optimizer step count. Everything else correct.", defects=[
   D("wall_hour_confusion","recommendation","error",3,"The recommendation's cost compares list prices per GPU-hour ($0.75 vs $2.40; 184,320 GPU-h x list: $138k vs $442k, 69 % saving) instead of per useful GPU-hour (~$1.01 vs ~$2.49; ~$186k vs ~$458k) as Q3 did. Not a carry-forward of a Q3 error: the recommendation's cost figure itself is wrong (deducted as the cost element, 3 points).", ev="so the job costs $138k instead of $442k, a 69 % saving"),
   D("missing_state","q5","error",2,"The bit-exact list (master weights, Adam m/v, LR scheduler, RNG, data-loader position) has no optimizer step count (Adam's t / global step for bias correction).", ev=None, item="optimizer-step", also=["global-step"]),
 ]),
]
build("answers", docs, H)
