from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "04b"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets (spot-128-driving-minio-90s.yaml and
# lowpri-1280-dialogue-daos-fp16.yaml, in this folder; numbers from `reportgen plan`). Written blind to
# reportgen's lint/grade code. The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy:
# each defect sits under the nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot
# economics, q4 the notice, q5 state, q6 retention, q7 the shared filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S1 = "spot-128-driving-minio-90s.yaml"
S2 = "lowpri-1280-dialogue-daos-fp16.yaml"
docs = [
 dict(file="f1_reply_to_reviewer.md", scenario=S1, notes="Scenario spot-128-driving-minio-90s. Reply to a reviewer's numbered comments ('Re 1:' ... 'Re 7:'). Intervals, economics (3.05x quoted only to reject; $1.115 vs $2.959, 2.65x) and the async constraint correct. Fair share computed as 61.5 s (correct 615 s), so every 127 s checkpoint is sent to MinIO; the decision carries it (ambiguous). The state list omits the EMA weights although the run keeps an EMA; loss scaler (bf16) and tokenizer (camera frames) correctly excluded with reasons.", defects=[
   D("arithmetic_error","q7","error",3,"41 x 600 GB / 40 GB/s = 24,600 GB / 40 GB/s = 615 s, not 61.5 s; the conclusion that MinIO does not bind at a 127 s interval is wrong (durable writes only every ~615 s).", ev="once every 41 × 600 GB / 40 GB/s ≈ 61.5 s"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the decision writes every 127 s checkpoint to MinIO on the strength of the wrong fair-share figure.", ev="every 116 steps (127 s), each written to MinIO"),
   D("missing_state","q5","error",2,"The run keeps an EMA of the weights (inputs: 'Checkpoint 600 GB including the EMA copy'), but the state list (master weights, Adam m/v, step, LR scheduler, RNG, data position) has no EMA weights.", ev=None, item="ema-weights"),
 ]),
 dict(file="f2_weekly_status.md", scenario=S1, notes="Scenario spot-128-driving-minio-90s. Weekly status update (Highlights / Inputs / Checkpoint plan and numbers / Decision needed / Next week). Own inputs labelled as measured; A1-A6 (Poisson stated). Interval table with a worked example; exact overheads; 3.05x quoted only to reject; $1.115 vs $2.959 and, under the MinIO share, $1.156 vs $2.960, $41,415 / 14.2 d; fair share 615 s -> two-tier every 558 steps; notice save declared unreliable at the share; state table incl. EMA, loss scaler and tokenizer excluded with reasons. Fully correct.", defects=[]),
 dict(file="f3_storage_capacity_note.md", scenario=S1, notes="Scenario spot-128-driving-minio-90s. Capacity-planning note from the storage team, focused on MinIO: fair share 615 s shown two ways, interval table, two-tier recommendation ($1.156, $41,415, 14.2 d), 3.05x rejected, notice unreliable at the share. Asserts an 8+4 erasure-coding layout (1.5x raw) as a fact in the capacity table. Retention is a capacity table (counts, logical and raw TB) with no purpose for any class. State list complete incl. EMA.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts MinIO's erasure coding (8 data + 4 parity, 1.5x raw) as a fact and computes the raw-capacity column with it; not in the scenario and not among the stated assumptions S1-S6.", ev="erasure-coded 8 data + 4 parity"),
   D("missing_answer","q6","warning",4,"Retention is given as classes with counts and sizes (latest 2, 4-hourly for 24 h, 72-h milestones) but no class is justified by what it is for (restart fallback, rollback past a loss spike, evaluation/release).", ev=None),
 ]),
 dict(file="g1_cost_proposal.md", scenario=S2, notes="Scenario lowpri-1280-dialogue-daos-fp16. Proposal with an inputs table (own inputs labelled measured), A1-A6 (Poisson stated), interval/overhead table with a hand check, a cost table per useful GPU-hour for every strategy (list-price 2.62x row shown and rejected), fair share 162 s -> two-tier every 39 steps, notice save unreliable, state table with a statistical-resume column incl. the loss scaler (fp16), EMA correctly excluded (none kept), retention with purposes, decision with cost and revisit. Fully correct.", defects=[]),
 dict(file="g2_runbook.md", scenario=S2, notes="Scenario lowpri-1280-dialogue-daos-fp16. Runbook with 'When X happens' sections after a design-numbers block. Numbers correct (2.62x rejected; fair share 162 s; notice save unreliable). The async writer is described (pinned buffers after optimizer.step) but the interval-vs-background-write constraint is never stated. The completeness table has no loss-scaler state although the run is fp16 with dynamic loss scaling. The closing decision has no cost figure.", defects=[
   D("async_constraint_missing","q2","error",3,"The async design is described (snapshot after optimizer.step into pinned buffers, writer copies from them) but nowhere says the interval must exceed the 12.5 s background write or what goes wrong if not (snapshots queue, host memory fills, the loop stalls).", ev=None),
   D("missing_state","q5","error",2,"The run is fp16 with dynamic loss scaling (design numbers), but the checkpoint-completeness table has no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
   D("recommendation_incomplete","recommendation","error",3,"The closing decision gives the choice (low-priority, two-tier every 39 steps) and revisit conditions but no cost ($0.907 per useful GPU-hour, ~$139k vs ~$349k).", ev=None),
 ]),
 dict(file="g3_yaml_config.md", scenario=S2, notes="Scenario lowpri-1280-dialogue-daos-fp16. Checkpoint settings as fenced YAML snippets with arithmetic in comments, prose between. On-demand interval in steps written as 798 (190 s x 4.2; correct 45). The cost block labels the 13.4 % low-priority overhead as goodput. Everything else correct (2.50x per useful hour, 2.62x rejected, fair share 162 s, loss scaler required, EMA not applicable, retention with purposes).", defects=[
   D("arithmetic_error","q1","error",3,"190 s / 4.2 s per step = 45 steps, not 798 (798 is 190 x 4.2).", ev="interval_steps: 798"),
   D("overhead_goodput_confusion","q3","error",3,"Labels the low-priority overhead (13.4 %) as goodput ('share of each wall hour the pool gives us'); the goodput is 88.2 %.", ev="goodput: 13.4%"),
 ]),
]
build("designdocs", docs, H)
