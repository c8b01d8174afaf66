<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BoardExport</name>
    <message>
        <source>Could not write “%1”. Check that the folder exists and that you may write there.</source>
        <translation>Could not write “%1”. Check that the folder exists and that you may write there.</translation>
    </message>
    <message>
        <source>Go board</source>
        <translation>Go board</translation>
    </message>
    <message>
        <source>Drawn by %1</source>
        <translation>Drawn by %1</translation>
    </message>
    <message>
        <source>The picture must be between 16 and 20000 units wide and high.</source>
        <translation>The picture must be between 16 and 20000 units wide and high.</translation>
    </message>
    <message>
        <source>“%1” does not end in .png, .svg or .pdf, so the format is unknown.</source>
        <translation>“%1” does not end in .png, .svg or .pdf, so the format is unknown.</translation>
    </message>
</context>
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
        <source>file</source>
        <translation>file</translation>
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
    <message>
        <source>Select the group at &lt;point&gt; (e.g. D4) in the Why? panel.</source>
        <translation>Select the group at &lt;point&gt; (e.g. D4) in the Why? panel.</translation>
    </message>
    <message>
        <source>point</source>
        <translation>point</translation>
    </message>
    <message>
        <source>unknown layer “%1”; the layers are: %2.</source>
        <translation>unknown layer “%1”; the layers are: %2.</translation>
    </message>
    <message>
        <source>--select wants a point with a stone on it, such as D4, not “%1”.</source>
        <translation>--select wants a point with a stone on it, such as D4, not “%1”.</translation>
    </message>
    <message>
        <source>--select %1: there is no stone on %1 in the position shown; choose a point with a stone on it.</source>
        <translation>--select %1: there is no stone on %1 in the position shown; choose a point with a stone on it.</translation>
    </message>
    <message>
        <source>Render to &lt;file&gt; and exit. A .png file shows the window (or the board alone with --board-only); a .svg or .pdf file is always the board alone, as a vector drawing.</source>
        <translation>Render to &lt;file&gt; and exit. A .png file shows the window (or the board alone with --board-only); a .svg or .pdf file is always the board alone, as a vector drawing.</translation>
    </message>
    <message>
        <source>Size of the screenshot in pixels, points for PDF (default 1000x760, the board alone 800x800).</source>
        <translation>Size of the screenshot in pixels, points for PDF (default 1000x760, the board alone 800x800).</translation>
    </message>
    <message>
        <source>Device-pixel ratio of a PNG screenshot (1 to 4, default 1): 2 gives twice the pixels in each direction, for high-density screens.</source>
        <translation>Device-pixel ratio of a PNG screenshot (1 to 4, default 1): 2 gives twice the pixels in each direction, for high-density screens.</translation>
    </message>
    <message>
        <source>--screenshot writes .png, .svg or .pdf files, not “%1”.</source>
        <translation>--screenshot writes .png, .svg or .pdf files, not “%1”.</translation>
    </message>
    <message>
        <source>--pixel-ratio wants 1, 2, 3 or 4, not “%1”.</source>
        <translation>--pixel-ratio wants 1, 2, 3 or 4, not “%1”.</translation>
    </message>
    <message>
        <source>With --select: choose reason &lt;n&gt; (1 = the first) in the Why? panel, to show its points and its line of play on the board.</source>
        <translation>With --select: choose reason &lt;n&gt; (1 = the first) in the Why? panel, to show its points and its line of play on the board.</translation>
    </message>
    <message>
        <source>--reason wants a reason&apos;s number, 1 or more, not “%1”.</source>
        <translation>--reason wants a reason&apos;s number, 1 or more, not “%1”.</translation>
    </message>
    <message>
        <source>--reason chooses a reason of the group --select names; give --select too.</source>
        <translation>--reason chooses a reason of the group --select names; give --select too.</translation>
    </message>
    <message>
        <source>--reason %1: the group selected has no reason %1.</source>
        <translation>--reason %1: the group selected has no reason %1.</translation>
    </message>
    <message>
        <source>Show the Game Tree tab under the board instead of the game review.</source>
        <translation>Show the Game Tree tab under the board instead of the game review.</translation>
    </message>
    <message>
        <source>--select asks the Why? panel about a group of Go stones; this record is a Renju or gomoku game.</source>
        <translation>--select asks the Why? panel about a group of Go stones; this record is a Renju or gomoku game.</translation>
    </message>
    <message>
        <source>Show the candidate moves of a GTP program that answers lz-analyze or kata-analyze, started with &lt;command&gt; (e.g. &quot;irodori-cli gtp&quot;); a screenshot waits for its third report.</source>
        <translation>Show the candidate moves of a GTP program that answers lz-analyze or kata-analyze, started with &lt;command&gt; (e.g. &quot;irodori-cli gtp&quot;); a screenshot waits for its third report.</translation>
    </message>
    <message>
        <source>command</source>
        <translation>command</translation>
    </message>
    <message>
        <source>--analyze-with: %1</source>
        <translation>--analyze-with: %1</translation>
    </message>
    <message>
        <source>the program sent no analysis in time.</source>
        <translation>the program sent no analysis in time.</translation>
    </message>
    <message>
        <source>Show these study layers, separated by commas (%1; &quot;threats&quot; for a Renju or gomoku record; &quot;none&quot; for none).</source>
        <translation>Show these study layers, separated by commas (%1; &quot;threats&quot; for a Renju or gomoku record; &quot;none&quot; for none).</translation>
    </message>
</context>
<context>
    <name>ExportPrompts</name>
    <message>
        <source>PNG image</source>
        <translation>PNG image</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG drawing</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF document</translation>
    </message>
    <message>
        <source>Export Board as %1</source>
        <translation>Export Board as %1</translation>
    </message>
    <message>
        <source>The board is exported as it is shown, with the layers that are on.</source>
        <translation>The board is exported as it is shown, with the layers that are on.</translation>
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
        <translation>Width and height:</translation>
    </message>
    <message>
        <source>Twice the pixels, for high-density screens (device-pixel ratio 2)</source>
        <translation>Twice the pixels, for high-density screens (device-pixel ratio 2)</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>Export Board</translation>
    </message>
    <message>
        <source>Print Board</source>
        <translation>Print Board</translation>
    </message>
    <message>
        <source>Export Game Record</source>
        <translation>Export Game Record</translation>
    </message>
    <message>
        <source>Moves in each figure:</source>
        <translation>Moves in each figure:</translation>
    </message>
</context>
<context>
    <name>GoGuiAnalyze</name>
    <message>
        <source>a board of %1 × %1 values was expected, %2 came</source>
        <translation>a board of %1 × %1 values was expected, %2 came</translation>
    </message>
    <message>
        <source>“%1” needs a point on the board.</source>
        <translation>“%1” needs a point on the board.</translation>
    </message>
    <message>
        <source>“%1” asks for %%2, which this window cannot supply.</source>
        <translation>“%1” asks for %%2, which this window cannot supply.</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>“%1” is not a number</translation>
    </message>
</context>
<context>
    <name>Kifu</name>
    <message>
        <source>%1: pass</source>
        <translation>%1: pass</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 at %2</translation>
    </message>
    <message>
        <source>The line shown has no moves to print.</source>
        <translation>The line shown has no moves to print.</translation>
    </message>
    <message>
        <source>Could not write “%1”.</source>
        <translation>Could not write “%1”.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Move %1</translation>
    </message>
    <message>
        <source>Moves %1–%2</source>
        <translation>Moves %1–%2</translation>
    </message>
</context>
<context>
    <name>Layers</name>
    <message>
        <source>The best candidate move, with its value in points</source>
        <translation>The best candidate move, with its value in points</translation>
    </message>
    <message>
        <source>The expected continuation, in order (principal variation)</source>
        <translation>The expected continuation, in order (principal variation)</translation>
    </message>
    <message>
        <source>solid (two shared liberties)</source>
        <translation>solid (two shared liberties)</translation>
    </message>
    <message>
        <source>kosumi (diagonal step)</source>
        <translation>kosumi (diagonal step)</translation>
    </message>
    <message>
        <source>takefu (bamboo joint)</source>
        <translation>takefu (bamboo joint)</translation>
    </message>
    <message>
        <source>ikken (one-space jump)</source>
        <translation>ikken (one-space jump)</translation>
    </message>
    <message>
        <source>keima (knight&apos;s move)</source>
        <translation>keima (knight&apos;s move)</translation>
    </message>
    <message>
        <source>hazama (diagonal two-point jump)</source>
        <translation>hazama (diagonal two-point jump)</translation>
    </message>
    <message>
        <source>niken (two-space jump)</source>
        <translation>niken (two-space jump)</translation>
    </message>
    <message>
        <source>ogeima (large knight&apos;s move)</source>
        <translation>ogeima (large knight&apos;s move)</translation>
    </message>
    <message>
        <source>sanken (three-space jump)</source>
        <translation>sanken (three-space jump)</translation>
    </message>
    <message>
        <source>daidaikeima (very large knight&apos;s move)</source>
        <translation>daidaikeima (very large knight&apos;s move)</translation>
    </message>
    <message>
        <source>connection shape</source>
        <translation>connection shape</translation>
    </message>
    <message>
        <source>saru-suberi (monkey jump)</source>
        <translation>saru-suberi (monkey jump)</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connected</translation>
    </message>
    <message>
        <source>cuttable</source>
        <translation>cuttable</translation>
    </message>
    <message>
        <source>separate</source>
        <translation>separate</translation>
    </message>
    <message>
        <source>crosscut by strong enemy stones</source>
        <translation>crosscut by strong enemy stones</translation>
    </message>
    <message>
        <source>crosscut, but a cutting stone is weak</source>
        <translation>crosscut, but a cutting stone is weak</translation>
    </message>
    <message>
        <source>an enemy stone at the cut point would be captured</source>
        <translation>an enemy stone at the cut point would be captured</translation>
    </message>
    <message>
        <source>enemy stones at both cut points would be captured</source>
        <translation>enemy stones at both cut points would be captured</translation>
    </message>
    <message>
        <source>one cut point left, next to a strong enemy stone</source>
        <translation>one cut point left, next to a strong enemy stone</translation>
    </message>
    <message>
        <source>one cut point left, next to a weak enemy stone</source>
        <translation>one cut point left, next to a weak enemy stone</translation>
    </message>
    <message>
        <source>an enemy stone wedged in between</source>
        <translation>an enemy stone wedged in between</translation>
    </message>
    <message>
        <source>a weak enemy stone wedged in between</source>
        <translation>a weak enemy stone wedged in between</translation>
    </message>
    <message>
        <source>open jump: the wedge can be answered</source>
        <translation>open jump: the wedge can be answered</translation>
    </message>
    <message>
        <source>enemy stones on both sides: a wedge cuts</source>
        <translation>enemy stones on both sides: a wedge cuts</translation>
    </message>
    <message>
        <source>knight&apos;s move with both cut points open</source>
        <translation>knight&apos;s move with both cut points open</translation>
    </message>
    <message>
        <source>the enemy has pushed into the knight&apos;s move</source>
        <translation>the enemy has pushed into the knight&apos;s move</translation>
    </message>
    <message>
        <source>pushed into, but the other cut point would be captured</source>
        <translation>pushed into, but the other cut point would be captured</translation>
    </message>
    <message>
        <source>diagonal jump across an open point</source>
        <translation>diagonal jump across an open point</translation>
    </message>
    <message>
        <source>enemy stones stand in between</source>
        <translation>enemy stones stand in between</translation>
    </message>
    <message>
        <source>across our own sure territory</source>
        <translation>across our own sure territory</translation>
    </message>
    <message>
        <source>across open, uncontested space</source>
        <translation>across open, uncontested space</translation>
    </message>
    <message>
        <source>the space between is contested</source>
        <translation>the space between is contested</translation>
    </message>
    <message>
        <source>too far apart to hold together</source>
        <translation>too far apart to hold together</translation>
    </message>
    <message>
        <source>two or more shared liberties (miai)</source>
        <translation>two or more shared liberties (miai)</translation>
    </message>
    <message>
        <source>bamboo joint: two gaps, one always connects</source>
        <translation>bamboo joint: two gaps, one always connects</translation>
    </message>
    <message>
        <source>shares a miai point with another link: one move threatens both</source>
        <translation>shares a miai point with another link: one move threatens both</translation>
    </message>
    <message>
        <source>hane-under shape: a wedge is captured</source>
        <translation>hane-under shape: a wedge is captured</translation>
    </message>
    <message>
        <source>corner kosumi: a stone in the corner would have no liberty</source>
        <translation>corner kosumi: a stone in the corner would have no liberty</translation>
    </message>
    <message>
        <source>kosumi to the first line: a cut there is in atari against the edge</source>
        <translation>kosumi to the first line: a cut there is in atari against the edge</translation>
    </message>
    <message>
        <source>one-space jump on the first line: the wedge is in atari</source>
        <translation>one-space jump on the first line: the wedge is in atari</translation>
    </message>
    <message>
        <source>bridge under on the first line: the wedge and the stone above it are captured together</source>
        <translation>bridge under on the first line: the wedge and the stone above it are captured together</translation>
    </message>
    <message>
        <source>hanging connection: the cut point is a tiger&apos;s mouth</source>
        <translation>hanging connection: the cut point is a tiger&apos;s mouth</translation>
    </message>
    <message>
        <source>ponnuki shape: the enemy cannot play in the middle</source>
        <translation>ponnuki shape: the enemy cannot play in the middle</translation>
    </message>
    <message>
        <source>tiger&apos;s mouth: a stone played inside is captured</source>
        <translation>tiger&apos;s mouth: a stone played inside is captured</translation>
    </message>
    <message>
        <source>knight&apos;s move to the first line: the wedge dies on the edge</source>
        <translation>knight&apos;s move to the first line: the wedge dies on the edge</translation>
    </message>
    <message>
        <source>peeped jump: the wedge is still captured (ladder or net)</source>
        <translation>peeped jump: the wedge is still captured (ladder or net)</translation>
    </message>
    <message>
        <source>one-space jump on the second line: the wedge is driven to the edge and captured</source>
        <translation>one-space jump on the second line: the wedge is driven to the edge and captured</translation>
    </message>
    <message>
        <source>kosumi on the second line: the cut is driven to the edge and captured</source>
        <translation>kosumi on the second line: the cut is driven to the edge and captured</translation>
    </message>
    <message>
        <source>Blue: the same group, cannot be cut</source>
        <translation>Blue: the same group, cannot be cut</translation>
    </message>
    <message>
        <source>Yellow: the same group, but a cut must be checked</source>
        <translation>Yellow: the same group, but a cut must be checked</translation>
    </message>
    <message>
        <source>Red: related, but separate groups</source>
        <translation>Red: related, but separate groups</translation>
    </message>
    <message>
        <source>Solid line: solid, kosumi (diagonal), takefu (bamboo joint), shapes</source>
        <translation>Solid line: solid, kosumi (diagonal), takefu (bamboo joint), shapes</translation>
    </message>
    <message>
        <source>Dashed: ikken (one-space jump), keima (knight&apos;s move), hazama, monkey jump</source>
        <translation>Dashed: ikken (one-space jump), keima (knight&apos;s move), hazama, monkey jump</translation>
    </message>
    <message>
        <source>Dotted: niken, ogeima, sanken, daidaikeima (long jumps)</source>
        <translation>Dotted: niken, ogeima, sanken, daidaikeima (long jumps)</translation>
    </message>
    <message>
        <source>• miai point: if one is taken, the other connects</source>
        <translation>• miai point: if one is taken, the other connects</translation>
    </message>
    <message>
        <source>Black&apos;s potential territory: White can still reduce it</source>
        <translation>Black&apos;s potential territory: White can still reduce it</translation>
    </message>
    <message>
        <source>White&apos;s sure territory</source>
        <translation>White&apos;s sure territory</translation>
    </message>
    <message>
        <source>White&apos;s potential territory</source>
        <translation>White&apos;s potential territory</translation>
    </message>
    <message>
        <source>Potential (influence)</source>
        <translation>Potential (influence)</translation>
    </message>
    <message>
        <source>Aya&apos;s model (distance)</source>
        <translation>Aya&apos;s model (distance)</translation>
    </message>
    <message>
        <source>Black dominates strongly</source>
        <translation>Black dominates strongly</translation>
    </message>
    <message>
        <source>Black leans</source>
        <translation>Black leans</translation>
    </message>
    <message>
        <source>White leans</source>
        <translation>White leans</translation>
    </message>
    <message>
        <source>White dominates strongly</source>
        <translation>White dominates strongly</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Model: %1</translation>
    </message>
    <message>
        <source>Eye space worth an eye or more (number: eyes)</source>
        <translation>Eye space worth an eye or more (number: eyes)</translation>
    </message>
    <message>
        <source>Half an eye: the opponent can spoil it</source>
        <translation>Half an eye: the opponent can spoil it</translation>
    </message>
    <message>
        <source>The move that placed the stone</source>
        <translation>The move that placed the stone</translation>
    </message>
    <message>
        <source>Dead and unsettled stones</source>
        <translation>Dead and unsettled stones</translation>
    </message>
    <message>
        <source>Unsettled string: whoever moves first decides its fate</source>
        <translation>Unsettled string: whoever moves first decides its fate</translation>
    </message>
    <message>
        <source>× attack: the move that captures it</source>
        <translation>× attack: the move that captures it</translation>
    </message>
    <message>
        <source>○ defence: the move that saves it</source>
        <translation>○ defence: the move that saves it</translation>
    </message>
    <message>
        <source>50 %: unsettled, the next move decides</source>
        <translation>50 %: unsettled, the next move decides</translation>
    </message>
    <message>
        <source>100 %: the group lives</source>
        <translation>100 %: the group lives</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Candidate moves and reading</source>
        <translation>Candidate moves and reading</translation>
    </message>
    <message>
        <source>Another candidate move</source>
        <translation>Another candidate move</translation>
    </message>
    <message>
        <source>Links (connections)</source>
        <translation>Links (connections)</translation>
    </message>
    <message>
        <source>two ways to connect (miai)</source>
        <translation>two ways to connect (miai)</translation>
    </message>
    <message>
        <source>peeped (nozoki) from one side</source>
        <translation>peeped (nozoki) from one side</translation>
    </message>
    <message>
        <source>× cut point</source>
        <translation>× cut point</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Territory</translation>
    </message>
    <message>
        <source>Black&apos;s sure territory</source>
        <translation>Black&apos;s sure territory</translation>
    </message>
    <message>
        <source>Charge model (electric potential)</source>
        <translation>Charge model (electric potential)</translation>
    </message>
    <message>
        <source>Eyes and vital points</source>
        <translation>Eyes and vital points</translation>
    </message>
    <message>
        <source>False eye (kakeme): not an eye</source>
        <translation>False eye (kakeme): not an eye</translation>
    </message>
    <message>
        <source>Vital point: who plays here decides life</source>
        <translation>Vital point: who plays here decides life</translation>
    </message>
    <message>
        <source>String numbers</source>
        <translation>String numbers</translation>
    </message>
    <message>
        <source>Stones with one number form one string: they are captured together</source>
        <translation>Stones with one number form one string: they are captured together</translation>
    </message>
    <message>
        <source>Move numbers</source>
        <translation>Move numbers</translation>
    </message>
    <message>
        <source>Dead stone</source>
        <translation>Dead stone</translation>
    </message>
    <message>
        <source>Its fate hangs on a ko</source>
        <translation>Its fate hangs on a ko</translation>
    </message>
    <message>
        <source>Group safety</source>
        <translation>Group safety</translation>
    </message>
    <message>
        <source>0 %: the group is dead</source>
        <translation>0 %: the group is dead</translation>
    </message>
    <message>
        <source>!: group reading finds it critical, whoever moves first decides</source>
        <translation>!: group reading finds it critical, whoever moves first decides</translation>
    </message>
