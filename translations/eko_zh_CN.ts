<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ComputerLevels</name>
    <message>
        <location filename="../ui/model/computer_levels.cpp" line="+13"/>
        <source>Beginner</source>
        <extracomment>Computer player level 1 of 6: the easiest, makes mistakes people make.</extracomment>
        <translation>入门</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casual</source>
        <extracomment>Computer player level 2 of 6.</extracomment>
        <translation>初级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Intermediate</source>
        <extracomment>Computer player level 3 of 6.</extracomment>
        <translation>中级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <extracomment>Computer player level 4 of 6.</extracomment>
        <translation>高级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <extracomment>Computer player level 5 of 6.</extracomment>
        <translation>专家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strongest</source>
        <extracomment>Computer player level 6 of 6: the strongest, thinks up to 5 seconds.</extracomment>
        <translation>最强</translation>
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
        <translation>向左滚动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll Right</source>
        <translation>向右滚动</translation>
    </message>
</context>
<context>
    <name>eko::desktop::CommandLineText</name>
    <message>
        <location filename="../app/desktop/desktop_command_line.cpp" line="+21"/>
        <source>Ekö, the strategy board game for 2 to 4 players.</source>
        <translation>Ekö：供 2 至 4 名玩家对战的策略棋盘游戏。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved game (.eko) to open.</source>
        <translation>要打开的存档（.eko）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interface language: en, ko, pt or zh_CN (default: the saved preference, else the system&apos;s language).</source>
        <translation>界面语言：en、ko、pt 或 zh_CN（默认：已保存的偏好设置，否则为系统语言）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the main window to a PNG file and exit. Without FILE, a sample 3-player game is shown.</source>
        <translation>将主窗口渲染为 PNG 文件后退出。未指定 FILE 时，显示一局 3 人示例对局。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Write the board of the game FILE, with the art of the screen, to a PNG or SVG file (by its extension) and exit.</source>
        <translation>将对局 FILE 的棋盘按屏幕上的画面写入 PNG 或 SVG 文件（格式由扩展名决定）后退出。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --export-image: the position after the first K actions (0 = the start; default: all).</source>
        <translation>与 --export-image 一起使用：前 K 个行动之后的局面（0 = 开局；默认：全部）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --export-image to a PNG: its width in pixels, %1 to %2 (the height follows the board; default: the board&apos;s own size).</source>
        <translation>与 --export-image 一起导出 PNG 时：图片宽度（像素），%1 至 %2（高度随棋盘比例；默认：棋盘本身的大小）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Print the time from start to the first painted window (milliseconds, on stderr) and exit.</source>
        <translation>输出从启动到首次绘制窗口所用的时间（毫秒，输出到 stderr）后退出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume an interrupted game without asking.</source>
        <translation>不经询问，直接恢复中断的对局。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For testing: play N random legal actions after start, print a line on stdout, and keep running.</source>
        <translation>测试用：启动后随机执行 N 个合法行动，在 stdout 输出一行，然后继续运行。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>eko: only one file can be opened.</source>
        <translation>eko：只能打开一个文件。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>eko: unknown language “%1”; use en, ko, pt or zh_CN.</source>
        <translation>eko：未知语言“%1”；请使用 en、ko、pt 或 zh_CN。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>eko: --screenshot needs a file name.</source>
        <translation>eko：--screenshot 需要一个文件名。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>eko: --export-image needs a file name ending in .png or .svg.</source>
        <translation>eko：--export-image 需要一个以 .png 或 .svg 结尾的文件名。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>eko: --export-image needs a game file: eko --export-image OUT.png GAME.</source>
        <translation>eko：--export-image 需要一个对局文件：eko --export-image OUT.png GAME。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>eko: --at needs a number of actions, 0 or more.</source>
        <translation>eko：--at 需要一个行动数（0 或更大）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>eko: --at goes with --export-image.</source>
        <translation>eko：--at 只能与 --export-image 一起使用。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>eko: --width goes with --export-image to a .png file and needs a number of pixels from %1 to %2.</source>
        <translation>eko：--width 须与导出 .png 文件的 --export-image 一起使用，并需要 %1 至 %2 之间的像素数。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>eko: --autoplay needs a number from 0 to 100000.</source>
        <translation>eko：--autoplay 需要 0 至 100000 之间的数字。</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Render the end-of-game dialog over the main window to a PNG file and exit. FILE must be a finished game; without FILE, the sample game is played to its end.</source>
        <translation>将主窗口连同对局结束对话框渲染为 PNG 文件后退出。FILE 必须是已结束的对局；未指定 FILE 时，示例对局会一直下到结束。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>eko: --screenshot-end needs a file name.</source>
        <translation>eko：--screenshot-end 需要一个文件名。</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Render the scenario editor to a PNG file and exit. FILE may be a scenario (.ekoscn); without it, a sample position is shown.</source>
        <translation>把场景编辑器绘制为 PNG 文件后退出。FILE 可以是场景（.ekoscn）；没有时显示示例局面。</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>eko: --screenshot-editor needs a file name.</source>
        <translation>eko：--screenshot-editor 需要文件名。</translation>
    </message>
</context>
<context>
    <name>eko::desktop::Screenshot</name>
    <message>
        <location filename="../app/desktop/screenshot.cpp" line="+72"/>
        <source>eko: cannot write the image %1.</source>
        <translation>eko：无法写入图像 %1。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>eko: the game “%1” has not ended; --screenshot-end needs a finished game.</source>
        <translation>eko：对局“%1”尚未结束；--screenshot-end 需要已结束的对局。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>eko: no sample game came to an end.</source>
        <translation>eko：没有示例对局下到结束。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>eko: cannot open the game “%1”: %2</source>
        <translation>eko：无法打开对局“%1”：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>eko: --at %1, but the game “%2” ends after action %3.</source>
        <translation>eko：--at 为 %1，但对局“%2”在第 %3 个行动后结束。</translation>
    </message>
</context>
<context>
    <name>eko::files</name>
    <message>
        <location filename="../engine/files/file_io.cpp" line="+20"/>
        <source>%1 is a folder, not a file</source>
        <translation>%1 是文件夹，不是文件</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot open %1: %2</source>
        <extracomment>%1: file name; %2: the system&apos;s reason.</extracomment>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/files/json_document.cpp" line="+68"/>
        <source>the file is larger than %1 MiB</source>
        <translation>文件大于 %1 MiB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>only part of the file was written</source>
        <extracomment>The system&apos;s reason when saving stopped early (in &quot;Cannot save … (the system says: %2)&quot;).</extracomment>
        <translation>只写入了文件的一部分</translation>
    </message>
    <message>
        <location filename="../engine/files/game_reader.cpp" line="+24"/>
        <source>the game is not over</source>
        <translation>对局尚未结束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins by points</source>
        <extracomment>%1: a colour name such as &quot;red&quot;, translated.</extracomment>
        <translation>%1以胜利点获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by elimination</source>
        <translation>%1淘汰所有对手获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a draw (no disc left on the board)</source>
        <translation>平局（棋盘上已无棋子）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw (no progress)</source>
        <translation>平局（对局无进展）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the file says %1, but replaying the actions gives %2</source>
        <extracomment>%1, %2: results in words, e.g. &quot;red wins by points&quot;.</extracomment>
        <translation>文件记录的结果是“%1”，但回放行动得到的是“%2”</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not a date and time such as &quot;2024-05-01T18:30:00Z&quot;</source>
        <translation>“%1”不是有效的日期时间（格式如“2024-05-01T18:30:00Z”）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not a whole number from 0 to 18446744073709551615 written in decimal digits</source>
        <translation>“%1”不是用十进制数字书写的 0 至 18446744073709551615 之间的整数</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the scenario is for %1 players, but this list has %2 entries</source>
        <translation>场景适用于 %1 名玩家，但此列表有 %2 项</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>player %1 in seat order is %2, not %3</source>
        <extracomment>%1: a position in the list (0, 1...); %2, %3: colour ids.</extracomment>
        <translation>按座次，第 %1 名玩家是 %2，不是 %3</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>a draw has no winner</source>
        <translation>平局没有获胜者</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>has %1 actions; on a board of %2 spaces at most %3 can be loaded</source>
        <translation>共有 %1 个行动；在 %2 格的棋盘上最多只能载入 %3 个</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>action %1 &quot;%2&quot; is not an action in Ekö notation on this board</source>
        <extracomment>%1: the action&apos;s number (from 1); %2: its text in the file.</extracomment>
        <translation>第 %1 个行动“%2”不是此棋盘上有效的 Ekö 记谱</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>action %1 &quot;%2&quot; is not legal: %3</source>
        <extracomment>%1: the action&apos;s number (from 1); %2: its text; %3: the rules&apos; reason (a sentence).</extracomment>
        <translation>第 %1 个行动“%2”不合法：%3</translation>
    </message>
    <message>
        <location filename="../engine/files/json_document.cpp" line="-42"/>
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the text is not valid UTF-8</source>
        <translation>文本不是有效的 UTF-8</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the text ends too early; is the file truncated?</source>
        <translation>文本提前结束；文件是否被截断了？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number is not valid or too large</source>
        <translation>某个数字无效或过大</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the data is nested too deeply</source>
        <translation>数据嵌套层级过深</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data is too large</source>
        <translation>数据过大</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this is not valid JSON (%1)</source>
        <extracomment>%1: the JSON parser&apos;s own description of the error, in English.</extracomment>
        <translation>这不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a saved game</source>
        <translation>存档</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the file must hold one JSON object { … }, not a list</source>
        <translation>文件必须包含一个 JSON 对象 { … }，而不是列表</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>this file is %1, not %2</source>
        <extracomment>%1: what the file is (&quot;a saved game&quot;); %2: what was expected (&quot;a scenario&quot;).</extracomment>
        <translation>此文件是%1，不是%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown format &quot;%1&quot;; expected &quot;%2&quot;</source>
        <translation>未知格式“%1”；应为“%2”</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/files/json_reader.cpp" line="+132"/>
        <location filename="../engine/files/position_reader.cpp" line="+176"/>
        <location filename="../engine/files/scenario_reader.cpp" line="+148"/>
        <source>this field is missing</source>
        <translation>缺少此字段</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file has format version %1, written by a newer version of Ekö; this program reads versions up to %2</source>
        <translation>文件格式版本为 %1，由更新版本的 Ekö 写入；本程序只能读取 %2 及以下版本</translation>
    </message>
    <message>
        <location filename="../engine/files/json_reader.cpp" line="-104"/>
        <source>the text &quot;%1&quot;</source>
        <extracomment>Describes a text value found in a file; %1 is the text (shortened).</extracomment>
        <translation>文本“%1”</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+29"/>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+19"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>must be %1, not %2</source>
        <extracomment>%1: what a field must hold (&quot;a list&quot;, &quot;text&quot;...); %2: what the file has instead.</extracomment>
        <translation>必须是%1，而不是%2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>has %1 entries; at most %2 are allowed</source>
        <translation>有 %1 项；最多允许 %2 项</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation>长度为 %1 个字符；最多允许 %2 个</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a whole number from %1 to %2</source>
        <extracomment>A whole number in a range, e.g. &quot;a whole number from 1 to 4&quot;.</extracomment>
        <translation>%1 至 %2 之间的整数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>one of %1</source>
        <extracomment>%1: the allowed words in quotes, separated by commas.</extracomment>
        <translation>%1 之一</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <location filename="../engine/files/scenario_reader.cpp" line="-90"/>
        <source>a position is given only with &quot;setup&quot;: &quot;position&quot;</source>
        <translation>只有在 &quot;setup&quot;: &quot;position&quot; 时才能给出局面</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>the board has no spaces</source>
        <translation>棋盘上没有格子</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>q %1, r %2 is already the space at %3</source>
        <translation>q %1、r %2 已是 %3 处的格子</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this space is named &quot;%1&quot; on this board, not &quot;%2&quot;</source>
        <translation>此格子在此棋盘上名为“%1”，不是“%2”</translation>
    </message>
    <message>
        <location filename="../engine/files/position_reader.cpp" line="-79"/>
        <source>there is no space &quot;%1&quot; on this board</source>
        <translation>此棋盘上没有格子“%1”</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 already holds the stack at %2</source>
        <translation>%1 上已有 %2 处给出的棋堆</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 already holds the building at %2</source>
        <translation>%1 上已有 %2 处给出的建筑</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is listed twice</source>
        <translation>%1 被列出了两次</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not a player of this game; the players are %1</source>
        <translation>不是本局的玩家；本局玩家为 %1</translation>
    </message>
    <message>
        <location filename="../engine/files/json_document.cpp" line="-36"/>
        <source>this field is given twice; each field may appear only once</source>
        <translation>此字段出现了两次；每个字段只能出现一次</translation>
    </message>
    <message>
        <location filename="../engine/files/any_file.cpp" line="+29"/>
        <source>must be &quot;%1&quot; (a saved game) or &quot;%2&quot; (a scenario)</source>
        <extracomment>%1, %2: the format names written in files; keep them as they are.</extracomment>
        <translation>必须是 &quot;%1&quot;（存档）或 &quot;%2&quot;（场景）</translation>
    </message>
    <message>
        <location filename="../engine/files/game_file.cpp" line="+23"/>
        <source>the file would be larger than %1 MiB</source>
        <translation>文件将大于 %1 MiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more actions than a game file holds</source>
        <translation>对局的行动数超过了存档文件能容纳的数量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a player&apos;s name is longer than %1 characters</source>
        <extracomment>%1: the most characters a player&apos;s name may have in a file (200).</extracomment>
        <translation>有玩家的名字超过 %1 个字符</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Cannot save “%1”: %2.</source>
        <extracomment>Saving refused before writing; %1 the file name, %2 why the file would not load (clauses joined by &quot;; &quot;, e.g. &quot;a player&apos;s name is longer than 200 characters&quot;).</extracomment>
        <translation>无法保存“%1”：%2。</translation>
    </message>
    <message>
        <location filename="../engine/files/scenario_reader.cpp" line="-103"/>
        <source>unknown language &quot;%1&quot;; expected one of %2</source>
        <extracomment>%1: a language code from the file (&quot;fr&quot;); %2: the codes allowed (&quot;en&quot;, &quot;ko&quot;, &quot;pt&quot;, &quot;zh_CN&quot;).</extracomment>
        <translation>未知语言“%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <location filename="../engine/files/save_error.cpp" line="+46"/>
        <source>Cannot save “%1”: it is a folder.</source>
        <extracomment>Saving failed; %1 is the full path the user chose, which is a folder.</extracomment>
        <translation>无法保存“%1”：它是一个文件夹。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save “%1”: “%2” is a file, not a folder.</source>
        <extracomment>Saving failed; %1 the file name, %2 a file standing in the path where a folder should be.</extracomment>
        <translation>无法保存“%1”：“%2”是一个文件，而不是文件夹。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1”: the folder “%2” does not exist.</source>
        <extracomment>Saving failed; %1 the file name, %2 the full path of the folder it was to go into.</extracomment>
        <translation>无法保存“%1”：文件夹“%2”不存在。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot save “%1”: the folder “%2” is on a read-only disk.</source>
        <extracomment>Saving failed; %1 the file name, %2 the folder, on a disk (file system) that cannot be written.</extracomment>
        <translation>无法保存“%1”：文件夹“%2”位于只读磁盘上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot save “%1”: you have no permission to write in the folder “%2”.</source>
        <extracomment>Saving failed; %1 the file name, %2 the folder.</extracomment>
        <translation>无法保存“%1”：你没有写入文件夹“%2”的权限。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot save “%1”: the file is read-only.</source>
        <extracomment>Saving failed; %1 the full path of an existing file that may not be changed.</extracomment>
        <translation>无法保存“%1”：该文件是只读的。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save “%1”: the disk is full.</source>
        <extracomment>Saving failed; %1 the full path of the file.</extracomment>
        <translation>无法保存“%1”：磁盘已满。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1” (the system says: %2).</source>
        <extracomment>Saving failed for a reason the program cannot name; %1 the full path, %2 the system&apos;s words.</extracomment>
        <translation>无法保存“%1”（系统提示：%2）。</translation>
    </message>
    <message>
        <location filename="../engine/files/scenario_file.cpp" line="+28"/>
        <source>Cannot save “%1”, as it would not load again: %2.</source>
        <extracomment>Saving refused before writing; %1 the file name, %2 the problems the file would be refused for when read back, joined by &quot;; &quot;.</extracomment>
        <translation>无法保存“%1”，因为保存后无法再次读取：%2。</translation>
    </message>
</context>
<context>
    <name>eko::files::GoalReader</name>
    <message>
        <location filename="../engine/files/goal_reader.cpp" line="+60"/>
        <source>points are given to the goal &quot;reachPoints&quot; alone</source>
        <translation>只有目标“reachPoints”可以给出点数（points）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the target must be another player than the goal&apos;s</source>
        <translation>目标对象必须是目标所属玩家以外的玩家</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a target is given to the goals &quot;eliminate&quot; and &quot;captureEmperor&quot; alone</source>
        <translation>只有目标“eliminate”和“captureEmperor”可以给出对象（target）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keepEmperor is given to the goal &quot;survive&quot; alone</source>
        <translation>只有目标“survive”可以给出 keepEmperor</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&quot;%1&quot; is no seat of this game; expected one of %2</source>
        <extracomment>%1: a colour from the file; %2: the colours of the game&apos;s seats (&quot;red, blue&quot;).</extracomment>
        <translation>“%1”不是本对局的座位；应为以下之一：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this is the goal&apos;s own player, who has no opponent&apos;s replies</source>
        <translation>这是目标所属的玩家本人，没有对手的应对</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a level is given to a computer opponent alone</source>
        <translation>只有电脑对手可以给出级别</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>replies are given to an opponent of kind &quot;replies&quot; alone</source>
        <translation>只有类型为“replies”的对手可以给出应对（replies）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not an action on this board</source>
        <extracomment>%1: the text from the file.</extracomment>
        <translation>“%1”不是此棋盘上的行动</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a hint may not be empty</source>
        <translation>提示不能为空</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unknown language &quot;%1&quot;; expected one of %2</source>
        <translation>未知语言“%1”；应为以下之一：%2</translation>
    </message>
