from build import D, build
H = """# Blind labelled evaluation set (2026-12-01, second set "b"), subset `designdocs/`: 6 team-style design
# documents for two scenarios not in inputs/ nor in the first blind set (nfs-256.yaml, spot-128.yaml, in
# this folder; numbers checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question; expected_score = 100 - deductions; questions a design doc does not take up
# (e.g. spot/q3-q4 for the on-demand-only NFS scenario) are not penalized. line: 1-based; null for
# absences; evidence: exact substring. severity `ambiguous` (0 points): a defensible alternative reading
# or a carry-forward number; a finding there counts neither as a hit nor as a false alarm.
"""
N = "nfs-256.yaml"; S = "spot-128.yaml"
docs = [
 dict(file="n1_nfs_rfc.md", scenario=N, notes="Scenario nfs-256 (on-demand only, slow NFS filer shared by 11 jobs). RFC layout. Correct: T* 10,182 / 5,091 / 1,138 s, first-order 26.4 / 14.6 / 5.4 %, exact 31.4 / 16.0 / 6.3 %; filer binds at 3,300 s; two-tier plan 94.0 % goodput, $2.34 per useful GPU-h, ~$240k, 17.7 d (reportgen plan). Poisson and 78 %-single-node assumptions stated; bf16 without loss scaling stated.", defects=[]),
 dict(file="n2_nfs_annotated.md", scenario=N, notes="Scenario nfs-256. A reviewer's annotated copy (author text + quoted reviewer notes; the reviewer misses the defects). Calls the async option's 5.4 % waste 'a goodput'; never states that the 300 s background write must fit inside the interval; Decision has no revisit condition. Numbers otherwise correct (filer-bound 3,300 s interval, 7.1 %, $2.36, $241k).", defects=[
   D("overhead_goodput_confusion","q2","error",3,"The async option's waste (5.4 %) is reported as 'a goodput of 5.4 %' (goodput ~94.9 %).", ev="a goodput of 5.4 %"),
   D("async_constraint_missing","q2","error",3,"Async checkpoints are proposed but the doc never says that the 300 s background write must finish within the interval, or what happens when it does not (queued snapshots, host memory, stall). Only the host-buffer size is discussed.", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"The Decision gives the choice and its cost but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="n3_nfs_wiki.md", scenario=N, notes="Scenario nfs-256. Team wiki page with setext headings. Takes the async snapshot as 5 % of the unsharded 1,200 s write (60 s; defensible reading, carried forward consistently: 2,277 s, 8.0 %, 8.4 % at the filer's 3,300 s). Asserts nconnect=8 / 1.2 GB/s per node as fact. No data-loader position in the state list. Decision has no cost figure.", defects=[
   D("arithmetic_error","q2","ambiguous",0,"Snapshot taken as 5 % of the single-writer 1,200 s write (60 s) rather than of the sharded 300 s write (15 s); defensible reading (RUBRIC's Q2(b) reading), numbers follow consistently.", ev="i.e. 60 s"),
   D("unstated_assumption","assumptions","error",2,"Asserts a per-node NFS bandwidth of 1.2 GB/s (nconnect=8) as a fact; not in the scenario, not stated as an assumption.", ev="which gives each node 1.2 GB/s to the filer"),
   D("missing_state","q5","error",2,"The checkpoint list has no data-loader position (epoch / consumed samples / shuffle seed).", ev=None, item="data-position"),
   D("recommendation_incomplete","recommendation","error",3,"The Decision gives the choice and a revisit condition but no cost figure.", ev=None),
 ]),
 dict(file="c1_spot_review_notes.md", scenario=S, notes="Scenario spot-128 (128 GPUs, spot MTBF 60 min, 2 min notice, 15 min spot restart). Design-review notes as a chain of bold run-in headings. Correct: spot T* 120 s (100 steps), 28.3 % first-order / 33.5 % exact, $1.28-1.335 vs $3.04 per useful GPU-h (2.3-2.4x, not 3x), $34k vs $78k, 11.1 vs 8.5 d; save before kill $1.307, 10.9 d (reportgen plan). Poisson assumption stated; fp16 with GradScaler in the state list.", defects=[]),
 dict(file="c2_spot_proposal.md", scenario=S, notes="Scenario spot-128. Proposal layout. Asserts a local NVMe at 7 GB/s as fact. Spot T* in steps computed as 120 x 1.2 = 144 (should be 120 / 1.2 = 100). State table has no optimizer step count and no RNG state. Costs per useful GPU-h correct.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts a node-local NVMe at 7 GB/s (3.6 s per 25 GB slice) as a fact; not in the scenario and not stated as an assumption.", ev="(7 GB/s, ≈ 3.6 s)"),
   D("arithmetic_error","q3","error",3,"Spot T* in steps multiplied by the step time: 120 s x 1.2 = 144; correct 120 s / 1.2 s = 100 steps.", ev="120 × 1.2 ≈ 144 steps"),
   D("missing_state","q5","error",2,"State table has no optimizer step count (Adam t / global step).", ev=None, item="optimizer-step", also=["global-step"]),
   D("missing_state","q5","error",2,"State table has no RNG state.", ev=None, item="rng-state"),
 ]),
 dict(file="c3_spot_capacity_notes.md", scenario=S, notes="Scenario spot-128. Terse capacity-planning notes (finance + infra). Computes spot waste 28.3 % and the wall clock correctly, but budgets at list price x 25,600 GPU-h ('3x cheaper', $51k / 67 % saving); the outcome repeats it. The notice section never says what could make the emergency save fail.", defects=[
   D("wall_hour_confusion","q3","error",8,"Budget compares list price x 25,600 GPU-hours ($76,800 vs $25,600, '3x cheaper', 67 % saving) instead of per useful GPU-hour (~$1.28-1.335 vs ~$3.04, ~2.3-2.4x; ~$33-34k vs ~$78k).", ev="spot is 3× cheaper, saving ≈ $51k (67 %)"),
   D("wall_hour_confusion","recommendation","warning",1,"Outcome repeats the per-wall-hour saving ($51k, two thirds of the bill).", ev="spot saves ≈ $51k (two thirds of the bill)"),
   D("missing_answer","q4","warning",3,"The notice section has the handler and its effect but nothing on what could make the graceful path fail exactly when it is needed.", ev=None),
 ]),
]
build("designdocs", docs, H)
