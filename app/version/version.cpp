#include "version/version.h"

#include "irqatlas_version.h"

namespace irqatlas {

const char *versionText()
{
    if constexpr (sizeof(IRQATLAS_GIT_COMMIT) > 1)
        return IRQATLAS_PROJECT_VERSION " (git " IRQATLAS_GIT_COMMIT ")";
    else
        return IRQATLAS_PROJECT_VERSION;
}

const char *projectVersion()
{
    return IRQATLAS_PROJECT_VERSION;
}

const char *gitCommit()
{
    return IRQATLAS_GIT_COMMIT;
}

} // namespace irqatlas
