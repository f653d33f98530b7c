package io.zkwire.client.internal.config;

import io.zkwire.client.ZkClientSettings;
import io.zkwire.client.internal.auth.SaslIdentity;
import io.zkwire.client.internal.auth.SaslSettings;
import io.zkwire.client.internal.auth.SaslSetup;
import io.zkwire.client.internal.common.Chroot;
import io.zkwire.protocol.codec.Frames;
import io.zkwire.protocol.records.AuthPacket;
import java.util.List;

/**
 * The settings of one client as given ({@link ZkClientSettings}) and what is derived from them, checked and
 * parsed once. {@link io.zkwire.client.ZkClientBuilder#build()} hands one to {@code ClientFactory}; nothing
 * internal knows the builder.
 *
 * @param settings      as given to the builder; what the client reports back and a new builder starts from
 * @param hosts         the connect string's servers
 * @param chroot        the connect string's chroot joined with the namespace
 * @param authorization the credentials as auth packets
 * @param followerLag   the lag the lost rule allows for
 * @param sasl          the SASL identity, null for none
 * @param tls           how connections make their TLS handlers, null for plain TCP
 * @param requestTimeoutMs how long a sent request waits for its reply, 0 for no limit
 */
public record ClientConfig(
        ZkClientSettings settings,
        List<HostAndPort> hosts,
        Chroot chroot,
        List<AuthPacket> authorization,
        FollowerLag followerLag,
        SaslIdentity sasl,
        Tls tls,
        long requestTimeoutMs) {

    /**
     * Derives everything from the settings: parses the connect string (hosts, optional chroot) and joins the
     * chroot with the namespace, settles the follower lag, resolves the SASL identity, and reads ZooKeeper's
     * client properties for TLS and the request timeout (throwing IllegalStateException if any cannot work).
     *
     * @param sasl where the SASL identity comes from (what {@code settings} holds; not public API)
     */
    public static ClientConfig of(ZkClientSettings settings, SaslSettings sasl) {
        ConnectString cs = ConnectString.parse(settings.connectString());
        List<AuthPacket> auth = settings.authorization().stream()
                .map(a -> new AuthPacket(0, a.scheme(), a.auth())).toList();
        long lagMs = settings.followerLagIgnored() ? FollowerLag.IGNORED
                : settings.ensembleTickTimeMs() > 0
                        ? FollowerLag.of(settings.ensembleTickTimeMs(), settings.ensembleSyncLimit())
                        : FollowerLag.NOT_SET;
        ZkClientProperties properties = ZkClientProperties.load(settings.zkClientConfig());
        Tls tls = Tls.of(settings.sslContext(), settings.jdkSslContext(), settings.tlsHostnameVerification(),
                properties);
        long requestTimeoutMs = settings.requestTimeoutMs() != null ? settings.requestTimeoutMs()
                : properties.nonNegative(ZkClientProperties.REQUEST_TIMEOUT, 0);
        return new ClientConfig(settings, cs.hosts(), Chroot.of(cs.chroot(), settings.namespace()), auth,
                FollowerLag.forSettings(lagMs, cs.hosts().size()), SaslSetup.resolve(sasl), tls, requestTimeoutMs);
    }

    /**
     * The servers of a new connect string for this client, whose chroot may not change.
     *
     * @throws IllegalArgumentException if the string cannot be parsed or names another chroot
     */
    public List<HostAndPort> serversOf(String connectString) {
        ConnectString update = ConnectString.parse(connectString);
        String chroot = ConnectString.parse(settings.connectString()).chroot();
        if (!update.chroot().isEmpty() && !update.chroot().equals(chroot)) {
            throw new IllegalArgumentException("the connect string \"" + connectString + "\" names the chroot "
                    + update.chroot() + ", but this client uses " + (chroot.isEmpty() ? "none" : chroot)
                    + "; a running client keeps its chroot: leave it out, or build a new client for another");
        }
        return update.hosts();
    }

    /** A connect string for this client: {@code connectString}'s servers and the client's chroot. */
    public String withChroot(String connectString) {
        int slash = connectString.indexOf('/');
        String servers = slash < 0 ? connectString : connectString.substring(0, slash);
        return servers + ConnectString.parse(settings.connectString()).chroot();
    }

    /** Largest frame payload accepted from the server: a reply carries the data plus Stat and header. */
    public int maxFrameBytes() {
        return (int) Math.min(Integer.MAX_VALUE, (long) settings.maxBufferBytes() + Frames.DEFAULT_SLACK);
    }
}
