"""``benchgrade serve-demo``: a scripted OpenAI-compatible server so every example runs without a model.

:mod:`.server` is the HTTP server (stdlib, 127.0.0.1; the tests' scripted models use it too),
:mod:`.items` finds the benchmark item a request is about, :mod:`.replies` writes the demo's
replies. Nothing here imports a host (lm-eval, verifiers).
"""
