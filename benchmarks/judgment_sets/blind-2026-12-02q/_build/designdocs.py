from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "q"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-640-translation-fp16.yaml, in this folder;
# numbers checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the 90 s
# notice, q5 state, q6 retention, q7 the shared GPFS); expected_score = 100 - deductions.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-640-translation-fp16.yaml"
docs = [
 dict(file="r1_engineering_proposal.md", scenario=S, notes="Scenario spot-640-translation-fp16 (640 GPUs, 240 h/GPU, 1.6 s step, 900 GB in 300 s, 20 writers, R 12 min; on-demand MTBF 5 h / $2.90, spot MTBF 75 min / $0.95, 90 s notice; GPFS shared with 60 other jobs; fp16 + dynamic loss scaling, no EMA). Ordinary engineering proposal (Summary / Context / Assumptions A1-A6 / Intervals / Spot vs on-demand / notice / GPFS / contents table / Retention / Recommendation). Correct: T* 3,286 / 735 / 232 s on-demand, 1,643 / 367 / 116 s spot; exact 25.6 / 8.4 / 5.5 % and 73.1 / 27.5 / 20.8 %; $1.148 vs $3.060 (2.67x, 3.05x rejected); fair share 915 s; notice save unreliable at the share (~932 s); GradScaler included (fp16), EMA and grad-accumulation buffer excluded with reasons; plan's two-tier recommendation $1.231, ~$189k, 13.0 d vs $3.072 / ~$472k / 10.6 d, with revisit conditions. Fully correct.", defects=[]),
 dict(file="r2_team_plan_draft.md", scenario=S, notes="Scenario spot-640-translation-fp16. Team draft with numbered sections and a nested-list state breakdown. Intervals, per-useful-hour economics (2.67x, 3.05x rejected), fair share 915 s and the notice failure mode are right. The cost table's spot total is 153,600 x $1.242 = $170,771 (correct ~$190,771); the proposal repeats it and the '~$300k' saving follows from it (ambiguous). The async section gives only snapshot consistency and pinned host memory, never interval > background write. States fp16 with dynamic loss scaling but the state list has no loss-scaler / GradScaler state.", defects=[
   D("arithmetic_error","q3","error",3,"153,600 x $1.242 = $190,771, not $170,771 (the spot total for the feasible plan is ~$190.8k).", ev="153,600 × $1.242 = $170,771"),
   D("arithmetic_error","q3","ambiguous",0,"Carry-forward only (neutral): the saving of 'roughly $300k' follows from the wrong total (correct ~$286k).", ev="Spot saves roughly $300k"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the proposal repeats the wrong spot total.", ev="≈ $170.8k and 13.1 days"),
   D("async_constraint_missing","q2","error",3,"The async paragraph requires a consistent snapshot after the optimizer step and ~11 GB of pinned host memory per node, but never that the interval must exceed the background write (15 s uncontended, ~915 s at the GPFS share) or what goes wrong otherwise (queued snapshots, host memory filling, the loop stalling).", ev=None),
   D("missing_state","q5","error",2,"The run is fp16 with dynamic loss scaling (stated in the inputs), but the checkpoint contents (master weights, shard map, Adam moments, step count, LR scheduler, RNG, data loader, tokenizer, commit file) have no loss-scaler / GradScaler state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="r3_short_memo.md", scenario=S, notes="Scenario spot-640-translation-fp16. Short memo to a steering group with bold run-in paragraphs; state list as one sentence including the fp16 GradScaler; EMA and grad accumulation excluded with reasons. Numbers correct (3,286 / 735 / 232 s; 2.67x vs 3.05x; fair share 915 s; notice save ~15 min at the share; two-tier $1.231, ~$189k, 13.0 d vs ~$472k, 10.6 d). The decision paragraph gives a decision and a cost but no condition under which to revisit it.", defects=[
   D("recommendation_incomplete","recommendation","error",2,"The decision gives the plan (two-tier on spot, 190 steps / ~916 s) and its cost ($1.231 per useful GPU-h, ~$189k, 13.0 d) but no condition under which to revisit it.", ev=None),
 ]),
]
build("designdocs", docs, H)
