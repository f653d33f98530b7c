// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.auth;

import java.lang.System.Logger.Level;
import java.util.Arrays;
import javax.security.auth.Subject;
import javax.security.auth.login.AppConfigurationEntry;
import javax.security.auth.login.Configuration;
import javax.security.auth.login.LoginContext;
import javax.security.auth.login.LoginException;

/**
 * Resolves a client's {@link SaslSettings} into its {@link SaslIdentity} (or none), with ZooKeeper's client
 * conventions:
 * <ul>
 *   <li>by default SASL is tried only if {@code zookeeper.sasl.client} is unset or {@code true} and the JVM's JAAS
 *       configuration has the section {@code zookeeper.sasl.clientconfig} (default {@code Client}); a section
 *       named explicitly must exist;</li>
 *   <li>a section with {@code Krb5LoginModule} is logged in with JAAS and used with GSSAPI; any other section
 *       gives DIGEST-MD5 with its {@code username} and {@code password} options, read from the entry without
 *       running its login module (ZooKeeper's {@code DigestLoginModule} is not on our class path; it would only
 *       copy those two options into the subject);</li>
 *   <li>a subject with principals (a Kerberos login) gives GSSAPI; one without gives DIGEST-MD5 with the user
 *       name among its public and the password among its private credentials, as {@code DigestLoginModule}
 *       leaves them.</li>
 * </ul>
 * Anything wrong is an {@link IllegalStateException} saying what to fix, thrown when the client is built.
 */
public final class SaslSetup {

    private static final System.Logger LOG = System.getLogger(SaslSetup.class.getName());
    static final String SECTION_PROPERTY = "zookeeper.sasl.clientconfig";
    static final String ENABLED_PROPERTY = "zookeeper.sasl.client";
    static final String JAAS_FILE_PROPERTY = "java.security.auth.login.config";

    private SaslSetup() {
    }

    /** The identity to authenticate as on every connection, or null for no SASL. */
    public static SaslIdentity resolve(SaslSettings settings) {
        return switch (settings.source()) {
            case DISABLED -> null;
            case SUBJECT -> fromSubject(settings.subject(), "the Subject given to the builder");
            case JAAS -> fromSection(settings.jaas() != null ? settings.jaas() : jvmConfiguration(true),
                    settings.section());
            case SYSTEM_PROPERTIES -> fromSystemProperties();
        };
    }

    private static SaslIdentity fromSystemProperties() {
        if (!Boolean.parseBoolean(System.getProperty(ENABLED_PROPERTY, "true"))) { // as ZKClientConfig: only "true" enables
            return null;
        }
        String explicit = System.getProperty(SECTION_PROPERTY);
        Configuration jaas = jvmConfiguration(explicit != null);
        String section = explicit != null ? explicit : "Client";
        if (explicit == null && (jaas == null || jaas.getAppConfigurationEntry(section) == null)) {
            if (System.getProperty(JAAS_FILE_PROPERTY) != null) {
                LOG.log(Level.INFO, "no JAAS section ''Client'' in {0}: connecting without SASL",
                        System.getProperty(JAAS_FILE_PROPERTY));
            }
            return null;
        }
        return fromSection(jaas, section);
    }

    /** The JVM's JAAS configuration; null if there is none and none was asked for. */
    private static Configuration jvmConfiguration(boolean required) {
        try {
            return Configuration.getConfiguration();
        } catch (SecurityException e) {
            if (!required) {
                return null;
            }
            throw new IllegalStateException("cannot read the JAAS configuration (" + JAAS_FILE_PROPERTY + "="
                    + System.getProperty(JAAS_FILE_PROPERTY) + "): " + e.getMessage(), e);
        }
    }

    private static SaslIdentity fromSection(Configuration jaas, String section) {
        String origin = "JAAS section '" + section + "'";
        AppConfigurationEntry[] entries = jaas.getAppConfigurationEntry(section);
        if (entries == null || entries.length == 0) {
            throw new IllegalStateException("SASL: there is no " + origin + " in the JAAS configuration ("
                    + JAAS_FILE_PROPERTY + "=" + System.getProperty(JAAS_FILE_PROPERTY) + "); add the section, or name"
                    + " an existing one (" + SECTION_PROPERTY + ", or the builder's SASL option)");
        }
        if (Arrays.stream(entries).anyMatch(e -> e.getLoginModuleName().endsWith("Krb5LoginModule"))) {
            return SaslIdentity.kerberos(kerberosLogin(jaas, section), origin, ServicePrincipal.fromSystemProperties(),
                    () -> kerberosLogin(jaas, section));
        }
        for (AppConfigurationEntry entry : entries) {
            Object user = entry.getOptions().get("username");
            Object password = entry.getOptions().get("password");
            if (user instanceof String u && password instanceof String p) {
                return SaslIdentity.digest(u, p, origin);
            }
        }
        throw new IllegalStateException("SASL: the " + origin + " has neither Krb5LoginModule (Kerberos) nor the"
                + " username=\"...\" and password=\"...\" options of DIGEST-MD5; add them");
    }

    private static Subject kerberosLogin(Configuration jaas, String section) {
        try {
            LoginContext login = new LoginContext(section, new Subject(), new PasswordCallbacks(null, null), jaas);
            login.login();
            return login.getSubject();
        } catch (LoginException e) {
            throw new IllegalStateException("SASL: the Kerberos login of JAAS section '" + section + "' failed ("
                    + e.getMessage() + "); check its principal and keyTab options and the KDC in krb5.conf", e);
        }
    }

    private static SaslIdentity fromSubject(Subject subject, String origin) {
        if (!subject.getPrincipals().isEmpty()) {
            return SaslIdentity.kerberos(subject, origin, ServicePrincipal.fromSystemProperties(), null);
        }
        String user = subject.getPublicCredentials(String.class).stream().findFirst().orElse(null);
        String password = subject.getPrivateCredentials(String.class).stream().findFirst().orElse(null);
        if (user == null || password == null) {
            throw new IllegalStateException("SASL: " + origin + " has no principals (for Kerberos) and no user name"
                    + " (a String public credential) and password (a String private credential) for DIGEST-MD5");
        }
        return SaslIdentity.digest(user, password, origin);
    }
}
