"""The linter's judgment, one principle at a time, each with must-fire and must-not-fire examples
(issue 10: fix by principle, never by one phrasing for one document).

Each test names the principle it pins. Examples are short documents written for the principle,
not copied from any corpus document.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from reportgen.catalog import load_catalog
from reportgen.lint.api import lint_paths, lint_text
from reportgen.lint.concepts import mentions
from reportgen.lint.document import parse_document
from reportgen.lint.rules.rg101_missing_state import condition_holds

EXERCISE = "# Checkpoint plan: T* = √(2·C·M), spot vs on-demand, sharded async, retention\n\n"

CORE_LIST = (
    "## 5. What the checkpoint holds\n\n"
    "- Model weights and the fp32 master weights\n"
    "- Adam moments (exp_avg, exp_avg_sq) and the optimizer step count\n"
    "- LR scheduler state and the global step\n"
    "- Data-loader position (samples consumed)\n"
    "- RNG states (Python, NumPy, torch CPU and CUDA, per rank)\n\n"
    "For bit-exact resume all of these; for statistical resume the RNG states can go.\n"
)


def _counted(text: str, rule: str) -> list[tuple[str | None, str]]:
    return [
        (f.item, f.severity)
        for f in lint_text(text, "doc.md").findings
        if f.rule == rule and f.severity != "info"
    ]


def _all(text: str, rule: str) -> list[tuple[str | None, str]]:
    return [(f.item, f.severity) for f in lint_text(text, "doc.md").findings if f.rule == rule]


# --- Principle: core state is required; conditional state only when its condition holds; ----
# --- good practice is advice (info, never counted). -------------------------------------------


def test_a_complete_core_list_draws_no_counted_missing_state() -> None:
    assert _counted(EXERCISE + CORE_LIST, "RG101") == []


def test_good_practice_items_are_advice_only() -> None:
    found = dict(_all(EXERCISE + CORE_LIST, "RG101"))
    for item in ("config", "code-version", "tokenizer", "commit-marker"):
        assert found.get(item) == "info", found


def test_a_missing_core_item_is_an_error() -> None:
    text = EXERCISE + CORE_LIST.replace("- LR scheduler state and the global step\n", "")
    assert ("lr-scheduler", "error") in _counted(text, "RG101")


@pytest.mark.parametrize(
    ("item", "condition"),
    [
        ("loss-scaler", "Training runs in fp16 mixed precision."),
        ("ema-weights", "We keep an EMA of the weights for evaluation."),
        ("grad-accumulation", "We use gradient accumulation over 8 micro-batches."),
        ("parallel-layout", "After a preemption the job may resume on a different number of GPUs."),
        ("shuffle-seed", "The loader shuffles the corpus every epoch."),
    ],
)
def test_a_conditional_item_is_asked_for_only_when_its_condition_is_stated(
    item: str, condition: str
) -> None:
    assert item not in dict(_counted(EXERCISE + CORE_LIST, "RG101"))
    stated = EXERCISE + condition + "\n\n" + CORE_LIST
    assert item in dict(_counted(stated, "RG101"))


def test_a_denied_condition_asks_for_nothing() -> None:
    text = EXERCISE + "We train in bf16, not fp16, so there is no loss scaling.\n\n" + CORE_LIST
    assert "loss-scaler" not in dict(_counted(text, "RG101"))


@pytest.mark.parametrize("item", [i for i in load_catalog() if i.requirement == "conditional"])
def test_every_condition_s_examples(item) -> None:  # type: ignore[no-untyped-def]
    """The catalog's vocabulary is data with its examples: each must (not) make it hold."""
    cond = item.condition
    assert cond.holds and cond.does_not_hold, item.id
    for sentence in cond.holds:
        assert condition_holds(cond, [sentence]), (item.id, sentence)
    for sentence in cond.does_not_hold:
        assert not condition_holds(cond, [sentence]), (item.id, sentence)


@pytest.mark.parametrize("item", [i for i in load_catalog() if i.patterns is not None])
def test_every_item_pattern_s_examples(item) -> None:  # type: ignore[no-untyped-def]
    """An item's patterns are data with their examples: each `match` sentence names the item,
    no `no_match` sentence does (the near miss a looser pattern would let in)."""
    patterns = item.patterns
    assert patterns.match and patterns.no_match, item.id
    for sentence in patterns.match:
        assert item.id in mentions(sentence), (item.id, sentence)
    for sentence in patterns.no_match:
        assert item.id not in mentions(sentence), (item.id, sentence)


def test_every_item_has_a_known_requirement() -> None:
    core = {i.id for i in load_catalog() if i.requirement == "core"}
    # DESIGN.md: the core of a bit-exact resume.
    assert core == {
        "model-weights",
        "master-weights",
        "optimizer-moments",
        "optimizer-step",
        "lr-scheduler",
        "global-step",
        "data-position",
        "rng-state",
    }


# --- Principle: any design document that lists checkpoint state is read, not only exercise ----
# --- answers; a document that lists no state, or is about something else, is not. ------------


def test_a_team_design_doc_listing_only_weights_and_optimizer_state_is_told_what_is_missing() -> (
    None
):
    doc = (
        "# Resumable training for the ranking model\n\n"
        "Every 30 minutes we checkpoint the model weights and the optimizer state (Adam moments "
        "and step) to the object store.\n"
    )
    missing = dict(_counted(doc, "RG101"))
    assert {"rng-state", "data-position", "lr-scheduler"} <= set(missing), missing


def test_a_document_about_something_else_gets_no_state_findings() -> None:
    doc = (
        "# Choosing a parallelism layout\n\n## 5. Global batch\n\n"
        "Fp32 master weights and two Adam moments need 12 bytes per parameter, so ZeRO-1 "
        "shards them across the data-parallel ranks.\n"
    )
    assert _all(doc, "RG101") == []


# --- Principle: a section taken for the state list that names neither the weights nor the -----
# --- optimizer state is not a list the reader understood: the list elsewhere is read, or ------
# --- one note (info) says nothing was checked, instead of an error per item. ------------------

NOT_A_LIST = (
    "## 5. Item 5 of the agenda: the notice window\n\n"
    "The 30 s notice is enough for a 4 s snapshot; nobody objected.\n"
)


def test_a_state_section_naming_no_core_state_is_one_note_not_an_error_per_item() -> None:
    found = _all(EXERCISE + NOT_A_LIST, "RG101")
    assert found == [(None, "info")], found


def test_a_state_list_outside_the_section_taken_for_it_is_the_one_read() -> None:
    elsewhere = CORE_LIST.replace(
        "## 5. What the checkpoint holds", "## 2. Sharded writes: what each rank saves"
    )
    assert _counted(EXERCISE + elsewhere + NOT_A_LIST, "RG101") == []
    without_rng = elsewhere.replace(
        "- RNG states (Python, NumPy, torch CPU and CUDA, per rank)\n", ""
    ).replace("the RNG states can go", "nothing can go")
    assert ("rng-state", "error") in _counted(EXERCISE + without_rng + NOT_A_LIST, "RG101")


def test_a_state_list_naming_the_weights_is_still_checked_item_by_item() -> None:
    text = EXERCISE + "## 5. What the checkpoint holds\n\n- Model weights (bf16)\n"
    missing = dict(_counted(text, "RG101"))
    assert {"optimizer-moments", "data-position", "rng-state"} <= set(missing), missing


# --- Principle: a number worked out from facts, results and the numbers beside it is no -------
# --- assumption; an input that follows from nothing is. ---------------------------------------

Q7 = "## 7. Two hundred other jobs\n\n"


@pytest.mark.parametrize(
    "sentence",
    [
        # a fact over a number written beside it
        "One job checkpointing 1.4 TB every 312 s averages 1.4 TB / 312 s ≈ 4.5 GB/s.",
        # a fact over a computed interval (the sharded + async T*)
        "A job at the sharded + async cadence averages ≈ 4.5 GB/s.",
        # a count times a rate written before it
        "One job averages about 4.5 GB/s; 200 such jobs ask for ≈ 900 GB/s.",
        # a sum of the durations beside it
        "The notice budget is 30 s + 4 s = 34 s.",
    ],
)
def test_derived_numbers_are_not_assumptions(sentence: str) -> None:
    assert _counted(EXERCISE + Q7 + sentence + "\n", "RG201") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "The filesystem's rated 120 GB/s is shared by everyone.",
        "The filesystem handles 2 TB/s, so 200 jobs are fine.",
        "Our filesystem can deliver 50 GB/s in total.",
    ],
)
def test_an_input_that_follows_from_nothing_is_an_assumption(sentence: str) -> None:
    assert _counted(EXERCISE + Q7 + sentence + "\n", "RG201") != []


# --- Principle: a goodput written with its arithmetic states its convention. ------------------


def test_goodput_shown_as_its_computation_is_defined() -> None:
    doc = EXERCISE + "## 1. Baseline\n\nOverhead ≈ 14.8 %; goodput ≈ 1/1.148 ≈ 87 %.\n"
    assert _counted(doc, "RG202") == []


def test_a_bare_goodput_of_the_other_convention_is_not_defined() -> None:
    # 85 % beside 14.8 % is 1 − w, which the graders accept only when the answer says so
    doc = EXERCISE + "## 1. Baseline\n\nOverhead is 14.8 % and goodput is 85 %.\n"
    assert _counted(doc, "RG202") != []


def test_condition_holds_reads_sentences_not_code() -> None:
    doc = parse_document("```python\nseed = 1  # shuffle seed\n```\n", "d.md")
    cond = next(i for i in load_catalog() if i.id == "shuffle-seed").condition
    assert not condition_holds(cond, [s.with_context for s in doc.sentences])


# --- Principle: the scenario's own words state figures; a product name is not a claim. --------

ROOT = Path(__file__).resolve().parents[2]


def _lint_against(tmp_path: Path, scenario: str, text: str, rule: str) -> list[str]:
    doc = tmp_path / "doc.md"
    doc.write_text(text, encoding="utf-8")
    [result] = lint_paths([doc], scenario=ROOT / "inputs" / scenario)
    return [f.message for f in result.findings if f.rule == rule and f.severity != "info"]


def test_a_figure_the_scenario_states_in_its_description_is_no_assumption(tmp_path: Path) -> None:
    head = (
        "# BLOOM checkpoint plan: T* = √(2·C·M), spot vs on-demand, retention\n\n## 7. Others\n\n"
    )
    # bloom-176b.yaml's description: "A full 2.3 TB checkpoint was written ... in about 40 s"
    stated = head + "A full 2.3 TB checkpoint reached the filesystem.\n"
    assert _lint_against(tmp_path, "bloom-176b.yaml", stated, "RG201") == []
    unstated = head + "A full 3.7 TB checkpoint reached the filesystem.\n"
    assert _lint_against(tmp_path, "bloom-176b.yaml", unstated, "RG201") != []


@pytest.mark.parametrize("gpu", ["A100 80GB", "80GB A100", "80 GB H100"])
def test_a_gpu_s_memory_in_its_product_name_is_no_claim(gpu: str) -> None:
    doc = EXERCISE + Q7 + f"The job runs on 256 {gpu} GPUs.\n"
    assert _counted(doc, "RG201") == []


# --- Principle: a table row is mixed only when a list price is unambiguously one. -------------


def test_a_cost_equal_to_its_list_price_is_not_read_as_a_list_price(tmp_path: Path) -> None:
    table = "| Strategy | On-demand | Spot |\n|---|---|---|\n"
    head = "# Spot plan: T* = √(2·C·M), spot vs on-demand, sharded async, retention\n\n"
    # spot-7b-finetune-aws: on-demand goodput ≈ 1, so its useful hour costs $4.109 ≈ $4.10 list
    ambiguous = head + table + "| Sharded + asynchronous | $4.109 | $1.498 |\n"
    assert _lint_against(tmp_path, "spot-7b-finetune-aws.yaml", ambiguous, "RG301") == []
    # the spot list price ($1.40) beside on-demand's useful-hour cost ($4.208): mixed
    mixed = head + table + "| Single writer | $4.208 | $1.40 |\n"
    assert _lint_against(tmp_path, "spot-7b-finetune-aws.yaml", mixed, "RG301") != []


# --- Principle: arithmetic a document shows must hold, whatever the scenario. -----------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Sharded: T* = √(2 · 15 · 32,400) = √972,000 ≈ 3,118 s.",  # √972,000 is 985.9
        "On spot R/M = 840/2,700 = 3.1 % of the time goes to restarts.",  # 31.1 %
        "The run takes 720 × 1.16 ≈ 935 h of wall clock.",  # 835 h
    ],
)
def test_a_wrong_shown_computation_is_reported(sentence: str) -> None:
    doc = EXERCISE + "## 1. Baseline\n\n" + sentence + "\n"
    assert any("arithmetic shown" in m for m in _messages(doc, "RG401")), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "T* = √(2 · 240 · 32,400) = √15,552,000 ≈ 3,944 s ≈ 65.7 min.",
        "The waste is 6.1 % + 6.1 % + 2.6 % ≈ 14.8 %, so goodput ≈ 1/1.148 ≈ 87 %.",
        "Per term 1.5 + 1.5 + 2.6 ≈ 5.6 % (percentage points added up).",
        "Rounded terms: 0.0009 + 0.0011 = 0.0021 of the run.",  # each term rounded: within
        "Restarts add 0.5 % + 3.1 % + 856/2,945 ≈ 29 % more.",  # ≈ annotates the last term
        "The footprint is 2.8 + 8.4 + ~2.6 + 1.4 ≈ 15 TB.",  # "~2.6": approximate, no relation
        "Everything kept would be ~8,300 × 1.4 TB ≈ 11.6 PB.",  # PB: a unit not converted
        "1.4 TB / 15 s ≈ 93 GB/s.",  # two units: not evaluated
    ],
)
def test_a_right_shown_computation_is_not(sentence: str) -> None:
    doc = EXERCISE + "## 1. Baseline\n\n" + sentence + "\n"
    assert not any("arithmetic shown" in m for m in _messages(doc, "RG401")), sentence


def _messages(text: str, rule: str) -> list[str]:
    return [f.message for f in lint_text(text, "doc.md").findings if f.rule == rule]


# --- Principle: a declaration governs the number after it, not the whole sentence. ------------

Q3 = "## 3. Spot\n\n"


@pytest.mark.parametrize(
    "sentence",
    [
        # the hedges come after the bandwidth, about the consequence
        "Our filesystem can deliver about 50 GB/s in total, so 200 jobs would need roughly "
        "18 times more.",
        # approximation is not a declaration
        "The filesystem delivers roughly 50 GB/s.",
        # nor is a measurement the scenario does not hold
        "We measured 50 GB/s on the filesystem.",
    ],
)
def test_a_hedge_elsewhere_does_not_declare_a_number(sentence: str) -> None:
    assert _counted(EXERCISE + Q7 + sentence + "\n", "RG201") != []


@pytest.mark.parametrize(
    "sentence",
    [
        "Assuming the filesystem sustains 50 GB/s, 200 jobs need 18 times more.",
        "If the filesystem delivered 50 GB/s, 200 jobs would need 18 times more.",
        "The filesystem sustains 50 GB/s (assumed), so 200 jobs need 18 times more.",
    ],
)
def test_a_declaration_before_a_number_or_in_its_clause_declares_it(sentence: str) -> None:
    assert _counted(EXERCISE + Q7 + sentence + "\n", "RG201") == []


# --- Principle: a number said to be an input is that input's value. ---------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # 5 min is near 270 s (spot MTBF × the snapshot fraction) and 20 min near a T*, but
        # neither is a restart time
        "Restart on spot is faster, about 5 min, since nodes come from a warm pool.",
        "On spot the restart takes about 20 min, because nodes must be acquired first.",
    ],
)
def test_an_input_duration_unlike_that_input_is_an_assumption(sentence: str) -> None:
    assert _counted(EXERCISE + Q3 + sentence + "\n", "RG201") != []


@pytest.mark.parametrize(
    "sentence",
    [
        "Restart takes 14 min on spot as on demand.",
        "The sharded write takes 15 s and the snapshot 1.5 s.",
        # a sum of the durations beside it, written rounded (1.5 s + 15 s = 16.5 s)
        "On notice: snapshot (1.5 s), then the 15 s write, then requeue: ≈ 17 s of the 120 s.",
    ],
)
def test_an_input_duration_equal_to_that_input_or_its_sum_is_not(sentence: str) -> None:
    assert _counted(EXERCISE + Q3 + sentence + "\n", "RG201") == []


# --- Principle: "<" and ">" are comparisons unless they open an HTML tag. --------------------


def test_comparisons_are_read_as_text_and_tags_are_not() -> None:
    doc = parse_document(
        "# Plan\n\nRevisit when spot MTBF < 12.6 min or restart > 52 min.\n\n"
        "Keep <b>two</b> copies.\n"
    )
    texts = [s.text for b in doc.blocks for s in b.sentences]
    assert any("< 12.6 min, " in t or "< 12.6 min or restart > 52 min" in t for t in texts), texts
    assert any("Keep" in t and "<b>" not in t for t in texts), texts


# --- Principle: a coarsely rounded number is not shown to be any one value. ------------------


def test_a_one_digit_size_is_not_the_fact_it_rounds_from() -> None:
    # "1 TB" (±0.5 TB) would round from the 1.4 TB checkpoint; host memory is not given
    text = EXERCISE + "## 2. Cheaper checkpoints\n\nEach node has 8 GPUs and 1 TB of host RAM.\n"
    assert _counted(text, "RG201") != []


def test_a_finely_rounded_share_of_a_fact_is_derived() -> None:
    text = EXERCISE + "## 2. Cheaper checkpoints\n\nA node's share is 1.4 TB / 32 ≈ 44 GB.\n"
    assert _counted(text, "RG201") == []


# --- Principle: a recommendation commits, prices itself with a figure, and says when to revisit.

REC = "## Recommendation\n\n"


def _rec_parts(body: str) -> list[str]:
    return [
        f.message
        for f in lint_text(EXERCISE + REC + body + "\n", "doc.md").findings
        if f.rule == "RG701"
    ]


def test_a_recommendation_that_leaves_the_choice_open_has_no_decision() -> None:
    body = (
        "Both options are defensible. Spot comes to $1.11 per useful GPU-hour against $2.49, "
        "but takes 44 days instead of 31; which one to pick depends on how the team weighs "
        "13 days against $254k. Revisit if the spot interruption rate changes materially."
    )
    assert [m for m in _rec_parts(body) if "decision" in m]


def test_a_committed_recommendation_with_a_caveat_has_a_decision() -> None:
    body = (
        "Run on spot with sharded async checkpoints every 90 s: $1.03 per useful GPU-hour. The "
        "saving depends on the interruption rate staying near 45 minutes; revisit if it falls "
        "below 13 min."
    )
    assert _rec_parts(body) == []


def test_cheaper_without_a_figure_is_no_cost() -> None:
    body = (
        "Go with spot and sharded async checkpoints. It is clearly the cheaper option, and the "
        "extra nine days are acceptable. Revisit if interruptions become more frequent."
    )
    assert [m for m in _rec_parts(body) if "cost" in m]


def test_a_saving_as_a_percentage_is_a_cost() -> None:
    body = "Go with spot: 58 % cheaper per useful hour. Revisit if spot MTBF falls below 13 min."
    assert _rec_parts(body) == []


def test_a_warning_triggered_save_is_no_revisit_condition() -> None:
    body = (
        "Run on spot with sharded async checkpoints and a warning-triggered emergency save, "
        "at $1.01 per useful GPU-hour ($186k instead of $458k), finishing in 40 days."
    )
    assert [m for m in _rec_parts(body) if "revisit" in m]


# --- Principle: steps counted in a symptom are not the optimizer's step counter. --------------

STATE_WITHOUT_STEP = (
    "## 5. What the checkpoint holds\n\n"
    "- Model weights → nothing to resume\n"
    "- Adam moments (exp_avg, exp_avg_sq) → a loss spike for a few hundred steps\n"
    "- LR scheduler state and the global step → warmup restarts\n"
    "- Data-loader position (samples consumed) → repeated data\n"
    "- RNG states (CPU, CUDA, per rank) → not bit-exact\n"
)


def test_steps_in_a_symptom_do_not_name_the_step_counter() -> None:
    assert ("optimizer-step", "error") in _counted(EXERCISE + STATE_WITHOUT_STEP, "RG101")


def test_the_step_counter_beside_the_moments_is_named() -> None:
    text = STATE_WITHOUT_STEP.replace("(exp_avg, exp_avg_sq)", "(exp_avg, exp_avg_sq) and step")
    assert ("optimizer-step", "error") not in _counted(EXERCISE + text, "RG101")


# --- Principle: a number is what its label calls it; a parenthetical explains, it does not label.


def test_a_label_s_explanation_does_not_relabel_the_number() -> None:
    line = "- Goodput (time lost to checkpoints and restarts) = 14.8%\n"
    text = EXERCISE + "## 1. Baseline\n\n" + line
    assert _counted(text, "RG801") != []


def test_an_overhead_labelled_as_one_is_not_reported() -> None:
    text = EXERCISE + "## 1. Baseline\n\n- Overhead (checkpoints, rework, restarts) = 14.8%\n"
    assert _counted(text, "RG801") == []


# --- Principle: a part is there when its substance is, not when a word of it is. --------------


def _part_findings(question: int, body: str) -> list[str]:
    return [
        f.message
        for f in lint_text(EXERCISE + f"## {question}. Answer\n\n{body}\n", "doc.md").findings
        if f.rule == "RG502" and f.question == question
    ]


def test_the_effect_of_the_warning_is_no_failure_mode() -> None:
    body = "On the warning, save and requeue. Rework drops to ≈ 0 and less work is lost."
    assert _part_findings(4, body)


def test_a_named_failure_mode_is_one() -> None:
    body = (
        "On the warning, save and requeue. The risk is that the node dies before the write is done."
    )
    assert not _part_findings(4, body)


def test_not_bit_exact_as_a_symptom_is_no_statistical_subset() -> None:
    body = "- RNG states → different dropout, not bit-exact\n- Weights → no resume"
    assert _part_findings(5, body)


def test_a_retention_policy_sized_by_storage_alone_has_no_purpose() -> None:
    body = (
        "For retention I would keep the last five checkpoints; five does not use too much storage."
    )
    assert _part_findings(6, body)


def test_a_retention_policy_with_purposes_has_them() -> None:
    body = "Keep the last two for crash recovery and a daily one to roll back past a loss spike."
    assert not _part_findings(6, body)


# --- Principle: the exercise's questions are asked only about the exercise's situation. ------


def test_a_design_doc_for_another_scenario_is_not_asked_the_exercise_s_questions(
    tmp_path: Path,
) -> None:
    scenario = tmp_path / "other.yaml"
    scenario.write_text(
        (ROOT / "inputs" / "exercise.yaml").read_text("utf-8").replace("9 h", "6 h", 1), "utf-8"
    )
    doc = tmp_path / "design.md"
    doc.write_text(
        "# Checkpointing for the pretraining run\n\n## Context\n\nT* = √(2·C·M) with sharded, "
        "async checkpoints; goodput and MTBF as measured. We stay on demand, no spot.\n",
        "utf-8",
    )
    [result] = lint_paths([doc], scenario=scenario)
    absent = [f for f in result.findings if f.rule in ("RG501", "RG502")]
    assert absent and all(f.severity == "info" for f in absent)


def test_an_exercise_answer_is_still_asked_every_question() -> None:
    text = EXERCISE + "## 1. Baseline\n\nT* = √(2 × 240 × 32,400) ≈ 3,944 s.\n"
    counted = [f for f in lint_text(text, "doc.md").findings if f.rule == "RG501"]
    assert counted and all(f.severity == "error" for f in counted)


# --- Principle: a goodput that is the complement of the overhead written beside it is one. ----


def test_a_goodput_following_its_own_overhead_is_not_a_confusion() -> None:
    # waste on the document's own (wrong) MTBF; the goodput follows it by 1 − w
    line = "waste ≈ 2.15 % + 2.15 % + 51.9 % ≈ 56.2 %, so goodput ≈ 43.8 %.\n"
    assert _counted(EXERCISE + "## 3. Spot\n\n" + line, "RG801") == []


def test_an_overhead_called_goodput_with_nothing_beside_it_is_one() -> None:
    assert _counted(EXERCISE + "## 1. Baseline\n\nGoodput is 14.8 %.\n", "RG801") != []


def test_a_fraction_written_in_percent_without_the_sign_is_right() -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert (
        list(shown_slips("So the overhead is 1.67 + 1.67 + 300/2,700 = 11.1, about 14.4 %.")) == []
    )
    assert list(shown_slips("The restart term is 300/2,700 = 21.1, about 24 % in total.")) != []


# --- Principle: a retention policy's numbers are design choices wherever it is written. -------


def test_retention_spacings_outside_question_6_are_choices() -> None:
    text = EXERCISE + "## Notes\n\nrollback tier: one per 4 h, kept 24 h; milestones every 72 h.\n"
    assert _counted(text, "RG201") == []


# --- Principle: one value, one finding; a respelling is judged as its first spelling. --------


def test_a_respelling_of_an_accepted_interval_is_not_reported() -> None:
    text = EXERCISE + "## 2. Sharded\n\nT* = √(2 × 15 × 32,400) ≈ 986 s (≈ 16.4 min).\n"
    assert _counted(text, "RG401") == []


def test_a_wrong_respelling_is_a_conversion_slip() -> None:
    text = EXERCISE + "## 1. Baseline\n\nThe restart takes 840 s (10 min).\n"
    assert _counted(text, "RG401") != []


def test_every_spelling_of_a_chain_from_a_fact_is_that_fact() -> None:
    """'45 min = 0.45 h = 1,620 s' is the spot MTBF spelled three ways with one slip: the slip is
    RG401's, and neither wrong spelling is a new input."""
    text = EXERCISE + "## 3. Spot\n\nSpot MTBF: M = 45 min = 0.45 h = 1,620 s.\n"
    assert _counted(text, "RG201") == []
    assert _counted(text, "RG401") != []


def test_a_chain_that_starts_at_no_fact_is_still_an_input() -> None:
    text = EXERCISE + "## 3. Spot\n\nA spot restart takes 7 min = 420 s = 0.117 h.\n"
    assert len(_counted(text, "RG201")) == 1


# --- Principle: the layout is named by its parallelism dimensions too. -----------------------


def test_a_tensor_pipeline_layout_names_the_parallel_layout() -> None:
    from reportgen.lint.concepts import mentions

    assert "parallel-layout" in mentions("A resume must use the same tensor/pipeline layout.")
    assert "parallel-layout" not in mentions("The page layout of the report.")


def test_a_label_written_after_the_number_names_it() -> None:
    fired = EXERCISE + "## 1. Baseline\n\nThe total is 14.8 %, which is the run's goodput.\n"
    assert _counted(fired, "RG801") != []
    quiet = EXERCISE + "## 1. Baseline\n\nThe total is 14.8 % overhead.\n"
    assert _counted(quiet, "RG801") == []


# --- Principle: a part may be named by a title line or a lead-in, without heading markup. -----


def test_a_title_line_over_its_paragraph_is_a_heading() -> None:
    doc = parse_document("# Plan\n\nRecommendation\nRun on spot with sharded async checkpoints.\n")
    assert "recommendation" in doc.questions


