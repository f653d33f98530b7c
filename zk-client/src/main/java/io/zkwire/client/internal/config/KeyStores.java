// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.config;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Key and trust stores as ZooKeeper's {@code X509Util} names them: JKS, PKCS12 or PEM, the type given or
 * guessed from the file name's extension. PEM is read with the JDK alone: certificates, and an unencrypted
 * PKCS#8 private key.
 */
final class KeyStores {

    private static final Pattern PEM_BLOCK =
            Pattern.compile("-----BEGIN ([A-Z0-9 ]+)-----([^-]*)-----END \\1-----");
    private static final List<String> KEY_ALGORITHMS = List.of("RSA", "EC", "Ed25519", "Ed448", "DSA");

    private KeyStores() {}

    /**
     * Loads a store; {@code prefix} (e.g. {@code zookeeper.ssl.keyStore}) names the properties in messages.
     *
     * @throws IllegalStateException saying which property and file are wrong, and why
     */
    static KeyStore load(String prefix, Path file, char[] password, String type) {
        String storeType = type != null ? type.toUpperCase(Locale.ROOT) : typeOf(prefix, file);
        try {
            byte[] bytes = Files.readAllBytes(file);
            if (storeType.equals("PEM")) {
                return pem(new String(bytes, StandardCharsets.US_ASCII), password);
            }
            KeyStore store = KeyStore.getInstance(storeType);
            try (InputStream in = new ByteArrayInputStream(bytes)) {
                store.load(in, password);
            }
            return store;
        } catch (IOException | GeneralSecurityException | IllegalArgumentException e) {
            throw new IllegalStateException("cannot load " + prefix + ".location=" + file + " as " + storeType
                    + " (" + e.getMessage() + "); check the file, " + prefix + ".password and " + prefix + ".type", e);
        }
    }

    /** ZooKeeper's guess from the extension: .jks, .pem, .p12 or .pfx. */
    private static String typeOf(String prefix, Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".jks")) {
            return "JKS";
        }
        if (name.endsWith(".pem")) {
            return "PEM";
        }
        if (name.endsWith(".p12") || name.endsWith(".pfx")) {
            return "PKCS12";
        }
        throw new IllegalStateException("cannot tell the type of " + prefix + ".location=" + file + " from its name;"
                + " set " + prefix + ".type to JKS, PKCS12 or PEM");
    }

    /** A PEM file's certificates (trusted, or the key's chain) and its private key, if it has one. */
    private static KeyStore pem(String text, char[] password) throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        CertificateFactory x509 = CertificateFactory.getInstance("X.509");
        List<Certificate> chain = new ArrayList<>();
        PrivateKey key = null;
        Matcher block = PEM_BLOCK.matcher(text);
        while (block.find()) {
            byte[] der = Base64.getMimeDecoder().decode(block.group(2));
            switch (block.group(1)) {
                case "CERTIFICATE" -> chain.add(x509.generateCertificate(new ByteArrayInputStream(der)));
                case "PRIVATE KEY" -> key = privateKey(der);
                default -> throw new IllegalArgumentException("a PEM block of type " + block.group(1)
                        + " is not supported: give the key unencrypted as PKCS#8 (\"BEGIN PRIVATE KEY\", e.g."
                        + " openssl pkcs8 -topk8 -nocrypt), or use a PKCS12 store");
            }
        }
        if (chain.isEmpty()) {
            throw new IllegalArgumentException("no PEM certificate found");
        }
        if (key != null) {
            store.setKeyEntry("key", key, password != null ? password : new char[0], chain.toArray(new Certificate[0]));
        } else {
            for (int i = 0; i < chain.size(); i++) {
                store.setCertificateEntry("cert-" + i, chain.get(i));
            }
        }
        return store;
    }

    private static PrivateKey privateKey(byte[] pkcs8) throws GeneralSecurityException {
        PKCS8EncodedKeySpec spec = new PKCS8EncodedKeySpec(pkcs8);
        GeneralSecurityException last = null;
        for (String algorithm : KEY_ALGORITHMS) {
            try {
                return KeyFactory.getInstance(algorithm).generatePrivate(spec);
            } catch (GeneralSecurityException e) {
                last = e;
            }
        }
        throw new GeneralSecurityException("the PEM private key is none of " + KEY_ALGORITHMS, last);
    }
}
