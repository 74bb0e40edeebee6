<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>ComputerLevels</name>
    <message>
        <location filename="../ui/model/computer_levels.cpp" line="+13"/>
        <source>Beginner</source>
        <extracomment>Computer player level 1 of 6: the easiest, makes mistakes people make.</extracomment>
        <translation>입문</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casual</source>
        <extracomment>Computer player level 2 of 6.</extracomment>
        <translation>초급</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Intermediate</source>
        <extracomment>Computer player level 3 of 6.</extracomment>
        <translation>중급</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <extracomment>Computer player level 4 of 6.</extracomment>
        <translation>상급</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <extracomment>Computer player level 5 of 6.</extracomment>
        <translation>전문가</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strongest</source>
        <extracomment>Computer player level 6 of 6: the strongest, thinks up to 5 seconds.</extracomment>
        <translation>최강</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — %2</source>
        <extracomment>A computer player&apos;s level in a list: %1 is the number 1–6, %2 its name (e.g. &quot;4 — Advanced&quot;).</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <location filename="../ui/window/analysis_controls.cpp" line="+245"/>
        <source>Scroll Left</source>
        <translation>왼쪽으로 스크롤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll Right</source>
        <translation>오른쪽으로 스크롤</translation>
    </message>
</context>
<context>
    <name>eko::desktop::CommandLineText</name>
    <message>
        <location filename="../app/desktop/desktop_command_line.cpp" line="+21"/>
        <source>Ekö, the strategy board game for 2 to 4 players.</source>
        <translation>Ekö — 2~4인용 전략 보드게임.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved game (.eko) to open.</source>
        <translation>열어 볼 저장된 게임 파일(.eko).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interface language: en, ko, pt or zh_CN (default: the saved preference, else the system&apos;s language).</source>
        <translation>인터페이스 언어: en, ko, pt, zh_CN 중 하나 (기본값: 저장된 설정, 없으면 시스템 언어).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the main window to a PNG file and exit. Without FILE, a sample 3-player game is shown.</source>
        <translation>기본 창을 PNG 파일로 그린 뒤 종료합니다. FILE이 없으면 3인용 예시 게임을 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the end-of-game dialog over the main window to a PNG file and exit. FILE must be a finished game; without FILE, the sample game is played to its end.</source>
        <translation>게임 종료 대화 상자를 기본 창 위에 그려 PNG 파일로 저장하고 종료합니다. FILE은 끝난 게임이어야 하며, FILE이 없으면 예시 게임을 끝까지 진행합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Write the board of the game FILE, with the art of the screen, to a PNG or SVG file (by its extension) and exit.</source>
        <translation>게임 FILE의 게임판을 화면과 같은 그림으로 PNG 또는 SVG 파일(확장자로 구분)에 저장하고 종료합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --export-image: the position after the first K actions (0 = the start; default: all).</source>
        <translation>--export-image와 함께: 처음 K개 행동 뒤의 국면을 저장합니다 (0 = 시작, 기본값: 모든 행동).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --export-image to a PNG: its width in pixels, %1 to %2 (the height follows the board; default: the board&apos;s own size).</source>
        <translation>--export-image로 PNG를 쓸 때: 그림의 너비(픽셀), %1~%2 (높이는 게임판 모양을 따름, 기본값: 게임판 본래 크기).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Print the time from start to the first painted window (milliseconds, on stderr) and exit.</source>
        <translation>시작부터 창이 처음 그려질 때까지 걸린 시간(밀리초)을 stderr에 출력하고 종료합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume an interrupted game without asking.</source>
        <translation>묻지 않고 중단된 게임을 이어서 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For testing: play N random legal actions after start, print a line on stdout, and keep running.</source>
        <translation>테스트용: 시작 후 가능한 행동 N개를 무작위로 두고, stdout에 한 줄을 출력한 뒤 계속 실행합니다.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>eko: only one file can be opened.</source>
        <translation>eko: 파일은 하나만 열 수 있습니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>eko: unknown language “%1”; use en, ko, pt or zh_CN.</source>
        <translation>eko: 알 수 없는 언어 “%1”입니다. en, ko, pt, zh_CN 중 하나를 쓰세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>eko: --screenshot needs a file name.</source>
        <translation>eko: --screenshot에는 파일 이름이 필요합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>eko: --screenshot-end needs a file name.</source>
        <translation>eko: --screenshot-end에는 파일 이름이 필요합니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>eko: --export-image needs a file name ending in .png or .svg.</source>
        <translation>eko: --export-image에는 .png 또는 .svg로 끝나는 파일 이름이 필요합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>eko: --export-image needs a game file: eko --export-image OUT.png GAME.</source>
        <translation>eko: --export-image에는 게임 파일이 필요합니다: eko --export-image OUT.png GAME</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>eko: --at needs a number of actions, 0 or more.</source>
        <translation>eko: --at에는 0 이상의 행동 수가 필요합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>eko: --at goes with --export-image.</source>
        <translation>eko: --at은 --export-image와 함께 써야 합니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>eko: --width goes with --export-image to a .png file and needs a number of pixels from %1 to %2.</source>
        <translation>eko: --width는 .png 파일로 내보내는 --export-image와 함께 쓰며, %1~%2 사이의 픽셀 수가 필요합니다.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>eko: --autoplay needs a number from 0 to 100000.</source>
        <translation>eko: --autoplay에는 0부터 100000까지의 숫자가 필요합니다.</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Render the scenario editor to a PNG file and exit. FILE may be a scenario (.ekoscn); without it, a sample position is shown.</source>
        <translation>시나리오 편집기를 PNG 파일로 그린 뒤 종료합니다. FILE은 시나리오(.ekoscn)일 수 있으며, 없으면 예시 국면을 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>eko: --screenshot-editor needs a file name.</source>
        <translation>eko: --screenshot-editor에는 파일 이름이 필요합니다.</translation>
    </message>
</context>
<context>
    <name>eko::desktop::Screenshot</name>
    <message>
        <location filename="../app/desktop/screenshot.cpp" line="+72"/>
        <source>eko: cannot write the image %1.</source>
        <translation>eko: 이미지 %1 파일을 쓸 수 없습니다.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>eko: the game “%1” has not ended; --screenshot-end needs a finished game.</source>
        <translation>eko: “%1” 게임은 끝나지 않았습니다. --screenshot-end에는 끝난 게임이 필요합니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>eko: no sample game came to an end.</source>
        <translation>eko: 끝까지 진행된 예시 게임이 없습니다.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>eko: cannot open the game “%1”: %2</source>
        <translation>eko: 게임 “%1” 파일을 열 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>eko: --at %1, but the game “%2” ends after action %3.</source>
        <translation>eko: --at %1: 게임 “%2”의 기록은 행동 %3개에서 끝납니다.</translation>
    </message>
