package io.zkwire.client.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A throw-away certificate authority and a server certificate it signed (for 127.0.0.1 and localhost),
 * made with the JDK's own keytool so no extra dependency is needed. Stores are PKCS12.
 *
 * @param serverKeyStore the server's key and certificate chain
 * @param trustStore     the CA certificate, for whoever must trust the server
 * @param caCertificate  the CA certificate as PEM, e.g. for Netty's {@code trustManager(File)}
 * @param password       the password of both stores and keys
 */
record TestCertificates(Path serverKeyStore, Path trustStore, Path caCertificate, String password) {

    /** Makes everything in {@code dir}, which the caller deletes. */
    static TestCertificates create(Path dir) throws IOException, InterruptedException {
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
        keytool("-genkeypair", "-alias", "server", "-keyalg", "EC", "-groupname", "secp256r1",
                "-dname", "CN=127.0.0.1", "-validity", "2",
                "-storetype", "PKCS12", "-keystore", server, "-storepass", pw, "-keypass", pw);
        keytool("-certreq", "-alias", "server", "-keystore", server, "-storepass", pw, "-file", csr);
        keytool("-gencert", "-rfc", "-alias", "ca", "-keystore", ca, "-storepass", pw, "-infile", csr,
                "-outfile", serverPem, "-validity", "2", "-ext", "san=ip:127.0.0.1,dns:localhost");
        // The signed certificate replaces the self-signed one once its issuer is known to the store.
        keytool("-importcert", "-noprompt", "-alias", "ca", "-file", caPem, "-keystore", server, "-storepass", pw);
        keytool("-importcert", "-alias", "server", "-file", serverPem, "-keystore", server, "-storepass", pw);
        keytool("-importcert", "-noprompt", "-alias", "ca", "-file", caPem,
                "-storetype", "PKCS12", "-keystore", trust, "-storepass", pw);
        return new TestCertificates(server, trust, caPem, pw);
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
