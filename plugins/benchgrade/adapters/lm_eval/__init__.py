"""lm-evaluation-harness 0.4.13 adapter: task YAMLs (``tasks/``), filters, metrics, console script.

* :mod:`.docs` - ``custom_dataset`` loaders and ``doc_to_*`` functions (forward to
  ``benchgrade.<benchmark>.data``/``.prompts``);
* :mod:`.filters` - :class:`~.filters.GradeReplies` (calls :func:`benchgrade.grade`) and
  :class:`~.filters.RepeatCheck` (identical-sample warning);
* :mod:`.metrics` - ``process_results`` functions (pass@k, maj@k, exact_match, failure rate);
* :mod:`.examqm` - ExamQM docs, page images and metrics; :mod:`.chat_journal` - the resumable
  ``benchgrade-local-chat-completions`` model;
* :mod:`.cli` - the ``benchgrade-lm-eval`` console script; :mod:`.taskdir` - the tasks folder.

Importing this package imports nothing from lm-eval, so the core stays usable without it. It
does switch off transformers' "PyTorch was not found" notice when torch is absent
(:func:`benchgrade.notices.quiet_missing_torch_notice`): plain ``lm_eval`` imports this package
(the YAMLs' ``!function``s) before it imports transformers to log its version.
"""
from benchgrade.notices import quiet_missing_torch_notice

quiet_missing_torch_notice()
