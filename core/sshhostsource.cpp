#include "sshhostsource.h"

#include <QCoreApplication>
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcSsh)

namespace irqatlas {
namespace {

QString tr(const char *s) { return QCoreApplication::translate("SshHostSource", s); }

} // namespace

SshHostSource::SshHostSource(std::shared_ptr<SshSession> session,
                             std::unique_ptr<QTemporaryDir> dir)
    : DirHostSource(dir->path(), session->displayName()), m_session(std::move(session)),
      m_dir(std::move(dir))
{
}

Result<std::unique_ptr<SshHostSource>> SshHostSource::open(std::shared_ptr<SshSession> session,
                                                           const CollectOptions &options)
{
    auto dir = std::make_unique<QTemporaryDir>();
    if (!dir->isValid())
        return Error{tr("%1: cannot create a temporary directory for the remote files: %2")
                         .arg(session->displayName(), dir->errorString())};
    auto out = session->run(collectCommand(), collectScript(options));
    if (!out.ok())
        return out.error();
    auto stats = unpackFrames(*out, dir->path(), session->displayName());
    if (!stats.ok())
        return stats.error();
    qCDebug(lcSsh) << session->displayName() << "collected" << stats->files << "files,"
                   << stats->dirs << "directories," << stats->links << "links," << out->size()
                   << "bytes";
    std::unique_ptr<SshHostSource> src(new SshHostSource(std::move(session), std::move(dir)));
    src->m_stats = *stats;
    src->m_transferred = out->size();
    return src;
}

Result<std::unique_ptr<SshHostSource>> openSshHost(const QString &target, const SshOptions &ssh,
                                                   const CollectOptions &collect)
{
    auto t = SshTarget::parse(target);
    if (!t.ok())
        return t.error();
    return SshHostSource::open(std::make_shared<SshSession>(std::move(t).value(), ssh), collect);
}

} // namespace irqatlas
