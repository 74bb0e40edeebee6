<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ComputerLevels</name>
    <message>
        <location filename="../ui/model/computer_levels.cpp" line="+12"/>
        <source>Beginner</source>
        <extracomment>Computer player level 1 of 6: the easiest, makes mistakes people make.</extracomment>
        <translation>入门</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casual</source>
        <extracomment>Computer player level 2 of 6.</extracomment>
        <translation>休闲</translation>
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
        <location line="+5"/>
        <source>%1 — %2</source>
        <extracomment>A computer player&apos;s level in a list: %1 is the number 1–6, %2 its name (e.g. &quot;4 — Advanced&quot;).</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>eko::desktop::CommandLineText</name>
    <message>
        <location filename="../app/desktop/command_line.cpp" line="+20"/>
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
        <location line="+18"/>
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
        <source>eko: --autoplay needs a number from 0 to 100000.</source>
        <translation>eko：--autoplay 需要 0 至 100000 之间的数字。</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Render the end-of-game dialog over the main window to a PNG file and exit. FILE must be a finished game; without FILE, the sample game is played to its end.</source>
        <translation>将主窗口连同对局结束对话框渲染为 PNG 文件后退出。FILE 必须是已结束的对局；未指定 FILE 时，示例对局会一直下到结束。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>eko: --screenshot-end needs a file name.</source>
        <translation>eko：--screenshot-end 需要一个文件名。</translation>
    </message>
</context>
<context>
    <name>eko::desktop::Screenshot</name>
    <message>
        <location filename="../app/desktop/screenshot.cpp" line="+61"/>
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
</context>
<context>
    <name>eko::files</name>
    <message>
        <location filename="../engine/files/file_io.cpp" line="+19"/>
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
        <location line="+13"/>
        <source>cannot save %1: %2</source>
        <extracomment>%1: file name; %2: the system&apos;s reason.</extracomment>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>only part of the file could be written (is the disk full?)</source>
        <translation>文件只写入了一部分（磁盘是否已满？）</translation>
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
        <location line="+38"/>
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
        <translation>按座次，第 %1 位玩家是 %2，不是 %3</translation>
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
        <location filename="../engine/files/position_reader.cpp" line="+199"/>
        <location filename="../engine/files/scenario_reader.cpp" line="+90"/>
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
        <location filename="../engine/files/scenario_file.cpp" line="+29"/>
        <source>this scenario cannot be saved:
%1</source>
        <extracomment>%1: the problems found, one per line.</extracomment>
        <translation>无法保存此场景：
%1</translation>
    </message>
    <message>
        <location filename="../engine/files/scenario_reader.cpp" line="-46"/>
        <source>a position is given only with &quot;setup&quot;: &quot;position&quot;</source>
        <translation>只有在 &quot;setup&quot;: &quot;position&quot; 时才能给出局面</translation>
    </message>
    <message>
        <location line="+64"/>
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
        <location line="-144"/>
        <source>in the Emperor swap, fewer than %1 players have swapped</source>
        <translation>皇帝换位阶段中，已换位的玩家必须少于 %1 名</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>with swapsDone %1 and firstPlayer %2, the Emperor swap is %3&apos;s, not %4&apos;s</source>
        <extracomment>%1: a number of players; %2, %3, %4: colour ids.</extracomment>
        <translation>swapsDone 为 %1、firstPlayer 为 %2 时，应由 %3 进行皇帝换位，而不是 %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 turns without progress: the game would already be drawn (a draw comes at %2)</source>
        <translation>已连续 %1 个回合无进展：对局本应已是平局（达到 %2 个回合即为平局）</translation>
    </message>
    <message>
        <location filename="../engine/files/json_document.cpp" line="-36"/>
        <source>this field is given twice; each field may appear only once</source>
        <translation>此字段出现了两次；每个字段只能出现一次</translation>
    </message>
    <message>
        <location filename="../engine/files/any_file.cpp" line="+24"/>
        <source>must be &quot;%1&quot; (a saved game) or &quot;%2&quot; (a scenario)</source>
        <extracomment>%1, %2: the format names written in files; keep them as they are.</extracomment>
        <translation>必须是 &quot;%1&quot;（存档）或 &quot;%2&quot;（场景）</translation>
    </message>
    <message>
        <location filename="../engine/files/game_file.cpp" line="+22"/>
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
        <location line="+37"/>
        <source>cannot save %1: the file could not be loaded again:
%2</source>
        <extracomment>%1: file name; %2: the problems found, one per line.</extracomment>
        <translation>无法保存 %1：保存后的文件将无法再次读取：
%2</translation>
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
        <location line="+8"/>
        <source>%1 (%2)</source>
        <extracomment>A player: %1 colour (e.g. &quot;Red&quot;), %2 the player&apos;s name.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../engine/core/source_texts.cpp" line="+131"/>
        <source>Illegal action.</source>
        <extracomment>Fallback for a refusal the interface has no text for.</extracomment>
        <translation>该行动不合法。</translation>
    </message>
    <message>
        <location line="-98"/>
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
        <source>Stacks stand only on desert; %1 is %2.</source>
        <extracomment>%1 is a space, %2 its terrain (&quot;chasm&quot;, &quot;oasis&quot;, ...).</extracomment>
        <translation>棋堆只能位于沙漠上；%1 是%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No path of empty desert spaces leads from %1 to %2.</source>
        <translation>从 %1 到 %2 没有由空沙漠格组成的路径。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regrouping %1 with %2 would make %3; a stack holds at most %4.</source>
        <extracomment>%1, %2 and %3 are disc counts (&quot;2 discs&quot;), %4 the stack limit (a number).</extracomment>
        <translation>将 %1 与 %2 集结会得到 %3；一个棋堆最多 %4 枚。</translation>
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
        <location line="+3"/>
        <source>The target stack has %1; yours has %2 with your Emperor.</source>
        <extracomment>%1 is a disc count (&quot;3 discs&quot;), %2 a number of discs.</extracomment>
        <translation>目标棋堆有 %1；你的棋堆有 %2 枚（含皇帝）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target stack has %1; yours has %2 and no Emperor.</source>
        <extracomment>%1 is a disc count (&quot;3 discs&quot;), %2 a number of discs.</extracomment>
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
        <source>A %1 may not be built on %2 (%3).</source>
        <extracomment>%1 is a building (&quot;tower&quot;), %2 a terrain (&quot;oasis&quot;), %3 the space.</extracomment>
        <translation>%2（%3）上不能建造%1。</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+14"/>
        <source>the scenario cannot be played</source>
        <extracomment>Fallback for a scenario problem the interface has no text for.</extracomment>
        <translation>该场景无法进行</translation>
    </message>
    <message>
        <location filename="../engine/text/explain.cpp" line="+71"/>
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
        <translation>由 %5 上的棋堆支付，将%1在 %3 上的%2替换为%4</translation>
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
        <translation>强行军（预备队中的 %1 移出对局）</translation>
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
        <location filename="../engine/core/source_texts.cpp" line="-108"/>
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
        <translation>一款供 2 至 4 名玩家对战的策略棋盘游戏：率领你的棋堆穿越沙漠，建起村庄、塔楼和城堡，俘获皇帝，并拥有一座宫殿。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at one computer, passing it between turns; every action can be undone, and the game in progress is saved after every action.</source>
        <translation>在同一台电脑上对战，每个回合之间交接电脑；每个行动都可以撤销，进行中的对局会在每个行动后自动保存。</translation>
    </message>
    <message>
        <location line="+2"/>
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
    <message numerus="yes">
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Play from the keyboard: type an action in notation and press Enter. The legal actions are offered as you type.</source>
        <translation>用键盘操作：以记谱输入行动，然后按 Enter。输入时会提示合法行动。</translation>
    </message>
</context>
<context>
    <name>eko::ui::Autosave</name>
    <message>
        <location filename="../ui/session/autosave.cpp" line="+87"/>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>eko::ui::BoardView</name>
    <message>
        <location filename="../ui/board/board_view.cpp" line="+59"/>
        <source>Board</source>
        <extracomment>Accessible name of the board view.</extracomment>
        <translation>棋盘</translation>
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
        <location line="+21"/>
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
    <name>eko::ui::ComputerPlay</name>
    <message>
        <location filename="../ui/window/computer_play.cpp" line="+78"/>
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
        <location line="+24"/>
        <source>%1, a computer player at level %2, waits until the undone actions are redone.</source>
        <extracomment>Status line: a computer player is to move, but actions were undone; it plays once they are redone to the end (Edit ▸ Redo). %1 is the player (&quot;Blue (Ana)&quot;), %2 the level (1–6).</extracomment>
        <translation>%1（电脑玩家，%2 级）会等到撤销的行动重做完毕后再行动。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Looking for a hint…</source>
        <extracomment>Status line while the strongest computer level works out a hint.</extracomment>
        <translation>正在寻找提示…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, a computer player at level %2, is thinking…</source>
        <extracomment>Status line while a computer player chooses: %1 is the player (&quot;Blue (Ana)&quot;), %2 the level (1–6).</extracomment>
        <translation>%1（电脑玩家，%2 级）正在思考…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Please wait: %1 is a computer player and is choosing an action.</source>
        <extracomment>Status line when a person clicks the board while a computer player is to move.</extracomment>
        <translation>请稍候：%1 是电脑玩家，正在选择行动。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Hint: %1</source>
        <extracomment>Status line: the hint; %1 is the suggested action as a sentence (&quot;Move b3 to c4&quot;).</extracomment>
        <translation>提示：%1</translation>
    </message>