@pytest.mark.parametrize(
    ("title", "question"),
    [
        ("Decision (agreed with the team last week)", "recommendation"),
        ("Recommendation (final)", "recommendation"),
        # an aside with an equation labels the data under it, not a part
        ("spot (M = 9,000 s)", None),
        # a sentence that ends in a parenthesis is no title
        ("We run on spot (it is cheaper).", None),
    ],
)
def test_a_title_line_s_closing_aside_is_no_sentence_end(title: str, question: object) -> None:
    doc = parse_document(f"# Plan\n\nintro text.\n\n{title}\n  Run on spot, sharded async.\n")
    assert [s.question for s in doc.sections[1:]] == ([question] if question else [])


def test_a_lead_in_with_a_colon_names_the_recommendation() -> None:
    doc = parse_document("# Plan\n\nMy recommendation: run on spot, $1.03 per useful GPU-hour.\n")
    assert "recommendation" in doc.questions


def test_a_long_first_line_of_prose_is_no_title() -> None:
    doc = parse_document(
        "# Plan\n\nThe recommendation below follows from the spot numbers, which\nare cheaper.\n"
    )
    assert "recommendation" not in doc.questions


def test_a_label_that_starts_the_next_statement_does_not_name_the_number_before_it() -> None:
    text = EXERCISE + "## 1. Baseline\n\nwaste ≈ 14.8 %\ngoodput = 1/(1 + 0.148) ≈ 87.1 %\n"
    assert _counted(text, "RG801") == []


# --- Principle: inline TeX is read as its text; a price is not TeX. ---------------------------


def test_inline_math_is_read_as_text_and_prices_are_not_math() -> None:
    doc = parse_document("# x\n\n- Adam $m$, $v$ → a cold optimizer\n\nSpot is $0.75 vs $2.40.\n")
    texts = [s.text for s in doc.sentences]
    assert any(t.startswith("Adam m, v") for t in texts), texts
    assert any("$0.75 vs $2.40" in t for t in texts), texts


def test_the_moments_named_by_their_symbols_are_the_moments() -> None:
    from reportgen.lint.concepts import mentions

    assert "optimizer-moments" in mentions("Adam m and v")
    assert "optimizer-moments" not in mentions("Adam step t")


# --- Principle: the async constraint ties the write to the next snapshot or to the interval. --

ASYNC = (
    "## 2. Cheaper checkpoints\n\n(b) Sharded + async: the loop blocks for 1.5 s and the 15 s "
    "write runs in the background; T* = √(2 × 1.5 × 32,400) ≈ 312 s. "
)


def test_a_bare_before_the_next_forward_pass_is_not_the_constraint() -> None:
    text = EXERCISE + ASYNC + "The copy completes before the next forward pass; jobs queue.\n"
    assert _counted(text, "RG601") != []


def test_the_write_finishing_before_the_next_snapshot_is_the_constraint() -> None:
    text = EXERCISE + ASYNC + "The write must finish before the next snapshot, or writes pile up.\n"
    assert _counted(text, "RG601") == []


# --- Principle: a duration spelled in words is a duration. ------------------------------------


def test_a_spelled_duration_is_read() -> None:
    from reportgen.lint.quantities import find_quantities

    read = [(q.value, q.raw) for q in find_quantities("a two-minute warning, nine or so days")]
    assert read == [(120.0, "two-minute"), (777600.0, "nine or so days")]
    assert find_quantities("the last two checkpoints, in one go") == []


def test_an_unsourced_restart_spelled_in_words_is_an_assumption() -> None:
    line = "On spot the restart takes five minutes, since nodes come from a warm pool.\n"
    assert _counted(EXERCISE + Q3 + line, "RG201") != []


def test_a_given_fact_spelled_in_words_is_the_fact() -> None:
    line = "The spot warning gives two minutes; a restart takes fourteen minutes.\n"
    assert _counted(EXERCISE + Q3 + line, "RG201") == []


# --- Principle: a lone first-level heading above the whole document is its title, not a -----
# --- question's section (so the whole document is not read as the answer to that question). ---


def test_a_lone_title_naming_a_topic_is_no_section() -> None:
    doc = parse_document("# Spot fine-tuning: checkpoint design\n\nWe write checkpoints.\n")
    assert doc.sections_for(3) == []


def test_a_lone_heading_after_prose_still_names_its_question() -> None:
    doc = parse_document("Our answers follow.\n\n# Spot decision\n\nSpot is cheaper per hour.\n")
    assert [s.title for s in doc.sections_for(3)] == ["Spot decision"]


# --- Principle: numbered headings number the exercise's questions only when their words agree; -
# --- a document's own numbering (an FAQ's, an RFC's "6. What the checkpoint holds") is read ----
# --- by topic. ----------------------------------------------------------------------------------


def _questions(text: str) -> list[object]:
    return [s.question for s in parse_document(text).sections]


_RFC_TITLES = ("Summary", "Facts", "Interval", "Cost", "Sizing", "What the checkpoint holds")
_RFC_TITLES += ("Retention",)


def test_a_numbering_of_its_own_is_read_by_topic() -> None:
    faq = "".join(f"## {n}. {title}\n\nText.\n\n" for n, title in enumerate(_RFC_TITLES, 1))
    assert _questions(faq) == ["recommendation", None, 1, None, None, 5, 6]


def test_a_series_past_nine_is_the_document_s_own() -> None:
    titles = ["Baseline", "Sharding", "Spot", "Warning", "State"] + ["Notes"] * 5
    text = "".join(f"## {n}. {t}\n\nText.\n\n" for n, t in enumerate(titles, 1))
    assert _questions(text)[:5] == [1, 2, 3, 4, 5]
    assert _questions(text)[5:] == [None] * 5


def test_the_exercise_s_numbering_is_kept() -> None:
    # one heading whose words name another question does not unseat the numbers
    text = "".join(
        f"## {n}. {t}\n\nText.\n\n"
        for n, t in enumerate(["Baseline", "Sharding", "Spot", "Warning", "Notes on spot"], 1)
    )
    assert _questions(text) == [1, 2, 3, 4, 5]


# --- Principle: a question's label at the start of a line starts its answer, as in a chat -----
# --- export ("**priya** 10:05" then "Q1 on-demand baseline: …"); a label inside a sentence ----
# --- does not. -------------------------------------------------------------------------------


def test_a_label_after_a_speaker_line_starts_the_answer() -> None:
    text = (
        "**priya** 10:05\nQ1 on-demand baseline: T* = 65.7 min.\n\n"
        "**marco** 10:09\nQ2(a) 16 writers: T* = 16.4 min.\n"
        "Q7 200 jobs write at once.\n\n"
        "**marco** 10:55\nrecommendation for the top of the doc: run on spot.\n"
    )
    doc = parse_document(text)
    assert [s.question for s in doc.sections] == [1, 2, 7, "recommendation"]
    # the paragraph is read as one block per answer, each in its own section
    (q1,) = doc.sections_for(1)
    assert "65.7" in doc.text_of([q1]) and "16.4" not in doc.text_of([q1])


def test_a_label_inside_a_wrapped_sentence_is_no_section() -> None:
    text = "The interval follows from the figures given in the\nQ1 and Q2 parts of the notes.\n"
    assert parse_document(text).sections == []


def test_a_long_quoted_question_is_named_by_its_first_phrase() -> None:
    text = (
        "> 1. What's the on-demand checkpoint interval, in minutes and steps, and what does "
        "it cost us?\n\nT* = 65.7 min.\n\n> 2. How much does sharding buy?\n\nA lot.\n"
    )
    assert [s.question for s in parse_document(text).sections] == [1, 2]


# --- Principle: a table that labels its rows with the questions answers them row by row; a ----
# --- table that counts its rows, or lists strategies by name, is no outline. -------------------


def test_a_table_labelled_by_question_answers_row_by_row() -> None:
    text = (
        "| Q | Topic | Result |\n|---|---|---|\n"
        "| 1 | On-demand T* | 65.7 min |\n| 1 | Goodput | 87.1 % |\n"
        "| 2a | Sharded T* | 16.4 min |\n| 5 | RNG state | keep |\n"
        "| R | Recommendation | spot |\n"
    )
    doc = parse_document(text)
    assert [s.question for s in doc.sections] == [1, 2, 5, "recommendation"]
    assert "87.1" in doc.text_of(doc.sections_for(1))
    assert "16.4" not in doc.text_of(doc.sections_for(1))


def test_a_counted_or_named_table_is_no_outline() -> None:
    counted = "| # | Item |\n|---|---|\n" + "".join(f"| {k} | item {k} |\n" for k in range(1, 6))
    named = "| Strategy | T* |\n|---|---|\n| Baseline | 65.7 min |\n| Sharded | 16.4 min |\n"
    named += "| Spot | 19 min |\n"
    assert parse_document(counted).sections == []
    assert parse_document(named).sections == []


def test_a_summary_table_does_not_displace_the_prose_answer() -> None:
    text = (
        "| Q | Result |\n|---|---|\n| 3 | $1.06 |\n| 4 | $1.03 |\n\n"
        "**Q4.** On the notice we save and exit.\n"
    )
    doc = parse_document(text)
    assert doc.sections_for(4)[0].title == "Q4."


# --- Principle: an item another item holds is satisfied by it (the loop's global step is -------
# --- derived from the optimizer's step count); when both are missing, one finding says so. -----


def test_the_optimizer_step_count_satisfies_the_global_step() -> None:
    assert ("global-step", "error") not in _counted(EXERCISE + CORE_LIST, "RG101")
    without_any_step = CORE_LIST.replace(" and the optimizer step count", "").replace(
        " and the global step", ""
    )
    items = [item for item, _ in _counted(EXERCISE + without_any_step, "RG101")]
    assert items == ["optimizer-step"]


# --- Principle: a table cell is read beside its header, never as one phrase with it. ----------


def test_a_cell_and_its_header_are_not_one_phrase() -> None:
    table = (
        "## 5. What the checkpoint holds\n\n| State | Symptom |\n|---|---|\n"
        "| fp32 master weights and model weights | nothing to resume |\n"
        "| Adam moments and the optimizer step count | loss spike |\n"
        "| LR scheduler state | LR jumps |\n"
        "| data-loader position (epoch, shuffle seed) | repeated data |\n"
    )
    assert ("rng-state", "error") in _counted(EXERCISE + table, "RG101") or (
        "rng-state",
        "warning",
    ) in _counted(EXERCISE + table, "RG101")
    with_rng = table + "| RNG states | dropout differs |\n"
    assert "rng-state" not in [item for item, _ in _counted(EXERCISE + with_rng, "RG101")]


# --- Principle: the exercise's own first-order formula, C/T + (T/2 + R)/M, is right by it, ----
# --- also for an asynchronous strategy (whose background write the engine's formula adds). -----


def test_the_exercise_formula_s_async_overhead_is_an_overhead() -> None:
    # sharded + async on demand: 1.5/311.8 + (155.9 + 840)/32,400 = 3.55 % (the engine's
    # first-order figure, with W = 15 s, is 3.60 %)
    doc = EXERCISE + "## 2. Cheaper checkpoints\n\n"
    doc += "Sharded + async: T* = 311.8 s, a goodput of 3.55 %.\n"
    rules = [f.rule for f in lint_text(doc, "doc.md").findings if f.severity != "info"]
    assert "RG801" in rules and "RG401" not in rules
    wrong = doc.replace("3.55 %", "4.4 %")
    rules = [f.rule for f in lint_text(wrong, "doc.md").findings if f.severity != "info"]
    assert "RG801" not in rules


# --- Principle: a document that adopts asynchronous checkpointing anywhere owes its constraint, -
# --- stated where it takes up the background write or as the interval-vs-write relation. -------

_ASYNC_DOC = (
    "# Checkpoint plan for the fine-tune\n\n## Checkpointing\n\n"
    "Eight writers share the 45 s write; the loop blocks only for the copy to host memory.\n\n"
    "## Decision\n\nRun with sharded asynchronous checkpoints every 120 s.\n"
)


def test_async_adopted_in_a_decision_owes_its_constraint() -> None:
    assert [q for q, _ in _rule_questions(_ASYNC_DOC, "RG601")] == [2]


def test_async_rejected_or_constrained_owes_nothing() -> None:
    rejected = _ASYNC_DOC.replace("sharded asynchronous checkpoints", "sharded checkpoints")
    rejected += "\nAsync checkpoints were considered and rejected.\n"
    constrained = _ASYNC_DOC.replace(
        "memory.\n", "memory. The background copy must finish before the next snapshot.\n"
    )
    assert _rule_questions(rejected, "RG601") == []
    assert _rule_questions(constrained, "RG601") == []


def _rule_questions(text: str, rule: str) -> list[tuple[object, str]]:
    return [
        (f.question, f.severity)
        for f in lint_text(text, "doc.md").findings
        if f.rule == rule and f.severity != "info"
    ]


# --- Principle: a heading that names several questions answers each of them. ------------------


def test_a_heading_naming_two_questions_answers_both() -> None:
    doc = parse_document("## Q1 and Q2 — on-demand\n\nT* = 65.7 min; sharded 16.4 min.\n")
    assert doc.sections_for(1) == doc.sections_for(2) != []
    assert parse_document("## Q2 (a) sharding\n\nText.\n").sections[0].also == ()
    assert parse_document("## Q1–Q3\n\nText.\n").sections[0].also == (2, 3)


# --- Principle: a title line opening with its series' label ("Entry 3 · …") may be longer and --
# --- may be a question; a line of dialogue is not a title. -------------------------------------


def test_a_series_title_line_may_be_a_question() -> None:
    text = (
        "Entry 2 · sharded write\n  result: 16.4 min\n\n"
        "Entry 3 · spot or on-demand?\n  verdict: spot\n\n"
        "Entry 7 · 200 neighbours on the filesystem\n  what happens: saturation\n"
    )
    assert [s.question for s in parse_document(text).sections] == [2, 3, 7]
    dialogue = "INTERVIEWER: So is spot cheaper?\nCANDIDATE: Per useful hour, yes.\n"
    assert parse_document(dialogue).sections == []


# --- Principle: a goodput that fits exactly one convention for the overhead beside it shows ----
# --- the document's convention; one that fits both (or stands alone) does not. -----------------


def test_a_goodput_that_fits_one_convention_defines_it() -> None:
    shown = EXERCISE + "## 1. Baseline\n\nWaste ≈ 26.4 %, so goodput is ≈ 79 %.\n"
    assert _counted(shown, "RG202") == []
    alone = EXERCISE + "## 1. Baseline\n\nThe run's goodput is 85.2 %.\n"
    both = EXERCISE + "## 1. Baseline\n\nWaste ≈ 14.8 %, goodput ≈ 86 %.\n"
    assert _counted(alone, "RG202") != []
    assert _counted(both, "RG202") != []


# --- Principle: a short line of its own that names a part is its heading ("Q2a sharded ×16", --
# --- "REC"); a sentence on a line of its own is not. ---------------------------------------------


def test_a_bare_label_line_is_a_heading() -> None:
    text = (
        "Q2a sharded ×16\n\n- T* = 16.4 min\n\nQ4 120 s notice\n\n- save on the notice\n\n"
        "REC\n\n- spot, sharded + async\n"
    )
    assert [s.question for s in parse_document(text).sections] == [2, 4, "recommendation"]
    assert parse_document("Q2 was the hardest part.\n\nText.\n").sections == []


# --- Principle: a currency sign after the number is money ("186k$", "1.01$ per useful GPU-h"). -


def test_a_trailing_dollar_sign_is_money() -> None:
    from reportgen.lint.quantities import quantities_in

    kinds = [(q.kind, q.value) for q in quantities_in("about 1.01$ per useful GPU-h, 186k$ total")]
    assert kinds == [("money_rate", 1.01), ("money", 186_000.0)]
    assert [q.raw for q in quantities_in("the LaTeX $90$ is math")] == ["$90"]


# --- Principle: a checklist item with a bold title is a heading (a pull request's description). --


def test_a_checklist_item_with_a_bold_title_is_a_heading() -> None:
    text = (
        "## Checklist\n\n- [x] **On-demand baseline.** T* = 65.7 min.\n"
        "- [x] **Spot.** $1.01 per useful GPU-hour.\n- [ ] **Retention.** Keep the last 2.\n"
    )
    assert [s.question for s in parse_document(text).sections][1:] == [1, 3, 6]
    bullets = "## 5. State\n\n- **RNG state**: dropout differs.\n- **Spot** prices: none.\n"
    assert [s.question for s in parse_document(bullets).sections] == [5]


# --- Principle: a question claims nothing, and a figure in quotation marks is quoted, not -------
# --- claimed ("students often report "goodput 14.8 %". It is the overhead."). ------------------


def test_a_question_or_a_quoted_figure_is_no_claim() -> None:
    asked = EXERCISE + "## 3. Spot\n\nIs spot really 3.2× cheaper? Per useful hour it is 1.6×.\n"
    assert _counted(asked, "RG301") == []
    claimed = EXERCISE + "## 3. Spot\n\nSpot is 3.2× cheaper, so spot wins.\n"
    assert _counted(claimed, "RG301") != []
    quoted = EXERCISE + '## 1. Baseline\n\nStudents often report "goodput 14.8 %". It is wrong.\n'
    assert _counted(quoted, "RG801") == []
    said = EXERCISE + "## 1. Baseline\n\nThe goodput is 14.8 %.\n"
    assert _counted(said, "RG801") != []


# --- Principle: a duration assigned to an input's symbol ("R_spot = 6 min") is that input: it --
# --- is compared with the input's values, not excused as arithmetic on other facts. -----------


def test_a_number_assigned_to_an_input_symbol_is_that_input() -> None:
    long = (
        "## 3. Spot\n\nSpot restarts are faster than on-demand ones because the container image "
        "and the dataset shards are already cached on the replacement nodes, so R_spot = 6 min.\n"
    )
    assert _counted(EXERCISE + long, "RG201") != []
    given = "## 3. Spot\n\nWith R = 14 min = 840 s and M_spot = 45 min = 2,700 s, T* = 90 s.\n"
    assert _counted(EXERCISE + given, "RG201") == []


def test_a_comparison_with_a_symbol_assigns_nothing() -> None:
    text = "## 2. Async\n\nThe interval must exceed the background write, T > W: 311.8 s vs 15 s.\n"
    assert _counted(EXERCISE + text, "RG201") == []


# --- Principle: a question's explicit label names it, whatever the document's own numbering ---
# --- says ("### 3.5 Checkpoint contents (Q5)" under "## 3. Results" answers question 5). -------

_REPORT = (
    "# A short report\n\n## 1. Introduction\n\nWhy checkpoints matter.\n\n"
    "## 2. Methods\n\nYoung's rule.\n\n## 3. Results\n\n"
    "### 3.1 On-demand baseline (Q1)\n\nT* = 65.7 min.\n\n"
    "### 3.2 Spot (Q3)\n\nSpot costs less per useful hour.\n\n"
    "### 3.3 Checkpoint contents (Q5)\n\nWeights and optimizer state.\n\n"
    "## 4. Recommendation\n\nRun on spot.\n"
)


def _by_title(text: str) -> dict[str, object]:
    return {s.title: s.question for s in parse_document(text).sections}


def test_a_label_inside_a_heading_names_its_question() -> None:
    questions = _by_title(_REPORT)
    assert questions["3.1 On-demand baseline (Q1)"] == 1
    assert questions["3.3 Checkpoint contents (Q5)"] == 5
    # the report's own numbering is its own: "1. Introduction" answers nothing
    assert questions["1. Introduction"] is None
    assert questions["4. Recommendation"] == "recommendation"


def test_labels_that_agree_with_the_numbering_keep_it() -> None:
    text = (
        "## 1. On-demand\n\nT*.\n\n## 2. Cheaper checkpoints\n\n### 2.1 Sharded (Q2)\n\nC.\n\n"
        "### 2.2 Async (Q2)\n\nC.\n\n## 3. Spot\n\nS.\n\n## 4. The warning\n\nW.\n"
    )
    questions = _by_title(text)
    assert questions["1. On-demand"] == 1 and questions["3. Spot"] == 3
    assert questions["2.1 Sharded (Q2)"] == 2
    # a word that only looks like a label ("FAQ3", "Q2's") is none
    assert _by_title("## Notes on FAQ3 answers\n\nx.\n")["Notes on FAQ3 answers"] != 3


# --- Principle: a chain that gives each term its value ("240/3,944 = 6.09 % + 840/32,400 = ---
# --- 2.59 %") annotates the last term; the sum is checked where it is written. --------------


def test_a_chain_of_annotated_terms_is_no_slip() -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    ok = "Waste: 240/3,944 = 6.09 % + 1,972/32,400 = 6.09 % + 840/32,400 = 2.59 % = 14.8 %."
    assert list(shown_slips(ok)) == []
    wrong = "Waste: 240/3,944 = 6.09 % + 840/32,400 = 3.5 %."
    assert [s.written for s in shown_slips(wrong)] == [0.035]  # 3.5 %


# --- Principle: a document that groups thousands with spaces (SI style) is read so --------


def test_thousands_grouped_with_spaces_are_one_number() -> None:
    from reportgen.lint.document import numeric_text

    si = "T* = √(2 · 240 · 32 400) = √15 552 000 ≈ 3 944 s; 256 × 720 = 184 320 GPU-h."
    assert numeric_text(si).replace("\u2009", ",") == (
        "T* = √(2 · 240 · 32,400) = √15,552,000 ≈ 3,944 s; 256 × 720 = 184,320 GPU-h."
    )
    # without a number that can only be grouped, two numbers stay two ("8 GPUs in 2 400 s"
    # could be a typo or a list); a label's digit ("Q1 100 steps") is never a group
    assert numeric_text("We run 8 GPUs in 2 400 s.") == "We run 8 GPUs in 2 400 s."
    assert "Q1 100" in numeric_text("Q1 100 steps; 15 552 000 s.")


def test_tex_group_separators_are_commas() -> None:
    doc = parse_document("# Q3\n\nT* = $\\sqrt{2 \\cdot 240 \\cdot 2{,}700} \\approx 1{,}138$ s.\n")
    last = list(doc.sentences)[-1].text
    assert "2,700" in last and "1,138" in last
    text = EXERCISE + "## 3. Spot\n\n$T^* \\approx 1{,}138$ s (19 min, 1,265 steps).\n"
    assert not [f for f in lint_text(text, "doc.md").findings if f.rule == "RG401"]


# --- Principle: a document written in Org or AsciiDoc is read by its own section syntax -----


def test_org_and_asciidoc_sections_are_headings() -> None:
    org = "#+TITLE: Answer\n\n* DONE Q1 On-demand baseline\nT* = 65.7 min.\n** (a) detail\nx\n"
    assert _by_title(org)["Q1 On-demand baseline"] == 1
    adoc = (
        "= Answer\n:toc: left\n\n== Spot (Q3)\n\n----\nT = 90 s\n----\n\n== Recommendation\n\nGo.\n"
    )
    questions = _by_title(adoc)
    assert questions["Spot (Q3)"] == 3 and questions["Recommendation"] == "recommendation"
    # Markdown without their markers is Markdown: "* item" is a list, "== x" a paragraph
    assert _by_title("Intro.\n\n* Q1 On-demand baseline\n\n== Spot (Q3)\n") == {}


def test_an_asciidoc_table_is_read_row_by_row() -> None:
    adoc = (
        '= Answer\n:toc: left\n\n== State (Q5)\n\n[cols="1,1",options="header"]\n|===\n'
        "| State | Statistical resume\n| fp32 master weights | keep\n| RNG states | drop\n|===\n"
    )
    doc = parse_document(adoc)
    rows = [b for b in doc.blocks if b.kind == "table-row"]
    assert [b.line for b in rows] == [7, 9, 10]
    assert "fp32 master weights" in rows[1].text


# --- Principle: a capitals label over its notes titles them; "REC:" is the recommendation ---


def test_a_capitals_label_over_notes_is_a_heading() -> None:
    notes = (
        "GIVEN: M = 9 h, C = 240 s\n\nSPOT (M = 2,700 s)\n  T* = 90 s\n\n"
        "CHECKPOINT CONTENTS (bit-exact)     if missing\n  weights   start over\n\n"
        "REC:  spot + sharded async every 100 steps\n  $1.00 per useful GPU-hour\n"
    )
    questions = _by_title(notes)
    assert questions == {
        "SPOT": 3,
        "CHECKPOINT CONTENTS": 5,
        "REC": "recommendation",
    }
    # capitals that name no question ("GIVEN", "MTBF (9 h)") title nothing
    assert _by_title("MTBF (9 h)\n  the on-demand figure\n") == {}


def test_a_single_spaced_w_is_the_overhead_as_a_double_spaced_one() -> None:
    text = (
        EXERCISE
        + "## 1. On-demand\n\n```\nT* = 3,944 s = 4,382 steps\nw  = 14.8 %\n```\n\n"
        + "goodput 87.1 %.\n"
    )
    parts = [f.message for f in lint_text(text, "doc.md").findings if f.rule == "RG502"]
    assert not any("overhead" in m for m in parts), parts


# --- Principles from blind set e's first contact (team design docs) ---------------------------


def test_a_size_over_a_rate_is_checked_as_a_time() -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert [s.value for s in shown_slips("86.8 TB ÷ 140 GB/s ≈ 62 s.")] == [620.0]
    assert list(shown_slips("86.8 TB ÷ 140 GB/s ≈ 620 s; 1.4 TB / 15 s ≈ 93 GB/s.")) == []
    # any other pair of units is still not evaluated
    assert list(shown_slips("14 min / 9 h = 5 %.")) == []


def test_a_magnitude_after_a_result_is_not_read_as_its_end() -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert list(shown_slips("983,040 GPU-h × $2.90 × 1.029 ≈ $2.93M for the run.")) == []
    assert [s.written for s in shown_slips("$2.90 × 1.029 ≈ $3.50 per useful hour.")] == [3.5]


def test_a_conversion_shown_to_be_a_slip_is_no_finding() -> None:
    text = EXERCISE + (
        '## 1. On-demand\n\nT* = 3,944 s = 65.7 min. (An earlier draft said "3,944 s ≈ 6.6 '
        'min"; that was a slip.)\n'
    )
    assert not [f for f in lint_text(text, "doc.md").findings if f.rule == "RG401"]
    wrong = EXERCISE + "## 1. On-demand\n\nT* = 3,944 s ≈ 6.6 min.\n"
    assert [f for f in lint_text(wrong, "doc.md").findings if f.rule == "RG401"]


def test_an_engineering_verb_commits_to_a_decision() -> None:
    from reportgen.lint.vocabulary import vocabulary

    decision = vocabulary("decision")
    assert decision.found("Ship sharded + asynchronous checkpoints every 620 s.")
    assert decision.found("Sharded + async, durable every 620 s: $2.98 per useful GPU-hour.")
    assert not decision.found("Shipping the new checkpoint format is blocked.")


def test_a_section_named_decision_makes_a_summary_a_summary() -> None:
    text = "## Summary\n\nOverhead falls from 16 % to 3 %.\n\n## Decision\n\nShip it.\n"
    by_title = {s.title: s.question for s in parse_document(text).sections}
    assert by_title == {"Summary": None, "Decision": "recommendation"}


def test_a_revisit_threshold_is_no_assumption() -> None:
    text = EXERCISE + (
        "## Recommendation\n\nSpot, sharded + async every 100 steps, $1.00 per useful GPU-hour. "
        "Revisit trigger: spot restarts above 25 min.\n"
    )
    assert not [f for f in lint_text(text, "doc.md").findings if f.rule == "RG201"]
    asserted = EXERCISE + "## 3. Spot\n\nSpot restarts take 25 min here.\n"
    assert [f for f in lint_text(asserted, "doc.md").findings if f.rule == "RG201"]


