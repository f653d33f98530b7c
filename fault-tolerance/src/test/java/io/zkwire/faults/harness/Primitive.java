package io.zkwire.faults.harness;

import java.util.List;
import java.util.Random;

/** The lock recipes under test, and the roles their holders take. */
public enum Primitive {
    MUTEX("mutex", List.of(Role.EXCLUSIVE)),
    READ_WRITE("read-write", List.of(Role.READ, Role.WRITE)),
    SEMAPHORE("semaphore", List.of(Role.LEASE));

    private final String label;
    private final List<Role> roles;

    Primitive(String label, List<Role> roles) {
        this.label = label;
        this.roles = roles;
    }

    public String label() {
        return label;
    }

    Role pickRole(Random random) {
        return roles.get(random.nextInt(roles.size()));
    }

    /** What a holder may do with the lock. */
    public enum Role {
        /** The mutex: alone, writes the register. */
        EXCLUSIVE(true, true),
        /** A reader of the read-write lock: shares it with other readers, only reads. */
        READ(false, false),
        /** The writer of the read-write lock: alone, writes the register. */
        WRITE(true, true),
        /** A semaphore lease: shares it with up to maxLeases - 1 others, writes the register. */
        LEASE(false, true);

        private final boolean exclusive;
        private final boolean writes;

        Role(boolean exclusive, boolean writes) {
            this.exclusive = exclusive;
            this.writes = writes;
        }

        /** No other holder of the same lock may hold at the same time. */
        public boolean exclusive() {
            return exclusive;
        }

        /** Does fenced writes while holding. */
        public boolean writes() {
            return writes;
        }

        /** Two holds that must not overlap in time. */
        boolean conflictsWith(Role other) {
            return exclusive || other.exclusive;
        }
    }
}
