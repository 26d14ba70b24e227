"""Rollouts per second of the benchgrade verifiers environments, against lm-eval on the same rows.

The same rows of each benchmark go, against one scripted OpenAI-compatible server on
127.0.0.1 (``tests/support/openai_stub.py``, in its own process, answering every prompt
with a short reasoning and ``Answer: <gold>``), through

* ``lm-eval``: ``benchgrade-lm-eval --model local-chat-completions --apply_chat_template``
  on the benchmark's chat task group (``gsm8k:chat::benchgrade`` …), ``num_concurrent`` C
  -- the named baseline, run the way its users run it;
* ``vf-eval in-process``: ``vf-eval benchgrade-<bench> -c C`` with the default harness;
* ``vf-eval subprocess``: the same with ``--env.agent.harness.program subprocess``
  (the harness before issue 16: one chat-program process per rollout), on the first
  ``--subprocess-rows`` rows only (it is slow; rollouts/s is a rate);
* ``env server`` (how prime-rl drives an environment in verifiers 0.4.0): the
  environment served by ``verifiers.v1.serve.serve_env`` in its own process, the tasks
  loaded client-side and sent with ``EnvClient.run`` (the orchestrator's calls), with the
  eval client (the train client needs a vLLM ``/generate`` engine, so it is not measured).

What is reported for each run (``wall s`` is the whole command, start-up included):

* ``server req/s``: requests over the time from the first to the last request the server saw;
  start-up is excluded and every host is timed at the same place. For lm-eval this is its
  request phase alone (it prepares every request before and grades after);
* ``rollouts/s``: for vf-eval and the env server, rollouts over the time from the first
  rollout's start to the last one's end, read from the traces (the in-process/subprocess
  ratio uses it: a burst of fewer rows than the concurrency reaches the server at once);
* ``after start-up: req/s`` and ``CPU ms/req``: the run minus the same host's one-row run
  of the same benchmark (``lm-eval --limit 1``, ``vf-eval -n 1``): what each further request
  costs in wall time and in CPU of the host's process tree (the chat-program processes
  included). For the env server, the server process's CPU during the run.

vf-eval runs as users run it (its dashboard on, output to /dev/null); both hosts get
``temperature 0`` and ``max_tokens 4096``. ``--where N`` also profiles N in-process rollouts
(the env-server path, in this process) and prints the CPU share of each component: what caps
the rate once no process starts per rollout.

Rows: the first ``--rows`` rows of GSM8k test and SocialIQA validation and the first
``--per-subset`` rows of each BBH subtask and MMLU subject (test), copied into a temporary
folder in the original layout so that both hosts read exactly those rows. The source is
``--data-dir``, else ``$BENCHGRADE_SHARED_DATA`` or ``../shared/data``, else the slices in
``tests/data`` (fewer rows).

    python benchmarks/verifiers_throughput.py --where 400 --json out.json   # everything (~20 min on 2 busy cores)
    python benchmarks/verifiers_throughput.py --benchmarks gsm8k --concurrency 64
"""
from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
BENCHMARKS = ("bbh", "gsm8k", "mmlu", "socialiqa")
#: The split each benchmark's chat task reads, set on the environment so both hosts read the same rows.
CHAT_SPLIT = {"bbh": "test", "gsm8k": "test", "mmlu": "test", "socialiqa": "validation"}
CHAT_TASK = {"bbh": "bbh:chat::benchgrade", "gsm8k": "gsm8k:chat::benchgrade",
             "mmlu": "mmlu:chat::benchgrade", "socialiqa": "socialiqa:chat::benchgrade"}
MAX_TOKENS = 4096
API_KEY_VAR = "BENCH_STUB_KEY"


# --------------------------------------------------------------------------- rows

def find_data_dir(explicit: str | None) -> Path:
    for candidate in (explicit, os.environ.get("BENCHGRADE_SHARED_DATA"), REPO.parent / "shared" / "data"):
        if candidate and (Path(candidate) / "bbh").is_dir():
            return Path(candidate)
    return REPO / "tests" / "data"


