package io.zkwire.faults.harness;

/**
 * A broken guarantee, as precisely as the harness can say it.
 *
 * @param check  which check failed: "overlap", "stale token accepted", ...
 * @param detail who, when, by how much
 */
public record Violation(String check, String detail) {

    @Override
    public String toString() {
        return check + ": " + detail;
    }
}
