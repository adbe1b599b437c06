-- CreateTable
CREATE TABLE "LiveUpdatesGap" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationId" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "endedAt" DATETIME
);

-- CreateIndex
CREATE INDEX "LiveUpdatesGap_organizationId_startedAt_idx" ON "LiveUpdatesGap"("organizationId", "startedAt");

-- CreateTable
CREATE TABLE "EnquirySnapshot" (
    "organizationId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "enquiry" TEXT NOT NULL,
    "quotes" TEXT NOT NULL,
    "readAt" DATETIME NOT NULL,

    PRIMARY KEY ("organizationId", "serviceReference")
);
