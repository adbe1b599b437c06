-- DropIndex
DROP INDEX "PortalEvent_organizationId_seq_idx";

-- AlterTable
-- Event ids become each organisation's own count: the events stored so far are numbered
-- 1, 2, 3, … per organisation, in the order they arrived.
ALTER TABLE "PortalEvent" DROP CONSTRAINT "PortalEvent_pkey",
ALTER COLUMN "seq" DROP DEFAULT;
DROP SEQUENCE "PortalEvent_seq_seq";
UPDATE "PortalEvent" AS e SET "seq" = n."seq"
FROM (SELECT "organizationId", "eventId", ROW_NUMBER() OVER (PARTITION BY "organizationId" ORDER BY "seq") AS "seq" FROM "PortalEvent") AS n
WHERE e."organizationId" = n."organizationId" AND e."eventId" = n."eventId";
ALTER TABLE "PortalEvent" ADD CONSTRAINT "PortalEvent_pkey" PRIMARY KEY ("organizationId", "seq");

-- CreateTable
CREATE TABLE "PortalEventSequence" (
    "organizationId" TEXT NOT NULL,
    "lastSeq" INTEGER NOT NULL,

    CONSTRAINT "PortalEventSequence_pkey" PRIMARY KEY ("organizationId")
);

-- Each organisation's next event continues its own count.
INSERT INTO "PortalEventSequence" ("organizationId", "lastSeq")
SELECT "organizationId", MAX("seq") FROM "PortalEvent" GROUP BY "organizationId";

-- CreateTable
CREATE TABLE "LiveStream" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "expiresAt" BIGINT NOT NULL,

    CONSTRAINT "LiveStream_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LiveStream_organizationId_idx" ON "LiveStream"("organizationId");

-- CreateIndex
CREATE INDEX "LiveStream_sessionId_idx" ON "LiveStream"("sessionId");

-- CreateIndex
CREATE INDEX "LiveStream_expiresAt_idx" ON "LiveStream"("expiresAt");
