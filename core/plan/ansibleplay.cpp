#include "plan/ansibleplay.h"

#include "model/planfile.h"
#include "model/plantext.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRegularExpression>
#include <algorithm>

namespace irqatlas {
namespace {

// Room for a machine class of a few thousand hosts as a comma list (fleet
// plan), not only a pattern typed by hand.
constexpr qsizetype kMaxHostsPattern = 64 * 1024;
constexpr qsizetype kMaxCheckCommand = 16 * 1024;

bool isControl(char32_t c)
{
    return c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x2028 || c == 0x2029;
}

// The play, with @NAME@ for what the export fills in. Every task that
// changes something is skipped in check mode; the dry run runs in both.
constexpr char kPlay[] =
    R"yaml(# irqatlas: rolls an interrupt affinity plan out one batch of hosts at a
# time (README.md next to this file). Each host applies the plan held for
# confirmation, runs the health check, and keeps the plan only when the
# check passed; otherwise it rolls back by itself at the deadline and the
# rollout stops.
#
#   ansible-playbook -i INVENTORY rollout.yml [--check] [-b]
#
@DESCRIPTION@
- name: irqatlas rollout
  hosts: @HOSTS@
  serial: @SERIAL@
  max_fail_percentage: 0
  gather_facts: false
  vars:
    irqatlas_plan_file: "{{ playbook_dir }}/plan.json"
    irqatlas_results: "{{ irqatlas_results_dir | default(playbook_dir ~ '/results') }}"
    irqatlas_timeout: "{{ irqatlas_confirm_timeout | default(300) | int }}"
    irqatlas_journal_prefix: @JOURNAL@
    irqatlas_check: @CHECK@
    irqatlas_args: "{{ irqatlas_cli_args | default([]) }}"
    irqatlas_apply_extra: "{{ irqatlas_apply_args | default([]) }}"
    irqatlas_journal_dir: "{{ irqatlas_state_dir | default('/var/lib/irqatlas') }}"
  tasks:
    - name: irqatlas-cli is on the host's PATH
      ansible.builtin.command:
        argv: [/bin/sh, -c, command -v irqatlas-cli]
      register: irqatlas_which
      changed_when: false
      failed_when: false
      check_mode: false

    - name: Stop when irqatlas-cli is missing
      ansible.builtin.fail:
        msg: >-
          irqatlas-cli is not on the PATH of {{ inventory_hostname }}: install
          irqatlas there (the irqatlas .deb), then run the play again
      when: irqatlas_which.rc != 0

    # The plan goes on stdin, so that --check writes nothing on the host. The
    # leading line break keeps Ansible from turning the JSON text into a
    # dictionary (and back into something that is not JSON).
    - name: Dry run of the plan (the only task that runs with --check)
      ansible.builtin.command:
        argv: "{{ ['irqatlas-cli', 'apply', '--dry-run', '/dev/stdin'] + irqatlas_apply_extra + irqatlas_args }}"
        stdin: "{{ '\n' ~ lookup('ansible.builtin.file', irqatlas_plan_file) }}"
      changed_when: false
      check_mode: false

    - name: Roll the plan out on this host
      when: not ansible_check_mode
      block:
        - name: Name this run's journal
          ansible.builtin.set_fact:
            irqatlas_run_journal: "{{ irqatlas_journal_prefix }}-{{ now(utc=true, fmt='%Y%m%dT%H%M%S') }}.json"

        - name: Stage the plan
          ansible.builtin.tempfile:
            state: directory
            suffix: .irqatlas
          register: irqatlas_stage

        - name: Copy the plan
          ansible.builtin.copy:
            src: "{{ irqatlas_plan_file }}"
            dest: "{{ irqatlas_stage.path }}/plan.json"
            mode: "0600"

