#include "live/allocator.h"
#include "live/sampler.h"
#include "model/safefile.h"
#include "remote/sshsession.h"
#include "ui/common/theme.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqpanel.h"
#include "ui/live/livemonitor.h"
#include "ui/live/replaytimeline.h"
#include "ui/remote/askpassdialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/workspacewindow.h"
#include "version/version.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QFileInfo>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>
#include <algorithm>
#include <cstdio>
#include <cstring>

using namespace irqatlas;

namespace {

// Installs the irqatlas and Qt translations for lang ("de", "zh_CN", "en"),
// or for the system locale when lang is empty. English, and any language
// without a catalogue, gets the English plural forms ("1 CPU", "2 CPUs").
void installTranslations(QApplication &app, const QString &lang)
{
    const bool english = lang == QLatin1String("en") || lang == QLatin1String("C");
    const QLocale locale = english          ? QLocale(QLocale::English)
                           : lang.isEmpty() ? QLocale::system()
                                            : QLocale(lang);
    // The installed catalogues (PREFIX/share/irqatlas/translations, found
    // from the program's own directory) before the ones built in.
    const QStringList dirs{QApplication::applicationDirPath() +
                               QStringLiteral("/" IRQATLAS_TRANSLATIONS_FROM_BINDIR),
                           QStringLiteral(":/i18n")};
    auto *own = new QTranslator(&app);
    const bool loaded = std::any_of(dirs.begin(), dirs.end(),
                                    [&](const QString &dir) {
                                        return own->load(locale, QStringLiteral("irqatlas"),
                                                         QStringLiteral("_"), dir);
                                    }) ||
                        std::any_of(dirs.begin(), dirs.end(), [&](const QString &dir) {
                            return own->load(dir + QStringLiteral("/irqatlas_en.qm"));
                        });
    if (loaded)
        QApplication::installTranslator(own);
    if (english)
        return;
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
}

int fail(const QString &message, int code)
{
    QTextStream(stderr) << message << Qt::endl;
    return code;
}

// ssh runs this binary as its SSH_ASKPASS with the question in argv[1]; the
// environment says so, since ssh passes no option of ours.
constexpr const char *kAskpassEnv = "IRQATLAS_ASKPASS";

int askpassMain(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("irqatlas"));
    QApplication::setOrganizationName(QStringLiteral("irqatlas"));
    installTranslations(app, QString());
    const QString prompt = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    QTextStream out(stdout);
    return runAskpass(prompt, qEnvironmentVariable("SSH_ASKPASS_PROMPT"), out);
}

// Every option but --lang, described in the language --lang chose.
struct Options
{
    QCommandLineOption root{
        QStringLiteral("root"),
        QApplication::translate("main", "Show a saved machine (snapshot directory or .tar.gz)."),
        QStringLiteral("DIR")};
    QCommandLineOption xml{
        QStringLiteral("xml"),
        QApplication::translate("main", "Show the topology of an hwloc XML file."),
        QStringLiteral("FILE")};
    QCommandLineOption json{QStringLiteral("topology"),
                            QApplication::translate("main", "Show an irqatlas topology JSON file."),
                            QStringLiteral("FILE")};
    QCommandLineOption irq{QStringLiteral("interrupts"),
                           QApplication::translate("main", "Show a lone /proc/interrupts file."),
                           QStringLiteral("FILE")};
    QCommandLineOption shot{
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Render the window to a PNG file and exit."),
        QStringLiteral("FILE")};
    QCommandLineOption size{
        QStringLiteral("size"),
        QApplication::translate("main", "Window size for --screenshot (default 1600x1000)."),
        QStringLiteral("WxH"), QStringLiteral("1600x1000")};
    QCommandLineOption theme{QStringLiteral("theme"),
                             QApplication::translate("main", "Colours: light, dark or system."),
                             QStringLiteral("THEME")};
    QCommandLineOption selIrq{QStringLiteral("select-irq"),
                              QApplication::translate("main", "Select an IRQ at start."),
                              QStringLiteral("N")};
    QCommandLineOption selNode{QStringLiteral("select-node"),
                               QApplication::translate("main", "Select a NUMA node at start."),
                               QStringLiteral("N")};
    QCommandLineOption replay{
        QStringLiteral("replay"),
        QApplication::translate(
            "main", "Replay a monitor recording (irqatlas-cli watch --record) as live heat."),
        QStringLiteral("FILE")};
    QCommandLineOption host{
        QStringLiteral("host"),
        QApplication::translate("main", "Show a remote machine over ssh: [user@]host[:port]."),
        QStringLiteral("TARGET")};
    QCommandLineOption sshConfig{
        QStringLiteral("ssh-config"),
        QApplication::translate(
            "main", "With --host: use this ssh config file instead of ~/.ssh/config (ssh -F)."),
        QStringLiteral("FILE")};
    QCommandLineOption identity{
        QStringLiteral("identity"),
        QApplication::translate("main", "With --host: the private key to offer (ssh -i)."),
        QStringLiteral("FILE")};
    QCommandLineOption showLive{
        QStringLiteral("show-live"),
        QApplication::translate("main",
                                "Bring the Live dock (plots of the live monitor) to the front.")};
};

