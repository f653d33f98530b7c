package io.zkwire.jmh;

/**
 * One library's half of a row, connected and ready: it runs operations for a given time, recording what it
 * did into a {@link Block}. Closing it closes its clients.
 */
interface Side extends AutoCloseable {
    /** Runs operations for about {@code nanos}; records every operation's latency when it has one. */
    void run(long nanos, Block block) throws Exception;

    /** One operation at a time on the calling thread, each one timed. */
    interface Op {
        void run() throws Exception;
    }

    static Side timed(Op op, AutoCloseable resources) {
        return new Side() {
            @Override
            public void run(long nanos, Block block) throws Exception {
                long end = System.nanoTime() + nanos;
                long now;
                do {
                    long start = System.nanoTime();
                    op.run();
                    now = System.nanoTime();
                    block.latencies.add(now - start);
                    block.ops++;
                } while (now < end);
            }

            @Override
            public void close() throws Exception {
                resources.close();
            }
        };
    }
}
