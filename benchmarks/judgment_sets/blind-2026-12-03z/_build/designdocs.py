from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "z"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (robot-416-vast-45s.yaml, in this folder; numbers
# from `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: q1 on-demand single-writer
# interval, q2 sharding/async, q3 spot economics, q4 the 45 s notice, q5 state, q6 retention, q7 the
# shared VAST filesystem; expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring.
"""
S = "robot-416-vast-45s.yaml"
docs = [
 dict(file="r1_spec_numbered_requirements.md", scenario=S, notes="Scenario robot-416-vast-45s (416 GPUs, 240 h/GPU, 1.6 s step, 600 GB in 200 s, 10 writers, R 12 min; on demand MTBF 8 h / $2.60, spot MTBF 60 min / $0.85, 45 s notice; 12 other jobs on VAST). Short technical spec with numbered requirements R1-R9, assumptions A1-A5 (Poisson stated). Plan numbers throughout: T* 3,394 / 1,073 / 339 s, spot 1,200 / 379 / 120 s; exact $2.699 vs $1.080 (2.50x, 3.06x only rejected); fair share 260 s; two-tier every 162 steps, $1.091, $108,880, 12.8 d; notice save declared best effort. Loss scaler, EMA, accumulation buffers excluded with reasons. Fully correct.", defects=[]),
 dict(file="r2_team_design_doc.md", scenario=S, notes="Scenario robot-416-vast-45s. Team design doc (Context / Options / Cost / notice / filesystem / contents / retention / Decision). Intervals, notice and fair share correct. The cost section compares list prices (3.06x, $259,584 vs $84,864, 67 %) and calls the overhead time, not money; the decision repeats it. Asserts 1 TB host RAM per node as a fact. The checkpoint contents have no LR scheduler state.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (3.06x; 99,840 GPU-h x list: $259,584 vs $84,864, 67 %) instead of per useful GPU-hour (~$1.08-1.09 vs ~$2.70, ~2.5x; ~$109k vs ~$270k), calling spot's overhead time, not money.", ev="so spot is 3.06× cheaper"),
   D("wall_hour_confusion","recommendation","warning",1,"The decision repeats the list-price budget and saving ($84,864, 67 %).", ev="Budget: $84,864, a 67 % saving against on demand"),
   D("unstated_assumption","assumptions","error",2,"Asserts 1 TB of host RAM per node as a fact to size the two-tier buffers; not in the scenario and not stated as an assumption.", ev="each node has 1 TB of host RAM"),
   D("missing_state","q5","error",2,"The checkpoint contents (master weights, Adam m/v, step count, RNG, data-loader position, tokenizer, parallel layout) have no LR scheduler state.", ev=None, item="lr-scheduler"),
 ]),
 dict(file="r3_reply_to_review.md", scenario=S, notes="Scenario robot-416-vast-45s. Short reply-to-review memo, bold quoted review comments with answers. Quotes the reviewer's 3.06x / 67 % only to reject them. Everything correct except the 10-writer step count: 1,073 s / 1.6 s = 671 steps, written as 1,717.", defects=[
   D("arithmetic_error","q2","error",3,"1,073 s / 1.6 s per step = 671 steps, not 1,717.", ev="10 writers T* = 1,073 s (= 1,717 steps)"),
 ]),
]
build("designdocs", docs, H)
