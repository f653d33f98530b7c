package io.zkwire.client.internal.common;

import java.util.ArrayList;
import java.util.List;

/**
 * The client-side path prefix: the connect-string chroot followed by the builder's namespace
 * (docs/contributing/protocol.md §6.7). Client paths go out as {@code prefix + path} ("/" maps to the prefix itself);
 * server paths come back stripped. "" means no prefix.
 */
public final class Chroot {

    private final String prefix;
    private final int namespaceStart; // where the namespace begins in the prefix; prefix.length() if none

    private Chroot(String prefix, int namespaceStart) {
        this.prefix = prefix;
        this.namespaceStart = namespaceStart;
    }

    /** @param connectChroot "" or a valid absolute path; @param namespace Curator style, e.g. "app" or "app/sub" */
    public static Chroot of(String connectChroot, String namespace) {
        String chroot = connectChroot == null || connectChroot.equals("/") ? "" : connectChroot;
        if (!chroot.isEmpty()) {
            Paths.validate(chroot, "chroot of the connect string");
        }
        String ns = namespace == null ? "" : namespace;
        while (ns.startsWith("/")) {
            ns = ns.substring(1);
        }
        if (ns.isEmpty()) {
            return new Chroot(chroot, chroot.length());
        }
        String full = chroot + "/" + ns;
        Paths.validate(full, "namespace \"" + namespace + "\" (after the chroot)");
        return new Chroot(full, chroot.length());
    }

    public static Chroot none() {
        return new Chroot("", 0);
    }

    /**
     * The server paths of the namespace's levels, outermost first: chroot {@code /c} and namespace
     * {@code a/b} give {@code [/c/a, /c/a/b]}. Empty without a namespace (the chroot itself is never created
     * by the client, as with the official client).
     */
    public List<String> namespaceLevels() {
        if (namespaceStart == prefix.length()) {
            return List.of();
        }
        List<String> levels = new ArrayList<>(Paths.ancestors(prefix));
        levels.add(prefix);
        levels.removeIf(level -> level.length() <= namespaceStart);
        return levels;
    }

    /** The same connect-string chroot with another namespace ("" or null for none). */
    public Chroot withNamespace(String namespace) {
        return of(prefix.substring(0, namespaceStart), namespace);
    }

    /** The connect-string chroot alone: the session's path space, which every namespace view shares. */
    public Chroot connectChroot() {
        return withNamespace("");
    }

    /** The namespace without the chroot and without a leading "/", "" if none. */
    public String namespace() {
        return namespaceStart == prefix.length() ? "" : prefix.substring(namespaceStart + 1);
    }

    /** The path in the session's space (below the connect-string chroot) of a client path. */
    public String toSession(String clientPath) {
        return connectChroot().toClient(toServer(clientPath));
    }

    /** The client path of a path in the session's space; paths outside the namespace are returned unchanged. */
    public String fromSession(String sessionPath) {
        return of("", namespace()).toClient(sessionPath);
    }

    /** The prefix, "" if none. */
    public String prefix() {
        return prefix;
    }

    public boolean isEmpty() {
        return prefix.isEmpty();
    }

    /** The server path for a (validated) client path. */
    public String toServer(String clientPath) {
        if (prefix.isEmpty()) {
            return clientPath;
        }
        return clientPath.equals("/") ? prefix : prefix + clientPath;
    }

    /** The ensemble's configuration node: the same path on the server whatever the chroot. */
    public static final String CONFIG_NODE = "/zookeeper/config";

    /** True if a server path lies at or below the prefix (so {@link #toClient} can strip it). */
    public boolean contains(String serverPath) {
        return prefix.isEmpty() || serverPath.equals(prefix) || serverPath.startsWith(prefix + "/");
    }

    /** The client path for a server path; paths outside the prefix are returned unchanged. */
    public String toClient(String serverPath) {
        if (prefix.isEmpty() || !contains(serverPath)) {
            return serverPath;
        }
        return serverPath.length() == prefix.length() ? "/" : serverPath.substring(prefix.length());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Chroot c && c.prefix.equals(prefix) && c.namespaceStart == namespaceStart;
    }

    @Override
    public int hashCode() {
        return prefix.hashCode() * 31 + namespaceStart;
    }

    @Override
    public String toString() {
        return prefix.isEmpty() ? "(no chroot)" : prefix;
    }
}
