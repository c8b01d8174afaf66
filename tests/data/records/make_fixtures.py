#!/usr/bin/env python3
"""Writes the record fixtures of tests/record (run from any directory).

The encoded fixtures are generated with Python's codecs so that their bytes
are exactly what a program writing that encoding produces. The files are
committed; run this again only to change them.
"""
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, data):
    if isinstance(data, str):
        data = data.encode('ascii')
    with open(os.path.join(HERE, name), 'wb') as f:
        f.write(data)


# --- encodings -----------------------------------------------------------
# Japanese with ソ (83 5C in Shift_JIS) and ゾ (83 5D): their trail bytes are
# '\' and ']', which break a tokeniser that works on bytes.
JA = ('(;FF[4]GM[1]SZ[19]KM[6.5]PB[山田ソゾ太郎]BR[三段]PW[鈴木花子]WR[四段]'
      'GN[第1期ソゾ杯]RE[B+R]DT[1998-05-03]C[ゾウさんの対局です。]\n'
      ';B[pd]C[ソ]\n;W[dd]C[ゾ]\n;B[pq]C[黒の厚みが働いています\\]。白はソバに打つべきでした。]\n'
      ';W[dp]C[定石です。ゾクゾクする展開、ソフトな手。]\n)\n')
write('ja_shift_jis.sgf', JA.encode('shift_jis'))
write('ja_euc_jp.sgf', JA.encode('euc_jp'))
# CA may come after PB and PW: the pre-scan must find it anyway.
JA_DECLARED = JA.replace('GN[', 'CA[SJIS]GN[', 1)
write('ja_shift_jis_declared.sgf', JA_DECLARED.encode('shift_jis'))
# Old programs wrote CA[ISO-8859-1] whatever the text was.
write('ja_shift_jis_declared_latin1.sgf', JA.replace('KM[', 'CA[ISO-8859-1]KM[', 1).encode('shift_jis'))

ZH_HANS = ('(;FF[4]GM[1]SZ[19]KM[7.5]PB[古力]PW[常昊]GN[第十届应氏杯决赛]RE[W+3.5]'
           'C[黑棋这手是好棋，白棋应该在右下角补一手。]\n;B[pd]C[这是定式。]\n;W[dp]\n)\n')
write('zh_gb18030.sgf', ZH_HANS.encode('gb18030'))
write('zh_gb2312_declared.sgf', ZH_HANS.replace('KM[', 'CA[gb2312]KM[', 1).encode('gb2312'))

ZH_HANT = ('(;FF[4]GM[1]SZ[19]KM[6.5]PB[周俊勳]PW[林海峰]GN[第三十屆名人戰]RE[B+R]'
           'C[黑棋這手是好棋，白棋應該在右下角補一手。]\n;B[pd]C[這是定式。]\n;W[dp]\n)\n')
write('zh_big5.sgf', ZH_HANT.encode('big5'))

KO = ('(;FF[4]GM[1]SZ[19]KM[6.5]PB[이창호]PW[조훈현]GN[제1기 국수전]RE[B+R]'
      'C[흑이 좋은 수를 두었습니다. 백은 우하귀를 지켜야 합니다.]\n;B[pd]C[정석입니다.]\n;W[dp]\n)\n')
write('ko_euc_kr.sgf', KO.encode('euc_kr'))

RU = ('(;FF[4]GM[1]SZ[19]KM[6.5]PB[Иванов Пётр]PW[Смирнова Анна]'
      'C[Хороший ход чёрных. Белые должны защитить угол.]\n;B[pd]\n)\n')
write('ru_windows_1251.sgf', RU.encode('cp1251'))

FR = '(;FF[4]GM[1]SZ[19]PB[Rémi Coulom]PW[Frédéric]C[Très bon coup, élégant.]\n;B[pd]\n)\n'
write('fr_latin1.sgf', FR.encode('latin-1'))
write('fr_latin1_declared.sgf', FR.replace('SZ[', 'CA[ISO-8859-1]SZ[', 1).encode('latin-1'))

