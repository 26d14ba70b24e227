"""A tiny randomly initialised causal LM with a locally trained tokenizer, for ``--model hf`` runs.

No download: the tokenizer is a byte-level BPE trained on a few sentences with the
``tokenizers`` library, the model a 2-layer GPT-2 with seeded random weights. ~300 KB.
"""
from __future__ import annotations

from pathlib import Path

CORPUS = ["Question: What is 2 + 2? Answer: The answer is 4.", "Q: Tracy went home. A: make a new plan",
          "Options: (A) True (B) False. So the answer is (A).", "The quick brown fox 0123456789 #### $ , . ? !"]


def build(out: Path, *, positions: int = 2560) -> Path:
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE(unk_token=None))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    tok.train_from_iterator(CORPUS * 50, trainers.BpeTrainer(
        vocab_size=400, special_tokens=["<|endoftext|>"], initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    hf_tok = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<|endoftext|>", eos_token="<|endoftext|>",
                                     pad_token="<|endoftext|>", unk_token="<|endoftext|>")
    hf_tok.save_pretrained(out)
    torch.manual_seed(0)
    config = GPT2Config(vocab_size=len(hf_tok), n_positions=positions, n_embd=32, n_layer=2, n_head=2,
                        bos_token_id=hf_tok.eos_token_id, eos_token_id=hf_tok.eos_token_id)
    GPT2LMHeadModel(config).save_pretrained(out)
    return out
