#!/usr/bin/env bash
# Makes sure what the named groups need from outside is present, before anything compiles.
#
#   Scripts/dependencies.sh GROUP...     (groups: build, test, bench, reliability, sync)
#
# Reads Config/Dependencies.txt, the one list of Debian and PyPI packages (and of the debconf
# answers that some Debian packages need to install unattended). When everything is
# present it prints nothing and costs a few milliseconds. When something is missing it installs
# it, if it can (root, or sudo without a password), and says so in one line; otherwise it names
# what is missing and the command that installs it, and exits 69 (EX_UNAVAILABLE).
#
# The Swift toolchain is checked first: it must be at least the tools version of the app's
# manifest.
#
# Environment, for tests and unusual machines:
#   DEPENDENCIES_FILE     the list to read (default Config/Dependencies.txt)
#   DEPENDENCIES_VENV     the virtual environment for PyPI packages (default .build/venv); a
#                         package marked venv:NAME goes into one of its own, DEPENDENCIES_VENV-NAME
#   DEPENDENCIES_INSTALL  "no" never installs: it reports what is missing and exits 69
#   SWIFT                 the swift program (default swift)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
list=${DEPENDENCIES_FILE:-$root/Config/Dependencies.txt}
venv=${DEPENDENCIES_VENV:-$root/.build/venv}
swift=${SWIFT:-swift}
manifest=$root/Apps/Tidings/Package.swift
unavailable=69

fail() {
    echo "dependencies: $*" >&2
    exit "$unavailable"
}

# "6.2.1" → "6002001", so that versions compare as numbers.
version_number() {
    local major minor patch
    IFS=. read -r major minor patch <<< "$1."
    printf '%d%03d%03d' "${major:-0}" "${minor:-0}" "${patch:-0}"
}

check_toolchain() {
    local needed found
    needed=$(sed -nE '1s|^// swift-tools-version: *([0-9.]+).*|\1|p' "$manifest")
    [ -n "$needed" ] || fail "cannot read the swift-tools-version line of $manifest"
    if ! command -v "$swift" > /dev/null 2>&1; then
        fail "the Swift toolchain is missing: '$swift' is not on the PATH; Tidings needs Swift $needed or newer (swift.org/install)"
    fi
    found=$("$swift" --version 2>&1 | sed -nE 's/.*Swift version ([0-9]+(\.[0-9]+)*).*/\1/p' | head -n 1)
    [ -n "$found" ] || fail "'$swift --version' did not print a Swift version; Tidings needs Swift $needed or newer"
    if [ "$(version_number "$found")" -lt "$(version_number "$needed")" ]; then
        fail "Swift $found is too old: Tidings needs Swift $needed or newer (swift.org/install)"
    fi
}

# Stops unless every named group appears in the list.
check_groups() {
    local known
    known=$(awk '!/^[[:space:]]*(#|$)/ { print $1 }' "$list" | sort -u)
    for group in "$@"; do
        grep -qx -- "$group" <<< "$known" \
            || fail "no group '$group' in $list; the groups are: $(echo $known)"
    done
}

# Prints the requirements of the named groups as "KIND NAME PRESENT-WHEN" lines, each once.
requirements() {
    awk -v groups=" $* " '!/^[[:space:]]*(#|$)/ && index(groups, " " $1 " ") { print $2, $3, ($4 == "" ? "-" : $4) }' "$list" \
        | awk '!seen[$0]++'
}

# Is a Debian requirement met, through its PRESENT-WHEN test or dpkg's own record?
debian_present() {
    local name=$1 present_when=$2
    case "$present_when" in
        command:*) command -v "${present_when#command:}" > /dev/null 2>&1 && return 0 ;;
        python:*) python3 -c "import ${present_when#python:}" > /dev/null 2>&1 && return 0 ;;
    esac
    [ "$(dpkg-query -W -f='${db:Status-Abbrev}' "$name" 2>/dev/null)" = "ii " ]
}

# How this user may install system packages: "" as root, "sudo" with password-less sudo,
# or "none".
privilege() {
    if [ "${DEPENDENCIES_INSTALL:-}" = no ]; then echo none
    elif [ "$(id -u)" -eq 0 ]; then echo ""
    elif command -v sudo > /dev/null 2>&1 && sudo -n true 2> /dev/null; then echo sudo
    else echo none
    fi
}

# Gives debconf the answers (QUESTION:TYPE:VALUE, the owner being the package the question's
# name starts with) that the packages about to be installed would otherwise ask for.
preseed_debconf() {
    local how=$1 log=$2 answer question type value selections=""
    shift 2
    for answer in "$@"; do
        IFS=: read -r question type value <<< "$answer"
        selections+="${question%%/*} $question $type $value"$'\n'
    done
    if ! $how debconf-set-selections <<< "$selections" >> "$log" 2>&1; then
        fail "debconf-set-selections refused the answers $*: $(tail -n 1 "$log"); see $log"
    fi
}

