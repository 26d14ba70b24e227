"""``benchgrade serve-demo``: a local OpenAI-compatible server answering like a model would, for trying things offline.

It is not a model: each request is matched to its benchmark item and answered from the gold --
mostly right, sometimes wrong or unreadable, in the formats real models write (see
:mod:`benchgrade.demo.replies`). It serves ``/v1/completions`` (generation and log-likelihood
scoring), ``/v1/chat/completions`` and vLLM's tokenizer endpoints on 127.0.0.1 only, so every
example of the README runs with no model and no network. It reads the items from ``--data-dir``,
else ``$BENCHGRADE_DATA_DIR``, else the slices bundled with benchgrade; requests for other items
get a fixed guess, and the first one is reported on stderr.
"""
from __future__ import annotations

import argparse
import errno
import os
import sys
import threading
from pathlib import Path

from . import UserError

NAME = "serve-demo"
HELP = "start a scripted OpenAI-compatible server on 127.0.0.1 (not a model) so the examples run offline"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--port", type=int, default=8000, help="port on 127.0.0.1 (default 8000)")
    parser.add_argument("--data-dir", type=Path,
                        help="the data folder your runs read, so the demo knows their items (default: "
                             "$BENCHGRADE_DATA_DIR, else the slices bundled with benchgrade)")


def _data(args) -> tuple[Path, str]:
    from ..sample_data import sample_data_dir

    chosen = args.data_dir or os.environ.get("BENCHGRADE_DATA_DIR") or None
    if chosen is None:
        return sample_data_dir(), "the bundled slices"
    root = Path(chosen).expanduser()
    if not root.is_dir():
        flag = "--data-dir" if args.data_dir else "$BENCHGRADE_DATA_DIR"
        raise UserError(f"{flag} {root}: data folder does not exist")
    return root, str(root)


class _UnknownReport:
    """Say once, on stderr, that a request was for an item the demo does not know."""

    def __init__(self, label: str):
        self.label, self.said = label, False
        self.lock = threading.Lock()

    def __call__(self, prompt: str) -> None:
        with self.lock:
            if self.said:
                return
            self.said = True
        print(f"serve-demo: a request for an item not in {self.label} (answered with a fixed guess); start "
              f"serve-demo with --data-dir naming the data your run reads", file=sys.stderr, flush=True)


def run(args: argparse.Namespace) -> int:
    from ..datasource import DataError
    from ..demo.items import ItemIndex, count_by_benchmark, load_docs
    from ..demo.replies import DemoModel
    from ..demo.server import ScriptedServer

    if not 0 < args.port < 65536:
        raise UserError(f"--port must be between 1 and 65535; got {args.port}")
    root, label = _data(args)
    try:
        docs = load_docs(root, strict=False)  # a folder may hold some benchmarks only; the banner says which
    except DataError as exc:  # a damaged file
        raise UserError(f"{exc}") from None
    if not docs:
        raise UserError(f"{label}: no benchmark files found (the layout is in the README's 'Data' section)")
    index = ItemIndex(docs=docs)
    model = DemoModel(index, on_unknown=_UnknownReport(label))
    try:
        server = ScriptedServer(model, model.score, port=args.port, model="benchgrade-demo")
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise UserError(f"--port {args.port}: 127.0.0.1:{args.port} is in use (a server already running?); "
                            f"stop it or pick another port") from None
        raise UserError(f"--port {args.port}: cannot listen on 127.0.0.1 ({exc.strerror})") from None
    print(f"benchgrade serve-demo: {server.base_url}/v1 (completions, chat/completions), a scripted server, "
          f"not a model; {len(index):,} items ({count_by_benchmark(docs)}) from {label}. Ctrl-C stops it.", flush=True)
    server.start()
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        print("benchgrade serve-demo: stopped", file=sys.stderr, flush=True)
        return 0
    finally:
        server.stop()
    return 0
