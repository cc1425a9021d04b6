#pragma once

#include "model/result.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace irqatlas {

// A dynamic bitset of CPU ids of any size (the kernel's cpumask). Iteration is
// always in ascending CPU id: the kernel's bitmap order, which decides most
// tie breaks in the spreading algorithms.
class CpuSet
{
public:
    CpuSet() = default;
    CpuSet(std::initializer_list<int> cpus);
    static CpuSet range(int first, int last); // inclusive
    static CpuSet fromVector(const std::vector<int> &cpus);

    // Kernel cpulist, e.g. "0-3,8,10-11" (also "0-7:2/4" stride groups as
    // bitmap_parselist accepts them). An empty or blank string is the empty set.
    // A CPU above limits::kMaxCpuId is an error, so a parsed set never costs
    // more than 2 KiB whatever the input says.
    static Result<CpuSet> parseList(std::string_view text);
    // Comma-grouped 32-bit hex words as /proc/irq/N/smp_affinity prints them,
    // most significant word first ("ff,00000000"); at most limits::kMaxCpus
    // bits wide (checked on the text's length before anything is stored).
    static Result<CpuSet> parseMask(std::string_view text);

    std::string toList() const;
    // nbits: print at least ceil(nbits/32) words, as the kernel does for
    // nr_cpu_ids; 0 prints just enough words for the highest set bit.
    std::string toMask(int nbits = 0) const;
    QString toListString() const { return QString::fromStdString(toList()); }

    bool test(int cpu) const;
    void set(int cpu);
    void reset(int cpu);
    void clear()
    {
        m_words.clear();
        m_base = 0;
    }

    int count() const;
    bool empty() const;
    int first() const;         // -1 when empty
    int next(int after) const; // smallest id > after, -1 when none
    int last() const;          // -1 when empty
    int nth(int n) const;      // n-th set bit in ascending order (0-based), -1 when none
    std::vector<int> toVector() const;

    bool intersects(const CpuSet &o) const;
    bool isSubsetOf(const CpuSet &o) const;

    CpuSet &operator|=(const CpuSet &o);
    CpuSet &operator&=(const CpuSet &o);
    CpuSet &operator-=(const CpuSet &o); // set difference
    friend CpuSet operator|(CpuSet a, const CpuSet &b) { return a |= b; }
    friend CpuSet operator&(CpuSet a, const CpuSet &b) { return a &= b; }
    friend CpuSet operator-(CpuSet a, const CpuSet &b) { return a -= b; }
    bool operator==(const CpuSet &o) const;
    bool operator<(const CpuSet &o) const; // by ascending id lists, for ordered containers

    // Range-for support over set CPU ids.
    class const_iterator
    {
    public:
        const_iterator(const CpuSet *s, int cpu) : m_s(s), m_cpu(cpu) {}
        int operator*() const { return m_cpu; }
        const_iterator &operator++()
        {
            m_cpu = m_s->next(m_cpu);
            return *this;
        }
        bool operator!=(const const_iterator &o) const { return m_cpu != o.m_cpu; }
        bool operator==(const const_iterator &o) const { return m_cpu == o.m_cpu; }

    private:
        const CpuSet *m_s;
        int m_cpu;
    };
    const_iterator begin() const { return {this, first()}; }
    const_iterator end() const { return {this, -1}; }

private:
    // Word w of the bitmap (bits 64w..64w+63); zero outside the stored span.
    std::uint64_t wordAt(std::size_t w) const
    {
        return w >= m_base && w - m_base < m_words.size() ? m_words[w - m_base] : 0;
    }
    std::size_t endWord() const { return m_base + m_words.size(); }
    // Drops zero words at both ends, so equal sets have equal storage.
    void normalize();

    // Only the span from the lowest to the highest non-zero word is stored:
    // a single CPU 8000 costs one word, not 126, which matters when a
    // spreader hands out 16384 one-CPU masks.
    std::size_t m_base = 0;
    std::vector<std::uint64_t> m_words;
};

} // namespace irqatlas
