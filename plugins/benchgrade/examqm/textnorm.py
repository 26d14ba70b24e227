"""Text and math canonicalisation shared by every ExamQM score component.

Why one canonical form: text and formula blocks must compare equal when they carry
the same content (``x²`` as text, ``x^{2}`` as LaTeX), so both go through the same
rewrite before tokenising. What is tolerated: letter case, whitespace, the number of
underscores in one answer blank, optional braces around a single atom, equivalent
LaTeX commands and their Unicode glyphs. What is kept: accents, punctuation, Greek,
legend glyphs, Markdown emphasis markers, sub/superscript markers.

Every pattern here is a plain character class or literal with at most one quantifier
and no nesting, so matching is linear in the input.
"""
from __future__ import annotations

import re
import unicodedata
from collections import Counter
from functools import lru_cache

BLANK_TOKEN = "⟨blank⟩"

# LaTeX command -> canonical glyph (the glyph a printed page shows).
_LATEX_GLYPHS = {
    "leq": "≤", "le": "≤", "leqslant": "≤", "geq": "≥", "ge": "≥", "geqslant": "≥", "neq": "≠", "ne": "≠",
    "approx": "≈", "equiv": "≡", "sim": "~", "propto": "∝", "times": "×", "cdot": "·", "div": "÷", "pm": "±",
    "mp": "∓", "infty": "∞", "sqrt": "√", "degree": "°", "circ": "°", "to": "→", "rightarrow": "→",
    "leftarrow": "←", "Rightarrow": "⇒", "leftrightarrow": "↔", "rightleftharpoons": "⇌", "Delta": "Δ",
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε", "theta": "θ",
    "lambda": "λ", "mu": "μ", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ", "phi": "φ", "varphi": "φ",
    "omega": "ω", "Omega": "Ω", "Sigma": "Σ", "Pi": "Π", "Phi": "Φ", "Gamma": "Γ", "Theta": "Θ", "Lambda": "Λ",
    "eta": "η", "kappa": "κ", "nu": "ν", "xi": "ξ", "chi": "χ", "psi": "ψ", "zeta": "ζ", "cdots": "⋯",
    "ldots": "…", "dots": "…", "%": "%", "$": "$", "{": "{", "}": "}", "_": "_", "&": "&", "#": "#",
    "lt": "<", "gt": ">", "perp": "⊥", "parallel": "∥", "angle": "∠", "in": "∈", "cup": "∪", "cap": "∩",
    "dfrac": "\\frac", "tfrac": "\\frac", "frac": "\\frac",
}
# Commands that only style or space their argument: dropped, argument kept.
_LATEX_DROPPED = {"left", "right", "big", "Big", "bigl", "bigr", "text", "mathrm", "textrm", "operatorname",
                  "displaystyle", "mathit", "quad", "qquad", ",", ";", "!", " ", ":"}

# Unicode glyphs that print identically to a canonical one.
_GLYPH_EQUIV = str.maketrans({
    "⋅": "·", "∙": "·", "−": "-", "∗": "*", "µ": "μ", "≦": "≤", "≧": "≥", "÷": "÷", "˚": "°", "º": "°",
    "\u00a0": " ", "\u2009": " ", "\u202f": " ", "\u2002": " ", "\u2003": " ",
})
_SUPERSCRIPTS = dict(zip("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿ", "0123456789+-=()n"))
_SUBSCRIPTS = dict(zip("₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎", "0123456789+-=()"))

_DEGREE = re.compile(r"\^\{?\\circ\}?")
_LATEX_COMMAND = re.compile(r"\\([A-Za-z]+|[%${}_&#,;! :])")
_SCRIPT_RUN = re.compile("[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿ]+|[₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎]+")
_BLANK_RUN = re.compile(r"_{3,}")
# LaTeX binds ^/_ to ONE following character (H_2O is H, subscript 2, O): make that explicit.
_BARE_SCRIPT = re.compile(r"\^([A-Za-z0-9])|(?<=[A-Za-z0-9)\]}])_([A-Za-z0-9])")
# word (letters/digits, underscore excluded), a blank marker, a LaTeX command, or one other visible char
_TOKEN = re.compile(r"[^\W_]+|⟨blank⟩|\\[A-Za-z]+|\S")

