from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "t"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (reserved-2048-dna-vast.yaml, in this folder;
# numbers from `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 reserved interval, q2 sharding/async, q3 spot economics, q4 the 75 s
# notice, q5 state, q6 retention, q7 the shared VAST store); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring.
"""
S = "reserved-2048-dna-vast.yaml"
docs = [
 dict(file="u1_onepage_proposal.md", scenario=S, notes="Scenario reserved-2048-dna-vast (2,048 GPUs, 96 h/GPU, 1.8 s step, 1.1 TB in 360 s, 24 writers, R 18 min; reserved MTBF 2.5 h / $2.30, spot MTBF 50 min / $0.80, 75 s notice; 5 other jobs on VAST). One-page proposal with a summary table of all strategies (exact model, Poisson stated in A1 because first order is out of range even on reserved: R/M 12 %). Correct: spot two-tier every 52 steps (93.6 s), $1.188 vs $2.642 per useful GPU-h (2.22x, list-price 2.87x rejected), $233.6k / 5.9 d vs ~$519k / 4.6 d; notice save not counted (up to ~106 s at the 90 s share); state list complete with loss scaler / EMA / accumulation buffers excluded with reasons; revisit on break-evens (16 min MTBF, $1.78, 58 min restart). Fully correct.", defects=[]),
 dict(file="u2_run_plan.md", scenario=S, notes="Scenario reserved-2048-dna-vast. Training team's run plan v0.4 (numbered sections, inputs list, tables). Intervals and overheads are the plan's exact figures (Poisson stated). The cost section compares per hour of cluster time ($4,710 vs $1,638, 2.87x, 65 %) and prices 196,608 GPU-hours at list price, with a slip in the spot total (196,608 x $0.80 = $157,286, written $137,286); the proposal repeats the list-price totals. The checkpoint-contents table has no optimizer moments (Adam m/v).", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per hour of cluster time / list price (2.87x, 65 % saving) instead of per useful GPU-hour (exact: $1.190 vs $2.646 for async, ~2.2x; ~$234k vs ~$520k), calling the 48.7 % overhead a matter of time only.", ev="Spot is 2.87× cheaper per hour, a 65 % saving."),
   D("arithmetic_error","q3","error",3,"196,608 x $0.80 = $157,286, not $137,286 (the total is also on the wrong, list-price basis).", ev="spot 196,608 × $0.80 = $137,286"),
   D("wall_hour_confusion","recommendation","warning",1,"The proposal repeats the list-price totals and saving ($137k vs $452k, 65 %); per useful GPU-hour the spot plan costs ~$234k against ~$520k.", ev="Cost $137k against $452k on the"),
   D("missing_state","q5","error",4,"The checkpoint-contents table (bf16 + fp32 master weights, step counter, LR scheduler, RNG, data position, tokenizer/config/commit/layout, manifest) has no optimizer moments (Adam m and v), which are most of the 1.1 TB.", ev=None, item="optimizer-moments"),
 ]),
 dict(file="u3_status_update.md", scenario=S, notes="Scenario reserved-2048-dna-vast. Short weekly status update (TL;DR / Done / Risks / Retention / Next). All numbers are the plan's (Poisson stated); 2.87x quoted only to reject it; state list complete with exclusions; async guard (interval > 15 s drain) stated; notice save best effort; VAST 90 s share. One defect: the spot overhead 48.7 % is called the goodput (goodput 67.2 %).", defects=[
   D("overhead_goodput_confusion","q3","error",3,"Reports the spot sharded + async overhead (48.7 %) as the goodput; goodput is 1/1.487 = 67.2 %.", ev="goodput on spot is 48.7 %"),
 ]),
]
build("designdocs", docs, H)
