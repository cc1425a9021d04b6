# bash completion for irqatlas-cli: commands, each command's flags, the
# values of --format, --algorithm(s) and --sort, hosts for --host and files
# or directories where a flag takes one.
# tests/app/tst_install checks that every command and flag of
# `irqatlas-cli COMMAND --help` is listed here.

_irqatlas_cli()
{
    local cur prev words cword
    _init_completion || return

    local commands="apply compare confirm cost diff export fleet irqbalance irqs plan queues report rollback snapshot spread threads topology trial watch"
    local sources="--root --xml --topology --host --ssh-config"
    local spread_algorithms="local-spread-v41 local-spread-2019 local-spread hop-masks mana mana-v1 mana-driver group-evenly"
    local planners="policy policy-local policy-remote policy-all policy-one policy-cpulist isolate balance irqbalance local-spread-v41 local-spread-2019 local-spread mana mana-v1 mana-driver group-evenly"

    if [[ $cword -eq 1 ]]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi
    local command=${words[1]}
    # fleet plan: a subcommand of fleet with flags of its own.
    if [[ $command == fleet && $cword -eq 2 && $cur != -* ]]; then
        COMPREPLY=($(compgen -W "plan" -- "$cur"))
        return
    fi
    [[ $command == fleet && ${words[2]} == plan ]] && command=fleetplan

    local flags
    case $command in
        topology | diff | threads | queues) flags="$sources --format" ;;
        irqs) flags="$sources --format --prometheus --prometheus-user --prometheus-password-file --instance --plan --out" ;;
        irqbalance) flags="--format --pid --host --ssh-config" ;;
        spread) flags="$sources --format --algorithm --node --count --len --nvec --groups --sort --skip-first-cpu --candidates" ;;
        plan) flags="$sources --format --algorithm --irqs --node --cpus --exclude --param --spread-over --rates-from --rates-window --weights-from --out" ;;
        compare) flags="$sources --format --irqs --algorithms --node --cpus --exclude --param --spread-over --rates-from --rates-window --weights-from" ;;
        watch) flags="$sources --format --interval --count --top --cpus --record --cost --replay --prometheus --prometheus-user --prometheus-password-file --instance --from --to" ;;
        apply) flags="$sources --format --dry-run --confirm-timeout --force --journal" ;;
        rollback) flags="--root --host --ssh-config --format" ;;
        confirm) flags="--journal --root --host --ssh-config" ;;
        cost) flags="$sources --seconds --format" ;;
        export) flags="--format --out --hosts --serial --check-command" ;;
        snapshot) flags="$sources --out" ;;
        fleet) flags="--inventory --limit --hosts --ssh-config --jobs --timeout --out --format --results --prometheus --prometheus-user --prometheus-password-file --interval" ;;
        fleetplan) flags="--inventory --limit --hosts --ssh-config --jobs --timeout --algorithm --irqs --node --cpus --exclude --param --spread-over --out --format --serial --check-command" ;;
        trial) flags="$sources --format --before --after --interval --metric --keep --dry-run --out --confirm-timeout --journal --force --cost --cpus" ;;
        report) flags="$sources --plan --recording --trial --cost --out" ;;
        *) return ;;
    esac
    flags+=" --help"

    case $prev in
        --format)
            if [[ $command == export ]]; then
                COMPREPLY=($(compgen -W "sh systemd irqbalance json ansible" -- "$cur"))
            elif [[ $command == fleetplan ]]; then
                COMPREPLY=($(compgen -W "table json ansible" -- "$cur"))
            elif [[ $command == irqs ]]; then
                COMPREPLY=($(compgen -W "table json csv prometheus" -- "$cur"))
            elif [[ $command == cost || $command == threads || $command == queues || $command == fleet || $command == irqbalance ]]; then
                COMPREPLY=($(compgen -W "table json" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "table json csv" -- "$cur"))
            fi
            return ;;
        --algorithm)
            if [[ $command == spread ]]; then
                COMPREPLY=($(compgen -W "$spread_algorithms" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "$planners" -- "$cur"))
            fi
            return ;;
        --algorithms)
            # A comma-separated list: complete the name after the last comma.
            local done=${cur%"${cur##*,}"}
            COMPREPLY=($(compgen -P "$done" -W "$planners" -- "${cur##*,}"))
            compopt -o nospace
            return ;;
        --sort)
            COMPREPLY=($(compgen -W "classic modern" -- "$cur"))
            return ;;
        --spread-over)
            COMPREPLY=($(compgen -W "llc core pu" -- "$cur"))
            return ;;
        --plan)
            _filedir json
            return ;;
        --recording)
            _filedir '@(json|jsonl)'
            return ;;
        --trial)
            _filedir -d
            return ;;
        --host)
            _known_hosts_real -a -- "$cur"
            return ;;
        --root)
            # A snapshot directory or tarball.
            _filedir '@(tar.gz|tgz|tar)'
            return ;;
        --results)
            _filedir -d
            return ;;
        --out)
            case $command in
                export | trial | fleet | fleetplan) _filedir -d ;; # a directory
                report) _filedir html ;;
                *) _filedir ;;
            esac
            return ;;
        --xml)
            _filedir xml
            return ;;
        --cost)
            # A file for report; a plain flag for watch and trial.
            if [[ $command == report ]]; then
                _filedir json
                return
            fi ;;
        --topology | --rates-from | --weights-from | --replay)
            _filedir '@(json|jsonl)'
            return ;;
        --ssh-config | --record | --inventory | --hosts | --prometheus-password-file)
            # export's --hosts is a host pattern, fleet's a file.
            [[ $command == export ]] || _filedir
            return ;;
        --irqs | --node | --count | --len | --nvec | --groups | --candidates | --cpus | --exclude | \
            --param | --rates-window | --interval | --top | --confirm-timeout | --journal | \
            --before | --after | --metric | --seconds | --limit | --jobs | --timeout | \
            --serial | --check-command | --prometheus | --prometheus-user | --instance | --from | --to)
            # A value of the user's: nothing to offer.
            return ;;
    esac

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$flags" -- "$cur"))
        return
    fi
    case $command in
        diff | apply | export | trial) _filedir json ;; # PLAN
        rollback) ;;                             # JOURNAL: a name of the helper's
    esac
} && complete -F _irqatlas_cli irqatlas-cli
