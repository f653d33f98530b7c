// SPDX-License-Identifier: Apache-2.0
/**
 * Plumbing of the kit that its packages and zkwire's own tests share: bounded polling and ZooKeeper's
 * four-letter words. Not part of the kit's API; it may change in any release.
 */
package io.zkwire.testkit.internal;
