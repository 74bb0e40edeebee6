<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>ComputerLevels</name>
    <message>
        <location filename="../ui/model/computer_levels.cpp" line="+13"/>
        <source>Beginner</source>
        <extracomment>Computer player level 1 of 6: the easiest, makes mistakes people make.</extracomment>
        <translation>Iniciante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Casual</source>
        <extracomment>Computer player level 2 of 6.</extracomment>
        <translation>Básico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Intermediate</source>
        <extracomment>Computer player level 3 of 6.</extracomment>
        <translation>Intermediário</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced</source>
        <extracomment>Computer player level 4 of 6.</extracomment>
        <translation>Avançado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <extracomment>Computer player level 5 of 6.</extracomment>
        <translation>Especialista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strongest</source>
        <extracomment>Computer player level 6 of 6: the strongest, thinks up to 5 seconds.</extracomment>
        <translation>Máximo</translation>
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
        <translation>Deslocar à esquerda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scroll Right</source>
        <translation>Deslocar à direita</translation>
    </message>
</context>
<context>
    <name>eko::desktop::CommandLineText</name>
    <message>
        <location filename="../app/desktop/desktop_command_line.cpp" line="+21"/>
        <source>Ekö, the strategy board game for 2 to 4 players.</source>
        <translation>Ekö, o jogo de tabuleiro de estratégia para 2 a 4 jogadores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved game (.eko) to open.</source>
        <translation>Um jogo salvo (.eko) para abrir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Interface language: en, ko, pt or zh_CN (default: the saved preference, else the system&apos;s language).</source>
        <translation>Idioma da interface: en, ko, pt ou zh_CN (padrão: a preferência salva ou, se não houver, o idioma do sistema).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the main window to a PNG file and exit. Without FILE, a sample 3-player game is shown.</source>
        <translation>Salva a janela principal em um arquivo PNG e sai. Sem FILE, mostra uma partida de exemplo com 3 jogadores.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the end-of-game dialog over the main window to a PNG file and exit. FILE must be a finished game; without FILE, the sample game is played to its end.</source>
        <translation>Desenha o diálogo de fim de partida sobre a janela principal em um arquivo PNG e sai. FILE deve ser uma partida terminada; sem FILE, a partida de exemplo é jogada até o fim.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Write the board of the game FILE, with the art of the screen, to a PNG or SVG file (by its extension) and exit.</source>
        <translation>Grava o tabuleiro da partida FILE, com a arte da tela, num arquivo PNG ou SVG (pela extensão) e sai.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --export-image: the position after the first K actions (0 = the start; default: all).</source>
        <translation>Com --export-image: a posição após as primeiras K ações (0 = o início; padrão: todas).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --export-image to a PNG: its width in pixels, %1 to %2 (the height follows the board; default: the board&apos;s own size).</source>
        <translation>Com --export-image para um PNG: sua largura em pixels, de %1 a %2 (a altura acompanha o tabuleiro; padrão: o tamanho próprio do tabuleiro).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Print the time from start to the first painted window (milliseconds, on stderr) and exit.</source>
        <translation>Mostra o tempo desde o início até a primeira janela desenhada (em milissegundos, no stderr) e sai.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume an interrupted game without asking.</source>
        <translation>Retoma uma partida interrompida sem perguntar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For testing: play N random legal actions after start, print a line on stdout, and keep running.</source>
        <translation>Para testes: joga N ações válidas aleatórias após o início, escreve uma linha no stdout e continua em execução.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>eko: only one file can be opened.</source>
        <translation>eko: só é possível abrir um arquivo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>eko: unknown language “%1”; use en, ko, pt or zh_CN.</source>
        <translation>eko: idioma desconhecido “%1”; use en, ko, pt ou zh_CN.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>eko: --screenshot needs a file name.</source>
        <translation>eko: --screenshot precisa de um nome de arquivo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>eko: --screenshot-end needs a file name.</source>
        <translation>eko: --screenshot-end precisa de um nome de arquivo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>eko: --export-image needs a file name ending in .png or .svg.</source>
        <translation>eko: --export-image precisa de um nome de arquivo terminado em .png ou .svg.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>eko: --export-image needs a game file: eko --export-image OUT.png GAME.</source>
        <translation>eko: --export-image precisa de um arquivo de partida: eko --export-image OUT.png GAME.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>eko: --at needs a number of actions, 0 or more.</source>
        <translation>eko: --at precisa de um número de ações, 0 ou mais.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>eko: --at goes with --export-image.</source>
        <translation>eko: --at só vale com --export-image.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>eko: --width goes with --export-image to a .png file and needs a number of pixels from %1 to %2.</source>
        <translation>eko: --width acompanha --export-image para um arquivo .png e precisa de um número de pixels de %1 a %2.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>eko: --autoplay needs a number from 0 to 100000.</source>
        <translation>eko: --autoplay precisa de um número de 0 a 100000.</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Render the scenario editor to a PNG file and exit. FILE may be a scenario (.ekoscn); without it, a sample position is shown.</source>
        <translation>Desenha o editor de cenários num arquivo PNG e sai. FILE pode ser um cenário (.ekoscn); sem ele, mostra uma posição de exemplo.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>eko: --screenshot-editor needs a file name.</source>
        <translation>eko: --screenshot-editor precisa de um nome de arquivo.</translation>
    </message>
</context>
<context>
    <name>eko::desktop::Screenshot</name>
    <message>
        <location filename="../app/desktop/screenshot.cpp" line="+72"/>
        <source>eko: cannot write the image %1.</source>
        <translation>eko: não foi possível gravar a imagem %1.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>eko: the game “%1” has not ended; --screenshot-end needs a finished game.</source>
        <translation>eko: a partida “%1” não terminou; --screenshot-end precisa de uma partida terminada.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>eko: no sample game came to an end.</source>
        <translation>eko: nenhuma partida de exemplo chegou ao fim.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>eko: cannot open the game “%1”: %2</source>
        <translation>eko: não foi possível abrir a partida “%1”: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>eko: --at %1, but the game “%2” ends after action %3.</source>
        <translation>eko: --at %1, mas a partida “%2” termina após a ação %3.</translation>
    </message>
