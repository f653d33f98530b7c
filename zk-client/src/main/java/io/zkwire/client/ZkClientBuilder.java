package io.zkwire.client;

import io.netty.channel.EventLoopGroup;
import io.netty.handler.ssl.SslContext;
import io.zkwire.client.internal.ClientFactory;
import io.zkwire.client.internal.auth.SaslSettings;
import io.zkwire.client.internal.config.ClientConfig;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ThreadFactory;
import java.util.function.Consumer;
import javax.net.ssl.SSLContext;
import javax.security.auth.Subject;
import javax.security.auth.login.Configuration;

/**
 * Immutable configuration of a {@link ZkClient}: every setter returns a new builder, so a builder can be
 * shared and specialised safely. The settings themselves live in one {@link ZkClientSettings}, readable with
 * {@link #settings()} and, once built, {@link ZkClient#settings()}; {@link ZkClient#newBuilder()} starts a
 * builder from a client's settings, to derive a second client from the first.
 *
 * <pre>{@code
 * ZkClient client = ZkClient.builder()
 *     .connectString("127.0.0.1:2181,127.0.0.1:2182/app")
 *     .sessionTimeoutMs(30_000)
 *     .retryPolicy(new ExponentialBackoffRetry(100, 5))
 *     .build();
 * client.start();
 * }</pre>
 *
 * <p>TLS comes from {@link #tls(SSLContext)}, {@link #tls(SslContext)} or, as in ZooKeeper's own client, the
 * {@code zookeeper.client.secure} and {@code zookeeper.ssl.*} properties (system properties and
 * {@link #zkClientConfig}); host names are verified unless {@link #tlsHostnameVerification} turns that off.
 * Settings left unset that ZooKeeper's properties also cover ({@link #requestTimeoutMs}) take the property's
 * value, read when {@link #build()} runs.
 */
public final class ZkClientBuilder {

    static final ZkClientBuilder DEFAULTS = new ZkClientBuilder(ZkClientSettings.DEFAULTS);

    /** Every setting (a field each, in ZkClientSettings); never changed once this builder is returned. */
    private static final int SESSION_PASSWORD_BYTES = 16;

    private final ZkClientSettings settings;

    /**
     * A credential sent after every handshake.
     *
     * @param scheme the auth scheme, e.g. {@code "digest"}
     * @param auth   the scheme's credential bytes, e.g. {@code "user:password"}; copied, never null
     */
    public record AuthInfo(String scheme, byte[] auth) {
        /** Copies {@code auth} (null becomes empty); {@code scheme} must not be null. */
        public AuthInfo {
            Objects.requireNonNull(scheme, "scheme");
            auth = auth == null ? new byte[0] : auth.clone();
        }

        /** A copy of the credential bytes. */
        @Override
        public byte[] auth() {
            return auth.clone();
        }
    }

    private ZkClientBuilder(ZkClientSettings settings) {
        this.settings = settings;
    }

    /** A builder holding these settings, e.g. a client's ({@link ZkClient#newBuilder()}). */
    static ZkClientBuilder of(ZkClientSettings settings) {
        return new ZkClientBuilder(settings).with(s -> {
            s.rejoinSessionId = 0; // one session must not serve two clients
            s.rejoinSessionPassword = null;
        });
    }

    /** A new builder: a copy of these settings with one change. */
    private ZkClientBuilder with(Consumer<ZkClientSettings> change) {
        ZkClientSettings changed = settings.copy();
        change.accept(changed);
        return new ZkClientBuilder(changed);
    }

    /**
     * The ACL of nodes created without an explicit one, parents and recipe nodes included (Curator's
     * {@code aclProvider}); default {@link DefaultACLProvider} (OPEN_ACL_UNSAFE).
     */
    public ZkClientBuilder aclProvider(ACLProvider aclProvider) {
        Objects.requireNonNull(aclProvider, "aclProvider");
        return with(s -> s.aclProvider = aclProvider);
    }

    /**
     * Makes the client's own threads (Curator's {@code threadFactory}): its event thread, and, unless an
     * {@link #eventLoopGroup} is given, a Netty I/O thread of its own. Default: a daemon event thread named
     * {@code zkwire-*}, and I/O on the process-wide group that clients without a group or thread factory
     * share (threads {@code zkwire-shared-io-*}, one per core at most, ended when the last such client closes).
     */
    public ZkClientBuilder threadFactory(ThreadFactory threadFactory) {
        Objects.requireNonNull(threadFactory, "threadFactory");
        return with(s -> s.threadFactory = threadFactory);
    }

