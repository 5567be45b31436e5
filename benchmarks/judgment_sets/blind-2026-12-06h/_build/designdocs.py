from build import D, build
H = """# Blind labelled evaluation set (2026-12-06, set "h"), subset `designdocs/`: 3 design documents for each
# of two scenarios not in inputs/ nor in the earlier blind sets (spot-280-cropyield-bf16-ema-lizardfs-45s.yaml
# and mixed-864-indiclm-fp16-nutanix-30s.yaml, in this folder; numbers checked with `reportgen plan` and by
# hand). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the notice,
# q5 state, q6 retention, q7 the shared filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
A = "spot-280-cropyield-bf16-ema-lizardfs-45s.yaml"
B = "mixed-864-indiclm-fp16-nutanix-30s.yaml"
AN = ("Scenario spot-280-cropyield (280 GPUs, 400 h/GPU, 1.6 s step, 620 GB in 180 s, 12 writers, R 11 min; "
      "on-demand MTBF 15 h / $2.10, spot MTBF 80 min / $0.62, 45 s notice; 35 other jobs on LizardFS; bf16 "
      "without loss scaling, fp32 master, EMA kept). ")
BN = ("Scenario mixed-864-indiclm (864 GPUs, 260 h/GPU, 3.4 s step, 5.6 TB in 700 s, 28 writers, R 22 min; "
      "on-demand MTBF 5 h / $3.30, spot MTBF 100 min / $1.15, 30 s notice; 12 other jobs on Nutanix Files; fp16 "
      "with dynamic loss scaling, grad accumulation with checkpoints only at optimizer-step boundaries). ")
docs = [
 dict(file="p1_prfaq.md", scenario=A, notes=AN + "Amazon-style PR/FAQ (press release written as on launch day, then FAQ Q1-Q8). Correct first-order figures: on-demand 4,409 / 1,273 / 402 s (9.4 / 3.6 / 2.0 %), spot 1,315 / 379 / 120 s (41 / 21.7 / 16.3 %); LizardFS 41.3 GB/s, 36 x 620 GB -> 540 s per round, so durable every 338 steps (~541 s): spot 19.7 %, $0.742 vs $2.142 (2.9x; 3.39x quoted only to reject), $83.1k vs $239.9k, 19.9 vs 17.0 d. Notice save declared unreliable at the fair share. State includes EMA; loss scaler, tokenizer and accumulation buffers excluded with reasons. Assumptions A1-A5. Fully correct.", defects=[]),
 dict(file="p2_project_charter.md", scenario=A, notes=AN + "Project charter (metadata table, purpose, scope, inputs, deliverables D1-D7 with numbers, RACI table, milestones, decision, assumptions). Numbers otherwise correct (same as p1). D2 asserts 2 TB of host RAM per node as a fact (the 53 GB per node is derived). D3 writes the spot sharded interval 379 s as 606 steps (379 / 1.6 = 237; 606 = 379 x 1.6). D5's state list has no EMA weights although the charter (and the scenario) says an EMA is kept.", defects=[
   D("unstated_assumption","assumptions","error",2,"Host RAM of 2 TB per node is neither in the scenario nor stated as an assumption, yet used to argue that three snapshots fit.", ev="every node has 2 TB of RAM"),
   D("arithmetic_error","q3","error",3,"379 s at 1.6 s per step is ~237 steps, not 606 (multiplied instead of divided).", ev="≈ 379 s ≈ 606 steps"),
   D("missing_state","q5","error",2,"The run keeps an EMA of the weights (purpose section and scenario), but the checkpoint contents omit the EMA weights; a resume would restart the evaluation model from the raw weights.", ev=None, item="ema-weights"),
 ]),
 dict(file="p3_tenant_onboarding.md", scenario=A, notes=AN + "The team's walk through the storage group's LizardFS tenant onboarding form (setext headings 'Step 0'...'Step 8', a table per step). Numbers as in p1. Defects: Step 2's async mechanics never say the interval must exceed the 15 s background write; Step 3 calls the 16.3 % spot waste the goodput; Step 4 gives the notice handler and its effect but no failure mode; Step 8's decision has cost but no revisit condition. State list complete (EMA included; loss scaler, tokenizer, accumulation excluded with reasons).", defects=[
   D("async_constraint_missing","q2","error",3,"The async description (snapshot at a step boundary into pinned buffers, writers stream from host memory) never says the interval must exceed the 15 s background write, nor what goes wrong if not (queued snapshots, host memory filling, the loop stalling; T + 15 s lost on a crash mid-write).", ev=None),
   D("overhead_goodput_confusion","q3","error",3,"16.3 % is the spot waste at the 120 s interval; the goodput is ~86.0 % (1/1.163).", ev="so the spot goodput is 16.3 % at that interval"),
   D("missing_answer","q4","warning",3,"The notice step gives the handler and its effect (19.7 % -> 14.5 %, $0.742 -> $0.710) but nothing on what could make it fail exactly when needed (every tenant saving at once: ~540 s at the fair share, twelve times the notice; a write in flight; a hung rank; unwarned hardware failures).", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"The decision (spot, sharded + async, slot every 338 steps) has a cost ($0.742, $83.1k vs $239.9k, 19.9 d) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="q1_tradeoff_matrix.md", scenario=B, notes=BN + "Options paper with a weighted trade-off matrix (O1-O4, weights 0.5/0.2/0.2/0.1). Correct first-order figures: on-demand 5,020 / 949 / 300 s (35.2 / 12.6 / 9.0 %), spot 2,898 / 548 / 173 s (70 / 31.1 / 24.9 %); share 224 GB/s, 13 x 5.6 TB -> 325 s per round, slot every 96 steps (326.4 s): spot 25.5 %, $1.443 vs $3.597 (2.49x; 2.87x quoted only to reject), $324k vs $808k, 13.6 vs 11.8 d. Notice: 3.4 + 2.5 + 25 = 30.9 s does not fit, so the step is abandoned (27.5 s); declared unreliable at the fair share. State complete incl. loss scaler and tokenizer; accumulation excluded (optimizer-step boundaries), no EMA kept. Assumptions A1-A5. Fully correct.", defects=[]),
 dict(file="q2_stakeholder_map.md", scenario=B, notes=BN + "Plan organised by stakeholder (research leads, finance, storage, cloud ops, modelling, platform), each section answering that group's question. Numbers otherwise correct. The finance section compares list prices per GPU-hour (2.87x; 224,640 GPU-h x price: $741,312 vs $258,336, 65 %) and says the overhead is paid in time, not money; the decision repeats $258,336 vs $741,312 / 65 %. The modelling section's state list has no loss-scaler state although the run is fp16 with dynamic loss scaling.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (2.87x; $741,312 vs $258,336) instead of per useful GPU-hour (~$3.60 vs ~$1.44, ~2.49x; ~$808k vs ~$324k), saying the overhead is paid in time rather than money.", ev="Spot is 2.87× cheaper per GPU-hour ($3.30 / $1.15)"),
   D("wall_hour_confusion","recommendation","warning",1,"The decision repeats the list-price totals and saving ($258,336 vs $741,312, 65 %).", ev="Cost: $258,336 for the run instead of $741,312 on demand"),
   D("missing_state","q5","error",2,"The run is fp16 with dynamic loss scaling (basis paragraph, scenario), but the checkpoint contents have no GradScaler / loss-scale state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="q3_phased_rollout.md", scenario=B, notes=BN + "Phased rollout plan (Phase 0-5, each with entry criterion, analysis, exit criterion), then contents, retention, decision, assumptions. Numbers otherwise correct (as q1). Phase 1 writes the on-demand sharded waste as 10.6 % (2.64 + 2.64 + 7.33 = 12.6 %). Phase 4 computes a survival probability e^(-326.4/6000) = 94.7 %, which needs exponential (Poisson) failures, never stated. The contents table has no LR-scheduler state.", defects=[
   D("arithmetic_error","q2","error",3,"2.64 % + 2.64 % + 7.33 % = 12.6 %, not 10.6 % (on-demand sharded waste).", ev="w = 2.64 + 2.64 + 7.33 ≈ 10.6 %"),
   D("unstated_assumption","assumptions","error",2,"e^(-t/M) survival probability uses an exponential / Poisson failure model that the document never states as an assumption.", ev="e^(−326.4/6,000) ≈ 94.7 %"),
   D("missing_state","q5","error",2,"The checkpoint contents (master weights, Adam m/v, step count, GradScaler, global step, data position, shuffle seed, RNG, layout, tokenizer, config, code, marker) have no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
 ]),
]
build("designdocs", docs, H)
