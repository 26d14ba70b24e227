"""The scripted OpenAI-compatible server the end-to-end tests start on 127.0.0.1 (a free port).

The server itself ships in the package (:mod:`benchgrade.demo.server`, also behind
``benchgrade serve-demo``); the tests use it under its test names: ``OpenAIStub(responder,
scorer)``, ``StubRequest``, ``ScriptedFailure``. See that module for the endpoints and scripting.
"""
from __future__ import annotations

from benchgrade.demo.server import (BASE_LOGPROB, CHAT_TEMPLATE, EOS, ScriptedFailure, decode,  # noqa: F401
                                    encode)
from benchgrade.demo.server import ScriptedRequest as StubRequest  # noqa: F401
from benchgrade.demo.server import ScriptedServer as OpenAIStub  # noqa: F401
