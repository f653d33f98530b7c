package io.zkwire.client.internal.ops;

import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.data.ACL;
import java.util.List;

/** One operation of a transaction, with client paths, as the builder collected it. */
public sealed interface TxnOp {

    String path();

    record Create(String path, byte[] data, CreateMode mode, List<ACL> acl) implements TxnOp {}

    record Delete(String path, int version) implements TxnOp {}

    record SetData(String path, byte[] data, int version) implements TxnOp {}

    record Check(String path, int version) implements TxnOp {}
}
