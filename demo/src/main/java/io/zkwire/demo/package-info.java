/** zkwire demo. */
package io.zkwire.demo;
