// Plan text that travels in tickets reaches root shells, systemd units and
// irqbalance's environment file. Every text field of a plan, with every
// character that a shell, systemd or a terminal acts on, in every export
// format: either the plan is refused with a message naming the field (at load
// and at export), or the exported files are inert: the sh scripts run under
// dash and busybox sh (--dry-run, apply and rollback against a test root, and
// on stdin as the remote apply sends them) and the command hidden in the field
// never runs.

#include "applytree.h"
#include "faketree.h"
#include "model/planfile.h"
#include "plan/planexport.h"
#include "plan/shelltext.h"
#include "testdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace irqatlas;
using namespace irqatlas::test;

namespace {

enum class Field
{
    Hostname,
    Kernel,
    Topology,
    Algorithm,
    Created,
    ParamKey,
    ParamValue,
    Note,
    Match
};

struct FieldInfo
{
    Field field;
    const char *tag;
    const char *errorPrefix; // how messages name it
    bool shaped;             // a fixed shape: every dangerous character is refused
};

const FieldInfo kFields[] = {
    {Field::Hostname, "host.hostname", "host.hostname: ", true},
    {Field::Kernel, "host.kernel", "host.kernel: ", true},
    {Field::Topology, "host.topology", "host.topology: ", true},
    {Field::Algorithm, "generator.algorithm", "generator.algorithm: ", true},
    {Field::Created, "created", "created: ", true},
    {Field::ParamKey, "generator.params key", "generator.params: ", true},
    {Field::ParamValue, "generator.params value", "generator.params.note: ", false},
    {Field::Note, "notes", "notes[0]: ", false},
    {Field::Match, "match", "assignment 0 (irq 25): match: ", false},
};

struct Danger
{
    const char *tag;
    QByteArray payload; // "M" stands for the marker file's path
    bool printable;     // free text may hold it
};

QList<Danger> dangers()
{
    return {
        {"newline", "a\ntouch M\n", false},
        {"CR", "a\rtouch M\r", false},
        {"U+2028", "a\xe2\x80\xa8touch M\xe2\x80\xa8", false},
        {"U+2029", "a\xe2\x80\xa9touch M\xe2\x80\xa9", false},
        {"U+0085", "a\xc2\x85touch M\xc2\x85", false},
        {"NUL", QByteArray("a\0;touch M;", 11), false},
        {"ESC", "a\x1b]2;x\x07;touch M", false},
        {"single quote", "a';touch M;'", true},
        {"double quote", "a\";touch M;\"", true},
        {"backtick", "a`touch M`", true},
        {"$(", "a$(touch M)", true},
        {"semicolon", "a;touch M", true},
        {"backslash", "a\\';touch M;'\\", true},
    };
}

QByteArray payloadFor(const QByteArray &payload, const QString &marker)
{
    QByteArray p = payload;
    p.replace("M", QFile::encodeName(marker));
    return p;
}

void setField(Plan &plan, Field f, const QByteArray &v)
{
    const QString s = QString::fromUtf8(v);
    switch (f) {
    case Field::Hostname:
        plan.host.hostname = s;
        break;
    case Field::Kernel:
        plan.host.kernel = s;
        break;
    case Field::Topology:
        plan.host.topology = s;
        break;
    case Field::Algorithm:
        plan.algorithm = s;
        break;
    case Field::Created:
        plan.created = s;
        break;
    case Field::ParamKey:
        plan.params.insert(s, 1);
        break;
    case Field::ParamValue:
        plan.params.insert(QStringLiteral("note"), s);
        break;
    case Field::Note:
        plan.notes = QStringList{s};
        break;
    case Field::Match:
        plan.assignments[0].match = v.toStdString();
        break;
    }
}

QByteArray jsonWithField(Field f, const QByteArray &v)
{
    QJsonObject root =
        QJsonDocument::fromJson(readData(QStringLiteral("apply/plan-virtio.json"))).object();
    const QString s = QString::fromUtf8(v);
    QJsonObject host = root.value(QStringLiteral("host")).toObject();
    QJsonObject gen = root.value(QStringLiteral("generator")).toObject();
    switch (f) {
    case Field::Hostname:
        host.insert(QStringLiteral("hostname"), s);
        break;
    case Field::Kernel:
        host.insert(QStringLiteral("kernel"), s);
        break;
    case Field::Topology:
        host.insert(QStringLiteral("topology"), s);
        break;
    case Field::Algorithm:
        gen.insert(QStringLiteral("algorithm"), s);
        break;
    case Field::Created:
        root.insert(QStringLiteral("created"), s);
        break;
    case Field::ParamKey:
        gen.insert(QStringLiteral("params"), QJsonObject{{s, 1}});
        break;
    case Field::ParamValue:
        gen.insert(QStringLiteral("params"), QJsonObject{{QStringLiteral("note"), s}});
        break;
    case Field::Note:
        root.insert(QStringLiteral("notes"), QJsonArray{s});
        break;
    case Field::Match: {
        QJsonArray as = root.value(QStringLiteral("assignments")).toArray();
        QJsonObject a = as.at(0).toObject();
        a.insert(QStringLiteral("match"), s);
        as.replace(0, a);
        root.insert(QStringLiteral("assignments"), as);
        break;
    }
    }
    root.insert(QStringLiteral("host"), host);
    root.insert(QStringLiteral("generator"), gen);
    return QJsonDocument(root).toJson();
}

template <typename T> QString errorOf(const Result<T> &r)
{
    return r.ok() ? QString() : r.errorString();
}

Plan virtioPlan()
{
    auto p = readVirtioPlan();
    if (!p.ok())
        qFatal("%s", qPrintable(p.errorString()));
    return *p;
}

// A byte that a file handed to root may not hold: controls other than
// newline and tab (the plan's own separators), DEL, and the UTF-8 of U+0085,
// U+2028, U+2029 and the bidirectional controls.
QString forbiddenIn(const QByteArray &b)
{
    for (qsizetype i = 0; i < b.size(); ++i) {
        const auto c = uchar(b.at(i));
        if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
            return QStringLiteral("byte 0x%1 at offset %2").arg(c, 2, 16, QLatin1Char('0')).arg(i);
        const QByteArray three = b.mid(i, 3);
        if (b.mid(i, 2) == "\xc2\x85" || three == "\xe2\x80\xa8" || three == "\xe2\x80\xa9" ||
            (three >= "\xe2\x80\xaa" && three <= "\xe2\x80\xae") ||
            (three >= "\xe2\x81\xa6" && three <= "\xe2\x81\xa9"))
            return QStringLiteral("a line separator or bidi control at offset %1").arg(i);
    }
    return {};
}

QStringList nonCommentLines(const QByteArray &unit)
{
    QStringList out;
    for (const QByteArray &l : unit.split('\n'))
        if (!l.startsWith('#') && !l.startsWith(';'))
            out << QString::fromUtf8(l);
    return out;
}

QList<QStringList> shells()
{
    QList<QStringList> out{{QStandardPaths::findExecutable(QStringLiteral("sh"))}};
    const QString busybox = QStandardPaths::findExecutable(QStringLiteral("busybox"));
    if (!busybox.isEmpty())
        out << QStringList{busybox, QStringLiteral("sh")};
    return out;
}

ProgramRun runShell(const QStringList &sh, const QStringList &args, const QByteArray &input = {})
{
    return runWithInput(sh.first(), sh.mid(1) + args, input);
}

} // namespace