</context>
<context>
    <name>eko::ui::EndOfGameDialog</name>
    <message>
        <location filename="../ui/dialogs/end_of_game_dialog.cpp" line="+92"/>
        <source>Game Over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+2"/>
        <source>Buildings</source>
        <extracomment>Column: victory points from buildings.</extracomment>
        <translation>建筑</translation>
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
    <name>eko::ui::GameDetailsDialog</name>
    <message>
        <location filename="../ui/dialogs/game_details_dialog.cpp" line="+108"/>
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
        <location line="+5"/>
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
</context>
<context>
    <name>eko::ui::GameDocument</name>
    <message>
        <location filename="../ui/window/game_document.cpp" line="+44"/>
        <source>New game</source>
        <extracomment>Window title of a game not saved to a file yet.</extracomment>
        <translation>新对局</translation>
    </message>
    <message>
        <location line="+93"/>
        <location line="+39"/>
        <source>Open Game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>The game “%1” cannot be opened.</source>
        <translation>无法打开对局“%1”。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The file cannot be read.</source>
        <translation>无法读取该文件。</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>…and %n more problem(s) (see the details).</source>
        <translation>
            <numerusform>……另有 %n 个问题（见详细信息）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>game</source>
        <extracomment>Suggested file name of a new saved game (keep it short, no folder).</extracomment>
        <translation>对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Game As</source>
        <translation>对局另存为</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save Game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot be saved to “%1”.</source>
        <translation>无法将对局保存到“%1”。</translation>
    </message>
    <message>
        <location line="+19"/>
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
        <location line="+27"/>
        <source>The game could not be autosaved: %1</source>
        <translation>对局无法自动保存：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ekö games (*.eko);;All files (*)</source>
        <translation>Ekö 存档 (*.eko);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="-197"/>
        <source>A game was interrupted, but its autosave cannot be read. The file is kept as “%1”.</source>
        <extracomment>%1 is the full path of the autosave file, kept for the player.</extracomment>
        <translation>有一局对局被中断，但其自动保存文件无法读取。该文件已保留为“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Interrupted Game</source>
        <translation>中断的对局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume the interrupted game?</source>
        <translation>要恢复中断的对局吗？</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The program ended while a game was in progress: %n action(s) played, players %1.</source>
        <translation>
            <numerusform>程序在对局进行中退出：已进行 %n 个行动，玩家为 %1。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location filename="../ui/model/game_model.cpp" line="+168"/>
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
        <translation>%1：增援阶段：用最多 %2 增援你的一个棋堆。</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>There is no game in progress.</source>
        <extracomment>Refusal of an action when no game is open.</extracomment>
        <translation>当前没有进行中的对局。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&quot;%1&quot; is not an action in notation (for example c4-e5, c4xe5, T@d3/c4, march, c4+2).</source>
        <extracomment>Refusal of typed text; %1 is what was typed. Keep the examples in notation as they are.</extracomment>
        <translation>“%1”不是有效的行动记谱（例如 c4-e5、c4xe5、T@d3/c4、march、c4+2）。</translation>
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
    <name>eko::ui::KeyboardWindow</name>
    <message>
        <location filename="../ui/dialogs/keyboard_window.cpp" line="+47"/>
        <source>, </source>
        <extracomment>Between two keys that do the same (&quot;Ctrl+Shift+Z, Ctrl+Y&quot;).</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+78"/>
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
        <location line="+22"/>
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
</context>
<context>
    <name>eko::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="+303"/>
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
        <location line="+4"/>
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
        <location line="+1"/>
        <source>Show &amp;Space Names</source>
        <translation>显示格子名称(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+3"/>
        <source>&amp;About Ekö</source>
        <translation>关于 Ekö(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+161"/>
        <source>No recent games</source>
        <translation>没有最近的对局</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>Game &amp;Details…</source>
        <extracomment>Menu item: opens the Game Details dialog (file, players, date saved, seed, scenario).</extracomment>
        <translation>对局详情(&amp;D)…</translation>
    </message>
    <message numerus="yes">
        <location line="-186"/>
        <source>%n undone action(s) discarded; Undo brings them back.</source>
        <extracomment>Status line after an action played where undone actions could have been redone.</extracomment>
        <translation>
            <numerusform>已丢弃 %n 个撤销的行动；再撤销一次即可找回。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+205"/>
        <source>&amp;Keyboard</source>
        <extracomment>Menu item: opens the list of every key (shortcuts and board keys).</extracomment>
        <translation>键盘(&amp;K)</translation>
    </message>
</context>
<context>
    <name>eko::ui::MoveListModel</name>
    <message>
        <location filename="../ui/model/move_list_model.cpp" line="+124"/>
        <source>%1. %2</source>
        <extracomment>An entry of the move list: %1 is the turn number, %2 the action in notation (&quot;12. c4xe5&quot;).</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (undone: redo plays it again)</source>
        <extracomment>Tool tip of an undone action in the move list; %1 describes the action.</extracomment>
        <translation>%1（已撤销：重做可再次执行）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Actions</source>
        <extracomment>Header of the list of every action of the game (moves, attacks, constructions, ...).</extracomment>
        <translation>行动</translation>
    </message>
</context>
<context>
    <name>eko::ui::NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="+262"/>
        <source>Choose a Scenario</source>
        <translation>选择场景</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ekö scenarios (*.ekoscn);;All files (*)</source>
        <translation>Ekö 场景 (*.ekoscn);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The file cannot be read.</source>
        <translation>无法读取该文件。</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>“%1”: %n player(s), %2 spaces</source>
        <translation>
            <numerusform>“%1”：%n 名玩家，%2 格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+3"/>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Standard board for the number of players</source>
        <translation>按玩家人数使用标准棋盘(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;cenario file:</source>
        <translation>场景文件(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seed decides where the discs start and who plays first; the same seed gives the same setup. Without one, the setup is random.</source>
        <translation>种子决定棋子的初始位置和先手玩家；相同的种子产生相同的布局。不设种子时，布局随机。</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>S&amp;tart Game</source>
        <translation>开始对局(&amp;T)</translation>
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
    <name>eko::ui::PlayerNames</name>
    <message>
        <location filename="../ui/session/player_names.cpp" line="+11"/>
        <source>Player %1</source>
        <extracomment>Default name of a player in a new game; %1 is the seat number 1-4.</extracomment>
        <translation>玩家 %1</translation>
    </message>
</context>
<context>
    <name>eko::ui::PlayersModel</name>
    <message>
        <location filename="../ui/model/players_model.cpp" line="+118"/>
        <source>%1 + Emperor</source>
        <extracomment>Reserve column when the Emperor is in the reserve; %1 is the number of other discs.</extracomment>
        <translation>%1 + 皇帝</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 / %2 / %3</source>
        <extracomment>Building supply column: villages / towers / castles not yet built.</extracomment>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <location line="+33"/>
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
        <location line="+3"/>
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
        <translation>预备队中有 %1 和皇帝；皇帝将在下次增援时回到棋盘。</translation>
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
        <translation>%1 因强行军被移出对局。</translation>
    </message>
    <message>
        <location line="+84"/>
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
        <location line="-48"/>
        <source>victory points (%1 and a palace win)</source>
        <extracomment>Legend of the players table: the VP column; %1 is the VP needed to win (12).</extracomment>
        <translation>达到 %1 点并拥有宫殿即获胜</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <translation>俘获的敌方皇帝</translation>
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
    <name>eko::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/dialogs/preferences_dialog.cpp" line="+109"/>
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
        <location line="-8"/>
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
    <name>eko::ui::StatusLine</name>
    <message>
        <location filename="../ui/window/status_line.cpp" line="+133"/>
        <source>Refused actions:</source>
        <translation>被拒绝的行动：</translation>
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
        <translation>率领你的棋堆穿越沙漠，建造村庄、塔楼和城堡，俘获敌方皇帝。拥有 %1 胜利点和一座宫殿（都城上的建筑）即获胜；成为棋盘上最后一个还有棋子的玩家也获胜。</translation>
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
