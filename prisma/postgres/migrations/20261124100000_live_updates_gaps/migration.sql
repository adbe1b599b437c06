-- CreateTable
CREATE TABLE "LiveUpdatesGap" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "LiveUpdatesGap_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LiveUpdatesGap_organizationId_startedAt_idx" ON "LiveUpdatesGap"("organizationId", "startedAt");

-- CreateTable
CREATE TABLE "EnquirySnapshot" (
    "organizationId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "enquiry" TEXT NOT NULL,
    "quotes" TEXT NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EnquirySnapshot_pkey" PRIMARY KEY ("organizationId","serviceReference")
);
