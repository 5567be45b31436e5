from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "v"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-144-nfs-music-fp16.yaml, in this folder;
# numbers checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1/q2 intervals and sharding/async, q3 spot economics, q4 the 90 s notice,
# q5 state, q6 retention, q7 the shared NFS filer); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-144-nfs-music-fp16.yaml"
docs = [
 dict(file="u1_rfc_plain.md", scenario=S, notes="Scenario spot-144-nfs-music-fp16 (144 GPUs, 250 h/GPU, 1.8 s step, 360 GB in 300 s, 6 writers, R 25 min; on-demand MTBF 10 h / $2.90, spot MTBF 40 min / $0.65, 90 s notice; 12 other jobs on a 7.2 GB/s NFS filer; fp16 + GradScaler, EMA kept, step-boundary saves). Plain engineering RFC (Summary / Motivation / Proposal / Risks / Rollout), A1-A7 with Poisson stated. Correct: T* 4,648 / 1,897 / 600 s on demand, 1,200 / 490 / 155 s spot; first-order 17.1 / 9.4 / 5.8 % (planner 6.0 % noted); fair share 650 s binds; two-tier spot $1.434, $51,621, 23.0 d vs on-demand $3.075, ~$110.7k, 11.0 d (2.1x; 4.46x quoted only to reject); notice save declared unreliable (650 s at the share); state incl. GradScaler and EMA, accumulation buffers excluded with reason. Fully correct.", defects=[]),
 dict(file="u2_team_working_doc.md", scenario=S, notes="Scenario spot-144-nfs-music-fp16. Team working doc (owner/reviewers line, Context / Numbers / Spot vs on demand / The filer / 90 s notice / contents table / Retention / Decision), givens 1-5 listed. The on-demand sharded T* 1,897 s is written as ~19 min (31.6 min). States that an EMA is kept and released, but the checkpoint table has no EMA weights. A local NVMe tier is sized with 4 GB/s per node asserted as fact.", defects=[
   D("arithmetic_error","q2","error",3,"1,897 s = 31.6 min, not ~19 min (the steps, 1,054, are right).", ev="T* = √3,600,000 ≈ 1,897 s (≈ 19 min, 1,054 steps)"),
   D("missing_state","q5","error",2,"The doc keeps an EMA of the weights (given 3: 'We keep an EMA ... and release the EMA model') but the checkpoint table has no EMA weights; a resume would restart the EMA from the current weights.", ev=None, item="ema-weights"),
   D("unstated_assumption","assumptions","error",2,"Asserts local NVMe at 4 GB/s per node as a fact (not in the scenario, not among its listed givens) and uses it to size the local tier (20 GB in 5 s).", ev="Local NVMe writes at 4 GB/s per node"),
 ]),
 dict(file="u3_short_message.md", scenario=S, notes="Scenario spot-144-nfs-music-fp16. Short message-style memo (subject line, greeting, bold run-in paragraphs, sign-off), assumptions inline (Poisson, fp16, EMA, step boundaries, 60 GB host memory, same restart). Correct numbers throughout (600 / 155 s, 650 s fair share, two-tier $1.434 vs $3.075, 2.1x, 4.46x rejected, $1.279 notice best case declared unreliable), full state list with GradScaler and EMA. The on-demand line labels its 94.3 % goodput as overhead.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"The on-demand two-tier plan's 94.3 % is its goodput; its overhead is ~6 %. Labelled 'overhead 94.3 %'.", ev="overhead 94.3 %"),
 ]),
]
build("designdocs", docs, H)
