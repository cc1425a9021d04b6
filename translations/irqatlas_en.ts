<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Applier</name>
    <message numerus="yes">
        <source>plan refused, nothing written: %n problem(s)</source>
        <translation>
            <numerusform>plan refused, nothing written: %n problem</numerusform>
            <numerusform>plan refused, nothing written: %n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dry run: %n IRQ(s) would be written, nothing written</source>
        <translation>
            <numerusform>dry run: %n IRQ would be written, nothing written</numerusform>
            <numerusform>dry run: %n IRQs would be written, nothing written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) written</source>
        <translation>
            <numerusform>%n IRQ written</numerusform>
            <numerusform>%n IRQs written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n with an effective affinity outside the request</source>
        <translation>
            <numerusform>; %n with an effective affinity outside the request</numerusform>
            <numerusform>; %n with an effective affinity outside the request</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) restored from %1</source>
        <translation>
            <numerusform>%n IRQ restored from %1</numerusform>
            <numerusform>%n IRQs restored from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>journal refused, nothing written: %n problem(s)</source>
        <translation>
            <numerusform>journal refused, nothing written: %n problem</numerusform>
            <numerusform>journal refused, nothing written: %n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BackoffSampleSource</name>
    <message numerus="yes">
        <source>%1; reconnecting in %n s</source>
        <translation>
            <numerusform>%1; reconnecting in %n s</numerusform>
            <numerusform>%1; reconnecting in %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CurrentPlacement</name>
    <message numerus="yes">
        <source>%n IRQ(s) have no known placement (no affinity, no counts) and are left out</source>
        <translation>
            <numerusform>%n IRQ has no known placement (no affinity, no counts) and is left out</numerusform>
            <numerusform>%n IRQs have no known placement (no affinity, no counts) and are left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fleet</name>
    <message numerus="yes">
        <source>%n movable IRQ(s) delivered to isolated CPUs %1</source>
        <translation>
            <numerusform>%n movable IRQ delivered to isolated CPUs %1</numerusform>
            <numerusform>%n movable IRQs delivered to isolated CPUs %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s) offline: %1</source>
        <translation>
            <numerusform>%n CPU offline: %1</numerusform>
            <numerusform>%n CPUs offline: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s)</source>
        <translation>
            <numerusform>%n package</numerusform>
            <numerusform>%n packages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NUMA node(s)</source>
        <translation>
            <numerusform>%n NUMA node</numerusform>
            <numerusform>%n NUMA nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n core(s)</source>
        <translation>
            <numerusform>%n core</numerusform>
            <numerusform>%n cores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>L%1 per %n core(s)</source>
        <translation>
            <numerusform>L%1 per %n core</numerusform>
            <numerusform>L%1 per %n cores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 device(s) with IRQs on node %2</source>
        <translation>
            <numerusform>%n %1 device with IRQs on node %2</numerusform>
            <numerusform>%n %1 devices with IRQs on node %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 device(s) with IRQs</source>
        <translation>
            <numerusform>%n %1 device with IRQs</numerusform>
            <numerusform>%n %1 devices with IRQs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IrqbalanceBan</name>
    <message numerus="yes">
        <source>%n IRQ(s) to ban do not fit irqbalance&apos;s 16 KiB command</source>
        <translation>
            <numerusform>%n IRQ to ban does not fit irqbalance&apos;s 16 KiB command</numerusform>
            <numerusform>%n IRQs to ban do not fit irqbalance&apos;s 16 KiB command</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IrqbalancePlanner</name>
    <message numerus="yes">
        <source>%n selected IRQ(s) not in irqbalance&apos;s tree (banned, or a class it does not move): left as they are</source>
        <translation>
            <numerusform>%n selected IRQ not in irqbalance&apos;s tree (banned, or a class it does not move): left as it is</numerusform>
            <numerusform>%n selected IRQs not in irqbalance&apos;s tree (banned, or a class it does not move): left as they are</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanQueues</name>
    <message numerus="yes">
        <source>%1: no such queue (%2 has %n %3 queue(s))</source>
        <translation>
            <numerusform>%1: no such queue (%2 has %n %3 queue)</numerusform>
            <numerusform>%1: no such queue (%2 has %n %3 queues)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the source has no network queues (/sys/class/net): the plan&apos;s %n queue(s) are not checked</source>
        <translation>
            <numerusform>the source has no network queues (/sys/class/net): the plan&apos;s %n queue is not checked</numerusform>
            <numerusform>the source has no network queues (/sys/class/net): the plan&apos;s %n queues are not checked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanRunner</name>
    <message numerus="yes">
        <source>%1 planned none of the %n selected IRQs: %2.</source>
        <translation>
            <numerusform>%1 did not plan the selected IRQ: %2.</numerusform>
            <numerusform>%1 planned none of the %n selected IRQs: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No load counted yet: the %n planned IRQs have not fired (no count or rate), so the plan&apos;s balance cannot be judged, and a planner that weighs IRQs (as balance does) had nothing to weigh. Let the machine run under load, or use the live rates, then generate again.</source>
        <translation>
            <numerusform>No load counted yet: the planned IRQ has not fired (no count or rate), so the plan&apos;s balance cannot be judged, and a planner that weighs IRQs (as balance does) had nothing to weigh. Let the machine run under load, or use the live rates, then generate again.</numerusform>
            <numerusform>No load counted yet: the %n planned IRQs have not fired (no count or rate), so the plan&apos;s balance cannot be judged, and a planner that weighs IRQs (as balance does) had nothing to weigh. Let the machine run under load, or use the live rates, then generate again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordedWeights</name>
    <message numerus="yes">
        <source>recorded rates over %1 s (mean of %n interval(s) of %2)</source>
        <translation>
            <numerusform>recorded rates over %1 s (mean of %n interval of %2)</numerusform>
            <numerusform>recorded rates over %1 s (mean of %n intervals of %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) of recording %1 had failed and were skipped</source>
        <translation>
            <numerusform>%n sample of recording %1 had failed and was skipped</numerusform>
            <numerusform>%n samples of recording %1 had failed and were skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n good sample(s); rates need at least 2</source>
        <translation>
            <numerusform>%1 holds %n good sample; rates need at least 2</numerusform>
            <numerusform>%1 holds %n good samples; rates need at least 2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoteApply</name>
    <message numerus="yes">
        <source>%n IRQ(s) written</source>
        <translation>
            <numerusform>%n IRQ written</numerusform>
            <numerusform>%n IRQs written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n with an effective affinity outside the request</source>
        <translation>
            <numerusform>; %n with an effective affinity outside the request</numerusform>
            <numerusform>; %n with an effective affinity outside the request</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dry run: %n IRQ(s) would be written, nothing written</source>
        <translation>
            <numerusform>dry run: %n IRQ would be written, nothing written</numerusform>
            <numerusform>dry run: %n IRQs would be written, nothing written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>plan refused, nothing written: %n problem(s)</source>
        <translation>
            <numerusform>plan refused, nothing written: %n problem</numerusform>
            <numerusform>plan refused, nothing written: %n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) restored from %1</source>
        <translation>
            <numerusform>%n IRQ restored from %1</numerusform>
            <numerusform>%n IRQs restored from %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SourceCheck</name>
    <message numerus="yes">
        <source>%1 has %n CPU(s) the topology lacks (%2)</source>
        <translation>
            <numerusform>%1 has %n CPU the topology lacks (%2)</numerusform>
            <numerusform>%1 has %n CPUs the topology lacks (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n row(s) fired only there (0 on every CPU of the topology)</source>
        <translation>
            <numerusform>; %n row fired only there (0 on every CPU of the topology)</numerusform>
            <numerusform>; %n rows fired only there (0 on every CPU of the topology)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lacks %n CPU(s) of the topology (%2): no figures for them</source>
        <translation>
            <numerusform>%1 lacks %n CPU of the topology (%2): no figures for it</numerusform>
            <numerusform>%1 lacks %n CPUs of the topology (%2): no figures for them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StructurePaint</name>
    <message numerus="yes">
        <source>%n cores</source>
        <translation>
            <numerusform>%n core</numerusform>
            <numerusform>%n cores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TopologyPainter</name>
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
            <numerusform>%n NUMA node</numerusform>
            <numerusform>%n NUMA nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IRQs</source>
        <translation>
            <numerusform>%n IRQ</numerusform>
            <numerusform>%n IRQs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IRQs target this CPU</source>
        <translation>
            <numerusform>%n IRQ targets this CPU</numerusform>
            <numerusform>%n IRQs target this CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n after the pending changes</source>
        <translation>
            <numerusform>%n after the pending changes</numerusform>
            <numerusform>%n after the pending changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with the previewed plan</source>
        <translation>
            <numerusform>%n with the previewed plan</numerusform>
            <numerusform>%n with the previewed plan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the plan&apos;s IRQs</source>
        <translation>
            <numerusform>%n of the plan&apos;s IRQs</numerusform>
            <numerusform>%n of the plan&apos;s IRQs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas-cli</name>
    <message numerus="yes">
        <source>%1: %n lint error(s), nothing applied</source>
        <translation>
            <numerusform>%1: %n lint error, nothing applied</numerusform>
            <numerusform>%1: %n lint errors, nothing applied</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n lint warning(s); check them and add --force to apply anyway</source>
        <translation>
            <numerusform>%1: %n lint warning; check it and add --force to apply anyway</numerusform>
            <numerusform>%1: %n lint warnings; check them and add --force to apply anyway</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>baseline done: %n interval(s)</source>
        <translation>
            <numerusform>baseline done: %n interval</numerusform>
            <numerusform>baseline done: %n intervals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more note(s): plan --algorithm %1 shows them</source>
        <translation>
            <numerusform>%n more note: plan --algorithm %1 shows it</numerusform>
            <numerusform>%n more notes: plan --algorithm %1 shows them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>irqbalance (pid %1): interval %2 s, banned CPUs %3, %n banned IRQ(s)</source>
        <translation>
            <numerusform>irqbalance (pid %1): interval %2 s, banned CPUs %3, %n banned IRQ</numerusform>
            <numerusform>irqbalance (pid %1): interval %2 s, banned CPUs %3, %n banned IRQs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::ApplyDialog</name>
    <message numerus="yes">
        <source>The new placement is active. It is undone in %n second(s) unless you keep it.</source>
        <translation>
            <numerusform>The new placement is active. It is undone in %n second unless you keep it.</numerusform>
            <numerusform>The new placement is active. It is undone in %n seconds unless you keep it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) are delivered outside the requested CPUs (highlighted): the interrupt controller picks one CPU of the set, or the device cannot follow the request.</source>
        <translation>
            <numerusform>%n IRQ is delivered outside the requested CPUs (highlighted): the interrupt controller picks one CPU of the set, or the device cannot follow the request.</numerusform>
            <numerusform>%n IRQs are delivered outside the requested CPUs (highlighted): the interrupt controller picks one CPU of the set, or the device cannot follow the request.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run this in a terminal instead. The first command applies the plan and undoes it after %n second(s) unless the second one confirms it in time.</source>
        <translation>
            <numerusform>Run this in a terminal instead. The first command applies the plan and undoes it after %n second unless the second one confirms it in time.</numerusform>
            <numerusform>Run this in a terminal instead. The first command applies the plan and undoes it after %n seconds unless the second one confirms it in time.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kernel threads: %1 of %n written</source>
        <translation>
            <numerusform>Kernel threads: %1 of %n written</numerusform>
            <numerusform>Kernel threads: %1 of %n written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n restored</source>
        <translation>
            <numerusform>, %n restored</numerusform>
            <numerusform>, %n restored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n gone</source>
        <translation>
            <numerusform>, %n gone</numerusform>
            <numerusform>, %n gone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queue files: %1 of %n written</source>
        <translation>
            <numerusform>Queue files: %1 of %n written</numerusform>
            <numerusform>Queue files: %1 of %n written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::ApplyReview</name>
    <message numerus="yes">
        <source>%n lint error(s) must be fixed first.</source>
        <translation>
            <numerusform>%n lint error must be fixed first.</numerusform>
            <numerusform>%n lint errors must be fixed first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) move</source>
        <translation>
            <numerusform>%n IRQ moves</numerusform>
            <numerusform>%n IRQs move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel thread placement(s)</source>
        <translation>
            <numerusform>%n kernel thread placement</numerusform>
            <numerusform>%n kernel thread placements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queue setting(s)</source>
        <translation>
            <numerusform>%n queue setting</numerusform>
            <numerusform>%n queue settings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::ClassPlanDialog</name>
    <message numerus="yes">
        <source>One plan for the %n host(s) of class %1, made on the first of them by name and checked on every one, as irqatlas-cli fleet plan makes it.</source>
        <translation>
            <numerusform>One plan for the %n host of class %1, made on it and checked on it, as irqatlas-cli fleet plan makes it.</numerusform>
            <numerusform>One plan for the %n hosts of class %1, made on the first of them by name and checked on every one, as irqatlas-cli fleet plan makes it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) placed by %1, planned on %2; resolves on %3 of %4 hosts.</source>
        <translation>
            <numerusform>%n IRQ placed by %1, planned on %2; resolves on %3 of %4 hosts.</numerusform>
            <numerusform>%n IRQs placed by %1, planned on %2; resolves on %3 of %4 hosts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote the play for %n host(s) to %1</source>
        <translation>
            <numerusform>Wrote the play for %n host to %1</numerusform>
            <numerusform>Wrote the play for %n hosts to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::FleetModel</name>
    <message numerus="yes">
        <source>Class %1 (%n host(s))</source>
        <translation>
            <numerusform>Class %1 (%n host)</numerusform>
            <numerusform>Class %1 (%n hosts)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::FleetWindow</name>
    <message numerus="yes">
        <source>%n host(s): %1 read, %2 not read, %3 class(es) — at %4</source>
        <translation>
            <numerusform>%n host: %1 read, %2 not read, %3 class(es) — at %4</numerusform>
            <numerusform>%n hosts: %1 read, %2 not read, %3 class(es) — at %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::IrqbalancePanel</name>
    <message numerus="yes">
        <source>irqbalance (pid %1): a pass every %2 s, banned CPUs %3, %n banned IRQ(s)</source>
        <translation>
            <numerusform>irqbalance (pid %1): a pass every %2 s, banned CPUs %3, %n banned IRQ</numerusform>
            <numerusform>irqbalance (pid %1): a pass every %2 s, banned CPUs %3, %n banned IRQs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::LivePlots</name>
    <message numerus="yes">
        <source>Time the plots show; up to %n samples are kept</source>
        <translation>
            <numerusform>Time the plots show; up to %n sample is kept</numerusform>
            <numerusform>Time the plots show; up to %n samples are kept</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::MainWindow</name>
    <message numerus="yes">
        <source>%n pending change(s) were not applied. Quit anyway?</source>
        <translation>
            <numerusform>%n pending change was not applied. Quit anyway?</numerusform>
            <numerusform>%n pending changes were not applied. Quit anyway?</numerusform>
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
            <numerusform>, %n interrupt row</numerusform>
            <numerusform>, %n interrupt rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applied %n IRQ(s)</source>
        <translation>
            <numerusform>Applied %n IRQ</numerusform>
            <numerusform>Applied %n IRQs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n not where requested (highlighted in the list)</source>
        <translation>
            <numerusform>; %n not where requested (highlighted in the list)</numerusform>
            <numerusform>; %n not where requested (highlighted in the list)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n numbered IRQs)</source>
        <translation>
            <numerusform> (%n numbered IRQ)</numerusform>
            <numerusform> (%n numbered IRQs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IRQs</source>
        <translation>
            <numerusform>%n IRQ</numerusform>
            <numerusform>%n IRQs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measured over %1 s: %n IRQ(s) timed</source>
        <translation>
            <numerusform>Measured over %1 s: %n IRQ timed</numerusform>
            <numerusform>Measured over %1 s: %n IRQs timed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::PendingChanges</name>
    <message numerus="yes">
        <source>Move %n IRQs to %1</source>
        <translation>
            <numerusform>Move %n IRQ to %1</numerusform>
            <numerusform>Move %n IRQs to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::PlanCompare</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · %n IRQs</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · %2 · %n IRQ</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · %2 · %n IRQs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::PlanPanel</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; on &lt;tt&gt;%2&lt;/tt&gt;: %n IRQs, </source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; on &lt;tt&gt;%2&lt;/tt&gt;: %n IRQ, </numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; on &lt;tt&gt;%2&lt;/tt&gt;: %n IRQs, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Planning the %n IRQ(s) selected in the Interrupts table; edit IRQs to plan others.</source>
        <translation>
            <numerusform>Planning the %n IRQ selected in the Interrupts table; edit IRQs to plan others.</numerusform>
            <numerusform>Planning the %n IRQs selected in the Interrupts table; edit IRQs to plan others.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::PromHistoryDialog</name>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n sample</numerusform>
            <numerusform>%n samples</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::RemoteApplyBackend</name>
    <message numerus="yes">
        <source>Without a confirmation within %n second(s) the host restores every IRQ by itself, also when the connection drops.</source>
        <translation>
            <numerusform>Without a confirmation within %n second the host restores every IRQ by itself, also when the connection drops.</numerusform>
            <numerusform>Without a confirmation within %n seconds the host restores every IRQ by itself, also when the connection drops.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::SoftirqBars</name>
    <message numerus="yes">
        <source>CPU (the %n busiest)</source>
        <translation>
            <numerusform>CPU (the %n busiest)</numerusform>
            <numerusform>CPU (the %n busiest)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CPU (the %n busiest of the selection)</source>
        <translation>
            <numerusform>CPU (the %n busiest of the selection)</numerusform>
            <numerusform>CPU (the %n busiest of the selection)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::WorkspaceWindow</name>
    <message numerus="yes">
        <source>Left out %n remembered tab(s) of a kind this version does not know: %1</source>
        <translation>
            <numerusform>Left out %n remembered tab of a kind this version does not know: %1</numerusform>
            <numerusform>Left out %n remembered tabs of a kind this version does not know: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n remembered Prometheus tab(s) whose settings are not valid: %1</source>
        <translation>
            <numerusform>Left out %n remembered Prometheus tab whose settings are not valid: %1</numerusform>
            <numerusform>Left out %n remembered Prometheus tabs whose settings are not valid: %1</numerusform>
        </translation>
    </message>
</context>
</TS>