    /** {@code host:port[,host:port...][/chroot]}; the default port is 2181. Required. */
    public ZkClientBuilder connectString(String connectString) {
        Objects.requireNonNull(connectString, "connectString");
        return with(s -> s.connectString = connectString);
    }

    /** Requested session timeout; the server clamps it to its [min, max] (by default 2 to 20 ticks). */
    public ZkClientBuilder sessionTimeoutMs(int sessionTimeoutMs) {
        requirePositive(sessionTimeoutMs, "sessionTimeoutMs");
        return with(s -> s.sessionTimeoutMs = sessionTimeoutMs);
    }

    /** How long a synchronous call waits for a connection before failing with ConnectionLoss. */
    public ZkClientBuilder connectionTimeoutMs(int connectionTimeoutMs) {
        requirePositive(connectionTimeoutMs, "connectionTimeoutMs");
        return with(s -> s.connectionTimeoutMs = connectionTimeoutMs);
    }

    /**
     * Rejoins an existing session instead of starting one, as ZooKeeper's {@code new ZooKeeper(connectString,
     * sessionTimeout, watcher, sessionId, sessionPasswd)} does: the session's ephemeral nodes stay. Take both
     * values from {@link ZkClient#sessionId()} and {@link ZkClient#sessionPassword()} of the client that made
     * the session, and let that client be gone first: two clients on one session take it from each other.
     * If the server refuses the session (a wrong password, or it has ended), the client treats it as expired:
     * calls waiting for the handshake fail with SessionExpired saying so, listeners hear LOST, and a new
     * session follows. {@link ZkClient#newBuilder()} leaves this setting out.
     *
     * @throws IllegalArgumentException if {@code sessionId} is 0 or the password is not 16 bytes
     */
    public ZkClientBuilder rejoinSession(long sessionId, byte[] sessionPassword) {
        if (sessionId == 0) {
            throw new IllegalArgumentException("sessionId is 0, which is no session; pass the sessionId() of the"
                    + " client whose session to rejoin");
        }
        Objects.requireNonNull(sessionPassword, "sessionPassword");
        if (sessionPassword.length != SESSION_PASSWORD_BYTES) {
            throw new IllegalArgumentException("sessionPassword is " + sessionPassword.length + " bytes; a session's"
                    + " password is " + SESSION_PASSWORD_BYTES + " bytes, as sessionPassword() returns it");
        }
        byte[] password = sessionPassword.clone();
        return with(s -> {
            s.rejoinSessionId = sessionId;
            s.rejoinSessionPassword = password;
        });
    }

    /**
     * How the synchronous API retries an operation after a connection loss, an operation timeout, a moved
     * or an expired session (the asynchronous API never retries); the rule is on {@link ZkClient}.
     */
    public ZkClientBuilder retryPolicy(RetryPolicy retryPolicy) {
        Objects.requireNonNull(retryPolicy, "retryPolicy");
        return with(s -> s.retryPolicy = retryPolicy);
    }

    /**
     * A path prefix (without leading slash, as in Curator) applied to every path, after any chroot. As in
     * Curator, the namespace's nodes are created as containers (with the {@link #aclProvider ACL provider}'s
     * ACLs) just ahead of the client's first operation, which does not wait for them; a failed attempt is
     * logged (WARNING, at most every 30 s) and repeated before the next operation, and once they exist they
     * are not created again (a namespace deleted later, or reaped as an empty container by the server, makes
     * operations in it fail with NoNode; creatingParentContainersIfNeeded() creates it again). The connect
     * string's chroot is never created.
     */
    public ZkClientBuilder namespace(String namespace) {
        return with(s -> s.namespace = namespace == null ? "" : namespace);
    }

    /** Adds a credential (e.g. {@code "digest"}, {@code "user:password"} bytes) sent after every handshake. */
    public ZkClientBuilder authorization(String scheme, byte[] auth) {
        List<AuthInfo> more = new ArrayList<>(settings.authorization);
        more.add(new AuthInfo(scheme, auth));
        return with(s -> s.authorization = List.copyOf(more));
    }