</context>
<context>
    <name>eko::text::ActionSentence</name>
    <message>
        <location filename="../engine/text/action_sentence.cpp" line="+23"/>
        <source>a village</source>
        <extracomment>A new building in a sentence (&quot;Blue builds a village on e3&quot;); keep the article your language needs.</extracomment>
        <translation>一座村庄</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tower</source>
        <extracomment>A new building in a sentence (&quot;Blue builds a tower on e3&quot;).</extracomment>
        <translation>一座塔楼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a castle</source>
        <extracomment>A new building in a sentence (&quot;Blue builds a castle on e3&quot;).</extracomment>
        <translation>一座城堡</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the village</source>
        <extracomment>A building already standing, in a sentence (&quot;Blue upgrades the village on e3 to a tower&quot;).</extracomment>
        <translation>村庄</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tower</source>
        <extracomment>A building already standing, in a sentence (&quot;Blue upgrades the tower on e3 to a castle&quot;).</extracomment>
        <translation>塔楼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the castle</source>
        <extracomment>A building already standing, in a sentence (&quot;Red replaces the castle on e3, which was Blue&apos;s, ...&quot;).</extracomment>
        <translation>城堡</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 %2</source>
        <extracomment>Two sentences one after the other (%1 the first, %2 the next); languages written without spaces between sentences leave the space out.</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 swaps their Emperor on %2 with their disc on %3</source>
        <extracomment>Record of an Emperor swap (setup); %1 the player, %2 and %3 spaces. No final period.</extracomment>
        <translation>%1将 %2 上的皇帝与 %3 上的棋子换位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 declines the Emperor swap</source>
        <extracomment>Record: the player keeps their Emperor in place at setup (GLOSSARY: Emperor swap). No final period.</extracomment>
        <translation>%1放弃皇帝换位</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 makes a forced march, which costs no disc in this game</source>
        <extracomment>Record of a forced march in a scenario where it costs no disc; %1 the player. No final period.</extracomment>
        <translation>%1进行强行军（本局强行军不消耗棋子）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 makes a forced march and removes %n disc(s) of their reserve from the game</source>
        <extracomment>Record of a forced march; %1 the player, %n the discs removed (1 or more). No final period.</extracomment>
        <translation>
            <numerusform>%1进行强行军，将预备队中的 %n 枚棋子移出对局</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 ends the turn without a forced march (no reinforcement is possible)</source>
        <extracomment>Record: the player declines the forced march when no reinforcement is possible. No final period.</extracomment>
        <translation>%1不进行强行军，结束回合（无法增援）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 passes (no legal action)</source>
        <extracomment>Record: the player has no legal action (GLOSSARY: pass). No final period.</extracomment>
        <translation>%1跳过（没有合法行动）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 regroups the stack on %2 with their stack on %3, which now has %4</source>
        <extracomment>Record of a regroup; %1 the player, %2 and %3 spaces, %4 the discs of the stack now (&quot;4 discs&quot;). No final period.</extracomment>
        <translation>%1将 %2 上的棋堆与自己在 %3 上的棋堆集结，合并后共有 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves the stack on %2 to %3</source>
        <extracomment>Record of a simple move; %1 the player, %2 and %3 spaces. No final period.</extracomment>
        <translation>%1将 %2 上的棋堆移动到 %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 attacks %2 from %3</source>
        <extracomment>Record of an attack; %1 the player, %2 the target space, %3 the attacker&apos;s. No final period.</extracomment>
        <translation>%1从 %3 进攻 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 makes a kamikaze attack on %2 from %3 and captures %4&apos;s Emperor; %4&apos;s %n other disc(s) and the attacking disc go back to their reserves, and %2 is left empty</source>
        <extracomment>Record of a kamikaze that captures an Emperor; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1从 %3 对 %2 发动敢死攻击，俘虏了%4的皇帝；%4的其余 %n 枚棋子和进攻的棋子各自回到预备队，%2 变为空位</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 makes a kamikaze attack on %2 from %3; %4&apos;s %n disc(s) and the attacking disc go back to their reserves, and %2 is left empty</source>
        <extracomment>Record of a kamikaze; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1从 %3 对 %2 发动敢死攻击；%4的 %n 枚棋子和进攻的棋子各自回到预备队，%2 变为空位</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 attacks %2 from %3 and captures %4&apos;s Emperor</source>
        <extracomment>Record of an attack on a lone Emperor; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>%1从 %3 进攻 %2，俘虏了%4的皇帝</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 attacks %2 from %3, captures %4&apos;s Emperor and sends %n other disc(s) back to their reserve</source>
        <extracomment>Record of an attack that captures an Emperor; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1从 %3 进攻 %2，俘虏了%4的皇帝，并将其余 %n 枚棋子送回其预备队</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 attacks %2 from %3 and sends %4&apos;s %n disc(s) back to their reserve</source>
        <extracomment>Record of an attack; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1从 %3 进攻 %2，将%4的 %n 枚棋子送回其预备队</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 builds %2 on the capital %3, a palace, paid by the stack on %4</source>
        <extracomment>Record of a construction on a capital (a building there is a palace, GLOSSARY); %1 the player, %2 the building (&quot;a castle&quot;), %3 the site, %4 the space of the stack that pays. No final period.</extracomment>
        <translation>%1用 %4 上的棋堆在都城 %3 上建造%2，成为宫殿</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 builds %2 on %3, paid by the stack on %4</source>
        <extracomment>Record of a construction; %1 the player, %2 the building (&quot;a village&quot;), %3 the site, %4 the space of the stack that pays. No final period.</extracomment>
        <translation>%1用 %4 上的棋堆在 %3 上建造%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 upgrades %2 on %3 to %4, paid by the stack on %5</source>
        <extracomment>Record of an upgrade; %1 the player, %2 their building now (&quot;the village&quot;), %3 the site, %4 the new building (&quot;a tower&quot;), %5 the space of the stack that pays. No final period.</extracomment>
        <translation>%1用 %5 上的棋堆将 %3 上的%2升级为%4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 replaces %2 on %3, which was %4&apos;s, with %5, paid by the stack on %6</source>
        <extracomment>Record of replacing an opponent&apos;s building; %1 the player, %2 the old building (&quot;the village&quot;), %3 the site, %4 its owner, %5 the new building (&quot;a tower&quot;), %6 the space of the stack that pays. No final period.</extracomment>
        <translation>%1用 %6 上的棋堆将 %3 上原属%4的%2替换为%5</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 reinforces the stack on %2 with %n disc(s) from their reserve</source>
        <extracomment>Record of a reinforcement; %1 the player, %2 the space. No final period.</extracomment>
        <translation>
            <numerusform>%1从预备队调出 %n 枚棋子增援 %2 上的棋堆</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 brings their Emperor back from the reserve onto the stack on %2</source>
        <extracomment>Record of a reinforcement of the Emperor alone; %1 the player, %2 the space. No final period.</extracomment>
        <translation>%1将皇帝从预备队调回 %2 上的棋堆</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 reinforces the stack on %2 with %n disc(s) from their reserve, their Emperor among them</source>
        <extracomment>Record of a reinforcement that brings the Emperor back; %1 the player, %2 the space. No final period.</extracomment>
        <translation>
            <numerusform>%1从预备队调出 %n 枚棋子（含皇帝）增援 %2 上的棋堆</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 %2 VP</source>
        <extracomment>A player&apos;s victory points after an action, e.g. &quot;Blue 9 VP&quot; (GLOSSARY: victory points); %1 the player, %2 the number.</extracomment>
        <translation>%1 %2 胜利点</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1.</source>
        <extracomment>The end of a sentence of the record: %1 the sentence, then the final period.</extracomment>
        <translation>%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2).</source>
        <extracomment>The end of a sentence of the record: %1 the sentence, %2 players&apos; VP (&quot;Blue 9 VP&quot;), then the period.</extracomment>
        <translation>%1（%2）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>Between the VP of two players</comment>
        <translation>，</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 and %2 exchange their captive Emperors, which go back to their owners&apos; reserves.</source>
        <extracomment>Record: two players held each other&apos;s Emperor and exchanged them (RULES §5); %1 and %2 the players.</extracomment>
        <translation>%1与%2互换俘虏的皇帝，两个皇帝各自回到其主人的预备队。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no disc left on the board and is out.</source>
        <extracomment>Record: a player lost their last disc on the board (GLOSSARY: elimination); %1 the player.</extracomment>
        <translation>%1在棋盘上已没有棋子，出局。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>swap %1 %2</source>
        <extracomment>Notation of the Emperor swap as the move list shows it (&quot;swap c4 e5&quot;; files keep &quot;swap&quot;); %1 the Emperor&apos;s space, %2 the other disc&apos;s. Short.</extracomment>
        <translation>换位 %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>noswap</source>
        <extracomment>Notation of declining the Emperor swap as the move list shows it (files keep &quot;noswap&quot;). Short.</extracomment>
        <translation>不换位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>march</source>
        <extracomment>Notation of the forced march as the move list shows it (files keep &quot;march&quot;). Short.</extracomment>
        <translation>强行军</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>end</source>
        <extracomment>Notation of declining the forced march as the move list shows it (files keep &quot;end&quot;). Short.</extracomment>
        <translation>结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <extracomment>Notation of a pass as the move list shows it (files keep &quot;pass&quot;). Short.</extracomment>
        <translation>跳过</translation>
    </message>
