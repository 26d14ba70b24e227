"""Runs users already have: read host outputs, re-grade them with the core, export per-query rows.

Data flows one way, one record at a time, as everywhere in benchgrade:

* :mod:`.sources` turns the PATH arguments into the files to read (which run of each lm-eval
  task, which filter, which split; what is refused), with :mod:`.layout` (run folders, regular
  files only) and :mod:`.tasks` (a host task name -> benchmark, subtask, how its docs give the
  gold; an unknown task is listed, never guessed);
* :mod:`.pipeline` reads each file in byte ranges on every core; :mod:`.readers` turns each line
  into a :class:`~.readers.Record` (one query) or a one-line reason it cannot be used;
  :mod:`.safetext` repairs text no output can carry and keeps formulas and escape sequences out
  of spreadsheets and terminals; :mod:`.problems` counts and lists what was skipped or repaired;
* :mod:`.rescore` grades each reply with :func:`benchgrade.grade` (``robust`` and, where it
  exists, ``olmes``) and sums per task and subtask; :mod:`.chart` draws the PNG;
  :mod:`.export` builds the OLMo 3 protocol's per-query table;
* :mod:`.outputs` writes all files of a run aside and swaps them in as one set, with a manifest;
  :mod:`.spool` keeps the long lists on disk until they are copied into place.

The ``benchgrade rescore``, ``export`` and ``grade`` commands only parse arguments and print.
"""
