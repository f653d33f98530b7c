// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Curator's TestUriSpec, plus the same output as Curator's UriSpec for the same template and instance. */
class UriSpecTest {

    private static final String TEMPLATE = "{scheme}://{address}:{port}/{name}/{id}?t={service-type}&x={x}&{[}{]}";

    @Test
    void buildsLikeCurator() {
        ServiceInstance<Void> ours = new ServiceInstance<>("orders", "i1", "10.0.0.7", 80, 443, null, 5,
                ServiceType.STATIC, new UriSpec(TEMPLATE));
        var theirs = new org.apache.curator.x.discovery.ServiceInstance<Void>("orders", "i1", "10.0.0.7", 80, 443,
                null, 5, org.apache.curator.x.discovery.ServiceType.STATIC,
                new org.apache.curator.x.discovery.UriSpec(TEMPLATE));
        Map<String, Object> variables = Map.of("x", "y");
        assertEquals(theirs.buildUriSpec(variables), ours.buildUriSpec(variables));
        assertEquals("https://10.0.0.7:80/orders/i1?t=static&x=y&{}", ours.buildUriSpec(variables));
    }

    @Test
    void unknownVariablesBecomeEmptyAndNoSpecBuildsNothing() {
        assertEquals("http://:", new UriSpec("{scheme}://{unknown}:{port}").build());
        assertEquals("", new ServiceInstance<Void>("n", "i", null, null, null, null, 0, null, null).buildUriSpec());
    }

    @Test
    void misplacedBracesAreRejectedWithTheSpec() {
        assertTrue(assertThrows(IllegalStateException.class, () -> new UriSpec("{a{b}}")).getMessage()
                .contains("{a{b}}"));
        assertThrows(IllegalStateException.class, () -> new UriSpec("a}"));
        assertThrows(IllegalStateException.class, () -> new UriSpec("{a"));
    }

    @Test
    void partsCompareByValueAndKind() {
        UriSpec spec = new UriSpec("a{b}");
        assertEquals(new UriSpec("a{ b }"), spec);
        assertEquals(2, spec.getParts().size());
        assertTrue(spec.getParts().get(1).isVariable());
    }
}
