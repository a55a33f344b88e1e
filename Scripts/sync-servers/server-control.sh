# shellcheck shell=bash disable=SC2154 # $name and $dir come from the script that sources this
# What ttrss.sh and fever.sh share; sourced, not run. Each sets $name (for messages) and $dir
# (its instance's folder, STATE_DIR/NAME) before using these.

# The servers started here outlive the script, and would keep open whatever it inherited beyond
# standard input, output and error. A caller may be waiting for one of those to close: Foundation's
# Process hands each child a socket and learns that the child ended when the socket closes. So the
# script closes them first.
for inherited in /proc/$$/fd/*; do
    inherited=${inherited##*/}
    # Not the streams, and not the script bash is reading (a file ending in .sh).
    [ "$inherited" -gt 2 ] || continue
    case "$(readlink "/proc/$$/fd/$inherited" 2> /dev/null)" in *.sh) continue ;; esac
    eval "exec $inherited>&-" 2> /dev/null || true
done
unset inherited

timeout=${SYNC_SERVER_TIMEOUT:-30}
# Debian's python3 starts in milliseconds; a python3 found first on the PATH may take far longer.
python=$(command -v /usr/bin/python3 || command -v python3) || { echo "$name: python3 is missing" >&2; exit 1; }
lifetime=${SYNC_SERVER_LIFETIME:-1800}
# The servers fetch from this machine alone: any other address goes to a proxy that is not there
# (port 9 on loopback), so that no request leaves the machine even when a feed names one. Loopback
# addresses pass: 127.0.0.0/8, ::1, and ::ffff:127.0.0.1 to ::ffff:127.0.0.32 (curl matches
# those only by name), which let tests that run at once each serve feeds on port 80 of their
# own address for TT-RSS, which refuses 127.* but takes http://[::ffff:127.0.0.N]/.
no_proxy=localhost,127.0.0.0/8,::1$(printf ',::ffff:127.0.0.%d' $(seq 1 32))
export http_proxy=http://127.0.0.1:9 https_proxy=http://127.0.0.1:9 no_proxy
export HTTP_PROXY=$http_proxy HTTPS_PROXY=$https_proxy NO_PROXY=$no_proxy

fail() {
    echo "$name: $*" >&2
    exit 1
}

# Sets $state to the absolute path of folder $1, which must exist.
state_folder() {
    [ -n "${1:-}" ] || usage
    [ -d "$1" ] || fail "no folder $1"
    state=$(cd "$1" && pwd)
}

# Is process $1 alive (not a zombie) and one of this instance's (its command line names $dir,
# or it runs in $dir)?
ours() {
    local pid=$1
    [ -n "$pid" ] && [ -r "/proc/$pid/stat" ] || return 1
    [ "$(sed -E 's/.*\) ([A-Za-z]).*/\1/' "/proc/$pid/stat" 2>/dev/null)" != Z ] || return 1
    tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$dir" \
        || [ "$(readlink "/proc/$pid/cwd" 2>/dev/null)" = "$dir" ]
}

# Is the process whose id file $1 holds one of this instance's, and running?
running() {
    [ -f "$1" ] && ours "$(cat "$1")"
}

# Ends process $1 (with its process group, when it leads one), killing it after $timeout seconds.
end_process() {
    local pid=$1 deadline=$((SECONDS + timeout))
    ours "$pid" || return 0
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    while ours "$pid"; do
        if [ "$SECONDS" -ge "$deadline" ]; then
            kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
            sleep 0.2
            ! ours "$pid" || fail "process $pid would not end"
            return 0
        fi
        sleep 0.05
    done
}

# Ends the process whose id file $1 holds, and removes the file.
end_process_in() {
    if [ -f "$1" ]; then
        # The watchdog runs stop as itself: it does not end itself.
        [ "$(cat "$1")" = "$$" ] || end_process "$(cat "$1")"
        rm -f "$1"
    fi
}

free_port() {
    "$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Waits until URL $2 answers, while process $1 runs; fails after $timeout seconds. Returns 1
# when the process ended (with log $3) before answering.
wait_for_http() {
    local pid=$1 url=$2 log=$3 deadline=$((SECONDS + timeout))
    until curl -s -o /dev/null --max-time 1 "$url"; do
        ours "$pid" || return 1
        [ "$SECONDS" -lt "$deadline" ] || fail "the server did not answer $url in $timeout s; see $log"
        sleep 0.05
    done
}

# Starts the watchdog that runs "SCRIPT stop STATE_DIR" after $lifetime seconds, if not 0.
start_watchdog() {
    local script=$1
    [ "$lifetime" -gt 0 ] || return 0
    # shellcheck disable=SC2016 # the watchdog's own arguments
    setsid bash -c 'sleep "$1"; exec "$2" stop "$3"' watchdog "$lifetime" "$script" "$state" "$dir" \
        < /dev/null > /dev/null 2>&1 &
    echo "$!" > "$dir/watchdog.pid"
}

# Stops this instance (the script's stop_instance), if STATE_DIR holds one.
stop() {
    locate "$@"
    [ -d "$dir" ] || return 0
    stop_instance
}

# Runs the subcommand the script was called with: start, subscribe, update or stop, each with its
# STATE_DIR (and subscribe's URL and optional category or group).
run_command() {
    local command=${1:-}
    [ "$#" -ge 2 ] || usage
    shift
    case "$command" in
        start) [ "$#" -eq 1 ] || usage; start "$@" ;;
        subscribe) [ "$#" -ge 2 ] && [ "$#" -le 3 ] || usage; subscribe "$@" ;;
        update) [ "$#" -eq 1 ] || usage; update "$@" ;;
        purge) [ "$#" -eq 2 ] || usage; purge "$@" ;;
        stop) [ "$#" -eq 1 ] || usage; stop "$@" ;;
        *) usage ;;
    esac
}
