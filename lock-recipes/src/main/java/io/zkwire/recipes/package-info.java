/** zkwire lock-recipes. */
package io.zkwire.recipes;
