from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "f"), subset `answers/`: 8 answers to the exercise
# (shared/exercise.md; facts = inputs/exercise.yaml). Written blind to reportgen's lint/grade code.
# Scoring rules, point allocation and line conventions: /work/shared/corpus/RUBRIC.md.
# line: 1-based line where the defect shows; null for absences. evidence: exact substring of that line.
# severity `ambiguous` (0 points): a carry-forward number that follows consistently from a labelled
# error; a finding there counts neither as a hit nor as a false alarm.
"""
docs = [
 dict(file="f01_grad_student_footnotes.md", notes="Grad student's answer with numbered headings (1.1, 2.2 ...) and Markdown footnotes; the two added assumptions (pinned host memory for one copy; weights-only = 1/7) sit in footnotes. Fully correct, first-order model, goodput = 1/(1+w); fp16 loss scaler listed as 'if fp16'. The 3.2x list-price ratio appears only in a footnote explaining why it overstates the saving.", defects=[]),
 dict(file="f02_reviewer_summary_first.md", notes="Reviewer-style assessment: verdict and key findings first, then a detailed assessment per question. Intervals, spot waste (34.4 %) and days (40) correct, but the cost question is answered at list price (184,320 GPU-h x $0.75 vs x $2.40 = $138k vs $442k, 3.2x, 69 %); the verdict at the top repeats the 69 % / $138k. States fp16 mixed precision, and the Q5 list has no loss-scaler state.", defects=[
   D("wall_hour_confusion","q3","error",8,"Answers 'is spot cheaper' per wall hour / at list price (3.2x, 69 %, $138k vs $442k = 184,320 GPU-h x list price) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x; ~$186k vs ~$458k), although the 34.4 % spot waste was computed.", ev="spot is 3.2× cheaper, a 69 % saving"),
   D("wall_hour_confusion","recommendation","warning",1,"The verdict (the recommendation, placed first) repeats the list-price saving (69 %, $442k -> $138k).", ev="At list prices spot cuts the compute bill by 69 %"),
   D("missing_state","q5","error",2,"The document states fp16 mixed precision, but the state list has no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="f03_flashcards.md", notes="Revision flashcards ('Card n · front / back'), thin-space digit grouping (32 400, 184 320). Q2(b) overhead drops one 0.48 % term (0.48 + 2.59 = 3.1 %; correct 3.6 %). Q2(b)'s 'catch' is pinned host memory and PCIe contention only, never interval > 15 s background write. Everything else correct (bf16, no scaler).", defects=[
   D("arithmetic_error","q2","error",3,"Q2(b) overhead sums only one of the two 0.48 % terms: 0.48 + 0.48 + 2.59 = 3.6 %, not 3.1 %.", ev="Overhead 0.48 % + 2.59 % ≈ 3.1 %"),
   D("async_constraint_missing","q2","error",3,"Q2(b)'s constraint is a second pinned copy and PCIe contention; the card never says the interval must exceed the 15 s background write or what goes wrong otherwise.", ev=None),
 ]),
 dict(file="f04_cornell_notes.md", notes="Cornell-style notes: a Cue | Notes table per page plus a summary line under each page (a Markdown table per question block plus prose). Asserts 1 TB of DRAM per node (and ~44 GB of shards per node, i.e. 32 nodes of 8 GPUs) as fact. Q3 row calls the 34.4 % spot waste 'goodput'; the cost rows use 1.344 correctly. Q5 lists six items (bf16) with symptoms but never says which to keep for statistical resumability.", defects=[
   D("unstated_assumption","assumptions","error",2,"Asserts 1 TB of host DRAM per node (and ~44 GB of shards per node, implying 8-GPU nodes) as fact; not in the exercise and not stated as an assumption.", ev="1 TB of DRAM per node"),
   D("overhead_goodput_confusion","q3","error",3,"The spot waste of 34.4 % is reported as goodput (goodput is ~74.4 %).", ev="goodput on spot ≈ 34.4 %"),
   D("missing_answer","q5","warning",3,"Q5 gives the state list and symptoms but not which items to keep for statistical resumability.", ev=None),
 ]),
 dict(file="f05_francophone.md", notes="French speaker writing in English: decimal commas (2,59 %, 3 943,6 s), spaces as thousands separators, spaces before colons, '1 h 05 min 44 s', 'k$', French words in headings (Hypothèses, Élément, Recommandation). Fully correct; assumptions stated (bf16, weights-only 1/7).", defects=[]),
 dict(file="f06_quarto_notebook.md", notes="Quarto notebook source (YAML header, ```{python} cells with outputs pasted as comments). Numbers correct. A cell computes 1 - exp(-16.5/2700) (exponential interruptions) without stating the distributional assumption. Q5 table (bf16) has no data-loader position. Recommendation has a decision and cost but no revisit condition.", defects=[
   D("unstated_assumption","assumptions","error",2,"Computes the probability 1 - exp(-16.5/2700) that an interruption hits the save, which needs exponential (Poisson) interruptions; the assumption is not stated.", ev="p_hit = 1 - exp(-16.5 / M_spot)"),
   D("missing_state","q5","error",2,"The state table has no data-loader position (epoch / consumed samples / shuffle order), nor does the statistical subset.", ev=None, item="data-position"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives the decision (spot, sharded async every 100 steps) and its cost (~$186k vs ~$458k, ~40 vs ~31 days) but no condition to revisit it.", ev=None),
 ]),
 dict(file="f07_worked_example.md", notes="Engineering-homework 'Given / Find / Solution / Check' layout. Q3 job total on spot 184,320 x $1.01 written as ~$168k (correct ~$186k); the recommendation repeats $168k (ambiguous carry-forward). Part 4 gives the handler and its effect but nothing on what could make it fail when needed.", defects=[
   D("arithmetic_error","q3","error",3,"184,320 useful GPU-h x $1.01 is ~$186k, not ~$168k.", ev="spot ≈ $168k, on demand ≈ $458k"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the recommendation restates the wrong $168k.", ev="≈ $168k for the job instead of"),
   D("missing_answer","q4","warning",3,"Part 4 gives the notice handler and its quantified effect but not what could make the graceful path fail exactly when needed.", ev=None),
 ]),
 dict(file="f08_revision_v2.md", notes="'Revision 2' with a changelog blockquote that quotes v1's mistakes (3.2x cheaper per wall hour; T* divided by 16) in order to correct them - not defects. Asserts a 20-min spot restart as fact (capacity re-acquisition), so spot waste 47.8 %, $1.11, 2.2x, $204k, 44 days and Q4's 46.1 % follow consistently (not labelled again). Recommendation has a decision and a revisit condition but no cost figure.", defects=[
   D("unstated_assumption","assumptions","error",2,"Uses a 20-min (1,200 s) restart on spot instead of the given 14 min, asserted as fact rather than stated as an assumption.", ev="so a spot restart takes 20 min (1,200 s) rather than 14"),
   D("recommendation_incomplete","recommendation","error",3,"The recommendation has a decision and a revisit condition but no cost figure ('clearly the cheaper way').", ev=None),
 ]),
]
build("answers", docs, H)
