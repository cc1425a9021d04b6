<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>AlgorithmName</name>
    <message>
        <source>A vendor script's policy, picked by the policy parameter</source>
        <translation>Die Richtlinie eines Herstellerskripts, gewählt mit dem Parameter policy</translation>
    </message>
    <message>
        <source>One CPU each, on the device's NUMA node</source>
        <translation>Je eine CPU, auf dem NUMA-Knoten des Geräts</translation>
    </message>
    <message>
        <source>One CPU each, away from the device's node</source>
        <translation>Je eine CPU, außerhalb des Knotens des Geräts</translation>
    </message>
    <message>
        <source>One CPU each, over all candidate CPUs</source>
        <translation>Je eine CPU, über alle Kandidaten-CPUs</translation>
    </message>
    <message>
        <source>Every IRQ on one CPU</source>
        <translation>Alle IRQs auf einer CPU</translation>
    </message>
    <message>
        <source>One CPU each, over a CPU list you give</source>
        <translation>Je eine CPU, über eine angegebene CPU-Liste</translation>
    </message>
    <message>
        <source>Move IRQs off isolated CPUs</source>
        <translation>IRQs von isolierten CPUs wegbewegen</translation>
    </message>
    <message>
        <source>Balance the load near each device</source>
        <translation>Die Last nahe jedem Gerät ausgleichen</translation>
    </message>
    <message>
        <source>The kernel's spread as in Linux 4.1–6.2: the device's node, then every CPU in order</source>
        <translation>Die Verteilung des Kernels wie in Linux 4.1–6.2: der Knoten des Geräts, dann jede CPU der Reihe nach</translation>
    </message>
    <message>
        <source>The kernel's nearest-node spread proposed in 2019 (never merged)</source>
        <translation>Die 2019 vorgeschlagene Verteilung des Kernels nach dem nächsten Knoten (nie übernommen)</translation>
    </message>
    <message>
        <source>The kernel's NUMA-distance spread, as in Linux 6.3 on</source>
        <translation>Die Verteilung des Kernels nach NUMA-Distanz, wie ab Linux 6.3</translation>
    </message>
    <message>
        <source>The Azure MANA NIC driver's spread, as in Linux 6.9 on</source>
        <translation>Die Verteilung des Azure-MANA-Netzwerktreibers, wie ab Linux 6.9</translation>
    </message>
    <message>
        <source>The MANA NIC driver's spread as first posted (2023)</source>
        <translation>Die Verteilung des MANA-Netzwerktreibers in der ersten Fassung (2023)</translation>
    </message>
    <message>
        <source>The whole MANA driver: its control vector and its queues</source>
        <translation>Der ganze MANA-Treiber: sein Steuervektor und seine Queues</translation>
    </message>
    <message>
        <source>The kernel's grouping for managed IRQs (NVMe, blk-mq, virtio)</source>
        <translation>Die Gruppierung des Kernels für verwaltete IRQs (NVMe, blk-mq, virtio)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>What irqbalance would do (the real program, once)</source>
        <translation>Was irqbalance tun würde (das echte Programm, einmal)</translation>
    </message>
</context>
<context>
    <name>AnsiblePlay</name>
    <message>
        <source>--hosts: "%1" is not a host pattern (letters, digits and . _ - : , * ? ! &amp; ~ [ ] and regular expression characters, no blanks, quotes, braces, % or #, at most %2)</source>
        <translation>--hosts: „%1“ ist kein Host-Muster (Buchstaben, Ziffern und . _ - : , * ? ! &amp; ~ [ ] sowie Zeichen regulärer Ausdrücke, keine Leerzeichen, Anführungszeichen, Klammern, % oder #, höchstens %2)</translation>
    </message>
    <message>
        <source>--serial: "%1" is neither a number of hosts (1-99999) nor a share (1%-100%)</source>
        <translation>--serial: „%1“ ist weder eine Anzahl Hosts (1-99999) noch ein Anteil (1%-100%)</translation>
    </message>
    <message>
        <source>--check-command: not a command (empty, longer than %1 characters, or holding a line break or another control character)</source>
        <translation>--check-command: kein Befehl (leer, länger als %1 Zeichen oder mit einem Zeilenumbruch oder einem anderen Steuerzeichen)</translation>
    </message>
</context>
<context>
    <name>Applier</name>
    <message>
        <source>%1: plan larger than %2 bytes, refused</source>
        <translation>%1: Plan größer als %2 Bytes, abgelehnt</translation>
    </message>
    <message>
        <source>%1: empty input, expected a plan</source>
        <translation>%1: leere Eingabe, Plan erwartet</translation>
    </message>
    <message>
        <source>%1: the plan has no assignments</source>
        <translation>%1: der Plan enthält keine Zuweisungen</translation>
    </message>
    <message>
        <source>assignment %1 (irq %2)</source>
        <translation>Zuweisung %1 (IRQ %2)</translation>
    </message>
    <message>
        <source>%1: empty CPU list</source>
        <translation>%1: leere CPU-Liste</translation>
    </message>
    <message>
        <source>%1: CPU %2 not online (online: %3)</source>
        <translation>%1: CPU %2 nicht online (online: %3)</translation>
    </message>
    <message numerus="yes">
        <source>plan refused, nothing written: %n problem(s)</source>
        <translation>
            <numerusform>Plan abgelehnt, nichts geschrieben: %n Problem</numerusform>
            <numerusform>Plan abgelehnt, nichts geschrieben: %n Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dry run: %n IRQ(s) would be written, nothing written</source>
        <translation>
            <numerusform>Probelauf: %n IRQ würde geschrieben, nichts geschrieben</numerusform>
            <numerusform>Probelauf: %n IRQs würden geschrieben, nichts geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>journal not writable, nothing written: %1</source>
        <translation>Journal nicht beschreibbar, nichts geschrieben: %1</translation>
    </message>
    <message>
        <source>%1: read back "%2" after writing "%3"</source>
        <translation>%1: "%2" zurückgelesen nach Schreiben von "%3"</translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation>(nicht lesbar)</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) written</source>
        <translation>
            <numerusform>%n IRQ geschrieben</numerusform>
            <numerusform>%n IRQs geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n with an effective affinity outside the request</source>
        <translation>
            <numerusform>; %n mit einer effektiven Affinität außerhalb der Anforderung</numerusform>
            <numerusform>; %n mit einer effektiven Affinität außerhalb der Anforderung</numerusform>
        </translation>
    </message>
    <message>
        <source>failed at IRQ %1, every IRQ written before was restored: %2</source>
        <translation>Fehler bei IRQ %1, jeder zuvor geschriebene IRQ wurde wiederhergestellt: %2</translation>
    </message>
    <message>
        <source>failed at IRQ %1 and some restores failed too (journal kept for another rollback): %2</source>
        <translation>Fehler bei IRQ %1, und auch einige Wiederherstellungen schlugen fehl (Journal für ein weiteres Zurückrollen aufbewahrt): %2</translation>
    </message>
    <message>
        <source>%1: already rolled back (%2), nothing to do</source>
        <translation>%1: bereits zurückgerollt (%2), nichts zu tun</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) restored from %1</source>
        <translation>
            <numerusform>%n IRQ aus %1 wiederhergestellt</numerusform>
            <numerusform>%n IRQs aus %1 wiederhergestellt</numerusform>
        </translation>
    </message>
    <message>
        <source>some IRQs could not be restored; %1 kept for another rollback</source>
        <translation>einige IRQs konnten nicht wiederhergestellt werden; %1 für ein weiteres Zurückrollen aufbewahrt</translation>
    </message>
    <message>
        <source>%1: no journal, nothing to roll back</source>
        <translation>%1: kein Journal, nichts zurückzurollen</translation>
    </message>
    <message>
        <source>%1: nothing awaits confirmation (state %2)</source>
        <translation>%1: nichts wartet auf Bestätigung (Zustand %2)</translation>
    </message>
    <message>
        <source>IRQ %1: no valid previous value</source>
        <translation>IRQ %1: kein gültiger vorheriger Wert</translation>
    </message>
    <message>
        <source>%1: current value of %2 (a rollback could not restore it)</source>
        <translation>%1: aktueller Wert von %2 (ein Zurückrollen könnte ihn nicht wiederherstellen)</translation>
    </message>
    <message>
        <source>no journal directory, nothing written</source>
        <translation>kein Journal-Verzeichnis, nichts geschrieben</translation>
    </message>
    <message>
        <source>journal entry %1 (irq %2)</source>
        <translation>Journal-Eintrag %1 (IRQ %2)</translation>
    </message>
    <message>
        <source>%1: "previous"</source>
        <translation>%1: "previous"</translation>
    </message>
    <message numerus="yes">
        <source>journal refused, nothing written: %n problem(s)</source>
        <translation>
            <numerusform>Journal abgelehnt, nichts geschrieben: %n Problem</numerusform>
            <numerusform>Journal abgelehnt, nichts geschrieben: %n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing written: %1</source>
        <translation>nichts geschrieben: %1</translation>
    </message>
    <message>
        <source>thread %1 (%2): affinity read back "%3" after setting "%4"</source>
        <translation>Thread %1 (%2): Affinität "%3" zurückgelesen nach Setzen von "%4"</translation>
    </message>
    <message>
        <source>%1: gone, nothing to restore (%2)</source>
        <translation>%1: nicht mehr vorhanden, nichts wiederherzustellen (%2)</translation>
    </message>
    <message>
        <source>; %1 kernel thread(s) moved, %2 queue file(s) written</source>
        <translation>; %1 Kernel-Thread(s) verschoben, %2 Warteschlangendatei(en) geschrieben</translation>
    </message>
    <message>
        <source>a write failed, everything written before was restored: %1</source>
        <translation>ein Schreibvorgang schlug fehl, alles zuvor Geschriebene wurde wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>a write failed and some restores failed too (journal kept for another rollback): %1</source>
        <translation>ein Schreibvorgang schlug fehl, und auch einige Wiederherstellungen schlugen fehl (Journal für ein weiteres Zurückrollen aufbewahrt): %1</translation>
    </message>
    <message>
        <source>; %1 kernel thread(s) would be moved and %2 queue file(s) written</source>
        <translation>; %1 Kernel-Thread(s) würden verschoben und %2 Warteschlangendatei(en) geschrieben</translation>
    </message>
    <message>
        <source>journal thread %1 (pid %2): "previous" has no online CPU</source>
        <translation>Journal-Thread %1 (PID %2): "previous" enthält keine online-CPU</translation>
    </message>
    <message>
        <source>; %1 kernel thread(s) and %2 queue file(s) restored</source>
        <translation>; %1 Kernel-Thread(s) und %2 Warteschlangendatei(en) wiederhergestellt</translation>
    </message>
</context>
<context>
    <name>BackoffSampleSource</name>
    <message numerus="yes">
        <source>%1; reconnecting in %n s</source>
        <translation>
            <numerusform>%1; erneuter Verbindungsversuch in %n s</numerusform>
            <numerusform>%1; erneuter Verbindungsversuch in %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalancePlanner</name>
    <message>
        <source>heaviest IRQ first onto the least-loaded CPU near its device, avoiding SMT siblings of heavy IRQs</source>
        <translation>schwerster IRQ zuerst auf die am wenigsten ausgelastete CPU nahe seinem Gerät, unter Vermeidung der SMT-Geschwister schwerer IRQs</translation>
    </message>
    <message>
        <source>parameter slack="%1": expected a positive number</source>
        <translation>Parameter slack="%1": positive Zahl erwartet</translation>
    </message>
    <message>
        <source>%1 immovable IRQs are left in place; their load is counted</source>
        <translation>%1 nicht verschiebbare IRQs bleiben an ihrem Platz; ihre Last wird mitgezählt</translation>
    </message>
    <message>
        <source>weights: %1, total %2, fair share per CPU %3</source>
        <translation>Gewichte: %1, gesamt %2, fairer Anteil pro CPU %3</translation>
    </message>
    <message>
        <source>measured rates</source>
        <translation>gemessene Raten</translation>
    </message>
    <message>
        <source>total counts</source>
        <translation>Gesamtzählerstände</translation>
    </message>
    <message>
        <source>%1 IRQs did not fit near their device and went to the least-loaded CPU</source>
        <translation>%1 IRQs passten nicht in die Nähe ihres Geräts und kamen auf die am wenigsten ausgelastete CPU</translation>
    </message>
    <message>
        <source>How far past the fair share of load a CPU near the device may go before an IRQ looks further away (1.0 = the fair share).</source>
        <translation>Wie weit die Last einer CPU nahe dem Gerät über den fairen Anteil hinausgehen darf, bevor für einen IRQ weiter entfernt gesucht wird (1.0 = der faire Anteil).</translation>
    </message>
    <message>
        <source>measured IRQ time (ns/s)</source>
        <translation>gemessene IRQ-Zeit (ns/s)</translation>
    </message>
</context>
<context>
    <name>CacheDomains</name>
    <message>
        <source>L%1 %2</source>
        <translation>L%1 %2</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Cluster · %1</source>
        <translation>Cluster · %1</translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation>Die %1</translation>
    </message>
    <message>
        <source>Die %1 · %2</source>
        <translation>Die %1 · %2</translation>
    </message>
    <message>
        <source>CCD %1 · %2</source>
        <translation>CCD %1 · %2</translation>
    </message>
    <message>
        <source>#%1 · %2</source>
        <translation>Nr. %1 · %2</translation>
    </message>
</context>
<context>
    <name>CappedRead</name>
    <message>
        <source>%1 is larger than the supported maximum of %2 bytes</source>
        <translation>%1 ist größer als das unterstützte Maximum von %2 Bytes</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>CostFile</name>
    <message>
        <source>%1 is not a whole number of 0 or more</source>
        <translation>%1 ist keine ganze Zahl ab 0</translation>
    </message>
    <message>
        <source>"cpu" is not a CPU id (0 to %1)</source>
        <translation>„cpu“ ist keine CPU-Nummer (0 bis %1)</translation>
    </message>
    <message>
        <source>"%1" is not a share of 0 to %2 %</source>
        <translation>„%1“ ist kein Anteil von 0 bis %2 %</translation>
    </message>
    <message>
        <source>"%1" is not 1 to %2 letters, digits, '_' or '-'</source>
        <translation>„%1“ besteht nicht aus 1 bis %2 Buchstaben, Ziffern, „_“ oder „-“</translation>
    </message>
    <message>
        <source>not an object of CPU id to number</source>
        <translation>kein Objekt von CPU-Nummer zu Zahl</translation>
    </message>
    <message>
        <source>more than %1 CPUs</source>
        <translation>mehr als %1 CPUs</translation>
    </message>
    <message>
        <source>"%1" is not a CPU id (0 to %2)</source>
        <translation>„%1“ ist keine CPU-Nummer (0 bis %2)</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>"name" is not text of at most %1 characters</source>
        <translation>„name“ ist kein Text von höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>not an array</source>
        <translation>kein Array</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>mehr als %1 Einträge</translation>
    </message>
    <message>
        <source>not JSON (offset %1: %2)</source>
        <translation>kein JSON (Position %1: %2)</translation>
    </message>
    <message>
        <source>not a cost measurement of irqatlas-cli cost (format "irqatlas-cost", version 1)</source>
        <translation>keine Kostenmessung von irqatlas-cli cost (Format „irqatlas-cost“, Version 1)</translation>
    </message>
    <message>
        <source>not a duration above 0 and at most %1 s</source>
        <translation>keine Dauer über 0 und höchstens %1 s</translation>
    </message>
    <message>
        <source>no array of IRQs</source>
        <translation>kein Array von IRQs</translation>
    </message>
</context>
<context>
    <name>CostReport</name>
    <message>
        <source>IRQ %1: traced %2 interrupts, /proc/interrupts counted %3</source>
        <translation>IRQ %1: %2 Interrupts aufgezeichnet, /proc/interrupts zählte %3</translation>
    </message>
    <message>
        <source>IRQ %1: /proc/interrupts counted %2 interrupts, none traced</source>
        <translation>IRQ %1: /proc/interrupts zählte %2 Interrupts, keiner aufgezeichnet</translation>
    </message>
    <message>
        <source>the kernel lost %1 events: counts and times are too low</source>
        <translation>der Kernel hat %1 Ereignisse verloren: Zählungen und Zeiten sind zu niedrig</translation>
    </message>
    <message>
        <source>CPU %1: %2 % of the window traced in interrupts: the trace's clock and the window disagree; held at 100 %</source>
        <translation>CPU %1: %2 % des Fensters in Interrupts aufgezeichnet: die Uhr des Traces und das Fenster passen nicht zusammen; auf 100 % gehalten</translation>
    </message>
</context>
<context>
    <name>CostRun</name>
    <message>
        <source>the measurement was cancelled</source>
        <translation>die Messung wurde abgebrochen</translation>
    </message>
</context>
<context>
    <name>CostSession</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot write "%1" to %2: %3</source>
        <translation>„%1“ kann nicht in %2 geschrieben werden: %3</translation>
    </message>
    <message>
        <source>%1 does not exist: this kernel has no tracefs</source>
        <translation>%1 existiert nicht: dieser Kernel hat kein tracefs</translation>
    </message>
    <message>
        <source>tracefs is not mounted at %1 and cannot be mounted there: %2</source>
        <translation>tracefs ist nicht unter %1 eingehängt und kann dort nicht eingehängt werden: %2</translation>
    </message>
    <message>
        <source>%1 has no instances directory: tracefs too old</source>
        <translation>%1 hat kein Verzeichnis instances: tracefs zu alt</translation>
    </message>
    <message>
        <source>cannot make the trace instance %1: %2</source>
        <translation>die Trace-Instanz %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>this kernel has no tracepoint %1 (no %2): it cannot measure interrupt cost</source>
        <translation>dieser Kernel hat keinen Tracepoint %1 (kein %2): er kann die Interrupt-Kosten nicht messen</translation>
    </message>
    <message>
        <source>cannot read trace_pipe: %1</source>
        <translation>trace_pipe kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>stopped after %1 s: %2 events/s is above the limit of %3, where tracing itself costs a noticeable share of a CPU</source>
        <translation>nach %1 s angehalten: %2 Ereignisse/s liegen über der Grenze von %3, ab der das Tracing selbst einen merklichen Teil einer CPU kostet</translation>
    </message>
    <message>
        <source>interrupted after %1 s; the trace instance %2 was removed</source>
        <translation>nach %1 s unterbrochen; die Trace-Instanz %2 wurde entfernt</translation>
    </message>
    <message>
        <source>measuring interrupt cost needs root: the kernel's tracepoints are readable by root only</source>
        <translation>die Messung der Interrupt-Kosten braucht root: die Tracepoints des Kernels sind nur für root lesbar</translation>
    </message>
    <message>
        <source>the measurement needs a duration above 0 s</source>
        <translation>die Messung braucht eine Dauer über 0 s</translation>
    </message>
    <message>
        <source>tracing stopped: %1 events/s is above the limit of %2, where tracing itself costs a noticeable share of a CPU</source>
        <translation>Tracing beendet: %1 Ereignisse/s liegen über der Grenze von %2, ab der das Tracing selbst einen merklichen Teil einer CPU kostet</translation>
    </message>
</context>
<context>
    <name>CostWeights</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>none of this machine's numbered IRQs is in it (a measurement of another machine?)</source>
        <translation>keiner der nummerierten IRQs dieses Rechners ist enthalten (eine Messung eines anderen Rechners?)</translation>
    </message>
    <message>
        <source>IRQ time measured over %1 s (%2)</source>
        <translation>IRQ-Zeit gemessen über %1 s (%2)</translation>
    </message>
    <message>
        <source>%1 of %2 numbered IRQs did not run while measured and weigh 0</source>
        <translation>%1 von %2 nummerierten IRQs liefen während der Messung nicht und wiegen 0</translation>
    </message>
</context>
<context>
    <name>CpuSet</name>
    <message>
        <source>invalid CPU list "%1" at position %2: %3</source>
        <translation>ungültige CPU-Liste "%1" an Position %2: %3</translation>
    </message>
    <message>
        <source>expected a CPU number</source>
        <translation>CPU-Nummer erwartet</translation>
    </message>
    <message>
        <source>expected the end of a range</source>
        <translation>Ende eines Bereichs erwartet</translation>
    </message>
    <message>
        <source>range end is below its start</source>
        <translation>Bereichsende liegt unter dem Anfang</translation>
    </message>
    <message>
        <source>expected "used/group" after ':'</source>
        <translation>"used/group" nach ':' erwartet</translation>
    </message>
    <message>
        <source>invalid "used/group" stride</source>
        <translation>ungültige "used/group"-Schrittweite</translation>
    </message>
    <message>
        <source>expected ',' or '-'</source>
        <translation>',' oder '-' erwartet</translation>
    </message>
    <message>
        <source>list ends with ','</source>
        <translation>Liste endet mit ','</translation>
    </message>
    <message>
        <source>empty mask</source>
        <translation>leere Maske</translation>
    </message>
    <message>
        <source>empty hex group</source>
        <translation>leere Hex-Gruppe</translation>
    </message>
    <message>
        <source>hex group longer than 8 digits</source>
        <translation>Hex-Gruppe länger als 8 Ziffern</translation>
    </message>
    <message>
        <source>not a hex digit</source>
        <translation>keine Hex-Ziffer</translation>
    </message>
    <message>
        <source>CPU %1 is above the supported maximum %2</source>
        <translation>CPU %1 liegt über dem unterstützten Maximum %2</translation>
    </message>
    <message>
        <source>mask is wider than the supported maximum of %1 CPUs</source>
        <translation>Maske ist breiter als das unterstützte Maximum von %1 CPUs</translation>
    </message>
</context>
<context>
    <name>CurrentPlacement</name>
    <message numerus="yes">
        <source>%n IRQ(s) have no known placement (no affinity, no counts) and are left out</source>
        <translation>
            <numerusform>%n IRQ hat keine bekannte Platzierung (keine Affinität, keine Zählungen) und bleibt außen vor</numerusform>
            <numerusform>%n IRQs haben keine bekannte Platzierung (keine Affinität, keine Zählungen) und bleiben außen vor</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeviceTitle</name>
    <message>
        <source>Storage controller</source>
        <translation>Speicher-Controller</translation>
    </message>
    <message>
        <source>Network controller</source>
        <translation>Netzwerk-Controller</translation>
    </message>
    <message>
        <source>Display controller</source>
        <translation>Grafik-Controller</translation>
    </message>
    <message>
        <source>3D controller</source>
        <translation>3D-Controller</translation>
    </message>
    <message>
        <source>Multimedia controller</source>
        <translation>Multimedia-Controller</translation>
    </message>
    <message>
        <source>Memory controller</source>
        <translation>Arbeitsspeicher-Controller</translation>
    </message>
    <message>
        <source>PCI bridge</source>
        <translation>PCI-Brücke</translation>
    </message>
    <message>
        <source>Communication controller</source>
        <translation>Kommunikations-Controller</translation>
    </message>
    <message>
        <source>System peripheral</source>
        <translation>Systemperipherie</translation>
    </message>
    <message>
        <source>Input device controller</source>
        <translation>Eingabegeräte-Controller</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>Prozessor</translation>
    </message>
    <message>
        <source>Serial bus controller</source>
        <translation>Controller für seriellen Bus</translation>
    </message>
    <message>
        <source>Wireless controller</source>
        <translation>Funk-Controller</translation>
    </message>
    <message>
        <source>Encryption controller</source>
        <translation>Verschlüsselungs-Controller</translation>
    </message>
    <message>
        <source>Signal processing controller</source>
        <translation>Signalverarbeitungs-Controller</translation>
    </message>
    <message>
        <source>Processing accelerator</source>
        <translation>Rechenbeschleuniger</translation>
    </message>
    <message>
        <source>Unclassified device</source>
        <translation>Nicht klassifiziertes Gerät</translation>
    </message>
    <message>
        <source>virtio %1</source>
        <translation>virtio %1</translation>
    </message>
    <message>
        <source>PCI %1</source>
        <translation>PCI %1</translation>
    </message>
</context>
<context>
    <name>Fleet</name>
    <message>
        <source>%1: cannot start %2 (Debian package ansible-core): %3</source>
        <translation>%1: %2 kann nicht gestartet werden (Debian-Paket ansible-core): %3</translation>
    </message>
    <message>
        <source>%1: %2 gave no answer within %3 s</source>
        <translation>%1: %2 hat innerhalb von %3 s nicht geantwortet</translation>
    </message>
    <message>
        <source>%1: %2 refused it: %3</source>
        <translation>%1: %2 hat es abgelehnt: %3</translation>
    </message>
    <message>
        <source>%1: not a JSON object: %2</source>
        <translation>%1: kein JSON-Objekt: %2</translation>
    </message>
    <message>
        <source>%1: ansible_port is not a port number</source>
        <translation>%1: ansible_port ist keine Portnummer</translation>
    </message>
    <message>
        <source>%1: more than %2 hosts</source>
        <translation>%1: mehr als %2 Hosts</translation>
    </message>
    <message numerus="yes">
        <source>%n movable IRQ(s) delivered to isolated CPUs %1</source>
        <translation>
            <numerusform>%n verschiebbarer IRQ wird an isolierte CPUs %1 zugestellt</numerusform>
            <numerusform>%n verschiebbare IRQs werden an isolierte CPUs %1 zugestellt</numerusform>
        </translation>
    </message>
    <message>
        <source>the IRQs of device %1 (node %2) all go to CPUs %3 of other nodes</source>
        <translation>die IRQs des Geräts %1 (Knoten %2) gehen alle an CPUs %3 anderer Knoten</translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s) offline: %1</source>
        <translation>
            <numerusform>%n CPU offline: %1</numerusform>
            <numerusform>%n CPUs offline: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1:%2: more than %3 hosts</source>
        <translation>%1:%2: mehr als %3 Hosts</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>a host name has 1 to 255 bytes</source>
        <translation>ein Hostname hat 1 bis 255 Bytes</translation>
    </message>
    <message>
        <source>"." and ".." are not host names</source>
        <translation>„.“ und „..“ sind keine Hostnamen</translation>
    </message>
    <message>
        <source>a host name holds no '/'</source>
        <translation>ein Hostname enthält kein „/“</translation>
    </message>
    <message>
        <source>a host name holds no control or invisible character</source>
        <translation>ein Hostname enthält keine Steuer- oder unsichtbaren Zeichen</translation>
    </message>
    <message>
        <source>%1: no hosts</source>
        <translation>%1: keine Hosts</translation>
    </message>
    <message>
        <source>%1: host "%2": %3</source>
        <translation>%1: Host „%2“: %3</translation>
    </message>
    <message>
        <source>%1: host "%2" is listed twice</source>
        <translation>%1: Host „%2“ ist zweimal aufgeführt</translation>
    </message>
    <message numerus="yes">
        <source>%n package(s)</source>
        <translation>
            <numerusform>%n Package</numerusform>
            <numerusform>%n Packages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NUMA node(s)</source>
        <translation>
            <numerusform>%n NUMA-Knoten</numerusform>
            <numerusform>%n NUMA-Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n core(s)</source>
        <translation>
            <numerusform>%n Kern</numerusform>
            <numerusform>%n Kerne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n Thread</numerusform>
            <numerusform>%n Threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>L%1 per %n core(s)</source>
        <translation>
            <numerusform>L%1 je %n Kern</numerusform>
            <numerusform>L%1 je %n Kerne</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU kinds: %1</source>
        <translation>CPU-Arten: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 device(s) with IRQs on node %2</source>
        <translation>
            <numerusform>%n %1-Gerät mit IRQs an Knoten %2</numerusform>
            <numerusform>%n %1-Geräte mit IRQs an Knoten %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 device(s) with IRQs</source>
        <translation>
            <numerusform>%n %1-Gerät mit IRQs</numerusform>
            <numerusform>%n %1-Geräte mit IRQs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no answer within %2 s (ssh stopped)</source>
        <translation>%1: keine Antwort innerhalb von %2 s (ssh beendet)</translation>
    </message>
</context>
<context>
    <name>FleetPlan</name>
    <message>
        <source>the host has no network queues (/sys/class/net): the plan steers none</source>
        <translation>der Host hat keine Netzwerk-Warteschlangen (/sys/class/net): der Plan steuert keine</translation>
    </message>
</context>
<context>
    <name>GraphExport</name>
    <message>
        <source>Cannot write image %1</source>
        <translation>Bild %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>irqatlas topology</source>
        <translation>irqatlas-Topologie</translation>
    </message>
    <message>
        <source>Cannot write SVG file %1</source>
        <translation>SVG-Datei %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot write PDF file %1</source>
        <translation>PDF-Datei %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Unknown export format of %1: use .png, .svg or .pdf</source>
        <translation>Unbekanntes Exportformat von %1: .png, .svg oder .pdf verwenden</translation>
    </message>
    <message>
        <source>irqatlas topology of %1</source>
        <translation>irqatlas-Topologie von %1</translation>
    </message>
</context>
<context>
    <name>HelperClient</name>
    <message>
        <source>--root needs the test build irqatlas-helper-testroot next to irqatlas-cli (cmake --build BUILD --target irqatlas-helper-testroot)</source>
        <translation>--root benötigt den Test-Build irqatlas-helper-testroot neben irqatlas-cli (cmake --build BUILD --target irqatlas-helper-testroot)</translation>
    </message>
    <message>
        <source>irqatlas-helper not found (%1, or next to %2)</source>
        <translation>irqatlas-helper nicht gefunden (%1 oder neben %2)</translation>
    </message>
    <message>
        <source>%1 is not an executable program</source>
        <translation>%1 ist kein ausführbares Programm</translation>
    </message>
    <message>
        <source>pkexec is not installed</source>
        <translation>pkexec ist nicht installiert</translation>
    </message>
    <message>
        <source>pkexec is not installed (%1)</source>
        <translation>pkexec ist nicht installiert (%1)</translation>
    </message>
    <message>
        <source>the helper is not installed in %1, so polkit has no rule for it</source>
        <translation>der Helfer ist nicht in %1 installiert, daher hat polkit keine Regel für ihn</translation>
    </message>
    <message>
        <source>journal "%1": irqatlas-helper keeps its journals in %2 and takes only a name there (letters, digits, ".", "_", "-", at most 64, not starting with "."), not a path</source>
        <translation>Journal "%1": irqatlas-helper führt seine Journale in %2 und nimmt dort nur einen Namen an (Buchstaben, Ziffern, ".", "_", "-", höchstens 64, nicht mit "." beginnend), keinen Pfad</translation>
    </message>
    <message>
        <source>irqatlas-helper printed more than %1 bytes; the rest was not read</source>
        <translation>irqatlas-helper hat mehr als %1 Bytes ausgegeben; der Rest wurde nicht gelesen</translation>
    </message>
    <message>
        <source>irqatlas-helper printed a line longer than %1 bytes; the rest was not read</source>
        <translation>irqatlas-helper hat eine Zeile länger als %1 Bytes ausgegeben; der Rest wurde nicht gelesen</translation>
    </message>
</context>
<context>
    <name>HelperProcess</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 sent more than %2 MiB</source>
        <translation>%1 hat mehr als %2 MiB gesendet</translation>
    </message>
    <message>
        <source>%1: authentication was refused or cancelled</source>
        <translation>%1: Die Authentifizierung wurde verweigert oder abgebrochen</translation>
    </message>
    <message>
        <source>%1 failed (exit status %2)%3</source>
        <translation>%1 ist fehlgeschlagen (Exit-Status %2)%3</translation>
    </message>
</context>
<context>
    <name>HostSource</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>dieser Rechner</translation>
    </message>
    <message>
        <source>no directory %1</source>
        <translation>kein Verzeichnis %1</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is neither a directory nor a .tar.gz snapshot</source>
        <translation>%1 ist weder ein Verzeichnis noch ein .tar.gz-Snapshot</translation>
    </message>
    <message>
        <source>cannot create a temporary directory to unpack %1</source>
        <translation>zum Entpacken von %1 kann kein temporäres Verzeichnis angelegt werden</translation>
    </message>
    <message>
        <source>%1 is larger than the supported maximum of %2 bytes</source>
        <translation>%1 ist größer als das unterstützte Maximum von %2 Bytes</translation>
    </message>
    <message>
        <source>cannot read %1: a FIFO, device or socket, not a regular file</source>
        <translation>%1 kann nicht gelesen werden: ein FIFO, Gerät oder Socket, keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: cannot read %2: %3</source>
        <translation>%1: %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>%1: %2 is nested too deep</source>
        <translation>%1: %2 ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>%1: %2 holds too many files</source>
        <translation>%1: %2 enthält zu viele Dateien</translation>
    </message>
    <message>
        <source>%1: %2 is a link that leads out of the tree or into a loop</source>
        <translation>%1: %2 ist ein Link, der aus dem Baum hinaus oder in eine Schleife führt</translation>
    </message>
    <message>
        <source>%1: %2 is a FIFO, device or socket</source>
        <translation>%1: %2 ist ein FIFO, Gerät oder Socket</translation>
    </message>
    <message>
        <source>%1: %2 is a hard link</source>
        <translation>%1: %2 ist ein harter Link</translation>
    </message>
    <message>
        <source>%1 unpacks to more than %2 bytes, the supported maximum for a snapshot archive</source>
        <translation>%1 entpackt sich zu mehr als %2 Bytes, dem unterstützten Höchstwert für ein Snapshot-Archiv</translation>
    </message>
    <message>
        <source>%1 is not a readable .tar or .tar.gz archive (at byte %2)</source>
        <translation>%1 ist kein lesbares .tar- oder .tar.gz-Archiv (bei Byte %2)</translation>
    </message>
    <message>
        <source>%1: the member %2 has a name that leads out of the archive's folder</source>
        <translation>%1: Der Eintrag %2 hat einen Namen, der aus dem Ordner des Archivs hinausführt</translation>
    </message>
    <message>
        <source>%1: the member %2 is of a kind a snapshot never holds (tar type %3)</source>
        <translation>%1: Der Eintrag %2 ist von einer Art, die ein Snapshot nie enthält (tar-Typ %3)</translation>
    </message>
    <message>
        <source>%1: cannot unpack %2: %3</source>
        <translation>%1: %2 kann nicht entpackt werden: %3</translation>
    </message>
    <message>
        <source>%1: the member %2 is larger than the supported maximum of %3 bytes</source>
        <translation>%1: Der Eintrag %2 ist größer als der unterstützte Höchstwert von %3 Bytes</translation>
    </message>
    <message>
        <source>%1 holds more than %2 members, the supported maximum for a snapshot archive</source>
        <translation>%1 enthält mehr als %2 Einträge, den unterstützten Höchstwert für ein Snapshot-Archiv</translation>
    </message>
    <message>
        <source>%1: the member %2 has a name that is not UTF-8</source>
        <translation>%1: Der Eintrag %2 hat einen Namen, der kein UTF-8 ist</translation>
    </message>
</context>
<context>
    <name>HostTopology</name>
    <message>
        <source>%1: the files are not on this machine</source>
        <translation>%1: die Dateien liegen nicht auf diesem Rechner</translation>
    </message>
</context>
<context>
    <name>IrqSelector</name>
    <message>
        <source>IRQ selector "%1": empty term</source>
        <translation>IRQ-Selektor "%1": leerer Term</translation>
    </message>
    <message>
        <source>IRQ selector term "%1": invalid regular expression at offset %2: %3</source>
        <translation>IRQ-Selektor-Term "%1": ungültiger regulärer Ausdruck an Offset %2: %3</translation>
    </message>
    <message>
        <source>IRQ selector term "%1": expected an IRQ number, a range N-M, all, name:REGEX, dev:BDF, if:IFACE or driver:NAME</source>
        <translation>IRQ-Selektor-Term "%1": erwartet wird eine IRQ-Nummer, ein Bereich N-M, all, name:REGEX, dev:BDF, if:IFACE oder driver:NAME</translation>
    </message>
    <message>
        <source>IRQ selector term "%1": nothing after the colon</source>
        <translation>IRQ-Selektor-Term "%1": nichts nach dem Doppelpunkt</translation>
    </message>
    <message>
        <source>IRQ selector term "%1" selects no interrupt</source>
        <translation>IRQ-Selektor-Term "%1" wählt keinen Interrupt aus</translation>
    </message>
</context>
<context>
    <name>IrqThreads</name>
    <message>
        <source>%1 may run on CPUs %2, outside the IRQ's CPUs %3: its work may run where the interrupt is not delivered.</source>
        <translation>%1 darf auf den CPUs %2 laufen, außerhalb der CPUs %3 des IRQ: seine Arbeit kann dort laufen, wo der Interrupt nicht zugestellt wird.</translation>
    </message>
    <message>
        <source>The NAPI thread last ran on CPU %1, not on its queue's IRQ CPUs %2.</source>
        <translation>Der NAPI-Thread lief zuletzt auf CPU %1, nicht auf den IRQ-CPUs %2 seiner Warteschlange.</translation>
    </message>
</context>
<context>
    <name>IrqWriter</name>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: not opened</source>
        <translation>%1: nicht geöffnet</translation>
    </message>
    <message>
        <source>IRQ %1: not a valid interrupt number</source>
        <translation>IRQ %1: keine gültige Interrupt-Nummer</translation>
    </message>
    <message>
        <source>%1: not a directory (symlinks are not followed)</source>
        <translation>%1: kein Verzeichnis (symbolischen Links wird nicht gefolgt)</translation>
    </message>
    <message>
        <source>%1: no such interrupt (%2)</source>
        <translation>%1: kein solcher Interrupt (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1: keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: cannot open for writing: %2</source>
        <translation>%1: kann nicht zum Schreiben geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: write of "%2" failed: %3 (%4)</source>
        <translation>%1: Schreiben von "%2" fehlgeschlagen: %3 (%4)</translation>
    </message>
    <message>
        <source>%1: no CPU is online</source>
        <translation>%1: keine CPU ist online</translation>
    </message>
    <message>
        <source>/proc/irq/%1/smp_affinity_list: write of "%2" failed: %3 (%4, injected)</source>
        <translation>/proc/irq/%1/smp_affinity_list: Schreiben von "%2" fehlgeschlagen: %3 (%4, injiziert)</translation>
    </message>
    <message>
        <source>%1: not available on this source</source>
        <translation>%1: in dieser Quelle nicht verfügbar</translation>
    </message>
    <message>
        <source>affinity of thread %1</source>
        <translation>Affinität von Thread %1</translation>
    </message>
    <message>
        <source>"%1": not a valid interface name</source>
        <translation>"%1": kein gültiger Schnittstellenname</translation>
    </message>
    <message>
        <source>%1: not on sysfs</source>
        <translation>%1: nicht in sysfs</translation>
    </message>
    <message>
        <source>"%1": not a queue name (rx-N or tx-N)</source>
        <translation>"%1": kein Warteschlangenname (rx-N oder tx-N)</translation>
    </message>
    <message>
        <source>%1: not a queue steering file</source>
        <translation>%1: keine Steuerungsdatei einer Warteschlange</translation>
    </message>
    <message>
        <source>%1: not a pid</source>
        <translation>%1: keine PID</translation>
    </message>
    <message>
        <source>thread %1: sched_getaffinity: %2</source>
        <translation>Thread %1: sched_getaffinity: %2</translation>
    </message>
    <message>
        <source>thread %1: more than %2 CPUs in its affinity</source>
        <translation>Thread %1: mehr als %2 CPUs in seiner Affinität</translation>
    </message>
    <message>
        <source>thread %1: sched_setaffinity to %2 failed: %3 (%4)</source>
        <translation>Thread %1: sched_setaffinity auf %2 fehlgeschlagen: %3 (%4)</translation>
    </message>
    <message>
        <source>/sys/class/net/%1/queues/%2/%3: write of "%4" failed: %5 (%6, injected)</source>
        <translation>/sys/class/net/%1/queues/%2/%3: Schreiben von "%4" fehlgeschlagen: %5 (%6, injiziert)</translation>
    </message>
    <message>
        <source>thread %1: affinity %2 failed: %3 (%4, injected)</source>
        <translation>Thread %1: Affinität %2 fehlgeschlagen: %3 (%4, injiziert)</translation>
    </message>
</context>
<context>
    <name>IrqbalanceBan</name>
    <message>
        <source>irqbalance (pid %1) bans IRQs "%2" after it was sent "%3"</source>
        <translation>irqbalance (PID %1) sperrt die IRQs "%2", nachdem ihm "%3" gesendet wurde</translation>
    </message>
    <message>
        <source>IRQ %1 is not an IRQ number</source>
        <translation>IRQ %1 ist keine IRQ-Nummer</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) to ban do not fit irqbalance's 16 KiB command</source>
        <translation>
            <numerusform>%n zu sperrender IRQ passt nicht in den 16-KiB-Befehl von irqbalance</numerusform>
            <numerusform>%n zu sperrende IRQs passen nicht in den 16-KiB-Befehl von irqbalance</numerusform>
        </translation>
    </message>
    <message>
        <source>irqbalance (pid %1) has ended since; its bans ended with it</source>
        <translation>irqbalance (PID %1) ist inzwischen beendet; seine Sperren endeten mit ihm</translation>
    </message>
    <message>
        <source>%1: must be an array of at most %2 IRQ numbers</source>
        <translation>%1: muss ein Array aus höchstens %2 IRQ-Nummern sein</translation>
    </message>
    <message>
        <source>%1: every IRQ must be an integer from 0 to %2, each once</source>
        <translation>%1: jeder IRQ muss eine ganze Zahl von 0 bis %2 sein, jeder nur einmal</translation>
    </message>
    <message>
        <source>%1: "pid" must be a process id</source>
        <translation>%1: "pid" muss eine Prozess-ID sein</translation>
    </message>
    <message>
        <source>%1: "started" must be a number in a string</source>
        <translation>%1: "started" muss eine Zahl in einer Zeichenkette sein</translation>
    </message>
    <message>
        <source>%1: unknown state "%2"</source>
        <translation>%1: unbekannter Zustand "%2"</translation>
    </message>
</context>
<context>
    <name>IrqbalancePlanner</name>
    <message>
        <source>what irqbalance would do: the real irqbalance, run once over a private copy of the machine's /proc/irq (this machine or a saved one)</source>
        <translation>was irqbalance tun würde: das echte irqbalance, einmal ausgeführt über einer privaten Kopie von /proc/irq des Rechners (dieser Rechner oder ein gespeicherter)</translation>
    </message>
    <message>
        <source>The irqbalance program to run (a path or a name).</source>
        <translation>Das auszuführende irqbalance-Programm (ein Pfad oder ein Name).</translation>
    </message>
    <message>
        <source>irqbalance on PATH</source>
        <translation>irqbalance im PATH</translation>
    </message>
    <message>
        <source>irqbalance reads the machine's own files: plan on this machine or on a saved snapshot (--root DIR or FILE.tar.gz; irqatlas-cli snapshot --host H --out FILE.tar.gz saves a remote host)</source>
        <translation>irqbalance liest die eigenen Dateien des Rechners: auf diesem Rechner oder einem gespeicherten Schnappschuss planen (--root VERZ oder DATEI.tar.gz; irqatlas-cli snapshot --host H --out DATEI.tar.gz sichert einen entfernten Rechner)</translation>
    </message>
    <message>
        <source>ran %1 --oneshot --debug</source>
        <translation>%1 --oneshot --debug ausgeführt</translation>
    </message>
    <message numerus="yes">
        <source>%n selected IRQ(s) not in irqbalance's tree (banned, or a class it does not move): left as they are</source>
        <translation>
            <numerusform>%n ausgewählter IRQ nicht in irqbalances Baum (gesperrt oder eine Klasse, die es nicht verschiebt): bleibt, wie er ist</numerusform>
            <numerusform>%n ausgewählte IRQs nicht in irqbalances Baum (gesperrt oder eine Klasse, die es nicht verschiebt): bleiben, wie sie sind</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IrqbalanceRead</name>
    <message>
        <source>irqbalance is not running on this machine</source>
        <translation>irqbalance läuft auf diesem Rechner nicht</translation>
    </message>
</context>
<context>
    <name>IrqbalanceRun</name>
    <message>
        <source>irqbalance=%1: give an absolute path or a name</source>
        <translation>irqbalance=%1: einen absoluten Pfad oder einen Namen angeben</translation>
    </message>
    <message>
        <source>no irqbalance program%1 (Debian: apt install irqbalance)</source>
        <translation>kein irqbalance-Programm%1 (Debian: apt install irqbalance)</translation>
    </message>
    <message>
        <source>%1: cannot write the copy: %2</source>
        <translation>%1: die Kopie kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot hand it to uid %2</source>
        <translation>%1: kann nicht an UID %2 übergeben werden</translation>
    </message>
    <message>
        <source>%1: cannot make the copy</source>
        <translation>%1: die Kopie kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 wurde nicht innerhalb von %2 s fertig</translation>
    </message>
    <message>
        <source>%1 printed more than %2 MiB</source>
        <translation>%1 gab mehr als %2 MiB aus</translation>
    </message>
    <message>
        <source>%1 failed (exit status %2): %3</source>
        <translation>%1 schlug fehl (Exit-Status %2): %3</translation>
    </message>
    <message>
        <source>cannot make a private directory for irqbalance's copy of /proc/irq</source>
        <translation>kein privates Verzeichnis für irqbalances Kopie von /proc/irq möglich</translation>
    </message>
    <message>
        <source>irqbalance wrote IRQ %1's mask as "%2": %3</source>
        <translation>irqbalance schrieb die Maske von IRQ %1 als "%2": %3</translation>
    </message>
</context>
<context>
    <name>IrqbalanceSocket</name>
    <message>
        <source>cannot reach irqbalance (pid %1) at %2: %3 (it answers root only; irqbalance before 1.8 has no socket)</source>
        <translation>irqbalance (PID %1) unter %2 nicht erreichbar: %3 (es antwortet nur root; irqbalance vor 1.8 hat keinen Socket)</translation>
    </message>
    <message>
        <source>%1: cannot send %2: %3</source>
        <translation>%1: %2 kann nicht gesendet werden: %3</translation>
    </message>
    <message>
        <source>%1: no answer to %2 within %3 s</source>
        <translation>%1: keine Antwort auf %2 innerhalb von %3 s</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: more than %2 bytes in answer to %3</source>
        <translation>%1: mehr als %2 Bytes als Antwort auf %3</translation>
    </message>
    <message>
        <source>%1 belongs to pid %2 (uid %3), not to irqbalance (pid %4): nothing sent</source>
        <translation>%1 gehört PID %2 (UID %3), nicht irqbalance (PID %4): nichts gesendet</translation>
    </message>
    <message>
        <source>more than %1 bytes</source>
        <translation>mehr als %1 Bytes</translation>
    </message>
    <message>
        <source>not irqbalance's answers from irqatlas-helper (format, version or JSON)</source>
        <translation>keine Antworten von irqbalance aus irqatlas-helper (Format, Version oder JSON)</translation>
    </message>
    <message>
        <source>"pid" is not a process id</source>
        <translation>"pid" ist keine Prozess-ID</translation>
    </message>
    <message>
        <source>"stats" and "setup" must be strings</source>
        <translation>"stats" und "setup" müssen Zeichenketten sein</translation>
    </message>
</context>
<context>
    <name>IrqbalanceTree</name>
    <message>
        <source>expected %1</source>
        <translation>%1 erwartet</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>%1: at byte %2: %3</source>
        <translation>%1: bei Byte %2: %3</translation>
    </message>
    <message>
        <source>expected NUMBER</source>
        <translation>NUMBER erwartet</translation>
    </message>
    <message>
        <source>%1 is not an object number</source>
        <translation>%1 ist keine Objektnummer</translation>
    </message>
    <message>
        <source>an IRQ before any object</source>
        <translation>ein IRQ vor jedem Objekt</translation>
    </message>
    <message>
        <source>more IRQs than irqatlas keeps</source>
        <translation>mehr IRQs, als irqatlas behält</translation>
    </message>
    <message>
        <source>more objects than irqatlas keeps</source>
        <translation>mehr Objekte, als irqatlas behält</translation>
    </message>
    <message>
        <source>unexpected %1</source>
        <translation>unerwartet: %1</translation>
    </message>
</context>
<context>
    <name>IsolatePlanner</name>
    <message>
        <source>move IRQs off isolated / nohz_full CPUs (or cpus=LIST) to the nearest remaining CPUs</source>
        <translation>IRQs von isolierten / nohz_full-CPUs (oder cpus=LIST) auf die nächstgelegenen verbleibenden CPUs verschieben</translation>
    </message>
    <message>
        <source>no CPU to vacate: the machine has no isolcpus or nohz_full CPUs; give cpus=LIST</source>
        <translation>keine CPU zu räumen: der Rechner hat keine isolcpus- oder nohz_full-CPUs; cpus=LIST angeben</translation>
    </message>
    <message>
        <source>no CPU left outside %1 (candidates %2)</source>
        <translation>keine CPU außerhalb von %1 übrig (Kandidaten %2)</translation>
    </message>
    <message>
        <source>%1 immovable IRQs stay on the CPUs to vacate (%2%3)</source>
        <translation>%1 nicht verschiebbare IRQs bleiben auf den zu räumenden CPUs (%2%3)</translation>
    </message>
    <message>
        <source>vacated CPUs %1</source>
        <translation>geräumte CPUs %1</translation>
    </message>
    <message>
        <source>The CPUs to move the IRQs off.</source>
        <translation>Die CPUs, die von IRQs geräumt werden.</translation>
    </message>
    <message>
        <source>the machine's isolcpus and nohz_full CPUs</source>
        <translation>die isolcpus- und nohz_full-CPUs des Rechners</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>kein gültiges JSON an Offset %1: %2</translation>
    </message>
    <message>
        <source>not an irqatlas journal ("format" is not "irqatlas-journal")</source>
        <translation>kein irqatlas-Journal ("format" ist nicht "irqatlas-journal")</translation>
    </message>
    <message>
        <source>unsupported journal version %1</source>
        <translation>nicht unterstützte Journal-Version %1</translation>
    </message>
    <message>
        <source>unknown journal state "%1"</source>
        <translation>unbekannter Journal-Zustand "%1"</translation>
    </message>
    <message>
        <source>entry %1 (irq %2): unknown state "%3"</source>
        <translation>Eintrag %1 (IRQ %2): unbekannter Zustand "%3"</translation>
    </message>
    <message>
        <source>larger than %1 bytes, refused</source>
        <translation>größer als %1 Bytes, abgelehnt</translation>
    </message>
    <message>
        <source>not an irqatlas journal (not a JSON object)</source>
        <translation>kein irqatlas-Journal (kein JSON-Objekt)</translation>
    </message>
    <message>
        <source>"entries" must be an array</source>
        <translation>"entries" muss ein Array sein</translation>
    </message>
    <message>
        <source>entry %1: not an object</source>
        <translation>Eintrag %1: kein Objekt</translation>
    </message>
    <message>
        <source>entry %1: "irq" must be an integer from 0 to %2</source>
        <translation>Eintrag %1: "irq" muss eine ganze Zahl von 0 bis %2 sein</translation>
    </message>
    <message>
        <source>entry %1 (irq %2): duplicate IRQ</source>
        <translation>Eintrag %1 (IRQ %2): doppelter IRQ</translation>
    </message>
    <message>
        <source>entry %1 (irq %2): missing "%3"</source>
        <translation>Eintrag %1 (IRQ %2): "%3" fehlt</translation>
    </message>
    <message>
        <source>entry %1 (irq %2): "%3" is not a CPU list: %4</source>
        <translation>Eintrag %1 (IRQ %2): "%3" ist keine CPU-Liste: %4</translation>
    </message>
    <message>
        <source>cannot write the journal: %1</source>
        <translation>das Journal kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>cannot read the journal: %1</source>
        <translation>das Journal kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>"irqbalance" must be an array of at most 16 objects</source>
        <translation>"irqbalance" muss ein Array aus höchstens 16 Objekten sein</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1: kein Objekt</translation>
    </message>
    <message>
        <source>%1: pid %2 twice</source>
        <translation>%1: PID %2 doppelt</translation>
    </message>
    <message>
        <source>unknown state "%1"</source>
        <translation>unbekannter Zustand "%1"</translation>
    </message>
    <message>
        <source>"%1" must be a string of at most 8 KiB</source>
        <translation>"%1" muss eine Zeichenkette von höchstens 8 KiB sein</translation>
    </message>
    <message>
        <source>"pid" must be an integer from 1 to %1</source>
        <translation>"pid" muss eine ganze Zahl von 1 bis %1 sein</translation>
    </message>
    <message>
        <source>"start_time" must be a decimal string</source>
        <translation>"start_time" muss eine dezimale Zeichenkette sein</translation>
    </message>
    <message>
        <source>"comm" is not an irq/, napi/ or ksoftirqd/ kernel thread</source>
        <translation>"comm" ist kein irq/-, napi/- oder ksoftirqd/-Kernel-Thread</translation>
    </message>
    <message>
        <source>"%1" is not a CPU list</source>
        <translation>"%1" ist keine CPU-Liste</translation>
    </message>
    <message>
        <source>not a valid interface, queue or queue file name</source>
        <translation>kein gültiger Schnittstellen-, Warteschlangen- oder Warteschlangendateiname</translation>
    </message>
    <message>
        <source>"%1" must be an array of at most %2 objects</source>
        <translation>"%1" muss ein Array aus höchstens %2 Objekten sein</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>doppelt</translation>
    </message>
</context>
<context>
    <name>KernelPlanner</name>
    <message>
        <source>parameter sort="%1": expected classic or modern</source>
        <translation>Parameter sort="%1": classic oder modern erwartet</translation>
    </message>
    <message>
        <source>%1 is a view, not a placement</source>
        <translation>%1 ist eine Ansicht, keine Platzierung</translation>
    </message>
    <message>
        <source>device %1: %2</source>
        <translation>Gerät %1: %2</translation>
    </message>
    <message>
        <source>%1 IRQs get no affinity from %2 and keep their current one</source>
        <translation>%1 IRQs erhalten von %2 keine Affinität und behalten ihre aktuelle</translation>
    </message>
    <message>
        <source>%1 groups hold no candidate CPU; their IRQs keep their current affinity</source>
        <translation>%1 Gruppen enthalten keine Kandidaten-CPU; ihre IRQs behalten ihre aktuelle Affinität</translation>
    </message>
    <message>
        <source>Give no IRQ to the first core of the nearest hop (the 2025 skip_first_cpu, for the HWC vector).</source>
        <translation>Dem ersten Kern des nächstgelegenen Hops keinen IRQ zuweisen (skip_first_cpu von 2025, für den HWC-Vektor).</translation>
    </message>
    <message>
        <source>Follow the driver's 2025 dynamic MSI-X path instead of the static one.</source>
        <translation>Dem dynamischen MSI-X-Pfad des Treibers von 2025 statt dem statischen folgen.</translation>
    </message>
    <message>
        <source>The kernel's node sort: classic (v5.1 to 2024) or modern (2024 on).</source>
        <translation>Die Knotensortierung des Kernels: classic (v5.1 bis 2024) oder modern (ab 2024).</translation>
    </message>
</context>
<context>
    <name>KernelThreads</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not a task's stat line (no "(comm)")</source>
        <translation>keine stat-Zeile eines Tasks (kein „(comm)“)</translation>
    </message>
    <message>
        <source>%1 fields after the command, not %2</source>
        <translation>%1 Felder nach dem Befehl, nicht %2</translation>
    </message>
    <message>
        <source>flags, times, CPU, priority or policy is not a number</source>
        <translation>Flags, Zeiten, CPU, Priorität oder Richtlinie ist keine Zahl</translation>
    </message>
    <message>
        <source>CPU %1 is past the supported %2</source>
        <translation>CPU %1 liegt über dem unterstützten Maximum %2</translation>
    </message>
    <message>
        <source>%1: more than %2 processes in /proc</source>
        <translation>%1: mehr als %2 Prozesse in /proc</translation>
    </message>
</context>
<context>
    <name>Lint</name>
    <message>
        <source>irqbalance is running and will overwrite these affinities; stop it or ban the IRQs (IRQBALANCE_BANNED_CPULIST / --banirq)</source>
        <translation>irqbalance läuft und wird diese Affinitäten überschreiben; beenden Sie es oder sperren Sie die IRQs (IRQBALANCE_BANNED_CPULIST / --banirq)</translation>
    </message>
    <message>
        <source>IRQ %1 (%2) is immovable%3: writing its affinity fails with EIO</source>
        <translation>IRQ %1 (%2) ist nicht verschiebbar%3: das Schreiben seiner Affinität schlägt mit EIO fehl</translation>
    </message>
    <message>
        <source>IRQ %1: device %2 reports NUMA node -1 (firmware gives no locality); node-aware placement is a guess</source>
        <translation>IRQ %1: Gerät %2 meldet NUMA-Knoten -1 (die Firmware liefert keine Lokalität); knotenbewusste Platzierung ist geraten</translation>
    </message>
    <message>
        <source>IRQ %1 would run on isolated/nohz_full CPUs %2</source>
        <translation>IRQ %1 würde auf isolierten/nohz_full-CPUs %2 laufen</translation>
    </message>
    <message>
        <source>IRQ %1: effective affinity %2 is not within the requested %3 (the kernel could not honour the last write, or the chip ignores it)</source>
        <translation>IRQ %1: effektive Affinität %2 liegt nicht innerhalb der angeforderten %3 (der Kernel konnte den letzten Schreibvorgang nicht umsetzen, oder der Chip ignoriert ihn)</translation>
    </message>
    <message>
        <source>CPU %1 would serve %2 device interrupts, at or over the x86 budget of about %3 vectors (writes fail with ENOSPC)</source>
        <translation>CPU %1 würde %2 Geräte-Interrupts bedienen, am oder über dem x86-Budget von etwa %3 Vektoren (Schreibvorgänge schlagen mit ENOSPC fehl)</translation>
    </message>
    <message>
        <source>CPU %1 would serve %2 device interrupts, near the x86 budget of about %3 vectors</source>
        <translation>CPU %1 würde %2 Geräte-Interrupts bedienen, nahe am x86-Budget von etwa %3 Vektoren</translation>
    </message>
    <message>
        <source>all %1 planned IRQs of device %2 share one L3 domain (CPUs %3) while node %4 has other L3 domains with none of them (CPUs %5)</source>
        <translation>alle %1 geplanten IRQs des Geräts %2 teilen sich eine L3-Domäne (CPUs %3), während Knoten %4 weitere L3-Domänen ohne einen davon hat (CPUs %5)</translation>
    </message>
    <message>
        <source>all %1 IRQs of device %2 are delivered in one L3 domain (CPUs %3) while node %4 has other L3 domains with none of them (CPUs %5)</source>
        <translation>alle %1 IRQs des Geräts %2 werden in einer L3-Domäne zugestellt (CPUs %3), während Knoten %4 weitere L3-Domänen ohne einen davon hat (CPUs %5)</translation>
    </message>
    <message>
        <source>%1: %2 %3 sends work off the NIC's node %4 (CPUs %5 are elsewhere)</source>
        <translation>%1: %2 %3 schickt Arbeit weg vom Knoten %4 der NIC (CPUs %5 liegen anderswo)</translation>
    </message>
    <message>
        <source>%1: rps_cpus %2 are the CPUs its IRQ %3 lands on: RPS only adds a hop between CPUs</source>
        <translation>%1: rps_cpus %2 sind die CPUs, auf denen sein IRQ %3 landet: RPS fügt nur einen Sprung zwischen CPUs hinzu</translation>
    </message>
    <message>
        <source>%1: CPU(s) %2 not online (online: %3)</source>
        <translation>%1: CPU(s) %2 nicht online (online: %3)</translation>
    </message>
    <message>
        <source>IRQ %1</source>
        <translation>IRQ %1</translation>
    </message>
    <message>
        <source>IRQ %1 thread_cpus</source>
        <translation>IRQ %1 thread_cpus</translation>
    </message>
</context>
<context>
    <name>LivePlots</name>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Cannot export to %1: the name must end in .png or .pdf</source>
        <translation>Export nach %1 nicht möglich: Der Name muss auf .png oder .pdf enden</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot write %1: no samples yet</source>
        <translation>%1 kann nicht geschrieben werden: noch keine Messwerte</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>MachineLoader</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>dieser Rechner</translation>
    </message>
    <message>
        <source>%1 holds neither a topology nor /proc/interrupts</source>
        <translation>%1 enthält weder eine Topologie noch /proc/interrupts</translation>
    </message>
    <message>
        <source>%1 describes no CPU</source>
        <translation>%1 beschreibt keine CPU</translation>
    </message>
    <message>
        <source>ssh config file %1: no such file</source>
        <translation>ssh-Konfigurationsdatei %1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>identity file %1: no such file</source>
        <translation>Identitätsdatei %1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>%1 is a file, not a host to read</source>
        <translation>%1 ist eine Datei, kein Host zum Lesen</translation>
    </message>
    <message>
        <source>%1 holds no topology</source>
        <translation>%1 enthält keine Topologie</translation>
    </message>
    <message>
        <source>%1 has no interrupt counters</source>
        <translation>%1 hat keine Interrupt-Zähler</translation>
    </message>
    <message>
        <source>%1 (Prometheus)</source>
        <translation>%1 (Prometheus)</translation>
    </message>
    <message>
        <source>User %1 needs a password: a password file, or the environment variable %2</source>
        <translation>Benutzer %1 braucht ein Passwort: eine Passwortdatei oder die Umgebungsvariable %2</translation>
    </message>
    <message>
        <source>Prometheus has no placement: affinity, NUMA node and device are unknown</source>
        <translation>Prometheus kennt keine Platzierung: Affinität, NUMA-Knoten und Gerät sind unbekannt</translation>
    </message>
</context>
<context>
    <name>NetQueues</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not a decimal number</source>
        <translation>keine Dezimalzahl</translation>
    </message>
    <message>
        <source>%1 is not a queue name</source>
        <translation>%1 ist kein Warteschlangenname</translation>
    </message>
    <message>
        <source>more than %1 queues</source>
        <translation>mehr als %1 Warteschlangen</translation>
    </message>
    <message>
        <source>not 0, 1 or 2</source>
        <translation>nicht 0, 1 oder 2</translation>
    </message>
    <message>
        <source>%1 hex words, more than the %2 of %3 bits</source>
        <translation>%1 Hex-Wörter, mehr als die %2 für %3 Bits</translation>
    </message>
    <message>
        <source>bit %1 is set, past the %2 this machine has</source>
        <translation>Bit %1 ist gesetzt, jenseits der %2, die diese Maschine hat</translation>
    </message>
    <message>
        <source>more than %1 interfaces</source>
        <translation>mehr als %1 Schnittstellen</translation>
    </message>
    <message>
        <source>%1 is not a valid interface name</source>
        <translation>%1 ist kein gültiger Schnittstellenname</translation>
    </message>
</context>
<context>
    <name>PciDevices</name>
    <message>
        <source>%1: %2: %3 is not %4</source>
        <translation>%1: %2: %3 ist nicht %4</translation>
    </message>
    <message>
        <source>%1: %2 lists more than %3 PCI functions</source>
        <translation>%1: %2 listet mehr als %3 PCI-Funktionen</translation>
    </message>
    <message>
        <source>a hexadecimal number up to 0x%1</source>
        <translation>eine Hexadezimalzahl bis 0x%1</translation>
    </message>
    <message>
        <source>a NUMA node number or -1</source>
        <translation>eine NUMA-Knotennummer oder -1</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
</context>
<context>
    <name>PlanDiff</name>
    <message>
        <source>affinity cannot be changed</source>
        <translation>Affinität kann nicht geändert werden</translation>
    </message>
    <message>
        <source>no NAPI thread of this queue is known</source>
        <translation>kein NAPI-Thread dieser Warteschlange bekannt</translation>
    </message>
</context>
<context>
    <name>PlanExport</name>
    <message>
        <source>unknown export format "%1" (sh, systemd, irqbalance, json)</source>
        <translation>unbekanntes Exportformat "%1" (sh, systemd, irqbalance, json)</translation>
    </message>
</context>
<context>
    <name>PlanFile</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Boolescher Wert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlend</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>kein gültiges JSON an Offset %1: %2</translation>
    </message>
    <message>
        <source>the plan must be a JSON object</source>
        <translation>der Plan muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>missing field "%1"</source>
        <translation>fehlendes Feld "%1"</translation>
    </message>
    <message>
        <source>"format" must be a string, found %1</source>
        <translation>"format" muss eine Zeichenkette sein, gefunden: %1</translation>
    </message>
    <message>
        <source>unknown format "%1" (expected "irqatlas-plan")</source>
        <translation>unbekanntes Format "%1" (erwartet: "irqatlas-plan")</translation>
    </message>
    <message>
        <source>"version" must be an integer, found %1</source>
        <translation>"version" muss eine ganze Zahl sein, gefunden: %1</translation>
    </message>
    <message>
        <source>plan version %1 is newer than this program understands (%2)</source>
        <translation>Planversion %1 ist neuer, als dieses Programm versteht (%2)</translation>
    </message>
    <message>
        <source>invalid plan version %1</source>
        <translation>ungültige Planversion %1</translation>
    </message>
    <message>
        <source>"host" must be an object, found %1</source>
        <translation>"host" muss ein Objekt sein, gefunden: %1</translation>
    </message>
    <message>
        <source>"host.%1" must be a string, found %2</source>
        <translation>"host.%1" muss eine Zeichenkette sein, gefunden: %2</translation>
    </message>
    <message>
        <source>"host.cpus" must be a number, found %1</source>
        <translation>"host.cpus" muss eine Zahl sein, gefunden: %1</translation>
    </message>
    <message>
        <source>"generator" must be an object, found %1</source>
        <translation>"generator" muss ein Objekt sein, gefunden: %1</translation>
    </message>
    <message>
        <source>"generator.algorithm" must be a string, found %1</source>
        <translation>"generator.algorithm" muss eine Zeichenkette sein, gefunden: %1</translation>
    </message>
    <message>
        <source>"generator.params" must be an object, found %1</source>
        <translation>"generator.params" muss ein Objekt sein, gefunden: %1</translation>
    </message>
    <message>
        <source>"created" must be a string, found %1</source>
        <translation>"created" muss eine Zeichenkette sein, gefunden: %1</translation>
    </message>
    <message>
        <source>"notes" must be an array, found %1</source>
        <translation>"notes" muss ein Array sein, gefunden: %1</translation>
    </message>
    <message>
        <source>"assignments" must be an array, found %1</source>
        <translation>"assignments" muss ein Array sein, gefunden: %1</translation>
    </message>
    <message>
        <source>assignment %1: must be an object, found %2</source>
        <translation>Zuweisung %1: muss ein Objekt sein, gefunden: %2</translation>
    </message>
    <message>
        <source>assignment %1: missing field "irq"</source>
        <translation>Zuweisung %1: fehlendes Feld "irq"</translation>
    </message>
    <message>
        <source>assignment %1: "irq" must be a non-negative integer, found %2</source>
        <translation>Zuweisung %1: "irq" muss eine nicht-negative ganze Zahl sein, gefunden: %2</translation>
    </message>
    <message>
        <source>assignment %1 (irq %2)</source>
        <translation>Zuweisung %1 (IRQ %2)</translation>
    </message>
    <message>
        <source>%1: missing field "match"</source>
        <translation>%1: fehlendes Feld "match"</translation>
    </message>
    <message>
        <source>%1: "match" must be a string, found %2</source>
        <translation>%1: "match" muss eine Zeichenkette sein, gefunden: %2</translation>
    </message>
    <message>
        <source>%1: missing field "cpus"</source>
        <translation>%1: fehlendes Feld "cpus"</translation>
    </message>
    <message>
        <source>%1: "cpus" must be a CPU list string, found %2</source>
        <translation>%1: "cpus" muss eine CPU-Listen-Zeichenkette sein, gefunden: %2</translation>
    </message>
    <message>
        <source>%1: empty CPU list</source>
        <translation>%1: leere CPU-Liste</translation>
    </message>
    <message>
        <source>%1: CPU %2 does not exist on this machine (CPUs %3)</source>
        <translation>%1: CPU %2 existiert auf diesem Rechner nicht (CPUs %3)</translation>
    </message>
    <message>
        <source>%1: duplicate IRQ, already in assignment %2</source>
        <translation>%1: doppelter IRQ, bereits in Zuweisung %2</translation>
    </message>
    <message>
        <source>assignment %1 (irq %2, %3)</source>
        <translation>Zuweisung %1 (IRQ %2, %3)</translation>
    </message>
    <message>
        <source>%1: ambiguous, %2 interrupts share the key and none has number %3</source>
        <translation>%1: mehrdeutig, %2 Interrupts teilen sich den Schlüssel und keiner hat die Nummer %3</translation>
    </message>
    <message>
        <source>%1: key not found, matched by number; IRQ %2 is now "%3"</source>
        <translation>%1: Schlüssel nicht gefunden, über die Nummer zugeordnet; IRQ %2 ist jetzt "%3"</translation>
    </message>
    <message>
        <source>%1: no such interrupt on this machine</source>
        <translation>%1: kein solcher Interrupt auf diesem Rechner</translation>
    </message>
    <message>
        <source>the plan is %1 bytes, more than the supported maximum of %2</source>
        <translation>der Plan hat %1 Bytes, mehr als das unterstützte Maximum von %2</translation>
    </message>
    <message>
        <source>%1 assignments, more than the supported maximum of %2</source>
        <translation>%1 Zuweisungen, mehr als das unterstützte Maximum von %2</translation>
    </message>
    <message>
        <source>the plan's CPU lists name more than %1 CPUs in total, the supported maximum (each list counts from its lowest to its highest CPU)</source>
        <translation>die CPU-Listen des Plans nennen insgesamt mehr als %1 CPUs, das unterstützte Maximum (jede Liste zählt von ihrer niedrigsten bis zu ihrer höchsten CPU)</translation>
    </message>
    <message>
        <source>%1: must be a CPU list string, found %2</source>
        <translation>%1: muss eine CPU-Listen-Zeichenkette sein, gefunden: %2</translation>
    </message>
    <message>
        <source>%1: must be "keep" or a CPU list string, found %2</source>
        <translation>%1: muss "keep" oder eine CPU-Listen-Zeichenkette sein, gefunden: %2</translation>
    </message>
    <message>
        <source>%1: empty CPU list (leave the field out to follow the IRQ, or write "keep")</source>
        <translation>%1: leere CPU-Liste (das Feld weglassen, um dem IRQ zu folgen, oder "keep" schreiben)</translation>
    </message>
    <message>
        <source>%1: missing field "%2"</source>
        <translation>%1: Feld "%2" fehlt</translation>
    </message>
    <message>
        <source>%1: "%2" must be a string, found %3</source>
        <translation>%1: "%2" muss eine Zeichenkette sein, gefunden: %3</translation>
    </message>
    <message>
        <source>%1: interface "%2" is not an interface name (1 to 15 bytes, no '/', ':', white space or control characters)</source>
        <translation>%1: Schnittstelle "%2" ist kein Schnittstellenname (1 bis 15 Bytes, kein '/', ':', Leerraum oder Steuerzeichen)</translation>
    </message>
    <message>
        <source>%1: queue "%2" is not rx-N or tx-N (N from 0 to %3, without leading zeros)</source>
        <translation>%1: Warteschlange "%2" ist nicht rx-N oder tx-N (N von 0 bis %3, ohne führende Nullen)</translation>
    </message>
    <message>
        <source>%1: rps_flow_cnt: must be an integer from 0 to %2, found %3</source>
        <translation>%1: rps_flow_cnt: muss eine ganze Zahl von 0 bis %2 sein, gefunden: %3</translation>
    </message>
    <message>
        <source>%1: %2: only %3 queues take it</source>
        <translation>%1: %2: nur %3-Warteschlangen nehmen es an</translation>
    </message>
    <message>
        <source>%1: no steering field (%2)</source>
        <translation>%1: kein Steuerungsfeld (%2)</translation>
    </message>
    <message>
        <source>"queues" must be an array, found %1</source>
        <translation>"queues" muss ein Array sein, gefunden: %1</translation>
    </message>
    <message>
        <source>%1 queue entries, more than the supported maximum of %2</source>
        <translation>%1 Warteschlangeneinträge, mehr als das unterstützte Maximum von %2</translation>
    </message>
    <message>
        <source>%1: must be an object, found %2</source>
        <translation>%1: muss ein Objekt sein, gefunden: %2</translation>
    </message>
    <message>
        <source>%1: duplicate queue, already in queues[%2]</source>
        <translation>%1: doppelte Warteschlange, bereits in queues[%2]</translation>
    </message>
</context>
<context>
    <name>PlanQueues</name>
    <message>
        <source>%1: CPU %2 is not online (online CPUs %3)</source>
        <translation>%1: CPU %2 ist nicht online (online-CPUs %3)</translation>
    </message>
    <message>
        <source>xps_rxqs: receive queue %1 does not exist (%2 has %3)</source>
        <translation>xps_rxqs: Empfangswarteschlange %1 existiert nicht (%2 hat %3)</translation>
    </message>
    <message>
        <source>%1: no interface %2 on this machine</source>
        <translation>%1: keine Schnittstelle %2 auf diesem Rechner</translation>
    </message>
    <message numerus="yes">
        <source>%1: no such queue (%2 has %n %3 queue(s))</source>
        <translation>
            <numerusform>%1: keine solche Warteschlange (%2 hat %n %3-Warteschlange)</numerusform>
            <numerusform>%1: keine solche Warteschlange (%2 hat %n %3-Warteschlangen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the source has no network queues (/sys/class/net): the plan's %n queue(s) are not checked</source>
        <translation>
            <numerusform>die Quelle hat keine Netzwerkwarteschlangen (/sys/class/net): die %n Warteschlange des Plans wird nicht geprüft</numerusform>
            <numerusform>die Quelle hat keine Netzwerkwarteschlangen (/sys/class/net): die %n Warteschlangen des Plans werden nicht geprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: xps_cpus %2, but no IRQ the plan places serves this queue on this machine</source>
        <translation>%1: xps_cpus %2, aber kein vom Plan platzierter IRQ bedient diese Warteschlange auf diesem Rechner</translation>
    </message>
    <message>
        <source>%1: xps_cpus %2, but the IRQ serving this queue on this machine is planned on CPUs %3</source>
        <translation>%1: xps_cpus %2, aber der IRQ, der diese Warteschlange auf diesem Rechner bedient, ist auf CPUs %3 geplant</translation>
    </message>
    <message>
        <source>%1 %2: the plan leaves it alone, but the IRQ serving it on this machine is planned on CPUs %3</source>
        <translation>%1 %2: der Plan lässt sie unverändert, aber der IRQ, der sie auf diesem Rechner bedient, ist auf CPUs %3 geplant</translation>
    </message>
</context>
<context>
    <name>PlanRequest</name>
    <message>
        <source>unknown parameter "%1": this algorithm takes none</source>
        <translation>unbekannter Parameter "%1": dieser Algorithmus nimmt keine Parameter</translation>
    </message>
    <message>
        <source>unknown parameter "%1" (expected one of: %2)</source>
        <translation>unbekannter Parameter "%1" (erwartet einer von: %2)</translation>
    </message>
    <message>
        <source>node %1 does not exist (nodes 0-%2, or -1 for none)</source>
        <translation>Knoten %1 existiert nicht (Knoten 0-%2 oder -1 für keinen)</translation>
    </message>
    <message>
        <source>%1 rates given for %2 interrupts</source>
        <translation>%1 Raten für %2 Interrupts angegeben</translation>
    </message>
    <message>
        <source>CPU %1 does not exist on this machine (CPUs %2)</source>
        <translation>CPU %1 existiert auf diesem Rechner nicht (CPUs %2)</translation>
    </message>
    <message>
        <source>no candidate CPU left (online CPUs %1, excluded %2)</source>
        <translation>keine Kandidaten-CPU übrig (online-CPUs %1, ausgeschlossen %2)</translation>
    </message>
</context>
<context>
    <name>PlanRunner</name>
    <message>
        <source>Unknown algorithm "%1"</source>
        <translation>Unbekannter Algorithmus "%1"</translation>
    </message>
    <message>
        <source>no IRQ matched the groups it made</source>
        <translation>kein IRQ passte zu den gebildeten Gruppen</translation>
    </message>
    <message numerus="yes">
        <source>%1 planned none of the %n selected IRQs: %2.</source>
        <translation>
            <numerusform>%1 hat den ausgewählten IRQ nicht eingeplant: %2.</numerusform>
            <numerusform>%1 hat keinen der %n ausgewählten IRQs eingeplant: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No load counted yet: the %n planned IRQs have not fired (no count or rate), so the plan's balance cannot be judged, and a planner that weighs IRQs (as balance does) had nothing to weigh. Let the machine run under load, or use the live rates, then generate again.</source>
        <translation>
            <numerusform>Noch keine Last gezählt: Der eingeplante IRQ wurde noch nicht ausgelöst (weder Zähler noch Rate), daher lässt sich die Ausgewogenheit des Plans nicht beurteilen, und ein Planer, der IRQs gewichtet (wie balance), hatte nichts zu gewichten. Lassen Sie den Rechner unter Last laufen oder verwenden Sie die Live-Raten und erzeugen Sie dann erneut.</numerusform>
            <numerusform>Noch keine Last gezählt: Die %n eingeplanten IRQs wurden noch nicht ausgelöst (weder Zähler noch Rate), daher lässt sich die Ausgewogenheit des Plans nicht beurteilen, und ein Planer, der IRQs gewichtet (wie balance), hatte nichts zu gewichten. Lassen Sie den Rechner unter Last laufen oder verwenden Sie die Live-Raten und erzeugen Sie dann erneut.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanScore</name>
    <message>
        <source>no IRQ of the plan is on this machine: nothing to score</source>
        <translation>kein IRQ des Plans ist auf dieser Maschine: nichts zu bewerten</translation>
    </message>
    <message>
        <source>no IRQ has a NUMA node to measure from (no device node, and no Node asked for)</source>
        <translation>kein IRQ hat einen NUMA-Knoten, von dem aus gemessen werden kann (kein Geräteknoten und kein Knoten angegeben)</translation>
    </message>
    <message>
        <source>the IRQs carry no load (no counts and no rates) to balance</source>
        <translation>die IRQs tragen keine Last (keine Zählungen und keine Raten), die auszugleichen wäre</translation>
    </message>
    <message>
        <source>the source has no cache information: its L3 domains are unknown</source>
        <translation>die Quelle hat keine Cache-Informationen: ihre L3-Domänen sind unbekannt</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <source>contains a line break</source>
        <translation>enthält einen Zeilenumbruch</translation>
    </message>
    <message>
        <source>contains a NUL character</source>
        <translation>enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>contains the control character %1</source>
        <translation>enthält das Steuerzeichen %1</translation>
    </message>
    <message>
        <source>contains the invisible or bidirectional formatting character %1</source>
        <translation>enthält das unsichtbare oder bidirektionale Formatierungszeichen %1</translation>
    </message>
    <message>
        <source>is not valid Unicode</source>
        <translation>ist kein gültiges Unicode</translation>
    </message>
    <message>
        <source>is longer than %1 bytes</source>
        <translation>ist länger als %1 Bytes</translation>
    </message>
    <message>
        <source>a key %1</source>
        <translation>ein Schlüssel %1</translation>
    </message>
    <message>
        <source>a key is not a parameter name (letters, digits and . _ -)</source>
        <translation>ein Schlüssel ist kein Parametername (Buchstaben, Ziffern und . _ -)</translation>
    </message>
    <message>
        <source>nests deeper than %1 levels</source>
        <translation>ist tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>is not valid UTF-8</source>
        <translation>ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>is not a host name (RFC 1123: dot-separated labels of letters, digits and '-')</source>
        <translation>ist kein Hostname (RFC 1123: durch Punkte getrennte Teile aus Buchstaben, Ziffern und '-')</translation>
    </message>
    <message>
        <source>is not a kernel release (letters, digits and . _ + ~ -)</source>
        <translation>ist keine Kernel-Version (Buchstaben, Ziffern und . _ + ~ -)</translation>
    </message>
    <message>
        <source>is not a topology fingerprint (sha256:&lt;hex&gt;)</source>
        <translation>ist kein Topologie-Fingerabdruck (sha256:&lt;hex&gt;)</translation>
    </message>
    <message>
        <source>is not an algorithm name (letters, digits and . _ -)</source>
        <translation>ist kein Algorithmusname (Buchstaben, Ziffern und . _ -)</translation>
    </message>
    <message>
        <source>is not an ISO 8601 date and time (2026-11-30T10:00:00Z)</source>
        <translation>ist kein Datum mit Uhrzeit nach ISO 8601 (2026-11-30T10:00:00Z)</translation>
    </message>
    <message>
        <source>assignment %1 (irq %2): match: %3</source>
        <translation>Zuweisung %1 (IRQ %2): match: %3</translation>
    </message>
    <message>
        <source>queues[%1]: interface: is not an interface name (1 to 15 bytes, no '/', ':', white space or control characters)</source>
        <translation>queues[%1]: interface: ist kein Schnittstellenname (1 bis 15 Bytes, kein '/', ':', Leerraum oder Steuerzeichen)</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>parameter %1="%2": expected an integer</source>
        <translation>Parameter %1="%2": ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>parameter %1="%2": expected true or false</source>
        <translation>Parameter %1="%2": true oder false erwartet</translation>
    </message>
    <message>
        <source>parameter %1: %2</source>
        <translation>Parameter %1: %2</translation>
    </message>
</context>
<context>
    <name>PlannerParam</name>
    <message>
        <source>integer</source>
        <translation>ganze Zahl</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>CPU list</source>
        <translation>CPU-Liste</translation>
    </message>
    <message>
        <source>program</source>
        <translation>Programm</translation>
    </message>
</context>
<context>
    <name>PolicyPlanner</name>
    <message>
        <source>vendor-script policy chosen with policy=local|remote|all|one|cpulist</source>
        <translation>Richtlinie aus den Hersteller-Skripten, gewählt mit policy=local|remote|all|one|cpulist</translation>
    </message>
    <message>
        <source>one CPU per IRQ on the device's node, cores before SMT siblings</source>
        <translation>eine CPU pro IRQ auf dem Knoten des Geräts, Kerne vor SMT-Geschwistern</translation>
    </message>
    <message>
        <source>one CPU per IRQ outside the device's node, cores before SMT siblings</source>
        <translation>eine CPU pro IRQ außerhalb des Knotens des Geräts, Kerne vor SMT-Geschwistern</translation>
    </message>
    <message>
        <source>one CPU per IRQ over all candidates, cores before SMT siblings</source>
        <translation>eine CPU pro IRQ über alle Kandidaten, Kerne vor SMT-Geschwistern</translation>
    </message>
    <message>
        <source>every IRQ on one CPU (cpu=N)</source>
        <translation>jeder IRQ auf einer CPU (cpu=N)</translation>
    </message>
    <message>
        <source>one CPU per IRQ over cpus=LIST, cores before SMT siblings</source>
        <translation>eine CPU pro IRQ über cpus=LIST, Kerne vor SMT-Geschwistern</translation>
    </message>
    <message>
        <source>parameter policy="%1": expected local, remote, all, one or cpulist</source>
        <translation>Parameter policy="%1": local, remote, all, one oder cpulist erwartet</translation>
    </message>
    <message>
        <source>the cpulist policy needs cpus=LIST</source>
        <translation>die Richtlinie cpulist benötigt cpus=LIST</translation>
    </message>
    <message>
        <source>cpus=%1 has no candidate CPU (candidates %2)</source>
        <translation>cpus=%1 enthält keine Kandidaten-CPU (Kandidaten %2)</translation>
    </message>
    <message>
        <source>cpu=%1 is not a candidate CPU (candidates %2)</source>
        <translation>cpu=%1 ist keine Kandidaten-CPU (Kandidaten %2)</translation>
    </message>
    <message>
        <source>%1 IRQs had no device node or no usable CPU for the policy and use all candidate CPUs</source>
        <translation>%1 IRQs hatten keinen Geräteknoten oder keine für die Richtlinie nutzbare CPU und verwenden alle Kandidaten-CPUs</translation>
    </message>
    <message>
        <source>%1 immovable IRQs are left in place</source>
        <translation>%1 nicht verschiebbare IRQs bleiben an ihrem Platz</translation>
    </message>
    <message>
        <source>Which vendor-script policy to follow (see the policy-* algorithms).</source>
        <translation>Welcher Richtlinie aus den Hersteller-Skripten gefolgt wird (siehe die Algorithmen policy-*).</translation>
    </message>
    <message>
        <source>The one CPU every IRQ goes to (policy=one).</source>
        <translation>Die eine CPU, auf die jeder IRQ kommt (policy=one).</translation>
    </message>
    <message>
        <source>The one CPU every IRQ goes to.</source>
        <translation>Die eine CPU, auf die jeder IRQ kommt.</translation>
    </message>
    <message>
        <source>the first CPU of the device's node</source>
        <translation>die erste CPU des Geräteknotens</translation>
    </message>
    <message>
        <source>The CPUs to deal the IRQs over (policy=cpulist), within the candidates.</source>
        <translation>Die CPUs, auf die die IRQs verteilt werden (policy=cpulist), innerhalb der Kandidaten.</translation>
    </message>
    <message>
        <source>The CPUs to deal the IRQs over, within the candidates.</source>
        <translation>Die CPUs, auf die die IRQs verteilt werden, innerhalb der Kandidaten.</translation>
    </message>
    <message>
        <source>none (policy=cpulist needs it)</source>
        <translation>keine (policy=cpulist benötigt sie)</translation>
    </message>
    <message>
        <source>What consecutive IRQs are spread over: L3 domains first (llc), cores before SMT siblings (core), or CPUs in id order (pu).</source>
        <translation>Worüber aufeinanderfolgende IRQs verteilt werden: zuerst über L3-Domänen (llc), Kerne vor SMT-Geschwistern (core) oder CPUs in ID-Reihenfolge (pu).</translation>
    </message>
    <message>
        <source>parameter spread_over="%1": expected llc, core or pu</source>
        <translation>Parameter spread_over="%1": erwartet llc, core oder pu</translation>
    </message>
    <message>
        <source>Set the XPS CPUs of each transmit queue whose IRQ is known to the CPUs planned for that IRQ.</source>
        <translation>Die XPS-CPUs jeder Sendewarteschlange mit bekanntem IRQ auf die für diesen IRQ geplanten CPUs setzen.</translation>
    </message>
</context>
<context>
    <name>PromFleet</name>
    <message>
        <source>Prometheus' last scrape of it failed (up is 0)</source>
        <translation>Prometheus' letzter Abruf schlug fehl (up ist 0)</translation>
    </message>
    <message>
        <source>%1: no node_exporter targets (no job with node_cpu_seconds_total and instance labels)</source>
        <translation>%1: keine node_exporter-Ziele (kein Job mit node_cpu_seconds_total und instance-Labels)</translation>
    </message>
</context>
<context>
    <name>PromSource</name>
    <message>
        <source>%1 longer than %2 characters</source>
        <translation>%1 länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>%1 holds a control character</source>
        <translation>%1 enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>URL longer than %1 characters</source>
        <translation>URL länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>no instance</source>
        <translation>keine Instanz</translation>
    </message>
    <message>
        <source>passwordEnv is not an environment variable's name</source>
        <translation>passwordEnv ist kein Name einer Umgebungsvariable</translation>
    </message>
</context>
<context>
    <name>Prometheus</name>
    <message>
        <source>no complete answer within %1 s</source>
        <translation>keine vollständige Antwort innerhalb von %1 s</translation>
    </message>
    <message>
        <source>the answer is larger than the supported maximum of %1 bytes</source>
        <translation>die Antwort ist größer als das unterstützte Maximum von %1 Bytes</translation>
    </message>
    <message>
        <source>not a URL with a host</source>
        <translation>keine URL mit einem Host</translation>
    </message>
    <message>
        <source>the scheme is neither http nor https</source>
        <translation>das Schema ist weder http noch https</translation>
    </message>
    <message>
        <source>a user or password in the URL (the password never goes on a command line)</source>
        <translation>Benutzer oder Passwort in der URL (das Passwort gehört nie auf eine Befehlszeile)</translation>
    </message>
    <message>
        <source>a query or fragment in the URL</source>
        <translation>eine Abfrage oder ein Fragment in der URL</translation>
    </message>
    <message>
        <source>HTTP status %1</source>
        <translation>HTTP-Status %1</translation>
    </message>
    <message>
        <source>%1: Prometheus has no node_cpu_seconds_total of this instance between these times</source>
        <translation>%1: Prometheus hat zwischen diesen Zeiten kein node_cpu_seconds_total dieser Instanz</translation>
    </message>
    <message>
        <source>not kept by Prometheus</source>
        <translation>wird von Prometheus nicht gespeichert</translation>
    </message>
    <message>
        <source>the exporter has no node_interrupts_total series: start node_exporter with --collector.interrupts for IRQ rows</source>
        <translation>der Exporter hat keine node_interrupts_total-Reihen: node_exporter mit --collector.interrupts starten, um IRQ-Zeilen zu erhalten</translation>
    </message>
    <message>
        <source>node_interrupts_total has a series that is not a row, a CPU and a count</source>
        <translation>node_interrupts_total hat eine Reihe, die nicht Zeile, CPU und Zählerstand ist</translation>
    </message>
    <message>
        <source>a label of node_interrupts_total holds a control character</source>
        <translation>ein Label von node_interrupts_total enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>%1: Prometheus has no target with this instance label</source>
        <translation>%1: Prometheus hat kein Ziel mit diesem instance-Label</translation>
    </message>
    <message>
        <source>the exporter has no node_cpu_seconds_total series</source>
        <translation>der Exporter hat keine node_cpu_seconds_total-Reihen</translation>
    </message>
    <message>
        <source>node_cpu_seconds_total has a series that is not a CPU and a time</source>
        <translation>node_cpu_seconds_total hat eine Reihe, die nicht CPU und Zeit ist</translation>
    </message>
    <message>
        <source>node_uname_info holds a control character</source>
        <translation>node_uname_info enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>the server answered "status": "error"</source>
        <translation>der Server antwortete "status": "error"</translation>
    </message>
    <message>
        <source>the server says: %1 (%2)</source>
        <translation>der Server meldet: %1 (%2)</translation>
    </message>
    <message>
        <source>the answer is not a JSON object (at byte %1)</source>
        <translation>die Antwort ist kein JSON-Objekt (bei Byte %1)</translation>
    </message>
    <message>
        <source>neither "success" nor "error"</source>
        <translation>weder "success" noch "error"</translation>
    </message>
    <message>
        <source>missing or not an object</source>
        <translation>fehlt oder ist kein Objekt</translation>
    </message>
    <message>
        <source>not vector, matrix or scalar</source>
        <translation>weder vector noch matrix noch scalar</translation>
    </message>
    <message>
        <source>missing or not an array</source>
        <translation>fehlt oder ist kein Array</translation>
    </message>
    <message>
        <source>more than %1 series</source>
        <translation>mehr als %1 Reihen</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>more than %1 samples in one answer</source>
        <translation>mehr als %1 Messwerte in einer Antwort</translation>
    </message>
    <message>
        <source>timestamps do not increase</source>
        <translation>Zeitstempel steigen nicht an</translation>
    </message>
    <message>
        <source>more than %1 labels</source>
        <translation>mehr als %1 Labels</translation>
    </message>
    <message>
        <source>"%1" is not a label name</source>
        <translation>"%1" ist kein Labelname</translation>
    </message>
    <message>
        <source>not a string of at most %1 characters</source>
        <translation>keine Zeichenkette von höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>not a pair of a time and a value</source>
        <translation>kein Paar aus Zeit und Wert</translation>
    </message>
    <message>
        <source>the time is not a number of seconds since 1970</source>
        <translation>die Zeit ist keine Anzahl Sekunden seit 1970</translation>
    </message>
    <message>
        <source>the value "%1" is not a finite number</source>
        <translation>der Wert "%1" ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1: no new scrape since the last sample</source>
        <translation>%1: kein neuer Abruf seit der letzten Messung</translation>
    </message>
    <message>
        <source>an answer of the wrong result type</source>
        <translation>eine Antwort mit falschem Ergebnistyp</translation>
    </message>
    <message>
        <source>the range holds more than %1 series or %2 samples in all; take a longer step or a shorter range</source>
        <translation>der Bereich enthält insgesamt mehr als %1 Reihen oder %2 Messwerte; wählen Sie eine längere Schrittweite oder einen kürzeren Bereich</translation>
    </message>
    <message>
        <source>a range needs a start before its end and a step above 0</source>
        <translation>ein Bereich braucht einen Anfang vor seinem Ende und eine Schrittweite über 0</translation>
    </message>
    <message>
        <source>the range has more than %1 steps; take a longer step or a shorter range</source>
        <translation>der Bereich hat mehr als %1 Schritte; wählen Sie eine längere Schrittweite oder einen kürzeren Bereich</translation>
    </message>
    <message>
        <source>%1 makes a table past the size of the kernel's file</source>
        <translation>%1 ergibt eine Tabelle, die größer ist als die Datei des Kernels</translation>
    </message>
    <message>
        <source>the exporter has no node_softirqs_functions_total series (node_exporter 1.6 or later with --collector.softirqs): no softirq types</source>
        <translation>der Exporter hat keine node_softirqs_functions_total-Reihen (node_exporter 1.6 oder neuer mit --collector.softirqs): keine Softirq-Typen</translation>
    </message>
    <message>
        <source>node_softirqs_functions_total has a series that is not a type, a CPU and a count</source>
        <translation>node_softirqs_functions_total hat eine Reihe, die nicht aus Typ, CPU und Zählwert besteht</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>keine Messwerte</translation>
    </message>
</context>
<context>
    <name>Rates</name>
    <message>
        <source>the sample could not be read</source>
        <translation>die Stichprobe konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>no previous sample to compare with</source>
        <translation>keine vorherige Stichprobe zum Vergleichen</translation>
    </message>
    <message>
        <source>the interval between the samples is %1 s, not positive</source>
        <translation>das Intervall zwischen den Stichproben beträgt %1 s und ist nicht positiv</translation>
    </message>
</context>
<context>
    <name>RecordedWeights</name>
    <message>
        <source>"%1": expected seconds A..B, A.. or ..B (from the first sample of the recording)</source>
        <translation>"%1": Sekunden A..B, A.. oder ..B erwartet (ab der ersten Probe der Aufzeichnung)</translation>
    </message>
    <message>
        <source>"%1": the window ends before it starts</source>
        <translation>"%1": das Fenster endet, bevor es beginnt</translation>
    </message>
    <message numerus="yes">
        <source>recorded rates over %1 s (mean of %n interval(s) of %2)</source>
        <translation>
            <numerusform>aufgezeichnete Raten über %1 s (Mittel aus %n Intervall von %2)</numerusform>
            <numerusform>aufgezeichnete Raten über %1 s (Mittel aus %n Intervallen von %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>in the window %1 s</source>
        <translation>im Fenster %1 s</translation>
    </message>
    <message>
        <source>%1 of the %2 numbered IRQs of this machine are in recording %3; the others weigh 0</source>
        <translation>%1 der %2 nummerierten IRQs dieses Rechners sind in Aufzeichnung %3; die übrigen wiegen 0</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) of recording %1 had failed and were skipped</source>
        <translation>
            <numerusform>%n Probe der Aufzeichnung %1 war fehlgeschlagen und wurde übersprungen</numerusform>
            <numerusform>%n Proben der Aufzeichnung %1 waren fehlgeschlagen und wurden übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:1: a CSV of watch --format csv holds per-CPU rates only, no rate per IRQ; record with watch --record FILE</source>
        <translation>%1:1: eine CSV von watch --format csv enthält nur Raten pro CPU, keine Rate pro IRQ; zeichnen Sie mit watch --record DATEI auf</translation>
    </message>
    <message>
        <source>recording %1 in the window %2 s</source>
        <translation>Aufzeichnung %1 im Fenster %2 s</translation>
    </message>
    <message>
        <source>recording %1</source>
        <translation>Aufzeichnung %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n good sample(s); rates need at least 2</source>
        <translation>
            <numerusform>%1 enthält %n gültige Probe; Raten brauchen mindestens 2</numerusform>
            <numerusform>%1 enthält %n gültige Proben; Raten brauchen mindestens 2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds none of the %2 numbered IRQs of this machine: a recording of another machine?</source>
        <translation>%1 enthält keinen der %2 nummerierten IRQs dieses Rechners: eine Aufzeichnung eines anderen Rechners?</translation>
    </message>
    <message>
        <source>%1 has no interval with rates (timestamps not increasing)</source>
        <translation>%1 hat kein Intervall mit Raten (Zeitstempel nicht aufsteigend)</translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>cannot write recording %1: %2</source>
        <translation>Aufzeichnung %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: not a recorded sample (%2 at byte %3)</source>
        <translation>%1: keine aufgezeichnete Stichprobe (%2 bei Byte %3)</translation>
    </message>
    <message>
        <source>%1: a recorded sample needs numbers "mono_ns" and "wall_ms"</source>
        <translation>%1: eine aufgezeichnete Stichprobe benötigt die Zahlen "mono_ns" und "wall_ms"</translation>
    </message>
    <message>
        <source>%1: recorded as failed</source>
        <translation>%1: als fehlgeschlagen aufgezeichnet</translation>
    </message>
    <message>
        <source>%1: "interrupts", "stat" and "softirqs" must be base64 strings</source>
        <translation>%1: "interrupts", "stat" und "softirqs" müssen base64-Zeichenketten sein</translation>
    </message>
    <message>
        <source>cannot open recording %1: %2</source>
        <translation>Aufzeichnung %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1:1: not an irqatlas recording (no "format": "irqatlas-recording" header)</source>
        <translation>%1:1: keine irqatlas-Aufzeichnung (kein Header "format": "irqatlas-recording")</translation>
    </message>
    <message>
        <source>%1:1: recording version %2 is not supported (this build reads version %3)</source>
        <translation>%1:1: Aufzeichnungsversion %2 wird nicht unterstützt (dieser Build liest Version %3)</translation>
    </message>
    <message>
        <source>recording %1</source>
        <translation>Aufzeichnung %1</translation>
    </message>
    <message>
        <source>%1:%2: line is longer than the supported maximum of %3 bytes</source>
        <translation>%1:%2: Zeile ist länger als das unterstützte Maximum von %3 Bytes</translation>
    </message>
    <message>
        <source>%1:%2: line longer than %3 bytes</source>
        <translation>%1:%2: Zeile länger als %3 Bytes</translation>
    </message>
    <message>
        <source>%1: more than %2 samples</source>
        <translation>%1: mehr als %2 Messpunkte</translation>
    </message>
    <message>
        <source>cannot read recording %1: %2</source>
        <translation>Aufzeichnung %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: no sample was recorded without error</source>
        <translation>%1: kein Messpunkt wurde fehlerfrei aufgezeichnet</translation>
    </message>
    <message>
        <source>%1: fewer than two samples, nothing to replay</source>
        <translation>%1: weniger als zwei Messpunkte, nichts abzuspielen</translation>
    </message>
    <message>
        <source>no earlier sample to compare with</source>
        <translation>kein früherer Messpunkt zum Vergleich</translation>
    </message>
    <message>
        <source>%1: "kthreads" must be a base64 string</source>
        <translation>%1: „kthreads“ muss eine Base64-Zeichenkette sein</translation>
    </message>
</context>
<context>
    <name>RemoteApply</name>
    <message>
        <source>%1: the remote check printed no answer (is /bin/sh a POSIX shell there?)</source>
        <translation>%1: Die entfernte Prüfung hat keine Antwort ausgegeben (ist /bin/sh dort eine POSIX-Shell?)</translation>
    </message>
    <message>
        <source>%1: irqatlas-helper is not installed there (%2)</source>
        <translation>%1: irqatlas-helper ist dort nicht installiert (%2)</translation>
    </message>
    <message>
        <source>%1: a password with a line break cannot be given to sudo</source>
        <translation>%1: Ein Passwort mit Zeilenumbruch kann nicht an sudo übergeben werden</translation>
    </message>
    <message>
        <source>%1: the login user is not root and sudo refuses it</source>
        <translation>%1: Der angemeldete Benutzer ist nicht root, und sudo verweigert ihm den Zugriff</translation>
    </message>
    <message>
        <source>%1: the login user is not root and sudo is not installed there; log in as root (--host root@HOST) or install sudo</source>
        <translation>%1: Der angemeldete Benutzer ist nicht root, und sudo ist dort nicht installiert; melden Sie sich als root an (--host root@HOST) oder installieren Sie sudo</translation>
    </message>
    <message>
        <source>--journal: "%1" is not an absolute path on %2</source>
        <translation>--journal: "%1" ist auf %2 kein absoluter Pfad</translation>
    </message>
    <message>
        <source>%1: sudo needs a password and there is no way to ask for one</source>
        <translation>%1: sudo benötigt ein Passwort, und es gibt keine Möglichkeit, danach zu fragen</translation>
    </message>
    <message>
        <source>sudo password for %1: </source>
        <translation>sudo-Passwort für %1: </translation>
    </message>
    <message>
        <source>%1: no sudo password given, nothing applied</source>
        <translation>%1: kein sudo-Passwort angegeben, nichts angewendet</translation>
    </message>
    <message>
        <source>%1: the ssh client was stopped</source>
        <translation>%1: Der ssh-Client wurde beendet</translation>
    </message>
    <message>
        <source>; the connection ended while %1 waited for confirmation, so it rolls back by itself within %2 s</source>
        <translation>; die Verbindung endete, während %1 auf Bestätigung wartete, daher rollt es innerhalb von %2 s von selbst zurück</translation>
    </message>
    <message>
        <source>%1: sudo failed, nothing applied: %2</source>
        <translation>%1: sudo fehlgeschlagen, nichts angewendet: %2</translation>
    </message>
    <message>
        <source>restoring %1 failed</source>
        <translation>Wiederherstellen von %1 fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) written</source>
        <translation>
            <numerusform>%n IRQ geschrieben</numerusform>
            <numerusform>%n IRQs geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n with an effective affinity outside the request</source>
        <translation>
            <numerusform>; %n mit einer effektiven Affinität außerhalb der Anforderung</numerusform>
            <numerusform>; %n mit einer effektiven Affinität außerhalb der Anforderung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dry run: %n IRQ(s) would be written, nothing written</source>
        <translation>
            <numerusform>Probelauf: %n IRQ würde geschrieben, nichts geschrieben</numerusform>
            <numerusform>Probelauf: %n IRQs würden geschrieben, nichts geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>plan refused, nothing written: %n problem(s)</source>
        <translation>
            <numerusform>Plan abgelehnt, nichts geschrieben: %n Problem</numerusform>
            <numerusform>Plan abgelehnt, nichts geschrieben: %n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>failed at IRQ %1, every IRQ written before was restored: %2</source>
        <translation>Fehler bei IRQ %1, jeder zuvor geschriebene IRQ wurde wiederhergestellt: %2</translation>
    </message>
    <message>
        <source>failed at IRQ %1 and some restores failed too (journal kept for another rollback): %2</source>
        <translation>Fehler bei IRQ %1, und auch einige Wiederherstellungen schlugen fehl (Journal für ein weiteres Zurückrollen aufbewahrt): %2</translation>
    </message>
    <message>
        <source>the plan script failed with exit status %1</source>
        <translation>das Plan-Skript ist mit Exit-Status %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1: no journal, nothing to roll back</source>
        <translation>%1: kein Journal, nichts zurückzurollen</translation>
    </message>
    <message>
        <source>%1: already rolled back, nothing to do</source>
        <translation>%1: bereits zurückgerollt, nichts zu tun</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) restored from %1</source>
        <translation>
            <numerusform>%n IRQ aus %1 wiederhergestellt</numerusform>
            <numerusform>%n IRQs aus %1 wiederhergestellt</numerusform>
        </translation>
    </message>
    <message>
        <source>some IRQs could not be restored; %1 kept for another rollback</source>
        <translation>einige IRQs konnten nicht wiederhergestellt werden; %1 für ein weiteres Zurückrollen aufbewahrt</translation>
    </message>
    <message>
        <source>%1: sudo accepted the password but asks for it again for the command (timestamp_timeout=0?); nothing applied</source>
        <translation>%1: sudo hat das Passwort angenommen, fragt für den Befehl aber erneut danach (timestamp_timeout=0?); nichts angewendet</translation>
    </message>
    <message>
        <source>%1: sudo did not accept the password, nothing applied</source>
        <translation>%1: sudo hat das Passwort nicht angenommen, nichts angewendet</translation>
    </message>
    <message>
        <source>a thread or queue file write failed, everything written before was restored: %1</source>
        <translation>ein Schreibvorgang für einen Thread oder eine Warteschlangendatei schlug fehl, alles zuvor Geschriebene wurde wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>a thread or queue file write failed and some restores failed too (journal kept for another rollback): %1</source>
        <translation>ein Schreibvorgang für einen Thread oder eine Warteschlangendatei schlug fehl, und auch einige Wiederherstellungen schlugen fehl (Journal für ein weiteres Zurückrollen aufbewahrt): %1</translation>
    </message>
</context>
<context>
    <name>RemoteCollect</name>
    <message>
        <source>%1: remote sample stream, byte %2: %3</source>
        <translation>%1: entfernter Sample-Stream, Byte %2: %3</translation>
    </message>
    <message>
        <source>malformed record header</source>
        <translation>fehlerhafter Datensatz-Header</translation>
    </message>
    <message>
        <source>unexpected record</source>
        <translation>unerwarteter Datensatz</translation>
    </message>
    <message>
        <source>%1: the remote collection printed no irqatlas output (is /bin/sh a POSIX shell there?)</source>
        <translation>%1: Die entfernte Erfassung hat keine irqatlas-Ausgabe geliefert (ist /bin/sh dort eine POSIX-Shell?)</translation>
    </message>
    <message>
        <source>the output ends early (the connection was lost?)</source>
        <translation>Die Ausgabe endet vorzeitig (Verbindung verloren?)</translation>
    </message>
    <message>
        <source>the output ends inside a record (the connection was lost?)</source>
        <translation>Die Ausgabe endet innerhalb eines Datensatzes (Verbindung verloren?)</translation>
    </message>
    <message>
        <source>unknown record type</source>
        <translation>unbekannter Datensatztyp</translation>
    </message>
    <message>
        <source>%1: cannot open the folder %2 for the remote files: %3</source>
        <translation>%1: Der Ordner %2 für die entfernten Dateien kann nicht geöffnet werden: %3</translation>
    </message>
    <message>
        <source>%1: remote collection output, byte %2%3: %4</source>
        <translation>%1: Ausgabe der entfernten Erfassung, Byte %2%3: %4</translation>
    </message>
    <message>
        <source>a path longer than %1 bytes</source>
        <translation>ein Pfad länger als %1 Byte</translation>
    </message>
    <message>
        <source>more than %1 files, folders and links</source>
        <translation>mehr als %1 Dateien, Ordner und Links</translation>
    </message>
    <message>
        <source>refusing the path</source>
        <translation>Pfad wird abgelehnt</translation>
    </message>
    <message>
        <source>a path deeper than %1 folders</source>
        <translation>ein Pfad tiefer als %1 Ordner</translation>
    </message>
    <message>
        <source>a link target longer than %1 bytes</source>
        <translation>ein Linkziel länger als %1 Byte</translation>
    </message>
    <message>
        <source>a folder on the path is a link or a file</source>
        <translation>ein Ordner im Pfad ist ein Link oder eine Datei</translation>
    </message>
    <message>
        <source>cannot create a folder: %1</source>
        <translation>Ordner kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>a link may not replace an entry</source>
        <translation>ein Link darf keinen vorhandenen Eintrag ersetzen</translation>
    </message>
    <message>
        <source>cannot create the link: %1</source>
        <translation>Link kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>more than %1 bytes of file contents</source>
        <translation>mehr als %1 Byte Dateiinhalt</translation>
    </message>
    <message>
        <source>the path is a link or a folder</source>
        <translation>der Pfad ist ein Link oder ein Ordner</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>Schreiben nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>RemoteCost</name>
    <message>
        <source>%1: the remote measurement printed no start line: it did not run (ssh or sudo said why on stderr)</source>
        <translation>%1: Die entfernte Messung gab keine Startzeile aus: Sie lief nicht (ssh oder sudo nannte den Grund auf stderr)</translation>
    </message>
    <message>
        <source>%1: the remote measurement sent the section "%2" twice</source>
        <translation>%1: Die entfernte Messung schickte den Abschnitt „%2“ zweimal</translation>
    </message>
    <message>
        <source>%1: the remote measurement ended before its "%2" section (the connection was lost, or a cap was reached)</source>
        <translation>%1: Die entfernte Messung endete vor ihrem Abschnitt „%2“ (die Verbindung brach ab oder eine Grenze wurde erreicht)</translation>
    </message>
    <message>
        <source>%1: cannot measure there: %2</source>
        <translation>%1: Dort kann nicht gemessen werden: %2</translation>
    </message>
    <message>
        <source>%1: the remote measurement's /proc/uptime gives no window</source>
        <translation>%1: /proc/uptime der entfernten Messung ergibt kein Zeitfenster</translation>
    </message>
    <message>
        <source>the trace text reached the cap of %1 MiB: the times are of the first part of the window only</source>
        <translation>der Trace-Text erreichte die Grenze von %1 MiB: Die Zeiten gelten nur für den ersten Teil des Zeitfensters</translation>
    </message>
</context>
<context>
    <name>ReportPlans</name>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>"current" is the machine as it is now, over the IRQs the plans place. Lower is better in every marked row; the best plan is in bold, never on a row where a plan has no value (–).</source>
        <translation>„aktuell“ ist der Rechner, wie er jetzt ist, über dieselben IRQs, die die Pläne platzieren. In jeder markierten Zeile ist weniger besser; der beste Plan steht fett, nie in einer Zeile, in der ein Plan keinen Wert hat (–).</translation>
    </message>
    <message>
        <source>pending changes</source>
        <translation>ausstehende Änderungen</translation>
    </message>
    <message>
        <source>plan %1</source>
        <translation>Plan %1</translation>
    </message>
</context>
<context>
    <name>RolloutResults</name>
    <message>
        <source>%1 is not a string of 1 to %2 characters</source>
        <translation>%1 ist keine Zeichenkette mit 1 bis %2 Zeichen</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 ist weder true noch false</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 ist keiner der Werte %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>format is not irqatlas-rollout</source>
        <translation>format ist nicht irqatlas-rollout</translation>
    </message>
    <message>
        <source>version is not 1</source>
        <translation>version ist nicht 1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: kein Ordner</translation>
    </message>
    <message>
        <source>%1: no result files (*.json) of a rollout</source>
        <translation>%1: keine Ergebnisdateien (*.json) eines Rollouts</translation>
    </message>
    <message>
        <source>%1: more than %2 result files, refused</source>
        <translation>%1: mehr als %2 Ergebnisdateien, abgelehnt</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>"%1" is not a file name</source>
        <translation>„%1“ ist kein Dateiname</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>Der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>cannot open the folder %1: %2</source>
        <translation>Der Ordner %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot list the folder %1: %2</source>
        <translation>Der Ordner %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot move into place at %1: %2</source>
        <translation>Kann nicht nach %1 verschoben werden: %2</translation>
    </message>
    <message>
        <source>cannot replace %1: %2</source>
        <translation>%1 kann nicht ersetzt werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a regular file (links, FIFOs and devices are not read)</source>
        <translation>%1 ist keine reguläre Datei (Links, FIFOs und Geräte werden nicht gelesen)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>Sample</name>
    <message>
        <source>%1: %2 is empty</source>
        <translation>%1: %2 ist leer</translation>
    </message>
</context>
<context>
    <name>ScoreMetric</name>
    <message>
        <source>IRQs planned</source>
        <translation>Geplante IRQs</translation>
    </message>
    <message>
        <source>Plan entries that resolve on this machine.</source>
        <translation>Planeinträge, die sich auf diesem Rechner auflösen lassen.</translation>
    </message>
    <message>
        <source>Unresolved entries</source>
        <translation>Nicht aufgelöste Einträge</translation>
    </message>
    <message>
        <source>Plan entries that match no IRQ here; they are not scored.</source>
        <translation>Planeinträge, die hier zu keinem IRQ passen; sie werden nicht bewertet.</translation>
    </message>
    <message>
        <source>Mean NUMA distance</source>
        <translation>Mittlere NUMA-Distanz</translation>
    </message>
    <message>
        <source>Largest NUMA distance</source>
        <translation>Größte NUMA-Distanz</translation>
    </message>
    <message>
        <source>The farthest any IRQ is sent from its device.</source>
        <translation>Wie weit ein IRQ höchstens von seinem Gerät entfernt landet.</translation>
    </message>
    <message>
        <source>IRQs without a node</source>
        <translation>IRQs ohne Knoten</translation>
    </message>
    <message>
        <source>IRQs whose device node is unknown and no Node was asked for; left out of the distances.</source>
        <translation>IRQs, deren Geräteknoten unbekannt ist und für die kein Knoten angegeben wurde; bei den Distanzen nicht berücksichtigt.</translation>
    </message>
    <message>
        <source>Most IRQs on one CPU</source>
        <translation>Meiste IRQs auf einer CPU</translation>
    </message>
    <message>
        <source>Most IRQs on one core</source>
        <translation>Meiste IRQs auf einem Kern</translation>
    </message>
    <message>
        <source>The largest number of IRQs touching any single core.</source>
        <translation>Die größte Anzahl von IRQs, die einen einzelnen Kern betreffen.</translation>
    </message>
    <message>
        <source>SMT sibling pairs</source>
        <translation>SMT-Geschwisterpaare</translation>
    </message>
    <message>
        <source>Pairs of IRQs on different hardware threads of the same core; they compete for it.</source>
        <translation>IRQ-Paare auf verschiedenen Hardware-Threads desselben Kerns; sie konkurrieren um ihn.</translation>
    </message>
    <message>
        <source>Shared CPU pairs</source>
        <translation>Paare mit gemeinsamer CPU</translation>
    </message>
    <message>
        <source>CPUs used</source>
        <translation>Genutzte CPUs</translation>
    </message>
    <message>
        <source>CPUs that receive at least one planned IRQ.</source>
        <translation>CPUs, die mindestens einen geplanten IRQ erhalten.</translation>
    </message>
    <message>
        <source>Imbalance</source>
        <translation>Ungleichgewicht</translation>
    </message>
    <message>
        <source>Busiest CPU's share of the IRQ load over the average share (1.00 = even).</source>
        <translation>Anteil der am stärksten belasteten CPU an der IRQ-Last im Verhältnis zum durchschnittlichen Anteil (1.00 = gleichmäßig).</translation>
    </message>
    <message>
        <source>IRQs on isolated CPUs</source>
        <translation>IRQs auf isolierten CPUs</translation>
    </message>
    <message>
        <source>Immovable IRQs touched</source>
        <translation>Betroffene nicht verschiebbare IRQs</translation>
    </message>
    <message>
        <source>Planned IRQs whose affinity the kernel does not let anyone change.</source>
        <translation>Geplante IRQs, deren Affinität der Kernel von niemandem ändern lässt.</translation>
    </message>
    <message>
        <source>%1 (assumed)</source>
        <translation>%1 (angenommen)</translation>
    </message>
    <message>
        <source>Assumed distances: the source has no firmware distance table, so 10 local and 20 remote were taken, as the kernel does without one.</source>
        <translation>Angenommene Distanzen: die Quelle hat keine Distanztabelle der Firmware, daher wurden 10 lokal und 20 entfernt angenommen, wie es der Kernel ohne eine tut.</translation>
    </message>
    <message>
        <source>, delivered</source>
        <translation>, zugestellt</translation>
    </message>
    <message>
        <source>, masks</source>
        <translation>, Masken</translation>
    </message>
    <message>
        <source>Unit: %1</source>
        <translation>Einheit: %1</translation>
    </message>
    <message>
        <source>Counts the CPU each IRQ is delivered to: this machine delivers to one CPU of a mask (for a plan, the one the kernel's allocator would pick).</source>
        <translation>Zählt die CPU, an die jeder IRQ zugestellt wird: diese Maschine stellt an eine CPU einer Maske zu (bei einem Plan die, die der Allokator des Kernels wählen würde).</translation>
    </message>
    <message>
        <source>Counts every CPU of each IRQ's mask (the source does not show delivery to one CPU).</source>
        <translation>Zählt jede CPU der Maske jedes IRQs (die Quelle zeigt keine Zustellung an eine CPU).</translation>
    </message>
    <message>
        <source>No value: %1.</source>
        <translation>Kein Wert: %1.</translation>
    </message>
    <message>
        <source>IRQs</source>
        <translation>IRQs</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Average distance from each IRQ's device node (or the Node asked for) to the nodes of its CPUs.</source>
        <translation>Mittlere Distanz vom Geräteknoten jedes IRQs (oder dem angegebenen Knoten) zu den Knoten seiner CPUs.</translation>
    </message>
    <message>
        <source>NUMA distance, 10 = local</source>
        <translation>NUMA-Distanz, 10 = lokal</translation>
    </message>
    <message>
        <source>The largest number of IRQs on any single CPU.</source>
        <translation>Die größte Zahl von IRQs auf einer einzelnen CPU.</translation>
    </message>
    <message>
        <source>IRQs per CPU</source>
        <translation>IRQs pro CPU</translation>
    </message>
    <message>
        <source>IRQs per core</source>
        <translation>IRQs pro Kern</translation>
    </message>
    <message>
        <source>pairs of IRQs</source>
        <translation>IRQ-Paare</translation>
    </message>
    <message>
        <source>Pairs of IRQs on the same CPU.</source>
        <translation>Paare von IRQs auf derselben CPU.</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>× the mean load per CPU</source>
        <translation>× die mittlere Last pro CPU</translation>
    </message>
    <message>
        <source>IRQs whose mask touches isolcpus or nohz_full CPUs.</source>
        <translation>IRQs, deren Maske isolcpus- oder nohz_full-CPUs berührt.</translation>
    </message>
    <message>
        <source>L3 domains used</source>
        <translation>Genutzte L3-Domänen</translation>
    </message>
    <message>
        <source>Last-level cache domains (L3: a CCX/CCD on AMD) that receive at least one planned IRQ; "-" when the source has no cache information.</source>
        <translation>Last-Level-Cache-Domänen (L3: ein CCX/CCD bei AMD), die mindestens einen geplanten IRQ erhalten; "-", wenn die Quelle keine Cache-Informationen hat.</translation>
    </message>
    <message>
        <source>Most IRQs in one L3 domain</source>
        <translation>Meiste IRQs in einer L3-Domäne</translation>
    </message>
    <message>
        <source>The largest number of IRQs touching any single L3 domain; they share its cache.</source>
        <translation>Die größte Zahl von IRQs, die eine einzelne L3-Domäne berühren; sie teilen sich deren Cache.</translation>
    </message>
    <message>
        <source>IRQs per L3 domain used</source>
        <translation>IRQs je genutzter L3-Domäne</translation>
    </message>
    <message>
        <source>The mean number of IRQs over the L3 domains that get any.</source>
        <translation>Die mittlere Zahl von IRQs über die L3-Domänen, die welche erhalten.</translation>
    </message>
    <message>
        <source>L3 domains</source>
        <translation>L3-Domänen</translation>
    </message>
    <message>
        <source>IRQs per domain</source>
        <translation>IRQs pro Domäne</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>architecture interrupt counter, not a device IRQ</source>
        <translation>Architektur-Interrupt-Zähler, kein Geräte-IRQ</translation>
    </message>
    <message>
        <source>the kernel offers no affinity file for it</source>
        <translation>der Kernel bietet dafür keine Affinitätsdatei an</translation>
    </message>
    <message>
        <source>kernel-managed affinity (IRQD_AFFINITY_MANAGED)</source>
        <translation>vom Kernel verwaltete Affinität (IRQD_AFFINITY_MANAGED)</translation>
    </message>
    <message>
        <source>per-CPU interrupt</source>
        <translation>Per-CPU-Interrupt</translation>
    </message>
    <message>
        <source>the driver forbids balancing (IRQD_NO_BALANCING)</source>
        <translation>der Treiber verbietet das Balancing (IRQD_NO_BALANCING)</translation>
    </message>
    <message>
        <source>NVMe I/O queue: kernel-managed affinity</source>
        <translation>NVMe-I/O-Queue: vom Kernel verwaltete Affinität</translation>
    </message>
    <message>
        <source>per-CPU interrupt (GIC SGI/PPI)</source>
        <translation>Per-CPU-Interrupt (GIC SGI/PPI)</translation>
    </message>
    <message>
        <source>the x86 system timer cannot be moved</source>
        <translation>der x86-System-Timer kann nicht verschoben werden</translation>
    </message>
    <message>
        <source>%1 holds neither topology.xml nor sys/devices/system/cpu/cpuN</source>
        <translation>%1 enthält weder topology.xml noch sys/devices/system/cpu/cpuN</translation>
    </message>
    <message>
        <source>cannot create directory for %1</source>
        <translation>Verzeichnis für %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot create directory %1</source>
        <translation>Verzeichnis %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot create link %1</source>
        <translation>Link %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 already exists; choose a new name (nothing was written)</source>
        <translation>%1 existiert bereits; wählen Sie einen neuen Namen (es wurde nichts geschrieben)</translation>
    </message>
    <message>
        <source>the folder of %1 does not exist</source>
        <translation>der Ordner von %1 existiert nicht</translation>
    </message>
    <message>
        <source>cannot create a temporary folder next to %1</source>
        <translation>neben %1 kann kein temporärer Ordner angelegt werden</translation>
    </message>
    <message>
        <source>tar failed writing %1: %2</source>
        <translation>tar ist beim Schreiben von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>cannot move the snapshot into place at %1</source>
        <translation>der Snapshot kann nicht an seinen Platz %1 verschoben werden</translation>
    </message>
</context>
<context>
    <name>SourceCheck</name>
    <message numerus="yes">
        <source>%1 has %n CPU(s) the topology lacks (%2)</source>
        <translation>
            <numerusform>%1 hat %n CPU, die der Topologie fehlt (%2)</numerusform>
            <numerusform>%1 hat %n CPUs, die der Topologie fehlen (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>: %1 ticks of CPU time there have no CPU in the topology</source>
        <translation>: %1 Ticks CPU-Zeit dort haben keine CPU in der Topologie</translation>
    </message>
    <message>
        <source>: %1 counts there have no CPU in the topology</source>
        <translation>: %1 Zählungen dort haben keine CPU in der Topologie</translation>
    </message>
    <message numerus="yes">
        <source>; %n row(s) fired only there (0 on every CPU of the topology)</source>
        <translation>
            <numerusform>; %n Zeile wurde nur dort ausgelöst (0 auf jeder CPU der Topologie)</numerusform>
            <numerusform>; %n Zeilen wurden nur dort ausgelöst (0 auf jeder CPU der Topologie)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lacks %n CPU(s) of the topology (%2): no figures for them</source>
        <translation>
            <numerusform>%1 fehlt %n CPU der Topologie (%2): keine Werte für sie</numerusform>
            <numerusform>%1 fehlen %n CPUs der Topologie (%2): keine Werte für sie</numerusform>
        </translation>
    </message>
    <message>
        <source>the topology is of host %1 but the /proc files are of host %2</source>
        <translation>die Topologie stammt von Host %1, die /proc-Dateien aber von Host %2</translation>
    </message>
</context>
<context>
    <name>Spreader</name>
    <message>
        <source>sort: unknown sort "%1" (expected classic or modern)</source>
        <translation>sort: unbekannte Sortierung "%1" (erwartet classic oder modern)</translation>
    </message>
    <message>
        <source>node: %1 is not a node id (use -1 for no node)</source>
        <translation>node: %1 ist keine Knoten-ID (-1 für keinen Knoten verwenden)</translation>
    </message>
    <message>
        <source>node: %1 does not exist (node ids of this topology are 0..%2); the kernel's behaviour is undefined</source>
        <translation>node: %1 existiert nicht (die Knoten-IDs dieser Topologie sind 0..%2); das Verhalten des Kernels ist undefiniert</translation>
    </message>
    <message>
        <source>%1: %2 is negative</source>
        <translation>%1: %2 ist negativ</translation>
    </message>
    <message>
        <source>%1: %2 is more than the %3 entries irqatlas computes</source>
        <translation>%1: %2 ist mehr als die %3 Einträge, die irqatlas berechnet</translation>
    </message>
    <message>
        <source>distance: distance[%1][%2] = %3 is outside [10, 255]; the kernel builds no NUMA hop masks for this topology</source>
        <translation>distance: distance[%1][%2] = %3 liegt außerhalb von [10, 255]; der Kernel erstellt für diese Topologie keine NUMA-Hop-Masken</translation>
    </message>
    <message>
        <source>group_cpus_evenly (managed IRQs: NVMe, blk-mq, virtio): CPUs split into groups per node in proportion to CPU counts</source>
        <translation>group_cpus_evenly (verwaltete IRQs: NVMe, blk-mq, virtio): CPUs werden je Knoten im Verhältnis der CPU-Anzahlen in Gruppen aufgeteilt</translation>
    </message>
    <message>
        <source>groups: %1 is not a positive number of groups</source>
        <translation>groups: %1 ist keine positive Anzahl von Gruppen</translation>
    </message>
    <message>
        <source>groups: %1 groups but only %2 possible CPUs; groups %2 to %3 stay empty (the kernel warns and callers reuse masks)</source>
        <translation>groups: %1 Gruppen, aber nur %2 mögliche CPUs; die Gruppen %2 bis %3 bleiben leer (der Kernel warnt, und Aufrufer verwenden Masken erneut)</translation>
    </message>
    <message>
        <source>candidates: no CPU of the candidate set exists</source>
        <translation>candidates: keine CPU der Kandidatenmenge existiert</translation>
    </message>
    <message>
        <source>topology: no CPU is online</source>
        <translation>topology: keine CPU ist online</translation>
    </message>
    <message>
        <source>cpumask_local_spread, v4.1 to v6.2: the local node's CPUs, then all others in CPU-id order (distances ignored)</source>
        <translation>cpumask_local_spread, v4.1 bis v6.2: die CPUs des lokalen Knotens, danach alle anderen in CPU-ID-Reihenfolge (Distanzen werden ignoriert)</translation>
    </message>
    <message>
        <source>node %1 has no candidate CPU: every index falls through to the CPU-id order, as for node -1</source>
        <translation>Knoten %1 hat keine Kandidaten-CPU: jeder Index fällt auf die CPU-ID-Reihenfolge zurück, wie bei Knoten -1</translation>
    </message>
    <message>
        <source>the unmerged 2019 nearest-node-first cpumask_local_spread: whole nodes by distance, ties by node id</source>
        <translation>das nicht gemergte cpumask_local_spread von 2019 mit nächstem Knoten zuerst: ganze Knoten nach Distanz, bei Gleichstand nach Knoten-ID</translation>
    </message>
    <message>
        <source>cpumask_local_spread, v6.3+: CPUs by NUMA distance from the node, equally distant CPUs merged by CPU id</source>
        <translation>cpumask_local_spread, v6.3+: CPUs nach NUMA-Distanz vom Knoten, gleich weit entfernte CPUs nach CPU-ID zusammengeführt</translation>
    </message>
    <message>
        <source>candidates: no online CPU in the candidate set</source>
        <translation>candidates: keine online-CPU in der Kandidatenmenge</translation>
    </message>
    <message>
        <source>node %1 has no online CPU: v6.7+ starts from the nearest CPU node %2 (used here); on v6.3 to v6.6 the result is undefined</source>
        <translation>Knoten %1 hat keine online-CPU: ab v6.7 wird beim nächstgelegenen CPU-Knoten %2 begonnen (hier verwendet); bei v6.3 bis v6.6 ist das Ergebnis undefiniert</translation>
    </message>
    <message>
        <source>%1; the kernel result is undefined, distances used as given</source>
        <translation>%1; das Kernel-Ergebnis ist undefiniert, Distanzen werden wie angegeben verwendet</translation>
    </message>
    <message>
        <source>node %1 has no online CPU: for_each_numa_hop_mask yields no mask, so these IRQs keep the default affinity</source>
        <translation>Knoten %1 hat keine online-CPU: for_each_numa_hop_mask liefert keine Maske, daher behalten diese IRQs die Standard-Affinität</translation>
    </message>
    <message>
        <source>skip-first-cpu: the first posted irq_setup (mana-v1) has no such parameter; it was added in 2025</source>
        <translation>skip-first-cpu: das erste eingereichte irq_setup (mana-v1) hat diesen Parameter nicht; er wurde 2025 hinzugefügt</translation>
    </message>
    <message>
        <source>IRQs %1 to %2 are beyond what the hops absorb and keep the default affinity</source>
        <translation>IRQs %1 bis %2 gehen über das hinaus, was die Hops aufnehmen, und behalten die Standard-Affinität</translation>
    </message>
    <message>
        <source>for_each_numa_hop_mask: the cumulative CPU mask of each NUMA hop from the node</source>
        <translation>for_each_numa_hop_mask: die kumulative CPU-Maske jedes NUMA-Hops vom Knoten aus</translation>
    </message>
    <message>
        <source>node %1 has no online CPU: the kernel yields no hop mask (it does not fall back to the nearest node here)</source>
        <translation>Knoten %1 hat keine online-CPU: der Kernel liefert keine Hop-Maske (er weicht hier nicht auf den nächstgelegenen Knoten aus)</translation>
    </message>
    <message>
        <source>MANA irq_setup (v6.9+): sibling masks core by core, hop by hop, each core as often as it has CPUs</source>
        <translation>MANA irq_setup (v6.9+): Geschwistermasken Kern für Kern, Hop für Hop, jeder Kern so oft, wie er CPUs hat</translation>
    </message>
    <message>
        <source>MANA irq_setup as first posted (Dec 2023): a hop takes CPUs x cores IRQs</source>
        <translation>MANA irq_setup wie ursprünglich eingereicht (Dez. 2023): ein Hop nimmt CPUs x Kerne IRQs auf</translation>
    </message>
    <message>
        <source>nvec: the driver requests at most %1 vectors (online CPUs + 1); %2 is more than it would get</source>
        <translation>nvec: der Treiber fordert höchstens %1 Vektoren an (online-CPUs + 1); %2 ist mehr, als er bekommen würde</translation>
    </message>
    <message>
        <source>vectors %1 to %2 keep the default affinity</source>
        <translation>Vektoren %1 bis %2 behalten die Standard-Affinität</translation>
    </message>
    <message>
        <source>MANA driver: HWC vector 0 by cpumask_local_spread, queue vectors by irq_setup (static MSI-X, or the 2025 dynamic MSI-X path)</source>
        <translation>MANA-Treiber: HWC-Vektor 0 per cpumask_local_spread, Queue-Vektoren per irq_setup (statisches MSI-X oder der dynamische MSI-X-Pfad von 2025)</translation>
    </message>
</context>
<context>
    <name>SshHostSource</name>
    <message>
        <source>%1: cannot create a temporary directory for the remote files: %2</source>
        <translation>%1: Temporäres Verzeichnis für die entfernten Dateien kann nicht erstellt werden: %2</translation>
    </message>
    <message>
        <source>%1: /proc/uptime did not come back as a number</source>
        <translation>%1: /proc/uptime lieferte keine Zahl</translation>
    </message>
    <message>
        <source>%1: /proc/interrupts is empty or unreadable</source>
        <translation>%1: /proc/interrupts ist leer oder nicht lesbar</translation>
    </message>
    <message>
        <source>%1: disconnected: the remote sampling loop ended (%2)</source>
        <translation>%1: Verbindung getrennt: Die entfernte Sampling-Schleife wurde beendet (%2)</translation>
    </message>
    <message>
        <source>%1: disconnected: no sample within %2 s</source>
        <translation>%1: Verbindung getrennt: kein Sample innerhalb von %2 s</translation>
    </message>
    <message>
        <source>(the sampling loop)</source>
        <translation>(die Abtastschleife)</translation>
    </message>
</context>
<context>
    <name>SshSession</name>
    <message>
        <source>--host %1: %2</source>
        <translation>--host %1: %2</translation>
    </message>
    <message>
        <source>empty host</source>
        <translation>leerer Host</translation>
    </message>
    <message>
        <source>a user name may hold only letters, digits, '.', '_' and '-', and may not start with '-' or '.'</source>
        <translation>Ein Benutzername darf nur Buchstaben, Ziffern, '.', '_' und '-' enthalten und nicht mit '-' oder '.' beginnen</translation>
    </message>
    <message>
        <source>'[' without ']'</source>
        <translation>'[' ohne ']'</translation>
    </message>
    <message>
        <source>only ':port' may follow ']'</source>
        <translation>Auf ']' darf nur ':port' folgen</translation>
    </message>
    <message>
        <source>':' without a port</source>
        <translation>':' ohne Port</translation>
    </message>
    <message>
        <source>'%1' is not an IPv6 address</source>
        <translation>'%1' ist keine IPv6-Adresse</translation>
    </message>
    <message>
        <source>a host name may hold only letters, digits, '.', '_' and '-', and may not start with '-' or '.'</source>
        <translation>Ein Hostname darf nur Buchstaben, Ziffern, '.', '_' und '-' enthalten und nicht mit '-' oder '.' beginnen</translation>
    </message>
    <message>
        <source>'%1' is not a port (1-65535)</source>
        <translation>'%1' ist kein Port (1-65535)</translation>
    </message>
    <message>
        <source>cannot create the ssh control directory %1: %2</source>
        <translation>ssh-Steuerverzeichnis %1 kann nicht erstellt werden: %2</translation>
    </message>
    <message>
        <source>cannot inspect the ssh control directory %1: %2</source>
        <translation>ssh-Steuerverzeichnis %1 kann nicht geprüft werden: %2</translation>
    </message>
    <message>
        <source>the ssh control directory %1 must be a directory owned by you with mode 0700; refusing to share connections through it</source>
        <translation>Das ssh-Steuerverzeichnis %1 muss ein Verzeichnis in Ihrem Besitz mit Modus 0700 sein; Verbindungen werden nicht darüber geteilt</translation>
    </message>
    <message>
        <source>the ssh control directory %1 is too long for a socket path</source>
        <translation>Das ssh-Steuerverzeichnis %1 ist zu lang für einen Socket-Pfad</translation>
    </message>
    <message>
        <source>%1: the host key has CHANGED since it was recorded in known_hosts; ssh refused to connect. Someone may be intercepting the connection, or the host was reinstalled: check the new key (%2) with its administrator before removing the old one (ssh-keygen -R "%3").</source>
        <translation>%1: Der Host-Schlüssel hat sich GEÄNDERT, seit er in known_hosts eingetragen wurde; ssh hat die Verbindung verweigert. Möglicherweise wird die Verbindung abgefangen, oder der Host wurde neu installiert: Prüfen Sie den neuen Schlüssel (%2) mit dem Administrator, bevor Sie den alten entfernen (ssh-keygen -R "%3").</translation>
    </message>
    <message>
        <source>fingerprint not shown</source>
        <translation>Fingerabdruck nicht angezeigt</translation>
    </message>
    <message>
        <source>%1: the host key is unknown (%2 is not in known_hosts); ssh cannot ask in batch mode and irqatlas never accepts a key on its own. Connect once with ssh to check its fingerprint and accept it. ssh said: %3</source>
        <translation>%1: Der Host-Schlüssel ist unbekannt (%2 ist nicht in known_hosts); ssh kann im Batch-Modus nicht nachfragen, und irqatlas akzeptiert nie selbst einen Schlüssel. Verbinden Sie sich einmal mit ssh, um den Fingerabdruck zu prüfen und ihn zu akzeptieren. ssh meldete: %3</translation>
    </message>
    <message>
        <source>%1: authentication failed (no usable key or password; in batch mode ssh cannot ask): %2</source>
        <translation>%1: Authentifizierung fehlgeschlagen (kein verwendbarer Schlüssel oder Passwort; im Batch-Modus kann ssh nicht nachfragen): %2</translation>
    </message>
    <message>
        <source>%1: disconnected: the connection was lost%2: %3</source>
        <translation>%1: Verbindung getrennt: Die Verbindung ging verloren%2: %3</translation>
    </message>
    <message>
        <source> and reconnecting failed</source>
        <translation> und die erneute Verbindung schlug fehl</translation>
    </message>
    <message>
        <source>%1: cannot connect: %2</source>
        <translation>%1: Verbindung nicht möglich: %2</translation>
    </message>
    <message>
        <source>%1: ssh failed: %2</source>
        <translation>%1: ssh fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>%1: the remote command failed with exit status %2: %3</source>
        <translation>%1: Der entfernte Befehl ist mit Exit-Status %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1: the OpenSSH client %2 is not installed</source>
        <translation>%1: Der OpenSSH-Client %2 ist nicht installiert</translation>
    </message>
    <message>
        <source>%1: cannot start %2: %3</source>
        <translation>%1: %2 kann nicht gestartet werden: %3</translation>
    </message>
    <message>
        <source>%1: no answer within %2 s (ssh stopped)</source>
        <translation>%1: keine Antwort innerhalb von %2 s (ssh beendet)</translation>
    </message>
    <message>
        <source>%1: the host key is unknown (%2 is not in known_hosts) and was not accepted; ssh did not connect. ssh said: %3</source>
        <translation>%1: Der Host-Schlüssel ist unbekannt (%2 steht nicht in known_hosts) und wurde nicht akzeptiert; ssh hat keine Verbindung aufgebaut. Meldung von ssh: %3</translation>
    </message>
    <message>
        <source>%1: the remote command %2 sent more than %3 bytes on %4; it was stopped</source>
        <translation>%1: Der entfernte Befehl %2 hat mehr als %3 Byte auf %4 gesendet; er wurde beendet</translation>
    </message>
</context>
<context>
    <name>StateDir</name>
    <message>
        <source>%1: is a symbolic link, refused</source>
        <translation>%1: ist ein symbolischer Link, abgelehnt</translation>
    </message>
    <message>
        <source>%1: not a regular file, refused</source>
        <translation>%1: keine reguläre Datei, abgelehnt</translation>
    </message>
    <message>
        <source>%1: owned by uid %2, not %3, refused</source>
        <translation>%1: gehört UID %2, nicht %3, abgelehnt</translation>
    </message>
    <message>
        <source>%1: has %2 hard links, refused</source>
        <translation>%1: hat %2 harte Links, abgelehnt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not a directory, refused</source>
        <translation>%1: kein Verzeichnis, abgelehnt</translation>
    </message>
    <message>
        <source>%1: owned by uid %2, not %3: refused as the helper's state directory</source>
        <translation>%1: gehört UID %2, nicht %3: als Zustandsverzeichnis des Helfers abgelehnt</translation>
    </message>
    <message>
        <source>%1: mode %2 lets others write to it: refused as the helper's state directory (chmod 0700)</source>
        <translation>%1: Modus %2 lässt andere hineinschreiben: als Zustandsverzeichnis des Helfers abgelehnt (chmod 0700)</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot create: %2</source>
        <translation>%1: kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1: not a directory or a symbolic link, refused</source>
        <translation>%1: kein Verzeichnis oder ein symbolischer Link, abgelehnt</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes, larger than the limit of %3 bytes, refused</source>
        <translation>%1: %2 Bytes, größer als die Grenze von %3 Bytes, abgelehnt</translation>
    </message>
    <message>
        <source>%1: larger than the limit of %2 bytes, refused</source>
        <translation>%1: größer als die Grenze von %2 Bytes, abgelehnt</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot sync the directory: %2</source>
        <translation>%1: das Verzeichnis kann nicht synchronisiert werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot lock: %2</source>
        <translation>%1: kann nicht gesperrt werden: %2</translation>
    </message>
</context>
<context>
    <name>Steering</name>
    <message>
        <source>thread %1: %2 places it on CPUs %3, %4 on CPUs %5</source>
        <translation>Thread %1: %2 legt ihn auf die CPUs %3, %4 auf die CPUs %5</translation>
    </message>
    <message>
        <source>queue %1/%2</source>
        <translation>Warteschlange %1/%2</translation>
    </message>
    <message>
        <source>%1: not a valid interface or queue name</source>
        <translation>%1: kein gültiger Schnittstellen- oder Warteschlangenname</translation>
    </message>
    <message>
        <source>%1: rps_* and napi_cpus are for rx queues, xps_* for tx</source>
        <translation>%1: rps_* und napi_cpus gelten für rx-Warteschlangen, xps_* für tx</translation>
    </message>
    <message>
        <source>%1: rps_flow_cnt above %2</source>
        <translation>%1: rps_flow_cnt über %2</translation>
    </message>
    <message>
        <source>%1: the kernel offers no such queue file here (%2)</source>
        <translation>%1: der Kernel bietet hier keine solche Warteschlangendatei an (%2)</translation>
    </message>
    <message>
        <source>queue %1/%2 napi_cpus</source>
        <translation>Warteschlange %1/%2 napi_cpus</translation>
    </message>
    <message>
        <source>%1: the kernel does not say which NAPI thread serves the queue (no netdev netlink queue-get/napi-get)</source>
        <translation>%1: der Kernel gibt nicht an, welcher NAPI-Thread die Warteschlange bedient (kein netdev-netlink queue-get/napi-get)</translation>
    </message>
    <message>
        <source>no interface index</source>
        <translation>kein Schnittstellenindex</translation>
    </message>
    <message>
        <source>%1: the kernel ties no NAPI instance to this queue (netdev queue-get names none)</source>
        <translation>%1: der Kernel verknüpft keine NAPI-Instanz mit dieser Warteschlange (netdev queue-get nennt keine)</translation>
    </message>
    <message>
        <source>%1: the queue has no NAPI thread (is threaded NAPI on? /sys/class/net/%2/threaded)</source>
        <translation>%1: die Warteschlange hat keinen NAPI-Thread (ist Threaded NAPI an? /sys/class/net/%2/threaded)</translation>
    </message>
    <message>
        <source>%1: the kernel does not list this queue</source>
        <translation>%1: der Kernel führt diese Warteschlange nicht auf</translation>
    </message>
    <message>
        <source>assignment %1 (irq %2)</source>
        <translation>Zuweisung %1 (IRQ %2)</translation>
    </message>
    <message>
        <source>%1: thread %2 is not a napi/ kernel thread</source>
        <translation>%1: Thread %2 ist kein napi/-Kernel-Thread</translation>
    </message>
    <message>
        <source>%1: "%2" is not a count</source>
        <translation>%1: "%2" ist keine Anzahl</translation>
    </message>
    <message>
        <source>thread %1 (%2) is gone: left alone</source>
        <translation>Thread %1 (%2) ist nicht mehr vorhanden: unverändert gelassen</translation>
    </message>
    <message>
        <source>pid %1 is no longer the kernel thread %2 (now "%3"): left alone</source>
        <translation>PID %1 ist nicht mehr der Kernel-Thread %2 (jetzt "%3"): unverändert gelassen</translation>
    </message>
    <message>
        <source>thread %1 (%2): %3</source>
        <translation>Thread %1 (%2): %3</translation>
    </message>
    <message>
        <source>not a kernel thread of interrupt work</source>
        <translation>kein Kernel-Thread für Interrupt-Arbeit</translation>
    </message>
    <message>
        <source>empty affinity</source>
        <translation>leere Affinität</translation>
    </message>
</context>
<context>
    <name>StructurePaint</name>
    <message>
        <source>E-core</source>
        <translation>E-Kern</translation>
    </message>
    <message>
        <source>P-core</source>
        <translation>P-Kern</translation>
    </message>
    <message>
        <source>Kind %1</source>
        <translation>Art %1</translation>
    </message>
    <message>
        <source>Kind %1 (%2)</source>
        <translation>Art %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n cores</source>
        <translation>
            <numerusform>%n Kern</numerusform>
            <numerusform>%n Kerne</numerusform>
        </translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPUs %1</translation>
    </message>
    <message>
        <source>Shared with CPUs of another NUMA node block.</source>
        <translation>Geteilt mit CPUs eines anderen NUMA-Knoten-Blocks.</translation>
    </message>
    <message>
        <source>Drop IRQs here to move them to every CPU of this domain.</source>
        <translation>IRQs hier ablegen, um sie auf alle CPUs dieser Domäne zu verschieben.</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>Größe unbekannt</translation>
    </message>
    <message>
        <source>MemCache %1</source>
        <translation>MemCache %1</translation>
    </message>
    <message>
        <source>Memory-side cache, level %1: %2, in front of this node's memory for every CPU that reaches it</source>
        <translation>Speicherseitiger Cache, Stufe %1: %2, vor dem Speicher dieses Knotens für jede CPU, die ihn erreicht</translation>
    </message>
</context>
<context>
    <name>TermSignals</name>
    <message>
        <source>cannot make a signal pipe: %1</source>
        <translation>Signal-Pipe kann nicht angelegt werden: %1</translation>
    </message>
</context>
<context>
    <name>ThreadTimes</name>
    <message>
        <source>%1: kernel thread times, line %2: not as irqatlas writes them</source>
        <translation>%1: Zeiten der Kernel-Threads, Zeile %2: nicht so, wie irqatlas sie schreibt</translation>
    </message>
</context>
<context>
    <name>Topology</name>
    <message>
        <source>the topology has no CPUs</source>
        <translation>die Topologie hat keine CPUs</translation>
    </message>
    <message>
        <source>CPU with negative id %1</source>
        <translation>CPU mit negativer ID %1</translation>
    </message>
    <message>
        <source>CPU %1 is listed twice</source>
        <translation>CPU %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>CPU %1 has invalid node %2</source>
        <translation>CPU %1 hat ungültigen Knoten %2</translation>
    </message>
    <message>
        <source>CPU %1 is online but not present</source>
        <translation>CPU %1 ist online, aber nicht vorhanden</translation>
    </message>
    <message>
        <source>distance matrix has %1 rows, expected %2 (one per node id)</source>
        <translation>Distanzmatrix hat %1 Zeilen, erwartet %2 (eine pro Knoten-ID)</translation>
    </message>
    <message>
        <source>distance matrix row %1 has %2 entries, expected %3</source>
        <translation>Zeile %1 der Distanzmatrix hat %2 Einträge, erwartet %3</translation>
    </message>
    <message>
        <source>distance[%1][%2] is negative</source>
        <translation>distance[%1][%2] ist negativ</translation>
    </message>
    <message>
        <source>cache %1 (L%2) lists CPUs "%3" that are not all CPUs of the topology</source>
        <translation>Cache %1 (L%2) nennt CPUs "%3", die nicht alle CPUs der Topologie sind</translation>
    </message>
    <message>
        <source>die %1 lists CPUs "%2" that are not all CPUs of the topology</source>
        <translation>Die %1 nennt CPUs "%2", die nicht alle CPUs der Topologie sind</translation>
    </message>
    <message>
        <source>group %1 lists CPUs "%2" that are not all CPUs of the topology</source>
        <translation>Gruppe %1 nennt CPUs "%2", die nicht alle CPUs der Topologie sind</translation>
    </message>
</context>
<context>
    <name>TopologyAccessible</name>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>Topology of %1</source>
        <translation>Topologie von %1</translation>
    </message>
</context>
<context>
    <name>TopologyJson</name>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>expected a CPU list string such as "0-3,8"</source>
        <translation>CPU-Listen-Zeichenkette wie "0-3,8" erwartet</translation>
    </message>
    <message>
        <source>missing or not an array</source>
        <translation>fehlt oder ist kein Array</translation>
    </message>
    <message>
        <source>the topology has no CPUs</source>
        <translation>die Topologie hat keine CPUs</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>missing or not an integer</source>
        <translation>fehlt oder ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>not an integer &gt;= -1</source>
        <translation>keine ganze Zahl &gt;= -1</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>CPU %1 is online but not present</source>
        <translation>CPU %1 ist online, aber nicht vorhanden</translation>
    </message>
    <message>
        <source>CPU %1 is listed twice</source>
        <translation>CPU %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>not an array</source>
        <translation>kein Array</translation>
    </message>
    <message>
        <source>not an integer &gt;= 0</source>
        <translation>keine ganze Zahl &gt;= 0</translation>
    </message>
    <message>
        <source>node %1 is listed twice</source>
        <translation>Knoten %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>not an array of rows</source>
        <translation>kein Array von Zeilen</translation>
    </message>
    <message>
        <source>has %1 entries; the matrix must be square (%2 x %2)</source>
        <translation>hat %1 Einträge; die Matrix muss quadratisch sein (%2 x %2)</translation>
    </message>
    <message>
        <source>missing or not an id &gt;= 0</source>
        <translation>fehlt oder ist keine ID &gt;= 0</translation>
    </message>
    <message>
        <source>not an integer</source>
        <translation>keine ganze Zahl</translation>
    </message>
    <message>
        <source>missing or not a string</source>
        <translation>fehlt oder ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>not a node id or null</source>
        <translation>keine Knoten-ID und nicht null</translation>
    </message>
    <message>
        <source>%1: %2: invalid JSON: %3</source>
        <translation>%1: %2: ungültiges JSON: %3</translation>
    </message>
    <message>
        <source>%1: the topology must be a JSON object</source>
        <translation>%1: die Topologie muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>CPU %1 is on node %2, which "nodes" does not list</source>
        <translation>CPU %1 liegt auf Knoten %2, den "nodes" nicht aufführt</translation>
    </message>
    <message>
        <source>the matrix is %1 x %1 but node ids run from 0 to %2; it needs one row and column per node id</source>
        <translation>die Matrix ist %1 x %1, aber die Knoten-IDs reichen von 0 bis %2; sie benötigt eine Zeile und Spalte pro Knoten-ID</translation>
    </message>
    <message>
        <source>node %1 lists CPUs "%2" but the cpus entries put "%3" on it</source>
        <translation>Knoten %1 führt die CPUs "%2" auf, aber die cpus-Einträge legen "%3" darauf</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 entries, more than the supported maximum of %2</source>
        <translation>%1 Einträge, mehr als das unterstützte Maximum von %2</translation>
    </message>
    <message>
        <source>missing or not a CPU id from 0 to %1</source>
        <translation>fehlt oder ist keine CPU-ID von 0 bis %1</translation>
    </message>
    <message>
        <source>missing or not a node id from 0 to %1</source>
        <translation>fehlt oder ist keine Knoten-ID von 0 bis %1</translation>
    </message>
    <message>
        <source>expected a node id from 0 to %1 or a node object</source>
        <translation>Knoten-ID von 0 bis %1 oder Knotenobjekt erwartet</translation>
    </message>
    <message>
        <source>%1: %2 bytes, more than the supported maximum of %3</source>
        <translation>%1: %2 Bytes, mehr als das unterstützte Maximum von %3</translation>
    </message>
    <message>
        <source>the CPU list is empty</source>
        <translation>die CPU-Liste ist leer</translation>
    </message>
    <message>
        <source>CPUs %1 are not in "cpus"</source>
        <translation>CPUs %1 stehen nicht in "cpus"</translation>
    </message>
    <message>
        <source>not a string</source>
        <translation>keine Zeichenkette</translation>
    </message>
    <message>
        <source>missing or not a cache level from 1 to 16</source>
        <translation>fehlt oder ist keine Cache-Stufe von 1 bis 16</translation>
    </message>
    <message>
        <source>missing or not "unified", "data" or "instruction"</source>
        <translation>fehlt oder ist nicht "unified", "data" oder "instruction"</translation>
    </message>
    <message>
        <source>missing or not an integer &gt;= 0</source>
        <translation>fehlt oder ist keine ganze Zahl &gt;= 0</translation>
    </message>
    <message>
        <source>not a frequency in MHz from 1 to 1000000</source>
        <translation>keine Frequenz in MHz von 1 bis 1000000</translation>
    </message>
    <message>
        <source>not a PCI id from 0 to 65535</source>
        <translation>keine PCI-ID von 0 bis 65535</translation>
    </message>
    <message>
        <source>not a kernel driver name</source>
        <translation>kein Name eines Kernel-Treibers</translation>
    </message>
</context>
<context>
    <name>TopologyLoader</name>
    <message>
        <source>ARM part %1</source>
        <translation>ARM-Part %1</translation>
    </message>
    <message>
        <source>%1: inconsistent topology: %2</source>
        <translation>%1: inkonsistente Topologie: %2</translation>
    </message>
    <message>
        <source>%1: the hwloc XML topology is empty</source>
        <translation>%1: die hwloc-XML-Topologie ist leer</translation>
    </message>
    <message>
        <source>%1 is an hwloc XML %2 file (written by hwloc %3), but irqatlas reads hwloc XML 2.0 and older (hwloc 2, API %4). On the machine it came from, export a 2.0 file with: lstopo --of xml --export-xml-flags v2 topology.xml</source>
        <translation>%1 ist eine hwloc-XML-%2-Datei (geschrieben von hwloc %3), aber irqatlas liest hwloc-XML 2.0 und älter (hwloc 2, API %4). Exportieren Sie auf dem Ursprungsrechner eine 2.0-Datei mit: lstopo --of xml --export-xml-flags v2 topology.xml</translation>
    </message>
    <message>
        <source>%1: the hwloc XML topology is too large</source>
        <translation>%1: die hwloc-XML-Topologie ist zu groß</translation>
    </message>
    <message>
        <source>%1: cannot initialise hwloc</source>
        <translation>%1: hwloc kann nicht initialisiert werden</translation>
    </message>
    <message>
        <source>%1: not a valid hwloc XML topology (%2)</source>
        <translation>%1: keine gültige hwloc-XML-Topologie (%2)</translation>
    </message>
    <message>
        <source>cannot read hwloc XML topology %1: %2</source>
        <translation>hwloc-XML-Topologie %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>this machine: cannot initialise hwloc</source>
        <translation>dieser Rechner: hwloc kann nicht initialisiert werden</translation>
    </message>
    <message>
        <source>this machine: hwloc cannot read the topology (%1)</source>
        <translation>dieser Rechner: hwloc kann die Topologie nicht lesen (%1)</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>dieser Rechner</translation>
    </message>
    <message>
        <source>this machine: hwloc cannot export the topology as XML (%1)</source>
        <translation>dieser Rechner: hwloc kann die Topologie nicht als XML exportieren (%1)</translation>
    </message>
    <message>
        <source>%1 holds no sys/devices/system/cpu: not a copied sysfs tree</source>
        <translation>%1 enthält kein sys/devices/system/cpu: kein kopierter sysfs-Baum</translation>
    </message>
    <message>
        <source>%1: hwloc cannot read the sysfs tree (%2)</source>
        <translation>%1: hwloc kann den sysfs-Baum nicht lesen (%2)</translation>
    </message>
    <message>
        <source>sysfs tree %1</source>
        <translation>sysfs-Baum %1</translation>
    </message>
    <message>
        <source>%1: no such directory</source>
        <translation>%1: kein solches Verzeichnis</translation>
    </message>
    <message>
        <source>%1 has neither topology.xml nor sys/devices/system/cpu: no topology to load</source>
        <translation>%1 hat weder topology.xml noch sys/devices/system/cpu: keine Topologie zu laden</translation>
    </message>
</context>
<context>
    <name>TopologyPainter</name>
    <message>
        <source>No NUMA information</source>
        <translation>Keine NUMA-Informationen</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA-Knoten %1</translation>
    </message>
    <message>
        <source>no CPUs</source>
        <translation>keine CPUs</translation>
    </message>
    <message>
        <source>(part)</source>
        <translation>(Teil)</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>Storage</source>
        <extracomment>The kind of one PCI device before its OS names ("Storage vda"): a singular noun, one storage device (German "Speichergerät").</extracomment>
        <translation>Speichergerät</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>PCI</source>
        <translation>PCI</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message numerus="yes">
        <source>%n CPUs</source>
        <translation>
            <numerusform>%n CPU</numerusform>
            <numerusform>%n CPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NUMA nodes</source>
        <translation>
            <numerusform>%n NUMA-Knoten</numerusform>
            <numerusform>%n NUMA-Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IRQs</source>
        <translation>
            <numerusform>%n IRQ</numerusform>
            <numerusform>%n IRQs</numerusform>
        </translation>
    </message>
    <message>
        <source>Package %1</source>
        <translation>Paket %1</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Devices without a NUMA node</source>
        <translation>Geräte ohne NUMA-Knoten</translation>
    </message>
    <message>
        <source>distance %1</source>
        <translation>Distanz %1</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Package %1: CPUs %2</source>
        <translation>Paket %1: CPUs %2</translation>
    </message>
    <message>
        <source>CPUs: %1</source>
        <translation>CPUs: %1</translation>
    </message>
    <message>
        <source>Drop IRQs here to move them to every CPU of this node.</source>
        <translation>IRQs hier ablegen, um sie auf alle CPUs dieses Knotens zu verschieben.</translation>
    </message>
    <message>
        <source>PCI devices whose NUMA node is unknown.</source>
        <translation>PCI-Geräte, deren NUMA-Knoten unbekannt ist.</translation>
    </message>
    <message>
        <source>Core %1: CPUs %2</source>
        <translation>Kern %1: CPUs %2</translation>
    </message>
    <message>
        <source>Drop IRQs here to move them to this core's SMT siblings.</source>
        <translation>IRQs hier ablegen, um sie auf die SMT-Geschwister dieses Kerns zu verschieben.</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>Core %1, package %2, NUMA node %3</source>
        <translation>Kern %1, Paket %2, NUMA-Knoten %3</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Not allowed for this process (cgroup)</source>
        <translation>Für diesen Prozess nicht erlaubt (cgroup)</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQs target this CPU</source>
        <translation>
            <numerusform>%n IRQ zielt auf diese CPU</numerusform>
            <numerusform>%n IRQs zielen auf diese CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n after the pending changes</source>
        <translation>
            <numerusform>%n nach den ausstehenden Änderungen</numerusform>
            <numerusform>%n nach den ausstehenden Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to list its IRQs; drop IRQs here to pin them to this CPU.</source>
        <translation>Klicken, um ihre IRQs aufzulisten; IRQs hier ablegen, um sie an diese CPU zu binden.</translation>
    </message>
    <message>
        <source>NUMA node unknown</source>
        <translation>NUMA-Knoten unbekannt</translation>
    </message>
    <message>
        <source>not accounted</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>Hard IRQ time: %1</source>
        <translation>Hard-IRQ-Zeit: %1</translation>
    </message>
    <message>
        <source>Soft IRQ time: %1</source>
        <translation>Soft-IRQ-Zeit: %1</translation>
    </message>
    <message>
        <source>Interrupts per second: %1</source>
        <translation>Interrupts pro Sekunde: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n with the previewed plan</source>
        <translation>
            <numerusform>%n mit dem Plan aus der Vorschau</numerusform>
            <numerusform>%n mit dem Plan aus der Vorschau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the plan's IRQs</source>
        <translation>
            <numerusform>%n IRQ des Plans</numerusform>
            <numerusform>%n IRQs des Plans</numerusform>
        </translation>
    </message>
    <message>
        <source>distance %1 (assumed)</source>
        <translation>Distanz %1 (angenommen)</translation>
    </message>
    <message>
        <source>%1 to node(s) %2</source>
        <translation>%1 zu Knoten %2</translation>
    </message>
    <message>
        <source>Distances: %1</source>
        <translation>Distanzen: %1</translation>
    </message>
    <message>
        <source>Distances (assumed: no firmware table): %1</source>
        <translation>Distanzen (angenommen: keine Firmware-Tabelle): %1</translation>
    </message>
    <message>
        <source>L%1 shared with CPUs %2</source>
        <translation>L%1 geteilt mit CPUs %2</translation>
    </message>
    <message>
        <source>Driver: %1</source>
        <translation>Treiber: %1</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPUs %1</translation>
    </message>
    <message>
        <source>No NUMA node (the kernel reports -1)</source>
        <translation>Kein NUMA-Knoten (der Kernel meldet -1)</translation>
    </message>
    <message>
        <source>CXL memory</source>
        <translation>CXL-Speicher</translation>
    </message>
    <message>
        <source>IRQ thread time: %1</source>
        <translation>IRQ-Thread-Zeit: %1</translation>
    </message>
    <message>
        <source>IRQ thread time: no thread times</source>
        <translation>IRQ-Thread-Zeit: keine Thread-Zeiten</translation>
    </message>
    <message>
        <source>A kernel thread of the selected IRQ last ran here</source>
        <translation>Ein Kernel-Thread des gewählten IRQ lief zuletzt hier</translation>
    </message>
    <message>
        <source>The selected IRQ's kernel threads go here when the pending changes are applied</source>
        <translation>Die Kernel-Threads des gewählten IRQ kommen hierher, wenn die ausstehenden Änderungen angewendet werden</translation>
    </message>
</context>
<context>
    <name>TraceReader</name>
    <message>
        <source>CPU id is above the supported maximum %1: %2</source>
        <translation>CPU-Nummer liegt über dem unterstützten Höchstwert %1: %2</translation>
    </message>
    <message>
        <source>an irq event whose fields are not the kernel's: %1</source>
        <translation>ein IRQ-Ereignis, dessen Felder nicht die des Kernels sind: %1</translation>
    </message>
    <message>
        <source>not a "CPU:N [LOST N EVENTS]" line: %1</source>
        <translation>keine Zeile der Form „CPU:N [LOST N EVENTS]“: %1</translation>
    </message>
    <message>
        <source>not a trace event line (TASK-PID [CPU] TIMESTAMP: EVENT): %1</source>
        <translation>keine Trace-Ereigniszeile (TASK-PID [CPU] ZEITSTEMPEL: EREIGNIS): %1</translation>
    </message>
    <message>
        <source>%1: read after an error</source>
        <translation>%1: nach einem Fehler weitergelesen</translation>
    </message>
</context>
<context>
    <name>TrialJournal</name>
    <message>
        <source>journal.json is left out: the journal is on %1 (irqatlas-cli rollback --host %1 uses it there)</source>
        <translation>journal.json fehlt: Das Journal liegt auf %1 (irqatlas-cli rollback --host %1 verwendet es dort)</translation>
    </message>
</context>
<context>
    <name>TrialSequencer</name>
    <message>
        <source>the helper's deadline came before the after phase and its metric were done: the plan was reverted under them</source>
        <translation>die Frist des Helfers lief ab, bevor die Nachher-Phase und ihre Metrik fertig waren: der Plan wurde währenddessen zurückgenommen</translation>
    </message>
    <message>
        <source>the helper reverted the plan at its deadline before the trial's decision reached it: the after phase may have measured the machine without the plan</source>
        <translation>der Helfer nahm den Plan bei Fristablauf zurück, bevor ihn die Entscheidung des Versuchs erreichte: die Nachher-Phase hat womöglich die Maschine ohne den Plan gemessen</translation>
    </message>
</context>
<context>
    <name>Watchdog</name>
    <message>
        <source>cannot start the watchdog: %1</source>
        <translation>der Wächterprozess kann nicht gestartet werden: %1</translation>
    </message>
</context>
<context>
    <name>irqatlas-cli</name>
    <message>
        <source>apply a plan through the privileged helper</source>
        <translation>einen Plan über das privilegierte Hilfsprogramm anwenden</translation>
    </message>
    <message>
        <source>scores of several plans side by side</source>
        <translation>Bewertungen mehrerer Pläne nebeneinander</translation>
    </message>
    <message>
        <source>what applying a plan would change</source>
        <translation>was das Anwenden eines Plans ändern würde</translation>
    </message>
    <message>
        <source>a plan as a shell script, systemd unit, irqbalance bans or JSON</source>
        <translation>ein Plan als Shell-Skript, systemd-Unit, irqbalance-Sperren oder JSON</translation>
    </message>
    <message>
        <source>one row per interrupt, with affinity and counts</source>
        <translation>eine Zeile pro Interrupt, mit Affinität und Zählerständen</translation>
    </message>
    <message>
        <source>a plan file for the selected interrupts</source>
        <translation>eine Plandatei für die ausgewählten Interrupts</translation>
    </message>
    <message>
        <source>undo the last apply</source>
        <translation>das letzte apply rückgängig machen</translation>
    </message>
    <message>
        <source>save this machine for a later --root</source>
        <translation>diesen Rechner für ein späteres --root speichern</translation>
    </message>
    <message>
        <source>the raw output of one spreading algorithm</source>
        <translation>die Rohausgabe eines Verteilungsalgorithmus</translation>
    </message>
    <message>
        <source>packages, NUMA nodes, distances, cores, PUs, devices</source>
        <translation>Pakete, NUMA-Knoten, Distanzen, Kerne, PUs, Geräte</translation>
    </message>
    <message>
        <source>live per-CPU hard/soft IRQ %, IRQ/s and the busiest interrupts</source>
        <translation>live: Hard-/Soft-IRQ-% pro CPU, IRQ/s und die aktivsten Interrupts</translation>
    </message>
    <message>
        <source>Apply a plan through irqatlas-helper: lint first (errors block, warnings need --force), then validate, journal, write, read back; a failed write rolls everything back.</source>
        <translation>Einen Plan über irqatlas-helper anwenden: zuerst Lint-Prüfung (Fehler blockieren, Warnungen erfordern --force), dann validieren, ins Journal schreiben, schreiben, zurücklesen; ein fehlgeschlagener Schreibvorgang rollt alles zurück.</translation>
    </message>
    <message>
        <source>The plan file.</source>
        <translation>Die Plandatei.</translation>
    </message>
    <message>
        <source>Validate everything, write nothing.</source>
        <translation>Alles validieren, nichts schreiben.</translation>
    </message>
    <message>
        <source>After applying, roll back unless "confirm" is typed within S seconds.</source>
        <translation>Nach dem Anwenden zurückrollen, sofern nicht innerhalb von S Sekunden "confirm" eingegeben wird.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Go on despite lint warnings or a running irqbalance.</source>
        <translation>Trotz Lint-Warnungen oder eines laufenden irqbalance fortfahren.</translation>
    </message>
    <message>
        <source>apply takes one plan file</source>
        <translation>apply erwartet genau eine Plandatei</translation>
    </message>
    <message>
        <source>--confirm-timeout: "%1" is not a number of seconds (1-86400)</source>
        <translation>--confirm-timeout: "%1" ist keine Anzahl von Sekunden (1-86400)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n lint error(s), nothing applied</source>
        <translation>
            <numerusform>%1: %n Lint-Fehler, nichts angewendet</numerusform>
            <numerusform>%1: %n Lint-Fehler, nichts angewendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n lint warning(s); check them and add --force to apply anyway</source>
        <translation>
            <numerusform>%1: %n Lint-Warnung; prüfen Sie sie und fügen Sie --force hinzu, um trotzdem anzuwenden</numerusform>
            <numerusform>%1: %n Lint-Warnungen; prüfen Sie sie und fügen Sie --force hinzu, um trotzdem anzuwenden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no entry of the plan matches an interrupt here, nothing to apply</source>
        <translation>%1: kein Eintrag des Plans passt hier zu einem Interrupt, nichts anzuwenden</translation>
    </message>
    <message>
        <source>irqbalance is running and will overwrite this plan within seconds. Either:
  - stop it:   %1
  - ban the planned IRQs in /etc/default/irqbalance, then restart it:
    %2  - or give irqbalance --policyscript a script that prints ban=true for IRQ %3
    (irqatlas-cli export PLAN --format irqbalance writes both)
  - or go on anyway with --force</source>
        <translation>irqbalance läuft und überschreibt diesen Plan innerhalb von Sekunden. Entweder:
  - beenden Sie es:   %1
  - sperren Sie die geplanten IRQs in /etc/default/irqbalance und starten Sie es dann neu:
    %2  - oder geben Sie irqbalance --policyscript ein Skript, das ban=true für IRQ %3 ausgibt
    (irqatlas-cli export PLAN --format irqbalance schreibt beides)
  - oder fahren Sie mit --force trotzdem fort</translation>
    </message>
    <message>
        <source>not applied because irqbalance is running (use --force to apply anyway)</source>
        <translation>nicht angewendet, weil irqbalance läuft (mit --force trotzdem anwenden)</translation>
    </message>
    <message>
        <source>%1; run the equivalent command as root:
  %2</source>
        <translation>%1; führen Sie den entsprechenden Befehl als root aus:
  %2</translation>
    </message>
    <message>
        <source>type "confirm" and Enter within %1 s to keep the new placement</source>
        <translation>geben Sie innerhalb von %1 s "confirm" ein und drücken Sie Enter, um die neue Zuordnung zu behalten</translation>
    </message>
    <message>
        <source>pkexec refused or could not authenticate; run the equivalent command as root:
  %1</source>
        <translation>pkexec hat abgelehnt oder konnte nicht authentifizieren; führen Sie den entsprechenden Befehl als root aus:
  %1</translation>
    </message>
    <message>
        <source>apply</source>
        <translation>apply</translation>
    </message>
    <message>
        <source>Score several planners on the same interrupts, side by side.</source>
        <translation>Mehrere Planer auf denselben Interrupts nebeneinander bewerten.</translation>
    </message>
    <message>
        <source>Interrupts to plan (see plan --help).</source>
        <translation>Zu planende Interrupts (siehe plan --help).</translation>
    </message>
    <message>
        <source>SELECTOR</source>
        <translation>SELECTOR</translation>
    </message>
    <message>
        <source>Comma-separated planners: %1.</source>
        <translation>Kommagetrennte Planer: %1.</translation>
    </message>
    <message>
        <source>A,B,C</source>
        <translation>A,B,C</translation>
    </message>
    <message>
        <source>Device node for every IRQ (-1 = none).</source>
        <translation>NUMA-Knoten des Geräts für jeden IRQ (-1 = keiner).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Candidate CPUs.</source>
        <translation>Kandidaten-CPUs.</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <source>CPUs never to use.</source>
        <translation>CPUs, die nie verwendet werden.</translation>
    </message>
    <message>
        <source>KEY=VALUE</source>
        <translation>KEY=VALUE</translation>
    </message>
    <message>
        <source>--irqs SELECTOR and --algorithms A,B,C are required</source>
        <translation>--irqs SELECTOR und --algorithms A,B,C sind erforderlich</translation>
    </message>
    <message>
        <source>unknown algorithm "%1" (one of: %2)</source>
        <translation>unbekannter Algorithmus "%1" (einer von: %2)</translation>
    </message>
    <message>
        <source>--node: "%1" is not a number</source>
        <translation>--node: "%1" ist keine Zahl</translation>
    </message>
    <message>
        <source>--param "%1": expected KEY=VALUE</source>
        <translation>--param "%1": KEY=VALUE erwartet</translation>
    </message>
    <message>
        <source>no topology: %1</source>
        <translation>keine Topologie: %1</translation>
    </message>
    <message>
        <source>What applying PLAN would change, and what to check first.</source>
        <translation>Was das Anwenden von PLAN ändern würde und was vorher zu prüfen ist.</translation>
    </message>
    <message>
        <source>Plan file (irqatlas-plan JSON).</source>
        <translation>Plandatei (irqatlas-plan-JSON).</translation>
    </message>
    <message>
        <source>diff takes exactly one plan file</source>
        <translation>diff erwartet genau eine Plandatei</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source># %1: %2 changed, %3 unchanged, %4 not present, %5 immovable
</source>
        <translation># %1: %2 geändert, %3 unverändert, %4 nicht vorhanden, %5 nicht verschiebbar
</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>Write the file(s) into DIR instead of printing them.</source>
        <translation>Die Datei(en) in DIR schreiben, statt sie auszugeben.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>export takes one plan file</source>
        <translation>export erwartet eine Plandatei</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>One row per interrupt: number or symbol, chip, hwirq, trigger, name, device, node, affinity, effective affinity, total, per-CPU counts (json/csv).</source>
        <translation>Eine Zeile pro Interrupt: Nummer oder Symbol, Chip, hwirq, Trigger, Name, Gerät, Knoten, Affinität, effektive Affinität, Gesamt, Zähler pro CPU (json/csv).</translation>
    </message>
    <message>
        <source>Interrupts to plan: numbers and ranges (30,32-40), all, name:REGEX, dev:BDF, if:IFACE, driver:NAME; comma-separated.</source>
        <translation>Zu planende Interrupts: Nummern und Bereiche (30,32-40), all, name:REGEX, dev:BDF, if:IFACE, driver:NAME; kommagetrennt.</translation>
    </message>
    <message>
        <source>Candidate CPUs (default: online, allowed, not isolated).</source>
        <translation>Kandidaten-CPUs (Standard: online, erlaubt, nicht isoliert).</translation>
    </message>
    <message>
        <source>--irqs SELECTOR is required</source>
        <translation>--irqs SELECTOR ist erforderlich</translation>
    </message>
    <message>
        <source>A plan file for the selected interrupts of this machine.</source>
        <translation>Eine Plandatei für die ausgewählten Interrupts dieses Rechners.</translation>
    </message>
    <message>
        <source>Planner: %1.</source>
        <translation>Planer: %1.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Write the plan file here.</source>
        <translation>Die Plandatei hierhin schreiben.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>plan prints table or json</source>
        <translation>plan gibt table oder json aus</translation>
    </message>
    <message>
        <source>--algorithm NAME is required (one of: %1)</source>
        <translation>--algorithm NAME ist erforderlich (einer von: %1)</translation>
    </message>
    <message>
        <source>Undo the last apply from its journal (a second rollback does nothing).</source>
        <translation>Das letzte apply anhand seines Journals rückgängig machen (ein zweites rollback bewirkt nichts).</translation>
    </message>
    <message>
        <source>[JOURNAL]</source>
        <translation>[JOURNAL]</translation>
    </message>
    <message>
        <source>A test tree: DIR/proc and DIR/sys as on a live system.</source>
        <translation>Ein Testbaum: DIR/proc und DIR/sys wie auf einem laufenden System.</translation>
    </message>
    <message>
        <source>rollback takes at most one journal file</source>
        <translation>rollback erwartet höchstens eine Journaldatei</translation>
    </message>
    <message>
        <source>rollback</source>
        <translation>rollback</translation>
    </message>
    <message>
        <source>Save everything the other commands read, for a later --root.</source>
        <translation>Alles speichern, was die anderen Befehle lesen, für ein späteres --root.</translation>
    </message>
    <message>
        <source>Target directory or FILE.tar.gz (must not exist).</source>
        <translation>Zielverzeichnis oder FILE.tar.gz (darf nicht existieren).</translation>
    </message>
    <message>
        <source>DIR|FILE.tar.gz</source>
        <translation>DIR|FILE.tar.gz</translation>
    </message>
    <message>
        <source>snapshot needs --out DIR|FILE.tar.gz</source>
        <translation>snapshot benötigt --out DIR|FILE.tar.gz</translation>
    </message>
    <message>
        <source>snapshot saves the machine's own topology; --topology/--xml do not apply</source>
        <translation>snapshot speichert die eigene Topologie des Rechners; --topology/--xml gelten hier nicht</translation>
    </message>
    <message>
        <source>wrote %1 files to %2</source>
        <translation>%1 Dateien nach %2 geschrieben</translation>
    </message>
    <message>
        <source>irqatlas-cli: --%1: "%2" is not an integer</source>
        <translation>irqatlas-cli: --%1: "%2" ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>(default affinity)</source>
        <translation>(Standardaffinität)</translation>
    </message>
    <message>
        <source>The raw output of one kernel spreading algorithm (docs/ALGORITHMS.md) on the machine's topology. --count, --len, --nvec and --groups default to the number of online CPUs.</source>
        <translation>Die Rohausgabe eines Verteilungsalgorithmus des Kernels (docs/ALGORITHMS.md) auf der Topologie des Rechners. --count, --len, --nvec und --groups sind standardmäßig die Anzahl der Online-CPUs.</translation>
    </message>
    <message>
        <source>local-spread-v41, local-spread-2019, local-spread, hop-masks, mana, mana-v1, mana-driver or group-evenly (the test vectors' names work too).</source>
        <translation>local-spread-v41, local-spread-2019, local-spread, hop-masks, mana, mana-v1, mana-driver oder group-evenly (die Namen der Testvektoren funktionieren ebenfalls).</translation>
    </message>
    <message>
        <source>Origin NUMA node, -1 = none (default).</source>
        <translation>Ursprungs-NUMA-Knoten, -1 = keiner (Standard).</translation>
    </message>
    <message>
        <source>local-spread variants: indices 0..K-1.</source>
        <translation>local-spread-Varianten: Indizes 0..K-1.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>mana, mana-v1: number of IRQs.</source>
        <translation>mana, mana-v1: Anzahl der IRQs.</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>mana-driver: MSI-X vectors incl. the HWC vector.</source>
        <translation>mana-driver: MSI-X-Vektoren einschließlich des HWC-Vektors.</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>group-evenly: number of groups.</source>
        <translation>group-evenly: Anzahl der Gruppen.</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>group-evenly: kernel heapsort, classic (before 2024) or modern (default).</source>
        <translation>group-evenly: Heapsort des Kernels, classic (vor 2024) oder modern (Standard).</translation>
    </message>
    <message>
        <source>classic|modern</source>
        <translation>classic|modern</translation>
    </message>
    <message>
        <source>mana: leave the first core slot free (2025); mana-driver: the 2025 dynamic MSI-X path.</source>
        <translation>mana: den ersten Kern-Slot frei lassen (2025); mana-driver: der dynamische MSI-X-Pfad von 2025.</translation>
    </message>
    <message>
        <source>local-spread variants: candidate CPUs instead of the online ones (the housekeeping mask of ~v5.9 kernels).</source>
        <translation>local-spread-Varianten: Kandidaten-CPUs statt der Online-CPUs (die Housekeeping-Maske von Kerneln um v5.9).</translation>
    </message>
    <message>
        <source>CPULIST</source>
        <translation>CPULIST</translation>
    </message>
    <message>
        <source>spread needs --algorithm NAME</source>
        <translation>spread benötigt --algorithm NAME</translation>
    </message>
    <message>
        <source>--algorithm: unknown algorithm "%1" (known: %2)</source>
        <translation>--algorithm: unbekannter Algorithmus "%1" (bekannt: %2)</translation>
    </message>
    <message>
        <source>--candidates: %1</source>
        <translation>--candidates: %1</translation>
    </message>
    <message>
        <source>irqatlas-cli: warning: %1</source>
        <translation>irqatlas-cli: Warnung: %1</translation>
    </message>
    <message>
        <source>(no distance matrix in the source: 10 on the diagonal and 20 elsewhere assumed, as the kernel does without a firmware SLIT)
</source>
        <translation>(keine Distanzmatrix in der Quelle: 10 auf der Diagonalen und sonst 20 angenommen, wie es der Kernel ohne Firmware-SLIT tut)
</translation>
    </message>
    <message>
        <source>Packages, NUMA nodes with CPU lists and distances, cores, PUs and devices.</source>
        <translation>Pakete, NUMA-Knoten mit CPU-Listen und Distanzen, Kerne, PUs und Geräte.</translation>
    </message>
    <message>
        <source>gap: %1</source>
        <translation>Lücke: %1</translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation>%1 CPUs</translation>
    </message>
    <message>
        <source>(%1 of %2 CPUs hidden; the %3 busiest are shown, --cpus 0 shows all)
</source>
        <translation>(%1 von %2 CPUs ausgeblendet; die %3 meistbeschäftigten werden angezeigt, --cpus 0 zeigt alle)
</translation>
    </message>
    <message>
        <source>("-": the kernel does not account that time, or no previous value)
</source>
        <translation>("-": der Kernel erfasst diese Zeit nicht, oder es gibt keinen vorherigen Wert)
</translation>
    </message>
    <message>
        <source>no interrupt fired in this interval
</source>
        <translation>in diesem Intervall wurde kein Interrupt ausgelöst
</translation>
    </message>
    <message>
        <source>Live per-CPU hard-IRQ %, soft-IRQ % (as mpstat computes %irq and %soft), IRQ/s, and the busiest interrupts with their CPUs.</source>
        <translation>Live pro CPU: Hard-IRQ-%, Soft-IRQ-% (wie mpstat %irq und %soft berechnet), IRQ/s und die meistbeschäftigten Interrupts mit ihren CPUs.</translation>
    </message>
    <message>
        <source>Seconds between samples, 0.1 to 60 (default 1).</source>
        <translation>Sekunden zwischen Messungen, 0.1 bis 60 (Standard 1).</translation>
    </message>
    <message>
        <source>Stop after N intervals (default: until interrupted).</source>
        <translation>Nach N Intervallen anhalten (Standard: bis zur Unterbrechung).</translation>
    </message>
    <message>
        <source>Busiest interrupts to show (default 5).</source>
        <translation>Anzahl der anzuzeigenden meistbeschäftigten Interrupts (Standard 5).</translation>
    </message>
    <message>
        <source>Table: busiest CPUs to show (default 16, 0 = all).</source>
        <translation>Tabelle: Anzahl der anzuzeigenden meistbeschäftigten CPUs (Standard 16, 0 = alle).</translation>
    </message>
    <message>
        <source>Also record the raw samples to FILE (JSON lines).</source>
        <translation>Die Rohmessungen zusätzlich in FILE aufzeichnen (JSON Lines).</translation>
    </message>
    <message>
        <source>Play a recording instead of reading a machine.</source>
        <translation>Eine Aufzeichnung abspielen, statt einen Rechner auszulesen.</translation>
    </message>
    <message>
        <source>--interval "%1" is not a number of seconds</source>
        <translation>--interval "%1" ist keine Anzahl von Sekunden</translation>
    </message>
    <message>
        <source>--interval: %1</source>
        <translation>--interval: %1</translation>
    </message>
    <message>
        <source>--count "%1" must be a positive integer</source>
        <translation>--count "%1" muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <source>--top "%1" must be an integer &gt;= 0</source>
        <translation>--top "%1" muss eine ganze Zahl &gt;= 0 sein</translation>
    </message>
    <message>
        <source>--cpus "%1" must be an integer &gt;= 0</source>
        <translation>--cpus "%1" muss eine ganze Zahl &gt;= 0 sein</translation>
    </message>
    <message>
        <source>cannot set up signal handling</source>
        <translation>Signalbehandlung kann nicht eingerichtet werden</translation>
    </message>
    <message>
        <source>irqatlas-cli: gap: %1</source>
        <translation>irqatlas-cli: Lücke: %1</translation>
    </message>
    <message>
        <source>Read a saved machine: DIR/proc and DIR/sys as on a live system.</source>
        <translation>Einen gespeicherten Rechner lesen: DIR/proc und DIR/sys wie auf einem laufenden System.</translation>
    </message>
    <message>
        <source>Topology from an hwloc XML file (format 2.0).</source>
        <translation>Topologie aus einer hwloc-XML-Datei (Format 2.0).</translation>
    </message>
    <message>
        <source>Topology from irqatlas topology JSON.</source>
        <translation>Topologie aus irqatlas-Topologie-JSON.</translation>
    </message>
    <message>
        <source>A remote host over SSH.</source>
        <translation>Ein entfernter Host über SSH.</translation>
    </message>
    <message>
        <source>[user@]host[:port]</source>
        <translation>[user@]host[:port]</translation>
    </message>
    <message>
        <source>With --host: ssh client config (ssh -F FILE).</source>
        <translation>Mit --host: ssh-Client-Konfiguration (ssh -F FILE).</translation>
    </message>
    <message>
        <source>Output format: table, json or csv.</source>
        <translation>Ausgabeformat: table, json oder csv.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>irqatlas-cli: unknown --format "%1" (expected table, json or csv)</source>
        <translation>irqatlas-cli: unbekanntes --format "%1" (erwartet: table, json oder csv)</translation>
    </message>
    <message>
        <source> (confirmed)</source>
        <translation> (bestätigt)</translation>
    </message>
    <message>
        <source>%1 failed (helper exit status %2, see `irqatlas-helper --help`)</source>
        <translation>%1 fehlgeschlagen (Exit-Status des Helfers %2, siehe `irqatlas-helper --help`)</translation>
    </message>
    <message>
        <source>Usage: irqatlas-cli COMMAND [options]

Commands:
</source>
        <translation>Aufruf: irqatlas-cli BEFEHL [Optionen]

Befehle:
</translation>
    </message>
    <message>
        <source>
'irqatlas-cli COMMAND --help' shows the options of a command.
</source>
        <translation>
'irqatlas-cli BEFEHL --help' zeigt die Optionen eines Befehls.
</translation>
    </message>
    <message>
        <source>irqatlas-cli: unknown command "%1"</source>
        <translation>irqatlas-cli: unbekannter Befehl "%1"</translation>
    </message>
    <message>
        <source>--topology and --xml both name a topology; give one</source>
        <translation>--topology und --xml geben beide eine Topologie an; bitte nur eine angeben</translation>
    </message>
    <message>
        <source>--ssh-config %1: no such file</source>
        <translation>--ssh-config %1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>--host and --root both name a machine; give one</source>
        <translation>--host und --root geben beide eine Maschine an; bitte nur eine angeben</translation>
    </message>
    <message>
        <source>--ssh-config needs --host</source>
        <translation>--ssh-config erfordert --host</translation>
    </message>
    <message>
        <source>type "confirm" and Enter within %1 s to keep the new placement; %2 rolls back by itself otherwise, also when the connection drops</source>
        <translation>geben Sie innerhalb von %1 s "confirm" und Enter ein, um die neue Platzierung zu behalten; andernfalls rollt %2 von selbst zurück, auch wenn die Verbindung abbricht</translation>
    </message>
    <message>
        <source>KEY=VALUE for every listed algorithm that takes KEY (repeatable; keys: plan --help).</source>
        <translation>KEY=VALUE für jeden aufgeführten Algorithmus, der KEY annimmt (wiederholbar; Schlüssel: plan --help).</translation>
    </message>
    <message>
        <source>Algorithm parameter (repeatable); the keys of each algorithm are listed above, or with --algorithm NAME --help.</source>
        <translation>Algorithmus-Parameter (wiederholbar); die Schlüssel jedes Algorithmus stehen oben oder werden mit --algorithm NAME --help angezeigt.</translation>
    </message>
    <message>
        <source>Algorithms and their parameters (--param KEY=VALUE):</source>
        <translation>Algorithmen und ihre Parameter (--param KEY=VALUE):</translation>
    </message>
    <message>
        <source>%1=%2, required</source>
        <translation>%1=%2, erforderlich</translation>
    </message>
    <message>
        <source>%1=%2, default %3</source>
        <translation>%1=%2, Standard %3</translation>
    </message>
    <message>
        <source>%1 takes no arguments, got "%2"</source>
        <translation>%1 nimmt keine Argumente an, erhalten: "%2"</translation>
    </message>
    <message>
        <source>no terminal to ask for the sudo password and SSH_ASKPASS is not set</source>
        <translation>kein Terminal, um nach dem sudo-Passwort zu fragen, und SSH_ASKPASS ist nicht gesetzt</translation>
    </message>
    <message>
        <source>Weigh the IRQs by their mean rates in a recording of watch --record, not by their counts since boot.</source>
        <translation>Die IRQs nach ihren mittleren Raten in einer Aufzeichnung von watch --record gewichten, nicht nach ihren Zählerständen seit dem Start.</translation>
    </message>
    <message>
        <source>With --rates-from: only seconds A to B of the recording, counted from its first sample (A..B, A.., ..B).</source>
        <translation>Mit --rates-from: nur die Sekunden A bis B der Aufzeichnung, gezählt ab ihrer ersten Probe (A..B, A.., ..B).</translation>
    </message>
    <message>
        <source>A..B</source>
        <translation>A..B</translation>
    </message>
    <message>
        <source>--rates-window needs --rates-from FILE</source>
        <translation>--rates-window erfordert --rates-from DATEI</translation>
    </message>
    <message>
        <source>weights: %1</source>
        <translation>Gewichte: %1</translation>
    </message>
    <message>
        <source>Journal name in the helper's /var/lib/irqatlas (default: journal.json); with --host, a path there.</source>
        <translation>Journal-Name in /var/lib/irqatlas des Helfers (Standard: journal.json); mit --host ein Pfad dort.</translation>
    </message>
    <message>
        <source>irqatlas-cli: warning: sources disagree: %1</source>
        <translation>irqatlas-cli: Warnung: Quellen widersprechen sich: %1</translation>
    </message>
    <message>
        <source>mean_distance, max_distance: assumed distances (10 local, 20 remote): the source has no firmware distance table</source>
        <translation>mean_distance, max_distance: angenommene Distanzen (10 lokal, 20 entfernt): die Quelle hat keine Distanztabelle der Firmware</translation>
    </message>
    <message>
        <source>CPU counts: the CPU each IRQ is delivered to (this machine delivers to one CPU of a mask; for a plan, the one its allocator would pick)</source>
        <translation>CPU-Zählungen: die CPU, an die jeder IRQ zugestellt wird (diese Maschine stellt an eine CPU einer Maske zu; bei einem Plan die, die ihr Allokator wählen würde)</translation>
    </message>
    <message>
        <source>CPU counts: every CPU of each IRQ's mask</source>
        <translation>CPU-Zählungen: jede CPU der Maske jedes IRQs</translation>
    </message>
    <message>
        <source>'irqatlas-cli --version' shows the version.
</source>
        <translation>'irqatlas-cli --version' zeigt die Version.
</translation>
    </message>
    <message>
        <source>A plan to show (repeatable).</source>
        <translation>Ein anzuzeigender Plan (wiederholbar).</translation>
    </message>
    <message>
        <source>A recording (watch --record) whose load to show.</source>
        <translation>Eine Aufzeichnung (watch --record), deren Last angezeigt wird.</translation>
    </message>
    <message>
        <source>A trial directory (trial --out DIR) whose verdict to show.</source>
        <translation>Ein Versuchsverzeichnis (trial --out DIR), dessen Urteil angezeigt wird.</translation>
    </message>
    <message>
        <source>The HTML file to write.</source>
        <translation>Die zu schreibende HTML-Datei.</translation>
    </message>
    <message>
        <source>report takes no positional arguments</source>
        <translation>report nimmt keine Positionsargumente an</translation>
    </message>
    <message>
        <source>report needs --out FILE.html</source>
        <translation>report benötigt --out DATEI.html</translation>
    </message>
    <message>
        <source>systemd unit active</source>
        <translation>systemd-Unit aktiv</translation>
    </message>
    <message>
        <source>wrote %1 (%2 bytes)</source>
        <translation>%1 geschrieben (%2 Bytes)</translation>
    </message>
    <message>
        <source>one self-contained HTML report for a ticket</source>
        <translation>ein eigenständiger HTML-Bericht für ein Ticket</translation>
    </message>
    <message>
        <source>--out %1: exists and is not a directory</source>
        <translation>--out %1: existiert und ist kein Verzeichnis</translation>
    </message>
    <message>
        <source>--out %1: not empty; a trial writes into an empty or new directory</source>
        <translation>--out %1: nicht leer; ein Versuch schreibt in ein leeres oder neues Verzeichnis</translation>
    </message>
    <message>
        <source>--out %1: cannot create the directory</source>
        <translation>--out %1: Verzeichnis kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Prove a plan: record a baseline, apply the plan through irqatlas-helper with its confirmation wait armed, settle one interval, record the after phase, then revert (or keep with --keep), and judge every figure against each phase's own noise.</source>
        <translation>Einen Plan belegen: eine Ausgangsmessung aufzeichnen, den Plan über irqatlas-helper mit scharfgeschalteter Bestätigungsfrist anwenden, ein Intervall abwarten, die Phase danach aufzeichnen, dann zurücknehmen (oder mit --keep behalten) und jede Kennzahl am eigenen Rauschen jeder Phase messen.</translation>
    </message>
    <message>
        <source>Seconds of baseline (default 10).</source>
        <translation>Sekunden Ausgangsmessung (Standard 10).</translation>
    </message>
    <message>
        <source>Seconds measured after the plan settled (default 10).</source>
        <translation>Gemessene Sekunden, nachdem der Plan sich eingependelt hat (Standard 10).</translation>
    </message>
    <message>
        <source>Run CMD with /bin/sh -c at the end of each phase; the last number it prints is the phase's figure.</source>
        <translation>CMD am Ende jeder Phase mit /bin/sh -c ausführen; die letzte ausgegebene Zahl ist die Kennzahl der Phase.</translation>
    </message>
    <message>
        <source>CMD</source>
        <translation>CMD</translation>
    </message>
    <message>
        <source>Keep the plan after the trial instead of reverting it.</source>
        <translation>Den Plan nach dem Versuch behalten, statt ihn zurückzunehmen.</translation>
    </message>
    <message>
        <source>Apply nothing and measure twice (an A/A trial: the machine's own noise).</source>
        <translation>Nichts anwenden und zweimal messen (ein A/A-Versuch: das eigene Rauschen des Rechners).</translation>
    </message>
    <message>
        <source>Write both recordings, the plan, the helper's output and journal, and the report JSON into DIR (new or empty).</source>
        <translation>Beide Aufzeichnungen, den Plan, Ausgabe und Journal des Helfers und das Bericht-JSON in DIR schreiben (neu oder leer).</translation>
    </message>
    <message>
        <source>The helper's own revert deadline in seconds (default: settle + after + 120, or + 900 with --metric).</source>
        <translation>Die eigene Rücknahmefrist des Helfers in Sekunden (Standard: Einpendeln + danach + 120, mit --metric + 900).</translation>
    </message>
    <message>
        <source>Journal name in the helper's /var/lib/irqatlas (default: trial.json); with --host, a path there.</source>
        <translation>Journal-Name in /var/lib/irqatlas des Helfers (Standard: trial.json); mit --host ein Pfad dort.</translation>
    </message>
    <message>
        <source>Table: CPUs with a change to show (default 16, 0 = all).</source>
        <translation>Tabelle: anzuzeigende CPUs mit Änderung (Standard 16, 0 = alle).</translation>
    </message>
    <message>
        <source>trial takes one plan file</source>
        <translation>trial erwartet eine Plandatei</translation>
    </message>
    <message>
        <source>trial prints a table or json</source>
        <translation>trial gibt eine Tabelle oder json aus</translation>
    </message>
    <message>
        <source>--interval "%1" must be 0.1 to 60 seconds</source>
        <translation>--interval "%1" muss 0,1 bis 60 Sekunden betragen</translation>
    </message>
    <message>
        <source>--before "%1" must be a number of seconds of at least one interval</source>
        <translation>--before "%1" muss eine Sekundenzahl von mindestens einem Intervall sein</translation>
    </message>
    <message>
        <source>--after "%1" must be a number of seconds of at least one interval</source>
        <translation>--after "%1" muss eine Sekundenzahl von mindestens einem Intervall sein</translation>
    </message>
    <message>
        <source>--keep and --dry-run exclude each other: a dry run applies nothing</source>
        <translation>--keep und --dry-run schließen einander aus: ein Probelauf wendet nichts an</translation>
    </message>
    <message>
        <source>--metric needs a command</source>
        <translation>--metric benötigt einen Befehl</translation>
    </message>
    <message>
        <source>trial of %1 on %2: %3 x %4 s before, %5 x %4 s after%6</source>
        <translation>Versuch von %1 auf %2: %3 x %4 s davor, %5 x %4 s danach%6</translation>
    </message>
    <message>
        <source> (dry run: nothing is applied)</source>
        <translation> (Probelauf: nichts wird angewendet)</translation>
    </message>
    <message>
        <source>the plan was kept (confirmed)</source>
        <translation>der Plan wurde behalten (bestätigt)</translation>
    </message>
    <message>
        <source>the plan was reverted</source>
        <translation>der Plan wurde zurückgenommen</translation>
    </message>
    <message>
        <source>nothing was applied</source>
        <translation>nichts wurde angewendet</translation>
    </message>
    <message>
        <source>the helper did not confirm the revert (exit status %1): run `irqatlas-cli rollback %2`</source>
        <translation>der Helfer hat die Rücknahme nicht bestätigt (Exit-Status %1): führen Sie `irqatlas-cli rollback %2` aus</translation>
    </message>
    <message>
        <source>prove a plan: measure before and after applying it, then revert</source>
        <translation>einen Plan belegen: vor und nach dem Anwenden messen, dann zurücknehmen</translation>
    </message>
    <message>
        <source>--metric command "%1" cannot start: %2</source>
        <translation>--metric-Befehl "%1" kann nicht starten: %2</translation>
    </message>
    <message>
        <source>--metric command "%1" was killed</source>
        <translation>--metric-Befehl "%1" wurde beendet</translation>
    </message>
    <message>
        <source>--metric command "%1" failed with exit status %2</source>
        <translation>--metric-Befehl "%1" ist mit Exit-Status %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>--metric command "%1" printed no number</source>
        <translation>--metric-Befehl "%1" hat keine Zahl ausgegeben</translation>
    </message>
    <message>
        <source>no CPU changed beyond its noise
</source>
        <translation>keine CPU hat sich über ihr Rauschen hinaus verändert
</translation>
    </message>
    <message>
        <source>(%1 more CPUs changed; --format json lists every CPU)
</source>
        <translation>(%1 weitere CPUs verändert; --format json listet jede CPU)
</translation>
    </message>
    <message>
        <source>no softirq type moved
</source>
        <translation>kein Softirq-Typ hat sich verlagert
</translation>
    </message>
    <message>
        <source>softirq types that moved:
</source>
        <translation>verlagerte Softirq-Typen:
</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>the sample source ended before the trial did</source>
        <translation>die Messquelle endete vor dem Versuch</translation>
    </message>
    <message>
        <source>too many failed samples: %1</source>
        <translation>zu viele fehlgeschlagene Messungen: %1</translation>
    </message>
    <message numerus="yes">
        <source>baseline done: %n interval(s)</source>
        <translation>
            <numerusform>Ausgangsmessung fertig: %n Intervall</numerusform>
            <numerusform>Ausgangsmessung fertig: %n Intervalle</numerusform>
        </translation>
    </message>
    <message>
        <source>settled; measuring the after phase</source>
        <translation>eingependelt; die Phase danach wird gemessen</translation>
    </message>
    <message>
        <source>plan applied; settling for one interval</source>
        <translation>Plan angewendet; ein Intervall zum Einpendeln</translation>
    </message>
    <message>
        <source>the helper did not apply the plan</source>
        <translation>der Helfer hat den Plan nicht angewendet</translation>
    </message>
    <message>
        <source>the helper rolled the plan back before the after phase ended (raise --confirm-timeout)</source>
        <translation>der Helfer hat den Plan vor dem Ende der Phase danach zurückgerollt (--confirm-timeout erhöhen)</translation>
    </message>
    <message>
        <source>Policy planners: spread consecutive IRQs over L3 domains first (llc), cores before SMT siblings (core, the default) or CPUs in id order (pu); the same as --param spread_over=...</source>
        <translation>Richtlinien-Planer: aufeinanderfolgende IRQs zuerst über L3-Domänen verteilen (llc), Kerne vor SMT-Geschwistern (core, Vorgabe) oder CPUs in ID-Reihenfolge (pu); dasselbe wie --param spread_over=...</translation>
    </message>
    <message>
        <source>Check with `irqatlas-cli rollback %1`.</source>
        <translation>Prüfen mit `irqatlas-cli rollback %1`.</translation>
    </message>
    <message>
        <source> (raise --confirm-timeout)</source>
        <translation> (--confirm-timeout erhöhen)</translation>
    </message>
    <message>
        <source>%1 already exists; export --out writes only new files (nothing was written)</source>
        <translation>%1 existiert bereits; export --out schreibt nur neue Dateien (nichts wurde geschrieben)</translation>
    </message>
    <message>
        <source>interrupt cost over %1 s from tracepoints: %2 events, %3 lost, %4 unpaired</source>
        <translation>Interrupt-Kosten über %1 s aus Tracepoints: %2 Ereignisse, %3 verloren, %4 ohne Gegenstück</translation>
    </message>
    <message>
        <source>irqatlas-cli: count disagrees: %1</source>
        <translation>irqatlas-cli: Zählung weicht ab: %1</translation>
    </message>
    <message>
        <source>How long to measure (default 5, at most 60).</source>
        <translation>Wie lange gemessen wird (Vorgabe 5, höchstens 60).</translation>
    </message>
    <message>
        <source>Output format: table or json.</source>
        <translation>Ausgabeformat: table oder json.</translation>
    </message>
    <message>
        <source>--seconds "%1" is not a duration above 0 and at most 60 seconds</source>
        <translation>--seconds „%1“ ist keine Dauer über 0 und höchstens 60 Sekunden</translation>
    </message>
    <message>
        <source>measure hard- and soft-IRQ time per IRQ and per CPU</source>
        <translation>Hard- und Soft-IRQ-Zeit je IRQ und je CPU messen</translation>
    </message>
    <message>
        <source>Weigh the IRQs by their handler time in a measurement of irqatlas-cli cost --format json, not by their counts.</source>
        <translation>Die IRQs nach ihrer Handlerzeit in einer Messung von irqatlas-cli cost --format json gewichten, nicht nach ihren Zählungen.</translation>
    </message>
    <message>
        <source>COST.json</source>
        <translation>COST.json</translation>
    </message>
    <message>
        <source>--weights-from and --rates-from exclude each other</source>
        <translation>--weights-from und --rates-from schließen einander aus</translation>
    </message>
    <message>
        <source>busiest_cpu_irq_*: the handler time of the planned IRQs (%1) expected on the busiest CPU, per second and as a share of it</source>
        <translation>busiest_cpu_irq_*: die erwartete Handlerzeit der geplanten IRQs (%1) auf der am stärksten belasteten CPU, pro Sekunde und als Anteil an ihr</translation>
    </message>
    <message>
        <source>Measure what interrupts cost on this machine from the kernel's irq tracepoints (root only; with --host, a remote host over SSH as root or through sudo -n): per IRQ its runs, handler time and share per CPU; per CPU hard- and soft-IRQ time; per CPU and softirq type time and runs.</source>
        <translation>Misst, was Interrupts auf diesem Rechner kosten, mit den irq-Tracepoints des Kernels (nur root; mit --host ein entfernter Rechner über SSH als root oder über sudo -n): pro IRQ die Durchläufe, die Handlerzeit und den Anteil pro CPU; pro CPU Hard- und Soft-IRQ-Zeit; pro CPU und Softirq-Typ Zeit und Durchläufe.</translation>
    </message>
    <message>
        <source>cost measures a running machine (this one, or --host): it does not go with --%1</source>
        <translation>cost misst einen laufenden Rechner (diesen oder --host): Es passt nicht zu --%1</translation>
    </message>
    <message>
        <source>Write one self-contained HTML file for a ticket: the machine, its interrupts, plans with their diff, lint and scores, a recording's load, a trial's verdict with plots and a measurement of interrupt cost.</source>
        <translation>Schreibt eine in sich geschlossene HTML-Datei für ein Ticket: den Rechner, seine Interrupts, Pläne mit Diff, Lint und Bewertungen, die Last einer Aufzeichnung, das Urteil eines Versuchs mit Diagrammen und eine Messung der Interrupt-Kosten.</translation>
    </message>
    <message>
        <source>A measurement (cost --format json) whose IRQ time to show, per IRQ and per CPU on the graph.</source>
        <translation>Eine Messung (cost --format json), deren IRQ-Zeit gezeigt wird, pro IRQ und pro CPU im Graphen.</translation>
    </message>
    <message>
        <source>The kernel threads that do interrupt work: threaded handlers (irq/N-name), threaded NAPI (napi/IF-ID) and ksoftirqd/N, with where they may run and where they last ran.</source>
        <translation>Die Kernel-Threads, die Interrupt-Arbeit leisten: Handler in Threads (irq/N-Name), NAPI in Threads (napi/IF-ID) und ksoftirqd/N, mit den CPUs, auf denen sie laufen dürfen, und der CPU, auf der sie zuletzt liefen.</translation>
    </message>
    <message>
        <source>kernel threads of interrupt work: irq/N, napi/, ksoftirqd/N</source>
        <translation>Kernel-Threads der Interrupt-Arbeit: irq/N, napi/, ksoftirqd/N</translation>
    </message>
    <message>
        <source>Hard- and soft-IRQ % of each phase measured by the kernel's irq tracepoints instead of taken from /proc/stat (this machine, root only).</source>
        <translation>Hard- und Soft-IRQ-% jeder Phase mit den irq-Tracepoints des Kernels gemessen statt aus /proc/stat genommen (dieser Rechner, nur root).</translation>
    </message>
    <message>
        <source>--cost traces this machine: it does not go with --%1</source>
        <translation>--cost verfolgt diesen Rechner: Es passt nicht zu --%1</translation>
    </message>
    <message>
        <source>(HARD% and SOFT% from the kernel's irq tracepoints)
</source>
        <translation>(HARD% und SOFT% aus den irq-Tracepoints des Kernels)
</translation>
    </message>
    <message>
        <source>Hard- and soft-IRQ % measured by the kernel's irq tracepoints instead of taken from /proc/stat, which may not account them (this machine, root only).</source>
        <translation>Hard- und Soft-IRQ-% mit den irq-Tracepoints des Kernels gemessen statt aus /proc/stat genommen, das sie womöglich nicht erfasst (dieser Rechner, nur root).</translation>
    </message>
    <message>
        <source>irqatlas-cli: %1; HARD% and SOFT% come from /proc/stat from now on</source>
        <translation>irqatlas-cli: %1; HARD% und SOFT% kommen ab jetzt aus /proc/stat</translation>
    </message>
    <message>
        <source>irqatlas-cli: the kernel lost %1 trace events in this interval: its IRQ time is too low</source>
        <translation>irqatlas-cli: Der Kernel verlor in diesem Intervall %1 Trace-Ereignisse: seine IRQ-Zeit ist zu niedrig</translation>
    </message>
    <message>
        <source>watch --cost needs root: the kernel's irq tracepoints are readable by root only; run it with sudo</source>
        <translation>watch --cost braucht root: Die irq-Tracepoints des Kernels sind nur für root lesbar; mit sudo ausführen</translation>
    </message>
    <message>
        <source>irqatlas-cli: the recording keeps the /proc files; the traced IRQ time is not in it</source>
        <translation>irqatlas-cli: Die Aufzeichnung enthält die /proc-Dateien; die verfolgte IRQ-Zeit ist nicht darin</translation>
    </message>
    <message>
        <source>irqatlas-cli: %1; hard and soft % come from /proc/stat from now on</source>
        <translation>irqatlas-cli: %1; Hard- und Soft-% kommen ab jetzt aus /proc/stat</translation>
    </message>
    <message numerus="yes">
        <source>%n more note(s): plan --algorithm %1 shows them</source>
        <translation>
            <numerusform>%n weitere Anmerkung: plan --algorithm %1 zeigt sie</numerusform>
            <numerusform>%n weitere Anmerkungen: plan --algorithm %1 zeigt sie</numerusform>
        </translation>
    </message>
    <message>
        <source>cost needs root (the kernel's irq tracepoints are readable by root only), and the root helper did not measure: %1; run it with sudo</source>
        <translation>cost braucht root (die irq-Tracepoints des Kernels sind nur für root lesbar), und der root-Helfer hat nicht gemessen: %1; mit sudo ausführen</translation>
    </message>
    <message>
        <source>An Ansible inventory (any format ansible-inventory reads).</source>
        <translation>Ein Ansible-Inventar (jedes Format, das ansible-inventory liest).</translation>
    </message>
    <message>
        <source>With --inventory: Ansible's --limit.</source>
        <translation>Mit --inventory: Ansibles --limit.</translation>
    </message>
    <message>
        <source>PATTERN</source>
        <translation>MUSTER</translation>
    </message>
    <message>
        <source>A host list: one [user@]host[:port] a line.</source>
        <translation>Eine Hostliste: ein [user@]host[:port] je Zeile.</translation>
    </message>
    <message>
        <source>ssh client config (ssh -F FILE).</source>
        <translation>ssh-Client-Konfiguration (ssh -F DATEI).</translation>
    </message>
    <message>
        <source>Hosts read at once (default 8).</source>
        <translation>Gleichzeitig gelesene Hosts (Standard 8).</translation>
    </message>
    <message>
        <source>Seconds each host may take (default 30).</source>
        <translation>Sekunden, die jeder Host dauern darf (Standard 30).</translation>
    </message>
    <message>
        <source>Keep each host's snapshot (DIR/NAME.tar.gz) and DIR/fleet.json.</source>
        <translation>Den Snapshot jedes Hosts (DIR/NAME.tar.gz) und DIR/fleet.json behalten.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3</source>
        <translation>--%1 erwartet eine ganze Zahl von %2 bis %3</translation>
    </message>
    <message>
        <source>--limit needs --inventory</source>
        <translation>--limit braucht --inventory</translation>
    </message>
    <message>
        <source>unknown --format "%1" (expected table or json)</source>
        <translation>unbekanntes --format „%1“ (erwartet: table oder json)</translation>
    </message>
    <message>
        <source>%1/%2 hosts…</source>
        <translation>%1/%2 Hosts…</translation>
    </message>
    <message>
        <source>%1 exists already</source>
        <translation>%1 existiert bereits</translation>
    </message>
    <message>
        <source>  %1: %2 is %3 (most: %4)</source>
        <translation>  %1: %2 ist %3 (meiste: %4)</translation>
    </message>
    <message>
        <source>fleet takes no arguments, got "%1"</source>
        <translation>fleet nimmt keine Argumente, erhalten: „%1“</translation>
    </message>
    <message numerus="yes">
        <source>irqbalance (pid %1): interval %2 s, banned CPUs %3, %n banned IRQ(s)</source>
        <translation>
            <numerusform>irqbalance (PID %1): Intervall %2 s, gesperrte CPUs %3, %n gesperrter IRQ</numerusform>
            <numerusform>irqbalance (PID %1): Intervall %2 s, gesperrte CPUs %3, %n gesperrte IRQs</numerusform>
        </translation>
    </message>
    <message>
        <source>banned: IRQ %1 (%2)</source>
        <translation>gesperrt: IRQ %1 (%2)</translation>
    </message>
    <message>
        <source>The irqbalance to ask when several run.</source>
        <translation>Das zu fragende irqbalance, wenn mehrere laufen.</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>--pid %1: no irqbalance runs with that pid</source>
        <translation>--pid %1: kein irqbalance läuft mit dieser PID</translation>
    </message>
    <message>
        <source>irqbalance is not running on this machine</source>
        <translation>irqbalance läuft auf diesem Rechner nicht</translation>
    </message>
    <message>
        <source>what the running irqbalance is doing (its tree, loads, classes and bans)</source>
        <translation>was das laufende irqbalance tut (sein Baum, Lasten, Klassen und Sperren)</translation>
    </message>
    <message>
        <source>The receive and transmit queues of every network interface: RPS and XPS CPUs as CPU lists, each queue's IRQ where /proc/interrupts names it, and threaded NAPI.</source>
        <translation>Die Empfangs- und Sendewarteschlangen jeder Netzwerkschnittstelle: RPS- und XPS-CPUs als CPU-Listen, die IRQ jeder Warteschlange, wo /proc/interrupts sie nennt, und Threaded NAPI.</translation>
    </message>
    <message>
        <source>network queues: RPS/XPS CPUs, IRQs, threaded NAPI</source>
        <translation>Netzwerkwarteschlangen: RPS/XPS-CPUs, IRQs, Threaded NAPI</translation>
    </message>
    <message>
        <source>%1 ended with status %2%3</source>
        <translation>%1 endete mit Status %2%3</translation>
    </message>
    <message>
        <source>: irqbalance is not running there</source>
        <translation>: irqbalance läuft dort nicht</translation>
    </message>
    <message>
        <source>What the irqbalance running on this machine or a remote host is doing, from its own control socket (which answers root only: a user is asked for the administrator's password through pkexec, a remote host's helper runs under sudo): its tree of NUMA nodes, packages, cache domains and CPUs with their load, the IRQs it placed on each with their class and load, its banned IRQs and CPUs, and its interval.</source>
        <translation>Was das auf diesem Rechner oder einem entfernten Host laufende irqbalance tut, aus seinem eigenen Steuer-Socket (der nur root antwortet: ein Benutzer wird über pkexec nach dem Administratorpasswort gefragt, der Helfer eines entfernten Hosts läuft unter sudo): sein Baum aus NUMA-Knoten, Packages, Cache-Domänen und CPUs mit ihrer Last, die IRQs, die es jeweils dort platziert hat, mit Klasse und Last, seine gesperrten IRQs und CPUs und sein Intervall.</translation>
    </message>
    <message>
        <source>%1 prints table or json, not csv</source>
        <translation>%1 gibt table oder json aus, nicht csv</translation>
    </message>
    <message>
        <source>irqbalance is running (pid %1): the helper adds the plan's IRQs to its ban list before writing and puts its list back on rollback. The ban lasts until irqbalance restarts; to make it permanent, irqatlas-cli export PLAN --format irqbalance.</source>
        <translation>irqbalance läuft (PID %1): der Helfer setzt die IRQs des Plans vor dem Schreiben auf seine Sperrliste und stellt seine Liste beim Rollback wieder her. Die Sperre hält, bis irqbalance neu startet; dauerhaft mit irqatlas-cli export PLAN --format irqbalance.</translation>
    </message>
    <message>
        <source>Keep a plan that an apply with a confirmation timeout holds, from another process: asks irqatlas-helper to confirm that journal. Exit status 9 when nothing awaits confirmation.</source>
        <translation>Einen Plan behalten, den ein Apply mit Bestätigungsfrist hält, aus einem anderen Prozess: bittet irqatlas-helper, dieses Journal zu bestätigen. Exit-Status 9, wenn nichts auf Bestätigung wartet.</translation>
    </message>
    <message>
        <source>confirm failed (helper exit status %1, see `irqatlas-helper --help`)</source>
        <translation>confirm fehlgeschlagen (Exit-Status des Helfers %1, siehe `irqatlas-helper --help`)</translation>
    </message>
    <message>
        <source>confirm takes no arguments</source>
        <translation>confirm nimmt keine Argumente</translation>
    </message>
    <message>
        <source>keep a plan that an apply holds for confirmation</source>
        <translation>einen Plan behalten, den ein Apply zur Bestätigung hält</translation>
    </message>
    <message>
        <source>ansible: the inventory host pattern (default: all).</source>
        <translation>ansible: das Host-Muster des Inventars (Standard: all).</translation>
    </message>
    <message>
        <source>ansible: hosts per batch, a number or a share such as 25% (default: 1).</source>
        <translation>ansible: Hosts je Durchgang, eine Zahl oder ein Anteil wie 25% (Standard: 1).</translation>
    </message>
    <message>
        <source>N|P%</source>
        <translation>N|P%</translation>
    </message>
    <message>
        <source>ansible: the health check run on each host while the plan is held (default: the plan's own read-back).</source>
        <translation>ansible: die Gesundheitsprüfung, die auf jedem Host läuft, während der Plan gehalten wird (Standard: das Zurücklesen des Plans selbst).</translation>
    </message>
    <message>
        <source>--%1 goes with --format ansible</source>
        <translation>--%1 gehört zu --format ansible</translation>
    </message>
    <message>
        <source>sh, systemd, irqbalance, json or ansible.</source>
        <translation>sh, systemd, irqbalance, json oder ansible.</translation>
    </message>
    <message>
        <source>export needs --format sh|systemd|irqbalance|json|ansible</source>
        <translation>export braucht --format sh|systemd|irqbalance|json|ansible</translation>
    </message>
    <message>
        <source>--format ansible writes a folder: it needs --out DIR</source>
        <translation>--format ansible schreibt einen Ordner: es braucht --out DIR</translation>
    </message>
    <message>
        <source>Instead of reading hosts: which hosts of an Ansible rollout applied, confirmed and reverted, from its folder of result files.</source>
        <translation>Statt Hosts zu lesen: welche Hosts eines Ansible-Rollouts angewendet, bestätigt und zurückgenommen haben, aus seinem Ordner mit Ergebnisdateien.</translation>
    </message>
    <message>
        <source>--results does not go with --%1</source>
        <translation>--results passt nicht zu --%1</translation>
    </message>
    <message>
        <source>The plan as a self-checking POSIX shell script (sh), a boot-time systemd unit and its script (systemd), irqbalance ban lines and policy script (irqbalance), the normalized plan (json), or an Ansible play that rolls it out host by host (ansible).</source>
        <translation>Der Plan als selbstprüfendes POSIX-Shell-Skript (sh), als systemd-Unit für den Systemstart samt Skript (systemd), als irqbalance-Bannzeilen und Policy-Skript (irqbalance), als normalisierter Plan (json) oder als Ansible-Play, das ihn Host für Host ausrollt (ansible).</translation>
    </message>
    <message>
        <source>With a Prometheus server: seconds of the rate window (default 60).</source>
        <translation>Mit einem Prometheus-Server: Sekunden des Ratenfensters (Standard 60).</translation>
    </message>
    <message>
        <source>--interval and the Prometheus flags need --prometheus</source>
        <translation>--interval und die Prometheus-Optionen brauchen --prometheus</translation>
    </message>
    <message>
        <source>fleet needs one of --inventory FILE, --hosts FILE and --prometheus URL</source>
        <translation>fleet braucht eines von --inventory FILE, --hosts FILE und --prometheus URL</translation>
    </message>
    <message>
        <source>read many hosts over SSH, grouped by machine class, or from a Prometheus server</source>
        <translation>viele Hosts über SSH lesen, nach Maschinenklasse gruppiert, oder von einem Prometheus-Server</translation>
    </message>
    <message>
        <source>--format prometheus exports a machine's own placement: not with --prometheus</source>
        <translation>--format prometheus exportiert die Zuordnung einer Maschine selbst: nicht mit --prometheus</translation>
    </message>
    <message>
        <source>With the prometheus format: also the drift from this plan.</source>
        <translation>Mit dem Prometheus-Format: auch die Abweichung von diesem Plan.</translation>
    </message>
    <message>
        <source>With the prometheus format: replace this file atomically.</source>
        <translation>Mit dem Prometheus-Format: diese Datei atomar ersetzen.</translation>
    </message>
    <message>
        <source>--plan and --out need --format prometheus</source>
        <translation>--plan und --out brauchen --format prometheus</translation>
    </message>
    <message>
        <source>--instance needs --prometheus</source>
        <translation>--instance braucht --prometheus</translation>
    </message>
    <message>
        <source>--from and --to take two times, the first earlier (seconds since 1970 or ISO 8601)</source>
        <translation>--from und --to nehmen zwei Zeiten, die erste früher (Sekunden seit 1970 oder ISO 8601)</translation>
    </message>
    <message>
        <source>--instance, --from and --to need --prometheus</source>
        <translation>--instance, --from und --to brauchen --prometheus</translation>
    </message>
    <message>
        <source>With a Prometheus server: the start of a past range.</source>
        <translation>Mit einem Prometheus-Server: der Beginn eines vergangenen Bereichs.</translation>
    </message>
    <message>
        <source>TIME</source>
        <translation>ZEIT</translation>
    </message>
    <message>
        <source>With a Prometheus server: the end of that range.</source>
        <translation>Mit einem Prometheus-Server: das Ende dieses Bereichs.</translation>
    </message>
    <message>
        <source>--prometheus-user needs a password: --prometheus-password-file FILE or IRQATLAS_PROMETHEUS_PASSWORD in the environment</source>
        <translation>--prometheus-user braucht ein Passwort: --prometheus-password-file FILE oder IRQATLAS_PROMETHEUS_PASSWORD in der Umgebung</translation>
    </message>
    <message>
        <source>Read from this Prometheus server (http or https).</source>
        <translation>Von diesem Prometheus-Server lesen (http oder https).</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Basic auth user for Prometheus.</source>
        <translation>Benutzer für Basic-Auth bei Prometheus.</translation>
    </message>
    <message>
        <source>USER</source>
        <translation>BENUTZER</translation>
    </message>
    <message>
        <source>The password of that user: the first line of this file.</source>
        <translation>Das Passwort dieses Benutzers: die erste Zeile dieser Datei.</translation>
    </message>
    <message>
        <source>With a Prometheus server: the host's instance label.</source>
        <translation>Mit einem Prometheus-Server: das instance-Label des Hosts.</translation>
    </message>
    <message>
        <source>--prometheus-user and its password need --prometheus</source>
        <translation>--prometheus-user und sein Passwort brauchen --prometheus</translation>
    </message>
    <message>
        <source>--prometheus-password-file needs --prometheus-user</source>
        <translation>--prometheus-password-file braucht --prometheus-user</translation>
    </message>
    <message>
        <source>--prometheus needs --instance NAME (the host's instance label)</source>
        <translation>--prometheus braucht --instance NAME (das instance-Label des Hosts)</translation>
    </message>
    <message>
        <source>--prometheus and --%1 exclude each other</source>
        <translation>--prometheus und --%1 schließen einander aus</translation>
    </message>
    <message>
        <source>Read many hosts over SSH and group them by machine class, or a fleet from a Prometheus server. fleet plan: one plan per machine class (fleet plan --help).</source>
        <translation>Viele Hosts über SSH lesen und nach Maschinenklasse gruppieren, oder eine Flotte von einem Prometheus-Server. fleet plan: ein Plan je Maschinenklasse (fleet plan --help).</translation>
    </message>
    <message>
        <source>Write class-ID.json per machine class and manifest.json here (made when missing; nothing in it is overwritten).</source>
        <translation>class-ID.json je Maschinenklasse und manifest.json hierhin schreiben (wird bei Bedarf angelegt; nichts darin wird überschrieben).</translation>
    </message>
    <message>
        <source>table, json (the manifest) or ansible (the table, and an Ansible play per class in DIR/class-ID/).</source>
        <translation>table, json (das Manifest) oder ansible (die Tabelle und ein Ansible-Play je Klasse in DIR/class-ID/).</translation>
    </message>
    <message>
        <source>fleet plan needs one of --inventory FILE and --hosts FILE</source>
        <translation>fleet plan braucht entweder --inventory DATEI oder --hosts DATEI</translation>
    </message>
    <message>
        <source>--param %1: algorithm %2 takes no such parameter (%3)</source>
        <translation>--param %1: Algorithmus %2 kennt diesen Parameter nicht (%3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>unknown --format "%1" (expected table, json or ansible)</source>
        <translation>unbekanntes --format „%1“ (erwartet: table, json oder ansible)</translation>
    </message>
    <message>
        <source>fleet plan needs --out DIR</source>
        <translation>fleet plan braucht --out VERZEICHNIS</translation>
    </message>
    <message>
        <source>%1 already exists; fleet plan --out writes only new files (nothing was written)</source>
        <translation>%1 existiert bereits; fleet plan --out schreibt nur neue Dateien (nichts wurde geschrieben)</translation>
    </message>
    <message>
        <source>cannot create a temporary folder in %1</source>
        <translation>kann in %1 keinen temporären Ordner anlegen</translation>
    </message>
    <message>
        <source>class %1: %2</source>
        <translation>Klasse %1: %2</translation>
    </message>
    <message>
        <source>class %1: no plan on %2: %3</source>
        <translation>Klasse %1: kein Plan auf %2: %3</translation>
    </message>
    <message>
        <source>%1: %2 does not resolve: %3</source>
        <translation>%1: %2 lässt sich nicht auflösen: %3</translation>
    </message>
    <message>
        <source>%1: %2, no plan: %3</source>
        <translation>%1: %2, kein Plan: %3</translation>
    </message>
    <message>
        <source>Read a fleet as fleet does, make one plan per machine class on its first host by name, and check it against every host of the class.</source>
        <translation>Eine Flotte lesen wie fleet, je Maschinenklasse einen Plan auf ihrem nach Namen ersten Host erstellen und ihn gegen jeden Host der Klasse prüfen.</translation>
    </message>
    <message>
        <source>fleet plan takes no arguments, got "%1"</source>
        <translation>fleet plan nimmt keine Argumente, erhalten: „%1“</translation>
    </message>
    <message>
        <source>%1 answered for irqbalance pid %2, not for the pid asked (%3): refused</source>
        <translation>%1 hat für irqbalance-PID %2 geantwortet, nicht für die angefragte PID (%3): abgelehnt</translation>
    </message>
    <message>
        <source>irqatlas-helper irqbalance did not answer</source>
        <translation>irqatlas-helper irqbalance hat nicht geantwortet</translation>
    </message>
    <message>
        <source>affinity, node and device of %1 of %2 numbered rows from %3 over SSH</source>
        <translation>Affinität, Knoten und Gerät von %1 der %2 nummerierten Zeilen von %3 über SSH</translation>
    </message>
    <message>
        <source>%1 has another device on IRQ %2 than Prometheus counted: no placement for them</source>
        <translation>%1 hat auf IRQ %2 ein anderes Gerät als das von Prometheus gezählte: für sie keine Platzierung</translation>
    </message>
    <message>
        <source>%1 has no IRQ %2 now: no placement for them</source>
        <translation>%1 hat IRQ %2 jetzt nicht mehr: für sie keine Platzierung</translation>
    </message>
    <message>
        <source>warning: the helper could not reach irqbalance (pid %1) to ban the plan's IRQs: it may move them back within seconds (stop it, or irqatlas-cli export PLAN --format irqbalance for a permanent ban)</source>
        <translation>Warnung: Der Helfer konnte irqbalance (PID %1) nicht erreichen, um die IRQs des Plans zu sperren: Es kann sie binnen Sekunden zurückverschieben (irqbalance beenden oder mit irqatlas-cli export PLAN --format irqbalance dauerhaft sperren)</translation>
    </message>
    <message>
        <source>%1: %2: note: %3</source>
        <translation>%1: %2: Hinweis: %3</translation>
    </message>
    <message>
        <source>--prometheus-user is empty</source>
        <translation>--prometheus-user ist leer</translation>
    </message>
</context>
<context>
    <name>irqatlas-helper</name>
    <message>
        <source>no command given
</source>
        <translation>kein Befehl angegeben
</translation>
    </message>
    <message>
        <source>--confirm-timeout: "%1" is not a number of seconds (1-86400)</source>
        <translation>--confirm-timeout: "%1" ist keine Anzahl von Sekunden (1-86400)</translation>
    </message>
    <message>
        <source>--test-fail-write: expected N:ERRNO, got "%1"</source>
        <translation>--test-fail-write: N:ERRNO erwartet, erhalten: "%1"</translation>
    </message>
    <message>
        <source>--test-fail-irq: expected IRQ:ERRNO, got "%1"</source>
        <translation>--test-fail-irq: IRQ:ERRNO erwartet, erhalten: "%1"</translation>
    </message>
    <message>
        <source>unknown or incomplete argument "%1"
</source>
        <translation>unbekanntes oder unvollständiges Argument "%1"
</translation>
    </message>
    <message>
        <source>unknown command "%1"
</source>
        <translation>unbekannter Befehl "%1"
</translation>
    </message>
    <message>
        <source>--dry-run and --confirm-timeout only go with apply</source>
        <translation>--dry-run und --confirm-timeout sind nur mit apply zulässig</translation>
    </message>
    <message>
        <source>stdin: %1</source>
        <translation>stdin: %1</translation>
    </message>
    <message>
        <source>applied; waiting %1 s for confirmation (a line "confirm" on stdin or `irqatlas-helper confirm`), else rolling back</source>
        <translation>angewendet; warte %1 s auf Bestätigung (eine Zeile "confirm" auf stdin oder `irqatlas-helper confirm`), sonst wird zurückgerollt</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>no confirmation within %1 s, rolling back</source>
        <translation>keine Bestätigung innerhalb von %1 s, wird zurückgerollt</translation>
    </message>
    <message>
        <source>%1: no journal</source>
        <translation>%1: kein Journal</translation>
    </message>
    <message>
        <source>%1: nothing awaits confirmation (state %2)</source>
        <translation>%1: nichts wartet auf Bestätigung (Zustand %2)</translation>
    </message>
    <message>
        <source>confirmation sent</source>
        <translation>Bestätigung gesendet</translation>
    </message>
    <message>
        <source>revert requested, rolling back</source>
        <translation>Zurücksetzen angefordert, wird zurückgerollt</translation>
    </message>
    <message>
        <source>--journal: "%1" is not a journal name: the helper keeps its journals in %2 and takes only a file name there (letters, digits, ".", "_", "-", at most 64, not starting with "."), never a path</source>
        <translation>--journal: "%1" ist kein Journal-Name: der Helfer führt seine Journale in %2 und nimmt dort nur einen Dateinamen an (Buchstaben, Ziffern, ".", "_", "-", höchstens 64, nicht mit "." beginnend), niemals einen Pfad</translation>
    </message>
    <message>
        <source>stdin: a line longer than %1 bytes while waiting for "confirm", ignored</source>
        <translation>stdin: eine Zeile länger als %1 Bytes beim Warten auf "confirm", ignoriert</translation>
    </message>
    <message>
        <source>
irqatlas-helper --version shows the version.
</source>
        <translation>
irqatlas-helper --version zeigt die Version.
</translation>
    </message>
    <message>
        <source>%1 (signal %2), rolling back now</source>
        <translation>%1 (Signal %2), wird jetzt zurückgenommen</translation>
    </message>
    <message>
        <source>the watchdog rolled the plan back at the deadline while this process was stopped</source>
        <translation>der Wächterprozess hat den Plan bei Fristablauf zurückgenommen, während dieser Prozess angehalten war</translation>
    </message>
    <message>
        <source>--seconds: "%1" is not a duration above 0 and at most 60 seconds</source>
        <translation>--seconds: "%1" ist keine Dauer über 0 und höchstens 60 Sekunden</translation>
    </message>
    <message>
        <source>cost keeps no journal: --journal does not go with it</source>
        <translation>cost führt kein Journal: --journal passt nicht dazu</translation>
    </message>
    <message>
        <source>--seconds only goes with cost</source>
        <translation>--seconds gehört nur zu cost</translation>
    </message>
    <message>
        <source>Usage:
  irqatlas-helper apply [--dry-run] [--journal NAME] [--confirm-timeout S]
      reads a plan (irqatlas-plan JSON, at most 1 MiB) on stdin, ended by EOF
      or by a line holding only "."; with --confirm-timeout, then waits S
      seconds for a line "confirm" on stdin or `irqatlas-helper confirm`
      and rolls back by itself when none comes (or at once on a line "revert")
  irqatlas-helper rollback [--journal NAME]   restore the last journal
  irqatlas-helper confirm [--journal NAME]    confirm a waiting apply
  irqatlas-helper status [--journal NAME]     show the last journal
  irqatlas-helper cost [--seconds S]          measure interrupt cost for S seconds
      (default 5, at most 60) from the kernel's irq tracepoints in a tracefs
      instance of its own; prints the figures as irqatlas-cost JSON
  irqatlas-helper irqbalance [--pid PID]     what the running irqbalance says
      over its control socket (stats and setup), checked, as one JSON line

Writes only /proc/irq/&lt;n&gt;/smp_affinity_list (and, for cost, its own tracefs
instance instances/irqatlas-&lt;pid&gt;); while a plan holds, a running irqbalance
bans its IRQs (its list is put back by a rollback). Journals live in /var/lib/irqatlas
(a root-owned directory, mode 0700); NAME is a file name there
([A-Za-z0-9._-], 1-64 characters, not starting with "."; default journal.json).
/var/lib/irqatlas/NAME is accepted as the same name; no other path is.

Exit status:
  0  success (applied, dry run, rolled back, confirmed, already rolled back,
     measured)
  1  system error (/proc/irq or the online CPU list unreadable; cost: no
     tracefs or irq events, or interrupted)
  2  usage error
  3  invalid plan (size, JSON, format, version, CPU list): nothing written
  4  plan does not fit this machine (IRQ missing, CPU offline): nothing written
  5  journal not writable or unreadable: nothing written
  6  a write failed; every IRQ written before was restored
  7  a write failed and some restores failed: run rollback again
  8  applied, then rolled back because no confirmation came in time
  9  nothing to do (no journal / nothing awaits confirmation)
</source>
        <translation>Aufruf:
  irqatlas-helper apply [--dry-run] [--journal NAME] [--confirm-timeout S]
      liest einen Plan (irqatlas-plan-JSON, höchstens 1 MiB) von stdin, beendet
      durch EOF oder eine Zeile, die nur "." enthält; mit --confirm-timeout
      wartet er dann S Sekunden auf eine Zeile "confirm" auf stdin oder
      `irqatlas-helper confirm` und rollt von selbst zurück, wenn keine kommt
      (oder sofort bei einer Zeile "revert")
  irqatlas-helper rollback [--journal NAME]   anhand des letzten Journals wiederherstellen
  irqatlas-helper confirm [--journal NAME]    ein wartendes apply bestätigen
  irqatlas-helper status [--journal NAME]     das letzte Journal anzeigen
  irqatlas-helper cost [--seconds S]          Interrupt-Kosten S Sekunden lang messen
      (Standard 5, höchstens 60), aus den irq-Tracepoints des Kernels in einer
      eigenen tracefs-Instanz; gibt die Zahlen als irqatlas-cost-JSON aus
  irqatlas-helper irqbalance [--pid PID]     was das laufende irqbalance über seinen
      Steuer-Socket sagt (stats und setup), geprüft, als eine JSON-Zeile

Schreibt nur /proc/irq/&lt;n&gt;/smp_affinity_list (und für cost seine eigene tracefs-
Instanz instances/irqatlas-&lt;pid&gt;); solange ein Plan gilt, sperrt ein laufendes
irqbalance dessen IRQs (ein Rollback stellt seine Liste wieder her). Journale liegen in /var/lib/irqatlas
(ein Verzeichnis von root, Modus 0700); NAME ist ein Dateiname darin
([A-Za-z0-9._-], 1-64 Zeichen, nicht mit "." beginnend; Standard journal.json).
/var/lib/irqatlas/NAME gilt als derselbe Name; kein anderer Pfad wird angenommen.

Exit-Status:
  0  Erfolg (angewendet, Probelauf, zurückgerollt, bestätigt, bereits zurückgerollt,
     gemessen)
  1  Systemfehler (/proc/irq oder die Liste der Online-CPUs nicht lesbar; cost: kein
     tracefs oder keine irq-Ereignisse, oder unterbrochen)
  2  Aufruffehler
  3  ungültiger Plan (Größe, JSON, Format, Version, CPU-Liste): nichts geschrieben
  4  Plan passt nicht zu diesem Rechner (IRQ fehlt, CPU offline): nichts geschrieben
  5  Journal nicht beschreibbar oder nicht lesbar: nichts geschrieben
  6  ein Schreibvorgang schlug fehl; jeder zuvor geschriebene IRQ wurde wiederhergestellt
  7  ein Schreibvorgang und einige Wiederherstellungen schlugen fehl: rollback erneut ausführen
  8  angewendet, dann zurückgerollt, weil keine Bestätigung rechtzeitig kam
  9  nichts zu tun (kein Journal / nichts wartet auf Bestätigung)
</translation>
    </message>
    <message>
        <source>
Test build only:
  --root DIR                 use DIR/proc, DIR/sys and DIR/var/lib/irqatlas
  --journal PATH             also an absolute path (not when started by pkexec)
  --test-slow-write MS       sleep before each write
  --test-stop-before-write N stop (SIGSTOP) before the Nth write
  --test-fail-write N:ERRNO  the Nth write fails with ERRNO (EIO, EINVAL, ENOSPC...)
  --test-fail-irq IRQ:ERRNO  every write to IRQ fails with ERRNO
  --test-readback IRQ:LIST   smp_affinity_list of IRQ reads back as LIST
  --test-irqbalance-pid PID  the irqbalance to ban the plan's IRQs in
</source>
        <translation>
Nur im Test-Build:
  --root DIR                 DIR/proc, DIR/sys und DIR/var/lib/irqatlas verwenden
  --journal PATH             auch ein absoluter Pfad (nicht, wenn pkexec ihn startet)
  --test-slow-write MS       vor jedem Schreibvorgang warten
  --test-stop-before-write N vor dem N-ten Schreibvorgang anhalten (SIGSTOP)
  --test-fail-write N:ERRNO  der N-te Schreibvorgang schlägt mit ERRNO fehl (EIO, EINVAL, ENOSPC...)
  --test-fail-irq IRQ:ERRNO  jeder Schreibvorgang auf IRQ schlägt mit ERRNO fehl
  --test-readback IRQ:LIST   smp_affinity_list von IRQ wird als LIST zurückgelesen
  --test-irqbalance-pid PID  das irqbalance, in dem die IRQs des Plans gesperrt werden
</translation>
    </message>
    <message>
        <source>--pid: "%1" is not a process id</source>
        <translation>--pid: "%1" ist keine Prozess-ID</translation>
    </message>
    <message>
        <source>irqbalance keeps no journal: --journal does not go with it</source>
        <translation>irqbalance führt kein Journal: --journal passt nicht dazu</translation>
    </message>
    <message>
        <source>--pid only goes with irqbalance</source>
        <translation>--pid gehört nur zu irqbalance</translation>
    </message>
    <message>
        <source>--pid %1: no irqbalance runs with that pid</source>
        <translation>--pid %1: kein irqbalance läuft mit dieser PID</translation>
    </message>
    <message>
        <source>irqbalance is not running on this machine</source>
        <translation>irqbalance läuft auf diesem Rechner nicht</translation>
    </message>
</context>
<context>
    <name>irqatlas-report</name>
    <message>
        <source>en</source>
        <comment>the report's HTML lang attribute</comment>
        <translation>de</translation>
    </message>
    <message>
        <source>irqatlas report: %1</source>
        <translation>irqatlas-Bericht: %1</translation>
    </message>
    <message>
        <source>Generated %1 from %2.</source>
        <translation>Erstellt %1 aus %2.</translation>
    </message>
    <message>
        <source>Reproduce</source>
        <translation>Reproduzieren</translation>
    </message>
    <message>
        <source>%1: cannot seek to byte %2</source>
        <translation>%1: kann nicht zu Byte %2 springen</translation>
    </message>
    <message>
        <source>%1: the line after byte %2 is longer than %3 bytes</source>
        <translation>%1: die Zeile nach Byte %2 ist länger als %3 Bytes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (near byte %2)</source>
        <translation>%1 (nahe Byte %2)</translation>
    </message>
    <message>
        <source>%1: not JSON (%2 at byte %3)</source>
        <translation>%1: kein JSON (%2 bei Byte %3)</translation>
    </message>
    <message>
        <source>%1: format: not "irqatlas-trial"</source>
        <translation>%1: format: nicht "irqatlas-trial"</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>package %1</source>
        <translation>Paket %1</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>CPU-Modell</translation>
    </message>
    <message>
        <source>%1 online of %2 (%3)</source>
        <translation>%1 von %2 online (%3)</translation>
    </message>
    <message>
        <source>Packages</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <source>NUMA nodes</source>
        <translation>NUMA-Knoten</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>keine: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Isolated CPUs (isolcpus)</source>
        <translation>Isolierte CPUs (isolcpus)</translation>
    </message>
    <message>
        <source>nohz_full CPUs</source>
        <translation>nohz_full-CPUs</translation>
    </message>
    <message>
        <source>running: it will overwrite any placement</source>
        <translation>läuft: es überschreibt jede Zuordnung</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>läuft nicht</translation>
    </message>
    <message>
        <source>irqbalance</source>
        <translation>irqbalance</translation>
    </message>
    <message>
        <source>Interrupts</source>
        <translation>Interrupts</translation>
    </message>
    <message>
        <source>node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>memory (MiB)</source>
        <translation>Speicher (MiB)</translation>
    </message>
    <message>
        <source>Distance matrix</source>
        <translation>Distanzmatrix</translation>
    </message>
    <message>
        <source>Assumed: the firmware gives no distance table (SLIT), so 10 (local) and 20 (remote) are used, as the kernel does.</source>
        <translation>Angenommen: die Firmware liefert keine Distanztabelle (SLIT), daher werden wie im Kernel 10 (lokal) und 20 (entfernt) verwendet.</translation>
    </message>
    <message>
        <source>IRQ</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>affinity</source>
        <translation>Affinität</translation>
    </message>
    <message>
        <source>effective</source>
        <translation>effektiv</translation>
    </message>
    <message>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>Pläne</translation>
    </message>
    <message>
        <source>IRQs planned</source>
        <translation>geplante IRQs</translation>
    </message>
    <message>
        <source>not on this machine</source>
        <translation>nicht auf diesem Rechner</translation>
    </message>
    <message>
        <source>mean NUMA distance</source>
        <translation>mittlere NUMA-Distanz</translation>
    </message>
    <message>
        <source>max NUMA distance</source>
        <translation>größte NUMA-Distanz</translation>
    </message>
    <message>
        <source>max IRQs per CPU</source>
        <translation>höchstens IRQs pro CPU</translation>
    </message>
    <message>
        <source>max IRQs per core</source>
        <translation>höchstens IRQs pro Kern</translation>
    </message>
    <message>
        <source>IRQ pairs on SMT siblings</source>
        <translation>IRQ-Paare auf SMT-Geschwistern</translation>
    </message>
    <message>
        <source>CPUs used</source>
        <translation>genutzte CPUs</translation>
    </message>
    <message>
        <source>load imbalance (max/mean)</source>
        <translation>Lastungleichgewicht (Max/Mittel)</translation>
    </message>
    <message>
        <source>on isolated CPUs</source>
        <translation>auf isolierten CPUs</translation>
    </message>
    <message>
        <source>immovable</source>
        <translation>nicht verschiebbar</translation>
    </message>
    <message>
        <source>lint errors / warnings</source>
        <translation>Lint-Fehler / -Warnungen</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>Plan %1</source>
        <translation>Plan %1</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>hard-IRQ %</source>
        <translation>Hard-IRQ-%</translation>
    </message>
    <message>
        <source>soft-IRQ %</source>
        <translation>Soft-IRQ-%</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>better</source>
        <translation>besser</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>schlechter</translation>
    </message>
    <message>
        <source>within noise</source>
        <translation>im Rauschen</translation>
    </message>
    <message>
        <source>softirq</source>
        <translation>Softirq</translation>
    </message>
    <message>
        <source>per second (all CPUs)</source>
        <translation>pro Sekunde (alle CPUs)</translation>
    </message>
    <message>
        <source>Recorded load</source>
        <translation>Aufgezeichnete Last</translation>
    </message>
    <message>
        <source>%1 (recorded from %2): %3 intervals, %4 gaps.</source>
        <translation>%1 (aufgezeichnet von %2): %3 Intervalle, %4 Lücken.</translation>
    </message>
    <message>
        <source>The file is large: %1 of about %2 samples were read at even offsets; each point is the exact mean over its span.</source>
        <translation>Die Datei ist groß: %1 von etwa %2 Messungen wurden in gleichmäßigen Abständen gelesen; jeder Punkt ist der exakte Mittelwert über seine Spanne.</translation>
    </message>
    <message>
        <source>Hard- and soft-IRQ time, whole machine</source>
        <translation>Hard- und Soft-IRQ-Zeit, ganzer Rechner</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>IRQ time per CPU (hard + soft %), by node</source>
        <translation>IRQ-Zeit pro CPU (Hard + Soft %), nach Knoten</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Interval (s)</source>
        <translation>Intervall (s)</translation>
    </message>
    <message>
        <source>Dry run (A/A)</source>
        <translation>Probelauf (A/A)</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Angewendet</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>--metric command</source>
        <translation>--metric-Befehl</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>before</source>
        <translation>davor</translation>
    </message>
    <message>
        <source>after</source>
        <translation>danach</translation>
    </message>
    <message>
        <source>change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>Rauschen</translation>
    </message>
    <message>
        <source>judgement</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>after phase</source>
        <translation>Phase danach</translation>
    </message>
    <message>
        <source>Hard- and soft-IRQ time before and after</source>
        <translation>Hard- und Soft-IRQ-Zeit davor und danach</translation>
    </message>
    <message>
        <source>IRQ time per CPU before (hard + soft %)</source>
        <translation>IRQ-Zeit pro CPU davor (Hard + Soft %)</translation>
    </message>
    <message>
        <source>IRQ time per CPU after (hard + soft %)</source>
        <translation>IRQ-Zeit pro CPU danach (Hard + Soft %)</translation>
    </message>
    <message>
        <source>Softirqs per second, whole machine</source>
        <translation>Softirqs pro Sekunde, ganzer Rechner</translation>
    </message>
    <message>
        <source>%1: %2 % of its work moved to other CPUs (noise %3 %); busiest CPU %4 → %5</source>
        <translation>%1: %2 % seiner Arbeit auf andere CPUs verlagert (Rauschen %3 %); am stärksten belastete CPU %4 → %5</translation>
    </message>
    <message>
        <source>Softirq types that moved</source>
        <translation>Verlagerte Softirq-Typen</translation>
    </message>
    <message>
        <source>None beyond the noise.</source>
        <translation>Keine über das Rauschen hinaus.</translation>
    </message>
    <message>
        <source>CPUs that changed</source>
        <translation>Veränderte CPUs</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1 more in report.json.</source>
        <translation>%1 weitere in report.json.</translation>
    </message>
    <message>
        <source>package</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <source>IRQ time per CPU (hard + soft %) of the recording</source>
        <translation>IRQ-Zeit pro CPU (Hard + Soft %) der Aufzeichnung</translation>
    </message>
    <message>
        <source>IRQ time per CPU (hard + soft %) colours the topology graph above.</source>
        <translation>Die IRQ-Zeit pro CPU (Hard + Soft %) färbt den Topologie-Graphen oben.</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>core %1</source>
        <translation>Kern %1</translation>
    </message>
    <message>
        <source>%1 % IRQ time</source>
        <translation>%1 % IRQ-Zeit</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>keine Daten</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Measured (s)</source>
        <translation>Gemessen (s)</translation>
    </message>
    <message>
        <source>Events read</source>
        <translation>Gelesene Ereignisse</translation>
    </message>
    <message>
        <source>Events lost</source>
        <translation>Verlorene Ereignisse</translation>
    </message>
    <message>
        <source>Unpaired entries and exits</source>
        <translation>Ungepaarte Ein- und Austritte</translation>
    </message>
    <message>
        <source>IRQs on this machine</source>
        <translation>IRQs auf diesem Rechner</translation>
    </message>
    <message>
        <source>%1 of the %2 numbered IRQs measured</source>
        <translation>%1 der %2 gemessenen nummerierten IRQs</translation>
    </message>
    <message>
        <source>The kernel lost events while tracing: counts and times are too low.</source>
        <translation>Der Kernel verlor beim Tracing Ereignisse: Anzahlen und Zeiten sind zu niedrig.</translation>
    </message>
    <message>
        <source>None of the measured IRQs is on this machine: the measurement is of another machine or another boot.</source>
        <translation>Keiner der gemessenen IRQs ist auf diesem Rechner: Die Messung stammt von einem anderen Rechner oder einem anderen Start.</translation>
    </message>
    <message>
        <source>Per CPU</source>
        <translation>Pro CPU</translation>
    </message>
    <message>
        <source>hard IRQ %</source>
        <translation>Hard-IRQ %</translation>
    </message>
    <message>
        <source>soft IRQ %</source>
        <translation>Soft-IRQ %</translation>
    </message>
    <message>
        <source>idle %</source>
        <translation>Leerlauf %</translation>
    </message>
    <message>
        <source>hard IRQ (ms)</source>
        <translation>Hard-IRQ (ms)</translation>
    </message>
    <message>
        <source>soft IRQ (ms)</source>
        <translation>Soft-IRQ (ms)</translation>
    </message>
    <message>
        <source>Per IRQ (busiest first)</source>
        <translation>Pro IRQ (die teuersten zuerst)</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <source>/proc/interrupts</source>
        <translation>/proc/interrupts</translation>
    </message>
    <message>
        <source>time (µs)</source>
        <translation>Zeit (µs)</translation>
    </message>
    <message>
        <source>per run (ns)</source>
        <translation>pro Durchlauf (ns)</translation>
    </message>
    <message>
        <source>share per CPU</source>
        <translation>Anteil pro CPU</translation>
    </message>
    <message>
        <source>%1 more IRQs with less time are in the file.</source>
        <translation>%1 weitere IRQs mit weniger Zeit stehen in der Datei.</translation>
    </message>
    <message>
        <source>Softirqs per CPU and type</source>
        <translation>Softirqs pro CPU und Typ</translation>
    </message>
    <message>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>%1 more rows are in the file.</source>
        <translation>%1 weitere Zeilen stehen in der Datei.</translation>
    </message>
    <message>
        <source>Interrupt cost (measured)</source>
        <translation>Interrupt-Kosten (gemessen)</translation>
    </message>
    <message>
        <source>Handler and softirq time from the kernel's irq tracepoints (irqatlas-cli cost), exact where /proc/stat samples or does not account IRQ time.</source>
        <translation>Handler- und Softirq-Zeit aus den irq-Tracepoints des Kernels (irqatlas-cli cost), genau, wo /proc/stat nur stichprobenartig misst oder IRQ-Zeit nicht erfasst.</translation>
    </message>
    <message>
        <source>The measured IRQ time per CPU (hard + soft %) colours the topology graph above.</source>
        <translation>Die gemessene IRQ-Zeit pro CPU (Hard + Soft %) färbt den Topologiegraphen oben.</translation>
    </message>
    <message>
        <source>Measured IRQ time per CPU (hard + soft %), by node</source>
        <translation>Gemessene IRQ-Zeit pro CPU (Hard + Soft %), nach Knoten</translation>
    </message>
    <message>
        <source>measured IRQ time per CPU (hard + soft %) from tracepoints</source>
        <translation>gemessene IRQ-Zeit pro CPU (Hard + Soft %) aus Tracepoints</translation>
    </message>
</context>
<context>
    <name>irqatlas-trial</name>
    <message>
        <source>fewer than %1 intervals with a value in a phase (%2 before, %3 after): no judgement</source>
        <translation>weniger als %1 Intervalle mit Wert in einer Phase (%2 davor, %3 danach): kein Urteil</translation>
    </message>
    <message>
        <source>one figure per phase has no spread: the change is shown, not judged</source>
        <translation>eine Kennzahl pro Phase hat keine Streuung: die Änderung wird gezeigt, nicht beurteilt</translation>
    </message>
    <message>
        <source>hard-IRQ time (mpstat %irq)</source>
        <translation>Hard-IRQ-Zeit (mpstat %irq)</translation>
    </message>
    <message>
        <source>soft-IRQ time (mpstat %soft)</source>
        <translation>Soft-IRQ-Zeit (mpstat %soft)</translation>
    </message>
    <message>
        <source>IRQ/s of the plan's IRQs</source>
        <translation>IRQ/s der IRQs des Plans</translation>
    </message>
    <message>
        <source>IRQ/s of all IRQs</source>
        <translation>IRQ/s aller IRQs</translation>
    </message>
    <message>
        <source>IRQ/s</source>
        <translation>IRQ/s</translation>
    </message>
    <message>
        <source>IRQ time imbalance over CPUs (max/mean)</source>
        <translation>Ungleichgewicht der IRQ-Zeit über die CPUs (Max/Mittel)</translation>
    </message>
    <message>
        <source>IRQ time of the busiest CPU</source>
        <translation>IRQ-Zeit der am stärksten belasteten CPU</translation>
    </message>
    <message>
        <source>share of the plan's IRQs on their device's node</source>
        <translation>Anteil der IRQs des Plans auf dem Knoten ihres Geräts</translation>
    </message>
    <message>
        <source>the --metric command's figure</source>
        <translation>die Kennzahl des --metric-Befehls</translation>
    </message>
    <message>
        <source>IRQ/s follow the load (and coalescing): more or fewer is neither better nor worse by itself</source>
        <translation>IRQ/s folgen der Last (und der Zusammenfassung): mehr oder weniger ist für sich weder besser noch schlechter</translation>
    </message>
    <message>
        <source>this figure has no better direction</source>
        <translation>diese Kennzahl hat keine bessere Richtung</translation>
    </message>
</context>
<context>
    <name>irqatlas::ApplyBackend</name>
    <message>
        <source>The new placement is applied and kept.</source>
        <translation>Die neue Platzierung ist angewendet und wird beibehalten.</translation>
    </message>
    <message>
        <source>The new placement was undone: every IRQ is back where it was.</source>
        <translation>Die neue Platzierung wurde rückgängig gemacht: Jeder IRQ ist wieder dort, wo er war.</translation>
    </message>
    <message>
        <source>A write failed; every IRQ written before it was restored.</source>
        <translation>Ein Schreibvorgang ist fehlgeschlagen; jeder zuvor geschriebene IRQ wurde wiederhergestellt.</translation>
    </message>
    <message>
        <source>A write failed and some IRQs could not be restored: run "irqatlas-cli rollback" as root.</source>
        <translation>Ein Schreibvorgang ist fehlgeschlagen, und einige IRQs konnten nicht wiederhergestellt werden: Führen Sie "irqatlas-cli rollback" als root aus.</translation>
    </message>
    <message>
        <source>The helper refused the plan; nothing was written.</source>
        <translation>Der Helfer hat den Plan abgelehnt; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>The helper could not be run from here.</source>
        <translation>Der Helfer konnte von hier aus nicht ausgeführt werden.</translation>
    </message>
    <message>
        <source>pkexec refused or could not authenticate; nothing was written.</source>
        <translation>pkexec hat abgelehnt oder konnte nicht authentifizieren; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>The helper failed.</source>
        <translation>Der Helfer ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The plan was checked against the machine; nothing was written (dry run).</source>
        <translation>Der Plan wurde gegen die Maschine geprüft; nichts wurde geschrieben (Probelauf).</translation>
    </message>
</context>
<context>
    <name>irqatlas::ApplyController</name>
    <message>
        <source>%1 crashed</source>
        <translation>%1 ist abgestürzt</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Runs&lt;/b&gt; %1 &lt;br&gt;with the plan on its standard input.</source>
        <translation>&lt;b&gt;Führt&lt;/b&gt; %1 &lt;br&gt;mit dem Plan auf der Standardeingabe aus.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot run the helper from here:&lt;/b&gt; %1.&lt;br&gt;Apply shows the equivalent command to run as root.</source>
        <translation>&lt;b&gt;Der Helfer kann von hier aus nicht ausgeführt werden:&lt;/b&gt; %1.&lt;br&gt;Anwenden zeigt den entsprechenden Befehl, der als root auszuführen ist.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Applying…&lt;/h3&gt;The helper checks the plan against the running kernel, keeps a journal, writes each IRQ and reads it back. pkexec may ask for a password.</source>
        <translation>&lt;h3&gt;Wird angewendet…&lt;/h3&gt;Der Helfer prüft den Plan gegen den laufenden Kernel, führt ein Journal, schreibt jeden IRQ und liest ihn zurück. pkexec fragt eventuell nach einem Passwort.</translation>
    </message>
    <message>
        <source>Its watchdog (pid %1) has rolled the plan back: the journal says rolled-back.</source>
        <translation>Sein Wächterprozess (PID %1) hat den Plan zurückgenommen: das Journal sagt rolled-back.</translation>
    </message>
    <message>
        <source>The plan may still be applied (journal: %1): its watchdog (pid %2) rolls it back at the deadline unless it was confirmed.</source>
        <translation>Der Plan ist womöglich noch angewendet (Journal: %1): sein Wächterprozess (PID %2) nimmt ihn bei Fristablauf zurück, sofern er nicht bestätigt wurde.</translation>
    </message>
    <message>
        <source>not readable here</source>
        <translation>hier nicht lesbar</translation>
    </message>
</context>
<context>
    <name>irqatlas::ApplyDialog</name>
    <message>
        <source>Apply Pending Changes</source>
        <translation>Ausstehende Änderungen anwenden</translation>
    </message>
    <message>
        <source>IRQ</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Angefordert</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Geschrieben</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>Effektiv</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>smp_affinity_list read back after the write</source>
        <translation>nach dem Schreiben zurückgelesene smp_affinity_list</translation>
    </message>
    <message>
        <source>effective_affinity_list: the CPUs the kernel really delivers the IRQ to</source>
        <translation>effective_affinity_list: die CPUs, an die der Kernel den IRQ tatsächlich zustellt</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>&amp;Revert Now</source>
        <translation>&amp;Jetzt zurücksetzen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Keeping the new placement…</source>
        <translation>Neue Platzierung wird beibehalten…</translation>
    </message>
    <message>
        <source>Restoring the previous placement…</source>
        <translation>Vorherige Platzierung wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keep these settings?&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Diese Einstellungen behalten?&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message numerus="yes">
        <source>The new placement is active. It is undone in %n second(s) unless you keep it.</source>
        <translation>
            <numerusform>Die neue Platzierung ist aktiv. Sie wird in %n Sekunde rückgängig gemacht, wenn Sie sie nicht behalten.</numerusform>
            <numerusform>Die neue Platzierung ist aktiv. Sie wird in %n Sekunden rückgängig gemacht, wenn Sie sie nicht behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>No answer in time: restoring the previous placement…</source>
        <translation>Keine Antwort in der vorgegebenen Zeit: Vorherige Platzierung wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>restored to %1</source>
        <translation>wiederhergestellt auf %1</translation>
    </message>
    <message>
        <source>effective affinity outside the request</source>
        <translation>effektive Affinität außerhalb der Anforderung</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>nicht geschrieben</translation>
    </message>
    <message>
        <source>The kernel delivers IRQ %1 to CPUs %2, not within the requested %3</source>
        <translation>Der Kernel stellt IRQ %1 an die CPUs %2 zu, nicht innerhalb der angeforderten %3</translation>
    </message>
    <message>
        <source>reverted to %1</source>
        <translation>zurückgesetzt auf %1</translation>
    </message>
    <message>
        <source>not restored: %1</source>
        <translation>nicht wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Angewendet</translation>
    </message>
    <message>
        <source>Reverted</source>
        <translation>Zurückgesetzt</translation>
    </message>
    <message>
        <source>Rolled back</source>
        <translation>Zurückgerollt</translation>
    </message>
    <message>
        <source>Rollback incomplete</source>
        <translation>Zurückrollen unvollständig</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Not applied</source>
        <translation>Nicht angewendet</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) are delivered outside the requested CPUs (highlighted): the interrupt controller picks one CPU of the set, or the device cannot follow the request.</source>
        <translation>
            <numerusform>%n IRQ wird außerhalb der angeforderten CPUs zugestellt (hervorgehoben): Der Interrupt-Controller wählt eine CPU aus der Menge, oder das Gerät kann der Anforderung nicht folgen.</numerusform>
            <numerusform>%n IRQs werden außerhalb der angeforderten CPUs zugestellt (hervorgehoben): Der Interrupt-Controller wählt eine CPU aus der Menge, oder das Gerät kann der Anforderung nicht folgen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run this in a terminal instead. The first command applies the plan and undoes it after %n second(s) unless the second one confirms it in time.</source>
        <translation>
            <numerusform>Führen Sie stattdessen Folgendes in einem Terminal aus. Der erste Befehl wendet den Plan an und macht ihn nach %n Sekunde rückgängig, sofern der zweite ihn nicht rechtzeitig bestätigt.</numerusform>
            <numerusform>Führen Sie stattdessen Folgendes in einem Terminal aus. Der erste Befehl wendet den Plan an und macht ihn nach %n Sekunden rückgängig, sofern der zweite ihn nicht rechtzeitig bestätigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run this in a terminal instead:</source>
        <translation>Führen Sie stattdessen Folgendes in einem Terminal aus:</translation>
    </message>
    <message>
        <source>Check that the machine still works as it should (network, storage, a remote session). Nothing needs to be done to go back: without an answer every IRQ is restored by itself, also when the connection to a remote host drops.</source>
        <translation>Prüfen Sie, ob der Rechner noch wie vorgesehen arbeitet (Netzwerk, Speicher, eine entfernte Sitzung). Für die Rückkehr ist nichts zu tun: Ohne Antwort wird jeder IRQ von selbst wiederhergestellt, auch wenn die Verbindung zu einem entfernten Host abbricht.</translation>
    </message>
    <message>
        <source>Checked (dry run)</source>
        <translation>Geprüft (Probelauf)</translation>
    </message>
    <message>
        <source>IRQs</source>
        <translation>IRQs</translation>
    </message>
    <message>
        <source>Threads and queues</source>
        <translation>Threads und Warteschlangen</translation>
    </message>
    <message>
        <source>IRQs (%1)</source>
        <translation>IRQs (%1)</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>nicht mehr vorhanden</translation>
    </message>
    <message>
        <source>gone: %1</source>
        <translation>nicht mehr vorhanden: %1</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>written</source>
        <translation>geschrieben</translation>
    </message>
    <message>
        <source>written, read back</source>
        <translation>geschrieben, zurückgelesen</translation>
    </message>
    <message>
        <source>Thread or queue file</source>
        <translation>Thread oder Warteschlangendatei</translation>
    </message>
    <message>
        <source>Placed by</source>
        <translation>Platziert durch</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Davor</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Zurückgelesen</translation>
    </message>
    <message>
        <source>A thread's CPU affinity, or the queue file, read after the write</source>
        <translation>Die CPU-Affinität eines Threads oder die Warteschlangendatei, nach dem Schreiben gelesen</translation>
    </message>
    <message>
        <source>queue file</source>
        <translation>Warteschlangendatei</translation>
    </message>
    <message>
        <source>Threads and queues (%1)</source>
        <translation>Threads und Warteschlangen (%1)</translation>
    </message>
    <message>
        <source>gone (exited before the revert)</source>
        <translation>nicht mehr vorhanden (vor dem Zurücksetzen beendet)</translation>
    </message>
    <message>
        <source>gone (the queue was removed)</source>
        <translation>nicht mehr vorhanden (die Warteschlange wurde entfernt)</translation>
    </message>
    <message numerus="yes">
        <source>Kernel threads: %1 of %n written</source>
        <translation>
            <numerusform>Kernel-Threads: %1 von %n geschrieben</numerusform>
            <numerusform>Kernel-Threads: %1 von %n geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n restored</source>
        <translation>
            <numerusform>, %n wiederhergestellt</numerusform>
            <numerusform>, %n wiederhergestellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n gone</source>
        <translation>
            <numerusform>, %n nicht mehr vorhanden</numerusform>
            <numerusform>, %n nicht mehr vorhanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queue files: %1 of %n written</source>
        <translation>
            <numerusform>Warteschlangendateien: %1 von %n geschrieben</numerusform>
            <numerusform>Warteschlangendateien: %1 von %n geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::ApplyReview</name>
    <message>
        <source>Apply despite warnings</source>
        <translation>Trotz Warnungen anwenden</translation>
    </message>
    <message>
        <source>&lt;b&gt;Checks&lt;/b&gt;</source>
        <translation>&lt;b&gt;Prüfungen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation>Keine Probleme gefunden</translation>
    </message>
    <message>
        <source>irqbalance</source>
        <translation>irqbalance</translation>
    </message>
    <message>
        <source>Stop irqbalance first</source>
        <translation>Zuerst irqbalance beenden</translation>
    </message>
    <message>
        <source>Ban the planned IRQs from irqbalance</source>
        <translation>Die geplanten IRQs für irqbalance sperren</translation>
    </message>
    <message>
        <source>Apply anyway (irqbalance may move them again)</source>
        <translation>Trotzdem anwenden (irqbalance verschiebt sie eventuell wieder)</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <source>a process</source>
        <translation>ein Prozess</translation>
    </message>
    <message>
        <source>the systemd unit</source>
        <translation>die systemd-Unit</translation>
    </message>
    <message>
        <source>irqbalance is running (%1). It rewrites interrupt affinities every few seconds and will overwrite this plan.</source>
        <translation>irqbalance läuft (%1). Es schreibt die Interrupt-Affinitäten alle paar Sekunden neu und wird diesen Plan überschreiben.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>irqbalance is not running.</source>
        <translation>irqbalance läuft nicht.</translation>
    </message>
    <message>
        <source># run this, then press "Check again"</source>
        <translation># dies ausführen, dann "Erneut prüfen" drücken</translation>
    </message>
    <message>
        <source># add this to /etc/default/irqbalance, then: sudo systemctl restart irqbalance</source>
        <translation># dies zu /etc/default/irqbalance hinzufügen, dann: sudo systemctl restart irqbalance</translation>
    </message>
    <message>
        <source>There is nothing to apply.</source>
        <translation>Es gibt nichts anzuwenden.</translation>
    </message>
    <message numerus="yes">
        <source>%n lint error(s) must be fixed first.</source>
        <translation>
            <numerusform>%n Lint-Fehler muss zuerst behoben werden.</numerusform>
            <numerusform>%n Lint-Fehler müssen zuerst behoben werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check "Apply despite warnings" to go on.</source>
        <translation>Aktivieren Sie "Trotz Warnungen anwenden", um fortzufahren.</translation>
    </message>
    <message>
        <source>Choose what to do about irqbalance.</source>
        <translation>Wählen Sie, wie mit irqbalance verfahren werden soll.</translation>
    </message>
    <message>
        <source>irqbalance is still running: stop it, then press "Check again".</source>
        <translation>irqbalance läuft noch: Beenden Sie es und drücken Sie dann "Erneut prüfen".</translation>
    </message>
    <message>
        <source>irqbalance is running (pid %1). The helper adds the plan's IRQs to its ban list before writing and puts its list back when the plan is rolled back, so it leaves them alone. The ban lasts until irqbalance restarts (for a permanent one: irqatlas-cli export PLAN --format irqbalance).</source>
        <translation>irqbalance läuft (PID %1). Der Helfer setzt die IRQs des Plans vor dem Schreiben auf seine Sperrliste und stellt seine Liste wieder her, wenn der Plan zurückgerollt wird; so lässt irqbalance sie in Ruhe. Die Sperre hält, bis irqbalance neu startet (dauerhaft: irqatlas-cli export PLAN --format irqbalance).</translation>
    </message>
    <message>
        <source>IRQ</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>Thread (pid)</source>
        <translation>Thread (PID)</translation>
    </message>
    <message>
        <source>CPUs now</source>
        <translation>CPUs jetzt</translation>
    </message>
    <message>
        <source>Planned CPUs</source>
        <translation>Geplante CPUs</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Cpus_allowed_list of the thread when the machine was read</source>
        <translation>Cpus_allowed_list des Threads beim Einlesen des Rechners</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Schnittstelle</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>Geplant</translation>
    </message>
    <message>
        <source>its irq/ and NAPI threads (found when applied)</source>
        <translation>seine irq/- und NAPI-Threads (beim Anwenden ermittelt)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>beibehalten</translation>
    </message>
    <message>
        <source>follows the IRQ</source>
        <translation>folgt dem IRQ</translation>
    </message>
    <message>
        <source>the plan's thread CPUs</source>
        <translation>die Thread-CPUs des Plans</translation>
    </message>
    <message>
        <source>napi_cpus of %1</source>
        <translation>napi_cpus von %1</translation>
    </message>
    <message>
        <source>kept where it is</source>
        <translation>bleibt, wo er ist</translation>
    </message>
    <message>
        <source>Already there</source>
        <translation>Bereits dort</translation>
    </message>
    <message>
        <source>Receive queue numbers, not CPUs</source>
        <translation>Nummern von Empfangswarteschlangen, keine CPUs</translation>
    </message>
    <message>
        <source>Where the queue's NAPI thread runs (its CPU affinity)</source>
        <translation>Wo der NAPI-Thread der Warteschlange läuft (seine CPU-Affinität)</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) move</source>
        <translation>
            <numerusform>%n IRQ wird verschoben</numerusform>
            <numerusform>%n IRQs werden verschoben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel thread placement(s)</source>
        <translation>
            <numerusform>%n Kernel-Thread-Platzierung</numerusform>
            <numerusform>%n Kernel-Thread-Platzierungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queue setting(s)</source>
        <translation>
            <numerusform>%n Warteschlangeneinstellung</numerusform>
            <numerusform>%n Warteschlangeneinstellungen</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Changes&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Änderungen&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <source>IRQs (%1)</source>
        <translation>IRQs (%1)</translation>
    </message>
    <message>
        <source>Threads (%1)</source>
        <translation>Threads (%1)</translation>
    </message>
    <message>
        <source>Queues (%1)</source>
        <translation>Warteschlangen (%1)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
</context>
<context>
    <name>irqatlas::AskpassDialog</name>
    <message>
        <source>ssh asks for a password or passphrase</source>
        <translation>ssh fragt nach einem Passwort oder einer Passphrase</translation>
    </message>
    <message>
        <source>irqatlas hands this to ssh and keeps no copy.</source>
        <translation>irqatlas reicht dies an ssh weiter und behält keine Kopie.</translation>
    </message>
    <message>
        <source>Unknown host key</source>
        <translation>Unbekannter Host-Schlüssel</translation>
    </message>
    <message>
        <source>ssh has no record of this host's key. Compare the fingerprint below with the one the host's administrator gives you (ssh-keygen -lf on the host's key) before you accept it; accepting adds it to known_hosts.</source>
        <translation>ssh kennt den Schlüssel dieses Hosts nicht. Vergleichen Sie den Fingerabdruck unten mit dem, den Ihnen der Administrator des Hosts nennt (ssh-keygen -lf auf den Schlüssel des Hosts), bevor Sie ihn akzeptieren; beim Akzeptieren wird er in known_hosts eingetragen.</translation>
    </message>
    <message>
        <source>or paste the expected fingerprint (SHA256:…) for ssh to compare</source>
        <translation>oder den erwarteten Fingerabdruck (SHA256:…) einfügen, den ssh vergleichen soll</translation>
    </message>
    <message>
        <source>&amp;Accept Key</source>
        <translation>Schlüssel &amp;akzeptieren</translation>
    </message>
    <message>
        <source>&amp;Refuse</source>
        <translation>A&amp;blehnen</translation>
    </message>
    <message>
        <source>ssh asks for confirmation</source>
        <translation>ssh bittet um Bestätigung</translation>
    </message>
    <message>
        <source>Message from ssh</source>
        <translation>Meldung von ssh</translation>
    </message>
</context>
<context>
    <name>irqatlas::ClassPlanDialog</name>
    <message>
        <source>Plan for Class %1</source>
        <translation>Plan für Klasse %1</translation>
    </message>
    <message numerus="yes">
        <source>One plan for the %n host(s) of class %1, made on the first of them by name and checked on every one, as irqatlas-cli fleet plan makes it.</source>
        <translation>
            <numerusform>Ein Plan für den %n Host der Klasse %1, auf ihm erstellt und geprüft, wie irqatlas-cli fleet plan ihn erstellt.</numerusform>
            <numerusform>Ein Plan für die %n Hosts der Klasse %1, auf dem nach Namen ersten erstellt und auf jedem geprüft, wie irqatlas-cli fleet plan ihn erstellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>e.g. if:eth0, name:mlx5_comp, 30-40, all</source>
        <translation>z. B. if:eth0, name:mlx5_comp, 30-40, all</translation>
    </message>
    <message>
        <source>Interrupts to plan, as irqatlas-cli plan --irqs takes them.</source>
        <translation>Zu planende Interrupts, wie irqatlas-cli plan --irqs sie annimmt.</translation>
    </message>
    <message>
        <source>KEY=VALUE …</source>
        <translation>SCHLÜSSEL=WERT …</translation>
    </message>
    <message>
        <source>The algorithm's parameters, KEY=VALUE separated by blanks, as irqatlas-cli plan --param takes each.</source>
        <translation>Die Parameter des Algorithmus, SCHLÜSSEL=WERT durch Leerzeichen getrennt, wie irqatlas-cli plan --param jeden annimmt.</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>&amp;Planen</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithmus:</translation>
    </message>
    <message>
        <source>&amp;IRQs:</source>
        <translation>&amp;IRQs:</translation>
    </message>
    <message>
        <source>P&amp;arameters:</source>
        <translation>P&amp;arameter:</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Not planned yet.</source>
        <translation>Noch nicht geplant.</translation>
    </message>
    <message>
        <source>Resolves on</source>
        <translation>Auflösbar auf</translation>
    </message>
    <message>
        <source>Does not resolve on</source>
        <translation>Nicht auflösbar auf</translation>
    </message>
    <message>
        <source>Hosts per batch, a number or a share such as 25%.</source>
        <translation>Hosts je Durchgang, eine Anzahl oder ein Anteil wie 25%.</translation>
    </message>
    <message>
        <source>the plan's own read-back</source>
        <translation>das eigene Zurücklesen des Plans</translation>
    </message>
    <message>
        <source>The health check run on each host while the plan is held.</source>
        <translation>Die Zustandsprüfung, die auf jedem Host läuft, während der Plan gehalten wird.</translation>
    </message>
    <message>
        <source>&amp;Serial:</source>
        <translation>&amp;Serial:</translation>
    </message>
    <message>
        <source>Check &amp;command:</source>
        <translation>Prüf&amp;befehl:</translation>
    </message>
    <message>
        <source>&amp;Save Plan…</source>
        <translation>Plan &amp;speichern…</translation>
    </message>
    <message>
        <source>&amp;Export Ansible Play…</source>
        <translation>Ansible-Play &amp;exportieren…</translation>
    </message>
    <message>
        <source>The fleet's machines are not in memory: refresh the fleet</source>
        <translation>Die Maschinen der Flotte sind nicht im Speicher: Flotte aktualisieren</translation>
    </message>
    <message>
        <source>Planning class %1…</source>
        <translation>Plane Klasse %1…</translation>
    </message>
    <message>
        <source>No plan on %1: %2</source>
        <translation>Kein Plan auf %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) placed by %1, planned on %2; resolves on %3 of %4 hosts.</source>
        <translation>
            <numerusform>%n IRQ von %1 platziert, geplant auf %2; auflösbar auf %3 von %4 Hosts.</numerusform>
            <numerusform>%n IRQs von %1 platziert, geplant auf %2; auflösbar auf %3 von %4 Hosts.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Make the plan first</source>
        <translation>Zuerst den Plan erstellen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the play for %n host(s) to %1</source>
        <translation>
            <numerusform>Play für %n Host nach %1 geschrieben</numerusform>
            <numerusform>Play für %n Hosts nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>No play written: %1</source>
        <translation>Kein Play geschrieben: %1</translation>
    </message>
    <message>
        <source>Save Plan</source>
        <translation>Plan speichern</translation>
    </message>
    <message>
        <source>Plans (*.json);;All files (*)</source>
        <translation>Pläne (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Ansible Play</source>
        <translation>Ansible-Play exportieren</translation>
    </message>
</context>
<context>
    <name>irqatlas::ConnectDialog</name>
    <message>
        <source>Connect to Host</source>
        <translation>Mit Host verbinden</translation>
    </message>
    <message>
        <source>host, user@host or user@host:port</source>
        <translation>host, user@host oder user@host:port</translation>
    </message>
    <message>
        <source>A host name, an alias from your ssh config, or an IPv4 or IPv6 address ([v6addr]:port)</source>
        <translation>Ein Hostname, ein Alias aus Ihrer ssh-Konfiguration oder eine IPv4- oder IPv6-Adresse ([v6addr]:port)</translation>
    </message>
    <message>
        <source>from your ssh config, else your login name</source>
        <translation>aus Ihrer ssh-Konfiguration, sonst Ihr Anmeldename</translation>
    </message>
    <message>
        <source>default (ssh config, else 22)</source>
        <translation>Standard (ssh-Konfiguration, sonst 22)</translation>
    </message>
    <message>
        <source>the keys of your ssh config and agent</source>
        <translation>die Schlüssel Ihrer ssh-Konfiguration und Ihres Agenten</translation>
    </message>
    <message>
        <source>~/.ssh/config</source>
        <translation>~/.ssh/config</translation>
    </message>
    <message>
        <source>Use this file instead of ~/.ssh/config (ssh -F)</source>
        <translation>Diese Datei statt ~/.ssh/config verwenden (ssh -F)</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose a private key file</source>
        <translation>Eine private Schlüsseldatei auswählen</translation>
    </message>
    <message>
        <source>Choose an ssh config file</source>
        <translation>Eine ssh-Konfigurationsdatei auswählen</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Identity file:</source>
        <translation>&amp;Identitätsdatei:</translation>
    </message>
    <message>
        <source>ssh &amp;config file:</source>
        <translation>ssh-&amp;Konfigurationsdatei:</translation>
    </message>
    <message>
        <source>Passwords and passphrases are asked for by ssh when needed and never stored. An unknown host key is shown to you to accept or refuse; a changed one is refused.</source>
        <translation>Passwörter und Passphrasen werden bei Bedarf von ssh abgefragt und nie gespeichert. Ein unbekannter Host-Schlüssel wird Ihnen zum Akzeptieren oder Ablehnen angezeigt; ein geänderter wird abgelehnt.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Choose a Private Key</source>
        <translation>Privaten Schlüssel auswählen</translation>
    </message>
    <message>
        <source>Choose an ssh Config File</source>
        <translation>ssh-Konfigurationsdatei auswählen</translation>
    </message>
    <message>
        <source>Enter a host to connect to.</source>
        <translation>Geben Sie einen Host ein, mit dem verbunden werden soll.</translation>
    </message>
    <message>
        <source>The user is given twice: '%1' in the host and '%2' in User.</source>
        <translation>Der Benutzer ist doppelt angegeben: '%1' im Host und '%2' unter Benutzer.</translation>
    </message>
    <message>
        <source>The port is given twice: %1 in the host and %2 in Port.</source>
        <translation>Der Port ist doppelt angegeben: %1 im Host und %2 unter Port.</translation>
    </message>
    <message>
        <source>Identity file %1: no such file.</source>
        <translation>Identitätsdatei %1: Datei nicht vorhanden.</translation>
    </message>
    <message>
        <source>ssh config file %1: no such file.</source>
        <translation>ssh-Konfigurationsdatei %1: Datei nicht vorhanden.</translation>
    </message>
</context>
<context>
    <name>irqatlas::ConnectionIndicator</name>
    <message>
        <source>Connected to %1</source>
        <translation>Verbunden mit %1</translation>
    </message>
    <message>
        <source>Collecting from %1…</source>
        <translation>Erfasse Daten von %1…</translation>
    </message>
    <message>
        <source>Disconnected: %1</source>
        <translation>Verbindung getrennt: %1</translation>
    </message>
    <message>
        <source>Reconnected to %1 at %2</source>
        <translation>Erneut verbunden mit %1 um %2</translation>
    </message>
</context>
<context>
    <name>irqatlas::CostBar</name>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long to measure (at most 60 seconds)</source>
        <translation>Wie lange gemessen wird (höchstens 60 Sekunden)</translation>
    </message>
    <message>
        <source>This kernel does not account hard-IRQ time in /proc/stat (CONFIG_IRQ_TIME_ACCOUNTING is off): hard IRQ % reads as no figure. Measure it from the kernel's tracepoints instead.</source>
        <translation>Dieser Kernel erfasst Hard-IRQ-Zeit nicht in /proc/stat (CONFIG_IRQ_TIME_ACCOUNTING ist aus): Hard-IRQ-% hat keinen Wert. Stattdessen aus den Tracepoints des Kernels messen.</translation>
    </message>
    <message>
        <source>Softirq bars show measured time</source>
        <translation>Softirq-Balken zeigen gemessene Zeit</translation>
    </message>
    <message>
        <source>Cancel Measurement</source>
        <translation>Messung abbrechen</translation>
    </message>
    <message>
        <source>Stop tracing now; nothing is kept</source>
        <translation>Tracing jetzt beenden; nichts wird behalten</translation>
    </message>
    <message>
        <source>Measure IRQ Cost (%1 s)</source>
        <translation>IRQ-Kosten messen (%1 s)</translation>
    </message>
    <message>
        <source>Time every hard IRQ and softirq for the chosen seconds from the kernel's tracepoints (as root, or through the root helper with a password): per CPU hard and soft IRQ %, per IRQ its CPU time and time per run</source>
        <translation>Jeden Hard-IRQ und Softirq für die gewählten Sekunden aus den Tracepoints des Kernels zeitlich messen (als root oder über den root-Helfer mit Passwort): je CPU Hard- und Soft-IRQ-%, je IRQ seine CPU-Zeit und Zeit pro Lauf</translation>
    </message>
    <message>
        <source>Nothing to measure yet.</source>
        <translation>Noch nichts zu messen.</translation>
    </message>
</context>
<context>
    <name>irqatlas::DistanceModel</name>
    <message>
        <source>Distance from node %1 to node %2: %3 (%4)</source>
        <translation>Distanz von Knoten %1 zu Knoten %2: %3 (%4)</translation>
    </message>
    <message>
        <source>from the firmware table</source>
        <translation>aus der Firmware-Tabelle</translation>
    </message>
    <message>
        <source>assumed: no firmware table</source>
        <translation>angenommen: keine Firmware-Tabelle</translation>
    </message>
    <message>
        <source>N%1</source>
        <translation>N%1</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA-Knoten %1</translation>
    </message>
    <message>
        <source>All remote distances %1, local %2</source>
        <translation>Alle entfernten Distanzen %1, lokal %2</translation>
    </message>
    <message>
        <source>assumed: the source has no firmware distance table, so the kernel's defaults (10 local, 20 remote) stand in for it</source>
        <translation>angenommen: die Quelle hat keine Distanztabelle der Firmware, daher stehen die Vorgaben des Kernels (10 lokal, 20 entfernt) dafür</translation>
    </message>
    <message>
        <source>NUMA node %1 (distances assumed: no firmware table)</source>
        <translation>NUMA-Knoten %1 (Distanzen angenommen: keine Firmware-Tabelle)</translation>
    </message>
</context>
<context>
    <name>irqatlas::DistanceView</name>
    <message>
        <source>Select a node to tint the graph by distance from it</source>
        <translation>Einen Knoten auswählen, um den Graphen nach der Distanz zu ihm einzufärben</translation>
    </message>
    <message>
        <source>No NUMA information in this source: there are no nodes to measure distances between.</source>
        <translation>Keine NUMA-Informationen in dieser Quelle: es gibt keine Knoten, zwischen denen Distanzen zu messen wären.</translation>
    </message>
</context>
<context>
    <name>irqatlas::FleetFileField</name>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
</context>
<context>
    <name>irqatlas::FleetModel</name>
    <message numerus="yes">
        <source>Class %1 (%n host(s))</source>
        <translation>
            <numerusform>Klasse %1 (%n Host)</numerusform>
            <numerusform>Klasse %1 (%n Hosts)</numerusform>
        </translation>
    </message>
    <message>
        <source>Without a class</source>
        <translation>Ohne Klasse</translation>
    </message>
    <message>
        <source>The source tells no topology, so these hosts are in no class</source>
        <translation>Die Quelle kennt keine Topologie, daher gehören diese Hosts zu keiner Klasse</translation>
    </message>
    <message>
        <source>Not read</source>
        <translation>Nicht gelesen</translation>
    </message>
    <message>
        <source>ssh or the server could not read these hosts</source>
        <translation>ssh oder der Server konnte diese Hosts nicht lesen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>läuft nicht</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>CPU %1: %2 %</source>
        <translation>CPU %1: %2 %</translation>
    </message>
    <message>
        <source>The source has no per-CPU figures</source>
        <translation>Die Quelle hat keine Werte pro CPU</translation>
    </message>
    <message>
        <source>Share of each CPU's time since boot in hard and soft IRQs:
%1</source>
        <translation>Anteil der Zeit jeder CPU seit dem Start in Hard- und Soft-IRQs:
%1</translation>
    </message>
    <message>
        <source>host name: %1</source>
        <translation>Hostname: %1</translation>
    </message>
    <message>
        <source>kernel: %1</source>
        <translation>Kernel: %1</translation>
    </message>
    <message>
        <source>offline CPUs</source>
        <translation>Offline-CPUs</translation>
    </message>
    <message>
        <source>SMT</source>
        <translation>SMT</translation>
    </message>
    <message>
        <source>isolated CPUs</source>
        <translation>isolierte CPUs</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>irqbalance</source>
        <translation>irqbalance</translation>
    </message>
    <message>
        <source>%1: %2 (most: %3)</source>
        <translation>%1: %2 (meiste: %3)</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Busiest CPU IRQ</source>
        <translation>IRQ der meistbelasteten CPU</translation>
    </message>
    <message>
        <source>IRQ % per CPU</source>
        <translation>IRQ % pro CPU</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Differs from class</source>
        <translation>Abweichung von der Klasse</translation>
    </message>
</context>
<context>
    <name>irqatlas::FleetOpenDialog</name>
    <message>
        <source>Ansible &amp;inventory</source>
        <translation>Ansible-&amp;Inventar</translation>
    </message>
    <message>
        <source>&amp;Host list (one [user@]host[:port] a line)</source>
        <translation>&amp;Hostliste (ein [user@]host[:port] pro Zeile)</translation>
    </message>
    <message>
        <source>Fleet File</source>
        <translation>Flottendatei</translation>
    </message>
    <message>
        <source>ssh Config File</source>
        <translation>ssh-Konfigurationsdatei</translation>
    </message>
    <message>
        <source>Open Fleet</source>
        <translation>Flotte öffnen</translation>
    </message>
    <message>
        <source>all hosts (Ansible's --limit pattern)</source>
        <translation>alle Hosts (Ansibles --limit-Muster)</translation>
    </message>
    <message>
        <source>ssh's own (~/.ssh/config)</source>
        <translation>die von ssh (~/.ssh/config)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Hosts from:</source>
        <translation>Hosts aus:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>&amp;Limit:</translation>
    </message>
    <message>
        <source>ssh &amp;config:</source>
        <translation>ssh-&amp;Konfiguration:</translation>
    </message>
    <message>
        <source>Hosts read at &amp;once:</source>
        <translation>Gleichzeitig gelesene H&amp;osts:</translation>
    </message>
    <message>
        <source>&amp;Timeout per host:</source>
        <translation>&amp;Zeitlimit pro Host:</translation>
    </message>
    <message>
        <source>Choose an inventory or a host list.</source>
        <translation>Wählen Sie ein Inventar oder eine Hostliste.</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>ssh config %1: no such file</source>
        <translation>ssh-Konfiguration %1: Datei nicht vorhanden</translation>
    </message>
</context>
<context>
    <name>irqatlas::FleetRequest</name>
    <message>
        <source>ssh config %1: no such file</source>
        <translation>ssh-Konfiguration %1: Datei nicht vorhanden</translation>
    </message>
</context>
<context>
    <name>irqatlas::FleetWindow</name>
    <message>
        <source>Fleet — %1</source>
        <translation>Flotte — %1</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Read every host of the fleet again</source>
        <translation>Alle Hosts der Flotte erneut lesen</translation>
    </message>
    <message>
        <source>Ask the Prometheus server again</source>
        <translation>Den Prometheus-Server erneut abfragen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Live</source>
        <translation>&amp;Live</translation>
    </message>
    <message>
        <source>Read the fleet again every interval after the last read, until turned off</source>
        <translation>Die Flotte nach jedem Intervall seit dem letzten Lesen erneut lesen, bis es ausgeschaltet wird</translation>
    </message>
    <message>
        <source>every </source>
        <translation>alle </translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>Listing hosts…</source>
        <translation>Hosts werden aufgelistet…</translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>%1 wird abgefragt…</translation>
    </message>
    <message>
        <source>%1/%2 hosts…</source>
        <translation>%1/%2 Hosts…</translation>
    </message>
    <message>
        <source>The fleet could not be read: %1</source>
        <translation>Die Flotte konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Not read</source>
        <translation>Nicht gelesen</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s): %1 read, %2 not read, %3 class(es) — at %4</source>
        <translation>
            <numerusform>%n Host: %1 gelesen, %2 nicht gelesen, %3 Klasse(n) — um %4</numerusform>
            <numerusform>%n Hosts: %1 gelesen, %2 nicht gelesen, %3 Klasse(n) — um %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan for this &amp;Class…</source>
        <translation>Plan für diese &amp;Klasse…</translation>
    </message>
    <message>
        <source>Make one plan for the selected machine class on its first host, check it on every host of the class, and save it or export its Ansible play</source>
        <translation>Einen Plan für die gewählte Maschinenklasse auf ihrem ersten Host erstellen, ihn auf jedem Host der Klasse prüfen und ihn speichern oder sein Ansible-Play exportieren</translation>
    </message>
    <message>
        <source>Plan for &amp;Class %1…</source>
        <translation>Plan für &amp;Klasse %1…</translation>
    </message>
    <message>
        <source>Select a machine class, or a host of one, of a fleet read over SSH</source>
        <translation>Eine Maschinenklasse oder einen ihrer Hosts einer über SSH gelesenen Flotte auswählen</translation>
    </message>
</context>
<context>
    <name>irqatlas::GraphLegend</name>
    <message>
        <source>A CPU tile</source>
        <translation>Eine CPU-Kachel</translation>
    </message>
    <message>
        <source>Shading: interrupts per second the CPU took in the last interval; the hottest colour is the top of the scale in the status bar.</source>
        <translation>Färbung: Interrupts pro Sekunde, die die CPU im letzten Intervall bearbeitet hat; die heißeste Farbe ist das obere Ende der Skala in der Statusleiste.</translation>
    </message>
    <message>
        <source>Shading: the share of the last interval the CPU spent in hard and soft IRQs (%); the hottest colour is the top of the scale in the status bar.</source>
        <translation>Färbung: der Anteil des letzten Intervalls, den die CPU in harten und weichen IRQs verbracht hat (%); die heißeste Farbe ist das obere Ende der Skala in der Statusleiste.</translation>
    </message>
    <message>
        <source>Hatched: no figure for this interval (not accounted, a gap, or offline).</source>
        <translation>Schraffiert: kein Wert für dieses Intervall (nicht erfasst, eine Lücke oder offline).</translation>
    </message>
    <message>
        <source>Shading: how many IRQs may be delivered to the CPU, darker for more (square-root scale, against the busiest CPU).</source>
        <translation>Färbung: wie viele IRQs an die CPU zugestellt werden dürfen, dunkler für mehr (Wurzelskala, bezogen auf die meistbelastete CPU).</translation>
    </message>
    <message>
        <source>Shading: none; this source has no IRQ table.</source>
        <translation>Färbung: keine; diese Quelle hat keine IRQ-Tabelle.</translation>
    </message>
    <message>
        <source>Number: the CPU id.</source>
        <translation>Zahl: die CPU-Nummer.</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>Pending: a change not yet applied; the number reads now→after.</source>
        <translation>Ausstehend: eine noch nicht angewendete Änderung; die Zahl liest sich jetzt→danach.</translation>
    </message>
    <message>
        <source>Preview: where the plan being previewed would put the IRQs.</source>
        <translation>Vorschau: wohin der angezeigte Plan die IRQs legen würde.</translation>
    </message>
    <message>
        <source>Selection: the affinity of the IRQs selected in the list.</source>
        <translation>Auswahl: die Affinität der in der Liste gewählten IRQs.</translation>
    </message>
    <message>
        <source>Effective: the CPU the hardware delivers a selected IRQ to.</source>
        <translation>Effektiv: die CPU, an die die Hardware einen gewählten IRQ zustellt.</translation>
    </message>
    <message>
        <source>Scope: CPUs picked on the graph; the list shows their IRQs. Click empty space to clear it.</source>
        <translation>Bereich: in der Grafik gewählte CPUs; die Liste zeigt ihre IRQs. Ein Klick auf leere Fläche hebt ihn auf.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Offline: the CPU is not running.</source>
        <translation>Offline: die CPU läuft nicht.</translation>
    </message>
    <message>
        <source>Isolated: kept from the scheduler by isolcpus.</source>
        <translation>Isoliert: durch isolcpus vom Scheduler ferngehalten.</translation>
    </message>
    <message>
        <source>Not allowed: outside the CPUs this process may use (cgroup cpuset).</source>
        <translation>Nicht erlaubt: außerhalb der CPUs, die dieser Prozess nutzen darf (cgroup-cpuset).</translation>
    </message>
    <message>
        <source>Large number: the IRQs delivered to the CPU: their effective CPU, else (when the source has none) their affinity, else the CPUs they fired on. Small number in the corner: the CPU id.</source>
        <translation>Große Zahl: die IRQs, die an die CPU zugestellt werden: ihre effektive CPU, sonst (wenn die Quelle keine hat) ihre Affinität, sonst die CPUs, auf denen sie ausgelöst wurden. Kleine Zahl in der Ecke: die CPU-Nummer.</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Kästen</translation>
    </message>
    <message>
        <source>Device: a PCI device (NIC, storage, GPU) beside the CPUs it is local to.</source>
        <translation>Gerät: ein PCI-Gerät (Netzwerkkarte, Speicher, GPU) neben den CPUs, denen es lokal ist.</translation>
    </message>
    <message>
        <source>Selected device: the device picked on the graph; the list shows its IRQs.</source>
        <translation>Ausgewähltes Gerät: das im Graphen gewählte Gerät; die Liste zeigt seine IRQs.</translation>
    </message>
    <message>
        <source>Amber: the NUMA node and the L3 domains local to the selected device, or to the device of the selected IRQs.</source>
        <translation>Bernstein: der NUMA-Knoten und die L3-Domänen, die dem ausgewählten Gerät lokal sind, oder dem Gerät der ausgewählten IRQs.</translation>
    </message>
    <message>
        <source>Amber with a blue frame: an L3 domain the selected IRQs (or the selected device's IRQs) are delivered to.</source>
        <translation>Bernstein mit blauem Rahmen: eine L3-Domäne, an die die ausgewählten IRQs (oder die IRQs des ausgewählten Geräts) zugestellt werden.</translation>
    </message>
    <message>
        <source>Green to violet: NUMA nodes tinted by distance from the node picked in the NUMA distances dock: itself, near, farther, far.</source>
        <translation>Grün bis Violett: NUMA-Knoten, eingefärbt nach der Distanz zum im Dock „NUMA-Distanzen“ gewählten Knoten: er selbst, nah, weiter, fern.</translation>
    </message>
    <message>
        <source>Blue frame while dragging: where the dragged IRQs would go.</source>
        <translation>Blauer Rahmen beim Ziehen: wohin die gezogenen IRQs gehen würden.</translation>
    </message>
    <message>
        <source>Red frame while dragging: the IRQs cannot go there; a tooltip says why.</source>
        <translation>Roter Rahmen beim Ziehen: Die IRQs können nicht dorthin; ein Tooltip sagt, warum.</translation>
    </message>
    <message>
        <source>Shading: the share of the last cost measurement the CPU spent in hard and soft IRQs (%), timed from the kernel's tracepoints; the hottest colour is the top of the scale in the status bar.</source>
        <translation>Schattierung: der Anteil der letzten Kostenmessung, den die CPU in Hard- und Soft-IRQs verbrachte (%), aus den Tracepoints des Kernels gemessen; die heißeste Farbe ist das obere Ende der Skala in der Statusleiste.</translation>
    </message>
    <message>
        <source>Shading: the share of the last interval the CPU spent in hard and soft IRQs and in the irq/, napi/ and ksoftirqd/ kernel threads (%); the hottest colour is the top of the scale in the status bar.</source>
        <translation>Färbung: der Anteil des letzten Intervalls, den die CPU in harten und weichen IRQs und in den Kernel-Threads irq/, napi/ und ksoftirqd/ verbracht hat (%); die heißeste Farbe ist das obere Ende der Skala in der Statusleiste.</translation>
    </message>
    <message>
        <source>Corner triangle: a kernel thread of the selected IRQ (irq/N or its NAPI thread) last ran on this CPU.</source>
        <translation>Eckdreieck: ein Kernel-Thread des gewählten IRQ (irq/N oder sein NAPI-Thread) lief zuletzt auf dieser CPU.</translation>
    </message>
    <message>
        <source>Outlined corner triangle: where the selected IRQ's kernel threads go when the pending changes are applied (they follow the moved IRQ, or take the CPUs set for them). Threads kept where they are get none.</source>
        <translation>Umrandetes Eckdreieck: wohin die Kernel-Threads des gewählten IRQ beim Anwenden der ausstehenden Änderungen kommen (sie folgen dem verschobenen IRQ oder erhalten die für sie festgelegten CPUs). Threads, die bleiben, wo sie sind, erhalten keines.</translation>
    </message>
</context>
<context>
    <name>irqatlas::HeatLegend</name>
    <message>
        <source>IRQs/s 0–%1</source>
        <translation>IRQs/s 0–%1</translation>
    </message>
    <message>
        <source>hard+soft IRQ time 0–%1 %</source>
        <translation>Hard+Soft-IRQ-Zeit 0–%1 %</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>keine Daten</translation>
    </message>
    <message>
        <source>%1 (fit to data)</source>
        <translation>%1 (an Daten angepasst)</translation>
    </message>
    <message>
        <source>%1 (pinned)</source>
        <translation>%1 (festgehalten)</translation>
    </message>
    <message>
        <source>%1 (fixed)</source>
        <translation>%1 (feste Skala)</translation>
    </message>
    <message>
        <source>Heat on the CPU tiles: the scale follows the busiest CPU of the last interval (View → Heat)</source>
        <translation>Wärme auf den CPU-Kacheln: die Skala folgt der meistbelasteten CPU des letzten Intervalls (Ansicht → Wärme)</translation>
    </message>
    <message>
        <source>Heat on the CPU tiles: the scale is pinned to the range shown when it was pinned (View → Heat)</source>
        <translation>Wärme auf den CPU-Kacheln: die Skala bleibt beim Bereich, der beim Festhalten angezeigt wurde (Ansicht → Wärme)</translation>
    </message>
    <message>
        <source>Heat on the CPU tiles: a fixed scale, so a colour means the same figure in every interval (View → Heat)</source>
        <translation>Wärme auf den CPU-Kacheln: eine feste Skala, damit eine Farbe in jedem Intervall denselben Wert bedeutet (Ansicht → Wärme)</translation>
    </message>
    <message>
        <source>range B − range A: −%1 to +%1 points of IRQ time</source>
        <translation>Bereich B − Bereich A: −%1 bis +%1 Prozentpunkte IRQ-Zeit</translation>
    </message>
    <message>
        <source>Each CPU's hard+soft IRQ time in range B minus that in range A: green for less time in IRQs during B, magenta for more</source>
        <translation>Harte+weiche IRQ-Zeit jeder CPU in Bereich B minus der in Bereich A: grün für weniger Zeit in IRQs während B, magenta für mehr</translation>
    </message>
    <message>
        <source>measured hard+soft IRQ time 0–%1 %</source>
        <translation>gemessene Hard+Soft-IRQ-Zeit 0–%1 %</translation>
    </message>
    <message>
        <source>hard+soft IRQ + IRQ thread time 0–%1 %</source>
        <translation>Hard+Soft-IRQ- + IRQ-Thread-Zeit 0–%1 %</translation>
    </message>
</context>
<context>
    <name>irqatlas::IrqPanel</name>
    <message>
        <source>Filter: IRQ number, name, device…</source>
        <translation>Filter: IRQ-Nummer, Name, Gerät…</translation>
    </message>
    <message>
        <source>A number shows that IRQ; text matches names, chips and PCI addresses.</source>
        <translation>Eine Zahl zeigt diesen IRQ; Text wird mit Namen, Chips und PCI-Adressen abgeglichen.</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alle anzeigen</translation>
    </message>
    <message>
        <source>Stop filtering the list by the CPUs selected in the graph</source>
        <translation>Die Liste nicht mehr nach den im Graphen ausgewählten CPUs filtern</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>Auf %1</translation>
    </message>
    <message>
        <source>No interrupts: this source is a topology alone. Open a snapshot or a /proc/interrupts file to see them.</source>
        <translation>Keine Interrupts: diese Quelle ist nur eine Topologie. Öffnen Sie einen Snapshot oder eine /proc/interrupts-Datei, um sie zu sehen.</translation>
    </message>
    <message>
        <source>No IRQ matches the filter.</source>
        <translation>Kein IRQ passt zum Filter.</translation>
    </message>
    <message>
        <source>Node, Affinity and Effective are not shown: this source has no /proc/irq, only /proc/interrupts. The graph counts the CPUs each IRQ fired on.</source>
        <translation>Knoten, Affinität und Effektiv werden nicht gezeigt: diese Quelle hat kein /proc/irq, nur /proc/interrupts. Der Graph zählt die CPUs, auf denen jeder IRQ ausgelöst wurde.</translation>
    </message>
</context>
<context>
    <name>irqatlas::IrqTableModel</name>
    <message>
        <source>IRQ</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Affinity</source>
        <translation>Affinität</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>Effektiv</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>IRQ number, or the symbol of a per-CPU interrupt (LOC, NMI, ...)</source>
        <translation>IRQ-Nummer oder das Symbol eines Per-CPU-Interrupts (LOC, NMI, ...)</translation>
    </message>
    <message>
        <source>Action names the drivers registered (/proc/interrupts)</source>
        <translation>Action-Namen, die die Treiber registriert haben (/proc/interrupts)</translation>
    </message>
    <message>
        <source>PCI device that owns the interrupt</source>
        <translation>PCI-Gerät, dem der Interrupt gehört</translation>
    </message>
    <message>
        <source>NUMA node of the owning device</source>
        <translation>NUMA-Knoten des zugehörigen Geräts</translation>
    </message>
    <message>
        <source>CPUs the interrupt may go to (smp_affinity_list)</source>
        <translation>CPUs, an die der Interrupt gehen darf (smp_affinity_list)</translation>
    </message>
    <message>
        <source>CPUs the interrupt actually goes to (effective_affinity_list)</source>
        <translation>CPUs, an die der Interrupt tatsächlich geht (effective_affinity_list)</translation>
    </message>
    <message>
        <source>CPUs of a change not applied yet</source>
        <translation>CPUs einer noch nicht angewendeten Änderung</translation>
    </message>
    <message>
        <source>Interrupts counted since boot, all CPUs</source>
        <translation>Seit dem Systemstart gezählte Interrupts, alle CPUs</translation>
    </message>
    <message>
        <source>Cannot be moved: %1</source>
        <translation>Nicht verschiebbar: %1</translation>
    </message>
    <message>
        <source>per-CPU or kernel-managed interrupt</source>
        <translation>Per-CPU- oder vom Kernel verwalteter Interrupt</translation>
    </message>
    <message>
        <source>Drag onto a CPU, core or NUMA node to move it.</source>
        <translation>Auf eine CPU, einen Kern oder einen NUMA-Knoten ziehen, um ihn zu verschieben.</translation>
    </message>
    <message>
        <source>IRQ/s</source>
        <translation>IRQ/s</translation>
    </message>
    <message>
        <source>Interrupts per second over the last sampling interval, all CPUs (live monitoring)</source>
        <translation>Interrupts pro Sekunde im letzten Messintervall, alle CPUs (Live-Überwachung)</translation>
    </message>
    <message>
        <source>Applied CPUs %1, but the kernel now has affinity %2 and delivers it to %3</source>
        <translation>Angewendet wurden die CPUs %1, aber der Kernel hat jetzt die Affinität %2 und stellt ihn an %3 zu</translation>
    </message>
    <message>
        <source>A per-CPU or machine-wide interrupt: it has no affinity and no node.</source>
        <translation>Ein CPU-lokaler oder maschinenweiter Interrupt: er hat weder Affinität noch Knoten.</translation>
    </message>
    <message>
        <source>Unknown: this source has no /proc/irq (only /proc/interrupts), so no IRQ has an affinity, effective affinity or node.</source>
        <translation>Unbekannt: diese Quelle hat kein /proc/irq (nur /proc/interrupts), daher hat kein IRQ eine Affinität, effektive Affinität oder einen Knoten.</translation>
    </message>
    <message>
        <source>The kernel reports no NUMA node (-1) for IRQ %1 and its device.</source>
        <translation>Der Kernel meldet keinen NUMA-Knoten (-1) für IRQ %1 und sein Gerät.</translation>
    </message>
    <message>
        <source>Unknown: the source has no /proc/irq/%1/node.</source>
        <translation>Unbekannt: die Quelle hat kein /proc/irq/%1/node.</translation>
    </message>
    <message>
        <source>Unknown: the source has no /proc/irq/%1/smp_affinity_list.</source>
        <translation>Unbekannt: die Quelle hat kein /proc/irq/%1/smp_affinity_list.</translation>
    </message>
    <message>
        <source>Unknown: the source has no /proc/irq/%1/effective_affinity_list (older kernels and some interrupt chips do not provide it).</source>
        <translation>Unbekannt: die Quelle hat kein /proc/irq/%1/effective_affinity_list (ältere Kernel und manche Interrupt-Controller stellen es nicht bereit).</translation>
    </message>
    <message>
        <source>Empty for every IRQ: this source has no /proc/irq (only /proc/interrupts).</source>
        <translation>Leer für jeden IRQ: diese Quelle hat kein /proc/irq (nur /proc/interrupts).</translation>
    </message>
    <message>
        <source>Fired on</source>
        <translation>Ausgelöst auf</translation>
    </message>
    <message>
        <source>CPUs whose count of the interrupt is above zero (/proc/interrupts)</source>
        <translation>CPUs, deren Zähler für den Interrupt über null liegt (/proc/interrupts)</translation>
    </message>
    <message>
        <source>Empty until a measurement: Live dock → Measure IRQ Cost.</source>
        <translation>Leer bis zu einer Messung: Live-Dock → IRQ-Kosten messen.</translation>
    </message>
    <message>
        <source>Measured over %1 s from the kernel's tracepoints; rows it did not see are empty.</source>
        <translation>Über %1 s aus den Tracepoints des Kernels gemessen; Zeilen, die sie nicht sah, sind leer.</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU-Zeit</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>Pro Lauf</translation>
    </message>
    <message>
        <source>Handler time per second over the last cost measurement (µs/s; 10 000 µs/s is 1 % of one CPU)</source>
        <translation>Handler-Zeit pro Sekunde in der letzten Kostenmessung (µs/s; 10 000 µs/s sind 1 % einer CPU)</translation>
    </message>
    <message>
        <source>Handler time per run over the last cost measurement</source>
        <translation>Handler-Zeit pro Lauf in der letzten Kostenmessung</translation>
    </message>
    <message>
        <source>%1 µs/s</source>
        <translation>%1 µs/s</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>Its kernel threads stay where they are when it moves (unpinned).</source>
        <translation>Seine Kernel-Threads bleiben, wo sie sind, wenn er verschoben wird (vom IRQ gelöst).</translation>
    </message>
</context>
<context>
    <name>irqatlas::IrqThreadList</name>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>Kernel thread</source>
        <translation>Kernel-Thread</translation>
    </message>
    <message>
        <source>Serves</source>
        <translation>Bedient</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Last CPU</source>
        <translation>Letzte CPU</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Richtlinie</translation>
    </message>
    <message>
        <source>CPUs the thread may run on (Cpus_allowed_list)</source>
        <translation>CPUs, auf denen der Thread laufen darf (Cpus_allowed_list)</translation>
    </message>
    <message>
        <source>The CPU it last ran on</source>
        <translation>Die CPU, auf der er zuletzt lief</translation>
    </message>
    <message>
        <source>Scheduling policy and real-time priority</source>
        <translation>Scheduling-Richtlinie und Echtzeitpriorität</translation>
    </message>
    <message>
        <source>Select one IRQ to see its irq/ and NAPI threads.</source>
        <translation>Einen IRQ auswählen, um seine irq/- und NAPI-Threads zu sehen.</translation>
    </message>
    <message>
        <source>IRQ %1 has no irq/ handler thread and no NAPI thread.</source>
        <translation>IRQ %1 hat keinen irq/-Handler-Thread und keinen NAPI-Thread.</translation>
    </message>
    <message>
        <source>No thread data: this source (a remote host, a recording, a Prometheus instance or an older snapshot) does not list kernel threads.</source>
        <translation>Keine Thread-Daten: diese Quelle (ein entfernter Host, eine Aufzeichnung, eine Prometheus-Instanz oder ein älterer Snapshot) führt keine Kernel-Threads auf.</translation>
    </message>
    <message>
        <source>threaded handler</source>
        <translation>Handler im Thread</translation>
    </message>
    <message>
        <source>Kernel thread of IRQ %1</source>
        <translation>Kernel-Thread von IRQ %1</translation>
    </message>
</context>
<context>
    <name>irqatlas::IrqbalancePanel</name>
    <message>
        <source>Ask irqbalance</source>
        <translation>irqbalance fragen</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>IRQs (class)</source>
        <translation>IRQs (Klasse)</translation>
    </message>
    <message>
        <source>Its cache domain</source>
        <translation>Seine Cache-Domäne</translation>
    </message>
    <message>
        <source>Node / package</source>
        <translation>Knoten / Package</translation>
    </message>
    <message>
        <source>Our cache</source>
        <translation>Unser Cache</translation>
    </message>
    <message>
        <source>Same CPUs</source>
        <translation>Gleiche CPUs</translation>
    </message>
    <message>
        <source>IRQs</source>
        <translation>IRQs</translation>
    </message>
    <message>
        <source>Open this machine to ask its irqbalance.</source>
        <translation>Diesen Rechner öffnen, um sein irqbalance zu fragen.</translation>
    </message>
    <message>
        <source>irqbalance answers root only: the administrator's password is asked for (pkexec).</source>
        <translation>irqbalance antwortet nur root: das Administratorpasswort wird abgefragt (pkexec).</translation>
    </message>
    <message>
        <source>irqbalance is not running on this machine.</source>
        <translation>irqbalance läuft auf diesem Rechner nicht.</translation>
    </message>
    <message>
        <source>irqbalance is running. Ask it what it is doing: its tree, loads, IRQ classes and bans.</source>
        <translation>irqbalance läuft. Fragen Sie es, was es tut: seinen Baum, Lasten, IRQ-Klassen und Sperren.</translation>
    </message>
    <message>
        <source>Asking irqbalance…</source>
        <translation>irqbalance wird gefragt…</translation>
    </message>
    <message>
        <source>irqbalance did not answer: %1</source>
        <translation>irqbalance hat nicht geantwortet: %1</translation>
    </message>
    <message numerus="yes">
        <source>irqbalance (pid %1): a pass every %2 s, banned CPUs %3, %n banned IRQ(s)</source>
        <translation>
            <numerusform>irqbalance (PID %1): ein Durchlauf alle %2 s, gesperrte CPUs %3, %n gesperrter IRQ</numerusform>
            <numerusform>irqbalance (PID %1): ein Durchlauf alle %2 s, gesperrte CPUs %3, %n gesperrte IRQs</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>banned</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>none holds them</source>
        <translation>keiner enthält sie</translation>
    </message>
    <message>
        <source>L%1: CPUs %2</source>
        <translation>L%1: CPUs %2</translation>
    </message>
    <message>
        <source>smallest holding them: CPUs %1</source>
        <translation>kleinster, der sie enthält: CPUs %1</translation>
    </message>
    <message>
        <source>%1: CPUs %2</source>
        <translation>%1: CPUs %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>weicht ab</translation>
    </message>
    <message>
        <source>other</source>
        <translation>sonstige</translation>
    </message>
    <message>
        <source>legacy</source>
        <translation>Legacy</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>video</source>
        <translation>Video</translation>
    </message>
    <message>
        <source>ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>gbeth</source>
        <translation>Gigabit-Ethernet</translation>
    </message>
    <message>
        <source>10gbeth</source>
        <translation>10-Gigabit-Ethernet</translation>
    </message>
    <message>
        <source>virt-event</source>
        <translation>virt-Ereignis</translation>
    </message>
    <message>
        <source>cpu</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>package</source>
        <translation>Package</translation>
    </message>
    <message>
        <source>node</source>
        <translation>Knoten</translation>
    </message>
</context>
<context>
    <name>irqatlas::LiveMonitor</name>
    <message>
        <source>Replay finished</source>
        <translation>Wiedergabe beendet</translation>
    </message>
</context>
<context>
    <name>irqatlas::LivePlots</name>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop sampling; resuming starts a fresh interval</source>
        <translation>Messung anhalten; beim Fortsetzen beginnt ein neues Intervall</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Sampling interval (0.1 to 60 seconds)</source>
        <translation>Messintervall (0,1 bis 60 Sekunden)</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Intervall:</translation>
    </message>
    <message>
        <source>IRQ time %</source>
        <translation>IRQ-Zeit %</translation>
    </message>
    <message>
        <source>hard IRQ %</source>
        <translation>Hard-IRQ %</translation>
    </message>
    <message>
        <source>soft IRQ % (stacked)</source>
        <translation>Soft-IRQ % (gestapelt)</translation>
    </message>
    <message>
        <source>IRQs/s</source>
        <translation>IRQs/s</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>1 min</source>
        <translation>1 min</translation>
    </message>
    <message>
        <source>5 min</source>
        <translation>5 min</translation>
    </message>
    <message>
        <source>10 min</source>
        <translation>10 min</translation>
    </message>
    <message>
        <source>All kept</source>
        <translation>Gesamter Verlauf</translation>
    </message>
    <message numerus="yes">
        <source>Time the plots show; up to %n samples are kept</source>
        <translation>
            <numerusform>Angezeigter Zeitraum der Diagramme; bis zu %n Messwert wird behalten</numerusform>
            <numerusform>Angezeigter Zeitraum der Diagramme; bis zu %n Messwerte werden behalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Save a plot as PNG or PDF, or the samples as CSV</source>
        <translation>Ein Diagramm als PNG oder PDF oder die Messwerte als CSV speichern</translation>
    </message>
    <message>
        <source>IRQ &amp;Time Plot…</source>
        <translation>IRQ-&amp;Zeit-Diagramm…</translation>
    </message>
    <message>
        <source>IRQ &amp;Rates Plot…</source>
        <translation>IRQ-&amp;Raten-Diagramm…</translation>
    </message>
    <message>
        <source>&amp;Softirq Bars…</source>
        <translation>&amp;Softirq-Balken…</translation>
    </message>
    <message>
        <source>Samples as &amp;CSV…</source>
        <translation>Messwerte als &amp;CSV…</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Zeitverlauf</translation>
    </message>
    <message>
        <source>Softirqs per CPU</source>
        <translation>Softirqs pro CPU</translation>
    </message>
    <message>
        <source>irqatlas live plot</source>
        <translation>irqatlas-Live-Diagramm</translation>
    </message>
    <message>
        <source>irqatlas live plot of %1</source>
        <translation>irqatlas-Live-Diagramm von %1</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export Samples</source>
        <translation>Messwerte exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>The interval the recording was taken at</source>
        <translation>Das Intervall, in dem die Aufzeichnung gemacht wurde</translation>
    </message>
    <message>
        <source>Mean over the selected CPUs (all when none is selected): hard IRQ, soft IRQ and the CPU time of the irq/, napi/ and ksoftirqd/ kernel threads, stacked. Thread times come only where the host's files are local (this machine).</source>
        <translation>Mittelwert über die gewählten CPUs (alle, wenn keine gewählt ist): Hard-IRQ, Soft-IRQ und die CPU-Zeit der Kernel-Threads irq/, napi/ und ksoftirqd/, gestapelt. Thread-Zeiten gibt es nur, wo die Dateien des Hosts lokal sind (dieser Rechner).</translation>
    </message>
    <message>
        <source>IRQ threads % (stacked)</source>
        <translation>IRQ-Threads % (gestapelt)</translation>
    </message>
    <message>
        <source>IRQ threads: no thread times</source>
        <translation>IRQ-Threads: keine Thread-Zeiten</translation>
    </message>
</context>
<context>
    <name>irqatlas::MainWindow</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop waiting for the machine being read</source>
        <translation>Nicht länger auf den gelesenen Rechner warten</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Interrupts</source>
        <translation>Interrupts</translation>
    </message>
    <message>
        <source>NUMA distances</source>
        <translation>NUMA-Distanzen</translation>
    </message>
    <message>
        <source>&lt;current affinities&gt;</source>
        <translation>&lt;aktuelle Affinitäten&gt;</translation>
    </message>
    <message>
        <source>Pending changes</source>
        <translation>Ausstehende Änderungen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>Open &amp;This Machine</source>
        <translation>&amp;Diesen Rechner öffnen</translation>
    </message>
    <message>
        <source>Read this machine's topology and interrupts</source>
        <translation>Topologie und Interrupts dieses Rechners lesen</translation>
    </message>
    <message>
        <source>Open &amp;Snapshot Directory…</source>
        <translation>&amp;Snapshot-Verzeichnis öffnen…</translation>
    </message>
    <message>
        <source>A directory saved by 'irqatlas-cli snapshot' (or any copy of /proc and /sys)</source>
        <translation>Ein von 'irqatlas-cli snapshot' gespeichertes Verzeichnis (oder eine beliebige Kopie von /proc und /sys)</translation>
    </message>
    <message>
        <source>Open hwloc &amp;XML…</source>
        <translation>hwloc-&amp;XML öffnen…</translation>
    </message>
    <message>
        <source>A topology written by 'lstopo --of xml'</source>
        <translation>Eine von 'lstopo --of xml' geschriebene Topologie</translation>
    </message>
    <message>
        <source>Open Topology &amp;JSON…</source>
        <translation>Topologie-&amp;JSON öffnen…</translation>
    </message>
    <message>
        <source>A topology written by 'irqatlas-cli topology --format json'</source>
        <translation>Eine von 'irqatlas-cli topology --format json' geschriebene Topologie</translation>
    </message>
    <message>
        <source>Open /proc/&amp;interrupts File…</source>
        <translation>/proc/&amp;interrupts-Datei öffnen…</translation>
    </message>
    <message>
        <source>A lone copy of /proc/interrupts, e.g. from a bug report</source>
        <translation>Eine einzelne Kopie von /proc/interrupts, z. B. aus einem Fehlerbericht</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Read the current source again</source>
        <translation>Die aktuelle Quelle erneut lesen</translation>
    </message>
    <message>
        <source>&amp;Export Graph…</source>
        <translation>Graph &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save the graph as PNG, SVG or PDF</source>
        <translation>Den Graphen als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit irqatlas</source>
        <translation>irqatlas beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Find IRQ</source>
        <translation>IRQ &amp;suchen</translation>
    </message>
    <message>
        <source>Jump to the IRQ filter</source>
        <translation>Zum IRQ-Filter springen</translation>
    </message>
    <message>
        <source>&amp;Discard Pending Changes</source>
        <translation>Ausstehende Änderungen &amp;verwerfen</translation>
    </message>
    <message>
        <source>Forget every change that was not applied</source>
        <translation>Alle nicht angewendeten Änderungen verwerfen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom in (mouse wheel)</source>
        <translation>Vergrößern (Mausrad)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Zoom out (mouse wheel)</source>
        <translation>Verkleinern (Mausrad)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Show the whole machine</source>
        <translation>Den ganzen Rechner anzeigen</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>One layout unit per pixel</source>
        <translation>Eine Layout-Einheit pro Pixel</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>Fa&amp;rben</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Dem &amp;System folgen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About irqatlas</source>
        <translation>&amp;Über irqatlas</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version und Lizenz</translation>
    </message>
    <message>
        <source>About irqatlas</source>
        <translation>Über irqatlas</translation>
    </message>
    <message>
        <source>&lt;b&gt;irqatlas %1&lt;/b&gt;&lt;p&gt;CPU topology and interrupt affinity for Linux.&lt;/p&gt;&lt;p&gt;Drag interrupts from the list or from a CPU onto a CPU, a core or a NUMA node; every move is a pending change you can undo.&lt;/p&gt;</source>
        <translation>&lt;b&gt;irqatlas %1&lt;/b&gt;&lt;p&gt;CPU-Topologie und Interrupt-Affinität für Linux.&lt;/p&gt;&lt;p&gt;Ziehen Sie Interrupts aus der Liste oder von einer CPU auf eine CPU, einen Kern oder einen NUMA-Knoten; jede Verschiebung ist eine ausstehende Änderung, die Sie rückgängig machen können.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n pending change(s) were not applied. Quit anyway?</source>
        <translation>
            <numerusform>%n ausstehende Änderung wurde nicht angewendet. Trotzdem beenden?</numerusform>
            <numerusform>%n ausstehende Änderungen wurden nicht angewendet. Trotzdem beenden?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n CPUs</source>
        <translation>
            <numerusform>%1: %n CPU</numerusform>
            <numerusform>%1: %n CPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n interrupt rows</source>
        <translation>
            <numerusform>, %n Interrupt-Zeile</numerusform>
            <numerusform>, %n Interrupt-Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source> (no topology: one box per CPU)</source>
        <translation> (keine Topologie: ein Kasten pro CPU)</translation>
    </message>
    <message>
        <source>irqatlas</source>
        <translation>irqatlas</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPUs %1</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA-Knoten %1</translation>
    </message>
    <message>
        <source>Open Snapshot Directory</source>
        <translation>Snapshot-Verzeichnis öffnen</translation>
    </message>
    <message>
        <source>Open hwloc XML</source>
        <translation>hwloc-XML öffnen</translation>
    </message>
    <message>
        <source>hwloc XML (*.xml);;All files (*)</source>
        <translation>hwloc-XML (*.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Topology JSON</source>
        <translation>Topologie-JSON öffnen</translation>
    </message>
    <message>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open /proc/interrupts File</source>
        <translation>/proc/interrupts-Datei öffnen</translation>
    </message>
    <message>
        <source>Export Graph</source>
        <translation>Graph exportieren</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg);;PDF document (*.pdf);;PNG image (*.png)</source>
        <translation>SVG-Vektorgrafik (*.svg);;PDF-Dokument (*.pdf);;PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Monitoring %1</source>
        <translation>Überwachung: %1</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>&amp;Heat</source>
        <translation>&amp;Wärme</translation>
    </message>
    <message>
        <source>Hard + Soft IRQ &amp;Time (%)</source>
        <translation>Hard- + Soft-IRQ-&amp;Zeit (%)</translation>
    </message>
    <message>
        <source>Interrupts per &amp;Second</source>
        <translation>Interrupts pro &amp;Sekunde</translation>
    </message>
    <message>
        <source>Open &amp;Plan…</source>
        <translation>&amp;Plan öffnen…</translation>
    </message>
    <message>
        <source>Load a plan file into the pending changes (one undo step)</source>
        <translation>Eine Plandatei in die ausstehenden Änderungen laden (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>&amp;Save Pending Changes as Plan…</source>
        <translation>Ausstehende Änderungen als Plan spei&amp;chern…</translation>
    </message>
    <message>
        <source>Write the pending changes as an irqatlas plan file</source>
        <translation>Die ausstehenden Änderungen als irqatlas-Plandatei schreiben</translation>
    </message>
    <message>
        <source>There are no pending changes to save</source>
        <translation>Es gibt keine ausstehenden Änderungen zum Speichern</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Save Plan</source>
        <translation>Plan speichern</translation>
    </message>
    <message>
        <source>irqatlas plan (*.json)</source>
        <translation>irqatlas-Plan (*.json)</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Open Plan</source>
        <translation>Plan öffnen</translation>
    </message>
    <message>
        <source>Plan refused</source>
        <translation>Plan abgelehnt</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>&amp;Apply…</source>
        <translation>&amp;Anwenden…</translation>
    </message>
    <message>
        <source>Write the pending changes to the kernel (asks for administrator rights)</source>
        <translation>Die ausstehenden Änderungen in den Kernel schreiben (fragt nach Administratorrechten)</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>&amp;Plan</translation>
    </message>
    <message>
        <source>&amp;Generate a Plan…</source>
        <translation>Plan &amp;erzeugen…</translation>
    </message>
    <message>
        <source>Pick an algorithm and IRQs, preview the plan, compare and accept</source>
        <translation>Algorithmus und IRQs wählen, den Plan in der Vorschau ansehen, vergleichen und übernehmen</translation>
    </message>
    <message>
        <source>&amp;Compare Kept Plans…</source>
        <translation>Behaltene Pläne &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Scores and graphs of up to three kept plans side by side</source>
        <translation>Bewertungen und Graphen von bis zu drei behaltenen Plänen nebeneinander</translation>
    </message>
    <message numerus="yes">
        <source>Applied %n IRQ(s)</source>
        <translation>
            <numerusform>%n IRQ angewendet</numerusform>
            <numerusform>%n IRQs angewendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n not where requested (highlighted in the list)</source>
        <translation>
            <numerusform>; %n nicht wie angefordert platziert (in der Liste hervorgehoben)</numerusform>
            <numerusform>; %n nicht wie angefordert platziert (in der Liste hervorgehoben)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Cannot open

%1

File → Reload tries again.</source>
        <translation>Kann nicht geöffnet werden:

%1

Datei → Neu laden versucht es erneut.</translation>
    </message>
    <message>
        <source>Open Snapshot &amp;Archive…</source>
        <translation>Snapshot-&amp;Archiv öffnen…</translation>
    </message>
    <message>
        <source>A .tar.gz (or .tar) written by 'irqatlas-cli snapshot --out FILE.tar.gz'</source>
        <translation>Ein von 'irqatlas-cli snapshot --out DATEI.tar.gz' geschriebenes .tar.gz (oder .tar)</translation>
    </message>
    <message>
        <source>Bad image size "%1": expected width x height in pixels, each from 100 to 16384, e.g. 3200x2000.</source>
        <translation>Ungültige Bildgröße "%1": erwartet Breite x Höhe in Pixeln, jeweils von 100 bis 16384, z. B. 3200x2000.</translation>
    </message>
    <message>
        <source>Image size in pixels (width x height):</source>
        <translation>Bildgröße in Pixeln (Breite x Höhe):</translation>
    </message>
    <message>
        <source>Open Snapshot Archive</source>
        <translation>Snapshot-Archiv öffnen</translation>
    </message>
    <message>
        <source>Snapshot archive (*.tar.gz *.tgz *.tar);;All files (*)</source>
        <translation>Snapshot-Archiv (*.tar.gz *.tgz *.tar);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source> (%n numbered IRQs)</source>
        <translation>
            <numerusform> (%n nummerierter IRQ)</numerusform>
            <numerusform> (%n nummerierte IRQs)</numerusform>
        </translation>
    </message>
    <message>
        <source> — the sources disagree (see the note above the graph)</source>
        <translation> — die Quellen widersprechen sich (siehe Hinweis über dem Graphen)</translation>
    </message>
    <message>
        <source>IRQ %1</source>
        <translation>IRQ %1</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQs</source>
        <translation>
            <numerusform>%n IRQ</numerusform>
            <numerusform>%n IRQs</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Move Selected IRQs To…</source>
        <translation>Ausgewählte IRQs &amp;verschieben nach…</translation>
    </message>
    <message>
        <source>Move the IRQs selected in the list to CPUs you type (2, 4-7, node 1)</source>
        <translation>Die in der Liste ausgewählten IRQs auf eingegebene CPUs verschieben (2, 4-7, node 1)</translation>
    </message>
    <message>
        <source>Select one or more IRQs in the Interrupts list first</source>
        <translation>Zuerst einen oder mehrere IRQs in der Interrupt-Liste auswählen</translation>
    </message>
    <message>
        <source>Cannot move</source>
        <translation>Verschieben nicht möglich</translation>
    </message>
    <message>
        <source>IRQ actions</source>
        <translation>IRQ-Aktionen</translation>
    </message>
    <message>
        <source>No IRQ selected</source>
        <translation>Kein IRQ ausgewählt</translation>
    </message>
    <message>
        <source>Move to NUMA &amp;Node</source>
        <translation>Auf NUMA-&amp;Knoten verschieben</translation>
    </message>
    <message>
        <source>Node %1 (CPUs %2)</source>
        <translation>Knoten %1 (CPUs %2)</translation>
    </message>
    <message>
        <source>Move to the Graph's Selection (%1)</source>
        <translation>Auf die Auswahl im Graphen verschieben (%1)</translation>
    </message>
    <message>
        <source>Graph actions</source>
        <translation>Graph-Aktionen</translation>
    </message>
    <message>
        <source>Select IRQs in the Interrupts list to move them</source>
        <translation>IRQs in der Interrupt-Liste auswählen, um sie zu verschieben</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 verschieben</translation>
    </message>
    <message>
        <source>&amp;Cache Boxes</source>
        <translation>&amp;Cache-Kästen</translation>
    </message>
    <message>
        <source>Draw L3 domains, clusters or dies as boxes around their cores</source>
        <translation>L3-Domänen, Cluster oder Dies als Kästen um ihre Kerne zeichnen</translation>
    </message>
    <message>
        <source>Try Plan</source>
        <translation>Plan ausprobieren</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>Be&amp;richt exportieren…</translation>
    </message>
    <message>
        <source>One self-contained HTML file for a ticket: the machine, its interrupts and the pending changes</source>
        <translation>Eine eigenständige HTML-Datei für ein Ticket: der Rechner, seine Interrupts und die ausstehenden Änderungen</translation>
    </message>
    <message>
        <source>&amp;Try Plan…</source>
        <translation>Plan &amp;ausprobieren…</translation>
    </message>
    <message>
        <source>Measure the machine before and after applying the pending changes, then keep or revert them</source>
        <translation>Den Rechner vor und nach dem Anwenden der ausstehenden Änderungen messen, dann behalten oder zurücknehmen</translation>
    </message>
    <message>
        <source>the source has no topology</source>
        <translation>die Quelle hat keine Topologie</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML-Bericht (*.html)</translation>
    </message>
    <message>
        <source>Apply changes the machine irqatlas runs on, and this window shows %1. Save the pending changes as a plan and apply it there with "irqatlas-cli apply", or export them as a shell script to run there as root.</source>
        <translation>Anwenden ändert den Rechner, auf dem irqatlas läuft, dieses Fenster zeigt aber %1. Speichern Sie die ausstehenden Änderungen als Plan und wenden Sie ihn dort mit "irqatlas-cli apply" an, oder exportieren Sie sie als Shell-Skript, das dort als root läuft.</translation>
    </message>
    <message>
        <source>Save as Plan…</source>
        <translation>Als Plan speichern…</translation>
    </message>
    <message>
        <source>Export Script…</source>
        <translation>Skript exportieren…</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>recording %1</source>
        <translation>Aufzeichnung %1</translation>
    </message>
    <message>
        <source>Replay at its end: Play starts it again; the timeline steps back</source>
        <translation>Wiedergabe am Ende: Abspielen beginnt von vorn; die Zeitleiste geht zurück</translation>
    </message>
    <message>
        <source>Replaying %1, recorded every %2 s</source>
        <translation>Wiedergabe von %1, aufgezeichnet alle %2 s</translation>
    </message>
    <message>
        <source>There are no pending changes to export</source>
        <translation>Es gibt keine ausstehenden Änderungen zum Exportieren</translation>
    </message>
    <message>
        <source>Export Script</source>
        <translation>Skript exportieren</translation>
    </message>
    <message>
        <source>Shell script (*.sh)</source>
        <translation>Shell-Skript (*.sh)</translation>
    </message>
    <message>
        <source>irqatlas report: %1</source>
        <translation>irqatlas-Bericht: %1</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>PDF-Bericht (*.pdf)</translation>
    </message>
    <message>
        <source>DIR: a folder holding %1 as DIR/proc/interrupts</source>
        <translation>DIR: ein Ordner, der %1 als DIR/proc/interrupts enthält</translation>
    </message>
    <message>
        <source>ssh identity file %1: name it as IdentityFile in the ssh config</source>
        <translation>SSH-Schlüsseldatei %1: als IdentityFile in der SSH-Konfiguration angeben</translation>
    </message>
    <message>
        <source>%1: the pending changes, saved with File &gt; Save Pending Changes as Plan…</source>
        <translation>%1: die ausstehenden Änderungen, gespeichert mit Datei &gt; Ausstehende Änderungen als Plan speichern…</translation>
    </message>
    <message>
        <source>irqatlas-cli writes the HTML report; its PDF comes from Export Report…</source>
        <translation>irqatlas-cli schreibt den HTML-Bericht; sein PDF entsteht mit Bericht exportieren…</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>Bericht wird geschrieben…</translation>
    </message>
    <message>
        <source>No interrupts: the source could not be read.</source>
        <translation>Keine Interrupts: die Quelle konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>F&amp;ixed Scale</source>
        <translation>&amp;Feste Skala</translation>
    </message>
    <message>
        <source>0–50 % of a CPU's time, or 0–10 000 interrupts per second: a colour means the same figure in every interval</source>
        <translation>0–50 % der Zeit einer CPU oder 0–10 000 Interrupts pro Sekunde: eine Farbe bedeutet in jedem Intervall denselben Wert</translation>
    </message>
    <message>
        <source>Fit to &amp;Data</source>
        <translation>An &amp;Daten anpassen</translation>
    </message>
    <message>
        <source>The scale follows the busiest CPU of each interval</source>
        <translation>Die Skala folgt der meistbelasteten CPU jedes Intervalls</translation>
    </message>
    <message>
        <source>&amp;Pin Current Range</source>
        <translation>Aktuellen Bereich &amp;festhalten</translation>
    </message>
    <message>
        <source>Keep the range on show now, whatever the next intervals bring</source>
        <translation>Den jetzt angezeigten Bereich behalten, was auch die nächsten Intervalle bringen</translation>
    </message>
    <message>
        <source>A trial measures and changes a live machine, and this window shows %1. Save the plan and try it there with "irqatlas-cli trial", or export it as a shell script to run there as root.</source>
        <translation>Eine Erprobung misst und ändert einen laufenden Rechner, und dieses Fenster zeigt %1. Speichern Sie den Plan und erproben Sie ihn dort mit „irqatlas-cli trial“, oder exportieren Sie ihn als Shell-Skript, das dort als root ausgeführt wird.</translation>
    </message>
    <message>
        <source>Open Re&amp;cording…</source>
        <translation>Auf&amp;zeichnung öffnen…</translation>
    </message>
    <message>
        <source>Replay a recording of live samples (File → Record, or 'irqatlas-cli watch --record')</source>
        <translation>Eine Aufzeichnung von Live-Messungen wiedergeben (Datei → Aufzeichnen oder 'irqatlas-cli watch --record')</translation>
    </message>
    <message>
        <source>Re&amp;cord…</source>
        <translation>Auf&amp;zeichnen…</translation>
    </message>
    <message>
        <source>Write every live sample to a file until unticked, in the format 'irqatlas-cli watch --record' writes</source>
        <translation>Jede Live-Messung in eine Datei schreiben, bis der Haken entfernt wird, im Format von 'irqatlas-cli watch --record'</translation>
    </message>
    <message>
        <source>Nothing to try: this source has no IRQ table</source>
        <translation>Nichts zu erproben: Diese Quelle hat keine IRQ-Tabelle</translation>
    </message>
    <message>
        <source>Measure the machine before and after applying the plan the Plan dock shows (%1), then keep or revert it</source>
        <translation>Den Rechner vor und nach dem Anwenden des Plans im Plan-Dock (%1) messen, dann behalten oder zurücknehmen</translation>
    </message>
    <message>
        <source>Nothing to try: make pending changes, or generate a plan in the Plan dock</source>
        <translation>Nichts zu erproben: Nehmen Sie Änderungen vor oder erzeugen Sie einen Plan im Plan-Dock</translation>
    </message>
    <message>
        <source>replay of %1</source>
        <translation>Wiedergabe von %1</translation>
    </message>
    <message>
        <source>%1 (replay of %2)</source>
        <translation>%1 (Wiedergabe von %2)</translation>
    </message>
    <message>
        <source>nothing to record: this tab has no live source</source>
        <translation>Nichts aufzuzeichnen: Dieser Tab hat keine Live-Quelle</translation>
    </message>
    <message>
        <source>Recording to %1</source>
        <translation>Aufzeichnung nach %1</translation>
    </message>
    <message>
        <source>Recording saved to %1</source>
        <translation>Aufzeichnung in %1 gespeichert</translation>
    </message>
    <message>
        <source>Record Live Samples</source>
        <translation>Live-Messungen aufzeichnen</translation>
    </message>
    <message>
        <source>Recordings (*.jsonl);;All files (*)</source>
        <translation>Aufzeichnungen (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Aufzeichnen</translation>
    </message>
    <message>
        <source>Open Recording</source>
        <translation>Aufzeichnung öffnen</translation>
    </message>
    <message>
        <source>&amp;Measured IRQ Time (Last Cost Measurement)</source>
        <translation>&amp;Gemessene IRQ-Zeit (letzte Kostenmessung)</translation>
    </message>
    <message>
        <source>Hard + soft IRQ time per CPU timed from the kernel's tracepoints by Measure IRQ Cost in the Live dock</source>
        <translation>Hard- und Soft-IRQ-Zeit je CPU, aus den Tracepoints des Kernels gemessen mit „IRQ-Kosten messen“ im Live-Dock</translation>
    </message>
    <message>
        <source>A recording cannot be measured: measure this machine or a remote host.</source>
        <translation>Eine Aufzeichnung kann nicht gemessen werden: diesen Rechner oder einen entfernten Rechner messen.</translation>
    </message>
    <message>
        <source>Nothing to measure: open this machine or a remote host.</source>
        <translation>Nichts zu messen: diesen Rechner oder einen entfernten Rechner öffnen.</translation>
    </message>
    <message>
        <source>Not connected to %1: reload the host first.</source>
        <translation>Nicht mit %1 verbunden: den Rechner zuerst neu laden.</translation>
    </message>
    <message>
        <source>A saved machine cannot be measured: open this machine or a remote host.</source>
        <translation>Ein gespeicherter Rechner kann nicht gemessen werden: diesen Rechner oder einen entfernten Rechner öffnen.</translation>
    </message>
    <message>
        <source>A measurement is running already.</source>
        <translation>Es läuft bereits eine Messung.</translation>
    </message>
    <message>
        <source>Tracing %1 for %2 s…</source>
        <translation>Tracing von %1 für %2 s…</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>Nicht gemessen: %1</translation>
    </message>
    <message>
        <source>The measurement was of %1, which is no longer on show: not shown.</source>
        <translation>Die Messung galt %1, das nicht mehr angezeigt wird: nicht gezeigt.</translation>
    </message>
    <message numerus="yes">
        <source>Measured over %1 s: %n IRQ(s) timed</source>
        <translation>
            <numerusform>Über %1 s gemessen: %n IRQ zeitlich erfasst</numerusform>
            <numerusform>Über %1 s gemessen: %n IRQs zeitlich erfasst</numerusform>
        </translation>
    </message>
    <message>
        <source>busiest CPU %1 with %2 % hard and %3 % soft IRQ time</source>
        <translation>am stärksten belastete CPU %1 mit %2 % Hard- und %3 % Soft-IRQ-Zeit</translation>
    </message>
    <message>
        <source>%1 events lost: counts and times are too low</source>
        <translation>%1 Ereignisse verloren: Zählungen und Zeiten sind zu niedrig</translation>
    </message>
    <message>
        <source>irqbalance</source>
        <translation>irqbalance</translation>
    </message>
    <message>
        <source>A recording has no irqbalance to ask.</source>
        <translation>Eine Aufzeichnung hat kein irqbalance, das man fragen könnte.</translation>
    </message>
    <message>
        <source>Only this machine's irqbalance can be asked (its socket answers root on this machine): open this machine, or run irqatlas-cli irqbalance on the host.</source>
        <translation>Nur das irqbalance dieses Rechners kann gefragt werden (sein Socket antwortet root auf diesem Rechner): diesen Rechner öffnen oder irqatlas-cli irqbalance auf dem Host ausführen.</translation>
    </message>
    <message>
        <source>Prometheus &amp;History…</source>
        <translation>Prometheus-&amp;Verlauf…</translation>
    </message>
    <message>
        <source>Replay a past range of the Prometheus instance on show, with its timeline</source>
        <translation>Einen vergangenen Zeitraum der angezeigten Prometheus-Instanz mit ihrer Zeitleiste abspielen</translation>
    </message>
    <message>
        <source>A Prometheus instance cannot be measured: its series hold counts only.</source>
        <translation>Eine Prometheus-Instanz kann nicht gemessen werden: ihre Zeitreihen enthalten nur Zähler.</translation>
    </message>
    <message>
        <source>Prometheus kept fewer than two samples of %1 in that range</source>
        <translation>Prometheus hat in diesem Zeitraum weniger als zwei Messwerte von %1 aufbewahrt</translation>
    </message>
    <message>
        <source>This tab is not a Prometheus instance</source>
        <translation>Dieser Tab ist keine Prometheus-Instanz</translation>
    </message>
    <message>
        <source>The end must be later than the start, and the step above 0 s</source>
        <translation>Das Ende muss nach dem Anfang liegen und der Schritt über 0 s</translation>
    </message>
    <message>
        <source>Cannot make a temporary folder: %1</source>
        <translation>Temporärer Ordner kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>Reading %1 from %2 to %3 UTC…</source>
        <translation>Lese %1 von %2 bis %3 UTC…</translation>
    </message>
    <message>
        <source>Prometheus History</source>
        <translation>Prometheus-Verlauf</translation>
    </message>
    <message>
        <source>Cannot replay the history: %1</source>
        <translation>Der Verlauf kann nicht abgespielt werden: %1</translation>
    </message>
    <message>
        <source>%1 is an instance of the Prometheus server %2, which the report command does not read: 'irqatlas-cli irqs --prometheus %2 --instance %1' prints its IRQ table</source>
        <translation>%1 ist eine Instanz des Prometheus-Servers %2, den der Befehl report nicht liest: 'irqatlas-cli irqs --prometheus %2 --instance %1' gibt ihre IRQ-Tabelle aus</translation>
    </message>
    <message>
        <source>Hard + Soft IRQ + IRQ &amp;Thread Time (%)</source>
        <translation>Hard- + Soft-IRQ- + IRQ-&amp;Thread-Zeit (%)</translation>
    </message>
    <message>
        <source>Adds the CPU time of the irq/, napi/ and ksoftirqd/ kernel threads, where the source has it (this machine): a threaded setup does its interrupt work there</source>
        <translation>Fügt die CPU-Zeit der Kernel-Threads irq/, napi/ und ksoftirqd/ hinzu, wo die Quelle sie hat (dieser Rechner): ein Setup mit Threads erledigt seine Interrupt-Arbeit dort</translation>
    </message>
    <message>
        <source>Queues</source>
        <translation>Warteschlangen</translation>
    </message>
    <message>
        <source>Move Threads With IRQ</source>
        <translation>Threads mit IRQ verschieben</translation>
    </message>
    <message>
        <source>Keep Threads Where They Are</source>
        <translation>Threads an ihrem Ort belassen</translation>
    </message>
    <message>
        <source>Its irq/ and NAPI threads move to the IRQ's new CPUs when it is applied (the default)</source>
        <translation>Seine irq/- und NAPI-Threads ziehen beim Anwenden auf die neuen CPUs des IRQ um (Standard)</translation>
    </message>
    <message>
        <source>Its irq/ and NAPI threads stay where they are when the IRQ moves</source>
        <translation>Seine irq/- und NAPI-Threads bleiben, wo sie sind, wenn der IRQ verschoben wird</translation>
    </message>
</context>
<context>
    <name>irqatlas::MoveToDialog</name>
    <message>
        <source>Give a CPU list (2, 4-7) or a node (node 1)</source>
        <translation>Eine CPU-Liste (2, 4-7) oder einen Knoten (node 1) angeben</translation>
    </message>
    <message>
        <source>There is no NUMA node %1</source>
        <translation>Es gibt keinen NUMA-Knoten %1</translation>
    </message>
    <message>
        <source>NUMA node %1 has no online CPU</source>
        <translation>NUMA-Knoten %1 hat keine CPU online</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA-Knoten %1</translation>
    </message>
    <message>
        <source>The list names no CPU</source>
        <translation>Die Liste nennt keine CPU</translation>
    </message>
    <message>
        <source>This machine has no CPU %1</source>
        <translation>Diese Maschine hat keine CPU %1</translation>
    </message>
    <message>
        <source>CPU %1 is offline</source>
        <translation>CPU %1 ist offline</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPUs %1</translation>
    </message>
    <message>
        <source>Move To</source>
        <translation>Verschieben nach</translation>
    </message>
    <message>
        <source>Move %1 to the CPUs:</source>
        <translation>%1 auf die CPUs verschieben:</translation>
    </message>
    <message>
        <source>e.g. 2, 4-7,12 or node 1</source>
        <translation>z. B. 2, 4-7,12 oder node 1</translation>
    </message>
    <message>
        <source>A kernel CPU list, as smp_affinity_list takes it, or "node N" for the online CPUs of a NUMA node</source>
        <translation>Eine CPU-Liste des Kernels, wie smp_affinity_list sie nimmt, oder „node N“ für die Online-CPUs eines NUMA-Knotens</translation>
    </message>
    <message>
        <source>Target CPUs</source>
        <translation>Ziel-CPUs</translation>
    </message>
</context>
<context>
    <name>irqatlas::PendingChanges</name>
    <message>
        <source>IRQ %1 is not on this machine.</source>
        <translation>IRQ %1 ist auf diesem Rechner nicht vorhanden.</translation>
    </message>
    <message>
        <source>the kernel does not allow changing its affinity</source>
        <translation>der Kernel erlaubt nicht, seine Affinität zu ändern</translation>
    </message>
    <message>
        <source>IRQ %1 (%2) cannot be moved: %3</source>
        <translation>IRQ %1 (%2) kann nicht verschoben werden: %3</translation>
    </message>
    <message>
        <source>No IRQ to move.</source>
        <translation>Kein IRQ zum Verschieben.</translation>
    </message>
    <message>
        <source>%1 has no online CPU to move IRQs to.</source>
        <translation>%1 hat keine Online-CPU, auf die IRQs verschoben werden können.</translation>
    </message>
    <message>
        <source>Move IRQ %1 to %2</source>
        <translation>IRQ %1 nach %2 verschieben</translation>
    </message>
    <message numerus="yes">
        <source>Move %n IRQs to %1</source>
        <translation>
            <numerusform>%n IRQ nach %1 verschieben</numerusform>
            <numerusform>%n IRQs nach %1 verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: IRQ %2 cannot be moved: %3</source>
        <translation>%1: IRQ %2 kann nicht verschoben werden: %3</translation>
    </message>
    <message>
        <source>%1 holds no assignment</source>
        <translation>%1 enthält keine Zuweisung</translation>
    </message>
    <message>
        <source>Load plan %1</source>
        <translation>Plan %1 laden</translation>
    </message>
    <message>
        <source>IRQ %1 is on %2 already.</source>
        <translation>IRQ %1 ist bereits auf %2.</translation>
    </message>
    <message>
        <source>These IRQs are on %1 already.</source>
        <translation>Diese IRQs sind bereits auf %1.</translation>
    </message>
    <message>
        <source>The threads of IRQ %1 stay where they are already.</source>
        <translation>Die Threads von IRQ %1 bleiben bereits, wo sie sind.</translation>
    </message>
    <message>
        <source>The threads of IRQ %1 move with it already.</source>
        <translation>Die Threads von IRQ %1 werden bereits mit ihm verschoben.</translation>
    </message>
    <message>
        <source>Keep the threads of IRQ %1 where they are</source>
        <translation>Die Threads von IRQ %1 an ihrem Ort belassen</translation>
    </message>
    <message>
        <source>Move the threads of IRQ %1 with it</source>
        <translation>Die Threads von IRQ %1 mit ihm verschieben</translation>
    </message>
    <message>
        <source>Nothing changes: the queue has these settings pending already.</source>
        <translation>Keine Änderung: diese Einstellungen stehen für die Warteschlange bereits aus.</translation>
    </message>
</context>
<context>
    <name>irqatlas::PlanCompare</name>
    <message>
        <source>Compare Plans</source>
        <translation>Pläne vergleichen</translation>
    </message>
    <message>
        <source>Accept %1</source>
        <translation>%1 übernehmen</translation>
    </message>
    <message>
        <source>Put plan %1 into the pending changes (one undo step)</source>
        <translation>Plan %1 in die ausstehenden Änderungen übernehmen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Free slot %1 for another plan</source>
        <translation>Platz %1 für einen anderen Plan freigeben</translation>
    </message>
    <message>
        <source>No plan kept yet: generate one and press "Keep for Comparison".</source>
        <translation>Noch kein Plan behalten: Erzeugen Sie einen und drücken Sie "Zum Vergleich behalten".</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 on %2; weights: %3</source>
        <translation>%1 auf %2; Gewichte: %3</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · %n IRQs</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · %2 · %n IRQ</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · %2 · %n IRQs</numerusform>
        </translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>The machine as it is now, over the IRQs the plans place (effective affinity, else affinity, else the CPUs they fired on); never marked best</source>
        <translation>Die Maschine, wie sie jetzt ist, über die IRQs, die die Pläne platzieren (effektive Affinität, sonst Affinität, sonst die CPUs, auf denen sie ausgelöst wurden); nie als beste markiert</translation>
    </message>
    <message>
        <source>Now: %1; this plan: %2.</source>
        <translation>Jetzt: %1; dieser Plan: %2.</translation>
    </message>
    <message>
        <source>"current" is the machine as it is now, over the same IRQs. Lower is better in every marked row; the best plan is in bold on green, never on a row where a plan has no value (–). Each graph counts that plan's IRQs per CPU, where they are delivered when the rows say "delivered".</source>
        <translation>„aktuell“ ist die Maschine, wie sie jetzt ist, über dieselben IRQs. In jeder markierten Zeile ist weniger besser; der beste Plan ist fett auf Grün, nie in einer Zeile, in der ein Plan keinen Wert hat (–). Jeder Graph zählt die IRQs dieses Plans pro CPU, dort, wo sie zugestellt werden, wenn die Zeilen „zugestellt“ sagen.</translation>
    </message>
</context>
<context>
    <name>irqatlas::PlanDiffModel</name>
    <message>
        <source>moves</source>
        <translation>wird verschoben</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>bleibt</translation>
    </message>
    <message>
        <source>not on this machine</source>
        <translation>nicht auf diesem Rechner</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>nicht verschiebbar</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The current affinity of this IRQ is not known (no /proc/irq files)</source>
        <translation>Die aktuelle Affinität dieses IRQs ist nicht bekannt (keine /proc/irq-Dateien)</translation>
    </message>
    <message>
        <source>IRQ</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>fired on %1</source>
        <translation>ausgelöst auf %1</translation>
    </message>
    <message>
        <source>The current affinity of this IRQ is not known (no /proc/irq files); it fired on CPUs %1 since boot (from /proc/interrupts counts).</source>
        <translation>Die aktuelle Affinität dieses IRQs ist nicht bekannt (keine /proc/irq-Dateien); seit dem Start wurde er auf den CPUs %1 ausgelöst (aus den Zählungen in /proc/interrupts).</translation>
    </message>
</context>
<context>
    <name>irqatlas::PlanPanel</name>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <source>Run the algorithm on the selected IRQs (the window stays usable)</source>
        <translation>Den Algorithmus auf die ausgewählten IRQs anwenden (das Fenster bleibt bedienbar)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop waiting for the plan; its result is dropped</source>
        <translation>Nicht länger auf den Plan warten; sein Ergebnis wird verworfen</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Show &amp;preview on the graph</source>
        <translation>&amp;Vorschau im Graphen anzeigen</translation>
    </message>
    <message>
        <source>Draw the plan's IRQ counts on the CPU tiles, apart from the current state and the pending changes</source>
        <translation>Die IRQ-Anzahlen des Plans auf den CPU-Kacheln zeigen, getrennt vom aktuellen Zustand und den ausstehenden Änderungen</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <source>Put the plan into the pending changes (one undo step)</source>
        <translation>Den Plan in die ausstehenden Änderungen übernehmen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>&amp;Keep for Comparison</source>
        <translation>Zum Vergleich &amp;behalten</translation>
    </message>
    <message>
        <source>Keep this plan in slot A, B or C to compare it with others</source>
        <translation>Diesen Plan auf Platz A, B oder C behalten, um ihn mit anderen zu vergleichen</translation>
    </message>
    <message>
        <source>C&amp;ompare…</source>
        <translation>Ver&amp;gleichen…</translation>
    </message>
    <message>
        <source>Scores and graphs of the kept plans side by side</source>
        <translation>Bewertungen und Graphen der behaltenen Pläne nebeneinander</translation>
    </message>
    <message>
        <source>Open a machine with interrupts first.</source>
        <translation>Öffnen Sie zuerst einen Rechner mit Interrupts.</translation>
    </message>
    <message>
        <source>Generating a plan with %1…</source>
        <translation>Plan wird mit %1 erzeugt…</translation>
    </message>
    <message>
        <source>Cancelled; the plan being generated will be dropped.</source>
        <translation>Abgebrochen; der gerade erzeugte Plan wird verworfen.</translation>
    </message>
    <message>
        <source>No plan yet: pick an algorithm and the IRQs, then Generate.</source>
        <translation>Noch kein Plan: Wählen Sie einen Algorithmus und die IRQs, dann Erzeugen.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; on &lt;tt&gt;%2&lt;/tt&gt;: %n IRQs, </source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; auf &lt;tt&gt;%2&lt;/tt&gt;: %n IRQ, </numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; auf &lt;tt&gt;%2&lt;/tt&gt;: %n IRQs, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Verschiebung</numerusform>
            <numerusform>%n Verschiebungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Weights: %1</source>
        <translation>Gewichte: %1</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>Keine Befunde.</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>Warnungen (%1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>Behalten: %1</translation>
    </message>
    <message>
        <source>Generate a plan first.</source>
        <translation>Erzeugen Sie zuerst einen Plan.</translation>
    </message>
    <message>
        <source>Kept %1 as plan %2.</source>
        <translation>%1 als Plan %2 behalten.</translation>
    </message>
    <message>
        <source>All %1 comparison slots are taken: remove a plan in the compare view first.</source>
        <translation>Alle %1 Vergleichsplätze sind belegt: Entfernen Sie zuerst einen Plan in der Vergleichsansicht.</translation>
    </message>
    <message>
        <source>There is nothing to accept the plan into.</source>
        <translation>Es gibt nichts, in das der Plan übernommen werden könnte.</translation>
    </message>
    <message>
        <source>%1 is in the pending changes (Undo takes it back).</source>
        <translation>%1 ist in den ausstehenden Änderungen (Rückgängig nimmt es zurück).</translation>
    </message>
    <message>
        <source>Plan %1 is empty.</source>
        <translation>Plan %1 ist leer.</translation>
    </message>
    <message>
        <source>%1 (plan %2)</source>
        <translation>%1 (Plan %2)</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>The machine as it is now, over the same IRQs (effective affinity, else affinity, else the CPUs they fired on)</source>
        <translation>Die Maschine, wie sie jetzt ist, über dieselben IRQs (effektive Affinität, sonst Affinität, sonst die CPUs, auf denen sie ausgelöst wurden)</translation>
    </message>
    <message numerus="yes">
        <source>Planning the %n IRQ(s) selected in the Interrupts table; edit IRQs to plan others.</source>
        <translation>
            <numerusform>Geplant wird der %n in der Interrupt-Tabelle gewählte IRQ; ändern Sie IRQs, um andere zu planen.</numerusform>
            <numerusform>Geplant werden die %n in der Interrupt-Tabelle gewählten IRQs; ändern Sie IRQs, um andere zu planen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::PlanRequestForm</name>
    <message>
        <source>e.g. if:eth0, name:mlx5_comp, 30-40, all</source>
        <translation>z. B. if:eth0, name:mlx5_comp, 30-40, all</translation>
    </message>
    <message>
        <source>Interrupts to plan: numbers and ranges (30,32-40), all, name:REGEX, dev:BDF, if:IFACE, driver:NAME; comma-separated, as irqatlas-cli plan --irqs.</source>
        <translation>Zu planende Interrupts: Nummern und Bereiche (30,32-40), all, name:REGEX, dev:BDF, if:IFACE, driver:NAME; kommagetrennt, wie bei irqatlas-cli plan --irqs.</translation>
    </message>
    <message>
        <source>from each device</source>
        <translation>vom jeweiligen Gerät</translation>
    </message>
    <message>
        <source>Device node for every IRQ (-1 = none); empty: each IRQ's own device node.</source>
        <translation>Geräteknoten für jeden IRQ (-1 = keiner); leer: der eigene Geräteknoten jedes IRQs.</translation>
    </message>
    <message>
        <source>online, allowed, not isolated</source>
        <translation>online, erlaubt, nicht isoliert</translation>
    </message>
    <message>
        <source>Candidate CPUs as a list (0-7,16); empty: online, allowed and not isolated.</source>
        <translation>Kandidaten-CPUs als Liste (0-7,16); leer: online, erlaubt und nicht isoliert.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>CPUs never to use, as a list (0,1).</source>
        <translation>CPUs, die nie verwendet werden, als Liste (0,1).</translation>
    </message>
    <message>
        <source>&amp;Live rates</source>
        <translation>&amp;Live-Raten</translation>
    </message>
    <message>
        <source>Weigh each IRQ by its rate in the live monitor's latest interval; unticked, or without live rates: by its count since boot, as irqatlas-cli plan does.</source>
        <translation>Jeden IRQ nach seiner Rate im letzten Intervall der Live-Überwachung gewichten; nicht angehakt oder ohne Live-Raten: nach seinem Zählerstand seit dem Systemstart, wie irqatlas-cli plan.</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithmus:</translation>
    </message>
    <message>
        <source>&amp;IRQs:</source>
        <translation>&amp;IRQs:</translation>
    </message>
    <message>
        <source>&amp;Node:</source>
        <translation>&amp;Knoten:</translation>
    </message>
    <message>
        <source>C&amp;PUs:</source>
        <translation>C&amp;PUs:</translation>
    </message>
    <message>
        <source>E&amp;xclude:</source>
        <translation>Aus&amp;schließen:</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>Gewichte:</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>This algorithm takes no parameters.</source>
        <translation>Dieser Algorithmus nimmt keine Parameter.</translation>
    </message>
    <message>
        <source>live rates over %1 s</source>
        <translation>Live-Raten über %1 s</translation>
    </message>
    <message>
        <source>interrupt counts since boot</source>
        <translation>Interrupt-Zählerstände seit dem Systemstart</translation>
    </message>
    <message>
        <source>interrupt counts since boot (no live rates)</source>
        <translation>Interrupt-Zählerstände seit dem Systemstart (keine Live-Raten)</translation>
    </message>
    <message>
        <source>over %1 s, the live monitor's latest interval</source>
        <translation>über %1 s, das letzte Intervall der Live-Überwachung</translation>
    </message>
    <message>
        <source>online, allowed, not isolated (%1)</source>
        <translation>online, erlaubt, nicht isoliert (%1)</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>%1, required</source>
        <translation>%1, erforderlich</translation>
    </message>
    <message>
        <source>%1; empty: %2</source>
        <translation>%1; leer: %2</translation>
    </message>
    <message>
        <source>Say which IRQs to plan, e.g. "all".</source>
        <translation>Geben Sie an, welche IRQs geplant werden sollen, z. B. "all".</translation>
    </message>
    <message>
        <source>IRQs: %1</source>
        <translation>IRQs: %1</translation>
    </message>
    <message>
        <source>Node: "%1" is not a number</source>
        <translation>Knoten: "%1" ist keine Zahl</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>Ausschließen</translation>
    </message>
    <message>
        <source>&amp;Measured time</source>
        <translation>&amp;Gemessene Zeit</translation>
    </message>
    <message>
        <source>Weigh each IRQ by its handler time in the last Measure IRQ Cost (Live dock), so a 20 µs completion outweighs a 50 ns timer that fires as often; before the live rates and the counts.</source>
        <translation>Jeden IRQ nach seiner Handler-Zeit in der letzten Messung „IRQ-Kosten messen“ (Live-Dock) gewichten, sodass eine 20-µs-Completion einen gleich häufigen 50-ns-Timer überwiegt; vor den Live-Raten und den Zählungen.</translation>
    </message>
    <message>
        <source>IRQ time measured over %1 s</source>
        <translation>IRQ-Zeit über %1 s gemessen</translation>
    </message>
    <message>
        <source>handler time measured over %1 s (Measure IRQ Cost)</source>
        <translation>Handler-Zeit über %1 s gemessen (IRQ-Kosten messen)</translation>
    </message>
    <message>
        <source>the last measurement</source>
        <translation>die letzte Messung</translation>
    </message>
</context>
<context>
    <name>irqatlas::PromFleetDialog</name>
    <message>
        <source>Password File</source>
        <translation>Passwortdatei</translation>
    </message>
    <message>
        <source>Connect to Prometheus</source>
        <translation>Mit Prometheus verbinden</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>none (no basic auth)</source>
        <translation>keiner (keine Basic-Auth)</translation>
    </message>
    <message>
        <source>its first line is the password</source>
        <translation>ihre erste Zeile ist das Passwort</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Password file:</source>
        <translation>&amp;Passwortdatei:</translation>
    </message>
    <message>
        <source>or &amp;environment variable:</source>
        <translation>oder &amp;Umgebungsvariable:</translation>
    </message>
    <message>
        <source>&amp;Rate window:</source>
        <translation>&amp;Ratenfenster:</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>Password file %1: no such file</source>
        <translation>Passwortdatei %1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>A password file needs a user.</source>
        <translation>Eine Passwortdatei braucht einen Benutzer.</translation>
    </message>
    <message>
        <source>User %1 needs a password file or an environment variable.</source>
        <translation>Benutzer %1 braucht eine Passwortdatei oder eine Umgebungsvariable.</translation>
    </message>
</context>
<context>
    <name>irqatlas::PromHistoryDialog</name>
    <message>
        <source>Prometheus History</source>
        <translation>Prometheus-Verlauf</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Replay %1 as Prometheus kept it: one sample per step, the last scrape at or before each step's time.</source>
        <translation>%1 so abspielen, wie Prometheus es aufbewahrt hat: ein Messwert je Schritt, der letzte Scrape zum oder vor dem Zeitpunkt jedes Schritts.</translation>
    </message>
    <message>
        <source>&amp;From (UTC):</source>
        <translation>&amp;Von (UTC):</translation>
    </message>
    <message>
        <source>&amp;To (UTC):</source>
        <translation>&amp;Bis (UTC):</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>&amp;Schritt:</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>The end must be later than the start.</source>
        <translation>Das Ende muss nach dem Anfang liegen.</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n Messwert</numerusform>
            <numerusform>%n Messwerte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::QueueModel</name>
    <message>
        <source>“%1” is not a CPU list (like 0-3,8): %2</source>
        <translation>„%1“ ist keine CPU-Liste (wie 0-3,8): %2</translation>
    </message>
    <message>
        <source>CPU %1 is not on this machine (CPUs %2).</source>
        <translation>CPU %1 gibt es auf diesem Rechner nicht (CPUs %2).</translation>
    </message>
    <message>
        <source>Not offered: %1</source>
        <translation>Nicht angeboten: %1</translation>
    </message>
    <message>
        <source>From the kernel's netdev netlink family</source>
        <translation>Aus der netdev-netlink-Familie des Kernels</translation>
    </message>
    <message>
        <source>From an action name in /proc/interrupts</source>
        <translation>Aus einem Aktionsnamen in /proc/interrupts</translation>
    </message>
    <message>
        <source>No IRQ is known for this queue</source>
        <translation>Für diese Warteschlange ist kein IRQ bekannt</translation>
    </message>
    <message>
        <source>CPUs the NAPI thread may run on; type a CPU list to pin it (the kernel's NAPI documentation pins it to the CPU that services its interrupt)</source>
        <translation>CPUs, auf denen der NAPI-Thread laufen darf; eine CPU-Liste eingeben, um ihn festzulegen (die NAPI-Dokumentation des Kernels legt ihn auf die CPU fest, die seinen Interrupt bedient)</translation>
    </message>
    <message>
        <source>No NAPI thread is known for this queue (threaded NAPI off, or no NAPI id from the kernel)</source>
        <translation>Für diese Warteschlange ist kein NAPI-Thread bekannt (Threaded NAPI aus oder keine NAPI-ID vom Kernel)</translation>
    </message>
    <message>
        <source>CPUs that receive packet steering may hand this queue's packets to; empty: off</source>
        <translation>CPUs, an die Receive Packet Steering die Pakete dieser Warteschlange übergeben darf; leer: aus</translation>
    </message>
    <message>
        <source>Flow table entries of receive flow steering; 0: off</source>
        <translation>Einträge der Flusstabelle von Receive Flow Steering; 0: aus</translation>
    </message>
    <message>
        <source>CPUs whose transmits use this queue; empty: off</source>
        <translation>CPUs, deren Sendevorgänge diese Warteschlange nutzen; leer: aus</translation>
    </message>
    <message>
        <source>Receive queues whose flows transmit on this queue (queue numbers, not CPUs); empty: off</source>
        <translation>Empfangswarteschlangen, deren Flüsse über diese Warteschlange senden (Warteschlangennummern, keine CPUs); leer: aus</translation>
    </message>
    <message>
        <source>Pending: %1 (now %2)</source>
        <translation>Ausstehend: %1 (jetzt %2)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1 (threaded NAPI)</source>
        <translation>%1 (Threaded NAPI)</translation>
    </message>
    <message>
        <source>%1 (NAPI in softirq)</source>
        <translation>%1 (NAPI im Softirq)</translation>
    </message>
    <message>
        <source>Whether NAPI runs in threads is not known for this source</source>
        <translation>Ob NAPI in Threads läuft, ist für diese Quelle nicht bekannt</translation>
    </message>
    <message>
        <source>Threaded NAPI: each queue's polling runs in a napi/ kernel thread</source>
        <translation>Threaded NAPI: das Polling jeder Warteschlange läuft in einem napi/-Kernel-Thread</translation>
    </message>
    <message>
        <source>NAPI polls in softirq context (threaded is 0)</source>
        <translation>NAPI pollt im Softirq-Kontext (threaded ist 0)</translation>
    </message>
    <message>
        <source>→ off</source>
        <translation>→ aus</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>IRQ</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>IRQ CPUs</source>
        <translation>IRQ-CPUs</translation>
    </message>
    <message>
        <source>NAPI thread</source>
        <translation>NAPI-Thread</translation>
    </message>
    <message>
        <source>NAPI CPUs</source>
        <translation>NAPI-CPUs</translation>
    </message>
    <message>
        <source>rps_cpus</source>
        <translation>rps_cpus</translation>
    </message>
    <message>
        <source>rps_flow_cnt</source>
        <translation>rps_flow_cnt</translation>
    </message>
    <message>
        <source>xps_cpus</source>
        <translation>xps_cpus</translation>
    </message>
    <message>
        <source>xps_rxqs</source>
        <translation>xps_rxqs</translation>
    </message>
    <message>
        <source>CPUs the queue's IRQ is delivered to (effective affinity)</source>
        <translation>CPUs, an die der IRQ der Warteschlange zugestellt wird (effektive Affinität)</translation>
    </message>
    <message>
        <source>The napi/ kernel thread that polls the queue (threaded NAPI)</source>
        <translation>Der napi/-Kernel-Thread, der die Warteschlange pollt (Threaded NAPI)</translation>
    </message>
    <message>
        <source>This cell cannot be edited.</source>
        <translation>Diese Zelle kann nicht bearbeitet werden.</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>%1: “%2” is not a whole number of flows (0 turns it off).</source>
        <translation>%1: „%2“ ist keine ganze Zahl von Flüssen (0 schaltet es aus).</translation>
    </message>
    <message>
        <source>%1: “%2” is not a list of receive queues (like 0-3): %3</source>
        <translation>%1: „%2“ ist keine Liste von Empfangswarteschlangen (wie 0-3): %3</translation>
    </message>
    <message>
        <source>%1: %2 has no receive queue %3 (its receive queues: %4).</source>
        <translation>%1: %2 hat keine Empfangswarteschlange %3 (seine Empfangswarteschlangen: %4).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: a NAPI thread needs at least one CPU.</source>
        <translation>%1: ein NAPI-Thread braucht mindestens eine CPU.</translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation>%1 auf %2 setzen</translation>
    </message>
</context>
<context>
    <name>irqatlas::QueuesPanel</name>
    <message>
        <source>No network interface with queues on this machine (lo is not listed).</source>
        <translation>Keine Netzwerkschnittstelle mit Warteschlangen auf diesem Rechner (lo wird nicht aufgeführt).</translation>
    </message>
    <message>
        <source>No queues: this source does not carry network queues (a recording, a Prometheus instance, a topology or an interrupts file alone, or a snapshot saved before queues were kept).</source>
        <translation>Keine Warteschlangen: diese Quelle enthält keine Netzwerkwarteschlangen (eine Aufzeichnung, eine Prometheus-Instanz, nur eine Topologie- oder Interrupts-Datei oder ein Snapshot, der gespeichert wurde, bevor Warteschlangen erfasst wurden).</translation>
    </message>
    <message>
        <source>Double-click a CPU list or count to change it; edits join the pending changes.</source>
        <translation>Eine CPU-Liste oder Anzahl doppelklicken, um sie zu ändern; Änderungen kommen zu den ausstehenden Änderungen hinzu.</translation>
    </message>
</context>
<context>
    <name>irqatlas::RemoteApplyBackend</name>
    <message>
        <source>&lt;b&gt;irqatlas-helper is not installed there&lt;/b&gt;: Apply will be refused</source>
        <translation>&lt;b&gt;irqatlas-helper ist dort nicht installiert&lt;/b&gt;: Anwenden wird abgelehnt</translation>
    </message>
    <message>
        <source>the installed irqatlas-helper</source>
        <translation>den installierten irqatlas-helper</translation>
    </message>
    <message>
        <source>the plan script (&lt;code&gt;sh -s&lt;/code&gt;; no irqatlas-helper installed there)</source>
        <translation>das Plan-Skript (&lt;code&gt;sh -s&lt;/code&gt;; dort ist kein irqatlas-helper installiert)</translation>
    </message>
    <message>
        <source>%1, as root</source>
        <translation>%1, als root</translation>
    </message>
    <message>
        <source>%1 with sudo</source>
        <translation>%1 mit sudo</translation>
    </message>
    <message>
        <source>%1 with sudo (asks for the password)</source>
        <translation>%1 mit sudo (fragt nach dem Passwort)</translation>
    </message>
    <message>
        <source>%1 — &lt;b&gt;but the login user is not root and sudo refuses it&lt;/b&gt;</source>
        <translation>%1 — &lt;b&gt;aber der angemeldete Benutzer ist nicht root, und sudo verweigert ihm den Zugriff&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 — &lt;b&gt;but the login user is not root and sudo is not installed&lt;/b&gt;</source>
        <translation>%1 — &lt;b&gt;aber der angemeldete Benutzer ist nicht root, und sudo ist nicht installiert&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Applies on&lt;/b&gt; %1 over SSH &lt;b&gt;through&lt;/b&gt; %2.</source>
        <translation>&lt;b&gt;Anwenden auf&lt;/b&gt; %1 über SSH &lt;b&gt;durch&lt;/b&gt; %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Applies on&lt;/b&gt; %1 over SSH. &lt;b&gt;The check failed:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Anwenden auf&lt;/b&gt; %1 über SSH. &lt;b&gt;Die Prüfung ist fehlgeschlagen:&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Applies on&lt;/b&gt; %1 over SSH. Checking how…</source>
        <translation>&lt;b&gt;Anwenden auf&lt;/b&gt; %1 über SSH. Der Weg wird geprüft…</translation>
    </message>
    <message numerus="yes">
        <source>Without a confirmation within %n second(s) the host restores every IRQ by itself, also when the connection drops.</source>
        <translation>
            <numerusform>Ohne Bestätigung innerhalb von %n Sekunde stellt der Host jeden IRQ von selbst wieder her, auch wenn die Verbindung abbricht.</numerusform>
            <numerusform>Ohne Bestätigung innerhalb von %n Sekunden stellt der Host jeden IRQ von selbst wieder her, auch wenn die Verbindung abbricht.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;h3&gt;Applying on %1…&lt;/h3&gt;The remote side checks the plan against its running kernel, keeps a journal, writes each IRQ and reads it back. sudo may ask for a password.</source>
        <translation>&lt;h3&gt;Wird auf %1 angewendet…&lt;/h3&gt;Die Gegenseite prüft den Plan gegen ihren laufenden Kernel, führt ein Journal, schreibt jeden IRQ und liest ihn zurück. sudo fragt eventuell nach einem Passwort.</translation>
    </message>
</context>
<context>
    <name>irqatlas::ReplayBar</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Show the interval before this one</source>
        <translation>Das Intervall vor diesem zeigen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play or pause the replay</source>
        <translation>Wiedergabe abspielen oder anhalten</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>Show the interval after this one</source>
        <translation>Das Intervall nach diesem zeigen</translation>
    </message>
    <message>
        <source>Replay position</source>
        <translation>Wiedergabeposition</translation>
    </message>
    <message>
        <source>Jump to a time of the recording</source>
        <translation>Zu einem Zeitpunkt der Aufzeichnung springen</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Wiedergabegeschwindigkeit</translation>
    </message>
    <message>
        <source>How fast the recording plays, against the time it was recorded in</source>
        <translation>Wie schnell die Aufzeichnung abläuft, gemessen an der Zeit ihrer Aufnahme</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <source>Start again from the beginning at the end of the recording</source>
        <translation>Am Ende der Aufzeichnung von vorn beginnen</translation>
    </message>
    <message>
        <source>Stop Replay</source>
        <translation>Wiedergabe beenden</translation>
    </message>
    <message>
        <source>Leave the replay and show this tab's machine again</source>
        <translation>Die Wiedergabe verlassen und wieder den Rechner dieses Tabs zeigen</translation>
    </message>
    <message>
        <source>Replay:</source>
        <translation>Wiedergabe:</translation>
    </message>
    <message>
        <source>%1 s of %2 s, interval %3 of %4</source>
        <translation>%1 s von %2 s, Intervall %3 von %4</translation>
    </message>
    <message>
        <source>Recorded every %1 s</source>
        <translation>Aufgezeichnet alle %1 s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Compare Ranges</source>
        <translation>Bereiche vergleichen</translation>
    </message>
    <message>
        <source>Paint on the graph how each CPU's IRQ time changed between two ranges of the recording</source>
        <translation>Im Graphen zeigen, wie sich die IRQ-Zeit jeder CPU zwischen zwei Bereichen der Aufzeichnung geändert hat</translation>
    </message>
    <message>
        <source>Range A</source>
        <translation>Bereich A</translation>
    </message>
    <message>
        <source>Range A: the intervals compared against</source>
        <translation>Bereich A: die Intervalle, mit denen verglichen wird</translation>
    </message>
    <message>
        <source>Range B</source>
        <translation>Bereich B</translation>
    </message>
    <message>
        <source>Range B: the intervals whose change against A is painted</source>
        <translation>Bereich B: die Intervalle, deren Änderung gegenüber A gezeigt wird</translation>
    </message>
    <message>
        <source>A:</source>
        <translation>A:</translation>
    </message>
    <message>
        <source>B:</source>
        <translation>B:</translation>
    </message>
    <message>
        <source>%1–%2 s</source>
        <translation>%1–%2 s</translation>
    </message>
    <message>
        <source>A %1, B %2</source>
        <translation>A %1, B %2</translation>
    </message>
</context>
<context>
    <name>irqatlas::ReportExportDialog</name>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Trial Folder</source>
        <translation>Versuchsordner</translation>
    </message>
    <message>
        <source>Recording</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <source>Recordings (*.jsonl);;All files (*)</source>
        <translation>Aufzeichnungen (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Recording:</source>
        <translation>Aufzeichnung:</translation>
    </message>
    <message>
        <source>optional: a file of irqatlas-cli watch --record</source>
        <translation>optional: eine Datei von irqatlas-cli watch --record</translation>
    </message>
    <message>
        <source>Trial folder:</source>
        <translation>Versuchsordner:</translation>
    </message>
    <message>
        <source>optional: irqatlas-cli trial --out DIR, or Try Plan's saved results</source>
        <translation>optional: irqatlas-cli trial --out DIR oder die gespeicherten Ergebnisse von „Plan ausprobieren“</translation>
    </message>
    <message>
        <source>HTML: one self-contained file</source>
        <translation>HTML: eine eigenständige Datei</translation>
    </message>
    <message>
        <source>PDF: for printing</source>
        <translation>PDF: zum Drucken</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>The report holds the machine on show, its interrupts and the pending changes; a recording adds its load over time, a trial folder its verdict and plots.</source>
        <translation>Der Bericht enthält die gezeigte Maschine, ihre Interrupts und die ausstehenden Änderungen; eine Aufzeichnung fügt ihre Last über die Zeit hinzu, ein Versuchsordner sein Urteil und seine Diagramme.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
</context>
<context>
    <name>irqatlas::ReportPdf</name>
    <message>
        <source>(a chart that the PDF writer cannot draw: see the HTML report)</source>
        <translation>(ein Diagramm, das der PDF-Schreiber nicht zeichnen kann: siehe den HTML-Bericht)</translation>
    </message>
    <message>
        <source>the PDF writer produced no document</source>
        <translation>der PDF-Schreiber hat kein Dokument erzeugt</translation>
    </message>
    <message>
        <source>the report is %1 MB of HTML, more than the %2 MB a PDF is made from: export it as HTML</source>
        <translation>der Bericht umfasst %1 MB HTML, mehr als die %2 MB, aus denen ein PDF erstellt wird: exportieren Sie ihn als HTML</translation>
    </message>
</context>
<context>
    <name>irqatlas::Sampler</name>
    <message>
        <source>sampling interval %1 s is out of range (%2 s to %3 s)</source>
        <translation>Messintervall %1 s liegt außerhalb des zulässigen Bereichs (%2 s bis %3 s)</translation>
    </message>
</context>
<context>
    <name>irqatlas::SoftirqBars</name>
    <message>
        <source>softirqs/s</source>
        <translation>Softirqs/s</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message numerus="yes">
        <source>CPU (the %n busiest)</source>
        <translation>
            <numerusform>CPU (die %n meistbeschäftigte)</numerusform>
            <numerusform>CPU (die %n meistbeschäftigten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CPU (the %n busiest of the selection)</source>
        <translation>
            <numerusform>CPU (die %n meistbeschäftigte der Auswahl)</numerusform>
            <numerusform>CPU (die %n meistbeschäftigten der Auswahl)</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU (selected)</source>
        <translation>CPU (ausgewählt)</translation>
    </message>
    <message>
        <source>softirq time %</source>
        <translation>Softirq-Zeit %</translation>
    </message>
</context>
<context>
    <name>irqatlas::SourceBanner</name>
    <message>
        <source>Hide this note for the machine on show</source>
        <translation>Diesen Hinweis für die angezeigte Maschine ausblenden</translation>
    </message>
    <message>
        <source>Hide the note on disagreeing sources</source>
        <translation>Hinweis auf widersprüchliche Quellen ausblenden</translation>
    </message>
    <message>
        <source>The source's files do not describe the same machine as its topology; what the topology has no place for is not shown:</source>
        <translation>Die Dateien der Quelle beschreiben nicht dieselbe Maschine wie ihre Topologie; was in der Topologie keinen Platz hat, wird nicht angezeigt:</translation>
    </message>
    <message>
        <source>Sources disagree</source>
        <translation>Quellen widersprechen sich</translation>
    </message>
</context>
<context>
    <name>irqatlas::TopologyView</name>
    <message>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>core %1 (CPUs %2)</source>
        <translation>Kern %1 (CPUs %2)</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA-Knoten %1</translation>
    </message>
    <message>
        <source>package %1</source>
        <translation>Paket %1</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Nach %1 verschieben</translation>
    </message>
    <message>
        <source>%1 (CPUs %2)</source>
        <translation>%1 (CPUs %2)</translation>
    </message>
</context>
<context>
    <name>irqatlas::TryPlanDialog</name>
    <message>
        <source>Try Plan</source>
        <translation>Plan ausprobieren</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>Ausgangsmessung:</translation>
    </message>
    <message>
        <source>After the plan settled:</source>
        <translation>Nach dem Einpendeln des Plans:</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Intervall:</translation>
    </message>
    <message>
        <source>Dry run: apply nothing, measure twice (the machine's own noise)</source>
        <translation>Probelauf: nichts anwenden, zweimal messen (das eigene Rauschen des Rechners)</translation>
    </message>
    <message>
        <source>The plan is applied only for the trial and reverted afterwards unless you keep it.</source>
        <translation>Der Plan wird nur für den Versuch angewendet und danach zurückgenommen, sofern Sie ihn nicht behalten.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Davor</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Danach</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>Keep the plan, or revert it; without an answer it is reverted in %1 s.</source>
        <translation>Plan behalten oder zurücknehmen; ohne Antwort wird er in %1 s zurückgenommen.</translation>
    </message>
    <message>
        <source>The trial stopped: %1</source>
        <translation>Der Versuch wurde beendet: %1</translation>
    </message>
    <message>
        <source>The sample source ended before the trial did.</source>
        <translation>Die Messquelle endete vor dem Versuch.</translation>
    </message>
    <message>
        <source>Measuring the baseline…</source>
        <translation>Ausgangsmessung läuft…</translation>
    </message>
    <message>
        <source>Applying the plan…</source>
        <translation>Plan wird angewendet…</translation>
    </message>
    <message>
        <source>Measuring after the plan…</source>
        <translation>Messung nach dem Plan läuft…</translation>
    </message>
    <message>
        <source>Settling for one interval…</source>
        <translation>Ein Intervall zum Einpendeln…</translation>
    </message>
    <message>
        <source>better</source>
        <translation>besser</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>schlechter</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>within noise</source>
        <translation>im Rauschen</translation>
    </message>
    <message>
        <source>Dry run done: nothing was applied.</source>
        <translation>Probelauf fertig: nichts wurde angewendet.</translation>
    </message>
    <message>
        <source>Keep the plan, or revert it.</source>
        <translation>Plan behalten oder zurücknehmen.</translation>
    </message>
    <message>
        <source>Optional, e.g. iperf3 -c host -t 5 | tail -3</source>
        <translation>Optional, z. B. iperf3 -c host -t 5 | tail -3</translation>
    </message>
    <message>
        <source>Run with /bin/sh -c exactly as typed at the end of each phase; the last number it prints is the phase's figure.</source>
        <translation>Wird am Ende jeder Phase genau wie eingegeben mit /bin/sh -c ausgeführt; die letzte ausgegebene Zahl ist der Wert der Phase.</translation>
    </message>
    <message>
        <source>Metric command:</source>
        <translation>Messbefehl:</translation>
    </message>
    <message>
        <source>Save &amp;Results…</source>
        <translation>&amp;Ergebnisse speichern…</translation>
    </message>
    <message>
        <source>Write both recordings, the plan, the journal and the report into a new or empty folder (as irqatlas-cli trial --out DIR does).</source>
        <translation>Beide Aufzeichnungen, den Plan, das Journal und den Bericht in einen neuen oder leeren Ordner schreiben (wie irqatlas-cli trial --out DIR).</translation>
    </message>
    <message>
        <source>Running the metric command…</source>
        <translation>Messbefehl läuft…</translation>
    </message>
    <message>
        <source>The metric command "%1" cannot start: %2</source>
        <translation>Der Messbefehl „%1“ kann nicht starten: %2</translation>
    </message>
    <message>
        <source>The metric command "%1" was killed.</source>
        <translation>Der Messbefehl „%1“ wurde beendet (kill).</translation>
    </message>
    <message>
        <source>The metric command "%1" failed with exit status %2.</source>
        <translation>Der Messbefehl „%1“ ist mit Exit-Status %2 fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The metric command "%1" printed no number.</source>
        <translation>Der Messbefehl „%1“ hat keine Zahl ausgegeben.</translation>
    </message>
    <message>
        <source>Metric command</source>
        <translation>Messbefehl</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>One figure per phase has no spread to judge it against.</source>
        <translation>Ein Wert pro Phase hat keine Streuung, an der er sich messen ließe.</translation>
    </message>
    <message>
        <source>There are no results to save yet.</source>
        <translation>Es gibt noch keine Ergebnisse zum Speichern.</translation>
    </message>
    <message>
        <source>%1 exists and is not a folder.</source>
        <translation>%1 existiert und ist kein Ordner.</translation>
    </message>
    <message>
        <source>%1 is not empty; the results of a trial go into an empty or new folder.</source>
        <translation>%1 ist nicht leer; die Ergebnisse eines Versuchs kommen in einen leeren oder neuen Ordner.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Save Results into a New or Empty Folder</source>
        <translation>Ergebnisse in einen neuen oder leeren Ordner speichern</translation>
    </message>
    <message>
        <source>Save Results</source>
        <translation>Ergebnisse speichern</translation>
    </message>
    <message>
        <source>The results are in %1.</source>
        <translation>Die Ergebnisse liegen in %1.</translation>
    </message>
    <message>
        <source>The results are in %1; %2.</source>
        <translation>Die Ergebnisse liegen in %1; %2.</translation>
    </message>
</context>
<context>
    <name>irqatlas::WorkspaceWindow</name>
    <message>
        <source>Connect to &amp;Host…</source>
        <translation>Mit &amp;Host verbinden…</translation>
    </message>
    <message>
        <source>Read a remote machine over ssh, in a new tab</source>
        <translation>Einen entfernten Rechner über ssh lesen, in einem neuen Tab</translation>
    </message>
    <message>
        <source>&amp;New Tab</source>
        <translation>Neuer &amp;Tab</translation>
    </message>
    <message>
        <source>Close &amp;Tab</source>
        <translation>Tab sch&amp;ließen</translation>
    </message>
    <message>
        <source>Close the current tab</source>
        <translation>Den aktuellen Tab schließen</translation>
    </message>
    <message>
        <source>irqatlas</source>
        <translation>irqatlas</translation>
    </message>
    <message>
        <source>&amp;This Machine</source>
        <translation>&amp;Dieser Rechner</translation>
    </message>
    <message>
        <source>&amp;Snapshot Directory…</source>
        <translation>&amp;Snapshot-Verzeichnis…</translation>
    </message>
    <message>
        <source>Snapshot &amp;Archive…</source>
        <translation>Snapshot-&amp;Archiv…</translation>
    </message>
    <message>
        <source>hwloc &amp;XML…</source>
        <translation>hwloc-&amp;XML…</translation>
    </message>
    <message>
        <source>Topology &amp;JSON…</source>
        <translation>Topologie-&amp;JSON…</translation>
    </message>
    <message>
        <source>/proc/&amp;interrupts File…</source>
        <translation>/proc/&amp;interrupts-Datei…</translation>
    </message>
    <message>
        <source>New tab: this machine, a saved machine or a remote host</source>
        <translation>Neuer Tab: dieser Rechner, ein gespeicherter Rechner oder ein entfernter Host</translation>
    </message>
    <message numerus="yes">
        <source>Left out %n remembered tab(s) of a kind this version does not know: %1</source>
        <translation>
            <numerusform>%n gemerkter Tab einer Art, die diese Version nicht kennt, ausgelassen: %1</numerusform>
            <numerusform>%n gemerkte Tabs einer Art, die diese Version nicht kennt, ausgelassen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Fleet…</source>
        <translation>&amp;Flotte öffnen…</translation>
    </message>
    <message>
        <source>Read many hosts over ssh, from an Ansible inventory or a host list, grouped by machine class</source>
        <translation>Viele Hosts über ssh lesen, aus einem Ansible-Inventar oder einer Hostliste, nach Maschinenklasse gruppiert</translation>
    </message>
    <message>
        <source>Connect to &amp;Prometheus…</source>
        <translation>Mit &amp;Prometheus verbinden…</translation>
    </message>
    <message>
        <source>The fleet as a Prometheus server's node_exporter targets</source>
        <translation>Die Flotte als die node_exporter-Ziele eines Prometheus-Servers</translation>
    </message>
    <message numerus="yes">
        <source>Left out %n remembered Prometheus tab(s) whose settings are not valid: %1</source>
        <translation><numerusform>%n gemerkter Prometheus-Tab mit ungültigen Einstellungen ausgelassen: %1</numerusform><numerusform>%n gemerkte Prometheus-Tabs mit ungültigen Einstellungen ausgelassen: %1</numerusform></translation>
    </message>
</context>
<context>
    <name>irqatlas::interrupts</name>
    <message>
        <source>expected the header line "CPU0 CPU1 …", found %1 (header missing?)</source>
        <translation>Kopfzeile "CPU0 CPU1 …" erwartet, %1 gefunden (Kopfzeile fehlt?)</translation>
    </message>
    <message>
        <source>header column %1 is %2, not CPU&lt;n&gt;</source>
        <translation>Kopfspalte %1 ist %2, nicht CPU&lt;n&gt;</translation>
    </message>
    <message>
        <source>empty header line</source>
        <translation>leere Kopfzeile</translation>
    </message>
    <message>
        <source>row does not start with "&lt;irq&gt;:": %1</source>
        <translation>Zeile beginnt nicht mit "&lt;irq&gt;:": %1</translation>
    </message>
    <message>
        <source>IRQ number %1 out of range</source>
        <translation>IRQ-Nummer %1 außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <source>count %1 (%2) does not fit in 64 bits</source>
        <translation>Zähler %1 (%2) passt nicht in 64 Bit</translation>
    </message>
    <message>
        <source>IRQ %1 has %2 of %3 counts (file cut off?)</source>
        <translation>IRQ %1 hat %2 von %3 Zählern (Datei abgeschnitten?)</translation>
    </message>
    <message>
        <source>count %1 of IRQ %2 is not a number: %3 (column %4)</source>
        <translation>Zähler %1 von IRQ %2 ist keine Zahl: %3 (Spalte %4)</translation>
    </message>
    <message>
        <source>row %1 has no counts</source>
        <translation>Zeile %1 hat keine Zähler</translation>
    </message>
    <message>
        <source>row %1 has %2 of %3 counts (file cut off?)</source>
        <translation>Zeile %1 hat %2 von %3 Zählern (Datei abgeschnitten?)</translation>
    </message>
    <message>
        <source>count %1 of row %2 is not a number: %3</source>
        <translation>Zähler %1 von Zeile %2 ist keine Zahl: %3</translation>
    </message>
    <message>
        <source>%1: no "CPU0 CPU1 …" header line (empty file?)</source>
        <translation>%1: keine Kopfzeile "CPU0 CPU1 …" (leere Datei?)</translation>
    </message>
    <message>
        <source>header column %1: %2</source>
        <translation>Kopfspalte %1: %2</translation>
    </message>
    <message>
        <source>more than %1 CPU columns, the supported maximum</source>
        <translation>mehr als %1 CPU-Spalten, das unterstützte Maximum</translation>
    </message>
</context>
<context>
    <name>irqatlas::irqfiles</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>expected a NUMA node number, found %1</source>
        <translation>NUMA-Knotennummer erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>NUMA node %1 is negative</source>
        <translation>NUMA-Knoten %1 ist negativ</translation>
    </message>
    <message>
        <source>empty action name at position %1</source>
        <translation>leerer Action-Name an Position %1</translation>
    </message>
    <message>
        <source>expected one line, found several</source>
        <translation>eine Zeile erwartet, mehrere gefunden</translation>
    </message>
    <message>
        <source>expected a hardware IRQ number, found %1</source>
        <translation>Hardware-IRQ-Nummer erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>no counts</source>
        <translation>keine Zähler</translation>
    </message>
    <message>
        <source>count %1 is not a number: %2 (position %3)</source>
        <translation>Zähler %1 ist keine Zahl: %2 (Position %3)</translation>
    </message>
    <message>
        <source>NUMA node %1 is above the supported maximum %2</source>
        <translation>NUMA-Knoten %1 liegt über dem unterstützten Maximum %2</translation>
    </message>
    <message>
        <source>more than %1 action names, the supported maximum (position %2)</source>
        <translation>mehr als %1 Aktionsnamen, das unterstützte Maximum (Position %2)</translation>
    </message>
    <message>
        <source>more than %1 counts, one per CPU, the supported maximum (position %2)</source>
        <translation>mehr als %1 Zählerwerte, einer pro CPU, das unterstützte Maximum (Position %2)</translation>
    </message>
    <message>
        <source>the control character %1 at byte %2</source>
        <translation>das Steuerzeichen %1 an Byte %2</translation>
    </message>
</context>
<context>
    <name>irqatlas::lineparse</name>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1: %2 bytes, more than the supported maximum of %3</source>
        <translation>%1: %2 Bytes, mehr als das unterstützte Maximum von %3</translation>
    </message>
    <message>
        <source>line is longer than the supported maximum of %1 bytes</source>
        <translation>Zeile ist länger als das unterstützte Maximum von %1 Bytes</translation>
    </message>
    <message>
        <source>more than %1 rows, the supported maximum</source>
        <translation>mehr als %1 Zeilen, das unterstützte Maximum</translation>
    </message>
    <message>
        <source>CPU id %1 is above the supported maximum %2</source>
        <translation>CPU-ID %1 liegt über dem unterstützten Maximum %2</translation>
    </message>
    <message>
        <source>%1 repeats or goes backwards (after %2)</source>
        <translation>%1 wiederholt sich oder geht zurück (nach %2)</translation>
    </message>
    <message>
        <source>header column %1: %2</source>
        <translation>Kopfspalte %1: %2</translation>
    </message>
</context>
<context>
    <name>irqatlas::procstat</name>
    <message>
        <source>bad CPU label %1</source>
        <translation>ungültige CPU-Bezeichnung %1</translation>
    </message>
    <message>
        <source>%1: not a number at column %2</source>
        <translation>%1: keine Zahl in Spalte %2</translation>
    </message>
    <message>
        <source>%1 has %2 time fields, at least 4 expected (file cut off?)</source>
        <translation>%1 hat %2 Zeitfelder, mindestens 4 erwartet (Datei abgeschnitten?)</translation>
    </message>
    <message>
        <source>%1 has no values</source>
        <translation>%1 hat keine Werte</translation>
    </message>
    <message>
        <source>%1: expected one number</source>
        <translation>%1: eine Zahl erwartet</translation>
    </message>
    <message>
        <source>%1: no "cpu" line (not a /proc/stat file?)</source>
        <translation>%1: keine "cpu"-Zeile (keine /proc/stat-Datei?)</translation>
    </message>
    <message>
        <source>more than %1 "cpuN" lines, the supported maximum</source>
        <translation>mehr als %1 "cpuN"-Zeilen, das unterstützte Maximum</translation>
    </message>
    <message>
        <source>%1 has more than %2 values, the supported maximum</source>
        <translation>%1 hat mehr als %2 Werte, das unterstützte Maximum</translation>
    </message>
</context>
<context>
    <name>irqatlas::softirqs</name>
    <message>
        <source>expected the header line "CPU0 CPU1 …", found %1 (header missing?)</source>
        <translation>Kopfzeile "CPU0 CPU1 …" erwartet, %1 gefunden (Kopfzeile fehlt?)</translation>
    </message>
    <message>
        <source>row does not start with "&lt;NAME&gt;:": %1</source>
        <translation>Zeile beginnt nicht mit "&lt;NAME&gt;:": %1</translation>
    </message>
    <message>
        <source>count %1 of %2 is not a number: %3</source>
        <translation>Zähler %1 von %2 ist keine Zahl: %3</translation>
    </message>
    <message>
        <source>%1 has %2 counts for %3 CPU columns%4</source>
        <translation>%1 hat %2 Zähler für %3 CPU-Spalten%4</translation>
    </message>
    <message>
        <source> (file cut off?)</source>
        <translation> (Datei abgeschnitten?)</translation>
    </message>
    <message>
        <source>%1: no "CPU0 CPU1 …" header line (empty file?)</source>
        <translation>%1: keine Kopfzeile "CPU0 CPU1 …" (leere Datei?)</translation>
    </message>
    <message>
        <source>header column %1: %2</source>
        <translation>Kopfspalte %1: %2</translation>
    </message>
    <message>
        <source>more than %1 CPU columns, the supported maximum</source>
        <translation>mehr als %1 CPU-Spalten, das unterstützte Maximum</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>User interface language: de, zh_CN or en.</source>
        <translation>Sprache der Benutzeroberfläche: de, zh_CN oder en.</translation>
    </message>
    <message>
        <source>CPU topology and interrupt affinity visualizer and editor.</source>
        <translation>Visualisierung und Editor für CPU-Topologie und Interrupt-Affinität.</translation>
    </message>
    <message>
        <source>Show a saved machine (snapshot directory or .tar.gz).</source>
        <translation>Einen gespeicherten Rechner anzeigen (Snapshot-Verzeichnis oder .tar.gz).</translation>
    </message>
    <message>
        <source>Show the topology of an hwloc XML file.</source>
        <translation>Die Topologie einer hwloc-XML-Datei anzeigen.</translation>
    </message>
    <message>
        <source>Show an irqatlas topology JSON file.</source>
        <translation>Eine irqatlas-Topologie-JSON-Datei anzeigen.</translation>
    </message>
    <message>
        <source>Show a lone /proc/interrupts file.</source>
        <translation>Eine einzelne /proc/interrupts-Datei anzeigen.</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation>Das Fenster in eine PNG-Datei rendern und beenden.</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1600x1000).</source>
        <translation>Fenstergröße für --screenshot (Standard 1600x1000).</translation>
    </message>
    <message>
        <source>Colours: light, dark or system.</source>
        <translation>Farben: light, dark oder system.</translation>
    </message>
    <message>
        <source>Select an IRQ at start.</source>
        <translation>Beim Start einen IRQ auswählen.</translation>
    </message>
    <message>
        <source>Select a NUMA node at start.</source>
        <translation>Beim Start einen NUMA-Knoten auswählen.</translation>
    </message>
    <message>
        <source>Unknown --theme %1: use light, dark or system.</source>
        <translation>Unbekanntes --theme %1: light, dark oder system verwenden.</translation>
    </message>
    <message>
        <source>Bad --size %1: expected WxH, e.g. 1600x1000.</source>
        <translation>Ungültige --size %1: WxH erwartet, z. B. 1600x1000.</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Replay a monitor recording (irqatlas-cli watch --record) as live heat.</source>
        <translation>Eine Monitoraufzeichnung (irqatlas-cli watch --record) als Live-Wärme abspielen.</translation>
    </message>
    <message>
        <source>Show a remote machine over ssh: [user@]host[:port].</source>
        <translation>Einen entfernten Rechner über ssh anzeigen: [user@]host[:port].</translation>
    </message>
    <message>
        <source>With --host: use this ssh config file instead of ~/.ssh/config (ssh -F).</source>
        <translation>Mit --host: diese ssh-Konfigurationsdatei statt ~/.ssh/config verwenden (ssh -F).</translation>
    </message>
    <message>
        <source>With --host: the private key to offer (ssh -i).</source>
        <translation>Mit --host: der anzubietende private Schlüssel (ssh -i).</translation>
    </message>
    <message>
        <source>Bring the Live dock (plots of the live monitor) to the front.</source>
        <translation>Das Live-Dock (Diagramme der Live-Überwachung) in den Vordergrund holen.</translation>
    </message>
    <message>
        <source>--ssh-config and --identity need --host.</source>
        <translation>--ssh-config und --identity erfordern --host.</translation>
    </message>
    <message>
        <source>Give one of --root, --xml, --topology, --interrupts, --host (--interrupts may go with --xml or --topology).</source>
        <translation>Geben Sie genau eine der Optionen --root, --xml, --topology, --interrupts, --host an (--interrupts ist mit --xml oder --topology kombinierbar).</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
</context>
</TS>