from build import D, build
H = """# Blind labelled evaluation set (2026-12-01, third set "c"), subset `designdocs/`: 4 team-style design
# documents for one scenario not in inputs/ nor in the earlier blind sets (spot-96-60s.yaml, in this
# folder; numbers checked with `reportgen plan`). Written blind to reportgen's lint/grade code.
# The exercise rubric (/work/shared/corpus/RUBRIC.md) is applied by analogy: each defect sits under the
# nearest exercise question; expected_score = 100 - deductions; questions a design doc does not take up
# (Q7: the scenario has no other jobs on the filesystem) are not penalized. line: 1-based; null for
# absences; evidence: exact substring. severity `ambiguous` (0 points): a defensible alternative reading
# or a carry-forward number; a finding there counts neither as a hit nor as a false alarm.
"""
S = "spot-96-60s.yaml"
docs = [
 dict(file="d1_onepager.md", scenario=S, notes="Scenario spot-96-60s (96 GPUs, spot MTBF 90 min, 60 s notice, 12 min spot restart). Team one-pager, decision first. Correct: first-order T* 4,648 / 2,324 / 735 s on demand (4.7 / 2.6 / 1.1 %) and 1,039 / 520 / 164 s on spot (32.6 / 23.0 / 16.4 %, rubric formula); exact 18.4 %, $1.124 vs $2.832 per useful GPU-h (2.5x, not 2.95x), $32.4k / 14.8 d vs $81.6k / 12.6 d; save before kill $1.103, 14.5 d (reportgen plan). Poisson assumption stated; bf16 without loss scaling.", defects=[]),
 dict(file="d2_epic_ticket.md", scenario=S, notes="Scenario spot-96-60s. Jira-style epic with acceptance criteria. Intervals and spot waste (16.4 %) correct, but the cost section budgets at list price x 28,800 GPU-h (2.95x, $27,360 vs $80,640, 66 %); the outcome repeats the $53k / 66 % saving. The notice section has the handler and its effect, nothing on how it could fail when needed. fp16 with GradScaler listed.", defects=[
   D("wall_hour_confusion","q3","error",8,"Compares per wall hour / list price (2.95x cheaper; $27,360 vs $80,640 = 28,800 GPU-h x list price; 66 % saving) instead of per useful GPU-hour (~$1.11-1.12 vs ~$2.83, ~2.5x; ~$32k vs ~$82k).", ev="so spot is 2.95× cheaper per GPU-hour"),
   D("wall_hour_confusion","recommendation","warning",1,"The outcome repeats the per-wall-hour saving (~$53k, 66 %).", ev="saves ≈ $53k (66 %)"),
   D("missing_answer","q4","warning",3,"The notice section gives the handler and its quantified effect but nothing on what could make the emergency save fail exactly when needed.", ev=None),
 ]),
 dict(file="d3_meeting_minutes.md", scenario=S, notes="Scenario spot-96-60s. Design-review minutes with attendees, numbered agenda items, actions. Spot T* in steps multiplied by the step time (164 x 2 = 328; correct 164 / 2 = 82). Asserts a node-local NVMe at 5 GB/s as fact. The agreed state list (bf16, no scaling) has no optimizer step count. Everything else correct (exact $1.124 vs $2.832, $1.103 with the handler).", defects=[
   D("arithmetic_error","q3","error",3,"Spot T* in steps: 164 s x 2 s = 328 is wrong; 164 s / 2 s per step = 82 steps.", ev="i.e. 164 × 2 ≈ 328 steps"),
   D("unstated_assumption","assumptions","error",2,"Asserts a node-local NVMe taking a 25 GB slice at 5 GB/s (5 s) as a fact; not in the scenario and not stated as an assumption.", ev="NVMe that takes its 25 GB slice at 5 GB/s"),
   D("missing_state","q5","error",2,"The agreed state list has no optimizer step count (Adam t / global step used for bias correction).", ev=None, item="optimizer-step", also=["global-step"]),
 ]),
 dict(file="d4_lab_notebook.md", scenario=S, notes="Scenario spot-96-60s. Dated lab-notebook entries. Spot waste 16.4 % reported as 'goodput is 16.4 % on spot vs 1.1 % on demand'. Async constraint given only as host-buffer size and PCIe contention, never interval > 25 s background write. Conclusion has a decision and a revisit condition but no cost figure. Numbers otherwise correct.", defects=[
   D("overhead_goodput_confusion","q3","error",3,"The spot waste (16.4 %) and on-demand waste (1.1 %) are reported as goodput (goodput ~85.9 % / ~98.9 %).", ev="is 16.4 % on spot vs 1.1 % on demand"),
   D("async_constraint_missing","q2","error",3,"The async option's constraint is only the pinned host buffer and PCIe contention; the notebook never says the interval must exceed the 25 s background write, or what happens if it does not.", ev=None),
   D("recommendation_incomplete","recommendation","error",3,"The conclusion gives a decision and a revisit condition but no cost figure.", ev=None),
 ]),
]
build("designdocs", docs, H)
