// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.auth;

import java.security.PrivilegedActionException;
import java.security.PrivilegedExceptionAction;
import java.util.Map;
import javax.security.auth.Subject;
import javax.security.sasl.Sasl;
import javax.security.sasl.SaslClient;
import javax.security.sasl.SaslException;

/**
 * Who the client is to the server, resolved once per client: DIGEST-MD5 with a user name and password,
 * or GSSAPI (Kerberos) as a logged-in subject. Starts one {@link SaslExchange} per connection.
 */
public final class SaslIdentity {

    static final String DIGEST = "DIGEST-MD5";
    static final String GSSAPI = "GSSAPI";
    /** ZooKeeper's DIGEST-MD5 protocol and server name: its server expects exactly these. */
    private static final String DIGEST_PROTOCOL = "zookeeper";
    private static final String DIGEST_SERVER = "zk-sasl-md5";

    private final String mechanism;
    private final String user;
    private final String password;
    private final Subject subject;
    private final String origin;
    private final ServicePrincipal service;

    private SaslIdentity(String mechanism, String user, String password, Subject subject, String origin,
            ServicePrincipal service) {
        this.mechanism = mechanism;
        this.user = user;
        this.password = password;
        this.subject = subject;
        this.origin = origin;
        this.service = service;
    }

    static SaslIdentity digest(String user, String password, String origin) {
        return new SaslIdentity(DIGEST, user, password, null, origin, null);
    }

    static SaslIdentity kerberos(Subject subject, String origin, ServicePrincipal service) {
        String principal = subject.getPrincipals().iterator().next().getName();
        return new SaslIdentity(GSSAPI, principal, null, subject, origin, service);
    }

    public String mechanism() {
        return mechanism;
    }

    /** For messages: "DIGEST-MD5 as 'bob' (JAAS section 'Client')". */
    public String describe() {
        return mechanism + " as '" + user + "' (" + origin + ")";
    }

    /** What a person should check when the server rejects this identity. */
    public String whatToCheck() {
        return GSSAPI.equals(mechanism)
                ? "check the client principal and keytab, and that the server's principal is the one the client asks"
                        + " for (zookeeper.server.principal, or zookeeper.sasl.client.username/<host>)"
                : "check the user name and password against the server's JAAS 'Server' section (user_<name>=<password>)";
    }

    /** A fresh exchange with {@code host}; may block (reverse DNS for the GSSAPI service principal). */
    @SuppressWarnings("removal") // Subject.doAs: the only way on Java 17 (Subject.callAs came in 18)
    public SaslExchange start(String host) throws SaslException {
        if (DIGEST.equals(mechanism)) {
            SaslClient client = Sasl.createSaslClient(new String[] {DIGEST}, user, DIGEST_PROTOCOL, DIGEST_SERVER,
                    Map.of(), new PasswordCallbacks(user, password));
            return new SaslExchange(required(client), null);
        }
        String[] serviceAndHost = ServicePrincipal.split(service.forHost(host));
        try {
            SaslClient client = Subject.doAs(subject, (PrivilegedExceptionAction<SaslClient>) () -> Sasl.createSaslClient(
                    new String[] {GSSAPI}, user, serviceAndHost[0], serviceAndHost[1], Map.of(),
                    new PasswordCallbacks(null, null)));
            return new SaslExchange(required(client), subject);
        } catch (PrivilegedActionException e) {
            throw new SaslException("cannot start GSSAPI with " + String.join("/", serviceAndHost) + ": "
                    + e.getException(), e.getException());
        }
    }

    private SaslClient required(SaslClient client) throws SaslException {
        if (client == null) {
            throw new SaslException("this JVM offers no SASL client for " + mechanism);
        }
        return client;
    }
}
