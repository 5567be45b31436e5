from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "05i"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets (spot-8-sft-svc-bf16-accum-25s.yaml: a1-a3;
# od-608-materials-fp16-ema-quobyte-15s.yaml: b1-b3; both in this folder; numbers from `reportgen plan`).
# Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the notice,
# q5 state, q6 retention, q7 the shared filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# defensible alternative reading; a finding there counts neither as a hit nor as a false alarm.
"""
A = "spot-8-sft-svc-bf16-accum-25s.yaml"
B = "od-608-materials-fp16-ema-quobyte-15s.yaml"
docs = [
 dict(file="a1_ft_service.md", scenario=A, notes="Scenario A (8 GPUs, one node, 7B SFT, bf16 no loss scaling, 4-way gradient accumulation with checkpoints at optimizer-step boundaries, no EMA; 36 h/GPU, 4.0 s step, 98 GB in 64 s, 8 writers, R 6 min; on demand 72 h / $3.10, spot 3 h / $1.05, 25 s notice; 150 other jobs). Policy doc of a fine-tuning platform for its standard job profile. Plan numbers throughout (T* 5,760 / 2,036 / 644 s on demand, 1,176 / 416 / 131 s spot; fair share 1,208 s; $1.150 vs $3.114, $331 vs $897 per job, 1.6 vs 1.5 d). 2.95x quoted only to reject it; loss scaler, accumulation buffer and EMA excluded with their reasons; notice save declared best effort (1,217 s at the share). Fully correct.", defects=[]),
 dict(file="a2_tutorial.md", scenario=A, notes="Scenario A. Tutorial for other teams in numbered steps (Step 0-6) on the worked example. Numbers correct, 2.95x quoted to reject. Asserts a local NVMe staging speed (3.5 GB/s) as a fact of 'our nodes' and computes with it. The checkpoint table has no data-loader position.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts the local NVMe writes at 3.5 GB/s and computes 98 GB in 28 s from it; not in the scenario and not stated as an assumption (the Poisson model is stated).", ev="which writes at 3.5 GB/s, so a node's 98 GB lands locally in 28 s"),
   D("missing_state","q5","error",2,"The exact-resume table (master weights, Adam m/v, step count, LR scheduler, RNG, tokenizer, layout/config/git hash, manifest) has no data-loader position (epoch, sample offset, shuffle order).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="a3_was_now.md", scenario=A, notes="Scenario A. Revision of an older plan, line by line as was/now pairs. The 6 min restart is labelled as measured (and is the scenario's figure); 2.95x quoted as the old claim and rejected. Spot total per job given as $3,312 (288 x $1.150 = $331). The async line covers pinned memory and a step-boundary snapshot but never interval > background write. The decision has no cost figure.", defects=[
   D("arithmetic_error","q3","error",3,"288 useful GPU-h x $1.150 = $331, not $3,312 (a factor of 10); the spot job costs ~$331 against ~$897 on demand.", ev="on spot 288 × $1.150 = $3,312"),
   D("async_constraint_missing","q2","error",3,"The async line covers pinned host memory and a consistent step-boundary snapshot but never says the interval must exceed the 8 s background write, nor what goes wrong otherwise (snapshots queue, host memory fills, the loop stalls).", ev=None),
   D("recommendation_incomplete","recommendation","error",3,"The decision (spot, 8 writers + async, every 302 steps) and its revisit conditions are given, but no cost figure ($1.150 per useful GPU-h, ~$331 per job).", ev=None),
 ]),
 dict(file="b1_rfc_lite.md", scenario=B, notes="Scenario B (608 GPUs / 76 nodes, 105B materials transformer, fp16 with dynamic loss scaling, EMA kept, no accumulation; 250 h/GPU, 1.8 s step, 1.9 TB in 480 s, 24 writers, snapshot 8 %, R 16 min; on demand 5 h / $2.60, spot 50 min / $0.85, 15 s notice; 40 other jobs on Quobyte). RFC-lite (Summary / Motivation / Proposal / Drawbacks / Decision requested). Assumptions A1-A3. Plan numbers (T* 4,157 / 849 / 240 s and 1,697 / 346 / 98 s; fair share 820 s; spot async at 819 s: $1.358 vs $2.815, ~$206k vs ~$428k, 16.6 vs 11.3 d); first-order 98 s line checked by hand; 3.06x quoted to reject; notice save shown not to fit; two-tier ($1.350) discussed and declined. Fully correct.", defects=[]),
 dict(file="b2_decision_record.md", scenario=B, notes="Scenario B. Architecture decision record, status Accepted, with Context / Options / Decision / Consequences. Intervals, fair share (820 s), notice and retention correct. The cost case is per GPU-hour at list price (3.06x; 152,000 GPU-h x list: $129,200 vs $395,200) and the consequences repeat it (67 % saving). The context says the EMA is the evaluated model, but the checkpoint list has no EMA weights.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (3.06x; $129,200 vs $395,200 = 152,000 GPU-h x list price) instead of per useful GPU-hour (~$1.36 vs ~$2.8, ~2.1x; ~$206k vs ~$428k).", ev="Spot is 3.06× cheaper per GPU-hour than on demand"),
   D("wall_hour_confusion","recommendation","warning",1,"The consequences repeat the list-price totals and saving ($129k vs $395k, 67 %).", ev="The run costs about $129k instead of $395k, a 67 % saving"),
   D("missing_state","q5","error",2,"The run keeps an EMA of the weights (the evaluated model), but the checkpoint list has no EMA weights.", ev=None, item="ema-weights"),
 ]),
 dict(file="b3_per_node_per_job.md", scenario=B, notes="Scenario B. Every figure given per node and per job (tables with both columns); two-tier plan from reportgen plan with its assumptions stated (Poisson, 95 GB/s shared equally, 78 % single-node failures, reclaims take all nodes). Derived per-node numbers shown with arithmetic (25 GB, 380 h, $20.80 / $6.80 per node-hour, 30 MB/s). Host RAM 2 TB per node given as measured (ambiguous). The cost section calls the 43.3 % overhead the goodput. The fp16 run's checkpoint list has no loss-scaler state.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"'goodput 43.3 %': 43.3 % is the overhead of 24 writers + async on spot; the two-tier plan's goodput is 63.0 % (as the same sentence says).", ev="(goodput 43.3 %)"),
   D("missing_state","q5","error",2,"The run is fp16 with dynamic loss scaling, but the checkpoint list has no loss-scaler state (scale, growth tracker).", ev=None, item="loss-scaler"),
   D("unstated_assumption","assumptions","ambiguous",0,"Host RAM of 2 TB per node is not in the scenario; it is given as measured on four nodes rather than as an assumption. A reviewer could accept the stated measurement as its source or ask for it to be marked as an assumption.", ev="2 TB (measured with `free -g` on four nodes of the pool)"),
 ]),
]
build("designdocs", docs, H)
