// A text picture of the board (see board_text.h).
#include "cli/board_text.h"

#include "core/rejection.h"

#include <algorithm>
#include <map>
#include <vector>

namespace eko::cli {

namespace {

QChar colourLetter(PlayerIndex p)
{
    return QChar::fromLatin1(playerColourName(p)[0]).toUpper();
}

QChar terrainLetter(Terrain t)
{
    switch (t) {
    case Terrain::Desert: return QLatin1Char('.');
    case Terrain::Chasm: return QLatin1Char('#');
    case Terrain::Oasis: return QLatin1Char('o');
    case Terrain::Reg: return QLatin1Char('r');
    case Terrain::Mesa: return QLatin1Char('m');
    case Terrain::Capital: return QLatin1Char('C');
    }
    return QLatin1Char('?');
}

} // namespace

QString cellText(const Position &pos, SpaceIndex s)
{
    const Stack &stack = pos.stack(s);
    if (!stack.empty())
        return QString(colourLetter(stack.owner)) + QString::number(stack.size) + (stack.emperor ? QStringLiteral("*") : QString());
    const Building &building = pos.building(s);
    if (!building.empty()) {
        const bool palace = pos.board().terrain(s) == Terrain::Capital;
        return QString(colourLetter(building.owner).toLower()) + QChar::fromLatin1(buildingLetter(building.type))
            + (palace ? QStringLiteral("^") : QString());
    }
    return terrainLetter(pos.board().terrain(s));
}

QString boardText(const Position &pos)
{
    const Board &board = pos.board();
    if (board.spaceCount() == 0)
        return {};
    // Cell texts and the widest name and content, so that every cell has the same even width.
    std::vector<QString> names(board.spaceCount()), contents(board.spaceCount());
    qsizetype nameWidth = 0, contentWidth = 0;
    for (SpaceIndex s = 0; s < board.spaceCount(); ++s) {
        names[s] = QString::fromStdString(board.spaceName(s));
        contents[s] = cellText(pos, s);
        nameWidth = std::max(nameWidth, names[s].size());
        contentWidth = std::max(contentWidth, contents[s].size());
    }
    const qsizetype half = (nameWidth + 1 + contentWidth + 1 + 1) / 2; // a cell is 2 * half wide, gap included
    // Column in half cells: 2 (q - qMin) + (r - rMin); the leftmost cell of the board starts the line.
    auto halfColumn = [&board](SpaceIndex s) {
        const Hex h = board.hex(s);
        return 2 * (h.q - board.qMin()) + (h.r - board.rMin());
    };
    int leftmost = halfColumn(0);
    std::map<int, std::vector<SpaceIndex>> rows; // r -> spaces
    for (SpaceIndex s = 0; s < board.spaceCount(); ++s) {
        leftmost = std::min(leftmost, halfColumn(s));
        rows[board.hex(s).r].push_back(s);
    }
    QString text;
    for (auto &[r, spaces] : rows) {
        std::sort(spaces.begin(), spaces.end(), [&board](SpaceIndex a, SpaceIndex b) { return board.hex(a).q < board.hex(b).q; });
        QString line;
        for (SpaceIndex s : spaces) {
            const qsizetype column = (halfColumn(s) - leftmost) * half;
            if (line.size() < column)
                line += QString(column - line.size(), QLatin1Char(' '));
            line += names[s].rightJustified(nameWidth) + QLatin1Char(' ') + contents[s].leftJustified(contentWidth);
        }
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        text += line + QLatin1Char('\n');
    }
    return text;
}

QString boardLegend()
{
    return QStringLiteral(
        "Legend: each cell is a space name and what stands there.\n"
        "  .  desert   #  chasm   o  oasis   r  reg   m  mesa   C  capital   (nothing on it)\n"
        "  R3*  stack: colour (R red, B blue, Y yellow, G green), discs, * = with its Emperor\n"
        "  bT   building: owner's colour in lower case, V village, T tower, C castle\n"
        "  bT^  ^ = palace (the building stands on a capital)\n");
}

} // namespace eko::cli
