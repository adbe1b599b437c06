-- CreateTable
CREATE TABLE "PortalEventSequence" (
    "organizationId" TEXT NOT NULL PRIMARY KEY,
    "lastSeq" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "LiveStream" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationId" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "expiresAt" BIGINT NOT NULL
);

-- RedefineTables
-- Event ids become each organisation's own count: the events stored so far are numbered
-- 1, 2, 3, … per organisation, in the order they arrived.
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PortalEvent" (
    "organizationId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "connectionId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "detail" TEXT,
    "occurredAt" DATETIME NOT NULL,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("organizationId", "seq")
);
INSERT INTO "new_PortalEvent" ("connectionId", "data", "detail", "eventId", "eventType", "occurredAt", "organizationId", "receivedAt", "seq", "serviceReference")
SELECT "connectionId", "data", "detail", "eventId", "eventType", "occurredAt", "organizationId", "receivedAt",
       ROW_NUMBER() OVER (PARTITION BY "organizationId" ORDER BY "seq"), "serviceReference"
FROM "PortalEvent";
DROP TABLE "PortalEvent";
ALTER TABLE "new_PortalEvent" RENAME TO "PortalEvent";
CREATE INDEX "PortalEvent_organizationId_serviceReference_occurredAt_idx" ON "PortalEvent"("organizationId", "serviceReference", "occurredAt");
CREATE UNIQUE INDEX "PortalEvent_organizationId_eventId_key" ON "PortalEvent"("organizationId", "eventId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Each organisation's next event continues its own count.
INSERT INTO "PortalEventSequence" ("organizationId", "lastSeq")
SELECT "organizationId", MAX("seq") FROM "PortalEvent" GROUP BY "organizationId";

-- CreateIndex
CREATE INDEX "LiveStream_organizationId_idx" ON "LiveStream"("organizationId");

-- CreateIndex
CREATE INDEX "LiveStream_sessionId_idx" ON "LiveStream"("sessionId");

-- CreateIndex
CREATE INDEX "LiveStream_expiresAt_idx" ON "LiveStream"("expiresAt");