</context>
<context>
    <name>eko::text::Explain</name>
    <message>
        <location filename="../engine/text/explain.cpp" line="+43"/>
        <source>0 discs</source>
        <extracomment>No disc, e.g. in &quot;Reserve: 0 discs&quot;. Its own text because Qt gives some languages&apos; zero the singular form (Brazilian Portuguese: &quot;0 discos&quot;, not &quot;0 disco&quot;).</extracomment>
        <translation>0 枚棋子</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n disc(s)</source>
        <extracomment>A number of discs (the game pieces), e.g. &quot;1 disc&quot;, &quot;3 discs&quot;.</extracomment>
        <translation>
            <numerusform>%n 枚棋子</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>0 villages</source>
        <extracomment>No village, e.g. in &quot;Building supply: 0 villages, 1 tower, 0 castles&quot; (zero has its own text, as for discs).</extracomment>
        <translation>0 座村庄</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 towers</source>
        <extracomment>No tower, e.g. in &quot;Building supply: 0 villages, 0 towers, 1 castle&quot;.</extracomment>
        <translation>0 座塔楼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 castles</source>
        <extracomment>No castle, e.g. in &quot;Building supply: 2 villages, 1 tower, 0 castles&quot;.</extracomment>
        <translation>0 座城堡</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n village(s)</source>
        <extracomment>A number of villages, e.g. &quot;1 village&quot;, &quot;5 villages&quot;.</extracomment>
        <translation>
            <numerusform>%n 座村庄</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tower(s)</source>
        <extracomment>A number of towers, e.g. &quot;1 tower&quot;, &quot;3 towers&quot;.</extracomment>
        <translation>
            <numerusform>%n 座塔楼</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n castle(s)</source>
        <extracomment>A number of castles, e.g. &quot;1 castle&quot;, &quot;3 castles&quot;.</extracomment>
        <translation>
            <numerusform>%n 座城堡</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>desert</source>
        <extracomment>Terrain of a space, inside a sentence (lower case where the language allows).</extracomment>
        <translation>沙漠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chasm</source>
        <extracomment>Terrain: impassable space.</extracomment>
        <translation>深渊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>oasis</source>
        <extracomment>Terrain: construction site for a village.</extracomment>
        <translation>绿洲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reg</source>
        <extracomment>Terrain: stony plain, a construction site for a village or tower (GLOSSARY: reg).</extracomment>
        <translation>砾漠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mesa</source>
        <extracomment>Terrain: table mountain, a construction site for a tower or castle.</extracomment>
        <translation>方山</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capital</source>
        <extracomment>Terrain: construction site for any building; a building on it is a palace.</extracomment>
        <translation>都城</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>village</source>
        <extracomment>Building (1 VP), inside a sentence.</extracomment>
        <translation>村庄</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tower</source>
        <extracomment>Building (2 VP), inside a sentence.</extracomment>
        <translation>塔楼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castle</source>
        <extracomment>Building (3 VP), inside a sentence.</extracomment>
        <translation>城堡</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>red</source>
        <extracomment>Player colour inside a sentence, e.g. &quot;the stack on c4 is red&apos;s&quot;.</extracomment>
        <translation>红方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>blue</source>
        <extracomment>Player colour inside a sentence.</extracomment>
        <translation>蓝方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yellow</source>
        <extracomment>Player colour inside a sentence.</extracomment>
        <translation>黄方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>green</source>
        <extracomment>Player colour inside a sentence.</extracomment>
        <translation>绿方</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nobody</source>
        <extracomment>Owner of something that belongs to no player.</extracomment>
        <translation>无人</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Red</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation>红方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation>蓝方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yellow</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation>黄方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation>绿方</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody</source>
        <extracomment>Owner of something that belongs to no player, as a label.</extracomment>
        <translation>无人</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1</source>
        <extracomment>Default name of a player in a new game; %1 is the seat number 1-4.</extracomment>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (%2)</source>
        <extracomment>A player: %1 colour (e.g. &quot;Red&quot;), %2 the player&apos;s name.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../engine/core/source_texts.cpp" line="+146"/>
        <source>Illegal action.</source>
        <extracomment>Fallback for a refusal the interface has no text for.</extracomment>
        <translation>该行动不合法。</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>The game is over.</source>
        <translation>对局已结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That space is not on the board.</source>
        <translation>该格子不在棋盘上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Emperor swap comes first: swap your Emperor with one of your discs, or decline.</source>
        <translation>须先进行皇帝换位：将你的皇帝与你的另一枚棋子交换位置，或放弃换位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Emperor swap is over.</source>
        <translation>皇帝换位已结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your action is over: a forced march or the reinforcement phase comes next.</source>
        <translation>你的行动已结束：接下来是强行军或增援阶段。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your Emperor is not on %1.</source>
        <extracomment>%1 is a space name such as c4.</extracomment>
        <translation>你的皇帝不在 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds no other disc of yours to swap with your Emperor.</source>
        <extracomment>%1 is a space name such as c4.</extracomment>
        <translation>%1 上没有你的其他棋子可与皇帝换位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no stack on %1.</source>
        <translation>%1 上没有棋堆。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The stack on %1 is %2&apos;s, not yours.</source>
        <extracomment>%1 is a space, %2 the owner&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>%1 上的棋堆属于%2，不是你的。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stack must leave its space: %1 is where it stands.</source>
        <translation>棋堆必须离开所在的格子：它本来就在 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+243"/>
        <source>Stacks stand only on desert; %1 is %2.</source>
        <extracomment>%1 is a space, %2 its terrain (&quot;chasm&quot;, &quot;oasis&quot;, ...).</extracomment>
        <translation>棋堆只能位于沙漠上；%1 是%2。</translation>
    </message>
    <message>
        <location line="-241"/>
        <source>No path of empty desert spaces leads from %1 to %2.</source>
        <translation>从 %1 到 %2 没有由空沙漠格组成的路径。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regrouping %1 with %2 would make %3; a stack holds at most %4.</source>
        <extracomment>%1, %2 and %3 are disc counts (&quot;2 discs&quot;), %4 the stack limit (a number).</extracomment>
        <translation>将 %1与 %2集结会得到 %3；一个棋堆最多 %4 枚。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may not attack your own stack on %1.</source>
        <translation>你不能进攻自己在 %1 上的棋堆。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no stack to attack on %1.</source>
        <translation>%1 上没有可进攻的棋堆。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The target stack has %1; yours has %2 and no Emperor.</source>
        <extracomment>A refused attack on a stack of the same size, which only a stack with its Emperor may attack; %1 is a disc count (&quot;3 discs&quot;), %2 the same number.</extracomment>
        <translation>目标棋堆有 %1；你的棋堆有 %2 枚，且不含皇帝。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is %2, not a construction site.</source>
        <extracomment>%1 is a space, %2 its terrain.</extracomment>
        <translation>%1 是%2，不是建筑地块。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+226"/>
        <source>A %1 may not be built on %2 (%3).</source>
        <extracomment>%1 is a building (&quot;tower&quot;), %2 a terrain (&quot;oasis&quot;), %3 the space.</extracomment>
        <translation>%2（%3）上不能建造%1。</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Your building supply holds no %1.</source>
        <extracomment>%1 is a building (&quot;castle&quot;).</extracomment>
        <translation>你的建筑库存中已没有%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your stack on %1 is not next to %2.</source>
        <extracomment>%1 is the space of the paying stack, %2 the construction site.</extracomment>
        <translation>你在 %1 上的棋堆与 %2 不相邻。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A %1 costs %2; the stack on %3 can sacrifice only %4 (the Emperor is never sacrificed).</source>
        <extracomment>%1 is a building, %2 its cost (&quot;2 discs&quot;), %3 a space, %4 a number of discs.</extracomment>
        <translation>建造%1需要 %2；%3 上的棋堆只能牺牲 %4 枚（皇帝永远不能牺牲）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your %1 on %2 can only be replaced by a building of higher value, not a %3.</source>
        <extracomment>%1 is your building, %2 the space, %3 the building you tried to construct.</extracomment>
        <translation>你在 %2 上的%1只能换成价值更高的建筑，不能换成%3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 on %3 can only be replaced by a building of at least the same value, not a %4.</source>
        <extracomment>%1 is the owner&apos;s colour in lower case (&quot;blue&quot;), %2 their building, %3 the space, %4 the building you tried to construct.</extracomment>
        <translation>%1在 %3 上的%2只能换成价值相同或更高的建筑，不能换成%4。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A forced march may only follow your turn&apos;s first action.</source>
        <translation>强行军只能在本回合的第一个行动之后进行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one forced march is allowed per turn.</source>
        <translation>每回合只能进行一次强行军。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A forced march costs %1 from your reserve (not the Emperor); you have %2.</source>
        <extracomment>%1 is the cost (&quot;3 discs&quot;), %2 the number of discs in your reserve.</extracomment>
        <translation>强行军需消耗预备队中的 %1（皇帝除外）；你只有 %2 枚。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinforcement comes after your action.</source>
        <translation>增援在你的行动之后进行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinforce with %1 to %2, not %3.</source>
        <extracomment>%1 is the smallest number of discs, %2 the largest (&quot;3 discs&quot;), %3 the number asked for.</extracomment>
        <translation>增援须为 %1 至 %2，不能是 %3 枚。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your reserve holds %1, fewer than %2.</source>
        <extracomment>%1 is the discs in your reserve (&quot;2 discs&quot;), %2 the number asked for.</extracomment>
        <translation>你的预备队只有 %1，少于 %2 枚。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stack on %1 is next to an opponent&apos;s building on %2 and may not be reinforced.</source>
        <extracomment>%1 is your stack&apos;s space, %2 the space of the opponent&apos;s building.</extracomment>
        <translation>%1 上的棋堆与 %2 上的对手建筑相邻，不能增援。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stack on %1 has %2; adding %3 would exceed %4.</source>
        <extracomment>%1 is a space, %2 the stack&apos;s size (&quot;3 discs&quot;), %3 the discs to add, %4 the stack limit.</extracomment>
        <translation>%1 上的棋堆已有 %2；再加 %3 枚将超过上限 %4 枚。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;end&quot; only declines a forced march when no reinforcement is possible.</source>
        <extracomment>&quot;end&quot; is the notation word for declining the forced march; keep it as it is.</extracomment>
        <translation>只有在无法增援时，才能用“end”放弃强行军。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A reinforcement is possible, so it must be made.</source>
        <translation>当前可以增援，因此必须增援。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have a legal action, so you may not pass.</source>
        <translation>你有合法行动，因此不能跳过。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>players must be 2, 3 or 4, not %1</source>
        <extracomment>Scenario problem; %1 is the number of players the file asks for.</extracomment>
        <translation>玩家人数必须是 2、3 或 4，而不是 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discs per player must be from 1 to 1000</source>
        <extracomment>Scenario problem about the rules settings.</extracomment>
        <translation>每名玩家的棋子数必须在 1 到 1000 之间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the stack limit must be from 2 to 100</source>
        <extracomment>Scenario problem about the rules settings.</extracomment>
        <translation>棋堆上限必须在 2 到 100 之间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reinforcement needs 1 &lt;= minimum &lt;= maximum</source>
        <extracomment>Scenario problem: the smallest and largest reinforcement (numbers of discs) are out of order.</extracomment>
        <translation>增援数必须满足 1 &lt;= 最小值 &lt;= 最大值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the reinforcement maximum must be at most 100</source>
        <extracomment>Scenario problem: the largest reinforcement (a number of discs) is too large.</extracomment>
        <translation>增援最大值不能超过 100</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the forced march cost must be from 0 to 1000</source>
        <extracomment>Scenario problem: the cost of a forced march (in discs) is out of range.</extracomment>
        <translation>强行军的消耗必须在 0 到 1000 之间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the VP to win must be from 1 to 10000</source>
        <extracomment>Scenario problem: the victory points needed to win are out of range.</extracomment>
        <translation>获胜所需的胜利点必须在 1 到 10000 之间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rounds without progress before a draw must be from 1 to 100000</source>
        <extracomment>Scenario problem: the number of rounds without attack, construction or forced march that ends the game in a draw is out of range.</extracomment>
        <translation>判为平局前的无进展轮数必须在 1 到 100000 之间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the village supply must be from 0 to 1000</source>
        <extracomment>Scenario problem: the building supply setting for villages is out of range.</extracomment>
        <translation>村庄库存必须在 0 到 1000 之间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tower supply must be from 0 to 1000</source>
        <extracomment>Scenario problem: the building supply setting for towers is out of range.</extracomment>
        <translation>塔楼库存必须在 0 到 1000 之间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the castle supply must be from 0 to 1000</source>
        <extracomment>Scenario problem: the building supply setting for castles is out of range.</extracomment>
        <translation>城堡库存必须在 0 到 1000 之间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board has no spaces</source>
        <extracomment>Scenario problem.</extracomment>
        <translation>棋盘上没有格子</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n disc(s) do not fit on %1 desert spaces</source>
        <extracomment>Scenario problem (random setup): %n is the number of discs to place, %1 the number of desert spaces.</extracomment>
        <translation>
            <numerusform>%n 枚棋子无法放进 %1 个沙漠格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position is for another number of players</source>
        <extracomment>Scenario problem: the starting position has another number of players than the scenario.</extracomment>
        <translation>该局面的玩家人数与场景不同</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the stack on %1 belongs to no player of this game</source>
        <extracomment>Scenario problem; %1 is a space such as c4.</extracomment>
        <translation>%1 上的棋堆不属于本局的任何玩家</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the stack on %1 stands on %2; stacks stand only on desert</source>
        <extracomment>Scenario problem; %1 is a space, %2 its terrain (&quot;oasis&quot;, &quot;chasm&quot;, ...).</extracomment>
        <translation>%1 上的棋堆位于%2上；棋堆只能位于沙漠上</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the stack on %1 has %n disc(s); the stack limit is %2</source>
        <extracomment>Scenario problem; %1 is a space, %n the stack&apos;s number of discs, %2 the stack limit (a number).</extracomment>
        <translation>
            <numerusform>%1 上的棋堆有 %n 枚棋子；棋堆上限为 %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the building on %1 belongs to no player of this game</source>
        <extracomment>Scenario problem; %1 is a space such as c4.</extracomment>
        <translation>%1 上的建筑不属于本局的任何玩家</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 may not stand on %2 (%3)</source>
        <extracomment>Scenario problem; %1 is a building (&quot;tower&quot;), %2 a terrain (&quot;oasis&quot;), %3 the space.</extracomment>
        <translation>%2（%3）上不能有%1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 has %n Emperor(s); every player has exactly one</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;), %n their number of Emperors.</extracomment>
        <translation>
            <numerusform>%1有 %n 个皇帝；每名玩家必须恰好有一个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds their own Emperor captive</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>%1持有自己的皇帝作为俘虏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds the Emperor of a player who is not in this game</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>%1持有不在本局中的玩家的皇帝作为俘虏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has a negative reserve or removed count</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case. &quot;removed&quot;: discs that have left the game.</extracomment>
        <translation>%1的预备队或已移出棋子数为负数</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 has %n disc(s) in all; the settings give %2</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %n their discs counted everywhere (board, reserve, captive, removed), %2 the discs per player of the settings.</extracomment>
        <translation>
            <numerusform>%1共有 %n 枚棋子；设置规定为 %2 枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s villages in supply and on the board add up to %2; the settings give %3</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %2 the villages in their building supply and on the board, %3 the villages the settings give each player.</extracomment>
        <translation>%1在库存和棋盘上的村庄共 %2 座；设置规定为 %3 座</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s towers in supply and on the board add up to %2; the settings give %3</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %2 the towers in their building supply and on the board, %3 the towers the settings give each player.</extracomment>
        <translation>%1在库存和棋盘上的塔楼共 %2 座；设置规定为 %3 座</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s castles in supply and on the board add up to %2; the settings give %3</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %2 the castles in their building supply and on the board, %3 the castles the settings give each player.</extracomment>
        <translation>%1在库存和棋盘上的城堡共 %2 座；设置规定为 %3 座</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a scenario cannot start with the game over</source>
        <extracomment>Scenario problem: the starting position is a finished game.</extracomment>
        <translation>场景不能以已结束的对局开始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player to move is not in this game</source>
        <extracomment>Scenario problem about the starting position.</extracomment>
        <translation>当前行动的玩家不在本局中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player to move has no disc on the board</source>
        <extracomment>Scenario problem about the starting position.</extracomment>
        <translation>当前行动的玩家在棋盘上没有棋子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at least two players need discs on the board</source>
        <extracomment>Scenario problem about the starting position.</extracomment>
        <translation>至少要有两名玩家在棋盘上有棋子</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>in the Emperor swap, fewer than %1 players have swapped</source>
        <extracomment>Scenario problem; %1 is the number of players. The position is in the Emperor swap, but every player has swapped already.</extracomment>
        <translation>皇帝换位阶段中，已换位的玩家必须少于 %1 名</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 moves first, so after %n swap(s) the Emperor swap is %2&apos;s, not %3&apos;s</source>
        <extracomment>Scenario problem; %1 is the first player&apos;s colour in lower case (&quot;blue&quot;), %n the swaps done (players who have swapped or declined), %2 the colour whose Emperor swap it is, %3 the colour given as to move.</extracomment>
        <translation>
            <numerusform>%1先行，因此 %n 次换位之后应由%2进行皇帝换位，而不是%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) without progress: the game would already be drawn (a draw comes at %1)</source>
        <extracomment>Scenario problem; %n is the turns in a row without attack, construction or forced march, %1 the number of such turns that ends the game in a draw.</extracomment>
        <translation>
            <numerusform>已连续 %n 个回合无进展：对局本应已是平局（达到 %1 个回合即为平局）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the scenario cannot be played</source>
        <extracomment>Fallback for a scenario problem the interface has no text for.</extracomment>
        <translation>该场景无法进行</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 has %2 in play, fewer than another player (%3): forced marches removed more of theirs</source>
        <extracomment>Scenario warning; %1 is a player&apos;s colour in lower case, %2 and %3 numbers of discs (&quot;9 discs&quot;). In play: on the board, in reserve, or their Emperor held captive; the rest was removed by forced marches.</extracomment>
        <translation>%1仍在场上的棋子（棋盘上、预备队中及被俘的皇帝）共 %2，少于另一名玩家（%3）：强行军移除了更多的棋子</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Stacks and buildings belong to an exact position: choose &quot;Exact position&quot; as the setup in the Game panel first.</source>
        <extracomment>Scenario editor; &quot;Exact position&quot; is the name of a setup in its Game panel.</extracomment>
        <translation>棋堆和建筑只属于指定局面：请先在“对局”面板中把布局选为“指定局面”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a space of the board.</source>
        <extracomment>Scenario editor: a click beside the board.</extracomment>
        <translation>请单击棋盘上的一格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board cannot grow any further: a scenario holds at most %1 spaces, within %2 steps of the centre.</source>
        <extracomment>Scenario editor; %1 is the most spaces of a board, %2 how far from the centre a space may be.</extracomment>
        <translation>棋盘不能再扩大：一个场景最多有 %1 格，且距中心不超过 %2 步。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 already holds a stack.</source>
        <extracomment>Scenario editor; %1 is a space name such as c4.</extracomment>
        <translation>%1 已有棋堆。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a stack to hold the Emperor.</source>
        <extracomment>Scenario editor: the Emperor tool was used on a space without a stack.</extracomment>
        <translation>请选择放入皇帝的棋堆。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough discs in %1&apos;s reserve.</source>
        <extracomment>Scenario editor; %1 is a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>%1的预备队中棋子不足。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No %1 is left in %2&apos;s building supply.</source>
        <extracomment>Scenario editor; %1 is a building (&quot;tower&quot;), %2 a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>%2的建筑库存中已没有%1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This edit is not possible.</source>
        <extracomment>Fallback for a refusal of the scenario editor the interface has no text for.</extracomment>
        <translation>无法进行此编辑。</translation>
    </message>
    <message>
        <location filename="../engine/text/explain.cpp" line="+88"/>
        <source>Emperor swap</source>
        <extracomment>Name of the setup phase (GLOSSARY: Emperor swap).</extracomment>
        <translation>皇帝换位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action phase</source>
        <extracomment>Name of the phase of the turn&apos;s action.</extracomment>
        <translation>行动阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced march or reinforcement</source>
        <extracomment>Name of the phase after the first action: the player may take a forced march or reinforce.</extracomment>
        <translation>强行军或增援</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action phase (forced march)</source>
        <extracomment>Name of the phase of the extra action bought by the forced march.</extracomment>
        <translation>行动阶段（强行军）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinforcement phase</source>
        <extracomment>Name of the phase (GLOSSARY: reinforcement phase).</extracomment>
        <translation>增援阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <extracomment>Name of the phase after the game has ended.</extracomment>
        <translation>对局结束</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game goes on.</source>
        <extracomment>Result while the game is still being played.</extracomment>
        <translation>对局进行中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by points.</source>
        <extracomment>%1 is a player (&quot;Blue (Bo)&quot;); victory by points (12 VP and a palace).</extracomment>
        <translation>%1以胜利点获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by elimination.</source>
        <extracomment>%1 is a player; every other player has no disc on the board.</extracomment>
        <translation>%1淘汰所有对手获胜。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw: no player has a disc on the board.</source>
        <translation>平局：棋盘上已没有任何玩家的棋子。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Draw: %n round(s) in a row without an attack, construction or forced march.</source>
        <extracomment>%n is the number of rounds (a round: every player still in takes one turn).</extracomment>
        <translation>
            <numerusform>平局：已连续 %n 轮没有进攻、建造或强行军。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Swap your Emperor on %1 with your disc on %2</source>
        <extracomment>Menu entry / tool tip for the Emperor swap; %1 and %2 are spaces.</extracomment>
        <translation>将 %1 上的皇帝与 %2 上的棋子换位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decline the Emperor swap</source>
        <extracomment>Menu entry / tool tip: declining the Emperor swap.</extracomment>
        <translation>放弃皇帝换位</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Regroup the stack on %1 with your stack on %2</source>
        <extracomment>Menu entry / tool tip for a regroup; %1 and %2 are spaces.</extracomment>
        <translation>将 %1 上的棋堆与 %2 上的己方棋堆集结</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the stack on %1 to %2</source>
        <extracomment>Menu entry / tool tip for a simple move; &quot;move&quot; is the verb. %1 and %2 are spaces.</extracomment>
        <translation>将 %1 上的棋堆移动到 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kamikaze: the disc on %1 attacks the stack on %2</source>
        <extracomment>Menu entry / tool tip for a kamikaze attack; %1 the attacking disc&apos;s space, %2 the target&apos;s.</extracomment>
        <translation>敢死攻击：%1 上的棋子进攻 %2 上的棋堆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack the stack on %2 with the stack on %1</source>
        <extracomment>Menu entry / tool tip for an attack; %1 the attacker&apos;s space, %2 the target&apos;s.</extracomment>
        <translation>用 %1 上的棋堆进攻 %2 上的棋堆</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Upgrade your %1 on %2 to a %3 with the stack on %4</source>
        <extracomment>Menu entry / tool tip; %1 your building now, %2 the site, %3 the new building, %4 the space of the stack that pays.</extracomment>
        <translation>用 %4 上的棋堆将 %2 上的%1升级为%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replace %1&apos;s %2 on %3 with a %4, paid by the stack on %5</source>
        <extracomment>Menu entry / tool tip; %1 the owner&apos;s colour in lower case, %2 their building, %3 the site, %4 your new building, %5 the space of the stack that pays.</extracomment>
        <translation>用 %5 上的棋堆将%1在 %3 上的%2替换为%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Construct a %1 on %2 with the stack on %3</source>
        <extracomment>Menu entry / tool tip; %1 the building, %2 the site, %3 the space of the stack that pays.</extracomment>
        <translation>用 %3 上的棋堆在 %2 上建造%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forced march (%1 from your reserve leave the game)</source>
        <extracomment>Menu entry / tool tip; %1 is the cost (&quot;3 discs&quot;).</extracomment>
        <translation>强行军（预备队中的 %1移出对局）</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Reinforce %1 with %n disc(s)</source>
        <extracomment>Menu entry / tool tip; %1 is a space, %n the number of discs.</extracomment>
        <translation>
            <numerusform>用 %n 枚棋子增援 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the turn without reinforcement</source>
        <extracomment>Menu entry / tool tip: decline the forced march when no reinforcement is possible.</extracomment>
        <translation>结束回合，不增援</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass (no legal action)</source>
        <extracomment>Menu entry / tool tip: the player has no legal action (GLOSSARY: pass).</extracomment>
        <translation>跳过（无合法行动）</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/source_texts.cpp" line="-186"/>
        <source>The game record is full: a game on this board holds at most %n action(s), so no further action can be played.</source>
        <extracomment>%n: the most actions a game record (and a saved game) holds on this board, e.g. 50000.</extracomment>
        <translation>
            <numerusform>对局记录已满：在此棋盘上一局最多记录 %n 个行动，因此不能再进行任何行动。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+97"/>
        <source>%1 already has %2 VP of the %3 needed and a palace: the game would be won before it starts</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;), %2 their victory points (VP), %3 the VP needed to win. A palace is a building on a capital space.</extracomment>
        <translation>%1已有 %2 胜利点（需要 %3）并拥有宫殿：对局开始前就已获胜</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2 hold each other&apos;s Emperor; play would have exchanged them (RULES §5)</source>
        <extracomment>Scenario problem; %1 and %2 are players&apos; colours in lower case (&quot;red&quot;, &quot;blue&quot;). RULES §5 is the rule of the Emperor exchange; keep &quot;§5&quot;.</extracomment>
        <translation>%1和%2互相持有对方的皇帝；在对局中它们早已被交换（规则 §5）</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>None of your stacks stands next to %1.</source>
        <extracomment>Refusal of a click on a construction site; %1 is the site.</extracomment>
        <translation>你没有与 %1 相邻的棋堆。</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>The target stack has %1; yours has only %2.</source>
        <extracomment>A refused attack on a larger stack (the Emperor would not help); %1 is a disc count (&quot;3 discs&quot;), %2 the number of discs of the attacking stack, fewer.</extracomment>
        <translation>目标棋堆有 %1；你的棋堆只有 %2 枚。</translation>
    </message>
    <message numerus="yes">
        <location line="+190"/>
        <source>the board has %n capital(s); a board for %1 players usually has %2</source>
        <extracomment>Scenario warning; %n is the number of capitals on the board, %1 the number of players, %2 that number minus one (the capitals of a standard board).</extracomment>
        <translation>
            <numerusform>棋盘上有 %n 个都城；%1 名玩家的棋盘通常有 %2 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the construction site %1 is next to %n desert space(s); a site should touch at least two</source>
        <extracomment>Scenario warning; %1 is a construction site such as c4, %n the desert spaces next to it (0 or 1).</extracomment>
        <translation>
            <numerusform>建筑地块 %1 只与 %n 个沙漠格相邻；建筑地块应至少与两个沙漠格相邻</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>the desert around %1 (%n space(s)) is cut off from the rest of the desert</source>
        <extracomment>Scenario warning; %1 is a desert space such as c4, %n the number of desert spaces joined to it.</extracomment>
        <translation>
            <numerusform>%1 周围的沙漠（%n 格）与其余沙漠不相连</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no legal action at the start of their turn</source>
        <extracomment>Scenario warning; %1 is a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>%1在其回合开始时没有合法行动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no disc on the board and is out from the start</source>
        <extracomment>Scenario warning; %1 is a player&apos;s colour in lower case (&quot;blue&quot;). &quot;out&quot;: eliminated.</extracomment>
        <translation>%1在棋盘上没有棋子，一开始就出局</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>every stack of %1 is boxed in: none can move, regroup or attack</source>
        <extracomment>Scenario warning; %1 is a player&apos;s colour in lower case. Boxed in: no stack of theirs can take a step.</extracomment>
        <translation>%1的所有棋堆都被围困：没有一个能移动、集结或进攻</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the scenario may not play as expected</source>
        <extracomment>Fallback for a scenario warning the interface has no text for.</extracomment>
        <translation>该场景可能无法按预期进行</translation>
    </message>
</context>
<context>
    <name>eko::text::GoalText</name>
    <message>
        <location filename="../engine/text/goal_text.cpp" line="+12"/>
        <source>Win</source>
        <extracomment>Kind of goal of a puzzle or lesson: win the game in any way.</extracomment>
        <translation>获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win by points</source>
        <extracomment>Kind of goal: win the game by victory points.</extracomment>
        <translation>以胜利点获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture an Emperor</source>
        <extracomment>Kind of goal: attack a stack holding an opponent&apos;s Emperor.</extracomment>
        <translation>俘虏皇帝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a palace</source>
        <extracomment>Kind of goal: construct a building on a capital.</extracomment>
        <translation>建造宫殿</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reach victory points</source>
        <extracomment>Kind of goal: have at least so many victory points.</extracomment>
        <translation>达到胜利点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eliminate a player</source>
        <extracomment>Kind of goal: leave a player without discs on the board.</extracomment>
        <translation>淘汰一名玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Survive</source>
        <extracomment>Kind of goal: still be in the game after so many turns.</extracomment>
        <translation>存活</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Goal: the player of the goal is not in the game; choose one of its players.</source>
        <translation>目标：目标的玩家不在对局中；请选择对局中的一名玩家。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: the turns must be 1 to %1.</source>
        <extracomment>%1: the largest number of turns (50).</extracomment>
        <translation>目标：回合数必须在1到%1之间。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: the victory points to reach must be 1 or more.</source>
        <translation>目标：要达到的胜利点必须至少为1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal: victory points to reach belong to the goal “Reach victory points” alone.</source>
        <translation>目标：要达到的胜利点只属于“达到胜利点”目标。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: “Eliminate a player” needs a target: choose the player to eliminate.</source>
        <translation>目标：“淘汰一名玩家”需要一个目标对象：请选择要淘汰的玩家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: the target is the goal&apos;s own player; choose another player.</source>
        <translation>目标：目标对象是目标的玩家本人；请选择另一名玩家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: the target is not in the game; choose another player.</source>
        <translation>目标：目标对象不在对局中；请选择另一名玩家。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal: only “Capture an Emperor” and “Eliminate a player” have a target.</source>
        <translation>目标：只有“俘虏皇帝”和“淘汰一名玩家”有目标对象。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: the computer level for %1 must be 1 to 6.</source>
        <extracomment>%1: a colour (&quot;Blue&quot;), the seat the computer plays.</extracomment>
        <translation>目标：%1的电脑级别必须在1到6之间。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: the replies for %1 do not apply: that seat is the goal&apos;s own player or not in the game.</source>
        <extracomment>%1: a colour (&quot;Blue&quot;).</extracomment>
        <translation>目标：%1的应着不适用：该座位是目标的玩家本人或不在对局中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Goal: the difficulty must be “Not graded” or 1 to %1.</source>
        <extracomment>%1: the hardest difficulty (5).</extracomment>
        <translation>目标：难度必须是“未分级”或1到%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: “Keep the Emperor free” belongs to the goal “Survive” alone.</source>
        <translation>目标：“保住皇帝”只属于“存活”目标。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: this goal cannot be played.</source>
        <translation>目标：此目标无法进行。</translation>
    </message>
</context>
<context>
    <name>eko::ui::AboutDialog</name>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="+63"/>
        <source>About Ekö</source>
        <translation>关于 Ekö</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A strategy board game for 2 to 4 players: march your stacks across the desert, raise villages, towers and castles, capture Emperors and hold a palace.</source>
        <translation>一款供 2 至 4 名玩家对战的策略棋盘游戏：率领你的棋堆穿越沙漠，建起村庄、塔楼和城堡，俘虏皇帝，并拥有一座宫殿。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at one computer, passing it between turns; every action can be undone, and the game in progress is saved after every action.</source>
        <translation>在同一台电脑上对战，每个回合之间交接电脑；每个行动都可以撤销，进行中的对局会在每个行动后自动保存。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ekö is free software: the program is under the GNU General Public License, version 3 or later, and its art and texts under Creative Commons Attribution-ShareAlike 4.0. It comes with no warranty.</source>
        <extracomment>The licence line of the About dialog; keep the licences&apos; names and versions exact.</extracomment>
        <translation>Ekö 是自由软件：程序采用 GNU 通用公共许可证（GNU General Public License）第 3 版或更高版本，美术与文字采用知识共享署名-相同方式共享 4.0（Creative Commons Attribution-ShareAlike 4.0）许可。本软件不提供任何担保。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Built with Qt %1.</source>
        <translation>基于 Qt %1 构建。</translation>
    </message>