UNI = ('(;FF[4]GM[1]SZ[19]PB[山田ソゾ太郎]PW[이창호]C[黑棋 – Чёрные – noir]\n;B[pd]\n)\n')
write('utf8_bom.sgf', b'\xef\xbb\xbf' + UNI.encode('utf-8'))
write('utf16le_bom.sgf', UNI.encode('utf-16-le').join([b'\xff\xfe', b'']))
write('utf16be_bom.sgf', UNI.encode('utf-16-be').join([b'\xfe\xff', b'']))

# --- old formats -----------------------------------------------------------
write('ff3_long_identifiers.sgf',
      '(;GaMe[1]FileFormat[3]SiZe[19]PlayerBlack[Honinbo Shusaku]PlayerWhite[Gennan Inseki]KI[11]\n'
      'AddBlack[dd][pp]\n;White[pd]Comment[old style]\n;B[tt]L[aa][bb]M[cc]\n;W[qf]\n)\n')

# --- collections -------------------------------------------------------------
write('collection.sgf',
      '(;FF[4]GM[1]SZ[19]GN[one];B[pd];W[dd])\n'
      '(;FF[4]GM[1]SZ[13]GN[two];B[dd](;W[jj])(;W[jd]))\n'
      '(;FF[4]GM[1]SZ[9]GN[three];B[ee])\n')

# --- unknown and private properties -----------------------------------------
write('unknown_properties.sgf',
      '(;FF[4]GM[1]SZ[19]MULTIGOGM[1]AP[MultiGo:4.4.4]\n'
      ';B[pd]SBKV[54.1]XX[a\\]b][c]C[kept]\n;W[dd]TW[]ZZ[odd\\\\value]\n)\n')

# --- one fixture per repair ----------------------------------------------------
REPAIRS = {
    'junk_before': 'From: someone\nSubject: game (1)\n\n(;FF[4]SZ[9];B[ee])\n',
    'missing_close': '(;FF[4]SZ[9];B[ee](;W[cc]',
    'extra_close': '(;FF[4]SZ[9];B[ee]));W[cc])\n',
    'empty_tree': '(;FF[4]SZ[9]()(;B[ee])(;B[cc]))\n',
    'merged_nodes': '(;FF[4]SZ[9];B[ee]W[cc]B[gg])\n',
    'root_move': '(;FF[4]SZ[9]B[ee]PB[x];W[cc])\n',
    'repeated_property': '(;FF[4]SZ[9];B[ee]TR[aa]TR[bb]C[one]C[two])\n',
    'value_without_identifier': '(;FF[4]SZ[9];[ee]B[cc])\n',
    'nul_bytes': '(;FF[4]SZ[9]\0;B[ee]C[a\0b])\n',
    'unterminated_value': '(;FF[4]SZ[9];B[ee]C[never closed',
    'node_after_variation': '(;FF[4]SZ[9];B[ee](;W[cc])(;W[gg]);B[aa])\n',
    'missing_semicolon': '(B[ee];W[cc])\n',
    'lowercase_ff4': '(;FF[4]SZ[9];Black[ee])\n',
    'swapped_rectangle': '(;FF[4]SZ[9]AB[cc:aa])\n',
    'off_board_move': '(;FF[4]SZ[9];B[zz];W[cc])\n',
    'decimal_comma': '(;FF[4]SZ[19]KM[6,5])\n',
    'setup_and_move': '(;FF[4]SZ[9];AB[aa]B[ee])\n',
    'nodeless_tree': '((;FF[4]SZ[9];B[ee])(;FF[4]SZ[9];B[cc]))\n',
    'no_open_paren': ';FF[4]SZ[9];B[ee])\n',
    'trailing_junk': '(;FF[4]SZ[9];B[ee])\nthanks for the game (c) 2001\n',
}
for name, text in REPAIRS.items():
    write('repair_' + name + '.sgf', text)

