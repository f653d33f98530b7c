package io.zkwire.recipes.locks;

/**
 * Curator's read-lock predicate (docs/contributing/protocol.md §7.5): walking the sorted children, a reader holds the lock
 * if no write node sorts ahead of it, and otherwise watches the first (lowest) write node, not the
 * nearest. New write nodes always sort after existing readers, so when the reader's only writer ahead
 * goes away, the lock is the reader's without another listing.
 */
final class ReaderPolicy implements LockPolicy {

    static final ReaderPolicy INSTANCE = new ReaderPolicy();

    private ReaderPolicy() {
    }

    @Override
    public Verdict evaluate(SortedChildren children, String ourName) {
        String firstWriter = null;
        int writersAhead = 0;
        for (String node : children.names()) {
            if (node.contains(LockSorting.WRITE_LOCK_NAME)) {
                if (firstWriter == null) {
                    firstWriter = node;
                }
                writersAhead++;
            } else if (node.startsWith(ourName)) {
                return firstWriter == null ? Verdict.HOLDS : new Verdict.WaitForNode(firstWriter, writersAhead == 1);
            }
        }
        return Verdict.MISSING;
    }
}
