from build import D, build
H = """# Blind labelled evaluation set (2026-12-05, set "k"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor in the earlier blind sets (lowpri-120-forcefield-fp16-accum-nfs-30s.yaml,
# a1-a3; spot-400-curriculum-lm-bf16-ema-gpfs-150s.yaml, b1-b3; both in this folder; numbers from
# `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the notice,
# q5 state, q6 retention, q7 the shared filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
A = "lowpri-120-forcefield-fp16-accum-nfs-30s.yaml"
B = "spot-400-curriculum-lm-bf16-ema-gpfs-150s.yaml"
docs = [
 dict(file="a1_faq_researchers.md", scenario=A, notes="FAQ for the researchers using the cluster. fp16 + loss scaling (GradScaler listed), accumulation buffers excluded because checkpoints are at optimizer-step boundaries, no EMA, no tokenizer (not token inputs). 3.05x quoted only to reject; fair share 915 s derived with arithmetic; step time labelled measured. Fully correct.", defects=[]),
 dict(file="a2_current_vs_proposed.md", scenario=A, notes="Current plan vs proposed plan in side-by-side tables. Plan figures correct; 3.05x quoted to reject; accumulation buffers and EMA correctly excluded with reasons.", defects=[
   D("arithmetic_error","q7","error",3,"61 x 600 GB / 40 GB/s = 36,600 GB / 40 GB/s = 915 s, not 91 s (the prose below gives 915 s).", ev="61 × 600 GB / 40 GB/s ≈ 91 s per checkpoint"),
   D("missing_state","q5","error",2,"The run is fp16 with dynamic loss scaling, but the checkpoint-contents table (current and proposed) has no GradScaler / loss-scaler state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="a3_lessons_learned.md", scenario=A, notes="Lessons-learned doc deriving new settings from the previous run (measured inputs labelled). Intervals, fair share, state list correct; the money lesson compares list prices.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 512 GB of host RAM per node as a fact to conclude that three snapshots fit; not in the scenario and not listed among the assumptions.", ev="Each node has 512 GB of host RAM"),
   D("wall_hour_confusion","q3","error",8,"Compares list prices (3.05x, 67 %; 48,000 GPU-h x list: $45,600 vs $139,200) and says the bill is set by the price, instead of per useful GPU-hour ($1.187 vs $2.961, ~2.5x; ~$57k vs ~$142k).", ev="so they are 3.05× cheaper and every hour we move saves 67 %"),
   D("wall_hour_confusion","recommendation","warning",1,"The new-settings paragraph repeats the list-price cost and saving.", ev="Cost: $45,600 instead of $139,200, a 67 % saving"),
 ]),
 dict(file="b1_curriculum_pretraining.md", scenario=B, notes="Design doc for a three-stage curriculum pretraining run. EMA weights, tokenizer and curriculum stage in the state list; loss scaler and accumulation buffers excluded with reasons (bf16 without loss scaling, no accumulation); 2.44x quoted to reject; first-order check shown. Fully correct.", defects=[]),
 dict(file="b2_verdict_sections.md", scenario=B, notes="Each section opens with a one-line bold verdict. Plan figures correct; 2.44x quoted to reject.", defects=[
   D("async_constraint_missing","q2","error",3,"The async section describes the snapshot and background thread but never says the interval must exceed the background write (12.5 s idle, ~512 s at the share) or what happens if not.", ev=None),
   D("missing_state","q5","error",2,"The run keeps an EMA used for evaluation, but the checkpoint-contents table has no EMA weights.", ev=None, item="ema-weights"),
   D("recommendation_incomplete","recommendation","error",2,"The decision gives the plan and its cost but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="b3_tables.md", scenario=B, notes="Mostly tables with short prose between them; step time labelled measured; derived GPFS figures with arithmetic; loss scaler and accumulation buffers excluded with reasons; 2.44x quoted to reject.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"The sharded + async spot row gives goodput 13.6 % and overhead 88.0 %: swapped (overhead 13.6 %, goodput 88.0 %).", ev="| sharded + async, spot (no GPFS limit) | 13.6 % | 88.0 %"),
   D("unstated_assumption","assumptions","error",2,"Asserts 1 TB of host memory per node as a fact to conclude that three snapshots fit; not in the scenario and not among the stated assumptions.", ev="well inside the 1 TB each node has"),
   D("missing_answer","q4","ambiguous",0,"Neutral: the notice table says the emergency save does not fit at the GPFS share, which a reviewer may accept as the failure mode; it says nothing about reclaim waves, a hung rank or unwarned hardware failures.", ev=None),
 ]),
]
build("designdocs", docs, H)
