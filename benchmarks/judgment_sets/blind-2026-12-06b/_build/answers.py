from build import D, build
H = """# Blind labelled evaluation set (2026-12-06, set "06b"), subset `answers/`: 6 answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
# severity `ambiguous` (0 points): a carry-forward of a labelled error; a finding there counts neither
# as a hit nor as a false alarm.
"""
docs = [
 dict(file="b01_recipe_card.md", notes="Recipe card (Pantry / Ingredients I added myself / Steps 1-7 / Serving suggestion). First-order numbers with goodput = 1/(1+w) stated: 3,944 s / 4,382 steps / 14.8 % / 87.1 %; 986 s / 5.6 %; 312 s / 3.6 %; spot 1,138 / 285 / 90 s, 73.3 / 41.6 / 34.4 %; $1.008 vs $2.485 (2.5x), $185.8k / 40.3 d vs $458.0k / 31.1 d; 3.2x quoted only to reject. Notice ~33 %, failure modes given. Full state list; loss scaler, accumulation, EMA excluded with reasons (bf16, step boundaries, no EMA); tokenizer conditional. Fair share 3,015 s from stated 93.3 GB/s. Fully correct.", defects=[]),
 dict(file="b02_ama_thread.md", notes="Reddit-style AMA thread (u/... questions, OP block-quoted answers). Uses the other goodput convention, goodput = 1 - w, stated in the ground rules and used consistently (85.2 %, 94.4 %, 96.4 %, spot 65.6 %; $1.14 vs $2.49, ~2.2x; ~$211k / ~46 d vs ~$459k / ~31 d). 3.2x quoted only to reject. Fully correct.", defects=[]),
 dict(file="b03_commit_series.md", notes="Answer as a git patch series (hash + conventional-commit subject + body per question). Q1 square root wrong (sqrt(15,552,000) = 3,944 s, written 3,494 s; steps and overhead follow from it). State list has no RNG state. The recommendation has decision and revisit condition but no cost. Everything else correct.", defects=[
   D("arithmetic_error","q1","error",3,"sqrt(15,552,000) = 3,944 s (65.7 min, 4,382 steps), not 3,494 s (58.2 min, 3,882 steps).", ev="√15,552,000 ≈ 3,494 s ≈ 58.2 min ≈ 3,882 steps"),
   D("arithmetic_error","q1","ambiguous",0,"Carry-forward only (neutral): the overhead terms are computed at the wrong T (6.9 + 5.4 + 2.6 = 14.9 %); the correct first-order figure is 14.8 %.", ev="6.9 % + 5.4 % + 2.6 % = 14.9 %"),
   D("missing_state","q5","error",2,"The bit-exact list (weights, master weights, Adam m/v, step count, LR scheduler, global step, data position, shuffle seed, config, code, layout, tokenizer, manifest) has no RNG state (Python / NumPy / torch CPU / CUDA per rank).", ev=None, item="rng-state"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded + async every 100 steps) and a revisit condition but no cost (about $1.01 per useful GPU-hour, ~$186k vs ~$458k).", ev=None),
 ]),
 dict(file="b04_team_newsletter.md", notes="Team newsletter issue (feature article, section headings, Editor's pick, fine-print assumptions box at the end). Intervals and wastes right, but the spot verdict is made at list price (184,320 GPU-h x $2.40 vs x $0.75, 3.2x, $304k / 69 %), saying the overhead only lengthens the run; the Editor's pick repeats $138k vs $442k. The async part gives host memory and snapshot consistency, never interval > background write or what goes wrong. In Q4 a 25 GB/s per-node backplane is asserted as fact and computed with. Everything else correct.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares list prices over the useful GPU-hours ($442,368 vs $138,240, 3.2x, 69 %) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k); treats the 34 % overhead as time only, not money.", ev="Spot is 3.2× cheaper, saving $304k (69 %)"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the section opens with the list-price ratio as the answer.", ev="so it is 3.2× cheaper. Interruptions come"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals ($138k vs $442k).", ev="$138k instead of $442k"),
   D("async_constraint_missing","q2","error",3,"The async section states pinned host memory and a step-boundary snapshot, but never that the interval must exceed the 15 s background write, nor what happens if it does not (queued snapshots, memory exhaustion, stalls or torn checkpoints).", ev=None),
   D("unstated_assumption","assumptions","error",2,"A 25 GB/s per-node backplane is asserted as a fact and used (44 GB in under 2 s); it is not in the exercise nor in the fine-print assumptions.", ev="Our backplane moves 25 GB/s per node"),
 ]),
 dict(file="b05_exam_script.md", notes="Transcribed handwritten exam script (plain text, no Markdown headings, 'Part N.', boxed assumptions, margin notes, space thousands '32 400'). Q1 calls the 14.8 % overhead the goodput (correct goodput ~87 %). The Q4 part gives the handler and its effect but nothing on what could make the graceful path fail. The state list has no data-loader position (shuffle seed is there). Everything else correct.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"States the goodput as 14.8 %, which is the overhead; goodput is 1/1.148 = 87.1 % (or 85.2 % as 1 - w).", ev="i.e. goodput 14.8 %"),
   D("overhead_goodput_confusion","q1","ambiguous",0,"Carry-forward only (neutral): margin note repeating the confusion.", ev="goodput = the overhead share"),
   D("missing_answer","q4","warning",3,"The 120 s notice part gives the handler and its effect (~33 %, ~$1.00) but nothing on what could make the graceful shutdown fail exactly when needed (reclaim waves saturating the filesystem, a hung rank, the notice not reaching all ranks, unwarned hardware failures).", ev=None),
   D("missing_state","q5","error",2,"The bit-exact list has no data-loader position (sampler offset / consumed samples per rank, epoch): after resume samples are repeated or skipped.", ev=None, item="data-position"),
 ]),
 dict(file="b06_flashcard_deck.md", notes="Spaced-repetition deck export (Q:/A: cards separated by ---, deck notes with assumptions). Q7 card divides 281.4 TB by 93.3 GB/s as ~301 s (correct ~3,015 s, ~50 min) and draws a wrong conclusion from it. The retention card prices the milestones with a $0.021 per GB-month cold tier never stated or sourced. The state card has no LR-scheduler state. Everything else correct.", defects=[
   D("arithmetic_error","q7","error",3,"281.4 TB / 93.3 GB/s = 281,400 GB / 93.3 GB/s ~ 3,016 s (~50 min), not ~301 s; the claim that each job can write every ~5 minutes (and that 90 s is only ~3x too frequent) follows from the slip.", ev="÷ 93.3 GB/s ≈ 301 s"),
   D("unstated_assumption","assumptions","error",2,"A cold-tier price of $0.021 per GB-month is used to cost the milestones but is neither in the exercise nor in the deck's assumptions, nor sourced.", ev="$0.021 per GB-month"),
   D("missing_state","q5","error",2,"The bit-exact card lists weights, master weights, Adam m/v, optimizer step, global step, data position, shuffle seed, RNG, config, code, layout, tokenizer and manifest, but no LR-scheduler state (the LR jumps after resume).", ev=None, item="lr-scheduler"),
 ]),
]
build("answers", docs, H)
