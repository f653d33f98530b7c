package io.zkwire.protocol.records;

/** Keeps passwords and auth tokens out of toString output, which tends to end up in logs. */
final class Secrets {

    private Secrets() {
    }

    static String redacted(byte[] secret) {
        return secret == null ? "null" : "byte[" + secret.length + "] (redacted)";
    }
}