def test_a_goodput_told_apart_at_its_own_precision_shows_the_convention() -> None:
    from reportgen.lint.rules.rg202_unstated_model import _convention_shown

    def shown(text: str) -> bool:
        doc = parse_document(text)
        return any(_convention_shown(s) for s in doc.sentences)

    # 1/(1 + 0.090) = 91.7 %, 1 − 0.090 = 91.0 %: one decimal tells them apart
    assert shown("Waste ≈ 9.0 %, goodput ≈ 91.7 %.")
    # whole percents cannot (92 % against 91 %)
    assert not shown("Waste ≈ 9 %, goodput ≈ 92 %.")


def test_the_ema_named_in_words_is_the_ema() -> None:
    assert "ema-weights" in mentions("The moving-average copy of the parameters and its count.")
    assert "ema-weights" not in mentions("The moving average of the loss is logged.")


def test_a_statement_after_a_dash_may_give_the_model_s_interval() -> None:
    # 312 s is the exercise's sharded + async T* on demand
    text = EXERCISE + (
        "## 2. Cheaper checkpoints\n\nThe 15 s background write must finish before the next "
        "snapshot — at 312 s it does.\n"
    )
    assert not [f for f in lint_text(text, "doc.md").findings if f.rule == "RG201"]


def test_counts_times_a_size_over_a_rate_are_converted_too() -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert list(shown_slips("They ask for ≈ 201 × 1.4 TB / 312 s ≈ 900 GB/s.")) == []
    assert list(shown_slips("At most every 11 × 600 GB / 2 GB/s = 3,300 s.")) == []
    assert [s.written for s in shown_slips("Every 11 × 600 GB / 2 GB/s = 330 s.")] == [330.0]


# --- Principles from blind set d's grading: how threads, papers and outlines number parts -----


def test_a_thread_s_post_number_does_not_hide_a_question_s_label() -> None:
    thread = (
        "1/ Setup. C = 240 s.\n\n2/ Q1, on-demand. T* = 65.7 min.\n\n3/ Q3, spot. M = 45 min.\n"
    )
    assert _by_title(thread) == {"Q1": 1, "Q3": 3}
    # a fraction in prose is no post number
    assert _by_title("3/4 of the jobs restart. Q1 was easy.\n") == {}


def test_roman_numerals_number_the_parts_when_three_do() -> None:
    paper = (
        "(iii)  Spot vs on-demand\n\nS.\n\n(i)  On-demand baseline\n\nT.\n\n"
        "(vii)  200 jobs on one filesystem\n\nF.\n"
    )
    assert _by_title(paper) == {
        "3. Spot vs on-demand": 3,
        "1. On-demand baseline": 1,
        "7. 200 jobs on one filesystem": 7,
    }
    # two sub-parts numbered so are sub-parts, not questions
    assert _by_title("## Q5\n\n(i) Bit-exact\n\nA.\n\n(ii) Statistical\n\nB.\n") == {"Q5": 5}


def test_an_outline_s_bold_item_over_its_points_is_a_heading() -> None:
    outline = (
        "- **Facts** → C = 240 s\n- **Q1 on-demand baseline**\n  - T* = 65.7 min\n"
        "- **Q5 state** (item → symptom)\n  - weights → restart\n"
    )
    assert _by_title(outline) == {"Q1 on-demand baseline": 1, "Q5 state": 5}
    # a bold item without points of its own is an item
    assert _by_title("- **Q1 on-demand baseline**\n- **Q3 spot**\n") == {}


# --- Principles from blind set f's first contact -------------------------------------------


def test_a_two_word_item_said_the_other_way_round_is_the_item() -> None:
    assert "shuffle-seed" in mentions("position of the loader (epoch, order of shuffle)")
    assert "lr-scheduler" in mentions("the state of the LR scheduler")
    assert not mentions("the state of the art, the order of the day")


def test_going_back_if_a_quantity_moves_is_a_revisit_condition() -> None:
    from reportgen.lint.vocabulary import vocabulary

    revisit = vocabulary("revisit")
    assert revisit.found("We go back to on demand if interruptions come more often than 15 min.")
    assert not revisit.found("When the job comes back, it loads the newest checkpoint.")


def test_a_convention_named_only_to_set_it_aside_defines_nothing() -> None:
    text = EXERCISE + (
        "## 1. On-demand\n\nOverhead 14.8 %; goodput ≈ 1/(1 + .148) = 87.1 %.\n\n"
        "Note: goodput = 1 − waste would give slightly different percentages.\n"
    )
    assert not [f for f in lint_text(text, "doc.md").findings if "defines goodput" in f.message]
    defined = text.replace("would give slightly different percentages", "throughout")
    assert [f for f in lint_text(defined, "doc.md").findings if "defines goodput" in f.message]


def test_an_earlier_version_s_figure_in_a_changelog_is_corrected() -> None:
    text = EXERCISE + (
        "> v1 had Q2(a) at 246 s (I divided T* by 16 instead of C). Fixed.\n\n"
        "## 2. Cheaper checkpoints\n\nT* = √(2 · 15 · 32,400) ≈ 986 s.\n"
    )
    assert not [f for f in lint_text(text, "doc.md").findings if f.rule == "RG401"]
    claimed = EXERCISE + "## 2. Cheaper checkpoints\n\nSharded, T* = 3,944 / 16 = 246 s.\n"
    assert [f for f in lint_text(claimed, "doc.md").findings if f.rule == "RG401"]


def test_the_seconds_of_a_three_part_duration_are_no_conversion() -> None:
    ok = EXERCISE + "## 1. On-demand\n\nT* ≈ 3,943.6 s, so 1 h 05 min 44 s (65.7 min).\n"
    assert not [f for f in lint_text(ok, "doc.md").findings if f.rule == "RG401"]
    wrong = EXERCISE + "## 1. On-demand\n\nT* ≈ 3,943.6 s (6.6 min).\n"
    assert [f for f in lint_text(wrong, "doc.md").findings if f.rule == "RG401"]


def test_a_goodput_label_may_say_where_it_holds() -> None:
    text = EXERCISE + "## 3. Spot\n\n1.67 + 1.67 + 31.1 → goodput on spot ≈ 34.4 %.\n"
    assert [f for f in lint_text(text, "doc.md").findings if f.rule == "RG801"]
    right = EXERCISE + "## 3. Spot\n\nWaste 34.4 % → goodput on spot ≈ 74.4 %.\n"
    assert not [f for f in lint_text(right, "doc.md").findings if f.rule == "RG801"]


def test_a_job_total_the_model_does_not_give_is_a_slip() -> None:
    def totals(sentence: str) -> list[str]:
        text = EXERCISE + f"## 3. Spot\n\n{sentence}\n"
        return [f.message for f in lint_text(text, "doc.md").findings if "total cost" in f.message]

    # 184,320 useful GPU-hours × $1.01 ≈ $186k, not $168k
    assert totals("The whole run: spot ≈ $168k, on demand ≈ $458k.")
    assert not totals("The whole run: spot ≈ $186k, on demand ≈ $458k.")
    # a saving is a difference of two totals; a budget is declared
    assert not totals("Spot saves ≈ $272k over the whole run.")
    assert not totals("Our budget for the whole run is $300k.")


def test_a_counted_card_s_prompt_titles_it() -> None:
    deck = (
        "**Card 1 · front:** Optimal interval on demand?\n\n**back:** T* = 65.7 min.\n\n"
        "**Card 12 · front:** Retention?\n\n**back:** Last 2, every 4 h, final.\n"
    )
    assert _by_title(deck) == {
        "Card 1 · front: Optimal interval on demand?": 1,
        "Card 12 · front: Retention?": 6,
    }
    # a counted label over a prompt that names no question titles nothing
    assert _by_title("**Card 2 · front:** What did the lecture say?\n\n**back:** x.\n") == {}


# --- Principles from blind set g's first contact -------------------------------------------


def test_another_system_s_figure_and_an_amount_requested_are_declared() -> None:
    from reportgen.lint.rules._common import declares

    for sentence, number in [
        ("On my last job we checkpointed hourly, and the MTBF was closer to 6 hours.", "6 hours"),
        ("Storage requested: 2 TB on the department NFS server.", "2 TB"),
    ]:
        start = sentence.index(number)
        assert declares(sentence, start, start + len(number)), sentence
    asserted = "Our MTBF is closer to 6 hours."
    start = asserted.index("6 hours")
    assert not declares(asserted, start, start + len("6 hours"))


def test_young_daly_first_order_uses_no_exponential() -> None:
    first_order = EXERCISE + "Using the plain Young/Daly first-order formula: T* = √(2CM).\n"
    assert not [f for f in lint_text(first_order, "doc.md").findings if f.rule == "RG202"]
    daly = EXERCISE + "Daly's higher-order estimate gives 62 min.\n"
    assert [f for f in lint_text(daly, "doc.md").findings if f.rule == "RG202"]


def test_a_rounded_term_in_a_sum_and_a_total_in_the_next_unit() -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert list(shown_slips("Steady state: 2 × 180 + 6 × 180 + ≈ 9 × 26 ≈ 1.7 TB.")) == []
    assert [s.written for s in shown_slips("2 × 180 + 6 × 180 ≈ 2.5 TB.")] == [2.5]


def test_an_allocation_s_charge_is_not_the_job_s_cost() -> None:
    charged = EXERCISE + "## 3. Spot\n\n| Charge | $442,368 | $138,240 |\n|---|---|---|\n"
    assert not [f for f in lint_text(charged, "doc.md").findings if f.rule == "RG302"]
    claimed = EXERCISE + "## 3. Spot\n\nThe whole run on spot costs $138,240.\n"
    assert [f for f in lint_text(claimed, "doc.md").findings if f.rule == "RG302"]


def test_the_async_constraint_is_question_2_s_wherever_it_is_missed() -> None:
    text = EXERCISE + (
        "## 1. On-demand\n\nT* = 65.7 min.\n\n## 2. Cheaper checkpoints\n\n"
        "Sharded and asynchronous: only the 1.5 s snapshot blocks.\n"
    )
    found = [f for f in lint_text(text, "doc.md").findings if f.rule == "RG601"]
    assert found and all(f.question == 2 for f in found)


def test_the_tail_of_a_longer_computation_is_not_checked_alone() -> None:
    # found at blind set h's first contact (a regression of the size-over-rate check): "21 jobs
    # x" is part of the computation, which is then not evaluated (a count with its noun)
    from reportgen.lint.shown_arithmetic import shown_slips

    assert list(shown_slips("21 jobs x 400 GB / 26.7 GB/s = 315 s at an equal share.")) == []
    assert [s.written for s in shown_slips("400 GB / 26.7 GB/s = 315 s.")] == [315.0]


# --- Principles from blind set h --------------------------------------------------------------


def test_a_numbered_list_whose_item_leads_name_the_questions_is_the_outline() -> None:
    answer = (
        "# Answers\n\n"
        "1. On-demand T* = sqrt(2 · 240 · 32,400) ≈ 3,944 s ≈ 65.7 min.\n"
        "2. In steps: 4,382.\n"
        "3. Sharded over 16 writers (Q2a): C = 15 s, T* ≈ 16.4 min.\n"
        "4. Spot, sharded + async: T* = 90 s.\n"
        "5. Retention: the last 2, one per 4 h, weights-only milestones.\n"
        "6. Assumptions I added: the restart takes 14 min on spot too.\n"
    )
    assert _by_title(answer) == {
        "Answers": None,
        "On-demand T* =": 1,
        "Sharded over 16 writers (Q2a)": 2,
        "Spot, sharded + async:": 3,
        "Retention:": 6,
        "Assumptions I added:": "assumptions",
    }
    # an item without a lead of its own ("In steps") stays in the answer before it
    doc = parse_document(answer)
    assert doc.section_at(4).question == 1  # type: ignore[union-attr]


def test_a_list_of_facts_naming_a_topic_or_two_is_no_outline() -> None:
    facts = (
        "We plan the run as follows.\n\n"
        "- Spot price: $0.75 per GPU-hour\n- Retention: keep two\n- Restart: 14 min\n"
        "- Spot MTBF: 45 min\n"
    )
    assert _by_title(facts) == {}
    # nor does a document with headings that name its questions read its lists as one
    headed = "## 1. On-demand\n\n- Retention: later.\n- Spot: later.\n- 200 jobs: later.\n"
    assert _by_title(headed) == {"1. On-demand": 1}
    # and an item that goes back to an earlier question continues the current answer
    back = "- Retention: two.\n- 200 jobs on one filesystem: stagger.\n- Spot: cheaper.\n"
    assert _by_title(back) == {}


def test_a_dialogue_s_questions_outline_it() -> None:
    turns = [
        ("Let's start. On-demand, 9 h MTBF. What interval?", "T* ≈ 65.7 min."),
        ("And the overhead?", "About 14.8 %."),
        ("Now shard it over 16 writers.", "C = 15 s, T* ≈ 16.4 min."),
        ("OK. Spot: 45-minute MTBF.", "Per useful GPU-hour, $1.01."),
        ("Retention?", "The last two, and one per 4 h."),
    ]
    transcript = "# Mock interview\n\n" + "".join(
        f"**Interviewer:** {q}\n\n**Candidate:** {a}\n\n" for q, a in turns
    )
    assert _by_title(transcript) == {
        "Mock interview": None,
        "What interval?": 1,
        "Now shard it over 16 writers.": 2,
        "Spot: 45-minute MTBF.": 3,
        "Retention?": 6,
    }
    # the answers are in their question's section: "About 14.8 %." is question 1's
    assert parse_document(transcript).section_at(9).question == 1  # type: ignore[union-attr]
    # the same words as plain "Q:" / "A:" turns
    plain = "".join(f"Q: {q}\n\nA: {a}\n\n" for q, a in turns)
    assert set(_by_title(plain).values()) == {1, 2, 3, 6}


def test_a_few_quoted_remarks_are_no_dialogue() -> None:
    # two speakers with fewer than three turns each: remarks, not a dialogue's questions
    remarks = (
        "**Priya:** Retention? Keep two.\n\n**Sam:** Spot: too risky.\n\n"
        "**Priya:** 200 jobs on one filesystem will hurt.\n\n**Sam:** Agreed.\n"
    )
    assert _by_title(remarks) == {}


def test_struck_through_words_are_withdrawn_not_claimed() -> None:
    struck = EXERCISE + "## 1. On-demand\n\n~~Goodput 14.8 %~~ → goodput = 1/1.148 = 87.1 %.\n"
    assert not [f for f in lint_text(struck, "doc.md").findings if f.rule == "RG801"]
    html = EXERCISE + "## 1. On-demand\n\n<del>Goodput 14.8 %</del> → goodput = 87.1 %.\n"
    assert not [f for f in lint_text(html, "doc.md").findings if f.rule == "RG801"]
    claimed = EXERCISE + "## 1. On-demand\n\nGoodput 14.8 % → goodput = 1/1.148 = 87.1 %.\n"
    assert [f for f in lint_text(claimed, "doc.md").findings if f.rule == "RG801"]
    # the words after a strike keep their place in the file
    doc = parse_document("Steps: ~~3,549~~ 4,382 steps and ~~ a b ~~ c.\n")
    sentence = doc.blocks[0].sentences[0]
    assert sentence.text == "Steps: 4,382 steps and a b c."  # (whitespace collapsed)
    assert doc.locate(sentence, sentence.text.index("4,382")) == (1, 18)


# --- Principles from blind set j ---------------------------------------------------------------


def test_a_table_s_row_numbers_are_an_index_not_the_questions() -> None:
    rows = "".join(f"| {k} | case {k} | {k * 10} |\n" for k in range(3, 8))
    # a spreadsheet's row numbers, counted from 3 or headed "Row": no outline
    assert _by_title("| Row | Case | T* |\n|---|---|---|\n" + rows) == {}
    assert _by_title("| | Case | T* |\n|---|---|---|\n" + rows) == {}
    # a column of the questions' labels still is one
    labelled = "| Q | Answer |\n|---|---|\n| 1 | 65.7 min |\n| 3 | spot |\n| 5 | state |\n"
    assert set(_by_title(labelled).values()) == {1, 3, 5}


def test_a_container_s_name_and_an_identifier_s_underscores_do_not_hide_the_title() -> None:
    from reportgen.lint.document import question_of_heading

    assert question_of_heading("Tab `state`") == 5
    assert question_of_heading("Tab spot_vs_od") == 3
    assert question_of_heading("Slide: Retention") == 6
    assert question_of_heading("Panel — Spot") == 3
    # a word that only starts like one, or an identifier with no topic, names nothing
    assert question_of_heading("Tablet computing") is None
    assert question_of_heading("Tab my_var") is None


def test_an_faq_s_follow_up_goes_on_with_the_question_before_it() -> None:
    faq = "".join(
        f"**{n}. {title}**\n\n{body}\n\n"
        for n, title, body in [
            (1, "What is the optimal interval on demand?", "T* ≈ 65.7 min."),
            (2, "What does that cost?", "Overhead ≈ 14.8 %."),
            (3, "What if 16 ranks write shards?", "C = 15 s."),
            (4, "What new problem does sharding create?", "Atomic commits."),
            (5, "And sharded + asynchronous?", "1.5 s."),
            (6, "What happens on spot?", "Per useful GPU-hour."),
        ]
    )
    questions = _by_title(faq)
    assert questions["2. What does that cost?"] == 1
    assert questions["6. What happens on spot?"] == 3
    # a series numbered as the questions is still read by its numbers
    assert _by_title("**1. Baseline**\n\nA.\n\n**2. Cost**\n\nB.\n")["2. Cost"] == 2


def test_an_answer_kept_in_a_code_block_is_read_for_what_it_shows() -> None:
    yaml_answer = EXERCISE + (
        "## Q1\n\n```yaml\nT_star_min: 65.7\nT_star_steps: 4382\noverhead_pct: 14.8\n"
        "goodput_pct: 87.1\n```\n\n"
        "## Recommendation\n\n```yaml\nrecommendation: >-\n"
        "  Run on spot with sharded async checkpoints every 100 steps: ~$1.01 per useful\n"
        "  GPU-hour. Revisit if the spot interruption interval drops below 20 minutes.\n```\n"
    )
    rules = {f.rule for f in lint_text(yaml_answer, "doc.md").findings if f.severity != "info"}
    assert "RG701" not in rules and "RG502" not in rules
    # an answer that says nothing, in prose or in code, is still missing its parts
    empty = EXERCISE + "## Q1\n\nSee below.\n\n## Recommendation\n\n```yaml\nrec: tbd\n```\n"
    rules = {f.rule for f in lint_text(empty, "doc.md").findings}
    assert {"RG701", "RG502"} <= rules


def test_should_opens_a_revisit_condition_only_where_it_starts_a_clause() -> None:
    costed = EXERCISE + (
        "## Recommendation\n\nRun on spot with sharded async checkpoints. It should cost about "
        "$1.14 per useful GPU-hour. Revisit if the MTBF falls below 20 min.\n"
    )
    assert not [m for m in _findings_of(costed, "RG701") if "cost" in m]
    conditioned = EXERCISE + (
        "## Recommendation\n\nRun on spot with sharded async checkpoints; revisit it, should "
        "spot rise above $1.75 per GPU-hour.\n"
    )
    assert [m for m in _findings_of(conditioned, "RG701") if "its cost" in m]


def _findings_of(text: str, rule: str) -> list[str]:
    return [f.message for f in lint_text(text, "doc.md").findings if f.rule == rule]


def test_a_device_the_scenario_does_not_describe_has_an_input_for_a_capacity() -> None:
    # 12 GB/s is close to 1.4 TB / 16 / 120 s, a value the model derives; said of a local RAID
    # it is that device's speed, an input like any other (blind sets a, c, h)
    def unstated(line: str) -> list[str]:
        found = lint_text(EXERCISE + "## 4. Notice\n\n" + line + "\n", "doc.md").findings
        return [f.message.split(" is ")[0] for f in found if f.rule == "RG201"]

    assert unstated("We dump to local NVMe first: the local RAID writes at 12 GB/s per node.") == [
        "12 GB/s"
    ]
    assert unstated("Each node has 2 TB of host RAM, so the 44 GB slice fits.") == ["2 TB"]
    # a requirement on the device, the data put on it, and the derived filesystem are not
    assert unstated("The local NVMe must sustain 11.7 GB/s to fit the warning.") == []
    assert unstated("The 44 GB per-node slice fits in host memory.") == []
    assert unstated("The shared filesystem saturates at 93 GB/s.") == []


def test_a_design_doc_s_notice_handler_must_say_how_it_fails() -> None:
    # A design doc need not take up the exercise's questions (their parts are advice), but a
    # notice handler it plans is counted on: how it fails is asked in full (blind sets b-h).
    from reportgen.lint.reference import load_reference

    spot = load_reference(ROOT / "inputs" / "spot-7b-finetune-30s-notice.yaml")
    assert not spot.exercise
    head = "# Spot fine-tune: checkpoint design\n\nWe checkpoint to the shared filesystem.\n\n"

    def severities(body: str) -> set[str]:
        found = lint_text(head + body, "doc.md", analysis=spot).findings
        return {f.severity for f in found if f.rule == "RG502" and f.question == 4}

    handler = "## Using the 30-second notice\n\nOn the notice we stop at a step boundary, "
    assert severities(handler + "save the sharded checkpoint and exit.\n") == {"warning"}
    assert severities(handler + "save and exit. Hardware faults come with no notice.\n") == set()
    # the plan's own save not fitting is how it fails; a rejected alternative's is not
    fits = "exit: a sharded save takes 45 s and does not fit in it.\n"
    assert severities(handler + fits) == set()
    # other parts stay advice in a design doc
    state = "## What the checkpoint holds\n\nWeights, Adam moments, step, LR schedule, RNG.\n"
    found = lint_text(head + state, "doc.md", analysis=spot).findings
    assert {f.severity for f in found if f.rule == "RG502" and f.question == 5} <= {"info"}


def test_the_word_constraint_names_no_sharding_constraint() -> None:
    q2 = (
        "## 2. Cheaper checkpoints\n\n(a) Sharded: C = 15 s, T* ≈ 16.4 min.\n\n"
        "(b) Async: C = 1.5 s. Constraint: the 15 s background write must finish before the "
        "next snapshot.\n"
    )
    assert any("sharding introduces" in m for m in _findings_of(EXERCISE + q2, "RG502"))
    named = q2 + "\nAll 16 shards must be committed together, with a manifest written last.\n"
    assert not any("sharding introduces" in m for m in _findings_of(EXERCISE + named, "RG502"))


def test_a_heading_over_three_questions_answers_none_of_them() -> None:
    agenda = (
        "## Item 3: where and how do we run the job?\n\n"
        "### How often to checkpoint\n\nT.\n\n### SIGTERM handler\n\nS.\n\n"
        "### Checkpoint contents\n\nC.\n\n### Retention\n\nR.\n\n### Proposal\n\nP.\n"
    )
    assert _by_title(agenda) == {
        "Item 3: where and how do we run the job?": None,
        "How often to checkpoint": 1,
        "SIGTERM handler": 4,
        "Checkpoint contents": 5,
        "Retention": 6,
        "Proposal": "recommendation",
    }
    # a question's own sub-parts stay under it
    parts = "## 2. Cheaper checkpoints\n\n### (a) Sharded\n\nA.\n\n### (b) Async\n\nB.\n"
    assert set(_by_title(parts).values()) == {2}


def test_a_row_that_counts_is_no_question_s_label() -> None:
    table = "| Writers | T* |\n|---|---|\n| 1 writer | 65.7 min |\n| 4 writers | 33 min |\n"
    table += "| 16 writers | 16.4 min |\n"
    assert _by_title(table) == {}


def test_an_option_named_only_in_the_revisit_condition_is_no_decision() -> None:
    undecided = EXERCISE + "## Recommendation\n\nCosts $1.03 per useful GPU-hour. Revisit if spot "
    undecided += "MTBF < 12.6 min.\n"
    assert any("a decision" in m for m in _findings_of(undecided, "RG701"))
    # an abbreviated capacity is one ("OD" for on-demand, as terse notes write it)
    terse = EXERCISE + "## Recommendation\n\n- OD, sharded+async, every 346 steps: ≈ $458k.\n"
    terse += "- revisit -> spot if the budget drops below $300k.\n"
    assert not any("a decision" in m for m in _findings_of(terse, "RG701"))


def test_dollars_for_gpu_hours_and_thousands_are_checked_as_shown() -> None:
    # blind set a: "184,320 useful GPU-h × $1.01 ≈ $168k" (it is ≈ $186k)
    from reportgen.lint.shown_arithmetic import shown_slips

    assert [s.written for s in shown_slips("184,320 useful GPU-h × $1.01 ≈ $168k.")] == [168e3]
    assert list(shown_slips("184,320 useful GPU-h × $1.01 ≈ $186k on spot.")) == []
    assert list(shown_slips("The run costs $2.93M = 1.2M GPU-h × $2.44.")) == []
    # GPU-hours added to dollars, or hours to steps, are not one unit: not evaluated
    assert list(shown_slips("184,320 GPU-h + $1.01 = $5.")) == []


def test_a_duration_written_as_steps_is_checked_at_the_step_time() -> None:
    # blind set b: "986 s = 16.4 min ≈ 1,059 steps" (986 s / 0.9 s ≈ 1,095)
    def slips(line: str) -> list[str]:
        found = lint_text(EXERCISE + "## 2. Cheaper checkpoints\n\n" + line + "\n", "doc.md")
        return [f.message for f in found.findings if f.rule == "RG401"]

    assert any("not 1,059 steps" in m for m in slips("T* = 986 s = 16.4 min ≈ 1,059 steps."))
    # within the rounding of both numbers, and shown arithmetic, it holds
    assert slips("T* = 986 s = 16.4 min ≈ 1,095 steps.") == []
    assert slips("T* = 312 s = 5.2 min ≈ 346 steps.") == []
    assert slips("In steps: 312 s / 0.9 s = 346 steps.") == []


def test_a_figure_a_review_attributes_to_its_author_is_not_claimed() -> None:
    review = EXERCISE + (
        "## Review of Q2(a)\n\nThe author divided T* by the 16 writers (T* = 246.5 s). I "
        "divide C by 16 instead: T* = √(2 · 15 s · 32,400 s) ≈ 986 s.\n"
    )
    assert not _findings_of(review, "RG401")
    own = EXERCISE + "## 2. Cheaper checkpoints\n\n(a) Sharded: T* = 246.5 s.\n"
    assert _findings_of(own, "RG401")


def test_the_snapshot_read_as_10_percent_of_the_single_writer_write_is_no_slip() -> None:
    # RUBRIC.md: applying the 10 % to the unsharded 240 s (24 s blocking) is a defensible
    # reading, with no deduction for it or for what is carried forward from it, stated or not
    q2 = EXERCISE + "## 2. Cheaper checkpoints\n\n(b) Async: T* = √(2 · 24 · 32,400) ≈ {}.\n"
    assert _findings_of(q2.format("1,247 s (1,386 steps)"), "RG401") == []
    q3 = EXERCISE + "## 3. Spot\n\nSharded + async on spot: T* ≈ 360 s = 400 steps.\n"
    assert _findings_of(q3, "RG401") == []
    assert _findings_of(q2.format("2,494 s"), "RG401")  # the factor 2 counted twice


def test_a_section_is_answered_by_the_table_rows_it_cites() -> None:
    table = (
        "## Numbers\n\n| Ref | Case | T* | Steps | Waste | Goodput |\n|---|---|---|---|---|---|\n"
        "| N1 | on demand | 3,944 s | 4,382 | 14.8 % | 87.1 % |\n"
    )
    q1 = EXERCISE + "## 1. On-demand baseline\n\nA little over an hour{cite}.\n\n" + table
    missing = [m for m in _findings_of(q1.format(cite=""), "RG502") if "question 1" in m]
    assert missing
    assert not [m for m in _findings_of(q1.format(cite=" [N1]"), "RG502") if "question 1" in m]
    # a citation of a row that is not there cites nothing
    assert [m for m in _findings_of(q1.format(cite=" [N9]"), "RG502") if "question 1" in m]


