from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "l"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-320-codellm.yaml, in this folder; numbers
# from `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the 90 s
# notice, q5 state, q6 retention, q7 the shared GPFS); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-320-codellm.yaml"
docs = [
 dict(file="c1_design_doc.md", scenario=S, notes="Scenario spot-320-codellm (320 GPUs, 150 h/GPU, 1.2 s step, 210 GB in 90 s, 10 writers, R 12 min; on-demand MTBF 6 h / $2.60, spot MTBF 90 min / $0.95, 90 s notice; 12 other jobs on GPFS). Team design doc: Background / Goals / Non-goals / Assumptions A1-A5 (Poisson stated) / Design / Alternatives considered / Decision. Correct: T* 1,972 / 624 / 197 s on demand, 986 / 312 / 99 s spot; first-order 12.5 / 6.2 / 4.3 %, exact 16.6 % spot async; $1.107 vs $2.714 per useful GPU-h (2.45x, not 2.74x); fair share 117 s; $53.2k / 7.3 d vs $130.3k / 6.5 d; notice save best-effort (fails at the fair share). bf16, no EMA stated; tokenizer and shard map included. Fully correct.", defects=[]),
 dict(file="c2_team_wiki.md", scenario=S, notes="Scenario spot-320-codellm. Team wiki page (breadcrumb, Summary / Inputs / Interval / Cost / GPFS / notice / contents / retention / Decision). Intervals, fair share and notice analysis correct, but the Cost section prices 48,000 GPU-h at list price ($124,800 vs $45,600, saves $79,200, 63 %) and calls the overhead calendar-only; Summary and Decision repeat it. The contents list has no data-loader position.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares 48,000 GPU-h at list price ($124,800 vs $45,600, 2.74x, 63 % saving) instead of per useful GPU-hour (~$2.71 vs ~$1.11, 2.45x; ~$130k vs ~$53k), claiming the overhead costs only calendar time.", ev="Spot saves $79,200 (63 %)"),
   D("wall_hour_confusion","recommendation","warning",1,"The decision repeats the list-price totals and the 63 % saving.", ev="Cost: $45,600 for the run instead of $124,800 on demand"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the Summary bullet states the per-GPU-hour list-price ratio as the reason for spot.", ev="Why spot: spot is 2.74× cheaper than on-demand per GPU-hour"),
   D("missing_state","q5","error",2,"The checkpoint contents (master weights, Adam m/v, optimizer step, LR scheduler, RNG, tokenizer/config/SHA, shard map) have no data-loader position (epoch, consumed samples, shuffle seed).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="c3_proposal_onepager.md", scenario=S, notes="Scenario spot-320-codellm. One-page proposal for an infra review with bold numbered run-in paragraphs (**1. Context.** ... **9. Recommendation.**). Economics per useful hour correct (2.74x rejected). Spot async interval 98.6 s written as ~118 steps (98.6 x 1.2; correct ~82); the recommendation repeats 118 steps (carry-forward). The async constraint is only snapshot consistency and pinned buffers. The recommendation has a decision and cost but no condition to revisit.", defects=[
   D("arithmetic_error","q3","error",3,"98.6 s / 1.2 s per step ~ 82 steps, not 118 (the interval was multiplied by the step time).", ev="≈ 98.6 s ≈ 118 steps"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the recommendation repeats the 118-step interval.", ev="async checkpoints every 118 steps"),
   D("async_constraint_missing","q2","error",3,"The async item gives only snapshot consistency at a step boundary and pinned host buffers; it never says the interval must exceed the 9 s background write, or that otherwise snapshots queue, host memory fills and the loop stalls.", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation (spot, sharded async, durable in the 117 s slot; ~$1.11 per useful GPU-h, ~$53k vs ~$130k) gives no condition under which to revisit it.", ev=None),
 ]),
]
build("designdocs", docs, H)
