#!/usr/bin/env bash
# A Fever API server on loopback, for the end-to-end tests of syncing: coldsweat (Flask and
# SQLite, from PyPI in the virtual environment .build/venv-coldsweat), everything under a folder the caller
# gives.
#
#   Scripts/sync-servers/fever.sh start STATE_DIR                  prints the endpoint, one line
#   Scripts/sync-servers/fever.sh subscribe STATE_DIR URL [GROUP]  prints the feed's id
#   Scripts/sync-servers/fever.sh update STATE_DIR                 fetches every feed now
#   Scripts/sync-servers/fever.sh purge STATE_DIR ITEM_ID          removes one item, as a purge does
#   Scripts/sync-servers/fever.sh stop STATE_DIR                   stops what start started
#
# start makes a new server in STATE_DIR/fever (removing what an earlier, stopped one left) and
# prints its Fever endpoint, http://127.0.0.1:PORT/fever/ (requests go to ENDPOINT?api&...). The
# user is test@example.com with the password password1234 (coldsweat wants 12 characters or
# more), so the api_key a client posts is md5("test@example.com:password1234"),
# 14c901d5bace3bfc60f3af0eec039272. It listens on 127.0.0.1 only, and stops with stop (which
# does nothing when nothing runs), or by itself after SYNC_SERVER_LIFETIME seconds (default
# 1800; 0: never).
#
# The Fever API cannot subscribe: subscribe adds the feed from the server's side (GROUP, made if
# new, or coldsweat's "Default"). coldsweat fetches feeds on 127.0.0.1 and any port. update
# fetches every subscribed feed, even one fetched less than coldsweat's 3 minutes ago, and no
# favicon (coldsweat asks a service on the internet for them). The servers fetch nothing but
# loopback addresses: any other goes to a proxy that is not there.
#
# Every wait is bounded (SYNC_SERVER_TIMEOUT seconds, default 30; an update 60): past it, or on
# any failure, the command says why on stderr and exits 1. coldsweat comes from the sync group
# of Config/Dependencies.txt (Scripts/dependencies.sh sync); DEPENDENCIES_VENV names another
# virtual environment.
set -euo pipefail

name=fever
script=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
# shellcheck source=SCRIPTDIR/server-control.sh
. "$(dirname "$script")/server-control.sh"
root=$(cd "$(dirname "$script")/../.." && pwd)
venv=${DEPENDENCIES_VENV:-$root/.build/venv}-coldsweat
email=test@example.com
password=password1234

usage() {
    fail "usage: $0 start|subscribe|update|purge|stop STATE_DIR (subscribe: STATE_DIR URL [GROUP]; purge: STATE_DIR ITEM_ID)"
}

# Sets the paths of the instance in STATE_DIR, and coldsweat's configuration.
locate() {
    state_folder "${1:-}"
    dir=$state/fever
    # Without a config.toml in its instance folder, coldsweat reads its settings from FLASK_*.
    export FLASK_DATABASE_URL=sqlite:///$dir/coldsweat.db
    export FLASK_SECRET_KEY=tidings-sync-tests
}

# Runs Python code $2 in coldsweat's application, with arguments, for at most $1 seconds.
in_app() {
    local limit=$1 code=$2
    shift 2
    {
        echo 'import sys'
        echo 'import coldsweat'
        echo 'from coldsweat import feed, fetcher, models'
        echo '# Favicons come from a service on the internet: none is fetched.'
        echo 'fetcher.Fetcher._fetch_icon = lambda self: None'
        echo 'with coldsweat.create_app().app_context():'
        sed 's/^/    /' <<< "$code"
    } > "$dir/command.py"
    timeout -k 5 "$limit" "$venv/bin/python" "$dir/command.py" "$@"
}