def test_a_transcript_s_turns_may_share_a_paragraph() -> None:
    # blind set a: "INTERVIEWER: …" over "CANDIDATE: …", no blank line between the turns
    turns = [
        ("Start with the on-demand cluster. What interval?", "T* ≈ 65.7 min."),
        ("Now shard it across 16 writers.", "C = 15 s."),
        ("So is spot cheaper?", "Per useful hour, yes."),
        ("Retention?", "The last two."),
        ("Give me the paragraph for the top of the design doc.", "Run on spot."),
    ]
    transcript = "".join(f"INTERVIEWER: {q}\nCANDIDATE: {a}\n\n" for q, a in turns)
    assert list(_by_title(transcript).values()) == [1, 2, 3, 6, "recommendation"]


def test_a_series_numbered_in_words_numbers_the_questions() -> None:
    steps = ["one: how often?", "two: make the save cheap", "three: the spot question"]
    steps += ["four: two minutes of warning", "five: what goes in the checkpoint"]
    blog = "".join(f"## Step {title}\n\nText.\n\n" for title in steps)
    assert list(_by_title(blog).values()) == [1, 2, 3, 4, 5]
    # a series whose words name other questions than its numbers is left alone
    other = "".join(
        f"## Slide {n}: {t}\n\nText.\n\n"
        for n, t in [("one", "Retention"), ("two", "Spot"), ("three", "Intro"), ("four", "Q&A")]
    )
    assert _by_title(other)["Slide three: Intro"] is None


def test_question_1_s_parts_are_named_in_other_languages_too() -> None:
    german = EXERCISE + (
        "## 1. On-demand\n\nT* ≈ 3.944 s ≈ 65,7 min ≈ 4.382 Schritte.\n"
        "Verlust ≈ 14,8 %. Goodput ≈ 87,1 %.\n"
    )
    assert not [m for m in _findings_of(german, "RG502") if "question 1" in m]
    bare = EXERCISE + "## 1. On-demand\n\nT* ≈ 3.944 s ≈ 65,7 min.\n"
    assert [m for m in _findings_of(bare, "RG502") if "question 1" in m]


# --- Principles from blind set k (after its first contact) -------------------------------------


_HTML_STATE = (
    "<h1>Exercise 2</h1>\n\n<h2>1. On-demand baseline</h2>\n"
    "<p>T* = √(2 × 240 × 32,400) ≈ 3,944 s ≈ 65.7 min ≈ 4,382 steps.</p>\n\n"
    "<h2>5. State for a bit-exact resume</h2>\n<table>\n"
    "<tr><th>State</th><th>Symptom if missing</th></tr>\n"
    "<tr><td>fp32 master weights</td><td>drift</td></tr>\n"
    "<tr><td>Adam m, v and the step count</td><td>loss spike</td></tr>\n"
    "<tr><td>LR scheduler</td><td>warmup again</td></tr>\n"
    "<tr><td>RNG states, every rank</td><td>not bit-exact</td></tr>\n"
    "<tr><td>data-loader position</td><td>repeats</td></tr>\n</table>\n"
    "<p>For statistical resume the RNG states can go.</p>\n"
)


def test_a_document_written_in_html_is_read_as_its_text() -> None:
    assert _counted(_HTML_STATE, "RG101") == []
    without = _HTML_STATE.replace("<tr><td>LR scheduler</td><td>warmup again</td></tr>\n", "")
    assert ("lr-scheduler", "error") in _counted(without, "RG101")
    # a paragraph's finding points into its line, after the tags
    wrong = _HTML_STATE.replace("≈ 4,382 steps", "≈ 3,549 steps")
    found = [f for f in lint_text(wrong, "doc.md").findings if f.rule == "RG401"]
    assert [(f.line, f.column) for f in found] == [(4, wrong.splitlines()[3].index("3,549") + 1)]


def test_an_agenda_s_item_numbers_are_its_own() -> None:
    minutes = (
        "".join(
            f"Item {n} — {title}\n{'-' * 30}\n\nText.\n\n"
            for n, title in [
                (1, "Facts of the run"),
                (3, "Shared filesystem"),
                (4, "Cost"),
                (5, "The 180 s notice"),
                (6, "Checkpoint contents"),
                (7, "Retention"),
            ]
        )
        + "DECISIONS\n---------\n\nRun on spot.\n"
    )
    questions = _by_title(minutes)
    assert questions["Item 5 — The 180 s notice"] == 4
    assert questions["Item 6 — Checkpoint contents"] == 5
    assert questions["Item 4 — Cost"] is None
    assert questions["DECISIONS"] == "recommendation"
    # a question's own label is still its number
    assert _by_title("## Question 3\n\nSpot.\n")["Question 3"] == 3


def test_notes_abbreviate_the_goodput_as_gp() -> None:
    # two independent sets' notes (h, k) wrote "gp ≈ 87.1 %"
    q1 = EXERCISE + "## Q1\n\nT* ≈ 3,944 s ≈ 4,382 steps; w ≈ 14.8 %; {g} ≈ 87.1 %.\n"
    assert not [m for m in _findings_of(q1.format(g="gp"), "RG502") if "goodput" in m]
    assert [m for m in _findings_of(q1.format(g="gap"), "RG502") if "goodput" in m]


# --- Principle: a hedge or a qualifier between a label and its figure keeps the label ---------
# --- ("the goodput of the on-demand baseline is approx. 14.8 %"); an abbreviation's full stop --
# --- ends no sentence. -----------------------------------------------------------------------


def test_a_hedged_qualified_goodput_is_still_called_goodput() -> None:
    q1 = (
        EXERCISE
        + "## 1. Baseline\n\nOverhead 14.8 %.\n\nSo the goodput of the on-demand run is {}.\n"
    )
    for hedge in ("approx. 14.8 %", "approximately 14.8 %", "nearly 14.8 %", "≈ 14.8 %"):
        assert _counted(q1.format(hedge), "RG801") != [], hedge
    assert _counted(q1.format("approx. 87.1 %"), "RG801") == []


def test_an_abbreviation_s_full_stop_ends_no_sentence() -> None:
    text = "# T\n\nIt is approx. 14.8 % (e.g. 240 s, cf. Young). The end. Etc. Next.\n"
    said = [s.text for s in parse_document(text).sentences]
    assert said == [
        "T",
        "It is approx. 14.8 % (e.g. 240 s, cf. Young).",
        "The end.",
        "Etc.",
        "Next.",
    ]


# --- Principle: TeX math is read as the plain text it stands for ----------------------------


def test_tex_math_is_read_as_its_text() -> None:
    text = (
        "# T\n\n$T^*_a = T^*/16 = 3\\,943.6 / 16 \\approx 246.5\\ \\text{s}$ and "
        "$$w = \\frac{15}{986} + \\sqrt{2 \\cdot 1.5 \\cdot 32{,}400} \\approx 0.8\\,\\%$$ "
        "at $0.75 and $2.40 per hour.\n"
    )
    said = [s.text for s in parse_document(text).sentences]
    assert said[1] == (
        "T* = T*/16 = 3943.6 / 16 ≈ 246.5 s and w = (15)/(986) + √(2 · 1.5 · 32,400) ≈ 0.8 % "
        "at $0.75 and $2.40 per hour."
    )


def test_a_slip_written_in_tex_is_found_where_it_is_written() -> None:
    q2 = EXERCISE + "## 2. Cheaper checkpoints\n\n$T^*_a = T^*/16 \\approx 246.5\\ \\text{s}$.\n"
    found = [f for f in lint_text(q2, "doc.md").findings if f.rule == "RG401"]
    assert [(f.line, f.column) for f in found] == [(5, 25)], found  # the "2" of 246.5
    right = q2.replace("T^*/16 \\approx 246.5", "\\sqrt{2 \\cdot 15 \\cdot 32\\,400} \\approx 986")
    assert [f for f in lint_text(right, "doc.md").findings if f.rule == "RG401"] == []


# --- Principle: the last section named as the recommendation, with no question after it, ----
# --- is the closing recommendation, even as a lead-in under the last question's heading. -----


def test_a_closing_recommendation_lead_in_under_question_7_is_the_recommendation() -> None:
    body = (
        "### 7. Shared filesystem\n\nStagger the writes.\n\n---\n\n"
        "**Recommendation.** Train on spot with sharded async checkpoints; this is the cheapest "
        "option per useful GPU-hour. Revisit if the spot MTBF falls below 15 min.\n"
    )
    assert _by_title(EXERCISE + body)["Recommendation."] == "recommendation"
    assert [m for m in _findings_of(EXERCISE + body, "RG701") if "cost" in m]
    priced = body.replace("this is the cheapest", "$1.03 per useful GPU-hour, the cheapest")
    assert _findings_of(EXERCISE + priced, "RG701") == []
    # under a question with another after it, a lead-in is that question's answer
    inside = "### 3. Spot\n\n**Recommendation:** spot.\n\n### 4. Notice\n\nUse it.\n"
    assert _by_title(EXERCISE + inside)["Recommendation:"] == 3


# --- Principle: a part's label closed the enumerator's way ("REC)", as "a)") on the first ----
# --- line of a paragraph titles the text under it. ---------------------------------------------


def test_a_label_closed_by_a_parenthesis_titles_the_paragraph_under_it() -> None:
    notes = "Q1)\n- T* ≈ 66 min\n\nREC)\nGo spot, ≈ $1.01/useful GPU-h. Revisit if MTBF < 15 min.\n"
    assert _by_title(notes)["REC"] == "recommendation"
    # a title with its own parenthesis is no enumerator's label
    aside = "Q1)\n- T* ≈ 66 min\n\nCost (see Q3)\nSpot is cheaper.\n"
    assert "Cost (see Q3)" not in _by_title(aside)


# --- Principle: in the recommendation, a list-price figure with its basis named ("at list -----
# --- prices spot cuts the bill by 69 %") is the decision's own figure, not a quotation; a ------
# --- schedule that "falls behind" refutes nothing. ---------------------------------------------


def test_a_list_price_saving_in_the_recommendation_is_its_own_figure() -> None:
    rec = "## Recommendation\n\nRun on spot. At list prices spot cuts the bill by {}. {}\n"
    revisit = "Revisit if spot MTBF falls below 15 min."
    assert _counted(EXERCISE + rec.format("69 %", revisit), "RG301") != []
    # quoted to be set aside, or beside the useful-hour figure, it is not
    looks = rec.format("69 %, but per useful hour only 55 %", revisit)
    assert _counted(EXERCISE + looks, "RG301") == []
    useful = rec.format("69 % ($1.14 vs $2.54 per useful GPU-hour: 55 %)", revisit)
    assert _counted(EXERCISE + useful, "RG301") == []
    # outside the recommendation, naming the basis still marks a figure as quoted
    q3 = "## 3. Spot\n\nAt list prices spot cuts the bill by 69 %.\n"
    assert _counted(EXERCISE + q3, "RG301") == []


def test_a_schedule_that_falls_behind_refutes_no_saving() -> None:
    rec = "## Recommendation\n\nRun on spot: a 69 % saving. Switch back if the run falls {}.\n"
    assert _counted(EXERCISE + rec.format("more than a week behind"), "RG301") != []
    assert _counted(EXERCISE + rec.format("to a 55 % saving per useful hour"), "RG301") == []


# --- Principle: a list item's run-in title ("The 60 s notice. On notice …") names its ---------
# --- question as a lead with a colon does; four or more items naming questions each once ------
# --- outline the document in its own order. ----------------------------------------------------


def test_run_in_titles_of_a_numbered_list_outline_the_document() -> None:
    memo = (
        "# Memo\n\nANALYSIS\n\n"
        "1. Checkpoint interval. T* ≈ 66 min on demand.\n"
        "2. The 120 s notice. On notice we stop at a step boundary and save.\n"
        "3. Retention. Last 2, one every 4 h for a day.\n"
    )
    assert list(_by_title(memo).values())[1:] == [1, 4, 6]
    # a sentence is no run-in title
    prose = memo.replace("Checkpoint interval.", "We checkpoint every hour on the cluster.")
    assert 1 not in _by_title(prose).values()


def test_questions_named_once_each_keep_the_document_s_own_order() -> None:
    items = ["Retention: last 2.", "Shared filesystem: stagger.", "Notice: save.", "Contents: all."]
    memo = "# Memo\n\n" + "".join(f"{n}. {item}\n" for n, item in enumerate(items, 1))
    assert list(_by_title(memo).values())[1:] == [6, 7, 4, 5]
    # a question named again is a recall, read in the exercise's order
    recall = memo + "5. Retention again: as above.\n"
    assert 4 not in _by_title(recall).values()


# --- Principle: a goodput that is useful ÷ wall time, 1/(1 + overhead), of one of the model's --
# --- overheads uses the convention graders take by default: it needs no definition (RUBRIC.md ---
# --- asks for one only for 1 − overhead). --------------------------------------------------------


def test_a_goodput_of_the_default_convention_needs_no_definition() -> None:
    q1 = EXERCISE + "## 1. Baseline\n\n{}\n"
    assert _counted(q1.format("Overhead ≈ 14.8 %, goodput ≈ 87 %."), "RG202") == []
    assert _counted(q1.format("The run's goodput is 87.1 %."), "RG202") == []
    assert _counted(q1.format("The run's goodput is 85.2 %."), "RG202") != []
    assert _counted(q1.format("Overhead ≈ 14.8 %, goodput ≈ 85 %."), "RG202") != []


# --- Principle: a size per unit of time ("390 TB/day", "16 TB per hour") is a bandwidth. -----


def test_a_size_per_day_is_a_bandwidth() -> None:
    from reportgen.lint.document import parse_document as parse

    said = list(parse("# T\n\n≈ 4.5 GB/s, i.e. ≈ 390 TB/day or 16 TB per hour.\n").sentences)[1]
    rates = [round(q.value / 1e9, 2) for q in said.quantities]
    assert [q.kind for q in said.quantities] == ["bandwidth"] * 3
    assert rates == [4.5, 4.51, 4.44]
    q7 = EXERCISE + "## 7. Shared filesystem\n\nOne job averages ≈ 4.5 GB/s, i.e. ≈ 390 TB/day.\n"
    assert _counted(q7, "RG201") == []


# --- Principle: money said to be what a cost changes by ("would save ≈ $0.004 per useful -----
# --- GPU-hour"), below every price, is a difference, not a cost. --------------------------------


def test_a_saving_per_useful_hour_is_no_cost() -> None:
    q4 = EXERCISE + "## 4. Warning\n\n{}\n"
    saving = "The notice save would cut the cost by ≈ $0.004 per useful GPU-hour."
    assert _findings_of(q4.format(saving), "RG401") == []
    cost = "On spot a useful GPU-hour costs $0.40 per useful GPU-hour."
    assert _findings_of(q4.format(cost), "RG401") != []


# --- Principle: async proposed in an answer kept in a code block is held to its constraint; ---
# --- a rejection rejects async only when said of it ("instead of $26,880" after "sharded + ----
# --- async" rejects nothing). -------------------------------------------------------------------


def test_async_kept_in_a_code_block_is_held_to_its_constraint() -> None:
    q2 = EXERCISE + "## 2. Cheaper checkpoints\n\n```yaml\nasync: blocks 1.5 s, T* 312 s\n{}```\n"
    assert _findings_of(q2.format(""), "RG601")
    said = "rule: the interval must exceed the 15 s background write\n"
    assert _findings_of(q2.format(said), "RG601") == []


def test_a_price_instead_of_another_does_not_reject_async() -> None:
    doc = (
        "# Spot plan\n\nWe go spot, sharded + async every 85 steps; the run costs $9,120 instead "
        "of $26,880. The loop waits only for the 1.5 s copy.\n"
    )
    assert _findings_of(doc, "RG601")
    rejected = doc.replace("sharded + async every", "sharded (not async) every")
    assert _findings_of(rejected, "RG601") == []


# --- Principle: a declaration inside a parenthesis governs what the parenthesis says, not a ---
# --- claim a new clause makes after it; an upper bound the arithmetic beside it meets ("44 GB -
# --- at 12 GB/s … in under 4 s") is no new input. -----------------------------------------------


def test_a_declaration_in_parentheses_does_not_cover_the_next_clause() -> None:
    q4 = EXERCISE + "## 4. Notice\n\n{}\n"
    line = (
        "Each node holds ~44 GB (1.4 TB / 32 nodes, at 8 GPUs per node — assumption) and "
        "local NVMe writes at 6 GB/s per node."
    )
    assert [m for m in _findings_of(q4.format(line), "RG201") if "6 GB/s" in m]
    led = "We take (as an assumption) 6 GB/s per node for the local NVMe."
    assert _findings_of(q4.format(led), "RG201") == []


def test_an_upper_bound_the_arithmetic_meets_is_no_input() -> None:
    from reportgen.lint.derivation import Operands, is_bound_met

    def bound(seconds: str) -> bool:
        text = f"# T\n\nThe 44 GB per node at 12 GB/s lands in under {seconds} s.\n"
        *written, q = list(parse_document(text).sentences)[1].quantities
        return is_bound_met(q, Operands(), written)

    assert bound("4")  # 44 GB / 12 GB/s = 3.7 s
    assert not bound("3")  # not met
    assert not bound("40")  # met, but by a value too far below it to be the bound's reason


# --- Principle: a retention table's row names ("rollback", "milestone") name classes, not -----
# --- what each is for; a purpose is said in a cell or a longer label. ---------------------------


def test_retention_classes_named_are_not_justified() -> None:
    q6 = EXERCISE + "## 6. Retention\n\n| Class | Frequency | Kept |{}\n|---|---|---|{}\n{}"
    rows = ["| latest | every checkpoint | last 2 |", "| rollback | every 4 h | 24 h |"]
    named = q6.format("", "", "\n".join(rows) + "\n")
    assert [m for m in _findings_of(named, "RG502") if "question 6" in m]
    why = [
        r + " resume after a crash |" if i == 0 else r + " roll back past a loss spike |"
        for i, r in enumerate(rows)
    ]
    justified = q6.format(" Why |", "---|", "\n".join(why) + "\n")
    assert not [m for m in _findings_of(justified, "RG502") if "question 6" in m]
    long_label = named.replace("| rollback |", "| Roll back past a loss spike |")
    assert not [m for m in _findings_of(long_label, "RG502") if "question 6" in m]


# --- Principle: a table cell under a header that names what it holds is that; the row's -----
# --- label names the case ("Spot at T* (104 s)"), not every cell of the row. ---------------------


def test_a_cell_is_what_its_header_names_not_its_row_label() -> None:
    q3 = EXERCISE + "## 3. Spot\n\n| Plan | Wall clock |\n|---|---|\n| {} | {} |\n"
    assert _findings_of(q3.format("Spot, sharded + async at T* (90 s)", "40.2 d"), "RG401") == []
    # a transposed table: the row's label is what its cells hold
    transposed = EXERCISE + "## 1. Baseline\n\n| | On demand |\n|---|---|\n| T* | 39.4 min |\n"
    assert _findings_of(transposed, "RG401")


# --- Principle: under a section numbered as a question, a title numbered by a word that counts -
# --- steps or entries ("Step 4, waste at T*:") is a step of that answer, not another question. --


def test_a_step_inside_an_answer_stays_in_that_answer() -> None:
    # must-not-fire: a TA's derivation numbered Step 1..5 inside question 1
    doc = (
        "## Q1 — On-demand baseline\n\nStep 1, inputs: C = 240 s.\n\n"
        "Step 4, waste at T*:\n\n- write: 0.0609\n- total: 14.8 % overhead\n\n"
        "## Q2 — Cheaper checkpoints\n\nSharded: 16.4 min.\n"
    )
    assert _questions(doc) == [1, 1, 2]
    # must-fire: steps that are the document's own outline name the questions
    outline = "".join(
        f"## Step {n} — {title}\n\nText.\n\n"
        for n, title in enumerate(("on-demand interval", "cheaper", "spot or on demand?"), 1)
    )
    assert _questions(outline) == [1, 2, 3]
    # and a question's own label under another question still names its own
    assert _questions("## Q1 — Baseline\n\nText.\n\n### Q2 follow-up\n\nText.\n") == [1, 2]


# --- Principle: a connective adverb between a label's link and its figure ("goodput is --------
# --- therefore 14.8 %") ties the figure to what came before; the label still names it. ---------


@pytest.mark.parametrize("connective", ["therefore", "thus", "then", "now", "only"])
def test_a_connective_does_not_hide_a_goodput_s_figure(connective: str) -> None:
    # must-fire: the waste called goodput (blind set o, a run-in essay)
    fired = f"{EXERCISE}## 1. Baseline\n\nGoodput is {connective} 14.8 %.\n"
    assert _counted(fired, "RG801") != []
    # must-not-fire: the goodput called goodput, the overhead called overhead
    right = f"Goodput is {connective} 87.1 %; overhead is {connective} 14.8 %.\n"
    right = f"{EXERCISE}## 1. Baseline\n\n{right}"
    assert _counted(right, "RG801") == []


# --- Principle: RUBRIC.md's first essential item is "model weights (fp32 master copy)": a list ---
# --- naming the model weights has it; the master copy is not a second item to ask for. ----------


def test_model_weights_hold_the_master_copy() -> None:
    listed = "## 5. State\n\n" + "".join(
        f"- {item}\n"
        for item in (
            "Model weights",
            "Optimizer state (Adam moments)",
            "Optimizer step count",
            "LR scheduler",
            "RNG states",
            "Data-loader position",
        )
    )
    # must-not-fire: the weights listed (blind sets m and o: no labeller docked it)
    assert ("master-weights", "error") not in _all(EXERCISE + listed, "RG101")
    # must-fire: with neither the weights nor their master copy, the weights' finding says it
    missing = listed.replace("- Model weights\n", "")
    assert ("model-weights", "error") in _counted(EXERCISE + missing, "RG101")
    assert ("master-weights", "error") not in _counted(EXERCISE + missing, "RG101")


# --- Principle: a goodput that only 1/(1 + overhead) reaches shows the document's convention for --
# --- the goodputs both conventions reach (judged at each figure's own precision); not for one ----
# --- that only 1 − overhead reaches. -------------------------------------------------------------


def _undefined_goodput(tmp_path: Path, *goodputs: str) -> bool:
    rows = "".join(f"| Plan {n} | {g} |\n" for n, g in enumerate(goodputs, 1))
    text = (
        "# BLOOM checkpoint plan: T* = √(2·C·M), spot vs on-demand\n\n## 3. Plans\n\n"
        f"| Plan | Goodput |\n|---|---|\n{rows}"
    )
    messages = _lint_against(tmp_path, "bloom-176b.yaml", text, "RG202")
    return any("without its definition" in m for m in messages)


def test_a_goodput_of_one_convention_shows_it_for_the_ambiguous_ones(tmp_path: Path) -> None:
    # bloom-176b: 92.6 % is only 1/(1 + 0.0797); 92.0 % is 1/(1 + 0.0865) and 1 − 0.0797;
    # 91.3 % is only 1 − 0.0866 (blind set o's RFC: a goodput column of 73.8 % and 93.4 %)
    assert not _undefined_goodput(tmp_path, "92.6 %", "92.0 %")  # must-not-fire
    assert _undefined_goodput(tmp_path, "92.0 %")  # nothing shows which convention
    assert _undefined_goodput(tmp_path, "92.6 %", "91.3 %")  # must-fire: 1 − w, unsaid


# --- Principle: a design doc need not take up the exercise's questions, but what it plans is ----
# --- held to what defends it: a retention policy to what each class it keeps is for. ------------


def _design_doc_parts(tmp_path: Path, retention: str) -> list[tuple[object, str]]:
    text = (
        "# BLOOM checkpoint plan: T* = √(2·C·M), spot vs on-demand, retention\n\n"
        "## Checkpointing\n\nWe shard the checkpoint over 8 writers and write asynchronously.\n\n"
        f"## Retention\n\n{retention}\n"
    )
    doc = tmp_path / "doc.md"
    doc.write_text(text, encoding="utf-8")
    [result] = lint_paths([doc], scenario=ROOT / "inputs" / "bloom-176b.yaml")
    return [(f.question, f.severity) for f in result.findings if f.rule == "RG502"]


def test_a_design_doc_s_retention_classes_need_their_purposes(tmp_path: Path) -> None:
    # must-fire (blind set o's decision memo): the classes kept, nothing on what each is for
    bare = "Two newest checkpoints; one every 4 h kept for a day; the weights every 72 h."
    assert (6, "warning") in _design_doc_parts(tmp_path, bare)
    # must-not-fire: each class with its purpose
    argued = (
        "The two newest, to resume after a failure; one every 4 h for a day, to roll back past "
        "a loss spike; the weights every 72 h, for evaluation."
    )
    assert (6, "warning") not in _design_doc_parts(tmp_path, argued)
    # a part of the exercise's own analysis stays advice in a design doc (the sharding
    # constraint, not said here)
    assert (2, "warning") not in _design_doc_parts(tmp_path, bare)


# --- Principle: a table row labelled "Goodput" names its cells as a "Goodput" column does. -----


def test_a_goodput_row_names_its_cells() -> None:
    def table(label: str, a: str, b: str) -> str:
        return (
            f"{EXERCISE}## 1. Baseline\n\n| | Single writer | Sharded |\n|---|---|---|\n"
            f"| Overhead | 14.8 % | 5.6 % |\n| {label} | {a} | {b} |\n"
        )

    # must-fire (blind set o's infra plan): the overheads repeated in the Goodput row
    assert len(_counted(table("Goodput", "14.8 %", "5.6 %"), "RG801")) == 2
    # must-not-fire: the goodputs in it; or a row label that is no goodput
    assert _counted(table("Goodput", "87.1 %", "94.7 %"), "RG801") == []
    assert _counted(table("Waste", "14.8 %", "5.6 %"), "RG801") == []


# --- Principle: a state list in notation names its items by their symbols: θ the weights, "m, -
# --- v" as a pair Adam's two moments, "LR-sched" the scheduler. ----------------------------------


def test_a_state_list_in_tex_set_notation_is_read() -> None:
    tex = (
        "## 5. State\n\n"
        r"$\{\theta_{\text{fp32}},\ m,\ v,\ t_{\text{Adam}},\ \text{LR-sched},\ "
        r"\text{RNG}_{\{\text{py},\text{torch},\text{cuda}\}},\ "
        r"\text{sampler}(\text{epoch}, \text{offset}, \text{seed})\}$." + "\n"
    )
    # must-not-fire (blind set m's research scientist): every core item is there
    assert _counted(EXERCISE + tex, "RG101") == []
    # must-fire: the moments' pair taken out
    assert ("optimizer-moments", "error") in _counted(
        EXERCISE + tex.replace(r"m,\ v,\ ", ""), "RG101"
    )


# --- Principle: one value, one finding: an input written in two units ("6 min (360 s)") is -----
# --- one unstated assumption, reported at its first spelling. -----------------------------------


def test_an_input_spelled_twice_is_one_unstated_assumption() -> None:
    said = "## 3. Spot\n\nOn spot a restart takes 6 min (360 s) rather than 14.\n"
    messages = _messages(EXERCISE + said, "RG201")
    assert len(messages) == 1 and messages[0].startswith("6 min")  # must-fire, once
    two = "## 3. Spot\n\nA restart takes 6 min; local NVMe writes at 7 GB/s per node.\n"
    assert len(_messages(EXERCISE + two, "RG201")) == 2  # two inputs, two findings


