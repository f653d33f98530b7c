package io.zkwire.jmh.paired;

import java.util.ArrayList;
import java.util.List;

/** Everything measured against one server setting ({@code forceSync} yes or no). */
final class Setting {
    final String forceSync;
    final List<RowResult> rows = new ArrayList<>();
    final List<AsyncWaiters.Cost> waiters = new ArrayList<>();

    Setting(String forceSync) {
        this.forceSync = forceSync;
    }

    String label() {
        return "forceSync=" + forceSync;
    }
}
