# Sourced by docker-stage.sh: a Docker engine for one CI stage. engine_install and engine_start return
# non-zero, after saying why, when no engine can be had here; engine_stop ends whatever engine_start began.
# Each step is bounded by the seconds the caller gives it. Network rule of these machines: test traffic stays
# on loopback, so the engine gets no bridge and leaves the host's firewall and forwarding alone; containers
# use the host's network.

ENGINE_PID=""      # set when engine_start started dockerd (rather than finding an engine running)
ENGINE_LOG=""

# Installs what is missing of Debian's docker.io and debootstrap (for the local image's base). Only a missing
# dockerd makes the engine unavailable: without debootstrap, an image built earlier can still serve.
engine_install() {
    local limit=$1 missing=()
    command -v dockerd > /dev/null || missing+=(docker.io)
    command -v debootstrap > /dev/null || missing+=(debootstrap)
    ((${#missing[@]} > 0)) || return 0
    local why=""
    [[ $(id -u) == 0 ]] || why="not root"
    command -v apt-get > /dev/null || why="no apt-get"
    if [[ -n $why ]]; then
        say "cannot install ${missing[*]}: $why"
        command -v dockerd > /dev/null
        return
    fi
    # a package's post-install must not start the engine with its default (bridged) network set-up
    local guard=""
    if [[ ! -e /usr/sbin/policy-rc.d ]]; then
        guard=/usr/sbin/policy-rc.d
        printf '#!/bin/sh\nexit 101\n' > "$guard" && chmod +x "$guard"
    fi
    local status=0
    timeout "$((limit / 3))" apt-get update -q > "$STAGE_DIR/apt.log" 2>&1 \
        && DEBIAN_FRONTEND=noninteractive timeout "$((limit * 2 / 3))" apt-get install -y -q \
            --no-install-recommends "${missing[@]}" >> "$STAGE_DIR/apt.log" 2>&1 \
        || status=$?
    [[ -z $guard ]] || rm -f "$guard"
    if ((status != 0)); then
        say "installing ${missing[*]} failed (exit $status); last lines of $STAGE_DIR/apt.log:"
        tail -n 15 "$STAGE_DIR/apt.log"
        command -v dockerd > /dev/null
        return
    fi
    say "installed ${missing[*]}"
}

# Uses a running engine if there is one (and leaves it running); else starts dockerd and waits until it answers.
engine_start() {
    local limit=$1
    if timeout 10 docker info > /dev/null 2>&1; then
        say "using the Docker engine already running (it stays running)"
        return 0
    fi
    if [[ $(id -u) != 0 ]]; then
        say "no Docker engine running, and starting one needs root"
        return 1
    fi
    ENGINE_LOG=$STAGE_DIR/dockerd.log
    dockerd --bridge=none --iptables=false --ip-forward=false > "$ENGINE_LOG" 2>&1 < /dev/null &
    ENGINE_PID=$!
    say "started dockerd (pid $ENGINE_PID, log $ENGINE_LOG)"
    local deadline=$((SECONDS + limit))
    until timeout 5 docker info > /dev/null 2>&1; do
        local failure=""
        kill -0 "$ENGINE_PID" 2> /dev/null || failure="dockerd exited"
        ((SECONDS < deadline)) || failure="dockerd did not answer within ${limit} s"
        if [[ -n $failure ]]; then
            say "$failure; last lines of $ENGINE_LOG:"
            tail -n 15 "$ENGINE_LOG"
            engine_stop
            return 1
        fi
        sleep 0.2
    done
}

# Removes the kit's containers left on the engine it started, then stops that engine: SIGTERM, and SIGKILL for
# it and its containerd if it does not exit within 20 s. An engine found running is left alone.
engine_stop() {
    [[ -n $ENGINE_PID ]] || return 0
    local leftovers
    leftovers=$(timeout 20 docker ps -aq --filter label=io.zkwire.testkit.server 2> /dev/null || true)
    if [[ -n $leftovers ]]; then
        say "removing containers the tests left: $(echo $leftovers)"
        timeout 30 docker rm -f $leftovers > /dev/null 2>&1 || true
    fi
    local helpers
    helpers=$(pgrep -P "$ENGINE_PID" || true)
    kill -TERM "$ENGINE_PID" 2> /dev/null || true
    if ! timeout 20 tail --pid="$ENGINE_PID" -f /dev/null; then
        say "dockerd ($ENGINE_PID) ignored SIGTERM for 20 s: killing it and its helpers ($(echo $helpers))"
        kill -KILL "$ENGINE_PID" $helpers 2> /dev/null || true
    fi
    wait "$ENGINE_PID" 2> /dev/null || true
    say "stopped dockerd ($ENGINE_PID)"
    ENGINE_PID=""
    # dockerd keeps a handle on the host's network namespace for host-network containers, and leaves it mounted
    local netns
    for netns in /run/docker/netns/*; do
        ! mountpoint -q "$netns" || umount "$netns" || true
    done
}
