package io.zkwire.protocol.records;

import io.zkwire.protocol.Jute;
import io.zkwire.protocol.data.Stat;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/** The result of one op of a multi or multiRead (docs/contributing/protocol.md §4.4). */
public sealed interface OpResult {

    /**
     * A created node. {@code stat} is null when the server answered with type 1 (plain create) and
     * present for type 15 (create2, createContainer, createTTL; create2 only from 3.7.2/3.8.2/3.9.0).
     */
    record CreateResult(String path, Stat stat) implements OpResult {
    }

    /** A deleted node. */
    record DeleteResult() implements OpResult {
    }

    /** A setData, with the node's new Stat. */
    record SetDataResult(Stat stat) implements OpResult {
        /** Refuses a null Stat. */
        public SetDataResult {
            Objects.requireNonNull(stat, "SetDataResult.stat");
        }
    }

    /** A version check that passed. */
    record CheckResult() implements OpResult {
    }

    /** A getData inside multiRead; {@code data} may be null (a node created with null data). */
    record GetDataResult(byte[] data, Stat stat) implements OpResult {
        /** Refuses a null Stat. */
        public GetDataResult {
            Objects.requireNonNull(stat, "GetDataResult.stat");
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof GetDataResult r && Arrays.equals(data, r.data) && stat.equals(r.stat);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(data) + stat.hashCode();
        }

        @Override
        public String toString() {
            return "GetDataResult[data=" + Arrays.toString(data) + ", stat=" + stat + "]";
        }
    }

    /** A getChildren inside multiRead; the list is unmodifiable and may be null. */
    record GetChildrenResult(List<String> children) implements OpResult {
        /** Copies the list (null stays null). */
        public GetChildrenResult {
            children = Jute.copyOf(children);
        }
    }

    /**
     * A failed op, or in a failed transaction every op: 0 before the failing one, its code, then
     * RUNTIMEINCONSISTENCY (−2) after it.
     */
    record ErrorResult(int err) implements OpResult {
    }
}
