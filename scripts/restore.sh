#!/usr/bin/env bash
# Restores a folder written by scripts/backup.sh (docs/operations.md, "Restore").
#
#   scripts/restore.sh [--force] [--no-migrate] BACKUP
#
# 1. Checks every file against BACKUP/SHA256SUMS; any difference stops the restore.
# 2. PostgreSQL backup: into DATABASE_URL (the target; create it first, e.g. `createdb`). A target
#    with tables is refused; --force drops its `public` and `drizzle` schemas first. Then
#    `pg_restore --no-owner --no-privileges --single-transaction`: all or nothing, owned by the
#    user of DATABASE_URL.
#    PGlite backup: into DATA_DIR/db (refused while a server has DATA_DIR open, or when a database
#    is there, unless --force, which replaces it).
# 3. uploads.tar.gz, if any, into DATA_DIR/uploads (refused when it holds files, unless --force).
# 4. Applies the migrations of this checkout (scripts/migrate.ts), so a backup from an older
#    version comes up to date; --no-migrate leaves that to the next server start.
set -euo pipefail

force=""
migrate=1
backup=""
while [ $# -gt 0 ]; do
  case "$1" in
    --force) force=1; shift ;;
    --no-migrate) migrate=""; shift ;;
    -h | --help) sed -n '2,17p' "$0"; exit 0 ;;
    -*) echo "restore.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) [ -z "$backup" ] || { echo "restore.sh: one backup folder only" >&2; exit 2; }; backup="$1"; shift ;;
  esac
done
[ -n "$backup" ] || { echo "restore.sh: which backup? (scripts/restore.sh [--force] BACKUP)" >&2; exit 2; }
[ -f "$backup/SHA256SUMS" ] || { echo "restore.sh: $backup/SHA256SUMS not found: not a finished backup" >&2; exit 1; }

root="$(cd "$(dirname "$0")/.." && pwd)"
data_dir="${DATA_DIR:-./data}"
fail() { echo "restore.sh: $*" >&2; exit 1; }

pg_tool() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN/$1"; return; fi
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$dir" ] && [ -x "$dir/$1" ]; then echo "$dir/$1"; else command -v "$1" || fail "$1 not found (install postgresql-client or set PG_BIN)"; fi
}

# 1. Checksums: every file listed must match, and every file present must be listed.
(cd "$backup" && sha256sum --check --strict --quiet SHA256SUMS) || fail "checksum mismatch in $backup: the backup is damaged, nothing was restored"
for f in "$backup"/*; do
  name="$(basename "$f")"
  [ "$name" = SHA256SUMS ] && continue
  grep -q "  $name\$" "$backup/SHA256SUMS" || fail "$name is not in SHA256SUMS: nothing was restored"
done
engine="$(sed -n 's/^engine=//p' "$backup/manifest.txt")"

# 3 (checked before anything is written): the uploads folder.
if [ -f "$backup/uploads.tar.gz" ] && [ -d "$data_dir/uploads" ] && [ -z "$force" ]; then
  if [ -n "$(find "$data_dir/uploads" -type f -not -path "*/uploads/tmp/*" -print -quit)" ]; then
    fail "$data_dir/uploads already holds files; use --force to replace them"
  fi
fi

case "$engine" in
  postgres)
    [ -f "$backup/database.dump" ] || fail "$backup/database.dump missing"
    [ -n "${DATABASE_URL:-}" ] || fail "set DATABASE_URL to the database to restore into"
    psql="$(pg_tool psql)"
    pg_restore="$(pg_tool pg_restore)"
    q() { "$psql" --no-psqlrc --no-password --quiet --tuples-only --no-align --set ON_ERROR_STOP=1 --dbname="$DATABASE_URL" "$@"; }
    tables="$(q --command "select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_(toast|temp)'")"
    if [ "$tables" != 0 ]; then
      [ -n "$force" ] || fail "the target database is not empty ($tables tables, views or sequences); use --force to replace its contents"
      echo "Emptying the target database (--force)" >&2
      q --command "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;"
    fi
    "$pg_restore" --no-owner --no-privileges --exit-on-error --single-transaction --no-password \
      --dbname="$DATABASE_URL" "$backup/database.dump"
    echo "Database restored" >&2
    ;;
  pglite)
    [ -f "$backup/pglite.tar.gz" ] || fail "$backup/pglite.tar.gz missing"
    [ -z "${DATABASE_URL:-}" ] || fail "this is a PGlite backup: unset DATABASE_URL and set DATA_DIR"
    mkdir -p "$data_dir"
    holder="$(cat "$data_dir/server.lock" 2>/dev/null || true)"
    if [ -n "$holder" ] && kill -0 "$holder" 2>/dev/null; then fail "a server (pid $holder) has $data_dir open; stop it first"; fi
    if [ -e "$data_dir/db" ]; then
      [ -n "$force" ] || fail "$data_dir/db exists; use --force to replace it"
      rm -rf "$data_dir/db"
    fi
    tar -C "$data_dir" -xzf "$backup/pglite.tar.gz"
    echo "Embedded database restored into $data_dir/db" >&2
    ;;
  *) fail "unknown engine '$engine' in $backup/manifest.txt" ;;
esac

if [ -f "$backup/uploads.tar.gz" ]; then
  mkdir -p "$data_dir"
  [ -n "$force" ] && rm -rf "$data_dir/uploads"
  tar -C "$data_dir" -xzf "$backup/uploads.tar.gz"
  echo "Uploads restored into $data_dir/uploads" >&2
fi

if [ -n "$migrate" ]; then
  (cd "$root" && DATA_DIR="$(cd "$data_dir" && pwd)" node --import tsx scripts/migrate.ts) >&2
fi
echo "Restore finished" >&2
