#pragma once

#include "procfs/hostsource.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <map>

namespace irqatlas::fuzz {

// A machine held in memory: absolute paths to contents, directories implied
// by the files below them. readChunks hands a file over in pieces of
// chunkSize bytes, so streaming parsers see lines split across reads.
class MemHostSource : public HostSource
{
public:
    std::map<QString, QByteArray> files;
    std::map<QString, QString> links; // path -> the link's text, never followed
    std::size_t chunkSize = 0;        // 0: one piece

    QString displayName() const override { return QStringLiteral("fuzzhost"); }
    bool isLocalMachine() const override { return false; }
    QString localRoot() const override { return {}; }
    Result<QByteArray> readFile(const QString &path) const override
    {
        auto it = files.find(path);
        if (it == files.end())
            return Error{QStringLiteral("fuzzhost%1: no such file").arg(path)};
        return it->second;
    }
    Result<QStringList> listDir(const QString &path) const override
    {
        const QString prefix = path.endsWith(QLatin1Char('/')) ? path : path + QLatin1Char('/');
        QStringList names;
        for (const auto &[p, content] : files) {
            if (!p.startsWith(prefix))
                continue;
            const QString name = p.mid(prefix.size()).section(QLatin1Char('/'), 0, 0);
            if (!name.isEmpty() && !names.contains(name))
                names.push_back(name);
        }
        if (names.isEmpty())
            return Error{QStringLiteral("fuzzhost%1: not a directory").arg(path)};
        names.sort();
        return names;
    }
    bool exists(const QString &path) const override
    {
        return files.count(path) > 0 || listDir(path).ok();
    }
    std::optional<QString> linkTargetName(const QString &path) const override
    {
        auto t = linkTarget(path);
        return t ? std::optional<QString>(t->section(QLatin1Char('/'), -1)) : std::nullopt;
    }
    std::optional<QString> linkTarget(const QString &path) const override
    {
        auto it = links.find(path);
        return it == links.end() ? std::nullopt : std::optional<QString>(it->second);
    }
    Status readChunks(const QString &path, const ChunkSink &sink) const override
    {
        auto r = readFile(path);
        if (!r.ok())
            return r.error();
        const std::string_view all = bytesView(*r);
        const std::size_t step = chunkSize ? chunkSize : std::max<std::size_t>(all.size(), 1);
        for (std::size_t at = 0; at < all.size(); at += step)
            if (Status s = sink(all.substr(at, step)); !s.ok())
                return s;
        return Ok{};
    }
};

} // namespace irqatlas::fuzz
