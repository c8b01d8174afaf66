<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>BoardExport</name>
    <message>
        <source>Could not write “%1”. Check that the folder exists and that you may write there.</source>
        <translation>「%1」を書き込めませんでした。フォルダーがあるか、書き込みが許されているかを確かめてください。</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>碁盤</translation>
    </message>
    <message>
        <source>Drawn by %1</source>
        <translation>%1 で作成</translation>
    </message>
    <message>
        <source>The picture must be between 16 and 20000 units wide and high.</source>
        <translation>画像の幅と高さは 16 から 20000 までにしてください。</translation>
    </message>
    <message>
        <source>“%1” does not end in .png, .svg or .pdf, so the format is unknown.</source>
        <translation>「%1」は .png、.svg、.pdf のどれでも終わっていないため、形式がわかりません。</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>could not write the screenshot to %1.</source>
        <translation>スクリーンショットを %1 に書き込めませんでした。</translation>
    </message>
    <message>
        <source>unknown language “%1”; available: %2.</source>
        <translation>「%1」は対応していない言語です。使える言語: %2。</translation>
    </message>
    <message>
        <source>Irodori — a Go study board that explains itself.</source>
        <translation>Irodori（彩り）— 判断の理由を示す囲碁の研究用碁盤。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>幅x高さ</translation>
    </message>
    <message>
        <source>Render only the board, not the whole window.</source>
        <translation>ウィンドウ全体ではなく碁盤だけを描画します。</translation>
    </message>
    <message>
        <source>Play these moves first, alternately from Black (e.g. D4,Q16,pass).</source>
        <translation>はじめにこれらの手を黒から交互に打ちます（例: D4,Q16,pass）。</translation>
    </message>
    <message>
        <source>list</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>Start on a board of &lt;n&gt; lines (2 to 25, default 19).</source>
        <translation>&lt;n&gt; 路盤で始めます（2〜25、既定は 19）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Use this language for the interface (en or ja) instead of the system&apos;s.</source>
        <translation>システムの言語の代わりにこの言語で表示します（en または ja）。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>the board size must be a number from 2 to 25, not “%1”.</source>
        <translation>碁盤の大きさは 2 から 25 までの数で指定してください（「%1」は使えません）。</translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT between 64 and 8000 pixels, such as 1000x760, not “%1”.</source>
        <translation>--size には 64〜8000 ピクセルの 幅x高さ を指定してください（例: 1000x760。「%1」は使えません）。</translation>
    </message>
    <message>
        <source>Open the game record &lt;file&gt; (SGF or IG1).</source>
        <translation>棋譜ファイル &lt;ファイル&gt;（SGF または IG1）を開きます。</translation>
    </message>
    <message>
        <source>Show the record after move &lt;n&gt; of its main line.</source>
        <translation>本譜の第 &lt;n&gt; 手の局面を表示します。</translation>
    </message>
    <message>
        <source>Show game &lt;n&gt; of a file that holds several (1 = the first).</source>
        <translation>複数の対局を含むファイルの第 &lt;n&gt; 局を表示します（1 = 最初の対局）。</translation>
    </message>
    <message>
        <source>A game record to open (SGF or IG1).</source>
        <translation>開く棋譜（SGF または IG1）。</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[ファイル]</translation>
    </message>
    <message>
        <source>--game wants the number of a game, 1 or more, not “%1”.</source>
        <translation>--game には 1 以上の対局番号を指定してください（「%1」は使えません）。</translation>
    </message>
    <message>
        <source>--move wants a move number, 0 or more, not “%1”.</source>
        <translation>--move には 0 以上の手数を指定してください（「%1」は使えません）。</translation>
    </message>
    <message>
        <source>the record has fewer than %1 moves on its main line.</source>
        <translation>この棋譜の本譜は %1 手に満たない長さです。</translation>
    </message>
    <message>
        <source>Select the group at &lt;point&gt; (e.g. D4) in the Why? panel.</source>
        <translation>&lt;point&gt;（例: D4）の群を「なぜ？」パネルで選択します。</translation>
    </message>
    <message>
        <source>point</source>
        <translation>座標</translation>
    </message>
    <message>
        <source>unknown layer “%1”; the layers are: %2.</source>
        <translation>「%1」というレイヤーはありません。レイヤーは次のとおりです: %2。</translation>
    </message>
    <message>
        <source>--select wants a point with a stone on it, such as D4, not “%1”.</source>
        <translation>--select には石のある点（D4 など）を指定してください。「%1」は使えません。</translation>
    </message>
    <message>
        <source>--select %1: there is no stone on %1 in the position shown; choose a point with a stone on it.</source>
        <translation>--select %1: 表示している局面では %1 に石がありません。石のある点を指定してください。</translation>
    </message>
    <message>
        <source>Render to &lt;file&gt; and exit. A .png file shows the window (or the board alone with --board-only); a .svg or .pdf file is always the board alone, as a vector drawing.</source>
        <translation>&lt;ファイル&gt; に描画して終了します。.png ならウィンドウ全体（--board-only なら碁盤だけ）、.svg と .pdf は常に碁盤だけをベクター図として描きます。</translation>
    </message>
    <message>
        <source>Size of the screenshot in pixels, points for PDF (default 1000x760, the board alone 800x800).</source>
        <translation>スクリーンショットの大きさ（ピクセル、PDF はポイント）。既定は 1000x760、碁盤だけなら 800x800。</translation>
    </message>
    <message>
        <source>Device-pixel ratio of a PNG screenshot (1 to 4, default 1): 2 gives twice the pixels in each direction, for high-density screens.</source>
        <translation>PNG スクリーンショットのデバイスピクセル比（1〜4、既定は 1）。2 なら縦横 2 倍のピクセルになり、高精細画面に向きます。</translation>
    </message>
    <message>
        <source>--screenshot writes .png, .svg or .pdf files, not “%1”.</source>
        <translation>--screenshot が書き出せるのは .png、.svg、.pdf のファイルです（「%1」は使えません）。</translation>
    </message>
    <message>
        <source>--pixel-ratio wants 1, 2, 3 or 4, not “%1”.</source>
        <translation>--pixel-ratio には 1、2、3、4 のどれかを指定してください（「%1」は使えません）。</translation>
    </message>
    <message>
        <source>With --select: choose reason &lt;n&gt; (1 = the first) in the Why? panel, to show its points and its line of play on the board.</source>
        <translation>--select と一緒に：「なぜ？」パネルの理由 &lt;n&gt;（1 が最初）を選び、その点と手順を盤上に示します。</translation>
    </message>
    <message>
        <source>--reason wants a reason&apos;s number, 1 or more, not “%1”.</source>
        <translation>--reason には理由の番号（1 以上）を指定してください。「%1」は使えません。</translation>
    </message>
    <message>
        <source>--reason chooses a reason of the group --select names; give --select too.</source>
        <translation>--reason は --select で選んだ群の理由を選びます。--select も指定してください。</translation>
    </message>
    <message>
        <source>--reason %1: the group selected has no reason %1.</source>
        <translation>--reason %1：選んだ群に理由 %1 はありません。</translation>
    </message>
    <message>
        <source>Show the Game Tree tab under the board instead of the game review.</source>
        <translation>盤の下に対局の検討ではなく変化図のタブを表示します。</translation>
    </message>
    <message>
        <source>--select asks the Why? panel about a group of Go stones; this record is a Renju or gomoku game.</source>
        <translation>--select は「なぜ？」パネルで囲碁の群について尋ねます。この棋譜は連珠か五目並べです。</translation>
    </message>
    <message>
        <source>Show the candidate moves of a GTP program that answers lz-analyze or kata-analyze, started with &lt;command&gt; (e.g. &quot;irodori-cli gtp&quot;); a screenshot waits for its third report.</source>
        <translation>lz-analyze または kata-analyze に答える GTP プログラムを &lt;command&gt; で起動し、その候補手を表示します（例: &quot;irodori-cli gtp&quot;）。スクリーンショットは 3 回目の報告を待ちます。</translation>
    </message>
    <message>
        <source>command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>--analyze-with: %1</source>
        <translation>--analyze-with: %1</translation>
    </message>
    <message>
        <source>the program sent no analysis in time.</source>
        <translation>プログラムから時間内に解析が届きませんでした。</translation>
    </message>
    <message>
        <source>Show these study layers, separated by commas (%1; &quot;threats&quot; for a Renju or gomoku record; &quot;none&quot; for none).</source>
        <translation>表示する検討レイヤーをカンマ区切りで指定します（%1。連珠・五目並べの棋譜では &quot;threats&quot;。なしは &quot;none&quot;）。</translation>
    </message>
</context>
<context>
    <name>ExportPrompts</name>
    <message>
        <source>PNG image</source>
        <translation>PNG 画像</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG 図</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文書</translation>
    </message>
    <message>
        <source>Export Board as %1</source>
        <translation>盤面を%1として書き出す</translation>
    </message>
    <message>
        <source>The board is exported as it is shown, with the layers that are on.</source>
        <translation>盤面は表示されているとおり、表示中のレイヤーも含めて書き出されます。</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Width and height:</source>
        <translation>幅と高さ:</translation>
    </message>
    <message>
        <source>Twice the pixels, for high-density screens (device-pixel ratio 2)</source>
        <translation>高精細画面向けに縦横 2 倍のピクセル（デバイスピクセル比 2）</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>盤面の書き出し</translation>
    </message>
    <message>
        <source>Print Board</source>
        <translation>盤面の印刷</translation>
    </message>
    <message>
        <source>Export Game Record</source>
        <translation>棋譜の書き出し</translation>
    </message>
    <message>
        <source>Moves in each figure:</source>
        <translation>一図の手数:</translation>
    </message>
</context>
<context>
    <name>GoGuiAnalyze</name>
    <message>
        <source>a board of %1 × %1 values was expected, %2 came</source>
        <translation>%1 × %1 個の値の盤面のはずが %2 個でした</translation>
    </message>
    <message>
        <source>“%1” needs a point on the board.</source>
        <translation>「%1」には盤上の点が必要です。</translation>
    </message>
    <message>
        <source>“%1” asks for %%2, which this window cannot supply.</source>
        <translation>「%1」は %%2 を求めていますが、このウィンドウでは渡せません。</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>「%1」は数ではありません</translation>
    </message>
</context>
<context>
    <name>Kifu</name>
    <message>
        <source>%1: pass</source>
        <translation>%1: パス</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 は %2 の所</translation>
    </message>
    <message>
        <source>The line shown has no moves to print.</source>
        <translation>表示中の手順には印刷する手がありません。</translation>
    </message>
    <message>
        <source>Could not write “%1”.</source>
        <translation>「%1」を書き込めませんでした。</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>第 %1 手</translation>
    </message>
    <message>
        <source>Moves %1–%2</source>
        <translation>第 %1 手 – 第 %2 手</translation>
    </message>
</context>
<context>
    <name>Layers</name>
    <message>
        <source>The best candidate move, with its value in points</source>
        <translation>最善の候補手（数字は目数での評価値）</translation>
    </message>
    <message>
        <source>The expected continuation, in order (principal variation)</source>
        <translation>予想される進行（読み筋）、手順どおりの番号</translation>
    </message>
    <message>
        <source>solid (two shared liberties)</source>
        <translation>堅いつながり（共有ダメ二つ）</translation>
    </message>
    <message>
        <source>kosumi (diagonal step)</source>
        <translation>コスミ</translation>
    </message>
    <message>
        <source>takefu (bamboo joint)</source>
        <translation>竹の節</translation>
    </message>
    <message>
        <source>ikken (one-space jump)</source>
        <translation>一間</translation>
    </message>
    <message>
        <source>keima (knight&apos;s move)</source>
        <translation>ケイマ</translation>
    </message>
    <message>
        <source>hazama (diagonal two-point jump)</source>
        <translation>ハザマ</translation>
    </message>
    <message>
        <source>niken (two-space jump)</source>
        <translation>二間</translation>
    </message>
    <message>
        <source>ogeima (large knight&apos;s move)</source>
        <translation>大ゲイマ</translation>
    </message>
    <message>
        <source>sanken (three-space jump)</source>
        <translation>三間</translation>
    </message>
    <message>
        <source>daidaikeima (very large knight&apos;s move)</source>
        <translation>大々ゲイマ</translation>
    </message>
    <message>
        <source>connection shape</source>
        <translation>連絡の形</translation>
    </message>
    <message>
        <source>saru-suberi (monkey jump)</source>
        <translation>猿滑り</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>つながっている</translation>
    </message>
    <message>
        <source>cuttable</source>
        <translation>切られる恐れあり</translation>
    </message>
    <message>
        <source>separate</source>
        <translation>別の群</translation>
    </message>
    <message>
        <source>crosscut by strong enemy stones</source>
        <translation>強い相手の石でキリチガイ</translation>
    </message>
    <message>
        <source>crosscut, but a cutting stone is weak</source>
        <translation>キリチガイだが、切っている石が弱い</translation>
    </message>
    <message>
        <source>an enemy stone at the cut point would be captured</source>
        <translation>切断点に打たれても取れる</translation>
    </message>
    <message>
        <source>enemy stones at both cut points would be captured</source>
        <translation>両方の切断点に打たれても取れる</translation>
    </message>
    <message>
        <source>one cut point left, next to a strong enemy stone</source>
        <translation>強い相手の石の隣に切断点が一つ残る</translation>
    </message>
    <message>
        <source>one cut point left, next to a weak enemy stone</source>
        <translation>弱い相手の石の隣に切断点が一つ残る</translation>
    </message>
    <message>
        <source>an enemy stone wedged in between</source>
        <translation>相手の石が間に割り込んでいる</translation>
    </message>
    <message>
        <source>a weak enemy stone wedged in between</source>
        <translation>弱い相手の石が間に割り込んでいる</translation>
    </message>
    <message>
        <source>open jump: the wedge can be answered</source>
        <translation>開いた一間：ワリコミには応じられる</translation>
    </message>
    <message>
        <source>enemy stones on both sides: a wedge cuts</source>
        <translation>両側に相手の石：ワリコミで切れる</translation>
    </message>
    <message>
        <source>knight&apos;s move with both cut points open</source>
        <translation>切断点が二つとも空いたケイマ</translation>
    </message>
    <message>
        <source>the enemy has pushed into the knight&apos;s move</source>
        <translation>ケイマに出られている</translation>
    </message>
    <message>
        <source>pushed into, but the other cut point would be captured</source>
        <translation>出られているが、もう一方の切断点に打たれても取れる</translation>
    </message>
    <message>
        <source>diagonal jump across an open point</source>
        <translation>空点を挟んだハザマ</translation>
    </message>
    <message>
        <source>enemy stones stand in between</source>
        <translation>間に相手の石がある</translation>
    </message>
    <message>
        <source>across our own sure territory</source>
        <translation>自分の確定地を挟んでいる</translation>
    </message>
    <message>
        <source>across open, uncontested space</source>
        <translation>争いのない空き地を挟んでいる</translation>
    </message>
    <message>
        <source>the space between is contested</source>
        <translation>間の地点が争われている</translation>
    </message>
    <message>
        <source>too far apart to hold together</source>
        <translation>遠すぎてつながらない</translation>
    </message>
    <message>
        <source>two or more shared liberties (miai)</source>
        <translation>共有ダメが二つ以上（見合い）</translation>
    </message>
    <message>
        <source>bamboo joint: two gaps, one always connects</source>
        <translation>竹の節：二つの隙間のどちらかで必ずつながる</translation>
    </message>
    <message>
        <source>shares a miai point with another link: one move threatens both</source>
        <translation>見合いの点を別の連絡と共有：一手で両方を狙われる</translation>
    </message>
    <message>
        <source>hane-under shape: a wedge is captured</source>
        <translation>ハネの下の形：ワリコミは取れる</translation>
    </message>
    <message>
        <source>corner kosumi: a stone in the corner would have no liberty</source>
        <translation>隅のコスミ：隅に打たれた石はダメがない</translation>
    </message>
    <message>
        <source>kosumi to the first line: a cut there is in atari against the edge</source>
        <translation>一線へのコスミ：切りは盤端でアタリ</translation>
    </message>
    <message>
        <source>one-space jump on the first line: the wedge is in atari</source>
        <translation>一線の一間：ワリコミはアタリ</translation>
    </message>
    <message>
        <source>bridge under on the first line: the wedge and the stone above it are captured together</source>
        <translation>一線の渡り：ワリコミと上の石をまとめて取れる</translation>
    </message>
    <message>
        <source>hanging connection: the cut point is a tiger&apos;s mouth</source>
        <translation>カケツギ：切る点が虎の口</translation>
    </message>
    <message>
        <source>ponnuki shape: the enemy cannot play in the middle</source>
        <translation>ポン抜きの形：真ん中には打てない</translation>
    </message>
    <message>
        <source>tiger&apos;s mouth: a stone played inside is captured</source>
        <translation>虎の口：中に打たれた石は取れる</translation>
    </message>
    <message>
        <source>knight&apos;s move to the first line: the wedge dies on the edge</source>
        <translation>一線へのケイマ：ワリコミは盤端で取れる</translation>
    </message>
    <message>
        <source>peeped jump: the wedge is still captured (ladder or net)</source>
        <translation>覗かれた一間：ワリコミはシチョウかゲタで取れる</translation>
    </message>
    <message>
        <source>one-space jump on the second line: the wedge is driven to the edge and captured</source>
        <translation>二線の一間：ワリコミは一線に追い落として取れる</translation>
    </message>
    <message>
        <source>kosumi on the second line: the cut is driven to the edge and captured</source>
        <translation>二線のコスミ：切りは一線に追い落として取れる</translation>
    </message>
    <message>
        <source>Blue: the same group, cannot be cut</source>
        <translation>青：同じ群、切られない</translation>
    </message>
    <message>
        <source>Yellow: the same group, but a cut must be checked</source>
        <translation>黄：同じ群だが、切断に注意</translation>
    </message>
    <message>
        <source>Red: related, but separate groups</source>
        <translation>赤：関係はあるが別々の群</translation>
    </message>
    <message>
        <source>Solid line: solid, kosumi (diagonal), takefu (bamboo joint), shapes</source>
        <translation>実線：堅いつながり、コスミ、竹の節、連絡の形</translation>
    </message>
    <message>
        <source>Dashed: ikken (one-space jump), keima (knight&apos;s move), hazama, monkey jump</source>
        <translation>破線：一間、ケイマ、ハザマ、猿滑り</translation>
    </message>
    <message>
        <source>Dotted: niken, ogeima, sanken, daidaikeima (long jumps)</source>
        <translation>点線：二間、大ゲイマ、三間、大々ゲイマ（遠い連絡）</translation>
    </message>
    <message>
        <source>• miai point: if one is taken, the other connects</source>
        <translation>• 見合いの点：一方を打たれたら他方でつながる</translation>
    </message>
    <message>
        <source>Black&apos;s potential territory: White can still reduce it</source>
        <translation>黒の潜在的な地：白はまだ減らせる</translation>
    </message>
    <message>
        <source>White&apos;s sure territory</source>
        <translation>白の確定地</translation>
    </message>
    <message>
        <source>White&apos;s potential territory</source>
        <translation>白の潜在的な地</translation>
    </message>
    <message>
        <source>Potential (influence)</source>
        <translation>勢力（ポテンシャル）</translation>
    </message>
    <message>
        <source>Aya&apos;s model (distance)</source>
        <translation>彩モデル（距離）</translation>
    </message>
    <message>
        <source>Black dominates strongly</source>
        <translation>黒の勢力が強い</translation>
    </message>
    <message>
        <source>Black leans</source>
        <translation>やや黒</translation>
    </message>
    <message>
        <source>White leans</source>
        <translation>やや白</translation>
    </message>
    <message>
        <source>White dominates strongly</source>
        <translation>白の勢力が強い</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>モデル：%1</translation>
    </message>
    <message>
        <source>Eye space worth an eye or more (number: eyes)</source>
        <translation>一眼以上の眼形（数字は眼の数）</translation>
    </message>
    <message>
        <source>Half an eye: the opponent can spoil it</source>
        <translation>半眼：相手に壊される恐れがある</translation>
    </message>
    <message>
        <source>The move that placed the stone</source>
        <translation>その石が打たれた手数</translation>
    </message>
    <message>
        <source>Dead and unsettled stones</source>
        <translation>死に石と不安定な石</translation>
    </message>
    <message>
        <source>Unsettled string: whoever moves first decides its fate</source>
        <translation>不安定な連：先に打った側が運命を決める</translation>
    </message>
    <message>
        <source>× attack: the move that captures it</source>
        <translation>× 攻め：取る手</translation>
    </message>
    <message>
        <source>○ defence: the move that saves it</source>
        <translation>○ 守り：助ける手</translation>
    </message>
    <message>
        <source>50 %: unsettled, the next move decides</source>
        <translation>50 %：未確定、次の一手で決まる</translation>
    </message>
    <message>
        <source>100 %: the group lives</source>
        <translation>100 %：その群は生きている</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Candidate moves and reading</source>
        <translation>候補手と読み筋</translation>
    </message>
    <message>
        <source>Another candidate move</source>
        <translation>その他の候補手</translation>
    </message>
    <message>
        <source>Links (connections)</source>
        <translation>連絡</translation>
    </message>
    <message>
        <source>two ways to connect (miai)</source>
        <translation>つなぎが二通り（見合い）</translation>
    </message>
    <message>
        <source>peeped (nozoki) from one side</source>
        <translation>片側から覗かれている</translation>
    </message>
    <message>
        <source>× cut point</source>
        <translation>× 切断点</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>地</translation>
    </message>
    <message>
        <source>Black&apos;s sure territory</source>
        <translation>黒の確定地</translation>
    </message>
    <message>
        <source>Charge model (electric potential)</source>
        <translation>電位モデル</translation>
    </message>
    <message>
        <source>Eyes and vital points</source>
        <translation>眼と急所</translation>
    </message>
    <message>
        <source>False eye (kakeme): not an eye</source>
        <translation>欠け目：眼ではない</translation>
    </message>
    <message>
        <source>Vital point: who plays here decides life</source>
        <translation>急所：ここに打った側が死活を決める</translation>
    </message>
    <message>
        <source>String numbers</source>
        <translation>連の番号</translation>
    </message>
    <message>
        <source>Stones with one number form one string: they are captured together</source>
        <translation>同じ番号の石は一つの連：一緒に取られる</translation>
    </message>
    <message>
        <source>Move numbers</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Dead stone</source>
        <translation>死に石</translation>
    </message>
    <message>
        <source>Its fate hangs on a ko</source>
        <translation>コウ次第の連</translation>
    </message>
    <message>
        <source>Group safety</source>
        <translation>群の安全度</translation>
    </message>
    <message>
        <source>0 %: the group is dead</source>
        <translation>0 %：その群は死んでいる</translation>
    </message>
    <message>
        <source>!: group reading finds it critical, whoever moves first decides</source>
        <translation>!：群の死活探索で先手次第（先に打った方が決める）</translation>
    </message>
