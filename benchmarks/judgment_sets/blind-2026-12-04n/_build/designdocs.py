from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "n"), subset `designdocs/`: design documents for a new
# scenarios (od-1024-vision-fp16-ema.yaml, od-16-llm-bf16-gradaccum.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Numbers from `reportgen plan`. Scoring: /work/shared/corpus/RUBRIC.md (via ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
"""
S = "od-1024-vision-fp16-ema.yaml"
S2 = "od-16-llm-bf16-gradaccum.yaml"
docs = [
 dict(file="n11_onepager_why_now.md", scenario=S, notes="Engineering one-pager with a 'Why now' section. Plan numbers; 2.95x per wall hour quoted only to reject it; notice save rejected with its reason; gradient-accumulation buffer excluded with its reason (no accumulation); derived C = 300/32 shown. Fully correct.", defects=[]),
 dict(file="n12_capacity_request.md", scenario=S, notes="Capacity request to leadership. Interval and filesystem binding correct; revisit condition given.", defects=[
   D("wall_hour_confusion","q3","error",8,"Spot justified per wall hour / list price (2.95x, $486k vs $1.43M for 512,000 GPU-hours) instead of per useful GPU-hour ($1.206 vs $3.069, 2.55x; ~$618k vs ~$1.57M).", ev="spot is 2.95× cheaper, so"),
   D("missing_state","q5","error",2,"The scenario keeps an EMA of the weights; the state list has no EMA weights.", ev=None, item="ema-weights"),
 ]),
 dict(file="n13_migration_sharded_async.md", scenario=S2, notes="Migration doc from one writer to sharded async, step by step. Plan numbers; 2.44x per wall hour quoted only to reject it; loss scaler and EMA excluded with reasons; grad-accumulation state included because its condition holds. Fully correct.", defects=[]),
 dict(file="n14_invariants.md", scenario=S2, notes="Doc listing numbered 'Invariants'. Plan numbers; 2.44x quoted only to reject it; loss scaler excluded with reason.", defects=[
   D("arithmetic_error","q2","error",3,"600 s at 6.0 s per step is 100 steps, not 60.", ev="= 600 s = 60 steps"),
   D("recommendation_incomplete","recommendation","error",2,"The decision has a cost but no condition under which to revisit it.", ev=None),
 ]),
 dict(file="n15_library_comparison.md", scenario=S, notes="Compares checkpoint libraries in a table, ends with the plan. Plan numbers; 2.95x rejected; notice save rejected with reason; accumulation buffers excluded with reason.", defects=[
   D("unstated_assumption","assumptions","error",2,"A host-side background read rate of 25 GB/s per node is asserted as fact; not in the scenario and not stated as an assumption or measurement.", ev="at about 25 GB/s per node"),
   D("async_constraint_missing","q2","error",3,"The async section never says the interval must exceed the background write or what happens if it does not (only the filesystem-share cap is given).", ev=None),
 ]),
 dict(file="n16_retrospective.md", scenario=S2, notes="Retrospective after a month on spot, measured figures labelled as the team's own logs. Plan numbers; 2.44x quoted only to reject it; loss scaler and EMA excluded with reasons.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"Reports the ~4.7 % overhead as the goodput (planned goodput is 95.5 %).", ev="Goodput: 4.7 % measured, against 4.7 % planned"),
 ]),
]
build("designdocs", docs, H)