</context>
<context>
    <name>MoveAnnotation</name>
    <message>
        <source>good move</source>
        <translation>good move</translation>
    </message>
    <message>
        <source>bad move</source>
        <translation>bad move</translation>
    </message>
    <message>
        <source>interesting move</source>
        <translation>interesting move</translation>
    </message>
    <message>
        <source>doubtful move</source>
        <translation>doubtful move</translation>
    </message>
    <message>
        <source>good for Black</source>
        <translation>good for Black</translation>
    </message>
    <message>
        <source>good for White</source>
        <translation>good for White</translation>
    </message>
    <message>
        <source>even</source>
        <translation>even</translation>
    </message>
    <message>
        <source>unclear</source>
        <translation>unclear</translation>
    </message>
    <message>
        <source>hotspot</source>
        <translation>hotspot</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Captured whoever moves first</source>
        <translation>Captured whoever moves first</translation>
    </message>
    <message>
        <source>Two half eyes hang on one point: playing there makes both real</source>
        <translation>Two half eyes hang on one point: playing there makes both real</translation>
    </message>
    <message>
        <source>Two eyes: the group lives</source>
        <translation>Two eyes: the group lives</translation>
    </message>
    <message>
        <source>A weak enemy string beside it: capturing it makes an eye</source>
        <translation>A weak enemy string beside it: capturing it makes an eye</translation>
    </message>
    <message>
        <source>One move makes another eye</source>
        <translation>One move makes another eye</translation>
    </message>
    <message>
        <source>Can connect to a living group</source>
        <translation>Can connect to a living group</translation>
    </message>
    <message>
        <source>Can join a group with one eye: together they have two</source>
        <translation>Can join a group with one eye: together they have two</translation>
    </message>
    <message>
        <source>Alive by connecting to a living group</source>
        <translation>Alive by connecting to a living group</translation>
    </message>
    <message>
        <source>Wins the capturing race: the dead neighbour&apos;s space becomes eyes</source>
        <translation>Wins the capturing race: the dead neighbour&apos;s space becomes eyes</translation>
    </message>
    <message>
        <source>Its attackers are dead: it lives again</source>
        <translation>Its attackers are dead: it lives again</translation>
    </message>
    <message>
        <source>One and a half eyes: one move makes two</source>
        <translation>One and a half eyes: one move makes two</translation>
    </message>
    <message>
        <source>Can still connect to a living group</source>
        <translation>Can still connect to a living group</translation>
    </message>
    <message>
        <source>A lone stone: light, easily given up</source>
        <translation>A lone stone: light, easily given up</translation>
    </message>
    <message>
        <source>More eyes than the opponent in the race</source>
        <translation>More eyes than the opponent in the race</translation>
    </message>
    <message>
        <source>Captured if the opponent attacks now, with no way out</source>
        <translation>Captured if the opponent attacks now, with no way out</translation>
    </message>
    <message>
        <source>Hangs on a living group: at least 50 %</source>
        <translation>Hangs on a living group: at least 50 %</translation>
    </message>
    <message>
        <source>One and a half eyes is not dead</source>
        <translation>One and a half eyes is not dead</translation>
    </message>
    <message>
        <source>Dies if the opponent plays here first</source>
        <translation>Dies if the opponent plays here first</translation>
    </message>
    <message>
        <source>One eye against a living group is no seki: it dies in the end</source>
        <translation>One eye against a living group is no seki: it dies in the end</translation>
    </message>
    <message>
        <source>A big eye with a stone thrown in: it can go either way</source>
        <translation>A big eye with a stone thrown in: it can go either way</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) of the region are false eyes</source>
        <translation>
            <numerusform>%n point of the region are false eyes</numerusform>
            <numerusform>%n points of the region are false eyes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>one move makes both half eyes real</source>
        <translation>one move makes both half eyes real</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n stone</numerusform>
            <numerusform>%n stones</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 makes an eye at %2</source>
        <translation>%1 makes an eye at %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) join a living group</source>
        <translation>
            <numerusform>%n point join a living group</numerusform>
            <numerusform>%n points join a living group</numerusform>
        </translation>
    </message>
    <message>
        <source>joins a group with one eye</source>
        <translation>joins a group with one eye</translation>
    </message>
    <message>
        <source>capturing in sente joins a living group</source>
        <translation>capturing in sente joins a living group</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s) taken</source>
        <translation>
            <numerusform>%n stone taken</numerusform>
            <numerusform>%n stones taken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open point(s) within reach</source>
        <translation>
            <numerusform>%n open point within reach</numerusform>
            <numerusform>%n open points within reach</numerusform>
        </translation>
    </message>
    <message>
        <source>only one eye, every outside liberty shared with living group %1</source>
        <translation>only one eye, every outside liberty shared with living group %1</translation>
    </message>
    <message numerus="yes">
        <source>shares %n liberty(ies) with group %1</source>
        <translation>
            <numerusform>shares %n liberty with group %1</numerusform>
            <numerusform>shares %n liberties with group %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a big eye with one stone thrown in</source>
        <translation>a big eye with one stone thrown in</translation>
    </message>
    <message>
        <source>against group %1</source>
        <translation>against group %1</translation>
    </message>
    <message>
        <source>next to living groups, with room to run</source>
        <translation>next to living groups, with room to run</translation>
    </message>
    <message>
        <source>in the open</source>
        <translation>in the open</translation>
    </message>
    <message>
        <source>enclosed by living groups</source>
        <translation>enclosed by living groups</translation>
    </message>
    <message>
        <source>enclosed, no room to run</source>
        <translation>enclosed, no room to run</translation>
    </message>
    <message>
        <source>%1: %2 against %3 liberties</source>
        <translation>%1: %2 against %3 liberties</translation>
    </message>
    <message>
        <source> (room to run: +3)</source>
        <translation> (room to run: +3)</translation>
    </message>
    <message>
        <source>eyes stay %1</source>
        <translation>eyes stay %1</translation>
    </message>
    <message>
        <source>%1 % → %2 %</source>
        <translation>%1 % → %2 %</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>alive</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>dead</translation>
    </message>
    <message>
        <source>unsettled</source>
        <translation>unsettled</translation>
    </message>
    <message>
        <source>seki (both live)</source>
        <translation>seki (both live)</translation>
    </message>
    <message>
        <source>stable</source>
        <translation>stable</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>captured</translation>
    </message>
    <message>
        <source>depends on a ko</source>
        <translation>depends on a ko</translation>
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
        <source>False eyes (kakeme) do not count as eyes</source>
        <translation>False eyes (kakeme) do not count as eyes</translation>
    </message>
    <message>
        <source>An enclosed eye space</source>
        <translation>An enclosed eye space</translation>
    </message>
    <message>
        <source>Capturing in sente joins a living group</source>
        <translation>Capturing in sente joins a living group</translation>
    </message>
    <message>
        <source>Capturing race (semeai): liberties counted</source>
        <translation>Capturing race (semeai): liberties counted</translation>
    </message>
    <message>
        <source>Room to run: not dead by a liberty count</source>
        <translation>Room to run: not dead by a liberty count</translation>
    </message>
    <message>
        <source>Seki: neither side can approach, both live</source>
        <translation>Seki: neither side can approach, both live</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), vital point %1</source>
        <translation>
            <numerusform>%n point, vital point %1</numerusform>
            <numerusform>%n points, vital point %1</numerusform>
        </translation>
    </message>
    <message>
        <source>eyes %1 → %2</source>
        <translation>eyes %1 → %2</translation>
    </message>
    <message>
        <source>without a move</source>
        <translation>without a move</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>at %1</translation>
    </message>
    <message>
        <source> (through a ko the other side must start)</source>
        <translation> (through a ko the other side must start)</translation>
    </message>
    <message>
        <source> (only by winning a ko)</source>
        <translation> (only by winning a ko)</translation>
    </message>
    <message>
        <source>Stopped before it answered</source>
        <translation>Stopped before it answered</translation>
    </message>
    <message>
        <source>Alive whatever %1 plays: nothing to read</source>
        <translation>Alive whatever %1 plays: nothing to read</translation>
    </message>
    <message>
        <source>Alive: %1 cannot kill it even moving first</source>
        <translation>Alive: %1 cannot kill it even moving first</translation>
    </message>
    <message>
        <source>Dead: %1 kills it %2, %3 cannot save it</source>
        <translation>Dead: %1 kills it %2, %3 cannot save it</translation>
    </message>
    <message>
        <source>Critical: %1 kills it %2, %3 saves it %4</source>
        <translation>Critical: %1 kills it %2, %3 saves it %4</translation>
    </message>
    <message>
        <source>its first static view settles it</source>
        <translation>its first static view settles it</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) read</source>
        <translation>
            <numerusform>%n position read</numerusform>
            <numerusform>%n positions read</numerusform>
        </translation>
    </message>
    <message>
        <source>the node budget ran out in places, where the static judgement decided</source>
        <translation>the node budget ran out in places, where the static judgement decided</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>critical</translation>
    </message>
    <message>
        <source>Alive: it has room to run, and %1&apos;s kill %2 was read only until the node budget ran out</source>
        <translation>Alive: it has room to run, and %1&apos;s kill %2 was read only until the node budget ran out</translation>
    </message>
    <message>
        <source>Every liberty shared: a sacrifice there leaves the taker a space that dies</source>
        <translation>Every liberty shared: a sacrifice there leaves the taker a space that dies</translation>
    </message>
    <message>
        <source>Every liberty shared: whoever sacrifices first kills the other</source>
        <translation>Every liberty shared: whoever sacrifices first kills the other</translation>
    </message>
    <message>
        <source>Alive: %1 would kill it %2, but every %1 group around it dies whoever moves first</source>
        <translation>Alive: %1 would kill it %2, but every %1 group around it dies whoever moves first</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s); a stone at the vital point %1 takes the enemy stones in atari around it: two eyes</source>
        <translation>
            <numerusform>%n point; a stone at the vital point %1 takes the enemy stones in atari around it: two eyes</numerusform>
            <numerusform>%n points; a stone at the vital point %1 takes the enemy stones in atari around it: two eyes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) in a pocket open at %1; an answer at %2 keeps one eye there</source>
        <translation>
            <numerusform>%n point in a pocket open at %1; an answer at %2 keeps one eye there</numerusform>
            <numerusform>%n points in a pocket open at %1; an answer at %2 keeps one eye there</numerusform>
        </translation>
    </message>
    <message>
        <source>An eye space in a pocket with one way in</source>
        <translation>An eye space in a pocket with one way in</translation>
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
    <message>
        <source>Game records (*.sgf *.ig1 *.psq)</source>
        <translation>Game records (*.sgf *.ig1 *.psq)</translation>
    </message>
    <message>
        <source>Piskvork gomoku games (*.psq)</source>
        <translation>Piskvork gomoku games (*.psq)</translation>
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
    <name>irodori::ui::AnalysisController</name>
    <message>
        <source>Why?</source>
        <translation>Why?</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>Game Review</translation>
    </message>
    <message>
        <source>&amp;Layers Panel</source>
        <translation>&amp;Layers Panel</translation>
    </message>
    <message>
        <source>&amp;Why? Panel</source>
        <translation>&amp;Why? Panel</translation>
    </message>
    <message>
        <source>Game &amp;Review</source>
        <translation>Game &amp;Review</translation>
    </message>
    <message>
        <source>%1 group: %2, safety %3 % — the reasons are in the Why? panel.</source>
        <translation>%1 group: %2, safety %3 % — the reasons are in the Why? panel.</translation>
    </message>
    <message>
        <source>Analysing the position…</source>
        <translation>Analysing the position…</translation>
    </message>
    <message>
        <source>Reading ahead…</source>
        <translation>Reading ahead…</translation>
    </message>
    <message>
        <source>Analysing the game: %1 of %2 positions</source>
        <translation>Analysing the game: %1 of %2 positions</translation>
    </message>
    <message>
        <source>Black&apos;s lead (estimate): %1</source>
        <translation>Black&apos;s lead (estimate): %1</translation>
    </message>
    <message numerus="yes">
        <source>Reading ahead: %n move(s) deep…</source>
        <translation>
            <numerusform>Reading ahead: %n move deep…</numerusform>
            <numerusform>Reading ahead: %n moves deep…</numerusform>
        </translation>
    </message>
    <message>
        <source>The review reads Go games; a Renju or gomoku record has none.</source>
        <translation>The review reads Go games; a Renju or gomoku record has none.</translation>
    </message>
    <message>
        <source>The study layers read Go; a Renju or gomoku record has none (View → Renju Threats studies it).</source>
        <translation>The study layers read Go; a Renju or gomoku record has none (View → Renju Threats studies it).</translation>
    </message>
