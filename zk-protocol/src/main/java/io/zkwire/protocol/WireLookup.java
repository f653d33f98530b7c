package io.zkwire.protocol;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToIntFunction;

/** Int-to-constant lookup shared by the enums whose constants travel as ints. */
final class WireLookup<E extends Enum<E>> {

    private final Map<Integer, E> byValue = new HashMap<>();
    private final String typeName;
    private final String known;

    WireLookup(E[] constants, ToIntFunction<E> wireValue) {
        this.typeName = constants[0].getDeclaringClass().getSimpleName();
        for (E e : constants) {
            if (byValue.put(wireValue.applyAsInt(e), e) != null) {
                throw new AssertionError(typeName + " has two constants with value " + wireValue.applyAsInt(e));
            }
        }
        this.known = Arrays.toString(byValue.keySet().stream().sorted().toArray());
    }

    Optional<E> find(int value) {
        return Optional.ofNullable(byValue.get(value));
    }

    E get(int value) {
        E e = byValue.get(value);
        if (e == null) {
            throw new ProtocolException("unknown " + typeName + " value " + value + "; known values are " + known);
        }
        return e;
    }
}
