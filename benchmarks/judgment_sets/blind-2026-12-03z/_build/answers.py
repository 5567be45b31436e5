from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "z"), subset `answers/`: 8 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a defensible alternative reading or a carry-forward; a finding there
# counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="z01_question_answer_pairs.md", notes="Every answer as a Q&A pair: the question repeated in bold, then 'A.'. Reference numbers throughout (3,944 s / 4,382 steps / 14.8 % / 87.1 %; 986 s / 1,095 / 5.6 %; 312 s / 346 / 3.6 %; spot 1,138 s / 73 % invalid, 90 s / 34.4 %; $1.01 vs $2.49, 2.5x, 3.2x only rejected; 40 d vs 31 d; $186k vs $458k; Q4 ~33 %). In Q7 asserts 2 TB of host RAM per node as a fact.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 2 TB of host RAM per node as a fact (to argue the async snapshots can wait in memory); not in the facts and not stated as an assumption.", ev="Each node has 2 TB of host RAM"),
 ]),
 dict(file="z02_hedging.md", notes="Hedging voice throughout ('I think', 'probably', 'roughly', 'I'd guess') with correct reference numbers; 3.2x quoted only to reject it; GradScaler listed only if fp16; weights-only 1/7 stated with its basis inline. Fully correct.", defects=[]),
 dict(file="z03_given_block.md", notes="Quotes the exercise's facts in a '## Given' blockquote first, then terse answers; Q3 as a small comparison table (list price row next to the per-useful-hour row). States bf16 without loss scaling, so the GradScaler is correctly excluded with a reason. Fully correct.", defects=[]),
 dict(file="z04_tables_per_question.md", notes="Every question computed in a Markdown table (quantity / working / value). The Q2(a) step count is 986 / 0.9 = 1,643 (correct 1,095). The recommendation is a one-row table with a decision and cost but no condition to revisit. 3.2x appears only in a row marked misleading.", defects=[
   D("arithmetic_error","q2","error",3,"986 s / 0.9 s per step = 1,095 steps, not 1,643.", ev="| steps | 986 / 0.9 = 1,643 | 312 / 0.9 = 346 |"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision and a cost but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="z05_mtbf_units.md", notes="Plain '### n.' answer. In Q3 the unsharded spot case uses M = 45 h = 162,000 s (minutes read as hours), giving T* 8,818 s and 5.9 % waste; the sharded + async case uses 2,700 s correctly and the economics are right. Q2(b)'s constraint is about snapshot consistency and pinned memory size, never the interval vs the background write. Q4 uses an e^(-t/M) survival probability without stating exponential failures. The 5.5 GB per GPU (1.4 TB / 256) is derived, not an assumption.", defects=[
   D("arithmetic_error","q3","error",3,"The 45-minute spot MTBF is converted as 45 h = 162,000 s; the unsharded spot T* is sqrt(2 x 240 x 2,700) ~ 1,138 s with ~73 % waste, not 8,818 s and 5.9 %.", ev="Unsharded: M = 45 h = 162,000 s"),
   D("async_constraint_missing","q2","error",3,"Q2(b) gives snapshot consistency and the pinned-memory size as the constraint, but never that the interval must exceed the 15 s background write, nor what happens if it does not (snapshots queue, host memory fills, the loop stalls).", ev=None),
   D("unstated_assumption","assumptions","error",2,"Uses an exponential survival probability e^(-20/2,700) in Q4 without stating the exponential / Poisson failure assumption.", ev="The chance that the save completes before the kill is e^(−20/2,700)"),
 ]),
 dict(file="z06_one_minus_waste.md", notes="Gives goodput as 1 - waste (85.2 %, 94.4 %, 65.6 %) without naming the convention, but uses it consistently ($1.14 vs $2.49, 2.2x, ~46 d, ~$211k vs ~$459k; Q4 $1.12): accepted, not labelled. Q2(a) gives T*/steps/overhead but no constraint. Q2(b) calls the 96.4 % goodput the overhead.", defects=[
   D("missing_answer","q2","warning",3,"Q2(a) gives T*, steps and overhead but no new constraint (all 16 shards must commit / manifest; the filesystem at saturation).", ev=None),
   D("overhead_goodput_confusion","q2","error",3,"Q2(b) reports 96.4 % (the goodput, 1 - 3.6 %) as the overhead.", ev="so the overhead is 96.4 %"),
 ]),
 dict(file="z07_state_gaps.md", notes="Bold 'Part n.' run-in paragraphs. Intervals and wastes correct. Q3 compares 184,320 GPU-hours at list price ($442,368 vs $138,240, 3.2x, 69 %) and treats the waste as time only; the recommendation repeats the list-price totals. The Q5 state list has neither the RNG state nor the data-loader position.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares 184,320 GPU-hours at list price (3.2x cheaper, 69 % saving) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k); says the waste costs only time.", ev="Spot is 3.2× cheaper, a 69 % saving, so spot wins clearly"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($138k vs $442k, 69 %).", ev="Cost: $138k instead of $442k, a 69 % saving"),
   D("missing_state","q5","error",2,"The bit-exact list has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
   D("missing_state","q5","error",2,"The bit-exact list has no data-loader position (epoch, sampler offset / consumed samples, shuffle order).", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
 dict(file="z08_deferred_decision.md", notes="'## n · topic' headings, bullets, Q5 as a table with the GradScaler row excluded under stated bf16. Mentions the 24 s Q2(b) reading only to set it aside (a non-defect). Q6 lists the retained classes but not what each is for. The recommendation gives both options with costs and a revisit condition but leaves the decision to 'the team'.", defects=[
   D("missing_answer","q6","warning",4,"The retention policy lists the classes kept (last 2, every 4 h for 24 h, weights-only every 72 h) but not what each is for.", ev=None),
   D("recommendation_incomplete","recommendation","error",3,"The recommendation makes no decision: it lays out spot and on demand with costs and defers the choice ('depends on the team').", ev=None),
 ]),
]
build("answers", docs, H)