        - name: Apply, held for confirmation (in the background)
          ansible.builtin.command:
            argv: >-
              {{ ['irqatlas-cli', 'apply', irqatlas_stage.path ~ '/plan.json',
                  '--confirm-timeout', irqatlas_timeout | string,
                  '--journal', irqatlas_run_journal, '--format', 'json']
                 + irqatlas_apply_extra + irqatlas_args }}
          async: "{{ irqatlas_timeout | int + 120 }}"
          poll: 0
          register: irqatlas_job

        - name: Wait until the plan is written and held
          ansible.builtin.wait_for:
            path: "{{ irqatlas_journal_dir }}/{{ irqatlas_run_journal }}"
            search_regex: '"state": *"(awaiting-confirm|confirmed|rolled-back|rollback-incomplete|applied)"'
            timeout: "{{ irqatlas_timeout | int }}"
          register: irqatlas_held
          # Not failed_when: false, which would make "is failed" never true:
          # a plan never seen held gets no check and no confirmation.
          ignore_errors: true

        - name: Health check (the check command)
          ansible.builtin.command:
            argv: [/bin/sh, -c, "{{ irqatlas_check }}"]
          environment:
            IRQATLAS_HOST: "{{ inventory_hostname }}"
            IRQATLAS_PLAN: "{{ irqatlas_stage.path }}/plan.json"
            IRQATLAS_JOURNAL: "{{ irqatlas_run_journal }}"
          when: irqatlas_held is not failed and irqatlas_check | length > 0
          register: irqatlas_check_run
          changed_when: false
          failed_when: false

        - name: Health check (read back, nothing left to change)
          ansible.builtin.command:
            argv: >-
              {{ ['irqatlas-cli', 'diff', irqatlas_stage.path ~ '/plan.json',
                  '--format', 'json'] + irqatlas_args }}
          when: irqatlas_held is not failed and irqatlas_check | length == 0
          register: irqatlas_readback
          changed_when: false
          failed_when: false

        - name: Judge the health check
          when: irqatlas_held is not failed
          ansible.builtin.set_fact:
            irqatlas_check_passed: >-
              {{ (irqatlas_check_run.rc | default(1) == 0) if irqatlas_check | length > 0
                 else (irqatlas_readback.rc | default(1) == 0
                       and (irqatlas_readback.stdout | from_json).summary.changed == 0) }}

        - name: Confirm (the check passed)
          ansible.builtin.command:
            argv: "{{ ['irqatlas-cli', 'confirm', '--journal', irqatlas_run_journal] + irqatlas_args }}"
          when: irqatlas_held is not failed and irqatlas_check_passed | default(false) | bool
          register: irqatlas_confirm
          failed_when: false

        - name: Wait for the apply to end (kept, or rolled back at its deadline)
          ansible.builtin.async_status:
            jid: "{{ irqatlas_job.ansible_job_id }}"
          register: irqatlas_end
          until: irqatlas_end.finished
          retries: "{{ irqatlas_timeout | int + 120 }}"
          delay: 1
          failed_when: false

      always:
        - name: Remove the staged plan
          ansible.builtin.file:
            path: "{{ irqatlas_stage.path }}"
            state: absent
          when: irqatlas_stage.path is defined

        - name: Make the results folder on the controller
          ansible.builtin.file:
            path: "{{ irqatlas_results }}"
            state: directory
            mode: "0755"
          delegate_to: localhost
          become: false

