// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.testing;

import java.util.Objects;

/** A payload both Curator and zkwire write with its class name. */
public class Payload {
    private String value;

    public Payload() {
    }

    public Payload(String value) {
        this.value = value;
    }

    public String getValue() {
        return value;
    }

    public void setValue(String value) {
        this.value = value;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Payload other && Objects.equals(value, other.value);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(value);
    }

    @Override
    public String toString() {
        return "Payload{" + value + "}";
    }
}
