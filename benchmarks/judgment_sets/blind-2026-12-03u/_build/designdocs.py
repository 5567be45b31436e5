from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "u"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (interruptible-1536-genomics-weka.yaml, in this
# folder; numbers checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 reserved interval, q2 sharding/async, q3 interruptible economics, q4 the
# 10-minute notice, q5 state, q6 retention, q7 the shared WekaFS); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# defensible reading either way; a finding there counts neither as a hit nor as a false alarm.
"""
S = "interruptible-1536-genomics-weka.yaml"
docs = [
 dict(file="g1_design_review.md", scenario=S, notes="Scenario interruptible-1536-genomics-weka (1,536 GPUs, 60B DNA model, fp16 + GradScaler, EMA kept, 180 h/GPU, 2.4 s step, 1.1 TB in 220 s, 40 writers, snapshot 8 %, R 20 min; reserved MTBF 7 h / $2.10, interruptible MTBF 30 min / $1.40, 600 s notice; 15 other jobs on WekaFS). Design-review doc: Goals / Non-goals / Background (facts table, A1-A6 with Poisson for exact figures) / Design / Alternatives considered / Decision. Correct: T* 3,330 / 526 / 149 s (1,387 / 219 / 62 steps), w 18.0 / 6.9 / 5.35 %; interruptible 40 s, 68.9 % first order; $2.21 vs $2.36 first order, $2.22 vs $2.80 exact; 1.5x list price quoted only to reject it; notice save fits but $2.48; fair share 88 s; decision with cost and break-even revisit conditions. State includes GradScaler and EMA (conditions hold); gradient-accumulation buffers excluded with the reason (no accumulation, saves at step boundaries). Fully correct.", defects=[]),
 dict(file="g2_team_plan.md", scenario=S, notes="Scenario interruptible-1536-genomics-weka. Team working doc v0.3 with numbered sections and bullet inputs. Lists a 12-min restart on interruptible nodes ('warm pool') among the inputs as a fact; it is not in the scenario (20 min) and not stated as an assumption, and it flips the decision: w 42.2 % / 43.0 %, $1.99 / $2.00 vs $2.21, ~$553k / 10.7 d (carry-forwards under its own input, not labelled again). The reserved table's async row gives goodput 5.4 % (that is the waste; goodput ~94.9 %). The EMA is kept for evals and retained daily, but the checkpoint contents list has no EMA weights. The proposal has a decision and a cost but no condition to revisit. Non-defects: 1.5x list price rejected; 200 GB/s and 88 s derived; accumulation buffers excluded with a reason; the 90 s interval chosen because of the fair share.", defects=[
   D("unstated_assumption","assumptions","error",2,"A 12-minute restart on interruptible nodes ('reclaimed nodes come back from the warm pool') is listed among the inputs as a fact; the scenario gives 20 min and the figure is not stated as an assumption. All interruptible figures and the decision rest on it.", ev="Restart on interruptible nodes: 12 min"),
   D("overhead_goodput_confusion","q1","error",3,"The reserved table's sharded + async row reports goodput 5.4 %: that is the waste (0.6 % + 4.76 %); goodput is ~94.9 %.", ev="| 62 | 0.6 % | 4.76 % | 5.4 % |"),
   D("missing_state","q5","error",2,"The run keeps an EMA of the weights (section 1, and the EMA weights are retained daily in section 6), but the checkpoint contents list has no EMA weights: after a resume the EMA would restart from the current weights.", ev=None, item="ema-weights"),
   D("recommendation_incomplete","recommendation","error",2,"The proposal gives a decision (interruptible, 90 s) and a cost ($2.00 per useful GPU-hour, ~$553k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="g3_short_memo.md", scenario=S, notes="Scenario interruptible-1536-genomics-weka. Short memo to a steering group with bold run-in paragraphs (Decision / Why not interruptible / Cost / How checkpoints work / contents / Retention / Shared storage / When to revisit). Everything correct (1.5x quoted only to reject it; $2.21 vs $2.36 first order, $2.22 vs $2.80 exact with Poisson stated; 149 s / 62 steps; async constraint; full state with GradScaler and EMA; 88 s fair share; break-even revisit conditions) except one slip: 276,480 x $2.216 is ~$612.7k, written as $512.7k.", defects=[
   D("arithmetic_error","q3","error",3,"276,480 useful GPU-hours x $2.216 = ~$612.7k, not $512.7k (the run's cost is understated by $100k).", ev="276,480 useful GPU-hours × $2.216 ≈ $512.7k"),
 ]),
]
build("designdocs", docs, H)
