from build import D, build
H = """# Blind labelled evaluation set (2026-12-06, set "f"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="f01_interview_transcript.md", notes="Mock-interview transcript (Ines / candidate R), candidate answering in long spoken turns. First-order numbers throughout: 3,944 s / 4,382 steps / 14.8 % / 87.1 %; 986 s / 5.6 %; 312 s / 3.6 %; spot 1,138 / 285 / 90 s, 73.3 / 41.7 / 34.4 %; $2.49 vs $1.01 per useful GPU-h (~2.5x; 3.2x named only to reject it); $458k / 31 d vs $186k / 40 d; Q4 32.6 % and ~$0.99 with mass-reclaim failure mode; fair share 3,015 s. Assumptions stated in the first turn (Poisson, bf16 no loss scaling, no EMA, step-boundary saves, 93.3 GB/s, goodput 1/(1+w) with 1-w named). Conditional state excluded with reasons. Recommendation has decision, cost and revisit conditions. Fully correct.", defects=[]),
 dict(file="f02_python_notebook.md", notes="Answer exported from a Jupyter notebook: code cells computing each number with pasted outputs. Q1, Q2 and the spot intervals/wastes are right. The Q3 cost cell prints spot $1.26 per useful GPU-h (0.75 x 1.344 = $1.01) and a 1.98x ratio; the whole-run and recommendation figures ($232k) follow. Q4 (using $1.01, inconsistently) is fine. The Q5 state dict has no RNG state. Q7 uses fs_bw = 100e9 (100 GB/s) with no source and no assumption (the usual derivation gives 93.3 GB/s).", defects=[
   D("arithmetic_error","q3","error",3,"0.75 x (1 + 0.344) = $1.01 per useful GPU-hour, not $1.26; the ratio is ~2.47x, not 1.98x, and the run costs ~$186k, not ~$232k (the prose on the next lines repeats the wrong figures).", ev="2.49 1.26 1.98x"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the recommendation repeats $1.26 and $232k.", ev="≈ $1.26 per useful GPU-hour, ≈ $232k vs ≈ $458k on demand"),
   D("missing_state","q5","error",2,"The bit-exact state dict (weights + masters, Adam m/v, step count, LR scheduler, global step, data position + seed, config, layout, manifest) has no RNG states (Python / NumPy / torch / CUDA per rank); the doc even claims the list serves statistical resumability as-is.", ev=None, item="rng-state"),
   D("unstated_assumption","assumptions","error",2,"Q7 computes with a filesystem bandwidth of 100 GB/s (fs_bw = 100e9) that the exercise does not give and the answer neither sources nor lists among its assumptions in cell 1.", ev="fs_bw = 100e9"),
 ]),
 dict(file="f03_terse_bullets.md", notes="Terse bullet answer, units omitted in places ('C 240, M 32,400 (s)', 'T* ≈ 986', '~20 of 120', 'spot ≈ 0.994 vs 1.008'). Same reference numbers as f01 (first order; goodput 1/(1+w) stated, 1-w 85.2 % named as the other convention). Assumptions in a list at the top, including the 93.3 GB/s derivation and the 1/7 weights-only size. Conditional state excluded with reasons. Fully correct.", defects=[]),
 dict(file="f04_speaker_notes.md", notes="Speaker notes for a 12-slide talk, quoted speech per slide. Slide 3 calls the 14.8 % overhead the run's goodput. Slide 5's async constraint is pinned host memory and a step-boundary snapshot, never interval > background write or what happens otherwise. Slide 12 gives decision and cost but no revisit condition. Everything else correct (Q4 failure mode present, state complete, 2.5x per useful hour).", defects=[
   D("overhead_goodput_confusion","q1","error",3,"6.09 + 6.09 + 2.59 = 14.8 % is the overhead (waste); goodput is ~87.1 % (1/1.148) or 85.2 % (1 - w), not 14.8 %.", ev="Add those up and the run's goodput is 14.8 %"),
   D("async_constraint_missing","q2","error",3,"The async slide states host memory and step-boundary consistency as the new constraint but never says the interval must exceed the 15 s background write, nor what goes wrong otherwise (snapshots queue, host memory fills, loop stalls, newest durable checkpoint older).", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"The closing slide gives a decision and its cost ($1.01, $186k vs $458k, nine days longer) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="f05_commit_message.md", notes="The whole answer as a git commit message body (fixed-width, in a code block). Intervals and wastes correct; Q4 includes the mass-reclaim failure mode. Q3 compares per wall hour: 3.2x cheaper, 69 % saving, 'the overhead costs time, not money', run cost at list price ($138,240 vs $442,368); the decision repeats it. The Q5 list has no LR-scheduler state.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares list price per GPU-hour (3.2x, 69 % saving) and prices 184,320 GPU-h at list, claiming the 34 % overhead costs no money; per useful GPU-hour it is ~$1.01 vs ~$2.49 (~2.5x), ~$186k vs ~$458k.", ev="an on-demand one, so spot is 3.2x cheaper, a 69 % saving"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the run cost at list price.", ev="Run cost: 184,320 GPU-h x $0.75 = $138,240"),
   D("wall_hour_confusion","recommendation","warning",1,"The decision repeats the list-price totals and the 69 % saving.", ev="Cost $138k instead of $442k, a 69 % saving"),
   D("missing_state","q5","error",2,"The bit-exact state list has no learning-rate scheduler state (warmup/decay position).", ev=None, item="lr-scheduler"),
 ]),
 dict(file="f06_inline_reply.md", notes="E-mail reply answering inline under '>'-quoted questions. Q2(a) T* written as 1,395 s (sqrt(2 x 15 x 32,400) = sqrt(972,000) ~ 986 s; 1,395 is sqrt(2 x 30 x 32,400)), with 23.3 min / 1,550 steps and the 5.8 % overhead following. Q6 prices retention at 'the bucket's $0.021 per GB-month', unsourced and not among the stated assumptions. The Q5 list has no data-loader position / shuffle seed. Everything else correct.", defects=[
   D("arithmetic_error","q2","error",3,"sqrt(2 x 15 x 32,400) = sqrt(972,000) ~ 986 s (16.4 min, 1,095 steps), not 1,395 s (23.3 min, 1,550 steps).", ev="T* = √(2 × 15 × 32,400) ≈ 1,395 s"),
   D("arithmetic_error","q2","ambiguous",0,"Carry-forward only (neutral): the sharded overhead computed at the wrong interval (1.08 + 2.15 + 2.59 = 5.8 %; correct 5.6 %).", ev="Overhead ≈ 1.08 + 2.15 + 2.59 ≈ 5.8 %"),
   D("unstated_assumption","assumptions","error",2,"Uses an object-storage price of $0.021 per GB-month as a fact (to cost retention at ~$294/month); not in the exercise, not sourced, not among the stated assumptions.", ev="at the bucket's $0.021 per GB-month"),
   D("missing_state","q5","error",2,"The bit-exact state list has no data-loader position (sampler offset / consumed samples / epoch) and no shuffle seed: samples would be repeated or skipped.", ev=None, item="data-position", also=["shuffle-seed"]),
 ]),
]
build("answers", docs, H)
