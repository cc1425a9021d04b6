#include "kernelsort.h"

namespace irqatlas {

std::optional<SortVariant> sortVariantFromName(QStringView name)
{
    if (name == QLatin1String("classic") || name == QLatin1String("single_pop"))
        return SortVariant::Classic;
    if (name == QLatin1String("modern") || name == QLatin1String("double_pop"))
        return SortVariant::Modern;
    return std::nullopt;
}

QString sortVariantName(SortVariant v)
{
    return v == SortVariant::Classic ? QStringLiteral("classic") : QStringLiteral("modern");
}

} // namespace irqatlas
