from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "g"), subset `answers/`: 8 answers to the
# exercise (shared/exercise.md; facts = inputs/exercise.yaml). Written blind to reportgen's lint/grade code.
# Scoring rules, point allocation and line conventions: /work/shared/corpus/RUBRIC.md.
# line: 1-based line where the defect shows; null for absences. evidence: exact substring of that line.
# severity `ambiguous` (0 points): a carry-forward number that follows consistently from a labelled
# error; a finding there counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="g01_question_headings.md", notes="Every heading is a full question ('How often should we checkpoint on the on-demand cluster, and what does it cost us?'). Fully correct, first-order model, goodput = 1/(1+w); bf16 without loss scaling stated; quotes 3.2x only to reject it; adds no number beyond the facts.", defects=[]),
 dict(file="g02_by_strategy.md", notes="Organised by strategy (A baseline / B sharded / C sharded+async), each answering the questions where they come up, with [Qn] tags. Numbers correct (fp16 with GradScaler listed). Strategy B's on-demand part gives T*/steps/overhead and a bandwidth remark but no new constraint (no shard-completeness/commit or layout constraint). The Q5 list has no data-loader position.", defects=[
   D("missing_answer","q2","warning",3,"Q2(a) (strategy B, on demand) gives T*, steps, overhead and the aggregate bandwidth, but never states the constraint sharding introduces (all shards must commit before the checkpoint counts / manifest; same layout or resharding on restore; the job saturates the filesystem).", ev=None),
   D("missing_state","q5","error",2,"The checkpoint list (master weights, Adam m/v, step count, LR scheduler, GradScaler, RNG) has no data-loader position (epoch / consumed samples / shuffle order), neither in the bit-exact list nor in the statistical subset.", ev=None, item="data-position"),
 ]),
 dict(file="g03_long_digressions.md", notes="Very long answer with digressions (Young 1974, the flatness of the optimum, an anecdote about hourly checkpoints, the restart floor). Q2(a) steps computed as 986 x 0.9 = 887 (correct 986 / 0.9 = 1,095); the bold summary line two lines above repeats 887. Q2(b)'s 'what async introduces' is step-boundary consistency, host RAM for a copy and PCIe/NIC contention, never interval > the 15 s background write. Quotes 3.2x / 69 % from a budget review only to reject it. Everything else correct.", defects=[
   D("arithmetic_error","q2","error",3,"Q2(a) steps: 986 s x 0.9 = 887 is wrong; 986 s / 0.9 s per step = 1,095 steps (the bold summary line repeats 887).", ev="986 × 0.9 ≈ 887"),
   D("async_constraint_missing","q2","error",3,"Q2(b) lists snapshot consistency, host RAM for a copy and PCIe/NIC contention, but never says the interval must exceed the background write (15 s) or what happens if it does not (snapshots queue, host memory fills, loop stalls).", ev=None),
 ]),
 dict(file="g04_very_short.md", notes="Very short answer, one bold-numbered paragraph per question. Numbers correct; bf16 without scaling stated. Q5 list has no RNG state. Q6 names the three tiers without saying what any of them is for. The recommendation has a decision and a cost but no revisit condition.", defects=[
   D("missing_state","q5","error",2,"The Q5 list (master weights, Adam m/v, step count, LR scheduler, data-loader position and shuffle seed) has no RNG state (Python / NumPy / torch CPU / CUDA).", ev=None, item="rng-state"),
   D("missing_answer","q6","warning",4,"Retention lists last 2 / every 4 h for 24 h / every 72 h weights-only but does not justify any tier by what it is for.", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision (spot, sharded async every 100 steps, handler) and a cost (~$1.01, ~$186k, ~40 days) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="g05_table_at_end.md", notes="Prose per question refers to rows [N1]..[N10] of a single numbers table at the end. The table's goodput column for the spot sharded+async row holds the waste (34.4 %) instead of the goodput (~74.4 %). Q4 asserts that the provider takes the last ~30 s of the notice (usable budget ~90 s) as a fact. Q5 (bf16, no scaling) has no LR-scheduler state.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"Row N5 (spot, sharded + async) reports the 34.4 % waste in the goodput column; goodput is ~74.4 % (1/1.344).", ev="| 1.67 + 1.67 + 31.1 = 34.4 % | 34.4 % |"),
   D("unstated_assumption","assumptions","error",2,"Asserts as a fact that the provider spends the last ~30 s of the 120 s notice draining the node (usable budget ~90 s); not in the exercise and not stated as an assumption.", ev="the provider spends the last ~30 s of the notice draining the node"),
   D("missing_state","q5","error",2,"The bit-exact list has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
 ]),
 dict(file="g06_british_minutes.md", notes="British spelling (optimiser, whilst, organisational, fortnight), durations spelled out in minutes/seconds. Uses goodput = 1 - waste consistently (spot $1.14 per useful GPU-hour, ~2.2x, ~46 days, $211k vs $459k): accepted convention, not a defect. Q4 asserts node-local NVMe at ~2 GB/s per drive as a fact; Q4 has the handler and its quantified effect but nothing on what could make it fail when needed.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts node-local NVMe sustaining about 2 GB/s per drive (a 5.5 GB shard in under three seconds) as a fact; not in the exercise and not stated as an assumption.", ev="which sustains about 2 GB/s per drive"),
   D("missing_answer","q4","warning",3,"Q4 describes the handler and quantifies its effect (32.8 %, ~$1.12) but never says what could make the graceful-shutdown path fail exactly when it is needed (mass reclaim saturating the filesystem, hung rank, unwarned hardware failures).", ev=None),
 ]),
 dict(file="g07_exact_model.md", notes="Hand algebra with Young first, then reportgen plan's exact-model figures (T_opt 3,785 / 976 / 310 s; spot 89 s, 41.9 %, $1.064 vs $2.488, 2.34x, 42.6 vs 31.1 days, $196.2k vs $458.6k; save before kill $1.045). Poisson assumption (A1), Daly formulation (A2), unwarned hardware failures at the on-demand rate (A3), no slowdown during async writes (A4), bf16 (A5) stated up front. Fully correct.", defects=[]),
 dict(file="g08_discord_voice.md", notes="Casual Discord/Reddit voice (lowercase, emoji, 'lol', 'tl;dr'). Computes the 34.4 % spot waste and 40 days correctly, then answers 'is spot cheaper' at list price (3.2x, ~69 % off, $138k vs $442k = 184,320 GPU-h x list price); the tl;dr repeats it. Says fp16 with dynamic loss scaling, but the Q5 list has no loss-scaler state. Everything else correct.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares spot with on-demand per wall hour / list price (3.2x cheaper, ~69 % off, $138k vs $442k) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), although the 34.4 % waste was computed.", ev="**spot is 3.2× cheaper, ~69% off**"),
   D("wall_hour_confusion","recommendation","warning",1,"The tl;dr recommendation repeats the per-wall-hour saving (~69 %, $138k vs $442k).", ev="saves ~69% (~$138k vs $442k)"),
   D("missing_state","q5","error",2,"The document says it trains in fp16 with dynamic loss scaling, but the Q5 list has no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
 ]),
]
build("answers", docs, H)