class TestExportInert : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("sh")).isEmpty())
            QSKIP("no sh on this machine");
    }

    void loadRefusesOrKeeps_data() { addFieldsAndDangers(false); }
    void loadRefusesOrKeeps()
    {
        QFETCH(int, field);
        QFETCH(int, danger);
        const FieldInfo &fi = kFields[field];
        const Danger d = dangers().at(danger);
        const QByteArray value =
            payloadFor(d.payload, QStringLiteral("/tmp/irqatlas-never-created"));
        auto p = readPlan(jsonWithField(fi.field, value), QStringLiteral("plan.json"));
        if (fi.shaped || !d.printable) {
            QVERIFY2(!p.ok(), "a dangerous character was accepted");
            QVERIFY2(p.errorString().startsWith(QStringLiteral("plan.json: ") +
                                                QLatin1String(fi.errorPrefix)),
                     qPrintable(p.errorString()));
            return;
        }
        QVERIFY2(p.ok(), qPrintable(errorOf(p)));
        Plan expected = virtioPlan();
        setField(expected, fi.field, value);
        QCOMPARE(writePlan(*p), writePlan(expected));
    }

    void exportRefusesOrInert_data() { addFieldsAndDangers(true); }
    void exportRefusesOrInert()
    {
        QFETCH(int, field);
        QFETCH(int, danger);
        QFETCH(int, format);
        const FieldInfo &fi = kFields[field];
        const Danger d = dangers().at(danger);
        QTemporaryDir dir;
        const QString marker = dir.filePath(QStringLiteral("marker"));
        const QByteArray value = payloadFor(d.payload, marker);
        Plan plan = virtioPlan();
        setField(plan, fi.field, value);

        // Refusing is the only answer for these; when an export does not
        // refuse, the checks below show what it wrote before the test fails.
        const bool mustRefuse = fi.shaped || !d.printable;
        auto files = exportPlan(plan, ExportFormat(format));
        if (!files.ok()) {
            QVERIFY2(mustRefuse, qPrintable(files.errorString()));
            QVERIFY2(files.errorString().startsWith(QLatin1String(fi.errorPrefix)),
                     qPrintable(files.errorString()));
            return;
        }

        QString root = dir.filePath(QStringLiteral("t"));
        QVERIFY(makeVirtioTree(root));
        if (fi.field == Field::Match) {
            // The key must still find its row: IRQ 25 carries that name.
            QByteArray interrupts = treeFile(root, QStringLiteral("/proc/interrupts"));
            interrupts.replace("virtio5-req.0\n", QByteArray(value + '\n'));
            QVERIFY(writeTreeFile(root + QStringLiteral("/proc/interrupts"), interrupts));
        }
        const auto before = treeFiles(root);
        auto runScript = [&](const QByteArray &bytes, bool keyOnly) {
            const QString script = dir.filePath(QStringLiteral("plan.sh"));
            QVERIFY(writeTreeFile(script, bytes));
            for (const QStringList &sh : shells()) {
                const ProgramRun dry = runShell(sh, {script, QStringLiteral("--dry-run"), root});
                QVERIFY2(!QFileInfo::exists(marker), "the field ran a command (--dry-run)");
                QVERIFY2(dry.code == 0, dry.err.constData());
                if (!keyOnly) {
                    // As apply --host sends it: the script on stdin of sh -s.
                    const ProgramRun piped =
                        runShell(sh,
                                 {QStringLiteral("-s"), QStringLiteral("--"),
                                  QStringLiteral("--dry-run"), QStringLiteral("--records"), root},
                                 bytes);
                    QVERIFY2(!QFileInfo::exists(marker), "the field ran a command (sh -s)");
                    QVERIFY2(piped.code == 0, piped.err.constData());
                }
                const ProgramRun apply = runShell(sh, {script, QStringLiteral("apply"), root});
                QVERIFY2(!QFileInfo::exists(marker), "the field ran a command (apply)");
                QVERIFY2(apply.code == 0, apply.err.constData());
                QCOMPARE(treeFile(root, QStringLiteral("/proc/irq/25/smp_affinity_list")),
                         QByteArray("1\n"));
                const ProgramRun back = runShell(sh, {script, QStringLiteral("rollback"), root});
                QVERIFY2(!QFileInfo::exists(marker), "the field ran a command (rollback)");
                QVERIFY2(back.code == 0, back.err.constData());
                QCOMPARE(treeFiles(root), before);
            }
        };

        switch (ExportFormat(format)) {
        case ExportFormat::Shell:
            runScript(files->at(0).bytes, false);
            if (QTest::currentTestFailed())
                return;
            break;
        case ExportFormat::Systemd: {
            // The unit says what a clean plan's unit says, comments aside.
            auto clean = exportPlan(virtioPlan(), ExportFormat::Systemd);
            QVERIFY(clean.ok());
            QCOMPARE(nonCommentLines(files->at(0).bytes), nonCommentLines(clean->at(0).bytes));
            runScript(files->at(1).bytes, true);
            if (QTest::currentTestFailed())
                return;
            break;
        }
        case ExportFormat::Irqbalance: {
            const QString env = dir.filePath(QStringLiteral("irqbalance.default"));
            const QString policy = dir.filePath(QStringLiteral("policy.sh"));
            QVERIFY(writeTreeFile(env, files->at(0).bytes));
            QVERIFY(writeTreeFile(policy, files->at(1).bytes));
            for (const QStringList &sh : shells()) {
                // Sourced by the init script like /etc/default/irqbalance.
                const ProgramRun sourced =
                    runShell(sh, {QStringLiteral("-c"),
                                  QStringLiteral(". \"$1\"; printf %s \"$IRQBALANCE_ARGS\""),
                                  QStringLiteral("sh"), env});
                const ProgramRun ban =
                    runShell(sh, {policy, QStringLiteral("/sys/devices/x"), QStringLiteral("26")});
                QVERIFY2(!QFileInfo::exists(marker), "the field ran a command (irqbalance files)");
                QCOMPARE(sourced.out,
                         QByteArray("--banirq=25 --banirq=26 --banirq=27 --banirq=28"));
                QCOMPARE(ban.out, QByteArray("ban=true\n"));
            }
            break;
        }
        case ExportFormat::Json: {
            auto back = readPlan(files->at(0).bytes, QStringLiteral("export"));
            QVERIFY2(back.ok(), qPrintable(errorOf(back)));
            QCOMPARE(writePlan(*back), writePlan(plan));
            break;
        }
        }
        for (const ExportFile &f : *files)
            QVERIFY2(forbiddenIn(f.bytes).isEmpty(),
                     qPrintable(f.name + QStringLiteral(": ") + forbiddenIn(f.bytes)));
        QVERIFY2(!mustRefuse, "the export wrote a field that must be refused");
    }

    // The two writers alone, on every byte value: a comment line stays one
    // line of printable ASCII that never ends in a backslash; a quoted word is
    // exactly its bytes to dash and busybox sh.
    void writersOnEveryByte()
    {
        QByteArray all;
        for (int c = 1; c < 256; ++c)
            all += char(c);
        const QByteArray line = inertCommentLine(QByteArray(all + "\xe2\x80\xa8" + all));
        QVERIFY(line.startsWith("# "));
        QCOMPARE(line.count('\n'), 1);
        QVERIFY(line.endsWith("\n") && !line.endsWith("\\\n"));
        QVERIFY(forbiddenIn(line).isEmpty());
        const QByteArray body = line.chopped(1);
        for (char c : body)
            QVERIFY(uchar(c) >= 0x20 && uchar(c) < 0x7f);

        QByteArray script = "set -u\n";
        QList<QByteArray> words{
            all, "'", "''", "a'b\\'c", "$(x)`y`\"\n;\r", dangers().at(2).payload};
        for (const QByteArray &w : words)
            script += "printf '%s|' " + shellSingleQuote(w) + "\n";
        QByteArray expected;
        for (const QByteArray &w : words)
            expected += w + '|';
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("q.sh"));
        QVERIFY(writeTreeFile(path, script));
        for (const QStringList &sh : shells()) {
            const ProgramRun r = runShell(sh, {path});
            QCOMPARE(r.code, 0);
            QCOMPARE(r.out, expected);
        }
    }

private:
    void addFieldsAndDangers(bool withFormats)
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("danger");
        if (withFormats)
            QTest::addColumn<int>("format");
        const QList<Danger> ds = dangers();
        const std::pair<ExportFormat, const char *> formats[] = {
            {ExportFormat::Shell, "sh"},
            {ExportFormat::Systemd, "systemd"},
            {ExportFormat::Irqbalance, "irqbalance"},
            {ExportFormat::Json, "json"}};
        for (int f = 0; f < int(std::size(kFields)); ++f) {
            for (int d = 0; d < ds.size(); ++d) {
                const QByteArray tag = QByteArray(kFields[f].tag) + " x " + ds.at(d).tag;
                if (!withFormats) {
                    QTest::newRow(tag.constData()) << f << d;
                    continue;
                }
                for (const auto &[fmt, name] : formats)
                    QTest::newRow(QByteArray(tag + " x " + name).constData()) << f << d << int(fmt);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestExportInert)
#include "tst_exportinert.moc"
