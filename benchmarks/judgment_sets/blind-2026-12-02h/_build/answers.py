from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "h"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="h01_numbered_list.md", notes="All seven answers as one long numbered list (items 1-20) plus a bold recommendation. Reference numbers throughout (3,944 s / 4,382 steps / 14.8 %; 986 s / 5.6 %; 312 s / 3.6 %; spot 90 s / 34.4 %; $1.01 vs $2.49, 2.5x; $186k / 40 d vs $458k / 31 d; Q4 32.9 %). Quotes 3.2x only to reject it. Assumptions listed in item 20. Fully correct.", defects=[]),
 dict(file="h02_interview_transcript.md", notes="Mock-interview transcript with **Interviewer:** / **Candidate:** turns. Numbers correct; 3.2x quoted only to reject. The async turn covers host memory and snapshot consistency but never interval > background write. The 120 s warning turn gives the handler and its effect (32.9 %) but nothing on what could make it fail when needed.", defects=[
   D("async_constraint_missing","q2","error",3,"The async answer covers pinned host memory for the snapshot and taking it at a step boundary, but never says the interval must exceed the 15 s background write or what goes wrong if it does not (queued snapshots, host memory filling, the loop stalling).", ev=None),
   D("missing_answer","q4","warning",3,"The 120 s warning answer gives what the job does and the quantified effect (34.4 % -> 32.9 %) but nothing on what could make the graceful path fail exactly when needed (mass reclaim saturating the filesystem, a hung rank, a write in flight, unwarned hardware failures).", ev=None),
 ]),
 dict(file="h03_spanish_headings.md", notes="Spanish headings (Supuestos, Linea base bajo demanda, ..., Recomendacion), English body, thin-space-free space thousands ('32 400'). Uses goodput = 1 - waste, stated as assumption A1 (85.2 %; spot $1.14, 2.2x, ~46 days, ~$211k) - an accepted convention, used consistently. Assumptions A1-A5 (bf16 without loss scaling, so no loss scaler needed). Fully correct.", defects=[]),
 dict(file="h04_cheat_sheet.md", notes="Dense one-page cheat sheet with abbreviations (OD, SP, sh, as, D2H, uGh, stp, REC) and middle-dot separators. Q1 overhead sum written as 12.2 % (6.09 + 6.09 + 2.59 = 14.8 %), goodput 89 % follows from it on the same line. Q5 list has no data-loader position. Everything else correct; states bf16 without loss scaling.", defects=[
   D("arithmetic_error","q1","error",3,"6.09 % + 6.09 % + 2.59 % = 14.8 %, not 12.2 % (the restart term was dropped from the sum); the goodput of 89 % on the same line follows from it (correct 87.1 %).", ev="w = 6.09 + 6.09 + 2.59 ≈ 12.2 %"),
   D("missing_state","q5","error",2,"The bit-exact state list (master weights, Adam m/v, step, LR scheduler, RNG, GradScaler if fp16) has no data-loader position (epoch, sampler offset / consumed samples, shuffle order).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="h05_peer_review.md", notes="Peer review of another student's submission (#7): review comments first (quoting the reviewed answer's 'goodput = 14.8 %' and '3.2x cheaper, a 69 % saving' in order to reject them, and its 24 s Q2(b) reading), then the reviewer's own corrected answer. Non-defects: the quoted errors are rejected, not made. In Q4 the reviewer asserts a local NVMe RAID at 12 GB/s per node as a fact (the 8 GPUs per node is stated inline as an assumption). The recommendation has a decision and a cost but no revisit condition.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts local NVMe at 12 GB/s per node as a fact and computes with it (44 GB per node in under 4 s); not in the facts and not stated as an assumption (the 8 GPUs per node on the same line is stated).", ev="the local RAID writes at 12 GB/s per node"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded + async, every 100 steps) and a cost ($1.00 per useful GPU-hour, $186k vs $458k) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="h06_notion_export.md", notes="Notion page export with callouts (emoji), toggles flattened as indented '▸' blocks and a checklist (☑/☐). Intervals and wastes correct, but the cost toggle compares 184,320 GPU-hours at list price ($442,368 vs $138,240, 3.2x, 69 %), claiming the 34.4 % waste costs time but not money; the TL;DR and the recommendation repeat it. The Q5 checklist has no LR-scheduler state. Everything else correct.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall hour / list price (184,320 GPU-h x $2.40 vs x $0.75, 3.2x cheaper, 69 % saving) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), and claims the waste costs no money.", ev="Spot is 3.2× cheaper, a 69 % saving"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($138k vs $442k, 69 %).", ev="Cost: $138k instead of $442k, a 69 % saving"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the TL;DR callout states the same per-GPU-hour ratio.", ev="Spot is 3.2× cheaper per GPU-hour and the 34 % overhead"),
   D("missing_state","q5","error",2,"The bit-exact checklist (master weights, Adam m/v, step count, RNG, data-loader state, GradScaler n/a) has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
 ]),
]
build("answers", docs, H)
