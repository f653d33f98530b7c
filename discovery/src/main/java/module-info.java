/** zkwire service discovery: Curator's curator-x-discovery API, node paths and JSON on zkwire's client. */
module io.zkwire.discovery {
    requires transitive io.zkwire.recipes;
    requires com.fasterxml.jackson.databind;

    exports io.zkwire.discovery;
    exports io.zkwire.discovery.details;
    exports io.zkwire.discovery.strategies;

    // Jackson reads and writes the instances' private fields, as Curator's mapper does.
    opens io.zkwire.discovery to com.fasterxml.jackson.databind;
    opens io.zkwire.discovery.details to com.fasterxml.jackson.databind;
}
