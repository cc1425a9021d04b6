#include "live/base64.h"

#include <array>
#include <cstdint>

namespace irqatlas {
namespace {

constexpr std::uint32_t kBad = 0xffffffffu;

// One table per position in the quartet, each value already shifted into its
// place in the 24-bit group: a quartet is four loads and three ORs.
struct Tables
{
    std::array<std::uint32_t, 256> t[4];
    constexpr Tables() : t{}
    {
        for (auto &tab : t)
            tab.fill(kBad);
        constexpr char alphabet[] =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        for (std::uint32_t v = 0; v < 64; ++v) {
            const auto c = static_cast<unsigned char>(alphabet[v]);
            t[0][c] = v << 18;
            t[1][c] = v << 12;
            t[2][c] = v << 6;
            t[3][c] = v;
        }
    }
};
constexpr Tables kTables;

} // namespace

std::optional<QByteArray> decodeCanonicalBase64(QByteArrayView text)
{
    const qsizetype n = text.size();
    if (n % 4 != 0)
        return std::nullopt;
    QByteArray out;
    if (n == 0)
        return out;
    const auto *in = reinterpret_cast<const unsigned char *>(text.data());
    const int pad = in[n - 1] != '=' ? 0 : in[n - 2] != '=' ? 1 : 2;
    out.resize(n / 4 * 3 - pad);
    auto *o = reinterpret_cast<unsigned char *>(out.data());
    const qsizetype full = pad ? n - 4 : n; // quartets without padding
    std::uint32_t bad = 0;
    for (qsizetype i = 0; i < full; i += 4) {
        const std::uint32_t a = kTables.t[0][in[i]], b = kTables.t[1][in[i + 1]],
                            c = kTables.t[2][in[i + 2]], d = kTables.t[3][in[i + 3]];
        bad |= (a | b | c | d) & 0xff000000u; // kBad has the top byte set, a valid value never
        const std::uint32_t v = a | b | c | d;
        o[0] = static_cast<unsigned char>(v >> 16);
        o[1] = static_cast<unsigned char>(v >> 8);
        o[2] = static_cast<unsigned char>(v);
        o += 3;
    }
    if (bad)
        return std::nullopt;
    if (pad) {
        const unsigned char *q = in + n - 4;
        const std::uint32_t a = kTables.t[0][q[0]], b = kTables.t[1][q[1]];
        const std::uint32_t c = pad == 1 ? kTables.t[2][q[2]] : 0;
        if (a == kBad || b == kBad || c == kBad)
            return std::nullopt;
        const std::uint32_t v = a | b | c;
        // Canonical: the bits past the last byte are zero.
        if ((pad == 2 && (v & 0xffff)) || (pad == 1 && (v & 0xff)))
            return std::nullopt;
        o[0] = static_cast<unsigned char>(v >> 16);
        if (pad == 1)
            o[1] = static_cast<unsigned char>(v >> 8);
    }
    return out;
}

} // namespace irqatlas
