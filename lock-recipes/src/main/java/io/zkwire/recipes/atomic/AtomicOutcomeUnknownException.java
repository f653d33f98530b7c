// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

/**
 * A write of an atomic value lost its reply (the connection broke while it was on its way), so it may or may
 * not have been applied. It is not retried blindly: a retried increment could count twice. Read the value
 * with {@code get()} and decide.
 */
public class AtomicOutcomeUnknownException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String path;

    AtomicOutcomeUnknownException(String path, Throwable cause) {
        super("the write of " + path + " may or may not have been applied (" + cause.getMessage() + "): read the"
                + " value with get() before you change it again", cause);
        this.path = path;
    }

    /** The value's node. */
    public String getPath() {
        return path;
    }
}
