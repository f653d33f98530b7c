// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.testing;

import io.zkwire.client.ACLProvider;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.data.ACL;
import java.util.List;

/** An ACLProvider giving every node's creator (its authenticated identities) all rights, and nobody else any. */
public final class CreatorOnlyAcl implements ACLProvider {

    @Override
    public List<ACL> getDefaultAcl() {
        return Ids.CREATOR_ALL_ACL;
    }

    @Override
    public List<ACL> getAclForPath(String path) {
        return Ids.CREATOR_ALL_ACL;
    }
}
