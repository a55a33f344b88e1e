#!/usr/bin/env bash
# FreshRSS on loopback, for the end-to-end tests of syncing through the Google Reader API and
# FreshRSS's Fever API: upstream FreshRSS on SQLite under PHP's built-in server, brought up by
# ../shared/servers/freshrss-up.sh (which copies FreshRSS into the state folder and never writes
# beside itself), everything under a folder the caller gives.
#
#   Scripts/sync-servers/freshrss.sh start STATE_DIR                  prints the Google Reader API's base
#   Scripts/sync-servers/freshrss.sh subscribe STATE_DIR URL [FOLDER] prints the feed's id
#   Scripts/sync-servers/freshrss.sh update STATE_DIR                 fetches every feed now
#   Scripts/sync-servers/freshrss.sh purge STATE_DIR ITEM_ID          removes one article, as a purge does
#   Scripts/sync-servers/freshrss.sh stop STATE_DIR                   stops what start started
#   Scripts/sync-servers/freshrss.sh available                        exit 0 when FreshRSS and PHP are here
#
# start makes a new server in STATE_DIR/freshrss on a free port and prints its Google Reader API
# base, http://127.0.0.1:PORT/api/greader.php; its Fever endpoint is the same with fever.php. The
# user is alice with the API password apipass1 (Fever's api_key is md5("alice:apipass1")). It
# listens on 127.0.0.1 only, and stops with stop (which does nothing when nothing runs), or by
# itself after SYNC_SERVER_LIFETIME seconds (default 1800; 0: never). The server fetches nothing
# but loopback addresses: any other goes to a proxy that is not there.
#
# freshrss-up.sh is found at $FRESHRSS_UP, else at ../shared/servers/ beside the repository, else
# beside the repository this one was cloned from (a fresh clone in a scratch folder). PHP and its
# extensions come from the sync group of Config/Dependencies.txt (Scripts/dependencies.sh sync).
# Every wait is bounded (SYNC_SERVER_TIMEOUT seconds, default 30; an update 120): past it, or on
# any failure, the command says why on stderr and exits 1.
set -euo pipefail

name=freshrss
script=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
root=$(cd "$(dirname "$script")/../.." && pwd)
user=alice
api_password=apipass1

# Prints the path of freshrss-up.sh, or fails saying where it looked.
find_up() {
    local candidates=() origin
    [ -z "${FRESHRSS_UP:-}" ] || candidates+=("$FRESHRSS_UP")
    candidates+=("$root/../shared/servers/freshrss-up.sh")
    origin=$(git -C "$root" config --get remote.origin.url 2> /dev/null || true)
    if [ -n "$origin" ] && [ -d "$origin" ]; then
        candidates+=("$(cd "$origin" && pwd)/../shared/servers/freshrss-up.sh")
    fi
    for candidate in "${candidates[@]}"; do
        if [ -x "$candidate" ]; then
            echo "$candidate"
            return 0
        fi
    done
    echo "$name: freshrss-up.sh is in none of: ${candidates[*]}; set FRESHRSS_UP to its path" >&2
    return 1
}

if [ "${1:-}" = available ]; then
    up=$(find_up 2> /dev/null) || exit 1
    command -v php > /dev/null || exit 1
    php -r 'exit(extension_loaded("pdo_sqlite") && extension_loaded("zip") ? 0 : 1);' 2> /dev/null
    exit
fi

# shellcheck source=SCRIPTDIR/server-control.sh
. "$(dirname "$script")/server-control.sh"

usage() {
    fail "usage: $0 start|subscribe|update|purge|stop STATE_DIR (subscribe: STATE_DIR URL [FOLDER]; purge: STATE_DIR ITEM_ID), or $0 available"
}

# Sets the paths of the instance in STATE_DIR.
locate() {
    state_folder "${1:-}"
    dir=$state/freshrss
    database=$dir/freshrss/data/users/$user/db.sqlite
}

# Runs freshrss-up.sh COMMAND with this instance's port and state folder, and the rest.
up_script() {
    local command=$1
    shift
    FRESHRSS_UP_TIMEOUT=$timeout FRESHRSS_DOWN_TIMEOUT=$timeout \
        timeout -k 5 "${limit:-$((timeout * 4))}" "$up" "$command" --port "$(cat "$dir.port")" \
        --state "$dir" "$@"
}

start() {
    locate "$@"
    up=$(find_up)
    ! running "$dir/server.pid" || fail "a server already runs in $dir; stop it first"
    stop_instance
    rm -rf "$dir" "$dir.port"
    # A start that fails leaves nothing running.
    trap 'stop_instance > /dev/null 2>&1 || true' EXIT
    local status=75 output=""
    for _ in 1 2 3; do
        free_port > "$dir.port"
        status=0
        output=$(up_script up --user "$user" --password wonderland1 --api-password "$api_password" 2>&1) \
            || status=$?
        [ "$status" -eq 75 ] || break
    done
    [ "$status" -eq 0 ] || fail "freshrss-up.sh up failed (exit $status): $(tail -n 1 <<< "$output")"
    start_watchdog "$script"
    trap - EXIT
    sed -n 's/^FRESHRSS_GREADER_URL=//p' <<< "$output"
}

subscribe() {
    locate "$1"
    local url=${2:-} folder=${3:-} output
    [ -n "$url" ] || usage
    running "$dir/server.pid" || fail "no server runs in $dir; start one first"
    up=$(find_up)
    output=$(up_script subscribe ${folder:+--category "$folder"} "$url" 2>&1) \
        || fail "cannot subscribe to $url: $(tail -n 1 <<< "$output")"
    "$python" - "$database" "$url" << 'PYTHON' || fail "no feed $url after subscribing"
import sqlite3, sys
row = sqlite3.connect(sys.argv[1]).execute("SELECT id FROM feed WHERE url = ?", (sys.argv[2],)).fetchone()
if row is None:
    sys.exit(1)
print(row[0])
PYTHON
}

update() {
    locate "$@"
    running "$dir/server.pid" || fail "no server runs in $dir; start one first"
    up=$(find_up)
    local output
    output=$(limit=${SYNC_SERVER_UPDATE_TIMEOUT:-120} up_script refresh 2>&1) \
        || fail "the update failed: $(tail -n 1 <<< "$output")"
    grep -q '^FRESHRSS_FEEDS_IN_ERROR=0$' <<< "$output" \
        || echo "$name: $(grep '^FRESHRSS_FEEDS_IN_ERROR=' <<< "$output") after the update" >&2
}

# Removes one article with its read and starred marks, as a server's purge of old ones does.
purge() {
    locate "$1"
    local item=${2:-}
    [[ "$item" =~ ^[0-9]+$ ]] || usage
    running "$dir/server.pid" || fail "no server runs in $dir; start one first"
    "$python" - "$database" "$item" << 'PYTHON' || fail "cannot purge article $item"
import sqlite3, sys
with sqlite3.connect(sys.argv[1], timeout=10) as db:
    db.execute("DELETE FROM entrytag WHERE id_entry = ?", (int(sys.argv[2]),))
    if db.execute("DELETE FROM entry WHERE id = ?", (int(sys.argv[2]),)).rowcount != 1:
        sys.exit(1)
PYTHON
}

# Stops this instance's processes, if any run, and removes what freshrss-up.sh made.
stop_instance() {
    end_process_in "$dir/watchdog.pid"
    if [ -f "$dir.port" ] && [ -d "$dir" ]; then
        up=${up:-$(find_up)}
        up_script down > /dev/null 2>&1 || end_process_in "$dir/server.pid"
    fi
    rm -f "$dir.port"
}

run_command "$@"
