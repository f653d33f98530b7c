package io.zkwire.client.it;

import static io.zkwire.client.it.OpResults.describe;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.zkwire.client.ReadOp;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** multi (transaction) and multiRead: per-op results, all-or-nothing failure, independent reads. */
class TransactionTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void committedTransactionReturnsOneResultPerOpAndAppliesAll() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        client.create().forPath(server.path("old"), new byte[] {1});

        List<String> results = describe(client.transaction()
                .check(server.root(), 0)
                .create(server.path("new"), new byte[] {9}, CreateMode.PERSISTENT)
                .create(server.path("seq-"), new byte[0], CreateMode.PERSISTENT_SEQUENTIAL, Ids.OPEN_ACL_UNSAFE)
                .setData(server.path("old"), new byte[] {2}, 0)
                .delete(server.path("new"), 0)
                .commit());

        assertEquals(List.of("check", "create " + server.path("new"), "create " + server.path("seq-0000000002"),
                "setData v1", "delete"), results);
        assertNull(client.checkExists().forPath(server.path("new")));
        assertNotNull(client.checkExists().forPath(server.path("seq-0000000002")));
        assertArrayEquals(new byte[] {2}, client.getData().forPath(server.path("old")));
    }

    @Test
    void failedTransactionReportsEveryOpAndAppliesNothing() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        client.create().forPath(server.path("existing"), new byte[] {1});

        KeeperException e = Await.keeperError(Code.NONODE, () -> client.transaction()
                .create(server.path("a"), new byte[0], CreateMode.PERSISTENT)
                .setData(server.path("existing"), new byte[] {2}, -1)
                .delete(server.path("missing"), -1)
                .create(server.path("b"), new byte[0], CreateMode.PERSISTENT)
                .commit());

        assertEquals(List.of("error 0", "error 0", "error -101", "error -2"), describe(e.results()));
        assertNull(client.checkExists().forPath(server.path("a")), "nothing of a failed transaction is applied");
        assertNull(client.checkExists().forPath(server.path("b")));
        assertArrayEquals(new byte[] {1}, client.getData().forPath(server.path("existing")));
    }

    @Test
    void failedVersionCheckAbortsTheTransaction() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());

        KeeperException e = Await.keeperError(Code.BADVERSION, () -> client.transaction()
                .check(server.root(), 3)
                .create(server.path("a"), new byte[0], CreateMode.PERSISTENT)
                .commit());

        assertEquals(List.of("error -103", "error -2"), describe(e.results()));
        assertNull(client.checkExists().forPath(server.path("a")));
    }

    @Test
    void asyncTransactionFailureCarriesTheResultsToo() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());

        KeeperException e = Await.keeperError(Code.NODEEXISTS, client.async().transaction()
                .create(server.path("x"), new byte[0], CreateMode.PERSISTENT)
                .create(server.path("x"), new byte[0], CreateMode.PERSISTENT)
                .commit());

        assertEquals(List.of("error 0", "error -110"), describe(e.results()));
        assertNull(client.checkExists().forPath(server.path("x")));
    }

    @Test
    void multiReadAnswersEachReadOnItsOwn() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root(), new byte[] {5});
        client.create().forPath(server.path("c1"));
        client.create().forPath(server.path("c2"));

        List<String> results = describe(client.multiRead(List.of(
                ReadOp.getData(server.root()),
                ReadOp.getChildren(server.root()),
                ReadOp.getData(server.path("missing")),
                ReadOp.getChildren(server.path("c1")))));

        assertEquals(List.of("getData [5] v0", "getChildren [c1, c2]", "error -101", "getChildren []"), results);
    }
}
