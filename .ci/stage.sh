# SPDX-License-Identifier: Apache-2.0
# Sourced by each CI stage script: its name, its seconds, and how it reports. .ci/run hands a stage the
# seconds left of CI's limit in ZKWIRE_STAGE_SECONDS; a stage run by hand gets the default it names.
#   stage_init NAME DEFAULT_SECONDS   then: say, skip, left, need, run_tests

stage_init() {
    STAGE_NAME=$1
    SAY_LABEL="$1 stage"
    STAGE_BUDGET=${ZKWIRE_STAGE_SECONDS:-$2}
    [[ $STAGE_BUDGET =~ ^[0-9]+$ ]] || { echo "ZKWIRE_STAGE_SECONDS must be whole seconds: $STAGE_BUDGET" >&2; exit 2; }
}

say() { printf '%s [%4d s] %s\n' "$SAY_LABEL" "$SECONDS" "$*"; }
# says why the stage does not run, tells .ci/run (ZKWIRE_STAGE_REPORT names a file for that), and exits 0
skip() {
    say "SKIPPED: $*"
    [[ -z ${ZKWIRE_STAGE_REPORT:-} ]] || echo "SKIPPED: $*" > "$ZKWIRE_STAGE_REPORT"
    exit 0
}

# the seconds a step may take: its own limit, or what is left of the stage's budget less {keep} (default 0) if
# that is less; at least 1
left() {
    local rest=$((STAGE_BUDGET - ${2:-0} - SECONDS))
    echo $((rest < $1 ? (rest > 1 ? rest : 1) : $1))
}

# need SECONDS [KEEP]: fails the stage, OUT OF TIME, unless SECONDS are left of its budget beyond KEEP (so that a
# step given too little time is not taken for a step that cannot work here)
need() {
    local rest=$((STAGE_BUDGET - ${2:-0} - SECONDS))
    ((rest >= $1)) && return 0
    say "FAILED: OUT OF TIME: $rest s left of the $STAGE_NAME stage's $STAGE_BUDGET s, and it needs at least $1 s"
    exit 124
}

# run_tests LIMIT COMMAND...: runs a test command for at most LIMIT seconds (SIGTERM, SIGKILL 30 s later, to
# its whole process group) and says how it ended: passed, failed (its exit status), or out of time, which
# names the stage and its budget. Returns the command's status (124 or 137 when it ran out of time).
run_tests() {
    local limit=$1 started=$SECONDS status=0
    shift
    timeout --kill-after=30 "$limit" "$@" || status=$?
    local took=$((SECONDS - started))
    if ((status == 124 || (status == 137 && took >= limit))); then
        say "FAILED: OUT OF TIME: the tests of the $STAGE_NAME stage did not finish within the $limit s left to them" \
            "(the stage had $STAGE_BUDGET s of CI's limit); stopped after $took s"
    elif ((status != 0)); then
        say "FAILED: the tests failed ($* exited with $status after $took s)"
    else
        say "tests passed in $took s"
    fi
    return "$status"
}