</context>
<context>
    <name>irodori::ui::AnalysisGraph</name>
    <message>
        <source>Black&apos;s lead move by move (up: Black, down: White) and the safety of the largest groups. Click to go to a move.</source>
        <translation>Black&apos;s lead move by move (up: Black, down: White) and the safety of the largest groups. Click to go to a move.</translation>
    </message>
    <message>
        <source>B+%1</source>
        <translation>B+%1</translation>
    </message>
    <message>
        <source>W+%1</source>
        <translation>W+%1</translation>
    </message>
    <message>
        <source>Open a game to see its analysis graph</source>
        <translation>Open a game to see its analysis graph</translation>
    </message>
    <message>
        <source>Analysing the game: %1 of %2</source>
        <translation>Analysing the game: %1 of %2</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Move %1</translation>
    </message>
    <message>
        <source>Black leads by %1</source>
        <translation>Black leads by %1</translation>
    </message>
    <message>
        <source>White leads by %1</source>
        <translation>White leads by %1</translation>
    </message>
</context>
<context>
    <name>irodori::ui::BoardMarks</name>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Coordinates</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Letters and numbers around the board (A–T without I, 1 at the bottom)</source>
        <translation>Letters and numbers around the board (A–T without I, 1 at the bottom)</translation>
    </message>
    <message>
        <source>&amp;Last Move</source>
        <translation>&amp;Last Move</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>A ring on the stone played last</source>
        <translation>A ring on the stone played last</translation>
    </message>
    <message>
        <source>&amp;Ko Point</source>
        <translation>&amp;Ko Point</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>A square on the point the ko forbids retaking at once</source>
        <translation>A square on the point the ko forbids retaking at once</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>&amp;Next Move</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>The record&apos;s next move as a faint stone, where no variation letters show it</source>
        <translation>The record&apos;s next move as a faint stone, where no variation letters show it</translation>
    </message>
    <message>
        <source>Plain &amp;Paper Board</source>
        <translation>Plain &amp;Paper Board</translation>
    </message>
    <message>
        <source>A white board without wood or shadows, as a printed diagram</source>
        <translation>A white board without wood or shadows, as a printed diagram</translation>
    </message>
</context>
<context>
    <name>irodori::ui::ClockSettingsEdit</name>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>no main time</source>
        <translation>no main time</translation>
    </message>
    <message>
        <source>Main time in minutes</source>
        <translation>Main time in minutes</translation>
    </message>
    <message>
        <source>Each player&apos;s main time (持ち時間); with neither main time nor byo-yomi the game has no clock</source>
        <translation>Each player&apos;s main time (持ち時間); with neither main time nor byo-yomi the game has no clock</translation>
    </message>
    <message>
        <source>byo-yomi </source>
        <translation>byo-yomi </translation>
    </message>
    <message>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <source>no byo-yomi</source>
        <translation>no byo-yomi</translation>
    </message>
    <message>
        <source>Byo-yomi periods</source>
        <translation>Byo-yomi periods</translation>
    </message>
    <message>
        <source>Byo-yomi (秒読み) after the main time: a move within a period keeps it; the last period spent loses on time</source>
        <translation>Byo-yomi (秒読み) after the main time: a move within a period keeps it; the last period spent loses on time</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Seconds per byo-yomi period</source>
        <translation>Seconds per byo-yomi period</translation>
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
    <name>irodori::ui::EditTools</name>
    <message>
        <source>&amp;Play Moves</source>
        <translation>&amp;Play Moves</translation>
    </message>
    <message>
        <source>Add &amp;Black Stones</source>
        <translation>Add &amp;Black Stones</translation>
    </message>
    <message>
        <source>Add &amp;White Stones</source>
        <translation>Add &amp;White Stones</translation>
    </message>
    <message>
        <source>&amp;Remove Stones</source>
        <translation>&amp;Remove Stones</translation>
    </message>
    <message>
        <source>Mark with &amp;Triangles</source>
        <translation>Mark with &amp;Triangles</translation>
    </message>
    <message>
        <source>Mark with &amp;Squares</source>
        <translation>Mark with &amp;Squares</translation>
    </message>
    <message>
        <source>Mark with &amp;Circles</source>
        <translation>Mark with &amp;Circles</translation>
    </message>
    <message>
        <source>Mark with Cr&amp;osses</source>
        <translation>Mark with Cr&amp;osses</translation>
    </message>
    <message>
        <source>Mark with &amp;Letters</source>
        <translation>Mark with &amp;Letters</translation>
    </message>
    <message>
        <source>Play Moves (Esc)</source>
        <translation>Play Moves (Esc)</translation>
    </message>
    <message>
        <source>S&amp;witch Side to Move</source>
        <translation>S&amp;witch Side to Move</translation>
    </message>
    <message>
        <source>The other player plays next (the record says so with PL)</source>
        <translation>The other player plays next (the record says so with PL)</translation>
    </message>
    <message>
        <source>Black plays next.</source>
        <translation>Black plays next.</translation>
    </message>
    <message>
        <source>White plays next.</source>
        <translation>White plays next.</translation>
    </message>
    <message>
        <source>Clicks on the board play moves</source>
        <translation>Clicks on the board play moves</translation>
    </message>
    <message>
        <source>Click a point to mark it with a triangle, or to remove the mark</source>
        <translation>Click a point to mark it with a triangle, or to remove the mark</translation>
    </message>
    <message>
        <source>Click a point to mark it with a square, or to remove the mark</source>
        <translation>Click a point to mark it with a square, or to remove the mark</translation>
    </message>
    <message>
        <source>Click a point to mark it with a circle, or to remove the mark</source>
        <translation>Click a point to mark it with a circle, or to remove the mark</translation>
    </message>
    <message>
        <source>Click a point to mark it with a cross, or to remove the mark</source>
        <translation>Click a point to mark it with a cross, or to remove the mark</translation>
    </message>
    <message>
        <source>Click a point to label it with the next free letter, or to remove the label</source>
        <translation>Click a point to label it with the next free letter, or to remove the label</translation>
    </message>
    <message>
        <source>Clicks play moves again.</source>
        <translation>Clicks play moves again.</translation>
    </message>
    <message>
        <source>%1. Esc returns to playing moves.</source>
        <translation>%1. Esc returns to playing moves.</translation>
    </message>
    <message>
        <source>Position &amp;Tools</source>
        <translation>Position &amp;Tools</translation>
    </message>
    <message>
        <source>There is no stone at %1 to take away.</source>
        <translation>There is no stone at %1 to take away.</translation>
    </message>
    <message>
        <source>A stone at %1 would leave stones without a liberty; a set-up position must give every string at least one.</source>
        <translation>A stone at %1 would leave stones without a liberty; a set-up position must give every string at least one.</translation>
    </message>
    <message>
        <source>Black stone placed at %1.</source>
        <translation>Black stone placed at %1.</translation>
    </message>
    <message>
        <source>White stone placed at %1.</source>
        <translation>White stone placed at %1.</translation>
    </message>
    <message>
        <source>The stone at %1 was taken away.</source>
        <translation>The stone at %1 was taken away.</translation>
    </message>
    <message>
        <source>Draw &amp;Arrows</source>
        <translation>Draw &amp;Arrows</translation>
    </message>
    <message>
        <source>Draw Li&amp;nes</source>
        <translation>Draw Li&amp;nes</translation>
    </message>
    <message>
        <source>Click where an arrow starts, then where it points; the same two clicks remove it</source>
        <translation>Click where an arrow starts, then where it points; the same two clicks remove it</translation>
    </message>
    <message>
        <source>Click the two ends of a line; the same two clicks remove it</source>
        <translation>Click the two ends of a line; the same two clicks remove it</translation>
    </message>
    <message>
        <source>Arrow from %1: click the point it shows.</source>
        <translation>Arrow from %1: click the point it shows.</translation>
    </message>
    <message>
        <source>Line from %1: click its other end.</source>
        <translation>Line from %1: click its other end.</translation>
    </message>
    <message>
        <source>The same point twice: nothing drawn.</source>
        <translation>The same point twice: nothing drawn.</translation>
    </message>
    <message>
        <source>Click a point to place a black stone there, or to take it away; drag to place many</source>
        <translation>Click a point to place a black stone there, or to take it away; drag to place many</translation>
    </message>
    <message>
        <source>Click a point to place a white stone there, or to take it away; drag to place many</source>
        <translation>Click a point to place a white stone there, or to take it away; drag to place many</translation>
    </message>
    <message>
        <source>Click a stone to take it off the board; drag to take many</source>
        <translation>Click a stone to take it off the board; drag to take many</translation>
    </message>
    <message numerus="yes">
        <source>%n black stone(s) placed.</source>
        <translation>
            <numerusform>%n black stone placed.</numerusform>
            <numerusform>%n black stones placed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white stone(s) placed.</source>
        <translation>
            <numerusform>%n white stone placed.</numerusform>
            <numerusform>%n white stones placed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s) taken away.</source>
        <translation>
            <numerusform>%n stone taken away.</numerusform>
            <numerusform>%n stones taken away.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) left empty: a stone there would leave stones without a liberty.</source>
        <translation>
            <numerusform>%n point left empty: a stone there would leave stones without a liberty.</numerusform>
            <numerusform>%n points left empty: a stone there would leave stones without a liberty.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irodori::ui::EngineGame</name>
    <message>
        <source>New Game Against &amp;Irodori…</source>
        <translation>New Game Against &amp;Irodori…</translation>
    </message>
    <message>
        <source>Play a game against the engine: colour, board size, handicap, komi and level</source>
        <translation>Play a game against the engine: colour, board size, handicap, komi and level</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Resign</translation>
    </message>
    <message>
        <source>Give up the game against Irodori</source>
        <translation>Give up the game against Irodori</translation>
    </message>
    <message>
        <source>&amp;Accept Score</source>
        <translation>&amp;Accept Score</translation>
    </message>
    <message>
        <source>Agree on the dead stones as marked and record the result</source>
        <translation>Agree on the dead stones as marked and record the result</translation>
    </message>
    <message>
        <source>Irodori (level %1)</source>
        <translation>Irodori (level %1)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Your move</translation>
    </message>
    <message>
        <source>Irodori is thinking…</source>
        <translation>Irodori is thinking…</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>Irodori is thinking… depth %1, best %2</source>
        <translation>Irodori is thinking… depth %1, best %2</translation>
    </message>
    <message>
        <source>Irodori resigns. You win.</source>
        <translation>Irodori resigns. You win.</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passes</translation>
    </message>
    <message>
        <source>plays %1</source>
        <translation>plays %1</translation>
    </message>
    <message>
        <source>Irodori %1.</source>
        <translation>Irodori %1.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Counting…</translation>
    </message>
    <message>
        <source>The game is over. Click a string to mark it dead or alive, then choose Game → Accept Score.</source>
        <translation>The game is over. Click a string to mark it dead or alive, then choose Game → Accept Score.</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score: %1</translation>
    </message>
    <message>
        <source>Jigo: the game is a draw.</source>
        <translation>Jigo: the game is a draw.</translation>
    </message>
    <message>
        <source>You win: %1.</source>
        <translation>You win: %1.</translation>
    </message>
    <message>
        <source>Irodori wins: %1.</source>
        <translation>Irodori wins: %1.</translation>
    </message>
    <message>
        <source>You resigned. Irodori wins.</source>
        <translation>You resigned. Irodori wins.</translation>
    </message>
    <message>
        <source>Irodori is thinking; your move comes next.</source>
        <translation>Irodori is thinking; your move comes next.</translation>
    </message>
    <message>
        <source>Your time is up: Irodori wins on time.</source>
        <translation>Your time is up: Irodori wins on time.</translation>
    </message>
    <message>
        <source>Irodori&apos;s time is up: you win on time.</source>
        <translation>Irodori&apos;s time is up: you win on time.</translation>
    </message>
    <message>
        <source>Your move (Irodori thinks on your time)</source>
        <translation>Your move (Irodori thinks on your time)</translation>
    </message>
