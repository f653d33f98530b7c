package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ParticipantsTest {

    @Test
    void sortsBySequenceAfterTheLockNameWhateverTheProtectionPrefix() {
        List<String> children = List.of("_c_b-latch-0000000002", "_c_a-latch-0000000010", "_c_c-latch-0000000001");
        assertEquals(List.of("_c_c-latch-0000000001", "_c_b-latch-0000000002", "_c_a-latch-0000000010"),
                Participants.sorted(children, LeaderLatch.LOCK_NAME));
    }

    @Test
    void participantsCompareByIdAndLeadership() {
        assertEquals(new Participant("a", true), new Participant("a", true));
        assertEquals(new Participant("", false), new Participant());
        assertEquals(false, new Participant("a", true).equals(new Participant("a", false)));
    }
}
