# bash completion for pgnkit: subcommands, their options, and the values options take.
# Installed as share/bash-completion/completions/pgnkit.

_pgnkit()
{
    local cur prev words cword
    _init_completion -s 2>/dev/null || {
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD-1]}
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
    }
    local commands="validate convert replay fen help"
    local langs="auto en it es fr de nl pt sv da no cs pl hu ro fi"
    if ((cword == 1)); then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi
    local command=${words[1]}
    local match=$cur
    if [[ $cur == --*=* ]]; then
        match=${cur#*=}
        prev=${cur%%=*}
    fi
    local choices=""
    case $prev in
        --format|-f)
            case $command in
                validate) choices="text json yaml" ;;
                replay) choices="lines fen board json svg" ;;
            esac ;;
        --to|-t)
            case $command in
                convert) choices="san lan uci iccf descriptive json iccs wxf chinese" ;;
                replay) choices="san lan uci iccf iccs wxf chinese" ;;
                fen) choices="san lan uci iccs wxf chinese" ;;
            esac ;;
        --lang|--from-lang) choices=$langs ;;
        --notation) choices="auto san lan uci iccf descriptive iccs wxf chinese" ;;
        --variant) choices="auto chess kingless xiangqi" ;;
        --coords) choices="0 1" ;;
        --ep) choices="always legal" ;;
        --profile|-P|--output|-o)
            COMPREPLY=($(compgen -f -- "$match"))
            return ;;
    esac
    if [[ -n $choices ]]; then
        COMPREPLY=($(compgen -W "$choices" -- "$match"))
        return
    fi
    if [[ $cur == -* ]]; then
        local options=""
        case $command in
            validate) options="--format= --strict --quiet --lang= --from-lang= --notation= --variant= --coords= --allow-null --jobs= --match --profile= --help" ;;
            convert) options="--to= --lang= --figurine --output= --from-lang= --notation= --variant= --coords= --strict --quiet --allow-null --jobs= --help" ;;
            replay) options="--game= --ply= --format= --to= --lang= --from-lang= --ascii --notation= --variant= --coords= --help" ;;
            fen) options="--check --board --ascii --legal --to= --lang= --perft= --divide --ep= --variant= --coords= --help" ;;
            help) options="" ;;
        esac
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
        [[ ${COMPREPLY-} == *= ]] && compopt -o nospace 2>/dev/null
        return
    fi
    case $command in
        help) COMPREPLY=($(compgen -W "validate convert replay fen" -- "$cur")) ;;
        fen) COMPREPLY=($(compgen -W "startpos equal equal-wings unequal" -- "$cur")) ;;
        *) COMPREPLY=($(compgen -f -- "$cur")) ;;
    esac
}
complete -F _pgnkit pgnkit
