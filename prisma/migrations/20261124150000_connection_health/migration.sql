-- The health of each connection (its last success and last failure, in words), and the
-- stretches without live updates of each connection. A gap recorded before belongs to
-- the one connection the organisation had then: its oldest.
ALTER TABLE "ServiceConnection" ADD COLUMN "lastSuccessAt" DATETIME;
ALTER TABLE "ServiceConnection" ADD COLUMN "lastFailureAt" DATETIME;
ALTER TABLE "ServiceConnection" ADD COLUMN "lastFailureNote" TEXT;
UPDATE "ServiceConnection" SET "lastSuccessAt" = "lastCheckedAt" WHERE "lastCheckOk" = true;
UPDATE "ServiceConnection" SET "lastFailureAt" = "lastCheckedAt", "lastFailureNote" = "lastCheckNote" WHERE "lastCheckOk" = false;

ALTER TABLE "LiveUpdatesGap" ADD COLUMN "connectionId" TEXT;
UPDATE "LiveUpdatesGap" SET "connectionId" = (
  SELECT c."id" FROM "ServiceConnection" c WHERE c."organizationId" = "LiveUpdatesGap"."organizationId" ORDER BY c."createdAt" ASC LIMIT 1
);
CREATE INDEX "LiveUpdatesGap_connectionId_startedAt_idx" ON "LiveUpdatesGap"("connectionId", "startedAt");
