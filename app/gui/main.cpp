#include "allocator.h"
#include "irqpanel.h"
#include "livemonitor.h"
#include "mainwindow.h"
#include "sampler.h"
#include "theme.h"
#include "topologyview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <cstring>

using namespace irqatlas;

namespace {

// Installs the irqatlas and Qt translations for lang ("de", "zh_CN"), or for
// the system locale when lang is empty. "en" keeps the source strings.
void installTranslations(QApplication &app, const QString &lang)
{
    if (lang == QLatin1String("en") || lang == QLatin1String("C"))
        return;
    const QLocale locale = lang.isEmpty() ? QLocale::system() : QLocale(lang);
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("irqatlas"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(own);
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

} // namespace

int main(int argc, char *argv[])
{
    irqatlas::keepFreedMemoryForReuse();
    // A screenshot needs no display: render offscreen unless told otherwise.
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--screenshot") == 0 && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("irqatlas"));
    QApplication::setOrganizationName(QStringLiteral("irqatlas"));
    QApplication::setApplicationVersion(QStringLiteral(IRQATLAS_VERSION));

    QCommandLineParser parser;
    // Parse once without translations to learn --lang, then translate the help.
    const QCommandLineOption langOpt(QStringLiteral("lang"),
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
    parser.setApplicationDescription(
        QApplication::translate("main", "CPU topology and interrupt affinity visualizer and editor."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption rootOpt(QStringLiteral("root"),
                                     QApplication::translate("main", "Show a saved machine (snapshot directory or .tar.gz)."),
                                     QStringLiteral("DIR"));
    const QCommandLineOption xmlOpt(QStringLiteral("xml"),
                                    QApplication::translate("main", "Show the topology of an hwloc XML file."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption jsonOpt(QStringLiteral("topology"),
                                     QApplication::translate("main", "Show an irqatlas topology JSON file."),
                                     QStringLiteral("FILE"));
    const QCommandLineOption irqOpt(QStringLiteral("interrupts"),
                                    QApplication::translate("main", "Show a lone /proc/interrupts file."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption shotOpt(QStringLiteral("screenshot"),
                                     QApplication::translate("main", "Render the window to a PNG file and exit."),
                                     QStringLiteral("FILE"));
    const QCommandLineOption sizeOpt(QStringLiteral("size"),
                                     QApplication::translate("main", "Window size for --screenshot (default 1600x1000)."),
                                     QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    const QCommandLineOption themeOpt(QStringLiteral("theme"),
                                      QApplication::translate("main", "Colours: light, dark or system."),
                                      QStringLiteral("THEME"));
    const QCommandLineOption selIrqOpt(QStringLiteral("select-irq"),
                                       QApplication::translate("main", "Select an IRQ at start."),
                                       QStringLiteral("N"));
    const QCommandLineOption selNodeOpt(QStringLiteral("select-node"),
                                        QApplication::translate("main", "Select a NUMA node at start."),
                                        QStringLiteral("N"));
    const QCommandLineOption replayOpt(QStringLiteral("replay"),
                                       QApplication::translate("main", "Replay a monitor recording (irqatlas-cli watch --record) as live heat."),
                                       QStringLiteral("FILE"));
    parser.addOption(replayOpt);
    for (const auto &o : {rootOpt, xmlOpt, jsonOpt, irqOpt, shotOpt, sizeOpt, themeOpt, selIrqOpt, selNodeOpt})
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
    // --interrupts next to a topology source pairs the two.
    if (given == 2 && parser.isSet(irqOpt) && !parser.isSet(rootOpt)) {
        source = MachineSource{parser.isSet(xmlOpt) ? MachineSource::HwlocXml : MachineSource::TopologyJson,
                               parser.value(parser.isSet(xmlOpt) ? xmlOpt : jsonOpt)};
        source->interrupts = parser.value(irqOpt);
        given = 1;
    }
    if (given > 1)
        return fail(QApplication::translate("main", "Give one of --root, --xml, --topology, --interrupts (--interrupts may go with --xml or --topology)."), 2);

    const QString theme = parser.value(themeOpt);
    MainWindow w;
    if (theme == QLatin1String("dark"))
        w.setTheme(Theme::Dark);
    else if (theme == QLatin1String("light"))
        w.setTheme(Theme::Light);
    else if (!theme.isEmpty() && theme != QLatin1String("system"))
        return fail(QApplication::translate("main", "Unknown --theme %1: use light, dark or system.").arg(theme), 2);

    auto applySelection = [&] {
        if (parser.isSet(selNodeOpt))
            w.selectNode(parser.value(selNodeOpt).toInt());
        if (parser.isSet(selIrqOpt))
            w.selectIrq(parser.value(selIrqOpt).toInt());
    };

    if (parser.isSet(shotOpt)) {
        const QStringList wh = parser.value(sizeOpt).split(QLatin1Char('x'));
        const int width = wh.size() == 2 ? wh[0].toInt() : 0;
        const int height = wh.size() == 2 ? wh[1].toInt() : 0;
        if (width < 200 || height < 150 || width > 16384 || height > 16384)
            return fail(QApplication::translate("main", "Bad --size %1: expected WxH, e.g. 1600x1000.")
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
            bool done = false;
            QObject::connect(w.liveMonitor()->sampler(), &Sampler::finished, &w, [&done] { done = true; });
            QDeadlineTimer deadline(30000);
            while (!done && !deadline.hasExpired())
                QApplication::processEvents(QEventLoop::AllEvents, 50);
        }
        // Docks and the window geometry settle over a few event loop turns;
        // fit the graph to the final view size afterwards.
        for (int i = 0; i < 5; ++i)
            QApplication::processEvents();
        applySelection();
        w.topologyView()->fitToWindow();
        QApplication::processEvents();
        w.grab().save(parser.value(shotOpt));
        const QImage img(parser.value(shotOpt));
        if (img.isNull())
            return fail(QApplication::translate("main", "Cannot write %1").arg(parser.value(shotOpt)), 1);
        return 0;
    }

    w.show();
    if (source)
        w.open(*source);
    else if (!parser.isSet(replayOpt))
        w.open(MachineSource::fromSetting(QStringLiteral("local:")));
    if (parser.isSet(replayOpt))
        if (const Status r = w.startReplay(parser.value(replayOpt)); !r)
            return fail(r.errorString(), 1);
    QTimer::singleShot(0, &w, applySelection);
    return QApplication::exec();
}
