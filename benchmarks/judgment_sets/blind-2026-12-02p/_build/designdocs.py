from build import D, build
H = """# Blind labelled evaluation set (2026-12-02, set "p"), subset `designdocs/`: 3 design documents for one
# scenario not in inputs/ nor in the earlier blind sets (onprem-224-weather-ema.yaml, in this folder;
# numbers checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question (q1 reserved-partition interval, q2 sharding/async, q3 backfill economics,
# q4 the 180 s SIGTERM grace, q5 state, q6 retention, q7 the shared NFS filer); expected_score =
# 100 - deductions. The scenario keeps an EMA of the weights, so `ema-weights` is required state here.
# line: 1-based; null for absences; evidence: exact substring. severity `ambiguous` (0 points): a
# carry-forward of a labelled error; a finding there counts neither as a hit nor as a false alarm.
"""
S = "onprem-224-weather-ema.yaml"
docs = [
 dict(file="x1_requirements_trace.md", scenario=S, notes="Scenario onprem-224-weather-ema (224 GPUs, 250 h/GPU, 1.25 s step, 700 GB in 280 s to an NFS filer saturating at 7 writers (40 s, 17.5 GB/s), snapshot 10 %, restart 12 min; reserved MTBF 16 h / $1.90, backfill MTBF 100 min / $0.70 with 180 s SIGTERM grace; 12 other jobs; EMA kept; bf16). Requirements-traceability layout (R1-R7, then how each is met), assumptions A1-A6 (Poisson stated for exact-model figures). Correct: T* 5,679 / 2,147 / 679 s reserved and 1,833 / 693 / 219 s backfill; first-order 11.1 / 5.0 / 2.4 % and 42.6 / 23.5 / 15.7 %; $0.81 vs $1.95 first order, $0.824 vs $1.948 exact, 2.4x (2.71x quoted only to reject); fair share 520 s binding, durable every 520 s, $0.836 / $46,814 / 12.4 d (plan); notice save declared unreliable at the share (up to 564 s). State table includes the EMA weights; loss scaler and accumulation buffers excluded with reasons. Fully correct.", defects=[]),
 dict(file="x2_plan_of_record.md", scenario=S, notes="Scenario onprem-224-weather-ema. Team lead's plan of record with an interval table, a risk register and a 'Plan of record' closing. Intervals, wastes, constraints, fair share (520 s) and notice handling correct. The partition choice is made at list price (2.71x; 56,000 GPU-h x $0.70 = $39,200 vs x $1.90 = $106,400), with the waste said to cost time, not money; the plan of record repeats the $39,200 budget and the summary the 63 % (ambiguous). Node-local NVMe at 3.5 GB/s per node is asserted as fact. The checkpoint-contents list has no EMA weights although the doc says evaluations run from the EMA weights.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares list prices x 56,000 GPU-hours (2.71x; $39,200 vs $106,400) and says the 15.7 % waste costs time, not money, instead of per useful GPU-hour (~$0.81-0.84 vs ~$1.95, ~2.3-2.4x; ~$45-47k vs ~$109k).", ev="the 56,000 GPU-hours cost $39,200 on backfill against"),
   D("wall_hour_confusion","recommendation","warning",1,"The plan of record repeats the list-price budget ($39,200 vs $106,400).", ev="Budget: $39,200 for the run instead of $106,400 on reserved"),
   D("wall_hour_confusion","q3","ambiguous",0,"Carry-forward only (neutral): the summary states the same list-price saving (63 %).", ev="which costs 63 % less than the reserved partition"),
   D("unstated_assumption","assumptions","error",2,"Asserts node-local NVMe at 3.5 GB/s per node as a fact and computes with it (25 GB per node in ~7 s); not in the scenario and not stated as an assumption.", ev="node-local NVMe writes at 3.5 GB/s per node"),
   D("missing_state","q5","error",2,"The run keeps an EMA of the weights and evaluates from it (the doc says so), but the checkpoint-contents list (master weights, Adam m/v, step, LR scheduler, data-loader state, RNG states) has no EMA weights; a resume would restart the EMA from the raw weights.", ev=None, item="ema-weights"),
 ]),
 dict(file="x3_note_to_pi.md", scenario=S, notes="Scenario onprem-224-weather-ema. Short letter-style note to the PI with bold run-in paragraphs. Numbers right (219 / 679 s, fair share 520 s, $0.82 vs $1.95, 2.4x with 2.7x quoted only to reject, $46k / 12.2 d vs $109k / 10.7 d; notice saving ~4 points, not relied on); state list complete including the EMA weights; retention justified; decision, cost and revisit condition present. One defect: the backfill waste at 520 s (17 %) is called goodput.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"Reports the backfill waste at 520 s (17.1 % = 0.8 + 4.3 + 12) as goodput ('the goodput on backfill is about 17 %'); goodput is 1/1.171 = 85 %.", ev="the goodput on backfill"),
 ]),
]
build("designdocs", docs, H)
