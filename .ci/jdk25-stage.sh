#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# CI stage: the lock-recipes suite on JDK 25 (virtual-thread users' JDK), built there too: mvn -pl lock-recipes
# -am verify with JAVA_HOME at that JDK, compiling every module it needs with JDK 25's javac (release 17, as
# always) and running only lock-recipes' tests (their ZooKeeper servers run on JDK 25 as well). The JDK is
# ZKWIRE_JDK25_HOME, by default /usr/lib/jvm/temurin-25-jdk-amd64; where it is absent the stage says SKIPPED and
# exits 0. Bounded by ZKWIRE_STAGE_SECONDS (set by .ci/run; 30 minutes when run by hand).
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/stage.sh
stage_init jdk25 1800

readonly JDK=${ZKWIRE_JDK25_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
[[ -x $JDK/bin/java ]] || skip "no JDK 25 at $JDK (set ZKWIRE_JDK25_HOME to run this stage)"
version=$("$JDK/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.version = //p')
[[ $version == 25 || $version == 25.* ]] || skip "the JDK at $JDK is $version, not 25"
say "JDK $version at $JDK"

# surefire's usual includes (*Test, Test*, *Tests, *TestCase), limited to lock-recipes' package; the modules
# it builds on find no tests of theirs in it
readonly TESTS='io/zkwire/recipes/**/*Test.java, io/zkwire/recipes/**/Test*.java, io/zkwire/recipes/**/*Tests.java, io/zkwire/recipes/**/*TestCase.java'
JAVA_HOME=$JDK run_tests "$(left "$STAGE_BUDGET")" mvn -B -ntp -pl lock-recipes -am verify \
    -Dtest="$TESTS" -Dsurefire.failIfNoSpecifiedTests=false
