package io.zkwire.client;

import io.zkwire.protocol.Ids;
import io.zkwire.protocol.data.ACL;
import java.util.List;

/** Curator's {@code DefaultACLProvider}: {@code Ids.OPEN_ACL_UNSAFE} for every node. The builder's default. */
public class DefaultACLProvider implements ACLProvider {

    @Override
    public List<ACL> getDefaultAcl() {
        return Ids.OPEN_ACL_UNSAFE;
    }

    @Override
    public List<ACL> getAclForPath(String path) {
        return Ids.OPEN_ACL_UNSAFE;
    }
}
