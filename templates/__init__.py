"""The report templates, shipped as the package ``reportgen.templates`` (see pyproject.toml).

``report.md.j2`` is a scenario's page and includes one template per answer; ``comparison.md.j2``
is the page across scenarios. ``reportgen build --templates DIR`` overrides any of them file by
file. The environment they render in is ``reportgen.report.environment``.
"""
