package io.zkwire.recipes.leader;

/**
 * Curator's {@code CancelLeadershipException}: thrown from {@link LeaderSelectorListener#stateChanged} to
 * make the {@link LeaderSelector} interrupt the thread running {@code takeLeadership}.
 */
public class CancelLeadershipException extends RuntimeException {

    public CancelLeadershipException() {
    }

    public CancelLeadershipException(String message) {
        super(message);
    }

    public CancelLeadershipException(String message, Throwable cause) {
        super(message, cause);
    }

    public CancelLeadershipException(Throwable cause) {
        super(cause);
    }
}
