package io.zkwire.faults.harness;

/**
 * One accepted register write as the server recorded it: a sequential node created in the write's transaction,
 * named {@code w-<token as 16 hex digits>-<client>-<sequence>}, so that one listing shows them all, in commit order.
 */
record LogEntry(long token, String client, long sequence) {

    static final String PREFIX = "w-";

    /** The name to create (the server appends the sequence). */
    static String nameFor(long token, String client) {
        return PREFIX + String.format("%016x", token) + "-" + client + "-";
    }

    static LogEntry parse(String name) {
        int tokenEnd = PREFIX.length() + 16;
        int sequenceStart = name.lastIndexOf('-') + 1;
        return new LogEntry(Long.parseUnsignedLong(name.substring(PREFIX.length(), tokenEnd), 16),
                name.substring(tokenEnd + 1, sequenceStart - 1), Long.parseLong(name.substring(sequenceStart)));
    }
}
