// The region of empty desert around a space, found by a flood fill over bit sets of spaces: where a
// stack can travel, for the legal-action generator and the computer players' evaluation.
#pragma once

#include "core/board.h"
#include "core/space_set.h"

namespace eko {

struct DesertRegion {
    SpaceSet spaces;  // the empty desert spaces reachable from the seed, the seed included
    SpaceSet touched; // every space next to one of them (the stacks and sites at its border among them)
};

// The region of `emptyDesert` that holds `seed` (which must be in it).
inline DesertRegion desertRegion(const Board &board, const SpaceSet &emptyDesert, SpaceIndex seed)
{
    DesertRegion r{SpaceSet::of(seed), {}};
    SpaceSet frontier = r.spaces;
    while (!frontier.empty()) {
        SpaceSet next;
        frontier.forEach([&](SpaceIndex s) { next |= board.neighbourSet(s); });
        r.touched |= next;
        next &= emptyDesert;
        next -= r.spaces;
        r.spaces |= next;
        frontier = next;
    }
    return r;
}

} // namespace eko
