<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>eko::text::ActionSentence</name>
    <message numerus="yes">
        <location filename="../engine/text/action_sentence.cpp" line="+90"/>
        <source>%1 makes a forced march and removes %n disc(s) of their reserve from the game</source>
        <extracomment>Record of a forced march; %1 the player, %n the discs removed (1 or more). No final period.</extracomment>
        <translation>
            <numerusform>%1 makes a forced march and removes %n disc of their reserve from the game</numerusform>
            <numerusform>%1 makes a forced march and removes %n discs of their reserve from the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%1 makes a kamikaze attack on %2 from %3 and captures %4&apos;s Emperor; %4&apos;s %n other disc(s) and the attacking disc go back to their reserves, and %2 is left empty</source>
        <extracomment>Record of a kamikaze that captures an Emperor; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1 makes a kamikaze attack on %2 from %3 and captures %4&apos;s Emperor; %4&apos;s %n other disc and the attacking disc go back to their reserves, and %2 is left empty</numerusform>
            <numerusform>%1 makes a kamikaze attack on %2 from %3 and captures %4&apos;s Emperor; %4&apos;s %n other discs and the attacking disc go back to their reserves, and %2 is left empty</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 makes a kamikaze attack on %2 from %3; %4&apos;s %n disc(s) and the attacking disc go back to their reserves, and %2 is left empty</source>
        <extracomment>Record of a kamikaze; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1 makes a kamikaze attack on %2 from %3; %4&apos;s %n disc and the attacking disc go back to their reserves, and %2 is left empty</numerusform>
            <numerusform>%1 makes a kamikaze attack on %2 from %3; %4&apos;s %n discs and the attacking disc go back to their reserves, and %2 is left empty</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 attacks %2 from %3, captures %4&apos;s Emperor and sends %n other disc(s) back to their reserve</source>
        <extracomment>Record of an attack that captures an Emperor; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1 attacks %2 from %3, captures %4&apos;s Emperor and sends %n other disc back to their reserve</numerusform>
            <numerusform>%1 attacks %2 from %3, captures %4&apos;s Emperor and sends %n other discs back to their reserve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 attacks %2 from %3 and sends %4&apos;s %n disc(s) back to their reserve</source>
        <extracomment>Record of an attack; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1 attacks %2 from %3 and sends %4&apos;s %n disc back to their reserve</numerusform>
            <numerusform>%1 attacks %2 from %3 and sends %4&apos;s %n discs back to their reserve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>%1 reinforces the stack on %2 with %n disc(s) from their reserve</source>
        <extracomment>Record of a reinforcement; %1 the player, %2 the space. No final period.</extracomment>
        <translation>
            <numerusform>%1 reinforces the stack on %2 with %n disc from their reserve</numerusform>
            <numerusform>%1 reinforces the stack on %2 with %n discs from their reserve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 reinforces the stack on %2 with %n disc(s) from their reserve, their Emperor among them</source>
        <extracomment>Record of a reinforcement that brings the Emperor back; %1 the player, %2 the space. No final period.</extracomment>
        <translation>
            <numerusform>%1 reinforces the stack on %2 with %n disc from their reserve, their Emperor among them</numerusform>
            <numerusform>%1 reinforces the stack on %2 with %n discs from their reserve, their Emperor among them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::text::Explain</name>
    <message numerus="yes">
        <location filename="../engine/text/explain.cpp" line="+45"/>
        <source>%n disc(s)</source>
        <extracomment>A number of discs (the game pieces), e.g. &quot;1 disc&quot;, &quot;3 discs&quot;.</extracomment>
        <translation>
            <numerusform>%n disc</numerusform>
            <numerusform>%n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n village(s)</source>
        <extracomment>A number of villages, e.g. &quot;1 village&quot;, &quot;5 villages&quot;.</extracomment>
        <translation>
            <numerusform>%n village</numerusform>
            <numerusform>%n villages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tower(s)</source>
        <extracomment>A number of towers, e.g. &quot;1 tower&quot;, &quot;3 towers&quot;.</extracomment>
        <translation>
            <numerusform>%n tower</numerusform>
            <numerusform>%n towers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n castle(s)</source>
        <extracomment>A number of castles, e.g. &quot;1 castle&quot;, &quot;3 castles&quot;.</extracomment>
        <translation>
            <numerusform>%n castle</numerusform>
            <numerusform>%n castles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/source_texts.cpp" line="+176"/>
        <source>%n disc(s) do not fit on %1 desert spaces</source>
        <extracomment>Scenario problem (random setup): %n is the number of discs to place, %1 the number of desert spaces.</extracomment>
        <translation>
            <numerusform>%n disc does not fit on %1 desert spaces</numerusform>
            <numerusform>%n discs do not fit on %1 desert spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>the stack on %1 has %n disc(s); the stack limit is %2</source>
        <extracomment>Scenario problem; %1 is a space, %n the stack&apos;s number of discs, %2 the stack limit (a number).</extracomment>
        <translation>
            <numerusform>the stack on %1 has %n disc; the stack limit is %2</numerusform>
            <numerusform>the stack on %1 has %n discs; the stack limit is %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 has %n Emperor(s); every player has exactly one</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;), %n their number of Emperors.</extracomment>
        <translation>
            <numerusform>%1 has %n Emperor; every player has exactly one</numerusform>
            <numerusform>%1 has %n Emperors; every player has exactly one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 has %n disc(s) in all; the settings give %2</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %n their discs counted everywhere (board, reserve, captive, removed), %2 the discs per player of the settings.</extracomment>
        <translation>
            <numerusform>%1 has %n disc in all; the settings give %2</numerusform>
            <numerusform>%1 has %n discs in all; the settings give %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/text/explain.cpp" line="+203"/>
        <source>Draw: %n round(s) in a row without an attack, construction or forced march.</source>
        <extracomment>%n is the number of rounds (a round: every player still in takes one turn).</extracomment>
        <translation>
            <numerusform>Draw: %n round in a row without an attack, construction or forced march.</numerusform>
            <numerusform>Draw: %n rounds in a row without an attack, construction or forced march.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Reinforce %1 with %n disc(s)</source>
        <extracomment>Menu entry / tool tip; %1 is a space, %n the number of discs.</extracomment>
        <translation>
            <numerusform>Reinforce %1 with %n disc</numerusform>
            <numerusform>Reinforce %1 with %n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/source_texts.cpp" line="-70"/>
        <source>The game record is full: a game on this board holds at most %n action(s), so no further action can be played.</source>
        <extracomment>%n: the most actions a game record (and a saved game) holds on this board, e.g. 50000.</extracomment>
        <translation>
            <numerusform>The game record is full: a game on this board holds at most %n action, so no further action can be played.</numerusform>
            <numerusform>The game record is full: a game on this board holds at most %n actions, so no further action can be played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+112"/>
        <source>%1 moves first, so after %n swap(s) the Emperor swap is %2&apos;s, not %3&apos;s</source>
        <extracomment>Scenario problem; %1 is the first player&apos;s colour in lower case (&quot;blue&quot;), %n the swaps done (players who have swapped or declined), %2 the colour whose Emperor swap it is, %3 the colour given as to move.</extracomment>
        <translation>
            <numerusform>%1 moves first, so after %n swap the Emperor swap is %2&apos;s, not %3&apos;s</numerusform>
            <numerusform>%1 moves first, so after %n swaps the Emperor swap is %2&apos;s, not %3&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) without progress: the game would already be drawn (a draw comes at %1)</source>
        <extracomment>Scenario problem; %n is the turns in a row without attack, construction or forced march, %1 the number of such turns that ends the game in a draw.</extracomment>
        <translation>
            <numerusform>%n turn without progress: the game would already be drawn (a draw comes at %1)</numerusform>
            <numerusform>%n turns without progress: the game would already be drawn (a draw comes at %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>the board has %n capital(s); a board for %1 players usually has %2</source>
        <extracomment>Scenario warning; %n is the number of capitals on the board, %1 the number of players, %2 that number minus one (the capitals of a standard board).</extracomment>
        <translation>
            <numerusform>the board has %n capital; a board for %1 players usually has %2</numerusform>
            <numerusform>the board has %n capitals; a board for %1 players usually has %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the construction site %1 is next to %n desert space(s); a site should touch at least two</source>
        <extracomment>Scenario warning; %1 is a construction site such as c4, %n the desert spaces next to it (0 or 1).</extracomment>
        <translation>
            <numerusform>the construction site %1 is next to %n desert space; a site should touch at least two</numerusform>
            <numerusform>the construction site %1 is next to %n desert spaces; a site should touch at least two</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>the desert around %1 (%n space(s)) is cut off from the rest of the desert</source>
        <extracomment>Scenario warning; %1 is a desert space such as c4, %n the number of desert spaces joined to it.</extracomment>
        <translation>
            <numerusform>the desert around %1 (%n space) is cut off from the rest of the desert</numerusform>
            <numerusform>the desert around %1 (%n spaces) is cut off from the rest of the desert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::ActionButtons</name>
    <message numerus="yes">
        <location filename="../ui/window/action_buttons.cpp" line="+87"/>
        <source>Remove %n disc(s) of your reserve from the game to take a second action.</source>
        <translation>
            <numerusform>Remove %n disc of your reserve from the game to take a second action.</numerusform>
            <numerusform>Remove %n discs of your reserve from the game to take a second action.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::ActionListModel</name>
    <message numerus="yes">
        <location filename="../ui/model/action_list_model.cpp" line="+407"/>
        <source>%n other line(s) tried here, listed under it.</source>
        <extracomment>Tool tip of an action of the move list that has branches (other lines tried instead of it, listed under it).</extracomment>
        <translation>
            <numerusform>%n other line tried here, listed under it.</numerusform>
            <numerusform>%n other lines tried here, listed under it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>%1 (%n action(s))</source>
        <extracomment>A branch in the move list: %1 its first actions (&quot;c4-d5, march, …&quot;), %2 how many actions it has.</extracomment>
        <translation>
            <numerusform>%1 (%n action)</numerusform>
            <numerusform>%1 (%n actions)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::Announcer</name>
    <message numerus="yes">
        <location filename="../ui/window/announcer.cpp" line="+91"/>
        <source>%n action(s) undone.</source>
        <extracomment>Announced to a screen reader after Undo (or going back in the game).</extracomment>
        <translation>
            <numerusform>%n action undone.</numerusform>
            <numerusform>%n actions undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::BranchControls</name>
    <message numerus="yes">
        <location filename="../ui/window/branch_controls.cpp" line="+70"/>
        <source>Branch deleted (%n action(s)). Branches ▸ Restore Deleted Branch brings it back.</source>
        <extracomment>Status line after Branches ▸ Delete Branch; %n actions were deleted with it.</extracomment>
        <translation>
            <numerusform>Branch deleted (%n action). Branches ▸ Restore Deleted Branch brings it back.</numerusform>
            <numerusform>Branch deleted (%n actions). Branches ▸ Restore Deleted Branch brings it back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::ChoiceMenu</name>
    <message numerus="yes">
        <location filename="../ui/dialogs/choice_menu.cpp" line="+36"/>
        <source>Reinforce %1 with %n disc(s), your Emperor among them</source>
        <extracomment>Menu entry for a reinforcement while the player&apos;s Emperor is in the reserve (RULES 4.4: it must come back with the discs); %1 the space, %n the discs brought back, the Emperor counted.</extracomment>
        <translation>
            <numerusform>Reinforce %1 with %n disc: your Emperor</numerusform>
            <numerusform>Reinforce %1 with %n discs, your Emperor among them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 — %2, %n VP</source>
        <extracomment>Menu entry for a construction; %1 the building (&quot;Tower&quot;), %2 its cost (&quot;2 discs&quot;), %n its VP.</extracomment>
        <translation>
            <numerusform>%1 — %2, %n VP</numerusform>
            <numerusform>%1 — %2, %n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 — %2 from the stack on %3, %n VP</source>
        <extracomment>Menu entry for a construction; %1 the building (&quot;Tower&quot;), %2 its cost (&quot;2 discs&quot;), %3 the space of the stack that pays, %n the building&apos;s VP.</extracomment>
        <translation>
            <numerusform>%1 — %2 from the stack on %3, %n VP</numerusform>
            <numerusform>%1 — %2 from the stack on %3, %n VP</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::EditorWindow</name>
    <message numerus="yes">
        <location filename="../ui/editor/editor_window.cpp" line="+448"/>
        <source>%n space(s)</source>
        <extracomment>Status line of the editor: how many spaces the board has.</extracomment>
        <translation>
            <numerusform>%n space</numerusform>
            <numerusform>%n spaces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::GameDetailsDialog</name>
    <message numerus="yes">
        <location filename="../ui/dialogs/game_details_dialog.cpp" line="+201"/>
        <source>Standard board for %n player(s)</source>
        <extracomment>Game Details: the scenario is the standard one for this number of players.</extracomment>
        <translation>
            <numerusform>Standard board for %n player</numerusform>
            <numerusform>Standard board for %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::GameDocument</name>
    <message numerus="yes">
        <location filename="../ui/window/game_document.cpp" line="+197"/>
        <source>%n action(s) played; players: %1.</source>
        <translation>
            <numerusform>%n action played; players: %1.</numerusform>
            <numerusform>%n actions played; players: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::GamePanel</name>
    <message numerus="yes">
        <location filename="../ui/editor/game_panel.cpp" line="+249"/>
        <source>and %n more</source>
        <extracomment>The end of a list of pieces that leave the board; %n: how many more there are.</extracomment>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>With %n players, the pieces of the other colours leave the board.</source>
        <extracomment>Asked before the number of players goes down; %n: the players left (2 or 3).</extracomment>
        <translation>
            <numerusform>With %n player, the pieces of the other colours leave the board.</numerusform>
            <numerusform>With %n players, the pieces of the other colours leave the board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n stack(s) or building(s) will be removed:</source>
        <extracomment>Followed by the list of the stacks and buildings; %n: how many (1 or more).</extracomment>
        <translation>
            <numerusform>%n stack or building will be removed:</numerusform>
            <numerusform>%n stacks or buildings will be removed:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::LessonPanel</name>
    <message numerus="yes">
        <location filename="../ui/window/lesson_panel.cpp" line="+179"/>
        <source>%n turn(s) left.</source>
        <extracomment>Lesson panel: the person&apos;s own turns left to meet the goal, the one under way included.</extracomment>
        <translation>
            <numerusform>%n turn left.</numerusform>
            <numerusform>%n turns left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::LessonSession</name>
    <message numerus="yes">
        <location filename="../ui/model/lesson_session.cpp" line="+171"/>
        <source>Win the game within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle; %n is the number of the player&apos;s own turns.</extracomment>
        <translation>
            <numerusform>Win the game within %n turn.</numerusform>
            <numerusform>Win the game within %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Win by points within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: win by victory points (not by elimination).</extracomment>
        <translation>
            <numerusform>Win by points within %n turn.</numerusform>
            <numerusform>Win by points within %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Capture an opponent&apos;s Emperor within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: attack a stack that holds another player&apos;s Emperor.</extracomment>
        <translation>
            <numerusform>Capture an opponent&apos;s Emperor within %n turn.</numerusform>
            <numerusform>Capture an opponent&apos;s Emperor within %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Capture the Emperor of %1 within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle; %1 is a player&apos;s colour (&quot;Blue&quot;).</extracomment>
        <translation>
            <numerusform>Capture the Emperor of %1 within %n turn.</numerusform>
            <numerusform>Capture the Emperor of %1 within %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Build a palace within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: construct a building on a capital.</extracomment>
        <translation>
            <numerusform>Build a palace within %n turn.</numerusform>
            <numerusform>Build a palace within %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Reach %1 VP within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle; %1 is a number of victory points.</extracomment>
        <translation>
            <numerusform>Reach %1 VP within %n turn.</numerusform>
            <numerusform>Reach %1 VP within %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Put %1 out of the game within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: %1 (a colour, &quot;Yellow&quot;) must have no disc left on the board.</extracomment>
        <translation>
            <numerusform>Put %1 out of the game within %n turn.</numerusform>
            <numerusform>Put %1 out of the game within %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Stay in the game with your Emperor free for %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: still in the game, the own Emperor not captured.</extracomment>
        <translation>
            <numerusform>Stay in the game with your Emperor free for %n turn.</numerusform>
            <numerusform>Stay in the game with your Emperor free for %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Stay in the game for %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: still in the game (some disc on the board) after so many turns.</extracomment>
        <translation>
            <numerusform>Stay in the game for %n turn.</numerusform>
            <numerusform>Stay in the game for %n turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::NewGameDialog</name>
    <message numerus="yes">
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="+490"/>
        <source>“%1”: %n player(s), %2 spaces</source>
        <translation>
            <numerusform>“%1”: %n player, %2 spaces</numerusform>
            <numerusform>“%1”: %n players, %2 spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-206"/>
        <source>%1 (%n player(s))</source>
        <extracomment>A scenario in the New Game dialog&apos;s list: %1 its name, %n its number of players.</extracomment>
        <translation>
            <numerusform>%1 (%n player)</numerusform>
            <numerusform>%1 (%n players)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::ProblemMessage</name>
    <message numerus="yes">
        <location filename="../ui/look/problem_message.cpp" line="+23"/>
        <source>…and %n more problem(s) (see the details).</source>
        <translation>
            <numerusform>…and %n more problem (see the details).</numerusform>
            <numerusform>…and %n more problems (see the details).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::ProblemsPanel</name>
    <message numerus="yes">
        <location filename="../ui/editor/problems_panel.cpp" line="+55"/>
        <source>%n warning(s): the scenario can be saved and played, but check them.</source>
        <translation>
            <numerusform>%n warning: the scenario can be saved and played, but check it.</numerusform>
            <numerusform>%n warnings: the scenario can be saved and played, but check them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n error(s): fix them before saving or playing.</source>
        <translation>
            <numerusform>%n error: fix it before saving or playing.</numerusform>
            <numerusform>%n errors: fix them before saving or playing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::PuzzleTestDialog</name>
    <message numerus="yes">
        <location filename="../ui/editor/puzzle_test_dialog.cpp" line="+85"/>
        <source>Searching every line of play within %n turn(s)…</source>
        <extracomment>While the solver searches; %n: the goal&apos;s turns.</extracomment>
        <translation>
            <numerusform>Searching every line of play within %n turn…</numerusform>
            <numerusform>Searching every line of play within %n turns…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>Solved in %n turn(s).</source>
        <extracomment>Test This Puzzle: the goal can be met whatever the replies; %n: the fewest turns.</extracomment>
        <translation>
            <numerusform>Solved in %n turn.</numerusform>
            <numerusform>Solved in %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The first action %1 is the only one of %n legal first actions that works.</source>
        <extracomment>%1: the first action in notation (&quot;a1xf1&quot;); %n: the legal first actions.</extracomment>
        <translation>
            <numerusform>The first action %1 is the only one of %n legal first actions that works.</numerusform>
            <numerusform>The first action %1 is the only one of %n legal first actions that works.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The first action is not unique: %n first actions work: %1.</source>
        <extracomment>%1: the first actions in notation, separated by commas; %n: how many work.</extracomment>
        <translation>
            <numerusform>The first action is not unique: %n first actions work: %1.</numerusform>
            <numerusform>The first action is not unique: %n first actions work: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>No solution within %n turn(s): no line of play meets the goal against these replies.</source>
        <extracomment>Test This Puzzle: %n the goal&apos;s turns.</extracomment>
        <translation>
            <numerusform>No solution within %n turn: no line of play meets the goal against these replies.</numerusform>
            <numerusform>No solution within %n turns: no line of play meets the goal against these replies.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::SpokenAnswers</name>
    <message numerus="yes">
        <location filename="../ui/window/spoken_answers.cpp" line="+52"/>
        <source>%1 has %n stack(s): %2.</source>
        <extracomment>Answer to &quot;read my stacks&quot;: %1 the player (&quot;Blue (Bo)&quot;), %n how many stacks, %2 the list.</extracomment>
        <translation>
            <numerusform>%1 has %n stack: %2.</numerusform>
            <numerusform>%1 has %n stacks: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%n legal action(s) from %1: %2.</source>
        <extracomment>Answer to &quot;what can this stack do&quot;: %1 the space (c4), %n how many actions, %2 the list.</extracomment>
        <translation>
            <numerusform>%n legal action from %1: %2.</numerusform>
            <numerusform>%n legal actions from %1: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::UserScenarios</name>
    <message numerus="yes">
        <location filename="../ui/session/user_scenarios.cpp" line="+117"/>
        <source>Standard board for %n player(s)</source>
        <extracomment>The name of a standard scenario; %n is its number of players.</extracomment>
        <translation>
            <numerusform>Standard board for %n player</numerusform>
            <numerusform>Standard board for %n players</numerusform>
        </translation>
    </message>
</context>
</TS>
