"""RG101 missing-state-item: a piece of training state the checkpoint must hold is not listed."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from functools import lru_cache

from ...catalog import Condition, catalog_by_id
from .. import _regex as _rx
from ..concepts import covered_items, hinted_items, mentions
from ..document import Document, Section
from ..model import Context, Finding, Rule
from ..vocabulary import vocabulary
from ._common import exercise_like, section_sentences

RULE = Rule(
    code="RG101",
    name="missing-state-item",
    category="missing-state",
    severity="error",
    summary="A piece of training state needed to resume is missing from the checkpoint contents.",
    what=(
        "Reads the section that lists what goes into the checkpoint (question 5; in any other "
        "design document, the sentences that list checkpoint state, when it talks about "
        "checkpoints and names at least two pieces of core state) and checks the state catalog "
        'against it, by any of the ways people write it ("Adam moments", "exp_avg/exp_avg_sq", '
        '"sampler offset"…), in prose, lists or tables, and by the identifiers and comments of a '
        'code block in that section (a `state = {"optim": optimizer.state_dict(), …}` dict). '
        "Precision first, by the catalog's requirement of each item: the core of a bit-exact "
        "resume (model and fp32 master weights, optimizer moments and step count, LR schedule, "
        "global step, data position, RNG states) is always asked for (an item another holds is "
        "satisfied by it: the global step by the optimizer's step count it is derived from); "
        "conditional state only "
        "when the document says its condition holds (fp16 → the loss scaler, an EMA → its "
        "weights, gradient accumulation → that state, shuffled data → the shuffle seed, "
        "resharding → the parallel layout), or, for a condition of the job itself (fp16, an "
        "EMA kept), when the scenario given with --scenario says so in its own words; good "
        "practice (config, code version, tokenizer, "
        "commit marker) is advice (info), never counted. A mention that excludes the item "
        '("we do not save the RNG") does not count, and "optimizer state" alone does not cover '
        "the optimizer's step count. An item the list does not name but points at with a word "
        'no other item explains ("LR sched", "Adam statistic tensors": the catalog\'s hints) '
        "may be there in words the catalog does not know: its absence is advice (info). A "
        "document that says it only needs a statistical resume is "
        "not asked for the items statistical resume can drop. One finding per missing item, "
        "anchored to the section's heading. A section taken for the state list that names "
        "neither the weights nor the optimizer state is not a list the reader understood: the "
        "state the document names elsewhere is read instead, or, when it names little, one "
        "note (info) says the contents were not checked."
    ),
    why=(
        "A checkpoint without, say, the data position or the optimizer's step count resumes "
        "without an error and then quietly trains differently: repeated data, a loss spike, a "
        "schedule that restarts. These bugs surface days later and cost the run's reproducibility."
    ),
    example=(
        "## 5. What must be in the checkpoint\n\n"
        "- Model weights (bf16)\n- Optimizer state\n- LR scheduler\n"
    ),
    use_instead=(
        "## 5. What must be in the checkpoint\n\n"
        "| State | Symptom if missing |\n|---|---|\n"
        "| Model weights and fp32 master weights | nothing to resume |\n"
        "| Adam moments (exp_avg, exp_avg_sq) and step count | loss spike, mis-scaled updates |\n"
        "| LR scheduler and global step | warmup restarts |\n"
        "| Data-loader position and shuffle seed | repeated or skipped data |\n"
        "| RNG states (CPU, CUDA, per rank) | not bit-exact |\n"
    ),
)

# Always required for a bit-exact resume of this kind of job.
CORE = (
    "model-weights",
    "optimizer-moments",
    "optimizer-step",
    "lr-scheduler",
    "global-step",
    "data-position",
    "rng-state",
)


# What the rule reads in prose, from reportgen/data/vocabulary.yaml (with its examples):
_BIT_EXACT_CLAIM = vocabulary("bit_exact_claim").compiled.pattern
_STATISTICAL_ONLY = vocabulary("statistical_only").compiled.pattern
_STATISTICAL_SUBSET = vocabulary("subset_leaves_out").compiled.pattern
_CHECKPOINT_TALK = vocabulary("checkpoint_talk").compiled.pattern


def _names_only_in_the_subset(sentence: str, item_id: str) -> bool:
    """True when ``sentence`` names the item only where it says what a statistical resume leaves
    out ("…; statistical resume: drop the RNG states"): that drops the item from the subset, it
    does not put it on the bit-exact list. Named before the word "statistical", it is listed."""
    at = sentence.lower().find("statistic")
    if at < 0 or not _STATISTICAL_SUBSET.search(sentence, at):
        return False
    return item_id not in mentions(sentence[:at])


_QUOTED_SPAN = _rx.compile(r"\"[^\"]{1,400}\"|“[^”]{1,400}”")
"""Words in double quotes: someone else's, quoted."""
_SAVED = _rx.compile(
    r"\b(sav(e|es|ed|ing)|stor(e|es|ed|ing)|persist\w*|writ(e|es|ten|ing)|includ\w*|contain\w*"
    r"|hold(s|ing)?|checkpoint\w*|snapshot\w*)\b",
    re.I,
)
"""A sentence that says something is saved, not only that the job has it."""
_NOT_SO = _rx.compile(
    r"\b(not|no|none|without|would|could|might|if|unless|instead|rather|except|never)\b|n.t\b",
    re.I,
)
"""What makes a sentence no plain statement of the job's trait: a negation, an exclusion or a
case imagined ("bf16, no loss scaler; an fp16 run would need it")."""
_CLAUSE = _rx.compile(r"[,;.]\s|\s(?:and|but|while|whereas)\s")


