package io.zkwire.client.internal.builders;

/** The option of the write builders that apply only to a node version (delete, setData, setACL). */
abstract class VersionedSpec<S> {

    final ClientCore core;
    int version = -1;

    VersionedSpec(ClientCore core) {
        this.core = core;
    }

    abstract S self();

    /** -1, the default, matches any version. */
    public S withVersion(int version) {
        this.version = version;
        return self();
    }
}
