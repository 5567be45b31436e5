from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "y"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-576-smiles-beegfs.yaml, in this folder;
# numbers from `reportgen plan` and hand arithmetic). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand single-writer interval, q2 sharding/async, q3 spot economics,
# q4 the 150 s notice, q5 state, q6 retention, q7 the shared BeeGFS); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring (unique in the document).
"""
S = "spot-576-smiles-beegfs.yaml"
docs = [
 dict(file="z1_postmortem_proposal.md", scenario=S, notes="Scenario spot-576-smiles-beegfs (576 GPUs / 72 nodes, 20B SMILES LM, 180 h/GPU, 1.4 s step, 320 GB in 160 s, 8 writers, snapshot 10 %, R 11 min; on-demand MTBF 7 h / $2.35, spot MTBF 80 min / $0.70, 150 s notice; 16 other jobs on BeeGFS). Postmortem-driven proposal (What happened / What we change / Numbers / Decision). A1-A4 (Poisson, bf16/no EMA/step boundaries, same spot restart, 78 % node-local for two-tier). Correct: T* 2,840 / 1,004 / 317 s on demand, 1,239 / 438 / 139 s spot; first order 13.9 / 6.6 / 3.9 % (plan 4.0 %), spot async 16.6 % (plan 17.1 %); exact $2.445 vs $0.830 (2.94x, 3.36x and the $72,576 vs $243,648 slide rejected); fair share 340 s; notice save declared unreliable at the share; state table with statistical column and exclusions; retention with purposes; decision $0.84 / $87k / 9.0 d vs $2.44 / $253k / 7.8 d with revisit conditions. Fully correct.", defects=[]),
 dict(file="z2_explainer_for_chemists.md", scenario=S, notes="Scenario spot-576-smiles-beegfs. Explainer for non-infra readers (glossary blockquote, facts list, plain-language sections, tables). Single-writer on-demand T* 2,840 s written as 28.4 min (47.3 min). Asserts 12 BeeGFS targets at 2 GB/s = 24 GB/s as a fact (the scenario gives 16 GB/s via 8 writers) and derives a 227 s share from it; the decision's 162 steps / 227 s follows consistently (not labelled again). The state table has no data-loader position. Retention lists classes and sizes but not what each is for. Economics per useful hour correct (3.36x rejected), notice failure mode given.", defects=[
   D("arithmetic_error","q1","error",3,"2,840 s is 47.3 min, not 28.4 min (divided by 100 instead of 60); the steps (2,028) are right.", ev="T* = √8,064,000 ≈ 2,840 s ≈ 28.4 min"),
   D("unstated_assumption","assumptions","error",2,"Asserts 12 BeeGFS storage targets at 2 GB/s (24 GB/s) as a fact and computes the fair share with it (227 s); neither is in the scenario (whose 8-writer saturation implies 16 GB/s, 340 s) and it is not stated as an assumption.", ev="Our BeeGFS has 12 storage targets at 2 GB/s each"),
   D("missing_state","q5","error",2,"The 'What is saved' table (master/bf16 weights, Adam moments, step count, LR scheduler + global step, RNG, parallel layout, tokenizer) has no data-loader position (epoch, consumed samples, shuffle order).", ev=None, item="data-position", also=["shuffle-seed"]),
   D("missing_answer","q6","warning",4,"The retention section lists classes and sizes (last 2, every 4 h for 24 h, weights-only every 72 h) but never says what each retained class is for.", ev=None),
 ]),
 dict(file="z3_memo_to_storage.md", scenario=S, notes="Scenario spot-576-smiles-beegfs. Short memo to the storage admins (To/From/Re, bold run-in paragraphs) asking for a write slot every ~340 s. Numbers correct (T*, fair share, exact $2.445 vs $0.830, 2.94x not 3.36x, notice unreliable at the share, state list with symptoms, exclusions and statistical subset, retention with purposes, decision with cost and revisit). One defect: calls the 18.6 % / 4.0 % overheads 'goodput'.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"Calls the overheads (18.6 % spot, 4.0 % on demand) goodput; goodput is 84.3 % and 96.1 %.", ev="Goodput on spot is 18.6 % against 4.0 % on demand"),
 ]),
]
build("designdocs", docs, H)
