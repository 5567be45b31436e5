"""``reportgen lint``: review hand-written checkpoint design documents.

Pipeline: Markdown → :mod:`.document` (sections, questions, sentences) → rules
(:mod:`.rules`, one module each, listed in :mod:`.registry`) → :mod:`.suppress` → :mod:`.formats`.
The API is :func:`reportgen.lint.api.lint_text` and :func:`reportgen.lint.api.lint_paths`.
"""
