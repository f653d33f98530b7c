package io.zkwire.client.testing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Records what one logger says. zkwire logs through System.Logger, which without another LoggerFinder is
 * java.util.logging: this handler sits on the JUL logger of the same name while the test runs (and keeps
 * the records from the console). Lines read {@code "WARNING message"}.
 */
public final class LogCapture extends Handler implements AutoCloseable {

    private final Logger logger; // held strongly: JUL keeps loggers only weakly
    private final Level previousLevel;
    private final boolean previousUseParent;
    private final SimpleFormatter formatter = new SimpleFormatter();
    private final List<String> lines = new ArrayList<>();

    private LogCapture(String loggerName) {
        this.logger = Logger.getLogger(loggerName);
        this.previousLevel = logger.getLevel();
        this.previousUseParent = logger.getUseParentHandlers();
        logger.setLevel(Level.ALL);
        logger.setUseParentHandlers(false);
        logger.addHandler(this);
    }

    public static LogCapture of(String loggerName) {
        return new LogCapture(loggerName);
    }

    @Override
    public synchronized void publish(LogRecord record) {
        lines.add(record.getLevel() + " " + formatter.formatMessage(record));
        notifyAll();
    }

    /** The lines so far that start with {@code level} ("WARNING", "INFO", ...). */
    public synchronized List<String> lines(String level) {
        return lines.stream().filter(l -> l.startsWith(level + " ")).toList();
    }

    /** Waits (bounded) for a line matching {@code wanted}; returns it. */
    public synchronized String await(Predicate<String> wanted, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            for (String line : lines) {
                if (wanted.test(line)) {
                    return line;
                }
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("no such log line within " + timeout + "; lines: " + lines);
            }
            wait(Math.max(1, left / 1_000_000));
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
        logger.removeHandler(this);
        logger.setLevel(previousLevel);
        logger.setUseParentHandlers(previousUseParent);
    }
}
