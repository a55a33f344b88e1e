#!/usr/bin/env bash
# Tiny Tiny RSS on loopback, for the end-to-end tests of syncing: Debian's tt-rss package served
# by `php -S` on a throwaway PostgreSQL 15 cluster, everything under a folder the caller gives.
#
#   Scripts/sync-servers/ttrss.sh start STATE_DIR                  prints the base URL, one line
#   Scripts/sync-servers/ttrss.sh subscribe STATE_DIR URL [CATEGORY]   prints the feed's id
#   Scripts/sync-servers/ttrss.sh update STATE_DIR                 fetches every feed now
#   Scripts/sync-servers/ttrss.sh purge STATE_DIR ARTICLE_ID       removes one article, as a purge does
#   Scripts/sync-servers/ttrss.sh stop STATE_DIR                   stops what start started
#
# start makes a new server in STATE_DIR/ttrss (removing what an earlier, stopped one left) and
# prints its base URL, http://127.0.0.1:PORT/tt-rss/; the JSON API is BASE/api/, the user is
# admin with the password "password", and the API is enabled for it. Nothing listens on anything
# but 127.0.0.1 (PostgreSQL only on a unix socket), nothing in /etc is touched: the server runs
# the package's code from a folder of our own whose config.php is ours. TT-RSS refuses to run as
# root, so as root PHP and PostgreSQL run as www-data. Everything it started stops with stop
# (which does nothing when nothing runs), or by itself after SYNC_SERVER_LIFETIME seconds
# (default 1800; 0: never).
#
# TT-RSS fetches no feed on 127.*, localhost or a port but 80 and 443 (and it drops any port
# from a feed's URL): serve test feeds at http://[::1]/ (port 80), or, for tests that run at
# once, each at http://[::ffff:127.0.0.N]/ (N up to 32, the feeds' server binding 127.0.0.N:80).
# update forgets TT-RSS's 30-second cache of fetched feeds, so a feed changed since the last
# update is read again. The servers fetch nothing but loopback addresses: any other goes to a
# proxy that is not there.
#
# Every wait is bounded (SYNC_SERVER_TIMEOUT seconds, default 30; an update 60): past it, or on
# any failure, the command says why on stderr and exits 1. The packages come from the sync
# group of Config/Dependencies.txt (Scripts/dependencies.sh sync).
set -euo pipefail

name=ttrss
script=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
# shellcheck source=SCRIPTDIR/server-control.sh
. "$(dirname "$script")/server-control.sh"
www=/usr/share/tt-rss/www
schema=/usr/share/tt-rss/schema/ttrss_schema_pgsql.sql
pg_bin=/usr/lib/postgresql/15/bin
workers=2

usage() {
    fail "usage: $0 start|subscribe|update|purge|stop STATE_DIR (subscribe: STATE_DIR URL [CATEGORY]; purge: STATE_DIR ARTICLE_ID)"
}

# Sets the paths of the instance in STATE_DIR.
locate() {
    state_folder "${1:-}"
    dir=$state/ttrss
    site=$dir/htdocs/tt-rss
    data=$dir/pg
    socket=$dir/run
    [ ! -f "$dir/socket-dir" ] || socket=$(cat "$dir/socket-dir")
    # The servers run as www-data when we are root, else as ourselves.
    if [ "$(id -u)" -eq 0 ]; then
        as_user=(env HOME="$dir" setpriv --reuid=www-data --regid=www-data --clear-groups --)
    else
        as_user=(env)
    fi
}

# Runs a command in $dir as the user the servers run as.
as_server() {
    (cd "$dir" && exec "${as_user[@]}" "$@")
}

sql() {
    psql -X -q -A -t -v ON_ERROR_STOP=1 -h "$socket" -p 5432 -U ttrss -d postgres "$@"
}

