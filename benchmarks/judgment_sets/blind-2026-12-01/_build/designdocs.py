from build import D, build
H = """# Blind labelled evaluation set (2026-12-01), subset `designdocs/`: 6 team-style design documents for
# two scenarios not in inputs/ (pretrain-1024.yaml, spot-finetune-64.yaml, in this folder; numbers
# checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question; expected_score = 100 - deductions, questions a design doc does not
# address (e.g. q4/q7) are not penalized. line: 1-based; null for absences; evidence: exact substring.
# severity `ambiguous` (0 points) marks carry-forward numbers that follow consistently from a labelled
# error: a finding there counts neither as a hit nor as a false alarm.
"""
A = "pretrain-1024.yaml"; B = "spot-finetune-64.yaml"
docs = [
 dict(file="a1_pretrain_design.md", scenario=A, notes="Scenario pretrain-1024 (on-demand only). Full design doc: Summary, Context, Checkpoint cadence, Cost, Constraints, State, Retention, Risks, Rollout, Assumptions. Correct: T* 5,091 / 900 / 255 s, first-order 29 / 9.7 / 6.7 %, exact 35.1 / 10.2 / 7.1 %, $3.10 per useful GPU-h, $3.18M, 44.6 d; Poisson assumption stated.", defects=[]),
 dict(file="a2_pretrain_rfc.md", scenario=A, notes="Scenario pretrain-1024. RFC layout. MTBF 6 h converted as 36,000 s (should be 21,600 s); T* 329 s, 4.3 % waste, $3.02, $3.09M, 43.5 d follow from it. Async proposal with no interval-vs-write constraint. State list lacks RNG and data-loader position.", defects=[
   D("arithmetic_error","q2","error",3,"6 h converted to 36,000 s instead of 21,600 s; the proposed T* (329 s, 78 steps) and waste (4.3 %) follow from it (correct: ~255 s, ~61 steps, ~6.7 %).", ev="M = 6 h = 36,000 s"),
   D("arithmetic_error","q3","ambiguous",0,"Carry-forward only (neutral): cost $3.02 per useful GPU-h, $3.09M, 43.5 days follow consistently from the wrong MTBF (correct first-order: ~$3.10, ~$3.17M, ~44.5 d).", ev="At $2.90 × 1.043 ≈ $3.02 per useful GPU-hour"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the recommendation restates 78 steps and $3.02 from the wrong MTBF.", ev="every ≈ 78 steps"),
   D("async_constraint_missing","q2","error",3,"Proposes async checkpoints but never states that the interval must exceed the ~18.75 s background write, or what happens otherwise.", ev=None),
   D("missing_state","q5","error",2,"State list has no RNG state.", ev=None, item="rng-state"),
   D("missing_state","q5","error",2,"State list has no data-loader position (epoch / consumed samples / shuffle seed).", ev=None, item="data-position"),
 ]),
 dict(file="a3_pretrain_onepager.md", scenario=A, notes="Scenario pretrain-1024. Plain-text one-pager. Calls the async option's 6.7 % waste its goodput; asserts a 120 GB/s filesystem write bandwidth as fact; recommendation has decision and cost but no revisit condition. Numbers otherwise correct.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"The async option's first-order waste (6.7 %) is called 'the run's goodput' (goodput is ~93.7 %). The cost section then uses 6.7 % correctly as waste.", ev="which is the run's goodput under this option"),
   D("unstated_assumption","assumptions","error",2,"Asserts the parallel filesystem sustains 120 GB/s (and derives a 17.5 s drain from it); not in the scenario facts and not stated as an assumption.", ev="the parallel filesystem sustains 120 GB/s of writes"),
   D("recommendation_incomplete","recommendation","error",2,"Recommendation gives a decision and a cost but no condition under which to revisit.", ev=None),
 ]),
 dict(file="b1_finetune_design.md", scenario=B, notes="Scenario spot-finetune-64. Full design doc, correct: spot sharded+async T* 90 s (45 steps), first-order 45 %, exact ~61 % overhead, $1.93 vs $3.61 per useful GPU-h (1.9x, not 3x), 3.2 vs 2.0 days; 45 s save does not fit the 30 s notice; Poisson assumption stated.", defects=[]),
 dict(file="b2_finetune_proposal.md", scenario=B, notes="Scenario spot-finetune-64. Proposal. Computes 45 % waste / 69 % goodput correctly but prices the run per wall hour (3,072 x list price, '3x cheaper', '67 % saving'); recommendation repeats it. Says fp16 but no loss scaler in the state table.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares spot and on-demand at list price x GPU-hours ('3x cheaper', '67 % saving'; $3,686 vs $11,059) instead of per useful GPU-hour (~$1.74-1.93 vs ~$3.61, ~1.9-2.1x).", ev="Spot is 3× cheaper: a 67 % saving on every fine-tune."),
   D("wall_hour_confusion","recommendation","warning",1,"Recommendation carries the per-wall-hour figures forward ('cuts the compute bill by two thirds', $3.7k vs $11.1k).", ev="This cuts the compute bill by two thirds"),
   D("missing_state","q5","error",2,"The doc states fp16 mixed precision but the checkpoint table has no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="b3_finetune_wiki.md", scenario=B, notes="Scenario spot-finetune-64. Wiki page with setext headings. Uses the 8-min on-demand restart on spot (spot restart is 12 min): 31.7 % instead of 45 %; $1.58, $4.9k, 2.6 d follow. Asserts 50 GB/s fabric per node. Async described without the interval constraint. 'Next steps' recommendation has decision and revisit, no cost.", defects=[
   D("arithmetic_error","q3","error",3,"Spot waste computed with R = 8 min (the on-demand restart) although spot restarts take 12 min: R/M 26.7 % instead of 40 %, total 31.7 % instead of ~45 %; $1.58 per useful GPU-h, $4.9k and 2.6 days follow (correct first-order ~$1.74, ~$5.3k, ~2.9 d).", ev="Spot, R = 8 min = 480 s"),
   D("unstated_assumption","assumptions","error",2,"Asserts an inter-node fabric of 50 GB/s per node (0.45 s peer copy); not in the scenario and not stated as an assumption.", ev="The inter-node fabric moves 50 GB/s per node"),
   D("async_constraint_missing","q2","error",3,"Async mode is described but the doc never states that the 45 s background write must finish within the 90 s interval, or what happens otherwise.", ev=None),
   D("recommendation_incomplete","recommendation","error",3,"The 'Next steps' recommendation has a decision and a revisit condition but no cost figure.", ev=None),
 ]),
]
build("designdocs", docs, H)
