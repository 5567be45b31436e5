"""The state catalog: required ids, complete items, sourced symptoms."""

from __future__ import annotations

import re

import pytest

from reportgen.catalog import REQUIRED_IDS, StateItem, catalog_by_id, load_catalog

CATALOG = load_catalog()


def test_required_ids_exist() -> None:
    ids = {item.id for item in CATALOG}
    assert set(REQUIRED_IDS) <= ids, sorted(set(REQUIRED_IDS) - ids)


def test_ids_unique_and_kebab_case() -> None:
    ids = [item.id for item in CATALOG]
    assert len(ids) == len(set(ids))
    for item_id in ids:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", item_id), item_id


@pytest.mark.parametrize("item", CATALOG, ids=lambda i: i.id)
def test_item_has_every_field(item: StateItem) -> None:
    for field in ("name", "description", "statistical_why", "symptom", "source"):
        value = getattr(item, field)
        assert isinstance(value, str) and value.strip(), f"{item.id}.{field} is empty"
    assert isinstance(item.bit_exact, bool)
    assert isinstance(item.statistical, bool)
    assert item.phrasings and all(p.strip() for p in item.phrasings)
    assert item.applies_when is None or item.applies_when.strip()
    # A public source: a title and an http(s) URL.
    assert re.search(r"https?://\S+", item.source), item.source
    assert len(re.sub(r"https?://\S+", "", item.source).strip()) > 10, item.source


def test_every_item_is_needed_for_bit_exact_resume() -> None:
    assert all(item.bit_exact for item in CATALOG)


def test_statistical_subset_is_a_real_subset() -> None:
    statistical = {i.id for i in CATALOG if i.statistical}
    assert {"model-weights", "optimizer-moments", "data-position"} <= statistical
    assert "rng-state" not in statistical


def test_issue_phrasings_are_present() -> None:
    by_id = catalog_by_id()
    lowered = {k: {p.lower() for p in v.phrasings} for k, v in by_id.items()}
    for phrase in (
        "adam moments",
        "exp_avg/exp_avg_sq",
        "first and second moments",
        "optimizer state",
    ):
        assert phrase in lowered["optimizer-moments"]
    for phrase in (
        "dataloader cursor",
        "sampler offset",
        "consumed samples",
        "samples seen",
        "skip batches",
    ):
        assert phrase in lowered["data-position"]
    # "optimizer state" alone must not cover the step count.
    assert "optimizer state" not in lowered["optimizer-step"]


def test_conditional_items_say_when() -> None:
    by_id = catalog_by_id()
    assert by_id["loss-scaler"].applies_when and "fp16" in by_id["loss-scaler"].applies_when
    assert by_id["ema-weights"].applies_when
    assert by_id["rng-state"].applies_when is None


def test_cached() -> None:
    assert load_catalog() is load_catalog()


def test_phrasing_matcher_agrees_with_the_phrasing_pattern() -> None:
    """The catalog matcher tries phrasings without compiling their patterns; at every place it
    tries one, in normalised text of every spelling, it must agree with the pattern."""
    from reportgen.lint.concepts import _HEAD, _items, _phrase_regex, _Phrasing, normalise

    texts = []
    for _, _, phrases in _items():
        for phrase in phrases:
            for suffix in ("", "s", "es", "'s", "x", "'t", "2", ".", " and more"):
                for lead in ("", "the ", "x", "9"):
                    texts.append(normalise(f"{lead}{phrase}{suffix}"))
                    texts.append(normalise(f"{lead}{phrase.replace(' ', '')}{suffix}"))
    tried = 0
    for _, _, phrases in _items():
        for phrase in phrases:
            source = _phrase_regex(phrase)
            if not source.startswith("(?<![a-z0-9])"):
                continue
            pattern, phrasing = re.compile(source), _Phrasing(phrase)
            for text in texts:
                if phrase[:2] not in text:
                    continue
                for m in _HEAD.finditer(text):
                    tried += 1
                    assert phrasing.match(text, m.start()) == bool(
                        pattern.match(text, m.start())
                    ), (phrase, text, m.start())
    assert tried > 10_000
