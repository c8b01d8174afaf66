<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CommandLine</name>
    <message>
        <source>could not write the screenshot to %1.</source>
        <translation>could not write the screenshot to %1.</translation>
    </message>
    <message>
        <source>unknown language “%1”; available: %2.</source>
        <translation>unknown language “%1”; available: %2.</translation>
    </message>
    <message>
        <source>Irodori — a Go study board that explains itself.</source>
        <translation>Irodori — a Go study board that explains itself.</translation>
    </message>
    <message>
        <source>Render the window to the PNG file &lt;file&gt; and exit.</source>
        <translation>Render the window to the PNG file &lt;file&gt; and exit.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>Size of the screenshot in pixels (default 1000x760, board only 800x800).</source>
        <translation>Size of the screenshot in pixels (default 1000x760, board only 800x800).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>Render only the board, not the whole window.</source>
        <translation>Render only the board, not the whole window.</translation>
    </message>
    <message>
        <source>Play these moves first, alternately from Black (e.g. D4,Q16,pass).</source>
        <translation>Play these moves first, alternately from Black (e.g. D4,Q16,pass).</translation>
    </message>
    <message>
        <source>list</source>
        <translation>list</translation>
    </message>
    <message>
        <source>Start on a board of &lt;n&gt; lines (2 to 25, default 19).</source>
        <translation>Start on a board of &lt;n&gt; lines (2 to 25, default 19).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Use this language for the interface (en or ja) instead of the system&apos;s.</source>
        <translation>Use this language for the interface (en or ja) instead of the system&apos;s.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>the board size must be a number from 2 to 25, not “%1”.</source>
        <translation>the board size must be a number from 2 to 25, not “%1”.</translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT between 64 and 8000 pixels, such as 1000x760, not “%1”.</source>
        <translation>--size wants WIDTHxHEIGHT between 64 and 8000 pixels, such as 1000x760, not “%1”.</translation>
    </message>
</context>
<context>
    <name>irodori::gmp::Connection</name>
    <message>
        <source>Cannot listen on port %1: %2</source>
        <translation>Cannot listen on port %1: %2</translation>
    </message>
    <message>
        <source>The game is over; the other program closed the connection.</source>
        <translation>The game is over; the other program closed the connection.</translation>
    </message>
    <message>
        <source>The other program closed the connection.</source>
        <translation>The other program closed the connection.</translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>Network error: %1</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Stopped: %1</translation>
    </message>
    <message>
        <source>Waiting for a connection on port %1</source>
        <translation>Waiting for a connection on port %1</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Not connected</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Disconnected</translation>
    </message>
    <message>
        <source>Connected; the game is over</source>
        <translation>Connected; the game is over</translation>
    </message>
    <message>
        <source>Connected; our move</source>
        <translation>Connected; our move</translation>
    </message>
    <message>
        <source>Connected; waiting for the other program&apos;s move</source>
        <translation>Connected; waiting for the other program&apos;s move</translation>
    </message>
    <message>
        <source>Connected; setting up the game</source>
        <translation>Connected; setting up the game</translation>
    </message>
    <message numerus="yes">
        <source> (%n retransmission(s))</source>
        <translation>
            <numerusform> (%n retransmission)</numerusform>
            <numerusform> (%n retransmissions)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irodori::ui::MainWindow</name>
    <message>
        <source>Black plays first. Click an intersection to place a stone.</source>
        <translation>Black plays first. Click an intersection to place a stone.</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;New Game…</translation>
    </message>
    <message>
        <source>Start a new game on a board size of your choice</source>
        <translation>Start a new game on a board size of your choice</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pass</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Pass: play no stone this turn</source>
        <translation>Pass: play no stone this turn</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Undo Move</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Take back the last move</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;About Irodori</source>
        <translation>&amp;About Irodori</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Moves played:</source>
        <translation>Moves played:</translation>
    </message>
    <message>
        <source>Last move:</source>
        <translation>Last move:</translation>
    </message>
    <message>
        <source>Captured by Black:</source>
        <translation>Captured by Black:</translation>
    </message>
    <message>
        <source>Captured by White:</source>
        <translation>Captured by White:</translation>
    </message>
    <message>
        <source>New game on a %1×%1 board. Black plays first.</source>
        <translation>New game on a %1×%1 board. Black plays first.</translation>
    </message>
    <message>
        <source>The game is over. Undo a pass or start a new game to play on.</source>
        <translation>The game is over. Undo a pass or start a new game to play on.</translation>
    </message>
    <message>
        <source>Move taken back. %1 to play.</source>
        <translation>Move taken back. %1 to play.</translation>
    </message>
    <message>
        <source>Move %1: “%2” is not a point on a %3×%3 board.</source>
        <translation>Move %1: “%2” is not a point on a %3×%3 board.</translation>
    </message>
    <message>
        <source>Move %1 (%2): the game is already over.</source>
        <translation>Move %1 (%2): the game is already over.</translation>
    </message>
    <message>
        <source>Move %1 (%2) is illegal: %3</source>
        <translation>Move %1 (%2) is illegal: %3</translation>
    </message>
    <message>
        <source>That point is not on the board.</source>
        <translation>That point is not on the board.</translation>
    </message>
    <message>
        <source>That point is already occupied.</source>
        <translation>That point is already occupied.</translation>
    </message>
    <message>
        <source>Suicide is not allowed: the stone would have no liberties.</source>
        <translation>Suicide is not allowed: the stone would have no liberties.</translation>
    </message>
    <message>
        <source>Ko: the stone just captured cannot be retaken at once. Play elsewhere first.</source>
        <translation>Ko: the stone just captured cannot be retaken at once. Play elsewhere first.</translation>
    </message>
    <message>
        <source>Superko: this move would repeat an earlier position.</source>
        <translation>Superko: this move would repeat an earlier position.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>That move is not allowed.</translation>
    </message>
    <message>
        <source>About Irodori</source>
        <translation>About Irodori</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Irodori %1&lt;/h3&gt;&lt;p&gt;A Go study board that explains itself: which stones belong together, who owns what, and how safe every group is.&lt;/p&gt;&lt;p&gt;This version lets you play both sides on boards from 2×2 to 25×25.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Irodori %1&lt;/h3&gt;&lt;p&gt;A Go study board that explains itself: which stones belong together, who owns what, and how safe every group is.&lt;/p&gt;&lt;p&gt;This version lets you play both sides on boards from 2×2 to 25×25.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Game over — both players passed.</source>
        <translation>Game over — both players passed.</translation>
    </message>
    <message>
        <source>%1 passed. %2 to play.</source>
        <translation>%1 passed. %2 to play.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 played %2.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>Black to play</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>White to play</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n stone</numerusform>
            <numerusform>%n stones</numerusform>
        </translation>
    </message>
    <message>
        <source>Irodori — %1×%1</source>
        <translation>Irodori — %1×%1</translation>
    </message>
    <message>
        <source>&amp;Host Game…</source>
        <translation>&amp;Host Game…</translation>
    </message>
    <message>
        <source>Wait for another Go program to connect and play over the Go Modem Protocol</source>
        <translation>Wait for another Go program to connect and play over the Go Modem Protocol</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>&amp;Connect…</translation>
    </message>
    <message>
        <source>Connect to a Go program that hosts a game over the Go Modem Protocol</source>
        <translation>Connect to a Go program that hosts a game over the Go Modem Protocol</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Disconnect</translation>
    </message>
    <message>
        <source>Leave the network game; its moves stay on the board</source>
        <translation>Leave the network game; its moves stay on the board</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Network</translation>
    </message>
    <message>
        <source>Please wait for the other program&apos;s move.</source>
        <translation>Please wait for the other program&apos;s move.</translation>
    </message>
    <message>
        <source>Only your own last move can be taken back.</source>
        <translation>Only your own last move can be taken back.</translation>
    </message>
    <message>
        <source>Move taken back; the other program was told.</source>
        <translation>Move taken back; the other program was told.</translation>
    </message>
    <message>
        <source>Network game ended: %1</source>
        <translation>Network game ended: %1</translation>
    </message>
    <message>
        <source>Please enter the host to connect to.</source>
        <translation>Please enter the host to connect to.</translation>
    </message>
    <message>
        <source>Network game started. You play %1.</source>
        <translation>Network game started. You play %1.</translation>
    </message>
    <message numerus="yes">
        <source>The other program took back %n move(s).</source>
        <translation>
            <numerusform>The other program took back %n move.</numerusform>
            <numerusform>The other program took back %n moves.</numerusform>
        </translation>
    </message>
    <message>
        <source>Message from the other program: %1</source>
        <translation>Message from the other program: %1</translation>
    </message>
    <message>
        <source>Network game stopped: %1</source>
        <translation>Network game stopped: %1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>Network: %1</translation>
    </message>
