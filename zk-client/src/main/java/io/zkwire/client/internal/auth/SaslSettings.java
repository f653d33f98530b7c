// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.auth;

import java.util.Objects;
import javax.security.auth.Subject;
import javax.security.auth.login.Configuration;

/**
 * Where a client's SASL identity comes from: the official client's system properties and the JVM's JAAS
 * configuration (the default), a JAAS section named by the user (of the JVM's configuration or a given
 * one), a {@code Subject} the user logged in, or nowhere (SASL off).
 *
 * @param source      which of these
 * @param section     the JAAS section ({@link Source#JAAS}), else null
 * @param jaas        the JAAS configuration ({@link Source#JAAS}); null: the JVM's
 * @param subject     the subject ({@link Source#SUBJECT}), else null
 */
public record SaslSettings(Source source, String section, Configuration jaas, Subject subject) {

    /** Where the identity comes from. */
    public enum Source { SYSTEM_PROPERTIES, DISABLED, JAAS, SUBJECT }

    /** As the official client: {@code zookeeper.sasl.client}, {@code zookeeper.sasl.clientconfig} and JAAS. */
    public static final SaslSettings SYSTEM = new SaslSettings(Source.SYSTEM_PROPERTIES, null, null, null);
    /** No SASL, whatever the system properties say. */
    public static final SaslSettings DISABLED = new SaslSettings(Source.DISABLED, null, null, null);

    public static SaslSettings jaas(Configuration jaas, String section) {
        return new SaslSettings(Source.JAAS, Objects.requireNonNull(section, "section"), jaas, null);
    }

    public static SaslSettings subject(Subject subject) {
        return new SaslSettings(Source.SUBJECT, null, null, Objects.requireNonNull(subject, "subject"));
    }
}
