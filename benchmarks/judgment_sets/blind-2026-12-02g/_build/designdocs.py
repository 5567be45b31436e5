from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "g"), subset `designdocs/`: 4 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (preempt-32-academic.yaml, in this folder; numbers
# checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 priority-partition interval, q2 sharding/async, q3 scavenger economics,
# q4 the 300 s SIGTERM notice, q5 state, q6 retention, q7 the shared NFS server); expected_score =
# 100 - deductions. line: 1-based; null for absences; evidence: exact substring. severity `ambiguous`
# (0 points): a carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "preempt-32-academic.yaml"
docs = [
 dict(file="h1_thesis_appendix.md", scenario=S, notes="Scenario preempt-32-academic (32 GPUs, priority MTBF 20 h / R 25 min / $2.10, scavenger MTBF 3 h / R 40 min / $0.60, 300 s notice, 40 other jobs on a 4.8 GB/s NFS server). PhD thesis appendix with a facts table and assumptions A1-A4 (Poisson, bf16 without scaling, equal NFS shares, no slowdown during async writes). Correct: first-order T* 4,648 / 2,324 / 735 s on priority (8.5 / 5.3 / 3.1 %), 1,800 / 900 / 285 s on scavenger (38.9 / 30.6 / 24.9 %); $0.75 vs $2.17 per useful GPU-h (2.9x, not 3.5x), $12.0k / 26.0 d vs $34.6k / 21.5 d; exact (plan) $0.772 vs $2.167, 2.81x; fair share one durable write per ~1,538 s, so writes every 960 steps: $0.810, ~$13.0k, 28.1 d (plan). Fully correct.", defects=[]),
 dict(file="h2_allocation_request.md", scenario=S, notes="Scenario preempt-32-academic. Compute-allocation request to a research-computing committee. Intervals and wastes correct, but the cost case is made at list price per GPU-hour (16,000 GPU-h x list price: $9,600 vs $33,600, 71 %, 3.5x) with the 24.9 % waste waved away; the summary and the request repeat the 71 % / $9,600. The checkpoint-contents list has no LR-scheduler state. Everything else correct.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall hour / list price (3.5x cheaper; $9,600 vs $33,600 = 16,000 GPU-h x list price; 71 % saving) instead of per useful GPU-hour (~$0.75 vs ~$2.17, ~2.9x; ~$12.0k vs ~$34.6k), claiming the price ratio 'more than compensates' for the waste.", ev="3.5× cheaper per GPU-hour, which more than compensates"),
   D("wall_hour_confusion","recommendation","warning",1,"The request (recommendation) repeats the per-list-price charge and saving ($9,600, 71 %).", ev="a 71 % saving over the priority partition"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the summary at the top states the same list-price saving.", ev="from $33,600 to $9,600, a saving of 71 %"),
   D("missing_state","q5","error",2,"The checkpoint-contents list (master weights, Adam moments, step count, RNG, data-loader position) has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
 ]),
 dict(file="h3_github_issue.md", scenario=S, notes="Scenario preempt-32-academic. GitHub issue thread (#212) with comments by three people and a decision comment. Economics correct ($0.75 vs $2.17, 2.9x, not 3.5x). The NFS fair-share interval is computed as 41 x 180 GB / 4.8 GB/s = 154 s (correct ~1,538 s), so the 285 s interval is wrongly declared inside the fair share; the decision keeps 285 s (carry-forward, ambiguous). The async discussion covers host memory and snapshot consistency but never interval > the 37.5 s background write. Asserts 512 GB host RAM per node as a fact.", defects=[
   D("arithmetic_error","q7","error",3,"41 x 180 GB / 4.8 GB/s = 1,537.5 s (~26 min), not 154 s; the conclusion that a 285 s interval is inside the job's fair share is therefore wrong (the document's own 26 GB/s demand figure contradicts it).", ev="41 × 180 GB / 4.8 GB/s ≈ 154 s"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the decision keeps durable writes every 285 s on the strength of the wrong fair-share figure.", ev="every 178 steps (285 s)"),
   D("async_constraint_missing","q2","error",3,"The async discussion covers the host-side copy, its size and step-boundary consistency, but never says the interval must exceed the 37.5 s background write, or what happens if it does not.", ev=None),
   D("unstated_assumption","assumptions","error",2,"Asserts 512 GB of host RAM per node as a fact; not in the scenario and not stated as an assumption.", ev="each node's 512 GB of host RAM holds that easily"),
 ]),
 dict(file="h4_lab_meeting_handout.md", scenario=S, notes="Scenario preempt-32-academic. One-page lab-meeting handout with discussion points. Numbers correct, 3.5x quoted only to reject it. The scavenger waste (24.9 %) and priority waste (3.1 %) are called goodput. The SIGTERM section has the handler and its quantified effect but nothing on what could make it fail when needed. The proposal has a decision and a revisit condition but no cost figure.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"The waste figures are reported as goodput ('goodput of 24.9 %' on scavenger vs '3.1 %' on priority); goodput is ~80 % / ~97 %.", ev="we only keep a goodput of 24.9 %"),
   D("missing_answer","q4","warning",3,"The SIGTERM section gives the handler and its effect (24.9 % -> 23.5 %) but nothing on what could make the save fail exactly when needed (mass preemption saturating the NFS server, hung rank, unwarned hardware faults).", ev=None),
   D("recommendation_incomplete","recommendation","error",3,"The proposal gives a decision and a revisit condition but no cost figure ($ per useful GPU-hour or total).", ev=None),
 ]),
]
build("designdocs", docs, H)
