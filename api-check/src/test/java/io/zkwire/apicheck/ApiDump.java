// SPDX-License-Identifier: Apache-2.0
package io.zkwire.apicheck;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The public API of one module's classes (a directory or a jar): every public type of an exported package
 * (with a module-info: its unqualified exports; without one: every package outside {@code internal}), with
 * its public members and, if it can be subclassed, its protected ones. One line per type or member, the
 * type's binary name first, sorted by type, then type line, fields, constructors, methods.
 */
final class ApiDump {

    private ApiDump() {
    }

    /** The dump of the classes at {@code location}, loaded (not initialized) through {@code loader}. */
    static List<String> of(Path location, ClassLoader loader) throws IOException, ClassNotFoundException {
        if (Files.isDirectory(location)) {
            return of(location, location, loader);
        }
        try (FileSystem jar = FileSystems.newFileSystem(URI.create("jar:" + location.toUri()), Map.of())) {
            return of(jar.getPath("/"), location, loader);
        }
    }

    private static List<String> of(Path root, Path location, ClassLoader loader)
            throws IOException, ClassNotFoundException {
        Predicate<String> exported = exportedPackages(root);
        List<Line> lines = new ArrayList<>();
        for (String name : classNames(root)) {
            if (exported.test(packageOf(name))) {
                Class<?> type = Class.forName(name, false, loader);
                if (!location.equals(locationOf(type))) {
                    throw new IllegalStateException(name + " was loaded from " + locationOf(type)
                            + ", not from " + location + ": two copies of it are on the class path");
                }
                if (isVisible(type)) {
                    describe(type, lines);
                }
            }
        }
        return lines.stream().sorted().map(Line::text).collect(Collectors.toList());
    }

    /** Where a class was loaded from: its class directory or jar. */
    static Path locationOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Predicate<String> exportedPackages(Path root) throws IOException {
        Path moduleInfo = root.resolve("module-info.class");
        if (!Files.exists(moduleInfo)) {
            return pkg -> !Arrays.asList(pkg.split("\\.")).contains("internal");
        }
        try (InputStream in = Files.newInputStream(moduleInfo)) {
            Set<String> exports = ModuleDescriptor.read(in).exports().stream()
                    .filter(e -> !e.isQualified())
                    .map(ModuleDescriptor.Exports::source)
                    .collect(Collectors.toSet());
            return exports::contains;
        }
    }

