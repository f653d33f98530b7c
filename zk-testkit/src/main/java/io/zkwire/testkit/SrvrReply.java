package io.zkwire.testkit;

import java.util.Optional;

/** The two lines of a {@code srvr} reply the kit cares about. */
record SrvrReply(ZkMode mode, Optional<String> version) {

    /** Parses a raw {@code srvr} reply; a server that is not serving yet answers without a {@code Mode:} line. */
    static SrvrReply parse(String reply) {
        ZkMode mode = ZkMode.NOT_SERVING;
        String version = null;
        for (String line : reply.split("\n")) {
            if (line.startsWith("Mode:")) {
                mode = ZkMode.parse(line.substring("Mode:".length()));
            } else if (line.startsWith("Zookeeper version:")) {
                version = line.substring("Zookeeper version:".length()).trim();
            }
        }
        return new SrvrReply(mode, Optional.ofNullable(version));
    }
}
