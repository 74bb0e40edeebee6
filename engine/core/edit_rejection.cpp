// English texts of the editor's refusals, from the table of source texts (core/source_texts.cpp).
#include "core/edit_rejection.h"

#include "core/source_texts.h"

namespace eko {

std::string describe(const EditRejection &r, const Board *board)
{
    return describeText(sourceText(r), textValues(r), board);
}

} // namespace eko