def _plain_trait(sentence: str, item_id: str) -> bool:
    """True when ``sentence`` states the item as the job's trait, plainly: no word of saving
    anywhere in it, and no negation or case imagined in a clause that names the item or in a
    lead before a colon, which governs the list after it ("Not in the checkpoint: EMA weights
    (none kept); …"). A negation in another clause is another item's ("trains in fp16 with
    dynamic loss scaling, keeps an EMA, and does not accumulate gradients")."""
    if _SAVED.search(sentence):
        return False
    colon = sentence.find(": ")
    lead, body = (sentence[:colon], sentence[colon:]) if colon >= 0 else ("", sentence)
    if _NOT_SO.search(lead):
        return False
    named = [c for c in _CLAUSE.split(body) if item_id in mentions(c)]
    if not named:
        named = [body]  # named across clauses: the sentence as a whole
    return not any(_NOT_SO.search(c) for c in named)


_ANYWHERE = ("commit-marker", "parallel-layout")
# Any real state list names at least one of these.
_LIST_MARKERS = frozenset({"model-weights", "master-weights", "optimizer-moments"})
_NEED = {True: "Needed even for statistical resume", False: "Needed for bit-exact resume"}


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    sections = doc.sections_for(5)
    if sections:
        sentences = section_sentences(doc, sections)
        anchor, section = sections[0].line, sections[0]
    else:
        sentences = [s.with_context for s in doc.sentences]
        anchor, section = 1, None
    # An exercise answer is held to its question 5. Any other design document is held to a
    # state list only when it gives one: it talks about checkpoints and names at least two
    # pieces of core state ("we save the weights and the optimizer state") where it lists them.
    if not sections or not exercise_like(doc):
        named = set().union(*(mentions(s) for s in sentences)) if sentences else set()
        if len(named & set(CORE)) < 2 or not _rx.found(_CHECKPOINT_TALK, doc.text):
            return
    # A state list kept in code (``state = {"model": model.state_dict(), ...  # why}``) names
    # its items by identifiers and comments: they count as mentions here, and only here. Without
    # a state section, only a block that is itself a state list counts, not a notebook's cells.
    code: list[str] = []
    for block in doc.code_blocks:
        lines = [s.text for s in block.sentences]
        if sections:
            if any(x.line <= block.line <= x.end_line for x in sections):
                code += lines
        elif len(set(CORE) & set().union(*(mentions(line) for line in lines))) >= 3:
            code += lines
    covered = covered_items(sentences + code)
    # An item named only where the statistical subset drops it was never on the bit-exact list
    # ("statistical resume: drop the RNG states" under a list without them).
    for item_id, named_in in list(covered.items()):
        if all(_names_only_in_the_subset(s, item_id) for s in named_in):
            del covered[item_id]
    # A conditional item named only where the document says its condition holds ("We train in
    # fp16 … and keep an EMA of the weights. The checkpoint holds:" over a list without it, or a
    # scenario line "fp16 with dynamic loss scaling" over a state table) is the job's trait, not
    # an entry of the list: the list says what is saved.
    by_id = catalog_by_id()
    traits = [
        item_id
        for item_id, named_in in covered.items()
        if (cond := by_id[item_id].condition) is not None
        and all(condition_holds(cond, [s]) and _plain_trait(s, item_id) for s in named_in)
    ]
    if traits:  # (the list's entries are read only when a trait may stand for one)
        list_entries = [
            found
            for b in (doc.blocks_in(sections) if sections else doc.blocks)
            if b.kind in ("item", "table-row") and (found := mentions(b.text))
        ]
        if sum(1 for found in list_entries if found & set(CORE)) >= 3:
            for item_id in traits:
                if not any(item_id in found for found in list_entries):
                    del covered[item_id]
    # Sharding constraints are usually discussed under question 2; a commit marker or the
    # parallel layout named there is part of the design even if question 5 does not repeat it.
    if any(item_id not in covered for item_id in _ANYWHERE):  # else nothing to add
        everywhere = covered_items([s.with_context for s in doc.sentences], frozenset(_ANYWHERE))
        for item_id in _ANYWHERE:
            if item_id in everywhere:
                covered.setdefault(item_id, everywhere[item_id])
    # Precision first: no one lists a checkpoint's contents without the weights or the
    # optimizer's state. A section taken for the state list that names neither is not a list
    # the reader understood (a heading misread as question 5, a layout not read). When the
    # document names the core state elsewhere, that is its list; otherwise nothing is checked
    # and one note says so, instead of an error for every item.
    if sections and not covered.keys() & _LIST_MARKERS:
        everywhere = covered_items([s.with_context for s in doc.sentences] + code)
        if len(everywhere.keys() & set(CORE)) < 3:
            yield _with_severity(
                ctx.finding(
                    RULE,
                    anchor,
                    "The checkpoint contents were not checked: the section read as the state "
                    "list names neither the model weights nor the optimizer state. List what "
                    "the checkpoint holds under its own heading (question 5).",
                    question=5,
                    section=section,
                    column=doc.first_column(anchor),
                ),
                "info",
            )
            return
        covered, sentences = everywhere, [s.with_context for s in doc.sentences]
    text = "\n".join(sentences)
    bit_exact = _rx.found(_BIT_EXACT_CLAIM, text)
    statistical_only = _rx.found(_STATISTICAL_ONLY, text) and not bit_exact
    items = catalog_by_id()
    whole = [s.with_context for s in doc.sentences] + [b.text for b in doc.blocks]
    # A condition of the job holds when the document says so, or the scenario it is read
    # against (a team's design doc for a job whose scenario "keeps an EMA of the weights" must
    # save that EMA); one of the plan only when the document says so.
    # (a sentence quoted from someone else, a reviewed plan's "Checkpoint: …, grad-accumulation
    # buffer.", says nothing of this job)
    whole = (
        [_QUOTED_SPAN.sub(" ", t) for t in whole]
        if any('"' in t or "“" in t for t in whole)
        else whole
    )
    with_scenario = whole + (ctx.reference.notes if ctx.reference is not None else [])
    origin = [s.line for s in doc.sentences] + [b.line for b in doc.blocks]  # (of ``whole``)
    exercise = ctx.reference is None or ctx.reference.exercise
    # Precision first: a list may hold an item in words the catalog does not know ("LR sched",
    # "both Adam moment tensors"). Where the state list has a word that points at a missing item
    # and no other item's phrasing explains it, the reader is not sure it is missing: advice.
    listed = _entry_heads(doc, sections, code)
    hints: dict[str, str] | None = None
    for item_id, item in items.items():
        if item_id in covered:
            continue
        if item.satisfied_by:
            # held by an equivalent item, or reported as that item's absence
            continue
        if statistical_only and not item.statistical:
            continue
        # Precision first: core state is always asked for; conditional state only when the
        # document says its condition holds (fp16 → the loss scaler); good practice is advice.
        severity: str | None = None
        if item.requirement == "practice":
            severity = "info"
        elif item.requirement == "conditional":
            cond = item.condition
            if cond is None:
                continue
            said = with_scenario if cond.of_job else whole
            if cond.not_in_answer_to is not None and exercise:
                # what question 2's sharding constraint says a restore would need is no plan
                said = [
                    t
                    for k, t in enumerate(said)
                    if k >= len(origin) or doc.question_at(origin[k]) != cond.not_in_answer_to
                ]
            if not condition_holds(cond, said):
                continue
            if cond.subsumed_by and cond.subsumed_by not in covered:
                continue  # the broader item's finding already says this
        elif not item.statistical and not bit_exact:
            severity = "warning"
        finding = ctx.finding(
            RULE,
            anchor,
            f"The checkpoint contents do not include the {item.name} ({item_id}). "
            f"If it is missing: {item.symptom} "
            f"{_NEED[item.statistical]}: "
            f"{item.statistical_why}",
            question=5,
            item=item_id,
            section=section,
            column=doc.first_column(anchor),
        )
        if severity is None and not item.statistical and not bit_exact:
            severity = "warning"
        if severity != "info":
            if hints is None:
                hints = hinted_items(listed, set().union(*map(mentions, listed)))
            hint = hints.get(item_id)
            if hint and item.condition is not None:
                # the words that make it needed ("the loader shuffles the corpus") are no hint
                entries = [e for e in listed if not condition_holds(item.condition, [e])]
                hint = hinted_items(entries, set().union(*map(mentions, entries))).get(item_id)
            if hint:
                finding = replace(
                    finding,
                    message=f"The checkpoint contents may not include the {item.name} "
                    f"({item_id}): no phrasing of it was found, but the list says "
                    f"\u201c{hint}\u201d, which may be it. Name it plainly if it is there. "
                    f"If it is missing: {item.symptom}",
                )
                severity = "info"
        yield finding if severity is None else _with_severity(finding, severity)


