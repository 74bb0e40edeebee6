// The seeded random source of setup: the same seed gives the same numbers on every machine
// and compiler (SplitMix64 with our own unbiased mapping to ranges; no <random> distributions).
#pragma once

#include <cstdint>

namespace eko {

class Random {
public:
    explicit Random(std::uint64_t seed) : m_state(seed) {}

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    // Uniform in [0, n), n > 0, by rejection of the biased top of the range.
    std::uint64_t below(std::uint64_t n)
    {
        const std::uint64_t threshold = (0 - n) % n; // 2^64 mod n
        for (;;) {
            const std::uint64_t x = next();
            if (x >= threshold)
                return x % n;
        }
    }

private:
    std::uint64_t m_state;
};

} // namespace eko
