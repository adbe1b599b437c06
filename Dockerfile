# Staydesk: one image for every instance (see README, "Running at scale").
#   docker build -t staydesk .
#   docker run -e DATABASE_URL=postgres://… -e STAYDESK_SECRET=… -e SERVICE_ENVIRONMENT=… -e PORTAL_URL=https://… -p 3000:3000 staydesk

# The Node of .nvmrc on Debian bookworm (slim), pinned by the digest of the image's
# multi-platform index, so that a rebuild of the tag changes nothing here until the pin is
# moved on purpose. To move it (a rebuild of the tag brings Debian's fixes; a new Node
# version goes with .nvmrc), read the new digest on a machine with Docker:
#   docker buildx imagetools inspect node:24.21.0-bookworm-slim    (the "Digest:" line)
# and replace it here; tests/env/node-runtime.test.ts checks that tag and .nvmrc agree.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:d6aa754f16b3197301076f047b5def2f02ea1dbbc2ca920407d46d7ec7f87b20

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# No compiler needed: the native modules (better-sqlite3, sharp, Next.js's compiler) are
# Node-API builds that come inside their npm packages for linux-x64 and linux-arm64.
# Dependencies first, so that a change to the code does not reinstall them: exactly the
# lock file's versions (npm ci refuses a lock file that package.json has moved away from).
# The postinstall step generates the Prisma clients from the schema.
COPY package.json package-lock.json prisma.config.ts ./
COPY scripts/prisma-generate.mjs scripts/postgres-schema.mjs scripts/
COPY prisma prisma
RUN npm ci --no-audit --no-fund
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# Not root: the image's own unprivileged user.
USER node
EXPOSE 3000
# Ready = migrated, the database answers, not shutting down.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# npm passes SIGTERM on to its script, which exec's the server (no shell left between
# them to die of the signal), so the server shuts down gracefully (SHUTDOWN_GRACE_MS);
# tests/cluster/start-scripts.pg.test.ts checks it.
CMD ["npm", "start"]
