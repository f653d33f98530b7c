#!/usr/bin/env bash
# CI stage after the full build (mvn -B -ntp verify): the integration suites again (mvn -Pdocker), with every zk-testkit
# server in a Docker container, on local images built here (these machines reach no image registry).
#   1. a Docker engine: Debian's docker.io, installed if missing, started without bridge or firewall rules
#   2. the images zkwire-testkit/zookeeper:<version> (zk-testkit/docker/build-image.sh; reused when unchanged)
#   3. mvn -Pdocker verify of zk-testkit, zk-client and lock-recipes
#   4. removal of leftover containers, and SIGTERM to the dockerd this stage started (by its pid)
# Exits 0 when the tests pass, or, saying SKIPPED, when no engine can be had here (not root, no apt, apt fails,
# dockerd does not start); non-zero when the image cannot be built or a test fails. The stage keeps within
# ZKWIRE_STAGE_SECONDS (set by .ci/run to what is left of CI's limit; 30 minutes when run by hand): each step
# gets at most what is left of it, less 2 minutes kept for step 4. Logs: target/docker-stage/.
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/stage.sh
stage_init docker 1800

readonly CLEANUP=120 # seconds kept for stopping what the steps started (engine_stop takes up to 70 s)
readonly MODULES=zk-testkit,zk-client,lock-recipes
readonly IMAGES='zkwire-testkit/zookeeper:{version}'
STAGE_DIR=$PWD/target/docker-stage
mkdir -p "$STAGE_DIR"

. .ci/docker-engine.sh
trap engine_stop EXIT
trap 'exit 143' TERM INT

# one stage at a time per machine: a second one would share, and then lose, the first one's engine
# (a lock on a read-only descriptor: whoever created the file, every user can take the lock)
readonly LOCK=/tmp/zkwire-docker-stage.lock
[[ -e $LOCK ]] || : > "$LOCK"
exec 9< "$LOCK"
flock -w "$(left 120 "$CLEANUP")" 9 || skip "another docker stage kept this machine's engine for 2 minutes"

need 300 "$CLEANUP" # the least to start an engine, take the images from the cache and run tests
engine_install "$(left 600 "$CLEANUP")" || skip "no Docker engine can be installed here"
engine_start "$(left 60 "$CLEANUP")" || skip "the Docker engine does not start here"
say "engine ready"

export DOCKER_BUILDKIT=0 # the classic builder needs no buildx plugin
limit=$(left 1200 "$CLEANUP") status=0
timeout "$limit" zk-testkit/docker/build-image.sh > "$STAGE_DIR/images.txt" 2> "$STAGE_DIR/images.log" || status=$?
if ((status != 0)); then
    why="exit $status"
    ((status != 124)) || why="OUT OF TIME: not done within the $limit s left to it (the stage had $STAGE_BUDGET s)"
    say "FAILED to build the local ZooKeeper images ($why); last lines of $STAGE_DIR/images.log:"
    tail -n 30 "$STAGE_DIR/images.log"
    exit 1
fi
say "images ready: $(tr '\n' ' ' < "$STAGE_DIR/images.txt")"

# Ryuk, Testcontainers' reaper, is an image from a registry (the kit removes its containers itself); and
# this machine looks like a container to Testcontainers (/.dockerenv), which must not guess a gateway address
export TESTCONTAINERS_RYUK_DISABLED=true TESTCONTAINERS_HOST_OVERRIDE=localhost
run_tests "$(left "$STAGE_BUDGET" "$CLEANUP")" mvn -B -ntp -Pdocker -pl "$MODULES" -am verify \
    -Dzkwire.testkit.docker.image="$IMAGES" -Dzkwire.testkit.docker.pull=never
