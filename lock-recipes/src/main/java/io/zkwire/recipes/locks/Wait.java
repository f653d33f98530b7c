// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

/**
 * What a waiting contender waits for, one class per kind of verdict that makes it wait:
 * {@link PredecessorWait} for {@link Verdict.WaitForNode}, {@link ChildrenWait} for
 * {@link Verdict.WaitForChildren}. Each sets its watch when made and reports to its contender, in the
 * contender's serial tasks, until it fires or is dropped.
 */
interface Wait {

    /** Stops waiting: nothing more is reported; a watch possibly still registered is removed on this side. */
    void drop();
}