start() {
    locate "$@"
    [ -x "$venv/bin/coldsweat" ] \
        || fail "coldsweat is not in $venv; install it with: Scripts/dependencies.sh sync"
    local toml
    toml=$("$venv/bin/python" -c 'import sys; print(sys.prefix)')/var/coldsweat-instance/config.toml
    [ ! -e "$toml" ] || fail "$toml would override this server's settings; remove it"
    ! running "$dir/coldsweat.pid" || fail "a server already runs in $dir; stop it first"
    stop_instance
    rm -rf "$dir"
    mkdir -p "$dir"
    # A start that fails leaves nothing running.
    trap 'stop_instance > /dev/null 2>&1 || true' EXIT
    "$venv/bin/coldsweat" setup "$email" --password "$password" > "$dir/setup.log" 2>&1 \
        && grep -q 'Setup completed' "$dir/setup.log" \
        || fail "coldsweat setup failed: $(tail -n 1 "$dir/setup.log"); see $dir/setup.log"

    local port pid key
    key=$(printf '%s' "$email:$password" | md5sum | cut -d' ' -f1)
    for _ in 1 2 3; do
        port=$(free_port)
        echo "$port" > "$dir/port"
        (cd "$dir" && exec setsid "$venv/bin/coldsweat" run --host 127.0.0.1 --port "$port" \
            --no-reload --no-debugger --with-threads) < /dev/null > "$dir/coldsweat.log" 2>&1 &
        pid=$!
        echo "$pid" > "$dir/coldsweat.pid"
        wait_for_http "$pid" "http://127.0.0.1:$port/fever/?api" "$dir/coldsweat.log" && break
        grep -q 'Address already in use' "$dir/coldsweat.log" \
            || fail "coldsweat stopped: $(tail -n 1 "$dir/coldsweat.log"); see $dir/coldsweat.log"
    done
    ours "$pid" || fail "coldsweat found no free port in 3 tries: $(tail -n 1 "$dir/coldsweat.log")"
    curl -sS --max-time "$timeout" -d "api_key=$key" "http://127.0.0.1:$port/fever/?api" \
        | grep -q '"auth":1' || fail "the Fever API refused the key of $email; see $dir/coldsweat.log"
    start_watchdog "$script"
    trap - EXIT
    echo "http://127.0.0.1:$port/fever/"
}

subscribe() {
    locate "$1"
    local url=${2:-} group=${3:-}
    [ -n "$url" ] || usage
    running "$dir/coldsweat.pid" || fail "no server runs in $dir; start one first"
    in_app "$timeout" '
user = models.User.get(models.User.email == sys.argv[1])
group, _ = models.Group.get_or_create(title=sys.argv[3] or models.Group.DEFAULT_GROUP)
subscribed = feed.add_feed_from_url(sys.argv[2])
feed.add_subscription(user, subscribed, group)
print(subscribed.id)' "$email" "$url" "$group" 2> "$dir/subscribe.log" \
        || fail "cannot subscribe to $url: $(tail -n 1 "$dir/subscribe.log"); see $dir/subscribe.log"
}

update() {
    locate "$@"
    running "$dir/coldsweat.pid" || fail "no server runs in $dir; start one first"
    local limit=${SYNC_SERVER_UPDATE_TIMEOUT:-60}
    # coldsweat skips a feed it fetched less than MIN_FETCH_INTERVAL (3 minutes) ago.
    in_app "$limit" '
fetcher.MIN_FETCH_INTERVAL = 0
feed.fetch_all_feeds()
for each in models.Feed.select().where(models.Feed.last_status.not_in([200, 304])):
    print("fever: feed %d (%s): HTTP status %s" % (each.id, each.self_link, each.last_status), file=sys.stderr)' \
        > "$dir/update.log" 2>&1 || fail "the update failed or ran past $limit s: $(tail -n 1 "$dir/update.log"); see $dir/update.log"
    grep '^fever: ' "$dir/update.log" >&2 || true
}

# Removes one item with its read and saved marks, as a server's purge of old items does.
purge() {
    locate "$1"
    local item=${2:-}
    [[ "$item" =~ ^[0-9]+$ ]] || usage
    running "$dir/coldsweat.pid" || fail "no server runs in $dir; start one first"
    in_app "$timeout" '
models.Entry.get_by_id(int(sys.argv[1])).delete_instance(recursive=True)' "$item" 2> "$dir/purge.log" \
        || fail "cannot purge item $item: $(tail -n 1 "$dir/purge.log"); see $dir/purge.log"
}

# Stops this instance's processes, if any run.
stop_instance() {
    end_process_in "$dir/watchdog.pid"
    end_process_in "$dir/coldsweat.pid"
}

run_command "$@"