def write_rows(source: Path, target: Path, rows: int, per_subset: int) -> dict[str, int]:
    """Copy the first rows of every benchmark into ``target`` (original layout); rows per benchmark."""
    from benchgrade.bbh.data import SUBTASKS
    from benchgrade.mmlu.data import SUBJECTS

    counts = {"bbh": 0, "mmlu": 0}
    (target / "bbh" / "bbh").mkdir(parents=True)
    for subtask in SUBTASKS:
        payload = json.loads((source / "bbh" / "bbh" / f"{subtask}.json").read_text(encoding="utf-8"))
        payload["examples"] = payload["examples"][:per_subset]
        counts["bbh"] += len(payload["examples"])
        (target / "bbh" / "bbh" / f"{subtask}.json").write_text(json.dumps(payload), encoding="utf-8")
    for split in ("test", "dev"):
        (target / "mmlu" / "data" / split).mkdir(parents=True)
    for subject in SUBJECTS:
        shutil.copy(source / "mmlu" / "data" / "dev" / f"{subject}_dev.csv", target / "mmlu" / "data" / "dev")
        lines = (source / "mmlu" / "data" / "test" / f"{subject}_test.csv").read_text(encoding="utf-8")
        kept = _csv_records(lines)[:per_subset]
        counts["mmlu"] += len(kept)
        (target / "mmlu" / "data" / "test" / f"{subject}_test.csv").write_text("".join(kept), encoding="utf-8")
    (target / "gsm8k").mkdir()
    gsm8k = (source / "gsm8k" / "test.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)[:rows]
    (target / "gsm8k" / "test.jsonl").write_text("".join(gsm8k), encoding="utf-8")
    counts["gsm8k"] = len(gsm8k)
    siqa_in, siqa_out = source / "socialiqa" / "socialiqa-train-dev", target / "socialiqa" / "socialiqa-train-dev"
    siqa_out.mkdir(parents=True)
    for name, limit in (("dev", rows), ("train", 8)):  # the train file only has to exist
        for suffix in (".jsonl", "-labels.lst"):
            lines = (siqa_in / f"{name}{suffix}").read_text(encoding="utf-8").splitlines(keepends=True)[:limit]
            (siqa_out / f"{name}{suffix}").write_text("".join(lines), encoding="utf-8")
        counts["socialiqa"] = counts.get("socialiqa") or len(lines)
    return counts


def _csv_records(text: str) -> list[str]:
    """CSV records as written (a quoted field may span lines), so a prefix stays byte-identical."""
    import csv
    import io

    records, stream, start = [], io.StringIO(text, newline=""), 0
    for _ in csv.reader(stream):
        end = stream.tell()
        records.append(text[start:end])
        start = end
    return records


def prompt_golds(data_dir: Path) -> dict[str, str]:
    """Chat prompt -> gold for every row, so the server can answer each prompt."""
    from importlib import import_module

    golds = {}
    for bench in BENCHMARKS:
        prompts = import_module(f"benchgrade.{bench}.prompts")
        for doc in import_module(f"benchgrade.{bench}.data").load_docs(CHAT_SPLIT[bench], None, data_dir):
            golds[prompts.chat_prompt(doc)] = doc["gold"]
    return golds


# --------------------------------------------------------------------------- the server process

def _serve(golds: dict[str, str], conn) -> None:
    """Run the scripted server; answer ``stats``/``reset`` over ``conn`` until ``stop``."""
    from tests.support.openai_stub import OpenAIStub

    lock, state = threading.Lock(), {"times": []}

    def respond(request) -> str:
        with lock:
            state["times"].append(time.perf_counter())
        gold = golds.get(request.prompt, "unknown")
        return ("Let me work through this carefully, one step at a time, checking each fact "
                "against the question before I commit to an option.\n\n"
                f"Having weighed the alternatives, the best-supported choice is {gold}.\n\nAnswer: {gold}")

    with OpenAIStub(respond) as stub:
        conn.send(stub.base_url)
        while True:
            command = conn.recv()
            if command == "stop":
                return
            with lock:
                times, state["times"] = state["times"], ([] if command == "reset" else state["times"])
            conn.send({"requests": len(times), "first": times[0] if times else None,
                       "last": times[-1] if times else None, "cpu": time.process_time()})


class Server:
    def __init__(self, golds: dict[str, str]):
        self._conn, child = multiprocessing.Pipe()
        self._proc = multiprocessing.get_context("spawn").Process(target=_serve, args=(golds, child), daemon=True)
        self._proc.start()
        self.base_url = self._conn.recv()

    def ask(self, command: str) -> dict:
        self._conn.send(command)
        return self._conn.recv()

    def close(self) -> None:
        self._conn.send("stop")
        self._proc.join(10)


# --------------------------------------------------------------------------- measuring one host run

def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def measure(server: Server, label: str, command: list[str], env: dict, cwd: Path,
            traces: Path | None = None) -> dict:
    """Run one host command: rates, wall time and the command's process-tree CPU.

    ``traces`` (a vf-eval run's traces.jsonl) adds the rollout rate read from the traces.
    """
    server.ask("reset")
    cpu, start = _children_cpu(), time.perf_counter()
    proc = subprocess.run(command, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall, cpu = time.perf_counter() - start, _children_cpu() - cpu
    seen = server.ask("stats")
    if proc.returncode != 0:
        raise SystemExit(f"{label}: {' '.join(command)} exited {proc.returncode}\n{proc.stderr[-3000:]}")
    rollouts = None
    if traces is not None:
        records = [json.loads(line) for line in traces.read_text().splitlines()]
        rollouts = [trace for record in records for trace in record["traces"]]
    return _row(label, seen, wall, cpu, rollouts)


def rollout_rate(traces: list[dict]) -> tuple[float | None, int]:
    """Rollouts per second from the first rollout's start to the last one's end, and how many failed."""
    failed = sum(1 for trace in traces if not trace.get("ok"))
    starts = [trace["timing"]["start"] for trace in traces]
    ends = [span["end"] for trace in traces for span in trace["timing"].values()
            if isinstance(span, dict) and span.get("end")]
    span = max(ends) - min(starts) if traces else 0
    return (round(len(traces) / span, 2) if span > 0 else None), failed


def _row(label: str, seen: dict, wall: float, cpu: float, traces: list[dict] | None = None) -> dict:
    span = (seen["last"] - seen["first"]) if seen["requests"] > 1 else None
    row = {"run": label, "requests": seen["requests"], "wall_s": round(wall, 2),
           "requests_per_s": round((seen["requests"] - 1) / span, 2) if span else None,
           "cpu_s": round(cpu, 2), "cpu_s_per_request": round(cpu / max(seen["requests"], 1), 4)}
    if traces is not None:
        row["rollouts"] = len(traces)
        row["rollouts_per_s"], row["failed"] = rollout_rate(traces)
        if row["failed"]:
            raise SystemExit(f"{label}: {row['failed']} rollouts failed: "
                             f"{next(t['errors'] for t in traces if not t.get('ok'))}")
    return row


def _bin(name: str) -> str:
    local = Path(sys.executable).with_name(name)
    return str(local) if local.exists() else (shutil.which(name) or name)


def lm_eval_command(bench: str, base_url: str, concurrency: int, out: Path, limit: int | None = None) -> list[str]:
    command = [_bin("benchgrade-lm-eval"), "--model", "local-chat-completions", "--model_args",
               f"base_url={base_url}/v1/chat/completions,model=stub,num_concurrent={concurrency}",
               "--apply_chat_template", "--tasks", CHAT_TASK[bench], "--output_path", str(out)]
    return command + (["--limit", str(limit)] if limit else [])


def vf_eval_command(bench: str, base_url: str, concurrency: int, out: Path, name: str, data_dir: Path,
                    program: str, limit: int | None = None) -> list[str]:
    command = [_bin("vf-eval"), f"benchgrade-{bench}", "--model", "stub", "--client.base-url", f"{base_url}/v1",
               "--client.api-key-var", API_KEY_VAR, "--env.taskset.split", CHAT_SPLIT[bench],
               "--env.taskset.data-dir", str(data_dir), "--sampling.max-tokens", str(MAX_TOKENS),
               "--sampling.temperature", "0", "-c", str(concurrency), "--no-push", "-o", str(out),
               "--run.name", name]
    if program != "in-process":
        command += ["--env.agent.harness.program", program]
    return command + (["-n", str(limit)] if limit else [])


# --------------------------------------------------------------------------- the env-server path

def _orchestrate(address: str, tasks: list[dict], base_url: str, concurrency: int) -> tuple[float, list[dict]]:
    """Drive ``tasks`` through ``EnvClient.run`` as an orchestrator does: client-side CPU seconds, the traces."""
    from verifiers.v1.configs.client import EvalClientConfig
    from verifiers.v1.serve import EnvClient
    from verifiers.v1.types import SamplingConfig

    traces: list[dict] = []

    async def drive() -> None:
        client = EnvClient(address)
        await client.wait_for_server_startup()
        gate = asyncio.Semaphore(concurrency)
        config = EvalClientConfig(base_url=f"{base_url}/v1", api_key_var=API_KEY_VAR)
        sampling = SamplingConfig(max_tokens=MAX_TOKENS, temperature=0.0)

        async def one(task: dict) -> None:
            async with gate:
                episode = await client.run(config, "stub", sampling, task)
            traces.extend(trace.model_dump(mode="json", include={"ok", "errors", "timing"})
                          for trace in episode.traces)

        try:
            await asyncio.gather(*(one(task) for task in tasks))
        finally:
            await client.close()

    cpu = time.process_time()
    asyncio.run(drive())
    return time.process_time() - cpu, traces


def _proc_cpu(pid: int) -> float | None:
    """User + system seconds of ``pid`` and its reaped children (Linux /proc), else None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return sum(int(value) for value in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def measure_env_server(server: Server, bench: str, data_dir: Path, program: str, concurrency: int,
                       limit: int | None) -> dict:
    import verifiers.v1 as vf
    from verifiers.v1.serve import env_config_data, serve_env

    options = {"id": f"benchgrade-{bench}", "split": CHAT_SPLIT[bench], "data_dir": str(data_dir)}
    config = vf.resolve_env_config({"taskset": options, "agent": {"harness": {"program": program}}})
    tasks = [task.data.model_dump(mode="json") for task in vf.load_taskset(config.taskset)][:limit]
    queue = multiprocessing.get_context("spawn").Queue()
    proc = multiprocessing.get_context("spawn").Process(
        target=serve_env, kwargs={"max_workers": 1, "address": "tcp://127.0.0.1:0", "address_queue": queue,
                                  "config_data": env_config_data(config)}, daemon=True)
    proc.start()
    try:
        address = queue.get(timeout=300)
        _orchestrate(address, tasks[:1], server.base_url, 1)  # warm: the server's first rollout
        server.ask("reset")
        server_cpu, start = _proc_cpu(proc.pid), time.perf_counter()
        client_cpu, traces = _orchestrate(address, tasks, server.base_url, concurrency)
        wall = time.perf_counter() - start
        server_cpu = (_proc_cpu(proc.pid) - server_cpu) if server_cpu is not None else float("nan")
        row = _row(f"env server {program} c={concurrency}", server.ask("stats"), wall, server_cpu, traces)
        row["orchestrator_cpu_s"] = round(client_cpu, 2)
        return row
    finally:
        proc.terminate()
        proc.join(30)


# --------------------------------------------------------------------------- where the time goes

#: Profile buckets, first match wins: (label, path fragments). Builtins are charged to their caller's bucket.
COMPONENTS = (
    ("benchgrade: in-process turn", ("adapters/verifiers/single_turn", "adapters/verifiers/harness",
                                     "aiohttp/client", "aiohttp/connector")),
    ("benchgrade: grading", ("plugins/benchgrade/",)),
    ("verifiers: interception server", ("verifiers/v1/interception", "verifiers/v1/dialects", "aiohttp/",
                                        "multidict", "yarl", "verifiers/v1/session", "verifiers/v1/semantic")),
    ("verifiers: upstream client", ("verifiers/v1/clients", "httpx", "httpcore", "h11", "anyio", "sniffio")),
    ("verifiers: runtime per rollout", ("verifiers/v1/runtimes", "shutil", "pathlib", "concurrent/futures",
                                        "threading", "/queue.py")),
    ("verifiers: trace, graph, hooks", ("verifiers/v1/", "pydantic", "typing", "inspect", "tokenize",
                                        "/re/", "copy", "weakref", "uuid", "json", "contextlib", "enum")),
    ("event loop", ("asyncio", "selectors", "socket", "ssl")),
)


def _component(path: str) -> str:
    for label, fragments in COMPONENTS:
        if any(fragment in path for fragment in fragments):
            return label
    return "other"


def where_the_time_goes(server: Server, bench: str, data_dir: Path, rollouts: int, concurrency: int) -> dict:
    """CPU ms per rollout by component, for in-process rollouts run as an environment server runs them
    (``env.serving()`` + ``env.run_slot``, no ZMQ), profiled in this process (the model server is not)."""
    import cProfile
    import pstats

    import verifiers.v1 as vf
    from verifiers.v1.clients import ModelContext
    from verifiers.v1.configs.client import EvalClientConfig
    from verifiers.v1.types import SamplingConfig

    config = vf.resolve_env_config({"taskset": {"id": f"benchgrade-{bench}", "split": CHAT_SPLIT[bench],
                                                "data_dir": str(data_dir)}})
    env = vf.load_environment(config)
    tasks = list(env.taskset)
    tasks = (tasks * (rollouts // len(tasks) + 1))[:rollouts]
    ctx = ModelContext(model="stub", sampling=SamplingConfig(max_tokens=MAX_TOKENS, temperature=0.0),
                       client=EvalClientConfig(base_url=f"{server.base_url}/v1", api_key_var=API_KEY_VAR))
    profile = cProfile.Profile()

    async def run() -> float:
        gate = asyncio.Semaphore(concurrency)
        async with env.serving():
            await asyncio.gather(*(env.run_slot(slot, ctx, gate) for slot in env.slots(tasks[0])))  # warm
            cpu = time.process_time()
            profile.enable()
            await asyncio.gather(*(env.run_slot(slot, ctx, gate) for task in tasks for slot in env.slots(task)))
            profile.disable()
            return time.process_time() - cpu

    cpu = asyncio.run(run())
    buckets: dict[str, float] = {}
    for (path, _, _), (_, _, own, _, callers) in pstats.Stats(profile).stats.items():
        if path == "~" and callers:  # a builtin: charge each caller's share to the caller's component
            for (caller_path, _, _), (_, _, share, _) in callers.items():
                buckets[_component(caller_path)] = buckets.get(_component(caller_path), 0.0) + share
        else:
            buckets[_component(path)] = buckets.get(_component(path), 0.0) + own
    total = sum(buckets.values())
    if os.environ.get("WHERE_OTHER"):  # debugging aid: what falls outside the named components
        others = sorted(((own, path, name) for (path, _, name), (_, _, own, _, _) in pstats.Stats(profile).stats.items()
                         if _component(path) == "other"), reverse=True)[:15]
        print(*others, sep="\n")
    print(f"\nwhere the time goes: {rollouts} in-process {bench} rollouts, {concurrency} in flight, "
          f"{1000 * cpu / rollouts:.1f} ms CPU per rollout under the profiler (about twice the unprofiled cost):")
    shares = {label: round(100 * value / total, 1) for label, value in sorted(buckets.items(), key=lambda kv: -kv[1])}
    for label, share in shares.items():
        print(f"  {share:5.1f}%  {label}")
    return {"rollouts": rollouts, "concurrency": concurrency, "cpu_ms_per_rollout_profiled": 1000 * cpu / rollouts,
            "percent": shares}


# --------------------------------------------------------------------------- main

def run_benchmark(args) -> list[dict]:
    source = find_data_dir(args.data_dir)
    work = Path(tempfile.mkdtemp(prefix="vf-throughput-"))
    data_dir = work / "data"
    counts = write_rows(source, data_dir, args.rows, args.per_subset)
    print(f"rows from {source}: {counts} (copied to {data_dir})", flush=True)
    # every host (and the env server this process spawns) reads the copied rows, offline
    os.environ.update(BENCHGRADE_DATA_DIR=str(data_dir), HF_HUB_OFFLINE="1", NO_PROXY="127.0.0.1,localhost",
                      **{API_KEY_VAR: "sk-bench"})
    env = dict(os.environ)
    server = Server(prompt_golds(data_dir))
    results = []

    def record(row: dict, bench: str, host: str, concurrency: int) -> None:
        row.update(benchmark=bench, host=host, concurrency=concurrency)
        results.append(row)
        print(json.dumps(row), flush=True)

    def lm_eval(bench: str, concurrency: int, tag: str, limit: int | None = None) -> dict:
        return measure(server, f"lm-eval {tag}", lm_eval_command(bench, server.base_url, concurrency,
                                                                 work / f"lm-{tag}", limit), env, work)

    def vf_eval(bench: str, concurrency: int, tag: str, program: str, limit: int | None = None) -> dict:
        name = f"{program}-{tag}"
        return measure(server, f"vf-eval {program} {tag}", vf_eval_command(
            bench, server.base_url, concurrency, work / "vf", name, data_dir, program, limit),
            env, work, work / "vf" / name / "traces.jsonl")

    try:
        for bench in args.benchmarks:
            if args.startup:  # the smallest run of each host: its start-up, subtracted from the others
                if "lm-eval" in args.hosts:
                    record(lm_eval(bench, 1, f"{bench}-startup", limit=1), bench, "lm-eval", 0)
                record(vf_eval(bench, 1, f"{bench}-startup", "in-process", limit=1), bench, "vf-eval", 0)
            for concurrency in args.concurrency:
                tag = f"{bench}-c{concurrency}"
                if "lm-eval" in args.hosts:
                    record(lm_eval(bench, concurrency, tag), bench, "lm-eval", concurrency)
                for program, limit in (("in-process", None), ("subprocess", args.subprocess_rows)):
                    if f"vf-eval {program}" in args.hosts:
                        record(vf_eval(bench, concurrency, tag, program, limit), bench, f"vf-eval {program}",
                               concurrency)
            if "env server" in args.hosts:
                for program, limit in (("in-process", None), ("subprocess", args.subprocess_rows)):
                    record(measure_env_server(server, bench, data_dir, program, args.server_concurrency, limit),
                           bench, f"env server {program}", args.server_concurrency)
        if args.where:
            results.append({"host": "where", "benchmark": args.benchmarks[0],
                            **where_the_time_goes(server, args.benchmarks[0], data_dir, args.where,
                                                  args.server_concurrency)})
    finally:
        server.close()
        shutil.rmtree(work, ignore_errors=True)
    return results


def after_startup(row: dict, startup: dict | None) -> tuple[float | None, float | None]:
    """Requests per second and CPU ms per request once the host is up: the run minus its start-up run."""
    if startup is None or row["requests"] <= startup["requests"]:
        return None, None
    extra = row["requests"] - startup["requests"]
    wall = row["wall_s"] - startup["wall_s"]
    return (round(extra / wall, 1) if wall > 0 else None), round(1000 * (row["cpu_s"] - startup["cpu_s"]) / extra, 1)


def summarize(results: list[dict]) -> None:
    """The table and the ratios the issue asks for.

    in-process vs subprocess compares rollouts/s read from the traces (a burst of fewer rows
    than the concurrency reaches the server at once, so the server-side rate would flatter
    the subprocess harness); in-process vs lm-eval compares the server-side request rates and
    the rates after start-up.
    """
    startups = {(r["benchmark"], r["host"]): r for r in results if r["concurrency"] == 0}
    print("\nbench      c    host                    reqs  wall s  server req/s  rollouts/s  "
          "after start-up: req/s  CPU ms/req")
    table = {}
    for r in results:
        if r["host"] == "where" or r["concurrency"] == 0:
            continue
        startup = startups.get((r["benchmark"], "lm-eval" if r["host"] == "lm-eval" else "vf-eval"))
        rate, cpu_ms = after_startup(r, startup) if r["host"].startswith(("lm-eval", "vf-eval")) else (None, None)
        if r["host"].startswith("env server"):  # its CPU is the server's during the run: no start-up in it
            cpu_ms = round(1000 * r["cpu_s_per_request"], 1)
        r.update(after_startup_per_s=rate, cpu_ms_per_request=cpu_ms)
        print(f"{r['benchmark']:<10} {r['concurrency']:<4} {r['host']:<23} {r['requests']:>5} {r['wall_s']:>7} "
              f"{r['requests_per_s'] or '-':>13} {r.get('rollouts_per_s') or '-':>11} {rate or '-':>22} "
              f"{cpu_ms or '-':>11}")
        table[(r["benchmark"], r["concurrency"], r["host"])] = r
    print("\nratios of vf-eval in-process to: subprocess (rollouts/s from traces), lm-eval (server req/s; "
          "req/s after start-up)")
    for (bench, concurrency, host), row in sorted(table.items()):
        if host != "vf-eval in-process":
            continue
        sub, lm = table.get((bench, concurrency, "vf-eval subprocess")), table.get((bench, concurrency, "lm-eval"))

        def ratio(a, b):
            return f"{a / b:6.2f}" if a and b else "     -"

        print(f"{bench:<10} c={concurrency:<4} subprocess {ratio(row['rollouts_per_s'], sub and sub['rollouts_per_s'])}x"
              f"   lm-eval {ratio(row['requests_per_s'], lm and lm['requests_per_s'])}"
              f"   lm-eval after start-up {ratio(row['after_startup_per_s'], lm and lm['after_startup_per_s'])}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir")
    parser.add_argument("--benchmarks", nargs="+", default=list(BENCHMARKS), choices=BENCHMARKS)
    parser.add_argument("--concurrency", nargs="+", type=int, default=[1, 8, 64])
    parser.add_argument("--hosts", nargs="+", default=["lm-eval", "vf-eval in-process", "vf-eval subprocess",
                                                      "env server"])
    parser.add_argument("--rows", type=int, default=200, help="GSM8k and SocialIQA rows (default 200)")
    parser.add_argument("--per-subset", type=int, default=4, help="rows per BBH subtask / MMLU subject (default 4)")
    parser.add_argument("--subprocess-rows", type=int, default=24,
                        help="rows for the subprocess harness (default 24)")
    parser.add_argument("--server-concurrency", type=int, default=64, help="rollouts in flight on the env server")
    parser.add_argument("--no-startup", dest="startup", action="store_false",
                        help="skip the one-row runs whose wall and CPU time are subtracted as start-up")
    parser.add_argument("--where", type=int, default=0, metavar="ROLLOUTS",
                        help="also profile this many in-process rollouts of the first benchmark (CPU by component)")
    parser.add_argument("--json", help="write every measurement to this file")
    args = parser.parse_args()
    results = run_benchmark(args)
    summarize(results)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
