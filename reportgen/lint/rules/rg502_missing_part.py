"""RG502 missing-answer-part: an answer leaves out a part the question asks for."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import _regex as _rx
from .._regex import found
from ..document import Document
from ..model import Context, Finding, Rule

RULE = Rule(
    code="RG502",
    name="missing-answer-part",
    category="missing-answer",
    severity="warning",
    summary="An answer leaves out a required part of its question.",
    what=(
        "Checks the parts each question asks for, inside that question's section: (1) the "
        "interval in steps as well as in time, and the overhead and goodput; (2) the new "
        "constraint the sharded strategy introduces; (4) what could make the graceful-shutdown "
        "path fail, and a figure (a percentage or dollars) when the answer weighs the warning's "
        "effect on the spot decision; (5) which state you would keep for a merely statistical "
        "resume; (6) what each retained checkpoint is for; (7) how to prevent the problem. "
        "A part shown only in a code block inside the answer (a fenced calculation ending in "
        "``= 4382 steps``) counts. Findings point at the question's heading."
    ),
    why=(
        "The parts are where the judgement is: an interval without its step count cannot be "
        "configured, a warning handler without its failure modes fails exactly when needed, and "
        "a retention policy without purposes cannot be defended when storage runs out."
    ),
    example="## 4. The warning\n\nOn SIGTERM we save an emergency checkpoint.\n",
    use_instead=(
        "## 4. The warning\n\nOn SIGTERM we save an emergency checkpoint. It fails when the notice "
        "never comes (hardware failures have none) or the save takes longer than 120 s.\n"
    ),
)

_PARTS: list[tuple[int, str, re.Pattern[str]]] = [
    (
        2,
        "the constraint sharding introduces (all shards must be committed together — a manifest "
        "or commit marker; the layout ties the checkpoint to the parallel configuration; "
        "filesystem bandwidth and metadata load)",
        _rx.compile(
            r"constraint|all (\d+ )?shards|every shard|each shard|commit|manifest|marker|atomic"
            r"|consisten|coordinat|barrier"
            r"|reshard|layout|topology|world size|same number of|bandwidth|saturat|metadata"
            r"|partial|torn|incomplete|straggler",
            re.I,
        ),
    ),
    (
        4,
        "what could make the graceful-shutdown path fail (no notice for hardware failures, a save "
        "longer than the notice, a filesystem slowed by every other preempted job, a hung rank)",
        _rx.compile(
            r"fail|\bmiss|not (be )?deliver|never (arrive|come)|without (a |any )?(warning|notice)"
            r"|no (warning|notice)|hardware"
            r"|too slow|longer than|exceed|not enough time|contention|\bhang|\bhung|deadlock"
            r"|straggl|\brac(e|es|ing)\b|\blost|unreliable|best[- ]effort|not guaranteed|\bdrop"
            r"|(not|never) always\s+(arrive|come)"
            # "breaks down under a mass reclaim", "NCCL timeouts", "a rank is already dead"
            r"|break(s|ing)? down|brown-?out|congest|time-?outs?\b|times? out|not forwarded"
            r"|never complet|slower than|\bdead\b|\bcrash|won'?t work|go(es)? wrong"
            r"|may not (finish|complete|fit)|gotcha|\bdanger|(mass|bulk|fleet[- ]wide) (reclaim"
            r"|evict|preempt)|(arrives?|comes?|is|are) (too )?late\b|\blate (notice|signal|warning)"
            # in French, Spanish and German prose: échoue, bloque, perdu, en retard; falla,
            # se cuelga, pierde, con retraso; scheitert, hängt, verloren, verspätet
            # (\w for an accented letter: a pattern of ASCII letters is searched lower-cased)
            r"|chou(e|er|ent)\b|\bbloqu|\bperd(?:ue?s?|re|ent)?\b|en retard|\bpannes?\b"
            r"|\bfall[aoe]s?\b|\bfallar|\bcuelg|\bpierd|retras"
            r"|scheiter|\bh\wngt\b|verlor|versp\wt|\bausfall",
            re.I,
        ),
    ),
    (
        5,
        "which state you would still keep for a merely statistical resume, and why",
        _rx.compile(
            r"statisti|estad\wstic|approximate resum|non[- ]bit[- ]exact|not bit[- ]exact"
            r"|loose resum"
            r"|without bit",
            re.I,
        ),
    ),
    (
        6,
        "what each retained checkpoint is for (resume after a failure, roll back past a loss "
        "spike, evaluation milestones, the final model)",
        _rx.compile(
            r"\bfor\b|purpose|so that|to (resume|recover|roll|debug|evaluat|compar|reproduc)"
            r"|in case|rollback|roll back|because"
            # a purpose named without a preposition ("| latest | 2 | crash recovery |")
            r"|\buse\b|\bwhy\b|recovery|\brewind|\bundo\b|diverge|\bevals?\b|evaluation"
            r"|deliverable|debugging",
            re.I,
        ),
    ),
    (
        7,
        "how to prevent it (stagger or jitter the writes, coordinate or rate-limit them, write to "
        "local storage first)",
        _rx.compile(
            r"stagger|jitter|random(ise|ize|ized|ised)? (offset|phase|delay)|offset|desync"
            r"|random\w*[^.;]{0,25}\b(phases?|delays?|start times?)\b"
            r"|coordinat|rate[- ]limit|token|quota|admission"
            r"|schedul|local (nvme|ssd|disk|storage)|burst buffer|tier|two[- ]stage|throttl"
            r"|backoff|back-off|queue|lease|budget|prevent|mitigat|spread",
            re.I,
        ),
    ),
]


_GOODPUT_SYMBOL = _rx.compile(
    # capital symbols only (no re.I): "goodput, a …" names no symbol
    r"[Gg]oodput\b[^.\n]{0,60}?\b(?P<a>[A-Zη])\s?[=≡]\s?1\s?/"
    r"|[Gg]oodput,? (?P<b>[A-Zη])\b(?! ?[=≈] ?\d)"
    r"|\b(?P<c>[A-Zη])\s?(=|≡|is|for|denotes)( the)? goodput\b"
)
"""A symbol defined as the goodput: "goodput is useful ÷ wall, G = 1/(1 + w)", "goodput G"."""


def _symbol_given(doc_text: str, text: str) -> bool:
    """True when ``text`` gives a value of the symbol ``doc_text`` defines as the goodput."""
    for m in _GOODPUT_SYMBOL.finditer(doc_text):
        symbol = m["a"] or m["b"] or m["c"]
        if symbol and re.search(rf"(?<![\w/]){re.escape(symbol)}\s?[=≈]\s?\d", text):
            return True
    return False


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    for question, part, evidence in _PARTS:
        sections = doc.sections_for(question)
        if not sections:
            continue
        text = doc.text_of(sections)
        if not found(evidence, text) and not found(evidence, doc.code_text_of(sections)):
            yield ctx.finding(
                RULE,
                sections[0].line,
                f"The answer to question {question} does not say {part}.",
                question=question,
                section=sections[0],
                column=doc.first_column(sections[0].line),
            )
    yield from _unquantified_warning(doc, ctx)
    sections = doc.sections_for(1)
    if sections:
        sentences = [s for b in doc.blocks_in(sections) for s in b.sentences]
        quantities = [q for s in sentences for q in s.quantities]
        text = doc.text_of(sections)
        if doc.code_blocks:  # a part shown in a fenced calculation is shown
            text = f"{text}\n{doc.code_text_of(sections)}"
        missing = []
        if not any(q.kind == "steps" for q in quantities) and not re.search(
            r"\bsteps\b|iterations", text, re.I
        ):
            missing.append("the interval in steps")
        if not re.search(r"overhead|waste|\bw\s?[=≈]|lost|loss", text, re.I):
            missing.append("the total overhead")
        if not re.search(r"goodput|useful fraction|efficiency", text, re.I) and not _symbol_given(
            doc.text, text
        ):
            missing.append("the goodput")
        if missing:
            yield ctx.finding(
                RULE,
                sections[0].line,
                f"The answer to question 1 does not give {', '.join(missing)}.",
                question=1,
                section=sections[0],
                column=doc.first_column(sections[0].line),
            )


_EFFECT = _rx.compile(
    r"\bcheaper|\bbetter\b|\bchange|\banswer to|\(3\)|\bQ3\b|question 3|\bdecision"
    r"|\bworth\b|\bimprov",
    re.I,
)
"""Words that weigh the warning's effect on the spot decision ("it doesn't change my answer")."""
_AMOUNT = frozenset({"percent", "money", "money_rate", "ratio"})


def _unquantified_warning(doc: Document, ctx: Context) -> Iterator[Finding]:
    """Question 4 asks how much the warning changes the answer to question 3, roughly: an
    answer that weighs the effect ("spot gets even better", "it doesn't change my answer") with
    no percentage or dollar figure anywhere in it has not quantified it."""
    sections = doc.sections_for(4)
    if not sections:
        return
    sentences = [s for b in doc.blocks_in(sections) for s in b.sentences]
    if any(q.kind in _AMOUNT for s in sentences for q in s.quantities):
        return
    if not any(found(_EFFECT, s.text) for s in sentences):
        return
    yield ctx.finding(
        RULE,
        sections[0].line,
        "The answer to question 4 weighs the warning's effect on the spot decision without "
        "quantifying it: say roughly how much it moves the overhead or the cost per useful "
        "GPU-hour (preemptions then lose little work but still pay the restart).",
        question=4,
        section=sections[0],
        column=doc.first_column(sections[0].line),
    )
