"""The ExamQM dataset builder: draws ENEM pages and writes frozen rows (never imported at evaluation time).

- :mod:`.enem` turns one source question into page content + its gold record and marker regions;
- :mod:`.layout` lays text, tables and figures out on A4-proportioned pages (Pillow);
- :mod:`.generate` the CLI: ``python -m benchgrade.examqm.build.generate --source DIR --out DIR``.

The evaluation runtime (schema, parser, scorer, prompt, data loading, report) lives one level up
and imports nothing from here.
"""