</context>
<context>
    <name>eko::files</name>
    <message>
        <location filename="../engine/files/file_io.cpp" line="+20"/>
        <source>%1 is a folder, not a file</source>
        <translation>%1 é uma pasta, não um arquivo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot open %1: %2</source>
        <extracomment>%1: file name; %2: the system&apos;s reason.</extracomment>
        <translation>não foi possível abrir %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/files/json_document.cpp" line="+68"/>
        <source>the file is larger than %1 MiB</source>
        <translation>o arquivo tem mais de %1 MiB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read %1: %2</source>
        <translation>não foi possível ler %1: %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>only part of the file was written</source>
        <extracomment>The system&apos;s reason when saving stopped early (in &quot;Cannot save … (the system says: %2)&quot;).</extracomment>
        <translation>só parte do arquivo foi gravada</translation>
    </message>
    <message>
        <location filename="../engine/files/game_reader.cpp" line="+24"/>
        <source>the game is not over</source>
        <translation>a partida não terminou</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins by points</source>
        <extracomment>%1: a colour name such as &quot;red&quot;, translated.</extracomment>
        <translation>%1 vence por pontos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by elimination</source>
        <translation>%1 vence por eliminação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a draw (no disc left on the board)</source>
        <translation>empate (nenhum disco restante no tabuleiro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw (no progress)</source>
        <translation>empate (sem progresso)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the file says %1, but replaying the actions gives %2</source>
        <extracomment>%1, %2: results in words, e.g. &quot;red wins by points&quot;.</extracomment>
        <translation>o arquivo diz %1, mas reproduzir as ações resulta em %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not a date and time such as &quot;2024-05-01T18:30:00Z&quot;</source>
        <translation>&quot;%1&quot; não é uma data e hora como &quot;2024-05-01T18:30:00Z&quot;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not a whole number from 0 to 18446744073709551615 written in decimal digits</source>
        <translation>&quot;%1&quot; não é um número inteiro de 0 a 18446744073709551615 escrito em algarismos decimais</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the scenario is for %1 players, but this list has %2 entries</source>
        <translation>o cenário é para %1 jogadores, mas esta lista tem %2 entradas</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>player %1 in seat order is %2, not %3</source>
        <extracomment>%1: a position in the list (0, 1...); %2, %3: colour ids.</extracomment>
        <translation>o jogador %1 na ordem dos lugares é %2, não %3</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>a draw has no winner</source>
        <translation>um empate não tem vencedor</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>has %1 actions; on a board of %2 spaces at most %3 can be loaded</source>
        <translation>tem %1 ações; num tabuleiro de %2 casas, é possível carregar no máximo %3</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>action %1 &quot;%2&quot; is not an action in Ekö notation on this board</source>
        <extracomment>%1: the action&apos;s number (from 1); %2: its text in the file.</extracomment>
        <translation>a ação %1 &quot;%2&quot; não é uma ação na notação do Ekö neste tabuleiro</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>action %1 &quot;%2&quot; is not legal: %3</source>
        <extracomment>%1: the action&apos;s number (from 1); %2: its text; %3: the rules&apos; reason (a sentence).</extracomment>
        <translation>a ação %1 &quot;%2&quot; não é válida: %3</translation>
    </message>
    <message>
        <location filename="../engine/files/json_document.cpp" line="-42"/>
        <source>line %1, column %2</source>
        <translation>linha %1, coluna %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the text is not valid UTF-8</source>
        <translation>o texto não é UTF-8 válido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the text ends too early; is the file truncated?</source>
        <translation>o texto termina cedo demais; o arquivo está truncado?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number is not valid or too large</source>
        <translation>um número é inválido ou grande demais</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the data is nested too deeply</source>
        <translation>os dados estão aninhados em níveis demais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the data is too large</source>
        <translation>os dados são grandes demais</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this is not valid JSON (%1)</source>
        <extracomment>%1: the JSON parser&apos;s own description of the error, in English.</extracomment>
        <translation>isto não é JSON válido (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a saved game</source>
        <translation>um jogo salvo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a scenario</source>
        <translation>um cenário</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is empty</source>
        <translation>o arquivo está vazio</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the file must hold one JSON object { … }, not a list</source>
        <translation>o arquivo deve conter um objeto JSON { … }, não uma lista</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>this file is %1, not %2</source>
        <extracomment>%1: what the file is (&quot;a saved game&quot;); %2: what was expected (&quot;a scenario&quot;).</extracomment>
        <translation>este arquivo é %1, não %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown format &quot;%1&quot;; expected &quot;%2&quot;</source>
        <translation>formato desconhecido &quot;%1&quot;; esperava-se &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/files/json_reader.cpp" line="+132"/>
        <location filename="../engine/files/position_reader.cpp" line="+176"/>
        <location filename="../engine/files/scenario_reader.cpp" line="+148"/>
        <source>this field is missing</source>
        <translation>este campo está faltando</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file has format version %1, written by a newer version of Ekö; this program reads versions up to %2</source>
        <translation>o arquivo tem a versão de formato %1, gravada por uma versão mais nova do Ekö; este programa lê versões até a %2</translation>
    </message>
    <message>
        <location filename="../engine/files/json_reader.cpp" line="-104"/>
        <source>the text &quot;%1&quot;</source>
        <extracomment>Describes a text value found in a file; %1 is the text (shortened).</extracomment>
        <translation>o texto &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+29"/>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+19"/>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>must be %1, not %2</source>
        <extracomment>%1: what a field must hold (&quot;a list&quot;, &quot;text&quot;...); %2: what the file has instead.</extracomment>
        <translation>deve ser %1, não %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>has %1 entries; at most %2 are allowed</source>
        <translation>tem %1 entradas; o máximo permitido é %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation>tem %1 caracteres; o máximo permitido é %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a whole number from %1 to %2</source>
        <extracomment>A whole number in a range, e.g. &quot;a whole number from 1 to 4&quot;.</extracomment>
        <translation>um número inteiro de %1 a %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>one of %1</source>
        <extracomment>%1: the allowed words in quotes, separated by commas.</extracomment>
        <translation>um destes: %1</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>unknown field</source>
        <translation>campo desconhecido</translation>
    </message>
    <message>
        <location filename="../engine/files/scenario_reader.cpp" line="-90"/>
        <source>a position is given only with &quot;setup&quot;: &quot;position&quot;</source>
        <translation>uma posição só pode ser informada com &quot;setup&quot;: &quot;position&quot;</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>the board has no spaces</source>
        <translation>o tabuleiro não tem casas</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>q %1, r %2 is already the space at %3</source>
        <translation>q %1, r %2 já é a casa definida em %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this space is named &quot;%1&quot; on this board, not &quot;%2&quot;</source>
        <translation>esta casa se chama &quot;%1&quot; neste tabuleiro, não &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../engine/files/position_reader.cpp" line="-79"/>
        <source>there is no space &quot;%1&quot; on this board</source>
        <translation>não há casa &quot;%1&quot; neste tabuleiro</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 already holds the stack at %2</source>
        <translation>%1 já tem a pilha definida em %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 already holds the building at %2</source>
        <translation>%1 já tem o edifício definido em %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is listed twice</source>
        <translation>%1 aparece duas vezes na lista</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not a player of this game; the players are %1</source>
        <translation>não é jogador desta partida; os jogadores são %1</translation>
    </message>
    <message>
        <location filename="../engine/files/json_document.cpp" line="-36"/>
        <source>this field is given twice; each field may appear only once</source>
        <translation>este campo aparece duas vezes; cada campo só pode aparecer uma vez</translation>
    </message>
    <message>
        <location filename="../engine/files/any_file.cpp" line="+29"/>
        <source>must be &quot;%1&quot; (a saved game) or &quot;%2&quot; (a scenario)</source>
        <extracomment>%1, %2: the format names written in files; keep them as they are.</extracomment>
        <translation>deve ser &quot;%1&quot; (um jogo salvo) ou &quot;%2&quot; (um cenário)</translation>
    </message>
    <message>
        <location filename="../engine/files/game_file.cpp" line="+23"/>
        <source>the file would be larger than %1 MiB</source>
        <translation>o arquivo teria mais de %1 MiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more actions than a game file holds</source>
        <translation>a partida tem mais ações do que um arquivo de jogo salvo comporta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a player&apos;s name is longer than %1 characters</source>
        <extracomment>%1: the most characters a player&apos;s name may have in a file (200).</extracomment>
        <translation>o nome de um jogador tem mais de %1 caracteres</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Cannot save “%1”: %2.</source>
        <extracomment>Saving refused before writing; %1 the file name, %2 why the file would not load (clauses joined by &quot;; &quot;, e.g. &quot;a player&apos;s name is longer than 200 characters&quot;).</extracomment>
        <translation>Não é possível salvar “%1”: %2.</translation>
    </message>
    <message>
        <location filename="../engine/files/scenario_reader.cpp" line="-103"/>
        <source>unknown language &quot;%1&quot;; expected one of %2</source>
        <extracomment>%1: a language code from the file (&quot;fr&quot;); %2: the codes allowed (&quot;en&quot;, &quot;ko&quot;, &quot;pt&quot;, &quot;zh_CN&quot;).</extracomment>
        <translation>idioma desconhecido &quot;%1&quot;; esperava-se um de %2</translation>
    </message>
    <message>
        <location filename="../engine/files/save_error.cpp" line="+46"/>
        <source>Cannot save “%1”: it is a folder.</source>
        <extracomment>Saving failed; %1 is the full path the user chose, which is a folder.</extracomment>
        <translation>Não é possível salvar “%1”: é uma pasta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save “%1”: “%2” is a file, not a folder.</source>
        <extracomment>Saving failed; %1 the file name, %2 a file standing in the path where a folder should be.</extracomment>
        <translation>Não é possível salvar “%1”: “%2” é um arquivo, não uma pasta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1”: the folder “%2” does not exist.</source>
        <extracomment>Saving failed; %1 the file name, %2 the full path of the folder it was to go into.</extracomment>
        <translation>Não é possível salvar “%1”: a pasta “%2” não existe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot save “%1”: the folder “%2” is on a read-only disk.</source>
        <extracomment>Saving failed; %1 the file name, %2 the folder, on a disk (file system) that cannot be written.</extracomment>
        <translation>Não é possível salvar “%1”: a pasta “%2” está num disco somente leitura.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot save “%1”: you have no permission to write in the folder “%2”.</source>
        <extracomment>Saving failed; %1 the file name, %2 the folder.</extracomment>
        <translation>Não é possível salvar “%1”: você não tem permissão para gravar na pasta “%2”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot save “%1”: the file is read-only.</source>
        <extracomment>Saving failed; %1 the full path of an existing file that may not be changed.</extracomment>
        <translation>Não é possível salvar “%1”: o arquivo é somente leitura.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save “%1”: the disk is full.</source>
        <extracomment>Saving failed; %1 the full path of the file.</extracomment>
        <translation>Não é possível salvar “%1”: o disco está cheio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save “%1” (the system says: %2).</source>
        <extracomment>Saving failed for a reason the program cannot name; %1 the full path, %2 the system&apos;s words.</extracomment>
        <translation>Não é possível salvar “%1” (o sistema diz: %2).</translation>
    </message>
    <message>
        <location filename="../engine/files/scenario_file.cpp" line="+28"/>
        <source>Cannot save “%1”, as it would not load again: %2.</source>
        <extracomment>Saving refused before writing; %1 the file name, %2 the problems the file would be refused for when read back, joined by &quot;; &quot;.</extracomment>
        <translation>Não é possível salvar “%1”, pois ele não abriria de novo: %2.</translation>
    </message>
</context>
<context>
    <name>eko::files::GoalReader</name>
    <message>
        <location filename="../engine/files/goal_reader.cpp" line="+60"/>
        <source>points are given to the goal &quot;reachPoints&quot; alone</source>
        <translation>pontos (points) são dados apenas ao objetivo &quot;reachPoints&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the target must be another player than the goal&apos;s</source>
        <translation>o alvo deve ser outro jogador que não o do objetivo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a target is given to the goals &quot;eliminate&quot; and &quot;captureEmperor&quot; alone</source>
        <translation>um alvo (target) é dado apenas aos objetivos &quot;eliminate&quot; e &quot;captureEmperor&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keepEmperor is given to the goal &quot;survive&quot; alone</source>
        <translation>keepEmperor é dado apenas ao objetivo &quot;survive&quot;</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&quot;%1&quot; is no seat of this game; expected one of %2</source>
        <extracomment>%1: a colour from the file; %2: the colours of the game&apos;s seats (&quot;red, blue&quot;).</extracomment>
        <translation>&quot;%1&quot; não é um lugar desta partida; esperava-se um de %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this is the goal&apos;s own player, who has no opponent&apos;s replies</source>
        <translation>este é o próprio jogador do objetivo, que não tem respostas de adversário</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a level is given to a computer opponent alone</source>
        <translation>um nível é dado apenas a um adversário computador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>replies are given to an opponent of kind &quot;replies&quot; alone</source>
        <translation>respostas (replies) são dadas apenas a um adversário do tipo &quot;replies&quot;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;%1&quot; is not an action on this board</source>
        <extracomment>%1: the text from the file.</extracomment>
        <translation>&quot;%1&quot; não é uma ação neste tabuleiro</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a hint may not be empty</source>
        <translation>uma dica não pode ficar vazia</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unknown language &quot;%1&quot;; expected one of %2</source>
        <translation>idioma desconhecido &quot;%1&quot;; esperava-se um de %2</translation>
    </message>
</context>
<context>
    <name>eko::text::ActionSentence</name>
    <message>
        <location filename="../engine/text/action_sentence.cpp" line="+23"/>
        <source>a village</source>
        <extracomment>A new building in a sentence (&quot;Blue builds a village on e3&quot;); keep the article your language needs.</extracomment>
        <translation>uma aldeia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tower</source>
        <extracomment>A new building in a sentence (&quot;Blue builds a tower on e3&quot;).</extracomment>
        <translation>uma torre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a castle</source>
        <extracomment>A new building in a sentence (&quot;Blue builds a castle on e3&quot;).</extracomment>
        <translation>um castelo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the village</source>
        <extracomment>A building already standing, in a sentence (&quot;Blue upgrades the village on e3 to a tower&quot;).</extracomment>
        <translation>a aldeia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tower</source>
        <extracomment>A building already standing, in a sentence (&quot;Blue upgrades the tower on e3 to a castle&quot;).</extracomment>
        <translation>a torre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the castle</source>
        <extracomment>A building already standing, in a sentence (&quot;Red replaces the castle on e3, which was Blue&apos;s, ...&quot;).</extracomment>
        <translation>o castelo</translation>
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
        <translation>%1 troca seu Imperador em %2 com seu disco em %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 declines the Emperor swap</source>
        <extracomment>Record: the player keeps their Emperor in place at setup (GLOSSARY: Emperor swap). No final period.</extracomment>
        <translation>%1 recusa a troca do Imperador</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 makes a forced march, which costs no disc in this game</source>
        <extracomment>Record of a forced march in a scenario where it costs no disc; %1 the player. No final period.</extracomment>
        <translation>%1 faz uma marcha forçada, que nesta partida não custa nenhum disco</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 makes a forced march and removes %n disc(s) of their reserve from the game</source>
        <extracomment>Record of a forced march; %1 the player, %n the discs removed (1 or more). No final period.</extracomment>
        <translation>
            <numerusform>%1 faz uma marcha forçada e retira da partida %n disco da sua reserva</numerusform>
            <numerusform>%1 faz uma marcha forçada e retira da partida %n discos da sua reserva</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 ends the turn without a forced march (no reinforcement is possible)</source>
        <extracomment>Record: the player declines the forced march when no reinforcement is possible. No final period.</extracomment>
        <translation>%1 encerra o turno sem marcha forçada (nenhum reforço é possível)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 passes (no legal action)</source>
        <extracomment>Record: the player has no legal action (GLOSSARY: pass). No final period.</extracomment>
        <translation>%1 passa (nenhuma ação válida)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 regroups the stack on %2 with their stack on %3, which now has %4</source>
        <extracomment>Record of a regroup; %1 the player, %2 and %3 spaces, %4 the discs of the stack now (&quot;4 discs&quot;). No final period.</extracomment>
        <translation>%1 reagrupa a pilha em %2 com sua pilha em %3, que agora tem %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves the stack on %2 to %3</source>
        <extracomment>Record of a simple move; %1 the player, %2 and %3 spaces. No final period.</extracomment>
        <translation>%1 move a pilha em %2 para %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 attacks %2 from %3</source>
        <extracomment>Record of an attack; %1 the player, %2 the target space, %3 the attacker&apos;s. No final period.</extracomment>
        <translation>%1 ataca %2 com a pilha de %3</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 makes a kamikaze attack on %2 from %3 and captures %4&apos;s Emperor; %4&apos;s %n other disc(s) and the attacking disc go back to their reserves, and %2 is left empty</source>
        <extracomment>Record of a kamikaze that captures an Emperor; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1 faz um ataque kamikaze em %2 com o disco de %3 e captura o Imperador de %4; %n outro disco de %4 e o disco atacante voltam às suas reservas, e %2 fica vazio</numerusform>
            <numerusform>%1 faz um ataque kamikaze em %2 com o disco de %3 e captura o Imperador de %4; %n outros discos de %4 e o disco atacante voltam às suas reservas, e %2 fica vazio</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 makes a kamikaze attack on %2 from %3; %4&apos;s %n disc(s) and the attacking disc go back to their reserves, and %2 is left empty</source>
        <extracomment>Record of a kamikaze; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1 faz um ataque kamikaze em %2 com o disco de %3; %n disco de %4 e o disco atacante voltam às suas reservas, e %2 fica vazio</numerusform>
            <numerusform>%1 faz um ataque kamikaze em %2 com o disco de %3; %n discos de %4 e o disco atacante voltam às suas reservas, e %2 fica vazio</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 attacks %2 from %3 and captures %4&apos;s Emperor</source>
        <extracomment>Record of an attack on a lone Emperor; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>%1 ataca %2 com a pilha de %3 e captura o Imperador de %4</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 attacks %2 from %3, captures %4&apos;s Emperor and sends %n other disc(s) back to their reserve</source>
        <extracomment>Record of an attack that captures an Emperor; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1 ataca %2 com a pilha de %3, captura o Imperador de %4 e manda %n outro disco de volta à reserva</numerusform>
            <numerusform>%1 ataca %2 com a pilha de %3, captura o Imperador de %4 e manda %n outros discos de volta à reserva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 attacks %2 from %3 and sends %4&apos;s %n disc(s) back to their reserve</source>
        <extracomment>Record of an attack; %1 the attacker, %2 the target space, %3 the attacker&apos;s space, %4 the player attacked. No final period.</extracomment>
        <translation>
            <numerusform>%1 ataca %2 com a pilha de %3 e manda %n disco de %4 de volta à reserva</numerusform>
            <numerusform>%1 ataca %2 com a pilha de %3 e manda %n discos de %4 de volta à reserva</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 builds %2 on the capital %3, a palace, paid by the stack on %4</source>
        <extracomment>Record of a construction on a capital (a building there is a palace, GLOSSARY); %1 the player, %2 the building (&quot;a castle&quot;), %3 the site, %4 the space of the stack that pays. No final period.</extracomment>
        <translation>%1 constrói %2 como palácio na capital %3, com o custo pago pela pilha em %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 builds %2 on %3, paid by the stack on %4</source>
        <extracomment>Record of a construction; %1 the player, %2 the building (&quot;a village&quot;), %3 the site, %4 the space of the stack that pays. No final period.</extracomment>
        <translation>%1 constrói %2 em %3, com o custo pago pela pilha em %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 upgrades %2 on %3 to %4, paid by the stack on %5</source>
        <extracomment>Record of an upgrade; %1 the player, %2 their building now (&quot;the village&quot;), %3 the site, %4 the new building (&quot;a tower&quot;), %5 the space of the stack that pays. No final period.</extracomment>
        <translation>%1 melhora %2 em %3 (agora %4), com o custo pago pela pilha em %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 replaces %2 on %3, which was %4&apos;s, with %5, paid by the stack on %6</source>
        <extracomment>Record of replacing an opponent&apos;s building; %1 the player, %2 the old building (&quot;the village&quot;), %3 the site, %4 its owner, %5 the new building (&quot;a tower&quot;), %6 the space of the stack that pays. No final period.</extracomment>
        <translation>%1 substitui %2 em %3, que era de %4, por %5, com o custo pago pela pilha em %6</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 reinforces the stack on %2 with %n disc(s) from their reserve</source>
        <extracomment>Record of a reinforcement; %1 the player, %2 the space. No final period.</extracomment>
        <translation>
            <numerusform>%1 reforça a pilha em %2 com %n disco da sua reserva</numerusform>
            <numerusform>%1 reforça a pilha em %2 com %n discos da sua reserva</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 brings their Emperor back from the reserve onto the stack on %2</source>
        <extracomment>Record of a reinforcement of the Emperor alone; %1 the player, %2 the space. No final period.</extracomment>
        <translation>%1 traz seu Imperador de volta da reserva para a pilha em %2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 reinforces the stack on %2 with %n disc(s) from their reserve, their Emperor among them</source>
        <extracomment>Record of a reinforcement that brings the Emperor back; %1 the player, %2 the space. No final period.</extracomment>
        <translation>
            <numerusform>%1 reforça a pilha em %2 com %n disco da sua reserva, o seu Imperador</numerusform>
            <numerusform>%1 reforça a pilha em %2 com %n discos da sua reserva, entre eles o seu Imperador</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 %2 VP</source>
        <extracomment>A player&apos;s victory points after an action, e.g. &quot;Blue 9 VP&quot; (GLOSSARY: victory points); %1 the player, %2 the number.</extracomment>
        <translation>%1 %2 PV</translation>
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
        <translation>%1 e %2 fazem a permuta dos Imperadores cativos; cada um volta à reserva do dono.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no disc left on the board and is out.</source>
        <extracomment>Record: a player lost their last disc on the board (GLOSSARY: elimination); %1 the player.</extracomment>
        <translation>%1 não tem mais discos no tabuleiro e está eliminado.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>swap %1 %2</source>
        <extracomment>Notation of the Emperor swap as the move list shows it (&quot;swap c4 e5&quot;; files keep &quot;swap&quot;); %1 the Emperor&apos;s space, %2 the other disc&apos;s. Short.</extracomment>
        <translation>troca %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>noswap</source>
        <extracomment>Notation of declining the Emperor swap as the move list shows it (files keep &quot;noswap&quot;). Short.</extracomment>
        <translation>sem troca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>march</source>
        <extracomment>Notation of the forced march as the move list shows it (files keep &quot;march&quot;). Short.</extracomment>
        <translation>marcha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>end</source>
        <extracomment>Notation of declining the forced march as the move list shows it (files keep &quot;end&quot;). Short.</extracomment>
        <translation>fim</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <extracomment>Notation of a pass as the move list shows it (files keep &quot;pass&quot;). Short.</extracomment>
        <translation>passar</translation>
    </message>
</context>
<context>
    <name>eko::text::Explain</name>
    <message>
        <location filename="../engine/text/explain.cpp" line="+43"/>
        <source>0 discs</source>
        <extracomment>No disc, e.g. in &quot;Reserve: 0 discs&quot;. Its own text because Qt gives some languages&apos; zero the singular form (Brazilian Portuguese: &quot;0 discos&quot;, not &quot;0 disco&quot;).</extracomment>
        <translation>0 discos</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n disc(s)</source>
        <extracomment>A number of discs (the game pieces), e.g. &quot;1 disc&quot;, &quot;3 discs&quot;.</extracomment>
        <translation>
            <numerusform>%n disco</numerusform>
            <numerusform>%n discos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>0 villages</source>
        <extracomment>No village, e.g. in &quot;Building supply: 0 villages, 1 tower, 0 castles&quot; (zero has its own text, as for discs).</extracomment>
        <translation>0 aldeias</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 towers</source>
        <extracomment>No tower, e.g. in &quot;Building supply: 0 villages, 0 towers, 1 castle&quot;.</extracomment>
        <translation>0 torres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 castles</source>
        <extracomment>No castle, e.g. in &quot;Building supply: 2 villages, 1 tower, 0 castles&quot;.</extracomment>
        <translation>0 castelos</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n village(s)</source>
        <extracomment>A number of villages, e.g. &quot;1 village&quot;, &quot;5 villages&quot;.</extracomment>
        <translation>
            <numerusform>%n aldeia</numerusform>
            <numerusform>%n aldeias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n tower(s)</source>
        <extracomment>A number of towers, e.g. &quot;1 tower&quot;, &quot;3 towers&quot;.</extracomment>
        <translation>
            <numerusform>%n torre</numerusform>
            <numerusform>%n torres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n castle(s)</source>
        <extracomment>A number of castles, e.g. &quot;1 castle&quot;, &quot;3 castles&quot;.</extracomment>
        <translation>
            <numerusform>%n castelo</numerusform>
            <numerusform>%n castelos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>desert</source>
        <extracomment>Terrain of a space, inside a sentence (lower case where the language allows).</extracomment>
        <translation>deserto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chasm</source>
        <extracomment>Terrain: impassable space.</extracomment>
        <translation>abismo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>oasis</source>
        <extracomment>Terrain: construction site for a village.</extracomment>
        <translation>oásis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reg</source>
        <extracomment>Terrain: stony plain, a construction site for a village or tower (GLOSSARY: reg).</extracomment>
        <translation>reg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mesa</source>
        <extracomment>Terrain: table mountain, a construction site for a tower or castle.</extracomment>
        <translation>mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capital</source>
        <extracomment>Terrain: construction site for any building; a building on it is a palace.</extracomment>
        <translation>capital</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>village</source>
        <extracomment>Building (1 VP), inside a sentence.</extracomment>
        <translation>aldeia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tower</source>
        <extracomment>Building (2 VP), inside a sentence.</extracomment>
        <translation>torre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castle</source>
        <extracomment>Building (3 VP), inside a sentence.</extracomment>
        <translation>castelo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>red</source>
        <extracomment>Player colour inside a sentence, e.g. &quot;the stack on c4 is red&apos;s&quot;.</extracomment>
        <translation>vermelho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>blue</source>
        <extracomment>Player colour inside a sentence.</extracomment>
        <translation>azul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yellow</source>
        <extracomment>Player colour inside a sentence.</extracomment>
        <translation>amarelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>green</source>
        <extracomment>Player colour inside a sentence.</extracomment>
        <translation>verde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nobody</source>
        <extracomment>Owner of something that belongs to no player.</extracomment>
        <translation>ninguém</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Red</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation>Vermelho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yellow</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation>Amarelo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green</source>
        <extracomment>Player colour as a label or at the start of a sentence.</extracomment>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody</source>
        <extracomment>Owner of something that belongs to no player, as a label.</extracomment>
        <translation>Ninguém</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1</source>
        <extracomment>Default name of a player in a new game; %1 is the seat number 1-4.</extracomment>
        <translation>Jogador %1</translation>
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
        <translation>Ação inválida.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That space is not on the board.</source>
        <translation>Essa casa não está no tabuleiro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Emperor swap comes first: swap your Emperor with one of your discs, or decline.</source>
        <translation>Primeiro vem a troca do Imperador: troque seu Imperador com um dos seus discos ou recuse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Emperor swap is over.</source>
        <translation>A troca do Imperador já terminou.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your action is over: a forced march or the reinforcement phase comes next.</source>
        <translation>Sua ação terminou: agora vem uma marcha forçada ou a fase de reforços.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your Emperor is not on %1.</source>
        <extracomment>%1 is a space name such as c4.</extracomment>
        <translation>Seu Imperador não está em %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds no other disc of yours to swap with your Emperor.</source>
        <extracomment>%1 is a space name such as c4.</extracomment>
        <translation>Em %1 não há outro disco seu para trocar com o seu Imperador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no stack on %1.</source>
        <translation>Não há pilha em %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The stack on %1 is %2&apos;s, not yours.</source>
        <extracomment>%1 is a space, %2 the owner&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>A pilha em %1 é do %2, não sua.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stack must leave its space: %1 is where it stands.</source>
        <translation>A pilha precisa sair da sua casa: ela já está em %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+243"/>
        <source>Stacks stand only on desert; %1 is %2.</source>
        <extracomment>%1 is a space, %2 its terrain (&quot;chasm&quot;, &quot;oasis&quot;, ...).</extracomment>
        <translation>Pilhas só ficam no deserto; o terreno de %1 é %2.</translation>
    </message>
    <message>
        <location line="-241"/>
        <source>No path of empty desert spaces leads from %1 to %2.</source>
        <translation>Nenhum caminho de casas de deserto vazias leva de %1 a %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regrouping %1 with %2 would make %3; a stack holds at most %4.</source>
        <extracomment>%1, %2 and %3 are disc counts (&quot;2 discs&quot;), %4 the stack limit (a number).</extracomment>
        <translation>Reagrupar %1 com %2 daria %3; uma pilha comporta no máximo %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may not attack your own stack on %1.</source>
        <translation>Você não pode atacar sua própria pilha em %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no stack to attack on %1.</source>
        <translation>Não há pilha para atacar em %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The target stack has %1; yours has %2 and no Emperor.</source>
        <extracomment>A refused attack on a stack of the same size, which only a stack with its Emperor may attack; %1 is a disc count (&quot;3 discs&quot;), %2 the same number.</extracomment>
        <translation>A pilha atacada tem %1; a sua tem %2, sem Imperador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is %2, not a construction site.</source>
        <extracomment>%1 is a space, %2 its terrain.</extracomment>
        <translation>%1 (%2) não é um local de construção.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+226"/>
        <source>A %1 may not be built on %2 (%3).</source>
        <extracomment>%1 is a building (&quot;tower&quot;), %2 a terrain (&quot;oasis&quot;), %3 the space.</extracomment>
        <translation>Em %3 (%2) não se pode construir: %1.</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Your building supply holds no %1.</source>
        <extracomment>%1 is a building (&quot;castle&quot;).</extracomment>
        <translation>Seu estoque de edifícios está sem %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your stack on %1 is not next to %2.</source>
        <extracomment>%1 is the space of the paying stack, %2 the construction site.</extracomment>
        <translation>Sua pilha em %1 não está ao lado de %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A %1 costs %2; the stack on %3 can sacrifice only %4 (the Emperor is never sacrificed).</source>
        <extracomment>%1 is a building, %2 its cost (&quot;2 discs&quot;), %3 a space, %4 a number of discs.</extracomment>
        <translation>Construir %1 custa %2; a pilha em %3 só pode sacrificar %4 (o Imperador nunca é sacrificado).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your %1 on %2 can only be replaced by a building of higher value, not a %3.</source>
        <extracomment>%1 is your building, %2 the space, %3 the building you tried to construct.</extracomment>
        <translation>Seu edifício em %2 (%1) só pode ser substituído por um de valor maior (não por: %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 on %3 can only be replaced by a building of at least the same value, not a %4.</source>
        <extracomment>%1 is the owner&apos;s colour in lower case (&quot;blue&quot;), %2 their building, %3 the space, %4 the building you tried to construct.</extracomment>
        <translation>O edifício do %1 em %3 (%2) só pode ser substituído por um de valor igual ou maior (não por: %4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A forced march may only follow your turn&apos;s first action.</source>
        <translation>A marcha forçada só pode vir após a primeira ação do seu turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one forced march is allowed per turn.</source>
        <translation>Só é permitida uma marcha forçada por turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A forced march costs %1 from your reserve (not the Emperor); you have %2.</source>
        <extracomment>%1 is the cost (&quot;3 discs&quot;), %2 the number of discs in your reserve.</extracomment>
        <translation>A marcha forçada custa %1 da sua reserva (sem contar o Imperador); você tem %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinforcement comes after your action.</source>
        <translation>O reforço vem depois da sua ação.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinforce with %1 to %2, not %3.</source>
        <extracomment>%1 is the smallest number of discs, %2 the largest (&quot;3 discs&quot;), %3 the number asked for.</extracomment>
        <translation>Reforce com %1 a %2, não %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your reserve holds %1, fewer than %2.</source>
        <extracomment>%1 is the discs in your reserve (&quot;2 discs&quot;), %2 the number asked for.</extracomment>
        <translation>Sua reserva tem %1, menos que %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stack on %1 is next to an opponent&apos;s building on %2 and may not be reinforced.</source>
        <extracomment>%1 is your stack&apos;s space, %2 the space of the opponent&apos;s building.</extracomment>
        <translation>A pilha em %1 está ao lado de um edifício adversário em %2 e não pode ser reforçada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The stack on %1 has %2; adding %3 would exceed %4.</source>
        <extracomment>%1 is a space, %2 the stack&apos;s size (&quot;3 discs&quot;), %3 the discs to add, %4 the stack limit.</extracomment>
        <translation>A pilha em %1 tem %2; acrescentar %3 passaria de %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;end&quot; only declines a forced march when no reinforcement is possible.</source>
        <extracomment>&quot;end&quot; is the notation word for declining the forced march; keep it as it is.</extracomment>
        <translation>&quot;end&quot; só recusa a marcha forçada quando nenhum reforço é possível.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A reinforcement is possible, so it must be made.</source>
        <translation>Um reforço é possível, então ele é obrigatório.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have a legal action, so you may not pass.</source>
        <translation>Você tem uma ação válida, então não pode passar.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>players must be 2, 3 or 4, not %1</source>
        <extracomment>Scenario problem; %1 is the number of players the file asks for.</extracomment>
        <translation>o número de jogadores deve ser 2, 3 ou 4, não %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discs per player must be from 1 to 1000</source>
        <extracomment>Scenario problem about the rules settings.</extracomment>
        <translation>o número de discos por jogador deve ser de 1 a 1000</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the stack limit must be from 2 to 100</source>
        <extracomment>Scenario problem about the rules settings.</extracomment>
        <translation>o limite da pilha deve ser de 2 a 100</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reinforcement needs 1 &lt;= minimum &lt;= maximum</source>
        <extracomment>Scenario problem: the smallest and largest reinforcement (numbers of discs) are out of order.</extracomment>
        <translation>o reforço exige 1 &lt;= mínimo &lt;= máximo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the reinforcement maximum must be at most 100</source>
        <extracomment>Scenario problem: the largest reinforcement (a number of discs) is too large.</extracomment>
        <translation>o máximo de reforço deve ser no máximo 100</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the forced march cost must be from 0 to 1000</source>
        <extracomment>Scenario problem: the cost of a forced march (in discs) is out of range.</extracomment>
        <translation>o custo da marcha forçada deve ser de 0 a 1000</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the VP to win must be from 1 to 10000</source>
        <extracomment>Scenario problem: the victory points needed to win are out of range.</extracomment>
        <translation>os PV para vencer devem ser de 1 a 10000</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rounds without progress before a draw must be from 1 to 100000</source>
        <extracomment>Scenario problem: the number of rounds without attack, construction or forced march that ends the game in a draw is out of range.</extracomment>
        <translation>o número de rodadas sem progresso antes do empate deve ser de 1 a 100000</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the village supply must be from 0 to 1000</source>
        <extracomment>Scenario problem: the building supply setting for villages is out of range.</extracomment>
        <translation>o estoque de aldeias deve ser de 0 a 1000</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tower supply must be from 0 to 1000</source>
        <extracomment>Scenario problem: the building supply setting for towers is out of range.</extracomment>
        <translation>o estoque de torres deve ser de 0 a 1000</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the castle supply must be from 0 to 1000</source>
        <extracomment>Scenario problem: the building supply setting for castles is out of range.</extracomment>
        <translation>o estoque de castelos deve ser de 0 a 1000</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board has no spaces</source>
        <extracomment>Scenario problem.</extracomment>
        <translation>o tabuleiro não tem casas</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n disc(s) do not fit on %1 desert spaces</source>
        <extracomment>Scenario problem (random setup): %n is the number of discs to place, %1 the number of desert spaces.</extracomment>
        <translation>
            <numerusform>%n disco não cabe em %1 casas de deserto</numerusform>
            <numerusform>%n discos não cabem em %1 casas de deserto</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position is for another number of players</source>
        <extracomment>Scenario problem: the starting position has another number of players than the scenario.</extracomment>
        <translation>a posição é para outro número de jogadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the stack on %1 belongs to no player of this game</source>
        <extracomment>Scenario problem; %1 is a space such as c4.</extracomment>
        <translation>a pilha em %1 não pertence a nenhum jogador desta partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the stack on %1 stands on %2; stacks stand only on desert</source>
        <extracomment>Scenario problem; %1 is a space, %2 its terrain (&quot;oasis&quot;, &quot;chasm&quot;, ...).</extracomment>
        <translation>a pilha em %1 está em %2; pilhas só ficam no deserto</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the stack on %1 has %n disc(s); the stack limit is %2</source>
        <extracomment>Scenario problem; %1 is a space, %n the stack&apos;s number of discs, %2 the stack limit (a number).</extracomment>
        <translation>
            <numerusform>a pilha em %1 tem %n disco; o limite da pilha é %2</numerusform>
            <numerusform>a pilha em %1 tem %n discos; o limite da pilha é %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the building on %1 belongs to no player of this game</source>
        <extracomment>Scenario problem; %1 is a space such as c4.</extracomment>
        <translation>o edifício em %1 não pertence a nenhum jogador desta partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 may not stand on %2 (%3)</source>
        <extracomment>Scenario problem; %1 is a building (&quot;tower&quot;), %2 a terrain (&quot;oasis&quot;), %3 the space.</extracomment>
        <translation>em %3 (%2) não pode haver: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 has %n Emperor(s); every player has exactly one</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;), %n their number of Emperors.</extracomment>
        <translation>
            <numerusform>Imperadores do %1: %n; cada jogador tem exatamente um</numerusform>
            <numerusform>Imperadores do %1: %n; cada jogador tem exatamente um</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds their own Emperor captive</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>o %1 mantém o próprio Imperador como cativo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds the Emperor of a player who is not in this game</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>o %1 mantém como cativo o Imperador de um jogador que não está nesta partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has a negative reserve or removed count</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case. &quot;removed&quot;: discs that have left the game.</extracomment>
        <translation>o %1 tem uma reserva ou um número de discos removidos negativo</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 has %n disc(s) in all; the settings give %2</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %n their discs counted everywhere (board, reserve, captive, removed), %2 the discs per player of the settings.</extracomment>
        <translation>
            <numerusform>discos do %1 ao todo: %n; as configurações dão %2</numerusform>
            <numerusform>discos do %1 ao todo: %n; as configurações dão %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s villages in supply and on the board add up to %2; the settings give %3</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %2 the villages in their building supply and on the board, %3 the villages the settings give each player.</extracomment>
        <translation>as aldeias do %1 no estoque e no tabuleiro somam %2; as configurações dão %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s towers in supply and on the board add up to %2; the settings give %3</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %2 the towers in their building supply and on the board, %3 the towers the settings give each player.</extracomment>
        <translation>as torres do %1 no estoque e no tabuleiro somam %2; as configurações dão %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s castles in supply and on the board add up to %2; the settings give %3</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case, %2 the castles in their building supply and on the board, %3 the castles the settings give each player.</extracomment>
        <translation>os castelos do %1 no estoque e no tabuleiro somam %2; as configurações dão %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a scenario cannot start with the game over</source>
        <extracomment>Scenario problem: the starting position is a finished game.</extracomment>
        <translation>um cenário não pode começar com a partida já terminada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player to move is not in this game</source>
        <extracomment>Scenario problem about the starting position.</extracomment>
        <translation>o jogador da vez não está nesta partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player to move has no disc on the board</source>
        <extracomment>Scenario problem about the starting position.</extracomment>
        <translation>o jogador da vez não tem disco no tabuleiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at least two players need discs on the board</source>
        <extracomment>Scenario problem about the starting position.</extracomment>
        <translation>pelo menos dois jogadores precisam ter discos no tabuleiro</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>in the Emperor swap, fewer than %1 players have swapped</source>
        <extracomment>Scenario problem; %1 is the number of players. The position is in the Emperor swap, but every player has swapped already.</extracomment>
        <translation>na troca do Imperador, menos de %1 jogadores podem ter feito a troca</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 moves first, so after %n swap(s) the Emperor swap is %2&apos;s, not %3&apos;s</source>
        <extracomment>Scenario problem; %1 is the first player&apos;s colour in lower case (&quot;blue&quot;), %n the swaps done (players who have swapped or declined), %2 the colour whose Emperor swap it is, %3 the colour given as to move.</extracomment>
        <translation>
            <numerusform>%1 joga primeiro e as trocas já feitas são %n: a troca do Imperador cabe a %2, não a %3</numerusform>
            <numerusform>%1 joga primeiro e as trocas já feitas são %n: a troca do Imperador cabe a %2, não a %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) without progress: the game would already be drawn (a draw comes at %1)</source>
        <extracomment>Scenario problem; %n is the turns in a row without attack, construction or forced march, %1 the number of such turns that ends the game in a draw.</extracomment>
        <translation>
            <numerusform>Turnos sem progresso: %n; a partida já estaria empatada (o empate ocorre com %1)</numerusform>
            <numerusform>Turnos sem progresso: %n; a partida já estaria empatada (o empate ocorre com %1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the scenario cannot be played</source>
        <extracomment>Fallback for a scenario problem the interface has no text for.</extracomment>
        <translation>o cenário não pode ser jogado</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 has %2 in play, fewer than another player (%3): forced marches removed more of theirs</source>
        <extracomment>Scenario warning; %1 is a player&apos;s colour in lower case, %2 and %3 numbers of discs (&quot;9 discs&quot;). In play: on the board, in reserve, or their Emperor held captive; the rest was removed by forced marches.</extracomment>
        <translation>o %1 tem %2 em jogo, menos que outro jogador (%3): as marchas forçadas removeram mais dos seus</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Stacks and buildings belong to an exact position: choose &quot;Exact position&quot; as the setup in the Game panel first.</source>
        <extracomment>Scenario editor; &quot;Exact position&quot; is the name of a setup in its Game panel.</extracomment>
        <translation>Pilhas e edifícios pertencem a uma posição exata: escolha primeiro &quot;Posição exata&quot; como preparação no painel Partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a space of the board.</source>
        <extracomment>Scenario editor: a click beside the board.</extracomment>
        <translation>Clique numa casa do tabuleiro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board cannot grow any further: a scenario holds at most %1 spaces, within %2 steps of the centre.</source>
        <extracomment>Scenario editor; %1 is the most spaces of a board, %2 how far from the centre a space may be.</extracomment>
        <translation>O tabuleiro não pode crescer mais: um cenário tem no máximo %1 casas, todas a até %2 passos do centro.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 already holds a stack.</source>
        <extracomment>Scenario editor; %1 is a space name such as c4.</extracomment>
        <translation>%1 já tem uma pilha.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a stack to hold the Emperor.</source>
        <extracomment>Scenario editor: the Emperor tool was used on a space without a stack.</extracomment>
        <translation>Escolha uma pilha para receber o Imperador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough discs in %1&apos;s reserve.</source>
        <extracomment>Scenario editor; %1 is a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>Não há discos suficientes na reserva de %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No %1 is left in %2&apos;s building supply.</source>
        <extracomment>Scenario editor; %1 is a building (&quot;tower&quot;), %2 a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>O estoque de edifícios de %2 não tem mais %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This edit is not possible.</source>
        <extracomment>Fallback for a refusal of the scenario editor the interface has no text for.</extracomment>
        <translation>Esta edição não é possível.</translation>
    </message>
    <message>
        <location filename="../engine/text/explain.cpp" line="+88"/>
        <source>Emperor swap</source>
        <extracomment>Name of the setup phase (GLOSSARY: Emperor swap).</extracomment>
        <translation>Troca do Imperador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action phase</source>
        <extracomment>Name of the phase of the turn&apos;s action.</extracomment>
        <translation>Fase de ação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced march or reinforcement</source>
        <extracomment>Name of the phase after the first action: the player may take a forced march or reinforce.</extracomment>
        <translation>Marcha forçada ou reforço</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action phase (forced march)</source>
        <extracomment>Name of the phase of the extra action bought by the forced march.</extracomment>
        <translation>Fase de ação (marcha forçada)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinforcement phase</source>
        <extracomment>Name of the phase (GLOSSARY: reinforcement phase).</extracomment>
        <translation>Fase de reforços</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <extracomment>Name of the phase after the game has ended.</extracomment>
        <translation>Fim de partida</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game goes on.</source>
        <extracomment>Result while the game is still being played.</extracomment>
        <translation>A partida continua.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by points.</source>
        <extracomment>%1 is a player (&quot;Blue (Bo)&quot;); victory by points (12 VP and a palace).</extracomment>
        <translation>%1 vence por pontos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins by elimination.</source>
        <extracomment>%1 is a player; every other player has no disc on the board.</extracomment>
        <translation>%1 vence por eliminação.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw: no player has a disc on the board.</source>
        <translation>Empate: nenhum jogador tem disco no tabuleiro.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Draw: %n round(s) in a row without an attack, construction or forced march.</source>
        <extracomment>%n is the number of rounds (a round: every player still in takes one turn).</extracomment>
        <translation>
            <numerusform>Empate: %n rodada seguida sem ataque, construção ou marcha forçada.</numerusform>
            <numerusform>Empate: %n rodadas seguidas sem ataque, construção ou marcha forçada.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Swap your Emperor on %1 with your disc on %2</source>
        <extracomment>Menu entry / tool tip for the Emperor swap; %1 and %2 are spaces.</extracomment>
        <translation>Trocar seu Imperador em %1 com seu disco em %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decline the Emperor swap</source>
        <extracomment>Menu entry / tool tip: declining the Emperor swap.</extracomment>
        <translation>Recusar a troca do Imperador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Regroup the stack on %1 with your stack on %2</source>
        <extracomment>Menu entry / tool tip for a regroup; %1 and %2 are spaces.</extracomment>
        <translation>Reagrupar a pilha em %1 com sua pilha em %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the stack on %1 to %2</source>
        <extracomment>Menu entry / tool tip for a simple move; &quot;move&quot; is the verb. %1 and %2 are spaces.</extracomment>
        <translation>Mover a pilha de %1 para %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kamikaze: the disc on %1 attacks the stack on %2</source>
        <extracomment>Menu entry / tool tip for a kamikaze attack; %1 the attacking disc&apos;s space, %2 the target&apos;s.</extracomment>
        <translation>Kamikaze: o disco em %1 ataca a pilha em %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack the stack on %2 with the stack on %1</source>
        <extracomment>Menu entry / tool tip for an attack; %1 the attacker&apos;s space, %2 the target&apos;s.</extracomment>
        <translation>Atacar a pilha em %2 com a pilha em %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Upgrade your %1 on %2 to a %3 with the stack on %4</source>
        <extracomment>Menu entry / tool tip; %1 your building now, %2 the site, %3 the new building, %4 the space of the stack that pays.</extracomment>
        <translation>Melhorar %1 em %2 para %3 com a pilha em %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replace %1&apos;s %2 on %3 with a %4, paid by the stack on %5</source>
        <extracomment>Menu entry / tool tip; %1 the owner&apos;s colour in lower case, %2 their building, %3 the site, %4 your new building, %5 the space of the stack that pays.</extracomment>
        <translation>Substituir %2 do %1 em %3 por %4, pagando com a pilha em %5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Construct a %1 on %2 with the stack on %3</source>
        <extracomment>Menu entry / tool tip; %1 the building, %2 the site, %3 the space of the stack that pays.</extracomment>
        <translation>Construir %1 em %2 com a pilha em %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forced march (%1 from your reserve leave the game)</source>
        <extracomment>Menu entry / tool tip; %1 is the cost (&quot;3 discs&quot;).</extracomment>
        <translation>Marcha forçada (retira da partida %1 da sua reserva)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Reinforce %1 with %n disc(s)</source>
        <extracomment>Menu entry / tool tip; %1 is a space, %n the number of discs.</extracomment>
        <translation>
            <numerusform>Reforçar %1 com %n disco</numerusform>
            <numerusform>Reforçar %1 com %n discos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the turn without reinforcement</source>
        <extracomment>Menu entry / tool tip: decline the forced march when no reinforcement is possible.</extracomment>
        <translation>Encerrar o turno sem reforço</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass (no legal action)</source>
        <extracomment>Menu entry / tool tip: the player has no legal action (GLOSSARY: pass).</extracomment>
        <translation>Passar (nenhuma ação válida)</translation>
    </message>
    <message numerus="yes">
        <location filename="../engine/core/source_texts.cpp" line="-186"/>
        <source>The game record is full: a game on this board holds at most %n action(s), so no further action can be played.</source>
        <extracomment>%n: the most actions a game record (and a saved game) holds on this board, e.g. 50000.</extracomment>
        <translation>
            <numerusform>O registro da partida está cheio: neste tabuleiro uma partida comporta no máximo %n ação, então nenhuma outra ação pode ser jogada.</numerusform>
            <numerusform>O registro da partida está cheio: neste tabuleiro uma partida comporta no máximo %n ações, então nenhuma outra ação pode ser jogada.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+97"/>
        <source>%1 already has %2 VP of the %3 needed and a palace: the game would be won before it starts</source>
        <extracomment>Scenario problem; %1 is a player&apos;s colour in lower case (&quot;blue&quot;), %2 their victory points (VP), %3 the VP needed to win. A palace is a building on a capital space.</extracomment>
        <translation>o %1 já tem %2 PV dos %3 necessários e um palácio: a partida seria vencida antes de começar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2 hold each other&apos;s Emperor; play would have exchanged them (RULES §5)</source>
        <extracomment>Scenario problem; %1 and %2 are players&apos; colours in lower case (&quot;red&quot;, &quot;blue&quot;). RULES §5 is the rule of the Emperor exchange; keep &quot;§5&quot;.</extracomment>
        <translation>o %1 e o %2 mantêm o Imperador um do outro; na partida já teria havido a permuta (REGRAS §5)</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>None of your stacks stands next to %1.</source>
        <extracomment>Refusal of a click on a construction site; %1 is the site.</extracomment>
        <translation>Nenhuma pilha sua está ao lado de %1.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>The target stack has %1; yours has only %2.</source>
        <extracomment>A refused attack on a larger stack (the Emperor would not help); %1 is a disc count (&quot;3 discs&quot;), %2 the number of discs of the attacking stack, fewer.</extracomment>
        <translation>A pilha atacada tem %1; a sua tem só %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+190"/>
        <source>the board has %n capital(s); a board for %1 players usually has %2</source>
        <extracomment>Scenario warning; %n is the number of capitals on the board, %1 the number of players, %2 that number minus one (the capitals of a standard board).</extracomment>
        <translation>
            <numerusform>capitais no tabuleiro: %n; um tabuleiro para %1 jogadores costuma ter %2</numerusform>
            <numerusform>capitais no tabuleiro: %n; um tabuleiro para %1 jogadores costuma ter %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the construction site %1 is next to %n desert space(s); a site should touch at least two</source>
        <extracomment>Scenario warning; %1 is a construction site such as c4, %n the desert spaces next to it (0 or 1).</extracomment>
        <translation>
            <numerusform>casas de deserto ao lado do local de construção %1: %n; um local deveria tocar pelo menos duas</numerusform>
            <numerusform>casas de deserto ao lado do local de construção %1: %n; um local deveria tocar pelo menos duas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>the desert around %1 (%n space(s)) is cut off from the rest of the desert</source>
        <extracomment>Scenario warning; %1 is a desert space such as c4, %n the number of desert spaces joined to it.</extracomment>
        <translation>
            <numerusform>o deserto em volta de %1 (%n casa) está separado do resto do deserto</numerusform>
            <numerusform>o deserto em volta de %1 (%n casas) está separado do resto do deserto</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no legal action at the start of their turn</source>
        <extracomment>Scenario warning; %1 is a player&apos;s colour in lower case (&quot;blue&quot;).</extracomment>
        <translation>o %1 não tem nenhuma ação válida no início do seu turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no disc on the board and is out from the start</source>
        <extracomment>Scenario warning; %1 is a player&apos;s colour in lower case (&quot;blue&quot;). &quot;out&quot;: eliminated.</extracomment>
        <translation>o %1 não tem disco no tabuleiro e está eliminado desde o início</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>every stack of %1 is boxed in: none can move, regroup or attack</source>
        <extracomment>Scenario warning; %1 is a player&apos;s colour in lower case. Boxed in: no stack of theirs can take a step.</extracomment>
        <translation>todas as pilhas do %1 estão bloqueadas: nenhuma pode se mover, reagrupar nem atacar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the scenario may not play as expected</source>
        <extracomment>Fallback for a scenario warning the interface has no text for.</extracomment>
        <translation>o cenário pode não funcionar como esperado</translation>
    </message>
</context>
<context>
    <name>eko::text::GoalText</name>
    <message>
        <location filename="../engine/text/goal_text.cpp" line="+12"/>
        <source>Win</source>
        <extracomment>Kind of goal of a puzzle or lesson: win the game in any way.</extracomment>
        <translation>Vencer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win by points</source>
        <extracomment>Kind of goal: win the game by victory points.</extracomment>
        <translation>Vencer por pontos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture an Emperor</source>
        <extracomment>Kind of goal: attack a stack holding an opponent&apos;s Emperor.</extracomment>
        <translation>Capturar um Imperador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a palace</source>
        <extracomment>Kind of goal: construct a building on a capital.</extracomment>
        <translation>Construir um palácio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reach victory points</source>
        <extracomment>Kind of goal: have at least so many victory points.</extracomment>
        <translation>Alcançar pontos de vitória</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eliminate a player</source>
        <extracomment>Kind of goal: leave a player without discs on the board.</extracomment>
        <translation>Eliminar um jogador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Survive</source>
        <extracomment>Kind of goal: still be in the game after so many turns.</extracomment>
        <translation>Sobreviver</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Goal: the player of the goal is not in the game; choose one of its players.</source>
        <translation>Objetivo: o jogador do objetivo não está na partida; escolha um dos jogadores dela.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: the turns must be 1 to %1.</source>
        <extracomment>%1: the largest number of turns (50).</extracomment>
        <translation>Objetivo: os turnos devem ser de 1 a %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: the victory points to reach must be 1 or more.</source>
        <translation>Objetivo: os pontos de vitória a alcançar devem ser 1 ou mais.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal: victory points to reach belong to the goal “Reach victory points” alone.</source>
        <translation>Objetivo: pontos de vitória a alcançar pertencem só ao objetivo “Alcançar pontos de vitória”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: “Eliminate a player” needs a target: choose the player to eliminate.</source>
        <translation>Objetivo: “Eliminar um jogador” precisa de um alvo: escolha o jogador a eliminar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: the target is the goal&apos;s own player; choose another player.</source>
        <translation>Objetivo: o alvo é o próprio jogador do objetivo; escolha outro jogador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: the target is not in the game; choose another player.</source>
        <translation>Objetivo: o alvo não está na partida; escolha outro jogador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal: only “Capture an Emperor” and “Eliminate a player” have a target.</source>
        <translation>Objetivo: só “Capturar um Imperador” e “Eliminar um jogador” têm um alvo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: the computer level for %1 must be 1 to 6.</source>
        <extracomment>%1: a colour (&quot;Blue&quot;), the seat the computer plays.</extracomment>
        <translation>Objetivo: o nível do computador para %1 deve ser de 1 a 6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: the replies for %1 do not apply: that seat is the goal&apos;s own player or not in the game.</source>
        <extracomment>%1: a colour (&quot;Blue&quot;).</extracomment>
        <translation>Objetivo: as respostas para %1 não se aplicam: esse lugar é o próprio jogador do objetivo ou não está na partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Goal: the difficulty must be “Not graded” or 1 to %1.</source>
        <extracomment>%1: the hardest difficulty (5).</extracomment>
        <translation>Objetivo: a dificuldade deve ser “Sem nota” ou de 1 a %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: “Keep the Emperor free” belongs to the goal “Survive” alone.</source>
        <translation>Objetivo: “Manter o Imperador livre” pertence só ao objetivo “Sobreviver”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: this goal cannot be played.</source>
        <translation>Objetivo: este objetivo não pode ser jogado.</translation>
    </message>
</context>
<context>
    <name>eko::ui::AboutDialog</name>
    <message>
        <location filename="../ui/dialogs/about_dialog.cpp" line="+63"/>
        <source>About Ekö</source>
        <translation>Sobre o Ekö</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A strategy board game for 2 to 4 players: march your stacks across the desert, raise villages, towers and castles, capture Emperors and hold a palace.</source>
        <translation>Um jogo de tabuleiro de estratégia para 2 a 4 jogadores: conduza suas pilhas pelo deserto, erga aldeias, torres e castelos, capture Imperadores e tenha um palácio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at one computer, passing it between turns; every action can be undone, and the game in progress is saved after every action.</source>
        <translation>Jogue em um só computador, passando-o de mão em mão entre os turnos; toda ação pode ser desfeita, e a partida em andamento é salva após cada ação.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ekö is free software: the program is under the GNU General Public License, version 3 or later, and its art and texts under Creative Commons Attribution-ShareAlike 4.0. It comes with no warranty.</source>
        <extracomment>The licence line of the About dialog; keep the licences&apos; names and versions exact.</extracomment>
        <translation>Ekö é software livre: o programa está sob a GNU General Public License, versão 3 ou posterior, e suas artes e textos sob a Creative Commons Atribuição-CompartilhaIgual 4.0 (Attribution-ShareAlike 4.0). Ele vem sem nenhuma garantia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Built with Qt %1.</source>
        <translation>Feito com Qt %1.</translation>
    </message>
</context>
<context>
    <name>eko::ui::ActionButtons</name>
    <message>
        <location filename="../ui/window/action_buttons.cpp" line="+79"/>
        <source>Keep the Emperor where it is</source>
        <extracomment>Button in the Emperor swap: decline the swap.</extracomment>
        <translation>Manter o Imperador onde está</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the Emperor swap. To swap instead, click your Emperor&apos;s stack, then one of your other stacks.</source>
        <translation>Recusa a troca do Imperador. Para trocar, clique na pilha do seu Imperador e depois em outra pilha sua.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced march</source>
        <translation>Marcha forçada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take a second action; a forced march costs no disc in this game.</source>
        <extracomment>Tool tip of the Forced march button in a scenario where it costs no disc.</extracomment>
        <translation>Faz uma segunda ação; nesta partida a marcha forçada não custa nenhum disco.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Remove %n disc(s) of your reserve from the game to take a second action.</source>
        <translation>
            <numerusform>Retira da partida %n disco da sua reserva para fazer uma segunda ação.</numerusform>
            <numerusform>Retira da partida %n discos da sua reserva para fazer uma segunda ação.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the turn</source>
        <extracomment>Button: end the turn without a forced march (no reinforcement is possible).</extracomment>
        <translation>Encerrar o turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline the forced march; no reinforcement is possible.</source>
        <translation>Recusa a marcha forçada; nenhum reforço é possível.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <extracomment>Button shown when the player has no legal action.</extracomment>
        <translation>Passar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no legal action: the action phase is a pass.</source>
        <translation>Você não tem nenhuma ação válida: nesta fase de ação, você passa.</translation>
    </message>
</context>
<context>
    <name>eko::ui::ActionField</name>
    <message>
        <location filename="../ui/window/action_field.cpp" line="+76"/>
        <source>Type an action, e.g. c4-e5, T@d3/c4, march</source>
        <extracomment>Placeholder of the field where an action is typed in notation.</extracomment>
        <translation>Digite uma ação, ex.: c4-e5, T@d3/c4, march</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action in notation</source>
        <extracomment>Accessible name of the field where an action is typed (what a screen reader calls it).</extracomment>
        <translation>Ação em notação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from the keyboard: type an action in notation and press Enter. The legal actions are offered as you type.</source>
        <translation>Jogue pelo teclado: digite uma ação em notação e pressione Enter. As ações válidas são sugeridas enquanto você digita.</translation>
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
        <translation>%1 (ação desfeita; use Refazer para jogá-la de novo)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n other line(s) tried here, listed under it.</source>
        <extracomment>Tool tip of an action of the move list that has branches (other lines tried instead of it, listed under it).</extracomment>
        <translation>
            <numerusform>%n outra linha tentada aqui, listada abaixo desta ação.</numerusform>
            <numerusform>%n outras linhas tentadas aqui, listadas abaixo desta ação.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>%1 (%n action(s))</source>
        <extracomment>A branch in the move list: %1 its first actions (&quot;c4-d5, march, …&quot;), %2 how many actions it has.</extracomment>
        <translation>
            <numerusform>%1 (%n ação)</numerusform>
            <numerusform>%1 (%n ações)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Main line: %1</source>
        <extracomment>A branch of the move list that is the game&apos;s main line; %1 its actions (&quot;c4-d5, march (7 actions)&quot;).</extracomment>
        <translation>Linha principal: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another line tried instead of %1. Click it, or press Enter, to go to it.</source>
        <extracomment>Tool tip of a branch in the move list; %1 the action it replaces (&quot;c4xd5&quot;).</extracomment>
        <translation>Outra linha tentada no lugar de %1. Clique nela, ou pressione Enter, para ir até ela.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Actions</source>
        <extracomment>Header of the list of every action of the game (moves, attacks, constructions, ...).</extracomment>
        <translation>Ações</translation>
    </message>
</context>
<context>
    <name>eko::ui::AnalysisControls</name>
    <message>
        <location filename="../ui/window/analysis_controls.cpp" line="-106"/>
        <source>This game&apos;s analysis was made by another version of the engine or with another budget. Analyse ▸ Analyse Game does it again.</source>
        <translation>A análise desta partida foi feita por outra versão do motor ou com outro orçamento de busca. Análise ▸ Analisar Partida a faz de novo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No mistake after this action.</source>
        <extracomment>Status line after F7 (next mistake) when the analysis finds no mistake or blunder after the action shown.</extracomment>
        <translation>Não há erro depois desta ação.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No mistake before this action.</source>
        <extracomment>Status line after Shift+F7 (previous mistake) when the analysis finds no mistake or blunder before the action shown.</extracomment>
        <translation>Não há erro antes desta ação.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 s</source>
        <extracomment>Time left of the analysis, in the progress row; under a minute: %1 seconds, abbreviated.</extracomment>
        <translation>%1 seg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <extracomment>Time left of the analysis, in the progress row; a minute or more: %1 minutes, abbreviated.</extracomment>
        <translation>%1 min.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Quick analysis: %1 of %2 actions</source>
        <extracomment>Progress row under the board; %1 actions judged, %2 all the game&apos;s actions. The quick pass comes first, then the deep one.</extracomment>
        <translation>Análise rápida: %1 de %2 ações</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deep analysis: %1 of %2 actions</source>
        <extracomment>Progress row under the board; %1 actions judged, %2 all the game&apos;s actions. The deep pass follows the quick one.</extracomment>
        <translation>Análise profunda: %1 de %2 ações</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quick analysis: %1 of %2 actions, about %3 left</source>
        <extracomment>Progress row under the board; %1 actions judged, %2 all the game&apos;s actions, %3 the time left for both passes (&quot;2 minutes&quot;).</extracomment>
        <translation>Análise rápida: %1 de %2 ações, faltam cerca de %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deep analysis: %1 of %2 actions, about %3 left</source>
        <extracomment>Progress row under the board; %1 actions judged, %2 all the game&apos;s actions, %3 the time left (&quot;40 seconds&quot;).</extracomment>
        <translation>Análise profunda: %1 de %2 ações, faltam cerca de %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Analyse</source>
        <extracomment>Menu title: the computer reviews the game (Analyse Game, next mistake...).</extracomment>
        <translation>Anál&amp;ise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Analyse Game</source>
        <extracomment>Menu item: the computer judges every action of the game, a quick pass then a deep one.</extracomment>
        <translation>&amp;Analisar Partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel Analysis</source>
        <extracomment>Menu item and button of the progress row: stops the analysis (what it found so far stays).</extracomment>
        <translation>&amp;Cancelar Análise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Mistake</source>
        <extracomment>Menu item (F7): goes to the next action the analysis marked as a mistake or a blunder.</extracomment>
        <translation>Próximo &amp;Erro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Previous Mistake</source>
        <extracomment>Menu item (Shift+F7): goes to the previous action the analysis marked as a mistake or a blunder.</extracomment>
        <translation>Erro A&amp;nterior</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>VP</source>
        <extracomment>Tab of the chart panel: the VP of every player over the game.</extracomment>
        <translation>PV</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+1"/>
        <source>Chances</source>
        <extracomment>Tab of the chart panel: each player&apos;s chance to win over the game, from the analysis.</extracomment>
        <translation>Probabilidades</translation>
    </message>
</context>
<context>
    <name>eko::ui::AnalysisMarks</name>
    <message>
        <location filename="../ui/window/analysis_marks.cpp" line="+42"/>
        <source>Good</source>
        <extracomment>An action the analysis finds as good as the best, or nearly (GLOSSARY: analysis classes).</extracomment>
        <translation>Boa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inaccuracy</source>
        <extracomment>An action that lost 5 to 10 points of winning chance (GLOSSARY: analysis classes).</extracomment>
        <translation>Imprecisão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistake</source>
        <extracomment>An action that lost 10 to 20 points of winning chance (GLOSSARY: analysis classes).</extracomment>
        <translation>Erro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blunder</source>
        <extracomment>An action that lost 20 points of winning chance or more (GLOSSARY: analysis classes).</extracomment>
        <translation>Erro grave</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Forced: the only legal action; %2% for %1.</source>
        <extracomment>Move list tool tip of an analysed action that was the only legal one; %1 the player&apos;s colour, %2 their chance after it.</extracomment>
        <translation>Forçada: a única ação válida; %2% para %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the best action; %3% for %2.</source>
        <extracomment>Move list tool tip of an analysed action that was the analysis&apos;s best; %1 the class (&quot;Good&quot;), %2 the player&apos;s colour, %3 their chance after it.</extracomment>
        <translation>%1: a melhor ação; %3% para %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: −%2% for %3; best was %4 (%5%).</source>
        <extracomment>Move list tool tip of an analysed action: %1 the class (&quot;Blunder&quot;), %2 the chance lost in points of percentage, %3 the player&apos;s colour, %4 the best action in notation, %5 the player&apos;s chance after it.</extracomment>
        <translation>%1: −%2% para %3; a melhor era %4 (%5%).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (quick pass)</source>
        <extracomment>Added to an analysed action&apos;s tool tip while only the quick pass has judged it; %1 the tool tip line.</extracomment>
        <translation>%1 (análise rápida)</translation>
    </message>
</context>
<context>
    <name>eko::ui::Announcer</name>
    <message>
        <location filename="../ui/window/announcer.cpp" line="+69"/>
        <source>%1 to move: %2.</source>
        <extracomment>Announced to a screen reader when the turn or the phase changes: %1 the player (&quot;Blue (Bo)&quot;), %2 the phase (&quot;action phase&quot;).</extracomment>
        <translation>Vez de %1: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n action(s) undone.</source>
        <extracomment>Announced to a screen reader after Undo (or going back in the game).</extracomment>
        <translation>
            <numerusform>Ações desfeitas: %n.</numerusform>
            <numerusform>Ações desfeitas: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The setup, before the first action.</source>
        <extracomment>Announced to a screen reader: replay shows the position before the first action.</extracomment>
        <translation>A disposição inicial, antes da primeira ação.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action %1 of %2.</source>
        <extracomment>Announced to a screen reader in replay after the action&apos;s sentence: %1 the action shown, %2 all of them.</extracomment>
        <translation>Ação %1 de %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay.</source>
        <extracomment>Announced to a screen reader when replay begins.</extracomment>
        <translation>Reprodução.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the game. %1</source>
        <extracomment>Announced to a screen reader when replay ends: %1 whose turn it is and the phase.</extracomment>
        <translation>De volta à partida. %1</translation>
    </message>
</context>
<context>
    <name>eko::ui::AskMenu</name>
    <message>
        <location filename="../ui/window/ask_menu.cpp" line="+53"/>
        <source>As&amp;k</source>
        <extracomment>Menu of questions about the game a screen reader answers (blind mode).</extracomment>
        <translation>Pergun&amp;tar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read &amp;My Stacks</source>
        <extracomment>Ask menu: reads the stacks of the player to move.</extracomment>
        <translation>Ler &amp;minhas pilhas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the Stacks &amp;Next to the Cursor</source>
        <extracomment>Ask menu: reads the stacks on the spaces next to the board&apos;s cursor.</extracomment>
        <translation>Ler as pilhas ao lado do &amp;cursor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What Can This &amp;Stack Do</source>
        <extracomment>Ask menu: reads the legal actions of the stack under the board&apos;s cursor.</extracomment>
        <translation>O que esta &amp;pilha pode fazer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the Score and &amp;Reserves</source>
        <extracomment>Ask menu: reads every player&apos;s VP and reserve.</extracomment>
        <translation>Ler o placar e as &amp;reservas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the &amp;Last Actions</source>
        <extracomment>Ask menu: reads the last actions played (or replayed).</extracomment>
        <translation>Ler as ú&amp;ltimas ações</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where Are the &amp;Emperors</source>
        <extracomment>Ask menu: tells where every Emperor is.</extracomment>
        <translation>Onde estão os &amp;Imperadores</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No game.</source>
        <extracomment>Answer of the Ask menu without a game.</extracomment>
        <translation>Nenhuma partida.</translation>
    </message>
</context>
<context>
    <name>eko::ui::Autosave</name>
    <message>
        <location filename="../ui/session/autosave.cpp" line="+106"/>
        <source>Cannot create the folder %1.</source>
        <translation>Não foi possível criar a pasta %1.</translation>
    </message>
</context>
<context>
    <name>eko::ui::BestActionsPanel</name>
    <message>
        <location filename="../ui/window/best_actions_panel.cpp" line="+111"/>
        <source>Action</source>
        <extracomment>Headers of the best actions&apos; list: the action in notation, what it does in a sentence.</extracomment>
        <translation>Ação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it does</source>
        <translation>O que faz</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay an analysed action to see the best actions there.</source>
        <translation>Reproduza uma ação analisada para ver as melhores ações ali.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse ▸ Analyse Game shows the best actions of each position here.</source>
        <translation>Análise ▸ Analisar Partida mostra aqui as melhores ações de cada posição.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Best actions for %1 here. Click one to play it in a new game.</source>
        <extracomment>Above the list of best actions at the position replayed; %1 the player to move (a colour). A click plays one in a new game.</extracomment>
        <translation>Melhores ações para %1 aqui. Clique em uma para jogá-la em uma nova partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chance for %1</source>
        <extracomment>Header of the best actions&apos; list: the chance to win after the action, for %1 (a colour).</extracomment>
        <translation>Probabilidade de %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (played)</source>
        <extracomment>In the best actions&apos; list: the action that was played in the game; %1 what it does (&quot;Move b3 to c4&quot;).</extracomment>
        <translation>%1 (jogada)</translation>
    </message>
</context>
<context>
    <name>eko::ui::BoardImageText</name>
    <message>
        <location filename="../ui/board/board_image.cpp" line="+123"/>
        <source>“%1” is neither a PNG nor an SVG file name: end it in .png or .svg.</source>
        <extracomment>Exporting the board: the file name must end in .png or .svg; %1 is the file name.</extracomment>
        <translation>“%1” não é um nome de arquivo PNG nem SVG: termine-o em .png ou .svg.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The board could not be drawn.</source>
        <extracomment>Exporting the board failed while drawing it (no board, or no memory).</extracomment>
        <translation>Não foi possível desenhar o tabuleiro.</translation>
    </message>
</context>
<context>
    <name>eko::ui::BoardView</name>
    <message>
        <location filename="../ui/board/board_view.cpp" line="+65"/>
        <source>Board</source>
        <extracomment>Accessible name of the board view.</extracomment>
        <translation>Tabuleiro</translation>
    </message>
</context>
<context>
    <name>eko::ui::BranchControls</name>
    <message>
        <location filename="../ui/window/branch_controls.cpp" line="+36"/>
        <source>This line is the main line now: a saved file gives its actions and its result first.</source>
        <extracomment>Status line after Branches ▸ Promote to Main Line.</extracomment>
        <translation>Esta linha agora é a linha principal: um arquivo salvo traz primeiro as ações e o resultado dela.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deleted branch is back.</source>
        <extracomment>Status line after Branches ▸ Restore Deleted Branch.</extracomment>
        <translation>O ramo excluído voltou.</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Branch deleted (%n action(s)). Branches ▸ Restore Deleted Branch brings it back.</source>
        <extracomment>Status line after Branches ▸ Delete Branch; %n actions were deleted with it.</extracomment>
        <translation>
            <numerusform>Ramo excluído (%n ação). Ramos ▸ Restaurar ramo excluído o traz de volta.</numerusform>
            <numerusform>Ramo excluído (%n ações). Ramos ▸ Restaurar ramo excluído o traz de volta.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Branches</source>
        <extracomment>Menu of the game tree&apos;s branches (other lines tried after an undo or in replay).</extracomment>
        <translation>&amp;Ramos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Branch</source>
        <extracomment>Goes to the next of the lines tried at the nearest point where the current line has others.</extracomment>
        <translation>Pró&amp;ximo ramo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Branch</source>
        <translation>Ramo a&amp;nterior</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to &amp;Main Line</source>
        <extracomment>Goes back to where the current branch leaves the main line (the game&apos;s first line).</extracomment>
        <translation>Voltar à linha &amp;principal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;romote to Main Line</source>
        <translation>P&amp;romover a linha principal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Branch</source>
        <translation>&amp;Excluir ramo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Res&amp;tore Deleted Branch</source>
        <translation>Res&amp;taurar ramo excluído</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next line tried at the nearest branching point.</source>
        <translation>Ir para a próxima linha tentada no ponto de ramificação mais próximo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the previous line tried at the nearest branching point.</source>
        <translation>Ir para a linha anterior tentada no ponto de ramificação mais próximo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to where this branch leaves the main line.</source>
        <translation>Voltar ao ponto onde este ramo sai da linha principal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the current line the main line of the game.</source>
        <translation>Tornar a linha atual a linha principal da partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the branch of the current action, from where it leaves its line.</source>
        <translation>Excluir o ramo da ação atual, a partir de onde ele sai da sua linha.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring back the branch deleted last.</source>
        <translation>Trazer de volta o último ramo excluído.</translation>
    </message>
</context>
<context>
    <name>eko::ui::ChancesChart</name>
    <message>
        <location filename="../ui/replay/chances_chart.cpp" line="+76"/>
        <source>%1 %2% to win</source>
        <extracomment>The winning chances chart read to a screen reader, one player: %1 the player&apos;s colour (&quot;Blue&quot;), %2 their chance in percent.</extracomment>
        <translation>%1 %2% de vencer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not analysed yet</source>
        <extracomment>The winning chances chart read to a screen reader, when the analysis has not reached the action shown.</extracomment>
        <translation>ainda não analisada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>action %1 of %2</source>
        <extracomment>The winning chances chart read to a screen reader, after the players&apos; chances: %1 the action shown, %2 all of them.</extracomment>
        <translation>ação %1 de %2</translation>
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
        <translation>%1. A chance de vitória de cada jogador depois de cada ação, segundo a análise; clique para ir a uma ação.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Not analysed yet: Analyse ▸ Analyse Game.</source>
        <extracomment>On the winning chances chart before the game is analysed (Analyse ▸ Analyse Game).</extracomment>
        <translation>Ainda não analisada: Análise ▸ Analisar Partida.</translation>
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
        <translation>No início</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After action %1</source>
        <translation>Após a ação %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2% to win</source>
        <extracomment>A line of the winning chances chart&apos;s tool tip; %1 the player&apos;s colour, %2 their chance in percent.</extracomment>
        <translation>%1: %2% de vencer</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Winning chances chart</source>
        <extracomment>Accessible name of the chart of every player&apos;s winning chance over the game.</extracomment>
        <translation>Gráfico das chances de vitória</translation>
    </message>
</context>
<context>
    <name>eko::ui::ChoiceMenu</name>
    <message>
        <location filename="../ui/dialogs/choice_menu.cpp" line="+20"/>
        <source>Village</source>
        <extracomment>Building (1 VP), at the start of a menu entry (&quot;Village — 1 disc, 1 VP&quot;).</extracomment>
        <translation>Aldeia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tower</source>
        <extracomment>Building (2 VP), at the start of a menu entry (&quot;Tower — 2 discs, 2 VP&quot;).</extracomment>
        <translation>Torre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Castle</source>
        <extracomment>Building (3 VP), at the start of a menu entry (&quot;Castle — 3 discs, 3 VP&quot;).</extracomment>
        <translation>Castelo</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Reinforce %1 with %n disc(s), your Emperor among them</source>
        <extracomment>Menu entry for a reinforcement while the player&apos;s Emperor is in the reserve (RULES 4.4: it must come back with the discs); %1 the space, %n the discs brought back, the Emperor counted.</extracomment>
        <translation>
            <numerusform>Reforçar %1 com %n disco: o seu Imperador</numerusform>
            <numerusform>Reforçar %1 com %n discos, o seu Imperador entre eles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 — %2, %n VP</source>
        <extracomment>Menu entry for a construction; %1 the building (&quot;Tower&quot;), %2 its cost (&quot;2 discs&quot;), %n its VP.</extracomment>
        <translation>
            <numerusform>%1 — %2, %n PV</numerusform>
            <numerusform>%1 — %2, %n PV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 — %2 from the stack on %3, %n VP</source>
        <extracomment>Menu entry for a construction; %1 the building (&quot;Tower&quot;), %2 its cost (&quot;2 discs&quot;), %3 the space of the stack that pays, %n the building&apos;s VP.</extracomment>
        <translation>
            <numerusform>%1 — %2 da pilha em %3, %n PV</numerusform>
            <numerusform>%1 — %2 da pilha em %3, %n PV</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose an action</source>
        <extracomment>Title of the menu offering several actions for one click.</extracomment>
        <translation>Escolha uma ação</translation>
    </message>
</context>
<context>
    <name>eko::ui::CommentPanel</name>
    <message>
        <location filename="../ui/window/comment_panel.cpp" line="+132"/>
        <source>A comment holds at most %1 characters; the rest was cut off.</source>
        <extracomment>Under the comment field when more was typed or pasted than a comment holds; %1 the most characters.</extracomment>
        <translation>Um comentário comporta no máximo %1 caracteres; o restante foi cortado.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>C&amp;omment</source>
        <extracomment>Label of the field under the move list where a player writes about the action shown.</extracomment>
        <translation>C&amp;omentário</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your notes on this action, saved with the game.</source>
        <translation>Suas anotações sobre esta ação, salvas com a partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment on the action shown</source>
        <translation>Comentário sobre a ação mostrada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark this action as good (!)</source>
        <extracomment>Tool tip of the mark button &quot;!&quot; of an action.</extracomment>
        <translation>Marcar esta ação como boa (!)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark this action as bad (?)</source>
        <extracomment>Tool tip of the mark button &quot;?&quot; of an action.</extracomment>
        <translation>Marcar esta ação como ruim (?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark this action as interesting (!?)</source>
        <extracomment>Tool tip of the mark button &quot;!?&quot; of an action.</extracomment>
        <translation>Marcar esta ação como interessante (!?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good action</source>
        <translation>Boa ação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad action</source>
        <translation>Ação ruim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interesting action</source>
        <translation>Ação interessante</translation>
    </message>
</context>
<context>
    <name>eko::ui::ComputerPlayersDialog</name>
    <message>
        <location filename="../ui/dialogs/computer_players_dialog.cpp" line="+131"/>
        <source>Computer Players</source>
        <extracomment>Title of the dialog (Game ▸ Computer Players…).</extracomment>
        <translation>Jogadores computador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose who plays each colour. A change takes effect as soon as you press OK, and it is saved with the game.</source>
        <translation>Escolha quem joga cada cor. A mudança vale assim que você clicar em OK e é salva com a partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human</source>
        <extracomment>A seat played by a person at this computer (not by the computer).</extracomment>
        <translation>Pessoa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer player %1</source>
        <extracomment>A seat played by the computer; %1 is the level with its name (&quot;4 — Advanced&quot;).</extracomment>
        <translation>Jogador computador %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thinking time</source>
        <extracomment>Heading in the Computer Players dialog, above a choice per computer level.</extracomment>
        <translation>Tempo para pensar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A longer thinking time makes a computer player a little stronger and slower. Levels 1 and 2 do not think ahead, so they have no thinking time.</source>
        <translation>Com mais tempo para pensar, o jogador computador fica um pouco mais forte e mais lento. Os níveis 1 e 2 não calculam adiante, por isso não têm tempo para pensar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shorter (half)</source>
        <extracomment>Thinking time of a computer level: half its usual search.</extracomment>
        <translation>Menor (metade)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usual</source>
        <extracomment>Thinking time of a computer level: as the level is made.</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longer (twice)</source>
        <extracomment>Thinking time of a computer level: twice its usual search.</extracomment>
        <translation>Maior (o dobro)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Much longer (four times)</source>
        <extracomment>Thinking time of a computer level: four times its usual search.</extracomment>
        <translation>Muito maior (quatro vezes)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level %1:</source>
        <extracomment>Label of a thinking-time choice; %1 is the level with its name (&quot;4 — Advanced&quot;).</extracomment>
        <translation>Nível %1:</translation>
    </message>
</context>
<context>
    <name>eko::ui::ComputerSeatControls</name>
    <message>
        <location filename="../ui/window/computer_seat_controls.cpp" line="+93"/>
        <source>&amp;Hint</source>
        <extracomment>Game menu: the strongest computer level suggests an action to the person to move.</extracomment>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the action the strongest computer player would choose</source>
        <translation>Mostra a ação que o jogador computador mais forte escolheria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the Hin&amp;t</source>
        <extracomment>Game menu: plays the action the hint suggests (finding the hint first if none is shown).</extracomment>
        <translation>&amp;Jogar a dica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the action the strongest computer player would choose</source>
        <translation>Joga a ação que o jogador computador mais forte escolheria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play No&amp;w</source>
        <extracomment>Game menu: the computer player that is thinking plays the best action it has found so far, at once.</extracomment>
        <translation>Jogar a&amp;gora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer player stops thinking and plays the best action it has found so far</source>
        <translation>O jogador computador para de pensar e joga a melhor ação que encontrou até agora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mputer Players…</source>
        <extracomment>Game menu: opens a dialog to choose which colours the computer plays, at which level.</extracomment>
        <translation>Jogadores co&amp;mputador…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chooses who plays each colour, a person or a computer player, and how long each level thinks</source>
        <translation>Escolhe quem joga cada cor, uma pessoa ou um jogador computador, e quanto tempo cada nível pensa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer Player &amp;Speed</source>
        <extracomment>View menu: how long a computer player&apos;s action stays announced before it is played.</extracomment>
        <translation>&amp;Velocidade do jogador computador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Instant</source>
        <extracomment>Computer player speed: no pause between actions.</extracomment>
        <translation>&amp;Instantânea</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fast</source>
        <extracomment>Computer player speed: a short pause between actions.</extracomment>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal</source>
        <extracomment>Computer player speed: the usual pause between actions.</extracomment>
        <translation>&amp;Padrão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;low</source>
        <extracomment>Computer player speed: a long pause between actions, to follow closely.</extracomment>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Looking for a hint…</source>
        <extracomment>Status line while the strongest computer level works out a hint.</extracomment>
        <translation>Procurando uma dica…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, a computer player at level %2, is thinking… Press %3 to have it play now.</source>
        <extracomment>Status line while a computer player chooses: %1 is the player (&quot;Blue (Ana)&quot;), %2 the level (1–6), %3 the key of Game ▸ Play Now (&quot;Ctrl+L&quot;).</extracomment>
        <translation>%1, jogador computador de nível %2, está pensando… Pressione %3 para que jogue agora.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Please wait: %1 is a computer player and is choosing an action.</source>
        <extracomment>Status line when a person clicks the board while a computer player is to move; %1 is the player (&quot;Blue (Ana)&quot;).</extracomment>
        <translation>Aguarde: %1 é um jogador computador e está escolhendo uma ação.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Hint: %1</source>
        <extracomment>Status line: the hint; %1 is the suggested action as a sentence (&quot;Move b3 to c4&quot;).</extracomment>
        <translation>Dica: %1</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>%1, a computer player at level %2, waits until the undone actions are redone.</source>
        <extracomment>Status line: a computer player is to move, but actions were undone; it plays once they are redone to the end (Edit ▸ Redo). %1 is the player (&quot;Blue (Ana)&quot;), %2 the level (1–6).</extracomment>
        <translation>%1, jogador computador de nível %2, espera até que as ações desfeitas sejam refeitas.</translation>
    </message>
</context>
<context>
    <name>eko::ui::EditorActions</name>
    <message>
        <location filename="../ui/editor/editor_actions.cpp" line="+45"/>
        <source>New S&amp;cenario…</source>
        <translation>Novo &amp;cenário…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit Scenario…</source>
        <translation>&amp;Editar cenário…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit This &amp;Position as Scenario</source>
        <translation>Editar esta &amp;posição como cenário</translation>
    </message>
</context>
<context>
    <name>eko::ui::EditorWindow</name>
    <message>
        <location filename="../ui/editor/editor_window.cpp" line="+123"/>
        <source>The board&apos;s first column or row moved, so every space has a new name (%1).</source>
        <extracomment>%1 shows how one space was renamed, e.g. &quot;c4 → d4&quot;.</extracomment>
        <translation>A primeira coluna ou linha do tabuleiro mudou, então cada casa tem um novo nome (%1).</translation>
    </message>
    <message>
        <location line="+220"/>
        <source>&amp;Scenario</source>
        <translation>&amp;Cenário</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Scenario…</source>
        <translation>&amp;Novo cenário…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Scenario…</source>
        <translation>&amp;Abrir cenário…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Salvar c&amp;omo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play This Scenario</source>
        <translation>&amp;Jogar este cenário</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Test This Puzzle…</source>
        <extracomment>Scenario menu: run the solver on the scenario&apos;s goal, saved or not.</extracomment>
        <translation>&amp;Testar este quebra-cabeça…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close Editor</source>
        <translation>&amp;Fechar editor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Terrain</source>
        <extracomment>Tool of the scenario editor: paint the terrain of spaces.</extracomment>
        <translation>Terreno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paint terrain: click or drag over spaces</source>
        <translation>Pintar terreno: clique ou arraste sobre as casas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spaces</source>
        <extracomment>Tool of the scenario editor: add and remove spaces of the board.</extracomment>
        <translation>Casas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click an outline beside the board to add a space, click a space to remove it</source>
        <translation>Clique num contorno ao lado do tabuleiro para adicionar uma casa; clique numa casa para removê-la</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stacks</source>
        <translation>Pilhas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a desert space to place a stack; drag a stack to move it; the wheel or + and − change its size; right-click or Delete removes it</source>
        <translation>Clique numa casa de deserto para colocar uma pilha; arraste uma pilha para movê-la; a roda do mouse ou + e − mudam seu tamanho; o botão direito ou Delete a removem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buildings</source>
        <translation>Edifícios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a construction site to place a building; click it again or right-click to remove it</source>
        <translation>Clique num local de construção para colocar um edifício; clique de novo ou com o botão direito para removê-lo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emperor In or Out</source>
        <translation>Pôr ou tirar o Imperador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puts the owner&apos;s Emperor into the chosen stack, or takes it out to the reserve</source>
        <translation>Coloca o Imperador do dono na pilha escolhida ou o tira para a reserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Aumentar zoom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Diminuir zoom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit to Window</source>
        <translation>A&amp;justar à janela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space &amp;Names</source>
        <translation>&amp;Nomes das casas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tools</source>
        <translation>Ferramentas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool options</source>
        <translation>Opções da ferramenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terrain:</source>
        <translation>Terreno:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owner:</source>
        <extracomment>The player a placed stack or building belongs to.</extracomment>
        <translation>Dono:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discs:</source>
        <extracomment>Discs in a placed stack.</extracomment>
        <translation>Discos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building:</source>
        <translation>Edifício:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal</source>
        <extracomment>Dock of the scenario editor: the goal of a puzzle or lesson.</extracomment>
        <translation>Objetivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+3"/>
        <source>&amp;Undo</source>
        <extracomment>Edit menu; %1 names the edit, e.g. &quot;Undo Paint terrain&quot;.</extracomment>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Desfazer: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <extracomment>Edit menu; %1 names the edit, e.g. &quot;Redo Paint terrain&quot;.</extracomment>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Refazer: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%n space(s)</source>
        <extracomment>Status line of the editor: how many spaces the board has.</extracomment>
        <translation>
            <numerusform>Casas: %n</numerusform>
            <numerusform>Casas: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Not possible yet: %1</source>
        <extracomment>Shown on Save and Play while the scenario has errors; %1 is the first of them.</extracomment>
        <translation>Ainda não é possível: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1[*] — Scenario Editor</source>
        <extracomment>Title of the editor window: %1 the scenario&apos;s file or name; [*] is where the modified marker goes.</extracomment>
        <translation>%1[*] — Editor de cenários</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>No recent scenarios</source>
        <translation>Nenhum cenário recente</translation>
    </message>
</context>
<context>
    <name>eko::ui::EndOfGameDialog</name>
    <message>
        <location filename="../ui/dialogs/end_of_game_dialog.cpp" line="+95"/>
        <source>Game Over</source>
        <translation>Fim de partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VP</source>
        <extracomment>Column: victory points.</extracomment>
        <translation>PV</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>VP from buildings</source>
        <extracomment>Column: the victory points the player&apos;s buildings are worth (a tower 2, so 3 towers 6), not how many buildings there are.</extracomment>
        <translation>PV de edifícios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captives</source>
        <extracomment>Column: captive Emperors held.</extracomment>
        <translation>Cativos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Palace</source>
        <extracomment>Column: whether the player has a palace.</extracomment>
        <translation>Palácio</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>yes</source>
        <extracomment>In the Palace column: the player has a palace.</extracomment>
        <translation>sim</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>não</translation>
    </message>
</context>
<context>
    <name>eko::ui::EventJumps</name>
    <message>
        <location filename="../ui/replay/event_jumps.cpp" line="+83"/>
        <source>Next Attack</source>
        <extracomment>Replay menu: go to the position right after the next attack of the record.</extracomment>
        <translation>Próximo ataque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous Attack</source>
        <extracomment>Replay menu: go to the position right after the previous attack.</extracomment>
        <translation>Ataque anterior</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Construction</source>
        <extracomment>Replay menu: go to the position right after the next construction (a building placed or upgraded).</extracomment>
        <translation>Próxima construção</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous Construction</source>
        <translation>Construção anterior</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Palace Change</source>
        <extracomment>Replay menu: the next moment a player&apos;s palace comes to stand, or their last one falls.</extracomment>
        <translation>Próxima mudança de palácio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous Palace Change</source>
        <translation>Mudança de palácio anterior</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Emperor Captured or Exchanged</source>
        <extracomment>Replay menu: the next moment an Emperor is captured or given back in an exchange.</extracomment>
        <translation>Próximo Imperador capturado ou trocado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous Emperor Captured or Exchanged</source>
        <translation>Imperador capturado ou trocado anterior</translation>
    </message>
</context>
<context>
    <name>eko::ui::ExportBoardAction</name>
    <message>
        <location filename="../ui/window/export_board_action.cpp" line="+40"/>
        <source>eko-board</source>
        <extracomment>Suggested file name of an exported board picture (letters, digits and &apos;-&apos; only work best).</extracomment>
        <translation>eko-tabuleiro</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PNG image (*.png)</source>
        <extracomment>File dialog filter for exporting the board.</extracomment>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SVG drawing (*.svg)</source>
        <extracomment>File dialog filter for exporting the board.</extracomment>
        <translation>Desenho SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+20"/>
        <source>Export Board Image</source>
        <extracomment>Title of the file dialog of Game ▸ Export Board Image….
----------
Message box title when the board picture could not be written.</extracomment>
        <translation>Exportar imagem do tabuleiro</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>E&amp;xport Board Image…</source>
        <extracomment>Menu item (Game menu): saves a picture of the board as shown, PNG or SVG.</extracomment>
        <translation>E&amp;xportar imagem do tabuleiro…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save a picture of the board as it is shown, as PNG or SVG</source>
        <extracomment>Status tip of Game ▸ Export Board Image….</extracomment>
        <translation>Salva uma imagem do tabuleiro tal como aparece na tela, em PNG ou SVG</translation>
    </message>
</context>
<context>
    <name>eko::ui::GameDetailsDialog</name>
    <message>
        <location filename="../ui/dialogs/game_details_dialog.cpp" line="+182"/>
        <source>Game Details</source>
        <translation>Detalhes da partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not saved yet</source>
        <extracomment>Game Details: the game was never saved to a file.</extracomment>
        <translation>ainda não salvo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File:</source>
        <extracomment>Game Details, label of the file the game is saved in.</extracomment>
        <translation>Arquivo:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players:</source>
        <extracomment>Game Details, label of the list of players (one per line).</extracomment>
        <translation>Jogadores:</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Standard board for %n player(s)</source>
        <extracomment>Game Details: the scenario is the standard one for this number of players.</extracomment>
        <translation>
            <numerusform>Tabuleiro padrão para %n jogador</numerusform>
            <numerusform>Tabuleiro padrão para %n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no name)</source>
        <extracomment>Game Details: the scenario has no name.</extracomment>
        <translation>(sem nome)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scenario:</source>
        <extracomment>Game Details, label of the scenario&apos;s name (GLOSSARY: scenario).</extracomment>
        <translation>Cenário:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown</source>
        <extracomment>Game Details: the saved game does not say when it was saved.</extracomment>
        <translation>data desconhecida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved:</source>
        <extracomment>Game Details, label of the date and time the file was saved.</extracomment>
        <translation>Salvo em:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions played:</source>
        <extracomment>Game Details, label of the number of actions played (GLOSSARY: action).</extracomment>
        <translation>Ações jogadas:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turns:</source>
        <extracomment>Game Details, label of the number of turns begun (GLOSSARY: turn).</extracomment>
        <translation>Turnos:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seed:</source>
        <extracomment>Game Details, label of the seed that decided the setup.</extracomment>
        <translation>Semente:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Result:</source>
        <extracomment>Game Details, label of how the game ended (or that it goes on).</extracomment>
        <translation>Resultado:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Summary</source>
        <extracomment>Game Details: title of the table of what each player did over the game.</extracomment>
        <translation>Resumo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turns</source>
        <extracomment>Game Details summary, row: turns each player began (GLOSSARY: turn).</extracomment>
        <translation>Turnos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attacks</source>
        <extracomment>Game Details summary, row: attacks made, kamikaze included (GLOSSARY: attack).</extracomment>
        <translation>Ataques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emperors captured</source>
        <extracomment>Game Details summary, row: enemy Emperors taken captive (GLOSSARY: Emperor, captive).</extracomment>
        <translation>Imperadores capturados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buildings built</source>
        <extracomment>Game Details summary, row: constructions, upgrades and replacements included (GLOSSARY: construct).</extracomment>
        <translation>Edifícios construídos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced marches</source>
        <extracomment>Game Details summary, row: forced marches taken (GLOSSARY: forced march).</extracomment>
        <translation>Marchas forçadas</translation>
    </message>
</context>
<context>
    <name>eko::ui::GameDocument</name>
    <message>
        <location filename="../ui/window/game_document.cpp" line="+49"/>
        <source>New game</source>
        <extracomment>Window title of a game not saved to a file yet.</extracomment>
        <translation>Nova partida</translation>
    </message>
    <message>
        <location line="+168"/>
        <location line="+57"/>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>The game “%1” cannot be opened.</source>
        <translation>Não é possível abrir a partida “%1”.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The file cannot be read.</source>
        <translation>Não é possível ler o arquivo.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Unsaved Game</source>
        <translation>Partida não salva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the game that was not saved?</source>
        <translation>Retomar a partida que não foi salva?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ekö was closed by the system (logging out, shutting down or a termination signal) while this game had changes that were not saved.</source>
        <translation>O Ekö foi fechado pelo sistema (saída da sessão, desligamento ou um sinal de término) enquanto esta partida tinha alterações não salvas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ekö ended abruptly while this game was in progress.</source>
        <translation>O Ekö terminou de repente enquanto esta partida estava em andamento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was never saved to a file.</source>
        <translation>A partida nunca foi salva em um arquivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file is “%1”; the changes since it was last saved are in the autosave.</source>
        <translation>Seu arquivo é “%1”; as alterações desde que foi salvo pela última vez estão no salvamento automático.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (computer player, level %2)</source>
        <translation>%1 (jogador computador, nível %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No action played yet; players: %1.</source>
        <extracomment>In the question to resume a game; %1 lists the players, the computer seats with their level.</extracomment>
        <translation>Nenhuma ação jogada ainda; jogadores: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n action(s) played; players: %1.</source>
        <translation>
            <numerusform>%n ação jogada; jogadores: %1.</numerusform>
            <numerusform>%n ações jogadas; jogadores: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+98"/>
        <source>game</source>
        <extracomment>Suggested file name of a new saved game (keep it short, no folder).</extracomment>
        <translation>partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Game As</source>
        <translation>Salvar partida como</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save Game</source>
        <translation>Salvar partida</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 The game goes on without an autosave.</source>
        <extracomment>Status line when the autosave failed; %1 is a sentence saying which file and why.</extracomment>
        <translation>%1 A partida continua sem salvamento automático.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Unsaved Changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game “%1” has changes that are not saved.</source>
        <translation>A partida “%1” tem alterações não salvas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do you want to save them?</source>
        <translation>Deseja salvá-las?</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Ekö games (*.eko);;All files (*)</source>
        <translation>Jogos salvos do Ekö (*.eko);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>A game was interrupted, but its autosave cannot be read. The file is kept as “%1”.</source>
        <extracomment>%1 is the full path of the autosave file, kept for the player.</extracomment>
        <translation>Uma partida foi interrompida, mas o salvamento automático não pode ser lido. O arquivo foi guardado como “%1”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Interrupted Game</source>
        <translation>Partida interrompida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the interrupted game?</source>
        <translation>Retomar a partida interrompida?</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&amp;Resume</source>
        <translation>&amp;Retomar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
</context>
<context>
    <name>eko::ui::GameModel</name>
    <message>
        <location filename="../ui/model/game_model.cpp" line="+157"/>
        <source>No game in progress.</source>
        <extracomment>Status line when no game is open.</extracomment>
        <translation>Nenhuma partida em andamento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over: %1</source>
        <extracomment>Status line; %1 is the result (&quot;Blue (Bo) wins by points.&quot;).</extracomment>
        <translation>Fim de partida: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: click the disc to swap with your Emperor on %2, or the Emperor again to cancel.</source>
        <extracomment>Status line; %1 is the player, %2 the space of their Emperor.</extracomment>
        <translation>%1: clique no disco a trocar com seu Imperador em %2, ou de novo no Imperador para cancelar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Emperor swap: click your Emperor, then the disc to swap it with, or decline.</source>
        <extracomment>Status line in the Emperor swap (setup); %1 is the player.</extracomment>
        <translation>%1: troca do Imperador: clique no seu Imperador e depois no disco a trocar, ou recuse.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: no legal action; pass.</source>
        <extracomment>Status line; %1 is the player, who has no legal action and must pass.</extracomment>
        <translation>%1: nenhuma ação válida; passe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: choose where the stack on %2 goes, or a construction site to construct on.</source>
        <extracomment>Status line; %1 is the player, %2 the space of the chosen stack.</extracomment>
        <translation>%1: escolha para onde vai a pilha em %2, ou um local de construção onde construir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: forced march: choose a stack for your second action.</source>
        <extracomment>Status line after a forced march; %1 is the player.</extracomment>
        <translation>%1: marcha forçada: escolha uma pilha para a sua segunda ação.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: choose a stack to move, attack or construct with.</source>
        <extracomment>Status line at the start of a turn; %1 is the player.</extracomment>
        <translation>%1: escolha uma pilha para mover, atacar ou construir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: forced march (%2 from your reserve) or reinforce one of your stacks.</source>
        <extracomment>Status line; %1 is the player, %2 the cost of the forced march (&quot;3 discs&quot;).</extracomment>
        <translation>%1: marcha forçada (%2 da sua reserva) ou reforce uma das suas pilhas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: forced march (%2 from your reserve) or end your turn.</source>
        <extracomment>Status line; %1 is the player, %2 the cost of the forced march (&quot;3 discs&quot;).</extracomment>
        <translation>%1: marcha forçada (%2 da sua reserva) ou encerre o turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: reinforcement phase: reinforce one of your stacks with up to %2.</source>
        <extracomment>Status line; %1 is the player, %2 the most discs they may bring back (&quot;3 discs&quot;).</extracomment>
        <translation>%1: fase de reforços: reforce uma das suas pilhas com até %2.</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>There is no game in progress.</source>
        <extracomment>Refusal of an action when no game is open.</extracomment>
        <translation>Não há partida em andamento.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&quot;%1&quot; is not an action in notation (for example c4-e5, c4xe5, T@d3/c4, march, c4+2).</source>
        <extracomment>Refusal of typed text; %1 is what was typed. Keep the examples in notation as they are.</extracomment>
        <translation>&quot;%1&quot; não é uma ação em notação (por exemplo: c4-e5, c4xe5, T@d3/c4, march, c4+2).</translation>
    </message>
</context>
<context>
    <name>eko::ui::GamePanel</name>
    <message>
        <location filename="../ui/editor/game_panel.cpp" line="+122"/>
        <source>Texts in:</source>
        <extracomment>Game panel of the scenario editor: which language&apos;s name and description are edited.</extracomment>
        <translation>Textos em:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default (every language)</source>
        <extracomment>The scenario&apos;s own name and description, shown in every language without a translation.</extracomment>
        <translation>Padrão (todos os idiomas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <extracomment>Game panel of the scenario editor: the scenario&apos;s name.</extracomment>
        <translation>Nome:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description:</source>
        <extracomment>A few lines on the scenario: its idea, who should try it.</extracomment>
        <translation>Descrição:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players:</source>
        <translation>Jogadores:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup:</source>
        <extracomment>How the game starts: discs placed at random, or an exact position.</extracomment>
        <translation>Preparação:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random (from the game&apos;s seed)</source>
        <translation>Aleatória (pela semente da partida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact position</source>
        <translation>Posição exata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase:</source>
        <translation>Fase:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player to move:</source>
        <translation>Jogador da vez:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First player:</source>
        <translation>Primeiro jogador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swaps done:</source>
        <extracomment>In the Emperor swap: how many players have already swapped or declined.</extracomment>
        <translation>Trocas feitas:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quiet turns:</source>
        <extracomment>Turns in a row without attack, construction or forced march (they lead to a draw).</extracomment>
        <translation>Turnos sem progresso:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules settings</source>
        <translation>Regras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discs per player:</source>
        <translation>Discos por jogador:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack limit:</source>
        <translation>Limite da pilha:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reinforcement, fewest discs:</source>
        <translation>Reforço, mínimo de discos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reinforcement, most discs:</source>
        <translation>Reforço, máximo de discos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forced march cost:</source>
        <translation>Custo da marcha forçada:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points to win:</source>
        <translation>Pontos de vitória para vencer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Villages in the supply:</source>
        <translation>Aldeias no estoque:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towers in the supply:</source>
        <translation>Torres no estoque:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castles in the supply:</source>
        <translation>Castelos no estoque:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw after quiet rounds:</source>
        <extracomment>Rounds in a row without attack, construction or forced march before the game is drawn.</extracomment>
        <translation>Empate após rodadas sem progresso:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From %1 to %2</source>
        <extracomment>%1, %2: the smallest and largest value of a setting.</extracomment>
        <translation>De %1 a %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Name of the scenario</source>
        <translation>Nome do cenário</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Same as the default</source>
        <translation>Igual ao padrão</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The idea of the setup, who should try it</source>
        <translation>A ideia da preparação, quem deveria experimentá-la</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1: a stack of %2 on %3</source>
        <extracomment>A stack that leaves the board: %1 its colour (&quot;Yellow&quot;), %2 its discs (&quot;3 discs&quot;), %3 its space (&quot;c4&quot;).</extracomment>
        <translation>%1: uma pilha de %2 em %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a %2 on %3</source>
        <extracomment>A building that leaves the board: %1 its colour (&quot;Yellow&quot;), %2 the building (&quot;tower&quot;), %3 its space (&quot;c4&quot;).</extracomment>
        <translation>%1: %2 em %3</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>and %n more</source>
        <extracomment>The end of a list of pieces that leave the board; %n: how many more there are.</extracomment>
        <translation>
            <numerusform>e mais %n</numerusform>
            <numerusform>e mais %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewer players</source>
        <translation>Menos jogadores</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>With %n players, the pieces of the other colours leave the board.</source>
        <extracomment>Asked before the number of players goes down; %n: the players left (2 or 3).</extracomment>
        <translation>
            <numerusform>Com %n jogador, as peças das outras cores saem do tabuleiro.</numerusform>
            <numerusform>Com %n jogadores, as peças das outras cores saem do tabuleiro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n stack(s) or building(s) will be removed:</source>
        <extracomment>Followed by the list of the stacks and buildings; %n: how many (1 or more).</extracomment>
        <translation>
            <numerusform>%n pilha ou edifício será removido:</numerusform>
            <numerusform>%n pilhas ou edifícios serão removidos:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::GoalPanel</name>
    <message>
        <location filename="../ui/editor/goal_panel.cpp" line="+211"/>
        <source>Has a goal</source>
        <extracomment>Goal panel of the scenario editor: lessons and puzzles are scenarios with a goal for one player.</extracomment>
        <translation>Tem um objetivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons and puzzles are scenarios with a goal for one player: what to achieve within so many turns.</source>
        <translation>Lições e quebra-cabeças são cenários com um objetivo para um jogador: o que alcançar em tantos turnos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player:</source>
        <extracomment>Goal panel: whose goal it is.</extracomment>
        <translation>Jogador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal:</source>
        <extracomment>Goal panel: what the player must achieve.</extracomment>
        <translation>Objetivo:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Within turns:</source>
        <extracomment>Goal panel: within how many of the goal player&apos;s turns.</extracomment>
        <translation>Em até turnos:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Victory points:</source>
        <extracomment>Goal panel, for &quot;Reach victory points&quot;: how many.</extracomment>
        <translation>Pontos de vitória:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target:</source>
        <extracomment>Goal panel: whose Emperor to capture, or whom to eliminate.</extracomment>
        <translation>Alvo:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the Emperor free</source>
        <extracomment>Goal panel, for &quot;Survive&quot;: the player&apos;s Emperor must not be captured either.</extracomment>
        <translation>Manter o Imperador livre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty:</source>
        <extracomment>Goal panel: how hard the puzzle is.</extracomment>
        <translation>Dificuldade:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not graded</source>
        <extracomment>A difficulty: no grade given.</extracomment>
        <translation>Sem nota</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (easiest)</source>
        <extracomment>A difficulty: %1 is 1.</extracomment>
        <translation>%1 (mais fácil)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (hardest)</source>
        <extracomment>A difficulty: %1 is 5.</extracomment>
        <translation>%1 (mais difícil)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replies of the other players</source>
        <extracomment>Goal panel: how the players other than the goal&apos;s reply.</extracomment>
        <translation>Respostas dos outros jogadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each other player plays any defence unless set otherwise: the goal must be met whatever they play.</source>
        <translation>Cada outro jogador joga qualquer defesa, salvo indicação: o objetivo deve ser cumprido seja qual for a jogada.</translation>
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
        <translation>Qualquer defesa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer, level %1</source>
        <extracomment>How an opponent replies: the computer player of level %1 (1 to 6) plays it.</extracomment>
        <translation>Computador, nível %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed replies</source>
        <extracomment>How an opponent replies: actions typed in notation, in order.</extracomment>
        <translation>Respostas fixas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replies of %1</source>
        <extracomment>Accessible name of the field of an opponent&apos;s replies; %1 a colour (&quot;Blue&quot;).</extracomment>
        <translation>Respostas de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In notation, in order: e3-d3 d3+1</source>
        <extracomment>Placeholder of the replies field: actions in notation, in the order they are taken.</extracomment>
        <translation>Em notação, em ordem: e3-d3 d3+1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The actions of this player in order, separated by spaces; once they are used up, or the next one is not legal, any defence.</source>
        <translation>As ações deste jogador em ordem, separadas por intervalos em branco; quando acabam, ou a próxima não é uma ação válida, qualquer defesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson</source>
        <translation>Lição</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Texts in:</source>
        <extracomment>Goal panel: which language&apos;s lesson text and hints are edited.</extracomment>
        <translation>Textos em:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default (every language)</source>
        <extracomment>The lesson&apos;s own texts, shown in every language without a translation.</extracomment>
        <translation>Padrão (todos os idiomas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson text:</source>
        <extracomment>Goal panel: the text telling the idea the goal teaches.</extracomment>
        <translation>Texto da lição:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints (one per line):</source>
        <extracomment>Goal panel: hints shown one at a time, typed one per line.</extracomment>
        <translation>Dicas (uma por linha):</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Not an action on this board: %1. The replies are kept as they were.</source>
        <extracomment>Under the replies field; %1 the words typed that are not actions (&quot;z9-a1&quot;, separated by commas).</extracomment>
        <translation>Não é uma ação neste tabuleiro: %1. As respostas ficam como estavam.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Any opponent</source>
        <extracomment>Goal panel, &quot;Capture an Emperor&quot; without a target: the Emperor of any opponent counts.</extracomment>
        <translation>Qualquer adversário</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The idea the goal teaches</source>
        <translation>A ideia que o objetivo ensina</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Same as the default</source>
        <translation>Igual ao padrão</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One hint per line, shown one at a time</source>
        <translation>Uma dica por linha, mostradas uma de cada vez</translation>
    </message>
</context>
<context>
    <name>eko::ui::HandOverScreen</name>
    <message>
        <location filename="../ui/window/hand_over_screen.cpp" line="+73"/>
        <source>%1 plays next</source>
        <extracomment>Hand-over screen title; %1 is the player, e.g. &quot;Blue (Bo)&quot;.</extracomment>
        <translation>%1 joga agora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board is hidden so that nobody sees it while the computer changes hands.
Press the button when you are ready.</source>
        <translation>O tabuleiro fica oculto para que ninguém o veja enquanto o computador passa de mão em mão.
Quando tudo estiver pronto, pressione o botão.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am ready</source>
        <translation>Mostrar o tabuleiro</translation>
    </message>
</context>
<context>
    <name>eko::ui::ImageSizeDialog</name>
    <message>
        <location filename="../ui/window/image_size_dialog.cpp" line="+22"/>
        <source>PNG Size</source>
        <extracomment>Title of the dialog that asks how large the exported PNG of the board is.</extracomment>
        <translation>Tamanho do PNG</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <extracomment>After the number of pixels of the exported picture&apos;s width.</extracomment>
        <translation> pixels</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Width:</source>
        <extracomment>PNG size dialog: the width of the picture in pixels.</extracomment>
        <translation>&amp;Largura:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Height:</source>
        <extracomment>PNG size dialog: the height, which follows from the width and the board&apos;s shape.</extracomment>
        <translation>Altura:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The picture of the board keeps its shape; the board&apos;s own size is %1 × %2 pixels.</source>
        <extracomment>PNG size dialog: what the numbers mean.</extracomment>
        <translation>A imagem do tabuleiro mantém a sua forma; o tamanho próprio do tabuleiro é %1 × %2 pixels.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 px</source>
        <extracomment>PNG size dialog: the height in pixels.</extracomment>
        <translation>%1 pixels</translation>
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
        <translation>Teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every action can be played without the mouse: move the ring over the board with the arrow keys and press Enter, or type the action in notation.</source>
        <translation>Toda ação pode ser feita sem o mouse: leve o anel pelo tabuleiro com as setas e pressione Enter, ou digite a ação em notação.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What it does</source>
        <translation>O que faz</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>On the board</source>
        <extracomment>Section of the keyboard window: keys that work when the board has the focus.</extracomment>
        <translation>No tabuleiro</translation>
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
        <translation>Leva o anel à próxima casa nessa direção</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move the focus ring to the neighbouring space: W north-west, E north-east, A west, D east, Z south-west, X south-east</source>
        <extracomment>Keyboard window: the six keys around S step along the six sides of a hex.</extracomment>
        <translation>Leva o anel à casa vizinha: W noroeste, E nordeste, A oeste, D leste, Z sudoeste, X sudeste</translation>
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
        <translation>Mostra o anel; depois clica na casa sob ele (selecionar uma pilha, mover, atacar, construir)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the selected stack down</source>
        <translation>Solta a pilha selecionada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in, zoom out</source>
        <translation>Aumenta ou diminui o zoom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the board to the window</source>
        <translation>Ajusta o tabuleiro à janela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+wheel</source>
        <extracomment>Keyboard window: the mouse wheel with Ctrl held zooms.</extracomment>
        <translation>Ctrl+roda do mouse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom around the pointer</source>
        <translation>Aumenta ou diminui o zoom em torno do ponteiro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Beside the board</source>
        <extracomment>Section of the keyboard window: keys of the panels beside the board.</extracomment>
        <translation>Ao lado do tabuleiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go from the board to the notation field and on through the panel</source>
        <translation>Vai do tabuleiro ao campo de notação e segue pelo painel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the notation field: play the action typed (or the completion chosen)</source>
        <translation>No campo de notação: faz a ação digitada (ou a sugestão escolhida)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the hand-over screen: show the board to the player to move</source>
        <extracomment>Keyboard window: the hand-over screen hides the board between turns; Space presses its button.</extracomment>
        <translation>Na tela de passagem de vez: mostra o tabuleiro ao jogador da vez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alt+underlined letter</source>
        <extracomment>Keyboard window: Alt with the underlined letter of a button or menu.</extracomment>
        <translation>Alt+letra sublinhada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Press that button or open that menu</source>
        <translation>Aciona esse botão ou abre esse menu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scenario Editor: %1</source>
        <extracomment>Section of the keyboard window: the commands of one menu of the scenario editor; %1 the menu (&quot;Edit&quot;).</extracomment>
        <translation>Editor de cenários: %1</translation>
    </message>
</context>
<context>
    <name>eko::ui::LearnDialog</name>
    <message>
        <location filename="../ui/dialogs/learn_dialog.cpp" line="+31"/>
        <source>Learn to Play</source>
        <extracomment>Title of the window with the list of lessons and puzzles.</extracomment>
        <translation>Aprender a Jogar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each lesson shows one idea of the rules on a small board, with a goal to meet. The puzzles are graded from one star (easiest) to five.</source>
        <extracomment>Above the list of lessons and puzzles.</extracomment>
        <translation>Cada lição mostra uma ideia das regras num tabuleiro pequeno, com um objetivo a cumprir. Os quebra-cabeças são graduados de uma estrela (o mais fácil) a cinco.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lesson</source>
        <extracomment>Column headers of the list of lessons and puzzles.</extracomment>
        <translation>Lição</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difficulty</source>
        <translation>Dificuldade</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <extracomment>The button that starts the lesson or puzzle chosen in the list.</extracomment>
        <translation>&amp;Jogar</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Lessons</source>
        <extracomment>Section of the Learn to Play list.</extracomment>
        <translation>Lições</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Puzzles</source>
        <extracomment>Section of the Learn to Play list.</extracomment>
        <translation>Quebra-cabeças</translation>
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
        <translation>%1, resolvido</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>difficulty %1 of 5</source>
        <extracomment>Accessible text of the stars of a lesson or puzzle: %1 of 5 (the hardest).</extracomment>
        <translation>dificuldade %1 de 5</translation>
    </message>
</context>
<context>
    <name>eko::ui::LessonPanel</name>
    <message>
        <location filename="../ui/window/lesson_panel.cpp" line="+119"/>
        <source>Puzzle</source>
        <extracomment>Lesson panel&apos;s title for a scenario with a goal that has no name (the player&apos;s own, from the editor).</extracomment>
        <translation>Quebra-cabeça</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Puzzle %1 of %2: %3</source>
        <extracomment>Lesson panel title: %1 the puzzle&apos;s number, %2 how many puzzles there are, %3 its name.</extracomment>
        <translation>Quebra-cabeça %1 de %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson %1 of %2: %3</source>
        <extracomment>Lesson panel title: %1 the lesson&apos;s number, %2 how many lessons there are, %3 its name.</extracomment>
        <translation>Lição %1 de %2: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hint</source>
        <extracomment>Button and menu item in a lesson: shows the next hint.</extracomment>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Try Again</source>
        <extracomment>Button and menu item in a lesson: starts the lesson again from its position.</extracomment>
        <translation>Tentar &amp;novamente</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Solved! The goal is met.</source>
        <extracomment>Lesson panel: the goal of the lesson or puzzle is met.</extracomment>
        <translation>Resolvido! O objetivo foi cumprido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not solved. %1</source>
        <extracomment>Lesson panel: the goal failed; %1 is why, a whole sentence (&quot;Your Emperor was captured.&quot;).</extracomment>
        <translation>Não resolvido. %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+42"/>
        <source>&amp;Next Lesson</source>
        <extracomment>Button and menu item once a lesson is solved: plays the next one.</extracomment>
        <translation>Próxima &amp;lição</translation>
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
        <translation>O outro lado responde…</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n turn(s) left.</source>
        <extracomment>Lesson panel: the person&apos;s own turns left to meet the goal, the one under way included.</extracomment>
        <translation>
            <numerusform>Turnos restantes: %n.</numerusform>
            <numerusform>Turnos restantes: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hint %1: %2</source>
        <extracomment>Lesson panel: one hint; %1 its number, %2 the hint&apos;s text.</extracomment>
        <translation>Dica %1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Next Puzzle</source>
        <extracomment>Button and menu item once a lesson is solved: plays the next one (the first puzzle after the last lesson).</extracomment>
        <translation>Próximo quebra-&amp;cabeça</translation>
    </message>
</context>
<context>
    <name>eko::ui::LessonSession</name>
    <message>
        <location filename="../ui/model/lesson_session.cpp" line="+162"/>
        <source>You play %1.</source>
        <extracomment>Lesson panel: the colour the person plays in a lesson or puzzle; %1 is a colour (&quot;Red&quot;).</extracomment>
        <translation>Você joga com %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Win the game within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle; %n is the number of the player&apos;s own turns.</extracomment>
        <translation>
            <numerusform>Vença a partida em até %n turno.</numerusform>
            <numerusform>Vença a partida em até %n turnos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Win by points within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: win by victory points (not by elimination).</extracomment>
        <translation>
            <numerusform>Vença por pontos em até %n turno.</numerusform>
            <numerusform>Vença por pontos em até %n turnos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Capture an opponent&apos;s Emperor within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: attack a stack that holds another player&apos;s Emperor.</extracomment>
        <translation>
            <numerusform>Capture um Imperador adversário em até %n turno.</numerusform>
            <numerusform>Capture um Imperador adversário em até %n turnos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Capture the Emperor of %1 within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle; %1 is a player&apos;s colour (&quot;Blue&quot;).</extracomment>
        <translation>
            <numerusform>Capture o Imperador de %1 em até %n turno.</numerusform>
            <numerusform>Capture o Imperador de %1 em até %n turnos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Build a palace within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: construct a building on a capital.</extracomment>
        <translation>
            <numerusform>Construa um palácio em até %n turno.</numerusform>
            <numerusform>Construa um palácio em até %n turnos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Reach %1 VP within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle; %1 is a number of victory points.</extracomment>
        <translation>
            <numerusform>Chegue a %1 PV em até %n turno.</numerusform>
            <numerusform>Chegue a %1 PV em até %n turnos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Put %1 out of the game within %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: %1 (a colour, &quot;Yellow&quot;) must have no disc left on the board.</extracomment>
        <translation>
            <numerusform>Elimine %1 da partida em até %n turno.</numerusform>
            <numerusform>Elimine %1 da partida em até %n turnos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Stay in the game with your Emperor free for %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: still in the game, the own Emperor not captured.</extracomment>
        <translation>
            <numerusform>Permaneça na partida com seu Imperador livre por %n turno.</numerusform>
            <numerusform>Permaneça na partida com seu Imperador livre por %n turnos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Stay in the game for %n turn(s).</source>
        <extracomment>The goal of a lesson or puzzle: still in the game (some disc on the board) after so many turns.</extracomment>
        <translation>
            <numerusform>Permaneça na partida por %n turno.</numerusform>
            <numerusform>Permaneça na partida por %n turnos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your turns are over and the goal is not met.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>Seus turnos acabaram e o objetivo não foi cumprido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another player won the game.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>Outro jogador venceu a partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ended in a draw.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>A partida terminou em empate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You won by elimination, not by points.</source>
        <extracomment>Why a lesson or puzzle is not solved: the goal was to win by points.</extracomment>
        <translation>Você venceu por eliminação, não por pontos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no disc on the board any more.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>Você não tem mais nenhum disco no tabuleiro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your Emperor was captured.</source>
        <extracomment>Why a lesson or puzzle is not solved.</extracomment>
        <translation>Seu Imperador foi capturado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of the game, so that Emperor can no longer be captured.</source>
        <extracomment>Why a lesson or puzzle is not solved; %1 is a player&apos;s colour (&quot;Blue&quot;).</extracomment>
        <translation>%1 foi eliminado, então esse Imperador não pode mais ser capturado.</translation>
    </message>
</context>
<context>
    <name>eko::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="+478"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Limpar a lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Salvar c&amp;omo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game &amp;Details…</source>
        <extracomment>Menu item: opens the Game Details dialog (file, players, date saved, seed, scenario).</extracomment>
        <translation>De&amp;talhes da partida…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Aumentar zoom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Diminuir zoom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit Board to Window</source>
        <translation>A&amp;justar tabuleiro à janela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hand-over Screen Between Turns</source>
        <translation>&amp;Tela de passagem de vez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of Ekö</source>
        <translation>&amp;Regras do Ekö</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Learn to Play…</source>
        <extracomment>Menu item: opens the list of lessons and puzzles.</extracomment>
        <translation>A&amp;prender a Jogar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson</source>
        <extracomment>Title of the panel beside the board while a lesson or puzzle is played.</extracomment>
        <translation>Lição</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Ekö</source>
        <translation>&amp;Sobre o Ekö</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play</source>
        <extracomment>Title of the panel with the action buttons and the notation field.</extracomment>
        <translation>Jogar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions played</source>
        <extracomment>Title of the list of the actions played so far in the game.</extracomment>
        <translation>Ações jogadas</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>No recent games</source>
        <translation>Nenhuma partida recente</translation>
    </message>
    <message>
        <location line="-218"/>
        <source>Show Space &amp;Names</source>
        <translation>Mostrar &amp;nomes das casas</translation>
    </message>
    <message>
        <location line="-309"/>
        <source>A new branch: the line played before stays in the move list (Branches menu).</source>
        <extracomment>Status line after an action played where another action had been played before (after an undo, or in replay): the old line is kept.</extracomment>
        <translation>Um novo ramo: a linha jogada antes continua na lista de ações (menu Ramos).</translation>
    </message>
    <message>
        <location line="+315"/>
        <source>&amp;Keyboard</source>
        <extracomment>Menu item: opens the list of every key (shortcuts and board keys).</extracomment>
        <translation>&amp;Teclado</translation>
    </message>
</context>
<context>
    <name>eko::ui::NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="+408"/>
        <source>Choose a Scenario</source>
        <translation>Escolher um cenário</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ekö scenarios (*.ekoscn);;All files (*)</source>
        <translation>Cenários do Ekö (*.ekoscn);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The file cannot be read.</source>
        <translation>Não é possível ler o arquivo.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>This scenario starts from an exact position: it sets where every disc stands and who plays first, so the seed changes nothing.</source>
        <translation>Este cenário começa numa posição exata: ele define onde cada disco está e quem joga primeiro, então a semente não muda nada.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>“%1”: %n player(s), %2 spaces</source>
        <translation>
            <numerusform>“%1”: %n jogador, %2 casas</numerusform>
            <numerusform>“%1”: %n jogadores, %2 casas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This scenario cannot be played:</source>
        <translation>Este cenário não pode ser jogado:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a scenario file (.ekoscn).</source>
        <translation>Escolha um arquivo de cenário (.ekoscn).</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>New Game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Número de jogadores:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Human</source>
        <extracomment>In the New Game dialog: the seat is played by a person at this computer.</extracomment>
        <translation>Pessoa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer player %1</source>
        <extracomment>In the New Game dialog: the seat is a computer player; %1 is its level, e.g. &quot;4 — Advanced&quot;.</extracomment>
        <translation>Jogador computador %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays this colour: a person, or the computer at a level from 1 (beginner) to 6 (strongest).</source>
        <extracomment>Tooltip of the Human/Computer choice beside each player&apos;s name.</extracomment>
        <translation>Quem joga com esta cor: uma pessoa ou o computador, num nível de 1 (iniciante) a 6 (máximo).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who plays %1: a person, or the computer at a level from 1 (beginner) to 6 (strongest).</source>
        <extracomment>Accessible description of the Human/Computer choice of a seat; %1 its colour (&quot;Red&quot;).</extracomment>
        <translation>Quem joga com %1: uma pessoa ou o computador, num nível de 1 (iniciante) a 6 (máximo).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Standard board for the number of players</source>
        <translation>&amp;Tabuleiro padrão para o número de jogadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Procurar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setup</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fixed seed:</source>
        <translation>&amp;Semente fixa:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Teaching game: tell me my mistakes</source>
        <extracomment>New Game check box, enabled when a seat is a computer player&apos;s: after each of a person&apos;s actions, the computer tells a mistake at once.</extracomment>
        <translation>Partida de &amp;ensino: apontar meus erros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each of your actions, the computer judges it and tells you at once when it was a mistake, with a better action and Take Back.</source>
        <translation>Após cada ação sua, o computador a avalia e avisa na hora quando foi um erro, com uma ação melhor e Voltar Atrás.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>random</source>
        <translation>aleatória</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed</source>
        <extracomment>Accessible name of the field where the seed of the setup is typed.</extracomment>
        <translation>Semente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scenario file</source>
        <extracomment>Accessible name of the field where a scenario file&apos;s path is typed.</extracomment>
        <translation>Arquivo de cenário</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>The seed decides where the discs start and who plays first; the same seed gives the same setup. Without one, the setup is random.</source>
        <translation>A semente decide onde os discos começam e quem joga primeiro; a mesma semente gera a mesma preparação. Sem ela, a preparação é aleatória.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>S&amp;tart Game</source>
        <translation>&amp;Iniciar partida</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>Other scenario file (below)</source>
        <translation>Outro arquivo de cenário (abaixo)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Standard boards</source>
        <extracomment>Heading in the New Game dialog&apos;s list of scenarios.</extracomment>
        <translation>Tabuleiros padrão</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>My scenarios</source>
        <extracomment>Heading in the New Game dialog&apos;s list: scenarios saved in the player&apos;s own scenario folder.</extracomment>
        <translation>Meus cenários</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recently opened</source>
        <extracomment>Heading in the New Game dialog&apos;s list: scenario files opened recently from other folders.</extracomment>
        <translation>Abertos recentemente</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%n player(s))</source>
        <extracomment>A scenario in the New Game dialog&apos;s list: %1 its name, %n its number of players.</extracomment>
        <translation>
            <numerusform>%1 (%n jogador)</numerusform>
            <numerusform>%1 (%n jogadores)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+278"/>
        <source>S&amp;cenario:</source>
        <translation>&amp;Cenário:</translation>
    </message>
</context>
<context>
    <name>eko::ui::NewScenarioDialog</name>
    <message>
        <location filename="../ui/editor/new_scenario_dialog.cpp" line="+34"/>
        <source>New Scenario</source>
        <translation>Novo cenário</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players:</source>
        <translation>Jogadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The standard board for these players</source>
        <translation>O tabuleiro padrão para esses jogadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A random board with the standard counts</source>
        <translation>Um tabuleiro aleatório com as quantidades padrão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A blank board of desert spaces</source>
        <translation>Um tabuleiro em branco, só com casas de deserto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seed: </source>
        <extracomment>The number a random board is made from: the same seed makes the same board.</extracomment>
        <translation>Semente: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Symmetric (the same for every player)</source>
        <translation>Simétrico (igual para todos os jogadores)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> rings around the centre</source>
        <extracomment>Size of a blank board: how many rings of spaces around the centre.</extracomment>
        <translation> anéis ao redor do centro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start from:</source>
        <translation>Começar de:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Place the discs myself (an exact position)</source>
        <translation>Colocar os discos manualmente (posição exata)</translation>
    </message>
</context>
<context>
    <name>eko::ui::PlayPanel</name>
    <message>
        <location filename="../ui/window/play_panel.cpp" line="+44"/>
        <source>&amp;Action in notation:</source>
        <translation>Ação em &amp;notação:</translation>
    </message>
</context>
<context>
    <name>eko::ui::PlayersModel</name>
    <message>
        <location filename="../ui/model/players_model.cpp" line="+168"/>
        <source>Level %1</source>
        <extracomment>Players panel, computer player column: the level (1–6) of the computer player of this seat.</extracomment>
        <translation>Nível %1</translation>
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
        <translation>%1 venceu a partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out: no disc on the board.</source>
        <extracomment>%1 is a player; they have no disc on the board any more.</extracomment>
        <translation>%1 está fora: nenhum disco no tabuleiro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is to move.</source>
        <extracomment>%1 is a player (&quot;Red (Ana)&quot;).</extracomment>
        <translation>%1 joga agora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 on the board.</source>
        <extracomment>%1 is a player, %2 their discs on the board (&quot;5 discs&quot;).</extracomment>
        <translation>%1: %2 no tabuleiro.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is the computer, playing the replies the puzzle sets. %2</source>
        <extracomment>Tool tip in the players panel, in a puzzle: %1 is the player (&quot;Blue&quot;), %2 what the player is doing.</extracomment>
        <translation>%1 é o computador, que joga as respostas definidas pelo quebra-cabeça. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is the computer, playing the strongest defence against the goal. %2</source>
        <extracomment>Tool tip in the players panel, in a puzzle: %1 is the player (&quot;Blue&quot;), %2 what the player is doing.</extracomment>
        <translation>%1 é o computador, que joga a defesa mais forte contra o objetivo. %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is a computer player, level %2. %3</source>
        <extracomment>Tool tip in the players panel: %1 is the player (&quot;Blue&quot;), %2 the level with its name (&quot;4 — Advanced&quot;), %3 what the player is doing, e.g. &quot;Blue is to move.&quot;.</extracomment>
        <translation>%1 é um jogador computador, nível %2. %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is played by a person.</source>
        <extracomment>Tool tip in the players panel&apos;s computer player column, for a seat a person plays; %1 is the player (&quot;Blue&quot;).</extracomment>
        <translation>%1 é jogado por uma pessoa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 VP: %2 from buildings, %3 from captive Emperors. %4 VP and a palace win.</source>
        <extracomment>%1 total VP, %2 VP from buildings, %3 VP from captive Emperors, %4 the VP needed to win.</extracomment>
        <translation>%1 PV: %2 de edifícios, %3 de Imperadores cativos. Vence quem tiver %4 PV e um palácio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buildings on a capital (palaces): %1. A palace is needed to win by points.</source>
        <extracomment>Tool tip of the palaces column; %1 is the number of palaces.</extracomment>
        <translation>Edifícios numa capital (palácios): %1. É preciso um palácio para vencer por pontos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and the Emperor in reserve; the Emperor comes back with the next reinforcement.</source>
        <extracomment>%1 is a number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>%1 e o Imperador na reserva; o Imperador volta com o próximo reforço.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 in reserve.</source>
        <extracomment>%1 is a number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>%1 na reserva.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building supply: %1, %2, %3.</source>
        <extracomment>%1, %2, %3: numbers of villages, towers and castles (&quot;5 villages&quot;).</extracomment>
        <translation>Estoque de edifícios: %1, %2, %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Holds no captive Emperor.</source>
        <translation>Não tem nenhum Imperador cativo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captive Emperors: %1 (%2 VP each).</source>
        <extracomment>%1 lists the colours of the captive Emperors (&quot;Blue and Green&quot;), %2 their value in VP each.</extracomment>
        <translation>Imperadores cativos: %1 (%2 PV cada).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 removed from the game by forced marches.</source>
        <extracomment>%1 is a number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>Removidos da partida por marchas forçadas: %1.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The player&apos;s name; the player to move is shown in bold.</source>
        <extracomment>Column header: the player&apos;s name.</extracomment>
        <translation>O nome do jogador; quem joga agora aparece em negrito.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player&apos;s colour.</source>
        <extracomment>Column header: the player&apos;s colour.</extracomment>
        <translation>A cor do jogador.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour</source>
        <translation>Cor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The level of the computer player that plays this colour, 1 to 6; empty for a person.</source>
        <extracomment>Column header: the level of the computer player that plays the seat (empty for a person).</extracomment>
        <translation>O nível do jogador computador que joga esta cor, de 1 a 6; vazio para uma pessoa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer player</source>
        <translation>Jogador computador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Victory points: buildings on the board, plus %1 per captive Emperor.</source>
        <extracomment>Column header: victory points (GLOSSARY: VP).</extracomment>
        <translation>Pontos de vitória: edifícios no tabuleiro, mais %1 por Imperador cativo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Palaces: buildings on a capital. A palace is needed to win by points.</source>
        <extracomment>Column header: the player&apos;s buildings on a capital.</extracomment>
        <translation>Palácios: edifícios numa capital. É preciso um palácio para vencer por pontos.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Palaces</source>
        <translation>Palácios</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discs in reserve, brought back onto the board by reinforcement.</source>
        <extracomment>Column header: discs in reserve.</extracomment>
        <translation>Discos na reserva, que voltam ao tabuleiro por reforço.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reserve</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building supply: villages / towers / castles not yet built.</source>
        <extracomment>Column header: building supply (villages / towers / castles not yet built).</extracomment>
        <translation>Estoque de edifícios: aldeias / torres / castelos ainda não construídos.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Supply</source>
        <translation>Estoque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Captive Emperors: enemy Emperors this player holds.</source>
        <extracomment>Column header: captive (enemy) Emperors held by this player.</extracomment>
        <translation>Imperadores cativos: Imperadores adversários em poder deste jogador.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Captives</source>
        <translation>Cativos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discs removed from the game by forced marches.</source>
        <extracomment>Column header: discs removed from the game by forced marches.</extracomment>
        <translation>Discos removidos da partida por marchas forçadas.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Removed</source>
        <translation>Removidos</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>victory points (%1 and a palace win)</source>
        <extracomment>Legend of the players table: the VP column; %1 is the VP needed to win (12).</extracomment>
        <translation>pontos de vitória (%1 e um palácio vencem)</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>Set replies</source>
        <extracomment>Players panel, computer player column, in a puzzle: the computer plays the replies the puzzle&apos;s author set.</extracomment>
        <translation>Respostas definidas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Best defence</source>
        <extracomment>Players panel, computer player column, in a puzzle: the computer plays the strongest defence against the goal.</extracomment>
        <translation>Melhor defesa</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>buildings on a capital</source>
        <extracomment>Legend of the players table: the Palaces column.</extracomment>
        <translation>edifícios em uma capital</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discs off the board</source>
        <extracomment>Legend of the players table: the Reserve column.</extracomment>
        <translation>discos fora do tabuleiro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>villages / towers / castles left to build</source>
        <extracomment>Legend of the players table: the Supply column (three numbers).</extracomment>
        <translation>aldeias / torres / castelos ainda por construir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enemy Emperors held</source>
        <extracomment>Legend of the players table: the Captives column.</extracomment>
        <translation>Imperadores inimigos capturados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discs lost to forced marches</source>
        <extracomment>Legend of the players table: the Removed column.</extracomment>
        <translation>discos perdidos em marchas forçadas</translation>
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
        <translation>No tabuleiro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Emperor in reserve</source>
        <translation>Imperador na reserva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed</source>
        <extracomment>Discs removed from the game by forced marches.</extracomment>
        <translation>Removidos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captive Emperors</source>
        <extracomment>The Emperors of other players this player holds.</extracomment>
        <translation>Imperadores cativos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Villages in supply</source>
        <translation>Aldeias no estoque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towers in supply</source>
        <translation>Torres no estoque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castles in supply</source>
        <translation>Castelos no estoque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discs in all</source>
        <extracomment>Every disc of the player wherever it is, against the discs per player of the rules.</extracomment>
        <translation>Discos ao todo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a random setup every disc is placed at the start of the game. Choose &quot;Exact position&quot; as the setup to place stacks and buildings and to set these counts.</source>
        <translation>Na preparação aleatória, cada disco é colocado no início da partida. Escolha &quot;Posição exata&quot; como preparação para colocar pilhas e edifícios e definir essas quantidades.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 holds the Emperor of %2</source>
        <extracomment>Tooltip of a check box: %1 and %2 are player colours (&quot;Red&quot;, &quot;Blue&quot;); %1 holds the Emperor of %2.</extracomment>
        <translation>%1 mantém o Imperador de %2 como cativo</translation>
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
        <translation>Preferências</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interface</source>
        <translation>Interface</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Hide the board between turns (hand-over screen)</source>
        <translation>&amp;Ocultar o tabuleiro entre turnos (tela de passagem de vez)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Blind mode (for screen readers)</source>
        <extracomment>Preference for players using a screen reader (e.g. Orca).</extracomment>
        <translation>Modo &amp;cego (para leitores de tela)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The screen reader is told every action, refusal and change of turn in full, and the keyboard focus goes back to the action field after every action.</source>
        <extracomment>Tooltip of the Blind mode preference.</extracomment>
        <translation>O leitor de tela anuncia por completo cada ação, recusa e mudança de turno, e o foco do teclado volta ao campo de ação depois de cada ação.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>System language (%1)</source>
        <extracomment>Language choice: follow the operating system&apos;s language; %1 is that language in itself (&quot;English&quot;).</extracomment>
        <translation>Idioma do sistema (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was chosen on the command line (--lang) for this session only. A language chosen here is kept for the next start.</source>
        <extracomment>Under the language choice; %1 is the language in use, in itself (&quot;한국어&quot;).</extracomment>
        <translation>%1 foi escolhido na linha de comando (--lang) só para esta sessão. Um idioma escolhido aqui é mantido na próxima vez.</translation>
    </message>
</context>
<context>
    <name>eko::ui::ProblemMessage</name>
    <message numerus="yes">
        <location filename="../ui/look/problem_message.cpp" line="+23"/>
        <source>…and %n more problem(s) (see the details).</source>
        <translation>
            <numerusform>…e mais %n problema (veja os detalhes).</numerusform>
            <numerusform>…e mais %n problemas (veja os detalhes).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::ProblemsPanel</name>
    <message>
        <location filename="../ui/editor/problems_panel.cpp" line="+53"/>
        <source>No problems: this scenario can be saved and played.</source>
        <translation>Nenhum problema: este cenário pode ser salvo e jogado.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s): the scenario can be saved and played, but check them.</source>
        <translation>
            <numerusform>%n aviso: o cenário pode ser salvo e jogado, mas confira.</numerusform>
            <numerusform>%n avisos: o cenário pode ser salvo e jogado, mas confira-os.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n error(s): fix them before saving or playing.</source>
        <translation>
            <numerusform>%n erro: corrija-o antes de salvar ou jogar.</numerusform>
            <numerusform>%n erros: corrija-os antes de salvar ou jogar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::PuzzleTestDialog</name>
    <message>
        <location filename="../ui/editor/puzzle_test_dialog.cpp" line="+22"/>
        <source>This scenario has no goal: check “Has a goal” in the Goal panel first.</source>
        <translation>Este cenário não tem objetivo: marque primeiro “Tem um objetivo” no painel Objetivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A puzzle needs an exact position: choose “Exact position” under Setup in the Game panel.</source>
        <translation>Um quebra-cabeça precisa de uma posição exata: escolha “Posição exata” em Preparação no painel Partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The puzzle cannot be tested while the scenario has errors: %1</source>
        <extracomment>%1: the first error of the scenario, a whole sentence.</extracomment>
        <translation>O quebra-cabeça não pode ser testado enquanto o cenário tiver erros: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Test This Puzzle</source>
        <extracomment>Title of the dialog of Scenario ▸ Test This Puzzle.</extracomment>
        <translation>Testar este quebra-cabeça</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Searching</source>
        <extracomment>Accessible name of the busy bar while the solver searches.</extracomment>
        <translation>Buscando</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solution</source>
        <extracomment>Accessible name of the list of the solution&apos;s actions.</extracomment>
        <translation>Solução</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Stopping…</source>
        <extracomment>While the solver stops after Cancel.</extracomment>
        <translation>Parando…</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Searching every line of play within %n turn(s)…</source>
        <extracomment>While the solver searches; %n: the goal&apos;s turns.</extracomment>
        <translation>
            <numerusform>Buscando todas as linhas de jogo em até %n turno…</numerusform>
            <numerusform>Buscando todas as linhas de jogo em até %n turnos…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>Solved in %n turn(s).</source>
        <extracomment>Test This Puzzle: the goal can be met whatever the replies; %n: the fewest turns.</extracomment>
        <translation>
            <numerusform>Resolvido em %n turno.</numerusform>
            <numerusform>Resolvido em %n turnos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The first action %1 is the only one of %n legal first actions that works.</source>
        <extracomment>%1: the first action in notation (&quot;a1xf1&quot;); %n: the legal first actions.</extracomment>
        <translation>
            <numerusform>A primeira ação %1 é a única de %n ação válida que funciona.</numerusform>
            <numerusform>A primeira ação %1 é a única das %n ações válidas que funciona.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The first action is not unique: %n first actions work: %1.</source>
        <extracomment>%1: the first actions in notation, separated by commas; %n: how many work.</extracomment>
        <translation>
            <numerusform>A primeira ação não é única: %n primeira ação funciona: %1.</numerusform>
            <numerusform>A primeira ação não é única: %n primeiras ações funcionam: %1.</numerusform>
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
            <numerusform>Sem solução em até %n turno: nenhuma linha de jogo cumpre o objetivo contra estas respostas.</numerusform>
            <numerusform>Sem solução em até %n turnos: nenhuma linha de jogo cumpre o objetivo contra estas respostas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped before an answer was found.</source>
        <translation>Parado antes de encontrar uma resposta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 positions searched in %2 s.</source>
        <extracomment>%1: positions searched, %2: seconds (&quot;0.25&quot;).</extracomment>
        <translation>%1 posições buscadas em %2 s.</translation>
    </message>
</context>
<context>
    <name>eko::ui::ReplayMode</name>
    <message>
        <location filename="../ui/window/replay_mode.cpp" line="+243"/>
        <source>%1 per second</source>
        <extracomment>Autoplay speed of the replay; %1 is a number of actions (0.25 to 32).</extracomment>
        <translation>%1 por segundo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Replay</source>
        <extracomment>View menu item and toolbar button: step through the game&apos;s actions (Replay mode).</extracomment>
        <translation>&amp;Reprodução</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: step through the game&apos;s actions; click again to play on at the end</source>
        <translation>Reprodução: percorra as ações da partida; clique de novo para voltar a jogar no fim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;First Action</source>
        <translation>P&amp;rimeira ação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Turn</source>
        <translation>&amp;Turno anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Action</source>
        <translation>Ação &amp;anterior</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+95"/>
        <source>&amp;Autoplay</source>
        <extracomment>Replay: the actions follow one another by themselves (Space starts and pauses it).</extracomment>
        <translation>Reprodução a&amp;utomática</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Next Action</source>
        <translation>&amp;Próxima ação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Turn</source>
        <translation>Pró&amp;ximo turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Action</source>
        <translation>Ú&amp;ltima ação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Action…</source>
        <translation>&amp;Ir para a ação…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Back to Play</source>
        <extracomment>Replay: back to playing the game at its last action.</extracomment>
        <translation>&amp;Voltar a jogar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue from Here</source>
        <extracomment>Replay: a new game that keeps the actions up to the one shown and is played on from there.</extracomment>
        <translation>&amp;Continuar daqui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game that keeps the actions up to this one, played on from here; the game replayed stays as it is</source>
        <translation>Uma nova partida que mantém as ações até esta e continua daqui; a partida reproduzida fica como está</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay &amp;Controls</source>
        <translation>&amp;Controles da reprodução</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jump To</source>
        <extracomment>Replay menu: the submenu that goes to the next or previous attack, construction, palace or Emperor event.</extracomment>
        <translation>&amp;Saltar para</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Action</source>
        <extracomment>Replay toolbar: label of the box where the number of the action to show is typed.</extracomment>
        <translation>&amp;Ação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every action of the game: click or drag to go to one</source>
        <translation>Todas as ações da partida: clique ou arraste para ir a uma delas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Autoplay speed, in actions per second</source>
        <translation>Velocidade da reprodução automática, em ações por segundo</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Reprodução</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Victory Points</source>
        <extracomment>Title of the panel with the chart of every player&apos;s victory points over the game.</extracomment>
        <translation>Pontos de vitória</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>P&amp;ause</source>
        <extracomment>Replay: pauses the autoplay.</extracomment>
        <translation>Pa&amp;usar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> of %1</source>
        <extracomment>Replay toolbar, after the number of the action shown: the number of actions in the game.</extracomment>
        <translation> de %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replay: the start of the game, before the first of %1 actions.</source>
        <extracomment>Status line while replaying, before the first action; %1 is the number of actions of the game.</extracomment>
        <translation>Reprodução: o início da partida, antes da primeira de %1 ações.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replay, action %1 of %2.</source>
        <extracomment>Status line while replaying: %1 action number, %2 actions in all.</extracomment>
        <translation>Reprodução, ação %1 de %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The start of the game: no action yet.</source>
        <extracomment>Under the move list before the first action of a game.</extracomment>
        <translation>O início da partida: nenhuma ação ainda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Action %1 of %2: %3</source>
        <extracomment>Under the move list: %1 the action&apos;s number, %2 actions in all, %3 what happened (a sentence).</extracomment>
        <translation>Ação %1 de %2: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game is over here. Go back to an earlier action to try another one.</source>
        <extracomment>Status line when the board is clicked in replay at the end of the game.</extracomment>
        <translation>A partida termina aqui. Volte a uma ação anterior para tentar outra.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A new game goes on from action %1 of the game replayed.</source>
        <extracomment>Status line after Continue from Here; %1 is the number of actions kept.</extracomment>
        <translation>Uma nova partida continua a partir da ação %1 da partida reproduzida.</translation>
    </message>
</context>
<context>
    <name>eko::ui::RulesWindow</name>
    <message>
        <location filename="../ui/dialogs/rules_window.cpp" line="+43"/>
        <source>The rules page is missing from this build.</source>
        <translation>Esta versão do programa não inclui a página de regras.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ekö Rules</source>
        <translation>Regras do Ekö</translation>
    </message>
</context>
<context>
    <name>eko::ui::ScenarioDocument</name>
    <message>
        <location filename="../ui/editor/editor_actions.cpp" line="+43"/>
        <location filename="../ui/editor/scenario_document.cpp" line="+88"/>
        <source>Open Scenario</source>
        <translation>Abrir cenário</translation>
    </message>
    <message>
        <location filename="../ui/editor/scenario_document.cpp" line="-53"/>
        <source>New scenario</source>
        <extracomment>Title of a scenario that has neither a file nor a name yet.</extracomment>
        <translation>Novo cenário</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ekö scenarios (*.ekoscn);;All files (*)</source>
        <translation>Cenários do Ekö (*.ekoscn);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot Open Scenario</source>
        <extracomment>%1: a file name.</extracomment>
        <translation>Não foi possível abrir o cenário</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenario %1 cannot be opened:</source>
        <translation>O cenário %1 não pode ser aberto:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This scenario has problems: they are listed in the Problems panel.</source>
        <translation>Este cenário tem problemas: eles estão listados no painel Problemas.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>scenario</source>
        <translation>cenário</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save Scenario</source>
        <translation>Salvar cenário</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+35"/>
        <source>Cannot Save Scenario</source>
        <translation>Não foi possível salvar o cenário</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Saved %1.</source>
        <extracomment>%1: a file name.</extracomment>
        <translation>%1 salvo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scenario Editor</source>
        <translation>Editor de cenários</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the changes to this scenario?</source>
        <translation>Salvar as alterações deste cenário?</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot Play Scenario</source>
        <translation>Não foi possível jogar o cenário</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The scenario cannot be saved yet: %1</source>
        <extracomment>%1: the first error of the scenario.</extracomment>
        <translation>O cenário ainda não pode ser salvo: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scenario cannot be played yet: %1</source>
        <extracomment>%1: the first error of the scenario.</extracomment>
        <translation>Ainda não é possível jogar este cenário: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every problem is listed in the Problems panel.</source>
        <translation>Todos os problemas estão listados no painel Problemas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not saved: %1</source>
        <extracomment>Status line; %1: the first error of the scenario.</extracomment>
        <translation>Não salvo: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not started: %1</source>
        <translation>Não iniciada: %1</translation>
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
        <translation>Pintar terreno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add space</source>
        <translation>Adicionar casa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove space</source>
        <translation>Remover casa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place stack</source>
        <translation>Colocar pilha</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change stack size</source>
        <translation>Mudar tamanho da pilha</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move Emperor</source>
        <translation>Mover Imperador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move stack</source>
        <translation>Mover pilha</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete stack</source>
        <translation>Excluir pilha</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place building</source>
        <translation>Colocar edifício</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete building</source>
        <translation>Excluir edifício</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change player counts</source>
        <translation>Mudar quantidades do jogador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change name and description</source>
        <translation>Mudar nome e descrição</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change number of players</source>
        <translation>Mudar número de jogadores</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change setup</source>
        <translation>Mudar preparação</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change turn</source>
        <translation>Mudar turno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change rules settings</source>
        <translation>Mudar regras</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Change goal</source>
        <extracomment>Undo menu text: &quot;Undo Change goal&quot; (the goal of a puzzle or lesson).</extracomment>
        <translation>Alterar objetivo</translation>
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
        <translation>Intransponível</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stack: %1, %2, Emperor included</source>
        <extracomment>Tooltip: %1 is the player colour, %2 the number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>Pilha: %1, %2, incluindo o Imperador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stack: %1, %2</source>
        <extracomment>Tooltip: %1 is the player colour, %2 the number of discs (&quot;3 discs&quot;).</extracomment>
        <translation>Pilha: %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Building: %1 (%2), palace</source>
        <extracomment>Tooltip: %1 is the building, %2 the player colour; on a capital the building is a palace.</extracomment>
        <translation>Edifício: %1 (%2), palácio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Building: %1 (%2)</source>
        <extracomment>Tooltip: %1 is the building, %2 the player colour.</extracomment>
        <translation>Edifício: %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Construction site: %1</source>
        <extracomment>Tooltip of an empty construction site: %1 lists the buildings its terrain allows.</extracomment>
        <translation>Local de construção: %1</translation>
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
        <translation>%1, %2 com o Imperador</translation>
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
        <translation>%1 não tem pilha no tabuleiro.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 has %n stack(s): %2.</source>
        <extracomment>Answer to &quot;read my stacks&quot;: %1 the player (&quot;Blue (Bo)&quot;), %n how many stacks, %2 the list.</extracomment>
        <translation>
            <numerusform>Pilhas de %1 (%n): %2.</numerusform>
            <numerusform>Pilhas de %1 (%n): %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+19"/>
        <source>Put the board&apos;s cursor on a space first (the arrow keys on the board).</source>
        <extracomment>Answer of a command about the board&apos;s cursor when the cursor is on no space.</extracomment>
        <translation>Primeiro ponha o cursor do tabuleiro numa casa (as setas no tabuleiro).</translation>
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
        <translation>Nenhuma pilha ao lado de %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next to %1: %2.</source>
        <extracomment>Answer to &quot;read the stacks next to a space&quot;: %1 the space (c4), %2 the list of stacks.</extracomment>
        <translation>Ao lado de %1: %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No legal action from %1.</source>
        <extracomment>Answer to &quot;what can this stack do&quot;: %1 the space (c4).</extracomment>
        <translation>Nenhuma ação válida a partir de %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n legal action(s) from %1: %2.</source>
        <extracomment>Answer to &quot;what can this stack do&quot;: %1 the space (c4), %n how many actions, %2 the list.</extracomment>
        <translation>
            <numerusform>Ações válidas a partir de %1 (%n): %2.</numerusform>
            <numerusform>Ações válidas a partir de %1 (%n): %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 and the Emperor in reserve</source>
        <translation>%1 e o Imperador na reserva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in reserve</source>
        <extracomment>The reserve read to a screen reader: %1 its discs (&quot;5 discs&quot;).</extracomment>
        <translation>%1 na reserva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 VP, %3</source>
        <extracomment>Answer to &quot;read the score and reserves&quot;, one player: %1 the player, %2 the VP, %3 the reserve.</extracomment>
        <translation>%1 %2 PV, %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2 VP and a palace win.</source>
        <extracomment>Answer to &quot;read the score and reserves&quot;: %1 the list of players; %2 the VP needed to win.</extracomment>
        <translation>%1. Vencem %2 PV e um palácio.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No action played yet.</source>
        <extracomment>Answer to &quot;read the last actions&quot; before the first action.</extracomment>
        <translation>Nenhuma ação jogada ainda.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1&apos;s Emperor is on %2</source>
        <extracomment>Answer to &quot;where are the Emperors&quot;: %1 the player, %2 the space (c4).</extracomment>
        <translation>O Imperador de %1 está em %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Emperor is the captive of %2</source>
        <extracomment>Answer to &quot;where are the Emperors&quot;: %1 the player, %2 the player holding it captive.</extracomment>
        <translation>O Imperador de %1 é cativo de %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Emperor is in reserve</source>
        <extracomment>Answer to &quot;where are the Emperors&quot;: %1 the player.</extracomment>
        <translation>O Imperador de %1 está na reserva</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Emperor is out of the game</source>
        <extracomment>Answer to &quot;where are the Emperors&quot;: %1 the player (whose Emperor is out of the game).</extracomment>
        <translation>O Imperador de %1 está fora da partida</translation>
    </message>
</context>
<context>
    <name>eko::ui::StackDragPreview</name>
    <message>
        <location filename="../ui/editor/stack_drag_preview.cpp" line="+49"/>
        <source>Off the board: the stack stays where it is.</source>
        <extracomment>Scenario editor, while a stack is dragged beyond the edge of the board.</extracomment>
        <translation>Fora do tabuleiro: a pilha fica onde está.</translation>
    </message>
</context>
<context>
    <name>eko::ui::StatusLine</name>
    <message>
        <location filename="../ui/window/status_line.cpp" line="+160"/>
        <source>Status</source>
        <extracomment>Accessible name of the status line (whose turn it is, what to do, the last refusal).</extracomment>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Refused actions:</source>
        <translation>Ações recusadas:</translation>
    </message>
</context>
<context>
    <name>eko::ui::TeachingControls</name>
    <message>
        <location filename="../ui/window/teaching_controls.cpp" line="+102"/>
        <source>This loses your Emperor: %1 was better.</source>
        <extracomment>Teaching game, told at once after a person&apos;s mistake or blunder that leaves their Emperor to be taken (an opponent can attack its stack next, or it is captive already) where the better action would not: %1 the better action (notation).</extracomment>
        <translation>Com isto você perde o seu Imperador: %1 era melhor.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Blunder: %1 loses %2% for %3. Better: %4 (%5%).</source>
        <extracomment>Teaching game, told at once after a person&apos;s blunder; also the status line when F7 (next mistake) goes to a blunder of a game replayed: %1 the action played (notation), %2 the chance to win it lost in points of percentage, %3 the player (a colour), %4 the better action (notation), %5 the player&apos;s chance after it.</extracomment>
        <translation>Erro grave: %1 custa %2% a %3. Melhor: %4 (%5%).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mistake: %1 loses %2% for %3. Better: %4 (%5%).</source>
        <extracomment>Teaching game, told at once after a person&apos;s mistake; also the status line when F7 (next mistake) goes to a mistake of a game replayed: %1 the action played (notation), %2 the chance to win it lost in points of percentage, %3 the player (a colour), %4 the better action (notation), %5 the player&apos;s chance after it.</extracomment>
        <translation>Erro: %1 custa %2% a %3. Melhor: %4 (%5%).</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No mistake to take back.</source>
        <extracomment>Status line: Take Back (teaching game) when no mistake is told.</extracomment>
        <translation>Não há erro para voltar atrás.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Taken back: play that action again.</source>
        <extracomment>Status line after Take Back in a teaching game: the game is back before the mistake.</extracomment>
        <translation>Ação desfeita: jogue essa ação de novo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ta&amp;ke Back</source>
        <extracomment>Game menu and the teaching game&apos;s message bar: undoes the action told as a mistake (and what was played after it).</extracomment>
        <translation>&amp;Voltar Atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goes back to just before the mistake told, to play that action again</source>
        <translation>Volta para logo antes do erro indicado, para jogar essa ação de novo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Teaching Game: Tell Me My Mistakes</source>
        <extracomment>Analyse menu (checkable), also in New Game: after each of a person&apos;s actions against the computer, a mistake is told at once.</extracomment>
        <translation>Partida de Ensino: A&amp;pontar Meus Erros</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>eko::ui::UserScenarios</name>
    <message numerus="yes">
        <location filename="../ui/session/user_scenarios.cpp" line="+117"/>
        <source>Standard board for %n player(s)</source>
        <extracomment>The name of a standard scenario; %n is its number of players.</extracomment>
        <translation>
            <numerusform>Tabuleiro padrão para %n jogador</numerusform>
            <numerusform>Tabuleiro padrão para %n jogadores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eko::ui::VpChart</name>
    <message>
        <location filename="../ui/replay/vp_chart.cpp" line="+101"/>
        <source>%1 %2 VP</source>
        <extracomment>The VP chart read to a screen reader, one player: %1 the player (&quot;Blue (Bo)&quot;), %2 their VP.</extracomment>
        <translation>%1 %2 PV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>action %1 of %2</source>
        <extracomment>The VP chart read to a screen reader, after the players&apos; VP: %1 the action shown, %2 all of them.</extracomment>
        <translation>ação %1 de %2</translation>
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
        <translation>%1. Pontos de vitória de cada jogador após cada ação; clique para ir a uma ação.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>palace</source>
        <extracomment>Legend of the VP chart: the filled house marks the moment a player&apos;s first palace stood (GLOSSARY: palace).</extracomment>
        <translation>palácio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>palace lost</source>
        <extracomment>Legend of the VP chart: the empty house marks the moment a player held no palace any more.</extracomment>
        <translation>palácio perdido</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>%1 VP to win</source>
        <extracomment>On the VP chart, at the dashed line of the VP a player needs to win (with a palace).</extracomment>
        <translation>%1 PV para vencer</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>At the start</source>
        <extracomment>First line of the VP chart&apos;s tool tip: the position at the start of the game.</extracomment>
        <translation>No início</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After action %1</source>
        <translation>Após a ação %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 VP</source>
        <extracomment>A line of the VP chart&apos;s tool tip; %1 the player, %2 their VP.</extracomment>
        <translation>%1: %2 PV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 now has a palace.</source>
        <translation>%1 agora tem um palácio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no palace any more.</source>
        <translation>%1 não tem mais nenhum palácio.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>VP chart</source>
        <extracomment>Accessible name of the chart of every player&apos;s VP over the game.</extracomment>
        <translation>Gráfico de PV</translation>
    </message>
</context>
<context>
    <name>eko::ui::WelcomeDialog</name>
    <message>
        <location filename="../ui/dialogs/welcome_dialog.cpp" line="+81"/>
        <location line="+1"/>
        <source>Welcome to Ekö</source>
        <translation>Boas-vindas ao Ekö</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The goal</source>
        <extracomment>Heading in the first-start welcome.</extracomment>
        <translation>O objetivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>March your stacks of discs across the desert, construct villages, towers and castles, and capture enemy Emperors. %1 VP and a palace (a building on a capital) win; so does being the last player with discs on the board.</source>
        <extracomment>First-start welcome: the goal of the game, in two lines; %1 is the VP needed (12).</extracomment>
        <translation>Marche com suas pilhas de discos pelo deserto, construa aldeias, torres e castelos e capture os Imperadores inimigos. %1 PV e um palácio (um edifício em uma capital) vencem; ser o último jogador com discos no tabuleiro também.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playing</source>
        <extracomment>Heading in the first-start welcome.</extracomment>
        <translation>Como jogar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click one of your stacks to select it: the board marks where it can go. Click a marked space to move or attack there, or a construction site beside it to construct. The line above the board always says what to do next. The game opens with the Emperor swap: click your Emperor, then one of your discs, or keep it where it is with the button beside the board.</source>
        <extracomment>First-start welcome: how to select and move.</extracomment>
        <translation>Clique em uma de suas pilhas para selecioná-la: o tabuleiro marca aonde ela pode ir. Clique em uma casa marcada para mover ou atacar ali, ou em um local de construção ao lado para construir. A linha acima do tabuleiro sempre diz o que fazer em seguida. A partida começa com a troca do Imperador: clique no seu Imperador e depois em um de seus discos, ou mantenha-o onde está com o botão ao lado do tabuleiro.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Help</source>
        <extracomment>Heading in the first-start welcome.</extracomment>
        <translation>Ajuda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 opens the rules at any time (Help ▸ Rules of Ekö); Help ▸ Keyboard lists every key.</source>
        <extracomment>First-start welcome: where the rules are; %1 is the key that opens them (F1).</extracomment>
        <translation>%1 abre as regras a qualquer momento (Ajuda ▸ Regras do Ekö); Ajuda ▸ Teclado lista todas as teclas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Read the &amp;Rules</source>
        <extracomment>Button of the first-start welcome: opens the rules.</extracomment>
        <translation>Ler as &amp;regras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start Playing</source>
        <extracomment>Button of the first-start welcome: closes it.</extracomment>
        <translation>&amp;Começar a jogar</translation>
    </message>
</context>
</TS>
