from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "l"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets, 3 each (both scenario YAMLs in this folder;
# numbers checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand/reserved interval, q2 sharding/async, q3 spot economics, q4 the
# preemption notice, q5 state, q6 retention, q7 the shared filer); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
A = "spot-120-pathology-fp16-accum-isilon-70s.yaml"
B = "reserved-2560-signvideo-bf16-ema-ontap-200s.yaml"
NA = ("Scenario spot-120-pathology (120 GPUs / 15 nodes, 240 h/GPU, 1.6 s step with 4-way gradient accumulation, "
      "260 GB in 180 s, 12 writers, 8 % snapshot, R 9 min; on-demand MTBF 16 h / $2.20, spot MTBF 75 min / $0.80, "
      "70 s notice; fp16 + GradScaler, no EMA; Isilon shared with 30 other jobs). ")
NB = ("Scenario reserved-2560-signvideo (2,560 GPUs / 320 nodes, 300 h/GPU, 4.2 s step, 6 TB in 1,500 s, 48 writers, "
      "6 % snapshot, R 25 min; reserved MTBF 3 h / $2.90, spot MTBF 100 min / $1.05, 200 s notice; bf16 without loss "
      "scaling, EMA kept, no accumulation; ONTAP filer shared with 6 other jobs). ")
docs = [
 dict(file="p1_design_not_assuming.md", scenario=A, notes=NA + "Team design doc with an 'Assumptions we are making' and an 'Assumptions we are not making' section (the latter rejects 2.75x, the 104 s interval and relying on the notice). Plan figures: T* 4,554 / 1,315 / 372 s on demand, 1,273 / 367 / 104 s spot, exact 9.4 / 3.3 / 1.6 % and 51.7 / 22.5 / 15.8 %; 2.41x per useful hour; filer share 465 s; two-tier every 290 steps, $0.956, $27,525, 11.9 d vs $64,388 / 10.2 d; notice save 16.2 s idle but up to 481 s at the share. State includes GradScaler; accumulation buffer, EMA and tokenizer excluded with reasons. Fully correct.", defects=[]),
 dict(file="p2_steering_priority.md", scenario=A, notes=NA + "Proposal to the GPU steering committee requesting a filer write slot and priority requeue. Restart labelled as measured (pilot). 2.75x quoted only to reject. Poisson, 78 % single-node and weights 1/7 stated as assumptions. The sharded on-demand step count multiplies by the step time (1,315 s x 1.6 = 2,104) instead of dividing (822 steps). Host RAM of 2 TB per node asserted as fact. The state list (fp16 run) has no GradScaler / loss-scaler state.", defects=[
   D("arithmetic_error","q2","error",3,"1,315 s at 1.6 s per step is ~822 steps, not ~2,104 (the interval was multiplied by the step time instead of divided).", ev="(21.9 min, ≈ 2,104 steps)"),
   D("unstated_assumption","assumptions","error",2,"Asserts 2 TB of host RAM per node as a fact and argues with it (room for three 17.3 GB snapshots); not in the scenario and not stated as an assumption or measurement.", ev="Our nodes have 2 TB of host RAM each"),
   D("missing_state","q5","error",2,"The run is fp16 with dynamic loss scaling, but the checkpoint contents (master weights, Adam m/v, step, LR scheduler, RNG, data-loader position, shard map, config, commit, manifest) have no GradScaler / loss-scale state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="p3_newcomer_check.md", scenario=A, notes=NA + "New team member re-deriving a senior's plan section by section (Plan / My check / Verdict). Quotes the senior's draft 2.75x / $23,040 vs $63,360 only to reject it. Flags and then accepts the exclusion of the gradient-accumulation buffer (checkpoints at optimizer-step boundaries). Figures correct. The async part covers snapshot consistency and pinned buffers but not interval > background write. Asserts a 25 GB/s node-to-node link as fact. The notice section gives the action and the effect but nothing on what could make the save fail when needed.", defects=[
   D("async_constraint_missing","q2","error",3,"The async check covers the blocking cost, snapshot consistency after the optimizer step and pinned host buffers, but never states that the interval must exceed the background write (15 s idle, ~465 s at the filer share) nor what happens otherwise (queued snapshots, host memory filling, the loop stalling).", ev=None),
   D("unstated_assumption","assumptions","error",2,"Asserts node-to-node links of 25 GB/s as a fact and computes a sub-second replica time with it; not in the scenario and not among the listed assumptions.", ev="the node-to-node links carry 25 GB/s"),
   D("missing_answer","q4","warning",3,"The 70 s notice section gives the action (finish the step, sharded save) and the effect ($0.926 -> $0.921) but nothing on what could make the emergency save fail exactly when needed (bulk reclaim, up to ~481 s at the filer share, a drain in flight, a hung rank, unwarned hardware failures).", ev=None),
 ]),
 dict(file="s1_ops_handbook.md", scenario=B, notes=NB + "Operations handbook page for the checkpoint service (settings table, why-these-numbers, enforced rules, runbook, contents, retention, assumptions, decision record). Plan figures: T* 5,692 / 822 / 201 s reserved, 4,243 / 612 / 150 s spot; exact 104.7 / 24.1 / 17.4 % and 186.1 / 42.5 / 32.4 %; first-order 66.6 % shown and rejected as out of range; 2.76x quoted only to reject, 2.45x per useful hour; filer share 219 s; two-tier every 52 steps, $1.389, ~$1.07M, 16.5 d vs $3.397 / ~$2.61M / 14.6 d; notice save at-notice $1.398 vs before-kill $1.384, up to 252 s at the share. EMA and tokenizer in the state; loss scaler and accumulation buffer excluded with reasons. Fully correct.", defects=[]),
 dict(file="s2_spot_only.md", scenario=B, notes=NB + "Doc that evaluates the spot pool only, with reserved capacity as the fallback. Host memory labelled as measured. Intervals, filer share (219 s), two-tier plan and the notice analysis correct. The cost section compares list prices per GPU-hour (2.76x; 768,000 GPU-h x $1.05 = $806,400 vs x $2.90 = $2,227,200, saving $1.42M) and calls the overhead time, not money; the recommendation repeats it. The state list omits the EMA weights the run keeps.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares list prices per GPU-hour (2.76x; 768,000 x $1.05 = $806,400 vs x $2.90 = $2,227,200) instead of per useful GPU-hour (~$1.39 vs ~$3.40, ~2.45x; ~$1.07M vs ~$2.61M), and says the 32 % overhead costs time, not money.", ev="so spot is 2.76× cheaper: 768,000 GPU-hours × $1.05"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals ($806k vs $2.23M, $1.42M saving).", ev="Cost: about $806k instead of $2.23M on reserved"),
   D("missing_state","q5","error",2,"The run keeps an EMA of the weights (stated in the job description), but the checkpoint contents have no EMA weights; retention keeps only 'weights-only' milestones.", ev=None, item="ema-weights"),
 ]),
 dict(file="s3_numbered_claims.md", scenario=B, notes=NB + "Ten numbered claims, each followed by its evidence. Intervals and economics correct (2.76x quoted only to reject; $1.390 vs $3.405; 16.5 vs 14.7 d). Claim 1 calls the single-writer reserved goodput (48.8 %) the overhead (exact overhead 104.7 %). Claim 5 computes the filer share as 7 x 6 TB / 192 GB/s = 21.9 s (correct ~219 s) and concludes the filer is not a constraint, so the async check and the recommended 150 s interval carry it forward (ambiguous). The recommendation has a decision and a revisit condition but no cost.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"48.8 % is the goodput of the single-writer reserved plan; its exact-model overhead is 104.7 %.", ev="the run spends 48.8 % overhead on checkpoints"),
   D("arithmetic_error","q7","error",3,"7 x 6,000 GB / 192 GB/s = 42,000 / 192 ~ 219 s, not 21.9 s; the filer share does bind (durable writes at most every ~220 s, longer than the 150 s optimum).", ev="7 × 6 TB / 192 GB/s ≈ 21.9 s"),
   D("arithmetic_error","q2","ambiguous",0,"Carry-forward only (neutral): at the real filer share a background write takes ~219 s, longer than the 150 s interval declared safe.", ev="150 s against 31.25 s is safe"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the recommendation keeps the 150 s interval on the strength of the wrong filer share.", ev="checkpoints every 36 steps (150 s)"),
   D("recommendation_incomplete","recommendation","error",3,"The recommendation gives a decision (spot, sharded async every 36 steps) and a revisit condition, but no cost figure ($ per useful GPU-hour or run total).", ev=None),
 ]),
]
build("designdocs", docs, H)
