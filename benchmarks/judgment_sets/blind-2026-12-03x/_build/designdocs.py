from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "x"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-80-timeseries-weka.yaml, in this folder;
# numbers checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand single writer, q2 sharding/async, q3 spot economics, q4 the 45 s
# notice, q5 state, q6 retention, q7 the shared WekaFS cluster); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring.
"""
S = "spot-80-timeseries-weka.yaml"
docs = [
 dict(file="y1_capacity_note.md", scenario=S, notes="Scenario spot-80-timeseries-weka (80 GPUs, 180 h/GPU, 1.0 s step, 240 GB in 200 s, 10 writers, R 8 min; on-demand MTBF 15 h / $2.20, spot MTBF 60 min / $0.70, 45 s notice; 30 other jobs on WekaFS). Capacity-planning note with explicit Inputs (facts table, derived values, A1-A6 with Poisson stated, host memory stated) and Outputs sections. Correct: T* 4,648 / 1,470 / 465 s on demand, 1,200 / 379 / 120 s spot; first-order 9.5 / 3.6 / 1.8 %, spot async 16.7 % by hand vs plan 17.2 % explained; exact $2.240 vs $0.832 (2.69x, 3.14x rejected); fair share 620 s; plan two-tier $0.880, $12,676, 9.4 d vs $32,251, 7.6 d; notice save best-effort with failure modes; tokenizer, EMA, loss scaler, accumulation excluded with reasons. Fully correct.", defects=[]),
 dict(file="y2_options_analysis.md", scenario=S, notes="Scenario spot-80-timeseries-weka. Options analysis (A-D table, facts list, recommendation). Lists 40 GB/s WekaFS bandwidth among the facts (derived value is 12 GB/s) and computes a 186 s fair share from it; the 186 s cadence, $0.82 and $11.8k follow from it consistently and are not labelled. Option C's row swaps waste and goodput. State table has no RNG. The notice section says the save fits and quantifies it but gives no failure mode. Economics per useful GPU-hour correct, 3.14x rejected.", defects=[
   D("unstated_assumption","assumptions","error",2,"Lists a 40 GB/s aggregate WekaFS bandwidth among the facts and derives the fair-share interval (186 s) from it; the scenario gives no bandwidth (the derived saturation figure is 240 GB / 200 s x 10 = 12 GB/s) and the document does not state it as an assumption (Poisson, on the line above, is).", ev="WekaFS delivers 40 GB/s of aggregate write bandwidth"),
   D("overhead_goodput_confusion","q2","error",3,"Option C (10 writers + async, on demand): waste and goodput swapped (waste 98.2 %, goodput 1.8 %); waste is 1.8 %, goodput 98.2 %.", ev="| 465 | 98.2 % | 1.8 % |"),
   D("missing_state","q5","error",2,"The checkpoint contents table (master weights, Adam m/v, optimizer step, LR scheduler, data-loader state, layout/config/commit, commit marker) has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
   D("missing_answer","q4","warning",3,"The 45 s notice section gives the handler and its effect but nothing on what could make it fail when needed (at the WekaFS share the save takes far longer than 45 s; reclaims hit many nodes and jobs at once; a hung rank; a drain in flight; unwarned hardware failures).", ev=None),
 ]),
 dict(file="y3_changelog_entry.md", scenario=S, notes="Scenario spot-80-timeseries-weka. Short CHANGELOG entry ([Unreleased], Changed / Added / Cost) proposing the move to spot with two-tier checkpoints; assumptions inline at the top (Poisson, bf16, host memory). Numbers from the plan and correct (3.14x rejected, 2.69x; 620 s share; $0.880, $12,676, 9.4 d vs $32,251, 7.6 d; notice best-effort with failure modes; full state list with exclusions; retention with purposes). The closing decision has a cost but no revisit condition.", defects=[
   D("recommendation_incomplete","recommendation","error",2,"The decision (adopt spot, two-tier, 618 s / drain every 620 s) has a cost ($0.880 per useful GPU-hour, $12,676, 9.4 d vs $32,251, 7.6 d) but no condition under which to revisit it.", ev=None),
 ]),
]
build("designdocs", docs, H)
