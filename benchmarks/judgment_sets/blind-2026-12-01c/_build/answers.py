from build import D, build
H = """# Blind labelled evaluation set (2026-12-01, third set "c"), subset `answers/`: 8 answers to the
# exercise (shared/exercise.md; facts = inputs/exercise.yaml). Written blind to reportgen's lint/grade code.
# Scoring rules, point allocation and line conventions: /work/shared/corpus/RUBRIC.md.
# line: 1-based line where the defect shows; null for absences. evidence: exact substring of that line.
# severity `ambiguous` (0 points): a carry-forward number that follows consistently from a labelled
# error; a finding there counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="c01_pr_description.md", notes="GitHub pull-request description with a '- [x]' checklist, one item per question. Fully correct, first-order model, goodput = 1/(1+w); fp16 with GradScaler listed; adds no number beyond the facts.", defects=[]),
 dict(file="c02_runbook.md", notes="On-call runbook with lettered procedures and numbered steps. Numbers correct. bf16 without loss scaling stated. Procedure E (contents) has no LR-scheduler state; Procedure D (notice handler) has the plan and its effect but nothing on what could make it fail exactly when needed.", defects=[
   D("missing_state","q5","error",2,"The checkpoint-contents list (weights, Adam moments, step count, RNG, data position) has no learning-rate scheduler state.", ev=None, item="lr-scheduler"),
   D("missing_answer","q4","warning",3,"Procedure D gives the handler steps and the quantified effect but never says what could make the graceful-shutdown path fail exactly when it is needed (mass reclaim, hung rank, unwarned hardware faults).", ev=None),
 ]),
 dict(file="c03_readme_python.md", notes="README whose arithmetic lives in Python code blocks with the results in comments. Q1 comment converts 3,944 s to '6.6 min' (should be 65.7 min); steps are right. Q2(b) asserts 2 TB of host RAM per node (and a 44 GB per-node slice, i.e. 32 nodes of 8 GPUs) as fact. Everything else correct.", defects=[
   D("arithmetic_error","q1","error",3,"3,944 s is 65.7 min, not 6.6 min (divided by 600 instead of 60).", ev="# T* = sqrt(2 * 240 * 32400) = 3944 s  -> 6.6 min, 4382 steps"),
   D("unstated_assumption","assumptions","error",2,"Asserts 2 TB of host RAM per node (and a 44 GB slice per node, i.e. 8-GPU nodes) as a fact; not in the exercise and not stated as an assumption.", ev="Each node's 2 TB of host RAM"),
 ]),
 dict(file="c04_blog_post.md", notes="Conversational blog post ('Step one' ... 'TL;DR'). Computes the 34.4 % spot waste and 40 days correctly, then answers 'is it cheaper' at list price (3.2x, 69 %, $138k vs $442k = 184,320 GPU-h x list price); the TL;DR recommendation repeats the 69 % / $138k. Q4 correct (32.8 %).", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares spot with on-demand per wall hour / list price (3.2x cheaper, 69 % saving, $138k vs $442k) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), although the 34.4 % waste was computed.", ev="$0.75 versus $2.40 — spot is 3.2× cheaper, a 69 % saving on the bill"),
   D("wall_hour_confusion","recommendation","warning",1,"The TL;DR recommendation repeats the per-wall-hour saving (69 %, $138k instead of $442k).", ev="bill by 69 % ($138k instead of $442k)"),
 ]),
 dict(file="c05_wiki_deflist.md", notes="Wiki page (YAML front matter) built from Markdown definition lists (term / ': definition'). Fully correct, first-order model; fp16 with loss scaler listed; recommendation as Decision / Cost / Revisit definitions.", defects=[]),
 dict(file="c06_ta_model_answer.md", notes="Teaching assistant's model answer with margin notes in blockquotes (the notes discuss typical student mistakes, including the per-wall-hour trap and 'goodput 14.8 %', quoted to reject them). Numbers correct. Q2(b) constraint is pinned host memory and PCIe/NIC contention only, never interval > background write. Recommendation has a decision and a cost but no revisit condition (the margin note listing the three elements is not itself one).", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b)'s 'new constraint' is a second copy in pinned host memory and PCIe/NIC contention; it never says the interval must exceed the 15 s background write, or what goes wrong otherwise.", ev=None),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives the decision (on demand, sharded async every 346 steps) and its cost (~$458k, ~31 days) but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="c07_terse_notes.md", notes="Terse engineering notes with abbreviations (ckpt, OD, gp, bw, D2H, REC), setext title, bullets. Q1 writes 'goodput 14.8 %' for the overhead. Q4 uses 1 - e^(-15/2700) without stating exponential interruptions. Q5 list (fp16, GradScaler listed) has no RNG state. Everything else correct.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"The 14.8 % overhead is reported as goodput (goodput is ~87.1 %).", ev="=> goodput 14.8 %"),
   D("unstated_assumption","assumptions","error",2,"Computes a probability 1 - e^(-15/2700), which needs exponential (Poisson) interruptions; the distributional assumption is not stated anywhere.", ev="1 − e^(−15/2700) ≈ 0.55 %"),
   D("missing_state","q5","error",2,"Q5 list has no RNG / random-generator state (Python, NumPy, torch CPU/CUDA).", ev=None, item="rng-state"),
 ]),
 dict(file="c08_topic_order.md", notes="Sections titled by topic, without numbers, in a different order (recommendation first, shared filesystem second). Spot wall clock 30 x 1.344 written as ~43 days (correct ~40); the recommendation repeats 43 days. Q5 (bf16, no scaling) has no data-loader position. Retention lists the three tiers without saying what each is for.", defects=[
   D("arithmetic_error","q3","error",3,"30 x 1.344 is ~40.3 days, not ~43 days.", ev="Wall clock: 30 × 1.344 ≈ 43 days on spot"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the recommendation restates the wrong 43 days.", ev="takes ≈ 43 days instead of ≈ 31"),
   D("missing_state","q5","error",2,"The bit-exact list has no data-loader position (epoch / consumed samples / shuffle order).", ev=None, item="data-position"),
   D("missing_answer","q6","warning",4,"Retention names the tiers (last 2, 4-hourly for 24 h, 72-hourly weights-only) but does not justify any of them by what it is for.", ev=None),
 ]),
]
build("answers", docs, H)
