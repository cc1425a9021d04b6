#include "live/flatjson.h"

#include <cstring>

namespace irqatlas {
namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

} // namespace

bool scanFlatJsonObject(QByteArrayView line, std::vector<FlatJsonField> &fields)
{
    fields.clear();
    const char *p = line.data();
    const char *const end = p + line.size();
    auto skip = [&] {
        while (p < end && isSpace(*p))
            ++p;
    };
    // A string without escapes; p on the opening quote.
    auto string = [&](QByteArrayView &out) {
        const char *close =
            static_cast<const char *>(std::memchr(p + 1, '"', std::size_t(end - p - 1)));
        if (!close || std::memchr(p + 1, '\\', std::size_t(close - p - 1)))
            return false;
        out = QByteArrayView(p + 1, close - p - 1);
        p = close + 1;
        return true;
    };
    skip();
    if (p == end || *p != '{')
        return false;
    ++p;
    skip();
    if (p < end && *p == '}') {
        ++p;
    } else {
        for (;;) {
            FlatJsonField f;
            skip();
            if (p == end || *p != '"' || !string(f.key))
                return false;
            skip();
            if (p == end || *p != ':')
                return false;
            ++p;
            skip();
            if (p == end)
                return false;
            if (*p == '"') {
                if (!string(f.value))
                    return false;
                f.isString = true;
            } else {
                const char *start = p;
                if (*p == '-')
                    ++p;
                const char *digits = p;
                while (p < end && *p >= '0' && *p <= '9')
                    ++p;
                if (p == digits)
                    return false;
                f.value = QByteArrayView(start, p - start);
            }
            fields.push_back(f);
            skip();
            if (p < end && *p == ',') {
                ++p;
                continue;
            }
            if (p < end && *p == '}') {
                ++p;
                break;
            }
            return false;
        }
    }
    skip();
    return p == end;
}

} // namespace irqatlas
