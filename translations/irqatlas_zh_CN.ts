<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Applier</name>
    <message>
        <source>%1: plan larger than %2 bytes, refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty input, expected a plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the plan has no assignments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assignment %1 (irq %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty CPU list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: CPU %2 not online (online: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>plan refused, nothing written: %n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dry run: %n IRQ(s) would be written, nothing written</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>journal not writable, nothing written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: read back &quot;%2&quot; after writing &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) written</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n with an effective affinity outside the request</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>failed at IRQ %1, every IRQ written before was restored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed at IRQ %1 and some restores failed too (journal kept for another rollback): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already rolled back (%2), nothing to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) restored from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>some IRQs could not be restored; %1 kept for another rollback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no journal, nothing to roll back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nothing awaits confirmation (state %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BalancePlanner</name>
    <message>
        <source>heaviest IRQ first onto the least-loaded CPU near its device, avoiding SMT siblings of heavy IRQs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter slack=&quot;%1&quot;: expected a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 immovable IRQs are left in place; their load is counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights: %1, total %2, fair share per CPU %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 IRQs did not fit near their device and went to the least-loaded CPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CpuSet</name>
    <message>
        <source>invalid CPU list &quot;%1&quot; at position %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a CPU number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the end of a range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>range end is below its start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;used/group&quot; after &apos;:&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid &quot;used/group&quot; stride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU number out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list ends with &apos;,&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty hex group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hex group longer than 8 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a hex digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mask too long</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GraphExport</name>
    <message>
        <source>Cannot write image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>irqatlas topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write SVG file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write PDF file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown export format of %1: use .png, .svg or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostSource</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no directory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a directory nor a .tar.gz snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a temporary directory to unpack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot unpack %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IrqSelector</name>
    <message>
        <source>IRQ selector &quot;%1&quot;: empty term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ selector term &quot;%1&quot;: invalid regular expression at offset %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ selector term &quot;%1&quot;: expected an IRQ number, a range N-M, all, name:REGEX, dev:BDF, if:IFACE or driver:NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ selector term &quot;%1&quot;: nothing after the colon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ selector term &quot;%1&quot; selects no interrupt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IrqWriter</name>
    <message>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ %1: not a valid interrupt number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a directory (symlinks are not followed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such interrupt (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open for writing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: write of &quot;%2&quot; failed: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no CPU is online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/proc/irq/%1/smp_affinity_list: write of &quot;%2&quot; failed: %3 (%4, injected)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IsolatePlanner</name>
    <message>
        <source>move IRQs off isolated / nohz_full CPUs (or cpus=LIST) to the nearest remaining CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no CPU to vacate: the machine has no isolcpus or nohz_full CPUs; give cpus=LIST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no CPU left outside %1 (candidates %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 immovable IRQs stay on the CPUs to vacate (%2%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vacated CPUs %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an irqatlas journal (&quot;format&quot; is not &quot;irqatlas-journal&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported journal version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown journal state &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1: &quot;irq&quot; must be a non-negative integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 (irq %2): missing &quot;previous&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 (irq %2): unknown state &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the journal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot replace the journal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open the journal directory: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot sync the journal directory: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read the journal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: journal larger than %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KernelPlanner</name>
    <message>
        <source>parameter sort=&quot;%1&quot;: expected classic or modern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a view, not a placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 IRQs get no affinity from %2 and keep their current one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 groups hold no candidate CPU; their IRQs keep their current affinity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lint</name>
    <message>
        <source>irqbalance is running and will overwrite these affinities; stop it or ban the IRQs (IRQBALANCE_BANNED_CPULIST / --banirq)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ %1 (%2) is immovable%3: writing its affinity fails with EIO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ %1: device %2 reports NUMA node -1 (firmware gives no locality); node-aware placement is a guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ %1 would run on isolated/nohz_full CPUs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ %1: effective affinity %2 is not within the requested %3 (the kernel could not honour the last write, or the chip ignores it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1 would serve %2 device interrupts, at or over the x86 budget of about %3 vectors (writes fail with ENOSPC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1 would serve %2 device interrupts, near the x86 budget of about %3 vectors</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MachineLoader</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds neither a topology nor /proc/interrupts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 describes no CPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanDiff</name>
    <message>
        <source>affinity cannot be changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanExport</name>
    <message>
        <source>unknown export format &quot;%1&quot; (sh, systemd, irqbalance, json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assignment %1 (irq %2): the match key holds a quote or a control character and cannot go into a shell script</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanFile</name>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;format&quot; must be a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (expected &quot;irqatlas-plan&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;version&quot; must be an integer, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan version %1 is newer than this program understands (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid plan version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;host&quot; must be an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;host.%1&quot; must be a string, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;host.cpus&quot; must be a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;generator&quot; must be an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;generator.algorithm&quot; must be a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;generator.params&quot; must be an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;created&quot; must be a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;notes&quot; must be an array, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;assignments&quot; must be an array, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assignment %1: must be an object, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assignment %1: missing field &quot;irq&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assignment %1: &quot;irq&quot; must be a non-negative integer, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assignment %1 (irq %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: missing field &quot;match&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;match&quot; must be a string, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: missing field &quot;cpus&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;cpus&quot; must be a CPU list string, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty CPU list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: CPU %2 does not exist on this machine (CPUs %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: duplicate IRQ, already in assignment %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assignment %1 (irq %2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ambiguous, %2 interrupts share the key and none has number %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: key not found, matched by number; IRQ %2 is now &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such interrupt on this machine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanRequest</name>
    <message>
        <source>unknown parameter &quot;%1&quot;: this algorithm takes none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown parameter &quot;%1&quot; (expected one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 does not exist (nodes 0-%2, or -1 for none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rates given for %2 interrupts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1 does not exist on this machine (CPUs %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no candidate CPU left (online CPUs %1, excluded %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>parameter %1=&quot;%2&quot;: expected an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter %1=&quot;%2&quot;: expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyPlanner</name>
    <message>
        <source>vendor-script policy chosen with policy=local|remote|all|one|cpulist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one CPU per IRQ on the device&apos;s node, cores before SMT siblings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one CPU per IRQ outside the device&apos;s node, cores before SMT siblings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one CPU per IRQ over all candidates, cores before SMT siblings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every IRQ on one CPU (cpu=N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one CPU per IRQ over cpus=LIST, cores before SMT siblings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter policy=&quot;%1&quot;: expected local, remote, all, one or cpulist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cpulist policy needs cpus=LIST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cpus=%1 has no candidate CPU (candidates %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cpu=%1 is not a candidate CPU (candidates %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 IRQs had no device node or no usable CPU for the policy and use all candidate CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 immovable IRQs are left in place</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rates</name>
    <message>
        <source>the sample could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no previous sample to compare with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the interval between the samples is %1 s, not positive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>cannot write recording %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a recorded sample (%2 at byte %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a recorded sample needs numbers &quot;mono_ns&quot; and &quot;wall_ms&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: recorded as failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;interrupts&quot;, &quot;stat&quot; and &quot;softirqs&quot; must be base64 strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open recording %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:1: not an irqatlas recording (no &quot;format&quot;: &quot;irqatlas-recording&quot; header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:1: recording version %2 is not supported (this build reads version %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sample</name>
    <message>
        <source>%1: %2 is empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>architecture interrupt counter, not a device IRQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kernel offers no affinity file for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel-managed affinity (IRQD_AFFINITY_MANAGED)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per-CPU interrupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver forbids balancing (IRQD_NO_BALANCING)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe I/O queue: kernel-managed affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per-CPU interrupt (GIC SGI/PPI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the x86 system timer cannot be moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds neither topology.xml nor sys/devices/system/cpu/cpuN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create directory for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create directory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create link %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; choose a new name (nothing was written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder of %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a temporary folder next to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tar failed writing %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot move the snapshot into place at %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Spreader</name>
    <message>
        <source>sort: unknown sort &quot;%1&quot; (expected classic or modern)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node: %1 is not a node id (use -1 for no node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node: %1 does not exist (node ids of this topology are 0..%2); the kernel&apos;s behaviour is undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is more than the %3 entries irqatlas computes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance: distance[%1][%2] = %3 is outside [10, 255]; the kernel builds no NUMA hop masks for this topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group_cpus_evenly (managed IRQs: NVMe, blk-mq, virtio): CPUs split into groups per node in proportion to CPU counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>groups: %1 is not a positive number of groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>groups: %1 groups but only %2 possible CPUs; groups %2 to %3 stay empty (the kernel warns and callers reuse masks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>candidates: no CPU of the candidate set exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topology: no CPU is online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cpumask_local_spread, v4.1 to v6.2: the local node&apos;s CPUs, then all others in CPU-id order (distances ignored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 has no candidate CPU: every index falls through to the CPU-id order, as for node -1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unmerged 2019 nearest-node-first cpumask_local_spread: whole nodes by distance, ties by node id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cpumask_local_spread, v6.3+: CPUs by NUMA distance from the node, equally distant CPUs merged by CPU id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>candidates: no online CPU in the candidate set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 has no online CPU: v6.7+ starts from the nearest CPU node %2 (used here); on v6.3 to v6.6 the result is undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the kernel result is undefined, distances used as given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 has no online CPU: for_each_numa_hop_mask yields no mask, so these IRQs keep the default affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skip-first-cpu: the first posted irq_setup (mana-v1) has no such parameter; it was added in 2025</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQs %1 to %2 are beyond what the hops absorb and keep the default affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for_each_numa_hop_mask: the cumulative CPU mask of each NUMA hop from the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 has no online CPU: the kernel yields no hop mask (it does not fall back to the nearest node here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MANA irq_setup (v6.9+): sibling masks core by core, hop by hop, each core as often as it has CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MANA irq_setup as first posted (Dec 2023): a hop takes CPUs x cores IRQs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MANA driver: HWC vector 0 by cpumask_local_spread, queue vectors by irq_setup (static MSI-X; with skip-first-cpu the 2025 dynamic path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvec: the driver requests at most %1 vectors (online CPUs + 1); %2 is more than it would get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vectors %1 to %2 keep the default affinity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Topology</name>
    <message>
        <source>the topology has no CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU with negative id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1 has invalid node %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1 is online but not present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance matrix has %1 rows, expected %2 (one per node id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance matrix row %1 has %2 entries, expected %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance[%1][%2] is negative</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TopologyJson</name>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a CPU list string such as &quot;0-3,8&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or not an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the topology has no CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or not a CPU id &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or not a node id &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or not an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an integer &gt;= -1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1 is online but not present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an integer &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a node id &gt;= 0 or a node object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an array of rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 entries; the matrix must be square (%2 x %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or not an id &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a node id or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: invalid JSON: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the topology must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1 is on node %2, which &quot;nodes&quot; does not list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the matrix is %1 x %1 but node ids run from 0 to %2; it needs one row and column per node id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 lists CPUs &quot;%2&quot; but the cpus entries put &quot;%3&quot; on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TopologyLoader</name>
    <message>
        <source>ARM part %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: inconsistent topology: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the hwloc XML topology is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an hwloc XML %2 file (written by hwloc %3), but irqatlas reads hwloc XML 2.0 and older (hwloc 2, API %4). On the machine it came from, export a 2.0 file with: lstopo --of xml --export-xml-flags v2 topology.xml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the hwloc XML topology is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot initialise hwloc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a valid hwloc XML topology (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read hwloc XML topology %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine: cannot initialise hwloc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine: hwloc cannot read the topology (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine: hwloc cannot export the topology as XML (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no sys/devices/system/cpu: not a copied sysfs tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: hwloc cannot read the sysfs tree (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sysfs tree %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has neither topology.xml nor sys/devices/system/cpu: no topology to load</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TopologyPainter</name>
    <message>
        <source>No NUMA information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(part)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n CPUs</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NUMA nodes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IRQs</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Package %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices without a NUMA node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Package %1: CPUs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop IRQs here to move them to every CPU of this node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCI devices whose NUMA node is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core %1: CPUs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop IRQs here to move them to this core&apos;s SMT siblings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core %1, package %2, NUMA node %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed for this process (cgroup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n IRQs target this CPU</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n after the pending changes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Click to list its IRQs; drop IRQs here to pin them to this CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMA node unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas</name>
    <message>
        <source>%1: the remote collection printed no irqatlas output (is /bin/sh a POSIX shell there?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: remote collection output, byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output ends early (the connection was lost?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed record header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output ends inside a record (the connection was lost?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refusing the path %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the link %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown record type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: remote sample stream, byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a sample header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected record</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas-cli</name>
    <message>
        <source>apply a plan through the privileged helper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scores of several plans side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what applying a plan would change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plan as a shell script, systemd unit, irqbalance bans or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one row per interrupt, with affinity and counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plan file for the selected interrupts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo the last apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save this machine for a later --root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the raw output of one spreading algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>packages, NUMA nodes, distances, cores, PUs, devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live per-CPU hard/soft IRQ %, IRQ/s and the busiest interrupts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply a plan through irqatlas-helper: lint first (errors block, warnings need --force), then validate, journal, write, read back; a failed write rolls everything back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate everything, write nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After applying, roll back unless &quot;confirm&quot; is typed within S seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on despite lint warnings or a running irqbalance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journal file (default: the helper&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply takes one plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply --host is not supported yet: export the plan with `irqatlas-cli export PLAN --format sh` and run it on the host with sudo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--confirm-timeout: &quot;%1&quot; is not a number of seconds (1-86400)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n lint error(s), nothing applied</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n lint warning(s); check them and add --force to apply anyway</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no entry of the plan matches an interrupt here, nothing to apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>irqbalance is running and will overwrite this plan within seconds. Either:
  - stop it:   %1
  - ban the planned IRQs in /etc/default/irqbalance, then restart it:
    %2  - or give irqbalance --policyscript a script that prints ban=true for IRQ %3
    (irqatlas-cli export PLAN --format irqbalance writes both)
  - or go on anyway with --force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not applied because irqbalance is running (use --force to apply anyway)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; run the equivalent command as root:
  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type &quot;confirm&quot; and Enter within %1 s to keep the new placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pkexec refused or could not authenticate; run the equivalent command as root:
  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score several planners on the same interrupts, side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupts to plan (see plan --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SELECTOR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated planners: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A,B,C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device node for every IRQ (-1 = none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate CPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LIST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs never to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEY=VALUE for every listed algorithm that takes KEY (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEY=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare takes no arguments, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--irqs SELECTOR and --algorithms A,B,C are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown algorithm &quot;%1&quot; (one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--node: &quot;%1&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--param &quot;%1&quot;: expected KEY=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no topology: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What applying PLAN would change, and what to check first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan file (irqatlas-plan JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diff takes exactly one plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># %1: %2 changed, %3 unchanged, %4 not present, %5 immovable
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan as a self-checking POSIX shell script (sh), a boot-time systemd unit and its script (systemd), irqbalance ban lines and policy script (irqbalance), or the normalized plan (json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sh, systemd, irqbalance or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the file(s) into DIR instead of printing them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export takes one plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export needs --format sh|systemd|irqbalance|json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create the directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per interrupt: number or symbol, chip, hwirq, trigger, name, device, node, affinity, effective affinity, total, per-CPU counts (json/csv).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>irqs takes no arguments, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupts to plan: numbers and ranges (30,32-40), all, name:REGEX, dev:BDF, if:IFACE, driver:NAME; comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate CPUs (default: online, allowed, not isolated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm parameter (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--irqs SELECTOR is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plan file for the selected interrupts of this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planner: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the plan file here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan takes no arguments, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan prints table or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--algorithm NAME is required (one of: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last apply from its journal (a second rollback does nothing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[JOURNAL]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A test tree: DIR/proc and DIR/sys as on a live system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rollback takes at most one journal file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rollback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save everything the other commands read, for a later --root.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target directory or FILE.tar.gz (must not exist).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIR|FILE.tar.gz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snapshot needs --out DIR|FILE.tar.gz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snapshot saves the machine&apos;s own topology; --topology/--xml do not apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote %1 files to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>irqatlas-cli: --%1: &quot;%2&quot; is not an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(default affinity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The raw output of one kernel spreading algorithm (docs/ALGORITHMS.md) on the machine&apos;s topology. --count, --len, --nvec and --groups default to the number of online CPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local-spread-v41, local-spread-2019, local-spread, hop-masks, mana, mana-v1, mana-driver or group-evenly (the test vectors&apos; names work too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin NUMA node, -1 = none (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local-spread variants: indices 0..K-1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mana, mana-v1: number of IRQs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mana-driver: MSI-X vectors incl. the HWC vector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group-evenly: number of groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group-evenly: kernel heapsort, classic (before 2024) or modern (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>classic|modern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mana: leave the first core slot free (2025); mana-driver: the 2025 dynamic MSI-X path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local-spread variants: candidate CPUs instead of the online ones (the housekeeping mask of ~v5.9 kernels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPULIST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spread takes no arguments, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spread needs --algorithm NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--algorithm: unknown algorithm &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--candidates: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>irqatlas-cli: warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no distance matrix in the source: 10 on the diagonal and 20 elsewhere assumed, as the kernel does without a firmware SLIT)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages, NUMA nodes with CPU lists and distances, cores, PUs and devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topology takes no arguments, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gap: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 of %2 CPUs hidden; the %3 busiest are shown, --cpus 0 shows all)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(&quot;-&quot;: the kernel does not account that time, or no previous value)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no interrupt fired in this interval
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live per-CPU hard-IRQ %, soft-IRQ % (as mpstat computes %irq and %soft), IRQ/s, and the busiest interrupts with their CPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds between samples, 0.1 to 60 (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after N intervals (default: until interrupted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busiest interrupts to show (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table: busiest CPUs to show (default 16, 0 = all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also record the raw samples to FILE (JSON lines).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a recording instead of reading a machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watch takes no arguments, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--interval &quot;%1&quot; is not a number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--interval: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--count &quot;%1&quot; must be a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--top &quot;%1&quot; must be an integer &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cpus &quot;%1&quot; must be an integer &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot set up signal handling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>irqatlas-cli: gap: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a saved machine: DIR/proc and DIR/sys as on a live system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology from an hwloc XML file (format 2.0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology from irqatlas topology JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A remote host over SSH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[user@]host[:port]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --host: ssh client config (ssh -F FILE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: table, json or csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>irqatlas-cli: unknown --format &quot;%1&quot; (expected table, json or csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--root needs the test build irqatlas-helper-testroot next to irqatlas-cli (cmake --build BUILD --target irqatlas-helper-testroot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>irqatlas-helper not found (%1, or next to irqatlas-cli)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pkexec is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the helper is not installed in %1, so polkit has no rule for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (confirmed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed (helper exit status %2, see `irqatlas-helper --help`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: irqatlas-cli COMMAND [options]

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
&apos;irqatlas-cli COMMAND --help&apos; shows the options of a command.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>irqatlas-cli: unknown command &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas-helper</name>
    <message>
        <source>Usage:
  irqatlas-helper apply [--dry-run] [--journal PATH] [--confirm-timeout S]
      reads a plan (irqatlas-plan JSON, at most 1 MiB) on stdin, ended by EOF
      or by a line holding only &quot;.&quot;; with --confirm-timeout, then waits S
      seconds for a line &quot;confirm&quot; on stdin or `irqatlas-helper confirm`
      and rolls back by itself when none comes
  irqatlas-helper rollback [--journal PATH]   restore the last journal
  irqatlas-helper confirm [--journal PATH]    confirm a waiting apply
  irqatlas-helper status [--journal PATH]     show the last journal

Writes only /proc/irq/&lt;n&gt;/smp_affinity_list. Default journal:
  /var/lib/irqatlas/journal.json

Exit status:
  0  success (applied, dry run, rolled back, confirmed, already rolled back)
  1  system error (/proc/irq or the online CPU list unreadable)
  2  usage error
  3  invalid plan (size, JSON, format, version, CPU list): nothing written
  4  plan does not fit this machine (IRQ missing, CPU offline): nothing written
  5  journal not writable or unreadable: nothing written
  6  a write failed; every IRQ written before was restored
  7  a write failed and some restores failed: run rollback again
  8  applied, then rolled back because no confirmation came in time
  9  nothing to do (no journal / nothing awaits confirmation)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Test build only:
  --root DIR                 use DIR/proc and DIR/sys (default journal DIR/var/lib/irqatlas/journal.json)
  --test-slow-write MS       sleep before each write
  --test-fail-write N:ERRNO  the Nth write fails with ERRNO (EIO, EINVAL, ENOSPC...)
  --test-fail-irq IRQ:ERRNO  every write to IRQ fails with ERRNO
  --test-readback IRQ:LIST   smp_affinity_list of IRQ reads back as LIST
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no command given
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--journal: &quot;%1&quot; is not an absolute path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--confirm-timeout: &quot;%1&quot; is not a number of seconds (1-86400)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--test-fail-write: expected N:ERRNO, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--test-fail-irq: expected IRQ:ERRNO, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown or incomplete argument &quot;%1&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dry-run and --confirm-timeout only go with apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stdin: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applied; waiting %1 s for confirmation (a line &quot;confirm&quot; on stdin or `irqatlas-helper confirm`), else rolling back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no confirmation within %1 s, rolling back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nothing awaits confirmation (state %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmation sent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::DistanceModel</name>
    <message>
        <source>Distance from node %1 to node %2: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the firmware table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumed: no firmware table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::IrqPanel</name>
    <message>
        <source>Filter: IRQ number, name, device…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number shows that IRQ; text matches names, chips and PCI addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop filtering the list by the CPUs selected in the graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::IrqTableModel</name>
    <message>
        <source>IRQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ number, or the symbol of a per-CPU interrupt (LOC, NMI, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action names the drivers registered (/proc/interrupts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCI device that owns the interrupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMA node of the owning device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs the interrupt may go to (smp_affinity_list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs the interrupt actually goes to (effective_affinity_list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs of a change not applied yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupts counted since boot, all CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be moved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per-CPU or kernel-managed interrupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag onto a CPU, core or NUMA node to move it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::MainWindow</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop waiting for the machine being read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a node to tint the graph by distance from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMA distances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;current affinities&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;This Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read this machine&apos;s topology and interrupts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Snapshot Directory…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A directory saved by &apos;irqatlas-cli snapshot&apos; (or any copy of /proc and /sys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open hwloc &amp;XML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A topology written by &apos;lstopo --of xml&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Topology &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A topology written by &apos;irqatlas-cli topology --format json&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open /proc/&amp;interrupts File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lone copy of /proc/interrupts, e.g. from a bug report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the current source again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Graph…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the graph as PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit irqatlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find IRQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the IRQ filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard Pending Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every change that was not applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One layout unit per pixel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About irqatlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About irqatlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;irqatlas %1&lt;/b&gt;&lt;p&gt;CPU topology and interrupt affinity for Linux.&lt;/p&gt;&lt;p&gt;Drag interrupts from the list or from a CPU onto a CPU, a core or a NUMA node; every move is a pending change you can undo.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pending change(s) were not applied. Quit anyway?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n CPUs</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n interrupt rows</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> (no topology: one box per CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>irqatlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — irqatlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Snapshot Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open hwloc XML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hwloc XML (*.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Topology JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open /proc/interrupts File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG vector image (*.svg);;PDF document (*.pdf);;PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::PendingChanges</name>
    <message>
        <source>IRQ %1 is not on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kernel does not allow changing its affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ %1 (%2) cannot be moved: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No IRQ to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no online CPU to move IRQs to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move IRQ %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move %n IRQs to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::Sampler</name>
    <message>
        <source>sampling interval %1 s is out of range (%2 s to %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::SshHostSource</name>
    <message>
        <source>%1: cannot create a temporary directory for the remote files: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::SshSampleSource</name>
    <message>
        <source>%1: /proc/uptime did not come back as a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: /proc/interrupts is empty or unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: disconnected: the remote sampling loop ended (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: disconnected: no sample within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::SshSession</name>
    <message>
        <source>cannot create the ssh control directory %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot inspect the ssh control directory %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ssh control directory %1 must be a directory owned by you with mode 0700; refusing to share connections through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ssh control directory %1 is too long for a socket path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: authentication failed (no usable key or password; in batch mode ssh cannot ask): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: disconnected: the connection was lost%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and reconnecting failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot connect: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ssh failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the remote command failed with exit status %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the OpenSSH client %2 is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot start %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no answer within %2 s (ssh stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the host key has CHANGED since it was recorded in known_hosts; ssh refused to connect. Someone may be intercepting the connection, or the host was reinstalled: check the new key (%2) with its administrator before removing the old one (ssh-keygen -R &quot;%3&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fingerprint not shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the host key is unknown (%2 is not in known_hosts); ssh cannot ask in batch mode and irqatlas never accepts a key on its own. Connect once with ssh to check its fingerprint and accept it. ssh said: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::SshTarget</name>
    <message>
        <source>--host %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a user name may hold only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, and may not start with &apos;-&apos; or &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;[&apos; without &apos;]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only &apos;:port&apos; may follow &apos;]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;:&apos; without a port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IPv6 address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a host name may hold only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, and may not start with &apos;-&apos; or &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a port (1-65535)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::TopologyView</name>
    <message>
        <source>CPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core %1 (CPUs %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::cli</name>
    <message>
        <source>--topology and --xml both name a topology; give one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open topology file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--host and --root both name a machine; give one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ssh-config %1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ssh-config needs --host</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::interrupts</name>
    <message>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the header line &quot;CPU0 CPU1 …&quot;, found %1 (header missing?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>header column %1 is %2, not CPU&lt;n&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty header line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row does not start with &quot;&lt;irq&gt;:&quot;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ number %1 out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count %1 (%2) does not fit in 64 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IRQ %1 has %2 of %3 counts (file cut off?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count %1 of IRQ %2 is not a number: %3 (column %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 has no counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 has %2 of %3 counts (file cut off?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count %1 of row %2 is not a number: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no &quot;CPU0 CPU1 …&quot; header line (empty file?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::irqfiles</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a NUMA node number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NUMA node %1 is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty action name at position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one line, found several</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a hardware IRQ number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count %1 is not a number: %2 (position %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::procstat</name>
    <message>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad CPU label %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a number at column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 time fields, at least 4 expected (file cut off?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected one number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no &quot;cpu&quot; line (not a /proc/stat file?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>irqatlas::softirqs</name>
    <message>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the header line &quot;CPU0 CPU1 …&quot;, found %1 (header missing?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row does not start with &quot;&lt;NAME&gt;:&quot;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count %1 of %2 is not a number: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 counts for %3 CPU columns%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (file cut off?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no &quot;CPU0 CPU1 …&quot; header line (empty file?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>User interface language: de, zh_CN or en.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU topology and interrupt affinity visualizer and editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a saved machine (snapshot directory or .tar.gz).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the topology of an hwloc XML file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show an irqatlas topology JSON file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a lone /proc/interrupts file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1600x1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours: light, dark or system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an IRQ at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a NUMA node at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown --theme %1: use light, dark or system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad --size %1: expected WxH, e.g. 1600x1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one of --root, --xml, --topology, --interrupts (--interrupts may go with --xml or --topology).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
