"""ExamQM: reconstruct one exam question as a schema-3.0 JSON record from page images.

The evaluation runtime, host-independent (no lm-eval/verifiers imports):
- :mod:`.schema` record models + JSON Schema; :mod:`.parser` strict reply parsing;
- :mod:`.scorer` scorer 3.2 (``score_reply``) with :mod:`.diagnostics`;
- :mod:`.data` verified loading (bundled ENEM 2024 sample, folders, pinned hub revisions);
- :mod:`.prompt` prompt text + page images; :mod:`.runinfo` fingerprints and feature groups;
- :mod:`.runs` host output readers, :mod:`.report` ``summary.json``/table, :mod:`.review` the HTML page.

:mod:`.build` is the dataset builder (page drawing, record generation); the runtime never imports it.
"""
from .data import ExamQMDataError, bundled_root, load_bundled, load_dir, load_hub
from .parser import ExamQMParseError, parse_reply, record_to_json
from .prompt import build_prompt, chat_messages, page_data_urls, page_images
from .report import summarize
from .rows import ExamRow
from .schema import SCHEMA_VERSION, ExamRecord, record_json_schema
from .scorer import SCORING_VERSION, ExamQMScore, score_reply

__all__ = [
    "SCHEMA_VERSION", "SCORING_VERSION", "ExamQMDataError", "ExamQMParseError", "ExamQMScore", "ExamRecord",
    "ExamRow", "build_prompt", "chat_messages", "page_data_urls", "bundled_root", "load_bundled", "load_dir", "load_hub", "page_images",
    "parse_reply", "record_json_schema", "record_to_json", "score_reply", "summarize",
]
