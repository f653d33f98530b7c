package io.zkwire.testkit.faults;

/**
 * What one direction of a relayed connection does with its bytes under a {@link Fault}.
 *
 * @param delayNanos how late forwarded bytes arrive
 */
record Handling(Kind kind, long delayNanos) {
    /** Waiting for the connection to the server, or blackholed: stop reading and keep what was read. */
    static final Handling HOLD = new Handling(Kind.HOLD, 0);
    private static final Handling FORWARD = new Handling(Kind.FORWARD, 0);
    private static final Handling DISCARD = new Handling(Kind.DISCARD, 0);

    enum Kind {
        FORWARD,
        HOLD,
        DISCARD
    }

    static Handling of(Fault fault, Direction direction) {
        if (fault instanceof Fault.Delay delay) {
            boolean toServer = direction == Direction.CLIENT_TO_SERVER;
            return new Handling(Kind.FORWARD, (toServer ? delay.toServer() : delay.toClient()).toNanos());
        }
        if (fault instanceof Fault.Blackhole) {
            return HOLD;
        }
        if (fault instanceof Fault.Drop drop) {
            return drop.direction() == direction ? DISCARD : FORWARD;
        }
        if (fault instanceof Fault.ResetAll) {
            return DISCARD; // the connection is being reset anyway
        }
        return FORWARD;
    }
}