</context>
<context>
    <name>irodori::ui::EngineGameDialog</name>
    <message>
        <source>New Game Against Irodori</source>
        <translation>New Game Against Irodori</translation>
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
        <source>You play:</source>
        <translation>You play:</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Board:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Handicap stones</source>
        <translation>Handicap stones</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Handicap:</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>Komi:</translation>
    </message>
    <message>
        <source>Count by area (Chinese rules)</source>
        <translation>Count by area (Chinese rules)</translation>
    </message>
    <message>
        <source>Engine level</source>
        <translation>Engine level</translation>
    </message>
    <message>
        <source>1 answers at once; 10 thinks longest and plays strongest.</source>
        <translation>1 answers at once; 10 thinks longest and plays strongest.</translation>
    </message>
    <message>
        <source>Irodori&apos;s level:</source>
        <translation>Irodori&apos;s level:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Clock:</translation>
    </message>
    <message>
        <source>Irodori thinks on your time too (pondering)</source>
        <translation>Irodori thinks on your time too (pondering)</translation>
    </message>
    <message>
        <source>While you think, Irodori reads ahead in the position; it plays stronger, and the processor works all the time</source>
        <translation>While you think, Irodori reads ahead in the position; it plays stronger, and the processor works all the time</translation>
    </message>
</context>
<context>
    <name>irodori::ui::ExportActions</name>
    <message>
        <source>Export Board as &amp;PNG…</source>
        <translation>Export Board as &amp;PNG…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Save the board as shown, with the layers that are on, as a PNG image</source>
        <translation>Save the board as shown, with the layers that are on, as a PNG image</translation>
    </message>
    <message>
        <source>Export Board as &amp;SVG…</source>
        <translation>Export Board as &amp;SVG…</translation>
    </message>
    <message>
        <source>Save the board as shown as an SVG drawing, sharp at any size</source>
        <translation>Save the board as shown as an SVG drawing, sharp at any size</translation>
    </message>
    <message>
        <source>Export Board as P&amp;DF…</source>
        <translation>Export Board as P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the board as shown as a one-page PDF document</source>
        <translation>Save the board as shown as a one-page PDF document</translation>
    </message>
    <message>
        <source>&amp;Print Board…</source>
        <translation>&amp;Print Board…</translation>
    </message>
    <message>
        <source>Print the board as shown, with the game and the move above it</source>
        <translation>Print the board as shown, with the game and the move above it</translation>
    </message>
    <message>
        <source>%1 — move %2</source>
        <translation>%1 — move %2</translation>
    </message>
    <message>
        <source>Board exported to %1.</source>
        <translation>Board exported to %1.</translation>
    </message>
    <message>
        <source>The board could not be printed: the printer did not accept the page.</source>
        <translation>The board could not be printed: the printer did not accept the page.</translation>
    </message>
    <message>
        <source>Board sent to the printer.</source>
        <translation>Board sent to the printer.</translation>
    </message>
    <message>
        <source>Export Game &amp;Record as PDF…</source>
        <translation>Export Game &amp;Record as PDF…</translation>
    </message>
    <message>
        <source>The moves of the line shown as numbered figures, one to a page, as players print a game</source>
        <translation>The moves of the line shown as numbered figures, one to a page, as players print a game</translation>
    </message>
    <message>
        <source>Black: %1    White: %2</source>
        <translation>Black: %1    White: %2</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game record written to %1.</source>
        <translation>Game record written to %1.</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GameDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Delete Move</source>
        <translation>Delete Move</translation>
    </message>
    <message>
        <source>Delete Variation</source>
        <translation>Delete Variation</translation>
    </message>
    <message>
        <source>Make Main Line</source>
        <translation>Make Main Line</translation>
    </message>
    <message>
        <source>Set Up Stones</source>
        <translation>Set Up Stones</translation>
    </message>
    <message>
        <source>Side to Move</source>
        <translation>Side to Move</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Mark</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comment</translation>
    </message>
    <message>
        <source>Move Name</source>
        <translation>Move Name</translation>
    </message>
    <message>
        <source>Game Information</source>
        <translation>Game Information</translation>
    </message>
    <message>
        <source>Transform Board</source>
        <translation>Transform Board</translation>
    </message>
    <message>
        <source>Move Annotation</source>
        <translation>Move Annotation</translation>
    </message>
    <message>
        <source>Move Variation</source>
        <translation>Move Variation</translation>
    </message>
    <message>
        <source>Opening Decision</source>
        <translation>Opening Decision</translation>
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
    <message>
        <source>Opening:</source>
        <translation>Opening:</translation>
    </message>
    <message>
        <source>e.g. Chinese fuseki, 花月 Kagetsu (4D)</source>
        <translation>e.g. Chinese fuseki, 花月 Kagetsu (4D)</translation>
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
    <message>
        <source>Opening:</source>
        <translation>Opening:</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GameTreeView</name>
    <message>
        <source>Start of the game</source>
        <translation>Start of the game</translation>
    </message>
    <message>
        <source>No move: setup, marks or a comment</source>
        <translation>No move: setup, marks or a comment</translation>
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
</context>
<context>
    <name>irodori::ui::GtpAnalysis</name>
    <message>
        <source>Show another program&apos;s candidate moves and win rates (lz-analyze or kata-analyze) for the position shown</source>
        <translation>Show another program&apos;s candidate moves and win rates (lz-analyze or kata-analyze) for the position shown</translation>
    </message>
    <message>
        <source>Stop GTP &amp;Analysis</source>
        <translation>Stop GTP &amp;Analysis</translation>
    </message>
    <message>
        <source>The analysis was stopped.</source>
        <translation>The analysis was stopped.</translation>
    </message>
    <message>
        <source>Could not start “%1”: %2</source>
        <translation>Could not start “%1”: %2</translation>
    </message>
    <message>
        <source>The analysis program stopped (exit code %1).</source>
        <translation>The analysis program stopped (exit code %1).</translation>
    </message>
    <message>
        <source>GTP programs analyse Go positions; this is a Renju record.</source>
        <translation>GTP programs analyse Go positions; this is a Renju record.</translation>
    </message>
    <message>
        <source>Give the command that starts the program, such as “katago gtp -model … -config …”.</source>
        <translation>Give the command that starts the program, such as “katago gtp -model … -config …”.</translation>
    </message>
    <message>
        <source>%1 offers neither lz-analyze nor kata-analyze: it cannot analyse positions for Irodori.</source>
        <translation>%1 offers neither lz-analyze nor kata-analyze: it cannot analyse positions for Irodori.</translation>
    </message>
    <message>
        <source>%1 analyses the position shown.</source>
        <translation>%1 analyses the position shown.</translation>
    </message>
    <message>
        <source>e.g. katago gtp -model model.bin.gz -config analysis.cfg</source>
        <translation>e.g. katago gtp -model model.bin.gz -config analysis.cfg</translation>
    </message>
    <message>
        <source>A program that answers lz-analyze (Leela Zero, irodori-cli gtp) or kata-analyze (KataGo)</source>
        <translation>A program that answers lz-analyze (Leela Zero, irodori-cli gtp) or kata-analyze (KataGo)</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Program:</translation>
    </message>
    <message>
        <source> cs</source>
        <translation> cs</translation>
    </message>
    <message>
        <source>How often the program reports, in hundredths of a second</source>
        <translation>How often the program reports, in hundredths of a second</translation>
    </message>
    <message>
        <source>Report every:</source>
        <translation>Report every:</translation>
    </message>
    <message>
        <source>GTP programs analyse Go positions; the analysis stopped at the Renju record.</source>
        <translation>GTP programs analyse Go positions; the analysis stopped at the Renju record.</translation>
    </message>
    <message>
        <source>The program cannot analyse a %1×%1 board: %2</source>
        <translation>The program cannot analyse a %1×%1 board: %2</translation>
    </message>
    <message>
        <source>The program refused the position: %1</source>
        <translation>The program refused the position: %1</translation>
    </message>
    <message>
        <source>The program did not analyse the position: %1</source>
        <translation>The program did not analyse the position: %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
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
        <source>%1: best %2, %3 % for %4 (%5 visits)</source>
        <translation>%1: best %2, %3 % for %4 (%5 visits)</translation>
    </message>
    <message>
        <source>%1 leads by %2 points.</source>
        <translation>%1 leads by %2 points.</translation>
    </message>
    <message>
        <source>Analyse with a &amp;GTP Program…</source>
        <translation>Analyse with a &amp;GTP Program…</translation>
    </message>
    <message>
        <source>Analyse with a GTP Program</source>
        <translation>Analyse with a GTP Program</translation>
    </message>
    <message>
        <source>Add the Program&apos;s &amp;Line to the Record</source>
        <translation>Add the Program&apos;s &amp;Line to the Record</translation>
    </message>
    <message>
        <source>The analysing program&apos;s best line becomes a variation of the record</source>
        <translation>The analysing program&apos;s best line becomes a variation of the record</translation>
    </message>
    <message>
        <source>%1: %2 % for %3, %4 visits</source>
        <translation>%1: %2 % for %3, %4 visits</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of %1&apos;s line added as a variation.</source>
        <translation>
            <numerusform>%n move of %1&apos;s line added as a variation.</numerusform>
            <numerusform>%n moves of %1&apos;s line added as a variation.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analyse the &amp;Whole Game…</source>
        <translation>Analyse the &amp;Whole Game…</translation>
    </message>
    <message>
        <source>The program reads every position of the main line and its best move goes into the comments</source>
        <translation>The program reads every position of the main line and its best move goes into the comments</translation>
    </message>
    <message>
        <source>Analyse the Whole Game</source>
        <translation>Analyse the Whole Game</translation>
    </message>
    <message>
        <source>Seconds for each position:</source>
        <translation>Seconds for each position:</translation>
    </message>
    <message>
        <source>The analysis of the game stopped.</source>
        <translation>The analysis of the game stopped.</translation>
    </message>
    <message>
        <source>The analysis of the game stopped at another position.</source>
        <translation>The analysis of the game stopped at another position.</translation>
    </message>
    <message numerus="yes">
        <source>%1 reads the %n position(s) of the main line.</source>
        <translation>
            <numerusform>%1 reads the %n position of the main line.</numerusform>
            <numerusform>%1 reads the %n positions of the main line.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 read every position of the main line; its best moves are in the comments.</source>
        <translation>%1 read every position of the main line; its best moves are in the comments.</translation>
    </message>
    <message>
        <source>Show the Program&apos;s &amp;Territory</source>
        <translation>Show the Program&apos;s &amp;Territory</translation>
    </message>
    <message>
        <source>KataGo&apos;s predicted owner of every point: dark squares Black&apos;s, light ones White&apos;s, the larger the surer</source>
        <translation>KataGo&apos;s predicted owner of every point: dark squares Black&apos;s, light ones White&apos;s, the larger the surer</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) lost much of their player&apos;s win rate: marked ? or ?!.</source>
        <translation>
            <numerusform>%n move lost much of its player&apos;s win rate: marked ? or ?!.</numerusform>
            <numerusform>%n moves lost much of their player&apos;s win rate: marked ? or ?!.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s win rate fell from %2 % to %3 %.</source>
        <translation>%1&apos;s win rate fell from %2 % to %3 %.</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GtpOpponent</name>
    <message>
        <source>Play Against a &amp;GTP Program…</source>
        <translation>Play Against a &amp;GTP Program…</translation>
    </message>
    <message>
        <source>Play a game against another Go program that speaks GTP, such as GNU Go</source>
        <translation>Play a game against another Go program that speaks GTP, such as GNU Go</translation>
    </message>
    <message>
        <source>&amp;Stop the GTP Program</source>
        <translation>&amp;Stop the GTP Program</translation>
    </message>
    <message>
        <source>End the game against the program; the record stays</source>
        <translation>End the game against the program; the record stays</translation>
    </message>
    <message>
        <source>The game against the program was stopped.</source>
        <translation>The game against the program was stopped.</translation>
    </message>
    <message>
        <source>Another record replaced the game; the program was stopped.</source>
        <translation>Another record replaced the game; the program was stopped.</translation>
    </message>
    <message>
        <source>Give the command that starts the program, such as “gnugo --mode gtp”.</source>
        <translation>Give the command that starts the program, such as “gnugo --mode gtp”.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Could not start “%1”: %2</source>
        <translation>Could not start “%1”: %2</translation>
    </message>
    <message>
        <source>The program stopped during the game (exit code %1).</source>
        <translation>The program stopped during the game (exit code %1).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Playing against %1.</source>
        <translation>Playing against %1.</translation>
    </message>
    <message>
        <source>The program cannot play on a %1×%1 board: %2</source>
        <translation>The program cannot play on a %1×%1 board: %2</translation>
    </message>
    <message>
        <source>The program did not accept “%1”: %2</source>
        <translation>The program did not accept “%1”: %2</translation>
    </message>
    <message>
        <source>Play Against a GTP Program</source>
        <translation>Play Against a GTP Program</translation>
    </message>
    <message>
        <source>e.g. gnugo --mode gtp --level 5</source>
        <translation>e.g. gnugo --mode gtp --level 5</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Program:</translation>
    </message>
    <message>
        <source>You play Black</source>
        <translation>You play Black</translation>
    </message>
    <message>
        <source>You play White</source>
        <translation>You play White</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Colour:</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Board:</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>Komi:</translation>
    </message>
    <message>
        <source>GTP commands to send first, separated by ;</source>
        <translation>GTP commands to send first, separated by ;</translation>
    </message>
    <message>
        <source>Setup:</source>
        <translation>Setup:</translation>
    </message>
    <message>
        <source>The program refused the move: %1</source>
        <translation>The program refused the move: %1</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <source>The program could not move: %1</source>
        <translation>The program could not move: %1</translation>
    </message>
    <message>
        <source>%1 resigns. You win.</source>
        <translation>%1 resigns. You win.</translation>
    </message>
    <message>
        <source>The program answered “%1”, which is not a move on this board.</source>
        <translation>The program answered “%1”, which is not a move on this board.</translation>
    </message>
    <message>
        <source>The program played %1, which the rules do not allow here: %2</source>
        <translation>The program played %1, which the rules do not allow here: %2</translation>
    </message>
    <message>
        <source>%1 passes. Your move.</source>
        <translation>%1 passes. Your move.</translation>
    </message>
    <message>
        <source>%1 played %2. Your move.</source>
        <translation>%1 played %2. Your move.</translation>
    </message>
    <message>
        <source>Game over. %1 counts the result %2.</source>
        <translation>Game over. %1 counts the result %2.</translation>
    </message>
    <message>
        <source>Game over: both players passed.</source>
        <translation>Game over: both players passed.</translation>
    </message>
    <message>
        <source>%1 is thinking; your move comes next.</source>
        <translation>%1 is thinking; your move comes next.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Black&apos;s handicap stones (置石) on the star points; White then plays first</source>
        <translation>Black&apos;s handicap stones (置石) on the star points; White then plays first</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Handicap:</translation>
    </message>
    <message>
        <source>The program does not place %1 handicap stones: %2</source>
        <translation>The program does not place %1 handicap stones: %2</translation>
    </message>
    <message>
        <source>The program keeps its own pace: it did not accept a clock (%1).</source>
        <translation>The program keeps its own pace: it did not accept a clock (%1).</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>its own pace</source>
        <translation>its own pace</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Time per move:</translation>
    </message>
    <message>
        <source>The program&apos;s time for each move (GTP time_settings, byo-yomi) in a game without a clock</source>
        <translation>The program&apos;s time for each move (GTP time_settings, byo-yomi) in a game without a clock</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Clock:</translation>
    </message>
    <message>
        <source>Your time is up: %1 wins on time.</source>
        <translation>Your time is up: %1 wins on time.</translation>
    </message>
    <message>
        <source>%1&apos;s time is up: you win on time.</source>
        <translation>%1&apos;s time is up: you win on time.</translation>
    </message>
    <message>
        <source>Irodori (level %1)</source>
        <translation>Irodori (level %1)</translation>
    </message>
    <message>
        <source>Irodori plays Black against it</source>
        <translation>Irodori plays Black against it</translation>
    </message>
    <message>
        <source>Irodori plays White against it</source>
        <translation>Irodori plays White against it</translation>
    </message>
    <message>
        <source>Irodori&apos;s strength when it plays against the program: 1 answers at once, 10 thinks longest</source>
        <translation>Irodori&apos;s strength when it plays against the program: 1 answers at once, 10 thinks longest</translation>
    </message>
    <message>
        <source>Irodori&apos;s level:</source>
        <translation>Irodori&apos;s level:</translation>
    </message>
    <message>
        <source>Irodori is thinking…</source>
        <translation>Irodori is thinking…</translation>
    </message>
    <message>
        <source>Irodori resigns: %1 wins.</source>
        <translation>Irodori resigns: %1 wins.</translation>
    </message>
    <message>
        <source>Irodori plays your side in this game; stop it to play yourself.</source>
        <translation>Irodori plays your side in this game; stop it to play yourself.</translation>
    </message>
    <message>
        <source>%1 stopped during the game (exit code %2).</source>
        <translation>%1 stopped during the game (exit code %2).</translation>
    </message>
    <message>
        <source>Give the command that starts the second program.</source>
        <translation>Give the command that starts the second program.</translation>
    </message>
    <message>
        <source>A second program plays Black against it</source>
        <translation>A second program plays Black against it</translation>
    </message>
    <message>
        <source>A second program plays White against it</source>
        <translation>A second program plays White against it</translation>
    </message>
    <message>
        <source>e.g. irodori-cli gtp, or katago gtp -model …</source>
        <translation>e.g. irodori-cli gtp, or katago gtp -model …</translation>
    </message>
    <message>
        <source>Second program:</source>
        <translation>Second program:</translation>
    </message>
    <message>
        <source>%1 refused the move: %2</source>
        <translation>%1 refused the move: %2</translation>
    </message>
    <message>
        <source>%1 could not move: %2</source>
        <translation>%1 could not move: %2</translation>
    </message>
    <message>
        <source>%1 resigns: %2 wins.</source>
        <translation>%1 resigns: %2 wins.</translation>
    </message>
    <message>
        <source>%1 answered “%2”, which is not a move on this board.</source>
        <translation>%1 answered “%2”, which is not a move on this board.</translation>
    </message>
    <message>
        <source>%1 played %2, which the rules do not allow here: %3</source>
        <translation>%1 played %2, which the rules do not allow here: %3</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passes.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 played %2.</translation>
    </message>
    <message>
        <source>%1&apos;s time is up: %2 wins on time.</source>
        <translation>%1&apos;s time is up: %2 wins on time.</translation>
    </message>
    <message>
        <source>%1 plays your side in this game; stop it to play yourself.</source>
        <translation>%1 plays your side in this game; stop it to play yourself.</translation>
    </message>
    <message>
        <source>A series of games needs a folder to keep them in, one that can be made or written: “%1”.</source>
        <translation>A series of games needs a folder to keep them in, one that can be made or written: “%1”.</translation>
    </message>
    <message>
        <source>Two programs play this many games, the colours changing each game; each game is saved as it ends and the score is told at the end</source>
        <translation>Two programs play this many games, the colours changing each game; each game is saved as it ends and the score is told at the end</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Games:</translation>
    </message>
    <message>
        <source>Save the games in:</source>
        <translation>Save the games in:</translation>
    </message>
    <message>
        <source>The series stops: game %1 could not be saved: %2</source>
        <translation>The series stops: game %1 could not be saved: %2</translation>
    </message>
    <message>
        <source>Series over: %1 won %2, %3 won %4 of %5 games (%6 without a winner); the games are in %7.</source>
        <translation>Series over: %1 won %2, %3 won %4 of %5 games (%6 without a winner); the games are in %7.</translation>
    </message>
    <message>
        <source>%1 Game %2 of %3 next: %4 %5 – %6 %7.</source>
        <translation>%1 Game %2 of %3 next: %4 %5 – %6 %7.</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GtpShell</name>
    <message>
        <source>A GTP command for Irodori&apos;s engine, e.g. attack D4, irodori-why D4, showboard</source>
        <translation>A GTP command for Irodori&apos;s engine, e.g. attack D4, irodori-why D4, showboard</translation>
    </message>
    <message>
        <source>Asked about the position on the board. Moves played here stay on the engine&apos;s board until the board shows another position; the record does not change. ↑ and ↓ recall earlier commands.</source>
        <translation>Asked about the position on the board. Moves played here stay on the engine&apos;s board until the board shows another position; the record does not change. ↑ and ↓ recall earlier commands.</translation>
    </message>
    <message>
        <source>Irodori&apos;s engine answers GTP commands about the position on the board; list_commands names them all.</source>
        <translation>Irodori&apos;s engine answers GTP commands about the position on the board; list_commands names them all.</translation>
    </message>
    <message>
        <source>(no answer: a comment or an empty line)</source>
        <translation>(no answer: a comment or an empty line)</translation>
    </message>
    <message>
        <source>Whom the command goes to: Irodori&apos;s engine, or a program the window plays or analyses with</source>
        <translation>Whom the command goes to: Irodori&apos;s engine, or a program the window plays or analyses with</translation>
    </message>
    <message>
        <source>Irodori</source>
        <translation>Irodori</translation>
    </message>
    <message>
        <source>? %1 cannot take a command now.</source>
        <translation>? %1 cannot take a command now.</translation>
    </message>
    <message>
        <source>The chosen program&apos;s GoGui analyze commands; the answer is drawn on the board</source>
        <translation>The chosen program&apos;s GoGui analyze commands; the answer is drawn on the board</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <source>Runs the analyze command about the position on the board (a command that needs a point waits for a click on the board)</source>
        <translation>Runs the analyze command about the position on the board (a command that needs a point waits for a click on the board)</translation>
    </message>
    <message>
        <source>At every position</source>
        <translation>At every position</translation>
    </message>
    <message>
        <source>Runs the last analyze command again whenever the board shows another position</source>
        <translation>Runs the last analyze command again whenever the board shows another position</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>C&amp;lear Board</translation>
    </message>
    <message>
        <source>Takes the analyze command&apos;s drawing off the board</source>
        <translation>Takes the analyze command&apos;s drawing off the board</translation>
    </message>
    <message>
        <source>GTP speaks of Go positions; this record is a Renju game.</source>
        <translation>GTP speaks of Go positions; this record is a Renju game.</translation>
    </message>
    <message>
        <source>(asking the program for its analyze commands…)</source>
        <translation>(asking the program for its analyze commands…)</translation>
    </message>
    <message>
        <source>%1 (click a point)</source>
        <translation>%1 (click a point)</translation>
    </message>
    <message>
        <source>(the program lists no GoGui analyze commands)</source>
        <translation>(the program lists no GoGui analyze commands)</translation>
    </message>
    <message>
        <source>(the answer cannot be drawn: %1)</source>
        <translation>(the answer cannot be drawn: %1)</translation>
    </message>
    <message>
        <source>? The program cannot take a command now.</source>
        <translation>? The program cannot take a command now.</translation>
    </message>
    <message>
        <source>Click a point on the board for “%1” (Esc: none).</source>
        <translation>Click a point on the board for “%1” (Esc: none).</translation>
    </message>
    <message>
        <source>(no point chosen: the command was not run)</source>
        <translation>(no point chosen: the command was not run)</translation>
    </message>
    <message>
        <source>%1 (settings)</source>
        <translation>%1 (settings)</translation>
    </message>
    <message>
        <source>(the program lists no settings for “%1”)</source>
        <translation>(the program lists no settings for “%1”)</translation>
    </message>