    /**
     * Whether the client follows the ensemble's membership (Curator's {@code ensembleTracker}): it reads
     * {@code /zookeeper/config} with a watch on each connection and takes the members' client addresses for
     * later connections, as {@link ZkClient#updateServerList} does, keeping the chroot. A wildcard client
     * address (0.0.0.0, ::) is replaced by the member's quorum host. Default off: the connect string's
     * servers are kept, since a server's own view of its addresses may not be reachable from the client.
     */
    public ZkClientBuilder ensembleTracker(boolean follow) {
        return with(s -> s.ensembleTracker = follow);
    }

    /**
     * Whether the client may connect to a read-only server (one cut off from its quorum) while no
     * read-write server answers; it then reports {@link ConnectionState#READ_ONLY}, and writes fail. Meanwhile
     * it probes the other servers, as ZooKeeper's own client does, and moves to the first that serves
     * read-write (SUSPENDED, then RECONNECTED, or CONNECTED if no read-write server had accepted the client yet).
     */
    public ZkClientBuilder canBeReadOnly(boolean canBeReadOnly) {
        return with(s -> s.canBeReadOnly = canBeReadOnly);
    }

    /**
     * Connects with TLS using this Netty client context (trust and, for mutual TLS, key material); the
     * SslHandler comes first in the pipeline. The server's certificate must name the host as written in the
     * connect string (an IP SAN for an address, a DNS SAN for a name), unless {@link #tlsHostnameVerification}
     * turns that off. Replaces any {@link #tls(SSLContext)}; null for plain TCP.
     */
    public ZkClientBuilder tls(SslContext clientContext) {
        if (clientContext != null && !clientContext.isClient()) {
            throw new IllegalArgumentException("tls() needs a client SslContext (SslContextBuilder.forClient())");
        }
        return with(s -> {
            s.sslContext = clientContext;
            s.jdkSslContext = null;
        });
    }

    /**
     * Connects with TLS using this JDK context (its key and trust managers), with no Netty type needed. Host
     * names are verified as for {@link #tls(SslContext)}. Replaces any {@link #tls(SslContext)}; null for
     * plain TCP.
     */
    public ZkClientBuilder tls(SSLContext clientContext) {
        return with(s -> {
            s.jdkSslContext = clientContext;
            s.sslContext = null;
        });
    }

    /**
     * Whether TLS checks that the server certificate names the host connected to (default true, as
     * ZooKeeper's {@code zookeeper.ssl.hostnameVerification}, which applies when this is not called). Off,
     * any server holding a certificate the client trusts can pose as the ensemble; the client then logs a
     * WARNING once when built.
     */
    public ZkClientBuilder tlsHostnameVerification(boolean verify) {
        return with(s -> s.tlsHostnameVerification = verify);
    }

    /**
     * A ZooKeeper client config file (Java properties, as ZooKeeper's {@code ZKClientConfig(File)} reads):
     * its values override the system properties. Without it, the file named by the system property
     * {@code zookeeper.client.config} is read, if set. The client reads {@code zookeeper.client.secure}, the
     * {@code zookeeper.ssl.*} key and trust store settings, {@code zookeeper.ssl.hostnameVerification},
     * {@code .protocol}, {@code .enabledProtocols}, {@code .ciphersuites} and {@code zookeeper.request.timeout}
     * (docs/guide/tls.md lists them); TLS given with {@code tls(..)} wins over the properties' stores.
     */
    public ZkClientBuilder zkClientConfig(Path configFile) {
        return with(s -> s.zkClientConfig = configFile);
    }

    /**
     * How long a request waits for its reply once sent, in ms, before it fails with
     * {@link io.zkwire.protocol.KeeperException.Code#REQUESTTIMEOUT} (its outcome unknown, as after a
     * connection loss); the connection and the session's other requests go on. 0 means no limit. Default:
     * ZooKeeper's {@code zookeeper.request.timeout} property, else 0.
     */
    public ZkClientBuilder requestTimeoutMs(int requestTimeoutMs) {
        if (requestTimeoutMs < 0) {
            throw new IllegalArgumentException("requestTimeoutMs must be >= 0 (0: no limit), was " + requestTimeoutMs);
        }
        return with(s -> s.requestTimeoutMs = requestTimeoutMs);
    }

