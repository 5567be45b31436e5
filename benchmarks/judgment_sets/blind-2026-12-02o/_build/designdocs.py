from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "o"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-768-weather.yaml, in this folder; numbers
# from `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 reserved interval, q2 sharding/async, q3 spot economics, q4 the 45 s
# notice, q5 state, q6 retention, q7 the shared GPFS filesystem); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# repetition of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-768-weather.yaml"
docs = [
 dict(file="w1_rfc_clean.md", scenario=S, notes="Scenario spot-768-weather (768 GPUs / 96 nodes, 250 h/GPU = 192,000 useful GPU-h, 1.2 s step, 900 GB in 300 s, 24 writers, R 12 min; reserved MTBF 4 h / $2.20, spot MTBF 1 h / $0.80, 45 s notice; 60 other jobs on GPFS; bf16, EMA kept, no tokenizer). RFC with metadata table, Summary / Context / Interval / Spot / GPFS / notice / contents table / retention / assumptions / recommendation. Correct plan figures: T* 2,939 / 600 / 190 s reserved, 1,470 / 300 / 95 s spot; exact 29.9 / 9.6 / 6.6 % and 89.3 / 32.9 / 25.9 %; $2.346 vs $1.007 (2.33x, not 2.75x); fair share 763 s; two-tier 253 s / 763 s, $1.084, ~$208k, 14.1 d vs $2.355 / 11.1 d. Async constraint stated; notice save declared unreliable at the fair share. EMA included (condition holds); loss scaler, tokenizer, grad-accumulation excluded with reasons. Fully correct.", defects=[]),
 dict(file="w2_infra_team_plan.md", scenario=S, notes="Scenario spot-768-weather. Infra team plan (TL;DR bullets, inputs table, decision requested). Intervals, exact overheads and $ per useful GPU-hour correct ($2.346 vs $1.007, 2.33x; 2.75x rejected), fair share 763 s, state list with EMA. But the cost table's Goodput row repeats the overheads (6.6 % / 25.9 %), and the TL;DR and decision call 25.9 % the spot goodput. The async paragraph covers pinned buffers and step consistency but never that the interval must exceed the background write.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"The Goodput row of the spot/reserved table gives the overheads (6.6 % / 25.9 %); the goodputs are 93.8 % and 79.5 %.", ev="| Goodput | 6.6 % | 25.9 % |"),
   D("overhead_goodput_confusion","q3","ambiguous",0,"Repetition only (neutral): the TL;DR states the same swapped figures.", ev="Spot goodput 25.9 %, reserved 6.6 %"),
   D("overhead_goodput_confusion","recommendation","ambiguous",0,"Repetition only (neutral): the decision calls 25.9 % the spot goodput.", ev="spot goodput of 25.9 % is accepted"),
   D("async_constraint_missing","q2","error",3,"The async section (pinned host buffers, snapshot between optimizer step and forward pass, writer thread) never says the interval must exceed the background write (12.5 s idle, ~763 s at the GPFS share) or what happens otherwise (queued snapshots, host memory filling, the loop stalling).", ev=None),
 ]),
 dict(file="w3_decision_memo.md", scenario=S, notes="Scenario spot-768-weather. Short decision memo (To/From/Re line, Decision / Why with bold run-ins / contents / retention / assumptions / cost and revisit). Figures correct except that $1.084 vs $2.355 per useful GPU-hour is called '46 % cheaper' (the ratio 0.46; spot is 54 % cheaper); the totals ($208k vs $452k) are right. Retention lists three classes with no purpose for any of them. Async constraint, notice failure, state (with EMA; loss scaler and tokenizer excluded with reasons) and GPFS fair share correct.", defects=[
   D("arithmetic_error","q3","error",3,"1.084 / 2.355 = 0.46, so spot costs 46 % of the reserved price, i.e. it is 54 % cheaper, not 46 % cheaper (the totals $208k vs $452k on the next line are right).", ev="so spot is 46 % cheaper"),
   D("missing_answer","q6","warning",4,"The retention policy (two newest, one per 4 h for a day, weights + EMA every 72 h) gives no purpose for any retained class.", ev=None),
 ]),
]
build("designdocs", docs, H)
