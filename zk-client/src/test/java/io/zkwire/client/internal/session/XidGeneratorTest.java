package io.zkwire.client.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class XidGeneratorTest {

    @Test
    void startsAtOne() {
        XidGenerator xids = new XidGenerator();
        assertEquals(1, xids.next());
        assertEquals(2, xids.next());
    }

    @Test
    void wrapsFromMaxValueToOneNeverZeroOrNegative() {
        XidGenerator xids = new XidGenerator(Integer.MAX_VALUE - 1);
        assertEquals(Integer.MAX_VALUE, xids.next());
        assertEquals(1, xids.next());
    }
}
