-- Several providers per organisation. Each connection gets a name, and the one connection
-- each organisation had stays as it is (its id, key and receiver), named after what it reaches.
-- Each tracked enquiry becomes an agency enquiry with one provider enquiry on that
-- connection, with the state, quotes and booking the enquiry had, and the same id.
DROP INDEX "ServiceConnection_organizationId_key";
ALTER TABLE "ServiceConnection" ADD COLUMN "name" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ServiceConnection" ADD COLUMN "removedAt" TIMESTAMP(3);
UPDATE "ServiceConnection" SET "name" = CASE
  WHEN "baseUrl" IS NOT NULL THEN "baseUrl"
  WHEN "environment" = 'production' THEN 'Built-in service'
  ELSE 'Built-in sandbox' END;
ALTER TABLE "ServiceConnection" ALTER COLUMN "name" DROP DEFAULT;
CREATE INDEX "ServiceConnection_organizationId_createdAt_idx" ON "ServiceConnection"("organizationId", "createdAt");

ALTER TABLE "Member" ADD COLUMN "sendSkips" TEXT;

CREATE TABLE "ProviderEnquiry" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "enquiryId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "keyGeneration" INTEGER NOT NULL DEFAULT 1,
    "quoteCount" INTEGER NOT NULL DEFAULT 0,
    "quotedAt" TIMESTAMP(3),
    "cheapestTotalCents" INTEGER,
    "cheapestCurrency" TEXT,
    "bookingReference" TEXT,
    "bookedAt" TIMESTAMP(3),
    "syncedAt" TIMESTAMP(3),
    "withdrawnAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProviderEnquiry_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ProviderEnquiry_connectionId_serviceReference_key" ON "ProviderEnquiry"("connectionId", "serviceReference");
CREATE UNIQUE INDEX "ProviderEnquiry_enquiryId_connectionId_key" ON "ProviderEnquiry"("enquiryId", "connectionId");
CREATE INDEX "ProviderEnquiry_organizationId_serviceReference_idx" ON "ProviderEnquiry"("organizationId", "serviceReference");
ALTER TABLE "ProviderEnquiry" ADD CONSTRAINT "ProviderEnquiry_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "TrackedEnquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "ProviderEnquiry" ("id", "organizationId", "enquiryId", "connectionId", "serviceReference", "state", "keyGeneration", "quoteCount", "quotedAt", "cheapestTotalCents", "cheapestCurrency", "bookingReference", "bookedAt", "syncedAt", "createdAt", "updatedAt")
SELECT t."id", t."organizationId", t."id", c."id", t."serviceReference", t."state", t."keyGeneration", t."quoteCount", t."quotedAt", t."cheapestTotalCents", t."cheapestCurrency", t."bookingReference", t."bookedAt", t."syncedAt", t."createdAt", t."updatedAt"
FROM "TrackedEnquiry" t JOIN "ServiceConnection" c ON c."organizationId" = t."organizationId";

CREATE TABLE "ProviderRefusal" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "enquiryId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "fieldErrors" TEXT,
    "refusedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProviderRefusal_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ProviderRefusal_enquiryId_connectionId_key" ON "ProviderRefusal"("enquiryId", "connectionId");
ALTER TABLE "ProviderRefusal" ADD CONSTRAINT "ProviderRefusal_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "TrackedEnquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "TrackedEnquiry" DROP COLUMN "keyGeneration";
ALTER TABLE "TrackedEnquiry" DROP COLUMN "syncedAt";
ALTER TABLE "TrackedEnquiry" ADD COLUMN "request" TEXT;

CREATE TABLE "ExchangeRate" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "baseCurrency" TEXT NOT NULL,
    "rate" TEXT NOT NULL,
    "asOf" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExchangeRate_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ExchangeRate_organizationId_currency_baseCurrency_asOf_idx" ON "ExchangeRate"("organizationId", "currency", "baseCurrency", "asOf");

-- A share link showed one quote: now the quotes it shows, one per provider.
ALTER TABLE "ShareLink" ADD COLUMN "quotes" TEXT NOT NULL DEFAULT '[]';
UPDATE "ShareLink" SET "quotes" = json_build_array(json_build_object(
  'connectionId', (SELECT c."id" FROM "ServiceConnection" c WHERE c."organizationId" = "ShareLink"."organizationId"),
  'serviceReference', "serviceReference",
  'quoteId', "quoteId"))::text;
ALTER TABLE "ShareLink" ALTER COLUMN "quotes" DROP DEFAULT;
ALTER TABLE "ShareLink" DROP COLUMN "quoteId";

ALTER TABLE "ShareChoice" ADD COLUMN "connectionId" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ShareChoice" ADD COLUMN "providerReference" TEXT NOT NULL DEFAULT '';
UPDATE "ShareChoice" SET
  "connectionId" = COALESCE((SELECT c."id" FROM "ServiceConnection" c WHERE c."organizationId" = "ShareChoice"."organizationId"), ''),
  "providerReference" = "serviceReference";
ALTER TABLE "ShareChoice" ALTER COLUMN "connectionId" DROP DEFAULT, ALTER COLUMN "providerReference" DROP DEFAULT;

-- Snapshots are a cache of the last read. Keyed by provider now, they start empty.
DROP TABLE "EnquirySnapshot";
CREATE TABLE "EnquirySnapshot" (
    "organizationId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "enquiry" TEXT NOT NULL,
    "quotes" TEXT NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EnquirySnapshot_pkey" PRIMARY KEY ("connectionId", "serviceReference")
);
CREATE INDEX "EnquirySnapshot_organizationId_idx" ON "EnquirySnapshot"("organizationId");
