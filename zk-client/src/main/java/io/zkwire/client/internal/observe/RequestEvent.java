// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.observe;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/** One request round trip: begins when the request is written, ends at its answer or failure. */
@Name("io.zkwire.Request")
@Label("ZooKeeper Request")
@Category({"zkwire", "Client"})
@Description("A request from write to answer; the duration is the round trip as the client saw it")
@StackTrace(false)
final class RequestEvent extends Event {
    @Label("Operation")
    String op;

    @Label("Path")
    @Description("The client path, or empty for requests without one (ping, multi, auth)")
    String path;

    @Label("Xid")
    int xid;

    @Label("Outcome")
    @Description("OK, the server's error code, or why the client failed it (e.g. CONNECTIONLOSS)")
    String outcome;
}
