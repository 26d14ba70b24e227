"""benchgrade-examqm: ExamQM for verifiers 0.4.0 (rows, multimodal prompts and rewards from benchgrade).

Exports the taskset plus the offline harness and env defaults, so
``vf-eval benchgrade-examqm --model M --client.base-url URL`` needs no other flag.
"""
from benchgrade.adapters.verifiers import OfflineChatHarness, OfflineEnv
from benchgrade.adapters.verifiers.examqm import ExamQMTaskset

__all__ = ["ExamQMTaskset", "OfflineChatHarness", "OfflineEnv"]
