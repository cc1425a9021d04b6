#pragma once

#include <QString>
#include <utility>
#include <variant>

namespace irqatlas {

// An error as a value: a translated, user-facing message that names the input.
struct Error
{
    QString message;
};

// Minimal expected<T, Error>: core code reports failures as values, never by
// throwing, so Qt slots and the CLI can show the message as they see fit.
template <typename T> class Result
{
public:
    using value_type = T;
    Result(T value) : m_v(std::move(value)) {}
    Result(Error error) : m_v(std::move(error)) {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() & { return std::get<0>(m_v); }
    const T &value() const & { return std::get<0>(m_v); }
    T &&value() && { return std::get<0>(std::move(m_v)); }
    T *operator->() { return &std::get<0>(m_v); }
    const T *operator->() const { return &std::get<0>(m_v); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }

    const Error &error() const { return std::get<1>(m_v); }
    const QString &errorString() const { return std::get<1>(m_v).message; }

private:
    std::variant<T, Error> m_v;
};

// For operations with no value to return.
struct Ok
{
};
using Status = Result<Ok>;

} // namespace irqatlas
