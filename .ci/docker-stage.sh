#!/usr/bin/env bash
# CI stage after the README's test command: the integration suites again (mvn -Pdocker), with every zk-testkit
# server in a Docker container, on local images built here (these machines reach no image registry).
#   1. a Docker engine: Debian's docker.io, installed if missing, started without bridge or firewall rules
#   2. the images zkwire-testkit/zookeeper:<version> (zk-testkit/docker/build-image.sh; reused when unchanged)
#   3. mvn -Pdocker verify of zk-testkit, zk-client and lock-recipes
#   4. removal of leftover containers, and SIGTERM to the dockerd this stage started (by its pid)
# Exits 0 when the tests pass, or, saying SKIPPED, when no engine can be had here (not root, no apt, apt fails,
# dockerd does not start); non-zero when the image cannot be built or a test fails. The whole stage keeps
# within 10 minutes: each step gets at most what is left. Logs: target/docker-stage/.
set -euo pipefail
cd "$(dirname "$0")/.."

# seconds for all steps; of the stage's 10 minutes, the rest is kept for stopping what the steps started
readonly BUDGET=510
readonly MODULES=zk-testkit,zk-client,lock-recipes
readonly IMAGES='zkwire-testkit/zookeeper:{version}'
STAGE_DIR=$PWD/target/docker-stage
mkdir -p "$STAGE_DIR"

say() { printf 'docker stage [%3d s] %s\n' "$SECONDS" "$*"; }
skip() { say "SKIPPED: $*"; exit 0; }
# the seconds a step may take: its own limit, or what is left of the budget if that is less
left() { local rest=$((BUDGET - SECONDS)); echo $((rest < $1 ? (rest > 1 ? rest : 1) : $1)); }

. .ci/docker-engine.sh
trap engine_stop EXIT
trap 'exit 143' TERM INT

# one stage at a time per machine: a second one would share, and then lose, the first one's engine
# (a lock on a read-only descriptor: whoever created the file, every user can take the lock)
readonly LOCK=/tmp/zkwire-docker-stage.lock
[[ -e $LOCK ]] || : > "$LOCK"
exec 9< "$LOCK"
flock -w "$(left 120)" 9 || skip "another docker stage kept this machine's engine for 2 minutes"

engine_install "$(left 240)" || skip "no Docker engine can be installed here"
engine_start "$(left 30)" || skip "the Docker engine does not start here"
say "engine ready"

export DOCKER_BUILDKIT=0 # the classic builder needs no buildx plugin
if ! timeout "$(left 300)" zk-testkit/docker/build-image.sh > "$STAGE_DIR/images.txt" 2> "$STAGE_DIR/images.log"
then
    say "FAILED to build the local ZooKeeper images; last lines of $STAGE_DIR/images.log:"
    tail -n 30 "$STAGE_DIR/images.log"
    exit 1
fi
say "images ready: $(tr '\n' ' ' < "$STAGE_DIR/images.txt")"

# Ryuk, Testcontainers' reaper, is an image from a registry (the kit removes its containers itself); and
# this machine looks like a container to Testcontainers (/.dockerenv), which must not guess a gateway address
export TESTCONTAINERS_RYUK_DISABLED=true TESTCONTAINERS_HOST_OVERRIDE=localhost
status=0
timeout --kill-after=30 "$(left 600)" mvn -B -ntp -Pdocker -pl "$MODULES" -am verify \
    -Dzkwire.testkit.docker.image="$IMAGES" -Dzkwire.testkit.docker.pull=never || status=$?
if ((status == 124 || status == 137)); then
    say "FAILED: the tests did not finish within the stage's budget (${BUDGET} s for all steps)"
elif ((status != 0)); then
    say "FAILED: mvn -Pdocker verify exited with $status"
else
    say "tests passed"
fi
exit "$status"
