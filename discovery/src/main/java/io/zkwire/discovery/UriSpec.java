// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.StringTokenizer;

/**
 * Curator's URI template: text with variables in braces, such as {@code {scheme}://{address}:{port}}. The
 * variables {@code scheme}, {@code name}, {@code id}, {@code address}, {@code port}, {@code ssl-port},
 * {@code registration-time-utc} and {@code service-type} come from the instance; {@code [} and {@code ]}
 * stand for literal braces. Unknown variables become empty.
 */
public class UriSpec implements Iterable<UriSpec.Part> {

    public static final String FIELD_SCHEME = "scheme";
    public static final String FIELD_NAME = "name";
    public static final String FIELD_ID = "id";
    public static final String FIELD_ADDRESS = "address";
    public static final String FIELD_PORT = "port";
    public static final String FIELD_SSL_PORT = "ssl-port";
    public static final String FIELD_REGISTRATION_TIME_UTC = "registration-time-utc";
    public static final String FIELD_SERVICE_TYPE = "service-type";
    public static final String FIELD_OPEN_BRACE = "[";
    public static final String FIELD_CLOSE_BRACE = "]";

    /** Its JSON form is Curator's: {@code {"parts":[{"value":..,"variable":..}]}}. */
    private final List<Part> parts = new ArrayList<>();

    /** One piece of the template: literal text, or the name of a variable. */
    public static class Part {
        private final String value;
        private final boolean variable;

        public Part(String value, boolean isVariable) {
            this.value = value;
            this.variable = isVariable;
        }

        public Part() {
            this("", false);
        }

        public String getValue() {
            return value;
        }

        public boolean isVariable() {
            return variable;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Part part && o.getClass() == getClass() && variable == part.variable
                    && value.equals(part.value);
        }

        @Override
        public int hashCode() {
            return 31 * value.hashCode() + (variable ? 1 : 0);
        }
    }

    public UriSpec() {
    }

    /** Parses {@code rawSpec}; a brace out of place is an IllegalStateException. */
    public UriSpec(String rawSpec) {
        boolean inVariable = false;
        StringTokenizer tokens = new StringTokenizer(rawSpec, "{}", true);
        while (tokens.hasMoreTokens()) {
            String token = tokens.nextToken();
            if (token.equals("{")) {
                check(!inVariable, "{ is not allowed inside of a variable specification", rawSpec);
                inVariable = true;
            } else if (token.equals("}")) {
                check(inVariable, "} must be preceded by {", rawSpec);
                inVariable = false;
            } else {
                add(new Part(inVariable ? token.trim() : token, inVariable));
            }
        }
        check(!inVariable, "Final variable not closed - expected }", rawSpec);
    }

    private static void check(boolean condition, String message, String rawSpec) {
        if (!condition) {
            throw new IllegalStateException(message + " in the URI spec \"" + rawSpec + "\"");
        }
    }

    public String build() {
        return build(null, Map.of());
    }

    public String build(ServiceInstance<?> serviceInstance) {
        return build(serviceInstance, Map.of());
    }

    public String build(Map<String, Object> variables) {
        return build(null, variables);
    }

    /** The URI with the instance's fields, then {@code variables}, filled in. */
    public String build(ServiceInstance<?> serviceInstance, Map<String, Object> variables) {
        Map<String, Object> values = instanceVariables(serviceInstance);
        values.putAll(variables);
        StringBuilder uri = new StringBuilder();
        for (Part part : parts) {
            if (!part.isVariable()) {
                uri.append(part.getValue());
            } else if (values.get(part.getValue()) != null) {
                uri.append(values.get(part.getValue()));
            }
        }
        return uri.toString();
    }

    private static Map<String, Object> instanceVariables(ServiceInstance<?> instance) {
        Map<String, Object> values = new HashMap<>();
        values.put(FIELD_OPEN_BRACE, "{");
        values.put(FIELD_CLOSE_BRACE, "}");
        values.put(FIELD_SCHEME, "http");
        if (instance == null) {
            return values;
        }
        values.put(FIELD_NAME, orEmpty(instance.getName()));
        values.put(FIELD_ID, orEmpty(instance.getId()));
        values.put(FIELD_ADDRESS, orEmpty(instance.getAddress()));
        values.put(FIELD_PORT, orEmpty(instance.getPort()));
        values.put(FIELD_SSL_PORT, orEmpty(instance.getSslPort()));
        values.put(FIELD_REGISTRATION_TIME_UTC, instance.getRegistrationTimeUTC());
        ServiceType type = instance.getServiceType();
        values.put(FIELD_SERVICE_TYPE, type == null ? "" : type.name().toLowerCase(Locale.ROOT));
        if (instance.getSslPort() != null) {
            values.put(FIELD_SCHEME, "https");
        }
        return values;
    }

    private static Object orEmpty(Object value) {
        return value == null ? "" : value;
    }

    @Override
    public Iterator<Part> iterator() {
        return Collections.unmodifiableList(parts).iterator();
    }

    public List<Part> getParts() {
        return List.copyOf(parts);
    }

    public void add(Part part) {
        parts.add(Objects.requireNonNull(part, "part cannot be null"));
    }

    public void remove(Part part) {
        parts.remove(part);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof UriSpec spec && o.getClass() == getClass() && parts.equals(spec.parts);
    }

    @Override
    public int hashCode() {
        return parts.hashCode();
    }
}
