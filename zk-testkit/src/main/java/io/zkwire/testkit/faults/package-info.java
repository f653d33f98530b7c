/**
 * Network faults between clients and real ZooKeeper servers: {@link io.zkwire.testkit.faults.FaultProxy}, a
 * loopback TCP proxy that can delay, stall, drop or reset traffic at run time, and
 * {@link io.zkwire.testkit.faults.ProxiedEnsemble}, one such proxy in front of each server of an ensemble.
 */
package io.zkwire.testkit.faults;