</context>
<context>
    <name>MoveAnnotation</name>
    <message>
        <source>good move</source>
        <translation>好手</translation>
    </message>
    <message>
        <source>bad move</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>interesting move</source>
        <translation>面白い手</translation>
    </message>
    <message>
        <source>doubtful move</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>good for Black</source>
        <translation>黒良し</translation>
    </message>
    <message>
        <source>good for White</source>
        <translation>白良し</translation>
    </message>
    <message>
        <source>even</source>
        <translation>互角</translation>
    </message>
    <message>
        <source>unclear</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>hotspot</source>
        <translation>注目点</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Captured whoever moves first</source>
        <translation>どちらが先に打っても取られる</translation>
    </message>
    <message>
        <source>Two half eyes hang on one point: playing there makes both real</source>
        <translation>二つの半眼が一点にかかる：そこに打てば両方が眼になる</translation>
    </message>
    <message>
        <source>Two eyes: the group lives</source>
        <translation>二眼：その群は生きている</translation>
    </message>
    <message>
        <source>A weak enemy string beside it: capturing it makes an eye</source>
        <translation>隣に弱い相手の連：取れば眼ができる</translation>
    </message>
    <message>
        <source>One move makes another eye</source>
        <translation>一手でもう一つ眼ができる</translation>
    </message>
    <message>
        <source>Can connect to a living group</source>
        <translation>生きた群につながれる</translation>
    </message>
    <message>
        <source>Can join a group with one eye: together they have two</source>
        <translation>一眼の群とつながれる：合わせて二眼</translation>
    </message>
    <message>
        <source>Alive by connecting to a living group</source>
        <translation>生きた群とつながって生き</translation>
    </message>
    <message>
        <source>Wins the capturing race: the dead neighbour&apos;s space becomes eyes</source>
        <translation>攻め合いに勝つ：取った相手の跡が眼になる</translation>
    </message>
    <message>
        <source>Its attackers are dead: it lives again</source>
        <translation>攻めている相手が死んでいる：生き返る</translation>
    </message>
    <message>
        <source>One and a half eyes: one move makes two</source>
        <translation>一眼半：一手で二眼になる</translation>
    </message>
    <message>
        <source>Can still connect to a living group</source>
        <translation>まだ生きた群につながれる</translation>
    </message>
    <message>
        <source>A lone stone: light, easily given up</source>
        <translation>一子：軽く、捨てやすい</translation>
    </message>
    <message>
        <source>More eyes than the opponent in the race</source>
        <translation>攻め合いの相手より眼が多い</translation>
    </message>
    <message>
        <source>Captured if the opponent attacks now, with no way out</source>
        <translation>今攻められると逃げ道なく取られる</translation>
    </message>
    <message>
        <source>Hangs on a living group: at least 50 %</source>
        <translation>生きた群につながっている：最低 50 %</translation>
    </message>
    <message>
        <source>One and a half eyes is not dead</source>
        <translation>一眼半は死んでいない</translation>
    </message>
    <message>
        <source>Dies if the opponent plays here first</source>
        <translation>相手に先にここに打たれると死ぬ</translation>
    </message>
    <message>
        <source>One eye against a living group is no seki: it dies in the end</source>
        <translation>生きた群を相手に一眼ではセキにならない：最後は死ぬ</translation>
    </message>
    <message>
        <source>A big eye with a stone thrown in: it can go either way</source>
        <translation>大きな眼に石が放り込まれている：どちらにもなりうる</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) of the region are false eyes</source>
        <translation>
            <numerusform>この領域の %n 点は欠け目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 点</numerusform>
        </translation>
    </message>
    <message>
        <source>one move makes both half eyes real</source>
        <translation>一手で二つの半眼が両方眼になる</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 makes an eye at %2</source>
        <translation>%1 に打てば %2 が眼になる</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) join a living group</source>
        <translation>
            <numerusform>%n 点で生きた群につながる</numerusform>
        </translation>
    </message>
    <message>
        <source>joins a group with one eye</source>
        <translation>一眼の群とつながる</translation>
    </message>
    <message>
        <source>capturing in sente joins a living group</source>
        <translation>先手で取って生きた群につながる</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s) taken</source>
        <translation>
            <numerusform>%n 子を取る</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open point(s) within reach</source>
        <translation>
            <numerusform>届く範囲に空点が %n</numerusform>
        </translation>
    </message>
    <message>
        <source>only one eye, every outside liberty shared with living group %1</source>
        <translation>一眼のみ、外ダメはすべて生きた群 %1 と共有</translation>
    </message>
    <message numerus="yes">
        <source>shares %n liberty(ies) with group %1</source>
        <translation>
            <numerusform>群 %1 とダメを %n 共有</numerusform>
        </translation>
    </message>
    <message>
        <source>a big eye with one stone thrown in</source>
        <translation>石が一つ放り込まれた大きな眼</translation>
    </message>
    <message>
        <source>against group %1</source>
        <translation>群 %1 と</translation>
    </message>
    <message>
        <source>next to living groups, with room to run</source>
        <translation>生きた群の隣、逃げ道あり</translation>
    </message>
    <message>
        <source>in the open</source>
        <translation>広い所</translation>
    </message>
    <message>
        <source>enclosed by living groups</source>
        <translation>生きた群に囲まれている</translation>
    </message>
    <message>
        <source>enclosed, no room to run</source>
        <translation>囲まれていて逃げ道なし</translation>
    </message>
    <message>
        <source>%1: %2 against %3 liberties</source>
        <translation>%1：ダメ %2 対 %3</translation>
    </message>
    <message>
        <source> (room to run: +3)</source>
        <translation>（逃げ道：+3）</translation>
    </message>
    <message>
        <source>eyes stay %1</source>
        <translation>眼は %1 のまま</translation>
    </message>
    <message>
        <source>%1 % → %2 %</source>
        <translation>%1 % → %2 %</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>生き</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>死に</translation>
    </message>
    <message>
        <source>unsettled</source>
        <translation>未確定</translation>
    </message>
    <message>
        <source>seki (both live)</source>
        <translation>セキ（両生き）</translation>
    </message>
    <message>
        <source>stable</source>
        <translation>安定</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>取られる</translation>
    </message>
    <message>
        <source>depends on a ko</source>
        <translation>コウ次第</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>False eyes (kakeme) do not count as eyes</source>
        <translation>欠け目は眼に数えない</translation>
    </message>
    <message>
        <source>An enclosed eye space</source>
        <translation>囲まれた眼形</translation>
    </message>
    <message>
        <source>Capturing in sente joins a living group</source>
        <translation>先手で取って生きた群につながる</translation>
    </message>
    <message>
        <source>Capturing race (semeai): liberties counted</source>
        <translation>攻め合い：ダメの数を比べる</translation>
    </message>
    <message>
        <source>Room to run: not dead by a liberty count</source>
        <translation>逃げ道がある：ダメの数だけでは死なない</translation>
    </message>
    <message>
        <source>Seki: neither side can approach, both live</source>
        <translation>セキ：どちらも詰められず、両方生き</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), vital point %1</source>
        <translation>
            <numerusform>%n 点、急所 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>eyes %1 → %2</source>
        <translation>眼 %1 → %2</translation>
    </message>
    <message>
        <source>without a move</source>
        <translation>手を打たずに</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>%1 で</translation>
    </message>
    <message>
        <source> (through a ko the other side must start)</source>
        <translation>（相手から始めるコウで）</translation>
    </message>
    <message>
        <source> (only by winning a ko)</source>
        <translation>（コウに勝てば）</translation>
    </message>
    <message>
        <source>Stopped before it answered</source>
        <translation>答えが出る前に中断しました</translation>
    </message>
    <message>
        <source>Alive whatever %1 plays: nothing to read</source>
        <translation>%1 がどう打っても生き（無条件の活き）：読む必要なし</translation>
    </message>
    <message>
        <source>Alive: %1 cannot kill it even moving first</source>
        <translation>生き：%1 が先に打っても殺せない</translation>
    </message>
    <message>
        <source>Dead: %1 kills it %2, %3 cannot save it</source>
        <translation>死に：%1 は %2 殺せる。%3 は助からない</translation>
    </message>
    <message>
        <source>Critical: %1 kills it %2, %3 saves it %4</source>
        <translation>先手次第（要所）：%1 は %2 殺せる。%3 は %4 生きる</translation>
    </message>
    <message>
        <source>its first static view settles it</source>
        <translation>最初の静的判断で決まる</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) read</source>
        <translation>
            <numerusform>%n 局面を読んだ</numerusform>
        </translation>
    </message>
    <message>
        <source>the node budget ran out in places, where the static judgement decided</source>
        <translation>ところどころ探索の上限に達し、そこは静的判断で決めた</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>先手次第</translation>
    </message>
    <message>
        <source>Alive: it has room to run, and %1&apos;s kill %2 was read only until the node budget ran out</source>
        <translation>活き：逃げ道がある（%1 の %2 殺す手は、探索の上限に達するまでしか読めていない）</translation>
    </message>
    <message>
        <source>Every liberty shared: a sacrifice there leaves the taker a space that dies</source>
        <translation>ダメをすべて共有：捨て石で取らせると、取った側の眼形は死に形</translation>
    </message>
    <message>
        <source>Every liberty shared: whoever sacrifices first kills the other</source>
        <translation>ダメをすべて共有：先に捨て石を打った側が相手を殺す</translation>
    </message>
    <message>
        <source>Alive: %1 would kill it %2, but every %1 group around it dies whoever moves first</source>
        <translation>生き：%1 は %2 殺せそうだが、周りの %1 の群はどちらが先に打っても死ぬ</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s); a stone at the vital point %1 takes the enemy stones in atari around it: two eyes</source>
        <translation>
            <numerusform>%n 点。急所 %1 に打てば周りのアタリの石を取って二眼</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) in a pocket open at %1; an answer at %2 keeps one eye there</source>
        <translation>
            <numerusform>%n 点。入口 %1 のある袋：%1 に入られても %2 に受ければ一眼</numerusform>
        </translation>
    </message>
    <message>
        <source>An eye space in a pocket with one way in</source>
        <translation>入口が一つの袋の中の眼形</translation>
    </message>
</context>
<context>
    <name>RecordPrompts</name>
    <message>
        <source>SGF game records (*.sgf)</source>
        <translation>SGF 棋譜 (*.sgf)</translation>
    </message>
    <message>
        <source>IG1 game records (*.ig1)</source>
        <translation>IG1 棋譜 (*.ig1)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>Save the changes to “%1”?</source>
        <translation>「%1」への変更を保存しますか?</translation>
    </message>
    <message>
        <source>If you don&apos;t save, your changes to this record are lost.</source>
        <translation>保存しないと、この棋譜への変更は失われます。</translation>
    </message>
    <message>
        <source>Information Will Be Lost</source>
        <translation>失われる情報があります</translation>
    </message>
    <message>
        <source>Save Anyway</source>
        <translation>このまま保存</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <source>Game records (*.sgf *.ig1 *.psq)</source>
        <translation>棋譜 (*.sgf *.ig1 *.psq)</translation>
    </message>
    <message>
        <source>Piskvork gomoku games (*.psq)</source>
        <translation>Piskvork の五目並べの棋譜 (*.psq)</translation>
    </message>
