// A set of spaces as a bit set, for the fast legal-action generator: boards of up to 128 spaces
// (the standard boards have at most 91); larger boards use the plain generator.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace eko {

// Bits set in x. std::popcount calls a library function when the processor's popcount instruction
// is not enabled (the default for x86-64); this counts with a few inline operations instead.
constexpr int bitCount(std::uint64_t x)
{
#ifdef __POPCNT__
    return std::popcount(x);
#else
    x -= (x >> 1) & 0x5555'5555'5555'5555ull;
    x = (x & 0x3333'3333'3333'3333ull) + ((x >> 2) & 0x3333'3333'3333'3333ull);
    x = (x + (x >> 4)) & 0x0F0F'0F0F'0F0F'0F0Full;
    return static_cast<int>((x * 0x0101'0101'0101'0101ull) >> 56);
#endif
}

class SpaceSet {
public:
    static constexpr int kCapacity = 128;

    constexpr SpaceSet() = default;
    static constexpr SpaceSet of(int s)
    {
        SpaceSet r;
        r.insert(s);
        return r;
    }

    constexpr void insert(int s) { m_words[static_cast<unsigned>(s) >> 6] |= std::uint64_t{1} << (s & 63); }
    constexpr void erase(int s) { m_words[static_cast<unsigned>(s) >> 6] &= ~(std::uint64_t{1} << (s & 63)); }
    constexpr bool contains(int s) const { return (m_words[static_cast<unsigned>(s) >> 6] >> (s & 63)) & 1u; }
    constexpr bool empty() const { return (m_words[0] | m_words[1]) == 0; }
    constexpr bool intersects(const SpaceSet &o) const
    {
        return ((m_words[0] & o.m_words[0]) | (m_words[1] & o.m_words[1])) != 0;
    }
    // The high word is empty on boards of up to 64 spaces (the standard 2-player board): not counted.
    constexpr int size() const { return bitCount(m_words[0]) + (m_words[1] ? bitCount(m_words[1]) : 0); }
    // The lowest space in the set; the set must not be empty.
    constexpr int first() const
    {
        return m_words[0] ? std::countr_zero(m_words[0]) : 64 + std::countr_zero(m_words[1]);
    }

    // The space of rank n in the set (0: the lowest); n must be below size().
    constexpr int nth(int n) const
    {
        int w = 0;
        if (const int low = bitCount(m_words[0]); n >= low) {
            n -= low;
            w = 1;
        }
        std::uint64_t x = m_words[w];
        for (; n > 0; --n)
            x &= x - 1;
        return w * 64 + std::countr_zero(x);
    }

    constexpr SpaceSet &operator|=(const SpaceSet &o)
    {
        m_words[0] |= o.m_words[0];
        m_words[1] |= o.m_words[1];
        return *this;
    }
    constexpr SpaceSet &operator&=(const SpaceSet &o)
    {
        m_words[0] &= o.m_words[0];
        m_words[1] &= o.m_words[1];
        return *this;
    }
    // Removes every space of `o`.
    constexpr SpaceSet &operator-=(const SpaceSet &o)
    {
        m_words[0] &= ~o.m_words[0];
        m_words[1] &= ~o.m_words[1];
        return *this;
    }
    friend constexpr SpaceSet operator|(SpaceSet a, const SpaceSet &b) { return a |= b; }
    friend constexpr SpaceSet operator&(SpaceSet a, const SpaceSet &b) { return a &= b; }
    friend constexpr SpaceSet operator-(SpaceSet a, const SpaceSet &b) { return a -= b; }
    friend constexpr bool operator==(const SpaceSet &, const SpaceSet &) = default;

    // Calls f(space) for every space in the set, in increasing order.
    template <typename F>
    constexpr void forEach(F f) const
    {
        for (int w = 0; w < 2; ++w)
            for (std::uint64_t x = m_words[w]; x; x &= x - 1)
                f(w * 64 + std::countr_zero(x));
    }

private:
    std::array<std::uint64_t, 2> m_words{};
};

} // namespace eko
