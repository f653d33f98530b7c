package io.zkwire.jmh.paired;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One SVG per row, drawn by hand (no charting dependency): on the left both libraries' latency percentile
 * curves (percentile on a "nines" axis, latency on a log axis; solid forceSync=no, dashed forceSync=yes), on
 * the right the per-pair ratios of each setting on a log axis, as bars from 1× to their median with min–max
 * whiskers and one dot per pair.
 */
final class Charts {
    private static final int WIDTH = 920;
    private static final int HEIGHT = 360;
    private static final int TOP = 40;
    private static final int BOTTOM = 300;
    private static final int CURVES_LEFT = 70;
    private static final int CURVES_RIGHT = 470;
    private static final int BARS_LEFT = 560;
    private static final int BARS_RIGHT = 900;
    private static final String ZKWIRE_COLOR = "#1f77b4";
    private static final String ANCHOR_COLOR = "#ff7f0e";
    private static final double MAX_NINES = 4;

    private Charts() {}

    /** The chart of one row over every setting that measured it. */
    static String svg(Row row, List<Setting> settings) {
        List<RowResult> results = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (Setting s : settings) {
            s.rows.stream().filter(r -> r.row.id().equals(row.id())).forEach(r -> {
                results.add(r);
                labels.add(s.forceSync);
            });
        }
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
                WIDTH, HEIGHT));
        text(svg, 10, 20, "bold", row.id() + ": " + row.title() + " (" + row.subject() + " vs " + row.anchor() + ")");
        curves(svg, results, labels, row.subject(), row.anchor());
        bars(svg, results, labels, row);
        return svg.append("</svg>\n").toString();
    }

    private static void curves(StringBuilder svg, List<RowResult> results, List<String> labels, String subject,
            String anchor) {
        double lo = Double.MAX_VALUE;
        double hi = 0;
        double nines = 0;
        List<Samples> pooled = new ArrayList<>();
        for (RowResult r : results) {
            for (Samples s : List.of(RowResult.pooled(r.zkwire), RowResult.pooled(r.anchor))) {
                pooled.add(s);
                if (s.size() > 0) {
                    lo = Math.min(lo, s.quantile(0));
                    hi = Math.max(hi, s.quantile(1));
                    nines = Math.max(nines, Math.min(MAX_NINES, Math.log10(s.size())));
                }
            }
        }
        if (hi == 0) {
            text(svg, CURVES_LEFT, BOTTOM / 2, "normal", "no per-operation latencies (throughput only)");
            return;
        }
        nines = Math.max(1, Math.floor(nines));
        double logLo = Math.floor(Math.log10(lo));
        double logHi = Math.ceil(Math.log10(hi));
        frame(svg, CURVES_LEFT, CURVES_RIGHT, "latency (log) by percentile");
        for (double decade = logLo; decade <= logHi; decade++) {
            double y = scale(decade, logLo, logHi, BOTTOM, TOP);
            gridLine(svg, CURVES_LEFT, CURVES_RIGHT, y);
            text(svg, 8, y + 4, "normal", Units.nanos(Math.pow(10, decade)));
        }
        String[] tickLabels = {"p0", "p90", "p99", "p99.9", "p99.99"};
        for (int n = 0; n <= nines; n++) {
            double x = scale(n, 0, nines, CURVES_LEFT, CURVES_RIGHT);
            text(svg, x - 10, BOTTOM + 15, "normal", tickLabels[n]);
        }
        double p50 = scale(Math.log10(2), 0, nines, CURVES_LEFT, CURVES_RIGHT);
        text(svg, p50 - 8, BOTTOM + 15, "normal", "p50");
        for (int i = 0; i < pooled.size(); i++) {
            Samples s = pooled.get(i);
            if (s.size() == 0) {
                continue;
            }
            StringBuilder points = new StringBuilder();
            for (double x = 0; x <= nines + 1e-9; x += 0.02) {
                double q = 1 - Math.pow(10, -x);
                double y = scale(Math.log10(Math.max(1, s.quantile(q))), logLo, logHi, BOTTOM, TOP);
                points.append(String.format(Locale.ROOT, "%.1f,%.1f ", scale(x, 0, nines, CURVES_LEFT, CURVES_RIGHT), y));
            }
            boolean zkwire = i % 2 == 0;
            boolean dashed = labels.get(i / 2).equals("yes");
            svg.append(String.format(Locale.ROOT, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\"%s "
                    + "points=\"%s\"/>\n", zkwire ? ZKWIRE_COLOR : ANCHOR_COLOR,
                    dashed ? " stroke-dasharray=\"5,3\"" : "", points.toString().trim()));
        }
        legend(svg, CURVES_LEFT + 10, TOP + 12, ZKWIRE_COLOR, subject);
        legend(svg, CURVES_LEFT + 80, TOP + 12, ANCHOR_COLOR, anchor);
        text(svg, CURVES_LEFT + 170, BOTTOM + 35, "normal", "solid: forceSync=no, dashed: forceSync=yes");
    }

    private static void bars(StringBuilder svg, List<RowResult> results, List<String> labels, Row row) {
        Row.Kind kind = row.kind();
        String subject = row.subject();
        List<String> names = new ArrayList<>();
        List<List<Double>> groups = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            RowResult r = results.get(i);
            names.add((kind == Row.Kind.THROUGHPUT ? "ops/s" : "p50") + " fs=" + labels.get(i));
            groups.add(r.ratios());
            List<Double> tail = r.tailRatios().stream().filter(v -> !v.isNaN()).toList();
            if (!tail.isEmpty()) {
                names.add("p99 fs=" + labels.get(i));
                groups.add(tail);
            }
        }
        // A log2 axis: 0.5× and 2× are equally far from 1×, and one wild pair cannot flatten the others.
        double lo = -1;
        double hi = 1;
        for (List<Double> g : groups) {
            for (double v : g) {
                if (v > 0 && !Double.isInfinite(v)) {
                    lo = Math.min(lo, Math.floor(log2(v)));
                    hi = Math.max(hi, Math.ceil(log2(v)));
                }
            }
        }
        frame(svg, BARS_LEFT, BARS_RIGHT, subject + " / " + row.anchor() + " per pair (log scale)");
        text(svg, BARS_LEFT, BOTTOM + 50, "normal", "times: below 1× " + subject + " is faster; ops/s: above 1×");
        for (double tick = lo; tick <= hi; tick++) {
            double y = scale(tick, lo, hi, BOTTOM, TOP);
            gridLine(svg, BARS_LEFT, BARS_RIGHT, y);
            text(svg, BARS_LEFT - 40, y + 4, "normal", Units.num(Math.pow(2, tick)) + "×");
        }
        double one = scale(0, lo, hi, BOTTOM, TOP);
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"black\" "
                + "stroke-width=\"1\"/>\n", BARS_LEFT, BARS_RIGHT, one, one));
        double slot = (BARS_RIGHT - BARS_LEFT) / (double) Math.max(1, groups.size());
        for (int i = 0; i < groups.size(); i++) {
            RowResult.Spread s = RowResult.Spread.of(groups.get(i));
            if (Double.isNaN(s.median())) {
                continue;
            }
            double x = BARS_LEFT + slot * i + slot * 0.2;
            double w = slot * 0.6;
            double y = scale(log2(s.median()), lo, hi, BOTTOM, TOP);
            svg.append(String.format(Locale.ROOT, "<rect class=\"ratio\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
                    + "height=\"%.1f\" fill=\"%s\" opacity=\"0.7\"/>\n", x, Math.min(y, one), w, Math.abs(one - y),
                    ZKWIRE_COLOR));
            double mid = x + w / 2;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" "
                    + "stroke=\"black\"/>\n", mid, mid, scale(log2(s.min()), lo, hi, BOTTOM, TOP),
                    scale(log2(s.max()), lo, hi, BOTTOM, TOP)));
            for (double v : groups.get(i)) {
                if (v > 0 && !Double.isInfinite(v)) {
                    svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2\" fill=\"black\"/>\n",
                            mid, scale(log2(v), lo, hi, BOTTOM, TOP)));
                }
            }
            text(svg, x, Math.min(y, one) - 4, "bold", Units.ratio(s.median()) + "×");
            text(svg, x - 4, BOTTOM + 15, "normal", names.get(i));
        }
    }

    private static void frame(StringBuilder svg, int left, int right, String caption) {
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
                + "stroke=\"#999\"/>\n", left, TOP, right - left, BOTTOM - TOP));
        text(svg, left, BOTTOM + 35, "normal", caption);
    }

    private static void gridLine(StringBuilder svg, int left, int right, double y) {
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n",
                left, right, y, y));
    }

    private static void legend(StringBuilder svg, double x, double y, String color, String name) {
        svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"12\" height=\"4\" fill=\"%s\"/>\n",
                x, y, color));
        text(svg, x + 16, y + 5, "normal", name);
    }

    private static void text(StringBuilder svg, double x, double y, String weight, String content) {
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-weight=\"%s\">%s</text>\n", x, y,
                weight, content.replace("&", "&amp;").replace("<", "&lt;")));
    }

    private static double log2(double v) {
        return Math.log(v) / Math.log(2);
    }

    private static double scale(double v, double from, double to, double outFrom, double outTo) {
        return outFrom + (v - from) / (to - from) * (outTo - outFrom);
    }
}
