-- CreateTable
CREATE TABLE "OutgoingMail" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "dedupeKey" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "organizationId" TEXT,
    "userId" TEXT,
    "recipient" TEXT NOT NULL,
    "data" TEXT,
    "subject" TEXT,
    "html" TEXT,
    "text" TEXT,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leaseOwner" TEXT,
    "leaseUntil" DATETIME,
    "lastError" TEXT,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "OutgoingMail_dedupeKey_key" ON "OutgoingMail"("dedupeKey");

-- CreateIndex
CREATE INDEX "OutgoingMail_due_idx" ON "OutgoingMail"("nextAttemptAt") WHERE status = 'PENDING';

-- CreateIndex
CREATE INDEX "OutgoingMail_organizationId_createdAt_idx" ON "OutgoingMail"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "OutgoingMail_createdAt_idx" ON "OutgoingMail"("createdAt");

-- Accounts made before sign-up was confirmed by e-mail keep working: better-auth now
-- refuses to sign in an unconfirmed address.
UPDATE "PortalUser" SET "emailVerified" = 1 WHERE "emailVerified" = 0;
