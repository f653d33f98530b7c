#!/usr/bin/env bash
# Builds the kit's local ZooKeeper server images, for Docker engines that reach no image registry:
#     zkwire-testkit/zookeeper:<version>
# one per version given, by default every version the kit's own tests start. Each is the base image of
# base-image.sh (minimal Debian, openjdk-17-jre-headless) plus the server jars Maven resolves for that version,
# exactly those a child JVM of the kit runs, and the kit's logging set-up. Like the official image, it starts
# the server from /conf/zoo.cfg with the JVM options in JVMFLAGS.
# The base takes about two minutes once; the version images then build in seconds (from the engine's cache
# when nothing changed).
# Needs root (for the base), debootstrap, a running engine (DOCKER_HOST is honoured), Maven and a JDK 17+.
# Usage: zk-testkit/docker/build-image.sh [version...]
# Then: mvn -Pdocker -Dzkwire.testkit.docker.image='zkwire-testkit/zookeeper:{version}' \
#           -Dzkwire.testkit.docker.pull=never verify
set -euo pipefail

readonly REPOSITORY=zkwire-testkit/zookeeper
here=$(cd "$(dirname "$0")" && pwd)
project=$(cd "$here/../.." && pwd)

base=$("$here/base-image.sh")

work=$(mktemp -d /tmp/zkwire-server-images.XXXXXX)
trap 'rm -rf "$work"' EXIT

# the server jars, resolved by the kit itself, so that container and child JVM run the very same class path
(cd "$project" && timeout 300 mvn -B -ntp -q -pl zk-testkit compile) >&2 # stdout: image names only
versions=$(timeout 300 java -cp "$project/zk-testkit/target/classes" io.zkwire.testkit.ServerImageFiles \
    "$work" "$@")

for version in $versions; do
    cp "$here/Dockerfile" "$here/zookeeper-server" "$work/$version/"
    if ! timeout 300 docker build --network host --build-arg "BASE=$base" --label io.zkwire.testkit.image=server \
            --tag "$REPOSITORY:$version" "$work/$version" > "$work/build.log" 2>&1; then
        echo "build-image.sh: docker build of $REPOSITORY:$version failed:" >&2
        tail -n 30 "$work/build.log" >&2
        exit 1
    fi
    echo "$REPOSITORY:$version"
done

# what earlier builds left: version images replaced since, then bases no image is built on any more
docker image prune --force --filter label=io.zkwire.testkit.image=server > /dev/null
docker image ls zkwire-testkit/base --format '{{.Repository}}:{{.Tag}}' | grep -vxF "$base" \
    | xargs -r docker image rm > /dev/null 2>&1 || true
