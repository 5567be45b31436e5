from build import D, build
H = """# Blind labelled evaluation set "05b" (blind-2026-12-05b, written 2026-12-02), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets (od-136-seismic-fp16-accum.yaml and
# spot-2304-codelm-bf16-ema.yaml, in this folder; numbers from `reportgen plan`). Written blind to
# reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the notice,
# q5 state, q6 retention, q7 the shared filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring of that line.
"""
A = "od-136-seismic-fp16-accum.yaml"
B = "spot-2304-codelm-bf16-ema.yaml"
SA = "Scenario od-136-seismic-fp16-accum (136 GPUs, 350 h/GPU, 1.3 s step, 13B seismic-waveform model, fp16 + dynamic loss scaling, 4-way accumulation with saves only at optimizer-step boundaries, no EMA; 210 GB in 140 s, 7 writers, 15 % snapshot, R 11 min; on-demand MTBF 16 h / $2.60, spot MTBF 70 min / $0.85, 75 s notice; JuiceFS, 35 other jobs). "
SB = "Scenario spot-2304-codelm-bf16-ema (2,304 GPUs, 110 h/GPU, 4.2 s step, 70B code LM, bf16 without loss scaling, EMA kept, one micro-batch per step; 1.3 TB in 520 s, 40 writers, 8 % snapshot, R 25 min; on-demand MTBF 3 h / $3.10, spot MTBF 100 min / $1.05, 90 s notice; Qumulo, 6 other jobs). "
docs = [
 dict(file="s1_runbook.md", scenario=A, notes=SA + "Runbook (normal operation / notice / failure / restore checklist / retention) followed by a rationale part. T* 4,016 / 1,518 / 588 s on demand, 159 s spot; fair share 720 s; two-tier spot every 718 s, durable 721 s, $1.095 vs $2.658 per useful GPU-h (2.43x, 3.06x quoted only to reject); notice save declared infeasible (743 s) with reasons; loss scaler included; accumulation buffers, EMA and tokenizer excluded with reasons; Poisson, host memory, 78 % stated as assumptions. Fully correct.", defects=[]),
 dict(file="s2_okr.md", scenario=A, notes=SA + "Quarterly planning doc as objectives and key results. Intervals, economics (3.06x rejected, 2.43x per useful hour), notice, fair share, retention correct; accumulation buffers correctly excluded (saves at step boundaries). The KR 3.1 contents list has no loss-scaler state although the run is fp16 with dynamic loss scaling; the recommendation has no condition to revisit.", defects=[
   D("missing_state","q5","error",2,"KR 3.1's checkpoint contents (weights + master, Adam moments, step, LR scheduler, RNG, data-loader position) have no loss-scaler / GradScaler state, required for fp16 with dynamic loss scaling.", item="loss-scaler"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision and its cost but no condition under which it would be revisited."),
 ]),
 dict(file="s3_reviewed.md", scenario=A, notes=SA + "Design doc with inline reviewer comments and the author's replies (one reply rejects finance's 3.06x; one correctly explains why accumulation buffers are not saved). Step time labelled as measured. The run total on spot is off by 10x ($1.095 x 47,600 = $52,122, written $521,000). A 5-minute peer-restore time (not in the scenario) is used in a calculation without being stated as an assumption (the 78 % figure next to it is stated).", defects=[
   D("arithmetic_error","q3","error",3,"$1.095 x 47,600 useful GPU-h = ~$52,100 (plan: $52,098), not ~$521,000; the total is 10x too large.", ev="≈ $521,000, against $126,517 on demand"),
   D("unstated_assumption","assumptions","error",2,"A node restored from its peer's memory is assumed back in 5 minutes instead of the given 11 min restart, and used to compute an overhead reduction, without being stated as an assumption.", ev="is back in 5 minutes instead of 11"),
 ]),
 dict(file="c1_budget_request.md", scenario=B, notes=SB + "Budget request to finance (ask / rationale table / engineering / notice / filesystem / contents / retention / assumptions / recommendation). 2.95x list ratio quoted only to reject it; $3.613 vs $1.375 per useful GPU-h (2.63x), $348,565 vs ~$915.7k (arithmetic shown); first-order model declared out of range; both constraints; notice save infeasible (105 s > 90 s) and worthless ($1.377 -> $1.378); fair share 91 s; EMA included, loss scaler and accumulation buffers excluded with reasons; assumptions stated. Fully correct.", defects=[]),
 dict(file="c2_three_strategies.md", scenario=B, notes=SB + "Tech lead comparing three candidate strategies (sharded sync, sharded async, two-tier) in a weighted scoring table (weighted sum arithmetic shown). Economics, notice, filesystem, retention correct; 2.95x rejected. Candidate B (async) describes the background writer but never states that the interval must exceed the background write; the checkpoint contents omit the EMA weights although the run keeps an EMA.", defects=[
   D("async_constraint_missing","q2","error",3,"The async candidate does not state its constraint: the interval must exceed the background write (13 s, ~91 s at the filesystem share), else snapshots queue in host memory and the loop stalls."),
   D("missing_state","q5","error",2,"The checkpoint contents omit the EMA weights, although the scenario keeps an EMA of the weights.", item="ema-weights"),
 ]),
 dict(file="c3_parameters.md", scenario=B, notes=SB + "Doc that gives all its inputs in one Parameters table up front (free host RAM labelled as measured, bandwidth labelled derived, 78 % labelled assumption). The async line reports the 16.6 % overhead as goodput; the spot section compares list prices (2.95x, $266,112 vs $785,664, 66 %) with no goodput, although the per-useful figure is computed above it; the notice section gives the action and its (nil) effect but nothing on what could make it fail.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"16.6 % is the exact overhead of sharded async on demand; its goodput is 85.7 %.", ev="T* ≈ 150 s (36 steps); goodput 16.6 %."),
   D("wall_hour_confusion","q3","error",8,"Spot vs on-demand compared per wall hour / list price (2.95x; 253,440 GPU-h x list: $266,112 vs $785,664, 66 %) instead of per useful GPU-hour ($1.375 vs $3.613, 2.63x; ~$349k vs ~$916k).", ev="253,440 GPU-h × $1.05 = $266,112 on spot"),
   D("missing_answer","q4","warning",3,"The notice section says what the job does and quantifies the effect, but not what could make the graceful path fail exactly when needed (save 105 s > 90 s notice at the share, reclaim waves, hung rank, in-flight drain)."),
 ]),
]
build("designdocs", docs, H)