_HEAD_ENDS = _rx.compile(
    r"\s[—–-]+>?\s|\s?(->|→|=>)|\(|\s(because|so that|otherwise|else|without|which|meaning)\b"
    r"|,\s(without|otherwise|else|which|so)\b"
)
"""Where a state list's entry stops naming the item and starts explaining it ("Adam m/v —
loss spike", "the shuffle seed, without which…", "RNG states (python, numpy, …)")."""


def _head(text: str) -> str:
    m = _HEAD_ENDS.search(text)
    return text[: m.start()] if m else text


def _entry_heads(doc: Document, sections: list[Section], code: list[str]) -> list[str]:
    """What each entry of the state list names, without what it says about it: a list item's
    or a code line's lead, a table row's first cell (the second when the first is a number),
    and in prose the clauses of the sentences that name some state. The symptom beside an item
    ("step count: wrong bias correction, the learning rate jumps") does not name another item."""
    heads: list[str] = []
    for block in doc.blocks_in(sections) if sections else doc.blocks:
        if block.kind == "heading":
            continue
        for k, sentence in enumerate(block.sentences):
            if sentence.in_table:
                lead = sentence.cell == 0 or (
                    sentence.cell == 1 and not any(c.isalpha() for c in block.sentences[0].text)
                )
                if lead:
                    heads.append(_head(sentence.text))
            elif block.kind == "item" and k == 0:
                heads.append(_head(sentence.text))
            elif mentions(sentence.text):
                heads += [_head(clause) for clause in sentence.text.split(";")]
    return heads + [_head(line) for line in code]


