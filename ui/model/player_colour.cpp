// The colour each seat is drawn in.
#include "player_colour.h"

namespace eko::ui {

QColor playerColour(int seat)
{
    switch (seat) {
    case 0: return QColor(0xD5, 0x5E, 0x00); // vermilion
    case 1: return QColor(0x00, 0x72, 0xB2); // blue
    case 2: return QColor(0xF0, 0xE4, 0x42); // yellow
    case 3: return QColor(0x00, 0x9E, 0x73); // bluish green
    default: return QColor(0x99, 0x99, 0x99);
    }
}

} // namespace eko::ui
