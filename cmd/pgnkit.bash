# bash completion for pgnkit: subcommands, their options, and the values options take.
# Installed as share/bash-completion/completions/pgnkit.

# --- generated from the option tables of cmd/*.c by 'make completion'; do not edit ---
_pgnkit_commands="validate convert replay fen"

# _pgnkit_options COMMAND: its options, with '=' after those that take a value
_pgnkit_options()
{
    case $1 in
        validate) echo "--format= --strict --quiet --lang= --from-lang= --notation= --variant= --coords= --allow-null --jobs= --match --profile= --help" ;;
        convert) echo "--to= --lang= --figurine --output= --from-lang= --notation= --variant= --coords= --strict --quiet --allow-null --jobs= --fix --help" ;;
        replay) echo "--game= --ply= --format= --to= --lang= --from-lang= --ascii --notation= --variant= --coords= --help" ;;
        fen) echo "--check --board --ascii --legal --to= --lang= --perft= --divide --ep= --castling= --start --variant= --coords= --file= --help" ;;
    esac
}

# _pgnkit_values COMMAND OPTION: the values the option takes (FILE: a file name)
_pgnkit_values()
{
    case $1 in
        validate)
            case $2 in
                --format|-f) echo "text json yaml" ;;
                --lang) echo "auto en it es fr de nl pt sv da no cs pl hu ro fi" ;;
                --from-lang) echo "auto en it es fr de nl pt sv da no cs pl hu ro fi" ;;
                --notation) echo "auto san lan uci iccf descriptive iccs wxf chinese" ;;
                --variant) echo "auto chess kingless xiangqi chess960" ;;
                --coords) echo "0 1" ;;
                --profile|-P) echo "FILE" ;;
            esac ;;
        convert)
            case $2 in
                --to|-t) echo "san lan uci iccf descriptive json iccs wxf chinese" ;;
                --lang) echo "en it es fr de nl pt sv da no cs pl hu ro fi" ;;
                --output|-o) echo "FILE" ;;
                --from-lang) echo "auto en it es fr de nl pt sv da no cs pl hu ro fi" ;;
                --notation) echo "auto san lan uci iccf descriptive iccs wxf chinese" ;;
                --variant) echo "auto chess kingless xiangqi chess960" ;;
                --coords) echo "0 1" ;;
            esac ;;
        replay)
            case $2 in
                --format|-f) echo "lines fen board json svg" ;;
                --to|-t) echo "san lan uci iccf iccs wxf chinese" ;;
                --lang) echo "en it es fr de nl pt sv da no cs pl hu ro fi" ;;
                --from-lang) echo "auto en it es fr de nl pt sv da no cs pl hu ro fi" ;;
                --notation) echo "auto san lan uci iccf descriptive iccs wxf chinese" ;;
                --variant) echo "auto chess kingless xiangqi chess960" ;;
                --coords) echo "0 1" ;;
            esac ;;
        fen)
            case $2 in
                --to|-t) echo "san lan uci iccs wxf chinese" ;;
                --lang) echo "en it es fr de nl pt sv da no cs pl hu ro fi" ;;
                --ep) echo "always legal" ;;
                --castling) echo "x-fen shredder" ;;
                --variant) echo "chess kingless xiangqi chess960" ;;
                --coords) echo "0 1" ;;
                --file|-f) echo "FILE" ;;
            esac ;;
    esac
}
# --- end of the generated part ---

_pgnkit()
{
    local cur prev words cword
    _init_completion -s 2>/dev/null || {
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD-1]}
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
    }
    if ((cword == 1)); then
        COMPREPLY=($(compgen -W "$_pgnkit_commands help --help --version" -- "$cur"))
        return
    fi
    local command=${words[1]}
    local match=$cur
    if [[ $cur == --*=* ]]; then
        match=${cur#*=}
        prev=${cur%%=*}
    fi
    local choices
    choices=$(_pgnkit_values "$command" "$prev")
    if [[ $choices == FILE ]]; then
        COMPREPLY=($(compgen -f -- "$match"))
        return
    fi
    if [[ -n $choices ]]; then
        COMPREPLY=($(compgen -W "$choices" -- "$match"))
        return
    fi
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$(_pgnkit_options "$command")" -- "$cur"))
        [[ ${COMPREPLY-} == *= ]] && compopt -o nospace 2>/dev/null
        return
    fi
    case $command in
        help) COMPREPLY=($(compgen -W "$_pgnkit_commands" -- "$cur")) ;;
        fen) COMPREPLY=($(compgen -W "startpos equal equal-wings unequal" -- "$cur")) ;;
        *) COMPREPLY=($(compgen -f -- "$cur")) ;;
    esac
}
complete -F _pgnkit pgnkit