# Signs whose change alters a formula's meaning: operations, comparisons, grouping.
MATH_SIGNS = frozenset("+-±∓×·÷/*=≠<>≤≥≈≡∝~()[]{}|√^_→←⇒↔⇌")

# Meaningful symbols: legend/diagram glyphs (arrows, geometric shapes, misc symbols, dingbats).
_SYMBOL = re.compile("[\u2190-\u21FF\u25A0-\u25FF\u2600-\u26FF\u2700-\u27BF\u2B00-\u2BFF\U0001F300-\U0001FAFF]")


def _script_replacement(match: re.Match) -> str:
    run = match.group(0)
    if run[0] in _SUPERSCRIPTS:
        marker, inner = "^", "".join(_SUPERSCRIPTS[c] for c in run)
    else:
        marker, inner = "_", "".join(_SUBSCRIPTS[c] for c in run)
    return f"{marker}{{{inner}}}"


def _latex_replacement(match: re.Match) -> str:
    name = match.group(1)
    if name in _LATEX_DROPPED:
        return " "
    glyph = _LATEX_GLYPHS.get(name)
    return f" {glyph} " if glyph else match.group(0)


def canonical_text(text: str) -> str:
    """Rewrite equivalent spellings to one form (keeps case; see :func:`tokens`)."""
    text = unicodedata.normalize("NFC", text).translate(_GLYPH_EQUIV)
    text = _SCRIPT_RUN.sub(_script_replacement, text)
    text = _DEGREE.sub("°", text)
    text = _LATEX_COMMAND.sub(_latex_replacement, text)
    text = _BLANK_RUN.sub(f" {BLANK_TOKEN} ", text)
    return _BARE_SCRIPT.sub(_braced_script, text)


def _braced_script(match: re.Match) -> str:
    return f"^{{{match.group(1)}}}" if match.group(1) else f"_{{{match.group(2)}}}"


def _strip_single_atom_braces(seq: list[str]) -> list[str]:
    """``{x}`` -> ``x`` when the braces hold one single-character atom or one command."""
    out: list[str] = []
    index = 0
    while index < len(seq):
        if (seq[index] == "{" and index + 2 < len(seq) and seq[index + 2] == "}"
                and (len(seq[index + 1]) == 1 or seq[index + 1].startswith("\\") or seq[index + 1] in MATH_SIGNS)):
            out.append(seq[index + 1])
            index += 3
        else:
            out.append(seq[index])
            index += 1
    return out


@lru_cache(maxsize=8192)
def math_tokens(text: str) -> tuple[str, ...]:
    """Case-sensitive canonical tokens (math keeps case: ``V`` is not ``v``).

    Cached: gold texts are tokenised once per process, not once per reply.
    """
    return tuple(_strip_single_atom_braces(_TOKEN.findall(canonical_text(text))))


@lru_cache(maxsize=8192)
def tokens(text: str) -> tuple[str, ...]:
    """Case-folded canonical tokens for prose coverage (case is tolerated in prose)."""
    return tuple(token.casefold() for token in math_tokens(text))


def literal_tokens(text: str) -> list[str]:
    """Tokens with no tolerance at all (only Unicode NFC): for the literal-transcription diagnostic."""
    return unicodedata.normalize("NFC", text).split()


def sign_signature(seq) -> list[str]:
    return [token for token in seq if token in MATH_SIGNS]


def meaningful_symbols(text: str) -> Counter:
    return Counter(_SYMBOL.findall(text))


def bag_overlap(gold, reply) -> int:
    """Matched-token count: multiset intersection size (linear; order-free inside one unit)."""
    if not gold or not reply:
        return 0
    return sum((Counter(gold) & Counter(reply)).values())
