-- CreateTable
CREATE TABLE "OutgoingMail" (
    "id" TEXT NOT NULL,
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
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leaseOwner" TEXT,
    "leaseUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OutgoingMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OutgoingMail_dedupeKey_key" ON "OutgoingMail"("dedupeKey");

-- CreateIndex
CREATE INDEX "OutgoingMail_due_idx" ON "OutgoingMail"("nextAttemptAt") WHERE (status = 'PENDING');

-- CreateIndex
CREATE INDEX "OutgoingMail_organizationId_createdAt_idx" ON "OutgoingMail"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "OutgoingMail_createdAt_idx" ON "OutgoingMail"("createdAt");

-- Accounts made before sign-up was confirmed by e-mail keep working: better-auth now
-- refuses to sign in an unconfirmed address.
UPDATE "PortalUser" SET "emailVerified" = true WHERE "emailVerified" = false;
