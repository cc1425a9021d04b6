#include "report/htmlreport.h"

#include "report/html.h"
#include "report/reportsections.h"
#include "report/svgplot.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {

// Inline, with no url(), @import or font file: the page must open from a
// mail attachment with no network.
constexpr char kStyle[] = R"(
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1b1b;--muted:#5f5f5f;--line:#c8c8c8;--head:#f1f3f5;
--s1:#1f62b4;--s2:#c4342d;--s3:#2d8a3e;--s4:#7a4fb0;--b1:#7f9fbf;--b2:#e08a2c;--better:#1a7f37;--worse:#b3261e;--changed:#8a5a00;
--gm:#fff;--gmb:#c5cbd3;--gp:#f0f2f5;--gpb:#b4bcc8;--gn:#e6eef7;--gnb:#a9bdd6;--gc:#fbfcfd;--gcb:#c9d3df;--gu:#f3f5f7;--gt:#1f2933;--gx:#5f6b7a;--gd:#fdf6e7;--gdb:#d8b36a;--go:#d9dce0}
@media (prefers-color-scheme:dark){:root{--bg:#15171a;--fg:#e4e6e8;--muted:#a3a7ab;--line:#454a50;--head:#202428;
--s1:#6cb4ff;--s2:#ff7b72;--s3:#6fd38a;--s4:#c9a6ff;--b1:#8fb3d9;--b2:#f2a65a;--better:#6fd38a;--worse:#ff8a80;--changed:#e8c06a;
--gm:#23282e;--gmb:#3d454f;--gp:#292f36;--gpb:#47505c;--gn:#24303d;--gnb:#3f556e;--gc:#2c333b;--gcb:#454f5b;--gu:#333a43;--gt:#e4e8ed;--gx:#9aa5b1;--gd:#3a3324;--gdb:#8a703d;--go:#26292d}}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg);margin:1.5em auto;max-width:1180px;padding:0 1em}
h1{font-size:1.5em;margin:.2em 0}h2{font-size:1.25em;border-bottom:1px solid var(--line);padding-bottom:.2em;margin-top:1.6em}h3{font-size:1.05em}
.muted{color:var(--muted)}
table{border-collapse:collapse;margin:.4em 0 1em}th,td{border:1px solid var(--line);padding:2px 7px;text-align:left;vertical-align:top}
th{background:var(--head)}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
table.kv th{width:14em}
.better{color:var(--better);font-weight:600}td.best{color:var(--better);font-weight:700}.worse{color:var(--worse);font-weight:600}.changed{color:var(--changed);font-weight:600}
.assumed{font-style:italic;color:var(--muted)}
.error{color:var(--worse)}.warning{color:var(--changed)}
pre{white-space:pre-wrap;word-break:break-all;background:var(--head);padding:.6em;border-radius:4px}
.chart{display:block;max-width:100%;height:auto;margin:.4em 0}
.chart .lbl{fill:var(--fg);font-size:11px}.chart .ttl{fill:var(--fg);font-size:13px;font-weight:600}
.chart .grid{stroke:var(--line);stroke-width:.6}.chart .frame{fill:none;stroke:var(--line)}
.chart polyline,.chart line.s1,.chart line.s2,.chart line.s3,.chart line.s4{fill:none;stroke-width:1.6}
.s1{stroke:var(--s1)}.s2{stroke:var(--s2)}.s3{stroke:var(--s3)}.s4{stroke:var(--s4)}
.b1{fill:var(--b1)}.b2{fill:var(--b2)}.na{fill:var(--line)}.marker{stroke:var(--muted);stroke-dasharray:4 3}
.pair{display:flex;flex-wrap:wrap;gap:1em}
.tg text{fill:var(--gt)}.tg .mu{fill:var(--gx)}.tg .b{font-weight:600}
.tg .m>rect{fill:var(--gm);stroke:var(--gmb)}.tg .pk>rect,.tg .ds>rect{fill:var(--gp);stroke:var(--gpb)}
.tg .nd>rect{fill:var(--gn);stroke:var(--gnb)}.tg .cd>rect{fill:var(--gc);stroke:var(--gnb)}
.tg .co>rect{fill:var(--gc);stroke:var(--gcb);stroke-width:.6}.tg .pt>rect,.tg .mn>rect{stroke-dasharray:5 3}
.tg .e>rect{stroke-dasharray:3 2;stroke-width:1.2}.tg .pn>rect{fill:var(--gu)}.tg .off>rect{fill:var(--go)}
.tg .nx>rect{fill:var(--go);stroke:var(--gx);stroke-width:.8;stroke-dasharray:2 2}.tg .off text{fill:var(--gx)}
.tg .hd text{fill:#fff}.tg .hl text{fill:#1b1b1b}.tg .dv>rect{fill:var(--gd);stroke:var(--gdb)}
@media print{body{max-width:none;margin:0;font-size:9.5pt;background:#fff;color:#000}
:root{--bg:#fff;--fg:#000;--muted:#444;--line:#999;--head:#eee;
--gm:#fff;--gmb:#c5cbd3;--gp:#f0f2f5;--gpb:#b4bcc8;--gn:#e6eef7;--gnb:#a9bdd6;--gc:#fbfcfd;--gcb:#c9d3df;--gu:#f3f5f7;--gt:#1f2933;--gx:#5f6b7a;--gd:#fdf6e7;--gdb:#d8b36a;--go:#d9dce0}
h2{break-after:avoid-page}section{break-inside:auto}table,svg,pre{break-inside:avoid-page}
tr{break-inside:avoid}a{color:inherit;text-decoration:none}}
)";

} // namespace

QByteArray writeHtmlReport(const ReportInput &in)
{
    std::string out;
    out.reserve(1 << 20);
    const QString host = in.snapshot.hostname.isEmpty() ? in.snapshot.source : in.snapshot.hostname;
    out += "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"";
    html::escape(out, QCoreApplication::translate("irqatlas-report", "en",
                                                  "the report's HTML lang attribute"));
    out += "\"><head><meta charset=\"utf-8\"/><meta name=\"viewport\" "
           "content=\"width=device-width, initial-scale=1\"/>";
    out += "<meta name=\"generator\" content=\"irqatlas\"/><title>";
    html::escape(out,
                 QCoreApplication::translate("irqatlas-report", "irqatlas report: %1").arg(host));
    out += "</title><style>";
    out += kStyle;
    out += "</style></head><body>";
    out += "<header><h1>";
    html::escape(out,
                 QCoreApplication::translate("irqatlas-report", "irqatlas report: %1").arg(host));
    out += "</h1><p class=\"muted\">";
    html::escape(out, QCoreApplication::translate("irqatlas-report", "Generated %1 from %2.")
                          .arg(in.generated, in.snapshot.source));
    out += "</p></header>";

    reportpart::machine(out, in);
    reportpart::trial(out, in);
    reportpart::cost(out, in);
    reportpart::recording(out, in);
    reportpart::plans(out, in);
    reportpart::irqTable(out, in);

    if (!in.commands.isEmpty()) {
        out += "<section id=\"reproduce\">";
        reportpart::heading(out, 2, QCoreApplication::translate("irqatlas-report", "Reproduce"));
        out += "<pre>";
        for (const QString &c : in.commands) {
            html::escape(out, c);
            out += '\n';
        }
        out += "</pre></section>";
    }
    out += "</body></html>\n";
    return QByteArray(out.data(), qsizetype(out.size()));
}

} // namespace irqatlas
