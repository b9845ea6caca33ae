# syntax=docker/dockerfile:1
# The site as one image: build with `docker build -t amanah-travel .`, run with compose.yaml
# (docs/operations.md). The server runs the TypeScript sources through tsx, as `npm run serve`.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- dependencies and the production build ----------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Not `npm ci`: the lockfile lacks other platforms' optional binaries (the registry does not have
# them), which `npm ci` treats as an error. `npm install` with the committed lockfile installs the
# same versions.
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund --loglevel=error \
  && npm cache clean --force

# --- runtime ------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# postgresql-client (15 on bookworm): pg_dump, pg_restore and psql for scripts/backup.sh and
# scripts/restore.sh inside the container. pg_dump must be at least the server's major version.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client ca-certificates \
  && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data

WORKDIR /app
# Owned by root and read-only for the server's user: only /data is writable.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000

# /api/health answers 200 when the process serves and the database answers, 503 while the
# database is down or the server drains at shutdown. start-period covers the first start
# (migrations, and the demo seed on an empty database).
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# node itself (not npm or npx) as the process: SIGTERM from `docker stop` reaches the server's
# handler, which drains requests and closes the database before the exit.
CMD ["node", "--import", "tsx", "server/main.ts"]
