<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>eko::desktop::CommandLineText</name>
    <message>
        <location filename="../app/desktop/command_line.cpp" line="+20"/>
        <source>Ekö, the strategy board game for 2 to 4 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved game (.eko) to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interface language: en, ko, pt or zh_CN (default: the saved preference, else the system&apos;s language).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the main window to a PNG file and exit. Without FILE, a sample 3-player game is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print the time from start to the first painted window (milliseconds, on stderr) and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume an interrupted game without asking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For testing: play N random legal actions after start, print a line on stdout, and keep running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>eko: only one file can be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>eko: unknown language “%1”; use en, ko, pt or zh_CN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>eko: --screenshot needs a file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>eko: --autoplay needs a number from 0 to 100000.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::desktop::Screenshot</name>
    <message>
        <location filename="../app/desktop/screenshot.cpp" line="+65"/>
        <source>eko: cannot write the image %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::files</name>
    <message>
        <location filename="../engine/files/file_io.cpp" line="+19"/>
        <source>%1 is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot open %1: %2</source>
        <extracomment>%1: file name; %2: the system&apos;s reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+14"/>
        <location filename="../engine/files/json_document.cpp" line="+67"/>
        <source>the file is larger than %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot save %1: %2</source>
        <extracomment>%1: file name; %2: the system&apos;s reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>only part of the file could be written (is the disk full?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/files/game_reader.cpp" line="+24"/>
        <source>the game is not over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins by points</source>
        <extracomment>%1: a colour id such as &quot;red&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a draw (no disc left on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw (no progress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the file says %1, but replaying the actions gives %2</source>
        <extracomment>%1, %2: results in words, e.g. &quot;red wins by points&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not a date and time such as &quot;2024-05-01T18:30:00Z&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not a whole number from 0 to 18446744073709551615 written in decimal digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the scenario is for %1 players, but this list has %2 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>player %1 in seat order is %2, not %3</source>
        <extracomment>%1: a position in the list (0, 1...); %2, %3: colour ids.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>a draw has no winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>has %1 actions; on a board of %2 spaces at most %3 can be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>action %1 &quot;%2&quot; is not an action in Ekö notation on this board</source>
        <extracomment>%1: the action&apos;s number (from 1); %2: its text in the file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>action %1 &quot;%2&quot; is not legal: %3</source>
        <extracomment>%1: the action&apos;s number (from 1); %2: its text; %3: the rules&apos; reason (English).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/files/json_document.cpp" line="-42"/>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the text is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the text ends too early; is the file truncated?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number is not valid or too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the data is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this is not valid JSON (%1)</source>
        <extracomment>%1: the JSON parser&apos;s own description of the error, in English.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the file must hold one JSON object { … }, not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>this file is %1, not %2</source>
        <extracomment>%1: what the file is (&quot;a saved game&quot;); %2: what was expected (&quot;a scenario&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown format &quot;%1&quot;; expected &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/files/json_reader.cpp" line="+132"/>
        <location filename="../engine/files/position_reader.cpp" line="+199"/>
        <location filename="../engine/files/scenario_reader.cpp" line="+89"/>
        <source>this field is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file has format version %1, written by a newer version of Ekö; this program reads versions up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/files/json_reader.cpp" line="-104"/>
        <source>the text &quot;%1&quot;</source>
        <extracomment>Describes a text value found in a file; %1 is the text (shortened).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+29"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+19"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-16"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>must be %1, not %2</source>
        <extracomment>%1: what a field must hold (&quot;a list&quot;, &quot;text&quot;...); %2: what the file has instead.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>has %1 entries; at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a whole number from %1 to %2</source>
        <extracomment>A whole number in a range, e.g. &quot;a whole number from 1 to 4&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>one of %1</source>
        <extracomment>%1: the allowed words in quotes, separated by commas.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>unknown field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/files/scenario_file.cpp" line="+29"/>
        <source>this scenario cannot be saved:
%1</source>
        <extracomment>%1: the problems found, one per line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/files/scenario_reader.cpp" line="-46"/>
        <source>a position is given only with &quot;setup&quot;: &quot;position&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+64"/>
        <source>the board has no spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>q %1, r %2 is already the space at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this space is named &quot;%1&quot; on this board, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/files/position_reader.cpp" line="-79"/>
        <source>there is no space &quot;%1&quot; on this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 already holds the stack at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 already holds the building at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not a player of this game; the players are %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-144"/>
        <source>in the Emperor swap, fewer than %1 players have swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>with swapsDone %1 and firstPlayer %2, the Emperor swap is %3&apos;s, not %4&apos;s</source>
        <extracomment>%1: a number of players; %2, %3, %4: colour ids.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 turns without progress: the game would already be drawn (a draw comes at %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::AboutDialog</name>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="+60"/>
        <source>About Ekö</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A strategy board game for 2 to 4 players: march your stacks across the desert, raise villages, towers and castles, capture Emperors and hold a palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at one computer, passing it between turns; every action can be undone, and the game in progress is saved after every action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::ActionButtons</name>
    <message>
        <location filename="../ui/window/action_buttons.cpp" line="+64"/>
        <source>Keep the Emperor where it is</source>
        <extracomment>Button in the Emperor swap: decline the swap.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the Emperor swap. To swap instead, click your Emperor&apos;s stack, then one of your other stacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced march</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Remove %n disc(s) of your reserve from the game to take a second action.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the turn</source>
        <extracomment>Button: end the turn without a forced march (no reinforcement is possible).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the forced march; no reinforcement is possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <extracomment>Button shown when the player has no legal action.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no legal action: the action phase is a pass.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::ActionField</name>
    <message>
        <location filename="../ui/window/action_field.cpp" line="+65"/>
        <source>Type an action, e.g. c4-e5, T@d3/c4, march</source>
        <extracomment>Placeholder of the field where an action is typed in notation.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from the keyboard: type an action in notation and press Enter. The legal actions are offered as you type.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::Autosave</name>
    <message>
        <location filename="../ui/app/autosave.cpp" line="+25"/>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::BoardView</name>
    <message>
        <location filename="../ui/board/board_view.cpp" line="+32"/>
        <source>Board</source>
        <extracomment>Accessible name of the board view.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::EndOfGameDialog</name>
    <message>
        <location filename="../ui/dialogs/end_of_game_dialog.cpp" line="+87"/>
        <source>Game Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VP</source>
        <extracomment>Column: victory points.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buildings</source>
        <extracomment>Column: victory points from buildings.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captives</source>
        <extracomment>Column: captive Emperors held.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Palace</source>
        <extracomment>Column: whether the player has a palace.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>yes</source>
        <extracomment>In the Palace column: the player has a palace.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::Explain</name>
    <message numerus="yes">
        <location filename="../ui/text/explain.cpp" line="+39"/>
        <source>%n disc(s)</source>
        <extracomment>A number of discs (the game pieces), e.g. &quot;1 disc&quot;, &quot;3 discs&quot;.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n village(s)</source>
        <extracomment>A number of villages, e.g. &quot;1 village&quot;, &quot;5 villages&quot;.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tower(s)</source>
        <extracomment>A number of towers, e.g. &quot;1 tower&quot;, &quot;3 towers&quot;.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n castle(s)</source>
        <extracomment>A number of castles, e.g. &quot;1 castle&quot;, &quot;0 castles&quot;.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>desert</source>
        <extracomment>Terrain of a space, inside a sentence (lower case where the language allows).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chasm</source>
        <extracomment>Terrain: impassable space.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>oasis</source>
        <extracomment>Terrain: construction site for a village.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reg</source>
        <extracomment>Terrain: stony plain, a construction site for a village or tower (GLOSSARY: reg).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mesa</source>
        <extracomment>Terrain: table mountain, a construction site for a tower or castle.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capital</source>
        <extracomment>Terrain: construction site for any building; a building on it is a palace.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>village</source>
        <extracomment>Building (1 VP), inside a sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tower</source>
        <extracomment>Building (2 VP), inside a sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castle</source>
        <extracomment>Building (3 VP), inside a sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>red</source>
        <extracomment>Player colour inside a sentence, e.g. &quot;the stack on c4 is red&apos;s&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>blue</source>
        <extracomment>Player colour inside a sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yellow</source>
        <extracomment>Player colour inside a sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>green</source>
        <extracomment>Player colour inside a sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nobody</source>
        <extracomment>Owner of something that belongs to no player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Red</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yellow</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody</source>
        <extracomment>Owner of something that belongs to no player, as a label.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2)</source>
        <extracomment>A player: %1 colour (e.g. &quot;Red&quot;), %2 the player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Illegal action.</source>
        <extracomment>Fallback for a refusal the interface has no text for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That space is not on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Emperor swap comes first: swap your Emperor with one of your discs, or decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Emperor swap is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your action is over: a forced march or the reinforcement phase comes next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your Emperor is not on %1.</source>
        <extracomment>%1 is a space name such as c4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds no other disc of yours to swap with your Emperor.</source>
        <extracomment>%1 is a space name such as c4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no stack on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stack on %1 is %2&apos;s, not yours.</source>
        <extracomment>%1 is a space, %2 the owner&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A stack must leave its space: %1 is where it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stacks stand only on desert; %1 is %2.</source>
        <extracomment>%1 is a space, %2 its terrain (&quot;chasm&quot;, &quot;oasis&quot;, ...).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No path of empty desert spaces leads from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regrouping %1 with %2 would make %3; a stack holds at most %4.</source>
        <extracomment>%1, %2 and %3 are disc counts (&quot;2 discs&quot;), %4 the stack limit (a number).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not attack your own stack on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no stack to attack on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The target stack has %1; yours has %2 with your Emperor.</source>
        <extracomment>%1 is a disc count (&quot;3 discs&quot;), %2 a number of discs.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target stack has %1; yours has %2 and no Emperor.</source>
        <extracomment>%1 is a disc count (&quot;3 discs&quot;), %2 a number of discs.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is %2, not a construction site.</source>
        <extracomment>%1 is a space, %2 its terrain.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 may not be built on %2 (%3).</source>
        <extracomment>%1 is a building (&quot;tower&quot;), %2 a terrain (&quot;oasis&quot;), %3 the space.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your building supply holds no %1.</source>
        <extracomment>%1 is a building (&quot;castle&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your stack on %1 is not next to %2.</source>
        <extracomment>%1 is the space of the paying stack, %2 the construction site.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A %1 costs %2; the stack on %3 can sacrifice only %4 (the Emperor is never sacrificed).</source>
        <extracomment>%1 is a building, %2 its cost (&quot;2 discs&quot;), %3 a space, %4 a number of discs.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your %1 on %2 can only be replaced by a building of higher value, not a %3.</source>
        <extracomment>%1 is your building, %2 the space, %3 the building you tried to construct.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 on %3 can only be replaced by a building of at least the same value, not a %4.</source>
        <extracomment>%1 is the owner&apos;s colour in lower case (&quot;blue&quot;), %2 their building, %3 the space, %4 the building you tried to construct.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A forced march may only follow your turn&apos;s first action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only one forced march is allowed per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A forced march costs %1 from your reserve (not the Emperor); you have %2.</source>
        <extracomment>%1 is the cost (&quot;3 discs&quot;), %2 the number of discs in your reserve.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinforcement comes after your action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reinforce with %1 to %2, not %3.</source>
        <extracomment>%1 is the smallest number of discs, %2 the largest (&quot;3 discs&quot;), %3 the number asked for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your reserve holds %1, fewer than %2.</source>
        <extracomment>%1 is the discs in your reserve (&quot;2 discs&quot;), %2 the number asked for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stack on %1 is next to an opponent&apos;s building on %2 and may not be reinforced.</source>
        <extracomment>%1 is your stack&apos;s space, %2 the space of the opponent&apos;s building.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stack on %1 has %2; adding %3 would exceed %4.</source>
        <extracomment>%1 is a space, %2 the stack&apos;s size (&quot;3 discs&quot;), %3 the discs to add, %4 the stack limit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;end&quot; only declines a forced march when no reinforcement is possible.</source>
        <extracomment>&quot;end&quot; is the notation word for declining the forced march; keep it as it is.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A reinforcement is possible, so it must be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have a legal action, so you may not pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Emperor swap</source>
        <extracomment>Name of the setup phase (GLOSSARY: Emperor swap).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action phase</source>
        <extracomment>Name of the phase of the turn&apos;s action.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced march or reinforcement</source>
        <extracomment>Name of the phase after the first action: the player may take a forced march or reinforce.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action phase (forced march)</source>
        <extracomment>Name of the phase of the extra action bought by the forced march.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinforcement phase</source>
        <extracomment>Name of the phase (GLOSSARY: reinforcement phase).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <extracomment>Name of the phase after the game has ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game goes on.</source>
        <extracomment>Result while the game is still being played.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by points.</source>
        <extracomment>%1 is a player (&quot;Blue (Bo)&quot;); victory by points (12 VP and a palace).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by elimination.</source>
        <extracomment>%1 is a player; every other player has no disc on the board.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw: no player has a disc on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Draw: %n round(s) in a row without an attack, construction or forced march.</source>
        <extracomment>%n is the number of rounds (a round: every player still in takes one turn).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Swap your Emperor on %1 with your disc on %2</source>
        <extracomment>Menu entry / tool tip for the Emperor swap; %1 and %2 are spaces.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decline the Emperor swap</source>
        <extracomment>Menu entry / tool tip: declining the Emperor swap.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Regroup the stack on %1 with your stack on %2</source>
        <extracomment>Menu entry / tool tip for a regroup; %1 and %2 are spaces.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the stack on %1 to %2</source>
        <extracomment>Menu entry / tool tip for a simple move; &quot;move&quot; is the verb. %1 and %2 are spaces.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kamikaze: the disc on %1 attacks the stack on %2</source>
        <extracomment>Menu entry / tool tip for a kamikaze attack; %1 the attacking disc&apos;s space, %2 the target&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack the stack on %2 with the stack on %1</source>
        <extracomment>Menu entry / tool tip for an attack; %1 the attacker&apos;s space, %2 the target&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Upgrade your %1 on %2 to a %3 with the stack on %4</source>
        <extracomment>Menu entry / tool tip; %1 your building now, %2 the site, %3 the new building, %4 the space of the stack that pays.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replace %1&apos;s %2 on %3 with a %4, paid by the stack on %5</source>
        <extracomment>Menu entry / tool tip; %1 the owner&apos;s colour in lower case, %2 their building, %3 the site, %4 your new building, %5 the space of the stack that pays.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Construct a %1 on %2 with the stack on %3</source>
        <extracomment>Menu entry / tool tip; %1 the building, %2 the site, %3 the space of the stack that pays.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forced march (%1 from your reserve leave the game)</source>
        <extracomment>Menu entry / tool tip; %1 is the cost (&quot;3 discs&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Reinforce %1 with %n disc(s)</source>
        <extracomment>Menu entry / tool tip; %1 is a space, %n the number of discs.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the turn without reinforcement</source>
        <extracomment>Menu entry / tool tip: decline the forced march when no reinforcement is possible.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass (no legal action)</source>
        <extracomment>Menu entry / tool tip: the player has no legal action (GLOSSARY: pass).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::GameDocument</name>
    <message>
        <location filename="../ui/window/game_document.cpp" line="+37"/>
        <source>New game</source>
        <extracomment>Window title of a game not saved to a file yet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+31"/>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+6"/>
        <source>The game “%1” cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>…and %n more problem(s) (see the details).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>game</source>
        <extracomment>Suggested file name of a new saved game (keep it short, no folder).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Game As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot be saved to “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game “%1” has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do you want to save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The game could not be autosaved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ekö games (*.eko);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::GameModel</name>
    <message>
        <location filename="../ui/model/game_model.cpp" line="+144"/>
        <source>No game in progress.</source>
        <extracomment>Status line when no game is open.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over: %1</source>
        <extracomment>Status line; %1 is the result (&quot;Blue (Bo) wins by points.&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: click the disc to swap with your Emperor on %2, or the Emperor again to cancel.</source>
        <extracomment>Status line; %1 is the player, %2 the space of their Emperor.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Emperor swap: click your Emperor, then the disc to swap it with, or decline.</source>
        <extracomment>Status line in the Emperor swap (setup); %1 is the player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: no legal action; pass.</source>
        <extracomment>Status line; %1 is the player, who has no legal action and must pass.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: choose where the stack on %2 goes, or a construction site to construct on.</source>
        <extracomment>Status line; %1 is the player, %2 the space of the chosen stack.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: forced march: choose a stack for your second action.</source>
        <extracomment>Status line after a forced march; %1 is the player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: choose a stack to move, attack or construct with.</source>
        <extracomment>Status line at the start of a turn; %1 is the player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: forced march (%2 from your reserve) or reinforce one of your stacks.</source>
        <extracomment>Status line; %1 is the player, %2 the cost of the forced march (&quot;3 discs&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: forced march (%2 from your reserve) or end your turn.</source>
        <extracomment>Status line; %1 is the player, %2 the cost of the forced march (&quot;3 discs&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: reinforcement phase: reinforce one of your stacks with up to %2.</source>
        <extracomment>Status line; %1 is the player, %2 the most discs they may bring back (&quot;3 discs&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+198"/>
        <source>None of your stacks stands next to %1.</source>
        <extracomment>Refusal of a click on a construction site; %1 is the site.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is no game in progress.</source>
        <extracomment>Refusal of an action when no game is open.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&quot;%1&quot; is not an action in notation (for example c4-e5, c4xe5, T@d3/c4, march, c4+2).</source>
        <extracomment>Refusal of typed text; %1 is what was typed. Keep the examples in notation as they are.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::HandOverScreen</name>
    <message>
        <location filename="../ui/window/hand_over_screen.cpp" line="+73"/>
        <source>%1 plays next</source>
        <extracomment>Hand-over screen title; %1 is the player, e.g. &quot;Blue (Bo)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board is hidden so that nobody sees it while the computer changes hands.
Press the button when you are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="+303"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear the List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit Board to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;Space Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hand-over Screen Between Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of Ekö</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ekö</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play</source>
        <extracomment>Title of the panel with the action buttons and the notation field.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Action in notation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions played</source>
        <extracomment>Title of the list of the actions played so far in the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+125"/>
        <source>No recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Choose an action</source>
        <extracomment>Title of the menu offering several actions for one click.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+10"/>
        <source>Interrupted Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>A game was interrupted, but its autosave cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resume the interrupted game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The program ended while a game was in progress: %n action(s) played, players %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::MoveListModel</name>
    <message>
        <location filename="../ui/model/move_list_model.cpp" line="+118"/>
        <source>%1. %2</source>
        <extracomment>An entry of the move list: %1 is the turn number, %2 the action in notation (&quot;12. c4xe5&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (undone: redo plays it again)</source>
        <extracomment>Tool tip of an undone action in the move list; %1 describes the action.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Actions</source>
        <extracomment>Header of the list of every action of the game (moves, attacks, constructions, ...).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="+224"/>
        <source>Choose a Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ekö scenarios (*.ekoscn);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>“%1”: %n player(s), %2 spaces</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This scenario cannot be played:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a scenario file (.ekoscn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Standard board for the number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;cenario file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fixed seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seed decides where the discs start and who plays first; the same seed gives the same setup. Without one, the setup is random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::PlayerNames</name>
    <message>
        <location filename="../ui/app/player_names.cpp" line="+11"/>
        <source>Player %1</source>
        <extracomment>Default name of a player in a new game; %1 is the seat number 1-4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::PlayersModel</name>
    <message>
        <location filename="../ui/model/players_model.cpp" line="+109"/>
        <source>%1 + Emperor</source>
        <extracomment>Reserve column when the Emperor is in the reserve; %1 is the number of other discs.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 / %2 / %3</source>
        <extracomment>Building supply column: villages / towers / castles not yet built.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 has won the game.</source>
        <extracomment>%1 is a player (&quot;Red (Ana)&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out: no disc on the board.</source>
        <extracomment>%1 is a player; they have no disc on the board any more.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is to move.</source>
        <extracomment>%1 is a player (&quot;Red (Ana)&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 on the board.</source>
        <extracomment>%1 is a player, %2 their discs on the board (&quot;5 discs&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 VP: %2 from buildings, %3 from captive Emperors. %4 VP and a palace win.</source>
        <extracomment>%1 total VP, %2 VP from buildings, %3 VP from captive Emperors, %4 the VP needed to win.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buildings on a capital (palaces): %1. A palace is needed to win by points.</source>
        <extracomment>Tool tip of the palaces column; %1 is the number of palaces.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and the Emperor in reserve; the Emperor comes back with the next reinforcement.</source>
        <extracomment>%1 is a number of discs (&quot;3 discs&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 in reserve.</source>
        <extracomment>%1 is a number of discs (&quot;3 discs&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building supply: %1, %2, %3.</source>
        <extracomment>%1, %2, %3: numbers of villages, towers and castles (&quot;5 villages&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Holds no captive Emperor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captive Emperors: %1 (%2 VP each).</source>
        <extracomment>%1 lists the colours of the captive Emperors (&quot;Blue and Green&quot;), %2 their value in VP each.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 removed from the game by forced marches.</source>
        <extracomment>%1 is a number of discs (&quot;3 discs&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The player&apos;s name; the player to move is shown in bold.</source>
        <extracomment>Column header: the player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player&apos;s colour.</source>
        <extracomment>Column header: the player&apos;s colour.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Victory points: buildings on the board, plus %1 per captive Emperor.</source>
        <extracomment>Column header: victory points (GLOSSARY: VP).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Palaces: buildings on a capital. A palace is needed to win by points.</source>
        <extracomment>Column header: the player&apos;s buildings on a capital.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Palaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discs in reserve, brought back onto the board by reinforcement.</source>
        <extracomment>Column header: discs in reserve.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building supply: villages / towers / castles not yet built.</source>
        <extracomment>Column header: building supply (villages / towers / castles not yet built).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Captive Emperors: enemy Emperors this player holds.</source>
        <extracomment>Column header: captive (enemy) Emperors held by this player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Captives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discs removed from the game by forced marches.</source>
        <extracomment>Column header: discs removed from the game by forced marches.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Removed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="+73"/>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System language</source>
        <extracomment>Language choice: follow the operating system&apos;s language.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hide the board between turns (hand-over screen)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::RulesWindow</name>
    <message>
        <location filename="../ui/dialogs/rules_window.cpp" line="+41"/>
        <source>The rules page is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ekö Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::SpaceDescription</name>
    <message>
        <location filename="../ui/board/space_description.cpp" line="+17"/>
        <source>%1 — %2</source>
        <extracomment>Tooltip title of a space: %1 its name in notation (e.g. c4), %2 its terrain.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Impassable</source>
        <extracomment>Tooltip of a chasm space.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stack: %1, %2, Emperor included</source>
        <extracomment>Tooltip: %1 is the player colour, %2 the number of discs (&quot;3 discs&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stack: %1, %2</source>
        <extracomment>Tooltip: %1 is the player colour, %2 the number of discs (&quot;3 discs&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building: %1 (%2), palace</source>
        <extracomment>Tooltip: %1 is the building, %2 the player colour; on a capital the building is a palace.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building: %1 (%2)</source>
        <extracomment>Tooltip: %1 is the building, %2 the player colour.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Construction site: %1</source>
        <extracomment>Tooltip of an empty construction site: %1 lists the buildings its terrain allows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eko::ui::StatusLine</name>
    <message>
        <location filename="../ui/window/status_line.cpp" line="+105"/>
        <source>Refused actions:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
