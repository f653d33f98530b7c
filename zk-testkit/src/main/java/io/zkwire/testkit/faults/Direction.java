package io.zkwire.testkit.faults;

/** Which way bytes travel through a {@link FaultProxy}. */
public enum Direction {
    /** From the client that connected to the proxy towards the server behind it: requests. */
    CLIENT_TO_SERVER,
    /** From the server back to the client: replies and notifications. */
    SERVER_TO_CLIENT
}