    /**
     * Shares an existing Netty NIO event loop group; the client then never shuts it down. Without one (and
     * without a {@link #threadFactory}), clients share a process-wide group that they start and end.
     */
    public ZkClientBuilder eventLoopGroup(EventLoopGroup group) {
        return with(s -> s.eventLoopGroup = group);
    }

    /**
     * jute.maxbuffer, as on the servers (default 0xfffff): the largest request sent, header and data included
     * (a larger one is refused before sending, since a server drops the connection on it), and, plus 1024
     * bytes of slack for the reply's header and Stat, the largest reply read.
     */
    public ZkClientBuilder maxBufferBytes(int maxBufferBytes) {
        requirePositive(maxBufferBytes, "maxBufferBytes");
        return with(s -> s.maxBufferBytes = maxBufferBytes);
    }

    /**
     * Hears every request round trip and connection state change, on the event loop (see
     * {@link ClientMetricsListener}), which other clients may share: keep it short and non-blocking. None by
     * default.
     */
    public ZkClientBuilder metricsListener(ClientMetricsListener listener) {
        Objects.requireNonNull(listener, "listener (ClientMetricsListener.NONE for none)");
        return with(s -> s.metricsListener = listener);
    }

    /**
     * The ensemble's {@code tickTime} and {@code syncLimit} (from its zoo.cfg), so that the lost rule also
     * holds when the server this client talks to is a follower cut off from its leader. Such a follower keeps
     * answering for up to {@code syncLimit × tickTime} before it notices, and reports session activity to
     * the leader only every {@code tickTime / 2}; meanwhile the leader may expire the session and grant its
     * locks to others. The client raises {@link ConnectionState#LOST} (and every lock's lost signal) earlier
     * by that lag plus one ping interval, and pings often enough that a healthy connection is never given up
     * (docs/contributing/fault-tolerance.md, "The lost rule"). The session timeout must be at least 1.5 to 1.7 times
     * {@code syncLimit × tickTime + tickTime / 2} for the rule to hold; a shorter one is given up two ping
     * intervals (T/10 each) after the last answered send, and a WARNING names the smallest one that would do
     * ({@link #ignoreFollowerLag()} trades the allowance away instead). Default: the client reads each
     * server's {@code /zookeeper/config} once per connection; a server whose config lists several servers is
     * taken to be in an ensemble with ZooKeeper's sample timing (tickTime 2000 ms, syncLimit 5: an 11 s lag,
     * which a session timeout of at least 16.7 s covers), whatever the connect string names, and one listing
     * none or one, to be standalone (no lag). A server that does not say (3.4, or an ACL on that node) is
     * judged by the connect string: several servers named mean an ensemble. Call this with your servers' values when they differ: a shorter timing lets a
     * shorter session timeout keep the rule.
     */
    public ZkClientBuilder ensembleTiming(int tickTimeMs, int syncLimit) {
        requirePositive(tickTimeMs, "tickTimeMs");
        requirePositive(syncLimit, "syncLimit");
        return with(s -> {
            s.ensembleTickTimeMs = tickTimeMs;
            s.ensembleSyncLimit = syncLimit;
            s.followerLagIgnored = false;
        });
    }

    /**
     * Gives up the lost rule's allowance for a follower cut off from its leader (see {@link #ensembleTiming}):
     * LOST comes only when the whole session timeout passed without an answer, as for a standalone server,
     * so a session survives longer silences (a partition, an election) but a lock holder on a cut-off follower
     * may learn of its loss after another process was granted the lock. For set-ups whose servers are never
     * partitioned from one another, or where a short session timeout must ride out brief partitions; a
     * WARNING says once what was traded.
     */
    public ZkClientBuilder ignoreFollowerLag() {
        return with(s -> {
            s.ensembleTickTimeMs = 0;
            s.ensembleSyncLimit = 0;
            s.followerLagIgnored = true;
        });
    }

    /**
     * Which connection states the recipes treat as a loss of leadership (Curator's
     * {@code connectionStateErrorPolicy}). Default, as in Curator, {@link StandardConnectionStateErrorPolicy}:
     * a LeaderLatch, and a LeaderSelector through its {@code LeaderSelectorListenerAdapter}, give leadership
     * up at SUSPENDED. {@link SessionConnectionStateErrorPolicy} keeps it until LOST.
     */
    public ZkClientBuilder connectionStateErrorPolicy(ConnectionStateErrorPolicy policy) {
        Objects.requireNonNull(policy, "policy (new StandardConnectionStateErrorPolicy() is the default)");
        return with(s -> s.connectionStateErrorPolicy = policy);
    }

