package io.zkwire.client.it;

import static java.nio.charset.StandardCharsets.UTF_8;

import io.zkwire.protocol.data.Id;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/** Digest-scheme credentials as the server's DigestAuthenticationProvider computes them (SHA-1 default). */
final class Digests {

    private Digests() {}

    /** The bytes addAuth("digest", ...) sends: {@code user:password} in UTF-8. */
    static byte[] credentials(String user, String password) {
        return (user + ":" + password).getBytes(UTF_8);
    }

    /** The ACL id for that user: {@code user:base64(sha1(user:password))}. */
    static Id id(String user, String password) {
        try {
            byte[] sha1 = MessageDigest.getInstance("SHA-1").digest(credentials(user, password));
            return new Id("digest", user + ":" + Base64.getEncoder().encodeToString(sha1));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-1", e);
        }
    }
}
