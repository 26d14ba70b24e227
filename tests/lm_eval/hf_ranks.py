"""``python -m tests.lm_eval.hf_ranks <lm_eval arguments>``: ``lm_eval`` with ``--model hf-ranks``.

``hf-ranks`` is lm-eval 0.4.13's own ``hf`` model (``HFLM``), unchanged but for one thing:
HFLM turns on data parallelism only when it counts more than one GPU, so under
``accelerate launch --cpu --num_processes 2`` each rank would run the whole job. Here the
rank and world size come from the accelerator HFLM already built, so lm-eval's own
data-parallel path (documents split by rank, padding, ``gather_object`` of samples and
metrics) runs on CPU, exactly as it does on GPUs. With one process it *is* ``hf``.

With ``$HF_RANKS_LOG`` set, each rank appends ``{"rank", "world_size", "method", "requests"}``
per request batch there, so a test can see that both ranks did part of the work.
"""
from __future__ import annotations

import json
import os

from lm_eval.api.registry import register_model
from lm_eval.models.huggingface import HFLM


@register_model("hf-ranks")
class RankedHFLM(HFLM):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        accelerator = getattr(self, "accelerator", None)
        if accelerator is not None and accelerator.num_processes > 1 and self._world_size == 1:
            self._rank, self._world_size = accelerator.process_index, accelerator.num_processes

    def _note(self, method: str, requests) -> None:
        if os.environ.get("HF_RANKS_LOG"):
            with open(os.environ["HF_RANKS_LOG"], "a", encoding="utf-8") as handle:
                handle.write(json.dumps({"rank": self.rank, "world_size": self.world_size, "method": method,
                                         "requests": len(requests)}) + "\n")

    def generate_until(self, requests, disable_tqdm: bool = False):
        self._note("generate_until", requests)
        return super().generate_until(requests, disable_tqdm=disable_tqdm)

    def loglikelihood(self, requests, disable_tqdm: bool = False):
        self._note("loglikelihood", requests)
        return super().loglikelihood(requests, disable_tqdm=disable_tqdm)


if __name__ == "__main__":
    from lm_eval.__main__ import cli_evaluate

    cli_evaluate()
