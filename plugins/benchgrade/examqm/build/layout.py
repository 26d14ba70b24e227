"""Deterministic exam-page renderer (Pillow + fonts shipped in a Python package).

Why a package font: system fonts differ between machines; the Source Sans Pro TTFs
inside the ``font-source-sans-pro`` wheel do not, so the same Pillow version draws
byte-identical pages everywhere. Every drawn item reports its pixel box, which becomes
the gold geometry (figures) or the private choice-marker regions (printed labels).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from PIL import Image, ImageDraw, ImageFont

PAGE_W, PAGE_H, MARGIN = 1000, 1414, 60
BODY_SIZE, TITLE_SIZE, HEADER_SIZE, TABLE_SIZE = 21, 23, 25, 18
LINE_GAP = 8
MARKER = 34  # side of the printed alternative label square
INDENT = MARKER + 20
FONT_PACKAGE = "font-source-sans-pro==0.0.1"

# Glyphs Source Sans Pro lacks: drawn as a look-alike or a small vector picture.
_LOOKALIKE = {"⋅": "·"}
_PICTURES = {"🙂"}
_SCRIPT = re.compile(r"\^\{([^{}]*)\}|_\{([^{}]*)\}")


def font_files() -> dict[str, str]:
    """The TTF paths of the package font (``benchgrade[examqm-build]``); one-line MissingExtra without it."""
    from benchgrade.extras import require

    fonts = require("font_source_sans_pro", package=FONT_PACKAGE, extra="examqm-build",
                    needed_for="the ExamQM page generator")
    files = fonts.font_files_ttf
    return {"regular": files["SourceSansPro"], "bold": files["SourceSansProBold"], "italic": files["SourceSansProIt"]}


_FONT_CACHE: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}


def font(style: str, size: int) -> ImageFont.FreeTypeFont:
    key = (style, size)
    if key not in _FONT_CACHE:
        _FONT_CACHE[key] = ImageFont.truetype(font_files()[style], size, layout_engine=ImageFont.Layout.BASIC)
    return _FONT_CACHE[key]


@dataclass
class Page:
    image: Image.Image
    lines: list[str] = field(default_factory=list)  # native text layer, in drawing order
    has_color: bool = False


class PageWriter:
    """Flows items top to bottom over as many pages as needed; returns boxes in pixels."""

    def __init__(self) -> None:
        self.pages: list[Page] = []
        self.y = 0
        self.new_page()

    def new_page(self) -> None:
        self.pages.append(Page(Image.new("RGB", (PAGE_W, PAGE_H), "white")))
        self.y = MARGIN

    @property
    def page(self) -> Page:
        return self.pages[-1]

    @property
    def draw(self) -> ImageDraw.ImageDraw:
        return ImageDraw.Draw(self.page.image)

    def reserve(self, height: int) -> None:
        if self.y + height > PAGE_H - MARGIN and self.y > MARGIN:
            self.new_page()

    # ----------------------------------------------------------------- text
    def header(self, label: str) -> None:
        draw = self.draw
        draw.text((MARGIN, self.y), label, font=font("bold", HEADER_SIZE), fill="black")
        self.page.lines.append(label)
        self.y += HEADER_SIZE + 10
        draw.line((MARGIN, self.y, PAGE_W - MARGIN, self.y), fill="black", width=2)
        self.y += 16

    def paragraph(self, text: str, *, style: str = "regular", size: int = BODY_SIZE, x: int = MARGIN,
                  width: int = PAGE_W - 2 * MARGIN, after: int = 10) -> tuple[int, int, int, int, int]:
        """Word-wrapped text; returns (page_index, x0, y0, x1, y1) of the first line drawn."""
        lines = wrap(text, style, size, width)
        first = None
        for line in lines:
            self.reserve(size + LINE_GAP)
            if first is None:
                first = (len(self.pages) - 1, x, self.y, x + width, self.y + size + LINE_GAP)
            draw_runs(self.draw, (x, self.y), line, style, size)
            self.page.lines.append(line)
            self.y += size + LINE_GAP
        self.y += after
        return first or (len(self.pages) - 1, x, self.y, x + width, self.y)

    def figure(self, image: Image.Image, *, x: int = MARGIN, max_w: int = PAGE_W - 2 * MARGIN,
               max_h: int = 560, after: int = 14) -> tuple[int, int, int, int, int]:
        image = fit(image, max_w, min(max_h, PAGE_H - 2 * MARGIN))
        self.reserve(image.height)
        self.page.image.paste(image, (x, self.y))
        self.page.has_color = True
        box = (len(self.pages) - 1, x, self.y, x + image.width, self.y + image.height)
        self.y += image.height + after
        return box

    def table(self, rows: list[list[str]]) -> None:
        ncols = max(len(row) for row in rows)
        width = PAGE_W - 2 * MARGIN
        weights = [max(4, max((len(row[c]) if c < len(row) else 0) for row in rows)) for c in range(ncols)]
        weights = [min(w, 60) for w in weights]
        col_w = [int(width * w / sum(weights)) for w in weights]
        for row_index, row in enumerate(rows):
            cells = [wrap(row[c] if c < len(row) else "", "bold" if row_index == 0 else "regular", TABLE_SIZE, col_w[c] - 12)
                     for c in range(ncols)]
            height = max(1, max(len(c) for c in cells)) * (TABLE_SIZE + 6) + 10
            self.reserve(height)
            draw, x = self.draw, MARGIN
            for c in range(ncols):
                draw.rectangle((x, self.y, x + col_w[c], self.y + height), outline="black", width=1)
                for k, line in enumerate(cells[c]):
                    draw_runs(draw, (x + 6, self.y + 5 + k * (TABLE_SIZE + 6)), line,
                              "bold" if row_index == 0 else "regular", TABLE_SIZE)
                x += col_w[c]
            self.page.lines.append("\t".join(" ".join(c) for c in cells))
            self.y += height
        self.y += 14

    def marker(self, label: str) -> tuple[int, int, int, int, int]:
        """The printed alternative label: a bold letter in a square at the left margin."""
        self.reserve(MARKER + 6)
        box = (MARGIN, self.y, MARGIN + MARKER, self.y + MARKER)
        draw = self.draw
        draw.rectangle(box, outline="black", width=2)
        bold = font("bold", BODY_SIZE)
        left, top, right, bottom = draw.textbbox((0, 0), label, font=bold)
        draw.text((box[0] + (MARKER - (right - left)) // 2 - left, box[1] + (MARKER - (bottom - top)) // 2 - top),
                  label, font=bold, fill="black")
        self.page.lines.append(label)
        return (len(self.pages) - 1, *box)


def fit(image: Image.Image, max_w: int, max_h: int) -> Image.Image:
    if image.mode in ("RGBA", "LA", "P"):
        image = image.convert("RGBA")
        background = Image.new("RGBA", image.size, "white")
        image = Image.alpha_composite(background, image)
    image = image.convert("RGB")
    scale = min(1.0, max_w / image.width, max_h / image.height)
    if scale < 1.0:
        image = image.resize((max(1, round(image.width * scale)), max(1, round(image.height * scale))),
                             Image.Resampling.LANCZOS)
    return image


# ------------------------------------------------------------------ runs: text with ^{..}/_{..} scripts

def runs(text: str) -> list[tuple[str, str]]:
    """Split ``3 × 2^{19}`` into [("", "3 × 2"), ("^", "19")]: how the page prints it."""
    out, pos = [], 0
    for match in _SCRIPT.finditer(text):
        if match.start() > pos:
            out.append(("", text[pos:match.start()]))
        out.append(("^", match.group(1)) if match.group(1) is not None else ("_", match.group(2)))
        pos = match.end()
    if pos < len(text):
        out.append(("", text[pos:]))
    return out


def _run_font(kind: str, style: str, size: int) -> ImageFont.FreeTypeFont:
    return font(style, size if not kind else int(size * 0.7))


def text_width(text: str, style: str, size: int) -> int:
    total = 0
    for kind, piece in runs(text):
        f = _run_font(kind, style, size)
        for char in piece:
            total += size if char in _PICTURES else int(f.getlength(_LOOKALIKE.get(char, char)))
    return total


def draw_runs(draw: ImageDraw.ImageDraw, origin: tuple[int, int], text: str, style: str, size: int) -> None:
    x, y = origin
    for kind, piece in runs(text):
        f = _run_font(kind, style, size)
        dy = -int(size * 0.2) if kind == "^" else int(size * 0.45) if kind == "_" else 0
        chunk = ""
        for char in piece + "\0":
            if char in _PICTURES or char == "\0":
                if chunk:
                    draw.text((x, y + dy), chunk, font=f, fill="black")
                    x += int(f.getlength(chunk))
                    chunk = ""
                if char in _PICTURES:
                    _smiley(draw, x, y + 2, size - 2)
                    x += size
            else:
                chunk += _LOOKALIKE.get(char, char)


def _smiley(draw: ImageDraw.ImageDraw, x: int, y: int, d: int) -> None:
    draw.ellipse((x, y, x + d, y + d), outline="black", width=2)
    eye = max(2, d // 8)
    draw.ellipse((x + d * 0.3 - eye / 2, y + d * 0.33, x + d * 0.3 + eye / 2, y + d * 0.33 + eye), fill="black")
    draw.ellipse((x + d * 0.7 - eye / 2, y + d * 0.33, x + d * 0.7 + eye / 2, y + d * 0.33 + eye), fill="black")
    draw.arc((x + d * 0.25, y + d * 0.35, x + d * 0.75, y + d * 0.8), 20, 160, fill="black", width=2)


def wrap(text: str, style: str, size: int, width: int) -> list[str]:
    """Greedy word wrap; a word wider than the line is split by characters."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if text_width(candidate, style, size) <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
        while text_width(word, style, size) > width and len(word) > 1:
            cut = len(word) - 1
            while cut > 1 and text_width(word[:cut], style, size) > width:
                cut -= 1
            lines.append(word[:cut])
            word = word[cut:]
        current = word
    if current:
        lines.append(current)
    return lines
