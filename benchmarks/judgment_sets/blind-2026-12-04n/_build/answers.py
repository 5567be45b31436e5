from build import D, build
H = """# Blind labelled evaluation set (2026-12-04, set "n"), subset `answers/`: answers to the exercise
# (inputs/exercise.yaml), written blind to reportgen's lint/grade code, rubric and vocabulary.
# Scoring: /work/shared/corpus/RUBRIC.md; expected_score = 100 - deductions (computed by ../../labelkit.py).
# line: 1-based; null for absences; evidence: exact substring of that line (unique in the document).
"""
docs = [
 dict(file="n01_table_then_prose.md", notes="Table for Q1-Q3 (with a $ per useful GPU-hour row), prose for Q4-Q7. Reference numbers; 3.2x quoted only to reject it; loss scaler listed 'if fp16'. Fully correct.", defects=[]),
 dict(file="n02_nested_outline.md", notes="Nested bullet outline only. Uses goodput = 1 - waste consistently (accepted convention: $1.14, 2.2x, 46 days, $211k). 3.2x quoted only to reject it.", defects=[
   D("overhead_goodput_confusion","q1","error",3,"Reports the 14.8 % overhead as the goodput (goodput is 85.2 % under the document's own 1 - waste convention).", ev="goodput ≈ 14.8 % of wall time"),
   D("missing_state","q5","error",2,"The bit-exact state list has no RNG state (Python / NumPy / torch CPU / CUDA generators).", ev=None, item="rng-state"),
 ]),
 dict(file="n03_abbrev_arrows.md", notes="Abbreviations (OD, SP, sh, as, uGh, stp) and Unicode arrows. Intervals and overheads correct; wall clock 40 d correct.", defects=[
   D("async_constraint_missing","q2","error",3,"Q2(b) notes only the step-boundary D2H copy; it never says the interval must exceed the 15 s background write or what happens otherwise.", ev=None),
   D("wall_hour_confusion","q3","error",8,"Compares list prices per hour (3.2x, 69 % saving) instead of per useful GPU-hour (~$1.01 vs ~$2.49, ~2.5x).", ev="SP 3.2× cheaper → 69 % saving"),
   D("wall_hour_confusion","recommendation","warning",1,"Recommendation carries the list-price totals ($138k vs $442k) forward.", ev="≈ $138k vs $442k OD"),
   D("recommendation_incomplete","recommendation","error",2,"No condition under which to revisit the decision.", ev=None),
 ]),
 dict(file="n04_bracketed_derivations.md", notes="Every number followed by its derivation in brackets. Reference values; 3.2x quoted only to reject it; loss scaler 'if fp16'. Fully correct.", defects=[]),
 dict(file="n05_common_mistakes.md", notes="Each answer followed by a 'Common mistakes' quote box (which names errors without making them). Reference values otherwise.", defects=[
   D("arithmetic_error","q2","error",3,"986 s / 0.9 s per step is 1,095 steps, not 1,183.", ev="16.4 min = 1,183 steps"),
   D("unstated_assumption","assumptions","error",2,"Local NVMe at 5 GB/s per node and 32 nodes (8 GPUs per node) are used as facts, not stated as assumptions.", ev="it writes at 5 GB/s"),
 ]),
 dict(file="n06_story.md", notes="Narrative story of the run failing and being fixed, in prose. Numbers correct; 3.2x quoted only to reject it.", defects=[
   D("missing_answer","q4","warning",3,"The warning paragraph gives the action and the effect (32.8 %) but not what makes the graceful path fail exactly when needed.", ev=None),
   D("missing_answer","q6","error",8,"No retention policy anywhere.", ev=None),
 ]),
]
build("answers", docs, H)