# Installs the named Debian packages, after giving debconf the answers in the array debconf.
install_debian() {
    local how
    how=$(privilege)
    if [ "$how" = none ]; then
        fail "missing Debian packages: $*; install them with: sudo apt-get install $*"
    fi
    echo "==> installing $* from Debian's packages (apt-get${how:+, through sudo})"
    local log
    log=$(mktemp)
    export DEBIAN_FRONTEND=noninteractive
    if ! $how apt-get update -qq > "$log" 2>&1; then
        fail "apt-get update failed, so $* cannot be installed: $(tail -n 1 "$log"); see $log"
    fi
    local unknown=()
    for name in "$@"; do
        apt-cache show "$name" > /dev/null 2>&1 || unknown+=("$name")
    done
    if [ "${#unknown[@]}" -gt 0 ]; then
        fail "Debian has no package named ${unknown[*]}; correct $list"
    fi
    [ "${#debconf[@]}" -eq 0 ] || preseed_debconf "$how" "$log" "${debconf[@]}"
    if ! $how apt-get install -y -qq --no-install-recommends "$@" >> "$log" 2>&1; then
        fail "apt-get could not install $*: $(tail -n 1 "$log"); see $log"
    fi
    rm -f "$log"
}

# Prints the PyPI packages that the virtual environment $1 lacks, or has at another version than
# the NAME==VERSION that pins it.
missing_pypi() {
    local env=$1
    shift
    if [ ! -x "$env/bin/python" ]; then
        printf '%s\n' "$@"
        return
    fi
    "$env/bin/python" - "$@" << 'EOF'
import importlib.metadata, sys
for requirement in sys.argv[1:]:
    name, _, version = requirement.partition("==")
    try:
        found = importlib.metadata.distribution(name).version
    except importlib.metadata.PackageNotFoundError:
        found = None
    if found is None or (version and found != version):
        print(requirement)
EOF
}

# Installs the PyPI packages into the virtual environment $1, one at a time: pip 23's resolver
# trips over two packages asking for the same extra in one call (trafilatura and
# readability-lxml both want lxml[html-clean]).
install_pypi() {
    local env=$1
    shift
    if [ "${DEPENDENCIES_INSTALL:-}" = no ]; then
        fail "missing PyPI packages: $*; install them with: python3 -m venv $env && $env/bin/pip install $*"
    fi
    echo "==> installing $* from PyPI into $env"
    local log
    log=$(mktemp)
    if [ ! -x "$env/bin/pip" ] && ! python3 -m venv "$env" > "$log" 2>&1; then
        fail "python3 could not make the virtual environment $env: $(tail -n 1 "$log")"
    fi
    local requirement
    for requirement in "$@"; do
        if ! "$env/bin/pip" install --quiet --disable-pip-version-check "$requirement" >> "$log" 2>&1; then
            fail "pip could not install $requirement: $(tail -n 1 "$log"); see $log"
        fi
    done
    rm -f "$log"
}

# Installs what each virtual environment lacks; the arguments are NAME PRESENT-WHEN pairs, where
# PRESENT-WHEN is "-" (the shared environment) or venv:NAME (an environment of its own).
install_missing_pypi() {
    local -A wanted=()
    local name where env
    while [ "$#" -ge 2 ]; do
        name=$1 where=$2
        shift 2
        case "$where" in
            -) env=$venv ;;
            venv:?*) env="$venv-${where#venv:}" ;;
            *) fail "PyPI package $name in $list: the fourth column can only be venv:NAME, not '$where'" ;;
        esac
        wanted[$env]+="$name "
    done
    local absent
    for env in "${!wanted[@]}"; do
        # shellcheck disable=SC2086 # one package name a word
        absent=$(missing_pypi "$env" ${wanted[$env]})
        # shellcheck disable=SC2086 # one package name a line
        [ -z "$absent" ] || install_pypi "$env" $absent
    done
}

main() {
    [ "$#" -gt 0 ] || fail "usage: $0 GROUP... (the groups are in $list)"
    [ -r "$list" ] || fail "cannot read the dependency list $list"
    check_toolchain
    check_groups "$@"

    local debian=() debconf=() pypi=() kind name present_when
    while read -r kind name present_when; do
        case "$kind" in
            debian) debian_present "$name" "$present_when" || debian+=("$name") ;;
            debconf)
                [[ "$name" =~ ^[^/:]+/[^:]+:[^:]+:.+$ ]] \
                    || fail "the debconf answer '$name' in $list is not PACKAGE/QUESTION:TYPE:VALUE"
                debconf+=("$name") ;;
            pypi) pypi+=("$name" "$present_when") ;;
            *) fail "unknown kind '$kind' for $name in $list; use debian, debconf or pypi" ;;
        esac
    done < <(requirements "$@")

    [ "${#debian[@]}" -eq 0 ] || install_debian "${debian[@]}"
    [ "${#pypi[@]}" -eq 0 ] || install_missing_pypi "${pypi[@]}"
}

main "$@"