</context>
<context>
    <name>eko::files</name>
    <message>
        <location filename="../engine/files/file_io.cpp" line="+20"/>
        <source>%1 is a folder, not a file</source>
        <translation>%1: 파일이 아니라 폴더입니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot open %1: %2</source>
        <extracomment>%1: file name; %2: the system&apos;s reason.</extracomment>
        <translation>%1 파일을 열 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/files/json_document.cpp" line="+68"/>
        <source>the file is larger than %1 MiB</source>
        <translation>파일이 %1 MiB보다 큽니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read %1: %2</source>
        <translation>%1 파일을 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>only part of the file was written</source>
        <extracomment>The system&apos;s reason when saving stopped early (in &quot;Cannot save … (the system says: %2)&quot;).</extracomment>
        <translation>파일의 일부만 기록되었습니다</translation>
    </message>
    <message>
        <location filename="../engine/files/game_reader.cpp" line="+24"/>
        <source>the game is not over</source>
        <translation>게임이 끝나지 않음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins by points</source>
        <extracomment>%1: a colour name such as &quot;red&quot;, translated.</extracomment>
        <translation>%1 승리 (승점)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by elimination</source>
        <translation>%1 승리 (다른 플레이어 모두 탈락)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a draw (no disc left on the board)</source>
        <translation>무승부(게임판에 남은 말 없음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw (no progress)</source>
        <translation>무승부(진전 없음)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the file says %1, but replaying the actions gives %2</source>
        <extracomment>%1, %2: results in words, e.g. &quot;red wins by points&quot;.</extracomment>
        <translation>파일에 적힌 결과는 “%1”이지만, 행동을 다시 두어 보면 “%2”입니다</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not a date and time such as &quot;2024-05-01T18:30:00Z&quot;</source>
        <translation>&quot;%1&quot;: &quot;2024-05-01T18:30:00Z&quot; 같은 형식의 날짜와 시간이 아닙니다</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not a whole number from 0 to 18446744073709551615 written in decimal digits</source>
        <translation>&quot;%1&quot;: 0부터 18446744073709551615까지의 정수를 십진수로 적어야 합니다</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the scenario is for %1 players, but this list has %2 entries</source>
        <translation>시나리오는 %1인용이지만 이 목록의 항목은 %2개입니다</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>player %1 in seat order is %2, not %3</source>
        <extracomment>%1: a position in the list (0, 1...); %2, %3: colour ids.</extracomment>
        <translation>자리 순서 %1번 플레이어는 %2입니다(%3 아님)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>a draw has no winner</source>
        <translation>무승부에는 승자가 없습니다</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>has %1 actions; on a board of %2 spaces at most %3 can be loaded</source>
        <translation>행동이 %1개입니다. %2칸짜리 게임판에서는 최대 %3개까지만 불러올 수 있습니다</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>action %1 &quot;%2&quot; is not an action in Ekö notation on this board</source>
        <extracomment>%1: the action&apos;s number (from 1); %2: its text in the file.</extracomment>
        <translation>%1번째 행동 &quot;%2&quot;: 이 게임판에서 쓸 수 있는 Ekö 표기법의 행동이 아닙니다</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>action %1 &quot;%2&quot; is not legal: %3</source>
        <extracomment>%1: the action&apos;s number (from 1); %2: its text; %3: the rules&apos; reason (a sentence).</extracomment>
        <translation>규칙에 맞지 않는 %1번째 행동 &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <location filename="../engine/files/json_document.cpp" line="-42"/>
        <source>line %1, column %2</source>
        <translation>%1행 %2열</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the text is not valid UTF-8</source>
        <translation>텍스트가 올바른 UTF-8이 아닙니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the text ends too early; is the file truncated?</source>
        <translation>텍스트가 너무 일찍 끝납니다. 파일이 잘렸을 수 있습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number is not valid or too large</source>
        <translation>숫자가 올바르지 않거나 너무 큽니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the data is nested too deeply</source>
        <translation>데이터가 너무 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data is too large</source>
        <translation>데이터가 너무 큽니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this is not valid JSON (%1)</source>
        <extracomment>%1: the JSON parser&apos;s own description of the error, in English.</extracomment>
        <translation>올바른 JSON이 아닙니다(%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a saved game</source>
        <translation>저장된 게임</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a scenario</source>
        <translation>시나리오</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is empty</source>
        <translation>파일이 비어 있습니다</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the file must hold one JSON object { … }, not a list</source>
        <translation>파일에는 목록이 아니라 JSON 객체 { … } 하나가 있어야 합니다</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>this file is %1, not %2</source>
        <extracomment>%1: what the file is (&quot;a saved game&quot;); %2: what was expected (&quot;a scenario&quot;).</extracomment>
        <translation>이 파일은 %1 파일입니다(필요한 파일: %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown format &quot;%1&quot;; expected &quot;%2&quot;</source>
        <translation>알 수 없는 형식 &quot;%1&quot;입니다(필요한 형식: &quot;%2&quot;)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/files/json_reader.cpp" line="+132"/>
        <location filename="../engine/files/position_reader.cpp" line="+176"/>
        <location filename="../engine/files/scenario_reader.cpp" line="+148"/>
        <source>this field is missing</source>
        <translation>이 필드가 없습니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file has format version %1, written by a newer version of Ekö; this program reads versions up to %2</source>
        <translation>이 파일은 더 새로운 버전의 Ekö가 저장한 형식 버전 %1입니다. 이 프로그램은 버전 %2까지만 읽을 수 있습니다</translation>
    </message>
    <message>
        <location filename="../engine/files/json_reader.cpp" line="-104"/>
        <source>the text &quot;%1&quot;</source>
        <extracomment>Describes a text value found in a file; %1 is the text (shortened).</extracomment>
        <translation>텍스트 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+29"/>
        <source>a list</source>
        <translation>목록</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+19"/>
        <source>an object</source>
        <translation>객체</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>nothing</source>
        <translation>값 없음</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>must be %1, not %2</source>
        <extracomment>%1: what a field must hold (&quot;a list&quot;, &quot;text&quot;...); %2: what the file has instead.</extracomment>
        <translation>필요한 값: %1 (현재: %2)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>has %1 entries; at most %2 are allowed</source>
        <translation>항목이 %1개입니다. 최대 %2개까지 허용됩니다</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation>길이가 %1자입니다. 최대 %2자까지 허용됩니다</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a whole number from %1 to %2</source>
        <extracomment>A whole number in a range, e.g. &quot;a whole number from 1 to 4&quot;.</extracomment>
        <translation>%1부터 %2까지의 정수</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>true or false</source>
        <translation>true 또는 false</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>one of %1</source>
        <extracomment>%1: the allowed words in quotes, separated by commas.</extracomment>
        <translation>%1 중 하나</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>unknown field</source>
        <translation>알 수 없는 필드</translation>
    </message>
    <message>
        <location filename="../engine/files/scenario_reader.cpp" line="-90"/>
        <source>a position is given only with &quot;setup&quot;: &quot;position&quot;</source>
        <translation>국면은 &quot;setup&quot;: &quot;position&quot;일 때만 지정할 수 있습니다</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>the board has no spaces</source>
        <translation>게임판에 칸이 없습니다</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>q %1, r %2 is already the space at %3</source>
        <translation>q %1, r %2 칸은 이미 %3에 있습니다</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this space is named &quot;%1&quot; on this board, not &quot;%2&quot;</source>
        <translation>이 게임판에서 이 칸의 이름은 &quot;%1&quot;입니다(&quot;%2&quot; 아님)</translation>
    </message>
    <message>
        <location filename="../engine/files/position_reader.cpp" line="-79"/>
        <source>there is no space &quot;%1&quot; on this board</source>
        <translation>이 게임판에는 &quot;%1&quot; 칸이 없습니다</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 already holds the stack at %2</source>
        <translation>%1 칸의 더미는 이미 %2에 있습니다</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 already holds the building at %2</source>
        <translation>%1 칸의 건물은 이미 %2에 있습니다</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is listed twice</source>
        <translation>%1 항목이 두 번 있습니다</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not a player of this game; the players are %1</source>
        <translation>이 게임의 플레이어가 아닙니다. 플레이어: %1</translation>
    </message>
    <message>
        <location filename="../engine/files/json_document.cpp" line="-36"/>
        <source>this field is given twice; each field may appear only once</source>
        <translation>이 필드가 두 번 나옵니다. 각 필드는 한 번만 쓸 수 있습니다</translation>
    </message>
    <message>
        <location filename="../engine/files/any_file.cpp" line="+29"/>
        <source>must be &quot;%1&quot; (a saved game) or &quot;%2&quot; (a scenario)</source>
        <extracomment>%1, %2: the format names written in files; keep them as they are.</extracomment>
        <translation>&quot;%1&quot;(저장된 게임) 또는 &quot;%2&quot;(시나리오)여야 합니다</translation>
    </message>
    <message>
        <location filename="../engine/files/game_file.cpp" line="+23"/>
        <source>the file would be larger than %1 MiB</source>
        <translation>파일이 %1 MiB보다 커집니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more actions than a game file holds</source>
        <translation>게임의 행동 수가 저장된 게임 파일에 담을 수 있는 수보다 많습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a player&apos;s name is longer than %1 characters</source>
        <extracomment>%1: the most characters a player&apos;s name may have in a file (200).</extracomment>
        <translation>플레이어 이름이 %1자보다 깁니다</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Cannot save “%1”: %2.</source>
        <extracomment>Saving refused before writing; %1 the file name, %2 why the file would not load (clauses joined by &quot;; &quot;, e.g. &quot;a player&apos;s name is longer than 200 characters&quot;).</extracomment>
        <translation>“%1” 파일을 저장할 수 없습니다: %2.</translation>
    </message>
    <message>
        <location filename="../engine/files/scenario_reader.cpp" line="-103"/>
        <source>unknown language &quot;%1&quot;; expected one of %2</source>
        <extracomment>%1: a language code from the file (&quot;fr&quot;); %2: the codes allowed (&quot;en&quot;, &quot;ko&quot;, &quot;pt&quot;, &quot;zh_CN&quot;).</extracomment>
        <translation>알 수 없는 언어입니다(&quot;%1&quot;). 가능한 언어: %2</translation>
    </message>
    <message>
        <location filename="../engine/files/save_error.cpp" line="+46"/>
        <source>Cannot save “%1”: it is a folder.</source>
        <extracomment>Saving failed; %1 is the full path the user chose, which is a folder.</extracomment>
        <translation>“%1” 항목은 폴더이므로 저장할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save “%1”: “%2” is a file, not a folder.</source>
        <extracomment>Saving failed; %1 the file name, %2 a file standing in the path where a folder should be.</extracomment>
        <translation>“%1” 파일을 저장할 수 없습니다: “%2” 항목은 폴더가 아니라 파일입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1”: the folder “%2” does not exist.</source>
        <extracomment>Saving failed; %1 the file name, %2 the full path of the folder it was to go into.</extracomment>
        <translation>“%1” 파일을 저장할 수 없습니다: “%2” 폴더가 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot save “%1”: the folder “%2” is on a read-only disk.</source>
        <extracomment>Saving failed; %1 the file name, %2 the folder, on a disk (file system) that cannot be written.</extracomment>
        <translation>“%1” 파일을 저장할 수 없습니다: “%2” 폴더는 읽기 전용 디스크에 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot save “%1”: you have no permission to write in the folder “%2”.</source>
        <extracomment>Saving failed; %1 the file name, %2 the folder.</extracomment>
        <translation>“%1” 파일을 저장할 수 없습니다: “%2” 폴더에 쓸 권한이 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot save “%1”: the file is read-only.</source>
        <extracomment>Saving failed; %1 the full path of an existing file that may not be changed.</extracomment>
        <translation>“%1” 파일을 저장할 수 없습니다: 읽기 전용 파일입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save “%1”: the disk is full.</source>
        <extracomment>Saving failed; %1 the full path of the file.</extracomment>
        <translation>“%1” 파일을 저장할 수 없습니다: 디스크가 가득 찼습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1” (the system says: %2).</source>
        <extracomment>Saving failed for a reason the program cannot name; %1 the full path, %2 the system&apos;s words.</extracomment>
        <translation>“%1” 파일을 저장할 수 없습니다 (시스템 메시지: %2).</translation>
    </message>
    <message>
        <location filename="../engine/files/scenario_file.cpp" line="+28"/>
        <source>Cannot save “%1”, as it would not load again: %2.</source>
        <extracomment>Saving refused before writing; %1 the file name, %2 the problems the file would be refused for when read back, joined by &quot;; &quot;.</extracomment>
        <translation>“%1” 파일은 저장해도 다시 불러올 수 없으므로 저장하지 않았습니다: %2.</translation>
    </message>
</context>
<context>
    <name>eko::files::GoalReader</name>
    <message>
        <location filename="../engine/files/goal_reader.cpp" line="+60"/>
        <source>points are given to the goal &quot;reachPoints&quot; alone</source>
        <translation>점수(points)는 목표 &quot;reachPoints&quot;에만 줄 수 있습니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the target must be another player than the goal&apos;s</source>
        <translation>대상은 목표의 플레이어가 아닌 다른 플레이어여야 합니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a target is given to the goals &quot;eliminate&quot; and &quot;captureEmperor&quot; alone</source>
        <translation>대상(target)은 목표 &quot;eliminate&quot;와 &quot;captureEmperor&quot;에만 줄 수 있습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keepEmperor is given to the goal &quot;survive&quot; alone</source>
        <translation>keepEmperor는 목표 &quot;survive&quot;에만 줄 수 있습니다</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&quot;%1&quot; is no seat of this game; expected one of %2</source>
        <extracomment>%1: a colour from the file; %2: the colours of the game&apos;s seats (&quot;red, blue&quot;).</extracomment>
        <translation>이 게임에 없는 자리입니다(&quot;%1&quot;). 가능한 자리: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this is the goal&apos;s own player, who has no opponent&apos;s replies</source>
        <translation>목표의 플레이어 자신이므로 상대의 응수가 없습니다</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a level is given to a computer opponent alone</source>
        <translation>레벨은 컴퓨터 상대에만 줄 수 있습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>replies are given to an opponent of kind &quot;replies&quot; alone</source>
        <translation>응수(replies)는 종류가 &quot;replies&quot;인 상대에만 줄 수 있습니다</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not an action on this board</source>
        <extracomment>%1: the text from the file.</extracomment>
        <translation>이 게임판의 행동이 아닙니다(&quot;%1&quot;)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a hint may not be empty</source>
        <translation>힌트는 비어 있을 수 없습니다</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unknown language &quot;%1&quot;; expected one of %2</source>
        <translation>알 수 없는 언어입니다(&quot;%1&quot;). 가능한 언어: %2</translation>
    </message>
</context>
<context>
    <name>eko::text::ActionSentence</name>
    <message>
        <location filename="../engine/text/action_sentence.cpp" line="+23"/>
        <source>a village</source>
        <extracomment>A new building in a sentence (&quot;Blue builds a village on e3&quot;); keep the article your language needs.</extracomment>
        <translation>마을</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tower</source>
        <extracomment>A new building in a sentence (&quot;Blue builds a tower on e3&quot;).</extracomment>
        <translation>탑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a castle</source>
        <extracomment>A new building in a sentence (&quot;Blue builds a castle on e3&quot;).</extracomment>
        <translation>성</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the village</source>
        <extracomment>A building already standing, in a sentence (&quot;Blue upgrades the village on e3 to a tower&quot;).</extracomment>
        <translation>마을</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tower</source>
        <extracomment>A building already standing, in a sentence (&quot;Blue upgrades the tower on e3 to a castle&quot;).</extracomment>
        <translation>탑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the castle</source>
        <extracomment>A building already standing, in a sentence (&quot;Red replaces the castle on e3, which was Blue&apos;s, ...&quot;).</extracomment>
        <translation>성</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 %2</source>
        <extracomment>Two sentences one after the other (%1 the first, %2 the next); languages written without spaces between sentences leave the space out.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 swaps their Emperor on %2 with their disc on %3</source>
        <extracomment>Record of an Emperor swap (setup); %1 the player, %2 and %3 spaces. No final period.</extracomment>
        <translation>%1 플레이어가 %2 칸의 황제와 %3 칸의 말의 자리를 바꿉니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 declines the Emperor swap</source>
        <extracomment>Record: the player keeps their Emperor in place at setup (GLOSSARY: Emperor swap). No final period.</extracomment>
        <translation>%1 플레이어가 황제 자리 바꾸기를 거절합니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 makes a forced march, which costs no disc in this game</source>
        <extracomment>Record of a forced march in a scenario where it costs no disc; %1 the player. No final period.</extracomment>
        <translation>%1 플레이어가 강행군을 합니다 (이 게임에서는 비용 없음)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 makes a forced march and removes %n disc(s) of their reserve from the game</source>
        <extracomment>Record of a forced march; %1 the player, %n the discs removed (1 or more). No final period.</extracomment>
        <translation>
            <numerusform>%1 플레이어가 예비대의 말 %n개를 게임에서 빼고 강행군을 합니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 ends the turn without a forced march (no reinforcement is possible)</source>
        <extracomment>Record: the player declines the forced march when no reinforcement is possible. No final period.</extracomment>
        <translation>%1 플레이어가 강행군 없이 차례를 마칩니다 (증원할 수 없음)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 passes (no legal action)</source>
        <extracomment>Record: the player has no legal action (GLOSSARY: pass). No final period.</extracomment>
        <translation>%1 플레이어가 행동 단계를 넘깁니다 (가능한 행동 없음)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 regroups the stack on %2 with their stack on %3, which now has %4</source>
        <extracomment>Record of a regroup; %1 the player, %2 and %3 spaces, %4 the discs of the stack now (&quot;4 discs&quot;). No final period.</extracomment>
        <translation>%1 플레이어가 %2 칸의 더미를 %3 칸의 자기 더미와 재집결합니다 (이제 %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves the stack on %2 to %3</source>
        <extracomment>Record of a simple move; %1 the player, %2 and %3 spaces. No final period.</extracomment>
        <translation>%1 플레이어가 %2 칸의 더미를 %3 칸으로 이동합니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 attacks %2 from %3</source>
        <extracomment>Record of an attack; %1 the player, %2 the target space, %3 the attacker&apos;s. No final period.</extracomment>
        <translation>%1 플레이어가 %3 칸에서 %2 칸을 공격합니다</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 makes a kamikaze attack on %2 from %3 and captures %4&apos;s Emperor; %4&apos;s %n other disc(s) and the attacking disc go back to their reserves, and %2 is left empty</source>
        <extracomment>Record of a kamikaze that captures an Emperor; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1 플레이어가 %3 칸에서 %2 칸에 결사 공격을 하여 %4 플레이어의 황제를 포로로 잡습니다. %4 플레이어의 다른 말 %n개와 공격한 말은 각자의 예비대로 돌아가고 %2 칸은 비게 됩니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 makes a kamikaze attack on %2 from %3; %4&apos;s %n disc(s) and the attacking disc go back to their reserves, and %2 is left empty</source>
        <extracomment>Record of a kamikaze; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1 플레이어가 %3 칸에서 %2 칸에 결사 공격을 합니다. %4 플레이어의 말 %n개와 공격한 말은 각자의 예비대로 돌아가고 %2 칸은 비게 됩니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 attacks %2 from %3 and captures %4&apos;s Emperor</source>
        <extracomment>Record of an attack on a lone Emperor; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>%1 플레이어가 %3 칸에서 %2 칸을 공격하여 %4 플레이어의 황제를 포로로 잡습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 attacks %2 from %3, captures %4&apos;s Emperor and sends %n other disc(s) back to their reserve</source>
        <extracomment>Record of an attack that captures an Emperor; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1 플레이어가 %3 칸에서 %2 칸을 공격하여 %4 플레이어의 황제를 포로로 잡고, 다른 말 %n개를 예비대로 돌려보냅니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 attacks %2 from %3 and sends %4&apos;s %n disc(s) back to their reserve</source>
        <extracomment>Record of an attack; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1 플레이어가 %3 칸에서 %2 칸을 공격하여 %4 플레이어의 말 %n개를 예비대로 돌려보냅니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 builds %2 on the capital %3, a palace, paid by the stack on %4</source>
        <extracomment>Record of a construction on a capital (a building there is a palace, GLOSSARY); %1 the player, %2 the building (&quot;a castle&quot;), %3 the site, %4 the space of the stack that pays. No final period.</extracomment>
        <translation>%1 플레이어가 %4 칸의 더미로 비용을 치러 수도 %3 칸에 궁전이 되는 %2 하나를 건설합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 builds %2 on %3, paid by the stack on %4</source>
        <extracomment>Record of a construction; %1 the player, %2 the building (&quot;a village&quot;), %3 the site, %4 the space of the stack that pays. No final period.</extracomment>
        <translation>%1 플레이어가 %4 칸의 더미로 비용을 치러 %3 칸에 %2 하나를 건설합니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 upgrades %2 on %3 to %4, paid by the stack on %5</source>
        <extracomment>Record of an upgrade; %1 the player, %2 their building now (&quot;the village&quot;), %3 the site, %4 the new building (&quot;a tower&quot;), %5 the space of the stack that pays. No final period.</extracomment>
        <translation>%1 플레이어가 %5 칸의 더미로 비용을 치러 %3 칸의 건물을 업그레이드합니다 (%2 → %4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 replaces %2 on %3, which was %4&apos;s, with %5, paid by the stack on %6</source>
        <extracomment>Record of replacing an opponent&apos;s building; %1 the player, %2 the old building (&quot;the village&quot;), %3 the site, %4 its owner, %5 the new building (&quot;a tower&quot;), %6 the space of the stack that pays. No final period.</extracomment>
        <translation>%1 플레이어가 %6 칸의 더미로 비용을 치러 %3 칸에 있던 %4 플레이어의 건물을 바꿉니다 (%2 → %5)</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 reinforces the stack on %2 with %n disc(s) from their reserve</source>
        <extracomment>Record of a reinforcement; %1 the player, %2 the space. No final period.</extracomment>
        <translation>
            <numerusform>%1 플레이어가 예비대의 말 %n개로 %2 칸의 더미를 증원합니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 brings their Emperor back from the reserve onto the stack on %2</source>
        <extracomment>Record of a reinforcement of the Emperor alone; %1 the player, %2 the space. No final period.</extracomment>
        <translation>%1 플레이어가 예비대의 황제를 %2 칸의 더미로 되돌립니다</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 reinforces the stack on %2 with %n disc(s) from their reserve, their Emperor among them</source>
        <extracomment>Record of a reinforcement that brings the Emperor back; %1 the player, %2 the space. No final period.</extracomment>
        <translation>
            <numerusform>%1 플레이어가 황제를 포함한 예비대의 말 %n개로 %2 칸의 더미를 증원합니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 %2 VP</source>
        <extracomment>A player&apos;s victory points after an action, e.g. &quot;Blue 9 VP&quot; (GLOSSARY: victory points); %1 the player, %2 the number.</extracomment>
        <translation>%1 승점 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1.</source>
        <extracomment>The end of a sentence of the record: %1 the sentence, then the final period.</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2).</source>
        <extracomment>The end of a sentence of the record: %1 the sentence, %2 players&apos; VP (&quot;Blue 9 VP&quot;), then the period.</extracomment>
        <translation>%1 (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>Between the VP of two players</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 and %2 exchange their captive Emperors, which go back to their owners&apos; reserves.</source>
        <extracomment>Record: two players held each other&apos;s Emperor and exchanged them (RULES §5); %1 and %2 the players.</extracomment>
        <translation>%1 플레이어와 %2 플레이어가 포로로 잡은 서로의 황제를 교환하여, 두 황제가 각자의 예비대로 돌아갑니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no disc left on the board and is out.</source>
        <extracomment>Record: a player lost their last disc on the board (GLOSSARY: elimination); %1 the player.</extracomment>
        <translation>%1 플레이어는 게임판에 남은 말이 없어 탈락합니다.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>swap %1 %2</source>
        <extracomment>Notation of the Emperor swap as the move list shows it (&quot;swap c4 e5&quot;; files keep &quot;swap&quot;); %1 the Emperor&apos;s space, %2 the other disc&apos;s. Short.</extracomment>
        <translation>자리 바꾸기 %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>noswap</source>
        <extracomment>Notation of declining the Emperor swap as the move list shows it (files keep &quot;noswap&quot;). Short.</extracomment>
        <translation>자리 유지</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>march</source>
        <extracomment>Notation of the forced march as the move list shows it (files keep &quot;march&quot;). Short.</extracomment>
        <translation>강행군</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>end</source>
        <extracomment>Notation of declining the forced march as the move list shows it (files keep &quot;end&quot;). Short.</extracomment>
        <translation>끝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <extracomment>Notation of a pass as the move list shows it (files keep &quot;pass&quot;). Short.</extracomment>
        <translation>넘기기</translation>
    </message>
</context>
<context>
    <name>eko::text::Explain</name>
    <message>
        <location filename="../engine/text/explain.cpp" line="+43"/>
        <source>0 discs</source>
        <extracomment>No disc, e.g. in &quot;Reserve: 0 discs&quot;. Its own text because Qt gives some languages&apos; zero the singular form (Brazilian Portuguese: &quot;0 discos&quot;, not &quot;0 disco&quot;).</extracomment>
        <translation>말 0개</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n disc(s)</source>
        <extracomment>A number of discs (the game pieces), e.g. &quot;1 disc&quot;, &quot;3 discs&quot;.</extracomment>
        <translation>
            <numerusform>말 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>0 villages</source>
        <extracomment>No village, e.g. in &quot;Building supply: 0 villages, 1 tower, 0 castles&quot; (zero has its own text, as for discs).</extracomment>
        <translation>마을 0개</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 towers</source>
        <extracomment>No tower, e.g. in &quot;Building supply: 0 villages, 0 towers, 1 castle&quot;.</extracomment>
        <translation>탑 0개</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 castles</source>
        <extracomment>No castle, e.g. in &quot;Building supply: 2 villages, 1 tower, 0 castles&quot;.</extracomment>
        <translation>성 0개</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n village(s)</source>
        <extracomment>A number of villages, e.g. &quot;1 village&quot;, &quot;5 villages&quot;.</extracomment>
        <translation>
            <numerusform>마을 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tower(s)</source>
        <extracomment>A number of towers, e.g. &quot;1 tower&quot;, &quot;3 towers&quot;.</extracomment>
        <translation>
            <numerusform>탑 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n castle(s)</source>
        <extracomment>A number of castles, e.g. &quot;1 castle&quot;, &quot;3 castles&quot;.</extracomment>
        <translation>
            <numerusform>성 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>desert</source>
        <extracomment>Terrain of a space, inside a sentence (lower case where the language allows).</extracomment>
        <translation>사막</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chasm</source>
        <extracomment>Terrain: impassable space.</extracomment>
        <translation>협곡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>oasis</source>
        <extracomment>Terrain: construction site for a village.</extracomment>
        <translation>오아시스</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reg</source>
        <extracomment>Terrain: stony plain, a construction site for a village or tower (GLOSSARY: reg).</extracomment>
        <translation>자갈 평원</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mesa</source>
        <extracomment>Terrain: table mountain, a construction site for a tower or castle.</extracomment>
        <translation>메사</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capital</source>
        <extracomment>Terrain: construction site for any building; a building on it is a palace.</extracomment>
        <translation>수도</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>village</source>
        <extracomment>Building (1 VP), inside a sentence.</extracomment>
        <translation>마을</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tower</source>
        <extracomment>Building (2 VP), inside a sentence.</extracomment>
        <translation>탑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castle</source>
        <extracomment>Building (3 VP), inside a sentence.</extracomment>
        <translation>성</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>red</source>
        <extracomment>Player colour inside a sentence, e.g. &quot;the stack on c4 is red&apos;s&quot;.</extracomment>
        <translation>빨강</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>blue</source>
        <extracomment>Player colour inside a sentence.</extracomment>
        <translation>파랑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yellow</source>
        <extracomment>Player colour inside a sentence.</extracomment>
        <translation>노랑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>green</source>
        <extracomment>Player colour inside a sentence.</extracomment>
        <translation>초록</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nobody</source>
        <extracomment>Owner of something that belongs to no player.</extracomment>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Red</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation>빨강</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation>파랑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yellow</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation>노랑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation>초록</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody</source>
        <extracomment>Owner of something that belongs to no player, as a label.</extracomment>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1</source>
        <extracomment>Default name of a player in a new game; %1 is the seat number 1-4.</extracomment>
        <translation>플레이어 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (%2)</source>
        <extracomment>A player: %1 colour (e.g. &quot;Red&quot;), %2 the player&apos;s name.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../engine/core/source_texts.cpp" line="+146"/>
        <source>Illegal action.</source>
        <extracomment>Fallback for a refusal the interface has no text for.</extracomment>
        <translation>할 수 없는 행동입니다.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That space is not on the board.</source>
        <translation>게임판에 없는 칸입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Emperor swap comes first: swap your Emperor with one of your discs, or decline.</source>
        <translation>먼저 황제 자리 바꾸기를 해야 합니다. 황제와 내 말 하나의 자리를 바꾸거나 거절하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Emperor swap is over.</source>
        <translation>황제 자리 바꾸기는 이미 끝났습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your action is over: a forced march or the reinforcement phase comes next.</source>
        <translation>행동을 마쳤습니다. 이제 강행군을 하거나 증원 단계로 넘어갑니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your Emperor is not on %1.</source>
        <extracomment>%1 is a space name such as c4.</extracomment>
        <translation>내 황제는 %1 칸에 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds no other disc of yours to swap with your Emperor.</source>
        <extracomment>%1 is a space name such as c4.</extracomment>
        <translation>%1 칸에는 황제와 자리를 바꿀 내 말이 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no stack on %1.</source>
        <translation>%1 칸에 더미가 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The stack on %1 is %2&apos;s, not yours.</source>
        <extracomment>%1 is a space, %2 the owner&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>%1 칸의 더미는 내 것이 아니라 %2의 것입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stack must leave its space: %1 is where it stands.</source>
        <translation>더미는 제자리를 떠나야 합니다. %1 칸은 지금 더미가 있는 곳입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+243"/>
        <source>Stacks stand only on desert; %1 is %2.</source>
        <extracomment>%1 is a space, %2 its terrain (&quot;chasm&quot;, &quot;oasis&quot;, ...).</extracomment>
        <translation>더미는 사막에만 설 수 있습니다. %1 칸은 %2입니다.</translation>
    </message>
    <message>
        <location line="-241"/>
        <source>No path of empty desert spaces leads from %1 to %2.</source>
        <translation>%1 칸에서 %2 칸까지 빈 사막 칸으로 이어진 길이 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regrouping %1 with %2 would make %3; a stack holds at most %4.</source>
        <extracomment>%1, %2 and %3 are disc counts (&quot;2 discs&quot;), %4 the stack limit (a number).</extracomment>
        <translation>재집결할 수 없습니다. %1 더미와 %2 더미를 합치면 %3 더미가 되지만 더미 한도는 %4개입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may not attack your own stack on %1.</source>
        <translation>%1 칸에 있는 내 더미는 공격할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no stack to attack on %1.</source>
        <translation>%1 칸에는 공격할 더미가 없습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The target stack has %1; yours has %2 and no Emperor.</source>
        <extracomment>A refused attack on a stack of the same size, which only a stack with its Emperor may attack; %1 is a disc count (&quot;3 discs&quot;), %2 the same number.</extracomment>
        <translation>상대 더미는 %1, 내 더미는 황제 없이 %2개입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is %2, not a construction site.</source>
        <extracomment>%1 is a space, %2 its terrain.</extracomment>
        <translation>%1 칸(%2)은 건설 부지가 아닙니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+226"/>
        <source>A %1 may not be built on %2 (%3).</source>
        <extracomment>%1 is a building (&quot;tower&quot;), %2 a terrain (&quot;oasis&quot;), %3 the space.</extracomment>
        <translation>%2(%3)에는 %1 건설이 불가능합니다.</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Your building supply holds no %1.</source>
        <extracomment>%1 is a building (&quot;castle&quot;).</extracomment>
        <translation>건물 보유량에 남은 %1 건물이 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your stack on %1 is not next to %2.</source>
        <extracomment>%1 is the space of the paying stack, %2 the construction site.</extracomment>
        <translation>%1 칸의 내 더미는 %2 칸과 이웃해 있지 않습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A %1 costs %2; the stack on %3 can sacrifice only %4 (the Emperor is never sacrificed).</source>
        <extracomment>%1 is a building, %2 its cost (&quot;2 discs&quot;), %3 a space, %4 a number of discs.</extracomment>
        <translation>%1 건설 비용은 %2입니다. 하지만 %3 칸의 더미는 %4개만 희생할 수 있습니다(황제는 희생할 수 없음).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your %1 on %2 can only be replaced by a building of higher value, not a %3.</source>
        <extracomment>%1 is your building, %2 the space, %3 the building you tried to construct.</extracomment>
        <translation>%2 칸에 있는 내 건물(%1)은 가치가 더 높은 건물로만 바꿀 수 있습니다(%3 불가).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 on %3 can only be replaced by a building of at least the same value, not a %4.</source>
        <extracomment>%1 is the owner&apos;s colour in lower case (&quot;blue&quot;), %2 their building, %3 the space, %4 the building you tried to construct.</extracomment>
        <translation>%3 칸에 있는 %1의 건물(%2)은 가치가 같거나 더 높은 건물로만 바꿀 수 있습니다(%4 불가).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A forced march may only follow your turn&apos;s first action.</source>
        <translation>강행군은 차례의 첫 행동 바로 다음에만 할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one forced march is allowed per turn.</source>
        <translation>강행군은 한 차례에 한 번만 할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A forced march costs %1 from your reserve (not the Emperor); you have %2.</source>
        <extracomment>%1 is the cost (&quot;3 discs&quot;), %2 the number of discs in your reserve.</extracomment>
        <translation>강행군 비용은 예비대의 %1입니다(황제 제외). 지금은 %2개 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinforcement comes after your action.</source>
        <translation>증원은 행동을 마친 뒤에 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinforce with %1 to %2, not %3.</source>
        <extracomment>%1 is the smallest number of discs, %2 the largest (&quot;3 discs&quot;), %3 the number asked for.</extracomment>
        <translation>증원은 %1개 이상, %2 이하로 해야 합니다(요청: %3개).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your reserve holds %1, fewer than %2.</source>
        <extracomment>%1 is the discs in your reserve (&quot;2 discs&quot;), %2 the number asked for.</extracomment>
        <translation>예비대에 %1만 있습니다(요청: %2개).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stack on %1 is next to an opponent&apos;s building on %2 and may not be reinforced.</source>
        <extracomment>%1 is your stack&apos;s space, %2 the space of the opponent&apos;s building.</extracomment>
        <translation>%1 칸의 더미는 %2 칸의 상대 건물과 이웃해 있어 증원할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stack on %1 has %2; adding %3 would exceed %4.</source>
        <extracomment>%1 is a space, %2 the stack&apos;s size (&quot;3 discs&quot;), %3 the discs to add, %4 the stack limit.</extracomment>
        <translation>%1 칸의 더미는 %2입니다. %3개를 더하면 더미 한도 %4개를 넘습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;end&quot; only declines a forced march when no reinforcement is possible.</source>
        <extracomment>&quot;end&quot; is the notation word for declining the forced march; keep it as it is.</extracomment>
        <translation>&quot;end&quot;는 증원할 수 없을 때 강행군을 거절하는 데에만 씁니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A reinforcement is possible, so it must be made.</source>
        <translation>증원할 수 있으므로 반드시 증원해야 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have a legal action, so you may not pass.</source>
        <translation>가능한 행동이 있으므로 넘길 수 없습니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>players must be 2, 3 or 4, not %1</source>
        <extracomment>Scenario problem; %1 is the number of players the file asks for.</extracomment>
        <translation>플레이어 수는 2, 3, 4 중 하나여야 합니다(현재: %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discs per player must be from 1 to 1000</source>
        <extracomment>Scenario problem about the rules settings.</extracomment>
        <translation>플레이어당 말 수는 1에서 1000 사이여야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the stack limit must be from 2 to 100</source>
        <extracomment>Scenario problem about the rules settings.</extracomment>
        <translation>더미 한도는 2에서 100 사이여야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reinforcement needs 1 &lt;= minimum &lt;= maximum</source>
        <extracomment>Scenario problem: the smallest and largest reinforcement (numbers of discs) are out of order.</extracomment>
        <translation>증원 수는 1 &lt;= 최소 &lt;= 최대여야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the reinforcement maximum must be at most 100</source>
        <extracomment>Scenario problem: the largest reinforcement (a number of discs) is too large.</extracomment>
        <translation>최대 증원 수는 100 이하여야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the forced march cost must be from 0 to 1000</source>
        <extracomment>Scenario problem: the cost of a forced march (in discs) is out of range.</extracomment>
        <translation>강행군 비용은 0에서 1000 사이여야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the VP to win must be from 1 to 10000</source>
        <extracomment>Scenario problem: the victory points needed to win are out of range.</extracomment>
        <translation>승리에 필요한 승점은 1에서 10000 사이여야 합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rounds without progress before a draw must be from 1 to 100000</source>
        <extracomment>Scenario problem: the number of rounds without attack, construction or forced march that ends the game in a draw is out of range.</extracomment>
        <translation>무승부가 되기까지 진전 없는 라운드 수는 1에서 100000 사이여야 합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the village supply must be from 0 to 1000</source>
        <extracomment>Scenario problem: the building supply setting for villages is out of range.</extracomment>
        <translation>마을 보유량은 0에서 1000 사이여야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tower supply must be from 0 to 1000</source>
        <extracomment>Scenario problem: the building supply setting for towers is out of range.</extracomment>
        <translation>탑 보유량은 0에서 1000 사이여야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the castle supply must be from 0 to 1000</source>
        <extracomment>Scenario problem: the building supply setting for castles is out of range.</extracomment>
        <translation>성 보유량은 0에서 1000 사이여야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board has no spaces</source>
        <extracomment>Scenario problem.</extracomment>
        <translation>게임판에 칸이 없습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n disc(s) do not fit on %1 desert spaces</source>
        <extracomment>Scenario problem (random setup): %n is the number of discs to place, %1 the number of desert spaces.</extracomment>
        <translation>
            <numerusform>말 %n개를 사막 칸 %1개에 놓을 수 없습니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position is for another number of players</source>
        <extracomment>Scenario problem: the starting position has another number of players than the scenario.</extracomment>
        <translation>국면의 플레이어 수가 시나리오와 다릅니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the stack on %1 belongs to no player of this game</source>
        <extracomment>Scenario problem; %1 is a space such as c4.</extracomment>
        <translation>%1 칸의 더미는 이 게임의 어느 플레이어의 것도 아닙니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the stack on %1 stands on %2; stacks stand only on desert</source>
        <extracomment>Scenario problem; %1 is a space, %2 its terrain (&quot;oasis&quot;, &quot;chasm&quot;, ...).</extracomment>
        <translation>%1 칸의 더미가 %2 위에 있습니다. 더미는 사막에만 설 수 있습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the stack on %1 has %n disc(s); the stack limit is %2</source>
        <extracomment>Scenario problem; %1 is a space, %n the stack&apos;s number of discs, %2 the stack limit (a number).</extracomment>
        <translation>
            <numerusform>%1 칸의 더미에 말이 %n개 있습니다. 더미 한도는 %2입니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the building on %1 belongs to no player of this game</source>
        <extracomment>Scenario problem; %1 is a space such as c4.</extracomment>
        <translation>%1 칸의 건물은 이 게임의 어느 플레이어의 것도 아닙니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 may not stand on %2 (%3)</source>
        <extracomment>Scenario problem; %1 is a building (&quot;tower&quot;), %2 a terrain (&quot;oasis&quot;), %3 the space.</extracomment>
        <translation>%2(%3)에 있을 수 없는 건물입니다: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 has %n Emperor(s); every player has exactly one</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;), %n their number of Emperors.</extracomment>
        <translation>
            <numerusform>%1 플레이어의 황제가 %n개입니다. 모든 플레이어는 황제가 정확히 하나여야 합니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds their own Emperor captive</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>%1 플레이어가 자신의 황제를 포로로 잡고 있습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds the Emperor of a player who is not in this game</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>%1 플레이어가 이 게임에 없는 플레이어의 황제를 포로로 잡고 있습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has a negative reserve or removed count</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case. &quot;removed&quot;: discs that have left the game.</extracomment>
        <translation>%1 플레이어의 예비대 또는 제거된 말 수가 음수입니다</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 has %n disc(s) in all; the settings give %2</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %n their discs counted everywhere (board, reserve, captive, removed), %2 the discs per player of the settings.</extracomment>
        <translation>
            <numerusform>%1 플레이어의 말은 모두 %n개입니다. 설정에서는 %2개입니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s villages in supply and on the board add up to %2; the settings give %3</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %2 the villages in their building supply and on the board, %3 the villages the settings give each player.</extracomment>
        <translation>%1 플레이어의 보유량과 게임판의 마을을 합하면 %2개입니다. 설정에서는 %3개입니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s towers in supply and on the board add up to %2; the settings give %3</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %2 the towers in their building supply and on the board, %3 the towers the settings give each player.</extracomment>
        <translation>%1 플레이어의 보유량과 게임판의 탑을 합하면 %2개입니다. 설정에서는 %3개입니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s castles in supply and on the board add up to %2; the settings give %3</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %2 the castles in their building supply and on the board, %3 the castles the settings give each player.</extracomment>
        <translation>%1 플레이어의 보유량과 게임판의 성을 합하면 %2개입니다. 설정에서는 %3개입니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a scenario cannot start with the game over</source>
        <extracomment>Scenario problem: the starting position is a finished game.</extracomment>
        <translation>시나리오는 게임이 끝난 상태로 시작할 수 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player to move is not in this game</source>
        <extracomment>Scenario problem about the starting position.</extracomment>
        <translation>차례인 플레이어가 이 게임에 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player to move has no disc on the board</source>
        <extracomment>Scenario problem about the starting position.</extracomment>
        <translation>차례인 플레이어는 게임판에 말이 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at least two players need discs on the board</source>
        <extracomment>Scenario problem about the starting position.</extracomment>
        <translation>적어도 두 플레이어가 게임판에 말을 가지고 있어야 합니다</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>in the Emperor swap, fewer than %1 players have swapped</source>
        <extracomment>Scenario problem; %1 is the number of players. The position is in the Emperor swap, but every player has swapped already.</extracomment>
        <translation>황제 자리 바꾸기 중에는 자리를 바꾼 플레이어가 %1명보다 적어야 합니다</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 moves first, so after %n swap(s) the Emperor swap is %2&apos;s, not %3&apos;s</source>
        <extracomment>Scenario problem; %1 is the first player&apos;s colour in lower case (&quot;blue&quot;), %n the swaps done (players who have swapped or declined), %2 the colour whose Emperor swap it is, %3 the colour given as to move.</extracomment>
        <translation>
            <numerusform>%1 플레이어가 먼저 하므로, %n번 바꾼 뒤의 황제 자리 바꾸기 차례는 %3 플레이어가 아니라 %2 플레이어입니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) without progress: the game would already be drawn (a draw comes at %1)</source>
        <extracomment>Scenario problem; %n is the turns in a row without attack, construction or forced march, %1 the number of such turns that ends the game in a draw.</extracomment>
        <translation>
            <numerusform>진전 없는 차례 %n번: 게임은 이미 무승부로 끝났어야 합니다(%1번이면 무승부)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the scenario cannot be played</source>
        <extracomment>Fallback for a scenario problem the interface has no text for.</extracomment>
        <translation>이 시나리오로는 게임을 할 수 없습니다</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 has %2 in play, fewer than another player (%3): forced marches removed more of theirs</source>
        <extracomment>Scenario warning; %1 is a player&apos;s colour in lower case, %2 and %3 numbers of discs (&quot;9 discs&quot;). In play: on the board, in reserve, or their Emperor held captive; the rest was removed by forced marches.</extracomment>
        <translation>%1 플레이어는 남은 말이 다른 플레이어보다 적습니다(%2, 다른 플레이어: %3). 강행군으로 더 많은 말을 제거했습니다</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Stacks and buildings belong to an exact position: choose &quot;Exact position&quot; as the setup in the Game panel first.</source>
        <extracomment>Scenario editor; &quot;Exact position&quot; is the name of a setup in its Game panel.</extracomment>
        <translation>더미와 건물은 정해진 국면에만 놓을 수 있습니다. 먼저 게임 패널에서 배치를 &quot;정해진 국면&quot;으로 고르세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a space of the board.</source>
        <extracomment>Scenario editor: a click beside the board.</extracomment>
        <translation>게임판의 칸을 클릭하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board cannot grow any further: a scenario holds at most %1 spaces, within %2 steps of the centre.</source>
        <extracomment>Scenario editor; %1 is the most spaces of a board, %2 how far from the centre a space may be.</extracomment>
        <translation>게임판을 더 키울 수 없습니다. 시나리오에는 가운데에서 %2칸 이내에 칸이 최대 %1개까지 있을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 already holds a stack.</source>
        <extracomment>Scenario editor; %1 is a space name such as c4.</extracomment>
        <translation>%1 칸에는 이미 더미가 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a stack to hold the Emperor.</source>
        <extracomment>Scenario editor: the Emperor tool was used on a space without a stack.</extracomment>
        <translation>황제를 넣을 더미를 고르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough discs in %1&apos;s reserve.</source>
        <extracomment>Scenario editor; %1 is a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>%1 플레이어의 예비대에 말이 부족합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No %1 is left in %2&apos;s building supply.</source>
        <extracomment>Scenario editor; %1 is a building (&quot;tower&quot;), %2 a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>%2 플레이어의 건물 보유량에 남은 %1 건물이 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This edit is not possible.</source>
        <extracomment>Fallback for a refusal of the scenario editor the interface has no text for.</extracomment>
        <translation>이 편집은 할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../engine/text/explain.cpp" line="+88"/>
        <source>Emperor swap</source>
        <extracomment>Name of the setup phase (GLOSSARY: Emperor swap).</extracomment>
        <translation>황제 자리 바꾸기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action phase</source>
        <extracomment>Name of the phase of the turn&apos;s action.</extracomment>
        <translation>행동 단계</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced march or reinforcement</source>
        <extracomment>Name of the phase after the first action: the player may take a forced march or reinforce.</extracomment>
        <translation>강행군 또는 증원</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action phase (forced march)</source>
        <extracomment>Name of the phase of the extra action bought by the forced march.</extracomment>
        <translation>행동 단계 (강행군)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinforcement phase</source>
        <extracomment>Name of the phase (GLOSSARY: reinforcement phase).</extracomment>
        <translation>증원 단계</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <extracomment>Name of the phase after the game has ended.</extracomment>
        <translation>게임 종료</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game goes on.</source>
        <extracomment>Result while the game is still being played.</extracomment>
        <translation>게임이 진행 중입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by points.</source>
        <extracomment>%1 is a player (&quot;Blue (Bo)&quot;); victory by points (12 VP and a palace).</extracomment>
        <translation>%1 승리 (승점).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by elimination.</source>
        <extracomment>%1 is a player; every other player has no disc on the board.</extracomment>
        <translation>%1 승리 (다른 플레이어 모두 탈락).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw: no player has a disc on the board.</source>
        <translation>무승부: 게임판에 말이 남은 플레이어가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Draw: %n round(s) in a row without an attack, construction or forced march.</source>
        <extracomment>%n is the number of rounds (a round: every player still in takes one turn).</extracomment>
        <translation>
            <numerusform>무승부: %n라운드 연속으로 공격, 건설, 강행군이 없었습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Swap your Emperor on %1 with your disc on %2</source>
        <extracomment>Menu entry / tool tip for the Emperor swap; %1 and %2 are spaces.</extracomment>
        <translation>%1 칸의 황제와 %2 칸의 말 자리 바꾸기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decline the Emperor swap</source>
        <extracomment>Menu entry / tool tip: declining the Emperor swap.</extracomment>
        <translation>황제 자리 바꾸기 거절</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Regroup the stack on %1 with your stack on %2</source>
        <extracomment>Menu entry / tool tip for a regroup; %1 and %2 are spaces.</extracomment>
        <translation>%1 칸의 더미를 %2 칸의 더미와 재집결</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the stack on %1 to %2</source>
        <extracomment>Menu entry / tool tip for a simple move; &quot;move&quot; is the verb. %1 and %2 are spaces.</extracomment>
        <translation>%1 칸의 더미를 %2 칸으로 이동</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kamikaze: the disc on %1 attacks the stack on %2</source>
        <extracomment>Menu entry / tool tip for a kamikaze attack; %1 the attacking disc&apos;s space, %2 the target&apos;s.</extracomment>
        <translation>결사 공격: %1 칸의 말로 %2 칸의 더미 공격</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack the stack on %2 with the stack on %1</source>
        <extracomment>Menu entry / tool tip for an attack; %1 the attacker&apos;s space, %2 the target&apos;s.</extracomment>
        <translation>%1 칸의 더미로 %2 칸의 더미 공격</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Upgrade your %1 on %2 to a %3 with the stack on %4</source>
        <extracomment>Menu entry / tool tip; %1 your building now, %2 the site, %3 the new building, %4 the space of the stack that pays.</extracomment>
        <translation>업그레이드: %2 칸의 %1 → %3 (%4 칸의 더미로)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replace %1&apos;s %2 on %3 with a %4, paid by the stack on %5</source>
        <extracomment>Menu entry / tool tip; %1 the owner&apos;s colour in lower case, %2 their building, %3 the site, %4 your new building, %5 the space of the stack that pays.</extracomment>
        <translation>교체: %3 칸의 %2 (%1) → %4 (%5 칸의 더미로)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Construct a %1 on %2 with the stack on %3</source>
        <extracomment>Menu entry / tool tip; %1 the building, %2 the site, %3 the space of the stack that pays.</extracomment>
        <translation>%3 칸의 더미로 %2 칸에 %1 건설</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forced march (%1 from your reserve leave the game)</source>
        <extracomment>Menu entry / tool tip; %1 is the cost (&quot;3 discs&quot;).</extracomment>
        <translation>강행군 (예비대의 %1 제거)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Reinforce %1 with %n disc(s)</source>
        <extracomment>Menu entry / tool tip; %1 is a space, %n the number of discs.</extracomment>
        <translation>
            <numerusform>%1 칸에 말 %n개 증원</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the turn without reinforcement</source>
        <extracomment>Menu entry / tool tip: decline the forced march when no reinforcement is possible.</extracomment>
        <translation>증원 없이 차례 끝내기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass (no legal action)</source>
        <extracomment>Menu entry / tool tip: the player has no legal action (GLOSSARY: pass).</extracomment>
        <translation>넘기기 (가능한 행동 없음)</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/source_texts.cpp" line="-186"/>
        <source>The game record is full: a game on this board holds at most %n action(s), so no further action can be played.</source>
        <extracomment>%n: the most actions a game record (and a saved game) holds on this board, e.g. 50000.</extracomment>
        <translation>
            <numerusform>게임 기록이 가득 찼습니다. 이 게임판에서는 게임 하나에 행동을 최대 %n개까지 기록할 수 있으므로 더 이상 행동할 수 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+97"/>
        <source>%1 already has %2 VP of the %3 needed and a palace: the game would be won before it starts</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;), %2 their victory points (VP), %3 the VP needed to win. A palace is a building on a capital space.</extracomment>
        <translation>%1 플레이어는 이미 필요한 승점 %3점 중 %2점과 궁전을 가지고 있습니다. 게임이 시작하기도 전에 승리가 정해집니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2 hold each other&apos;s Emperor; play would have exchanged them (RULES §5)</source>
        <extracomment>Scenario problem; %1 and %2 are players&apos; colours in lower case (&quot;red&quot;, &quot;blue&quot;). RULES §5 is the rule of the Emperor exchange; keep &quot;§5&quot;.</extracomment>
        <translation>%1 플레이어와 %2 플레이어가 서로의 황제를 포로로 잡고 있습니다. 게임 중이라면 이미 교환되었을 것입니다(규칙 §5)</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>None of your stacks stands next to %1.</source>
        <extracomment>Refusal of a click on a construction site; %1 is the site.</extracomment>
        <translation>%1 칸과 이웃한 내 더미가 없습니다.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>The target stack has %1; yours has only %2.</source>
        <extracomment>A refused attack on a larger stack (the Emperor would not help); %1 is a disc count (&quot;3 discs&quot;), %2 the number of discs of the attacking stack, fewer.</extracomment>
        <translation>상대 더미는 %1, 내 더미는 %2개뿐입니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+190"/>
        <source>the board has %n capital(s); a board for %1 players usually has %2</source>
        <extracomment>Scenario warning; %n is the number of capitals on the board, %1 the number of players, %2 that number minus one (the capitals of a standard board).</extracomment>
        <translation>
            <numerusform>게임판에 수도가 %n개 있습니다. 플레이어 %1명용 게임판에는 보통 수도가 %2개 있습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the construction site %1 is next to %n desert space(s); a site should touch at least two</source>
        <extracomment>Scenario warning; %1 is a construction site such as c4, %n the desert spaces next to it (0 or 1).</extracomment>
        <translation>
            <numerusform>건설 부지 %1 칸에 닿은 사막 칸이 %n개입니다. 건설 부지는 사막 칸 두 개 이상에 닿아야 합니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>the desert around %1 (%n space(s)) is cut off from the rest of the desert</source>
        <extracomment>Scenario warning; %1 is a desert space such as c4, %n the number of desert spaces joined to it.</extracomment>
        <translation>
            <numerusform>%1 칸 주변의 사막(%n칸)이 나머지 사막과 이어져 있지 않습니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no legal action at the start of their turn</source>
        <extracomment>Scenario warning; %1 is a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>%1 플레이어는 차례가 시작될 때 가능한 행동이 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no disc on the board and is out from the start</source>
        <extracomment>Scenario warning; %1 is a player&apos;s colour in lower case (&quot;blue&quot;). &quot;out&quot;: eliminated.</extracomment>
        <translation>%1 플레이어는 게임판에 말이 없으므로 시작부터 탈락합니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>every stack of %1 is boxed in: none can move, regroup or attack</source>
        <extracomment>Scenario warning; %1 is a player&apos;s colour in lower case. Boxed in: no stack of theirs can take a step.</extracomment>
        <translation>%1 플레이어의 모든 더미가 갇혀 있습니다. 어느 더미도 이동, 재집결, 공격을 할 수 없습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the scenario may not play as expected</source>
        <extracomment>Fallback for a scenario warning the interface has no text for.</extracomment>
        <translation>이 시나리오는 예상대로 진행되지 않을 수 있습니다</translation>
    </message>
</context>
<context>
    <name>eko::text::GoalText</name>
    <message>
        <location filename="../engine/text/goal_text.cpp" line="+12"/>
        <source>Win</source>
        <extracomment>Kind of goal of a puzzle or lesson: win the game in any way.</extracomment>
        <translation>승리</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win by points</source>
        <extracomment>Kind of goal: win the game by victory points.</extracomment>
        <translation>승점으로 승리</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture an Emperor</source>
        <extracomment>Kind of goal: attack a stack holding an opponent&apos;s Emperor.</extracomment>
        <translation>황제 포로로 잡기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a palace</source>
        <extracomment>Kind of goal: construct a building on a capital.</extracomment>
        <translation>궁전 건설</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reach victory points</source>
        <extracomment>Kind of goal: have at least so many victory points.</extracomment>
        <translation>승점 달성</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eliminate a player</source>
        <extracomment>Kind of goal: leave a player without discs on the board.</extracomment>
        <translation>플레이어 탈락시키기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Survive</source>
        <extracomment>Kind of goal: still be in the game after so many turns.</extracomment>
        <translation>살아남기</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Goal: the player of the goal is not in the game; choose one of its players.</source>
        <translation>목표: 목표의 플레이어가 게임에 없습니다. 게임의 플레이어 중 하나를 고르세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: the turns must be 1 to %1.</source>
        <extracomment>%1: the largest number of turns (50).</extracomment>
        <translation>목표: 차례 수는 1부터 %1 사이여야 합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: the victory points to reach must be 1 or more.</source>
        <translation>목표: 달성할 승점은 1 이상이어야 합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal: victory points to reach belong to the goal “Reach victory points” alone.</source>
        <translation>목표: 달성할 승점은 “승점 달성” 목표에만 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: “Eliminate a player” needs a target: choose the player to eliminate.</source>
        <translation>목표: “플레이어 탈락시키기”에는 대상이 필요합니다. 탈락시킬 플레이어를 고르세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: the target is the goal&apos;s own player; choose another player.</source>
        <translation>목표: 대상이 목표의 플레이어 자신입니다. 다른 플레이어를 고르세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: the target is not in the game; choose another player.</source>
        <translation>목표: 대상이 게임에 없습니다. 다른 플레이어를 고르세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal: only “Capture an Emperor” and “Eliminate a player” have a target.</source>
        <translation>목표: 대상은 “황제 포로로 잡기”와 “플레이어 탈락시키기”에만 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: the computer level for %1 must be 1 to 6.</source>
        <extracomment>%1: a colour (&quot;Blue&quot;), the seat the computer plays.</extracomment>
        <translation>목표: %1 컴퓨터 레벨은 1부터 6 사이여야 합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: the replies for %1 do not apply: that seat is the goal&apos;s own player or not in the game.</source>
        <extracomment>%1: a colour (&quot;Blue&quot;).</extracomment>
        <translation>목표: %1 응수는 쓰이지 않습니다. 그 자리는 목표의 플레이어 자신이거나 게임에 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Goal: the difficulty must be “Not graded” or 1 to %1.</source>
        <extracomment>%1: the hardest difficulty (5).</extracomment>
        <translation>목표: 난이도는 “등급 없음” 또는 1부터 %1 사이여야 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: “Keep the Emperor free” belongs to the goal “Survive” alone.</source>
        <translation>목표: “황제를 지키기”는 “살아남기” 목표에만 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: this goal cannot be played.</source>
        <translation>목표: 이 목표로는 플레이할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>eko::ui::AboutDialog</name>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="+63"/>
        <source>About Ekö</source>
        <translation>Ekö 정보</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A strategy board game for 2 to 4 players: march your stacks across the desert, raise villages, towers and castles, capture Emperors and hold a palace.</source>
        <translation>2~4인용 전략 보드게임입니다. 더미를 이끌고 사막을 가로지르며 마을, 탑, 성을 건설하고, 황제를 포로로 잡고, 궁전을 보유하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at one computer, passing it between turns; every action can be undone, and the game in progress is saved after every action.</source>
        <translation>컴퓨터 한 대를 차례마다 넘겨주며 플레이합니다. 모든 행동은 실행 취소할 수 있고, 진행 중인 게임은 행동할 때마다 저장됩니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ekö is free software: the program is under the GNU General Public License, version 3 or later, and its art and texts under Creative Commons Attribution-ShareAlike 4.0. It comes with no warranty.</source>
        <extracomment>The licence line of the About dialog; keep the licences&apos; names and versions exact.</extracomment>
        <translation>Ekö는 자유 소프트웨어입니다. 프로그램은 GNU 일반 공중 사용 허가서(GNU General Public License) 버전 3 또는 그 이후 버전을, 그림과 글은 크리에이티브 커먼즈 저작자표시-동일조건변경허락 4.0(Creative Commons Attribution-ShareAlike 4.0)을 따릅니다. 어떠한 보증도 하지 않습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Built with Qt %1.</source>
        <translation>Qt %1 기반.</translation>
    </message>
</context>
<context>
    <name>eko::ui::ActionButtons</name>
    <message>
        <location filename="../ui/window/action_buttons.cpp" line="+79"/>
        <source>Keep the Emperor where it is</source>
        <extracomment>Button in the Emperor swap: decline the swap.</extracomment>
        <translation>황제 자리 유지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the Emperor swap. To swap instead, click your Emperor&apos;s stack, then one of your other stacks.</source>
        <translation>황제 자리 바꾸기를 거절합니다. 자리를 바꾸려면 황제가 있는 더미를 클릭한 뒤 다른 내 더미 하나를 클릭하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced march</source>
        <translation>강행군</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take a second action; a forced march costs no disc in this game.</source>
        <extracomment>Tool tip of the Forced march button in a scenario where it costs no disc.</extracomment>
        <translation>두 번째 행동을 합니다. 이 게임에서는 강행군에 비용이 들지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Remove %n disc(s) of your reserve from the game to take a second action.</source>
        <translation>
            <numerusform>예비대의 말 %n개를 게임에서 제거하고 두 번째 행동을 합니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the turn</source>
        <extracomment>Button: end the turn without a forced march (no reinforcement is possible).</extracomment>
        <translation>차례 끝내기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the forced march; no reinforcement is possible.</source>
        <translation>강행군을 거절합니다. 증원할 수 있는 더미가 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <extracomment>Button shown when the player has no legal action.</extracomment>
        <translation>넘기기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no legal action: the action phase is a pass.</source>
        <translation>가능한 행동이 없으므로 행동 단계를 넘깁니다.</translation>
    </message>
</context>
<context>
    <name>eko::ui::ActionField</name>
    <message>
        <location filename="../ui/window/action_field.cpp" line="+76"/>
        <source>Type an action, e.g. c4-e5, T@d3/c4, march</source>
        <extracomment>Placeholder of the field where an action is typed in notation.</extracomment>
        <translation>표기법으로 입력 (예: c4-e5, T@d3/c4, march)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action in notation</source>
        <extracomment>Accessible name of the field where an action is typed (what a screen reader calls it).</extracomment>
        <translation>표기법으로 입력하는 행동</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from the keyboard: type an action in notation and press Enter. The legal actions are offered as you type.</source>
        <translation>키보드로 플레이: 행동을 표기법으로 입력하고 Enter 키를 누르세요. 입력하는 동안 가능한 행동이 제안됩니다.</translation>
    </message>
</context>
<context>
    <name>eko::ui::ActionListModel</name>
    <message>
        <location filename="../ui/model/action_list_model.cpp" line="+337"/>
        <location line="+125"/>
        <source>, </source>
        <extracomment>Between the actions of one turn in the move list (&quot;c4xd5, march, V@e3/d4&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location line="-122"/>
        <source>%1: %2</source>
        <extracomment>A turn of the move list in the Emperor swap: %1 the player&apos;s colour, %2 the action.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2: %3</source>
        <extracomment>A turn of the move list: %1 the turn number, %2 the player&apos;s colour, %3 the actions (&quot;12. Blue: c4xd5, march, V@e3/d4, b3+1&quot;).</extracomment>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1 (undone: redo plays it again)</source>
        <extracomment>Tool tip of an undone action in the move list; %1 describes the action.</extracomment>
        <translation>%1 (실행 취소됨: 다시 실행하면 다시 둡니다)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n other line(s) tried here, listed under it.</source>
        <extracomment>Tool tip of an action of the move list that has branches (other lines tried instead of it, listed under it).</extracomment>
        <translation>
            <numerusform>여기서 시도한 다른 진행 %n개가 이 행동 아래에 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>%1 (%n action(s))</source>
        <extracomment>A branch in the move list: %1 its first actions (&quot;c4-d5, march, …&quot;), %2 how many actions it has.</extracomment>
        <translation>
            <numerusform>%1 (행동 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Main line: %1</source>
        <extracomment>A branch of the move list that is the game&apos;s main line; %1 its actions (&quot;c4-d5, march (7 actions)&quot;).</extracomment>
        <translation>주 진행: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another line tried instead of %1. Click it, or press Enter, to go to it.</source>
        <extracomment>Tool tip of a branch in the move list; %1 the action it replaces (&quot;c4xd5&quot;).</extracomment>
        <translation>%1 대신 시도한 다른 진행입니다. 클릭하거나 Enter 키를 누르면 그 진행으로 갑니다.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Actions</source>
        <extracomment>Header of the list of every action of the game (moves, attacks, constructions, ...).</extracomment>
        <translation>행동</translation>
    </message>
</context>
<context>
    <name>eko::ui::AnalysisControls</name>
    <message>
        <location filename="../ui/window/analysis_controls.cpp" line="-106"/>
        <source>This game&apos;s analysis was made by another version of the engine or with another budget. Analyse ▸ Analyse Game does it again.</source>
        <translation>이 게임의 분석은 다른 버전의 엔진이나 다른 탐색 예산으로 만들어졌습니다. 분석 ▸ 게임 분석으로 다시 할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No mistake after this action.</source>
        <extracomment>Status line after F7 (next mistake) when the analysis finds no mistake or blunder after the action shown.</extracomment>
        <translation>이 행동 뒤에는 실수가 없습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No mistake before this action.</source>
        <extracomment>Status line after Shift+F7 (previous mistake) when the analysis finds no mistake or blunder before the action shown.</extracomment>
        <translation>이 행동 앞에는 실수가 없습니다.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 s</source>
        <extracomment>Time left of the analysis, in the progress row; under a minute: %1 seconds, abbreviated.</extracomment>
        <translation>%1초</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <extracomment>Time left of the analysis, in the progress row; a minute or more: %1 minutes, abbreviated.</extracomment>
        <translation>%1분</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Quick analysis: %1 of %2 actions</source>
        <extracomment>Progress row under the board; %1 actions judged, %2 all the game&apos;s actions. The quick pass comes first, then the deep one.</extracomment>
        <translation>빠른 분석: 행동 %2개 중 %1개</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deep analysis: %1 of %2 actions</source>
        <extracomment>Progress row under the board; %1 actions judged, %2 all the game&apos;s actions. The deep pass follows the quick one.</extracomment>
        <translation>깊은 분석: 행동 %2개 중 %1개</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quick analysis: %1 of %2 actions, about %3 left</source>
        <extracomment>Progress row under the board; %1 actions judged, %2 all the game&apos;s actions, %3 the time left for both passes (&quot;2 minutes&quot;).</extracomment>
        <translation>빠른 분석: 행동 %2개 중 %1개, 약 %3 남음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deep analysis: %1 of %2 actions, about %3 left</source>
        <extracomment>Progress row under the board; %1 actions judged, %2 all the game&apos;s actions, %3 the time left (&quot;40 seconds&quot;).</extracomment>
        <translation>깊은 분석: 행동 %2개 중 %1개, 약 %3 남음</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Analyse</source>
        <extracomment>Menu title: the computer reviews the game (Analyse Game, next mistake...).</extracomment>
        <translation>분석(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Analyse Game</source>
        <extracomment>Menu item: the computer judges every action of the game, a quick pass then a deep one.</extracomment>
        <translation>게임 분석(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel Analysis</source>
        <extracomment>Menu item and button of the progress row: stops the analysis (what it found so far stays).</extracomment>
        <translation>분석 취소(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Mistake</source>
        <extracomment>Menu item (F7): goes to the next action the analysis marked as a mistake or a blunder.</extracomment>
        <translation>다음 실수(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Previous Mistake</source>
        <extracomment>Menu item (Shift+F7): goes to the previous action the analysis marked as a mistake or a blunder.</extracomment>
        <translation>이전 실수(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>VP</source>
        <extracomment>Tab of the chart panel: the VP of every player over the game.</extracomment>
        <translation>승점</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+1"/>
        <source>Chances</source>
        <extracomment>Tab of the chart panel: each player&apos;s chance to win over the game, from the analysis.</extracomment>
        <translation>승률</translation>
    </message>
</context>
<context>
    <name>eko::ui::AnalysisMarks</name>
    <message>
        <location filename="../ui/window/analysis_marks.cpp" line="+42"/>
        <source>Good</source>
        <extracomment>An action the analysis finds as good as the best, or nearly (GLOSSARY: analysis classes).</extracomment>
        <translation>좋음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inaccuracy</source>
        <extracomment>An action that lost 5 to 10 points of winning chance (GLOSSARY: analysis classes).</extracomment>
        <translation>부정확</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistake</source>
        <extracomment>An action that lost 10 to 20 points of winning chance (GLOSSARY: analysis classes).</extracomment>
        <translation>실수</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blunder</source>
        <extracomment>An action that lost 20 points of winning chance or more (GLOSSARY: analysis classes).</extracomment>
        <translation>큰 실수</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Forced: the only legal action; %2% for %1.</source>
        <extracomment>Move list tool tip of an analysed action that was the only legal one; %1 the player&apos;s colour, %2 their chance after it.</extracomment>
        <translation>강제: 유일하게 가능한 행동; %1 %2%.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the best action; %3% for %2.</source>
        <extracomment>Move list tool tip of an analysed action that was the analysis&apos;s best; %1 the class (&quot;Good&quot;), %2 the player&apos;s colour, %3 their chance after it.</extracomment>
        <translation>%1: 가장 좋은 행동; %2 %3%.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: −%2% for %3; best was %4 (%5%).</source>
        <extracomment>Move list tool tip of an analysed action: %1 the class (&quot;Blunder&quot;), %2 the chance lost in points of percentage, %3 the player&apos;s colour, %4 the best action in notation, %5 the player&apos;s chance after it.</extracomment>
        <translation>%1: %3 −%2%; 가장 좋은 행동은 %4 (%5%)였습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (quick pass)</source>
        <extracomment>Added to an analysed action&apos;s tool tip while only the quick pass has judged it; %1 the tool tip line.</extracomment>
        <translation>%1 (빠른 분석)</translation>
    </message>
</context>
<context>
    <name>eko::ui::Announcer</name>
    <message>
        <location filename="../ui/window/announcer.cpp" line="+69"/>
        <source>%1 to move: %2.</source>
        <extracomment>Announced to a screen reader when the turn or the phase changes: %1 the player (&quot;Blue (Bo)&quot;), %2 the phase (&quot;action phase&quot;).</extracomment>
        <translation>%1 차례: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n action(s) undone.</source>
        <extracomment>Announced to a screen reader after Undo (or going back in the game).</extracomment>
        <translation>
            <numerusform>행동 %n개를 실행 취소했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The setup, before the first action.</source>
        <extracomment>Announced to a screen reader: replay shows the position before the first action.</extracomment>
        <translation>첫 행동 전의 배치입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action %1 of %2.</source>
        <extracomment>Announced to a screen reader in replay after the action&apos;s sentence: %1 the action shown, %2 all of them.</extracomment>
        <translation>행동 %1/%2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay.</source>
        <extracomment>Announced to a screen reader when replay begins.</extracomment>
        <translation>다시 보기.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the game. %1</source>
        <extracomment>Announced to a screen reader when replay ends: %1 whose turn it is and the phase.</extracomment>
        <translation>게임으로 돌아왔습니다. %1</translation>
    </message>
</context>
<context>
    <name>eko::ui::AskMenu</name>
    <message>
        <location filename="../ui/window/ask_menu.cpp" line="+53"/>
        <source>As&amp;k</source>
        <extracomment>Menu of questions about the game a screen reader answers (blind mode).</extracomment>
        <translation>질문(&amp;K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read &amp;My Stacks</source>
        <extracomment>Ask menu: reads the stacks of the player to move.</extracomment>
        <translation>내 더미 읽기(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the Stacks &amp;Next to the Cursor</source>
        <extracomment>Ask menu: reads the stacks on the spaces next to the board&apos;s cursor.</extracomment>
        <translation>커서 옆 더미 읽기(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What Can This &amp;Stack Do</source>
        <extracomment>Ask menu: reads the legal actions of the stack under the board&apos;s cursor.</extracomment>
        <translation>이 더미의 가능한 행동(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the Score and &amp;Reserves</source>
        <extracomment>Ask menu: reads every player&apos;s VP and reserve.</extracomment>
        <translation>점수와 예비대 읽기(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the &amp;Last Actions</source>
        <extracomment>Ask menu: reads the last actions played (or replayed).</extracomment>
        <translation>마지막 행동 읽기(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where Are the &amp;Emperors</source>
        <extracomment>Ask menu: tells where every Emperor is.</extracomment>
        <translation>황제는 어디에(&amp;E)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No game.</source>
        <extracomment>Answer of the Ask menu without a game.</extracomment>
        <translation>게임이 없습니다.</translation>
    </message>
</context>
<context>
    <name>eko::ui::Autosave</name>
    <message>
        <location filename="../ui/session/autosave.cpp" line="+106"/>
        <source>Cannot create the folder %1.</source>
        <translation>%1 폴더를 만들 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>eko::ui::BestActionsPanel</name>
    <message>
        <location filename="../ui/window/best_actions_panel.cpp" line="+111"/>
        <source>Action</source>
        <extracomment>Headers of the best actions&apos; list: the action in notation, what it does in a sentence.</extracomment>
        <translation>행동</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it does</source>
        <translation>기능</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay an analysed action to see the best actions there.</source>
        <translation>분석된 행동을 다시 보기로 보면 그 자리의 최선의 행동이 보입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse ▸ Analyse Game shows the best actions of each position here.</source>
        <translation>분석 ▸ 게임 분석을 하면 각 국면의 최선의 행동이 여기에 보입니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Best actions for %1 here. Click one to play it in a new game.</source>
        <extracomment>Above the list of best actions at the position replayed; %1 the player to move (a colour). A click plays one in a new game.</extracomment>
        <translation>여기서 %1 플레이어의 최선의 행동입니다. 하나를 누르면 새 게임에서 그 행동을 둡니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chance for %1</source>
        <extracomment>Header of the best actions&apos; list: the chance to win after the action, for %1 (a colour).</extracomment>
        <translation>%1 승률</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (played)</source>
        <extracomment>In the best actions&apos; list: the action that was played in the game; %1 what it does (&quot;Move b3 to c4&quot;).</extracomment>
        <translation>%1 (둔 행동)</translation>
    </message>
</context>
<context>
    <name>eko::ui::BoardImageText</name>
    <message>
        <location filename="../ui/board/board_image.cpp" line="+123"/>
        <source>“%1” is neither a PNG nor an SVG file name: end it in .png or .svg.</source>
        <extracomment>Exporting the board: the file name must end in .png or .svg; %1 is the file name.</extracomment>
        <translation>“%1” 파일 이름은 PNG도 SVG도 아닙니다. 파일 이름 끝에 .png 또는 .svg를 붙이세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The board could not be drawn.</source>
        <extracomment>Exporting the board failed while drawing it (no board, or no memory).</extracomment>
        <translation>게임판을 그릴 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>eko::ui::BoardView</name>
    <message>
        <location filename="../ui/board/board_view.cpp" line="+65"/>
        <source>Board</source>
        <extracomment>Accessible name of the board view.</extracomment>
        <translation>게임판</translation>
    </message>
</context>
<context>
    <name>eko::ui::BranchControls</name>
    <message>
        <location filename="../ui/window/branch_controls.cpp" line="+36"/>
        <source>This line is the main line now: a saved file gives its actions and its result first.</source>
        <extracomment>Status line after Branches ▸ Promote to Main Line.</extracomment>
        <translation>이제 이 진행이 주 진행입니다. 저장한 파일에는 이 진행의 행동과 결과가 먼저 기록됩니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deleted branch is back.</source>
        <extracomment>Status line after Branches ▸ Restore Deleted Branch.</extracomment>
        <translation>삭제한 분기를 되살렸습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Branch deleted (%n action(s)). Branches ▸ Restore Deleted Branch brings it back.</source>
        <extracomment>Status line after Branches ▸ Delete Branch; %n actions were deleted with it.</extracomment>
        <translation>
            <numerusform>분기를 삭제했습니다(행동 %n개). 분기 ▸ 삭제한 분기 되살리기로 되돌릴 수 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Branches</source>
        <extracomment>Menu of the game tree&apos;s branches (other lines tried after an undo or in replay).</extracomment>
        <translation>분기(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Branch</source>
        <extracomment>Goes to the next of the lines tried at the nearest point where the current line has others.</extracomment>
        <translation>다음 분기(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Branch</source>
        <translation>이전 분기(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to &amp;Main Line</source>
        <extracomment>Goes back to where the current branch leaves the main line (the game&apos;s first line).</extracomment>
        <translation>주 진행으로 돌아가기(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;romote to Main Line</source>
        <translation>주 진행으로 삼기(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Branch</source>
        <translation>분기 삭제(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Res&amp;tore Deleted Branch</source>
        <translation>삭제한 분기 되살리기(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next line tried at the nearest branching point.</source>
        <translation>가장 가까운 분기점에서 시도한 다음 진행으로 갑니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous line tried at the nearest branching point.</source>
        <translation>가장 가까운 분기점에서 시도한 이전 진행으로 갑니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to where this branch leaves the main line.</source>
        <translation>이 분기가 주 진행에서 갈라지는 곳으로 돌아갑니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the current line the main line of the game.</source>
        <translation>현재 진행을 게임의 주 진행으로 삼습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the branch of the current action, from where it leaves its line.</source>
        <translation>현재 행동이 속한 분기를 원래 진행에서 갈라지는 곳부터 삭제합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring back the branch deleted last.</source>
        <translation>마지막으로 삭제한 분기를 되살립니다.</translation>
    </message>
</context>
<context>
    <name>eko::ui::ChancesChart</name>
    <message>
        <location filename="../ui/replay/chances_chart.cpp" line="+76"/>
        <source>%1 %2% to win</source>
        <extracomment>The winning chances chart read to a screen reader, one player: %1 the player&apos;s colour (&quot;Blue&quot;), %2 their chance in percent.</extracomment>
        <translation>%1 승률 %2%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not analysed yet</source>
        <extracomment>The winning chances chart read to a screen reader, when the analysis has not reached the action shown.</extracomment>
        <translation>아직 분석되지 않음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>action %1 of %2</source>
        <extracomment>The winning chances chart read to a screen reader, after the players&apos; chances: %1 the action shown, %2 all of them.</extracomment>
        <translation>행동 %1/%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <extracomment>Between the parts of the winning chances chart&apos;s summary (&quot;Red 52% to win, Blue 48% to win, action 59 of 141&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. Each player&apos;s chance to win after every action, from the analysis; click to go to an action.</source>
        <extracomment>Accessible description of the winning chances chart: %1 its summary (&quot;Red 52% to win, Blue 48% to win, action 59 of 141&quot;).</extracomment>
        <translation>%1. 분석에 따른 매 행동 뒤 각 플레이어의 승률; 클릭하면 그 행동으로 갑니다.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Not analysed yet: Analyse ▸ Analyse Game.</source>
        <extracomment>On the winning chances chart before the game is analysed (Analyse ▸ Analyse Game).</extracomment>
        <translation>아직 분석하지 않았습니다: 분석 ▸ 게임 분석.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1%</source>
        <extracomment>An axis label of the winning chances chart: a percentage (%1 is 0, 25, 50, 75 or 100).</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>At the start</source>
        <extracomment>First line of the winning chances chart&apos;s tool tip: the position at the start of the game.</extracomment>
        <translation>게임 시작</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After action %1</source>
        <translation>%1번째 행동 후</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2% to win</source>
        <extracomment>A line of the winning chances chart&apos;s tool tip; %1 the player&apos;s colour, %2 their chance in percent.</extracomment>
        <translation>%1: 승률 %2%</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Winning chances chart</source>
        <extracomment>Accessible name of the chart of every player&apos;s winning chance over the game.</extracomment>
        <translation>승률 차트</translation>
    </message>
</context>
<context>
    <name>eko::ui::ChoiceMenu</name>
    <message>
        <location filename="../ui/dialogs/choice_menu.cpp" line="+20"/>
        <source>Village</source>
        <extracomment>Building (1 VP), at the start of a menu entry (&quot;Village — 1 disc, 1 VP&quot;).</extracomment>
        <translation>마을</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tower</source>
        <extracomment>Building (2 VP), at the start of a menu entry (&quot;Tower — 2 discs, 2 VP&quot;).</extracomment>
        <translation>탑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Castle</source>
        <extracomment>Building (3 VP), at the start of a menu entry (&quot;Castle — 3 discs, 3 VP&quot;).</extracomment>
        <translation>성</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Reinforce %1 with %n disc(s), your Emperor among them</source>
        <extracomment>Menu entry for a reinforcement while the player&apos;s Emperor is in the reserve (RULES 4.4: it must come back with the discs); %1 the space, %n the discs brought back, the Emperor counted.</extracomment>
        <translation>
            <numerusform>%1 더미를 말 %n개로 증원 (황제 포함)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 — %2, %n VP</source>
        <extracomment>Menu entry for a construction; %1 the building (&quot;Tower&quot;), %2 its cost (&quot;2 discs&quot;), %n its VP.</extracomment>
        <translation>
            <numerusform>%1 — %2, 승점 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 — %2 from the stack on %3, %n VP</source>
        <extracomment>Menu entry for a construction; %1 the building (&quot;Tower&quot;), %2 its cost (&quot;2 discs&quot;), %3 the space of the stack that pays, %n the building&apos;s VP.</extracomment>
        <translation>
            <numerusform>%1 — %3 칸의 더미에서 %2, 승점 %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose an action</source>
        <extracomment>Title of the menu offering several actions for one click.</extracomment>
        <translation>행동 선택</translation>
    </message>
</context>
<context>
    <name>eko::ui::CommentPanel</name>
    <message>
        <location filename="../ui/window/comment_panel.cpp" line="+132"/>
        <source>A comment holds at most %1 characters; the rest was cut off.</source>
        <extracomment>Under the comment field when more was typed or pasted than a comment holds; %1 the most characters.</extracomment>
        <translation>주석은 최대 %1자까지 담을 수 있어 나머지는 잘렸습니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>C&amp;omment</source>
        <extracomment>Label of the field under the move list where a player writes about the action shown.</extracomment>
        <translation>주석(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your notes on this action, saved with the game.</source>
        <translation>이 행동에 대한 메모입니다. 게임과 함께 저장됩니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment on the action shown</source>
        <translation>표시된 행동의 주석</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark this action as good (!)</source>
        <extracomment>Tool tip of the mark button &quot;!&quot; of an action.</extracomment>
        <translation>이 행동을 좋은 행동으로 표시 (!)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark this action as bad (?)</source>
        <extracomment>Tool tip of the mark button &quot;?&quot; of an action.</extracomment>
        <translation>이 행동을 나쁜 행동으로 표시 (?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark this action as interesting (!?)</source>
        <extracomment>Tool tip of the mark button &quot;!?&quot; of an action.</extracomment>
        <translation>이 행동을 흥미로운 행동으로 표시 (!?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good action</source>
        <translation>좋은 행동</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad action</source>
        <translation>나쁜 행동</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting action</source>
        <translation>흥미로운 행동</translation>
    </message>
</context>
<context>
    <name>eko::ui::ComputerPlayersDialog</name>
    <message>
        <location filename="../ui/dialogs/computer_players_dialog.cpp" line="+131"/>
        <source>Computer Players</source>
        <extracomment>Title of the dialog (Game ▸ Computer Players…).</extracomment>
        <translation>컴퓨터 플레이어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose who plays each colour. A change takes effect as soon as you press OK, and it is saved with the game.</source>
        <translation>각 색을 누가 둘지 고르세요. 바꾼 내용은 확인을 누르면 바로 적용되고 게임과 함께 저장됩니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human</source>
        <extracomment>A seat played by a person at this computer (not by the computer).</extracomment>
        <translation>사람</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer player %1</source>
        <extracomment>A seat played by the computer; %1 is the level with its name (&quot;4 — Advanced&quot;).</extracomment>
        <translation>컴퓨터 플레이어 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thinking time</source>
        <extracomment>Heading in the Computer Players dialog, above a choice per computer level.</extracomment>
        <translation>생각 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A longer thinking time makes a computer player a little stronger and slower. Levels 1 and 2 do not think ahead, so they have no thinking time.</source>
        <translation>생각 시간이 길수록 컴퓨터 플레이어는 조금 더 강해지고 느려집니다. 레벨 1과 2는 수를 미리 읽지 않으므로 생각 시간이 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shorter (half)</source>
        <extracomment>Thinking time of a computer level: half its usual search.</extracomment>
        <translation>더 짧게 (절반)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usual</source>
        <extracomment>Thinking time of a computer level: as the level is made.</extracomment>
        <translation>보통</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longer (twice)</source>
        <extracomment>Thinking time of a computer level: twice its usual search.</extracomment>
        <translation>더 길게 (두 배)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Much longer (four times)</source>
        <extracomment>Thinking time of a computer level: four times its usual search.</extracomment>
        <translation>훨씬 길게 (네 배)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level %1:</source>
        <extracomment>Label of a thinking-time choice; %1 is the level with its name (&quot;4 — Advanced&quot;).</extracomment>
        <translation>레벨 %1:</translation>
    </message>
</context>
<context>
    <name>eko::ui::ComputerSeatControls</name>
    <message>
        <location filename="../ui/window/computer_seat_controls.cpp" line="+93"/>
        <source>&amp;Hint</source>
        <extracomment>Game menu: the strongest computer level suggests an action to the person to move.</extracomment>
        <translation>힌트(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the action the strongest computer player would choose</source>
        <translation>가장 강한 컴퓨터 플레이어가 고를 행동을 보여 줍니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the Hin&amp;t</source>
        <extracomment>Game menu: plays the action the hint suggests (finding the hint first if none is shown).</extracomment>
        <translation>힌트대로 두기(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the action the strongest computer player would choose</source>
        <translation>가장 강한 컴퓨터 플레이어가 고를 행동을 둡니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play No&amp;w</source>
        <extracomment>Game menu: the computer player that is thinking plays the best action it has found so far, at once.</extracomment>
        <translation>지금 두기(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player stops thinking and plays the best action it has found so far</source>
        <translation>컴퓨터 플레이어가 생각을 멈추고 지금까지 찾은 가장 좋은 행동을 둡니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mputer Players…</source>
        <extracomment>Game menu: opens a dialog to choose which colours the computer plays, at which level.</extracomment>
        <translation>컴퓨터 플레이어(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chooses who plays each colour, a person or a computer player, and how long each level thinks</source>
        <translation>각 색을 사람과 컴퓨터 플레이어 중 누가 둘지, 레벨마다 얼마나 오래 생각할지 고릅니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer Player &amp;Speed</source>
        <extracomment>View menu: how long a computer player&apos;s action stays announced before it is played.</extracomment>
        <translation>컴퓨터 플레이어 속도(&amp;S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Instant</source>
        <extracomment>Computer player speed: no pause between actions.</extracomment>
        <translation>즉시(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fast</source>
        <extracomment>Computer player speed: a short pause between actions.</extracomment>
        <translation>빠르게(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal</source>
        <extracomment>Computer player speed: the usual pause between actions.</extracomment>
        <translation>보통(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;low</source>
        <extracomment>Computer player speed: a long pause between actions, to follow closely.</extracomment>
        <translation>느리게(&amp;L)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Looking for a hint…</source>
        <extracomment>Status line while the strongest computer level works out a hint.</extracomment>
        <translation>힌트를 찾는 중입니다…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, a computer player at level %2, is thinking… Press %3 to have it play now.</source>
        <extracomment>Status line while a computer player chooses: %1 is the player (&quot;Blue (Ana)&quot;), %2 the level (1–6), %3 the key of Game ▸ Play Now (&quot;Ctrl+L&quot;).</extracomment>
        <translation>생각하는 중입니다: %1 (컴퓨터 플레이어, 레벨 %2)… 지금 두게 하려면 %3 키를 누르세요.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Please wait: %1 is a computer player and is choosing an action.</source>
        <extracomment>Status line when a person clicks the board while a computer player is to move; %1 is the player (&quot;Blue (Ana)&quot;).</extracomment>
        <translation>잠시 기다려 주세요. 컴퓨터 플레이어가 행동을 고르고 있습니다: %1</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Hint: %1</source>
        <extracomment>Status line: the hint; %1 is the suggested action as a sentence (&quot;Move b3 to c4&quot;).</extracomment>
        <translation>힌트: %1</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>%1, a computer player at level %2, waits until the undone actions are redone.</source>
        <extracomment>Status line: a computer player is to move, but actions were undone; it plays once they are redone to the end (Edit ▸ Redo). %1 is the player (&quot;Blue (Ana)&quot;), %2 the level (1–6).</extracomment>
        <translation>컴퓨터 플레이어(레벨 %2)는 실행 취소한 행동을 다시 실행할 때까지 기다립니다: %1</translation>
    </message>
</context>
<context>
    <name>eko::ui::EditorActions</name>
    <message>
        <location filename="../ui/editor/editor_actions.cpp" line="+45"/>
        <source>New S&amp;cenario…</source>
        <translation>새 시나리오(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit Scenario…</source>
        <translation>시나리오 편집(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit This &amp;Position as Scenario</source>
        <translation>이 국면을 시나리오로 편집(&amp;P)</translation>
    </message>
</context>
<context>
    <name>eko::ui::EditorWindow</name>
    <message>
        <location filename="../ui/editor/editor_window.cpp" line="+123"/>
        <source>The board&apos;s first column or row moved, so every space has a new name (%1).</source>
        <extracomment>%1 shows how one space was renamed, e.g. &quot;c4 → d4&quot;.</extracomment>
        <translation>게임판의 첫 열이나 첫 행이 바뀌어 모든 칸의 이름이 바뀌었습니다 (%1).</translation>
    </message>
    <message>
        <location line="+220"/>
        <source>&amp;Scenario</source>
        <translation>시나리오(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>최근 시나리오 열기(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Scenario…</source>
        <translation>새 시나리오(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Scenario…</source>
        <translation>시나리오 열기(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play This Scenario</source>
        <translation>이 시나리오로 게임하기(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Test This Puzzle…</source>
        <extracomment>Scenario menu: run the solver on the scenario&apos;s goal, saved or not.</extracomment>
        <translation>이 퍼즐 시험하기(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close Editor</source>
        <translation>편집기 닫기(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Terrain</source>
        <extracomment>Tool of the scenario editor: paint the terrain of spaces.</extracomment>
        <translation>지형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paint terrain: click or drag over spaces</source>
        <translation>지형 칠하기: 칸을 클릭하거나 끌어서 칠합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spaces</source>
        <extracomment>Tool of the scenario editor: add and remove spaces of the board.</extracomment>
        <translation>칸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click an outline beside the board to add a space, click a space to remove it</source>
        <translation>게임판 옆의 윤곽선을 클릭하면 칸이 추가되고, 칸을 클릭하면 제거됩니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stacks</source>
        <translation>더미</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a desert space to place a stack; drag a stack to move it; the wheel or + and − change its size; right-click or Delete removes it</source>
        <translation>사막 칸을 클릭하면 더미를 놓습니다. 더미를 끌면 옮기고, 휠이나 + 와 − 로 크기를 바꾸며, 오른쪽 클릭이나 Delete 키로 제거합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buildings</source>
        <translation>건물</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a construction site to place a building; click it again or right-click to remove it</source>
        <translation>건설 부지를 클릭하면 건물을 놓습니다. 다시 클릭하거나 오른쪽 클릭하면 제거합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emperor In or Out</source>
        <translation>황제 넣기/빼기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puts the owner&apos;s Emperor into the chosen stack, or takes it out to the reserve</source>
        <translation>선택한 더미에 주인의 황제를 넣거나, 황제를 예비대로 뺍니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit to Window</source>
        <translation>창에 맞추기(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space &amp;Names</source>
        <translation>칸 이름(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tools</source>
        <translation>도구</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool options</source>
        <translation>도구 설정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terrain:</source>
        <translation>지형:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owner:</source>
        <extracomment>The player a placed stack or building belongs to.</extracomment>
        <translation>주인:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discs:</source>
        <extracomment>Discs in a placed stack.</extracomment>
        <translation>말:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building:</source>
        <translation>건물:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal</source>
        <extracomment>Dock of the scenario editor: the goal of a puzzle or lesson.</extracomment>
        <translation>목표</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problems</source>
        <translation>문제</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+3"/>
        <source>&amp;Undo</source>
        <extracomment>Edit menu; %1 names the edit, e.g. &quot;Undo Paint terrain&quot;.</extracomment>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>&amp;Undo %1</source>
        <translation>실행 취소(&amp;U): %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <extracomment>Edit menu; %1 names the edit, e.g. &quot;Redo Paint terrain&quot;.</extracomment>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Redo %1</source>
        <translation>다시 실행(&amp;R): %1</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%n space(s)</source>
        <extracomment>Status line of the editor: how many spaces the board has.</extracomment>
        <translation>
            <numerusform>칸 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Not possible yet: %1</source>
        <extracomment>Shown on Save and Play while the scenario has errors; %1 is the first of them.</extracomment>
        <translation>아직 할 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1[*] — Scenario Editor</source>
        <extracomment>Title of the editor window: %1 the scenario&apos;s file or name; [*] is where the modified marker goes.</extracomment>
        <translation>%1[*] — 시나리오 편집기</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>No recent scenarios</source>
        <translation>최근 시나리오 없음</translation>
    </message>
</context>
<context>
    <name>eko::ui::EndOfGameDialog</name>
    <message>
        <location filename="../ui/dialogs/end_of_game_dialog.cpp" line="+95"/>
        <source>Game Over</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New Game…</source>
        <translation>새 게임(&amp;N)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VP</source>
        <extracomment>Column: victory points.</extracomment>
        <translation>승점</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>VP from buildings</source>
        <extracomment>Column: the victory points the player&apos;s buildings are worth (a tower 2, so 3 towers 6), not how many buildings there are.</extracomment>
        <translation>건물 승점</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captives</source>
        <extracomment>Column: captive Emperors held.</extracomment>
        <translation>포로</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Palace</source>
        <extracomment>Column: whether the player has a palace.</extracomment>
        <translation>궁전</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>yes</source>
        <extracomment>In the Palace column: the player has a palace.</extracomment>
        <translation>있음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>없음</translation>
    </message>
</context>
<context>
    <name>eko::ui::EventJumps</name>
    <message>
        <location filename="../ui/replay/event_jumps.cpp" line="+83"/>
        <source>Next Attack</source>
        <extracomment>Replay menu: go to the position right after the next attack of the record.</extracomment>
        <translation>다음 공격</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous Attack</source>
        <extracomment>Replay menu: go to the position right after the previous attack.</extracomment>
        <translation>이전 공격</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Construction</source>
        <extracomment>Replay menu: go to the position right after the next construction (a building placed or upgraded).</extracomment>
        <translation>다음 건설</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous Construction</source>
        <translation>이전 건설</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Palace Change</source>
        <extracomment>Replay menu: the next moment a player&apos;s palace comes to stand, or their last one falls.</extracomment>
        <translation>다음 궁전 변화</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous Palace Change</source>
        <translation>이전 궁전 변화</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Emperor Captured or Exchanged</source>
        <extracomment>Replay menu: the next moment an Emperor is captured or given back in an exchange.</extracomment>
        <translation>다음 황제 포로·교환</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous Emperor Captured or Exchanged</source>
        <translation>이전 황제 포로·교환</translation>
    </message>
</context>
<context>
    <name>eko::ui::ExportBoardAction</name>
    <message>
        <location filename="../ui/window/export_board_action.cpp" line="+40"/>
        <source>eko-board</source>
        <extracomment>Suggested file name of an exported board picture (letters, digits and &apos;-&apos; only work best).</extracomment>
        <translation>eko-게임판</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <extracomment>File dialog filter for exporting the board.</extracomment>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SVG drawing (*.svg)</source>
        <extracomment>File dialog filter for exporting the board.</extracomment>
        <translation>SVG 그림 (*.svg)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+20"/>
        <source>Export Board Image</source>
        <extracomment>Title of the file dialog of Game ▸ Export Board Image….
----------
Message box title when the board picture could not be written.</extracomment>
        <translation>게임판 이미지 내보내기</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>E&amp;xport Board Image…</source>
        <extracomment>Menu item (Game menu): saves a picture of the board as shown, PNG or SVG.</extracomment>
        <translation>게임판 이미지 내보내기(&amp;X)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save a picture of the board as it is shown, as PNG or SVG</source>
        <extracomment>Status tip of Game ▸ Export Board Image….</extracomment>
        <translation>보이는 그대로의 게임판 그림을 PNG 또는 SVG로 저장합니다</translation>
    </message>
</context>
<context>
    <name>eko::ui::GameDetailsDialog</name>
    <message>
        <location filename="../ui/dialogs/game_details_dialog.cpp" line="+182"/>
        <source>Game Details</source>
        <translation>게임 정보</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not saved yet</source>
        <extracomment>Game Details: the game was never saved to a file.</extracomment>
        <translation>아직 저장하지 않음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File:</source>
        <extracomment>Game Details, label of the file the game is saved in.</extracomment>
        <translation>파일:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players:</source>
        <extracomment>Game Details, label of the list of players (one per line).</extracomment>
        <translation>플레이어:</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Standard board for %n player(s)</source>
        <extracomment>Game Details: the scenario is the standard one for this number of players.</extracomment>
        <translation>
            <numerusform>%n인용 표준 게임판</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no name)</source>
        <extracomment>Game Details: the scenario has no name.</extracomment>
        <translation>(이름 없음)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scenario:</source>
        <extracomment>Game Details, label of the scenario&apos;s name (GLOSSARY: scenario).</extracomment>
        <translation>시나리오:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown</source>
        <extracomment>Game Details: the saved game does not say when it was saved.</extracomment>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved:</source>
        <extracomment>Game Details, label of the date and time the file was saved.</extracomment>
        <translation>저장 시각:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions played:</source>
        <extracomment>Game Details, label of the number of actions played (GLOSSARY: action).</extracomment>
        <translation>진행한 행동:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turns:</source>
        <extracomment>Game Details, label of the number of turns begun (GLOSSARY: turn).</extracomment>
        <translation>차례:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seed:</source>
        <extracomment>Game Details, label of the seed that decided the setup.</extracomment>
        <translation>시드:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Result:</source>
        <extracomment>Game Details, label of how the game ended (or that it goes on).</extracomment>
        <translation>결과:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Summary</source>
        <extracomment>Game Details: title of the table of what each player did over the game.</extracomment>
        <translation>요약</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turns</source>
        <extracomment>Game Details summary, row: turns each player began (GLOSSARY: turn).</extracomment>
        <translation>차례</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attacks</source>
        <extracomment>Game Details summary, row: attacks made, kamikaze included (GLOSSARY: attack).</extracomment>
        <translation>공격</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emperors captured</source>
        <extracomment>Game Details summary, row: enemy Emperors taken captive (GLOSSARY: Emperor, captive).</extracomment>
        <translation>포로로 잡은 황제</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buildings built</source>
        <extracomment>Game Details summary, row: constructions, upgrades and replacements included (GLOSSARY: construct).</extracomment>
        <translation>건설한 건물</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced marches</source>
        <extracomment>Game Details summary, row: forced marches taken (GLOSSARY: forced march).</extracomment>
        <translation>강행군</translation>
    </message>
</context>
<context>
    <name>eko::ui::GameDocument</name>
    <message>
        <location filename="../ui/window/game_document.cpp" line="+49"/>
        <source>New game</source>
        <extracomment>Window title of a game not saved to a file yet.</extracomment>
        <translation>새 게임</translation>
    </message>
    <message>
        <location line="+168"/>
        <location line="+57"/>
        <source>Open Game</source>
        <translation>게임 열기</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>The game “%1” cannot be opened.</source>
        <translation>“%1” 게임을 열 수 없습니다.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The file cannot be read.</source>
        <translation>파일을 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Unsaved Game</source>
        <translation>저장하지 않은 게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the game that was not saved?</source>
        <translation>저장하지 않은 게임을 이어서 하시겠습니까?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ekö was closed by the system (logging out, shutting down or a termination signal) while this game had changes that were not saved.</source>
        <translation>이 게임에 저장하지 않은 변경 사항이 있는 동안 시스템이 Ekö를 닫았습니다(로그아웃, 시스템 종료 또는 종료 신호).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ekö ended abruptly while this game was in progress.</source>
        <translation>이 게임을 진행하는 중에 Ekö가 갑자기 종료되었습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was never saved to a file.</source>
        <translation>이 게임은 파일로 저장된 적이 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file is “%1”; the changes since it was last saved are in the autosave.</source>
        <translation>게임 파일: “%1”. 마지막으로 저장한 뒤의 변경 사항은 자동 저장에 있습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (computer player, level %2)</source>
        <translation>%1 (컴퓨터 플레이어, 레벨 %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No action played yet; players: %1.</source>
        <extracomment>In the question to resume a game; %1 lists the players, the computer seats with their level.</extracomment>
        <translation>아직 진행한 행동 없음, 플레이어: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n action(s) played; players: %1.</source>
        <translation>
            <numerusform>행동 %n개 진행, 플레이어: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+98"/>
        <source>game</source>
        <extracomment>Suggested file name of a new saved game (keep it short, no folder).</extracomment>
        <translation>게임</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Game As</source>
        <translation>다른 이름으로 게임 저장</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save Game</source>
        <translation>게임 저장</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 The game goes on without an autosave.</source>
        <extracomment>Status line when the autosave failed; %1 is a sentence saying which file and why.</extracomment>
        <translation>%1 자동 저장 없이 게임을 계속합니다.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Unsaved Changes</source>
        <translation>저장되지 않은 변경 사항</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game “%1” has changes that are not saved.</source>
        <translation>“%1” 게임에 저장되지 않은 변경 사항이 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do you want to save them?</source>
        <translation>저장하시겠습니까?</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Ekö games (*.eko);;All files (*)</source>
        <translation>Ekö 게임 (*.eko);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>A game was interrupted, but its autosave cannot be read. The file is kept as “%1”.</source>
        <extracomment>%1 is the full path of the autosave file, kept for the player.</extracomment>
        <translation>중단된 게임이 있지만 자동 저장 파일을 읽을 수 없습니다. 파일은 삭제하지 않고 다음 위치에 보관했습니다: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Interrupted Game</source>
        <translation>중단된 게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the interrupted game?</source>
        <translation>중단된 게임을 이어서 하시겠습니까?</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&amp;Resume</source>
        <translation>이어하기(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>버리기(&amp;D)</translation>
    </message>
</context>
<context>
    <name>eko::ui::GameModel</name>
    <message>
        <location filename="../ui/model/game_model.cpp" line="+157"/>
        <source>No game in progress.</source>
        <extracomment>Status line when no game is open.</extracomment>
        <translation>진행 중인 게임이 없습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over: %1</source>
        <extracomment>Status line; %1 is the result (&quot;Blue (Bo) wins by points.&quot;).</extracomment>
        <translation>게임 종료: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: click the disc to swap with your Emperor on %2, or the Emperor again to cancel.</source>
        <extracomment>Status line; %1 is the player, %2 the space of their Emperor.</extracomment>
        <translation>%1: %2 칸의 황제와 자리를 바꿀 말을 클릭하세요. 취소하려면 황제를 다시 클릭하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Emperor swap: click your Emperor, then the disc to swap it with, or decline.</source>
        <extracomment>Status line in the Emperor swap (setup); %1 is the player.</extracomment>
        <translation>%1: 황제 자리 바꾸기 — 황제를 클릭한 뒤 자리를 바꿀 말을 클릭하거나, 거절하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: no legal action; pass.</source>
        <extracomment>Status line; %1 is the player, who has no legal action and must pass.</extracomment>
        <translation>%1: 가능한 행동이 없습니다. 넘기세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: choose where the stack on %2 goes, or a construction site to construct on.</source>
        <extracomment>Status line; %1 is the player, %2 the space of the chosen stack.</extracomment>
        <translation>%1: %2 칸의 더미가 갈 곳이나 건설할 건설 부지를 고르세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: forced march: choose a stack for your second action.</source>
        <extracomment>Status line after a forced march; %1 is the player.</extracomment>
        <translation>%1: 강행군 — 두 번째 행동을 할 더미를 고르세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: choose a stack to move, attack or construct with.</source>
        <extracomment>Status line at the start of a turn; %1 is the player.</extracomment>
        <translation>%1: 이동, 공격 또는 건설에 쓸 더미를 고르세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: forced march (%2 from your reserve) or reinforce one of your stacks.</source>
        <extracomment>Status line; %1 is the player, %2 the cost of the forced march (&quot;3 discs&quot;).</extracomment>
        <translation>%1: 강행군(예비대의 %2)을 하거나 더미 하나를 증원하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: forced march (%2 from your reserve) or end your turn.</source>
        <extracomment>Status line; %1 is the player, %2 the cost of the forced march (&quot;3 discs&quot;).</extracomment>
        <translation>%1: 강행군(예비대의 %2)을 하거나 차례를 끝내세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: reinforcement phase: reinforce one of your stacks with up to %2.</source>
        <extracomment>Status line; %1 is the player, %2 the most discs they may bring back (&quot;3 discs&quot;).</extracomment>
        <translation>%1: 증원 단계 — 더미 하나에 최대 %2까지 증원하세요.</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>There is no game in progress.</source>
        <extracomment>Refusal of an action when no game is open.</extracomment>
        <translation>진행 중인 게임이 없습니다.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&quot;%1&quot; is not an action in notation (for example c4-e5, c4xe5, T@d3/c4, march, c4+2).</source>
        <extracomment>Refusal of typed text; %1 is what was typed. Keep the examples in notation as they are.</extracomment>
        <translation>&quot;%1&quot;: 표기법에 맞는 행동이 아닙니다(예: c4-e5, c4xe5, T@d3/c4, march, c4+2).</translation>
    </message>
</context>
<context>
    <name>eko::ui::GamePanel</name>
    <message>
        <location filename="../ui/editor/game_panel.cpp" line="+122"/>
        <source>Texts in:</source>
        <extracomment>Game panel of the scenario editor: which language&apos;s name and description are edited.</extracomment>
        <translation>텍스트 언어:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default (every language)</source>
        <extracomment>The scenario&apos;s own name and description, shown in every language without a translation.</extracomment>
        <translation>기본 (모든 언어)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <extracomment>Game panel of the scenario editor: the scenario&apos;s name.</extracomment>
        <translation>이름:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description:</source>
        <extracomment>A few lines on the scenario: its idea, who should try it.</extracomment>
        <translation>설명:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players:</source>
        <translation>플레이어 수:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup:</source>
        <extracomment>How the game starts: discs placed at random, or an exact position.</extracomment>
        <translation>배치:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random (from the game&apos;s seed)</source>
        <translation>무작위 (게임의 시드로)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact position</source>
        <translation>정해진 국면</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>차례</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase:</source>
        <translation>단계:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player to move:</source>
        <translation>둘 차례인 플레이어:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First player:</source>
        <translation>첫 플레이어:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swaps done:</source>
        <extracomment>In the Emperor swap: how many players have already swapped or declined.</extracomment>
        <translation>자리 바꾸기를 마친 플레이어 수:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quiet turns:</source>
        <extracomment>Turns in a row without attack, construction or forced march (they lead to a draw).</extracomment>
        <translation>진전 없는 차례:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules settings</source>
        <translation>규칙 설정</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discs per player:</source>
        <translation>플레이어당 말:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack limit:</source>
        <translation>더미 한도:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reinforcement, fewest discs:</source>
        <translation>증원, 최소 말 수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reinforcement, most discs:</source>
        <translation>증원, 최대 말 수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forced march cost:</source>
        <translation>강행군 비용:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points to win:</source>
        <translation>승리에 필요한 승점:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Villages in the supply:</source>
        <translation>보유 마을:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towers in the supply:</source>
        <translation>보유 탑:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castles in the supply:</source>
        <translation>보유 성:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw after quiet rounds:</source>
        <extracomment>Rounds in a row without attack, construction or forced march before the game is drawn.</extracomment>
        <translation>무승부까지 진전 없는 라운드:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From %1 to %2</source>
        <extracomment>%1, %2: the smallest and largest value of a setting.</extracomment>
        <translation>%1부터 %2까지</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Name of the scenario</source>
        <translation>시나리오 이름</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Same as the default</source>
        <translation>기본과 같음</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The idea of the setup, who should try it</source>
        <translation>이 배치의 아이디어, 누구에게 맞는지</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1: a stack of %2 on %3</source>
        <extracomment>A stack that leaves the board: %1 its colour (&quot;Yellow&quot;), %2 its discs (&quot;3 discs&quot;), %3 its space (&quot;c4&quot;).</extracomment>
        <translation>%1: %3의 더미(%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a %2 on %3</source>
        <extracomment>A building that leaves the board: %1 its colour (&quot;Yellow&quot;), %2 the building (&quot;tower&quot;), %3 its space (&quot;c4&quot;).</extracomment>
        <translation>%1: %3의 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>and %n more</source>
        <extracomment>The end of a list of pieces that leave the board; %n: how many more there are.</extracomment>
        <translation>
            <numerusform>외 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewer players</source>
        <translation>플레이어 줄이기</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>With %n players, the pieces of the other colours leave the board.</source>
        <extracomment>Asked before the number of players goes down; %n: the players left (2 or 3).</extracomment>
        <translation>
            <numerusform>플레이어가 %n명이면 나머지 색의 말과 건물은 게임판에서 치워집니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n stack(s) or building(s) will be removed:</source>
        <extracomment>Followed by the list of the stacks and buildings; %n: how many (1 or more).</extracomment>
        <translation>
            <numerusform>더미나 건물 %n개가 제거됩니다:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::GoalPanel</name>
    <message>
        <location filename="../ui/editor/goal_panel.cpp" line="+211"/>
        <source>Has a goal</source>
        <extracomment>Goal panel of the scenario editor: lessons and puzzles are scenarios with a goal for one player.</extracomment>
        <translation>목표 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons and puzzles are scenarios with a goal for one player: what to achieve within so many turns.</source>
        <translation>레슨과 퍼즐은 한 플레이어의 목표가 있는 시나리오입니다. 정해진 차례 안에 이룰 것을 정합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player:</source>
        <extracomment>Goal panel: whose goal it is.</extracomment>
        <translation>플레이어:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal:</source>
        <extracomment>Goal panel: what the player must achieve.</extracomment>
        <translation>목표:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Within turns:</source>
        <extracomment>Goal panel: within how many of the goal player&apos;s turns.</extracomment>
        <translation>제한 차례:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Victory points:</source>
        <extracomment>Goal panel, for &quot;Reach victory points&quot;: how many.</extracomment>
        <translation>승점:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target:</source>
        <extracomment>Goal panel: whose Emperor to capture, or whom to eliminate.</extracomment>
        <translation>대상:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the Emperor free</source>
        <extracomment>Goal panel, for &quot;Survive&quot;: the player&apos;s Emperor must not be captured either.</extracomment>
        <translation>황제를 지키기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty:</source>
        <extracomment>Goal panel: how hard the puzzle is.</extracomment>
        <translation>난이도:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not graded</source>
        <extracomment>A difficulty: no grade given.</extracomment>
        <translation>등급 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (easiest)</source>
        <extracomment>A difficulty: %1 is 1.</extracomment>
        <translation>%1 (가장 쉬움)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (hardest)</source>
        <extracomment>A difficulty: %1 is 5.</extracomment>
        <translation>%1 (가장 어려움)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replies of the other players</source>
        <extracomment>Goal panel: how the players other than the goal&apos;s reply.</extracomment>
        <translation>다른 플레이어의 응수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each other player plays any defence unless set otherwise: the goal must be met whatever they play.</source>
        <translation>따로 정하지 않으면 다른 플레이어는 모든 방어를 합니다. 어떻게 두든 목표를 이뤄야 합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1:</source>
        <extracomment>Goal panel: how the player of this colour replies; %1 a colour (&quot;Blue&quot;).</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any defence</source>
        <extracomment>How an opponent replies: every legal reply counts.</extracomment>
        <translation>모든 방어</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer, level %1</source>
        <extracomment>How an opponent replies: the computer player of level %1 (1 to 6) plays it.</extracomment>
        <translation>컴퓨터, 레벨 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed replies</source>
        <extracomment>How an opponent replies: actions typed in notation, in order.</extracomment>
        <translation>정해진 응수</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replies of %1</source>
        <extracomment>Accessible name of the field of an opponent&apos;s replies; %1 a colour (&quot;Blue&quot;).</extracomment>
        <translation>응수: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In notation, in order: e3-d3 d3+1</source>
        <extracomment>Placeholder of the replies field: actions in notation, in the order they are taken.</extracomment>
        <translation>기보로, 순서대로: e3-d3 d3+1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The actions of this player in order, separated by spaces; once they are used up, or the next one is not legal, any defence.</source>
        <translation>이 플레이어의 행동을 순서대로, 빈칸으로 나누어 적습니다. 다 쓰였거나 다음 행동이 가능한 행동이 아니면 모든 방어를 합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson</source>
        <translation>레슨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Texts in:</source>
        <extracomment>Goal panel: which language&apos;s lesson text and hints are edited.</extracomment>
        <translation>텍스트 언어:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default (every language)</source>
        <extracomment>The lesson&apos;s own texts, shown in every language without a translation.</extracomment>
        <translation>기본 (모든 언어)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson text:</source>
        <extracomment>Goal panel: the text telling the idea the goal teaches.</extracomment>
        <translation>레슨 내용:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints (one per line):</source>
        <extracomment>Goal panel: hints shown one at a time, typed one per line.</extracomment>
        <translation>힌트 (한 줄에 하나):</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Not an action on this board: %1. The replies are kept as they were.</source>
        <extracomment>Under the replies field; %1 the words typed that are not actions (&quot;z9-a1&quot;, separated by commas).</extracomment>
        <translation>이 게임판의 행동이 아닙니다: %1. 응수는 그대로 둡니다.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Any opponent</source>
        <extracomment>Goal panel, &quot;Capture an Emperor&quot; without a target: the Emperor of any opponent counts.</extracomment>
        <translation>아무 상대</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The idea the goal teaches</source>
        <translation>목표가 가르치는 생각</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Same as the default</source>
        <translation>기본과 같음</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One hint per line, shown one at a time</source>
        <translation>한 줄에 힌트 하나, 하나씩 보여 줍니다</translation>
    </message>
</context>
<context>
    <name>eko::ui::HandOverScreen</name>
    <message>
        <location filename="../ui/window/hand_over_screen.cpp" line="+73"/>
        <source>%1 plays next</source>
        <extracomment>Hand-over screen title; %1 is the player, e.g. &quot;Blue (Bo)&quot;.</extracomment>
        <translation>다음 차례: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board is hidden so that nobody sees it while the computer changes hands.
Press the button when you are ready.</source>
        <translation>컴퓨터를 넘겨주는 동안 아무도 보지 못하도록 게임판을 가렸습니다.
준비가 되면 버튼을 누르세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am ready</source>
        <translation>준비 완료</translation>
    </message>
</context>
<context>
    <name>eko::ui::ImageSizeDialog</name>
    <message>
        <location filename="../ui/window/image_size_dialog.cpp" line="+22"/>
        <source>PNG Size</source>
        <extracomment>Title of the dialog that asks how large the exported PNG of the board is.</extracomment>
        <translation>PNG 크기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <extracomment>After the number of pixels of the exported picture&apos;s width.</extracomment>
        <translation> 픽셀</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Width:</source>
        <extracomment>PNG size dialog: the width of the picture in pixels.</extracomment>
        <translation>너비(&amp;W):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Height:</source>
        <extracomment>PNG size dialog: the height, which follows from the width and the board&apos;s shape.</extracomment>
        <translation>높이:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The picture of the board keeps its shape; the board&apos;s own size is %1 × %2 pixels.</source>
        <extracomment>PNG size dialog: what the numbers mean.</extracomment>
        <translation>게임판 그림은 모양을 그대로 유지합니다. 게임판 본래 크기는 %1 × %2 픽셀입니다.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 px</source>
        <extracomment>PNG size dialog: the height in pixels.</extracomment>
        <translation>%1 픽셀</translation>
    </message>
</context>
<context>
    <name>eko::ui::KeyboardWindow</name>
    <message>
        <location filename="../ui/dialogs/keyboard_window.cpp" line="+47"/>
        <source>, </source>
        <extracomment>Between two keys that do the same (&quot;Ctrl+Shift+Z, Ctrl+Y&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Keyboard</source>
        <translation>키보드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every action can be played without the mouse: move the ring over the board with the arrow keys and press Enter, or type the action in notation.</source>
        <translation>모든 행동은 마우스 없이 할 수 있습니다. 화살표 키로 게임판 위의 고리를 옮기고 Enter 키를 누르거나, 행동을 표기법으로 입력합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it does</source>
        <translation>기능</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the board</source>
        <extracomment>Section of the keyboard window: keys that work when the board has the focus.</extracomment>
        <translation>게임판에서</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2 %3 %4</source>
        <extracomment>Keyboard window; %1–%4: the arrow keys.</extracomment>
        <translation>%1 %2 %3 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the focus ring to the next space in that direction</source>
        <translation>그 방향의 다음 칸으로 고리를 옮깁니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move the focus ring to the neighbouring space: W north-west, E north-east, A west, D east, Z south-west, X south-east</source>
        <extracomment>Keyboard window: the six keys around S step along the six sides of a hex.</extracomment>
        <translation>이웃 칸으로 고리를 옮깁니다: W 북서, E 북동, A 서, D 동, Z 남서, X 남동</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Show the focus ring; then click the space under it (select a stack, move, attack, construct)</source>
        <translation>고리를 표시합니다. 다시 누르면 고리 아래 칸을 클릭합니다(더미 선택, 이동, 공격, 건설)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the selected stack down</source>
        <translation>선택한 더미를 내려놓습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in, zoom out</source>
        <translation>확대, 축소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the board to the window</source>
        <translation>게임판을 창에 맞춥니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+wheel</source>
        <extracomment>Keyboard window: the mouse wheel with Ctrl held zooms.</extracomment>
        <translation>Ctrl+휠</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom around the pointer</source>
        <translation>포인터를 중심으로 확대·축소합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Beside the board</source>
        <extracomment>Section of the keyboard window: keys of the panels beside the board.</extracomment>
        <translation>게임판 옆에서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go from the board to the notation field and on through the panel</source>
        <translation>게임판에서 표기법 입력란으로, 이어서 패널의 다른 항목으로 옮겨 갑니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the notation field: play the action typed (or the completion chosen)</source>
        <translation>표기법 입력란에서: 입력한 행동(또는 고른 자동 완성)을 실행합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the hand-over screen: show the board to the player to move</source>
        <extracomment>Keyboard window: the hand-over screen hides the board between turns; Space presses its button.</extracomment>
        <translation>차례 넘김 화면에서: 차례인 플레이어에게 게임판을 보여 줍니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alt+underlined letter</source>
        <extracomment>Keyboard window: Alt with the underlined letter of a button or menu.</extracomment>
        <translation>Alt+밑줄 친 글자</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Press that button or open that menu</source>
        <translation>그 버튼을 누르거나 그 메뉴를 엽니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scenario Editor: %1</source>
        <extracomment>Section of the keyboard window: the commands of one menu of the scenario editor; %1 the menu (&quot;Edit&quot;).</extracomment>
        <translation>시나리오 편집기: %1</translation>
    </message>
</context>
<context>
    <name>eko::ui::LearnDialog</name>
    <message>
        <location filename="../ui/dialogs/learn_dialog.cpp" line="+31"/>
        <source>Learn to Play</source>
        <extracomment>Title of the window with the list of lessons and puzzles.</extracomment>
        <translation>게임 배우기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each lesson shows one idea of the rules on a small board, with a goal to meet. The puzzles are graded from one star (easiest) to five.</source>
        <extracomment>Above the list of lessons and puzzles.</extracomment>
        <translation>레슨마다 작은 게임판에서 규칙의 한 가지 개념을 보여 주며, 달성할 목표가 있습니다. 퍼즐은 별 하나(가장 쉬움)부터 다섯 개까지 난이도가 매겨져 있습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lesson</source>
        <extracomment>Column headers of the list of lessons and puzzles.</extracomment>
        <translation>레슨</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difficulty</source>
        <translation>난이도</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goal</source>
        <translation>목표</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <extracomment>The button that starts the lesson or puzzle chosen in the list.</extracomment>
        <translation>플레이(&amp;P)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Lessons</source>
        <extracomment>Section of the Learn to Play list.</extracomment>
        <translation>레슨</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Puzzles</source>
        <extracomment>Section of the Learn to Play list.</extracomment>
        <translation>퍼즐</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. %2</source>
        <extracomment>An entry of the Learn to Play list: %1 its number, %2 its name.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, solved</source>
        <extracomment>Accessible text of an entry of the Learn to Play list that was solved; %1 its name.</extracomment>
        <translation>%1, 해결함</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>difficulty %1 of 5</source>
        <extracomment>Accessible text of the stars of a lesson or puzzle: %1 of 5 (the hardest).</extracomment>
        <translation>난이도 5단계 중 %1</translation>
    </message>
</context>
<context>
    <name>eko::ui::LessonPanel</name>
    <message>
        <location filename="../ui/window/lesson_panel.cpp" line="+119"/>
        <source>Puzzle</source>
        <extracomment>Lesson panel&apos;s title for a scenario with a goal that has no name (the player&apos;s own, from the editor).</extracomment>
        <translation>퍼즐</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Puzzle %1 of %2: %3</source>
        <extracomment>Lesson panel title: %1 the puzzle&apos;s number, %2 how many puzzles there are, %3 its name.</extracomment>
        <translation>퍼즐 %1/%2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson %1 of %2: %3</source>
        <extracomment>Lesson panel title: %1 the lesson&apos;s number, %2 how many lessons there are, %3 its name.</extracomment>
        <translation>레슨 %1/%2: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hint</source>
        <extracomment>Button and menu item in a lesson: shows the next hint.</extracomment>
        <translation>힌트(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Try Again</source>
        <extracomment>Button and menu item in a lesson: starts the lesson again from its position.</extracomment>
        <translation>다시 도전(&amp;T)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Solved! The goal is met.</source>
        <extracomment>Lesson panel: the goal of the lesson or puzzle is met.</extracomment>
        <translation>성공! 목표를 달성했습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not solved. %1</source>
        <extracomment>Lesson panel: the goal failed; %1 is why, a whole sentence (&quot;Your Emperor was captured.&quot;).</extracomment>
        <translation>실패했습니다. %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+42"/>
        <source>&amp;Next Lesson</source>
        <extracomment>Button and menu item once a lesson is solved: plays the next one.</extracomment>
        <translation>다음 레슨(&amp;N)</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>%1 %2</source>
        <extracomment>Lesson panel: two sentences one after the other, %1 who the person plays, %2 the goal (Chinese: no space).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The other side replies…</source>
        <extracomment>Lesson panel: the opponents play their replies now.</extracomment>
        <translation>상대가 응수합니다…</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n turn(s) left.</source>
        <extracomment>Lesson panel: the person&apos;s own turns left to meet the goal, the one under way included.</extracomment>
        <translation>
            <numerusform>남은 차례: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hint %1: %2</source>
        <extracomment>Lesson panel: one hint; %1 its number, %2 the hint&apos;s text.</extracomment>
        <translation>힌트 %1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Next Puzzle</source>
        <extracomment>Button and menu item once a lesson is solved: plays the next one (the first puzzle after the last lesson).</extracomment>
        <translation>다음 퍼즐(&amp;N)</translation>
    </message>
</context>
<context>
    <name>eko::ui::LessonSession</name>
    <message>
        <location filename="../ui/model/lesson_session.cpp" line="+162"/>
        <source>You play %1.</source>
        <extracomment>Lesson panel: the colour the person plays in a lesson or puzzle; %1 is a colour (&quot;Red&quot;).</extracomment>
        <translation>당신은 %1 플레이어입니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Win the game within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle; %n is the number of the player&apos;s own turns.</extracomment>
        <translation>
            <numerusform>%n차례 안에 게임에서 승리하세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Win by points within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: win by victory points (not by elimination).</extracomment>
        <translation>
            <numerusform>%n차례 안에 승점으로 승리하세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Capture an opponent&apos;s Emperor within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: attack a stack that holds another player&apos;s Emperor.</extracomment>
        <translation>
            <numerusform>%n차례 안에 상대 황제를 포로로 잡으세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Capture the Emperor of %1 within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle; %1 is a player&apos;s colour (&quot;Blue&quot;).</extracomment>
        <translation>
            <numerusform>%n차례 안에 %1 플레이어의 황제를 포로로 잡으세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Build a palace within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: construct a building on a capital.</extracomment>
        <translation>
            <numerusform>%n차례 안에 궁전을 건설하세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Reach %1 VP within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle; %1 is a number of victory points.</extracomment>
        <translation>
            <numerusform>%n차례 안에 승점 %1점에 도달하세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Put %1 out of the game within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: %1 (a colour, &quot;Yellow&quot;) must have no disc left on the board.</extracomment>
        <translation>
            <numerusform>%n차례 안에 %1 플레이어를 탈락시키세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Stay in the game with your Emperor free for %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: still in the game, the own Emperor not captured.</extracomment>
        <translation>
            <numerusform>%n차례 동안 황제를 포로로 잡히지 않고 게임에 남으세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Stay in the game for %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: still in the game (some disc on the board) after so many turns.</extracomment>
        <translation>
            <numerusform>%n차례 동안 게임에 남으세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your turns are over and the goal is not met.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>차례를 모두 썼지만 목표를 달성하지 못했습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another player won the game.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>다른 플레이어가 게임에서 승리했습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ended in a draw.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>게임이 무승부로 끝났습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You won by elimination, not by points.</source>
        <extracomment>Why a lesson or puzzle is not solved: the goal was to win by points.</extracomment>
        <translation>승점이 아니라 탈락으로 승리했습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no disc on the board any more.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>게임판에 당신의 말이 더 이상 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your Emperor was captured.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>당신의 황제가 포로로 잡혔습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of the game, so that Emperor can no longer be captured.</source>
        <extracomment>Why a lesson or puzzle is not solved; %1 is a player&apos;s colour (&quot;Blue&quot;).</extracomment>
        <translation>%1 플레이어가 탈락하여 그 황제는 더 이상 포로로 잡을 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>eko::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="+478"/>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>새 게임(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>최근 게임 열기(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear the List</source>
        <translation>목록 지우기(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game &amp;Details…</source>
        <extracomment>Menu item: opens the Game Details dialog (file, players, date saved, seed, scenario).</extracomment>
        <translation>게임 정보(&amp;D)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>환경 설정(&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit Board to Window</source>
        <translation>게임판을 창에 맞추기(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hand-over Screen Between Turns</source>
        <translation>차례 넘김 화면(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of Ekö</source>
        <translation>Ekö 규칙(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Learn to Play…</source>
        <extracomment>Menu item: opens the list of lessons and puzzles.</extracomment>
        <translation>게임 배우기(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson</source>
        <extracomment>Title of the panel beside the board while a lesson or puzzle is played.</extracomment>
        <translation>레슨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Ekö</source>
        <translation>Ekö 정보(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Qt 정보(&amp;Q)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play</source>
        <extracomment>Title of the panel with the action buttons and the notation field.</extracomment>
        <translation>플레이</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions played</source>
        <extracomment>Title of the list of the actions played so far in the game.</extracomment>
        <translation>행동 기록</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>No recent games</source>
        <translation>최근 게임 없음</translation>
    </message>
    <message>
        <location line="-218"/>
        <source>Show Space &amp;Names</source>
        <translation>칸 이름 표시(&amp;N)</translation>
    </message>
    <message>
        <location line="-309"/>
        <source>A new branch: the line played before stays in the move list (Branches menu).</source>
        <extracomment>Status line after an action played where another action had been played before (after an undo, or in replay): the old line is kept.</extracomment>
        <translation>새 분기입니다. 앞서 진행한 행동은 행동 목록에 그대로 남습니다(분기 메뉴).</translation>
    </message>
    <message>
        <location line="+315"/>
        <source>&amp;Keyboard</source>
        <extracomment>Menu item: opens the list of every key (shortcuts and board keys).</extracomment>
        <translation>키보드(&amp;K)</translation>
    </message>
</context>
<context>
    <name>eko::ui::NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="+408"/>
        <source>Choose a Scenario</source>
        <translation>시나리오 선택</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ekö scenarios (*.ekoscn);;All files (*)</source>
        <translation>Ekö 시나리오 (*.ekoscn);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The file cannot be read.</source>
        <translation>파일을 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>This scenario starts from an exact position: it sets where every disc stands and who plays first, so the seed changes nothing.</source>
        <translation>이 시나리오는 정해진 국면에서 시작합니다. 모든 말의 위치와 선 플레이어가 정해져 있으므로 시드는 아무것도 바꾸지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>“%1”: %n player(s), %2 spaces</source>
        <translation>
            <numerusform>“%1”: %n인용, %2칸</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This scenario cannot be played:</source>
        <translation>이 시나리오로는 게임할 수 없습니다:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a scenario file (.ekoscn).</source>
        <translation>시나리오 파일(.ekoscn)을 고르세요.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>New Game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Number of players:</source>
        <translation>플레이어 수(&amp;N):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Human</source>
        <extracomment>In the New Game dialog: the seat is played by a person at this computer.</extracomment>
        <translation>사람</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer player %1</source>
        <extracomment>In the New Game dialog: the seat is a computer player; %1 is its level, e.g. &quot;4 — Advanced&quot;.</extracomment>
        <translation>컴퓨터 플레이어 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays this colour: a person, or the computer at a level from 1 (beginner) to 6 (strongest).</source>
        <extracomment>Tooltip of the Human/Computer choice beside each player&apos;s name.</extracomment>
        <translation>이 색을 둘 사람 또는 컴퓨터를 고릅니다. 컴퓨터의 레벨은 1(입문)부터 6(최강)까지입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who plays %1: a person, or the computer at a level from 1 (beginner) to 6 (strongest).</source>
        <extracomment>Accessible description of the Human/Computer choice of a seat; %1 its colour (&quot;Red&quot;).</extracomment>
        <translation>%1 색을 둘 사람 또는 컴퓨터를 고릅니다. 컴퓨터의 레벨은 1(입문)부터 6(최강)까지입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Board</source>
        <translation>게임판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Standard board for the number of players</source>
        <translation>플레이어 수에 맞는 표준 게임판(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Browse…</source>
        <translation>찾아보기(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setup</source>
        <translation>배치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fixed seed:</source>
        <translation>고정 시드(&amp;F):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Teaching game: tell me my mistakes</source>
        <extracomment>New Game check box, enabled when a seat is a computer player&apos;s: after each of a person&apos;s actions, the computer tells a mistake at once.</extracomment>
        <translation>가르치는 게임: 내 실수 알려 주기(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each of your actions, the computer judges it and tells you at once when it was a mistake, with a better action and Take Back.</source>
        <translation>행동할 때마다 컴퓨터가 판단하여 실수였으면 바로 알려 주고, 더 나은 행동과 되돌리기를 제시합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed</source>
        <extracomment>Accessible name of the field where the seed of the setup is typed.</extracomment>
        <translation>시드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario file</source>
        <extracomment>Accessible name of the field where a scenario file&apos;s path is typed.</extracomment>
        <translation>시나리오 파일</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>The seed decides where the discs start and who plays first; the same seed gives the same setup. Without one, the setup is random.</source>
        <translation>시드는 말의 시작 위치와 첫 플레이어를 정합니다. 시드가 같으면 배치도 같습니다. 시드가 없으면 무작위로 배치합니다.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>S&amp;tart Game</source>
        <translation>게임 시작(&amp;T)</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>Other scenario file (below)</source>
        <translation>다른 시나리오 파일(아래)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Standard boards</source>
        <extracomment>Heading in the New Game dialog&apos;s list of scenarios.</extracomment>
        <translation>표준 게임판</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>My scenarios</source>
        <extracomment>Heading in the New Game dialog&apos;s list: scenarios saved in the player&apos;s own scenario folder.</extracomment>
        <translation>내 시나리오</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recently opened</source>
        <extracomment>Heading in the New Game dialog&apos;s list: scenario files opened recently from other folders.</extracomment>
        <translation>최근에 연 시나리오</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%n player(s))</source>
        <extracomment>A scenario in the New Game dialog&apos;s list: %1 its name, %n its number of players.</extracomment>
        <translation>
            <numerusform>%1 (%n인용)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+278"/>
        <source>S&amp;cenario:</source>
        <translation>시나리오(&amp;C):</translation>
    </message>
</context>
<context>
    <name>eko::ui::NewScenarioDialog</name>
    <message>
        <location filename="../ui/editor/new_scenario_dialog.cpp" line="+34"/>
        <source>New Scenario</source>
        <translation>새 시나리오</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players:</source>
        <translation>플레이어 수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The standard board for these players</source>
        <translation>이 플레이어 수의 표준 게임판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A random board with the standard counts</source>
        <translation>표준 구성의 무작위 게임판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A blank board of desert spaces</source>
        <translation>사막 칸만 있는 빈 게임판</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seed: </source>
        <extracomment>The number a random board is made from: the same seed makes the same board.</extracomment>
        <translation>시드: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Symmetric (the same for every player)</source>
        <translation>대칭 (모든 플레이어에게 같음)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> rings around the centre</source>
        <extracomment>Size of a blank board: how many rings of spaces around the centre.</extracomment>
        <translation> 겹 (가운데 칸 둘레)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start from:</source>
        <translation>시작:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Place the discs myself (an exact position)</source>
        <translation>말을 직접 놓기 (정해진 국면)</translation>
    </message>
</context>
<context>
    <name>eko::ui::PlayPanel</name>
    <message>
        <location filename="../ui/window/play_panel.cpp" line="+44"/>
        <source>&amp;Action in notation:</source>
        <translation>행동 입력(&amp;A):</translation>
    </message>
</context>
<context>
    <name>eko::ui::PlayersModel</name>
    <message>
        <location filename="../ui/model/players_model.cpp" line="+168"/>
        <source>Level %1</source>
        <extracomment>Players panel, computer player column: the level (1–6) of the computer player of this seat.</extracomment>
        <translation>레벨 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 / %2 / %3</source>
        <extracomment>Building supply column: villages / towers / castles not yet built.</extracomment>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 has won the game.</source>
        <extracomment>%1 is a player (&quot;Red (Ana)&quot;).</extracomment>
        <translation>승리한 플레이어: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out: no disc on the board.</source>
        <extracomment>%1 is a player; they have no disc on the board any more.</extracomment>
        <translation>탈락한 플레이어: %1. 게임판에 말이 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is to move.</source>
        <extracomment>%1 is a player (&quot;Red (Ana)&quot;).</extracomment>
        <translation>%1의 차례입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 on the board.</source>
        <extracomment>%1 is a player, %2 their discs on the board (&quot;5 discs&quot;).</extracomment>
        <translation>%1: 게임판 위에 %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is the computer, playing the replies the puzzle sets. %2</source>
        <extracomment>Tool tip in the players panel, in a puzzle: %1 is the player (&quot;Blue&quot;), %2 what the player is doing.</extracomment>
        <translation>%1: 컴퓨터가 퍼즐에 정해진 응수를 둡니다. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is the computer, playing the strongest defence against the goal. %2</source>
        <extracomment>Tool tip in the players panel, in a puzzle: %1 is the player (&quot;Blue&quot;), %2 what the player is doing.</extracomment>
        <translation>%1: 컴퓨터가 목표에 맞서 가장 강한 방어를 둡니다. %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is a computer player, level %2. %3</source>
        <extracomment>Tool tip in the players panel: %1 is the player (&quot;Blue&quot;), %2 the level with its name (&quot;4 — Advanced&quot;), %3 what the player is doing, e.g. &quot;Blue is to move.&quot;.</extracomment>
        <translation>컴퓨터 플레이어: %1, 레벨 %2. %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is played by a person.</source>
        <extracomment>Tool tip in the players panel&apos;s computer player column, for a seat a person plays; %1 is the player (&quot;Blue&quot;).</extracomment>
        <translation>사람이 두는 플레이어: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 VP: %2 from buildings, %3 from captive Emperors. %4 VP and a palace win.</source>
        <extracomment>%1 total VP, %2 VP from buildings, %3 VP from captive Emperors, %4 the VP needed to win.</extracomment>
        <translation>승점 %1점: 건물 %2점, 포로 황제 %3점. 승점 %4점과 궁전이 있으면 승리합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buildings on a capital (palaces): %1. A palace is needed to win by points.</source>
        <extracomment>Tool tip of the palaces column; %1 is the number of palaces.</extracomment>
        <translation>수도 위의 건물(궁전): %1개. 승점으로 이기려면 궁전이 필요합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and the Emperor in reserve; the Emperor comes back with the next reinforcement.</source>
        <extracomment>%1 is a number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>예비대: %1 + 황제. 황제는 다음 증원 때 돌아옵니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 in reserve.</source>
        <extracomment>%1 is a number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>예비대: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building supply: %1, %2, %3.</source>
        <extracomment>%1, %2, %3: numbers of villages, towers and castles (&quot;5 villages&quot;).</extracomment>
        <translation>건물 보유량: %1, %2, %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Holds no captive Emperor.</source>
        <translation>포로로 잡은 황제가 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captive Emperors: %1 (%2 VP each).</source>
        <extracomment>%1 lists the colours of the captive Emperors (&quot;Blue and Green&quot;), %2 their value in VP each.</extracomment>
        <translation>포로 황제: %1 (각 승점 %2점).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 removed from the game by forced marches.</source>
        <extracomment>%1 is a number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>강행군으로 게임에서 제거됨: %1.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The player&apos;s name; the player to move is shown in bold.</source>
        <extracomment>Column header: the player&apos;s name.</extracomment>
        <translation>플레이어 이름. 차례인 플레이어는 굵게 표시됩니다.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player&apos;s colour.</source>
        <extracomment>Column header: the player&apos;s colour.</extracomment>
        <translation>플레이어의 색.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour</source>
        <translation>색</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The level of the computer player that plays this colour, 1 to 6; empty for a person.</source>
        <extracomment>Column header: the level of the computer player that plays the seat (empty for a person).</extracomment>
        <translation>이 색을 두는 컴퓨터 플레이어의 레벨(1~6). 사람이 두면 비어 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer player</source>
        <translation>컴퓨터 플레이어</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Victory points: buildings on the board, plus %1 per captive Emperor.</source>
        <extracomment>Column header: victory points (GLOSSARY: VP).</extracomment>
        <translation>승점: 게임판 위 건물의 점수에 포로 황제 하나당 %1점을 더한 값.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VP</source>
        <translation>승점</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Palaces: buildings on a capital. A palace is needed to win by points.</source>
        <extracomment>Column header: the player&apos;s buildings on a capital.</extracomment>
        <translation>궁전: 수도 위의 건물. 승점으로 이기려면 궁전이 필요합니다.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Palaces</source>
        <translation>궁전</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discs in reserve, brought back onto the board by reinforcement.</source>
        <extracomment>Column header: discs in reserve.</extracomment>
        <translation>예비대의 말. 증원으로 게임판에 다시 올라옵니다.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reserve</source>
        <translation>예비대</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building supply: villages / towers / castles not yet built.</source>
        <extracomment>Column header: building supply (villages / towers / castles not yet built).</extracomment>
        <translation>건물 보유량: 아직 건설하지 않은 마을 / 탑 / 성.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Supply</source>
        <translation>보유량</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Captive Emperors: enemy Emperors this player holds.</source>
        <extracomment>Column header: captive (enemy) Emperors held by this player.</extracomment>
        <translation>포로 황제: 이 플레이어가 잡은 상대 황제.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Captives</source>
        <translation>포로</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discs removed from the game by forced marches.</source>
        <extracomment>Column header: discs removed from the game by forced marches.</extracomment>
        <translation>강행군으로 게임에서 제거된 말.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Removed</source>
        <translation>제거됨</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>victory points (%1 and a palace win)</source>
        <extracomment>Legend of the players table: the VP column; %1 is the VP needed to win (12).</extracomment>
        <translation>%1점과 궁전 하나면 승리</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>Set replies</source>
        <extracomment>Players panel, computer player column, in a puzzle: the computer plays the replies the puzzle&apos;s author set.</extracomment>
        <translation>정해진 응수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Best defence</source>
        <extracomment>Players panel, computer player column, in a puzzle: the computer plays the strongest defence against the goal.</extracomment>
        <translation>최선의 방어</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>buildings on a capital</source>
        <extracomment>Legend of the players table: the Palaces column.</extracomment>
        <translation>수도 위의 건물</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discs off the board</source>
        <extracomment>Legend of the players table: the Reserve column.</extracomment>
        <translation>게임판 밖의 말</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>villages / towers / castles left to build</source>
        <extracomment>Legend of the players table: the Supply column (three numbers).</extracomment>
        <translation>아직 짓지 않은 마을 / 탑 / 성</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enemy Emperors held</source>
        <extracomment>Legend of the players table: the Captives column.</extracomment>
        <translation>잡아 둔 상대 황제</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discs lost to forced marches</source>
        <extracomment>Legend of the players table: the Removed column.</extracomment>
        <translation>강행군으로 잃은 말</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · </source>
        <extracomment>Separator between the entries of the players table&apos;s legend.</extracomment>
        <translation> · </translation>
    </message>
</context>
<context>
    <name>eko::ui::PlayersPanel</name>
    <message>
        <location filename="../ui/editor/players_panel.cpp" line="+101"/>
        <source>On the board</source>
        <translation>게임판 위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve</source>
        <translation>예비대</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Emperor in reserve</source>
        <translation>예비대의 황제</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed</source>
        <extracomment>Discs removed from the game by forced marches.</extracomment>
        <translation>제거된 말</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captive Emperors</source>
        <extracomment>The Emperors of other players this player holds.</extracomment>
        <translation>포로 황제</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Villages in supply</source>
        <translation>보유 마을</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towers in supply</source>
        <translation>보유 탑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castles in supply</source>
        <translation>보유 성</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discs in all</source>
        <extracomment>Every disc of the player wherever it is, against the discs per player of the rules.</extracomment>
        <translation>전체 말</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a random setup every disc is placed at the start of the game. Choose &quot;Exact position&quot; as the setup to place stacks and buildings and to set these counts.</source>
        <translation>무작위 배치에서는 게임이 시작될 때 모든 말이 놓입니다. 더미와 건물을 놓고 이 수들을 정하려면 배치를 &quot;정해진 국면&quot;으로 고르세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 holds the Emperor of %2</source>
        <extracomment>Tooltip of a check box: %1 and %2 are player colours (&quot;Red&quot;, &quot;Blue&quot;); %1 holds the Emperor of %2.</extracomment>
        <translation>%1 플레이어가 %2 플레이어의 황제를 포로로 잡고 있습니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <extracomment>Accessible name of a box in the editor&apos;s Players panel: %1 the player&apos;s colour (&quot;Red&quot;), %2 the row (&quot;Reserve&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 / %2</source>
        <extracomment>Discs of a player in all, against the discs per player of the rules: &quot;16 / 16&quot;.</extracomment>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>eko::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="+117"/>
        <source>Preferences</source>
        <translation>환경 설정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interface</source>
        <translation>인터페이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Hide the board between turns (hand-over screen)</source>
        <translation>차례 사이에 게임판 가리기 — 차례 넘김 화면(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Blind mode (for screen readers)</source>
        <extracomment>Preference for players using a screen reader (e.g. Orca).</extracomment>
        <translation>시각 장애인 모드 (화면 낭독기용)(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The screen reader is told every action, refusal and change of turn in full, and the keyboard focus goes back to the action field after every action.</source>
        <extracomment>Tooltip of the Blind mode preference.</extracomment>
        <translation>화면 낭독기가 모든 행동, 거부, 차례 바뀜을 자세히 읽고, 행동할 때마다 키보드 포커스가 행동 입력 칸으로 돌아갑니다.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>System language (%1)</source>
        <extracomment>Language choice: follow the operating system&apos;s language; %1 is that language in itself (&quot;English&quot;).</extracomment>
        <translation>시스템 언어(%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was chosen on the command line (--lang) for this session only. A language chosen here is kept for the next start.</source>
        <extracomment>Under the language choice; %1 is the language in use, in itself (&quot;한국어&quot;).</extracomment>
        <translation>이번 실행의 언어는 명령줄(--lang)에서 정했습니다: %1. 여기에서 고른 언어는 다음 실행에도 유지됩니다.</translation>
    </message>
</context>
<context>
    <name>eko::ui::ProblemMessage</name>
    <message numerus="yes">
        <location filename="../ui/look/problem_message.cpp" line="+23"/>
        <source>…and %n more problem(s) (see the details).</source>
        <translation>
            <numerusform>…외 문제 %n개 (자세한 내용 참고).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::ProblemsPanel</name>
    <message>
        <location filename="../ui/editor/problems_panel.cpp" line="+53"/>
        <source>No problems: this scenario can be saved and played.</source>
        <translation>문제가 없습니다. 이 시나리오를 저장하고 게임할 수 있습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s): the scenario can be saved and played, but check them.</source>
        <translation>
            <numerusform>경고 %n개: 시나리오를 저장하고 게임할 수 있지만, 내용을 확인하세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n error(s): fix them before saving or playing.</source>
        <translation>
            <numerusform>오류 %n개: 저장하거나 게임하기 전에 고치세요.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::PuzzleTestDialog</name>
    <message>
        <location filename="../ui/editor/puzzle_test_dialog.cpp" line="+22"/>
        <source>This scenario has no goal: check “Has a goal” in the Goal panel first.</source>
        <translation>이 시나리오에는 목표가 없습니다. 먼저 목표 패널에서 “목표 있음”을 켜세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A puzzle needs an exact position: choose “Exact position” under Setup in the Game panel.</source>
        <translation>퍼즐에는 정해진 국면이 필요합니다. 게임 패널의 배치에서 “정해진 국면”를 고르세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The puzzle cannot be tested while the scenario has errors: %1</source>
        <extracomment>%1: the first error of the scenario, a whole sentence.</extracomment>
        <translation>시나리오에 오류가 있는 동안에는 퍼즐을 시험할 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Test This Puzzle</source>
        <extracomment>Title of the dialog of Scenario ▸ Test This Puzzle.</extracomment>
        <translation>이 퍼즐 시험하기</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Searching</source>
        <extracomment>Accessible name of the busy bar while the solver searches.</extracomment>
        <translation>찾는 중</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solution</source>
        <extracomment>Accessible name of the list of the solution&apos;s actions.</extracomment>
        <translation>풀이</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Stopping…</source>
        <extracomment>While the solver stops after Cancel.</extracomment>
        <translation>멈추는 중…</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Searching every line of play within %n turn(s)…</source>
        <extracomment>While the solver searches; %n: the goal&apos;s turns.</extracomment>
        <translation>
            <numerusform>%n차례 안의 모든 수순을 찾는 중…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>Solved in %n turn(s).</source>
        <extracomment>Test This Puzzle: the goal can be met whatever the replies; %n: the fewest turns.</extracomment>
        <translation>
            <numerusform>%n차례 만에 풀립니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The first action %1 is the only one of %n legal first actions that works.</source>
        <extracomment>%1: the first action in notation (&quot;a1xf1&quot;); %n: the legal first actions.</extracomment>
        <translation>
            <numerusform>가능한 첫 행동 %n개 중 통하는 것은 %1 하나뿐입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The first action is not unique: %n first actions work: %1.</source>
        <extracomment>%1: the first actions in notation, separated by commas; %n: how many work.</extracomment>
        <translation>
            <numerusform>첫 행동이 하나가 아닙니다. 통하는 첫 행동 %n개: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1. %2 (%3)</source>
        <extracomment>One line of the solution: %1 its number, %2 the action&apos;s sentence, %3 its notation.</extracomment>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>No solution within %n turn(s): no line of play meets the goal against these replies.</source>
        <extracomment>Test This Puzzle: %n the goal&apos;s turns.</extracomment>
        <translation>
            <numerusform>%n차례 안에는 풀이가 없습니다. 이 응수에 맞서 목표를 이루는 수순이 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped before an answer was found.</source>
        <translation>답을 찾기 전에 멈췄습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 positions searched in %2 s.</source>
        <extracomment>%1: positions searched, %2: seconds (&quot;0.25&quot;).</extracomment>
        <translation>국면 %1개를 %2초 동안 찾았습니다.</translation>
    </message>
</context>
<context>
    <name>eko::ui::ReplayMode</name>
    <message>
        <location filename="../ui/window/replay_mode.cpp" line="+243"/>
        <source>%1 per second</source>
        <extracomment>Autoplay speed of the replay; %1 is a number of actions (0.25 to 32).</extracomment>
        <translation>초당 %1회</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Replay</source>
        <extracomment>View menu item and toolbar button: step through the game&apos;s actions (Replay mode).</extracomment>
        <translation>다시 보기(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: step through the game&apos;s actions; click again to play on at the end</source>
        <translation>다시 보기: 게임의 행동을 하나씩 살펴봅니다. 다시 누르면 마지막 행동에서 이어서 플레이합니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;First Action</source>
        <translation>첫 행동(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Turn</source>
        <translation>이전 차례(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Action</source>
        <translation>이전 행동(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+95"/>
        <source>&amp;Autoplay</source>
        <extracomment>Replay: the actions follow one another by themselves (Space starts and pauses it).</extracomment>
        <translation>자동 재생(&amp;A)</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Next Action</source>
        <translation>다음 행동(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Turn</source>
        <translation>다음 차례(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Action</source>
        <translation>마지막 행동(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Action…</source>
        <translation>행동으로 이동(&amp;G)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Back to Play</source>
        <extracomment>Replay: back to playing the game at its last action.</extracomment>
        <translation>플레이로 돌아가기(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue from Here</source>
        <extracomment>Replay: a new game that keeps the actions up to the one shown and is played on from there.</extracomment>
        <translation>여기서 이어서 하기(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game that keeps the actions up to this one, played on from here; the game replayed stays as it is</source>
        <translation>이 행동까지를 그대로 둔 새 게임을 여기서부터 이어서 합니다. 다시 보던 게임은 바뀌지 않습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay &amp;Controls</source>
        <translation>다시 보기 조작(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jump To</source>
        <extracomment>Replay menu: the submenu that goes to the next or previous attack, construction, palace or Emperor event.</extracomment>
        <translation>건너뛰기(&amp;J)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Action</source>
        <extracomment>Replay toolbar: label of the box where the number of the action to show is typed.</extracomment>
        <translation>행동(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every action of the game: click or drag to go to one</source>
        <translation>게임의 모든 행동: 클릭하거나 끌어서 원하는 행동으로 이동</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Autoplay speed, in actions per second</source>
        <translation>자동 재생 속도(초당 행동 수)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>Replay</source>
        <translation>다시 보기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Victory Points</source>
        <extracomment>Title of the panel with the chart of every player&apos;s victory points over the game.</extracomment>
        <translation>승점</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>P&amp;ause</source>
        <extracomment>Replay: pauses the autoplay.</extracomment>
        <translation>일시 정지(&amp;A)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> of %1</source>
        <extracomment>Replay toolbar, after the number of the action shown: the number of actions in the game.</extracomment>
        <translation> / %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replay: the start of the game, before the first of %1 actions.</source>
        <extracomment>Status line while replaying, before the first action; %1 is the number of actions of the game.</extracomment>
        <translation>다시 보기: 게임의 시작, 첫 행동 전입니다(전체 행동: %1개).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replay, action %1 of %2.</source>
        <extracomment>Status line while replaying: %1 action number, %2 actions in all.</extracomment>
        <translation>다시 보기, 행동 %1/%2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The start of the game: no action yet.</source>
        <extracomment>Under the move list before the first action of a game.</extracomment>
        <translation>게임의 시작: 아직 행동이 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Action %1 of %2: %3</source>
        <extracomment>Under the move list: %1 the action&apos;s number, %2 actions in all, %3 what happened (a sentence).</extracomment>
        <translation>행동 %1/%2: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game is over here. Go back to an earlier action to try another one.</source>
        <extracomment>Status line when the board is clicked in replay at the end of the game.</extracomment>
        <translation>여기서 게임이 끝납니다. 다른 행동을 시도하려면 더 앞선 행동으로 돌아가세요.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A new game goes on from action %1 of the game replayed.</source>
        <extracomment>Status line after Continue from Here; %1 is the number of actions kept.</extracomment>
        <translation>새 게임이 다시 본 게임의 %1번째 행동 다음부터 이어집니다.</translation>
    </message>
</context>
<context>
    <name>eko::ui::RulesWindow</name>
    <message>
        <location filename="../ui/dialogs/rules_window.cpp" line="+43"/>
        <source>The rules page is missing from this build.</source>
        <translation>이 빌드에는 규칙 페이지가 없습니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ekö Rules</source>
        <translation>Ekö 규칙</translation>
    </message>
</context>
<context>
    <name>eko::ui::ScenarioDocument</name>
    <message>
        <location filename="../ui/editor/editor_actions.cpp" line="+43"/>
        <location filename="../ui/editor/scenario_document.cpp" line="+88"/>
        <source>Open Scenario</source>
        <translation>시나리오 열기</translation>
    </message>
    <message>
        <location filename="../ui/editor/scenario_document.cpp" line="-53"/>
        <source>New scenario</source>
        <extracomment>Title of a scenario that has neither a file nor a name yet.</extracomment>
        <translation>새 시나리오</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ekö scenarios (*.ekoscn);;All files (*)</source>
        <translation>Ekö 시나리오 (*.ekoscn);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot Open Scenario</source>
        <extracomment>%1: a file name.</extracomment>
        <translation>시나리오를 열 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenario %1 cannot be opened:</source>
        <translation>시나리오 파일을 열 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This scenario has problems: they are listed in the Problems panel.</source>
        <translation>이 시나리오에는 문제가 있습니다. 문제 패널에 모두 나와 있습니다.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>scenario</source>
        <translation>시나리오</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save Scenario</source>
        <translation>시나리오 저장</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+35"/>
        <source>Cannot Save Scenario</source>
        <translation>시나리오를 저장할 수 없음</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Saved %1.</source>
        <extracomment>%1: a file name.</extracomment>
        <translation>저장했습니다: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scenario Editor</source>
        <translation>시나리오 편집기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the changes to this scenario?</source>
        <translation>이 시나리오의 변경 사항을 저장하시겠습니까?</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot Play Scenario</source>
        <translation>시나리오로 게임할 수 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The scenario cannot be saved yet: %1</source>
        <extracomment>%1: the first error of the scenario.</extracomment>
        <translation>아직 시나리오를 저장할 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scenario cannot be played yet: %1</source>
        <extracomment>%1: the first error of the scenario.</extracomment>
        <translation>아직 이 시나리오로 게임할 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every problem is listed in the Problems panel.</source>
        <translation>모든 문제가 문제 패널에 나와 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not saved: %1</source>
        <extracomment>Status line; %1: the first error of the scenario.</extracomment>
        <translation>저장하지 않았습니다: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not started: %1</source>
        <translation>시작하지 않았습니다: %1</translation>
    </message>
</context>
<context>
    <name>eko::ui::ScenarioModel</name>
    <message>
        <location filename="../ui/editor/scenario_model.cpp" line="+103"/>
        <source>%1 → %2</source>
        <extracomment>How one space was renamed when the board grew or shrank: %1 its old name, %2 its new one.</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Paint terrain</source>
        <extracomment>Undo menu text: &quot;Undo Paint terrain&quot;.</extracomment>
        <translation>지형 칠하기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add space</source>
        <translation>칸 추가</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove space</source>
        <translation>칸 제거</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place stack</source>
        <translation>더미 놓기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change stack size</source>
        <translation>더미 크기 바꾸기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move Emperor</source>
        <translation>황제 옮기기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move stack</source>
        <translation>더미 옮기기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete stack</source>
        <translation>더미 삭제</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place building</source>
        <translation>건물 놓기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete building</source>
        <translation>건물 삭제</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change player counts</source>
        <translation>플레이어 수치 바꾸기</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change name and description</source>
        <translation>이름과 설명 바꾸기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change number of players</source>
        <translation>플레이어 수 바꾸기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change setup</source>
        <translation>배치 방식 바꾸기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change turn</source>
        <translation>차례 바꾸기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change rules settings</source>
        <translation>규칙 설정 바꾸기</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Change goal</source>
        <extracomment>Undo menu text: &quot;Undo Change goal&quot; (the goal of a puzzle or lesson).</extracomment>
        <translation>목표 바꾸기</translation>
    </message>
</context>
<context>
    <name>eko::ui::SpaceDescription</name>
    <message>
        <location filename="../ui/board/space_description.cpp" line="+19"/>
        <source>%1 — %2</source>
        <extracomment>Tooltip title of a space: %1 its name in notation (e.g. c4), %2 its terrain.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Impassable</source>
        <extracomment>Tooltip of a chasm space.</extracomment>
        <translation>지나갈 수 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stack: %1, %2, Emperor included</source>
        <extracomment>Tooltip: %1 is the player colour, %2 the number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>더미: %1, %2 (황제 포함)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stack: %1, %2</source>
        <extracomment>Tooltip: %1 is the player colour, %2 the number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>더미: %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building: %1 (%2), palace</source>
        <extracomment>Tooltip: %1 is the building, %2 the player colour; on a capital the building is a palace.</extracomment>
        <translation>건물: %1 (%2), 궁전</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building: %1 (%2)</source>
        <extracomment>Tooltip: %1 is the building, %2 the player colour.</extracomment>
        <translation>건물: %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Construction site: %1</source>
        <extracomment>Tooltip of an empty construction site: %1 lists the buildings its terrain allows.</extracomment>
        <translation>건설 부지: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>eko::ui::SpokenAnswers</name>
    <message>
        <location filename="../ui/window/spoken_answers.cpp" line="+24"/>
        <source>; </source>
        <extracomment>Between the items of a list read to a screen reader (&quot;c4, 3 discs; d5, 2 discs&quot;).</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, %2 with the Emperor</source>
        <extracomment>A stack read to a screen reader: %1 its space (c4), %2 its discs (&quot;3 discs&quot;).</extracomment>
        <translation>%1, %2 (황제 포함)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2</source>
        <extracomment>A stack read to a screen reader: %1 its space (c4), %2 its discs (&quot;3 discs&quot;).</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has no stack on the board.</source>
        <extracomment>Answer to &quot;read my stacks&quot;: %1 the player (&quot;Blue (Bo)&quot;).</extracomment>
        <translation>%1 플레이어는 게임판에 더미가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 has %n stack(s): %2.</source>
        <extracomment>Answer to &quot;read my stacks&quot;: %1 the player (&quot;Blue (Bo)&quot;), %n how many stacks, %2 the list.</extracomment>
        <translation>
            <numerusform>%1 플레이어의 더미 %n개: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+19"/>
        <source>Put the board&apos;s cursor on a space first (the arrow keys on the board).</source>
        <extracomment>Answer of a command about the board&apos;s cursor when the cursor is on no space.</extracomment>
        <translation>먼저 게임판의 커서를 칸 위에 놓으세요 (게임판에서 화살표 키).</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+63"/>
        <source>%1: %2</source>
        <extracomment>A neighbouring stack read to a screen reader: %1 the player, %2 the stack (&quot;d5, 2 discs&quot;).
----------
One of the last actions read to a screen reader: %1 its number, %2 its sentence.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>No stack next to %1.</source>
        <extracomment>Answer to &quot;read the stacks next to a space&quot;: %1 the space (c4).</extracomment>
        <translation>%1 칸 옆에 더미가 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next to %1: %2.</source>
        <extracomment>Answer to &quot;read the stacks next to a space&quot;: %1 the space (c4), %2 the list of stacks.</extracomment>
        <translation>%1 칸 옆: %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No legal action from %1.</source>
        <extracomment>Answer to &quot;what can this stack do&quot;: %1 the space (c4).</extracomment>
        <translation>%1 칸에서 가능한 행동이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n legal action(s) from %1: %2.</source>
        <extracomment>Answer to &quot;what can this stack do&quot;: %1 the space (c4), %n how many actions, %2 the list.</extracomment>
        <translation>
            <numerusform>%1 칸에서 가능한 행동 %n개: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 and the Emperor in reserve</source>
        <translation>예비대: %1, 그리고 황제</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in reserve</source>
        <extracomment>The reserve read to a screen reader: %1 its discs (&quot;5 discs&quot;).</extracomment>
        <translation>예비대: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 VP, %3</source>
        <extracomment>Answer to &quot;read the score and reserves&quot;, one player: %1 the player, %2 the VP, %3 the reserve.</extracomment>
        <translation>%1 승점 %2, %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2 VP and a palace win.</source>
        <extracomment>Answer to &quot;read the score and reserves&quot;: %1 the list of players; %2 the VP needed to win.</extracomment>
        <translation>%1. 승점 %2점과 궁전이 있으면 승리합니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No action played yet.</source>
        <extracomment>Answer to &quot;read the last actions&quot; before the first action.</extracomment>
        <translation>아직 둔 행동이 없습니다.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1&apos;s Emperor is on %2</source>
        <extracomment>Answer to &quot;where are the Emperors&quot;: %1 the player, %2 the space (c4).</extracomment>
        <translation>%1 플레이어의 황제: %2 칸</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Emperor is the captive of %2</source>
        <extracomment>Answer to &quot;where are the Emperors&quot;: %1 the player, %2 the player holding it captive.</extracomment>
        <translation>%1 플레이어의 황제: %2 플레이어의 포로</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Emperor is in reserve</source>
        <extracomment>Answer to &quot;where are the Emperors&quot;: %1 the player.</extracomment>
        <translation>%1 플레이어의 황제: 예비대</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Emperor is out of the game</source>
        <extracomment>Answer to &quot;where are the Emperors&quot;: %1 the player (whose Emperor is out of the game).</extracomment>
        <translation>%1 플레이어의 황제: 게임에서 빠짐</translation>
    </message>
</context>
<context>
    <name>eko::ui::StackDragPreview</name>
    <message>
        <location filename="../ui/editor/stack_drag_preview.cpp" line="+49"/>
        <source>Off the board: the stack stays where it is.</source>
        <extracomment>Scenario editor, while a stack is dragged beyond the edge of the board.</extracomment>
        <translation>게임판 밖입니다: 더미는 제자리에 남습니다.</translation>
    </message>
</context>
<context>
    <name>eko::ui::StatusLine</name>
    <message>
        <location filename="../ui/window/status_line.cpp" line="+160"/>
        <source>Status</source>
        <extracomment>Accessible name of the status line (whose turn it is, what to do, the last refusal).</extracomment>
        <translation>상태</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Refused actions:</source>
        <translation>거부된 행동:</translation>
    </message>
</context>
<context>
    <name>eko::ui::TeachingControls</name>
    <message>
        <location filename="../ui/window/teaching_controls.cpp" line="+102"/>
        <source>This loses your Emperor: %1 was better.</source>
        <extracomment>Teaching game, told at once after a person&apos;s mistake or blunder that leaves their Emperor to be taken (an opponent can attack its stack next, or it is captive already) where the better action would not: %1 the better action (notation).</extracomment>
        <translation>이 행동으로 황제를 잃습니다. %1 행동이 더 나았습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Blunder: %1 loses %2% for %3. Better: %4 (%5%).</source>
        <extracomment>Teaching game, told at once after a person&apos;s blunder; also the status line when F7 (next mistake) goes to a blunder of a game replayed: %1 the action played (notation), %2 the chance to win it lost in points of percentage, %3 the player (a colour), %4 the better action (notation), %5 the player&apos;s chance after it.</extracomment>
        <translation>큰 실수: %1 행동으로 %3 승률이 %2% 떨어집니다. 더 나은 행동: %4 (%5%).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistake: %1 loses %2% for %3. Better: %4 (%5%).</source>
        <extracomment>Teaching game, told at once after a person&apos;s mistake; also the status line when F7 (next mistake) goes to a mistake of a game replayed: %1 the action played (notation), %2 the chance to win it lost in points of percentage, %3 the player (a colour), %4 the better action (notation), %5 the player&apos;s chance after it.</extracomment>
        <translation>실수: %1 행동으로 %3 승률이 %2% 떨어집니다. 더 나은 행동: %4 (%5%).</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No mistake to take back.</source>
        <extracomment>Status line: Take Back (teaching game) when no mistake is told.</extracomment>
        <translation>되돌릴 실수가 없습니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Taken back: play that action again.</source>
        <extracomment>Status line after Take Back in a teaching game: the game is back before the mistake.</extracomment>
        <translation>되돌렸습니다. 그 행동을 다시 하세요.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ta&amp;ke Back</source>
        <extracomment>Game menu and the teaching game&apos;s message bar: undoes the action told as a mistake (and what was played after it).</extracomment>
        <translation>되돌리기(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goes back to just before the mistake told, to play that action again</source>
        <translation>알려 준 실수 바로 전으로 돌아가 그 행동을 다시 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Teaching Game: Tell Me My Mistakes</source>
        <extracomment>Analyse menu (checkable), also in New Game: after each of a person&apos;s actions against the computer, a mistake is told at once.</extracomment>
        <translation>가르치는 게임: 내 실수 알려 주기(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
</context>
<context>
    <name>eko::ui::UserScenarios</name>
    <message numerus="yes">
        <location filename="../ui/session/user_scenarios.cpp" line="+117"/>
        <source>Standard board for %n player(s)</source>
        <extracomment>The name of a standard scenario; %n is its number of players.</extracomment>
        <translation>
            <numerusform>%n인용 표준 게임판</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::VpChart</name>
    <message>
        <location filename="../ui/replay/vp_chart.cpp" line="+101"/>
        <source>%1 %2 VP</source>
        <extracomment>The VP chart read to a screen reader, one player: %1 the player (&quot;Blue (Bo)&quot;), %2 their VP.</extracomment>
        <translation>%1 승점 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>action %1 of %2</source>
        <extracomment>The VP chart read to a screen reader, after the players&apos; VP: %1 the action shown, %2 all of them.</extracomment>
        <translation>행동 %1/%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <extracomment>Between the parts of the VP chart&apos;s summary (&quot;Red 8 VP, Blue 6 VP, action 59 of 141&quot;).</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. Victory points of every player after every action; click to go to an action.</source>
        <extracomment>Accessible description of the VP chart: %1 its summary (&quot;Red 8 VP, Blue 6 VP, action 59 of 141&quot;).</extracomment>
        <translation>%1. 행동마다 모든 플레이어의 승점을 보여 줍니다. 클릭하면 그 행동으로 갑니다.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>palace</source>
        <extracomment>Legend of the VP chart: the filled house marks the moment a player&apos;s first palace stood (GLOSSARY: palace).</extracomment>
        <translation>궁전</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>palace lost</source>
        <extracomment>Legend of the VP chart: the empty house marks the moment a player held no palace any more.</extracomment>
        <translation>궁전 잃음</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>%1 VP to win</source>
        <extracomment>On the VP chart, at the dashed line of the VP a player needs to win (with a palace).</extracomment>
        <translation>승리 기준: 승점 %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>At the start</source>
        <extracomment>First line of the VP chart&apos;s tool tip: the position at the start of the game.</extracomment>
        <translation>게임 시작</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After action %1</source>
        <translation>%1번째 행동 후</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 VP</source>
        <extracomment>A line of the VP chart&apos;s tool tip; %1 the player, %2 their VP.</extracomment>
        <translation>%1: 승점 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 now has a palace.</source>
        <translation>%1 플레이어가 이제 궁전을 가지고 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no palace any more.</source>
        <translation>%1 플레이어에게 이제 궁전이 없습니다.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>VP chart</source>
        <extracomment>Accessible name of the chart of every player&apos;s VP over the game.</extracomment>
        <translation>승점 차트</translation>
    </message>
</context>
<context>
    <name>eko::ui::WelcomeDialog</name>
    <message>
        <location filename="../ui/dialogs/welcome_dialog.cpp" line="+81"/>
        <location line="+1"/>
        <source>Welcome to Ekö</source>
        <translation>Ekö에 오신 것을 환영합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The goal</source>
        <extracomment>Heading in the first-start welcome.</extracomment>
        <translation>목표</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>March your stacks of discs across the desert, construct villages, towers and castles, and capture enemy Emperors. %1 VP and a palace (a building on a capital) win; so does being the last player with discs on the board.</source>
        <extracomment>First-start welcome: the goal of the game, in two lines; %1 is the VP needed (12).</extracomment>
        <translation>말 더미를 이끌고 사막을 행군하며 마을, 탑, 성을 건설하고 상대 황제를 포로로 잡습니다. 승점 %1점과 궁전(수도 위의 건물)을 갖추면 승리하고, 게임판에 말이 남은 마지막 플레이어가 되어도 승리합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playing</source>
        <extracomment>Heading in the first-start welcome.</extracomment>
        <translation>게임 방법</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click one of your stacks to select it: the board marks where it can go. Click a marked space to move or attack there, or a construction site beside it to construct. The line above the board always says what to do next. The game opens with the Emperor swap: click your Emperor, then one of your discs, or keep it where it is with the button beside the board.</source>
        <extracomment>First-start welcome: how to select and move.</extracomment>
        <translation>내 더미 하나를 클릭하여 선택하면 게임판에 갈 수 있는 곳이 표시됩니다. 표시된 칸을 클릭하면 그곳으로 이동하거나 공격하고, 옆의 건설 부지를 클릭하면 건설합니다. 게임판 위의 안내 줄이 다음에 할 일을 늘 알려 줍니다. 게임은 황제 자리 바꾸기로 시작합니다. 황제를 클릭한 다음 내 말 하나를 클릭하거나, 게임판 옆의 버튼으로 황제를 그 자리에 둡니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Help</source>
        <extracomment>Heading in the first-start welcome.</extracomment>
        <translation>도움말</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 opens the rules at any time (Help ▸ Rules of Ekö); Help ▸ Keyboard lists every key.</source>
        <extracomment>First-start welcome: where the rules are; %1 is the key that opens them (F1).</extracomment>
        <translation>%1 키를 누르면 언제든 규칙을 볼 수 있습니다(도움말 ▸ Ekö 규칙). 도움말 ▸ 키보드에는 모든 키가 나와 있습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Read the &amp;Rules</source>
        <extracomment>Button of the first-start welcome: opens the rules.</extracomment>
        <translation>규칙 읽기(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start Playing</source>
        <extracomment>Button of the first-start welcome: closes it.</extracomment>
        <translation>게임 시작(&amp;S)</translation>
    </message>
</context>
</TS>
