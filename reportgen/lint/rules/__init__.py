"""One module per lint rule: a ``RULE`` record and a pure ``check(doc, ctx)``.

The order of :data:`reportgen.lint.registry.RULE_MODULES` is the order of ``reportgen rules``.
"""
