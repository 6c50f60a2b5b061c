#!/usr/bin/env bash
# Make sure PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379) answer; start them if not.
set -euo pipefail

if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  echo "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break; sleep 1; done
fi
# The suite runs two workers with 50-client concurrency tests and several servers at once:
# PostgreSQL's default of 100 connections is too few. Raise it once (needs a restart).
WANTED_CONNECTIONS=300
current=$(psql -h 127.0.0.1 -U postgres -tAc "SHOW max_connections")
if [ "$current" -lt "$WANTED_CONNECTIONS" ]; then
  echo "raising PostgreSQL max_connections from $current to $WANTED_CONNECTIONS"
  psql -h 127.0.0.1 -U postgres -qc "ALTER SYSTEM SET max_connections = $WANTED_CONNECTIONS"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main restart
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -p 5432
redis-cli -h 127.0.0.1 -p 6379 ping
psql -h 127.0.0.1 -U postgres -tc "SELECT 1 FROM pg_database WHERE datname='turnserver'" \
  | grep -q 1 || createdb -h 127.0.0.1 -U postgres turnserver