</context>
<context>
    <name>irodori::ui::NetworkDialog</name>
    <message>
        <source>Host a Network Game</source>
        <translation>Host a Network Game</translation>
    </message>
    <message>
        <source>Connect to a Network Game</source>
        <translation>Connect to a Network Game</translation>
    </message>
    <message>
        <source>Wait for another Go program to connect over TCP (Go Modem Protocol). You play on this side.</source>
        <translation>Wait for another Go program to connect over TCP (Go Modem Protocol). You play on this side.</translation>
    </message>
    <message>
        <source>Connect to a Go program that waits for a game over TCP (Go Modem Protocol). You play on this side.</source>
        <translation>Connect to a Go program that waits for a game over TCP (Go Modem Protocol). You play on this side.</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>The Go Modem Protocol supports boards up to 22×22.</source>
        <translation>The Go Modem Protocol supports boards up to 22×22.</translation>
    </message>
    <message>
        <source>Board &amp;size:</source>
        <translation>Board &amp;size:</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Let the other side decide</source>
        <translation>Let the other side decide</translation>
    </message>
    <message>
        <source>&amp;Your colour:</source>
        <translation>&amp;Your colour:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <translation>&amp;Handicap:</translation>
    </message>
    <message>
        <source>Komi is not sent over the protocol: agree on it with the other side.</source>
        <translation>Komi is not sent over the protocol: agree on it with the other side.</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <translation>&amp;Komi:</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japanese</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Chinese</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>Restricted tournament profile (SGMP)</source>
        <translation>Restricted tournament profile (SGMP)</translation>
    </message>
    <message>
        <source>SGMP agrees only on colour and handicap; the board size must be agreed beforehand.</source>
        <translation>SGMP agrees only on colour and handicap; the board size must be agreed beforehand.</translation>
    </message>
    <message>
        <source>&amp;Wait for Connection</source>
        <translation>&amp;Wait for Connection</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Connect</translation>
    </message>
</context>
<context>
    <name>irodori::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Board size</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation>Custom:</translation>
    </message>
    <message>
        <source> lines</source>
        <translation> lines</translation>
    </message>
    <message>
        <source>Custom board size</source>
        <translation>Custom board size</translation>
    </message>
</context>
</TS>
