from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "m"), subset `designdocs/`: 6 design documents for two new
# scenarios (od-352-protein-fp16-gpfs.yaml, spot-56-diffusion-ema-nvme.yaml), numbers from `reportgen plan`.
# Scoring: /work/shared/corpus/RUBRIC.md applied to each document's own scenario; expected_score via ../../labelkit.py.
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
"""
A = "od-352-protein-fp16-gpfs.yaml"
B = "spot-56-diffusion-ema-nvme.yaml"
docs = [
 dict(file="a1_decision_log.md", scenario=A, notes="Design doc built around a 'Decision log' table (D1-D7). Plan numbers throughout; 2.62x quoted only to reject it; loss-scaler state kept (fp16); EMA and accumulation buffers excluded with reasons; notice save declared best-effort with the 988 s share figure. Fully correct.", defects=[]),
 dict(file="a2_memo_to_infra.md", scenario=A, notes="Memo from a research group to ML Infra with three asks. Intervals, async constraint and notice failure correct. The spot ask compares per GPU-hour list prices; the state list omits the dynamic loss scaler although the run is fp16.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall hour / list price (2.62x, $45,056 vs $118,272) and says the 22.8 % overhead only adds time; per useful GPU-hour it is $0.983 vs $2.218 (2.26x).", ev="so it is 2.62× cheaper per GPU-hour"),
   D("missing_state","q5","error",2,"The run is fp16 with dynamic loss scaling, but the saved state has no loss-scaler state.", ev=None, item="loss-scaler"),
 ]),
 dict(file="a3_before_after.md", scenario=A, notes="Every section as **Before:** / **After:**. 2.62x quoted only to reject it; step time labelled as the team's own measurement. Sharded step count wrong; the async 'after' states no interval > write constraint; a GPFS metadata rate asserted as fact.", defects=[
   D("arithmetic_error","q2","error",3,"895 s / 1.4 s per step is 640 steps, not 64.", ev="T* = 895 s = 64 steps"),
   D("async_constraint_missing","q2","error",3,"The async section never says the interval must exceed the 15.9 s background write or what happens otherwise.", ev=None),
   D("unstated_assumption","assumptions","error",2,"Asserts a GPFS metadata rate of about 2,000 file creates per second as fact; not in the scenario and not stated as an assumption.", ev="handle about 2,000 file creates per second"),
 ]),
 dict(file="b1_platform_rfc.md", scenario=B, notes="Platform RFC with Summary, Prior art, Design, Rollout, Recommendation. Plan numbers throughout; 2.74x quoted only to reject it; EMA kept; loss scaler, tokenizer and accumulation buffers excluded with reasons; array binds at 130 s. Fully correct.", defects=[]),
 dict(file="b2_appendix_derivations.md", scenario=B, notes="Short body plus a long appendix A1-A6 of derivations with the arithmetic shown. 2.74x quoted only to reject it. The state list has no EMA weights although the scenario keeps an EMA; A5 asserts a mixed-read bandwidth fraction as fact.", defects=[
   D("missing_state","q5","error",2,"The scenario keeps an EMA of the weights, but the state list has no EMA weights.", ev=None, item="ema-weights"),
   D("unstated_assumption","assumptions","error",2,"Asserts the array's effective bandwidth under mixed reads is 60 % of its write bandwidth; not in the scenario and not stated as an assumption.", ev="effective bandwidth under mixed reads is 60 %"),
 ]),
 dict(file="b3_qna.md", scenario=B, notes="Q&A with bold questions. Plan numbers; 2.74x quoted only to reject it; EMA kept; loss scaler and tokenizer excluded with reasons. The async answer calls the 1.0 % overhead a goodput; the final answer has a decision and a cost but no revisit condition.", defects=[
   D("overhead_goodput_confusion","q2","error",3,"1.0 % is the overhead of sharded + async on demand; the goodput is ≈ 99.0 %.", ev="goodput 1.0 % on demand"),
   D("recommendation_incomplete","recommendation","error",2,"The recommendation gives a decision and a cost but no condition to revisit it.", ev=None),
 ]),
]
build("designdocs", docs, H)
