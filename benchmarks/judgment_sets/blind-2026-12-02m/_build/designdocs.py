from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "m"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-48-protein-fp16.yaml, in this folder; numbers
# from `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the 90 s
# notice, q5 state, q6 retention, q7 the shared Lustre); expected_score = 100 - deductions.
# The scenario trains in fp16 with dynamic loss scaling, so the loss-scaler state is required here.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-48-protein-fp16.yaml"
docs = [
 dict(file="n1_hpc_sysadmin_design.md", scenario=S, notes="Scenario spot-48-protein-fp16 (48 GPUs, 400 h/GPU, 1.5 s step, 300 GB in 100 s, 10 writers, R 12 min; on-demand MTBF 16 h / $2.80, spot MTBF 90 min / $0.95, 90 s notice; 40 other jobs on Lustre, fp16 + dynamic loss scaling). HPC sysadmin voice (Slurm, lfs setstripe, srun --signal), assumptions A1-A5 (Poisson stated). Correct: T* 3,394 / 1,073 / 339 s on-demand, 1,039 / 329 / 104 s spot; $2.852 vs $1.109 (2.57x; 2.95x rejected); fair share 410 s so durable every 273 steps, $1.133, $21,744, 19.9 d; notice save declared unreliable (421 s at the share). State as a nested list incl. GradScaler (fp16); EMA correctly excluded. Fully correct.", defects=[]),
 dict(file="n2_junior_proposal.md", scenario=S, notes="Scenario spot-48-protein-fp16. Junior engineer's first design proposal (rhetorical questions, hedges, a state table). Intervals, economics (2.95x rejected; $2.852 vs $1.109) and notice correct. The fair share is computed as 41 x 300 GB / 30 GB/s = 41 s (correct 410 s), so the 104 s spot interval is declared within the Lustre share; the recommendation keeps 104 s (carry-forward, ambiguous). States fp16 with dynamic loss scaling but the state table has no GradScaler / loss-scaler state. EMA correctly excluded.", defects=[
   D("arithmetic_error","q7","error",3,"41 x 300 GB / 30 GB/s = 12,300 GB / 30 GB/s = 410 s, not 41 s; the conclusion that Lustre is not a bottleneck at the 104 s interval is therefore wrong (a durable write fits only every ~410 s).", ev="41 × 300 GB / 30 GB/s ≈ 41 s"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the recommendation keeps durable checkpoints every 104 s on the strength of the wrong fair-share figure.", ev="async checkpoints every 69 steps (104 s)"),
   D("missing_state","q5","error",2,"The document trains in fp16 with dynamic loss scaling, but its state table (master weights, Adam m/v, step, LR scheduler, RNG, data position, config) has no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="n3_finops_cost_review.md", scenario=S, notes="Scenario spot-48-protein-fp16. FinOps cost review (input table, unit-economics table, YAML state block, retention with storage footprint). Intervals, exact overheads, fair share (410 s), notice and state (incl. GradScaler) correct. The cost case is made per GPU-hour at list price (2.95x; 19,200 GPU-h x list: $53,760 vs $18,240, 66 %) with the overhead called a schedule cost, not a budget line; the recommendation repeats it and has no condition to revisit.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (2.95x; $53,760 vs $18,240 = 19,200 GPU-h x list price, 66 %) instead of per useful GPU-hour (~$2.85 vs ~$1.13, ~2.5x; ~$54.8k vs ~$21.7k), calling the overhead a schedule cost, not a budget line.", ev="Spot is 2.95× cheaper per GPU-hour"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the unit-economics table's list-price run cost.", ev="| Run cost | $53,760 | $18,240 |"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price budget and saving ($18,240, 66 %).", ev="Budget: $18,240 for the run, a 66 % saving against $53,760 on-demand"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision and a (list-price) cost but no condition under which to revisit it.", ev=None),
 ]),
]
build("designdocs", docs, H)
