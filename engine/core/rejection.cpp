// English texts of rejections, from the table of source texts (core/source_texts.cpp).
#include "core/rejection.h"

#include "core/source_texts.h"

namespace eko {

const char *playerColourName(int player)
{
    static const char *const names[] = {"red", "blue", "yellow", "green"};
    return player >= 0 && player < 4 ? names[player] : "nobody";
}

std::string describe(const Rejection &r, const Board &board)
{
    return describeText(sourceText(r), textValues(r), &board);
}

} // namespace eko
