package io.zkwire.client.it;

import io.zkwire.protocol.OpResult;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Turns multi and multiRead results into short strings ("create /a", "error -101", ...) so tests can
 * compare a whole result list in one assertion and print it readably when it differs.
 */
final class OpResults {

    private OpResults() {}

    static List<String> describe(List<OpResult> results) {
        return results.stream().map(OpResults::describe).collect(Collectors.toList());
    }

    static String describe(OpResult result) {
        if (result instanceof OpResult.CreateResult create) {
            return "create " + create.path();
        } else if (result instanceof OpResult.DeleteResult) {
            return "delete";
        } else if (result instanceof OpResult.SetDataResult set) {
            return "setData v" + set.stat().version();
        } else if (result instanceof OpResult.CheckResult) {
            return "check";
        } else if (result instanceof OpResult.ErrorResult error) {
            return "error " + error.err();
        } else if (result instanceof OpResult.GetDataResult get) {
            return "getData " + Arrays.toString(get.data()) + " v" + get.stat().version();
        } else if (result instanceof OpResult.GetChildrenResult children) {
            return "getChildren " + children.children().stream().sorted().collect(Collectors.toList());
        }
        return "unexpected " + result;
    }
}
