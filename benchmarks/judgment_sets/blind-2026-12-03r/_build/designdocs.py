from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "r"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-112-vlm-ceph-20s.yaml, in this folder;
# numbers checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 reserved interval, q2 sharding/async, q3 spot economics and the spot
# interval, q4 the 20 s notice, q5 state, q6 retention, q7 the shared CephFS); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-112-vlm-ceph-20s.yaml"
docs = [
 dict(file="v1_engineering_proposal.md", scenario=S, notes="Scenario spot-112-vlm-ceph-20s (112 GPUs, 360 h/GPU, optimizer step 6.0 s = 4 accumulated micro-batches of 1.5 s, 260 GB in 130 s, 5 writers, R 9 min; reserved MTBF 14 h / $2.65, spot MTBF 70 min / $0.85, 20 s notice; 9 other jobs on CephFS; bf16, no EMA). Ordinary engineering proposal: Background (facts table, A1-A5 with Poisson for the exact figures) / How often / Options / contents / Retention / Decision. Correct: T* 3,620 / 1,619 / 512 s reserved, 1,045 / 467 / 148 s spot; 8.3 / 4.3 / 2.1 % and 37.7 / 24.0 / 16.4 %; $2.71 vs $0.99 first order, $2.707 vs $1.008 exact (2.7x; 3.1x rejected); fair share 260 s binds, every 43 steps (258 s) at $1.014 / 17.9 d; the 20 s notice cannot hold a save (28.6 s uncontended), used only for a clean stop. Accumulation buffers, loss scaler and EMA excluded with reasons. Fully correct.", defects=[]),
 dict(file="v2_review_preread.md", scenario=S, notes="Scenario spot-112-vlm-ceph-20s. Pre-read for a design review, numbered sections 1-9. Asserts 'CephFS is rated at 25 GB/s' (the facts give 10 GB/s: 5 writers x 260 GB / 130 s) and uses it: notice save 14.5 s 'inside the notice', fair share 104 s so Young's 148 s is kept (consistent carry-forwards, not labelled). Cost compared per hour of allocation (112 x $0.85 = $95.20 vs $296.80, 3.1x), overhead called time not money; the proposal repeats list-price totals ($34,272 vs $106,848, 68 %). The notice handler stops at a micro-batch boundary, inside an accumulation window, but the state list has no gradient-accumulation state.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts a 25 GB/s CephFS aggregate bandwidth as a fact (the facts imply ~10 GB/s: 260 GB in 26 s at 5 writers) and computes with it (10.4 s notice save, 104 s fair share); not stated as an assumption.", ev="Our CephFS pool is rated at 25 GB/s aggregate"),
   D("wall_hour_confusion","q3","error",8,"Compares per hour of allocation at list price (112 x $0.85 = $95.20/h vs $296.80/h, 3.1x) instead of per useful GPU-hour (~$0.99-1.01 vs ~$2.71, ~2.7x).", ev="so spot is 3.1× cheaper"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the claim that the 16.4 % waste does not change the bill, only the time.", ev="does not change the hourly bill"),
   D("wall_hour_confusion","recommendation","warning",1,"The proposal repeats list-price totals (40,320 GPU-h x price: $34,272 vs $106,848, 68 %) instead of ~$40.6k vs ~$109k.", ev="$34,272 on spot against $106,848 on reserved, a 68 % saving"),
   D("missing_state","q5","error",2,"The notice handler saves at the next micro-batch boundary, inside a 4-micro-batch accumulation window, but the checkpoint list has no gradient-accumulation state (partial gradient buffers, micro-batch index); the resumed step would lose or double-count micro-batches.", ev=None, item="grad-accumulation"),
 ]),
 dict(file="v3_capacity_memo.md", scenario=S, notes="Scenario spot-112-vlm-ceph-20s. Short memo to capacity planning with bold run-in paragraphs (Decision / Why spot wins / Interval / notice / contents / Storage / Assumptions). Numbers correct ($0.99 / $1.008 vs $2.71 / $2.707, 2.7x, 3.1x rejected; 148 s / 512 s; fair share 260 s; ~17 %; notice unusable), except that the 258 s interval is converted with the 1.5 s micro-batch time: 172 optimizer steps instead of 43.", defects=[
   D("arithmetic_error","q3","error",3,"258 s / 6.0 s per optimizer step = 43 steps, not 172 (258 / 1.5 s, the micro-batch time).", ev="which is 172 optimizer steps"),
 ]),
]
build("designdocs", docs, H)
