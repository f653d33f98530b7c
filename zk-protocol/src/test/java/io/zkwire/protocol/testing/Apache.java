package io.zkwire.protocol.testing;

import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.ClientInfo;
import io.zkwire.protocol.data.Id;
import io.zkwire.protocol.data.Stat;
import java.util.ArrayList;
import java.util.List;

/** Converters between our data records and Apache's, for comparing the two implementations. */
public final class Apache {

    private Apache() {
    }

    public static Id id(org.apache.zookeeper.data.Id a) {
        return new Id(a.getScheme(), a.getId());
    }

    public static org.apache.zookeeper.data.Id id(Id id) {
        return new org.apache.zookeeper.data.Id(id.scheme(), id.id());
    }

    public static List<ACL> acl(List<org.apache.zookeeper.data.ACL> list) {
        List<ACL> out = new ArrayList<>();
        list.forEach(a -> out.add(new ACL(a.getPerms(), id(a.getId()))));
        return out;
    }

    public static org.apache.zookeeper.data.ACL acl(ACL acl) {
        return new org.apache.zookeeper.data.ACL(acl.perms(), id(acl.id()));
    }

    public static List<org.apache.zookeeper.data.ACL> toApacheAcl(List<ACL> list) {
        return list == null ? null : new ArrayList<>(list.stream().map(Apache::acl).toList());
    }

    public static org.apache.zookeeper.data.Stat stat(Stat s) {
        return s == null ? null : new org.apache.zookeeper.data.Stat(s.czxid(), s.mzxid(), s.ctime(), s.mtime(),
                s.version(), s.cversion(), s.aversion(), s.ephemeralOwner(), s.dataLength(), s.numChildren(),
                s.pzxid());
    }

    public static org.apache.zookeeper.data.ClientInfo clientInfo(ClientInfo c) {
        return new org.apache.zookeeper.data.ClientInfo(c.authScheme(), c.user());
    }

    /** Apache's generated records keep the list they are given, so give them a mutable copy. */
    public static <T> List<T> list(List<T> list) {
        return list == null ? null : new ArrayList<>(list);
    }
}