# --- Principle: the upper end of a range estimate that brackets the arithmetic beside it is no --
# --- new input ("snapshot 1.5 s, write 15 s, a drain of 15 s: ≈ 20–35 s"). ----------------------


@pytest.mark.parametrize(("upper", "flagged"), [("35", False), ("95", True)])
def test_a_range_bracketing_its_arithmetic_is_no_input(upper: str, flagged: bool) -> None:
    line = (
        "## 4. Warning\n\nHandler: stop at the step boundary, drain any in-flight write (15 s), "
        f"snapshot (1.5 s), write 16 shards (15 s), commit, exit: ≈ 20–{upper} s.\n"
    )
    messages = _messages(EXERCISE + line, "RG201")
    assert any(m.startswith(f"{upper} s") for m in messages) is flagged


# --- Principle: a lower bound the arithmetic beside it meets is no new input ("snapshot 1.5 s, --
# --- write 15 s, which leaves more than 100 seconds of margin" of a 120 s notice). --------------


@pytest.mark.parametrize(("bound", "flagged"), [("100", False), ("450", True)])
def test_a_lower_bound_met_by_its_arithmetic_is_no_input(bound: str, flagged: bool) -> None:
    # blind set q's long-paragraph answer (120 − 1.5 − 15 s leaves 103.5 s); 450 s nothing
    # beside it reaches
    line = (
        "## 4. Warning\n\nWhen the provider's preemption notice arrives the job should not try "
        "to do anything clever: it sets a flag that the training loop checks after every step, "
        "takes the device-to-host snapshot (1.5 s), writes the 16 shards to the filesystem (15 s "
        "when the filesystem is quiet), writes the commit record, and exits with a status that "
        f"tells the scheduler to requeue it, which leaves more than {bound} seconds of margin.\n"
    )
    messages = _messages(EXERCISE + line, "RG201")
    assert any(m.startswith(f"{bound} seconds") for m in messages) is flagged


# --- Principle: what a design takes of a device ("we pin 44 GB of host memory per node") is a ---
# --- figure of the design, judged like any other; what the device has ("2 TB of host RAM") is ---
# --- an input. --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "flagged"),
    [
        ("For async we pin ≈ 44 GB of host memory per node (1.4 TB / 32 nodes).", None),
        ("For async we pin ≈ 37 GB of host memory per node.", "37 GB"),
        ("Each node has 2 TB of host RAM.", "2 TB"),
    ],
)
def test_a_device_s_use_is_the_design_s_figure_its_capacity_an_input(
    sentence: str, flagged: str | None
) -> None:
    # blind set q's team draft: 900 GB / 80 nodes ≈ 11 GB pinned per node
    messages = _messages(EXERCISE + "## 2. Async\n\n" + sentence + "\n", "RG201")
    assert [m.split(" is not")[0] for m in messages] == ([flagged] if flagged else [])


# --- Principle: question 1's values (steps, overhead, goodput) are scored by the criteria that --
# --- read them; their absence is advice, never a counted finding that charges them twice. -------


def test_question_1_s_missing_values_are_advice() -> None:
    q1 = "## 1. Baseline\n\nT* = √(2 × 240 s × 32,400 s) = 3,944 s = 65.7 min.\n"
    assert _counted(EXERCISE + q1, "RG502") == []  # must-not-fire (as counted)
    assert (None, "info") in _all(EXERCISE + q1, "RG502")  # still said, as advice


# --- Principle: a state list may hold an item in words the catalog does not know. Where an ----
# --- entry has a word that points at a missing item ("sched" for the LR scheduler) and no ------
# --- other item's phrasing explains it, the item may be there: advice (info), not a finding. ---
# --- Words in what an entry says about its item (the symptom) point at nothing. ---------------

UNKNOWN_WORDS_LIST = (
    "## 5. What the checkpoint holds\n\n"
    "- Model weights and the fp32 master weights — nothing to resume without them\n"
    "- {moments}\n"
    "- Adam step count — bias correction restarts\n"
    "- {schedule}\n"
    "- Data-loader position (samples consumed) — repeated data\n"
    "- RNG states (Python, NumPy, torch CPU and CUDA, per rank) — different dropout\n\n"
    "For bit-exact resume all of these; for statistical resume the RNG states can go.\n"
)


@pytest.mark.parametrize(
    ("moments", "schedule", "item"),
    [
        (
            "Adam statistic tensors, first and second — loss spike",
            "LR scheduler state",
            "optimizer-moments",
        ),
        (
            "Adam moments (exp_avg, exp_avg_sq)",
            "sched object",
            "lr-scheduler",
        ),
        ("Adam moments (exp_avg, exp_avg_sq)", "the LR plan", "lr-scheduler"),
    ],
)
def test_a_word_pointing_at_a_missing_item_makes_its_absence_advice(
    moments: str, schedule: str, item: str
) -> None:
    text = EXERCISE + UNKNOWN_WORDS_LIST.format(moments=moments, schedule=schedule)
    assert item not in dict(_counted(text, "RG101"))
    found = [f for f in lint_text(text, "doc.md").findings if f.rule == "RG101" and f.item == item]
    assert [f.severity for f in found] == ["info"]
    assert "may not include" in found[0].message


@pytest.mark.parametrize(
    ("moments", "schedule", "item"),
    [
        # the Adam of "Adam step count" is the step count's, not a hint at the moments
        ("Gradient norm clipping threshold", "LR scheduler state", "optimizer-moments"),
        # a symptom that names the learning rate is not a scheduler on the list
        (
            "Adam moments (exp_avg, exp_avg_sq) — the learning rate looks wrong after resume",
            "Gradient norm clipping threshold",
            "lr-scheduler",
        ),
    ],
)
def test_a_word_in_another_item_s_name_or_symptom_points_at_nothing(
    moments: str, schedule: str, item: str
) -> None:
    text = EXERCISE + UNKNOWN_WORDS_LIST.format(moments=moments, schedule=schedule)
    assert (item, "error") in _counted(text, "RG101")


def test_every_core_and_conditional_item_has_hints() -> None:
    """Each item a finding can ask for has words that point at it (the catalog's ``hints``)."""
    for item in load_catalog():
        if item.requirement != "practice" and not item.satisfied_by:
            assert item.hints, item.id


# --- Principle: a section titled as the revisit condition alone ("When to revisit") is that ---
# --- part of the recommendation; the decision and the cost may open the document. ------------

_MEMO_OPENING = (
    "# Where to run the job\n\n"
    "Short answer: run on spot with sharded asynchronous checkpoints every 312 s, about "
    "$1.03 per useful GPU-hour against $2.75 on demand.\n\n"
)
_MEMO_REST = (
    "## 4. The warning\n\nOn SIGTERM we save once more; a mass reclaim can make it fail.\n\n"
    "## When to revisit\n\nIf the spot MTBF falls below 13 minutes, redo the numbers.\n"
)


def test_a_revisit_section_takes_the_decision_and_cost_from_the_opening() -> None:
    assert _counted(_MEMO_OPENING + _MEMO_REST, "RG701") == []


def test_a_revisit_section_without_them_anywhere_before_is_still_incomplete() -> None:
    bare = "# Where to run the job\n\nWe compared the options below.\n\n"
    assert len(_counted(bare + _MEMO_REST, "RG701")) == 2  # no decision, no cost


def test_a_recommendation_section_is_not_completed_by_the_opening() -> None:
    text = _MEMO_OPENING + _MEMO_REST.replace(
        "## When to revisit\n\n", "## Recommendation\n\nRun on spot. "
    )
    assert [m for m in lint_text(text, "doc.md").findings if m.rule == "RG701"] != []


# --- Principle: one input, one finding: a value the document brings is reported where it -----
# --- first appears, not at every later use. ---------------------------------------------------


def test_an_unstated_input_used_three_times_is_one_finding() -> None:
    text = EXERCISE + (
        "## 4. Warning\n\nLustre delivers 120 GB/s, so the 1.4 TB save takes about 12 s.\n\n"
        "## 7. Filesystem\n\nEvery job shares the 120 GB/s. At 120 GB/s the writes queue.\n"
    )
    found = [f for f in lint_text(text, "doc.md").findings if f.rule == "RG201"]
    assert [(f.line, f.severity) for f in found] == [(5, "warning")]


def test_two_different_unstated_inputs_are_two_findings() -> None:
    text = EXERCISE + (
        "## 4. Warning\n\nLustre delivers 120 GB/s.\n\n"
        "## 7. Filesystem\n\nEach node's NIC moves 50 GB/s.\n"
    )
    assert len(_counted(text, "RG201")) == 2


# --- Principle: a result whose shown computation holds on a number the document brought -------
# --- itself is carried forward from that input (RG201's to judge), not a slip. ----------------


def test_a_correct_computation_on_an_own_input_is_no_slip() -> None:
    text = EXERCISE + (
        "## 7. Filesystem\n\nAt a fair share of the 120 GB/s a job can write once every "
        "201 × 1.4 TB / 120 GB/s ≈ 2,345 s ≈ 39 min.\n"
    )
    assert _counted(text, "RG401") == []


def test_a_correct_computation_on_the_scenario_s_numbers_in_the_wrong_unit_is_a_slip() -> None:
    text = EXERCISE + "## 1. Baseline\n\nT* = √(2 × 240 × 9) = 65.7 s.\n"
    assert _counted(text, "RG401") != []


def test_a_wrong_computation_on_an_own_input_is_still_a_slip() -> None:
    text = EXERCISE + (
        "## 7. Filesystem\n\nA job can write once every 201 × 1.4 TB / 120 GB/s ≈ 3,345 s.\n"
    )
    assert _counted(text, "RG401") != []


# --- Principle: a number computed in front of the reader by a computation that holds is a -----
# --- result, whatever its kind ("256 × $0.75 = $192/h"): its operands are judged, not it. -----


def test_a_shown_product_of_facts_is_no_input() -> None:
    text = EXERCISE + (
        "## 3. Spot\n\nThe cluster costs 256 × $0.75 = $192/h on spot against "
        "256 × $2.40 = $614.40/h on demand.\n"
    )
    assert _counted(text, "RG201") == []


def test_a_price_per_hour_the_document_asserts_is_an_input() -> None:
    text = EXERCISE + "## 3. Spot\n\nA reserved node costs $31.50/h.\n"
    assert _counted(text, "RG201") != []


def test_a_wrong_shown_product_per_hour_is_a_slip() -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert [s.value for s in shown_slips("spot costs 256 × $0.75 = $182/h")] == [192.0]
    assert list(shown_slips("spot costs 256 × $0.75 = $192/h")) == []


# --- Principle: a label's qualifier may name a symbol ("the goodput at T* is 14.8 %"). --------


def test_a_label_qualified_by_a_starred_symbol_names_its_figure() -> None:
    fired = EXERCISE + "## 1. Baseline\n\nThe goodput at T* is 14.8 % (6.09 + 6.09 + 2.59).\n"
    assert _counted(fired, "RG801") != []
    quiet = EXERCISE + "## 1. Baseline\n\nThe overhead at T* is 14.8 % (6.09 + 6.09 + 2.59).\n"
    assert _counted(quiet, "RG801") == []


# --- Principle: question 2's async constraint is read in its asynchronous part; the sharded ---
# --- part's commit marker ("the last writer writes a 'complete' marker") is not it. -----------

_Q2_PARTS = (
    "## 2. Cheaper checkpoints\n\n"
    "**(a) Sharded.** C = 15 s. New constraint: the last writer writes a complete marker and "
    "the loader ignores any checkpoint without it.\n\n"
    "**(b) Sharded + async.** The loop blocks for 1.5 s, T* ≈ 312 s. {constraint}\n"
)


def test_the_sharded_part_s_marker_is_no_async_constraint() -> None:
    text = EXERCISE + _Q2_PARTS.format(constraint="The snapshot needs pinned host memory.")
    assert _counted(text, "RG601") != []


def test_the_async_part_s_constraint_is_read_there() -> None:
    text = EXERCISE + _Q2_PARTS.format(
        constraint="The 15 s write must finish before the next snapshot."
    )
    assert _counted(text, "RG601") == []


# --- Principle: what the shared filesystem delivers or is rated at is its capacity, an input: --
# --- accepted when it is the scenario's value for it, never because arithmetic on other -------
# --- numbers happens to give it. ----------------------------------------------------------------


@pytest.mark.parametrize("rate", ["25 GB/s", "120 GB/s", "46.7 GB/s"])
def test_a_filesystem_rating_the_scenario_does_not_give_is_an_input(rate: str) -> None:
    text = EXERCISE + f"## 7. Filesystem\n\nOur Lustre pool is rated at {rate} aggregate.\n"
    assert _counted(text, "RG201") != []


def test_the_filesystem_s_implied_rate_is_no_input() -> None:
    text = EXERCISE + "## 7. Filesystem\n\nOur Lustre filesystem delivers about 93 GB/s.\n"
    assert _counted(text, "RG201") == []


def test_a_per_job_rate_worked_out_is_no_capacity() -> None:
    text = EXERCISE + "## 7. Filesystem\n\nOne job writes 1.4 TB every 312 s, about 4.5 GB/s.\n"
    assert _counted(text, "RG201") == []


# --- Principle: a duration said again in steps in words ("312 s, which is 346 steps") is a ----
# --- spelling of it, checked as "312 s = 346 steps" is. ----------------------------------------


@pytest.mark.parametrize("joint", [", which is", ", i.e.", " or about"])
def test_steps_said_again_in_words_are_checked(joint: str) -> None:
    right = EXERCISE + f"## 2. Async\n\nWe checkpoint every 312 s{joint} 346 steps.\n"
    assert _counted(right, "RG401") == []
    wrong = EXERCISE + f"## 2. Async\n\nWe checkpoint every 312 s{joint} 208 steps.\n"
    assert _counted(wrong, "RG401") != []


# --- Principle: a decision record goes on after its decision: sections after the -------------
# --- recommendation that answer no question ("## Consequences") continue it. ------------------

_RECORD = (
    "## 4. The warning\n\nOn SIGTERM we save once more; a mass reclaim can make it fail.\n\n"
    "## Decision\n\nRun on spot with sharded asynchronous checkpoints every 312 s, about "
    "$1.03 per useful GPU-hour against $2.75 on demand.\n\n"
    "## Consequences\n\n{after}\n"
)


def test_a_revisit_condition_under_consequences_completes_the_decision() -> None:
    text = EXERCISE + _RECORD.format(after="Revisit if the spot MTBF falls below 13 minutes.")
    assert _counted(text, "RG701") == []


def test_consequences_without_a_revisit_condition_do_not_complete_it() -> None:
    text = EXERCISE + _RECORD.format(after="Training takes about 9 more days.")
    assert len(_counted(text, "RG701")) == 1


def test_a_later_question_s_section_does_not_continue_the_recommendation() -> None:
    text = (
        EXERCISE
        + _RECORD.format(after="Nothing else changes.")
        + ("\n## 7. Shared filesystem\n\nRevisit if the spot MTBF falls below 13 minutes.\n")
    )
    assert len(_counted(text, "RG701")) == 1


# --- Principle: a trade-off is no refutation: "but" going on to the job's time ("but takes ---
# --- about 40 days") concedes a price in time, it does not take the saving back. ------------


def test_a_saving_conceded_against_time_is_still_claimed() -> None:
    text = EXERCISE + (
        "## Recommendation\n\nRun on spot: $138,240 instead of $442,368 on demand (69 % less), "
        "but it takes about 40 days instead of 31. Revisit if spot MTBF falls below 15 min.\n"
    )
    assert "recommendation" in [
        f.question
        for f in lint_text(text, "doc.md").findings
        if f.rule == "RG301" and f.severity != "info"
    ]


def test_a_saving_taken_back_after_but_is_refuted() -> None:
    text = EXERCISE + (
        "## 3. Spot\n\nThe list prices make spot 69 % cheaper, but per useful hour the saving is "
        "60 % ($1.01 against $2.49).\n"
    )
    assert _counted(text, "RG301") == []


# --- Principle: a rate in bits per second is a bandwidth an eighth as large ("200 Gb/s" is ----
# --- 25 GB/s): a link or NIC the scenario does not describe is an input whatever its unit. ----


@pytest.mark.parametrize(
    ("written", "gb_per_s"), [("200 Gb/s", 25.0), ("400 Gbps", 50.0), ("100 Gbit/s", 12.5)]
)
def test_a_bit_rate_is_a_bandwidth(written: str, gb_per_s: float) -> None:
    from reportgen.lint.quantities import quantities_in

    [q] = quantities_in(f"the link runs at {written} between nodes")
    assert (q.kind, round(q.value / 1e9, 3)) == ("bandwidth", gb_per_s)


def test_a_size_in_bits_is_no_quantity() -> None:
    from reportgen.lint.quantities import quantities_in

    assert quantities_in("each node has 80 Gb of RAM") == ()


def test_a_nic_in_bits_per_second_is_an_input() -> None:
    text = EXERCISE + "## 4. Warning\n\nInter-node links run at 200 Gb/s, so a peer copy is fast.\n"
    assert _counted(text, "RG201") != []


def test_an_interconnect_rating_that_describes_the_hardware_is_no_input() -> None:
    text = EXERCISE + (
        "## Context\n\n32 nodes, NVLink 900 GB/s inside a node, InfiniBand 400 Gb/s (NDR) "
        "between nodes, one shared filesystem.\n"
    )
    assert _counted(text, "RG201") == []


def test_an_interconnect_rating_computed_with_is_an_input() -> None:
    text = EXERCISE + (
        "## 4. Warning\n\nOver InfiniBand at 400 Gb/s the 16 GB peer copy takes 0.3 s.\n"
    )
    assert _counted(text, "RG201") != []


# --- Principle: a duration said again in another unit in words ("985.9 s, i.e. 16.4 ---------
# --- minutes") is a conversion, checked as "985.9 s = 16.4 min" is. ---------------------------


def test_a_conversion_said_in_words_is_checked() -> None:
    right = EXERCISE + "## 2. Sharded\n\nThe interval drops to 985.9 s, i.e. 16.4 minutes.\n"
    assert _counted(right, "RG401") == []
    wrong = EXERCISE + "## 2. Sharded\n\nThe interval drops to 985.9 s, i.e. 9.9 minutes.\n"
    assert _counted(wrong, "RG401") != []


def test_two_durations_offered_as_alternatives_are_no_conversion() -> None:
    from reportgen.lint.quantities import quantities_in
    from reportgen.lint.rules._common import conversions

    text = "We could checkpoint every 5 min or 10 min."
    assert conversions(text, quantities_in(text)) == []


# --- Principle: a figure rounded beside its exact value in brackets ("waste ≈ 70 % [73 %]") ---
# --- is one value, judged by its exact spelling. ------------------------------------------------


def test_a_rounded_figure_beside_its_exact_value_is_judged_by_the_exact_one() -> None:
    text = EXERCISE + (
        "## 3. Spot\n\nUnsharded: T* ≈ 1,000 s [1,138 s]; waste ≈ 70 % [73 %].\n\n"
        "## 7. Filesystem\n\nThe filesystem gives ≈ 90 GB/s [93 GB/s], so writes queue.\n"
    )
    found = [f for f in lint_text(text, "doc.md").findings if f.severity != "info"]
    assert [f for f in found if f.rule in ("RG201", "RG401", "RG801")] == []


def test_a_wrong_exact_value_in_brackets_is_still_judged() -> None:
    text = EXERCISE + "## 3. Spot\n\nUnsharded: T* = √(2 × 240 × 2,700) ≈ 2,000 s [2,138 s].\n"
    assert _counted(text, "RG401") != []


def test_a_bracketed_number_of_another_kind_is_no_rounding() -> None:
    from reportgen.lint.quantities import quantities_in
    from reportgen.lint.rules._common import rounded_spellings

    for text in ("we use 15 s (16 writers)", "T* = 312 s (5.2 min)", "spot 34.4 % (36 % exact)"):
        assert not rounded_spellings(text, quantities_in(text)), text


# --- Principle: a round number said to be approximate ("every ≈ 20 min (1,247 s)") is -------
# --- rounded to its last significant place when its spellings are compared. ------------------


@pytest.mark.parametrize(
    "spelled", ["every ≈ 20 min (1,247 s)", "about 1,100 s (about 19 minutes)", "~ 300 s (312 s)"]
)
def test_an_approximate_round_number_is_rounded_to_its_place(spelled: str) -> None:
    text = EXERCISE + f"## 7. Filesystem\n\nEach job writes 1.4 TB {spelled}.\n"
    assert _counted(text, "RG401") == []


@pytest.mark.parametrize("spelled", ["every 20 min (1,247 s)", "every ≈ 60 min (3,944 s)"])
def test_an_exact_or_far_round_number_is_still_a_conversion_slip(spelled: str) -> None:
    text = EXERCISE + f"## 7. Filesystem\n\nEach job writes 1.4 TB {spelled}.\n"
    assert _counted(text, "RG401") != []


# --- Principle: a sentence anywhere that ties a revisit condition to the decision itself ------
# --- ("the decision stands unless …") gives the recommendation its revisit condition. ---------

_STATUS = (
    "**TL;DR:** run on spot with sharded async checkpoints every 312 s, about $1.03 per useful "
    "GPU-hour.\n\n## 4. Warning\n\nOn SIGTERM we save once more; a mass reclaim can make it "
    "fail.\n\n## 7. Filesystem\n\nWrites are staggered with random offsets.\n\n## Next\n\n{next}\n"
)


def test_the_decision_restated_with_its_condition_gives_the_revisit() -> None:
    text = EXERCISE + _STATUS.format(
        next="- The decision stands unless the measured spot MTBF is under 13 min."
    )
    assert _counted(text, "RG701") == []


def test_a_condition_not_said_of_the_decision_gives_no_revisit() -> None:
    text = EXERCISE + _STATUS.format(
        next="- The decision was hard.\n- Spot wins unless the MTBF is under 13 min."
    )
    assert len(_counted(text, "RG701")) == 1


# --- Principle: a part answered by pointing at the document it follows ("unchanged from the --
# --- proposal") is not missing. --------------------------------------------------------------


@pytest.mark.parametrize(
    ("retention", "missing"),
    [
        ("Unchanged from the proposal: last 2; every 4 h for 24 h; weights daily.", False),
        ("Last 2; every 4 h for 24 h; weights daily.", True),
    ],
)
def test_a_part_answered_by_reference_is_not_missing(retention: str, missing: bool) -> None:
    text = EXERCISE + f"## 6. Retention\n\n{retention}\n"
    found = [f for f in lint_text(text, "doc.md").findings if f.rule == "RG502" and f.question == 6]
    assert bool(found) is missing


# --- Principle: shown arithmetic compares a result in hours with one in GPU-hours (per GPU, ---
# --- they are hours) and reads "hours", "hour" and "h" as one unit. ----------------------------


def test_hours_and_gpu_hours_are_one_unit_in_shown_arithmetic() -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert [s.written for s in shown_slips("Per GPU: 0.148 × 720 h ≈ 96 GPU-hours")] == [96.0]
    assert list(shown_slips("Per GPU: 0.148 × 720 h ≈ 106.6 GPU-hours")) == []
    assert [s.written for s in shown_slips("2 × 3 hours = 7 h")] == [7.0]
    assert list(shown_slips("256 × 720 h = 184,320 GPU-h")) == []


# --- Principle: a storage quota the retention policy must fit in is an input, even under ------
# --- question 6 (whose counts and spacings are design choices). ------------------------------


@pytest.mark.parametrize(
    ("sentence", "fires"),
    [
        ("Our project quota on the shared filesystem is 50 TB, so the policy fits in that.", True),
        ("We assume a project quota of 50 TB.", False),
        ("The policy keeps 8 × 1.4 TB + 10 × 0.2 TB ≈ 13 TB.", False),
    ],
)
def test_a_storage_quota_is_an_input(sentence: str, fires: bool) -> None:
    text = (
        EXERCISE + f"## 6. Retention\n\nLast 2 for resume; one every 4 h for rollback. {sentence}\n"
    )
    assert bool(_counted(text, "RG201")) is fires


# --- Principle: a useful GPU-hour costs at least its price: a dollar rate per useful hour -----
# --- below every price is a change of a cost, however it is said, and is not judged as one. ---


@pytest.mark.parametrize(
    "said",
    [
        "waste drops from 34.4 % to 32.9 %, about $0.01 per useful GPU-hour",
        "spot saves ≈ $0.02 per useful GPU-hour",
    ],
)
def test_a_rate_below_every_price_is_no_cost(said: str) -> None:
    text = EXERCISE + f"## 4. Warning\n\nSaving on the warning: {said}. Decision unchanged.\n"
    assert _counted(text, "RG401") == []


def test_a_wrong_cost_above_the_prices_is_still_judged() -> None:
    text = EXERCISE + "## 3. Spot\n\nSpot costs $3.60 per useful GPU-hour.\n"
    assert _counted(text, "RG401") != []


# --- Principle: what goes wrong without an item ("Missing: … shuffles differ") says nothing ---
# --- about the job: a conditional item's condition is read up to the symptom. ----------------


@pytest.mark.parametrize(
    ("entry", "asked"),
    [
        (
            "- RNG states (Python, NumPy, CUDA). Missing: dropout masks and shuffles differ.",
            False,
        ),
        ("- RNG states. The loader shuffles the corpus every epoch.", True),
    ],
)
def test_a_symptom_does_not_make_a_condition_hold(entry: str, asked: bool) -> None:
    text = EXERCISE + CORE_LIST.replace(
        "- RNG states (Python, NumPy, torch CPU and CUDA, per rank)\n", entry + "\n"
    )
    assert ("shuffle-seed" in dict(_counted(text, "RG101"))) is asked


# --- Principle: a number written again, rounded to within 5 %, in the same paragraph is the ---
# --- number written before ("M ≈ 377 s ≈ 6.3 min … at M = 6 min"). ----------------------------


def test_a_number_rounded_again_in_its_paragraph_is_the_one_before() -> None:
    text = EXERCISE + (
        "## 3. Spot\n\nThe break-even gives M ≈ 377 s ≈ 6.3 min. That is not credible: at "
        "M = 6 min the restart alone is longer than the time between interruptions.\n"
    )
    assert _counted(text, "RG201") == []


def test_a_device_size_near_a_number_before_it_is_still_an_input() -> None:
    text = EXERCISE + (
        "## 2. Async\n\nThe snapshot is 1.4 TB / 32 = 44 GB per node, and each node has 1 TB of "
        "host RAM, so two snapshots fit.\n"
    )
    assert _counted(text, "RG201") != []


# --- Principle: a size said per period ("≈ 390 TB written per day") is a rate, derived as ----
# --- rates are (4.5 GB/s for a day). -------------------------------------------------------------


def test_a_volume_per_day_from_a_rate_is_derived() -> None:
    text = EXERCISE + (
        "## 7. Filesystem\n\nEach job averages 1.4 TB / 312 s ≈ 4.5 GB/s. It also means "
        "≈ 390 TB written per day per job.\n"
    )
    assert _counted(text, "RG201") == []


def test_a_volume_per_day_from_nothing_is_an_input() -> None:
    text = EXERCISE + "## 7. Filesystem\n\nThe filesystem takes ≈ 55 TB written per day.\n"
    assert _counted(text, "RG201") != []


# --- Principle: a goodput under one half is 1/(1 + w) of an overhead above 100 %, which -------
# --- 1 − w cannot reach: its convention shows itself. --------------------------------------------