</context>
<context>
    <name>eko::ui::ActionButtons</name>
    <message>
        <location filename="../ui/window/action_buttons.cpp" line="+79"/>
        <source>Keep the Emperor where it is</source>
        <extracomment>Button in the Emperor swap: decline the swap.</extracomment>
        <translation>皇帝留在原位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the Emperor swap. To swap instead, click your Emperor&apos;s stack, then one of your other stacks.</source>
        <translation>放弃皇帝换位。若要换位，请先点击你的皇帝所在的棋堆，再点击你的另一个棋堆。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced march</source>
        <translation>强行军</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take a second action; a forced march costs no disc in this game.</source>
        <extracomment>Tool tip of the Forced march button in a scenario where it costs no disc.</extracomment>
        <translation>执行第二个行动；本局强行军不消耗棋子。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Remove %n disc(s) of your reserve from the game to take a second action.</source>
        <translation>
            <numerusform>将预备队中的 %n 枚棋子移出对局，以执行第二个行动。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the turn</source>
        <extracomment>Button: end the turn without a forced march (no reinforcement is possible).</extracomment>
        <translation>结束回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the forced march; no reinforcement is possible.</source>
        <translation>放弃强行军；当前无法增援。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <extracomment>Button shown when the player has no legal action.</extracomment>
        <translation>跳过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no legal action: the action phase is a pass.</source>
        <translation>你没有合法行动：本行动阶段跳过。</translation>
    </message>
</context>
<context>
    <name>eko::ui::ActionField</name>
    <message>
        <location filename="../ui/window/action_field.cpp" line="+76"/>
        <source>Type an action, e.g. c4-e5, T@d3/c4, march</source>
        <extracomment>Placeholder of the field where an action is typed in notation.</extracomment>
        <translation>输入行动，如 c4-e5、T@d3/c4、march</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action in notation</source>
        <extracomment>Accessible name of the field where an action is typed (what a screen reader calls it).</extracomment>
        <translation>用记谱法输入的行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from the keyboard: type an action in notation and press Enter. The legal actions are offered as you type.</source>
        <translation>用键盘操作：以记谱输入行动，然后按 Enter。输入时会提示合法行动。</translation>
    </message>
</context>
<context>
    <name>eko::ui::ActionListModel</name>
    <message>
        <location filename="../ui/model/action_list_model.cpp" line="+337"/>
        <location line="+125"/>
        <source>, </source>
        <extracomment>Between the actions of one turn in the move list (&quot;c4xd5, march, V@e3/d4&quot;).</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>%1: %2</source>
        <extracomment>A turn of the move list in the Emperor swap: %1 the player&apos;s colour, %2 the action.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2: %3</source>
        <extracomment>A turn of the move list: %1 the turn number, %2 the player&apos;s colour, %3 the actions (&quot;12. Blue: c4xd5, march, V@e3/d4, b3+1&quot;).</extracomment>
        <translation>%1. %2：%3</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1 (undone: redo plays it again)</source>
        <extracomment>Tool tip of an undone action in the move list; %1 describes the action.</extracomment>
        <translation>%1（已撤销：重做可再次执行）</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n other line(s) tried here, listed under it.</source>
        <extracomment>Tool tip of an action of the move list that has branches (other lines tried instead of it, listed under it).</extracomment>
        <translation>
            <numerusform>此处还试过%n条其他路线，列在此行动下方。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>%1 (%n action(s))</source>
        <extracomment>A branch in the move list: %1 its first actions (&quot;c4-d5, march, …&quot;), %2 how many actions it has.</extracomment>
        <translation>
            <numerusform>%1（%n个行动）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Main line: %1</source>
        <extracomment>A branch of the move list that is the game&apos;s main line; %1 its actions (&quot;c4-d5, march (7 actions)&quot;).</extracomment>
        <translation>主线：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another line tried instead of %1. Click it, or press Enter, to go to it.</source>
        <extracomment>Tool tip of a branch in the move list; %1 the action it replaces (&quot;c4xd5&quot;).</extracomment>
        <translation>代替%1试过的另一条路线。单击或按 Enter 即可前往。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Actions</source>
        <extracomment>Header of the list of every action of the game (moves, attacks, constructions, ...).</extracomment>
        <translation>行动</translation>
    </message>
