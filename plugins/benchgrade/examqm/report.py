"""The ExamQM run report: ``summary.json`` and a readable table from one or more runs.

Why each rule (from the contract):
- categories stay apart: valid, invalid (parser refused), truncated (length stop or JSON cut
  off), empty, provider/run error, and missing (planned but never answered); each has a count
  and a rate over the planned items, because a high mean over a few successful replies is not
  a full-run result;
- coverage names the planned and the missing items;
- component means are over the items where the component was actually scored (valid replies
  whose gold has it), with ``n`` and the error rate beside them;
- literal transcription agreement and page-number accuracy are diagnostics, reported apart;
- groups by review status and by feature (image/table/formula/choice/subquestion);
- input modes (page images; images + native text) are summarised separately, never averaged;
- runs that mix dataset, prompt or scoring versions are refused (one line naming them): their
  numbers are not comparable. Replies are re-scored with this package's scorer, so a run whose
  recorded scoring version is not this scorer's is refused too.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from statistics import fmean
from typing import Iterable

from .runinfo import FEATURES, features
from .runs import FINGERPRINTS, Run, RunError, RunItem
from .scorer import SCORING_VERSION, ExamQMScore, score_reply

STATUSES = ("valid", "invalid", "truncated", "empty")
CATEGORIES = (*STATUSES, "provider_error", "missing")


@dataclass
class ScoredItem:
    item: RunItem
    category: str
    score: ExamQMScore | None  # None for provider errors


def score_items(run: Run) -> list[ScoredItem]:
    scored = []
    for item in run.items:
        row = run.rows.get(item.id)
        if row is None:
            raise RunError(f"{item.where}: item {item.id!r} is not in the dataset the run names")
        if item.fingerprints.get("gold_sha256") not in (None, row.gold_sha256):
            raise RunError(f"{item.where}: {item.id} was run against another gold (gold_sha256 "
                           f"{item.fingerprints['gold_sha256'][:12]}…, the dataset has {row.gold_sha256[:12]}…)")
        item.row = row
        if item.provider_error is not None:
            scored.append(ScoredItem(item, "provider_error", None))
            continue
        score = score_reply(item.reply, row, truncated=item.truncated)
        scored.append(ScoredItem(item, score.status, score))
    return scored


def check_versions(runs: list[Run]) -> dict[str, str]:
    """The one dataset/prompt/scoring version of all runs; a mix raises naming the values."""
    found: dict[str, set] = {name: set() for name in FINGERPRINTS}
    for run in runs:
        for item in run.items:
            for name in FINGERPRINTS:
                if item.fingerprints.get(name) is not None:
                    found[name].add(item.fingerprints[name])
    for name, values in found.items():
        if len(values) > 1:
            raise RunError(f"runs mix {name.replace('_', ' ')}s {', '.join(sorted(values))}: report runs of one "
                           f"version together (re-run or rescore the others)")
    scoring = found["scoring_version"]
    if scoring and scoring != {SCORING_VERSION}:
        raise RunError(f"runs were scored with scoring version {scoring.pop()}, this report scores with "
                       f"{SCORING_VERSION}: rerun them (resume keys include the scoring version)")
    return {name: next(iter(values), None) for name, values in found.items()}


def _mean(values: list[float]) -> float | None:
    return round(fmean(values), 6) if values else None


def _group(scored: list[ScoredItem]) -> dict:
    valid = [s for s in scored if s.category == "valid"]
    return {"n": len(scored), "valid": len(valid),
            "reconstruction_fidelity": _mean([s.score.reconstruction_fidelity if s.score else 0.0 for s in scored])}


def summarize_mode(runs: list[Run], scored: list[ScoredItem]) -> dict:
    planned = None if any(run.planned is None for run in runs) else [i for run in runs for i in run.planned]
    answered = Counter(s.item.id for s in scored)
    missing: list[str] = []
    if planned is not None:
        owed = Counter(planned) - answered
        missing = [row_id for row_id in dict.fromkeys(planned) for _ in range(owed.get(row_id, 0))]
    counts = Counter(s.category for s in scored)
    counts["missing"] = len(missing)
    denominator = len(planned) if planned is not None else len(scored)
    valid = [s for s in scored if s.category == "valid"]
    components: dict[str, list[float]] = defaultdict(list)
    for s in valid:
        for name, value in s.score.components.items():
            components[name].append(value)
    error_count = denominator - len(valid)
    rows = {s.item.id: s.item.row for s in scored}
    by_status: dict[str, list] = defaultdict(list)
    by_feature: dict[str, list] = defaultdict(list)
    for s in scored:
        by_status[s.item.row.review_status].append(s)
        for name in features(s.item.row):
            by_feature[name].append(s)
    annotated = [s.score.alternative_id_in_image for s in valid if s.score.alternative_id_in_image is not None]
    literal = [s.score.literal_transcription_agreement for s in valid if s.score.literal_transcription_agreement is not None]
    pages = [s.score.page_number_accuracy for s in valid if s.score.page_number_accuracy is not None]
    notes = [run.note for run in runs if run.note]
    return {
        "coverage": {"planned": len(planned) if planned is not None else None, "answered": len(scored),
                     "missing": missing, "complete": planned is not None and not missing, "notes": notes},
        "counts": {name: counts.get(name, 0) for name in CATEGORIES},
        "rates": {name: (round(counts.get(name, 0) / denominator, 6) if denominator else None) for name in CATEGORIES},
        "error_rate": round(error_count / denominator, 6) if denominator else None,
        "reconstruction_fidelity": {
            "mean_over_planned": (round(sum(s.score.reconstruction_fidelity for s in valid) / len(planned), 6)
                                  if planned else None),
            "mean_over_answered": _mean([s.score.reconstruction_fidelity if s.score else 0.0 for s in scored]),
            "mean_over_valid": _mean([s.score.reconstruction_fidelity for s in valid]),
        },
        "components": {name: {"mean": _mean(values), "n": len(values),
                               "error_rate": round(error_count / denominator, 6) if denominator else None}
                       for name, values in sorted(components.items())},
        "alternative_id_in_image": {"rate": _mean(annotated), "n": len(annotated)},
        "literal_transcription_agreement": {"mean": _mean(literal), "n": len(literal)},
        "page_number_accuracy": {"mean": _mean(pages), "n": len(pages)},
        "groups": {"review_status": {k: _group(v) for k, v in sorted(by_status.items())},
                   "feature": {k: _group(by_feature[k]) for k in FEATURES if k in by_feature}},
        "rows_seen": len(rows),
        "items": [{"id": s.item.id, "category": s.category, "where": s.item.where,
                   "reconstruction_fidelity": s.score.reconstruction_fidelity if s.score else None,
                   "error": (s.score.error if s.score else s.item.provider_error)} for s in scored],
    }


def build_summary(runs: list[Run]) -> tuple[dict, dict[str, list[ScoredItem]]]:
    versions = check_versions(runs)
    modes: dict[str, list[Run]] = defaultdict(list)
    for run in runs:
        modes[run.input_mode].append(run)
    summary = {"runs": [str(run.path) for run in runs], "hosts": sorted({run.host for run in runs}),
               **{name: versions[name] for name in FINGERPRINTS}, "modes": {}}
    if summary["scoring_version"] is None:
        summary["scoring_version"] = SCORING_VERSION
    scored_by_mode = {}
    for mode, mode_runs in modes.items():
        scored = [s for run in mode_runs for s in score_items(run)]
        scored_by_mode[mode] = scored
        summary["modes"][mode] = summarize_mode(mode_runs, scored)
    return summary, scored_by_mode


def _fmt(value) -> str:
    return "—" if value is None else f"{value:.4f}" if isinstance(value, float) else str(value)


def render_table(summary: dict) -> str:
    """The readable report (Markdown tables)."""
    out = [f"# ExamQM run report (scoring {summary['scoring_version']}, prompt {summary['prompt_version']}, "
           f"dataset {summary['dataset_version']})", "", "Runs: " + ", ".join(summary["runs"]), ""]
    for mode, m in summary["modes"].items():
        cov = m["coverage"]
        fid = m["reconstruction_fidelity"]
        out += [f"## Input mode: {mode}", "",
                f"Coverage: {cov['answered']} answered of {_fmt(cov['planned'])} planned; "
                f"missing {len(cov['missing'])}" + (f" ({', '.join(cov['missing'][:10])}"
                                                    f"{' …' if len(cov['missing']) > 10 else ''})" if cov['missing'] else "")
                + "".join(f"; {note}" for note in cov["notes"]), "",
                "| category | count | rate |", "|---|---:|---:|"]
        out += [f"| {name} | {m['counts'][name]} | {_fmt(m['rates'][name])} |" for name in CATEGORIES]
        out += ["", f"reconstruction_fidelity: {_fmt(fid['mean_over_planned'])} over planned, "
                f"{_fmt(fid['mean_over_answered'])} over answered, {_fmt(fid['mean_over_valid'])} over valid "
                f"(error rate {_fmt(m['error_rate'])})", "",
                "| component | mean (valid, scored) | n | error rate |", "|---|---:|---:|---:|"]
        out += [f"| {name} | {_fmt(c['mean'])} | {c['n']} | {_fmt(c['error_rate'])} |" for name, c in m["components"].items()]
        diag = [("alternative_id_in_image (violation rate)", m["alternative_id_in_image"]["rate"], m["alternative_id_in_image"]["n"]),
                ("literal transcription agreement", m["literal_transcription_agreement"]["mean"], m["literal_transcription_agreement"]["n"]),
                ("page-number accuracy", m["page_number_accuracy"]["mean"], m["page_number_accuracy"]["n"])]
        out += ["", "| diagnostic | value | n |", "|---|---:|---:|"] + [f"| {a} | {_fmt(b)} | {c} |" for a, b, c in diag]
        out += ["", "| group | n | valid | reconstruction_fidelity |", "|---|---:|---:|---:|"]
        for kind in ("review_status", "feature"):
            out += [f"| {kind}={name} | {g['n']} | {g['valid']} | {_fmt(g['reconstruction_fidelity'])} |"
                    for name, g in m["groups"][kind].items()]
        out.append("")
    return "\n".join(out)


def summarize(scores: Iterable[ExamQMScore]) -> dict:
    """Aggregate bare scores (no run files): statuses apart; refuses mixed scorer versions."""
    scores = list(scores)
    versions = {score.scoring_version for score in scores}
    if len(versions) > 1:
        raise ValueError(f"mixed scoring versions {sorted(versions)}: rescore everything with {SCORING_VERSION}")
    valid = [score for score in scores if score.status == "valid"]
    counts = Counter(score.status for score in scores)
    components: dict[str, list[float]] = {}
    for score in valid:
        for name, value in score.components.items():
            components.setdefault(name, []).append(value)
    annotated = [score.alternative_id_in_image for score in valid if score.alternative_id_in_image is not None]
    literal = [score.literal_transcription_agreement for score in valid if score.literal_transcription_agreement is not None]
    pages = [score.page_number_accuracy for score in valid if score.page_number_accuracy is not None]
    return {
        "scoring_version": versions.pop() if versions else SCORING_VERSION,
        "replies": len(scores),
        "counts": {status: counts.get(status, 0) for status in STATUSES},
        "reconstruction_fidelity": fmean(score.reconstruction_fidelity for score in scores) if scores else None,
        "reconstruction_fidelity_valid_only": fmean(score.reconstruction_fidelity for score in valid) if valid else None,
        "components": {name: {"mean": fmean(values), "n": len(values)} for name, values in sorted(components.items())},
        "alternative_id_in_image": {"rate": fmean(annotated) if annotated else None, "n": len(annotated)},
        "literal_transcription_agreement": fmean(literal) if literal else None,
        "page_number_accuracy": fmean(pages) if pages else None,
    }