// Parses the command line into parser; --help, --version and errors exit
// from here (QCommandLineParser::process).
Options parseCommandLine(QApplication &app, QCommandLineParser &parser)
{
    // Parse once without translations to learn --lang, then translate the help.
    const QCommandLineOption langOpt(
        QStringLiteral("lang"),
        QApplication::translate("main", "User interface language: de, zh_CN or en."),
        QStringLiteral("LANG"));
    parser.addOption(langOpt);
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    {
        QCommandLineParser pre;
        pre.addOption(langOpt);
        pre.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
        pre.parse(QApplication::arguments());
        installTranslations(app, pre.value(langOpt));
    }
    parser.setApplicationDescription(QApplication::translate(
        "main", "CPU topology and interrupt affinity visualizer and editor."));
    parser.addHelpOption();
    parser.addVersionOption();
    Options o;
    parser.addOption(o.replay);
    parser.addOption(o.showLive);
    for (const auto &opt : {o.root, o.xml, o.json, o.irq, o.host, o.sshConfig, o.identity, o.shot,
                            o.size, o.theme, o.selIrq, o.selNode})
        parser.addOption(opt);
    parser.process(app);
    return o;
}

// The machine the command line names, if any. False: return code (the
// message is printed).
bool sourceFrom(const QCommandLineParser &parser, const Options &o,
                std::optional<MachineSource> &source, int &code)
{
    int given = 0;
    if (parser.isSet(o.root))
        source = MachineSource{MachineSource::RootDir, parser.value(o.root)}, ++given;
    if (parser.isSet(o.xml))
        source = MachineSource{MachineSource::HwlocXml, parser.value(o.xml)}, ++given;
    if (parser.isSet(o.json))
        source = MachineSource{MachineSource::TopologyJson, parser.value(o.json)}, ++given;
    if (parser.isSet(o.irq))
        source = MachineSource{MachineSource::InterruptsFile, parser.value(o.irq)}, ++given;
    if (parser.isSet(o.host)) {
        if (auto t = SshTarget::parse(parser.value(o.host)); !t) {
            code = fail(t.errorString(), 2);
            return false;
        }
        source = MachineSource::ssh(parser.value(o.host), parser.value(o.sshConfig),
                                    parser.value(o.identity));
        given += 1;
    } else if (parser.isSet(o.sshConfig) || parser.isSet(o.identity)) {
        code = fail(QApplication::translate("main", "--ssh-config and --identity need --host."), 2);
        return false;
    }
    // --interrupts next to a topology source pairs the two.
    if (given == 2 && parser.isSet(o.irq) && !parser.isSet(o.root)) {
        source = MachineSource{parser.isSet(o.xml) ? MachineSource::HwlocXml
                                                   : MachineSource::TopologyJson,
                               parser.value(parser.isSet(o.xml) ? o.xml : o.json)};
        source->interrupts = parser.value(o.irq);
        given = 1;
    }
    if (given > 1) {
        code = fail(QApplication::translate(
                        "main", "Give one of --root, --xml, --topology, --interrupts, --host "
                                "(--interrupts may go with --xml or --topology)."),
                    2);
        return false;
    }
    return true;
}

// What the command line asks of the first window besides its machine.
struct WindowRequest
{
    QString theme;
    bool showLive = false;
    std::optional<int> node;
    std::optional<int> irq;
};

void applyTheme(MainWindow &w, const WindowRequest &r)
{
    if (r.theme == QLatin1String("dark"))
        w.setTheme(Theme::Dark);
    else if (r.theme == QLatin1String("light"))
        w.setTheme(Theme::Light);
}

void showLive(MainWindow &w, const WindowRequest &r)
{
    if (r.showLive)
        if (auto *dock = w.findChild<QDockWidget *>(QStringLiteral("liveDock")))
            dock->raise();
}

void applySelection(MainWindow &w, const WindowRequest &r)
{
    if (r.node)
        w.selectNode(*r.node);
    if (r.irq)
        w.selectIrq(*r.irq);
}

