from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "o"), subset `designdocs/`: 6 design documents for two
# scenarios not in inputs/ nor (by their READMEs) in the earlier blind sets: od-1024-fp16-ema.yaml (a*) and
# res-32-diffusion.yaml (b*), both in this folder; numbers checked with `reportgen plan`. Written blind to
# reportgen's lint/grade code. The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy:
# each defect sits under the nearest exercise question (q1 interval, q2 sharding/async, q3 spot economics,
# q4 the notice, q5 state, q6 retention, q7 the shared filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points).
"""
A = "od-1024-fp16-ema.yaml"
B = "res-32-diffusion.yaml"
docs = [
 dict(file="a1_alternatives_design.md", scenario=A, notes="Scenario od-1024-fp16-ema (1,024 GPUs, fp16 + EMA, 600 GB / 300 s, 32 writers, R 20 min, on-demand 4 h / $2.00, spot 90 min / $0.70, 30 s notice, 50 other jobs). Design doc with an 'Alternatives rejected' table. Plan numbers; own bandwidth input labelled measured; 2.86x quoted to reject; accumulation buffers excluded with reason; scaler and EMA saved. Fully correct.", defects=[]),
 dict(file="a2_pm_brief.md", scenario=A, notes="Scenario od-1024-fp16-ema. Short PM summary with a few numbers; 2.86x quoted to reject; share arithmetic shown.", defects=[
   D("missing_state","q5","error",2,"The run keeps an EMA of the weights but the checkpoint contents omit the EMA weights.", ev=None, item="ema-weights"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation has a decision and a cost but no condition to revisit it.", ev=None),
 ]),
 dict(file="a3_vendor_numbers.md", scenario=A, notes="Scenario od-1024-fp16-ema. Plan citing a storage vendor's datasheet: the vendor's 120 GB/s is quoted and rejected in favour of a measured 64 GB/s; a vendor burst-tier claim is relied on for the notice.", defects=[
   D("arithmetic_error","q2","error",3,"Steps obtained by multiplying the interval by the step time: 100 s / 1.5 s = 67 steps, not 150.", ev="which is 100 × 1.5 = 150 steps"),
   D("unstated_assumption","assumptions","error",2,"'Reclaims take at most 16 nodes at a time' is a number not in the scenario, used to argue the peer copy survives, and is not stated as an assumption.", ev="reclaims take at most 16 nodes at a time"),
   D("unstated_assumption","assumptions","ambiguous",0,"The vendor's 25 s burst-tier flush is cited to its source but relied on without being framed as an assumption; a reviewer could read the citation as stating it.", ev="claims to take a full-cluster flush in 25 s"),
 ]),
 dict(file="b1_fs_tenant_note.md", scenario=B, notes="Scenario res-32-diffusion (32 GPUs, bf16, grad accumulation x4, 120 GB / 180 s, 4 writers, R 6 min, reserved 24 h / $3.50, spot 3 h / $1.20, 300 s notice, 8 other jobs). Technical note for all NFS tenants. Plan numbers with derivations; 2.92x quoted to reject; scaler, EMA and accumulation buffers excluded with reasons. Fully correct.", defects=[]),
 dict(file="b2_scorecard.md", scenario=B, notes="Scenario res-32-diffusion. Requirements scorecard (Met/Partly) with notes; 2.92x quoted to reject.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The overheads (6.9 % spot, 1.5 % reserved) are reported as goodput (goodput is 93.6 % / 98.5 %).", ev="spot goodput 6.9 %, reserved 1.5 %"),
   D("async_constraint_missing","q2","error",3,"Nothing says the interval must exceed the background write (45 s at full speed, ~405 s at the fair share) or what happens otherwise.", ev=None),
 ]),
 dict(file="b3_phased_rollout.md", scenario=B, notes="Scenario res-32-diffusion. Phase 1 (reserved) / Phase 2 (spot) rollout with numbers per phase; exclusions with reasons.", defects=[
   D("wall_hour_confusion","q3","error",8,"Spot vs reserved compared per GPU-hour at list price (2.92x; 16,000 x price = $19,200 vs $56,000) instead of per useful GPU-hour ($1.283 vs $3.551, 2.77x; ~$20.5k vs ~$56.8k).", ev="so spot is 2.92× cheaper"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals.", ev="$19,200 for the run instead of $56,000"),
   D("missing_state","q5","error",2,"The state list has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
 ]),
]
build("designdocs", docs, H)
