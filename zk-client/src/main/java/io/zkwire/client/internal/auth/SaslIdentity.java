// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.auth;

import java.lang.System.Logger.Level;
import java.security.PrivilegedActionException;
import java.security.PrivilegedExceptionAction;
import java.util.Date;
import java.util.Map;
import java.util.function.Supplier;
import javax.security.auth.Subject;
import javax.security.auth.kerberos.KerberosTicket;
import javax.security.sasl.Sasl;
import javax.security.sasl.SaslClient;
import javax.security.sasl.SaslException;

/**
 * Who the client is to the server, resolved once per client: DIGEST-MD5 with a user name and password,
 * or GSSAPI (Kerberos) as a logged-in subject. Starts one {@link SaslExchange} per connection. A Kerberos
 * login this client made itself (from a JAAS section) is made again before a connection once its ticket
 * granting ticket is in the last fifth of its life (at least the last minute), as ZooKeeper's client renews
 * it; a subject given by the user is the user's to keep fresh.
 */
public final class SaslIdentity {

    private static final System.Logger LOG = System.getLogger(SaslIdentity.class.getName());
    static final String DIGEST = "DIGEST-MD5";
    static final String GSSAPI = "GSSAPI";
    /** ZooKeeper's DIGEST-MD5 protocol and server name: its server expects exactly these. */
    private static final String DIGEST_PROTOCOL = "zookeeper";
    private static final String DIGEST_SERVER = "zk-sasl-md5";

    private final String mechanism;
    private final String user;
    private final String password;
    private final String origin;
    private final ServicePrincipal service;
    /** Logs in again (null: the subject is the user's); called off the event loop, one connection at a time. */
    private final Supplier<Subject> login;
    private volatile Subject subject;

    private SaslIdentity(String mechanism, String user, String password, Subject subject, String origin,
            ServicePrincipal service, Supplier<Subject> login) {
        this.mechanism = mechanism;
        this.user = user;
        this.password = password;
        this.subject = subject;
        this.origin = origin;
        this.service = service;
        this.login = login;
    }

    static SaslIdentity digest(String user, String password, String origin) {
        return new SaslIdentity(DIGEST, user, password, null, origin, null, null);
    }

    /** @param login null for a subject the user logged in; else how to log in again, once its ticket gets old */
    static SaslIdentity kerberos(Subject subject, String origin, ServicePrincipal service, Supplier<Subject> login) {
        String principal = subject.getPrincipals().iterator().next().getName();
        return new SaslIdentity(GSSAPI, principal, null, subject, origin, service, login);
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
        if (login != null && ticketGrantingTicketAging(subject, System.currentTimeMillis())) {
            try {
                subject = login.get();
            } catch (IllegalStateException e) {
                // The old ticket may still do; if not, the exchange fails and says so.
                LOG.log(Level.WARNING, "{0}: logging in again failed, trying with the old ticket: {1}", describe(),
                        e.getMessage());
            }
        }
        Subject subject = this.subject;
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

    /** Whether the subject's ticket granting ticket is missing or in the last fifth of its life (or last minute). */
    static boolean ticketGrantingTicketAging(Subject subject, long nowMs) {
        for (KerberosTicket ticket : subject.getPrivateCredentials(KerberosTicket.class)) {
            if (ticket.getServer().getName().startsWith("krbtgt/")) {
                Date start = ticket.getStartTime() != null ? ticket.getStartTime() : ticket.getAuthTime();
                long end = ticket.getEndTime().getTime();
                long margin = Math.max(60_000, (end - start.getTime()) / 5);
                return nowMs >= end - margin;
            }
        }
        return true;
    }

    private SaslClient required(SaslClient client) throws SaslException {
        if (client == null) {
            throw new SaslException("this JVM offers no SASL client for " + mechanism);
        }
        return client;
    }
}
