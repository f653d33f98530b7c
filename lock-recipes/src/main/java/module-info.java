/** zkwire lock recipes: Curator-compatible distributed locks on zkwire's ZooKeeper client. */
module io.zkwire.recipes {
    requires transitive io.zkwire.client;
    requires jdk.jfr;

    exports io.zkwire.recipes.atomic;
    exports io.zkwire.recipes.barriers;
    exports io.zkwire.recipes.cache;
    exports io.zkwire.recipes.leader;
    exports io.zkwire.recipes.locks;
    exports io.zkwire.recipes.nodes;
    exports io.zkwire.recipes.shared;
    exports io.zkwire.recipes.utils;
    exports io.zkwire.recipes.watch;
}
