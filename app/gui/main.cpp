#include "live/allocator.h"
#include "live/sampler.h"
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
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDockWidget>
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

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet(kAskpassEnv))
        return askpassMain(argc, argv);
    irqatlas::keepFreedMemoryForReuse();
    // The version needs no display: answered before QApplication wants one,
    // in the words QCommandLineParser would use.
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("irqatlas %s\n", versionText());
            return 0;
        }
    // A screenshot needs no display: render offscreen unless told otherwise.
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--screenshot") == 0 &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("irqatlas"));
    QApplication::setOrganizationName(QStringLiteral("irqatlas"));
    QApplication::setApplicationVersion(QString::fromLatin1(versionText()));
    // The desktop entry and icon that cmake --install puts in place: Wayland
    // compositors match the window to the entry by this name.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.irqatlas.irqatlas"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.irqatlas.irqatlas")));

    QCommandLineParser parser;
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
    const QCommandLineOption rootOpt(
        QStringLiteral("root"),
        QApplication::translate("main", "Show a saved machine (snapshot directory or .tar.gz)."),
        QStringLiteral("DIR"));
    const QCommandLineOption xmlOpt(
        QStringLiteral("xml"),
        QApplication::translate("main", "Show the topology of an hwloc XML file."),
        QStringLiteral("FILE"));
    const QCommandLineOption jsonOpt(
        QStringLiteral("topology"),
        QApplication::translate("main", "Show an irqatlas topology JSON file."),
        QStringLiteral("FILE"));
    const QCommandLineOption irqOpt(
        QStringLiteral("interrupts"),
        QApplication::translate("main", "Show a lone /proc/interrupts file."),
        QStringLiteral("FILE"));
    const QCommandLineOption shotOpt(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Render the window to a PNG file and exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption sizeOpt(
        QStringLiteral("size"),
        QApplication::translate("main", "Window size for --screenshot (default 1600x1000)."),
        QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    const QCommandLineOption themeOpt(
        QStringLiteral("theme"), QApplication::translate("main", "Colours: light, dark or system."),
        QStringLiteral("THEME"));
    const QCommandLineOption selIrqOpt(QStringLiteral("select-irq"),
                                       QApplication::translate("main", "Select an IRQ at start."),
                                       QStringLiteral("N"));
    const QCommandLineOption selNodeOpt(
        QStringLiteral("select-node"),
        QApplication::translate("main", "Select a NUMA node at start."), QStringLiteral("N"));
    const QCommandLineOption replayOpt(
        QStringLiteral("replay"),
        QApplication::translate(
            "main", "Replay a monitor recording (irqatlas-cli watch --record) as live heat."),
        QStringLiteral("FILE"));
    const QCommandLineOption hostOpt(
        QStringLiteral("host"),
        QApplication::translate("main", "Show a remote machine over ssh: [user@]host[:port]."),
        QStringLiteral("TARGET"));
    const QCommandLineOption sshConfigOpt(
        QStringLiteral("ssh-config"),
        QApplication::translate(
            "main", "With --host: use this ssh config file instead of ~/.ssh/config (ssh -F)."),
        QStringLiteral("FILE"));
    const QCommandLineOption identityOpt(
        QStringLiteral("identity"),
        QApplication::translate("main", "With --host: the private key to offer (ssh -i)."),
        QStringLiteral("FILE"));
    const QCommandLineOption showLiveOpt(
        QStringLiteral("show-live"),
        QApplication::translate("main",
                                "Bring the Live dock (plots of the live monitor) to the front."));
    parser.addOption(replayOpt);
    parser.addOption(showLiveOpt);
    for (const auto &o : {rootOpt, xmlOpt, jsonOpt, irqOpt, hostOpt, sshConfigOpt, identityOpt,
                          shotOpt, sizeOpt, themeOpt, selIrqOpt, selNodeOpt})
        parser.addOption(o);
    parser.process(app);

    std::optional<MachineSource> source;
    int given = 0;
    if (parser.isSet(rootOpt))
        source = MachineSource{MachineSource::RootDir, parser.value(rootOpt)}, ++given;
    if (parser.isSet(xmlOpt))
        source = MachineSource{MachineSource::HwlocXml, parser.value(xmlOpt)}, ++given;
    if (parser.isSet(jsonOpt))
        source = MachineSource{MachineSource::TopologyJson, parser.value(jsonOpt)}, ++given;
    if (parser.isSet(irqOpt))
        source = MachineSource{MachineSource::InterruptsFile, parser.value(irqOpt)}, ++given;
    if (parser.isSet(hostOpt)) {
        if (auto t = SshTarget::parse(parser.value(hostOpt)); !t)
            return fail(t.errorString(), 2);
        source = MachineSource::ssh(parser.value(hostOpt), parser.value(sshConfigOpt),
                                    parser.value(identityOpt));
        given += 1;
    } else if (parser.isSet(sshConfigOpt) || parser.isSet(identityOpt)) {
        return fail(QApplication::translate("main", "--ssh-config and --identity need --host."), 2);
    }
    // --interrupts next to a topology source pairs the two.
    if (given == 2 && parser.isSet(irqOpt) && !parser.isSet(rootOpt)) {
        source = MachineSource{parser.isSet(xmlOpt) ? MachineSource::HwlocXml
                                                    : MachineSource::TopologyJson,
                               parser.value(parser.isSet(xmlOpt) ? xmlOpt : jsonOpt)};
        source->interrupts = parser.value(irqOpt);
        given = 1;
    }
    if (given > 1)
        return fail(QApplication::translate(
                        "main", "Give one of --root, --xml, --topology, --interrupts, --host "
                                "(--interrupts may go with --xml or --topology)."),
                    2);

    const QString theme = parser.value(themeOpt);
    if (!theme.isEmpty() && theme != QLatin1String("dark") && theme != QLatin1String("light") &&
        theme != QLatin1String("system"))
        return fail(
            QApplication::translate("main", "Unknown --theme %1: use light, dark or system.")
                .arg(theme),
            2);
    auto applyTheme = [&theme](MainWindow &w) {
        if (theme == QLatin1String("dark"))
            w.setTheme(Theme::Dark);
        else if (theme == QLatin1String("light"))
            w.setTheme(Theme::Light);
    };
    auto showLive = [&](MainWindow &w) {
        if (parser.isSet(showLiveOpt))
            if (auto *dock = w.findChild<QDockWidget *>(QStringLiteral("liveDock")))
                dock->raise();
    };
    auto applySelection = [&](MainWindow &w) {
        if (parser.isSet(selNodeOpt))
            w.selectNode(parser.value(selNodeOpt).toInt());
        if (parser.isSet(selIrqOpt))
            w.selectIrq(parser.value(selIrqOpt).toInt());
    };

    if (parser.isSet(shotOpt)) {
        // One machine, one window: the picture has no tab bar.
        MainWindow w;
        applyTheme(w);
        const QStringList wh = parser.value(sizeOpt).split(QLatin1Char('x'));
        const int width = wh.size() == 2 ? wh[0].toInt() : 0;
        const int height = wh.size() == 2 ? wh[1].toInt() : 0;
        if (width < 200 || height < 150 || width > 16384 || height > 16384)
            return fail(
                QApplication::translate("main", "Bad --size %1: expected WxH, e.g. 1600x1000.")
                    .arg(parser.value(sizeOpt)),
                2);
        const Status s = w.openBlocking(source.value_or(MachineSource{}));
        if (!s)
            return fail(s.errorString(), 1);
        w.resize(width, height);
        w.show();
        if (parser.isSet(replayOpt)) {
            // Unpaced: the whole recording arrives at once and the picture
            // shows its last interval.
            if (const Status r = w.startReplay(parser.value(replayOpt), false); !r)
                return fail(r.errorString(), 1);
            QDeadlineTimer deadline(30000);
            while (w.replay() && w.replay()->isPlaying() && !deadline.hasExpired())
                QApplication::processEvents(QEventLoop::AllEvents, 50);
        }
        // Docks and the window geometry settle over a few event loop turns;
        // fit the graph to the final view size afterwards.
        for (int i = 0; i < 5; ++i)
            QApplication::processEvents();
        applySelection(w);
        showLive(w);
        w.topologyView()->fitToWindow();
        QApplication::processEvents();
        w.grab().save(parser.value(shotOpt));
        const QImage img(parser.value(shotOpt));
        if (img.isNull())
            return fail(
                QApplication::translate("main", "Cannot write %1").arg(parser.value(shotOpt)), 1);
        return 0;
    }

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
    MainWindow *w = source || !parser.isSet(replayOpt)
                        ? workspace.start(source)
                        : workspace.addTab(QApplication::translate("main", "Replay"));
    applyTheme(*w);
    showLive(*w);
    workspace.show();
    if (parser.isSet(replayOpt))
        if (const Status r = w->startReplay(parser.value(replayOpt)); !r)
            return fail(r.errorString(), 1);
    QTimer::singleShot(0, w, [w, &applySelection] { applySelection(*w); });
    return QApplication::exec();
}
