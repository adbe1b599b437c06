-- AlterTable
ALTER TABLE "TrackedEnquiry" ADD COLUMN "choiceAt" DATETIME;
ALTER TABLE "TrackedEnquiry" ADD COLUMN "choiceLabel" TEXT;

-- CreateTable
CREATE TABLE "ClientPreference" (
    "enquiryId" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "quoteId" TEXT NOT NULL,
    "quoteItemId" TEXT NOT NULL,
    "unitName" TEXT NOT NULL,
    "note" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ClientPreference_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShareChoice" (
    "shareLinkId" TEXT NOT NULL PRIMARY KEY,
    "organizationId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "quoteId" TEXT NOT NULL,
    "quoteItemId" TEXT NOT NULL,
    "propertyName" TEXT NOT NULL,
    "unitName" TEXT NOT NULL,
    "note" TEXT,
    "chosenAt" DATETIME NOT NULL,
    "forwarded" TEXT NOT NULL DEFAULT 'PENDING'
);

-- CreateTable
CREATE TABLE "AgencyProfile" (
    "organizationId" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "logo" BLOB,
    "logoType" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ShareLink" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "quoteId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "tokenHint" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "revokedAt" DATETIME,
    "firstViewedAt" DATETIME,
    "lastViewedAt" DATETIME,
    "viewCount" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_ShareLink" ("createdAt", "createdById", "expiresAt", "id", "organizationId", "quoteId", "revokedAt", "serviceReference", "tokenHash", "tokenHint") SELECT "createdAt", "createdById", "expiresAt", "id", "organizationId", "quoteId", "revokedAt", "serviceReference", "tokenHash", "tokenHint" FROM "ShareLink";
DROP TABLE "ShareLink";
ALTER TABLE "new_ShareLink" RENAME TO "ShareLink";
CREATE UNIQUE INDEX "ShareLink_tokenHash_key" ON "ShareLink"("tokenHash");
CREATE INDEX "ShareLink_organizationId_serviceReference_createdAt_idx" ON "ShareLink"("organizationId", "serviceReference", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ShareChoice_organizationId_serviceReference_chosenAt_idx" ON "ShareChoice"("organizationId", "serviceReference", "chosenAt");