</context>
<context>
    <name>irodori::ui::GuessMode</name>
    <message>
        <source>G&amp;uess the Next Move</source>
        <translation>G&amp;uess the Next Move</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>Click where you think the record plays next; the score counts the moves found at the first try</source>
        <translation>Click where you think the record plays next; the score counts the moves found at the first try</translation>
    </message>
    <message>
        <source>no move guessed yet</source>
        <translation>no move guessed yet</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n at the first try (%2 %)</source>
        <translation>
            <numerusform>%1 of %n at the first try (%2 %)</numerusform>
            <numerusform>%1 of %n at the first try (%2 %)</numerusform>
        </translation>
    </message>
    <message>
        <source>The record has no move after this one to guess; step back to where the guessing should start.</source>
        <translation>The record has no move after this one to guess; step back to where the guessing should start.</translation>
    </message>
    <message>
        <source>Guess the next move: click where %1 plays. Go → Guess the Next Move again ends it.</source>
        <translation>Guess the next move: click where %1 plays. Go → Guess the Next Move again ends it.</translation>
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
        <source>Guessing ended: %1. Clicks play moves again.</source>
        <translation>Guessing ended: %1. Clicks play moves again.</translation>
    </message>
    <message>
        <source>Clicks play moves again.</source>
        <translation>Clicks play moves again.</translation>
    </message>
    <message>
        <source>The line ends here: %1.</source>
        <translation>The line ends here: %1.</translation>
    </message>
    <message>
        <source>%1 is taken; guess an empty point.</source>
        <translation>%1 is taken; guess an empty point.</translation>
    </message>
    <message>
        <source>Right: %1 %2 at the first try.</source>
        <translation>Right: %1 %2 at the first try.</translation>
    </message>
    <message>
        <source>Right: %1 %2.</source>
        <translation>Right: %1 %2.</translation>
    </message>
    <message>
        <source>%1 The line ends here: %2.</source>
        <translation>%1 The line ends here: %2.</translation>
    </message>
    <message>
        <source>%1 Score: %2.</source>
        <translation>%1 Score: %2.</translation>
    </message>
    <message>
        <source>Not %1. %2 played %3.</source>
        <translation>Not %1. %2 played %3.</translation>
    </message>
    <message>
        <source>the record has it as a variation, not as the move played</source>
        <translation>the record has it as a variation, not as the move played</translation>
    </message>
    <message>
        <source>close: the move is within two lines of it</source>
        <translation>close: the move is within two lines of it</translation>
    </message>
    <message>
        <source>not far: within five lines</source>
        <translation>not far: within five lines</translation>
    </message>
    <message>
        <source>the move is elsewhere on the board</source>
        <translation>the move is elsewhere on the board</translation>
    </message>
    <message numerus="yes">
        <source>Not %1 — %2. %n more guess(es) before the move is shown.</source>
        <translation>
            <numerusform>Not %1 — %2. %n more guess before the move is shown.</numerusform>
            <numerusform>Not %1 — %2. %n more guesses before the move is shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irodori::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>The System&apos;s</source>
        <translation>The System&apos;s</translation>
    </message>
    <message>
        <source>Irodori speaks %1 from its next start.</source>
        <translation>Irodori speaks %1 from its next start.</translation>
    </message>
