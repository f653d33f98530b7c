#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# CI stage: examples/testing-with-zk-testkit built and tested as a user's project, against this checkout's
# artifacts, with no Maven within reach of its test JVM (its servers must run from the test class path).
#   1. zkwire-parent, zkwire-bom, zk-protocol, zk-client and zk-testkit deployed (tests skipped) to a file
#      repository under target/example-stage/ (never into ~/.m2)
#   2. the example's mvn test, with a local repository of its own under target/example-stage/ that reads the
#      zkwire artifacts from step 1, other artifacts from ~/.m2/repository and then from Maven Central, and with
#      -Pno-maven-at-test-time: no maven.home, a PATH of only the JDK's bin/, an empty class-path cache
# Bounded by ZKWIRE_STAGE_SECONDS (15 minutes when run by hand). Logs: target/example-stage/*.log.
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/stage.sh
stage_init example 900

readonly EXAMPLE=examples/testing-with-zk-testkit
readonly DIR=$PWD/target/example-stage
rm -rf "$DIR" && mkdir -p "$DIR"

version=$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' pom.xml | head -1)
wanted=$(sed -n 's|.*<zkwire.version>\(.*\)</zkwire.version>.*|\1|p' "$EXAMPLE/pom.xml")
[[ $version == "$wanted" ]] || { say "FAILED: $EXAMPLE/pom.xml uses zkwire $wanted, the build is $version"; exit 1; }

say "deploying zkwire $version to $DIR/zkwire-repo"
need 60
timeout "$(left 600)" mvn -B -ntp -q -pl zkwire-bom,zk-client,zk-testkit -am deploy -DskipTests \
    -DaltDeploymentRepository="stage::default::file://$DIR/zkwire-repo" > "$DIR/deploy.log" 2>&1 \
    || { say "FAILED: deploying the artifacts; see $DIR/deploy.log"; tail -20 "$DIR/deploy.log"; exit 1; }

cat > "$DIR/settings.xml" <<SETTINGS
<settings>
  <localRepository>$DIR/m2</localRepository>
  <profiles><profile><id>stage</id>
    <repositories>
      <repository><id>zkwire-stage</id><url>file://$DIR/zkwire-repo</url>
        <snapshots><enabled>true</enabled></snapshots></repository>
      <repository><id>machine-cache</id><url>file://$HOME/.m2/repository</url></repository>
    </repositories>
    <pluginRepositories>
      <pluginRepository><id>machine-cache</id><url>file://$HOME/.m2/repository</url></pluginRepository>
    </pluginRepositories>
  </profile></profiles>
  <activeProfiles><activeProfile>stage</activeProfile></activeProfiles>
</settings>
SETTINGS

say "testing $EXAMPLE without Maven at test time"
status=0
run_tests "$(left "$STAGE_BUDGET")" mvn -B -ntp -s "$DIR/settings.xml" -f "$EXAMPLE/pom.xml" \
    -Pno-maven-at-test-time test > "$DIR/example.log" 2>&1 || status=$?
grep -E 'Tests run:|FAIL|ERROR' "$DIR/example.log" | tail -20 || true
((status == 0)) && say "example tests passed" || say "FAILED: the example's tests (exit $status); see $DIR/example.log"
exit "$status"
