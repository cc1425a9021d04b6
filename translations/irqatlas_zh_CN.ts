<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>AlgorithmName</name>
    <message>
        <source>A vendor script's policy, picked by the policy parameter</source>
        <translation>厂商脚本的策略,由 policy 参数选择</translation>
    </message>
    <message>
        <source>One CPU each, on the device's NUMA node</source>
        <translation>每个一个 CPU,位于设备的 NUMA 节点上</translation>
    </message>
    <message>
        <source>One CPU each, away from the device's node</source>
        <translation>每个一个 CPU,位于设备节点之外</translation>
    </message>
    <message>
        <source>One CPU each, over all candidate CPUs</source>
        <translation>每个一个 CPU,分布在所有候选 CPU 上</translation>
    </message>
    <message>
        <source>Every IRQ on one CPU</source>
        <translation>所有 IRQ 都在同一个 CPU 上</translation>
    </message>
    <message>
        <source>One CPU each, over a CPU list you give</source>
        <translation>每个一个 CPU,分布在你给出的 CPU 列表上</translation>
    </message>
    <message>
        <source>Move IRQs off isolated CPUs</source>
        <translation>将 IRQ 移出隔离的 CPU</translation>
    </message>
    <message>
        <source>Balance the load near each device</source>
        <translation>在每个设备附近均衡负载</translation>
    </message>
    <message>
        <source>The kernel's spread as in Linux 4.1–6.2: the device's node, then every CPU in order</source>
        <translation>Linux 4.1–6.2 中内核的分布方式:先设备所在节点,再按顺序使用所有 CPU</translation>
    </message>
    <message>
        <source>The kernel's nearest-node spread proposed in 2019 (never merged)</source>
        <translation>2019 年提出的内核最近节点分布方式(从未合并)</translation>
    </message>
    <message>
        <source>The kernel's NUMA-distance spread, as in Linux 6.3 on</source>
        <translation>内核按 NUMA 距离的分布方式,Linux 6.3 起</translation>
    </message>
    <message>
        <source>The Azure MANA NIC driver's spread, as in Linux 6.9 on</source>
        <translation>Azure MANA 网卡驱动的分布方式,Linux 6.9 起</translation>
    </message>
    <message>
        <source>The MANA NIC driver's spread as first posted (2023)</source>
        <translation>MANA 网卡驱动最初提交(2023)时的分布方式</translation>
    </message>
    <message>
        <source>The whole MANA driver: its control vector and its queues</source>
        <translation>完整的 MANA 驱动:其控制向量和队列</translation>
    </message>
    <message>
        <source>The kernel's grouping for managed IRQs (NVMe, blk-mq, virtio)</source>
        <translation>内核对受管 IRQ 的分组(NVMe、blk-mq、virtio)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <source>What irqbalance would do (the real program, once)</source>
        <translation>irqbalance 会怎么做（真实程序，运行一次）</translation>
    </message>
</context>
<context>
    <name>AnsiblePlay</name>
    <message>
        <source>--hosts: "%1" is not a host pattern (letters, digits and . _ - : , * ? ! &amp; ~ [ ] and regular expression characters, no blanks, quotes, braces, % or #, at most %2)</source>
        <translation>--hosts：“%1”不是主机模式（字母、数字及 . _ - : , * ? ! &amp; ~ [ ] 和正则表达式字符，不含空白、引号、花括号、% 或 #，最多 %2 个）</translation>
    </message>
    <message>
        <source>--serial: "%1" is neither a number of hosts (1-99999) nor a share (1%-100%)</source>
        <translation>--serial：“%1”既不是主机数（1-99999）也不是比例（1%-100%）</translation>
    </message>
    <message>
        <source>--check-command: not a command (empty, longer than %1 characters, or holding a line break or another control character)</source>
        <translation>--check-command：不是命令（为空、超过 %1 个字符，或含换行符或其他控制字符）</translation>
    </message>
</context>
<context>
    <name>Applier</name>
    <message>
        <source>%1: plan larger than %2 bytes, refused</source>
        <translation>%1: 计划大于 %2 字节,已拒绝</translation>
    </message>
    <message>
        <source>%1: empty input, expected a plan</source>
        <translation>%1: 输入为空,需要一个计划</translation>
    </message>
    <message>
        <source>%1: the plan has no assignments</source>
        <translation>%1: 该计划没有任何分配项</translation>
    </message>
    <message>
        <source>assignment %1 (irq %2)</source>
        <translation>分配项 %1(irq %2)</translation>
    </message>
    <message>
        <source>%1: empty CPU list</source>
        <translation>%1: CPU 列表为空</translation>
    </message>
    <message>
        <source>%1: CPU %2 not online (online: %3)</source>
        <translation>%1: CPU %2 不在线(在线:%3)</translation>
    </message>
    <message numerus="yes">
        <source>plan refused, nothing written: %n problem(s)</source>
        <translation>
            <numerusform>计划被拒绝,未写入任何内容:%n 个问题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dry run: %n IRQ(s) would be written, nothing written</source>
        <translation>
            <numerusform>试运行:将写入 %n 个 IRQ,未写入任何内容</numerusform>
        </translation>
    </message>
    <message>
        <source>journal not writable, nothing written: %1</source>
        <translation>日志不可写,未写入任何内容:%1</translation>
    </message>
    <message>
        <source>%1: read back "%2" after writing "%3"</source>
        <translation>%1: 写入 "%3" 后读回 "%2"</translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation>(不可读)</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) written</source>
        <translation>
            <numerusform>已写入 %n 个 IRQ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n with an effective affinity outside the request</source>
        <translation>
            <numerusform>; 其中 %n 个的有效亲和性超出请求范围</numerusform>
        </translation>
    </message>
    <message>
        <source>failed at IRQ %1, every IRQ written before was restored: %2</source>
        <translation>在 IRQ %1 处失败,之前写入的所有 IRQ 均已恢复:%2</translation>
    </message>
    <message>
        <source>failed at IRQ %1 and some restores failed too (journal kept for another rollback): %2</source>
        <translation>在 IRQ %1 处失败,且部分恢复也失败(已保留日志以便再次回滚):%2</translation>
    </message>
    <message>
        <source>%1: already rolled back (%2), nothing to do</source>
        <translation>%1: 已回滚(%2),无需操作</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) restored from %1</source>
        <translation>
            <numerusform>已从 %1 恢复 %n 个 IRQ</numerusform>
        </translation>
    </message>
    <message>
        <source>some IRQs could not be restored; %1 kept for another rollback</source>
        <translation>部分 IRQ 无法恢复;已保留 %1 以便再次回滚</translation>
    </message>
    <message>
        <source>%1: no journal, nothing to roll back</source>
        <translation>%1: 没有日志,无可回滚</translation>
    </message>
    <message>
        <source>%1: nothing awaits confirmation (state %2)</source>
        <translation>%1: 没有等待确认的内容(状态 %2)</translation>
    </message>
    <message>
        <source>IRQ %1: no valid previous value</source>
        <translation>IRQ %1：没有有效的先前值</translation>
    </message>
    <message>
        <source>%1: current value of %2 (a rollback could not restore it)</source>
        <translation>%1：%2 的当前值（回滚无法恢复它）</translation>
    </message>
    <message>
        <source>no journal directory, nothing written</source>
        <translation>没有日志目录，未写入任何内容</translation>
    </message>
    <message>
        <source>journal entry %1 (irq %2)</source>
        <translation>日志条目 %1（IRQ %2）</translation>
    </message>
    <message>
        <source>%1: "previous"</source>
        <translation>%1："previous"</translation>
    </message>
    <message numerus="yes">
        <source>journal refused, nothing written: %n problem(s)</source>
        <translation>
            <numerusform>日志被拒绝，未写入任何内容：%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing written: %1</source>
        <translation>未写入任何内容：%1</translation>
    </message>
    <message>
        <source>thread %1 (%2): affinity read back "%3" after setting "%4"</source>
        <translation>线程 %1（%2）：设置 "%4" 后读回的亲和性为 "%3"</translation>
    </message>
    <message>
        <source>%1: gone, nothing to restore (%2)</source>
        <translation>%1：已不存在，无需恢复（%2）</translation>
    </message>
    <message>
        <source>; %1 kernel thread(s) moved, %2 queue file(s) written</source>
        <translation>；已移动 %1 个内核线程，已写入 %2 个队列文件</translation>
    </message>
    <message>
        <source>a write failed, everything written before was restored: %1</source>
        <translation>某次写入失败，之前写入的内容均已恢复：%1</translation>
    </message>
    <message>
        <source>a write failed and some restores failed too (journal kept for another rollback): %1</source>
        <translation>某次写入失败，且部分恢复也失败（已保留日志以便再次回滚）：%1</translation>
    </message>
    <message>
        <source>; %1 kernel thread(s) would be moved and %2 queue file(s) written</source>
        <translation>；将移动 %1 个内核线程并写入 %2 个队列文件</translation>
    </message>
    <message>
        <source>journal thread %1 (pid %2): "previous" has no online CPU</source>
        <translation>日志线程 %1（pid %2）："previous" 中没有在线的 CPU</translation>
    </message>
    <message>
        <source>; %1 kernel thread(s) and %2 queue file(s) restored</source>
        <translation>；已恢复 %1 个内核线程和 %2 个队列文件</translation>
    </message>
</context>
<context>
    <name>BackoffSampleSource</name>
    <message numerus="yes">
        <source>%1; reconnecting in %n s</source>
        <translation>
            <numerusform>%1；%n 秒后重新连接</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalancePlanner</name>
    <message>
        <source>heaviest IRQ first onto the least-loaded CPU near its device, avoiding SMT siblings of heavy IRQs</source>
        <translation>负载最重的 IRQ 优先分配到其设备附近负载最轻的 CPU,避开重负载 IRQ 的 SMT 兄弟线程</translation>
    </message>
    <message>
        <source>parameter slack="%1": expected a positive number</source>
        <translation>参数 slack="%1":需要一个正数</translation>
    </message>
    <message>
        <source>%1 immovable IRQs are left in place; their load is counted</source>
        <translation>%1 个不可移动的 IRQ 保持原位;其负载计入统计</translation>
    </message>
    <message>
        <source>weights: %1, total %2, fair share per CPU %3</source>
        <translation>权重:%1,总计 %2,每个 CPU 的公平份额 %3</translation>
    </message>
    <message>
        <source>measured rates</source>
        <translation>实测速率</translation>
    </message>
    <message>
        <source>total counts</source>
        <translation>总计数</translation>
    </message>
    <message>
        <source>%1 IRQs did not fit near their device and went to the least-loaded CPU</source>
        <translation>%1 个 IRQ 无法放在其设备附近,已分配到负载最轻的 CPU</translation>
    </message>
    <message>
        <source>How far past the fair share of load a CPU near the device may go before an IRQ looks further away (1.0 = the fair share).</source>
        <translation>设备附近的 CPU 负载可超出公平份额多少，之后 IRQ 才会转向更远的 CPU（1.0 = 恰好为公平份额）。</translation>
    </message>
    <message>
        <source>measured IRQ time (ns/s)</source>
        <translation>测得的 IRQ 时间（ns/s）</translation>
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
        <translation>簇</translation>
    </message>
    <message>
        <source>Cluster · %1</source>
        <translation>簇 · %1</translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation>晶片 %1</translation>
    </message>
    <message>
        <source>Die %1 · %2</source>
        <translation>晶片 %1 · %2</translation>
    </message>
    <message>
        <source>CCD %1 · %2</source>
        <translation>CCD %1 · %2</translation>
    </message>
    <message>
        <source>#%1 · %2</source>
        <translation>#%1 · %2</translation>
    </message>
</context>
<context>
    <name>CappedRead</name>
    <message>
        <source>%1 is larger than the supported maximum of %2 bytes</source>
        <translation>%1 大于支持的最大值 %2 字节</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>CostFile</name>
    <message>
        <source>%1 is not a whole number of 0 or more</source>
        <translation>%1 不是大于等于 0 的整数</translation>
    </message>
    <message>
        <source>"cpu" is not a CPU id (0 to %1)</source>
        <translation>"cpu" 不是 CPU 编号（0 到 %1）</translation>
    </message>
    <message>
        <source>"%1" is not a share of 0 to %2 %</source>
        <translation>"%1" 不是 0 到 %2 % 的占比</translation>
    </message>
    <message>
        <source>"%1" is not 1 to %2 letters, digits, '_' or '-'</source>
        <translation>"%1" 不是 1 到 %2 个字母、数字、"_" 或 "-"</translation>
    </message>
    <message>
        <source>not an object of CPU id to number</source>
        <translation>不是从 CPU 编号到数值的对象</translation>
    </message>
    <message>
        <source>more than %1 CPUs</source>
        <translation>超过 %1 个 CPU</translation>
    </message>
    <message>
        <source>"%1" is not a CPU id (0 to %2)</source>
        <translation>"%1" 不是 CPU 编号（0 到 %2）</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <source>"name" is not text of at most %1 characters</source>
        <translation>"name" 不是最多 %1 个字符的文本</translation>
    </message>
    <message>
        <source>not an array</source>
        <translation>不是数组</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>超过 %1 个条目</translation>
    </message>
    <message>
        <source>not JSON (offset %1: %2)</source>
        <translation>不是 JSON（偏移 %1：%2）</translation>
    </message>
    <message>
        <source>not a cost measurement of irqatlas-cli cost (format "irqatlas-cost", version 1)</source>
        <translation>不是 irqatlas-cli cost 的开销测量（格式 "irqatlas-cost"，版本 1）</translation>
    </message>
    <message>
        <source>not a duration above 0 and at most %1 s</source>
        <translation>不是大于 0 且最多 %1 秒的时长</translation>
    </message>
    <message>
        <source>no array of IRQs</source>
        <translation>没有 IRQ 数组</translation>
    </message>
</context>
<context>
    <name>CostReport</name>
    <message>
        <source>IRQ %1: traced %2 interrupts, /proc/interrupts counted %3</source>
        <translation>IRQ %1：跟踪到 %2 次中断，/proc/interrupts 计数为 %3</translation>
    </message>
    <message>
        <source>IRQ %1: /proc/interrupts counted %2 interrupts, none traced</source>
        <translation>IRQ %1：/proc/interrupts 计数 %2 次中断，但未跟踪到任何一次</translation>
    </message>
    <message>
        <source>the kernel lost %1 events: counts and times are too low</source>
        <translation>内核丢失了 %1 个事件：计数和时间偏低</translation>
    </message>
    <message>
        <source>CPU %1: %2 % of the window traced in interrupts: the trace's clock and the window disagree; held at 100 %</source>
        <translation>CPU %1：窗口的 %2 % 被记录为中断时间：跟踪时钟与窗口不一致；按 100 % 计</translation>
    </message>
</context>
<context>
    <name>CostRun</name>
    <message>
        <source>the measurement was cancelled</source>
        <translation>测量已取消</translation>
    </message>
</context>
<context>
    <name>CostSession</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>cannot write "%1" to %2: %3</source>
        <translation>无法将 “%1” 写入 %2：%3</translation>
    </message>
    <message>
        <source>%1 does not exist: this kernel has no tracefs</source>
        <translation>%1 不存在：此内核没有 tracefs</translation>
    </message>
    <message>
        <source>tracefs is not mounted at %1 and cannot be mounted there: %2</source>
        <translation>tracefs 未挂载在 %1，且无法挂载到该处：%2</translation>
    </message>
    <message>
        <source>%1 has no instances directory: tracefs too old</source>
        <translation>%1 没有 instances 目录：tracefs 版本过旧</translation>
    </message>
    <message>
        <source>cannot make the trace instance %1: %2</source>
        <translation>无法创建跟踪实例 %1：%2</translation>
    </message>
    <message>
        <source>this kernel has no tracepoint %1 (no %2): it cannot measure interrupt cost</source>
        <translation>此内核没有跟踪点 %1（缺少 %2）：无法测量中断开销</translation>
    </message>
    <message>
        <source>cannot read trace_pipe: %1</source>
        <translation>无法读取 trace_pipe：%1</translation>
    </message>
    <message>
        <source>stopped after %1 s: %2 events/s is above the limit of %3, where tracing itself costs a noticeable share of a CPU</source>
        <translation>%1 秒后停止：每秒 %2 个事件超过上限 %3，此时跟踪本身会占用明显的 CPU 份额</translation>
    </message>
    <message>
        <source>interrupted after %1 s; the trace instance %2 was removed</source>
        <translation>%1 秒后被中断；跟踪实例 %2 已删除</translation>
    </message>
    <message>
        <source>measuring interrupt cost needs root: the kernel's tracepoints are readable by root only</source>
        <translation>测量中断开销需要 root 权限：内核跟踪点仅 root 可读</translation>
    </message>
    <message>
        <source>the measurement needs a duration above 0 s</source>
        <translation>测量时长必须大于 0 秒</translation>
    </message>
    <message>
        <source>tracing stopped: %1 events/s is above the limit of %2, where tracing itself costs a noticeable share of a CPU</source>
        <translation>跟踪已停止：%1 个事件/秒超过了 %2 的上限，超过此值跟踪本身会占用 CPU 的明显份额</translation>
    </message>
</context>
<context>
    <name>CostWeights</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>none of this machine's numbered IRQs is in it (a measurement of another machine?)</source>
        <translation>其中没有本机任何编号 IRQ（是否为其他机器的测量结果？）</translation>
    </message>
    <message>
        <source>IRQ time measured over %1 s (%2)</source>
        <translation>在 %1 秒内测得的 IRQ 时间（%2）</translation>
    </message>
    <message>
        <source>%1 of %2 numbered IRQs did not run while measured and weigh 0</source>
        <translation>%2 个编号 IRQ 中有 %1 个在测量期间未运行，权重为 0</translation>
    </message>
</context>
<context>
    <name>CpuSet</name>
    <message>
        <source>invalid CPU list "%1" at position %2: %3</source>
        <translation>无效的 CPU 列表 "%1",位置 %2:%3</translation>
    </message>
    <message>
        <source>expected a CPU number</source>
        <translation>需要一个 CPU 编号</translation>
    </message>
    <message>
        <source>expected the end of a range</source>
        <translation>需要范围的结束值</translation>
    </message>
    <message>
        <source>range end is below its start</source>
        <translation>范围结束值小于起始值</translation>
    </message>
    <message>
        <source>expected "used/group" after ':'</source>
        <translation>':' 之后需要 "used/group"</translation>
    </message>
    <message>
        <source>invalid "used/group" stride</source>
        <translation>无效的 "used/group" 步长</translation>
    </message>
    <message>
        <source>expected ',' or '-'</source>
        <translation>需要 ',' 或 '-'</translation>
    </message>
    <message>
        <source>list ends with ','</source>
        <translation>列表以 ',' 结尾</translation>
    </message>
    <message>
        <source>empty mask</source>
        <translation>掩码为空</translation>
    </message>
    <message>
        <source>empty hex group</source>
        <translation>十六进制组为空</translation>
    </message>
    <message>
        <source>hex group longer than 8 digits</source>
        <translation>十六进制组超过 8 位</translation>
    </message>
    <message>
        <source>not a hex digit</source>
        <translation>不是十六进制数字</translation>
    </message>
    <message>
        <source>CPU %1 is above the supported maximum %2</source>
        <translation>CPU %1 超过支持的最大值 %2</translation>
    </message>
    <message>
        <source>mask is wider than the supported maximum of %1 CPUs</source>
        <translation>掩码宽度超过支持的最大值 %1 个 CPU</translation>
    </message>
</context>
<context>
    <name>CurrentPlacement</name>
    <message numerus="yes">
        <source>%n IRQ(s) have no known placement (no affinity, no counts) and are left out</source>
        <translation>
            <numerusform>%n 个 IRQ 没有已知的位置(无亲和性、无计数),已略去</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeviceTitle</name>
    <message>
        <source>Storage controller</source>
        <translation>存储控制器</translation>
    </message>
    <message>
        <source>Network controller</source>
        <translation>网络控制器</translation>
    </message>
    <message>
        <source>Display controller</source>
        <translation>显示控制器</translation>
    </message>
    <message>
        <source>3D controller</source>
        <translation>3D 控制器</translation>
    </message>
    <message>
        <source>Multimedia controller</source>
        <translation>多媒体控制器</translation>
    </message>
    <message>
        <source>Memory controller</source>
        <translation>内存控制器</translation>
    </message>
    <message>
        <source>PCI bridge</source>
        <translation>PCI 桥</translation>
    </message>
    <message>
        <source>Communication controller</source>
        <translation>通信控制器</translation>
    </message>
    <message>
        <source>System peripheral</source>
        <translation>系统外设</translation>
    </message>
    <message>
        <source>Input device controller</source>
        <translation>输入设备控制器</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>Serial bus controller</source>
        <translation>串行总线控制器</translation>
    </message>
    <message>
        <source>Wireless controller</source>
        <translation>无线控制器</translation>
    </message>
    <message>
        <source>Encryption controller</source>
        <translation>加密控制器</translation>
    </message>
    <message>
        <source>Signal processing controller</source>
        <translation>信号处理控制器</translation>
    </message>
    <message>
        <source>Processing accelerator</source>
        <translation>处理加速器</translation>
    </message>
    <message>
        <source>Unclassified device</source>
        <translation>未分类设备</translation>
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
        <translation>%1：无法启动 %2（Debian 软件包 ansible-core）：%3</translation>
    </message>
    <message>
        <source>%1: %2 gave no answer within %3 s</source>
        <translation>%1：%2 在 %3 秒内没有应答</translation>
    </message>
    <message>
        <source>%1: %2 refused it: %3</source>
        <translation>%1：%2 拒绝了它：%3</translation>
    </message>
    <message>
        <source>%1: not a JSON object: %2</source>
        <translation>%1：不是 JSON 对象：%2</translation>
    </message>
    <message>
        <source>%1: ansible_port is not a port number</source>
        <translation>%1：ansible_port 不是端口号</translation>
    </message>
    <message>
        <source>%1: more than %2 hosts</source>
        <translation>%1：超过 %2 台主机</translation>
    </message>
    <message numerus="yes">
        <source>%n movable IRQ(s) delivered to isolated CPUs %1</source>
        <translation>
            <numerusform>%n 个可移动 IRQ 被投递到隔离的 CPU %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the IRQs of device %1 (node %2) all go to CPUs %3 of other nodes</source>
        <translation>设备 %1（节点 %2）的 IRQ 全部发往其他节点的 CPU %3</translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s) offline: %1</source>
        <translation>
            <numerusform>%n 个 CPU 离线：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2：%3</translation>
    </message>
    <message>
        <source>%1:%2: more than %3 hosts</source>
        <translation>%1:%2：超过 %3 台主机</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>a host name has 1 to 255 bytes</source>
        <translation>主机名的长度为 1 到 255 字节</translation>
    </message>
    <message>
        <source>"." and ".." are not host names</source>
        <translation>“.” 和 “..” 不是主机名</translation>
    </message>
    <message>
        <source>a host name holds no '/'</source>
        <translation>主机名不能包含 “/”</translation>
    </message>
    <message>
        <source>a host name holds no control or invisible character</source>
        <translation>主机名不能包含控制字符或不可见字符</translation>
    </message>
    <message>
        <source>%1: no hosts</source>
        <translation>%1：没有主机</translation>
    </message>
    <message>
        <source>%1: host "%2": %3</source>
        <translation>%1：主机 “%2”：%3</translation>
    </message>
    <message>
        <source>%1: host "%2" is listed twice</source>
        <translation>%1：主机 “%2” 被列出了两次</translation>
    </message>
    <message numerus="yes">
        <source>%n package(s)</source>
        <translation>
            <numerusform>%n 个封装</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NUMA node(s)</source>
        <translation>
            <numerusform>%n 个 NUMA 节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n core(s)</source>
        <translation>
            <numerusform>%n 个核心</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n 个线程</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>L%1 per %n core(s)</source>
        <translation>
            <numerusform>每 %n 个核心一个 L%1</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU kinds: %1</source>
        <translation>CPU 类型：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 device(s) with IRQs on node %2</source>
        <translation>
            <numerusform>节点 %2 上有 %n 个带 IRQ 的 %1 设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 device(s) with IRQs</source>
        <translation>
            <numerusform>%n 个带 IRQ 的 %1 设备</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no answer within %2 s (ssh stopped)</source>
        <translation>%1：%2 秒内无应答（已停止 ssh）</translation>
    </message>
</context>
<context>
    <name>FleetPlan</name>
    <message>
        <source>the host has no network queues (/sys/class/net): the plan steers none</source>
        <translation>该主机没有网络队列（/sys/class/net）：计划不对任何队列导流</translation>
    </message>
</context>
<context>
    <name>GraphExport</name>
    <message>
        <source>Cannot write image %1</source>
        <translation>无法写入图像 %1</translation>
    </message>
    <message>
        <source>irqatlas topology</source>
        <translation>irqatlas 拓扑</translation>
    </message>
    <message>
        <source>Cannot write SVG file %1</source>
        <translation>无法写入 SVG 文件 %1</translation>
    </message>
    <message>
        <source>Cannot write PDF file %1</source>
        <translation>无法写入 PDF 文件 %1</translation>
    </message>
    <message>
        <source>Unknown export format of %1: use .png, .svg or .pdf</source>
        <translation>%1 的导出格式未知:请使用 .png、.svg 或 .pdf</translation>
    </message>
    <message>
        <source>irqatlas topology of %1</source>
        <translation>%1 的 irqatlas 拓扑</translation>
    </message>
</context>
<context>
    <name>HelperClient</name>
    <message>
        <source>--root needs the test build irqatlas-helper-testroot next to irqatlas-cli (cmake --build BUILD --target irqatlas-helper-testroot)</source>
        <translation>--root 需要 irqatlas-cli 旁边有测试构建的 irqatlas-helper-testroot（cmake --build BUILD --target irqatlas-helper-testroot）</translation>
    </message>
    <message>
        <source>irqatlas-helper not found (%1, or next to %2)</source>
        <translation>未找到 irqatlas-helper（%1，或 %2 旁边）</translation>
    </message>
    <message>
        <source>%1 is not an executable program</source>
        <translation>%1 不是可执行程序</translation>
    </message>
    <message>
        <source>pkexec is not installed</source>
        <translation>未安装 pkexec</translation>
    </message>
    <message>
        <source>pkexec is not installed (%1)</source>
        <translation>未安装 pkexec（%1）</translation>
    </message>
    <message>
        <source>the helper is not installed in %1, so polkit has no rule for it</source>
        <translation>辅助程序未安装在 %1 中，因此 polkit 没有针对它的规则</translation>
    </message>
    <message>
        <source>journal "%1": irqatlas-helper keeps its journals in %2 and takes only a name there (letters, digits, ".", "_", "-", at most 64, not starting with "."), not a path</source>
        <translation>日志 "%1"：irqatlas-helper 将日志保存在 %2 中，只接受其中的名称（字母、数字、"."、"_"、"-"，最多 64 个，不以 "." 开头），不接受路径</translation>
    </message>
    <message>
        <source>irqatlas-helper printed more than %1 bytes; the rest was not read</source>
        <translation>irqatlas-helper 输出超过 %1 字节；其余部分未读取</translation>
    </message>
    <message>
        <source>irqatlas-helper printed a line longer than %1 bytes; the rest was not read</source>
        <translation>irqatlas-helper 输出了一行超过 %1 字节的内容；其余部分未读取</translation>
    </message>
</context>
<context>
    <name>HelperProcess</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>%1 sent more than %2 MiB</source>
        <translation>%1 发送了超过 %2 MiB 的数据</translation>
    </message>
    <message>
        <source>%1: authentication was refused or cancelled</source>
        <translation>%1：身份验证被拒绝或已取消</translation>
    </message>
    <message>
        <source>%1 failed (exit status %2)%3</source>
        <translation>%1 失败（退出状态 %2）%3</translation>
    </message>
</context>
<context>
    <name>HostSource</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1:%2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1:%2</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>no directory %1</source>
        <translation>没有目录 %1</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>%1 is neither a directory nor a .tar.gz snapshot</source>
        <translation>%1 既不是目录也不是 .tar.gz 快照</translation>
    </message>
    <message>
        <source>cannot create a temporary directory to unpack %1</source>
        <translation>无法创建用于解包 %1 的临时目录</translation>
    </message>
    <message>
        <source>%1 is larger than the supported maximum of %2 bytes</source>
        <translation>%1 超过支持的最大大小 %2 字节</translation>
    </message>
    <message>
        <source>cannot read %1: a FIFO, device or socket, not a regular file</source>
        <translation>无法读取 %1：它是 FIFO、设备或套接字，不是普通文件</translation>
    </message>
    <message>
        <source>%1: cannot read %2: %3</source>
        <translation>%1：无法读取 %2：%3</translation>
    </message>
    <message>
        <source>%1: %2 is nested too deep</source>
        <translation>%1：%2 嵌套过深</translation>
    </message>
    <message>
        <source>%1: %2 holds too many files</source>
        <translation>%1：%2 包含的文件过多</translation>
    </message>
    <message>
        <source>%1: %2 is a link that leads out of the tree or into a loop</source>
        <translation>%1：%2 是指向目录树之外或形成循环的链接</translation>
    </message>
    <message>
        <source>%1: %2 is a FIFO, device or socket</source>
        <translation>%1：%2 是 FIFO、设备或套接字</translation>
    </message>
    <message>
        <source>%1: %2 is a hard link</source>
        <translation>%1：%2 是硬链接</translation>
    </message>
    <message>
        <source>%1 unpacks to more than %2 bytes, the supported maximum for a snapshot archive</source>
        <translation>%1 解包后超过 %2 字节，即快照归档支持的上限</translation>
    </message>
    <message>
        <source>%1 is not a readable .tar or .tar.gz archive (at byte %2)</source>
        <translation>%1 不是可读取的 .tar 或 .tar.gz 归档（位于第 %2 字节）</translation>
    </message>
    <message>
        <source>%1: the member %2 has a name that leads out of the archive's folder</source>
        <translation>%1：成员 %2 的名称指向归档文件夹之外</translation>
    </message>
    <message>
        <source>%1: the member %2 is of a kind a snapshot never holds (tar type %3)</source>
        <translation>%1：成员 %2 属于快照从不包含的类型（tar 类型 %3）</translation>
    </message>
    <message>
        <source>%1: cannot unpack %2: %3</source>
        <translation>%1：无法解包 %2：%3</translation>
    </message>
    <message>
        <source>%1: the member %2 is larger than the supported maximum of %3 bytes</source>
        <translation>%1：成员 %2 超过支持的上限 %3 字节</translation>
    </message>
    <message>
        <source>%1 holds more than %2 members, the supported maximum for a snapshot archive</source>
        <translation>%1 包含超过 %2 个成员，即快照归档支持的上限</translation>
    </message>
    <message>
        <source>%1: the member %2 has a name that is not UTF-8</source>
        <translation>%1：成员 %2 的名称不是 UTF-8</translation>
    </message>
</context>
<context>
    <name>HostTopology</name>
    <message>
        <source>%1: the files are not on this machine</source>
        <translation>%1：这些文件不在本机上</translation>
    </message>
</context>
<context>
    <name>IrqSelector</name>
    <message>
        <source>IRQ selector "%1": empty term</source>
        <translation>IRQ 选择器 "%1":空项</translation>
    </message>
    <message>
        <source>IRQ selector term "%1": invalid regular expression at offset %2: %3</source>
        <translation>IRQ 选择器项 "%1":偏移 %2 处的正则表达式无效:%3</translation>
    </message>
    <message>
        <source>IRQ selector term "%1": expected an IRQ number, a range N-M, all, name:REGEX, dev:BDF, if:IFACE or driver:NAME</source>
        <translation>IRQ 选择器项 "%1":需要 IRQ 编号、范围 N-M、all、name:REGEX、dev:BDF、if:IFACE 或 driver:NAME</translation>
    </message>
    <message>
        <source>IRQ selector term "%1": nothing after the colon</source>
        <translation>IRQ 选择器项 "%1":冒号之后没有内容</translation>
    </message>
    <message>
        <source>IRQ selector term "%1" selects no interrupt</source>
        <translation>IRQ 选择器项 "%1" 未选中任何中断</translation>
    </message>
</context>
<context>
    <name>IrqThreads</name>
    <message>
        <source>%1 may run on CPUs %2, outside the IRQ's CPUs %3: its work may run where the interrupt is not delivered.</source>
        <translation>%1 可在 CPU %2 上运行，超出了该 IRQ 的 CPU %3：其工作可能在未投递该中断的 CPU 上运行。</translation>
    </message>
    <message>
        <source>The NAPI thread last ran on CPU %1, not on its queue's IRQ CPUs %2.</source>
        <translation>该 NAPI 线程上次运行于 CPU %1，而不在其队列的 IRQ CPU %2 上。</translation>
    </message>
</context>
<context>
    <name>IrqWriter</name>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: 无法打开:%2</translation>
    </message>
    <message>
        <source>%1: not opened</source>
        <translation>%1: 未打开</translation>
    </message>
    <message>
        <source>IRQ %1: not a valid interrupt number</source>
        <translation>IRQ %1: 不是有效的中断号</translation>
    </message>
    <message>
        <source>%1: not a directory (symlinks are not followed)</source>
        <translation>%1: 不是目录(不跟随符号链接)</translation>
    </message>
    <message>
        <source>%1: no such interrupt (%2)</source>
        <translation>%1: 没有此中断(%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1: 不是普通文件</translation>
    </message>
    <message>
        <source>%1: cannot open for writing: %2</source>
        <translation>%1: 无法打开以写入:%2</translation>
    </message>
    <message>
        <source>%1: write of "%2" failed: %3 (%4)</source>
        <translation>%1: 写入 "%2" 失败:%3(%4)</translation>
    </message>
    <message>
        <source>%1: no CPU is online</source>
        <translation>%1: 没有在线的 CPU</translation>
    </message>
    <message>
        <source>/proc/irq/%1/smp_affinity_list: write of "%2" failed: %3 (%4, injected)</source>
        <translation>/proc/irq/%1/smp_affinity_list: 写入 "%2" 失败:%3(%4,注入)</translation>
    </message>
    <message>
        <source>%1: not available on this source</source>
        <translation>%1：在此来源上不可用</translation>
    </message>
    <message>
        <source>affinity of thread %1</source>
        <translation>线程 %1 的亲和性</translation>
    </message>
    <message>
        <source>"%1": not a valid interface name</source>
        <translation>"%1"：不是有效的接口名称</translation>
    </message>
    <message>
        <source>%1: not on sysfs</source>
        <translation>%1：不在 sysfs 中</translation>
    </message>
    <message>
        <source>"%1": not a queue name (rx-N or tx-N)</source>
        <translation>"%1"：不是队列名称（rx-N 或 tx-N）</translation>
    </message>
    <message>
        <source>%1: not a queue steering file</source>
        <translation>%1：不是队列导流文件</translation>
    </message>
    <message>
        <source>%1: not a pid</source>
        <translation>%1：不是 pid</translation>
    </message>
    <message>
        <source>thread %1: sched_getaffinity: %2</source>
        <translation>线程 %1：sched_getaffinity：%2</translation>
    </message>
    <message>
        <source>thread %1: more than %2 CPUs in its affinity</source>
        <translation>线程 %1：其亲和性中的 CPU 超过 %2 个</translation>
    </message>
    <message>
        <source>thread %1: sched_setaffinity to %2 failed: %3 (%4)</source>
        <translation>线程 %1：sched_setaffinity 设为 %2 失败：%3（%4）</translation>
    </message>
    <message>
        <source>/sys/class/net/%1/queues/%2/%3: write of "%4" failed: %5 (%6, injected)</source>
        <translation>/sys/class/net/%1/queues/%2/%3：写入 "%4" 失败：%5（%6，注入）</translation>
    </message>
    <message>
        <source>thread %1: affinity %2 failed: %3 (%4, injected)</source>
        <translation>线程 %1：亲和性 %2 失败：%3（%4，注入）</translation>
    </message>
</context>
<context>
    <name>IrqbalanceBan</name>
    <message>
        <source>irqbalance (pid %1) bans IRQs "%2" after it was sent "%3"</source>
        <translation>irqbalance（pid %1）在收到 "%3" 后禁止的 IRQ 为 "%2"</translation>
    </message>
    <message>
        <source>IRQ %1 is not an IRQ number</source>
        <translation>IRQ %1 不是 IRQ 编号</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) to ban do not fit irqbalance's 16 KiB command</source>
        <translation>
            <numerusform>%n 个待禁止的 IRQ 超出 irqbalance 16 KiB 命令的长度</numerusform>
        </translation>
    </message>
    <message>
        <source>irqbalance (pid %1) has ended since; its bans ended with it</source>
        <translation>irqbalance（pid %1）已结束；其禁止列表随之失效</translation>
    </message>
    <message>
        <source>%1: must be an array of at most %2 IRQ numbers</source>
        <translation>%1：必须是最多 %2 个 IRQ 编号的数组</translation>
    </message>
    <message>
        <source>%1: every IRQ must be an integer from 0 to %2, each once</source>
        <translation>%1：每个 IRQ 必须是 0 到 %2 的整数，且只出现一次</translation>
    </message>
    <message>
        <source>%1: "pid" must be a process id</source>
        <translation>%1："pid" 必须是进程 ID</translation>
    </message>
    <message>
        <source>%1: "started" must be a number in a string</source>
        <translation>%1："started" 必须是字符串形式的数字</translation>
    </message>
    <message>
        <source>%1: unknown state "%2"</source>
        <translation>%1：未知状态 "%2"</translation>
    </message>
</context>
<context>
    <name>IrqbalancePlanner</name>
    <message>
        <source>what irqbalance would do: the real irqbalance, run once over a private copy of the machine's /proc/irq (this machine or a saved one)</source>
        <translation>irqbalance 会怎么做：在该机器 /proc/irq 的私有副本上运行一次真实的 irqbalance（本机或已保存的机器）</translation>
    </message>
    <message>
        <source>The irqbalance program to run (a path or a name).</source>
        <translation>要运行的 irqbalance 程序（路径或名称）。</translation>
    </message>
    <message>
        <source>irqbalance on PATH</source>
        <translation>PATH 中的 irqbalance</translation>
    </message>
    <message>
        <source>irqbalance reads the machine's own files: plan on this machine or on a saved snapshot (--root DIR or FILE.tar.gz; irqatlas-cli snapshot --host H --out FILE.tar.gz saves a remote host)</source>
        <translation>irqbalance 读取机器自身的文件：请在本机或已保存的快照上规划（--root DIR 或 FILE.tar.gz；irqatlas-cli snapshot --host H --out FILE.tar.gz 可保存远程主机）</translation>
    </message>
    <message>
        <source>ran %1 --oneshot --debug</source>
        <translation>已运行 %1 --oneshot --debug</translation>
    </message>
    <message numerus="yes">
        <source>%n selected IRQ(s) not in irqbalance's tree (banned, or a class it does not move): left as they are</source>
        <translation>
            <numerusform>%n 个所选 IRQ 不在 irqbalance 的树中（被禁止，或属于它不移动的类别）：保持不变</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IrqbalanceRead</name>
    <message>
        <source>irqbalance is not running on this machine</source>
        <translation>irqbalance 未在本机运行</translation>
    </message>
</context>
<context>
    <name>IrqbalanceRun</name>
    <message>
        <source>irqbalance=%1: give an absolute path or a name</source>
        <translation>irqbalance=%1：请给出绝对路径或名称</translation>
    </message>
    <message>
        <source>no irqbalance program%1 (Debian: apt install irqbalance)</source>
        <translation>没有 irqbalance 程序%1（Debian：apt install irqbalance）</translation>
    </message>
    <message>
        <source>%1: cannot write the copy: %2</source>
        <translation>%1：无法写入副本：%2</translation>
    </message>
    <message>
        <source>%1: cannot hand it to uid %2</source>
        <translation>%1：无法交给 uid %2</translation>
    </message>
    <message>
        <source>%1: cannot make the copy</source>
        <translation>%1：无法创建副本</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 未在 %2 秒内结束</translation>
    </message>
    <message>
        <source>%1 printed more than %2 MiB</source>
        <translation>%1 输出超过 %2 MiB</translation>
    </message>
    <message>
        <source>%1 failed (exit status %2): %3</source>
        <translation>%1 失败（退出状态 %2）：%3</translation>
    </message>
    <message>
        <source>cannot make a private directory for irqbalance's copy of /proc/irq</source>
        <translation>无法为 irqbalance 的 /proc/irq 副本创建私有目录</translation>
    </message>
    <message>
        <source>irqbalance wrote IRQ %1's mask as "%2": %3</source>
        <translation>irqbalance 将 IRQ %1 的掩码写为 "%2"：%3</translation>
    </message>
</context>
<context>
    <name>IrqbalanceSocket</name>
    <message>
        <source>cannot reach irqbalance (pid %1) at %2: %3 (it answers root only; irqbalance before 1.8 has no socket)</source>
        <translation>无法在 %2 连接 irqbalance（pid %1）：%3（它只应答 root；1.8 之前的 irqbalance 没有套接字）</translation>
    </message>
    <message>
        <source>%1: cannot send %2: %3</source>
        <translation>%1：无法发送 %2：%3</translation>
    </message>
    <message>
        <source>%1: no answer to %2 within %3 s</source>
        <translation>%1：%3 秒内没有对 %2 的应答</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: more than %2 bytes in answer to %3</source>
        <translation>%1：对 %3 的应答超过 %2 字节</translation>
    </message>
    <message>
        <source>%1 belongs to pid %2 (uid %3), not to irqbalance (pid %4): nothing sent</source>
        <translation>%1 属于 pid %2（uid %3），而不是 irqbalance（pid %4）：未发送任何内容</translation>
    </message>
    <message>
        <source>more than %1 bytes</source>
        <translation>超过 %1 字节</translation>
    </message>
    <message>
        <source>not irqbalance's answers from irqatlas-helper (format, version or JSON)</source>
        <translation>不是 irqatlas-helper 转发的 irqbalance 应答（格式、版本或 JSON）</translation>
    </message>
    <message>
        <source>"pid" is not a process id</source>
        <translation>"pid" 不是进程 ID</translation>
    </message>
    <message>
        <source>"stats" and "setup" must be strings</source>
        <translation>"stats" 和 "setup" 必须是字符串</translation>
    </message>
</context>
<context>
    <name>IrqbalanceTree</name>
    <message>
        <source>expected %1</source>
        <translation>应为 %1</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <source>%1: at byte %2: %3</source>
        <translation>%1：在第 %2 字节：%3</translation>
    </message>
    <message>
        <source>expected NUMBER</source>
        <translation>应为 NUMBER</translation>
    </message>
    <message>
        <source>%1 is not an object number</source>
        <translation>%1 不是对象编号</translation>
    </message>
    <message>
        <source>an IRQ before any object</source>
        <translation>在任何对象之前出现 IRQ</translation>
    </message>
    <message>
        <source>more IRQs than irqatlas keeps</source>
        <translation>IRQ 数超过 irqatlas 的上限</translation>
    </message>
    <message>
        <source>more objects than irqatlas keeps</source>
        <translation>对象数超过 irqatlas 的上限</translation>
    </message>
    <message>
        <source>unexpected %1</source>
        <translation>意外的 %1</translation>
    </message>
</context>
<context>
    <name>IsolatePlanner</name>
    <message>
        <source>move IRQs off isolated / nohz_full CPUs (or cpus=LIST) to the nearest remaining CPUs</source>
        <translation>将 IRQ 从隔离 / nohz_full CPU(或 cpus=LIST)移到最近的剩余 CPU</translation>
    </message>
    <message>
        <source>no CPU to vacate: the machine has no isolcpus or nohz_full CPUs; give cpus=LIST</source>
        <translation>没有可腾空的 CPU:本机没有 isolcpus 或 nohz_full CPU;请指定 cpus=LIST</translation>
    </message>
    <message>
        <source>no CPU left outside %1 (candidates %2)</source>
        <translation>%1 之外没有剩余 CPU(候选 %2)</translation>
    </message>
    <message>
        <source>%1 immovable IRQs stay on the CPUs to vacate (%2%3)</source>
        <translation>%1 个不可移动的 IRQ 仍留在待腾空的 CPU 上(%2%3)</translation>
    </message>
    <message>
        <source>vacated CPUs %1</source>
        <translation>已腾空的 CPU %1</translation>
    </message>
    <message>
        <source>The CPUs to move the IRQs off.</source>
        <translation>要将 IRQ 从中移走的 CPU。</translation>
    </message>
    <message>
        <source>the machine's isolcpus and nohz_full CPUs</source>
        <translation>本机的 isolcpus 和 nohz_full CPU</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>偏移 %1 处不是有效的 JSON:%2</translation>
    </message>
    <message>
        <source>not an irqatlas journal ("format" is not "irqatlas-journal")</source>
        <translation>不是 irqatlas 日志("format" 不是 "irqatlas-journal")</translation>
    </message>
    <message>
        <source>unsupported journal version %1</source>
        <translation>不支持的日志版本 %1</translation>
    </message>
    <message>
        <source>unknown journal state "%1"</source>
        <translation>未知的日志状态 "%1"</translation>
    </message>
    <message>
        <source>entry %1 (irq %2): unknown state "%3"</source>
        <translation>条目 %1(irq %2):未知状态 "%3"</translation>
    </message>
    <message>
        <source>larger than %1 bytes, refused</source>
        <translation>大于 %1 字节，已拒绝</translation>
    </message>
    <message>
        <source>not an irqatlas journal (not a JSON object)</source>
        <translation>不是 irqatlas 日志（不是 JSON 对象）</translation>
    </message>
    <message>
        <source>"entries" must be an array</source>
        <translation>"entries" 必须是数组</translation>
    </message>
    <message>
        <source>entry %1: not an object</source>
        <translation>条目 %1：不是对象</translation>
    </message>
    <message>
        <source>entry %1: "irq" must be an integer from 0 to %2</source>
        <translation>条目 %1："irq" 必须是 0 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>entry %1 (irq %2): duplicate IRQ</source>
        <translation>条目 %1（IRQ %2）：重复的 IRQ</translation>
    </message>
    <message>
        <source>entry %1 (irq %2): missing "%3"</source>
        <translation>条目 %1（IRQ %2）：缺少 "%3"</translation>
    </message>
    <message>
        <source>entry %1 (irq %2): "%3" is not a CPU list: %4</source>
        <translation>条目 %1（IRQ %2）："%3" 不是 CPU 列表：%4</translation>
    </message>
    <message>
        <source>cannot write the journal: %1</source>
        <translation>无法写入日志：%1</translation>
    </message>
    <message>
        <source>cannot read the journal: %1</source>
        <translation>无法读取日志：%1</translation>
    </message>
    <message>
        <source>"irqbalance" must be an array of at most 16 objects</source>
        <translation>"irqbalance" 必须是最多 16 个对象的数组</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1：不是对象</translation>
    </message>
    <message>
        <source>%1: pid %2 twice</source>
        <translation>%1：pid %2 重复</translation>
    </message>
    <message>
        <source>unknown state "%1"</source>
        <translation>未知状态 "%1"</translation>
    </message>
    <message>
        <source>"%1" must be a string of at most 8 KiB</source>
        <translation>"%1" 必须是不超过 8 KiB 的字符串</translation>
    </message>
    <message>
        <source>"pid" must be an integer from 1 to %1</source>
        <translation>"pid" 必须是 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>"start_time" must be a decimal string</source>
        <translation>"start_time" 必须是十进制字符串</translation>
    </message>
    <message>
        <source>"comm" is not an irq/, napi/ or ksoftirqd/ kernel thread</source>
        <translation>"comm" 不是 irq/、napi/ 或 ksoftirqd/ 内核线程</translation>
    </message>
    <message>
        <source>"%1" is not a CPU list</source>
        <translation>"%1" 不是 CPU 列表</translation>
    </message>
    <message>
        <source>not a valid interface, queue or queue file name</source>
        <translation>不是有效的接口、队列或队列文件名称</translation>
    </message>
    <message>
        <source>"%1" must be an array of at most %2 objects</source>
        <translation>"%1" 必须是最多包含 %2 个对象的数组</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>重复</translation>
    </message>
</context>
<context>
    <name>KernelPlanner</name>
    <message>
        <source>parameter sort="%1": expected classic or modern</source>
        <translation>参数 sort="%1":需要 classic 或 modern</translation>
    </message>
    <message>
        <source>%1 is a view, not a placement</source>
        <translation>%1 是一个视图,而不是放置方案</translation>
    </message>
    <message>
        <source>device %1: %2</source>
        <translation>设备 %1:%2</translation>
    </message>
    <message>
        <source>%1 IRQs get no affinity from %2 and keep their current one</source>
        <translation>%1 个 IRQ 未从 %2 获得亲和性,保持其当前亲和性</translation>
    </message>
    <message>
        <source>%1 groups hold no candidate CPU; their IRQs keep their current affinity</source>
        <translation>%1 个组不含候选 CPU;其 IRQ 保持当前亲和性</translation>
    </message>
    <message>
        <source>Give no IRQ to the first core of the nearest hop (the 2025 skip_first_cpu, for the HWC vector).</source>
        <translation>不将 IRQ 分配给最近一跳的第一个核心（2025 年的 skip_first_cpu，留给 HWC 向量）。</translation>
    </message>
    <message>
        <source>Follow the driver's 2025 dynamic MSI-X path instead of the static one.</source>
        <translation>遵循驱动程序 2025 年的动态 MSI-X 路径，而非静态路径。</translation>
    </message>
    <message>
        <source>The kernel's node sort: classic (v5.1 to 2024) or modern (2024 on).</source>
        <translation>内核的节点排序方式：classic（v5.1 至 2024 年）或 modern（2024 年起）。</translation>
    </message>
</context>
<context>
    <name>KernelThreads</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not a task's stat line (no "(comm)")</source>
        <translation>不是任务的 stat 行（没有 "(comm)"）</translation>
    </message>
    <message>
        <source>%1 fields after the command, not %2</source>
        <translation>命令之后有 %1 个字段，而不是 %2 个</translation>
    </message>
    <message>
        <source>flags, times, CPU, priority or policy is not a number</source>
        <translation>标志、时间、CPU、优先级或调度策略不是数字</translation>
    </message>
    <message>
        <source>CPU %1 is past the supported %2</source>
        <translation>CPU %1 超出支持的最大值 %2</translation>
    </message>
    <message>
        <source>%1: more than %2 processes in /proc</source>
        <translation>%1：/proc 中有超过 %2 个进程</translation>
    </message>
</context>
<context>
    <name>Lint</name>
    <message>
        <source>irqbalance is running and will overwrite these affinities; stop it or ban the IRQs (IRQBALANCE_BANNED_CPULIST / --banirq)</source>
        <translation>irqbalance 正在运行,将会覆盖这些亲和性设置;请停止它或禁止其处理这些 IRQ(IRQBALANCE_BANNED_CPULIST / --banirq)</translation>
    </message>
    <message>
        <source>IRQ %1 (%2) is immovable%3: writing its affinity fails with EIO</source>
        <translation>IRQ %1(%2)不可移动%3:写入其亲和性会以 EIO 失败</translation>
    </message>
    <message>
        <source>IRQ %1: device %2 reports NUMA node -1 (firmware gives no locality); node-aware placement is a guess</source>
        <translation>IRQ %1:设备 %2 报告 NUMA 节点 -1(固件未提供位置信息);按节点放置只是推测</translation>
    </message>
    <message>
        <source>IRQ %1 would run on isolated/nohz_full CPUs %2</source>
        <translation>IRQ %1 将运行在隔离/nohz_full CPU %2 上</translation>
    </message>
    <message>
        <source>IRQ %1: effective affinity %2 is not within the requested %3 (the kernel could not honour the last write, or the chip ignores it)</source>
        <translation>IRQ %1:有效亲和性 %2 不在请求的 %3 之内(内核无法遵从上次写入,或中断控制器芯片忽略了它)</translation>
    </message>
    <message>
        <source>CPU %1 would serve %2 device interrupts, at or over the x86 budget of about %3 vectors (writes fail with ENOSPC)</source>
        <translation>CPU %1 将处理 %2 个设备中断,达到或超过 x86 约 %3 个向量的预算(写入会以 ENOSPC 失败)</translation>
    </message>
    <message>
        <source>CPU %1 would serve %2 device interrupts, near the x86 budget of about %3 vectors</source>
        <translation>CPU %1 将处理 %2 个设备中断,接近 x86 约 %3 个向量的预算</translation>
    </message>
    <message>
        <source>all %1 planned IRQs of device %2 share one L3 domain (CPUs %3) while node %4 has other L3 domains with none of them (CPUs %5)</source>
        <translation>设备 %2 的全部 %1 个计划 IRQ 共用一个 L3 域（CPU %3），而节点 %4 的其他 L3 域（CPU %5）一个也没有</translation>
    </message>
    <message>
        <source>all %1 IRQs of device %2 are delivered in one L3 domain (CPUs %3) while node %4 has other L3 domains with none of them (CPUs %5)</source>
        <translation>设备 %2 的全部 %1 个 IRQ 都投递在同一个 L3 域内（CPU %3），而节点 %4 还有其他未分到任何 IRQ 的 L3 域（CPU %5）</translation>
    </message>
    <message>
        <source>%1: %2 %3 sends work off the NIC's node %4 (CPUs %5 are elsewhere)</source>
        <translation>%1：%2 %3 将工作发送到 NIC 所在节点 %4 之外（CPU %5 位于其他节点）</translation>
    </message>
    <message>
        <source>%1: rps_cpus %2 are the CPUs its IRQ %3 lands on: RPS only adds a hop between CPUs</source>
        <translation>%1：rps_cpus %2 正是其 IRQ %3 所落到的 CPU：RPS 只会在 CPU 之间多加一跳</translation>
    </message>
    <message>
        <source>%1: CPU(s) %2 not online (online: %3)</source>
        <translation>%1：CPU %2 不在线（在线：%3）</translation>
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
        <translation>秒</translation>
    </message>
    <message>
        <source>Cannot export to %1: the name must end in .png or .pdf</source>
        <translation>无法导出到 %1：文件名必须以 .png 或 .pdf 结尾</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Cannot write %1: no samples yet</source>
        <translation>无法写入 %1：尚无样本</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>MachineLoader</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1:%2</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>%1 holds neither a topology nor /proc/interrupts</source>
        <translation>%1 既不包含拓扑也不包含 /proc/interrupts</translation>
    </message>
    <message>
        <source>%1 describes no CPU</source>
        <translation>%1 未描述任何 CPU</translation>
    </message>
    <message>
        <source>ssh config file %1: no such file</source>
        <translation>ssh 配置文件 %1：文件不存在</translation>
    </message>
    <message>
        <source>identity file %1: no such file</source>
        <translation>身份文件 %1：文件不存在</translation>
    </message>
    <message>
        <source>%1 is a file, not a host to read</source>
        <translation>%1 是文件，不是可读取的主机</translation>
    </message>
    <message>
        <source>%1 holds no topology</source>
        <translation>%1 不含拓扑</translation>
    </message>
    <message>
        <source>%1 has no interrupt counters</source>
        <translation>%1 没有中断计数器</translation>
    </message>
    <message>
        <source>%1 (Prometheus)</source>
        <translation>%1（Prometheus）</translation>
    </message>
    <message>
        <source>User %1 needs a password: a password file, or the environment variable %2</source>
        <translation>用户 %1 需要密码：密码文件或环境变量 %2</translation>
    </message>
    <message>
        <source>Prometheus has no placement: affinity, NUMA node and device are unknown</source>
        <translation>Prometheus 没有放置信息：亲和性、NUMA 节点和设备均未知</translation>
    </message>
</context>
<context>
    <name>NetQueues</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not a decimal number</source>
        <translation>不是十进制数</translation>
    </message>
    <message>
        <source>%1 is not a queue name</source>
        <translation>%1 不是队列名称</translation>
    </message>
    <message>
        <source>more than %1 queues</source>
        <translation>队列超过 %1 个</translation>
    </message>
    <message>
        <source>not 0, 1 or 2</source>
        <translation>不是 0、1 或 2</translation>
    </message>
    <message>
        <source>%1 hex words, more than the %2 of %3 bits</source>
        <translation>%1 个十六进制字，超过 %3 位所需的 %2 个</translation>
    </message>
    <message>
        <source>bit %1 is set, past the %2 this machine has</source>
        <translation>设置了第 %1 位，超出本机的 %2 个</translation>
    </message>
    <message>
        <source>more than %1 interfaces</source>
        <translation>接口超过 %1 个</translation>
    </message>
    <message>
        <source>%1 is not a valid interface name</source>
        <translation>%1 不是有效的接口名称</translation>
    </message>
</context>
<context>
    <name>PciDevices</name>
    <message>
        <source>%1: %2: %3 is not %4</source>
        <translation>%1：%2：%3 不是%4</translation>
    </message>
    <message>
        <source>%1: %2 lists more than %3 PCI functions</source>
        <translation>%1：%2 列出了超过 %3 个 PCI 功能</translation>
    </message>
    <message>
        <source>a hexadecimal number up to 0x%1</source>
        <translation>不超过 0x%1 的十六进制数</translation>
    </message>
    <message>
        <source>a NUMA node number or -1</source>
        <translation>NUMA 节点编号或 -1</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
</context>
<context>
    <name>PlanDiff</name>
    <message>
        <source>affinity cannot be changed</source>
        <translation>亲和性无法更改</translation>
    </message>
    <message>
        <source>no NAPI thread of this queue is known</source>
        <translation>此队列没有已知的 NAPI 线程</translation>
    </message>
</context>
<context>
    <name>PlanExport</name>
    <message>
        <source>unknown export format "%1" (sh, systemd, irqbalance, json)</source>
        <translation>未知的导出格式 "%1"(sh、systemd、irqbalance、json)</translation>
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
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>偏移 %1 处不是有效的 JSON:%2</translation>
    </message>
    <message>
        <source>the plan must be a JSON object</source>
        <translation>计划必须是 JSON 对象</translation>
    </message>
    <message>
        <source>missing field "%1"</source>
        <translation>缺少字段 "%1"</translation>
    </message>
    <message>
        <source>"format" must be a string, found %1</source>
        <translation>"format" 必须是字符串,实际为%1</translation>
    </message>
    <message>
        <source>unknown format "%1" (expected "irqatlas-plan")</source>
        <translation>未知格式 "%1"(应为 "irqatlas-plan")</translation>
    </message>
    <message>
        <source>"version" must be an integer, found %1</source>
        <translation>"version" 必须是整数,实际为%1</translation>
    </message>
    <message>
        <source>plan version %1 is newer than this program understands (%2)</source>
        <translation>计划版本 %1 比本程序能理解的版本(%2)更新</translation>
    </message>
    <message>
        <source>invalid plan version %1</source>
        <translation>无效的计划版本 %1</translation>
    </message>
    <message>
        <source>"host" must be an object, found %1</source>
        <translation>"host" 必须是对象,实际为%1</translation>
    </message>
    <message>
        <source>"host.%1" must be a string, found %2</source>
        <translation>"host.%1" 必须是字符串,实际为%2</translation>
    </message>
    <message>
        <source>"host.cpus" must be a number, found %1</source>
        <translation>"host.cpus" 必须是数字,实际为%1</translation>
    </message>
    <message>
        <source>"generator" must be an object, found %1</source>
        <translation>"generator" 必须是对象,实际为%1</translation>
    </message>
    <message>
        <source>"generator.algorithm" must be a string, found %1</source>
        <translation>"generator.algorithm" 必须是字符串,实际为%1</translation>
    </message>
    <message>
        <source>"generator.params" must be an object, found %1</source>
        <translation>"generator.params" 必须是对象,实际为%1</translation>
    </message>
    <message>
        <source>"created" must be a string, found %1</source>
        <translation>"created" 必须是字符串,实际为%1</translation>
    </message>
    <message>
        <source>"notes" must be an array, found %1</source>
        <translation>"notes" 必须是数组,实际为%1</translation>
    </message>
    <message>
        <source>"assignments" must be an array, found %1</source>
        <translation>"assignments" 必须是数组,实际为%1</translation>
    </message>
    <message>
        <source>assignment %1: must be an object, found %2</source>
        <translation>分配项 %1:必须是对象,实际为%2</translation>
    </message>
    <message>
        <source>assignment %1: missing field "irq"</source>
        <translation>分配项 %1:缺少字段 "irq"</translation>
    </message>
    <message>
        <source>assignment %1: "irq" must be a non-negative integer, found %2</source>
        <translation>分配项 %1:"irq" 必须是非负整数,实际为%2</translation>
    </message>
    <message>
        <source>assignment %1 (irq %2)</source>
        <translation>分配项 %1(irq %2)</translation>
    </message>
    <message>
        <source>%1: missing field "match"</source>
        <translation>%1: 缺少字段 "match"</translation>
    </message>
    <message>
        <source>%1: "match" must be a string, found %2</source>
        <translation>%1: "match" 必须是字符串,实际为%2</translation>
    </message>
    <message>
        <source>%1: missing field "cpus"</source>
        <translation>%1: 缺少字段 "cpus"</translation>
    </message>
    <message>
        <source>%1: "cpus" must be a CPU list string, found %2</source>
        <translation>%1: "cpus" 必须是 CPU 列表字符串,实际为%2</translation>
    </message>
    <message>
        <source>%1: empty CPU list</source>
        <translation>%1: CPU 列表为空</translation>
    </message>
    <message>
        <source>%1: CPU %2 does not exist on this machine (CPUs %3)</source>
        <translation>%1: 本机不存在 CPU %2(CPU %3)</translation>
    </message>
    <message>
        <source>%1: duplicate IRQ, already in assignment %2</source>
        <translation>%1: IRQ 重复,已在分配项 %2 中</translation>
    </message>
    <message>
        <source>assignment %1 (irq %2, %3)</source>
        <translation>分配项 %1(irq %2,%3)</translation>
    </message>
    <message>
        <source>%1: ambiguous, %2 interrupts share the key and none has number %3</source>
        <translation>%1: 有歧义,%2 个中断共用该键,且没有一个的编号为 %3</translation>
    </message>
    <message>
        <source>%1: key not found, matched by number; IRQ %2 is now "%3"</source>
        <translation>%1: 未找到键,已按编号匹配;IRQ %2 现在是 "%3"</translation>
    </message>
    <message>
        <source>%1: no such interrupt on this machine</source>
        <translation>%1: 本机没有此中断</translation>
    </message>
    <message>
        <source>the plan is %1 bytes, more than the supported maximum of %2</source>
        <translation>计划有 %1 字节，超过支持的最大值 %2</translation>
    </message>
    <message>
        <source>%1 assignments, more than the supported maximum of %2</source>
        <translation>%1 个分配，超过支持的最大值 %2</translation>
    </message>
    <message>
        <source>the plan's CPU lists name more than %1 CPUs in total, the supported maximum (each list counts from its lowest to its highest CPU)</source>
        <translation>计划的 CPU 列表总共列出超过 %1 个 CPU，即支持的最大值（每个列表按其最低到最高 CPU 计数）</translation>
    </message>
    <message>
        <source>%1: must be a CPU list string, found %2</source>
        <translation>%1：必须是 CPU 列表字符串，实际为 %2</translation>
    </message>
    <message>
        <source>%1: must be "keep" or a CPU list string, found %2</source>
        <translation>%1：必须是 "keep" 或 CPU 列表字符串，实际为 %2</translation>
    </message>
    <message>
        <source>%1: empty CPU list (leave the field out to follow the IRQ, or write "keep")</source>
        <translation>%1：CPU 列表为空（省略该字段以跟随 IRQ，或写 "keep"）</translation>
    </message>
    <message>
        <source>%1: missing field "%2"</source>
        <translation>%1：缺少字段 "%2"</translation>
    </message>
    <message>
        <source>%1: "%2" must be a string, found %3</source>
        <translation>%1："%2" 必须是字符串，实际为 %3</translation>
    </message>
    <message>
        <source>%1: interface "%2" is not an interface name (1 to 15 bytes, no '/', ':', white space or control characters)</source>
        <translation>%1：接口 "%2" 不是接口名称（1 到 15 字节，不含 '/'、':'、空白或控制字符）</translation>
    </message>
    <message>
        <source>%1: queue "%2" is not rx-N or tx-N (N from 0 to %3, without leading zeros)</source>
        <translation>%1：队列 "%2" 不是 rx-N 或 tx-N（N 为 0 到 %3，无前导零）</translation>
    </message>
    <message>
        <source>%1: rps_flow_cnt: must be an integer from 0 to %2, found %3</source>
        <translation>%1：rps_flow_cnt：必须是 0 到 %2 之间的整数，实际为 %3</translation>
    </message>
    <message>
        <source>%1: %2: only %3 queues take it</source>
        <translation>%1：%2：只有 %3 队列接受此字段</translation>
    </message>
    <message>
        <source>%1: no steering field (%2)</source>
        <translation>%1：没有导流字段（%2）</translation>
    </message>
    <message>
        <source>"queues" must be an array, found %1</source>
        <translation>"queues" 必须是数组，实际为 %1</translation>
    </message>
    <message>
        <source>%1 queue entries, more than the supported maximum of %2</source>
        <translation>%1 个队列条目，超过支持的上限 %2</translation>
    </message>
    <message>
        <source>%1: must be an object, found %2</source>
        <translation>%1：必须是对象，实际为 %2</translation>
    </message>
    <message>
        <source>%1: duplicate queue, already in queues[%2]</source>
        <translation>%1：队列重复，已在 queues[%2] 中</translation>
    </message>
</context>
<context>
    <name>PlanQueues</name>
    <message>
        <source>%1: CPU %2 is not online (online CPUs %3)</source>
        <translation>%1：CPU %2 不在线（在线 CPU %3）</translation>
    </message>
    <message>
        <source>xps_rxqs: receive queue %1 does not exist (%2 has %3)</source>
        <translation>xps_rxqs：接收队列 %1 不存在（%2 有 %3 个）</translation>
    </message>
    <message>
        <source>%1: no interface %2 on this machine</source>
        <translation>%1：本机没有接口 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: no such queue (%2 has %n %3 queue(s))</source>
        <translation>
            <numerusform>%1：没有此队列（%2 有 %n 个 %3 队列）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the source has no network queues (/sys/class/net): the plan's %n queue(s) are not checked</source>
        <translation>
            <numerusform>该来源没有网络队列（/sys/class/net）：计划中的 %n 个队列未经检查</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: xps_cpus %2, but no IRQ the plan places serves this queue on this machine</source>
        <translation>%1：xps_cpus 为 %2，但在此机器上没有由计划放置的 IRQ 服务于此队列</translation>
    </message>
    <message>
        <source>%1: xps_cpus %2, but the IRQ serving this queue on this machine is planned on CPUs %3</source>
        <translation>%1：xps_cpus 为 %2，但在此机器上服务于此队列的 IRQ 被规划到 CPU %3</translation>
    </message>
    <message>
        <source>%1 %2: the plan leaves it alone, but the IRQ serving it on this machine is planned on CPUs %3</source>
        <translation>%1 %2：计划未改动它，但在此机器上服务于它的 IRQ 被规划到 CPU %3</translation>
    </message>
</context>
<context>
    <name>PlanRequest</name>
    <message>
        <source>unknown parameter "%1": this algorithm takes none</source>
        <translation>未知参数 "%1":此算法不接受任何参数</translation>
    </message>
    <message>
        <source>unknown parameter "%1" (expected one of: %2)</source>
        <translation>未知参数 "%1"(应为以下之一:%2)</translation>
    </message>
    <message>
        <source>node %1 does not exist (nodes 0-%2, or -1 for none)</source>
        <translation>节点 %1 不存在(节点 0-%2,或 -1 表示无)</translation>
    </message>
    <message>
        <source>%1 rates given for %2 interrupts</source>
        <translation>为 %2 个中断给出了 %1 个速率</translation>
    </message>
    <message>
        <source>CPU %1 does not exist on this machine (CPUs %2)</source>
        <translation>本机不存在 CPU %1(CPU %2)</translation>
    </message>
    <message>
        <source>no candidate CPU left (online CPUs %1, excluded %2)</source>
        <translation>没有剩余的候选 CPU(在线 CPU %1,已排除 %2)</translation>
    </message>
</context>
<context>
    <name>PlanRunner</name>
    <message>
        <source>Unknown algorithm "%1"</source>
        <translation>未知算法 "%1"</translation>
    </message>
    <message>
        <source>no IRQ matched the groups it made</source>
        <translation>没有任何 IRQ 与其生成的分组匹配</translation>
    </message>
    <message numerus="yes">
        <source>%1 planned none of the %n selected IRQs: %2.</source>
        <translation>
            <numerusform>%1 没有为所选的 %n 个 IRQ 中的任何一个制定计划：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No load counted yet: the %n planned IRQs have not fired (no count or rate), so the plan's balance cannot be judged, and a planner that weighs IRQs (as balance does) had nothing to weigh. Let the machine run under load, or use the live rates, then generate again.</source>
        <translation>
            <numerusform>尚未统计到负载：计划中的 %n 个 IRQ 尚未触发（没有计数或速率），因此无法判断计划的均衡程度，而对 IRQ 加权的规划器（如 balance）也没有可权衡的依据。请让机器在负载下运行，或使用实时速率，然后重新生成。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanScore</name>
    <message>
        <source>no IRQ of the plan is on this machine: nothing to score</source>
        <translation>计划中没有任何 IRQ 在这台机器上:没有可评分的内容</translation>
    </message>
    <message>
        <source>no IRQ has a NUMA node to measure from (no device node, and no Node asked for)</source>
        <translation>没有任何 IRQ 有可用于测量的 NUMA 节点(无设备节点,也未指定节点)</translation>
    </message>
    <message>
        <source>the IRQs carry no load (no counts and no rates) to balance</source>
        <translation>这些 IRQ 没有可均衡的负载(无计数,也无速率)</translation>
    </message>
    <message>
        <source>the source has no cache information: its L3 domains are unknown</source>
        <translation>来源没有缓存信息：其 L3 域未知</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <source>contains a line break</source>
        <translation>包含换行符</translation>
    </message>
    <message>
        <source>contains a NUL character</source>
        <translation>包含 NUL 字符</translation>
    </message>
    <message>
        <source>contains the control character %1</source>
        <translation>包含控制字符 %1</translation>
    </message>
    <message>
        <source>contains the invisible or bidirectional formatting character %1</source>
        <translation>包含不可见或双向格式字符 %1</translation>
    </message>
    <message>
        <source>is not valid Unicode</source>
        <translation>不是有效的 Unicode</translation>
    </message>
    <message>
        <source>is longer than %1 bytes</source>
        <translation>超过 %1 字节</translation>
    </message>
    <message>
        <source>a key %1</source>
        <translation>某个键%1</translation>
    </message>
    <message>
        <source>a key is not a parameter name (letters, digits and . _ -)</source>
        <translation>某个键不是参数名（字母、数字和 . _ -）</translation>
    </message>
    <message>
        <source>nests deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>is not valid UTF-8</source>
        <translation>不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>is not a host name (RFC 1123: dot-separated labels of letters, digits and '-')</source>
        <translation>不是主机名（RFC 1123：以点分隔、由字母、数字和 '-' 组成的标签）</translation>
    </message>
    <message>
        <source>is not a kernel release (letters, digits and . _ + ~ -)</source>
        <translation>不是内核版本号（字母、数字和 . _ + ~ -）</translation>
    </message>
    <message>
        <source>is not a topology fingerprint (sha256:&lt;hex&gt;)</source>
        <translation>不是拓扑指纹（sha256:&lt;hex&gt;）</translation>
    </message>
    <message>
        <source>is not an algorithm name (letters, digits and . _ -)</source>
        <translation>不是算法名（字母、数字和 . _ -）</translation>
    </message>
    <message>
        <source>is not an ISO 8601 date and time (2026-11-30T10:00:00Z)</source>
        <translation>不是 ISO 8601 日期时间（2026-11-30T10:00:00Z）</translation>
    </message>
    <message>
        <source>assignment %1 (irq %2): match: %3</source>
        <translation>分配项 %1(irq %2)：match：%3</translation>
    </message>
    <message>
        <source>queues[%1]: interface: is not an interface name (1 to 15 bytes, no '/', ':', white space or control characters)</source>
        <translation>queues[%1]：interface：不是接口名称（1 到 15 字节，不含 '/'、':'、空白或控制字符）</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>parameter %1="%2": expected an integer</source>
        <translation>参数 %1="%2":需要一个整数</translation>
    </message>
    <message>
        <source>parameter %1="%2": expected true or false</source>
        <translation>参数 %1="%2":需要 true 或 false</translation>
    </message>
    <message>
        <source>parameter %1: %2</source>
        <translation>参数 %1:%2</translation>
    </message>
</context>
<context>
    <name>PlannerParam</name>
    <message>
        <source>integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>CPU list</source>
        <translation>CPU 列表</translation>
    </message>
    <message>
        <source>program</source>
        <translation>程序</translation>
    </message>
</context>
<context>
    <name>PolicyPlanner</name>
    <message>
        <source>vendor-script policy chosen with policy=local|remote|all|one|cpulist</source>
        <translation>通过 policy=local|remote|all|one|cpulist 选择的厂商脚本策略</translation>
    </message>
    <message>
        <source>one CPU per IRQ on the device's node, cores before SMT siblings</source>
        <translation>每个 IRQ 一个 CPU,位于设备所在节点,先用核心再用 SMT 兄弟线程</translation>
    </message>
    <message>
        <source>one CPU per IRQ outside the device's node, cores before SMT siblings</source>
        <translation>每个 IRQ 一个 CPU,位于设备所在节点之外,先用核心再用 SMT 兄弟线程</translation>
    </message>
    <message>
        <source>one CPU per IRQ over all candidates, cores before SMT siblings</source>
        <translation>每个 IRQ 一个 CPU,遍及所有候选 CPU,先用核心再用 SMT 兄弟线程</translation>
    </message>
    <message>
        <source>every IRQ on one CPU (cpu=N)</source>
        <translation>所有 IRQ 都在同一个 CPU 上(cpu=N)</translation>
    </message>
    <message>
        <source>one CPU per IRQ over cpus=LIST, cores before SMT siblings</source>
        <translation>每个 IRQ 一个 CPU,遍及 cpus=LIST,先用核心再用 SMT 兄弟线程</translation>
    </message>
    <message>
        <source>parameter policy="%1": expected local, remote, all, one or cpulist</source>
        <translation>参数 policy="%1":需要 local、remote、all、one 或 cpulist</translation>
    </message>
    <message>
        <source>the cpulist policy needs cpus=LIST</source>
        <translation>cpulist 策略需要 cpus=LIST</translation>
    </message>
    <message>
        <source>cpus=%1 has no candidate CPU (candidates %2)</source>
        <translation>cpus=%1 不含候选 CPU(候选 %2)</translation>
    </message>
    <message>
        <source>cpu=%1 is not a candidate CPU (candidates %2)</source>
        <translation>cpu=%1 不是候选 CPU(候选 %2)</translation>
    </message>
    <message>
        <source>%1 IRQs had no device node or no usable CPU for the policy and use all candidate CPUs</source>
        <translation>%1 个 IRQ 没有设备节点,或没有可供该策略使用的 CPU,改用所有候选 CPU</translation>
    </message>
    <message>
        <source>%1 immovable IRQs are left in place</source>
        <translation>%1 个不可移动的 IRQ 保持原位</translation>
    </message>
    <message>
        <source>Which vendor-script policy to follow (see the policy-* algorithms).</source>
        <translation>要遵循的厂商脚本策略（参见 policy-* 算法）。</translation>
    </message>
    <message>
        <source>The one CPU every IRQ goes to (policy=one).</source>
        <translation>所有 IRQ 都发往的那一个 CPU（policy=one）。</translation>
    </message>
    <message>
        <source>The one CPU every IRQ goes to.</source>
        <translation>所有 IRQ 都发往的那一个 CPU。</translation>
    </message>
    <message>
        <source>the first CPU of the device's node</source>
        <translation>设备所在节点的第一个 CPU</translation>
    </message>
    <message>
        <source>The CPUs to deal the IRQs over (policy=cpulist), within the candidates.</source>
        <translation>用于轮流分配 IRQ 的 CPU（policy=cpulist），限于候选 CPU 之内。</translation>
    </message>
    <message>
        <source>The CPUs to deal the IRQs over, within the candidates.</source>
        <translation>用于轮流分配 IRQ 的 CPU，限于候选 CPU 之内。</translation>
    </message>
    <message>
        <source>none (policy=cpulist needs it)</source>
        <translation>无（policy=cpulist 需要此参数）</translation>
    </message>
    <message>
        <source>What consecutive IRQs are spread over: L3 domains first (llc), cores before SMT siblings (core), or CPUs in id order (pu).</source>
        <translation>连续的 IRQ 分散到何处：先分散到各 L3 域（llc）、先物理核后 SMT 兄弟线程（core），或按 CPU 编号顺序（pu）。</translation>
    </message>
    <message>
        <source>parameter spread_over="%1": expected llc, core or pu</source>
        <translation>参数 spread_over="%1"：应为 llc、core 或 pu</translation>
    </message>
    <message>
        <source>Set the XPS CPUs of each transmit queue whose IRQ is known to the CPUs planned for that IRQ.</source>
        <translation>将每个已知 IRQ 的发送队列的 XPS CPU 设为该 IRQ 计划使用的 CPU。</translation>
    </message>
</context>
<context>
    <name>PromFleet</name>
    <message>
        <source>Prometheus' last scrape of it failed (up is 0)</source>
        <translation>Prometheus 对其最后一次抓取失败（up 为 0）</translation>
    </message>
    <message>
        <source>%1: no node_exporter targets (no job with node_cpu_seconds_total and instance labels)</source>
        <translation>%1：没有 node_exporter 目标（没有带 node_cpu_seconds_total 和 instance 标签的 job）</translation>
    </message>
</context>
<context>
    <name>PromSource</name>
    <message>
        <source>%1 longer than %2 characters</source>
        <translation>%1 超过 %2 个字符</translation>
    </message>
    <message>
        <source>%1 holds a control character</source>
        <translation>%1 含有控制字符</translation>
    </message>
    <message>
        <source>URL longer than %1 characters</source>
        <translation>URL 超过 %1 个字符</translation>
    </message>
    <message>
        <source>no instance</source>
        <translation>没有实例</translation>
    </message>
    <message>
        <source>passwordEnv is not an environment variable's name</source>
        <translation>passwordEnv 不是环境变量名</translation>
    </message>
</context>
<context>
    <name>Prometheus</name>
    <message>
        <source>no complete answer within %1 s</source>
        <translation>%1 秒内未收到完整应答</translation>
    </message>
    <message>
        <source>the answer is larger than the supported maximum of %1 bytes</source>
        <translation>应答超过支持的最大值 %1 字节</translation>
    </message>
    <message>
        <source>not a URL with a host</source>
        <translation>不是包含主机的 URL</translation>
    </message>
    <message>
        <source>the scheme is neither http nor https</source>
        <translation>协议既不是 http 也不是 https</translation>
    </message>
    <message>
        <source>a user or password in the URL (the password never goes on a command line)</source>
        <translation>URL 中含有用户名或密码（密码绝不放在命令行上）</translation>
    </message>
    <message>
        <source>a query or fragment in the URL</source>
        <translation>URL 中含有查询串或片段</translation>
    </message>
    <message>
        <source>HTTP status %1</source>
        <translation>HTTP 状态 %1</translation>
    </message>
    <message>
        <source>%1: Prometheus has no node_cpu_seconds_total of this instance between these times</source>
        <translation>%1：Prometheus 在这段时间内没有此实例的 node_cpu_seconds_total</translation>
    </message>
    <message>
        <source>not kept by Prometheus</source>
        <translation>Prometheus 不保存此项</translation>
    </message>
    <message>
        <source>the exporter has no node_interrupts_total series: start node_exporter with --collector.interrupts for IRQ rows</source>
        <translation>导出器没有 node_interrupts_total 序列：请用 --collector.interrupts 启动 node_exporter 以获得 IRQ 行</translation>
    </message>
    <message>
        <source>node_interrupts_total has a series that is not a row, a CPU and a count</source>
        <translation>node_interrupts_total 中有不是“行、CPU 和计数”的序列</translation>
    </message>
    <message>
        <source>a label of node_interrupts_total holds a control character</source>
        <translation>node_interrupts_total 的某个标签含有控制字符</translation>
    </message>
    <message>
        <source>%1: Prometheus has no target with this instance label</source>
        <translation>%1：Prometheus 没有带此 instance 标签的目标</translation>
    </message>
    <message>
        <source>the exporter has no node_cpu_seconds_total series</source>
        <translation>导出器没有 node_cpu_seconds_total 序列</translation>
    </message>
    <message>
        <source>node_cpu_seconds_total has a series that is not a CPU and a time</source>
        <translation>node_cpu_seconds_total 中有不是“CPU 和时间”的序列</translation>
    </message>
    <message>
        <source>node_uname_info holds a control character</source>
        <translation>node_uname_info 含有控制字符</translation>
    </message>
    <message>
        <source>the server answered "status": "error"</source>
        <translation>服务器应答 "status": "error"</translation>
    </message>
    <message>
        <source>the server says: %1 (%2)</source>
        <translation>服务器报告：%1（%2）</translation>
    </message>
    <message>
        <source>the answer is not a JSON object (at byte %1)</source>
        <translation>应答不是 JSON 对象（在第 %1 字节）</translation>
    </message>
    <message>
        <source>neither "success" nor "error"</source>
        <translation>既不是 "success" 也不是 "error"</translation>
    </message>
    <message>
        <source>missing or not an object</source>
        <translation>缺失或不是对象</translation>
    </message>
    <message>
        <source>not vector, matrix or scalar</source>
        <translation>不是 vector、matrix 或 scalar</translation>
    </message>
    <message>
        <source>missing or not an array</source>
        <translation>缺失或不是数组</translation>
    </message>
    <message>
        <source>more than %1 series</source>
        <translation>超过 %1 个序列</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <source>more than %1 samples in one answer</source>
        <translation>一次应答中超过 %1 个样本</translation>
    </message>
    <message>
        <source>timestamps do not increase</source>
        <translation>时间戳没有递增</translation>
    </message>
    <message>
        <source>more than %1 labels</source>
        <translation>超过 %1 个标签</translation>
    </message>
    <message>
        <source>"%1" is not a label name</source>
        <translation>"%1" 不是标签名</translation>
    </message>
    <message>
        <source>not a string of at most %1 characters</source>
        <translation>不是最多 %1 个字符的字符串</translation>
    </message>
    <message>
        <source>not a pair of a time and a value</source>
        <translation>不是由时间和值组成的一对</translation>
    </message>
    <message>
        <source>the time is not a number of seconds since 1970</source>
        <translation>时间不是自 1970 年起的秒数</translation>
    </message>
    <message>
        <source>the value "%1" is not a finite number</source>
        <translation>值 "%1" 不是有限数</translation>
    </message>
    <message>
        <source>%1: no new scrape since the last sample</source>
        <translation>%1：自上次采样以来没有新的抓取</translation>
    </message>
    <message>
        <source>an answer of the wrong result type</source>
        <translation>应答的结果类型不正确</translation>
    </message>
    <message>
        <source>the range holds more than %1 series or %2 samples in all; take a longer step or a shorter range</source>
        <translation>该范围总共超过 %1 个序列或 %2 个样本；请使用更长的步长或更短的范围</translation>
    </message>
    <message>
        <source>a range needs a start before its end and a step above 0</source>
        <translation>范围的开始必须早于结束，且步长必须大于 0</translation>
    </message>
    <message>
        <source>the range has more than %1 steps; take a longer step or a shorter range</source>
        <translation>该范围超过 %1 步；请使用更长的步长或更短的范围</translation>
    </message>
    <message>
        <source>%1 makes a table past the size of the kernel's file</source>
        <translation>%1 生成的表超过了内核文件的大小</translation>
    </message>
    <message>
        <source>the exporter has no node_softirqs_functions_total series (node_exporter 1.6 or later with --collector.softirqs): no softirq types</source>
        <translation>导出器没有 node_softirqs_functions_total 序列（需要 node_exporter 1.6 或更高版本并启用 --collector.softirqs）：没有软中断类型</translation>
    </message>
    <message>
        <source>node_softirqs_functions_total has a series that is not a type, a CPU and a count</source>
        <translation>node_softirqs_functions_total 中有一个序列不是类型、CPU 和计数</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>没有样本</translation>
    </message>
</context>
<context>
    <name>Rates</name>
    <message>
        <source>the sample could not be read</source>
        <translation>无法读取该采样</translation>
    </message>
    <message>
        <source>no previous sample to compare with</source>
        <translation>没有可供比较的上一次采样</translation>
    </message>
    <message>
        <source>the interval between the samples is %1 s, not positive</source>
        <translation>两次采样的间隔为 %1 秒,不是正数</translation>
    </message>
</context>
<context>
    <name>RecordedWeights</name>
    <message>
        <source>"%1": expected seconds A..B, A.. or ..B (from the first sample of the recording)</source>
        <translation>"%1"：应为秒数 A..B、A.. 或 ..B（从录制的第一个样本起算）</translation>
    </message>
    <message>
        <source>"%1": the window ends before it starts</source>
        <translation>"%1"：窗口的结束早于开始</translation>
    </message>
    <message numerus="yes">
        <source>recorded rates over %1 s (mean of %n interval(s) of %2)</source>
        <translation>
            <numerusform>%1 秒内录制的速率（%2 中 %n 个间隔的平均值）</numerusform>
        </translation>
    </message>
    <message>
        <source>in the window %1 s</source>
        <translation>在窗口 %1 秒内</translation>
    </message>
    <message>
        <source>%1 of the %2 numbered IRQs of this machine are in recording %3; the others weigh 0</source>
        <translation>本机 %2 个编号 IRQ 中有 %1 个在录制 %3 中；其余权重为 0</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) of recording %1 had failed and were skipped</source>
        <translation>
            <numerusform>录制 %1 中有 %n 个样本失败，已跳过</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:1: a CSV of watch --format csv holds per-CPU rates only, no rate per IRQ; record with watch --record FILE</source>
        <translation>%1:1：watch --format csv 生成的 CSV 只含每个 CPU 的速率，没有每个 IRQ 的速率；请用 watch --record 文件 录制</translation>
    </message>
    <message>
        <source>recording %1 in the window %2 s</source>
        <translation>录制 %1，窗口 %2 秒</translation>
    </message>
    <message>
        <source>recording %1</source>
        <translation>录制 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n good sample(s); rates need at least 2</source>
        <translation>
            <numerusform>%1 只有 %n 个有效样本；计算速率至少需要 2 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds none of the %2 numbered IRQs of this machine: a recording of another machine?</source>
        <translation>%1 不含本机 %2 个编号 IRQ 中的任何一个：是另一台机器的录制吗？</translation>
    </message>
    <message>
        <source>%1 has no interval with rates (timestamps not increasing)</source>
        <translation>%1 没有可计算速率的间隔（时间戳未递增）</translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>cannot write recording %1: %2</source>
        <translation>无法写入录制文件 %1:%2</translation>
    </message>
    <message>
        <source>%1: not a recorded sample (%2 at byte %3)</source>
        <translation>%1: 不是录制的采样(字节 %3 处:%2)</translation>
    </message>
    <message>
        <source>%1: a recorded sample needs numbers "mono_ns" and "wall_ms"</source>
        <translation>%1: 录制的采样需要数字 "mono_ns" 和 "wall_ms"</translation>
    </message>
    <message>
        <source>%1: recorded as failed</source>
        <translation>%1: 录制时已标记为失败</translation>
    </message>
    <message>
        <source>%1: "interrupts", "stat" and "softirqs" must be base64 strings</source>
        <translation>%1: "interrupts"、"stat" 和 "softirqs" 必须是 base64 字符串</translation>
    </message>
    <message>
        <source>cannot open recording %1: %2</source>
        <translation>无法打开录制文件 %1:%2</translation>
    </message>
    <message>
        <source>%1:1: not an irqatlas recording (no "format": "irqatlas-recording" header)</source>
        <translation>%1:1: 不是 irqatlas 录制文件(没有 "format": "irqatlas-recording" 头部)</translation>
    </message>
    <message>
        <source>%1:1: recording version %2 is not supported (this build reads version %3)</source>
        <translation>%1:1: 不支持录制版本 %2(此构建读取版本 %3)</translation>
    </message>
    <message>
        <source>recording %1</source>
        <translation>录制 %1</translation>
    </message>
    <message>
        <source>%1:%2: line is longer than the supported maximum of %3 bytes</source>
        <translation>%1:%2: 行长度超过支持的最大值 %3 字节</translation>
    </message>
    <message>
        <source>%1:%2: line longer than %3 bytes</source>
        <translation>%1:%2：行长度超过 %3 字节</translation>
    </message>
    <message>
        <source>%1: more than %2 samples</source>
        <translation>%1：样本超过 %2 个</translation>
    </message>
    <message>
        <source>cannot read recording %1: %2</source>
        <translation>无法读取录制 %1：%2</translation>
    </message>
    <message>
        <source>%1: no sample was recorded without error</source>
        <translation>%1：没有一个样本被无错误地录制</translation>
    </message>
    <message>
        <source>%1: fewer than two samples, nothing to replay</source>
        <translation>%1：样本少于两个，无可回放</translation>
    </message>
    <message>
        <source>no earlier sample to compare with</source>
        <translation>没有可比较的更早样本</translation>
    </message>
    <message>
        <source>%1: "kthreads" must be a base64 string</source>
        <translation>%1："kthreads" 必须是 base64 字符串</translation>
    </message>
</context>
<context>
    <name>RemoteApply</name>
    <message>
        <source>%1: the remote check printed no answer (is /bin/sh a POSIX shell there?)</source>
        <translation>%1: 远程检查没有输出任何应答（该主机上的 /bin/sh 是 POSIX shell 吗？）</translation>
    </message>
    <message>
        <source>%1: irqatlas-helper is not installed there (%2)</source>
        <translation>%1: 该主机上未安装 irqatlas-helper（%2）</translation>
    </message>
    <message>
        <source>%1: a password with a line break cannot be given to sudo</source>
        <translation>%1: 含换行符的密码无法传给 sudo</translation>
    </message>
    <message>
        <source>%1: the login user is not root and sudo refuses it</source>
        <translation>%1: 登录用户不是 root，且 sudo 拒绝该用户</translation>
    </message>
    <message>
        <source>%1: the login user is not root and sudo is not installed there; log in as root (--host root@HOST) or install sudo</source>
        <translation>%1: 登录用户不是 root，且该主机上未安装 sudo；请以 root 身份登录（--host root@HOST）或安装 sudo</translation>
    </message>
    <message>
        <source>--journal: "%1" is not an absolute path on %2</source>
        <translation>--journal: "%1" 在 %2 上不是绝对路径</translation>
    </message>
    <message>
        <source>%1: sudo needs a password and there is no way to ask for one</source>
        <translation>%1: sudo 需要密码，但无法询问密码</translation>
    </message>
    <message>
        <source>sudo password for %1: </source>
        <translation>%1 的 sudo 密码: </translation>
    </message>
    <message>
        <source>%1: no sudo password given, nothing applied</source>
        <translation>%1: 未提供 sudo 密码，未应用任何内容</translation>
    </message>
    <message>
        <source>%1: the ssh client was stopped</source>
        <translation>%1: ssh 客户端已被停止</translation>
    </message>
    <message>
        <source>; the connection ended while %1 waited for confirmation, so it rolls back by itself within %2 s</source>
        <translation>；%1 等待确认时连接已结束，因此它会在 %2 秒内自动回滚</translation>
    </message>
    <message>
        <source>%1: sudo failed, nothing applied: %2</source>
        <translation>%1: sudo 失败，未应用任何内容：%2</translation>
    </message>
    <message>
        <source>restoring %1 failed</source>
        <translation>恢复 %1 失败</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) written</source>
        <translation>
            <numerusform>已写入 %n 个 IRQ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n with an effective affinity outside the request</source>
        <translation>
            <numerusform>；其中 %n 个的有效亲和性超出请求范围</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dry run: %n IRQ(s) would be written, nothing written</source>
        <translation>
            <numerusform>试运行：将写入 %n 个 IRQ，未写入任何内容</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>plan refused, nothing written: %n problem(s)</source>
        <translation>
            <numerusform>计划被拒绝，未写入任何内容：%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>failed at IRQ %1, every IRQ written before was restored: %2</source>
        <translation>在 IRQ %1 处失败，之前写入的所有 IRQ 均已恢复：%2</translation>
    </message>
    <message>
        <source>failed at IRQ %1 and some restores failed too (journal kept for another rollback): %2</source>
        <translation>在 IRQ %1 处失败，且部分恢复也失败（已保留日志以便再次回滚）：%2</translation>
    </message>
    <message>
        <source>the plan script failed with exit status %1</source>
        <translation>计划脚本失败，退出状态为 %1</translation>
    </message>
    <message>
        <source>%1: no journal, nothing to roll back</source>
        <translation>%1: 没有日志，无可回滚</translation>
    </message>
    <message>
        <source>%1: already rolled back, nothing to do</source>
        <translation>%1: 已回滚，无需操作</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) restored from %1</source>
        <translation>
            <numerusform>已从 %1 恢复 %n 个 IRQ</numerusform>
        </translation>
    </message>
    <message>
        <source>some IRQs could not be restored; %1 kept for another rollback</source>
        <translation>部分 IRQ 无法恢复；已保留 %1 以便再次回滚</translation>
    </message>
    <message>
        <source>%1: sudo accepted the password but asks for it again for the command (timestamp_timeout=0?); nothing applied</source>
        <translation>%1：sudo 接受了密码，但执行命令时再次要求密码（timestamp_timeout=0？）；未应用任何更改</translation>
    </message>
    <message>
        <source>%1: sudo did not accept the password, nothing applied</source>
        <translation>%1：sudo 未接受该密码，未应用任何更改</translation>
    </message>
    <message>
        <source>a thread or queue file write failed, everything written before was restored: %1</source>
        <translation>某个线程或队列文件写入失败，之前写入的内容均已恢复：%1</translation>
    </message>
    <message>
        <source>a thread or queue file write failed and some restores failed too (journal kept for another rollback): %1</source>
        <translation>某个线程或队列文件写入失败，且部分恢复也失败（已保留日志以便再次回滚）：%1</translation>
    </message>
</context>
<context>
    <name>RemoteCollect</name>
    <message>
        <source>%1: remote sample stream, byte %2: %3</source>
        <translation>%1: 远程采样流，字节 %2: %3</translation>
    </message>
    <message>
        <source>malformed record header</source>
        <translation>记录头格式错误</translation>
    </message>
    <message>
        <source>unexpected record</source>
        <translation>意外的记录</translation>
    </message>
    <message>
        <source>%1: the remote collection printed no irqatlas output (is /bin/sh a POSIX shell there?)</source>
        <translation>%1: 远程采集未输出任何 irqatlas 内容（该主机上的 /bin/sh 是 POSIX shell 吗？）</translation>
    </message>
    <message>
        <source>the output ends early (the connection was lost?)</source>
        <translation>输出提前结束（连接已断开？）</translation>
    </message>
    <message>
        <source>the output ends inside a record (the connection was lost?)</source>
        <translation>输出在记录中途结束（连接已断开？）</translation>
    </message>
    <message>
        <source>unknown record type</source>
        <translation>未知的记录类型</translation>
    </message>
    <message>
        <source>%1: cannot open the folder %2 for the remote files: %3</source>
        <translation>%1：无法打开用于远程文件的文件夹 %2：%3</translation>
    </message>
    <message>
        <source>%1: remote collection output, byte %2%3: %4</source>
        <translation>%1：远程采集输出，第 %2 字节%3：%4</translation>
    </message>
    <message>
        <source>a path longer than %1 bytes</source>
        <translation>路径长度超过 %1 字节</translation>
    </message>
    <message>
        <source>more than %1 files, folders and links</source>
        <translation>文件、文件夹和链接超过 %1 个</translation>
    </message>
    <message>
        <source>refusing the path</source>
        <translation>拒绝该路径</translation>
    </message>
    <message>
        <source>a path deeper than %1 folders</source>
        <translation>路径深度超过 %1 层文件夹</translation>
    </message>
    <message>
        <source>a link target longer than %1 bytes</source>
        <translation>链接目标长度超过 %1 字节</translation>
    </message>
    <message>
        <source>a folder on the path is a link or a file</source>
        <translation>路径中的某个文件夹是链接或文件</translation>
    </message>
    <message>
        <source>cannot create a folder: %1</source>
        <translation>无法创建文件夹：%1</translation>
    </message>
    <message>
        <source>a link may not replace an entry</source>
        <translation>链接不得替换已有条目</translation>
    </message>
    <message>
        <source>cannot create the link: %1</source>
        <translation>无法创建链接：%1</translation>
    </message>
    <message>
        <source>more than %1 bytes of file contents</source>
        <translation>文件内容超过 %1 字节</translation>
    </message>
    <message>
        <source>the path is a link or a folder</source>
        <translation>该路径是链接或文件夹</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
</context>
<context>
    <name>RemoteCost</name>
    <message>
        <source>%1: the remote measurement printed no start line: it did not run (ssh or sudo said why on stderr)</source>
        <translation>%1：远程测量没有输出开始行：它没有运行（ssh 或 sudo 已在 stderr 上说明原因）</translation>
    </message>
    <message>
        <source>%1: the remote measurement sent the section "%2" twice</source>
        <translation>%1：远程测量两次发送了 "%2" 部分</translation>
    </message>
    <message>
        <source>%1: the remote measurement ended before its "%2" section (the connection was lost, or a cap was reached)</source>
        <translation>%1：远程测量在其 "%2" 部分之前结束（连接中断，或达到了上限）</translation>
    </message>
    <message>
        <source>%1: cannot measure there: %2</source>
        <translation>%1：无法在该处测量：%2</translation>
    </message>
    <message>
        <source>%1: the remote measurement's /proc/uptime gives no window</source>
        <translation>%1：远程测量的 /proc/uptime 给不出时间窗口</translation>
    </message>
    <message>
        <source>the trace text reached the cap of %1 MiB: the times are of the first part of the window only</source>
        <translation>跟踪文本达到了 %1 MiB 的上限：时间仅涵盖时间窗口的前一部分</translation>
    </message>
</context>
<context>
    <name>ReportPlans</name>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>"current" is the machine as it is now, over the IRQs the plans place. Lower is better in every marked row; the best plan is in bold, never on a row where a plan has no value (–).</source>
        <translation>“当前”是机器现在的状态，范围为各计划所放置的同一组 IRQ。在每个标记的行中越低越好；最佳计划以粗体显示，但某个计划没有值（–）的行中绝不标记最佳。</translation>
    </message>
    <message>
        <source>pending changes</source>
        <translation>待定更改</translation>
    </message>
    <message>
        <source>plan %1</source>
        <translation>计划 %1</translation>
    </message>
</context>
<context>
    <name>RolloutResults</name>
    <message>
        <source>%1 is not a string of 1 to %2 characters</source>
        <translation>%1 不是 1 到 %2 个字符的字符串</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 不是 true 或 false</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 不是 %2 之一</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>format is not irqatlas-rollout</source>
        <translation>format 不是 irqatlas-rollout</translation>
    </message>
    <message>
        <source>version is not 1</source>
        <translation>version 不是 1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1：不是文件夹</translation>
    </message>
    <message>
        <source>%1: no result files (*.json) of a rollout</source>
        <translation>%1：没有推出的结果文件（*.json）</translation>
    </message>
    <message>
        <source>%1: more than %2 result files, refused</source>
        <translation>%1：结果文件超过 %2 个，已拒绝</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>"%1" is not a file name</source>
        <translation>“%1”不是文件名</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <source>cannot open the folder %1: %2</source>
        <translation>无法打开文件夹 %1：%2</translation>
    </message>
    <message>
        <source>cannot list the folder %1: %2</source>
        <translation>无法列出文件夹 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot move into place at %1: %2</source>
        <translation>无法移动到 %1：%2</translation>
    </message>
    <message>
        <source>cannot replace %1: %2</source>
        <translation>无法替换 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a regular file (links, FIFOs and devices are not read)</source>
        <translation>%1 不是普通文件（不读取链接、FIFO 和设备）</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>Sample</name>
    <message>
        <source>%1: %2 is empty</source>
        <translation>%1: %2 为空</translation>
    </message>
</context>
<context>
    <name>ScoreMetric</name>
    <message>
        <source>IRQs planned</source>
        <translation>已规划的 IRQ</translation>
    </message>
    <message>
        <source>Plan entries that resolve on this machine.</source>
        <translation>在本机上能对应到中断的计划条目。</translation>
    </message>
    <message>
        <source>Unresolved entries</source>
        <translation>未解析的条目</translation>
    </message>
    <message>
        <source>Plan entries that match no IRQ here; they are not scored.</source>
        <translation>在此处不匹配任何 IRQ 的计划条目；不参与评分。</translation>
    </message>
    <message>
        <source>Mean NUMA distance</source>
        <translation>平均 NUMA 距离</translation>
    </message>
    <message>
        <source>Largest NUMA distance</source>
        <translation>最大 NUMA 距离</translation>
    </message>
    <message>
        <source>The farthest any IRQ is sent from its device.</source>
        <translation>IRQ 被发往之处与其设备之间的最远距离。</translation>
    </message>
    <message>
        <source>IRQs without a node</source>
        <translation>无节点的 IRQ</translation>
    </message>
    <message>
        <source>IRQs whose device node is unknown and no Node was asked for; left out of the distances.</source>
        <translation>设备节点未知且未指定 Node 的 IRQ；不计入距离统计。</translation>
    </message>
    <message>
        <source>Most IRQs on one CPU</source>
        <translation>单个 CPU 上的最多 IRQ 数</translation>
    </message>
    <message>
        <source>Most IRQs on one core</source>
        <translation>单个核心上的最多 IRQ 数</translation>
    </message>
    <message>
        <source>The largest number of IRQs touching any single core.</source>
        <translation>涉及任一核心的 IRQ 的最大数量。</translation>
    </message>
    <message>
        <source>SMT sibling pairs</source>
        <translation>SMT 兄弟线程对</translation>
    </message>
    <message>
        <source>Pairs of IRQs on different hardware threads of the same core; they compete for it.</source>
        <translation>位于同一核心不同硬件线程上的 IRQ 对；它们会争用该核心。</translation>
    </message>
    <message>
        <source>Shared CPU pairs</source>
        <translation>共享 CPU 的 IRQ 对</translation>
    </message>
    <message>
        <source>CPUs used</source>
        <translation>使用的 CPU</translation>
    </message>
    <message>
        <source>CPUs that receive at least one planned IRQ.</source>
        <translation>至少接收一个已规划 IRQ 的 CPU。</translation>
    </message>
    <message>
        <source>Imbalance</source>
        <translation>不均衡度</translation>
    </message>
    <message>
        <source>Busiest CPU's share of the IRQ load over the average share (1.00 = even).</source>
        <translation>最繁忙 CPU 的 IRQ 负载份额与平均份额之比（1.00 = 均衡）。</translation>
    </message>
    <message>
        <source>IRQs on isolated CPUs</source>
        <translation>位于隔离 CPU 上的 IRQ</translation>
    </message>
    <message>
        <source>Immovable IRQs touched</source>
        <translation>涉及的不可移动 IRQ</translation>
    </message>
    <message>
        <source>Planned IRQs whose affinity the kernel does not let anyone change.</source>
        <translation>内核不允许任何人更改其亲和性的已规划 IRQ。</translation>
    </message>
    <message>
        <source>%1 (assumed)</source>
        <translation>%1(假定)</translation>
    </message>
    <message>
        <source>Assumed distances: the source has no firmware distance table, so 10 local and 20 remote were taken, as the kernel does without one.</source>
        <translation>假定的距离:来源没有固件距离表,因此按内核在没有该表时的做法,取本地 10、远程 20。</translation>
    </message>
    <message>
        <source>, delivered</source>
        <translation>,实际投递</translation>
    </message>
    <message>
        <source>, masks</source>
        <translation>,掩码</translation>
    </message>
    <message>
        <source>Unit: %1</source>
        <translation>单位:%1</translation>
    </message>
    <message>
        <source>Counts the CPU each IRQ is delivered to: this machine delivers to one CPU of a mask (for a plan, the one the kernel's allocator would pick).</source>
        <translation>统计每个 IRQ 实际投递到的 CPU:这台机器只投递到掩码中的一个 CPU(对于计划,即内核分配器会选择的那个)。</translation>
    </message>
    <message>
        <source>Counts every CPU of each IRQ's mask (the source does not show delivery to one CPU).</source>
        <translation>统计每个 IRQ 掩码中的所有 CPU(来源未显示只投递到一个 CPU)。</translation>
    </message>
    <message>
        <source>No value: %1.</source>
        <translation>无值:%1。</translation>
    </message>
    <message>
        <source>IRQs</source>
        <translation>个 IRQ</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>个条目</translation>
    </message>
    <message>
        <source>Average distance from each IRQ's device node (or the Node asked for) to the nodes of its CPUs.</source>
        <translation>每个 IRQ 的设备节点(或指定节点)到其 CPU 所在节点的平均距离。</translation>
    </message>
    <message>
        <source>NUMA distance, 10 = local</source>
        <translation>NUMA 距离,10 = 本地</translation>
    </message>
    <message>
        <source>The largest number of IRQs on any single CPU.</source>
        <translation>任一 CPU 上 IRQ 的最大数量。</translation>
    </message>
    <message>
        <source>IRQs per CPU</source>
        <translation>每 CPU 的 IRQ 数</translation>
    </message>
    <message>
        <source>IRQs per core</source>
        <translation>每核心的 IRQ 数</translation>
    </message>
    <message>
        <source>pairs of IRQs</source>
        <translation>IRQ 对</translation>
    </message>
    <message>
        <source>Pairs of IRQs on the same CPU.</source>
        <translation>位于同一 CPU 上的 IRQ 对。</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>个 CPU</translation>
    </message>
    <message>
        <source>× the mean load per CPU</source>
        <translation>× 每 CPU 平均负载</translation>
    </message>
    <message>
        <source>IRQs whose mask touches isolcpus or nohz_full CPUs.</source>
        <translation>掩码涉及 isolcpus 或 nohz_full CPU 的 IRQ。</translation>
    </message>
    <message>
        <source>L3 domains used</source>
        <translation>使用的 L3 域</translation>
    </message>
    <message>
        <source>Last-level cache domains (L3: a CCX/CCD on AMD) that receive at least one planned IRQ; "-" when the source has no cache information.</source>
        <translation>至少接收一个计划 IRQ 的末级缓存域（L3：AMD 上的 CCX/CCD）；来源没有缓存信息时为 "-"。</translation>
    </message>
    <message>
        <source>Most IRQs in one L3 domain</source>
        <translation>单个 L3 域中最多的 IRQ</translation>
    </message>
    <message>
        <source>The largest number of IRQs touching any single L3 domain; they share its cache.</source>
        <translation>涉及任一 L3 域的最大 IRQ 数；它们共享该缓存。</translation>
    </message>
    <message>
        <source>IRQs per L3 domain used</source>
        <translation>每个已用 L3 域的 IRQ</translation>
    </message>
    <message>
        <source>The mean number of IRQs over the L3 domains that get any.</source>
        <translation>在获得 IRQ 的 L3 域上的平均 IRQ 数。</translation>
    </message>
    <message>
        <source>L3 domains</source>
        <translation>L3 域</translation>
    </message>
    <message>
        <source>IRQs per domain</source>
        <translation>每个域的 IRQ 数</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>architecture interrupt counter, not a device IRQ</source>
        <translation>架构中断计数器,不是设备 IRQ</translation>
    </message>
    <message>
        <source>the kernel offers no affinity file for it</source>
        <translation>内核未为其提供亲和性文件</translation>
    </message>
    <message>
        <source>kernel-managed affinity (IRQD_AFFINITY_MANAGED)</source>
        <translation>内核管理的亲和性(IRQD_AFFINITY_MANAGED)</translation>
    </message>
    <message>
        <source>per-CPU interrupt</source>
        <translation>每 CPU 中断</translation>
    </message>
    <message>
        <source>the driver forbids balancing (IRQD_NO_BALANCING)</source>
        <translation>驱动程序禁止均衡(IRQD_NO_BALANCING)</translation>
    </message>
    <message>
        <source>NVMe I/O queue: kernel-managed affinity</source>
        <translation>NVMe I/O 队列:内核管理的亲和性</translation>
    </message>
    <message>
        <source>per-CPU interrupt (GIC SGI/PPI)</source>
        <translation>每 CPU 中断(GIC SGI/PPI)</translation>
    </message>
    <message>
        <source>the x86 system timer cannot be moved</source>
        <translation>x86 系统定时器无法移动</translation>
    </message>
    <message>
        <source>%1 holds neither topology.xml nor sys/devices/system/cpu/cpuN</source>
        <translation>%1 既不包含 topology.xml 也不包含 sys/devices/system/cpu/cpuN</translation>
    </message>
    <message>
        <source>cannot create directory for %1</source>
        <translation>无法为 %1 创建目录</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1:%2</translation>
    </message>
    <message>
        <source>cannot create directory %1</source>
        <translation>无法创建目录 %1</translation>
    </message>
    <message>
        <source>cannot create link %1</source>
        <translation>无法创建链接 %1</translation>
    </message>
    <message>
        <source>%1 already exists; choose a new name (nothing was written)</source>
        <translation>%1 已存在;请选择新名称(未写入任何内容)</translation>
    </message>
    <message>
        <source>the folder of %1 does not exist</source>
        <translation>%1 所在的文件夹不存在</translation>
    </message>
    <message>
        <source>cannot create a temporary folder next to %1</source>
        <translation>无法在 %1 旁边创建临时文件夹</translation>
    </message>
    <message>
        <source>tar failed writing %1: %2</source>
        <translation>tar 写入 %1 失败:%2</translation>
    </message>
    <message>
        <source>cannot move the snapshot into place at %1</source>
        <translation>无法将快照移动到 %1</translation>
    </message>
</context>
<context>
    <name>SourceCheck</name>
    <message numerus="yes">
        <source>%1 has %n CPU(s) the topology lacks (%2)</source>
        <translation>
            <numerusform>%1 含有拓扑中没有的 %n 个 CPU(%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>: %1 ticks of CPU time there have no CPU in the topology</source>
        <translation>:其中 %1 个 CPU 时间节拍在拓扑中没有对应的 CPU</translation>
    </message>
    <message>
        <source>: %1 counts there have no CPU in the topology</source>
        <translation>:其中 %1 次计数在拓扑中没有对应的 CPU</translation>
    </message>
    <message numerus="yes">
        <source>; %n row(s) fired only there (0 on every CPU of the topology)</source>
        <translation>
            <numerusform>;%n 行只在那里触发(在拓扑的每个 CPU 上都为 0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lacks %n CPU(s) of the topology (%2): no figures for them</source>
        <translation>
            <numerusform>%1 缺少拓扑中的 %n 个 CPU(%2):它们没有数据</numerusform>
        </translation>
    </message>
    <message>
        <source>the topology is of host %1 but the /proc files are of host %2</source>
        <translation>拓扑来自主机 %1,但 /proc 文件来自主机 %2</translation>
    </message>
</context>
<context>
    <name>Spreader</name>
    <message>
        <source>sort: unknown sort "%1" (expected classic or modern)</source>
        <translation>sort: 未知排序 "%1"(应为 classic 或 modern)</translation>
    </message>
    <message>
        <source>node: %1 is not a node id (use -1 for no node)</source>
        <translation>node: %1 不是节点 ID(使用 -1 表示无节点)</translation>
    </message>
    <message>
        <source>node: %1 does not exist (node ids of this topology are 0..%2); the kernel's behaviour is undefined</source>
        <translation>node: %1 不存在(此拓扑的节点 ID 为 0..%2);内核行为未定义</translation>
    </message>
    <message>
        <source>%1: %2 is negative</source>
        <translation>%1: %2 为负数</translation>
    </message>
    <message>
        <source>%1: %2 is more than the %3 entries irqatlas computes</source>
        <translation>%1: %2 超过了 irqatlas 计算的 %3 个条目</translation>
    </message>
    <message>
        <source>distance: distance[%1][%2] = %3 is outside [10, 255]; the kernel builds no NUMA hop masks for this topology</source>
        <translation>distance: distance[%1][%2] = %3 超出 [10, 255];内核不会为此拓扑构建 NUMA 跳数掩码</translation>
    </message>
    <message>
        <source>group_cpus_evenly (managed IRQs: NVMe, blk-mq, virtio): CPUs split into groups per node in proportion to CPU counts</source>
        <translation>group_cpus_evenly(托管 IRQ:NVMe、blk-mq、virtio):按各节点 CPU 数量的比例将 CPU 划分为组</translation>
    </message>
    <message>
        <source>groups: %1 is not a positive number of groups</source>
        <translation>groups: %1 不是正数的组数</translation>
    </message>
    <message>
        <source>groups: %1 groups but only %2 possible CPUs; groups %2 to %3 stay empty (the kernel warns and callers reuse masks)</source>
        <translation>groups: %1 个组,但只有 %2 个可能的 CPU;组 %2 到 %3 保持为空(内核会发出警告,调用方复用掩码)</translation>
    </message>
    <message>
        <source>candidates: no CPU of the candidate set exists</source>
        <translation>candidates: 候选集中的 CPU 均不存在</translation>
    </message>
    <message>
        <source>topology: no CPU is online</source>
        <translation>topology: 没有在线的 CPU</translation>
    </message>
    <message>
        <source>cpumask_local_spread, v4.1 to v6.2: the local node's CPUs, then all others in CPU-id order (distances ignored)</source>
        <translation>cpumask_local_spread,v4.1 至 v6.2:先是本地节点的 CPU,然后按 CPU ID 顺序排列所有其他 CPU(忽略距离)</translation>
    </message>
    <message>
        <source>node %1 has no candidate CPU: every index falls through to the CPU-id order, as for node -1</source>
        <translation>节点 %1 没有候选 CPU:每个索引都回退到 CPU ID 顺序,与节点 -1 相同</translation>
    </message>
    <message>
        <source>the unmerged 2019 nearest-node-first cpumask_local_spread: whole nodes by distance, ties by node id</source>
        <translation>未合并的 2019 年“最近节点优先”版 cpumask_local_spread:按距离排列整个节点,距离相同时按节点 ID</translation>
    </message>
    <message>
        <source>cpumask_local_spread, v6.3+: CPUs by NUMA distance from the node, equally distant CPUs merged by CPU id</source>
        <translation>cpumask_local_spread,v6.3+:按与该节点的 NUMA 距离排列 CPU,距离相同的 CPU 按 CPU ID 合并</translation>
    </message>
    <message>
        <source>candidates: no online CPU in the candidate set</source>
        <translation>candidates: 候选集中没有在线的 CPU</translation>
    </message>
    <message>
        <source>node %1 has no online CPU: v6.7+ starts from the nearest CPU node %2 (used here); on v6.3 to v6.6 the result is undefined</source>
        <translation>节点 %1 没有在线的 CPU:v6.7+ 从最近的有 CPU 节点 %2 开始(此处采用);在 v6.3 至 v6.6 上结果未定义</translation>
    </message>
    <message>
        <source>%1; the kernel result is undefined, distances used as given</source>
        <translation>%1;内核结果未定义,按给定值使用距离</translation>
    </message>
    <message>
        <source>node %1 has no online CPU: for_each_numa_hop_mask yields no mask, so these IRQs keep the default affinity</source>
        <translation>节点 %1 没有在线的 CPU:for_each_numa_hop_mask 不产生任何掩码,因此这些 IRQ 保持默认亲和性</translation>
    </message>
    <message>
        <source>skip-first-cpu: the first posted irq_setup (mana-v1) has no such parameter; it was added in 2025</source>
        <translation>skip-first-cpu: 最初发布的 irq_setup(mana-v1)没有此参数;它于 2025 年加入</translation>
    </message>
    <message>
        <source>IRQs %1 to %2 are beyond what the hops absorb and keep the default affinity</source>
        <translation>IRQ %1 到 %2 超出了各跳所能容纳的范围,保持默认亲和性</translation>
    </message>
    <message>
        <source>for_each_numa_hop_mask: the cumulative CPU mask of each NUMA hop from the node</source>
        <translation>for_each_numa_hop_mask:从该节点起每个 NUMA 跳的累积 CPU 掩码</translation>
    </message>
    <message>
        <source>node %1 has no online CPU: the kernel yields no hop mask (it does not fall back to the nearest node here)</source>
        <translation>节点 %1 没有在线的 CPU:内核不产生跳数掩码(此处不会回退到最近的节点)</translation>
    </message>
    <message>
        <source>MANA irq_setup (v6.9+): sibling masks core by core, hop by hop, each core as often as it has CPUs</source>
        <translation>MANA irq_setup(v6.9+):逐核心、逐跳的兄弟线程掩码,每个核心的使用次数等于其 CPU 数</translation>
    </message>
    <message>
        <source>MANA irq_setup as first posted (Dec 2023): a hop takes CPUs x cores IRQs</source>
        <translation>最初发布的 MANA irq_setup(2023 年 12 月):每一跳承载“CPU 数 × 核心数”个 IRQ</translation>
    </message>
    <message>
        <source>nvec: the driver requests at most %1 vectors (online CPUs + 1); %2 is more than it would get</source>
        <translation>nvec: 驱动程序最多请求 %1 个向量(在线 CPU 数 + 1);%2 超过了它能获得的数量</translation>
    </message>
    <message>
        <source>vectors %1 to %2 keep the default affinity</source>
        <translation>向量 %1 到 %2 保持默认亲和性</translation>
    </message>
    <message>
        <source>MANA driver: HWC vector 0 by cpumask_local_spread, queue vectors by irq_setup (static MSI-X, or the 2025 dynamic MSI-X path)</source>
        <translation>MANA 驱动：HWC 向量 0 由 cpumask_local_spread 分配，队列向量由 irq_setup 分配（静态 MSI-X，或 2025 年的动态 MSI-X 路径）</translation>
    </message>
</context>
<context>
    <name>SshHostSource</name>
    <message>
        <source>%1: cannot create a temporary directory for the remote files: %2</source>
        <translation>%1: 无法为远程文件创建临时目录: %2</translation>
    </message>
    <message>
        <source>%1: /proc/uptime did not come back as a number</source>
        <translation>%1: /proc/uptime 返回的不是数字</translation>
    </message>
    <message>
        <source>%1: /proc/interrupts is empty or unreadable</source>
        <translation>%1: /proc/interrupts 为空或无法读取</translation>
    </message>
    <message>
        <source>%1: disconnected: the remote sampling loop ended (%2)</source>
        <translation>%1: 连接已断开: 远程采样循环已结束 (%2)</translation>
    </message>
    <message>
        <source>%1: disconnected: no sample within %2 s</source>
        <translation>%1: 连接已断开: %2 s 内未收到采样</translation>
    </message>
    <message>
        <source>(the sampling loop)</source>
        <translation>（采样循环）</translation>
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
        <translation>主机为空</translation>
    </message>
    <message>
        <source>a user name may hold only letters, digits, '.', '_' and '-', and may not start with '-' or '.'</source>
        <translation>用户名只能包含字母、数字、'.'、'_' 和 '-'，且不能以 '-' 或 '.' 开头</translation>
    </message>
    <message>
        <source>'[' without ']'</source>
        <translation>'[' 缺少对应的 ']'</translation>
    </message>
    <message>
        <source>only ':port' may follow ']'</source>
        <translation>']' 之后只能跟 ':port'</translation>
    </message>
    <message>
        <source>':' without a port</source>
        <translation>':' 之后缺少端口</translation>
    </message>
    <message>
        <source>'%1' is not an IPv6 address</source>
        <translation>'%1' 不是 IPv6 地址</translation>
    </message>
    <message>
        <source>a host name may hold only letters, digits, '.', '_' and '-', and may not start with '-' or '.'</source>
        <translation>主机名只能包含字母、数字、'.'、'_' 和 '-'，且不能以 '-' 或 '.' 开头</translation>
    </message>
    <message>
        <source>'%1' is not a port (1-65535)</source>
        <translation>'%1' 不是有效端口 (1-65535)</translation>
    </message>
    <message>
        <source>cannot create the ssh control directory %1: %2</source>
        <translation>无法创建 ssh 控制目录 %1: %2</translation>
    </message>
    <message>
        <source>cannot inspect the ssh control directory %1: %2</source>
        <translation>无法检查 ssh 控制目录 %1: %2</translation>
    </message>
    <message>
        <source>the ssh control directory %1 must be a directory owned by you with mode 0700; refusing to share connections through it</source>
        <translation>ssh 控制目录 %1 必须是由您拥有且权限为 0700 的目录；拒绝通过它共享连接</translation>
    </message>
    <message>
        <source>the ssh control directory %1 is too long for a socket path</source>
        <translation>ssh 控制目录 %1 过长，无法用作套接字路径</translation>
    </message>
    <message>
        <source>%1: the host key has CHANGED since it was recorded in known_hosts; ssh refused to connect. Someone may be intercepting the connection, or the host was reinstalled: check the new key (%2) with its administrator before removing the old one (ssh-keygen -R "%3").</source>
        <translation>%1: 主机密钥自记录到 known_hosts 以来已发生变更；ssh 拒绝连接。可能有人正在拦截连接，或者该主机已重装系统：请先与其管理员核对新密钥 (%2)，再删除旧密钥 (ssh-keygen -R "%3")。</translation>
    </message>
    <message>
        <source>fingerprint not shown</source>
        <translation>未显示指纹</translation>
    </message>
    <message>
        <source>%1: the host key is unknown (%2 is not in known_hosts); ssh cannot ask in batch mode and irqatlas never accepts a key on its own. Connect once with ssh to check its fingerprint and accept it. ssh said: %3</source>
        <translation>%1: 主机密钥未知（%2 不在 known_hosts 中）；ssh 在批处理模式下无法询问，而 irqatlas 从不自行接受密钥。请先用 ssh 连接一次，核对其指纹并接受。ssh 输出: %3</translation>
    </message>
    <message>
        <source>%1: authentication failed (no usable key or password; in batch mode ssh cannot ask): %2</source>
        <translation>%1: 身份验证失败（没有可用的密钥或密码；ssh 在批处理模式下无法询问）: %2</translation>
    </message>
    <message>
        <source>%1: disconnected: the connection was lost%2: %3</source>
        <translation>%1: 连接已断开: 连接丢失%2: %3</translation>
    </message>
    <message>
        <source> and reconnecting failed</source>
        <translation> 且重新连接失败</translation>
    </message>
    <message>
        <source>%1: cannot connect: %2</source>
        <translation>%1: 无法连接: %2</translation>
    </message>
    <message>
        <source>%1: ssh failed: %2</source>
        <translation>%1: ssh 失败: %2</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <source>%1: the remote command failed with exit status %2: %3</source>
        <translation>%1: 远程命令失败，退出状态为 %2: %3</translation>
    </message>
    <message>
        <source>%1: the OpenSSH client %2 is not installed</source>
        <translation>%1: 未安装 OpenSSH 客户端 %2</translation>
    </message>
    <message>
        <source>%1: cannot start %2: %3</source>
        <translation>%1: 无法启动 %2: %3</translation>
    </message>
    <message>
        <source>%1: no answer within %2 s (ssh stopped)</source>
        <translation>%1: %2 s 内无应答（已停止 ssh）</translation>
    </message>
    <message>
        <source>%1: the host key is unknown (%2 is not in known_hosts) and was not accepted; ssh did not connect. ssh said: %3</source>
        <translation>%1: 主机密钥未知（%2 不在 known_hosts 中）且未被接受；ssh 未连接。ssh 输出: %3</translation>
    </message>
    <message>
        <source>%1: the remote command %2 sent more than %3 bytes on %4; it was stopped</source>
        <translation>%1：远程命令 %2 在 %4 上发送了超过 %3 字节；已将其停止</translation>
    </message>
</context>
<context>
    <name>StateDir</name>
    <message>
        <source>%1: is a symbolic link, refused</source>
        <translation>%1：是符号链接，已拒绝</translation>
    </message>
    <message>
        <source>%1: not a regular file, refused</source>
        <translation>%1：不是普通文件，已拒绝</translation>
    </message>
    <message>
        <source>%1: owned by uid %2, not %3, refused</source>
        <translation>%1：属于 uid %2 而非 %3，已拒绝</translation>
    </message>
    <message>
        <source>%1: has %2 hard links, refused</source>
        <translation>%1：有 %2 个硬链接，已拒绝</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: not a directory, refused</source>
        <translation>%1：不是目录，已拒绝</translation>
    </message>
    <message>
        <source>%1: owned by uid %2, not %3: refused as the helper's state directory</source>
        <translation>%1：属于 uid %2 而非 %3：不能作为辅助程序的状态目录</translation>
    </message>
    <message>
        <source>%1: mode %2 lets others write to it: refused as the helper's state directory (chmod 0700)</source>
        <translation>%1：模式 %2 允许他人写入：不能作为辅助程序的状态目录（chmod 0700）</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <source>%1: cannot create: %2</source>
        <translation>%1：无法创建：%2</translation>
    </message>
    <message>
        <source>%1: not a directory or a symbolic link, refused</source>
        <translation>%1：不是目录或是符号链接，已拒绝</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: %2 bytes, larger than the limit of %3 bytes, refused</source>
        <translation>%1：%2 字节，超过 %3 字节的上限，已拒绝</translation>
    </message>
    <message>
        <source>%1: larger than the limit of %2 bytes, refused</source>
        <translation>%1：超过 %2 字节的上限，已拒绝</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <source>%1: cannot sync the directory: %2</source>
        <translation>%1：无法同步目录：%2</translation>
    </message>
    <message>
        <source>%1: cannot lock: %2</source>
        <translation>%1：无法加锁：%2</translation>
    </message>
</context>
<context>
    <name>Steering</name>
    <message>
        <source>thread %1: %2 places it on CPUs %3, %4 on CPUs %5</source>
        <translation>线程 %1：%2 将其放在 CPU %3 上，%4 则放在 CPU %5 上</translation>
    </message>
    <message>
        <source>queue %1/%2</source>
        <translation>队列 %1/%2</translation>
    </message>
    <message>
        <source>%1: not a valid interface or queue name</source>
        <translation>%1：不是有效的接口或队列名称</translation>
    </message>
    <message>
        <source>%1: rps_* and napi_cpus are for rx queues, xps_* for tx</source>
        <translation>%1：rps_* 和 napi_cpus 用于 rx 队列，xps_* 用于 tx 队列</translation>
    </message>
    <message>
        <source>%1: rps_flow_cnt above %2</source>
        <translation>%1：rps_flow_cnt 超过 %2</translation>
    </message>
    <message>
        <source>%1: the kernel offers no such queue file here (%2)</source>
        <translation>%1：内核在此不提供该队列文件（%2）</translation>
    </message>
    <message>
        <source>queue %1/%2 napi_cpus</source>
        <translation>队列 %1/%2 napi_cpus</translation>
    </message>
    <message>
        <source>%1: the kernel does not say which NAPI thread serves the queue (no netdev netlink queue-get/napi-get)</source>
        <translation>%1：内核未说明由哪个 NAPI 线程服务该队列（没有 netdev netlink queue-get/napi-get）</translation>
    </message>
    <message>
        <source>no interface index</source>
        <translation>没有接口索引</translation>
    </message>
    <message>
        <source>%1: the kernel ties no NAPI instance to this queue (netdev queue-get names none)</source>
        <translation>%1：内核没有将任何 NAPI 实例关联到此队列（netdev queue-get 未给出）</translation>
    </message>
    <message>
        <source>%1: the queue has no NAPI thread (is threaded NAPI on? /sys/class/net/%2/threaded)</source>
        <translation>%1：该队列没有 NAPI 线程（线程化 NAPI 是否已开启？/sys/class/net/%2/threaded）</translation>
    </message>
    <message>
        <source>%1: the kernel does not list this queue</source>
        <translation>%1：内核未列出此队列</translation>
    </message>
    <message>
        <source>assignment %1 (irq %2)</source>
        <translation>分配 %1（IRQ %2）</translation>
    </message>
    <message>
        <source>%1: thread %2 is not a napi/ kernel thread</source>
        <translation>%1：线程 %2 不是 napi/ 内核线程</translation>
    </message>
    <message>
        <source>%1: "%2" is not a count</source>
        <translation>%1："%2" 不是计数值</translation>
    </message>
    <message>
        <source>thread %1 (%2) is gone: left alone</source>
        <translation>线程 %1（%2）已不存在：保持不变</translation>
    </message>
    <message>
        <source>pid %1 is no longer the kernel thread %2 (now "%3"): left alone</source>
        <translation>pid %1 已不再是内核线程 %2（现为 "%3"）：保持不变</translation>
    </message>
    <message>
        <source>thread %1 (%2): %3</source>
        <translation>线程 %1（%2）：%3</translation>
    </message>
    <message>
        <source>not a kernel thread of interrupt work</source>
        <translation>不是执行中断工作的内核线程</translation>
    </message>
    <message>
        <source>empty affinity</source>
        <translation>亲和性为空</translation>
    </message>
</context>
<context>
    <name>StructurePaint</name>
    <message>
        <source>E-core</source>
        <translation>能效核</translation>
    </message>
    <message>
        <source>P-core</source>
        <translation>性能核</translation>
    </message>
    <message>
        <source>Kind %1</source>
        <translation>类型 %1</translation>
    </message>
    <message>
        <source>Kind %1 (%2)</source>
        <translation>类型 %1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n cores</source>
        <translation>
            <numerusform>%n 个核心</numerusform>
        </translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>Shared with CPUs of another NUMA node block.</source>
        <translation>与另一个 NUMA 节点块的 CPU 共享。</translation>
    </message>
    <message>
        <source>Drop IRQs here to move them to every CPU of this domain.</source>
        <translation>将 IRQ 拖放到此处，以将其移到此域的所有 CPU。</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小未知</translation>
    </message>
    <message>
        <source>MemCache %1</source>
        <translation>内存侧缓存 %1</translation>
    </message>
    <message>
        <source>Memory-side cache, level %1: %2, in front of this node's memory for every CPU that reaches it</source>
        <translation>内存侧缓存，级别 %1：%2，位于此节点内存之前，供访问它的每个 CPU 使用</translation>
    </message>
</context>
<context>
    <name>TermSignals</name>
    <message>
        <source>cannot make a signal pipe: %1</source>
        <translation>无法创建信号管道：%1</translation>
    </message>
</context>
<context>
    <name>ThreadTimes</name>
    <message>
        <source>%1: kernel thread times, line %2: not as irqatlas writes them</source>
        <translation>%1：内核线程时间，第 %2 行：不是 irqatlas 写入的格式</translation>
    </message>
</context>
<context>
    <name>Topology</name>
    <message>
        <source>the topology has no CPUs</source>
        <translation>拓扑中没有 CPU</translation>
    </message>
    <message>
        <source>CPU with negative id %1</source>
        <translation>CPU 的 ID 为负数 %1</translation>
    </message>
    <message>
        <source>CPU %1 is listed twice</source>
        <translation>CPU %1 被列出两次</translation>
    </message>
    <message>
        <source>CPU %1 has invalid node %2</source>
        <translation>CPU %1 的节点 %2 无效</translation>
    </message>
    <message>
        <source>CPU %1 is online but not present</source>
        <translation>CPU %1 在线但未标记为 present</translation>
    </message>
    <message>
        <source>distance matrix has %1 rows, expected %2 (one per node id)</source>
        <translation>距离矩阵有 %1 行,应为 %2 行(每个节点 ID 一行)</translation>
    </message>
    <message>
        <source>distance matrix row %1 has %2 entries, expected %3</source>
        <translation>距离矩阵第 %1 行有 %2 个条目,应为 %3 个</translation>
    </message>
    <message>
        <source>distance[%1][%2] is negative</source>
        <translation>distance[%1][%2] 为负数</translation>
    </message>
    <message>
        <source>cache %1 (L%2) lists CPUs "%3" that are not all CPUs of the topology</source>
        <translation>缓存 %1（L%2）列出的 CPU "%3" 并非都属于该拓扑</translation>
    </message>
    <message>
        <source>die %1 lists CPUs "%2" that are not all CPUs of the topology</source>
        <translation>晶片 %1 列出的 CPU "%2" 并非都属于该拓扑</translation>
    </message>
    <message>
        <source>group %1 lists CPUs "%2" that are not all CPUs of the topology</source>
        <translation>组 %1 列出的 CPU "%2" 并非都属于该拓扑</translation>
    </message>
</context>
<context>
    <name>TopologyAccessible</name>
    <message>
        <source>offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>已选中</translation>
    </message>
    <message>
        <source>Topology of %1</source>
        <translation>%1 的拓扑</translation>
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
        <translation>第 %1 行,第 %2 列</translation>
    </message>
    <message>
        <source>expected a CPU list string such as "0-3,8"</source>
        <translation>需要 CPU 列表字符串,例如 "0-3,8"</translation>
    </message>
    <message>
        <source>missing or not an array</source>
        <translation>缺失或不是数组</translation>
    </message>
    <message>
        <source>the topology has no CPUs</source>
        <translation>拓扑中没有 CPU</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>需要一个对象</translation>
    </message>
    <message>
        <source>missing or not an integer</source>
        <translation>缺失或不是整数</translation>
    </message>
    <message>
        <source>not an integer &gt;= -1</source>
        <translation>不是 &gt;= -1 的整数</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>需要 true 或 false</translation>
    </message>
    <message>
        <source>CPU %1 is online but not present</source>
        <translation>CPU %1 在线但未标记为 present</translation>
    </message>
    <message>
        <source>CPU %1 is listed twice</source>
        <translation>CPU %1 被列出两次</translation>
    </message>
    <message>
        <source>not an array</source>
        <translation>不是数组</translation>
    </message>
    <message>
        <source>not an integer &gt;= 0</source>
        <translation>不是 &gt;= 0 的整数</translation>
    </message>
    <message>
        <source>node %1 is listed twice</source>
        <translation>节点 %1 被列出两次</translation>
    </message>
    <message>
        <source>not an array of rows</source>
        <translation>不是由行组成的数组</translation>
    </message>
    <message>
        <source>has %1 entries; the matrix must be square (%2 x %2)</source>
        <translation>有 %1 个条目;矩阵必须是方阵(%2 x %2)</translation>
    </message>
    <message>
        <source>missing or not an id &gt;= 0</source>
        <translation>缺失或不是 &gt;= 0 的 ID</translation>
    </message>
    <message>
        <source>not an integer</source>
        <translation>不是整数</translation>
    </message>
    <message>
        <source>missing or not a string</source>
        <translation>缺失或不是字符串</translation>
    </message>
    <message>
        <source>not a node id or null</source>
        <translation>不是节点 ID 或 null</translation>
    </message>
    <message>
        <source>%1: %2: invalid JSON: %3</source>
        <translation>%1: %2: 无效的 JSON:%3</translation>
    </message>
    <message>
        <source>%1: the topology must be a JSON object</source>
        <translation>%1: 拓扑必须是 JSON 对象</translation>
    </message>
    <message>
        <source>CPU %1 is on node %2, which "nodes" does not list</source>
        <translation>CPU %1 位于节点 %2,但 "nodes" 中未列出该节点</translation>
    </message>
    <message>
        <source>the matrix is %1 x %1 but node ids run from 0 to %2; it needs one row and column per node id</source>
        <translation>矩阵为 %1 x %1,但节点 ID 范围是 0 到 %2;每个节点 ID 需要对应一行和一列</translation>
    </message>
    <message>
        <source>node %1 lists CPUs "%2" but the cpus entries put "%3" on it</source>
        <translation>节点 %1 列出的 CPU 为 "%2",但 cpus 条目将 "%3" 放在该节点上</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 entries, more than the supported maximum of %2</source>
        <translation>%1 个条目，超过支持的最大值 %2</translation>
    </message>
    <message>
        <source>missing or not a CPU id from 0 to %1</source>
        <translation>缺失或不是 0 到 %1 之间的 CPU 编号</translation>
    </message>
    <message>
        <source>missing or not a node id from 0 to %1</source>
        <translation>缺失或不是 0 到 %1 之间的节点编号</translation>
    </message>
    <message>
        <source>expected a node id from 0 to %1 or a node object</source>
        <translation>应为 0 到 %1 之间的节点编号或节点对象</translation>
    </message>
    <message>
        <source>%1: %2 bytes, more than the supported maximum of %3</source>
        <translation>%1: %2 字节，超过支持的最大值 %3</translation>
    </message>
    <message>
        <source>the CPU list is empty</source>
        <translation>CPU 列表为空</translation>
    </message>
    <message>
        <source>CPUs %1 are not in "cpus"</source>
        <translation>CPU %1 不在 "cpus" 中</translation>
    </message>
    <message>
        <source>not a string</source>
        <translation>不是字符串</translation>
    </message>
    <message>
        <source>missing or not a cache level from 1 to 16</source>
        <translation>缺失或不是 1 到 16 的缓存级别</translation>
    </message>
    <message>
        <source>missing or not "unified", "data" or "instruction"</source>
        <translation>缺失或不是 "unified"、"data" 或 "instruction"</translation>
    </message>
    <message>
        <source>missing or not an integer &gt;= 0</source>
        <translation>缺失或不是 &gt;= 0 的整数</translation>
    </message>
    <message>
        <source>not a frequency in MHz from 1 to 1000000</source>
        <translation>不是 1 到 1000000 之间的频率（MHz）</translation>
    </message>
    <message>
        <source>not a PCI id from 0 to 65535</source>
        <translation>不是 0 到 65535 之间的 PCI ID</translation>
    </message>
    <message>
        <source>not a kernel driver name</source>
        <translation>不是内核驱动名称</translation>
    </message>
</context>
<context>
    <name>TopologyLoader</name>
    <message>
        <source>ARM part %1</source>
        <translation>ARM 部件 %1</translation>
    </message>
    <message>
        <source>%1: inconsistent topology: %2</source>
        <translation>%1: 拓扑不一致:%2</translation>
    </message>
    <message>
        <source>%1: the hwloc XML topology is empty</source>
        <translation>%1: hwloc XML 拓扑为空</translation>
    </message>
    <message>
        <source>%1 is an hwloc XML %2 file (written by hwloc %3), but irqatlas reads hwloc XML 2.0 and older (hwloc 2, API %4). On the machine it came from, export a 2.0 file with: lstopo --of xml --export-xml-flags v2 topology.xml</source>
        <translation>%1 是 hwloc XML %2 文件(由 hwloc %3 写入),但 irqatlas 只能读取 hwloc XML 2.0 及更早版本(hwloc 2,API %4)。请在其来源机器上使用以下命令导出 2.0 文件:lstopo --of xml --export-xml-flags v2 topology.xml</translation>
    </message>
    <message>
        <source>%1: the hwloc XML topology is too large</source>
        <translation>%1: hwloc XML 拓扑过大</translation>
    </message>
    <message>
        <source>%1: cannot initialise hwloc</source>
        <translation>%1: 无法初始化 hwloc</translation>
    </message>
    <message>
        <source>%1: not a valid hwloc XML topology (%2)</source>
        <translation>%1: 不是有效的 hwloc XML 拓扑(%2)</translation>
    </message>
    <message>
        <source>cannot read hwloc XML topology %1: %2</source>
        <translation>无法读取 hwloc XML 拓扑 %1:%2</translation>
    </message>
    <message>
        <source>this machine: cannot initialise hwloc</source>
        <translation>本机:无法初始化 hwloc</translation>
    </message>
    <message>
        <source>this machine: hwloc cannot read the topology (%1)</source>
        <translation>本机:hwloc 无法读取拓扑(%1)</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>this machine: hwloc cannot export the topology as XML (%1)</source>
        <translation>本机:hwloc 无法将拓扑导出为 XML(%1)</translation>
    </message>
    <message>
        <source>%1 holds no sys/devices/system/cpu: not a copied sysfs tree</source>
        <translation>%1 不包含 sys/devices/system/cpu:不是复制的 sysfs 树</translation>
    </message>
    <message>
        <source>%1: hwloc cannot read the sysfs tree (%2)</source>
        <translation>%1: hwloc 无法读取 sysfs 树(%2)</translation>
    </message>
    <message>
        <source>sysfs tree %1</source>
        <translation>sysfs 树 %1</translation>
    </message>
    <message>
        <source>%1: no such directory</source>
        <translation>%1: 没有此目录</translation>
    </message>
    <message>
        <source>%1 has neither topology.xml nor sys/devices/system/cpu: no topology to load</source>
        <translation>%1 既没有 topology.xml 也没有 sys/devices/system/cpu:没有可加载的拓扑</translation>
    </message>
</context>
<context>
    <name>TopologyPainter</name>
    <message>
        <source>No NUMA information</source>
        <translation>无 NUMA 信息</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA 节点 %1</translation>
    </message>
    <message>
        <source>no CPUs</source>
        <translation>无 CPU</translation>
    </message>
    <message>
        <source>(part)</source>
        <translation>(部分)</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Storage</source>
        <extracomment>The kind of one PCI device before its OS names ("Storage vda"): a singular noun, one storage device (German "Speichergerät").</extracomment>
        <translation>存储设备</translation>
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
        <translation>机器</translation>
    </message>
    <message numerus="yes">
        <source>%n CPUs</source>
        <translation>
            <numerusform>%n 个 CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NUMA nodes</source>
        <translation>
            <numerusform>%n 个 NUMA 节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IRQs</source>
        <translation>
            <numerusform>%n 个 IRQ</numerusform>
        </translation>
    </message>
    <message>
        <source>Package %1</source>
        <translation>封装 %1</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Devices without a NUMA node</source>
        <translation>没有 NUMA 节点的设备</translation>
    </message>
    <message>
        <source>distance %1</source>
        <translation>距离 %1</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Package %1: CPUs %2</source>
        <translation>封装 %1:CPU %2</translation>
    </message>
    <message>
        <source>CPUs: %1</source>
        <translation>CPU:%1</translation>
    </message>
    <message>
        <source>Drop IRQs here to move them to every CPU of this node.</source>
        <translation>将 IRQ 拖放到此处,以将其移到此节点的所有 CPU。</translation>
    </message>
    <message>
        <source>PCI devices whose NUMA node is unknown.</source>
        <translation>NUMA 节点未知的 PCI 设备。</translation>
    </message>
    <message>
        <source>Core %1: CPUs %2</source>
        <translation>核心 %1:CPU %2</translation>
    </message>
    <message>
        <source>Drop IRQs here to move them to this core's SMT siblings.</source>
        <translation>将 IRQ 拖放到此处,以将其移到此核心的 SMT 兄弟线程。</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>Core %1, package %2, NUMA node %3</source>
        <translation>核心 %1,封装 %2,NUMA 节点 %3</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>Not allowed for this process (cgroup)</source>
        <translation>不允许此进程使用(cgroup)</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQs target this CPU</source>
        <translation>
            <numerusform>%n 个 IRQ 以此 CPU 为目标</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n after the pending changes</source>
        <translation>
            <numerusform>待定更改生效后为 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to list its IRQs; drop IRQs here to pin them to this CPU.</source>
        <translation>单击以列出其 IRQ;将 IRQ 拖放到此处以将其绑定到此 CPU。</translation>
    </message>
    <message>
        <source>NUMA node unknown</source>
        <translation>NUMA 节点未知</translation>
    </message>
    <message>
        <source>not accounted</source>
        <translation>未统计</translation>
    </message>
    <message>
        <source>Hard IRQ time: %1</source>
        <translation>硬中断时间：%1</translation>
    </message>
    <message>
        <source>Soft IRQ time: %1</source>
        <translation>软中断时间：%1</translation>
    </message>
    <message>
        <source>Interrupts per second: %1</source>
        <translation>每秒中断数：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n with the previewed plan</source>
        <translation>
            <numerusform>采用预览计划后为 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the plan's IRQs</source>
        <translation>
            <numerusform>其中 %n 个为计划中的 IRQ</numerusform>
        </translation>
    </message>
    <message>
        <source>distance %1 (assumed)</source>
        <translation>距离 %1(假定)</translation>
    </message>
    <message>
        <source>%1 to node(s) %2</source>
        <translation>到节点 %2 为 %1</translation>
    </message>
    <message>
        <source>Distances: %1</source>
        <translation>距离:%1</translation>
    </message>
    <message>
        <source>Distances (assumed: no firmware table): %1</source>
        <translation>距离(假定值:无固件表):%1</translation>
    </message>
    <message>
        <source>L%1 shared with CPUs %2</source>
        <translation>L%1 与 CPU %2 共享</translation>
    </message>
    <message>
        <source>Driver: %1</source>
        <translation>驱动：%1</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>No NUMA node (the kernel reports -1)</source>
        <translation>无 NUMA 节点（内核报告 -1）</translation>
    </message>
    <message>
        <source>CXL memory</source>
        <translation>CXL 内存</translation>
    </message>
    <message>
        <source>IRQ thread time: %1</source>
        <translation>IRQ 线程时间：%1</translation>
    </message>
    <message>
        <source>IRQ thread time: no thread times</source>
        <translation>IRQ 线程时间：没有线程时间数据</translation>
    </message>
    <message>
        <source>A kernel thread of the selected IRQ last ran here</source>
        <translation>所选 IRQ 的一个内核线程上次在此运行</translation>
    </message>
    <message>
        <source>The selected IRQ's kernel threads go here when the pending changes are applied</source>
        <translation>应用待定更改后，所选 IRQ 的内核线程将移到此处</translation>
    </message>
</context>
<context>
    <name>TraceReader</name>
    <message>
        <source>CPU id is above the supported maximum %1: %2</source>
        <translation>CPU 编号超过支持的最大值 %1：%2</translation>
    </message>
    <message>
        <source>an irq event whose fields are not the kernel's: %1</source>
        <translation>字段不符合内核格式的 IRQ 事件：%1</translation>
    </message>
    <message>
        <source>not a "CPU:N [LOST N EVENTS]" line: %1</source>
        <translation>不是 “CPU:N [LOST N EVENTS]” 行：%1</translation>
    </message>
    <message>
        <source>not a trace event line (TASK-PID [CPU] TIMESTAMP: EVENT): %1</source>
        <translation>不是跟踪事件行（TASK-PID [CPU] 时间戳: 事件）：%1</translation>
    </message>
    <message>
        <source>%1: read after an error</source>
        <translation>%1：出错后仍在读取</translation>
    </message>
</context>
<context>
    <name>TrialJournal</name>
    <message>
        <source>journal.json is left out: the journal is on %1 (irqatlas-cli rollback --host %1 uses it there)</source>
        <translation>未包含 journal.json：日志位于 %1（irqatlas-cli rollback --host %1 在那里使用它）</translation>
    </message>
</context>
<context>
    <name>TrialSequencer</name>
    <message>
        <source>the helper's deadline came before the after phase and its metric were done: the plan was reverted under them</source>
        <translation>辅助程序的期限在“之后”阶段及其指标完成之前到达：计划在测量期间已被撤销</translation>
    </message>
    <message>
        <source>the helper reverted the plan at its deadline before the trial's decision reached it: the after phase may have measured the machine without the plan</source>
        <translation>辅助程序在试验的决定到达之前已于期限到时撤销计划：“之后”阶段可能测量的是未应用计划的机器</translation>
    </message>
</context>
<context>
    <name>Watchdog</name>
    <message>
        <source>cannot start the watchdog: %1</source>
        <translation>无法启动看门进程：%1</translation>
    </message>
</context>
<context>
    <name>irqatlas-cli</name>
    <message>
        <source>apply a plan through the privileged helper</source>
        <translation>通过特权辅助程序应用计划</translation>
    </message>
    <message>
        <source>scores of several plans side by side</source>
        <translation>并排比较多个计划的评分</translation>
    </message>
    <message>
        <source>what applying a plan would change</source>
        <translation>应用计划将会更改的内容</translation>
    </message>
    <message>
        <source>a plan as a shell script, systemd unit, irqbalance bans or JSON</source>
        <translation>将计划导出为 shell 脚本、systemd 单元、irqbalance 禁止项或 JSON</translation>
    </message>
    <message>
        <source>one row per interrupt, with affinity and counts</source>
        <translation>每个中断一行,包含亲和性和计数</translation>
    </message>
    <message>
        <source>a plan file for the selected interrupts</source>
        <translation>为所选中断生成计划文件</translation>
    </message>
    <message>
        <source>undo the last apply</source>
        <translation>撤销上一次应用</translation>
    </message>
    <message>
        <source>save this machine for a later --root</source>
        <translation>保存本机信息,供以后的 --root 使用</translation>
    </message>
    <message>
        <source>the raw output of one spreading algorithm</source>
        <translation>单个分布算法的原始输出</translation>
    </message>
    <message>
        <source>packages, NUMA nodes, distances, cores, PUs, devices</source>
        <translation>封装、NUMA 节点、距离、核心、PU、设备</translation>
    </message>
    <message>
        <source>live per-CPU hard/soft IRQ %, IRQ/s and the busiest interrupts</source>
        <translation>实时显示每 CPU 的硬/软中断 %、IRQ/s 以及最繁忙的中断</translation>
    </message>
    <message>
        <source>Apply a plan through irqatlas-helper: lint first (errors block, warnings need --force), then validate, journal, write, read back; a failed write rolls everything back.</source>
        <translation>通过 irqatlas-helper 应用计划:先进行检查(错误会阻止应用,警告需要 --force),然后验证、记录日志、写入、读回;任何一次写入失败都会回滚全部更改。</translation>
    </message>
    <message>
        <source>The plan file.</source>
        <translation>计划文件。</translation>
    </message>
    <message>
        <source>Validate everything, write nothing.</source>
        <translation>验证所有内容,不写入任何内容。</translation>
    </message>
    <message>
        <source>After applying, roll back unless "confirm" is typed within S seconds.</source>
        <translation>应用后,如果在 S 秒内未输入 "confirm",则回滚。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Go on despite lint warnings or a running irqbalance.</source>
        <translation>即使有检查警告或 irqbalance 正在运行也继续。</translation>
    </message>
    <message>
        <source>apply takes one plan file</source>
        <translation>apply 只接受一个计划文件</translation>
    </message>
    <message>
        <source>--confirm-timeout: "%1" is not a number of seconds (1-86400)</source>
        <translation>--confirm-timeout: "%1" 不是有效的秒数(1-86400)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n lint error(s), nothing applied</source>
        <translation>
            <numerusform>%1: %n 个检查错误,未应用任何内容</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n lint warning(s); check them and add --force to apply anyway</source>
        <translation>
            <numerusform>%1: %n 条 lint 警告;请检查它们,如仍要应用请加上 --force</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no entry of the plan matches an interrupt here, nothing to apply</source>
        <translation>%1: 计划中没有任何条目与此处的中断匹配,无需应用</translation>
    </message>
    <message>
        <source>irqbalance is running and will overwrite this plan within seconds. Either:
  - stop it:   %1
  - ban the planned IRQs in /etc/default/irqbalance, then restart it:
    %2  - or give irqbalance --policyscript a script that prints ban=true for IRQ %3
    (irqatlas-cli export PLAN --format irqbalance writes both)
  - or go on anyway with --force</source>
        <translation>irqbalance 正在运行,几秒内就会覆盖此计划。可以:
  - 停止它:   %1
  - 在 /etc/default/irqbalance 中禁止计划内的 IRQ,然后重启它:
    %2  - 或者给 irqbalance --policyscript 提供一个脚本,对 IRQ %3 输出 ban=true
    (irqatlas-cli export PLAN --format irqbalance 会同时写出这两者)
  - 或者使用 --force 强制继续</translation>
    </message>
    <message>
        <source>not applied because irqbalance is running (use --force to apply anyway)</source>
        <translation>未应用,因为 irqbalance 正在运行(使用 --force 强制应用)</translation>
    </message>
    <message>
        <source>%1; run the equivalent command as root:
  %2</source>
        <translation>%1;请以 root 身份运行等效命令:
  %2</translation>
    </message>
    <message>
        <source>type "confirm" and Enter within %1 s to keep the new placement</source>
        <translation>请在 %1 秒内输入 "confirm" 并按回车,以保留新的分配</translation>
    </message>
    <message>
        <source>pkexec refused or could not authenticate; run the equivalent command as root:
  %1</source>
        <translation>pkexec 被拒绝或无法认证;请以 root 身份运行等效命令:
  %1</translation>
    </message>
    <message>
        <source>apply</source>
        <translation>apply</translation>
    </message>
    <message>
        <source>Score several planners on the same interrupts, side by side.</source>
        <translation>在相同的中断上并排比较多个规划器的评分。</translation>
    </message>
    <message>
        <source>Interrupts to plan (see plan --help).</source>
        <translation>要规划的中断(参见 plan --help)。</translation>
    </message>
    <message>
        <source>SELECTOR</source>
        <translation>SELECTOR</translation>
    </message>
    <message>
        <source>Comma-separated planners: %1.</source>
        <translation>逗号分隔的规划器:%1。</translation>
    </message>
    <message>
        <source>A,B,C</source>
        <translation>A,B,C</translation>
    </message>
    <message>
        <source>Device node for every IRQ (-1 = none).</source>
        <translation>每个 IRQ 的设备节点(-1 = 无)。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Candidate CPUs.</source>
        <translation>候选 CPU。</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <source>CPUs never to use.</source>
        <translation>绝不使用的 CPU。</translation>
    </message>
    <message>
        <source>KEY=VALUE</source>
        <translation>KEY=VALUE</translation>
    </message>
    <message>
        <source>--irqs SELECTOR and --algorithms A,B,C are required</source>
        <translation>必须指定 --irqs SELECTOR 和 --algorithms A,B,C</translation>
    </message>
    <message>
        <source>unknown algorithm "%1" (one of: %2)</source>
        <translation>未知算法 "%1"(可选:%2)</translation>
    </message>
    <message>
        <source>--node: "%1" is not a number</source>
        <translation>--node: "%1" 不是数字</translation>
    </message>
    <message>
        <source>--param "%1": expected KEY=VALUE</source>
        <translation>--param "%1": 应为 KEY=VALUE</translation>
    </message>
    <message>
        <source>no topology: %1</source>
        <translation>没有拓扑:%1</translation>
    </message>
    <message>
        <source>What applying PLAN would change, and what to check first.</source>
        <translation>应用 PLAN 会改变什么,以及应先检查什么。</translation>
    </message>
    <message>
        <source>Plan file (irqatlas-plan JSON).</source>
        <translation>计划文件(irqatlas-plan JSON)。</translation>
    </message>
    <message>
        <source>diff takes exactly one plan file</source>
        <translation>diff 只接受一个计划文件</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: 无法读取:%2</translation>
    </message>
    <message>
        <source># %1: %2 changed, %3 unchanged, %4 not present, %5 immovable
</source>
        <translation># %1: %2 项已更改,%3 项未更改,%4 项不存在,%5 项不可移动
</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>Write the file(s) into DIR instead of printing them.</source>
        <translation>将文件写入 DIR,而不是打印出来。</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>export takes one plan file</source>
        <translation>export 只接受一个计划文件</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>One row per interrupt: number or symbol, chip, hwirq, trigger, name, device, node, affinity, effective affinity, total, per-CPU counts (json/csv).</source>
        <translation>每个中断一行:编号或符号、芯片、hwirq、触发方式、名称、设备、节点、亲和性、有效亲和性、总数、各 CPU 计数(json/csv)。</translation>
    </message>
    <message>
        <source>Interrupts to plan: numbers and ranges (30,32-40), all, name:REGEX, dev:BDF, if:IFACE, driver:NAME; comma-separated.</source>
        <translation>要规划的中断:编号和范围(30,32-40)、all、name:REGEX、dev:BDF、if:IFACE、driver:NAME;以逗号分隔。</translation>
    </message>
    <message>
        <source>Candidate CPUs (default: online, allowed, not isolated).</source>
        <translation>候选 CPU(默认:在线、允许且未隔离的 CPU)。</translation>
    </message>
    <message>
        <source>--irqs SELECTOR is required</source>
        <translation>必须指定 --irqs SELECTOR</translation>
    </message>
    <message>
        <source>A plan file for the selected interrupts of this machine.</source>
        <translation>为本机选定的中断生成计划文件。</translation>
    </message>
    <message>
        <source>Planner: %1.</source>
        <translation>规划器:%1。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Write the plan file here.</source>
        <translation>将计划文件写到此处。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>plan prints table or json</source>
        <translation>plan 只输出 table 或 json</translation>
    </message>
    <message>
        <source>--algorithm NAME is required (one of: %1)</source>
        <translation>必须指定 --algorithm NAME(可选:%1)</translation>
    </message>
    <message>
        <source>Undo the last apply from its journal (a second rollback does nothing).</source>
        <translation>根据日志撤销上一次 apply(再次 rollback 不会有任何作用)。</translation>
    </message>
    <message>
        <source>[JOURNAL]</source>
        <translation>[JOURNAL]</translation>
    </message>
    <message>
        <source>A test tree: DIR/proc and DIR/sys as on a live system.</source>
        <translation>测试目录树:DIR/proc 和 DIR/sys,与实际系统上的布局相同。</translation>
    </message>
    <message>
        <source>rollback takes at most one journal file</source>
        <translation>rollback 最多接受一个日志文件</translation>
    </message>
    <message>
        <source>rollback</source>
        <translation>rollback</translation>
    </message>
    <message>
        <source>Save everything the other commands read, for a later --root.</source>
        <translation>保存其他命令读取的所有内容,供以后用 --root 使用。</translation>
    </message>
    <message>
        <source>Target directory or FILE.tar.gz (must not exist).</source>
        <translation>目标目录或 FILE.tar.gz(必须不存在)。</translation>
    </message>
    <message>
        <source>DIR|FILE.tar.gz</source>
        <translation>DIR|FILE.tar.gz</translation>
    </message>
    <message>
        <source>snapshot needs --out DIR|FILE.tar.gz</source>
        <translation>snapshot 需要 --out DIR|FILE.tar.gz</translation>
    </message>
    <message>
        <source>snapshot saves the machine's own topology; --topology/--xml do not apply</source>
        <translation>snapshot 保存的是本机自身的拓扑;--topology/--xml 不适用</translation>
    </message>
    <message>
        <source>wrote %1 files to %2</source>
        <translation>已将 %1 个文件写入 %2</translation>
    </message>
    <message>
        <source>irqatlas-cli: --%1: "%2" is not an integer</source>
        <translation>irqatlas-cli: --%1: "%2" 不是整数</translation>
    </message>
    <message>
        <source>(default affinity)</source>
        <translation>(默认亲和性)</translation>
    </message>
    <message>
        <source>The raw output of one kernel spreading algorithm (docs/ALGORITHMS.md) on the machine's topology. --count, --len, --nvec and --groups default to the number of online CPUs.</source>
        <translation>一种内核分散算法(docs/ALGORITHMS.md)在本机拓扑上的原始输出。--count、--len、--nvec 和 --groups 默认为在线 CPU 的数量。</translation>
    </message>
    <message>
        <source>local-spread-v41, local-spread-2019, local-spread, hop-masks, mana, mana-v1, mana-driver or group-evenly (the test vectors' names work too).</source>
        <translation>local-spread-v41、local-spread-2019、local-spread、hop-masks、mana、mana-v1、mana-driver 或 group-evenly(也可以使用测试向量的名称)。</translation>
    </message>
    <message>
        <source>Origin NUMA node, -1 = none (default).</source>
        <translation>起始 NUMA 节点,-1 = 无(默认)。</translation>
    </message>
    <message>
        <source>local-spread variants: indices 0..K-1.</source>
        <translation>local-spread 各变体:索引 0..K-1。</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>mana, mana-v1: number of IRQs.</source>
        <translation>mana、mana-v1:IRQ 数量。</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>mana-driver: MSI-X vectors incl. the HWC vector.</source>
        <translation>mana-driver:MSI-X 向量数(含 HWC 向量)。</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>group-evenly: number of groups.</source>
        <translation>group-evenly:分组数。</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>group-evenly: kernel heapsort, classic (before 2024) or modern (default).</source>
        <translation>group-evenly:内核堆排序,classic(2024 年之前)或 modern(默认)。</translation>
    </message>
    <message>
        <source>classic|modern</source>
        <translation>classic|modern</translation>
    </message>
    <message>
        <source>mana: leave the first core slot free (2025); mana-driver: the 2025 dynamic MSI-X path.</source>
        <translation>mana:第一个核心槽位留空(2025);mana-driver:2025 年的动态 MSI-X 路径。</translation>
    </message>
    <message>
        <source>local-spread variants: candidate CPUs instead of the online ones (the housekeeping mask of ~v5.9 kernels).</source>
        <translation>local-spread 各变体:使用候选 CPU 而非在线 CPU(即 ~v5.9 内核的 housekeeping 掩码)。</translation>
    </message>
    <message>
        <source>CPULIST</source>
        <translation>CPULIST</translation>
    </message>
    <message>
        <source>spread needs --algorithm NAME</source>
        <translation>spread 需要 --algorithm NAME</translation>
    </message>
    <message>
        <source>--algorithm: unknown algorithm "%1" (known: %2)</source>
        <translation>--algorithm: 未知算法 "%1"(已知:%2)</translation>
    </message>
    <message>
        <source>--candidates: %1</source>
        <translation>--candidates: %1</translation>
    </message>
    <message>
        <source>irqatlas-cli: warning: %1</source>
        <translation>irqatlas-cli: 警告:%1</translation>
    </message>
    <message>
        <source>(no distance matrix in the source: 10 on the diagonal and 20 elsewhere assumed, as the kernel does without a firmware SLIT)
</source>
        <translation>(来源中没有距离矩阵:按内核在没有固件 SLIT 时的做法,假定对角线上为 10,其余为 20)
</translation>
    </message>
    <message>
        <source>Packages, NUMA nodes with CPU lists and distances, cores, PUs and devices.</source>
        <translation>封装、带 CPU 列表和距离的 NUMA 节点、核心、PU 和设备。</translation>
    </message>
    <message>
        <source>gap: %1</source>
        <translation>缺失:%1</translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation>%1 个 CPU</translation>
    </message>
    <message>
        <source>(%1 of %2 CPUs hidden; the %3 busiest are shown, --cpus 0 shows all)
</source>
        <translation>(%2 个 CPU 中有 %1 个被隐藏;仅显示最繁忙的 %3 个,--cpus 0 显示全部)
</translation>
    </message>
    <message>
        <source>("-": the kernel does not account that time, or no previous value)
</source>
        <translation>("-":内核不统计该时间,或没有上一次的值)
</translation>
    </message>
    <message>
        <source>no interrupt fired in this interval
</source>
        <translation>此间隔内没有中断触发
</translation>
    </message>
    <message>
        <source>Live per-CPU hard-IRQ %, soft-IRQ % (as mpstat computes %irq and %soft), IRQ/s, and the busiest interrupts with their CPUs.</source>
        <translation>实时显示每个 CPU 的硬中断 %、软中断 %(与 mpstat 计算 %irq 和 %soft 的方式相同)、IRQ/s,以及最繁忙的中断及其 CPU。</translation>
    </message>
    <message>
        <source>Seconds between samples, 0.1 to 60 (default 1).</source>
        <translation>采样间隔秒数,0.1 到 60(默认 1)。</translation>
    </message>
    <message>
        <source>Stop after N intervals (default: until interrupted).</source>
        <translation>N 个间隔后停止(默认:直到被中断)。</translation>
    </message>
    <message>
        <source>Busiest interrupts to show (default 5).</source>
        <translation>显示最繁忙的中断数(默认 5)。</translation>
    </message>
    <message>
        <source>Table: busiest CPUs to show (default 16, 0 = all).</source>
        <translation>表格:显示最繁忙的 CPU 数(默认 16,0 = 全部)。</translation>
    </message>
    <message>
        <source>Also record the raw samples to FILE (JSON lines).</source>
        <translation>同时将原始采样记录到 FILE(JSON lines)。</translation>
    </message>
    <message>
        <source>Play a recording instead of reading a machine.</source>
        <translation>回放录制内容,而不是读取机器。</translation>
    </message>
    <message>
        <source>--interval "%1" is not a number of seconds</source>
        <translation>--interval "%1" 不是秒数</translation>
    </message>
    <message>
        <source>--interval: %1</source>
        <translation>--interval: %1</translation>
    </message>
    <message>
        <source>--count "%1" must be a positive integer</source>
        <translation>--count "%1" 必须是正整数</translation>
    </message>
    <message>
        <source>--top "%1" must be an integer &gt;= 0</source>
        <translation>--top "%1" 必须是 &gt;= 0 的整数</translation>
    </message>
    <message>
        <source>--cpus "%1" must be an integer &gt;= 0</source>
        <translation>--cpus "%1" 必须是 &gt;= 0 的整数</translation>
    </message>
    <message>
        <source>cannot set up signal handling</source>
        <translation>无法设置信号处理</translation>
    </message>
    <message>
        <source>irqatlas-cli: gap: %1</source>
        <translation>irqatlas-cli: 缺失:%1</translation>
    </message>
    <message>
        <source>Read a saved machine: DIR/proc and DIR/sys as on a live system.</source>
        <translation>读取已保存的机器:DIR/proc 和 DIR/sys,与实际系统上的布局相同。</translation>
    </message>
    <message>
        <source>Topology from an hwloc XML file (format 2.0).</source>
        <translation>从 hwloc XML 文件(2.0 格式)读取拓扑。</translation>
    </message>
    <message>
        <source>Topology from irqatlas topology JSON.</source>
        <translation>从 irqatlas 拓扑 JSON 读取拓扑。</translation>
    </message>
    <message>
        <source>A remote host over SSH.</source>
        <translation>通过 SSH 连接的远程主机。</translation>
    </message>
    <message>
        <source>[user@]host[:port]</source>
        <translation>[user@]host[:port]</translation>
    </message>
    <message>
        <source>With --host: ssh client config (ssh -F FILE).</source>
        <translation>与 --host 一起使用:ssh 客户端配置(ssh -F FILE)。</translation>
    </message>
    <message>
        <source>Output format: table, json or csv.</source>
        <translation>输出格式:table、json 或 csv。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>irqatlas-cli: unknown --format "%1" (expected table, json or csv)</source>
        <translation>irqatlas-cli: 未知的 --format "%1"(应为 table、json 或 csv)</translation>
    </message>
    <message>
        <source> (confirmed)</source>
        <translation> (已确认)</translation>
    </message>
    <message>
        <source>%1 failed (helper exit status %2, see `irqatlas-helper --help`)</source>
        <translation>%1 失败(辅助程序退出状态 %2,参见 `irqatlas-helper --help`)</translation>
    </message>
    <message>
        <source>Usage: irqatlas-cli COMMAND [options]

Commands:
</source>
        <translation>用法:irqatlas-cli COMMAND [选项]

命令:
</translation>
    </message>
    <message>
        <source>
'irqatlas-cli COMMAND --help' shows the options of a command.
</source>
        <translation>
'irqatlas-cli COMMAND --help' 显示某个命令的选项。
</translation>
    </message>
    <message>
        <source>irqatlas-cli: unknown command "%1"</source>
        <translation>irqatlas-cli: 未知命令 "%1"</translation>
    </message>
    <message>
        <source>--topology and --xml both name a topology; give one</source>
        <translation>--topology 和 --xml 都指定了拓扑；请只指定一个</translation>
    </message>
    <message>
        <source>--ssh-config %1: no such file</source>
        <translation>--ssh-config %1: 文件不存在</translation>
    </message>
    <message>
        <source>--host and --root both name a machine; give one</source>
        <translation>--host 和 --root 都指定了机器；请只指定一个</translation>
    </message>
    <message>
        <source>--ssh-config needs --host</source>
        <translation>--ssh-config 需要 --host</translation>
    </message>
    <message>
        <source>type "confirm" and Enter within %1 s to keep the new placement; %2 rolls back by itself otherwise, also when the connection drops</source>
        <translation>请在 %1 秒内输入 "confirm" 并按回车，以保留新的分配；否则 %2 会自动回滚，连接断开时也是如此</translation>
    </message>
    <message>
        <source>KEY=VALUE for every listed algorithm that takes KEY (repeatable; keys: plan --help).</source>
        <translation>对每个接受 KEY 的所列算法设置 KEY=VALUE（可重复；可用的键见 plan --help）。</translation>
    </message>
    <message>
        <source>Algorithm parameter (repeatable); the keys of each algorithm are listed above, or with --algorithm NAME --help.</source>
        <translation>算法参数（可重复）；各算法的键列于上方，也可用 --algorithm NAME --help 查看。</translation>
    </message>
    <message>
        <source>Algorithms and their parameters (--param KEY=VALUE):</source>
        <translation>算法及其参数（--param KEY=VALUE）：</translation>
    </message>
    <message>
        <source>%1=%2, required</source>
        <translation>%1=%2，必需</translation>
    </message>
    <message>
        <source>%1=%2, default %3</source>
        <translation>%1=%2，默认 %3</translation>
    </message>
    <message>
        <source>%1 takes no arguments, got "%2"</source>
        <translation>%1 不接受参数，却收到了 "%2"</translation>
    </message>
    <message>
        <source>no terminal to ask for the sudo password and SSH_ASKPASS is not set</source>
        <translation>没有可用于询问 sudo 密码的终端，且未设置 SSH_ASKPASS</translation>
    </message>
    <message>
        <source>Weigh the IRQs by their mean rates in a recording of watch --record, not by their counts since boot.</source>
        <translation>按 watch --record 录制中的平均速率为 IRQ 加权，而不是按开机以来的计数。</translation>
    </message>
    <message>
        <source>With --rates-from: only seconds A to B of the recording, counted from its first sample (A..B, A.., ..B).</source>
        <translation>与 --rates-from 一起使用：只取录制中从第一个样本起第 A 到第 B 秒（A..B、A..、..B）。</translation>
    </message>
    <message>
        <source>A..B</source>
        <translation>A..B</translation>
    </message>
    <message>
        <source>--rates-window needs --rates-from FILE</source>
        <translation>--rates-window 需要 --rates-from 文件</translation>
    </message>
    <message>
        <source>weights: %1</source>
        <translation>权重：%1</translation>
    </message>
    <message>
        <source>Journal name in the helper's /var/lib/irqatlas (default: journal.json); with --host, a path there.</source>
        <translation>辅助程序 /var/lib/irqatlas 中的日志名称（默认：journal.json）；使用 --host 时为该主机上的路径。</translation>
    </message>
    <message>
        <source>irqatlas-cli: warning: sources disagree: %1</source>
        <translation>irqatlas-cli: 警告: 来源不一致: %1</translation>
    </message>
    <message>
        <source>mean_distance, max_distance: assumed distances (10 local, 20 remote): the source has no firmware distance table</source>
        <translation>mean_distance, max_distance:假定的距离(本地 10,远程 20):来源没有固件距离表</translation>
    </message>
    <message>
        <source>CPU counts: the CPU each IRQ is delivered to (this machine delivers to one CPU of a mask; for a plan, the one its allocator would pick)</source>
        <translation>CPU 计数:每个 IRQ 实际投递到的 CPU(这台机器只投递到掩码中的一个 CPU;对于计划,即其分配器会选择的那个)</translation>
    </message>
    <message>
        <source>CPU counts: every CPU of each IRQ's mask</source>
        <translation>CPU 计数:每个 IRQ 掩码中的所有 CPU</translation>
    </message>
    <message>
        <source>'irqatlas-cli --version' shows the version.
</source>
        <translation>'irqatlas-cli --version' 显示版本。
</translation>
    </message>
    <message>
        <source>A plan to show (repeatable).</source>
        <translation>要显示的计划（可重复）。</translation>
    </message>
    <message>
        <source>A recording (watch --record) whose load to show.</source>
        <translation>要显示其负载的录制（watch --record）。</translation>
    </message>
    <message>
        <source>A trial directory (trial --out DIR) whose verdict to show.</source>
        <translation>要显示其结论的试验目录（trial --out DIR）。</translation>
    </message>
    <message>
        <source>The HTML file to write.</source>
        <translation>要写入的 HTML 文件。</translation>
    </message>
    <message>
        <source>report takes no positional arguments</source>
        <translation>report 不接受位置参数</translation>
    </message>
    <message>
        <source>report needs --out FILE.html</source>
        <translation>report 需要 --out FILE.html</translation>
    </message>
    <message>
        <source>systemd unit active</source>
        <translation>systemd 单元处于活动状态</translation>
    </message>
    <message>
        <source>wrote %1 (%2 bytes)</source>
        <translation>已写入 %1（%2 字节）</translation>
    </message>
    <message>
        <source>one self-contained HTML report for a ticket</source>
        <translation>用于工单的独立 HTML 报告</translation>
    </message>
    <message>
        <source>--out %1: exists and is not a directory</source>
        <translation>--out %1：已存在且不是目录</translation>
    </message>
    <message>
        <source>--out %1: not empty; a trial writes into an empty or new directory</source>
        <translation>--out %1：非空；试验只写入空目录或新目录</translation>
    </message>
    <message>
        <source>--out %1: cannot create the directory</source>
        <translation>--out %1：无法创建目录</translation>
    </message>
    <message>
        <source>Prove a plan: record a baseline, apply the plan through irqatlas-helper with its confirmation wait armed, settle one interval, record the after phase, then revert (or keep with --keep), and judge every figure against each phase's own noise.</source>
        <translation>验证计划：记录基线，通过 irqatlas-helper 应用计划并启用确认等待，稳定一个间隔，记录之后阶段，然后还原（或用 --keep 保留），并依据每个阶段自身的噪声判断每个指标。</translation>
    </message>
    <message>
        <source>Seconds of baseline (default 10).</source>
        <translation>基线秒数（默认 10）。</translation>
    </message>
    <message>
        <source>Seconds measured after the plan settled (default 10).</source>
        <translation>计划稳定后测量的秒数（默认 10）。</translation>
    </message>
    <message>
        <source>Run CMD with /bin/sh -c at the end of each phase; the last number it prints is the phase's figure.</source>
        <translation>在每个阶段结束时用 /bin/sh -c 运行 CMD；其输出的最后一个数字即该阶段的指标。</translation>
    </message>
    <message>
        <source>CMD</source>
        <translation>CMD</translation>
    </message>
    <message>
        <source>Keep the plan after the trial instead of reverting it.</source>
        <translation>试验后保留计划而不还原。</translation>
    </message>
    <message>
        <source>Apply nothing and measure twice (an A/A trial: the machine's own noise).</source>
        <translation>不应用任何内容，测量两次（A/A 试验：机器自身的噪声）。</translation>
    </message>
    <message>
        <source>Write both recordings, the plan, the helper's output and journal, and the report JSON into DIR (new or empty).</source>
        <translation>将两份录制、计划、辅助程序的输出和日志以及报告 JSON 写入 DIR（新的或空的）。</translation>
    </message>
    <message>
        <source>The helper's own revert deadline in seconds (default: settle + after + 120, or + 900 with --metric).</source>
        <translation>辅助程序自身的还原期限（秒）（默认：稳定 + 之后 + 120，使用 --metric 时 + 900）。</translation>
    </message>
    <message>
        <source>Journal name in the helper's /var/lib/irqatlas (default: trial.json); with --host, a path there.</source>
        <translation>辅助程序 /var/lib/irqatlas 中的日志名（默认：trial.json）；使用 --host 时为该主机上的路径。</translation>
    </message>
    <message>
        <source>Table: CPUs with a change to show (default 16, 0 = all).</source>
        <translation>表格：显示有变化的 CPU 数（默认 16，0 = 全部）。</translation>
    </message>
    <message>
        <source>trial takes one plan file</source>
        <translation>trial 需要一个计划文件</translation>
    </message>
    <message>
        <source>trial prints a table or json</source>
        <translation>trial 输出表格或 json</translation>
    </message>
    <message>
        <source>--interval "%1" must be 0.1 to 60 seconds</source>
        <translation>--interval "%1" 必须为 0.1 到 60 秒</translation>
    </message>
    <message>
        <source>--before "%1" must be a number of seconds of at least one interval</source>
        <translation>--before "%1" 必须是至少一个间隔的秒数</translation>
    </message>
    <message>
        <source>--after "%1" must be a number of seconds of at least one interval</source>
        <translation>--after "%1" 必须是至少一个间隔的秒数</translation>
    </message>
    <message>
        <source>--keep and --dry-run exclude each other: a dry run applies nothing</source>
        <translation>--keep 与 --dry-run 互斥：试运行不应用任何内容</translation>
    </message>
    <message>
        <source>--metric needs a command</source>
        <translation>--metric 需要一个命令</translation>
    </message>
    <message>
        <source>trial of %1 on %2: %3 x %4 s before, %5 x %4 s after%6</source>
        <translation>在 %2 上试验 %1：之前 %3 x %4 秒，之后 %5 x %4 秒%6</translation>
    </message>
    <message>
        <source> (dry run: nothing is applied)</source>
        <translation>（试运行：不应用任何内容）</translation>
    </message>
    <message>
        <source>the plan was kept (confirmed)</source>
        <translation>计划已保留（已确认）</translation>
    </message>
    <message>
        <source>the plan was reverted</source>
        <translation>计划已还原</translation>
    </message>
    <message>
        <source>nothing was applied</source>
        <translation>未应用任何内容</translation>
    </message>
    <message>
        <source>the helper did not confirm the revert (exit status %1): run `irqatlas-cli rollback %2`</source>
        <translation>辅助程序未确认还原（退出状态 %1）：请运行 `irqatlas-cli rollback %2`</translation>
    </message>
    <message>
        <source>prove a plan: measure before and after applying it, then revert</source>
        <translation>验证计划：在应用前后测量，然后还原</translation>
    </message>
    <message>
        <source>--metric command "%1" cannot start: %2</source>
        <translation>--metric 命令 "%1" 无法启动：%2</translation>
    </message>
    <message>
        <source>--metric command "%1" was killed</source>
        <translation>--metric 命令 "%1" 被终止</translation>
    </message>
    <message>
        <source>--metric command "%1" failed with exit status %2</source>
        <translation>--metric 命令 "%1" 失败，退出状态 %2</translation>
    </message>
    <message>
        <source>--metric command "%1" printed no number</source>
        <translation>--metric 命令 "%1" 未输出数字</translation>
    </message>
    <message>
        <source>no CPU changed beyond its noise
</source>
        <translation>没有 CPU 的变化超出其噪声
</translation>
    </message>
    <message>
        <source>(%1 more CPUs changed; --format json lists every CPU)
</source>
        <translation>（另有 %1 个 CPU 有变化；--format json 列出所有 CPU）
</translation>
    </message>
    <message>
        <source>no softirq type moved
</source>
        <translation>没有 softirq 类型发生迁移
</translation>
    </message>
    <message>
        <source>softirq types that moved:
</source>
        <translation>发生迁移的 softirq 类型：
</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>the sample source ended before the trial did</source>
        <translation>采样源在试验结束前已结束</translation>
    </message>
    <message>
        <source>too many failed samples: %1</source>
        <translation>失败的采样过多：%1</translation>
    </message>
    <message numerus="yes">
        <source>baseline done: %n interval(s)</source>
        <translation>
            <numerusform>基线完成：%n 个间隔</numerusform>
        </translation>
    </message>
    <message>
        <source>settled; measuring the after phase</source>
        <translation>已稳定；正在测量之后阶段</translation>
    </message>
    <message>
        <source>plan applied; settling for one interval</source>
        <translation>计划已应用；稳定一个间隔</translation>
    </message>
    <message>
        <source>the helper did not apply the plan</source>
        <translation>辅助程序未应用计划</translation>
    </message>
    <message>
        <source>the helper rolled the plan back before the after phase ended (raise --confirm-timeout)</source>
        <translation>辅助程序在之后阶段结束前回滚了计划（请增大 --confirm-timeout）</translation>
    </message>
    <message>
        <source>Policy planners: spread consecutive IRQs over L3 domains first (llc), cores before SMT siblings (core, the default) or CPUs in id order (pu); the same as --param spread_over=...</source>
        <translation>策略规划器：先将连续 IRQ 分散到各 L3 域（llc）、先物理核后 SMT 兄弟线程（core，默认）或按 CPU 编号顺序（pu）；等同于 --param spread_over=...</translation>
    </message>
    <message>
        <source>Check with `irqatlas-cli rollback %1`.</source>
        <translation>请用 `irqatlas-cli rollback %1` 检查。</translation>
    </message>
    <message>
        <source> (raise --confirm-timeout)</source>
        <translation>（请增大 --confirm-timeout）</translation>
    </message>
    <message>
        <source>%1 already exists; export --out writes only new files (nothing was written)</source>
        <translation>%1 已存在；export --out 只写入新文件（未写入任何内容）</translation>
    </message>
    <message>
        <source>interrupt cost over %1 s from tracepoints: %2 events, %3 lost, %4 unpaired</source>
        <translation>基于跟踪点的 %1 秒中断开销：%2 个事件，丢失 %3 个，未配对 %4 个</translation>
    </message>
    <message>
        <source>irqatlas-cli: count disagrees: %1</source>
        <translation>irqatlas-cli：计数不一致：%1</translation>
    </message>
    <message>
        <source>How long to measure (default 5, at most 60).</source>
        <translation>测量时长（默认 5，最多 60）。</translation>
    </message>
    <message>
        <source>Output format: table or json.</source>
        <translation>输出格式：table 或 json。</translation>
    </message>
    <message>
        <source>--seconds "%1" is not a duration above 0 and at most 60 seconds</source>
        <translation>--seconds “%1” 不是大于 0 且不超过 60 秒的时长</translation>
    </message>
    <message>
        <source>measure hard- and soft-IRQ time per IRQ and per CPU</source>
        <translation>测量每个 IRQ 和每个 CPU 的硬中断与软中断时间</translation>
    </message>
    <message>
        <source>Weigh the IRQs by their handler time in a measurement of irqatlas-cli cost --format json, not by their counts.</source>
        <translation>按 irqatlas-cli cost --format json 测量中的处理时间而非计数为 IRQ 加权。</translation>
    </message>
    <message>
        <source>COST.json</source>
        <translation>COST.json</translation>
    </message>
    <message>
        <source>--weights-from and --rates-from exclude each other</source>
        <translation>--weights-from 与 --rates-from 互斥</translation>
    </message>
    <message>
        <source>busiest_cpu_irq_*: the handler time of the planned IRQs (%1) expected on the busiest CPU, per second and as a share of it</source>
        <translation>busiest_cpu_irq_*：计划中 IRQ 在最繁忙 CPU 上的预期处理程序时间（%1），按每秒以及占该 CPU 的比例</translation>
    </message>
    <message>
        <source>Measure what interrupts cost on this machine from the kernel's irq tracepoints (root only; with --host, a remote host over SSH as root or through sudo -n): per IRQ its runs, handler time and share per CPU; per CPU hard- and soft-IRQ time; per CPU and softirq type time and runs.</source>
        <translation>用内核的 irq 跟踪点测量本机中断的开销（仅限 root；使用 --host 时，通过 SSH 以 root 或 sudo -n 测量远程主机）：每个 IRQ 的运行次数、处理程序时间和各 CPU 占比；每个 CPU 的硬中断和软中断时间；每个 CPU 和软中断类型的时间和运行次数。</translation>
    </message>
    <message>
        <source>cost measures a running machine (this one, or --host): it does not go with --%1</source>
        <translation>cost 测量正在运行的机器（本机或 --host）：不能与 --%1 一起使用</translation>
    </message>
    <message>
        <source>Write one self-contained HTML file for a ticket: the machine, its interrupts, plans with their diff, lint and scores, a recording's load, a trial's verdict with plots and a measurement of interrupt cost.</source>
        <translation>为工单写出一个自包含的 HTML 文件：机器、其中断、带差异、检查和评分的计划、录制的负载、带图表的试验结论以及中断开销的测量。</translation>
    </message>
    <message>
        <source>A measurement (cost --format json) whose IRQ time to show, per IRQ and per CPU on the graph.</source>
        <translation>要显示其 IRQ 时间的测量（cost --format json），按 IRQ 以及在图上按 CPU 显示。</translation>
    </message>
    <message>
        <source>The kernel threads that do interrupt work: threaded handlers (irq/N-name), threaded NAPI (napi/IF-ID) and ksoftirqd/N, with where they may run and where they last ran.</source>
        <translation>执行中断工作的内核线程：线程化处理程序（irq/N-名称）、线程化 NAPI（napi/IF-ID）和 ksoftirqd/N，以及它们可以运行的位置和上次运行的位置。</translation>
    </message>
    <message>
        <source>kernel threads of interrupt work: irq/N, napi/, ksoftirqd/N</source>
        <translation>中断工作的内核线程：irq/N、napi/、ksoftirqd/N</translation>
    </message>
    <message>
        <source>Hard- and soft-IRQ % of each phase measured by the kernel's irq tracepoints instead of taken from /proc/stat (this machine, root only).</source>
        <translation>每个阶段的硬中断和软中断 % 由内核的 irq 跟踪点测量，而不是取自 /proc/stat（仅本机，仅限 root）。</translation>
    </message>
    <message>
        <source>--cost traces this machine: it does not go with --%1</source>
        <translation>--cost 跟踪本机：不能与 --%1 一起使用</translation>
    </message>
    <message>
        <source>(HARD% and SOFT% from the kernel's irq tracepoints)
</source>
        <translation>（HARD% 和 SOFT% 来自内核的 irq 跟踪点）
</translation>
    </message>
    <message>
        <source>Hard- and soft-IRQ % measured by the kernel's irq tracepoints instead of taken from /proc/stat, which may not account them (this machine, root only).</source>
        <translation>硬中断和软中断 % 由内核的 irq 跟踪点测量，而不是取自可能不统计它们的 /proc/stat（仅本机，仅限 root）。</translation>
    </message>
    <message>
        <source>irqatlas-cli: %1; HARD% and SOFT% come from /proc/stat from now on</source>
        <translation>irqatlas-cli：%1；从现在起 HARD% 和 SOFT% 取自 /proc/stat</translation>
    </message>
    <message>
        <source>irqatlas-cli: the kernel lost %1 trace events in this interval: its IRQ time is too low</source>
        <translation>irqatlas-cli：内核在此间隔中丢失了 %1 个跟踪事件：其 IRQ 时间偏低</translation>
    </message>
    <message>
        <source>watch --cost needs root: the kernel's irq tracepoints are readable by root only; run it with sudo</source>
        <translation>watch --cost 需要 root：内核的 irq 跟踪点仅 root 可读；请用 sudo 运行</translation>
    </message>
    <message>
        <source>irqatlas-cli: the recording keeps the /proc files; the traced IRQ time is not in it</source>
        <translation>irqatlas-cli：录制保存 /proc 文件；跟踪得到的 IRQ 时间不在其中</translation>
    </message>
    <message>
        <source>irqatlas-cli: %1; hard and soft % come from /proc/stat from now on</source>
        <translation>irqatlas-cli：%1；从现在起硬中断和软中断 % 取自 /proc/stat</translation>
    </message>
    <message numerus="yes">
        <source>%n more note(s): plan --algorithm %1 shows them</source>
        <translation>
            <numerusform>另有 %n 条说明：plan --algorithm %1 可显示</numerusform>
        </translation>
    </message>
    <message>
        <source>cost needs root (the kernel's irq tracepoints are readable by root only), and the root helper did not measure: %1; run it with sudo</source>
        <translation>cost 需要 root（内核的 irq 跟踪点仅 root 可读），而 root 助手未能测量：%1；请用 sudo 运行</translation>
    </message>
    <message>
        <source>An Ansible inventory (any format ansible-inventory reads).</source>
        <translation>Ansible 清单（ansible-inventory 能读取的任何格式）。</translation>
    </message>
    <message>
        <source>With --inventory: Ansible's --limit.</source>
        <translation>与 --inventory 一起使用：Ansible 的 --limit。</translation>
    </message>
    <message>
        <source>PATTERN</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>A host list: one [user@]host[:port] a line.</source>
        <translation>主机列表：每行一个 [user@]host[:port]。</translation>
    </message>
    <message>
        <source>ssh client config (ssh -F FILE).</source>
        <translation>ssh 客户端配置（ssh -F FILE）。</translation>
    </message>
    <message>
        <source>Hosts read at once (default 8).</source>
        <translation>同时读取的主机数（默认 8）。</translation>
    </message>
    <message>
        <source>Seconds each host may take (default 30).</source>
        <translation>每台主机允许花费的秒数（默认 30）。</translation>
    </message>
    <message>
        <source>Keep each host's snapshot (DIR/NAME.tar.gz) and DIR/fleet.json.</source>
        <translation>保留每台主机的快照（DIR/NAME.tar.gz）和 DIR/fleet.json。</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3</source>
        <translation>--%1 需要 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>--limit needs --inventory</source>
        <translation>--limit 需要 --inventory</translation>
    </message>
    <message>
        <source>unknown --format "%1" (expected table or json)</source>
        <translation>未知的 --format “%1”（应为 table 或 json）</translation>
    </message>
    <message>
        <source>%1/%2 hosts…</source>
        <translation>%1/%2 台主机…</translation>
    </message>
    <message>
        <source>%1 exists already</source>
        <translation>%1 已存在</translation>
    </message>
    <message>
        <source>  %1: %2 is %3 (most: %4)</source>
        <translation>  %1：%2 为 %3（多数为：%4）</translation>
    </message>
    <message>
        <source>fleet takes no arguments, got "%1"</source>
        <translation>fleet 不接受参数，收到了 “%1”</translation>
    </message>
    <message numerus="yes">
        <source>irqbalance (pid %1): interval %2 s, banned CPUs %3, %n banned IRQ(s)</source>
        <translation>
            <numerusform>irqbalance（pid %1）：间隔 %2 秒，禁用 CPU %3，%n 个禁用 IRQ</numerusform>
        </translation>
    </message>
    <message>
        <source>banned: IRQ %1 (%2)</source>
        <translation>已禁用：IRQ %1（%2）</translation>
    </message>
    <message>
        <source>The irqbalance to ask when several run.</source>
        <translation>有多个运行时要询问的 irqbalance。</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>--pid %1: no irqbalance runs with that pid</source>
        <translation>--pid %1：没有以该 pid 运行的 irqbalance</translation>
    </message>
    <message>
        <source>irqbalance is not running on this machine</source>
        <translation>本机上没有运行 irqbalance</translation>
    </message>
    <message>
        <source>what the running irqbalance is doing (its tree, loads, classes and bans)</source>
        <translation>正在运行的 irqbalance 在做什么（它的树、负载、类别和禁用项）</translation>
    </message>
    <message>
        <source>The receive and transmit queues of every network interface: RPS and XPS CPUs as CPU lists, each queue's IRQ where /proc/interrupts names it, and threaded NAPI.</source>
        <translation>每个网络接口的接收和发送队列：以 CPU 列表表示的 RPS 和 XPS CPU、/proc/interrupts 中指明的每个队列的 IRQ，以及线程化 NAPI。</translation>
    </message>
    <message>
        <source>network queues: RPS/XPS CPUs, IRQs, threaded NAPI</source>
        <translation>网络队列：RPS/XPS CPU、IRQ、线程化 NAPI</translation>
    </message>
    <message>
        <source>%1 ended with status %2%3</source>
        <translation>%1 以状态 %2 结束%3</translation>
    </message>
    <message>
        <source>: irqbalance is not running there</source>
        <translation>：irqbalance 未在该处运行</translation>
    </message>
    <message>
        <source>What the irqbalance running on this machine or a remote host is doing, from its own control socket (which answers root only: a user is asked for the administrator's password through pkexec, a remote host's helper runs under sudo): its tree of NUMA nodes, packages, cache domains and CPUs with their load, the IRQs it placed on each with their class and load, its banned IRQs and CPUs, and its interval.</source>
        <translation>本机或远程主机上运行的 irqbalance 正在做什么，来自其自身的控制套接字（只应答 root：普通用户会通过 pkexec 被要求输入管理员密码，远程主机的 helper 在 sudo 下运行）：其由 NUMA 节点、封装、缓存域和 CPU 组成的树及其负载、在每处放置的 IRQ 及其类别和负载、被禁止的 IRQ 和 CPU，以及其间隔。</translation>
    </message>
    <message>
        <source>%1 prints table or json, not csv</source>
        <translation>%1 输出 table 或 json，不支持 csv</translation>
    </message>
    <message>
        <source>irqbalance is running (pid %1): the helper adds the plan's IRQs to its ban list before writing and puts its list back on rollback. The ban lasts until irqbalance restarts; to make it permanent, irqatlas-cli export PLAN --format irqbalance.</source>
        <translation>irqbalance 正在运行（pid %1）：helper 在写入前将计划的 IRQ 加入其禁止列表，并在回滚时恢复其原有列表。该禁止持续到 irqbalance 重启；如需永久生效，请使用 irqatlas-cli export PLAN --format irqbalance。</translation>
    </message>
    <message>
        <source>Keep a plan that an apply with a confirmation timeout holds, from another process: asks irqatlas-helper to confirm that journal. Exit status 9 when nothing awaits confirmation.</source>
        <translation>从另一个进程保留带确认超时的 apply 所持有的计划：请求 irqatlas-helper 确认该日志。没有等待确认的内容时退出状态为 9。</translation>
    </message>
    <message>
        <source>confirm failed (helper exit status %1, see `irqatlas-helper --help`)</source>
        <translation>confirm 失败（helper 退出状态 %1，参见 `irqatlas-helper --help`）</translation>
    </message>
    <message>
        <source>confirm takes no arguments</source>
        <translation>confirm 不接受参数</translation>
    </message>
    <message>
        <source>keep a plan that an apply holds for confirmation</source>
        <translation>保留 apply 为等待确认而持有的计划</translation>
    </message>
    <message>
        <source>ansible: the inventory host pattern (default: all).</source>
        <translation>ansible：清单的主机模式（默认：all）。</translation>
    </message>
    <message>
        <source>ansible: hosts per batch, a number or a share such as 25% (default: 1).</source>
        <translation>ansible：每批主机数，数字或比例，如 25%（默认：1）。</translation>
    </message>
    <message>
        <source>N|P%</source>
        <translation>N|P%</translation>
    </message>
    <message>
        <source>ansible: the health check run on each host while the plan is held (default: the plan's own read-back).</source>
        <translation>ansible：计划被保持期间在每台主机上运行的健康检查（默认：计划自身的回读）。</translation>
    </message>
    <message>
        <source>--%1 goes with --format ansible</source>
        <translation>--%1 需与 --format ansible 一起使用</translation>
    </message>
    <message>
        <source>sh, systemd, irqbalance, json or ansible.</source>
        <translation>sh、systemd、irqbalance、json 或 ansible。</translation>
    </message>
    <message>
        <source>export needs --format sh|systemd|irqbalance|json|ansible</source>
        <translation>export 需要 --format sh|systemd|irqbalance|json|ansible</translation>
    </message>
    <message>
        <source>--format ansible writes a folder: it needs --out DIR</source>
        <translation>--format ansible 写入一个文件夹：需要 --out DIR</translation>
    </message>
    <message>
        <source>Instead of reading hosts: which hosts of an Ansible rollout applied, confirmed and reverted, from its folder of result files.</source>
        <translation>不读取主机，而是从 Ansible 推出的结果文件夹中列出哪些主机已应用、已确认和已回滚。</translation>
    </message>
    <message>
        <source>--results does not go with --%1</source>
        <translation>--results 不能与 --%1 一起使用</translation>
    </message>
    <message>
        <source>The plan as a self-checking POSIX shell script (sh), a boot-time systemd unit and its script (systemd), irqbalance ban lines and policy script (irqbalance), the normalized plan (json), or an Ansible play that rolls it out host by host (ansible).</source>
        <translation>计划可导出为自检的 POSIX shell 脚本（sh）、开机时的 systemd 单元及其脚本（systemd）、irqbalance 禁用行和策略脚本（irqbalance）、规范化的计划（json），或逐台主机推出它的 Ansible play（ansible）。</translation>
    </message>
    <message>
        <source>With a Prometheus server: seconds of the rate window (default 60).</source>
        <translation>使用 Prometheus 服务器时：速率窗口的秒数（默认 60）。</translation>
    </message>
    <message>
        <source>--interval and the Prometheus flags need --prometheus</source>
        <translation>--interval 和 Prometheus 选项需要 --prometheus</translation>
    </message>
    <message>
        <source>fleet needs one of --inventory FILE, --hosts FILE and --prometheus URL</source>
        <translation>fleet 需要 --inventory FILE、--hosts FILE 和 --prometheus URL 之一</translation>
    </message>
    <message>
        <source>read many hosts over SSH, grouped by machine class, or from a Prometheus server</source>
        <translation>通过 SSH 读取多台主机并按机器类别分组，或从 Prometheus 服务器读取</translation>
    </message>
    <message>
        <source>--format prometheus exports a machine's own placement: not with --prometheus</source>
        <translation>--format prometheus 导出机器自身的中断分配：不能与 --prometheus 同用</translation>
    </message>
    <message>
        <source>With the prometheus format: also the drift from this plan.</source>
        <translation>使用 prometheus 格式时：同时输出与此方案的偏差。</translation>
    </message>
    <message>
        <source>With the prometheus format: replace this file atomically.</source>
        <translation>使用 prometheus 格式时：以原子方式替换此文件。</translation>
    </message>
    <message>
        <source>--plan and --out need --format prometheus</source>
        <translation>--plan 和 --out 需要 --format prometheus</translation>
    </message>
    <message>
        <source>--instance needs --prometheus</source>
        <translation>--instance 需要 --prometheus</translation>
    </message>
    <message>
        <source>--from and --to take two times, the first earlier (seconds since 1970 or ISO 8601)</source>
        <translation>--from 和 --to 需要两个时间，前者较早（自 1970 年起的秒数或 ISO 8601）</translation>
    </message>
    <message>
        <source>--instance, --from and --to need --prometheus</source>
        <translation>--instance、--from 和 --to 需要 --prometheus</translation>
    </message>
    <message>
        <source>With a Prometheus server: the start of a past range.</source>
        <translation>使用 Prometheus 服务器时：过去某段范围的起点。</translation>
    </message>
    <message>
        <source>TIME</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>With a Prometheus server: the end of that range.</source>
        <translation>使用 Prometheus 服务器时：该范围的终点。</translation>
    </message>
    <message>
        <source>--prometheus-user needs a password: --prometheus-password-file FILE or IRQATLAS_PROMETHEUS_PASSWORD in the environment</source>
        <translation>--prometheus-user 需要密码：--prometheus-password-file FILE 或环境变量 IRQATLAS_PROMETHEUS_PASSWORD</translation>
    </message>
    <message>
        <source>Read from this Prometheus server (http or https).</source>
        <translation>从此 Prometheus 服务器读取（http 或 https）。</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Basic auth user for Prometheus.</source>
        <translation>Prometheus 基本认证的用户。</translation>
    </message>
    <message>
        <source>USER</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>The password of that user: the first line of this file.</source>
        <translation>该用户的密码：此文件的第一行。</translation>
    </message>
    <message>
        <source>With a Prometheus server: the host's instance label.</source>
        <translation>使用 Prometheus 服务器时：主机的 instance 标签。</translation>
    </message>
    <message>
        <source>--prometheus-user and its password need --prometheus</source>
        <translation>--prometheus-user 及其密码需要 --prometheus</translation>
    </message>
    <message>
        <source>--prometheus-password-file needs --prometheus-user</source>
        <translation>--prometheus-password-file 需要 --prometheus-user</translation>
    </message>
    <message>
        <source>--prometheus needs --instance NAME (the host's instance label)</source>
        <translation>--prometheus 需要 --instance NAME（主机的 instance 标签）</translation>
    </message>
    <message>
        <source>--prometheus and --%1 exclude each other</source>
        <translation>--prometheus 与 --%1 互斥</translation>
    </message>
    <message>
        <source>Read many hosts over SSH and group them by machine class, or a fleet from a Prometheus server. fleet plan: one plan per machine class (fleet plan --help).</source>
        <translation>通过 SSH 读取多台主机并按机器类别分组，或从 Prometheus 服务器读取机群。fleet plan：每个机器类别一个方案（fleet plan --help）。</translation>
    </message>
    <message>
        <source>Write class-ID.json per machine class and manifest.json here (made when missing; nothing in it is overwritten).</source>
        <translation>将每个机器类别的 class-ID.json 和 manifest.json 写入此处（不存在时创建；其中任何内容都不会被覆盖）。</translation>
    </message>
    <message>
        <source>table, json (the manifest) or ansible (the table, and an Ansible play per class in DIR/class-ID/).</source>
        <translation>table、json（清单）或 ansible（表格，以及每个类别在 DIR/class-ID/ 中的 Ansible play）。</translation>
    </message>
    <message>
        <source>fleet plan needs one of --inventory FILE and --hosts FILE</source>
        <translation>fleet plan 需要 --inventory FILE 或 --hosts FILE 之一</translation>
    </message>
    <message>
        <source>--param %1: algorithm %2 takes no such parameter (%3)</source>
        <translation>--param %1：算法 %2 没有此参数（%3）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>unknown --format "%1" (expected table, json or ansible)</source>
        <translation>未知的 --format “%1”（应为 table、json 或 ansible）</translation>
    </message>
    <message>
        <source>fleet plan needs --out DIR</source>
        <translation>fleet plan 需要 --out DIR</translation>
    </message>
    <message>
        <source>%1 already exists; fleet plan --out writes only new files (nothing was written)</source>
        <translation>%1 已存在；fleet plan --out 只写入新文件（未写入任何内容）</translation>
    </message>
    <message>
        <source>cannot create a temporary folder in %1</source>
        <translation>无法在 %1 中创建临时文件夹</translation>
    </message>
    <message>
        <source>class %1: %2</source>
        <translation>类别 %1：%2</translation>
    </message>
    <message>
        <source>class %1: no plan on %2: %3</source>
        <translation>类别 %1：在 %2 上没有方案：%3</translation>
    </message>
    <message>
        <source>%1: %2 does not resolve: %3</source>
        <translation>%1：%2 无法解析：%3</translation>
    </message>
    <message>
        <source>%1: %2, no plan: %3</source>
        <translation>%1：%2，没有方案：%3</translation>
    </message>
    <message>
        <source>Read a fleet as fleet does, make one plan per machine class on its first host by name, and check it against every host of the class.</source>
        <translation>像 fleet 一样读取机群，在每个机器类别中按名称排序的第一台主机上生成一个方案，并对该类别的每台主机进行检查。</translation>
    </message>
    <message>
        <source>fleet plan takes no arguments, got "%1"</source>
        <translation>fleet plan 不接受参数，收到“%1”</translation>
    </message>
    <message>
        <source>%1 answered for irqbalance pid %2, not for the pid asked (%3): refused</source>
        <translation>%1 返回的是 irqbalance PID %2 的应答，而非所请求的 PID（%3）：已拒绝</translation>
    </message>
    <message>
        <source>irqatlas-helper irqbalance did not answer</source>
        <translation>irqatlas-helper irqbalance 没有应答</translation>
    </message>
    <message>
        <source>affinity, node and device of %1 of %2 numbered rows from %3 over SSH</source>
        <translation>%2 个编号行中有 %1 个的亲和性、节点和设备来自经 SSH 连接的 %3</translation>
    </message>
    <message>
        <source>%1 has another device on IRQ %2 than Prometheus counted: no placement for them</source>
        <translation>%1 在 IRQ %2 上的设备与 Prometheus 统计的不同：这些行没有放置信息</translation>
    </message>
    <message>
        <source>%1 has no IRQ %2 now: no placement for them</source>
        <translation>%1 现在没有 IRQ %2：这些行没有放置信息</translation>
    </message>
    <message>
        <source>warning: the helper could not reach irqbalance (pid %1) to ban the plan's IRQs: it may move them back within seconds (stop it, or irqatlas-cli export PLAN --format irqbalance for a permanent ban)</source>
        <translation>警告：辅助程序无法连接 irqbalance（PID %1）以屏蔽计划中的 IRQ：它可能在数秒内将其移回（请停止它，或使用 irqatlas-cli export PLAN --format irqbalance 永久屏蔽）</translation>
    </message>
    <message>
        <source>%1: %2: note: %3</source>
        <translation>%1：%2：备注：%3</translation>
    </message>
    <message>
        <source>--prometheus-user is empty</source>
        <translation>--prometheus-user 为空</translation>
    </message>
</context>
<context>
    <name>irqatlas-helper</name>
    <message>
        <source>no command given
</source>
        <translation>未给出命令
</translation>
    </message>
    <message>
        <source>--confirm-timeout: "%1" is not a number of seconds (1-86400)</source>
        <translation>--confirm-timeout: "%1" 不是有效的秒数(1-86400)</translation>
    </message>
    <message>
        <source>--test-fail-write: expected N:ERRNO, got "%1"</source>
        <translation>--test-fail-write: 应为 N:ERRNO,却收到了 "%1"</translation>
    </message>
    <message>
        <source>--test-fail-irq: expected IRQ:ERRNO, got "%1"</source>
        <translation>--test-fail-irq: 应为 IRQ:ERRNO,却收到了 "%1"</translation>
    </message>
    <message>
        <source>unknown or incomplete argument "%1"
</source>
        <translation>未知或不完整的参数 "%1"
</translation>
    </message>
    <message>
        <source>unknown command "%1"
</source>
        <translation>未知命令 "%1"
</translation>
    </message>
    <message>
        <source>--dry-run and --confirm-timeout only go with apply</source>
        <translation>--dry-run 和 --confirm-timeout 只能与 apply 一起使用</translation>
    </message>
    <message>
        <source>stdin: %1</source>
        <translation>stdin: %1</translation>
    </message>
    <message>
        <source>applied; waiting %1 s for confirmation (a line "confirm" on stdin or `irqatlas-helper confirm`), else rolling back</source>
        <translation>已应用;等待 %1 秒以获得确认(stdin 上的 "confirm" 行或 `irqatlas-helper confirm`),否则回滚</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>no confirmation within %1 s, rolling back</source>
        <translation>%1 秒内未收到确认,正在回滚</translation>
    </message>
    <message>
        <source>%1: no journal</source>
        <translation>%1: 没有日志</translation>
    </message>
    <message>
        <source>%1: nothing awaits confirmation (state %2)</source>
        <translation>%1: 没有等待确认的操作(状态 %2)</translation>
    </message>
    <message>
        <source>confirmation sent</source>
        <translation>已发送确认</translation>
    </message>
    <message>
        <source>revert requested, rolling back</source>
        <translation>已请求撤回，正在回滚</translation>
    </message>
    <message>
        <source>--journal: "%1" is not a journal name: the helper keeps its journals in %2 and takes only a file name there (letters, digits, ".", "_", "-", at most 64, not starting with "."), never a path</source>
        <translation>--journal："%1" 不是日志名称：辅助程序将日志保存在 %2 中，只接受其中的文件名（字母、数字、"."、"_"、"-"，最多 64 个，不以 "." 开头），从不接受路径</translation>
    </message>
    <message>
        <source>stdin: a line longer than %1 bytes while waiting for "confirm", ignored</source>
        <translation>stdin：等待 "confirm" 时收到超过 %1 字节的行，已忽略</translation>
    </message>
    <message>
        <source>
irqatlas-helper --version shows the version.
</source>
        <translation>
irqatlas-helper --version 显示版本。
</translation>
    </message>
    <message>
        <source>%1 (signal %2), rolling back now</source>
        <translation>%1（信号 %2），正在立即回滚</translation>
    </message>
    <message>
        <source>the watchdog rolled the plan back at the deadline while this process was stopped</source>
        <translation>本进程被暂停期间，看门进程已在期限到时回滚了计划</translation>
    </message>
    <message>
        <source>--seconds: "%1" is not a duration above 0 and at most 60 seconds</source>
        <translation>--seconds："%1" 不是大于 0 且不超过 60 秒的时长</translation>
    </message>
    <message>
        <source>cost keeps no journal: --journal does not go with it</source>
        <translation>cost 不保存日志：不能与 --journal 一起使用</translation>
    </message>
    <message>
        <source>--seconds only goes with cost</source>
        <translation>--seconds 只能与 cost 一起使用</translation>
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
        <translation>用法：
  irqatlas-helper apply [--dry-run] [--journal NAME] [--confirm-timeout S]
      从 stdin 读取计划（irqatlas-plan JSON，最大 1 MiB），以 EOF
      或仅包含 "." 的行结束；若指定 --confirm-timeout，则随后等待 S
      秒，等待 stdin 上的 "confirm" 行或 `irqatlas-helper confirm`，
      若未收到则自动回滚（收到 "revert" 行时立即回滚）
  irqatlas-helper rollback [--journal NAME]   恢复最近的日志
  irqatlas-helper confirm [--journal NAME]    确认正在等待的 apply
  irqatlas-helper status [--journal NAME]     显示最近的日志
  irqatlas-helper cost [--seconds S]          测量 S 秒内的中断开销
      （默认 5，最多 60），在自有的 tracefs 实例中使用内核的 irq 跟踪点；
      以 irqatlas-cost JSON 输出数据
  irqatlas-helper irqbalance [--pid PID]     运行中的 irqbalance 通过其控制
      套接字所说的内容（stats 和 setup），经检查后作为一行 JSON 输出

只写入 /proc/irq/&lt;n&gt;/smp_affinity_list（cost 另写其自有的 tracefs 实例
instances/irqatlas-&lt;pid&gt;）；计划生效期间，运行中的 irqbalance
会禁止调整其 IRQ（回滚时恢复其原有列表）。日志保存在 /var/lib/irqatlas
（root 所有的目录，模式 0700）；NAME 是其中的文件名
（[A-Za-z0-9._-]，1-64 个字符，不以 "." 开头；默认 journal.json）。
/var/lib/irqatlas/NAME 视为同一名称；不接受其他路径。

退出状态：
  0  成功（已应用、试运行、已回滚、已确认、早已回滚、
     已测量）
  1  系统错误（/proc/irq 或在线 CPU 列表不可读；cost：没有
     tracefs 或 irq 事件，或被中断）
  2  用法错误
  3  计划无效（大小、JSON、格式、版本、CPU 列表）：未写入任何内容
  4  计划不适用于本机（IRQ 缺失、CPU 离线）：未写入任何内容
  5  日志不可写或不可读：未写入任何内容
  6  某次写入失败；之前写入的每个 IRQ 均已恢复
  7  某次写入失败且部分恢复失败：请再次运行 rollback
  8  已应用，但因未及时收到确认而已回滚
  9  无事可做（没有日志 / 没有等待确认的操作）
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
仅限测试构建:
  --root DIR                 使用 DIR/proc、DIR/sys 和 DIR/var/lib/irqatlas
  --journal PATH             也可以是绝对路径(由 pkexec 启动时除外)
  --test-slow-write MS       每次写入前休眠
  --test-stop-before-write N 在第 N 次写入前自行停止 (SIGSTOP)
  --test-fail-write N:ERRNO  第 N 次写入以 ERRNO 失败(EIO、EINVAL、ENOSPC...)
  --test-fail-irq IRQ:ERRNO  对 IRQ 的每次写入都以 ERRNO 失败
  --test-readback IRQ:LIST   IRQ 的 smp_affinity_list 读回为 LIST
  --test-irqbalance-pid PID  要在其中禁止计划 IRQ 的 irqbalance
</translation>
    </message>
    <message>
        <source>--pid: "%1" is not a process id</source>
        <translation>--pid："%1" 不是进程 ID</translation>
    </message>
    <message>
        <source>irqbalance keeps no journal: --journal does not go with it</source>
        <translation>irqbalance 不保存日志：不能与 --journal 同用</translation>
    </message>
    <message>
        <source>--pid only goes with irqbalance</source>
        <translation>--pid 只能与 irqbalance 同用</translation>
    </message>
    <message>
        <source>--pid %1: no irqbalance runs with that pid</source>
        <translation>--pid %1：没有以该 pid 运行的 irqbalance</translation>
    </message>
    <message>
        <source>irqbalance is not running on this machine</source>
        <translation>irqbalance 未在本机运行</translation>
    </message>
</context>
<context>
    <name>irqatlas-report</name>
    <message>
        <source>en</source>
        <comment>the report's HTML lang attribute</comment>
        <translation>zh-CN</translation>
    </message>
    <message>
        <source>irqatlas report: %1</source>
        <translation>irqatlas 报告：%1</translation>
    </message>
    <message>
        <source>Generated %1 from %2.</source>
        <translation>于 %1 由 %2 生成。</translation>
    </message>
    <message>
        <source>Reproduce</source>
        <translation>复现</translation>
    </message>
    <message>
        <source>%1: cannot seek to byte %2</source>
        <translation>%1：无法定位到字节 %2</translation>
    </message>
    <message>
        <source>%1: the line after byte %2 is longer than %3 bytes</source>
        <translation>%1：字节 %2 之后的行超过 %3 字节</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (near byte %2)</source>
        <translation>%1（接近字节 %2）</translation>
    </message>
    <message>
        <source>%1: not JSON (%2 at byte %3)</source>
        <translation>%1：不是 JSON（%2，位于字节 %3）</translation>
    </message>
    <message>
        <source>%1: format: not "irqatlas-trial"</source>
        <translation>%1：format：不是 "irqatlas-trial"</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>package %1</source>
        <translation>封装 %1</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>CPU 型号</translation>
    </message>
    <message>
        <source>%1 online of %2 (%3)</source>
        <translation>%2 个中 %1 个在线（%3）</translation>
    </message>
    <message>
        <source>Packages</source>
        <translation>封装</translation>
    </message>
    <message>
        <source>NUMA nodes</source>
        <translation>NUMA 节点</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>无：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Isolated CPUs (isolcpus)</source>
        <translation>隔离的 CPU（isolcpus）</translation>
    </message>
    <message>
        <source>nohz_full CPUs</source>
        <translation>nohz_full CPU</translation>
    </message>
    <message>
        <source>running: it will overwrite any placement</source>
        <translation>正在运行：它会覆盖任何放置</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>irqbalance</source>
        <translation>irqbalance</translation>
    </message>
    <message>
        <source>Interrupts</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>memory (MiB)</source>
        <translation>内存（MiB）</translation>
    </message>
    <message>
        <source>Distance matrix</source>
        <translation>距离矩阵</translation>
    </message>
    <message>
        <source>Assumed: the firmware gives no distance table (SLIT), so 10 (local) and 20 (remote) are used, as the kernel does.</source>
        <translation>假定值：固件未提供距离表（SLIT），因此与内核一样使用 10（本地）和 20（远程）。</translation>
    </message>
    <message>
        <source>IRQ</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>芯片</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>affinity</source>
        <translation>亲和性</translation>
    </message>
    <message>
        <source>effective</source>
        <translation>生效</translation>
    </message>
    <message>
        <source>total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>IRQs planned</source>
        <translation>计划的 IRQ</translation>
    </message>
    <message>
        <source>not on this machine</source>
        <translation>不在此机器上</translation>
    </message>
    <message>
        <source>mean NUMA distance</source>
        <translation>平均 NUMA 距离</translation>
    </message>
    <message>
        <source>max NUMA distance</source>
        <translation>最大 NUMA 距离</translation>
    </message>
    <message>
        <source>max IRQs per CPU</source>
        <translation>每 CPU 最多 IRQ</translation>
    </message>
    <message>
        <source>max IRQs per core</source>
        <translation>每核最多 IRQ</translation>
    </message>
    <message>
        <source>IRQ pairs on SMT siblings</source>
        <translation>SMT 兄弟上的 IRQ 对</translation>
    </message>
    <message>
        <source>CPUs used</source>
        <translation>使用的 CPU</translation>
    </message>
    <message>
        <source>load imbalance (max/mean)</source>
        <translation>负载不均衡（最大/平均）</translation>
    </message>
    <message>
        <source>on isolated CPUs</source>
        <translation>位于隔离的 CPU 上</translation>
    </message>
    <message>
        <source>immovable</source>
        <translation>不可移动</translation>
    </message>
    <message>
        <source>lint errors / warnings</source>
        <translation>检查错误 / 警告</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已变化</translation>
    </message>
    <message>
        <source>Plan %1</source>
        <translation>计划 %1</translation>
    </message>
    <message>
        <source>now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>hard-IRQ %</source>
        <translation>硬中断 %</translation>
    </message>
    <message>
        <source>soft-IRQ %</source>
        <translation>软中断 %</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>better</source>
        <translation>更好</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>更差</translation>
    </message>
    <message>
        <source>within noise</source>
        <translation>在噪声范围内</translation>
    </message>
    <message>
        <source>softirq</source>
        <translation>softirq</translation>
    </message>
    <message>
        <source>per second (all CPUs)</source>
        <translation>每秒（所有 CPU）</translation>
    </message>
    <message>
        <source>Recorded load</source>
        <translation>录制的负载</translation>
    </message>
    <message>
        <source>%1 (recorded from %2): %3 intervals, %4 gaps.</source>
        <translation>%1（录制自 %2）：%3 个间隔，%4 个空缺。</translation>
    </message>
    <message>
        <source>The file is large: %1 of about %2 samples were read at even offsets; each point is the exact mean over its span.</source>
        <translation>文件较大：在均匀偏移处读取了约 %2 个采样中的 %1 个；每个点都是其跨度内的精确平均值。</translation>
    </message>
    <message>
        <source>Hard- and soft-IRQ time, whole machine</source>
        <translation>硬中断和软中断时间，整机</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>IRQ time per CPU (hard + soft %), by node</source>
        <translation>每 CPU 的 IRQ 时间（硬 + 软 %），按节点</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>试验</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Interval (s)</source>
        <translation>间隔（秒）</translation>
    </message>
    <message>
        <source>Dry run (A/A)</source>
        <translation>试运行（A/A）</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>已应用</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>已保留</translation>
    </message>
    <message>
        <source>--metric command</source>
        <translation>--metric 命令</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>after</source>
        <translation>之后</translation>
    </message>
    <message>
        <source>change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>噪声</translation>
    </message>
    <message>
        <source>judgement</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>after phase</source>
        <translation>之后阶段</translation>
    </message>
    <message>
        <source>Hard- and soft-IRQ time before and after</source>
        <translation>之前和之后的硬中断和软中断时间</translation>
    </message>
    <message>
        <source>IRQ time per CPU before (hard + soft %)</source>
        <translation>之前每 CPU 的 IRQ 时间（硬 + 软 %）</translation>
    </message>
    <message>
        <source>IRQ time per CPU after (hard + soft %)</source>
        <translation>之后每 CPU 的 IRQ 时间（硬 + 软 %）</translation>
    </message>
    <message>
        <source>Softirqs per second, whole machine</source>
        <translation>每秒 softirq，整机</translation>
    </message>
    <message>
        <source>%1: %2 % of its work moved to other CPUs (noise %3 %); busiest CPU %4 → %5</source>
        <translation>%1：其 %2 % 的工作迁移到其他 CPU（噪声 %3 %）；最繁忙的 CPU %4 → %5</translation>
    </message>
    <message>
        <source>Softirq types that moved</source>
        <translation>发生迁移的 softirq 类型</translation>
    </message>
    <message>
        <source>None beyond the noise.</source>
        <translation>没有超出噪声的变化。</translation>
    </message>
    <message>
        <source>CPUs that changed</source>
        <translation>发生变化的 CPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1 more in report.json.</source>
        <translation>report.json 中还有 %1 个。</translation>
    </message>
    <message>
        <source>package</source>
        <translation>封装</translation>
    </message>
    <message>
        <source>cores</source>
        <translation>核心数</translation>
    </message>
    <message>
        <source>IRQ time per CPU (hard + soft %) of the recording</source>
        <translation>录制中每 CPU 的 IRQ 时间（硬 + 软 %）</translation>
    </message>
    <message>
        <source>IRQ time per CPU (hard + soft %) colours the topology graph above.</source>
        <translation>每 CPU 的 IRQ 时间（硬 + 软 %）以颜色显示在上方的拓扑图中。</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>core %1</source>
        <translation>核心 %1</translation>
    </message>
    <message>
        <source>%1 % IRQ time</source>
        <translation>%1 % IRQ 时间</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Measured (s)</source>
        <translation>测量时长（秒）</translation>
    </message>
    <message>
        <source>Events read</source>
        <translation>读取的事件</translation>
    </message>
    <message>
        <source>Events lost</source>
        <translation>丢失的事件</translation>
    </message>
    <message>
        <source>Unpaired entries and exits</source>
        <translation>未配对的进入和退出</translation>
    </message>
    <message>
        <source>IRQs on this machine</source>
        <translation>本机上的 IRQ</translation>
    </message>
    <message>
        <source>%1 of the %2 numbered IRQs measured</source>
        <translation>测量的 %2 个编号 IRQ 中的 %1 个</translation>
    </message>
    <message>
        <source>The kernel lost events while tracing: counts and times are too low.</source>
        <translation>内核在跟踪时丢失了事件：计数和时间偏低。</translation>
    </message>
    <message>
        <source>None of the measured IRQs is on this machine: the measurement is of another machine or another boot.</source>
        <translation>测量的 IRQ 都不在本机上：该测量来自另一台机器或另一次启动。</translation>
    </message>
    <message>
        <source>Per CPU</source>
        <translation>按 CPU</translation>
    </message>
    <message>
        <source>hard IRQ %</source>
        <translation>硬中断 %</translation>
    </message>
    <message>
        <source>soft IRQ %</source>
        <translation>软中断 %</translation>
    </message>
    <message>
        <source>idle %</source>
        <translation>空闲 %</translation>
    </message>
    <message>
        <source>hard IRQ (ms)</source>
        <translation>硬中断（毫秒）</translation>
    </message>
    <message>
        <source>soft IRQ (ms)</source>
        <translation>软中断（毫秒）</translation>
    </message>
    <message>
        <source>Per IRQ (busiest first)</source>
        <translation>按 IRQ（最繁忙的在前）</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>运行次数</translation>
    </message>
    <message>
        <source>/proc/interrupts</source>
        <translation>/proc/interrupts</translation>
    </message>
    <message>
        <source>time (µs)</source>
        <translation>时间（微秒）</translation>
    </message>
    <message>
        <source>per run (ns)</source>
        <translation>每次运行（纳秒）</translation>
    </message>
    <message>
        <source>share per CPU</source>
        <translation>各 CPU 占比</translation>
    </message>
    <message>
        <source>%1 more IRQs with less time are in the file.</source>
        <translation>文件中还有 %1 个时间更少的 IRQ。</translation>
    </message>
    <message>
        <source>Softirqs per CPU and type</source>
        <translation>按 CPU 和类型的软中断</translation>
    </message>
    <message>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>%1 more rows are in the file.</source>
        <translation>文件中还有 %1 行。</translation>
    </message>
    <message>
        <source>Interrupt cost (measured)</source>
        <translation>中断开销（测量）</translation>
    </message>
    <message>
        <source>Handler and softirq time from the kernel's irq tracepoints (irqatlas-cli cost), exact where /proc/stat samples or does not account IRQ time.</source>
        <translation>来自内核 irq 跟踪点的处理程序和软中断时间（irqatlas-cli cost），在 /proc/stat 仅采样或不统计 IRQ 时间的情况下依然精确。</translation>
    </message>
    <message>
        <source>The measured IRQ time per CPU (hard + soft %) colours the topology graph above.</source>
        <translation>上方的拓扑图按测量的每 CPU IRQ 时间（硬 + 软 %）着色。</translation>
    </message>
    <message>
        <source>Measured IRQ time per CPU (hard + soft %), by node</source>
        <translation>按节点的每 CPU 测量 IRQ 时间（硬 + 软 %）</translation>
    </message>
    <message>
        <source>measured IRQ time per CPU (hard + soft %) from tracepoints</source>
        <translation>来自跟踪点的每 CPU 测量 IRQ 时间（硬 + 软 %）</translation>
    </message>
</context>
<context>
    <name>irqatlas-trial</name>
    <message>
        <source>fewer than %1 intervals with a value in a phase (%2 before, %3 after): no judgement</source>
        <translation>某阶段中有值的间隔少于 %1 个（之前 %2，之后 %3）：不作判断</translation>
    </message>
    <message>
        <source>one figure per phase has no spread: the change is shown, not judged</source>
        <translation>每阶段只有一个数值，没有离散度：只显示变化，不作判断</translation>
    </message>
    <message>
        <source>hard-IRQ time (mpstat %irq)</source>
        <translation>硬中断时间（mpstat %irq）</translation>
    </message>
    <message>
        <source>soft-IRQ time (mpstat %soft)</source>
        <translation>软中断时间（mpstat %soft）</translation>
    </message>
    <message>
        <source>IRQ/s of the plan's IRQs</source>
        <translation>计划中 IRQ 的 IRQ/s</translation>
    </message>
    <message>
        <source>IRQ/s of all IRQs</source>
        <translation>所有 IRQ 的 IRQ/s</translation>
    </message>
    <message>
        <source>IRQ/s</source>
        <translation>IRQ/s</translation>
    </message>
    <message>
        <source>IRQ time imbalance over CPUs (max/mean)</source>
        <translation>各 CPU 间 IRQ 时间的不均衡（最大/平均）</translation>
    </message>
    <message>
        <source>IRQ time of the busiest CPU</source>
        <translation>最繁忙 CPU 的 IRQ 时间</translation>
    </message>
    <message>
        <source>share of the plan's IRQs on their device's node</source>
        <translation>计划中的 IRQ 在其设备节点上的比例</translation>
    </message>
    <message>
        <source>the --metric command's figure</source>
        <translation>--metric 命令的数值</translation>
    </message>
    <message>
        <source>IRQ/s follow the load (and coalescing): more or fewer is neither better nor worse by itself</source>
        <translation>IRQ/s 随负载（和合并）变化：多或少本身既不更好也不更差</translation>
    </message>
    <message>
        <source>this figure has no better direction</source>
        <translation>此指标没有更好的方向</translation>
    </message>
</context>
<context>
    <name>irqatlas::ApplyBackend</name>
    <message>
        <source>The new placement is applied and kept.</source>
        <translation>新的分配已应用并保留。</translation>
    </message>
    <message>
        <source>The new placement was undone: every IRQ is back where it was.</source>
        <translation>新的分配已撤销：所有 IRQ 均已回到原处。</translation>
    </message>
    <message>
        <source>A write failed; every IRQ written before it was restored.</source>
        <translation>某次写入失败；在此之前写入的所有 IRQ 均已恢复。</translation>
    </message>
    <message>
        <source>A write failed and some IRQs could not be restored: run "irqatlas-cli rollback" as root.</source>
        <translation>某次写入失败，且部分 IRQ 无法恢复：请以 root 身份运行 "irqatlas-cli rollback"。</translation>
    </message>
    <message>
        <source>The helper refused the plan; nothing was written.</source>
        <translation>辅助程序拒绝了该计划；未写入任何内容。</translation>
    </message>
    <message>
        <source>The helper could not be run from here.</source>
        <translation>无法从此处运行辅助程序。</translation>
    </message>
    <message>
        <source>pkexec refused or could not authenticate; nothing was written.</source>
        <translation>pkexec 被拒绝或无法认证；未写入任何内容。</translation>
    </message>
    <message>
        <source>The helper failed.</source>
        <translation>辅助程序运行失败。</translation>
    </message>
    <message>
        <source>The plan was checked against the machine; nothing was written (dry run).</source>
        <translation>已对照本机检查计划；未写入任何内容（试运行）。</translation>
    </message>
</context>
<context>
    <name>irqatlas::ApplyController</name>
    <message>
        <source>%1 crashed</source>
        <translation>%1 崩溃了</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Runs&lt;/b&gt; %1 &lt;br&gt;with the plan on its standard input.</source>
        <translation>&lt;b&gt;运行&lt;/b&gt; %1 &lt;br&gt;并通过其标准输入传入计划。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot run the helper from here:&lt;/b&gt; %1.&lt;br&gt;Apply shows the equivalent command to run as root.</source>
        <translation>&lt;b&gt;无法从此处运行辅助程序：&lt;/b&gt;%1。&lt;br&gt;“应用”会显示以 root 身份运行的等效命令。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Applying…&lt;/h3&gt;The helper checks the plan against the running kernel, keeps a journal, writes each IRQ and reads it back. pkexec may ask for a password.</source>
        <translation>&lt;h3&gt;正在应用…&lt;/h3&gt;辅助程序会根据正在运行的内核检查计划、记录日志、逐个写入 IRQ 并读回。pkexec 可能会要求输入密码。</translation>
    </message>
    <message>
        <source>Its watchdog (pid %1) has rolled the plan back: the journal says rolled-back.</source>
        <translation>其看门进程（PID %1）已回滚计划：日志状态为 rolled-back。</translation>
    </message>
    <message>
        <source>The plan may still be applied (journal: %1): its watchdog (pid %2) rolls it back at the deadline unless it was confirmed.</source>
        <translation>计划可能仍处于应用状态（日志：%1）：除非已确认，其看门进程（PID %2）会在期限到时将其回滚。</translation>
    </message>
    <message>
        <source>not readable here</source>
        <translation>此处无法读取</translation>
    </message>
</context>
<context>
    <name>irqatlas::ApplyDialog</name>
    <message>
        <source>Apply Pending Changes</source>
        <translation>应用待定更改</translation>
    </message>
    <message>
        <source>IRQ</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>请求值</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>已写入</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>smp_affinity_list read back after the write</source>
        <translation>写入后读回的 smp_affinity_list</translation>
    </message>
    <message>
        <source>effective_affinity_list: the CPUs the kernel really delivers the IRQ to</source>
        <translation>effective_affinity_list：内核实际投递该 IRQ 的 CPU</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Revert Now</source>
        <translation>立即撤回(&amp;R)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Keeping the new placement…</source>
        <translation>正在保留新的分配…</translation>
    </message>
    <message>
        <source>Restoring the previous placement…</source>
        <translation>正在恢复之前的分配…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Keep these settings?&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;保留这些设置吗？&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>The new placement is active. It is undone in %n second(s) unless you keep it.</source>
        <translation>
            <numerusform>新的分配已生效。除非您选择保留，否则将在 %n 秒后撤销。</numerusform>
        </translation>
    </message>
    <message>
        <source>No answer in time: restoring the previous placement…</source>
        <translation>未及时应答：正在恢复之前的分配…</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>restored to %1</source>
        <translation>已恢复为 %1</translation>
    </message>
    <message>
        <source>effective affinity outside the request</source>
        <translation>有效亲和性超出请求范围</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>未写入</translation>
    </message>
    <message>
        <source>The kernel delivers IRQ %1 to CPUs %2, not within the requested %3</source>
        <translation>内核将 IRQ %1 投递到 CPU %2，不在请求的 %3 之内</translation>
    </message>
    <message>
        <source>reverted to %1</source>
        <translation>已撤回为 %1</translation>
    </message>
    <message>
        <source>not restored: %1</source>
        <translation>未恢复：%1</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>已应用</translation>
    </message>
    <message>
        <source>Reverted</source>
        <translation>已撤回</translation>
    </message>
    <message>
        <source>Rolled back</source>
        <translation>已回滚</translation>
    </message>
    <message>
        <source>Rollback incomplete</source>
        <translation>回滚未完成</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Not applied</source>
        <translation>未应用</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) are delivered outside the requested CPUs (highlighted): the interrupt controller picks one CPU of the set, or the device cannot follow the request.</source>
        <translation>
            <numerusform>%n 个 IRQ 被投递到请求的 CPU 之外（已突出显示）：中断控制器会从该集合中选取一个 CPU，或者设备无法遵从该请求。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run this in a terminal instead. The first command applies the plan and undoes it after %n second(s) unless the second one confirms it in time.</source>
        <translation>
            <numerusform>请改为在终端中运行以下命令。第一条命令应用计划，除非第二条命令及时确认，否则将在 %n 秒后撤销。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run this in a terminal instead:</source>
        <translation>请改为在终端中运行：</translation>
    </message>
    <message>
        <source>Check that the machine still works as it should (network, storage, a remote session). Nothing needs to be done to go back: without an answer every IRQ is restored by itself, also when the connection to a remote host drops.</source>
        <translation>请检查机器是否仍正常工作（网络、存储、远程会话）。无需任何操作即可恢复：若没有应答，所有 IRQ 都会自动恢复，与远程主机的连接断开时也是如此。</translation>
    </message>
    <message>
        <source>Checked (dry run)</source>
        <translation>已检查（试运行）</translation>
    </message>
    <message>
        <source>IRQs</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>Threads and queues</source>
        <translation>线程和队列</translation>
    </message>
    <message>
        <source>IRQs (%1)</source>
        <translation>IRQ（%1）</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>已不存在</translation>
    </message>
    <message>
        <source>gone: %1</source>
        <translation>已不存在：%1</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>written</source>
        <translation>已写入</translation>
    </message>
    <message>
        <source>written, read back</source>
        <translation>已写入，已读回</translation>
    </message>
    <message>
        <source>Thread or queue file</source>
        <translation>线程或队列文件</translation>
    </message>
    <message>
        <source>Placed by</source>
        <translation>放置来源</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>读回值</translation>
    </message>
    <message>
        <source>A thread's CPU affinity, or the queue file, read after the write</source>
        <translation>写入后读取的线程 CPU 亲和性或队列文件</translation>
    </message>
    <message>
        <source>queue file</source>
        <translation>队列文件</translation>
    </message>
    <message>
        <source>Threads and queues (%1)</source>
        <translation>线程和队列（%1）</translation>
    </message>
    <message>
        <source>gone (exited before the revert)</source>
        <translation>已不存在（在撤回前已退出）</translation>
    </message>
    <message>
        <source>gone (the queue was removed)</source>
        <translation>已不存在（队列已被移除）</translation>
    </message>
    <message numerus="yes">
        <source>Kernel threads: %1 of %n written</source>
        <translation>
            <numerusform>内核线程：%n 个中已写入 %1 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n restored</source>
        <translation>
            <numerusform>，已恢复 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n gone</source>
        <translation>
            <numerusform>，%n 个已不存在</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queue files: %1 of %n written</source>
        <translation>
            <numerusform>队列文件：%n 个中已写入 %1 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 个失败</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::ApplyReview</name>
    <message>
        <source>Apply despite warnings</source>
        <translation>忽略警告仍然应用</translation>
    </message>
    <message>
        <source>&lt;b&gt;Checks&lt;/b&gt;</source>
        <translation>&lt;b&gt;检查&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation>未发现问题</translation>
    </message>
    <message>
        <source>irqbalance</source>
        <translation>irqbalance</translation>
    </message>
    <message>
        <source>Stop irqbalance first</source>
        <translation>先停止 irqbalance</translation>
    </message>
    <message>
        <source>Ban the planned IRQs from irqbalance</source>
        <translation>禁止 irqbalance 处理计划内的 IRQ</translation>
    </message>
    <message>
        <source>Apply anyway (irqbalance may move them again)</source>
        <translation>仍然应用（irqbalance 可能会再次移动它们）</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>a process</source>
        <translation>一个进程</translation>
    </message>
    <message>
        <source>the systemd unit</source>
        <translation>systemd 单元</translation>
    </message>
    <message>
        <source>irqbalance is running (%1). It rewrites interrupt affinities every few seconds and will overwrite this plan.</source>
        <translation>irqbalance 正在运行（%1）。它每隔几秒就会重写中断亲和性，将会覆盖此计划。</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和 </translation>
    </message>
    <message>
        <source>irqbalance is not running.</source>
        <translation>irqbalance 未在运行。</translation>
    </message>
    <message>
        <source># run this, then press "Check again"</source>
        <translation># 运行以下命令，然后按“重新检查”</translation>
    </message>
    <message>
        <source># add this to /etc/default/irqbalance, then: sudo systemctl restart irqbalance</source>
        <translation># 将以下内容添加到 /etc/default/irqbalance，然后运行：sudo systemctl restart irqbalance</translation>
    </message>
    <message>
        <source>There is nothing to apply.</source>
        <translation>没有可应用的内容。</translation>
    </message>
    <message numerus="yes">
        <source>%n lint error(s) must be fixed first.</source>
        <translation>
            <numerusform>必须先修复 %n 个检查错误。</numerusform>
        </translation>
    </message>
    <message>
        <source>Check "Apply despite warnings" to go on.</source>
        <translation>勾选“忽略警告仍然应用”以继续。</translation>
    </message>
    <message>
        <source>Choose what to do about irqbalance.</source>
        <translation>请选择如何处理 irqbalance。</translation>
    </message>
    <message>
        <source>irqbalance is still running: stop it, then press "Check again".</source>
        <translation>irqbalance 仍在运行：请停止它，然后按“重新检查”。</translation>
    </message>
    <message>
        <source>irqbalance is running (pid %1). The helper adds the plan's IRQs to its ban list before writing and puts its list back when the plan is rolled back, so it leaves them alone. The ban lasts until irqbalance restarts (for a permanent one: irqatlas-cli export PLAN --format irqbalance).</source>
        <translation>irqbalance 正在运行（pid %1）。helper 在写入前将计划的 IRQ 加入其禁止列表，并在计划回滚时恢复其原有列表，因此 irqbalance 不会移动它们。该禁止持续到 irqbalance 重启（如需永久生效：irqatlas-cli export PLAN --format irqbalance）。</translation>
    </message>
    <message>
        <source>IRQ</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>Thread (pid)</source>
        <translation>线程（PID）</translation>
    </message>
    <message>
        <source>CPUs now</source>
        <translation>当前 CPU</translation>
    </message>
    <message>
        <source>Planned CPUs</source>
        <translation>计划 CPU</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Cpus_allowed_list of the thread when the machine was read</source>
        <translation>读取机器时该线程的 Cpus_allowed_list</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>接口</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设置项</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>计划值</translation>
    </message>
    <message>
        <source>its irq/ and NAPI threads (found when applied)</source>
        <translation>其 irq/ 和 NAPI 线程（应用时确定）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>保持不变</translation>
    </message>
    <message>
        <source>follows the IRQ</source>
        <translation>跟随 IRQ</translation>
    </message>
    <message>
        <source>the plan's thread CPUs</source>
        <translation>计划的线程 CPU</translation>
    </message>
    <message>
        <source>napi_cpus of %1</source>
        <translation>%1 的 napi_cpus</translation>
    </message>
    <message>
        <source>kept where it is</source>
        <translation>保持原位</translation>
    </message>
    <message>
        <source>Already there</source>
        <translation>已在目标位置</translation>
    </message>
    <message>
        <source>Receive queue numbers, not CPUs</source>
        <translation>接收队列编号，而非 CPU</translation>
    </message>
    <message>
        <source>Where the queue's NAPI thread runs (its CPU affinity)</source>
        <translation>该队列的 NAPI 线程的运行位置（其 CPU 亲和性）</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) move</source>
        <translation>
            <numerusform>移动 %n 个 IRQ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel thread placement(s)</source>
        <translation>
            <numerusform>%n 个内核线程分配</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queue setting(s)</source>
        <translation>
            <numerusform>%n 项队列设置</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Changes&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;更改&lt;/b&gt;：%1</translation>
    </message>
    <message>
        <source>IRQs (%1)</source>
        <translation>IRQ（%1）</translation>
    </message>
    <message>
        <source>Threads (%1)</source>
        <translation>线程（%1）</translation>
    </message>
    <message>
        <source>Queues (%1)</source>
        <translation>队列（%1）</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>irqatlas::AskpassDialog</name>
    <message>
        <source>ssh asks for a password or passphrase</source>
        <translation>ssh 请求输入密码或密钥口令</translation>
    </message>
    <message>
        <source>irqatlas hands this to ssh and keeps no copy.</source>
        <translation>irqatlas 会将其交给 ssh，不保留任何副本。</translation>
    </message>
    <message>
        <source>Unknown host key</source>
        <translation>未知的主机密钥</translation>
    </message>
    <message>
        <source>ssh has no record of this host's key. Compare the fingerprint below with the one the host's administrator gives you (ssh-keygen -lf on the host's key) before you accept it; accepting adds it to known_hosts.</source>
        <translation>ssh 没有此主机密钥的记录。接受之前，请将下面的指纹与该主机管理员提供的指纹（对主机密钥运行 ssh-keygen -lf 得到）进行比较；接受后会将其添加到 known_hosts。</translation>
    </message>
    <message>
        <source>or paste the expected fingerprint (SHA256:…) for ssh to compare</source>
        <translation>或粘贴预期的指纹（SHA256:…），由 ssh 进行比较</translation>
    </message>
    <message>
        <source>&amp;Accept Key</source>
        <translation>接受密钥(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Refuse</source>
        <translation>拒绝(&amp;R)</translation>
    </message>
    <message>
        <source>ssh asks for confirmation</source>
        <translation>ssh 请求确认</translation>
    </message>
    <message>
        <source>Message from ssh</source>
        <translation>来自 ssh 的消息</translation>
    </message>
</context>
<context>
    <name>irqatlas::ClassPlanDialog</name>
    <message>
        <source>Plan for Class %1</source>
        <translation>类别 %1 的方案</translation>
    </message>
    <message numerus="yes">
        <source>One plan for the %n host(s) of class %1, made on the first of them by name and checked on every one, as irqatlas-cli fleet plan makes it.</source>
        <translation>
            <numerusform>为类别 %1 的 %n 台主机生成一个方案：在按名称排序的第一台主机上生成，并在每台主机上检查，与 irqatlas-cli fleet plan 的做法相同。</numerusform>
        </translation>
    </message>
    <message>
        <source>e.g. if:eth0, name:mlx5_comp, 30-40, all</source>
        <translation>例如 if:eth0, name:mlx5_comp, 30-40, all</translation>
    </message>
    <message>
        <source>Interrupts to plan, as irqatlas-cli plan --irqs takes them.</source>
        <translation>要规划的中断，格式与 irqatlas-cli plan --irqs 相同。</translation>
    </message>
    <message>
        <source>KEY=VALUE …</source>
        <translation>键=值 …</translation>
    </message>
    <message>
        <source>The algorithm's parameters, KEY=VALUE separated by blanks, as irqatlas-cli plan --param takes each.</source>
        <translation>算法参数，以空格分隔的 键=值，每一项与 irqatlas-cli plan --param 的格式相同。</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>生成方案(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>算法(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;IRQs:</source>
        <translation>&amp;IRQ：</translation>
    </message>
    <message>
        <source>P&amp;arameters:</source>
        <translation>参数(&amp;A)：</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Not planned yet.</source>
        <translation>尚未规划。</translation>
    </message>
    <message>
        <source>Resolves on</source>
        <translation>可解析于</translation>
    </message>
    <message>
        <source>Does not resolve on</source>
        <translation>无法解析于</translation>
    </message>
    <message>
        <source>Hosts per batch, a number or a share such as 25%.</source>
        <translation>每批主机数，可为数量或比例，例如 25%。</translation>
    </message>
    <message>
        <source>the plan's own read-back</source>
        <translation>方案自身的回读检查</translation>
    </message>
    <message>
        <source>The health check run on each host while the plan is held.</source>
        <translation>在保持方案期间于每台主机上运行的健康检查。</translation>
    </message>
    <message>
        <source>&amp;Serial:</source>
        <translation>批量(&amp;S)：</translation>
    </message>
    <message>
        <source>Check &amp;command:</source>
        <translation>检查命令(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Save Plan…</source>
        <translation>保存方案(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Export Ansible Play…</source>
        <translation>导出 Ansible Play(&amp;E)…</translation>
    </message>
    <message>
        <source>The fleet's machines are not in memory: refresh the fleet</source>
        <translation>机群的机器数据不在内存中：请刷新机群</translation>
    </message>
    <message>
        <source>Planning class %1…</source>
        <translation>正在规划类别 %1…</translation>
    </message>
    <message>
        <source>No plan on %1: %2</source>
        <translation>在 %1 上未生成方案：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQ(s) placed by %1, planned on %2; resolves on %3 of %4 hosts.</source>
        <translation>
            <numerusform>%1 放置了 %n 个 IRQ，在 %2 上规划；可在 %4 台主机中的 %3 台上解析。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Make the plan first</source>
        <translation>请先生成方案</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the play for %n host(s) to %1</source>
        <translation>
            <numerusform>已将 %n 台主机的 play 写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No play written: %1</source>
        <translation>未写入 play：%1</translation>
    </message>
    <message>
        <source>Save Plan</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <source>Plans (*.json);;All files (*)</source>
        <translation>方案 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export Ansible Play</source>
        <translation>导出 Ansible Play</translation>
    </message>
</context>
<context>
    <name>irqatlas::ConnectDialog</name>
    <message>
        <source>Connect to Host</source>
        <translation>连接到主机</translation>
    </message>
    <message>
        <source>host, user@host or user@host:port</source>
        <translation>host、user@host 或 user@host:port</translation>
    </message>
    <message>
        <source>A host name, an alias from your ssh config, or an IPv4 or IPv6 address ([v6addr]:port)</source>
        <translation>主机名、ssh 配置中的别名，或 IPv4 / IPv6 地址（[v6addr]:port）</translation>
    </message>
    <message>
        <source>from your ssh config, else your login name</source>
        <translation>取自 ssh 配置，否则为您的登录名</translation>
    </message>
    <message>
        <source>default (ssh config, else 22)</source>
        <translation>默认（取自 ssh 配置，否则为 22）</translation>
    </message>
    <message>
        <source>the keys of your ssh config and agent</source>
        <translation>ssh 配置和代理中的密钥</translation>
    </message>
    <message>
        <source>~/.ssh/config</source>
        <translation>~/.ssh/config</translation>
    </message>
    <message>
        <source>Use this file instead of ~/.ssh/config (ssh -F)</source>
        <translation>使用此文件代替 ~/.ssh/config（ssh -F）</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose a private key file</source>
        <translation>选择私钥文件</translation>
    </message>
    <message>
        <source>Choose an ssh config file</source>
        <translation>选择 ssh 配置文件</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Identity file:</source>
        <translation>身份文件(&amp;I)：</translation>
    </message>
    <message>
        <source>ssh &amp;config file:</source>
        <translation>ssh 配置文件(&amp;C)：</translation>
    </message>
    <message>
        <source>Passwords and passphrases are asked for by ssh when needed and never stored. An unknown host key is shown to you to accept or refuse; a changed one is refused.</source>
        <translation>密码和密钥口令由 ssh 在需要时询问，从不保存。未知的主机密钥会显示给您，由您接受或拒绝；已变更的主机密钥会被拒绝。</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>Choose a Private Key</source>
        <translation>选择私钥</translation>
    </message>
    <message>
        <source>Choose an ssh Config File</source>
        <translation>选择 ssh 配置文件</translation>
    </message>
    <message>
        <source>Enter a host to connect to.</source>
        <translation>请输入要连接的主机。</translation>
    </message>
    <message>
        <source>The user is given twice: '%1' in the host and '%2' in User.</source>
        <translation>用户指定了两次：主机中为 '%1'，“用户”中为 '%2'。</translation>
    </message>
    <message>
        <source>The port is given twice: %1 in the host and %2 in Port.</source>
        <translation>端口指定了两次：主机中为 %1，“端口”中为 %2。</translation>
    </message>
    <message>
        <source>Identity file %1: no such file.</source>
        <translation>身份文件 %1：文件不存在。</translation>
    </message>
    <message>
        <source>ssh config file %1: no such file.</source>
        <translation>ssh 配置文件 %1：文件不存在。</translation>
    </message>
</context>
<context>
    <name>irqatlas::ConnectionIndicator</name>
    <message>
        <source>Connected to %1</source>
        <translation>已连接到 %1</translation>
    </message>
    <message>
        <source>Collecting from %1…</source>
        <translation>正在从 %1 采集…</translation>
    </message>
    <message>
        <source>Disconnected: %1</source>
        <translation>已断开连接：%1</translation>
    </message>
    <message>
        <source>Reconnected to %1 at %2</source>
        <translation>已于 %2 重新连接到 %1</translation>
    </message>
</context>
<context>
    <name>irqatlas::CostBar</name>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How long to measure (at most 60 seconds)</source>
        <translation>测量时长（最多 60 秒）</translation>
    </message>
    <message>
        <source>This kernel does not account hard-IRQ time in /proc/stat (CONFIG_IRQ_TIME_ACCOUNTING is off): hard IRQ % reads as no figure. Measure it from the kernel's tracepoints instead.</source>
        <translation>此内核不在 /proc/stat 中统计硬中断时间（CONFIG_IRQ_TIME_ACCOUNTING 未开启）：硬中断 % 没有数值。请改用内核跟踪点测量。</translation>
    </message>
    <message>
        <source>Softirq bars show measured time</source>
        <translation>软中断柱状图显示测量时间</translation>
    </message>
    <message>
        <source>Cancel Measurement</source>
        <translation>取消测量</translation>
    </message>
    <message>
        <source>Stop tracing now; nothing is kept</source>
        <translation>立即停止跟踪；不保留任何结果</translation>
    </message>
    <message>
        <source>Measure IRQ Cost (%1 s)</source>
        <translation>测量 IRQ 开销（%1 秒）</translation>
    </message>
    <message>
        <source>Time every hard IRQ and softirq for the chosen seconds from the kernel's tracepoints (as root, or through the root helper with a password): per CPU hard and soft IRQ %, per IRQ its CPU time and time per run</source>
        <translation>在所选秒数内用内核跟踪点为每个硬中断和软中断计时（以 root 身份，或通过需要密码的 root 助手）：每个 CPU 的硬/软中断 %，每个 IRQ 的 CPU 时间及每次运行时间</translation>
    </message>
    <message>
        <source>Nothing to measure yet.</source>
        <translation>尚无可测量的对象。</translation>
    </message>
</context>
<context>
    <name>irqatlas::DistanceModel</name>
    <message>
        <source>Distance from node %1 to node %2: %3 (%4)</source>
        <translation>节点 %1 到节点 %2 的距离:%3(%4)</translation>
    </message>
    <message>
        <source>from the firmware table</source>
        <translation>来自固件表</translation>
    </message>
    <message>
        <source>assumed: no firmware table</source>
        <translation>假定值:没有固件表</translation>
    </message>
    <message>
        <source>N%1</source>
        <translation>N%1</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA 节点 %1</translation>
    </message>
    <message>
        <source>All remote distances %1, local %2</source>
        <translation>所有远程距离均为 %1,本地为 %2</translation>
    </message>
    <message>
        <source>assumed: the source has no firmware distance table, so the kernel's defaults (10 local, 20 remote) stand in for it</source>
        <translation>假定:来源没有固件距离表,因此以内核的默认值(本地 10,远程 20)代替</translation>
    </message>
    <message>
        <source>NUMA node %1 (distances assumed: no firmware table)</source>
        <translation>NUMA 节点 %1(距离为假定值:无固件表)</translation>
    </message>
</context>
<context>
    <name>irqatlas::DistanceView</name>
    <message>
        <source>Select a node to tint the graph by distance from it</source>
        <translation>选择一个节点,按与它的距离为图着色</translation>
    </message>
    <message>
        <source>No NUMA information in this source: there are no nodes to measure distances between.</source>
        <translation>此来源没有 NUMA 信息：没有可测量距离的节点。</translation>
    </message>
</context>
<context>
    <name>irqatlas::FleetFileField</name>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
</context>
<context>
    <name>irqatlas::FleetModel</name>
    <message numerus="yes">
        <source>Class %1 (%n host(s))</source>
        <translation>
            <numerusform>类别 %1（%n 台主机）</numerusform>
        </translation>
    </message>
    <message>
        <source>Without a class</source>
        <translation>无类别</translation>
    </message>
    <message>
        <source>The source tells no topology, so these hosts are in no class</source>
        <translation>数据源不提供拓扑，因此这些主机不属于任何类别</translation>
    </message>
    <message>
        <source>Not read</source>
        <translation>未读取</translation>
    </message>
    <message>
        <source>ssh or the server could not read these hosts</source>
        <translation>ssh 或服务器无法读取这些主机</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>无法访问</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>CPU %1: %2 %</source>
        <translation>CPU %1：%2 %</translation>
    </message>
    <message>
        <source>The source has no per-CPU figures</source>
        <translation>数据源没有每个 CPU 的数据</translation>
    </message>
    <message>
        <source>Share of each CPU's time since boot in hard and soft IRQs:
%1</source>
        <translation>自启动以来每个 CPU 用于硬中断和软中断的时间占比：
%1</translation>
    </message>
    <message>
        <source>host name: %1</source>
        <translation>主机名：%1</translation>
    </message>
    <message>
        <source>kernel: %1</source>
        <translation>内核：%1</translation>
    </message>
    <message>
        <source>offline CPUs</source>
        <translation>离线 CPU</translation>
    </message>
    <message>
        <source>SMT</source>
        <translation>SMT</translation>
    </message>
    <message>
        <source>isolated CPUs</source>
        <translation>隔离的 CPU</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>irqbalance</source>
        <translation>irqbalance</translation>
    </message>
    <message>
        <source>%1: %2 (most: %3)</source>
        <translation>%1：%2（多数：%3）</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Busiest CPU IRQ</source>
        <translation>最繁忙 CPU 的 IRQ</translation>
    </message>
    <message>
        <source>IRQ % per CPU</source>
        <translation>每个 CPU 的 IRQ %</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Differs from class</source>
        <translation>与类别的差异</translation>
    </message>
</context>
<context>
    <name>irqatlas::FleetOpenDialog</name>
    <message>
        <source>Ansible &amp;inventory</source>
        <translation>Ansible 清单(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Host list (one [user@]host[:port] a line)</source>
        <translation>主机列表(&amp;H)（每行一个 [user@]host[:port]）</translation>
    </message>
    <message>
        <source>Fleet File</source>
        <translation>集群文件</translation>
    </message>
    <message>
        <source>ssh Config File</source>
        <translation>ssh 配置文件</translation>
    </message>
    <message>
        <source>Open Fleet</source>
        <translation>打开集群</translation>
    </message>
    <message>
        <source>all hosts (Ansible's --limit pattern)</source>
        <translation>所有主机（Ansible 的 --limit 模式）</translation>
    </message>
    <message>
        <source>ssh's own (~/.ssh/config)</source>
        <translation>ssh 自身的（~/.ssh/config）</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Hosts from:</source>
        <translation>主机来源：</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>限制(&amp;L)：</translation>
    </message>
    <message>
        <source>ssh &amp;config:</source>
        <translation>ssh 配置(&amp;C)：</translation>
    </message>
    <message>
        <source>Hosts read at &amp;once:</source>
        <translation>同时读取的主机数(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Timeout per host:</source>
        <translation>每台主机超时(&amp;T)：</translation>
    </message>
    <message>
        <source>Choose an inventory or a host list.</source>
        <translation>请选择清单或主机列表。</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <source>ssh config %1: no such file</source>
        <translation>ssh 配置 %1：文件不存在</translation>
    </message>
</context>
<context>
    <name>irqatlas::FleetRequest</name>
    <message>
        <source>ssh config %1: no such file</source>
        <translation>ssh 配置 %1：文件不存在</translation>
    </message>
</context>
<context>
    <name>irqatlas::FleetWindow</name>
    <message>
        <source>Fleet — %1</source>
        <translation>集群 — %1</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Read every host of the fleet again</source>
        <translation>重新读取集群中的每台主机</translation>
    </message>
    <message>
        <source>Ask the Prometheus server again</source>
        <translation>再次查询 Prometheus 服务器</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Live</source>
        <translation>实时(&amp;L)</translation>
    </message>
    <message>
        <source>Read the fleet again every interval after the last read, until turned off</source>
        <translation>每隔一个间隔（自上次读取结束起）重新读取集群，直到关闭</translation>
    </message>
    <message>
        <source>every </source>
        <translation>每 </translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Listing hosts…</source>
        <translation>正在列出主机…</translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>正在查询 %1…</translation>
    </message>
    <message>
        <source>%1/%2 hosts…</source>
        <translation>%1/%2 台主机…</translation>
    </message>
    <message>
        <source>The fleet could not be read: %1</source>
        <translation>无法读取集群：%1</translation>
    </message>
    <message>
        <source>Not read</source>
        <translation>未读取</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s): %1 read, %2 not read, %3 class(es) — at %4</source>
        <translation>
            <numerusform>%n 台主机：已读取 %1，未读取 %2，%3 个类别 — 于 %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan for this &amp;Class…</source>
        <translation>为此类别生成方案(&amp;C)…</translation>
    </message>
    <message>
        <source>Make one plan for the selected machine class on its first host, check it on every host of the class, and save it or export its Ansible play</source>
        <translation>在所选机器类别的第一台主机上生成一个方案，在该类别的每台主机上检查，并保存或导出其 Ansible play</translation>
    </message>
    <message>
        <source>Plan for &amp;Class %1…</source>
        <translation>为类别 %1 生成方案(&amp;C)…</translation>
    </message>
    <message>
        <source>Select a machine class, or a host of one, of a fleet read over SSH</source>
        <translation>请选择通过 SSH 读取的机群中的一个机器类别或其中一台主机</translation>
    </message>
</context>
<context>
    <name>irqatlas::GraphLegend</name>
    <message>
        <source>A CPU tile</source>
        <translation>CPU 方块</translation>
    </message>
    <message>
        <source>Shading: interrupts per second the CPU took in the last interval; the hottest colour is the top of the scale in the status bar.</source>
        <translation>着色：该 CPU 在上一个间隔中每秒处理的中断数；最热的颜色对应状态栏中刻度的上限。</translation>
    </message>
    <message>
        <source>Shading: the share of the last interval the CPU spent in hard and soft IRQs (%); the hottest colour is the top of the scale in the status bar.</source>
        <translation>着色：该 CPU 在上一个间隔中处理硬中断和软中断所占的时间比例（%）；最热的颜色对应状态栏中刻度的上限。</translation>
    </message>
    <message>
        <source>Hatched: no figure for this interval (not accounted, a gap, or offline).</source>
        <translation>斜线：此间隔没有数值（未统计、有空缺或已离线）。</translation>
    </message>
    <message>
        <source>Shading: how many IRQs may be delivered to the CPU, darker for more (square-root scale, against the busiest CPU).</source>
        <translation>着色：可投递到该 CPU 的 IRQ 数量，越多越深（平方根刻度，相对于最繁忙的 CPU）。</translation>
    </message>
    <message>
        <source>Shading: none; this source has no IRQ table.</source>
        <translation>着色：无；此来源没有 IRQ 表。</translation>
    </message>
    <message>
        <source>Number: the CPU id.</source>
        <translation>数字：CPU 编号。</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>叠加标记</translation>
    </message>
    <message>
        <source>Pending: a change not yet applied; the number reads now→after.</source>
        <translation>待定：尚未应用的更改；数字表示 现在→之后。</translation>
    </message>
    <message>
        <source>Preview: where the plan being previewed would put the IRQs.</source>
        <translation>预览：正在预览的方案会把 IRQ 放到哪里。</translation>
    </message>
    <message>
        <source>Selection: the affinity of the IRQs selected in the list.</source>
        <translation>选择：列表中所选 IRQ 的亲和性。</translation>
    </message>
    <message>
        <source>Effective: the CPU the hardware delivers a selected IRQ to.</source>
        <translation>实际：硬件将所选 IRQ 投递到的 CPU。</translation>
    </message>
    <message>
        <source>Scope: CPUs picked on the graph; the list shows their IRQs. Click empty space to clear it.</source>
        <translation>范围：在图中选取的 CPU；列表显示它们的 IRQ。点击空白处可清除。</translation>
    </message>
    <message>
        <source>off</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>Offline: the CPU is not running.</source>
        <translation>离线：该 CPU 未在运行。</translation>
    </message>
    <message>
        <source>Isolated: kept from the scheduler by isolcpus.</source>
        <translation>隔离：通过 isolcpus 排除在调度器之外。</translation>
    </message>
    <message>
        <source>Not allowed: outside the CPUs this process may use (cgroup cpuset).</source>
        <translation>不允许：不在本进程可用的 CPU 之内（cgroup cpuset）。</translation>
    </message>
    <message>
        <source>Large number: the IRQs delivered to the CPU: their effective CPU, else (when the source has none) their affinity, else the CPUs they fired on. Small number in the corner: the CPU id.</source>
        <translation>大数字：投递到该 CPU 的 IRQ：其有效 CPU；来源没有时为其亲和性；再没有时为其触发过的 CPU。角落的小数字：CPU 编号。</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>方框</translation>
    </message>
    <message>
        <source>Device: a PCI device (NIC, storage, GPU) beside the CPUs it is local to.</source>
        <translation>设备：一个 PCI 设备（网卡、存储、GPU），位于其本地 CPU 旁边。</translation>
    </message>
    <message>
        <source>Selected device: the device picked on the graph; the list shows its IRQs.</source>
        <translation>选中的设备：在图中选取的设备；列表显示其 IRQ。</translation>
    </message>
    <message>
        <source>Amber: the NUMA node and the L3 domains local to the selected device, or to the device of the selected IRQs.</source>
        <translation>琥珀色：与选中设备（或所选 IRQ 所属设备）本地相连的 NUMA 节点和 L3 域。</translation>
    </message>
    <message>
        <source>Amber with a blue frame: an L3 domain the selected IRQs (or the selected device's IRQs) are delivered to.</source>
        <translation>琥珀色加蓝框：所选 IRQ（或选中设备的 IRQ）被投递到的 L3 域。</translation>
    </message>
    <message>
        <source>Green to violet: NUMA nodes tinted by distance from the node picked in the NUMA distances dock: itself, near, farther, far.</source>
        <translation>绿色到紫色：按与“NUMA 距离”停靠窗口中所选节点的距离着色的 NUMA 节点：自身、近、较远、远。</translation>
    </message>
    <message>
        <source>Blue frame while dragging: where the dragged IRQs would go.</source>
        <translation>拖动时的蓝框：被拖动的 IRQ 将去往的位置。</translation>
    </message>
    <message>
        <source>Red frame while dragging: the IRQs cannot go there; a tooltip says why.</source>
        <translation>拖动时的红框：这些 IRQ 不能放到那里；工具提示会说明原因。</translation>
    </message>
    <message>
        <source>Shading: the share of the last cost measurement the CPU spent in hard and soft IRQs (%), timed from the kernel's tracepoints; the hottest colour is the top of the scale in the status bar.</source>
        <translation>着色：在最近一次开销测量中该 CPU 处于硬中断和软中断的时间占比（%），由内核跟踪点计时；最热的颜色是状态栏中刻度的上限。</translation>
    </message>
    <message>
        <source>Shading: the share of the last interval the CPU spent in hard and soft IRQs and in the irq/, napi/ and ksoftirqd/ kernel threads (%); the hottest colour is the top of the scale in the status bar.</source>
        <translation>着色：该 CPU 在上一个间隔中处理硬中断、软中断以及运行 irq/、napi/ 和 ksoftirqd/ 内核线程所占的时间比例（%）；最热的颜色对应状态栏中刻度的上限。</translation>
    </message>
    <message>
        <source>Corner triangle: a kernel thread of the selected IRQ (irq/N or its NAPI thread) last ran on this CPU.</source>
        <translation>角落三角形：所选 IRQ 的内核线程（irq/N 或其 NAPI 线程）上次运行于此 CPU。</translation>
    </message>
    <message>
        <source>Outlined corner triangle: where the selected IRQ's kernel threads go when the pending changes are applied (they follow the moved IRQ, or take the CPUs set for them). Threads kept where they are get none.</source>
        <translation>空心角落三角形：应用待定更改后所选 IRQ 的内核线程将去往的位置（它们跟随被移动的 IRQ，或使用为其设定的 CPU）。保持原位的线程不显示此标记。</translation>
    </message>
</context>
<context>
    <name>irqatlas::HeatLegend</name>
    <message>
        <source>IRQs/s 0–%1</source>
        <translation>中断/秒 0–%1</translation>
    </message>
    <message>
        <source>hard+soft IRQ time 0–%1 %</source>
        <translation>硬+软中断时间 0–%1 %</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>%1 (fit to data)</source>
        <translation>%1（适应数据）</translation>
    </message>
    <message>
        <source>%1 (pinned)</source>
        <translation>%1（已固定）</translation>
    </message>
    <message>
        <source>%1 (fixed)</source>
        <translation>%1（固定刻度）</translation>
    </message>
    <message>
        <source>Heat on the CPU tiles: the scale follows the busiest CPU of the last interval (View → Heat)</source>
        <translation>CPU 图块上的热度：刻度跟随上一间隔中最繁忙的 CPU（视图 → 热度）</translation>
    </message>
    <message>
        <source>Heat on the CPU tiles: the scale is pinned to the range shown when it was pinned (View → Heat)</source>
        <translation>CPU 图块上的热度：刻度固定为固定时显示的范围（视图 → 热度）</translation>
    </message>
    <message>
        <source>Heat on the CPU tiles: a fixed scale, so a colour means the same figure in every interval (View → Heat)</source>
        <translation>CPU 图块上的热度：固定刻度，同一颜色在每个间隔中代表相同数值（视图 → 热度）</translation>
    </message>
    <message>
        <source>range B − range A: −%1 to +%1 points of IRQ time</source>
        <translation>区间 B − 区间 A：IRQ 时间 −%1 至 +%1 个百分点</translation>
    </message>
    <message>
        <source>Each CPU's hard+soft IRQ time in range B minus that in range A: green for less time in IRQs during B, magenta for more</source>
        <translation>每个 CPU 在区间 B 中的硬+软 IRQ 时间减去区间 A 中的：绿色表示 B 期间 IRQ 时间更少，品红色表示更多</translation>
    </message>
    <message>
        <source>measured hard+soft IRQ time 0–%1 %</source>
        <translation>测量的硬+软中断时间 0–%1 %</translation>
    </message>
    <message>
        <source>hard+soft IRQ + IRQ thread time 0–%1 %</source>
        <translation>硬+软中断 + IRQ 线程时间 0–%1 %</translation>
    </message>
</context>
<context>
    <name>irqatlas::IrqPanel</name>
    <message>
        <source>Filter: IRQ number, name, device…</source>
        <translation>筛选:IRQ 编号、名称、设备…</translation>
    </message>
    <message>
        <source>A number shows that IRQ; text matches names, chips and PCI addresses.</source>
        <translation>输入数字显示该 IRQ;输入文本则匹配名称、芯片和 PCI 地址。</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>显示全部</translation>
    </message>
    <message>
        <source>Stop filtering the list by the CPUs selected in the graph</source>
        <translation>不再按图中选中的 CPU 筛选列表</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>在 %1 上</translation>
    </message>
    <message>
        <source>No interrupts: this source is a topology alone. Open a snapshot or a /proc/interrupts file to see them.</source>
        <translation>没有中断：此来源只有拓扑。请打开快照或 /proc/interrupts 文件以查看中断。</translation>
    </message>
    <message>
        <source>No IRQ matches the filter.</source>
        <translation>没有与过滤条件匹配的 IRQ。</translation>
    </message>
    <message>
        <source>Node, Affinity and Effective are not shown: this source has no /proc/irq, only /proc/interrupts. The graph counts the CPUs each IRQ fired on.</source>
        <translation>未显示节点、亲和性和有效列：此来源没有 /proc/irq，只有 /proc/interrupts。图中统计每个 IRQ 触发过的 CPU。</translation>
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
        <translation>名称</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Affinity</source>
        <translation>亲和性</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>待定</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>IRQ number, or the symbol of a per-CPU interrupt (LOC, NMI, ...)</source>
        <translation>IRQ 编号,或每 CPU 中断的符号(LOC、NMI、...)</translation>
    </message>
    <message>
        <source>Action names the drivers registered (/proc/interrupts)</source>
        <translation>驱动程序注册的动作名称(/proc/interrupts)</translation>
    </message>
    <message>
        <source>PCI device that owns the interrupt</source>
        <translation>拥有该中断的 PCI 设备</translation>
    </message>
    <message>
        <source>NUMA node of the owning device</source>
        <translation>所属设备的 NUMA 节点</translation>
    </message>
    <message>
        <source>CPUs the interrupt may go to (smp_affinity_list)</source>
        <translation>该中断可以发往的 CPU(smp_affinity_list)</translation>
    </message>
    <message>
        <source>CPUs the interrupt actually goes to (effective_affinity_list)</source>
        <translation>该中断实际发往的 CPU(effective_affinity_list)</translation>
    </message>
    <message>
        <source>CPUs of a change not applied yet</source>
        <translation>尚未应用的更改所涉及的 CPU</translation>
    </message>
    <message>
        <source>Interrupts counted since boot, all CPUs</source>
        <translation>自启动以来所有 CPU 上统计的中断数</translation>
    </message>
    <message>
        <source>Cannot be moved: %1</source>
        <translation>无法移动:%1</translation>
    </message>
    <message>
        <source>per-CPU or kernel-managed interrupt</source>
        <translation>每 CPU 中断或由内核管理的中断</translation>
    </message>
    <message>
        <source>Drag onto a CPU, core or NUMA node to move it.</source>
        <translation>拖放到 CPU、核心或 NUMA 节点上即可移动。</translation>
    </message>
    <message>
        <source>IRQ/s</source>
        <translation>IRQ/s</translation>
    </message>
    <message>
        <source>Interrupts per second over the last sampling interval, all CPUs (live monitoring)</source>
        <translation>最近一个采样间隔内所有 CPU 上的每秒中断数（实时监视）</translation>
    </message>
    <message>
        <source>Applied CPUs %1, but the kernel now has affinity %2 and delivers it to %3</source>
        <translation>已应用 CPU %1，但内核当前的亲和性为 %2，并将其投递到 %3</translation>
    </message>
    <message>
        <source>A per-CPU or machine-wide interrupt: it has no affinity and no node.</source>
        <translation>每 CPU 或全机范围的中断:它没有亲和性,也没有节点。</translation>
    </message>
    <message>
        <source>Unknown: this source has no /proc/irq (only /proc/interrupts), so no IRQ has an affinity, effective affinity or node.</source>
        <translation>未知:此来源没有 /proc/irq(只有 /proc/interrupts),因此没有任何 IRQ 具有亲和性、生效亲和性或节点。</translation>
    </message>
    <message>
        <source>The kernel reports no NUMA node (-1) for IRQ %1 and its device.</source>
        <translation>内核没有为 IRQ %1 及其设备报告 NUMA 节点(-1)。</translation>
    </message>
    <message>
        <source>Unknown: the source has no /proc/irq/%1/node.</source>
        <translation>未知:来源没有 /proc/irq/%1/node。</translation>
    </message>
    <message>
        <source>Unknown: the source has no /proc/irq/%1/smp_affinity_list.</source>
        <translation>未知:来源没有 /proc/irq/%1/smp_affinity_list。</translation>
    </message>
    <message>
        <source>Unknown: the source has no /proc/irq/%1/effective_affinity_list (older kernels and some interrupt chips do not provide it).</source>
        <translation>未知:来源没有 /proc/irq/%1/effective_affinity_list(较旧的内核和某些中断控制器不提供它)。</translation>
    </message>
    <message>
        <source>Empty for every IRQ: this source has no /proc/irq (only /proc/interrupts).</source>
        <translation>所有 IRQ 均为空:此来源没有 /proc/irq(只有 /proc/interrupts)。</translation>
    </message>
    <message>
        <source>Fired on</source>
        <translation>触发于</translation>
    </message>
    <message>
        <source>CPUs whose count of the interrupt is above zero (/proc/interrupts)</source>
        <translation>该中断计数大于零的 CPU（/proc/interrupts）</translation>
    </message>
    <message>
        <source>Empty until a measurement: Live dock → Measure IRQ Cost.</source>
        <translation>测量前为空：实时面板 → 测量 IRQ 开销。</translation>
    </message>
    <message>
        <source>Measured over %1 s from the kernel's tracepoints; rows it did not see are empty.</source>
        <translation>通过内核跟踪点测量 %1 秒；未观测到的行为空。</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU 时间</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>每次运行</translation>
    </message>
    <message>
        <source>Handler time per second over the last cost measurement (µs/s; 10 000 µs/s is 1 % of one CPU)</source>
        <translation>最近一次开销测量中每秒的处理程序时间（µs/s；10 000 µs/s 即一个 CPU 的 1 %）</translation>
    </message>
    <message>
        <source>Handler time per run over the last cost measurement</source>
        <translation>最近一次开销测量中每次运行的处理程序时间</translation>
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
        <translation>移动时其内核线程保持原位（已与 IRQ 解绑）。</translation>
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
        <translation>内核线程</translation>
    </message>
    <message>
        <source>Serves</source>
        <translation>服务于</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Last CPU</source>
        <translation>上次 CPU</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>CPUs the thread may run on (Cpus_allowed_list)</source>
        <translation>该线程可运行的 CPU（Cpus_allowed_list）</translation>
    </message>
    <message>
        <source>The CPU it last ran on</source>
        <translation>其上次运行的 CPU</translation>
    </message>
    <message>
        <source>Scheduling policy and real-time priority</source>
        <translation>调度策略和实时优先级</translation>
    </message>
    <message>
        <source>Select one IRQ to see its irq/ and NAPI threads.</source>
        <translation>选择一个 IRQ 以查看其 irq/ 和 NAPI 线程。</translation>
    </message>
    <message>
        <source>IRQ %1 has no irq/ handler thread and no NAPI thread.</source>
        <translation>IRQ %1 没有 irq/ 处理程序线程，也没有 NAPI 线程。</translation>
    </message>
    <message>
        <source>No thread data: this source (a remote host, a recording, a Prometheus instance or an older snapshot) does not list kernel threads.</source>
        <translation>没有线程数据：此来源（远程主机、录制、Prometheus 实例或较旧的快照）不列出内核线程。</translation>
    </message>
    <message>
        <source>threaded handler</source>
        <translation>线程化处理程序</translation>
    </message>
    <message>
        <source>Kernel thread of IRQ %1</source>
        <translation>IRQ %1 的内核线程</translation>
    </message>
</context>
<context>
    <name>irqatlas::IrqbalancePanel</name>
    <message>
        <source>Ask irqbalance</source>
        <translation>询问 irqbalance</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>IRQs (class)</source>
        <translation>IRQ（类别）</translation>
    </message>
    <message>
        <source>Its cache domain</source>
        <translation>其缓存域</translation>
    </message>
    <message>
        <source>Node / package</source>
        <translation>节点 / 封装</translation>
    </message>
    <message>
        <source>Our cache</source>
        <translation>我们的缓存</translation>
    </message>
    <message>
        <source>Same CPUs</source>
        <translation>CPU 相同</translation>
    </message>
    <message>
        <source>IRQs</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>Open this machine to ask its irqbalance.</source>
        <translation>打开本机以询问其 irqbalance。</translation>
    </message>
    <message>
        <source>irqbalance answers root only: the administrator's password is asked for (pkexec).</source>
        <translation>irqbalance 只应答 root：将要求输入管理员密码（pkexec）。</translation>
    </message>
    <message>
        <source>irqbalance is not running on this machine.</source>
        <translation>irqbalance 未在本机运行。</translation>
    </message>
    <message>
        <source>irqbalance is running. Ask it what it is doing: its tree, loads, IRQ classes and bans.</source>
        <translation>irqbalance 正在运行。询问它正在做什么：其树、负载、IRQ 类别和禁止列表。</translation>
    </message>
    <message>
        <source>Asking irqbalance…</source>
        <translation>正在询问 irqbalance…</translation>
    </message>
    <message>
        <source>irqbalance did not answer: %1</source>
        <translation>irqbalance 没有应答：%1</translation>
    </message>
    <message numerus="yes">
        <source>irqbalance (pid %1): a pass every %2 s, banned CPUs %3, %n banned IRQ(s)</source>
        <translation>
            <numerusform>irqbalance（pid %1）：每 %2 秒一轮，被禁止的 CPU %3，%n 个被禁止的 IRQ</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>banned</source>
        <translation>已禁止</translation>
    </message>
    <message>
        <source>none holds them</source>
        <translation>没有缓存包含它们</translation>
    </message>
    <message>
        <source>L%1: CPUs %2</source>
        <translation>L%1：CPU %2</translation>
    </message>
    <message>
        <source>smallest holding them: CPUs %1</source>
        <translation>包含它们的最小缓存：CPU %1</translation>
    </message>
    <message>
        <source>%1: CPUs %2</source>
        <translation>%1：CPU %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>不同</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>legacy</source>
        <translation>传统</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>video</source>
        <translation>视频</translation>
    </message>
    <message>
        <source>ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>gbeth</source>
        <translation>千兆以太网</translation>
    </message>
    <message>
        <source>10gbeth</source>
        <translation>万兆以太网</translation>
    </message>
    <message>
        <source>virt-event</source>
        <translation>虚拟事件</translation>
    </message>
    <message>
        <source>cpu</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>缓存</translation>
    </message>
    <message>
        <source>package</source>
        <translation>封装</translation>
    </message>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
</context>
<context>
    <name>irqatlas::LiveMonitor</name>
    <message>
        <source>Replay finished</source>
        <translation>回放结束</translation>
    </message>
</context>
<context>
    <name>irqatlas::LivePlots</name>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Stop sampling; resuming starts a fresh interval</source>
        <translation>停止采样；恢复时开始新的间隔</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Sampling interval (0.1 to 60 seconds)</source>
        <translation>采样间隔（0.1 到 60 秒）</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>间隔：</translation>
    </message>
    <message>
        <source>IRQ time %</source>
        <translation>中断时间 %</translation>
    </message>
    <message>
        <source>hard IRQ %</source>
        <translation>硬中断 %</translation>
    </message>
    <message>
        <source>soft IRQ % (stacked)</source>
        <translation>软中断 %（堆叠）</translation>
    </message>
    <message>
        <source>IRQs/s</source>
        <translation>中断/秒</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>1 min</source>
        <translation>1 分钟</translation>
    </message>
    <message>
        <source>5 min</source>
        <translation>5 分钟</translation>
    </message>
    <message>
        <source>10 min</source>
        <translation>10 分钟</translation>
    </message>
    <message>
        <source>All kept</source>
        <translation>全部保留的样本</translation>
    </message>
    <message numerus="yes">
        <source>Time the plots show; up to %n samples are kept</source>
        <translation>
            <numerusform>图表显示的时间范围；最多保留 %n 个样本</numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Save a plot as PNG or PDF, or the samples as CSV</source>
        <translation>将图表保存为 PNG 或 PDF，或将样本保存为 CSV</translation>
    </message>
    <message>
        <source>IRQ &amp;Time Plot…</source>
        <translation>IRQ 时间图(&amp;T)…</translation>
    </message>
    <message>
        <source>IRQ &amp;Rates Plot…</source>
        <translation>IRQ 速率图(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Softirq Bars…</source>
        <translation>软中断柱状图(&amp;S)…</translation>
    </message>
    <message>
        <source>Samples as &amp;CSV…</source>
        <translation>样本导出为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>随时间变化</translation>
    </message>
    <message>
        <source>Softirqs per CPU</source>
        <translation>每 CPU 软中断</translation>
    </message>
    <message>
        <source>irqatlas live plot</source>
        <translation>irqatlas 实时图表</translation>
    </message>
    <message>
        <source>irqatlas live plot of %1</source>
        <translation>%1 的 irqatlas 实时图表</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Export Samples</source>
        <translation>导出样本</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>The interval the recording was taken at</source>
        <translation>录制时的采样间隔</translation>
    </message>
    <message>
        <source>Mean over the selected CPUs (all when none is selected): hard IRQ, soft IRQ and the CPU time of the irq/, napi/ and ksoftirqd/ kernel threads, stacked. Thread times come only where the host's files are local (this machine).</source>
        <translation>所选 CPU 的平均值（未选择时为全部 CPU）：硬中断、软中断以及 irq/、napi/ 和 ksoftirqd/ 内核线程的 CPU 时间，堆叠显示。仅当主机的文件位于本地（本机）时才有线程时间。</translation>
    </message>
    <message>
        <source>IRQ threads % (stacked)</source>
        <translation>IRQ 线程 %（堆叠）</translation>
    </message>
    <message>
        <source>IRQ threads: no thread times</source>
        <translation>IRQ 线程：没有线程时间数据</translation>
    </message>
</context>
<context>
    <name>irqatlas::MainWindow</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop waiting for the machine being read</source>
        <translation>停止等待正在读取的机器</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Interrupts</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>NUMA distances</source>
        <translation>NUMA 距离</translation>
    </message>
    <message>
        <source>&lt;current affinities&gt;</source>
        <translation>&lt;当前亲和性&gt;</translation>
    </message>
    <message>
        <source>Pending changes</source>
        <translation>待定更改</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Open &amp;This Machine</source>
        <translation>打开本机(&amp;T)</translation>
    </message>
    <message>
        <source>Read this machine's topology and interrupts</source>
        <translation>读取本机的拓扑和中断</translation>
    </message>
    <message>
        <source>Open &amp;Snapshot Directory…</source>
        <translation>打开快照目录(&amp;S)…</translation>
    </message>
    <message>
        <source>A directory saved by 'irqatlas-cli snapshot' (or any copy of /proc and /sys)</source>
        <translation>由 'irqatlas-cli snapshot' 保存的目录(或任何 /proc 和 /sys 的副本)</translation>
    </message>
    <message>
        <source>Open hwloc &amp;XML…</source>
        <translation>打开 hwloc XML(&amp;X)…</translation>
    </message>
    <message>
        <source>A topology written by 'lstopo --of xml'</source>
        <translation>由 'lstopo --of xml' 写出的拓扑</translation>
    </message>
    <message>
        <source>Open Topology &amp;JSON…</source>
        <translation>打开拓扑 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>A topology written by 'irqatlas-cli topology --format json'</source>
        <translation>由 'irqatlas-cli topology --format json' 写出的拓扑</translation>
    </message>
    <message>
        <source>Open /proc/&amp;interrupts File…</source>
        <translation>打开 /proc/interrupts 文件(&amp;I)…</translation>
    </message>
    <message>
        <source>A lone copy of /proc/interrupts, e.g. from a bug report</source>
        <translation>单独的 /proc/interrupts 副本,例如来自错误报告</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>Read the current source again</source>
        <translation>重新读取当前来源</translation>
    </message>
    <message>
        <source>&amp;Export Graph…</source>
        <translation>导出图(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the graph as PNG, SVG or PDF</source>
        <translation>将图保存为 PNG、SVG 或 PDF</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit irqatlas</source>
        <translation>退出 irqatlas</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Find IRQ</source>
        <translation>查找 IRQ(&amp;F)</translation>
    </message>
    <message>
        <source>Jump to the IRQ filter</source>
        <translation>跳转到 IRQ 筛选框</translation>
    </message>
    <message>
        <source>&amp;Discard Pending Changes</source>
        <translation>放弃待定更改(&amp;D)</translation>
    </message>
    <message>
        <source>Forget every change that was not applied</source>
        <translation>丢弃所有尚未应用的更改</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom in (mouse wheel)</source>
        <translation>放大(鼠标滚轮)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Zoom out (mouse wheel)</source>
        <translation>缩小(鼠标滚轮)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>适合窗口(&amp;F)</translation>
    </message>
    <message>
        <source>Show the whole machine</source>
        <translation>显示整台机器</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>One layout unit per pixel</source>
        <translation>每像素一个布局单位</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>颜色(&amp;C)</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About irqatlas</source>
        <translation>关于 irqatlas(&amp;A)</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>版本和许可证</translation>
    </message>
    <message>
        <source>About irqatlas</source>
        <translation>关于 irqatlas</translation>
    </message>
    <message>
        <source>&lt;b&gt;irqatlas %1&lt;/b&gt;&lt;p&gt;CPU topology and interrupt affinity for Linux.&lt;/p&gt;&lt;p&gt;Drag interrupts from the list or from a CPU onto a CPU, a core or a NUMA node; every move is a pending change you can undo.&lt;/p&gt;</source>
        <translation>&lt;b&gt;irqatlas %1&lt;/b&gt;&lt;p&gt;Linux 的 CPU 拓扑和中断亲和性工具。&lt;/p&gt;&lt;p&gt;将中断从列表或某个 CPU 拖放到 CPU、核心或 NUMA 节点上;每次移动都是一个可撤销的待定更改。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n pending change(s) were not applied. Quit anyway?</source>
        <translation>
            <numerusform>%n 项待定更改尚未应用。仍要退出吗?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n CPUs</source>
        <translation>
            <numerusform>%1: %n 个 CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n interrupt rows</source>
        <translation>
            <numerusform>,%n 行中断</numerusform>
        </translation>
    </message>
    <message>
        <source> (no topology: one box per CPU)</source>
        <translation> (无拓扑:每个 CPU 一个方框)</translation>
    </message>
    <message>
        <source>irqatlas</source>
        <translation>irqatlas</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA 节点 %1</translation>
    </message>
    <message>
        <source>Open Snapshot Directory</source>
        <translation>打开快照目录</translation>
    </message>
    <message>
        <source>Open hwloc XML</source>
        <translation>打开 hwloc XML</translation>
    </message>
    <message>
        <source>hwloc XML (*.xml);;All files (*)</source>
        <translation>hwloc XML (*.xml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open Topology JSON</source>
        <translation>打开拓扑 JSON</translation>
    </message>
    <message>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open /proc/interrupts File</source>
        <translation>打开 /proc/interrupts 文件</translation>
    </message>
    <message>
        <source>Export Graph</source>
        <translation>导出图</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg);;PDF document (*.pdf);;PNG image (*.png)</source>
        <translation>SVG 矢量图像 (*.svg);;PDF 文档 (*.pdf);;PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Monitoring %1</source>
        <translation>正在监视 %1</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>&amp;Heat</source>
        <translation>热度(&amp;H)</translation>
    </message>
    <message>
        <source>Hard + Soft IRQ &amp;Time (%)</source>
        <translation>硬 + 软中断时间(&amp;T) (%)</translation>
    </message>
    <message>
        <source>Interrupts per &amp;Second</source>
        <translation>每秒中断数(&amp;S)</translation>
    </message>
    <message>
        <source>Open &amp;Plan…</source>
        <translation>打开计划(&amp;P)…</translation>
    </message>
    <message>
        <source>Load a plan file into the pending changes (one undo step)</source>
        <translation>将计划文件载入待应用更改（一步撤销）</translation>
    </message>
    <message>
        <source>&amp;Save Pending Changes as Plan…</source>
        <translation>将待应用更改保存为计划(&amp;S)…</translation>
    </message>
    <message>
        <source>Write the pending changes as an irqatlas plan file</source>
        <translation>将待应用更改写入 irqatlas 计划文件</translation>
    </message>
    <message>
        <source>There are no pending changes to save</source>
        <translation>没有可保存的待应用更改</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Save Plan</source>
        <translation>保存计划</translation>
    </message>
    <message>
        <source>irqatlas plan (*.json)</source>
        <translation>irqatlas 计划 (*.json)</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <source>Open Plan</source>
        <translation>打开计划</translation>
    </message>
    <message>
        <source>Plan refused</source>
        <translation>计划被拒绝</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>&amp;Apply…</source>
        <translation>应用(&amp;A)…</translation>
    </message>
    <message>
        <source>Write the pending changes to the kernel (asks for administrator rights)</source>
        <translation>将待定更改写入内核（需要管理员权限）</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>计划(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Generate a Plan…</source>
        <translation>生成计划(&amp;G)…</translation>
    </message>
    <message>
        <source>Pick an algorithm and IRQs, preview the plan, compare and accept</source>
        <translation>选择算法和 IRQ，预览计划，比较并接受</translation>
    </message>
    <message>
        <source>&amp;Compare Kept Plans…</source>
        <translation>比较保留的计划(&amp;C)…</translation>
    </message>
    <message>
        <source>Scores and graphs of up to three kept plans side by side</source>
        <translation>并排显示最多三个保留计划的评分和图形</translation>
    </message>
    <message numerus="yes">
        <source>Applied %n IRQ(s)</source>
        <translation>
            <numerusform>已应用 %n 个 IRQ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n not where requested (highlighted in the list)</source>
        <translation>
            <numerusform>；其中 %n 个不在请求的位置（已在列表中突出显示）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Cannot open

%1

File → Reload tries again.</source>
        <translation>无法打开

%1

文件 → 重新加载 可再次尝试。</translation>
    </message>
    <message>
        <source>Open Snapshot &amp;Archive…</source>
        <translation>打开快照归档(&amp;A)…</translation>
    </message>
    <message>
        <source>A .tar.gz (or .tar) written by 'irqatlas-cli snapshot --out FILE.tar.gz'</source>
        <translation>由 'irqatlas-cli snapshot --out 文件.tar.gz' 写出的 .tar.gz（或 .tar）</translation>
    </message>
    <message>
        <source>Bad image size "%1": expected width x height in pixels, each from 100 to 16384, e.g. 3200x2000.</source>
        <translation>图像尺寸 "%1" 无效：应为以像素计的 宽x高，每项 100 到 16384，例如 3200x2000。</translation>
    </message>
    <message>
        <source>Image size in pixels (width x height):</source>
        <translation>图像尺寸，单位像素（宽 x 高）：</translation>
    </message>
    <message>
        <source>Open Snapshot Archive</source>
        <translation>打开快照归档</translation>
    </message>
    <message>
        <source>Snapshot archive (*.tar.gz *.tgz *.tar);;All files (*)</source>
        <translation>快照归档 (*.tar.gz *.tgz *.tar);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source> (%n numbered IRQs)</source>
        <translation>
            <numerusform>(%n 个编号 IRQ)</numerusform>
        </translation>
    </message>
    <message>
        <source> — the sources disagree (see the note above the graph)</source>
        <translation> — 来源不一致(见图上方的提示)</translation>
    </message>
    <message>
        <source>IRQ %1</source>
        <translation>IRQ %1</translation>
    </message>
    <message numerus="yes">
        <source>%n IRQs</source>
        <translation>
            <numerusform>%n 个 IRQ</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Move Selected IRQs To…</source>
        <translation>将所选 IRQ 移动到(&amp;M)…</translation>
    </message>
    <message>
        <source>Move the IRQs selected in the list to CPUs you type (2, 4-7, node 1)</source>
        <translation>将列表中所选的 IRQ 移动到你输入的 CPU(2、4-7、node 1)</translation>
    </message>
    <message>
        <source>Select one or more IRQs in the Interrupts list first</source>
        <translation>请先在中断列表中选择一个或多个 IRQ</translation>
    </message>
    <message>
        <source>Cannot move</source>
        <translation>无法移动</translation>
    </message>
    <message>
        <source>IRQ actions</source>
        <translation>IRQ 操作</translation>
    </message>
    <message>
        <source>No IRQ selected</source>
        <translation>未选择 IRQ</translation>
    </message>
    <message>
        <source>Move to NUMA &amp;Node</source>
        <translation>移动到 NUMA 节点(&amp;N)</translation>
    </message>
    <message>
        <source>Node %1 (CPUs %2)</source>
        <translation>节点 %1(CPU %2)</translation>
    </message>
    <message>
        <source>Move to the Graph's Selection (%1)</source>
        <translation>移动到图中的选择(%1)</translation>
    </message>
    <message>
        <source>Graph actions</source>
        <translation>图操作</translation>
    </message>
    <message>
        <source>Select IRQs in the Interrupts list to move them</source>
        <translation>在中断列表中选择 IRQ 以移动它们</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>将 %1 移动到 %2</translation>
    </message>
    <message>
        <source>&amp;Cache Boxes</source>
        <translation>缓存框(&amp;C)</translation>
    </message>
    <message>
        <source>Draw L3 domains, clusters or dies as boxes around their cores</source>
        <translation>将 L3 域、簇或晶片绘制为包围其核心的框</translation>
    </message>
    <message>
        <source>Try Plan</source>
        <translation>试用计划</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <source>One self-contained HTML file for a ticket: the machine, its interrupts and the pending changes</source>
        <translation>用于工单的独立 HTML 文件：机器、其中断和待定更改</translation>
    </message>
    <message>
        <source>&amp;Try Plan…</source>
        <translation>试用计划(&amp;T)…</translation>
    </message>
    <message>
        <source>Measure the machine before and after applying the pending changes, then keep or revert them</source>
        <translation>在应用待定更改前后测量机器，然后保留或还原</translation>
    </message>
    <message>
        <source>the source has no topology</source>
        <translation>该来源没有拓扑</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML 报告 (*.html)</translation>
    </message>
    <message>
        <source>Apply changes the machine irqatlas runs on, and this window shows %1. Save the pending changes as a plan and apply it there with "irqatlas-cli apply", or export them as a shell script to run there as root.</source>
        <translation>“应用”会更改 irqatlas 所运行的机器，而此窗口显示的是 %1。请将待定更改保存为方案，并在那台机器上用 "irqatlas-cli apply" 应用，或将其导出为 shell 脚本，在那里以 root 身份运行。</translation>
    </message>
    <message>
        <source>Save as Plan…</source>
        <translation>另存为方案…</translation>
    </message>
    <message>
        <source>Export Script…</source>
        <translation>导出脚本…</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>recording %1</source>
        <translation>录制 %1</translation>
    </message>
    <message>
        <source>Replay at its end: Play starts it again; the timeline steps back</source>
        <translation>回放已到末尾：“播放”从头开始；时间轴可后退</translation>
    </message>
    <message>
        <source>Replaying %1, recorded every %2 s</source>
        <translation>正在回放 %1，录制间隔 %2 秒</translation>
    </message>
    <message>
        <source>There are no pending changes to export</source>
        <translation>没有可导出的待定更改</translation>
    </message>
    <message>
        <source>Export Script</source>
        <translation>导出脚本</translation>
    </message>
    <message>
        <source>Shell script (*.sh)</source>
        <translation>Shell 脚本 (*.sh)</translation>
    </message>
    <message>
        <source>irqatlas report: %1</source>
        <translation>irqatlas 报告：%1</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>PDF 报告 (*.pdf)</translation>
    </message>
    <message>
        <source>DIR: a folder holding %1 as DIR/proc/interrupts</source>
        <translation>DIR：将 %1 存放为 DIR/proc/interrupts 的文件夹</translation>
    </message>
    <message>
        <source>ssh identity file %1: name it as IdentityFile in the ssh config</source>
        <translation>ssh 身份文件 %1：请在 ssh 配置中以 IdentityFile 指定</translation>
    </message>
    <message>
        <source>%1: the pending changes, saved with File &gt; Save Pending Changes as Plan…</source>
        <translation>%1：待应用更改，用 文件 &gt; 将待应用更改保存为计划… 保存</translation>
    </message>
    <message>
        <source>irqatlas-cli writes the HTML report; its PDF comes from Export Report…</source>
        <translation>irqatlas-cli 写出 HTML 报告；其 PDF 由“导出报告…”生成</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>正在写入报告…</translation>
    </message>
    <message>
        <source>No interrupts: the source could not be read.</source>
        <translation>没有中断：无法读取该来源。</translation>
    </message>
    <message>
        <source>F&amp;ixed Scale</source>
        <translation>固定刻度(&amp;I)</translation>
    </message>
    <message>
        <source>0–50 % of a CPU's time, or 0–10 000 interrupts per second: a colour means the same figure in every interval</source>
        <translation>CPU 时间的 0–50 %，或每秒 0–10 000 次中断：同一颜色在每个间隔中代表相同数值</translation>
    </message>
    <message>
        <source>Fit to &amp;Data</source>
        <translation>适应数据(&amp;D)</translation>
    </message>
    <message>
        <source>The scale follows the busiest CPU of each interval</source>
        <translation>刻度跟随每个间隔中最繁忙的 CPU</translation>
    </message>
    <message>
        <source>&amp;Pin Current Range</source>
        <translation>固定当前范围(&amp;P)</translation>
    </message>
    <message>
        <source>Keep the range on show now, whatever the next intervals bring</source>
        <translation>保留当前显示的范围，无论之后的间隔如何</translation>
    </message>
    <message>
        <source>A trial measures and changes a live machine, and this window shows %1. Save the plan and try it there with "irqatlas-cli trial", or export it as a shell script to run there as root.</source>
        <translation>试验会测量并更改一台运行中的机器，而此窗口显示的是 %1。请保存该计划，并在该机器上用 "irqatlas-cli trial" 试用，或将其导出为 shell 脚本，在该机器上以 root 身份运行。</translation>
    </message>
    <message>
        <source>Open Re&amp;cording…</source>
        <translation>打开录制(&amp;C)…</translation>
    </message>
    <message>
        <source>Replay a recording of live samples (File → Record, or 'irqatlas-cli watch --record')</source>
        <translation>回放实时采样的录制（文件 → 录制，或 'irqatlas-cli watch --record'）</translation>
    </message>
    <message>
        <source>Re&amp;cord…</source>
        <translation>录制(&amp;C)…</translation>
    </message>
    <message>
        <source>Write every live sample to a file until unticked, in the format 'irqatlas-cli watch --record' writes</source>
        <translation>将每个实时采样写入文件，直到取消勾选，格式与 'irqatlas-cli watch --record' 相同</translation>
    </message>
    <message>
        <source>Nothing to try: this source has no IRQ table</source>
        <translation>没有可试用的内容：此来源没有 IRQ 表</translation>
    </message>
    <message>
        <source>Measure the machine before and after applying the plan the Plan dock shows (%1), then keep or revert it</source>
        <translation>在应用“计划”停靠窗口中显示的计划（%1）前后测量机器，然后保留或撤销它</translation>
    </message>
    <message>
        <source>Nothing to try: make pending changes, or generate a plan in the Plan dock</source>
        <translation>没有可试用的内容：请先进行更改，或在“计划”停靠窗口中生成一个计划</translation>
    </message>
    <message>
        <source>replay of %1</source>
        <translation>%1 的回放</translation>
    </message>
    <message>
        <source>%1 (replay of %2)</source>
        <translation>%1（%2 的回放）</translation>
    </message>
    <message>
        <source>nothing to record: this tab has no live source</source>
        <translation>无可录制内容：此标签页没有实时数据源</translation>
    </message>
    <message>
        <source>Recording to %1</source>
        <translation>正在录制到 %1</translation>
    </message>
    <message>
        <source>Recording saved to %1</source>
        <translation>录制已保存到 %1</translation>
    </message>
    <message>
        <source>Record Live Samples</source>
        <translation>录制实时采样</translation>
    </message>
    <message>
        <source>Recordings (*.jsonl);;All files (*)</source>
        <translation>录制文件 (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>录制</translation>
    </message>
    <message>
        <source>Open Recording</source>
        <translation>打开录制</translation>
    </message>
    <message>
        <source>&amp;Measured IRQ Time (Last Cost Measurement)</source>
        <translation>测量的 IRQ 时间（最近一次开销测量）(&amp;M)</translation>
    </message>
    <message>
        <source>Hard + soft IRQ time per CPU timed from the kernel's tracepoints by Measure IRQ Cost in the Live dock</source>
        <translation>由实时面板中“测量 IRQ 开销”通过内核跟踪点计时的每 CPU 硬+软中断时间</translation>
    </message>
    <message>
        <source>A recording cannot be measured: measure this machine or a remote host.</source>
        <translation>录制无法测量：请测量本机或远程主机。</translation>
    </message>
    <message>
        <source>Nothing to measure: open this machine or a remote host.</source>
        <translation>没有可测量的对象：请打开本机或远程主机。</translation>
    </message>
    <message>
        <source>Not connected to %1: reload the host first.</source>
        <translation>未连接到 %1：请先重新加载该主机。</translation>
    </message>
    <message>
        <source>A saved machine cannot be measured: open this machine or a remote host.</source>
        <translation>已保存的机器无法测量：请打开本机或远程主机。</translation>
    </message>
    <message>
        <source>A measurement is running already.</source>
        <translation>已有测量正在进行。</translation>
    </message>
    <message>
        <source>Tracing %1 for %2 s…</source>
        <translation>正在跟踪 %1，时长 %2 秒…</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>未测量：%1</translation>
    </message>
    <message>
        <source>The measurement was of %1, which is no longer on show: not shown.</source>
        <translation>该测量针对 %1，而它已不再显示：不予显示。</translation>
    </message>
    <message numerus="yes">
        <source>Measured over %1 s: %n IRQ(s) timed</source>
        <translation>
            <numerusform>测量 %1 秒：已计时 %n 个 IRQ</numerusform>
        </translation>
    </message>
    <message>
        <source>busiest CPU %1 with %2 % hard and %3 % soft IRQ time</source>
        <translation>最繁忙的 CPU %1：硬中断时间 %2 %，软中断时间 %3 %</translation>
    </message>
    <message>
        <source>%1 events lost: counts and times are too low</source>
        <translation>丢失 %1 个事件：计数和时间偏低</translation>
    </message>
    <message>
        <source>irqbalance</source>
        <translation>irqbalance</translation>
    </message>
    <message>
        <source>A recording has no irqbalance to ask.</source>
        <translation>录制没有可询问的 irqbalance。</translation>
    </message>
    <message>
        <source>Only this machine's irqbalance can be asked (its socket answers root on this machine): open this machine, or run irqatlas-cli irqbalance on the host.</source>
        <translation>只能询问本机的 irqbalance（其套接字只应答本机的 root）：请打开本机，或在该主机上运行 irqatlas-cli irqbalance。</translation>
    </message>
    <message>
        <source>Prometheus &amp;History…</source>
        <translation>Prometheus 历史(&amp;H)…</translation>
    </message>
    <message>
        <source>Replay a past range of the Prometheus instance on show, with its timeline</source>
        <translation>回放所显示 Prometheus 实例的过去时间范围，并带时间轴</translation>
    </message>
    <message>
        <source>A Prometheus instance cannot be measured: its series hold counts only.</source>
        <translation>无法测量 Prometheus 实例：其序列只包含计数。</translation>
    </message>
    <message>
        <source>Prometheus kept fewer than two samples of %1 in that range</source>
        <translation>Prometheus 在该时间范围内保存的 %1 样本少于两个</translation>
    </message>
    <message>
        <source>This tab is not a Prometheus instance</source>
        <translation>此标签页不是 Prometheus 实例</translation>
    </message>
    <message>
        <source>The end must be later than the start, and the step above 0 s</source>
        <translation>结束时间必须晚于开始时间，且步长须大于 0 秒</translation>
    </message>
    <message>
        <source>Cannot make a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>Reading %1 from %2 to %3 UTC…</source>
        <translation>正在读取 %1，从 %2 到 %3 UTC…</translation>
    </message>
    <message>
        <source>Prometheus History</source>
        <translation>Prometheus 历史</translation>
    </message>
    <message>
        <source>Cannot replay the history: %1</source>
        <translation>无法回放历史：%1</translation>
    </message>
    <message>
        <source>%1 is an instance of the Prometheus server %2, which the report command does not read: 'irqatlas-cli irqs --prometheus %2 --instance %1' prints its IRQ table</source>
        <translation>%1 是 Prometheus 服务器 %2 的实例，report 命令不读取它：'irqatlas-cli irqs --prometheus %2 --instance %1' 可打印其 IRQ 表</translation>
    </message>
    <message>
        <source>Hard + Soft IRQ + IRQ &amp;Thread Time (%)</source>
        <translation>硬 + 软中断 + IRQ 线程时间(&amp;T) (%)</translation>
    </message>
    <message>
        <source>Adds the CPU time of the irq/, napi/ and ksoftirqd/ kernel threads, where the source has it (this machine): a threaded setup does its interrupt work there</source>
        <translation>加上 irq/、napi/ 和 ksoftirqd/ 内核线程的 CPU 时间（仅当来源提供时，即本机）：线程化配置在这些线程中完成中断工作</translation>
    </message>
    <message>
        <source>Queues</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>Move Threads With IRQ</source>
        <translation>线程随 IRQ 移动</translation>
    </message>
    <message>
        <source>Keep Threads Where They Are</source>
        <translation>线程保持原位</translation>
    </message>
    <message>
        <source>Its irq/ and NAPI threads move to the IRQ's new CPUs when it is applied (the default)</source>
        <translation>应用时其 irq/ 和 NAPI 线程随之移到该 IRQ 的新 CPU 上（默认）</translation>
    </message>
    <message>
        <source>Its irq/ and NAPI threads stay where they are when the IRQ moves</source>
        <translation>IRQ 移动时其 irq/ 和 NAPI 线程保持原位</translation>
    </message>
</context>
<context>
    <name>irqatlas::MoveToDialog</name>
    <message>
        <source>Give a CPU list (2, 4-7) or a node (node 1)</source>
        <translation>请给出 CPU 列表(2、4-7)或节点(node 1)</translation>
    </message>
    <message>
        <source>There is no NUMA node %1</source>
        <translation>不存在 NUMA 节点 %1</translation>
    </message>
    <message>
        <source>NUMA node %1 has no online CPU</source>
        <translation>NUMA 节点 %1 没有在线 CPU</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA 节点 %1</translation>
    </message>
    <message>
        <source>The list names no CPU</source>
        <translation>列表中没有任何 CPU</translation>
    </message>
    <message>
        <source>This machine has no CPU %1</source>
        <translation>这台机器没有 CPU %1</translation>
    </message>
    <message>
        <source>CPU %1 is offline</source>
        <translation>CPU %1 已离线</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>Move To</source>
        <translation>移动到</translation>
    </message>
    <message>
        <source>Move %1 to the CPUs:</source>
        <translation>将 %1 移动到以下 CPU:</translation>
    </message>
    <message>
        <source>e.g. 2, 4-7,12 or node 1</source>
        <translation>例如 2、4-7,12 或 node 1</translation>
    </message>
    <message>
        <source>A kernel CPU list, as smp_affinity_list takes it, or "node N" for the online CPUs of a NUMA node</source>
        <translation>内核 CPU 列表(与 smp_affinity_list 的格式相同),或用 “node N” 表示某 NUMA 节点的在线 CPU</translation>
    </message>
    <message>
        <source>Target CPUs</source>
        <translation>目标 CPU</translation>
    </message>
</context>
<context>
    <name>irqatlas::PendingChanges</name>
    <message>
        <source>IRQ %1 is not on this machine.</source>
        <translation>IRQ %1 不在本机上。</translation>
    </message>
    <message>
        <source>the kernel does not allow changing its affinity</source>
        <translation>内核不允许更改其亲和性</translation>
    </message>
    <message>
        <source>IRQ %1 (%2) cannot be moved: %3</source>
        <translation>IRQ %1(%2)无法移动:%3</translation>
    </message>
    <message>
        <source>No IRQ to move.</source>
        <translation>没有可移动的 IRQ。</translation>
    </message>
    <message>
        <source>%1 has no online CPU to move IRQs to.</source>
        <translation>%1 没有可接收 IRQ 的在线 CPU。</translation>
    </message>
    <message>
        <source>Move IRQ %1 to %2</source>
        <translation>将 IRQ %1 移动到 %2</translation>
    </message>
    <message numerus="yes">
        <source>Move %n IRQs to %1</source>
        <translation>
            <numerusform>将 %n 个 IRQ 移动到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: IRQ %2 cannot be moved: %3</source>
        <translation>%1：IRQ %2 无法移动：%3</translation>
    </message>
    <message>
        <source>%1 holds no assignment</source>
        <translation>%1 不包含任何分配</translation>
    </message>
    <message>
        <source>Load plan %1</source>
        <translation>载入计划 %1</translation>
    </message>
    <message>
        <source>IRQ %1 is on %2 already.</source>
        <translation>IRQ %1 已在 %2 上。</translation>
    </message>
    <message>
        <source>These IRQs are on %1 already.</source>
        <translation>这些 IRQ 已在 %1 上。</translation>
    </message>
    <message>
        <source>The threads of IRQ %1 stay where they are already.</source>
        <translation>IRQ %1 的线程已设为保持原位。</translation>
    </message>
    <message>
        <source>The threads of IRQ %1 move with it already.</source>
        <translation>IRQ %1 的线程已设为随其移动。</translation>
    </message>
    <message>
        <source>Keep the threads of IRQ %1 where they are</source>
        <translation>将 IRQ %1 的线程保持原位</translation>
    </message>
    <message>
        <source>Move the threads of IRQ %1 with it</source>
        <translation>让 IRQ %1 的线程随其移动</translation>
    </message>
    <message>
        <source>Nothing changes: the queue has these settings pending already.</source>
        <translation>没有变化：该队列已有这些待定设置。</translation>
    </message>
</context>
<context>
    <name>irqatlas::PlanCompare</name>
    <message>
        <source>Compare Plans</source>
        <translation>比较计划</translation>
    </message>
    <message>
        <source>Accept %1</source>
        <translation>接受 %1</translation>
    </message>
    <message>
        <source>Put plan %1 into the pending changes (one undo step)</source>
        <translation>将计划 %1 放入待定更改（一步撤销）</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Free slot %1 for another plan</source>
        <translation>腾出槽位 %1 给其他计划</translation>
    </message>
    <message>
        <source>No plan kept yet: generate one and press "Keep for Comparison".</source>
        <translation>尚未保留任何计划：请生成一个计划并按“保留以供比较”。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · %n IRQs</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; · %2 · %n 个 IRQ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2; weights: %3</source>
        <translation>%1，IRQ：%2；权重：%3</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>The machine as it is now, over the IRQs the plans place (effective affinity, else affinity, else the CPUs they fired on); never marked best</source>
        <translation>机器现在的状态,覆盖计划所安排的 IRQ(生效亲和性,否则亲和性,否则其触发过的 CPU);从不标记为最佳</translation>
    </message>
    <message>
        <source>Now: %1; this plan: %2.</source>
        <translation>当前:%1;此计划:%2。</translation>
    </message>
    <message>
        <source>"current" is the machine as it is now, over the same IRQs. Lower is better in every marked row; the best plan is in bold on green, never on a row where a plan has no value (–). Each graph counts that plan's IRQs per CPU, where they are delivered when the rows say "delivered".</source>
        <translation>“当前”是机器现在的状态,覆盖相同的 IRQ。每个标记行中数值越低越好;最佳计划以绿底粗体显示,但若某计划在该行没有值(–)则不标记。每个图统计该计划每 CPU 的 IRQ 数;当各行标明“实际投递”时,按实际投递到的 CPU 统计。</translation>
    </message>
</context>
<context>
    <name>irqatlas::PlanDiffModel</name>
    <message>
        <source>moves</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>not on this machine</source>
        <translation>不在本机上</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>无法移动</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The current affinity of this IRQ is not known (no /proc/irq files)</source>
        <translation>此 IRQ 的当前亲和性未知（没有 /proc/irq 文件）</translation>
    </message>
    <message>
        <source>IRQ</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>From</source>
        <translation>原值</translation>
    </message>
    <message>
        <source>To</source>
        <translation>新值</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变更</translation>
    </message>
    <message>
        <source>fired on %1</source>
        <translation>触发于 %1</translation>
    </message>
    <message>
        <source>The current affinity of this IRQ is not known (no /proc/irq files); it fired on CPUs %1 since boot (from /proc/interrupts counts).</source>
        <translation>此 IRQ 的当前亲和性未知(没有 /proc/irq 文件);自启动以来它在 CPU %1 上触发过(来自 /proc/interrupts 计数)。</translation>
    </message>
</context>
<context>
    <name>irqatlas::PlanPanel</name>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>Run the algorithm on the selected IRQs (the window stays usable)</source>
        <translation>对所选 IRQ 运行算法（窗口仍可使用）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop waiting for the plan; its result is dropped</source>
        <translation>停止等待计划；其结果将被丢弃</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Show &amp;preview on the graph</source>
        <translation>在图上显示预览(&amp;P)</translation>
    </message>
    <message>
        <source>Draw the plan's IRQ counts on the CPU tiles, apart from the current state and the pending changes</source>
        <translation>在 CPU 图块上绘制该计划的 IRQ 数量，与当前状态和待定更改分开显示</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>接受(&amp;A)</translation>
    </message>
    <message>
        <source>Put the plan into the pending changes (one undo step)</source>
        <translation>将计划放入待定更改（一步撤销）</translation>
    </message>
    <message>
        <source>&amp;Keep for Comparison</source>
        <translation>保留以供比较(&amp;K)</translation>
    </message>
    <message>
        <source>Keep this plan in slot A, B or C to compare it with others</source>
        <translation>将此计划保留在槽位 A、B 或 C 中，以便与其他计划比较</translation>
    </message>
    <message>
        <source>C&amp;ompare…</source>
        <translation>比较(&amp;O)…</translation>
    </message>
    <message>
        <source>Scores and graphs of the kept plans side by side</source>
        <translation>并排显示保留计划的评分和图形</translation>
    </message>
    <message>
        <source>Open a machine with interrupts first.</source>
        <translation>请先打开一台带有中断信息的机器。</translation>
    </message>
    <message>
        <source>Generating a plan with %1…</source>
        <translation>正在用 %1 生成计划…</translation>
    </message>
    <message>
        <source>Cancelled; the plan being generated will be dropped.</source>
        <translation>已取消；正在生成的计划将被丢弃。</translation>
    </message>
    <message>
        <source>No plan yet: pick an algorithm and the IRQs, then Generate.</source>
        <translation>尚无计划：请选择算法和 IRQ，然后点击“生成”。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; on &lt;tt&gt;%2&lt;/tt&gt;: %n IRQs, </source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; 作用于 &lt;tt&gt;%2&lt;/tt&gt;：%n 个 IRQ，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 个需移动</numerusform>
        </translation>
    </message>
    <message>
        <source>Weights: %1</source>
        <translation>权重：%1</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>警告（%1）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>已保留：%1</translation>
    </message>
    <message>
        <source>Generate a plan first.</source>
        <translation>请先生成计划。</translation>
    </message>
    <message>
        <source>Kept %1 as plan %2.</source>
        <translation>已将 %1 保留为计划 %2。</translation>
    </message>
    <message>
        <source>All %1 comparison slots are taken: remove a plan in the compare view first.</source>
        <translation>全部 %1 个比较槽位均已占用：请先在比较视图中移除一个计划。</translation>
    </message>
    <message>
        <source>There is nothing to accept the plan into.</source>
        <translation>没有可用于接收该计划的待定更改。</translation>
    </message>
    <message>
        <source>%1 is in the pending changes (Undo takes it back).</source>
        <translation>%1 已放入待定更改（“撤销”可将其撤回）。</translation>
    </message>
    <message>
        <source>Plan %1 is empty.</source>
        <translation>计划 %1 为空。</translation>
    </message>
    <message>
        <source>%1 (plan %2)</source>
        <translation>%1（计划 %2）</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>The machine as it is now, over the same IRQs (effective affinity, else affinity, else the CPUs they fired on)</source>
        <translation>机器现在的状态,覆盖相同的 IRQ(生效亲和性,否则亲和性,否则其触发过的 CPU)</translation>
    </message>
    <message numerus="yes">
        <source>Planning the %n IRQ(s) selected in the Interrupts table; edit IRQs to plan others.</source>
        <translation>
            <numerusform>正在为中断表中选中的 %n 个 IRQ 生成计划；编辑 IRQ 可规划其他中断。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::PlanRequestForm</name>
    <message>
        <source>e.g. if:eth0, name:mlx5_comp, 30-40, all</source>
        <translation>例如 if:eth0, name:mlx5_comp, 30-40, all</translation>
    </message>
    <message>
        <source>Interrupts to plan: numbers and ranges (30,32-40), all, name:REGEX, dev:BDF, if:IFACE, driver:NAME; comma-separated, as irqatlas-cli plan --irqs.</source>
        <translation>要规划的中断：编号和范围（30,32-40）、all、name:REGEX、dev:BDF、if:IFACE、driver:NAME；以逗号分隔，与 irqatlas-cli plan --irqs 相同。</translation>
    </message>
    <message>
        <source>from each device</source>
        <translation>取自各设备</translation>
    </message>
    <message>
        <source>Device node for every IRQ (-1 = none); empty: each IRQ's own device node.</source>
        <translation>每个 IRQ 的设备节点（-1 = 无）；留空：使用每个 IRQ 自身的设备节点。</translation>
    </message>
    <message>
        <source>online, allowed, not isolated</source>
        <translation>在线、允许且未隔离</translation>
    </message>
    <message>
        <source>Candidate CPUs as a list (0-7,16); empty: online, allowed and not isolated.</source>
        <translation>候选 CPU 列表（0-7,16）；留空：在线、允许且未隔离的 CPU。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>CPUs never to use, as a list (0,1).</source>
        <translation>绝不使用的 CPU 列表（0,1）。</translation>
    </message>
    <message>
        <source>&amp;Live rates</source>
        <translation>实时速率(&amp;L)</translation>
    </message>
    <message>
        <source>Weigh each IRQ by its rate in the live monitor's latest interval; unticked, or without live rates: by its count since boot, as irqatlas-cli plan does.</source>
        <translation>按实时监视最近一个间隔内的速率为每个 IRQ 加权；未勾选或没有实时速率时：按自启动以来的计数加权，与 irqatlas-cli plan 相同。</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>算法(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;IRQs:</source>
        <translation>IRQ(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Node:</source>
        <translation>节点(&amp;N)：</translation>
    </message>
    <message>
        <source>C&amp;PUs:</source>
        <translation>CPU(&amp;P)：</translation>
    </message>
    <message>
        <source>E&amp;xclude:</source>
        <translation>排除(&amp;X)：</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>This algorithm takes no parameters.</source>
        <translation>此算法不接受参数。</translation>
    </message>
    <message>
        <source>live rates over %1 s</source>
        <translation>%1 秒内的实时速率</translation>
    </message>
    <message>
        <source>interrupt counts since boot</source>
        <translation>自启动以来的中断计数</translation>
    </message>
    <message>
        <source>interrupt counts since boot (no live rates)</source>
        <translation>自启动以来的中断计数（无实时速率）</translation>
    </message>
    <message>
        <source>over %1 s, the live monitor's latest interval</source>
        <translation>统计时长 %1 秒，即实时监视的最近一个间隔</translation>
    </message>
    <message>
        <source>online, allowed, not isolated (%1)</source>
        <translation>在线、允许且未隔离（%1）</translation>
    </message>
    <message>
        <source>required</source>
        <translation>必填</translation>
    </message>
    <message>
        <source>%1, required</source>
        <translation>%1，必填</translation>
    </message>
    <message>
        <source>%1; empty: %2</source>
        <translation>%1；留空：%2</translation>
    </message>
    <message>
        <source>Say which IRQs to plan, e.g. "all".</source>
        <translation>请指定要规划的 IRQ，例如 "all"。</translation>
    </message>
    <message>
        <source>IRQs: %1</source>
        <translation>IRQ：%1</translation>
    </message>
    <message>
        <source>Node: "%1" is not a number</source>
        <translation>节点："%1" 不是数字</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>排除</translation>
    </message>
    <message>
        <source>&amp;Measured time</source>
        <translation>测量时间(&amp;M)</translation>
    </message>
    <message>
        <source>Weigh each IRQ by its handler time in the last Measure IRQ Cost (Live dock), so a 20 µs completion outweighs a 50 ns timer that fires as often; before the live rates and the counts.</source>
        <translation>按最近一次“测量 IRQ 开销”（实时面板）中的处理程序时间为每个 IRQ 加权，使 20 µs 的完成中断比同样频繁的 50 ns 定时器更重；优先于实时速率和计数。</translation>
    </message>
    <message>
        <source>IRQ time measured over %1 s</source>
        <translation>测量 %1 秒的 IRQ 时间</translation>
    </message>
    <message>
        <source>handler time measured over %1 s (Measure IRQ Cost)</source>
        <translation>测量 %1 秒的处理程序时间（测量 IRQ 开销）</translation>
    </message>
    <message>
        <source>the last measurement</source>
        <translation>最近一次测量</translation>
    </message>
</context>
<context>
    <name>irqatlas::PromFleetDialog</name>
    <message>
        <source>Password File</source>
        <translation>密码文件</translation>
    </message>
    <message>
        <source>Connect to Prometheus</source>
        <translation>连接到 Prometheus</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>none (no basic auth)</source>
        <translation>无（不使用基本认证）</translation>
    </message>
    <message>
        <source>its first line is the password</source>
        <translation>其第一行为密码</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Password file:</source>
        <translation>密码文件(&amp;P)：</translation>
    </message>
    <message>
        <source>or &amp;environment variable:</source>
        <translation>或环境变量(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Rate window:</source>
        <translation>速率窗口(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>超时(&amp;T)：</translation>
    </message>
    <message>
        <source>Password file %1: no such file</source>
        <translation>密码文件 %1：文件不存在</translation>
    </message>
    <message>
        <source>A password file needs a user.</source>
        <translation>密码文件需要用户。</translation>
    </message>
    <message>
        <source>User %1 needs a password file or an environment variable.</source>
        <translation>用户 %1 需要密码文件或环境变量。</translation>
    </message>
</context>
<context>
    <name>irqatlas::PromHistoryDialog</name>
    <message>
        <source>Prometheus History</source>
        <translation>Prometheus 历史</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Replay %1 as Prometheus kept it: one sample per step, the last scrape at or before each step's time.</source>
        <translation>按 Prometheus 保存的数据回放 %1：每步一个样本，取每步时间点或之前的最后一次抓取。</translation>
    </message>
    <message>
        <source>&amp;From (UTC):</source>
        <translation>开始(&amp;F)（UTC）：</translation>
    </message>
    <message>
        <source>&amp;To (UTC):</source>
        <translation>结束(&amp;T)（UTC）：</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>步长(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>回放(&amp;R)</translation>
    </message>
    <message>
        <source>The end must be later than the start.</source>
        <translation>结束时间必须晚于开始时间。</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n 个样本</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>irqatlas::QueueModel</name>
    <message>
        <source>“%1” is not a CPU list (like 0-3,8): %2</source>
        <translation>“%1”不是 CPU 列表（如 0-3,8）：%2</translation>
    </message>
    <message>
        <source>CPU %1 is not on this machine (CPUs %2).</source>
        <translation>本机没有 CPU %1（CPU %2）。</translation>
    </message>
    <message>
        <source>Not offered: %1</source>
        <translation>不提供：%1</translation>
    </message>
    <message>
        <source>From the kernel's netdev netlink family</source>
        <translation>来自内核的 netdev netlink 协议族</translation>
    </message>
    <message>
        <source>From an action name in /proc/interrupts</source>
        <translation>来自 /proc/interrupts 中的 action 名称</translation>
    </message>
    <message>
        <source>No IRQ is known for this queue</source>
        <translation>此队列没有已知的 IRQ</translation>
    </message>
    <message>
        <source>CPUs the NAPI thread may run on; type a CPU list to pin it (the kernel's NAPI documentation pins it to the CPU that services its interrupt)</source>
        <translation>NAPI 线程可运行的 CPU；输入 CPU 列表以绑定它（内核的 NAPI 文档将其绑定到处理其中断的 CPU）</translation>
    </message>
    <message>
        <source>No NAPI thread is known for this queue (threaded NAPI off, or no NAPI id from the kernel)</source>
        <translation>此队列没有已知的 NAPI 线程（线程化 NAPI 未开启，或内核未提供 NAPI id）</translation>
    </message>
    <message>
        <source>CPUs that receive packet steering may hand this queue's packets to; empty: off</source>
        <translation>接收包导流可将此队列的数据包转交给的 CPU；留空：关闭</translation>
    </message>
    <message>
        <source>Flow table entries of receive flow steering; 0: off</source>
        <translation>接收流导流的流表项数；0：关闭</translation>
    </message>
    <message>
        <source>CPUs whose transmits use this queue; empty: off</source>
        <translation>发送时使用此队列的 CPU；留空：关闭</translation>
    </message>
    <message>
        <source>Receive queues whose flows transmit on this queue (queue numbers, not CPUs); empty: off</source>
        <translation>其流经此队列发送的接收队列（队列编号，而非 CPU）；留空：关闭</translation>
    </message>
    <message>
        <source>Pending: %1 (now %2)</source>
        <translation>待定：%1（当前 %2）</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>%1 (threaded NAPI)</source>
        <translation>%1（线程化 NAPI）</translation>
    </message>
    <message>
        <source>%1 (NAPI in softirq)</source>
        <translation>%1（NAPI 在软中断中）</translation>
    </message>
    <message>
        <source>Whether NAPI runs in threads is not known for this source</source>
        <translation>此来源无法得知 NAPI 是否在线程中运行</translation>
    </message>
    <message>
        <source>Threaded NAPI: each queue's polling runs in a napi/ kernel thread</source>
        <translation>线程化 NAPI：每个队列的轮询在 napi/ 内核线程中运行</translation>
    </message>
    <message>
        <source>NAPI polls in softirq context (threaded is 0)</source>
        <translation>NAPI 在软中断上下文中轮询（threaded 为 0）</translation>
    </message>
    <message>
        <source>→ off</source>
        <translation>→ 关闭</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>IRQ</source>
        <translation>IRQ</translation>
    </message>
    <message>
        <source>IRQ CPUs</source>
        <translation>IRQ CPU</translation>
    </message>
    <message>
        <source>NAPI thread</source>
        <translation>NAPI 线程</translation>
    </message>
    <message>
        <source>NAPI CPUs</source>
        <translation>NAPI CPU</translation>
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
        <translation>该队列的 IRQ 所投递到的 CPU（有效亲和性）</translation>
    </message>
    <message>
        <source>The napi/ kernel thread that polls the queue (threaded NAPI)</source>
        <translation>轮询该队列的 napi/ 内核线程（线程化 NAPI）</translation>
    </message>
    <message>
        <source>This cell cannot be edited.</source>
        <translation>此单元格无法编辑。</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>%1: “%2” is not a whole number of flows (0 turns it off).</source>
        <translation>%1：“%2”不是整数个流（0 表示关闭）。</translation>
    </message>
    <message>
        <source>%1: “%2” is not a list of receive queues (like 0-3): %3</source>
        <translation>%1：“%2”不是接收队列列表（如 0-3）：%3</translation>
    </message>
    <message>
        <source>%1: %2 has no receive queue %3 (its receive queues: %4).</source>
        <translation>%1：%2 没有接收队列 %3（其接收队列：%4）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: a NAPI thread needs at least one CPU.</source>
        <translation>%1：NAPI 线程至少需要一个 CPU。</translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation>将 %1 设为 %2</translation>
    </message>
</context>
<context>
    <name>irqatlas::QueuesPanel</name>
    <message>
        <source>No network interface with queues on this machine (lo is not listed).</source>
        <translation>本机没有带队列的网络接口（lo 不列出）。</translation>
    </message>
    <message>
        <source>No queues: this source does not carry network queues (a recording, a Prometheus instance, a topology or an interrupts file alone, or a snapshot saved before queues were kept).</source>
        <translation>没有队列：此来源不包含网络队列（录制、Prometheus 实例、单独的拓扑文件或中断文件，或在开始保存队列之前保存的快照）。</translation>
    </message>
    <message>
        <source>Double-click a CPU list or count to change it; edits join the pending changes.</source>
        <translation>双击 CPU 列表或计数值以修改；修改会加入待定更改。</translation>
    </message>
</context>
<context>
    <name>irqatlas::RemoteApplyBackend</name>
    <message>
        <source>&lt;b&gt;irqatlas-helper is not installed there&lt;/b&gt;: Apply will be refused</source>
        <translation>&lt;b&gt;该主机上未安装 irqatlas-helper&lt;/b&gt;：“应用”将被拒绝</translation>
    </message>
    <message>
        <source>the installed irqatlas-helper</source>
        <translation>已安装的 irqatlas-helper</translation>
    </message>
    <message>
        <source>the plan script (&lt;code&gt;sh -s&lt;/code&gt;; no irqatlas-helper installed there)</source>
        <translation>计划脚本（&lt;code&gt;sh -s&lt;/code&gt;；该主机上未安装 irqatlas-helper）</translation>
    </message>
    <message>
        <source>%1, as root</source>
        <translation>%1，以 root 身份</translation>
    </message>
    <message>
        <source>%1 with sudo</source>
        <translation>%1，通过 sudo</translation>
    </message>
    <message>
        <source>%1 with sudo (asks for the password)</source>
        <translation>%1，通过 sudo（会询问密码）</translation>
    </message>
    <message>
        <source>%1 — &lt;b&gt;but the login user is not root and sudo refuses it&lt;/b&gt;</source>
        <translation>%1 — &lt;b&gt;但登录用户不是 root，且 sudo 拒绝该用户&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 — &lt;b&gt;but the login user is not root and sudo is not installed&lt;/b&gt;</source>
        <translation>%1 — &lt;b&gt;但登录用户不是 root，且未安装 sudo&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Applies on&lt;/b&gt; %1 over SSH &lt;b&gt;through&lt;/b&gt; %2.</source>
        <translation>&lt;b&gt;应用目标：&lt;/b&gt;%1（通过 SSH），&lt;b&gt;方式：&lt;/b&gt;%2。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Applies on&lt;/b&gt; %1 over SSH. &lt;b&gt;The check failed:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;应用目标：&lt;/b&gt;%1（通过 SSH）。&lt;b&gt;检查失败：&lt;/b&gt;%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Applies on&lt;/b&gt; %1 over SSH. Checking how…</source>
        <translation>&lt;b&gt;应用目标：&lt;/b&gt;%1（通过 SSH）。正在检查应用方式…</translation>
    </message>
    <message numerus="yes">
        <source>Without a confirmation within %n second(s) the host restores every IRQ by itself, also when the connection drops.</source>
        <translation>
            <numerusform>如果在 %n 秒内未收到确认，该主机会自动恢复所有 IRQ，连接断开时也是如此。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;h3&gt;Applying on %1…&lt;/h3&gt;The remote side checks the plan against its running kernel, keeps a journal, writes each IRQ and reads it back. sudo may ask for a password.</source>
        <translation>&lt;h3&gt;正在 %1 上应用…&lt;/h3&gt;远程端会根据其正在运行的内核检查计划、记录日志、逐个写入 IRQ 并读回。sudo 可能会要求输入密码。</translation>
    </message>
</context>
<context>
    <name>irqatlas::ReplayBar</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Show the interval before this one</source>
        <translation>显示前一个间隔</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Play or pause the replay</source>
        <translation>播放或暂停回放</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Show the interval after this one</source>
        <translation>显示后一个间隔</translation>
    </message>
    <message>
        <source>Replay position</source>
        <translation>回放位置</translation>
    </message>
    <message>
        <source>Jump to a time of the recording</source>
        <translation>跳转到录制中的某个时间</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>回放速度</translation>
    </message>
    <message>
        <source>How fast the recording plays, against the time it was recorded in</source>
        <translation>录制的播放速度，相对于录制时的时间</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>Start again from the beginning at the end of the recording</source>
        <translation>录制结束时从头重新开始</translation>
    </message>
    <message>
        <source>Stop Replay</source>
        <translation>停止回放</translation>
    </message>
    <message>
        <source>Leave the replay and show this tab's machine again</source>
        <translation>退出回放，重新显示此标签页的机器</translation>
    </message>
    <message>
        <source>Replay:</source>
        <translation>回放：</translation>
    </message>
    <message>
        <source>%1 s of %2 s, interval %3 of %4</source>
        <translation>%1 秒 / %2 秒，第 %3 个间隔，共 %4 个</translation>
    </message>
    <message>
        <source>Recorded every %1 s</source>
        <translation>录制间隔 %1 秒</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Compare Ranges</source>
        <translation>比较区间</translation>
    </message>
    <message>
        <source>Paint on the graph how each CPU's IRQ time changed between two ranges of the recording</source>
        <translation>在图上标出每个 CPU 的 IRQ 时间在录制的两个区间之间的变化</translation>
    </message>
    <message>
        <source>Range A</source>
        <translation>区间 A</translation>
    </message>
    <message>
        <source>Range A: the intervals compared against</source>
        <translation>区间 A：作为比较基准的时间间隔</translation>
    </message>
    <message>
        <source>Range B</source>
        <translation>区间 B</translation>
    </message>
    <message>
        <source>Range B: the intervals whose change against A is painted</source>
        <translation>区间 B：标出其相对于 A 的变化的时间间隔</translation>
    </message>
    <message>
        <source>A:</source>
        <translation>A：</translation>
    </message>
    <message>
        <source>B:</source>
        <translation>B：</translation>
    </message>
    <message>
        <source>%1–%2 s</source>
        <translation>%1–%2 秒</translation>
    </message>
    <message>
        <source>A %1, B %2</source>
        <translation>A %1，B %2</translation>
    </message>
</context>
<context>
    <name>irqatlas::ReportExportDialog</name>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Trial Folder</source>
        <translation>试验文件夹</translation>
    </message>
    <message>
        <source>Recording</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>Recordings (*.jsonl);;All files (*)</source>
        <translation>记录 (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Recording:</source>
        <translation>记录：</translation>
    </message>
    <message>
        <source>optional: a file of irqatlas-cli watch --record</source>
        <translation>可选：irqatlas-cli watch --record 生成的文件</translation>
    </message>
    <message>
        <source>Trial folder:</source>
        <translation>试验文件夹：</translation>
    </message>
    <message>
        <source>optional: irqatlas-cli trial --out DIR, or Try Plan's saved results</source>
        <translation>可选：irqatlas-cli trial --out DIR，或“试用计划”保存的结果</translation>
    </message>
    <message>
        <source>HTML: one self-contained file</source>
        <translation>HTML：一个自包含文件</translation>
    </message>
    <message>
        <source>PDF: for printing</source>
        <translation>PDF：用于打印</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>The report holds the machine on show, its interrupts and the pending changes; a recording adds its load over time, a trial folder its verdict and plots.</source>
        <translation>报告包含当前显示的机器、它的中断和待应用的更改；记录会加入其随时间变化的负载，试验文件夹会加入其结论和图表。</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
</context>
<context>
    <name>irqatlas::ReportPdf</name>
    <message>
        <source>(a chart that the PDF writer cannot draw: see the HTML report)</source>
        <translation>（PDF 写入器无法绘制的图表：请参阅 HTML 报告）</translation>
    </message>
    <message>
        <source>the PDF writer produced no document</source>
        <translation>PDF 写入器没有生成文档</translation>
    </message>
    <message>
        <source>the report is %1 MB of HTML, more than the %2 MB a PDF is made from: export it as HTML</source>
        <translation>报告的 HTML 为 %1 MB，超过生成 PDF 所允许的 %2 MB：请导出为 HTML</translation>
    </message>
</context>
<context>
    <name>irqatlas::Sampler</name>
    <message>
        <source>sampling interval %1 s is out of range (%2 s to %3 s)</source>
        <translation>采样间隔 %1 秒超出范围(%2 秒到 %3 秒)</translation>
    </message>
</context>
<context>
    <name>irqatlas::SoftirqBars</name>
    <message>
        <source>softirqs/s</source>
        <translation>软中断/秒</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message numerus="yes">
        <source>CPU (the %n busiest)</source>
        <translation>
            <numerusform>CPU（最繁忙的 %n 个）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CPU (the %n busiest of the selection)</source>
        <translation>
            <numerusform>CPU（所选中最繁忙的 %n 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU (selected)</source>
        <translation>CPU（已选）</translation>
    </message>
    <message>
        <source>softirq time %</source>
        <translation>软中断时间 %</translation>
    </message>
</context>
<context>
    <name>irqatlas::SourceBanner</name>
    <message>
        <source>Hide this note for the machine on show</source>
        <translation>对当前显示的机器隐藏此提示</translation>
    </message>
    <message>
        <source>Hide the note on disagreeing sources</source>
        <translation>隐藏来源不一致的提示</translation>
    </message>
    <message>
        <source>The source's files do not describe the same machine as its topology; what the topology has no place for is not shown:</source>
        <translation>来源的文件与其拓扑描述的不是同一台机器;拓扑中没有位置的内容不会显示:</translation>
    </message>
    <message>
        <source>Sources disagree</source>
        <translation>来源不一致</translation>
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
        <translation>核心 %1(CPU %2)</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA 节点 %1</translation>
    </message>
    <message>
        <source>package %1</source>
        <translation>封装 %1</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>移动到 %1</translation>
    </message>
    <message>
        <source>%1 (CPUs %2)</source>
        <translation>%1（CPU %2）</translation>
    </message>
</context>
<context>
    <name>irqatlas::TryPlanDialog</name>
    <message>
        <source>Try Plan</source>
        <translation>试用计划</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>基线：</translation>
    </message>
    <message>
        <source>After the plan settled:</source>
        <translation>计划稳定后：</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>间隔：</translation>
    </message>
    <message>
        <source>Dry run: apply nothing, measure twice (the machine's own noise)</source>
        <translation>试运行：不应用任何内容，测量两次（机器自身的噪声）</translation>
    </message>
    <message>
        <source>The plan is applied only for the trial and reverted afterwards unless you keep it.</source>
        <translation>计划仅在试验期间应用，之后会还原，除非您选择保留。</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之后</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>还原(&amp;R)</translation>
    </message>
    <message>
        <source>Keep the plan, or revert it; without an answer it is reverted in %1 s.</source>
        <translation>保留计划或还原；若无回应，将在 %1 秒后还原。</translation>
    </message>
    <message>
        <source>The trial stopped: %1</source>
        <translation>试验已停止：%1</translation>
    </message>
    <message>
        <source>The sample source ended before the trial did.</source>
        <translation>采样源在试验结束前已结束。</translation>
    </message>
    <message>
        <source>Measuring the baseline…</source>
        <translation>正在测量基线…</translation>
    </message>
    <message>
        <source>Applying the plan…</source>
        <translation>正在应用计划…</translation>
    </message>
    <message>
        <source>Measuring after the plan…</source>
        <translation>正在测量应用计划后的情况…</translation>
    </message>
    <message>
        <source>Settling for one interval…</source>
        <translation>稳定一个间隔…</translation>
    </message>
    <message>
        <source>better</source>
        <translation>更好</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>更差</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已变化</translation>
    </message>
    <message>
        <source>within noise</source>
        <translation>在噪声范围内</translation>
    </message>
    <message>
        <source>Dry run done: nothing was applied.</source>
        <translation>试运行完成：未应用任何内容。</translation>
    </message>
    <message>
        <source>Keep the plan, or revert it.</source>
        <translation>保留计划或还原。</translation>
    </message>
    <message>
        <source>Optional, e.g. iperf3 -c host -t 5 | tail -3</source>
        <translation>可选，例如 iperf3 -c host -t 5 | tail -3</translation>
    </message>
    <message>
        <source>Run with /bin/sh -c exactly as typed at the end of each phase; the last number it prints is the phase's figure.</source>
        <translation>在每个阶段结束时按原样用 /bin/sh -c 运行；它输出的最后一个数字就是该阶段的数值。</translation>
    </message>
    <message>
        <source>Metric command:</source>
        <translation>度量命令：</translation>
    </message>
    <message>
        <source>Save &amp;Results…</source>
        <translation>保存结果(&amp;R)…</translation>
    </message>
    <message>
        <source>Write both recordings, the plan, the journal and the report into a new or empty folder (as irqatlas-cli trial --out DIR does).</source>
        <translation>将两份记录、计划、日志和报告写入一个新的或空的文件夹（与 irqatlas-cli trial --out DIR 相同）。</translation>
    </message>
    <message>
        <source>Running the metric command…</source>
        <translation>正在运行度量命令…</translation>
    </message>
    <message>
        <source>The metric command "%1" cannot start: %2</source>
        <translation>度量命令“%1”无法启动：%2</translation>
    </message>
    <message>
        <source>The metric command "%1" was killed.</source>
        <translation>度量命令“%1”被终止。</translation>
    </message>
    <message>
        <source>The metric command "%1" failed with exit status %2.</source>
        <translation>度量命令“%1”失败，退出状态 %2。</translation>
    </message>
    <message>
        <source>The metric command "%1" printed no number.</source>
        <translation>度量命令“%1”没有输出数字。</translation>
    </message>
    <message>
        <source>Metric command</source>
        <translation>度量命令</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>不评判</translation>
    </message>
    <message>
        <source>One figure per phase has no spread to judge it against.</source>
        <translation>每个阶段只有一个数值，没有可供评判的波动范围。</translation>
    </message>
    <message>
        <source>There are no results to save yet.</source>
        <translation>还没有可保存的结果。</translation>
    </message>
    <message>
        <source>%1 exists and is not a folder.</source>
        <translation>%1 已存在且不是文件夹。</translation>
    </message>
    <message>
        <source>%1 is not empty; the results of a trial go into an empty or new folder.</source>
        <translation>%1 不为空；试验结果只能写入空的或新的文件夹。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Save Results into a New or Empty Folder</source>
        <translation>将结果保存到新的或空的文件夹</translation>
    </message>
    <message>
        <source>Save Results</source>
        <translation>保存结果</translation>
    </message>
    <message>
        <source>The results are in %1.</source>
        <translation>结果已保存在 %1。</translation>
    </message>
    <message>
        <source>The results are in %1; %2.</source>
        <translation>结果位于 %1；%2。</translation>
    </message>
</context>
<context>
    <name>irqatlas::WorkspaceWindow</name>
    <message>
        <source>Connect to &amp;Host…</source>
        <translation>连接到主机(&amp;H)…</translation>
    </message>
    <message>
        <source>Read a remote machine over ssh, in a new tab</source>
        <translation>通过 ssh 读取远程机器，在新标签页中打开</translation>
    </message>
    <message>
        <source>&amp;New Tab</source>
        <translation>新建标签页(&amp;N)</translation>
    </message>
    <message>
        <source>Close &amp;Tab</source>
        <translation>关闭标签页(&amp;C)</translation>
    </message>
    <message>
        <source>Close the current tab</source>
        <translation>关闭当前标签页</translation>
    </message>
    <message>
        <source>irqatlas</source>
        <translation>irqatlas</translation>
    </message>
    <message>
        <source>&amp;This Machine</source>
        <translation>本机(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Snapshot Directory…</source>
        <translation>快照目录(&amp;S)…</translation>
    </message>
    <message>
        <source>Snapshot &amp;Archive…</source>
        <translation>快照归档(&amp;A)…</translation>
    </message>
    <message>
        <source>hwloc &amp;XML…</source>
        <translation>hwloc XML(&amp;X)…</translation>
    </message>
    <message>
        <source>Topology &amp;JSON…</source>
        <translation>拓扑 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>/proc/&amp;interrupts File…</source>
        <translation>/proc/interrupts 文件(&amp;I)…</translation>
    </message>
    <message>
        <source>New tab: this machine, a saved machine or a remote host</source>
        <translation>新标签页：本机、已保存的机器或远程主机</translation>
    </message>
    <message numerus="yes">
        <source>Left out %n remembered tab(s) of a kind this version does not know: %1</source>
        <translation>
            <numerusform>略过了 %n 个此版本不认识类型的已记住标签页：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Fleet…</source>
        <translation>打开集群(&amp;F)…</translation>
    </message>
    <message>
        <source>Read many hosts over ssh, from an Ansible inventory or a host list, grouped by machine class</source>
        <translation>通过 ssh 从 Ansible 清单或主机列表读取多台主机，并按机器类别分组</translation>
    </message>
    <message>
        <source>Connect to &amp;Prometheus…</source>
        <translation>连接到 Prometheus(&amp;P)…</translation>
    </message>
    <message>
        <source>The fleet as a Prometheus server's node_exporter targets</source>
        <translation>以 Prometheus 服务器的 node_exporter 目标作为集群</translation>
    </message>
    <message numerus="yes">
        <source>Left out %n remembered Prometheus tab(s) whose settings are not valid: %1</source>
        <translation><numerusform>已略过 %n 个设置无效的已记住 Prometheus 标签页：%1</numerusform></translation>
    </message>
</context>
<context>
    <name>irqatlas::interrupts</name>
    <message>
        <source>expected the header line "CPU0 CPU1 …", found %1 (header missing?)</source>
        <translation>应为标题行 "CPU0 CPU1 …",却发现 %1(缺少标题行?)</translation>
    </message>
    <message>
        <source>header column %1 is %2, not CPU&lt;n&gt;</source>
        <translation>标题列 %1 为 %2,而不是 CPU&lt;n&gt;</translation>
    </message>
    <message>
        <source>empty header line</source>
        <translation>标题行为空</translation>
    </message>
    <message>
        <source>row does not start with "&lt;irq&gt;:": %1</source>
        <translation>行不是以 "&lt;irq&gt;:" 开头:%1</translation>
    </message>
    <message>
        <source>IRQ number %1 out of range</source>
        <translation>IRQ 编号 %1 超出范围</translation>
    </message>
    <message>
        <source>count %1 (%2) does not fit in 64 bits</source>
        <translation>计数 %1(%2)超出 64 位范围</translation>
    </message>
    <message>
        <source>IRQ %1 has %2 of %3 counts (file cut off?)</source>
        <translation>IRQ %1 只有 %3 个计数中的 %2 个(文件被截断?)</translation>
    </message>
    <message>
        <source>count %1 of IRQ %2 is not a number: %3 (column %4)</source>
        <translation>IRQ %2 的第 %1 个计数不是数字:%3(第 %4 列)</translation>
    </message>
    <message>
        <source>row %1 has no counts</source>
        <translation>第 %1 行没有计数</translation>
    </message>
    <message>
        <source>row %1 has %2 of %3 counts (file cut off?)</source>
        <translation>第 %1 行只有 %3 个计数中的 %2 个(文件被截断?)</translation>
    </message>
    <message>
        <source>count %1 of row %2 is not a number: %3</source>
        <translation>第 %2 行的第 %1 个计数不是数字:%3</translation>
    </message>
    <message>
        <source>%1: no "CPU0 CPU1 …" header line (empty file?)</source>
        <translation>%1: 没有 "CPU0 CPU1 …" 标题行(文件为空?)</translation>
    </message>
    <message>
        <source>header column %1: %2</source>
        <translation>表头第 %1 列: %2</translation>
    </message>
    <message>
        <source>more than %1 CPU columns, the supported maximum</source>
        <translation>超过 %1 个 CPU 列，即支持的最大值</translation>
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
        <translation>应为 NUMA 节点编号,却发现 %1</translation>
    </message>
    <message>
        <source>NUMA node %1 is negative</source>
        <translation>NUMA 节点 %1 为负数</translation>
    </message>
    <message>
        <source>empty action name at position %1</source>
        <translation>位置 %1 处的动作名称为空</translation>
    </message>
    <message>
        <source>expected one line, found several</source>
        <translation>应为一行,却发现多行</translation>
    </message>
    <message>
        <source>expected a hardware IRQ number, found %1</source>
        <translation>应为硬件 IRQ 编号,却发现 %1</translation>
    </message>
    <message>
        <source>no counts</source>
        <translation>没有计数</translation>
    </message>
    <message>
        <source>count %1 is not a number: %2 (position %3)</source>
        <translation>计数 %1 不是数字:%2(位置 %3)</translation>
    </message>
    <message>
        <source>NUMA node %1 is above the supported maximum %2</source>
        <translation>NUMA 节点 %1 超过支持的最大值 %2</translation>
    </message>
    <message>
        <source>more than %1 action names, the supported maximum (position %2)</source>
        <translation>超过 %1 个处理程序名称，即支持的最大值（位置 %2）</translation>
    </message>
    <message>
        <source>more than %1 counts, one per CPU, the supported maximum (position %2)</source>
        <translation>超过 %1 个计数（每个 CPU 一个），即支持的最大值（位置 %2）</translation>
    </message>
    <message>
        <source>the control character %1 at byte %2</source>
        <translation>第 %2 字节处有控制字符 %1</translation>
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
        <translation>%1: %2 字节，超过支持的最大值 %3</translation>
    </message>
    <message>
        <source>line is longer than the supported maximum of %1 bytes</source>
        <translation>行长度超过支持的最大值 %1 字节</translation>
    </message>
    <message>
        <source>more than %1 rows, the supported maximum</source>
        <translation>超过 %1 行，即支持的最大值</translation>
    </message>
    <message>
        <source>CPU id %1 is above the supported maximum %2</source>
        <translation>CPU 编号 %1 超过支持的最大值 %2</translation>
    </message>
    <message>
        <source>%1 repeats or goes backwards (after %2)</source>
        <translation>%1 重复或倒退（在 %2 之后）</translation>
    </message>
    <message>
        <source>header column %1: %2</source>
        <translation>表头第 %1 列：%2</translation>
    </message>
</context>
<context>
    <name>irqatlas::procstat</name>
    <message>
        <source>bad CPU label %1</source>
        <translation>错误的 CPU 标签 %1</translation>
    </message>
    <message>
        <source>%1: not a number at column %2</source>
        <translation>%1: 第 %2 列不是数字</translation>
    </message>
    <message>
        <source>%1 has %2 time fields, at least 4 expected (file cut off?)</source>
        <translation>%1 有 %2 个时间字段,至少应有 4 个(文件被截断?)</translation>
    </message>
    <message>
        <source>%1 has no values</source>
        <translation>%1 没有值</translation>
    </message>
    <message>
        <source>%1: expected one number</source>
        <translation>%1: 应为一个数字</translation>
    </message>
    <message>
        <source>%1: no "cpu" line (not a /proc/stat file?)</source>
        <translation>%1: 没有 "cpu" 行(不是 /proc/stat 文件?)</translation>
    </message>
    <message>
        <source>more than %1 "cpuN" lines, the supported maximum</source>
        <translation>超过 %1 个 "cpuN" 行，即支持的最大值</translation>
    </message>
    <message>
        <source>%1 has more than %2 values, the supported maximum</source>
        <translation>%1 有超过 %2 个值，即支持的最大值</translation>
    </message>
</context>
<context>
    <name>irqatlas::softirqs</name>
    <message>
        <source>expected the header line "CPU0 CPU1 …", found %1 (header missing?)</source>
        <translation>应为标题行 "CPU0 CPU1 …",却发现 %1(缺少标题行?)</translation>
    </message>
    <message>
        <source>row does not start with "&lt;NAME&gt;:": %1</source>
        <translation>行不是以 "&lt;NAME&gt;:" 开头:%1</translation>
    </message>
    <message>
        <source>count %1 of %2 is not a number: %3</source>
        <translation>%2 的第 %1 个计数不是数字:%3</translation>
    </message>
    <message>
        <source>%1 has %2 counts for %3 CPU columns%4</source>
        <translation>%1 有 %2 个计数,而 CPU 列有 %3 个%4</translation>
    </message>
    <message>
        <source> (file cut off?)</source>
        <translation> (文件被截断?)</translation>
    </message>
    <message>
        <source>%1: no "CPU0 CPU1 …" header line (empty file?)</source>
        <translation>%1: 没有 "CPU0 CPU1 …" 标题行(文件为空?)</translation>
    </message>
    <message>
        <source>header column %1: %2</source>
        <translation>表头第 %1 列: %2</translation>
    </message>
    <message>
        <source>more than %1 CPU columns, the supported maximum</source>
        <translation>超过 %1 个 CPU 列，即支持的最大值</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>User interface language: de, zh_CN or en.</source>
        <translation>用户界面语言:de、zh_CN 或 en。</translation>
    </message>
    <message>
        <source>CPU topology and interrupt affinity visualizer and editor.</source>
        <translation>CPU 拓扑和中断亲和性的可视化与编辑工具。</translation>
    </message>
    <message>
        <source>Show a saved machine (snapshot directory or .tar.gz).</source>
        <translation>显示已保存的机器(快照目录或 .tar.gz)。</translation>
    </message>
    <message>
        <source>Show the topology of an hwloc XML file.</source>
        <translation>显示 hwloc XML 文件中的拓扑。</translation>
    </message>
    <message>
        <source>Show an irqatlas topology JSON file.</source>
        <translation>显示 irqatlas 拓扑 JSON 文件。</translation>
    </message>
    <message>
        <source>Show a lone /proc/interrupts file.</source>
        <translation>显示单独的 /proc/interrupts 文件。</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation>将窗口渲染为 PNG 文件后退出。</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1600x1000).</source>
        <translation>--screenshot 的窗口大小(默认 1600x1000)。</translation>
    </message>
    <message>
        <source>Colours: light, dark or system.</source>
        <translation>颜色:light、dark 或 system。</translation>
    </message>
    <message>
        <source>Select an IRQ at start.</source>
        <translation>启动时选中一个 IRQ。</translation>
    </message>
    <message>
        <source>Select a NUMA node at start.</source>
        <translation>启动时选中一个 NUMA 节点。</translation>
    </message>
    <message>
        <source>Unknown --theme %1: use light, dark or system.</source>
        <translation>未知的 --theme %1:请使用 light、dark 或 system。</translation>
    </message>
    <message>
        <source>Bad --size %1: expected WxH, e.g. 1600x1000.</source>
        <translation>错误的 --size %1:应为 WxH,例如 1600x1000。</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Replay a monitor recording (irqatlas-cli watch --record) as live heat.</source>
        <translation>将监视记录（irqatlas-cli watch --record）作为实时热度回放。</translation>
    </message>
    <message>
        <source>Show a remote machine over ssh: [user@]host[:port].</source>
        <translation>通过 ssh 显示远程机器：[user@]host[:port]。</translation>
    </message>
    <message>
        <source>With --host: use this ssh config file instead of ~/.ssh/config (ssh -F).</source>
        <translation>配合 --host：使用此 ssh 配置文件代替 ~/.ssh/config（ssh -F）。</translation>
    </message>
    <message>
        <source>With --host: the private key to offer (ssh -i).</source>
        <translation>配合 --host：要提供的私钥（ssh -i）。</translation>
    </message>
    <message>
        <source>Bring the Live dock (plots of the live monitor) to the front.</source>
        <translation>将“实时”停靠窗口（实时监视的图表）置于前台。</translation>
    </message>
    <message>
        <source>--ssh-config and --identity need --host.</source>
        <translation>--ssh-config 和 --identity 需要配合 --host 使用。</translation>
    </message>
    <message>
        <source>Give one of --root, --xml, --topology, --interrupts, --host (--interrupts may go with --xml or --topology).</source>
        <translation>请给出 --root、--xml、--topology、--interrupts、--host 之一（--interrupts 可以与 --xml 或 --topology 一起使用）。</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
</context>
</TS>