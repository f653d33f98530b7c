package io.zkwire.jmh.paired;

import java.util.Locale;

/** Numbers as the report prints them: three significant digits, times in the unit that fits. */
final class Units {
    private Units() {}

    static String nanos(double nanos) {
        if (Double.isNaN(nanos)) {
            return "–";
        }
        if (nanos >= 1e9) {
            return num(nanos / 1e9) + " s";
        }
        return nanos >= 1e6 ? num(nanos / 1e6) + " ms" : num(nanos / 1e3) + " µs";
    }

    static String num(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return "–";
        }
        return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.3g", v);
    }

    static String ratio(double v) {
        return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.2f", v);
    }
}
