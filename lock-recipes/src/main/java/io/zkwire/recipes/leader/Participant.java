package io.zkwire.recipes.leader;

import java.util.Objects;

/**
 * Curator's {@code Participant}: one contender of a {@link LeaderLatch} or {@link LeaderSelector}, as its
 * node shows it: the id written into the node (UTF-8) and whether it is the first in line.
 */
public final class Participant {

    private final String id;
    private final boolean leader;

    /** A participant with {@code id} (not null), leading or not. */
    public Participant(String id, boolean leader) {
        this.id = Objects.requireNonNull(id, "id");
        this.leader = leader;
    }

    /** No participant: empty id, not leader (what {@code getLeader()} returns when nobody contends). */
    public Participant() {
        this("", false);
    }

    /** The id its node carries, "" if none. */
    public String getId() {
        return id;
    }

    /** True if its node is the first in line. */
    public boolean isLeader() {
        return leader;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Participant p && p.leader == leader && p.id.equals(id);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, leader);
    }

    @Override
    public String toString() {
        return "Participant{id='" + id + "', isLeader=" + leader + '}';
    }
}
