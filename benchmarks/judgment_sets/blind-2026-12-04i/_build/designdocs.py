from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "i"), subset `designdocs/`: 6 design documents for two
# new scenarios (spot-32-earthobs-ema-100s.yaml and od-4096-embed-fp16-flashblade.yaml, in this folder;
# numbers checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the notice,
# q5 state, q6 retention, q7 the shared filesystem); questions a document's scenario does not raise (q3,
# q4 for the on-demand-only scenario) are not penalised; expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
A = "spot-32-earthobs-ema-100s.yaml"
B = "od-4096-embed-fp16-flashblade.yaml"
docs = [
 dict(file="a1_platform_standard.md", scenario=A, notes="Platform team's checkpointing standard with RFC-2119 MUST/SHOULD. Assumptions A1-A4 (bf16 + EMA, Poisson for the exact figures only, derived 6 GB/s, spot restart 6 min). First-order table (147 s / 9.4 % spot, 588 s / 1.1 % on demand), $0.875 vs $2.629 (3.0x; 3.25x rejected), exact-model figures, notice handler best effort with its failure mode (120-142 s at the fair share > 100 s), full state table incl. EMA with exclusions (loss scaler, tokenizer, accumulation) and reasons, fair share 120 s, retention justified, decision with cost and revisit. Fully correct.", defects=[]),
 dict(file="a2_proposal_faq.md", scenario=A, notes="Proposal with an executive summary and a FAQ at the end. Numbers correct; derived spot waste shown with its arithmetic; 3.25x rejected; loss scaler and tokenizer excluded with reasons. The run keeps an EMA (stated twice) but the state table leaves it out (FAQ: re-initialised from the weights). FAQ uses a local-NVMe write speed not in the scenario, unstated.", defects=[
   D("missing_state","q5","error",2,"The run keeps an EMA of the weights, but the checkpoint has no EMA state (the FAQ says it is re-initialised from the weights after a restart, which changes the EMA and every evaluation that uses it).", ev=None, item="ema-weights"),
   D("unstated_assumption","assumptions","error",2,"Local NVMe drives writing at 3.5 GB/s are not in the scenario and are used for the emergency-save time without being stated as an assumption.", ev="the drives write at 3.5 GB/s"),
 ]),
 dict(file="a3_incident_followup.md", scenario=A, notes="Incident follow-up (a divergence noticed 7 h late, 9 h lost) with action items AI-1..AI-6. Intervals, costs (3.0x; 3.25x rejected), notice analysis with failure mode, state list and retention (AI-2) correct. Calls the 9.4 % / 1.1 % waste goodput. The async paragraph states the blocking snapshot and the background write but not that the interval must exceed the write. The decision (AI-6) has a cost but no revisit condition.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"The 9.4 % spot and 1.1 % on-demand waste are called goodput (goodput is ~91.4 % and ~98.9 %).", ev="Goodput on spot is 9.4 %, against 1.1 % on demand"),
   D("async_constraint_missing","q2","error",3,"The async description never says the interval must exceed the background write (20 s, up to 120 s at the FSx share) or what goes wrong otherwise (queued snapshots, host memory, stalled loop).", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"AI-6's decision gives a cost and duration but no condition to revisit it.", ev=None),
 ]),
 dict(file="b1_storage_capacity_review.md", scenario=B, notes="Storage team's capacity review; inputs table with sources (own inputs marked measured), assumptions stated (fp16 + loss scaling, no EMA, derived 30 GB/s, Poisson for exact figures). First-order table (215 s / 89 steps / 9.8 %, $2.42; single writer out of range, exact 38.9 %), sharding and async constraints, fair share 208 s, state table with loss scaler and tokenizer, EMA/accumulation/negative-queue excluded with reasons, retention with capacity, decision with cost and revisit. No spot in the scenario. Fully correct.", defects=[]),
 dict(file="b2_sync_vs_async.md", scenario=B, notes="In-depth sync vs async comparison. The restart term is computed as 0.83 % (1,200/14,400 = 8.33 %), so every waste and cost that uses it is low (5.55 %, 2.33 %, $2.32, $2.25); T*, steps, memory, async constraint, fair share and retention correct. fp16 with dynamic loss scaling is stated, but the state list has no loss scaler.", defects=[
   D("arithmetic_error","q1","error",3,"R/M = 1,200 / 14,400 = 8.33 %, not 0.83 % (a factor of 10); every waste figure below inherits it (sync 13.0 %, async 9.8 % in fact).", ev="R/M = 1,200 / 14,400 = 0.83 %"),
   D("arithmetic_error","q2","ambiguous",0,"Carry-forward only (neutral): the async waste uses the wrong 0.83 % restart term.", ev="Waste = 0.75 % + 0.75 % + 0.83 % = 2.33 %"),
   D("arithmetic_error","q2","ambiguous",0,"Carry-forward only (neutral): cost per useful GPU-hour from the wrong waste ($2.42 in fact).", ev="$2.20 × 1.0233 = $2.25"),
   D("missing_state","q5","error",2,"The run is fp16 with dynamic loss scaling (stated), but the state list has no loss-scaler state (scale, growth tracker).", ev=None, item="loss-scaler"),
 ]),
 dict(file="b3_open_questions.md", scenario=B, notes="Checklist of open questions with answers inline ([x] Q/A). Numbers correct (3,394 / 679 / 215 s; 31.9 / 13.0 / 9.8 %; $2.42; fair share 208 s); a quoted '8 % waste' is explained and rejected. Asserts 2 TB host RAM per node, unstated. State list has no RNG state. Retention lists the classes but not what each is for.", defects=[
   D("unstated_assumption","assumptions","error",2,"2 TB of host RAM per node is not in the scenario and is used in the async memory argument without being stated as an assumption.", ev="has 2 TB of host RAM"),
   D("missing_state","q5","error",2,"No RNG state (Python, NumPy, torch CPU/CUDA) in the checkpoint list.", ev=None, item="rng-state"),
   D("missing_answer","q6","warning",4,"The retention answer lists what is kept (last 2, 4-hourly for 24 h, 72-hourly weights) but not what each retained class is for.", ev=None),
 ]),
]
build("designdocs", docs, H)
