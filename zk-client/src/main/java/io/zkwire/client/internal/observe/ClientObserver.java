// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.observe;

import io.zkwire.client.ClientMetricsListener;
import io.zkwire.client.ConnectionState;
import io.zkwire.client.internal.watch.UnhandledErrors;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.OpCode;
import java.lang.System.Logger.Level;
import jdk.jfr.EventType;
import jdk.jfr.FlightRecorder;

/**
 * Reports request round trips and state changes of one client to JFR and to its metrics listener. Event
 * loop only. A request's JFR event is begun when it is written ({@link #sent}) and committed when it ends
 * ({@link #finished}); when recording is off no event object is made.
 */
public final class ClientObserver {

    private static final System.Logger LOG = System.getLogger(ClientObserver.class.getName());

    private final ClientMetricsListener listener;
    private final boolean listening;
    private final UnhandledErrors errors;

    /**
     * Loaded at the first check after Flight Recorder is up (a recording started from the command line or in
     * process): loading the first event class costs some 100 ms, which no request should pay otherwise.
     */
    private static final class Types {
        static final EventType REQUESTS = EventType.getEventType(RequestEvent.class);
        static final EventType STATES = EventType.getEventType(SessionStateEvent.class);
    }

    /** @param errors told when the listener throws */
    public ClientObserver(ClientMetricsListener listener, UnhandledErrors errors) {
        this.listener = listener;
        this.listening = listener != ClientMetricsListener.NONE;
        this.errors = errors;
    }

    private void listenerFailed(String message, RuntimeException e) {
        LOG.log(Level.WARNING, message, e);
        errors.tell(message, e);
    }

    /** A request is being written; returns what {@link #finished} needs, or null when nobody records. */
    public Object sent() {
        if (!FlightRecorder.isInitialized() || !Types.REQUESTS.isEnabled()) {
            return null;
        }
        RequestEvent event = new RequestEvent();
        event.begin();
        return event;
    }

    /**
     * A written request ended.
     *
     * @param started what {@link #sent} returned
     * @param failure null if the server answered with {@code err}, else why the client failed the request
     */
    public void finished(Object started, OpCode op, String path, int xid, long sentNanos, int err,
            Throwable failure) {
        if (started == null && !listening) {
            return;
        }
        String outcome = outcome(err, failure);
        if (started != null) {
            RequestEvent event = (RequestEvent) started;
            event.end();
            if (event.shouldCommit()) {
                event.op = op.name();
                event.path = path == null ? "" : path;
                event.xid = xid;
                event.outcome = outcome;
                event.commit();
            }
        }
        if (listening) {
            long latency = System.nanoTime() - sentNanos;
            try {
                listener.requestCompleted(op, latency, outcome);
            } catch (RuntimeException e) {
                listenerFailed("the ClientMetricsListener failed on a request; ignored", e);
            }
        }
    }

    /** The session changed state; {@code state} is null for Closed (no listener hears that). */
    public void stateChanged(String keeperState, ConnectionState state) {
        if (FlightRecorder.isInitialized() && Types.STATES.isEnabled()) {
            SessionStateEvent event = new SessionStateEvent();
            event.keeperState = keeperState;
            event.connectionState = state == null ? "" : state.name();
            event.commit();
        }
        if (listening && state != null) {
            try {
                listener.connectionStateChanged(state);
            } catch (RuntimeException e) {
                listenerFailed("the ClientMetricsListener failed on a state change; ignored", e);
            }
        }
    }

    private static String outcome(int err, Throwable failure) {
        if (failure == null) {
            return err == 0 ? "OK" : KeeperException.Code.of(err).name();
        }
        return failure instanceof KeeperException ke ? ke.code().name() : failure.getClass().getSimpleName();
    }
}
