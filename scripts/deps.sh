# Sourced by scripts/run and scripts/test: installs the Debian 12 packages
# irqatlas needs, or says exactly how to when not root.
IRQATLAS_PACKAGES=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libgl-dev
  qt6-qpa-plugins libqcustomplot-dev libhwloc-dev zlib1g-dev libhwloc-plugins hwloc-nox
  bzip2 xauth xvfb sysstat openssh-client openssh-server busybox strace bash-completion
  ccache ethtool iproute2 ansible-core devscripts
)

# What scripts/package needs besides: cpack's dpkg-shlibdeps and the checks
# it runs on the package. Not needed to build or test irqatlas.
IRQATLAS_PACKAGING_PACKAGES=(dpkg-dev file lintian desktop-file-utils appstream)

irqatlas_install_deps() {
  local missing=()
  local p
  for p in "${IRQATLAS_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "irqatlas needs these Debian packages: ${missing[*]}" >&2
    echo "Install them with:" >&2
    echo "  sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "Installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # irqbalance is installed for its program only (plan --algorithm irqbalance
  # runs it once over a private copy of /proc/irq): its daemon must not start
  # and move this machine's interrupts, now or at the next boot. The tests
  # start prometheus and prometheus-node-exporter themselves, on ports of
  # their own: the packages' services must not hold 9090 and 9100 either.
  local daemons=() d
  for d in irqbalance prometheus prometheus-node-exporter; do
    [[ " ${missing[*]} " == *" $d "* ]] && daemons+=("$d")
  done
  local guard=
  if [ ${#daemons[@]} -gt 0 ] && [ ! -e /usr/sbin/policy-rc.d ]; then
    guard=/usr/sbin/policy-rc.d
    printf '#!/bin/sh\ncase " $* " in *" irqbalance "*|*" prometheus "*|*" prometheus-node-exporter "*) exit 101 ;; esac\nexit 0\n' > "$guard"
    chmod 755 "$guard"
  fi
  apt-get install -y -qq --no-install-recommends "${missing[@]}" || { [ -n "$guard" ] && rm -f "$guard"; return 1; }
  [ -n "$guard" ] && rm -f "$guard"
  for d in "${daemons[@]}"; do
    command -v systemctl > /dev/null && systemctl disable --now "$d" > /dev/null 2>&1 || true
  done
}

# irqatlas_build DIR [CMAKE_ARGS...]: configures DIR the first time (with
# CMAKE_ARGS), then builds the targets named in IRQATLAS_TARGETS, or every
# target when it is empty or unset.
irqatlas_build() {
  local build_dir=$1
  shift
  if [ ! -f "$build_dir/build.ninja" ]; then
    local launcher=()
    # ccache is optional: a rebuild after a branch switch then takes seconds.
    command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    # Line tables (-g1) give backtraces and sanitizer stacks their file and
    # line; full debug info made every compile 40% slower. The unity build
    # reads Qt's headers once per 16 sources of a library instead of once
    # per source (scripts/lint still checks every source on its own).
    cmake -S "$IRQATLAS_ROOT" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DCMAKE_UNITY_BUILD=ON \
      -DCMAKE_UNITY_BUILD_BATCH_SIZE=16 "${launcher[@]}" "$@"
  fi
  # build/test and build/package compile the same sources with the same
  # flags: with paths taken relative to the tree and the build folder left out
  # of the hash, the package build finds every object the test build made.
  export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$IRQATLAS_ROOT} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-true}
  local targets=()
  [ -n "${IRQATLAS_TARGETS+x}" ] && [ ${#IRQATLAS_TARGETS[@]} -gt 0 ] && targets=(--target "${IRQATLAS_TARGETS[@]}")
  cmake --build "$build_dir" -j "${IRQATLAS_JOBS:-2}" "${targets[@]}"
}
