-- CreateTable
CREATE TABLE "PortalRateLimit" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "lastRequest" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "SignInLimit" (
    "email" TEXT NOT NULL PRIMARY KEY,
    "attempts" INTEGER NOT NULL,
    "resetAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "PortalEvent" (
    "seq" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "organizationId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "detail" TEXT,
    "occurredAt" DATETIME NOT NULL,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "EnquirySeen" (
    "organizationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "seenAt" DATETIME NOT NULL,

    PRIMARY KEY ("organizationId", "userId", "serviceReference")
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ServiceConnection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationId" TEXT NOT NULL,
    "environment" TEXT NOT NULL,
    "baseUrl" TEXT,
    "keyCiphertext" TEXT NOT NULL,
    "keyHint" TEXT NOT NULL,
    "provisioned" BOOLEAN NOT NULL DEFAULT false,
    "keyGeneration" INTEGER NOT NULL DEFAULT 1,
    "lastCheckedAt" DATETIME,
    "lastCheckOk" BOOLEAN,
    "lastCheckNote" TEXT,
    "receiverWebhookId" TEXT,
    "lastEventAt" DATETIME,
    "updatedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ServiceConnection_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ServiceConnection" ("baseUrl", "createdAt", "environment", "id", "keyCiphertext", "keyHint", "lastCheckNote", "lastCheckOk", "lastCheckedAt", "organizationId", "provisioned", "updatedAt", "updatedById") SELECT "baseUrl", "createdAt", "environment", "id", "keyCiphertext", "keyHint", "lastCheckNote", "lastCheckOk", "lastCheckedAt", "organizationId", "provisioned", "updatedAt", "updatedById" FROM "ServiceConnection";
DROP TABLE "ServiceConnection";
ALTER TABLE "new_ServiceConnection" RENAME TO "ServiceConnection";
CREATE UNIQUE INDEX "ServiceConnection_organizationId_key" ON "ServiceConnection"("organizationId");
CREATE TABLE "new_TrackedEnquiry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "clientReference" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "checkIn" TEXT,
    "checkOut" TEXT,
    "placeLabel" TEXT NOT NULL,
    "latitude" REAL NOT NULL,
    "longitude" REAL NOT NULL,
    "adults" INTEGER NOT NULL,
    "children" INTEGER NOT NULL,
    "infants" INTEGER NOT NULL,
    "leadGuestName" TEXT,
    "createdById" TEXT NOT NULL,
    "createdByName" TEXT NOT NULL,
    "keyGeneration" INTEGER NOT NULL DEFAULT 1,
    "quoteCount" INTEGER NOT NULL DEFAULT 0,
    "quotedAt" DATETIME,
    "syncedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_TrackedEnquiry" ("adults", "checkIn", "checkOut", "children", "clientReference", "createdAt", "createdById", "createdByName", "externalId", "id", "infants", "latitude", "leadGuestName", "longitude", "organizationId", "placeLabel", "serviceReference", "state", "updatedAt") SELECT "adults", "checkIn", "checkOut", "children", "clientReference", "createdAt", "createdById", "createdByName", "externalId", "id", "infants", "latitude", "leadGuestName", "longitude", "organizationId", "placeLabel", "serviceReference", "state", "updatedAt" FROM "TrackedEnquiry";
DROP TABLE "TrackedEnquiry";
ALTER TABLE "new_TrackedEnquiry" RENAME TO "TrackedEnquiry";
CREATE INDEX "TrackedEnquiry_organizationId_createdAt_idx" ON "TrackedEnquiry"("organizationId", "createdAt");
CREATE INDEX "TrackedEnquiry_organizationId_state_createdAt_idx" ON "TrackedEnquiry"("organizationId", "state", "createdAt");
CREATE UNIQUE INDEX "TrackedEnquiry_organizationId_serviceReference_key" ON "TrackedEnquiry"("organizationId", "serviceReference");
CREATE UNIQUE INDEX "TrackedEnquiry_organizationId_externalId_key" ON "TrackedEnquiry"("organizationId", "externalId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "PortalRateLimit_key_key" ON "PortalRateLimit"("key");

-- CreateIndex
CREATE INDEX "PortalEvent_organizationId_serviceReference_occurredAt_idx" ON "PortalEvent"("organizationId", "serviceReference", "occurredAt");

-- CreateIndex
CREATE INDEX "PortalEvent_organizationId_seq_idx" ON "PortalEvent"("organizationId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "PortalEvent_organizationId_eventId_key" ON "PortalEvent"("organizationId", "eventId");