</context>
<context>
    <name>irodori::ui::LayersDock</name>
    <message>
        <source>Layers</source>
        <translation>Layers</translation>
    </message>
    <message>
        <source>Show or hide this layer (%1)</source>
        <translation>Show or hide this layer (%1)</translation>
    </message>
    <message>
        <source>Which model computes the potential map</source>
        <translation>Which model computes the potential map</translation>
    </message>
    <message>
        <source>Tint Stones by Safety</source>
        <translation>Tint Stones by Safety</translation>
    </message>
    <message>
        <source>Tint the stones too</source>
        <translation>Tint the stones too</translation>
    </message>
    <message>
        <source>Potential &amp;Model</source>
        <translation>Potential &amp;Model</translation>
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
        <source>Edit</source>
        <translation>Edit</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Game Tree</translation>
    </message>
    <message>
        <source>Game &amp;Tree</source>
        <translation>Game &amp;Tree</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>GTP Shell</translation>
    </message>
    <message>
        <source>GTP &amp;Shell</source>
        <translation>GTP &amp;Shell</translation>
    </message>
    <message>
        <source>Ask Irodori&apos;s engine GTP commands about the position on the board</source>
        <translation>Ask Irodori&apos;s engine GTP commands about the position on the board</translation>
    </message>
    <message>
        <source>Move %1: the stone at %2.</source>
        <translation>Move %1: the stone at %2.</translation>
    </message>
    <message>
        <source>The stone at %1 was set up, not played.</source>
        <translation>The stone at %1 was set up, not played.</translation>
    </message>
    <message>
        <source>%1&apos;s win rate for Black</source>
        <translation>%1&apos;s win rate for Black</translation>
    </message>
    <message>
        <source>Opponent: %1</source>
        <translation>Opponent: %1</translation>
    </message>
    <message>
        <source>Analysis: %1</source>
        <translation>Analysis: %1</translation>
    </message>
    <message>
        <source>Recover a Record</source>
        <translation>Recover a Record</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Keyboard Shortcuts</translation>
    </message>
    <message>
        <source>Every command that has a key, with its menu and its keys</source>
        <translation>Every command that has a key, with its menu and its keys</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Full Screen</translation>
    </message>
    <message>
        <source>The window fills the screen; the same key returns</source>
        <translation>The window fills the screen; the same key returns</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Irodori %1&lt;/h3&gt;&lt;p&gt;A Go study board that explains itself: which stones belong together, who owns what, and how safe every group is.&lt;/p&gt;&lt;p&gt;It plays against you or other programs, reviews and edits game records (SGF and IG1), shows why each group lives or dies layer by layer, solves problems, plays over the network (GMP) and plays Renju.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Irodori %1&lt;/h3&gt;&lt;p&gt;A Go study board that explains itself: which stones belong together, who owns what, and how safe every group is.&lt;/p&gt;&lt;p&gt;It plays against you or other programs, reviews and edits game records (SGF and IG1), shows why each group lives or dies layer by layer, solves problems, plays over the network (GMP) and plays Renju.&lt;/p&gt;</translation>
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
    <message>
        <source>You, at the board</source>
        <translation>You, at the board</translation>
    </message>
    <message>
        <source>Irodori&apos;s engine</source>
        <translation>Irodori&apos;s engine</translation>
    </message>
    <message>
        <source>Played &amp;by:</source>
        <translation>Played &amp;by:</translation>
    </message>
    <message>
        <source>1 plays at once, 10 thinks longest and plays best.</source>
        <translation>1 plays at once, 10 thinks longest and plays best.</translation>
    </message>
    <message>
        <source>Engine &amp;level:</source>
        <translation>Engine &amp;level:</translation>
    </message>
    <message>
        <source>Wait for another Go program to connect over TCP (Go Modem Protocol).</source>
        <translation>Wait for another Go program to connect over TCP (Go Modem Protocol).</translation>
    </message>
    <message>
        <source>Connect to a Go program that waits for a game over TCP (Go Modem Protocol).</source>
        <translation>Connect to a Go program that waits for a game over TCP (Go Modem Protocol).</translation>
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
    <message>
        <source>Irodori is thinking…</source>
        <translation>Irodori is thinking…</translation>
    </message>
    <message>
        <source>The engine&apos;s move was refused: %1</source>
        <translation>The engine&apos;s move was refused: %1</translation>
    </message>
    <message>
        <source>Irodori&apos;s engine plays this side of the network game.</source>
        <translation>Irodori&apos;s engine plays this side of the network game.</translation>
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
    <name>irodori::ui::ProblemMode</name>
    <message>
        <source>Solve as a &amp;Problem</source>
        <translation>Solve as a &amp;Problem</translation>
    </message>
    <message>
        <source>The position shown is a problem: find the answer the record&apos;s variations hold</source>
        <translation>The position shown is a problem: find the answer the record&apos;s variations hold</translation>
    </message>
    <message>
        <source>&amp;Try the Problem Again</source>
        <translation>&amp;Try the Problem Again</translation>
    </message>
    <message>
        <source>This position has no answers in the record to check a try against.</source>
        <translation>This position has no answers in the record to check a try against.</translation>
    </message>
    <message>
        <source>%1 to play: find the answer. Go → Try the Problem Again starts over.</source>
        <translation>%1 to play: find the answer. Go → Try the Problem Again starts over.</translation>
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
        <source>Clicks play moves again.</source>
        <translation>Clicks play moves again.</translation>
    </message>
    <message>
        <source>Again: %1 to play.</source>
        <translation>Again: %1 to play.</translation>
    </message>
    <message>
        <source>This try is over; Go → Try the Problem Again starts over.</source>
        <translation>This try is over; Go → Try the Problem Again starts over.</translation>
    </message>
    <message>
        <source>It is the other side&apos;s turn in this line; step back or try again.</source>
        <translation>It is the other side&apos;s turn in this line; step back or try again.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>That move is not allowed.</translation>
    </message>
    <message>
        <source>%1 is not among the answers the record knows. Try another move.</source>
        <translation>%1 is not among the answers the record knows. Try another move.</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passes</translation>
    </message>
    <message>
        <source>answers %1</source>
        <translation>answers %1</translation>
    </message>
    <message>
        <source>%1 %2. Your move.</source>
        <translation>%1 %2. Your move.</translation>
    </message>
    <message>
        <source>Correct! The problem is solved.</source>
        <translation>Correct! The problem is solved.</translation>
    </message>
    <message numerus="yes">
        <source>Correct! Solved after %n try(s) the record did not know.</source>
        <translation>
            <numerusform>Correct! Solved after %n try the record did not know.</numerusform>
            <numerusform>Correct! Solved after %n tries the record did not know.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrong: this line fails. Go → Try the Problem Again starts over.</source>
        <translation>Wrong: this line fails. Go → Try the Problem Again starts over.</translation>
    </message>
    <message>
        <source>Next Prob&amp;lem</source>
        <translation>Next Prob&amp;lem</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>The next game of the file, as a problem to solve from its start</source>
        <translation>The next game of the file, as a problem to solve from its start</translation>
    </message>
    <message>
        <source>Pre&amp;vious Problem</source>
        <translation>Pre&amp;vious Problem</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>The previous game of the file, as a problem to solve from its start</source>
        <translation>The previous game of the file, as a problem to solve from its start</translation>
    </message>
    <message>
        <source>Problem %1 of %2: %3 to play.</source>
        <translation>Problem %1 of %2: %3 to play.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of the file&apos;s %n problem(s) solved at the first try.</source>
        <translation>
            <numerusform>%1 of the file&apos;s %n problem solved at the first try.</numerusform>
            <numerusform>%1 of the file&apos;s %n problems solved at the first try.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the Ans&amp;wer</source>
        <translation>Show the Ans&amp;wer</translation>
    </message>
    <message>
        <source>Play out the record&apos;s right line from the problem&apos;s position</source>
        <translation>Play out the record&apos;s right line from the problem&apos;s position</translation>
    </message>
    <message>
        <source>The record marks no line right from this problem&apos;s position.</source>
        <translation>The record marks no line right from this problem&apos;s position.</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>The answer: %1. Go → Try the Problem Again to solve it yourself.</source>
        <translation>The answer: %1. Go → Try the Problem Again to solve it yourself.</translation>
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
    <message>
        <source>&amp;Undo Edit</source>
        <translation>&amp;Undo Edit</translation>
    </message>
    <message>
        <source>Ctrl+Alt+Z</source>
        <translation>Ctrl+Alt+Z</translation>
    </message>
    <message>
        <source>Take back the last change to the record</source>
        <translation>Take back the last change to the record</translation>
    </message>
    <message>
        <source>&amp;Redo Edit</source>
        <translation>&amp;Redo Edit</translation>
    </message>
    <message>
        <source>Make the change taken back again</source>
        <translation>Make the change taken back again</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <source>&amp;Auto Replay</source>
        <translation>&amp;Auto Replay</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Step through the moves by themselves; any other move through the record stops it</source>
        <translation>Step through the moves by themselves; any other move through the record stops it</translation>
    </message>
    <message>
        <source>Replay &amp;Speed</source>
        <translation>Replay &amp;Speed</translation>
    </message>
    <message numerus="yes">
        <source>A Move Every %n Second(s)</source>
        <translation>
            <numerusform>A Move Every %n Second</numerusform>
            <numerusform>A Move Every %n Seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Transform Board</source>
        <translation>&amp;Transform Board</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>Flip &amp;Horizontally</translation>
    </message>
    <message>
        <source>Exchange the left and the right side of the board in the whole record</source>
        <translation>Exchange the left and the right side of the board in the whole record</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>Flip &amp;Vertically</translation>
    </message>
    <message>
        <source>Exchange the top and the bottom of the board in the whole record</source>
        <translation>Exchange the top and the bottom of the board in the whole record</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>Rotate &amp;Clockwise</translation>
    </message>
    <message>
        <source>Turn the board a quarter to the right in the whole record</source>
        <translation>Turn the board a quarter to the right in the whole record</translation>
    </message>
    <message>
        <source>Rotate &amp;Anticlockwise</source>
        <translation>Rotate &amp;Anticlockwise</translation>
    </message>
    <message>
        <source>Turn the board a quarter to the left in the whole record</source>
        <translation>Turn the board a quarter to the left in the whole record</translation>
    </message>
    <message>
        <source>&amp;Swap Colours</source>
        <translation>&amp;Swap Colours</translation>
    </message>
    <message>
        <source>Black becomes White and White Black: moves, stones, players and result</source>
        <translation>Black becomes White and White Black: moves, stones, players and result</translation>
    </message>
    <message>
        <source>Next &amp;Comment</source>
        <translation>Next &amp;Comment</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Down</source>
        <translation>Ctrl+Shift+Down</translation>
    </message>
    <message>
        <source>Forward to the next move with a comment on this line</source>
        <translation>Forward to the next move with a comment on this line</translation>
    </message>
    <message>
        <source>Previous Co&amp;mment</source>
        <translation>Previous Co&amp;mment</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Up</source>
        <translation>Ctrl+Shift+Up</translation>
    </message>
    <message>
        <source>Back to the previous move with a comment</source>
        <translation>Back to the previous move with a comment</translation>
    </message>
    <message>
        <source>Next &amp;Branch Point</source>
        <translation>Next &amp;Branch Point</translation>
    </message>
    <message>
        <source>Shift+PgDown</source>
        <translation>Shift+PgDown</translation>
    </message>
    <message>
        <source>Forward to the next move after which the record has variations</source>
        <translation>Forward to the next move after which the record has variations</translation>
    </message>
    <message>
        <source>Previous B&amp;ranch Point</source>
        <translation>Previous B&amp;ranch Point</translation>
    </message>
    <message>
        <source>Shift+PgUp</source>
        <translation>Shift+PgUp</translation>
    </message>
    <message>
        <source>Back to the previous move after which the record has variations</source>
        <translation>Back to the previous move after which the record has variations</translation>
    </message>
    <message>
        <source>&amp;Find in Comments…</source>
        <translation>&amp;Find in Comments…</translation>
    </message>
    <message>
        <source>Go to the next move whose comment or name holds a text</source>
        <translation>Go to the next move whose comment or name holds a text</translation>
    </message>
    <message>
        <source>Find Ne&amp;xt</source>
        <translation>Find Ne&amp;xt</translation>
    </message>
    <message>
        <source>Go to the next move that holds the text sought last</source>
        <translation>Go to the next move that holds the text sought last</translation>
    </message>
    <message>
        <source>Find in Comments</source>
        <translation>Find in Comments</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Text:</translation>
    </message>
    <message>
        <source>No comment or move name holds “%1”.</source>
        <translation>No comment or move name holds “%1”.</translation>
    </message>
    <message>
        <source>F3</source>
        <translation>F3</translation>
    </message>
    <message>
        <source>&amp;No Annotation</source>
        <translation>&amp;No Annotation</translation>
    </message>
    <message>
        <source>&amp;Good Move (!)</source>
        <translation>&amp;Good Move (!)</translation>
    </message>
    <message>
        <source>&amp;Bad Move (?)</source>
        <translation>&amp;Bad Move (?)</translation>
    </message>
    <message>
        <source>&amp;Interesting Move (!?)</source>
        <translation>&amp;Interesting Move (!?)</translation>
    </message>
    <message>
        <source>&amp;Doubtful Move (?!)</source>
        <translation>&amp;Doubtful Move (?!)</translation>
    </message>
    <message>
        <source>Annotate the move shown; the record keeps it (SGF TE, BM, IT, DO)</source>
        <translation>Annotate the move shown; the record keeps it (SGF TE, BM, IT, DO)</translation>
    </message>
    <message>
        <source>Move Var&amp;iation Up</source>
        <translation>Move Var&amp;iation Up</translation>
    </message>
    <message>
        <source>Put the variation this move is in before the one above it</source>
        <translation>Put the variation this move is in before the one above it</translation>
    </message>
    <message>
        <source>Move Variation Do&amp;wn</source>
        <translation>Move Variation Do&amp;wn</translation>
    </message>
    <message>
        <source>Put the variation this move is in after the one below it</source>
        <translation>Put the variation this move is in after the one below it</translation>
    </message>
    <message>
        <source>&amp;Annotation</source>
        <translation>&amp;Annotation</translation>
    </message>
    <message>
        <source>No &amp;Judgement of the Position</source>
        <translation>No &amp;Judgement of the Position</translation>
    </message>
    <message>
        <source>Good for Blac&amp;k</source>
        <translation>Good for Blac&amp;k</translation>
    </message>
    <message>
        <source>Good for &amp;White</source>
        <translation>Good for &amp;White</translation>
    </message>
    <message>
        <source>&amp;Even Position</source>
        <translation>&amp;Even Position</translation>
    </message>
    <message>
        <source>&amp;Unclear Position</source>
        <translation>&amp;Unclear Position</translation>
    </message>
    <message>
        <source>Judge the position shown; the record keeps it (SGF GB, GW, DM, UC)</source>
        <translation>Judge the position shown; the record keeps it (SGF GB, GW, DM, UC)</translation>
    </message>
    <message>
        <source>&amp;Hotspot</source>
        <translation>&amp;Hotspot</translation>
    </message>
    <message>
        <source>Mark the node as one worth a look (SGF HO): a red diamond in the game tree</source>
        <translation>Mark the node as one worth a look (SGF HO): a red diamond in the game tree</translation>
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
    <message>
        <source>&amp;Copy Game as SGF</source>
        <translation>&amp;Copy Game as SGF</translation>
    </message>
    <message>
        <source>Put the game shown on the clipboard as SGF text, for another program</source>
        <translation>Put the game shown on the clipboard as SGF text, for another program</translation>
    </message>
    <message>
        <source>&amp;Paste Game Record</source>
        <translation>&amp;Paste Game Record</translation>
    </message>
    <message>
        <source>Open the SGF or IG1 game record on the clipboard</source>
        <translation>Open the SGF or IG1 game record on the clipboard</translation>
    </message>
    <message>
        <source>The game is on the clipboard as SGF.</source>
        <translation>The game is on the clipboard as SGF.</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read a game record from.</source>
        <translation>The clipboard holds no text to read a game record from.</translation>
    </message>
    <message>
        <source>The text on the clipboard is not a game record (SGF or IG1).</source>
        <translation>The text on the clipboard is not a game record (SGF or IG1).</translation>
    </message>
    <message numerus="yes">
        <source>Pasted a game record. The reader repaired %n problem(s); see File → Properties for details.</source>
        <translation>
            <numerusform>Pasted a game record. The reader repaired %n problem; see File → Properties for details.</numerusform>
            <numerusform>Pasted a game record. The reader repaired %n problems; see File → Properties for details.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pasted a game record from the clipboard.</source>
        <translation>Pasted a game record from the clipboard.</translation>
    </message>
    <message>
        <source>Copy Position as &amp;Text</source>
        <translation>Copy Position as &amp;Text</translation>
    </message>
    <message>
        <source>Put the position shown on the clipboard as a diagram in Sensei&apos;s Library&apos;s notation, for a forum or a wiki</source>
        <translation>Put the position shown on the clipboard as a diagram in Sensei&apos;s Library&apos;s notation, for a forum or a wiki</translation>
    </message>
    <message>
        <source>The position is on the clipboard as a text diagram.</source>
        <translation>The position is on the clipboard as a text diagram.</translation>
    </message>
    <message>
        <source>Imported %1 (a Piskvork game); saving writes a new SGF file.</source>
        <translation>Imported %1 (a Piskvork game); saving writes a new SGF file.</translation>
    </message>
    <message numerus="yes">
        <source>The other %n game(s) of this file: %1 holds one game.</source>
        <translation>
            <numerusform>The other game of this file: %1 holds one game.</numerusform>
            <numerusform>The other %n games of this file: %1 holds one game.</numerusform>
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
<context>
    <name>irodori::ui::RecordRecovery</name>
    <message>
        <source>Could not write the recovery copy of the record (%1).</source>
        <translation>Could not write the recovery copy of the record (%1).</translation>
    </message>
    <message>
        <source>a new record</source>
        <translation>a new record</translation>
    </message>
    <message>
        <source>Irodori was closed without saving the changes to %1 (last written %2). Open the record as it was then?</source>
        <translation>Irodori was closed without saving the changes to %1 (last written %2). Open the record as it was then?</translation>
    </message>
    <message>
        <source>The recovered record could not be read: %1</source>
        <translation>The recovered record could not be read: %1</translation>
    </message>
    <message>
        <source>Recovered %1; save it to keep the changes.</source>
        <translation>Recovered %1; save it to keep the changes.</translation>
    </message>
