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
    <message>
        <source>Open the game record &lt;file&gt; (SGF or IG1).</source>
        <translation>Open the game record &lt;file&gt; (SGF or IG1).</translation>
    </message>
    <message>
        <source>Show the record after move &lt;n&gt; of its main line.</source>
        <translation>Show the record after move &lt;n&gt; of its main line.</translation>
    </message>
    <message>
        <source>Show game &lt;n&gt; of a file that holds several (1 = the first).</source>
        <translation>Show game &lt;n&gt; of a file that holds several (1 = the first).</translation>
    </message>
    <message>
        <source>A game record to open (SGF or IG1).</source>
        <translation>A game record to open (SGF or IG1).</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[file]</translation>
    </message>
    <message>
        <source>--game wants the number of a game, 1 or more, not “%1”.</source>
        <translation>--game wants the number of a game, 1 or more, not “%1”.</translation>
    </message>
    <message>
        <source>--move wants a move number, 0 or more, not “%1”.</source>
        <translation>--move wants a move number, 0 or more, not “%1”.</translation>
    </message>
    <message>
        <source>the record has fewer than %1 moves on its main line.</source>
        <translation>the record has fewer than %1 moves on its main line.</translation>
    </message>
</context>
<context>
    <name>RecordPrompts</name>
    <message>
        <source>SGF game records (*.sgf)</source>
        <translation>SGF game records (*.sgf)</translation>
    </message>
    <message>
        <source>IG1 game records (*.ig1)</source>
        <translation>IG1 game records (*.ig1)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Unsaved Changes</translation>
    </message>
    <message>
        <source>Save the changes to “%1”?</source>
        <translation>Save the changes to “%1”?</translation>
    </message>
    <message>
        <source>If you don&apos;t save, your changes to this record are lost.</source>
        <translation>If you don&apos;t save, your changes to this record are lost.</translation>
    </message>
    <message>
        <source>Information Will Be Lost</source>
        <translation>Information Will Be Lost</translation>
    </message>
    <message>
        <source>Save Anyway</source>
        <translation>Save Anyway</translation>
    </message>
    <message>
        <source>Game records (*.sgf *.ig1)</source>
        <translation>Game records (*.sgf *.ig1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Open Game Record</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation>Save Game Record</translation>
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
    <name>irodori::ui::CollectionDialog</name>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>Choose a Game</source>
        <translation>Choose a Game</translation>
    </message>
    <message numerus="yes">
        <source>This file holds %n game(s). Choose the one to show:</source>
        <translation>
            <numerusform>This file holds %n game. Choose the one to show:</numerusform>
            <numerusform>This file holds %n games. Choose the one to show:</numerusform>
        </translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
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
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
</context>
<context>
    <name>irodori::ui::CommentPane</name>
    <message>
        <source>Name of this move (optional)</source>
        <translation>Name of this move (optional)</translation>
    </message>
    <message>
        <source>No comment. Type here to add one to this move.</source>
        <translation>No comment. Type here to add one to this move.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Start of the game</translation>
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
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>Move %1: %2 %3</source>
        <translation>Move %1: %2 %3</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>After move %1</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GameDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GameInfoDialog</name>
    <message>
        <source>Game Information</source>
        <translation>Game Information</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Black:</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>Rank:</translation>
    </message>
    <message>
        <source>Team:</source>
        <translation>Team:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>White:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Game name:</source>
        <translation>Game name:</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Event:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Date:</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Place:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>e.g. Japanese, Chinese</source>
        <translation>e.g. Japanese, Chinese</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>Komi:</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Handicap:</translation>
    </message>
    <message>
        <source>The number of handicap stones, as the record places them.</source>
        <translation>The number of handicap stones, as the record places them.</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Result:</translation>
    </message>
    <message>
        <source>e.g. B+R, W+2.5, 0 for a draw</source>
        <translation>e.g. B+R, W+2.5, 0 for a draw</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Source:</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>Annotator:</translation>
    </message>
    <message>
        <source>Recorded by:</source>
        <translation>Recorded by:</translation>
    </message>
    <message>
        <source>Game comment:</source>
        <translation>Game comment:</translation>
    </message>
    <message>
        <source>Komi must be a number such as 6.5 or 0.</source>
        <translation>Komi must be a number such as 6.5 or 0.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GameStatusPanel</name>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
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
        <source>Variation:</source>
        <translation>Variation:</translation>
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
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
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
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>main line</source>
        <translation>main line</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Result: %1</translation>
    </message>
    <message>
        <source>%1 of %2 at move %3</source>
        <translation>%1 of %2 at move %3</translation>
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
        <source>&amp;Network</source>
        <translation>&amp;Network</translation>
    </message>
    <message>
        <source>Please wait for the other program&apos;s move.</source>
        <translation>Please wait for the other program&apos;s move.</translation>
    </message>
    <message>
        <source>Move taken back; the other program was told.</source>
        <translation>Move taken back; the other program was told.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comment</translation>
    </message>
    <message>
        <source>This move breaks the rules; the record plays it anyway. %1</source>
        <translation>This move breaks the rules; the record plays it anyway. %1</translation>
    </message>
    <message>
        <source>Go back one move; the move stays in the record as a variation</source>
        <translation>Go back one move; the move stays in the record as a variation</translation>
    </message>
    <message>
        <source>Game &amp;Information…</source>
        <translation>Game &amp;Information…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Players, event, date, komi, result and the other facts of the game</source>
        <translation>Players, event, date, komi, result and the other facts of the game</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>G&amp;o</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Comment Pane</source>
        <translation>&amp;Comment Pane</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>What the reader repaired in this file (details)</source>
        <translation>What the reader repaired in this file (details)</translation>
    </message>
    <message>
        <source>Text encoding: %1</source>
        <translation>Text encoding: %1</translation>
    </message>
    <message>
        <source>%1[*] — Irodori</source>
        <translation>%1[*] — Irodori</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Irodori %1&lt;/h3&gt;&lt;p&gt;A Go study board that explains itself: which stones belong together, who owns what, and how safe every group is.&lt;/p&gt;&lt;p&gt;This version plays both sides on boards from 2×2 to 25×25, and reads and writes game records as SGF and IG1.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Irodori %1&lt;/h3&gt;&lt;p&gt;A Go study board that explains itself: which stones belong together, who owns what, and how safe every group is.&lt;/p&gt;&lt;p&gt;This version plays both sides on boards from 2×2 to 25×25, and reads and writes game records as SGF and IG1.&lt;/p&gt;</translation>
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
    <name>irodori::ui::NetworkPlay</name>
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
        <source>Please wait for the other program&apos;s move.</source>
        <translation>Please wait for the other program&apos;s move.</translation>
    </message>
    <message>
        <source>Only your own last move can be taken back.</source>
        <translation>Only your own last move can be taken back.</translation>
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
        <source>Game over — both players passed.</source>
        <translation>Game over — both players passed.</translation>
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
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
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
<context>
    <name>irodori::ui::RecordActions</name>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Back</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>One move back</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Forward</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>One move forward</translation>
    </message>
    <message>
        <source>Back %1 Moves</source>
        <translation>Back %1 Moves</translation>
    </message>
    <message>
        <source>%1 moves back</source>
        <translation>%1 moves back</translation>
    </message>
    <message>
        <source>Forward %1 Moves</source>
        <translation>Forward %1 Moves</translation>
    </message>
    <message>
        <source>%1 moves forward</source>
        <translation>%1 moves forward</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>To the start of the game</source>
        <translation>To the start of the game</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;End</translation>
    </message>
    <message>
        <source>To the end of this line</source>
        <translation>To the end of this line</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>&amp;Previous Variation</translation>
    </message>
    <message>
        <source>To the previous variation at the last branch</source>
        <translation>To the previous variation at the last branch</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>&amp;Next Variation</translation>
    </message>
    <message>
        <source>To the next variation at the last branch</source>
        <translation>To the next variation at the last branch</translation>
    </message>
    <message>
        <source>&amp;Go to Move…</source>
        <translation>&amp;Go to Move…</translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <source>Jump to a move number on this line</source>
        <translation>Jump to a move number on this line</translation>
    </message>
    <message>
        <source>&amp;Delete Move and What Follows</source>
        <translation>&amp;Delete Move and What Follows</translation>
    </message>
    <message>
        <source>Delete this move and every move after it</source>
        <translation>Delete this move and every move after it</translation>
    </message>
    <message>
        <source>Delete &amp;Variation</source>
        <translation>Delete &amp;Variation</translation>
    </message>
    <message>
        <source>Shift+Del</source>
        <translation>Shift+Del</translation>
    </message>
    <message>
        <source>Delete the whole variation this move belongs to</source>
        <translation>Delete the whole variation this move belongs to</translation>
    </message>
    <message>
        <source>Make &amp;Main Line</source>
        <translation>Make &amp;Main Line</translation>
    </message>
    <message>
        <source>Make the line through this move the main line of the game</source>
        <translation>Make the line through this move the main line of the game</translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation>Go to Move</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Move number:</translation>
    </message>
</context>
<context>
    <name>irodori::ui::RecordFiles</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Open an SGF or IG1 game record</source>
        <translation>Open an SGF or IG1 game record</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save the record to its file</source>
        <translation>Save the record to its file</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>Save the record under another name, as SGF or IG1</source>
        <translation>Save the record under another name, as SGF or IG1</translation>
    </message>
    <message>
        <source>Choose &amp;Game in File…</source>
        <translation>Choose &amp;Game in File…</translation>
    </message>
    <message>
        <source>Show another game of this file</source>
        <translation>Show another game of this file</translation>
    </message>
    <message>
        <source>P&amp;roperties…</source>
        <translation>P&amp;roperties…</translation>
    </message>
    <message>
        <source>The file, its encoding and the warnings of the reader</source>
        <translation>The file, its encoding and the warnings of the reader</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>Reopen with &amp;Encoding</source>
        <translation>Reopen with &amp;Encoding</translation>
    </message>
    <message>
        <source>Read the file again with another text encoding</source>
        <translation>Read the file again with another text encoding</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Could not open “%1”.</source>
        <translation>Could not open “%1”.</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1. The reader repaired %n problem(s); see File → Properties for details.</source>
        <translation>
            <numerusform>Opened %1. The reader repaired %n problem; see File → Properties for details.</numerusform>
            <numerusform>Opened %1. The reader repaired %n problems; see File → Properties for details.</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1 (%2).</source>
        <translation>Opened %1 (%2).</translation>
    </message>
    <message>
        <source>game</source>
        <translation>game</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message numerus="yes">
        <source>The other %n game(s) of this file: IG1 holds one game.</source>
        <translation>
            <numerusform>The other game of this file: IG1 holds one game.</numerusform>
            <numerusform>The other %n games of this file: IG1 holds one game.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save “%1”.</source>
        <translation>Could not save “%1”.</translation>
    </message>
    <message>
        <source>%1 cannot hold everything in this record. Saving “%2” leaves out:</source>
        <translation>%1 cannot hold everything in this record. Saving “%2” leaves out:</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>Not saved.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Saved %1.</translation>
    </message>
    <message>
        <source>Saved %1 as %2, without what that format cannot hold.</source>
        <translation>Saved %1 as %2, without what that format cannot hold.</translation>
    </message>
    <message>
        <source>Reopening “%1” discards your unsaved changes to it.</source>
        <translation>Reopening “%1” discards your unsaved changes to it.</translation>
    </message>
    <message>
        <source>Reopened %1 as %2.</source>
        <translation>Reopened %1 as %2.</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Clear Menu</translation>
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
        <translation>Japanese</translation>
    </message>
    <message>
        <source>Chinese, simplified</source>
        <translation>Chinese, simplified</translation>
    </message>
    <message>
        <source>Chinese, traditional</source>
        <translation>Chinese, traditional</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>Korean</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>Cyrillic</translation>
    </message>
    <message>
        <source>Western European</source>
        <translation>Western European</translation>
    </message>
    <message>
        <source>not saved yet (will be saved as UTF-8)</source>
        <translation>not saved yet (will be saved as UTF-8)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>chosen by you</source>
        <translation>chosen by you</translation>
    </message>
    <message>
        <source>marked by a byte order mark</source>
        <translation>marked by a byte order mark</translation>
    </message>
    <message>
        <source>declared in the file</source>
        <translation>declared in the file</translation>
    </message>
    <message>
        <source>the text is valid UTF-8</source>
        <translation>the text is valid UTF-8</translation>
    </message>
    <message>
        <source>detected from the text</source>
        <translation>detected from the text</translation>
    </message>
    <message>
        <source>nothing else fitted</source>
        <translation>nothing else fitted</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Record Properties</source>
        <translation>Record Properties</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>File:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation>not saved yet</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>Encoding:</translation>
    </message>
    <message>
        <source>Games in the file:</source>
        <translation>Games in the file:</translation>
    </message>
    <message>
        <source>This game:</source>
        <translation>This game:</translation>
    </message>
    <message>
        <source>The file was read without problems.</source>
        <translation>The file was read without problems.</translation>
    </message>
    <message>
        <source>The reader repaired or left out these parts of the file:</source>
        <translation>The reader repaired or left out these parts of the file:</translation>
    </message>
    <message>
        <source>%1×%1 board</source>
        <translation>%1×%1 board</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) on the main line</source>
        <translation>
            <numerusform>%n move on the main line</numerusform>
            <numerusform>%n moves on the main line</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>%n variation</numerusform>
            <numerusform>%n variations</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
</TS>
