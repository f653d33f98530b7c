package io.zkwire.client.it;

import io.zkwire.testkit.ZkEnsemble;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * A throw-away certificate authority and a server certificate it signed (by default for 127.0.0.1 and
 * localhost), and optionally a client certificate for mutual TLS, made with the JDK's own keytool so no extra
 * dependency is needed. Stores are PKCS12.
 *
 * @param serverKeyStore the server's key and certificate chain
 * @param clientKeyStore the client's key and certificate chain, null unless asked for
 * @param trustStore     the CA certificate, for whoever must trust the server
 * @param caCertificate  the CA certificate as PEM, e.g. for Netty's {@code trustManager(File)}
 * @param password       the password of both stores and keys
 */
record TestCertificates(Path serverKeyStore, Path clientKeyStore, Path trustStore, Path caCertificate,
        String password) {

    /** Makes everything in {@code dir}, which the caller deletes. */
    static TestCertificates create(Path dir) throws IOException, InterruptedException {
        return create(dir, "ip:127.0.0.1,dns:localhost", false);
    }

    /**
     * As {@link #create(Path)}, with the server certificate's subject alternative names ({@code serverSan}, in
     * keytool's form) and, if {@code withClient}, a client certificate signed by the same CA.
     */
    static TestCertificates create(Path dir, String serverSan, boolean withClient)
            throws IOException, InterruptedException {
        String pw = "zkwire-test";
        Path ca = dir.resolve("ca.p12");
        Path caPem = dir.resolve("ca.pem");
        Path server = dir.resolve("server.p12");
        Path csr = dir.resolve("server.csr");
        Path serverPem = dir.resolve("server.pem");
        Path trust = dir.resolve("trust.p12");

        keytool("-genkeypair", "-alias", "ca", "-keyalg", "EC", "-groupname", "secp256r1",
                "-dname", "CN=zkwire test CA", "-ext", "bc:c", "-validity", "2",
                "-storetype", "PKCS12", "-keystore", ca, "-storepass", pw, "-keypass", pw);
        keytool("-exportcert", "-rfc", "-alias", "ca", "-keystore", ca, "-storepass", pw, "-file", caPem);
        signed(ca, caPem, server, csr, serverPem, "CN=zkwire test server", "san=" + serverSan, pw);
        keytool("-importcert", "-noprompt", "-alias", "ca", "-file", caPem,
                "-storetype", "PKCS12", "-keystore", trust, "-storepass", pw);
        Path client = null;
        if (withClient) {
            client = dir.resolve("client.p12");
            signed(ca, caPem, client, dir.resolve("client.csr"), dir.resolve("client.pem"), "CN=zkwire test client",
                    "eku=clientAuth", pw);
        }
        return new TestCertificates(server, client, trust, caPem, pw);
    }

    /** A key pair in {@code store} whose certificate the CA signed, with one extension. */
    private static void signed(Path ca, Path caPem, Path store, Path csr, Path pem, String dname, String ext,
            String pw) throws IOException, InterruptedException {
        keytool("-genkeypair", "-alias", "key", "-keyalg", "EC", "-groupname", "secp256r1",
                "-dname", dname, "-validity", "2",
                "-storetype", "PKCS12", "-keystore", store, "-storepass", pw, "-keypass", pw);
        keytool("-certreq", "-alias", "key", "-keystore", store, "-storepass", pw, "-file", csr);
        keytool("-gencert", "-rfc", "-alias", "ca", "-keystore", ca, "-storepass", pw, "-infile", csr,
                "-outfile", pem, "-validity", "2", "-ext", ext);
        // The signed certificate replaces the self-signed one once its issuer is known to the store.
        keytool("-importcert", "-noprompt", "-alias", "ca", "-file", caPem, "-keystore", store, "-storepass", pw);
        keytool("-importcert", "-alias", "key", "-file", pem, "-keystore", store, "-storepass", pw);
    }

    private static void keytool(Object... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
        // Eight short-lived JVMs: start each the cheap way.
        command.add("-J-XX:TieredStopAtLevel=1");
        command.add("-J-XX:+UseSerialGC");
        for (Object arg : args) {
            command.add(arg.toString());
        }
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IOException("keytool failed: " + command + "\n" + output);
            }
        } finally {
            process.destroyForcibly();
        }
    }

    /** A standalone server on a TLS client port with these stores; {@code clientAuth} is none, want or need. */
    ZkEnsemble.Builder server(String clientAuth) {
        return TestServers.standaloneBuilder()
                .secureClientPort()
                .serverProperty("ssl.keyStore.location", serverKeyStore.toString())
                .serverProperty("ssl.keyStore.password", password)
                .serverProperty("ssl.keyStore.type", "PKCS12")
                .serverProperty("ssl.trustStore.location", trustStore.toString())
                .serverProperty("ssl.trustStore.password", password)
                .serverProperty("ssl.trustStore.type", "PKCS12")
                .serverProperty("ssl.clientAuth", clientAuth);
    }

    /** A JDK client context trusting the CA, and presenting the client certificate if {@code withKey}. */
    SSLContext clientContext(boolean withKey) throws IOException, GeneralSecurityException {
        char[] pw = password.toCharArray();
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(load(trustStore, pw));
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(withKey ? clientKeys().getKeyManagers() : null, trust.getTrustManagers(), null);
        return context;
    }

    /** The client certificate's key managers. */
    KeyManagerFactory clientKeys() throws IOException, GeneralSecurityException {
        KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(load(clientKeyStore, password.toCharArray()), password.toCharArray());
        return keys;
    }

    /** The client's key (unencrypted PKCS#8) and certificate chain as one PEM file, as ZooKeeper reads one. */
    Path clientPem(Path file) throws IOException, GeneralSecurityException {
        KeyStore store = load(clientKeyStore, password.toCharArray());
        Base64.Encoder base64 = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII));
        StringBuilder pem = new StringBuilder("-----BEGIN PRIVATE KEY-----\n")
                .append(base64.encodeToString(store.getKey("key", password.toCharArray()).getEncoded()))
                .append("\n-----END PRIVATE KEY-----\n");
        for (Certificate cert : store.getCertificateChain("key")) {
            pem.append("-----BEGIN CERTIFICATE-----\n").append(base64.encodeToString(cert.getEncoded()))
                    .append("\n-----END CERTIFICATE-----\n");
        }
        return Files.writeString(file, pem);
    }

    private static KeyStore load(Path store, char[] password) throws IOException, GeneralSecurityException {
        KeyStore keyStore = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            keyStore.load(in, password);
        }
        return keyStore;
    }

    /** Deletes the files {@link #create} made in {@code dir}, and the directory. */
    static void deleteAll(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(dir);
    }
}