</context>
<context>
    <name>irodori::ui::RecordScoring</name>
    <message>
        <source>&amp;Count Score</source>
        <translation>&amp;Count Score</translation>
    </message>
    <message>
        <source>Count the position shown: the dead stones marked, territory and the result</source>
        <translation>Count the position shown: the dead stones marked, territory and the result</translation>
    </message>
    <message>
        <source>Accept Co&amp;unt</source>
        <translation>Accept Co&amp;unt</translation>
    </message>
    <message>
        <source>Write the count into the record as its result</source>
        <translation>Write the count into the record as its result</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Counting…</translation>
    </message>
    <message>
        <source>Count: %1. Click a string to mark it dead or alive; Game → Accept Count writes the result.</source>
        <translation>Count: %1. Click a string to mark it dead or alive; Game → Accept Count writes the result.</translation>
    </message>
    <message>
        <source>The result %1 is in the record.</source>
        <translation>The result %1 is in the record.</translation>
    </message>
</context>
<context>
    <name>irodori::ui::RenjuGame</name>
    <message>
        <source>New &amp;Renju Game…</source>
        <translation>New &amp;Renju Game…</translation>
    </message>
    <message>
        <source>Play Renju (連珠) or gomoku on the 15×15 board, against Irodori or between two players</source>
        <translation>Play Renju (連珠) or gomoku on the 15×15 board, against Irodori or between two players</translation>
    </message>
    <message>
        <source>double three (三三)</source>
        <translation>double three (三三)</translation>
    </message>
    <message>
        <source>double four (四四)</source>
        <translation>double four (四四)</translation>
    </message>
    <message>
        <source>overline (長連)</source>
        <translation>overline (長連)</translation>
    </message>
    <message>
        <source>Renju</source>
        <translation>Renju</translation>
    </message>
    <message>
        <source>Gomoku, five or more</source>
        <translation>Gomoku, five or more</translation>
    </message>
    <message>
        <source>Gomoku, exactly five</source>
        <translation>Gomoku, exactly five</translation>
    </message>
    <message>
        <source>Irodori</source>
        <translation>Irodori</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>New %1 game: Black plays first, in the centre.</source>
        <translation>New %1 game: Black plays first, in the centre.</translation>
    </message>
    <message>
        <source>New %1 game: Irodori plays Black and begins.</source>
        <translation>New %1 game: Irodori plays Black and begins.</translation>
    </message>
    <message>
        <source>New %1 game: you play Black; begin in the centre.</source>
        <translation>New %1 game: you play Black; begin in the centre.</translation>
    </message>
    <message>
        <source>New Renju Game</source>
        <translation>New Renju Game</translation>
    </message>
    <message>
        <source>Renju: Black wins with exactly five and may not make a double three, a double four or an overline. Gomoku: no forbidden moves.</source>
        <translation>Renju: Black wins with exactly five and may not make a double three, a double four or an overline. Gomoku: no forbidden moves.</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>Irodori plays White</source>
        <translation>Irodori plays White</translation>
    </message>
    <message>
        <source>Irodori plays Black</source>
        <translation>Irodori plays Black</translation>
    </message>
    <message>
        <source>Two players on this board</source>
        <translation>Two players on this board</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Opponent:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Irodori&apos;s time per move:</source>
        <translation>Irodori&apos;s time per move:</translation>
    </message>
    <message>
        <source>That point is not on the board.</source>
        <translation>That point is not on the board.</translation>
    </message>
    <message>
        <source>The game is over: %1 made five in a row.</source>
        <translation>The game is over: %1 made five in a row.</translation>
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
        <source>Irodori is thinking; your move comes next.</source>
        <translation>Irodori is thinking; your move comes next.</translation>
    </message>
    <message>
        <source>That point is already occupied.</source>
        <translation>That point is already occupied.</translation>
    </message>
    <message>
        <source>Forbidden to Black: a %1.</source>
        <translation>Forbidden to Black: a %1.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 played %2.</translation>
    </message>
    <message>
        <source>%1 wins with five in a row.</source>
        <translation>%1 wins with five in a row.</translation>
    </message>
    <message>
        <source>Irodori wins with five in a row (%1).</source>
        <translation>Irodori wins with five in a row (%1).</translation>
    </message>
    <message>
        <source>You win with five in a row (%1).</source>
        <translation>You win with five in a row (%1).</translation>
    </message>
    <message>
        <source>Irodori is thinking…</source>
        <translation>Irodori is thinking…</translation>
    </message>
    <message>
        <source>The board is full: the game is a draw.</source>
        <translation>The board is full: the game is a draw.</translation>
    </message>
    <message>
        <source>Irodori played %1. Your move.</source>
        <translation>Irodori played %1. Your move.</translation>
    </message>
    <message>
        <source>Swap Colours?</source>
        <translation>Swap Colours?</translation>
    </message>
    <message>
        <source>Fifth Moves</source>
        <translation>Fifth Moves</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>RIF</source>
        <translation>RIF</translation>
    </message>
    <message>
        <source>Yamaguchi</source>
        <translation>Yamaguchi</translation>
    </message>
    <message>
        <source>Soosõrv-8</source>
        <translation>Soosõrv-8</translation>
    </message>
    <message>
        <source>New Renju game, %1 opening: Black&apos;s first stone goes on the centre point.</source>
        <translation>New Renju game, %1 opening: Black&apos;s first stone goes on the centre point.</translation>
    </message>
    <message>
        <source>New Renju game, %1 opening: Irodori puts the opening.</source>
        <translation>New Renju game, %1 opening: Irodori puts the opening.</translation>
    </message>
    <message>
        <source>New Renju game, %1 opening: you put the opening, Black&apos;s first stone on the centre point.</source>
        <translation>New Renju game, %1 opening: you put the opening, Black&apos;s first stone on the centre point.</translation>
    </message>
    <message>
        <source>Opening rule:</source>
        <translation>Opening rule:</translation>
    </message>
    <message>
        <source>Irodori is deciding; your turn comes next.</source>
        <translation>Irodori is deciding; your turn comes next.</translation>
    </message>
    <message>
        <source>First %1&apos;s player decides whether to swap colours.</source>
        <translation>First %1&apos;s player decides whether to swap colours.</translation>
    </message>
    <message>
        <source>First %1&apos;s player declares how many fifth moves Black will offer.</source>
        <translation>First %1&apos;s player declares how many fifth moves Black will offer.</translation>
    </message>
    <message>
        <source>The first stone goes on the centre point.</source>
        <translation>The first stone goes on the centre point.</translation>
    </message>
    <message>
        <source>In the opening this stone goes within the central %1×%1 square.</source>
        <translation>In the opening this stone goes within the central %1×%1 square.</translation>
    </message>
    <message>
        <source>Choose one of Black&apos;s offered fifth moves (the stones marked 5).</source>
        <translation>Choose one of Black&apos;s offered fifth moves (the stones marked 5).</translation>
    </message>
    <message>
        <source>That fifth move is the same as %1, offered already: the board is symmetrical.</source>
        <translation>That fifth move is the same as %1, offered already: the board is symmetrical.</translation>
    </message>
    <message>
        <source>No swap is due now.</source>
        <translation>No swap is due now.</translation>
    </message>
    <message>
        <source>Irodori decides this.</source>
        <translation>Irodori decides this.</translation>
    </message>
    <message>
        <source>%1&apos;s player swapped: the players change colours.</source>
        <translation>%1&apos;s player swapped: the players change colours.</translation>
    </message>
    <message>
        <source>%1&apos;s player did not swap.</source>
        <translation>%1&apos;s player did not swap.</translation>
    </message>
    <message>
        <source>Colours swapped: you now play %1.</source>
        <translation>Colours swapped: you now play %1.</translation>
    </message>
    <message>
        <source>No swap: you keep %1.</source>
        <translation>No swap: you keep %1.</translation>
    </message>
    <message>
        <source>No number of fifth moves is to be declared now.</source>
        <translation>No number of fifth moves is to be declared now.</translation>
    </message>
    <message>
        <source>Declare from 1 to %1 fifth moves.</source>
        <translation>Declare from 1 to %1 fifth moves.</translation>
    </message>
    <message numerus="yes">
        <source>%n fifth move(s) to be offered.</source>
        <translation>
            <numerusform>%n fifth move to be offered.</numerusform>
            <numerusform>%n fifth moves to be offered.</numerusform>
        </translation>
    </message>
    <message>
        <source>Black offered %1 as the fifth move; White chose %2.</source>
        <translation>Black offered %1 as the fifth move; White chose %2.</translation>
    </message>
    <message>
        <source>Opening (%1): Black&apos;s first stone goes on the centre point.</source>
        <translation>Opening (%1): Black&apos;s first stone goes on the centre point.</translation>
    </message>
    <message>
        <source>Opening (%1): %2&apos;s stone goes within the central %3×%3 square (outlined).</source>
        <translation>Opening (%1): %2&apos;s stone goes within the central %3×%3 square (outlined).</translation>
    </message>
    <message>
        <source>Opening (%1): %2&apos;s player may swap colours.</source>
        <translation>Opening (%1): %2&apos;s player may swap colours.</translation>
    </message>
    <message>
        <source>Opening (%1): %2&apos;s player declares how many fifth moves Black will offer (1 to %3).</source>
        <translation>Opening (%1): %2&apos;s player declares how many fifth moves Black will offer (1 to %3).</translation>
    </message>
    <message numerus="yes">
        <source>Opening (%1): Black offers %n more fifth move(s), no two symmetrical: click the points (a point again takes it back).</source>
        <translation>
            <numerusform>Opening (%1): Black offers %n more fifth move, no two symmetrical: click the points (a point again takes it back).</numerusform>
            <numerusform>Opening (%1): Black offers %n more fifth moves, no two symmetrical: click the points (a point again takes it back).</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening (%1): White chooses one of Black&apos;s offered fifth moves: click it.</source>
        <translation>Opening (%1): White chooses one of Black&apos;s offered fifth moves: click it.</translation>
    </message>
    <message>
        <source>%1&apos;s player</source>
        <translation>%1&apos;s player</translation>
    </message>
    <message>
        <source>%1: swap colours? The player of %2 would then play %3.</source>
        <translation>%1: swap colours? The player of %2 would then play %3.</translation>
    </message>
    <message>
        <source>You play %1. Swap colours and play %2 instead?</source>
        <translation>You play %1. Swap colours and play %2 instead?</translation>
    </message>
    <message>
        <source>%1 (%2): how many fifth moves will Black offer? White picks the one to play.</source>
        <translation>%1 (%2): how many fifth moves will Black offer? White picks the one to play.</translation>
    </message>
    <message>
        <source>Irodori swaps colours: it plays %1, you play %2.</source>
        <translation>Irodori swaps colours: it plays %1, you play %2.</translation>
    </message>
    <message>
        <source>Irodori does not swap: you keep %1.</source>
        <translation>Irodori does not swap: you keep %1.</translation>
    </message>
    <message numerus="yes">
        <source>Irodori declares %n fifth move(s).</source>
        <translation>
            <numerusform>Irodori declares %n fifth move.</numerusform>
            <numerusform>Irodori declares %n fifth moves.</numerusform>
        </translation>
    </message>
    <message>
        <source>Irodori offers %1 as Black&apos;s fifth move.</source>
        <translation>Irodori offers %1 as Black&apos;s fifth move.</translation>
    </message>
    <message>
        <source>Irodori could not choose a fifth move.</source>
        <translation>Irodori could not choose a fifth move.</translation>
    </message>
    <message>
        <source>Irodori played %1.</source>
        <translation>Irodori played %1.</translation>
    </message>
    <message>
        <source>Black&apos;s fifth move is %1; White plays the sixth.</source>
        <translation>Black&apos;s fifth move is %1; White plays the sixth.</translation>
    </message>
    <message>
        <source>Irodori chose %1 as Black&apos;s fifth move.</source>
        <translation>Irodori chose %1 as Black&apos;s fifth move.</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Swap2</translation>
    </message>
    <message>
        <source>Play White</source>
        <translation>Play White</translation>
    </message>
    <message>
        <source>Swap to Black</source>
        <translation>Swap to Black</translation>
    </message>
    <message>
        <source>Two Stones More</source>
        <translation>Two Stones More</translation>
    </message>
    <message>
        <source>New %1 game, Swap2 opening: Irodori puts the first three stones.</source>
        <translation>New %1 game, Swap2 opening: Irodori puts the first three stones.</translation>
    </message>
    <message>
        <source>New %1 game, Swap2 opening: put two black stones and a white one anywhere, Black first.</source>
        <translation>New %1 game, Swap2 opening: put two black stones and a white one anywhere, Black first.</translation>
    </message>
    <message>
        <source>%1&apos;s player keeps %1.</source>
        <translation>%1&apos;s player keeps %1.</translation>
    </message>
    <message>
        <source>%1&apos;s player puts two stones more; the other player then chooses the colour.</source>
        <translation>%1&apos;s player puts two stones more; the other player then chooses the colour.</translation>
    </message>
    <message>
        <source>Opening (%1): stone %2 (%3) goes anywhere.</source>
        <translation>Opening (%1): stone %2 (%3) goes anywhere.</translation>
    </message>
    <message>
        <source>Opening (%1): %2&apos;s player plays White, swaps to Black, or puts a white and a black stone more and lets the other player choose the colour.</source>
        <translation>Opening (%1): %2&apos;s player plays White, swaps to Black, or puts a white and a black stone more and lets the other player choose the colour.</translation>
    </message>
    <message>
        <source>%1: play White, swap to Black, or put two stones more (a white and a black one) and let the other player choose the colour?</source>
        <translation>%1: play White, swap to Black, or put two stones more (a white and a black one) and let the other player choose the colour?</translation>
    </message>
    <message>
        <source>You play White. Keep White, swap to Black, or put two stones more (a white and a black one) and let Irodori choose the colour?</source>
        <translation>You play White. Keep White, swap to Black, or put two stones more (a white and a black one) and let Irodori choose the colour?</translation>
    </message>
    <message>
        <source>Irodori keeps White.</source>
        <translation>Irodori keeps White.</translation>
    </message>
    <message>
        <source>Irodori puts two stones more; then you choose the colour.</source>
        <translation>Irodori puts two stones more; then you choose the colour.</translation>
    </message>
    <message>
        <source>There is no passing in the opening: %1</source>
        <translation>There is no passing in the opening: %1</translation>
    </message>
    <message>
        <source>Taraguchi-10</source>
        <translation>Taraguchi-10</translation>
    </message>
    <message>
        <source>How the first stones are chosen to balance Black&apos;s advantage. RIF: one of the 26 openings, White&apos;s player may swap colours, Black offers two fifth moves and White picks one. Yamaguchi: the number of offers is declared with the opening. Soosõrv-8: White declares 1 to 8 offers with the fourth stone, and Black&apos;s player may swap again. Taraguchi-10: a swap after each stone, in growing squares; then Black puts the fifth within 9×9 (White may swap) or offers ten. Swap2 (gomoku): three stones anywhere, then the other player plays White, swaps, or puts two stones more and lets the first player choose.</source>
        <translation>How the first stones are chosen to balance Black&apos;s advantage. RIF: one of the 26 openings, White&apos;s player may swap colours, Black offers two fifth moves and White picks one. Yamaguchi: the number of offers is declared with the opening. Soosõrv-8: White declares 1 to 8 offers with the fourth stone, and Black&apos;s player may swap again. Taraguchi-10: a swap after each stone, in growing squares; then Black puts the fifth within 9×9 (White may swap) or offers ten. Swap2 (gomoku): three stones anywhere, then the other player plays White, swaps, or puts two stones more and lets the first player choose.</translation>
    </message>
    <message>
        <source>First %1&apos;s player chooses how the opening goes on.</source>
        <translation>First %1&apos;s player chooses how the opening goes on.</translation>
    </message>
    <message>
        <source>%1&apos;s player offers ten fifth moves; White&apos;s player picks one.</source>
        <translation>%1&apos;s player offers ten fifth moves; White&apos;s player picks one.</translation>
    </message>
    <message>
        <source>%1&apos;s player keeps Black and puts the fifth stone.</source>
        <translation>%1&apos;s player keeps Black and puts the fifth stone.</translation>
    </message>
    <message>
        <source>No choice of the opening is due now.</source>
        <translation>No choice of the opening is due now.</translation>
    </message>
    <message>
        <source>Choose 0 (keep the colour), 1 (swap) or 2 (the rule&apos;s other way).</source>
        <translation>Choose 0 (keep the colour), 1 (swap) or 2 (the rule&apos;s other way).</translation>
    </message>
    <message>
        <source>Opening (%1): Black&apos;s player keeps Black and puts the fifth stone within the central 9×9 square, swaps first, or offers ten fifth moves for White to pick from.</source>
        <translation>Opening (%1): Black&apos;s player keeps Black and puts the fifth stone within the central 9×9 square, swaps first, or offers ten fifth moves for White to pick from.</translation>
    </message>
    <message>
        <source>%1: keep Black and put the fifth stone within the central 9×9 square, swap first, or offer ten fifth moves for White to pick from?</source>
        <translation>%1: keep Black and put the fifth stone within the central 9×9 square, swap first, or offer ten fifth moves for White to pick from?</translation>
    </message>
    <message>
        <source>You play Black. Keep Black and put the fifth stone within the central 9×9 square, swap first, or offer ten fifth moves for Irodori to pick from?</source>
        <translation>You play Black. Keep Black and put the fifth stone within the central 9×9 square, swap first, or offer ten fifth moves for Irodori to pick from?</translation>
    </message>
    <message>
        <source>Keep Black</source>
        <translation>Keep Black</translation>
    </message>
    <message>
        <source>Swap to White</source>
        <translation>Swap to White</translation>
    </message>
    <message>
        <source>Offer Ten</source>
        <translation>Offer Ten</translation>
    </message>
    <message>
        <source>Irodori keeps Black and puts the fifth stone.</source>
        <translation>Irodori keeps Black and puts the fifth stone.</translation>
    </message>
    <message>
        <source>Irodori offers ten fifth moves.</source>
        <translation>Irodori offers ten fifth moves.</translation>
    </message>
    <message>
        <source>%1 may swap</source>
        <translation>%1 may swap</translation>
    </message>
    <message>
        <source>%1 declares the offers</source>
        <translation>%1 declares the offers</translation>
    </message>
    <message>
        <source>%1 chooses the way on</source>
        <translation>%1 chooses the way on</translation>
    </message>
    <message>
        <source>Black offers fifth moves</source>
        <translation>Black offers fifth moves</translation>
    </message>
    <message>
        <source>White picks a fifth move</source>
        <translation>White picks a fifth move</translation>
    </message>
    <message>
        <source>The %1 opening of this record is not over: it goes on from move %2.</source>
        <translation>The %1 opening of this record is not over: it goes on from move %2.</translation>
    </message>
    <message>
        <source>Five in a row needs a board of at least 5 lines; this record&apos;s has %1.</source>
        <translation>Five in a row needs a board of at least 5 lines; this record&apos;s has %1.</translation>
    </message>
