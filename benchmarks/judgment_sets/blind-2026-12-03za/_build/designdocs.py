from build import D, build
H = """# Blind labelled evaluation set (2026-12-03, set "za"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (spot-80-videodiff.yaml, in this folder; numbers
# checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 on-demand interval, q2 sharding/async, q3 spot economics, q4 the 45 s
# notice, q5 state, q6 retention, q7 the shared Lustre filesystem); expected_score = 100 - deductions.
# The scenario's model keeps an EMA of its weights, so EMA weights are required state here.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-80-videodiff.yaml"
docs = [
 dict(file="zd1_team_proposal.md", scenario=S, notes="Scenario spot-80-videodiff (80 GPUs, 250 h/GPU, 1.6 s step, 240 GB in 96 s, 12 writers, R 8 min; on-demand MTBF 20 h / $2.80, spot MTBF 90 min / $0.95, 45 s notice; 40 other jobs on Lustre; EMA of the weights). Team proposal with inputs, assumptions A1-A6 (Poisson stated), interval table, state table, retention table and a risk register. Correct: T* 3,718 / 1,073 / 339 s on demand, 1,018 / 294 / 93 s spot; fair share 328 s binds; $1.075 vs $2.832 per useful GPU-h (2.63x, not 2.95x); $21,494 / 11.8 d vs $56,647 / 10.5 d; notice save declared unreliable at the fair share (~337 s). Loss scaler, gradient-accumulation buffers and tokenizer correctly excluded with reasons. Fully correct.", defects=[]),
 dict(file="zd2_engineering_onepager.md", scenario=S, notes="Scenario spot-80-videodiff. Engineering one-pager with numbered sections. Intervals correct. Spot case made at list price (2.95x; 20,000 GPU-h x $2.80 vs x $0.95 = $56,000 vs $19,000, 66 %), overhead called calendar time not budget; the recommendation repeats it. Fair share computed as 41 x 240 GB / 30 GB/s = 33 s (correct 328 s), so the 93 s interval is declared within the share; the recommendation keeps 93 s (carry-forward). The state list omits the EMA weights the document itself says are evaluated and shipped.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per GPU-hour at list price (2.95x; 20,000 GPU-h x $2.80 = $56,000 vs x $0.95 = $19,000, 66 %) instead of per useful GPU-hour (~$1.075 vs ~$2.832, ~2.63x; ~$21.5k vs ~$56.6k), calling the overhead calendar time, not budget.", ev="Spot is 2.95× cheaper per GPU-hour ($2.80 / $0.95)"),
   D("wall_hour_confusion","recommendation","warning",1,"The recommendation repeats the list-price totals and saving ($19,000 vs $56,000, 66 %).", ev="Cost: $19,000 instead of $56,000, a 66 % saving"),
   D("arithmetic_error","q7","error",3,"41 x 240 GB / 30 GB/s = 9,840 GB / 30 GB/s = 328 s, not 33 s; Lustre therefore does bind, and a durable write every 93 s exceeds the job's share ~3.5x.", ev="41 × 240 GB / 30 GB/s ≈ 33 s between durable writes"),
   D("arithmetic_error","recommendation","ambiguous",0,"Carry-forward only (neutral): the recommendation keeps durable writes every 93 s on the strength of the wrong fair share.", ev="checkpoints every 58 steps (93 s) to Lustre"),
   D("missing_state","q5","error",2,"The checkpoint list has no EMA weights, although the document says the run keeps an EMA that is evaluated and shipped (a resume would restart the EMA from the current weights).", ev=None, item="ema-weights"),
 ]),
 dict(file="zd3_short_memo.md", scenario=S, notes="Scenario spot-80-videodiff. Short memo with bold run-in paragraphs, decision first. Numbers correct (fair share 328 s binds; $1.075 vs $2.832, 2.63x with 2.95x rejected; $21,494 / 11.8 d vs $56,647 / 10.5 d; notice save not counted on, ~337 s at the share); full state list including EMA, loss scaler excluded under bf16. The async paragraph says what async does but never that the interval must exceed the 8 s background write or what happens otherwise.", defects=[
   D("async_constraint_missing","q2","error",3,"The async strategy is described (0.8 s copy, shards written in the background) but the constraint it introduces is never stated: the interval must exceed the 8 s background write, otherwise snapshots queue, host memory fills and the loop stalls.", ev=None),
 ]),
]
build("designdocs", docs, H)