def test_a_goodput_of_an_overhead_above_100_percent_needs_no_definition() -> None:
    from reportgen.lint.api import load_reference
    from reportgen.lint.rules.rg202_unstated_model import _default_convention

    ref = load_reference(ROOT / "inputs" / "exercise.yaml")
    w = max(ref.overheads)  # the exercise's worst plan: 172.9 %
    assert w > 1
    doc = parse_document(f"# x\n\nGoodput {100 / (1 + w):.1f} %.\n")
    sentence = next(s for s in doc.sentences if "Goodput" in s.text)
    [g] = sentence.quantities
    assert _default_convention(g, sentence, ref)


def test_a_revisit_section_takes_the_cost_from_where_the_options_are_priced() -> None:
    text = (
        "# Where to run the job\n\nShort version: run on spot with two-tier checkpoints.\n\n"
        "## 3. Cost\n\nPer useful GPU-hour spot costs $1.43 and on demand $3.08.\n\n"
        "## When to revisit\n\nIf the spot MTBF falls below 25 minutes, redo the numbers.\n"
    )
    assert _counted(EXERCISE + text, "RG701") == []


# --- Principle: steps said per period ("2,000 steps per hour") are a rate, not a count the ---
# --- duration before them is spelled as. --------------------------------------------------------


def test_a_rate_of_steps_is_no_spelling_of_the_duration_before_it() -> None:
    quiet = EXERCISE + "## 1. Baseline\n\nStep time 0.9 s (4,000 steps per hour).\n"
    assert _counted(quiet, "RG401") == []
    fired = EXERCISE + "## 1. Baseline\n\nThe interval is 312 s (208 steps).\n"
    assert _counted(fired, "RG401") != []


# --- Principle: a table row that gives its value's formula in a cell of its own computes -----
# --- the value: a result (RG401's to judge), not an input. ------------------------------------

_SHEET = (
    "## 7. Filesystem\n\n| Row | Item | Value | Formula |\n|---|---|---|---|\n"
    "| 4 | one job's demand | 4.5 GB/s | 1.4 TB / 311.8 s |\n"
    "| 5 | 201 jobs' demand | {value} | {formula} |\n"
)


def test_a_value_with_its_formula_in_its_row_is_no_input() -> None:
    text = EXERCISE + _SHEET.format(value="90 GB/s", formula="201 × row 4")
    assert _counted(text, "RG201") == []


def test_a_value_in_a_row_without_a_formula_is_still_judged() -> None:
    text = EXERCISE + _SHEET.format(value="120 GB/s", formula="measured by the vendor")
    assert _counted(text, "RG201") != []


# --- Principle: a T* is another strategy's only in a sentence about one strategy: a strategy --
# --- set aside ("No sharding: T* = … = 1,138 s") names none, and in a progression ("single ----
# --- writer → 10 shard writers (T* 1,470 s) → async on top") a number is the strategy's named --
# --- last before it. ------------------------------------------------------------------------------


def test_a_strategy_set_aside_names_no_strategy() -> None:
    text = EXERCISE + (
        "## 3. Spot\n\n- No sharding: T* = sqrt(2 × 240 × 2,700) = 1,138 s ≈ 19 min.\n"
        "- Sharded + async: T* = sqrt(2 × 1.5 × 2,700) = 90 s = 100 steps.\n"
    )
    assert _counted(text, "RG401") == []


def test_in_a_progression_a_number_is_the_strategy_s_named_before_it() -> None:
    base = (
        EXERCISE
        + "## 2. Cheaper\n\nSingle writer → 16 shard writers (T* {shard}) → async on top.\n"
    )
    assert _counted(base.format(shard="986 s"), "RG401") == []
    wrong = (
        EXERCISE + "## 2. Cheaper\n\n(b) Sharded + async → T* = √(2 × 240 × 32,400) = 3,944 s.\n"
    )
    assert _counted(wrong, "RG401") != []


# --- Principle: an approximate total after the durations it totals is their sum rounded up ---
# --- for the steps without a figure ("snapshot (1.5 s), write (15 s), manifest — about 20 s"). -


@pytest.mark.parametrize(("total", "fires"), [("about 20 s", False), ("about 60 s", True)])
def test_an_approximate_total_of_listed_steps_is_their_sum(total: str, fires: bool) -> None:
    text = EXERCISE + (
        "## 4. Warning\n\nOn the notice: stop after the step, snapshot to host (1.5 s), write the "
        f"16 shards (15 s), write the manifest, exit — {total}.\n"
    )
    assert bool(_counted(text, "RG201")) is fires


# --- Principle: the interval's symbol before a value ("T (312 s)", "T* = 90 s") makes it the --
# --- interval, a result (RG401's), whatever input words the sentence also holds. --------------


def test_a_value_given_to_the_interval_s_symbol_is_no_input() -> None:
    text = EXERCISE + (
        "## 2. Async\n\nThe background write must be done before the next snapshot, so T (312 s) "
        "must be longer than the write (15 s).\n"
    )
    assert _counted(text, "RG201") == []


def test_a_value_given_to_the_restart_s_symbol_is_still_an_input() -> None:
    text = EXERCISE + "## 3. Spot\n\nOn spot the restart is slower: R = 6 min.\n"
    assert _counted(text, "RG201") != []


# --- Principle: a bare fraction set beside an amount with a unit ("weights only (1/7 ≈ 46 GB)") --
# --- is the amount that share of something is, not an equation. -------------------------------


def test_a_share_beside_its_amount_is_no_equation() -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert list(shown_slips("a weights-only milestone (1/7 ≈ 46 GB)")) == []
    assert list(shown_slips("240/16 = 12 s")) != []  # a computation with a unit is still one
    assert list(shown_slips("1/7 = 0.3")) != []  # and a fraction given as a number


# --- Principle: a label names the figure its arithmetic gives ("goodput: 6.09 + 6.09 + 2.59 = --
# --- 14.8 %"); a figure given as the sum of its terms under an overhead's label is an overhead --
# --- whatever goodput it happens to equal. ----------------------------------------------------


def test_a_label_names_the_figure_its_arithmetic_gives() -> None:
    text = EXERCISE + "## 1. Baseline\n\n- goodput: 6.09 + 6.09 + 2.59 = 14.8 %\n"
    assert _counted(text, "RG801") != []


def test_a_sum_of_overhead_terms_is_an_overhead() -> None:
    text = EXERCISE + "## 3. Spot\n\n- Unsharded: overhead ≈ 21 + 21 + 44 ≈ 87 %.\n"
    assert _counted(text, "RG801") == []


# --- Principle: an input's symbol given a value ("so R = 5 min = 300 s there") is the ---------
# --- document's own input, and the figures that follow from it are carried forward. ----------


def test_a_restart_given_by_its_symbol_is_carried_forward() -> None:
    from reportgen.lint.api import load_reference
    from reportgen.lint.carried import own_inputs

    ref = load_reference(ROOT / "inputs" / "exercise.yaml")
    doc = parse_document(
        "# x\n\n## 3. Spot\n\nOn spot the requeue goes to a warm pool, so R = 5 min = 300 s "
        "there.\n"
    )
    assert ("spot", "restart_s", 300.0) in own_inputs(doc, ref)
    doc = parse_document("# x\n\n## 3. Spot\n\nIf R = 5 min, spot would win by more.\n")
    assert own_inputs(doc, ref) == ()


# --- Principle: in shown arithmetic a unit may be glued to its number ("≈ 3,944s"), and a ----
# --- thousands comma is inside the number, not the end of the result. ------------------------


def test_a_glued_unit_and_a_thousands_comma_are_read_in_shown_arithmetic() -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert list(shown_slips("T* = √(2·240·2,700) ≈ 1,138s (≈1.26k steps)")) == []
    assert [s.written for s in shown_slips("T* = √(2·240·2,700) ≈ 1,338s")] == [1338.0]


# --- Principle: a figure the writer withdraws ("I first multiplied … and had to cross that ---
# --- out") is shown to be corrected, not claimed. ---------------------------------------------


def test_a_figure_crossed_out_is_not_claimed() -> None:
    text = EXERCISE + (
        "## 1. Baseline\n\nFor the steps I first multiplied, 3,943.6 × 0.9 ≈ 3,549 steps, and I "
        "had to cross that out. The corrected figure is 3,943.6 / 0.9 ≈ 4,382 steps.\n"
    )
    assert _counted(text, "RG401") == []


# --- Principle: a labelled input with its qualifier ("Restart on interruptible nodes: 12 min") -
# --- is the document's own; capacities go by their common names (reserved, interruptible); ----
# --- only the scenario's own values, not the engine's thresholds, make it the scenario's. ------


def test_a_labelled_restart_on_interruptible_nodes_is_the_document_s_own() -> None:
    from reportgen.lint.api import load_reference
    from reportgen.lint.carried import own_inputs

    ref = load_reference(ROOT / "inputs" / "exercise.yaml")
    doc = parse_document(
        "# x\n\n## Inputs\n\n- Restart on interruptible nodes: 6 min, from the warm pool.\n"
    )
    assert own_inputs(doc, ref) == (("spot", "restart_s", 360.0),)
    same = parse_document("# x\n\n## Inputs\n\n- Restart on reserved nodes: 14 min.\n")
    assert own_inputs(same, ref) == ()


# --- Principle: a heading whose words name the recommendation ("4. Decision and cost") does ---
# --- not name a question by its number: a series where such headings disagree with their -----
# --- numbers numbers the document's own sections. ----------------------------------------------


def test_a_spec_s_own_numbering_is_not_the_exercise_s() -> None:
    doc = parse_document(
        "# Spec\n\n## 1. Inputs\n\nFacts.\n\n## 2. Interval analysis (T* = √(2CM))\n\nT*.\n\n"
        "## 3. Requirements\n\nR1.\n\n## 4. Decision and cost\n\nSpot, $1.09 per useful GPU-hour.\n"
    )
    assert [s.question for s in doc.sections[1:]] == [None, 1, None, "recommendation"]


def test_an_answer_s_numbering_is_still_the_exercise_s() -> None:
    doc = parse_document(
        "# Answer\n\n## 1. Baseline\n\nx\n\n## 2. Cheaper checkpoints\n\nx\n\n## 3. Spot\n\nx\n\n"
        "## 4. The warning\n\nx\n\n## 5. State\n\nx\n"
    )
    assert [s.question for s in doc.sections[1:]] == [1, 2, 3, 4, 5]


# --- Principle: in a design doc the async constraint may be in whichever paragraph takes up ---
# --- the background write, not only in a section numbered 2. -----------------------------------


@pytest.mark.parametrize(
    ("drain", "fires"),
    [
        ("An in-flight drain makes the next snapshot wait its slot.", False),
        ("We drain to the filesystem.", True),
    ],
)
def test_a_design_doc_s_async_constraint_may_sit_with_its_drain(
    tmp_path: Path, drain: str, fires: bool
) -> None:
    text = (
        "# Plan\n\n**1. Interval.** Sharded + async, T* = 150 s.\n\n"
        "**2. Cost.** Sharded + async on spot costs $1.08 per useful GPU-hour.\n\n"
        f"**3. Filesystem.** Every 300 s a snapshot is drained in its slot. {drain}\n"
    )
    assert bool(_lint_against(tmp_path, "spot-7b-finetune-aws.yaml", text, "RG601")) is fires


# --- Principle: a goodput that divides a price into the cost per useful hour beside it --------
# --- ("$1.01 (goodput 74.4 %)" at $0.75) shows its convention by the document's arithmetic. ---


@pytest.mark.parametrize(("cost", "fires"), [("$1.14", False), ("$1.30", True)])
def test_a_goodput_that_prices_the_useful_hour_shows_its_convention(cost: str, fires: bool) -> None:
    text = (
        EXERCISE
        + f"## 3. Spot\n\nSpot sharded + async costs {cost} per useful GPU-hour (goodput 65.6 %).\n"
    )
    found = [
        f
        for f in lint_text(text, "doc.md").findings
        if f.rule == "RG202" and "definition" in f.message
    ]
    assert bool(found) is fires


# --- Principle: a restart or MTBF written as the fact's number in another unit ("M = 45 h" ----
# --- for the 45-minute MTBF) is a unit slip, not a new input. --------------------------------


@pytest.mark.parametrize(("mtbf", "fires"), [("M = 45 h", False), ("M = 30 h", True)])
def test_a_fact_s_number_in_another_unit_is_no_input(mtbf: str, fires: bool) -> None:
    text = EXERCISE + f"## 3. Spot\n\nUnsharded: {mtbf}, so T* grows.\n"
    assert bool(_counted(text, "RG201")) is fires


def test_a_symbol_decides_which_input_its_value_is() -> None:
    """'M = MTBF, R = 840 s': the 840 s is R's (the restart, the scenario's own), not an MTBF;
    and 'M = 45 h' for the 45-minute MTBF is a unit slip, no input to carry forward."""
    from reportgen.lint.api import load_reference
    from reportgen.lint.carried import own_inputs

    ref = load_reference(ROOT / "inputs" / "exercise.yaml")
    legend = parse_document(
        "# x\n\nC = blocking checkpoint time, M = MTBF, R = 840 s, step 0.9 s.\n"
    )
    assert own_inputs(legend, ref) == ()
    slip = parse_document("# x\n\n## 3. Spot\n\nUnsharded: M = 45 h = 162,000 s, so T* grows.\n")
    assert own_inputs(slip, ref) == ()


# --- Principle: a unit is one unit however it is spelled: shown arithmetic in "sec", "secs", ----
# --- "seconds", "mins" or "hrs" is checked as it is in "s", "min" and "h". -------------------


@pytest.mark.parametrize("unit", ["s", "sec", "secs", "seconds"])
@pytest.mark.parametrize(("result", "fires"), [("154", False), ("1,538", True)])
def test_shown_arithmetic_reads_a_spelled_out_unit(unit: str, result: str, fires: bool) -> None:
    # 41 × 180 GB / 48 GB/s = 153.75 s: 154 rounds it, 1,538 is a slip of a factor of ten
    text = (
        EXERCISE
        + "## 7. Shared filesystem\n\nAt an equal share each job may write every "
        + f"41 × 180 GB / 48 GB/s ≈ {result} {unit}.\n"
    )
    assert bool(_counted(text, "RG401")) is fires


# --- Principle: a document quoted as a whole (a forwarded e-mail, a proposal pasted under -----
# --- "> ") is read as the text under its quote marks: its headings, lists and tables. --------


def test_a_document_quoted_whole_reads_as_its_text() -> None:
    plain = EXERCISE + CORE_LIST.replace(
        "- RNG states (Python, NumPy, torch CPU and CUDA, per rank)\n", ""
    )
    quoted = "".join(
        (f"> {line}" if line.strip() else ">\n") for line in plain.splitlines(keepends=True)
    )
    findings = lint_text(quoted, "doc.md").findings
    plain_findings = lint_text(plain, "doc.md").findings
    assert [(f.rule, f.item, f.line) for f in findings] == [
        (f.rule, f.item, f.line) for f in plain_findings
    ]
    assert ("RG101", "rng-state") in {(f.rule, f.item) for f in findings}
    heading = parse_document(quoted)
    assert [s.own_question for s in heading.sections if s.level == 2] == [5]


def test_a_reply_that_quotes_some_lines_is_read_as_it_is() -> None:
    reply = (
        EXERCISE
        + "> Reviewer: the interval looks long.\n\n"
        + "## 1. Interval\n\nT* = √(2 × 240 s × 32,400 s) ≈ 3,944 s.\n"
    )
    doc = parse_document(reply)
    assert [s.own_question for s in doc.sections if s.level == 2] == [1]


# --- Principle: a document's own outline numbers ("3.2 How often to checkpoint", "4.1.3 ------
# --- Retention") number its sections, not the exercise's questions; the title is read after ---
# --- them. ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "question"),
    [
        ("3.2 How often to checkpoint", 1),
        ("3.8 Proposal", "recommendation"),
        ("4.1.3 Retention", 6),
        ("2.3 Background", None),
    ],
)
def test_an_outline_number_is_no_question_number(title: str, question: object) -> None:
    from reportgen.lint.document import question_of_heading, topic_of_heading

    assert question_of_heading(title) == question
    assert topic_of_heading(title) == question


# --- Principle: a numbered series in which a heading's words name another question than its ---
# --- number, and none names its own, is the document's own numbering (a status update's "3. --
# --- Done this week", "4. Risks", "5. Retention", "6. Next"). -------------------------------


def test_a_series_whose_only_topic_disagrees_is_own_numbering() -> None:
    text = (
        "# Checkpointing workstream, week 3\n\n"
        "## 3. Done this week\n\nSharded writes merged.\n\n"
        "## 4. Risks\n\nThe notice save may not fit a mass reclaim.\n\n"
        "## 5. Retention\n\nKeep the last 2 and one every 4 h for a day.\n\n"
        "## 6. Next\n\nPilot on 32 spot nodes.\n"
    )
    doc = parse_document(text)
    assert [s.own_question for s in doc.sections if s.level == 2] == [None, None, 6, None]


def test_a_series_numbered_by_question_keeps_its_numbers() -> None:
    text = "# Answers\n\n## 1. Interval\n\nx\n\n## 2.\n\nx\n\n## 3.\n\nx\n\n## 4. Notice\n\nx\n"
    doc = parse_document(text)
    assert [s.own_question for s in doc.sections if s.level == 2] == [1, 2, 3, 4]


def test_a_document_quoted_whole_keeps_the_file_s_columns() -> None:
    line = ">   Each job may write every 41 × 180 GB / 48 GB/s ≈ 1,538 s here.\n"
    text = "> # Plan: T* = √(2·C·M), spot vs on-demand\n>\n> ## 7. Shared filesystem\n>\n" + line
    slips = [f for f in lint_text(text, "doc.md").findings if f.rule == "RG401"]
    assert [(f.line, f.column) for f in slips] == [(5, line.index("41") + 1)]


# --- Principle: a goodput that both conventions write the same at its precision ("3.1 %, -----
# --- goodput ≈ 97 %": 97.0 % and 96.9 %) needs no definition: the convention changes no figure.


@pytest.mark.parametrize(
    ("line", "fires"), [("Overhead 3.1 %, goodput ≈ 97 %", False), ("Goodput ≈ 97 %", True)]
)
def test_a_goodput_both_conventions_reach_needs_no_definition(line: str, fires: bool) -> None:
    # 1/(1 + 0.031) = 96.99 % and 1 − 0.031 = 96.9 %: both 97 % at ±0.5, so the convention
    # changes no figure. Without the overhead beside it, 97 % is 1/(1 + w) of one plan of the
    # model and 1 − w of another (the sharded asynchronous plans): its convention is not shown
    text = EXERCISE + f"## 1. Baseline\n\n{line}.\n"
    found = [
        f
        for f in lint_text(text, "doc.md").findings
        if f.rule == "RG202" and "definition" in f.message
    ]
    assert bool(found) is fires


# --- Principle: the asynchronous scheme named by what it does ("the loop blocks only for the --
# --- device-to-host copy") is the asynchronous scheme, whatever other strategy's write time ---
# --- the sentence quotes. ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lead", "fires"),
    [
        ("If the loop blocks only for the device-to-host copy, 10 % of the sharded 15 s", False),
        ("With the write in the background, 10 % of the sharded 15 s", False),
        ("With the sharded 15 s write alone", True),
    ],
)
def test_async_named_by_what_it_does(lead: str, fires: bool) -> None:
    text = EXERCISE + f"## 2. Cheaper checkpoints\n\n{lead}: T* = √(2 · 1.5 · 32,400) ≈ 312 s.\n"
    found = [f for f in lint_text(text, "doc.md").findings if "another strategy" in f.message]
    assert bool(found) is fires


# --- Principle: under a heading named as the recommendation that lays out the whole design ----
# --- part by part (an RFC's "Proposal" over "P1. Interval", "P4. Notice handler", "P5. --------
# --- Checkpoint contents"), each part answers its question; the recommendation spans them all.


def test_a_proposal_laid_out_part_by_part_answers_each_question() -> None:
    text = (
        "# RFC: spot capacity\n\n## Proposal\n\n"
        "### P1. Interval on demand\n\nT* ≈ 69 min.\n\n"
        "### P4. Notice handler\n\nOn SIGTERM save and exit.\n\n"
        "### P5. Checkpoint contents\n\n- weights\n- Adam m and v\n\n"
        "### P6. Retention\n\nKeep the last 2.\n\n"
        "## Decision requested\n\nApprove spot at $0.88 per useful GPU-hour.\n"
    )
    doc = parse_document(text)
    by_title = {s.title: s.question for s in doc.sections}
    assert by_title["P1. Interval on demand"] == 1
    assert by_title["P5. Checkpoint contents"] == 5
    assert by_title["Proposal"] == "recommendation"
    # the recommendation is read over the whole proposal
    [proposal, _] = doc.sections_for("recommendation")
    assert proposal.end_line > doc.sections_for(6)[0].line


def test_a_recommendation_with_one_sub_part_keeps_it() -> None:
    text = (
        "# Plan\n\n## Recommendation\n\nRun on spot.\n\n### Cost\n\n$1.03 per useful GPU-hour.\n\n"
        "### Checkpoint contents\n\n- weights\n"
    )
    doc = parse_document(text)
    assert {s.title: s.question for s in doc.sections}["Checkpoint contents"] == "recommendation"


# --- Principle: a condition of the job itself (fp16, an EMA kept) holds when the scenario -----
# --- given with --scenario says so in its own words; one of the plan (a save inside an --------
# --- accumulation window) only when the document says so. -------------------------------------


def _scenario_saying(tmp_path: Path, words: str) -> Path:
    scenario = tmp_path / "team.yaml"
    text = (ROOT / "inputs" / "exercise.yaml").read_text("utf-8").replace("9 h", "6 h", 1)
    scenario.write_text(text.replace("assumptions:\n", f"assumptions:\n  - {words}\n", 1), "utf-8")
    return scenario


_TEAM_DOC = (
    "# Checkpointing for our run\n\n## Checkpoint contents\n\n"
    "We checkpoint every 40 minutes. The checkpoint holds:\n\n"
    "- model weights and fp32 master weights\n- Adam moments and the optimizer step\n"
    "- LR scheduler state\n- data-loader position\n- RNG states of every rank\n"
)


@pytest.mark.parametrize(
    ("words", "item", "fires"),
    [
        ("Training keeps an EMA of the weights (decay 0.9999).", "ema-weights", True),
        ("Training uses fp16 with dynamic loss scaling.", "loss-scaler", True),
        ("Training uses bf16 and keeps no EMA.", "ema-weights", False),
        ("Each step accumulates gradients over 4 micro-batches.", "grad-accumulation", False),
    ],
)
def test_the_scenario_s_words_decide_a_condition_of_the_job(
    tmp_path: Path, words: str, item: str, fires: bool
) -> None:
    doc = tmp_path / "design.md"
    doc.write_text(_TEAM_DOC, "utf-8")
    [result] = lint_paths([doc], scenario=_scenario_saying(tmp_path, words))
    counted = {f.item for f in result.findings if f.rule == "RG101" and f.severity != "info"}
    assert (item in counted) is fires


def test_only_job_conditions_are_read_in_the_scenario() -> None:
    by_id = {i.id: i for i in load_catalog()}
    assert by_id["ema-weights"].condition.of_job  # type: ignore[union-attr]
    assert by_id["loss-scaler"].condition.of_job  # type: ignore[union-attr]
    assert not by_id["grad-accumulation"].condition.of_job  # type: ignore[union-attr]
    assert not by_id["parallel-layout"].condition.of_job  # type: ignore[union-attr]


# --- Principle: a retention table's first column names a class and what it holds ------------
# --- ("milestones, weights + EMA, every 72 h"), not what it is for, unless it says a use. -----


@pytest.mark.parametrize(
    ("label", "fires"),
    [
        ("milestones, weights + EMA, every 72 h", True),
        ("milestones, kept for evaluation", False),
    ],
)
def test_a_retention_row_s_name_is_no_purpose(label: str, fires: bool) -> None:
    text = (
        EXERCISE
        + "## 6. Retention\n\n| Class | Count | Size |\n|---|---|---|\n"
        + f"| latest | 2 | 2.8 TB |\n| {label} | 5 | 1 TB |\n"
    )
    found = [f for f in lint_text(text, "doc.md").findings if f.rule == "RG502" and f.question == 6]
    assert bool(found) is fires


# --- Principle: a table's step count is its interval over the step time, as in prose: the -----
# --- column (or, transposed, the row) named "Steps" against the one interval of its row (or ---
# --- column), and a configuration block's "interval_steps" against its "interval_s". ----------


_STEPS_TABLES = {
    "columns": "| Plan | Interval | Steps |\n|---|---|---|\n| single writer | 3,944 s | {n} |\n",
    "rows": "| | single writer | sharded |\n|---|---|---|\n"
    "| Interval | 3,944 s | 986 s |\n| Steps | {n} | 1,095 |\n",
    "config": "```yaml\non_demand:\n  interval_s: 3944   # T*\n  interval_steps: {n}\n```\n",
}


@pytest.mark.parametrize("layout", sorted(_STEPS_TABLES))
@pytest.mark.parametrize(("n", "fires"), [("4,382", False), ("3,550", True)])
def test_a_table_s_step_count_is_its_interval_over_the_step_time(
    layout: str, n: str, fires: bool
) -> None:
    # 3,944 s / 0.9 s = 4,382 steps; 3,944 × 0.9 = 3,550 is the interval multiplied
    text = (
        EXERCISE
        + "## 1. Baseline\n\n"
        + _STEPS_TABLES[layout].format(n=n.replace(",", "") if layout == "config" else n)
    )
    found = [f for f in lint_text(text, "doc.md").findings if "multiplied" in f.message]
    assert bool(found) is fires


def test_a_table_with_two_intervals_in_a_row_is_not_judged() -> None:
    text = (
        EXERCISE
        + "## 1. Baseline\n\n| Plan | Interval on demand | Interval on spot | Steps |\n"
        + "|---|---|---|---|\n| sharded | 986 s | 312 s | 3,550 |\n"
    )
    assert not [f for f in lint_text(text, "doc.md").findings if "multiplied" in f.message]


# --- Principle: a count of steps is judged as steps: "about 887 steps" is not excused by the ---
# --- 840 s restart it happens to be near, and "986 s, about 887 steps" gives the interval ------
# --- again in steps. --------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "fires"), [("1,095", False), ("887", True)])
def test_an_approximate_step_count_is_still_judged(n: str, fires: bool) -> None:
    text = EXERCISE + f"## 2. Cheaper checkpoints\n\nT* ≈ 986 s, about {n} steps.\n"
    found = [f for f in lint_text(text, "doc.md").findings if f.rule == "RG401"]
    assert bool(found) is fires


def test_a_rough_step_count_in_a_symptom_is_no_interval() -> None:
    # "~1k" is ±500 steps: it shows no interval, multiplied or not
    text = EXERCISE + CORE_LIST.replace(
        "- Adam moments (exp_avg, exp_avg_sq) and the optimizer step count\n",
        "- Adam moments and the optimizer step count (loss spike, recovers after ~1k steps)\n",
    )
    assert not [f for f in lint_text(text, "doc.md").findings if "multiplied" in f.message]


# --- Principle: a percentage spelled in words ("roughly fifteen per cent", "ninety-four point -
# --- seven per cent") is a percentage, read as the digits would be. ---------------------------


@pytest.mark.parametrize(
    ("words", "fires"), [("roughly fifteen per cent", True), ("eighty-seven per cent", False)]
)
def test_a_spelled_percentage_is_read(words: str, fires: bool) -> None:
    # 14.8 % is the on-demand overhead: a goodput of fifteen per cent is the overhead
    text = EXERCISE + f"## 1. Baseline\n\nThe overhead is 14.8 %, a goodput of {words}.\n"
    assert bool([f for f in lint_text(text, "doc.md").findings if f.rule == "RG801"]) is fires


