package io.zkwire.client.internal.session;

import io.netty.channel.EventLoop;
import java.lang.System.Logger.Level;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The session's event loop, and the threading rule of the whole client in one place:
 * <ul>
 *   <li><b>Caller threads</b> (any) run only {@link ZkSession}'s public methods. These read volatile
 *       views or hand their work to the loop with {@link #execute}; they never touch session state.</li>
 *   <li><b>The I/O event loop</b> (one Netty {@link EventLoop} per client) runs everything else in this
 *       package and the connection's pipeline: {@link SessionMachine}, {@link RequestPipeline},
 *       {@link Reconnector}, {@link SessionExpiryClock}, their timers ({@link #schedule}) and the
 *       completion of internal futures. One task at a time, so nothing is locked; nothing here blocks.</li>
 *   <li><b>The event thread</b> ({@code watch.EventDispatcher}) runs user code: watchers, connection-state
 *       listeners, async callbacks. The loop hands work to it ({@link StateNotifier}, {@code WatchEvents},
 *       the async API's relay) and never waits for it; it never touches session state.</li>
 * </ul>
 */
final class SessionLoop {

    private static final System.Logger LOG = System.getLogger(SessionLoop.class.getName());

    private final EventLoop loop;

    SessionLoop(EventLoop loop) {
        this.loop = loop;
    }

    EventLoop eventLoop() {
        return loop;
    }

    /** Any thread: runs {@code task} on the loop (logged and dropped if the group was shut down). */
    void execute(Runnable task) {
        if (!tryExecute(task)) {
            LOG.log(Level.WARNING, "the event loop group was shut down under the client; close the client first");
        }
    }

    /** Any thread: runs {@code task} on the loop; false if the loop no longer takes tasks. */
    boolean tryExecute(Runnable task) {
        try {
            loop.execute(task);
            return true;
        } catch (RejectedExecutionException e) {
            return false;
        }
    }

    /** Any thread: runs {@code task} on the loop after {@code delay}; false if the loop no longer takes tasks. */
    boolean trySchedule(Runnable task, long delay, TimeUnit unit) {
        try {
            loop.schedule(task, delay, unit);
            return true;
        } catch (RejectedExecutionException e) {
            return false;
        }
    }

    /** Loop only: a timer on the loop. */
    ScheduledFuture<?> schedule(Runnable task, long delay, TimeUnit unit) {
        return loop.schedule(task, delay, unit);
    }

    /** Cancels {@code timer} if any; returns null, for {@code timer = cancel(timer)}. */
    static ScheduledFuture<?> cancel(ScheduledFuture<?> timer) {
        if (timer != null) {
            timer.cancel(false);
        }
        return null;
    }
}