    /**
     * What stands between state changes and the connection state listeners (Curator's
     * {@code connectionStateListenerManagerFactory}), e.g.
     * {@link ConnectionStateListenerManagerFactory#circuitBreaking(RetryPolicy)}. Default
     * {@link ConnectionStateListenerManagerFactory#standard}: every listener hears every state.
     */
    public ZkClientBuilder connectionStateListenerManagerFactory(ConnectionStateListenerManagerFactory factory) {
        Objects.requireNonNull(factory, "factory (ConnectionStateListenerManagerFactory.standard is the default)");
        return with(s -> s.connectionStateListenerManagerFactory = factory);
    }

    /**
     * What {@code compressed()} and {@code decompressed()} use (Curator's {@code compressionProvider}); default
     * {@link GzipCompressionProvider}, which reads and writes what Curator's does.
     */
    public ZkClientBuilder compressionProvider(CompressionProvider provider) {
        Objects.requireNonNull(provider, "provider (new GzipCompressionProvider() is the default)");
        return with(s -> s.compressionProvider = provider);
    }

    /**
     * Curator's {@code enableCompression()}: every create and setData (transactions' too) compresses its data,
     * and every getData decompresses, unless the call says {@code uncompressed()} or {@code undecompressed()}.
     * Off by default: the client then writes data as given, readable by any ZooKeeper client.
     */
    public ZkClientBuilder enableCompression() {
        return with(s -> s.compressionEnabled = true);
    }

    /**
     * SASL as the given section of the JVM's JAAS configuration ({@code -Djava.security.auth.login.config}),
     * on every connection before any other request. A section with {@code Krb5LoginModule} is logged in at
     * {@link #build()} and used with GSSAPI (Kerberos); any other gives DIGEST-MD5 with the section's
     * {@code username} and {@code password} options, read without running its login module (ZooKeeper's
     * {@code DigestLoginModule} need not be on the class path). Without any SASL option the client does what
     * ZooKeeper's does: SASL with the section {@code zookeeper.sasl.clientconfig} (default {@code Client})
     * if it exists, unless {@code zookeeper.sasl.client=false}. A rejected identity is final: the client
     * reports {@link ConnectionState#LOST}, fails every request with AUTHFAILED, and does not reconnect.
     */
    public ZkClientBuilder saslJaasSection(String section) {
        return saslJaas(null, section);
    }

    /** As {@link #saslJaasSection}, with a JAAS configuration of your own instead of the JVM's. */
    public ZkClientBuilder saslJaas(Configuration jaas, String section) {
        return with(s -> s.sasl = SaslSettings.jaas(jaas, section));
    }

    /**
     * SASL as a subject you logged in yourself: GSSAPI if it has principals (a Kerberos login), else
     * DIGEST-MD5 with the user name among its public and the password among its private credentials (both
     * Strings, as ZooKeeper's {@code DigestLoginModule} leaves them). See {@link #saslJaasSection}.
     */
    public ZkClientBuilder saslSubject(Subject subject) {
        return with(s -> s.sasl = SaslSettings.subject(subject));
    }

    /** No SASL, whatever the system properties and the JVM's JAAS configuration say. */
    public ZkClientBuilder saslDisabled() {
        return with(s -> s.sasl = SaslSettings.DISABLED);
    }

    /**
     * Creates the client (not started).
     *
     * @throws IllegalStateException if the SASL settings cannot work (no such JAAS section, a failed Kerberos
     *                               login, no user name or password), or the ZooKeeper client properties
     *                               cannot (an unreadable config file or key store), saying what to fix
     */
    public ZkClient build() {
        if (settings.connectString == null) {
            throw new IllegalStateException("connectString is required, e.g. \"127.0.0.1:2181\"");
        }
        return ClientFactory.create(ClientConfig.of(settings, settings.sasl()));
    }

    /** What this builder holds: every setting, as given (the settings of the clients it builds). */
    public ZkClientSettings settings() { return settings; }

    private static void requirePositive(int value, String name) {
        if (value <= 0) {
            throw new IllegalArgumentException(name + " must be > 0, was " + value);
        }
    }
}
