<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CpuSet</name>
    <message>
        <location filename="../core/cpuset.cpp" line="18"/>
        <source>invalid CPU list &quot;%1&quot; at position %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GraphExport</name>
    <message>
        <location filename="../ui/graphexport.cpp" line="63"/>
        <source>Cannot write image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/graphexport.cpp" line="72"/>
        <location filename="../ui/graphexport.cpp" line="85"/>
        <source>irqatlas topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/graphexport.cpp" line="76"/>
        <location filename="../ui/graphexport.cpp" line="79"/>
        <location filename="../ui/graphexport.cpp" line="81"/>
        <source>Cannot write SVG file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/graphexport.cpp" line="94"/>
        <source>Cannot write PDF file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/graphexport.cpp" line="100"/>
        <source>Unknown export format of %1: use .png, .svg or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MachineLoader</name>
    <message>
        <location filename="../ui/machineloader.cpp" line="26"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/machineloader.cpp" line="56"/>
        <location filename="../ui/machineloader.cpp" line="113"/>
        <location filename="../ui/machineloader.cpp" line="170"/>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/machineloader.cpp" line="130"/>
        <source>%1 holds neither a topology nor /proc/interrupts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/machineloader.cpp" line="169"/>
        <source>%1 describes no CPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanDiff</name>
    <message>
        <location filename="../core/plandiff.cpp" line="50"/>
        <source>affinity cannot be changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Spreader</name>
    <message>
        <location filename="../core/kernelsort.cpp" line="20"/>
        <source>sort: unknown sort &quot;%1&quot; (expected classic or modern)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TopologyPainter</name>
    <message>
        <location filename="../ui/topologypainter.cpp" line="45"/>
        <source>No NUMA information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="46"/>
        <location filename="../ui/topologypainter.cpp" line="386"/>
        <source>NUMA node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="54"/>
        <source>no CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="56"/>
        <source>(part)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="72"/>
        <source>NIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="74"/>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="76"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="77"/>
        <source>PCI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="181"/>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/topologypainter.cpp" line="182"/>
        <source>%n CPUs</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/topologypainter.cpp" line="183"/>
        <source>%n NUMA nodes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/topologypainter.cpp" line="185"/>
        <location filename="../ui/topologypainter.cpp" line="322"/>
        <source>%n IRQs</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="194"/>
        <source>Package %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="194"/>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="201"/>
        <source>Devices without a NUMA node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="205"/>
        <source>distance %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="277"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="342"/>
        <source>Package %1: CPUs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="352"/>
        <source>CPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="353"/>
        <source>Drop IRQs here to move them to every CPU of this node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="356"/>
        <source>PCI devices whose NUMA node is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="359"/>
        <source>Core %1: CPUs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="360"/>
        <source>Drop IRQs here to move them to this core&apos;s SMT siblings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="364"/>
        <source>CPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="366"/>
        <source>Core %1, package %2, NUMA node %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="368"/>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="370"/>
        <source>Not allowed for this process (cgroup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/topologypainter.cpp" line="374"/>
        <source>%n IRQs target this CPU</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/topologypainter.cpp" line="377"/>
        <source>%n after the pending changes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="379"/>
        <source>Click to list its IRQs; drop IRQs here to pin them to this CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologypainter.cpp" line="386"/>
        <source>NUMA node unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas</name>
    <message>
        <location filename="../core/applier.cpp" line="56"/>
        <source>%1: plan larger than %2 bytes, refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="58"/>
        <source>%1: empty input, expected a plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="61"/>
        <source>%1: the plan has no assignments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="77"/>
        <location filename="../core/planfile.cpp" line="170"/>
        <source>assignment %1 (irq %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="83"/>
        <location filename="../core/planfile.cpp" line="187"/>
        <source>%1: empty CPU list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="85"/>
        <source>%1: CPU %2 not online (online: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="103"/>
        <location filename="../core/sample.cpp" line="93"/>
        <source>%1: %2 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/applier.cpp" line="113"/>
        <source>plan refused, nothing written: %n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/applier.cpp" line="126"/>
        <source>dry run: %n IRQ(s) would be written, nothing written</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="142"/>
        <source>journal not writable, nothing written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="175"/>
        <source>%1: read back &quot;%2&quot; after writing &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="177"/>
        <source>(unreadable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/applier.cpp" line="192"/>
        <source>%n IRQ(s) written</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/applier.cpp" line="194"/>
        <source>; %n with an effective affinity outside the request</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="217"/>
        <source>failed at IRQ %1, every IRQ written before was restored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="220"/>
        <source>failed at IRQ %1 and some restores failed too (journal kept for another rollback): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="233"/>
        <source>%1: already rolled back (%2), nothing to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/applier.cpp" line="258"/>
        <source>%n IRQ(s) restored from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="259"/>
        <source>some IRQs could not be restored; %1 kept for another rollback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="271"/>
        <source>%1: no journal, nothing to roll back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/applier.cpp" line="285"/>
        <source>%1: nothing awaits confirmation (state %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/hostsource.cpp" line="27"/>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/hostsource.cpp" line="46"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/hostsource.cpp" line="161"/>
        <source>%1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/hostsource.cpp" line="168"/>
        <source>%1 is neither a directory nor a .tar.gz snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/hostsource.cpp" line="171"/>
        <source>cannot create a temporary directory to unpack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/hostsource.cpp" line="177"/>
        <source>cannot unpack %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="26"/>
        <location filename="../core/procstat.cpp" line="25"/>
        <location filename="../core/softirqs.cpp" line="22"/>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="237"/>
        <location filename="../core/softirqs.cpp" line="79"/>
        <source>expected the header line &quot;CPU0 CPU1 …&quot;, found %1 (header missing?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="238"/>
        <source>header column %1 is %2, not CPU&lt;n&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="243"/>
        <source>empty header line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="320"/>
        <source>row does not start with &quot;&lt;irq&gt;:&quot;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="333"/>
        <source>IRQ number %1 out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="348"/>
        <source>count %1 (%2) does not fit in 64 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="352"/>
        <source>IRQ %1 has %2 of %3 counts (file cut off?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="354"/>
        <source>count %1 of IRQ %2 is not a number: %3 (column %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="373"/>
        <source>row %1 has no counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="377"/>
        <source>row %1 has %2 of %3 counts (file cut off?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="383"/>
        <source>count %1 of row %2 is not a number: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/interrupts.cpp" line="392"/>
        <location filename="../core/softirqs.cpp" line="122"/>
        <source>%1: no &quot;CPU0 CPU1 …&quot; header line (empty file?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqfiles.cpp" line="22"/>
        <location filename="../core/topologyjson.cpp" line="344"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqfiles.cpp" line="58"/>
        <source>expected a NUMA node number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqfiles.cpp" line="60"/>
        <source>NUMA node %1 is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqfiles.cpp" line="75"/>
        <source>empty action name at position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqfiles.cpp" line="88"/>
        <source>expected one line, found several</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqfiles.cpp" line="96"/>
        <source>expected a hardware IRQ number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqfiles.cpp" line="105"/>
        <source>no counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqfiles.cpp" line="112"/>
        <source>count %1 is not a number: %2 (position %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="109"/>
        <location filename="../core/planfile.cpp" line="77"/>
        <source>not valid JSON at offset %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="112"/>
        <source>not an irqatlas journal (&quot;format&quot; is not &quot;irqatlas-journal&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="114"/>
        <source>unsupported journal version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="118"/>
        <source>unknown journal state &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="128"/>
        <source>entry %1: &quot;irq&quot; must be a non-negative integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="131"/>
        <source>entry %1 (irq %2): missing &quot;previous&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="136"/>
        <source>entry %1 (irq %2): unknown state &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="159"/>
        <location filename="../core/journal.cpp" line="167"/>
        <source>%1: cannot write the journal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="172"/>
        <source>%1: cannot replace the journal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="178"/>
        <source>%1: cannot open the journal directory: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="182"/>
        <source>%1: cannot sync the journal directory: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="196"/>
        <source>%1: cannot read the journal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/journal.cpp" line="212"/>
        <source>%1: journal larger than %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lint.cpp" line="50"/>
        <source>irqbalance is running and will overwrite these affinities; stop it or ban the IRQs (IRQBALANCE_BANNED_CPULIST / --banirq)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lint.cpp" line="74"/>
        <source>IRQ %1 (%2) is immovable%3: writing its affinity fails with EIO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lint.cpp" line="86"/>
        <source>IRQ %1: device %2 reports NUMA node -1 (firmware gives no locality); node-aware placement is a guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lint.cpp" line="92"/>
        <source>IRQ %1 would run on isolated/nohz_full CPUs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lint.cpp" line="103"/>
        <source>IRQ %1: effective affinity %2 is not within the requested %3 (the kernel could not honour the last write, or the chip ignores it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lint.cpp" line="149"/>
        <source>CPU %1 would serve %2 device interrupts, at or over the x86 budget of about %3 vectors (writes fail with ENOSPC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/lint.cpp" line="157"/>
        <source>CPU %1 would serve %2 device interrupts, near the x86 budget of about %3 vectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planexport.cpp" line="219"/>
        <source>unknown export format &quot;%1&quot; (sh, systemd, irqbalance, json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planexport.cpp" line="228"/>
        <source>assignment %1 (irq %2): the match key holds a quote or a control character and cannot go into a shell script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="27"/>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="28"/>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="29"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="30"/>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="31"/>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="32"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="35"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="79"/>
        <source>the plan must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="84"/>
        <source>missing field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="87"/>
        <source>&quot;format&quot; must be a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="89"/>
        <source>unknown format &quot;%1&quot; (expected &quot;irqatlas-plan&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="92"/>
        <source>&quot;version&quot; must be an integer, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="94"/>
        <source>plan version %1 is newer than this program understands (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="98"/>
        <source>invalid plan version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="104"/>
        <source>&quot;host&quot; must be an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="109"/>
        <source>&quot;host.%1&quot; must be a string, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="114"/>
        <source>&quot;host.cpus&quot; must be a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="123"/>
        <source>&quot;generator&quot; must be an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="127"/>
        <source>&quot;generator.algorithm&quot; must be a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="130"/>
        <source>&quot;generator.params&quot; must be an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="137"/>
        <source>&quot;created&quot; must be a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="143"/>
        <source>&quot;notes&quot; must be an array, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="150"/>
        <source>&quot;assignments&quot; must be an array, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="158"/>
        <source>assignment %1: must be an object, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="162"/>
        <source>assignment %1: missing field &quot;irq&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="165"/>
        <source>assignment %1: &quot;irq&quot; must be a non-negative integer, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="173"/>
        <source>%1: missing field &quot;match&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="175"/>
        <source>%1: &quot;match&quot; must be a string, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="179"/>
        <source>%1: missing field &quot;cpus&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="181"/>
        <source>%1: &quot;cpus&quot; must be a CPU list string, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="191"/>
        <source>%1: CPU %2 does not exist on this machine (CPUs %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="197"/>
        <source>%1: duplicate IRQ, already in assignment %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="245"/>
        <source>assignment %1 (irq %2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="265"/>
        <source>%1: ambiguous, %2 interrupts share the key and none has number %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="279"/>
        <source>%1: key not found, matched by number; IRQ %2 is now &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planfile.cpp" line="285"/>
        <source>%1: no such interrupt on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planrequest.cpp" line="45"/>
        <source>unknown parameter &quot;%1&quot;: this algorithm takes none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planrequest.cpp" line="46"/>
        <source>unknown parameter &quot;%1&quot; (expected one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planrequest.cpp" line="49"/>
        <source>node %1 does not exist (nodes 0-%2, or -1 for none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planrequest.cpp" line="53"/>
        <source>%1 rates given for %2 interrupts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planrequest.cpp" line="77"/>
        <source>CPU %1 does not exist on this machine (CPUs %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planrequest.cpp" line="89"/>
        <source>no candidate CPU left (online CPUs %1, excluded %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/procstat.cpp" line="97"/>
        <source>bad CPU label %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/procstat.cpp" line="109"/>
        <location filename="../core/procstat.cpp" line="136"/>
        <source>%1: not a number at column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/procstat.cpp" line="112"/>
        <source>%1 has %2 time fields, at least 4 expected (file cut off?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/procstat.cpp" line="138"/>
        <source>%1 has no values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/procstat.cpp" line="146"/>
        <source>%1: expected one number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/procstat.cpp" line="170"/>
        <source>%1: no &quot;cpu&quot; line (not a /proc/stat file?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rates.cpp" line="332"/>
        <source>the sample could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rates.cpp" line="334"/>
        <source>no previous sample to compare with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rates.cpp" line="337"/>
        <source>the interval between the samples is %1 s, not positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/recording.cpp" line="73"/>
        <source>%1: not a recorded sample (%2 at byte %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/recording.cpp" line="80"/>
        <source>%1: a recorded sample needs numbers &quot;mono_ns&quot; and &quot;wall_ms&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/recording.cpp" line="89"/>
        <source>%1: recorded as failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/recording.cpp" line="105"/>
        <source>%1: &quot;interrupts&quot;, &quot;stat&quot; and &quot;softirqs&quot; must be base64 strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remotecollect.cpp" line="283"/>
        <source>%1: the remote collection printed no irqatlas output (is /bin/sh a POSIX shell there?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remotecollect.cpp" line="291"/>
        <source>%1: remote collection output, byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remotecollect.cpp" line="313"/>
        <source>the output ends early (the connection was lost?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remotecollect.cpp" line="316"/>
        <location filename="../core/remotecollect.cpp" line="329"/>
        <source>malformed record header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remotecollect.cpp" line="322"/>
        <location filename="../core/remotecollect.cpp" line="337"/>
        <source>the output ends inside a record (the connection was lost?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remotecollect.cpp" line="325"/>
        <source>refusing the path %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remotecollect.cpp" line="331"/>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remotecollect.cpp" line="339"/>
        <source>cannot create the folder of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remotecollect.cpp" line="344"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remotecollect.cpp" line="354"/>
        <source>cannot create the link %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/remotecollect.cpp" line="358"/>
        <source>unknown record type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshot.cpp" line="208"/>
        <source>architecture interrupt counter, not a device IRQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshot.cpp" line="293"/>
        <source>the kernel offers no affinity file for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshot.cpp" line="297"/>
        <source>kernel-managed affinity (IRQD_AFFINITY_MANAGED)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshot.cpp" line="299"/>
        <source>per-CPU interrupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshot.cpp" line="301"/>
        <source>the driver forbids balancing (IRQD_NO_BALANCING)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshot.cpp" line="305"/>
        <source>NVMe I/O queue: kernel-managed affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshot.cpp" line="310"/>
        <source>per-CPU interrupt (GIC SGI/PPI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshot.cpp" line="313"/>
        <source>the x86 system timer cannot be moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshot.cpp" line="351"/>
        <source>%1 holds neither topology.xml nor sys/devices/system/cpu/cpuN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshotwriter.cpp" line="205"/>
        <source>%1 already exists; choose a new name (nothing was written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshotwriter.cpp" line="210"/>
        <source>the folder of %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshotwriter.cpp" line="216"/>
        <source>cannot create a temporary folder next to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshotwriter.cpp" line="231"/>
        <source>tar failed writing %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshotwriter.cpp" line="234"/>
        <location filename="../core/snapshotwriter.cpp" line="236"/>
        <source>cannot move the snapshot into place at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/softirqs.cpp" line="90"/>
        <source>row does not start with &quot;&lt;NAME&gt;:&quot;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/softirqs.cpp" line="104"/>
        <source>count %1 of %2 is not a number: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/softirqs.cpp" line="114"/>
        <source>%1 has %2 counts for %3 CPU columns%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/softirqs.cpp" line="118"/>
        <source> (file cut off?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_localspread.cpp" line="17"/>
        <source>candidates: no CPU of the candidate set exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_localspread.cpp" line="18"/>
        <source>topology: no CPU is online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_mana.cpp" line="23"/>
        <source>node %1 has no online CPU: for_each_numa_hop_mask yields no mask, so these IRQs keep the default affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_mana.cpp" line="76"/>
        <source>skip-first-cpu: the first posted irq_setup (mana-v1) has no such parameter; it was added in 2025</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_mana.cpp" line="82"/>
        <source>IRQs %1 to %2 are beyond what the hops absorb and keep the default affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="54"/>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="60"/>
        <source>expected a CPU list string such as &quot;0-3,8&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="73"/>
        <source>missing or not an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="76"/>
        <source>the topology has no CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="81"/>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="86"/>
        <source>missing or not a CPU id &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="89"/>
        <location filename="../core/topologyjson.cpp" line="138"/>
        <source>missing or not a node id &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="93"/>
        <source>missing or not an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="101"/>
        <source>not an integer &gt;= -1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="111"/>
        <location filename="../core/topologyjson.cpp" line="156"/>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="115"/>
        <source>CPU %1 is online but not present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="117"/>
        <source>CPU %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="128"/>
        <location filename="../core/topologyjson.cpp" line="180"/>
        <location filename="../core/topologyjson.cpp" line="229"/>
        <source>not an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="150"/>
        <location filename="../core/topologyjson.cpp" line="192"/>
        <source>not an integer &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="163"/>
        <source>expected a node id &gt;= 0 or a node object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="166"/>
        <source>node %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="175"/>
        <source>not an array of rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="183"/>
        <source>has %1 entries; the matrix must be square (%2 x %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="206"/>
        <source>missing or not an id &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="222"/>
        <location filename="../core/topologyjson.cpp" line="247"/>
        <source>not an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="236"/>
        <source>missing or not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="241"/>
        <source>not a node id or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="274"/>
        <source>%1: %2: invalid JSON: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="277"/>
        <source>%1: the topology must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="308"/>
        <source>CPU %1 is on node %2, which &quot;nodes&quot; does not list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="324"/>
        <source>the matrix is %1 x %1 but node ids run from 0 to %2; it needs one row and column per node id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyjson.cpp" line="340"/>
        <source>node %1 lists CPUs &quot;%2&quot; but the cpus entries put &quot;%3&quot; on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="241"/>
        <source>ARM part %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="421"/>
        <source>%1: inconsistent topology: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="470"/>
        <source>%1: the hwloc XML topology is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="473"/>
        <source>%1 is an hwloc XML %2 file (written by hwloc %3), but irqatlas reads hwloc XML 2.0 and older (hwloc 2, API %4). On the machine it came from, export a 2.0 file with: lstopo --of xml --export-xml-flags v2 topology.xml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="481"/>
        <source>%1: the hwloc XML topology is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="485"/>
        <location filename="../core/topologyloader.cpp" line="557"/>
        <source>%1: cannot initialise hwloc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="491"/>
        <source>%1: not a valid hwloc XML topology (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="500"/>
        <source>cannot read hwloc XML topology %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="509"/>
        <location filename="../core/topologyloader.cpp" line="523"/>
        <source>this machine: cannot initialise hwloc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="513"/>
        <location filename="../core/topologyloader.cpp" line="527"/>
        <source>this machine: hwloc cannot read the topology (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="515"/>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="533"/>
        <source>this machine: hwloc cannot export the topology as XML (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="547"/>
        <source>%1 holds no sys/devices/system/cpu: not a copied sysfs tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="561"/>
        <source>%1: hwloc cannot read the sysfs tree (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="563"/>
        <source>sysfs tree %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="570"/>
        <source>%1: no such directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topologyloader.cpp" line="575"/>
        <source>%1 has neither topology.xml nor sys/devices/system/cpu: no topology to load</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas-cli</name>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="170"/>
        <source>apply a plan through the privileged helper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="200"/>
        <source>scores of several plans side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_diff.cpp" line="155"/>
        <source>what applying a plan would change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_export.cpp" line="71"/>
        <source>a plan as a shell script, systemd unit, irqbalance bans or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_irqs.cpp" line="87"/>
        <source>one row per interrupt, with affinity and counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="163"/>
        <source>a plan file for the selected interrupts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_rollback.cpp" line="43"/>
        <source>undo the last apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_snapshot.cpp" line="37"/>
        <source>save this machine for a later --root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="185"/>
        <source>the raw output of one spreading algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_topology.cpp" line="177"/>
        <source>packages, NUMA nodes, distances, cores, PUs, devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="268"/>
        <source>live per-CPU hard/soft IRQ %, IRQ/s and the busiest interrupts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::BalancePlanner</name>
    <message>
        <location filename="../core/planner_balance.cpp" line="29"/>
        <source>heaviest IRQ first onto the least-loaded CPU near its device, avoiding SMT siblings of heavy IRQs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_balance.cpp" line="41"/>
        <source>parameter slack=&quot;%1&quot;: expected a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_balance.cpp" line="202"/>
        <source>%1 immovable IRQs are left in place; their load is counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_balance.cpp" line="203"/>
        <source>weights: %1, total %2, fair share per CPU %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_balance.cpp" line="204"/>
        <source>measured rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_balance.cpp" line="204"/>
        <source>total counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_balance.cpp" line="208"/>
        <source>%1 IRQs did not fit near their device and went to the least-loaded CPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::DirHostSource</name>
    <message>
        <location filename="../core/hostsource.cpp" line="80"/>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/hostsource.cpp" line="101"/>
        <source>no directory %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::DistanceModel</name>
    <message>
        <location filename="../ui/distancemodel.cpp" line="69"/>
        <source>Distance from node %1 to node %2: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/distancemodel.cpp" line="73"/>
        <source>from the firmware table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/distancemodel.cpp" line="73"/>
        <source>assumed: no firmware table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/distancemodel.cpp" line="81"/>
        <source>N%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/distancemodel.cpp" line="83"/>
        <source>NUMA node %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::FaultyIrqWriter</name>
    <message>
        <location filename="../core/irqwriter.cpp" line="206"/>
        <source>/proc/irq/%1/smp_affinity_list: write of &quot;%2&quot; failed: %3 (%4, injected)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::GroupEvenly</name>
    <message>
        <location filename="../core/spread_groupevenly.cpp" line="124"/>
        <source>group_cpus_evenly (managed IRQs: NVMe, blk-mq, virtio): CPUs split into groups per node in proportion to CPU counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_groupevenly.cpp" line="131"/>
        <source>groups: %1 is not a positive number of groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_groupevenly.cpp" line="145"/>
        <source>groups: %1 groups but only %2 possible CPUs; groups %2 to %3 stay empty (the kernel warns and callers reuse masks)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::HopMasks</name>
    <message>
        <location filename="../core/spread_mana.cpp" line="95"/>
        <source>for_each_numa_hop_mask: the cumulative CPU mask of each NUMA hop from the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_mana.cpp" line="109"/>
        <source>node %1 has no online CPU: the kernel yields no hop mask (it does not fall back to the nearest node here)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::IrqPanel</name>
    <message>
        <location filename="../ui/irqpanel.cpp" line="21"/>
        <source>Filter: IRQ number, name, device…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqpanel.cpp" line="23"/>
        <source>A number shows that IRQ; text matches names, chips and PCI addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqpanel.cpp" line="28"/>
        <source>Show all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqpanel.cpp" line="29"/>
        <source>Stop filtering the list by the CPUs selected in the graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqpanel.cpp" line="78"/>
        <source>On %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::IrqSelector</name>
    <message>
        <location filename="../core/irqselector.cpp" line="74"/>
        <source>IRQ selector &quot;%1&quot;: empty term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqselector.cpp" line="82"/>
        <source>IRQ selector term &quot;%1&quot;: invalid regular expression at offset %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqselector.cpp" line="106"/>
        <source>IRQ selector term &quot;%1&quot;: expected an IRQ number, a range N-M, all, name:REGEX, dev:BDF, if:IFACE or driver:NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqselector.cpp" line="113"/>
        <source>IRQ selector term &quot;%1&quot;: nothing after the colon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqselector.cpp" line="164"/>
        <source>IRQ selector term &quot;%1&quot; selects no interrupt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::IrqTableModel</name>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="75"/>
        <source>IRQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="76"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="77"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="78"/>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="79"/>
        <source>Affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="80"/>
        <source>Effective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="81"/>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="82"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="86"/>
        <source>IRQ number, or the symbol of a per-CPU interrupt (LOC, NMI, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="87"/>
        <source>Action names the drivers registered (/proc/interrupts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="88"/>
        <source>PCI device that owns the interrupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="89"/>
        <source>NUMA node of the owning device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="90"/>
        <source>CPUs the interrupt may go to (smp_affinity_list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="91"/>
        <source>CPUs the interrupt actually goes to (effective_affinity_list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="92"/>
        <source>CPUs of a change not applied yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="93"/>
        <source>Interrupts counted since boot, all CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="164"/>
        <source>Cannot be moved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="165"/>
        <source>per-CPU or kernel-managed interrupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/irqtablemodel.cpp" line="168"/>
        <source>Drag onto a CPU, core or NUMA node to move it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::IsolatePlanner</name>
    <message>
        <location filename="../core/planner_isolate.cpp" line="15"/>
        <source>move IRQs off isolated / nohz_full CPUs (or cpus=LIST) to the nearest remaining CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_isolate.cpp" line="37"/>
        <source>no CPU to vacate: the machine has no isolcpus or nohz_full CPUs; give cpus=LIST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_isolate.cpp" line="41"/>
        <source>no CPU left outside %1 (candidates %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_isolate.cpp" line="103"/>
        <source>%1 immovable IRQs stay on the CPUs to vacate (%2%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_isolate.cpp" line="107"/>
        <source>vacated CPUs %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::KernelPlanner</name>
    <message>
        <location filename="../core/planner_kernel.cpp" line="62"/>
        <source>parameter sort=&quot;%1&quot;: expected classic or modern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_kernel.cpp" line="107"/>
        <source>%1 is a view, not a placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_kernel.cpp" line="117"/>
        <source>device %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_kernel.cpp" line="146"/>
        <source>%1 IRQs get no affinity from %2 and keep their current one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_kernel.cpp" line="150"/>
        <source>%1 groups hold no candidate CPU; their IRQs keep their current affinity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::LocalSpread</name>
    <message>
        <location filename="../core/spread_localspread.cpp" line="119"/>
        <source>cpumask_local_spread, v6.3+: CPUs by NUMA distance from the node, equally distant CPUs merged by CPU id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_localspread.cpp" line="129"/>
        <source>topology: no CPU is online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_localspread.cpp" line="133"/>
        <source>candidates: no online CPU in the candidate set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_localspread.cpp" line="136"/>
        <source>node %1 has no online CPU: v6.7+ starts from the nearest CPU node %2 (used here); on v6.3 to v6.6 the result is undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_localspread.cpp" line="142"/>
        <source>%1; the kernel result is undefined, distances used as given</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::LocalSpread2019</name>
    <message>
        <location filename="../core/spread_localspread.cpp" line="81"/>
        <source>the unmerged 2019 nearest-node-first cpumask_local_spread: whole nodes by distance, ties by node id</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::LocalSpreadV41</name>
    <message>
        <location filename="../core/spread_localspread.cpp" line="47"/>
        <source>cpumask_local_spread, v4.1 to v6.2: the local node&apos;s CPUs, then all others in CPU-id order (distances ignored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_localspread.cpp" line="67"/>
        <source>node %1 has no candidate CPU: every index falls through to the CPU-id order, as for node -1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="50"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="51"/>
        <source>Stop waiting for the machine being read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="92"/>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="101"/>
        <source>Cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="105"/>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="118"/>
        <source>Interrupts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="129"/>
        <source>Select a node to tint the graph by distance from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="132"/>
        <source>NUMA distances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="138"/>
        <source>&lt;current affinities&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="139"/>
        <location filename="../ui/mainwindow.cpp" line="274"/>
        <source>Pending changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="151"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="152"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="167"/>
        <source>Open &amp;This Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="168"/>
        <source>Read this machine&apos;s topology and interrupts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="170"/>
        <source>Open &amp;Snapshot Directory…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="171"/>
        <source>A directory saved by &apos;irqatlas-cli snapshot&apos; (or any copy of /proc and /sys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="173"/>
        <source>Open hwloc &amp;XML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="174"/>
        <source>A topology written by &apos;lstopo --of xml&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="175"/>
        <source>Open Topology &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="176"/>
        <source>A topology written by &apos;irqatlas-cli topology --format json&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="178"/>
        <source>Open /proc/&amp;interrupts File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="179"/>
        <source>A lone copy of /proc/interrupts, e.g. from a bug report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="181"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="183"/>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="183"/>
        <source>Read the current source again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="186"/>
        <source>&amp;Export Graph…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="187"/>
        <source>Save the graph as PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="189"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="189"/>
        <source>Quit irqatlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="191"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="192"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="194"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="199"/>
        <source>&amp;Find IRQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="199"/>
        <source>Jump to the IRQ filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="203"/>
        <source>&amp;Discard Pending Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="204"/>
        <source>Forget every change that was not applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="209"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="210"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="210"/>
        <source>Zoom in (mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="212"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="212"/>
        <source>Zoom out (mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="214"/>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="215"/>
        <source>Show the whole machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="216"/>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="217"/>
        <source>One layout unit per pixel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="219"/>
        <source>&amp;Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="222"/>
        <source>Follow the &amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="222"/>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="222"/>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="235"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="236"/>
        <source>&amp;About irqatlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="236"/>
        <source>Version and licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="237"/>
        <source>About irqatlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="238"/>
        <source>&lt;b&gt;irqatlas %1&lt;/b&gt;&lt;p&gt;CPU topology and interrupt affinity for Linux.&lt;/p&gt;&lt;p&gt;Drag interrupts from the list or from a CPU onto a CPU, a core or a NUMA node; every move is a pending change you can undo.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.cpp" line="275"/>
        <source>%n pending change(s) were not applied. Quit anyway?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.cpp" line="317"/>
        <source>%1: %n CPUs</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.cpp" line="319"/>
        <source>, %n interrupt rows</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="321"/>
        <source> (no topology: one box per CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="331"/>
        <source>irqatlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="332"/>
        <source>%1 — irqatlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="383"/>
        <source>CPUs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="409"/>
        <source>NUMA node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="433"/>
        <source>Open Snapshot Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="436"/>
        <source>Open hwloc XML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="436"/>
        <source>hwloc XML (*.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="439"/>
        <source>Open Topology JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="439"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="442"/>
        <source>Open /proc/interrupts File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="455"/>
        <source>Export Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="456"/>
        <source>SVG vector image (*.svg);;PDF document (*.pdf);;PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="461"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="463"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::ManaDriver</name>
    <message>
        <location filename="../core/spread_mana.cpp" line="140"/>
        <source>MANA driver: HWC vector 0 by cpumask_local_spread, queue vectors by irq_setup (static MSI-X; with skip-first-cpu the 2025 dynamic path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_mana.cpp" line="154"/>
        <source>topology: no CPU is online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_mana.cpp" line="156"/>
        <source>nvec: the driver requests at most %1 vectors (online CPUs + 1); %2 is more than it would get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_mana.cpp" line="194"/>
        <source>vectors %1 to %2 keep the default affinity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::ManaIrqSetup</name>
    <message>
        <location filename="../core/spread_mana.cpp" line="119"/>
        <source>MANA irq_setup (v6.9+): sibling masks core by core, hop by hop, each core as often as it has CPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::ManaIrqSetupV1</name>
    <message>
        <location filename="../core/spread_mana.cpp" line="130"/>
        <source>MANA irq_setup as first posted (Dec 2023): a hop takes CPUs x cores IRQs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::PendingChanges</name>
    <message>
        <location filename="../ui/pendingchanges.cpp" line="70"/>
        <source>IRQ %1 is not on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pendingchanges.cpp" line="73"/>
        <source>the kernel does not allow changing its affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pendingchanges.cpp" line="75"/>
        <source>IRQ %1 (%2) cannot be moved: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pendingchanges.cpp" line="86"/>
        <source>No IRQ to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pendingchanges.cpp" line="88"/>
        <source>%1 has no online CPU to move IRQs to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/pendingchanges.cpp" line="103"/>
        <source>Move IRQ %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pendingchanges.cpp" line="104"/>
        <source>Move %n IRQs to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::PolicyPlanner</name>
    <message>
        <location filename="../core/planner_policy.cpp" line="37"/>
        <source>vendor-script policy chosen with policy=local|remote|all|one|cpulist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_policy.cpp" line="38"/>
        <source>one CPU per IRQ on the device&apos;s node, cores before SMT siblings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_policy.cpp" line="39"/>
        <source>one CPU per IRQ outside the device&apos;s node, cores before SMT siblings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_policy.cpp" line="40"/>
        <source>one CPU per IRQ over all candidates, cores before SMT siblings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_policy.cpp" line="41"/>
        <source>every IRQ on one CPU (cpu=N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_policy.cpp" line="42"/>
        <source>one CPU per IRQ over cpus=LIST, cores before SMT siblings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_policy.cpp" line="89"/>
        <source>parameter policy=&quot;%1&quot;: expected local, remote, all, one or cpulist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_policy.cpp" line="97"/>
        <source>the cpulist policy needs cpus=LIST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_policy.cpp" line="103"/>
        <source>cpus=%1 has no candidate CPU (candidates %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_policy.cpp" line="110"/>
        <source>cpu=%1 is not a candidate CPU (candidates %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_policy.cpp" line="158"/>
        <source>%1 IRQs had no device node or no usable CPU for the policy and use all candidate CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner_policy.cpp" line="162"/>
        <source>%1 immovable IRQs are left in place</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::Reader</name>
    <message>
        <location filename="../core/topologyjson.cpp" line="26"/>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::RecordingSource</name>
    <message>
        <location filename="../core/recording.cpp" line="114"/>
        <source>cannot open recording %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/recording.cpp" line="119"/>
        <source>%1:1: not an irqatlas recording (no &quot;format&quot;: &quot;irqatlas-recording&quot; header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/recording.cpp" line="122"/>
        <source>%1:1: recording version %2 is not supported (this build reads version %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/recording.cpp" line="132"/>
        <source>recording %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::RecordingWriter</name>
    <message>
        <location filename="../core/recording.cpp" line="50"/>
        <location filename="../core/recording.cpp" line="55"/>
        <location filename="../core/recording.cpp" line="63"/>
        <source>cannot write recording %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::RootIrqWriter</name>
    <message>
        <location filename="../core/irqwriter.cpp" line="82"/>
        <location filename="../core/irqwriter.cpp" line="173"/>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqwriter.cpp" line="89"/>
        <location filename="../core/irqwriter.cpp" line="114"/>
        <location filename="../core/irqwriter.cpp" line="139"/>
        <source>%1: not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqwriter.cpp" line="91"/>
        <source>IRQ %1: not a valid interrupt number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqwriter.cpp" line="97"/>
        <source>%1: not a directory (symlinks are not followed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqwriter.cpp" line="98"/>
        <source>%1: no such interrupt (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqwriter.cpp" line="105"/>
        <location filename="../core/irqwriter.cpp" line="118"/>
        <location filename="../core/irqwriter.cpp" line="123"/>
        <location filename="../core/irqwriter.cpp" line="128"/>
        <location filename="../core/irqwriter.cpp" line="143"/>
        <location filename="../core/irqwriter.cpp" line="178"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqwriter.cpp" line="107"/>
        <source>%1: not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqwriter.cpp" line="150"/>
        <source>%1: cannot open for writing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqwriter.cpp" line="161"/>
        <source>%1: write of &quot;%2&quot; failed: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/irqwriter.cpp" line="181"/>
        <source>%1: no CPU is online</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::Sampler</name>
    <message>
        <location filename="../core/sampler.cpp" line="143"/>
        <source>sampling interval %1 s is out of range (%2 s to %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::SshHostSource</name>
    <message>
        <location filename="../core/sshhostsource.cpp" line="27"/>
        <source>%1: cannot create a temporary directory for the remote files: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::SshSession</name>
    <message>
        <location filename="../core/sshsession.cpp" line="146"/>
        <source>cannot create the ssh control directory %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="150"/>
        <source>cannot inspect the ssh control directory %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="154"/>
        <source>the ssh control directory %1 must be a directory owned by you with mode 0700; refusing to share connections through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="173"/>
        <source>the ssh control directory %1 is too long for a socket path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="232"/>
        <source>%1: the host key has CHANGED since it was recorded in known_hosts; ssh refused to connect. Someone may be intercepting the connection, or the host was reinstalled: check with its administrator before removing the old key (ssh-keygen -R %2). ssh said: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="238"/>
        <source>%1: the host key is unknown (not in known_hosts); irqatlas does not accept keys on its own. Connect once with ssh to check and accept the key. ssh said: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="243"/>
        <source>%1: host key verification failed (unknown or changed host key). ssh said: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="247"/>
        <source>%1: authentication failed (no usable key or password; in batch mode ssh cannot ask): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="258"/>
        <source>%1: disconnected: the connection was lost%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="259"/>
        <source> and reconnecting failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="261"/>
        <source>%1: cannot connect: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="263"/>
        <source>%1: ssh failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="263"/>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="265"/>
        <source>%1: the remote command failed with exit status %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="281"/>
        <location filename="../core/sshsession.cpp" line="310"/>
        <source>%1: the OpenSSH client %2 is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="289"/>
        <location filename="../core/sshsession.cpp" line="317"/>
        <source>%1: cannot start %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="297"/>
        <source>%1: no answer within %2 s (ssh stopped)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::SshTarget</name>
    <message>
        <location filename="../core/sshsession.cpp" line="82"/>
        <source>--host %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="85"/>
        <source>empty host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="92"/>
        <source>a user name may hold only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, and may not start with &apos;-&apos; or &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="99"/>
        <source>&apos;[&apos; without &apos;]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="104"/>
        <source>only &apos;:port&apos; may follow &apos;]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="107"/>
        <location filename="../core/sshsession.cpp" line="121"/>
        <source>&apos;:&apos; without a port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="110"/>
        <location filename="../core/sshsession.cpp" line="114"/>
        <source>&apos;%1&apos; is not an IPv6 address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="124"/>
        <source>a host name may hold only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, and may not start with &apos;-&apos; or &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/sshsession.cpp" line="131"/>
        <source>&apos;%1&apos; is not a port (1-65535)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::Topology</name>
    <message>
        <location filename="../core/topology.cpp" line="217"/>
        <source>the topology has no CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topology.cpp" line="220"/>
        <source>CPU with negative id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topology.cpp" line="222"/>
        <source>CPU %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topology.cpp" line="224"/>
        <source>CPU %1 has invalid node %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topology.cpp" line="226"/>
        <source>CPU %1 is online but not present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topology.cpp" line="230"/>
        <source>distance matrix has %1 rows, expected %2 (one per node id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topology.cpp" line="235"/>
        <source>distance matrix row %1 has %2 entries, expected %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/topology.cpp" line="241"/>
        <source>distance[%1][%2] is negative</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::TopologyView</name>
    <message>
        <location filename="../ui/topologyview.cpp" line="118"/>
        <source>CPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologyview.cpp" line="119"/>
        <source>core %1 (CPUs %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologyview.cpp" line="121"/>
        <source>NUMA node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologyview.cpp" line="122"/>
        <source>package %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/topologyview.cpp" line="270"/>
        <source>Move to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::Writer</name>
    <message>
        <location filename="../core/snapshotwriter.cpp" line="31"/>
        <source>cannot create directory for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshotwriter.cpp" line="34"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshotwriter.cpp" line="52"/>
        <source>cannot create directory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/snapshotwriter.cpp" line="86"/>
        <source>cannot create link %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::cli</name>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="37"/>
        <source>Apply a plan through irqatlas-helper: lint first (errors block, warnings need --force), then validate, journal, write, read back; a failed write rolls everything back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="39"/>
        <location filename="../app/cli/cmd_export.cpp" line="21"/>
        <source>The plan file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="40"/>
        <source>Validate everything, write nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="42"/>
        <source>After applying, roll back unless &quot;confirm&quot; is typed within S seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="42"/>
        <location filename="../app/cli/cmd_watch.cpp" line="143"/>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="43"/>
        <source>Go on despite lint warnings or a running irqbalance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="44"/>
        <location filename="../app/cli/cmd_rollback.cpp" line="16"/>
        <source>Journal file (default: the helper&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="44"/>
        <source>PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="51"/>
        <source>apply takes one plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="53"/>
        <source>apply --host is not supported yet: export the plan with `irqatlas-cli export PLAN --format sh` and run it on the host with sudo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="63"/>
        <source>--confirm-timeout: &quot;%1&quot; is not a number of seconds (1-86400)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="71"/>
        <location filename="../app/cli/cmd_export.cpp" line="38"/>
        <location filename="../app/cli/cmd_export.cpp" line="53"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_apply.cpp" line="117"/>
        <source>%1: %n lint error(s), nothing applied</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_apply.cpp" line="119"/>
        <source>%1: %n lint warning(s); check them and add --force to apply anyway</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="122"/>
        <source>%1: no entry of the plan matches an interrupt here, nothing to apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="128"/>
        <source>irqbalance is running and will overwrite this plan within seconds. Either:
  - stop it:   %1
  - ban the planned IRQs in /etc/default/irqbalance, then restart it:
    %2  - or give irqbalance --policyscript a script that prints ban=true for IRQ %3
    (irqatlas-cli export PLAN --format irqbalance writes both)
  - or go on anyway with --force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="139"/>
        <source>not applied because irqbalance is running (use --force to apply anyway)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="155"/>
        <location filename="../app/cli/cmd_rollback.cpp" line="34"/>
        <source>%1; run the equivalent command as root:
  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="159"/>
        <source>type &quot;confirm&quot; and Enter within %1 s to keep the new placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="165"/>
        <location filename="../app/cli/cmd_rollback.cpp" line="38"/>
        <source>pkexec refused or could not authenticate; run the equivalent command as root:
  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_apply.cpp" line="167"/>
        <source>apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="35"/>
        <source>Score several planners on the same interrupts, side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="38"/>
        <source>Interrupts to plan (see plan --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="38"/>
        <location filename="../app/cli/cmd_plan.cpp" line="24"/>
        <source>SELECTOR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="39"/>
        <source>Comma-separated planners: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="41"/>
        <source>A,B,C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="42"/>
        <location filename="../app/cli/cmd_plan.cpp" line="25"/>
        <source>Device node for every IRQ (-1 = none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="42"/>
        <location filename="../app/cli/cmd_plan.cpp" line="25"/>
        <location filename="../app/cli/cmd_spread.cpp" line="108"/>
        <location filename="../app/cli/cmd_watch.cpp" line="145"/>
        <location filename="../app/cli/cmd_watch.cpp" line="146"/>
        <location filename="../app/cli/cmd_watch.cpp" line="149"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="43"/>
        <source>Candidate CPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="43"/>
        <location filename="../app/cli/cmd_compare.cpp" line="44"/>
        <location filename="../app/cli/cmd_plan.cpp" line="27"/>
        <location filename="../app/cli/cmd_plan.cpp" line="28"/>
        <source>LIST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="44"/>
        <location filename="../app/cli/cmd_plan.cpp" line="28"/>
        <source>CPUs never to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="46"/>
        <source>KEY=VALUE for every listed algorithm that takes KEY (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="46"/>
        <location filename="../app/cli/cmd_plan.cpp" line="29"/>
        <source>KEY=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="51"/>
        <source>compare takes no arguments, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="56"/>
        <source>--irqs SELECTOR and --algorithms A,B,C are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="61"/>
        <location filename="../app/cli/cmd_plan.cpp" line="125"/>
        <source>unknown algorithm &quot;%1&quot; (one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="72"/>
        <location filename="../app/cli/cmd_plan.cpp" line="54"/>
        <source>--node: &quot;%1&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="87"/>
        <location filename="../app/cli/cmd_plan.cpp" line="74"/>
        <source>--param &quot;%1&quot;: expected KEY=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_compare.cpp" line="98"/>
        <location filename="../app/cli/cmd_plan.cpp" line="138"/>
        <source>no topology: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_diff.cpp" line="46"/>
        <source>What applying PLAN would change, and what to check first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_diff.cpp" line="49"/>
        <source>Plan file (irqatlas-plan JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_diff.cpp" line="54"/>
        <source>diff takes exactly one plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_diff.cpp" line="62"/>
        <source>%1: cannot read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_diff.cpp" line="136"/>
        <source># %1: %2 changed, %3 unchanged, %4 not present, %5 immovable
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_export.cpp" line="18"/>
        <source>The plan as a self-checking POSIX shell script (sh), a boot-time systemd unit and its script (systemd), irqbalance ban lines and policy script (irqbalance), or the normalized plan (json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_export.cpp" line="22"/>
        <source>sh, systemd, irqbalance or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_export.cpp" line="22"/>
        <location filename="../app/cli/command.cpp" line="39"/>
        <source>FORMAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_export.cpp" line="23"/>
        <source>Write the file(s) into DIR instead of printing them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_export.cpp" line="23"/>
        <location filename="../app/cli/cmd_rollback.cpp" line="17"/>
        <location filename="../app/cli/command.cpp" line="26"/>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_export.cpp" line="28"/>
        <source>export takes one plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_export.cpp" line="30"/>
        <source>export needs --format sh|systemd|irqbalance|json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_export.cpp" line="49"/>
        <source>%1: cannot create the directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_export.cpp" line="57"/>
        <source>wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_irqs.cpp" line="50"/>
        <source>One row per interrupt: number or symbol, chip, hwirq, trigger, name, device, node, affinity, effective affinity, total, per-CPU counts (json/csv).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_irqs.cpp" line="58"/>
        <source>irqs takes no arguments, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="22"/>
        <source>Interrupts to plan: numbers and ranges (30,32-40), all, name:REGEX, dev:BDF, if:IFACE, driver:NAME; comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="26"/>
        <source>Candidate CPUs (default: online, allowed, not isolated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="29"/>
        <source>Algorithm parameter (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="46"/>
        <location filename="../app/cli/cmd_plan.cpp" line="129"/>
        <source>--irqs SELECTOR is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="103"/>
        <source>A plan file for the selected interrupts of this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="106"/>
        <source>Planner: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="107"/>
        <location filename="../app/cli/cmd_spread.cpp" line="107"/>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="109"/>
        <source>Write the plan file here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="109"/>
        <location filename="../app/cli/cmd_watch.cpp" line="152"/>
        <location filename="../app/cli/cmd_watch.cpp" line="154"/>
        <location filename="../app/cli/command.cpp" line="28"/>
        <location filename="../app/cli/command.cpp" line="30"/>
        <location filename="../app/cli/command.cpp" line="33"/>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="114"/>
        <source>plan takes no arguments, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="119"/>
        <source>plan prints table or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="121"/>
        <source>--algorithm NAME is required (one of: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="154"/>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_rollback.cpp" line="15"/>
        <source>Undo the last apply from its journal (a second rollback does nothing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_rollback.cpp" line="16"/>
        <source>[JOURNAL]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_rollback.cpp" line="17"/>
        <source>A test tree: DIR/proc and DIR/sys as on a live system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_rollback.cpp" line="23"/>
        <source>rollback takes at most one journal file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_rollback.cpp" line="40"/>
        <source>rollback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_snapshot.cpp" line="15"/>
        <source>Save everything the other commands read, for a later --root.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_snapshot.cpp" line="17"/>
        <source>Target directory or FILE.tar.gz (must not exist).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_snapshot.cpp" line="18"/>
        <source>DIR|FILE.tar.gz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_snapshot.cpp" line="23"/>
        <source>snapshot needs --out DIR|FILE.tar.gz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_snapshot.cpp" line="25"/>
        <source>snapshot saves the machine&apos;s own topology; --topology/--xml do not apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_snapshot.cpp" line="33"/>
        <source>wrote %1 files to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="39"/>
        <source>irqatlas-cli: --%1: &quot;%2&quot; is not an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="99"/>
        <source>The raw output of one kernel spreading algorithm (docs/ALGORITHMS.md) on the machine&apos;s topology. --count, --len, --nvec and --groups default to the number of online CPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="105"/>
        <source>local-spread-v41, local-spread-2019, local-spread, hop-masks, mana, mana-v1, mana-driver or group-evenly (the test vectors&apos; names work too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="108"/>
        <source>Origin NUMA node, -1 = none (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="109"/>
        <source>local-spread variants: indices 0..K-1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="109"/>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="110"/>
        <source>mana, mana-v1: number of IRQs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="110"/>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="111"/>
        <source>mana-driver: MSI-X vectors incl. the HWC vector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="112"/>
        <source>V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="113"/>
        <source>group-evenly: number of groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="113"/>
        <source>G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="115"/>
        <source>group-evenly: kernel heapsort, classic (before 2024) or modern (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="116"/>
        <source>classic|modern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="118"/>
        <source>mana: leave the first core slot free (2025); mana-driver: the 2025 dynamic MSI-X path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="121"/>
        <source>local-spread variants: candidate CPUs instead of the online ones (the housekeeping mask of ~v5.9 kernels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="123"/>
        <source>CPULIST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="129"/>
        <source>spread takes no arguments, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="131"/>
        <source>spread needs --algorithm NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="142"/>
        <source>--algorithm: unknown algorithm &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="158"/>
        <source>--candidates: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="175"/>
        <source>irqatlas-cli: warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_topology.cpp" line="148"/>
        <source>Packages, NUMA nodes with CPU lists and distances, cores, PUs and devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_topology.cpp" line="156"/>
        <source>topology takes no arguments, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="138"/>
        <source>Live per-CPU hard-IRQ %, soft-IRQ % (as mpstat computes %irq and %soft), IRQ/s, and the busiest interrupts with their CPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="142"/>
        <source>Seconds between samples, 0.1 to 60 (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="144"/>
        <source>Stop after N intervals (default: until interrupted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="146"/>
        <source>Busiest interrupts to show (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="149"/>
        <source>Table: busiest CPUs to show (default 16, 0 = all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="151"/>
        <source>Also record the raw samples to FILE (JSON lines).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="153"/>
        <source>Play a recording instead of reading a machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="159"/>
        <source>watch takes no arguments, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="166"/>
        <source>--interval &quot;%1&quot; is not a number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="168"/>
        <source>--interval: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="177"/>
        <source>--count &quot;%1&quot; must be a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="179"/>
        <source>--top &quot;%1&quot; must be an integer &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="181"/>
        <source>--cpus &quot;%1&quot; must be an integer &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="196"/>
        <source>cannot set up signal handling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="234"/>
        <source>irqatlas-cli: gap: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/command.cpp" line="25"/>
        <source>Read a saved machine: DIR/proc and DIR/sys as on a live system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/command.cpp" line="27"/>
        <source>Topology from an hwloc XML file (format 2.0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/command.cpp" line="29"/>
        <source>Topology from irqatlas topology JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/command.cpp" line="31"/>
        <source>A remote host over SSH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/command.cpp" line="31"/>
        <source>[user@]host[:port]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/command.cpp" line="32"/>
        <source>With --host: ssh client config (ssh -F FILE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/command.cpp" line="38"/>
        <source>Output format: table, json or csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/command.cpp" line="45"/>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/command.cpp" line="71"/>
        <source>irqatlas-cli: unknown --format &quot;%1&quot; (expected table, json or csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/helperrunner.cpp" line="50"/>
        <source>--root needs the test build irqatlas-helper-testroot next to irqatlas-cli (cmake --build BUILD --target irqatlas-helper-testroot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/helperrunner.cpp" line="61"/>
        <source>irqatlas-helper not found (%1, or next to irqatlas-cli)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/helperrunner.cpp" line="71"/>
        <source>pkexec is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/helperrunner.cpp" line="72"/>
        <source>the helper is not installed in %1, so polkit has no rule for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/helperrunner.cpp" line="100"/>
        <source>cannot start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/helperrunner.cpp" line="127"/>
        <source>%1 crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/helperrunner.cpp" line="151"/>
        <source> (confirmed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/helperrunner.cpp" line="177"/>
        <source>%1 failed (helper exit status %2, see `irqatlas-helper --help`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/sources.cpp" line="24"/>
        <source>--topology and --xml both name a topology; give one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/sources.cpp" line="29"/>
        <source>cannot open topology file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/sources.cpp" line="42"/>
        <source>--host and --root both name a machine; give one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/sources.cpp" line="47"/>
        <source>--ssh-config %1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/sources.cpp" line="76"/>
        <source>--ssh-config needs --host</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::planner_detail</name>
    <message>
        <location filename="../core/planner.cpp" line="101"/>
        <source>parameter %1=&quot;%2&quot;: expected an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner.cpp" line="114"/>
        <source>parameter %1=&quot;%2&quot;: expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/planner.cpp" line="122"/>
        <source>parameter %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::spread</name>
    <message>
        <location filename="../core/spread_common.cpp" line="114"/>
        <source>node: %1 is not a node id (use -1 for no node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_common.cpp" line="116"/>
        <source>node: %1 does not exist (node ids of this topology are 0..%2); the kernel&apos;s behaviour is undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_common.cpp" line="126"/>
        <source>%1: %2 is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_common.cpp" line="128"/>
        <source>%1: %2 is more than the %3 entries irqatlas computes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/spread_common.cpp" line="141"/>
        <source>distance: distance[%1][%2] = %3 is outside [10, 255]; the kernel builds no NUMA hop masks for this topology</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="58"/>
        <source>User interface language: de, zh_CN or en.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="70"/>
        <source>CPU topology and interrupt affinity visualizer and editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="74"/>
        <source>Show a saved machine (snapshot directory or .tar.gz).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="77"/>
        <source>Show the topology of an hwloc XML file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="80"/>
        <source>Show an irqatlas topology JSON file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="83"/>
        <source>Show a lone /proc/interrupts file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="86"/>
        <source>Render the window to a PNG file and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="89"/>
        <source>Window size for --screenshot (default 1600x1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="92"/>
        <source>Colours: light, dark or system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="95"/>
        <source>Select an IRQ at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="98"/>
        <source>Select a NUMA node at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="115"/>
        <source>Give only one of --root, --xml, --topology, --interrupts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="124"/>
        <source>Unknown --theme %1: use light, dark or system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="138"/>
        <source>Bad --size %1: expected WxH, e.g. 1600x1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="154"/>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>std</name>
    <message>
        <location filename="../app/cli/cmd_spread.cpp" line="90"/>
        <source>(default affinity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_topology.cpp" line="84"/>
        <source>(no distance matrix in the source: 10 on the diagonal and 20 elsewhere assumed, as the kernel does without a firmware SLIT)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="53"/>
        <source>gap: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="57"/>
        <source>%1 CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="83"/>
        <source>(%1 of %2 CPUs hidden; the %3 busiest are shown, --cpus 0 shows all)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="89"/>
        <source>(&quot;-&quot;: the kernel does not account that time, or no previous value)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_watch.cpp" line="93"/>
        <source>no interrupt fired in this interval
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
