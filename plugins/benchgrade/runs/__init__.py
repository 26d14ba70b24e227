"""Runs users already have: read host outputs, re-grade them with the core, export per-query rows.

Data flows one way, as everywhere in benchgrade:

* :mod:`.tasks` recognises a host task name (lm-eval's stock ``bbh_cot_fewshot_*``, ``gsm8k``,
  ``mmlu_*_generative`` …, benchgrade's own tasks, OLMES aliases) and says which benchmark,
  subtask, gold and split it carries; an unknown task is listed, never guessed;
* :mod:`.readers` turns an lm-eval output folder, a verifiers ``traces.jsonl`` or an OLMES
  ``*-predictions.jsonl`` into :class:`~.readers.Record` objects (one per evaluated query), and
  collects every unreadable line as a one-line problem instead of stopping;
* :mod:`.rescore` grades each reply with :func:`benchgrade.grade` (``robust`` and, where it
  exists, ``olmes``) and summarises per task and subtask; :mod:`.chart` draws the PNG;
* :mod:`.export` builds the OLMo 3 protocol's per-query table.

The ``benchgrade rescore`` and ``benchgrade export`` commands only parse arguments and print.
"""
