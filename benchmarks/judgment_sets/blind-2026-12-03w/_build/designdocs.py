from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "w"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-576-recsys-gpfs.yaml, in this folder; numbers
# from `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 reserved interval, q2 sharding/async, q3 spot economics, q4 the 90 s
# notice, q5 state, q6 retention, q7 the shared GPFS); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring.
"""
S = "spot-576-recsys-gpfs.yaml"
docs = [
 dict(file="z1_team_wiki_faq.md", scenario=S, notes="Scenario spot-576-recsys-gpfs (576 GPUs, 250 h/GPU, 1.8 s step, 1.0 TB in 300 s, 12 writers, R 12 min; reserved MTBF 8 h / $2.80, spot MTBF 90 min / $0.95, 90 s notice; GPFS with 40 other jobs). Team wiki page (breadcrumb line, summary, facts table, A1-A6 with Poisson stated, tables) ending in a FAQ. Correct: T* 4,157 / 1,200 / 379 s reserved, 1,800 / 520 / 164 s spot; first-order 16.9 / 6.7 / 3.8 %, spot 16.4 %; exact $1.124 vs $2.912 (2.59x, 2.95x quoted only to reject); fair share 1,025 s; two-tier 511 s / 1,027 s, $1.199, $172,622, 13.1 d (plan). Loss scaler, EMA and accumulation buffers excluded with reasons. Fully correct.", defects=[]),
 dict(file="z2_launch_readiness.md", scenario=S, notes="Scenario spot-576-recsys-gpfs. Launch-readiness review doc (READY / OPEN status per numbered section). Intervals, notice (with failure mode), state, retention and fair share correct. The cost comparison is per hour of cluster time (576 x list price: $547.20 vs $1,612.80 per hour, 2.95x; 144,000 GPU-h x list: $136,800 vs $403,200), with the overhead called time, not cost. The async section covers only pinned pre-allocated buffers and step-boundary consistency. The proposal has a decision and a revisit condition but no cost.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares spot and reserved per wall hour of the cluster at list price (2.95x; $136,800 vs $403,200 for the run) instead of per useful GPU-hour (~$1.12 vs ~$2.91 exact, 2.59x; ~$162k vs ~$419k), and claims the spot overhead costs only time.", ev="so spot is 2.95× cheaper"),
   D("async_constraint_missing","q2","error",3,"The async section covers pinned, pre-allocated host buffers and a step-boundary snapshot but never says the interval must exceed the 25 s background write or what goes wrong otherwise (queued snapshots, host memory filling, the loop stalling).", ev=None),
   D("recommendation_incomplete","recommendation","error",3,"The proposal (section 9) gives a decision (spot, two-tier, 511 s / every 2nd drained) and a revisit condition but no cost figure.", ev=None),
 ]),
 dict(file="z3_exec_summary.md", scenario=S, notes="Scenario spot-576-recsys-gpfs. Short executive summary of bold run-in paragraphs (Bottom line / The job / Assumptions / ...). Numbers as in z1 ($1.199, $172.6k, 13.1 d vs $2.917, $420k, 10.9 d; $1.124 vs $2.912, 2.59x; 2.95x rejected; fair share 1,025 s; notice best effort). The one-sentence state list has no LR-scheduler state.", defects=[
   D("missing_state","q5","error",2,"The state list (master weights, Adam moments, optimizer step count, RNG, data-loader position, layout, config, manifest) has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
 ]),
]
build("designdocs", docs, H)
