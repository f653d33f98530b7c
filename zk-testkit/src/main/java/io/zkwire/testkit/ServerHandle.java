package io.zkwire.testkit;

import java.time.Duration;

/** One launch of a server: alive from {@link ServerBackend#launch} until it is stopped, killed or dies. */
interface ServerHandle {

    /** The operating-system process id of the server JVM. */
    long pid();

    boolean isAlive();

    /** Asks the server to exit (SIGTERM), waits up to {@code grace}, then kills it; returns once it is gone. */
    void stop(Duration grace);

    /** Kills the server at once (SIGKILL) and returns once it is gone. */
    void kill();

    /** Freezes the server (SIGSTOP): it keeps its sockets but answers nothing. */
    void pause();

    /** Lets a paused server run on (SIGCONT). */
    void resume();

    /** The last lines the server logged, for error messages. */
    String logTail(int lines);
}
