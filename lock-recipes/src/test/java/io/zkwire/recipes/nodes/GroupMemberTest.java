// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.nodes;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Curator's TestGroupMember as a user ports it, and a group shared with Curator's GroupMember. */
@Timeout(60)
class GroupMemberTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void basic() throws Exception {
        ZkClient client = server.client();
        String group = server.path("member");
        GroupMember one = server.closeAfterTest(new GroupMember(client, group, "1"));
        assertTrue(one.getCurrentMembers().containsKey("1"), "this member is always one");
        one.start();
        GroupMember two = new GroupMember(client, group, "2");
        two.start();

        Await.until(() -> one.getCurrentMembers().size() == 2 && two.getCurrentMembers().size() == 2, "both see two");
        assertEquals(Set.of("1", "2"), one.getCurrentMembers().keySet());
        assertEquals(one.getCurrentMembers().keySet(), two.getCurrentMembers().keySet());

        two.close();
        Await.until(() -> one.getCurrentMembers().keySet().equals(Set.of("1")), "2 left");

        one.setThisData("something".getBytes(UTF_8));
        Await.until(() -> Arrays.equals("something".getBytes(UTF_8), one.getCurrentMembers().get("1")), "new data");
    }

    @Test
    void curatorsMembersAndOursSeeEachOther() throws Exception {
        String group = server.path("fleet");
        GroupMember ours = server.closeAfterTest(new GroupMember(server.client(), group, "zkwire",
                "ours".getBytes(UTF_8)));
        ours.start();
        var theirs = new org.apache.curator.framework.recipes.nodes.GroupMember(server.curator(), group, "curator",
                "theirs".getBytes(UTF_8));
        server.closeAfterTest(theirs);
        theirs.start();

        Await.until(() -> ours.getCurrentMembers().size() == 2 && theirs.getCurrentMembers().size() == 2,
                "each sees both");
        Map<String, byte[]> seenByCurator = theirs.getCurrentMembers();
        assertArrayEquals("ours".getBytes(UTF_8), seenByCurator.get("zkwire"));
        assertArrayEquals("theirs".getBytes(UTF_8), ours.getCurrentMembers().get("curator"));

        ours.close();
        Await.until(() -> theirs.getCurrentMembers().keySet().equals(Set.of("curator")), "Curator sees us leave");
    }
}