</context>
<context>
    <name>irodori::ui::RenjuStudy</name>
    <message>
        <source>Renju &amp;Threats</source>
        <translation>Renju &amp;Threats</translation>
    </message>
    <message>
        <source>Show what a stone on each point would make for either side (five, four, four-three, three) and a win by continuous fours, in a Renju or gomoku record</source>
        <translation>Show what a stone on each point would make for either side (five, four, four-three, three) and a win by continuous fours, in a Renju or gomoku record</translation>
    </message>
    <message>
        <source>Five in a row: the game is over.</source>
        <translation>Five in a row: the game is over.</translation>
    </message>
    <message>
        <source>%1 to move wins at once: five at %2.</source>
        <translation>%1 to move wins at once: five at %2.</translation>
    </message>
    <message>
        <source>%1 has an open four (%2): %3 cannot block both ends.</source>
        <translation>%1 has an open four (%2): %3 cannot block both ends.</translation>
    </message>
    <message>
        <source>%1&apos;s four can only be blocked at %2, which is forbidden to Black: White wins.</source>
        <translation>%1&apos;s four can only be blocked at %2, which is forbidden to Black: White wins.</translation>
    </message>
    <message>
        <source>%1 must block %2&apos;s four at %3.</source>
        <translation>%1 must block %2&apos;s four at %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move wins by continuous fours (VCF, 四追い) in %n move(s): %2.</source>
        <translation>
            <numerusform>%1 to move wins by continuous fours (VCF, 四追い) in %n move: %2.</numerusform>
            <numerusform>%1 to move wins by continuous fours (VCF, 四追い) in %n moves: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 threatens a win by continuous fours (VCF) from %2: %3 to move must stop it. The line: %4.</source>
        <translation>%1 threatens a win by continuous fours (VCF) from %2: %3 to move must stop it. The line: %4.</translation>
    </message>
    <message>
        <source>Neither side has a win by continuous fours.</source>
        <translation>Neither side has a win by continuous fours.</translation>
    </message>
    <message>
        <source>%1 to move wins by continuous threats (VCT, 三追い: threes and fours), beginning at %2.</source>
        <translation>%1 to move wins by continuous threats (VCT, 三追い: threes and fours), beginning at %2.</translation>
    </message>
</context>
<context>
    <name>irodori::ui::ReviewPanel</name>
    <message>
        <source>Turning points</source>
        <translation>Turning points</translation>
    </message>
    <message numerus="yes">
        <source>Moves after which a group of %n or more stones died or came back to life</source>
        <translation>
            <numerusform>Moves after which a group of %n or more stones died or came back to life</numerusform>
            <numerusform>Moves after which a group of %n or more stones died or came back to life</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1: %2&apos;s group at %3 (%n stone(s)): %4 → %5</source>
        <translation>
            <numerusform>Move %1: %2&apos;s group at %3 (%n stone): %4 → %5</numerusform>
            <numerusform>Move %1: %2&apos;s group at %3 (%n stones): %4 → %5</numerusform>
        </translation>
    </message>
    <message>
        <source>No group changed between life and death.</source>
        <translation>No group changed between life and death.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#333&apos;&gt;■&lt;/span&gt; Black&apos;s lead</source>
        <translation>&lt;span style=&apos;color:#333&apos;&gt;■&lt;/span&gt; Black&apos;s lead</translation>
    </message>
    <message>
        <source>safety of %1&apos;s group at %2</source>
        <translation>safety of %1&apos;s group at %2</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#d71e1e&apos;&gt;▲&lt;/span&gt; turning point</source>
        <translation>&lt;span style=&apos;color:#d71e1e&apos;&gt;▲&lt;/span&gt; turning point</translation>
    </message>
</context>
<context>
    <name>irodori::ui::RunningClock</name>
    <message>
        <source>time up</source>
        <translation>time up</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n period(s))</source>
        <translation>
            <numerusform>%1 (%n period)</numerusform>
            <numerusform>%1 (%n periods)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
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
    <name>irodori::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Keyboard Shortcuts</translation>
    </message>
    <message>
        <source>Type to find a command or a key</source>
        <translation>Type to find a command or a key</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Command</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
</context>
<context>
    <name>irodori::ui::StoneSound</name>
    <message>
        <source>This build of Irodori has no sound (built without Qt Multimedia)</source>
        <translation>This build of Irodori has no sound (built without Qt Multimedia)</translation>
    </message>
    <message>
        <source>Soun&amp;ds</source>
        <translation>Soun&amp;ds</translation>
    </message>
    <message>
        <source>A click for every stone put on the board, a rattle for stones taken, a tick for each of the last ten seconds on your clock</source>
        <translation>A click for every stone put on the board, a rattle for stones taken, a tick for each of the last ten seconds on your clock</translation>
    </message>
</context>
<context>
    <name>irodori::ui::WhyPanel</name>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Click a reason to see its points on the board</source>
        <translation>Click a reason to see its points on the board</translation>
    </message>
    <message>
        <source>Click a stone to see how safe its group is, and why.</source>
        <translation>Click a stone to see how safe its group is, and why.</translation>
    </message>
    <message>
        <source>No group selected</source>
        <translation>No group selected</translation>
    </message>
    <message>
        <source>No analysis yet</source>
        <translation>No analysis yet</translation>
    </message>
    <message>
        <source>%1 group %2: %3, safety %4 %</source>
        <translation>%1 group %2: %3, safety %4 %</translation>
    </message>
    <message numerus="yes">
        <source> (%n unsettled)</source>
        <translation>
            <numerusform> (%n unsettled)</numerusform>
            <numerusform> (%n unsettled)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message numerus="yes">
        <source>%n region(s), </source>
        <translation>
            <numerusform>%n region, </numerusform>
            <numerusform>%n regions, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Stones</source>
        <translation>Stones</translation>
    </message>
    <message>
        <source>Eye spaces</source>
        <translation>Eye spaces</translation>
    </message>
    <message>
        <source>Liberties</source>
        <translation>Liberties</translation>
    </message>
    <message numerus="yes">
        <source>%n open point(s)</source>
        <translation>
            <numerusform>%n open point</numerusform>
            <numerusform>%n open points</numerusform>
        </translation>
    </message>
    <message>
        <source>Capturing race</source>
        <translation>Capturing race</translation>
    </message>
    <message>
        <source>against group %1: %2 against %3 liberties</source>
        <translation>against group %1: %2 against %3 liberties</translation>
    </message>
    <message>
        <source>Connects at</source>
        <translation>Connects at</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source> — at %1</source>
        <translation> — at %1</translation>
    </message>
    <message>
        <source>Strings</source>
        <translation>Strings</translation>
    </message>
    <message>
        <source>Eyes</source>
        <translation>Eyes</translation>
    </message>
    <message>
        <source>Room to run</source>
        <translation>Room to run</translation>
    </message>
    <message>
        <source>Safety</source>
        <translation>Safety</translation>
    </message>
    <message>
        <source>Group reading</source>
        <translation>Group reading</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Reading</translation>
    </message>
    <message>
        <source> — read: %1</source>
        <translation> — read: %1</translation>
    </message>
    <message>
        <source>%1, and the stones are taken</source>
        <translation>%1, and the stones are taken</translation>
    </message>
    <message>
        <source>%1, and no move is left to try</source>
        <translation>%1, and no move is left to try</translation>
    </message>
    <message>
        <source>%1, and the stones escape</source>
        <translation>%1, and the stones escape</translation>
    </message>
    <message>
        <source>%1, then a ko</source>
        <translation>%1, then a ko</translation>
    </message>
    <message>
        <source>%1, …</source>
        <translation>%1, …</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <translation>Line: %1</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>If %1 plays first</source>
        <translation>If %1 plays first</translation>
    </message>
</context>
</TS>