# --- files that cannot be used ------------------------------------------------
write('error_board_37.sgf', '(;FF[4]GM[1]SZ[37];B[aa])\n')
write('error_non_square.sgf', '(;FF[4]GM[1]SZ[19:13];B[aa])\n')
write('error_chess.sgf', '(;FF[4]GM[3])\n')
write('error_not_sgf.sgf', 'This is a letter, not a game record.\n')


# --- a 3,600-move game of legal moves, with comments --------------------------
def legal_game(size, moves, seed):
    rng = random.Random(seed)
    board = {}
    ko = None

    def neighbours(p):
        x, y = p
        for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if 0 <= q[0] < size and 0 <= q[1] < size:
                yield q

    def group(p):
        colour = board[p]
        seen, todo, libs = {p}, [p], set()
        while todo:
            for q in neighbours(todo.pop()):
                if q not in board:
                    libs.add(q)
                elif board[q] == colour and q not in seen:
                    seen.add(q)
                    todo.append(q)
        return seen, libs

    record = []
    colour = 'B'
    for _ in range(moves):
        other = 'W' if colour == 'B' else 'B'
        empties = [(x, y) for x in range(size) for y in range(size) if (x, y) not in board]
        rng.shuffle(empties)
        played = None
        for p in empties:
            if p == ko:
                continue
            board[p] = colour
            captured = []
            for q in neighbours(p):
                if board.get(q) == other:
                    stones, libs = group(q)
                    if not libs:
                        captured.extend(stones)
            for q in set(captured):
                del board[q]
            if not group(p)[1]:
                for q in set(captured):
                    board[q] = other
                del board[p]
                continue
            own, libs = group(p)
            ko = captured[0] if len(set(captured)) == 1 and len(own) == 1 and len(libs) == 1 else None
            played = p
            break
        if played is None:
            ko = None
        record.append((colour, played))
        colour = other
    return record


def sgf_point(p):
    return '' if p is None else 'abcdefghijklmnopqrstuvwxyz'[p[0]] + 'abcdefghijklmnopqrstuvwxyz'[p[1]]


game = legal_game(19, 3600, 3600)
parts = ['(;FF[4]GM[1]CA[UTF-8]SZ[19]KM[6.5]PB[Black]PW[White]GN[3600 moves]\n']
for i, (colour, p) in enumerate(game):
    comment = ''
    if i % 3 == 0:
        comment = 'C[Move %d: ソとゾ, a comment with \\] and \\\\ escaped.]' % (i + 1)
    parts.append(';%s[%s]%s\n' % (colour, sgf_point(p), comment))
parts.append(')\n')
write('long_3600_moves.sgf', ''.join(parts).encode('utf-8'))
with open(os.path.join(HERE, 'long_3600_moves.expected'), 'w') as f:
    f.write(' '.join(colour + sgf_point(p) for colour, p in game) + '\n')

# --- IG1 ---------------------------------------------------------------------
IG1 = ('#COMMENT\r\n1998/05/03\r\n黒番\u3000山田太郎\r\n黒番ランク\u3000三段\r\n'
       '白番\u3000鈴木花子\r\n白番ランク\u3000四段\r\n黒中押し勝ち\r\n対局名\u3000練習碁\r\n'
       'コミ\u30006目半\r\nINT 19 0\r\nMOV Q16 D4 R4 D16 C3 ソ\r\n')
write('sample.ig1', IG1.encode('shift_jis'))
write('handicap4.ig1', ('#COMMENT\r\n2001/11/23\r\n黒番\u3000ソゾ\r\n白番\u3000先生\r\n白3目半勝ち\r\n'
                        'INT 19 4\r\nMOV K10 Q10 C10\r\n').encode('shift_jis'))
write('free_text.ig1', ('#comment\r\n練習の棋譜です。\r\nソとゾ\r\nINT 9 0\r\nMOV E5 C3 G7 END\r\n')
      .encode('shift_jis'))
