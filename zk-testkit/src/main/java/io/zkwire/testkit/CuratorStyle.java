// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import java.nio.file.Path;

/** What {@link TestingServer} and {@link TestingCluster} share beyond {@link ZkEnsemble}. */
final class CuratorStyle {
    private CuratorStyle() {
    }

    /** Deletes the spec's directory and stops watching it for the JVM's exit. */
    static void deleteDirectory(InstanceSpec spec) {
        Path dir = spec.getDataDirectory().toPath();
        TempDirs.delete(dir);
        Reaper.forget(dir);
    }
}
