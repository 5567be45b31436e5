from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "k"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets (spot-16-embed-lustre-30s.yaml and
# preempt-704-biomed-fp16-ema-panfs-100s.yaml, in this folder; numbers from `reportgen plan`).
# Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the notice,
# q5 state, q6 retention, q7 the shared filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# defensible reading or a carry-forward; a finding there counts neither as a hit nor as a false alarm.
"""
A = "spot-16-embed-lustre-30s.yaml"
B = "preempt-704-biomed-fp16-ema-panfs-100s.yaml"
docs = [
 dict(file="a1_glossary_design.md", scenario=A, notes="Scenario A (16 GPUs, 1.5B embedding model, 4 x 0.5 s accumulated micro-batches = 2.0 s step, 30 GB in 40 s, 4 writers, R 6 min; on-demand 30 h / $2.20, spot 60 min / $0.70, 30 s notice; 12 other jobs on FSx). Glossary and Assumptions A1-A7 up front. Correct: T* 2,939 / 1,470 / 465 s on demand, 537 / 268 / 85 s spot; $0.794 vs $2.217 (2.79x, 3.14x rejected); fair share 130 s; recommendation = plan's two-tier $0.796, $3,057, 11.4 d. Loss scaler, EMA and accumulation buffers excluded with reasons. Fully correct.", defects=[]),
 dict(file="a2_finops_proposal.md", scenario=A, notes="Scenario A. FinOps cost-optimization proposal (executive summary, inputs table with own inputs labelled measured, savings table). Intervals and the async constraint are correct, but the savings are computed at list price per GPU-hour (3,840 x $2.20 vs x $0.70, 3.14x, 68 %), calling the waste time not cost; the recommendation repeats it. State list has no data-loader position.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares at list price per GPU-hour (3.14x; $8,448 vs $2,688 = 3,840 GPU-h x price, 68 % saving) instead of per useful GPU-hour (~$0.79 vs ~$2.22, ~2.8x; ~$3.05k vs ~$8.5k), and claims the spot waste adds time, not cost.", ev="Spot is 3.14× cheaper per GPU-hour, a 68 % saving on this run."),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and the 68 % saving.", ev="Expected run cost $2,688 instead of $8,448, a 68 % saving"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the executive summary states the same list-price totals.", ev="the run costs $2,688 instead of $8,448"),
   D("missing_state","q5","error",2,"The checkpoint contents (master weights, Adam m/v, step count, LR scheduler, RNG, tokenizer/config) have no data-loader position (epoch, consumed samples, shuffle seed).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="a3_teammate_guide.md", scenario=A, notes="Scenario A. Second-person guide to a new teammate ('you'), steps 1-7. Numbers correct except one step count; 3.14x quoted only to reject; loss scaler, EMA and accumulation buffers correctly excluded with reasons; weights-only 1/7 stated as an assumption.", defects=[
   D("arithmetic_error","q3","error",3,"85 s at 2.0 s per optimizer step is ~42 steps, not 170 (multiplied instead of divided).", ev="which is 170 steps"),
   D("async_constraint_missing","q2","error",3,"The async step covers snapshotting at an optimizer-step boundary and pre-allocated pinned buffers, but never says the interval must exceed the 10 s background write or what happens if it does not.", ev=None),
 ]),
 dict(file="b1_formal_spec.md", scenario=B, notes="Scenario B (704 GPUs, 20B biomedical LM, fp16 + dynamic loss scaling, fp32 EMA, 2.8 s step, 360 GB in 180 s, 12 writers, R 22 min; on-demand 5 h / $2.60, preemptible 3 h / $1.30, 100 s notice; 40 other jobs on PanFS). Formal spec: numbered requirements R-1..R-8 (SHALL/MAY), derived figures F-1..F-5 with arithmetic, verification table. Correct: T* 2,546 / 735 / 232 s on demand, 1,972 / 569 / 180 s preemptible; $2.837 vs $1.496 (1.90x, 2.00x rejected); fair share 615 s; decision = plan's two-tier $1.511, $212,731, 9.7 d. Loss scaler and EMA included (conditions hold); accumulation buffers excluded with reason. Fully correct.", defects=[]),
 dict(file="b2_ranges.md", scenario=B, notes="Scenario B. Every figure as min / expected / max; the +/-20 % MTBF range is stated as an assumption; max column computed with its arithmetic shown. Expected values correct; 2.00x rejected.", defects=[
   D("unstated_assumption","assumptions","error",2,"A 35-min restart for re-acquiring preemptible nodes is asserted as fact and used for the max column; it is not in the scenario and not stated as an assumption (unlike the +/-20 % MTBF range).", ev="Re-acquiring 88 preemptible nodes after a wave of preemptions takes 35 min"),
   D("missing_state","q5","error",2,"The document says the run keeps an fp32 EMA of the weights, but the checkpoint-contents table has no EMA weights.", ev=None, item="ema-weights"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation has a decision and a cost but no condition under which to revisit it.", ev=None),
   D("arithmetic_error","recommendation","ambiguous",0,"The recommendation's range mixes the first-order min/max ($1.45 / $1.64) with the plan's exact two-tier expected value ($1.51); defensible as a summary, inconsistent as a range.", ev="min $1.45 / expected $1.51 / max $1.64"),
 ]),
 dict(file="b3_two_clusters.md", scenario=B, notes="Scenario B. Compares two candidate clusters (on-demand block vs preemptible pool) for the same job, side-by-side tables. Numbers correct; 2.00x rejected; loss scaler and EMA included; accumulation buffers excluded with reason.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"The sharded + async wastes (8.6 % / 13.9 %) are reported as goodput (correct goodput ~92 % / ~88 %).", ev="Cluster A's goodput is 8.6 % and Cluster B's 13.9 %"),
   D("missing_answer","q5","warning",3,"The state section never says which items would still be kept for a merely statistical resume.", ev=None),
 ]),
]
build("designdocs", docs, H)