# --- Principle: the interval-vs-write relation counts for the asynchronous design where the ---
# --- document states it, not where question 7 says what contention does to every job ---------
# --- ("async writes overlap their own next snapshot and jobs stall"). -------------------------


_ASYNC_ANSWER = (
    "## 2. Cheaper checkpoints\n\n(b) Sharded + async: the loop blocks for the 1.5 s snapshot; "
    "T* ≈ 312 s.{constraint}\n\n"
    "## 7. Shared filesystem\n\n200 jobs ask for 900 GB/s: each write takes ten times longer, "
    "async writes overlap their own next snapshot and jobs stall. Stagger the writes.\n"
)


@pytest.mark.parametrize(
    ("constraint", "fires"),
    [("", True), (" The 15 s background write must finish before the next snapshot.", False)],
)
def test_contention_under_question_7_is_not_the_async_rule(constraint: str, fires: bool) -> None:
    text = EXERCISE + _ASYNC_ANSWER.format(constraint=constraint)
    assert bool([f for f in lint_text(text, "doc.md").findings if f.rule == "RG601"]) is fires


# --- Principle: question 2's sharding constraint is not read in a paragraph about the ---------
# --- asynchronous scheme alone ("the previous complete one is kept until the new one is -------
# --- committed", said of the background write). -----------------------------------------------


@pytest.mark.parametrize(
    ("sharded", "fires"),
    [
        ("(a) 16 writers: C = 15 s, T* ≈ 986 s.", True),
        ("(a) 16 writers: C = 15 s, T* ≈ 986 s; all 16 shards must be committed.", False),
    ],
)
def test_the_async_part_s_commit_is_no_sharding_constraint(sharded: str, fires: bool) -> None:
    text = (
        EXERCISE
        + f"## 2. Cheaper checkpoints\n\n{sharded}\n\n"
        + "Constraint for (b): the interval must be longer than the 15 s background write; the "
        + "previous checkpoint is kept until the new one is committed.\n"
    )
    found = [f for f in lint_text(text, "doc.md").findings if f.rule == "RG502" and f.question == 2]
    assert bool(found) is fires


# --- Principle: an aside closed before a number is its own: in "sharded + async (1.5 s ------
# --- blocking snapshot): ≈ 127 s" the snapshot is the 1.5 s's, not the 127 s's. ---------------


@pytest.mark.parametrize(
    ("line", "number", "fires"),
    [
        ("- sharded + async (1.5 s blocking snapshot): ≈ 90 s (100 steps).", "90 s", False),
        ("- sharded + async: the blocking snapshot takes 50 s.", "50 s", True),
    ],
)
def test_an_aside_s_word_is_the_aside_s(line: str, number: str, fires: bool) -> None:
    text = EXERCISE + f"## 3. Spot\n\n{line}\n"
    found = [
        f for f in lint_text(text, "doc.md").findings if f.rule == "RG201" and number in f.message
    ]
    assert bool(found) is fires


# --- Principle: what the plan sets to watch itself by (an SLO's target, an alert's threshold, -
# --- a grace period, a rolling window) is a design choice, like a retention policy's counts. --


@pytest.mark.parametrize(
    ("cell", "fires"), [("≤ 312 s + 60 s grace", False), ("the write takes 60 s", True)]
)
def test_a_monitoring_threshold_is_a_design_choice(cell: str, fires: bool) -> None:
    text = (
        EXERCISE
        + "## 7. Shared filesystem\n\n| SLO | Target |\n|---|---|\n"
        + f"| Checkpoint freshness | {cell} |\n"
    )
    found = [
        f for f in lint_text(text, "doc.md").findings if f.rule == "RG201" and "60 s" in f.message
    ]
    assert bool(found) is fires


# --- Principle: a decision record's Consequences continue its decision: the cost said there ---
# --- is the recommendation's cost; a list price among the facts it relies on is not. ---------


@pytest.mark.parametrize(
    ("after", "fires"),
    [
        (
            "## Consequences\n\n- Cost: $1.01 per useful GPU-hour, 59 % less than on demand.\n",
            False,
        ),
        ("## Consequences\n\n- We depend on the spot market; spot is $0.75/GPU-h.\n", True),
    ],
)
def test_consequences_carry_the_decision_s_cost(after: str, fires: bool) -> None:
    text = (
        EXERCISE
        + "## Decision\n\nRun on spot with sharded, asynchronous checkpoints every 90 s. Revisit "
        + "if the spot MTBF falls below 13 min.\n\n"
        + after
    )
    found = [
        f for f in lint_text(text, "doc.md").findings if f.rule == "RG701" and "cost" in f.message
    ]
    assert bool(found) is fires


# --- Principle: two spellings of one duration are each rounded on their own: "≈ 3,900 s ≈ 66 --
# --- min" (3,850–3,950 s against 3,930–3,990 s) can be 3,944 s. --------------------------------


@pytest.mark.parametrize(("minutes", "fires"), [("66", False), ("69", True)])
def test_two_roundings_of_one_duration_agree(minutes: str, fires: bool) -> None:
    text = EXERCISE + f"## 1. Baseline\n\nT* ≈ 3,900 s ≈ {minutes} min.\n"
    found = [f for f in lint_text(text, "doc.md").findings if "not the same duration" in f.message]
    assert bool(found) is fires


# --- Principle: shown arithmetic reads a term followed by its value in percent ("+ 45/32,400 --
# --- (0.14 %) +") as that value, and a root written equal to a root must have its value. ------


def test_a_term_with_its_percentage_is_read_as_it() -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert not list(shown_slips("1.67 % + 45/32,400 (0.14 %) + 31.1 % = 32.9 %"))
    [slip] = shown_slips("1.67 % + 45/32,400 (0.14 %) + 31.1 % = 35.9 %")
    assert slip.shown == "1.67 % + 45/32,400 (0.14 %) + 31.1 % = 35.9 %"


@pytest.mark.parametrize(("root", "fires"), [("√792,000", False), ("√7,920,000", True)])
def test_a_root_equal_to_a_root_must_hold(root: str, fires: bool) -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert bool(list(shown_slips(f"T* = √(2 × 13.75 × 28,800) = {root} ≈ 890 s"))) is fires
    # other computations on the right are the next terms of a chain, not a result
    assert not list(shown_slips("240/3,944 = 6.09 % + 1,972/32,400 = 6.09 %"))


# --- Principle: in a paragraph led by the asynchronous scheme's name ("**(b) Sharded + --------
# --- async.** The loop blocks for 10 % of the sharded write …"), its text is about that scheme.


def test_a_paragraph_lead_names_its_strategy() -> None:
    text = (
        EXERCISE
        + "## 2. Cheaper checkpoints\n\n**(b) Sharded + async.** The loop blocks for 10 % of the "
        + "sharded write, 1.5 s: T* = √(2 × 1.5 × 32,400) = 311.8 s.\n"
    )
    assert not [f for f in lint_text(text, "doc.md").findings if "another strategy" in f.message]


# --- Principle: a paragraph led as the document's assumptions or own inputs ("Assumptions: -----
# --- …", "Our own input: …") declares its numbers, as an Assumptions section does. ------------


@pytest.mark.parametrize(
    ("lead", "fires"),
    [("Our own input: ", False), ("Assumptions (ours): ", False), ("Note: ", True)],
)
def test_a_paragraph_led_as_assumptions_declares_its_numbers(lead: str, fires: bool) -> None:
    text = (
        EXERCISE
        + f"## 7. Shared filesystem\n\n{lead}node-local NVMe writes at 2.8 GB/s per node, "
        + "measured with fio.\n"
    )
    found = [
        f for f in lint_text(text, "doc.md").findings if f.rule == "RG201" and "2.8" in f.message
    ]
    assert bool(found) is fires


# --- Principle: a conditional item named only where the state section says the job has it ----
# --- ("We keep an EMA of the weights. The checkpoint holds:" over a list without it) is not ----
# --- saved: the list says what is saved. --------------------------------------------------------


@pytest.mark.parametrize(("extra", "fires"), [("", True), ("- EMA weights\n", False)])
def test_a_trait_of_the_job_is_no_list_entry(extra: str, fires: bool) -> None:
    text = EXERCISE + CORE_LIST.replace(
        "## 5. What the checkpoint holds\n\n",
        "## 5. What the checkpoint holds\n\nWe keep an EMA of the weights for evaluation. "
        "The checkpoint holds:\n\n" + extra,
    )
    assert (("ema-weights", "error") in _counted(text, "RG101")) is fires


# --- Principle: a Greek letter the document defines as the goodput ("η = goodput") names the --
# --- goodput wherever it is written ("η ≈ 5.6 %" is a goodput of 5.6 %). -----------------------


@pytest.mark.parametrize(("value", "fires"), [("94.7 %", False), ("5.6 %", True)])
def test_a_symbol_defined_as_the_goodput_names_it(value: str, fires: bool) -> None:
    text = (
        EXERCISE
        + "η = goodput = useful / wall; ω = overhead.\n\n## 2. Cheaper checkpoints\n\n"
        + f"ω = 1.52 % + 1.52 % + 2.59 % = 5.6 %, so η ≈ {value}.\n"
    )
    assert bool(_counted(text, "RG801")) is fires


# --- Principle: a duration said as an age or how far back ("a restart point at most 64 s ----
# --- old", "up to two minutes earlier") is what an interval leads to, not an input. ---------


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("A restart point at most 64 s old keeps the repro close to the hang.", False),
        ("A restart takes 64 s on our cluster.", True),
    ],
)
def test_an_age_is_no_input(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 4. The warning\n\n{line}\n"
    found = [
        f for f in lint_text(text, "doc.md").findings if f.rule == "RG201" and "64 s" in f.message
    ]
    assert bool(found) is fires


# --- Principle: a duration the sentence says is half of another it gives ("the rework is half -
# --- the interval: 67 s at the planner's 134 s") is computed in front of the reader. ----------


def test_half_of_another_duration_is_computed() -> None:
    text = (
        EXERCISE
        + "## 2. Cheaper checkpoints\n\nThe rework is half the interval: 156 s at T* = 312 s.\n"
    )
    assert not [f for f in lint_text(text, "doc.md").findings if f.rule == "RG401"]


# --- Principle: shown arithmetic reads a result in two units ("39 d 20 h") as one duration, -
# --- a computation in bytes against a result with its prefix ("≈ 4.5 GB/s"), and the --------
# --- difference of two costs shown before a result ("$3.056 − $1.117 = $1.939"). ------------


@pytest.mark.parametrize(
    ("shown", "slips"),
    [
        ("30 d × 1.328 = 39 d 20 h", False),
        ("1.4e12 / 3.12e2 ≈ 4.5 GB/s", False),
        ("1.4e12 / 3.12e2 ≈ 6.5 GB/s", True),
    ],
)
def test_shown_results_in_their_own_units(shown: str, slips: bool) -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert bool(list(shown_slips(shown))) is slips


def test_a_shown_difference_of_two_costs_is_a_change() -> None:
    text = (
        EXERCISE
        + "## 3. Spot\n\nStaying costs ($2.49 − $1.01 = $1.48 per useful GPU-hour) × 184,320.\n"
    )
    assert not [f for f in lint_text(text, "doc.md").findings if "matches no strategy" in f.message]


# --- Principle: a job's total that follows from a cost per GPU-hour the document writes (its --
# --- own option, "1.45 × 1.062 = $1.540", then "≈ $283.9k") is carried forward from that rate. -


@pytest.mark.parametrize(("total", "fires"), [("$283.9k", False), ("$320k", True)])
def test_a_total_carried_from_the_document_s_own_rate(total: str, fires: bool) -> None:
    # 184,320 useful GPU-hours × $1.540 = $283,853
    text = (
        EXERCISE
        + "## 3. Spot\n\n| Option | Cost per useful GPU-hour | Run total |\n|---|---|---|\n"
        + f"| Reserved | 1.45 × 1.062 = $1.540 | ≈ {total} |\n"
    )
    found = [f for f in lint_text(text, "doc.md").findings if "no total cost" in f.message]
    assert bool(found) is fires


# --- Principle: a conditional item named only where the document states the job's trait -----
# --- ("(200 GPUs; fp16 with dynamic loss scaling)") over a state list without it is not saved; -
# --- a sentence that excludes it or imagines another case ("an fp16 run would need it") is ----
# --- no such statement. ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trait", "fires"),
    [
        ("The run trains in fp16 with dynamic loss scaling.", True),
        ("We train in bf16, so no loss scaler; an fp16 run would need it.", False),
    ],
)
def test_a_stated_trait_over_a_list_without_its_item(trait: str, fires: bool) -> None:
    text = EXERCISE + trait + "\n\n" + CORE_LIST
    assert (("loss-scaler", "error") in _counted(text, "RG101")) is fires


# --- Principle: in question 4, a sentence that estimates the warning's effect ("only the ----
# --- hardware failures that come without notice still lose half an interval, ≈ 0.14 %") ------
# --- names the unwarned failures as a term of the estimate, not as a way the path fails. -----


@pytest.mark.parametrize(
    ("failure", "fires"),
    [
        ("", True),
        (" It fails when every spot job saves at once and the filesystem saturates.", False),
        (" Hardware failures come without notice, so the handler never runs for them.", False),
    ],
)
def test_unwarned_failures_in_an_estimate_are_no_failure_mode(failure: str, fires: bool) -> None:
    text = (
        EXERCISE
        + "## 4. The warning\n\nOn the notice we save and exit. Only the hardware failures that "
        + "come without notice still lose half an interval, 45 / 32,400 ≈ 0.14 %; waste ≈ "
        + f"32.9 %.{failure}\n"
    )
    found = [f for f in lint_text(text, "doc.md").findings if f.rule == "RG502" and f.question == 4]
    assert bool(found) is fires


# --- Principle: a document that groups thousands with spaces throughout ("32 400 s", "3 944 -
# --- s", "4 382 steps"; no comma between groups anywhere) is read so. ------------------------


def test_thousands_grouped_with_spaces_throughout() -> None:
    text = (
        EXERCISE
        + "## 1. Baseline\n\nT* = √(2 × 240 × 32 400) ≈ 3 944 s ≈ 65.7 min.\n\n"
        + "T*/τ = 3 944 / 0.9 ≈ 4 382 steps.\n"
    )
    assert not [f for f in lint_text(text, "doc.md").findings if f.rule == "RG401"]


# --- Principle: a T* written beside the MTBF of the case it is computed for (a sensitivity -----
# --- row "spot −50 % | 1,350 s | 63.6 s", a range "21,600 s / 255 s") is that case's optimum; --
# --- the MTBF beside its T* is the case's input, not an interval. ----------------------------


@pytest.mark.parametrize(("t_star", "fires"), [("63.6 s", False), ("50 s", True)])
def test_a_sensitivity_row_s_optimum_follows_its_mtbf(t_star: str, fires: bool) -> None:
    # sharded + async: C = 1.5 s; √(2 × 1.5 × 1,350) = 63.6 s
    text = (
        EXERCISE
        + "## 3. Spot\n\n| Case | M | T* |\n|---|---|---|\n"
        + f"| spot −50 % | 1,350 s | {t_star} |\n"
    )
    assert bool([f for f in lint_text(text, "doc.md").findings if f.rule == "RG401"]) is fires


def test_a_fact_read_in_the_wrong_unit_carries_nothing() -> None:
    # 45 min read as 45 h = 162,000 s: the T* computed from it is the slip
    text = (
        EXERCISE + "## 3. Spot\n\nM = 45 h = 162,000 s, so T* = √(2 × 240 × 162,000) ≈ 8,818 s.\n"
    )
    assert [f for f in lint_text(text, "doc.md").findings if f.rule == "RG401"]


# --- Principle: a step count that is the duration beside it over the step time ("R = 840 s --
# --- (933 steps)", "1.5 s (under 2 steps)") is that duration in steps, whatever it is. ------


def test_a_duration_spelled_in_steps_is_judged_as_a_pair() -> None:
    text = (
        EXERCISE
        + "## 1. Baseline\n\nR = 14 min = 840 s (933 steps); C = 10 % of 15 s = 1.5 s (under 2 "
        + "steps).\n"
    )
    assert not [f for f in lint_text(text, "doc.md").findings if f.rule == "RG401"]


# --- Principle: a sentence quoted from someone else ("Checkpoint: weights, …, grad-accumulation -
# --- buffer." in a review of another plan) makes no condition of this job hold. --------------


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        (
            'The junior plan said: "Checkpoint: weights, optimizer, grad-accumulation buffer."',
            False,
        ),
        (
            "We accumulate gradients over 4 micro-batches; the notice handler saves mid-window.",
            True,
        ),
    ],
)
def test_a_quoted_plan_makes_no_condition_hold(line: str, fires: bool) -> None:
    text = EXERCISE + f"{line}\n\n" + CORE_LIST
    assert (("grad-accumulation", "error") in _counted(text, "RG101")) is fires


# --- Principle: a table cell's size under a header or label that says "per day" is an amount --
# --- per unit of time, the interval's result, not an input. ----------------------------------


@pytest.mark.parametrize(
    ("label", "fires"), [("Filesystem writes per day", False), ("Spare disk", True)]
)
def test_a_size_per_day_in_a_table_is_a_rate(label: str, fires: bool) -> None:
    text = EXERCISE + f"## 7. Shared filesystem\n\n| | Ours |\n|---|---|\n| {label} | ≈ 61 TB |\n"
    found = [
        f for f in lint_text(text, "doc.md").findings if f.rule == "RG201" and "61 TB" in f.message
    ]
    assert bool(found) is fires


# --- Principle: a series of headings labelled as the document's own questions ("Question 4: ---
# --- is spot worth it?" in a decision tree) whose words name other questions than their ------
# --- numbers is its own numbering, like any numbered series. ----------------------------------


def test_a_document_s_own_question_series() -> None:
    text = (
        "# How we pick the checkpoint setup\n\n"
        "## Question 4: is spot worth it?\n\nPer useful hour, yes.\n\n"
        "## Question 5: what do we do with the 30 s notice?\n\nSave and exit.\n\n"
        "## Question 6: what goes in each checkpoint?\n\nWeights and optimizer.\n\n"
        "## Question 7: how long do we keep them?\n\nThe last 2.\n"
    )
    doc = parse_document(text)
    assert [s.own_question for s in doc.sections if s.level == 2] == [3, 4, 5, 6]


def test_an_exercise_answer_s_question_labels_stay() -> None:
    text = (
        "# Answers\n\n## Question 3: spot or on demand?\n\nx\n\n## Question 4: the warning\n\nx\n\n"
        "## Question 5: what the checkpoint holds\n\nx\n\n## Question 6: retention\n\nx\n"
    )
    doc = parse_document(text)
    assert [s.own_question for s in doc.sections if s.level == 2] == [3, 4, 5, 6]


# --- Principle: two modifiers sharing one head noun ("optimizer and global step") name both ---
# --- items; "optimizer state and global step" names only the global step. --------------------


@pytest.mark.parametrize(
    ("steps", "fires"),
    [
        ("the optimizer and global step", False),
        ("the optimizer & global step", False),
        ("the optimizer state and global step", True),
    ],
)
def test_a_shared_head_noun_names_both_steps(steps: str, fires: bool) -> None:
    state = CORE_LIST.replace(
        "- Adam moments (exp_avg, exp_avg_sq) and the optimizer step count\n",
        "- Adam moments (exp_avg, exp_avg_sq)\n",
    ).replace("the global step", steps)
    assert (("optimizer-step", "error") in _counted(EXERCISE + state, "RG101")) is fires


# --- Principle: a slip is named only by a number that shows which value it is: "every 2.45 h" -
# --- is the √(2·C·M) slip with C in seconds and M in minutes (8,818 s); a round "every 2 h" ---
# --- (±0.5 h, a retention spacing in set 05a) is no proof of it. ------------------------------


@pytest.mark.parametrize(("every", "fires"), [("2.45 h", True), ("2 h", False)])
def test_a_slip_is_named_only_by_a_fine_number(every: str, fires: bool) -> None:
    text = EXERCISE + f"## 1. On-demand\n\nWe checkpoint every {every}.\n"
    assert any("looks like a slip" in m for m in _findings_of(text, "RG401")) is fires


# --- Principle: a footnote's marker ("model[^daly]") names no formula, and a cited ----------
# --- paper's author ("J. T. Daly, \"A higher order estimate …\"") is a source, not the -------
# --- formula used; Daly's estimate used in a sentence or a code cell still needs the --------
# --- exponential model stated. ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "fires"),
    [
        (
            "T*/M ≈ 0.4 is outside the range of the first-order model[^daly].\n\n"
            '[^daly]: J. T. Daly, "A higher order estimate of the optimum checkpoint '
            'interval", FGCS 22(3), 2006.\n',
            False,
        ),
        ("T*/M ≈ 0.4, so we use Daly's higher-order estimate: 1,020 s.\n", True),
        ("```python\np_hit = 1 - exp(-16.5 / M_spot)\n```\n", True),
    ],
)
def test_a_footnote_marker_names_no_model(body: str, fires: bool) -> None:
    text = EXERCISE + "## 3. Spot\n\n" + body
    assert any("failure model" in m for m in _findings_of(text, "RG202")) is fires


# --- Principle: a measurement that says where or when it was taken ("measured by us from ------
# --- the client-side stats") is stated with its source, there and wherever the document uses --
# --- it again; a bare "we measured 31 GB/s" names no source. ----------------------------------


@pytest.mark.parametrize(
    ("measured", "fires"),
    [
        ("The filesystem gave our job 31 GB/s (measured by us from the client-side stats).", False),
        ("We measured 31 GB/s on the filesystem during the incident.", True),
    ],
)
def test_a_measurement_with_its_source_is_stated(measured: str, fires: bool) -> None:
    text = (
        EXERCISE
        + f"## 7. Shared filesystem\n\n{measured}\n\n"
        + "Our measured 31 GB/s is consistent with that contention.\n"
    )
    unstated = [m for m in _findings_of(text, "RG201") if m.startswith("31 GB/s")]
    assert bool(unstated) is fires


# --- Principle: a table row with a cell that gives its source and holds no number of its own --
# --- ("| Free host RAM | 96 GB | measured on two nodes |", "| … | assumption |") states the --
# --- row's figures. ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "fires"),
    [
        ("measured on two nodes with the data loader running", False),
        ("assumption (ours)", False),
        ("node spec sheet", True),
    ],
)
def test_a_row_s_source_cell_states_its_figures(source: str, fires: bool) -> None:
    text = (
        EXERCISE
        + "## Parameters\n\n| Parameter | Value | Source |\n|---|---|---|\n"
        + "| MTBF on demand | 9 h | exercise |\n"
        + f"| Free host RAM per node | 96 GB | {source} |\n\n"
        + "## 4. Notice\n\nThe 44 GB slice of each node fits in its 96 GB of host RAM.\n"
    )
    unstated = [m for m in _findings_of(text, "RG201") if m.startswith("96 GB")]
    assert bool(unstated) is fires