        - name: Keep this host's result on the controller
          ansible.builtin.copy:
            content: "{{ irqatlas_result | to_nice_json }}\n"
            # The hash keeps names apart that read the same once cleaned (web:1, web_1).
            dest: >-
              {{ irqatlas_results }}/{{ inventory_hostname | regex_replace('[^A-Za-z0-9._-]', '_')
              }}-{{ (inventory_hostname | hash('sha1'))[:8] }}.json
            mode: "0644"
          delegate_to: localhost
          become: false
          vars:
            irqatlas_lines: "{{ irqatlas_end.stdout_lines | default([]) }}"
            irqatlas_ended: >-
              {{ irqatlas_lines | select('search', '^[{]"ended"') | map('from_json')
                 | map(attribute='ended') | list | last | default({}, true) }}
            irqatlas_results_of: >-
              {{ irqatlas_lines | select('search', '^[{]"summary"') | map('from_json')
                 | map(attribute='summary') | map(attribute='result') | list }}
            irqatlas_result:
              format: irqatlas-rollout
              version: 1
              host: "{{ inventory_hostname }}"
              journal: "{{ irqatlas_run_journal | default(none) }}"
              applied: "{{ 'applied' in irqatlas_results_of }}"
              held: "{{ irqatlas_held is defined and irqatlas_held is not failed and irqatlas_held is not skipped }}"
              check: >-
                {{ 'not-run' if irqatlas_check_passed is not defined
                   else ('passed' if irqatlas_check_passed | bool else 'failed') }}
              confirmed: "{{ irqatlas_ended.journal_state | default('') == 'confirmed' }}"
              reverted: "{{ irqatlas_ended.journal_state | default('') == 'rolled-back' }}"
              ended_by: "{{ irqatlas_ended.by | default(none) }}"
              journal_state: "{{ irqatlas_ended.journal_state | default(none) }}"

    - name: Stop the rollout at a host that did not keep the plan
      ansible.builtin.fail:
        msg: >-
          irqatlas: {{ inventory_hostname }} did not keep the plan ({{
          'never seen held in ' ~ irqatlas_journal_dir ~ ', ' if irqatlas_held | default({}) is failed else ''
          }}health check
          {{ 'passed' if irqatlas_check_passed | default(false) | bool else 'failed or not run' }},
          journal {{ irqatlas_run_journal | default('-') }}
          {{ (irqatlas_end.stdout_lines | default([]) | select('search', '^[{]"ended"') | list | last) | default('') }});
          the rollout stops here
      when: >-
        not ansible_check_mode and
        '"journal_state":"confirmed"' not in (irqatlas_end.stdout | default(''))
)yaml";

constexpr char kReadme[] = R"md(# irqatlas rollout

`rollout.yml` rolls the interrupt affinity plan `plan.json` out with
Ansible, @SERIAL_WORDS@ at a time, and stops at the first host that does
not keep it (`serial: @SERIAL@`, `max_fail_percentage: 0`). Hosts:
the inventory pattern `@HOSTS_WORDS@`.

