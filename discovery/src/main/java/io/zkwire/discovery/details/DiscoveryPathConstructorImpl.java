// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.discovery.DiscoveryPathConstructor;
import io.zkwire.recipes.utils.ZKPaths;

/** Curator's layout: service {@code name} has its instances under {@code basePath/name}. */
public class DiscoveryPathConstructorImpl implements DiscoveryPathConstructor {

    private final String basePath;

    public DiscoveryPathConstructorImpl(String basePath) {
        if (basePath == null || !basePath.startsWith("/") || (basePath.length() > 1 && basePath.endsWith("/"))) {
            throw new IllegalArgumentException("basePath must be an absolute ZooKeeper path such as /services,"
                    + " not " + (basePath == null ? "null" : "\"" + basePath + "\""));
        }
        this.basePath = basePath;
    }

    @Override
    public String getBasePath() {
        return basePath;
    }

    @Override
    public String getPathForInstances(String serviceName) {
        return ZKPaths.makePath(basePath, serviceName);
    }
}
