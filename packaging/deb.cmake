# The Debian package: `cpack -G DEB` in a build configured with
# -DCMAKE_INSTALL_PREFIX=/usr (scripts/package does both) makes
# irqatlas_<version>_<arch>.deb. Library dependencies come from
# dpkg-shlibdeps; the rest are programs irqatlas starts or needs at run time.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME irqatlas)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "irqatlas")
set(CPACK_PACKAGE_CONTACT "${IRQATLAS_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGING_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "CPU topology and interrupt affinity visualizer and editor")
# CPack puts the summary above this as the synopsis line.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "irqatlas shows a Linux machine's NUMA nodes, cores and SMT siblings as a
graph, every interrupt and the CPUs it lands on, and the live hard-IRQ and
soft-IRQ load per CPU. It plans where interrupts should go, with the kernel's
own spreading algorithms or a load-aware planner, on this machine, a saved
snapshot or remote hosts over SSH.
.
A plan is applied through irqatlas-helper, a small program started by pkexec
(or sudo over SSH) that journals every value it replaces and rolls back by
itself unless the result is kept. irqatlas-cli offers the same on a terminal,
with JSON and CSV output for scripts.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION admin)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${IRQATLAS_HOMEPAGE}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${IRQATLAS_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# pkexec starts the helper (Debian 12 split it out of policykit-1); ssh
# reaches remote hosts; hwloc's plugins find the PCI devices; a platform
# plugin lets the window open (libqt6gui6 only recommends one).
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "pkexec | policykit-1, openssh-client, libhwloc-plugins, qt6-qpa-plugins")
# The zh_CN catalogue needs a font with Simplified Chinese; Qt's own
# dialogs are translated by qt6-translations-l10n.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk | fonts-wqy-microhei, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "hwloc-nox, bash-completion")
set(CPACK_STRIP_FILES ON)
# Directories the package shares with others keep their usual modes.
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
include(CPack)
