// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.observe;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/** A session state change, as watchers (keeper state) and connection state listeners see it. */
@Name("io.zkwire.SessionState")
@Label("ZooKeeper Session State")
@Category({"zkwire", "Client"})
@Description("The session's state changed: connected, suspended, lost, closed")
@StackTrace(false)
final class SessionStateEvent extends Event {
    @Label("Keeper State")
    String keeperState;

    @Label("Connection State")
    @Description("What ConnectionStateListeners hear, empty for Closed")
    String connectionState;
}
