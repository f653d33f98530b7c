package io.zkwire.testkit;

import java.util.Deque;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * What {@link ZooKeeperExtension} keeps for the test that runs now: a root path of its own, so that tests sharing
 * a server cannot see each other's nodes, and what the test asked to close after it (its clients, proxies).
 */
final class TestScope {
    /** Numbers the roots, so that repeated and parameterized tests get distinct ones too. */
    private static final AtomicInteger ROOTS = new AtomicInteger();

    private final Deque<AutoCloseable> closeAfterTest = new ConcurrentLinkedDeque<>();
    private volatile String root;

    void begin(ExtensionContext test) {
        root = ("/" + test.getRequiredTestClass().getSimpleName() + "-" + test.getRequiredTestMethod().getName()
                + "-" + ROOTS.incrementAndGet()).toLowerCase(Locale.ROOT);
    }

    String root() {
        String current = root;
        if (current == null) {
            throw new IllegalStateException("no test is running: a root path exists only inside a test");
        }
        return current;
    }

    <T extends AutoCloseable> T closeAfterTest(T resource) {
        closeAfterTest.push(resource);
        return resource;
    }

    /** Closes, last registered first, all it was given; the first failure is thrown with the others suppressed. */
    void end() throws Exception {
        root = null;
        Exception failure = null;
        for (AutoCloseable resource = closeAfterTest.poll(); resource != null; resource = closeAfterTest.poll()) {
            try {
                resource.close();
            } catch (Exception e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
