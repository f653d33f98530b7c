// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.nodes.GroupMember;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** docs/guide/nodes.md's second example, run by {@link NodesAndAtomicGuideSnippetsTest}. */
final class GroupMemberExample {

    private GroupMemberExample() {
    }

    static Map<String, byte[]> run(ZkClient client) {
        // snippet:start
        GroupMember member = new GroupMember(client, "/groups/workers", "worker-1",
                "10.0.0.7".getBytes(StandardCharsets.UTF_8));
        member.start();
        Map<String, byte[]> members = member.getCurrentMembers(); // id -> payload; always holds "worker-1"
        member.close(); // leaves the group
        // snippet:end
        return members;
    }
}
