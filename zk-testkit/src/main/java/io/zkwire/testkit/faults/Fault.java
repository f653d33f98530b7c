package io.zkwire.testkit.faults;

import java.time.Duration;
import java.util.Objects;

/**
 * What a {@link FaultProxy} does to the traffic it relays: immutable values, applied with
 * {@link FaultProxy#set(Fault)} or, for a while, with {@link FaultProxy#set(Fault, Duration)}.
 */
public sealed interface Fault {

    /** Relays everything at once: no fault. */
    static Fault pass() {
        return new Pass();
    }

    /** Every byte arrives {@code latency} later than it was sent, in both directions. */
    static Fault delay(Duration latency) {
        return new Delay(latency, latency);
    }

    /** Requests arrive {@code toServer} late and replies {@code toClient} late. */
    static Fault delay(Duration toServer, Duration toClient) {
        return new Delay(toServer, toClient);
    }

    /** A partition: connections are accepted and stay open, but no byte moves either way. */
    static Fault blackhole() {
        return new Blackhole();
    }

    /** Bytes travelling {@code direction} are thrown away; the other direction passes. */
    static Fault drop(Direction direction) {
        return new Drop(direction);
    }

    /**
     * Bytes travelling {@code direction} are held, as in a blackhole, until the fault ends; the other direction
     * passes. With {@link Direction#SERVER_TO_CLIENT}, the server executes requests whose replies the client
     * gets only later.
     */
    static Fault hold(Direction direction) {
        return new Hold(direction);
    }

    /** Every open connection is reset (TCP RST) at once, and every new one as soon as it is accepted. */
    static Fault resetAll() {
        return new ResetAll();
    }

    /** See {@link Fault#pass()}. */
    record Pass() implements Fault {
    }

    /**
     * See {@link Fault#delay(Duration, Duration)}. Bytes keep their order: when the delay shrinks, later bytes
     * wait for the earlier ones.
     */
    record Delay(Duration toServer, Duration toClient) implements Fault {
        /** Refuses null or negative delays. */
        public Delay {
            requireNotNegative(toServer, "toServer");
            requireNotNegative(toClient, "toClient");
        }

        private static void requireNotNegative(Duration delay, String name) {
            Objects.requireNonNull(delay, name);
            if (delay.isNegative()) {
                throw new IllegalArgumentException("a delay cannot be negative, got " + name + " = " + delay);
            }
        }
    }

    /**
     * See {@link Fault#blackhole()}. The proxy stops reading, so TCP holds what the peers send: when the fault
     * ends those bytes arrive, as after a healed partition. Closes by a peer are noticed only then, too. New
     * clients are still accepted and connected through, so the server sees connections that stay silent.
     */
    record Blackhole() implements Fault {
    }

    /** See {@link Fault#drop(Direction)}. A close still passes: it is no byte. */
    record Drop(Direction direction) implements Fault {
        /** Refuses a null direction. */
        public Drop {
            Objects.requireNonNull(direction, "direction");
        }
    }

    /** See {@link Fault#hold(Direction)}. */
    record Hold(Direction direction) implements Fault {
        /** Refuses a null direction. */
        public Hold {
            Objects.requireNonNull(direction, "direction");
        }
    }

    /** See {@link Fault#resetAll()}. */
    record ResetAll() implements Fault {
    }
}
