// Only `prisma dev` (a local Prisma Postgres server) loads the real package, which needs
// Node 22; this project uses SQLite or its own PostgreSQL and never runs it.
throw new Error("@prisma/streams-local is not installed: `prisma dev` is not supported in this project (see README, Installing on Node 20).");
