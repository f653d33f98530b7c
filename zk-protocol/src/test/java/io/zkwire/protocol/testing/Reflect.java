package io.zkwire.protocol.testing;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/** Reflection calls with the target's own exception rethrown, not wrapped. */
public final class Reflect {

    private Reflect() {
    }

    public static <R> R construct(Class<R> type, Class<?>[] parameterTypes, Object... args) {
        try {
            Constructor<R> constructor = type.getDeclaredConstructor(parameterTypes);
            constructor.setAccessible(true);
            return constructor.newInstance(args);
        } catch (InvocationTargetException e) {
            throw rethrow(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("cannot construct " + type.getName(), e);
        }
    }

    public static Object invoke(Method method, Object target, Object... args) {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw rethrow(e.getCause());
        } catch (IllegalAccessException e) {
            throw new AssertionError("cannot call " + method, e);
        }
    }

    private static RuntimeException rethrow(Throwable cause) {
        if (cause instanceof RuntimeException r) {
            throw r;
        }
        if (cause instanceof Error e) {
            throw e;
        }
        throw new IllegalStateException(cause);
    }
}
