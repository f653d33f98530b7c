package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class ReconnectBackoffTest {

    @Test
    void theVeryFirstAttemptDoesNotWait() {
        assertEquals(0, new ReconnectBackoff(new Random(1)).nextDelayMs(true));
    }

    @Test
    void laterAttemptsWaitAJitterPlusASecondWhenTheRotationWrapped() {
        ReconnectBackoff backoff = new ReconnectBackoff(new Random(7));
        backoff.nextDelayMs(false);
        for (int i = 0; i < 200; i++) {
            long plain = backoff.nextDelayMs(false);
            assertTrue(plain >= 0 && plain < 1000, "jitter " + plain);
            long wrapped = backoff.nextDelayMs(true);
            assertTrue(wrapped >= 1000 && wrapped < 2000, "wrap-around " + wrapped);
        }
    }
}