    ansible-playbook -i INVENTORY rollout.yml --check   # dry run on every host
    ansible-playbook -i INVENTORY rollout.yml -b        # the rollout

Each host needs only `irqatlas-cli` on its PATH (the irqatlas `.deb`,
which brings `irqatlas-helper`); the play says so and stops when it is
missing. Apply runs as root: run the play with `-b` (`--become`) when the
login user is not root.

## What runs on each host

1. `irqatlas-cli apply --dry-run`: the plan is resolved, linted and
   checked by the helper; nothing is written. With `--check` this is the
   only task that runs (with the PATH check): nothing changes anywhere,
   and no result file is written.
2. The plan is staged in a private temporary folder on the host.
3. `irqatlas-cli apply --confirm-timeout T --journal NAME` in the
   background (Ansible's `async`, `poll: 0`): the helper writes the plan and
   holds it for T seconds (default 300). NAME is
   `@JOURNAL@-<UTC time>.json`, one journal per host and run in
   `/var/lib/irqatlas`.
4. The health check, once the journal says the plan is held:
   @CHECK_WORDS@
   When the journal never says so within T seconds (the wrong
   `irqatlas_state_dir`, an apply that failed), no check runs and nothing
   is confirmed: the host fails (`"held": false` in its result).
5. Only when the check passed: `irqatlas-cli confirm --journal NAME`, a
   separate task, keeps the plan. The staged copy of the plan is removed
   whatever happened.
6. The play waits for the apply to end. A host whose check failed, or that
   lost its connection, is not confirmed: its helper (and, should the
   helper die, its watchdog) rolls the plan back by itself at the deadline.
   That host then fails, and no further batch starts.

## Results

Each host that got past the dry run leaves `results/<host>-<hash>.json` on
the controller (next to the play; `-e irqatlas_results_dir=DIR` elsewhere;
`<host>` is the inventory name with every character other than letters,
digits, `.`, `_`, `-` written as `_`, `<hash>` the first 8 hex digits of the
SHA-1 of the inventory name, so that `web:1` and `web_1` keep a file each):

```json
{"format": "irqatlas-rollout", "version": 1, "host": "db7",
 "journal": "@JOURNAL@-20261203T171500.json", "held": true,
 "applied": true, "check": "passed", "confirmed": true, "reverted": false,
 "ended_by": "confirm", "journal_state": "confirmed"}
```

`held` says whether the journal was seen holding the plan; `check` is
`passed`, `failed` or `not-run`; `ended_by` and
`journal_state` are the helper's last line (`docs/HELPER.md`).
`irqatlas-cli fleet --results results/` lists which hosts applied,
confirmed and reverted.

## Variables (`-e NAME=VALUE`, or the inventory)

| variable | meaning |
| --- | --- |
| `irqatlas_confirm_timeout` | seconds a host holds the plan for the check (default 300) |
| `irqatlas_results_dir` | where the per-host results go on the controller |
| `irqatlas_apply_args` | extra arguments of `apply` (a list, e.g. `["--force"]` to go on despite lint warnings or a running irqbalance) |
| `irqatlas_cli_args` | extra arguments of every `irqatlas-cli` command (a list; `["--root", "DIR"]` points a test build at a test tree) |
| `irqatlas_state_dir` | where the helper keeps its journals (default `/var/lib/irqatlas`; a test tree's `DIR/var/lib/irqatlas`) |

The check command and the journal name are fixed at export time; the check
command runs with `IRQATLAS_HOST` (the inventory name), `IRQATLAS_PLAN`
(the staged plan) and `IRQATLAS_JOURNAL` (the journal name) in its
environment.
)md";

// One pass over the template: what a value holds is never read as a
// placeholder, so no text (a check command naming @DESCRIPTION@, a plan
// note naming @CHECK@) can pull another value into the wrong place.
QByteArray filled(const QByteArray &tpl, const QList<std::pair<QByteArray, QByteArray>> &values)
{
    QByteArray out;
    qsizetype at = 0;
    while (at < tpl.size()) {
        const qsizetype open = tpl.indexOf('@', at);
        const qsizetype close = open < 0 ? -1 : tpl.indexOf('@', open + 1);
        if (close < 0) {
            out += tpl.mid(at);
            break;
        }
        const QByteArray key = tpl.mid(open + 1, close - open - 1);
        const auto it = std::find_if(values.begin(), values.end(),
                                     [&](const auto &kv) { return kv.first == key; });
        if (it == values.end()) {
            out += tpl.mid(at, close - at); // the second '@' may open a placeholder
            at = close;
            continue;
        }
        out += tpl.mid(at, open - at);
        out += it->second;
        at = close + 1;
    }
    return out;
}

} // namespace

QByteArray yamlDoubleQuoted(const QString &text)
{
    QByteArray out = "\"";
    for (const char32_t c : text.toUcs4()) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += char(c);
        } else if (c >= 0x20 && c < 0x7f) {
            out += char(c);
        } else if (c <= 0xffff) {
            out += "\\u" + QByteArray::number(uint(c), 16).rightJustified(4, '0');
        } else {
            out += "\\U" + QByteArray::number(uint(c), 16).rightJustified(8, '0');
        }
    }
    return out + '"';
}

Status checkAnsibleHosts(const QString &pattern)
{
    static const QRegularExpression allowed(
        QStringLiteral("\\A[A-Za-z0-9_.:*?!&,\\[\\]~^$@()|+=/-]+\\z"));
    if (pattern.isEmpty() || pattern.size() > kMaxHostsPattern ||
        !allowed.match(pattern).hasMatch())
        return Error{QCoreApplication::translate(
                         "AnsiblePlay",
                         "--hosts: \"%1\" is not a host pattern (letters, digits and "
                         ". _ - : , * ? ! & ~ [ ] and regular expression characters, "
                         "no blanks, quotes, braces, % or #, at most %2)")
                         .arg(pattern.left(80))
                         .arg(kMaxHostsPattern)};
    return Ok{};
}

