from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "j"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets (spot-200-legal-gluster-100s.yaml and
# od-704-satellite-fp16-ema.yaml, in this folder; numbers checked with `reportgen plan`). Written blind
# to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 single-writer interval, q2 sharding/async, q3 spot economics, q4 the
# notice, q5 state, q6 retention, q7 the shared filesystem); questions a document's scenario does not
# raise (spot and the notice for the on-demand-only satellite scenario; the shared filesystem for the
# legal-LM scenario, which has no other jobs) are not penalised. expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring.
"""
A = "spot-200-legal-gluster-100s.yaml"
B = "od-704-satellite-fp16-ema.yaml"
docs = [
 dict(file="p1_onepage_proposal.md", scenario=A, notes="Scenario spot-200-legal-gluster-100s (200 GPUs, 220 h/GPU, 2.4 s optimizer step = 2 x 1.2 s micro-batches, 500 GB in 200 s, 10 writers, R 11 min; on demand MTBF 14 h / $2.65, spot MTBF 80 min / $0.90, 100 s notice; bf16 without loss scaling, no EMA, checkpoints only at optimizer-step boundaries). One-page proposal: one summary table with every option (T*, steps, waste with its terms, $/useful GPU-h, run cost, days) and bullet rationale. First-order figures throughout (spot sharded + async 139 s / 58 steps / 16.6 %, $1.05 vs $2.71, 2.6x; 2.94x list ratio quoted only to reject it). Loss scaler, EMA and accumulation buffers correctly excluded with reasons. Fully correct.", defects=[]),
 dict(file="p2_options_scoring.md", scenario=A, notes="Scenario spot-200-legal-gluster-100s. Design doc with Options considered A/B/C (on demand sharded + async; spot sharded; spot sharded + async + notice save) and a weighted scoring table (arithmetic shown). Option C's step count divides 139 s by the 1.2 s micro-batch instead of the 2.4 s optimizer step (116 instead of 58 optimizer steps). The decision has a choice and a cost but no revisit condition. Everything else correct; 2.94x quoted only to reject it.", defects=[
   D("arithmetic_error","q3","error",3,"Spot sharded + async interval in steps: an optimizer step is 2.4 s (2 micro-batches of 1.2 s), so 139 s is ~58 optimizer steps, not 139 / 1.2 = 116.", ev="139 / 1.2 ≈ 116 optimizer steps"),
   D("recommendation_incomplete","recommendation","error",2,"The decision (option C) gives the choice and its cost (~$1.05 per useful GPU-hour, ~$46k, ~10.7 days) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="p3_manager_doc.md", scenario=A, notes="Scenario spot-200-legal-gluster-100s. Engineering manager's summary for a steering meeting, deliberately rounded numbers (~450 s, ~140 s, ~58 steps; rounding is not a defect). Asserts a 6-minute spot restart (cached images) as a fact and computes the spot waste with it (~10 %, ~10 days; these carry-forward numbers are not labelled again). Cost compared per GPU-hour at list price (about 3x, ~$40k vs ~$117k, waste 'costs a day, not money'); the recommendation repeats it. State list, async constraint, notice failure modes, retention purposes and revisit condition present.", defects=[
   D("unstated_assumption","assumptions","error",2,"A 6-minute restart on spot (cached container image and dataset index) is asserted as a fact and used in the spot waste; it is not in the facts (restart is 11 min) and is not stated as an assumption.", ev="On spot our restart will be quicker, about 6 minutes"),
   D("wall_hour_confusion","q3","error",8,"Compares list price per GPU-hour ($0.90 vs $2.65, about 3x; ~$40k vs ~$117k for 44,000 GPU-hours) instead of per useful GPU-hour (~$1.05 vs ~$2.71, ~2.6x; ~$46k vs ~$119k with the given restart), claiming the waste costs time, not money.", ev="Spot is about 3× cheaper: $0.90 against $2.65 per GPU-hour"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals (~$40k instead of ~$117k).", ev="Cost ≈ $40k instead of"),
 ]),
 dict(file="s1_rfc_detailed_math.md", scenario=B, notes="Scenario od-704-satellite-fp16-ema (704 GPUs, 180 h/GPU, 1.8 s step, 1.6 TB in 480 s, 24 writers, R 16 min, MTBF 7 h, $2.35, on demand only; fp16 with dynamic loss scaling; EMA kept; 40 other jobs on the filesystem; 90B parameters). Technical RFC with a 'Detailed math' appendix: T* 4,918 / 1,004 / 317 s, fair share 41 x 1.6 TB / 80 GB/s = 820 s binds, interval 456 steps (820.8 s), 5.68 %, $2.48, ~$315k, 7.9 d; exact-model cross-check from reportgen plan with the Poisson assumption stated. Loss scaler and EMA included (conditions hold); tokenizer and accumulation buffers excluded with reasons. Fully correct.", defects=[]),
 dict(file="s2_todos_review.md", scenario=B, notes="Scenario od-704-satellite-fp16-ema. Working design v3 with open TODOs and resolved reviewer comments in blockquotes (a reviewer's 317 s objection accepted, tokenizer and accumulation buffers correctly declined). The single-writer baseline's 23.3 % waste is called goodput. The state table has EMA weights but no loss-scaler state although the doc says fp16 with dynamic loss scaling. Everything else correct.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The single-writer baseline's 23.3 % is the waste (overhead); its goodput is ~81.1 %.", ev="goodput 23.3 %"),
   D("missing_state","q5","error",2,"The document trains in fp16 with dynamic loss scaling, but the state table (master weights, Adam moments, step count, LR schedule, EMA, RNG, data position) has no loss-scaler state (scale, growth tracker).", ev=None, item="loss-scaler"),
 ]),
 dict(file="s3_restart_time.md", scenario=B, notes="Scenario od-704-satellite-fp16-ema. Doc about cutting the 16-minute restart, with the checkpoint plan as context. Own inputs labelled as measured (drill breakdown 2 + 6 + 8 min) and targets labelled as targets (7 min), a derived 20 s read time and a hot-spare cost with its arithmetic (non-defects). The async bullet never says the interval must exceed the background write or what goes wrong otherwise. The retention line lists classes with no purpose for any of them. Everything else correct.", defects=[
   D("async_constraint_missing","q2","error",3,"The asynchronous checkpoint is described (2 s blocking, background write from host memory) but the doc never states that the interval must exceed the background write (20 s, up to 820 s under contention) or what happens otherwise (snapshots queue, host memory fills, the loop stalls).", ev=None),
   D("missing_answer","q6","warning",4,"Retention lists the classes (last 2; every 4 h for 24 h; every 72 h; final) without saying what any of them is for.", ev=None),
 ]),
]
build("designdocs", docs, H)