// --screenshot: one machine, one window, rendered to a PNG.
int takeScreenshot(const QCommandLineParser &parser, const Options &o,
                   const std::optional<MachineSource> &source, const WindowRequest &request)
{
    // One machine, one window: the picture has no tab bar. A picture is no
    // visit: Open Recent stays as the user left it.
    MainWindow w;
    w.setRemembersSources(false);
    applyTheme(w, request);
    const QStringList wh = parser.value(o.size).split(QLatin1Char('x'));
    const int width = wh.size() == 2 ? wh[0].toInt() : 0;
    const int height = wh.size() == 2 ? wh[1].toInt() : 0;
    if (width < 200 || height < 150 || width > 16384 || height > 16384)
        return fail(QApplication::translate("main", "Bad --size %1: expected WxH, e.g. 1600x1000.")
                        .arg(parser.value(o.size)),
                    2);
    const Status s = w.openBlocking(source.value_or(MachineSource{}));
    if (!s)
        return fail(s.errorString(), 1);
    w.resize(width, height);
    w.show();
    if (parser.isSet(o.replay)) {
        // Unpaced: the whole recording arrives at once and the picture
        // shows its last interval.
        if (const Status r = w.startReplay(parser.value(o.replay), false); !r)
            return fail(r.errorString(), 1);
        QDeadlineTimer deadline(30000);
        while (w.replay() && w.replay()->isPlaying() && !deadline.hasExpired())
            QApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    // Docks and the window geometry settle over a few event loop turns;
    // fit the graph to the final view size afterwards.
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
    applySelection(w, request);
    showLive(w, request);
    w.topologyView()->fitToWindow();
    QApplication::processEvents();
    // Encoded in memory, then replaced at the name as one file: a link there
    // is never written through (model/safefile.h).
    const QString shot = parser.value(o.shot);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QByteArray format = QFileInfo(shot).suffix().toLower().toLatin1();
    if (!w.grab().save(&buffer, format.isEmpty() ? "png" : format.constData()) ||
        !replaceFile(shot, bytes).ok())
        return fail(QApplication::translate("main", "Cannot write %1").arg(shot), 1);
    return 0;
}

// The workspace of tabs, until the user quits.
int runWorkspace(const QCommandLineParser &parser, const Options &o,
                 const std::optional<MachineSource> &source, const WindowRequest &request)
{
    // Passwords, passphrases and host key questions come back to this binary
    // in askpass mode; nothing of them is kept here. (--screenshot has nobody
    // to ask: ssh runs in batch mode there.)
    SshOptions ssh;
    ssh.askpass = QApplication::applicationFilePath();
    ssh.askpassEnvironment = {QString::fromLatin1(kAskpassEnv) + QStringLiteral("=1")};
    setSshDefaults(ssh);

    WorkspaceWindow workspace;
    // A source on the command line opens alone; without one the tabs of the
    // last run come back. A replay alone plays over an empty tab (this
    // machine's own live monitor would replace it) and, like a source, leaves
    // the remembered tabs as they are.
    MainWindow *w = source || !parser.isSet(o.replay)
                        ? workspace.start(source)
                        : workspace.addTab(QApplication::translate("main", "Replay"));
    applyTheme(*w, request);
    showLive(*w, request);
    workspace.show();
    if (parser.isSet(o.replay))
        if (const Status r = w->startReplay(parser.value(o.replay)); !r)
            return fail(r.errorString(), 1);
    QTimer::singleShot(0, w, [w, request] { applySelection(*w, request); });
    return QApplication::exec();
}

// Answers --version and picks the offscreen platform for --screenshot, both
// before QApplication wants a display. True: exit with code.
bool beforeDisplay(int argc, char *argv[], int &code)
{
    // The version needs no display: answered before QApplication wants one,
    // in the words QCommandLineParser would use.
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("irqatlas %s\n", versionText());
            code = 0;
            return true;
        }
    // A screenshot and the help need no display: render offscreen unless
    // told otherwise (without one QApplication aborts before --help is read).
    for (int i = 1; i < argc; ++i)
        if ((std::strcmp(argv[i], "--screenshot") == 0 || std::strcmp(argv[i], "--help") == 0 ||
             std::strcmp(argv[i], "-h") == 0 || std::strcmp(argv[i], "--help-all") == 0 ||
             std::strcmp(argv[i], "-?") == 0) &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet(kAskpassEnv))
        return askpassMain(argc, argv);
    irqatlas::keepFreedMemoryForReuse();
    int code = 0;
    if (beforeDisplay(argc, argv, code))
        return code;

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("irqatlas"));
    QApplication::setOrganizationName(QStringLiteral("irqatlas"));
    QApplication::setApplicationVersion(QString::fromLatin1(versionText()));
    // The desktop entry and icon that cmake --install puts in place: Wayland
    // compositors match the window to the entry by this name.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.irqatlas.irqatlas"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.irqatlas.irqatlas")));

    QCommandLineParser parser;
    const Options o = parseCommandLine(app, parser);
    std::optional<MachineSource> source;
    if (!sourceFrom(parser, o, source, code))
        return code;

    WindowRequest request;
    request.theme = parser.value(o.theme);
    if (!request.theme.isEmpty() && request.theme != QLatin1String("dark") &&
        request.theme != QLatin1String("light") && request.theme != QLatin1String("system"))
        return fail(
            QApplication::translate("main", "Unknown --theme %1: use light, dark or system.")
                .arg(request.theme),
            2);
    request.showLive = parser.isSet(o.showLive);
    if (parser.isSet(o.selNode))
        request.node = parser.value(o.selNode).toInt();
    if (parser.isSet(o.selIrq))
        request.irq = parser.value(o.selIrq).toInt();

    return parser.isSet(o.shot) ? takeScreenshot(parser, o, source, request)
                                : runWorkspace(parser, o, source, request);
}