# --- Principle: a number after a plus-minus sign ("a slot with ±30 s jitter") is a spread the -
# --- plan allows, not a value of the environment; a 30 s restart on spot is one. -------------


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("Write in the slot the scheduler assigns, with ±30 s jitter.", False),
        ("Write in the slot the scheduler assigns; our restart on spot takes 30 s.", True),
    ],
)
def test_a_tolerance_is_no_input(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 7. Shared filesystem\n\n{line}\n"
    assert bool([m for m in _findings_of(text, "RG201") if m.startswith("30 s")]) is fires


# --- Principle: a negation in another clause is another item's: "trains in fp16 with dynamic --
# --- loss scaling, keeps an EMA, and does not accumulate gradients" states the loss scaler as -
# --- the job's trait, which a state list without it does not save. ---------------------------


@pytest.mark.parametrize(
    ("trait", "fires"),
    [
        ("We train in fp16 with dynamic loss scaling, and we do not accumulate gradients.", True),
        ("Context: 14.6 days if nothing fails. fp16 with dynamic loss scaling, no EMA.", True),
        ("We train in fp16 but without loss scaling, and we do not accumulate gradients.", False),
    ],
)
def test_a_negation_in_another_clause_is_another_item_s(trait: str, fires: bool) -> None:
    text = EXERCISE + f"{trait}\n\n" + CORE_LIST
    assert (("loss-scaler", "error") in _counted(text, "RG101")) is fires


# --- Principle: a goodput written to a tenth of a point that is, at that precision, both -----
# --- 1/(1 + w) and 1 − w of one and the same overhead of the model ("99.5 %" at 0.48 %) needs -
# --- no convention: the two agree; "96.4 %" (1 − 3.6 % only) still does. ----------------------


@pytest.mark.parametrize(("goodput", "fires"), [("99.5 %", False), ("96.4 %", True)])
def test_a_goodput_both_conventions_agree_on(goodput: str, fires: bool) -> None:
    text = (
        EXERCISE
        + f"## 2. Cheaper checkpoints\n\nSharded + async on demand has a goodput of {goodput}.\n"
    )
    assert bool(_findings_of(text, "RG202")) is fires


# --- Principle: a modal after a number is what follows from it ("with 2 TB of host RAM per ---
# --- node two snapshots would fit"), not a word about the number; a hedge right after it ----
# --- ("2 TB, assumed") still declares it. ----------------------------------------------------


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("Each node holds 44 GB, and with 2 TB of host RAM per node two would fit.", True),
        ("Each node holds a 44 GB snapshot; host RAM is 2 TB per node (assumed).", False),
    ],
)
def test_a_modal_after_a_number_does_not_declare_it(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 2. Cheaper checkpoints\n\n{line}\n"
    assert bool([m for m in _findings_of(text, "RG201") if m.startswith("2 TB")]) is fires


# --- Principle: numbers spelled with hundreds ("two hundred and forty seconds") are read ------
# --- whole, not as their last word ("forty seconds"). -----------------------------------------


def test_spelled_hundreds_are_read_whole() -> None:
    from reportgen.lint.quantities import quantities_in

    found = quantities_in("The full two hundred and forty seconds, or two hundred seconds.")
    assert [(q.raw, q.value) for q in found] == [
        ("two hundred and forty seconds", 240.0),
        ("two hundred seconds", 200.0),
    ]


# --- Principle: when the next save comes ("done before the next snapshot at 104 s") is the ----
# --- interval, a result; the snapshot's own duration ("the snapshot takes 7 s") is an input. ---


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("The 15 s background write has to be done before the next snapshot at 7 s.", False),
        ("The 15 s background write is fine; the snapshot takes 7 s.", True),
    ],
)
def test_when_the_next_save_comes_is_the_interval(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 2. Cheaper checkpoints\n\n{line}\n"
    assert bool([m for m in _findings_of(text, "RG201") if m.startswith("7 s")]) is fires


# --- Principle: arithmetic written in words or with a superscript power of ten is read as ----
# --- written with symbols: "square root of (2 × 15 × 32,400) ≈ 985.9 seconds" holds, "≈ ------
# --- 9,985.9 seconds" does not; "1.95 × 10⁻⁴ × 296 ≈ 5.8 %" holds, "≈ 58 %" does not. ------


@pytest.mark.parametrize(
    ("shown", "holds"),
    [
        ("T* = square root of (2 × 15 × 32,400) ≈ 985.9 seconds.", True),
        ("T* = square root of (2 × 15 × 32,400) ≈ 9,985.9 seconds.", False),
        ("Lost work: 1.95 × 10⁻⁴ × 296 ≈ 5.8 %.", True),
        ("Lost work: 1.95 × 10⁻⁴ × 296 ≈ 58 %.", False),
    ],
)
def test_arithmetic_in_words_and_powers_of_ten(shown: str, holds: bool) -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert (not list(shown_slips(shown))) is holds


# --- Principle: the time between interruptions, however it is called ("the spot interruption -
# --- interval falls below 20 minutes"), is the MTBF, not the checkpoint interval. -------------


@pytest.mark.parametrize(
    ("said", "fires"),
    [
        ("the spot interruption interval falls below 2.45 h", False),
        ("we checkpoint every 2.45 h", True),
    ],
)
def test_an_interruption_interval_is_no_checkpoint_interval(said: str, fires: bool) -> None:
    text = EXERCISE + f"## Recommendation\n\nSpot; revisit if {said}.\n"
    assert any("looks like a slip" in m for m in _findings_of(text, "RG401")) is fires


# --- Principle: a question quoted in emphasis before its answer ("> *1. On-demand baseline. --
# --- Compute …*") starts that question's answer, and so does a quoted paragraph whose number --
# --- and words name the same question ("> *7. The failure mode nobody plans for. 200 other ---
# --- jobs …*"); a quoted claim numbered 7 whose words name another question does not. -------


def test_questions_quoted_in_emphasis_start_their_answers() -> None:
    text = (
        "# My answers\n\n"
        "> *1. On-demand baseline. Compute the optimal interval. Show the arithmetic.*\n\n"
        "T* = sqrt(2 · 240 · 32,400) ≈ 3,944 s.\n\n"
        "> *7. The failure mode nobody plans for. 200 other jobs share your filesystem. "
        "Describe what happens.*\n\n"
        "The filesystem saturates.\n\n"
        "> 7. Spot is 3.2× cheaper, as the vendor said.\n\n"
        "Not per useful hour.\n"
    )
    doc = parse_document(text)
    assert doc.question_at(5) == 1
    assert doc.question_at(9) == 7
    assert doc.question_at(13) == 7  # still question 7's answer: the quoted claim starts none


# --- Principle: a duration written h:mm:ss ("√8,100 = 0:01:30") is that many seconds in the --
# --- arithmetic it closes; "√15,552,000 = 1:15:44" is still wrong (3,944 s is 1:05:44). -----


@pytest.mark.parametrize(
    ("shown", "holds"),
    [
        ("T* = √(2 × 1.5 × 2,700) = √8,100 = 0:01:30 (100 steps).", True),
        ("T* = √(2 × 240 × 32,400) = √15,552,000 = 1:05:44.", True),
        ("T* = √(2 × 240 × 32,400) = √15,552,000 = 1:15:44.", False),
    ],
)
def test_a_clock_duration_closes_arithmetic(shown: str, holds: bool) -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert (not list(shown_slips(shown))) is holds


# --- Principle: a step count said to be a length of training ("run 566 steps, checkpoint, ----
# --- kill, resume", "the first 500 steps") is no interval; "T* ≈ 566 steps" is one (a slip). --


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("T* ≈ 566 steps.", True),
        ("Test before launch: run 566 steps, checkpoint, kill, resume.", False),
    ],
)
def test_a_length_of_training_is_no_interval(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 1. On-demand\n\n{line}\n"
    assert any("looks like a slip" in m for m in _findings_of(text, "RG401")) is fires


# --- Principle: saves named in the plural after a duration ("7 s snapshots / 410 s durable") -
# --- are that far apart, the interval; "the snapshot takes 7 s" is the snapshot's duration. --


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("Spot, two-tier, 7 s snapshots to host memory.", False),
        ("Spot, two-tier: the snapshot to host memory takes 7 s.", True),
    ],
)
def test_saves_in_the_plural_are_that_far_apart(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 2. Cheaper checkpoints\n\n{line}\n"
    assert bool([m for m in _findings_of(text, "RG201") if m.startswith("7 s")]) is fires


# --- Principle: a list item's run-in title may sit in parentheses ("16. (Recommendation.) Run --
# --- on spot …"), as a document that numbers its paragraphs and names each one's part writes. --


def test_a_run_in_title_in_parentheses_names_its_part() -> None:
    items = [f"{n}. (Q{n}.) The answer to question {n}." for n in range(1, 8)]
    items.append("8. (Recommendation.) Run on spot with sharded, asynchronous checkpoints.")
    doc = parse_document("Answers in numbered paragraphs.\n\n" + "\n\n".join(items) + "\n")
    assert [doc.question_at(3 + 2 * k) for k in range(8)] == [1, 2, 3, 4, 5, 6, 7, "recommendation"]


# --- Principle: a size that is one of the scenario's facts is no storage quota ("Capacity: 1.4 -
# --- TB / 15 s ≈ 93 GB/s" divides the checkpoint's size); "our quota is 50 TB" is one. --------


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("Capacity: 1.4 TB / 15 s ≈ 93 GB/s at saturation.", False),
        ("Our project quota is 50 TB, so we keep 30 checkpoints.", True),
    ],
)
def test_a_fact_is_no_storage_quota(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 7. Shared filesystem\n\n{line}\n"
    assert any("storage quota" in m for m in _findings_of(text, "RG201")) is fires


# --- Principle: a goodput quoted from the planner ("`reportgen plan` gives a goodput of 69.7 %")
# --- carries the planner's definition (useful ÷ wall time, said in every report it writes). --


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("At 592 s, `reportgen plan` gives a goodput of 96.4 %.", False),
        ("At 592 s, we get a goodput of 96.4 %.", True),
    ],
)
def test_a_goodput_from_the_planner_carries_its_definition(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 2. Cheaper checkpoints\n\n{line}\n"
    assert bool(_findings_of(text, "RG202")) is fires


# --- Principle: arithmetic kept in a fenced block under question 4 ("spot cost = 0.75 * 1.328 -
# --- = $1.00 per useful GPU-hour") quantifies the warning's effect; without it, "it does not --
# --- change the answer to (3)" still weighs the effect unquantified. --------------------------


@pytest.mark.parametrize(
    ("block", "fires"),
    [("```\nspot cost = 0.75 * 1.328 = $1.00 per useful GPU-hour\n```\n\n", False), ("", True)],
)
def test_arithmetic_in_a_fenced_block_quantifies(block: str, fires: bool) -> None:
    text = (
        EXERCISE
        + "## 4. The 120 s warning\n\nEffect: a warned preemption loses no work.\n\n"
        + block
        + "It does not change the answer to (3).\n"
    )
    found = [m for m in _findings_of(text, "RG502") if "without quantifying" in m]
    assert bool(found) is fires


# --- Principle: an upper bound that a duration of the model meets closely ("cut the blocking ---
# --- cost to under 2 s" for the 1.5 s snapshot, "Blocking time < 5 s | Met") is a claim about --
# --- that value rounded up, not an input; a bound nothing of the model comes near is one. -----


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        # 48 writers and a 6 % snapshot: 240 s / 48 × 0.06 = 0.3 s blocks the loop
        ("Asynchronous writes cut the blocking cost to under 0.4 s.", False),
        ("| Blocking time | < 0.4 s per checkpoint | Met |", False),
        # nothing the loop blocks for comes near 3 s: the bound is the writer's own figure
        ("Asynchronous writes cut the blocking cost to under 3 s.", True),
    ],
)
def test_a_bound_the_model_meets_is_no_input(tmp_path: Path, line: str, fires: bool) -> None:
    text = (ROOT / "inputs" / "exercise.yaml").read_text("utf-8")
    text = text.replace("parallel_writers: 16", "parallel_writers: 48")
    scenario = tmp_path / "team.yaml"
    scenario.write_text(text.replace("snapshot_fraction: 10 %", "snapshot_fraction: 6 %"), "utf-8")
    doc = tmp_path / "design.md"
    doc.write_text(f"# Our checkpoint design\n\n## Cheaper checkpoints\n\n{line}\n", "utf-8")
    [result] = lint_paths([doc], scenario=scenario)
    assert any(f.rule == "RG201" for f in result.findings) is fires


# --- Principle: a number written after another and a slash, with no space ("64/51 GB/s"), is ---
# --- the divisor of a quotient that carries the unit, not a quantity of that unit; "1.4 TB / ---
# --- 15 s" still reads its 15 s. ----------------------------------------------------------------


def test_the_divisor_of_a_written_quotient_is_no_quantity() -> None:
    from reportgen.lint.quantities import find_quantities

    assert [q.raw for q in find_quantities("600 GB at 64/51 GB/s ≈ 478 s")] == ["600 GB", "478 s"]
    assert "15 s" in [q.raw for q in find_quantities("1.4 TB / 15 s ≈ 93 GB/s")]
    fires = EXERCISE + "## 7. Shared filesystem\n\nOur filer gives each job 51 GB/s.\n"
    quiet = EXERCISE + "## 7. Shared filesystem\n\n1.4 TB at 64/51 GB/s would take 1,116 s.\n"
    assert any("51 GB/s" in m for m in _findings_of(fires, "RG201"))
    assert not any("51 GB/s" in m for m in _findings_of(quiet, "RG201"))


# --- Principle: a figure quoted from a document named with a place in it ("ExaStor 9 ---------
# --- datasheet, rev. C, table 3") is stated with its source; a citation's abbreviations ("rev.",
# --- "Fig.", "p.", "et al.") end no sentence. A document named without a place is no source. -


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        (
            "The vendor's datasheet quotes 120 GB/s aggregate write for our Lustre "
            '("ExaStor 9 datasheet, rev. C, table 3").',
            False,
        ),
        ("The vendor's datasheet quotes 120 GB/s aggregate write for our Lustre.", True),
    ],
)
def test_a_figure_from_a_named_place_in_a_document_is_sourced(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 7. Shared filesystem\n\n{line}\n"
    assert any("120 GB/s" in m for m in _findings_of(text, "RG201")) is fires


def test_a_citation_s_abbreviations_end_no_sentence() -> None:
    text = "See rev. C, ref. NQ-2231 and Fig. 2 on p. 12 of Wang et al. (2023). Next one.\n"
    doc = parse_document(text)
    assert [s.text for s in doc.sentences] == [
        "See rev. C, ref. NQ-2231 and Fig. 2 on p. 12 of Wang et al. (2023).",
        "Next one.",
    ]


# --- Principle: a paragraph led by the strategies in sequence ("Plan: 12-way sharded writes, ---
# --- then async.") is about both, so the sentence's own "sharded C = 15 s" says whose T* it ----
# --- gives; a paragraph led by the asynchronous scheme alone is about that scheme. ------------


@pytest.mark.parametrize(
    ("lead", "fires"),
    [("**Plan:** 16-way sharded writes, then async.", False), ("**(b) Sharded + async.**", True)],
)
def test_a_lead_in_sequence_names_no_one_strategy(lead: str, fires: bool) -> None:
    text = (
        EXERCISE
        + f"## 2. Cheaper checkpoints\n\n{lead}\n**My check:** sharded C = 240 / 16 = 15 s, "
        + "T* = √(2 × 15 × 32,400) ≈ 986 s.\n"
    )
    found = [m for m in _findings_of(text, "RG401") if "another strategy" in m]
    assert bool(found) is fires


# --- Principle: in an exercise answer, what question 2's sharding constraint says a restore ---
# --- would need ("the resume code has to reassemble the shards, also onto a different number --
# --- of ranks") is the constraint the question asks for, not a plan to reshard: the layout ----
# --- is asked of the state list only when the answer plans it elsewhere. -----------------------


@pytest.mark.parametrize(
    ("where", "fires"),
    [
        ("## 2. Cheaper checkpoints\n\n{s}\n\n", False),
        ("## 2. Cheaper checkpoints\n\nSixteen writers.\n\n## 4. The warning\n\n{s}\n\n", True),
    ],
)
def test_the_sharding_constraint_plans_no_resharding(where: str, fires: bool) -> None:
    said = "After a preemption the job resumes on a different number of GPUs."
    text = EXERCISE + where.format(s=said) + CORE_LIST
    assert (("parallel-layout", "error") in _counted(text, "RG101")) is fires


def test_not_in_answer_to_must_name_a_question() -> None:
    from reportgen.catalog import _condition

    bad = {"holds_when": "x", "not_in_answer_to": 9}
    with pytest.raises(ValueError, match="not_in_answer_to must be a question 1-7"):
        _condition({"requirement": "conditional", "condition": bad}, 3)


# --- Principle: a waste, goodput or cost written as a bare fraction ("w ≈ 0.328 instead of ---
# --- 0.344", "goodput 0.667") quantifies the warning's effect as a percentage would; a time ---
# --- ("the save costs 1.5 s") does not. -----------------------------------------------------


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("Effect: warned preemptions lose no rework, so w ≈ 0.328 instead of 0.344.", False),
        ("Effect: goodput 0.667, spot cost 0.75 / 0.667 = 1.12 instead of 1.14.", False),
        ("Effect: the final save costs 1.5 s more.", True),
    ],
)
def test_a_bare_fraction_quantifies_the_warning_s_effect(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 4. The 120 s warning\n\n{line} It does not change the answer to (3).\n"
    found = [m for m in _findings_of(text, "RG502") if "without quantifying" in m]
    assert bool(found) is fires


# --- Principle: an aside names what a value is made of, not the strategy a sentence goes to: --
# --- in "C = 1.5 s (10 % of the 15 s sharded write) → T* = 311.8 s" the T* is the async ------
# --- scheme's; "sharded: C = 15 s → T* = 311.8 s" gives the sharded one the async T*. --------


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("**(b) Async.** C = 1.5 s (10 % of the 15 s sharded write) → T* = 311.8 s.", False),
        ("**(b) Async.** Sharded: C = 15 s → T* = 311.8 s.", True),
    ],
)
def test_an_aside_names_no_strategy(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 2. Cheaper checkpoints\n\n{line}\n"
    found = [m for m in _findings_of(text, "RG401") if "another strategy" in m]
    assert bool(found) is fires


# --- Principle: a duration given as an interval's symbol ("T1 = 296 s", "T_opt = 312 s") or --
# --- half of one ("each failure losing T1/2 = 148 s") is the interval or the work a failure --
# --- loses: a result RG401 judges, not an input; "each failure losing 148 s" alone is one. ---


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("Failures recovered from the partner: 4.3 × 10⁻⁵ s⁻¹, each losing T1/2 = 148 s.", False),
        ("Failures recovered from the partner: 4.3 × 10⁻⁵ s⁻¹, each restart taking 148 s.", True),
    ],
)
def test_half_an_interval_s_symbol_is_a_result(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 3. Spot\n\n{line}\n"
    assert any("148 s" in m for m in _findings_of(text, "RG201")) is fires


# --- Principle: a table introduced by the source of its figures ("Measured on the 2026-11-24 --
# --- failure drill (timed each phase from the job log):") states its rows with that source; a -
# --- table under a bare "Restart phases:" does not. ------------------------------------------


@pytest.mark.parametrize(
    ("intro", "fires"),
    [
        ("Measured on the 2026-11-24 failure drill (timed each phase from the job log):", False),
        ("Restart phases:", True),
    ],
)
def test_a_table_introduced_by_its_source_is_stated(intro: str, fires: bool) -> None:
    table = "| Phase | Time |\n|---|---|\n| requeue (allocate a spare node) | 6 min |\n"
    text = EXERCISE + f"## 3. Spot\n\n{intro}\n\n{table}"
    assert any("6 min" in m for m in _findings_of(text, "RG201")) is fires


# --- Principle: a team's design doc may list how its notice handler fails among its risks ----
# --- ("| Hung rank at SIGTERM | no final save |"); a risk about something else ("| Disk full --
# --- | retention prunes |") says nothing of the notice's path. ------------------------------


@pytest.mark.parametrize(
    ("risk", "fires"),
    [
        ("| Hung rank at SIGTERM | no final save | watchdog kills the job |", False),
        ("| Disk quota full | writes fail | retention prunes older checkpoints |", True),
    ],
)
def test_a_risk_register_can_hold_the_notice_s_failure(
    tmp_path: Path, risk: str, fires: bool
) -> None:
    doc = tmp_path / "design.md"
    doc.write_text(
        "# Our checkpoint design\n\n## Preemption notice\n\nOn SIGTERM: finish the step, "
        "snapshot, write the shards, commit, exit.\n\n## Risks\n\n| Risk | Effect | Mitigation |\n"
        f"|---|---|---|\n{risk}\n",
        "utf-8",
    )
    [result] = lint_paths([doc], scenario=_scenario_saying(tmp_path, "A team's own run."))
    found = [f for f in result.findings if f.rule == "RG502" and "graceful" in f.message]
    assert bool(found) is fires


# --- Principle: a paragraph opening with a question's label closed by a parenthesis ("Q4) -----
# --- 120 s warning: finish the step, …") starts that question's answer, as "Q4 120 s warning:" -
# --- does; "Q4) was the hardest part" in a sentence still does not. --------------------------


def test_a_label_closed_by_a_parenthesis_opens_its_answer() -> None:
    text = (
        "notes\n\nQ3) spot M = 2700 s\n w ≈ 34.4 %\n\n"
        "Q4) 120 s warning: finish current stp, D2H snapshot (1.5 s), dump shards, commit, and "
        "exit well inside the 120 s; effect: warned preemptions lose no work.\n"
        " can fail when needed: reclaims come in waves.\n"
    )
    assert parse_document(text).question_at(7) == 4
    said = "notes\n\nQ3) spot M = 2700 s\n w ≈ 34.4 %\n\nQ4) was the hardest part for me.\n"
    assert parse_document(said).question_at(7) == 3


# --- Principle: notes abbreviate steps as "stp" ("≈ 887 stp"): a count of steps, judged as ----
# --- one ("986 s ≈ 887 stp" is the interval multiplied by the step time). --------------------


def test_stp_is_a_count_of_steps() -> None:
    from reportgen.lint.quantities import find_quantities

    assert [q.kind for q in find_quantities("≈ 887 stp")] == ["steps"]
    text = EXERCISE + "## 2. Cheaper checkpoints\n\nT* ≈ 986 s ≈ 16.4 min ≈ 887 stp.\n"
    assert any("887 stp" in m for m in _findings_of(text, "RG401"))
    right = EXERCISE + "## 2. Cheaper checkpoints\n\nT* ≈ 986 s ≈ 16.4 min ≈ 1,095 stp.\n"
    assert not any("stp" in m for m in _findings_of(right, "RG401"))


# --- Principle: an interval the shared filesystem sets, given by the document where such ------
# --- intervals belong ("So two tiers: every 507 steps (608 s)" in its decision), is the --------
# --- document's plan: its later use ("608 s ≫ 20 s here") is that plan's, not a slip. ---------


@pytest.mark.parametrize(("decided", "fires"), [(True, False), (False, True)])
def test_the_plan_s_interval_used_again_is_no_slip(
    tmp_path: Path, decided: bool, fires: bool
) -> None:
    scenario = (
        ROOT
        / "benchmarks"
        / "judgment_sets"
        / "blind-2026-12-05j"
        / "designdocs"
        / "spot-232-cameratrap-fp16-ema-40s.yaml"
    )
    decision = (
        "## Decision\n\nSo two tiers: every 507 steps (608 s) to host memory plus a copy on a "
        "peer node.\n\n"
    )
    doc = tmp_path / "design.md"
    doc.write_text(
        "# Camera-trap checkpoints\n\n"
        + (decision if decided else "")
        + "## Notes\n\n- Async needs the interval to exceed the background write (608 s ≫ 20 s "
        "here).\n",
        "utf-8",
    )
    [result] = lint_paths([doc], scenario=scenario)
    assert any(f.rule == "RG401" and "608 s" in f.message for f in result.findings) is fires


# --- Principle: in a sum, a term followed by its value in the sum's percentage points ("0.17 --
# --- + 489/54,000 (0.91) + 1.33 = 2.4 %"), or a value followed by the term it is ("2.59 % ----
# --- (840 s / 32,400 s)"), is that one term written twice; a wrong total is still a slip. ----


@pytest.mark.parametrize(
    ("shown", "slip"),
    [
        ("Reserved: 0.17 + 489/54,000 (0.91) + 1.33 = 2.4 % overhead.", False),
        ("Reserved: 0.17 + 489/54,000 (0.91) + 1.33 = 3.4 % overhead.", True),
        ("Overhead = 6.09 % + 6.09 % + 2.59 % (840 s / 32,400 s) = 14.8 %.", False),
        ("Overhead = 6.09 % + 6.09 % + 2.59 % (840 s / 32,400 s) = 18.8 %.", True),
    ],
)
def test_a_term_written_with_its_value_is_one_term(shown: str, slip: bool) -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert bool(list(shown_slips(shown))) is slip


# --- Principle: a forum handle as a post's bold lead ("**u/spotfan:** Spot is 3.2× cheaper, ---
# --- right?") is who asks, not a title: the words asked name the question, and a handle's -----
# --- letters ("u/shardy") name none. -----------------------------------------------------------


def test_a_thread_s_handles_are_askers_not_titles() -> None:
    text = (
        "# AMA\n\n**u/gradnorm:** What's the on-demand interval?\n\n> **OP:** T* ≈ 3,944 s.\n\n"
        "**u/shardy:** Spot is 3.2× cheaper, right?\n\n> **OP:** Per wall hour only.\n\n"
        "**u/asyncawait:** Thanks, great thread!\n\n> **OP:** You're welcome.\n"
    )
    doc = parse_document(text)
    assert [s.question for s in doc.sections if s.level == 7] == [1, 3]


# --- Principle: a checkpoint's keys written as dotted identifiers ("data.position", ----------
# --- "optim.m", "optim.v") name their items as the words do; "e.g." and "3.2 s" are no keys. --


def test_dotted_keys_name_their_items() -> None:
    from reportgen.lint.concepts import mentions, normalise

    assert {"data-position", "optimizer-moments"} <= mentions(
        "optim.m, optim.v and data.position, data.shuffle_seed"  # (code marks read off)
    )
    assert normalise("e.g. a 3.2 s step") == "e g. a 3.2 s step"


# --- Principle: a small count written in words ("so two in flight need ≈ 54 GB per node") ----
# --- multiplies as a numeral does: the result follows from the figure written before it. -----


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("A snapshot is ≈ 27 GB per node, so two in flight need ≈ 54 GB per node.", False),
        ("A snapshot is ≈ 27 GB per node, so the buffers need ≈ 54 GB per node.", True),
    ],
)
def test_a_count_in_words_multiplies(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 2. Cheaper checkpoints\n\n{line}\n"
    assert any("54 GB" in m for m in _findings_of(text, "RG201")) is fires


# --- Principle: a document written in capitals spells its units in capitals ("3944 S", -------
# --- "65.7 MIN", "14.8 PCT", "4382 STEPS", "93 GB/S"): read as the same units; "5 M users" is --
# --- no duration (M is a million, or the MTBF's symbol). --------------------------------------


def test_units_in_capitals_are_units() -> None:
    from reportgen.lint.quantities import find_quantities

    text = "T* = 3944 S = 65.7 MIN = 4382 STEPS STOP WASTE 14.8 PCT STOP 1.4 TB / 15 S = 93 GB/S"
    assert [q.kind for q in find_quantities(text)] == [
        "duration", "duration", "steps", "percent", "size", "duration", "bandwidth",
    ]  # fmt: skip
    assert find_quantities("5 M users") == []


# --- Principle: a written fraction of a figure written before it ("about 1/9 of 9.6 TB ≈ 1.07 --
# --- TB", "half of the 1.4 TB") is derived from that figure, not a new input. ----------------


@pytest.mark.parametrize(
    ("line", "fires"),
    [
        ("A weights-only copy is about 1/9 of 1.4 TB ≈ 156 GB.", False),
        # (a fraction the figure does not give is no derivation of it)
        ("A weights-only copy is about 1/9 of 1.4 TB ≈ 120 GB.", True),
    ],
)
def test_a_fraction_of_a_figure_is_derived(line: str, fires: bool) -> None:
    text = EXERCISE + f"## 2. Cheaper checkpoints\n\n{line}\n"
    assert any(" GB is not" in m for m in _findings_of(text, "RG201")) is fires


# --- Principle: a paragraph opening with a question's label and a full stop ("Part 6. ---------
# --- Retention: …", "Part 2(a). C = 240/16 = 15 s") starts that answer, as a colon does; ------
# --- "Part 6 was the hardest" does not. -------------------------------------------------------


def test_a_label_with_a_full_stop_opens_its_answer() -> None:
    text = (
        "Candidate 0417\n\nPart 1.\nT* = 3 944 s.\n\nPart 2(a). C = 240/16 = 15 s.\n\n"
        "Part 6. Retention: last 2 full, every 4 h kept 24 h.\n\nPart 6 was the hardest.\n"
    )
    doc = parse_document(text)
    assert [doc.question_at(n) for n in (3, 6, 8, 10)] == [1, 2, 6, 6]
    assert [s.title for s in doc.sections if s.level == 7] == ["Part 1", "Part 2(a)", "Part 6"]


# --- Principle: a question quoted as an ordered list's item ("> 3. The spot decision...") is --
# --- that question when its number and its words name the same one, as a quoted paragraph ----
# --- "3. The spot decision" is; "> 3. Spot is cheaper" quoted from a claim is not asked. ------


def test_a_quoted_numbered_item_naming_its_question_opens_the_answer() -> None:
    text = (
        "Re: your questions\n\n> 1. On-demand baseline. Compute T*...\n\nT* ≈ 3,944 s.\n\n"
        "> 3. The spot decision...\n\nSpot wins per useful hour.\n\n"
        "> 5. What must be in the checkpoint...\n\n- weights\n- Adam m and v\n"
    )
    doc = parse_document(text)
    assert [s.question for s in doc.sections if s.level == 7] == [1, 3, 5]


# --- Principle: a container's own count before a part's title ("Slide 9 — State.") is read ---
# --- off as its name is; "What I'd do" names the recommendation as "What I would do" does. ----


def test_a_slide_s_count_is_no_part_of_its_title() -> None:
    from reportgen.lint.document import question_of_heading

    assert question_of_heading("Slide 9 — State.") == 5
    assert question_of_heading("Slide 12 — What I'd do.") == "recommendation"
    assert question_of_heading("Slide 3 — the headline number.") is None


# --- Principle: a line of its own whose words name a question, right over its table or list --
# --- ('Sheet "notice" (Q4)'), is a title written without markup; a lead-in ending in a colon -
# --- ("Per useful GPU-hour, with both clusters on sharded + async:") is a sentence of its answer.


def test_a_line_over_its_table_is_a_title() -> None:
    text = (
        "# Ex. 2 as a spreadsheet export\n\n## Is spot cheaper?\n\n"
        "Per useful GPU-hour, with both clusters on sharded + async:\n\n- spot $1.01\n\n"
        'Sheet "notice" (Q4)\n\n| step | time |\n|---|---|\n| snapshot | 1.5 s |\n'
    )
    doc = parse_document(text)
    assert [(s.title, s.question) for s in doc.sections if s.question] == [
        ("Is spot cheaper?", 3),
        ('Sheet "notice" (Q4)', 4),
    ]


# --- Principle: a duration computed without its unit may be written in another unit ("400 × --
# --- 1.020 ≈ 17.0 days", 408 hours); a result no unit of time makes of it is still a slip. ---


@pytest.mark.parametrize(
    ("shown", "slip"),
    [("400 × 1.020 ≈ 17.0 days", False), ("400 × 1.020 ≈ 19.0 days", True)],
)
def test_a_unitless_duration_may_be_written_in_another_unit(shown: str, slip: bool) -> None:
    from reportgen.lint.shown_arithmetic import shown_slips

    assert bool(list(shown_slips(shown))) is slip
