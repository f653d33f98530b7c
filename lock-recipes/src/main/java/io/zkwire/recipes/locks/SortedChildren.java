package io.zkwire.recipes.locks;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * One getChildren reply in lock order, shared by all local contenders that asked for it: the keys are
 * computed once per child and the sort is stable, as Curator's {@code Collections.sort} is, so children
 * with equal keys keep the server's order.
 */
final class SortedChildren {

    private final List<String> names;
    private final Map<String, Integer> positions;

    private SortedChildren(List<String> names) {
        this.names = names;
        this.positions = new HashMap<>(names.size() * 2);
        for (int i = 0; i < names.size(); i++) {
            positions.putIfAbsent(names.get(i), i);
        }
    }

    static SortedChildren sort(List<String> children, UnaryOperator<String> sortKey) {
        record Keyed(String key, String name) {}
        List<Keyed> keyed = new ArrayList<>(children.size());
        for (String child : children) {
            keyed.add(new Keyed(sortKey.apply(child), child));
        }
        keyed.sort(Comparator.comparing(Keyed::key));
        List<String> sorted = new ArrayList<>(keyed.size());
        for (Keyed k : keyed) {
            sorted.add(k.name());
        }
        return new SortedChildren(List.copyOf(sorted));
    }

    List<String> names() {
        return names;
    }

    int size() {
        return names.size();
    }

    String get(int index) {
        return names.get(index);
    }

    /** Position of a child, -1 if absent. */
    int indexOf(String name) {
        return positions.getOrDefault(name, -1);
    }
}