# Posts the JSON $1 to the API and prints the answer; fails unless its status is 0 (OK).
api() {
    local port answer
    port=$(cat "$dir/port")
    answer=$(curl -sS --max-time "$timeout" -H 'Content-Type: application/json' --data-binary "$1" \
        "http://127.0.0.1:$port/tt-rss/api/") || fail "the API did not answer $1"
    "$python" -c 'import json, sys; sys.exit(json.loads(sys.argv[1]).get("status") != 0)' "$answer" 2>/dev/null \
        || fail "the API refused $1: $answer"
    echo "$answer"
}

# Logs admin in through the API and prints the session id.
login() {
    api '{"op":"login","user":"admin","password":"password"}' \
        | "$python" -c 'import json, sys; print(json.load(sys.stdin)["content"]["session_id"])'
}

write_config() {
    local version
    version=$(sed -nE "s/.*define\('EXPECTED_CONFIG_VERSION', *([0-9]+)\).*/\1/p" "$www/include/functions.php")
    [ -n "$version" ] || fail "cannot read EXPECTED_CONFIG_VERSION in $www/include/functions.php"
    cat > "$site/config.php" << EOF
<?php
	// Written by $script for this test server alone.
	define('DB_TYPE', 'pgsql');
	define('DB_HOST', '$socket');
	define('DB_PORT', '5432');
	define('DB_USER', 'ttrss');
	define('DB_NAME', 'postgres');
	define('DB_PASS', '');
	define('MYSQL_CHARSET', 'UTF8');
	define('SELF_URL_PATH', 'http://127.0.0.1:$1/tt-rss/');
	define('SINGLE_USER_MODE', false);
	define('SIMPLE_UPDATE_MODE', false);
	define('PHP_EXECUTABLE', '/usr/bin/php');
	define('LOCK_DIRECTORY', '$dir/lock');
	define('CACHE_DIR', '$dir/cache');
	define('ICONS_DIR', 'feed-icons');
	define('ICONS_URL', 'feed-icons');
	define('AUTH_AUTO_CREATE', true);
	define('AUTH_AUTO_LOGIN', true);
	define('FORCE_ARTICLE_PURGE', 0);
	define('ENABLE_REGISTRATION', false);
	define('REG_NOTIFY_ADDRESS', 'user@example.com');
	define('REG_MAX_USERS', 10);
	define('SESSION_COOKIE_LIFETIME', 86400);
	define('SMTP_FROM_NAME', 'Tiny Tiny RSS');
	define('SMTP_FROM_ADDRESS', 'noreply@example.com');
	define('DIGEST_SUBJECT', '[tt-rss] New headlines for last 24 hours');
	define('CHECK_FOR_UPDATES', false);
	define('ENABLE_GZIP_OUTPUT', false);
	define('PLUGINS', 'auth_internal');
	define('LOG_DESTINATION', '');
	define('CONFIG_VERSION', $version);
	// Feeds of a user who never logged in are updated too, and no fetch waits long.
	define('DAEMON_UPDATE_LOGIN_LIMIT', 0);
	define('FEED_FETCH_TIMEOUT', 10);
	define('FEED_FETCH_NO_CACHE_TIMEOUT', 10);
	define('FILE_FETCH_TIMEOUT', 10);
	define('FILE_FETCH_CONNECT_TIMEOUT', 5);
EOF
}

