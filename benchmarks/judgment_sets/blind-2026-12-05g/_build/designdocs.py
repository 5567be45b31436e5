from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "g"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets (spot-104-gnn-bf16-ema-beegfs-90s.yaml and
# od-224-codelm-fp16-accum-minio-40s.yaml, in this folder; numbers from `reportgen plan`). Written blind
# to reportgen's lint/grade code. The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by
# analogy: each defect sits under the nearest exercise question (q1 on-demand interval, q2 sharding/async,
# q3 spot economics, q4 the notice, q5 state, q6 retention, q7 the shared filesystem);
# expected_score = 100 - deductions. line: 1-based; null for absences; evidence: exact substring.
# severity `ambiguous` (0 points): a carry-forward of a labelled error.
"""
A = "spot-104-gnn-bf16-ema-beegfs-90s.yaml"
B = "od-224-codelm-fp16-accum-minio-40s.yaml"
docs = [
 dict(file="a1_team_qa.md", scenario=A, notes="Scenario A (104 GPUs, 3B materials GNN, bf16 no loss scaling, EMA kept, no accumulation; 250 GB / 100 s / 10 writers; R 9 min; on-demand 16 h / $2.60; spot 80 min / $0.85, 90 s notice; BeeGFS with 25 other jobs). Bold Q: / A: pairs the team asked itself. Assumptions 1-7 (Poisson, 1/7 weights). T* 3,394 / 1,073 / 339 s on demand, 98 s spot; $2.640 vs $0.973 (2.71x; 3.06x list-price ratio rejected); fair share 260 s derived (25 GB/s = 250 GB / 100 s x 10); notice save declared unreliable at the share; EMA in the state; loss scaler, accumulation buffers and tokenizer excluded with reasons; two-tier 324 steps / 259 s, $0.983, $30,674, 14.5 d. Fully correct.", defects=[]),
 dict(file="a2_alternatives_proposal.md", scenario=A, notes="Scenario A. Proposal with an 'Alternatives considered' table (six options with interval, overhead/goodput, $/useful GPU-h, run cost, days, verdict). Numbers from plan; 3.06x quoted to reject it; loss scaler, accumulation and tokenizer excluded with reasons. Asserts a PCIe host-link bandwidth as a fact. The checkpoint-contents list omits the EMA weights although the run keeps an EMA.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 'PCIe Gen4 links move 25 GB/s to host memory' per node as a fact and computes the snapshot time from it; not in the scenario and not among the stated assumptions A1-A5.", ev="PCIe Gen4 links move 25 GB/s"),
   D("missing_state","q5","error",2,"The run keeps an EMA of the weights (stated in Context), but the bit-exact checkpoint list has no EMA weights; a resume would restart the average.", ev=None, item="ema-weights"),
 ]),
 dict(file="a3_handover_note.md", scenario=A, notes="Scenario A. Handover note from the current owner to a new owner of the job ('Things that will bite you'). The on-demand async fallback interval is converted to steps by multiplying by the step time (339 s x 0.8 = 271; correct 424). The async section describes the snapshot and background drain but never the interval-vs-write constraint. The closing decision has a decision and a cost but no revisit condition. State list (with EMA), notice failure modes and fair share correct; 3.06x rejected.", defects=[
   D("arithmetic_error","q2","error",3,"339 s / 0.8 s per step = 424 steps, not 271 (339 x 0.8 was computed instead).", ev="339 s = 271 steps"),
   D("async_constraint_missing","q2","error",3,"The sharded + async section never states that the interval must exceed the 10 s background write, or what goes wrong if it does not (snapshots queue, pinned host memory fills, the loop blocks).", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"The 'Current decision' gives the decision and its cost ($0.983 per useful GPU-h, $30,674, 14.5 d) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="b1_shared_cluster_group.md", scenario=B, notes="Scenario B (224 GPUs, 11B code LM, fp16 with dynamic loss scaling, no EMA, 4 accumulated micro-batches per 2.8 s optimizer step, saves only at step boundaries; 500 GB / 250 s / 20 writers; R 16 min; on-demand 7 h / $2.20; spot 100 min / $0.70, 40 s notice; MinIO with 60 other jobs). Written for a research group sharing the cluster and its object store. Assumptions 1-5; derived 40 GB/s and 762 s shown; T* 3,550 / 794 / 251 s, spot 122 s; $2.309 vs $0.840 (2.75x; 3.14x rejected); notice save unreliable at the share; state table with GradScaler and tokenizer; accumulation buffers and EMA excluded with reasons; two-tier 136 steps / 381 s, durable 764 s, $0.876, $39,239, 10.4 d. Fully correct.", defects=[]),
 dict(file="b2_architecture.md", scenario=B, notes="Scenario B. Architecture doc: numbered component list (trainer, snapshot agent, peer replicator, drainer, committer, slot scheduler, notice watcher, restorer) and the data flow in prose. Own snapshot time labelled as measured (1.3 s) next to the scenario's 1.25 s. The spot section reports the 20.0 % exact overhead as goodput. The state list omits the GradScaler although the run is fp16 with dynamic loss scaling. Everything else matches plan.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"The spot sharded + async exact overhead (20.0 %) is reported as goodput; goodput is 83.3 %.", ev="gives a goodput of 20.0 %"),
   D("missing_state","q5","error",2,"The run is fp16 with dynamic loss scaling, but the captured state has no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="b3_open_questions.md", scenario=B, notes="Scenario B. Sync-meeting doc ending with open questions and an action-item checklist. Intervals, async constraint, fair share and notice correct. The spot cost is argued at list price (3.14x, 68 %, $31,360 vs $98,560 for 44,800 GPU-h), saying the overhead only stretches the schedule; the recommendation repeats the list-price totals. The checkpoint contents have no data-loader position.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall hour / list price (3.14x, 68 % saving, 44,800 GPU-h x list price = $31,360 vs $98,560) instead of per useful GPU-hour (~$0.84-0.88 vs ~$2.31, ~2.6-2.75x; ~$39k vs ~$103k), claiming the overhead does not affect the bill.", ev="Spot is 3.14× cheaper than on demand ($2.20 / $0.70)"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($31,360 vs $98,560, 68 %).", ev="At list price it costs $31,360 instead of $98,560"),
   D("missing_state","q5","error",2,"The checkpoint contents have no data-loader position (epoch, token offset per shard, shuffle seed / order).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
]
build("designdocs", docs, H)
