"""Concepts in prose: state-catalog items by any of their phrasings, and claims that are negated,
rejected or quoted only to be refuted.

"We do not checkpoint the RNG" and "RNG is out of scope" mention the RNG but exclude it; "a naive
per-wall-hour comparison says 3.2× cheaper, but…" mentions the trap to refute it. Rules ask
:func:`mentions` for the catalog items a sentence covers and :func:`is_excluded` /
:func:`is_refuted` before they count a mention as a claim.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..catalog import StateItem, load_catalog

__all__ = [
    "covered_items",
    "is_excluded",
    "is_refuted",
    "item_patterns",
    "mentions",
    "normalise",
]


def normalise(text: str) -> str:
    """Lower case; ``-``, ``_``, ``/`` and runs of spaces become one space; quotes unified."""
    text = text.lower().replace("’", "'").replace("‘", "'")
    text = re.sub(r"[-_/]+", " ", text)
    return re.sub(r"\s+", " ", text)


def _phrase_regex(phrase: str) -> str:
    norm = normalise(phrase)
    body = re.escape(norm).replace(r"\ ", r"\s?")
    # Plural and possessive forms: "Adam moments", "scheduler's state".
    lead = r"(?<![a-z0-9])" if norm[:1].isalnum() else ""
    tail = r"(?:s|es|'s)?(?![a-z0-9])" if norm[-1:].isalnum() else ""
    return lead + body + tail


@lru_cache(maxsize=1)
def item_patterns() -> dict[str, re.Pattern[str]]:
    """One compiled pattern per catalog item, matching any of its phrasings (normalised text)."""
    return {item_id: pattern for item_id, (_, pattern) in _compiled().items()}


@lru_cache(maxsize=1)
def _compiled() -> dict[str, tuple[tuple[str, ...] | None, re.Pattern[str]]]:
    """Per item: the first words that must occur for a match (None: always try), the pattern."""
    out: dict[str, tuple[tuple[str, ...] | None, re.Pattern[str]]] = {}
    for item in load_catalog():
        phrases = sorted({normalise(p) for p in item.phrasings}, key=len, reverse=True)
        extra = _EXTRA.get(item.id, [])
        firsts = {p.split(" ")[0].strip("()'\".") for p in phrases}
        firsts |= set(_EXTRA_ANCHORS.get(item.id, ()))
        anchors = tuple(sorted(f for f in firsts if f)) or None
        out[item.id] = (anchors, re.compile("|".join([_phrase_regex(p) for p in phrases] + extra)))
    return out


# Patterns beyond plain phrasings: "the optimizer's moments and step", "step for bias correction".
_EXTRA: dict[str, list[str]] = {
    "optimizer-step": [
        r"(optimi[sz]er|adam\w*|moments?)\b[^.;]{0,60}\bsteps?\b",
        r"\bsteps?\b[^.;]{0,40}\b(optimi[sz]er|adam\w*|bias)",
        r"\bstep\s?(count|counter|number)s?\b",
    ],
    "global-step": [
        r"\bstep\s?(count|counter|number)s?\b",
        r"\biteration\b",
        r"\bepochs?\b",
        r"\bwhich step\b|\bstep (we|we're|we are)\b",
    ],
    "data-position": [
        r"\b(data|dataset|sampler|loader|dataloader|iterator|shard)\b[^.;]{0,40}\b(offset|position"
        r"|cursor|index|state|progress)\b",
        r"\bskip(ping)?\b[^.;]{0,30}\b(batch|sample|example|token)",
        r"\b(samples?|tokens?|batches|examples?)\s(seen|consumed|processed)\b",
    ],
    "rng-state": [r"\brandom\b[^.;]{0,30}\bstates?\b", r"\bseeds?\b[^.;]{0,30}\bstates?\b"],
    "optimizer-moments": [r"\boptimi[sz]er\b[^.;]{0,20}\bstates?\b"],
    "lr-scheduler": [r"\b(lr|learning rate)\b[^.;]{0,30}\b(state|position|step|value)\b"],
    "commit-marker": [r"\b(write|written|rename)\b[^.;]{0,30}\b(last|atomic\w*)\b"],
    "parallel-layout": [r"\b(tp|pp|dp|parallel\w*|shard\w*|zero)\b[^.;]{0,20}\blayout"],
    "code-version": [r"\bcode\b[^.;|]{0,15}\b(sha|hash|commit|version|revision|rev)\b"],
    "model-weights": [r"\b(the|our) model\b(?! (is|was|has|does|would|will))"],
    "master-weights": [r"\bfp32\b[^.;]{0,30}\b(weights?|params?|parameters?|copy|copies)\b"],
}


_EXTRA_ANCHORS: dict[str, tuple[str, ...]] = {
    "optimizer-step": ("step",),
    "global-step": ("step", "iteration", "epoch"),
    "data-position": (
        "data",
        "sampler",
        "loader",
        "iterator",
        "shard",
        "skip",
        "seen",
        "consumed",
        "processed",
    ),
    "rng-state": ("random", "seed"),
    "optimizer-moments": ("optimi",),
    "lr-scheduler": ("lr", "learning"),
    "commit-marker": ("writ", "rename"),
    "master-weights": ("fp32",),
    "model-weights": ("model",),
    "code-version": ("code",),
    "parallel-layout": ("layout",),
}
"""Words one of which must occur for an item's extra patterns (above) to match."""


