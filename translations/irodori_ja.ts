<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
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
        <source>Render the window to the PNG file &lt;file&gt; and exit.</source>
        <translation>ウィンドウを PNG ファイル &lt;ファイル&gt; に描画して終了します。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Size of the screenshot in pixels (default 1000x760, board only 800x800).</source>
        <translation>スクリーンショットの大きさ（ピクセル）。既定は 1000x760、碁盤のみなら 800x800。</translation>
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
        <source>Take back the last move</source>
        <translation>直前の一手を取り消します（待った）</translation>
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
        <source>Turn</source>
        <translation>手番</translation>
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
        <source>Captured by Black:</source>
        <translation>黒のアゲハマ:</translation>
    </message>
    <message>
        <source>Captured by White:</source>
        <translation>白のアゲハマ:</translation>
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
        <source>&lt;h3&gt;Irodori %1&lt;/h3&gt;&lt;p&gt;A Go study board that explains itself: which stones belong together, who owns what, and how safe every group is.&lt;/p&gt;&lt;p&gt;This version lets you play both sides on boards from 2×2 to 25×25.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Irodori（彩り）%1&lt;/h3&gt;&lt;p&gt;どの石がつながっているか、どこが誰の地か、それぞれの石がどれだけ安全か——その理由まで示す囲碁の研究用碁盤です。&lt;/p&gt;&lt;p&gt;この版では 2路から25路までの碁盤で、黒白両方の手を打てます。&lt;/p&gt;</translation>
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
            <numerusform>%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>Irodori — %1×%1</source>
        <translation>Irodori（彩り）— %1路盤</translation>
    </message>
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
        <source>&amp;Network</source>
        <translation>ネット対局(&amp;N)</translation>
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
        <source>Move taken back; the other program was told.</source>
        <translation>一手戻しました。相手プログラムにも伝えました。</translation>
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
        <source>Wait for another Go program to connect over TCP (Go Modem Protocol). You play on this side.</source>
        <translation>他の囲碁プログラムからのTCP接続(Go Modem Protocol)を待ちます。こちら側はあなたが打ちます。</translation>
    </message>
    <message>
        <source>Connect to a Go program that waits for a game over TCP (Go Modem Protocol). You play on this side.</source>
        <translation>TCPで対局を待っている囲碁プログラム(Go Modem Protocol)に接続します。こちら側はあなたが打ちます。</translation>
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
</TS>
