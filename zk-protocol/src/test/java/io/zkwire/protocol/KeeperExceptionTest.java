package io.zkwire.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class KeeperExceptionTest {

    /** Where our class name deliberately differs from Apache's (consistent "Exception" suffix). */
    private static final Map<String, String> RENAMED = Map.of(
            "APIErrorException", "ApiErrorException",
            "NewConfigNoQuorum", "NewConfigNoQuorumException",
            "ReconfigInProgress", "ReconfigInProgressException",
            "SessionClosedRequireAuthException", "SessionClosedRequireSaslAuthException");

    /** Apache prints its enum constant for these ("Unknown error REQUESTTIMEOUT"); we print a word. */
    private static final Map<String, String> OWN_TEXT = Map.of(
            "REQUESTTIMEOUT", "KeeperErrorCode = RequestTimeout for /a/b",
            "UNKNOWNSESSION", "KeeperErrorCode = UnknownSession for /a/b");

    @Test
    void codeTableIsApachesPlusUnknown() {
        var apache = Arrays.stream(org.apache.zookeeper.KeeperException.Code.values())
                .map(c -> c.name() + "=" + c.intValue()).collect(Collectors.toCollection(TreeSet::new));
        var ours = Arrays.stream(KeeperException.Code.values()).filter(c -> c != KeeperException.Code.UNKNOWN)
                .map(c -> c.name() + "=" + c.intValue()).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(apache, ours);
        for (KeeperException.Code c : KeeperException.Code.values()) {
            assertEquals(c, KeeperException.Code.of(c.intValue()));
        }
    }

    @Test
    void aDetailFollowsApachesMessage() {
        KeeperException e = KeeperException.create(KeeperException.Code.CONNECTIONLOSS.intValue(), "/l")
                .withDetail("no connection to any of [127.0.0.1:1] within connectionTimeoutMs=15000");
        assertEquals("KeeperErrorCode = ConnectionLoss for /l: no connection to any of [127.0.0.1:1] within"
                + " connectionTimeoutMs=15000", e.getMessage());
        assertEquals("KeeperErrorCode = ConnectionLoss", KeeperException.create(-4, null).withDetail(null).getMessage());
    }

    @Test
    void everyCodeGivesApachesSubclassAndMessage() {
        for (org.apache.zookeeper.KeeperException.Code code : org.apache.zookeeper.KeeperException.Code.values()) {
            if (code == org.apache.zookeeper.KeeperException.Code.OK) {
                continue;
            }
            KeeperException ours = KeeperException.create(code.intValue(), "/a/b");
            if (code == org.apache.zookeeper.KeeperException.Code.UNKNOWNSESSION) {
                // Apache's create() has no case for it (IllegalArgumentException), though the class exists.
                assertThrows(IllegalArgumentException.class,
                        () -> org.apache.zookeeper.KeeperException.create(code, "/a/b"));
                assertInstanceOf(KeeperException.UnknownSessionException.class, ours);
                assertEquals(OWN_TEXT.get(code.name()), ours.getMessage());
            } else {
                org.apache.zookeeper.KeeperException apache =
                        org.apache.zookeeper.KeeperException.create(code, "/a/b");
                String apacheName = apache.getClass().getSimpleName();
                assertEquals(RENAMED.getOrDefault(apacheName, apacheName), ours.getClass().getSimpleName());
                assertEquals(OWN_TEXT.getOrDefault(code.name(), apache.getMessage()), ours.getMessage(), code.name());
            }
            assertEquals(code.name(), ours.code().name());
            assertEquals(code.intValue(), ours.rawCode());
            assertEquals("/a/b", ours.path());
        }
    }

    @Test
    void messageWithoutPathMatchesApache() {
        assertEquals(org.apache.zookeeper.KeeperException.create(
                org.apache.zookeeper.KeeperException.Code.NONODE).getMessage(),
                KeeperException.create(-101, null).getMessage());
        assertEquals("KeeperErrorCode = NoNode", KeeperException.create(-101, "").getMessage());
    }

    @Test
    void unknownCodeIsPreserved() {
        KeeperException e = KeeperException.create(-999, "/x");
        assertInstanceOf(KeeperException.UnknownCodeException.class, e);
        assertEquals(KeeperException.Code.UNKNOWN, e.code());
        assertEquals(-999, e.rawCode());
        assertEquals("KeeperErrorCode = Unknown error -999 for /x", e.getMessage());
        assertEquals(KeeperException.Code.UNKNOWN, KeeperException.Code.of(-126));
    }

    @Test
    void okIsNotAnError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KeeperException.create(0, "/p"));
        assertTrue(e.getMessage().contains("OK"), e.getMessage());
    }

    @Test
    void multiResultsAreAttachedAsAnImmutableCopy() {
        KeeperException e = KeeperException.create(-101, "/a");
        assertNull(e.results());
        List<OpResult> results = new ArrayList<>(List.of(new OpResult.ErrorResult(0),
                new OpResult.ErrorResult(-101), new OpResult.ErrorResult(-2)));
        e.setResults(results);
        results.clear();
        assertEquals(3, e.results().size());
        assertThrows(UnsupportedOperationException.class, () -> e.results().clear());
    }

    @Test
    void retryableAreTheCodesWhoseOutcomeTheConnectionOrSessionLeftUnknown() {
        var retryable = Arrays.stream(KeeperException.Code.values()).filter(KeeperException.Code::isRetryable)
                .collect(Collectors.toSet());
        assertEquals(java.util.EnumSet.of(KeeperException.Code.CONNECTIONLOSS, KeeperException.Code.OPERATIONTIMEOUT,
                KeeperException.Code.SESSIONMOVED, KeeperException.Code.SESSIONEXPIRED,
                KeeperException.Code.REQUESTTIMEOUT), retryable);
        KeeperException loss = KeeperException.create(KeeperException.Code.CONNECTIONLOSS.intValue(), "/a");
        assertTrue(KeeperException.isRetryable(new java.util.concurrent.CompletionException(
                new java.util.concurrent.ExecutionException(loss))), "unwrapped from the futures' wrappers");
        assertEquals(false, KeeperException.isRetryable(KeeperException.create(KeeperException.Code.NONODE.intValue(), "/a")));
        assertEquals(false, KeeperException.isRetryable(new InterruptedException()));
        assertEquals(false, KeeperException.isRetryable(new IllegalStateException("closed")));
    }

    @Test
    void unwrapAndCodeOfLookBehindTheFuturesWrappers() {
        KeeperException noNode = KeeperException.create(KeeperException.Code.NONODE.intValue(), "/a");
        Throwable wrapped = new java.util.concurrent.CompletionException(new java.util.concurrent.ExecutionException(noNode));
        assertSame(noNode, KeeperException.unwrap(wrapped));
        assertEquals(KeeperException.Code.NONODE, KeeperException.codeOf(wrapped));
        IllegalStateException closed = new IllegalStateException("closed");
        assertSame(closed, KeeperException.unwrap(new java.util.concurrent.CompletionException(closed)));
        assertNull(KeeperException.codeOf(closed));
        Throwable empty = new java.util.concurrent.CompletionException("no cause", null);
        assertSame(empty, KeeperException.unwrap(empty), "a wrapper without a cause is the failure itself");
    }
}
