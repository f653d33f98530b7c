#!/usr/bin/env bash
# Makes sure the Docker engine has the base of the kit's local ZooKeeper images, a minimal Debian with
# openjdk-17-jre-headless, and prints its name. It is built here, with debootstrap, from the Debian mirror this
# machine's apt sources name (no image registry needed; nothing but Debian packages is downloaded), then
# imported; about two minutes and 330 MB. It is reused as long as its recipe (suite, mirror, packages) is the
# same: the recipe's hash is the image's tag.
# Needs root (debootstrap), debootstrap and a running engine (DOCKER_HOST is honoured).
set -euo pipefail

readonly REPOSITORY=zkwire-testkit/base
readonly PACKAGES=openjdk-17-jre-headless
readonly LIMIT=600 # seconds for debootstrap; it usually takes two minutes

# Every "mirror suite" pair of the binary package sources, in the order apt reads them: one-line (.list) and
# deb822 (.sources) formats.
apt_sources() {
    local file
    for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [[ -r $file ]] || continue
        # "deb [options] mirror suite components": skip the bracketed options, which may hold spaces
        awk '$1 == "deb" { i = 2; if ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ } print $i, $(i + 1) }' "$file"
    done
    for file in /etc/apt/sources.list.d/*.sources; do
        [[ -r $file ]] || continue
        awk 'function flush(  n, m, a, b, u, s) {
                 if (types ~ /(^| )deb( |$)/ && enabled != "no") {
                     n = split(uris, u, " "); m = split(suites, s, " ")
                     for (a = 1; a <= n; a++) for (b = 1; b <= m; b++) print u[a], s[b]
                 }
                 types = uris = suites = enabled = ""
             }
             /^[ \t]*$/ { flush(); next }
             /^#/ { next }
             { key = tolower($1); $1 = "" }
             key == "types:" { types = $0 } key == "uris:" { uris = $0 } key == "suites:" { suites = $0 }
             key == "enabled:" { enabled = tolower($2) }
             END { flush() }' "$file"
    done
}

# The release's own suite (bookworm, not bookworm-updates or bookworm-security) and its mirror.
read -r mirror suite < <(apt_sources | awk '$2 !~ /[-\/]/' | head -n 1) || true
if [[ -z ${mirror:-} || -z ${suite:-} ]]; then
    echo "base-image.sh: found no Debian mirror in /etc/apt/sources.list or /etc/apt/sources.list.d/" >&2
    exit 1
fi
recipe="debootstrap --variant=minbase --include=$PACKAGES $suite $mirror; no apt lists, caches, docs"
image="$REPOSITORY:$suite-$(printf '%s' "$recipe" | sha256sum | cut -c1-12)"

if docker image inspect "$image" > /dev/null 2>&1; then
    echo "$image"
    exit 0
fi

work=$(mktemp -d /tmp/zkwire-base-image.XXXXXX)
# debootstrap mounts /proc (and more) inside the new system; a failed run may leave them mounted
cleanup() {
    findmnt -rn -o TARGET | grep "^$work/" | sort -r | xargs -r -n 1 umount -l || true
    rm -rf --one-file-system "$work"
}
trap cleanup EXIT

echo "base-image.sh: building $image from $suite (debootstrap, log in $work/debootstrap.log)" >&2
if ! timeout "$LIMIT" debootstrap --variant=minbase --include="$PACKAGES" "$suite" "$work/rootfs" "$mirror" \
        > "$work/debootstrap.log" 2>&1; then
    echo "base-image.sh: debootstrap failed; last lines of its log:" >&2
    tail -n 30 "$work/debootstrap.log" >&2
    exit 1
fi
rm -rf "$work"/rootfs/var/cache/apt/archives/*.deb "$work"/rootfs/var/lib/apt/lists/* \
    "$work"/rootfs/usr/share/doc/* "$work"/rootfs/usr/share/man/*
tar -C "$work/rootfs" --numeric-owner --exclude='./proc/*' --exclude='./sys/*' --exclude='./dev/*' -cf - . \
    | timeout 300 docker import --change 'ENV LANG=C.UTF-8' --change 'LABEL io.zkwire.testkit.image=base' \
        - "$image" > /dev/null
echo "$image"
