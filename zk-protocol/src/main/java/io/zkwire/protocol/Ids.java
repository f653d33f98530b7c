package io.zkwire.protocol;

import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Id;
import java.util.List;

/** Well-known ids and ACL lists (docs/contributing/protocol.md §4.1). The lists are immutable. */
public final class Ids {

    /** Everyone. */
    public static final Id ANYONE_ID_UNSAFE = new Id("world", "anyone");
    /** The ids this connection has authenticated as. */
    public static final Id AUTH_IDS = new Id("auth", "");
    /** All permissions for everyone. */
    public static final List<ACL> OPEN_ACL_UNSAFE = List.of(new ACL(Perms.ALL, ANYONE_ID_UNSAFE));
    /** All permissions for the creator's authenticated ids. */
    public static final List<ACL> CREATOR_ALL_ACL = List.of(new ACL(Perms.ALL, AUTH_IDS));
    /** Read permission for everyone. */
    public static final List<ACL> READ_ACL_UNSAFE = List.of(new ACL(Perms.READ, ANYONE_ID_UNSAFE));

    private Ids() {
    }
}
