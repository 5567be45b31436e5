from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "f"), subset `designdocs/`: 4 team design documents for
# one scenario not in inputs/ nor in the earlier blind sets (spot-512-gradaccum-30s.yaml, in this folder;
# numbers checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question; expected_score = 100 - deductions. line: 1-based; null for absences;
# evidence: exact substring. severity `ambiguous` (0 points): none in this subset.
"""
S = "spot-512-gradaccum-30s.yaml"
docs = [
 dict(file="g1_quarterly_planning.md", scenario=S, notes="Scenario spot-512-gradaccum-30s (512 GPUs, 4.0 s optimizer step = 8 x 0.5 s micro-batches, 900 GB, 20 writers, spot MTBF 60 min, 30 s notice, spot restart 15 min, 3 other jobs). Section of a quarterly planning doc, ask first. Correct: first-order T* 5,091 / 1,138 / 360 s on demand (13.2 / 4.0 / 2.2 %) and 1,470 / 329 / 104 s on spot (65.8 / 34.1 / 27.9 %); $1.34 vs $3.17 per useful GPU-h (2.4x; list 2.95x), ~$137k / 10.7 d vs ~$325k / 8.5 d; exact $1.394 vs $3.171 with the Poisson assumption stated. Notice worst case ~35 s > 30 s, best effort, ~1 %. Checkpoints only at optimizer-step boundaries, so no accumulation buffers (stated). bf16.", defects=[]),
 dict(file="g2_proposal_email.md", scenario=S, notes="Scenario spot-512-gradaccum-30s. One-page proposal email. Intervals and waste correct, but the cost case is list price x 102,400 GPU-h (2.95x, $107.5k vs $317.4k, 66 %, ~$210k saved); the recommendation repeats the $210k / 66 %. The notice handler saves 'immediately, at whatever micro-batch we are on' (mid gradient-accumulation window), yet the state list has no accumulated-gradient buffers / micro-batch index.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares spot with on demand at list price per wall hour (2.95x; 102,400 GPU-h x $1.05 vs x $3.10 = $107.5k vs $317.4k; 66 %) instead of per useful GPU-hour (~$1.34 vs ~$3.17, ~2.4x; ~$137k vs ~$325k), although the 27.9 % spot waste is computed.", ev="spot is 2.95× cheaper: the 102,400 GPU-hours cost ≈ $107.5k instead of ≈ $317.4k"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price saving (~$210k, 66 %).", ev="It saves ≈ $210k (66 %) for ≈ 2 more days"),
   D("missing_state","q5","error",2,"The notice handler saves mid-accumulation ('at whatever micro-batch we are on'), so the partially accumulated gradients and the micro-batch index are needed; the state list omits them.", ev=None, item="grad-accumulation"),
 ]),
 dict(file="g3_howto_wiki.md", scenario=S, notes="Scenario spot-512-gradaccum-30s. Team-handbook 'How we checkpoint' page in the second person, TL;DR first. Numbers correct except the shared-filesystem load: 4 jobs x 900 GB per 104 s is ~35 GB/s, not 8.7 GB/s 'in total' (8.7 is per job). Asserts a 400 Gb/s NIC per node (peer copy of a 14 GB shard in ~0.3 s) as fact. Async constraints listed are host memory for the second copy and snapshot consistency, never interval > 15 s background write.", defects=[
   D("async_constraint_missing","q2","error",3,"The async path's constraints are host memory for the pinned copy and not updating weights during the D2H copy; nothing says the interval must exceed the 15 s background write or what happens if it does not.", ev=None),
   D("arithmetic_error","q7","error",3,"Four jobs x 900 GB every 104 s is ~35 GB/s in total (8.7 GB/s is one job), i.e. more than half of the ~60 GB/s, not 'a small fraction'.", ev="Four jobs × 900 GB every 104 s is ≈ 8.7 GB/s in total"),
   D("unstated_assumption","assumptions","error",2,"Asserts a 400 Gb/s NIC per node (14 GB peer copy in ~0.3 s) as fact; not in the scenario and not stated as an assumption.", ev="over the 400 Gb/s NIC that takes about 0.3 s"),
 ]),
 dict(file="g4_weekly_update.md", scenario=S, notes="Scenario spot-512-gradaccum-30s. Weekly status update (status emoji, Done / Numbers / Open item / Next week). The spot waste 27.9 % is called 'goodput'; the cost arithmetic uses 1.279 correctly. The agreed checkpoint contents have no RNG state. The closing decision has a cost but no revisit condition.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"The spot waste (27.9 %) is reported as goodput (goodput is ~78 %).", ev="on spot the goodput is 27.9 %"),
   D("missing_state","q5","error",2,"The checkpoint contents have no RNG state (Python, NumPy, torch CPU/CUDA generators).", ev=None, item="rng-state"),
   D("recommendation_incomplete","recommendation","error",2,"The decision ('launch on spot ... at ~$137k') has no condition under which to revisit it.", ev=None),
 ]),
]
build("designdocs", docs, H)
