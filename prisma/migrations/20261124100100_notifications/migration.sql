-- CreateTable
CREATE TABLE "NotificationSetting" (
    "organizationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "mutedKinds" TEXT NOT NULL DEFAULT '[]',
    "cadence" TEXT NOT NULL DEFAULT 'immediate',
    "digestHour" INTEGER NOT NULL DEFAULT 8,
    "lastDigestDay" TEXT,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("organizationId", "userId")
);

-- CreateTable
CREATE TABLE "EnquiryFollow" (
    "organizationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("organizationId", "userId", "serviceReference")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "pendingDigest" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "WebhookAlert" (
    "organizationId" TEXT NOT NULL,
    "webhookId" TEXT NOT NULL,
    "notifiedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("organizationId", "webhookId")
);

-- CreateIndex
CREATE INDEX "NotificationSetting_cadence_idx" ON "NotificationSetting"("cadence");

-- CreateIndex
CREATE INDEX "EnquiryFollow_organizationId_serviceReference_idx" ON "EnquiryFollow"("organizationId", "serviceReference");

-- CreateIndex
CREATE UNIQUE INDEX "Notification_key_key" ON "Notification"("key");

-- CreateIndex
CREATE INDEX "Notification_organizationId_userId_pendingDigest_createdAt_idx" ON "Notification"("organizationId", "userId", "pendingDigest", "createdAt");
