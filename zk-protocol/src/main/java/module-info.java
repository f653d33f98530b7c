/**
 * The ZooKeeper client wire protocol: jute records, op and error codes, and the Netty frame codec.
 * Netty's packages appear in the API (ByteBuf, handlers), so they are required transitively.
 * A client user's types are in io.zkwire.protocol and io.zkwire.protocol.data; records and codec are the
 * wire level; internal is not exported.
 */
module io.zkwire.protocol {
    requires transitive io.netty.buffer;
    requires transitive io.netty.codec;
    requires transitive io.netty.transport;

    exports io.zkwire.protocol;
    exports io.zkwire.protocol.data;
    exports io.zkwire.protocol.records;
    exports io.zkwire.protocol.codec;
}