</context>
<context>
    <name>eko::ui::AnalysisControls</name>
    <message>
        <location filename="../ui/window/analysis_controls.cpp" line="-106"/>
        <source>This game&apos;s analysis was made by another version of the engine or with another budget. Analyse ▸ Analyse Game does it again.</source>
        <translation>本对局的分析来自另一版本的引擎或另一搜索预算。分析 ▸ 分析对局会重新分析。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No mistake after this action.</source>
        <extracomment>Status line after F7 (next mistake) when the analysis finds no mistake or blunder after the action shown.</extracomment>
        <translation>此行动之后没有失误。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No mistake before this action.</source>
        <extracomment>Status line after Shift+F7 (previous mistake) when the analysis finds no mistake or blunder before the action shown.</extracomment>
        <translation>此行动之前没有失误。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 s</source>
        <extracomment>Time left of the analysis, in the progress row; under a minute: %1 seconds, abbreviated.</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <extracomment>Time left of the analysis, in the progress row; a minute or more: %1 minutes, abbreviated.</extracomment>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Quick analysis: %1 of %2 actions</source>
        <extracomment>Progress row under the board; %1 actions judged, %2 all the game&apos;s actions. The quick pass comes first, then the deep one.</extracomment>
        <translation>快速分析：%2 个行动中的 %1 个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deep analysis: %1 of %2 actions</source>
        <extracomment>Progress row under the board; %1 actions judged, %2 all the game&apos;s actions. The deep pass follows the quick one.</extracomment>
        <translation>深入分析：%2 个行动中的 %1 个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quick analysis: %1 of %2 actions, about %3 left</source>
        <extracomment>Progress row under the board; %1 actions judged, %2 all the game&apos;s actions, %3 the time left for both passes (&quot;2 minutes&quot;).</extracomment>
        <translation>快速分析：%2 个行动中的 %1 个，约剩 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deep analysis: %1 of %2 actions, about %3 left</source>
        <extracomment>Progress row under the board; %1 actions judged, %2 all the game&apos;s actions, %3 the time left (&quot;40 seconds&quot;).</extracomment>
        <translation>深入分析：%2 个行动中的 %1 个，约剩 %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Analyse</source>
        <extracomment>Menu title: the computer reviews the game (Analyse Game, next mistake...).</extracomment>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Analyse Game</source>
        <extracomment>Menu item: the computer judges every action of the game, a quick pass then a deep one.</extracomment>
        <translation>分析对局(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel Analysis</source>
        <extracomment>Menu item and button of the progress row: stops the analysis (what it found so far stays).</extracomment>
        <translation>取消分析(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Mistake</source>
        <extracomment>Menu item (F7): goes to the next action the analysis marked as a mistake or a blunder.</extracomment>
        <translation>下一个失误(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Previous Mistake</source>
        <extracomment>Menu item (Shift+F7): goes to the previous action the analysis marked as a mistake or a blunder.</extracomment>
        <translation>上一个失误(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>VP</source>
        <extracomment>Tab of the chart panel: the VP of every player over the game.</extracomment>
        <translation>胜利点</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+1"/>
        <source>Chances</source>
        <extracomment>Tab of the chart panel: each player&apos;s chance to win over the game, from the analysis.</extracomment>
        <translation>胜率</translation>
    </message>
</context>
<context>
    <name>eko::ui::AnalysisMarks</name>
    <message>
        <location filename="../ui/window/analysis_marks.cpp" line="+42"/>
        <source>Good</source>
        <extracomment>An action the analysis finds as good as the best, or nearly (GLOSSARY: analysis classes).</extracomment>
        <translation>好棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inaccuracy</source>
        <extracomment>An action that lost 5 to 10 points of winning chance (GLOSSARY: analysis classes).</extracomment>
        <translation>欠佳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistake</source>
        <extracomment>An action that lost 10 to 20 points of winning chance (GLOSSARY: analysis classes).</extracomment>
        <translation>失误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blunder</source>
        <extracomment>An action that lost 20 points of winning chance or more (GLOSSARY: analysis classes).</extracomment>
        <translation>大失误</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Forced: the only legal action; %2% for %1.</source>
        <extracomment>Move list tool tip of an analysed action that was the only legal one; %1 the player&apos;s colour, %2 their chance after it.</extracomment>
        <translation>被迫：唯一合法行动；%1 %2%。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the best action; %3% for %2.</source>
        <extracomment>Move list tool tip of an analysed action that was the analysis&apos;s best; %1 the class (&quot;Good&quot;), %2 the player&apos;s colour, %3 their chance after it.</extracomment>
        <translation>%1：最佳行动；%2 %3%。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: −%2% for %3; best was %4 (%5%).</source>
        <extracomment>Move list tool tip of an analysed action: %1 the class (&quot;Blunder&quot;), %2 the chance lost in points of percentage, %3 the player&apos;s colour, %4 the best action in notation, %5 the player&apos;s chance after it.</extracomment>
        <translation>%1：%3 −%2%；最佳行动是 %4（%5%）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (quick pass)</source>
        <extracomment>Added to an analysed action&apos;s tool tip while only the quick pass has judged it; %1 the tool tip line.</extracomment>
        <translation>%1（快速分析）</translation>
    </message>
</context>
<context>
    <name>eko::ui::Announcer</name>
    <message>
        <location filename="../ui/window/announcer.cpp" line="+69"/>
        <source>%1 to move: %2.</source>
        <extracomment>Announced to a screen reader when the turn or the phase changes: %1 the player (&quot;Blue (Bo)&quot;), %2 the phase (&quot;action phase&quot;).</extracomment>
        <translation>轮到%1：%2。</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n action(s) undone.</source>
        <extracomment>Announced to a screen reader after Undo (or going back in the game).</extracomment>
        <translation>
            <numerusform>已撤销 %n 个行动。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The setup, before the first action.</source>
        <extracomment>Announced to a screen reader: replay shows the position before the first action.</extracomment>
        <translation>第一个行动之前的初始布局。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action %1 of %2.</source>
        <extracomment>Announced to a screen reader in replay after the action&apos;s sentence: %1 the action shown, %2 all of them.</extracomment>
        <translation>第 %1 个行动，共 %2 个。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay.</source>
        <extracomment>Announced to a screen reader when replay begins.</extracomment>
        <translation>回放。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the game. %1</source>
        <extracomment>Announced to a screen reader when replay ends: %1 whose turn it is and the phase.</extracomment>
        <translation>回到对局。%1</translation>
    </message>
</context>
<context>
    <name>eko::ui::AskMenu</name>
    <message>
        <location filename="../ui/window/ask_menu.cpp" line="+53"/>
        <source>As&amp;k</source>
        <extracomment>Menu of questions about the game a screen reader answers (blind mode).</extracomment>
        <translation>询问(&amp;K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read &amp;My Stacks</source>
        <extracomment>Ask menu: reads the stacks of the player to move.</extracomment>
        <translation>读我的棋堆(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the Stacks &amp;Next to the Cursor</source>
        <extracomment>Ask menu: reads the stacks on the spaces next to the board&apos;s cursor.</extracomment>
        <translation>读光标旁的棋堆(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What Can This &amp;Stack Do</source>
        <extracomment>Ask menu: reads the legal actions of the stack under the board&apos;s cursor.</extracomment>
        <translation>这个棋堆能做什么(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the Score and &amp;Reserves</source>
        <extracomment>Ask menu: reads every player&apos;s VP and reserve.</extracomment>
        <translation>读分数和预备队(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the &amp;Last Actions</source>
        <extracomment>Ask menu: reads the last actions played (or replayed).</extracomment>
        <translation>读最近的行动(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where Are the &amp;Emperors</source>
        <extracomment>Ask menu: tells where every Emperor is.</extracomment>
        <translation>皇帝在哪里(&amp;E)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No game.</source>
        <extracomment>Answer of the Ask menu without a game.</extracomment>
        <translation>没有对局。</translation>
    </message>
</context>
<context>
    <name>eko::ui::Autosave</name>
    <message>
        <location filename="../ui/session/autosave.cpp" line="+106"/>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>eko::ui::BestActionsPanel</name>
    <message>
        <location filename="../ui/window/best_actions_panel.cpp" line="+111"/>
        <source>Action</source>
        <extracomment>Headers of the best actions&apos; list: the action in notation, what it does in a sentence.</extracomment>
        <translation>行动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay an analysed action to see the best actions there.</source>
        <translation>回放一个已分析的行动，即可看到该处的最佳行动。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse ▸ Analyse Game shows the best actions of each position here.</source>
        <translation>分析 ▸ 分析对局会在此显示每个局面的最佳行动。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Best actions for %1 here. Click one to play it in a new game.</source>
        <extracomment>Above the list of best actions at the position replayed; %1 the player to move (a colour). A click plays one in a new game.</extracomment>
        <translation>此处%1的最佳行动。点击其中一个，即在新对局中走出该行动。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chance for %1</source>
        <extracomment>Header of the best actions&apos; list: the chance to win after the action, for %1 (a colour).</extracomment>
        <translation>%1的胜率</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (played)</source>
        <extracomment>In the best actions&apos; list: the action that was played in the game; %1 what it does (&quot;Move b3 to c4&quot;).</extracomment>
        <translation>%1（实际走法）</translation>
    </message>
</context>
<context>
    <name>eko::ui::BoardImageText</name>
    <message>
        <location filename="../ui/board/board_image.cpp" line="+123"/>
        <source>“%1” is neither a PNG nor an SVG file name: end it in .png or .svg.</source>
        <extracomment>Exporting the board: the file name must end in .png or .svg; %1 is the file name.</extracomment>
        <translation>“%1”既不是 PNG 也不是 SVG 文件名：请以 .png 或 .svg 结尾。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The board could not be drawn.</source>
        <extracomment>Exporting the board failed while drawing it (no board, or no memory).</extracomment>
        <translation>无法绘制棋盘。</translation>
    </message>
</context>
<context>
    <name>eko::ui::BoardView</name>
    <message>
        <location filename="../ui/board/board_view.cpp" line="+65"/>
        <source>Board</source>
        <extracomment>Accessible name of the board view.</extracomment>
        <translation>棋盘</translation>
    </message>
</context>
<context>
    <name>eko::ui::BranchControls</name>
    <message>
        <location filename="../ui/window/branch_controls.cpp" line="+36"/>
        <source>This line is the main line now: a saved file gives its actions and its result first.</source>
        <extracomment>Status line after Branches ▸ Promote to Main Line.</extracomment>
        <translation>此路线现在是主线：保存的文件会首先给出它的行动和结果。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deleted branch is back.</source>
        <extracomment>Status line after Branches ▸ Restore Deleted Branch.</extracomment>
        <translation>已找回删除的分支。</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Branch deleted (%n action(s)). Branches ▸ Restore Deleted Branch brings it back.</source>
        <extracomment>Status line after Branches ▸ Delete Branch; %n actions were deleted with it.</extracomment>
        <translation>
            <numerusform>已删除分支（%n个行动）。分支 ▸ 恢复删除的分支可将其找回。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Branches</source>
        <extracomment>Menu of the game tree&apos;s branches (other lines tried after an undo or in replay).</extracomment>
        <translation>分支(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Branch</source>
        <extracomment>Goes to the next of the lines tried at the nearest point where the current line has others.</extracomment>
        <translation>下一分支(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Branch</source>
        <translation>上一分支(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to &amp;Main Line</source>
        <extracomment>Goes back to where the current branch leaves the main line (the game&apos;s first line).</extracomment>
        <translation>回到主线(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;romote to Main Line</source>
        <translation>设为主线(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Branch</source>
        <translation>删除分支(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Res&amp;tore Deleted Branch</source>
        <translation>恢复删除的分支(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next line tried at the nearest branching point.</source>
        <translation>转到最近分支点上试过的下一条路线。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous line tried at the nearest branching point.</source>
        <translation>转到最近分支点上试过的上一条路线。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to where this branch leaves the main line.</source>
        <translation>回到此分支离开主线的地方。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the current line the main line of the game.</source>
        <translation>将当前路线设为对局的主线。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the branch of the current action, from where it leaves its line.</source>
        <translation>删除当前行动所在的分支（从它离开原路线之处起）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring back the branch deleted last.</source>
        <translation>找回最后删除的分支。</translation>
    </message>
</context>
<context>
    <name>eko::ui::ChancesChart</name>
    <message>
        <location filename="../ui/replay/chances_chart.cpp" line="+76"/>
        <source>%1 %2% to win</source>
        <extracomment>The winning chances chart read to a screen reader, one player: %1 the player&apos;s colour (&quot;Blue&quot;), %2 their chance in percent.</extracomment>
        <translation>%1胜率 %2%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not analysed yet</source>
        <extracomment>The winning chances chart read to a screen reader, when the analysis has not reached the action shown.</extracomment>
        <translation>尚未分析</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>action %1 of %2</source>
        <extracomment>The winning chances chart read to a screen reader, after the players&apos; chances: %1 the action shown, %2 all of them.</extracomment>
        <translation>第 %1 个行动，共 %2 个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <extracomment>Between the parts of the winning chances chart&apos;s summary (&quot;Red 52% to win, Blue 48% to win, action 59 of 141&quot;).</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. Each player&apos;s chance to win after every action, from the analysis; click to go to an action.</source>
        <extracomment>Accessible description of the winning chances chart: %1 its summary (&quot;Red 52% to win, Blue 48% to win, action 59 of 141&quot;).</extracomment>
        <translation>%1。根据分析，每个行动之后各玩家的胜率；点击可前往该行动。</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Not analysed yet: Analyse ▸ Analyse Game.</source>
        <extracomment>On the winning chances chart before the game is analysed (Analyse ▸ Analyse Game).</extracomment>
        <translation>尚未分析：分析 ▸ 分析对局。</translation>
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
        <translation>开局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After action %1</source>
        <translation>第 %1 个行动后</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2% to win</source>
        <extracomment>A line of the winning chances chart&apos;s tool tip; %1 the player&apos;s colour, %2 their chance in percent.</extracomment>
        <translation>%1：胜率 %2%</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Winning chances chart</source>
        <extracomment>Accessible name of the chart of every player&apos;s winning chance over the game.</extracomment>
        <translation>胜率图</translation>
    </message>
</context>
<context>
    <name>eko::ui::ChoiceMenu</name>
    <message>
        <location filename="../ui/dialogs/choice_menu.cpp" line="+20"/>
        <source>Village</source>
        <extracomment>Building (1 VP), at the start of a menu entry (&quot;Village — 1 disc, 1 VP&quot;).</extracomment>
        <translation>村庄</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tower</source>
        <extracomment>Building (2 VP), at the start of a menu entry (&quot;Tower — 2 discs, 2 VP&quot;).</extracomment>
        <translation>塔楼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Castle</source>
        <extracomment>Building (3 VP), at the start of a menu entry (&quot;Castle — 3 discs, 3 VP&quot;).</extracomment>
        <translation>城堡</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Reinforce %1 with %n disc(s), your Emperor among them</source>
        <extracomment>Menu entry for a reinforcement while the player&apos;s Emperor is in the reserve (RULES 4.4: it must come back with the discs); %1 the space, %n the discs brought back, the Emperor counted.</extracomment>
        <translation>
            <numerusform>用 %n 个棋子增援 %1（其中包括你的皇帝）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 — %2, %n VP</source>
        <extracomment>Menu entry for a construction; %1 the building (&quot;Tower&quot;), %2 its cost (&quot;2 discs&quot;), %n its VP.</extracomment>
        <translation>
            <numerusform>%1 — %2，胜利点 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 — %2 from the stack on %3, %n VP</source>
        <extracomment>Menu entry for a construction; %1 the building (&quot;Tower&quot;), %2 its cost (&quot;2 discs&quot;), %3 the space of the stack that pays, %n the building&apos;s VP.</extracomment>
        <translation>
            <numerusform>%1 — 从 %3 上的棋堆取 %2，胜利点 %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose an action</source>
        <extracomment>Title of the menu offering several actions for one click.</extracomment>
        <translation>选择行动</translation>
    </message>
</context>
<context>
    <name>eko::ui::CommentPanel</name>
    <message>
        <location filename="../ui/window/comment_panel.cpp" line="+132"/>
        <source>A comment holds at most %1 characters; the rest was cut off.</source>
        <extracomment>Under the comment field when more was typed or pasted than a comment holds; %1 the most characters.</extracomment>
        <translation>评注最多容纳%1个字符，其余部分已截去。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>C&amp;omment</source>
        <extracomment>Label of the field under the move list where a player writes about the action shown.</extracomment>
        <translation>评注(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your notes on this action, saved with the game.</source>
        <translation>你对这一行动的笔记，随对局一起保存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment on the action shown</source>
        <translation>所示行动的评注</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark this action as good (!)</source>
        <extracomment>Tool tip of the mark button &quot;!&quot; of an action.</extracomment>
        <translation>将此行动标为好（!）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark this action as bad (?)</source>
        <extracomment>Tool tip of the mark button &quot;?&quot; of an action.</extracomment>
        <translation>将此行动标为不好（?）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark this action as interesting (!?)</source>
        <extracomment>Tool tip of the mark button &quot;!?&quot; of an action.</extracomment>
        <translation>将此行动标为有趣（!?）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good action</source>
        <translation>好的行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad action</source>
        <translation>不好的行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting action</source>
        <translation>有趣的行动</translation>
    </message>
</context>
<context>
    <name>eko::ui::ComputerPlayersDialog</name>
    <message>
        <location filename="../ui/dialogs/computer_players_dialog.cpp" line="+131"/>
        <source>Computer Players</source>
        <extracomment>Title of the dialog (Game ▸ Computer Players…).</extracomment>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose who plays each colour. A change takes effect as soon as you press OK, and it is saved with the game.</source>
        <translation>选择每种颜色由谁来下。按下“确定”后更改立即生效，并随对局一起保存。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human</source>
        <extracomment>A seat played by a person at this computer (not by the computer).</extracomment>
        <translation>人类</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer player %1</source>
        <extracomment>A seat played by the computer; %1 is the level with its name (&quot;4 — Advanced&quot;).</extracomment>
        <translation>电脑玩家 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thinking time</source>
        <extracomment>Heading in the Computer Players dialog, above a choice per computer level.</extracomment>
        <translation>思考时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A longer thinking time makes a computer player a little stronger and slower. Levels 1 and 2 do not think ahead, so they have no thinking time.</source>
        <translation>思考时间越长，电脑玩家越强一些，也越慢。1 级和 2 级不会往前推算，因此没有思考时间。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shorter (half)</source>
        <extracomment>Thinking time of a computer level: half its usual search.</extracomment>
        <translation>更短（一半）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usual</source>
        <extracomment>Thinking time of a computer level: as the level is made.</extracomment>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longer (twice)</source>
        <extracomment>Thinking time of a computer level: twice its usual search.</extracomment>
        <translation>更长（两倍）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Much longer (four times)</source>
        <extracomment>Thinking time of a computer level: four times its usual search.</extracomment>
        <translation>长得多（四倍）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level %1:</source>
        <extracomment>Label of a thinking-time choice; %1 is the level with its name (&quot;4 — Advanced&quot;).</extracomment>
        <translation>%1：</translation>
    </message>
</context>
<context>
    <name>eko::ui::ComputerSeatControls</name>
    <message>
        <location filename="../ui/window/computer_seat_controls.cpp" line="+93"/>
        <source>&amp;Hint</source>
        <extracomment>Game menu: the strongest computer level suggests an action to the person to move.</extracomment>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the action the strongest computer player would choose</source>
        <translation>显示最强电脑玩家会选择的行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the Hin&amp;t</source>
        <extracomment>Game menu: plays the action the hint suggests (finding the hint first if none is shown).</extracomment>
        <translation>按提示走(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the action the strongest computer player would choose</source>
        <translation>执行最强电脑玩家会选择的行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play No&amp;w</source>
        <extracomment>Game menu: the computer player that is thinking plays the best action it has found so far, at once.</extracomment>
        <translation>立即行动(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player stops thinking and plays the best action it has found so far</source>
        <translation>电脑玩家停止思考，执行目前找到的最佳行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mputer Players…</source>
        <extracomment>Game menu: opens a dialog to choose which colours the computer plays, at which level.</extracomment>
        <translation>电脑玩家(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chooses who plays each colour, a person or a computer player, and how long each level thinks</source>
        <translation>选择每种颜色由人还是电脑玩家来下，以及每个级别思考多久</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer Player &amp;Speed</source>
        <extracomment>View menu: how long a computer player&apos;s action stays announced before it is played.</extracomment>
        <translation>电脑玩家速度(&amp;S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Instant</source>
        <extracomment>Computer player speed: no pause between actions.</extracomment>
        <translation>即时(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fast</source>
        <extracomment>Computer player speed: a short pause between actions.</extracomment>
        <translation>快(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal</source>
        <extracomment>Computer player speed: the usual pause between actions.</extracomment>
        <translation>正常(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;low</source>
        <extracomment>Computer player speed: a long pause between actions, to follow closely.</extracomment>
        <translation>慢(&amp;L)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Looking for a hint…</source>
        <extracomment>Status line while the strongest computer level works out a hint.</extracomment>
        <translation>正在寻找提示…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, a computer player at level %2, is thinking… Press %3 to have it play now.</source>
        <extracomment>Status line while a computer player chooses: %1 is the player (&quot;Blue (Ana)&quot;), %2 the level (1–6), %3 the key of Game ▸ Play Now (&quot;Ctrl+L&quot;).</extracomment>
        <translation>%1（电脑玩家，%2 级）正在思考…按 %3 键让它立即行动。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Please wait: %1 is a computer player and is choosing an action.</source>
        <extracomment>Status line when a person clicks the board while a computer player is to move; %1 is the player (&quot;Blue (Ana)&quot;).</extracomment>
        <translation>请稍候：%1是电脑玩家，正在选择行动。</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Hint: %1</source>
        <extracomment>Status line: the hint; %1 is the suggested action as a sentence (&quot;Move b3 to c4&quot;).</extracomment>
        <translation>提示：%1</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>%1, a computer player at level %2, waits until the undone actions are redone.</source>
        <extracomment>Status line: a computer player is to move, but actions were undone; it plays once they are redone to the end (Edit ▸ Redo). %1 is the player (&quot;Blue (Ana)&quot;), %2 the level (1–6).</extracomment>
        <translation>%1（电脑玩家，%2 级）会等到撤销的行动重做完毕后再行动。</translation>
    </message>
</context>
<context>
    <name>eko::ui::EditorActions</name>
    <message>
        <location filename="../ui/editor/editor_actions.cpp" line="+45"/>
        <source>New S&amp;cenario…</source>
        <translation>新建场景(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit Scenario…</source>
        <translation>编辑场景(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit This &amp;Position as Scenario</source>
        <translation>将此局面编辑为场景(&amp;P)</translation>
    </message>
</context>
<context>
    <name>eko::ui::EditorWindow</name>
    <message>
        <location filename="../ui/editor/editor_window.cpp" line="+123"/>
        <source>The board&apos;s first column or row moved, so every space has a new name (%1).</source>
        <extracomment>%1 shows how one space was renamed, e.g. &quot;c4 → d4&quot;.</extracomment>
        <translation>棋盘的第一列或第一行变了，所以每一格都有了新名称（%1）。</translation>
    </message>
    <message>
        <location line="+220"/>
        <source>&amp;Scenario</source>
        <translation>场景(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Scenario…</source>
        <translation>新建场景(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play This Scenario</source>
        <translation>用此场景开局(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Test This Puzzle…</source>
        <extracomment>Scenario menu: run the solver on the scenario&apos;s goal, saved or not.</extracomment>
        <translation>测试此谜题(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close Editor</source>
        <translation>关闭编辑器(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Terrain</source>
        <extracomment>Tool of the scenario editor: paint the terrain of spaces.</extracomment>
        <translation>地形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paint terrain: click or drag over spaces</source>
        <translation>绘制地形：单击或拖过各格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spaces</source>
        <extracomment>Tool of the scenario editor: add and remove spaces of the board.</extracomment>
        <translation>格子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click an outline beside the board to add a space, click a space to remove it</source>
        <translation>单击棋盘旁的轮廓以添加一格，单击一格以移除它</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stacks</source>
        <translation>棋堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a desert space to place a stack; drag a stack to move it; the wheel or + and − change its size; right-click or Delete removes it</source>
        <translation>单击沙漠格放置棋堆；拖动棋堆可移动；滚轮或 + 和 − 改变大小；右键或 Delete 键将其移除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buildings</source>
        <translation>建筑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a construction site to place a building; click it again or right-click to remove it</source>
        <translation>单击建筑地块放置建筑；再次单击或右键将其移除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emperor In or Out</source>
        <translation>放入或取出皇帝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puts the owner&apos;s Emperor into the chosen stack, or takes it out to the reserve</source>
        <translation>把所属玩家的皇帝放入所选棋堆，或将其取回预备队</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit to Window</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space &amp;Names</source>
        <translation>格子名称(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool options</source>
        <translation>工具选项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terrain:</source>
        <translation>地形：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owner:</source>
        <extracomment>The player a placed stack or building belongs to.</extracomment>
        <translation>所属：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discs:</source>
        <extracomment>Discs in a placed stack.</extracomment>
        <translation>棋子：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building:</source>
        <translation>建筑：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal</source>
        <extracomment>Dock of the scenario editor: the goal of a puzzle or lesson.</extracomment>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+3"/>
        <source>&amp;Undo</source>
        <extracomment>Edit menu; %1 names the edit, e.g. &quot;Undo Paint terrain&quot;.</extracomment>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>&amp;Undo %1</source>
        <translation>撤销(&amp;U)：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <extracomment>Edit menu; %1 names the edit, e.g. &quot;Redo Paint terrain&quot;.</extracomment>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Redo %1</source>
        <translation>重做(&amp;R)：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%n space(s)</source>
        <extracomment>Status line of the editor: how many spaces the board has.</extracomment>
        <translation>
            <numerusform>%n 格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Not possible yet: %1</source>
        <extracomment>Shown on Save and Play while the scenario has errors; %1 is the first of them.</extracomment>
        <translation>暂时无法进行：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1[*] — Scenario Editor</source>
        <extracomment>Title of the editor window: %1 the scenario&apos;s file or name; [*] is where the modified marker goes.</extracomment>
        <translation>%1[*] — 场景编辑器</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>No recent scenarios</source>
        <translation>没有最近的场景</translation>
    </message>
</context>
<context>
    <name>eko::ui::EndOfGameDialog</name>
    <message>
        <location filename="../ui/dialogs/end_of_game_dialog.cpp" line="+95"/>
        <source>Game Over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New Game…</source>
        <translation>新对局(&amp;N)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VP</source>
        <extracomment>Column: victory points.</extracomment>
        <translation>胜利点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>VP from buildings</source>
        <extracomment>Column: the victory points the player&apos;s buildings are worth (a tower 2, so 3 towers 6), not how many buildings there are.</extracomment>
        <translation>建筑胜利点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captives</source>
        <extracomment>Column: captive Emperors held.</extracomment>
        <translation>俘虏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Palace</source>
        <extracomment>Column: whether the player has a palace.</extracomment>
        <translation>宫殿</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>yes</source>
        <extracomment>In the Palace column: the player has a palace.</extracomment>
        <translation>有</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>eko::ui::EventJumps</name>
    <message>
        <location filename="../ui/replay/event_jumps.cpp" line="+83"/>
        <source>Next Attack</source>
        <extracomment>Replay menu: go to the position right after the next attack of the record.</extracomment>
        <translation>下一次进攻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous Attack</source>
        <extracomment>Replay menu: go to the position right after the previous attack.</extracomment>
        <translation>上一次进攻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Construction</source>
        <extracomment>Replay menu: go to the position right after the next construction (a building placed or upgraded).</extracomment>
        <translation>下一次建造</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous Construction</source>
        <translation>上一次建造</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Palace Change</source>
        <extracomment>Replay menu: the next moment a player&apos;s palace comes to stand, or their last one falls.</extracomment>
        <translation>下一次宫殿变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous Palace Change</source>
        <translation>上一次宫殿变化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Emperor Captured or Exchanged</source>
        <extracomment>Replay menu: the next moment an Emperor is captured or given back in an exchange.</extracomment>
        <translation>下一次皇帝被俘或交换</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous Emperor Captured or Exchanged</source>
        <translation>上一次皇帝被俘或交换</translation>
    </message>
</context>
<context>
    <name>eko::ui::ExportBoardAction</name>
    <message>
        <location filename="../ui/window/export_board_action.cpp" line="+40"/>
        <source>eko-board</source>
        <extracomment>Suggested file name of an exported board picture (letters, digits and &apos;-&apos; only work best).</extracomment>
        <translation>eko-棋盘</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <extracomment>File dialog filter for exporting the board.</extracomment>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SVG drawing (*.svg)</source>
        <extracomment>File dialog filter for exporting the board.</extracomment>
        <translation>SVG 图形 (*.svg)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+20"/>
        <source>Export Board Image</source>
        <extracomment>Title of the file dialog of Game ▸ Export Board Image….
----------
Message box title when the board picture could not be written.</extracomment>
        <translation>导出棋盘图像</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>E&amp;xport Board Image…</source>
        <extracomment>Menu item (Game menu): saves a picture of the board as shown, PNG or SVG.</extracomment>
        <translation>导出棋盘图像(&amp;X)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save a picture of the board as it is shown, as PNG or SVG</source>
        <extracomment>Status tip of Game ▸ Export Board Image….</extracomment>
        <translation>将所显示的棋盘保存为 PNG 或 SVG 图片</translation>
    </message>
</context>
<context>
    <name>eko::ui::GameDetailsDialog</name>
    <message>
        <location filename="../ui/dialogs/game_details_dialog.cpp" line="+182"/>
        <source>Game Details</source>
        <translation>对局详情</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not saved yet</source>
        <extracomment>Game Details: the game was never saved to a file.</extracomment>
        <translation>尚未保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File:</source>
        <extracomment>Game Details, label of the file the game is saved in.</extracomment>
        <translation>文件：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players:</source>
        <extracomment>Game Details, label of the list of players (one per line).</extracomment>
        <translation>玩家：</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Standard board for %n player(s)</source>
        <extracomment>Game Details: the scenario is the standard one for this number of players.</extracomment>
        <translation>
            <numerusform>%n 人标准棋盘</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no name)</source>
        <extracomment>Game Details: the scenario has no name.</extracomment>
        <translation>（无名称）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scenario:</source>
        <extracomment>Game Details, label of the scenario&apos;s name (GLOSSARY: scenario).</extracomment>
        <translation>场景：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown</source>
        <extracomment>Game Details: the saved game does not say when it was saved.</extracomment>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved:</source>
        <extracomment>Game Details, label of the date and time the file was saved.</extracomment>
        <translation>保存时间：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions played:</source>
        <extracomment>Game Details, label of the number of actions played (GLOSSARY: action).</extracomment>
        <translation>行动数：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turns:</source>
        <extracomment>Game Details, label of the number of turns begun (GLOSSARY: turn).</extracomment>
        <translation>回合数：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seed:</source>
        <extracomment>Game Details, label of the seed that decided the setup.</extracomment>
        <translation>种子：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Result:</source>
        <extracomment>Game Details, label of how the game ended (or that it goes on).</extracomment>
        <translation>结果：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Summary</source>
        <extracomment>Game Details: title of the table of what each player did over the game.</extracomment>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turns</source>
        <extracomment>Game Details summary, row: turns each player began (GLOSSARY: turn).</extracomment>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attacks</source>
        <extracomment>Game Details summary, row: attacks made, kamikaze included (GLOSSARY: attack).</extracomment>
        <translation>进攻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emperors captured</source>
        <extracomment>Game Details summary, row: enemy Emperors taken captive (GLOSSARY: Emperor, captive).</extracomment>
        <translation>俘虏的皇帝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buildings built</source>
        <extracomment>Game Details summary, row: constructions, upgrades and replacements included (GLOSSARY: construct).</extracomment>
        <translation>建造的建筑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced marches</source>
        <extracomment>Game Details summary, row: forced marches taken (GLOSSARY: forced march).</extracomment>
        <translation>强行军</translation>
    </message>
</context>
<context>
    <name>eko::ui::GameDocument</name>
    <message>
        <location filename="../ui/window/game_document.cpp" line="+49"/>
        <source>New game</source>
        <extracomment>Window title of a game not saved to a file yet.</extracomment>
        <translation>新对局</translation>
    </message>
    <message>
        <location line="+168"/>
        <location line="+57"/>
        <source>Open Game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>The game “%1” cannot be opened.</source>
        <translation>无法打开对局“%1”。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The file cannot be read.</source>
        <translation>无法读取该文件。</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Unsaved Game</source>
        <translation>未保存的对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the game that was not saved?</source>
        <translation>要恢复未保存的对局吗？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ekö was closed by the system (logging out, shutting down or a termination signal) while this game had changes that were not saved.</source>
        <translation>系统关闭了 Ekö（注销、关机或终止信号），当时此对局有尚未保存的更改。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ekö ended abruptly while this game was in progress.</source>
        <translation>Ekö 在此对局进行中意外结束。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was never saved to a file.</source>
        <translation>此对局从未保存到文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file is “%1”; the changes since it was last saved are in the autosave.</source>
        <translation>其文件为“%1”；上次保存后的更改在自动保存中。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (computer player, level %2)</source>
        <translation>%1（电脑玩家，等级 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No action played yet; players: %1.</source>
        <extracomment>In the question to resume a game; %1 lists the players, the computer seats with their level.</extracomment>
        <translation>尚未进行任何行动；玩家：%1。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n action(s) played; players: %1.</source>
        <translation>
            <numerusform>已进行 %n 步行动；玩家：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+98"/>
        <source>game</source>
        <extracomment>Suggested file name of a new saved game (keep it short, no folder).</extracomment>
        <translation>对局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Game As</source>
        <translation>对局另存为</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save Game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 The game goes on without an autosave.</source>
        <extracomment>Status line when the autosave failed; %1 is a sentence saying which file and why.</extracomment>
        <translation>%1对局将在没有自动保存的情况下继续。</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game “%1” has changes that are not saved.</source>
        <translation>对局“%1”有尚未保存的更改。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do you want to save them?</source>
        <translation>是否保存这些更改？</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Ekö games (*.eko);;All files (*)</source>
        <translation>Ekö 存档 (*.eko);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>A game was interrupted, but its autosave cannot be read. The file is kept as “%1”.</source>
        <extracomment>%1 is the full path of the autosave file, kept for the player.</extracomment>
        <translation>有一局对局被中断，但其自动保存文件无法读取。该文件已保留为“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Interrupted Game</source>
        <translation>中断的对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the interrupted game?</source>
        <translation>要恢复中断的对局吗？</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&amp;Resume</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
</context>
<context>
    <name>eko::ui::GameModel</name>
    <message>
        <location filename="../ui/model/game_model.cpp" line="+157"/>
        <source>No game in progress.</source>
        <extracomment>Status line when no game is open.</extracomment>
        <translation>没有进行中的对局。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over: %1</source>
        <extracomment>Status line; %1 is the result (&quot;Blue (Bo) wins by points.&quot;).</extracomment>
        <translation>对局结束：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: click the disc to swap with your Emperor on %2, or the Emperor again to cancel.</source>
        <extracomment>Status line; %1 is the player, %2 the space of their Emperor.</extracomment>
        <translation>%1：点击要与 %2 上的皇帝换位的棋子，或再次点击皇帝以取消。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Emperor swap: click your Emperor, then the disc to swap it with, or decline.</source>
        <extracomment>Status line in the Emperor swap (setup); %1 is the player.</extracomment>
        <translation>%1：皇帝换位：先点击你的皇帝，再点击要与之换位的棋子，或放弃换位。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: no legal action; pass.</source>
        <extracomment>Status line; %1 is the player, who has no legal action and must pass.</extracomment>
        <translation>%1：没有合法行动，只能跳过。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: choose where the stack on %2 goes, or a construction site to construct on.</source>
        <extracomment>Status line; %1 is the player, %2 the space of the chosen stack.</extracomment>
        <translation>%1：选择 %2 上的棋堆要去的位置，或选择要建造的建筑地块。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: forced march: choose a stack for your second action.</source>
        <extracomment>Status line after a forced march; %1 is the player.</extracomment>
        <translation>%1：强行军：为第二个行动选择一个棋堆。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: choose a stack to move, attack or construct with.</source>
        <extracomment>Status line at the start of a turn; %1 is the player.</extracomment>
        <translation>%1：选择一个棋堆，用来移动、进攻或建造。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: forced march (%2 from your reserve) or reinforce one of your stacks.</source>
        <extracomment>Status line; %1 is the player, %2 the cost of the forced march (&quot;3 discs&quot;).</extracomment>
        <translation>%1：强行军（消耗预备队中的 %2），或增援你的一个棋堆。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: forced march (%2 from your reserve) or end your turn.</source>
        <extracomment>Status line; %1 is the player, %2 the cost of the forced march (&quot;3 discs&quot;).</extracomment>
        <translation>%1：强行军（消耗预备队中的 %2），或结束回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: reinforcement phase: reinforce one of your stacks with up to %2.</source>
        <extracomment>Status line; %1 is the player, %2 the most discs they may bring back (&quot;3 discs&quot;).</extracomment>
        <translation>%1：增援阶段：用最多 %2增援你的一个棋堆。</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>There is no game in progress.</source>
        <extracomment>Refusal of an action when no game is open.</extracomment>
        <translation>当前没有进行中的对局。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&quot;%1&quot; is not an action in notation (for example c4-e5, c4xe5, T@d3/c4, march, c4+2).</source>
        <extracomment>Refusal of typed text; %1 is what was typed. Keep the examples in notation as they are.</extracomment>
        <translation>“%1”不是有效的行动记谱（例如 c4-e5、c4xe5、T@d3/c4、march、c4+2）。</translation>
    </message>
</context>
<context>
    <name>eko::ui::GamePanel</name>
    <message>
        <location filename="../ui/editor/game_panel.cpp" line="+122"/>
        <source>Texts in:</source>
        <extracomment>Game panel of the scenario editor: which language&apos;s name and description are edited.</extracomment>
        <translation>文字语言：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default (every language)</source>
        <extracomment>The scenario&apos;s own name and description, shown in every language without a translation.</extracomment>
        <translation>默认（所有语言）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <extracomment>Game panel of the scenario editor: the scenario&apos;s name.</extracomment>
        <translation>名称：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description:</source>
        <extracomment>A few lines on the scenario: its idea, who should try it.</extracomment>
        <translation>说明：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players:</source>
        <translation>玩家数：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup:</source>
        <extracomment>How the game starts: discs placed at random, or an exact position.</extracomment>
        <translation>布局：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random (from the game&apos;s seed)</source>
        <translation>随机（按对局的种子）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact position</source>
        <translation>指定局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase:</source>
        <translation>阶段：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player to move:</source>
        <translation>行动玩家：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First player:</source>
        <translation>先手玩家：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swaps done:</source>
        <extracomment>In the Emperor swap: how many players have already swapped or declined.</extracomment>
        <translation>已换位人数：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quiet turns:</source>
        <extracomment>Turns in a row without attack, construction or forced march (they lead to a draw).</extracomment>
        <translation>无进展回合：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules settings</source>
        <translation>规则设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discs per player:</source>
        <translation>每名玩家的棋子：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack limit:</source>
        <translation>棋堆上限：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reinforcement, fewest discs:</source>
        <translation>增援，最少棋子：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reinforcement, most discs:</source>
        <translation>增援，最多棋子：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forced march cost:</source>
        <translation>强行军消耗：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points to win:</source>
        <translation>获胜所需胜利点：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Villages in the supply:</source>
        <translation>库存村庄：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towers in the supply:</source>
        <translation>库存塔楼：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castles in the supply:</source>
        <translation>库存城堡：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw after quiet rounds:</source>
        <extracomment>Rounds in a row without attack, construction or forced march before the game is drawn.</extracomment>
        <translation>无进展判平局的轮数：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From %1 to %2</source>
        <extracomment>%1, %2: the smallest and largest value of a setting.</extracomment>
        <translation>从 %1 到 %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Name of the scenario</source>
        <translation>场景名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Same as the default</source>
        <translation>与默认相同</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The idea of the setup, who should try it</source>
        <translation>这个布局的想法，适合谁来尝试</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1: a stack of %2 on %3</source>
        <extracomment>A stack that leaves the board: %1 its colour (&quot;Yellow&quot;), %2 its discs (&quot;3 discs&quot;), %3 its space (&quot;c4&quot;).</extracomment>
        <translation>%1：%3 上的棋堆（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a %2 on %3</source>
        <extracomment>A building that leaves the board: %1 its colour (&quot;Yellow&quot;), %2 the building (&quot;tower&quot;), %3 its space (&quot;c4&quot;).</extracomment>
        <translation>%1：%3 上的%2</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>and %n more</source>
        <extracomment>The end of a list of pieces that leave the board; %n: how many more there are.</extracomment>
        <translation>
            <numerusform>另外还有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewer players</source>
        <translation>减少玩家</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>With %n players, the pieces of the other colours leave the board.</source>
        <extracomment>Asked before the number of players goes down; %n: the players left (2 or 3).</extracomment>
        <translation>
            <numerusform>只有 %n 名玩家时，其他颜色的棋子和建筑将离开棋盘。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n stack(s) or building(s) will be removed:</source>
        <extracomment>Followed by the list of the stacks and buildings; %n: how many (1 or more).</extracomment>
        <translation>
            <numerusform>将移除 %n 个棋堆或建筑：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::GoalPanel</name>
    <message>
        <location filename="../ui/editor/goal_panel.cpp" line="+211"/>
        <source>Has a goal</source>
        <extracomment>Goal panel of the scenario editor: lessons and puzzles are scenarios with a goal for one player.</extracomment>
        <translation>有目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons and puzzles are scenarios with a goal for one player: what to achieve within so many turns.</source>
        <translation>课程和谜题是为一名玩家设有目标的场景：在若干回合内要达成什么。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player:</source>
        <extracomment>Goal panel: whose goal it is.</extracomment>
        <translation>玩家：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal:</source>
        <extracomment>Goal panel: what the player must achieve.</extracomment>
        <translation>目标：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Within turns:</source>
        <extracomment>Goal panel: within how many of the goal player&apos;s turns.</extracomment>
        <translation>回合限制：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Victory points:</source>
        <extracomment>Goal panel, for &quot;Reach victory points&quot;: how many.</extracomment>
        <translation>胜利点：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target:</source>
        <extracomment>Goal panel: whose Emperor to capture, or whom to eliminate.</extracomment>
        <translation>目标对象：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the Emperor free</source>
        <extracomment>Goal panel, for &quot;Survive&quot;: the player&apos;s Emperor must not be captured either.</extracomment>
        <translation>保住皇帝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty:</source>
        <extracomment>Goal panel: how hard the puzzle is.</extracomment>
        <translation>难度：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not graded</source>
        <extracomment>A difficulty: no grade given.</extracomment>
        <translation>未分级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (easiest)</source>
        <extracomment>A difficulty: %1 is 1.</extracomment>
        <translation>%1（最简单）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (hardest)</source>
        <extracomment>A difficulty: %1 is 5.</extracomment>
        <translation>%1（最难）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replies of the other players</source>
        <extracomment>Goal panel: how the players other than the goal&apos;s reply.</extracomment>
        <translation>其他玩家的应着</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each other player plays any defence unless set otherwise: the goal must be met whatever they play.</source>
        <translation>除非另行设定，其他玩家可作任何防守：无论他们怎么下，都必须达成目标。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1:</source>
        <extracomment>Goal panel: how the player of this colour replies; %1 a colour (&quot;Blue&quot;).</extracomment>
        <translation>%1：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any defence</source>
        <extracomment>How an opponent replies: every legal reply counts.</extracomment>
        <translation>任意防守</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer, level %1</source>
        <extracomment>How an opponent replies: the computer player of level %1 (1 to 6) plays it.</extracomment>
        <translation>电脑，%1 级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed replies</source>
        <extracomment>How an opponent replies: actions typed in notation, in order.</extracomment>
        <translation>固定应着</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replies of %1</source>
        <extracomment>Accessible name of the field of an opponent&apos;s replies; %1 a colour (&quot;Blue&quot;).</extracomment>
        <translation>%1的应着</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In notation, in order: e3-d3 d3+1</source>
        <extracomment>Placeholder of the replies field: actions in notation, in the order they are taken.</extracomment>
        <translation>用记谱法按顺序：e3-d3 d3+1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The actions of this player in order, separated by spaces; once they are used up, or the next one is not legal, any defence.</source>
        <translation>此玩家的行动按顺序以空格分隔；用完后或下一步不是合法行动时，改为任意防守。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Texts in:</source>
        <extracomment>Goal panel: which language&apos;s lesson text and hints are edited.</extracomment>
        <translation>文字语言：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default (every language)</source>
        <extracomment>The lesson&apos;s own texts, shown in every language without a translation.</extracomment>
        <translation>默认（所有语言）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson text:</source>
        <extracomment>Goal panel: the text telling the idea the goal teaches.</extracomment>
        <translation>课程文本：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints (one per line):</source>
        <extracomment>Goal panel: hints shown one at a time, typed one per line.</extracomment>
        <translation>提示（每行一条）：</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Not an action on this board: %1. The replies are kept as they were.</source>
        <extracomment>Under the replies field; %1 the words typed that are not actions (&quot;z9-a1&quot;, separated by commas).</extracomment>
        <translation>不是此棋盘上的行动：%1。应着保持不变。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Any opponent</source>
        <extracomment>Goal panel, &quot;Capture an Emperor&quot; without a target: the Emperor of any opponent counts.</extracomment>
        <translation>任一对手</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The idea the goal teaches</source>
        <translation>目标所教的思路</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Same as the default</source>
        <translation>与默认相同</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One hint per line, shown one at a time</source>
        <translation>每行一条提示，一次显示一条</translation>
    </message>
</context>
<context>
    <name>eko::ui::HandOverScreen</name>
    <message>
        <location filename="../ui/window/hand_over_screen.cpp" line="+73"/>
        <source>%1 plays next</source>
        <extracomment>Hand-over screen title; %1 is the player, e.g. &quot;Blue (Bo)&quot;.</extracomment>
        <translation>接下来轮到%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board is hidden so that nobody sees it while the computer changes hands.
Press the button when you are ready.</source>
        <translation>交接电脑期间，棋盘已隐藏，以免被他人看到。
准备好后请按下按钮。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am ready</source>
        <translation>我准备好了</translation>
    </message>
</context>
<context>
    <name>eko::ui::ImageSizeDialog</name>
    <message>
        <location filename="../ui/window/image_size_dialog.cpp" line="+22"/>
        <source>PNG Size</source>
        <extracomment>Title of the dialog that asks how large the exported PNG of the board is.</extracomment>
        <translation>PNG 尺寸</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <extracomment>After the number of pixels of the exported picture&apos;s width.</extracomment>
        <translation> 像素</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Width:</source>
        <extracomment>PNG size dialog: the width of the picture in pixels.</extracomment>
        <translation>宽度(&amp;W)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Height:</source>
        <extracomment>PNG size dialog: the height, which follows from the width and the board&apos;s shape.</extracomment>
        <translation>高度：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The picture of the board keeps its shape; the board&apos;s own size is %1 × %2 pixels.</source>
        <extracomment>PNG size dialog: what the numbers mean.</extracomment>
        <translation>棋盘图片保持原有比例；棋盘本身的大小为 %1 × %2 像素。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 px</source>
        <extracomment>PNG size dialog: the height in pixels.</extracomment>
        <translation>%1 像素</translation>
    </message>
</context>
<context>
    <name>eko::ui::KeyboardWindow</name>
    <message>
        <location filename="../ui/dialogs/keyboard_window.cpp" line="+47"/>
        <source>, </source>
        <extracomment>Between two keys that do the same (&quot;Ctrl+Shift+Z, Ctrl+Y&quot;).</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every action can be played without the mouse: move the ring over the board with the arrow keys and press Enter, or type the action in notation.</source>
        <translation>每个行动都可以不用鼠标完成：用方向键在棋盘上移动焦点环并按 Enter，或以记谱输入行动。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Key</source>
        <translation>按键</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the board</source>
        <extracomment>Section of the keyboard window: keys that work when the board has the focus.</extracomment>
        <translation>在棋盘上</translation>
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
        <translation>将焦点环移到该方向的下一格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move the focus ring to the neighbouring space: W north-west, E north-east, A west, D east, Z south-west, X south-east</source>
        <extracomment>Keyboard window: the six keys around S step along the six sides of a hex.</extracomment>
        <translation>将焦点环移到相邻格：W 西北，E 东北，A 西，D 东，Z 西南，X 东南</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Show the focus ring; then click the space under it (select a stack, move, attack, construct)</source>
        <translation>显示焦点环；再按一次即点击其下的格子（选择棋堆、移动、进攻、建造）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the selected stack down</source>
        <translation>取消选择棋堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in, zoom out</source>
        <translation>放大、缩小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the board to the window</source>
        <translation>使棋盘适应窗口</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+wheel</source>
        <extracomment>Keyboard window: the mouse wheel with Ctrl held zooms.</extracomment>
        <translation>Ctrl+滚轮</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom around the pointer</source>
        <translation>以指针为中心缩放</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Beside the board</source>
        <extracomment>Section of the keyboard window: keys of the panels beside the board.</extracomment>
        <translation>在棋盘旁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go from the board to the notation field and on through the panel</source>
        <translation>从棋盘移到记谱输入框，再依次经过面板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the notation field: play the action typed (or the completion chosen)</source>
        <translation>在记谱输入框中：执行输入的行动（或选中的补全）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the hand-over screen: show the board to the player to move</source>
        <extracomment>Keyboard window: the hand-over screen hides the board between turns; Space presses its button.</extracomment>
        <translation>在交接画面上：向轮到的玩家显示棋盘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alt+underlined letter</source>
        <extracomment>Keyboard window: Alt with the underlined letter of a button or menu.</extracomment>
        <translation>Alt+带下划线的字母</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Press that button or open that menu</source>
        <translation>按下该按钮或打开该菜单</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scenario Editor: %1</source>
        <extracomment>Section of the keyboard window: the commands of one menu of the scenario editor; %1 the menu (&quot;Edit&quot;).</extracomment>
        <translation>场景编辑器：%1</translation>
    </message>
</context>
<context>
    <name>eko::ui::LearnDialog</name>
    <message>
        <location filename="../ui/dialogs/learn_dialog.cpp" line="+31"/>
        <source>Learn to Play</source>
        <extracomment>Title of the window with the list of lessons and puzzles.</extracomment>
        <translation>学习玩法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each lesson shows one idea of the rules on a small board, with a goal to meet. The puzzles are graded from one star (easiest) to five.</source>
        <extracomment>Above the list of lessons and puzzles.</extracomment>
        <translation>每节课程在一个小棋盘上讲解一条规则，并给出一个要达成的目标。谜题按难度分为一星（最简单）到五星。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lesson</source>
        <extracomment>Column headers of the list of lessons and puzzles.</extracomment>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <extracomment>The button that starts the lesson or puzzle chosen in the list.</extracomment>
        <translation>开始(&amp;P)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Lessons</source>
        <extracomment>Section of the Learn to Play list.</extracomment>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Puzzles</source>
        <extracomment>Section of the Learn to Play list.</extracomment>
        <translation>谜题</translation>
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
        <translation>%1，已完成</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>difficulty %1 of 5</source>
        <extracomment>Accessible text of the stars of a lesson or puzzle: %1 of 5 (the hardest).</extracomment>
        <translation>难度 %1/5</translation>
    </message>
</context>
<context>
    <name>eko::ui::LessonPanel</name>
    <message>
        <location filename="../ui/window/lesson_panel.cpp" line="+119"/>
        <source>Puzzle</source>
        <extracomment>Lesson panel&apos;s title for a scenario with a goal that has no name (the player&apos;s own, from the editor).</extracomment>
        <translation>谜题</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Puzzle %1 of %2: %3</source>
        <extracomment>Lesson panel title: %1 the puzzle&apos;s number, %2 how many puzzles there are, %3 its name.</extracomment>
        <translation>谜题 %1/%2：%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson %1 of %2: %3</source>
        <extracomment>Lesson panel title: %1 the lesson&apos;s number, %2 how many lessons there are, %3 its name.</extracomment>
        <translation>课程 %1/%2：%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hint</source>
        <extracomment>Button and menu item in a lesson: shows the next hint.</extracomment>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Try Again</source>
        <extracomment>Button and menu item in a lesson: starts the lesson again from its position.</extracomment>
        <translation>再试一次(&amp;T)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Solved! The goal is met.</source>
        <extracomment>Lesson panel: the goal of the lesson or puzzle is met.</extracomment>
        <translation>成功！目标已达成。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not solved. %1</source>
        <extracomment>Lesson panel: the goal failed; %1 is why, a whole sentence (&quot;Your Emperor was captured.&quot;).</extracomment>
        <translation>未成功。%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+42"/>
        <source>&amp;Next Lesson</source>
        <extracomment>Button and menu item once a lesson is solved: plays the next one.</extracomment>
        <translation>下一课(&amp;N)</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>%1 %2</source>
        <extracomment>Lesson panel: two sentences one after the other, %1 who the person plays, %2 the goal (Chinese: no space).</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The other side replies…</source>
        <extracomment>Lesson panel: the opponents play their replies now.</extracomment>
        <translation>对方正在应对…</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n turn(s) left.</source>
        <extracomment>Lesson panel: the person&apos;s own turns left to meet the goal, the one under way included.</extracomment>
        <translation>
            <numerusform>还剩 %n 回合。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hint %1: %2</source>
        <extracomment>Lesson panel: one hint; %1 its number, %2 the hint&apos;s text.</extracomment>
        <translation>提示 %1：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Next Puzzle</source>
        <extracomment>Button and menu item once a lesson is solved: plays the next one (the first puzzle after the last lesson).</extracomment>
        <translation>下一个谜题(&amp;N)</translation>
    </message>
</context>
<context>
    <name>eko::ui::LessonSession</name>
    <message>
        <location filename="../ui/model/lesson_session.cpp" line="+162"/>
        <source>You play %1.</source>
        <extracomment>Lesson panel: the colour the person plays in a lesson or puzzle; %1 is a colour (&quot;Red&quot;).</extracomment>
        <translation>你执%1。</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Win the game within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle; %n is the number of the player&apos;s own turns.</extracomment>
        <translation>
            <numerusform>在 %n 回合内赢得对局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Win by points within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: win by victory points (not by elimination).</extracomment>
        <translation>
            <numerusform>在 %n 回合内以胜利点获胜。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Capture an opponent&apos;s Emperor within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: attack a stack that holds another player&apos;s Emperor.</extracomment>
        <translation>
            <numerusform>在 %n 回合内俘虏一名对手的皇帝。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Capture the Emperor of %1 within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle; %1 is a player&apos;s colour (&quot;Blue&quot;).</extracomment>
        <translation>
            <numerusform>在 %n 回合内俘虏%1的皇帝。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Build a palace within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: construct a building on a capital.</extracomment>
        <translation>
            <numerusform>在 %n 回合内建造一座宫殿。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Reach %1 VP within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle; %1 is a number of victory points.</extracomment>
        <translation>
            <numerusform>在 %n 回合内达到 %1 胜利点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Put %1 out of the game within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: %1 (a colour, &quot;Yellow&quot;) must have no disc left on the board.</extracomment>
        <translation>
            <numerusform>在 %n 回合内让%1出局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Stay in the game with your Emperor free for %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: still in the game, the own Emperor not captured.</extracomment>
        <translation>
            <numerusform>在 %n 回合内留在对局中，且皇帝不被俘虏。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Stay in the game for %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: still in the game (some disc on the board) after so many turns.</extracomment>
        <translation>
            <numerusform>在 %n 回合内留在对局中。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your turns are over and the goal is not met.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>你的回合已用完，目标未达成。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another player won the game.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>另一名玩家赢得了对局。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ended in a draw.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>对局以平局结束。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You won by elimination, not by points.</source>
        <extracomment>Why a lesson or puzzle is not solved: the goal was to win by points.</extracomment>
        <translation>你是以淘汰获胜，而不是以胜利点获胜。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no disc on the board any more.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>你在棋盘上已经没有棋子了。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your Emperor was captured.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>你的皇帝被俘虏了。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of the game, so that Emperor can no longer be captured.</source>
        <extracomment>Why a lesson or puzzle is not solved; %1 is a player&apos;s colour (&quot;Blue&quot;).</extracomment>
        <translation>%1已出局，无法再俘虏那个皇帝。</translation>
    </message>
</context>
<context>
    <name>eko::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="+478"/>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>新对局(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear the List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>偏好设置(&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit Board to Window</source>
        <translation>棋盘适应窗口(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hand-over Screen Between Turns</source>
        <translation>回合之间显示交接画面(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of Ekö</source>
        <translation>Ekö 规则(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Learn to Play…</source>
        <extracomment>Menu item: opens the list of lessons and puzzles.</extracomment>
        <translation>学习玩法(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson</source>
        <extracomment>Title of the panel beside the board while a lesson or puzzle is played.</extracomment>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Ekö</source>
        <translation>关于 Ekö(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play</source>
        <extracomment>Title of the panel with the action buttons and the notation field.</extracomment>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions played</source>
        <extracomment>Title of the list of the actions played so far in the game.</extracomment>
        <translation>行动记录</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>No recent games</source>
        <translation>没有最近的对局</translation>
    </message>
    <message>
        <location line="-237"/>
        <source>Game &amp;Details…</source>
        <extracomment>Menu item: opens the Game Details dialog (file, players, date saved, seed, scenario).</extracomment>
        <translation>对局详情(&amp;D)…</translation>
    </message>
    <message>
        <location line="-290"/>
        <source>A new branch: the line played before stays in the move list (Branches menu).</source>
        <extracomment>Status line after an action played where another action had been played before (after an undo, or in replay): the old line is kept.</extracomment>
        <translation>新的分支：之前的路线仍留在行动列表中（分支菜单）。</translation>
    </message>
    <message>
        <location line="+309"/>
        <source>Show Space &amp;Names</source>
        <translation>显示格子名称(&amp;N)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keyboard</source>
        <extracomment>Menu item: opens the list of every key (shortcuts and board keys).</extracomment>
        <translation>键盘(&amp;K)</translation>
    </message>
</context>
<context>
    <name>eko::ui::NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="+408"/>
        <source>Choose a Scenario</source>
        <translation>选择场景</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ekö scenarios (*.ekoscn);;All files (*)</source>
        <translation>Ekö 场景 (*.ekoscn);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The file cannot be read.</source>
        <translation>无法读取该文件。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>This scenario starts from an exact position: it sets where every disc stands and who plays first, so the seed changes nothing.</source>
        <translation>此场景从确定的局面开始：每个棋子的位置和先手玩家都已设定，因此种子不会改变任何东西。</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>“%1”: %n player(s), %2 spaces</source>
        <translation>
            <numerusform>“%1”：%n 名玩家，%2 格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This scenario cannot be played:</source>
        <translation>此场景无法进行：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a scenario file (.ekoscn).</source>
        <translation>请选择场景文件（.ekoscn）。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Number of players:</source>
        <translation>玩家人数(&amp;N)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Human</source>
        <extracomment>In the New Game dialog: the seat is played by a person at this computer.</extracomment>
        <translation>人类</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer player %1</source>
        <extracomment>In the New Game dialog: the seat is a computer player; %1 is its level, e.g. &quot;4 — Advanced&quot;.</extracomment>
        <translation>电脑玩家 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays this colour: a person, or the computer at a level from 1 (beginner) to 6 (strongest).</source>
        <extracomment>Tooltip of the Human/Computer choice beside each player&apos;s name.</extracomment>
        <translation>谁执此颜色：人类，或 1 级（入门）到 6 级（最强）的电脑。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who plays %1: a person, or the computer at a level from 1 (beginner) to 6 (strongest).</source>
        <extracomment>Accessible description of the Human/Computer choice of a seat; %1 its colour (&quot;Red&quot;).</extracomment>
        <translation>谁执%1：人类，或 1 级（入门）到 6 级（最强）的电脑。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Standard board for the number of players</source>
        <translation>按玩家人数使用标准棋盘(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setup</source>
        <translation>布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fixed seed:</source>
        <translation>固定种子(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Teaching game: tell me my mistakes</source>
        <extracomment>New Game check box, enabled when a seat is a computer player&apos;s: after each of a person&apos;s actions, the computer tells a mistake at once.</extracomment>
        <translation>教学对局：指出我的失误(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each of your actions, the computer judges it and tells you at once when it was a mistake, with a better action and Take Back.</source>
        <translation>你每走一步行动，电脑都会评判，若是失误会立即告诉你，并给出更好的行动和“收回”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed</source>
        <extracomment>Accessible name of the field where the seed of the setup is typed.</extracomment>
        <translation>种子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario file</source>
        <extracomment>Accessible name of the field where a scenario file&apos;s path is typed.</extracomment>
        <translation>场景文件</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>The seed decides where the discs start and who plays first; the same seed gives the same setup. Without one, the setup is random.</source>
        <translation>种子决定棋子的初始位置和先手玩家；相同的种子产生相同的布局。不设种子时，布局随机。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>S&amp;tart Game</source>
        <translation>开始对局(&amp;T)</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>Other scenario file (below)</source>
        <translation>其他场景文件（见下方）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Standard boards</source>
        <extracomment>Heading in the New Game dialog&apos;s list of scenarios.</extracomment>
        <translation>标准棋盘</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>My scenarios</source>
        <extracomment>Heading in the New Game dialog&apos;s list: scenarios saved in the player&apos;s own scenario folder.</extracomment>
        <translation>我的场景</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recently opened</source>
        <extracomment>Heading in the New Game dialog&apos;s list: scenario files opened recently from other folders.</extracomment>
        <translation>最近打开</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%n player(s))</source>
        <extracomment>A scenario in the New Game dialog&apos;s list: %1 its name, %n its number of players.</extracomment>
        <translation>
            <numerusform>%1（%n 名玩家）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+278"/>
        <source>S&amp;cenario:</source>
        <translation>场景(&amp;C)：</translation>
    </message>
</context>
<context>
    <name>eko::ui::NewScenarioDialog</name>
    <message>
        <location filename="../ui/editor/new_scenario_dialog.cpp" line="+34"/>
        <source>New Scenario</source>
        <translation>新建场景</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players:</source>
        <translation>玩家数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The standard board for these players</source>
        <translation>该玩家人数的标准棋盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A random board with the standard counts</source>
        <translation>数量与标准相同的随机棋盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A blank board of desert spaces</source>
        <translation>全是沙漠格的空白棋盘</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seed: </source>
        <extracomment>The number a random board is made from: the same seed makes the same board.</extracomment>
        <translation>种子：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Symmetric (the same for every player)</source>
        <translation>对称（对每名玩家都一样）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> rings around the centre</source>
        <extracomment>Size of a blank board: how many rings of spaces around the centre.</extracomment>
        <translation> 圈（围绕中心）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start from:</source>
        <translation>初始棋盘：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Place the discs myself (an exact position)</source>
        <translation>自己摆放棋子（指定局面）</translation>
    </message>
</context>
<context>
    <name>eko::ui::PlayPanel</name>
    <message>
        <location filename="../ui/window/play_panel.cpp" line="+44"/>
        <source>&amp;Action in notation:</source>
        <translation>记谱输入(&amp;A)：</translation>
    </message>
</context>
<context>
    <name>eko::ui::PlayersModel</name>
    <message>
        <location filename="../ui/model/players_model.cpp" line="+168"/>
        <source>Level %1</source>
        <extracomment>Players panel, computer player column: the level (1–6) of the computer player of this seat.</extracomment>
        <translation>%1 级</translation>
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
        <translation>%1赢得了对局。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out: no disc on the board.</source>
        <extracomment>%1 is a player; they have no disc on the board any more.</extracomment>
        <translation>%1已出局：棋盘上没有棋子。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is to move.</source>
        <extracomment>%1 is a player (&quot;Red (Ana)&quot;).</extracomment>
        <translation>轮到%1行动。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 on the board.</source>
        <extracomment>%1 is a player, %2 their discs on the board (&quot;5 discs&quot;).</extracomment>
        <translation>%1：棋盘上有 %2。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is the computer, playing the replies the puzzle sets. %2</source>
        <extracomment>Tool tip in the players panel, in a puzzle: %1 is the player (&quot;Blue&quot;), %2 what the player is doing.</extracomment>
        <translation>%1由电脑执行，下出谜题预设的应着。%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is the computer, playing the strongest defence against the goal. %2</source>
        <extracomment>Tool tip in the players panel, in a puzzle: %1 is the player (&quot;Blue&quot;), %2 what the player is doing.</extracomment>
        <translation>%1由电脑执行，针对目标下出最强的防守。%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is a computer player, level %2. %3</source>
        <extracomment>Tool tip in the players panel: %1 is the player (&quot;Blue&quot;), %2 the level with its name (&quot;4 — Advanced&quot;), %3 what the player is doing, e.g. &quot;Blue is to move.&quot;.</extracomment>
        <translation>%1是电脑玩家，级别 %2。%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is played by a person.</source>
        <extracomment>Tool tip in the players panel&apos;s computer player column, for a seat a person plays; %1 is the player (&quot;Blue&quot;).</extracomment>
        <translation>%1由人类玩家操作。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 VP: %2 from buildings, %3 from captive Emperors. %4 VP and a palace win.</source>
        <extracomment>%1 total VP, %2 VP from buildings, %3 VP from captive Emperors, %4 the VP needed to win.</extracomment>
        <translation>共 %1 胜利点：建筑 %2，俘虏的皇帝 %3。达到 %4 胜利点并拥有宫殿即可获胜。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buildings on a capital (palaces): %1. A palace is needed to win by points.</source>
        <extracomment>Tool tip of the palaces column; %1 is the number of palaces.</extracomment>
        <translation>都城上的建筑（宫殿）：%1。以胜利点获胜需要拥有宫殿。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and the Emperor in reserve; the Emperor comes back with the next reinforcement.</source>
        <extracomment>%1 is a number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>预备队中有 %1和皇帝；皇帝将在下次增援时回到棋盘。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 in reserve.</source>
        <extracomment>%1 is a number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>预备队中有 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building supply: %1, %2, %3.</source>
        <extracomment>%1, %2, %3: numbers of villages, towers and castles (&quot;5 villages&quot;).</extracomment>
        <translation>建筑库存：%1、%2、%3。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Holds no captive Emperor.</source>
        <translation>未持有俘虏的皇帝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captive Emperors: %1 (%2 VP each).</source>
        <extracomment>%1 lists the colours of the captive Emperors (&quot;Blue and Green&quot;), %2 their value in VP each.</extracomment>
        <translation>俘虏的皇帝：%1（每个计 %2 胜利点）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 removed from the game by forced marches.</source>
        <extracomment>%1 is a number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>%1因强行军被移出对局。</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The player&apos;s name; the player to move is shown in bold.</source>
        <extracomment>Column header: the player&apos;s name.</extracomment>
        <translation>玩家名称；当前行动的玩家以粗体显示。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player&apos;s colour.</source>
        <extracomment>Column header: the player&apos;s colour.</extracomment>
        <translation>玩家的颜色。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The level of the computer player that plays this colour, 1 to 6; empty for a person.</source>
        <extracomment>Column header: the level of the computer player that plays the seat (empty for a person).</extracomment>
        <translation>操作这一颜色的电脑玩家的级别（1 到 6）；人类玩家操作时为空。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer player</source>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Victory points: buildings on the board, plus %1 per captive Emperor.</source>
        <extracomment>Column header: victory points (GLOSSARY: VP).</extracomment>
        <translation>胜利点：棋盘上的建筑，加上每个俘虏的皇帝 %1 点。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VP</source>
        <translation>胜利点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Palaces: buildings on a capital. A palace is needed to win by points.</source>
        <extracomment>Column header: the player&apos;s buildings on a capital.</extracomment>
        <translation>宫殿：都城上的建筑。以胜利点获胜需要拥有宫殿。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Palaces</source>
        <translation>宫殿</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discs in reserve, brought back onto the board by reinforcement.</source>
        <extracomment>Column header: discs in reserve.</extracomment>
        <translation>预备队中的棋子，可通过增援回到棋盘。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reserve</source>
        <translation>预备队</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building supply: villages / towers / castles not yet built.</source>
        <extracomment>Column header: building supply (villages / towers / castles not yet built).</extracomment>
        <translation>建筑库存：尚未建造的村庄 / 塔楼 / 城堡。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Supply</source>
        <translation>建筑库存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Captive Emperors: enemy Emperors this player holds.</source>
        <extracomment>Column header: captive (enemy) Emperors held by this player.</extracomment>
        <translation>俘虏：该玩家持有的敌方皇帝。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Captives</source>
        <translation>俘虏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discs removed from the game by forced marches.</source>
        <extracomment>Column header: discs removed from the game by forced marches.</extracomment>
        <translation>因强行军而移出对局的棋子。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Removed</source>
        <translation>已移出</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>victory points (%1 and a palace win)</source>
        <extracomment>Legend of the players table: the VP column; %1 is the VP needed to win (12).</extracomment>
        <translation>达到 %1 点并拥有宫殿即获胜</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>Set replies</source>
        <extracomment>Players panel, computer player column, in a puzzle: the computer plays the replies the puzzle&apos;s author set.</extracomment>
        <translation>预设应着</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Best defence</source>
        <extracomment>Players panel, computer player column, in a puzzle: the computer plays the strongest defence against the goal.</extracomment>
        <translation>最佳防守</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>buildings on a capital</source>
        <extracomment>Legend of the players table: the Palaces column.</extracomment>
        <translation>都城上的建筑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discs off the board</source>
        <extracomment>Legend of the players table: the Reserve column.</extracomment>
        <translation>棋盘外的棋子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>villages / towers / castles left to build</source>
        <extracomment>Legend of the players table: the Supply column (three numbers).</extracomment>
        <translation>尚未建造的村庄 / 塔楼 / 城堡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enemy Emperors held</source>
        <extracomment>Legend of the players table: the Captives column.</extracomment>
        <translation>俘虏的敌方皇帝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discs lost to forced marches</source>
        <extracomment>Legend of the players table: the Removed column.</extracomment>
        <translation>因强行军失去的棋子</translation>
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
        <translation>棋盘上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve</source>
        <translation>预备队</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Emperor in reserve</source>
        <translation>皇帝在预备队</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed</source>
        <extracomment>Discs removed from the game by forced marches.</extracomment>
        <translation>已移出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captive Emperors</source>
        <extracomment>The Emperors of other players this player holds.</extracomment>
        <translation>俘虏的皇帝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Villages in supply</source>
        <translation>库存村庄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towers in supply</source>
        <translation>库存塔楼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castles in supply</source>
        <translation>库存城堡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discs in all</source>
        <extracomment>Every disc of the player wherever it is, against the discs per player of the rules.</extracomment>
        <translation>棋子总数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a random setup every disc is placed at the start of the game. Choose &quot;Exact position&quot; as the setup to place stacks and buildings and to set these counts.</source>
        <translation>随机布局时，所有棋子在对局开始时摆放。要放置棋堆和建筑并设定这些数量，请把布局选为“指定局面”。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 holds the Emperor of %2</source>
        <extracomment>Tooltip of a check box: %1 and %2 are player colours (&quot;Red&quot;, &quot;Blue&quot;); %1 holds the Emperor of %2.</extracomment>
        <translation>%1持有%2的皇帝（俘虏）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <extracomment>Accessible name of a box in the editor&apos;s Players panel: %1 the player&apos;s colour (&quot;Red&quot;), %2 the row (&quot;Reserve&quot;).</extracomment>
        <translation>%1：%2</translation>
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
        <translation>偏好设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interface</source>
        <translation>界面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Hide the board between turns (hand-over screen)</source>
        <translation>回合之间隐藏棋盘（交接画面）(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Blind mode (for screen readers)</source>
        <extracomment>Preference for players using a screen reader (e.g. Orca).</extracomment>
        <translation>盲人模式（用于屏幕阅读器）(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The screen reader is told every action, refusal and change of turn in full, and the keyboard focus goes back to the action field after every action.</source>
        <extracomment>Tooltip of the Blind mode preference.</extracomment>
        <translation>屏幕阅读器完整朗读每个行动、每次拒绝和回合变化，每个行动之后键盘焦点回到行动输入框。</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>System language (%1)</source>
        <extracomment>Language choice: follow the operating system&apos;s language; %1 is that language in itself (&quot;English&quot;).</extracomment>
        <translation>系统语言（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was chosen on the command line (--lang) for this session only. A language chosen here is kept for the next start.</source>
        <extracomment>Under the language choice; %1 is the language in use, in itself (&quot;한국어&quot;).</extracomment>
        <translation>本次运行的语言由命令行（--lang）选定：%1。在此选择的语言会保留到下次启动。</translation>
    </message>
</context>
<context>
    <name>eko::ui::ProblemMessage</name>
    <message numerus="yes">
        <location filename="../ui/look/problem_message.cpp" line="+23"/>
        <source>…and %n more problem(s) (see the details).</source>
        <translation>
            <numerusform>……另有 %n 个问题（见详细信息）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::ProblemsPanel</name>
    <message>
        <location filename="../ui/editor/problems_panel.cpp" line="+53"/>
        <source>No problems: this scenario can be saved and played.</source>
        <translation>没有问题：此场景可以保存并开局。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s): the scenario can be saved and played, but check them.</source>
        <translation>
            <numerusform>%n 个警告：场景可以保存并开局，但请检查。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n error(s): fix them before saving or playing.</source>
        <translation>
            <numerusform>%n 个错误：保存或开局前请先修正。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::PuzzleTestDialog</name>
    <message>
        <location filename="../ui/editor/puzzle_test_dialog.cpp" line="+22"/>
        <source>This scenario has no goal: check “Has a goal” in the Goal panel first.</source>
        <translation>此场景没有目标：请先在目标面板中勾选“有目标”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A puzzle needs an exact position: choose “Exact position” under Setup in the Game panel.</source>
        <translation>谜题需要指定局面：请在对局面板的布局中选择“指定局面”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The puzzle cannot be tested while the scenario has errors: %1</source>
        <extracomment>%1: the first error of the scenario, a whole sentence.</extracomment>
        <translation>场景有错误时无法测试谜题：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Test This Puzzle</source>
        <extracomment>Title of the dialog of Scenario ▸ Test This Puzzle.</extracomment>
        <translation>测试此谜题</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Searching</source>
        <extracomment>Accessible name of the busy bar while the solver searches.</extracomment>
        <translation>正在搜索</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solution</source>
        <extracomment>Accessible name of the list of the solution&apos;s actions.</extracomment>
        <translation>解答</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Stopping…</source>
        <extracomment>While the solver stops after Cancel.</extracomment>
        <translation>正在停止…</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Searching every line of play within %n turn(s)…</source>
        <extracomment>While the solver searches; %n: the goal&apos;s turns.</extracomment>
        <translation>
            <numerusform>正在搜索%n回合内的所有走法…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>Solved in %n turn(s).</source>
        <extracomment>Test This Puzzle: the goal can be met whatever the replies; %n: the fewest turns.</extracomment>
        <translation>
            <numerusform>可在%n回合内解出。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The first action %1 is the only one of %n legal first actions that works.</source>
        <extracomment>%1: the first action in notation (&quot;a1xf1&quot;); %n: the legal first actions.</extracomment>
        <translation>
            <numerusform>在%n个合法的第一步行动中，只有%1可行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The first action is not unique: %n first actions work: %1.</source>
        <extracomment>%1: the first actions in notation, separated by commas; %n: how many work.</extracomment>
        <translation>
            <numerusform>第一步行动不唯一：有%n个第一步行动可行：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1. %2 (%3)</source>
        <extracomment>One line of the solution: %1 its number, %2 the action&apos;s sentence, %3 its notation.</extracomment>
        <translation>%1. %2（%3）</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>No solution within %n turn(s): no line of play meets the goal against these replies.</source>
        <extracomment>Test This Puzzle: %n the goal&apos;s turns.</extracomment>
        <translation>
            <numerusform>%n回合内无解：面对这些应着，没有走法能达成目标。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped before an answer was found.</source>
        <translation>在找到答案之前已停止。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 positions searched in %2 s.</source>
        <extracomment>%1: positions searched, %2: seconds (&quot;0.25&quot;).</extracomment>
        <translation>%2秒内搜索了%1个局面。</translation>
    </message>
</context>
<context>
    <name>eko::ui::ReplayMode</name>
    <message>
        <location filename="../ui/window/replay_mode.cpp" line="+243"/>
        <source>%1 per second</source>
        <extracomment>Autoplay speed of the replay; %1 is a number of actions (0.25 to 32).</extracomment>
        <translation>每秒 %1 步</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Replay</source>
        <extracomment>View menu item and toolbar button: step through the game&apos;s actions (Replay mode).</extracomment>
        <translation>回放(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: step through the game&apos;s actions; click again to play on at the end</source>
        <translation>回放：逐步查看对局的每个行动；再次点击则回到最后继续对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;First Action</source>
        <translation>第一个行动(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Turn</source>
        <translation>上一回合(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Action</source>
        <translation>上一个行动(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+95"/>
        <source>&amp;Autoplay</source>
        <extracomment>Replay: the actions follow one another by themselves (Space starts and pauses it).</extracomment>
        <translation>自动播放(&amp;A)</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Next Action</source>
        <translation>下一个行动(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Turn</source>
        <translation>下一回合(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Action</source>
        <translation>最后一个行动(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Action…</source>
        <translation>转到行动(&amp;G)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Back to Play</source>
        <extracomment>Replay: back to playing the game at its last action.</extracomment>
        <translation>返回对局(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue from Here</source>
        <extracomment>Replay: a new game that keeps the actions up to the one shown and is played on from there.</extracomment>
        <translation>从这里继续(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game that keeps the actions up to this one, played on from here; the game replayed stays as it is</source>
        <translation>新开一局，保留到此为止的行动并从这里继续；回放的对局保持不变</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay &amp;Controls</source>
        <translation>回放控制(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jump To</source>
        <extracomment>Replay menu: the submenu that goes to the next or previous attack, construction, palace or Emperor event.</extracomment>
        <translation>跳转到(&amp;J)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Action</source>
        <extracomment>Replay toolbar: label of the box where the number of the action to show is typed.</extracomment>
        <translation>行动(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every action of the game: click or drag to go to one</source>
        <translation>对局中的每一步行动：单击或拖动即可跳到某一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Autoplay speed, in actions per second</source>
        <translation>自动播放速度（每秒行动数）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Victory Points</source>
        <extracomment>Title of the panel with the chart of every player&apos;s victory points over the game.</extracomment>
        <translation>胜利点</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>P&amp;ause</source>
        <extracomment>Replay: pauses the autoplay.</extracomment>
        <translation>暂停(&amp;A)</translation>
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
        <translation>回放：对局开始，尚未进行任何行动（共 %1 个行动）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replay, action %1 of %2.</source>
        <extracomment>Status line while replaying: %1 action number, %2 actions in all.</extracomment>
        <translation>回放，第 %1/%2 个行动。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The start of the game: no action yet.</source>
        <extracomment>Under the move list before the first action of a game.</extracomment>
        <translation>对局开始：尚无行动。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Action %1 of %2: %3</source>
        <extracomment>Under the move list: %1 the action&apos;s number, %2 actions in all, %3 what happened (a sentence).</extracomment>
        <translation>第 %1/%2 个行动：%3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game is over here. Go back to an earlier action to try another one.</source>
        <extracomment>Status line when the board is clicked in replay at the end of the game.</extracomment>
        <translation>对局在此结束。请回到更早的行动，再尝试别的行动。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A new game goes on from action %1 of the game replayed.</source>
        <extracomment>Status line after Continue from Here; %1 is the number of actions kept.</extracomment>
        <translation>新对局从所回放对局的第 %1 个行动之后继续。</translation>
    </message>
</context>
<context>
    <name>eko::ui::RulesWindow</name>
    <message>
        <location filename="../ui/dialogs/rules_window.cpp" line="+43"/>
        <source>The rules page is missing from this build.</source>
        <translation>此版本缺少规则页面。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ekö Rules</source>
        <translation>Ekö 规则</translation>
    </message>
</context>
<context>
    <name>eko::ui::ScenarioDocument</name>
    <message>
        <location filename="../ui/editor/editor_actions.cpp" line="+43"/>
        <location filename="../ui/editor/scenario_document.cpp" line="+88"/>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../ui/editor/scenario_document.cpp" line="-53"/>
        <source>New scenario</source>
        <extracomment>Title of a scenario that has neither a file nor a name yet.</extracomment>
        <translation>新场景</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ekö scenarios (*.ekoscn);;All files (*)</source>
        <translation>Ekö 场景 (*.ekoscn);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot Open Scenario</source>
        <extracomment>%1: a file name.</extracomment>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenario %1 cannot be opened:</source>
        <translation>无法打开场景 %1：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This scenario has problems: they are listed in the Problems panel.</source>
        <translation>此场景有问题：它们列在“问题”面板中。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save Scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+35"/>
        <source>Cannot Save Scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Saved %1.</source>
        <extracomment>%1: a file name.</extracomment>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scenario Editor</source>
        <translation>场景编辑器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the changes to this scenario?</source>
        <translation>保存对此场景的更改吗？</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot Play Scenario</source>
        <translation>无法用此场景开局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The scenario cannot be saved yet: %1</source>
        <extracomment>%1: the first error of the scenario.</extracomment>
        <translation>场景暂时不能保存：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scenario cannot be played yet: %1</source>
        <extracomment>%1: the first error of the scenario.</extracomment>
        <translation>暂时不能用此场景开局：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every problem is listed in the Problems panel.</source>
        <translation>所有问题都列在“问题”面板中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not saved: %1</source>
        <extracomment>Status line; %1: the first error of the scenario.</extracomment>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not started: %1</source>
        <translation>未开始：%1</translation>
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
        <translation>绘制地形</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add space</source>
        <translation>添加格子</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove space</source>
        <translation>移除格子</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place stack</source>
        <translation>放置棋堆</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change stack size</source>
        <translation>改变棋堆大小</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move Emperor</source>
        <translation>移动皇帝</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move stack</source>
        <translation>移动棋堆</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete stack</source>
        <translation>删除棋堆</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place building</source>
        <translation>放置建筑</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete building</source>
        <translation>删除建筑</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change player counts</source>
        <translation>修改玩家的棋子和建筑数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change name and description</source>
        <translation>修改名称和说明</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change number of players</source>
        <translation>修改玩家人数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change setup</source>
        <translation>修改布局方式</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change turn</source>
        <translation>修改回合</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change rules settings</source>
        <translation>修改规则设置</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Change goal</source>
        <extracomment>Undo menu text: &quot;Undo Change goal&quot; (the goal of a puzzle or lesson).</extracomment>
        <translation>更改目标</translation>
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
        <translation>无法通行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stack: %1, %2, Emperor included</source>
        <extracomment>Tooltip: %1 is the player colour, %2 the number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>棋堆：%1，%2（含皇帝）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stack: %1, %2</source>
        <extracomment>Tooltip: %1 is the player colour, %2 the number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>棋堆：%1，%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building: %1 (%2), palace</source>
        <extracomment>Tooltip: %1 is the building, %2 the player colour; on a capital the building is a palace.</extracomment>
        <translation>建筑：%1（%2），宫殿</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building: %1 (%2)</source>
        <extracomment>Tooltip: %1 is the building, %2 the player colour.</extracomment>
        <translation>建筑：%1（%2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Construction site: %1</source>
        <extracomment>Tooltip of an empty construction site: %1 lists the buildings its terrain allows.</extracomment>
        <translation>建筑地块：可建造%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>eko::ui::SpokenAnswers</name>
    <message>
        <location filename="../ui/window/spoken_answers.cpp" line="+24"/>
        <source>; </source>
        <extracomment>Between the items of a list read to a screen reader (&quot;c4, 3 discs; d5, 2 discs&quot;).</extracomment>
        <translation>；</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, %2 with the Emperor</source>
        <extracomment>A stack read to a screen reader: %1 its space (c4), %2 its discs (&quot;3 discs&quot;).</extracomment>
        <translation>%1，%2（含皇帝）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2</source>
        <extracomment>A stack read to a screen reader: %1 its space (c4), %2 its discs (&quot;3 discs&quot;).</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has no stack on the board.</source>
        <extracomment>Answer to &quot;read my stacks&quot;: %1 the player (&quot;Blue (Bo)&quot;).</extracomment>
        <translation>%1在棋盘上没有棋堆。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 has %n stack(s): %2.</source>
        <extracomment>Answer to &quot;read my stacks&quot;: %1 the player (&quot;Blue (Bo)&quot;), %n how many stacks, %2 the list.</extracomment>
        <translation>
            <numerusform>%1有 %n 个棋堆：%2。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+19"/>
        <source>Put the board&apos;s cursor on a space first (the arrow keys on the board).</source>
        <extracomment>Answer of a command about the board&apos;s cursor when the cursor is on no space.</extracomment>
        <translation>请先把棋盘上的光标移到一个格子上（在棋盘上用方向键）。</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+63"/>
        <source>%1: %2</source>
        <extracomment>A neighbouring stack read to a screen reader: %1 the player, %2 the stack (&quot;d5, 2 discs&quot;).
----------
One of the last actions read to a screen reader: %1 its number, %2 its sentence.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>No stack next to %1.</source>
        <extracomment>Answer to &quot;read the stacks next to a space&quot;: %1 the space (c4).</extracomment>
        <translation>%1旁边没有棋堆。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next to %1: %2.</source>
        <extracomment>Answer to &quot;read the stacks next to a space&quot;: %1 the space (c4), %2 the list of stacks.</extracomment>
        <translation>%1旁边：%2。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No legal action from %1.</source>
        <extracomment>Answer to &quot;what can this stack do&quot;: %1 the space (c4).</extracomment>
        <translation>%1没有合法行动。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n legal action(s) from %1: %2.</source>
        <extracomment>Answer to &quot;what can this stack do&quot;: %1 the space (c4), %n how many actions, %2 the list.</extracomment>
        <translation>
            <numerusform>%1有 %n 个合法行动：%2。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 and the Emperor in reserve</source>
        <translation>预备队中有%1和皇帝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in reserve</source>
        <extracomment>The reserve read to a screen reader: %1 its discs (&quot;5 discs&quot;).</extracomment>
        <translation>预备队中有%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 VP, %3</source>
        <extracomment>Answer to &quot;read the score and reserves&quot;, one player: %1 the player, %2 the VP, %3 the reserve.</extracomment>
        <translation>%1 %2 胜利点，%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2 VP and a palace win.</source>
        <extracomment>Answer to &quot;read the score and reserves&quot;: %1 the list of players; %2 the VP needed to win.</extracomment>
        <translation>%1。%2 胜利点加一座宫殿即获胜。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No action played yet.</source>
        <extracomment>Answer to &quot;read the last actions&quot; before the first action.</extracomment>
        <translation>还没有走过任何行动。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1&apos;s Emperor is on %2</source>
        <extracomment>Answer to &quot;where are the Emperors&quot;: %1 the player, %2 the space (c4).</extracomment>
        <translation>%1的皇帝在%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Emperor is the captive of %2</source>
        <extracomment>Answer to &quot;where are the Emperors&quot;: %1 the player, %2 the player holding it captive.</extracomment>
        <translation>%1的皇帝是%2的俘虏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Emperor is in reserve</source>
        <extracomment>Answer to &quot;where are the Emperors&quot;: %1 the player.</extracomment>
        <translation>%1的皇帝在预备队中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Emperor is out of the game</source>
        <extracomment>Answer to &quot;where are the Emperors&quot;: %1 the player (whose Emperor is out of the game).</extracomment>
        <translation>%1的皇帝已离开对局</translation>
    </message>
</context>
<context>
    <name>eko::ui::StackDragPreview</name>
    <message>
        <location filename="../ui/editor/stack_drag_preview.cpp" line="+49"/>
        <source>Off the board: the stack stays where it is.</source>
        <extracomment>Scenario editor, while a stack is dragged beyond the edge of the board.</extracomment>
        <translation>在棋盘之外：棋堆留在原处。</translation>
    </message>
</context>
<context>
    <name>eko::ui::StatusLine</name>
    <message>
        <location filename="../ui/window/status_line.cpp" line="+160"/>
        <source>Status</source>
        <extracomment>Accessible name of the status line (whose turn it is, what to do, the last refusal).</extracomment>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Refused actions:</source>
        <translation>被拒绝的行动：</translation>
    </message>
</context>
<context>
    <name>eko::ui::TeachingControls</name>
    <message>
        <location filename="../ui/window/teaching_controls.cpp" line="+102"/>
        <source>This loses your Emperor: %1 was better.</source>
        <extracomment>Teaching game, told at once after a person&apos;s mistake or blunder that leaves their Emperor to be taken (an opponent can attack its stack next, or it is captive already) where the better action would not: %1 the better action (notation).</extracomment>
        <translation>这样会失去你的皇帝：%1更好。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Blunder: %1 loses %2% for %3. Better: %4 (%5%).</source>
        <extracomment>Teaching game, told at once after a person&apos;s blunder; also the status line when F7 (next mistake) goes to a blunder of a game replayed: %1 the action played (notation), %2 the chance to win it lost in points of percentage, %3 the player (a colour), %4 the better action (notation), %5 the player&apos;s chance after it.</extracomment>
        <translation>大失误：%1 使%3的胜率下降 %2%。更好的行动：%4（%5%）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistake: %1 loses %2% for %3. Better: %4 (%5%).</source>
        <extracomment>Teaching game, told at once after a person&apos;s mistake; also the status line when F7 (next mistake) goes to a mistake of a game replayed: %1 the action played (notation), %2 the chance to win it lost in points of percentage, %3 the player (a colour), %4 the better action (notation), %5 the player&apos;s chance after it.</extracomment>
        <translation>失误：%1 使%3的胜率下降 %2%。更好的行动：%4（%5%）。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No mistake to take back.</source>
        <extracomment>Status line: Take Back (teaching game) when no mistake is told.</extracomment>
        <translation>没有可以收回的失误。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Taken back: play that action again.</source>
        <extracomment>Status line after Take Back in a teaching game: the game is back before the mistake.</extracomment>
        <translation>已收回：请重新走这一步行动。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ta&amp;ke Back</source>
        <extracomment>Game menu and the teaching game&apos;s message bar: undoes the action told as a mistake (and what was played after it).</extracomment>
        <translation>收回(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goes back to just before the mistake told, to play that action again</source>
        <translation>回到所指出的失误之前，重新走这一步行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Teaching Game: Tell Me My Mistakes</source>
        <extracomment>Analyse menu (checkable), also in New Game: after each of a person&apos;s actions against the computer, a mistake is told at once.</extracomment>
        <translation>教学对局：指出我的失误(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>eko::ui::UserScenarios</name>
    <message numerus="yes">
        <location filename="../ui/session/user_scenarios.cpp" line="+117"/>
        <source>Standard board for %n player(s)</source>
        <extracomment>The name of a standard scenario; %n is its number of players.</extracomment>
        <translation>
            <numerusform>%n 人标准棋盘</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::VpChart</name>
    <message>
        <location filename="../ui/replay/vp_chart.cpp" line="+101"/>
        <source>%1 %2 VP</source>
        <extracomment>The VP chart read to a screen reader, one player: %1 the player (&quot;Blue (Bo)&quot;), %2 their VP.</extracomment>
        <translation>%1 %2 胜利点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>action %1 of %2</source>
        <extracomment>The VP chart read to a screen reader, after the players&apos; VP: %1 the action shown, %2 all of them.</extracomment>
        <translation>第 %1 个行动，共 %2 个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <extracomment>Between the parts of the VP chart&apos;s summary (&quot;Red 8 VP, Blue 6 VP, action 59 of 141&quot;).</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. Victory points of every player after every action; click to go to an action.</source>
        <extracomment>Accessible description of the VP chart: %1 its summary (&quot;Red 8 VP, Blue 6 VP, action 59 of 141&quot;).</extracomment>
        <translation>%1。每名玩家在每个行动后的胜利点；点击可跳到该行动。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>palace</source>
        <extracomment>Legend of the VP chart: the filled house marks the moment a player&apos;s first palace stood (GLOSSARY: palace).</extracomment>
        <translation>宫殿</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>palace lost</source>
        <extracomment>Legend of the VP chart: the empty house marks the moment a player held no palace any more.</extracomment>
        <translation>失去宫殿</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>%1 VP to win</source>
        <extracomment>On the VP chart, at the dashed line of the VP a player needs to win (with a palace).</extracomment>
        <translation>获胜需 %1 胜利点</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>At the start</source>
        <extracomment>First line of the VP chart&apos;s tool tip: the position at the start of the game.</extracomment>
        <translation>开局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After action %1</source>
        <translation>第 %1 个行动后</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 VP</source>
        <extracomment>A line of the VP chart&apos;s tool tip; %1 the player, %2 their VP.</extracomment>
        <translation>%1：%2 胜利点</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 now has a palace.</source>
        <translation>%1现在拥有宫殿。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no palace any more.</source>
        <translation>%1已不再拥有宫殿。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>VP chart</source>
        <extracomment>Accessible name of the chart of every player&apos;s VP over the game.</extracomment>
        <translation>胜利点图表</translation>
    </message>
</context>
<context>
    <name>eko::ui::WelcomeDialog</name>
    <message>
        <location filename="../ui/dialogs/welcome_dialog.cpp" line="+81"/>
        <location line="+1"/>
        <source>Welcome to Ekö</source>
        <translation>欢迎来到 Ekö</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The goal</source>
        <extracomment>Heading in the first-start welcome.</extracomment>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>March your stacks of discs across the desert, construct villages, towers and castles, and capture enemy Emperors. %1 VP and a palace (a building on a capital) win; so does being the last player with discs on the board.</source>
        <extracomment>First-start welcome: the goal of the game, in two lines; %1 is the VP needed (12).</extracomment>
        <translation>率领你的棋堆穿越沙漠，建造村庄、塔楼和城堡，俘虏敌方皇帝。拥有 %1 胜利点和一座宫殿（都城上的建筑）即获胜；成为棋盘上最后一个还有棋子的玩家也获胜。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playing</source>
        <extracomment>Heading in the first-start welcome.</extracomment>
        <translation>玩法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click one of your stacks to select it: the board marks where it can go. Click a marked space to move or attack there, or a construction site beside it to construct. The line above the board always says what to do next. The game opens with the Emperor swap: click your Emperor, then one of your discs, or keep it where it is with the button beside the board.</source>
        <extracomment>First-start welcome: how to select and move.</extracomment>
        <translation>点击你的一个棋堆将其选中：棋盘会标出它能去的地方。点击标出的格子即移动或进攻到那里，点击旁边的建筑地块即建造。棋盘上方的提示行随时说明下一步该做什么。对局以皇帝换位开始：点击你的皇帝，再点击你的一枚棋子；或用棋盘旁的按钮让皇帝留在原位。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Help</source>
        <extracomment>Heading in the first-start welcome.</extracomment>
        <translation>帮助</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 opens the rules at any time (Help ▸ Rules of Ekö); Help ▸ Keyboard lists every key.</source>
        <extracomment>First-start welcome: where the rules are; %1 is the key that opens them (F1).</extracomment>
        <translation>随时按 %1 打开规则（帮助 ▸ Ekö 规则）；帮助 ▸ 键盘列出所有按键。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Read the &amp;Rules</source>
        <extracomment>Button of the first-start welcome: opens the rules.</extracomment>
        <translation>阅读规则(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start Playing</source>
        <extracomment>Button of the first-start welcome: closes it.</extracomment>
        <translation>开始对局(&amp;S)</translation>
    </message>
</context>
</TS>