@lru_cache(maxsize=64)
def _condition_patterns(holds_when: str, unless: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    return _rx.compile(holds_when, re.I), _rx.compile(unless, re.I)


def condition_holds(cond: Condition, sentences: list[str]) -> bool:
    """True when one of ``sentences`` says the condition holds and does not deny it. What goes
    wrong without an item ("RNG states. Missing: dropout masks and shuffles differ") says
    nothing about the job: a sentence is read up to its symptom."""
    holds, unless = _condition_patterns(cond.holds_when, cond.unless)
    if not _rx.may_be_found(holds, "\n".join(sentences)):
        return False  # none of the sentences has the words the condition starts with
    for s in sentences:
        if not _rx.found(holds, s):
            continue  # (asked first: most sentences say nothing of the condition)
        m = _SYMPTOM_LEAD.search(s)
        said = s[: m.start()] if m else s
        if _rx.found(holds, said) and not _rx.found(unless, said):
            return True
    return False


_SYMPTOM_LEAD = _rx.compile(
    r"\b(if (it is |they are |this is )?missing|missing|without (it|them|this))\s*[:—–-]"
    r"|\bsymptom\w*\s*[:—–-]",
    re.I,
)
"""Where an entry of a state list turns to what goes wrong without it ("Missing: …",
"If missing — …", "Symptom: …")."""


def _with_severity(finding: Finding, severity: str) -> Finding:
    return replace(finding, severity=severity)
