/** zkwire's ZooKeeper client: sessions on Netty, Curator-familiar sync API, CompletableFuture async API. */
module io.zkwire.client {
    requires transitive io.zkwire.protocol;
    requires transitive io.netty.transport;
    requires transitive io.netty.handler;
    requires io.netty.buffer;
    requires io.netty.common;
    requires io.netty.codec;
    requires jdk.jfr;
    requires java.security.sasl;
    requires java.security.jgss;

    exports io.zkwire.client;
    exports io.zkwire.client.builders;
    exports io.zkwire.client.retry;
}
