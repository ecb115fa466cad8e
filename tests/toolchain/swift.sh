#!/usr/bin/env bash
# Swift 6 toolchain for the Swift shell's tests.
#
# Usage:
#   tests/toolchain/swift.sh install                 # build/reuse the chroot
#   tests/toolchain/swift.sh run <host-dir> -- <cmd...>   # e.g. -- swift test
#   tests/toolchain/swift.sh path                    # print the chroot dir
# Env:
#   PALLANGUZHI_TOOLCHAINS  cache root (default /opt/pallanguzhi-toolchains);
#                           chroot = $PALLANGUZHI_TOOLCHAINS/trixie-swift
#   SWIFT_CHROOT_BINDS      extra ':'-separated host dirs to expose in the chroot
#   PALLANGUZHI_DEBIAN_MIRROR  override the mirror URL derived from host apt config
#
# Why a chroot: Swift 6.0.3 is packaged by Debian trixie (swiftlang) and needs a
# newer glibc than bookworm has; the network reaches only Debian's archive, so no
# swift.org tarball. If `swift` is already on PATH (macOS, Linux with Swift), `run`
# just runs <cmd> in <host-dir>.
#
# Paths are identical inside and outside: <host-dir>'s git top level (or <host-dir>
# itself) and each SWIFT_CHROOT_BINDS dir are bind-mounted at the SAME absolute
# path, so a host-built Rust cdylib is linked/loaded with host paths, e.g.
#   LD_LIBRARY_PATH=$REPO/target/debug tests/toolchain/swift.sh run $REPO/swift -- \
#     swift test -Xlinker -L$REPO/target/debug
# (LD_LIBRARY_PATH and the rest of the env pass through; PATH, HOME, TMPDIR are reset.)
# The .so is built against bookworm's older glibc, so it loads fine on trixie.
# Summary line ("N passed, N failed"): tests/toolchain/swift-summary.sh.
set -euo pipefail

SELF="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")"
ROOT="${PALLANGUZHI_TOOLCHAINS:-/opt/pallanguzhi-toolchains}/trixie-swift"
STAGE1="$ROOT/.pallanguzhi-debootstrap-done"   # base system complete
DONE="$ROOT/.pallanguzhi-swift-done"           # swiftlang installed; written last
PKGS=(swiftlang libc6-dev)   # libc6-dev: only a Recommends of gcc, but swift needs glibc headers + crt*.o

die() { echo "swift.sh: $*" >&2; exit 1; }

