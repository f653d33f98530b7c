package io.zkwire.recipes.locks;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * An acquisition in progress, inside the recipes: its outcome (empty when the deadline passed or it was
 * abandoned) completes on the client's event thread and is never handed to callers as is.
 */
interface Attempt<T> {

    CompletableFuture<Optional<T>> outcome();

    /** Gives up unless already acquired; whatever was created is deleted. */
    void abandon();
}
