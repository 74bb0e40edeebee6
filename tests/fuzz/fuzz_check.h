// What every fuzz target uses: a property check that stops the run with a message (libFuzzer then
// keeps the input as a crash), and the bytes of an input as a QByteArray.
#pragma once

#include <QByteArray>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace eko::fuzz {

// Aborts with `what` when `holds` is false: a broken property is a crash to libFuzzer.
inline void require(bool holds, const char *what)
{
    if (!holds) {
        std::fprintf(stderr, "property broken: %s\n", what);
        std::abort();
    }
}

inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

} // namespace eko::fuzz