# The package's web folder, with a config.php of our own: the code that must find it (the
# entry points, api/ and include/) is copied, the rest linked.
make_site() {
    mkdir -p "$site"
    local entry name
    for entry in "$www"/*; do
        name=$(basename "$entry")
        case "$name" in
            config.php | feed-icons) ;;
            api | include) cp -R "$entry" "$site/$name" ;;
            *.php | *.txt) cp "$entry" "$site/$name" ;;
            *) ln -s "$entry" "$site/$name" ;;
        esac
    done
    ln -s "$dir/feed-icons" "$site/feed-icons"
}

start() {
    locate "$@"
    [ -d "$www" ] && command -v php > /dev/null && [ -x "$pg_bin/initdb" ] \
        || fail "tt-rss, php or PostgreSQL 15 is missing; install them with: Scripts/dependencies.sh sync"
    ! running "$dir/php.pid" || fail "a server already runs in $dir; stop it first"
    stop_instance
    rm -rf "$dir"
    socket=$dir/run
    # A start that fails leaves nothing running.
    trap 'stop_instance > /dev/null 2>&1 || true' EXIT
    mkdir -p "$dir"/{lock,feed-icons,run} "$dir"/cache/{feeds,images,upload,export}
    # A unix socket's path has at most 107 bytes.
    if [ "${#socket}" -gt 90 ]; then
        socket=$(mktemp -d /tmp/ttrss-pg.XXXXXX)
        echo "$socket" > "$dir/socket-dir"
    fi
    make_site
    if [ "$(id -u)" -eq 0 ]; then
        id www-data > /dev/null 2>&1 || fail "there is no user www-data to run TT-RSS as (it refuses root)"
        chown -R www-data:www-data "$dir" "$socket"
        chmod o+x "$state"
        as_server test -w "$dir" \
            || fail "www-data cannot reach $dir: let others search (chmod o+x) the folders above it"
    fi

    local log=$dir/setup.log
    as_server "$pg_bin/initdb" --no-sync -D "$data" -U ttrss -A trust -E UTF8 --no-locale > "$log" 2>&1 \
        || fail "initdb failed: $(tail -n 1 "$log"); see $log"
    as_server "$pg_bin/pg_ctl" start -D "$data" -l "$dir/postgres.log" -w -t "$timeout" -s \
        -o "-c listen_addresses='' -k $socket -p 5432 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
        >> "$log" 2>&1 || fail "PostgreSQL did not start in $timeout s: $(tail -n 1 "$dir/postgres.log"); see $dir/postgres.log"
    # The cluster is TT-RSS's alone: its tables go in the database initdb made.
    sql -f "$schema" >> "$log" 2>&1 || fail "the schema $schema failed: $(tail -n 1 "$log"); see $log"
    # The API is off by default. A feed's first update also fetches its site's page and favicon
    # (the site may be anywhere): a feed counts as checked for both from the start.
    sql >> "$log" 2>&1 << 'EOF' || fail "cannot set the database up: $(tail -n 1 "$log"); see $log"
INSERT INTO ttrss_user_prefs (owner_uid, pref_name, value) VALUES (1, 'ENABLE_API_ACCESS', 'true');
ALTER TABLE ttrss_feeds ALTER COLUMN favicon_last_checked SET DEFAULT NOW(),
    ALTER COLUMN last_unconditional SET DEFAULT NOW();
EOF

    local port pid
    for _ in 1 2 3; do
        port=$(free_port)
        echo "$port" > "$dir/port"
        write_config "$port"
        # Two workers, as a real server has several: a sync may ask for two pages at once.
        (cd "$dir" && PHP_CLI_SERVER_WORKERS=$workers exec setsid "${as_user[@]}" php -S "127.0.0.1:$port" -t "$dir/htdocs") \
            < /dev/null > "$dir/php.log" 2>&1 &
        pid=$!
        echo "$pid" > "$dir/php.pid"
        wait_for_http "$pid" "http://127.0.0.1:$port/tt-rss/api/" "$dir/php.log" && break
        grep -q 'Address already in use' "$dir/php.log" || fail "php -S stopped: $(tail -n 1 "$dir/php.log")"
    done
    ours "$pid" || fail "php -S found no free port in 3 tries: $(tail -n 1 "$dir/php.log")"
    login > /dev/null
    start_watchdog "$script"
    trap - EXIT
    echo "http://127.0.0.1:$port/tt-rss/"
}

subscribe() {
    locate "$1"
    local url=${2:-} category=${3:-} category_id=0 sid answer
    [ -n "$url" ] || usage
    running "$dir/php.pid" || fail "no server runs in $dir; start one first"
    sid=$(login)
    if [ -n "$category" ]; then
        category_id=$(sql -v title="$category" << 'EOF'
INSERT INTO ttrss_feed_categories (owner_uid, title) SELECT 1, :'title'
    WHERE NOT EXISTS (SELECT 1 FROM ttrss_feed_categories WHERE owner_uid = 1 AND title = :'title');
SELECT id FROM ttrss_feed_categories WHERE owner_uid = 1 AND title = :'title' ORDER BY id LIMIT 1;
EOF
        ) || fail "cannot make the category $category"
    fi
    answer=$(api "$("$python" -c 'import json, sys; print(json.dumps({"op": "subscribeToFeed", "sid": sys.argv[1], "feed_url": sys.argv[2], "category_id": int(sys.argv[3])}))' \
        "$sid" "$url" "$category_id")")
    "$python" - "$answer" "$url" << 'EOF' || exit 1
import json, sys
status = json.loads(sys.argv[1])["content"]["status"]
meaning = {2: "the URL is invalid", 3: "the page is HTML without a feed",
           4: "the page names several feeds", 6: "the content is not valid XML",
           5: "the URL could not be fetched (TT-RSS refuses 127.*, localhost and ports but 80 and 443)"}
if status.get("code") in (0, 1):
    print(status["feed_id"])
else:
    sys.exit("ttrss: cannot subscribe to %s: code %s, %s %s" % (sys.argv[2], status.get("code"),
             meaning.get(status.get("code"), "unknown"), status.get("message", "")))
EOF
}

update() {
    locate "$@"
    running "$dir/php.pid" || fail "no server runs in $dir; start one first"
    find "$dir/cache/feeds" -type f -delete
    local limit=${SYNC_SERVER_UPDATE_TIMEOUT:-60}
    if ! as_server timeout -k 5 "$limit" php "$site/update.php" --feeds --force-update > "$dir/update.log" 2>&1; then
        fail "update.php failed or ran past $limit s: $(tail -n 1 "$dir/update.log"); see $dir/update.log"
    fi
    sql -F ' ' -c "SELECT id, feed_url, last_error FROM ttrss_feeds WHERE last_error <> '' ORDER BY id" \
        | while read -r id url error; do echo "ttrss: feed $id ($url): $error" >&2; done
    # Fresh statistics for what the update stored: a throwaway cluster's autovacuum has not run
    # yet, and until it does PostgreSQL may plan the first headline queries over thousands of new
    # articles badly enough to take minutes (seen here), which a long-lived server never shows.
    sql -c "ANALYZE" || fail "ANALYZE failed after the update"
}

# Removes one article as TT-RSS's purge does (it purges read articles past a feed's age limit;
# this purges one now): the user's copy, then the entry no user has left.
purge() {
    locate "$1"
    local article=${2:-}
    [[ "$article" =~ ^[0-9]+$ ]] || usage
    running "$dir/php.pid" || fail "no server runs in $dir; start one first"
    sql -v id="$article" << 'EOF' || fail "cannot purge article $article"
DELETE FROM ttrss_user_entries WHERE ref_id = :id;
DELETE FROM ttrss_entries WHERE id = :id AND NOT EXISTS (SELECT 1 FROM ttrss_user_entries WHERE ref_id = :id);
EOF
}

# Stops this instance's processes, if any run.
stop_instance() {
    end_process_in "$dir/watchdog.pid"
    end_process_in "$dir/php.pid"
    if [ -f "$data/postmaster.pid" ]; then
        local pid
        pid=$(head -n 1 "$data/postmaster.pid")
        if ours "$pid"; then
            as_server "$pg_bin/pg_ctl" stop -D "$data" -m fast -w -t "$timeout" -s > /dev/null 2>&1 \
                || as_server "$pg_bin/pg_ctl" stop -D "$data" -m immediate -w -t "$timeout" -s > /dev/null 2>&1 \
                || end_process "$pid"
        fi
    fi
    if [ -f "$dir/socket-dir" ]; then
        rm -rf "$(cat "$dir/socket-dir")"
        rm -f "$dir/socket-dir"
    fi
}

run_command "$@"
