"""An output folder whose files always come from one run: written aside, swapped in as one.

``rescore`` and ``export`` write several files that only make sense together (``queries.csv``
and ``queries.parquet`` of the same run; ``rescore.json`` and the chart drawn from it). Each
file written atomically is not enough: a run killed between two renames, or two runs on one
``--out``, leave a mix. So:

* a **lock** (``.<out>.lock`` beside the folder, ``flock``: released by the kernel however the
  process ends) refuses a second run on the same ``--out`` at once, with one line;
* every file of the run is written into a **staging folder** beside ``--out`` (same file
  system), with ``manifest.json`` (command, arguments, inputs with size and time, versions,
  sha256 and size of every file);
* the staging folder and ``--out`` are **exchanged in one step** (Linux ``renameat2``
  ``RENAME_EXCHANGE``; elsewhere two renames, and a run that finds ``--out`` missing with a
  retired set beside it puts that set back), then the previous set is deleted;
* a failure, Ctrl-C or SIGTERM deletes the staging folder: ``--out`` keeps the previous set.
  After ``kill -9`` the next run on the same ``--out`` removes what the killed one left beside it;
* every file gets one mode (``0666`` less the umask), the folder ``0777`` less the umask.

``--out`` holds nothing but benchgrade sets: the sets of other commands (``rescore`` and
``export`` may share a folder) are carried into the new folder as hard links; anything else in
it is refused before any work (the folder is replaced as a whole, so it would be lost).
"""
from __future__ import annotations

import ctypes
import errno
import fcntl
import hashlib
import json
import os
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

MANIFEST = "manifest.json"
#: Files of sets written before manifests existed, by command: replaced or carried like a set's.
LEGACY = {"rescore": ("rescore.json", "rescore.png"),
          "export": ("queries.csv", "queries.parquet", "samples.csv", "samples.parquet")}
_STAGING, _RETIRED = "benchgrade-staging", "benchgrade-retired"
_RENAME_EXCHANGE = 2


class OutputError(Exception):
    """The output folder cannot be used; one line says why and what to do."""


def file_mode() -> int:
    """The one mode of every output file: ``0666`` less the umask (what ``open`` gives; mkstemp gives 0600)."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def _exchange(a: Path, b: Path) -> bool:
    """Swap two paths in one step; False where the system cannot (the caller falls back)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    at_cwd = -100
    if renameat2(at_cwd, os.fsencode(a), at_cwd, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP):
        return False
    raise OSError(code, os.strerror(code), str(b))


