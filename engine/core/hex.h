// Axial hex coordinates (q, r) and the six directions between edge-sharing hexes.
#pragma once

#include <array>
#include <cstdlib>

namespace eko {

struct Hex {
    int q = 0;
    int r = 0;
    friend constexpr bool operator==(Hex, Hex) = default;
    friend constexpr Hex operator+(Hex a, Hex b) { return {a.q + b.q, a.r + b.r}; }
    friend constexpr Hex operator-(Hex a, Hex b) { return {a.q - b.q, a.r - b.r}; }
};

// The six neighbour offsets, counter-clockwise starting east.
inline constexpr std::array<Hex, 6> kDirections{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

constexpr int hexDistance(Hex a, Hex b)
{
    const int dq = a.q - b.q;
    const int dr = a.r - b.r;
    const int ds = -dq - dr;
    const int m = dq < 0 ? -dq : dq;
    const int n = dr < 0 ? -dr : dr;
    const int o = ds < 0 ? -ds : ds;
    return m > n ? (m > o ? m : o) : (n > o ? n : o);
}

// Rotation by 60 degrees counter-clockwise about the origin.
constexpr Hex rotate60(Hex h) { return {-h.r, h.q + h.r}; }

} // namespace eko
