#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on loopback for CI and the benchmark, installing it when missing.
# usage: scripts/postgres.sh start DIR PORT   (prints the connection URL)
#        scripts/postgres.sh stop DIR
set -euo pipefail
cmd=${1:?start|stop}; dir=${2:?data directory}; port=${3:-54329}

find_bin() {
  local d
  for d in /usr/lib/postgresql/*/bin; do
    [ -x "$d/initdb" ] && { echo "$d"; return 0; }
  done
  return 1
}

bin=$(find_bin || true)
if [ -z "$bin" ]; then
  echo "postgres.sh: no PostgreSQL server found; installing Debian's postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  bin=$(find_bin)
fi

# PostgreSQL refuses to run as root: use an unprivileged account.
run_as=""
if [ "$(id -u)" = "0" ]; then
  id havnpg >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin havnpg
  run_as="runuser -u havnpg --"
fi

case "$cmd" in
  start)
    mkdir -p "$dir"
    if [ "$(id -u)" = "0" ]; then
      chown havnpg "$dir"
      chmod o+x "$(dirname "$dir")" # a mktemp parent is root-only; the server must reach its directory
    fi
    if [ ! -f "$dir/PG_VERSION" ]; then
      $run_as "$bin/initdb" -D "$dir" -U havn --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    $run_as "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
      -o "-h 127.0.0.1 -p $port -k $dir -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null
    echo "postgres://havn@127.0.0.1:$port/postgres"
    ;;
  stop)
    $run_as "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null || true
    ;;
  *) echo "usage: $0 start|stop DIR [PORT]" >&2; exit 2 ;;
esac
