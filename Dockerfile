# Staydesk: one image for every instance (see README, "Running at scale").
#   docker build -t staydesk .
#   docker run -e DATABASE_URL=postgres://… -e STAYDESK_SECRET=… -e SERVICE_ENVIRONMENT=… -e PORTAL_URL=https://… -p 3000:3000 staydesk

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
# Dependencies first, so that a change to the code does not reinstall them. The
# postinstall step generates the Prisma clients from the schema. (npm ci refuses the lock
# file, which lists no other platforms' optional packages: npm install keeps to it.)
COPY package.json package-lock.json prisma.config.ts ./
COPY scripts/prisma-generate.mjs scripts/postgres-schema.mjs scripts/
COPY scripts/stubs scripts/stubs
COPY prisma prisma
RUN npm install --no-audit --no-fund
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
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
