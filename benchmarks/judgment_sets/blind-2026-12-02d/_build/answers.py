from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, fourth set "d"), subset `answers/`: 10 answers to the
# exercise (shared/exercise.md; facts = inputs/exercise.yaml). Written blind to reportgen's lint/grade code.
# Scoring rules, point allocation and line conventions: /work/shared/corpus/RUBRIC.md.
# line: 1-based line where the defect shows; null for absences. evidence: exact substring of that line.
# severity `ambiguous` (0 points): a carry-forward number that follows consistently from a labelled
# error; a finding there counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="d01_tweet_thread.md", notes="Numbered social-media thread (1/ ... 21/). Numbers correct, first-order, goodput = 1/(1+w), bf16 without loss scaling stated. Post 5 calls the Q2(a) overhead (5.6 %) the goodput. Q5 list has no data-loader position. The TL;DR recommendation has a decision and a cost but no condition to revisit.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"The Q2(a) waste of 5.6 % is reported as goodput (goodput is ~94.7 %).", ev="goodput ≈ 5.6 % at 16 writers"),
   D("missing_state","q5","error",2,"The bit-exact list (weights, Adam m/v, step count, LR scheduler, RNG) has no data-loader position (epoch / consumed samples / shuffle order); the statistical subset does not mention it either.", ev=None, item="data-position"),
   D("recommendation_incomplete","recommendation","error",2,"The TL;DR recommendation gives the decision (spot, sharded async every 100 steps + emergency save) and the cost (~$1.00/useful GPU-h, ~$184k, ~40 days) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="d02_org_mode.md", notes="Emacs org-mode export (#+TITLE, :PROPERTIES:, DONE headings, #+BEGIN_SRC python, org tables). Fully correct, first-order model with goodput = 1/(1+w); the exact-model cross-check ($1.064 vs $2.488) is quoted with the Poisson assumption stated; fp16 with GradScaler listed; RNG written as 'random-number generator states', data position as 'dataloader cursor'; the 200 GB weights-only size is stated as an assumption; quotes 3.2x only to reject it.", defects=[]),
 dict(file="d03_theorem_proof.md", notes="Lemma / Proposition / Proof / end-of-proof layout. Q3's unsharded spot T* slips the square root: sqrt(1,296,000) written as 360 s / 400 steps (correct 1,138 s / 1,265 steps); the 104 % overhead on the next line follows consistently from it (ambiguous). Lemma 4.1 asserts a local NVMe bandwidth of 6 GB/s per GPU as a fact. Everything else correct (sharded+async spot 90 s, 34.4 %, $1.01 vs $2.49).", defects=[
   D("arithmetic_error","q3","error",3,"sqrt(2 x 240 x 2,700) = sqrt(1,296,000) is ~1,138 s (~1,265 steps), not 360 s (400 steps).", ev="= √1,296,000 ≈ 360 s (400 steps)"),
   D("arithmetic_error","q3","ambiguous",0,"Carry-forward only (neutral): the unsharded spot overhead computed from the wrong 360 s (correct ~73 %).", ev="66.7 % + 6.7 % + 31.1 % ≈ 104 %"),
   D("unstated_assumption","assumptions","error",2,"Asserts a local NVMe write bandwidth of 6 GB/s per GPU as a fact to prove the emergency save fits; the number is not in the exercise, not derivable, and not stated as an assumption.", ev="local NVMe at 6 GB/s per GPU"),
 ]),
 dict(file="d04_stackoverflow.md", notes="Q&A-site answer (question block, accepted answer, EDIT notes, a comment). Numbers correct through the 34.4 % spot waste and the 40 vs 31 days, but 'is it cheaper' is answered at list price (3.2x, 69 %, $138k vs $442k = 184,320 GPU-h x list price); the TL;DR repeats 69 % / $138k. Q5 table (fp16, GradScaler listed) is complete but never says which items to keep for statistical resumability. The EDIT about step counts describes a fixed mistake (not a defect).", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares spot with on-demand per wall hour / list price (3.2x cheaper, 69 % saving, $138k vs $442k) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), although the 34.4 % waste was computed.", ev="spot is 3.2× cheaper, a 69 % saving"),
   D("wall_hour_confusion","recommendation","warning",1,"The TL;DR recommendation repeats the per-wall-hour saving (69 %, $138k instead of $442k).", ev="cuts the bill by 69 % ($138k instead of $442k)"),
   D("missing_answer","q5","warning",3,"Q5 lists the state and the symptoms but never says which items would still be kept for statistical resumability only.", ev=None),
 ]),
 dict(file="d05_lab_report.md", notes="Short lab report (Abstract / Introduction / Methods with numbered assumptions A1-A4 / Results with numbered tables / Discussion / Limitations / Recommendation). Fully correct, first-order with goodput = 1/(1+w); exact-model figures ($1.064 vs $2.488, 41.9 %) quoted under the stated Poisson assumption A2; bf16 without loss scaling stated; derived numbers (93 GB/s, 4.5 GB/s, 390 TB/day, 0.46 GB/s) only; quotes the 3.2x list-price ratio to reject it.", defects=[]),
 dict(file="d06_exam_booklet.md", notes="Exam booklet with candidate number, parts labelled (iii), (i), (ii), (v), (iv), (vii), (vi) in that order, separated by dashed rules, thin-space digit grouping ('32 400'). Numbers correct. Q2(b)'s 'new constraint' is snapshot consistency at a step boundary and PCIe/NIC contention, never interval > background write. Part (iv) computes 1 - e^(-30/32 400) without stating exponential failures. States fp16 mixed precision, but the state list has no loss scaler.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b)'s constraint is a consistent snapshot cut and low-priority writer threads; it never says the interval must exceed the 15 s background write or what goes wrong otherwise (overlap, host memory, stall).", ev=None),
   D("unstated_assumption","assumptions","error",2,"Computes a probability 1 - e^(-30/32 400), which needs exponential (Poisson) failures; the distributional assumption is not stated anywhere.", ev="1 − e^(−30/32 400) ≈ 0.09 %"),
   D("missing_state","q5","error",2,"The document trains in fp16 mixed precision, but the state list has no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="d07_mindmap.md", notes="Outliner / mind-map export: nested bullets with arrows (->, =>) and circled-plus sums. Q1 multiplies by the step time (3,944 x 0.9 = 3,550 steps; correct 4,382); later step counts are right. Q2(a) has C, T*, steps and waste but no new constraint. Q5 (bf16, no scaling) lists weights, Adam m/v, LR scheduler, RNG, dataloader cursor but no optimizer step count. Everything else correct.", defects=[
   D("arithmetic_error","q1","error",3,"Steps = T*/0.9 = 4,382, not 3,944 x 0.9 = 3,550 (multiplied instead of divided).", ev="3,944 s × 0.9 ≈ 3,550 steps"),
   D("missing_answer","q2","warning",3,"Q2(a) gives C, T*, steps and waste but not the constraint that sharding introduces (all 16 shards complete / manifest, 16-writer ceiling).", ev=None),
   D("missing_state","q5","error",2,"The state list has Adam m, v but no optimizer step count (Adam's t / global step for bias correction).", ev=None, item="optimizer-step", also=["global-step"]),
 ]),
 dict(file="d08_sphinx_rst.md", notes="reStructuredText / Sphinx source (over- and underlined titles, field list, .. math::, .. note::, .. list-table::, .. warning::). Fully correct under the goodput = 1 - w convention, stated in a note and used consistently ($1.14 vs $2.49 per useful GPU-h, 2.2x, ~46 vs ~31 days, ~$211k vs ~$459k; Q4 $1.12, ~44.6 days, ~$206k). bf16 without scaling in an Assumptions admonition; RNG as 'random-number generator states', data position as 'sampler offset / consumed samples'.", defects=[]),
 dict(file="d09_whiteboard.md", notes="Interviewer's transcription of whiteboard photos ([PHOTO n] layout notes, arrows, candidate's spoken remarks in brackets). Numbers correct. Q2(b)'s constraint is only snapshot consistency (a CUDA event before the next optimizer step), never interval > background write. Q5 (fp16, GradScaler listed) has no RNG state. Time was called before Q7: nothing written.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b)'s constraint is that the next optimizer step must wait for the D2H copy; it never says the interval must exceed the 15 s background write or what goes wrong otherwise.", ev=None),
   D("missing_state","q5","error",2,"The bit-exact list has no RNG / random-generator state (Python, NumPy, torch CPU/CUDA).", ev=None, item="rng-state"),
   D("missing_answer","q7","error",8,"Q7 (200 jobs sharing the filesystem) is not answered: 'time called', nothing written.", ev=None),
 ]),
 dict(file="d10_asciidoc.md", notes="AsciiDoc source (= title, author/revision lines, :attributes:, [stem] block, ---- listing, |=== tables, NOTE:/WARNING: admonitions, labelled 'Constraint::' entries). Q3 says the spot goodput is ~34.4 % (that is the waste; goodput ~74.4 %) while the cost uses 1.344 correctly. Q4 asserts a 25 GB/s host link per GPU as a fact. The recommendation has a decision and a revisit condition but no cost figure.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"The 34.4 % spot waste is reported as goodput (goodput is ~74.4 %).", ev="the goodput is ≈ 34.4 %"),
   D("unstated_assumption","assumptions","error",2,"Asserts a 25 GB/s host link per GPU for the device-to-host copy; not in the exercise (which gives the snapshot as 10 % of the write time) and not stated as an assumption.", ev="over a 25 GB/s host link"),
   D("recommendation_incomplete","recommendation","error",3,"The recommendation gives the decision (spot, sharded async every 100 steps, notice handler) and a revisit condition, but no cost figure ($ per useful GPU-hour, job total or days).", ev=None),
 ]),
]
build("answers", docs, H)
