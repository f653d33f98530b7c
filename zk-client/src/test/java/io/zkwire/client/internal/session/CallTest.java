package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.zkwire.client.Watcher;
import io.zkwire.client.internal.watch.WatchManager;
import io.zkwire.client.internal.watch.WatchManager.Kind;
import io.zkwire.client.internal.watch.WatchRegistration;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.records.ExistsResponse;
import java.util.List;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

class CallTest {

    private final WatchManager watches = new WatchManager();
    private final Watcher watcher = e -> { };
    private static final Stat STAT = new Stat(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);

    private Call<Stat> exists() {
        return new Call<>(OpCode.EXISTS, null, "/a", ReplyReader.nullOnNoNode(b -> ExistsResponse.decode(b).stat()),
                WatchRegistration.exists("/a", watcher));
    }

    @Test
    void existsOnAMissingNodeGivesNullAndAnExistWatch() throws Exception {
        Call<Stat> call = exists();
        call.complete(Code.NONODE.intValue(), Unpooled.EMPTY_BUFFER, watches);
        assertNull(call.future().get());
        assertEquals(List.of("/a"), watches.paths(Kind.EXIST));
        assertEquals(List.of(), watches.paths(Kind.DATA));
    }

    @Test
    void existsOnANodeGivesItsStatAndADataWatch() throws Exception {
        ByteBuf body = Unpooled.buffer();
        new ExistsResponse(STAT).encode(body);
        Call<Stat> call = exists();
        call.complete(0, body, watches);
        assertEquals(STAT, call.future().get());
        assertEquals(List.of("/a"), watches.paths(Kind.DATA));
    }

    @Test
    void otherErrorsRegisterNothingAndKeepUnknownCodes() {
        Call<Stat> call = exists();
        call.complete(Code.NOAUTH.intValue(), Unpooled.EMPTY_BUFFER, watches);
        assertTrue(watches.isEmpty());
        Call<Void> odd = new Call<>(OpCode.SYNC, null, "/b", ReplyReader.none(), WatchRegistration.data("/b", watcher));
        odd.complete(-999, Unpooled.EMPTY_BUFFER, watches);
        ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class, odd.future()::get);
        KeeperException ke = assertInstanceOf(KeeperException.class, e.getCause());
        assertEquals(-999, ke.rawCode());
        assertTrue(watches.isEmpty());
    }
}
