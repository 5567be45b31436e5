from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "c"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible alternative reading or a carry-forward; a finding there
# counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="x01_bold_runin.md", notes="Bold run-in labels ('**Interval.** ...') instead of headings. Intervals, overheads, async constraint, Q4 effect (32.7 %), Q7 and retention correct (1/7 weights-only stated with 'I assume'; 8 GPUs per node stated inline). The spot economics compare 184,320 GPU-h at list price (3.2x, 69 %), and the recommendation repeats it. The Q4 handler asserts a local NVMe RAID at 6 GB/s per node as a fact. The Q5 list has no RNG state. bf16 stated in Q5 so no GradScaler needed (non-defect).", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares list price per wall hour (184,320 GPU-h x $2.40 vs x $0.75, 3.2x, 69 % saving) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), and says the overhead costs only calendar time.", ev="Spot is 3.2× cheaper, a 69 % saving"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($138,240 vs $442,368, 69 %).", ev="Cost: $138,240 for the job against $442,368 on demand"),
   D("unstated_assumption","assumptions","error",2,"Asserts a local NVMe RAID writing 6 GB/s per node as a fact and computes the save time with it (44 GB in ~7 s); the bandwidth is not in the facts and not stated as an assumption (the 8 GPUs per node on the same line is).", ev="the local RAID writes at 6 GB/s per node"),
   D("missing_state","q5","error",2,"The bit-exact state list (master weights, Adam moments, step count, LR scheduler, data-loader position, GradScaler n/a) has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
 ]),
 dict(file="x02_latex_math.md", notes="LaTeX-style inline math ($T^* = \\sqrt{2CM}$, $\\approx$, \\{,\\} thousands). Reference numbers throughout; A1 (1/7 weights-only) and A2 (bf16, no loss scaling) stated. Mentions and rejects the 24 s Q2(b) reading and the 3.2x list-price ratio (non-defects). Q4 32.8 %, ~$0.996. Full state table with symptoms, statistical subset, retention with justification, Q7 with fair share, recommendation with decision, cost and revisit condition. Fully correct.", defects=[]),
 dict(file="x03_per_node.md", notes="Works per node (8 GPUs, 44 GB slice, 5,760 useful GPU-h per node) and converts to the job at the end of each part; 8 GPUs per node, bf16 and 1/7 weights-only stated as Assumptions 1-3. Intervals and overheads correct; per-node costs correct ($5,806 / $14,319), but the conversion to the job multiplies by 256 (GPUs) instead of 32 (nodes): $1.49M / $3.67M instead of ~$186k / ~$458k. Retention lists classes without saying what each is for.", defects=[
   D("arithmetic_error","q3","error",3,"Per-node totals ($5,806 spot, $14,319 on demand) are multiplied by 256 instead of the 32 nodes of Assumption 1: the job costs ~$186k on spot and ~$458k on demand, not $1.49M and $3.67M.", ev="Per job (× 256): spot ≈ $1.49M, on demand ≈ $3.67M."),
   D("missing_answer","q6","warning",4,"The retention policy lists its classes (latest 2, every 4 h for a day, daily weights-only) and their sizes but never says what each retained class is for.", ev=None),
 ]),
 dict(file="x04_paper_aside.md", notes="Correct answers in order with an irrelevant digression about CheckFreq (Mohan et al., FAST '21) and its reported ~3.5 % overhead (non-defect: a quoted figure, not a computation). In Q2(a) the 5.6 % waste sum is labelled 'Goodput'. The Q2(b) constraint paragraph covers the step-boundary snapshot and pinned host memory for one snapshot but never says the interval must exceed the 15 s background write or what goes wrong if it does not. 3.2x quoted only to reject it. Everything else correct.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"The Q2(a) overhead sum 1.52 % + 1.52 % + 2.59 % = 5.6 % is reported as goodput (goodput is ~94.7 %).", ev="Goodput: 1.52 % + 1.52 % + 2.59 % = 5.6 %."),
   D("async_constraint_missing","q2","error",3,"The async answer covers taking the snapshot at a step boundary and holding one snapshot in pinned host memory, but never says the interval must exceed the 15 s background write, nor what goes wrong otherwise (snapshots queue, host memory fills, the loop stalls).", ev=None),
 ]),
 dict(file="x05_bullets.md", notes="Bullet lists only, no prose paragraphs; bf16 and 1/7 weights-only stated as assumptions. Reference numbers throughout; rejects the 24 s reading and the 3.2x ratio (non-defects). Q2(a) gives numbers and a note that the restart term dominates but no new constraint (commit/atomicity, resharding). The recommendation bullets give a decision and a cost but no condition to revisit.", defects=[
   D("missing_answer","q2","warning",3,"Q2(a) gives C, T*, steps and waste but not the new constraint sharding introduces (a checkpoint is valid only when all 16 shards are written: commit marker / atomicity; resharding on a different world size).", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation has a decision (spot, sharded + async, 100 steps, warning handler) and a cost (~$1.00 per useful GPU-h, ~$186k vs ~$458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="x06_summary_table.md", notes="Headed sections with assumptions A1-A3 (bf16 without loss scaling, 1/7 weights-only, unwarned hardware failures on spot), reference numbers throughout, retention as a table of classes and purposes, and a final summary table including $2.76 / $2.53 / $2.49 / $1.01 / $1.00 per useful GPU-h. 3.2x quoted only to reject it. Fully correct.", defects=[]),
]
build("answers", docs, H)