    private static List<String> classNames(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.map(root::relativize)
                    .map(Path::toString)
                    .filter(f -> f.endsWith(".class") && !f.endsWith("module-info.class")
                            && !f.endsWith("package-info.class"))
                    .map(f -> f.substring(0, f.length() - ".class".length()).replace(root.getFileSystem()
                            .getSeparator(), "."))
                    .sorted()
                    .collect(Collectors.toList());
        }
    }

    private static String packageOf(String className) {
        int dot = className.lastIndexOf('.');
        return dot < 0 ? "" : className.substring(0, dot);
    }

    /** Public, or a protected member type, and every enclosing type visible too. */
    private static boolean isVisible(Class<?> type) {
        if (type.isAnonymousClass() || type.isLocalClass() || type.isSynthetic()) {
            return false;
        }
        int mods = type.getModifiers();
        boolean open = Modifier.isPublic(mods) || (type.isMemberClass() && Modifier.isProtected(mods));
        return open && (type.getEnclosingClass() == null || isVisible(type.getEnclosingClass()));
    }

    private static void describe(Class<?> type, List<Line> lines) {
        String owner = type.getName();
        lines.add(new Line(owner, 0, typeDeclaration(type)));
        boolean subclassable = !Modifier.isFinal(type.getModifiers());
        for (Field f : type.getDeclaredFields()) {
            if (isApi(f, subclassable)) {
                lines.add(new Line(owner, 1, unqualified(f.toGenericString(), type, f.getName())));
            }
        }
        for (Constructor<?> c : type.getDeclaredConstructors()) {
            if (isApi(c, subclassable)) {
                String text = c.toGenericString().replace(type.getTypeName() + "(", type.getSimpleName() + "(");
                lines.add(new Line(owner, 2, text));
            }
        }
        for (Method m : type.getDeclaredMethods()) {
            if (isApi(m, subclassable) && !m.isBridge()) {
                lines.add(new Line(owner, 3, unqualified(m.toGenericString(), type, m.getName() + "(")));
            }
        }
    }

    private static boolean isApi(Member member, boolean subclassable) {
        int mods = member.getModifiers();
        return !member.isSynthetic() && (Modifier.isPublic(mods) || (subclassable && Modifier.isProtected(mods)));
    }

    /** Drops the declaring type's name in front of a member's name: it is the line's first word already. */
    private static String unqualified(String declaration, Class<?> type, String memberStart) {
        return declaration.replace(type.getTypeName() + "." + memberStart, memberStart);
    }

    private static String typeDeclaration(Class<?> type) {
        StringBuilder text = new StringBuilder(typeModifiers(type));
        text.append(kind(type)).append(' ').append(type.getSimpleName()).append(typeParameters(type));
        Type superclass = type.getGenericSuperclass();
        if (superclass != null && superclass != Object.class && superclass != Record.class && !type.isEnum()) {
            text.append(" extends ").append(superclass.getTypeName());
        }
        Type[] interfaces = type.getGenericInterfaces();
        if (interfaces.length > 0 && !type.isAnnotation()) {
            text.append(type.isInterface() ? " extends " : " implements ").append(joined(interfaces));
        }
        if (type.isSealed()) {
            text.append(" permits ").append(joined(Arrays.stream(type.getPermittedSubclasses())
                    .filter(ApiDump::isVisible).toArray(Type[]::new)));
        }
        return text.toString();
    }

    private static String typeModifiers(Class<?> type) {
        int mods = type.getModifiers() & (Modifier.PUBLIC | Modifier.PROTECTED | Modifier.STATIC
                | Modifier.FINAL | Modifier.ABSTRACT);
        if (type.isInterface() || type.isEnum() || type.isRecord()) {
            mods &= Modifier.PUBLIC | Modifier.PROTECTED; // the other modifiers are implied
        }
        String text = Modifier.toString(mods) + (type.isSealed() ? " sealed" : "");
        return text.isEmpty() ? "" : text + " ";
    }

    private static String kind(Class<?> type) {
        if (type.isAnnotation()) {
            return "@interface";
        }
        if (type.isInterface()) {
            return "interface";
        }
        return type.isEnum() ? "enum" : type.isRecord() ? "record" : "class";
    }

    private static String typeParameters(Class<?> type) {
        TypeVariable<?>[] variables = type.getTypeParameters();
        if (variables.length == 0) {
            return "";
        }
        return Arrays.stream(variables).map(v -> {
            Type[] bounds = v.getBounds();
            boolean plain = bounds.length == 1 && bounds[0] == Object.class;
            return plain ? v.getName() : v.getName() + " extends " + joined(bounds, " & ");
        }).collect(Collectors.joining(", ", "<", ">"));
    }

    private static String joined(Type[] types) {
        return joined(types, ", ");
    }

    private static String joined(Type[] types, String separator) {
        return Arrays.stream(types).map(Type::getTypeName).collect(Collectors.joining(separator));
    }

    /** One line of the dump; the order groups a type's lines and puts its declaration first. */
    private record Line(String owner, int rank, String declaration) implements Comparable<Line> {
        private static final Comparator<Line> ORDER = Comparator.comparing(Line::owner)
                .thenComparingInt(Line::rank).thenComparing(Line::declaration);

        @Override
        public int compareTo(Line other) {
            return ORDER.compare(this, other);
        }

        String text() {
            return owner + " " + declaration;
        }
    }
}
