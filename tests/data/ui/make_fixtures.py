#!/usr/bin/env python3
"""Writes the GUI test records of this folder.

ja_game.sgf: a 90-move game in Shift_JIS (no CA[] declaration, so the
reader must detect the encoding) with Japanese game information, comments
holding ソ and ゾ (whose second Shift_JIS byte is the SGF escape character),
markup, and variations at moves 10 and 50. The main line was played by GNU Go
against itself (only its moves are used).
"""
import pathlib

MOVES = ("Q16 C4 Q4 D17 E4 E3 F3 D3 F4 C6 K4 C15 K17 R6 R8 P6 O4 N6 M4 Q14 O16 R16 R17 R15 S17 R10 R5 S7 "
         "Q9 O9 G17 Q5 R4 C10 O14 F14 F8 Q12 F10 E12 T14 S12 L6 O13 L8 M11 E18 D8 E6 D18 K11 F18 G18 E17 "
         "F2 E2 M13 H14 G11 S5 S4 T4 T3 T5 S2 G19 H19 F19 K15 N13 N14 P14 H17 S14 F16 E16 P5 Q6 O6 O7 "
         "O5 T15 N7 N8 M7 M8 L9 P15 P16 F1").split()

COLUMNS = "ABCDEFGHJKLMNOPQRST"


def sgf(vertex):
    x = COLUMNS.index(vertex[0])
    y = 19 - int(vertex[1:])
    return "abcdefghijklmnopqrs"[x] + "abcdefghijklmnopqrs"[y]


def esc(text):
    return text.replace("\\", "\\\\").replace("]", "\\]")


COMMENTS = {
    1: "右上の星。ソ連流ではありません。",
    10: "ここが分かれ目。変化図を参照。",
    30: "黒の狙いは△の石。aとbの見合い。",
    50: "白の手厚い一手。ゾクゾクする局面。",
    90: "以下省略、黒中押し勝ち。",
}
MARKUP = {30: "TR[pe][qf]CR[ll]SQ[dd]MA[pp]LB[oc:a][nd:b]"}
# Alternatives to main-line moves: move number -> list of (vertex, comment).
VARIATIONS = {
    10: [("D5", "ソフトに受ける変化。"), ("B5", "")],
    50: [("H12", "こちらも有力。"), ("C12", "")],
}


def node(i, vertex, extra=""):
    colour = "B" if i % 2 == 1 else "W"
    text = f";{colour}[{sgf(vertex)}]"
    if i in COMMENTS:
        text += f"C[{esc(COMMENTS[i])}]"
    return text + MARKUP.get(i, "") + extra


def line(start):
    """The main line from move `start` to the end, with its variations."""
    out = ""
    for i in range(start, len(MOVES) + 1):
        if i in VARIATIONS:
            branches = ["(" + line_from(i) + ")"]
            for vertex, comment in VARIATIONS[i]:
                colour = "B" if i % 2 == 1 else "W"
                alt = f";{colour}[{sgf(vertex)}]"
                if comment:
                    alt += f"C[{esc(comment)}]"
                branches.append("(" + alt + ")")
            return out + "\n" + "".join(branches)
        out += node(i, MOVES[i - 1])
        if i % 10 == 0:
            out += "\n"
    return out


def line_from(i):
    return node(i, MOVES[i - 1]) + line(i + 1)


ROOT = ("(;GM[1]FF[4]SZ[19]KM[6.5]RU[Japanese]GN[第1期彩り杯 決勝]EV[第1期彩り杯]RO[決勝]"
        "DT[2024-03-10]PC[東京 日本棋院]PB[黒川ソウ太]BR[七段]PW[白石ゾウ子]WR[八段]RE[B+R]"
        "SO[彩り検証用]AN[山田]GC[テスト用の棋譜です。\n変化と註釈を含みます。]\n")

text = ROOT + line(1) + ")\n"
here = pathlib.Path(__file__).parent
(here / "ja_game.sgf").write_bytes(text.encode("shift_jis"))