Status checkAnsibleSerial(const QString &serial)
{
    static const QRegularExpression count(QStringLiteral("\\A[1-9][0-9]{0,4}\\z"));
    static const QRegularExpression percent(QStringLiteral("\\A([1-9][0-9]?|100)%\\z"));
    if (count.match(serial).hasMatch() || percent.match(serial).hasMatch())
        return Ok{};
    return Error{QCoreApplication::translate(
                     "AnsiblePlay",
                     "--serial: \"%1\" is neither a number of hosts (1-99999) nor a share "
                     "(1%-100%)")
                     .arg(serial.left(80))};
}

Status checkAnsibleCheckCommand(const QString &command)
{
    const auto ucs = command.toUcs4();
    const bool control = std::any_of(ucs.begin(), ucs.end(), isControl);
    if (command.trimmed().isEmpty() || command.size() > kMaxCheckCommand || control)
        return Error{QCoreApplication::translate(
                         "AnsiblePlay",
                         "--check-command: not a command (empty, longer than %1 characters, "
                         "or holding a line break or another control character)")
                         .arg(kMaxCheckCommand)};
    return Ok{};
}

Result<std::vector<ExportFile>> exportAnsiblePlay(const Plan &plan,
                                                  const AnsiblePlayOptions &options)
{
    if (Status text = checkPlanText(plan); !text.ok())
        return text.error();
    for (const Status &s :
         {checkAnsibleHosts(options.hosts), checkAnsibleSerial(options.serial),
          options.checkCommand.isEmpty() ? Status(Ok{})
                                         : checkAnsibleCheckCommand(options.checkCommand)})
        if (!s.ok())
            return s.error();
    const QByteArray planBytes = writePlan(plan);
    // One journal name per plan (and, on the host, per run): a name the
    // helper takes, never text of the plan.
    const QByteArray journal =
        "irqatlas-rollout-" +
        QCryptographicHash::hash(planBytes, QCryptographicHash::Sha256).toHex().left(12);
    const bool share = options.serial.endsWith(QLatin1Char('%'));
    const QByteArray serial = share ? yamlDoubleQuoted(options.serial) : options.serial.toLatin1();
    const QByteArray play =
        filled(QByteArray(kPlay), {{"DESCRIPTION", describePlan(plan)},
                                   {"HOSTS", yamlDoubleQuoted(options.hosts)},
                                   {"SERIAL", serial},
                                   {"JOURNAL", yamlDoubleQuoted(QString::fromLatin1(journal))},
                                   {"CHECK", "!unsafe " + yamlDoubleQuoted(options.checkCommand)}});
    const QByteArray checkWords =
        options.checkCommand.isEmpty()
            ? QByteArray("`irqatlas-cli diff` of the staged plan must show nothing left to "
                         "change (the plan's own read-back).")
            : QByteArray("the command given at export time (`irqatlas_check` in the play), "
                         "run with `/bin/sh -c`; exit status 0 passes.");
    const QByteArray readme =
        filled(QByteArray(kReadme),
               {{"SERIAL_WORDS", share ? QByteArray(options.serial.toLatin1() + " of the hosts")
                                       : QByteArray(options.serial.toLatin1() + " host(s)")},
                {"SERIAL", serial},
                // Checked to hold no backquote, so it stays inside its code span.
                {"HOSTS_WORDS", options.hosts.toLatin1()},
                {"JOURNAL", journal},
                {"CHECK_WORDS", checkWords}});
    std::vector<ExportFile> files;
    files.push_back({QStringLiteral("rollout.yml"), play, false});
    files.push_back({QStringLiteral("plan.json"), planBytes, false});
    files.push_back({QStringLiteral("README.md"), readme, false});
    return files;
}

} // namespace irqatlas