class OutputSet:
    """``with OutputSet(out, "rescore", inputs) as staged: write staged.path(name) …; staged.commit()``."""

    def __init__(self, out: Path, command: str, inputs: list[str], argv: list[str] | None = None):
        self.given = out
        self.out = Path(os.path.abspath(out))
        self.command, self.inputs = command, inputs
        self.argv = list(sys.argv if argv is None else argv)
        self.parent, self.name = self.out.parent, self.out.name
        self.folder: Path | None = None      # the staging folder
        self.committed = False
        self._lock_fd: int | None = None
        self._previous: dict = {}
        self.previous_created: str | None = None

    # --- entry: lock, clean up after killed runs, check the folder, stage --------------------

    def __enter__(self) -> "OutputSet":
        self._check_path()
        self._lock()
        try:
            self._recover()
            self._previous = self._read_manifest()
            self._refuse_foreign()
            self.folder = Path(tempfile.mkdtemp(prefix=f".{self.name}.{_STAGING}-", dir=self.parent))
            os.chmod(self.folder, file_mode() | ((file_mode() & 0o444) >> 2))  # r -> rx: a folder
            (self.folder / ".scratch").mkdir()
        except BaseException:
            self._unlock()
            raise
        return self

    def _check_path(self) -> None:
        if self.out.is_symlink():
            raise OutputError(f"--out {self.given}: is a symlink; give the folder itself")
        if self.out.exists() and not self.out.is_dir():
            raise OutputError(f"--out {self.given}: is a file; give a folder for the results")
        cwd = Path.cwd().resolve()
        if self.out.exists() and (self.out.resolve() == cwd or self.out.resolve() in cwd.parents):
            raise OutputError(f"--out {self.given}: is the current folder (or holds it); benchgrade replaces its "
                              f"output folder as a whole: give a folder of its own (e.g. --out {self.command})")
        if not self.parent.is_dir():
            try:
                self.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise OutputError(f"--out {self.given}: cannot create {self.parent} ({exc.strerror}); choose a path "
                                  f"you can write") from None
        if not os.access(self.parent, os.W_OK | os.X_OK):
            raise OutputError(f"--out {self.given}: cannot write in {self.parent}; choose a folder you can write")

    def _lock(self) -> None:
        path = self.parent / f".{self.name}.lock"
        while True:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), file_mode())
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = os.pread(fd, 64, 0).decode(errors="replace").strip() or "?"
                os.close(fd)
                raise OutputError(f"--out {self.given}: another benchgrade run (pid {holder}) is writing this folder; "
                                  f"wait for it to finish or choose another --out") from None
            try:
                same = os.fstat(fd).st_ino == os.stat(path).st_ino
            except FileNotFoundError:
                same = False
            if same:  # else the lock file was removed by the run we waited for: lock the new one
                break
            os.close(fd)
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._lock_fd, self._lock_path = fd, path

    def _unlock(self) -> None:
        if self._lock_fd is not None:
            try:
                os.unlink(self._lock_path)  # while still holding it: see the inode check in _lock
            except FileNotFoundError:
                pass
            os.close(self._lock_fd)
            self._lock_fd = None

    def _siblings(self, kind: str) -> list[Path]:
        return sorted(self.parent.glob(f".{self.name}.{kind}-*"))

    def _recover(self) -> None:
        """Left by a run killed with -9 (we hold the lock: no run owns them now)."""
        retired = self._siblings(_RETIRED)
        if retired and not self.out.exists():  # killed between the two renames of the fallback swap
            os.rename(retired[-1], self.out)
            retired = retired[:-1]
        for path in self._siblings(_STAGING) + retired:
            shutil.rmtree(path, ignore_errors=True)

    def _read_manifest(self) -> dict:
        try:
            data = json.loads((self.out / MANIFEST).read_text(encoding="utf-8"))
            return data.get("sets", {}) if isinstance(data, dict) and isinstance(data.get("sets"), dict) else {}
        except (OSError, ValueError):
            return {}

    def _owned(self) -> dict[str, str]:
        """File name -> the command whose set it belongs to (previous sets and legacy names)."""
        owner = {}
        for command, names in LEGACY.items():
            owner.update({n: command for n in names if (self.out / n).is_file()})
        for command, entry in self._previous.items():
            files = entry.get("files", {}) if isinstance(entry, dict) else {}
            owner.update({n: command for n in files if isinstance(n, str) and "/" not in n})
        return owner

    def _refuse_foreign(self) -> None:
        if not self.out.is_dir():
            return
        owned = self._owned()
        foreign = sorted(e.name for e in os.scandir(self.out) if e.name != MANIFEST and e.name not in owned)
        if foreign:
            shown = ", ".join(foreign[:3]) + (f" and {len(foreign) - 3} more" if len(foreign) > 3 else "")
            raise OutputError(f"--out {self.given}: holds {shown}, which benchgrade did not write; benchgrade replaces "
                              f"its output folder as a whole: give a new or empty folder")
        entry = self._previous.get(self.command)
        if isinstance(entry, dict):
            self.previous_created = entry.get("created")

    # --- writing -------------------------------------------------------------------------------

    def path(self, name: str) -> Path:
        return self.folder / name

    @property
    def scratch(self) -> Path:
        return self.folder / ".scratch"

    def commit(self, summary: dict | None = None) -> None:
        """Write the manifest and put the set in place, in one step; signals wait until it is done."""
        blocked = {signal.SIGINT, signal.SIGTERM}
        signal.pthread_sigmask(signal.SIG_BLOCK, blocked)
        try:
            shutil.rmtree(self.scratch, ignore_errors=True)
            mode = file_mode()
            files = {}
            for path in sorted(self.folder.iterdir()):
                os.chmod(path, mode)
                files[path.name] = {"bytes": path.stat().st_size, "sha256": _sha256(path)}
            sets = {c: e for c, e in self._previous.items() if c != self.command}
            self._carry(sets)
            sets[self.command] = {"created": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "argv": self.argv,
                                  "inputs": [_describe(p) for p in self.inputs], "versions": _versions(),
                                  "files": files, **(summary or {})}
            manifest = self.path(MANIFEST)
            manifest.write_text(json.dumps({"format": "benchgrade output set 1", "sets": sets}, indent=1,
                                           ensure_ascii=False) + "\n", encoding="utf-8")
            os.chmod(manifest, mode)
            self._swap()
            self.committed = True
        finally:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, blocked)

    def _carry(self, sets: dict) -> None:
        """Hard-link the other commands' files (and legacy files) into the new set."""
        for name, command in self._owned().items():
            if command == self.command or (self.folder / name).exists():
                continue
            try:
                os.link(self.out / name, self.folder / name)
            except OSError:
                shutil.copy2(self.out / name, self.folder / name)
            sets.setdefault(command, {"created": None, "files": {}})["files"].setdefault(name, {})

    def _swap(self) -> None:
        if not self.out.exists():
            try:
                os.rename(self.folder, self.out)
                self.folder = None
                return
            except OSError as exc:
                if exc.errno not in (errno.EEXIST, errno.ENOTEMPTY):
                    raise
        if _exchange(self.folder, self.out):
            old = self.folder
        else:
            old = Path(tempfile.mkdtemp(prefix=f".{self.name}.{_RETIRED}-", dir=self.parent))
            os.rmdir(old)
            os.rename(self.out, old)
            os.rename(self.folder, self.out)
        self.folder = None
        shutil.rmtree(old, ignore_errors=True)

    def __exit__(self, kind, value, trace) -> None:
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None
        self._unlock()

    def kept(self) -> str:
        """What ``--out`` holds now, in words, for the interrupt and failure messages."""
        if self.committed:
            return f"{self.given} holds this run's complete set"
        if self.previous_created:
            return f"nothing written; {self.given} keeps its previous set ({self.previous_created})"
        return f"nothing written to {self.given}"


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _describe(path: str) -> dict:
    try:
        info = os.stat(path)
        return {"path": os.path.abspath(path), "bytes": info.st_size,
                "modified": time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(info.st_mtime))}
    except OSError:
        return {"path": os.path.abspath(path)}


def _versions() -> dict:
    from importlib.metadata import PackageNotFoundError, version

    found = {"python": sys.version.split()[0]}
    for name in ("benchgrade", "pyarrow", "matplotlib", "lm-eval", "verifiers"):
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            pass
    return found
