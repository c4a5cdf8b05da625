#!/usr/bin/env bash
# Runs the built Swift Testing suite of the package or of the demo (Examples/) again as a
# user whom file permissions bind: `nobody`, through runuser. Root reads and writes whatever
# a file's mode says, so a suite that only ever runs as root can hide an assumption that
# breaks for everyone else.
#
# The clone may sit in a directory only its owner may enter (`mktemp -d`, `/root`, a home
# directory of mode 0700), which `nobody` cannot pass. The suites run where they were built
# (their tests read their own sources and snapshots by path), so in a mount namespace of
# this script's own each such directory is replaced by an open one that holds only the next
# step of the path. Nothing outside the namespace changes, and no file's mode is touched.
#
# Run as root, after `swift build --build-tests` in that package (Scripts/test.sh does);
# it needs `unshare --mount`, which a container without CAP_SYS_ADMIN refuses. As any other
# user the suites already ran as that user; the script says so and exits.
#
#   Scripts/test-as-user.sh .                        # the package's suite, as nobody
#   Scripts/test-as-user.sh Examples --filter Demo   # the demo's; the rest go to the run
set -euo pipefail
cd "$(dirname "$0")/.."

user=${TEST_USER:-nobody}
if [ "$(id -u)" -ne 0 ]; then
  echo "not root: the suites already ran as $(id -un), whom file permissions bind"
  exit 0
fi

# Inside the namespace: open each closed directory on the way to the clone, deepest first,
# then run the suites.
if [ "${1:-}" = "--inside-namespace" ]; then
  shift
  stage=$1 root=$2 package=$3
  shift 3
  path=$root
  index=0
  while [ "$path" != / ]; do
    parent=$(dirname "$path")
    if ! runuser -u "$user" -- test -x "$parent"; then
      open="$stage/open-$index"
      index=$((index + 1))
      mkdir -m 755 "$open" "$open/$(basename "$path")"
      mount --rbind "$path" "$open/$(basename "$path")"
      mount --rbind "$open" "$parent"
    fi
    path=$parent
  done
  if ! runuser -u "$user" -- test -r "$root/Package.swift"; then
    echo "$user may not read the clone at $root: clone it where every user may read (git clone does)" >&2
    exit 1
  fi
  bundle=$(find "$package/.build/debug/" -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)
  if [ -z "$bundle" ]; then
    echo "no test bundle in $package/.build/debug: run swift build --build-tests there first" >&2
    exit 1
  fi
  echo "$(basename "$bundle"), as $user"
  cd "$stage/home"
  exec runuser -u "$user" -- env HOME="$stage/home" "$bundle" --testing-library swift-testing "$@"
fi

package=$(cd "${1:?usage: Scripts/test-as-user.sh PACKAGE_PATH [test arguments]}" && pwd -P)
shift

stage=$(mktemp -d "${TMPDIR:-/tmp}/delegatekit-as-user.XXXXXX")
trap 'rm -rf "$stage"' EXIT
chmod 755 "$stage"
mkdir "$stage/home"
chown "$user" "$stage/home"
if ! runuser -u "$user" -- test -x "$stage"; then
  echo "$user cannot enter $stage: point TMPDIR at a directory every user may enter" >&2
  exit 1
fi
if ! unshare --mount true 2>/dev/null; then
  echo "cannot make a mount namespace here (unshare --mount needs CAP_SYS_ADMIN);" \
    "SKIP_AS_USER=1 Scripts/test.sh leaves this stage out" >&2
  exit 1
fi
unshare --mount --propagation private "$0" --inside-namespace "$stage" "$(pwd -P)" "$package" "$@"
