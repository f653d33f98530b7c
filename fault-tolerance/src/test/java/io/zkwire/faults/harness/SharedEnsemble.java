package io.zkwire.faults.harness;

import io.zkwire.testkit.ZkEnsemble;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One 3-server ensemble for every test class of the module that asks for a {@link ZkEnsemble} parameter: started
 * on first use, closed (servers killed, directories deleted) when the whole test run ends, as JUnit closes what the
 * root context's store holds. Starting an ensemble costs seconds on a loaded machine; the scenarios restore what
 * they break, so sharing it is safe.
 */
public final class SharedEnsemble implements ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedEnsemble.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == ZkEnsemble.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE)
                .getOrComputeIfAbsent(ZkEnsemble.class, type -> ZkEnsemble.builder().servers(3).start(), ZkEnsemble.class);
    }
}
