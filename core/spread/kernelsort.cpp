#include "spread/kernelsort.h"

#include <QCoreApplication>

namespace irqatlas {

std::optional<SortVariant> sortVariantFromName(QStringView name)
{
    if (name == QLatin1String("classic") || name == QLatin1String("single_pop"))
        return SortVariant::Classic;
    if (name == QLatin1String("modern") || name == QLatin1String("double_pop"))
        return SortVariant::Modern;
    return std::nullopt;
}

Result<SortVariant> parseSortVariant(QStringView name)
{
    if (auto v = sortVariantFromName(name))
        return *v;
    return Error{QCoreApplication::translate(
                     "Spreader", "sort: unknown sort \"%1\" (expected classic or modern)")
                     .arg(name.toString())};
}

QString sortVariantName(SortVariant v)
{
    return v == SortVariant::Classic ? QStringLiteral("classic") : QStringLiteral("modern");
}

} // namespace irqatlas
