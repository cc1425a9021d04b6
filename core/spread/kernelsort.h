#pragma once

#include "model/result.h"

#include <QString>
#include <QStringView>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace irqatlas {

// Which lib/sort.c heapsort to simulate (ALGORITHMS.md §5.4).
enum class SortVariant
{
    Classic, // v5.1 rewrite .. early 2024: single pop, left child on equal children
    Modern,  // 2024+: double pop, right child on equal children
};

// "classic"/"modern", also the vector names "single_pop"/"double_pop".
std::optional<SortVariant> sortVariantFromName(QStringView name);
// The same as a Result whose error names the "sort" parameter.
Result<SortVariant> parseSortVariant(QStringView name);
QString sortVariantName(SortVariant v);

// The kernel's sort() as an exact simulation: an in-place, unstable,
// bottom-up heapsort. Elements that compare equal end up in the order its
// swap pattern leaves them, which is what decides group_cpus_evenly's tie
// breaks, so std::sort or std::stable_sort cannot stand in for it.
// cmp(a, b) returns an int like the kernel's cmp_func_t.
template <typename T, typename Cmp>
void kernelHeapsort(std::vector<T> &a, Cmp cmp, SortVariant variant)
{
    const bool modern = variant == SortVariant::Modern;
    std::size_t n = a.size();
    std::size_t k = n / 2; // the kernel's "a": element being sifted
    unsigned shift = 0;
    if (k == 0)
        return;
    for (;;) {
        if (k > 0) { // building the heap
            k -= std::size_t(1) << shift;
        } else if (modern && n > 3) { // extract the two largest at once
            --n;
            std::swap(a[0], a[n]);
            shift = cmp(a[1], a[2]) <= 0 ? 1 : 0;
            k = std::size_t(1) << shift;
            --n;
            std::swap(a[k], a[n]);
        } else if (n > 1) { // extract the root
            --n;
            std::swap(a[0], a[n]);
        } else {
            break;
        }
        // Sift a[k] down bottom-up: find the leaf, then back up to its place.
        std::size_t b = k;
        while (2 * b + 2 < n) {
            const std::size_t c = 2 * b + 1, d = 2 * b + 2;
            const int r = cmp(a[c], a[d]);
            b = (modern ? r > 0 : r >= 0) ? c : d;
        }
        if (2 * b + 2 == n) // last leaf without a sibling
            b = 2 * b + 1;
        while (b != k && cmp(a[k], a[b]) >= 0)
            b = (b - 1) / 2;
        const std::size_t c = b;
        while (b != k) {
            b = (b - 1) / 2;
            std::swap(a[b], a[c]);
        }
    }
}

} // namespace irqatlas