</context>
<context>
    <name>irodori::gmp::Connection</name>
    <message>
        <source>Cannot listen on port %1: %2</source>
        <translation>ポート%1で待ち受けできません: %2</translation>
    </message>
    <message>
        <source>The game is over; the other program closed the connection.</source>
        <translation>終局しました。相手プログラムが接続を閉じました。</translation>
    </message>
    <message>
        <source>The other program closed the connection.</source>
        <translation>相手プログラムが接続を閉じました。</translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>ネットワークエラー: %1</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>中断: %1</translation>
    </message>
    <message>
        <source>Waiting for a connection on port %1</source>
        <translation>ポート%1で接続を待っています</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>切断されました</translation>
    </message>
    <message>
        <source>Connected; the game is over</source>
        <translation>接続中・終局</translation>
    </message>
    <message>
        <source>Connected; our move</source>
        <translation>接続中・こちらの手番</translation>
    </message>
    <message>
        <source>Connected; waiting for the other program&apos;s move</source>
        <translation>接続中・相手の着手待ち</translation>
    </message>
    <message>
        <source>Connected; setting up the game</source>
        <translation>接続中・対局の準備中</translation>
    </message>
    <message numerus="yes">
        <source> (%n retransmission(s))</source>
        <translation>
            <numerusform>(再送%n回)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irodori::ui::AnalysisController</name>
    <message>
        <source>Why?</source>
        <translation>なぜ？</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>対局の検討</translation>
    </message>
    <message>
        <source>&amp;Layers Panel</source>
        <translation>レイヤーパネル(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Why? Panel</source>
        <translation>「なぜ？」パネル(&amp;W)</translation>
    </message>
    <message>
        <source>Game &amp;Review</source>
        <translation>対局の検討(&amp;R)</translation>
    </message>
    <message>
        <source>%1 group: %2, safety %3 % — the reasons are in the Why? panel.</source>
        <translation>%1の群：%2、安全度 %3 % — 理由は「なぜ？」パネルにあります。</translation>
    </message>
    <message>
        <source>Analysing the position…</source>
        <translation>局面を解析中…</translation>
    </message>
    <message>
        <source>Reading ahead…</source>
        <translation>先読み中…</translation>
    </message>
    <message>
        <source>Analysing the game: %1 of %2 positions</source>
        <translation>対局を解析中：%2 局面中 %1</translation>
    </message>
    <message>
        <source>Black&apos;s lead (estimate): %1</source>
        <translation>黒のリード（形勢判断）：%1</translation>
    </message>
    <message numerus="yes">
        <source>Reading ahead: %n move(s) deep…</source>
        <translation>
            <numerusform>先読み中：%n 手先まで…</numerusform>
        </translation>
    </message>
    <message>
        <source>The review reads Go games; a Renju or gomoku record has none.</source>
        <translation>対局の検討は囲碁の棋譜だけが対象です。連珠・五目並べの棋譜にはありません。</translation>
    </message>
    <message>
        <source>The study layers read Go; a Renju or gomoku record has none (View → Renju Threats studies it).</source>
        <translation>学習レイヤーは囲碁を読みます。連珠・五目並べの棋譜にはありません（表示 → 連珠の脅威 で検討できます）。</translation>
    </message>
</context>
<context>
    <name>irodori::ui::AnalysisGraph</name>
    <message>
        <source>Black&apos;s lead move by move (up: Black, down: White) and the safety of the largest groups. Click to go to a move.</source>
        <translation>一手ごとの黒のリード（上：黒、下：白）と大きな群の安全度。クリックでその手へ移動します。</translation>
    </message>
    <message>
        <source>B+%1</source>
        <translation>黒+%1</translation>
    </message>
    <message>
        <source>W+%1</source>
        <translation>白+%1</translation>
    </message>
    <message>
        <source>Open a game to see its analysis graph</source>
        <translation>棋譜を開くと解析グラフが表示されます</translation>
    </message>
    <message>
        <source>Analysing the game: %1 of %2</source>
        <translation>対局を解析中：%2 中 %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 手目</translation>
    </message>
    <message>
        <source>Black leads by %1</source>
        <translation>黒 %1 目リード</translation>
    </message>
    <message>
        <source>White leads by %1</source>
        <translation>白 %1 目リード</translation>
    </message>
</context>
<context>
    <name>irodori::ui::BoardMarks</name>
    <message>
        <source>&amp;Coordinates</source>
        <translation>座標(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Letters and numbers around the board (A–T without I, 1 at the bottom)</source>
        <translation>盤の周りの文字と数字（I を除く A〜T、下端が 1）</translation>
    </message>
    <message>
        <source>&amp;Last Move</source>
        <translation>最終手(&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>A ring on the stone played last</source>
        <translation>最後に打たれた石に輪を付けます</translation>
    </message>
    <message>
        <source>&amp;Ko Point</source>
        <translation>コウの点(&amp;K)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>A square on the point the ko forbids retaking at once</source>
        <translation>コウですぐには取り返せない点に四角を付けます</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>次の手(&amp;N)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>The record&apos;s next move as a faint stone, where no variation letters show it</source>
        <translation>変化の記号が示していない所で、棋譜の次の手を薄い石で示します</translation>
    </message>
    <message>
        <source>Plain &amp;Paper Board</source>
        <translation>白い紙の盤(&amp;P)</translation>
    </message>
    <message>
        <source>A white board without wood or shadows, as a printed diagram</source>
        <translation>木目も影もない白い盤（印刷した図のように）</translation>
    </message>
</context>
<context>
    <name>irodori::ui::ClockSettingsEdit</name>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>no main time</source>
        <translation>持ち時間なし</translation>
    </message>
    <message>
        <source>Main time in minutes</source>
        <translation>持ち時間（分）</translation>
    </message>
    <message>
        <source>Each player&apos;s main time (持ち時間); with neither main time nor byo-yomi the game has no clock</source>
        <translation>各対局者の持ち時間。持ち時間も秒読みもなければ時計なしの対局です</translation>
    </message>
    <message>
        <source>byo-yomi </source>
        <translation>秒読み </translation>
    </message>
    <message>
        <source> ×</source>
        <translation> 回</translation>
    </message>
    <message>
        <source>no byo-yomi</source>
        <translation>秒読みなし</translation>
    </message>
    <message>
        <source>Byo-yomi periods</source>
        <translation>秒読みの回数</translation>
    </message>
    <message>
        <source>Byo-yomi (秒読み) after the main time: a move within a period keeps it; the last period spent loses on time</source>
        <translation>持ち時間の後の秒読み。1 回の時間内に打てばその回は残り、最後の回を使い切ると時間切れ負けです</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Seconds per byo-yomi period</source>
        <translation>秒読み 1 回の秒数</translation>
    </message>
</context>
<context>
    <name>irodori::ui::CollectionDialog</name>
    <message>
        <source>%1×%1</source>
        <translation>%1路</translation>
    </message>
    <message>
        <source>Choose a Game</source>
        <translation>対局の選択</translation>
    </message>
    <message numerus="yes">
        <source>This file holds %n game(s). Choose the one to show:</source>
        <translation>
            <numerusform>このファイルには %n 局の対局があります。表示する対局を選んでください:</numerusform>
        </translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>碁盤</translation>
    </message>
</context>
<context>
    <name>irodori::ui::CommentPane</name>
    <message>
        <source>Name of this move (optional)</source>
        <translation>この手の名前（任意）</translation>
    </message>
    <message>
        <source>No comment. Type here to add one to this move.</source>
        <translation>コメントはありません。ここに入力するとこの手にコメントが付きます。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>対局開始</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Move %1: %2 %3</source>
        <translation>第%1手: %2 %3</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>第%1手の後</translation>
    </message>
</context>
<context>
    <name>irodori::ui::EditTools</name>
    <message>
        <source>&amp;Play Moves</source>
        <translation>着手する(&amp;P)</translation>
    </message>
    <message>
        <source>Add &amp;Black Stones</source>
        <translation>黒石を置く(&amp;B)</translation>
    </message>
    <message>
        <source>Add &amp;White Stones</source>
        <translation>白石を置く(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Remove Stones</source>
        <translation>石を取り除く(&amp;R)</translation>
    </message>
    <message>
        <source>Mark with &amp;Triangles</source>
        <translation>三角の印(&amp;T)</translation>
    </message>
    <message>
        <source>Mark with &amp;Squares</source>
        <translation>四角の印(&amp;S)</translation>
    </message>
    <message>
        <source>Mark with &amp;Circles</source>
        <translation>丸の印(&amp;C)</translation>
    </message>
    <message>
        <source>Mark with Cr&amp;osses</source>
        <translation>バツの印(&amp;O)</translation>
    </message>
    <message>
        <source>Mark with &amp;Letters</source>
        <translation>文字の印（A、B、C…）(&amp;L)</translation>
    </message>
    <message>
        <source>Play Moves (Esc)</source>
        <translation>着手する（Esc）</translation>
    </message>
    <message>
        <source>S&amp;witch Side to Move</source>
        <translation>手番を交代(&amp;W)</translation>
    </message>
    <message>
        <source>The other player plays next (the record says so with PL)</source>
        <translation>次の手番を相手に替えます（棋譜には PL として記録します）</translation>
    </message>
    <message>
        <source>Black plays next.</source>
        <translation>次は黒番です。</translation>
    </message>
    <message>
        <source>White plays next.</source>
        <translation>次は白番です。</translation>
    </message>
    <message>
        <source>Clicks on the board play moves</source>
        <translation>盤をクリックすると石を打ちます</translation>
    </message>
    <message>
        <source>Click a point to mark it with a triangle, or to remove the mark</source>
        <translation>点をクリックすると三角の印を付けます。印のある点では印を消します</translation>
    </message>
    <message>
        <source>Click a point to mark it with a square, or to remove the mark</source>
        <translation>点をクリックすると四角の印を付けます。印のある点では印を消します</translation>
    </message>
    <message>
        <source>Click a point to mark it with a circle, or to remove the mark</source>
        <translation>点をクリックすると丸の印を付けます。印のある点では印を消します</translation>
    </message>
    <message>
        <source>Click a point to mark it with a cross, or to remove the mark</source>
        <translation>点をクリックするとバツの印を付けます。印のある点では印を消します</translation>
    </message>
    <message>
        <source>Click a point to label it with the next free letter, or to remove the label</source>
        <translation>点をクリックすると、まだ使っていない次の文字を付けます。文字のある点では文字を消します</translation>
    </message>
    <message>
        <source>Clicks play moves again.</source>
        <translation>クリックでまた石を打ちます。</translation>
    </message>
    <message>
        <source>%1. Esc returns to playing moves.</source>
        <translation>%1。Esc キーで着手に戻ります。</translation>
    </message>
    <message>
        <source>Position &amp;Tools</source>
        <translation>局面の編集ツール(&amp;T)</translation>
    </message>
    <message>
        <source>There is no stone at %1 to take away.</source>
        <translation>%1 には取り除く石がありません。</translation>
    </message>
    <message>
        <source>A stone at %1 would leave stones without a liberty; a set-up position must give every string at least one.</source>
        <translation>%1 に石を置くと呼吸点（ダメ）のない石ができます。配置する局面では、どの連にも呼吸点が一つ以上必要です。</translation>
    </message>
    <message>
        <source>Black stone placed at %1.</source>
        <translation>%1 に黒石を置きました。</translation>
    </message>
    <message>
        <source>White stone placed at %1.</source>
        <translation>%1 に白石を置きました。</translation>
    </message>
    <message>
        <source>The stone at %1 was taken away.</source>
        <translation>%1 の石を取り除きました。</translation>
    </message>
    <message>
        <source>Draw &amp;Arrows</source>
        <translation>矢印を描く(&amp;A)</translation>
    </message>
    <message>
        <source>Draw Li&amp;nes</source>
        <translation>線を描く(&amp;N)</translation>
    </message>
    <message>
        <source>Click where an arrow starts, then where it points; the same two clicks remove it</source>
        <translation>矢印の始点、次に指す点をクリックします。同じ二点をもう一度クリックすると消えます</translation>
    </message>
    <message>
        <source>Click the two ends of a line; the same two clicks remove it</source>
        <translation>線の両端をクリックします。同じ二点をもう一度クリックすると消えます</translation>
    </message>
    <message>
        <source>Arrow from %1: click the point it shows.</source>
        <translation>%1 からの矢印: 指す点をクリックしてください。</translation>
    </message>
    <message>
        <source>Line from %1: click its other end.</source>
        <translation>%1 からの線: もう一方の端をクリックしてください。</translation>
    </message>
    <message>
        <source>The same point twice: nothing drawn.</source>
        <translation>同じ点が二度選ばれたので、何も描きません。</translation>
    </message>
    <message>
        <source>Click a point to place a black stone there, or to take it away; drag to place many</source>
        <translation>点をクリックすると黒石を配置します。黒石をクリックすると取り除きます。ドラッグで続けて配置します</translation>
    </message>
    <message>
        <source>Click a point to place a white stone there, or to take it away; drag to place many</source>
        <translation>点をクリックすると白石を配置します。白石をクリックすると取り除きます。ドラッグで続けて配置します</translation>
    </message>
    <message>
        <source>Click a stone to take it off the board; drag to take many</source>
        <translation>石をクリックすると盤から取り除きます。ドラッグで続けて取り除きます</translation>
    </message>
    <message numerus="yes">
        <source>%n black stone(s) placed.</source>
        <translation>
            <numerusform>黒石を%n個配置しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white stone(s) placed.</source>
        <translation>
            <numerusform>白石を%n個配置しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s) taken away.</source>
        <translation>
            <numerusform>石を%n個取り除きました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) left empty: a stone there would leave stones without a liberty.</source>
        <translation>
            <numerusform>%n箇所は空けたままです。そこに石を置くと呼吸点のない石ができます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irodori::ui::EngineGame</name>
    <message>
        <source>New Game Against &amp;Irodori…</source>
        <translation>彩りと対局(&amp;I)…</translation>
    </message>
    <message>
        <source>Play a game against the engine: colour, board size, handicap, komi and level</source>
        <translation>エンジンと対局します：手番の色、碁盤の大きさ、置石、コミ、レベル</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <source>Give up the game against Irodori</source>
        <translation>彩りとの対局を投了します</translation>
    </message>
    <message>
        <source>&amp;Accept Score</source>
        <translation>計算結果を承認(&amp;A)</translation>
    </message>
    <message>
        <source>Agree on the dead stones as marked and record the result</source>
        <translation>印を付けた死に石で合意し、結果を記録します</translation>
    </message>
    <message>
        <source>Irodori (level %1)</source>
        <translation>彩り（レベル %1）</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>あなたの手番です</translation>
    </message>
    <message>
        <source>Irodori is thinking…</source>
        <translation>彩りが考えています…</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Irodori is thinking… depth %1, best %2</source>
        <translation>彩りが考えています… 深さ %1、最善 %2</translation>
    </message>
    <message>
        <source>Irodori resigns. You win.</source>
        <translation>彩りが投了しました。あなたの勝ちです。</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>パスしました</translation>
    </message>
    <message>
        <source>plays %1</source>
        <translation>%1 に打ちました</translation>
    </message>
    <message>
        <source>Irodori %1.</source>
        <translation>彩りが%1。</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>The game is over. Click a string to mark it dead or alive, then choose Game → Accept Score.</source>
        <translation>終局しました。連をクリックして死に石・生き石を切り替え、対局 → 計算結果を承認 を選んでください。</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>結果：%1</translation>
    </message>
    <message>
        <source>Jigo: the game is a draw.</source>
        <translation>持碁：引き分けです。</translation>
    </message>
    <message>
        <source>You win: %1.</source>
        <translation>あなたの勝ち：%1。</translation>
    </message>
    <message>
        <source>Irodori wins: %1.</source>
        <translation>彩りの勝ち：%1。</translation>
    </message>
    <message>
        <source>You resigned. Irodori wins.</source>
        <translation>投了しました。彩りの勝ちです。</translation>
    </message>
    <message>
        <source>Irodori is thinking; your move comes next.</source>
        <translation>彩りが考えています。次があなたの手番です。</translation>
    </message>
    <message>
        <source>Your time is up: Irodori wins on time.</source>
        <translation>時間切れです。彩りの時間勝ちです。</translation>
    </message>
    <message>
        <source>Irodori&apos;s time is up: you win on time.</source>
        <translation>彩りが時間切れです。あなたの時間勝ちです。</translation>
    </message>
    <message>
        <source>Your move (Irodori thinks on your time)</source>
        <translation>あなたの番です（彩りも考えています）</translation>
    </message>
</context>
<context>
    <name>irodori::ui::EngineGameDialog</name>
    <message>
        <source>New Game Against Irodori</source>
        <translation>彩りと対局</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>あなたの石:</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1路盤</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>碁盤:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Handicap stones</source>
        <translation>置石</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>置石:</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>コミ:</translation>
    </message>
    <message>
        <source>Count by area (Chinese rules)</source>
        <translation>地と石を数える（中国ルール）</translation>
    </message>
    <message>
        <source>Engine level</source>
        <translation>エンジンのレベル</translation>
    </message>
    <message>
        <source>1 answers at once; 10 thinks longest and plays strongest.</source>
        <translation>1 はすぐに打ち、10 は最も長く考えて最も強く打ちます。</translation>
    </message>
    <message>
        <source>Irodori&apos;s level:</source>
        <translation>彩りのレベル:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>持ち時間:</translation>
    </message>
    <message>
        <source>Irodori thinks on your time too (pondering)</source>
        <translation>あなたの考慮中も彩りが考える（先読み）</translation>
    </message>
    <message>
        <source>While you think, Irodori reads ahead in the position; it plays stronger, and the processor works all the time</source>
        <translation>あなたが考えている間も彩りが局面を読み進めます。強くなりますが、プロセッサは常に働きます</translation>
    </message>
</context>
<context>
    <name>irodori::ui::ExportActions</name>
    <message>
        <source>Export Board as &amp;PNG…</source>
        <translation>盤面を PNG で書き出す(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Save the board as shown, with the layers that are on, as a PNG image</source>
        <translation>表示中の盤面を、表示中のレイヤーも含めて PNG 画像として保存します</translation>
    </message>
    <message>
        <source>Export Board as &amp;SVG…</source>
        <translation>盤面を SVG で書き出す(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the board as shown as an SVG drawing, sharp at any size</source>
        <translation>表示中の盤面を、どの大きさでも鮮明な SVG 図として保存します</translation>
    </message>
    <message>
        <source>Export Board as P&amp;DF…</source>
        <translation>盤面を PDF で書き出す(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the board as shown as a one-page PDF document</source>
        <translation>表示中の盤面を 1 ページの PDF 文書として保存します</translation>
    </message>
    <message>
        <source>&amp;Print Board…</source>
        <translation>盤面を印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the board as shown, with the game and the move above it</source>
        <translation>表示中の盤面を、上に対局名と手数を添えて印刷します</translation>
    </message>
    <message>
        <source>%1 — move %2</source>
        <translation>%1 — 第 %2 手</translation>
    </message>
    <message>
        <source>Board exported to %1.</source>
        <translation>盤面を %1 に書き出しました。</translation>
    </message>
    <message>
        <source>The board could not be printed: the printer did not accept the page.</source>
        <translation>盤面を印刷できませんでした。プリンターがページを受け付けませんでした。</translation>
    </message>
    <message>
        <source>Board sent to the printer.</source>
        <translation>盤面をプリンターに送りました。</translation>
    </message>
    <message>
        <source>Export Game &amp;Record as PDF…</source>
        <translation>棋譜を PDF に書き出す(&amp;R)…</translation>
    </message>
    <message>
        <source>The moves of the line shown as numbered figures, one to a page, as players print a game</source>
        <translation>表示中の手順を、番号付きの図にして一ページに一図ずつ書き出します</translation>
    </message>
    <message>
        <source>Black: %1    White: %2</source>
        <translation>黒: %1    白: %2</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>棋戦</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game record written to %1.</source>
        <translation>棋譜を %1 に書き出しました。</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GameDocument</name>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着手</translation>
    </message>
    <message>
        <source>Delete Move</source>
        <translation>手の削除</translation>
    </message>
    <message>
        <source>Delete Variation</source>
        <translation>変化の削除</translation>
    </message>
    <message>
        <source>Make Main Line</source>
        <translation>本譜にする</translation>
    </message>
    <message>
        <source>Set Up Stones</source>
        <translation>石の配置</translation>
    </message>
    <message>
        <source>Side to Move</source>
        <translation>手番の交代</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>印</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>Move Name</source>
        <translation>手の名前</translation>
    </message>
    <message>
        <source>Game Information</source>
        <translation>対局情報</translation>
    </message>
    <message>
        <source>Transform Board</source>
        <translation>盤の変換</translation>
    </message>
    <message>
        <source>Move Annotation</source>
        <translation>手の評価</translation>
    </message>
    <message>
        <source>Move Variation</source>
        <translation>変化の順序の変更</translation>
    </message>
    <message>
        <source>Opening Decision</source>
        <translation>開局の決定</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GameInfoDialog</name>
    <message>
        <source>Game Information</source>
        <translation>対局情報</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>黒:</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>段級位:</translation>
    </message>
    <message>
        <source>Team:</source>
        <translation>チーム:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>白:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Game name:</source>
        <translation>対局名:</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>棋戦:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>回戦:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日付:</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>年-月-日（例 2024-03-10）</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>場所:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <source>e.g. Japanese, Chinese</source>
        <translation>例: Japanese（日本ルール）、Chinese（中国ルール）</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>コミ:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>置石:</translation>
    </message>
    <message>
        <source>The number of handicap stones, as the record places them.</source>
        <translation>棋譜が置いている置石の数です。</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>結果:</translation>
    </message>
    <message>
        <source>e.g. B+R, W+2.5, 0 for a draw</source>
        <translation>例: B+R（黒中押し勝ち）、W+2.5（白2目半勝ち）、0（ジゴ）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>出典:</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>解説:</translation>
    </message>
    <message>
        <source>Recorded by:</source>
        <translation>入力者:</translation>
    </message>
    <message>
        <source>Game comment:</source>
        <translation>対局の説明:</translation>
    </message>
    <message>
        <source>Komi must be a number such as 6.5 or 0.</source>
        <translation>コミは 6.5 や 0 のような数で入力してください。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>布石・珠型:</translation>
    </message>
    <message>
        <source>e.g. Chinese fuseki, 花月 Kagetsu (4D)</source>
        <translation>例: 中国流、花月 Kagetsu (4D)</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GameStatusPanel</name>
    <message>
        <source>Turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Moves played:</source>
        <translation>手数:</translation>
    </message>
    <message>
        <source>Last move:</source>
        <translation>直前の手:</translation>
    </message>
    <message>
        <source>Variation:</source>
        <translation>変化:</translation>
    </message>
    <message>
        <source>Captured by Black:</source>
        <translation>黒のアゲハマ:</translation>
    </message>
    <message>
        <source>Captured by White:</source>
        <translation>白のアゲハマ:</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>黒番</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>白番</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>main line</source>
        <translation>本譜</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>結果: %1</translation>
    </message>
    <message>
        <source>%1 of %2 at move %3</source>
        <translation>第%3手の %2 通りの変化の %1 番目</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>布石・珠型:</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1（%2、%3）</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GameTreeView</name>
    <message>
        <source>Start of the game</source>
        <translation>対局開始</translation>
    </message>
    <message>
        <source>No move: setup, marks or a comment</source>
        <translation>着手なし（石の配置・印・コメント）</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Move %1: %2 %3</source>
        <translation>第%1手: %2 %3</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GtpAnalysis</name>
    <message>
        <source>Show another program&apos;s candidate moves and win rates (lz-analyze or kata-analyze) for the position shown</source>
        <translation>表示中の局面について、他のプログラムの候補手と勝率を表示します（lz-analyze または kata-analyze）</translation>
    </message>
    <message>
        <source>Stop GTP &amp;Analysis</source>
        <translation>GTP 解析を停止(&amp;A)</translation>
    </message>
    <message>
        <source>The analysis was stopped.</source>
        <translation>解析を停止しました。</translation>
    </message>
    <message>
        <source>Could not start “%1”: %2</source>
        <translation>「%1」を起動できませんでした: %2</translation>
    </message>
    <message>
        <source>The analysis program stopped (exit code %1).</source>
        <translation>解析プログラムが終了しました（終了コード %1）。</translation>
    </message>
    <message>
        <source>GTP programs analyse Go positions; this is a Renju record.</source>
        <translation>GTP プログラムが解析するのは囲碁の局面です。これは連珠の棋譜です。</translation>
    </message>
    <message>
        <source>Give the command that starts the program, such as “katago gtp -model … -config …”.</source>
        <translation>プログラムを起動するコマンドを入力してください（例:「katago gtp -model … -config …」）。</translation>
    </message>
    <message>
        <source>%1 offers neither lz-analyze nor kata-analyze: it cannot analyse positions for Irodori.</source>
        <translation>%1 は lz-analyze も kata-analyze も備えていないため、彩りのために局面を解析できません。</translation>
    </message>
    <message>
        <source>%1 analyses the position shown.</source>
        <translation>%1 が表示中の局面を解析しています。</translation>
    </message>
    <message>
        <source>e.g. katago gtp -model model.bin.gz -config analysis.cfg</source>
        <translation>例: katago gtp -model model.bin.gz -config analysis.cfg</translation>
    </message>
    <message>
        <source>A program that answers lz-analyze (Leela Zero, irodori-cli gtp) or kata-analyze (KataGo)</source>
        <translation>lz-analyze（Leela Zero、irodori-cli gtp）または kata-analyze（KataGo）に答えるプログラム</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>プログラム:</translation>
    </message>
    <message>
        <source> cs</source>
        <translation> cs</translation>
    </message>
    <message>
        <source>How often the program reports, in hundredths of a second</source>
        <translation>プログラムが報告する間隔（1/100 秒単位）</translation>
    </message>
    <message>
        <source>Report every:</source>
        <translation>報告間隔:</translation>
    </message>
    <message>
        <source>GTP programs analyse Go positions; the analysis stopped at the Renju record.</source>
        <translation>GTP プログラムが解析するのは囲碁の局面です。連珠の棋譜になったため解析を停止しました。</translation>
    </message>
    <message>
        <source>The program cannot analyse a %1×%1 board: %2</source>
        <translation>このプログラムは %1×%1 の盤を解析できません: %2</translation>
    </message>
    <message>
        <source>The program refused the position: %1</source>
        <translation>プログラムが局面を受け付けませんでした: %1</translation>
    </message>
    <message>
        <source>The program did not analyse the position: %1</source>
        <translation>プログラムは局面を解析しませんでした: %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>%1: best %2, %3 % for %4 (%5 visits)</source>
        <translation>%1: 最善 %2、%4の勝率 %3 %（%5 訪問）</translation>
    </message>
    <message>
        <source>%1 leads by %2 points.</source>
        <translation>%1が %2 目リード。</translation>
    </message>
    <message>
        <source>Analyse with a &amp;GTP Program…</source>
        <translation>GTP プログラムで解析(&amp;G)…</translation>
    </message>
    <message>
        <source>Analyse with a GTP Program</source>
        <translation>GTP プログラムで解析</translation>
    </message>
    <message>
        <source>Add the Program&apos;s &amp;Line to the Record</source>
        <translation>プログラムの読み筋を棋譜に追加(&amp;L)</translation>
    </message>
    <message>
        <source>The analysing program&apos;s best line becomes a variation of the record</source>
        <translation>解析中のプログラムの最善の読み筋を棋譜の変化図にします</translation>
    </message>
    <message>
        <source>%1: %2 % for %3, %4 visits</source>
        <translation>%1: %3の勝率 %2 %、%4 訪問</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of %1&apos;s line added as a variation.</source>
        <translation>
            <numerusform>%1 の読み筋 %n 手を変化図として追加しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Analyse the &amp;Whole Game…</source>
        <translation>対局全体を解析(&amp;W)…</translation>
    </message>
    <message>
        <source>The program reads every position of the main line and its best move goes into the comments</source>
        <translation>プログラムが本譜のすべての局面を読み、最善手をコメントに書き込みます</translation>
    </message>
    <message>
        <source>Analyse the Whole Game</source>
        <translation>対局全体を解析</translation>
    </message>
    <message>
        <source>Seconds for each position:</source>
        <translation>1 局面あたりの秒数:</translation>
    </message>
    <message>
        <source>The analysis of the game stopped.</source>
        <translation>対局の解析を停止しました。</translation>
    </message>
    <message>
        <source>The analysis of the game stopped at another position.</source>
        <translation>別の局面に移ったため、対局の解析を停止しました。</translation>
    </message>
    <message numerus="yes">
        <source>%1 reads the %n position(s) of the main line.</source>
        <translation>
            <numerusform>%1 が本譜の %n 局面を読んでいます。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 read every position of the main line; its best moves are in the comments.</source>
        <translation>%1 が本譜のすべての局面を読みました。最善手はコメントにあります。</translation>
    </message>
    <message>
        <source>Show the Program&apos;s &amp;Territory</source>
        <translation>プログラムの地の予想を表示(&amp;T)</translation>
    </message>
    <message>
        <source>KataGo&apos;s predicted owner of every point: dark squares Black&apos;s, light ones White&apos;s, the larger the surer</source>
        <translation>KataGo が予想する各点の持ち主を表示します。濃い四角は黒、淡い四角は白で、確かなほど大きくなります</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) lost much of their player&apos;s win rate: marked ? or ?!.</source>
        <translation>
            <numerusform>%n 手で打った側の勝率が大きく下がりました: ? または ?! を付けました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s win rate fell from %2 % to %3 %.</source>
        <translation>%1 の勝率が %2 % から %3 % に下がりました。</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GtpOpponent</name>
    <message>
        <source>Play Against a &amp;GTP Program…</source>
        <translation>GTP プログラムと対局(&amp;G)…</translation>
    </message>
    <message>
        <source>Play a game against another Go program that speaks GTP, such as GNU Go</source>
        <translation>GNU Go など GTP で話すほかの囲碁プログラムと対局します</translation>
    </message>
    <message>
        <source>&amp;Stop the GTP Program</source>
        <translation>GTP プログラムを止める(&amp;S)</translation>
    </message>
    <message>
        <source>End the game against the program; the record stays</source>
        <translation>プログラムとの対局を終えます。棋譜は残ります</translation>
    </message>
    <message>
        <source>The game against the program was stopped.</source>
        <translation>プログラムとの対局を止めました。</translation>
    </message>
    <message>
        <source>Another record replaced the game; the program was stopped.</source>
        <translation>別の棋譜を開いたため、プログラムを止めました。</translation>
    </message>
    <message>
        <source>Give the command that starts the program, such as “gnugo --mode gtp”.</source>
        <translation>プログラムを起動するコマンドを入力してください（例:「gnugo --mode gtp」）。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Could not start “%1”: %2</source>
        <translation>「%1」を起動できませんでした: %2</translation>
    </message>
    <message>
        <source>The program stopped during the game (exit code %1).</source>
        <translation>対局中にプログラムが終了しました（終了コード %1）。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Playing against %1.</source>
        <translation>%1と対局しています。</translation>
    </message>
    <message>
        <source>The program cannot play on a %1×%1 board: %2</source>
        <translation>プログラムは%1路盤で打てません: %2</translation>
    </message>
    <message>
        <source>The program did not accept “%1”: %2</source>
        <translation>プログラムは「%1」を受け付けませんでした: %2</translation>
    </message>
    <message>
        <source>Play Against a GTP Program</source>
        <translation>GTP プログラムと対局</translation>
    </message>
    <message>
        <source>e.g. gnugo --mode gtp --level 5</source>
        <translation>例: gnugo --mode gtp --level 5</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>プログラム:</translation>
    </message>
    <message>
        <source>You play Black</source>
        <translation>あなたが黒</translation>
    </message>
    <message>
        <source>You play White</source>
        <translation>あなたが白</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>手番:</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1路</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>碁盤:</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>コミ:</translation>
    </message>
    <message>
        <source>GTP commands to send first, separated by ;</source>
        <translation>最初に送る GTP コマンド（; で区切る）</translation>
    </message>
    <message>
        <source>Setup:</source>
        <translation>初期設定:</translation>
    </message>
    <message>
        <source>The program refused the move: %1</source>
        <translation>プログラムがその手を受け付けませんでした: %1</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <source>The program could not move: %1</source>
        <translation>プログラムが着手できませんでした: %1</translation>
    </message>
    <message>
        <source>%1 resigns. You win.</source>
        <translation>%1が投了しました。あなたの勝ちです。</translation>
    </message>
    <message>
        <source>The program answered “%1”, which is not a move on this board.</source>
        <translation>プログラムの答え「%1」はこの碁盤の着手ではありません。</translation>
    </message>
    <message>
        <source>The program played %1, which the rules do not allow here: %2</source>
        <translation>プログラムは%1に打ちましたが、ここではルール上打てません: %2</translation>
    </message>
    <message>
        <source>%1 passes. Your move.</source>
        <translation>%1はパスしました。あなたの番です。</translation>
    </message>
    <message>
        <source>%1 played %2. Your move.</source>
        <translation>%1は%2に打ちました。あなたの番です。</translation>
    </message>
    <message>
        <source>Game over. %1 counts the result %2.</source>
        <translation>終局です。%1の計算では %2 です。</translation>
    </message>
    <message>
        <source>Game over: both players passed.</source>
        <translation>終局です。双方がパスしました。</translation>
    </message>
    <message>
        <source>%1 is thinking; your move comes next.</source>
        <translation>%1が考えています。次があなたの手番です。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Black&apos;s handicap stones (置石) on the star points; White then plays first</source>
        <translation>黒の置石を星に置きます。白から打ち始めます</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>置石:</translation>
    </message>
    <message>
        <source>The program does not place %1 handicap stones: %2</source>
        <translation>プログラムは%1子の置石を置けません: %2</translation>
    </message>
    <message>
        <source>The program keeps its own pace: it did not accept a clock (%1).</source>
        <translation>プログラムは時間設定を受け付けませんでした（%1）。自分のペースで打ちます。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>its own pace</source>
        <translation>プログラム任せ</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>一手の時間:</translation>
    </message>
    <message>
        <source>The program&apos;s time for each move (GTP time_settings, byo-yomi) in a game without a clock</source>
        <translation>時計なしの対局でのプログラムの 1 手あたりの時間（GTP time_settings、秒読み）</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>持ち時間:</translation>
    </message>
    <message>
        <source>Your time is up: %1 wins on time.</source>
        <translation>時間切れです。%1 の時間勝ちです。</translation>
    </message>
    <message>
        <source>%1&apos;s time is up: you win on time.</source>
        <translation>%1 が時間切れです。あなたの時間勝ちです。</translation>
    </message>
    <message>
        <source>Irodori (level %1)</source>
        <translation>彩り（レベル %1）</translation>
    </message>
    <message>
        <source>Irodori plays Black against it</source>
        <translation>彩りが黒を持って対局</translation>
    </message>
    <message>
        <source>Irodori plays White against it</source>
        <translation>彩りが白を持って対局</translation>
    </message>
    <message>
        <source>Irodori&apos;s strength when it plays against the program: 1 answers at once, 10 thinks longest</source>
        <translation>プログラムと対局するときの彩りの強さ: 1 はすぐに打ち、10 は最も長く考えます</translation>
    </message>
    <message>
        <source>Irodori&apos;s level:</source>
        <translation>彩りのレベル:</translation>
    </message>
    <message>
        <source>Irodori is thinking…</source>
        <translation>彩りが考えています…</translation>
    </message>
    <message>
        <source>Irodori resigns: %1 wins.</source>
        <translation>彩りが投了しました。%1 の勝ちです。</translation>
    </message>
    <message>
        <source>Irodori plays your side in this game; stop it to play yourself.</source>
        <translation>この対局ではあなたの側を彩りが打っています。自分で打つには対局を止めてください。</translation>
    </message>
    <message>
        <source>%1 stopped during the game (exit code %2).</source>
        <translation>%1 が対局中に終了しました (終了コード %2)。</translation>
    </message>
    <message>
        <source>Give the command that starts the second program.</source>
        <translation>二つ目のプログラムを起動するコマンドを入力してください。</translation>
    </message>
    <message>
        <source>A second program plays Black against it</source>
        <translation>二つ目のプログラムが黒番で対局</translation>
    </message>
    <message>
        <source>A second program plays White against it</source>
        <translation>二つ目のプログラムが白番で対局</translation>
    </message>
    <message>
        <source>e.g. irodori-cli gtp, or katago gtp -model …</source>
        <translation>例: irodori-cli gtp、katago gtp -model …</translation>
    </message>
    <message>
        <source>Second program:</source>
        <translation>二つ目のプログラム:</translation>
    </message>
    <message>
        <source>%1 refused the move: %2</source>
        <translation>%1 が着手を受け付けませんでした: %2</translation>
    </message>
    <message>
        <source>%1 could not move: %2</source>
        <translation>%1 が着手できませんでした: %2</translation>
    </message>
    <message>
        <source>%1 resigns: %2 wins.</source>
        <translation>%1 が投了しました。%2 の勝ちです。</translation>
    </message>
    <message>
        <source>%1 answered “%2”, which is not a move on this board.</source>
        <translation>%1 の答え「%2」はこの盤上の着手ではありません。</translation>
    </message>
    <message>
        <source>%1 played %2, which the rules do not allow here: %3</source>
        <translation>%1 が %2 に打ちましたが、ルール上打てません: %3</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 はパスしました。</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 は %2 に打ちました。</translation>
    </message>
    <message>
        <source>%1&apos;s time is up: %2 wins on time.</source>
        <translation>%1 の時間切れです。%2 の時間勝ちです。</translation>
    </message>
    <message>
        <source>%1 plays your side in this game; stop it to play yourself.</source>
        <translation>この対局ではあなたの側を %1 が打っています。自分で打つには対局を終えてください。</translation>
    </message>
    <message>
        <source>A series of games needs a folder to keep them in, one that can be made or written: “%1”.</source>
        <translation>連続対局には、棋譜を保存するフォルダー（作成または書き込みができるもの）が必要です:「%1」。</translation>
    </message>
    <message>
        <source>Two programs play this many games, the colours changing each game; each game is saved as it ends and the score is told at the end</source>
        <translation>二つのプログラムがこの局数を対局します。一局ごとに手番の色を入れ替え、各局は終わるたびに保存され、最後に成績を示します</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>局数:</translation>
    </message>
    <message>
        <source>Save the games in:</source>
        <translation>棋譜の保存先:</translation>
    </message>
    <message>
        <source>The series stops: game %1 could not be saved: %2</source>
        <translation>連続対局を中止しました。第 %1 局を保存できませんでした: %2</translation>
    </message>
    <message>
        <source>Series over: %1 won %2, %3 won %4 of %5 games (%6 without a winner); the games are in %7.</source>
        <translation>連続対局が終わりました。%5 局のうち %1 が %2 勝、%3 が %4 勝（勝者なし %6 局）。棋譜は %7 にあります。</translation>
    </message>
    <message>
        <source>%1 Game %2 of %3 next: %4 %5 – %6 %7.</source>
        <translation>%1 次は第 %2 局（全 %3 局）: %4 %5 – %6 %7。</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GtpShell</name>
    <message>
        <source>A GTP command for Irodori&apos;s engine, e.g. attack D4, irodori-why D4, showboard</source>
        <translation>彩りのエンジンへの GTP コマンド（例: attack D4、irodori-why D4、showboard）</translation>
    </message>
    <message>
        <source>Asked about the position on the board. Moves played here stay on the engine&apos;s board until the board shows another position; the record does not change. ↑ and ↓ recall earlier commands.</source>
        <translation>盤上の局面について尋ねます。ここで打った手は盤が別の局面を表示するまでエンジンの盤に残り、棋譜は変わりません。↑ と ↓ で前のコマンドを呼び出せます。</translation>
    </message>
    <message>
        <source>Irodori&apos;s engine answers GTP commands about the position on the board; list_commands names them all.</source>
        <translation>彩りのエンジンが盤上の局面について GTP コマンドに答えます。list_commands ですべてのコマンドを表示します。</translation>
    </message>
    <message>
        <source>(no answer: a comment or an empty line)</source>
        <translation>（応答なし: コメントまたは空行）</translation>
    </message>
    <message>
        <source>Whom the command goes to: Irodori&apos;s engine, or a program the window plays or analyses with</source>
        <translation>コマンドの送り先: 彩りのエンジン、または対局や解析で使っているプログラム</translation>
    </message>
    <message>
        <source>Irodori</source>
        <translation>彩り</translation>
    </message>
    <message>
        <source>? %1 cannot take a command now.</source>
        <translation>? %1 は今コマンドを受け付けられません。</translation>
    </message>
    <message>
        <source>The chosen program&apos;s GoGui analyze commands; the answer is drawn on the board</source>
        <translation>選んだプログラムの GoGui 解析コマンド。答えを盤上に描きます</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>Runs the analyze command about the position on the board (a command that needs a point waits for a click on the board)</source>
        <translation>盤上の局面について解析コマンドを実行します (点が必要なコマンドは盤上のクリックを待ちます)</translation>
    </message>
    <message>
        <source>At every position</source>
        <translation>局面ごとに実行</translation>
    </message>
    <message>
        <source>Runs the last analyze command again whenever the board shows another position</source>
        <translation>盤が別の局面になるたびに最後の解析コマンドを実行し直します</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>盤の表示を消去(&amp;L)</translation>
    </message>
    <message>
        <source>Takes the analyze command&apos;s drawing off the board</source>
        <translation>解析コマンドの描画を盤上から消します</translation>
    </message>
    <message>
        <source>GTP speaks of Go positions; this record is a Renju game.</source>
        <translation>GTP は囲碁の局面を扱います。この棋譜は連珠です。</translation>
    </message>
    <message>
        <source>(asking the program for its analyze commands…)</source>
        <translation>(プログラムに解析コマンドを問い合わせ中…)</translation>
    </message>
    <message>
        <source>%1 (click a point)</source>
        <translation>%1 (点をクリック)</translation>
    </message>
    <message>
        <source>(the program lists no GoGui analyze commands)</source>
        <translation>(このプログラムには GoGui 解析コマンドがありません)</translation>
    </message>
    <message>
        <source>(the answer cannot be drawn: %1)</source>
        <translation>(答えを描けません: %1)</translation>
    </message>
    <message>
        <source>? The program cannot take a command now.</source>
        <translation>? プログラムは今コマンドを受け付けられません。</translation>
    </message>
    <message>
        <source>Click a point on the board for “%1” (Esc: none).</source>
        <translation>「%1」の対象の点を盤上でクリックしてください (Esc で取りやめ)。</translation>
    </message>
    <message>
        <source>(no point chosen: the command was not run)</source>
        <translation>(点が選ばれなかったので、コマンドは実行しませんでした)</translation>
    </message>
    <message>
        <source>%1 (settings)</source>
        <translation>%1 (設定)</translation>
    </message>
    <message>
        <source>(the program lists no settings for “%1”)</source>
        <translation>(プログラムは「%1」の設定を示しませんでした)</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GuessMode</name>
    <message>
        <source>G&amp;uess the Next Move</source>
        <translation>次の一手を当てる(&amp;U)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>Click where you think the record plays next; the score counts the moves found at the first try</source>
        <translation>棋譜の次の一手だと思う点をクリックします。一度で当てた手の数を記録します</translation>
    </message>
    <message>
        <source>no move guessed yet</source>
        <translation>まだ一手も当てていません</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n at the first try (%2 %)</source>
        <translation>
            <numerusform>%n 手中 %1 手を一度で的中 (%2 %)</numerusform>
        </translation>
    </message>
    <message>
        <source>The record has no move after this one to guess; step back to where the guessing should start.</source>
        <translation>この後に当てる手が棋譜にありません。当て始めたい局面まで戻ってください。</translation>
    </message>
    <message>
        <source>Guess the next move: click where %1 plays. Go → Guess the Next Move again ends it.</source>
        <translation>次の一手を当ててください: %1 の打つ点をクリックします。移動 → 次の一手を当てる をもう一度選ぶと終わります。</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Guessing ended: %1. Clicks play moves again.</source>
        <translation>次の一手当てを終えました: %1。クリックで再び着手できます。</translation>
    </message>
    <message>
        <source>Clicks play moves again.</source>
        <translation>クリックで再び着手できます。</translation>
    </message>
    <message>
        <source>The line ends here: %1.</source>
        <translation>この手順はここで終わりです: %1。</translation>
    </message>
    <message>
        <source>%1 is taken; guess an empty point.</source>
        <translation>%1 には石があります。空点を選んでください。</translation>
    </message>
    <message>
        <source>Right: %1 %2 at the first try.</source>
        <translation>正解: %1 %2 (一度で的中)。</translation>
    </message>
    <message>
        <source>Right: %1 %2.</source>
        <translation>正解: %1 %2。</translation>
    </message>
    <message>
        <source>%1 The line ends here: %2.</source>
        <translation>%1 この手順はここで終わりです: %2。</translation>
    </message>
    <message>
        <source>%1 Score: %2.</source>
        <translation>%1 成績: %2。</translation>
    </message>
    <message>
        <source>Not %1. %2 played %3.</source>
        <translation>%1 ではありません。%2 は %3 に打ちました。</translation>
    </message>
    <message>
        <source>the record has it as a variation, not as the move played</source>
        <translation>棋譜では変化図の手で、実戦の手ではありません</translation>
    </message>
    <message>
        <source>close: the move is within two lines of it</source>
        <translation>近い: 2 路以内です</translation>
    </message>
    <message>
        <source>not far: within five lines</source>
        <translation>遠くない: 5 路以内です</translation>
    </message>
    <message>
        <source>the move is elsewhere on the board</source>
        <translation>盤上の別の場所です</translation>
    </message>
    <message numerus="yes">
        <source>Not %1 — %2. %n more guess(es) before the move is shown.</source>
        <translation>
            <numerusform>%1 ではありません — %2。あと %n 回外れると正解を表示します。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irodori::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>The System&apos;s</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Irodori speaks %1 from its next start.</source>
        <translation>次回の起動から %1 で表示します。</translation>
    </message>
</context>
<context>
    <name>irodori::ui::LayersDock</name>
    <message>
        <source>Layers</source>
        <translation>レイヤー</translation>
    </message>
    <message>
        <source>Show or hide this layer (%1)</source>
        <translation>このレイヤーの表示を切り替え（%1）</translation>
    </message>
    <message>
        <source>Which model computes the potential map</source>
        <translation>勢力図を計算するモデル</translation>
    </message>
    <message>
        <source>Tint Stones by Safety</source>
        <translation>安全度で石に色を付ける</translation>
    </message>
    <message>
        <source>Tint the stones too</source>
        <translation>石にも色を付ける</translation>
    </message>
    <message>
        <source>Potential &amp;Model</source>
        <translation>勢力モデル(&amp;M)</translation>
    </message>
</context>
<context>
    <name>irodori::ui::MainWindow</name>
    <message>
        <source>Black plays first. Click an intersection to place a stone.</source>
        <translation>黒番から始めます。交点をクリックすると石を置きます。</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新しい対局(&amp;N)…</translation>
    </message>
    <message>
        <source>Start a new game on a board size of your choice</source>
        <translation>好きな路盤で新しい対局を始めます</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>パス(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Pass: play no stone this turn</source>
        <translation>パス: この手番では石を打ちません</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>一手戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;About Irodori</source>
        <translation>Irodori について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>New game on a %1×%1 board. Black plays first.</source>
        <translation>%1路盤で新しい対局を始めました。黒番からです。</translation>
    </message>
    <message>
        <source>The game is over. Undo a pass or start a new game to play on.</source>
        <translation>終局しています。続けるにはパスを一手戻すか、新しい対局を始めてください。</translation>
    </message>
    <message>
        <source>Move taken back. %1 to play.</source>
        <translation>一手戻しました。%1の番です。</translation>
    </message>
    <message>
        <source>Move %1: “%2” is not a point on a %3×%3 board.</source>
        <translation>%1手目:「%2」は%3路盤の点ではありません。</translation>
    </message>
    <message>
        <source>Move %1 (%2): the game is already over.</source>
        <translation>%1手目（%2）: すでに終局しています。</translation>
    </message>
    <message>
        <source>Move %1 (%2) is illegal: %3</source>
        <translation>%1手目（%2）は打てません: %3</translation>
    </message>
    <message>
        <source>That point is not on the board.</source>
        <translation>そこは盤上の点ではありません。</translation>
    </message>
    <message>
        <source>That point is already occupied.</source>
        <translation>そこにはすでに石があります。</translation>
    </message>
    <message>
        <source>Suicide is not allowed: the stone would have no liberties.</source>
        <translation>着手禁止点です（自殺手）: 打った石の呼吸点（ダメ）がなくなります。</translation>
    </message>
    <message>
        <source>Ko: the stone just captured cannot be retaken at once. Play elsewhere first.</source>
        <translation>コウです: 取られた直後の石はすぐには取り返せません。一度ほかに打ってください（コウダテ）。</translation>
    </message>
    <message>
        <source>Superko: this move would repeat an earlier position.</source>
        <translation>スーパーコウ: 以前と同じ局面が繰り返されるため打てません。</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>その手は打てません。</translation>
    </message>
    <message>
        <source>About Irodori</source>
        <translation>Irodori について</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Game over — both players passed.</source>
        <translation>終局 — 双方がパスしました。</translation>
    </message>
    <message>
        <source>%1 passed. %2 to play.</source>
        <translation>%1がパスしました。%2の番です。</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1が%2に打ちました。</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>ネット対局(&amp;N)</translation>
    </message>
    <message>
        <source>Please wait for the other program&apos;s move.</source>
        <translation>相手プログラムの着手をお待ちください。</translation>
    </message>
    <message>
        <source>Move taken back; the other program was told.</source>
        <translation>一手戻しました。相手プログラムにも伝えました。</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>This move breaks the rules; the record plays it anyway. %1</source>
        <translation>この手はルール違反ですが、棋譜のとおりに打ちました。%1</translation>
    </message>
    <message>
        <source>Go back one move; the move stays in the record as a variation</source>
        <translation>一手戻します。その手は変化として棋譜に残ります</translation>
    </message>
    <message>
        <source>Game &amp;Information…</source>
        <translation>対局情報(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Players, event, date, komi, result and the other facts of the game</source>
        <translation>対局者、棋戦、日付、コミ、結果などの対局情報</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>移動(&amp;O)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Comment Pane</source>
        <translation>コメント欄(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>警告 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>What the reader repaired in this file (details)</source>
        <translation>読み込み時にこのファイルで修復した箇所（詳細）</translation>
    </message>
    <message>
        <source>Text encoding: %1</source>
        <translation>文字コード: %1</translation>
    </message>
    <message>
        <source>%1[*] — Irodori</source>
        <translation>%1[*] — Irodori（彩り）</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>変化図</translation>
    </message>
    <message>
        <source>Game &amp;Tree</source>
        <translation>変化図(&amp;T)</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP シェル</translation>
    </message>
    <message>
        <source>GTP &amp;Shell</source>
        <translation>GTP シェル(&amp;S)</translation>
    </message>
    <message>
        <source>Ask Irodori&apos;s engine GTP commands about the position on the board</source>
        <translation>盤上の局面について彩りのエンジンに GTP コマンドで尋ねます</translation>
    </message>
    <message>
        <source>Move %1: the stone at %2.</source>
        <translation>第%1手: %2 の石。</translation>
    </message>
    <message>
        <source>The stone at %1 was set up, not played.</source>
        <translation>%1 の石は配置された石で、着手ではありません。</translation>
    </message>
    <message>
        <source>%1&apos;s win rate for Black</source>
        <translation>%1 による黒の勝率</translation>
    </message>
    <message>
        <source>Opponent: %1</source>
        <translation>対局相手: %1</translation>
    </message>
    <message>
        <source>Analysis: %1</source>
        <translation>解析: %1</translation>
    </message>
    <message>
        <source>Recover a Record</source>
        <translation>棋譜の復元</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Every command that has a key, with its menu and its keys</source>
        <translation>キーの割り当てられたすべてのコマンドを、メニューとキーとともに一覧します</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>The window fills the screen; the same key returns</source>
        <translation>ウィンドウを画面いっぱいに表示します。同じキーで戻ります</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Irodori %1&lt;/h3&gt;&lt;p&gt;A Go study board that explains itself: which stones belong together, who owns what, and how safe every group is.&lt;/p&gt;&lt;p&gt;It plays against you or other programs, reviews and edits game records (SGF and IG1), shows why each group lives or dies layer by layer, solves problems, plays over the network (GMP) and plays Renju.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Irodori %1&lt;/h3&gt;&lt;p&gt;自らを説明する囲碁の研究盤です。どの石がつながり、どこが誰の地で、どの石がどれだけ安全かを示します。&lt;/p&gt;&lt;p&gt;あなたや他のプログラムと対局し、棋譜 (SGF と IG1) を検討・編集し、石の死活の理由を層ごとに示し、詰碁を解き、ネットワーク (GMP) で対局し、連珠も打てます。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>irodori::ui::NetworkDialog</name>
    <message>
        <source>Host a Network Game</source>
        <translation>ネット対局を主催</translation>
    </message>
    <message>
        <source>Connect to a Network Game</source>
        <translation>ネット対局に接続</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>ホスト(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P):</translation>
    </message>
    <message>
        <source>The Go Modem Protocol supports boards up to 22×22.</source>
        <translation>Go Modem Protocol で扱える碁盤は22路までです。</translation>
    </message>
    <message>
        <source>Board &amp;size:</source>
        <translation>路数(&amp;S):</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Let the other side decide</source>
        <translation>相手に任せる</translation>
    </message>
    <message>
        <source>&amp;Your colour:</source>
        <translation>あなたの手番(&amp;Y):</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <translation>置き石(&amp;H):</translation>
    </message>
    <message>
        <source>Komi is not sent over the protocol: agree on it with the other side.</source>
        <translation>コミはプロトコルでは送られません。相手と事前に決めてください。</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <translation>コミ(&amp;K):</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本ルール</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中国ルール</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <source>Restricted tournament profile (SGMP)</source>
        <translation>大会用の制限プロファイル(SGMP)</translation>
    </message>
    <message>
        <source>SGMP agrees only on colour and handicap; the board size must be agreed beforehand.</source>
        <translation>SGMPでは手番と置き石だけを取り決めます。路数は事前に決めておく必要があります。</translation>
    </message>
    <message>
        <source>&amp;Wait for Connection</source>
        <translation>接続を待つ(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>接続(&amp;C)</translation>
    </message>
    <message>
        <source>You, at the board</source>
        <translation>あなた（盤上で着手）</translation>
    </message>
    <message>
        <source>Irodori&apos;s engine</source>
        <translation>彩りのエンジン</translation>
    </message>
    <message>
        <source>Played &amp;by:</source>
        <translation>打ち手(&amp;B):</translation>
    </message>
    <message>
        <source>1 plays at once, 10 thinks longest and plays best.</source>
        <translation>1はすぐに打ち、10は最も長く考えて最も強く打ちます。</translation>
    </message>
    <message>
        <source>Engine &amp;level:</source>
        <translation>エンジンのレベル(&amp;L):</translation>
    </message>
    <message>
        <source>Wait for another Go program to connect over TCP (Go Modem Protocol).</source>
        <translation>他の囲碁プログラムからのTCP接続(Go Modem Protocol)を待ちます。</translation>
    </message>
    <message>
        <source>Connect to a Go program that waits for a game over TCP (Go Modem Protocol).</source>
        <translation>TCPで対局を待っている囲碁プログラム(Go Modem Protocol)に接続します。</translation>
    </message>
</context>
<context>
    <name>irodori::ui::NetworkPlay</name>
    <message>
        <source>&amp;Host Game…</source>
        <translation>対局を主催(&amp;H)…</translation>
    </message>
    <message>
        <source>Wait for another Go program to connect and play over the Go Modem Protocol</source>
        <translation>他の囲碁プログラムの接続を待ち、GMP(Go Modem Protocol)で対局します</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>接続(&amp;C)…</translation>
    </message>
    <message>
        <source>Connect to a Go program that hosts a game over the Go Modem Protocol</source>
        <translation>GMP(Go Modem Protocol)で対局を主催している囲碁プログラムに接続します</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>切断(&amp;D)</translation>
    </message>
    <message>
        <source>Leave the network game; its moves stay on the board</source>
        <translation>ネット対局を終了します。打たれた手は盤上に残ります</translation>
    </message>
    <message>
        <source>Please wait for the other program&apos;s move.</source>
        <translation>相手プログラムの着手をお待ちください。</translation>
    </message>
    <message>
        <source>Only your own last move can be taken back.</source>
        <translation>戻せるのは自分の直前の着手だけです。</translation>
    </message>
    <message>
        <source>Network game ended: %1</source>
        <translation>ネット対局が終わりました: %1</translation>
    </message>
    <message>
        <source>Please enter the host to connect to.</source>
        <translation>接続先のホストを入力してください。</translation>
    </message>
    <message>
        <source>Network game started. You play %1.</source>
        <translation>ネット対局が始まりました。あなたは%1です。</translation>
    </message>
    <message numerus="yes">
        <source>The other program took back %n move(s).</source>
        <translation>
            <numerusform>相手プログラムが%n手戻しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over — both players passed.</source>
        <translation>終局 — 双方がパスしました。</translation>
    </message>
    <message>
        <source>Message from the other program: %1</source>
        <translation>相手プログラムからのメッセージ: %1</translation>
    </message>
    <message>
        <source>Network game stopped: %1</source>
        <translation>ネット対局を中断しました: %1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>ネット: %1</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Irodori is thinking…</source>
        <translation>彩りが考えています…</translation>
    </message>
    <message>
        <source>The engine&apos;s move was refused: %1</source>
        <translation>エンジンの着手が受け付けられませんでした: %1</translation>
    </message>
    <message>
        <source>Irodori&apos;s engine plays this side of the network game.</source>
        <translation>このネット対局のこちら側は彩りのエンジンが打っています。</translation>
    </message>
</context>
<context>
    <name>irodori::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>碁盤の大きさ</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1路盤</translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation>その他:</translation>
    </message>
    <message>
        <source> lines</source>
        <translation> 路</translation>
    </message>
    <message>
        <source>Custom board size</source>
        <translation>碁盤の大きさ（任意）</translation>
    </message>
</context>
<context>
    <name>irodori::ui::ProblemMode</name>
    <message>
        <source>Solve as a &amp;Problem</source>
        <translation>問題として解く(&amp;P)</translation>
    </message>
    <message>
        <source>The position shown is a problem: find the answer the record&apos;s variations hold</source>
        <translation>表示中の局面を問題として解きます。棋譜の変化図にある正解を探してください</translation>
    </message>
    <message>
        <source>&amp;Try the Problem Again</source>
        <translation>もう一度解く(&amp;T)</translation>
    </message>
    <message>
        <source>This position has no answers in the record to check a try against.</source>
        <translation>この局面には、試した手を確かめるための正解が棋譜にありません。</translation>
    </message>
    <message>
        <source>%1 to play: find the answer. Go → Try the Problem Again starts over.</source>
        <translation>%1番です。正解を探してください。移動 → もう一度解く でやり直せます。</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Clicks play moves again.</source>
        <translation>クリックでまた石を打ちます。</translation>
    </message>
    <message>
        <source>Again: %1 to play.</source>
        <translation>もう一度: %1番です。</translation>
    </message>
    <message>
        <source>This try is over; Go → Try the Problem Again starts over.</source>
        <translation>この試みは終わりました。移動 → もう一度解く でやり直せます。</translation>
    </message>
    <message>
        <source>It is the other side&apos;s turn in this line; step back or try again.</source>
        <translation>この手順では相手の番です。戻るか、もう一度解いてください。</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>その手は打てません。</translation>
    </message>
    <message>
        <source>%1 is not among the answers the record knows. Try another move.</source>
        <translation>%1 は棋譜にある答えにありません。別の手を試してください。</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>パスしました</translation>
    </message>
    <message>
        <source>answers %1</source>
        <translation>%1 に応じました</translation>
    </message>
    <message>
        <source>%1 %2. Your move.</source>
        <translation>%1が%2。あなたの番です。</translation>
    </message>
    <message>
        <source>Correct! The problem is solved.</source>
        <translation>正解！問題が解けました。</translation>
    </message>
    <message numerus="yes">
        <source>Correct! Solved after %n try(s) the record did not know.</source>
        <translation>
            <numerusform>正解！棋譜にない手を %n 回試した後で解けました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrong: this line fails. Go → Try the Problem Again starts over.</source>
        <translation>失敗: この手順はうまくいきません。移動 → もう一度解く でやり直せます。</translation>
    </message>
    <message>
        <source>Next Prob&amp;lem</source>
        <translation>次の問題(&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>The next game of the file, as a problem to solve from its start</source>
        <translation>ファイルの次の対局を、初めから解く問題として開きます</translation>
    </message>
    <message>
        <source>Pre&amp;vious Problem</source>
        <translation>前の問題(&amp;V)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>The previous game of the file, as a problem to solve from its start</source>
        <translation>ファイルの前の対局を、初めから解く問題として開きます</translation>
    </message>
    <message>
        <source>Problem %1 of %2: %3 to play.</source>
        <translation>問題 %1 / %2: %3 の番です。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of the file&apos;s %n problem(s) solved at the first try.</source>
        <translation>
            <numerusform>ファイルの %n 問中 %1 問を一度で解きました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the Ans&amp;wer</source>
        <translation>正解を見る(&amp;W)</translation>
    </message>
    <message>
        <source>Play out the record&apos;s right line from the problem&apos;s position</source>
        <translation>問題の局面から棋譜の正解手順を並べます</translation>
    </message>
    <message>
        <source>The record marks no line right from this problem&apos;s position.</source>
        <translation>この問題の局面からの正解手順が棋譜にありません。</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>The answer: %1. Go → Try the Problem Again to solve it yourself.</source>
        <translation>正解: %1。移動 → もう一度解く で自分で解き直せます。</translation>
    </message>
</context>
<context>
    <name>irodori::ui::RecordActions</name>
    <message>
        <source>&amp;Back</source>
        <translation>一手戻る(&amp;B)</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>一手戻ります</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>一手進む(&amp;F)</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>一手進みます</translation>
    </message>
    <message>
        <source>Back %1 Moves</source>
        <translation>%1手戻る</translation>
    </message>
    <message>
        <source>%1 moves back</source>
        <translation>%1手戻ります</translation>
    </message>
    <message>
        <source>Forward %1 Moves</source>
        <translation>%1手進む</translation>
    </message>
    <message>
        <source>%1 moves forward</source>
        <translation>%1手進みます</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>初手の前へ(&amp;S)</translation>
    </message>
    <message>
        <source>To the start of the game</source>
        <translation>対局の最初に戻ります</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>最終手へ(&amp;E)</translation>
    </message>
    <message>
        <source>To the end of this line</source>
        <translation>この手順の最後まで進みます</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>前の変化(&amp;P)</translation>
    </message>
    <message>
        <source>To the previous variation at the last branch</source>
        <translation>直前の分岐で前の変化に移ります</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>次の変化(&amp;N)</translation>
    </message>
    <message>
        <source>To the next variation at the last branch</source>
        <translation>直前の分岐で次の変化に移ります</translation>
    </message>
    <message>
        <source>&amp;Go to Move…</source>
        <translation>指定の手へ移動(&amp;G)…</translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <source>Jump to a move number on this line</source>
        <translation>この手順の指定した手数に移動します</translation>
    </message>
    <message>
        <source>&amp;Delete Move and What Follows</source>
        <translation>この手以降を削除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete this move and every move after it</source>
        <translation>この手とそれに続くすべての手を削除します</translation>
    </message>
    <message>
        <source>Delete &amp;Variation</source>
        <translation>変化を削除(&amp;V)</translation>
    </message>
    <message>
        <source>Shift+Del</source>
        <translation>Shift+Del</translation>
    </message>
    <message>
        <source>Delete the whole variation this move belongs to</source>
        <translation>この手を含む変化全体を削除します</translation>
    </message>
    <message>
        <source>Make &amp;Main Line</source>
        <translation>本譜にする(&amp;M)</translation>
    </message>
    <message>
        <source>Make the line through this move the main line of the game</source>
        <translation>この手を通る手順を本譜にします</translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation>指定の手へ移動</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>手数:</translation>
    </message>
    <message>
        <source>&amp;Undo Edit</source>
        <translation>編集を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Ctrl+Alt+Z</source>
        <translation>Ctrl+Alt+Z</translation>
    </message>
    <message>
        <source>Take back the last change to the record</source>
        <translation>棋譜への最後の変更を取り消します</translation>
    </message>
    <message>
        <source>&amp;Redo Edit</source>
        <translation>編集をやり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Make the change taken back again</source>
        <translation>取り消した変更をもう一度行います</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>元に戻す: %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>やり直す: %1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Auto Replay</source>
        <translation>自動再生(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Step through the moves by themselves; any other move through the record stops it</source>
        <translation>手順を自動で進めます。ほかの操作で棋譜を動かすと止まります</translation>
    </message>
    <message>
        <source>Replay &amp;Speed</source>
        <translation>再生の速さ(&amp;S)</translation>
    </message>
    <message numerus="yes">
        <source>A Move Every %n Second(s)</source>
        <translation>
            <numerusform>%n 秒ごとに一手</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Transform Board</source>
        <translation>盤の変換(&amp;T)</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>左右反転(&amp;H)</translation>
    </message>
    <message>
        <source>Exchange the left and the right side of the board in the whole record</source>
        <translation>棋譜全体で盤の左右を入れ替えます</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>上下反転(&amp;V)</translation>
    </message>
    <message>
        <source>Exchange the top and the bottom of the board in the whole record</source>
        <translation>棋譜全体で盤の上下を入れ替えます</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>右に 90 度回転(&amp;C)</translation>
    </message>
    <message>
        <source>Turn the board a quarter to the right in the whole record</source>
        <translation>棋譜全体で盤を右に 90 度回します</translation>
    </message>
    <message>
        <source>Rotate &amp;Anticlockwise</source>
        <translation>左に 90 度回転(&amp;A)</translation>
    </message>
    <message>
        <source>Turn the board a quarter to the left in the whole record</source>
        <translation>棋譜全体で盤を左に 90 度回します</translation>
    </message>
    <message>
        <source>&amp;Swap Colours</source>
        <translation>白黒反転(&amp;S)</translation>
    </message>
    <message>
        <source>Black becomes White and White Black: moves, stones, players and result</source>
        <translation>黒と白を入れ替えます（着手、石、対局者、結果）</translation>
    </message>
    <message>
        <source>Next &amp;Comment</source>
        <translation>次のコメント(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Down</source>
        <translation>Ctrl+Shift+Down</translation>
    </message>
    <message>
        <source>Forward to the next move with a comment on this line</source>
        <translation>この手順でコメントのある次の手へ進みます</translation>
    </message>
    <message>
        <source>Previous Co&amp;mment</source>
        <translation>前のコメント(&amp;M)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Up</source>
        <translation>Ctrl+Shift+Up</translation>
    </message>
    <message>
        <source>Back to the previous move with a comment</source>
        <translation>コメントのある前の手へ戻ります</translation>
    </message>
    <message>
        <source>Next &amp;Branch Point</source>
        <translation>次の分岐点(&amp;B)</translation>
    </message>
    <message>
        <source>Shift+PgDown</source>
        <translation>Shift+PgDown</translation>
    </message>
    <message>
        <source>Forward to the next move after which the record has variations</source>
        <translation>この後に変化のある次の手へ進みます</translation>
    </message>
    <message>
        <source>Previous B&amp;ranch Point</source>
        <translation>前の分岐点(&amp;R)</translation>
    </message>
    <message>
        <source>Shift+PgUp</source>
        <translation>Shift+PgUp</translation>
    </message>
    <message>
        <source>Back to the previous move after which the record has variations</source>
        <translation>この後に変化のある前の手へ戻ります</translation>
    </message>
    <message>
        <source>&amp;Find in Comments…</source>
        <translation>コメントを検索(&amp;F)…</translation>
    </message>
    <message>
        <source>Go to the next move whose comment or name holds a text</source>
        <translation>コメントか名前に文字列を含む次の手へ移動します</translation>
    </message>
    <message>
        <source>Find Ne&amp;xt</source>
        <translation>次を検索(&amp;X)</translation>
    </message>
    <message>
        <source>Go to the next move that holds the text sought last</source>
        <translation>最後に検索した文字列を含む次の手へ移動します</translation>
    </message>
    <message>
        <source>Find in Comments</source>
        <translation>コメントを検索</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>文字列:</translation>
    </message>
    <message>
        <source>No comment or move name holds “%1”.</source>
        <translation>「%1」を含むコメントや手の名前はありません。</translation>
    </message>
    <message>
        <source>F3</source>
        <translation>F3</translation>
    </message>
    <message>
        <source>&amp;No Annotation</source>
        <translation>評価なし(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Good Move (!)</source>
        <translation>好手 (!)(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Bad Move (?)</source>
        <translation>悪手 (?)(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Interesting Move (!?)</source>
        <translation>面白い手 (!?)(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Doubtful Move (?!)</source>
        <translation>疑問手 (?!)(&amp;D)</translation>
    </message>
    <message>
        <source>Annotate the move shown; the record keeps it (SGF TE, BM, IT, DO)</source>
        <translation>表示中の手に評価を付けます。棋譜に保存されます (SGF の TE、BM、IT、DO)</translation>
    </message>
    <message>
        <source>Move Var&amp;iation Up</source>
        <translation>変化を上へ(&amp;I)</translation>
    </message>
    <message>
        <source>Put the variation this move is in before the one above it</source>
        <translation>この手を含む変化を一つ上の変化の前に移します</translation>
    </message>
    <message>
        <source>Move Variation Do&amp;wn</source>
        <translation>変化を下へ(&amp;W)</translation>
    </message>
    <message>
        <source>Put the variation this move is in after the one below it</source>
        <translation>この手を含む変化を一つ下の変化の後に移します</translation>
    </message>
    <message>
        <source>&amp;Annotation</source>
        <translation>注釈(&amp;A)</translation>
    </message>
    <message>
        <source>No &amp;Judgement of the Position</source>
        <translation>形勢判断なし(&amp;J)</translation>
    </message>
    <message>
        <source>Good for Blac&amp;k</source>
        <translation>黒良し(&amp;K)</translation>
    </message>
    <message>
        <source>Good for &amp;White</source>
        <translation>白良し(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Even Position</source>
        <translation>互角(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Unclear Position</source>
        <translation>形勢不明(&amp;U)</translation>
    </message>
    <message>
        <source>Judge the position shown; the record keeps it (SGF GB, GW, DM, UC)</source>
        <translation>表示中の局面の形勢を付けます。棋譜に保存されます (SGF の GB、GW、DM、UC)</translation>
    </message>
    <message>
        <source>&amp;Hotspot</source>
        <translation>注目点(&amp;H)</translation>
    </message>
    <message>
        <source>Mark the node as one worth a look (SGF HO): a red diamond in the game tree</source>
        <translation>この局面を注目点にします (SGF の HO)。棋譜ツリーに赤いひし形で示します</translation>
    </message>
</context>
<context>
    <name>irodori::ui::RecordFiles</name>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open an SGF or IG1 game record</source>
        <translation>SGF または IG1 の棋譜を開きます</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the record to its file</source>
        <translation>棋譜をそのファイルに保存します</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the record under another name, as SGF or IG1</source>
        <translation>棋譜を別の名前で SGF または IG1 として保存します</translation>
    </message>
    <message>
        <source>Choose &amp;Game in File…</source>
        <translation>ファイル内の対局を選択(&amp;G)…</translation>
    </message>
    <message>
        <source>Show another game of this file</source>
        <translation>このファイルの別の対局を表示します</translation>
    </message>
    <message>
        <source>P&amp;roperties…</source>
        <translation>プロパティ(&amp;R)…</translation>
    </message>
    <message>
        <source>The file, its encoding and the warnings of the reader</source>
        <translation>ファイル、文字コード、読み込み時の警告</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Reopen with &amp;Encoding</source>
        <translation>文字コードを指定して開き直す(&amp;E)</translation>
    </message>
    <message>
        <source>Read the file again with another text encoding</source>
        <translation>別の文字コードでファイルを読み直します</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Could not open “%1”.</source>
        <translation>「%1」を開けませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1. The reader repaired %n problem(s); see File → Properties for details.</source>
        <translation>
            <numerusform>%1 を開きました。読み込み時に %n 件の問題を修復しました。詳しくは「ファイル → プロパティ」を見てください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1 (%2).</source>
        <translation>%1 を開きました（%2）。</translation>
    </message>
    <message>
        <source>game</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <source>Could not save “%1”.</source>
        <translation>「%1」を保存できませんでした。</translation>
    </message>
    <message>
        <source>%1 cannot hold everything in this record. Saving “%2” leaves out:</source>
        <translation>%1 ではこの棋譜のすべてを保存できません。「%2」に保存すると次のものが失われます:</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>保存しませんでした。</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <source>Saved %1 as %2, without what that format cannot hold.</source>
        <translation>%1 を %2 形式で保存しました。この形式で保存できないものは含まれていません。</translation>
    </message>
    <message>
        <source>Reopening “%1” discards your unsaved changes to it.</source>
        <translation>「%1」を開き直すと、保存していない変更は失われます。</translation>
    </message>
    <message>
        <source>Reopened %1 as %2.</source>
        <translation>%1 を %2 として開き直しました。</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>履歴を消去(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Copy Game as SGF</source>
        <translation>対局を SGF としてコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Put the game shown on the clipboard as SGF text, for another program</source>
        <translation>表示中の対局を SGF のテキストとしてクリップボードに置きます（ほかのプログラムで使えます）</translation>
    </message>
    <message>
        <source>&amp;Paste Game Record</source>
        <translation>棋譜を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Open the SGF or IG1 game record on the clipboard</source>
        <translation>クリップボードにある SGF または IG1 の棋譜を開きます</translation>
    </message>
    <message>
        <source>The game is on the clipboard as SGF.</source>
        <translation>対局を SGF としてクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read a game record from.</source>
        <translation>クリップボードに棋譜として読めるテキストがありません。</translation>
    </message>
    <message>
        <source>The text on the clipboard is not a game record (SGF or IG1).</source>
        <translation>クリップボードのテキストは棋譜（SGF または IG1）ではありません。</translation>
    </message>
    <message numerus="yes">
        <source>Pasted a game record. The reader repaired %n problem(s); see File → Properties for details.</source>
        <translation>
            <numerusform>棋譜を貼り付けました。読み込み時に %n 件の問題を修復しました。詳しくは「ファイル → プロパティ」を見てください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pasted a game record from the clipboard.</source>
        <translation>クリップボードから棋譜を貼り付けました。</translation>
    </message>
    <message>
        <source>Copy Position as &amp;Text</source>
        <translation>局面をテキストでコピー(&amp;T)</translation>
    </message>
    <message>
        <source>Put the position shown on the clipboard as a diagram in Sensei&apos;s Library&apos;s notation, for a forum or a wiki</source>
        <translation>表示中の局面を Sensei&apos;s Library 形式の図としてクリップボードに置きます（掲示板や Wiki 用）</translation>
    </message>
    <message>
        <source>The position is on the clipboard as a text diagram.</source>
        <translation>局面をテキストの図としてクリップボードに置きました。</translation>
    </message>
    <message>
        <source>Imported %1 (a Piskvork game); saving writes a new SGF file.</source>
        <translation>%1 を読み込みました（Piskvork の棋譜）。保存すると新しい SGF ファイルに書き出します。</translation>
    </message>
    <message numerus="yes">
        <source>The other %n game(s) of this file: %1 holds one game.</source>
        <translation>
            <numerusform>このファイルのほかの %n 局（%1 は1局しか保存できません）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irodori::ui::RecordPropertiesDialog</name>
    <message>
        <source>Unicode</source>
        <translation>Unicode</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <source>Chinese, simplified</source>
        <translation>中国語（簡体字）</translation>
    </message>
    <message>
        <source>Chinese, traditional</source>
        <translation>中国語（繁体字）</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韓国語</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>キリル文字</translation>
    </message>
    <message>
        <source>Western European</source>
        <translation>西ヨーロッパ</translation>
    </message>
    <message>
        <source>not saved yet (will be saved as UTF-8)</source>
        <translation>まだ保存されていません（UTF-8 で保存されます）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>chosen by you</source>
        <translation>ユーザーが指定</translation>
    </message>
    <message>
        <source>marked by a byte order mark</source>
        <translation>バイトオーダーマークによる</translation>
    </message>
    <message>
        <source>declared in the file</source>
        <translation>ファイル内の宣言による</translation>
    </message>
    <message>
        <source>the text is valid UTF-8</source>
        <translation>正しい UTF-8 の文字列</translation>
    </message>
    <message>
        <source>detected from the text</source>
        <translation>文字列から推定</translation>
    </message>
    <message>
        <source>nothing else fitted</source>
        <translation>ほかに当てはまるものがないため</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Record Properties</source>
        <translation>棋譜のプロパティ</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ファイル:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation>まだ保存されていません</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>文字コード:</translation>
    </message>
    <message>
        <source>Games in the file:</source>
        <translation>ファイル内の対局数:</translation>
    </message>
    <message>
        <source>This game:</source>
        <translation>この対局:</translation>
    </message>
    <message>
        <source>The file was read without problems.</source>
        <translation>ファイルは問題なく読み込めました。</translation>
    </message>
    <message>
        <source>The reader repaired or left out these parts of the file:</source>
        <translation>読み込み時に、ファイルの次の箇所を修復または省略しました:</translation>
    </message>
    <message>
        <source>%1×%1 board</source>
        <translation>%1路盤</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) on the main line</source>
        <translation>
            <numerusform>本譜 %n 手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>ノード %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>変化 %n 通り</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>irodori::ui::RecordRecovery</name>
    <message>
        <source>Could not write the recovery copy of the record (%1).</source>
        <translation>復元用の棋譜のコピーを書き込めませんでした (%1)。</translation>
    </message>
    <message>
        <source>a new record</source>
        <translation>新しい棋譜</translation>
    </message>
    <message>
        <source>Irodori was closed without saving the changes to %1 (last written %2). Open the record as it was then?</source>
        <translation>Irodori は %1 の変更を保存しないまま終了しました (最後の書き込み: %2)。その時点の棋譜を開きますか?</translation>
    </message>
    <message>
        <source>The recovered record could not be read: %1</source>
        <translation>復元した棋譜を読み込めませんでした: %1</translation>
    </message>
    <message>
        <source>Recovered %1; save it to keep the changes.</source>
        <translation>%1 を復元しました。変更を残すには保存してください。</translation>
    </message>
</context>
<context>
    <name>irodori::ui::RecordScoring</name>
    <message>
        <source>&amp;Count Score</source>
        <translation>地を数える(&amp;C)</translation>
    </message>
    <message>
        <source>Count the position shown: the dead stones marked, territory and the result</source>
        <translation>表示中の局面を整地します：死に石、地、結果を示します</translation>
    </message>
    <message>
        <source>Accept Co&amp;unt</source>
        <translation>この計算で結果を確定(&amp;U)</translation>
    </message>
    <message>
        <source>Write the count into the record as its result</source>
        <translation>計算した結果を棋譜の結果として書き込みます</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>Count: %1. Click a string to mark it dead or alive; Game → Accept Count writes the result.</source>
        <translation>計算: %1。連をクリックすると死に石と生き石が切り替わります。「対局 → この計算で結果を確定」で結果を書き込みます。</translation>
    </message>
    <message>
        <source>The result %1 is in the record.</source>
        <translation>結果 %1 を棋譜に書き込みました。</translation>
    </message>
</context>
<context>
    <name>irodori::ui::RenjuGame</name>
    <message>
        <source>New &amp;Renju Game…</source>
        <translation>連珠の新しい対局(&amp;R)…</translation>
    </message>
    <message>
        <source>Play Renju (連珠) or gomoku on the 15×15 board, against Irodori or between two players</source>
        <translation>15路盤で連珠または五目並べを打ちます。相手は彩りでも、二人で打つこともできます</translation>
    </message>
    <message>
        <source>double three (三三)</source>
        <translation>三三</translation>
    </message>
    <message>
        <source>double four (四四)</source>
        <translation>四四</translation>
    </message>
    <message>
        <source>overline (長連)</source>
        <translation>長連</translation>
    </message>
    <message>
        <source>Renju</source>
        <translation>連珠</translation>
    </message>
    <message>
        <source>Gomoku, five or more</source>
        <translation>五目並べ（五以上で勝ち）</translation>
    </message>
    <message>
        <source>Gomoku, exactly five</source>
        <translation>五目並べ（ちょうど五で勝ち）</translation>
    </message>
    <message>
        <source>Irodori</source>
        <translation>彩り</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>New %1 game: Black plays first, in the centre.</source>
        <translation>%1の新しい対局です。黒が天元から打ち始めます。</translation>
    </message>
    <message>
        <source>New %1 game: Irodori plays Black and begins.</source>
        <translation>%1の新しい対局です。彩りが黒で先に打ちます。</translation>
    </message>
    <message>
        <source>New %1 game: you play Black; begin in the centre.</source>
        <translation>%1の新しい対局です。あなたが黒です。天元から打ち始めてください。</translation>
    </message>
    <message>
        <source>New Renju Game</source>
        <translation>連珠の新しい対局</translation>
    </message>
    <message>
        <source>Renju: Black wins with exactly five and may not make a double three, a double four or an overline. Gomoku: no forbidden moves.</source>
        <translation>連珠：黒はちょうど五で勝ち、三三・四四・長連は禁手です。五目並べ：禁手はありません。</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <source>Irodori plays White</source>
        <translation>彩りが白</translation>
    </message>
    <message>
        <source>Irodori plays Black</source>
        <translation>彩りが黒</translation>
    </message>
    <message>
        <source>Two players on this board</source>
        <translation>この盤で二人で打つ</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>相手:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Irodori&apos;s time per move:</source>
        <translation>彩りの一手の考慮時間:</translation>
    </message>
    <message>
        <source>That point is not on the board.</source>
        <translation>そこは盤上の点ではありません。</translation>
    </message>
    <message>
        <source>The game is over: %1 made five in a row.</source>
        <translation>対局は終わっています。%1が五を並べました。</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Irodori is thinking; your move comes next.</source>
        <translation>彩りが考えています。次があなたの手番です。</translation>
    </message>
    <message>
        <source>That point is already occupied.</source>
        <translation>そこにはすでに石があります。</translation>
    </message>
    <message>
        <source>Forbidden to Black: a %1.</source>
        <translation>黒の禁手です（%1）。</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1が%2に打ちました。</translation>
    </message>
    <message>
        <source>%1 wins with five in a row.</source>
        <translation>%1が五を並べて勝ちました。</translation>
    </message>
    <message>
        <source>Irodori wins with five in a row (%1).</source>
        <translation>彩りが五を並べて勝ちました（%1）。</translation>
    </message>
    <message>
        <source>You win with five in a row (%1).</source>
        <translation>あなたが五を並べて勝ちました（%1）。</translation>
    </message>
    <message>
        <source>Irodori is thinking…</source>
        <translation>彩りが考えています…</translation>
    </message>
    <message>
        <source>The board is full: the game is a draw.</source>
        <translation>盤が埋まりました。引き分けです。</translation>
    </message>
    <message>
        <source>Irodori played %1. Your move.</source>
        <translation>彩りは%1に打ちました。あなたの番です。</translation>
    </message>
    <message>
        <source>Swap Colours?</source>
        <translation>石の色を交換しますか？</translation>
    </message>
    <message>
        <source>Fifth Moves</source>
        <translation>五手目の提示</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>RIF</source>
        <translation>RIF</translation>
    </message>
    <message>
        <source>Yamaguchi</source>
        <translation>山口ルール</translation>
    </message>
    <message>
        <source>Soosõrv-8</source>
        <translation>ソーソフ-8</translation>
    </message>
    <message>
        <source>New Renju game, %1 opening: Black&apos;s first stone goes on the centre point.</source>
        <translation>連珠の新しい対局（開局規定: %1）です。黒の一手目を天元に打ってください。</translation>
    </message>
    <message>
        <source>New Renju game, %1 opening: Irodori puts the opening.</source>
        <translation>連珠の新しい対局（開局規定: %1）です。彩りが珠型を打ちます。</translation>
    </message>
    <message>
        <source>New Renju game, %1 opening: you put the opening, Black&apos;s first stone on the centre point.</source>
        <translation>連珠の新しい対局（開局規定: %1）です。あなたが珠型を打ちます。黒の一手目は天元です。</translation>
    </message>
    <message>
        <source>Opening rule:</source>
        <translation>開局規定:</translation>
    </message>
    <message>
        <source>Irodori is deciding; your turn comes next.</source>
        <translation>彩りが決めています。次があなたの番です。</translation>
    </message>
    <message>
        <source>First %1&apos;s player decides whether to swap colours.</source>
        <translation>先に%1の側が交換するかどうかを決めます。</translation>
    </message>
    <message>
        <source>First %1&apos;s player declares how many fifth moves Black will offer.</source>
        <translation>先に%1の側が、黒が示す五手目の数を宣言します。</translation>
    </message>
    <message>
        <source>The first stone goes on the centre point.</source>
        <translation>一手目は天元に打ちます。</translation>
    </message>
    <message>
        <source>In the opening this stone goes within the central %1×%1 square.</source>
        <translation>開局ではこの石は中央の %1×%1 の範囲に打ちます。</translation>
    </message>
    <message>
        <source>Choose one of Black&apos;s offered fifth moves (the stones marked 5).</source>
        <translation>黒が示した五手目（5 の付いた石）から一つを選んでください。</translation>
    </message>
    <message>
        <source>That fifth move is the same as %1, offered already: the board is symmetrical.</source>
        <translation>その五手目は、すでに示した %1 と同じ手です（盤面が対称です）。</translation>
    </message>
    <message>
        <source>No swap is due now.</source>
        <translation>今は交換を決める時ではありません。</translation>
    </message>
    <message>
        <source>Irodori decides this.</source>
        <translation>これは彩りが決めます。</translation>
    </message>
    <message>
        <source>%1&apos;s player swapped: the players change colours.</source>
        <translation>%1の側が交換しました。対局者の色が入れ替わります。</translation>
    </message>
    <message>
        <source>%1&apos;s player did not swap.</source>
        <translation>%1の側は交換しませんでした。</translation>
    </message>
    <message>
        <source>Colours swapped: you now play %1.</source>
        <translation>色を交換しました。あなたは%1です。</translation>
    </message>
    <message>
        <source>No swap: you keep %1.</source>
        <translation>交換なし。あなたは%1のままです。</translation>
    </message>
    <message>
        <source>No number of fifth moves is to be declared now.</source>
        <translation>今は五手目の数を宣言する時ではありません。</translation>
    </message>
    <message>
        <source>Declare from 1 to %1 fifth moves.</source>
        <translation>五手目の数は 1 から %1 までで宣言してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n fifth move(s) to be offered.</source>
        <translation>
            <numerusform>五手目を %n 個示します。</numerusform>
        </translation>
    </message>
    <message>
        <source>Black offered %1 as the fifth move; White chose %2.</source>
        <translation>黒は五手目として %1 を示し、白は %2 を選びました。</translation>
    </message>
    <message>
        <source>Opening (%1): Black&apos;s first stone goes on the centre point.</source>
        <translation>開局（%1）: 黒の一手目は天元に打ちます。</translation>
    </message>
    <message>
        <source>Opening (%1): %2&apos;s stone goes within the central %3×%3 square (outlined).</source>
        <translation>開局（%1）: %2の石を中央の %3×%3 の範囲（枠内）に打ちます。</translation>
    </message>
    <message>
        <source>Opening (%1): %2&apos;s player may swap colours.</source>
        <translation>開局（%1）: %2の側は色を交換できます。</translation>
    </message>
    <message>
        <source>Opening (%1): %2&apos;s player declares how many fifth moves Black will offer (1 to %3).</source>
        <translation>開局（%1）: %2の側が、黒が示す五手目の数（1〜%3）を宣言します。</translation>
    </message>
    <message numerus="yes">
        <source>Opening (%1): Black offers %n more fifth move(s), no two symmetrical: click the points (a point again takes it back).</source>
        <translation>
            <numerusform>開局（%1）: 黒はあと %n 個の五手目を示します（対称な手は不可）。点をクリックしてください（もう一度クリックすると取り消します）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening (%1): White chooses one of Black&apos;s offered fifth moves: click it.</source>
        <translation>開局（%1）: 白は黒が示した五手目から一つを選びます。その石をクリックしてください。</translation>
    </message>
    <message>
        <source>%1&apos;s player</source>
        <translation>%1の側</translation>
    </message>
    <message>
        <source>%1: swap colours? The player of %2 would then play %3.</source>
        <translation>%1: 色を交換しますか？ 交換すると%2の側が%3を持ちます。</translation>
    </message>
    <message>
        <source>You play %1. Swap colours and play %2 instead?</source>
        <translation>あなたは%1です。色を交換して%2を持ちますか？</translation>
    </message>
    <message>
        <source>%1 (%2): how many fifth moves will Black offer? White picks the one to play.</source>
        <translation>%1（%2）: 黒が示す五手目の数は？ 白がその中から打つ手を選びます。</translation>
    </message>
    <message>
        <source>Irodori swaps colours: it plays %1, you play %2.</source>
        <translation>彩りは色を交換しました。彩りが%1、あなたが%2です。</translation>
    </message>
    <message>
        <source>Irodori does not swap: you keep %1.</source>
        <translation>彩りは交換しません。あなたは%1のままです。</translation>
    </message>
    <message numerus="yes">
        <source>Irodori declares %n fifth move(s).</source>
        <translation>
            <numerusform>彩りは五手目の数を %n と宣言しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Irodori offers %1 as Black&apos;s fifth move.</source>
        <translation>彩りは黒の五手目として %1 を示しました。</translation>
    </message>
    <message>
        <source>Irodori could not choose a fifth move.</source>
        <translation>彩りは五手目を選べませんでした。</translation>
    </message>
    <message>
        <source>Irodori played %1.</source>
        <translation>彩りは%1に打ちました。</translation>
    </message>
    <message>
        <source>Black&apos;s fifth move is %1; White plays the sixth.</source>
        <translation>黒の五手目は %1 です。白が六手目を打ちます。</translation>
    </message>
    <message>
        <source>Irodori chose %1 as Black&apos;s fifth move.</source>
        <translation>彩りは黒の五手目に %1 を選びました。</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Swap2</translation>
    </message>
    <message>
        <source>Play White</source>
        <translation>白を持つ</translation>
    </message>
    <message>
        <source>Swap to Black</source>
        <translation>交換して黒を持つ</translation>
    </message>
    <message>
        <source>Two Stones More</source>
        <translation>さらに二石置く</translation>
    </message>
    <message>
        <source>New %1 game, Swap2 opening: Irodori puts the first three stones.</source>
        <translation>%1の新しい対局（Swap2）です。彩りが最初の三石を置きます。</translation>
    </message>
    <message>
        <source>New %1 game, Swap2 opening: put two black stones and a white one anywhere, Black first.</source>
        <translation>%1の新しい対局（Swap2）です。黒二石と白一石を好きな所に、黒から置いてください。</translation>
    </message>
    <message>
        <source>%1&apos;s player keeps %1.</source>
        <translation>%1の側は%1のままです。</translation>
    </message>
    <message>
        <source>%1&apos;s player puts two stones more; the other player then chooses the colour.</source>
        <translation>%1の側はさらに二石置きます。そのあと相手が色を選びます。</translation>
    </message>
    <message>
        <source>Opening (%1): stone %2 (%3) goes anywhere.</source>
        <translation>開局（%1）: %2 手目（%3）はどこに置いてもかまいません。</translation>
    </message>
    <message>
        <source>Opening (%1): %2&apos;s player plays White, swaps to Black, or puts a white and a black stone more and lets the other player choose the colour.</source>
        <translation>開局（%1）: %2の側は、白を持つか、交換して黒を持つか、白と黒をもう一石ずつ置いて相手に色を選ばせます。</translation>
    </message>
    <message>
        <source>%1: play White, swap to Black, or put two stones more (a white and a black one) and let the other player choose the colour?</source>
        <translation>%1: 白を持ちますか、交換して黒を持ちますか、それとも白と黒をもう一石ずつ置いて相手に色を選ばせますか？</translation>
    </message>
    <message>
        <source>You play White. Keep White, swap to Black, or put two stones more (a white and a black one) and let Irodori choose the colour?</source>
        <translation>あなたは白です。白のままにしますか、交換して黒を持ちますか、それとも白と黒をもう一石ずつ置いて彩りに色を選ばせますか？</translation>
    </message>
    <message>
        <source>Irodori keeps White.</source>
        <translation>彩りは白のままです。</translation>
    </message>
    <message>
        <source>Irodori puts two stones more; then you choose the colour.</source>
        <translation>彩りはさらに二石置きます。そのあとあなたが色を選びます。</translation>
    </message>
    <message>
        <source>There is no passing in the opening: %1</source>
        <translation>開局ではパスできません。%1</translation>
    </message>
    <message>
        <source>Taraguchi-10</source>
        <translation>タラグチ-10</translation>
    </message>
    <message>
        <source>How the first stones are chosen to balance Black&apos;s advantage. RIF: one of the 26 openings, White&apos;s player may swap colours, Black offers two fifth moves and White picks one. Yamaguchi: the number of offers is declared with the opening. Soosõrv-8: White declares 1 to 8 offers with the fourth stone, and Black&apos;s player may swap again. Taraguchi-10: a swap after each stone, in growing squares; then Black puts the fifth within 9×9 (White may swap) or offers ten. Swap2 (gomoku): three stones anywhere, then the other player plays White, swaps, or puts two stones more and lets the first player choose.</source>
        <translation>黒の有利を打ち消すために最初の石をどう決めるか。RIF: 26 珠型のどれかを打ち、白の側が交換でき、黒が五手目を二つ示して白が一つを選びます。山口ルール: 五手目の提示数を珠型と一緒に宣言します。ソーソフ-8: 白が四手目と一緒に提示数（1〜8）を宣言し、黒の側がもう一度交換できます。タラグチ-10: 一手ごとに交換でき、範囲は一手ごとに広がります。そのあと黒が五手目を 9×9 の中に打つ（白は交換可）か、五手目を十個示します。Swap2（五目並べ）: 三石を好きな所に置き、相手は白を持つか、交換するか、さらに二石置いて最初の対局者に色を選ばせます。</translation>
    </message>
    <message>
        <source>First %1&apos;s player chooses how the opening goes on.</source>
        <translation>先に%1の側が開局の進め方を選びます。</translation>
    </message>
    <message>
        <source>%1&apos;s player offers ten fifth moves; White&apos;s player picks one.</source>
        <translation>%1の側は五手目を十個示します。白の側がその一つを選びます。</translation>
    </message>
    <message>
        <source>%1&apos;s player keeps Black and puts the fifth stone.</source>
        <translation>%1の側は黒のまま五手目を打ちます。</translation>
    </message>
    <message>
        <source>No choice of the opening is due now.</source>
        <translation>今は開局の進め方を選ぶ時ではありません。</translation>
    </message>
    <message>
        <source>Choose 0 (keep the colour), 1 (swap) or 2 (the rule&apos;s other way).</source>
        <translation>0（色はそのまま）、1（交換）、2（ルールのもう一つの進め方）のどれかを選んでください。</translation>
    </message>
    <message>
        <source>Opening (%1): Black&apos;s player keeps Black and puts the fifth stone within the central 9×9 square, swaps first, or offers ten fifth moves for White to pick from.</source>
        <translation>開局（%1）: 黒の側は、黒のまま五手目を中央 9×9 の範囲に打つか、先に交換するか、白が選ぶ五手目を十個示します。</translation>
    </message>
    <message>
        <source>%1: keep Black and put the fifth stone within the central 9×9 square, swap first, or offer ten fifth moves for White to pick from?</source>
        <translation>%1: 黒のまま五手目を中央 9×9 の範囲に打ちますか、先に交換しますか、それとも白が選ぶ五手目を十個示しますか？</translation>
    </message>
    <message>
        <source>You play Black. Keep Black and put the fifth stone within the central 9×9 square, swap first, or offer ten fifth moves for Irodori to pick from?</source>
        <translation>あなたは黒です。黒のまま五手目を中央 9×9 の範囲に打ちますか、先に交換しますか、それとも彩りが選ぶ五手目を十個示しますか？</translation>
    </message>
    <message>
        <source>Keep Black</source>
        <translation>黒のまま</translation>
    </message>
    <message>
        <source>Swap to White</source>
        <translation>交換して白を持つ</translation>
    </message>
    <message>
        <source>Offer Ten</source>
        <translation>十個示す</translation>
    </message>
    <message>
        <source>Irodori keeps Black and puts the fifth stone.</source>
        <translation>彩りは黒のまま五手目を打ちます。</translation>
    </message>
    <message>
        <source>Irodori offers ten fifth moves.</source>
        <translation>彩りは五手目を十個示します。</translation>
    </message>
    <message>
        <source>%1 may swap</source>
        <translation>%1が交換できます</translation>
    </message>
    <message>
        <source>%1 declares the offers</source>
        <translation>%1が五手目の数を宣言</translation>
    </message>
    <message>
        <source>%1 chooses the way on</source>
        <translation>%1が進め方を選択</translation>
    </message>
    <message>
        <source>Black offers fifth moves</source>
        <translation>黒が五手目を提示</translation>
    </message>
    <message>
        <source>White picks a fifth move</source>
        <translation>白が五手目を選択</translation>
    </message>
    <message>
        <source>The %1 opening of this record is not over: it goes on from move %2.</source>
        <translation>この棋譜の%1開局規定はまだ終わっていません。%2手目から続けます。</translation>
    </message>
    <message>
        <source>Five in a row needs a board of at least 5 lines; this record&apos;s has %1.</source>
        <translation>五目並べには 5 路以上の盤が要ります。この棋譜の盤は %1 路です。</translation>
    </message>
</context>
<context>
    <name>irodori::ui::RenjuStudy</name>
    <message>
        <source>Renju &amp;Threats</source>
        <translation>連珠の脅威(&amp;T)</translation>
    </message>
    <message>
        <source>Show what a stone on each point would make for either side (five, four, four-three, three) and a win by continuous fours, in a Renju or gomoku record</source>
        <translation>各点に石を置くと双方に何ができるか（五・四・四三・三）と四追いの勝ちを、連珠・五目並べの棋譜で表示します</translation>
    </message>
    <message>
        <source>Five in a row: the game is over.</source>
        <translation>五が並びました。対局は終わっています。</translation>
    </message>
    <message>
        <source>%1 to move wins at once: five at %2.</source>
        <translation>%1番で、%2 に打てば五で勝ちです。</translation>
    </message>
    <message>
        <source>%1 has an open four (%2): %3 cannot block both ends.</source>
        <translation>%1に達四があります（%2）。%3は両端を止められません。</translation>
    </message>
    <message>
        <source>%1&apos;s four can only be blocked at %2, which is forbidden to Black: White wins.</source>
        <translation>%1の四を止められるのは %2 だけですが、黒の禁手です。白の勝ちです。</translation>
    </message>
    <message>
        <source>%1 must block %2&apos;s four at %3.</source>
        <translation>%1は %3 で%2の四を止めなければなりません。</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move wins by continuous fours (VCF, 四追い) in %n move(s): %2.</source>
        <translation>
            <numerusform>%1番で、%n 手の四追い（VCF）で勝ちです: %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 threatens a win by continuous fours (VCF) from %2: %3 to move must stop it. The line: %4.</source>
        <translation>%1は %2 からの四追い（VCF）の勝ちを狙っています。手番の%3はこれを防ぐ必要があります。手順: %4。</translation>
    </message>
    <message>
        <source>Neither side has a win by continuous fours.</source>
        <translation>どちらにも四追いの勝ちはありません。</translation>
    </message>
    <message>
        <source>%1 to move wins by continuous threats (VCT, 三追い: threes and fours), beginning at %2.</source>
        <translation>%1番で、%2 から始まる三追い（VCT: 三と四の連続）で勝ちです。</translation>
    </message>
</context>
<context>
    <name>irodori::ui::ReviewPanel</name>
    <message>
        <source>Turning points</source>
        <translation>転換点</translation>
    </message>
    <message numerus="yes">
        <source>Moves after which a group of %n or more stones died or came back to life</source>
        <translation>
            <numerusform>%n 子以上の群が死んだり生き返ったりした手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1: %2&apos;s group at %3 (%n stone(s)): %4 → %5</source>
        <translation>
            <numerusform>%1 手目：%3 の%2の群（%n 子）：%4 → %5</numerusform>
        </translation>
    </message>
    <message>
        <source>No group changed between life and death.</source>
        <translation>死活が変わった群はありません。</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#333&apos;&gt;■&lt;/span&gt; Black&apos;s lead</source>
        <translation>&lt;span style=&apos;color:#333&apos;&gt;■&lt;/span&gt; 黒のリード</translation>
    </message>
    <message>
        <source>safety of %1&apos;s group at %2</source>
        <translation>%2 の%1の群の安全度</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#d71e1e&apos;&gt;▲&lt;/span&gt; turning point</source>
        <translation>&lt;span style=&apos;color:#d71e1e&apos;&gt;▲&lt;/span&gt; 転換点</translation>
    </message>
</context>
<context>
    <name>irodori::ui::RunningClock</name>
    <message>
        <source>time up</source>
        <translation>時間切れ</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n period(s))</source>
        <translation>
            <numerusform>%1（残り%n回）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
</context>
<context>
    <name>irodori::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Type to find a command or a key</source>
        <translation>コマンドやキーを入力して絞り込み</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
</context>
<context>
    <name>irodori::ui::StoneSound</name>
    <message>
        <source>This build of Irodori has no sound (built without Qt Multimedia)</source>
        <translation>この Irodori は音を出せません (Qt Multimedia なしでビルドされています)</translation>
    </message>
    <message>
        <source>Soun&amp;ds</source>
        <translation>効果音(&amp;D)</translation>
    </message>
    <message>
        <source>A click for every stone put on the board, a rattle for stones taken, a tick for each of the last ten seconds on your clock</source>
        <translation>石を打つ音、石を取る音、持ち時間の最後の 10 秒を刻む音を鳴らします</translation>
    </message>
</context>
<context>
    <name>irodori::ui::WhyPanel</name>
    <message>
        <source>Step</source>
        <translation>段階</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Click a reason to see its points on the board</source>
        <translation>理由をクリックすると盤上にその点が示されます</translation>
    </message>
    <message>
        <source>Click a stone to see how safe its group is, and why.</source>
        <translation>石をクリックすると、その群の安全度と理由が表示されます。</translation>
    </message>
    <message>
        <source>No group selected</source>
        <translation>群が選択されていません</translation>
    </message>
    <message>
        <source>No analysis yet</source>
        <translation>まだ解析がありません</translation>
    </message>
    <message>
        <source>%1 group %2: %3, safety %4 %</source>
        <translation>%1の群 %2：%3、安全度 %4 %</translation>
    </message>
    <message numerus="yes">
        <source> (%n unsettled)</source>
        <translation>
            <numerusform>（未確定 %n）</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <source>%n region(s), </source>
        <translation>
            <numerusform>%n 領域、</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 点</numerusform>
        </translation>
    </message>
    <message>
        <source>Stones</source>
        <translation>石数</translation>
    </message>
    <message>
        <source>Eye spaces</source>
        <translation>眼形</translation>
    </message>
    <message>
        <source>Liberties</source>
        <translation>ダメ</translation>
    </message>
    <message numerus="yes">
        <source>%n open point(s)</source>
        <translation>
            <numerusform>空点 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Capturing race</source>
        <translation>攻め合い</translation>
    </message>
    <message>
        <source>against group %1: %2 against %3 liberties</source>
        <translation>群 %1 と：ダメ %2 対 %3</translation>
    </message>
    <message>
        <source>Connects at</source>
        <translation>つながる点</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>死活</translation>
    </message>
    <message>
        <source> — at %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>Strings</source>
        <translation>連</translation>
    </message>
    <message>
        <source>Eyes</source>
        <translation>眼</translation>
    </message>
    <message>
        <source>Room to run</source>
        <translation>逃げ道</translation>
    </message>
    <message>
        <source>Safety</source>
        <translation>安全度</translation>
    </message>
    <message>
        <source>Group reading</source>
        <translation>群の死活探索</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>読み</translation>
    </message>
    <message>
        <source> — read: %1</source>
        <translation> — 読み：%1</translation>
    </message>
    <message>
        <source>%1, and the stones are taken</source>
        <translation>%1 で取られる</translation>
    </message>
    <message>
        <source>%1, and no move is left to try</source>
        <translation>%1 で逃げる手がなくなる</translation>
    </message>
    <message>
        <source>%1, and the stones escape</source>
        <translation>%1 で逃げ出す</translation>
    </message>
    <message>
        <source>%1, then a ko</source>
        <translation>%1 の後、コウになる</translation>
    </message>
    <message>
        <source>%1, …</source>
        <translation>%1 …</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <translation>手順：%1</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>If %1 plays first</source>
        <translation>%1が先に打つと</translation>
    </message>
</context>
</TS>
