/** The shared jute data records: Stat, Id, ACL and ClientInfo (docs/contributing/protocol.md §4.1). */
package io.zkwire.protocol.data;
