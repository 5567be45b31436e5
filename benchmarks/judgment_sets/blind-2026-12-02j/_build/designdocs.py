from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "j"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-384-video.yaml, in this folder; numbers
# checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the 90 s
# notice, q5 state, q6 retention, q7 the shared filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-384-video.yaml"
docs = [
 dict(file="w1_incident_review.md", scenario=S, notes="Scenario spot-384-video (384 GPUs, 150 h/GPU, 1.2 s step, 800 GB in 200 s, 10 writers, snapshot 10 %, R 12 min; on-demand MTBF 18 h / $2.50, spot MTBF 90 min / $0.90, 90 s notice; 12 other jobs). Blameless incident review of a 36-hour spot trial (hourly single-writer checkpoints, ~52 % waste) followed by the derived policy. Assumptions A1-A4 (Poisson stated for the exact figures). Correct: T* 5,091 / 1,610 / 509 s on demand and 1,470 / 465 / 147 s on spot; 9.0 / 3.6 / 1.9 % and 40.5 / 21.9 / 16.1 %; $1.05 vs $2.55 per useful GPU-h (2.4x; 2.78x quoted to reject), exact $1.061 vs $2.549; fair share 260 s binding, durable every 260 s (~16.5 %); notice save best-effort (~260 s at the fair share). Fully correct.", defects=[]),
 dict(file="w2_pr_description.md", scenario=S, notes="Scenario spot-384-video. GitHub pull-request description (#1184) with a numbers table, 'Constraints this introduces', and review comments (a reviewer's 2.78x suggestion is rejected by the author). Intervals, economics, async constraint and fair share correct. Calls the 16.1 % spot waste the goodput. Asserts 25 GB/s per-node NIC bandwidth to claim the notice save is safe in a mass reclaim (the hung-rank and hardware failure modes are still given). The checkpoint list has AdamW exp_avg / exp_avg_sq but no optimizer step count.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"Reports the 16.1 % spot waste (and 1.9 % on demand) as goodput; goodput is ~86.1 % (98.1 % on demand).", ev="the **goodput is 16.1 %**"),
   D("unstated_assumption","assumptions","error",2,"Asserts 25 GB/s of per-node NIC bandwidth to storage as a fact and concludes from it that the notice save is safe even in a mass reclaim; not in the scenario and not stated as an assumption (the filesystem's ~40 GB/s aggregate, shared by 13 jobs, is the real limit).", ev="Each node's NICs give it 25 GB/s to the storage network"),
   D("missing_state","q5","error",2,"The checkpoint contents (fp32 master weights, AdamW exp_avg / exp_avg_sq, LR scheduler, RNG, dataloader state) name no optimizer step count (AdamW's step for bias correction / global step).", ev=None, item="optimizer-step", also=["global-step"]),
 ]),
 dict(file="w3_ops_board_paper.md", scenario=S, notes="Scenario spot-384-video. British operations-review-board paper (ORB/26/41, numbered paragraphs 1.1-11.1, 'per cent', 'hrs', 'mins'). Intervals, wastes, goodput, fair share (260 s), notice (with failure modes), state and retention correct. The spot case is made at list price (2.78x; 57,600 GPU-h x list: $51,840 vs $144,000, 64 %) with the waste called calendar time, not budget; the recommendation repeats it. The async paragraph gives host memory per node and step-boundary consistency, never interval > background write.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (2.78x; $51,840 vs $144,000 = 57,600 GPU-h x list price, 64 %) instead of per useful GPU-hour (~$1.05 vs ~$2.55, ~2.4x; ~$60k vs ~$147k), saying the 16.1 % waste costs calendar time rather than budget.", ev="so it is 2.78× cheaper"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the claim that the spot waste costs no money.", ev="costs calendar time rather than budget"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price cost and saving ($51,840 vs $144,000, 64 per cent).", ev="at a cost of $51,840 against $144,000 on demand"),
   D("async_constraint_missing","q2","error",3,"The asynchronous-write paragraph covers pinned host memory per node and step-boundary consistency but never says the interval must exceed the 20 s background write, or what happens if it does not (snapshots queue, host memory fills, the loop stalls).", ev=None),
 ]),
]
build("designdocs", docs, H)
