package io.zkwire.testkit;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/** The last lines of a log file, for error messages; never fails, whatever the file's state. */
final class LogTail {
    /** Enough for a stack trace; a server log can be large, so only its end is read. */
    private static final int MAX_BYTES = 64 * 1024;

    private LogTail() {
    }

    static String lastLines(String text, int lines) {
        List<String> all = Arrays.asList(text.split("\n"));
        return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
    }

    static String of(Path file, int lines) {
        try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
            long start = Math.max(0, in.length() - MAX_BYTES);
            byte[] bytes = new byte[(int) (in.length() - start)];
            in.seek(start);
            in.readFully(bytes);
            return lastLines(new String(bytes, StandardCharsets.UTF_8), lines);
        } catch (IOException e) {
            return "(no log at " + file + ": " + e + ")";
        }
    }
}