@lru_cache(maxsize=8192)
def mentions(text: str) -> frozenset[str]:
    """Catalog item ids that ``text`` names."""
    norm = normalise(text)
    found = set()
    for item_id, (anchors, pattern) in _compiled().items():
        # A cheap substring test first: most sentences name none of an item's words.
        if anchors is not None and not any(a in norm for a in anchors):
            continue
        if pattern.search(norm):
            found.add(item_id)
    return frozenset(found)


_EXCLUDE = re.compile(
    r"\b(do|does|did|will|would|should|need|needs|can|could)\s?(n't|not)\b[^.;]{0,40}"
    r"\b(save|store|checkpoint|include|persist|keep|need|capture|bother|restore|track)"
    r"|\bnot\s(saved|stored|checkpointed|included|persisted|kept|captured|needed|required"
    r"|necessary|tracked)\b"
    r"|\bout of scope\b|\bno need to\b|\bnot worth\b|\bomit(ted)?\b|\bexclud(e|ed|ing)\b"
    r"|\bleave out\b|\bleft out\b"
    r"|\bwe skip\b|\bunnecessary\b|\bnot in (the )?checkpoint\b",
    re.I,
)
_KEEP_CONTEXT = re.compile(
    r"statistical|bit[- ]?exact|bitwise|only (for|if|when)|unless|if (you|we)\b|\bbut\b|\bhowever\b"
    r"|\bdrop(ped)?\b[^.;]{0,30}statistical|\bbreaks?\b|\bwithout (it|them|this)|\bmissing\b"
    r"|\bsymptom|\bfail",
    re.I,
)


def is_excluded(sentence: str) -> bool:
    """True when the sentence excludes what it names ("we do not save the RNG", "out of scope").

    A sentence that explains the consequence ("without it, dropout masks differ") or scopes the
    exclusion to statistical resume ("not needed for statistical resume") is not an exclusion of
    the bit-exact list.
    """
    return bool(_EXCLUDE.search(sentence)) and not _KEEP_CONTEXT.search(sentence)


_REFUTE = re.compile(
    r"\bnaive(ly)?\b|\bna[iï]ve\b|\bbut\b|\bhowever\b|\bmislead|\bwrong\b|\btrap\b|\bfallac"
    r"|\billusion|\billusory"
    r"|\bignor(es|ing|e)\b|\bon paper\b|\bheadline\b|\bsticker\b|\bat first (glance|sight)\b"
    r"|\btempting"
    r"|\bsuperficial|\bdoes(n't| not) account|\bbefore accounting|\bnot the (right|real|whole)\b"
    r"|\bonly (looks|appears|seems)\b|\blooks\b|\bappears\b|\bseems\b|\bwould (suggest|say"
    r"|conclude)"
    r"|\bsays\b|\bsuggests\b|\bif you (only|just)\b|\bnot\b[^.;]{0,30}\b(cheaper|saving|the answer"
    r"|correct)"
    r"|\binstead\b|\brather than\b|\bwhereas\b|\bwhile\b|\bnominal|\blist[- ]price|\bper wall"
    r"|\bwall[- ]clock hour|\bwall[- ]hour"
    r"|\bshrinks?\b|\bdrops?\b|\bfalls?\b|\bcollapses?\b|\berodes?\b|\bnot\s+\d",
    re.I,
)


def is_refuted(text: str) -> bool:
    """True when ``text`` (a sentence or paragraph) quotes a claim to qualify or refute it."""
    return bool(_REFUTE.search(text))


def covered_items(sentences: list[str]) -> dict[str, list[str]]:
    """Item id → the sentences that name it without excluding it."""
    out: dict[str, list[str]] = {}
    for sentence in sentences:
        ids = mentions(sentence)
        if not ids or is_excluded(sentence):
            continue
        for item_id in ids:
            out.setdefault(item_id, []).append(sentence)
    return out


def catalog() -> tuple[StateItem, ...]:
    return load_catalog()