# Main Debian archive URL from the host's apt config (never hard-coded): the first
# deb822 URIs / one-line "deb" entry whose suite is the host's own codename (not
# -security/-updates, not third-party repos with their own suite names).
mirror() {
  [[ -n "${PALLANGUZHI_DEBIAN_MIRROR:-}" ]] && { echo "$PALLANGUZHI_DEBIAN_MIRROR"; return; }
  local codename; codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
  local f files=() url=""
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [[ -f "$f" ]] && files+=("$f")
  done
  ((${#files[@]})) || die "no apt sources found; set PALLANGUZHI_DEBIAN_MIRROR"
  url="$(awk -v cn="$codename" '
    function pick(u) { if (u !~ /security/ && !found) { print u; found = 1 } }
    FILENAME ~ /\.sources$/ {
      if ($0 ~ /^[ \t]*$/) { uris = ""; suites = ""; next }     # stanza break
      if (tolower($1) == "uris:")   { uris = $0; sub(/^[^:]*:[ \t]*/, "", uris) }
      if (tolower($1) == "suites:") { suites = " " $0 " " }
      if (uris != "" && suites ~ (" " cn " ")) { split(uris, u, /[ \t]+/); pick(u[1]); uris = "" }
      next
    }
    $1 == "deb" {                                             # one-line format
      i = 2; if ($i ~ /^\[/) while ($i !~ /\]$/) i++; if ($i ~ /^\[|\]$/) i++
      if ($(i + 1) == cn) pick($i)
    }' "${files[@]}")"
  [[ -n "$url" ]] || die "no main Debian archive for '$codename' in apt config; set PALLANGUZHI_DEBIAN_MIRROR"
  echo "$url"
}

# Refuse to delete a tree that still has anything mounted under it (a bound repo!).
unmount_under() {
  local m
  for m in $(awk -v r="$1" '$2 == r || index($2, r "/") == 1 { print $2 }' /proc/mounts | sort -r); do
    umount "$m" 2>/dev/null || umount -l "$m"
  done
}

install() {
  [[ -f "$DONE" ]] && return 0
  export DEBIAN_FRONTEND=noninteractive
  if [[ ! -f "$STAGE1" ]]; then
    # A base system without the stage-1 marker is half-made: start it over.
    if [[ -e "$ROOT" ]]; then
      unmount_under "$ROOT"
      ! grep -q " $ROOT[/ ]" /proc/mounts || die "mounts remain under $ROOT"
      rm -rf --one-file-system "$ROOT"
    fi
    command -v debootstrap >/dev/null || { apt-get update -qq; apt-get install -y -qq --no-install-recommends debootstrap; }
    mkdir -p "$ROOT"
    local url; url="$(mirror)"
    echo "swift.sh: debootstrap trixie into $ROOT" >&2
    debootstrap --variant=minbase trixie "$ROOT" "$url" >&2
    # Speed: no docs/man/info/locales, no fsync in dpkg (a lost chroot is just
    # rebuilt), no Recommends/Suggests: only what swift itself needs.
    cat > "$ROOT/etc/dpkg/dpkg.cfg.d/01-pallanguzhi" <<'CFG'
force-unsafe-io
path-exclude=/usr/share/doc/*
path-exclude=/usr/share/man/*
path-exclude=/usr/share/info/*
path-exclude=/usr/share/locale/*
CFG
    printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\nAcquire::Languages "none";\nDpkg::Use-Pty "0";\n' \
      > "$ROOT/etc/apt/apt.conf.d/01-pallanguzhi"
    touch "$STAGE1"
  fi
  # Stage 2 resumes cleanly after an interruption: dpkg/apt are idempotent.
  echo "swift.sh: apt-get install ${PKGS[*]} in $ROOT" >&2
  chroot "$ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
    sh -ec "dpkg --configure -a >/dev/null; apt-get update -qq; apt-get install -y -qq ${PKGS[*]} >/dev/null; apt-get clean"
  # Verify with /proc mounted (ld.so resolves swift's $ORIGIN rpath via /proc/self/exe).
  "$BASH" "$SELF" _enter / -- swift --version >&2
  touch "$DONE"
}

# Mount $1 (type $2, or "bind") at chroot path $3 unless already mounted there;
# records what we mounted so the EXIT trap undoes only that.
MOUNTED=()
mnt() {
  local src="$1" kind="$2" dst="$ROOT$3"
  grep -q " $dst " /proc/mounts && return 0
  mkdir -p "$dst"
  if [[ "$kind" == bind ]]; then
    # private: on a shared host mount tree, mounts made under this bind (e.g.
    # /dev/shm) would otherwise propagate back onto the host's /dev.
    mount --bind "$src" "$dst" && mount --make-private "$dst"
  else mount -t "$kind" "$src" "$dst"; fi
  MOUNTED=("$dst" "${MOUNTED[@]}")
}
cleanup() { local m; for m in "${MOUNTED[@]}"; do umount "$m" 2>/dev/null || umount -l "$m"; done; }

run() {
  local dir="${1:?usage: swift.sh run <host-dir> -- <cmd...>}"; shift
  [[ "${1:-}" == "--" ]] && shift
  (($#)) || die "no command given"
  dir="$(cd "$dir" && pwd -P)"
  if command -v swift >/dev/null; then cd "$dir"; exec "$@"; fi
  install
  enter "$dir" "$@"
}

# Run <cmd> in the chroot with <dir> as cwd (no install step).
enter() {
  local dir="$1"; shift
  # Private mount namespace: concurrent runs can't unmount each other's mounts,
  # and a killed run leaves nothing mounted on the host. The trap still cleans up
  # if unshare is unavailable and we mount in the host namespace.
  if [[ -z "${_SWIFT_SH_NS:-}" ]] && unshare -m --propagation private true 2>/dev/null; then
    _SWIFT_SH_NS=1 exec unshare -m --propagation private "$BASH" "$SELF" _enter "$dir" -- "$@"
  fi
  trap cleanup EXIT
  mnt proc proc /proc
  mnt /dev bind /dev              # /dev/null, /dev/urandom, ptys for the compiler
  mnt tmpfs tmpfs /dev/shm        # POSIX shm, used by the test runner's helpers
  local top b
  top="$(git -C "$dir" rev-parse --show-toplevel 2>/dev/null || echo "$dir")"
  for b in "$top" ${SWIFT_CHROOT_BINDS:+${SWIFT_CHROOT_BINDS//:/ }}; do
    b="$(cd "$b" && pwd -P)"; [[ "$b" == / ]] || mnt "$b" bind "$b"
  done
  local rc=0
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root TMPDIR=/tmp \
    chroot "$ROOT" /bin/sh -c 'cd "$0" && exec "$@"' "$dir" "$@" || rc=$?
  exit "$rc"
}

case "${1:-}" in
  install) install ;;
  run) shift; run "$@" ;;
  _enter) shift; d="$1"; shift; [[ "${1:-}" == "--" ]] && shift; enter "$d" "$@" ;;
  path) echo "$ROOT" ;;
  *) sed -n '2,/^set -euo/p' "$SELF" | sed '$d' >&2; exit 2 ;;
esac
