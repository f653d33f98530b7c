package io.zkwire.recipes.leader;

/**
 * Curator's {@code CancelLeadershipException}: thrown from {@link LeaderSelectorListener#stateChanged} to
 * make the {@link LeaderSelector} interrupt the thread running {@code takeLeadership}.
 */
public class CancelLeadershipException extends RuntimeException {

    /** Without a message. */
    public CancelLeadershipException() {
    }

    /** With a message saying why leadership ends. */
    public CancelLeadershipException(String message) {
        super(message);
    }

    /** With a message and the failure that ends leadership. */
    public CancelLeadershipException(String message, Throwable cause) {
        super(message, cause);
    }

    /** For the failure that ends leadership. */
    public CancelLeadershipException(Throwable cause) {
        super(cause);
    }
}
