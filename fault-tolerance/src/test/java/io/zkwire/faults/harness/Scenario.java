package io.zkwire.faults.harness;

/**
 * One fault schedule, run against the contending clients of a {@link Scene}.
 *
 * @param name        short, for paths and reports: {@code leader-kill}
 * @param description what the schedule does and what it must not break, for the report and the docs
 */
public record Scenario(String name, String description, Schedule schedule) {

    /** The faults, in order; the workload runs throughout. Must restore what it breaks (servers, proxies). */
    @FunctionalInterface
    public interface Schedule {
        void run(Scene scene) throws Exception;
    }

    @Override
    public String toString() {
        return name;
    }
}
