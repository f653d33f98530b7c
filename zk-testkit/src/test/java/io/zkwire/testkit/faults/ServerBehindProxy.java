package io.zkwire.testkit.faults;

import io.zkwire.testkit.ZkEnsemble;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;

/** One real standalone server for the test class, and a fresh proxy in front of it for each test. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ServerBehindProxy {
    ZkEnsemble zk;
    FaultProxy proxy;

    @BeforeAll
    void startServer() {
        zk = ZkEnsemble.standalone().start();
    }

    @AfterAll
    void stopServer() {
        zk.close();
    }

    @BeforeEach
    void startProxy() {
        proxy = FaultProxy.to(zk.server(0));
    }

    @AfterEach
    void closeProxy() {
        proxy.close();
    }
}
