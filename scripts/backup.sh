#!/usr/bin/env bash
# Backs up the site into one timestamped folder with a checksum file (docs/operations.md, "Backups").
#
#   scripts/backup.sh [--out DIR]        (DIR: default $BACKUP_DIR, else ./backups)
#
# PostgreSQL (DATABASE_URL set): `pg_dump --format=custom` of that database to database.dump, then
# DATA_DIR/uploads to uploads.tar.gz unless uploads live in S3 (S3_BUCKET set: back the bucket up
# with the store's own tools). The dump comes first: a file is always written before its row, so
# every row in the dump has its file in the later archive.
# PGlite (DATABASE_URL unset): the embedded database cannot be copied while a server has it open,
# so this refuses while DATA_DIR/server.lock names a live process, holds that lock itself while it
# archives DATA_DIR/db and DATA_DIR/uploads, and releases it at the end.
#
# Writes BACKUP/database.dump or BACKUP/pglite.tar.gz, BACKUP/uploads.tar.gz (when there are
# local uploads), BACKUP/manifest.txt and BACKUP/SHA256SUMS; prints BACKUP's path as the last line.
# Nothing secret is printed (the database URL never appears in the output).
set -euo pipefail

out="${BACKUP_DIR:-./backups}"
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="${2:?--out needs a folder}"; shift 2 ;;
    -h | --help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "backup.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

data_dir="${DATA_DIR:-./data}"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
target="$out/backup-$stamp"
partial="$target.partial"
if [ -e "$target" ] || [ -e "$partial" ]; then
  echo "backup.sh: $target already exists; try again in a second" >&2
  exit 1
fi
mkdir "$partial"
lock_taken=""
cleanup() {
  local rc=$?
  [ -n "$lock_taken" ] && rm -f "$data_dir/server.lock"
  # A backup that did not finish is removed, so a folder without .partial is always complete.
  [ $rc -ne 0 ] && rm -rf "$partial"
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# pg_dump must not be older than the server: prefer the newest installed PostgreSQL's tools.
pg_tool() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN/$1"; return; fi
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$dir" ] && [ -x "$dir/$1" ]; then echo "$dir/$1"; else command -v "$1" || { echo "backup.sh: $1 not found (install postgresql-client or set PG_BIN)" >&2; exit 1; }; fi
}

archive_uploads() {
  if [ -d "$data_dir/uploads" ]; then
    # tmp/ holds half-written files only.
    tar -C "$data_dir" --exclude=uploads/tmp -czf "$partial/uploads.tar.gz" uploads
    echo "uploads=local" >>"$partial/manifest.txt"
  else
    echo "uploads=none" >>"$partial/manifest.txt"
  fi
}

{
  echo "format=1"
  echo "created=$stamp"
} >"$partial/manifest.txt"

if [ -n "${DATABASE_URL:-}" ]; then
  pg_dump="$(pg_tool pg_dump)"
  "$pg_dump" --format=custom --no-password --file="$partial/database.dump" --dbname="$DATABASE_URL"
  {
    echo "engine=postgres"
    echo "pg_dump=$("$pg_dump" --version)"
  } >>"$partial/manifest.txt"
  if [ -n "${S3_BUCKET:-}" ]; then
    echo "uploads=s3" >>"$partial/manifest.txt"
  else
    archive_uploads
  fi
else
  if [ ! -d "$data_dir/db" ]; then
    echo "backup.sh: no DATABASE_URL and no embedded database in $data_dir/db" >&2
    exit 1
  fi
  # Same rule as server/data-lock.ts: a lock naming a live process means a server is running.
  if ! (set -C && echo "$$" >"$data_dir/server.lock") 2>/dev/null; then
    holder="$(cat "$data_dir/server.lock" 2>/dev/null || true)"
    if [ -n "$holder" ] && kill -0 "$holder" 2>/dev/null; then
      echo "backup.sh: a server (pid $holder) has $data_dir open; stop it first (PGlite cannot be copied while open)" >&2
      exit 1
    fi
    rm -f "$data_dir/server.lock"
    (set -C && echo "$$" >"$data_dir/server.lock") 2>/dev/null || { echo "backup.sh: could not lock $data_dir" >&2; exit 1; }
  fi
  lock_taken=1
  tar -C "$data_dir" -czf "$partial/pglite.tar.gz" db
  echo "engine=pglite" >>"$partial/manifest.txt"
  archive_uploads
fi

(cd "$partial" && files=(*) && sha256sum -- "${files[@]}" >SHA256SUMS)
mv "$partial" "$target"
echo "Backup written: $(cd "$target" && ls | tr '\n' ' ')" >&2
echo "$target"
