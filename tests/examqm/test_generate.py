"""The page generator: deterministic, rebuilds the bundle and the full 180 from the ENEM source."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import PIL
import pytest
from PIL import Image

from benchgrade.examqm import bundled_root, load_dir, record_to_json, score_reply
from tests.conftest import SHARED_DATA, needs_shared_data

ENEM = SHARED_DATA / "enem_gpt4enem" if SHARED_DATA else None


def run_generator(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "benchgrade.examqm.build.generate", *args],
                          capture_output=True, text=True, timeout=300)


def _tiny_source(root: Path) -> Path:
    """A made-up two-question source in the gpt-4-enem layout (one figure, one graphical alternative set)."""
    (root / "figures" / "2024").mkdir(parents=True)
    for name, colour in (("fig", "navy"), ("a1", "red"), ("a2", "green"), ("a3", "blue"), ("a4", "orange"), ("a5", "gray")):
        Image.new("RGB", (300, 120), colour).save(root / "figures" / "2024" / f"{name}.png")
    rows = [
        {"id": "questao_07", "question": "## Título\nLeia o gráfico.\n[[placeholder]]\nQual é a tendência?",
         "alternatives": ["Alta.", "Baixa.", "Estável.", "Nula.", "Cíclica."], "label": "B",
         "figures": ["figures/2024/fig.png"]},
        {"id": "questao_08", "question": "Qual figura é vermelha?\n\n| Cor | Código |\n|:--|:--|\n| vermelho | 1 |",
         "alternatives": ["[[placeholder]]"] * 5, "label": "A",
         "figures": [f"figures/2024/a{i}.png" for i in range(1, 6)]},
    ]
    (root / "2024.jsonl").write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    return root


def test_generator_cli_on_a_tiny_source(tmp_path):
    source = _tiny_source(tmp_path / "src")
    first = run_generator("--source", str(source), "--out", str(tmp_path / "a"))
    assert first.returncode == 0, first.stderr
    assert "wrote 2 rows (2 with figures)" in first.stdout
    second = run_generator("--source", str(source), "--out", str(tmp_path / "b"))
    assert second.returncode == 0, second.stderr
    # byte-identical output from two runs
    assert (tmp_path / "a" / "MANIFEST.json").read_bytes() == (tmp_path / "b" / "MANIFEST.json").read_bytes()
    rows = load_dir(tmp_path / "a", split="all")
    assert [r.question_number for r in rows] == [7, 8]
    for row in rows:
        assert score_reply(record_to_json(row.gold), row).reconstruction_fidelity == 1.0
    q7, q8 = rows
    assert [b.role for b in q7.gold.question.body] == ["title", "passage", "passage", "prompt"]
    assert q8.gold.question.body[1].table_rows == [["Cor", "Código"], ["vermelho", "1"]]
    # the red figure was pasted where the first alternative's gold box says
    page = Image.open(q8.page_paths()[0]).convert("RGB")
    box = q8.gold.question.alternatives[0].blocks[0].boxes[0]
    centre = (round((box.x0 + box.x1) / 2 * page.width), round((box.y0 + box.y1) / 2 * page.height))
    red, green, blue = page.getpixel(centre)
    assert red > 200 and green < 60 and blue < 60


def test_generator_reports_bad_input(tmp_path):
    missing = run_generator("--source", str(tmp_path / "nowhere"), "--out", str(tmp_path / "o"))
    assert missing.returncode != 0 and "2024.jsonl not found" in missing.stderr
    source = _tiny_source(tmp_path / "src")
    (source / "figures" / "2024" / "fig.png").unlink()
    broken = run_generator("--source", str(source), "--out", str(tmp_path / "o"))
    assert broken.returncode != 0 and "questao_07" in broken.stderr and "fig.png" in broken.stderr
    bad_select = run_generator("--source", str(source), "--out", str(tmp_path / "o"), "--questions", "7,99")
    assert bad_select.returncode != 0 and "[99]" in bad_select.stderr


@needs_shared_data
def test_bundle_is_reproducible_from_the_shared_source(tmp_path):
    result = run_generator("--source", str(ENEM), "--out", str(tmp_path / "bundle"), "--bundle")
    assert result.returncode == 0, result.stderr
    fresh = json.loads((tmp_path / "bundle" / "MANIFEST.json").read_text())
    shipped = json.loads((bundled_root() / "MANIFEST.json").read_text())
    if shipped["renderer"]["pillow"] != PIL.__version__:
        pytest.skip(f"bundle drawn with Pillow {shipped['renderer']['pillow']}, this is {PIL.__version__}: "
                    "glyph rasterisation may differ")
    assert fresh == shipped
    assert (tmp_path / "bundle" / "rows.jsonl").read_bytes() == (bundled_root() / "rows.jsonl").read_bytes()


@needs_shared_data
def test_full_180_rebuild_loads_and_every_oracle_scores_one(tmp_path):
    result = run_generator("--source", str(ENEM), "--out", str(tmp_path / "full"))
    assert result.returncode == 0, result.stderr
    rows = load_dir(tmp_path / "full", split="all")
    assert len(rows) == 180
    assert sum(1 for r in rows if r.source_metadata.source["figures"]) == 56
    failures = [r.id for r in rows if score_reply(record_to_json(r.gold), r).reconstruction_fidelity != 1.0]
    assert failures == []


def test_a_row_becomes_trusted_only_through_a_review_bound_to_its_gold(tmp_path):
    source = _tiny_source(tmp_path / "src")
    first = run_generator("--source", str(source), "--out", str(tmp_path / "a"))
    assert first.returncode == 0, first.stderr
    rows = load_dir(tmp_path / "a", split="all")
    assert [r.review_status for r in rows] == ["unreviewed", "unreviewed"] and not any(r.trusted for r in rows)
    ledger = tmp_path / "reviews.jsonl"
    entry = {"id": rows[0].id, "gold_sha256": rows[0].gold_sha256, "status": "ready", "reviewer": "a person",
             "date": "2026-12-01", "checked_against": "printed booklet p. 3"}
    ledger.write_text(json.dumps(entry) + "\n" + json.dumps({**entry, "id": rows[1].id, "gold_sha256": rows[1].gold_sha256,
                                                             "status": "needs_fix"}) + "\n")
    second = run_generator("--source", str(source), "--out", str(tmp_path / "b"), "--reviews", str(ledger))
    assert second.returncode == 0, second.stderr
    reviewed = load_dir(tmp_path / "b", split="all")
    assert [r.review_status for r in reviewed] == ["ready", "needs_fix"] and [r.trusted for r in reviewed] == [True, False]
    assert load_dir(tmp_path / "b", split="train") == [reviewed[0]]  # needs_fix never trains
    ledger.write_text(json.dumps({**entry, "gold_sha256": "0" * 64}) + "\n")
    stale = run_generator("--source", str(source), "--out", str(tmp_path / "c"), "--reviews", str(ledger))
    assert stale.returncode != 0 and "review the row again" in stale.stderr


def test_without_the_font_extra_the_generator_says_which_extra_to_install(tmp_path):
    """The fonts are the ``examqm-build`` extra (only the builder draws pages): one line, nothing deleted."""
    out = tmp_path / "out"
    (out / "images").mkdir(parents=True)
    (out / "images" / "kept.png").write_bytes(b"png")
    hide_fonts = ("import sys; sys.modules['font_source_sans_pro'] = None; "
                  "from benchgrade.examqm.build.generate import main; sys.exit(main(sys.argv[1:]))")
    proc = subprocess.run([sys.executable, "-c", hide_fonts, "--source", str(_tiny_source(tmp_path / "src")),
                           "--out", str(out)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1
    assert proc.stderr.strip() == ("error: the ExamQM page generator needs font-source-sans-pro==0.0.1, which is "
                                   "not installed: pip install 'benchgrade[examqm-build]'")
    assert (out / "images" / "kept.png").exists()
