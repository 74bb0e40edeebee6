// English texts of scenario problems, from the table of source texts (core/source_texts.cpp).
#include "core/scenario_problem.h"

#include "core/source_texts.h"

namespace eko {

std::string describe(const ScenarioProblem &p, const Board *board)
{
    return describeText(sourceText(p), textValues(p), board);
}

} // namespace eko
