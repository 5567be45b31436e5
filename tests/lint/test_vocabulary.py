"""Every vocabulary's examples (reportgen/data/vocabulary.yaml): each `match` text is found,
no `no_match` text is. These are the phrasings' must-fire and must-not-fire cases."""

from __future__ import annotations

import pytest

from reportgen.lint.registry import all_rules
from reportgen.lint.vocabulary import load_vocabularies

VOCABULARIES = sorted(load_vocabularies().values(), key=lambda v: v.name)


@pytest.mark.parametrize("vocab", VOCABULARIES, ids=lambda v: v.name)
def test_every_match_example_is_found(vocab) -> None:  # type: ignore[no-untyped-def]
    assert vocab.match, f"{vocab.name} has no example it must match"
    missed = [text for text in vocab.match if not vocab.found(text)]
    assert not missed, missed


@pytest.mark.parametrize("vocab", VOCABULARIES, ids=lambda v: v.name)
def test_no_near_miss_is_found(vocab) -> None:  # type: ignore[no-untyped-def]
    assert vocab.no_match, f"{vocab.name} has no near miss it must not match"
    wrong = [text for text in vocab.no_match if vocab.found(text)]
    assert not wrong, wrong


@pytest.mark.parametrize("vocab", VOCABULARIES, ids=lambda v: v.name)
def test_each_vocabulary_says_what_it_is_and_who_reads_it(vocab) -> None:  # type: ignore[no-untyped-def]
    assert len(vocab.about) > 40
    codes = {rule.code for rule in all_rules()}
    assert vocab.used_by and set(vocab.used_by) <= codes, vocab.used_by
