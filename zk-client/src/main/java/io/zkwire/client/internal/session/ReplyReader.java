package io.zkwire.client.internal.session;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import java.util.function.Function;

/** Turns a reply into a result: the body when err is 0, otherwise (by default) a KeeperException. */
@FunctionalInterface
public interface ReplyReader<T> {

    /** Decodes the body of a successful reply (err 0); throws ProtocolException on bad bytes. */
    T read(ByteBuf body);

    /** The result for a non-zero err; by default the KeeperException for that code (unknown codes kept). */
    default T onError(int err, String path) throws KeeperException {
        throw KeeperException.create(err, path);
    }

    /** For header-only replies. */
    static ReplyReader<Void> none() {
        return body -> null;
    }

    /** Like {@code reader}, but NONODE gives null (exists). */
    static <T> ReplyReader<T> nullOnNoNode(Function<ByteBuf, T> reader) {
        return new ReplyReader<>() {
            @Override
            public T read(ByteBuf body) {
                return reader.apply(body);
            }

            @Override
            public T onError(int err, String path) throws KeeperException {
                if (err == Code.NONODE.intValue()) {
                    return null;
                }
                throw KeeperException.create(err, path);
            }
        };
    }
}
