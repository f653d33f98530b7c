package io.zkwire.recipes.leader;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.internal.LockSorting;
import io.zkwire.recipes.internal.nodes.ZPaths;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Reads the contenders of an election path as Curator does: nodes in lock order, ids from their data. */
final class Participants {

    private Participants() {
    }

    /** Curator's {@code getIdBytes}: the id as UTF-8. */
    static byte[] idBytes(String id) {
        return id.getBytes(StandardCharsets.UTF_8);
    }

    /** The children named with {@code lockName}'s sequence, in Curator's lock order (the leader first). */
    static List<String> sorted(List<String> children, String lockName) {
        List<String> sorted = new ArrayList<>(children);
        sorted.sort(Comparator.comparing(name -> LockSorting.fixForSorting(name, lockName)));
        return sorted;
    }

    /** All contenders, the first readable one marked leader; nodes gone meanwhile are skipped. */
    static List<Participant> read(ZkClient client, String path, String lockName) throws Exception {
        List<Participant> result = new ArrayList<>();
        for (String name : sorted(children(client, path), lockName)) {
            String id = idOf(client, ZPaths.join(path, name));
            if (id != null) {
                result.add(new Participant(id, result.isEmpty()));
            }
        }
        return result;
    }

    /** The first contender, or {@code new Participant()} if there is none. */
    static Participant leader(ZkClient client, String path, String lockName) throws Exception {
        List<Participant> all = read(client, path, lockName);
        return all.isEmpty() ? new Participant() : all.get(0);
    }

    private static List<String> children(ZkClient client, String path) throws Exception {
        try {
            return client.getChildren().forPath(path);
        } catch (KeeperException.NoNodeException e) {
            return List.of();
        }
    }

    private static String idOf(ZkClient client, String nodePath) throws Exception {
        try {
            return new String(client.getData().forPath(nodePath), StandardCharsets.UTF_8);
        } catch (KeeperException.NoNodeException e) {
            return null;
        }
    }
}
