-- A client's feeds of its stays (CSV, iCalendar, JSON) at secret addresses: only the token's hash is kept.
CREATE TABLE "ClientFeed" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "tokenHint" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "rotatedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "lastReadAt" TIMESTAMP(3),
    "loggedAt" TIMESTAMP(3),

    CONSTRAINT "ClientFeed_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "ClientFeed_tokenHash_key" ON "ClientFeed"("tokenHash");

CREATE INDEX "ClientFeed_organizationId_clientId_createdAt_idx" ON "ClientFeed"("organizationId", "clientId", "createdAt");

ALTER TABLE "ClientFeed" ADD CONSTRAINT "ClientFeed_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;
