package io.zkwire.testkit;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A ZooKeeper release number such as {@code 3.9.5}; the kit needs it to pick the jars a server needs. */
record ZkVersion(int major, int minor, int patch) {
    private static final Pattern FORMAT = Pattern.compile("(\\d+)\\.(\\d+)\\.(\\d+)");

    static ZkVersion parse(String text) {
        Matcher matcher = FORMAT.matcher(text.trim());
        if (!matcher.matches()) {
            throw new IllegalArgumentException("ZooKeeper version '" + text
                    + "' is not a release number like 3.9.5 (tested: 3.5.10, 3.6.4, 3.7.2, 3.8.6, 3.9.5)");
        }
        return new ZkVersion(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)),
                Integer.parseInt(matcher.group(3)));
    }

    boolean atLeast(int wantedMajor, int wantedMinor) {
        return major > wantedMajor || (major == wantedMajor && minor >= wantedMinor);
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch;
    }
}
