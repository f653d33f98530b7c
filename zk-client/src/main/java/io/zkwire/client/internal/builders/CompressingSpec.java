// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.builders;

/** The option of the builders that write data (create, setData): compressed or as given. */
abstract class CompressingSpec<S> {

    final ClientCore core;
    private boolean compress;

    CompressingSpec(ClientCore core) {
        this.core = core;
        this.compress = core.compression().byDefault();
    }

    abstract S self();

    public S compressed() {
        compress = true;
        return self();
    }

    public S uncompressed() {
        compress = false;
        return self();
    }

    /** The data to send, compressed once before the first attempt if asked. */
    byte[] stored(String path, byte[] data) {
        return core.compression().stored(compress, path, data);
    }
}
